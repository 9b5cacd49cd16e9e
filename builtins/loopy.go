package builtins

import (
	"errors"
	"fmt"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/loopy"
)

// Loopy is a loopy game as a value of the language: its sided value and,
// when it was built from a game graph, that graph (for its outcome).
type Loopy struct {
	s     *gameState
	v     *loopy.Sided
	graph *loopy.Graph // nil for a value read as "A & B"
}

// String prints the value as CGSuite prints it (loopy.Printer), in the
// session's notation; the text reads back.
func (l *Loopy) String() string {
	t, err := l.printer().Sided(l.v)
	if err != nil {
		return "#<loopy game: " + err.Error() + ">"
	}
	return t
}

// printer prints in the session's notation, short games as games print.
func (l *Loopy) printer() *loopy.Printer {
	return &loopy.Printer{
		Store: l.s.store,
		Short: func(id games.ID) string { return (&Game{l.s, id}).String() },
		ASCII: l.s.settings.Notation == games.ASCII,
	}
}

// Type is "loopy game".
func (*Loopy) Type() string { return "loopy game" }

// Equal reports whether other is a loopy game of the same value.
func (l *Loopy) Equal(other eval.Value) bool {
	m, ok := other.(*Loopy)
	if !ok {
		return false
	}
	eq, err := loopy.SidedEqual(l.v, m.v, 0)
	return err == nil && eq
}

// loopyErr turns the package's errors into one-line messages.
func loopyErr(err error) error {
	switch {
	case errors.Is(err, loopy.ErrNotStopper):
		return errors.New("not a stopper: some play alternates forever")
	case errors.Is(err, loopy.ErrTooLarge):
		return &tooLargeErr{strings.Replace(err.Error(), "loopy: ", "", 1), err}
	}
	return err
}

// tooLargeErr is an error past one of the loopy package's bounds, its
// message without the package's prefix.
type tooLargeErr struct {
	msg string
	err error
}

func (e *tooLargeErr) Error() string { return e.msg }
func (e *tooLargeErr) Unwrap() error { return e.err }

// poll charges a slice of loopy work to the interpreter's step count, so
// that Ctrl-C and the step limit stop long computations on game graphs.
func (c *call) poll() error { return c.in.Tick(1024) }

// loopyArg returns v as a loopy game: a loopy game, a game or number (a
// short game), or a string in the loopy notation.
func (c *call) loopyArg(v eval.Value) *Loopy {
	if c.err != nil {
		return nil
	}
	s := sessionOf(c.in).games
	switch x := v.(type) {
	case *Loopy:
		return x
	case eval.String:
		l, err := loopyFromText(s, string(x), c.poll)
		c.fail(err)
		return l
	}
	id := c.game(v)
	if c.err != nil {
		c.err = eval.TypeError(v, "a loopy game, a game or a string")
		return nil
	}
	g, err := loopy.FromShort(s.store, id)
	if err != nil {
		c.fail(loopyErr(err))
		return nil
	}
	return loopyFromGraph(c, s, g)
}

// loopyFromText reads text in the loopy notation; poll (if not nil) is
// called now and then while the sides are found and stops the work with
// its error.
func loopyFromText(s *gameState, text string, poll func() error) (*Loopy, error) {
	g, err := loopy.Parse(s.store, text)
	if err != nil {
		// "A & B" has no graph; read it as sides.
		v, err2 := loopy.ParseSided(s.store, text, 0)
		if err2 != nil {
			return nil, loopyErr(err)
		}
		return &Loopy{s: s, v: v}, nil
	}
	v, err := loopy.SidesShort(s.store, g, 0, poll)
	if err != nil {
		return nil, loopyErr(err)
	}
	return &Loopy{s: s, v: v, graph: g}, nil
}

func loopyFromGraph(c *call, s *gameState, g *loopy.Graph) *Loopy {
	v, err := loopy.SidesShort(s.store, g, 0, c.poll)
	if err != nil {
		c.fail(loopyErr(err))
		return nil
	}
	return &Loopy{s: s, v: v, graph: g}
}

