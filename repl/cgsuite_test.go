package repl

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReadlineCGSuiteSyntax: the CGSuite habits, typed exactly as
// written at the prompt, each one expression (reader.ReadEntry). Values:
// {0|*} = ↑, 1/2 + ↑ (Winning Ways 2nd ed., ch. 2 and 3), *3 + *5 = *6
// (nim sum), Tiny(1) = {0||0|-1} (ch. 5), on + off = dud (ch. 11), the
// thermograph of ↑ (Siegel, Combinatorial Game Theory, 2013, ch. II: an
// infinitesimal's walls are the mast at 0, as (thermograph up) prints it).
func TestReadlineCGSuiteSyntax(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history")
	in := strings.Join([]string{
		"g := {0|*}",
		"1/2 + ^",
		"*3 + *5",
		"*3 + *5 == *6",
		"g + {1|-1} >= 0",
		"Tiny(1)",
		"on",
		"(+ on off)",
		"g.LeftOptions",
		"g.Thermograph",
		"g.Foo",
		"(+ 1 (1 + 2))",
		"a := 1; b := a + 1",
	}, "\n") + "\n"
	r := runReadline(t, in, hist)
	want := "hello\n↑\n1/2↑\n*6\nt\nnil\nTiny(1)\non\ndud\n(0)\n((0 ((0 1) (0 -1))))\n1\n2\n"
	if r.out != want {
		t.Errorf("out = %q, want %q", r.out, want)
	}
	wantErr := "<stdin>:11:2: CGSuite's .Foo has no cgcalc form here; (help 'cgsuite) lists those that do\n" +
		"<stdin>:12:7: 1 is not a function name (a call is (NAME ARGS...))\n"
	if r.err != wantErr {
		t.Errorf("err = %q, want %q", r.err, wantErr)
	}
	// The history keeps each entry as typed: ";" separates statements.
	h := (&History{Path: hist}).Load()
	if len(h) == 0 || h[len(h)-1] != "a := 1; b := a + 1" {
		t.Errorf("history ends %q, want the last entry as typed", h)
	}
}

// TestRunNonTerminalCGSuiteSyntax: input piped to the REPL is read as
// typed at the prompt (reader.NewEntryDecoder), a multi-line Lisp form
// included; values as in TestReadlineCGSuiteSyntax.
func TestRunNonTerminalCGSuiteSyntax(t *testing.T) {
	r := runInput(t, "g := {0|*}\n1/2 + ^\n(setq x\n 5)\nx * 2\nTiny(1)\ng.Foo\n(+ 1 (1 + 2))\n", false)
	if want := "↑\n1/2↑\n5\n10\nTiny(1)\n"; r.out != want {
		t.Errorf("out = %q, want %q", r.out, want)
	}
	wantErr := "<stdin>:7:2: CGSuite's .Foo has no cgcalc form here; (help 'cgsuite) lists those that do\n" +
		"<stdin>:8:7: 1 is not a function name (a call is (NAME ARGS...))\n"
	if r.err != wantErr || r.code != 1 {
		t.Errorf("err = %q (status %d), want %q (status 1)", r.err, r.code, wantErr)
	}
}
