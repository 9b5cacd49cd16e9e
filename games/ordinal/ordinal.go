package ordinal

import (
	"errors"
	"math/big"
	"slices"
)

// Ordinal is an ordinal below ω^(ω^ω) in Cantor normal form. The zero
// value is the ordinal 0. Ordinals are immutable: every operation returns
// a new one.
type Ordinal struct {
	terms []Term // exponents strictly decreasing, coefficients positive
}

// Term is one term ω^Exp·Coef of a Cantor normal form: Exp is below ω^ω
// and Coef is positive.
type Term struct {
	Exp  Ordinal
	Coef *big.Int
}

// ErrRange is returned for an ordinal at or beyond ω^(ω^ω), whose
// exponents are not all below ω^ω.
var ErrRange = errors.New("ordinals at or beyond ω^(ω^ω) are not supported")

// Nat returns the finite ordinal n; n must not be negative.
func Nat(n int64) Ordinal {
	if n < 0 {
		panic("ordinal.Nat: negative")
	}
	return FromBig(big.NewInt(n))
}

// FromBig returns the finite ordinal n (a copy); n must not be negative.
func FromBig(n *big.Int) Ordinal {
	if n.Sign() < 0 {
		panic("ordinal.FromBig: negative")
	}
	if n.Sign() == 0 {
		return Ordinal{}
	}
	return Ordinal{[]Term{{Coef: new(big.Int).Set(n)}}}
}

// Omega returns ω.
func Omega() Ordinal { return Ordinal{[]Term{{Exp: Nat(1), Coef: big.NewInt(1)}}} }

// OmegaPow returns ω^e, or ErrRange unless e is below ω^ω.
func OmegaPow(e Ordinal) (Ordinal, error) {
	return Monomial(e, big.NewInt(1))
}

// Monomial returns ω^e·c for a natural c (0 gives 0), or ErrRange unless e
// is below ω^ω.
func Monomial(e Ordinal, c *big.Int) (Ordinal, error) {
	if !e.belowOmegaOmega() {
		return Ordinal{}, ErrRange
	}
	if c.Sign() < 0 {
		return Ordinal{}, errors.New("negative coefficient")
	}
	if c.Sign() == 0 {
		return Ordinal{}, nil
	}
	return Ordinal{[]Term{{Exp: e, Coef: new(big.Int).Set(c)}}}, nil
}

// FromTerms returns the ordinal with the given terms, in any order (terms
// with equal exponents are added, zero coefficients dropped), or ErrRange
// if an exponent is not below ω^ω.
func FromTerms(terms []Term) (Ordinal, error) {
	var sum Ordinal
	for _, t := range terms {
		m, err := Monomial(t.Exp, t.Coef)
		if err != nil {
			return Ordinal{}, err
		}
		sum = NaturalAdd(sum, m)
	}
	return sum, nil
}

// belowOmegaOmega reports whether x < ω^ω: every exponent is finite.
func (x Ordinal) belowOmegaOmega() bool {
	for _, t := range x.terms {
		if !t.Exp.IsFinite() {
			return false
		}
	}
	return true
}

// Terms returns the terms of x's Cantor normal form, greatest exponent
// first. The caller must not modify them.
func (x Ordinal) Terms() []Term { return x.terms }

// IsZero reports whether x = 0.
func (x Ordinal) IsZero() bool { return len(x.terms) == 0 }

// IsFinite reports whether x < ω.
func (x Ordinal) IsFinite() bool {
	return len(x.terms) == 0 || len(x.terms) == 1 && x.terms[0].Exp.IsZero()
}

// Finite returns x as a natural number when x is finite.
func (x Ordinal) Finite() (*big.Int, bool) {
	if !x.IsFinite() {
		return nil, false
	}
	if x.IsZero() {
		return new(big.Int), true
	}
	return new(big.Int).Set(x.terms[0].Coef), true
}

// Int returns x as an int64 when x is finite and fits.
func (x Ordinal) Int() (int64, bool) {
	n, ok := x.Finite()
	if !ok || !n.IsInt64() {
		return 0, false
	}
	return n.Int64(), true
}

