package impartial

// Period finds a certified period of the nim values of r: values must be
// G(0), G(1), …, of r, as NimValues returns them. It returns the least
// period p ≥ 1 and then the least preperiod e such that G(n+p) = G(n) for
// all n ≥ e — e is the first heap of the periodic part (Winning Ways
// ch. 4; Plambeck's convention), so Kayles, whose last exceptional value
// is at heap 70, has e = 71 — among those the values prove; ok is false
// if no period is proved by them ("no period found up to len(values)").
//
// The proof is the periodicity theorem of Guy and Smith (1956; Allemang
// 1984, Theorem V): for a finite code whose moves remove at most t
// counters and leave at most two heaps, if G(n+p) = G(n) for all n with
// e ≤ n < 2e + p + t, then G(n+p) = G(n) for every n ≥ e. (Let n ≥ 2e+p+t
// be the least failure. Leaving one heap, or splitting n−k into a+b, is
// matched from n+p by adding p to a part ≥ e, and every option of n+p
// has a part ≥ e+p, to take p from, since (n+p−k)/2 ≥ e+p.) Moves that
// leave three heaps (hexadecimal digits 8–f) need e ≤ n < 3e + 2p + t by
// the same argument, and Period uses that bound for such codes.
//
// Period returns ok = false without searching for
//   - codes with a repeating tail, such as Nim 0.[3], where the theorem
//     does not apply (a move may remove any number);
//   - codes whose splits must leave different heaps, such as Grundy's
//     game 4!.0: the pairing of options above can fail (a part of n+p
//     may equal another), and the periodicity of Grundy's game is an open
//     question (Winning Ways ch. 4; Flammenkamp's computations), however
//     regular its values look.
func Period(r *Ruleset, values []int) (period, preperiod int, ok bool) {
	if !r.Finite() || r.Distinct() {
		return 0, 0, false
	}
	t := r.MaxRemoval()
	parts := 1 // the most heaps a move leaves
	for k := 0; k <= t; k++ {
		switch d := r.Digit(k); {
		case d&8 != 0:
			parts = 3
		case d&4 != 0:
			parts = max(parts, 2)
		}
	}
	parts = max(parts, 2) // Theorem V as stated, also for games without splits
	// bound is the end of the range the theorem needs checked.
	bound := func(e, p int) int { return parts*e + (parts-1)*p + t }
	n := len(values)
	for p := 1; bound(0, p)+p <= n; p++ {
		// The least e with G(m+p) = G(m) for all m ≥ e within the values:
		// no smaller e can be certified, since the theorem would then
		// contradict the values.
		e := n - p
		for e > 0 && values[e-1+p] == values[e-1] {
			e--
		}
		if bound(e, p)+p <= n {
			return p, e, true
		}
	}
	return 0, 0, false
}
