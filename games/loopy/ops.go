package loopy

import (
	"errors"
	"fmt"
	"slices"
)

// ErrTooLarge reports a computation beyond the bound on states given to it.
var ErrTooLarge = errors.New("loopy: too many positions")

// DefaultMaxStates bounds the states of a computation (positions of a sum,
// pairs of positions of a comparison) when a caller gives no bound.
const DefaultMaxStates = 1 << 22

// Validate reports an error unless g is a well-formed graph: L and R of the
// same length, at least one node, Start and every option a node index.
func (g *Graph) Validate() error {
	if len(g.L) != len(g.R) {
		return fmt.Errorf("loopy: %d Left lists but %d Right lists", len(g.L), len(g.R))
	}
	n := int32(len(g.L))
	if n == 0 {
		return errors.New("loopy: a graph needs a node")
	}
	if g.Start < 0 || g.Start >= n {
		return fmt.Errorf("loopy: start %d is not a node", g.Start)
	}
	for _, side := range [][][]int32{g.L, g.R} {
		for i, opts := range side {
			for _, o := range opts {
				if o < 0 || o >= n {
					return fmt.Errorf("loopy: node %d has option %d, not a node", i, o)
				}
			}
		}
	}
	if g.Labels != nil && len(g.Labels) != len(g.L) {
		return fmt.Errorf("loopy: %d labels for %d nodes", len(g.Labels), len(g.L))
	}
	return nil
}

// clone2 copies a list of option lists.
func clone2(a [][]int32) [][]int32 {
	out := make([][]int32, len(a))
	for i, x := range a {
		out[i] = slices.Clone(x)
	}
	return out
}

// Clone returns a deep copy of g.
func (g *Graph) Clone() *Graph {
	c := &Graph{L: clone2(g.L), R: clone2(g.R), Start: g.Start}
	if g.Labels != nil {
		c.Labels = slices.Clone(g.Labels)
	}
	return c
}

// Neg returns −g: the same graph with Left and Right exchanged.
func (g *Graph) Neg() *Graph {
	return &Graph{L: clone2(g.R), R: clone2(g.L), Start: g.Start}
}

// At returns the game of g started at node v (the same graph).
func (g *Graph) At(v int32) *Graph {
	return &Graph{L: g.L, R: g.R, Start: v, Labels: g.Labels}
}

// Trim returns the part of g reachable from its start, renumbered in
// breadth-first order from the start (node 0), each option list sorted
// and without repeats. Labels are kept.
func (g *Graph) Trim() *Graph {
	idx := make([]int32, len(g.L))
	for i := range idx {
		idx[i] = -1
	}
	order := []int32{g.Start}
	idx[g.Start] = 0
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
	if g.Labels != nil {
		t.Labels = make([]string, len(order))
	}
	for k, v := range order {
		t.L[k] = remap(g.L[v], idx)
		t.R[k] = remap(g.R[v], idx)
		if g.Labels != nil {
			t.Labels[k] = g.Labels[v]
		}
	}
	return t
}

