package builtins

import (
	"sort"

	"cgcalc/eval"
)

func predicateBuiltins() []*eval.Builtin {
	is := func(name, sig, doc string, p func(eval.Value) bool) *eval.Builtin {
		return fn(name, sig, 1, 1, doc, func(_ *eval.Interp, a []eval.Value) (eval.Value, error) { return eval.Bool(p(a[0])), nil })
	}
	isNumber := func(v eval.Value) bool { _, ok := v.(eval.Number); return ok }
	return []*eval.Builtin{
		is("null", "(null X)", "Returns t if X is nil (the empty list), else nil.", func(v eval.Value) bool { return v == eval.Nil }),
		is("not", "(not X)", "Returns t if X is nil (false), else nil.", func(v eval.Value) bool { return v == eval.Nil }),
		is("atom", "(atom X)", "Returns t if X is not a pair (nil is an atom).", func(v eval.Value) bool { _, ok := v.(*eval.Cons); return !ok }),
		is("consp", "(consp X)", "Returns t if X is a pair (a non-empty list).", func(v eval.Value) bool { _, ok := v.(*eval.Cons); return ok }),
		is("listp", "(listp X)", "Returns t if X is a pair or nil.", isList),
		is("numberp", "(numberp X)", "Returns t if X is a number.", isNumber),
		is("integerp", "(integerp X)", "Returns t if X is an integer.", func(v eval.Value) bool { n, ok := v.(eval.Number); return ok && n.IsInt() }),
		is("symbolp", "(symbolp X)", "Returns t if X is a symbol (nil and t are symbols).", func(v eval.Value) bool { _, ok := v.(eval.Symbol); return ok }),
		is("stringp", "(stringp X)", "Returns t if X is a string.", func(v eval.Value) bool { _, ok := v.(eval.String); return ok }),
		is("functionp", "(functionp X)", "Returns t if X is a function object (from function, #' or lambda).", func(v eval.Value) bool {
			switch v.(type) {
			case *eval.Builtin, *eval.Lambda:
				return true
			}
			return false
		}),
		fn("eq", "(eq X Y)", 2, 2, "Returns t if X and Y are the same object: the same symbol, the same pair, equal numbers or strings.",
			func(_ *eval.Interp, a []eval.Value) (eval.Value, error) { return eval.Bool(eval.Eq(a[0], a[1])), nil }),
		fn("eql", "(eql X Y)", 2, 2, "Returns t if X and Y are eq (numbers are eql when equal in value).",
			func(_ *eval.Interp, a []eval.Value) (eval.Value, error) { return eval.Bool(eval.Eq(a[0], a[1])), nil }),
		fn("equal", "(equal X Y)", 2, 2, "Returns t if X and Y are structurally equal: lists with equal elements, equal strings, eql atoms.\nassoc, member and remove compare with equal.",
			func(_ *eval.Interp, a []eval.Value) (eval.Value, error) {
				return eval.Bool(eval.Equal(a[0], a[1])), nil
			}),
	}
}

// numbers returns every argument as a number.
func numbers(name string, a []eval.Value) ([]eval.Number, error) {
	ns := make([]eval.Number, len(a))
	for i, v := range a {
		n, err := number(name, v)
		if err != nil {
			return nil, err
		}
		ns[i] = n
	}
	return ns, nil
}

func numberBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		fn("+", "(+ NUMBER...)", 0, -1, "Returns the sum of the numbers (0 for none). Arithmetic is exact: (+ 1/2 1/4) is 3/4.", addFn),
		fn("-", "(- NUMBER...)", 1, -1, "Returns the first number minus the others, or the negation of a single number.", subFn),
		fn("*", "(* NUMBER...)", 0, -1, "Returns the product of the numbers (1 for none).", mulFn),
		fn("/", "(/ NUMBER...)", 1, -1, "Returns the first number divided by the others, or the reciprocal of a single number.\nThe result is exact: (/ 1 3) is 1/3.", divFn),
		compare("=", "all equal", func(c int) bool { return c == 0 }),
		fn("/=", "(/= NUMBER...)", 1, -1, "Returns t if no two of the numbers are equal.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			ns, err := numbers("/=", a)
			if err != nil {
				return nil, err
			}
			if err := in.Tick(len(ns)); err != nil {
				return nil, err
			}
			// Sorted, equal numbers are neighbours.
			sort.Slice(ns, func(i, j int) bool { return ns[i].Cmp(ns[j]) < 0 })
			for i := 1; i < len(ns); i++ {
				if ns[i-1].Equal(ns[i]) {
					return eval.Nil, nil
				}
			}
			return eval.T, nil
		}),
		compare("<", "strictly increasing", func(c int) bool { return c < 0 }),
		compare(">", "strictly decreasing", func(c int) bool { return c > 0 }),
		compare("<=", "non-decreasing", func(c int) bool { return c <= 0 }),
		compare(">=", "non-increasing", func(c int) bool { return c >= 0 }),
		fn("max", "(max NUMBER...)", 1, -1, "Returns the greatest of the numbers.", extremum("max", 1)),
		fn("min", "(min NUMBER...)", 1, -1, "Returns the least of the numbers.", extremum("min", -1)),
		unary("abs", "Returns the absolute value of NUMBER.", func(n eval.Number) (eval.Number, error) { return n.Abs(), nil }),
		unary("1+", "Returns NUMBER plus 1.", func(n eval.Number) (eval.Number, error) { return n.Add(eval.Int(1)) }),
		unary("1-", "Returns NUMBER minus 1.", func(n eval.Number) (eval.Number, error) { return n.Sub(eval.Int(1)) }),
		unary("numerator", "Returns the numerator of NUMBER in lowest terms: (numerator 6/4) is 3.", func(n eval.Number) (eval.Number, error) { return n.Numerator(), nil }),
		unary("denominator", "Returns the denominator of NUMBER in lowest terms: (denominator 6/4) is 2.", func(n eval.Number) (eval.Number, error) { return n.Denominator(), nil }),
		division("floor", "Returns the greatest integer not above NUMBER/DIVISOR (DIVISOR defaults to 1): (floor -7 2) is -4.", eval.Number.Floor, true),
		division("ceiling", "Returns the least integer not below NUMBER/DIVISOR (DIVISOR defaults to 1): (ceiling 7 2) is 4.", eval.Number.Ceiling, true),
		division("mod", "Returns NUMBER modulo DIVISOR, with the sign of DIVISOR: (mod -7 2) is 1.", eval.Number.Mod, false),
		division("rem", "Returns the remainder of NUMBER divided by DIVISOR, with the sign of NUMBER: (rem -7 2) is -1.", eval.Number.Rem, false),
		fn("expt", "(expt BASE POWER)", 2, 2, "Returns BASE raised to the integer POWER, exactly: (expt 2/3 -2) is 9/4.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			ns, err := numbers("expt", a)
			if err != nil {
				return nil, err
			}
			r, err := ns[0].Expt(ns[1])
			if err != nil {
				return nil, wrap("expt", err)
			}
			return numResult(in, r)
		}),
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
func numResult(in *eval.Interp, n eval.Number) (eval.Value, error) {
	if b := n.BitLen(); b > 256 {
		if err := in.Tick(b / 64); err != nil {
			return nil, err
		}
	}
	return eval.Box(n), nil
}

