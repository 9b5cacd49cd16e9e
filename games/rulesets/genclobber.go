package rulesets

import (
	"fmt"
	"strings"

	"cgcalc/games"
)

// GenClobber is CGSuite's schema of Clobber variants (CGSuite (Siegel),
// version 2.x, game.grid.GenClobber(directions, clobbered, leftBehind,
// maxDistance)), with the parameters cgcalc takes:
//
//   - directions: the steps a stone moves by, one of the sets closed
//     under the symmetries of the square: orthogonal (Clobber), diagonal,
//     compass (the eight around, CGSuite's Kings) and knight (the eight
//     knight's moves: knights-clobber);
//   - onto: what a stone may move onto, seen from its owner: 'o' (an
//     opponent's stone), 'x' (one's own), both, or '.' (an empty cell);
//   - leave: what a stone leaves behind, seen from its owner: '.' when it
//     moves onto stones, 'x' or 'o' when onto an empty cell. Other
//     choices let positions repeat (a stone stepping to and fro over empty
//     cells), which CGSuite's short games cannot be; here every move
//     removes a stone or fills an empty cell, so plays end;
//   - slide: a stone moves any number of steps in its direction over
//     empty cells (CGSuite's maxDistance => inf) instead of one.
//
// Both players play by the same rules (CGSuite's clobbered and leftBehind
// may differ between them; cgcalc's keep them alike, so that exchanging
// the colours negates a position, which the solver's memo uses with the
// symmetries of the square). The named variants (clobber, kings-clobber,
// anti-clobber, …) are GenClobber with their parameters.
//
// Regions: as Clobber's, a stone's moves reach the cells a step of the
// directions away (or along them over empty cells, sliding), so the cells
// joined by steps of the directions fall into independent regions: the
// stones alone when no move enters or leaves an empty cell, the cells not
// off the board otherwise. A region without stones, or where neither
// player has a move, is 0 and left out.
func init() {
	register("knights-clobber", func(s *games.Store) Ruleset {
		r, _ := NewGenClobber(s, "knights-clobber", "knight", "o", '.', false)
		return r
	})
}

// stoneKnight are the knight's moves.
var stoneKnight = [][2]int{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}

// GenClobberDirections are the sets of directions GenClobber takes, by
// name.
var GenClobberDirections = map[string][][2]int{
	"orthogonal": stoneOrthogonal,
	"diagonal":   stoneDiagonal,
	"compass":    stoneCompass,
	"knight":     stoneKnight,
}

// NewGenClobber returns the GenClobber ruleset called name for store s:
// stones move by the directions named dirs onto the cells of onto (seen
// from the mover: '.', 'x', 'o'), leaving leave behind, one step or
// sliding; an error names a parameter out of its range.
func NewGenClobber(s *games.Store, name, dirs, onto string, leave byte, slide bool) (Ruleset, error) {
	if err := checkGenClobber(dirs, onto, leave); err != nil {
		return nil, err
	}
	v := &clobberVariant{name: name, dirs: GenClobberDirections[dirs], slide: slide, onto: onto, leave: leave}
	r := newStoneRuleset(name, s, genClobber{v})
	if name != "knights-clobber" {
		r.form = "(gen-clobber %s"
		if dirs != "orthogonal" {
			r.form += " :directions '" + dirs
		}
		if onto != "o" {
			r.form += fmt.Sprintf(" :onto %q", onto)
		}
		if leave != '.' {
			r.form += fmt.Sprintf(" :leave %q", string(leave))
		}
		if slide {
			r.form += " :slide t"
		}
		r.form += ")"
	}
	return r, nil
}

// checkGenClobber returns an error naming the first GenClobber parameter
// out of its range, or nil.
func checkGenClobber(dirs, onto string, leave byte) error {
	if _, ok := GenClobberDirections[dirs]; !ok {
		return fmt.Errorf("directions %q: one of orthogonal, diagonal, compass, knight", dirs)
	}
	if onto == "" || strings.Trim(onto, ".xo") != "" {
		return fmt.Errorf("onto %q: one or more of . (empty), o (an opponent's stone), x (one's own)", onto)
	}
	if leave != '.' && leave != 'x' && leave != 'o' {
		return fmt.Errorf("leave %q: one of . x o", leave)
	}
	if (onto == ".") == (leave == '.') || strings.Contains(onto, ".") && onto != "." {
		return fmt.Errorf("onto %q with leave %q: positions would repeat; a stone moving onto stones must leave an empty cell, one moving onto an empty cell a stone", onto, leave)
	}
	return nil
}

// genClobber is a clobberVariant with the general split.
type genClobber struct{ v *clobberVariant }

func (g genClobber) options(b *stoneBoard, left bool) []*stoneBoard { return g.v.options(b, left) }

// split returns the regions of b with a stone and a move.
func (g genClobber) split(b *stoneBoard) []*stoneBoard {
	live := func(c byte) bool { return c == stoneLeft || c == stoneRight }
	if g.v.slide || strings.ContainsRune(g.v.onto, '.') || g.v.leave != stoneEmpty {
		live = func(c byte) bool { return c != stoneWall }
	}
	var out []*stoneBoard
	for _, comp := range stoneComponents(b, live, g.v.dirs) {
		if stoneCount(b, comp, stoneLeft)+stoneCount(b, comp, stoneRight) == 0 {
			continue
		}
		r := stoneExtract(b, comp)
		if len(g.v.options(r, true)) == 0 && len(g.v.options(r, false)) == 0 {
			continue
		}
		out = append(out, r)
	}
	return out
}
