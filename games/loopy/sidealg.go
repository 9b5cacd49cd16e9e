package loopy

import (
	"errors"
	"fmt"
	"slices"
)

// The onside and offside of a loopy game, computed on its game graph
// (Siegel, "Coping with cycles", Games of No Chance 3, 2009; Siegel,
// Combinatorial Game Theory, 2013, ch. VI). The side of a position depends
// only on the sides of its options, so the graph is taken part by part:
// its strongly connected parts (all moves together) from the last, each
// with the sides already found for the positions its moves leave to. In a
// part, the graph is changed, step by step, into one of the same side at
// every position of the part, until no alternating cycle is left:
//
//   - obvious cuts: a move to on (to dud in the onside) makes Left's other
//     moves irrelevant, a move to off is never Left's (dually for Right),
//     and in the onside a Right move that Left can at once undo is
//     irrelevant (in the offside a Left move that Right can undo);
//   - irrelevant cyclic moves: a move on an alternating cycle is deleted
//     when the side comparison shows the sides of the part unchanged;
//   - unravelling: in the onside Right (in the offside Left) may take a
//     move on an alternating cycle at most n times (n = 1, 2, 3) along an
//     alternating run, the run copied n times; kept when the side
//     comparison shows the sides unchanged.
//
// A part left free of alternating cycles is a stopper and is simplified
// (Simplify's simplest form). Otherwise its side is kept as the graph
// found, a side that is not a stopper (CGSuite's carousel). At the end the
// side found is compared with the game in that side, both ways.

// ErrSideCheck reports a side that failed its final check against the
// game (an internal error).
var ErrSideCheck = errors.New("loopy: the side found does not equal the game")

// sideWork carries the bounds of a side computation, and counts its steps.
type sideWork struct {
	onside    bool
	maxStates int
	m         *meter
	unravels  int // unravellings left
	// The steps taken: moves deleted by dropIrrelevant, unravellings kept,
	// parts left with an alternating cycle (a side that is no stopper).
	dropped, unravelled, carousels int
}

// maxUnravels bounds the unravellings of one side computation.
const maxUnravels = 256

// sideOf returns the onside (onside true) or the offside of g: its
// simplest form when it is a stopper, else a graph of that side.
func sideOf(g *Graph, onside bool, maxStates int, poll func() error) (*Graph, error) {
	side, _, err := sideOfCounted(g, onside, maxStates, newMeter(poll))
	return side, err
}

// sideOfCounted is sideOf, with the work that found the side and counted
// its steps (nil for a stopper, simplified at once).
func sideOfCounted(g *Graph, onside bool, maxStates int, work *meter) (*Graph, *sideWork, error) {
	t := g.Trim()
	t.Labels = nil
	if t.alternatingAcyclic() {
		s, err := simplifyByParts(t, maxStates, work)
		return s, nil, err
	}
	w := &sideWork{onside: onside, maxStates: maxStates, m: work, unravels: maxUnravels}
	n := len(t.L)
	parts := moveParts(t)
	out := &Graph{}
	val := make([]int32, n)
	local := make([]int32, n)
	for i := range local {
		local[i] = -1
	}
	for _, part := range parts {
		if err := work.add(1 + len(part)); err != nil {
			return nil, nil, err
		}
		h, m := partGraph(t, out, val, local, part)
		roots := make([]int32, m)
		for i := range roots {
			roots[i] = int32(i)
		}
		fixed := make([]bool, len(h.L))
		for i := m; i < len(fixed); i++ {
			fixed[i] = true
		}
		h, err := w.solvePart(h, fixed, roots)
		if err != nil {
			return nil, nil, err
		}
		good := stopperNodes(h)
		var acf, rest []int32
		for _, r := range roots {
			if good[r] {
				acf = append(acf, r)
			} else {
				rest = append(rest, r)
			}
		}
		if len(acf) > 0 {
			q, qr, err := simplifyRoots(h, acf, maxStates, work)
			if err != nil {
				return nil, nil, err
			}
			off := appendGraph(out, q)
			for i, r := range acf {
				val[part[r]] = off + qr[i]
			}
		}
		if len(rest) > 0 {
			q, qr := trimRoots(h, rest)
			off := appendGraph(out, q)
			for i, r := range rest {
				val[part[r]] = off + qr[i]
			}
		}
	}
	res, _ := trimRoots(out, []int32{val[0]})
	if res.alternatingAcyclic() {
		s, _, err := simplifyRoots(res, []int32{0}, maxStates, work)
		if err != nil {
			return nil, nil, err
		}
		res = s
	}
	// The final check: res and t have the same side at their starts.
	ok, err := sameSide(res, t, onside, maxStates, work)
	if err != nil {
		return nil, nil, err
	}
	if !ok {
		return nil, nil, ErrSideCheck
	}
	return res, w, nil
}

