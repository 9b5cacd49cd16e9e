package rulesets

import (
	"math/bits"

	"cgcalc/games"
)

// Closed forms of the cakes, each checked against the plain solver on all
// sizes up to a bound, the edges of its conditions included
// (TestCutcakeFormula, TestEatcakeStrips; doc/references.md, "Rulesets:
// fast cases").

// closedForms are the closed forms of the cake games, by name: given a
// store, the value of the piece of m rows and n columns and true, where
// the form applies; given a nil store, only whether it applies.
var closedForms = map[string]func(s *games.Store, m, n int) (games.ID, bool){
	"cutcake": cutcakeValue,
	"eatcake": eatcakeStrip,
}

// cutcakeValue is the value of every Cutcake, Winning Ways (2nd ed., ch. 2,
// "Cutcake"): with Left cutting the n columns and Right the m rows, a cake
// with ⌊log₂ m⌋ ≤ ⌊log₂ n⌋ is the integer ⌊n / 2^⌊log₂ m⌋⌋ − 1 and the
// transposed cake its negative. A side of 0 counts as 1: a cake with no
// column (m,0) has Right's m−1 cuts as (m,1) does, and only Right moves in
// both; (0,0) and (1,1) have no moves.
func cutcakeValue(s *games.Store, m, n int) (games.ID, bool) {
	if s == nil {
		return 0, true
	}
	m, n = max(m, 1), max(n, 1)
	lm, ln := bits.Len(uint(m)), bits.Len(uint(n))
	v := int64(n>>(lm-1)) - 1
	if lm > ln {
		v = -(int64(m>>(ln-1)) - 1)
	}
	return s.Value(games.NUS{X: games.DyadicInt(v)}), true
}

// eatcakeStrip is the value of an Eatcake of at most one row or column
// (Left eats a column, Right a row). The proof, by induction on n, for
// the strip 1×n (n ≥ 1): Right's only move eats the row, leaving 0. Left
// eats a column, leaving strips of a and b columns, a + b = n − 1 (a strip
// of 0 is no piece). Claim: 1×n is * for n odd and ↓ = {*|0} for n even.
//   - n odd: each of a, b is 0 or a strip; a + b is even, so the strips
//     left are two odd ones (* + * = 0), two even ones (⇓), one even one
//     (↓) or none (0, when n = 1). Left has 0 (none for n = 1, the strips
//     1 and n−2 for n ≥ 3), which dominates ↓ and ⇓: 1×n = {0|0} = *.
//   - n even: a + b is odd: one odd strip and one even one (↓*), or one
//     odd strip (*, eating an end column). * > ↓* since * − ↓* = ↑ > 0:
//     1×n = {*|0} = ↓.
//
// By symmetry (transposing swaps the players) m×1 is * for m odd, ↑ for m
// even. A cake with no column (m,0) is −m, Right eating its rows one at a
// time (each move leaves (m−1,0), or two cakes with no column and m−1
// rows between them); (0,n) is n.
func eatcakeStrip(s *games.Store, m, n int) (games.ID, bool) {
	if m > 1 && n > 1 {
		return 0, false
	}
	if s == nil {
		return 0, true
	}
	var v games.NUS
	switch {
	case m == 0:
		v.X = games.DyadicInt(int64(n))
	case n == 0:
		v.X = games.DyadicInt(-int64(m))
	case m == 1 && n%2 == 1, n == 1 && m%2 == 1:
		v.M = 1
	case m == 1:
		v.U = -1
	default:
		v.U = 1
	}
	return s.Value(v), true
}
