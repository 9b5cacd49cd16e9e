package misere

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games/impartial"
)

// Contextual solutions (Allemang 1984, catalogue, "The game 0.54"): "For
// positions in which at least two heaps have 9 or more counters, we can
// pretend that the various heaps of .54 equal adders or nimheaps according to
// the following table … For positions in which at most one heap has 9 or more
// counters, we can use the blurry genus table in appendix I." Such a claim is
// not a statement about single heaps, so Theorem VI cannot certify it (.54's
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
// every heap is *0 or *1 (Allen 2006, §2.2 and Thm 2.4.2; ONAG ch. 12;
// TameValue). So the pretend side needs only tame values, which add by (a,
// f) + (b, f') = (a ⊕ b, f ∧ f') and take finitely many values.
//
// # The proof
//
// Step 1. Every small heap must equal its π value, an adder, in misère
// play (Analyzer.HeapAdder is exact). Equality is a congruence for +, so
// a position X = (small heaps) + B equals :a + ΣB, a the adder sum of the
// small heaps' π, and the blurry genus of :a + G is that of G shifted by
// :a (PlusAdder; Allemang 1984, "Misère play", property 2 of the genus). The
// pretend side shifts the same way. So C holds for X iff it holds for ΣB, B
// the multiset of big heaps: only sums of big heaps need checking.
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

// ContextualClaim is a contextual solution in Allemang's style (Allemang
// 1984, catalogue): in positions with at least two big heaps, pretend each
// heap is the adder or nim heap π(n) of the table.
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
// chapter, "The game 0.54"; doc/references.md, erratum A11), with heap 7
// counted as big as his handwritten note says (7 = *4 is no adder) and the
// OCR's "/6" at heap 3 read as :1 (Appendix I: heap 3 = *1(0313)). It is
// false: see CertifyContextual's tests (7 + 14 is 0^31, not the genus 0^02 of
// *4+*4).
func Allemang54Claim() ContextualClaim {
	return ContextualClaim{
		Source:    "Allemang 1984, catalogue, \"The game 0.54\", 7 counted big",
		Threshold: 9,
		Extra:     []int{7},
		Table: []PretendValue{PA(0), PA(1), PA(0), PA(1), PA(2), PA(2), PA(2), PN(4),
			PA(1), PA(5), PA(5), PA(2), PA(2), PA(2), PN(4), PA(5)},
		Period: 7,
	}
}

// Allemang53Claim is Allemang's contextual solution of .53 (thesis, last
// chapter, "The game 0.53"; doc/references.md, erratum A10: big = 6 or
// more counters),
// with the OCR's "/2" at heap 6 read as the stray ":4" below the table
// (Appendix I: heap 6 = 0(0202), the genus of :4). As printed it fails at
// exactly one sum, 11 + 14; Corrected53Claim excepts it.
func Allemang53Claim() ContextualClaim {
	return ContextualClaim{
		Source:    "Allemang 1984, catalogue, \"The game 0.53\"",
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

// maxPretendNim bounds the nim heaps of a pretend table, so that tame
// values fit a byte.
const maxPretendNim = 100

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
