package plot

import "cgcalc/games"

// The square lattice of a picture has spacing u = 2^e: value and
// temperature both advance by u per cell, so walls of slope ±1 are exact
// diagonals. These helpers do the exact arithmetic of positions.

// twoAdic returns the exponent of 2 in d ≠ 0: the largest e such that d is
// an integer multiple of 2^e.
func twoAdic(d games.Dyadic) int {
	if k := d.Exp(); k > 0 {
		return -int(k)
	}
	return int(d.Num().TrailingZeroBits())
}

// floorLog2 returns ⌊log₂ d⌋ for d > 0.
func floorLog2(d games.Dyadic) int {
	return d.Num().BitLen() - 1 - int(d.Exp())
}

// mul2 returns d·2^e, in time proportional to the size of d, whatever e
// (a thermograph of 2^300000 has e near 300000).
func mul2(d games.Dyadic, e int) games.Dyadic { return d.Mul2(e) }

// cellLimit bounds the positions returned by roundInt, so that absurd
// input cannot ask for an absurd amount of memory.
const cellLimit = 1 << 20

// roundInt returns d rounded to the nearest integer (halves up), clamped
// to ±cellLimit.
func roundInt(d games.Dyadic) int {
	return clampInt(d.Add(games.NewDyadic(1, 1)).Floor())
}

// ceilInt returns ⌈d⌉, clamped to ±cellLimit.
func ceilInt(d games.Dyadic) int { return clampInt(d.Ceil()) }

func clampInt(n games.Dyadic) int {
	switch {
	case n.Cmp(games.DyadicInt(cellLimit)) > 0:
		return cellLimit
	case n.Cmp(games.DyadicInt(-cellLimit)) < 0:
		return -cellLimit
	}
	i, _ := n.Int64()
	return int(i)
}

// exactUnit returns the exponent of the coarsest lattice through all the
// given offsets (the largest e with every offset a multiple of 2^e), or 0
// if they are all zero.
func exactUnit(offsets []games.Dyadic) int {
	e, found := 0, false
	for _, d := range offsets {
		if d.Sign() == 0 {
			continue
		}
		if k := twoAdic(d); !found || k < e {
			e, found = k, true
		}
	}
	return e
}

// chooseUnit returns the exponent e of the lattice spacing 2^e for a
// picture spanning spanV in value and spanT in temperature (both ≥ 0),
// within maxCols columns and maxRows rows. Starting from exact, the
// coarsest lattice on which every corner lies, it refines while the
// picture still fits; if even exact is too big it coarsens until the
// picture fits and reports coarse, meaning positions must be rounded.
func chooseUnit(spanV, spanT games.Dyadic, exact, maxCols, maxRows int) (e int, coarse bool) {
	if spanV.Sign() <= 0 && spanT.Sign() <= 0 {
		return 0, false
	}
	fits := func(e int) bool {
		return spanV.Cmp(mul2(games.DyadicInt(int64(maxCols)), e)) <= 0 &&
			spanT.Cmp(mul2(games.DyadicInt(int64(maxRows)), e)) <= 0
	}
	e = exact
	if fits(e) {
		for fits(e - 1) {
			e--
		}
		return e, false
	}
	// Jump close to the answer, then step: 2^e must be about span/limit.
	for _, s := range []struct {
		span  games.Dyadic
		limit int
	}{{spanV, maxCols}, {spanT, maxRows}} {
		if s.span.Sign() > 0 {
			e = max(e, floorLog2(s.span)-floorLog2(games.DyadicInt(int64(s.limit)))-1)
		}
	}
	for !fits(e) {
		e++
	}
	return e, true
}
