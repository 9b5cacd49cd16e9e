package rulesets

import "cgcalc/games"

// Amazons (Berlekamp, "Sums of N×2 Amazons" (2000); Snatzke; CGSuite
// (Siegel) 2.x, game.grid.Amazons). A position is written as CGSuite
// writes it: rows separated by '|', '.' empty, '#' a burnt cell (an arrow,
// or off the board), 'x' Left's amazons and 'o' Right's: "x...|o...".
//
// Left moves one of her amazons like a chess queen (any distance in one
// of the eight directions, over empty cells), then from where it lands
// shoots an arrow like a queen too; the arrow burns the cell it stops on
// (which may be the cell the amazon left). Right likewise.
//
// Regions: the cells that are not burnt, joined in the eight directions;
// a move never leaves its region, and a region without amazons is 0.

// amazons is the rules of Amazons.
type amazons struct{}

func init() {
	register("amazons", func(s *games.Store) Ruleset { return newStoneRuleset("amazons", s, amazons{}) })
}

// options returns the boards the player can move to.
func (amazons) options(b *stoneBoard, left bool) []*stoneBoard {
	us := byte(stoneLeft)
	if !left {
		us = stoneRight
	}
	var out []*stoneBoard
	work := b.clone()
	for p, c := range b.c {
		if c != us {
			continue
		}
		work.c[p] = stoneEmpty
		i, j := p/b.w, p%b.w
		for _, d := range stoneCompass {
			for ti, tj := i+d[0], j+d[1]; work.at(ti, tj) == stoneEmpty; ti, tj = ti+d[0], tj+d[1] {
				q := ti*b.w + tj
				work.c[q] = us
				for _, e := range stoneCompass {
					for ai, aj := ti+e[0], tj+e[1]; work.at(ai, aj) == stoneEmpty; ai, aj = ai+e[0], aj+e[1] {
						o := work.clone()
						o.c[ai*b.w+aj] = stoneWall
						out = append(out, o)
					}
				}
				work.c[q] = stoneEmpty
			}
		}
		work.c[p] = us
	}
	return out
}

// split returns the regions of b that hold an amazon.
func (amazons) split(b *stoneBoard) []*stoneBoard {
	var out []*stoneBoard
	for _, comp := range stoneComponents(b, func(c byte) bool { return c != stoneWall }, stoneCompass) {
		if stoneCount(b, comp, stoneLeft)+stoneCount(b, comp, stoneRight) == 0 {
			continue
		}
		out = append(out, stoneExtract(b, comp))
	}
	return out
}
