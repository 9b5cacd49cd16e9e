package rulesets

import (
	"errors"

	"cgcalc/games"
	"cgcalc/games/misere"
)

// Arc Kayles and Partizan Arc Kayles, on graph strings (graphstring.go):
// "--" is a path of three vertices for Arc Kayles, whose edges are '-';
// Partizan Arc Kayles colours its edges l (blue), r (red) and e (green).
//
// A move chooses an edge (Arc Kayles: any; Partizan Arc Kayles: Left a
// blue or green one, Right a red or green one) and removes both its ends
// with every edge at them (CGSuite, Siegel: game.graph.ArcKayles and
// PartizanArcKayles; a loop removes its one vertex). Arc Kayles on a path
// of n vertices is Dawson's Kayles on a heap of n (Berlekamp, Conway and
// Guy, Winning Ways ch. 4: removing two adjacent pins).
//
// Solving: the connected components are independent: Arc Kayles sums their
// nim values (Sprague-Grundy), computed as the mex of the options', and
// Partizan Arc Kayles sums their canonical forms. Vertices without edges
// are dropped, and repeated edges of one colour kept once: neither changes
// the moves. Components are looked up in a memo by their key (graph.key:
// canonical for trees), Partizan Arc Kayles with Left and Right exchanged
// when that gives the smaller key (the value is then negated).

func init() {
	register("arc-kayles", func(s *games.Store) Ruleset { return newArcKayles(s, "arc-kayles", false) })
	register("partizan-arc-kayles", func(s *games.Store) Ruleset { return newArcKayles(s, "partizan-arc-kayles", true) })
}

var arcSyntax = graphSyntax{edgeLabels: "-"}

var errNotImpartial = errors.New("partizan-arc-kayles is not impartial: misère canonical forms are for impartial games")

// arcKayles is Arc Kayles, or Partizan Arc Kayles.
type arcKayles struct {
	s        *games.Store
	name     string
	partizan bool
	raw      map[string]uint64   // Arc Kayles: nim values by rawKey
	nim      map[string]uint64   // Arc Kayles: nim values by key
	memo     map[string]games.ID // Partizan Arc Kayles: canonical forms
	ms       *misere.MStore      // the store of mis, the misère forms
	mis      map[string]misere.MID
}

func newArcKayles(s *games.Store, name string, partizan bool) *arcKayles {
	return &arcKayles{s: s, name: name, partizan: partizan, nim: map[string]uint64{}, raw: map[string]uint64{}, memo: map[string]games.ID{}}
}

func (a *arcKayles) Name() string    { return a.name }
func (a *arcKayles) Impartial() bool { return !a.partizan }

func (a *arcKayles) Parse(text string) (Position, error) {
	syn := arcSyntax
	if a.partizan {
		syn = hackenbushSyntax
	}
	g, err := parseGraph(text, syn)
	if err != nil {
		return nil, err
	}
	return newGraphPos(g, false, false), nil
}

// allowed reports whether the player (left or not) may choose an edge of
// colour c.
func (a *arcKayles) allowed(c byte, left bool) bool {
	return !a.partizan || canCut(c, left)
}

// removeEnds returns g less both ends of edge i.
func removeEnds(g *graph, i int) *graph {
	keep := make([]bool, len(g.label))
	for v := range keep {
		keep[v] = true
	}
	keep[g.edges[i].a] = false
	keep[g.edges[i].b] = false
	return g.sub(keep, nil)
}

func (a *arcKayles) Options(p Position) (left, right []Position) {
	g := p.(*graphPos).g
	for i, e := range g.edges {
		var q Position
		if a.allowed(e.c, true) {
			q = newGraphPos(removeEnds(g, i), false, false)
			left = append(left, q)
		}
		if a.allowed(e.c, false) {
			if q == nil {
				q = newGraphPos(removeEnds(g, i), false, false)
			}
			right = append(right, q)
		}
	}
	return left, right
}

// parts returns the components of g that have edges, each with its
// repeated edges (same ends, same colour) kept once.
func parts(g *graph) []*graph {
	var out []*graph
	for _, c := range g.components() {
		if len(c.edges) == 0 {
			continue
		}
		seen := map[gedge]bool{}
		edges := c.edges[:0:0]
		for _, e := range c.edges {
			if e.a > e.b {
				e.a, e.b = e.b, e.a
			}
			if !seen[e] {
				seen[e] = true
				edges = append(edges, e)
			}
		}
		c.edges = edges
		out = append(out, c)
	}
	return out
}

func (a *arcKayles) Value(p Position) (games.ID, error) {
	g := p.(*graphPos).g
	if !a.partizan {
		n, err := a.nimValue(g)
		if err != nil {
			return 0, err
		}
		return a.s.Value(games.NUS{M: n}), nil
	}
	return a.value(g)
}

