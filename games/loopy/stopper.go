package loopy

import (
	"slices"

	"cgcalc/games"
)

// Simplify returns the simplest form of the stopper g (Siegel 2013,
// ch. VI §3): dominated options removed, reversible options bypassed,
// equal positions merged into one node, unreachable nodes dropped. Equal
// stoppers have isomorphic simplest forms. maxStates bounds the comparison
// table (0: DefaultMaxStates). It returns ErrNotStopper for a game that is
// not a stopper.
func Simplify(g *Graph, maxStates int) (*Graph, error) {
	t := g.Trim()
	t.Labels = nil
	if !t.alternatingAcyclic() {
		return nil, ErrNotStopper
	}
	q, _, err := simplifyRoots(t, []int32{0}, maxStates, nil)
	return q, err
}

// simplifyRoots simplifies the stopper t, keeping the nodes reachable from
// roots; it returns the simplified graph (Start the first root's node) and
// each root's node in it. Its work is counted on work (each round's
// comparison table, each node's options reduced, each pair of nodes
// compared for the merge).
func simplifyRoots(t *Graph, roots []int32, maxStates int, work *meter) (*Graph, []int32, error) {
	t, roots = trimRoots(t, roots)
	for {
		if err := work.add(1 + len(t.L)); err != nil {
			return nil, nil, err
		}
		ge, err := compareTableCounted(t, t, maxStates, work)
		if err != nil {
			return nil, nil, err
		}
		// Removing dominated options and bypassing reversible ones keeps
		// every node's value, so the table stays valid for the old nodes.
		for changed := true; changed; {
			changed = false
			for v := range t.L {
				x := int32(v)
				if err := work.add(1 + len(t.L[v])*len(t.L[v]) + len(t.R[v])*len(t.R[v])); err != nil {
					return nil, nil, err
				}
				if l, ch := reduceSide(t, ge, x, true); ch {
					t.L[v], changed = l, true
				}
				if r, ch := reduceSide(t, ge, x, false); ch {
					t.R[v], changed = r, true
				}
			}
		}
		// Merge equal nodes: class of v is the least node equal to it.
		n := len(t.L)
		class := make([]int32, n)
		merged := false
		for v := 0; v < n; v++ {
			if err := work.add(1 + v); err != nil {
				return nil, nil, err
			}
			class[v] = int32(v)
			for w := 0; w < v; w++ {
				if class[w] == int32(w) && ge.ge(int32(v), int32(w)) && ge.ge(int32(w), int32(v)) {
					class[v] = int32(w)
					merged = true
					break
				}
			}
		}
		q := &Graph{L: make([][]int32, n), R: make([][]int32, n)}
		for v := 0; v < n; v++ {
			q.L[v] = remap(t.L[v], class)
			q.R[v] = remap(t.R[v], class)
		}
		for i, r := range roots {
			roots[i] = class[r]
		}
		t, roots = trimRoots(q, roots)
		if !merged {
			return t, roots, nil
		}
	}
}

// trimRoots returns the part of g reachable from roots, renumbered in
// breadth-first order from them, option lists sorted without repeats, and
// the roots' new indices; Start is the first root's node.
func trimRoots(g *Graph, roots []int32) (*Graph, []int32) {
	idx := make([]int32, len(g.L))
	for i := range idx {
		idx[i] = -1
	}
	var order []int32
	for _, r := range roots {
		if idx[r] < 0 {
			idx[r] = int32(len(order))
			order = append(order, r)
		}
	}
	for k := 0; k < len(order); k++ {
		v := order[k]
		for _, side := range [][][]int32{g.L, g.R} {
			for _, o := range side[v] {
				if idx[o] < 0 {
					idx[o] = int32(len(order))
					order = append(order, o)
				}
			}
		}
	}
	t := &Graph{L: make([][]int32, len(order)), R: make([][]int32, len(order))}
	for k, v := range order {
		t.L[k] = remap(g.L[v], idx)
		t.R[k] = remap(g.R[v], idx)
	}
	nr := make([]int32, len(roots))
	for i, r := range roots {
		nr[i] = idx[r]
	}
	if len(nr) > 0 {
		t.Start = nr[0]
	}
	return t, nr
}

// reduceSide removes dominated options from one side of x and bypasses one
// reversible option; it reports whether the list changed.
func reduceSide(t *Graph, ge *geTable, x int32, left bool) ([]int32, bool) {
	opts := t.R[x]
	if left {
		opts = t.L[x]
	}
	// better(a, b): a is at least as good as b for the side's player.
	better := func(a, b int32) bool {
		if left {
			return ge.ge(a, b)
		}
		return ge.ge(b, a)
	}
	// Reversible: a Left option y with some y^R ≤ x is replaced by the
	// Left options of y^R (and dually for Right).
	for i, y := range opts {
		back := t.L[y]
		if left {
			back = t.R[y]
		}
		for _, z := range back {
			if (left && ge.ge(x, z)) || (!left && ge.ge(z, x)) {
				repl := t.R[z]
				if left {
					repl = t.L[z]
				}
				out := slices.Concat(opts[:i], opts[i+1:], repl)
				slices.Sort(out)
				return slices.Compact(out), true
			}
		}
	}
	// Dominated: b is dropped when some other a is at least as good and,
	// if they are equal, a comes first.
	var out []int32
	changed := false
	for i, b := range opts {
		dominated := false
		for j, a := range opts {
			if i != j && better(a, b) && (!better(b, a) || j < i) {
				dominated = true
				break
			}
		}
		if dominated {
			changed = true
		} else {
			out = append(out, b)
		}
	}
	return out, changed
}

// Equal reports whether the stoppers g and h are equal.
func Equal(g, h *Graph, maxStates int) (bool, error) {
	a, err := GreaterEq(g, h, maxStates)
	if err != nil || !a {
		return false, err
	}
	return GreaterEq(h, g, maxStates)
}

// ToShort returns g as a canonical short game of s when g has no cycle.
func ToShort(s *games.Store, g *Graph) (games.ID, bool, error) {
	t := g.Trim()
	ids, ok, err := shortNodes(s, t)
	if err != nil {
		return 0, false, err
	}
	return ids[0], ok[0], nil
}

// SidesShort is SidesPoll with the short games of the store s at hand: a
// loop-free g is read as a short game, whose canonical form is its
// simplest form as a stopper (Siegel 2013, ch. VI §3), so its sides are
// the graph of that form (FromShort), found without comparison tables
// (they cost the cube of the positions: a number n has n + 1). Other
// games go to SidesPoll.
func SidesShort(s *games.Store, g *Graph, maxStates int, poll func() error) (*Sided, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	if t := g.Trim(); t.IsLoopfree() {
		id, ok, err := ToShort(s, t)
		if err != nil {
			return nil, err
		}
		if ok {
			c, err := FromShort(s, id)
			if err != nil {
				return nil, err
			}
			return &Sided{c, c}, nil
		}
	}
	return SidesPoll(g, maxStates, poll)
}
