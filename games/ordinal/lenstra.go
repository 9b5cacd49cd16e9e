package ordinal

import (
	"fmt"
	"math/big"
	"slices"
	"sync"
)

// Lenstra's constants. For an odd prime p, let f(p) be the order of 2
// modulo p, and κ_h, for h a product of prime powers, the nim sum of the
// κ_q over a set Q(h) of prime powers q (Lenstra 1977): Q(q) = {q} for
// a prime power, and for h = q·g, q the power of the least prime dividing
// h, Q(h) = Q(g) when q divides the degree of κ_g over the field of two
// elements, and Q(g) ∪ {q} otherwise. Then α_p, the least ordinal below
// κ_p that is not a p-th power there, is κ_(f(p)) + m(p), the finite part
// of κ_(f(p)) increased by the excess m(p) (Lenstra 1977).
// The Q-set of p is Q(f(p)).

// oddPrimes are the odd primes whose constants are tabulated: p_k is
// κ_(p_k) = ω^(ω^k)'s prime.
var oddPrimes = []uint64{
	3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73,
	79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157,
	163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239,
	241, 251, 257,
}

// tableExcess and tableQSet are m(p) and Q(p) for each of oddPrimes, as
// CGSuite tabulates them (NimFieldConstants.scala, which its
// NimFieldCalculator derives; the first thirteen are derived again by this
// package's tests with Calculator).
var (
	tableExcess = []int{
		0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1,
		0, 0, 1, 0, 1, 0, 1, 0, 1, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0,
	}
	tableQSet = [][]uint64{
		{2}, {4}, {3}, {5}, {4, 3}, {8}, {9}, {11}, {4, 7}, {5}, {4, 9}, {5}, {7}, {23},
		{13}, {29}, {3, 5}, {3, 11}, {5, 7}, {9}, {13}, {41}, {11}, {16, 3}, {25},
		{3, 17}, {53}, {4, 9}, {4, 7}, {7}, {5, 13}, {17}, {3, 23}, {37}, {3, 5}, {13},
		{81}, {83}, {4, 43}, {89}, {9, 5}, {5, 19}, {32, 3}, {4, 49}, {9, 11}, {5, 7},
		{37}, {113}, {19}, {29}, {7, 17}, {8, 3}, {25}, {16},
	}
)

var (
	alphasOnce sync.Once
	alphas     []poly
)

// tableAlphas returns α_p as a poly for each of oddPrimes.
func tableAlphas() []poly {
	alphasOnce.Do(func() {
		for k := range oddPrimes {
			alphas = append(alphas, alphaPoly(tableQSet[k], tableExcess[k]))
		}
	})
	return alphas
}

// kappaPoly returns κ_q for a prime power q whose prime is 2 or among
// oddPrimes.
func kappaPoly(q uint64) poly {
	r, n := primePower(q)
	if r == 2 {
		return poly{"": {nil, "", new(big.Int).Lsh(big.NewInt(1), 1<<(n-1))}}
	}
	k := slices.Index(oddPrimes, r)
	m := make(mono, k+1)
	m[k] = q / r
	return poly{m.key(): {m, m.key(), big.NewInt(1)}}
}

// alphaPoly returns κ_h + m for Q(h) = qs.
func alphaPoly(qs []uint64, m int) poly {
	out := poly{}
	finite := big.NewInt(int64(m))
	for _, q := range qs {
		for _, t := range kappaPoly(q) {
			if len(t.m) == 0 {
				finite.Add(finite, t.c)
			} else {
				out.add(t.m, t.c)
			}
		}
	}
	out.add(nil, finite)
	return out
}

// primePower returns (r, n) with q = r^n, r prime; q must be a prime power.
func primePower(q uint64) (uint64, int) {
	r := uint64(2)
	for q%r != 0 {
		r++
	}
	n := 0
	for q > 1 {
		q /= r
		n++
	}
	return r, n
}

// primeIndex returns p's index in oddPrimes, or an error.
func primeIndex(p int64) (int, error) {
	k := slices.Index(oddPrimes, uint64(p))
	if k < 0 {
		if p > 2 && p < int64(oddPrimes[len(oddPrimes)-1]) || p < 2 {
			return 0, fmt.Errorf("%d is not a prime", p)
		}
		if p > 2 && !big.NewInt(p).ProbablyPrime(20) {
			return 0, fmt.Errorf("%d is not a prime", p)
		}
		return 0, fmt.Errorf("Lenstra's constants are tabulated for the primes up to %d, not %d", oddPrimes[len(oddPrimes)-1], p)
	}
	return k, nil
}

// Excess returns Lenstra's excess m(p) of a prime p (0 for p = 2), or an
// error if p is not a prime or beyond the table (257).
func Excess(p int64) (int, error) {
	if p == 2 {
		return 0, nil
	}
	k, err := primeIndex(p)
	if err != nil {
		return 0, err
	}
	return tableExcess[k], nil
}

// QSet returns Lenstra's Q-set of a prime p, the prime powers q whose κ_q
// make up κ_(f(p)) (empty for p = 2), with the errors of Excess.
func QSet(p int64) ([]uint64, error) {
	if p == 2 {
		return nil, nil
	}
	k, err := primeIndex(p)
	if err != nil {
		return nil, err
	}
	return slices.Clone(tableQSet[k]), nil
}

