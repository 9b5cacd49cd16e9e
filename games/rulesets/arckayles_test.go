package rulesets

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
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
			t.Errorf("looped path of %d = %s, Kayles heap %d = *%d", n, show(s, got), n, vals[n])
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

// naiveArc values g by the rules alone (no splitting, no symmetry),
// memoised by the printed graph only.
func naiveArc(s *games.Store, g *graph, partizan bool, memo map[string]games.ID) games.ID {
	k := g.String()
	if v, ok := memo[k]; ok {
		return v
	}
	var left, right []games.ID
	for i, e := range g.edges {
		v := naiveArc(s, removeEnds(g, i), partizan, memo)
		if !partizan || e.c != 'r' {
			left = append(left, v)
		}
		if !partizan || e.c != 'l' {
			right = append(right, v)
		}
	}
	v, err := s.FromOptions(left, right)
	if err != nil {
		panic(err)
	}
	memo[k] = v
	return v
}

// naiveMisere is the misère canonical form of g from its options alone.
func naiveGraphMisere(ms *misere.MStore, g *graph, memo map[string]misere.MID) misere.MID {
	k := g.String()
	if v, ok := memo[k]; ok {
		return v
	}
	var opts []misere.MID
	for i := range g.edges {
		opts = append(opts, naiveGraphMisere(ms, removeEnds(g, i), memo))
	}
	v := ms.Game(opts)
	memo[k] = v
	return v
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
		memo, mmemo := map[string]games.ID{}, map[string]misere.MID{}
		rng := rand.New(rand.NewPCG(18, 9))
		for i := range 300 {
			g := randomGraph(rng, 10, colours, ".", i%2 == 1)
			want := naiveArc(s, g, partizan, memo)
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
			if got != want {
				t.Fatalf("%s(%q) = %s, naive %s", name, g, show(s, got), show(s, want))
			}
			q := newGraphPos(shuffled(rng, g, false), false, false)
			if v, _ := a.Value(q); v != want {
				t.Fatalf("%s(%q) renumbered = %s, want %s", name, g, show(s, v), show(s, want))
			}
			if partizan {
				neg, _ := s.CanonicalSum(games.Term{ID: want, Mult: -1})
				if v, _ := a.value(g.swapped()); v != neg {
					t.Fatalf("%s(%q) with colours exchanged = %s, want %s", name, g, show(s, v), show(s, neg))
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
			if w := naiveGraphMisere(ms, g, mmemo); m != w {
				t.Fatalf("misère %s(%q) = %s, naive %s", name, g, ms.String(m), ms.String(w))
			}
		}
	}
}
