package loopy

// SimplifyByParts returns the simplest form of the stopper g, as Simplify
// does, but part by part: the positions of g fall into strongly connected
// parts of its move graph (Left and Right moves together), and the parts
// are simplified from the last (those whose moves leave only to parts
// already done) to the part of the start, each with the simplest forms
// found for the positions its moves lead out to. A position's value
// depends only on the values of its options, and a stopper's options may
// be replaced by equal stoppers (Siegel, Combinatorial Game Theory, 2013,
// ch. VI §3), so the result is the simplest form of g; a last Simplify of
// the start's result merges what parts share. For ruleset graphs, where
// moves of one player make progress (Fox and Geese: every goose move
// lowers a goose), the parts are small, and the comparison tables of
// maxStates (0: DefaultMaxStates) bound each part, not the whole graph.
// poll (if not nil) is called after every 256 parts and stops the work
// with its error. It returns ErrNotStopper for a game that is not a
// stopper.
func SimplifyByParts(g *Graph, maxStates int, poll func() error) (*Graph, error) {
	return simplifyByParts(g, maxStates, newMeter(poll))
}

// simplifyByParts is SimplifyByParts with its work counted on work: a
// unit for each node of a part, and those of its comparison tables.
func simplifyByParts(g *Graph, maxStates int, work *meter) (*Graph, error) {
	t := g.Trim()
	t.Labels = nil
	if !t.alternatingAcyclic() {
		return nil, ErrNotStopper
	}
	n := len(t.L)
	// The parts come out sinks first.
	parts := moveParts(t)
	// out holds the simplest forms found so far; val[v] is v's node in it.
	out := &Graph{}
	val := make([]int32, n)
	local := make([]int32, n)
	for i := range local {
		local[i] = -1
	}
	for _, part := range parts {
		if err := work.add(1 + len(part)); err != nil {
			return nil, err
		}
		// The part's nodes first, then the nodes of out its moves lead to,
		// numbered after them.
		for i, v := range part {
			local[v] = int32(i)
		}
		m := int32(len(part))
		outIdx := map[int32]int32{}
		var outOrder []int32
		ref := func(o int32) int32 {
			if local[o] >= 0 {
				return local[o]
			}
			x := val[o]
			if i, ok := outIdx[x]; ok {
				return i
			}
			i := m + int32(len(outOrder))
			outIdx[x] = i
			outOrder = append(outOrder, x)
			return i
		}
		h := &Graph{L: make([][]int32, m), R: make([][]int32, m)}
		roots := make([]int32, m)
		for i, v := range part {
			roots[i] = int32(i)
			for _, o := range t.L[v] {
				h.L[i] = append(h.L[i], ref(o))
			}
			for _, o := range t.R[v] {
				h.R[i] = append(h.R[i], ref(o))
			}
		}
		// Copy the part of out reachable from the targets.
		for j := 0; j < len(outOrder); j++ {
			x := outOrder[j]
			var l, r []int32
			for _, o := range out.L[x] {
				l = append(l, refOut(outIdx, &outOrder, m, o))
			}
			for _, o := range out.R[x] {
				r = append(r, refOut(outIdx, &outOrder, m, o))
			}
			h.L, h.R = append(h.L, l), append(h.R, r)
		}
		for _, v := range part {
			local[v] = -1
		}
		q, qr, err := simplifyRoots(h, roots, maxStates, work)
		if err != nil {
			return nil, err
		}
		off := int32(len(out.L))
		for i := range q.L {
			out.L = append(out.L, shift(q.L[i], off))
			out.R = append(out.R, shift(q.R[i], off))
		}
		for i, v := range part {
			val[v] = off + qr[i]
		}
	}
	q, _, err := simplifyRoots(out, []int32{val[0]}, maxStates, work)
	return q, err
}

// refOut numbers the node x of out in a part's graph, after its m nodes.
func refOut(outIdx map[int32]int32, outOrder *[]int32, m, x int32) int32 {
	if i, ok := outIdx[x]; ok {
		return i
	}
	i := m + int32(len(*outOrder))
	outIdx[x] = i
	*outOrder = append(*outOrder, x)
	return i
}
