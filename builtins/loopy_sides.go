package builtins

import (
	"errors"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/loopy"
)

// loopySideBuiltins returns the builtins of degrees, varieties, upsums and
// downsums of stoppers (Siegel, Combinatorial Game Theory, 2013, ch. VI),
// appended to the section Loopy games.
func loopySideBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("loopy-degree", "G", "Returns the degree of the stopper G (as for loopy): 0 if G has no cycle, else the upsum of G and -G, the onside of G - G (Siegel 2013, ch. VI; CGSuite's Degree). The degree of on and of off is on, of over over: (loopy-degree \"{pass|3/2}\") is over. An error if G is not a stopper.", func(c call) (eval.Value, error) {
			g := c.stopperArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			d, err := loopy.Degree(g, 0)
			if err != nil {
				return nil, sideBuiltinErr(err)
			}
			return c.stopperValue(d), nil
		}),
		row("loopy-variety", "G", "Returns the variety of the stopper G (as for loopy): with D its degree, which must be an idempotent (D + D = D), the upsum of G and the downsum of -G and -D (Siegel 2013, ch. VI; CGSuite's Variety, which also checks that the downsum of G and the upsum of -G and D agrees): (loopy-variety \"{pass|3/2}\") is under, (loopy-variety \"over\") is over. An error if the degree is not an idempotent.", func(c call) (eval.Value, error) {
			g := c.stopperArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			v, err := loopy.Variety(g, 0)
			if err != nil {
				return nil, sideBuiltinErr(err)
			}
			return c.stopperValue(v), nil
		}),
		row("upsum", "G H", "Returns the upsum of the stoppers G and H (as for loopy): the onside of G + H, a stopper (Siegel 2013, ch. VI): (upsum \"over\" \"under\") is over, though over + under is over & under.", func(c call) (eval.Value, error) {
			return c.sumSide(true)
		}),
		row("downsum", "G H", "Returns the downsum of the stoppers G and H (as for loopy): the offside of G + H, a stopper (Siegel 2013, ch. VI): (downsum \"over\" \"under\") is under.", func(c call) (eval.Value, error) {
			return c.sumSide(false)
		}),
	}
}

// sumSide returns the upsum (onside) or downsum of the two arguments.
func (c *call) sumSide(onside bool) (eval.Value, error) {
	g, h := c.stopperArg(c.Pos[0]), c.stopperArg(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	f := loopy.Downsum
	if onside {
		f = loopy.Upsum
	}
	s, err := f(g, h, 0)
	if err != nil {
		return nil, sideBuiltinErr(err)
	}
	return c.stopperValue(s), nil
}

// stopperArg returns v (as for loopy) as a stopper's graph, its simplest
// form, or fails when its value is no stopper.
func (c *call) stopperArg(v eval.Value) *loopy.Graph {
	l := c.loopyArg(v)
	if c.err != nil {
		return nil
	}
	ok, err := l.v.IsStopper(0)
	if err != nil {
		c.fail(sideBuiltinErr(err))
		return nil
	}
	if !ok {
		c.fail(errors.New("not a stopper: its onside and offside differ"))
		return nil
	}
	return l.v.Onside
}

// stopperValue returns the stopper g as a loopy game.
func (c *call) stopperValue(g *loopy.Graph) *Loopy {
	return &Loopy{s: sessionOf(c.in).games, v: &loopy.Sided{Onside: g, Offside: g}, graph: g}
}

// sideBuiltinErr turns the package's errors into one-line messages.
func sideBuiltinErr(err error) error {
	if errors.Is(err, loopy.ErrNotStopper) {
		return errors.New("not a stopper: some play alternates forever")
	}
	if msg, ok := strings.CutPrefix(err.Error(), "loopy: "); ok {
		return errors.New(msg)
	}
	return err
}
