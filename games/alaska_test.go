package games

import (
	"fmt"
	"strings"
	"testing"
)

// Baked alaska, the game of Dean Allemang's step 26 ("Machine Computation
// with Finite Games", Cambridge M.Sc. thesis, 1984, Appendix III), with the
// rules inferred from his table
// (doc/references.md#baked-alaska-the-inferred-rules): a position is a
// disjoint sum of rectangles; Left removes one whole column
// of one rectangle, Right one whole row, leaving the parts on either side
// (0, 1 or 2 smaller rectangles); removing the last strip is allowed; a move
// may not leave a square piece. V(h×w) has h rows and w columns.
// scripts/baked-alaska.lisp computes the same values in the language; this
// is an independent implementation on the Store API, which does not use the
// symmetry V(w×h) = −V(h×w) (TestAlaskaSymmetry checks it).

// alaskaAllowed reports whether a piece of h rows and w columns may be
// left by a move: it is empty or not a square.
func alaskaAllowed(h, w int) bool { return h == 0 || w == 0 || h != w }

// alaskaValue returns the canonical value of the h×w rectangle, memoised
// in memo (one per store).
func alaskaValue(s *Store, memo map[[2]int]ID, h, w int) (ID, error) {
	if h == 0 || w == 0 {
		return Zero, nil
	}
	if v, ok := memo[[2]int{h, w}]; ok {
		return v, nil
	}
	// pieces returns the canonical value of the parts a×b and c×d.
	pieces := func(a, b, c, d int) (ID, error) {
		x, err := alaskaValue(s, memo, a, b)
		if err != nil {
			return 0, err
		}
		y, err := alaskaValue(s, memo, c, d)
		if err != nil {
			return 0, err
		}
		sum, err := s.Plus(x, y)
		if err != nil {
			return 0, err
		}
		return s.Canonical(sum)
	}
	var left, right []ID
	for i := range w { // Left removes column i+1: h×i and h×(w−1−i) remain
		if j := w - 1 - i; alaskaAllowed(h, i) && alaskaAllowed(h, j) {
			o, err := pieces(h, i, h, j)
			if err != nil {
				return 0, err
			}
			left = append(left, o)
		}
	}
	for i := range h { // Right removes row i+1: i×w and (h−1−i)×w remain
		if j := h - 1 - i; alaskaAllowed(i, w) && alaskaAllowed(j, w) {
			o, err := pieces(i, w, j, w)
			if err != nil {
				return 0, err
			}
			right = append(right, o)
		}
	}
	v, err := s.FromOptions(left, right)
	if err != nil {
		return 0, err
	}
	memo[[2]int{h, w}] = v
	return v, nil
}

// alaskaAll returns the values of all rectangles with h + w ≤ n in a new
// memo.
func alaskaAll(tb testing.TB, s *Store, n int) map[[2]int]ID {
	tb.Helper()
	memo := map[[2]int]ID{}
	for h := 1; h < n; h++ {
		for w := 1; h+w <= n; w++ {
			if _, err := alaskaValue(s, memo, h, w); err != nil {
				tb.Fatalf("V(%d×%d): %v", h, w, err)
			}
		}
	}
	return memo
}

func mustParse(t *testing.T, s *Store, text string) ID {
	t.Helper()
	g, err := s.Parse(text, nil)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	return g
}

// TestAlaskaAllemangTable checks every entry of Allemang's (all 8), step 26
// of his session
// (doc/references.md#allemang-1984-appendix-iii-the-sample-session-in-order),
// read as in doc/references.md#baked-alaska-the-inferred-rules: line s lists
// V(h×w) for h + w = s + 2, h > w, w = 1, 2, 3. His hot entries are
// negatives of wide pieces: -{2|-1/2} is V(3×2) = {1/2|−2}. Line 5 is
// OCR'd "-{1+{2|-1/2}|1-1/8}"; the "1" before -1/8 is read as an OCR
// artefact (doc/references.md, erratum A17): with it the entry would be the
// number −1/2, which he would have printed as a number.
func TestAlaskaAllemangTable(t *testing.T) {
	s := NewStore()
	memo := map[[2]int]ID{}
	published := [][]string{
		{"1"},
		{"1/2"},
		{"1/4", "-{2|-1/2}"},
		{"1/8", "1/2"},
		{"1/16", "-{1+{2|-1/2}|-1/8}", "1"}, // OCR: |1-1/8}
		{"1/32", "-{1/2|-1/16}", "1/2"},
	}
	// How our printer writes the lines (number switches as x±y).
	printed := []string{
		"1",
		"1/2",
		"1/4 -3/4±5/4",
		"1/8 1/2",
		"1/16 {1/8|-7/4±5/4} 1",
		"1/32 -7/32±9/32 1/2",
	}
	p := &Printer{Store: s}
	for r, line := range published {
		sum := r + 3
		var texts []string
		for k, text := range line {
			h, w := sum-(k+1), k+1
			v, err := alaskaValue(s, memo, h, w)
			if err != nil {
				t.Fatal(err)
			}
			if want := mustParse(t, s, text); v != want {
				t.Errorf("V(%d×%d) = %s, Allemang %s", h, w, p.String(v), text)
			}
			texts = append(texts, p.String(v))
		}
		if w := len(line) + 1; sum-w > w {
			t.Errorf("line %d: Allemang lists %d entries, h > w allows more", r+1, len(line))
		}
		if got := strings.Join(texts, " "); got != printed[r] {
			t.Errorf("line %d prints %q, want %q", r+1, got, printed[r])
		}
	}
	ocr := mustParse(t, s, "-{1+{2|-1/2}|1-1/8}")
	if v, _ := alaskaValue(s, memo, 5, 2); v == ocr {
		t.Error("V(5×2) equals the OCR text of line 5")
	}
	if _, ok := s.NumberValue(ocr); !ok {
		t.Error("the OCR text of line 5 is not a number")
	}
}

