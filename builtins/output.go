package builtins

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/reader"
)

// MaxStringLength bounds the strings format makes, in bytes.
const MaxStringLength = 1 << 24

// printed returns v printed whole (up to eval.MaxPrintLength) with escapes
// (prin1) or without (princ), under the call's interpreter: Ctrl-C stops
// the printing of a long list or number (see eval.Interp.Print).
func (c *call) printed(v eval.Value, escape bool) string {
	if c.err != nil {
		return ""
	}
	s, _, err := c.in.Print(v, escape, eval.MaxPrintLength)
	c.fail(err)
	return s
}

// output writes s, charging steps for its length.
func output(in *eval.Interp, s string) error {
	if err := in.Tick(len(s) / 64); err != nil {
		return err
	}
	_, err := io.WriteString(in.Out, s)
	return err
}

func outputBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("print", "X", "Prints X as prin1 does, then a newline, and returns X.\n"+
			"(Common Lisp's print writes the newline first.) The REPL at a terminal and the worksheet show a long value abbreviated, its first "+strconv.Itoa(eval.DisplayItems)+" elements and how many more, (0 1 2 … 43,298 more); (print X) prints X whole, however long.", func(c call) (eval.Value, error) {
			return c.print(c.printed(c.Pos[0], true) + "\n")
		}),
		row("prin1", "X", "Prints X in the form the reader reads back (strings in quotes) and returns X.", func(c call) (eval.Value, error) {
			return c.print(c.printed(c.Pos[0], true))
		}),
		row("princ", "X", "Prints X for people (strings without quotes) and returns X.", func(c call) (eval.Value, error) {
			return c.print(c.printed(c.Pos[0], false))
		}),
		row("terpri", "", "Prints a newline and returns nil.", func(c call) (eval.Value, error) {
			return eval.Nil, output(c.in, "\n")
		}),
		row("format", "DESTINATION CONTROL ARG...",
			"Formats ARGs under the CONTROL string: ~a prints an argument as princ does, ~s as prin1 does, ~d an integer, ~% a newline, ~~ a tilde. DESTINATION t prints the text and returns nil; nil returns it as a string: (format nil \"~a/~a\" 1 2) is \"1/2\".", formatFn),
	}
}

// print writes s, the text of the call's first argument, which it returns.
func (c *call) print(s string) (eval.Value, error) {
	if c.err != nil {
		return nil, c.err
	}
	return c.Pos[0], output(c.in, s)
}

func formatFn(c call) (eval.Value, error) {
	control := c.str(c.Pos[1], "a control string")
	if c.err != nil {
		return nil, c.err
	}
	s, err := format(c.in, control, c.Pos[2:])
	if err != nil {
		return nil, err
	}
	switch c.Pos[0] {
	case eval.T:
		return eval.Nil, output(c.in, s)
	case eval.Nil:
		if c.tick(len(s) / 64); c.err != nil {
			return nil, c.err
		}
		return eval.String(s), nil
	}
	return nil, eval.TypeError(c.Pos[0], "a destination (t or nil)")
}

// format expands the directives of control with args, printing them
// under the interpreter in (see eval.Interp.Print).
func format(in *eval.Interp, control string, args []eval.Value) (string, error) {
	var b strings.Builder
	next := func(d rune) (eval.Value, error) {
		if len(args) == 0 {
			return nil, fmt.Errorf("too few arguments for ~%c in %s", d, reader.Quote(control))
		}
		v := args[0]
		args = args[1:]
		return v, nil
	}
	tooLong := fmt.Errorf("result longer than %d bytes", MaxStringLength)
	// put prints v whole into b, or fails: format never cuts values short.
	put := func(v eval.Value, escape bool) error {
		s, whole, err := in.Print(v, escape, MaxStringLength-b.Len())
		if err != nil {
			return err
		}
		if !whole {
			return tooLong
		}
		b.WriteString(s)
		return nil
	}
	runes := []rune(control)
	for i := 0; i < len(runes); i++ {
		if b.Len() > MaxStringLength {
			return "", tooLong
		}
		c := runes[i]
		if c != '~' {
			b.WriteRune(c)
			continue
		}
		if i+1 >= len(runes) {
			return "", errors.New("control string ends with ~")
		}
		i++
		d := runes[i]
		switch d {
		case 'a', 'A', 'd', 'D':
			// ~d prints an integer in decimal, anything else as ~a does
			// (as Common Lisp does); numbers print in decimal anyway.
			v, err := next(d)
			if err != nil {
				return "", err
			}
			if err := put(v, false); err != nil {
				return "", err
			}
		case 's', 'S':
			v, err := next(d)
			if err != nil {
				return "", err
			}
			if err := put(v, true); err != nil {
				return "", err
			}
		case '%':
			b.WriteByte('\n')
		case '~':
			b.WriteByte('~')
		default:
			return "", fmt.Errorf("unknown directive ~%c in %s (known: ~a ~s ~d ~%% ~~)", d, reader.Quote(control))
		}
	}
	if b.Len() > MaxStringLength {
		return "", tooLong
	}
	return b.String(), nil
}

// shown prints s as a builtin's whole answer (a terminal's view of what
// a page draws): the REPL prints no nil after it.
func shown(in *eval.Interp, s string) (eval.Value, error) {
	if err := output(in, s); err != nil {
		return nil, err
	}
	in.Drew()
	return eval.Nil, nil
}
