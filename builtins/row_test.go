package builtins

import (
	"slices"
	"testing"

	"cgcalc/eval"
)

// takeFn is the example of adding a builtin in doc/development.md ("Adding
// a builtin"); TestREADMEExampleBuiltin keeps the example true.
func takeFn(c call) (eval.Value, error) {
	xs, n := c.list(c.Pos[0]), c.count(c.Pos[1], 0, 1<<20)
	if c.err != nil {
		return nil, c.err
	}
	xs = xs[:min(n, len(xs))]
	if given(c.Key(":reverse")) {
		xs = slices.Clone(xs)
		slices.Reverse(xs)
	}
	return eval.List(xs...), nil
}

func TestREADMEExampleBuiltin(t *testing.T) {
	in := New()
	in.Define(row("take", "LIST [N=1] [:reverse T=nil]",
		"Returns the first N elements of LIST, reversed with :reverse t: (take '(a b c) 2) is (a b).",
		takeFn))
	for _, c := range []struct{ src, want string }{
		{"(take '(a b c) 2)", "(a b)"},
		{"(take '(a b c))", "(a)"},
		{"(take '(a b c) 5 :reverse t)", "(c b a)"},
		{"(take 5)", "t:1:1: take: 5 is not a proper list"},
		{"(take '(a) -1)", "t:1:1: take: -1 is out of range [0, 1048576]"},
		{"(take '(a) 1 :backwards t)", "t:1:1: take: unknown keyword :backwards (it takes :reverse)"},
		{"(take)", "t:1:1: take: expects 1 to 2 arguments, got 0; usage: (take LIST [N] [:reverse T])"},
	} {
		var got string
		err := in.EvalSource(t.Context(), "t", c.src, func(v eval.Value) error { got = eval.Repr(v); return nil })
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s: %s, want %s", c.src, got, c.want)
		}
	}
	if help, _ := in.Help("take"); help != "(take LIST [N] [:reverse T])  [builtin]\n"+
		"  Returns the first N elements of LIST, reversed with :reverse t: (take '(a b c) 2) is (a b).\n"+
		"  Optional arguments:\n    N   default 1\n  Keywords:\n    :reverse T   default nil" {
		t.Errorf("(help take):\n%s", help)
	}
}
