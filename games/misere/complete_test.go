package misere

import (
	"context"
	"errors"
	"testing"

	"cgcalc/games/impartial"
)

// TestCompleteAnalysisAgainstSearch: a complete analysis by Theorem VI
// (Allemang 1984, "Complete analysis of misère games") gives the blurry
// genus of every sum of heaps, heaps beyond its table read through the
// period; the search (Analyzer, Conway's rule over all the options)
// agrees on every sum of one or two heaps up to M + 2S + R + 2, through
// two periods past the heaps the solution lists (0 … M + S), and of three
// heaps up to M + S + 3, for the games Allemang solved this way (0.75,
// 0.53; his last chapter) and the quotients of Plambeck 2005 (0.71, 0.34,
// 0.123) and Allen 2006 (0.3103). The periods are those of the
// transcript ggenus.txt and of Allemang's catalogue for 0.75 (period 2
// from heap 8) and 0.53 (period 9; from heap 21, as Φ of its quotient).
// Two of these sums were wrong when heaps were counted as adders heap by
// heap (consolidate's doc): 0.123's 1 + 6 + 9, and 0.53's 14 + 14, a
// P-position the solution then called N.
func TestCompleteAnalysisAgainstSearch(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		code    string
		m, s, r int
	}{
		{"0.75", 7, 2, 2},
		{"0.53", 20, 9, 2},
		{"0.71", 2, 6, 2},
		{"0.34", 6, 8, 2},
		{"0.123", 4, 5, 3},
		{"0.3103", 2, 5, 4},
	} {
		t.Run(c.code, func(t *testing.T) {
			if c.code == "0.53" && testing.Short() {
				t.Skip("the longest analysis (about 2 s): runs without -short")
			}
			t.Parallel()
			r, err := impartial.Parse(c.code)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := CompleteAnalysis(ctx, r, 200, GenOptions{Consolidate: true})
			if err != nil {
				t.Fatal(err)
			}
			if sol.M != c.m || sol.S != c.s || sol.R != c.r {
				t.Fatalf("m %d s %d r %d, want %d %d %d", sol.M, sol.S, sol.R, c.m, c.s, c.r)
			}
			a := NewAnalyzer(r)
			check := func(p []int) {
				want, err := a.Genus(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				got, err := sol.Genus(p)
				if err != nil {
					t.Fatalf("%v: %v", p, err)
				}
				if !got.Equal(want.Blurry()) {
					t.Errorf("%v: the solution gives %s, search %s", p, got, want.Blurry())
				}
			}
			top := c.m + 2*c.s + c.r + 2
			nimPositions(2, top, check)
			nimPositions(3, min(top, c.m+c.s+3), func(p []int) {
				if len(p) == 3 {
					check(p)
				}
			})
		})
	}
}

// TestCompleteAnalysisNeedsPlainSplits: Theorem VI pairs an option of
// heap i+s with one of heap i by taking s from one of its parts, which
// the code must allow whatever the sizes of the parts. A constraint on
// the sizes breaks the pairing: in 0.14? (take one counter from a heap of
// one, or take two and leave two heaps not of the same size) heaps 2 … 6
// are all 0, so a table to heap 6 satisfies the theorem's equations with
// m = 1, s = 1, r = 2, yet heap 7 moves to 2+3 = 0 and 1+4 = *1 (2+2 and
// 3+3 are not allowed to heaps 6 and 8) and heap 10 is a misère
// P-position where heap 2 is an N-position (search). CompleteAnalysis
// refuses such codes.
func TestCompleteAnalysisNeedsPlainSplits(t *testing.T) {
	ctx := context.Background()
	r, err := impartial.Parse("0.14?")
	if err != nil {
		t.Fatal(err)
	}
	tab, err := NewGenTable(ctx, r, 6, GenOptions{Consolidate: true})
	if err != nil {
		t.Fatal(err)
	}
	if m, s, ok := tab.theoremVI(r.MaxRemoval()); !ok || m != 1 || s != 1 {
		t.Fatalf("0.14? to heap 6: m %d s %d %v; the example expects the equations to hold with m = 1, s = 1", m, s, ok)
	}
	a := NewAnalyzer(r)
	o2, _ := a.MisereOutcome(ctx, impartial.Position{2})
	o10, _ := a.MisereOutcome(ctx, impartial.Position{10})
	if o2 != 'N' || o10 != 'P' {
		t.Errorf("heaps 2 and 10: %c %c; the example expects N and P", o2, o10)
	}
	if _, err := CompleteAnalysis(ctx, r, 40, GenOptions{Consolidate: true}); !errors.Is(err, ErrNoSolution) {
		t.Errorf("CompleteAnalysis(0.14?): %v, want ErrNoSolution", err)
	}
}

