package repl

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"cgcalc/builtins"
)

// longForm is one form of n lines: a quoted table, as a user might paste.
func longForm(n int) string {
	var b strings.Builder
	b.WriteString("(length (quote (\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  (%d %d \"row %d\")\n", i, i*i, i)
	}
	b.WriteString(")))\n")
	return b.String()
}

// TestLongForm: a form of many lines is read once it is complete.
func TestLongForm(t *testing.T) {
	var out strings.Builder
	code := Run(builtins.New(), Config{In: strings.NewReader(longForm(2000)), Out: &out, Err: &out})
	if code != 0 || out.String() != "2000\n" {
		t.Errorf("status %d, output %q; want 0, \"2000\\n\"", code, out.String())
	}
}

// BenchmarkLongForm measures reading a 2000-line form line by line, the
// way the REPL receives a paste. Reading the whole pending text at every
// line made this quadratic (35 s); reader.Lines keeps it linear.
func BenchmarkLongForm(b *testing.B) {
	src := longForm(2000)
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		Run(builtins.New(), Config{In: strings.NewReader(src), Out: io.Discard, Err: io.Discard})
	}
}

// A value starts on a fresh line after output that did not end one.
func TestFreshLine(t *testing.T) {
	var out strings.Builder
	Run(builtins.New(), Config{In: strings.NewReader("(princ \"x\")\n(format t \"a~%\")\n(+ 1 2)\n"), Out: &out, Err: &out})
	if want := "x\n\"x\"\na\nnil\n3\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}
