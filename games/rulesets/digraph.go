package rulesets

import (
	"fmt"

	"cgcalc/games"
)

// Digraph Placement (Clow and McKay, "Digraph Placement Games",
// arXiv:2407.12219, 2024; cgt-tools (Maciosowski),
// short::partizan::games::digraph_placement; MCGS): a directed graph whose
// vertices are blue (L, Left's) or red (R, Right's). A player chooses a
// vertex of his colour, which leaves the graph with every vertex it has an
// arc to (its out-neighbours). Every partizan game is the value of some
// position (Clow and McKay).
//
// Positions are graph strings (graphstring.go) with CGSuite's directed
// edges: '>' is an arc from the vertex before to the one after, '<' an arc
// back, '-' arcs both ways; every vertex is L or R. "L>R" is a blue vertex
// with an arc to a red one: Left's move removes both (0 is left), Right's
// only the red one (L = 1 is left), so it is {0 | 1} = 1/2.
//
// Solving: the weakly connected components are independent (a move
// removes only vertices of its own component) and summed; each is looked
// up in a memo by its key (graph.key, which reads the arcs' directions:
// canonical for trees), with L and R exchanged when that gives the smaller
// key (the value is then negated: exchanging the colours exchanges the
// players). A lone vertex is 1 or −1.

func init() {
	register("digraph-placement", func(s *games.Store) Ruleset { return newDigraph(s) })
}

var digraphSyntax = graphSyntax{vertexLabels: "LR", edgeLabels: "-", directed: true}

// digraph is Digraph Placement.
type digraph struct {
	s    *games.Store
	memo map[string]games.ID // by key
	raw  map[string]games.ID // by rawKey
}

func newDigraph(s *games.Store) *digraph {
	return &digraph{s: s, memo: map[string]games.ID{}, raw: map[string]games.ID{}}
}

func (*digraph) Name() string    { return "digraph-placement" }
func (*digraph) Impartial() bool { return false }

func (d *digraph) Parse(text string) (Position, error) {
	g, err := parseGraph(text, digraphSyntax)
	if err != nil {
		return nil, err
	}
	for v, l := range g.label {
		if l == '.' {
			return nil, &ParseError{Col: 1, Msg: fmt.Sprintf("vertex %d has no colour: every vertex of Digraph Placement is L (blue) or R (red)", v+1)}
		}
	}
	return newGraphPos(g, false, true), nil
}

// place returns g after a player chooses vertex v: v and its
// out-neighbours removed.
func place(g *graph, adj [][]int32, v int32) *graph {
	keep := make([]bool, len(g.label))
	for i := range keep {
		keep[i] = true
	}
	keep[v] = false
	for _, e := range adj[v] {
		ed := g.edges[e]
		if ed.dir(v) == '<' {
			continue // an arc into v
		}
		w := ed.a
		if w == v {
			w = ed.b
		}
		keep[w] = false
	}
	return g.sub(keep, nil)
}

func (d *digraph) Options(p Position) (left, right []Position) {
	g := p.(*graphPos).g
	adj := g.adjacency()
	for v, l := range g.label {
		q := newGraphPos(place(g, adj, int32(v)), false, true)
		if l == 'L' {
			left = append(left, q)
		} else {
			right = append(right, q)
		}
	}
	return left, right
}

func (d *digraph) Value(p Position) (games.ID, error) {
	return d.value(p.(*graphPos).g)
}

// value solves g: the sum of its components.
func (d *digraph) value(g *graph) (games.ID, error) {
	if err := readGraph(d.s, g); err != nil {
		return 0, err
	}
	var terms []games.Term
	for _, c := range g.components() {
		v, err := d.component(c)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: v, Mult: 1})
	}
	return d.s.CanonicalSum(terms...)
}

// component solves a weakly connected graph.
func (d *digraph) component(g *graph) (games.ID, error) {
	if len(g.label) == 1 {
		if g.label[0] == 'L' {
			return d.s.Integer(1), nil
		}
		return d.s.Integer(-1), nil
	}
	raw := g.rawKey()
	if v, ok := d.raw[raw]; ok {
		return v, nil
	}
	k, err := keyOf(d.s, g, -1)
	if err != nil {
		return 0, err
	}
	sw := g.swapped()
	ks, err := keyOf(d.s, sw, -1)
	if err != nil {
		return 0, err
	}
	var v games.ID
	if ks < k {
		if v, err = d.keyed(sw, ks); err == nil {
			v, err = d.s.CanonicalSum(games.Term{ID: v, Mult: -1})
		}
	} else {
		v, err = d.keyed(g, k)
	}
	if err == nil {
		d.raw[raw] = v
	}
	return v, err
}

// keyed solves the component g, whose key is k, from its options.
func (d *digraph) keyed(g *graph, k string) (games.ID, error) {
	if v, ok := d.memo[k]; ok {
		return v, nil
	}
	adj := g.adjacency()
	var left, right []games.ID
	for v, l := range g.label {
		if err := readGraph(d.s, g); err != nil {
			return 0, err
		}
		x, err := d.value(place(g, adj, int32(v)))
		if err != nil {
			return 0, err
		}
		if l == 'L' {
			left = append(left, x)
		} else {
			right = append(right, x)
		}
	}
	v, err := d.s.FromOptions(left, right)
	if err != nil {
		return 0, err
	}
	d.memo[k] = v
	return v, nil
}
