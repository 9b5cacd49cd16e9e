package misere

import (
	"fmt"
	"slices"

	"cgcalc/games/impartial"
)

// knotsT and knotsW are Allemang's tameness t(n) and wildness w(n) of a
// Knots string of n knots for n = 0…9 (Allemang 1984, Knots chapter and the
// catalogue's "The game of Knots (4.7)"); beyond the table t(n) = n−3 and
// w(n) = n−6.
var (
	knotsT = [...]int{0, 0, 1, 0, 1, 2, 3, 4, 5, 6}
	knotsW = [...]int{0, 0, 0, 0, 0, 1, 0, 1, 2, 3}
)

// KnotsTameness returns Allemang's t(n) for a Knots string of n ≥ 0 knots:
// 0 0 1 0 1 2 3 4 5 6 for n = 0…9, then n−3.
func KnotsTameness(n int) int {
	if n < len(knotsT) {
		return knotsT[max(n, 0)]
	}
	return n - 3
}

// KnotsWildness returns Allemang's w(n) for a Knots string of n ≥ 0 knots:
// 0 0 0 0 0 1 0 1 2 3 for n = 0…9, then n−6.
func KnotsWildness(n int) int {
	if n < len(knotsW) {
		return knotsW[max(n, 0)]
	}
	return n - 6
}

// KnotsOutcome returns the misère outcome, 'P' or 'N', of the Knots (4.7)
// position whose strings have the given numbers of knots, by Allemang's
// rule (Allemang 1984, "The game of Knots ties up all genus sequences";
// doc/references.md, erratum A14). Strings with no knots are ignored; it
// returns 0 if a size is negative. Let n0 ≥ n1 ≥ … > 0 be the sizes,
// A = w(n0) − Σ_{i>0} t(n_i), E the number of strings with an even number of
// knots and D the number with an odd number.
//
//   - Short strings proviso: if every string has 1 or 3 knots (also when
//     there is no string at all), the position is P iff the number of
//     strings is odd.
//   - Otherwise A ≤ 0: P iff E and D are both even; A = 1: N; A ≥ 2: P iff
//     E and D are both odd.
//
// Reading of E and D: they count every string with at least one knot,
// the strings of 1 or 3 knots included (D counts them); knotless strings
// are counted nowhere, as the thesis says "we may assume that every
// string has at least one knot". This is the literal reading of both
// OCRs and the one the tests confirm against exhaustive search. The
// printed t and w tables are used unchanged; the catalogue's "Δ ≤ 0" is
// OCR for "A ≤ 0".
func KnotsOutcome(strings []int) byte {
	n0, count, e, d := 0, 0, 0, 0
	sumT := 0
	short := true
	for _, n := range strings {
		if n < 0 {
			return 0
		}
		if n == 0 {
			continue
		}
		count++
		if n%2 == 0 {
			e++
		} else {
			d++
		}
		if n != 1 && n != 3 {
			short = false
		}
		sumT += KnotsTameness(n)
		n0 = max(n0, n)
	}
	if short {
		return pIf(count%2 == 1)
	}
	// Σ_{i>0} t(n_i) is the whole sum less one string of the largest size.
	a := KnotsWildness(n0) - (sumT - KnotsTameness(n0))
	return parityRule(a, e%2, d%2)
}

// parityRule is the common tail of the Knots and 0.26 rules: A ≤ 0: P iff
// both parities are even; A = 1: N; A ≥ 2: P iff both are odd.
func parityRule(a, e, d int) byte {
	switch {
	case a <= 0:
		return pIf(e == 0 && d == 0)
	case a == 1:
		return 'N'
	default:
		return pIf(e == 1 && d == 1)
	}
}

func pIf(b bool) byte {
	if b {
		return 'P'
	}
	return 'N'
}

// RuleCheck is the result of VerifyOutcomeRule: how many positions were
// checked and how many moves examined.
type RuleCheck struct {
	Positions int // positions checked (all multisets of total ≤ the bound)
	Moves     int // options examined
}

