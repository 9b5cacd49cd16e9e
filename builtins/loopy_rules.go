package builtins

import (
	"fmt"
	"strconv"

	"cgcalc/eval"
	"cgcalc/games/loopy"
	"cgcalc/games/rulesets"
	"cgcalc/reader"
)

// LoopyPosition is a position of a loopy ruleset, kept for show to draw
// and for the ruleset's builtin to analyse: (loopy-position
// 'fox-and-geese TEXT) or (loopy-position 'backsliding-toads-and-frogs
// TEXT).
type LoopyPosition struct {
	rules string           // the ruleset's builtin
	text  string           // the position as CGSuite writes it
	pic   rulesets.Picture // its picture
}

// String is the form that makes the position.
func (p *LoopyPosition) String() string {
	return "(loopy-position '" + p.rules + " " + strconv.Quote(p.text) + ")"
}

// Type is "loopy position".
func (*LoopyPosition) Type() string { return "loopy position" }

// Equal reports whether other is the same position of the same ruleset.
func (p *LoopyPosition) Equal(other eval.Value) bool {
	q, ok := other.(*LoopyPosition)
	return ok && q.rules == p.rules && q.text == p.text
}

// loopyPositionText returns the text of a position argument of rules: a
// string, or a loopy position of that ruleset.
func (c *call) loopyPositionText(v eval.Value, rules string) string {
	if p, ok := v.(*LoopyPosition); ok {
		if p.rules != rules {
			c.fail(fmt.Errorf("%s is not a position of %s", p, rules))
			return ""
		}
		return p.text
	}
	return c.str(v, "a string or a loopy position")
}

// loopyRuleBuiltins returns the builtins of the loopy rulesets of
// games/loopy: Fox and Geese and Backsliding Toads and Frogs.
func loopyRuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("loopy-position", "RULES TEXT", "Returns the position TEXT of the loopy ruleset RULES, fox-and-geese, ceylonese-fox-and-geese or backsliding-toads-and-frogs, for show to draw. TEXT is written as that ruleset's builtin reads it, and the position prints as the form that makes it. show draws Fox and Geese on its board, at least 8 rows high for 8 columns, the light squares (where no piece stands) solid, the geese as black stones and the fox as a white one; a Backsliding Toads and Frogs strip is drawn as Toads and Frogs is. The ruleset's builtin takes the position as it takes TEXT. Example: (show (loopy-position 'fox-and-geese \".x.x.x.x|........|........|o.......\")).", loopyPositionFn),
		row("fox-and-geese", "TEXT", "Analyses the Fox and Geese position TEXT, written as CGSuite prints it, and returns (:positions N :outcome O :value V). TEXT gives the rows of the board from the top down, separated by |, each as wide as the board (8 columns traditionally): x a goose (Left's), o the fox (Right's), . an empty square; the bottom row is row 1 and pieces stand on squares with row + column even. Geese move one square diagonally down, the fox one square diagonally either way; nobody jumps. As in CGSuite, a fox that has got past the geese counts as off. N is the number of positions of the game graph (on a board of odd width a position and its mirror image, column c to width+1-c, have the same value and are one node, counted once), O the outcome class with draws (L, R, N, P, D, NHat, PHat, NCheck, PCheck) and V the value, the game's simplest form: a game when it is a short game, else a loopy game (such as 2over) that the loopy builtins take. With geese at row 4, columns 2, 4, 6, 8 and the fox at (1,1): (fox-and-geese \".x.x.x.x|........|........|o.......\") gives (:positions 7258 :outcome \"L\" :value {4*|7/2}).", foxGeeseFn),
		row("backsliding-toads-and-frogs", "TEXT", "Analyses the Backsliding Toads and Frogs strip TEXT and returns (:positions N :outcome O :value V). TEXT is written as for toads-and-frogs: t a toad (Left's), f a frog (Right's), . an empty cell. As in Toads and Frogs a toad steps right into an empty cell or jumps a frog into the empty cell beyond, and frogs mirror this; here each piece may also retreat one cell into an empty cell, so play can go on for ever. N is the number of positions of the game graph and O the outcome class with draws (L, R, N, P, D, NHat, PHat, NCheck, PCheck) and V its value, onside & offside, found on the game graph (Siegel, \"Coping with cycles\"). Example: (backsliding-toads-and-frogs \"ttt..fff\") gives (:positions 560 :outcome \"D\" :value {on||0|-1/2} & {1/2|0||off}).", backslidingFn),
	}
}

