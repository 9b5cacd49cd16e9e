package eval_test

import (
	"context"
	"io"
	"os"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
)

// BenchmarkFib measures interpreted function calls: (fib 20) makes 21891
// calls, each with a comparison, an if and two subtractions.
func BenchmarkFib(b *testing.B) {
	in := builtins.New()
	ctx := context.Background()
	if err := in.EvalSource(ctx, "bench", "(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))", nil); err != nil {
		b.Fatal(err)
	}
	nodes, err := reader.Read("bench", "(fib 20)")
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v, err := in.Eval(ctx, nodes[0])
		if err != nil || v.String() != "6765" {
			b.Fatalf("(fib 20) = %v, %v", v, err)
		}
	}
}

// BenchmarkLoop measures a dotimes loop with a global setq per iteration.
func BenchmarkLoop(b *testing.B) {
	in := builtins.New()
	nodes, err := reader.Read("bench", "(progn (setq s 0) (dotimes (i 10000) (setq s (+ s i))) s)")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if v, err := in.Eval(context.Background(), nodes[0]); err != nil || v.String() != "49995000" {
			b.Fatalf("got %v, %v", v, err)
		}
	}
}

// BenchmarkReadTour measures the reader on the tour script.
func BenchmarkReadTour(b *testing.B) {
	src, err := os.ReadFile("../scripts/tour.lisp")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		if _, err := reader.Read("tour.lisp", string(src)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBigRational measures exact arithmetic beyond int64: the partial
// sums of 1/k for k = 1..200 (denominators grow to about 90 digits).
func BenchmarkBigRational(b *testing.B) {
	in := builtins.New()
	in.Out = io.Discard
	nodes, err := reader.Read("bench", "(let ((s 0)) (dotimes (k 200) (setq s (+ s (/ 1 (+ k 1))))) s)")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := in.Eval(context.Background(), nodes[0]); err != nil {
			b.Fatal(err)
		}
	}
}

var _ = eval.Nil

// BenchmarkEqual compares two equal lists of 100,000 numbers, as equal,
// member and assoc do.
func BenchmarkEqual(b *testing.B) {
	xs := make([]eval.Value, 100000)
	for i := range xs {
		xs[i] = eval.Box(eval.Int(int64(i)))
	}
	l, m := eval.List(xs...), eval.List(xs...)
	for b.Loop() {
		if !eval.Equal(l, m) {
			b.Fatal("not equal")
		}
	}
}
