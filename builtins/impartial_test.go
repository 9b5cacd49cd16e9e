package builtins_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// evalIn evaluates src in in and returns the last value.
func evalImp(t *testing.T, in *eval.Interp, src string) (eval.Value, error) {
	t.Helper()
	ctx := context.Background()
	var last eval.Value = eval.Nil
	err := in.EvalSource(ctx, "t", src, func(v eval.Value) error { last = v; return nil })
	return last, err
}

// slowImpartial are computations far longer than the test's patience: each
// must stop soon after its context is cancelled.
var slowImpartial = []string{
	`(nim-values 'grundy 1000000)`, // about 7 s
	`(nim-value 'grundy 1000000)`,
	`(nim-values 'nim 1000000)`, // quadratic for a repeating tail: hours
	// Heaps read as games: their nim values are nim-value's.
	`(canon (nim 1000000))`,
	`(outcome (heap 'nim 1 1000000))`,
	`(+ (nim 1000000) 1/2)`,
	`(period 'officers 10000000)`,
	`(p-positions 'grundy 40)`,
	`(p-positions 'kayles 40)`,
	`(genus-values 'kayles 100000)`,
	`(genus-entry (heap 'kayles 30 30 30 30))`,
	// Kayles answers at once through its quotient; Dawson's Kayles has no
	// certified quotient, and heap 105 is just within the search's bound
	// (903,580 options, TestSearchBoundKeepsAnswers): its first use and
	// the search take ~0.3 s. Heaps 150 + 151 are refused at once now.
	`(misere-outcome 'dawsons-kayles 105)`,
	`(misere-grundy 'dawsons-kayles 105)`,
	`(genus 'kayles 30 30 30 30)`,
	`(blurry-genus 'kayles 30 30 30 30)`,
	`(tame-p 'kayles 30 30 30 30)`,
	`(mcanon (heap 'kayles 200))`,
	`(mceq (heap 'kayles 200) 0)`,
	`(ggenus 'guiles 40)`,                     // about 3 minutes
	`(complete-analysis "0.54" 40)`,           // minutes
	`(genus-array "0" (heap 'kayles 40) 6)`,   // misère canonical forms of Kayles 40 and its multiples
	`(verify-quotient (quotient "0.75") 150)`, // all sums of total ≤ 150
}

// TestImpartialInterrupt: a cancelled context stops the impartial
// builtins quickly, and the interpreter is usable afterwards. The error
// wraps eval.ErrInterrupted, as eval.Interp.Eval documents for a cancelled
// context ("with an error wrapping ErrInterrupted"); the REPL and cgcalc -e
// (exit status 130) rely on it: the impartial builtins report a cancelled
// computation as that interruption, not as the context's own error, so
// that Ctrl-C during (nim-values 'grundy 1000000) ends cgcalc -e with
// status 130. (This was TestImpartialInterruptIsErrInterrupted, which ran
// every computation a second time.)
func TestImpartialInterrupt(t *testing.T) {
	for _, src := range slowImpartial {
		t.Run(src, func(t *testing.T) {
			in := builtins.New()
			ctx, cancel := context.WithCancel(context.Background())
			timer := time.AfterFunc(50*time.Millisecond, cancel)
			defer timer.Stop()
			start := time.Now()
			err := in.EvalSource(ctx, "t", src, nil)
			d := time.Since(start)
			cancel()
			if err == nil {
				t.Fatalf("%s finished within %v: expected it to be slow enough to interrupt", src, d)
			}
			if !errors.Is(err, eval.ErrInterrupted) {
				t.Errorf("%s cancelled: error %v, want one wrapping eval.ErrInterrupted", src, err)
			}
			// The interpreter's state survives the interruption.
			v, err2 := evalImp(t, in, `(list (nim-values 'grundy 20) (mcanon (heap 'kayles 2) 1) (genus 'nim 2 2))`)
			if err2 != nil {
				t.Fatalf("after interrupting %s: %v", src, err2)
			}
			if got, want := eval.Repr(v), `((0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0) *3 "0^02")`; got != want {
				t.Errorf("after interrupting %s: got %s, want %s", src, got, want)
			}
		})
	}
}

// TestImpartialPerInterpreter: misère games belong to the interpreter that
// made them, and the nim values one interpreter learns do not leak.
func TestImpartialPerInterpreter(t *testing.T) {
	a, b := builtins.New(), builtins.New()
	g, err := evalImp(t, a, `(mcanon "*2+*2")`)
	if err != nil {
		t.Fatal(err)
	}
	h, err := evalImp(t, b, `(mcanon "*2+*2")`)
	if err != nil {
		t.Fatal(err)
	}
	if eval.Repr(g) != "{*2,*3}" || eval.Repr(h) != "{*2,*3}" {
		t.Fatalf("got %s and %s, want {*2,*3}", eval.Repr(g), eval.Repr(h))
	}
	b.SetGlobal("g", g)
	b.SetGlobal("h", h)
	for _, c := range []struct{ src, want, err string }{
		{src: `(mceq h "*2+*2")`, want: `t`},
		{src: `(equal h (adder 4))`, want: `t`},
		{src: `(mceq g h)`, err: `mceq: {*2,*3} belongs to another interpreter`},
		{src: `(mcanon g)`, err: `mcanon: {*2,*3} belongs to another interpreter`},
		{src: `(mcanon 1 g)`, err: `mcanon: {*2,*3} belongs to another interpreter`},
		{src: `(equal g h)`, want: `nil`}, // the same form, but not the same interpreter's
		// Reading a foreign game's own facts is harmless.
		{src: `(list (genus g) (misere-outcome g) (misere-grundy g) (blurry-genus g))`, want: `("0^02" p 0 "0#0")`},
	} {
		v, err := evalImp(t, b, c.src)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.src, err, c.err)
			}
		case err != nil:
			t.Errorf("%s: %v", c.src, err)
		case eval.Repr(v) != c.want:
			t.Errorf("%s = %s, want %s", c.src, eval.Repr(v), c.want)
		}
	}
	// Nim values are remembered per interpreter, and a shorter request
	// after a longer one is a prefix of it.
	if _, err := evalImp(t, a, `(nim-values 'kayles 200)`); err != nil {
		t.Fatal(err)
	}
	for _, in := range []*eval.Interp{a, b} {
		v, err := evalImp(t, in, `(list (nim-values 'kayles 12) (period 'kayles 100) (period 'kayles 167))`)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := eval.Repr(v), `((0 1 2 3 1 4 3 2 1 4 2 6 4) nil (12 71))`; got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}
	// The list nim-values returns is the caller's: changing it does not
	// change what the interpreter knows.
	v, err := evalImp(t, a, `(let ((l (nim-values 'kayles 3))) (setf (car l) 99) (nim-values 'kayles 3))`)
	if err == nil && eval.Repr(v) != "(0 1 2 3)" {
		t.Errorf("after changing a returned list: %s, want (0 1 2 3)", eval.Repr(v))
	}
}

