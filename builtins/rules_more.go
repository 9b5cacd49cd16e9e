package builtins

import (
	"fmt"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/rulesets"
)

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
		row("quelhas", "BOARD", "Returns the Quelhas position BOARD, written as Domineering's: rows separated by |, each cell . (empty) or # (covered, or off the board); it counts as its value, a game. Left covers a vertical line of two or more empty cells, Right a horizontal one: Domineering with pieces of any length from 2 (cgt-tools lists it among its misère games; this is its normal-play value). (canon (quelhas \".|.|.|.\")) is 2 and (canon (quelhas \"...|...\")) is {2|-1}.", func(c call) (eval.Value, error) {
			return boardPosition(c, "quelhas")
		}),
		row("gen-toads-and-frogs", "JUMPS TEXT", "Returns the position TEXT of CGSuite's GenToadsAndFrogs(JUMPS): Toads and Frogs where a piece may jump a run of 1 to JUMPS opposing pieces into the empty cell beyond them, JUMPS from 0 to 64. TEXT is a strip as for toads-and-frogs: t a toad (Left's, moving right), f a frog (Right's, moving left), . an empty cell. JUMPS 1 is Toads and Frogs and 0 is Elephants and Rhinos (see elephants-and-rhinos). (canon (gen-toads-and-frogs 2 \"tttt..fff\")) is {1/2*|v}, CGSuite's test value.", func(c call) (eval.Value, error) {
			jumps := c.count(c.Pos[0], 0, rulesets.MaxGenToadsJump)
			text := c.str(c.Pos[1], "a strip such as \"tt..ff\"")
			if c.err != nil {
				return nil, c.err
			}
			s := sessionOf(c.in).games
			name := fmt.Sprintf("gen-toads-and-frogs %d", jumps)
			r, ok := s.rulesets[name]
			if !ok {
				r = rulesets.NewGenToads(s.store, name, jumps)
				s.keepRuleset(name, r)
			}
			return s.rulesPosition(r, text)
		}),
		row("elephants-and-rhinos", "TEXT", "Returns the Elephants and Rhinos position TEXT (CGSuite's game.strip.ElephantsAndRhinos, GenToadsAndFrogs(0)): Toads and Frogs without jumps, written the same way: t an elephant (Left's, moving right), f a rhino (Right's, moving left), . an empty cell. A piece only steps into the empty cell ahead of it. (canon (elephants-and-rhinos \"t.f\")) is * and (canon (elephants-and-rhinos \"tt.f\")) is {1|0}.", stripPositionFn("elephants-and-rhinos")),
		row("knights-clobber", "TEXT", "Returns the position TEXT of Clobber with knight's moves (CGSuite's GenClobber with the knight's moves as directions): a stone moves a knight's move onto a stone of the other colour, which is removed. TEXT is written as for clobber: rows separated by |, cells . # x o. (canon (knights-clobber \"x..|..o\")) is *.", func(c call) (eval.Value, error) {
			return boardPosition(c, "knights-clobber")
		}),
		row("gen-clobber", "TEXT [:directions D=orthogonal] [:onto S=\"o\"] [:leave C=\".\"] [:slide F=nil]", "Returns the position TEXT of CGSuite's GenClobber with these parameters, written as for clobber (rows separated by |, cells . # x o). A stone moves by a step of :directions ('orthogonal, 'diagonal, 'compass or 'knight) onto a cell :onto lists, seen from its owner (\"o\" an opponent's stone, \"x\" one's own, \"xo\" either, or \".\" an empty cell), and leaves :leave behind (\".\" when it moves onto stones, \"x\" or \"o\" when onto an empty cell, so that every play ends). With :slide t it moves any number of steps over empty cells (CGSuite's maxDistance => inf). Both players play by the same rules. The defaults are Clobber: (canon (gen-clobber \"xox|ox.\")) is {^^*|*,v}; (gen-clobber \"xoxo|oo..\" :onto \".\" :leave \"o\") is Anti-Clobber's position, {*|-1}.", genClobberFn),
		row("partizan-euclid", "P [Q]", "Returns the Partizan Euclid position P,Q (Nowakowski and McKay; CGSuite's example PartizanEuclid), P an integer from 1 to 2^62 and Q one from 0 to 2^62, or the position a string P writes as \"P,Q\" (as it prints); it counts as its value, a game. If Q is 0 or divides P the game is over (CGSuite's PartizanEuclid((8,0)) is 0); otherwise Left moves to Q,(P mod Q) and Right to Q,(Q − P mod Q). (canon (partizan-euclid 5 3)) is v and (canon (partizan-euclid 4 3)) is ^.", func(c call) (eval.Value, error) {
			if _, ok := c.Pos[0].(eval.String); ok && !given(c.Pos[1]) {
				return boardPosition(c, "partizan-euclid")
			}
			p, q := c.count(c.Pos[0], 1, 1<<62), c.count(c.Pos[1], 0, 1<<62)
			if c.err != nil {
				return nil, c.err
			}
			return sessionOf(c.in).games.position("partizan-euclid", fmt.Sprintf("%d,%d", p, q))
		}),
	}
}

// genClobberFn makes a position of GenClobber with the call's parameters,
// the ruleset kept for the session under its parameters.
func genClobberFn(c call) (eval.Value, error) {
	text := c.str(c.Pos[0], "a position's text (a string)")
	dirs := "orthogonal"
	if v := c.Key(":directions"); given(v) {
		sym, ok := v.(eval.Symbol)
		if !ok {
			return nil, fmt.Errorf(":directions %s is not one of 'orthogonal, 'diagonal, 'compass, 'knight", eval.Describe(v))
		}
		dirs = strings.ToLower(string(sym))
	}
	onto, leave := "o", "."
	if v := c.Key(":onto"); given(v) {
		onto = c.str(v, `a string of the cells a stone may move onto, such as "o"`)
	}
	if v := c.Key(":leave"); given(v) {
		leave = c.str(v, `a string of one cell, such as "."`)
	}
	if c.err != nil {
		return nil, c.err
	}
	if len(leave) != 1 {
		return nil, fmt.Errorf(":leave %q: one cell, \".\", \"x\" or \"o\"", leave)
	}
	slide := eval.Truthy(c.Key(":slide"))
	name := fmt.Sprintf("gen-clobber %s %s %s %v", dirs, onto, leave, slide)
	s := sessionOf(c.in).games
	r, ok := s.rulesets[name]
	if !ok {
		var err error
		if r, err = rulesets.NewGenClobber(s.store, name, dirs, onto, leave[0], slide); err != nil {
			return nil, err
		}
		s.keepRuleset(name, r)
	}
	return s.rulesPosition(r, text)
}
