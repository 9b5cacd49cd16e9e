package builtins

import (
	"errors"
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/loopy"
)

// upowBuiltins are the generalized powers of a game {0|H} and the inverse
// of the ordinal sum (games/upow.go, games/loopy/upow.go), in the section
// Uptimals and notation.
func upowBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("pow", "G X", "Returns G^X, CGSuite's G.Pow(X), for a short game G of the form {0|H} and an exponent X ≥ 1 that is a number or a pseudonumber (on, x over, x under, as for loopy): {0 | H − (pow-to G X−1)}, with on − 1 = on. For G = ↑ it is ↑^X, which for an integer n is ↑ⁿ = {0|↓[n−1]*}: (pow up 3) is ↑³, (pow up 7/4) is {0||0,↓*|0,{0,↓*|0,*}}, and (pow up \"on\") is the stopper ↑<on> = {0|↓[on]*} (Siegel, Combinatorial Game Theory, 2013, ch. II §4; CGSuite's GameTest.scala). An error if G is not {0|H} (CGSuite: invalid base), if X is below 1 (the exponent must be a nonnegative pseudonumber), or if X − 1 has no blow-up (off, x under for x ≤ 0: invalid exponent).", powFn(false)),
		row("pow-to", "G X", "Returns G^→X, CGSuite's G.PowTo(X), for a short game G and an exponent X ≥ 0 that is a number or a pseudonumber: 0 for X = 0, else the ordinal sum G : b where b, the blow-up of X, has the sign expansion of X without its first + (X − 1 for X ≥ 1, −k for 1/2^k; on for on, off for over, b over and b under for x over and x under). For G = ↑ and an integer n it is ↑[n] = ↑ + ↑² + … + ↑ⁿ: (pow-to up 3) is ↑[3], (pow-to up 7/4) is {↑|*,↑[2]||*,↑[2]}, (pow-to up \"on\") is ↑[on] = upon, (pow-to (game \"{0||0|-2}\") 3) is {Tiny(2)||0|-2|||0|-2} (Siegel 2013, ch. II §4; CGSuite's GameTest.scala). An error for X < 0 and for an exponent without a blow-up (off, 0under).", powFn(true)),
		row("subordinate", "G B", "Returns the game H with B : H = G, CGSuite's G.Subordinate(B): the inverse of the ordinal sum, read from the canonical form (or, for a stopper, the simplest form) of G. B's options are taken out of G's at each position reached, each in canonical form, so B may be a form such as (game \"'{*|*}'\"); every option of B must be met at each position (as an option of G, or dominated or reversed out of it). (subordinate 1/8 1) is -3, since 1:-3 = {0|1/4} = 1/8; (subordinate (pow-to up 5) (game \"'{*|*}'\")) is 5; (subordinate \"over\" 1) is off and (subordinate \"upon\" (game \"'{*|*}'\")) is on (CGSuite's GameTest.scala). G may be a short game or a stopper, B a game or a stopper. An error if G is not an ordinal sum on B: (subordinate star 1) fails.", subordinateFn),
	}
}

// loopyVarietyBuiltins are the varieties of a stopper relative to a given
// degree, in the section Loopy games.
func loopyVarietyBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("upsum-variety", "G D", "Returns the upsum variety of the stopper G relative to the degree D, CGSuite's G.UpsumVariety(D): the upsum of G and the downsum of -G and -D (Siegel 2013, ch. VI). D must be an idempotent (D + D = D). (upsum-variety \"upon\" (pow up \"on\")) is ↓<on> (CGSuite's GameTest.scala); loopy-variety is G's variety relative to its own degree.", varietyFn(true)),
		row("downsum-variety", "G D", "Returns the downsum variety of the stopper G relative to the degree D, CGSuite's G.DownsumVariety(D): the downsum of G and the upsum of -G and D (Siegel 2013, ch. VI). D must be an idempotent. (downsum-variety \"upon\" (pow up \"on\")) is ↓<on> (CGSuite's GameTest.scala).", varietyFn(false)),
	}
}

// powFn is pow (to false) or pow-to.
func powFn(to bool) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		s := sessionOf(c.in).games
		g := c.shortBase(c.Pos[0])
		x, plain := c.exponent(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		if plain {
			var id games.ID
			var err error
			if to {
				id, err = s.store.PowTo(g, x.X)
			} else {
				id, err = s.store.Pow(g, x.X)
			}
			if err != nil {
				return nil, c.powErr(err, g)
			}
			return s.value(id), nil
		}
		f := loopy.Pow
		if to {
			f = loopy.PowTo
		}
		p, err := f(s.store, g, x, 0)
		if err != nil {
			return nil, c.powErr(err, g)
		}
		return c.stopperResult(p)
	}
}

// powErr words the errors of pow and pow-to.
func (c *call) powErr(err error, g games.ID) error {
	if errors.Is(err, games.ErrPowBase) {
		return fmt.Errorf("invalid base %s: it must be of the form {0|H}", sessionOf(c.in).games.value(g))
	}
	return sideBuiltinErr(loopyErr(err))
}

