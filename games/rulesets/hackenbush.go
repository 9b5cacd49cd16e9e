package rulesets

import (
	"strings"

	"cgcalc/games"
)

// Blue-Red-Green Hackenbush (Berlekamp, Conway and Guy, Winning Ways, 2nd
// ed., ch. 1, 2 and 7) and CGSuite's Childish Hackenbush, on graph strings
// (graphstring.go) whose first vertex is the ground: "lrlrrllr" is a stalk
// standing on the ground, blue edge first.
//
// A move cuts an edge: Left a blue (l) or green (e) one, Right a red (r) or
// green one; whatever is then no longer connected to the ground falls. In
// Childish Hackenbush (CGSuite, Siegel: game.graph.ChildishHackenbush) a
// blue or red edge may be cut only if nothing else falls; green edges are
// cut as in Hackenbush.
//
// Solving: the parts of the graph that meet only at the ground (the
// components of the graph less the ground, each with its edges to the
// ground, and each loop at the ground) are independent, and summed. Each
// part is looked up in a memo by its key (graph.key: canonical for trees),
// with Left and Right exchanged when that gives the smaller key (the value
// is then negated: exchanging the colours negates every Hackenbush
// position). Special cases: a blue-red stalk is the number Berlekamp's rule
// gives (Winning Ways ch. 2, "Hackenbush strings"; Siegel, CGT II.2); a
// green tree is the nimber the colon principle gives (Winning Ways ch. 7:
// a tree's branches at a vertex are a nim sum, a stalk of n edges under a
// tree of value *m is *(n+m)); any other tree is the sum over the
// ground's branches of the ordinal sum e:T of the branch's first edge e
// and the tree T it carries (ordinalTree); any other blue-red part, by
// numbers alone (bluered.go). Otherwise the part is solved from its
// options.

func init() {
	register("hackenbush", func(s *games.Store) Ruleset { return newHackenbush(s, "hackenbush", "") })
	register("childish-hackenbush", func(s *games.Store) Ruleset { return newHackenbush(s, "childish-hackenbush", "lr") })
}

// hackenbush is Blue-Red-Green Hackenbush, Childish Hackenbush, or
// another GenHackenbush (genhackenbush.go).
type hackenbush struct {
	s        *games.Store
	name     string
	childish string // the colours ('l', 'r', 'e') cut only if nothing falls
	// symmetric: blue is childish if and only if red is, so that
	// exchanging the colours negates a position.
	symmetric bool
	memo      map[string]games.ID // by key
	raw       map[string]games.ID // by rawKey
	// Fast is off to solve every part from its options (tests).
	fast bool
}

func newHackenbush(s *games.Store, name string, childish string) *hackenbush {
	sym := strings.Contains(childish, "l") == strings.Contains(childish, "r")
	return &hackenbush{s: s, name: name, childish: childish, symmetric: sym, memo: map[string]games.ID{}, raw: map[string]games.ID{}, fast: true}
}

// isChildish reports whether edges of colour c may be cut only if nothing
// else falls.
func (h *hackenbush) isChildish(c byte) bool { return strings.IndexByte(h.childish, c) >= 0 }

var hackenbushSyntax = graphSyntax{edgeLabels: "lre"}

// graphPos is a position of a graph game: its graph and printed form.
type graphPos struct {
	g      *graph
	text   string
	ground bool // vertex 0 is the ground (Hackenbush)
	marks  bool // vertices carry labels (Col, Snort)
}

func newGraphPos(g *graph, ground, marks bool) *graphPos {
	return &graphPos{g: g, text: g.String(), ground: ground, marks: marks}
}

// String is CGSuite's string for the position.
func (p *graphPos) String() string { return p.text }

// Picture is the graph.
func (p *graphPos) Picture() Picture { return p.g.picture(p.ground, p.marks) }

func (h *hackenbush) Name() string    { return h.name }
func (h *hackenbush) Impartial() bool { return false }

func (h *hackenbush) Parse(text string) (Position, error) {
	g, err := parseGraph(text, hackenbushSyntax)
	if err != nil {
		return nil, err
	}
	if len(g.label) == 0 {
		return nil, &ParseError{Col: 1, Msg: "the graph is empty: Hackenbush needs its ground, the first vertex (\".\" is the bare ground)"}
	}
	if !g.connected() {
		return nil, &ParseError{Col: 1, Msg: "the graph is not connected: every chain after a top-level ';' must reach the ground by a named vertex (\"l:A;r:A\")"}
	}
	return newGraphPos(g, true, false), nil
}

// canCut reports whether the player (left or not) may cut edge c.
func canCut(c byte, left bool) bool {
	return c == 'e' || (left && c == 'l') || (!left && c == 'r')
}

