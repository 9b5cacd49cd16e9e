package games

import (
	"math/rand"
	"slices"
	"testing"
)

// TestIncentives compares Incentives on 1000 random games born by day 3
// with the definition computed through formal sums: the canonical forms
// of G^L − G and G − G^R for the canonical options of G.
func TestIncentives(t *testing.T) {
	s := NewStore()
	rng := rand.New(rand.NewSource(2))
	for range 1000 {
		g, err := s.Canonical(benchForm(s, rng, 3))
		if err != nil {
			t.Fatal(err)
		}
		left, right, err := s.Incentives(g)
		if err != nil {
			t.Fatal(err)
		}
		gl, gr, _ := s.Options(g)
		diff := func(a, b ID) ID {
			d, err := s.Difference(a, b)
			if err == nil {
				d, err = s.Canonical(d)
			}
			if err != nil {
				t.Fatal(err)
			}
			return d
		}
		var wantL, wantR []ID
		for _, x := range gl {
			wantL = append(wantL, diff(x, g))
		}
		for _, x := range gr {
			wantR = append(wantR, diff(g, x))
		}
		slices.Sort(wantL)
		slices.Sort(wantR)
		if !slices.Equal(left, slices.Compact(wantL)) || !slices.Equal(right, slices.Compact(wantR)) {
			p := Printer{Store: s}
			t.Fatalf("incentives of %s: %v %v, want %v %v", p.String(g), left, right, wantL, wantR)
		}
		// A number's incentives are negative (Siegel 2013, ch. II).
		if _, ok := s.nusOf(g); ok {
			if v, _ := s.NUSValue(g); v.IsNumber() {
				for _, x := range slices.Concat(left, right) {
					if o, _ := s.Outcome(x); o != RightWins {
						p := Printer{Store: s}
						t.Fatalf("incentive %s of the number %s is not negative", p.String(x), p.String(g))
					}
				}
			}
		}
	}
}