// Alpha returns Lenstra's α_p for an odd prime p: κ_p^⊗p = α_p, where κ_p
// = ω^(ω^k) for p the k-th odd prime from 0 (α_3 = 2, α_7 = ω+1).
func Alpha(p int64) (Ordinal, error) {
	k, err := primeIndex(p)
	if err != nil {
		return Ordinal{}, err
	}
	return fromPoly(tableAlphas()[k]), nil
}

// Kappa returns κ_q for a power q of a prime up to 257: 2^(2^(n−1)) for
// q = 2^n, ω^(ω^k·p^(n−1)) for q = p^n, p the k-th odd prime from 0.
func Kappa(q int64) (Ordinal, error) {
	if q < 2 {
		return Ordinal{}, fmt.Errorf("%d is not a prime power", q)
	}
	r, n := primePower(uint64(q))
	if pow := new(big.Int).Exp(big.NewInt(int64(r)), big.NewInt(int64(n)), nil); pow.Cmp(big.NewInt(q)) != 0 {
		return Ordinal{}, fmt.Errorf("%d is not a prime power", q)
	}
	if r != 2 {
		if _, err := primeIndex(int64(r)); err != nil {
			return Ordinal{}, err
		}
	}
	return fromPoly(kappaPoly(uint64(q))), nil
}

// TwoOrder returns f(p), the multiplicative order of 2 modulo an odd p > 1.
func TwoOrder(p uint64) uint64 {
	f, x := uint64(1), uint64(2)%p
	for x != 1 {
		x = x * 2 % p
		f++
	}
	return f
}

// Calculator derives Lenstra's constants from their definitions, prime by
// prime, each from the constants of the primes before it (as CGSuite's
// NimFieldCalculator does): the Q-set by the degrees of the κ_g, the
// excess as the least m for which κ_(f(p)) + m is not a p-th power in the
// field of 2^d elements that holds it (x is a p-th power there when p does
// not divide 2^d − 1, or else exactly when x^((2^d−1)/p) = 1).
type Calculator struct {
	// QSets and Excesses hold the constants derived so far, for the first
	// len(QSets) odd primes.
	QSets    [][]uint64
	Excesses []int
	alphas   []poly
	budget   int
}

// NewCalculator returns a Calculator with the given budget of products of
// powers of ω for each prime.
func NewCalculator(budget int) *Calculator { return &Calculator{budget: budget} }

// PreloadTo takes the constants of the odd primes up to p from the table
// (CGSuite's NimFieldConstants), as CGSuite's NimFieldCalculator.preloadTo
// does, so that Next derives the prime after p from them. It is an error
// if p is not a tabulated odd prime or constants were derived already.
func (c *Calculator) PreloadTo(p uint64) error {
	k := slices.Index(oddPrimes, p)
	if k < 0 || len(c.QSets) > 0 {
		return fmt.Errorf("cannot preload to %d", p)
	}
	for i := 0; i <= k; i++ {
		c.QSets = append(c.QSets, tableQSet[i])
		c.Excesses = append(c.Excesses, tableExcess[i])
		c.alphas = append(c.alphas, tableAlphas()[i])
	}
	return nil
}

// Next derives the constants of the next odd prime and returns it, or
// ErrWork if they need more than the budget.
func (c *Calculator) Next() (uint64, error) {
	k := len(c.QSets)
	if k >= len(oddPrimes) {
		return 0, fmt.Errorf("no primes beyond %d", oddPrimes[len(oddPrimes)-1])
	}
	p := oddPrimes[k]
	f := newField(c.alphas, c.budget)
	var qs []uint64
	var m int
	err := f.run(func() {
		qs = c.kappaSet(f, TwoOrder(p))
		for m = 0; ; m++ {
			if !c.isPower(f, alphaPoly(qs, m), p) {
				return
			}
		}
	})
	if err != nil {
		return p, err
	}
	c.QSets = append(c.QSets, qs)
	c.Excesses = append(c.Excesses, m)
	c.alphas = append(c.alphas, alphaPoly(qs, m))
	return p, nil
}

// kappaSet returns Q(h), sorted by prime and then by power.
func (c *Calculator) kappaSet(f *field, h uint64) []uint64 {
	r, _ := primePower(h) // the least prime dividing h (h need not be a power)
	q := uint64(1)
	for h%(q*r) == 0 {
		q *= r
	}
	if q == h {
		return []uint64{q}
	}
	qs := c.kappaSet(f, h/q)
	if uint64(f.degree(alphaPoly(qs, 0)))%q == 0 {
		return qs
	}
	out := append(slices.Clone(qs), q)
	slices.SortFunc(out, func(a, b uint64) int {
		ra, _ := primePower(a)
		rb, _ := primePower(b)
		if ra != rb {
			return int(ra) - int(rb)
		}
		return int(a) - int(b)
	})
	return out
}

// isPower reports whether x ≠ 0 is a p-th power in the nim field.
func (c *Calculator) isPower(f *field, x poly, p uint64) bool {
	d := f.degree(x)
	n := new(big.Int).Lsh(big.NewInt(1), uint(d))
	n.Sub(n, big.NewInt(1))
	r := new(big.Int)
	n.QuoRem(n, new(big.Int).SetUint64(p), r)
	if r.Sign() != 0 {
		return true
	}
	return isOne(f.pow(x, n))
}
