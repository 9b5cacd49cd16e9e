package impartial

import (
	"context"

	"cgcalc/games/internal/probe"
)

// Period finds a certified period of the nim values of r with saltus 0
// (ordinary periodicity): it is ArithmeticPeriod keeping only saltus 0,
// so for Nim, whose values grow, ok is false.
func Period(r *Ruleset, values []int) (period, preperiod int, ok bool) {
	p, e, s, ok := ArithmeticPeriod(r, values)
	if !ok || s != 0 {
		return 0, 0, false
	}
	return p, e, true
}

// ArithmeticPeriod finds a certified arithmetic period of the nim values
// of r: values must be G(0), G(1), …, of r, as NimValues returns them. It
// returns the least period p ≥ 1, with the saltus s ≥ 0 the values give
// for it, and then the least preperiod e such that G(n+p) = G(n) + s for
// all n ≥ e — e is the first heap of the periodic part (Winning Ways
// ch. 4; Plambeck's convention; CGSuite's Periodicity(Period, Preperiod,
// Saltus)), so Kayles, whose last exceptional value is at heap 70, has
// e = 71 — among those the values prove; ok is false if no period is
// proved by them. Saltus 0 is ordinary periodicity; Nim 0.[3] has p = 1,
// s = 1, e = 0.
//
// Three theorems give the certificates. In each, e′ = max(e, 1): the
// equation at heap 0, G(p) = G(0) + s, is read off the values, but the
// induction starts at heap 1 at the earliest, because a heap of 0 is no
// heap (a move never leaves one, and a move's matching move may not leave
// one heap fewer). The tests named are in period_test.go; each condition
// has a case where the theorem's bound without it certifies a period the
// values of the plain definition contradict (TestTheoremConditions).
//
// (1) Splitting codes (Guy and Smith 1956; Allemang 1984, Theorem V).
// Conditions: the code is finite (no repeating tail); no digit carries a
// constraint ("!", "?", "="); no heap grows (Grows: an option's heaps are
// all smaller than the heap moved from, also when counters are added);
// every move removes at most t counters and leaves at most H heaps, with
// H ≥ 2 (the most any digit allows, 2 if none splits). Then if
// G(n+p) = G(n) for all n with e ≤ n < He′ + (H−1)p + t, it holds for
// every n ≥ e: so the certificate needs He′ + Hp + t values.
//
// Proof. Let n ≥ He′ + (H−1)p + t be the least failure. Then n > t, so no
// move of n or n+p takes a heap away. An option of n removes k ≤ t
// counters and leaves h ≤ H heaps from n − k ≥ n − t, so its largest part
// a has a ≥ (n−t)/H ≥ e′; adding p to a is a move of n+p (same k, same h;
// no constraint can fail), of the same value, as G(a+p) = G(a) with
// e ≤ a < n (a < n as no heap grows). An option of n+p has a largest part
// b ≥ (n+p−t)/H ≥ e′+p; taking p from it leaves b − p ≥ e′ ≥ 1 counters,
// still a heap, so the result is a move of n with the same number of
// heaps, and G(b−p) = G(b) as e ≤ b−p < n. So n and n+p have the same
// option values and the same mex. (With e in place of e′ the bound
// allows b = p when e = 0: taking p from b then leaves one heap fewer,
// which a digit such as 4 — exactly two heaps — forbids; in 0.4, heap 3
// → 1+1 has no match from heap 2, and the values 0, 0, 0 would certify
// period 1 though G(3) = 1.) Codes whose splits must differ, such as
// Grundy's game 4!.0, are not certified: the pairing can fail (a part of
// n+p may equal another), and the periodicity of Grundy's game is an open
// question (Winning Ways ch. 4; Flammenkamp's computations). Saltus is 0
// here.
//
// (2) and (3): codes whose moves leave at most one heap and add no
// counters, finite or with a repeating tail (subtraction games,
// all-but subtraction games such as Nim, 0.[3]; Angela Siegel 2005 proved
// every all-but subtraction game arithmetic-periodic). Let the digits dk
// for k ≥ m repeat with period q (the tail; a finite code has m = t+1,
// q = 1 and a zero tail), and let q divide p. Write A for the k whose
// digit leaves one heap and B for those that take a heap of exactly k
// away. The options of a heap N are the heaps j ≥ 1 with N−j in A, and 0
// if N is in B; for k ≥ m these depend only on k mod q.
//
// (2) Saltus 0. Conditions: one heap at most; q | p. If G(n+p) = G(n) for
// e′ ≤ n < e′ + p + m, then for all n ≥ e′ (so 2p + e′ + m values).
// Proof by induction on n ≥ e′+p+m. The options of n+p that remove
// k < m counters are the heaps n+p−k ≥ e′+p+1, whose values equal those
// of n−k ≥ e′, the same move from n. The others are the heaps j ≤ N−m in
// the residue classes mod q allowed by N mod q (N = n or n+p, with
// N ≡ n as q | p), and 0 for N in B (N ≥ m, so again by N mod q): as the
// values are periodic from e′ and q divides p, the values of each class
// on [e′, N−m] are those of one period, [e′, e′+p), once N − m ≥ e′+p−1,
// and below e′ they are the same heaps. So the two option sets are
// equal. (With e = 0 in place of e′ the period [0, p) would stand for the
// heaps j ≥ 1 of a class, but the heap 0 is no option.)
//
// (3) Saltus s ≥ 1. Conditions: one heap at most; q | p; the check
// reaches past J. Let M be the largest of G(0), …, G(e′+p−1),
// J = e′ + p(⌊M/s⌋+1) and N₁ = J + m. If G(n+p) = G(n) + s for
// e′ ≤ n < N₁ + q, then for all n ≥ e′. Proof by induction on n ≥ N₁+q,
// with n₀ the heap in [N₁, N₁+q) with n₀ ≡ n mod q. Heaps j ≥ J have
// G(j) = G(j−tp) + ts > M with t = ⌊(j−e′)/p⌋ ≥ ⌊M/s⌋+1. The option
// values of n+p are those of n from heaps j ≥ e′, plus s (the same moves,
// a period up), with L, the values of the heaps below e′+p that n+p
// reaches; the option values of n are the same values without s, with
// L₀, those of the heaps below e′ that n reaches (0 for a heap taken
// away is in both). Let Z = max(s−1, max L, max L₀ + s); Z < G(n)+s, as
// G(n) > M. Then G(n+p) = G(n)+s exactly when every value up to Z is an
// option value of n+p: above Z, the values below G(n)+s are those of n
// plus s, and G(n)+s itself is not among them. Which values up to Z
// occur depends only on the heaps below J that n reaches and the heaps
// below e′+p that n+p reaches, all by moves of k > m, so only on n mod q:
// the same as for n₀, where the values show G(n₀+p) = G(n₀)+s.
//
// The least period. Theorems (2) and (3) prove only periods that q
// divides, and the least period of the values need not be one (0.[33] is
// Nim, with q = 2 and period 1). Once p is proved from e, a divisor d of
// p with saltus s·d/p is a period too if G(n+d) = G(n) + s·d/p for
// e ≤ n < e+p: then for n ≥ e+p, G(n+d) = G(n−p+d) + s = G(n−p) + s·d/p
// + s = G(n) + s·d/p by induction. The least period divides every period
// (of an eventually arithmetic-periodic sequence), so the least d that
// passes is it; its least preperiod is then read off the values.
// Theorem (1) tries every p in turn and needs no such step: the least
// period and its least preperiod need no more values than any multiple.
//
// Other codes — with "?", "=" or "!" on some digits, "*" or "+" (any
// number of heaps), a repeating tail with splits, or heaps that can
// grow — get no certificate, and ok is false.
func ArithmeticPeriod(r *Ruleset, values []int) (period, preperiod, saltus int, ok bool) {
	return arithmeticPeriod(r, values, allConds)
}

