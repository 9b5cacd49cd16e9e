package builtins_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestCaptionInterrupted: the solve behind a caption stops at Ctrl-C, as
// canon's does: cancelled from the TickHook once the solve is at work, show
// stops with ErrInterrupted from that very Tick and draws nothing. The
// positions take seconds to solve in full (a 6×5 Domineering board, a
// Backsliding Toads and Frogs strip of 560 positions), so the cancellation
// comes inside the caption's bound of work.
func TestCaptionInterrupted(t *testing.T) {
	for _, src := range []string{
		`(show (domineering "......|......|......|......|......"))`,
		`(show (list (clobber "xo") (domineering "......|......|......|......|......")))`,
		`(show (loopy-position 'backsliding-toads-and-frogs "ttt..fff"))`,
	} {
		var out bytes.Buffer
		in := builtins.New()
		in.Out = &out
		ctx, cancel := context.WithCancel(context.Background())
		ticks, after := 0, 0
		cancelled := false
		in.TickHook = func(int64) {
			if cancelled {
				after++
				return
			}
			if ticks++; ticks == 20 {
				cancel()
				cancelled = true
			}
		}
		err := in.EvalSource(ctx, "t", src, nil)
		cancel()
		switch {
		case !errors.Is(err, eval.ErrInterrupted):
			t.Errorf("%s cancelled at the 20th Tick: error %v, want ErrInterrupted", src, err)
		case after > 0:
			t.Errorf("%s: %d Ticks after the cancellation", src, after)
		case out.Len() > 0:
			t.Errorf("%s: drew %q after the cancellation", src, out.String())
		}
	}
}