// sameSide reports whether a and b, from their starts, have the same side.
func sameSide(a, b *Graph, onside bool, maxStates int, m *meter) (bool, error) {
	t, err := sideCompareFrom(a, b, onside, maxStates, m, [][2]int32{{a.Start, b.Start}})
	if err != nil || !t.le(a.Start, b.Start) {
		return false, err
	}
	t, err = sideCompareFrom(b, a, onside, maxStates, m, [][2]int32{{b.Start, a.Start}})
	if err != nil {
		return false, err
	}
	return t.le(b.Start, a.Start), nil
}

// appendGraph appends the nodes of q to out and returns their offset.
func appendGraph(out, q *Graph) int32 {
	off := int32(len(out.L))
	for i := range q.L {
		out.L = append(out.L, shift(q.L[i], off))
		out.R = append(out.R, shift(q.R[i], off))
	}
	return off
}

// partGraph returns the graph of a part of t: its m nodes first (local
// numbering), then the nodes of out reachable from the sides (val) of the
// positions its moves leave to.
func partGraph(t, out *Graph, val, local []int32, part []int32) (*Graph, int) {
	for i, v := range part {
		local[v] = int32(i)
	}
	m := int32(len(part))
	outIdx := map[int32]int32{}
	var outOrder []int32
	ref := func(x int32) int32 {
		if i, ok := outIdx[x]; ok {
			return i
		}
		i := m + int32(len(outOrder))
		outIdx[x] = i
		outOrder = append(outOrder, x)
		return i
	}
	h := &Graph{L: make([][]int32, m), R: make([][]int32, m)}
	for i, v := range part {
		for _, o := range t.L[v] {
			if local[o] >= 0 {
				h.L[i] = append(h.L[i], local[o])
			} else {
				h.L[i] = append(h.L[i], ref(val[o]))
			}
		}
		for _, o := range t.R[v] {
			if local[o] >= 0 {
				h.R[i] = append(h.R[i], local[o])
			} else {
				h.R[i] = append(h.R[i], ref(val[o]))
			}
		}
	}
	for j := 0; j < len(outOrder); j++ {
		x := outOrder[j]
		var l, r []int32
		for _, o := range out.L[x] {
			l = append(l, ref(o))
		}
		for _, o := range out.R[x] {
			r = append(r, ref(o))
		}
		h.L, h.R = append(h.L, l), append(h.R, r)
	}
	for _, v := range part {
		local[v] = -1
	}
	h.L, h.R = sortedOpts(h.L), sortedOpts(h.R)
	return h, int(m)
}

// moveParts returns the strongly connected parts of g's move graph (Left
// and Right moves together), the parts that moves leave to first.
func moveParts(g *Graph) [][]int32 {
	_, parts := sccs(len(g.L), func(v int32) [][]int32 { return [][]int32{g.L[v], g.R[v]} })
	return parts
}