// ArithmeticPeriodContext is ArithmeticPeriod counting its work in units
// (a value compared) and polling ctx every probe.Every units: on a long
// list of values the periods tried are many, and each compares up to all
// the values. It returns ctx's error once ctx is done.
func ArithmeticPeriodContext(ctx context.Context, r *Ruleset, values []int) (period, preperiod, saltus int, ok bool, err error) {
	m := &probe.Meter{}
	m.Start(ctx)
	return arithmeticPeriodM(r, values, allConds, m)
}

// cond is a condition of the theorems above. The certificates use them
// all (allConds); TestTheoremConditions switches each off in turn and
// shows a period the bound would then certify, which the plain
// definition's values contradict.
type cond uint16

const (
	condEPrime      cond = 1 << iota // e′ = max(e, 1) in the bounds, not e
	condRemoval                      // t in (1), m in (2) and (3)
	condHeaps                        // H in (1), not 2
	condFinite                       // (1): a finite code
	condFree                         // (1): no constraint on any digit
	condNoGrowth                     // (1): no heap grows
	condOneHeap                      // (2), (3): no move leaves two heaps or more
	condQDivides                     // (2), (3): q divides p
	condSaltusBound                  // (3): checked to N₁ + q, past J
	allConds        = condEPrime | condRemoval | condHeaps | condFinite | condFree |
		condNoGrowth | condOneHeap | condQDivides | condSaltusBound
)

