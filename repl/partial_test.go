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

// TestInterruptPrintsPartial: Ctrl-C during a long nim-values (sent on
// the Interrupt channel once the run has charged 1000 steps, that is,
// computed 1000 heaps: a count, not a time) prints the error line, then a
// note saying where it stopped and, as a result, the values of the heaps
// computed, which *partial* holds: the next forms use them, and they are
// the values a new session computes for those heaps.
func TestInterruptPrintsPartial(t *testing.T) {
	in := builtins.New()
	intr := interruptAt(in, 1000)
	input := "(nim-values 'grundy 1000000)\n(length *partial*)\n(equal *partial* (nim-values 'grundy (- (length *partial*) 1)))\n"
	var out, errOut bytes.Buffer
	code := Run(in, Config{In: strings.NewReader(input), Out: &out, Err: &errOut, Interrupt: intr})
	if code != 1 {
		t.Errorf("exit status %d, want 1 (a form was interrupted)", code)
	}
	m := regexp.MustCompile(`^<stdin>:1:1: interrupted\nnim-values: stopped at heap (\d+) \(heaps 0\.\.(\d+) are kept for the session\); the values of heaps 0\.\.(\d+), also in \*partial\*:\n$`).FindStringSubmatch(errOut.String())
	if m == nil {
		t.Fatalf("error output %q", errOut.String())
	}
	h, _ := strconv.Atoi(m[1])
	if h < 1000 || m[2] != strconv.Itoa(h-1) || m[3] != m[2] {
		t.Errorf("stopped at heap %d (note %q), want 1000 or more", h, errOut.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("output has %d lines, want the values, their number and t:\n%.300s", len(lines), out.String())
	}
	fresh := builtins.New()
	var want eval.Value
	if err := fresh.EvalSource(t.Context(), "t", "(nim-values 'grundy "+strconv.Itoa(h-1)+")", func(v eval.Value) error { want = v; return nil }); err != nil {
		t.Fatal(err)
	}
	if lines[0] != eval.Repr(want) {
		t.Errorf("the values printed are not those of (nim-values 'grundy %d) in a new session", h-1)
	}
	if lines[1] != strconv.Itoa(h) || lines[2] != "t" {
		t.Errorf("after the interruption: %q, %q; want %d, t", lines[1], lines[2], h)
	}
}

// interruptAt sends Ctrl-C on the returned channel once in has charged
// steps steps (a count of work, not a time); the evaluation's listener
// takes it.
func interruptAt(in *eval.Interp, steps int64) chan struct{} {
	intr := make(chan struct{})
	sent := false
	in.TickHook = func(n int64) {
		if !sent && n >= steps {
			sent = true
			intr <- struct{}{}
		}
	}
	return intr
}
