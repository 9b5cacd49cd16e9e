package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games/impartial"
	"cgcalc/games/internal/clip"
)

// ContextualCertificate records a proof of a ContextualClaim (see the
// comment at the top of contextual.go for the argument).
type ContextualCertificate struct {
	Ruleset string
	Claim   ContextualClaim
	R       int // most counters removed by a move
	Q       int // most heaps left by a move
	S       int // period of π
	P       int // π periodic, every heap big and none in an exception from P on
	B0      int // qP + (q−1)s + r: option structures periodic from here
	M       int // γ(i+s) = γ(i) for all i > M …
	N       int // … checked for M < i ≤ N = max(B0−1, M + r + (q−1)(P−1))
	L       int // types periodic from max(B0, M+1); heaps below L+S give them all
	// SmallAdders lists each small heap and the adder it equals.
	SmallAdders []string
	// Gamma holds γ(b) for the big heaps b < L + S (other entries nil).
	Gamma []BlurryGenus
	// Types is the number of distinct heap types, Classes the number of
	// classes of them (same tame value and options' tame values).
	Types, Classes int
	// ExactStates counts multisets of at most K types checked one by one;
	// AbstractStates the larger ones checked as states (T, R_t).
	ExactStates, AbstractStates int
	K                           int
	// ExceptionGenera gives each exception's genus (exhaustive search).
	ExceptionGenera []string
}

// String summarises the certificate.
func (c *ContextualCertificate) String() string {
	return fmt.Sprintf("%s: %s — certified: r=%d q=%d s=%d P=%d B0=%d M=%d N=%d L=%d, %d types in %d classes, %d exact and %d abstract states (K=%d)",
		c.Ruleset, c.Claim, c.R, c.Q, c.S, c.P, c.B0, c.M, c.N, c.L, c.Types, c.Classes, c.ExactStates, c.AbstractStates, c.K)
}

// ErrContextualUnsupported reports a claim or ruleset outside the method.
var ErrContextualUnsupported = errors.New("contextual claim outside the method")

// MaxContextualM bounds the preperiod searched for the single-heap genera.
const MaxContextualM = 2000

// maxContextualStates bounds the abstract states.
const maxContextualStates = 1 << 22

// ctxDesc describes one option o of a big heap.
type ctxDesc struct {
	t   tameCode // tame value of Σ π(o)
	add int      // adder sum of o's small heaps (when it matters)
	big bool     // o has a big heap
	exc string   // o's big heaps, if all are exception heaps
}

// ctxType is a heap type.
type ctxType struct {
	t     tameCode
	gamma gid
	descs []ctxDesc
	rep   int // smallest heap of the type
	exc   bool
}

// contextual is the state of one certification.
type contextual struct {
	ctx    context.Context
	r      *impartial.Ruleset
	c      ContextualClaim
	an     *Analyzer
	pool   *genusPool
	adders map[int]int // small heap → adder
	excG   map[string]gid
	excH   map[int]bool // heaps of exceptions
	gamma  []gid        // γ(b), −1 for small b
	ticks  int

	exactCount int
}

func (x *contextual) tick() error {
	x.ticks++
	if x.ticks&1023 == 0 {
		return x.ctx.Err()
	}
	return nil
}

