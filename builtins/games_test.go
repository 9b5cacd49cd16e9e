package builtins_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/games"
)

// evalIn evaluates src in the interpreter in and returns the last value.
func evalIn(t *testing.T, in *eval.Interp, src string) eval.Value {
	t.Helper()
	var last eval.Value = eval.Nil
	err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil })
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return last
}

// TestNotationPerInterpreter: the notation is state of one interpreter;
// another interpreter, and a new one, still print in unicode.
func TestNotationPerInterpreter(t *testing.T) {
	a, b := builtins.New(), builtins.New()
	evalIn(t, a, `(notation 'ascii)`)
	if got := eval.Repr(evalIn(t, a, `(mplus up up star)`)); got != "^^*" {
		t.Errorf("after (notation 'ascii): ⇑* prints %s, want ^^*", got)
	}
	if got := eval.Repr(evalIn(t, b, `(list (notation) (mplus up up star))`)); got != "(unicode ⇑*)" {
		t.Errorf("another interpreter: %s, want (unicode ⇑*)", got)
	}
	if got := eval.Repr(evalIn(t, builtins.New(), `(list (notation) up)`)); got != "(unicode ↑)" {
		t.Errorf("a new interpreter: %s, want (unicode ↑)", got)
	}
	// A game value prints in its own interpreter's notation, now.
	g := evalIn(t, a, `up`)
	if got := eval.Repr(g); got != "^" {
		t.Errorf("ascii interpreter's up prints %s, want ^", got)
	}
	evalIn(t, a, `(notation 'unicode)`)
	if got := eval.Repr(g); got != "↑" {
		t.Errorf("after (notation 'unicode): up prints %s, want ↑", got)
	}
	// Settings with the ASCII notation are (notation 'ascii) from the start.
	set := builtins.DefaultSettings()
	set.Notation = games.ASCII
	c := builtins.NewWith(set)
	if got := eval.Repr(evalIn(t, c, `(list (notation) down)`)); got != "(ascii v)" {
		t.Errorf("with Settings.Notation ASCII: %s, want (ascii v)", got)
	}
}

// TestGameFromAnotherInterpreter: a game belongs to the store of the
// interpreter that made it; another interpreter refuses it with an error
// naming the builtin.
func TestGameFromAnotherInterpreter(t *testing.T) {
	a, b := builtins.New(), builtins.New()
	b.SetGlobal("g", evalIn(t, a, `(mg 0 !| 0)`))
	err := b.EvalSource(context.Background(), "t", `(mplus g 1)`, nil)
	if err == nil || !strings.Contains(err.Error(), "mplus: {0|0} belongs to another interpreter") {
		t.Errorf("(mplus g 1) with g from another interpreter: error %v, want \"mplus: {0|0} belongs to another interpreter\"", err)
	}
	// Numbers are shared by all interpreters.
	b.SetGlobal("x", evalIn(t, a, `(canon (mg 0 !| 1))`))
	if got := eval.Repr(evalIn(t, b, `(mplus x up)`)); got != "1/2↑" {
		t.Errorf("(mplus x up) with x = 1/2 from another interpreter: %s, want 1/2↑", got)
	}
}

// hardSum is a sum of ten hot games whose canonical form takes minutes:
// g_i = {i+1 | {2^-i | −(i+1)}}.
const hardSum = `(setq g 0)
(dotimes (i 10) (setq g (mplus g (mg (+ i 1) !| (mg (/ 1 (expt 2 i)) !| (- (+ i 1)))))))`

