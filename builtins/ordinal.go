package builtins

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/ordinal"
)

// Ordinal is an infinite ordinal below ω^(ω^ω) as a value of the language
// (finite ordinals are integers). It prints in the session's notation:
// CGSuite's 3ω+5, or 3*omega+5 in ascii.
type Ordinal struct {
	x   ordinal.Ordinal
	set *Settings
}

func (o *Ordinal) String() string {
	if o.set != nil && o.set.Notation == games.ASCII {
		return o.x.ASCII()
	}
	return o.x.String()
}

// Type is "ordinal".
func (*Ordinal) Type() string { return "ordinal" }

// Equal reports whether other is the same ordinal.
func (o *Ordinal) Equal(other eval.Value) bool {
	p, ok := other.(*Ordinal)
	return ok && ordinal.Equal(o.x, p.x)
}

// Nimber is a transfinite nimber *α, α an infinite ordinal below
// ω^(ω^ω): an impartial game that is not short, kept apart from the short
// games' store. Finite nimbers are short games.
type Nimber struct {
	x   ordinal.Ordinal
	set *Settings
}

func (n *Nimber) String() string {
	o := (&Ordinal{n.x, n.set}).String()
	if t := n.x.Terms(); len(t) > 1 || t[0].Coef.Cmp(big.NewInt(1)) != 0 {
		return "*(" + o + ")"
	}
	return "*" + o
}

// Type is "transfinite nimber".
func (*Nimber) Type() string { return "transfinite nimber" }

// Equal reports whether other is the same nimber.
func (n *Nimber) Equal(other eval.Value) bool {
	m, ok := other.(*Nimber)
	return ok && ordinal.Equal(n.x, m.x)
}

// installOrdinalGlobals binds omega and ω.
func installOrdinalGlobals(in *eval.Interp) {
	w := &Ordinal{ordinal.Omega(), sessionOf(in).settings}
	in.SetGlobal("omega", w)
	in.SetGlobal("ω", w)
}

// notShort is the error of a transfinite nimber or an ordinal given where a
// short game is wanted.
func notShort(v eval.Value) error {
	if _, ok := v.(*Nimber); ok {
		return fmt.Errorf("%s is a transfinite nimber, not a short game: nim-sum and nim-product take it", v)
	}
	if _, ok := v.(*Surreal); ok {
		return fmt.Errorf("%s is a surreal number, not a short game: see doc/surreal.md", v)
	}
	return fmt.Errorf("%s is an ordinal, not a short game: see ordinal-add, natural-sum and (star %s)", v, v)
}

// ordinalValue returns x as a value: an integer when finite.
func ordinalValue(c *call, x ordinal.Ordinal) eval.Value {
	if n, ok := x.Finite(); ok {
		return eval.Box(eval.NumberFromRat(new(big.Rat).SetInt(n)))
	}
	return &Ordinal{x, sessionOf(c.in).settings}
}

// nimberValue returns *x as a value: a short game when x is finite and
// fits the store's nimbers.
func nimberValue(c *call, x ordinal.Ordinal) eval.Value {
	if n, ok := x.Finite(); ok && n.IsUint64() {
		s := sessionOf(c.in).games
		return s.value(s.store.Value(games.NUS{M: n.Uint64()}))
	}
	return &Nimber{x, sessionOf(c.in).settings}
}

// ordinalArg returns v as an ordinal: an ordinal or a non-negative integer.
func (c *call) ordinalArg(v eval.Value) ordinal.Ordinal {
	switch x := v.(type) {
	case *Ordinal:
		return x.x
	case eval.Number:
		if x.IsInt() && x.Sign() >= 0 {
			return ordinal.FromBig(x.Rat().Num())
		}
	}
	c.typeError(v, "an ordinal (a natural number, omega or an ordinal made from it)")
	return ordinal.Ordinal{}
}

