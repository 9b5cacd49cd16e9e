package rulesets

import (
	"testing"

	"cgcalc/games"
)

// stoneBenchCases are the positions the solvers are timed on, each with
// its naive move generator: go test ./games/rulesets -bench Stone.
var stoneBenchCases = []struct {
	name, ruleset, pos string
	moves              naiveMoves
}{
	{"clobber-1x16", "clobber", "xoxoxoxoxoxoxoxo", naiveClobberMoves["clobber"]},
	{"clobber-2x6", "clobber", "xoxoxo|oxoxox", naiveClobberMoves["clobber"]},
	{"clobber-3x4", "clobber", "xoxo|oxox|xoxo", naiveClobberMoves["clobber"]},
	{"konane-3x7", "konane", ".oxoxox|oxoxoxo|xoxoxox", naiveKonane},
	{"amazons-2x5", "amazons", "x....|o....", naiveAmazons},
	{"amazons-3x3", "amazons", "x..|...|..o", naiveAmazons},
}

// BenchmarkStoneSolver solves each position in a fresh store.
func BenchmarkStoneSolver(b *testing.B) {
	for _, c := range stoneBenchCases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				r, _ := New(c.ruleset, games.NewStore())
				valueOf(b, r, c.pos)
			}
		})
	}
}

// BenchmarkStoneNaive solves the same positions with the naive solver (no
// split, no symmetry, a memo of exact boards), for the speed-up.
func BenchmarkStoneNaive(b *testing.B) {
	for _, c := range stoneBenchCases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				naiveStones(games.NewStore(), c.moves).Value(b, naiveRows(c.pos))
			}
		})
	}
}
