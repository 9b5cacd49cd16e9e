package surreal

import (
	"math/big"
	"slices"
	"strings"

	"cgcalc/games/ordinal"
)

// Poly is a generalized ordinal: an ω-polynomial Σ cᵢ·ω^βᵢ with ordinal
// exponents βᵢ below ω^ω and nonzero integer coefficients. The zero value
// is 0. Polys are immutable.
type Poly struct {
	terms []Term // exponents strictly decreasing, coefficients nonzero
}

// Term is one term Coef·ω^Exp of a Poly.
type Term struct {
	Exp  ordinal.Ordinal
	Coef *big.Int
}

// Int returns the integer n as a Poly.
func Int(n *big.Int) Poly {
	if n.Sign() == 0 {
		return Poly{}
	}
	return Poly{[]Term{{Coef: new(big.Int).Set(n)}}}
}

// Int64 returns the integer n as a Poly.
func Int64(n int64) Poly { return Int(big.NewInt(n)) }

// Omega returns ω.
func Omega() Poly { return FromOrdinal(ordinal.Omega()) }

// FromOrdinal returns the ordinal x as a Poly.
func FromOrdinal(x ordinal.Ordinal) Poly {
	var p Poly
	for _, t := range x.Terms() {
		p.terms = append(p.terms, Term{t.Exp, new(big.Int).Set(t.Coef)})
	}
	return p
}

// Monomial returns c·ω^e.
func Monomial(e ordinal.Ordinal, c *big.Int) Poly {
	if c.Sign() == 0 {
		return Poly{}
	}
	return Poly{[]Term{{e, new(big.Int).Set(c)}}}
}

// Terms returns p's terms, greatest exponent first; the caller must not
// modify them.
func (p Poly) Terms() []Term { return p.terms }

// IsZero reports whether p = 0.
func (p Poly) IsZero() bool { return len(p.terms) == 0 }

// Sign returns −1, 0 or +1: the sign of p's leading coefficient.
func (p Poly) Sign() int {
	if p.IsZero() {
		return 0
	}
	return p.terms[0].Coef.Sign()
}

// IsInt reports whether p is an integer, and returns it.
func (p Poly) IsInt() (*big.Int, bool) {
	if p.IsZero() {
		return new(big.Int), true
	}
	if len(p.terms) == 1 && p.terms[0].Exp.IsZero() {
		return new(big.Int).Set(p.terms[0].Coef), true
	}
	return nil, false
}

// IsOrdinal reports whether every coefficient of p is positive (CGSuite's
// IsOrdinal): p is then an ordinal, which Ordinal returns.
func (p Poly) IsOrdinal() bool {
	for _, t := range p.terms {
		if t.Coef.Sign() < 0 {
			return false
		}
	}
	return true
}

// Ordinal returns p as an ordinal when IsOrdinal.
func (p Poly) Ordinal() (ordinal.Ordinal, bool) {
	if !p.IsOrdinal() {
		return ordinal.Ordinal{}, false
	}
	ts := make([]ordinal.Term, len(p.terms))
	for i, t := range p.terms {
		ts[i] = ordinal.Term{Exp: t.Exp, Coef: t.Coef}
	}
	x, err := ordinal.FromTerms(ts)
	return x, err == nil
}

// Birthday returns the birthday of p as CGSuite's GeneralizedOrdinal gives
// it: p with each coefficient replaced by its absolute value (ω−5 is born
// on day ω+5, −ω on day ω).
func (p Poly) Birthday() ordinal.Ordinal {
	ts := make([]ordinal.Term, len(p.terms))
	for i, t := range p.terms {
		ts[i] = ordinal.Term{Exp: t.Exp, Coef: new(big.Int).Abs(t.Coef)}
	}
	x, _ := ordinal.FromTerms(ts)
	return x
}

// Neg returns −p.
func (p Poly) Neg() Poly {
	out := make([]Term, len(p.terms))
	for i, t := range p.terms {
		out[i] = Term{t.Exp, new(big.Int).Neg(t.Coef)}
	}
	return Poly{out}
}

// Abs returns |p|.
func (p Poly) Abs() Poly {
	if p.Sign() < 0 {
		return p.Neg()
	}
	return p
}

// Add returns p + q.
func (p Poly) Add(q Poly) Poly {
	out := make([]Term, 0, len(p.terms)+len(q.terms))
	i, j := 0, 0
	for i < len(p.terms) || j < len(q.terms) {
		var c int
		switch {
		case i == len(p.terms):
			c = -1
		case j == len(q.terms):
			c = 1
		default:
			c = ordinal.Cmp(p.terms[i].Exp, q.terms[j].Exp)
		}
		switch {
		case c > 0:
			out = append(out, p.terms[i])
			i++
		case c < 0:
			out = append(out, q.terms[j])
			j++
		default:
			if s := new(big.Int).Add(p.terms[i].Coef, q.terms[j].Coef); s.Sign() != 0 {
				out = append(out, Term{p.terms[i].Exp, s})
			}
			i++
			j++
		}
	}
	return Poly{out}
}

// divInt returns p divided by an integer g that divides every coefficient.
func (p Poly) divInt(g *big.Int) Poly {
	out := make([]Term, len(p.terms))
	for i, t := range p.terms {
		out[i] = Term{t.Exp, new(big.Int).Quo(t.Coef, g)}
	}
	return Poly{out}
}

// Sub returns p − q.
func (p Poly) Sub(q Poly) Poly { return p.Add(q.Neg()) }

// Mul returns p·q: terms multiply with their exponents added naturally,
// so the product is commutative (the surreal product, not the ordinal
// one). The natural sum of two ordinals below ω^ω is below ω^ω.
func (p Poly) Mul(q Poly) Poly {
	prods := make([]Term, 0, len(p.terms)*len(q.terms))
	for _, s := range p.terms {
		for _, t := range q.terms {
			prods = append(prods, Term{ordinal.NaturalAdd(s.Exp, t.Exp), new(big.Int).Mul(s.Coef, t.Coef)})
		}
	}
	slices.SortStableFunc(prods, func(a, b Term) int { return ordinal.Cmp(b.Exp, a.Exp) })
	var out []Term
	for _, t := range prods {
		if n := len(out); n > 0 && ordinal.Equal(out[n-1].Exp, t.Exp) {
			out[n-1].Coef.Add(out[n-1].Coef, t.Coef)
			continue
		}
		out = append(out, t)
	}
	return Poly{slices.DeleteFunc(out, func(t Term) bool { return t.Coef.Sign() == 0 })}
}

// Cmp compares p and q: −1, 0 or +1 as p <, =, > q.
func Cmp(p, q Poly) int { return p.Sub(q).Sign() }

// String returns p in CGSuite's notation: ω^ω-5ω^19+ω^2+1, -ω+5, 3ω.
func (p Poly) String() string { return p.format(false) }

// ASCII returns p with omega for ω and * after a coefficient:
// omega^omega-5*omega^19+omega^2+1.
func (p Poly) ASCII() string { return p.format(true) }

func (p Poly) format(ascii bool) string {
	if p.IsZero() {
		return "0"
	}
	var b strings.Builder
	for i, t := range p.terms {
		switch {
		case t.Coef.Sign() < 0:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		abs := new(big.Int).Abs(t.Coef)
		if t.Exp.IsZero() {
			b.WriteString(abs.String())
			continue
		}
		// The ordinal package prints a monomial ω^e·|c| as CGSuite does.
		m, _ := ordinal.Monomial(t.Exp, abs)
		if ascii {
			b.WriteString(m.ASCII())
		} else {
			b.WriteString(m.String())
		}
	}
	return b.String()
}
