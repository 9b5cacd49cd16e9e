package rulesets

import "cgcalc/games"

// Fission (CGSuite (Siegel), version 2.x, game.grid.Fission) is played with stones on a board, as CGSuite writes it: rows separated
// by '|', '.' an empty cell, 'x' a stone, '#' off the board.
//
// Left picks a stone whose neighbours above and below are both empty
// cells of the board and splits it: the stone goes and those two cells get
// a stone each. Right does the same with the neighbours to the left and
// the right. Off the board is not empty, so a stone on the edge cannot
// split across it. This is CGSuite's rule (its Options: a stone c with
// grid[c−d] and grid[c+d] empty, d = (1,0) for Left, (0,1) for Right).
//
// Regions: a move changes three cells in a line of cells on the board,
// so the cells not off the board fall into independent regions, joined
// orthogonally; a region with no stone or no empty cell has no move and
// is 0, left out. Symmetry: the mirror images and the half turn keep the
// value, and the transposition (and the quarter turns) exchange the
// players, negating it (transposeKey).
func init() {
	register("fission", func(s *games.Store) Ruleset { return newCellsRuleset("fission", ".x#", s, fission{}) })
}

// fission is the rules of Fission.
type fission struct{}

// key is transposeKey.
func (fission) key(b *stoneBoard) (string, bool) { return transposeKey(b) }

// options returns the boards after each split of a stone, stones in
// row-major order.
func (fission) options(b *stoneBoard, left bool) []*stoneBoard {
	di, dj := 1, 0
	if !left {
		di, dj = 0, 1
	}
	var out []*stoneBoard
	for p, c := range b.c {
		if c != stoneLeft {
			continue
		}
		i, j := p/b.w, p%b.w
		if b.at(i-di, j-dj) != stoneEmpty || b.at(i+di, j+dj) != stoneEmpty {
			continue
		}
		o := b.clone()
		o.c[p] = stoneEmpty
		o.c[(i-di)*b.w+j-dj], o.c[(i+di)*b.w+j+dj] = stoneLeft, stoneLeft
		out = append(out, o)
	}
	return out
}

// split returns the regions of cells on the board with a stone and an
// empty cell.
func (fission) split(b *stoneBoard) []*stoneBoard {
	var out []*stoneBoard
	for _, comp := range stoneComponents(b, func(c byte) bool { return c != stoneWall }, stoneOrthogonal) {
		if n := stoneCount(b, comp, stoneLeft); n == 0 || n == len(comp) {
			continue
		}
		out = append(out, stoneExtract(b, comp))
	}
	return out
}
