package rulesets

// Splitter is a ruleset that splits a position into independent parts:
// Parts(p) are positions of the same ruleset (its Options and Value take
// them, and its Parse reads their strings back) whose disjunctive sum is p
// as a game form, not only as a value: every move of p is a move of
// exactly one part, the others left as they are, and what is left out of
// p has no move for either player (an empty region, a run of dead
// pieces). A p that does not split gives one part (itself, or trimmed of
// what never moves), and a p with no move may give none.
//
// The form matters to the variants: the impartial variant of a sum is the
// sum of its parts' impartial variants, so a position's nim value there is
// the nim sum of its parts' (Variant), an identity of forms that equal
// values need not keep.
type Splitter interface {
	Parts(p Position) []Position
}

// Parts returns the regions of the board (each the smallest board holding
// it, the rest walls), leaving out those with no move: the split the
// solver sums.
func (r *stoneRuleset) Parts(p Position) []Position {
	regions := r.game.split(p.(*stoneBoard).clone())
	out := make([]Position, len(regions))
	for i, b := range regions {
		out[i] = b
	}
	return out
}

// Parts returns the parts of the graph that meet only at the ground, each
// standing on a ground of its own (groundParts).
func (h *hackenbush) Parts(p Position) []Position {
	return graphPositions(groundParts(p.(*graphPos).g), true, false)
}

// Parts returns the connected components of the graph.
func (c *col) Parts(p Position) []Position {
	return graphPositions(p.(*graphPos).g.components(), false, true)
}

// Parts returns the weakly connected components of the graph.
func (d *digraph) Parts(p Position) []Position {
	return graphPositions(p.(*graphPos).g.components(), false, true)
}

// Parts returns the components of the graph with an edge, each repeated
// edge kept once (the same move).
func (a *arcKayles) Parts(p Position) []Position {
	return graphPositions(parts(p.(*graphPos).g), false, false)
}

// graphPositions makes positions of graphs.
func graphPositions(gs []*graph, ground, marks bool) []Position {
	out := make([]Position, len(gs))
	for i, g := range gs {
		out[i] = newGraphPos(g, ground, marks)
	}
	return out
}

// Parts returns the segments of the strip that pieces can still move in
// (toadsSplit), each as a strip of its own.
func (*toadsRules) Parts(p Position) []Position {
	segs := toadsSplit([]byte(p.(toadsPosition)))
	out := make([]Position, len(segs))
	for i, s := range segs {
		out[i] = toadsPosition(s)
	}
	return out
}

// Parts returns the segments of the strip between the pieces that never
// move (frozen), each as a strip of its own.
func (g *genToads) Parts(p Position) []Position {
	var out []Position
	for _, seg := range g.segments(string(p.(genToadsPos))) {
		out = append(out, genToadsPos(seg))
	}
	return out
}

// Parts returns the heaps, each a position of its own.
func (g *HeapGame) Parts(p Position) []Position {
	q := p.(heapsPos)
	out := make([]Position, len(q))
	for i, n := range q {
		out[i] = heapsPos{n}
	}
	return out
}

// Parts returns the heaps, each a position of its own with the rules.
func (r *heapGameText) Parts(p Position) []Position {
	q := p.(*heapTextPos)
	out := make([]Position, len(q.heaps))
	for i, n := range q.heaps {
		out[i] = &heapTextPos{g: q.g, heaps: heapsPos{n}}
	}
	return out
}

// variantKey is the solver's key of the board, under the symmetries of
// the square (and the exchange of colours) that map its game onto itself
// or its negative, move for move.
func (r *stoneRuleset) variantKey(p Position) string {
	k, _ := r.solver.key(p.(*stoneBoard))
	return k
}

// variantKey is the lesser of the strip and its mirror (reversed, toads
// and frogs exchanged), whose game is the negative, move for move.
func (*toadsRules) variantKey(p Position) string {
	k, _ := toadsKey(string(p.(toadsPosition)))
	return k
}
