package loopy

import (
	"errors"
	"fmt"
)

// Names lists the named loopy values in the order Named knows them.
var Names = []string{"on", "off", "over", "under", "upon", "dud", "tis", "tisn"}

// Named returns the graph of a named value (Winning Ways ch. 11; Siegel
// 2013, ch. VI): on = {pass|}, off = {|pass}, over = {0|pass}, under =
// {pass|0}, upon = {pass|*}, dud = {pass|pass}, tis = {tisn|} and tisn =
// {|tis}.
func Named(name string) (*Graph, bool) {
	switch name {
	case "on":
		return &Graph{L: [][]int32{{0}}, R: [][]int32{nil}}, true
	case "off":
		return &Graph{L: [][]int32{nil}, R: [][]int32{{0}}}, true
	case "over":
		return &Graph{L: [][]int32{{1}, nil}, R: [][]int32{{0}, nil}}, true
	case "under":
		return &Graph{L: [][]int32{{0}, nil}, R: [][]int32{{1}, nil}}, true
	case "upon":
		// 0: upon, 1: *, 2: 0.
		return &Graph{L: [][]int32{{0}, {2}, nil}, R: [][]int32{{1}, {2}, nil}}, true
	case "dud":
		return &Graph{L: [][]int32{{0}}, R: [][]int32{{0}}}, true
	case "tis":
		return &Graph{L: [][]int32{{1}, nil}, R: [][]int32{nil, {0}}}, true
	case "tisn":
		return &Graph{L: [][]int32{{1}, nil}, R: [][]int32{nil, {0}}, Start: 1}, true
	}
	return nil, false
}

// Sided is the value of a loopy game: its onside and offside, simplest
// stoppers with G = Onside & Offside (Winning Ways ch. 11; Siegel 2013,
// ch. VI §4). A stopper has equal sides.
type Sided struct {
	Onside, Offside *Graph
}

// DefaultMaxRounds bounds the rounds of sidling when a caller gives none.
const DefaultMaxRounds = 256

// ErrNoSettle reports sidling that did not settle within its bound.
var ErrNoSettle = errors.New("loopy: sidling did not settle")

// Sides returns the onside and offside of g. A stopper's sides are its
// simplest form. Otherwise each side is found by sidling (Winning Ways
// ch. 11): every position that is not itself a stopper starts at on (for
// the onside; off for the offside) and is replaced, round after round, by
// {its Left options | its Right options} over the current values, until
// no value changes; positions whose followers form a stopper keep their
// own value. maxStates bounds each comparison table and maxRounds the
// rounds (0: the defaults); beyond them Sides returns an error.
func Sides(g *Graph, maxStates, maxRounds int) (*Sided, error) {
	t := g.Trim()
	t.Labels = nil
	if t.alternatingAcyclic() {
		s, _, err := simplifyRoots(t, []int32{0}, maxStates)
		if err != nil {
			return nil, err
		}
		return &Sided{s, s}, nil
	}
	on, err := sidle(t, true, maxStates, maxRounds)
	if err != nil {
		return nil, err
	}
	off, err := sidle(t, false, maxStates, maxRounds)
	if err != nil {
		return nil, err
	}
	return &Sided{on, off}, nil
}

