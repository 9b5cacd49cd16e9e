package builtins_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// ringRuleset defines ring, a ruleset of n positions in a ring: Left moves
// from k to k+1 and Right to k−1, so neither ever runs out of moves.
func ringRuleset(n int) string {
	return fmt.Sprintf("(defruleset ring (k) :left (lambda (k) (list (list (mod (+ k 1) %d)))) :right (lambda (k) (list (list (mod (+ k %d) %d)))))", n, n-1, n)
}

// TestLoopyRulesetRing checks a ruleset whose positions repeat against its
// graph written by hand as a list of nodes, and the value known from the
// definitions: where neither player ever runs out of moves, Left never
// loses when infinite play is his win and Right never when it is hers, so
// the onside is on and the offside off, dud (Winning Ways ch. 11).
func TestLoopyRulesetRing(t *testing.T) {
	t.Parallel()
	in := builtins.New()
	evalIn(t, in, ringRuleset(5))
	nodes := "'((r0 (r1) (r4)) (r1 (r2) (r0)) (r2 (r3) (r1)) (r3 (r4) (r2)) (r4 (r0) (r3)))"
	for _, tt := range []struct{ src, want string }{
		{"(ring 2)", "dud"},
		{"(loopy= (ring 0) (loopy " + nodes + " 'r0))", "t"},
		{"(loopy= (ring 3) \"dud\")", "t"},
		{"(loopy-outcome (ring 1))", "d"},
	} {
		if got := eval.Repr(evalIn(t, in, tt.src)); got != tt.want {
			t.Errorf("%s = %s, want %s", tt.src, got, tt.want)
		}
	}
}

// TestLoopyRulesetInterrupted cancels, as Ctrl-C does, the value of a
// position of a ring of 300 positions: while the positions are solved
// one inside another (the first 2,400 steps or so), while the game graph
// is built (each position once more, to about 6,900 steps), and while its
// sides are found (to 1.9 million steps); each stops with ErrInterrupted
// from the Tick of the cancellation, and the position then has its value.
func TestLoopyRulesetInterrupted(t *testing.T) {
	t.Parallel()
	in := builtins.New()
	evalIn(t, in, ringRuleset(300))
	for _, after := range []int64{1000, 4000, 500000} {
		ctx, cancel := context.WithCancel(context.Background())
		cancelled, ticksAfter := false, 0
		start := int64(-1)
		in.TickHook = func(steps int64) {
			if start < 0 {
				start = steps
			}
			if cancelled {
				ticksAfter++
			} else if steps-start > after {
				cancel()
				cancelled = true
			}
		}
		err := in.EvalSource(ctx, "t", "(ring 0)", nil)
		in.TickHook = nil
		cancel()
		switch {
		case !cancelled:
			t.Errorf("(ring 0) ended within %d steps: %v", after, err)
		case !errors.Is(err, eval.ErrInterrupted):
			t.Errorf("(ring 0) cancelled past %d steps: %v, want ErrInterrupted", after, err)
		case ticksAfter > 0:
			t.Errorf("(ring 0) cancelled past %d steps: %d Ticks after", after, ticksAfter)
		}
	}
	if got := eval.Repr(evalIn(t, in, "(ring 0)")); got != "dud" {
		t.Errorf("after the interruptions: %s, want dud", got)
	}
}
