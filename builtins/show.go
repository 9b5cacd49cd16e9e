package builtins

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
	"cgcalc/plot"
)

// showBuiltins returns the builtins that draw positions.
func showBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		writesFiles(row("show", "POS [FILE] [:overwrite FLAG=nil] [:format F=nil]",
			"Draws the position POS in the terminal, or with FILE as an SVG picture there, returning FILE; beneath it, its value and who wins, as canon and outcome give them (a position too large to solve within a small bound of work gets a note instead: a picture never waits on a long solve). POS may be a list of positions, drawn in a row, each with its value: (show (winning-moves P)) draws the winning moves. At the prompt no value is printed after a picture (its value is nil). A board (Domineering, Clobber, Toads and Frogs, ...) is a grid of cells with borders: blank for an empty cell ('.'), solid for one off the board ('#'), ● and ○ for Left's and Right's stones ('x', 'o'), T and F for toads and frogs, L R G for blue, red and green dominoes; a Wythoff queen is Q on its board with the corner *, heaps are rows of counters (heaps of (heap ...) or (nim ...) one to a row), coins H and T. A graph (Hackenbush, Col, Snort) stands on the ground line, each vertex at its distance from the ground, trees spread out; in a coloured terminal its edges are drawn bold blue, red and green (readable on dark and light backgrounds), each with its letter L, R or G at its middle, and otherwise marked L, R and G along their length; loops and second edges between two vertices are counted beneath. In ASCII notation the picture is ASCII only. POS may also be a string, drawn as a board written as CGSuite writes grids, rows separated by |: (show \"x.o|.#.\"). (show P \"p.svg\") writes the SVG picture; an existing file is replaced only with :overwrite t, never through a symbolic link.\n"+
				"With :format 'tikz, or a FILE ending in .tex, the picture is TikZ for LaTeX (a tikzpicture, for \\input in a document that loads the tikz package): (show P \"p.tex\") writes it, (show P :format 'tikz) prints it (in the worksheet, returns it as a string); the value in the caption is as latex writes it. :format 'svg prints the SVG document.", showFn)),
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
	var items []plot.Shown
	title := ""
	if l, ok := eval.ListToSlice(c.Pos[0]); ok && c.Pos[0] != eval.Nil {
		// A list of positions: a row of pictures, each with its caption.
		if len(l) > maxShownRow {
			return nil, fmt.Errorf("%d positions: show draws at most %d in a row", len(l), maxShownRow)
		}
		for _, v := range l {
			pic, _, err := positionPicture(v)
			if err != nil {
				return nil, err
			}
			caption, err := c.caption(v)
			if err != nil {
				return nil, err
			}
			items = append(items, plot.Shown{Pic: pic, Caption: caption, TeXCaption: c.texCaption(v, caption)})
		}
	} else {
		pic, t, err := positionPicture(c.Pos[0])
		if err != nil {
			return nil, err
		}
		caption, err := c.caption(c.Pos[0])
		if err != nil {
			return nil, err
		}
		items, title = []plot.Shown{{Pic: pic, Caption: caption, TeXCaption: c.texCaption(c.Pos[0], caption)}}, t
	}
	return c.draw("show", c.Pos[1], given(c.Key(":overwrite")), c.Key(":format"), picture{
		text: func() (string, error) {
			return plot.ShownText(items, pictureCharset(c.in), sessionOf(c.in).settings.Color)
		},
		svg: func() ([]byte, error) {
			if len(items) == 1 && items[0].Caption == nil {
				return c.tickedSVG(plot.PositionSVG(items[0].Pic, title))
			}
			return c.tickedSVG(plot.ShownSVG(items, title))
		},
		tikz: func() (string, error) {
			tex, err := plot.ShownTikZ(items)
			if err == nil {
				err = c.in.Tick(len(tex) / 64)
			}
			return tex, err
		},
	})
}

// maxTeXCaption bounds the LaTeX of a value in a TikZ caption, in bytes.
const maxTeXCaption = 400