// TestAlaskaHandValues checks the values worked by hand in
// doc/references.md#baked-alaska-the-inferred-rules.
func TestAlaskaHandValues(t *testing.T) {
	s := NewStore()
	memo := alaskaAll(t, s, 8)
	cases := []struct {
		h, w int
		want string
	}{
		{1, 1, "*"}, {2, 2, "±1"}, {3, 3, "±1"},
		{2, 1, "1"}, {3, 1, "1/2"}, {4, 1, "1/4"}, {5, 1, "1/8"}, {6, 1, "1/16"}, {7, 1, "1/32"},
		{1, 2, "-1"}, {1, 3, "-1/2"}, {1, 4, "-1/4"}, {1, 5, "-1/8"}, {1, 6, "-1/16"},
		{2, 3, "{2|-1/2}"}, {3, 2, "{1/2|-2}"},
		{2, 4, "-1/2"}, {4, 2, "1/2"},
		{2, 5, "{1+{2|-1/2}|-1/8}"}, {5, 2, "{1/8|{-1/2|-3}}"},
		{2, 6, "{1/2|-1/16}"}, {6, 2, "{1/16|-1/2}"},
		{4, 3, "1"}, {5, 3, "1/2"},
	}
	for _, c := range cases {
		if got, want := memo[[2]int{c.h, c.w}], mustParse(t, s, c.want); got != want {
			t.Errorf("V(%d×%d) = %s, want %s", c.h, c.w, (&Printer{Store: s}).String(got), c.want)
		}
	}
}

// TestAlaskaSymmetry checks V(w×h) = −V(h×w), both computed by the rules,
// for h + w ≤ 12; squares are their own negatives.
func TestAlaskaSymmetry(t *testing.T) {
	s := NewStore()
	memo := alaskaAll(t, s, 12)
	for k, v := range memo {
		neg, err := s.Minus(v)
		if err != nil {
			t.Fatal(err)
		}
		if memo[[2]int{k[1], k[0]}] != neg {
			t.Errorf("V(%d×%d) ≠ −V(%d×%d)", k[1], k[0], k[0], k[1])
		}
	}
}

// TestAlaskaTemperatures logs the temperature and mean of every rectangle
// h×w, h ≥ w, h + w ≤ 10 (the wide ones are the negatives), and checks
// that the thermograph of the negative mirrors it.
func TestAlaskaTemperatures(t *testing.T) {
	s := NewStore()
	memo := alaskaAll(t, s, 10)
	p := &Printer{Store: s}
	for sum := 2; sum <= 10; sum++ {
		var b strings.Builder
		fmt.Fprintf(&b, "h+w=%-2d", sum)
		for w := 1; 2*w <= sum; w++ {
			h := sum - w
			v := memo[[2]int{h, w}]
			th, err := s.Thermograph(v)
			if err != nil {
				t.Fatal(err)
			}
			tw, err := s.Thermograph(memo[[2]int{w, h}])
			if err != nil {
				t.Fatal(err)
			}
			if !tw.Mean.Equal(th.Mean.Neg()) || !tw.Temperature.Equal(th.Temperature) {
				t.Errorf("%d×%d: mean %s temp %s, but %d×%d: mean %s temp %s",
					h, w, th.Mean, th.Temperature, w, h, tw.Mean, tw.Temperature)
			}
			fmt.Fprintf(&b, "  %d×%d: %s (mean %s, temp %s)", h, w, p.String(v), th.Mean, th.Temperature)
		}
		t.Log(b.String())
	}
}

// BenchmarkAlaskaValues computes all rectangles with h + w ≤ 14 in a fresh
// store.
func BenchmarkAlaskaValues(b *testing.B) {
	var nodes int
	for range b.N {
		s := NewStore()
		alaskaAll(b, s, 14)
		nodes = s.Len()
	}
	b.ReportMetric(float64(nodes), "nodes")
}

// BenchmarkAlaskaThermographs computes the thermographs of all rectangles
// with h + w ≤ 14; the values are computed, in a fresh store, outside the
// timer (thermographs are cached per store).
func BenchmarkAlaskaThermographs(b *testing.B) {
	for range b.N {
		b.StopTimer()
		s := NewStore()
		memo := alaskaAll(b, s, 14)
		b.StartTimer()
		for _, v := range memo {
			if _, err := s.Thermograph(v); err != nil {
				b.Fatal(err)
			}
		}
	}
}
