package rulesets

import (
	"fmt"
	"testing"

	"cgcalc/games"
)

// Benchmarks of the heap and coordinate games, each from a fresh store
// (so from an empty memo), and of the naive solvers on the same positions.

func benchValue(b *testing.B, rules, text string) {
	for b.Loop() {
		s := games.NewStore()
		r, _ := New(rules, s)
		p, err := r.Parse(text)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Value(p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCutcake200(b *testing.B)     { benchValue(b, "cutcake", "200,200") }
func BenchmarkEatcake12(b *testing.B)      { benchValue(b, "eatcake", "12,12") }
func BenchmarkMaundyCake1000(b *testing.B) { benchValue(b, "maundy-cake", "1000,1000") }
func BenchmarkWythoff1000(b *testing.B)    { benchValue(b, "wythoff", "1000,1000") }
func BenchmarkSubtraction400(b *testing.B) {
	benchValue(b, "partizan-subtraction", "[1,3] [2,3] 400")
}
func BenchmarkMockTurtles1000(b *testing.B) {
	benchValue(b, "turning", "1-3 "+fmt.Sprintf("%01000d", 0)[:999]+"1")
}

// The fast solvers against the naive ones on the same positions.

func BenchmarkCutcake5x5(b *testing.B) { benchValue(b, "cutcake", "5,5") }
func BenchmarkCutcake5x5Naive(b *testing.B) {
	for b.Loop() {
		naiveCake(games.NewStore(), "cutcake", false).Value(b, []coord{{5, 5}})
	}
}

func BenchmarkEatcake5x5(b *testing.B) { benchValue(b, "eatcake", "5,5") }
func BenchmarkEatcake5x5Naive(b *testing.B) {
	for b.Loop() {
		naiveCake(games.NewStore(), "eatcake", false).Value(b, []coord{{5, 5}})
	}
}

func BenchmarkWythoff30(b *testing.B) { benchValue(b, "wythoff", "30,30") }
func BenchmarkWythoff30Naive(b *testing.B) {
	for b.Loop() {
		naiveWythoff(games.NewStore()).Value(b, []coord{{30, 30}})
	}
}

func BenchmarkMockTurtles8(b *testing.B) { benchValue(b, "turning", "1-3 hhhhhhhh") }
func BenchmarkMockTurtles8Naive(b *testing.B) {
	elems, _ := parseTurningCode("1-3", 0)
	for b.Loop() {
		naiveTurning(games.NewStore(), elems).Value(b, "hhhhhhhh")
	}
}
