package repl

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestInterruptOneLine: at a terminal (Config.Abbreviate), Ctrl-C during a
// long nim-values (sent once the run has charged 1000 steps, that is,
// computed 1000 heaps: a count, not a time) prints one line, the error,
// the note and where the values are, and not the values; *partial* holds
// them, as many as the line says, the values a new session computes for
// those heaps. Shown at the prompt, *partial* is abbreviated to its first
// eval.DisplayItems values and how many more; (print *partial*) prints
// them all, then the value abbreviated.
func TestInterruptOneLine(t *testing.T) {
	in := builtins.New()
	intr := interruptAt(in, 1000)
	input := "(nim-values 'grundy 1000000)\n(length *partial*)\n*partial*\n(print *partial*)\n"
	var out, errOut bytes.Buffer
	code := Run(in, Config{In: strings.NewReader(input), Out: &out, Err: &errOut, Interrupt: intr, Abbreviate: true})
	if code != 1 {
		t.Errorf("exit status %d, want 1 (a form was interrupted)", code)
	}
	m := regexp.MustCompile(`^<stdin>:1:1: interrupted; nim-values: stopped at heap (\d+) \(heaps 0\.\.\d+ are kept for the session\); the values of heaps 0\.\.\d+, in \*partial\* \(([\d,]+) elements; \(print \*partial\*\) shows them\)\n$`).FindStringSubmatch(errOut.String())
	if m == nil {
		t.Fatalf("error output %q, want one line", errOut.String())
	}
	h, _ := strconv.Atoi(m[1])
	if h < 1000 || m[2] != eval.Thousands(h) {
		t.Fatalf("stopped at heap %d, %s values; want 1000 or more, as many values as heaps", h, m[2])
	}
	fresh := builtins.New()
	var want eval.Value
	if err := fresh.EvalSource(t.Context(), "t", "(nim-values 'grundy "+strconv.Itoa(h-1)+")", func(v eval.Value) error { want = v; return nil }); err != nil {
		t.Fatal(err)
	}
	whole := eval.Repr(want)
	vals := strings.Fields(strings.Trim(whole, "()"))
	short := "(" + strings.Join(vals[:eval.DisplayItems], " ") + " … " + eval.Thousands(h-eval.DisplayItems) + " more)"
	wantOut := strconv.Itoa(h) + "\n" + short + "\n" + whole + "\n" + short + "\n"
	if out.String() != wantOut {
		t.Errorf("output (%d bytes) is not the length, *partial* abbreviated, printed whole, abbreviated:\n%.400s", out.Len(), out.String())
	}
}

// TestDisplayAbbreviates: at a terminal a long value prints abbreviated
// and a short one whole; from a pipe (a script) every value prints whole.
func TestDisplayAbbreviates(t *testing.T) {
	input := "(list 1 2 3)\n(mapcar (lambda (x) 7) (nim-values 'nim 249))\n"
	seven := strings.TrimSpace(strings.Repeat("7 ", 250))
	for _, c := range []struct {
		abbreviate bool
		want       string
	}{
		{true, "(1 2 3)\n(" + seven[:2*eval.DisplayItems] + "… 150 more)\n"},
		{false, "(1 2 3)\n(" + seven + ")\n"},
	} {
		var out, errOut bytes.Buffer
		Run(builtins.New(), Config{In: strings.NewReader(input), Out: &out, Err: &errOut, Abbreviate: c.abbreviate})
		if out.String() != c.want || errOut.Len() != 0 {
			t.Errorf("Abbreviate %v: %q, errors %q; want %q", c.abbreviate, out.String(), errOut.String(), c.want)
		}
	}
}
