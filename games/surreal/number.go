package surreal

import (
	"errors"
	"math/big"
	"strings"

	"cgcalc/games/ordinal"
)

// Number is a surreal number p/q, p and q generalized ordinals in lowest
// terms with q > 0 (CGSuite's SurrealNumber): 6/23, ω−1, 1/ω,
// (ω+1)/(ω−1). The zero value is 0.
type Number struct {
	num, den Poly // den.IsZero() stands for 1
}

// ErrDivZero is the error of a division by zero.
var ErrDivZero = errors.New("division by zero")

// FromPoly returns p as a Number.
func FromPoly(p Poly) Number { return Number{num: p} }

// FromRat returns the rational r as a Number.
func FromRat(r *big.Rat) Number {
	x := Number{num: Int(r.Num())}
	if !r.IsInt() {
		x.den = Int(r.Denom())
	}
	return x
}

// Quo returns p/q in lowest terms, ErrDivZero for q = 0, or ErrDegree.
func Quo(p, q Poly) (Number, error) {
	if q.IsZero() {
		return Number{}, ErrDivZero
	}
	if p.IsZero() {
		return Number{}, nil
	}
	var a, b Poly
	if d, ok := q.IsInt(); ok {
		// An integer denominator: divide by the gcd of the coefficients.
		g := new(big.Int).Abs(d)
		for _, t := range p.terms {
			g.GCD(nil, nil, g, new(big.Int).Abs(t.Coef))
		}
		if d.Sign() < 0 {
			g.Neg(g)
		}
		a, b = p.divInt(g), Int(d.Quo(d, g))
	} else {
		var err error
		if a, b, err = reduce(p, q); err != nil {
			return Number{}, err
		}
	}
	if n, ok := b.IsInt(); ok && n.Cmp(big.NewInt(1)) == 0 {
		return Number{num: a}, nil
	}
	return Number{a, b}, nil
}

// Num returns x's numerator.
func (x Number) Num() Poly { return x.num }

// Den returns x's denominator (1 for a generalized ordinal).
func (x Number) Den() Poly {
	if x.den.IsZero() {
		return Int64(1)
	}
	return x.den
}

// Poly returns x as a generalized ordinal, when its denominator is 1.
func (x Number) Poly() (Poly, bool) { return x.num, x.den.IsZero() }

// Rat returns x as a rational, when it is one.
func (x Number) Rat() (*big.Rat, bool) {
	p, ok := x.num.IsInt()
	if !ok {
		return nil, false
	}
	q, ok := x.Den().IsInt()
	if !ok {
		return nil, false
	}
	return new(big.Rat).SetFrac(p, q), true
}

// Sign returns the sign of x.
func (x Number) Sign() int { return x.num.Sign() }

// Neg returns −x.
func (x Number) Neg() Number { return Number{x.num.Neg(), x.den} }

// Abs returns |x|.
func (x Number) Abs() Number {
	if x.Sign() < 0 {
		return x.Neg()
	}
	return x
}

// Add returns x + y.
func Add(x, y Number) (Number, error) {
	if x.den.IsZero() && y.den.IsZero() {
		return Number{num: x.num.Add(y.num)}, nil
	}
	a, b := x.num.Mul(y.Den()), y.num.Mul(x.Den())
	return Quo(a.Add(b), x.Den().Mul(y.Den()))
}

// Sub returns x − y.
func Sub(x, y Number) (Number, error) { return Add(x, y.Neg()) }

// Mul returns x·y.
func Mul(x, y Number) (Number, error) {
	a := x.num.Mul(y.num)
	if x.den.IsZero() && y.den.IsZero() {
		return Number{num: a}, nil
	}
	return Quo(a, x.Den().Mul(y.Den()))
}

// Div returns x/y, or ErrDivZero.
func Div(x, y Number) (Number, error) {
	if y.Sign() == 0 {
		return Number{}, ErrDivZero
	}
	return Quo(x.num.Mul(y.Den()), x.Den().Mul(y.num))
}

// Pow returns x^n for an integer n (x^0 = 1; a negative n the reciprocal's
// power), by repeated multiplication.
func Pow(x Number, n int64) (Number, error) {
	if n < 0 {
		r, err := Div(FromPoly(Int64(1)), x)
		if err != nil {
			return Number{}, err
		}
		x, n = r, -n
	}
	out := FromPoly(Int64(1))
	work := 0
	for range n {
		if work += out.Size() * x.Size(); work > MaxPowWork {
			return Number{}, ErrWork
		}
		var err error
		if out, err = Mul(out, x); err != nil {
			return Number{}, err
		}
	}
	return out, nil
}

