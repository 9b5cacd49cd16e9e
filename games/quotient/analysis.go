package quotient

import (
	"context"
	"errors"

	"cgcalc/games/impartial"
)

// Periodicity of the pretending function, and with it the whole quotient,
// is certified by the misère form of the Guy–Smith test: Allemang's
// Theorem VI (Allemang 1984, "Complete analysis of misère games"), which
// Plambeck and Siegel 2008 state for quotients of octal games.
//
// The test. Let a take-and-break game have a finite code with no
// constraints, let its moves remove at most k counters and leave at most
// H heaps (H = 2 for octal games; 3 for hexadecimal ones; a game without
// splits is taken with H = 2, as the theorem states it), and let Φ_N be
// the pretending function of the partial quotient Q_N of the heaps
// 0 … N. If Φ_N(n+p) = Φ_N(n) for every n with n0 ≤ n and n+p ≤ N, where
// n0 ≥ 1 and N ≥ H·n0 + H·p + k, then Φ(n+p) = Φ(n) for every n ≥ n0 and
// the quotient of the whole game is Q_N.
//
// The proof (Allemang's for H = 2, word for word for H = 3). Add the
// heaps N+1, N+2, … one at a time, each t+p (t = N+1−p, …) given the
// element Φ(t). The pretension (Q_N, Φ) predicts the outcome of every sum
// of heaps up to t+p correctly if it does for those up to t+p−1 and heap
// t+p has the same element as t and the same set of elements of its
// options: the two local checks (solver.go) look at a heap only through
// these. Φ(t+p) = Φ(t) by the definition of the extension. The options:
//
//   - t > k, so no move of t or t+p takes the heap away (condition k);
//   - an option of t+p leaves at most H heaps of at least t+p−k counters,
//     so one part b ≥ (t+p−k)/H ≥ n0+p, as t ≥ N+1−p ≥ H·n0 + (H−1)·p +
//     k + 1 (conditions N and H); the same move with that part b−p ≥ n0
//     is an option of t, of the same element as Φ(b−p) = Φ(b);
//   - an option of t has a part a ≥ (t−k)/H ≥ n0 likewise, and the same
//     move with a+p is an option of t+p of the same element;
//   - the part changed stays non-empty (n0 ≥ 1: with n0 = 0, "b−p" could
//     be 0, a move to fewer heaps, which the code need not allow), and
//     every pair of parts the code allows stays allowed: no constraint
//     ("!", "?", "=") on which parts may occur, as there is for Grundy's
//     game (4!.0), whose Φ to heap 12 passes the equations of the test
//     yet whose quotient is not the one they certify
//     (TestCertifyNeedsPlainSplits).
//
// So the prediction is right for every position, Q_N stays the quotient
// (no new element, P unchanged) and Φ is periodic. Checking the equations
// up to N − p, not only to H·n0 + (H−1)·p + k, costs nothing and is
// needed: the partial quotient is that of heaps 0 … N.

// Bound is what the periodicity test needs to know of a game: the most
// counters a move removes and the most heaps it leaves.
type Bound struct {
	Removal int // k
	Parts   int // H, at least 2
}

// OctalBound returns the bound of a take-and-break code the periodicity
// test applies to: a finite plain code (octal or hexadecimal) whose parts
// need not differ. It reports false for any other code: an infinite
// code, constraints ("!", "?", "="), any number of heaps, added
// counters.
func OctalBound(r *impartial.Ruleset) (Bound, bool) {
	if !r.Finite() || !r.Plain() || r.Distinct() || r.Constrained() {
		return Bound{}, false
	}
	h := r.MaxHeaps()
	if h < 0 || h > 3 {
		return Bound{}, false
	}
	return Bound{Removal: r.MaxRemoval(), Parts: max(h, 2)}, true
}

// Periodic describes a certified periodic pretending function.
type Periodic struct {
	Period    int // p: Φ(n+p) = Φ(n) for n ≥ Preperiod
	Preperiod int // n0, MisereSolver's "Ppd": the heaps 0 … n0−1 before the period
	Needed    int // N = H·n0 + H·p + k, the heaps the certificate needs
}

// certify looks for the least period p (and for it the least n0 ≥ 1)
// that the test certifies on Φ of heaps 0 … len(phi)−1.
func certify(phi []Elem, b Bound) (Periodic, bool) {
	n := len(phi) - 1
	h := max(b.Parts, 2)
	for p := 1; h*(1+p)+b.Removal <= n; p++ {
		// The least n0 from which Φ(m+p) = Φ(m) for every m with m+p ≤ n.
		n0 := n - p + 1
		for n0 > 1 && phi[n0-1] == phi[n0-1+p] {
			n0--
		}
		if need := h*n0 + h*p + b.Removal; need <= n {
			return Periodic{Period: p, Preperiod: n0, Needed: need}, true
		}
	}
	return Periodic{}, false
}

// Analysis is the result of Analyze.
type Analysis struct {
	Solver   *Solver
	Periodic Periodic // valid when Complete
	Complete bool     // Φ's period is certified: the quotient is the whole game's
	LastTame int      // the last heap at which the partial quotient was tame (−1 if unknown)
}

// Analyze computes partial quotients of a take-and-break game heap by heap
// until the periodicity test certifies the whole quotient or maxHeap is
// reached. b must be the game's OctalBound: the test is proved for those
// codes only. If ctx is cancelled it returns the analysis so far with
// ctx's error.
func Analyze(ctx context.Context, s *Solver, b Bound, maxHeap int) (*Analysis, error) {
	a := &Analysis{Solver: s, LastTame: -1}
	for {
		if p, ok := certify(s.phi, b); ok {
			a.Periodic, a.Complete = p, true
			return a, nil
		}
		if s.Heaps() >= maxHeap {
			return a, nil
		}
		if err := s.Next(ctx); err != nil {
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				return a, err
			}
			return a, err
		}
	}
}

// Generators are the generators of the quotient in order of discovery,
// as MisereSolver names them a, b, c, … (its logs in Plambeck 2005, §9.3 and
// §9.5.1): Φ of
// the heaps at which the quotient changed (first, in order), each one that
// is not a product of the earlier ones; then, should those not generate
// everything, Φ of the other heaps in increasing order likewise.
func Generators(m *Monoid, phi []Elem, first []int) []Elem {
	in := make([]bool, m.Size())
	in[0] = true
	reached := []Elem{0}
	var gens []Elem
	add := func(x Elem) {
		if in[x] {
			return
		}
		gens = append(gens, x)
		// Close the reached set under the generators again.
		for i := 0; i < len(reached); i++ {
			for _, g := range gens {
				y := m.Mul(reached[i], g)
				if !in[y] {
					in[y] = true
					reached = append(reached, y)
				}
			}
		}
	}
	for _, h := range first {
		if h < len(phi) {
			add(phi[h])
		}
	}
	for _, x := range phi {
		add(x)
	}
	return gens
}
