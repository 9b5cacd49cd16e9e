package rulesets

import (
	"fmt"
	"math/rand"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// naiveFission lists the moves of Fission from its rules: a stone whose
// two neighbours along the player's line (above and below for Left, left
// and right for Right) are empty cells of the board goes, and each of
// those cells gets a stone.
func naiveFission(rows [][]byte, left bool) [][][]byte {
	di, dj := 1, 0
	if !left {
		di, dj = 0, 1
	}
	var out [][][]byte
	for i := range rows {
		for j := range rows[i] {
			if rows[i][j] != 'x' || naiveGet(rows, i-di, j-dj) != '.' || naiveGet(rows, i+di, j+dj) != '.' {
				continue
			}
			o := naiveCopy(rows)
			o[i][j], o[i-di][j-dj], o[i+di][j+dj] = '.', 'x', 'x'
			out = append(out, o)
		}
	}
	return out
}

func TestFissionValues(t *testing.T) {
	checkValues(t, "fission", naiveFission, []stoneCase{
		// By hand: Left splits the stone to x|.|x, where no stone can
		// split (the edge is not empty), 0; Right has no move: {0|} = 1.
		{".|x|.", "1"},
		// The transpose: Right's one move, -1.
		{".x.", "-1"},
		// By hand: a lone stone or a full board has no move.
		{"x", "0"},
		{"xx|xx", "0"},
		// By hand: either of Left's splits leaves three stones in a
		// column with no empty cell between two of them, 0: {0|} = 1.
		{".|x|.|x|.", "1"},
		// The board is its own transpose, so G = −G = 0.
		{"...|.x.|...", "0"},
		// By hand: stones apart, each its own region: 1 + (−1) = 0.
		{".####|x#.x.|.####", "0"},
		// CGSuite's documentation example, game.grid.Fission, and a
		// 5 × 3 board: brute force, the naive solver.
		{"....|..x.|....|#..#", "0"},
		{"...|...|.x.|...|...", "1"},
		{".....|..x..|.....", "-1"},
	})
}

// TestFissionAgainstNaive compares the solver with the naive solver on
// random boards, checks that the regions sum to the value, and that the
// symmetries keep the value (mirrors, half turn) or negate it (those that
// transpose the board).
func TestFissionAgainstNaive(t *testing.T) {
	n := checkTransposedAgainstNaive(t, "fission", naiveFission, 150, func(rng *rand.Rand) string {
		return randomBoard(rng, 5, 5, "....x.#")
	})
	if n < 150/4 {
		t.Errorf("only %d of 150 boards are not 0", n)
	}
}

// checkTransposedAgainstNaive is checkAgainstNaive for the games whose
// players move along columns and rows alike (Fission, Quelhas): the
// transposing symmetries negate the value, and colours are not exchanged.
func checkTransposedAgainstNaive(t *testing.T, name string, moves naiveMoves, n int, gen func(*rand.Rand) string) int {
	t.Helper()
	s := games.NewStore()
	r, _ := New(name, s)
	nv := naiveStones(s, moves)
	rng := rand.New(rand.NewSource(37))
	nonzero := 0
	for k := 0; k < n; k++ {
		text := gen(rng)
		got := valueOf(t, r, text)
		want := nv.Value(t, naiveRows(text))
		if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) vs naive", name, text), got, want) {
			t.FailNow()
		}
		if got != games.Zero {
			nonzero++
		}
		b, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		var terms []games.Term
		for _, reg := range r.(*stoneRuleset).game.split(b.(*stoneBoard)) {
			terms = append(terms, games.Term{ID: nv.Value(t, naiveRows(reg.String())), Mult: 1})
		}
		if sum, err := s.CanonicalSum(terms...); err != nil || sum != want {
			t.Fatalf("%s(%q): the regions sum to %s, naive %s (%v)", name, text, rulesetstest.Show(s, sum), rulesetstest.Show(s, want), err)
		}
		neg, err := s.CanonicalSum(games.Term{ID: want, Mult: -1})
		if err != nil {
			t.Fatal(err)
		}
		for sym := 0; sym < 8; sym++ {
			u := transformBoard(text, sym, false)
			w := want
			if sym&4 != 0 {
				w = neg
			}
			if g := nv.Value(t, naiveRows(u)); g != w {
				t.Fatalf("naive %s(%q) = %s but %s(%q) = %s", name, text, rulesetstest.Show(s, want), name, u, rulesetstest.Show(s, g))
			}
		}
	}
	return nonzero
}
