package quotient

import (
	"context"
	"errors"
)

// Periodicity of the pretending function, and with it the whole quotient,
// is certified by the misère form of the Guy–Smith test: Allemang's
// Theorem VI (Allemang 1984, "Complete analysis of misère games"), which
// Plambeck and Siegel 2008 state for quotients. For an octal game whose moves
// remove at most k counters, if Φ_N(n+p) = Φ_N(n) for n0 ≤ n < 2n0 + p + k,
// where Φ_N is the pretending function of the partial quotient Q_N with
// N = 2n0 + 2p + k, then every heap n ≥ n0 is indistinguishable from heap n+p
// among all positions, so every position is indistinguishable from one with
// heaps ≤ N and the quotient of the whole game is Q_N. (Allemang's m is
// n0 − 1; taking n0 ≥ 1 and the range one heap longer than his is on the safe
// side.)

// Periodic describes a certified periodic pretending function.
type Periodic struct {
	Period    int // p: Φ(n+p) = Φ(n) for n ≥ Preperiod
	Preperiod int // n0, MisereSolver's "Ppd": the heaps 0 … n0−1 before the period
	Needed    int // N = 2n0 + 2p + k, the heaps the certificate needs
}

// certify looks for the least period p (and for it the least n0 ≥ 1)
// that the test certifies on Φ of heaps 0 … len(phi)−1; k is the largest
// number of counters a move removes.
func certify(phi []Elem, k int) (Periodic, bool) {
	n := len(phi) - 1
	for p := 1; 2*p+k+2 <= n; p++ {
		// The least n0 from which Φ(m+p) = Φ(m) for every m with m+p ≤ n.
		n0 := n - p + 1
		for n0 > 1 && phi[n0-1] == phi[n0-1+p] {
			n0--
		}
		if need := 2*n0 + 2*p + k; need <= n {
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

// Analyze computes partial quotients of an octal game heap by heap until
// the periodicity test certifies the whole quotient or maxHeap is reached.
// k is the largest number of counters a move removes (the ruleset's last
// code digit). If ctx is cancelled it returns the analysis so far with
// ctx's error.
func Analyze(ctx context.Context, s *Solver, k, maxHeap int) (*Analysis, error) {
	a := &Analysis{Solver: s, LastTame: -1}
	for {
		if p, ok := certify(s.phi, k); ok {
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
