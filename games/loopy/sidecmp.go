package loopy

import (
	"fmt"
	"slices"
)

// sideTable answers x ≤ y in one side for x a node of a and y a node of b,
// any loopy games: x⁺ ≤ y⁺ (the onside) or x⁻ ≤ y⁻ (the offside).
//
// The comparison is a game of survival on y − x (Siegel, Combinatorial
// Game Theory, 2013, ch. VI; Siegel, "Coping with cycles", Games of No
// Chance 3, 2009): Right moves first, a player who cannot move loses, and
// an infinite play is won by Left exactly when it has infinitely many
// moves in the component of the side, y for the onside (y⁺ − x⁺ = y⁺ +
// (−x)⁻) and −x for the offside. An infinite play confined at last to one
// component alternates there, so for stoppers the rule gives the usual
// comparison, in which Left survives every infinite play.
type sideTable struct {
	nb  int
	win []bool // Left survives at state ((x·nb)+y)·2+m, m = 1 Right to move
}

func (t *sideTable) le(x, y int32) bool { return t.win[(int(x)*t.nb+int(y))*2+1] }

// sortedOpts returns copies of the option lists, sorted without repeats.
func sortedOpts(a [][]int32) [][]int32 {
	out := make([][]int32, len(a))
	for i, x := range a {
		c := slices.Clone(x)
		slices.Sort(c)
		out[i] = slices.Compact(c)
	}
	return out
}

// predecessors returns, for each node, the nodes with an option to it.
func predecessors(opts [][]int32) [][]int32 {
	pred := make([][]int32, len(opts))
	for v, os := range opts {
		for _, o := range os {
			pred[o] = append(pred[o], int32(v))
		}
	}
	return pred
}

// sideCompare solves the comparison game of every node of a against every
// node of b in the onside (onside true) or the offside. It is a Büchi game
// solved by the nested fixed point: Z, the states where Left survives, is
// the greatest set such that from Z Left can force, within finitely many
// moves, a move of the side's component into Z (or Right's being stuck).
// maxStates (0: DefaultMaxStates) bounds the states na·nb·2; poll (if not
// nil) is called once per outer round and stops the work with its error.
func sideCompare(a, b *Graph, onside bool, maxStates int, poll func() error) (*sideTable, error) {
	return sideCompareFrom(a, b, onside, maxStates, newMeter(poll), nil)
}

