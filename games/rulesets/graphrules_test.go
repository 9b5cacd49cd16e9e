package rulesets

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// GenCol, Weighted Arc Kayles, GenHackenbush and Digraph Placement: values
// from CGSuite's and cgt-tools' tests, the literature and the rules
// worked by hand, and each solver against a naive one whose moves come
// from a generator written here from the rules alone (plainGraph and the
// plain*Moves functions, which share nothing with the solvers' code).

// genRules returns the ruleset called name with parameters params: gen-col
// "LEFT RIGHT" and gen-hackenbush "CHILDISH" (quoted, a space between);
// the others by name.
func genRules(t testing.TB, s *games.Store, name string) Ruleset {
	t.Helper()
	var r Ruleset
	var err error
	switch f := strings.Fields(name); f[0] {
	case "gen-col":
		r, err = NewGenCol(s, name, strings.Trim(f[1], `"`), strings.Trim(f[2], `"`))
	case "gen-hackenbush":
		r, err = NewGenHackenbush(s, name, strings.Trim(f[1], `"`))
	default:
		r = mustRules(t, name, s)
	}
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestGraphRulesValues(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ rules, pos, want string }{
		// CGSuite (Siegel), version 2.x, GameGraphTest.scala, "Col" and
		// "Snort", through constants.cgs: Col is GenCol([Nothing, Right],
		// [Nothing, Left]), Snort GenCol([Nothing, Left], [Nothing, Right]).
		{`gen-col ".R" ".L"`, "R-.-R-.-L-.-R-.-R-.", "7/8"},
		{`gen-col ".L" ".R"`, "L-.-.-.-L", "{4|0,+-1}"},
		{`gen-col ".L" ".R"`, ".-.-.(-.;-.)", "+-{3|2}"},
		// GenCol(".", "."): colouring a vertex puts it and its neighbours
		// out of play, which is Node Kayles; on a path of n vertices that
		// is Dawson's Chess, whose nim value at n is Dawson's Kayles' at
		// n + 1 (Winning Ways ch. 4), CGSuite's GameGraphTest.scala "Arc
		// Kayles paths are Dawson's Kayles heaps": 2 at n = 3, 0 at 4, 3
		// at 5.
		{`gen-col "." "."`, "--", "*2"},
		{`gen-col "." "."`, "---", "0"},
		{`gen-col "." "."`, "----", "*3"},
		// Fjords, GenCol([Left], [Right]) (CGSuite's constants.cgs), by
		// hand: L is {0|} = 1; in L-. Left colours L, tinting '.' L: {1|}
		// = 2; in L-R each colours his end and the other leaves: {0|0} =
		// *; in L-.-R each colours his end, leaving L-R: {*|*} = 0; an
		// untinted vertex is nobody's: 0.
		{"fjords", "L", "1"},
		{"fjords", "L-.", "2"},
		{"fjords", "L-R", "*"},
		{"fjords", "L-.-R", "0"},
		{"fjords", ".", "0"},
		// Weighted Arc Kayles with a counter on every vertex is Arc
		// Kayles (Dailly, Gledel and Heinrich 2019, sec. 1): paths are
		// Dawson's Kayles heaps (CGSuite's GameGraphTest.scala, "Arc
		// Kayles paths are Dawson's Kayles heaps": 1 at 8 vertices, 4 at
		// 14), a triangle is *.
		{"weighted-arc-kayles", "-------", "*"},
		{"weighted-arc-kayles", "1-1-1-1-1-1-1-1-1-1-1-1-1-1", "*4"},
		{"weighted-arc-kayles", ":A---:A", "*"},
		// By the rules: an edge a-b is played min(a, b) times, so it is *
		// or 0 by parity; a star whose leaves have one counter each is
		// played min(centre, leaves) times.
		{"weighted-arc-kayles", "3-5", "*"},
		{"weighted-arc-kayles", "4-{17}", "0"},
		{"weighted-arc-kayles", "{3}(-;-;-;-;-)", "*"},
		{"weighted-arc-kayles", "{4}(-;-;-;-;-)", "0"},
		{"weighted-arc-kayles", "0-5", "0"},
		// GenHackenbush(""), Hackenbush, and GenHackenbush("lr"),
		// Childish Hackenbush: CGSuite's GameGraphTest.scala, "Hackenbush
		// Number", "Childish Hackenbush" and "Childish Hackenbush hot".
		{`gen-hackenbush ""`, "lrlrrllr", "77/128"},
		{`gen-hackenbush "lr"`, "l(l;rl)", "2"},
		{`gen-hackenbush "lr"`, ":{ground}llllllrrrr:{ground}", "{4|-2}"},
		// By hand: with green childish, only a green stalk's top edge may
		// be cut, so a stalk of n is * or 0 by parity; blue-green "le"
		// with green childish: Left cuts the blue (the green falls, which
		// blue may do) to 0 or the green to 1, Right the green to 1:
		// {0,1|1} = 1*.
		{`gen-hackenbush "lre"`, "eee", "*"},
		{`gen-hackenbush "lre"`, "eeee", "0"},
		{`gen-hackenbush "e"`, "le", "1*"},
		// cgt-tools (Maciosowski), digraph_placement.rs, test two_down_star:
		// arcs 1→0, 2→0, 3→0, 4→0, 2→1, 3→1, 4→1, 1→4, 2→4, 3→4, vertices
		// 0 and 1 red, 2, 3 and 4 blue: 2↓*.
		{"digraph-placement", "R:A<R:B-L:E>R:A;L:C>R:A;L:D>R:A;L:C>R:B;L:D>R:B;L:C>L:E;L:D>L:E", "2v*"},
		// By the rules: L>R is {0|1} = 1/2; L<R is {−1|0} = −1/2; L-R is
		// {0|0} = *; a lone blue vertex is 1.
		{"digraph-placement", "L>R", "1/2"},
		{"digraph-placement", "L<R", "-1/2"},
		{"digraph-placement", "L-R", "*"},
		{"digraph-placement", "L;L;R", "1"},
	} {
		s := games.NewStore()
		r := genRules(t, s, c.rules)
		p, err := r.Parse(c.pos)
		if err != nil {
			t.Errorf("%s %q: %v", c.rules, c.pos, err)
			continue
		}
		got, err := r.Value(p)
		if err != nil {
			t.Errorf("%s %q: %v", c.rules, c.pos, err)
			continue
		}
		rulesetstest.SameGame(t, s, fmt.Sprintf("%s %q", c.rules, c.pos), got, rulesetstest.Game(t, s, c.want))
	}
}

