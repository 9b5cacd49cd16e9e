package instant

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// TestCascadeEdgeCases: positions at the edges of each method's
// conditions, with the value and method expected. Values: Bouton's misère
// rule (Bouton 1902; ONAG ch. 12; WW ch. 13: with every heap ≤ 1 the
// position is P iff the number of heaps of 1 is odd, and 𝒢⁻ is the
// nim-sum ⊕ 1); the empty position has no move, so its mover wins (N,
// 𝒢⁻ = 1, in every ruleset); each is also checked by the brute force.
func TestCascadeEdgeCases(t *testing.T) {
	for _, tc := range []struct {
		code    string
		heaps   []int
		outcome int // 0 P, 1 N
		grundy  int
		method  Method
	}{
		{"nim", nil, 1, 1, ByBouton},
		{"nim", []int{1}, 0, 0, ByBouton},
		{"nim", []int{1, 1}, 1, 1, ByBouton},
		{"nim", []int{1, 1, 1}, 0, 0, ByBouton},
		{"nim", []int{1, 1, 1, 1, 1, 1, 1}, 0, 0, ByBouton},
		{"nim", []int{0, 1, 1}, 1, 1, ByBouton},
		{"nim", []int{2}, 1, 2, ByBouton},          // one heap of 2: firm
		{"nim", []int{1, 2, 3}, 0, 0, ByBouton},    // nim-sum 0 with a heap ≥ 2
		{"nim", []int{1, 1, 2, 3}, 1, 1, ByBouton}, // nim-sum 1
		{"0.77", nil, 1, 1, ByGenus},
		{"0.77", []int{1}, 0, 0, ByGenus},
		{"0.77", []int{1, 5}, 0, 0, ByQuotient}, // heap 5 wild beside tame 1 (WW ch. 13: 5 has genus 4^146)
		{"0.77", []int{5}, 1, 1, ByQuotient},    // genus 4^146: 𝒢⁻ = γ0 = 1
		{"0.07", nil, 1, 1, ByGenus},
	} {
		r := parse(t, tc.code)
		b := newBrute(t, r)
		c := New(r, DefaultLimits)
		p := impartial.NewPosition(tc.heaps...)
		if bo, bg := b.outcome(p), b.grundy(p); bo != tc.outcome || bg != tc.grundy {
			t.Fatalf("%s %v: the table says %d, %d; the brute force %d, %d", tc.code, p, tc.outcome, tc.grundy, bo, bg)
		}
		o, err := c.Outcome(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		g, err := c.Grundy(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if o.Value != tc.outcome || g.Value != tc.grundy || o.Method != tc.method {
			t.Errorf("%s %v: outcome %d and 𝒢⁻ %d by %s, want %d and %d by %s", tc.code, p, o.Value, g.Value, o.Method, tc.outcome, tc.grundy, tc.method)
		}
	}
}

// TestCascadeExplain: the explanation of Kayles 120 names the certified
// quotient (order 40, Phi period 12 from heap 71: Plambeck 2005, §10.2)
// and why Bouton's rule and the genus did not apply, as the builtins
// print it (builtins/testdata/misinstant.txt).
func TestCascadeExplain(t *testing.T) {
	c := New(parse(t, "kayles"), DefaultLimits)
	a, err := c.Outcome(context.Background(), impartial.Position{120})
	if err != nil {
		t.Fatal(err)
	}
	want := "method: misère quotient of 0.77 (order 40, certified by Phi period 12 from heap 71)\n" +
		"  not Bouton's misère rule: the rules are not Nim's\n" +
		"  not genus: heap 120 is not proved tame (an option holds a wild heap)\n"
	if got := a.Explain(); got != want || a.Value != 1 {
		t.Errorf("kayles 120: %d with\n%s\nwant n with\n%s", a.Value, got, want)
	}
}

// TestCascadeOutOfReach: a position too big for every method is an
// *OutOfReachError at once, with the quotient's reason and the search's
// bound: Dawson's Kayles 200 (no period certified, Plambeck 2005,
// §10.1.1; the partial quotient of its first use reaches heap 26, as in
// builtins/testdata/misinstant.txt), and positions refused by a small
// search bound, the same with the counted bound as without it.
func TestCascadeOutOfReach(t *testing.T) {
	ctx := context.Background()
	c := New(parse(t, "dawsons-kayles"), DefaultLimits)
	for _, ask := range []string{"outcome", "grundy", "moves"} {
		var err error
		switch ask {
		case "outcome":
			_, err = c.Outcome(ctx, impartial.Position{200})
		case "grundy":
			_, err = c.Grundy(ctx, impartial.Position{200})
		default:
			_, err = c.WinningMoves(ctx, impartial.Position{200})
		}
		var oe *OutOfReachError
		want := "no certified quotient for 0.07 within heap 200, partial quotient of heaps 0..26 (the work bound of its first use stopped at heap 27); try a larger heap bound or smaller heaps; the search over the work bound"
		if !errors.As(err, &oe) || !errors.Is(err, misere.ErrWorkLimit) || oe.Reason() != want {
			t.Errorf("%s of dawsons-kayles 200: %v, want out of reach: %s", ask, err, want)
		}
	}
	if n := c.Analyzer.Positions(); n > 200 {
		t.Errorf("the refusal searched: the analyzer holds %d genera", n)
	}

	// Without a quotient and with a search bound of 2000 options.
	limits := DefaultLimits
	limits.SearchWork = 2000
	for _, p := range []impartial.Position{{30, 31}, {60}, {45, 46}, {40}, {20, 21}} {
		var got [2]string
		for i, noBound := range []bool{false, true} {
			c := New(parse(t, "0.07"), limits)
			c.Quotients, c.NoSearchBound = nil, noBound
			a, err := c.Outcome(ctx, p)
			if err != nil {
				got[i] = err.Error()
				var oe *OutOfReachError
				if !errors.As(err, &oe) || !strings.HasPrefix(oe.Reason(), "no quotient computation given; the search over") {
					t.Errorf("%v: %v", p, err)
				}
			} else {
				got[i] = a.Explain()
			}
		}
		if got[0] != got[1] {
			t.Errorf("%v: with the counted bound %q, without %q", p, got[0], got[1])
		}
	}
}

// TestCascadeGrundyHigh: when 𝒢⁻ is 4 or more the quotient tells only
// that (G + *m is N for m ≤ 3) and the mex it falls back on is bounded;
// past that bound the search answers, and past both the error says the
// value is 4 or more. Kayles 1 + 5 + 8 has 𝒢⁻ = 6 (brute force; heap 5
// is wild).
func TestCascadeGrundyHigh(t *testing.T) {
	ctx := context.Background()
	r := parse(t, "kayles")
	p := impartial.Position{1, 5, 8}
	if g := newBrute(t, r).grundy(p); g != 6 {
		t.Fatalf("the brute force gives 𝒢⁻ %d for %v", g, p)
	}
	c := New(r, DefaultLimits)
	a, err := c.Grundy(ctx, p)
	if err != nil || a.Value != 6 || a.Method != ByQuotient || !strings.Contains(a.Description, "mex") {
		t.Fatalf("%v: %v, %v", p, a, err)
	}
	limits := DefaultLimits
	limits.GrundyWork = 1
	c = New(r, limits)
	a, err = c.Grundy(ctx, p)
	if err != nil || a.Value != 6 || a.Method != BySearch || !strings.Contains(a.Skipped[len(a.Skipped)-1], "so 𝒢⁻ ≥ 4") {
		t.Fatalf("%v with a Grundy bound of 1: %v, %v", p, a, err)
	}
	limits.SearchWork = 1
	c = New(r, limits)
	_, err = c.Grundy(ctx, p)
	var oe *OutOfReachError
	if !errors.As(err, &oe) || !oe.GrundyHigh {
		t.Fatalf("%v with both bounds 1: %v", p, err)
	}
}

// TestCascadeCancelled: a cancelled context stops each method that
// computes with the context's error, and the quotient's first use is
// tried again by the next call.
func TestCascadeCancelled(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	r := parse(t, "kayles")
	c := New(r, DefaultLimits)
	p := impartial.Position{30, 40}
	if _, err := c.Outcome(cancelled, p); !errors.Is(err, context.Canceled) {
		t.Errorf("outcome: %v", err)
	}
	if _, err := c.WinningMoves(cancelled, p); !errors.Is(err, context.Canceled) {
		t.Errorf("moves: %v", err)
	}
	// Past the tame scan: the quotient's first use.
	if _, ok, _, err := c.TameValue(context.Background(), p); ok || err != nil {
		t.Fatalf("tame: %v %v", ok, err)
	}
	if _, err := c.Grundy(cancelled, p); !errors.Is(err, context.Canceled) {
		t.Errorf("grundy: %v", err)
	}
	if run := c.Quotients.(*QuotientRun); run.Tried {
		t.Errorf("the interrupted first use counts as tried")
	}
	a, err := c.Outcome(context.Background(), p)
	if err != nil || a.Method != ByQuotient {
		t.Errorf("after the interruption: %v, %v", a, err)
	}
	// Bouton's rule answers at once, without polling.
	if a, err := New(parse(t, "nim"), DefaultLimits).Outcome(cancelled, impartial.Position{1, 2, 3}); err != nil || a.Value != 0 {
		t.Errorf("nim: %v, %v", a, err)
	}
}

// TestWinningMovesOrder: each heap size's moves are listed once, the
// heaps in order (Nim 3 + 3 + 1: both heaps of 3 give the same moves;
// Bouton's rule: to 3 + 3, or to nim-sum 0 with a heap ≥ 2).
func TestWinningMovesOrder(t *testing.T) {
	c := New(parse(t, "nim"), DefaultLimits)
	a, err := c.WinningMoves(context.Background(), impartial.NewPosition(1, 3, 3))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range a.Moves {
		got = append(got, m.String())
	}
	if want := newBrute(t, c.Rules).winning(impartial.NewPosition(1, 3, 3)); !slices.Equal(got, want) {
		t.Errorf("winning moves %v, brute force %v", got, want)
	}
}
