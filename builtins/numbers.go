package builtins

import (
	"sort"

	"cgcalc/eval"
	"cgcalc/games"
)

func predicateBuiltins() []*eval.Builtin {
	is := func(name, doc string, p func(eval.Value) bool) *eval.Builtin {
		return row(name, "X", doc, func(c call) (eval.Value, error) { return eval.Bool(p(c.Pos[0])), nil })
	}
	both := func(name, doc string, p func(x, y eval.Value) bool) *eval.Builtin {
		return row(name, "X Y", doc, func(c call) (eval.Value, error) { return eval.Bool(p(c.Pos[0], c.Pos[1])), nil })
	}
	isNumber := func(v eval.Value) bool { _, ok := v.(eval.Number); return ok }
	return []*eval.Builtin{
		is("null", "Returns t if X is nil (the empty list), else nil.", func(v eval.Value) bool { return v == eval.Nil }),
		is("not", "Returns t if X is nil (false), else nil.", func(v eval.Value) bool { return v == eval.Nil }),
		is("atom", "Returns t if X is not a pair (nil is an atom).", func(v eval.Value) bool { _, ok := v.(*eval.Cons); return !ok }),
		is("consp", "Returns t if X is a pair (a non-empty list).", func(v eval.Value) bool { _, ok := v.(*eval.Cons); return ok }),
		is("listp", "Returns t if X is a pair or nil.", isList),
		is("numberp", "Returns t if X is a number.", isNumber),
		is("integerp", "Returns t if X is an integer.", func(v eval.Value) bool { n, ok := v.(eval.Number); return ok && n.IsInt() }),
		is("dyadicp", "Returns t if X is a dyadic rational, a number whose denominator is a power of two: the numbers that are short games (CGSuite's IsDyadic). (dyadicp 3/16) is t, (dyadicp 1/3) is nil.", func(v eval.Value) bool {
			n, ok := v.(eval.Number)
			if !ok {
				return false
			}
			d := n.Denominator().Rat().Num()
			return d.BitLen()-1 == int(d.TrailingZeroBits())
		}),
		is("symbolp", "Returns t if X is a symbol (nil and t are symbols).", func(v eval.Value) bool { _, ok := v.(eval.Symbol); return ok }),
		is("stringp", "Returns t if X is a string.", func(v eval.Value) bool { _, ok := v.(eval.String); return ok }),
		is("functionp", "Returns t if X is a function object (from function, #' or lambda).", func(v eval.Value) bool {
			switch v.(type) {
			case *eval.Builtin, *eval.Lambda:
				return true
			}
			return false
		}),
		both("eq", "Returns t if X and Y are the same object: the same symbol, the same pair, equal numbers or strings.", eval.Eq),
		both("eql", "Returns t if X and Y are eq (numbers are eql when equal in value).", eval.Eq),
		row("equal", "X Y", "Returns t if X and Y are structurally equal: lists with equal elements, equal strings, eql atoms. assoc, member and remove compare with equal.", func(c call) (eval.Value, error) {
			eq, err := c.in.Equal(c.Pos[0], c.Pos[1])
			return eval.Bool(eq), err
		}),
	}
}

// numbers returns every value of vs as a number.
func (c *call) numbers(vs []eval.Value) []eval.Number {
	ns := make([]eval.Number, len(vs))
	for i, v := range vs {
		ns[i] = c.number(v)
	}
	return ns
}

func numberBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("+", "X...", "Returns the sum of X..., numbers or games (0 for none): (+ 1/2 1/4) is 3/4, exactly.\n"+
			"With a game among them, each number counts as a game (only dyadic rationals are games: (+ 1/3 up) is an error) and the sum is a canonical form: (+ 1/2 up star) is 1/2↑*, and a sum equal to a number is that number: (+ star star) is 0. mplus keeps a sum as a sum of its summands.", addFn),
		row("-", "X X...", "Returns the first of X... minus the others, or the negative of a single X, numbers or games: (- 1/2 1/3) is 1/6, (- up) is ↓, (- up star) is ↑*. With a game among them the result is a canonical form, as for +.", subFn),
		row("*", "X...", "Returns the product of X... (1 for none): numbers multiply exactly, (* 2/3 3) is 2, and integers times one game give that many copies of it, negated for a negative integer: (* 3 up) is 3↑, (* -2 up) is ⇓. A game is multiplied only by integers, and two games not at all: see norton-product, conway-product and ordinal-product.", mulFn),
		row("/", "NUMBER NUMBER...", "Returns the first number divided by the others, or the reciprocal of a single number.\n"+
			"The result is exact: (/ 1 3) is 1/3.", divFn),
		compare("=", "equal", "Returns t if X... are all equal, numbers or games: (= 1/2 2/4) is t, (= (+ star star) 0) is t. Games are equal when their difference is a second-player win, whatever their forms: (= (mg 0 !| 0) star) is t.", func(c int) bool { return c == 0 }, games.Equal),
		row("/=", "X X...", "Returns t if no two of X... are equal, numbers or games: (/= 1 2 3) is t, (/= up star (+ up star)) is t.", distinctFn),
		compare("<", "less", "Returns t if each of X... is less than the next, numbers or games: (< 1 2 3) is t, (< 0 up) is t. G < H when G ≤ H but not H ≤ G: Left wins H − G whoever starts. Games can be confused, neither ≤ the other: (< 0 star) and (> 0 star) are both nil (see fuzzy).", func(c int) bool { return c < 0 }, games.Less),
		compare(">", "greater", "Returns t if each of X... is greater than the next, numbers or games: (> 3 2 1) is t, (> up 0) is t.", func(c int) bool { return c > 0 }, games.Greater),
		compare("<=", "less or equal", "Returns t if each of X... is less than or equal to the next, numbers or games: (<= 1 1 2) is t. G ≤ H when Left wins H − G if Right starts: (<= 0 up) is t, (<= star 0) is nil.", func(c int) bool { return c <= 0 }, games.Less, games.Equal),
		compare(">=", "greater or equal", "Returns t if each of X... is greater than or equal to the next, numbers or games: (>= 2 1 1) is t, (>= 1 up 0) is t, (>= star 0) is nil.", func(c int) bool { return c >= 0 }, games.Greater, games.Equal),
		compare("fuzzy", "confused", "Returns t if each argument is confused with (fuzzy with, incomparable with) the next, G ‖ H: neither G ≤ H nor H ≤ G, so the first player wins G − H: (fuzzy star 0) is t, (fuzzy (mg 1 !| -1) 0 star) is t. Numbers are never confused with each other. cfuzzy is Allemang's name for two games.", func(int) bool { return false }, games.Fuzzy),
		compare("||", "confused", "The same as fuzzy, written as the relation G ‖ H: (|| star 0) is t, (|| up 0) is nil.", func(int) bool { return false }, games.Fuzzy),
		surrealOr(surrealExtremum(1), row("max", "NUMBER NUMBER...", "Returns the greatest of the numbers, which may be ordinals or surreal numbers: (max omega-1 1000) is ω-1.", extremum(1))),
		surrealOr(surrealExtremum(-1), row("min", "NUMBER NUMBER...", "Returns the least of the numbers, which may be ordinals or surreal numbers: (min omega-1 1000) is 1000.", extremum(-1))),
		surrealOr(surrealAbs, unary("abs", "Returns the absolute value of NUMBER, which may be an ordinal or a surreal number: (abs (surreal \"5-omega\")) is ω-5.", func(n eval.Number) (eval.Number, error) { return n.Abs(), nil })),
		unary("1+", "Returns NUMBER plus 1.", func(n eval.Number) (eval.Number, error) { return n.Add(eval.Int(1)) }),
		unary("1-", "Returns NUMBER minus 1.", func(n eval.Number) (eval.Number, error) { return n.Sub(eval.Int(1)) }),
		unary("numerator", "Returns the numerator of NUMBER in lowest terms: (numerator 6/4) is 3.", func(n eval.Number) (eval.Number, error) { return n.Numerator(), nil }),
		unary("denominator", "Returns the denominator of NUMBER in lowest terms: (denominator 6/4) is 2.", func(n eval.Number) (eval.Number, error) { return n.Denominator(), nil }),
		division("floor", "NUMBER [DIVISOR=1]", "Returns the greatest integer not above NUMBER/DIVISOR: (floor -7 2) is -4.", eval.Number.Floor),
		division("ceiling", "NUMBER [DIVISOR=1]", "Returns the least integer not below NUMBER/DIVISOR: (ceiling 7 2) is 4.", eval.Number.Ceiling),
		division("mod", "NUMBER DIVISOR", "Returns NUMBER modulo DIVISOR, with the sign of DIVISOR: (mod -7 2) is 1.", eval.Number.Mod),
		division("rem", "NUMBER DIVISOR", "Returns the remainder of NUMBER divided by DIVISOR, with the sign of NUMBER: (rem -7 2) is -1.", eval.Number.Rem),
		surrealOr(surrealExpt, division("expt", "BASE POWER", "Returns BASE raised to the integer POWER, exactly: (expt 2/3 -2) is 9/4. BASE may be an ordinal or a surreal number, and a power of omega any generalized ordinal, as CGSuite's omega^x: (expt omega 2) is ω^2, (expt omega omega) is ω^ω, (expt omega -1) is 1/ω.", eval.Number.Expt)),
		numPredicate("zerop", "Returns t if NUMBER is 0.", func(n eval.Number) bool { return n.Sign() == 0 }),
		numPredicate("plusp", "Returns t if NUMBER is greater than 0.", func(n eval.Number) bool { return n.Sign() > 0 }),
		numPredicate("minusp", "Returns t if NUMBER is less than 0.", func(n eval.Number) bool { return n.Sign() < 0 }),
		numPredicate("evenp", "Returns t if NUMBER is an even integer.", func(n eval.Number) bool {
			m, err := n.Mod(eval.Int(2))
			return err == nil && n.IsInt() && m.Sign() == 0
		}),
		numPredicate("oddp", "Returns t if NUMBER is an odd integer.", func(n eval.Number) bool {
			m, err := n.Mod(eval.Int(2))
			return err == nil && n.IsInt() && m.Sign() != 0
		}),
	}
}