// sideCompareFrom is sideCompare for the pairs in from only (all pairs if
// from is nil): the game is solved on the states reachable from them, and
// the table answers for those pairs alone.
// Its work is counted on m: a unit for each state and each move looked at.
//
// It is one function of more than 150 lines on purpose: the nested fixed
// point's state numbering, predecessor lists, counters and worklist are
// shared by every round, and pieces of it would pass them all around.
func sideCompareFrom(a, b *Graph, onside bool, maxStates int, m *meter, from [][2]int32) (*sideTable, error) {
	if maxStates <= 0 {
		maxStates = DefaultMaxStates
	}
	na, nb := len(a.L), len(b.L)
	if na*nb*2 > maxStates || na*nb*2 < 0 {
		return nil, fmt.Errorf("%w: a side comparison of %d by %d positions", ErrTooLarge, na, nb)
	}
	aL, aR, bL, bR := sortedOpts(a.L), sortedOpts(a.R), sortedOpts(b.L), sortedOpts(b.R)
	paL, paR, pbL, pbR := predecessors(aL), predecessors(aR), predecessors(bL), predecessors(bR)
	n := na * nb * 2
	st := func(x, w int32, m int32) int32 { return (x*int32(nb)+w)*2 + m }
	// z starts as the states to solve: all, or those reachable from the
	// pairs asked (Right to move); the others stay out of play.
	z := make([]bool, n)
	var pairs []int32 // the (x, w) pairs with a state to solve
	if from == nil {
		for i := range z {
			z[i] = true
		}
		pairs = make([]int32, na*nb)
		for i := range pairs {
			pairs[i] = int32(i)
		}
	} else {
		seen := make([]bool, na*nb)
		var stack []int32
		push := func(s int32) {
			if !z[s] {
				z[s] = true
				stack = append(stack, s)
				if p := s / 2; !seen[p] {
					seen[p] = true
					pairs = append(pairs, p)
				}
			}
		}
		for _, p := range from {
			push(st(p[0], p[1], 1))
		}
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, w := s/2/int32(nb), s/2%int32(nb)
			if err := m.add(1 + len(aR[x]) + len(bL[w]) + len(aL[x]) + len(bR[w])); err != nil {
				return nil, err
			}
			if s%2 == 0 {
				for _, o := range aR[x] {
					push(st(o, w, 1))
				}
				for _, o := range bL[w] {
					push(st(x, o, 1))
				}
			} else {
				for _, o := range aL[x] {
					push(st(o, w, 0))
				}
				for _, o := range bR[w] {
					push(st(x, o, 0))
				}
			}
		}
	}
	y := make([]bool, n)
	cnt := make([]int32, n)
	var queue []int32
	for {
		if err := m.check(); err != nil {
			return nil, err
		}
		clear(y)
		queue = queue[:0]
		for _, p := range pairs {
			x, w := p/int32(nb), p%int32(nb)
			if err := m.add(2 + len(aR[x]) + len(bL[w]) + len(aL[x]) + len(bR[w])); err != nil {
				return nil, err
			}
			s0, s1 := st(x, w, 0), st(x, w, 1)
			// Left to move: x → x^R (a move in −x) or w → w^L (in w).
			if z[s0] {
				acc := false
				if onside {
					for _, o := range bL[w] {
						if z[st(x, o, 1)] {
							acc = true
							break
						}
					}
				} else {
					for _, o := range aR[x] {
						if z[st(o, w, 1)] {
							acc = true
							break
						}
					}
				}
				if acc {
					y[s0] = true
					queue = append(queue, s0)
				}
			}
			// Right to move: x → x^L or w → w^R. Count the moves not
			// yet known to keep Left in Z with progress.
			if z[s1] {
				var c int32
				if onside {
					c = int32(len(aL[x]))
					for _, o := range bR[w] {
						if !z[st(x, o, 0)] {
							c++
						}
					}
				} else {
					c = int32(len(bR[w]))
					for _, o := range aL[x] {
						if !z[st(o, w, 0)] {
							c++
						}
					}
				}
				cnt[s1] = c
				if c == 0 {
					y[s1] = true
					queue = append(queue, s1)
				}
			}
		}
		for len(queue) > 0 {
			t := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			x, w, mv := t/2/int32(nb), t/2%int32(nb), t%2
			if err := m.add(1 + len(paR[x]) + len(pbL[w]) + len(paL[x]) + len(pbR[w])); err != nil {
				return nil, err
			}
			if mv == 1 {
				// Left-to-move predecessors: (x0, w) with x ∈ x0^R, and
				// (x, w0) with w ∈ w0^L. An edge into Y keeps Left going.
				for _, x0 := range paR[x] {
					if s := st(x0, w, 0); z[s] && !y[s] {
						y[s] = true
						queue = append(queue, s)
					}
				}
				for _, w0 := range pbL[w] {
					if s := st(x, w0, 0); z[s] && !y[s] {
						y[s] = true
						queue = append(queue, s)
					}
				}
				continue
			}
			// Right-to-move predecessors: (x0, w) with x ∈ x0^L (a move in
			// −x) and (x, w0) with w ∈ w0^R (a move in w). Moves of the
			// side's component into Z were never counted.
			for _, x0 := range paL[x] {
				s := st(x0, w, 1)
				if !z[s] || y[s] || (!onside && z[t]) {
					continue
				}
				if cnt[s]--; cnt[s] == 0 {
					y[s] = true
					queue = append(queue, s)
				}
			}
			for _, w0 := range pbR[w] {
				s := st(x, w0, 1)
				if !z[s] || y[s] || (onside && z[t]) {
					continue
				}
				if cnt[s]--; cnt[s] == 0 {
					y[s] = true
					queue = append(queue, s)
				}
			}
		}
		if slices.Equal(y, z) {
			break
		}
		z, y = y, z
	}
	return &sideTable{nb: nb, win: z}, nil
}

// SideLessEq reports whether g⁺ ≤ h⁺ (onside true) or g⁻ ≤ h⁻ for any
// loopy games g and h, without computing their sides: Left survives h − g
// with Right moving first, an infinite play being Left's when it has
// infinitely many moves in h (onside) or in −g (offside) (Siegel 2013,
// ch. VI). For stoppers it is the comparison g ≤ h. maxStates bounds the
// states (0: DefaultMaxStates); beyond it SideLessEq returns an error
// wrapping ErrTooLarge.
func SideLessEq(g, h *Graph, onside bool, maxStates int) (bool, error) {
	t, err := sideCompareFrom(g, h, onside, maxStates, nil, [][2]int32{{g.Start, h.Start}})
	if err != nil {
		return false, err
	}
	return t.le(g.Start, h.Start), nil
}
