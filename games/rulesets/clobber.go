package rulesets

import "cgcalc/games"

// Clobber (Albert, Grossman, Nowakowski and Wolfe, "An introduction to
// Clobber", Integers 5 (2005); Siegel, Combinatorial Game Theory (2013))
// and the variants CGSuite (Siegel) 2.x defines with its GenClobber schema.
// A position is a board as CGSuite writes it: rows separated by '|', '.'
// empty, '#' off the board, 'x' Left's (black) stones and 'o' Right's
// (white) stones: "xox|ox.".
//
// In Clobber, Left moves one of her stones onto an orthogonally adjacent
// white stone, which is removed ("clobbered"); Right likewise with a white
// stone onto a black one. The variants change the directions, the reach or
// what is clobbered:
//
//   - diagonal-clobber: the moves are diagonal;
//   - kings-clobber: the moves go in any of the eight directions;
//   - rooks-clobber: a stone slides orthogonally over empty cells and
//     clobbers the first stone it meets, if an opponent's;
//   - queens-clobber: as rooks-clobber in any of the eight directions;
//   - anti-clobber: a stone moves orthogonally onto an adjacent empty cell
//     and leaves an opponent's stone behind;
//   - hot-clobber: a stone may clobber an adjacent stone of either colour.
//
// Regions: with moves of one step onto stones, the stones joined by the
// directions of movement (empty cells never change); with sliding or
// anti-clobber moves, the cells that are not walls. A region lacking what a
// move needs (two colours; two stones in hot-clobber; a stone and an empty
// cell in anti-clobber) is 0 and left out.

// clobberVariant is one of the rules of the GenClobber schema.
type clobberVariant struct {
	name  string
	dirs  [][2]int
	slide bool   // a stone slides over empty cells to its target
	onto  string // what Left's stone may move onto (Right's: the colours exchanged)
	leave byte   // what Left leaves behind (Right: the colours exchanged)
}

// clobberVariants are the rulesets of the Clobber family, by name.
var clobberVariants = []clobberVariant{
	{name: "clobber", dirs: stoneOrthogonal, onto: "o", leave: stoneEmpty},
	{name: "diagonal-clobber", dirs: stoneDiagonal, onto: "o", leave: stoneEmpty},
	{name: "kings-clobber", dirs: stoneCompass, onto: "o", leave: stoneEmpty},
	{name: "rooks-clobber", dirs: stoneOrthogonal, slide: true, onto: "o", leave: stoneEmpty},
	{name: "queens-clobber", dirs: stoneCompass, slide: true, onto: "o", leave: stoneEmpty},
	{name: "anti-clobber", dirs: stoneOrthogonal, onto: ".", leave: stoneRight},
	{name: "hot-clobber", dirs: stoneOrthogonal, onto: "xo", leave: stoneEmpty},
}

func init() {
	for i := range clobberVariants {
		v := &clobberVariants[i]
		register(v.name, func(s *games.Store) Ruleset { return newStoneRuleset(v.name, s, v) })
	}
}

// hot reports whether a stone may clobber its own colour.
func (v *clobberVariant) hot() bool { return len(v.onto) == 2 }

// anti reports whether stones move onto empty cells.
func (v *clobberVariant) anti() bool { return v.onto == "." }

// target reports whether the player's stone may move onto cell c.
func (v *clobberVariant) target(c byte, left bool) bool {
	if !left {
		c = stoneSwap(c)
	}
	for i := 0; i < len(v.onto); i++ {
		if v.onto[i] == c {
			return true
		}
	}
	return false
}

// options returns the boards the player can move to.
func (v *clobberVariant) options(b *stoneBoard, left bool) []*stoneBoard {
	us, leave := byte(stoneLeft), v.leave
	if !left {
		us, leave = stoneRight, stoneSwap(leave)
	}
	var out []*stoneBoard
	for p, c := range b.c {
		if c != us {
			continue
		}
		i, j := p/b.w, p%b.w
		for _, d := range v.dirs {
			ti, tj := i+d[0], j+d[1]
			if v.slide {
				for b.at(ti, tj) == stoneEmpty {
					ti, tj = ti+d[0], tj+d[1]
				}
			}
			t := b.at(ti, tj)
			if t == stoneWall || !v.target(t, left) {
				continue
			}
			o := b.clone()
			o.c[p], o.c[ti*b.w+tj] = leave, us
			out = append(out, o)
		}
	}
	return out
}

// split returns the regions of b that are not 0.
func (v *clobberVariant) split(b *stoneBoard) []*stoneBoard {
	live := func(c byte) bool { return c == stoneLeft || c == stoneRight }
	if v.slide || v.anti() {
		live = func(c byte) bool { return c != stoneWall }
	}
	var out []*stoneBoard
	for _, comp := range stoneComponents(b, live, v.dirs) {
		nx, no := stoneCount(b, comp, stoneLeft), stoneCount(b, comp, stoneRight)
		switch {
		case v.hot():
			if nx+no < 2 {
				continue
			}
		case v.anti():
			if nx+no == 0 || nx+no == len(comp) {
				continue
			}
		default:
			if nx == 0 || no == 0 {
				continue
			}
		}
		out = append(out, stoneExtract(b, comp))
	}
	return out
}