// cut returns g less edge i and what falls; ok is false if the rules
// forbid the cut (Childish Hackenbush, something would fall).
func (h *hackenbush) cut(g *graph, adj [][]int32, i int) (*graph, bool) {
	keepEdge := func(j int) bool { return j != i }
	keep := g.componentOf(0, adj, keepEdge)
	opt := g.sub(keep, keepEdge)
	if h.isChildish(g.edges[i].c) && len(opt.edges) != len(g.edges)-1 {
		return nil, false
	}
	return opt, true
}

func (h *hackenbush) Options(p Position) (left, right []Position) {
	h.moves(p, func(_ int, side bool, q Position) {
		if side {
			left = append(left, q)
		} else {
			right = append(right, q)
		}
	})
	return left, right
}

// MoveEdges returns, for each option Options lists for the player (Left
// when left), the index of the edge cut to reach it in the position's
// picture (its Edges, in the same order as the graph's edges).
func (h *hackenbush) MoveEdges(p Position, left bool) []int {
	var out []int
	h.moves(p, func(i int, side bool, _ Position) {
		if side == left {
			out = append(out, i)
		}
	})
	return out
}

// moves calls f for each move of p, in Options' order: the edge cut, the
// side that cuts it, the position left.
func (h *hackenbush) moves(p Position, f func(edge int, left bool, q Position)) {
	g := p.(*graphPos).g
	adj := g.adjacency()
	for i, e := range g.edges {
		for _, side := range []bool{true, false} {
			if !canCut(e.c, side) {
				continue
			}
			opt, ok := h.cut(g, adj, i)
			if !ok {
				continue
			}
			f(i, side, newGraphPos(opt, true, false))
		}
	}
}

func (h *hackenbush) Value(p Position) (games.ID, error) {
	return h.value(p.(*graphPos).g)
}

// value solves g, whose vertex 0 is the ground and every vertex of which
// is connected to it: the sum of its parts.
func (h *hackenbush) value(g *graph) (games.ID, error) {
	if err := readGraph(h.s, g); err != nil {
		return 0, err
	}
	var terms []games.Term
	for _, part := range groundParts(g) {
		v, err := h.part(part)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: v, Mult: 1})
	}
	return h.s.CanonicalSum(terms...)
}

// groundParts splits g at its ground, vertex 0: each component of g less
// the ground with its edges to the ground, and each loop at the ground on
// its own. The ground is vertex 0 of each part.
func groundParts(g *graph) []*graph {
	adj := g.adjacency()
	var parts []*graph
	notGround := func(i int) bool { return g.edges[i].a != 0 && g.edges[i].b != 0 }
	done := make([]bool, len(g.label))
	for _, e := range adj[0] {
		ed := g.edges[e]
		if ed.a == ed.b {
			parts = append(parts, &graph{label: []byte{'.'}, edges: []gedge{{0, 0, ed.c}}})
			continue
		}
		w := ed.a
		if w == 0 {
			w = ed.b
		}
		if done[w] {
			continue
		}
		keep := g.componentOf(w, adj, notGround)
		for v, k := range keep {
			if k {
				done[v] = true
			}
		}
		keep[0] = true
		parts = append(parts, g.sub(keep, func(i int) bool { return g.edges[i].a != g.edges[i].b || g.edges[i].a != 0 }))
	}
	return parts
}

// part solves a part standing on the ground at one place (groundParts).
func (h *hackenbush) part(g *graph) (games.ID, error) {
	if err := readGraph(h.s, g); err != nil {
		return 0, err
	}
	raw := g.rawKey()
	if v, ok := h.raw[raw]; ok {
		return v, nil
	}
	v, err := h.canonicalPart(g)
	if err == nil {
		h.raw[raw] = v
	}
	return v, err
}

// canonicalPart solves a part through the memo by key.
func (h *hackenbush) canonicalPart(g *graph) (games.ID, error) {
	k, err := keyOf(h.s, g, 0)
	if err != nil {
		return 0, err
	}
	if h.symmetric && hasLR(g) {
		sw := g.swapped()
		ks, err := keyOf(h.s, sw, 0)
		if err != nil {
			return 0, err
		}
		if ks < k {
			v, err := h.keyed(sw, ks)
			if err != nil {
				return 0, err
			}
			return h.s.CanonicalSum(games.Term{ID: v, Mult: -1})
		}
	}
	return h.keyed(g, k)
}

func hasLR(g *graph) bool {
	for _, e := range g.edges {
		if e.c != 'e' {
			return true
		}
	}
	return false
}

// keyed solves part g, whose key is k.
func (h *hackenbush) keyed(g *graph, k string) (games.ID, error) {
	if v, ok := h.memo[k]; ok {
		return v, nil
	}
	v, ok, err := h.special(g)
	if err != nil {
		return 0, err
	}
	if !ok && h.fast && h.childish == "" && isBlueRed(g) && len(g.edges) <= maxBlueRedEdges && len(g.label) <= maxBlueRedVertices {
		if v, err = h.blueRedPart(g); err != nil {
			return 0, err
		}
		ok = true
	}
	if !ok {
		if v, err = h.fromOptions(g); err != nil {
			return 0, err
		}
	}
	h.memo[k] = v
	return v, nil
}

