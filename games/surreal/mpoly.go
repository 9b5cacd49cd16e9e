package surreal

import (
	"errors"
	"math/big"

	"cgcalc/games/ordinal"
)

// The greatest common divisor of two Polys, which reduces a quotient to
// lowest terms. A Poly is a polynomial with integer coefficients in the
// variables Xₖ = ω^(ω^k) (doc.go); its gcd is computed in the recursive
// representation, as a polynomial in the last variable with coefficients
// polynomials in the others, by the primitive pseudo-remainder sequence
// (Knuth, The Art of Computer Programming, vol. 2, §4.6.1, Algorithm E).

// mpoly is a polynomial at a level: at level 0 an integer c, at level L ≥ 1
// a polynomial in the variable X_(L−1) whose coefficients cs[i] (of
// X_(L−1)^i) are at level L−1; cs has no trailing zero.
type mpoly struct {
	c  *big.Int
	cs []*mpoly
}

// maxDegree bounds the degree in one variable of the polynomials whose gcd
// is taken: the representation is dense.
const maxDegree = 1 << 12

// ErrDegree is returned for a quotient whose terms have an exponent with
// a coefficient over maxDegree: too large to reduce.
var ErrDegree = errors.New("an exponent is too large to divide by (a power of ω over 4096 in a quotient)")

func mzero(level int) *mpoly {
	if level == 0 {
		return &mpoly{c: new(big.Int)}
	}
	return &mpoly{}
}

func (p *mpoly) isZero(level int) bool {
	if level == 0 {
		return p.c.Sign() == 0
	}
	return len(p.cs) == 0
}

func trim(cs []*mpoly, level int) []*mpoly {
	for len(cs) > 0 && cs[len(cs)-1].isZero(level-1) {
		cs = cs[:len(cs)-1]
	}
	return cs
}

func madd(p, q *mpoly, level int, sign int) *mpoly {
	if level == 0 {
		r := new(big.Int)
		if sign < 0 {
			return &mpoly{c: r.Sub(p.c, q.c)}
		}
		return &mpoly{c: r.Add(p.c, q.c)}
	}
	n := max(len(p.cs), len(q.cs))
	cs := make([]*mpoly, n)
	for i := range n {
		a, b := mzero(level-1), mzero(level-1)
		if i < len(p.cs) {
			a = p.cs[i]
		}
		if i < len(q.cs) {
			b = q.cs[i]
		}
		cs[i] = madd(a, b, level-1, sign)
	}
	return &mpoly{cs: trim(cs, level)}
}

func mmul(p, q *mpoly, level int) *mpoly {
	if level == 0 {
		return &mpoly{c: new(big.Int).Mul(p.c, q.c)}
	}
	if len(p.cs) == 0 || len(q.cs) == 0 {
		return mzero(level)
	}
	cs := make([]*mpoly, len(p.cs)+len(q.cs)-1)
	for i := range cs {
		cs[i] = mzero(level - 1)
	}
	for i, a := range p.cs {
		for j, b := range q.cs {
			cs[i+j] = madd(cs[i+j], mmul(a, b, level-1), level-1, 1)
		}
	}
	return &mpoly{cs: trim(cs, level)}
}

// shift returns p·X^k at level ≥ 1.
func shift(p *mpoly, k, level int) *mpoly {
	cs := make([]*mpoly, k, k+len(p.cs))
	for i := range cs {
		cs[i] = mzero(level - 1)
	}
	return &mpoly{cs: append(cs, p.cs...)}
}

// lc returns the leading coefficient of p (level ≥ 1, p ≠ 0).
func lc(p *mpoly) *mpoly { return p.cs[len(p.cs)-1] }

// mdiv returns p/q when q divides p exactly.
func mdiv(p, q *mpoly, level int) (*mpoly, bool) {
	if level == 0 {
		if q.c.Sign() == 0 {
			return nil, false
		}
		quo, rem := new(big.Int).QuoRem(p.c, q.c, new(big.Int))
		return &mpoly{c: quo}, rem.Sign() == 0
	}
	if len(q.cs) == 0 {
		return nil, false
	}
	r := p
	var out []*mpoly
	for len(r.cs) >= len(q.cs) {
		k := len(r.cs) - len(q.cs)
		t, ok := mdiv(lc(r), lc(q), level-1)
		if !ok {
			return nil, false
		}
		if out == nil {
			out = make([]*mpoly, k+1)
			for i := range out {
				out[i] = mzero(level - 1)
			}
		}
		out[k] = t
		r = madd(r, shift(mmul(&mpoly{cs: []*mpoly{t}}, q, level), k, level), level, -1)
	}
	if !r.isZero(level) {
		return nil, false
	}
	if out == nil {
		return mzero(level), true
	}
	return &mpoly{cs: trim(out, level)}, true
}

