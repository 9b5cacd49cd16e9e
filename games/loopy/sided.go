package loopy

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

// Sided is the value of a loopy game: its onside and offside, with G =
// Onside & Offside (Winning Ways ch. 11; Siegel 2013, ch. VI §4). Each
// side is the simplest form of a stopper when it is one; a side that is no
// stopper (CGSuite's carousel, such as the sides of Bach's Carousel) is
// kept as a graph of that side, which Format prints all the same. A
// stopper has equal sides.
type Sided struct {
	Onside, Offside *Graph
}

// Sides returns the onside and offside of g (Siegel, "Coping with cycles",
// Games of No Chance 3, 2009; Siegel 2013, ch. VI). A stopper's sides are
// its simplest form. Otherwise each side is found on the game graph, part
// by part, by changes that keep the side of every position (see sideOf),
// and checked against g with the side comparison. A side that is a
// stopper comes out as its simplest form; one that is not stays a graph
// (OnsideIsStopper, OffsideIsStopper). maxStates bounds each comparison
// (0: DefaultMaxStates); beyond it Sides returns an error wrapping
// ErrTooLarge.
func Sides(g *Graph, maxStates int) (*Sided, error) {
	return SidesPoll(g, maxStates, nil)
}

// SidesPoll is Sides with a poll: called now and then, its error (if not
// nil) stops the work and is returned.
func SidesPoll(g *Graph, maxStates int, poll func() error) (*Sided, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	t := g.Trim()
	t.Labels = nil
	if t.alternatingAcyclic() {
		s, err := SimplifyByParts(t, maxStates, poll)
		if err != nil {
			return nil, err
		}
		return &Sided{s, s}, nil
	}
	on, err := sideOf(t, true, maxStates, poll)
	if err != nil {
		return nil, sideErr(true, err)
	}
	off, err := sideOf(t, false, maxStates, poll)
	if err != nil {
		return nil, sideErr(false, err)
	}
	return &Sided{on, off}, nil
}

// OnsideIsStopper reports whether the onside is a stopper.
func (s *Sided) OnsideIsStopper() bool { return s.Onside.IsStopper() }

// OffsideIsStopper reports whether the offside is a stopper.
func (s *Sided) OffsideIsStopper() bool { return s.Offside.IsStopper() }

// IsStopperSided reports whether both sides are stoppers.
func (s *Sided) IsStopperSided() bool { return s.OnsideIsStopper() && s.OffsideIsStopper() }

// stopperNodes marks the nodes of t from which every reachable position
// is free of infinite alternating play.
func stopperNodes(t *Graph) []bool {
	n := len(t.L)
	// States of alternating play: 2v Left to move at v, 2v+1 Right to
	// move. Peel off, from the states without a move, every state all of
	// whose moves lead to peeled states (Kahn's algorithm on the reversed
	// graph): the states left can reach an alternating cycle.
	next := func(s int32) []int32 {
		if s%2 == 0 {
			return t.L[s/2]
		}
		return t.R[s/2]
	}
	outdeg := make([]int32, 2*n)
	statePred := make([][]int32, 2*n)
	for s := int32(0); s < int32(2*n); s++ {
		for _, o := range next(s) {
			u := 2*o + 1 - s%2
			outdeg[s]++
			statePred[u] = append(statePred[u], s)
		}
	}
	var queue []int32
	for s := range outdeg {
		if outdeg[s] == 0 {
			queue = append(queue, int32(s))
		}
	}
	for len(queue) > 0 {
		u := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, s := range statePred[u] {
			if outdeg[s]--; outdeg[s] == 0 {
				queue = append(queue, s)
			}
		}
	}
	// Nodes with a state left reach an alternating cycle; so does every
	// node that reaches one: none is a stopper.
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
		if outdeg[2*v] > 0 || outdeg[2*v+1] > 0 {
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

// IsStopper reports whether the sided value is a stopper: both sides
// stoppers, and equal.
func (s *Sided) IsStopper(maxStates int) (bool, error) {
	if !s.IsStopperSided() {
		return false, nil
	}
	if s.Onside == s.Offside {
		return true, nil
	}
	return Equal(s.Onside, s.Offside, maxStates)
}

// sideLE reports whether g ≤ h in one side: the comparison of stoppers
// when both are, else the side comparison of the graphs.
func sideLE(g, h *Graph, onside bool, maxStates int) (bool, error) {
	if g.IsStopper() && h.IsStopper() {
		return GreaterEq(h, g, maxStates)
	}
	return SideLessEq(g, h, onside, maxStates)
}

// SidedGreaterEq reports whether a ≥ b: onside ≥ onside and offside ≥
// offside (Siegel 2013, ch. VI §4), each compared in its side.
func SidedGreaterEq(a, b *Sided, maxStates int) (bool, error) {
	on, err := sideLE(b.Onside, a.Onside, true, maxStates)
	if err != nil || !on {
		return false, err
	}
	return sideLE(b.Offside, a.Offside, false, maxStates)
}

// SidedEqual reports whether a = b, side by side.
func SidedEqual(a, b *Sided, maxStates int) (bool, error) {
	x, err := SidedGreaterEq(a, b, maxStates)
	if err != nil || !x {
		return false, err
	}
	return SidedGreaterEq(b, a, maxStates)
}

// SideOf returns the onside (onside true) or the offside of g, as Sides
// finds it: the simplest form when it is a stopper, else a graph of that
// side.
func SideOf(g *Graph, onside bool, maxStates int) (*Graph, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	s, err := sideOf(g, onside, maxStates, nil)
	if err != nil {
		return nil, sideErr(onside, err)
	}
	return s, nil
}

// SidedSum returns a + b: the onside of the sum of the onsides and the
// offside of the sum of the offsides (Siegel 2013, ch. VI §4, upsum and
// downsum). poll (if not nil) is called now and then and stops the work
// with its error.
func SidedSum(a, b *Sided, maxStates int, poll func() error) (*Sided, error) {
	on, err := Sum(a.Onside, b.Onside, maxStates)
	if err != nil {
		return nil, err
	}
	off, err := Sum(a.Offside, b.Offside, maxStates)
	if err != nil {
		return nil, err
	}
	x, err := sideOf(on, true, maxStates, poll)
	if err != nil {
		return nil, sideErr(true, err)
	}
	y, err := sideOf(off, false, maxStates, poll)
	if err != nil {
		return nil, sideErr(false, err)
	}
	return &Sided{x, y}, nil
}

// Neg returns −a: the negative of the offside is the onside.
// A stopper's one graph gives one graph.
func (s *Sided) Neg() *Sided {
	if s.Onside == s.Offside {
		n := s.Onside.Neg()
		return &Sided{n, n}
	}
	return &Sided{s.Offside.Neg(), s.Onside.Neg()}
}
