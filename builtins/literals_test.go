package builtins_test

import (
	"context"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
)

// evalText evaluates the forms of src in the interpreter and returns the
// last value.
func evalText(t testing.TB, in *eval.Interp, src string) eval.Value {
	t.Helper()
	var last eval.Value = eval.Nil
	if err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil }); err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return last
}

// TestLiteralsMatchGame cross-checks game literals against (game TEXT),
// an independent path to the same notation: (game TEXT) reads the whole
// text with games.Store.Parse and looks names up as global variables,
// while a literal is split by the reader, its names and Lisp forms
// evaluated by the interpreter and only its template parsed. Each literal
// and its game must be the same canonical game.
func TestLiteralsMatchGame(t *testing.T) {
	in := builtins.New()
	evalText(t, in, `(setq g 2) (setq h (game "^*")) (setq k 1/2) `)
	for _, text := range []string{
		"{0|^}", "{0|*}", "{*|*}", "{0|}", "{|0}", "{|}", "{0,*|0,*}", "{1|-1}", "{2||1|0}", "{0||0|-2}",
		"{0|||0||0|-1}", "{1/2*, +-1 | ^<2>, Tiny(2)}", "{^[2]|v<3>*}", "{Miny(1/2)|Tiny(1)}",
		"{+-{1,2}|0}", "{1:1|0}", "{'{*|*}':3|0}", "{3.^|0}", "{^^*|vv}", "{⇑*|↓}", "{⧾₂|0}",
		"2{0|^}+*", "-{1|0}", "+-{1|0}", "{0|{0|{0|*}}}", "{0|g}", "{0, g | h}", "{2g+*|0}",
		"{0|-g}", "{g, h | k}", "{-k|k}", "{g|g+1}", "{0|2g}", "{v|vv3}",
		"{0|\n  ^}",
	} {
		lit := evalText(t, in, text)
		want := evalText(t, in, "(game "+reader.QuoteString(text)+")")
		if eval.Repr(lit) != eval.Repr(want) {
			t.Errorf("%s = %s, but (game %q) = %s", text, eval.Repr(lit), text, eval.Repr(want))
		}
		if same := evalText(t, in, "(ceq "+text+" (game "+reader.QuoteString(text)+"))"); same != eval.T {
			t.Errorf("(ceq %s (game %q)) = %s", text, text, eval.Repr(same))
		}
	}
}

// TestLiteralIssueInputs: the inputs of issue 17, which were unbound
// variables, are games: ^ is ↑, *2 is *2 (CGSuite (Siegel), version 2.x,
// reads them so) and {0|^} is {0|↑} = ⇑* (Winning Ways 2nd ed., ch. 3).
func TestLiteralIssueInputs(t *testing.T) {
	for src, want := range map[string]string{"^": "↑", "*2": "*2", "{0|^}": "⇑*"} {
		if got := eval.Repr(evalText(t, builtins.New(), src)); got != want {
			t.Errorf("%s = %s, want %s", src, got, want)
		}
	}
}

// BenchmarkLiteral measures evaluating game literals, read beforehand:
// {0|^}, whose game is read once and remembered, {g, (mplus up up) | -g},
// which has a name and a Lisp form and is read with their values each
// time ({1,⇑|−1} = ±1, ⇑ < 1 being dominated), and the symbol ^.
func BenchmarkLiteral(b *testing.B) {
	for _, bm := range []struct{ name, src, want string }{
		{"constant", "{0|^}", "⇑*"},
		{"two-pieces", "{g, (mplus up up) | -g}", "±1"},
		{"atom", "^", "↑"},
		// for comparison: the same games read from strings each time
		{"game-string", `(game "{0|^}")`, "⇑*"},
		{"mg", "(canon (mg g (mplus up up) !| (- g)))", "±1"},
	} {
		b.Run(bm.name, func(b *testing.B) {
			in := builtins.New()
			evalText(b, in, "(setq g 1)")
			nodes, err := reader.Read("bench", bm.src)
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			if v, err := in.Eval(ctx, nodes[0]); err != nil || eval.Repr(v) != bm.want {
				b.Fatalf("%s = %v, %v; want %s", bm.src, v, err, bm.want)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := in.Eval(ctx, nodes[0]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