// arithmeticPeriod is ArithmeticPeriod under the conditions c.
func arithmeticPeriod(r *Ruleset, values []int, c cond) (period, preperiod, saltus int, ok bool) {
	p, e, sa, ok, _ := arithmeticPeriodM(r, values, c, nil)
	return p, e, sa, ok
}

// arithmeticPeriodM is arithmeticPeriod, its work counted in m (nil: not
// counted); a poll's error stops it.
func arithmeticPeriodM(r *Ruleset, values []int, c cond, m *probe.Meter) (period, preperiod, saltus int, ok bool, err error) {
	if r.oneHeap() || c&condOneHeap == 0 {
		return oneHeapPeriod(r, values, c, m)
	}
	if c&condFinite != 0 && !r.Finite() || c&condFree != 0 && r.Constrained() || c&condNoGrowth != 0 && r.Grows() {
		return 0, 0, 0, false, nil
	}
	parts := r.MaxHeaps()
	if parts < 0 {
		return 0, 0, 0, false, nil
	}
	parts = max(parts, 2) // Theorem V as stated, also for games without splits
	if c&condHeaps == 0 {
		parts = 2
	}
	t := r.MaxRemoval()
	if c&condRemoval == 0 {
		t = 0
	}
	n := len(values)
	for p := 1; splitNeed(parts, t, 0, p, c) <= n; p++ {
		// The least e with G(m+p) = G(m) for all m ≥ e within the values:
		// no smaller e can be certified, since the theorem would then
		// contradict the values.
		e, err := leastPreperiodM(values, p, 0, m)
		if err != nil {
			return 0, 0, 0, false, err
		}
		if splitNeed(parts, t, e, p, c) <= n {
			return p, e, 0, true, nil
		}
	}
	return 0, 0, 0, false, nil
}

// splitNeed is the number of values theorem (1) needs to prove period p
// from e for a code whose moves leave at most parts ≥ 2 heaps and remove
// at most t counters: G(n+p) = G(n) for e ≤ n < parts·e′ + (parts−1)p + t.
func splitNeed(parts, t, e, p int, c cond) int {
	if c&condEPrime != 0 {
		e = max(e, 1)
	}
	return parts*e + parts*p + t
}

