package rulesets

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
)

// Benchmarks of the graph games' solvers: random Hackenbush trees and
// graphs, solver and naive solver on the same positions; Col, Snort and
// Arc Kayles. Each iteration solves the positions in a new store, so
// nothing is remembered from one iteration to the next.

// benchGraphs returns count random graphs of n edges (see randomGraph).
func benchGraphs(seed uint64, count, n int, colours, labels string, cycles bool) []*graph {
	rng := rand.New(rand.NewPCG(seed, 18))
	var gs []*graph
	for len(gs) < count {
		g := randomGraph(rng, n, colours, labels, cycles)
		if len(g.edges) == n {
			gs = append(gs, g)
		} else {
			gs = append(gs, randomGraphExactly(rng, n, colours, labels, cycles))
		}
	}
	return gs
}

// randomGraphExactly is randomGraph with exactly n edges.
func randomGraphExactly(rng *rand.Rand, n int, colours, labels string, cycles bool) *graph {
	for {
		g := randomGraph(rng, n, colours, labels, cycles)
		for len(g.edges) < n {
			h := randomGraph(rng, n-len(g.edges), colours, labels, cycles)
			// Hang h at a random vertex of g.
			off := int32(len(g.label)) - 1
			at := int32(rng.IntN(len(g.label)))
			g.label = append(g.label, h.label[1:]...)
			for _, e := range h.edges {
				m := func(v int32) int32 {
					if v == 0 {
						return at
					}
					return v + off
				}
				g.edges = append(g.edges, gedge{m(e.a), m(e.b), e.c})
			}
		}
		return g
	}
}

func benchHackenbush(b *testing.B, gs []*graph, naive bool) {
	for b.Loop() {
		s := games.NewStore()
		h := newHackenbush(s, "hackenbush", "")
		nv := naiveHackenbush(s, false)
		for _, g := range gs {
			if naive {
				nv.Value(b, g)
			} else if _, err := h.value(g); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkHackenbushTree: 10 random blue-red-green trees of n edges.
func BenchmarkHackenbushTree(b *testing.B) {
	for _, n := range []int{12, 100, 300} {
		gs := benchGraphs(1, 10, n, "lre", ".", false)
		b.Run(fmt.Sprintf("edges=%d", n), func(b *testing.B) { benchHackenbush(b, gs, false) })
	}
}

// BenchmarkHackenbushTreeNaive: the same trees of 12 edges, naive solver.
func BenchmarkHackenbushTreeNaive(b *testing.B) {
	gs := benchGraphs(1, 10, 12, "lre", ".", false)
	b.Run("edges=12", func(b *testing.B) { benchHackenbush(b, gs, true) })
}

// BenchmarkHackenbushGraph: 10 random blue-red-green graphs with cycles.
func BenchmarkHackenbushGraph(b *testing.B) {
	for _, n := range []int{12, 16} {
		gs := benchGraphs(2, 10, n, "lre", ".", true)
		b.Run(fmt.Sprintf("edges=%d", n), func(b *testing.B) { benchHackenbush(b, gs, false) })
	}
	gs := benchGraphs(2, 10, 12, "lre", ".", true)
	b.Run("naive/edges=12", func(b *testing.B) { benchHackenbush(b, gs, true) })
}

// BenchmarkSnort: 10 random trees of n vertices less one, a few tinted.
func BenchmarkSnort(b *testing.B) {
	for _, n := range []int{10, 16} {
		gs := benchGraphs(3, 10, n, "-", "....LR", false)
		b.Run(fmt.Sprintf("edges=%d", n), func(b *testing.B) {
			for b.Loop() {
				c := newCol(games.NewStore(), "snort", ".L", ".R")
				for _, g := range gs {
					if _, err := c.value(g); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
	gs := benchGraphs(3, 10, 10, "-", "....LR", false)
	b.Run("naive/edges=10", func(b *testing.B) {
		for b.Loop() {
			s := games.NewStore()
			nv := naiveCol(s, true)
			for _, g := range gs {
				nv.Value(b, g)
			}
		}
	})
}

// BenchmarkArcKayles: 10 random graphs with cycles of n edges.
func BenchmarkArcKayles(b *testing.B) {
	for _, n := range []int{14, 24} {
		gs := benchGraphs(4, 10, n, "-", ".", true)
		b.Run(fmt.Sprintf("edges=%d", n), func(b *testing.B) {
			for b.Loop() {
				a := newArcKayles(games.NewStore(), "arc-kayles", false)
				for _, g := range gs {
					if _, err := a.nimValue(g); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
	gs := benchGraphs(4, 10, 14, "-", ".", true)
	b.Run("naive/edges=14", func(b *testing.B) {
		for b.Loop() {
			s := games.NewStore()
			nv := naiveArc(s, false)
			for _, g := range gs {
				nv.Value(b, g)
			}
		}
	})
}

// BenchmarkHackenbushBlueRed: 10 random blue-red graphs with cycles of n
// edges (solved on numbers, bluered.go), and Winning Ways' moderately
// hard bed, every flower on the ground (TestHackenbushWholeBed).
func BenchmarkHackenbushBlueRed(b *testing.B) {
	for _, n := range []int{12, 20, 28} {
		gs := benchGraphs(3, 10, n, "lr", ".", true)
		b.Run(fmt.Sprintf("edges=%d", n), func(b *testing.B) { benchHackenbush(b, gs, false) })
	}
	g, err := parseGraph(wholeBed, hackenbushSyntax)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("bed", func(b *testing.B) { benchHackenbush(b, []*graph{g}, false) })
}