// nimberArg returns v as the α of a nimber *α: a transfinite nimber or a
// short game equal to a nimber.
func (c *call) nimberArg(v eval.Value) ordinal.Ordinal {
	if n, ok := v.(*Nimber); ok {
		return n.x
	}
	if _, ok := v.(*Ordinal); ok {
		c.fail(fmt.Errorf("%s is an ordinal, not a nimber: (star %s) is its nimber", eval.Describe(v), v))
		return ordinal.Ordinal{}
	}
	return ordinal.Nat(int64(c.nimber(v)))
}

// ordinalFold returns the function of a builtin folding its ordinals with
// op, from zero.
func ordinalFold(zero ordinal.Ordinal, op func(x, y ordinal.Ordinal) (ordinal.Ordinal, error)) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		acc := zero
		for _, v := range c.Pos {
			x := c.ordinalArg(v)
			if c.err != nil {
				return nil, c.err
			}
			var err error
			if acc, err = op(acc, x); err != nil {
				return nil, err
			}
		}
		return ordinalValue(&c, acc), nil
	}
}

func noErr(op func(x, y ordinal.Ordinal) ordinal.Ordinal) func(x, y ordinal.Ordinal) (ordinal.Ordinal, error) {
	return func(x, y ordinal.Ordinal) (ordinal.Ordinal, error) { return op(x, y), nil }
}

// nimErr words the ordinal package's errors for the user.
func nimErr(err error) error {
	if errors.Is(err, ordinal.ErrWork) {
		return fmt.Errorf("too much work: the nim field holding these ordinals is too large (over %d products of powers of ω)", ordinal.Budget)
	}
	return err
}

func ordinalBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("ordinal", "TEXT",
			"Reads the ordinal written in the string TEXT: naturals, ω or omega, ^ for powers (ω^ω^2 is ω^(ω^2)), a coefficient before ω or after it (3ω, 3*omega, ω·3) and + between terms, which adds naturally (CGSuite's + of ordinals: (ordinal \"5+ω\") is ω+5). Ordinals print as CGSuite prints them, greatest term first, coefficient first: (ordinal \"ω·3+5\") is 3ω+5, (ordinal \"omega^(omega+1)\") is ω^(ω+1). Ordinals are below ω^(ω^ω): (ordinal \"ω^ω^ω\") is an error. The variables omega and ω hold ω. See doc/ordinals.md.",
			func(c call) (eval.Value, error) {
				text := c.str(c.Pos[0], "a string")
				if c.err != nil {
					return nil, c.err
				}
				x, err := ordinal.Parse(text)
				if err != nil {
					return nil, err
				}
				return ordinalValue(&c, x), nil
			}),
		row("ordinal-add", "X...",
			"Returns the ordinal sum of the ordinals X..., from the left (0 for none): a term is absorbed by a greater one after it, so the sum is not commutative: (ordinal-add 1 omega) is ω, (ordinal-add omega 1) is ω+1. natural-sum is the commutative sum.",
			ordinalFold(ordinal.Ordinal{}, noErr(ordinal.Add))),
		row("ordinal-multiply", "X...",
			"Returns the ordinal product of the ordinals X..., from the left (1 for none), not commutative: (ordinal-multiply 2 omega) is ω, (ordinal-multiply omega 2) is 2ω, (ordinal-multiply omega (ordinal \"ω+1\")) is ω^2+ω. natural-product is the commutative product.",
			ordinalFold(ordinal.Nat(1), noErr(ordinal.Mul))),
		row("natural-sum", "X...",
			"Returns the natural (Hessenberg) sum of the ordinals X...: the coefficients of equal powers of ω add, as in CGSuite's + of ordinals: (natural-sum 1 omega) is ω+1.",
			ordinalFold(ordinal.Ordinal{}, noErr(ordinal.NaturalAdd))),
		row("natural-product", "X...",
			"Returns the natural (Hessenberg) product of the ordinals X...: their Cantor normal forms multiplied as polynomials in ω, exponents added naturally, as CGSuite's * of ordinals: (natural-product 2 omega) is 2ω, (natural-product (ordinal \"ω+1\") (ordinal \"ω+1\")) is ω^2+2ω+1.",
			ordinalFold(ordinal.Nat(1), ordinal.NaturalMul)),
		row("ordinal-compare", "X Y",
			"Returns -1, 0 or 1 as the ordinal X is less than, equal to or greater than Y: (ordinal-compare (ordinal \"ω^2\") (ordinal \"100ω\")) is 1.",
			func(c call) (eval.Value, error) {
				x, y := c.ordinalArg(c.Pos[0]), c.ordinalArg(c.Pos[1])
				if c.err != nil {
					return nil, c.err
				}
				return intValue(ordinal.Cmp(x, y)), nil
			}),
		row("nim-sum", "G...",
			"Returns the nim sum of the nimbers G..., finite or transfinite (0 for none): the exclusive or of the coefficients of each power of ω (ONAG ch. 6). (nim-sum (star 3) (star 5)) is *6, (nim-sum (star omega) (star 3) (star omega)) is *3, (nim-sum (star (ordinal \"ω+5\")) (star 4)) is *(ω+1).",
			func(c call) (eval.Value, error) {
				var acc ordinal.Ordinal
				for _, v := range c.Pos {
					acc = ordinal.NimSum(acc, c.nimberArg(v))
				}
				if c.err != nil {
					return nil, c.err
				}
				return nimberValue(&c, acc), nil
			}),
		row("excess", "P",
			"Returns Lenstra's excess m(P) of a prime P ≤ 257: κ_P^P = α_P, the least ordinal that is not a P-th power in the field below κ_P, is the nim sum of the κ_q of P's q-set with m(P) added to its finite part (Lenstra, On the algebraic closure of two, 1977; CGSuite's NimFieldCalculator): (excess 7) is 1, (excess 19) is 4. See doc/ordinals.md.",
			lenstraFn(func(c *call, p int64) (eval.Value, error) {
				m, err := ordinal.Excess(p)
				return intValue(m), err
			})),
		row("q-set", "P",
			"Returns Lenstra's Q-set of a prime P ≤ 257, the prime powers q whose κ_q make up κ_f(P), f(P) the order of 2 modulo P (κ_(2^n) = 2^(2^(n−1)), κ_(p^n) = ω^(ω^k·p^(n−1)) for p the k-th odd prime from 0): (q-set 13) is (4 3), so that the 13th power of ω^(ω^4) is ω+4. See excess.",
			lenstraFn(func(c *call, p int64) (eval.Value, error) {
				qs, err := ordinal.QSet(p)
				ns := make([]int, len(qs))
				for i, q := range qs {
					ns[i] = int(q)
				}
				return intList(ns), err
			})),
	}
}

