package impartial

import (
	"context"
	"testing"
)

// BenchmarkMovesGeneric lists the options of a heap of 40 under codes the
// full notation adds: digit sets and constraints (0.{2,3?+} has 1,2,…
// heaps: every partition of 39 into two or more parts, not all equal).
func BenchmarkMovesGeneric(b *testing.B) {
	for _, code := range []string{"0.3F!", "{2+}=.0", "0.{2,3?+}"} {
		r, _ := Parse(code)
		b.Run(code, func(b *testing.B) {
			for b.Loop() {
				r.Moves(40, func([]int) bool { return true })
			}
		})
	}
}

// BenchmarkGenericNimValues computes nim values from the options, for
// codes the fast engine does not take.
func BenchmarkGenericNimValues(b *testing.B) {
	for _, tc := range []struct {
		code string
		n    int
	}{{"0.3F!", 1000}, {"4!.7", 1000}, {"{2+}=.0", 2000}} {
		r, _ := Parse(tc.code)
		b.Run(tc.code, func(b *testing.B) {
			for b.Loop() {
				if _, err := NimValues(context.Background(), r, tc.n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
