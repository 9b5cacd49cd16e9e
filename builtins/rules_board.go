package builtins

import (
	"fmt"
	"slices"
	"strings"

	"cgcalc/eval"
)

// boardRuleBuiltins returns the builtins of the board games with stones
// and pieces (Clobber and its variants, Konane, Amazons; games/rulesets).
func boardRuleBuiltins() []*eval.Builtin {
	b := []*eval.Builtin{
		row("clobber", "TEXT [:variant V=nil]", "Returns the Clobber position TEXT, written as CGSuite writes it; it counts as its value, a game. TEXT's rows are separated by |, each cell . (empty), # (off the board), x (Left's, black) or o (Right's, white). A player moves a stone onto an orthogonally adjacent stone of the other colour, which is removed (Albert et al., \"An introduction to Clobber\", 2005). :variant picks one of CGSuite's variants: 'diagonal, 'kings, 'knights, 'rooks, 'queens, 'anti or 'hot (see diagonal-clobber and the others; gen-clobber takes CGSuite's parameters); the position is then that builtin's. (canon (clobber \"xox|ox.\")) is {^^*|*,v}; (clobber \"xo\" :variant 'kings) is (kings-clobber \"xo\").", clobberFn),
	}
	for _, v := range []struct{ name, doc string }{
		{"diagonal-clobber", "a stone moves onto a diagonally adjacent stone of the other colour (CGSuite's GenClobber with diagonal directions). (canon (diagonal-clobber \"xoxo|oox.|xxx.\")) is {0,v*|vv}."},
		{"kings-clobber", "a stone moves onto an adjacent stone of the other colour in any of the eight directions (CGSuite's Kings). (canon (kings-clobber \"x.|.o\")) is *."},
		{"rooks-clobber", "a stone slides orthogonally over empty cells onto the first stone it meets, which must be of the other colour (CGSuite's Rooks). (canon (rooks-clobber \"x..o\")) is *."},
		{"queens-clobber", "a stone slides in any of the eight directions over empty cells onto the first stone it meets, which must be of the other colour (CGSuite's Queens). (canon (queens-clobber \"x..|...|..o\")) is *."},
		{"anti-clobber", "a stone moves onto an orthogonally adjacent empty cell and leaves a stone of the other colour behind (CGSuite's AntiClobber). (canon (anti-clobber \"xoxo|oo..\")) is {*|-1}."},
		{"hot-clobber", "a stone moves onto an orthogonally adjacent stone of either colour (CGSuite's HotClobber). (canon (hot-clobber \"xx\")) is 1."},
	} {
		name := v.name
		b = append(b, row(name, "TEXT", "Returns the position TEXT of "+name+", the Clobber variant where "+v.doc+" TEXT is written as for clobber: rows separated by |, cells . # x o.", func(c call) (eval.Value, error) {
			return boardPosition(c, name)
		}))
	}
	return append(b,
		row("konane", "TEXT", "Returns the Konane position TEXT, written as for clobber; it counts as its value, a game. TEXT's rows are separated by |, each cell . (empty), # (off the board), x (Left's, black) or o (Right's, white). A player jumps a stone orthogonally over an adjacent stone of the other colour into the empty cell beyond, removing it, and may go on jumping in the same direction; each number of jumps is a move (Ernst, \"Playing Konane Mathematically\", 1995). (canon (konane \"xo.o.\")) is 1.", func(c call) (eval.Value, error) {
			return boardPosition(c, "konane")
		}),
		row("amazons", "TEXT", "Returns the Amazons position TEXT, written as CGSuite writes it; it counts as its value, a game. TEXT's rows are separated by |, each cell . (empty), # (burnt, or off the board), x (Left's amazon) or o (Right's). A player moves an amazon like a chess queen over empty cells, then shoots an arrow from where it lands, like a queen too, and the arrow's cell is burnt (#). Small boards only: the options multiply fast. (canon (amazons \"x..\")) is 2; the value of (amazons \"x...|o...\") is +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}} in CGSuite's notation.", func(c call) (eval.Value, error) {
			return boardPosition(c, "amazons")
		}),
	)
}

// boardClobberVariants are the values of clobber's :variant; each picks
// the ruleset VARIANT-clobber.
var boardClobberVariants = []string{"diagonal", "kings", "knights", "rooks", "queens", "anti", "hot"}

// clobberFn makes a Clobber position, of the variant :variant names.
func clobberFn(c call) (eval.Value, error) {
	name := "clobber"
	if v := c.Key(":variant"); given(v) {
		sym, ok := v.(eval.Symbol)
		if !ok || !slices.Contains(boardClobberVariants, strings.ToLower(string(sym))) {
			return nil, fmt.Errorf(":variant %s is not one of %s", eval.Describe(v), strings.Join(boardClobberVariants, ", "))
		}
		name = strings.ToLower(string(sym)) + "-clobber"
	}
	return boardPosition(c, name)
}

// boardPosition reads the call's TEXT as a position of the ruleset name.
func boardPosition(c call, name string) (eval.Value, error) {
	text := c.str(c.Pos[0], "a position's text (a string)")
	if c.err != nil {
		return nil, c.err
	}
	return sessionOf(c.in).games.position(name, text)
}
