package rulesets

import (
	"math/rand"
	"testing"
)

// naiveQueenSees reports whether a queen at a reaches b over empty cells:
// a straight or diagonal line, every cell strictly between empty.
func naiveQueenSees(rows [][]byte, ai, aj, bi, bj int) bool {
	di, dj := bi-ai, bj-aj
	if (di == 0 && dj == 0) || (di != 0 && dj != 0 && di != dj && di != -dj) {
		return false
	}
	n := max(abs(di), abs(dj))
	si, sj := di/n, dj/n
	for k := 1; k < n; k++ {
		if rows[ai+k*si][aj+k*sj] != '.' {
			return false
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// naiveAmazons lists the moves of Amazons from the rules: every amazon of
// the player, every empty cell it sees as a queen, and every empty cell it
// then sees from there (the cell it left being empty) gets the arrow.
func naiveAmazons(rows [][]byte, left bool) [][][]byte {
	me := byte('x')
	if !left {
		me = 'o'
	}
	var out [][][]byte
	for ai := range rows {
		for aj := range rows[ai] {
			if rows[ai][aj] != me {
				continue
			}
			for ti := range rows {
				for tj := range rows[ti] {
					if rows[ti][tj] != '.' || !naiveQueenSees(rows, ai, aj, ti, tj) {
						continue
					}
					moved := naiveCopy(rows)
					moved[ai][aj], moved[ti][tj] = '.', me
					for ri := range rows {
						for rj := range rows[ri] {
							if moved[ri][rj] != '.' || !naiveQueenSees(moved, ti, tj, ri, rj) {
								continue
							}
							o := naiveCopy(moved)
							o[ri][rj] = '#'
							out = append(out, o)
						}
					}
				}
			}
		}
	}
	return out
}

func TestAmazonsValues(t *testing.T) {
	checkValues(t, "amazons", naiveAmazons, []stoneCase{
		// CGSuite (Siegel), version 2.x, GameGridTest.scala ("define
		// Amazons properly").
		{"x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"},
		// By hand: an amazon alone in a row of n empty cells moves n
		// times, one cell burnt each (Berlekamp, "Sums of N×2 Amazons":
		// a region only one player can use is worth its moves).
		{"x.", "1"},
		{"x..", "2"},
		{"x...", "3"},
		{"..o.", "-3"},
		{"x|.|.", "2"},
		// By hand: no move without an empty cell; a region without
		// amazons is 0.
		{"xo", "0"},
		{"...", "0"},
		// By hand: in x.o either moves into the middle and shoots back
		// into the cell it left, and then no one can move: {0|0} = *.
		{"x.o", "*"},
		// Regions apart add: 1 + (−1) = 0, * + 2 = 2*.
		{"x.#o.", "0"},
		{"x.o|###|x..", "2*"},
		// Cross-checked with the naive solver.
		{"x.|.o", "0"},
		{"x..|..o", "+-{1,{2|0}}"},
	})
}

// TestAmazonsAgainstNaive compares the solver with the naive solver on
// random boards, and checks the symmetries the solver folds in.
func TestAmazonsAgainstNaive(t *testing.T) {
	n := checkAgainstNaive(t, "amazons", naiveAmazons, 200, func(rng *rand.Rand) string {
		// At most eight cells: the naive solver has no symmetry or split.
		if rng.Intn(2) == 0 {
			return randomBoard(rng, 4, 2, "xo....#")
		}
		return randomBoard(rng, 2, 4, "xo....#")
	})
	if n < 50 {
		t.Errorf("only %d of 200 boards are not 0", n)
	}
}
