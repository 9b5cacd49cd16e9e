package builtins

import (
	"errors"
	"fmt"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/surreal"
)

// Surreal numbers beyond the dyadic rationals (games/surreal): rationals
// are the language's numbers, ordinals its *Ordinal values, and every
// other quotient of generalized ordinals (ω−1, 1/ω, (ω+1)/(ω−1)) a
// *Surreal. The arithmetic and comparisons of numberBuiltins hand a call
// with an ordinal or a surreal among its arguments to the functions here.

// Surreal is a surreal number that is neither a rational nor an ordinal:
// a generalized ordinal with a negative coefficient (ω−1, −ω) or a
// quotient (1/ω). It prints as CGSuite prints it, or with omega in the
// ascii notation.
type Surreal struct {
	x   surreal.Number
	set *Settings
}

func (s *Surreal) String() string {
	if s.set != nil && s.set.Notation == games.ASCII {
		return s.x.ASCII()
	}
	return s.x.String()
}

// Type is "surreal number".
func (*Surreal) Type() string { return "surreal number" }

// Equal reports whether other is the same surreal number.
func (s *Surreal) Equal(other eval.Value) bool {
	t, ok := other.(*Surreal)
	return ok && surreal.Equal(s.x, t.x)
}

// surrealOf returns v as a surreal number: a number, an ordinal or a
// surreal.
func surrealOf(v eval.Value) (surreal.Number, bool) {
	switch x := v.(type) {
	case eval.Number:
		return surreal.FromRat(x.Rat()), true
	case *Ordinal:
		return surreal.FromPoly(surreal.FromOrdinal(x.x)), true
	case *Surreal:
		return x.x, true
	}
	return surreal.Number{}, false
}

// beyondShort reports whether v is a surreal number that is not a short
// game: an ordinal, a surreal, or a rational that is not dyadic.
func beyondShort(v eval.Value) bool {
	switch x := v.(type) {
	case *Ordinal, *Surreal:
		return true
	case eval.Number:
		_, ok := games.DyadicFromRat(x.Rat())
		return !ok
	}
	return false
}

// surrealValue returns x as a value: a number when rational, an ordinal
// when its coefficients are positive, else a *Surreal.
func surrealValue(c *call, x surreal.Number) eval.Value {
	if r, ok := x.Rat(); ok {
		return eval.Box(eval.NumberFromRat(r))
	}
	if p, ok := x.Poly(); ok {
		if o, ok := p.Ordinal(); ok {
			return &Ordinal{o, sessionOf(c.in).settings}
		}
	}
	return &Surreal{x, sessionOf(c.in).settings}
}

// surrealArgs returns the arguments as surreal numbers when one is an
// ordinal or a surreal, or a number that is not dyadic among games: ok is
// false when the call is not one for surreal arithmetic. A game among
// them is an error: their sum is not a short game.
func surrealArgs(c *call) (xs []surreal.Number, ok bool, err error) {
	any := hasBeyondShort(c.Pos) && !allNumbers(c.Pos)
	for _, v := range c.Pos {
		switch v.(type) {
		case *Ordinal, *Surreal:
			any = true
		}
	}
	if !any {
		return nil, false, nil
	}
	for _, v := range c.Pos {
		x, isNum := surrealOf(v)
		if !isNum {
			if _, nim := v.(*Nimber); nim {
				return nil, true, notShort(v)
			}
			return nil, true, notShortNumber(c.Pos)
		}
		xs = append(xs, x)
	}
	return xs, true, nil
}

// surrealFold is (+ …), (* …) or (- …) when surrealArgs applies: ok is
// false otherwise.
func surrealFold(c *call, op func(x, y surreal.Number) (surreal.Number, error), unit surreal.Number, negateOne bool) (eval.Value, bool, error) {
	xs, ok, err := surrealArgs(c)
	if !ok || err != nil {
		return nil, ok, err
	}
	if negateOne && len(xs) == 1 {
		return surrealValue(c, xs[0].Neg()), true, nil
	}
	acc := unit
	if negateOne {
		acc, xs = xs[0], xs[1:]
	}
	for _, x := range xs {
		if c.tick(acc.Size() * x.Size()); c.err != nil {
			return nil, true, c.err
		}
		if acc, err = op(acc, x); err != nil {
			return nil, true, surrealErr(err)
		}
	}
	return surrealValue(c, acc), true, nil
}