// CertifyContextual proves a contextual claim for a finite octal game
// (no "!", no repeating tail) by the argument at the top of contextual.go,
// and returns what it verified. If the claim is false it returns a
// *ContextualCounterexample; if the claim or game is outside the method,
// an error wrapping ErrContextualUnsupported.
func CertifyContextual(ctx context.Context, r *impartial.Ruleset, c ContextualClaim) (*ContextualCertificate, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if r == nil {
		return nil, errors.New("nil ruleset")
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	if r.Distinct() || !r.Finite() || !r.Plain() {
		return nil, fmt.Errorf("%w: %s is not a finite octal code", ErrContextualUnsupported, clip.Clip(r.String()))
	}
	x := &contextual{ctx: ctx, r: r, c: c, an: NewAnalyzer(r), pool: newGenusPool(),
		adders: map[int]int{}, excG: map[string]gid{}, excH: map[int]bool{}}
	cert := &ContextualCertificate{Ruleset: r.Code(), Claim: c, R: r.MaxRemoval(), S: c.Period, Q: 1}
	for k := 0; k <= r.MaxRemoval(); k++ {
		switch d := r.Digit(k); {
		case d&8 != 0:
			cert.Q = 3
		case d&4 != 0:
			cert.Q = max(cert.Q, 2)
		}
	}

	// Step 1: small heaps equal adders.
	for n := 1; n < c.Threshold; n++ {
		if c.Big(n) {
			continue
		}
		v := c.Pretend(n)
		want, ok := v.adder()
		if !ok {
			return nil, fmt.Errorf("%w: small heap %d pretends to be %s, which is no adder (count it big)", ErrContextualUnsupported, n, v)
		}
		got, isAdder, err := x.an.HeapAdder(ctx, n)
		if err != nil {
			return nil, err
		}
		if !isAdder || got != want {
			what := "no adder"
			if isAdder {
				what = got.String()
			}
			return nil, fmt.Errorf("contextual claim: small heap %d is %s, not π(%d) = %s", n, what, n, v)
		}
		x.adders[n] = int(want)
		cert.SmallAdders = append(cert.SmallAdders, fmt.Sprintf("%d=%s", n, want))
	}

	// Exceptions: their genera by exhaustive search.
	maxExc := 0
	for _, e := range c.Exceptions {
		g, err := x.an.Genus(ctx, impartial.NewPosition(e...))
		if err != nil {
			return nil, err
		}
		key := heapsKey(sortedCopy(e))
		x.excG[key] = x.pool.id(g.Blurry())
		for _, h := range e {
			x.excH[h] = true
			maxExc = max(maxExc, h)
		}
		cert.ExceptionGenera = append(cert.ExceptionGenera, fmt.Sprintf("%s: %s", impartial.NewPosition(e...), g.Blurry().Sharps()))
	}

	// Step 4: bounds, and γ up to a periodic stretch.
	P := max(len(c.Table)-c.Period, c.Threshold, maxExc+1)
	s, q, rr := c.Period, cert.Q, cert.R
	B0 := q*P + (q-1)*s + rr
	cert.P, cert.B0 = P, B0
	nOf := func(M int) int { return max(B0-1, M+rr+(q-1)*(P-1)) }
	M := -1
	for m := P - 1; m <= MaxContextualM; m++ {
		N := nOf(m)
		if err := x.gammaUpTo(N + s); err != nil {
			return nil, err
		}
		ok := true
		for i := m + 1; i <= N; i++ {
			if x.gamma[i] != x.gamma[i+s] {
				ok = false
				break
			}
		}
		if ok {
			M = m
			break
		}
	}
	if M < 0 {
		return nil, fmt.Errorf("%w: the single-heap genera show no period %d before heap %d", ErrContextualUnsupported, s, MaxContextualM)
	}
	cert.M, cert.N = M, nOf(M)
	L := max(B0, M+1)
	cert.L = L
	if err := x.gammaUpTo(L + s); err != nil {
		return nil, err
	}
	cert.Gamma = make([]BlurryGenus, L+s)
	for b := 1; b < L+s; b++ {
		if x.gamma[b] >= 0 {
			cert.Gamma[b] = x.pool.get(x.gamma[b])
		}
	}

	// Types of the big heaps below L + s.
	types, err := x.types(L + s)
	if err != nil {
		return nil, err
	}
	cert.Types = len(types)

	// Step 5: the states.
	K := 2
	for _, e := range c.Exceptions {
		K = max(K, len(e)+1)
	}
	cert.K = K
	if err := x.checkStates(types, K, cert); err != nil {
		return nil, err
	}
	return cert, nil
}

func heapsKey(h []int) string {
	parts := make([]string, len(h))
	for i, v := range h {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, "+")
}

// option splits a move's result into its small adder sum, its sorted big
// heaps and the tame value of its pretend sum.
func (x *contextual) option(heaps []int) (add int, big []int, t tameCode) {
	a := Adder(0)
	t = tameZero
	for _, h := range heaps {
		t = t.plus(tameOfValue(x.c.Pretend(h)))
		if x.c.Big(h) {
			big = append(big, h)
		} else {
			a = a.Plus(Adder(x.adders[h]))
		}
	}
	slices.Sort(big)
	return int(a), big, t
}

// gammaUpTo computes γ(b) for b ≤ n (step 2).
func (x *contextual) gammaUpTo(n int) error {
	for b := len(x.gamma); b <= n; b++ {
		if err := x.tick(); err != nil {
			return err
		}
		if !x.c.Big(b) || b == 0 {
			x.gamma = append(x.gamma, -1)
			continue
		}
		var opts []gid
		x.r.Moves(b, func(m []int) bool {
			add, big, t := x.option(m)
			opts = append(opts, x.optionGenus(nil, add, big, t))
			return true
		})
		x.gamma = append(x.gamma, x.pool.id(BlurryOf(x.pool.genera(opts))))
	}
	return nil
}

// optionGenus is the genus, by the induction, of rest + (an option with
// small adder sum add, big heaps big and pretend value t), rest being big
// heaps whose pretend sum is what t then stands for: t must already
// include rest's tame value.
func (x *contextual) optionGenus(rest []int, add int, big []int, t tameCode) gid {
	all := slices.Concat(rest, big)
	slices.Sort(all)
	switch len(all) {
	case 0:
		return x.pool.id(Adder(add).Genus().Blurry())
	case 1:
		return x.pool.shift(x.gamma[all[0]], add)
	}
	if g, ok := x.excG[heapsKey(all)]; ok {
		return x.pool.shift(g, add)
	}
	return x.pool.id(t.blurry())
}

// types computes the types of the big heaps below n, distinct heaps of
// exceptions getting types of their own.
func (x *contextual) types(n int) ([]ctxType, error) {
	var types []ctxType
	index := map[string]int{}
	for b := 1; b < n; b++ {
		if !x.c.Big(b) {
			continue
		}
		if err := x.tick(); err != nil {
			return nil, err
		}
		ty := ctxType{t: tameOfValue(x.c.Pretend(b)), gamma: x.gamma[b], rep: b, exc: x.excH[b]}
		seen := map[ctxDesc]bool{}
		x.r.Moves(b, func(m []int) bool {
			add, big, t := x.option(m)
			d := ctxDesc{t: t, big: len(big) > 0}
			if !d.big || len(x.excH) > 0 {
				d.add = add
			}
			if d.big && !slices.ContainsFunc(big, func(h int) bool { return !x.excH[h] }) {
				d.exc = heapsKey(big)
			}
			if !seen[d] {
				seen[d] = true
				ty.descs = append(ty.descs, d)
			}
			return true
		})
		slices.SortFunc(ty.descs, func(a, b ctxDesc) int {
			if c := strings.Compare(fmt.Sprint(a), fmt.Sprint(b)); c != 0 {
				return c
			}
			return 0
		})
		key := fmt.Sprint(ty.t, ty.gamma, ty.descs)
		if ty.exc {
			key = "heap " + strconv.Itoa(b)
		}
		if _, ok := index[key]; !ok {
			index[key] = len(types)
			types = append(types, ty)
		}
	}
	return types, nil
}