// numResult returns an arithmetic result as a value, charging steps in
// proportion to its size: work on big numbers grows with their bits, and
// Ctrl-C and step limits must reach a loop of such work.
func (c *call) numResult(n eval.Number, err error) (eval.Value, error) {
	if err != nil {
		return nil, err
	}
	if b := n.BitLen(); b > 256 {
		if c.tick(b / 64); c.err != nil {
			return nil, c.err
		}
	}
	return eval.Box(n), nil
}

func addFn(c call) (eval.Value, error) {
	sum := eval.Int(0)
	for _, v := range c.Pos {
		n, ok := v.(eval.Number)
		if !ok {
			return gameSum(c) // or a type error
		}
		var err error
		if sum, err = sum.Add(n); err != nil {
			return nil, err
		}
	}
	return c.numResult(sum, nil)
}

func mulFn(c call) (eval.Value, error) {
	p := eval.Int(1)
	for _, v := range c.Pos {
		n, ok := v.(eval.Number)
		if !ok {
			return gameProduct(c) // or a type error
		}
		var err error
		if p, err = p.Mul(n); err != nil {
			return nil, err
		}
	}
	return c.numResult(p, nil)
}

func subFn(c call) (eval.Value, error) {
	d, ok := c.Pos[0].(eval.Number)
	if !ok {
		return gameDifference(c) // or a type error
	}
	if len(c.Pos) == 1 {
		return c.numResult(d.Neg(), nil)
	}
	for _, v := range c.Pos[1:] {
		n, ok := v.(eval.Number)
		if !ok {
			return gameDifference(c) // or a type error
		}
		var err error
		if d, err = d.Sub(n); err != nil {
			return nil, err
		}
	}
	return c.numResult(d, nil)
}

