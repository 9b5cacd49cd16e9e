package impartial

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
// Three theorems give the certificates. In each, write e′ = max(e, 1)
// (the equations at heaps below e′ are read off the values directly).
//
// (1) Splitting codes (Guy and Smith 1956; Allemang 1984, Theorem V):
// for a finite code with no constraints ("!", "?", "=") whose moves
// remove at most t counters (or add some, if no heap can grow: see
// Grows) and leave at most H ≥ 2 heaps, if G(n+p) = G(n) for all n with
// e ≤ n < He + (H−1)p + t, then G(n+p) = G(n) for every n ≥ e. (Let
// n ≥ He + (H−1)p + t be the least failure. No move of n or n+p takes a
// heap away, since n > t. An option of n leaves at most H heaps from at
// least n − t counters, so one part a has a ≥ (n−t)/H ≥ e; adding p to
// it is an option of n+p of the same value, as G(a+p) = G(a) with
// e ≤ a < n. An option of n+p has a part b ≥ (n+p−t)/H ≥ e+p; taking p
// from it is an option of n of the same value. So both heaps have the
// same set of option values, and the same mex.) Codes whose splits must
// differ, such as Grundy's game 4!.0, are not certified: the pairing can
// fail (a part of n+p may equal another), and the periodicity of
// Grundy's game is an open question (Winning Ways ch. 4; Flammenkamp's
// computations), however regular its values look. Saltus is 0 here.
//
// For codes whose moves leave at most one heap, finite or with a
// repeating tail (subtraction games, all-but subtraction games such as
// Nim, 0.[3]; Angela Siegel 2005 proved every all-but subtraction game
// arithmetic-periodic): let the digits dk for k ≥ m repeat with period q
// (the tail; a finite code has m = t+1, q = 1 and a zero tail), and let
// q divide p. Write A for the k whose digit leaves one heap and B for
// those that take a heap of exactly k away. The options of a heap N are
// the heaps j ≥ 1 with N−j in A, and 0 if N is in B; for k ≥ m these
// depend only on k mod q.
//
// (2) Saltus 0: if G(n+p) = G(n) for e′ ≤ n < e′ + p + m, then for all
// n ≥ e′. (Induction on n ≥ e′+p+m. The options of n+p that remove
// k < m counters are the heaps n+p−k ≥ e′+p+1, whose values equal those
// of n−k, the same move from n. The others are the heaps j ≤ N−m in the
// residue classes mod q allowed by N mod q (N = n or n+p, with N ≡ n),
// and 0 for N in B: as the values are periodic from e′ and q divides p,
// the values of each class on [e′, N−m] are those of one period,
// [e′, e′+p), once N − m ≥ e′+p−1, and below e′ they are fixed. So the
// two option sets are equal.)
//
// (3) Saltus s ≥ 1: let M be the largest of G(0), …, G(e′+p−1),
// J = e′ + p(⌊M/s⌋+1) and N₁ = J + m. If G(n+p) = G(n) + s for
// e′ ≤ n < N₁ + q, then for all n ≥ e′. (Induction on n ≥ N₁+q, with
// n₀ the heap in [N₁, N₁+q) with n₀ ≡ n mod q. Heaps j ≥ J have
// G(j) = G(j−tp) + ts > M with t = ⌊(j−e′)/p⌋. The option values of n+p
// are those of n from heaps j ≥ e′, plus s (the same moves, a period
// up), with L, the values of the heaps below e′+p that n+p reaches; the
// option values of n are the same values without s, with L₀, those of
// the heaps below e′ that n reaches. Let Z = max(s−1, max L, max L₀ + s);
// Z < G(n)+s, as G(n) > M. Then G(n+p) = G(n)+s exactly when every
// value up to Z is an option value of n+p: above Z, the values below
// G(n)+s are those of n plus s, and G(n)+s itself is not among them.
// Which values up to Z occur depends only on the heaps below J that n
// reaches and the heaps below e′+p that n+p reaches, all by moves of
// k ≥ m, so only on n mod q: the same as for n₀, where the values show
// G(n₀+p) = G(n₀)+s.)
//
// Other codes — with "?", "=" or "!" on some digits, "*" or "+" (any
// number of heaps), a repeating tail with splits, or heaps that can
// grow — get no certificate, and ok is false.
func ArithmeticPeriod(r *Ruleset, values []int) (period, preperiod, saltus int, ok bool) {
	if r.oneHeap() {
		return oneHeapPeriod(r, values)
	}
	if !r.Finite() || r.Constrained() || r.Grows() {
		return 0, 0, 0, false
	}
	parts := r.MaxHeaps()
	if parts < 0 {
		return 0, 0, 0, false
	}
	parts = max(parts, 2) // Theorem V as stated, also for games without splits
	t := r.MaxRemoval()
	// bound is the end of the range the theorem needs checked.
	bound := func(e, p int) int { return parts*e + (parts-1)*p + t }
	n := len(values)
	for p := 1; bound(0, p)+p <= n; p++ {
		// The least e with G(m+p) = G(m) for all m ≥ e within the values:
		// no smaller e can be certified, since the theorem would then
		// contradict the values.
		e := leastPreperiod(values, p, 0)
		if bound(e, p)+p <= n {
			return p, e, 0, true
		}
	}
	return 0, 0, 0, false
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

// oneHeapPeriod is ArithmeticPeriod for codes whose moves leave at most
// one heap, by theorems (2) and (3).
func oneHeapPeriod(r *Ruleset, values []int) (period, preperiod, saltus int, ok bool) {
	m, q := len(r.digits), 1
	if !r.Finite() {
		q = len(r.tail)
	}
	n := len(values)
	for p := q; 2*p+m+1 <= n; p += q {
		s := values[n-1] - values[n-1-p]
		if s < 0 {
			continue
		}
		e := leastPreperiod(values, p, s)
		e1 := max(e, 1)
		need := e1 + 2*p + m // theorem (2): values to heap e′+2p+m−1
		if s > 0 {
			top := 0
			for _, v := range values[:min(e1+p, n)] {
				top = max(top, v)
			}
			j := e1 + p*(top/s+1)
			need = j + m + q + p // theorem (3): n < N₁+q, and G(n+p)
		}
		if need <= n {
			return p, e, s, true
		}
	}
	return 0, 0, 0, false
}
