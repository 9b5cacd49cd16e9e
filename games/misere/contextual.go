package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games/impartial"
)

// Contextual solutions (allemang.md §2.5): "For positions in which at
// least two heaps have 9 or more counters, we can pretend that the various
// heaps of .54 equal adders or nimheaps according to the following table
// … For positions in which at most one heap has 9 or more counters, we can
// use the blurry genus table in appendix I." Such a claim is not a
// statement about single heaps, so Theorem VI cannot certify it (.54's
// whole-game quotient is infinite). CertifyContextual proves one by a
// finite computation, or refutes it with a position.
//
// # The claim
//
// A heap is big if it has Threshold or more counters or its size is in
// Extra; the other heaps are small. π is the pretend table. The claim C
// is: for every position X with at least two big heaps whose big heaps
// are not one of the Exceptions, the blurry genus of X is that of the
// pretend sum Σ π(h) over all heaps h of X.
//
// A pretend sum is a sum of adders and nim heaps, so a nim position
// (:2n = *2+…+*2, :2n+1 = :2n+*1). Nim positions are tame: the genus of
// one depends only on its tame value, (nim-sum, fickle), fickle when
// every heap is *0 or *1 (Allen §2.4, Conway; TameValue). So the pretend
// side needs only tame values, which add by (a, f) + (b, f') = (a ⊕ b,
// f ∧ f') and take finitely many values.
//
// # The proof
//
// Step 1. Every small heap must equal its π value, an adder, in misère
// play (Analyzer.HeapAdder is exact). Equality is a congruence for +, so
// a position X = (small heaps) + B equals :a + ΣB, a the adder sum of the
// small heaps' π, and the blurry genus of :a + G is that of G shifted by
// :a (PlusAdder; Allemang §1.6, property 2). The pretend side shifts the
// same way. So C holds for X iff it holds for ΣB, B the multiset of big
// heaps: only sums of big heaps need checking.
//
// Step 2. By induction on the size of positions, prove C together with E:
// a position made of one big heap b and small heaps of adder sum :a has
// blurry genus γ(b).PlusAdder(a), where γ is defined by recursion: γ(b)
// is Conway's rule (BlurryOf) over the options o of b, each worth
//
//	blurry(:a_o)                       if o has no big heap,
//	γ(c).PlusAdder(a_o)                if o has one big heap c,
//	the exception's genus, shifted     if o's big heaps are an exception,
//	the blurry genus of Σ π(o)         otherwise,
//
// a_o being the adder sum of o's small heaps. By induction every option of
// a single big heap has this genus, so E holds. The genus of an exception
// is computed by exhaustive search.
//
// Step 3. For ΣB with k = |B| ≥ 2, the options are ΣB − b + o for b in B
// and o an option of b. Each has at least k − 1 big heaps, so by induction
// its genus is the pretend genus of (B − b) + o, unless k = 2 and o has no
// big heap (then it is γ(c).PlusAdder(a_o), c the other heap) or its big
// heaps are an exception. So the genus of ΣB, by Conway's rule, and the
// pretend genus depend only on the types of the heaps of B, the type of b
// being τ(b) = (the tame value of π(b), γ(b), the set of descriptors
// (tame value of Σ π(o), a_o, whether o has a big heap, o's big heaps if
// they could make an exception) over the options o of b).
//
// Step 4 (Guy–Smith). Let s be the period of π, P the least size from which
// π is periodic, every heap is big and no heap is in an exception, r the
// most counters a move removes and q the most heaps a move leaves. For
// b ≥ B0 = qP + (q−1)s + r every option of b + s has a part y ≥ P + s (its
// largest), and replacing y by y − s ≥ P gives the options of b, one for
// one, with the same small parts and the same π values; conversely. Hence
// the descriptor sets of b and b + s are equal for b ≥ B0. For γ: if
// γ(i+s) = γ(i) for M < i ≤ N with M ≥ P − 1 and N = max(B0 − 1, M + r +
// (q−1)(P−1)), then for all i > M. (A least failure t > N has t ≥ B0; in
// the correspondence the big part y of an option with one big heap has
// y − s ≥ t − r − (q−1)(P−1) > M and y − s < t, so γ(y) = γ(y − s); the
// options with two big heaps have the same pretend values.) So τ(b+s) =
// τ(b) for b ≥ L = max(B0, M+1), and the big heaps below L + s show every
// type.
//
// Step 5. It remains to check Conway's rule against the pretend genus for
// every multiset of types of size k ≥ 2. Let K = 2, or one more than the
// largest exception, and give every heap of an exception a type of its
// own. Multisets of at most K types are checked one by one. A larger one
// has options with at least K big heaps, so no exceptions and no single
// heaps: its option genera are the pretend genera of R_t + (tame value of
// an option of t) for each type t present, R_t the tame value of the
// pretend sum of all but one copy of t. That depends only on the class of
// t (its tame value and the tame values of its options), and the check
// only on the state (T, R_c for the classes c present), T the total.
// Adding a heap of class u takes every R_c to R_c + π(u), sets R_u to the
// old T and T to T + π(u). Every multiset of more than K types grows from
// one of K types, so the states reachable from those by adding classes
// are all there are: finitely many, as tame values are, and found by
// search. Every state is checked. A failed check names a position (the
// smallest heap of each type) at which, or at a follower of which, C
// fails; exhaustive search then finds the smallest failing sum of big
// heaps.
//
// For Allemang's .53 table less the sum 11 + 14 this gives r = q = 2,
// s = 9, P = 15, B0 = 41, M = 20, N = 40: 27 types, 15 classes, 4031
// multisets of at most 3 types and 224909 states (about a second).

