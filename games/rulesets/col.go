package rulesets

import (
	"strings"

	"cgcalc/games"
)

// Col and Snort (Berlekamp, Conway and Guy, Winning Ways, 2nd ed., ch. 2),
// on graph strings (graphstring.go) with uncoloured edges '-' and vertices
// '.', L or R: "L-.-.-.-L" is a path of five vertices, the ends tinted L.
//
// A player colours an uncoloured vertex, in Col not next to a vertex of
// his own colour, in Snort not next to one of his opponent's. As CGSuite
// (Siegel, game.graph.Col and Snort) plays them, a coloured vertex leaves
// the graph and tints its neighbours with its colour: a vertex tinted L is
// next to a blue (Left's) vertex. So in Col Left may colour the vertices
// tinted '.' or R, Right those tinted '.' or L; in Snort Left those tinted
// '.' or L, Right '.' or R. Colouring a vertex tints its untinted
// neighbours with the mover's colour, and removes the neighbours tinted
// with the opponent's, which neither player may colour any more.
//
// Solving: the connected components are independent, and summed. Each is
// looked up in a memo by its key (graph.key: canonical for trees), with L
// and R exchanged when that gives the smaller key (the value is then
// negated; only when the rules treat the players alike, as in Col, Snort
// and Fjords), and otherwise solved from its options. A single vertex is
// valued directly: 0 for each player who may colour it, so in Col '.' is
// * and a tinted vertex ±1.

func init() {
	register("col", func(s *games.Store) Ruleset { return newCol(s, "col", ".R", ".L") })
	register("snort", func(s *games.Store) Ruleset { return newCol(s, "snort", ".L", ".R") })
	register("fjords", func(s *games.Store) Ruleset { return newCol(s, "fjords", "L", "R") })
}

var colSyntax = graphSyntax{vertexLabels: "LR", edgeLabels: "-"}

// col is Col, Snort, or another GenCol (gencol.go): the tints of the
// vertices each player may colour.
type col struct {
	s           *games.Store
	name        string
	left, right string              // the tints ('.', 'L', 'R') Left and Right may colour
	symmetric   bool                // exchanging L and R exchanges left and right
	memo        map[string]games.ID // by key
	raw         map[string]games.ID // by rawKey
}

func newCol(s *games.Store, name, left, right string) *col {
	return &col{s: s, name: name, left: left, right: right, symmetric: sameTints(swapTints(left), right),
		memo: map[string]games.ID{}, raw: map[string]games.ID{}}
}

func (c *col) Name() string    { return c.name }
func (c *col) Impartial() bool { return false }

func (c *col) Parse(text string) (Position, error) {
	g, err := parseGraph(text, colSyntax)
	if err != nil {
		return nil, err
	}
	return newGraphPos(g, false, true), nil
}

// may reports whether the player (left or not) may colour a vertex tinted
// label.
func (c *col) may(label byte, left bool) bool {
	if left {
		return strings.IndexByte(c.left, label) >= 0
	}
	return strings.IndexByte(c.right, label) >= 0
}

// colour returns g after the player colours vertex v.
func colour(g *graph, adj [][]int32, v int32, left bool) *graph {
	own, opp := byte('L'), byte('R')
	if !left {
		own, opp = opp, own
	}
	keep := make([]bool, len(g.label))
	for i := range keep {
		keep[i] = true
	}
	keep[v] = false
	h := &graph{label: append([]byte(nil), g.label...), edges: g.edges}
	for _, e := range adj[v] {
		w := g.edges[e].a
		if w == v {
			w = g.edges[e].b
		}
		switch g.label[w] {
		case '.':
			h.label[w] = own
		case opp:
			keep[w] = false
		}
	}
	return h.sub(keep, nil)
}

func (c *col) Options(p Position) (left, right []Position) {
	g := p.(*graphPos).g
	adj := g.adjacency()
	for v, l := range g.label {
		if c.may(l, true) {
			left = append(left, newGraphPos(colour(g, adj, int32(v), true), false, true))
		}
		if c.may(l, false) {
			right = append(right, newGraphPos(colour(g, adj, int32(v), false), false, true))
		}
	}
	return left, right
}

func (c *col) Value(p Position) (games.ID, error) {
	return c.value(p.(*graphPos).g)
}

// value solves g: the sum of its components.
func (c *col) value(g *graph) (games.ID, error) {
	if err := readGraph(c.s, g); err != nil {
		return 0, err
	}
	var terms []games.Term
	for _, part := range g.components() {
		v, err := c.component(part)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: v, Mult: 1})
	}
	return c.s.CanonicalSum(terms...)
}

// component solves a connected graph.
func (c *col) component(g *graph) (games.ID, error) {
	if len(g.label) == 1 {
		// Colouring the vertex leaves nothing: {0 | 0}, {0 | }, { | 0} or 0.
		var left, right []games.ID
		if c.may(g.label[0], true) {
			left = []games.ID{c.s.Integer(0)}
		}
		if c.may(g.label[0], false) {
			right = []games.ID{c.s.Integer(0)}
		}
		return c.s.FromOptions(left, right)
	}
	if err := readGraph(c.s, g); err != nil {
		return 0, err
	}
	raw := g.rawKey()
	if v, ok := c.raw[raw]; ok {
		return v, nil
	}
	v, err := c.canonicalComponent(g)
	if err == nil {
		c.raw[raw] = v
	}
	return v, err
}

// canonicalComponent solves a connected graph through the memo by key.
func (c *col) canonicalComponent(g *graph) (games.ID, error) {
	k, err := keyOf(c.s, g, -1)
	if err != nil {
		return 0, err
	}
	if !c.symmetric {
		return c.keyed(g, k)
	}
	sw := g.swapped()
	ks, err := keyOf(c.s, sw, -1)
	if err != nil {
		return 0, err
	}
	if ks < k {
		v, err := c.keyed(sw, ks)
		if err != nil {
			return 0, err
		}
		return c.s.CanonicalSum(games.Term{ID: v, Mult: -1})
	}
	return c.keyed(g, k)
}

// keyed solves the component g, whose key is k.
func (c *col) keyed(g *graph, k string) (games.ID, error) {
	if v, ok := c.memo[k]; ok {
		return v, nil
	}
	adj := g.adjacency()
	var left, right []games.ID
	for v, l := range g.label {
		for _, side := range []bool{true, false} {
			if !c.may(l, side) {
				continue
			}
			if err := readGraph(c.s, g); err != nil {
				return 0, err
			}
			x, err := c.value(colour(g, adj, int32(v), side))
			if err != nil {
				return 0, err
			}
			if side {
				left = append(left, x)
			} else {
				right = append(right, x)
			}
		}
	}
	v, err := c.s.FromOptions(left, right)
	if err != nil {
		return 0, err
	}
	c.memo[k] = v
	return v, nil
}
