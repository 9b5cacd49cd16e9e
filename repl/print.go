package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/fatih/color"

	"cgcalc/eval"
)

// Printer writes values and errors, in colour when enabled. Colour lives
// here and nowhere below: values print themselves as plain text.
type Printer struct {
	prompt, value, err, trace *color.Color
}

// NewPrinter returns a printer that colours prompts and values when
// outColor is set and errors when errColor is set (standard output and
// standard error may go to different places).
func NewPrinter(outColor, errColor bool) *Printer {
	p := &Printer{
		prompt: color.New(color.FgCyan, color.Bold),
		value:  color.New(color.FgGreen),
		err:    color.New(color.FgRed, color.Bold),
		trace:  color.New(color.FgRed),
	}
	set := func(on bool, cs ...*color.Color) {
		for _, c := range cs {
			if on {
				c.EnableColor()
			} else {
				c.DisableColor()
			}
		}
	}
	set(outColor, p.prompt, p.value)
	set(errColor, p.err, p.trace)
	return p
}

// Prompt returns the prompt text, coloured.
func (p *Printer) Prompt(s string) string { return p.prompt.Sprint(s) }

// Value prints a value on a line of its own.
func (p *Printer) Value(w io.Writer, v eval.Value) {
	_ = p.ValueContext(context.Background(), w, v)
}

// ValueContext prints a value on a line of its own, unless ctx is
// cancelled first: converting a long number to decimal takes seconds, and
// then ValueContext prints nothing and returns eval.ErrInterrupted (see
// eval.PrintContext).
func (p *Printer) ValueContext(ctx context.Context, w io.Writer, v eval.Value) error {
	s, _, err := eval.PrintContext(ctx, v, true, eval.MaxPrintLength)
	if err != nil {
		return err
	}
	if f, ok := w.(*FreshWriter); ok {
		f.FreshLine()
	}
	fmt.Fprintln(w, p.value.Sprint(s))
	return nil
}

// Display prints a value on a line of its own for a person to read,
// abbreviated when it is long (eval.Abbreviate): the first elements of a
// long list, then "… N more)". (print X) prints X whole.
func (p *Printer) Display(ctx context.Context, w io.Writer, v eval.Value) error {
	s, _, err := eval.Abbreviate(ctx, v)
	if err != nil {
		return err
	}
	if f, ok := w.(*FreshWriter); ok {
		f.FreshLine()
	}
	fmt.Fprintln(w, p.value.Sprint(s))
	return nil
}

// FreshWriter passes writes through and remembers whether the last one
// ended a line, so that a value is not printed on the end of a line a
// program left unfinished ((princ "x") shows x, then "x" below it).
type FreshWriter struct {
	W       io.Writer
	midLine bool
}

// Write writes b, remembering whether it ended a line.
func (f *FreshWriter) Write(b []byte) (int, error) {
	if len(b) > 0 {
		f.midLine = b[len(b)-1] != '\n'
	}
	return f.W.Write(b)
}

// FreshLine ends the current line if something was written on it.
func (f *FreshWriter) FreshLine() {
	if f.midLine {
		f.Write([]byte("\n"))
	}
}

// Error prints an error: its message with the position on one line, then
// the backtrace of user functions, if any.
func (p *Printer) Error(w io.Writer, err error) { p.errorWith(w, err, "") }

// errorWith is Error with more said on the message's line.
func (p *Printer) errorWith(w io.Writer, err error, more string) {
	fmt.Fprintln(w, p.err.Sprint(err.Error()+more))
	var e *eval.Error
	if errors.As(err, &e) {
		if bt := e.Backtrace(); bt != "" {
			fmt.Fprint(w, p.trace.Sprint(strings.TrimRight(bt, "\n")), "\n")
		}
	}
}

// Partial prints what an interrupted evaluation had computed, when err
// carries it (eval.Partial): the note on errw, after the error line, ending
// in where (", also in *partial*", or "") and a colon, then the value on
// out as a result. The evaluation's context was cancelled, so the value is
// printed under a fresh one that interrupt cancels (a second Ctrl-C stops
// a long print). It reports whether there was a value to print.
func (p *Printer) Partial(out, errw io.Writer, err error, where string, interrupt <-chan struct{}) (bool, error) {
	part, ok := eval.PartialOf(err)
	if !ok {
		return false, nil
	}
	fmt.Fprintln(errw, part.Note+where+":")
	ctx, stop := WithInterrupt(interrupt)
	defer stop()
	return true, p.ValueContext(ctx, out, part.Value)
}

// PartialLine prints an error that carries what an interrupted builtin had
// computed (eval.Partial) in one line, its note and where the value is,
// without the value: "<stdin>:1:1: interrupted; nim-values: stopped at
// heap 43301 (…); the values of heaps 0..43300, in *partial* (43,301
// elements; (print *partial*) shows them)". It reports whether err
// carried such a value; if not, it prints nothing.
func (p *Printer) PartialLine(w io.Writer, err error) bool {
	part, ok := eval.PartialOf(err)
	if !ok {
		return false
	}
	p.errorWith(w, err, "; "+part.Note+", in "+eval.PartialWhere(part.Value))
	return true
}
