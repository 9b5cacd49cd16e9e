package builtins

import (
	"context"
	"testing"
)

// BenchmarkMisereRefusal: a position out of reach, refused, as the first
// call of a session and as a later one.
//
//	go test ./builtins -run '^$' -bench MisereRefusal
func BenchmarkMisereRefusal(b *testing.B) {
	const src = `(misere-outcome "0.07" 200)`
	for _, on := range []bool{true, false} {
		suffix := ""
		if !on {
			suffix = "-no-bound" // the search alone, as before the bound
		}
		b.Run("first"+suffix, func(b *testing.B) {
			useSearchBound = on
			defer func() { useSearchBound = true }()
			for b.Loop() {
				if err := New().EvalSource(context.Background(), "b", src, nil); err == nil {
					b.Fatal("answered")
				}
			}
		})
		b.Run("again"+suffix, func(b *testing.B) {
			useSearchBound = on
			defer func() { useSearchBound = true }()
			in := New()
			in.EvalSource(context.Background(), "b", src, nil)
			for b.Loop() {
				if err := in.EvalSource(context.Background(), "b", src, nil); err == nil {
					b.Fatal("answered")
				}
			}
		})
	}
}

// BenchmarkMisereSearchNearBound: a search the bound lets through, near
// the work bound (903,580 options): the bound's count is the overhead.
func BenchmarkMisereSearchNearBound(b *testing.B) {
	const src = `(misere-outcome 'dawsons-kayles 105)`
	for _, on := range []bool{true, false} {
		name := "bound"
		if !on {
			name = "no-bound"
		}
		b.Run(name, func(b *testing.B) {
			useSearchBound = on
			defer func() { useSearchBound = true }()
			for b.Loop() {
				b.StopTimer()
				in := New()
				in.EvalSource(context.Background(), "b", `(misere-outcome 'dawsons-kayles 20)`, nil) // the quotient attempt
				b.StartTimer()
				if err := in.EvalSource(context.Background(), "b", src, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
