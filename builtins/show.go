package builtins

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/rulesets"
	"cgcalc/plot"
)

// showBuiltins returns the builtins that draw positions.
func showBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		writesFiles(row("show", "POS [FILE] [:overwrite FLAG=nil]",
			"Draws the position POS in the terminal, or with FILE as an SVG picture there, returning FILE. A board (Domineering, Clobber, Toads and Frogs, ...) is a grid of cells with borders: blank for an empty cell ('.'), solid for one off the board ('#'), ● and ○ for Left's and Right's stones ('x', 'o'), T and F for toads and frogs, L R G for blue, red and green dominoes; a Wythoff queen is Q on its board with the corner *, heaps are rows of counters (heaps of (heap ...) or (nim ...) one to a row), coins H and T. A graph (Hackenbush, Col, Snort) stands on the ground line, each vertex at its distance from the ground, trees spread out; in a coloured terminal its edges are drawn blue, red and green, and otherwise marked L, R and G along their length; loops and second edges between two vertices are counted beneath. In ASCII notation the picture is ASCII only. POS may also be a string, drawn as a board written as CGSuite writes grids, rows separated by |: (show \"x.o|.#.\"). (show P \"p.svg\") writes the SVG picture; an existing file is replaced only with :overwrite t, never through a symbolic link.", showFn)),
	}
}

// positionPicture returns the picture of show's argument, a position or a
// board string, and its title.
func positionPicture(v eval.Value) (rulesets.Picture, string, error) {
	switch p := v.(type) {
	case *Position:
		d, ok := p.pos.(rulesets.Drawable)
		if !ok {
			return nil, "", fmt.Errorf("%s has no picture: its ruleset does not draw its positions", eval.Describe(p))
		}
		return d.Picture(), p.String(), nil
	case *Heaps:
		return rulesets.HeapsPicture(p.heaps), p.String(), nil
	case *LoopyPosition:
		return p.pic, p.String(), nil
	case eval.String:
		b := &rulesets.Board{}
		if p != "" {
			for _, r := range strings.Split(string(p), "|") {
				b.Rows = append(b.Rows, []rune(r))
			}
		}
		return b, strconv.Quote(string(p)), nil
	}
	return nil, "", eval.TypeError(v, "a position or a board string")
}

func showFn(c call) (eval.Value, error) {
	pic, title, err := positionPicture(c.Pos[0])
	if err != nil {
		return nil, err
	}
	return c.draw("show", c.Pos[1], given(c.Key(":overwrite")), picture{
		text: func() (string, error) {
			return plot.PositionText(pic, pictureCharset(c.in), sessionOf(c.in).settings.Color)
		},
		svg: func() ([]byte, error) { return c.tickedSVG(plot.PositionSVG(pic, title)) },
	})
}