// TestGameInterrupted: a long canonical form stops when the context is
// cancelled, as the REPL's Ctrl-C does.
func TestGameInterrupted(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 21 operations for 100 ms each")
	}
	for _, op := range []string{"(canon g)", "(birthday g)", "(outcome g)", "(ceq g 0)", "(cnumberp g)",
		"(confint g)", "(thermograph g)", "(mean g)", "(stops g)", "(cool g 1/2)", "(freeze g)", "(heat g 1)",
		"(overheat g 1 1)", "(reduced-canon g)", "(draw g)",
		// the compounds, on the form of the sum g
		"(ordinal-sum g g)", "(conjunctive-sum g g)", "(selective-sum g g)", "(selective-sum g g :cgsuite t)",
		"(conway-product g g)", "(ordinal-product g g)"} {
		in := builtins.New()
		evalIn(t, in, hardSum)
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		err := in.EvalSource(ctx, "t", op, nil)
		cancel()
		if !errors.Is(err, eval.ErrInterrupted) {
			t.Errorf("%s interrupted: error %v, want ErrInterrupted", op, err)
		}
	}
}

// TestGameStepLimit: MaxSteps bounds the game store's work too, the
// compounds' included.
func TestGameStepLimit(t *testing.T) {
	for _, op := range []string{"(canon g)", "(conjunctive-sum g g)", "(ordinal-product g g)"} {
		in := builtins.New()
		evalIn(t, in, hardSum)
		in.MaxSteps = 100000
		err := in.EvalSource(context.Background(), "t", op, nil)
		if !errors.Is(err, eval.ErrStepLimit) {
			t.Errorf("%s with MaxSteps 100000: error %v, want ErrStepLimit", op, err)
		}
	}
}

// TestBarIsConstant: | is defined with DefineConstant, so that (mg L | R)
// always works; assigning or binding it fails like (setq t 5) does, for
// eval refuses to assign or bind any cell marked constant.
func TestBarIsConstant(t *testing.T) {
	for _, src := range []string{`(setq | 5)`, `(let ((| 3)) |)`, `(defvar | 3)`} {
		got := run(t, src)
		if got.err == nil || !strings.Contains(got.err.Error(), "constant |") {
			t.Errorf("%s = %s, error %v; want an error \"cannot assign to the constant |\"", src, got.val, got.err)
		}
	}
}

// TestPrintingWithGamelistIsBounded: printing a game while GAMELIST is not
// empty compares it, and each part of it, with the known games by
// canonical form. That work happens outside any evaluation when the REPL
// (or Repr) prints a value, where neither Ctrl-C nor MaxSteps can stop it,
// so printing has a budget of steps of its own: past it, the rest prints
// without matching. hardSum's parts take minutes to canonicalise, and none
// equals ↑: it prints as it does without a known game.
func TestPrintingWithGamelistIsBounded(t *testing.T) {
	in := builtins.New()
	g := evalIn(t, in, hardSum+" g")
	plain := eval.Repr(g)
	evalIn(t, in, `(know up 'u)`)
	if got := eval.Repr(g); got != plain {
		t.Errorf("with gamelist ((↑ u)), g prints\n%s\nwant, as without it,\n%s", got, plain)
	}
}

// TestDeepGames: games nested deeper than the store and the printer
// follow (they recurse, and Go's stack overflow is fatal, not a panic)
// print with "..." for the deep part, and computations on them are an
// error, not a crash.
func TestDeepGames(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a game nested 300,000 deep")
	}
	in := builtins.New()
	evalIn(t, in, "(setq g 0) (dotimes (i 300000) (setq g (mg g !|)))")
	var text eval.Value
	if err := in.EvalSource(context.Background(), "t", `(format nil "~a" g)`, func(v eval.Value) error { text = v; return nil }); err != nil {
		t.Fatalf("printing: %v", err)
	}
	if s, ok := text.(eval.String); !ok || !strings.Contains(string(s), "...") {
		t.Errorf("printing a game nested 300000 deep: got %.40v, want a text with ...", text)
	}
	for _, op := range []string{"(canon g)", "(birthday g)", "(outcome g)", "(cnumberp g)"} {
		err := in.EvalSource(context.Background(), "t", op, nil)
		if err == nil || !strings.Contains(err.Error(), "nested too deeply") {
			t.Errorf("%s: got %v, want the error \"game nested too deeply\"", op, err)
		}
	}
}
