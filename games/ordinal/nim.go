package ordinal

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Nim arithmetic of ordinals (Conway, On Numbers and Games, ch. 6;
// Lenstra, "On the algebraic closure of two", 1977).
//
// The nim sum of ordinals adds their base-2 Cantor normal forms without
// carry; as ω^β = 2^(ω·β), that is the exclusive or of the coefficients of
// each power of ω.
//
// For the nim product, number the odd primes p₀ = 3, p₁ = 5, p₂ = 7, … and
// let κ_(p_k^(n+1)) = ω^(ω^k·p_k^n) and κ_(2^(n+1)) = 2^(2^n). The ordinals
// below κ = κ_(p^(n+1)) form a field, and those below the ordinal power
// κ^p are its extension of degree p by κ: the ordinal Σ κ^i·a_i (i < p,
// a_i < κ) is the nim sum of the nim products κ^⊗i ⊗ a_i. The extension is
// by a p-th root: κ_(p^(n+1))^⊗p = κ_(p^n) for n ≥ 1, and κ_p^⊗p = α_p,
// the least ordinal of the field below κ_p that is not a p-th power there,
// Lenstra's α_p (see Alpha). So ω^β with β = Σ ω^k·c_k is the nim product
// of κ_(p_k^(n+1))^⊗d for the base-p_k digits d of each c_k, every ordinal
// is a nim sum of such powers times finite nimbers, and two powers multiply
// by adding their digits, a carry out of digit n going to digit n−1 (as
// κ_(p^(n+1))^⊗p = κ_(p^n)) and one out of digit 0 multiplying by α_p.

// NimSum returns the nim sum x ⊕ y.
func NimSum(x, y Ordinal) Ordinal {
	terms := slices.Clone(x.terms)
	for _, t := range y.terms {
		i := slices.IndexFunc(terms, func(s Term) bool { return Equal(s.Exp, t.Exp) })
		if i < 0 {
			terms = append(terms, t)
			continue
		}
		c := new(big.Int).Xor(terms[i].Coef, t.Coef)
		if c.Sign() == 0 {
			terms = slices.Delete(terms, i, i+1)
		} else {
			terms[i] = Term{t.Exp, c}
		}
	}
	slices.SortFunc(terms, func(a, b Term) int { return Cmp(b.Exp, a.Exp) })
	return Ordinal{terms}
}

// maxExpCoef bounds each coefficient of an exponent in nim products, so
// that the digit arithmetic of a power of ω stays within 64 bits.
const maxExpCoef = 1 << 32

// ErrWork is returned when a nim product or inverse needs more than its
// budget of work (the degree of an element of the nim field grows fast
// with the primes involved).
var ErrWork = errors.New("too much work")

// mono is ω^β for β = Σ ω^k·m[k], without trailing zeros.
type mono []uint64

func (m mono) key() string {
	b := make([]byte, 0, 8*len(m))
	for _, c := range m {
		b = binary.LittleEndian.AppendUint64(b, c)
	}
	return string(b)
}

func (m mono) at(k int) uint64 {
	if k < len(m) {
		return m[k]
	}
	return 0
}

func (m mono) trim() mono {
	for len(m) > 0 && m[len(m)-1] == 0 {
		m = m[:len(m)-1]
	}
	return m
}

// poly is a nim sum of powers of ω times finite nimbers, keyed by mono.key.
type poly map[string]polyTerm

type polyTerm struct {
	m mono
	k string // m.key()
	c *big.Int
}

// add nim-adds m⊗c into p.
func (p poly) add(m mono, c *big.Int) { p.addKeyed(m, m.key(), c) }

// addKeyed is add for k = m.key().
func (p poly) addKeyed(m mono, k string, c *big.Int) {
	if t, ok := p[k]; ok {
		s := new(big.Int).Xor(t.c, c)
		if s.Sign() == 0 {
			delete(p, k)
		} else {
			p[k] = polyTerm{m, k, s}
		}
		return
	}
	if c.Sign() != 0 {
		p[k] = polyTerm{m, k, c}
	}
}

func (p poly) equal(q poly) bool {
	if len(p) != len(q) {
		return false
	}
	for k, t := range p {
		u, ok := q[k]
		if !ok || t.c.Cmp(u.c) != 0 {
			return false
		}
	}
	return true
}

func isOne(p poly) bool {
	t, ok := p[""]
	return len(p) == 1 && ok && t.c.Cmp(big.NewInt(1)) == 0
}

// field multiplies in the nim field below ω^(ω^len(alpha)) with the given
// α_(p_k) for each k, within a budget of monomial products.
type field struct {
	alpha  []poly
	memo   map[string]poly
	budget int
}

// outOfWork is the panic value that unwinds a computation over budget; the
// exported functions recover it as ErrWork.
type outOfWork struct{}

func newField(alpha []poly, budget int) *field {
	return &field{alpha: alpha, memo: map[string]poly{}, budget: budget}
}

// run calls f, turning a budget overrun into ErrWork.
func (f *field) run(fn func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(outOfWork); !ok {
				panic(r)
			}
			err = ErrWork
		}
	}()
	fn()
	return nil
}

