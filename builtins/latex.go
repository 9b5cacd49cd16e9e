package builtins

import (
	"context"
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
)

// latexBuiltins are the builtins that write games for papers: latex, a
// value typeset as the books typeset it. (draw, show and game-tree write
// TikZ pictures with :format 'tikz, picture.go.)
func latexBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("latex", "G [:uptimal FLAG=nil]",
			"Returns the value G (a game, a number or a position) as a string of LaTeX for math mode, typeset as the books typeset it, in the structure the Unicode notation prints: (latex 3/4) is \"\\\\frac{3}{4}\", (latex (game \"^^*\")) is \"{\\\\Uparrow}{\\\\ast}\", ±1 is \\\\pm 1, *3 {\\\\ast}3, 3↑ 3{\\\\uparrow}, ↑<2> (up-nth) {\\\\uparrow}^{2}, ↑[3] {\\\\uparrow}^{[3]}, Tiny(2) {+}_{2}, Miny(2) {-}_{2}, {0||0|-1} \\\\{0 \\\\mathrel{\\\\|} 0 \\\\mid -1\\\\}, a name \\\\mathrm{NAME}. It needs no LaTeX package: put it between $ signs. With :uptimal t, G's uptimal expansion as Siegel writes it, a negative coefficient overlined: (latex (game \"{0|^<2>}\") :uptimal t) is \"{\\\\ast}.12\"; an error if G is not an uptimal (see uptimal-expansion).",
			latexFn),
	}
}

// maxLaTeX bounds the text of latex, in bytes: a longer one is an error,
// never a text cut short.
const maxLaTeX = 1 << 20

func latexFn(c call) (eval.Value, error) {
	id := c.game(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	if given(c.Key(":uptimal")) {
		e, ok, err := s.store.UptimalExpansion(id)
		if err != nil {
			return nil, err
		}
		if !ok {
			text, _ := s.print(c.in.Context(), id)
			return nil, fmt.Errorf("%s is not an uptimal (a number plus multiples of ↑ⁿ plus a nimber)", shortCaption(text))
		}
		return eval.String(e.LaTeX()), nil
	}
	return latexText(c.in.Context(), s, id)
}

// latexText returns node id in LaTeX, as latex returns it.
func latexText(ctx context.Context, s *gameState, id games.ID) (eval.Value, error) {
	text, err := s.printIn(ctx, games.LaTeX, func(p *games.Printer) string {
		p.Limit = maxLaTeX
		return p.String(id)
	})
	if err != nil {
		return nil, err
	}
	if len(text) > maxLaTeX {
		return nil, fmt.Errorf("its LaTeX is longer than %d bytes", maxLaTeX)
	}
	return eval.String(text), nil
}