// PretendValue is an entry of a pretend table: the adder :N, or the nim
// heap *N when Nim is set (*0 … *3 are the adders :0 … :3).
type PretendValue struct {
	N   int
	Nim bool
}

// PA returns the pretend value :n.
func PA(n int) PretendValue { return PretendValue{N: n} }

// PN returns the pretend value *n.
func PN(n int) PretendValue { return PretendValue{N: n, Nim: true} }

// String returns ":n" or "*n".
func (v PretendValue) String() string {
	if v.Nim {
		return "*" + strconv.Itoa(v.N)
	}
	return ":" + strconv.Itoa(v.N)
}

// adder returns the adder equal to v, if there is one.
func (v PretendValue) adder() (Adder, bool) {
	if !v.Nim || v.N <= 3 {
		return Adder(v.N), true
	}
	return 0, false
}

// Tame returns the tame value of v: :n has the nim value of :n and is
// fickle for n ≤ 1; *n has value n and is fickle for n ≤ 1.
func (v PretendValue) Tame() TameValue {
	if a, ok := v.adder(); ok {
		return TameValue{Base: a.NimValue(), Fickle: a <= 1}
	}
	return TameValue{Base: v.N, Fickle: false}
}

// ContextualClaim is a contextual solution in Allemang's style (allemang.md
// §2.5): in positions with at least two big heaps, pretend each heap is the
// adder or nim heap π(n) of the table.
type ContextualClaim struct {
	// Source says where the claim comes from.
	Source string
	// Threshold: heaps of Threshold or more counters are big (≥ 1).
	Threshold int
	// Extra lists further big heap sizes below Threshold.
	Extra []int
	// Table holds π(0), π(1), …; its last Period entries repeat for ever.
	Table  []PretendValue
	Period int
	// Exceptions lists sums of big heaps (each at least two heaps) to which
	// the claim does not apply, nor to them plus small heaps.
	Exceptions [][]int
}

// Big reports whether a heap of n counters is big.
func (c ContextualClaim) Big(n int) bool {
	return n >= c.Threshold || slices.Contains(c.Extra, n)
}

// Pretend returns π(n). The claim must be valid: Period from 1 to
// len(Table) (CertifyContextual checks it).
func (c ContextualClaim) Pretend(n int) PretendValue {
	if n < len(c.Table) {
		return c.Table[n]
	}
	start := len(c.Table) - c.Period
	return c.Table[start+(n-start)%c.Period]
}

// PretendGenus returns the blurry genus of Σ π(h) over the heaps of p,
// a nim position: the blurry genus of its tame value. The claim must be
// valid, as for Pretend.
func (c ContextualClaim) PretendGenus(p impartial.Position) BlurryGenus {
	t := tameZero
	for _, h := range p {
		t = t.plus(tameOfValue(c.Pretend(h)))
	}
	return t.blurry()
}

// Applies reports whether the claim speaks of p: at least two big heaps,
// and the big heaps are not an exception.
func (c ContextualClaim) Applies(p impartial.Position) bool {
	var big []int
	for _, h := range p {
		if h > 0 && c.Big(h) {
			big = append(big, h)
		}
	}
	slices.Sort(big)
	return len(big) >= 2 && !c.isException(big)
}

