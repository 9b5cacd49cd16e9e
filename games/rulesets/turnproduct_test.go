package rulesets

import (
	"fmt"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// subsetsOf lists the non-empty subsets of 1..n, each increasing.
func subsetsOf(n int) [][]int {
	var out [][]int
	for mask := 1; mask < 1<<n; mask++ {
		var set []int
		for i := range n {
			if mask&(1<<i) != 0 {
				set = append(set, i+1)
			}
		}
		out = append(out, set)
	}
	return out
}

// naiveProduct is the naive solver of product grids ("th|ht"): every pair
// of a row set and a column set the codes allow (allowedByCode), the coin
// at their last row and column heads, turns their product.
func naiveProduct(t *testing.T, s *games.Store, rowCode, colCode string) *rulesetstest.Naive[string] {
	re, err := parseTurningCode(rowCode, 0)
	if err != nil {
		t.Fatal(err)
	}
	ce, err := parseTurningCode(colCode, 0)
	if err != nil {
		t.Fatal(err)
	}
	return &rulesetstest.Naive[string]{Store: s, Key: func(p string) string { return p },
		Moves: func(p string) (l, r []string) {
			grid := strings.Split(p, "|")
			for _, a := range subsetsOf(len(grid)) {
				if !allowedByCode(re, a) {
					continue
				}
				for _, b := range subsetsOf(len(grid[0])) {
					if !allowedByCode(ce, b) || grid[a[len(a)-1]-1][b[len(b)-1]-1] != 'h' {
						continue
					}
					next := make([][]byte, len(grid))
					for i := range grid {
						next[i] = []byte(grid[i])
					}
					for _, x := range a {
						for _, y := range b {
							next[x-1][y-1] ^= 'h' ^ 't'
						}
					}
					rows := make([]string, len(next))
					for i := range next {
						rows[i] = string(next[i])
					}
					l = append(l, strings.Join(rows, "|"))
				}
			}
			return l, l
		}}
}

// TestTurningProductNaive compares 60 random grids of up to 6 coins (3 × 2 or 2 × 3)
// under pairs of codes with the naive solver (which checks the Tartan
// Theorem, Winning Ways ch. 14) and with the option tree of Options.
func TestTurningProductNaive(t *testing.T) {
	t.Parallel()
	codes := []string{"2", "1-2", "1-3", "1+C", "3E", "1,3"}
	s := games.NewStore()
	r := mustRules(t, "turning-product", s)
	rnd := rng()
	naive := map[string]*rulesetstest.Naive[string]{}
	for range 60 {
		rc, cc := codes[rnd.Intn(len(codes))], codes[rnd.Intn(len(codes))]
		nv, ok := naive[rc+" "+cc]
		if !ok {
			nv = naiveProduct(t, s, rc, cc)
			naive[rc+" "+cc] = nv
		}
		rows, cols := 1+rnd.Intn(3), 1+rnd.Intn(3)
		if rows*cols > 6 {
			cols = 2
		}
		var grid []string
		for range rows {
			b := make([]byte, cols)
			for j := range b {
				b[j] = "th"[rnd.Intn(2)]
			}
			grid = append(grid, string(b))
		}
		g := strings.Join(grid, "|")
		text := rc + " " + cc + " " + g
		pos, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		got := valueOf(t, r, text)
		rulesetstest.SameGame(t, s, text+" vs naive", got, nv.Value(t, g))
		rulesetstest.SameGame(t, s, text+" vs options", got, byOptions(s, r).Value(t, pos))
	}
}

// TestTurningProductValues checks Turning Corners (Twins × Twins): a head at
// (a, b) is (a−1) ⊗ (b−1) (Winning Ways ch. 14), whose products are
// Conway's table (On Numbers and Games ch. 6): 2⊗2 = 3, 2⊗3 = 1,
// 3⊗3 = 2, 4⊗4 = 6, 5⊗5 = 7, 4⊗2 = 8; and Rugs (Ruler × Ruler).
func TestTurningProductValues(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r := mustRules(t, "turning-product", s)
	head := func(a, b int) string { // a grid a × b with one head at (a, b)
		rows := make([]string, a)
		for i := range rows {
			rows[i] = strings.Repeat("t", b)
		}
		rows[a-1] = strings.Repeat("t", b-1) + "h"
		return strings.Join(rows, "|")
	}
	for _, tt := range []struct {
		codes string
		a, b  int
		want  uint64
	}{
		{"2 2", 3, 3, 3}, {"2 2", 3, 4, 1}, {"2 2", 4, 4, 2}, {"2 2", 5, 5, 6}, {"2 2", 6, 6, 7}, {"2 2", 5, 3, 8},
		{"1+C 1+C", 4, 4, 6}, // Ruler: 4 ⊗ 4
		{"1+C 1+C", 2, 6, 3}, // 2 ⊗ 2
		{"1-3 1-3", 2, 2, 3}, // Mock Turtles × Mock Turtles: 2 ⊗ 2
		{"1-2 1-2", 3, 1, 3}, // Turning Turtles × itself: 3 ⊗ 1
		{"1-2 1-2", 2, 3, 1}, // 2 ⊗ 3
	} {
		text := tt.codes + " " + head(tt.a, tt.b)
		rulesetstest.SameGame(t, s, fmt.Sprintf("%s: head at (%d,%d)", tt.codes, tt.a, tt.b), valueOf(t, r, text), s.Value(games.NUS{M: tt.want}))
	}
	parseError(t, r, "2 2 th|h", 9, "row 2 has 1 coins")
	parseError(t, r, "2 2X th", 4, "'X' is not a modifier")
	parseError(t, r, "2", 2, "no turning code for the columns")
	parseError(t, r, "2 2 tx", 6, "'x' is not a coin")
}
