package builtins_test

import (
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestSearchWhenCanonicalTooLarge: outcome and winning-moves search a
// Domineering or Clobber board whose canonical form needs more work than
// allowed (the bound lowered here so that a small board passes it), with a
// one-line note, and give the canonical form's answers.
func TestSearchWhenCanonicalTooLarge(t *testing.T) {
	cases := []struct{ src, want string }{
		// The outcomes and moves are the canonical forms' (computed below
		// with the bound restored).
		{`(outcome (domineering "....|....|....|...."))`, ""},
		{`(outcome (clobber "xoxo|oxox|xoxo"))`, ""},
		{`(winning-moves (domineering "....|....|....") :right)`, ""},
	}
	for i := range cases {
		cases[i].want = eval.Repr(evalIn(t, builtins.New(), cases[i].src))
	}
	restore := builtins.SetAutoSearchWork(1000)
	defer restore()
	for _, c := range cases {
		in := builtins.New()
		var out strings.Builder
		in.Out = &out
		got := eval.Repr(evalIn(t, in, c.src))
		if got != c.want {
			t.Errorf("%s by search: %s, by the canonical form %s", c.src, got, c.want)
		}
		what := strings.TrimPrefix(strings.Fields(c.src)[0], "(")
		if note := out.String(); !strings.HasPrefix(note, what+": found by search (") || strings.Count(note, "\n") != 1 {
			t.Errorf("%s: printed %q, want one line %q", c.src, note, what+": found by search (...)")
		}
	}
	// Not a board the engines take (Toads and Frogs): the canonical form,
	// whatever its work, and no note.
	in := builtins.New()
	var out strings.Builder
	in.Out = &out
	if got := eval.Repr(evalIn(t, in, `(outcome (toads-and-frogs "ttt..fff"))`)); got != "n" || out.Len() != 0 {
		t.Errorf("toads-and-frogs: %s, printed %q; want n and no note", got, out.String())
	}
}