// isException reports whether the sorted big heaps are an exception.
func (c ContextualClaim) isException(big []int) bool {
	for _, e := range c.Exceptions {
		if slices.Equal(sortedCopy(e), big) {
			return true
		}
	}
	return false
}

func sortedCopy(h []int) []int {
	s := slices.Clone(h)
	slices.Sort(s)
	return s
}

// String writes the table as Allemang prints it.
func (c ContextualClaim) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "big: ≥ %d", c.Threshold)
	for _, e := range c.Extra {
		fmt.Fprintf(&b, ", %d", e)
	}
	b.WriteString("; π:")
	for _, v := range c.Table {
		b.WriteString(" " + v.String())
	}
	fmt.Fprintf(&b, " (last %d repeat)", c.Period)
	for _, e := range c.Exceptions {
		fmt.Fprintf(&b, "; except %s", impartial.NewPosition(e...))
	}
	return b.String()
}

// Allemang54Claim is Allemang's contextual solution of .54 (thesis, last
// chapter, "The game 0.54"; allemang.md §2.5), with heap 7 counted as big
// as his handwritten note says (7 = *4 is no adder) and the OCR's "/6" at
// heap 3 read as :1 (Appendix I: heap 3 = *1(0313)). It is false: see
// CertifyContextual's tests (7 + 14 is 0^31, not the genus 0^02 of *4+*4).
func Allemang54Claim() ContextualClaim {
	return ContextualClaim{
		Source:    "Allemang, complete solutions, 0.54 (allemang.md §2.5), 7 counted big",
		Threshold: 9,
		Extra:     []int{7},
		Table: []PretendValue{PA(0), PA(1), PA(0), PA(1), PA(2), PA(2), PA(2), PN(4),
			PA(1), PA(5), PA(5), PA(2), PA(2), PA(2), PN(4), PA(5)},
		Period: 7,
	}
}

// Allemang53Claim is Allemang's contextual solution of .53 (thesis, last
// chapter, "The game 0.53"; allemang.md §2.5: big = 6 or more counters),
// with the OCR's "/2" at heap 6 read as the stray ":4" below the table
// (Appendix I: heap 6 = 0(0202), the genus of :4). As printed it fails at
// exactly one sum, 11 + 14; Corrected53Claim excepts it.
func Allemang53Claim() ContextualClaim {
	return ContextualClaim{
		Source:    "Allemang, complete solutions, 0.53 (allemang.md §2.5)",
		Threshold: 6,
		Table: []PretendValue{PA(0), PA(1), PA(1), PA(2), PA(2), PA(1), PA(4), PA(2), PA(2), PN(4),
			PA(4), PA(5), PA(2), PA(2), PA(5), PA(5), PA(2), PA(2), PN(4), PA(5)},
		Period: 9,
	}
}

// Corrected53Claim is Allemang53Claim with its one failure excepted: the
// big heaps 11 + 14 (genus ##0#0…, not the 0#0#… of :5 + :5), with any
// small heaps. CertifyContextual proves it.
func Corrected53Claim() ContextualClaim {
	c := Allemang53Claim()
	c.Source += ", except the big heaps 11 + 14"
	c.Exceptions = [][]int{{11, 14}}
	return c
}

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

// ContextualCounterexample is a position at which a contextual claim
// fails. When Confirmed, exhaustive search gave Position the blurry genus
// Genus, not Pretend, the genus of its pretend sum; otherwise Position is
// where the finite check failed and the failure is at it or a follower.
type ContextualCounterexample struct {
	Position  impartial.Position
	Genus     BlurryGenus
	Pretend   BlurryGenus
	Confirmed bool
	Detail    string
}

func (e *ContextualCounterexample) Error() string {
	if e.Confirmed {
		return fmt.Sprintf("contextual claim fails at %s: genus %s, pretend sum %s%s", e.Position, e.Genus.Sharps(), e.Pretend.Sharps(), e.Detail)
	}
	return fmt.Sprintf("contextual claim fails at %s or a follower: Conway's rule gives %s, pretend sum %s%s", e.Position, e.Genus.Sharps(), e.Pretend.Sharps(), e.Detail)
}

// ErrContextualUnsupported reports a claim or ruleset outside the method.
var ErrContextualUnsupported = errors.New("contextual claim outside the method")

// MaxContextualM bounds the preperiod searched for the single-heap genera.
const MaxContextualM = 2000

