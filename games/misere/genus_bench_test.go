package misere

import (
	"context"
	"testing"

	"cgcalc/games/impartial"
)

// BenchmarkGenusGrundy40 computes the genera of Grundy's game heaps
// 0 … 40 with a fresh Analyzer.
func BenchmarkGenusGrundy40(b *testing.B) {
	r, _ := impartial.Parse("grundy")
	for b.Loop() {
		a := NewAnalyzer(r)
		if _, err := a.GenusValues(context.Background(), 40, 4); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenusGrundy88 covers all of Allemang's table iii.
func BenchmarkGenusGrundy88(b *testing.B) {
	r, _ := impartial.Parse("grundy")
	for b.Loop() {
		a := NewAnalyzer(r)
		if _, err := a.GenusValues(context.Background(), 88, 4); err != nil {
			b.Fatal(err)
		}
	}
}
