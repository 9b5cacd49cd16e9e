package builtins

import "cgcalc/eval"

// moreRuleBuiltins returns the builtins of the rulesets of CGSuite's
// library and of Winning Ways added after the first classroom games
// (games/rulesets): Fission, and the ones that follow it.
func moreRuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("fission", "TEXT", "Returns the Fission position TEXT, written as CGSuite writes it (game.grid.Fission); it counts as its value, a game. TEXT's rows are separated by |, each cell . (empty), x (a stone) or # (off the board). Left splits a stone whose neighbours above and below are empty: the stone goes and each of those cells gets one. Right splits a stone the same way to its left and right. The edge of the board is not empty. (canon (fission \".|x|.\")) is 1 and (canon (fission \"...|.x.|...\")) is 0.", func(c call) (eval.Value, error) {
			return boardPosition(c, "fission")
		}),
		row("ski-jumps", "TEXT", "Returns the Ski Jumps position TEXT (Winning Ways, ch. 1), written as cgt-tools writes it; it counts as its value, a game. TEXT's rows are separated by |, the slope going down the rows; each cell is . (empty), L or R (Left's or Right's jumper) or l or r (a slipper). Left moves a skier any number of empty cells to the right, or off the right edge; Right moves his to the left. A jumper may instead jump over an opponent's skier just below it into the empty cell below that, and the skier jumped becomes a slipper, who cannot jump. (canon (ski-jumps \"L....|R....|.....\")) is 9/2 and (canon (ski-jumps \"L...R\")) is *3.", func(c call) (eval.Value, error) {
			return boardPosition(c, "ski-jumps")
		}),
	}
}
