package builtins

import (
	"context"
	"strings"
	"testing"

	"cgcalc/eval"
)

// TestPositionProgress checks the progress line of a long solve: shown
// while the ruleset polls the store, naming the position, and cleared at
// the end. The thresholds are set to zero, so that the test depends on no
// clock: a 4×5 Domineering board polls the store many times.
func TestPositionProgress(t *testing.T) {
	after, every := statusAfter, statusEvery
	statusAfter, statusEvery = 0, 0
	defer func() { statusAfter, statusEvery = after, every }()
	in := New()
	var lines []string
	in.Status = func(line string) { lines = append(lines, line) }
	run := func(src string) {
		t.Helper()
		if err := in.EvalSource(context.Background(), "t", src, func(eval.Value) error { return nil }); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
	}
	run("(canon (domineering 4 5))")
	if len(lines) < 2 {
		t.Fatalf("%d status lines %q, want progress lines and the clearing one", len(lines), lines)
	}
	if !strings.HasPrefix(lines[0], `solving (domineering "`) {
		t.Errorf("first status line %q does not name the position", lines[0])
	}
	if lines[len(lines)-1] != "" {
		t.Errorf("the last status line is %q, not the clearing \"\"", lines[len(lines)-1])
	}
	// After the solve the store polls as before: no more lines.
	n := len(lines)
	run(`(canon (mplus (game "{1|-1}") (game "{2|-2}") (game "{3|-3}")))`)
	if len(lines) != n {
		t.Errorf("status lines after the solve: %q", lines[n:])
	}
}