// foxGeeseFn analyses a Fox and Geese position.
func foxGeeseFn(c call) (eval.Value, error) {
	text := c.loopyPositionText(c.Pos[0], "fox-and-geese")
	if c.err != nil {
		return nil, c.err
	}
	return analyseFoxGeese(c, text, 1)
}

// analyseFoxGeese analyses the Fox and Geese position text with a fox of
// the given range: (:positions N :outcome O :value V).
func analyseFoxGeese(c call, text string, foxRange int) (eval.Value, error) {
	p, err := loopy.ParseFoxGeese(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", reader.Quote(text), err)
	}
	p.Range = foxRange
	poll := c.poll
	g, err := p.Graph(0, poll)
	if err != nil {
		return nil, computeErr(err)
	}
	out := []eval.Value{
		eval.Symbol(":positions"), eval.Box(eval.Int(int64(g.Len()))),
		eval.Symbol(":outcome"), eval.String(g.Outcome().String()),
	}
	v, err := loopy.SimplifyByParts(g, 0, poll)
	if err != nil {
		return nil, computeErr(err)
	}
	s := sessionOf(c.in).games
	id, short, err := loopy.ToShort(s.store, v)
	if err != nil {
		return nil, computeErr(err)
	}
	if short {
		out = append(out, eval.Symbol(":value"), s.value(id))
	} else {
		// A stopper: its sides are its simplest form.
		out = append(out, eval.Symbol(":value"), &Loopy{s: s, v: &loopy.Sided{Onside: v, Offside: v}, graph: g})
	}
	return eval.List(out...), nil
}

// backslidingFn analyses a Backsliding Toads and Frogs strip.
func backslidingFn(c call) (eval.Value, error) {
	text := c.loopyPositionText(c.Pos[0], "backsliding-toads-and-frogs")
	if c.err != nil {
		return nil, c.err
	}
	p, err := loopy.ParseBacksliding(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", reader.Quote(text), err)
	}
	g, err := p.Graph(0, c.poll)
	if err != nil {
		return nil, computeErr(err)
	}
	v, err := loopy.SidesPoll(g, 0, c.poll)
	if err != nil {
		return nil, computeErr(err)
	}
	return eval.List(
		eval.Symbol(":positions"), eval.Box(eval.Int(int64(g.Len()))),
		eval.Symbol(":outcome"), eval.String(g.Outcome().String()),
		eval.Symbol(":value"), &Loopy{s: sessionOf(c.in).games, v: v, graph: g},
	), nil
}

// loopyPositionFn makes a position of a loopy ruleset.
func loopyPositionFn(c call) (eval.Value, error) {
	rules, ok := c.Pos[0].(eval.Symbol)
	if !ok {
		return nil, eval.TypeError(c.Pos[0], "fox-and-geese, ceylonese-fox-and-geese or backsliding-toads-and-frogs")
	}
	text := c.str(c.Pos[1], "a string")
	if c.err != nil {
		return nil, c.err
	}
	switch rules {
	case "fox-and-geese", "ceylonese-fox-and-geese":
		p, err := loopy.ParseFoxGeese(text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", reader.Quote(text), err)
		}
		return &LoopyPosition{rules: string(rules), text: p.String(), pic: p.Picture()}, nil
	case "backsliding-toads-and-frogs":
		p, err := loopy.ParseBacksliding(text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", reader.Quote(text), err)
		}
		return &LoopyPosition{rules: string(rules), text: p.String(), pic: p.Picture()}, nil
	}
	return nil, fmt.Errorf("%s is not a loopy ruleset: fox-and-geese, ceylonese-fox-and-geese or backsliding-toads-and-frogs", reader.Clip(string(rules)))
}
