package eval

import "context"

// Printing that can be interrupted. Go converts a big integer to decimal
// in one call that nothing can stop (one of MaxNumberBits bits takes about
// three seconds), so NumberText runs the conversion of a long number in a
// goroutine of its own and stops waiting for it when the context is
// cancelled. The trade-off: the abandoned conversion runs on to its end in
// the background, a few seconds of one CPU at most (numbers are bounded by
// MaxNumberBits), holding its memory meanwhile, and its result is dropped.
// Converting by divide and conquer with polls between the pieces would
// stop the work itself, but not at once: the first division of a number of
// MaxNumberBits bits alone takes most of a second.

// SlowTextBits is the size in bits (numerator and denominator together)
// above which NumberText converts a number in a goroutine; smaller numbers,
// converted in about a millisecond or less, take the direct path.
const SlowTextBits = 1 << 16

// numberTextStarted, if set (by tests), is called by the goroutine of
// NumberText before it converts.
var numberTextStarted func()

// NumberText returns x as x.String does ("123", "-3/8"). A number of more
// than SlowTextBits bits is converted in a goroutine, and cancelling ctx
// returns ErrInterrupted at once, abandoning the conversion (see above); a
// context already cancelled returns ErrInterrupted without starting it.
func NumberText(ctx context.Context, x Number) (string, error) {
	if x.BitLen() <= SlowTextBits {
		return x.String(), nil
	}
	done := ctx.Done()
	select {
	case <-done:
		return "", ErrInterrupted
	default:
	}
	text := make(chan string, 1) // buffered: an abandoned conversion does not block
	started := numberTextStarted
	go func() {
		if started != nil {
			started()
		}
		text <- x.String()
	}()
	select {
	case s := <-text:
		return s, nil
	case <-done:
		return "", ErrInterrupted
	}
}

// PrintContext is Print for output a user waits for: a long number is
// converted with NumberText under ctx, and ctx is looked at after each 64
// KiB of text, so that cancelling ctx stops the printing with
// ErrInterrupted. The REPL prints values with it.
func PrintContext(ctx context.Context, v Value, escape bool, limit int) (string, bool, error) {
	p := printer{escape: escape, limit: limit, ctx: ctx, poll: interruptPoll(ctx)}
	p.write(v, 0)
	if p.err != nil {
		return "", false, p.err
	}
	return p.b.String(), !p.full && !p.cut, nil
}

// Print is Print for builtins (print, princ, format): as PrintContext
// under the evaluation's context, polling with Tick, so that Ctrl-C and
// MaxSteps stop it. It charges a step for each 64 bits of a long number,
// before converting it; the text itself is charged by the builtin that
// writes it (a step each 64 bytes).
func (in *Interp) Print(v Value, escape bool, limit int) (string, bool, error) {
	p := printer{escape: escape, limit: limit, ctx: in.ctx, poll: in.Tick}
	p.write(v, 0)
	if p.err != nil {
		return "", false, p.err
	}
	return p.b.String(), !p.full && !p.cut, nil
}

// interruptPoll returns a printer's poll that reports ErrInterrupted once
// ctx is cancelled.
func interruptPoll(ctx context.Context) func(int) error {
	done := ctx.Done()
	return func(int) error {
		select {
		case <-done:
			return ErrInterrupted
		default:
			return nil
		}
	}
}
