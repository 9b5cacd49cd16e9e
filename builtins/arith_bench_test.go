package builtins_test

import (
	"math/big"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// BenchmarkNumberArith measures the arithmetic and comparison builtins on
// numbers alone, called directly (the builtin's own cost, without the
// evaluator): small integers, fractions, and integers past int64. Numeric
// arithmetic must not slow down when the builtins also take games.
func BenchmarkNumberArith(b *testing.B) {
	in := builtins.New()
	fns := map[string]*eval.Builtin{}
	for _, f := range builtins.Table() {
		fns[f.Name] = f
	}
	n := func(x int64) eval.Value { return eval.Box(eval.Int(x)) }
	half := eval.Box(eval.NumberFromRat(big.NewRat(1, 2)))
	third := eval.Box(eval.NumberFromRat(big.NewRat(1, 3)))
	sq, err := eval.Int(1 << 62).Mul(eval.Int(1 << 62))
	if err != nil {
		b.Fatal(err)
	}
	huge := eval.Box(sq)
	for _, c := range []struct {
		name string
		fn   string
		args []eval.Value
	}{
		{"+/int2", "+", []eval.Value{n(3), n(4)}},
		{"+/int4", "+", []eval.Value{n(3), n(4), n(5), n(6)}},
		{"+/frac", "+", []eval.Value{half, third}},
		{"+/big", "+", []eval.Value{huge, n(1)}},
		{"-/int2", "-", []eval.Value{n(3), n(4)}},
		{"-/neg", "-", []eval.Value{n(3)}},
		{"*/int2", "*", []eval.Value{n(3), n(4)}},
		{"=/int2", "=", []eval.Value{n(3), n(3)}},
		{"</int2", "<", []eval.Value{n(3), n(4)}},
		{"</int3", "<", []eval.Value{n(3), n(4), n(5)}},
		{"</frac", "<", []eval.Value{third, half}},
		{"<=/int2", "<=", []eval.Value{n(3), n(4)}},
	} {
		f := fns[c.fn]
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := f.Fn(in, eval.Args{Pos: c.args}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