func divFn(c call) (eval.Value, error) {
	if v, ok, err := surrealQuotient(&c); ok {
		return v, err
	}
	ns := c.numbers(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	if len(ns) == 1 {
		ns = append([]eval.Number{eval.Int(1)}, ns...)
	}
	q := ns[0]
	for _, n := range ns[1:] {
		var err error
		if q, err = q.Quo(n); err != nil {
			return nil, err
		}
	}
	return c.numResult(q, nil)
}

// compare is a chained comparison: t if ok holds of each number's Cmp
// with the next, or, with a game among the arguments, if each stands in
// one of the relations rel to the next (gameCompare). fuzzy and ||, never
// true of numbers, take at least two arguments.
func compare(name, what, doc string, ok func(int) bool, rel ...games.Relation) *eval.Builtin {
	params := "X X..."
	if what == "confused" {
		params = "X Y Z..."
	}
	return row(name, params, doc, func(c call) (eval.Value, error) {
		prev, isNumber := c.Pos[0].(eval.Number)
		if !isNumber {
			return gameCompare(c, rel)
		}
		result := eval.T
		for _, v := range c.Pos[1:] {
			n, isNumber := v.(eval.Number)
			if !isNumber {
				return gameCompare(c, rel) // or a type error
			}
			if !ok(prev.Cmp(n)) {
				result = eval.Nil // keep checking the types of the rest
			}
			prev = n
		}
		return result, nil
	})
}

func extremum(sign int) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		ns := c.numbers(c.Pos)
		if c.err != nil {
			return nil, c.err
		}
		best := ns[0]
		for _, n := range ns[1:] {
			if n.Cmp(best) == sign {
				best = n
			}
		}
		return c.numResult(best, nil)
	}
}

func unary(name, doc string, f func(eval.Number) (eval.Number, error)) *eval.Builtin {
	return row(name, "NUMBER", doc, func(c call) (eval.Value, error) {
		n := c.number(c.Pos[0])
		if c.err != nil {
			return nil, c.err
		}
		return c.numResult(f(n))
	})
}

func numPredicate(name, doc string, p func(eval.Number) bool) *eval.Builtin {
	return row(name, "NUMBER", doc, func(c call) (eval.Value, error) {
		n := c.number(c.Pos[0])
		if c.err != nil {
			return nil, c.err
		}
		return eval.Bool(p(n)), nil
	})
}

// division is a builtin of two numbers: floor, mod, expt.
func division(name, params, doc string, f func(eval.Number, eval.Number) (eval.Number, error)) *eval.Builtin {
	return row(name, params, doc, func(c call) (eval.Value, error) {
		x, y := c.number(c.Pos[0]), c.number(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		return c.numResult(f(x, y))
	})
}

func distinctFn(c call) (eval.Value, error) {
	ns := make([]eval.Number, len(c.Pos))
	for i, v := range c.Pos {
		n, ok := v.(eval.Number)
		if !ok {
			return gameDistinct(c) // or a type error
		}
		ns[i] = n
	}
	if c.tick(len(ns)); c.err != nil {
		return nil, c.err
	}
	// Sorted, equal numbers are neighbours.
	sort.Slice(ns, func(i, j int) bool { return ns[i].Cmp(ns[j]) < 0 })
	for i := 1; i < len(ns); i++ {
		if ns[i-1].Equal(ns[i]) {
			return eval.Nil, nil
		}
	}
	return eval.T, nil
}