// oneHeap reports whether every move leaves at most one heap and none
// adds counters.
func (r *Ruleset) oneHeap() bool {
	if len(r.add) > 0 {
		return false
	}
	for _, d := range r.allDigits() {
		if d.more || d.allow&^3 != 0 {
			return false
		}
	}
	return true
}

// leastPreperiod returns the least e with values[i+p] = values[i] + s
// for all i ≥ e within the values.
func leastPreperiod(values []int, p, s int) int {
	e := len(values) - p
	for e > 0 && values[e-1+p] == values[e-1]+s {
		e--
	}
	return e
}

// periodChunk is the number of values leastPreperiodM compares between
// two counts of its work.
const periodChunk = 4 * probe.Every

// leastPreperiodM is leastPreperiod, a unit of work in m for each value
// compared, counted a chunk at a time.
func leastPreperiodM(values []int, p, s int, m *probe.Meter) (int, error) {
	if m == nil {
		return leastPreperiod(values, p, s), nil
	}
	e := len(values) - p
	for e > 0 {
		lo := max(e-periodChunk, 0)
		if err := m.Work(e - lo + 1); err != nil {
			return 0, err
		}
		for e > lo && values[e-1+p] == values[e-1]+s {
			e--
		}
		if e > lo {
			break
		}
	}
	return e, nil
}

// oneHeapPeriod is ArithmeticPeriod for codes whose moves leave at most
// one heap, by theorems (2) and (3), under the conditions c.
func oneHeapPeriod(r *Ruleset, values []int, c cond, meter *probe.Meter) (period, preperiod, saltus int, ok bool, err error) {
	m, q := len(r.digits), 1
	if !r.Finite() {
		q = len(r.tail)
	}
	if c&condRemoval == 0 {
		m = 0
	}
	step := q
	if c&condQDivides == 0 {
		step = 1
	}
	n := len(values)
	for p := step; 2*p+m+1 <= n; p += step {
		s := values[n-1] - values[n-1-p]
		if s < 0 {
			continue
		}
		e, err := leastPreperiodM(values, p, s, meter)
		if err != nil {
			return 0, 0, 0, false, err
		}
		e1 := e
		if c&condEPrime != 0 {
			e1 = max(e, 1)
		}
		need := e1 + 2*p + m // theorem (2): values to heap e′+2p+m−1
		if s > 0 {
			top := 0
			for i, v := range values[:min(e1+p, n)] {
				if i%periodChunk == 0 {
					if err := meter.Work(periodChunk); err != nil {
						return 0, 0, 0, false, err
					}
				}
				top = max(top, v)
			}
			j := e1 + p*(top/s+1)
			if c&condSaltusBound == 0 {
				j = e1
			}
			need = j + m + q + p // theorem (3): n < N₁+q, and G(n+p)
		}
		if need <= n {
			p, s, err = leastPeriod(values, p, e, s, meter)
			if err != nil {
				return 0, 0, 0, false, err
			}
			e, err := leastPreperiodM(values, p, s, meter)
			return p, e, s, err == nil, err
		}
	}
	return 0, 0, 0, false, nil
}

// leastPeriod returns the least divisor d of p, with its saltus s·d/p,
// that is a period of the values from e, given that p is a proved period
// from e with saltus s and the values reach e+2p (see ArithmeticPeriod:
// d is then a period of every heap from e).
//
// Its work is counted in meter (nil: not counted): p units for the
// divisors, p for each divisor tried.
func leastPeriod(values []int, p, e, s int, meter *probe.Meter) (int, int, error) {
	if err := meter.Work(p); err != nil {
		return 0, 0, err
	}
	for d := 1; d < p; d++ {
		if p%d != 0 || s*d%p != 0 {
			continue
		}
		if err := meter.Work(p); err != nil {
			return 0, 0, err
		}
		sd := s * d / p
		ok := true
		for i := e; i < e+p && ok; i++ {
			ok = i+d < len(values) && values[i+d] == values[i]+sd
		}
		if ok {
			return d, sd, nil
		}
	}
	return p, s, nil
}