// charge spends one unit of the budget, and unwinds the computation with
// outOfWork when none is left.
func (f *field) charge() {
	f.budget--
	if f.budget < 0 {
		panic(outOfWork{})
	}
}

// mulMono returns ω^a ⊗ ω^b for the terms a and b.
func (f *field) mulMono(ta, tb polyTerm) poly {
	if len(ta.m) < len(tb.m) || len(ta.m) == len(tb.m) && ta.k > tb.k {
		ta, tb = tb, ta
	}
	a, b := ta.m, tb.m
	if len(b) == 0 {
		return poly{ta.k: {a, ta.k, big.NewInt(1)}}
	}
	f.charge()
	key := ta.k + "|" + tb.k
	if r, ok := f.memo[key]; ok {
		return r
	}
	res := make(mono, len(a))
	var carries []int
	for k := range a {
		x, y := a.at(k), b.at(k)
		if x == 0 || y == 0 {
			res[k] = x + y
			continue
		}
		p := oddPrimes[k]
		var d []uint64
		for x > 0 || y > 0 {
			d = append(d, x%p+y%p)
			x, y = x/p, y/p
		}
		for i := len(d) - 1; i >= 0; i-- {
			if d[i] >= p {
				d[i] -= p
				if i > 0 {
					d[i-1]++
				} else {
					carries = append(carries, k)
				}
			}
		}
		var c uint64
		for i := len(d) - 1; i >= 0; i-- {
			c = c*p + d[i]
		}
		res[k] = c
	}
	res = res.trim()
	out := poly{}
	out.add(res, big.NewInt(1))
	for _, k := range carries {
		out = f.mul(out, f.alpha[k])
	}
	f.memo[key] = out
	return out
}

// mul returns x ⊗ y.
func (f *field) mul(x, y poly) poly {
	out := poly{}
	for _, s := range x {
		for _, t := range y {
			c := s.c
			if t.c.Cmp(big.NewInt(1)) != 0 {
				c = NimMulNat(s.c, t.c)
			}
			for _, u := range f.mulMono(s, t) {
				f.charge()
				out.addKeyed(u.m, u.k, mulNat(u.c, c))
			}
		}
	}
	return out
}

func mulNat(a, b *big.Int) *big.Int {
	switch {
	case a.Cmp(big.NewInt(1)) == 0:
		return b
	case b.Cmp(big.NewInt(1)) == 0:
		return a
	}
	return NimMulNat(a, b)
}

// square returns x ⊗ x: in characteristic 2 the square of a sum is the sum
// of the squares.
func (f *field) square(x poly) poly {
	out := poly{}
	for _, s := range x {
		c := NimMulNat(s.c, s.c)
		for _, u := range f.mulMono(s, s) {
			f.charge()
			out.addKeyed(u.m, u.k, mulNat(u.c, c))
		}
	}
	return out
}

// pow returns x^⊗n.
func (f *field) pow(x poly, n *big.Int) poly {
	out := poly{"": {nil, "", big.NewInt(1)}}
	for i := n.BitLen() - 1; i >= 0; i-- {
		out = f.square(out)
		if n.Bit(i) == 1 {
			out = f.mul(out, x)
		}
	}
	return out
}

// degree returns the degree of x ≠ 0 over the field of two elements, the
// least d with x^⊗(2^d) = x.
func (f *field) degree(x poly) int {
	s := x
	for d := 1; ; d++ {
		s = f.square(s)
		if s.equal(x) {
			return d
		}
	}
}

// inverse returns the x⁻¹ of x ≠ 0: in the field of 2^d elements, d the
// degree of x, x⁻¹ = x^(2^d − 2) = the product of x^(2^i) for 0 < i < d.
func (f *field) inverse(x poly) poly {
	out := poly{"": {nil, "", big.NewInt(1)}}
	s := f.square(x)
	for !s.equal(x) {
		out = f.mul(out, s)
		s = f.square(s)
	}
	return out
}

