package impartial

import (
	"slices"
	"strconv"
	"strings"
)

// Position is a sum of heaps of one ruleset: the sizes of its non-empty
// heaps in increasing order, repeats allowed. The empty position (no
// heaps, or only empty ones) is the game 0 = {}: the player to move has
// no move (and so loses in normal play, wins in misère play). Use
// NewPosition to build one from heaps in any order.
type Position []int

// NewPosition returns the position of the given heaps: sorted, with the
// empty heaps left out. It panics if a heap is negative.
func NewPosition(heaps ...int) Position {
	p := make(Position, 0, len(heaps))
	for _, h := range heaps {
		if h < 0 {
			panic("impartial: negative heap " + strconv.Itoa(h))
		}
		if h > 0 {
			p = append(p, h)
		}
	}
	slices.Sort(p)
	return p
}

// String writes the heaps joined by "+", e.g. 3+5+5, and 0 for the empty
// position.
func (p Position) String() string {
	if len(p) == 0 {
		return "0"
	}
	parts := make([]string, len(p))
	for i, h := range p {
		parts[i] = strconv.Itoa(h)
	}
	return strings.Join(parts, "+")
}