// wrap prefixes an arithmetic error with the builtin's name.
func wrap(name string, err error) error { return prefixed{name, err} }

type prefixed struct {
	name string
	err  error
}

func (p prefixed) Error() string { return p.name + ": " + p.err.Error() }
func (p prefixed) Unwrap() error { return p.err }

func addFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	sum := eval.Int(0)
	for _, v := range a {
		n, err := number("+", v)
		if err != nil {
			return nil, err
		}
		if sum, err = sum.Add(n); err != nil {
			return nil, wrap("+", err)
		}
	}
	return numResult(in, sum)
}

func subFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	d, err := number("-", a[0])
	if err != nil {
		return nil, err
	}
	if len(a) == 1 {
		return numResult(in, d.Neg())
	}
	for _, v := range a[1:] {
		n, err := number("-", v)
		if err != nil {
			return nil, err
		}
		if d, err = d.Sub(n); err != nil {
			return nil, wrap("-", err)
		}
	}
	return numResult(in, d)
}

func mulFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	p := eval.Int(1)
	for _, v := range a {
		n, err := number("*", v)
		if err != nil {
			return nil, err
		}
		if p, err = p.Mul(n); err != nil {
			return nil, wrap("*", err)
		}
	}
	return numResult(in, p)
}

func divFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	ns, err := numbers("/", a)
	if err != nil {
		return nil, err
	}
	if len(ns) == 1 {
		ns = append([]eval.Number{eval.Int(1)}, ns...)
	}
	q := ns[0]
	for _, n := range ns[1:] {
		if q, err = q.Quo(n); err != nil {
			return nil, wrap("/", err)
		}
	}
	return numResult(in, q)
}

func compare(name, what string, ok func(int) bool) *eval.Builtin {
	return fn(name, "("+name+" NUMBER...)", 1, -1, "Returns t if the numbers are "+what+".", func(_ *eval.Interp, a []eval.Value) (eval.Value, error) {
		prev, err := number(name, a[0])
		if err != nil {
			return nil, err
		}
		result := eval.T
		for _, v := range a[1:] {
			n, err := number(name, v)
			if err != nil {
				return nil, err
			}
			if !ok(prev.Cmp(n)) {
				result = eval.Nil // keep checking the types of the rest
			}
			prev = n
		}
		return result, nil
	})
}

func extremum(name string, sign int) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		ns, err := numbers(name, a)
		if err != nil {
			return nil, err
		}
		best := ns[0]
		for _, n := range ns[1:] {
			if n.Cmp(best) == sign {
				best = n
			}
		}
		return numResult(in, best)
	}
}

func unary(name, doc string, f func(eval.Number) (eval.Number, error)) *eval.Builtin {
	return fn(name, "("+name+" NUMBER)", 1, 1, doc, func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		n, err := number(name, a[0])
		if err != nil {
			return nil, err
		}
		r, err := f(n)
		if err != nil {
			return nil, wrap(name, err)
		}
		return numResult(in, r)
	})
}

func numPredicate(name, doc string, p func(eval.Number) bool) *eval.Builtin {
	return fn(name, "("+name+" NUMBER)", 1, 1, doc, func(_ *eval.Interp, a []eval.Value) (eval.Value, error) {
		n, err := number(name, a[0])
		if err != nil {
			return nil, err
		}
		return eval.Bool(p(n)), nil
	})
}

func division(name, doc string, f func(eval.Number, eval.Number) (eval.Number, error), optional bool) *eval.Builtin {
	sig, min := "("+name+" NUMBER DIVISOR)", 2
	if optional {
		sig, min = "("+name+" NUMBER [DIVISOR])", 1
	}
	return fn(name, sig, min, 2, doc, func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		ns, err := numbers(name, a)
		if err != nil {
			return nil, err
		}
		if len(ns) == 1 {
			ns = append(ns, eval.Int(1))
		}
		r, err := f(ns[0], ns[1])
		if err != nil {
			return nil, wrap(name, err)
		}
		return numResult(in, r)
	})
}