// sccs returns the strongly connected components of a graph on n nodes
// (Tarjan's algorithm, iteratively): comp gives each node's component, and
// parts the components, each after every component it reaches.
func sccs(n int, succ func(v int32) [][]int32) (comp []int32, parts [][]int32) {
	index := make([]int32, n)
	low := make([]int32, n)
	onStack := make([]bool, n)
	comp = make([]int32, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int32
	next := int32(0)
	type frame struct {
		v    int32
		list [][]int32
		i, j int
	}
	for root := range n {
		if index[root] >= 0 {
			continue
		}
		call := []frame{{v: int32(root), list: succ(int32(root))}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, int32(root))
		onStack[root] = true
		for len(call) > 0 {
			f := &call[len(call)-1]
			if f.i < len(f.list) {
				if f.j >= len(f.list[f.i]) {
					f.i, f.j = f.i+1, 0
					continue
				}
				w := f.list[f.i][f.j]
				f.j++
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					call = append(call, frame{v: w, list: succ(w)})
				} else if onStack[w] {
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].v
				low[p] = min(low[p], low[v])
			}
			if low[v] == index[v] {
				var part []int32
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = int32(len(parts))
					part = append(part, w)
					if w == v {
						break
					}
				}
				parts = append(parts, part)
			}
		}
	}
	return comp, parts
}

// altComponents returns the strongly connected components of the states
// of alternating play on h: state 2v is Left to move at v, 2v+1 Right to
// move. A Left move v → o lies on an alternating cycle exactly when 2v and
// 2o+1 share a component (a Right move: 2v+1 and 2o).
func altComponents(h *Graph) []int32 {
	comp, _ := sccs(2*len(h.L), func(s int32) [][]int32 {
		v := s / 2
		if s%2 == 0 {
			return [][]int32{mapState(h.L[v], 1)}
		}
		return [][]int32{mapState(h.R[v], 0)}
	})
	return comp
}

func mapState(opts []int32, m int32) []int32 {
	out := make([]int32, len(opts))
	for i, o := range opts {
		out[i] = 2*o + m
	}
	return out
}

// solvePart changes the part of h (its nodes not fixed) into a graph with
// the same side at every root, free of alternating cycles where it can.
func (w *sideWork) solvePart(h *Graph, fixed []bool, roots []int32) (*Graph, error) {
	allGood := func() bool {
		good := stopperNodes(h)
		for _, r := range roots {
			if !good[r] {
				return false
			}
		}
		return true
	}
	for {
		if err := w.m.add(1 + len(h.L)); err != nil {
			return nil, err
		}
		obviousCuts(h, fixed, w.onside)
		if allGood() {
			return h, nil
		}
		var err error
		if h, err = w.dropIrrelevant(h, fixed, roots, false); err != nil {
			return nil, err
		}
		if allGood() {
			return h, nil
		}
		u, ok, err := w.unravelOnce(h, fixed, roots)
		if err != nil {
			return nil, err
		}
		if !ok {
			// A side that is no stopper: drop every move, cyclic or
			// not, that does not change the side of a root.
			w.carousels++
			return w.dropIrrelevant(h, fixed, roots, true)
		}
		h = u
		for len(fixed) < len(h.L) {
			fixed = append(fixed, false)
		}
	}
}

func isOnNode(h *Graph, v int32) bool {
	return len(h.L[v]) == 1 && h.L[v][0] == v && len(h.R[v]) == 0
}

func isOffNode(h *Graph, v int32) bool {
	return len(h.R[v]) == 1 && h.R[v][0] == v && len(h.L[v]) == 0
}

func isDudNode(h *Graph, v int32) bool {
	return len(h.L[v]) == 1 && h.L[v][0] == v && len(h.R[v]) == 1 && h.R[v][0] == v
}

// obviousCuts applies the obvious cuts to the nodes not fixed: Left keeps
// only a move to on (or dud, onside), drops moves to off (or dud,
// offside), and in the offside drops a move that Right can at once undo;
// dually for Right.
func obviousCuts(h *Graph, fixed []bool, onside bool) {
	for v := range h.L {
		if fixed[v] {
			continue
		}
		x := int32(v)
		h.L[v] = cutSide(h, x, h.L[v], true, onside)
		h.R[v] = cutSide(h, x, h.R[v], false, onside)
	}
}

