package builtins_test

import (
	"context"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestInterruptReturnsPartial: Ctrl-C (a cancellation from the TickHook
// once the run has charged 1000 steps, that is, computed 1000 heaps: a
// count, not a time) during a long nim-values or period stops the
// evaluation with an eval.Partial that holds the values of the heaps
// computed, H of them, bound to *partial*; they are the values an
// uninterrupted run gives (a fresh session's (nim-values 'grundy H-1),
// whose first values are OEIS A002188). Grundy's game has no period to
// certify (its code is not finite), so every heap is computed. An
// enclosing call or loop does not go on: no Tick after the cancellation.
func TestInterruptReturnsPartial(t *testing.T) {
	const n = 200000
	for _, c := range []struct {
		src  string
		note string // a regexp; its first group is H
	}{
		{`(nim-values 'grundy 200000)`,
			`^nim-values: stopped at heap (\d+) \(heaps 0\.\.(\d+) are kept for the session\); the values of heaps 0\.\.(\d+)$`},
		{`(length (nim-values 'grundy 200000))`,
			`^nim-values: stopped at heap (\d+) \(heaps 0\.\.(\d+) are kept for the session\); the values of heaps 0\.\.(\d+)$`},
		{`(dotimes (i 3) (nim-values 'grundy 200000))`,
			`^nim-values: stopped at heap (\d+) `},
		{`(period 'grundy 200000)`,
			`^period: stopped at heap (\d+) \(heaps 0\.\.(\d+) are kept for the session\); no period is certified by heaps 0\.\.(\d+); the values of heaps 0\.\.(\d+)$`},
	} {
		in := builtins.New()
		ctx, cancel := context.WithCancel(context.Background())
		var cancelledAt int64 = -1
		ticksAfter := 0
		in.TickHook = func(steps int64) {
			if cancelledAt >= 0 {
				ticksAfter++
			} else if steps >= 1000 {
				cancel()
				cancelledAt = steps
			}
		}
		err := in.EvalSource(ctx, "t", c.src, nil)
		in.TickHook = nil
		cancel()
		p, ok := eval.PartialOf(err)
		if !ok || !errors.Is(err, eval.ErrInterrupted) {
			t.Errorf("%s interrupted: error %v, want an eval.Partial wrapping ErrInterrupted", c.src, err)
			continue
		}
		if ticksAfter > 0 {
			t.Errorf("%s: %d Ticks after the cancellation", c.src, ticksAfter)
		}
		m := regexp.MustCompile(c.note).FindStringSubmatch(p.Note)
		if m == nil {
			t.Errorf("%s: note %q does not match %s", c.src, p.Note, c.note)
			continue
		}
		h, _ := strconv.Atoi(m[1])
		for _, g := range m[2:] {
			if g != strconv.Itoa(h-1) {
				t.Errorf("%s: note %q: the heaps do not end at %d", c.src, p.Note, h-1)
			}
		}
		if h < 1000 || h > n {
			t.Errorf("%s: stopped at heap %d, want between 1000 and %d", c.src, h, n)
		}
		vals, ok := eval.ListToSlice(p.Value)
		if !ok || len(vals) != h {
			t.Errorf("%s: the partial value has %d values, want %d", c.src, len(vals), h)
			continue
		}
		if v, _ := in.Global(eval.PartialVar); v != p.Value {
			t.Errorf("%s: %s is not the partial value", c.src, eval.PartialVar)
		}
		// The same values as an uninterrupted run, in a fresh session.
		want := evalIn(t, builtins.New(), "(nim-values 'grundy "+strconv.Itoa(h-1)+")")
		if !eval.Equal(p.Value, want) {
			t.Errorf("%s: the partial values differ from (nim-values 'grundy %d)", c.src, h-1)
		}
		// The session kept the heaps: the same call goes on from there,
		// and *partial* is an ordinary variable.
		if got := eval.Repr(evalIn(t, in, `(list (length *partial*) (equal *partial* (nim-values 'grundy `+strconv.Itoa(h-1)+`)))`)); got != "("+strconv.Itoa(h)+" t)" {
			t.Errorf("%s: after the interruption %s", c.src, got)
		}
	}
	// A002188: Grundy's game, heaps 0..20.
	if got := eval.Repr(evalIn(t, builtins.New(), `(nim-values 'grundy 20)`)); got != "(0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0)" {
		t.Errorf("A002188: %s", got)
	}
}

// TestPartialVariable: *partial* is nil in a new session and documented,
// and the help of nim-values and period says what Ctrl-C returns, as
// TestInterruptReturnsPartial finds it.
func TestPartialVariable(t *testing.T) {
	in := builtins.New()
	if got := eval.Repr(evalIn(t, in, `*partial*`)); got != "nil" {
		t.Errorf("*partial* in a new session: %s", got)
	}
	help, ok := in.Help(eval.PartialVar)
	if !ok || !regexp.MustCompile(`(?s)\[variable\].*stopped by Ctrl-C.*value: nil`).MatchString(help) {
		t.Errorf("(help '*partial*):\n%s", help)
	}
	for name, want := range map[string]string{
		"nim-values": `Ctrl-C stops the evaluation \("interrupted"\) with the values of the heaps computed, 0\.\.H-1, as its partial answer, kept in \*partial\*: the REPL names it in one line, after a note "stopped at heap H"`,
		"period":     `Ctrl-C stops it as for nim-values, with the values computed as the partial answer \(the note says no period is certified by them\)`,
	} {
		// help wraps the text: any space may be a line break.
		want = strings.ReplaceAll(want, " ", `\s+`)
		if help, _ := in.Help(name); !regexp.MustCompile(want).MatchString(help) {
			t.Errorf("(help '%s) does not say what Ctrl-C returns:\n%s", name, help)
		}
	}
}