// VerifyOutcomeRule checks, without any game-tree search, that rule
// gives the true misère outcome of every position of r whose heaps total
// at most maxTotal. rule is called with a sorted multiset of non-empty
// heaps (the empty position too; the slice is reused, so rule must not
// keep it) and must return 'P' or 'N'. It checks
//
//   - the terminal convention: a position with no move is claimed N;
//   - correcting moves: every other position claimed N has an option
//     claimed P;
//   - no perverting moves: no position claimed P has an option claimed P.
//
// For any heap code a move never adds counters, and a move that removes
// none splits a heap, adding one; a position of total s has at most s
// heaps, so the positions of total ≤ maxTotal are closed under moves and
// every play from them ends. The three properties then give, by
// induction on the length of the longest play, that the claimed outcome
// is the misère outcome (a position is P iff it has a move and
// every option is N). The first failure is returned as an error naming
// the position (and option).
func VerifyOutcomeRule(r *impartial.Ruleset, rule func(heaps []int) byte, maxTotal int) (RuleCheck, error) {
	var res RuleCheck
	if r == nil || rule == nil {
		return res, fmt.Errorf("nil ruleset or rule")
	}
	if maxTotal < 0 {
		return res, fmt.Errorf("negative bound %d", maxTotal)
	}
	// moves[n] = every option of one heap of n (sorted heaps left).
	moves := make([][][]int, maxTotal+1)
	for n := 1; n <= maxTotal; n++ {
		r.Moves(n, func(h []int) bool {
			moves[n] = append(moves[n], slices.Clone(h))
			return true
		})
	}
	var err error
	cur := make([]int, 0, maxTotal)
	opt := make([]int, 0, maxTotal+2)
	check := func(p []int) {
		res.Positions++
		claim := rule(p)
		if claim != 'P' && claim != 'N' {
			err = fmt.Errorf("position %v: rule gave %q, want 'P' or 'N'", impartial.Position(p), claim)
			return
		}
		hasMove, hasP := false, false
		var pOpt []int
		for i, h := range p {
			if i > 0 && p[i-1] == h {
				continue
			}
			for _, m := range moves[h] {
				hasMove = true
				res.Moves++
				opt = replaceInto(opt[:0], p, i, m)
				if rule(opt) == 'P' {
					hasP = true
					pOpt = slices.Clone(opt)
					break
				}
			}
			if hasP {
				break
			}
		}
		switch {
		case !hasMove && claim != 'N':
			err = fmt.Errorf("position %v has no move but is claimed P", impartial.Position(p))
		case hasMove && claim == 'N' && !hasP:
			err = fmt.Errorf("position %v is claimed N but no option is claimed P", impartial.Position(p))
		case claim == 'P' && hasP:
			err = fmt.Errorf("position %v is claimed P but has the option %v, also claimed P", impartial.Position(p), impartial.Position(pOpt))
		}
	}
	var rec func(rest, min int)
	rec = func(rest, min int) {
		check(cur)
		for h := min; h <= rest && err == nil; h++ {
			cur = append(cur, h)
			rec(rest-h, h)
			cur = cur[:len(cur)-1]
		}
	}
	rec(maxTotal, 1)
	return res, err
}

// replaceInto writes into dst the sorted multiset p with p[i] replaced by
// the sorted heaps m.
func replaceInto(dst, p []int, i int, m []int) []int {
	j := 0
	for k, h := range p {
		if k == i {
			continue
		}
		for j < len(m) && m[j] < h {
			dst = append(dst, m[j])
			j++
		}
		dst = append(dst, h)
	}
	return append(dst, m[j:]...)
}