// plainGraph builds the graph of the vertices keep marks, in order, with
// labels label and weights weight (nil: none), and the edges between them:
// the test's own renumbering, not graph.sub.
func plainGraph(g *graph, keep []bool, label []byte, weight []int32, dropEdge int) *graph {
	h := &graph{}
	num := map[int32]int32{}
	for v := range g.label {
		if keep[v] {
			num[int32(v)] = int32(len(h.label))
			h.label = append(h.label, label[v])
			if weight != nil {
				h.weight = append(h.weight, weight[v])
			}
		}
	}
	for i, e := range g.edges {
		a, okA := num[e.a]
		b, okB := num[e.b]
		if okA && okB && i != dropEdge {
			h.edges = append(h.edges, gedge{a, b, e.c})
		}
	}
	return h
}

// allTrue is a slice of n trues.
func allTrue(n int) []bool {
	k := make([]bool, n)
	for i := range k {
		k[i] = true
	}
	return k
}

// plainColMoves: GenCol from its definition. The player colours a vertex
// whose tint he may colour; it goes, its untinted neighbours take his
// tint, its neighbours with the opponent's tint go.
func plainColMoves(leftTints, rightTints string) func(*graph) (l, r []*graph) {
	return func(g *graph) (l, r []*graph) {
		for _, left := range []bool{true, false} {
			tints, own, opp := leftTints, byte('L'), byte('R')
			if !left {
				tints, own, opp = rightTints, 'R', 'L'
			}
			for v := range g.label {
				if !strings.ContainsRune(tints, rune(g.label[v])) {
					continue
				}
				keep, label := allTrue(len(g.label)), slices.Clone(g.label)
				keep[v] = false
				for _, e := range g.edges {
					for _, w := range []int32{e.a, e.b} {
						if (e.a == int32(v) || e.b == int32(v)) && w != int32(v) {
							switch g.label[w] {
							case '.':
								label[w] = own
							case opp:
								keep[w] = false
							}
						}
					}
				}
				h := plainGraph(g, keep, label, nil, -1)
				if left {
					l = append(l, h)
				} else {
					r = append(r, h)
				}
			}
		}
		return l, r
	}
}

// plainWAKMoves: a move takes a counter from both ends of an edge whose
// ends both have one.
func plainWAKMoves(g *graph) (l, r []*graph) {
	for _, e := range g.edges {
		if g.weight[e.a] > 0 && g.weight[e.b] > 0 {
			w := slices.Clone(g.weight)
			w[e.a]--
			if e.b != e.a {
				w[e.b]--
			}
			l = append(l, plainGraph(g, allTrue(len(g.label)), g.label, w, -1))
		}
	}
	return l, l
}

