package repl

import (
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

// NewPrinter returns a printer that colours its output when useColor is set.
func NewPrinter(useColor bool) *Printer {
	p := &Printer{
		prompt: color.New(color.FgCyan, color.Bold),
		value:  color.New(color.FgGreen),
		err:    color.New(color.FgRed, color.Bold),
		trace:  color.New(color.FgRed),
	}
	for _, c := range []*color.Color{p.prompt, p.value, p.err, p.trace} {
		if useColor {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
	}
	return p
}

// Prompt returns the prompt text, coloured.
func (p *Printer) Prompt(s string) string { return p.prompt.Sprint(s) }

// Value prints a value on a line of its own.
func (p *Printer) Value(w io.Writer, v eval.Value) {
	fmt.Fprintln(w, p.value.Sprint(eval.Repr(v)))
}

// Error prints an error: its message with the position on one line, then
// the backtrace of user functions, if any.
func (p *Printer) Error(w io.Writer, err error) {
	fmt.Fprintln(w, p.err.Sprint(err.Error()))
	var e *eval.Error
	if errors.As(err, &e) {
		if bt := e.Backtrace(); bt != "" {
			fmt.Fprint(w, p.trace.Sprint(strings.TrimRight(bt, "\n")), "\n")
		}
	}
}