// shortBase returns v as the canonical form of a short game: a game, a
// number, or a loopy game equal to a short game.
func (c *call) shortBase(v eval.Value) games.ID {
	if c.err != nil {
		return 0
	}
	if isLoopyArg(v) {
		l := c.loopyArg(v)
		if c.err != nil {
			return 0
		}
		sv, short := l.short()
		if !short {
			c.fail(fmt.Errorf("%s is not a short game: the base must be one", eval.Describe(l)))
			return 0
		}
		v = sv
	}
	id := c.game(v)
	if c.err != nil {
		return 0
	}
	id, err := sessionOf(c.in).games.store.Canonical(id)
	c.fail(err)
	return id
}

// exponent returns v as a pseudonumber: a dyadic number (plain), or on,
// off, x over or x under given as a loopy game or a string.
func (c *call) exponent(v eval.Value) (x loopy.Stop, plain bool) {
	if c.err != nil {
		return loopy.Stop{}, false
	}
	s := sessionOf(c.in).games
	notPseudo := func() {
		c.fail(fmt.Errorf("the exponent %s is not a pseudonumber (a number, on, off, x over or x under)", eval.Describe(v)))
	}
	switch v.(type) {
	case *Loopy, eval.String:
	default:
		if n, ok := v.(eval.Number); ok {
			if _, dyadic := games.DyadicFromRat(n.Rat()); !dyadic {
				notPseudo()
				return loopy.Stop{}, false
			}
		}
		id := c.game(v)
		if c.err != nil {
			return loopy.Stop{}, false
		}
		d, ok, err := s.store.IsNumber(id)
		if err != nil || !ok {
			c.fail(err)
			if err == nil {
				notPseudo()
			}
			return loopy.Stop{}, false
		}
		return loopy.Stop{X: d}, true
	}
	g := c.stopperArg(v)
	if c.err != nil {
		return loopy.Stop{}, false
	}
	x, ok, err := loopy.PseudonumberOf(s.store, g, 0)
	if err != nil {
		c.fail(sideBuiltinErr(loopyErr(err)))
		return loopy.Stop{}, false
	}
	if !ok {
		notPseudo()
		return loopy.Stop{}, false
	}
	return x, x.Inf == 0 && x.Tilt == 0
}

// stopperResult returns the stopper g as a value: a game or number when
// it has no cycle, else a loopy game.
func (c *call) stopperResult(g *loopy.Graph) (eval.Value, error) {
	s := sessionOf(c.in).games
	if g.IsLoopfree() {
		id, ok, err := loopy.ToShort(s.store, g)
		if err != nil {
			return nil, err
		}
		if ok {
			return s.value(id), nil
		}
	}
	return c.stopperValue(g), nil
}

// subordinateFn is subordinate: the store's for two short games, the
// loopy package's when either is a loopy game.
func subordinateFn(c call) (eval.Value, error) {
	s := sessionOf(c.in).games
	gv, bv := c.Pos[0], c.Pos[1]
	if !isLoopyArg(gv) && !isLoopyArg(bv) {
		g, b := c.game(gv), c.game(bv)
		if c.err != nil {
			return nil, c.err
		}
		h, err := s.store.Subordinate(g, b)
		if err != nil {
			return nil, err
		}
		return s.value(h), nil
	}
	g := c.stopperArg(gv)
	bl, br := c.baseOptions(bv)
	if c.err != nil {
		return nil, c.err
	}
	h, err := loopy.Subordinate(g, bl, br, 0)
	if err != nil {
		return nil, sideBuiltinErr(loopyErr(err))
	}
	return c.stopperResult(h)
}

// isLoopyArg reports whether v is read as a loopy game: a loopy game or
// a string in the loopy notation.
func isLoopyArg(v eval.Value) bool {
	switch v.(type) {
	case *Loopy, eval.String:
		return true
	}
	return false
}

// baseOptions returns the options of the base v as stoppers: a short
// game's options as built, in canonical form, or a stopper's in its
// simplest form.
func (c *call) baseOptions(v eval.Value) (left, right []*loopy.Graph) {
	if c.err != nil {
		return nil, nil
	}
	s := sessionOf(c.in).games
	if !isLoopyArg(v) {
		id := c.game(v)
		if c.err != nil {
			return nil, nil
		}
		l, r, err := s.store.Options(id)
		if err != nil {
			c.fail(err)
			return nil, nil
		}
		graphs := func(ids []games.ID) []*loopy.Graph {
			var out []*loopy.Graph
			for _, o := range ids {
				co, err := s.store.Canonical(o)
				if err == nil {
					var g *loopy.Graph
					if g, err = loopy.FromShort(s.store, co); err == nil {
						out = append(out, g)
						continue
					}
				}
				c.fail(loopyErr(err))
				return nil
			}
			return out
		}
		return graphs(l), graphs(r)
	}
	g := c.stopperArg(v)
	if c.err != nil {
		return nil, nil
	}
	b, err := loopy.Simplify(g, 0)
	if err != nil {
		c.fail(sideBuiltinErr(loopyErr(err)))
		return nil, nil
	}
	for _, o := range b.L[b.Start] {
		left = append(left, b.At(o))
	}
	for _, o := range b.R[b.Start] {
		right = append(right, b.At(o))
	}
	return left, right
}

// varietyFn is upsum-variety (up true) or downsum-variety.
func varietyFn(up bool) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		g, d := c.stopperArg(c.Pos[0]), c.stopperArg(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		f := loopy.DownsumVariety
		if up {
			f = loopy.UpsumVariety
		}
		v, err := f(g, d, 0)
		if err != nil {
			return nil, sideBuiltinErr(err)
		}
		return c.stopperResult(v)
	}
}
