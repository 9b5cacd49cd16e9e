package builtins

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"cgcalc/eval"
	"cgcalc/games"
)

// lispEval evaluates src in in and returns the last value.
func lispEval(t testing.TB, in *eval.Interp, src string) eval.Value {
	t.Helper()
	var last eval.Value = eval.Nil
	if err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil }); err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return last
}

// lispID returns the value v of in as a canonical node of in's store.
func lispID(t testing.TB, in *eval.Interp, v eval.Value) games.ID {
	t.Helper()
	s := sessionOf(in).games
	id, err := s.game(v)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.store.Canonical(id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// cutcakeLisp defines Cutcake with defruleset, counting the calls of
// Left's move function in the variable calls.
const cutcakeLisp = `
(setq calls 0)
(defun cuts (n) "The ways to cut N into two positive parts, (A B)." (let (l) (dotimes (i (- n 1) l) (setq l (cons (list (+ i 1) (- n i 1)) l)))))
(defruleset my-cutcake (w h)
  :left (lambda (w h) (setq calls (+ calls 1)) (mapcar (lambda (c) (+ (my-cutcake (car c) h) (my-cutcake (cadr c) h))) (cuts w)))
  :right (lambda (w h) (mapcar (lambda (c) (+ (my-cutcake w (car c)) (my-cutcake w (cadr c)))) (cuts h))))
`

// floorLog2 is the a with 2^a <= n < 2^(a+1).
func floorLog2(n int) int {
	a := 0
	for n > 1 {
		n >>= 1
		a++
	}
	return a
}

// cutcakePattern is the value of a W×H Cutcake by the pattern of the
// table of Winning Ways, 2nd ed., ch. 2 (Left cuts the width).
func cutcakePattern(w, h int) int {
	a, b := floorLog2(w), floorLog2(h)
	switch {
	case a > b:
		return w>>b - 1
	case a < b:
		return -(h>>a - 1)
	}
	return 0
}

// TestCutcake checks Cutcake defined with defruleset against the pattern
// of Winning Ways' table (ch. 2) for W, H <= 12, against trees built with
// mg and mplus from the definition (no memo, no canonical forms on the way)
// for W, H <= 4, and that each rectangle is solved once: Left's move
// function runs once per rectangle W' <= W, H' <= H.
func TestCutcake(t *testing.T) {
	in := New()
	lispEval(t, in, cutcakeLisp)
	lispEval(t, in, `
(defun naive (w h) "Cutcake from its definition, as a form built with mg."
  (apply #'mg (append
    (mapcar (lambda (c) (mplus (naive (car c) h) (naive (cadr c) h))) (cuts w))
    (list '!|)
    (mapcar (lambda (c) (mplus (naive w (car c)) (naive w (cadr c)))) (cuts h)))))`)
	s := sessionOf(in).games
	show := func(id games.ID) string { return s.value(id).String() }
	for w := 1; w <= 12; w++ {
		for h := 1; h <= 12; h++ {
			got := lispID(t, in, lispEval(t, in, fmt.Sprintf("(my-cutcake %d %d)", w, h)))
			if want := s.store.Integer(int64(cutcakePattern(w, h))); got != want {
				t.Errorf("cutcake %d×%d = %s, want %d (WW ch. 2)", w, h, show(got), cutcakePattern(w, h))
			}
			if w <= 4 && h <= 4 {
				naive := lispID(t, in, lispEval(t, in, fmt.Sprintf("(naive %d %d)", w, h)))
				if r, err := s.store.Compare(got, naive); err != nil || r != games.Equal {
					t.Errorf("cutcake %d×%d = %s, but the tree from the definition is %s (%v)", w, h, show(got), show(naive), err)
				}
			}
		}
	}
	if calls := lispEval(t, in, "calls"); eval.Repr(calls) != "144" {
		t.Errorf("Left's move function ran %s times for the 144 rectangles up to 12×12", calls)
	}
	if n := lispEval(t, in, "(ruleset-size 'my-cutcake)"); eval.Repr(n) != "144" {
		t.Errorf("ruleset-size = %s, want 144", n)
	}
}

// clobberLisp defines Clobber on a strip (Albert, Nowakowski, Wolfe,
// Lessons in Play, 2007): a string of x (Left's stones), o (Right's) and . (empty). A
// player moves a stone of theirs onto an adjacent stone of the other's,
// which is removed. With :split, a strip falls apart at its empty squares
// into components; clobber-whole is the same game without the split.
const clobberLisp = `
(defun swap-at (s i j a b)
  "S with A at I and B at J."
  (let ((r ""))
    (dotimes (k (length s) r)
      (setq r (concatenate r (cond ((= k i) a) ((= k j) b) (t (char s k))))))))
(defun clobbers (s me you)
  "The strings after ME's stone clobbers an adjacent YOU's stone."
  (let (l)
    (dotimes (i (length s) l)
      (when (string= (char s i) me)
        (when (and (> i 0) (string= (char s (- i 1)) you))
          (setq l (cons (list (swap-at s i (- i 1) "." me)) l)))
        (when (and (< (+ i 1) (length s)) (string= (char s (+ i 1)) you))
          (setq l (cons (list (swap-at s i (+ i 1) "." me)) l)))))))
(defun runs (s)
  "The runs of stones of S, each a position."
  (let (l)
    (dolist (p (string-split s ".") l)
      (when (> (length p) 1) (setq l (cons (list p) l))))))
(defruleset strip-clobber (s)
  :split (lambda (s) (if (or (search "." s) (< (length s) 2)) (runs s) (list (list s))))
  :left (lambda (s) (clobbers s "x" "o"))
  :right (lambda (s) (clobbers s "o" "x")))
(defruleset strip-clobber-whole (s)
  :left (lambda (s) (clobbers s "x" "o"))
  :right (lambda (s) (clobbers s "o" "x")))
`

// naiveClobber is the value of a Clobber strip by plain recursion over the
// rules, with no splitting and no memo.
func naiveClobber(t testing.TB, st *games.Store, s string) games.ID {
	var left, right []games.ID
	for i := range s {
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(s) {
				continue
			}
			b := []byte(s)
			switch {
			case s[i] == 'x' && s[j] == 'o':
				b[i], b[j] = '.', 'x'
				left = append(left, naiveClobber(t, st, string(b)))
			case s[i] == 'o' && s[j] == 'x':
				b[i], b[j] = '.', 'o'
				right = append(right, naiveClobber(t, st, string(b)))
			}
		}
	}
	id, err := st.FromOptions(left, right)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// TestClobberProperty solves 300 random Clobber strips of up to 8 squares
// three ways: with :split, without, and by naiveClobber, and checks that
// the values are equal both ways (canonical node and Compare), so that
// splitting never changes a value. It also checks small values worked by
// hand from the rules.
func TestClobberProperty(t *testing.T) {
	in := New()
	lispEval(t, in, clobberLisp)
	s := sessionOf(in).games
	show := func(id games.ID) string { return s.value(id).String() }
	star, up, down := s.store.Value(games.NUS{M: 1}), s.store.Value(games.NUS{U: 1}), s.store.Value(games.NUS{U: -1})
	for _, c := range []struct {
		pos  string
		want games.ID
	}{
		{"xo", star},                  // one move each, to 0: {0|0} = * (Winning Ways 2nd ed., ch. 2)
		{"x", s.store.Integer(0)},     // no moves
		{"xo.ox", s.store.Integer(0)}, // * + * = 0
		// Left's move leaves .xo = *, Right's o.o = 0, and {*|0} = ↓
		// (Winning Ways 2nd ed., ch. 3: ↑ = {0|*}).
		{"xoo", down},
		{"oxx", up}, // the negative of xoo
		// Every move leaves xx, oo or two stones apart, all 0: {0|0} = *.
		{"xox", star},
	} {
		for _, name := range []string{"strip-clobber", "strip-clobber-whole"} {
			got := lispID(t, in, lispEval(t, in, fmt.Sprintf("(%s %q)", name, c.pos)))
			if got != c.want {
				t.Errorf("(%s %q) = %s, want %s", name, c.pos, show(got), show(c.want))
			}
		}
	}
	rng := rand.New(rand.NewSource(18))
	for n := 0; n < 300; n++ {
		b := make([]byte, 1+rng.Intn(8))
		for i := range b {
			b[i] = "xo."[rng.Intn(3)]
		}
		pos := string(b)
		split := lispID(t, in, lispEval(t, in, fmt.Sprintf("(strip-clobber %q)", pos)))
		whole := lispID(t, in, lispEval(t, in, fmt.Sprintf("(strip-clobber-whole %q)", pos)))
		naive := naiveClobber(t, s.store, pos)
		for _, got := range []games.ID{split, whole} {
			r1, err1 := s.store.Compare(got, naive)
			r2, err2 := s.store.Compare(naive, got)
			if got != naive || err1 != nil || err2 != nil || r1 != games.Equal || r2 != games.Equal {
				t.Fatalf("%q: split %s, whole %s, naive %s", pos, show(split), show(whole), show(naive))
			}
		}
	}
}

// TestRulesetErrorsLeaveNoMark checks that a solve stopped by an error, by
// the step limit or by a cycle leaves no position marked as being solved:
// asked again, the positions are solved (or fail the same way).
func TestRulesetErrorsLeaveNoMark(t *testing.T) {
	in := New()
	lispEval(t, in, `(defvar ok nil)
(defruleset f (n) :left (lambda (n) (if (or ok (= n 0)) (when (> n 0) (list (list (- n 1)))) 5)))`)
	if err := in.EvalSource(context.Background(), "t", "(f 3)", nil); err == nil || !strings.Contains(err.Error(), ":left returned 5 for (f 3)") {
		t.Fatalf("(f 3): %v", err)
	}
	if got := eval.Repr(lispEval(t, in, "(setq ok t) (list (f 3) (ruleset-size 'f))")); got != "(3 4)" {
		t.Errorf("after the fix, (f 3) and the size are %s, want (3 4)", got)
	}
	// The step limit stops a long solve; nothing is left marked.
	lispEval(t, in, `(defruleset nim (n) :impartial (lambda (n) (let (l) (dotimes (i n l) (setq l (cons (list i) l))))))`)
	in.MaxSteps = 2000
	err := in.EvalSource(context.Background(), "t", "(nim 200)", nil)
	if !errors.Is(err, eval.ErrStepLimit) {
		t.Fatalf("(nim 200) under a step limit: %v", err)
	}
	in.MaxSteps = 0
	if got := eval.Repr(lispEval(t, in, "(nim 200)")); got != "*200" {
		t.Errorf("(nim 200) = %s after the step limit, want *200", got)
	}
}

// TestHashTableProperty runs random puthash, remhash and gethash on a
// table and on a Go map, with keys that are lists, strings and numbers,
// and checks that they agree, and that the keys keep their first order.
func TestHashTableProperty(t *testing.T) {
	in := New()
	rng := rand.New(rand.NewSource(7))
	var src strings.Builder
	src.WriteString("(setq h (make-hash-table))\n")
	model := map[string]int{}
	var order []string
	keyText := func(k int) string {
		switch k % 3 {
		case 0:
			return fmt.Sprintf("'(%d (a %d))", k, k%7)
		case 1:
			return fmt.Sprintf("%q", fmt.Sprint("k", k))
		}
		return fmt.Sprintf("%d/%d", k, 2*(k%5)+1)
	}
	var checks []string
	for i := 0; i < 3000; i++ {
		k := rng.Intn(200)
		key := keyText(k)
		switch rng.Intn(3) {
		case 0, 1:
			fmt.Fprintf(&src, "(puthash %s %d h)\n", key, i)
			if _, ok := model[key]; !ok {
				order = append(order, key)
			}
			model[key] = i
		case 2:
			fmt.Fprintf(&src, "(remhash %s h)\n", key)
			if _, ok := model[key]; ok {
				delete(model, key)
				for j, o := range order {
					if o == key {
						order = append(order[:j], order[j+1:]...)
						break
					}
				}
			}
		}
		if i%100 == 99 {
			checks = append(checks, fmt.Sprintf("%d", len(model)))
			src.WriteString("(setq counts (cons (hash-table-count h) counts))\n")
		}
	}
	src.WriteString("(list (reverse counts) (mapcar (lambda (k) (gethash k h)) (hash-table-keys h)))")
	got := eval.Repr(lispEval(t, in, "(setq counts nil)\n"+src.String()))
	var vals []string
	for _, k := range order {
		vals = append(vals, fmt.Sprint(model[k]))
	}
	want := "((" + strings.Join(checks, " ") + ") (" + strings.Join(vals, " ") + "))"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestHashValueEqual checks that values equal under equal hash alike,
// including long lists sharing structure (only a prefix is hashed).
func TestHashValueEqual(t *testing.T) {
	in := New()
	pairs := lispEval(t, in, `(defun dbl (l n) (if (= n 0) l (let ((x (dbl l (- n 1)))) (cons x x))))
(list (cons (dbl '(1) 40) (dbl (list 1) 40))
      (cons (list "a" 1/2 'b) (list (concatenate "" "a") 2/4 'b))
      (cons star (game "{0|0}")))`)
	ps, _ := eval.ListToSlice(pairs)
	for _, p := range ps {
		c := p.(*eval.Cons)
		if !eval.Equal(c.Car, c.Cdr) || hashValue(c.Car) != hashValue(c.Cdr) {
			t.Errorf("%s and %s: equal %v, hashes %x %x", eval.Describe(c.Car), eval.Describe(c.Cdr),
				eval.Equal(c.Car, c.Cdr), hashValue(c.Car), hashValue(c.Cdr))
		}
	}
}

// BenchmarkRulesetCutcake solves Cutcake up to 16×16 in a fresh session.
func BenchmarkRulesetCutcake(b *testing.B) {
	for i := 0; i < b.N; i++ {
		in := New()
		lispEval(b, in, cutcakeLisp)
		lispEval(b, in, "(my-cutcake 16 16)")
	}
}

// BenchmarkRulesetClobber solves a Clobber strip of 12 with and without
// :split, in fresh sessions.
func BenchmarkRulesetClobber(b *testing.B) {
	for _, name := range []string{"strip-clobber", "strip-clobber-whole"} {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				in := New()
				lispEval(b, in, clobberLisp)
				lispEval(b, in, fmt.Sprintf("(%s %q)", name, "xoxoxo.xoxoxo"))
			}
		})
	}
}

// BenchmarkHashTable stores and reads back 10000 list keys.
func BenchmarkHashTable(b *testing.B) {
	in := New()
	for i := 0; i < b.N; i++ {
		lispEval(b, in, `(let ((h (make-hash-table))) (dotimes (i 10000) (puthash (list i "x") i h)) (dotimes (i 10000) (gethash (list i "x") h)))`)
	}
}
