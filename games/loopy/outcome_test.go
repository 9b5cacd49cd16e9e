package loopy

import (
	"math/rand/v2"
	"testing"

	"cgcalc/games"
)

// TestSidedOutcome checks outcome classes found from the sides: CGSuite's
// SidedValueTestCase.scala (CGSuite (Siegel), version 2.x) gives dud D,
// a{{|a}|} = 1 & 0 PHat and {0|{dud|},*} = ^ & v* NHat; Winning Ways
// ch. 11 gives tisn = 0 & -1 PCheck (Left first cannot move; Right first
// moves to tis, a draw) and on L, off R, over L; 1 & -1 (tis + tisn)
// is a draw whoever starts; the rows "A & B" follow the rule of
// SidedOutcome. Each is checked against play on a graph of the value
// where the text has one.
func TestSidedOutcome(t *testing.T) {
	tests := []struct{ src, want string }{
		{"dud", "D"},
		{"a{{|a}|}", "PHat"},
		{"1 & 0", "PHat"},
		{"{0|{dud|},*}", "NHat"},
		{"^ & v*", "NHat"},
		{"tisn", "PCheck"},
		{"on", "L"},
		{"off", "R"},
		{"over", "L"},
		{"*", "N"},
		{"0", "P"},
		{"1 & -1", "D"},
		{"on & 0", "PHat"},
		{"0 & off", "PCheck"},
	}
	s := games.NewStore()
	for _, tc := range tests {
		v := mustSides(t, s, tc.src)
		o, err := SidedOutcome(v, 0)
		if err != nil || o.String() != tc.want {
			t.Errorf("%s: outcome %v, %v; want %s", tc.src, o, err, tc.want)
		}
		if g, err := Parse(s, tc.src); err == nil {
			if got := g.Outcome().String(); got != tc.want {
				t.Errorf("%s: play on its graph gives %s, want %s", tc.src, got, tc.want)
			}
		}
	}
}

// TestSidedOutcomeAgreesWithPlay checks, on random loopy graphs whose
// sides sidling finds, that the outcome class from the sides is the one
// retrograde analysis of play on the graph gives (an independent method).
func TestSidedOutcomeAgreesWithPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	done := 0
	for i := 0; i < 2000 && done < 300; i++ {
		g := randGraph(r, 1+r.IntN(5))
		v, err := Sides(g, 0)
		if err != nil {
			continue
		}
		o, err := SidedOutcome(v, 0)
		if err != nil {
			t.Fatal(err)
		}
		if want := g.Outcome(); o != want {
			t.Fatalf("case %d: %v: sides give %v, play %v", i, g, o, want)
		}
		done++
	}
	if done < 300 {
		t.Fatalf("only %d graphs within the bounds", done)
	}
}
