package rulesets

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// Col and Snort: values from the literature and CGSuite's tests, and the
// solver against a naive one.

func TestColValues(t *testing.T) {
	checkGraphValues(t, "col", []valueCase{
		// CGSuite (Siegel), version 2.x, GameGraphTest.scala, "Col".
		{"R-.-R-.-L-.-R-.-R-.", "7/8"},
		// Winning Ways ch. 2 (Col): a lone uncoloured vertex is {0|0} = *;
		// one tinted L may be coloured only by Right: {|0} = −1; two joined
		// uncoloured vertices: {−1|1} = 0.
		{".", "*"},
		{"L", "-1"},
		{"R", "1"},
		{"-", "0"},
		{".;.", "0"},
		// From the definition, a path of three: colouring an end leaves
		// "L-." = {−1|0, 1} = −1/2 (Left may colour only its '.' end,
		// leaving L = −1; Right its L end, leaving R = 1, or its '.' end,
		// which removes the L end: 0), the middle "L;L" = −2; so the path is
		// {−1/2|1/2} = 0, and "L-." is −1/2.
		{"--", "0"},
		{"L-.", "-1/2"},
	})
}

func TestSnortValues(t *testing.T) {
	checkGraphValues(t, "snort", []valueCase{
		// CGSuite (Siegel), version 2.x, GameGraphTest.scala, "Snort" (both).
		{"L-.-.-.-L", "{4|0,+-1}"},
		{".-.-.(-.;-.)", "+-{3|2}"},
		// Winning Ways ch. 2 (Snort): two joined vertices are ±1 (whoever
		// colours one keeps the other); a vertex tinted L is Left's: 1.
		{"-", "+-1"},
		{".", "*"},
		{"L", "1"},
		{"R", "-1"},
	})
}

// naiveCol values a graph by the rules alone (no splitting, no symmetry),
// memoised by the printed graph only.
func naiveCol(s *games.Store, snort bool) *rulesetstest.Naive[*graph] {
	c := &col{left: ".R", right: ".L"}
	if snort {
		c.left, c.right = ".L", ".R"
	}
	return &rulesetstest.Naive[*graph]{Store: s, Key: (*graph).String, Moves: func(g *graph) (left, right []*graph) {
		adj := g.adjacency()
		for v, l := range g.label {
			if c.may(l, true) {
				left = append(left, colour(g, adj, int32(v), true))
			}
			if c.may(l, false) {
				right = append(right, colour(g, adj, int32(v), false))
			}
		}
		return left, right
	}}
}

func TestColAgainstNaive(t *testing.T) {
	// 300 random graphs per ruleset (up to 8 edges, trees and graphs with
	// cycles, a third of the vertices tinted): the solver agrees with the
	// naive one, on the graph renumbered too, and exchanging L and R
	// negates. Every Col value is a number or a number plus *
	// (Winning Ways ch. 2: Col is cold).
	for _, snort := range []bool{false, true} {
		name := "col"
		if snort {
			name = "snort"
		}
		s := games.NewStore()
		c := mustRules(t, name, s).(*col)
		nv := naiveCol(s, snort)
		rng := rand.New(rand.NewPCG(18, 8))
		for i := range 300 {
			g := randomGraph(rng, 8, "-", "....LR", i%2 == 1)
			if i%10 == 0 {
				g = &graph{label: append(g.label, '.'), edges: g.edges} // and an isolated vertex
			}
			want := nv.Value(t, g)
			p, err := c.Parse(g.String())
			if err != nil {
				t.Fatalf("%q: %v", g, err)
			}
			got, err := c.Value(p)
			if err != nil {
				t.Fatal(err)
			}
			if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) vs naive", name, g), got, want) {
				t.FailNow()
			}
			if v, _ := c.value(shuffled(rng, g, false)); !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) renumbered", name, g), v, want) {
				t.FailNow()
			}
			neg, _ := s.CanonicalSum(games.Term{ID: want, Mult: -1})
			if v, _ := c.value(g.swapped()); !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) with L and R exchanged", name, g), v, neg) {
				t.FailNow()
			}
			if !snort {
				if x, ok := s.NUSValue(got); !ok || x.U != 0 || x.M > 1 {
					t.Fatalf("col(%q) = %s, not a number or a number plus *", g, rulesetstest.Show(s, got))
				}
			}
		}
	}
}

func TestColOptions(t *testing.T) {
	// Col on "L-.": Left may colour only the '.' end (the L end is next to
	// blue), which removes it: "L". Right colours the L end ("." tinted R
	// is left: "R") or the '.' end (the L end, tinted by Right too, is
	// removed: the empty graph).
	s := games.NewStore()
	r, _ := New("col", s)
	p, _ := r.Parse("L-.")
	left, right := r.Options(p)
	if len(left) != 1 || left[0].String() != "L" || len(right) != 2 || right[0].String() != "R" || right[1].String() != "" {
		t.Errorf("options of L-.: %v | %v", left, right)
	}
}