func cutSide(h *Graph, v int32, opts []int32, left, onside bool) []int32 {
	best := func(o int32) bool {
		if left {
			return isOnNode(h, o) || onside && isDudNode(h, o)
		}
		return isOffNode(h, o) || !onside && isDudNode(h, o)
	}
	worst := func(o int32) bool {
		if left {
			return isOffNode(h, o) || !onside && isDudNode(h, o) || !onside && slices.Contains(h.R[o], v)
		}
		return isOnNode(h, o) || onside && isDudNode(h, o) || onside && slices.Contains(h.L[o], v)
	}
	for _, o := range opts {
		if best(o) {
			return []int32{o}
		}
	}
	out := opts[:0:0]
	for _, o := range opts {
		if !worst(o) {
			out = append(out, o)
		}
	}
	return out
}

// withoutEdge returns h with the move v → o of one player removed (the
// option lists shared but v's).
func withoutEdge(h *Graph, v, o int32, left bool) *Graph {
	c := &Graph{L: slices.Clone(h.L), R: slices.Clone(h.R), Start: h.Start}
	if left {
		c.L[v] = slices.DeleteFunc(slices.Clone(h.L[v]), func(x int32) bool { return x == o })
	} else {
		c.R[v] = slices.DeleteFunc(slices.Clone(h.R[v]), func(x int32) bool { return x == o })
	}
	return c
}

// sidesAgree reports whether a ≤ b (le) and b ≤ a (ge) in the side at
// every root (the roots are nodes of both).
func (w *sideWork) sidesAgree(a, b *Graph, roots []int32, le, ge bool) (bool, error) {
	diag := make([][2]int32, len(roots))
	for i, r := range roots {
		diag[i] = [2]int32{r, r}
	}
	if le {
		t, err := sideCompareFrom(a, b, w.onside, w.maxStates, w.m, diag)
		if err != nil {
			return false, err
		}
		for _, r := range roots {
			if !t.le(r, r) {
				return false, nil
			}
		}
	}
	if ge {
		t, err := sideCompareFrom(b, a, w.onside, w.maxStates, w.m, diag)
		if err != nil {
			return false, err
		}
		for _, r := range roots {
			if !t.le(r, r) {
				return false, nil
			}
		}
	}
	return true, nil
}

// dropIrrelevant deletes, one at a time, the moves on alternating cycles
// (every move, if all) whose deletion keeps the side of every root.
// Deleting a Left move can only lower a side, so h ≤ h' is checked (dually
// for Right).
func (w *sideWork) dropIrrelevant(h *Graph, fixed []bool, roots []int32, all bool) (*Graph, error) {
	comp := altComponents(h)
	for v := range h.L {
		if fixed[v] {
			continue
		}
		x := int32(v)
		for _, left := range []bool{true, false} {
			opts := h.R[v]
			if left {
				opts = h.L[v]
			}
			for _, o := range slices.Clone(opts) {
				on := comp[2*x+1] == comp[2*o]
				if left {
					on = comp[2*x] == comp[2*o+1]
				}
				if !on && !all {
					continue
				}
				h2 := withoutEdge(h, x, o, left)
				var ok bool
				var err error
				if left {
					ok, err = w.sidesAgree(h, h2, roots, true, false)
				} else {
					ok, err = w.sidesAgree(h2, h, roots, true, false)
				}
				if err != nil {
					return nil, err
				}
				if ok {
					w.dropped++
					h = h2
					comp = altComponents(h)
				}
			}
		}
	}
	return h, nil
}

// unravelOnce unravels one move of the player who loses by infinite play
// in this side (Right in the onside), on an alternating cycle, by n = 1, 2
// or 3 copies, keeping the first that leaves every root's side unchanged.
func (w *sideWork) unravelOnce(h *Graph, fixed []bool, roots []int32) (*Graph, bool, error) {
	if w.unravels <= 0 {
		return nil, false, nil
	}
	left := !w.onside
	comp := altComponents(h)
	for v := range h.L {
		if fixed[v] {
			continue
		}
		x := int32(v)
		opts := h.R[v]
		if left {
			opts = h.L[v]
		}
		for _, o := range opts {
			on := comp[2*x+1] == comp[2*o]
			if left {
				on = comp[2*x] == comp[2*o+1]
			}
			if !on {
				continue
			}
			for k := 1; k <= 3; k++ {
				u := unravel(h, x, o, left, k)
				if 2*len(u.L)*len(u.L) > w.maxStatesOr() {
					break
				}
				ok, err := w.sidesAgree(u, h, roots, true, true)
				if err != nil {
					return nil, false, err
				}
				if ok {
					w.unravels--
					w.unravelled++
					return u, true, nil
				}
			}
		}
	}
	return nil, false, nil
}