// stopperNodes marks the nodes of t from which every reachable position
// is free of infinite alternating play.
func stopperNodes(t *Graph) []bool {
	n := len(t.L)
	indeg := make([]int32, 2*n)
	for v := 0; v < n; v++ {
		for _, o := range t.L[v] {
			indeg[2*o+1]++
		}
		for _, o := range t.R[v] {
			indeg[2*o]++
		}
	}
	var queue []int32
	for s := range indeg {
		if indeg[s] == 0 {
			queue = append(queue, int32(s))
		}
	}
	for len(queue) > 0 {
		s := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		opts := t.L[s/2]
		if s%2 == 1 {
			opts = t.R[s/2]
		}
		for _, o := range opts {
			u := 2*o + 1 - s%2
			if indeg[u]--; indeg[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	// Nodes with a state left are on or after an alternating cycle; every
	// node that reaches one is no stopper.
	pred := make([][]int32, n)
	for v := 0; v < n; v++ {
		for _, side := range [][]int32{t.L[v], t.R[v]} {
			for _, o := range side {
				pred[o] = append(pred[o], int32(v))
			}
		}
	}
	bad := make([]bool, n)
	var stack []int32
	for v := 0; v < n; v++ {
		if indeg[2*v] > 0 || indeg[2*v+1] > 0 {
			bad[v] = true
			stack = append(stack, int32(v))
		}
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, p := range pred[v] {
			if !bad[p] {
				bad[p] = true
				stack = append(stack, p)
			}
		}
	}
	good := make([]bool, n)
	for v := range bad {
		good[v] = !bad[v]
	}
	return good
}

// sidle computes the onside (onside true) or offside of the trimmed game t.
func sidle(t *Graph, onside bool, maxStates, maxRounds int) (*Graph, error) {
	if maxRounds <= 0 {
		maxRounds = DefaultMaxRounds
	}
	n := len(t.L)
	good := stopperNodes(t)
	// The universe: node 0 is on (or off), then t's stopper nodes.
	u := &Graph{L: [][]int32{{0}}, R: [][]int32{nil}}
	if !onside {
		u.L, u.R = u.R, u.L
	}
	cur := make([]int32, n)
	for v := 0; v < n; v++ {
		cur[v] = 0
		if good[v] {
			cur[v] = int32(len(u.L))
			u.L = append(u.L, nil)
			u.R = append(u.R, nil)
		}
	}
	for v := 0; v < n; v++ {
		if good[v] {
			u.L[cur[v]] = mapOpts(t.L[v], cur)
			u.R[cur[v]] = mapOpts(t.R[v], cur)
		}
	}
	for round := 0; round < maxRounds; round++ {
		// New nodes {cur(v^L) | cur(v^R)} for the positions that sidle.
		w := &Graph{L: append([][]int32(nil), u.L...), R: append([][]int32(nil), u.R...)}
		roots := make([]int32, 0, 2*n)
		for v := 0; v < n; v++ {
			roots = append(roots, cur[v])
		}
		for v := 0; v < n; v++ {
			if good[v] {
				roots = append(roots, cur[v])
				continue
			}
			roots = append(roots, int32(len(w.L)))
			w.L = append(w.L, mapOpts(t.L[v], cur))
			w.R = append(w.R, mapOpts(t.R[v], cur))
		}
		s, nr, err := simplifyRoots(w, roots, maxStates)
		if err != nil {
			return nil, err
		}
		same := true
		for v := 0; v < n; v++ {
			if nr[v] != nr[n+v] {
				same = false
			}
			cur[v] = nr[n+v]
		}
		u = s
		if same {
			out, _ := trimRoots(u, []int32{cur[0]})
			return out, nil
		}
	}
	return nil, fmt.Errorf("%w within %d rounds", ErrNoSettle, maxRounds)
}

func mapOpts(opts []int32, cur []int32) []int32 {
	out := make([]int32, len(opts))
	for i, o := range opts {
		out[i] = cur[o]
	}
	return out
}

// IsStopper reports whether the sided value is a stopper (equal sides).
func (s *Sided) IsStopper(maxStates int) (bool, error) {
	return Equal(s.Onside, s.Offside, maxStates)
}

// SidedGreaterEq reports whether a ≥ b: onside ≥ onside and offside ≥
// offside (Siegel 2013, ch. VI §4).
func SidedGreaterEq(a, b *Sided, maxStates int) (bool, error) {
	on, err := GreaterEq(a.Onside, b.Onside, maxStates)
	if err != nil || !on {
		return false, err
	}
	return GreaterEq(a.Offside, b.Offside, maxStates)
}

// SidedEqual reports whether a = b, side by side.
func SidedEqual(a, b *Sided, maxStates int) (bool, error) {
	x, err := SidedGreaterEq(a, b, maxStates)
	if err != nil || !x {
		return false, err
	}
	return SidedGreaterEq(b, a, maxStates)
}
