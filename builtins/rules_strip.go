package builtins

import "cgcalc/eval"

// stripRuleBuiltins returns the builtins of the strip games (games/rulesets).
func stripRuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("toads-and-frogs", "TEXT", "Returns the Toads and Frogs position TEXT, a strip written as CGSuite writes it.\n"+
			"Each character is a cell: t a toad (Left's), f a frog (Right's), . an empty cell, in either case. A toad moves one cell right into an empty cell, or jumps a frog just to its right into the empty cell beyond; frogs move left the same way. The position counts as its value for every game builtin, and left and right give its options: (canon (toads-and-frogs \"t.tf\")) is 1/2, (canon (toads-and-frogs \"tt.ff\")) is *.", stripPositionFn("toads-and-frogs")),
		row("toppling-dominoes", "TEXT", "Returns the Toppling Dominoes position TEXT, a row written as CGSuite writes it.\n"+
			"Each character is a cell: l a blue domino (Left's), r a red one (Right's), e a green one (either's), . an empty cell, in either case. A player topples one of their dominoes or a green one to the left or to the right, which knocks down every domino on that side; as in CGSuite, the toppled cells are left empty and empty cells stop nothing. The position counts as its value for every game builtin, and left and right give its options: (canon (toppling-dominoes \"lrl\")) is 1/2.", stripPositionFn("toppling-dominoes")),
	}
}

// stripPositionFn returns the function of a strip game's builtin: TEXT
// read as a position of the ruleset called name.
func stripPositionFn(name string) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		text := c.str(c.Pos[0], "a string")
		if c.err != nil {
			return nil, c.err
		}
		p, err := sessionOf(c.in).games.position(name, text)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
}