// prem returns a pseudo-remainder of p by q ≠ 0 (level ≥ 1): a multiple of
// p by a power of lc(q), less a multiple of q, of lower degree than q.
func prem(p, q *mpoly, level int) *mpoly {
	r := p
	l := &mpoly{cs: []*mpoly{lc(q)}}
	for len(r.cs) >= len(q.cs) {
		k := len(r.cs) - len(q.cs)
		t := &mpoly{cs: []*mpoly{lc(r)}}
		r = madd(mmul(l, r, level), shift(mmul(t, q, level), k, level), level, -1)
	}
	return r
}

// content returns the gcd of p's coefficients (level ≥ 1).
func content(p *mpoly, level int) *mpoly {
	g := mzero(level - 1)
	for _, c := range p.cs {
		g = mgcd(g, c, level-1)
	}
	return g
}

// primitive returns p divided by its content (level ≥ 1, p ≠ 0).
func primitive(p *mpoly, level int) *mpoly {
	q, _ := mdiv(p, &mpoly{cs: []*mpoly{content(p, level)}}, level)
	return q
}

// leadSign returns the sign of p's leading integer coefficient, following
// leading coefficients down the levels.
func leadSign(p *mpoly, level int) int {
	for ; level > 0; level-- {
		if len(p.cs) == 0 {
			return 0
		}
		p = lc(p)
	}
	return p.c.Sign()
}

func mneg(p *mpoly, level int) *mpoly { return madd(mzero(level), p, level, -1) }

// mgcd returns the gcd of p and q, its leading coefficient positive.
func mgcd(p, q *mpoly, level int) *mpoly {
	if level == 0 {
		return &mpoly{c: new(big.Int).GCD(nil, nil, new(big.Int).Abs(p.c), new(big.Int).Abs(q.c))}
	}
	var g *mpoly
	switch {
	case p.isZero(level):
		g = q
	case q.isZero(level):
		g = p
	default:
		c := mgcd(content(p, level), content(q, level), level-1)
		a, b := primitive(p, level), primitive(q, level)
		if len(a.cs) < len(b.cs) {
			a, b = b, a
		}
		for !b.isZero(level) {
			r := prem(a, b, level)
			if !r.isZero(level) {
				r = primitive(r, level)
			}
			a, b = b, r
		}
		g = mmul(&mpoly{cs: []*mpoly{c}}, a, level)
	}
	if leadSign(g, level) < 0 {
		g = mneg(g, level)
	}
	return g
}

// variables returns the number of variables Xₖ the Polys use: one more
// than the greatest k with ω^k in an exponent.
func variables(ps ...Poly) int {
	n := 0
	for _, p := range ps {
		for _, t := range p.terms {
			for _, e := range t.Exp.Terms() {
				k, _ := e.Exp.Int()
				n = max(n, int(k)+1)
			}
		}
	}
	return n
}

// toM returns p as an mpoly at level n, or ErrDegree.
func toM(p Poly, n int) (*mpoly, error) {
	out := mzero(n)
	for _, t := range p.terms {
		exps := make([]int, n)
		for _, e := range t.Exp.Terms() {
			k, _ := e.Exp.Int()
			if !e.Coef.IsInt64() || e.Coef.Int64() > maxDegree {
				return nil, ErrDegree
			}
			exps[k] = int(e.Coef.Int64())
		}
		out = madd(out, monomialM(t.Coef, exps, n), n, 1)
	}
	return out, nil
}

func monomialM(c *big.Int, exps []int, level int) *mpoly {
	if level == 0 {
		return &mpoly{c: new(big.Int).Set(c)}
	}
	return shift(&mpoly{cs: []*mpoly{monomialM(c, exps, level-1)}}, exps[level-1], level)
}

// fromM returns the mpoly p at level n as a Poly.
func fromM(p *mpoly, n int) Poly {
	var out Poly
	exps := make([]int, n)
	var walk func(p *mpoly, level int)
	walk = func(p *mpoly, level int) {
		if level == 0 {
			if p.c.Sign() != 0 {
				var e ordinal.Ordinal
				for k, a := range exps {
					m, _ := ordinal.Monomial(ordinal.Nat(int64(k)), big.NewInt(int64(a)))
					e = ordinal.NaturalAdd(e, m)
				}
				out = out.Add(Monomial(e, p.c))
			}
			return
		}
		for i, c := range p.cs {
			exps[level-1] = i
			walk(c, level-1)
		}
		exps[level-1] = 0
	}
	walk(p, n)
	return out
}

// reduce divides p and q by their gcd, and makes q's leading coefficient
// positive.
func reduce(p, q Poly) (Poly, Poly, error) {
	n := variables(p, q)
	mp, err := toM(p, n)
	if err != nil {
		return Poly{}, Poly{}, err
	}
	mq, err := toM(q, n)
	if err != nil {
		return Poly{}, Poly{}, err
	}
	g := mgcd(mp, mq, n)
	if q.Sign() < 0 {
		g = mneg(g, n)
	}
	a, ok1 := mdiv(mp, g, n)
	b, ok2 := mdiv(mq, g, n)
	if !ok1 || !ok2 {
		panic("surreal: gcd does not divide")
	}
	return fromM(a, n), fromM(b, n), nil
}