// TestPPositionsBouton checks (p-positions 'nim N) against Bouton's misère
// rule (WW ch. 13): a sum of nim heaps is a misère P-position iff all heaps
// are 1 and their number is odd, or some heap is at least 2 and the
// nim-sum is 0.
func TestPPositionsBouton(t *testing.T) {
	const total = 16
	var want []string
	var walk func(rest, smallest int, heaps []int)
	walk = func(rest, smallest int, heaps []int) {
		if len(heaps) > 0 {
			x, big := 0, false
			for _, h := range heaps {
				x ^= h
				big = big || h > 1
			}
			if (!big && len(heaps)%2 == 1) || (big && x == 0) {
				want = append(want, fmt.Sprint(heaps))
			}
		}
		for h := smallest; h <= rest; h++ {
			walk(rest-h, h, append(heaps[:len(heaps):len(heaps)], h))
		}
	}
	walk(total, 1, nil)
	in := builtins.New()
	v, err := evalImp(t, in, fmt.Sprintf(`(p-positions 'nim %d)`, total))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	l, _ := eval.ListToSlice(v)
	for _, p := range l {
		s := strings.TrimSuffix(strings.TrimPrefix(eval.Repr(p), "("), ")")
		got["["+s+"]"] = true
	}
	if len(got) != len(l) {
		t.Errorf("p-positions lists a position twice")
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("(p-positions 'nim %d) lacks %s", total, w)
		}
	}
	if len(l) != len(want) {
		t.Errorf("(p-positions 'nim %d) has %d positions, Bouton's rule %d", total, len(l), len(want))
	}
	// misere-outcome agrees with p-positions on every sum it lists.
	for _, p := range l[:min(len(l), 40)] {
		src := fmt.Sprintf(`(misere-outcome 'nim '%s)`, eval.Repr(p))
		v, err := evalImp(t, in, src)
		if err != nil || eval.Repr(v) != "p" {
			t.Errorf("%s = %v (%v), want p", src, v, err)
		}
	}
}

// TestMisereNimGenus: the misère nim heap *n has genus 0^120, 1^031 and
// n^{n(n⊕2)} for n ≥ 2 (WW ch. 13; Allen 2006, Prop. 2.2.1), numbers of two
// or more digits written in parentheses.
func TestMisereNimGenus(t *testing.T) {
	num := func(n int) string {
		if n >= 10 {
			return fmt.Sprintf("(%d)", n)
		}
		return fmt.Sprint(n)
	}
	in := builtins.New()
	for n := 0; n <= 40; n++ {
		want := `"0^120"`
		switch {
		case n == 1:
			want = `"1^031"`
		case n >= 2:
			want = `"` + num(n) + "^" + num(n) + num(n^2) + `"`
		}
		for _, src := range []string{fmt.Sprintf(`(genus 'nim %d)`, n), fmt.Sprintf(`(genus (mcanon %d))`, n)} {
			v, err := evalImp(t, in, src)
			if err != nil {
				t.Errorf("%s: %v", src, err)
			} else if eval.Repr(v) != want {
				t.Errorf("%s = %s, want %s", src, eval.Repr(v), want)
			}
		}
	}
}

// TestTableTimeBound checks that :seconds stops ggenus and complete-analysis
// with a message that says how far they got (Guiles' table grows without
// end: Allemang 1984, "Complete analysis of misère games", after Theorem VI).
func TestTableTimeBound(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two tables to their 1 s time bound")
	}
	for _, c := range []struct {
		src, out, err string
	}{
		{src: `(complete-analysis 'guiles :seconds 1)`, out: "no complete analysis of guiles: the time bound ran out with the table complete to heap "},
		{src: `(ggenus 'guiles 1000 :seconds 1)`, err: "ggenus: the time bound ran out; the table is complete to heap "},
		{src: `(ggenus 'guiles 10 :seconds -1)`, err: "ggenus: :seconds -1 is out of range"},
	} {
		in := builtins.New()
		var out bytes.Buffer
		in.Out = &out
		err := in.EvalSource(context.Background(), "t", c.src, func(eval.Value) error { return nil })
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.src, err, c.err)
			}
		case err != nil:
			t.Errorf("%s: %v", c.src, err)
		case !strings.HasPrefix(out.String(), c.out) || !strings.Contains(out.String(), "Theorem VI needs the table to heap") ||
			!strings.Contains(out.String(), "(:seconds S raises the time bound)"):
			t.Errorf("%s printed %q", c.src, out.String())
		}
	}
}
