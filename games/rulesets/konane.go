package rulesets

import "cgcalc/games"

// Konane, the Hawaiian checkers (Ernst, "Playing Konane Mathematically: A
// Combinatorial Game-Theoretic Analysis", UMAP Journal 16 (1995); Albert,
// Nowakowski, Wolfe, Lessons in Play (2007)). A position is written as in
// Clobber: rows separated by '|', '.' empty, '#' off the board, 'x' Left's
// (black) stones and 'o' Right's (white) stones: "xo.|..o".
//
// Left jumps one of her stones orthogonally over an adjacent white stone
// into the empty cell beyond, removing the white stone; she may go on
// jumping in the same direction, and each number of jumps is a move of its
// own. Right likewise with a white stone over black ones.
//
// Regions: a cell can ever hold a stone only if it holds one, or if it is
// empty and lies, in some direction, next to a cell that can and two steps
// from one that can (a jump lands there). The other cells never change and
// are walls; the cells that can hold stones, joined orthogonally, split
// into regions, and a region with stones of one colour only is 0.

// konane is the rules of Konane.
type konane struct{}

func init() {
	register("konane", func(s *games.Store) Ruleset { return newStoneRuleset("konane", s, konane{}) })
}

// options returns the boards the player can jump to.
func (konane) options(b *stoneBoard, left bool) []*stoneBoard {
	us, them := byte(stoneLeft), byte(stoneRight)
	if !left {
		us, them = them, us
	}
	var out []*stoneBoard
	for p, c := range b.c {
		if c != us {
			continue
		}
		i, j := p/b.w, p%b.w
		for _, d := range stoneOrthogonal {
			o := b.clone()
			o.c[p] = stoneEmpty
			ci, cj := i, j
			for b.at(ci+d[0], cj+d[1]) == them && b.at(ci+2*d[0], cj+2*d[1]) == stoneEmpty {
				o.c[(ci+d[0])*b.w+cj+d[1]] = stoneEmpty
				ci, cj = ci+2*d[0], cj+2*d[1]
				jumped := o.clone()
				jumped.c[ci*b.w+cj] = us
				out = append(out, jumped)
			}
		}
	}
	return out
}

// split returns the regions of b that are not 0.
func (konane) split(b *stoneBoard) []*stoneBoard {
	// can[p]: cell p can ever hold a stone. The least fixed point of the
	// rule above, from the stones.
	can := make([]bool, len(b.c))
	for p, c := range b.c {
		can[p] = c == stoneLeft || c == stoneRight
	}
	canAt := func(i, j int) bool { return i >= 0 && j >= 0 && i < b.h && j < b.w && can[i*b.w+j] }
	for changed := true; changed; {
		changed = false
		for p, c := range b.c {
			if can[p] || c != stoneEmpty {
				continue
			}
			i, j := p/b.w, p%b.w
			for _, d := range stoneOrthogonal {
				if canAt(i+d[0], j+d[1]) && canAt(i+2*d[0], j+2*d[1]) {
					can[p], changed = true, true
					break
				}
			}
		}
	}
	live := make([]byte, len(b.c))
	for p := range live {
		live[p] = stoneWall
		if can[p] {
			live[p] = b.c[p]
		}
	}
	lb := &stoneBoard{h: b.h, w: b.w, c: live}
	var out []*stoneBoard
	for _, comp := range stoneComponents(lb, func(c byte) bool { return c != stoneWall }, stoneOrthogonal) {
		if stoneCount(lb, comp, stoneLeft) == 0 || stoneCount(lb, comp, stoneRight) == 0 {
			continue
		}
		out = append(out, stoneExtract(lb, comp))
	}
	return out
}