// fromOptions solves g from its options.
func (h *hackenbush) fromOptions(g *graph) (games.ID, error) {
	adj := g.adjacency()
	var left, right []games.ID
	for i, e := range g.edges {
		if !canCut(e.c, true) && !canCut(e.c, false) {
			continue
		}
		if err := readGraph(h.s, g); err != nil {
			return 0, err
		}
		opt, ok := h.cut(g, adj, i)
		if !ok {
			continue
		}
		v, err := h.value(opt)
		if err != nil {
			return 0, err
		}
		if canCut(e.c, true) {
			left = append(left, v)
		}
		if canCut(e.c, false) {
			right = append(right, v)
		}
	}
	return h.s.FromOptions(left, right)
}

// special solves the parts with a rule: green trees (whenever green edges
// are cut freely, as in Childish Hackenbush), blue-red stalks and other
// trees (Hackenbush: no colour childish).
func (h *hackenbush) special(g *graph) (games.ID, bool, error) {
	if !h.fast || !g.isTree() {
		return 0, false, nil
	}
	green, blueRed := true, true
	for _, e := range g.edges {
		if e.c == 'e' {
			blueRed = false
		} else {
			green = false
		}
	}
	adj := g.adjacency()
	if green && !h.isChildish('e') {
		return h.s.Value(games.NUS{M: colon(g, adj, 0, -1)}), true, nil
	}
	if h.childish != "" {
		return 0, false, nil
	}
	if blueRed {
		if colours, ok := stalk(g, adj); ok {
			return h.s.Number(berlekamp(colours)), true, nil
		}
	}
	v, err := h.ordinalTree(g, adj, 0, -1)
	return v, err == nil, err
}

// ordinalTree returns the value of the Hackenbush tree at v, reached from
// parent: the sum over v's branches of e:T, the ordinal sum of the
// branch's first edge e (1 = {0|} blue, −1 = {|0} red, * = {0|0} green)
// and the tree T above it, since cutting e removes T (Conway, ONAG ch. 15;
// Siegel, CGT II.5: G:H depends on the form of G, which is fixed here, and
// only on the value of H).
func (h *hackenbush) ordinalTree(g *graph, adj [][]int32, v, parent int32) (games.ID, error) {
	var terms []games.Term
	for _, e := range adj[v] {
		w := g.edges[e].a
		if w == v {
			w = g.edges[e].b
		}
		if w == parent {
			continue
		}
		above, err := h.ordinalTree(g, adj, w, v)
		if err != nil {
			return 0, err
		}
		var base games.ID
		switch g.edges[e].c {
		case 'l':
			base = h.s.Integer(1)
		case 'r':
			base = h.s.Integer(-1)
		default:
			base = h.s.Value(games.NUS{M: 1})
		}
		x, err := h.s.OrdinalSum(base, above)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: x, Mult: 1})
	}
	return h.s.CanonicalSum(terms...)
}

// colon returns the nim value of the green tree at v, reached from parent
// (the colon principle: the nim sum over v's branches of 1 + the branch's
// value above its first edge).
func colon(g *graph, adj [][]int32, v, parent int32) uint64 {
	var x uint64
	for _, e := range adj[v] {
		w := g.edges[e].a
		if w == v {
			w = g.edges[e].b
		}
		if w != parent {
			x ^= 1 + colon(g, adj, w, v)
		}
	}
	return x
}

// stalk returns the colours of the tree g from the ground up if it is a
// stalk (a path starting at the ground).
func stalk(g *graph, adj [][]int32) ([]byte, bool) {
	var colours []byte
	v, parent := int32(0), int32(-1)
	for {
		next := int32(-1)
		for _, e := range adj[v] {
			w := g.edges[e].a
			if w == v {
				w = g.edges[e].b
			}
			if w == parent {
				continue
			}
			if next >= 0 {
				return nil, false
			}
			next = w
			colours = append(colours, g.edges[e].c)
		}
		if next < 0 {
			return colours, true
		}
		v, parent = next, v
	}
}

// berlekamp returns the value of a blue-red stalk by Berlekamp's rule: the
// edges up to the first change of colour count 1 each (blue +, red −);
// from there the k-th edge counts 1/2^k, with its sign.
func berlekamp(colours []byte) games.Dyadic {
	x := games.DyadicInt(0)
	one := games.DyadicInt(1)
	d := one
	changed := false
	for i, c := range colours {
		if i > 0 && c != colours[i-1] {
			changed = true
		}
		if changed {
			d = d.Half()
		}
		if c == 'l' {
			x = x.Add(d)
		} else {
			x = x.Sub(d)
		}
	}
	return x
}
