package rulesets

import (
	"math/rand"
	"testing"
)

// naiveKonane lists the jumps of Konane from the rules: the player's stone
// jumps over an adjacent opponent's stone into the empty cell beyond, and
// may go on in the same direction; each number of jumps is a move.
func naiveKonane(rows [][]byte, left bool) [][][]byte {
	me, them := byte('x'), byte('o')
	if !left {
		me, them = 'o', 'x'
	}
	var out [][][]byte
	for i := range rows {
		for j := range rows[i] {
			if rows[i][j] != me {
				continue
			}
			for _, d := range naiveOrth {
				for n := 1; ; n++ { // n jumps
					ok := true
					for k := 1; k <= n && ok; k++ {
						ok = naiveGet(rows, i+(2*k-1)*d[0], j+(2*k-1)*d[1]) == them &&
							naiveGet(rows, i+2*k*d[0], j+2*k*d[1]) == '.'
					}
					if !ok {
						break
					}
					o := naiveCopy(rows)
					o[i][j] = '.'
					for k := 1; k <= n; k++ {
						o[i+(2*k-1)*d[0]][j+(2*k-1)*d[1]] = '.'
					}
					o[i+2*n*d[0]][j+2*n*d[1]] = me
					out = append(out, o)
				}
			}
		}
	}
	return out
}

func TestKonaneValues(t *testing.T) {
	checkValues(t, "konane", naiveKonane, []stoneCase{
		// By hand from the rules (Ernst, "Playing Konane Mathematically",
		// UMAP Journal 16 (1995), states them): in xo. Left jumps to ..x,
		// 0, and Right cannot jump: {0|} = 1.
		{"xo.", "1"},
		{"x|o|.", "1"},
		// By hand: in .xo. either player jumps, leaving one stone: * .
		{".xo.", "*"},
		// By hand: no jump without an empty cell beyond, or apart.
		{"xo", "0"},
		{"x.o", "0"},
		{"xoo.", "0"},
		// By hand: in xo.o. Left jumps once, to ..xo. = * (either can
		// jump there), or twice, to ....x = 0; Right cannot jump:
		// {0,*|} = 1.
		{"xo.o.", "1"},
		// By hand: in oxo. Left jumps to o..x = 0; Right cannot: 1.
		{"oxo.", "1"},
		// By hand: in xo...xo Left jumps to ..x..xo, where only Right can
		// jump (−1), and Right to xo.o..., where only Left can (1):
		// {−1|1} = 0. Far apart, the parts add: 1 + (−1) = 0, 1 + * = 1*.
		{"xo...xo", "0"},
		{"xo.#.xo", "0"},
		{"xo..#.xo.", "1*"},
		// By hand: in xo.|.ox|... Left has two jumps and Right none, and
		// each jump leaves Left one more: 2. The rest are cross-checked with
		// the naive solver.
		{"xo.|.ox|...", "2"},
		{"xox.|o...", "-1"},
		{".xo.|.ox.", "0"},
		{"x.o|oxo|...", "1"},
	})
}

// TestKonaneAgainstNaive compares the solver with the naive solver on
// random boards, and checks the symmetries the solver folds in.
func TestKonaneAgainstNaive(t *testing.T) {
	n := checkAgainstNaive(t, "konane", naiveKonane, 300, func(rng *rand.Rand) string {
		return randomBoard(rng, 4, 5, "xxxooo...#")
	})
	if n < 80 {
		t.Errorf("only %d of 300 boards are not 0", n)
	}
}