func lenstraFn(f func(c *call, p int64) (eval.Value, error)) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		p := c.integer(c.Pos[0], -(1 << 40), 1<<40)
		if c.err != nil {
			return nil, c.err
		}
		return f(&c, p)
	}
}

// starOrdinal is (star ALPHA) for an ordinal ALPHA: the nimber *α.
func starOrdinal(c *call, o *Ordinal) eval.Value { return nimberValue(c, o.x) }

func nimProductFn(c call) (eval.Value, error) {
	a, b := c.nimberArg(c.Pos[0]), c.nimberArg(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	p, err := ordinal.NimProduct(a, b)
	if err != nil {
		return nil, nimErr(err)
	}
	return nimberValue(&c, p), nil
}

func nimInverseFn(c call) (eval.Value, error) {
	a := c.nimberArg(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	inv, err := ordinal.NimInverse(a)
	if err != nil {
		return nil, nimErr(err)
	}
	return nimberValue(&c, inv), nil
}

// nimberText reads a transfinite nimber written as CGSuite writes one, *
// and an infinite ordinal (*ω, *(ω+5), *omega^2), for game: ok is false
// for any other text.
func nimberText(c *call, text string) (eval.Value, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(text), "*")
	if !ok || !strings.ContainsAny(rest, "ωo") {
		return nil, false
	}
	x, err := ordinal.Parse(rest)
	if err != nil || x.IsFinite() {
		return nil, false
	}
	return nimberValue(c, x), true
}
