package rulesets

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// Arc Kayles and Partizan Arc Kayles: values from CGSuite's tests and the
// literature, cross-checks against heap games, and the solver against a
// naive one.

// path returns the Arc Kayles string of a path of n vertices.
func path(n int) string {
	if n == 1 {
		return "."
	}
	return strings.Repeat("-", n-1)
}

func TestArcKaylesPaths(t *testing.T) {
	// CGSuite (Siegel), version 2.x, GameGraphTest.scala, "Arc Kayles paths
	// are Dawson's Kayles heaps": the nim values of paths of 1..50 vertices.
	want := []uint64{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5}
	// And the same from the heap game 0.07 (Dawson's Kayles, Winning Ways
	// ch. 4), computed by the impartial package, to 80.
	dawson, err := impartial.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	vals, err := impartial.NimValues(context.Background(), dawson, 80)
	if err != nil {
		t.Fatal(err)
	}
	s := games.NewStore()
	r, _ := New("arc-kayles", s)
	a := r.(*arcKayles)
	for n := 1; n <= 80; n++ {
		p, err := r.Parse(path(n))
		if err != nil {
			t.Fatal(err)
		}
		got, err := a.nimValue(p.(*graphPos).g)
		if err != nil {
			t.Fatal(err)
		}
		if n <= len(want) && got != want[n-1] {
			t.Errorf("arc-kayles path of %d = *%d, want *%d", n, got, want[n-1])
		}
		if got != uint64(vals[n]) {
			t.Errorf("arc-kayles path of %d = *%d, 0.07 heap %d = *%d", n, got, n, vals[n])
		}
	}
}

func TestArcKaylesLoopedPaths(t *testing.T) {
	// GameGraphTest.scala, "Arc Kayles looped paths are Kayles heaps": a
	// loop at each vertex removes it alone, an edge two neighbours: Kayles
	// (0.77, Winning Ways ch. 4), computed by the impartial package.
	kayles, _ := impartial.Parse("0.77")
	vals, err := impartial.NimValues(context.Background(), kayles, 40)
	if err != nil {
		t.Fatal(err)
	}
	s := games.NewStore()
	r, _ := New("arc-kayles", s)
	for n := 1; n <= 40; n++ {
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteByte('-')
			}
			b.WriteString(":{" + string(rune('a'+i%26)) + string(rune('0'+i/26)) + "}-:{" + string(rune('a'+i%26)) + string(rune('0'+i/26)) + "}")
		}
		p, err := r.Parse(b.String())
		if err != nil {
			t.Fatalf("%q: %v", b.String(), err)
		}
		got, err := r.Value(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := s.Value(games.NUS{M: uint64(vals[n])}); got != want {
			t.Errorf("looped path of %d = %s, Kayles heap %d = *%d", n, rulesetstest.Show(s, got), n, vals[n])
		}
	}
}

func TestArcKaylesValues(t *testing.T) {
	checkGraphValues(t, "arc-kayles", []valueCase{
		// Stars: any move takes the centre and leaves isolated vertices: *.
		{"(-;-;-;-)", "*"},
		// A triangle: any move leaves one vertex: *. A square: a move leaves
		// an edge, *, so the square is {*} = 0. A cycle of n is {path n−2}:
		// cycle 5 = {path 3 = *} = 0, cycle 6 = {path 4 = *2} = 0, cycle 7
		// = {path 5 = 0} = *.
		{":A---:A", "*"},
		{":A----:A", "0"},
		{":A-----:A", "0"},
		{":A------:A", "0"},
		{":A-------:A", "*"},
		// CGSuite's test (above): paths of 4 and 6 vertices are *2 and *3.
		{"---", "*2"},
		{"-----", "*3"},
		{"", "0"},
	})
	checkGraphValues(t, "partizan-arc-kayles", []valueCase{
		// From the definition: a blue edge is Left's move to 0: {0|} = 1; a
		// green edge {0|0} = *; blue then red along a path of three:
		// {0|0} = *; two blue edges along a path: {0|} = 1.
		{"l", "1"},
		{"r", "-1"},
		{"e", "*"},
		{"lr", "*"},
		{"ll", "1"},
		// Colouring every edge green is Arc Kayles: the path of 4 is *2.
		{"eee", "*2"},
	})
}

// naiveArc values a graph by the rules alone (no splitting, no symmetry),
// memoised by the printed graph only.
func naiveArc(s *games.Store, partizan bool) *rulesetstest.Naive[*graph] {
	return &rulesetstest.Naive[*graph]{Store: s, Key: (*graph).String, Moves: func(g *graph) (left, right []*graph) {
		for i, e := range g.edges {
			o := removeEnds(g, i)
			if !partizan || e.c != 'r' {
				left = append(left, o)
			}
			if !partizan || e.c != 'l' {
				right = append(right, o)
			}
		}
		return left, right
	}}
}

// naiveGraphMisere values an Arc Kayles graph in misère play from its
// options alone, memoised by the printed graph only.
func naiveGraphMisere(ms *misere.MStore) *rulesetstest.NaiveMisere[*graph] {
	return &rulesetstest.NaiveMisere[*graph]{Store: ms, Key: (*graph).String, Moves: func(g *graph) (opts []*graph) {
		for i := range g.edges {
			opts = append(opts, removeEnds(g, i))
		}
		return opts
	}}
}

func TestArcKaylesAgainstNaive(t *testing.T) {
	// 300 random graphs per ruleset (up to 10 edges, trees and graphs with
	// cycles and loops): the solver agrees with the naive one, on the graph
	// renumbered too; Partizan Arc Kayles negates with the colours
	// exchanged; Arc Kayles' misère forms, summed by components, equal
	// the naive ones of the whole graph.
	for _, partizan := range []bool{false, true} {
		name, colours, syn := "arc-kayles", "-", arcSyntax
		if partizan {
			name, colours, syn = "partizan-arc-kayles", "lre", hackenbushSyntax
		}
		s := games.NewStore()
		ms := misere.NewMStore()
		a := newArcKayles(s, name, partizan)
		nv, mnv := naiveArc(s, partizan), naiveGraphMisere(ms)
		rng := rand.New(rand.NewPCG(18, 9))
		for i := range 300 {
			g := randomGraph(rng, 10, colours, ".", i%2 == 1)
			want := nv.Value(t, g)
			text := g.String()
			if _, err := parseGraph(text, syn); err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			p, err := a.Parse(text)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			got, err := a.Value(p)
			if err != nil {
				t.Fatal(err)
			}
			if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) vs naive", name, g), got, want) {
				t.FailNow()
			}
			q := newGraphPos(shuffled(rng, g, false), false, false)
			if v, _ := a.Value(q); !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) renumbered", name, g), v, want) {
				t.FailNow()
			}
			if partizan {
				neg, _ := s.CanonicalSum(games.Term{ID: want, Mult: -1})
				if v, _ := a.value(g.swapped()); !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) with colours exchanged", name, g), v, neg) {
					t.FailNow()
				}
				if _, err := a.MisereValue(p, ms); err == nil {
					t.Fatal("a misère form of a partizan position")
				}
				continue
			}
			m, err := a.MisereValue(p, ms)
			if err != nil {
				t.Fatal(err)
			}
			if !rulesetstest.SameMisere(t, ms, fmt.Sprintf("misère %s(%q) vs naive", name, g), m, mnv.Value(g)) {
				t.FailNow()
			}
		}
	}
}
