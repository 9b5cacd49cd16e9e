package builtins

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/eval"
)

// instantBenchForms are the instant misère answers of doc/benchmarks.md
// ("Instant misère answers").
func instantBenchForms() []struct{ name, src string } {
	rng := rand.New(rand.NewPCG(19, 2026))
	heaps := make([]string, 50)
	for i := range heaps {
		heaps[i] = fmt.Sprint(1 + rng.IntN(1_000_000))
	}
	big := "1000000 999999 123457"
	return []struct{ name, src string }{
		{"nim-100-200-300", `(misere-outcome 'nim 100 200 300)`},
		{"nim-50-heaps-1e6", `(misere-outcome 'nim ` + strings.Join(heaps, " ") + `)`},
		{"nim-grundy-50-heaps", `(misere-grundy 'nim ` + strings.Join(heaps, " ") + `)`},
		{"nim-winning-50-heaps", `(winning-moves (heap 'nim ` + strings.Join(heaps, " ") + `) :misere t)`},
		{"kayles-120", `(misere-outcome 'kayles 120)`},
		{"kayles-1000-500-37", `(misere-outcome 'kayles 1000 500 37)`},
		{"kayles-winning-1000-500-37", `(winning-moves (heap 'kayles 1000 500 37) :misere t)`},
		{"0.75", `(misere-outcome "0.75" ` + big + `)`},
		{"0.123", `(misere-outcome "0.123" ` + big + `)`},
		{"0.34", `(misere-outcome "0.34" ` + big + `)`},
		{"0.71", `(misere-outcome "0.71" ` + big + `)`},
		{"guiles", `(misere-outcome 'guiles ` + big + `)`},
	}
}

func benchEval(b *testing.B, in *eval.Interp, src string) {
	b.Helper()
	if err := in.EvalSource(context.Background(), "b", src, nil); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkInstantMisere: one answer in a session where the ruleset's
// quotient (and tame scan) exists, as after the first call.
//
//	go test ./builtins -run '^$' -bench InstantMisere
func BenchmarkInstantMisere(b *testing.B) {
	for _, f := range instantBenchForms() {
		b.Run(f.name, func(b *testing.B) {
			in := New()
			benchEval(b, in, f.src) // the first call computes what is kept
			for b.Loop() {
				benchEval(b, in, f.src)
			}
		})
	}
}

// BenchmarkInstantMisereFirst: the first call of a session, including the
// quotient's computation and the tame scan.
func BenchmarkInstantMisereFirst(b *testing.B) {
	for _, f := range instantBenchForms() {
		b.Run(f.name, func(b *testing.B) {
			for b.Loop() {
				benchEval(b, New(), f.src)
			}
		})
	}
}
