package builtins_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"cgcalc/builtins"
	"cgcalc/reader"
)

// maxErrorBytes bounds an error line about a long input: a message quotes
// at most reader.MaxQuoted characters of the input in each place, and a
// few quote the input and then the part of it at fault (bad code "…":
// "…" is not a whole number), so two excerpts of about 200 bytes and the
// words around them.
const maxErrorBytes = 2*(reader.MaxQuoted+2) + 120

// checkErrorLine reports whether err is one line of at most maxErrorBytes.
func checkErrorLine(t *testing.T, what string, err error) {
	t.Helper()
	switch {
	case err == nil:
		t.Errorf("%s: no error", what)
	case strings.Contains(err.Error(), "\n"):
		t.Errorf("%s: error of more than one line: %.300q", what, err)
	case len(err.Error()) > maxErrorBytes:
		t.Errorf("%s: error of %d bytes, more than %d: %.300q", what, len(err.Error()), maxErrorBytes, err)
	}
}

// TestLongInputErrors runs each error path that quotes what was typed
// with a long input: the numbers and codes of the report (a 200,000-digit
// *999..., a 100,000-digit code) and the like through the reader, the
// evaluator and the parsers of games, codes, positions and format
// strings. Each error is one line of at most maxErrorBytes, the input
// shown cut with "…".
func TestLongInputErrors(t *testing.T) {
	t.Parallel()
	n := func(unit string, k int) string { return strings.Repeat(unit, k) }
	for _, c := range []struct{ name, src string }{
		{"nimber of 200,000 digits", "*" + n("9", 200000)},
		{"symbol", n("q", 200000)},
		{"number with a letter", n("9", 200000) + "x"},
		{"float", "1." + n("5", 200000) + ".5"},
		{"undefined function", "(" + n("f", 200000) + ")"},
		{"unknown keyword", "(nim-values 'kayles 3 :" + n("k", 200000) + " 1)"},
		{"help", "(help " + n("h", 200000) + ")"},
		{"variable in a game literal", "{" + n("x", 200000) + "|}"},
		{"code of 100,000 digits", `(nim-values "0.` + n("7", 100000) + `" 3)`},
		{"bad code", `(octal "` + n("-", 200000) + `")`},
		{"subtraction game", `(octal "sub{1,` + n("x", 200000) + `}")`},
		{"code that grows", `(genus "20.` + n("7", 50000) + `" 3)`},
		{"misère game", `(mcanon "0.` + n("7", 200000) + `")`},
		{"genus", `(genus-equiv "` + n("0", 200000) + `" "0")`},
		{"position", `(clobber "` + n("x", 200000) + `")`},
		{"turning code", `(turning "` + n("1", 200000) + ` th")`},
		{"cake size", `(gen-cutcake 'kayles 'kayles "` + n("1", 200000) + `")`},
		{"game notation", `(game "` + n("x", 200000) + `")`},
		{"game number", `(game "0.` + n("7", 90000) + `")`},
		{"format directive", `(format nil "~` + n("z", 200000) + `")`},
		{"predicate", "(gen-mem '" + n("q", 200000) + " 3)"},
		{"loopy ruleset", `(loopy-position '` + n("q", 200000) + ` "x")`},
		{"closed-form rule", `(rule-outcome "0.` + n("7", 3000) + `" 3)`},
		{"contextual", `(contextual-analysis "0.` + n("7", 3000) + `")`},
		{"out of reach", `(misere-grundy "0.` + n("7", 600) + `" 100000)`},
	} {
		if c.name == "out of reach" && testing.Short() {
			continue // the cascade runs to its work bounds, about 1 s
		}
		in := builtins.New()
		err := in.EvalSource(context.Background(), "t", c.src, nil)
		checkErrorLine(t, c.name, err)
		if err != nil && !strings.Contains(err.Error(), "…") && !strings.Contains(err.Error(), "...") {
			t.Errorf("%s: the error does not mark the cut input with … (or the values' ...): %.300q", c.name, err)
		}
	}
}

// TestLongArgumentErrors calls every builtin of the table with long
// strings and symbols (codes, game notation, positions, numbers, format
// strings, lists) in each of its first three argument places, the other
// places filled with a few ordinary arguments, and checks that every
// error is one line of at most maxErrorBytes: no error path quotes a long
// argument whole. (error is left out: its message is the caller's own.)
func TestLongArgumentErrors(t *testing.T) {
	t.Parallel()
	const l = 3 * reader.MaxQuoted // longer than any excerpt
	longs := []string{
		`"0.` + strings.Repeat("7", l) + `"`,
		`"4.` + strings.Repeat("7", l) + `"`,
		`"*` + strings.Repeat("9", l) + `"`,
		`"` + strings.Repeat("x", l) + `"`,
		`"` + strings.Repeat("1/", l) + `"`,
		`"` + strings.Repeat(".", l) + `|x"`,
		`"{` + strings.Repeat("1,", l) + `"`,
		`"` + strings.Repeat("1", l) + `.5.5"`,
		`"sub{1,` + strings.Repeat("x", l) + `}"`,
		`"~` + strings.Repeat("z", l) + `"`,
		`'` + strings.Repeat("q", l),
		`'*` + strings.Repeat("9", l),
		`'` + strings.Repeat("9", l) + "x",
		`(list ` + strings.Repeat("1 ", l) + `)`,
	}
	// The long arguments are read once, into variables the calls name
	// (set again before each builtin, in case one was changed, from the
	// forms read once).
	var src strings.Builder
	for i, long := range longs {
		fmt.Fprintf(&src, "(setq long%d %s)\n", i, long)
	}
	setup, err := reader.Read("setup", src.String())
	if err != nil {
		t.Fatal(err)
	}
	fillers := []string{"3", "'kayles", `"0.07"`, "up"}
	calls := 0
	in := builtins.New()
	builtins.SetSandbox(in, builtins.Sandbox{Picture: func([]byte) {}})
	for _, b := range builtins.Table() {
		switch b.Name {
		case "error", "exit", "quit", "load":
			continue
		}
		_, places := b.Params.Arity()
		if places < 0 || places > 3 {
			places = 3
		}
		in.MaxSteps = 0
		for _, form := range setup {
			if _, err := in.Eval(context.Background(), form); err != nil {
				t.Fatal(err)
			}
		}
		in.MaxSteps = 20000
		for i := 0; i < places; i++ {
			for _, f := range fillers {
				for k, long := range longs {
					args := make([]string, places)
					for j := range args {
						args[j] = f
					}
					args[i] = fmt.Sprintf("long%d", k)
					src := "(" + b.Name + " " + strings.Join(args, " ") + ")"
					ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
					err := in.EvalSource(ctx, "t", src, nil)
					cancel()
					calls++
					if err != nil {
						checkErrorLine(t, src+" with long"+strconv.Itoa(k)+" = "+long[:8]+"…", err)
					}
				}
			}
		}
	}
	if calls < 10000 {
		t.Errorf("only %d calls", calls)
	}
}