// plainHackenbushMoves: a player cuts an edge of his colour or green;
// what no longer reaches the ground (vertex 0) falls; an edge of a
// childish colour may be cut only if nothing else falls.
func plainHackenbushMoves(childish string) func(*graph) (l, r []*graph) {
	return func(g *graph) (l, r []*graph) {
		for i, e := range g.edges {
			reach := make([]bool, len(g.label))
			reach[0] = true
			for changed := true; changed; {
				changed = false
				for j, f := range g.edges {
					if j != i && reach[f.a] != reach[f.b] {
						reach[f.a], reach[f.b], changed = true, true, true
					}
				}
			}
			h := plainGraph(g, reach, g.label, nil, i)
			if strings.ContainsRune(childish, rune(e.c)) && len(h.edges) != len(g.edges)-1 {
				continue
			}
			if e.c == 'l' || e.c == 'e' {
				l = append(l, h)
			}
			if e.c == 'r' || e.c == 'e' {
				r = append(r, h)
			}
		}
		return l, r
	}
}

// plainDigraphMoves: a player chooses a vertex of his colour, which goes
// with every vertex it has an arc to ('-' is arcs both ways).
func plainDigraphMoves(g *graph) (l, r []*graph) {
	for v := range g.label {
		keep := allTrue(len(g.label))
		keep[v] = false
		for _, e := range g.edges {
			switch {
			case e.a == int32(v):
				keep[e.b] = false
			case e.b == int32(v) && e.c == '-':
				keep[e.a] = false
			}
		}
		h := plainGraph(g, keep, g.label, nil, -1)
		if g.label[v] == 'L' {
			l = append(l, h)
		} else {
			r = append(r, h)
		}
	}
	return l, r
}

// printed is the sorted printed forms of positions.
func printed[P fmt.Stringer](ps []P) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	slices.Sort(out)
	return out
}

func TestGraphRulesAgainstNaive(t *testing.T) {
	// For each ruleset, random graphs (up to 7 edges, trees and graphs
	// with cycles; GenCol with several choices of tints): Options lists
	// the moves the plain generator lists; the solver's value is the naive
	// one (plain recursion over the plain moves, canonical forms by
	// FromOptions), on the graph renumbered too.
	t.Parallel()
	type family struct {
		rules, colours, labels string
		weights, arcs, ground  bool
		moves                  func(*graph) (l, r []*graph)
	}
	var fams []family
	for _, tints := range [][2]string{{".R", ".L"}, {"L", "R"}, {".", "."}, {".", ".LR"}, {".L", "L"}} {
		fams = append(fams, family{rules: fmt.Sprintf("gen-col %q %q", tints[0], tints[1]), colours: "-", labels: "...LR", moves: plainColMoves(tints[0], tints[1])})
	}
	fams = append(fams, family{rules: "weighted-arc-kayles", colours: "-", labels: ".", weights: true, moves: plainWAKMoves})
	for _, ch := range []string{"", "lr", "e", "l", "lre"} {
		fams = append(fams, family{rules: fmt.Sprintf("gen-hackenbush %q", ch), colours: "lre", labels: ".", ground: true, moves: plainHackenbushMoves(ch)})
	}
	fams = append(fams, family{rules: "digraph-placement", colours: "->>", labels: "LR", arcs: true, moves: plainDigraphMoves})
	rng := rand.New(rand.NewPCG(37, 4))
	for _, f := range fams {
		s := games.NewStore()
		r := genRules(t, s, f.rules)
		nv := &rulesetstest.Naive[*graph]{Store: s, Key: (*graph).String, Moves: f.moves}
		for i := range 60 {
			g := randomGraph(rng, 7, f.colours, f.labels, i%2 == 1)
			if f.weights {
				g.weight = make([]int32, len(g.label))
				for v := range g.weight {
					g.weight[v] = int32(rng.IntN(4))
				}
			}
			if f.arcs {
				for j, e := range g.edges {
					if e.c == '>' && rng.IntN(2) == 0 {
						g.edges[j].a, g.edges[j].b = e.b, e.a
					}
				}
			}
			g = plainGraph(g, allTrue(len(g.label)), g.label, g.weight, -1) // as it prints
			p, err := r.Parse(g.String())
			if err != nil {
				t.Fatalf("%s %q: %v", f.rules, g, err)
			}
			pg := p.(*graphPos).g
			wl, wr := f.moves(pg)
			gl, gr := r.Options(p)
			if !slices.Equal(printed(gl), printed(wl)) || !slices.Equal(printed(gr), printed(wr)) {
				t.Fatalf("%s %q: options %v | %v, want %v | %v", f.rules, g, printed(gl), printed(gr), printed(wl), printed(wr))
			}
			want := nv.Value(t, pg)
			got, err := r.Value(p)
			if err != nil {
				t.Fatal(err)
			}
			if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s %q vs naive", f.rules, g), got, want) {
				t.FailNow()
			}
			h := shuffled(rng, pg, f.ground)
			q, err := r.Parse(h.String())
			if err != nil {
				t.Fatalf("%s %q renumbered %q: %v", f.rules, g, h, err)
			}
			if v, _ := r.Value(q); !rulesetstest.SameGame(t, s, fmt.Sprintf("%s %q renumbered %q", f.rules, g, h), v, want) {
				t.FailNow()
			}
		}
	}
}