// texCaption returns the caption of v for a TikZ picture: a position's
// value in LaTeX ("value $\pm 1$") and who wins; nil (the caption
// escaped) for anything else, or a value whose LaTeX is too long.
func (c *call) texCaption(v eval.Value, caption []string) []string {
	p, ok := v.(*Position)
	if !ok || len(caption) != 2 || !strings.HasPrefix(caption[0], "value ") || p.s != sessionOf(c.in).games {
		return nil
	}
	id, _, err := p.boundedValue(captionPolls)
	if err != nil {
		return nil
	}
	tex, err := latexText(c.in.Context(), p.s, id)
	if err != nil || len(tex.(eval.String)) > maxTeXCaption {
		return nil
	}
	return []string{"value $" + string(tex.(eval.String)) + "$", caption[1]}
}

// maxShownRow bounds the positions show draws in a row.
const maxShownRow = 64

// captionPolls bounds the work a caption's solve may take: this many
// polls of the game store, each after games.PollEvery units of work
// (about a quarter of a million units, well under a second). A
// position that needs more is drawn with a note in place of its value:
// a picture never waits on a hard solve.
var captionPolls = 256

// errCaptionWork stops a caption's solve at its bound of work.
var errCaptionWork = errors.New("more work than a caption takes")

// maxCaption bounds the characters of a value written in a caption.
const maxCaption = 40

// caption returns the lines written under the picture of v: a position's
// value and who wins ("value ↑", "first player wins"), the value computed
// as canon and outcome compute it within captionPolls, or a note that it
// was not; none for a board string, which has no rules.
func (c *call) caption(v eval.Value) ([]string, error) {
	switch p := v.(type) {
	case *Position:
		if p.s != sessionOf(c.in).games {
			return nil, nil
		}
		id, o, err := p.boundedValue(captionPolls)
		if errors.Is(err, errCaptionWork) {
			return []string{"value: too long to solve here", "(canon …) solves it"}, nil
		}
		if err != nil {
			return nil, err
		}
		text, err := p.s.print(c.in.Context(), id)
		if err != nil {
			return nil, err
		}
		return []string{"value " + shortCaption(text), captionOutcome[o]}, nil
	case *LoopyPosition:
		return c.loopyCaption(p)
	case *Heaps:
		// Heaps to captionHeap are valued at once (the nim sequence to
		// there); larger ones could take long, and get the note.
		if slices.Max(append([]int{0}, p.heaps...)) > captionHeap {
			return []string{"value: not computed here", "(canon …) computes it"}, nil
		}
		g := c.heapsNimValue(p)
		if c.err != nil {
			return nil, c.err
		}
		o := games.FirstWins
		if g == 0 {
			o = games.SecondWins
		}
		text := "0"
		if g > 0 {
			text, _ = sessionOf(c.in).games.print(c.in.Context(), sessionOf(c.in).games.store.Value(games.NUS{M: uint64(g)}))
		}
		return []string{"value " + text, captionOutcome[o]}, nil
	}
	return nil, nil
}

// captionHeap is the largest heap a caption values.
const captionHeap = 1000

// shortCaption returns a value's text for a caption: itself, or its first
// maxCaption-1 characters and "…".
func shortCaption(text string) string {
	if utf8.RuneCountInString(text) > maxCaption {
		return string([]rune(text)[:maxCaption-1]) + "…"
	}
	return text
}

// captionOutcome says who wins in each outcome class.
var captionOutcome = [...]string{
	games.LeftWins:   "Left wins",
	games.RightWins:  "Right wins",
	games.SecondWins: "second player wins",
	games.FirstWins:  "first player wins",
}

// boundedValue solves the position as value does, and finds its outcome,
// within polls polls of the store: more work is errCaptionWork. Ctrl-C
// and the interpreter's limits stop it as they stop value.
func (p *Position) boundedValue(polls int) (games.ID, games.Outcome, error) {
	s := p.s
	n := 0
	s.store.SetPoll(func() error {
		if n++; n > polls {
			return errCaptionWork
		}
		return s.in.Tick(1024)
	})
	defer s.store.SetPoll(func() error { return s.in.Tick(1024) })
	id, err := p.rules.Value(p.pos)
	if err != nil {
		return 0, 0, err
	}
	o, err := s.store.Outcome(id)
	return id, o, err
}