// surrealErr words the surreal package's errors for the user.
func surrealErr(err error) error {
	if errors.Is(err, surreal.ErrDivZero) {
		return errors.New("division by zero")
	}
	return err
}

var surrealOne = surreal.FromPoly(surreal.Int64(1))

func surrealSum(c *call) (eval.Value, bool, error) {
	return surrealFold(c, surreal.Add, surreal.Number{}, false)
}

func surrealDifference(c *call) (eval.Value, bool, error) {
	return surrealFold(c, surreal.Sub, surreal.Number{}, true)
}

func surrealProduct(c *call) (eval.Value, bool, error) {
	return surrealFold(c, surreal.Mul, surrealOne, false)
}

func surrealQuotient(c *call) (eval.Value, bool, error) {
	xs, ok, err := surrealArgs(c)
	if !ok || err != nil {
		return nil, ok, err
	}
	if len(xs) == 1 {
		xs = append([]surreal.Number{surrealOne}, xs...)
	}
	acc := xs[0]
	for _, x := range xs[1:] {
		if acc, err = surreal.Div(acc, x); err != nil {
			return nil, true, surrealErr(err)
		}
	}
	return surrealValue(c, acc), true, nil
}

// surrealRelation returns the relation of a to b when one of them is a
// surreal number that is not a short game: ok is false when neither is.
// Two numbers compare as numbers. A short game G and a number x that is
// not dyadic are never equal, and G > x when G's Right stop exceeds x,
// G < x when its Left stop is below x, else G ‖ x: number avoidance,
// as Siegel, Combinatorial Game Theory (2013), ch. II and VIII, has it.
func surrealRelation(c *call, a, b eval.Value) (games.Relation, bool, error) {
	if !beyondShort(a) && !beyondShort(b) {
		return 0, false, nil
	}
	x, okA := surrealOf(a)
	y, okB := surrealOf(b)
	if okA && okB {
		return [...]games.Relation{games.Less, games.Equal, games.Greater}[surreal.Compare(x, y)+1], true, nil
	}
	flip := false
	g, num := a, y
	if okA {
		flip, g, num = true, b, x
	}
	s := sessionOf(c.in).games
	id, err := s.arithGame(g)
	if err != nil {
		return 0, true, err
	}
	l, r, err := s.store.Stops(id)
	if err != nil {
		return 0, true, err
	}
	rel := games.Fuzzy
	switch {
	case surreal.Compare(surreal.FromRat(r.Rat()), num) > 0:
		rel = games.Greater
	case surreal.Compare(surreal.FromRat(l.Rat()), num) < 0:
		rel = games.Less
	}
	if flip {
		rel = [...]games.Relation{games.Greater, games.Equal, games.Less, games.Fuzzy}[rel]
	}
	return rel, true, nil
}

// surrealCompare is a chained comparison with a surreal number that is
// not a short game among its arguments: ok is false when there is none.
func surrealCompare(c *call, ok []games.Relation) (eval.Value, bool, error) {
	if !hasBeyondShort(c.Pos) {
		return nil, false, nil
	}
	v, err := chainHolds(len(c.Pos), ok, func(i int) (games.Relation, error) {
		return pairRelation(c, c.Pos[i-1], c.Pos[i])
	})
	return v, true, err
}

// surrealDistinct is (/= …) with a surreal number that is not a short
// game among its arguments.
func surrealDistinct(c *call) (eval.Value, bool, error) {
	if !hasBeyondShort(c.Pos) {
		return nil, false, nil
	}
	for i := range c.Pos {
		for j := i + 1; j < len(c.Pos); j++ {
			r, err := pairRelation(c, c.Pos[i], c.Pos[j])
			if err != nil {
				return nil, true, err
			}
			if r == games.Equal {
				return eval.Nil, true, nil
			}
		}
	}
	return eval.T, true, nil
}