// maxPretendNim bounds the nim heaps of a pretend table, so that tame
// values fit a byte.
const maxPretendNim = 100

// maxContextualStates bounds the abstract states.
const maxContextualStates = 1 << 22

// tameCode is a tame value packed as base<<1 | fickle.
type tameCode uint32

const tameZero tameCode = 1 // 0^120: fickle 0, the empty sum

func tameOfValue(v PretendValue) tameCode {
	t := v.Tame()
	c := tameCode(t.Base) << 1
	if t.Fickle {
		c |= 1
	}
	return c
}

func (t tameCode) plus(u tameCode) tameCode { return ((t>>1)^(u>>1))<<1 | (t & u & 1) }

func (t tameCode) blurry() BlurryGenus {
	return TameValue{Base: int(t >> 1), Fickle: t&1 == 1}.Genus().Blurry()
}

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
	if r.Distinct() || !r.Finite() {
		return nil, fmt.Errorf("%w: %s is not a finite octal code", ErrContextualUnsupported, r)
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

// validate checks the claim's shape.
func (c ContextualClaim) validate() error {
	switch {
	case c.Threshold < 1:
		return fmt.Errorf("contextual claim: threshold %d < 1", c.Threshold)
	case c.Period < 1 || c.Period > len(c.Table):
		return fmt.Errorf("contextual claim: period %d with a table of %d entries", c.Period, len(c.Table))
	}
	for _, e := range c.Extra {
		if e < 1 || e >= c.Threshold {
			return fmt.Errorf("contextual claim: extra big heap %d not in 1 … %d", e, c.Threshold-1)
		}
	}
	for n, v := range c.Table {
		if v.N < 0 || v.Nim && v.N > maxPretendNim {
			return fmt.Errorf("contextual claim: π(%d) = %s is not a heap from *0 to *%d or an adder", n, v, maxPretendNim)
		}
	}
	for _, e := range c.Exceptions {
		if len(e) < 2 {
			return fmt.Errorf("contextual claim: exception %v has fewer than two heaps", e)
		}
		for _, h := range e {
			if h < 1 || !c.Big(h) {
				return fmt.Errorf("contextual claim: exception %v has the heap %d, which is not big", e, h)
			}
		}
	}
	return nil
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

// bitset is a set of genus ids.
type bitset []uint64

func (b *bitset) add(id gid) {
	for len(*b) <= int(id)/64 {
		*b = append(*b, 0)
	}
	(*b)[id/64] |= 1 << (uint(id) % 64)
}

func (b *bitset) or(c bitset) {
	for len(*b) < len(c) {
		*b = append(*b, 0)
	}
	for i, w := range c {
		(*b)[i] |= w
	}
}

func (b bitset) key() string {
	k := make([]byte, 0, 8*len(b))
	for _, w := range b {
		for range 8 {
			k = append(k, byte(w))
			w >>= 8
		}
	}
	return strings.TrimRight(string(k), "\x00")
}

func (b bitset) ids() []gid {
	var out []gid
	for i, w := range b {
		for j := range 64 {
			if w&(1<<uint(j)) != 0 {
				out = append(out, gid(i*64+j))
			}
		}
	}
	return out
}

// ctxClass is a class of types: a tame value and its options' tame values.
type ctxClass struct {
	t    tameCode
	opts []tameCode
	typ  int // a type of the class
}

// checkStates runs step 5.
func (x *contextual) checkStates(types []ctxType, K int, cert *ContextualCertificate) error {
	conway := map[string]gid{}
	rule := func(set bitset) gid {
		k := set.key()
		if g, ok := conway[k]; ok {
			return g
		}
		g := x.pool.id(BlurryOf(x.pool.genera(set.ids())))
		conway[k] = g
		return g
	}
	fail := func(tys []int, got gid, pretend tameCode) error {
		var heaps []int
		for _, t := range tys {
			heaps = append(heaps, types[t].rep)
		}
		return x.counterexample(impartial.NewPosition(heaps...), x.pool.get(got), pretend.blurry())
	}

	// Multisets of at most K types, one by one.
	var exactRoots [][]int
	var rec func(tys []int, from int) error
	rec = func(tys []int, from int) error {
		if len(tys) >= 2 {
			if err := x.tick(); err != nil {
				return err
			}
			if err := x.checkExact(types, tys, rule, fail); err != nil {
				return err
			}
			if len(tys) == K {
				exactRoots = append(exactRoots, slices.Clone(tys))
				return nil
			}
		}
		for t := from; t < len(types); t++ {
			if err := rec(append(tys, t), t); err != nil {
				return err
			}
		}
		return nil
	}
	if err := rec(nil, 0); err != nil {
		return err
	}
	cert.ExactStates = x.exactCount

	// Larger multisets as states (T, R_c), over classes: types with the
	// same tame value and the same tame values of options, which is all
	// that a type contributes beyond K heaps.
	classOf := make([]int, len(types))
	var classes []ctxClass
	index := map[string]int{}
	for i, ty := range types {
		var ts []tameCode
		for _, d := range ty.descs {
			ts = append(ts, d.t)
		}
		slices.Sort(ts)
		ts = slices.Compact(ts)
		key := fmt.Sprint(ty.t, ts)
		c, ok := index[key]
		if !ok {
			c = len(classes)
			index[key] = c
			classes = append(classes, ctxClass{t: ty.t, opts: ts, typ: i})
		}
		classOf[i] = c
	}
	cert.Classes = len(classes)
	contrib := map[[2]int]bitset{}
	contribution := func(c int, rest tameCode) bitset {
		k := [2]int{c, int(rest)}
		if b, ok := contrib[k]; ok {
			return b
		}
		var b bitset
		for _, t := range classes[c].opts {
			b.add(x.pool.id(rest.plus(t).blurry()))
		}
		contrib[k] = b
		return b
	}
	// A state is a string: byte 0 the total T, byte 1+c the code of R_c,
	// or absentClass when class c is absent. Tame codes are below 255
	// (validate bounds the nim heaps).
	const absentClass = 0xff
	var (
		states  []string
		parents []int32 // the state one heap smaller, or −1
		added   []int16 // the class added to it
		roots   []int32 // for parent −1: the multiset of K types grown from
	)
	seen := map[string]bool{}
	buf := make([]byte, 1+len(classes))
	grow := func(parent int, s []byte, root int, u int) {
		ut := classes[u].t
		buf[0] = byte(tameCode(s[0]).plus(ut))
		for c := range classes {
			switch {
			case c == u:
				buf[1+c] = s[0]
			case s[1+c] == absentClass:
				buf[1+c] = absentClass
			default:
				buf[1+c] = byte(tameCode(s[1+c]).plus(ut))
			}
		}
		if !seen[string(buf)] {
			k := string(buf)
			seen[k] = true
			states = append(states, k)
			parents = append(parents, int32(parent))
			added = append(added, int16(u))
			roots = append(roots, int32(root))
		}
	}
	for r, root := range exactRoots {
		base := make([]byte, 1+len(classes))
		base[0] = byte(tameZero)
		for c := range classes {
			base[1+c] = absentClass
		}
		for _, t := range root {
			u := classOf[t]
			ut := classes[u].t
			for c := range classes {
				if base[1+c] != absentClass {
					base[1+c] = byte(tameCode(base[1+c]).plus(ut))
				}
			}
			base[1+u] = base[0]
			base[0] = byte(tameCode(base[0]).plus(ut))
		}
		for u := range classes {
			grow(-1, base, r, u)
		}
	}
	var set bitset
	for i := 0; i < len(states); i++ {
		if err := x.tick(); err != nil {
			return err
		}
		if len(states) > maxContextualStates {
			return fmt.Errorf("%w: more than %d states", ErrContextualUnsupported, maxContextualStates)
		}
		s := []byte(states[i])
		clear(set)
		for c := range classes {
			if s[1+c] != absentClass {
				set.or(contribution(c, tameCode(s[1+c])))
			}
		}
		if total := tameCode(s[0]); rule(set) != x.pool.id(total.blurry()) {
			var tys []int
			for j := i; j >= 0; j = int(parents[j]) {
				tys = append(tys, classes[added[j]].typ)
				if parents[j] < 0 {
					tys = append(tys, exactRoots[roots[j]]...)
				}
			}
			return fail(tys, rule(set), total)
		}
		for u := range classes {
			grow(i, s, -1, u)
		}
	}
	cert.AbstractStates = len(states)
	return nil
}

// checkExact checks one multiset of at most K types.
func (x *contextual) checkExact(types []ctxType, tys []int, rule func(bitset) gid, fail func([]int, gid, tameCode) error) error {
	reps := make([]int, len(tys))
	total := tameZero
	for i, t := range tys {
		reps[i] = types[t].rep
		total = total.plus(types[t].t)
	}
	if x.c.isException(sortedCopy(reps)) {
		return nil
	}
	x.exactCount++
	var set bitset
	for i, t := range tys {
		if i > 0 && tys[i-1] == t {
			continue
		}
		rest := slices.Concat(reps[:i], reps[i+1:])
		rt := tameZero
		for _, h := range rest {
			rt = rt.plus(tameOfValue(x.c.Pretend(h)))
		}
		for _, d := range types[t].descs {
			var big []int
			switch {
			case d.exc != "":
				for _, f := range strings.Split(d.exc, "+") {
					h, _ := strconv.Atoi(f)
					big = append(big, h)
				}
			case d.big:
				big = []int{-1} // stands for big heaps outside every exception
			}
			set.add(x.descGenus(rest, d, big, rt.plus(d.t)))
		}
	}
	if g := rule(set); g != x.pool.id(total.blurry()) {
		return fail(tys, g, total)
	}
	return nil
}

// descGenus is optionGenus for a descriptor, whose big heaps may be only
// known to make no exception (−1).
func (x *contextual) descGenus(rest []int, d ctxDesc, big []int, t tameCode) gid {
	if slices.Contains(big, -1) {
		return x.pool.id(t.blurry())
	}
	return x.optionGenus(rest, d.add, big, t)
}

// counterexample turns a failed check at p into the smallest sum of big
// heaps of total at most p's at which exhaustive search refutes the claim.
func (x *contextual) counterexample(p impartial.Position, got, pretend BlurryGenus) error {
	total := 0
	for _, h := range p {
		total += h
	}
	found, err := x.smallestFailure(total)
	if err == nil && found != nil {
		return found
	}
	return &ContextualCounterexample{Position: p, Genus: got, Pretend: pretend,
		Detail: " (exhaustive search did not find it)"}
}

// smallestFailure searches the sums of big heaps of total at most n, in
// order of total, for one where the claim applies and fails.
func (x *contextual) smallestFailure(n int) (*ContextualCounterexample, error) {
	for total := 2; total <= n; total++ {
		var found *ContextualCounterexample
		var err error
		bigPartitions(x.c, total, total, nil, func(heaps []int) bool {
			p := impartial.NewPosition(heaps...)
			if !x.c.Applies(p) {
				return true
			}
			var g Genus
			if g, err = x.an.Genus(x.ctx, p); err != nil {
				return false
			}
			if pg := x.c.PretendGenus(p); !g.Blurry().Equal(pg) {
				found = &ContextualCounterexample{Position: p, Genus: g.Blurry(), Pretend: pg, Confirmed: true}
				return false
			}
			return true
		})
		if err != nil || found != nil {
			return found, err
		}
	}
	return nil, nil
}

// bigPartitions calls f with each multiset of big heaps, each at most
// most, of total exactly left (heaps in decreasing order) until f
// returns false.
func bigPartitions(c ContextualClaim, most, left int, heaps []int, f func([]int) bool) bool {
	if left == 0 {
		return f(heaps)
	}
	for h := min(most, left); h >= 1; h-- {
		if c.Big(h) && !bigPartitions(c, h, left-h, append(heaps, h), f) {
			return false
		}
	}
	return true
}

// CheckContextual compares, by exhaustive search (the Analyzer), the
// blurry genus of every sum of big heaps of total at most maxTotal to
// which the claim applies with that of its pretend sum, in order of
// total. It returns how many it compared and the first failure as a
// *ContextualCounterexample. Sums with small heaps need no search once
// the small heaps are known to equal their adders (CertifyContextual's
// step 1): both genera shift alike.
func CheckContextual(ctx context.Context, a *Analyzer, c ContextualClaim, maxTotal int) (int, error) {
	if err := c.validate(); err != nil {
		return 0, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	checked := 0
	var err error
	for total := 2; total <= maxTotal && err == nil; total++ {
		bigPartitions(c, total, total, nil, func(heaps []int) bool {
			p := impartial.NewPosition(heaps...)
			if !c.Applies(p) {
				return true
			}
			var g Genus
			if g, err = a.Genus(ctx, p); err != nil {
				return false
			}
			checked++
			if pg := c.PretendGenus(p); !g.Blurry().Equal(pg) {
				err = &ContextualCounterexample{Position: p, Genus: g.Blurry(), Pretend: pg, Confirmed: true}
				return false
			}
			return true
		})
	}
	return checked, err
}
