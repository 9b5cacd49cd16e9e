package builtins

import (
	"cgcalc/eval"
	"cgcalc/games/loopy"
)

// foxGeeseBuiltins returns the builtins of CGSuite's generalisations of
// Fox and Geese (game.grid.GenFoxAndGeese): Ceylonese Fox and Geese and
// GenFoxAndGeese with any range of the fox.
func foxGeeseBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("ceylonese-fox-and-geese", "TEXT", "Analyses the Ceylonese Fox and Geese position TEXT (CGSuite's CeyloneseFoxAndGeese, GenFoxAndGeese(foxRange => 2)) and returns (:positions N :outcome O :value V) as fox-and-geese does. TEXT is written as for fox-and-geese; the geese move as there, and the fox moves one or two squares along a diagonal, without turning or passing a goose. With geese at row 4, columns 2, 4, 6, 8 and the fox at (1,1): (ceylonese-fox-and-geese \".x.x.x.x|........|........|o.......\") gives (:positions 7258 :outcome \"L\" :value {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}), CGSuite's test value.", func(c call) (eval.Value, error) {
			text := c.loopyPositionText(c.Pos[0], "ceylonese-fox-and-geese")
			if c.err != nil {
				return nil, c.err
			}
			return analyseFoxGeese(c, text, 2)
		}),
		row("gen-fox-and-geese", "RANGE TEXT", "Analyses the position TEXT of CGSuite's GenFoxAndGeese(boardWidth, foxRange) with foxRange RANGE (1 to 128) and returns (:positions N :outcome O :value V) as fox-and-geese does. TEXT is written as for fox-and-geese, its rows as wide as the board (boardWidth); the fox moves up to RANGE squares along a diagonal, without turning or passing a goose. RANGE 1 is fox-and-geese and 2 ceylonese-fox-and-geese. On a board 10 wide: (gen-fox-and-geese 1 \"x.x.x.x.x.|..........|........o.\") gives (:positions 5076 :outcome \"L\" :value {6over|5+*}), CGSuite's test value {6over|5*}.", func(c call) (eval.Value, error) {
			foxRange := c.count(c.Pos[0], 1, loopy.MaxFoxRange)
			text := c.str(c.Pos[1], "a string such as \"x.x.|....|..o.\"")
			if c.err != nil {
				return nil, c.err
			}
			return analyseFoxGeese(c, text, foxRange)
		}),
	}
}

// foxRangeOf returns the fox's range in the loopy ruleset called rules.
func foxRangeOf(rules string) int {
	if rules == "ceylonese-fox-and-geese" {
		return 2
	}
	return 1
}
