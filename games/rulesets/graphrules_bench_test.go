package rulesets

import (
	"math/rand/v2"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// BenchmarkGraphRules: each of the later graph games (GenCol as Fjords,
// Weighted Arc Kayles, GenHackenbush with every colour childish, Digraph
// Placement) on ten random graphs with cycles, by its solver and by the
// naive one of its test (plain moves, whole positions memoised), each
// iteration in a new store.
func BenchmarkGraphRules(b *testing.B) {
	for _, f := range []struct {
		name, rules, colours, labels string
		edges                        int
		weights, arcs                bool
		moves                        func(*graph) (l, r []*graph)
	}{
		{"fjords", "fjords", "-", "..LR", 12, false, false, plainColMoves("L", "R")},
		{"weighted-arc-kayles", "weighted-arc-kayles", "-", ".", 12, true, false, plainWAKMoves},
		{"gen-hackenbush-lre", `gen-hackenbush "lre"`, "lre", ".", 12, false, false, plainHackenbushMoves("lre")},
		{"digraph-placement", "digraph-placement", "-->", "LR", 12, false, true, plainDigraphMoves},
	} {
		gs := benchGraphs(7, 10, f.edges, f.colours, f.labels, true)
		rng := rand.New(rand.NewPCG(7, 9))
		for _, g := range gs {
			if f.weights {
				g.weight = make([]int32, len(g.label))
				for v := range g.weight {
					g.weight[v] = 1 + int32(rng.IntN(3))
				}
			}
			if f.arcs {
				for j, e := range g.edges {
					if e.c == '>' && rng.IntN(2) == 0 {
						g.edges[j].a, g.edges[j].b = e.b, e.a
					}
				}
			}
		}
		for _, naive := range []bool{false, true} {
			name := f.name + "/solver"
			if naive {
				name = f.name + "/naive"
			}
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					s := games.NewStore()
					r := genRules(b, s, f.rules)
					nv := &rulesetstest.Naive[*graph]{Store: s, Key: (*graph).String, Moves: f.moves}
					for _, g := range gs {
						if naive {
							nv.Value(b, g)
							continue
						}
						p, err := r.Parse(g.String())
						if err != nil {
							b.Fatal(err)
						}
						if _, err := r.Value(p); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}
