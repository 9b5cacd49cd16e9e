package misere

import (
	"context"
	"fmt"
	"testing"

	"cgcalc/games/impartial"
)

// nimPositions calls f with every Nim position of at most k heaps, each at
// most n, heaps in increasing order.
func nimPositions(k, n int, f func([]int)) {
	var walk func(p []int, from int)
	walk = func(p []int, from int) {
		f(p)
		if len(p) == k {
			return
		}
		for h := from; h <= n; h++ {
			walk(append(p, h), h)
		}
	}
	walk(nil, 1)
}

// TestNimMisereClosedForm: Bouton's misère rule and the closed form of 𝒢⁻
// agree with exhaustive search (the Analyzer, from the definition) on
// every Nim position of at most 4 heaps of at most 7.
func TestNimMisereClosedForm(t *testing.T) {
	r, _ := impartial.Parse("nim")
	a := NewAnalyzer(r)
	a.plain = true // search from the definition, no adder reduction
	n := 0
	nimPositions(4, 7, func(p []int) {
		n++
		g, err := a.Genus(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if got := NimMisereGrundy(p); got != g.Seq[0] {
			t.Errorf("𝒢⁻(nim %v) = %d, search gives %d", p, got, g.Seq[0])
		}
		if NimMisereP(p) != g.MisereP() {
			t.Errorf("Bouton's misère rule on %v: %v, search gives %v", p, NimMisereP(p), g.MisereP())
		}
	})
	if n != 330 {
		t.Errorf("%d positions, want 330 (multisets of ≤ 4 from 7 sizes)", n)
	}
}

// TestNimMisereTable: Bouton's misère rule on published positions.
func TestNimMisereTable(t *testing.T) {
	for _, c := range []struct {
		heaps  []int
		p      bool
		grundy int
		src    string
	}{
		{nil, false, 1, "no move: the mover wins (WW ch. 13)"},
		{[]int{1}, true, 0, "WW ch. 13: an odd number of heaps of 1 is P"},
		{[]int{1, 1, 1}, true, 0, "WW ch. 13"},
		{[]int{1, 1}, false, 1, "WW ch. 13"},
		{[]int{2, 2}, true, 0, "ONAG ch. 12: with a heap ≥ 2, play as in normal Nim"},
		{[]int{1, 2, 3}, true, 0, "ONAG ch. 12: nim-sum 0"},
		{[]int{2}, false, 2, "Allen 2006, Prop. 2.2.1: *2 is 2^20"},
		{[]int{100, 200, 300}, false, 100 ^ 200 ^ 300, "firm: 𝒢⁻ is the nim-sum (Allen 2006, Thm 2.4.2)"},
	} {
		if got := NimMisereP(c.heaps); got != c.p {
			t.Errorf("NimMisereP(%v) = %v, want %v (%s)", c.heaps, got, c.p, c.src)
		}
		if got := NimMisereGrundy(c.heaps); got != c.grundy {
			t.Errorf("NimMisereGrundy(%v) = %d, want %d (%s)", c.heaps, got, c.grundy, c.src)
		}
	}
}

// TestNimMisereWinning: the candidate moves are exactly the moves to
// P-positions, by walking every move, on every Nim position of at most 4
// heaps of at most 7.
func TestNimMisereWinning(t *testing.T) {
	nimPositions(4, 7, func(p []int) {
		var want []NimMove
		for i, h := range p {
			for to := 0; to < h; to++ {
				q := append(append([]int{}, p...), 0)[:len(p)]
				q[i] = to
				if NimMisereP(q) {
					want = append(want, NimMove{i, to})
				}
			}
		}
		if got := NimMisereWinning(p); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("NimMisereWinning(%v) = %v, want %v", p, got, want)
		}
	})
}

// TestTameHeaps: every heap TameHeaps proves tame is tame by the Analyzer
// (exhaustive over the followers), with the same genus; every heap it
// calls wild has the Analyzer's genus, not a tame value. For Nim, a
// subtraction game, Kayles, 0.75, 0.123, 0.34, 0.71, Guiles and Dawson's
// Kayles, heaps 0..14.
func TestTameHeaps(t *testing.T) {
	for _, code := range []string{"nim", "0.333", "0.77", "0.75", "0.123", "0.34", "0.71", "0.15", "0.07", "4!.0"} {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		th := NewTameHeaps(r)
		if _, err := th.Extend(context.Background(), 14, 1<<30); err != nil {
			t.Fatal(err)
		}
		a := NewAnalyzer(r)
		tame := 0
		for h := 0; h <= 14; h++ {
			g, err := a.Genus(context.Background(), []int{h})
			if err != nil {
				t.Fatal(err)
			}
			if v, ok := th.Value(h); ok {
				tame++
				isTame, err := a.Tame(context.Background(), []int{h})
				if err != nil {
					t.Fatal(err)
				}
				if !isTame || !v.Genus().Equal(g) {
					t.Errorf("%s heap %d: proved tame with %s; search: tame %v, genus %s", code, h, v, isTame, g)
				}
			}
			if w, ok := th.Wild(h); ok {
				if !w.Equal(g) {
					t.Errorf("%s heap %d: genus %s, search gives %s", code, h, w, g)
				}
				if _, ok := g.Tame(); ok {
					t.Errorf("%s heap %d: called wild, genus %s is tame", code, h, g)
				}
			}
		}
		if code == "nim" && tame != 15 {
			t.Errorf("nim: %d heaps of 0..14 proved tame, want all (Allen 2006, Prop. 2.2.1)", tame)
		}
	}
}

// TestTameHeapsWork: the scan stops at its work bound and goes on later.
func TestTameHeapsWork(t *testing.T) {
	r, _ := impartial.Parse("nim")
	th := NewTameHeaps(r)
	// Nim heap h has h options: heaps 0..9 take 45.
	if h, _ := th.Extend(context.Background(), 100, 45); h != 9 {
		t.Errorf("scanned to heap %d with 45 options, want 9", h)
	}
	if h, _ := th.Extend(context.Background(), 20, 1000); h != 20 || th.Work() != 210 {
		t.Errorf("scanned to heap %d with work %d, want 20 and 210", h, th.Work())
	}
}