// TestCompleteAnalysisNeedsRemoval: the table must reach 2m + 2s + r,
// r the most counters a move removes. In 0.004 (take three counters,
// leave two heaps) heaps 0 … 4 have no move and are all 0, which
// satisfies the equations with m = 0, s = 1 to heap 2m + 2s = 2; but heap
// 5 moves to 1+1 = 0 and is *1, a P-position where heap 1 is an
// N-position. With r = 3 the table must reach heap 5, where the
// equations fail.
func TestCompleteAnalysisNeedsRemoval(t *testing.T) {
	ctx := context.Background()
	r, _ := impartial.Parse("0.004")
	tab, err := NewGenTable(ctx, r, 4, GenOptions{Consolidate: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := tab.theoremVI(0); !ok {
		t.Error("0.004 to heap 4 without r: the example expects the equations to hold")
	}
	if _, _, ok := tab.theoremVI(r.MaxRemoval()); ok {
		t.Error("0.004 certified to heap 4 with r = 3")
	}
	a := NewAnalyzer(r)
	o1, _ := a.MisereOutcome(ctx, impartial.Position{1})
	o5, _ := a.MisereOutcome(ctx, impartial.Position{5})
	if o1 != 'N' || o5 != 'P' {
		t.Errorf("heaps 1 and 5: %c %c; the example expects N and P", o1, o5)
	}
	sol, err := CompleteAnalysis(ctx, r, 12, GenOptions{Consolidate: true})
	if err == nil {
		if g, _ := sol.Genus([]int{5}); !g.MisereP() {
			t.Errorf("0.004: the solution (m %d, s %d) calls heap 5 N", sol.M, sol.S)
		}
	}
}

// TestConsolidatedTablesAgainstSearch: a consolidated table (heaps that
// act as adders on every entry counted "like :n") agrees with search on
// every sum of two heaps of the table and of three heaps up to 12,
// whatever their total: the sums of several like heaps, which the check of
// total ≤ 20 (TestGenTableAgainstSearch) mostly leaves out, included.
// Allemang consolidated .45 and .77 (Appendix II); 0.123 and 0.53 have
// heaps that act as adders on the sums of the smaller heaps but not on
// all (consolidate's doc).
func TestConsolidatedTablesAgainstSearch(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		code string
		n    int
		like int // the heaps counted like an adder
	}{
		{"0.45", 14, 3},
		{"0.77", 9, 2},
		{"0.123", 12, 0},
		{"0.53", 30, 18},
	} {
		r, _ := impartial.Parse(c.code)
		tb, err := NewGenTable(ctx, r, c.n, GenOptions{Consolidate: true})
		if err != nil {
			t.Fatal(err)
		}
		like := 0
		for _, h := range tb.Heaps {
			if h.Kind == KindLike {
				like++
			}
		}
		if like != c.like {
			t.Errorf("%s to heap %d: %d heaps like adders, want %d", c.code, c.n, like, c.like)
		}
		a := NewAnalyzer(r)
		check := func(p []int) {
			want, err := a.Genus(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			got, err := tb.Genus(p)
			if err != nil {
				t.Fatalf("%s %v: %v", c.code, p, err)
			}
			if !got.Equal(want.Blurry()) {
				t.Errorf("%s %v: table %s, search %s", c.code, p, got, want.Blurry())
			}
		}
		nimPositions(2, c.n, check)
		nimPositions(3, min(c.n, 12), func(p []int) {
			if len(p) == 3 {
				check(p)
			}
		})
	}
}