// notShortNumber is the error of arithmetic mixing a game with the first
// number of vs that is not a short game.
func notShortNumber(vs []eval.Value) error {
	for _, v := range vs {
		if !beyondShort(v) {
			continue
		}
		what := "is not a dyadic rational, so not a game"
		if _, ok := v.(eval.Number); !ok {
			what = "is not a short game"
		}
		return fmt.Errorf("%s %s: a number that is not dyadic (6/23, ω, 1/ω) is added to, multiplied by and divided by numbers only (<, = and fuzzy compare it with short games)", eval.Describe(v), what)
	}
	return nil
}

func allNumbers(vs []eval.Value) bool {
	for _, v := range vs {
		if _, ok := v.(eval.Number); !ok {
			return false
		}
	}
	return true
}

func hasBeyondShort(vs []eval.Value) bool {
	for _, v := range vs {
		if beyondShort(v) {
			return true
		}
	}
	return false
}

// pairRelation is the relation of a to b: surrealRelation, or that of two
// short games.
func pairRelation(c *call, a, b eval.Value) (games.Relation, error) {
	if r, ok, err := surrealRelation(c, a, b); ok {
		return r, err
	}
	s := sessionOf(c.in).games
	g, err := s.arithGame(a)
	if err != nil {
		return 0, err
	}
	h, err := s.arithGame(b)
	if err != nil {
		return 0, err
	}
	return s.store.Compare(g, h)
}

// surrealUnary returns f of the first argument when it is a surreal
// number that is not a short game: ok is false otherwise.
func surrealUnary(c *call, f func(x surreal.Number) (eval.Value, error)) (eval.Value, bool, error) {
	if !beyondShort(c.Pos[0]) {
		return nil, false, nil
	}
	x, _ := surrealOf(c.Pos[0])
	v, err := f(x)
	return v, true, err
}

// surrealBirthday is birthday of a surreal number beyond the short games.
func surrealBirthday(c *call) (eval.Value, bool, error) {
	return surrealUnary(c, func(x surreal.Number) (eval.Value, error) {
		b, err := x.Birthday()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", eval.Describe(c.Pos[0]), err)
		}
		return ordinalValue(c, b), nil
	})
}

// surrealOutcome is outcome of a surreal number beyond the short games: l,
// r or p by its sign.
func surrealOutcome(c *call) (eval.Value, bool, error) {
	return surrealUnary(c, func(x surreal.Number) (eval.Value, error) {
		return eval.Symbol([...]string{"r", "p", "l"}[x.Sign()+1]), nil
	})
}

// surrealAbs is abs of an ordinal or a surreal.
func surrealAbs(c *call) (eval.Value, bool, error) {
	return surrealUnary(c, func(x surreal.Number) (eval.Value, error) { return surrealValue(c, x.Abs()), nil })
}

// surrealExtremum is max (sign 1) or min (sign −1) with an ordinal or a
// surreal among the numbers.
func surrealExtremum(sign int) func(c *call) (eval.Value, bool, error) {
	return func(c *call) (eval.Value, bool, error) {
		xs, ok, err := surrealArgs(c)
		if !ok || err != nil {
			return nil, ok, err
		}
		best := 0
		for i, x := range xs {
			if surreal.Compare(x, xs[best]) == sign {
				best = i
			}
		}
		return c.Pos[best], true, nil
	}
}