func (w *sideWork) maxStatesOr() int {
	if w.maxStates <= 0 {
		return DefaultMaxStates
	}
	return w.maxStates
}

// unravel returns h with the move v → o of the player p (Left if left)
// unravelled k times. The states of alternating play from o (the other
// player to move) back to v (p to move) are copied k times; in a copy the
// player whose turn it is in the alternation moves within the copy, the
// other player's moves return to the original graph, and the move v → o
// leads from the original to the first copy, from copy i to copy i+1, and
// not at all from the last copy. So p may take the move at most k times
// in a row of alternating play.
func unravel(h *Graph, v, o int32, left bool, k int) *Graph {
	n := len(h.L)
	pv, po := int32(1), int32(0) // state parities: v with p to move, o with the other
	if left {
		pv, po = 0, 1
	}
	succ := func(s int32) []int32 {
		if s%2 == 0 {
			return mapState(h.L[s/2], 1)
		}
		return mapState(h.R[s/2], 0)
	}
	// Forward from (o, other) and backward to (v, p).
	fwd := make([]bool, 2*n)
	stack := []int32{2*o + po}
	fwd[2*o+po] = true
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range succ(s) {
			if !fwd[t] {
				fwd[t] = true
				stack = append(stack, t)
			}
		}
	}
	pred := make([][]int32, 2*n)
	for s := int32(0); s < int32(2*n); s++ {
		for _, t := range succ(s) {
			pred[t] = append(pred[t], s)
		}
	}
	bwd := make([]bool, 2*n)
	stack = append(stack, 2*v+pv)
	bwd[2*v+pv] = true
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range pred[s] {
			if !bwd[t] {
				bwd[t] = true
				stack = append(stack, t)
			}
		}
	}
	idx := make([]int32, 2*n)
	var states []int32
	for s := range idx {
		idx[s] = -1
		if fwd[s] && bwd[s] {
			idx[s] = int32(len(states))
			states = append(states, int32(s))
		}
	}
	c := int32(len(states))
	u := &Graph{L: clone2(h.L), R: clone2(h.R), Start: h.Start}
	copyNode := func(level int32, s int32) int32 { return int32(n) + level*c + idx[s] }
	for level := int32(0); level < int32(k); level++ {
		for _, s := range states {
			x, m := s/2, s%2
			l, r := slices.Clone(h.L[x]), slices.Clone(h.R[x])
			mine := l
			if m == 1 {
				mine = r
			}
			for i, t := range mine {
				ts := 2*t + (1 - m)
				if x == v && t == o && m == pv {
					if level+1 < int32(k) {
						mine[i] = copyNode(level+1, ts)
					} else {
						mine[i] = -1
					}
					continue
				}
				if idx[ts] >= 0 {
					mine[i] = copyNode(level, ts)
				}
			}
			if m == 0 {
				l = slices.DeleteFunc(l, func(t int32) bool { return t < 0 })
			} else {
				r = slices.DeleteFunc(r, func(t int32) bool { return t < 0 })
			}
			u.L, u.R = append(u.L, l), append(u.R, r)
		}
	}
	first := copyNode(0, 2*o+po)
	if left {
		for i, t := range u.L[v] {
			if t == o {
				u.L[v][i] = first
			}
		}
	} else {
		for i, t := range u.R[v] {
			if t == o {
				u.R[v][i] = first
			}
		}
	}
	return u
}

// sideErr wraps an error with the side's name.
func sideErr(onside bool, err error) error {
	if !errors.Is(err, ErrTooLarge) && !errors.Is(err, ErrSideCheck) && !errors.Is(err, ErrNotStopper) {
		// The poll's own error (an interruption, a limit) passes unchanged.
		return err
	}
	name := "offside"
	if onside {
		name = "onside"
	}
	return fmt.Errorf("the %s: %w", name, err)
}
