package builtins

import "cgcalc/eval"

// nogoBuiltins returns the builtin of NoGo (games/rulesets), the
// placement game of the Go board in which nobody may capture.
func nogoBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("nogo", "TEXT", "Returns the NoGo position TEXT, written as MCGS and CGSuite write boards: rows separated by |, each cell . (an empty point), x (a black stone, Left's), o (a white stone, Right's) or # (off the board); MCGS's X and O read as x and o. It counts as its value, a game. A player puts a stone of their colour on an empty point, provided that afterwards every group (stones of one colour joined up, down, left or right) still touches an empty point: nobody may capture or fill their own last liberty. A board whose groups do not all have a liberty is refused. (canon (nogo \"...\")) is ±1 and (canon (nogo \"...XXO...OX..O.\")) is {0|-2}, MCGS's test values.", func(c call) (eval.Value, error) {
			return boardPosition(c, "nogo")
		}),
	}
}