// MaxPowWork bounds the products of terms Pow multiplies.
const MaxPowWork = 1 << 20

// ErrWork is the error of a power too large to compute.
var ErrWork = errors.New("too much work: the power has too many terms (over a million products of terms)")

// Size returns the number of terms of x's numerator and denominator.
func (x Number) Size() int { return len(x.num.terms) + len(x.den.terms) }

// OmegaPow returns ω^x for a generalized ordinal x as CGSuite's omega^x
// does: ω^(the positive terms of x) divided by ω^(the negated negative
// terms), so ω^(−1) is 1/ω. Both must be ordinals below ω^ω.
func OmegaPow(x Poly) (Number, error) {
	var pos, neg []ordinal.Term
	for _, t := range x.terms {
		if t.Coef.Sign() > 0 {
			pos = append(pos, ordinal.Term{Exp: t.Exp, Coef: t.Coef})
		} else {
			neg = append(neg, ordinal.Term{Exp: t.Exp, Coef: new(big.Int).Neg(t.Coef)})
		}
	}
	one := big.NewInt(1)
	var ps [2]Poly
	for i, ts := range [][]ordinal.Term{pos, neg} {
		e, err := ordinal.FromTerms(ts)
		if err == nil {
			_, err = ordinal.OmegaPow(e)
		}
		if err != nil {
			return Number{}, err
		}
		ps[i] = Monomial(e, one)
	}
	return Quo(ps[0], ps[1])
}

// Compare returns −1, 0 or +1 as x <, =, > y.
func Compare(x, y Number) int {
	if x.den.IsZero() && y.den.IsZero() {
		return Cmp(x.num, y.num)
	}
	// Denominators are positive: compare x.num·y.den with y.num·x.den.
	return Cmp(x.num.Mul(y.Den()), y.num.Mul(x.Den()))
}

// Equal reports whether x = y.
func Equal(x, y Number) bool {
	return Cmp(x.num, y.num) == 0 && Cmp(x.Den(), y.Den()) == 0
}

// IsDyadic reports whether x is a dyadic rational: a rational whose
// denominator is a power of 2.
func (x Number) IsDyadic() bool {
	r, ok := x.Rat()
	if !ok {
		return false
	}
	d := r.Denom()
	return new(big.Int).And(d, new(big.Int).Sub(d, big.NewInt(1))).Sign() == 0
}

// ErrNoBirthday is the error of Birthday for a quotient that is neither
// a rational nor a generalized ordinal (CGSuite leaves it undefined).
var ErrNoBirthday = errors.New("its birthday is not computed: only rationals and generalized ordinals have one here, as in CGSuite")

// Birthday returns x's birthday for a rational or a generalized ordinal,
// as CGSuite gives it: a dyadic rational's is finite
// (|x| for an integer, ⌊|x|⌋ + 1 + k for x = m/2^k, m odd, k ≥ 1),
// any other rational's is ω, and a generalized ordinal's is Poly.Birthday.
func (x Number) Birthday() (ordinal.Ordinal, error) {
	if p, ok := x.Poly(); ok {
		return p.Birthday(), nil
	}
	r, ok := x.Rat()
	if !ok {
		return ordinal.Ordinal{}, ErrNoBirthday
	}
	if !x.IsDyadic() {
		return ordinal.Omega(), nil
	}
	a := new(big.Rat).Abs(r)
	fl := new(big.Int).Quo(a.Num(), a.Denom())
	if a.IsInt() {
		return ordinal.FromBig(fl), nil
	}
	k := int64(a.Denom().BitLen() - 1)
	return ordinal.FromBig(fl.Add(fl, big.NewInt(1+k))), nil
}

// String returns x as CGSuite prints it: the numerator, / and the
// denominator, each in parentheses when it has more than one term: 6/23,
// -6/23, 1/ω, (ω+1)/(ω-1).
func (x Number) String() string { return x.format(Poly.String, false) }

// ASCII returns x as String does, with omega for ω, and a denominator
// with * in parentheses: 1/(2*omega).
func (x Number) ASCII() string { return x.format(Poly.ASCII, true) }

func (x Number) format(f func(Poly) string, ascii bool) string {
	if x.den.IsZero() {
		return f(x.num)
	}
	var b strings.Builder
	for i, p := range []Poly{x.num, x.den} {
		if i == 1 {
			b.WriteByte('/')
		}
		if s := f(p); len(p.terms) > 1 || i == 1 && ascii && strings.Contains(s, "*") {
			b.WriteString("(" + s + ")")
		} else {
			b.WriteString(f(p))
		}
	}
	return b.String()
}