// remap renames opts by idx, sorted and without repeats.
func remap(opts []int32, idx []int32) []int32 {
	out := make([]int32, 0, len(opts))
	for _, o := range opts {
		out = append(out, idx[o])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Sum returns the disjunctive sum g + h: the graph of the pairs of
// positions reachable from (g.Start, h.Start), a move being a move in one
// component. maxStates bounds the pairs (0: DefaultMaxStates); beyond it
// Sum returns an error wrapping ErrTooLarge.
func Sum(g, h *Graph, maxStates int) (*Graph, error) {
	if maxStates <= 0 {
		maxStates = DefaultMaxStates
	}
	type pair struct{ a, b int32 }
	index := map[pair]int32{}
	var order []pair
	add := func(p pair) (int32, error) {
		if i, ok := index[p]; ok {
			return i, nil
		}
		if len(order) >= maxStates {
			return 0, fmt.Errorf("%w: the sum has more than %d positions", ErrTooLarge, maxStates)
		}
		i := int32(len(order))
		index[p] = i
		order = append(order, p)
		return i, nil
	}
	if _, err := add(pair{g.Start, h.Start}); err != nil {
		return nil, err
	}
	s := &Graph{}
	for k := 0; k < len(order); k++ {
		p := order[k]
		var l, r []int32
		for _, x := range g.L[p.a] {
			i, err := add(pair{x, p.b})
			if err != nil {
				return nil, err
			}
			l = append(l, i)
		}
		for _, y := range h.L[p.b] {
			i, err := add(pair{p.a, y})
			if err != nil {
				return nil, err
			}
			l = append(l, i)
		}
		for _, x := range g.R[p.a] {
			i, err := add(pair{x, p.b})
			if err != nil {
				return nil, err
			}
			r = append(r, i)
		}
		for _, y := range h.R[p.b] {
			i, err := add(pair{p.a, y})
			if err != nil {
				return nil, err
			}
			r = append(r, i)
		}
		slices.Sort(l)
		slices.Sort(r)
		s.L = append(s.L, slices.Compact(l))
		s.R = append(s.R, slices.Compact(r))
	}
	return s, nil
}

// Union returns the disjoint union of gs as one graph and the offset of
// each graph's nodes in it; Start is the first graph's start.
func Union(gs ...*Graph) (*Graph, []int32) {
	u := &Graph{}
	offs := make([]int32, len(gs))
	for i, g := range gs {
		off := int32(len(u.L))
		offs[i] = off
		for v := range g.L {
			u.L = append(u.L, shift(g.L[v], off))
			u.R = append(u.R, shift(g.R[v], off))
		}
	}
	if len(gs) > 0 {
		u.Start = gs[0].Start + offs[0]
	}
	return u, offs
}

// Append adds the nodes of h to g, after g's own, and returns the node
// h's start became.
func (g *Graph) Append(h *Graph) int32 {
	off := int32(len(g.L))
	for v := range h.L {
		g.L = append(g.L, shift(h.L[v], off))
		g.R = append(g.R, shift(h.R[v], off))
	}
	return off + h.Start
}

func shift(opts []int32, off int32) []int32 {
	out := make([]int32, len(opts))
	for i, o := range opts {
		out[i] = o + off
	}
	return out
}

// retro is a two-player game on states 0..n−1 for a retrograde analysis:
// mine[s] says the player analysed moves at s; the edges are in CSR form.
type retro struct {
	mine    []bool
	off, to []int32 // successors of s: to[off[s]:off[s+1]]
	m       *meter  // counts a unit for each state and each move (nil: none)
}

// win returns the states from which the analysed player forces a win in
// finitely many moves, where a player who cannot move loses: at the
// player's states one successor must win, at the opponent's all must (so
// an opponent's state without moves is won).
func (r *retro) win() []bool {
	w, _ := r.winCounted()
	return w
}

// winCounted is win with its work counted on r.m, a unit for each state
// and each move; it stops with the meter's error.
func (r *retro) winCounted() ([]bool, error) {
	n := len(r.mine)
	// Predecessors in CSR form.
	cnt := make([]int32, n+1)
	for _, t := range r.to {
		cnt[t+1]++
	}
	for i := 0; i < n; i++ {
		cnt[i+1] += cnt[i]
	}
	pred := make([]int32, len(r.to))
	fill := slices.Clone(cnt[:n])
	for s := 0; s < n; s++ {
		if err := r.m.add(2 + int(r.off[s+1]-r.off[s])); err != nil {
			return nil, err
		}
		for _, t := range r.to[r.off[s]:r.off[s+1]] {
			pred[fill[t]] = int32(s)
			fill[t]++
		}
	}
	left := make([]int32, n)
	won := make([]bool, n)
	var queue []int32
	for s := 0; s < n; s++ {
		left[s] = r.off[s+1] - r.off[s]
		if !r.mine[s] && left[s] == 0 {
			won[s] = true
			queue = append(queue, int32(s))
		}
	}
	for len(queue) > 0 {
		t := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if err := r.m.add(1 + int(cnt[t+1]-cnt[t])); err != nil {
			return nil, err
		}
		for _, p := range pred[cnt[t]:cnt[t+1]] {
			if won[p] {
				continue
			}
			if r.mine[p] {
				won[p] = true
				queue = append(queue, p)
			} else if left[p]--; left[p] == 0 {
				won[p] = true
				queue = append(queue, p)
			}
		}
	}
	return won, nil
}

// Result is the result of play with both players playing well: Left wins,
// Right wins, or the play is infinite (a draw).
type Result int8

// The results.
const (
	RightWins Result = -1
	Draw      Result = 0
	LeftWins  Result = 1
)

func (r Result) String() string {
	switch r {
	case LeftWins:
		return "Left wins"
	case RightWins:
		return "Right wins"
	}
	return "draw"
}

// OutcomeClass is the outcome class of a loopy game: the results with
// Left and with Right moving first, named as CGSuite names them.
type OutcomeClass uint8

// The outcome classes (Left first, Right first): L (Left, Left), R
// (Right, Right), N (Left, Right), P (Right, Left), D (draw, draw), NHat
// (Left, draw), PHat (draw, Left), NCheck (draw, Right), PCheck (Right,
// draw).
const (
	OutcomeL OutcomeClass = iota
	OutcomeR
	OutcomeN
	OutcomeP
	OutcomeD
	OutcomeNHat
	OutcomePHat
	OutcomeNCheck
	OutcomePCheck
)

func (o OutcomeClass) String() string {
	return [...]string{"L", "R", "N", "P", "D", "NHat", "PHat", "NCheck", "PCheck"}[o]
}

// ClassOf returns the outcome class of the results with Left and with
// Right moving first.
func ClassOf(leftFirst, rightFirst Result) OutcomeClass {
	switch {
	case leftFirst == LeftWins && rightFirst == LeftWins:
		return OutcomeL
	case leftFirst == RightWins && rightFirst == RightWins:
		return OutcomeR
	case leftFirst == LeftWins && rightFirst == RightWins:
		return OutcomeN
	case leftFirst == RightWins && rightFirst == LeftWins:
		return OutcomeP
	case leftFirst == LeftWins:
		return OutcomeNHat
	case rightFirst == LeftWins:
		return OutcomePHat
	case rightFirst == RightWins:
		return OutcomeNCheck
	case leftFirst == RightWins:
		return OutcomePCheck
	}
	return OutcomeD
}

// Results returns, for every node, the result of play with Left moving
// first and with Right moving first, by retrograde analysis on the graph:
// a player who cannot move loses, and play that never ends is a draw.
func (g *Graph) Results() (leftFirst, rightFirst []Result) {
	n := len(g.L)
	// State 2v: Left to move at v; 2v+1: Right to move.
	r := retro{mine: make([]bool, 2*n), off: make([]int32, 2*n+1)}
	for v := 0; v < n; v++ {
		for _, o := range g.L[v] {
			r.to = append(r.to, 2*o+1)
		}
		r.off[2*v+1] = int32(len(r.to))
		for _, o := range g.R[v] {
			r.to = append(r.to, 2*o)
		}
		r.off[2*v+2] = int32(len(r.to))
	}
	for v := 0; v < n; v++ {
		r.mine[2*v] = true
	}
	lw := r.win()
	for s := range r.mine {
		r.mine[s] = !r.mine[s]
	}
	rw := r.win()
	leftFirst, rightFirst = make([]Result, n), make([]Result, n)
	for v := 0; v < n; v++ {
		leftFirst[v] = result(lw[2*v], rw[2*v])
		rightFirst[v] = result(lw[2*v+1], rw[2*v+1])
	}
	return leftFirst, rightFirst
}

func result(lw, rw bool) Result {
	switch {
	case lw:
		return LeftWins
	case rw:
		return RightWins
	}
	return Draw
}

// Outcome returns the outcome class of the game g (at its start).
func (g *Graph) Outcome() OutcomeClass {
	lf, rf := g.Results()
	return ClassOf(lf[g.Start], rf[g.Start])
}

// IsStopper reports whether no infinite alternating play starts from any
// position of g reachable from its start (Siegel 2013, ch. VI): the graph
// of alternating moves has no cycle.
func (g *Graph) IsStopper() bool {
	t := g.Trim()
	return t.alternatingAcyclic()
}

// alternatingAcyclic reports whether the alternating-move graph of all of
// g's nodes has no cycle (Kahn's algorithm).
func (g *Graph) alternatingAcyclic() bool {
	n := len(g.L)
	indeg := make([]int32, 2*n)
	for v := 0; v < n; v++ {
		for _, o := range g.L[v] {
			indeg[2*o+1]++
		}
		for _, o := range g.R[v] {
			indeg[2*o]++
		}
	}
	var queue []int32
	for s := range indeg {
		if indeg[s] == 0 {
			queue = append(queue, int32(s))
		}
	}
	seen := 0
	for len(queue) > 0 {
		s := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		seen++
		v := s / 2
		if s%2 == 0 {
			for _, o := range g.L[v] {
				if indeg[2*o+1]--; indeg[2*o+1] == 0 {
					queue = append(queue, 2*o+1)
				}
			}
		} else {
			for _, o := range g.R[v] {
				if indeg[2*o]--; indeg[2*o] == 0 {
					queue = append(queue, 2*o)
				}
			}
		}
	}
	return seen == 2*n
}

// IsLoopfree reports whether g, from its start, has no cycle at all (it
// is a short game).
func (g *Graph) IsLoopfree() bool {
	t := g.Trim()
	n := len(t.L)
	indeg := make([]int32, n)
	for v := 0; v < n; v++ {
		for _, side := range [][]int32{t.L[v], t.R[v]} {
			for _, o := range side {
				indeg[o]++
			}
		}
	}
	var queue []int32
	for v := range indeg {
		if indeg[v] == 0 {
			queue = append(queue, int32(v))
		}
	}
	seen := 0
	for len(queue) > 0 {
		v := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		seen++
		for _, side := range [][]int32{t.L[v], t.R[v]} {
			for _, o := range side {
				if indeg[o]--; indeg[o] == 0 {
					queue = append(queue, o)
				}
			}
		}
	}
	return seen == n
}

// geTable answers x ≥ y for x a node of a and y a node of b, both
// stoppers: x ≥ y unless Right, moving first in x − y, wins in finitely
// many moves (Siegel 2013, ch. VI: for stoppers, G ≥ H iff Left survives
// G − H playing second, infinite play counting as survival).
type geTable struct {
	nb  int
	won []bool // Right wins at state ((x·nb)+y)·2+m, m=1 Right to move
}

func (t *geTable) ge(x, y int32) bool { return !t.won[(int(x)*t.nb+int(y))*2+1] }

// compareTable builds the geTable of a against b, or an error wrapping
// ErrTooLarge beyond maxStates states (0: DefaultMaxStates).
func compareTable(a, b *Graph, maxStates int) (*geTable, error) {
	return compareTableCounted(a, b, maxStates, nil)
}

// compareTableCounted is compareTable with its work counted on m: a unit
// for each state and each move; it stops with the meter's error.
func compareTableCounted(a, b *Graph, maxStates int, m *meter) (*geTable, error) {
	if maxStates <= 0 {
		maxStates = DefaultMaxStates
	}
	na, nb := len(a.L), len(b.L)
	if na*nb*2 > maxStates || na*nb*2 < 0 {
		return nil, fmt.Errorf("%w: a comparison of %d by %d positions", ErrTooLarge, na, nb)
	}
	n := na * nb * 2
	r := retro{mine: make([]bool, n), off: make([]int32, n+1), m: m}
	k := 0
	for x := 0; x < na; x++ {
		for y := 0; y < nb; y++ {
			if err := m.add(2 + len(a.L[x]) + len(a.R[x]) + len(b.L[y]) + len(b.R[y])); err != nil {
				return nil, err
			}
			// Left to move in x − y: x → x^L or y → y^R; then Right moves.
			for _, o := range a.L[x] {
				r.to = append(r.to, (o*int32(nb)+int32(y))*2+1)
			}
			for _, o := range b.R[y] {
				r.to = append(r.to, (int32(x)*int32(nb)+o)*2+1)
			}
			k++
			r.off[k] = int32(len(r.to))
			// Right to move: x → x^R or y → y^L.
			for _, o := range a.R[x] {
				r.to = append(r.to, (o*int32(nb)+int32(y))*2)
			}
			for _, o := range b.L[y] {
				r.to = append(r.to, (int32(x)*int32(nb)+o)*2)
			}
			r.mine[k] = true
			k++
			r.off[k] = int32(len(r.to))
		}
	}
	won, err := r.winCounted()
	if err != nil {
		return nil, err
	}
	return &geTable{nb: nb, won: won}, nil
}

// GreaterEq reports whether g ≥ h for stoppers g and h (Siegel 2013,
// ch. VI), or an error if either is not a stopper.
func GreaterEq(g, h *Graph, maxStates int) (bool, error) {
	if !g.IsStopper() || !h.IsStopper() {
		return false, ErrNotStopper
	}
	t, err := compareTable(g, h, maxStates)
	if err != nil {
		return false, err
	}
	return t.ge(g.Start, h.Start), nil
}

// ErrNotStopper reports a game that is not a stopper where one is needed.
var ErrNotStopper = errors.New("loopy: not a stopper (some play alternates forever)")