// sideValue returns the onside (onside true) or offside of l as a stopper.
// A side that keeps alternating cycles (a carousel, such as either side of
// Bach's Carousel) is not the value of any game on its own graph, so it is
// refused, as CGSuite refuses it, with its graph in the message.
func sideValue(l *Loopy, onside bool) (eval.Value, error) {
	side, ok, name := l.v.Onside, l.v.OnsideIsStopper(), "onside"
	if !onside {
		side, ok, name = l.v.Offside, l.v.OffsideIsStopper(), "offside"
	}
	if !ok {
		return nil, fmt.Errorf("the %s of %s is not a stopper: it keeps an alternating cycle, so it is no loopy game's value on its own", name, l)
	}
	return &Loopy{s: l.s, v: &loopy.Sided{Onside: side, Offside: side}, graph: side}, nil
}

// loopyTest applies test to the values of the call's two loopy arguments.
func (c *call) loopyTest(test func(a, b *loopy.Sided) (bool, error)) (eval.Value, error) {
	a, b := c.loopyArg(c.Pos[0]), c.loopyArg(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	ok, err := test(a.v, b.v)
	if err != nil {
		return nil, loopyErr(err)
	}
	return eval.Bool(ok), nil
}

// loopyFromNodes builds a graph from the nodes ((NAME (LEFT…) (RIGHT…))…)
// started at the node named start.
func (c *call) loopyFromNodes(nodes []eval.Value, start eval.Value) *loopy.Graph {
	s := sessionOf(c.in).games
	names := map[eval.Symbol]int32{}
	type rawNode struct{ l, r []eval.Value }
	var raws []rawNode
	for _, n := range nodes {
		parts := c.list(n)
		if c.err != nil {
			return nil
		}
		if len(parts) != 3 {
			c.fail(fmt.Errorf("node %s is not (NAME (LEFT ...) (RIGHT ...))", n))
			return nil
		}
		name, ok := parts[0].(eval.Symbol)
		if !ok || name == eval.Nil {
			c.fail(fmt.Errorf("node %s: its name is not a symbol", n))
			return nil
		}
		if _, dup := names[name]; dup {
			c.fail(fmt.Errorf("node %s named twice", name))
			return nil
		}
		names[name] = int32(len(raws))
		raws = append(raws, rawNode{c.list(parts[1]), c.list(parts[2])})
	}
	if c.err != nil {
		return nil
	}
	g := &loopy.Graph{L: make([][]int32, len(raws)), R: make([][]int32, len(raws))}
	inline := g.Append
	target := func(v eval.Value) int32 {
		switch x := v.(type) {
		case eval.Symbol:
			if i, ok := names[x]; ok {
				return i
			}
			if h, ok := loopy.Named(string(x)); ok {
				return inline(h)
			}
			c.fail(fmt.Errorf("%s names no node", x))
			return 0
		case eval.String:
			h, err := loopy.Parse(s.store, string(x))
			if err != nil {
				c.fail(err)
				return 0
			}
			return inline(h)
		}
		id := c.game(v)
		if c.err != nil {
			c.err = eval.TypeError(v, "a node's name, a game or a string")
			return 0
		}
		h, err := loopy.FromShort(s.store, id)
		c.fail(loopyErr(err))
		if err != nil {
			return 0
		}
		return inline(h)
	}
	for i, rn := range raws {
		for _, o := range rn.l {
			g.L[i] = append(g.L[i], target(o))
		}
		for _, o := range rn.r {
			g.R[i] = append(g.R[i], target(o))
		}
	}
	sym, ok := start.(eval.Symbol)
	if c.err == nil && !ok {
		c.fail(eval.TypeError(start, "a node's name"))
	}
	if c.err != nil {
		return nil
	}
	st, ok := names[sym]
	if !ok {
		c.fail(fmt.Errorf("%s names no node", sym))
		return nil
	}
	g.Start = st
	return g
}

// stopValue is a stop as a value: a number as a number, any other
// pseudonumber (on, off, 2over, 3/2under) as a loopy game.
func (c *call) stopValue(st loopy.Stop) eval.Value {
	if st.Inf == 0 && st.Tilt == 0 {
		return eval.Box(eval.NumberFromRat(st.X.Rat()))
	}
	s := sessionOf(c.in).games
	g, err := st.Graph(s.store)
	if err != nil {
		c.fail(err)
		return nil
	}
	return loopyFromGraph(c, s, g)
}

// loopyFn is loopy: G alone is read by loopyArg, G with START is a list
// of nodes.
func loopyFn(c call) (eval.Value, error) {
	if c.Pos[1] == nil {
		l := c.loopyArg(c.Pos[0])
		if c.err != nil {
			return nil, c.err
		}
		return l, nil
	}
	g := c.loopyFromNodes(c.list(c.Pos[0]), c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	if err := g.Validate(); err != nil {
		return nil, err
	}
	l := loopyFromGraph(&c, sessionOf(c.in).games, g)
	if c.err != nil {
		return nil, c.err
	}
	return l, nil
}

func loopyBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("loopy", "G [START]", "Returns the loopy game G: a string in CGSuite's loopy notation, or a list of nodes with START naming the game's node. In the notation a label before a brace names that node and the label inside refers back to it, pass is the enclosing node itself, and on, off, over, under, upon, dud, tis and tisn are the named values (Winning Ways ch. 11): (loopy \"a{0|a}\") is over, (loopy \"a{{|a}|}\") is 1 & 0. A list of nodes is ((NAME (LEFT ...) (RIGHT ...)) ...), each option a node's name, a named value, a game, a number or a string: (loopy '((a (0) (a))) 'a) is over too. The value prints as its simplest form: a stopper alone (short games as games print), otherwise onside & offside, found exactly on the game graph (Siegel, \"Coping with cycles\"); \"1 & 0\" reads back.",
			loopyFn),
		row("onside", "G", "Returns the onside of the loopy game G (as for loopy), a stopper (Winning Ways ch. 11; Siegel 2013, ch. VI): (onside \"dud\") is on, (onside \"tis\") is 1.", func(c call) (eval.Value, error) {
			l := c.loopyArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			return sideValue(l, true)
		}),
		row("offside", "G", "Returns the offside of the loopy game G (as for loopy), a stopper: (offside \"dud\") is off, (offside \"tis\") is 0.", func(c call) (eval.Value, error) {
			l := c.loopyArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			return sideValue(l, false)
		}),
		row("stopperp", "G", "Returns t if the loopy game G (as for loopy) has the value of a stopper, its onside equal to its offside: (stopperp \"over\") is t, (stopperp \"dud\") is nil.", func(c call) (eval.Value, error) {
			l := c.loopyArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			ok, err := l.v.IsStopper(0)
			if err != nil {
				return nil, loopyErr(err)
			}
			return eval.Bool(ok), nil
		}),
		row("loopy-outcome", "G", "Returns the outcome class of the loopy game G (as for loopy) as CGSuite names it: the symbol l, r, n, p, d (a draw whoever starts), nhat (Left first: Left wins; Right first: draw), phat (draw; Left wins), ncheck (draw; Right wins) or pcheck (Right wins; draw): (loopy-outcome \"dud\") is d, (loopy-outcome \"tis\") is phat. A game built from a graph is played on it; a value with no graph (\"1 & 0\", a sum) gets its class from its sides, as CGSuite's SidedValue does: (loopy-outcome \"^ & v*\") is nhat.", func(c call) (eval.Value, error) {
			l := c.loopyArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			var o loopy.OutcomeClass
			if l.graph != nil {
				o = l.graph.Outcome()
			} else {
				var err error
				if o, err = loopy.SidedOutcome(l.v, 0); err != nil {
					return nil, loopyErr(err)
				}
			}
			return eval.Symbol(strings.ToLower(o.String())), nil
		}),
		row("loopy-stops", "G [:plain FLAG=nil]", "Returns the list (LEFT RIGHT) of the stops of the stopper G (as for loopy), pseudonumbers as CGSuite's LeftStop and RightStop (Siegel 2013, ch. VI): play alternates, Left or Right first, until a position equal to a pseudonumber (a number, x over, x under, on or off), the stop. A number is returned as a number, the others as loopy games: (loopy-stops \"over\") is (over over), (loopy-stops \"+-{5|pass}\") is (5over -5under), (loopy-stops \"{1|-1}\") is (1 -1). With :plain t, the numbers where play ends at the first number (x for x over and x under; on and off stay): (loopy-stops \"over\" :plain t) is (0 0). An error if G is not a stopper.", func(c call) (eval.Value, error) {
			l := c.loopyArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			ok, err := l.v.IsStopper(0)
			if err != nil {
				return nil, loopyErr(err)
			}
			if !ok {
				return nil, errors.New("not a stopper: its onside and offside differ")
			}
			a, b, err := loopy.Stops(l.s.store, l.v.Onside, 0)
			if err != nil {
				return nil, loopyErr(err)
			}
			if given(c.Key(":plain")) {
				a, b = a.Number(), b.Number()
			}
			left, right := c.stopValue(a), c.stopValue(b)
			if c.err != nil {
				return nil, c.err
			}
			return c.build([]eval.Value{left, right}, eval.Nil), nil
		}),
		row("loopy+", "G H...", "Returns the sum of the loopy games (as for loopy): onside the onside of the sum of the onsides, offside the offside of the sum of the offsides (Siegel 2013, ch. VI): (loopy+ \"on\" \"off\") is on & off (dud), (loopy+ \"over\" \"under\") is over & under.", func(c call) (eval.Value, error) {
			acc := c.loopyArg(c.Pos[0])
			for _, v := range c.Pos[1:] {
				h := c.loopyArg(v)
				if c.err != nil {
					return nil, c.err
				}
				sum, err := loopy.SidedSum(acc.v, h.v, 0, c.poll)
				if err != nil {
					return nil, loopyErr(err)
				}
				var g *loopy.Graph
				if acc.graph != nil && h.graph != nil {
					g, _ = loopy.Sum(acc.graph, h.graph, 0)
				}
				acc = &Loopy{s: acc.s, v: sum, graph: g}
			}
			if c.err != nil {
				return nil, c.err
			}
			return acc, nil
		}),
		row("loopy-neg", "G", "Returns the negative of the loopy game G (as for loopy): Left and Right exchanged; (loopy-neg \"over\") is under.", func(c call) (eval.Value, error) {
			l := c.loopyArg(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			var g *loopy.Graph
			if l.graph != nil {
				g = l.graph.Neg()
			}
			return &Loopy{s: l.s, v: l.v.Neg(), graph: g}, nil
		}),
		row("loopy<=", "G H", "Returns t if G ≤ H for loopy games (as for loopy): onside ≤ onside and offside ≤ offside, each comparison of stoppers by play (Siegel 2013, ch. VI): (loopy<= 0 \"upon\") is t, (loopy<= \"*\" \"upon\") is nil.",
			func(c call) (eval.Value, error) {
				return c.loopyTest(func(a, b *loopy.Sided) (bool, error) { return loopy.SidedGreaterEq(b, a, 0) })
			}),
		row("loopy=", "G H", "Returns t if the loopy games G and H (as for loopy) are equal, side by side: (loopy= \"a{0|a}\" \"over\") is t.",
			func(c call) (eval.Value, error) {
				return c.loopyTest(func(a, b *loopy.Sided) (bool, error) { return loopy.SidedEqual(a, b, 0) })
			}),
	}
}
