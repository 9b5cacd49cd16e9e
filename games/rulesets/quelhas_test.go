package rulesets

import (
	"math/rand"
	"testing"
)

// naiveQuelhas lists the moves of Quelhas from the rules: the player
// covers a line of two or more empty cells, vertical for Left and
// horizontal for Right.
func naiveQuelhas(rows [][]byte, left bool) [][][]byte {
	di, dj := 1, 0
	if !left {
		di, dj = 0, 1
	}
	var out [][][]byte
	for i := range rows {
		for j := range rows[i] {
			for n := 2; ; n++ {
				ok := true
				for k := 0; k < n; k++ {
					if naiveGet(rows, i+k*di, j+k*dj) != '.' {
						ok = false
					}
				}
				if !ok {
					break
				}
				o := naiveCopy(rows)
				for k := 0; k < n; k++ {
					o[i+k*di][j+k*dj] = '#'
				}
				out = append(out, o)
			}
		}
	}
	return out
}

func TestQuelhasValues(t *testing.T) {
	checkValues(t, "quelhas", naiveQuelhas, []stoneCase{
		// By hand: a column of n cells is Left's alone, at most ⌊n/2⌋
		// moves; a row is Right's.
		{".|.|.", "1"},
		{".|.|.|.", "2"},
		{".....", "-2"},
		{"#", "0"},
		// By hand: in the 2×2 square each player's line leaves the other
		// a line of two: {1|-1} = ±1, as in Domineering.
		{"..|..", "+-1"},
		// By hand: in 2×3 Left's middle line leaves two columns, 2 (an
		// outer one leaves the 2×2 square, ±1); Right's line of three
		// leaves a row, −1, and a line of two an L of four cells,
		// {−1|0} = −1/2. So {2|−1}, where Domineering's 2×3 is {2|−1/2}.
		{"...|...", "{2|-1}"},
		// Brute force, the naive solver: the 3×3 square.
		{"...|...|...", "+-2"},
	})
}

// TestQuelhasAgainstNaive compares the solver with the naive solver on
// random boards, with the regions and the symmetries of the square.
func TestQuelhasAgainstNaive(t *testing.T) {
	n := checkTransposedAgainstNaive(t, "quelhas", naiveQuelhas, 150, func(rng *rand.Rand) string {
		return randomBoard(rng, 4, 4, "....#")
	})
	if n < 150/3 {
		t.Errorf("only %d of 150 boards are not 0", n)
	}
}