// nimValue returns the nim value of the Arc Kayles position g.
func (a *arcKayles) nimValue(g *graph) (uint64, error) {
	if err := readGraph(a.s, g); err != nil {
		return 0, err
	}
	return nimSumOf(parts(g), a.componentNim)
}

// nimSumOf returns the nim sum of the nim values value gives the
// components cs, independent regions of one position.
func nimSumOf(cs []*graph, value func(*graph) (uint64, error)) (uint64, error) {
	var x uint64
	for _, c := range cs {
		n, err := value(c)
		if err != nil {
			return 0, err
		}
		x ^= n
	}
	return x, nil
}

// componentNim returns the nim value of a connected graph with edges.
func (a *arcKayles) componentNim(g *graph) (uint64, error) {
	if err := readGraph(a.s, g); err != nil {
		return 0, err
	}
	raw := g.rawKey()
	if n, ok := a.raw[raw]; ok {
		return n, nil
	}
	k, err := keyOf(a.s, g, -1)
	if err != nil {
		return 0, err
	}
	if n, ok := a.nim[k]; ok {
		return n, nil
	}
	seen := map[uint64]bool{}
	for i := range g.edges {
		if err := readGraph(a.s, g); err != nil {
			return 0, err
		}
		n, err := a.nimValue(removeEnds(g, i))
		if err != nil {
			return 0, err
		}
		seen[n] = true
	}
	var mex uint64
	for seen[mex] {
		mex++
	}
	a.nim[k] = mex
	a.raw[raw] = mex
	return mex, nil
}

// value returns the canonical form of the Partizan Arc Kayles position g.
func (a *arcKayles) value(g *graph) (games.ID, error) {
	if err := readGraph(a.s, g); err != nil {
		return 0, err
	}
	var terms []games.Term
	for _, c := range parts(g) {
		k, err := keyOf(a.s, c, -1)
		if err != nil {
			return 0, err
		}
		mult := int64(1)
		if sw := c.swapped(); hasLR(c) {
			ks, err := keyOf(a.s, sw, -1)
			if err != nil {
				return 0, err
			}
			if ks < k {
				c, k, mult = sw, ks, -1
			}
		}
		v, err := a.component(c, k)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: v, Mult: mult})
	}
	return a.s.CanonicalSum(terms...)
}

// component solves the connected Partizan Arc Kayles graph g, whose key is
// k.
func (a *arcKayles) component(g *graph, k string) (games.ID, error) {
	if v, ok := a.memo[k]; ok {
		return v, nil
	}
	var left, right []games.ID
	for i, e := range g.edges {
		if !a.allowed(e.c, true) && !a.allowed(e.c, false) {
			continue
		}
		if err := readGraph(a.s, g); err != nil {
			return 0, err
		}
		v, err := a.value(removeEnds(g, i))
		if err != nil {
			return 0, err
		}
		if a.allowed(e.c, true) {
			left = append(left, v)
		}
		if a.allowed(e.c, false) {
			right = append(right, v)
		}
	}
	v, err := a.s.FromOptions(left, right)
	if err != nil {
		return 0, err
	}
	a.memo[k] = v
	return v, nil
}

// MisereValue returns the misère canonical form of the Arc Kayles position
// p in ms (Conway, On Numbers and Games, ch. 12): the misère sum of its
// components' forms, each the game whose options are its options' forms.
// Partizan Arc Kayles has none: it is not impartial.
func (a *arcKayles) MisereValue(p Position, ms *misere.MStore) (misere.MID, error) {
	if a.partizan {
		return 0, errNotImpartial
	}
	if a.ms != ms {
		a.ms, a.mis = ms, map[string]misere.MID{}
	}
	return a.misereValue(p.(*graphPos).g)
}

func (a *arcKayles) misereValue(g *graph) (misere.MID, error) {
	if err := readGraph(a.s, g); err != nil {
		return 0, err
	}
	x := a.ms.Nimber(0)
	for _, c := range parts(g) {
		m, err := a.misereComponent(c)
		if err != nil {
			return 0, err
		}
		if x, err = a.ms.SumErr(x, m); err != nil {
			return 0, err
		}
	}
	return x, nil
}

func (a *arcKayles) misereComponent(g *graph) (misere.MID, error) {
	k, err := keyOf(a.s, g, -1)
	if err != nil {
		return 0, err
	}
	if m, ok := a.mis[k]; ok {
		return m, nil
	}
	var opts []misere.MID
	for i := range g.edges {
		if err := readGraph(a.s, g); err != nil {
			return 0, err
		}
		m, err := a.misereValue(removeEnds(g, i))
		if err != nil {
			return 0, err
		}
		opts = append(opts, m)
	}
	m := a.ms.Game(opts)
	a.mis[k] = m
	return m, nil
}
