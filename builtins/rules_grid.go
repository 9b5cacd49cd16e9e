package builtins

import (
	"cgcalc/eval"
	"cgcalc/games/rulesets"
)

// gridRuleBuiltins returns the builtins of the grid games (games/rulesets).
func gridRuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("domineering", "BOARD [COLS]", "Returns the Domineering position BOARD, CGSuite's grid string, or the empty board of BOARD rows and COLS columns. Left places vertical dominoes, Right horizontal ones (as CGSuite and Winning Ways do). The string has rows of '.' (empty) and '#' (off the board), top first, separated by '|', as CGSuite writes them: (domineering \"..|..\") is the 2×2 board, ±1, and (domineering 2 3) is \"...|...\", {2|-1/2}. The position counts as its value for canon, outcome, + and the rest; left and right give its options. It is solved by splitting the board into regions, each of at most 64 cells' bounding box.", gridFn("domineering")),
		row("cram", "BOARD [COLS]", "Returns the Cram position BOARD, CGSuite's grid string, or the empty board of BOARD rows and COLS columns: Domineering where both players may place dominoes either way, an impartial game. The string is as for domineering: (cram \"...|...\") is the 2×3 board, whose value is *; (nim-value (cram 3 6)) is 4. Misère play: the builtins that read a misère game from heaps read one from a position too: (mceq (cram 1 4) (heap 'dawsons-kayles 4)) is t.", gridFn("cram")),
	}
}

// gridFn makes a grid game's position from its string, or an empty
// rectangle from its rows and columns.
func gridFn(name string) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		s := sessionOf(c.in).games
		if given(c.Pos[1]) {
			rows, cols := c.count(c.Pos[0], 1, 256), c.count(c.Pos[1], 1, 256)
			if c.err != nil {
				return nil, c.err
			}
			r := s.ruleset(name)
			p, err := r.(interface {
				Rectangle(rows, cols int) (rulesets.Position, error)
			}).Rectangle(rows, cols)
			if err != nil {
				return nil, err
			}
			return &Position{s: s, rules: r, pos: p}, nil
		}
		text := c.str(c.Pos[0], `a board string such as "..|.." (or give rows and columns)`)
		if c.err != nil {
			return nil, c.err
		}
		return s.position(name, text)
	}
}
