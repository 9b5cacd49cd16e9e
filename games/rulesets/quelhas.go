package rulesets

import "cgcalc/games"

// Quelhas is Domineering with longer pieces: Left covers a vertical line
// of two or more empty cells, Right a horizontal one. A position is a
// board as Domineering's is written: rows separated by '|', '.' an empty
// cell, '#' a covered cell or one off the board. The rule is cgt-tools'
// (t4ccer, cgt_ai_core/src/quelhas.rs: "Left crosses out vertical
// segments of at least two empty squares, Right horizontal ones, and
// whoever makes the last move loses"). Quelhas is played misère there;
// this ruleset gives its normal-play value, and misere-outcome plays a
// position out under the misère rule.
//
// Regions: the empty cells joined orthogonally are independent; a lone
// cell has no move and is left out. A region of one row is −⌊n/2⌋ (only
// Right moves, and at most ⌊n/2⌋ times, each taking two cells of the row
// at least, which dominoes reach); one column is ⌊n/2⌋. Symmetry: as
// Fission's (transposeKey), the transposition negating.
func init() {
	register("quelhas", func(s *games.Store) Ruleset { return newCellsRuleset("quelhas", ".#", s, quelhas{s: s}) })
}

// quelhas is the rules of Quelhas.
type quelhas struct{ s *games.Store }

// key is transposeKey.
func (quelhas) key(b *stoneBoard) (string, bool) { return transposeKey(b) }

// options returns the boards after each line the player may cover: for
// each first cell in row-major order, each length from 2 up.
func (quelhas) options(b *stoneBoard, left bool) []*stoneBoard {
	di, dj := 1, 0
	if !left {
		di, dj = 0, 1
	}
	var out []*stoneBoard
	for p, c := range b.c {
		if c != stoneEmpty {
			continue
		}
		i, j := p/b.w, p%b.w
		for n := 2; b.at(i+(n-1)*di, j+(n-1)*dj) == stoneEmpty; n++ {
			o := b.clone()
			for k := 0; k < n; k++ {
				o.c[(i+k*di)*b.w+j+k*dj] = stoneWall
			}
			out = append(out, o)
		}
	}
	return out
}

// split returns the regions of two or more empty cells.
func (quelhas) split(b *stoneBoard) []*stoneBoard {
	var out []*stoneBoard
	for _, comp := range stoneComponents(b, func(c byte) bool { return c == stoneEmpty }, stoneOrthogonal) {
		if len(comp) > 1 {
			out = append(out, stoneExtract(b, comp))
		}
	}
	return out
}

// closed returns the value of a region of one row or one column, and
// whether it is one.
func (q quelhas) closed(b *stoneBoard) (games.ID, bool) {
	switch {
	case b.h == 1:
		return q.s.Integer(-int64(b.w / 2)), true
	case b.w == 1:
		return q.s.Integer(int64(b.h / 2)), true
	}
	return 0, false
}