// Cmp compares x and y: −1 if x < y, 0 if equal, +1 if x > y.
func Cmp(x, y Ordinal) int {
	for i := 0; ; i++ {
		switch {
		case i == len(x.terms) && i == len(y.terms):
			return 0
		case i == len(x.terms):
			return -1
		case i == len(y.terms):
			return 1
		}
		if c := Cmp(x.terms[i].Exp, y.terms[i].Exp); c != 0 {
			return c
		}
		if c := x.terms[i].Coef.Cmp(y.terms[i].Coef); c != 0 {
			return c
		}
	}
}

// Equal reports whether x = y.
func Equal(x, y Ordinal) bool { return Cmp(x, y) == 0 }

// Add returns the ordinal sum x + y: the terms of x below y's leading
// exponent are absorbed.
func Add(x, y Ordinal) Ordinal {
	if y.IsZero() {
		return x
	}
	lead := y.terms[0].Exp
	var out []Term
	for _, t := range x.terms {
		c := Cmp(t.Exp, lead)
		if c < 0 {
			break
		}
		if c == 0 {
			out = append(out, Term{t.Exp, new(big.Int).Add(t.Coef, y.terms[0].Coef)})
			out = append(out, y.terms[1:]...)
			return Ordinal{out}
		}
		out = append(out, t)
	}
	return Ordinal{append(out, y.terms...)}
}

// Mul returns the ordinal product x·y (x·ω = ω for finite x > 0, so Mul is
// not commutative). Its exponents are ordinal sums of exponents below
// ω^ω, so the product stays below ω^(ω^ω).
func Mul(x, y Ordinal) Ordinal {
	if x.IsZero() || y.IsZero() {
		return Ordinal{}
	}
	lead := x.terms[0]
	var out Ordinal
	// x·y is the ordinal sum of x·(ω^e·c) over y's terms, in order.
	for _, t := range y.terms {
		var part Ordinal
		if t.Exp.IsZero() {
			// x·c: the leading coefficient times c, the rest unchanged.
			terms := slices.Clone(x.terms)
			terms[0] = Term{lead.Exp, new(big.Int).Mul(lead.Coef, t.Coef)}
			part = Ordinal{terms}
		} else {
			part = Ordinal{[]Term{{Add(lead.Exp, t.Exp), new(big.Int).Set(t.Coef)}}}
		}
		out = Add(out, part)
	}
	return out
}

// NaturalAdd returns the natural (Hessenberg) sum x ⊕ y, the commutative
// sum that adds the coefficients of equal powers of ω.
func NaturalAdd(x, y Ordinal) Ordinal {
	out := make([]Term, 0, len(x.terms)+len(y.terms))
	i, j := 0, 0
	for i < len(x.terms) || j < len(y.terms) {
		var c int
		switch {
		case i == len(x.terms):
			c = -1
		case j == len(y.terms):
			c = 1
		default:
			c = Cmp(x.terms[i].Exp, y.terms[j].Exp)
		}
		switch {
		case c > 0:
			out = append(out, x.terms[i])
			i++
		case c < 0:
			out = append(out, y.terms[j])
			j++
		default:
			out = append(out, Term{x.terms[i].Exp, new(big.Int).Add(x.terms[i].Coef, y.terms[j].Coef)})
			i++
			j++
		}
	}
	return Ordinal{out}
}

// NaturalMul returns the natural (Hessenberg) product of x and y, the
// commutative product that multiplies Cantor normal forms as polynomials
// in ω with exponents added naturally. It returns ErrRange when an
// exponent reaches ω^ω.
func NaturalMul(x, y Ordinal) (Ordinal, error) {
	var out Ordinal
	for _, s := range x.terms {
		for _, t := range y.terms {
			m, err := Monomial(NaturalAdd(s.Exp, t.Exp), new(big.Int).Mul(s.Coef, t.Coef))
			if err != nil {
				return Ordinal{}, err
			}
			out = NaturalAdd(out, m)
		}
	}
	return out, nil
}

// Pow returns the ordinal power x^n for a natural n (x^0 = 1), by repeated
// ordinal multiplication.
func Pow(x Ordinal, n uint) Ordinal {
	out := Nat(1)
	for range n {
		out = Mul(out, x)
	}
	return out
}