// toPoly returns x as a poly, or an error if a power of ω in it is beyond
// what nim products are known for.
func toPoly(x Ordinal) (poly, error) {
	p := poly{}
	for _, t := range x.terms {
		var m mono
		for _, e := range t.Exp.terms {
			k, _ := e.Exp.Int()
			if k >= int64(len(oddPrimes)) {
				return nil, fmt.Errorf("nim products of ω^(ω^%d) and beyond are not known here: Lenstra's constants are tabulated for the primes up to %d", len(oddPrimes), oddPrimes[len(oddPrimes)-1])
			}
			if !e.Coef.IsUint64() || e.Coef.Uint64() >= maxExpCoef {
				return nil, fmt.Errorf("the exponent %v is too large for a nim product", t.Exp)
			}
			for int64(len(m)) <= k {
				m = append(m, 0)
			}
			m[k] = e.Coef.Uint64()
		}
		p.add(m, new(big.Int).Set(t.Coef))
	}
	return p, nil
}

// fromPoly returns p as an ordinal.
func fromPoly(p poly) Ordinal {
	terms := make([]Term, 0, len(p))
	for _, t := range p {
		var exp []Term
		for k := len(t.m) - 1; k >= 0; k-- {
			if t.m[k] != 0 {
				exp = append(exp, Term{Nat(int64(k)), new(big.Int).SetUint64(t.m[k])})
			}
		}
		terms = append(terms, Term{Ordinal{exp}, t.c})
	}
	slices.SortFunc(terms, func(a, b Term) int { return Cmp(b.Exp, a.Exp) })
	return Ordinal{terms}
}

// String returns p as an ordinal, for tests and errors.
func (p poly) String() string {
	var b strings.Builder
	b.WriteString(fromPoly(p).String())
	return b.String()
}

// Budget is the number of products of powers of ω (and of terms of their
// expansions) that one nim product, power or inverse may compute before it
// fails with ErrWork.
const Budget = 300_000

// NimProduct returns the nim product x ⊗ y, or an error when a power of ω
// in x or y is beyond Lenstra's tabulated constants (ω^(ω^54) and beyond)
// or the product needs more work than Budget.
func NimProduct(x, y Ordinal) (Ordinal, error) {
	px, err := toPoly(x)
	if err != nil {
		return Ordinal{}, err
	}
	py, err := toPoly(y)
	if err != nil {
		return Ordinal{}, err
	}
	f := newField(tableAlphas(), Budget)
	var out poly
	if err := f.run(func() { out = f.mul(px, py) }); err != nil {
		return Ordinal{}, err
	}
	return fromPoly(out), nil
}

// NimInverse returns the x' with x ⊗ x' = 1, an error for x = 0, which has
// none, and the errors of NimProduct.
func NimInverse(x Ordinal) (Ordinal, error) {
	if x.IsZero() {
		return Ordinal{}, errors.New("0 has no nim inverse")
	}
	px, err := toPoly(x)
	if err != nil {
		return Ordinal{}, err
	}
	f := newField(tableAlphas(), Budget)
	var out poly
	if err := f.run(func() { out = f.inverse(px) }); err != nil {
		return Ordinal{}, err
	}
	return fromPoly(out), nil
}

// NimDegree returns the degree of x ≠ 0 over the field of two elements:
// the least d with x^⊗(2^d) = x, so that x lies in the field of 2^d
// elements and no smaller.
func NimDegree(x Ordinal) (int, error) {
	if x.IsZero() {
		return 1, nil
	}
	px, err := toPoly(x)
	if err != nil {
		return 0, err
	}
	f := newField(tableAlphas(), Budget)
	var d int
	if err := f.run(func() { d = f.degree(px) }); err != nil {
		return 0, err
	}
	return d, nil
}

// NimPow returns x^⊗n, with the errors of NimProduct.
func NimPow(x Ordinal, n *big.Int) (Ordinal, error) {
	px, err := toPoly(x)
	if err != nil {
		return Ordinal{}, err
	}
	f := newField(tableAlphas(), Budget)
	var out poly
	if err := f.run(func() { out = f.pow(px, n) }); err != nil {
		return Ordinal{}, err
	}
	return fromPoly(out), nil
}