// TwoSixTameness returns t(n) for a heap of n ≥ 0 counters of 0.26, as
// corrected here: 0 0 0 1 1 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7 for
// n = 0…20, that is ⌊(n−5)/2⌋ for n ≥ 5 (n/2 − 3 for even n ≥ 6,
// (n−5)/2 for odd n ≥ 5).
//
// Allemang's catalogue ("The game 0.26"; doc/references.md, erratum A13)
// prints 5 6 7 8 9 for n = 11, 13, …, 19 and says t(n) = (n−1)/2 for large
// odd n; the text and the table agree with each other, so this is not an OCR
// slip but an error of the thesis: with the printed values the rule fails,
// first on 11+15 (printed A = 4−5 = −1 and nim-sum 0 say P; exhaustive search
// says N, as A = 4−3 = 1 predicts) and 11+17 (printed A = 0 says N; it is P).
// The even entries, the odd ones up to 9 and all of w(n) are as printed.
func TwoSixTameness(n int) int {
	switch {
	case n <= 2:
		return 0
	case n <= 4:
		return 1
	default:
		return (n - 5) / 2
	}
}

// TwoSixWildness returns Allemang's w(n) for a heap of n ≥ 0 counters of
// 0.26, as printed: 0 0 0 0 0 0 0 0 0 1 1 2 0 3 1 4 2 5 3 6 4 for
// n = 0…20, then n/2 − 6 for even n and (n−1)/2 − 3 for odd n. (w(n) ≥ 1
// is where the first blur of the heap's genus lies.)
func TwoSixWildness(n int) int {
	switch {
	case n <= 8:
		return 0
	case n == 10:
		return 1
	case n%2 == 0:
		return n/2 - 6
	default:
		return (n-1)/2 - 3
	}
}

// twoSixNim is the normal-play nim value of a heap of n ≥ 1 of 0.26:
// 0 1 2 3 for n ≡ 1 2 3 0 (mod 4) (period 4 from the start; the heaps
// 1–8 are the nimheaps *0 *1 *2 *3 *0 *1 *2 *3).
func twoSixNim(n int) int { return (n - 1) % 4 }

// TwoSixOutcome returns the misère outcome, 'P' or 'N', of the 0.26
// position with the given heap sizes (empty heaps ignored), or an error
// if a size is negative. This is Allemang's rule for 0.26 (catalogue,
// "The game 0.26"; doc/references.md, erratum A13) in the reading that
// exhaustive search confirms. With n0 ≥ n1 ≥ … > 0 the sizes,
// A = w(n0) − Σ_{i>0} t(n_i) (TwoSixWildness, TwoSixTameness) and x the
// normal-play nim-sum:
//
//   - if every heap has 1, 2, 5 or 6 counters (also when there is none),
//     the position is P iff the number of heaps of 2 or 6 is odd;
//   - otherwise A ≤ 0: P iff x = 0; A = 1: N; A ≥ 2: P iff x = 2.
//
// Readings adopted, each forced by exhaustive search (the printed rule
// fails otherwise): the short-heap clause counts only the heaps of 2 and
// 6 (heaps of 1 and 5 are 0 and *0, those of 2 and 6 are *1; the thesis
// prints "an odd number of heaps", which makes the single heap of 1 — no
// move, so N — a P position; its struck marginal note "or some 2 or 6"
// points the same way); the parity conditions are the marginal notes
// "normal sum = 0" and "normal sum = 2", not "E and D both even/odd"
// copied from Knots (those fail first on 1+3, a dead heap and *2, so N,
// where E = 0, D = 2 and A = 0 say P); and t(n) for odd n ≥ 11 is (n−5)/2, not the
// printed (n−1)/2 (see TwoSixTameness).
func TwoSixOutcome(heaps []int) (byte, error) {
	n0, twoSix, sumT, x := 0, 0, 0, 0
	short := true
	for _, n := range heaps {
		if n < 0 {
			return 0, fmt.Errorf("negative heap %d", n)
		}
		if n == 0 {
			continue
		}
		switch n {
		case 2, 6:
			twoSix++
		case 1, 5:
		default:
			short = false
		}
		sumT += TwoSixTameness(n)
		x ^= twoSixNim(n)
		n0 = max(n0, n)
	}
	if short {
		return pIf(twoSix%2 == 1), nil
	}
	a := TwoSixWildness(n0) - (sumT - TwoSixTameness(n0))
	switch {
	case a <= 0:
		return pIf(x == 0), nil
	case a == 1:
		return 'N', nil
	default:
		return pIf(x == 2), nil
	}
}