// surrealExpt is (expt X N) with X or N an ordinal or a surreal: a power
// of ω by any generalized ordinal (CGSuite's omega^x), of anything else by
// an integer.
func surrealExpt(c *call) (eval.Value, bool, error) {
	if _, ok, err := surrealArgs(c); !ok || err != nil {
		return nil, ok, err
	}
	x, _ := surrealOf(c.Pos[0])
	n, _ := surrealOf(c.Pos[1])
	np, isPoly := n.Poly()
	if p, ok := x.Poly(); ok && surreal.Cmp(p, surreal.Omega()) == 0 {
		if !isPoly {
			return nil, true, fmt.Errorf("a power of ω must be a generalized ordinal, not %s", eval.Describe(c.Pos[1]))
		}
		y, err := surreal.OmegaPow(np)
		if err != nil {
			return nil, true, err
		}
		return surrealValue(c, y), true, nil
	}
	k, isInt := np.IsInt()
	if !isPoly || !isInt || !k.IsInt64() || k.Int64() > surreal.MaxPower || k.Int64() < -surreal.MaxPower {
		return nil, true, fmt.Errorf("%s must be an integer between -%d and %d to be the power of %s", eval.Describe(c.Pos[1]), surreal.MaxPower, surreal.MaxPower, eval.Describe(c.Pos[0]))
	}
	if c.tick(int(max(k.Int64(), -k.Int64()))); c.err != nil {
		return nil, true, c.err
	}
	y, err := surreal.Pow(x, k.Int64())
	if err != nil {
		return nil, true, surrealErr(err)
	}
	return surrealValue(c, y), true, nil
}

// surrealAtom reads a symbol that is unbound as a variable and written
// in the surreal notation with ω or omega in it, as omega-1, ω-1, 2ω-3 or
// 1/omega: ok is false for any other name.
func surrealAtom(in *eval.Interp, name string) (eval.Value, bool) {
	if !strings.Contains(name, "ω") && !strings.Contains(name, "omega") {
		return nil, false
	}
	x, err := surreal.Parse(name)
	if err != nil {
		return nil, false
	}
	c := &call{in: in}
	return surrealValue(c, x), true
}

func surrealBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("surreal", "TEXT",
			"Reads the surreal number written in the string TEXT as CGSuite takes it: naturals, ω or omega, + and -, * (or nothing, as in 3ω), / and ^, with parentheses. (surreal \"6/23\") is 6/23, born on day ω; (surreal \"omega-1\") is ω-1; (surreal \"1/omega\") is 1/ω; (surreal \"(omega^(omega+1)-omega^omega-omega+1)/(omega-1)\") is ω^ω-1, reduced to lowest terms as CGSuite reduces it. A power of ω may be any generalized ordinal, of anything else an integer. Unbound names written this way are these numbers too: omega-1 is ω-1. + - * / expt < = abs birthday outcome and sign take them; a surreal number is compared with a short game by its stops, but not added to one. See doc/surreal.md.",
			func(c call) (eval.Value, error) {
				text := c.str(c.Pos[0], "a string")
				if c.err != nil {
					return nil, c.err
				}
				x, err := surreal.Parse(text)
				if err != nil {
					return nil, surrealErr(err)
				}
				return surrealValue(&c, x), nil
			}),
		row("sign", "X",
			"Returns -1, 0 or 1, the sign of the number X, which may be an ordinal or a surreal number (CGSuite's Sign): (sign (surreal \"-omega+5\")) is -1, (sign -6/23) is -1.",
			func(c call) (eval.Value, error) {
				x, ok := surrealOf(c.Pos[0])
				if !ok {
					return nil, eval.TypeError(c.Pos[0], "a number, an ordinal or a surreal number")
				}
				return intValue(x.Sign()), nil
			}),
		row("ordinalp", "X",
			"Returns t if X is an ordinal: a natural number, omega or a generalized ordinal whose coefficients are all positive (CGSuite's IsOrdinal): (ordinalp (+ omega 5)) is t, (ordinalp (- omega 5)) is nil.",
			func(c call) (eval.Value, error) {
				switch x := c.Pos[0].(type) {
				case *Ordinal:
					return eval.T, nil
				case eval.Number:
					return eval.Bool(x.IsInt() && x.Sign() >= 0), nil
				}
				return eval.Nil, nil
			}),
	}
}

// surrealOr extends the builtin b to surreal numbers: hook answers first,
// and b's own function runs when hook does not apply (ok false).
func surrealOr(hook func(c *call) (eval.Value, bool, error), b *eval.Builtin) *eval.Builtin {
	fn := b.Fn
	b.Fn = func(in *eval.Interp, a eval.Args) (eval.Value, error) {
		if v, ok, err := hook(&call{in: in, Args: a}); ok {
			if err != nil {
				err = inNotation(in, err)
			}
			return v, err
		}
		return fn(in, a)
	}
	return b
}
