package rulesets

import (
	"cgcalc/games"
)

// Weighted Arc Kayles (Dailly, Gledel and Heinrich, "A generalization of
// Arc-Kayles", International Journal of Game Theory 48, 2019; CGSuite
// (Siegel), version 2.x, game.graph.WeightedArcKayles, that is
// GenArcKayles(weighted => true)): a graph with counters on its vertices.
// A move chooses an edge both of whose ends have a counter and takes one
// counter from each (from its one vertex, for a loop); a vertex without
// counters is out of play. With one counter on every vertex it is Arc
// Kayles. Impartial.
//
// Positions are graph strings (graphstring.go) with edges '-' whose
// vertices are written by their weights: a digit, or a larger number in
// braces, 1 if left out: "2-3" is an edge with two counters at one end and
// three at the other, "{12}(-;-)" a vertex of 12 between two of 1.
//
// Solving: vertices without counters are dropped, the connected
// components summed as nim values (each the mex of its options'), and
// repeated edges kept once. A vertex without a loop whose weight is at
// least the sum w of its neighbours' weights never runs out first (each
// move at it takes a counter from a neighbour too, and no move raises a
// weight), so its weight is lowered to w: the positions reached differ
// only in counters no play can use. Components are remembered by their key
// (graph.key, weights included: canonical for trees).

func init() {
	register("weighted-arc-kayles", func(s *games.Store) Ruleset { return newWAK(s) })
}

var wakSyntax = graphSyntax{edgeLabels: "-", weights: true}

// wak is Weighted Arc Kayles.
type wak struct {
	s   *games.Store
	nim map[string]uint64 // nim values by key
	raw map[string]uint64 // by rawKey
}

func newWAK(s *games.Store) *wak {
	return &wak{s: s, nim: map[string]uint64{}, raw: map[string]uint64{}}
}

func (*wak) Name() string    { return "weighted-arc-kayles" }
func (*wak) Impartial() bool { return true }

func (a *wak) Parse(text string) (Position, error) {
	g, err := parseGraph(text, wakSyntax)
	if err != nil {
		return nil, err
	}
	return newGraphPos(g, false, true), nil
}

// wakMoves returns the positions a move in g leads to, one for each edge
// both of whose ends have a counter.
func wakMoves(g *graph) []*graph {
	var out []*graph
	for _, e := range g.edges {
		if g.weight[e.a] == 0 || g.weight[e.b] == 0 {
			continue
		}
		h := &graph{label: g.label, edges: g.edges, weight: append([]int32(nil), g.weight...)}
		h.weight[e.a]--
		if e.b != e.a {
			h.weight[e.b]--
		}
		out = append(out, h)
	}
	return out
}

func (a *wak) Options(p Position) (left, right []Position) {
	for _, h := range wakMoves(p.(*graphPos).g) {
		left = append(left, newGraphPos(h, false, true))
	}
	return left, left
}

func (a *wak) Value(p Position) (games.ID, error) {
	n, err := a.nimValue(p.(*graphPos).g)
	if err != nil {
		return 0, err
	}
	return a.s.Value(games.NUS{M: n}), nil
}

// wakParts returns the components of g that have a move, reduced: the
// vertices without counters dropped, repeated edges kept once, and the
// weights lowered as the top of this file says.
func wakParts(g *graph) []*graph {
	keep := make([]bool, len(g.label))
	for v, w := range g.weight {
		keep[v] = w > 0
	}
	var out []*graph
	for _, c := range g.sub(keep, nil).components() {
		if len(c.edges) == 0 {
			continue
		}
		seen := map[[2]int32]bool{}
		edges := c.edges[:0:0]
		loop := make([]bool, len(c.label))
		for _, e := range c.edges {
			if e.a > e.b {
				e.a, e.b = e.b, e.a
			}
			if !seen[[2]int32{e.a, e.b}] {
				seen[[2]int32{e.a, e.b}] = true
				edges = append(edges, e)
				loop[e.a] = loop[e.a] || e.a == e.b
			}
		}
		c.edges = edges
		sum := make([]int64, len(c.label))
		for _, e := range edges {
			if e.a != e.b {
				sum[e.a] += int64(c.weight[e.b])
				sum[e.b] += int64(c.weight[e.a])
			}
		}
		for v, w := range c.weight {
			if !loop[v] && int64(w) > sum[v] {
				c.weight[v] = int32(sum[v])
			}
		}
		out = append(out, c)
	}
	return out
}

// nimValue returns the nim value of the position g.
func (a *wak) nimValue(g *graph) (uint64, error) {
	if err := readGraph(a.s, g); err != nil {
		return 0, err
	}
	return nimSumOf(wakParts(g), a.component)
}

// component returns the nim value of a reduced connected graph (wakParts).
func (a *wak) component(g *graph) (uint64, error) {
	raw := g.rawKey()
	if n, ok := a.raw[raw]; ok {
		return n, nil
	}
	k, err := keyOf(a.s, g, -1)
	if err != nil {
		return 0, err
	}
	n, ok := a.nim[k]
	if !ok {
		seen := map[uint64]bool{}
		for _, h := range wakMoves(g) {
			if err := readGraph(a.s, g); err != nil {
				return 0, err
			}
			m, err := a.nimValue(h)
			if err != nil {
				return 0, err
			}
			seen[m] = true
		}
		for seen[n] {
			n++
		}
		a.nim[k] = n
	}
	a.raw[raw] = n
	return n, nil
}
