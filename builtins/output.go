package builtins

import (
	"fmt"
	"io"
	"strings"

	"cgcalc/eval"
)

// MaxStringLength bounds the strings format makes, in bytes.
const MaxStringLength = 1 << 24

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
		fn("print", "(print X)", 1, 1, "Prints X as prin1 does, then a newline, and returns X.\n(Common Lisp's print writes the newline first.)", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return a[0], output(in, eval.Repr(a[0])+"\n")
		}),
		fn("prin1", "(prin1 X)", 1, 1, "Prints X in the form the reader reads back (strings in quotes) and returns X.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return a[0], output(in, eval.Repr(a[0]))
		}),
		fn("princ", "(princ X)", 1, 1, "Prints X for people (strings without quotes) and returns X.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			return a[0], output(in, eval.Display(a[0]))
		}),
		fn("terpri", "(terpri)", 0, 0, "Prints a newline and returns nil.", func(in *eval.Interp, _ []eval.Value) (eval.Value, error) {
			fmt.Fprintln(in.Out)
			return eval.Nil, nil
		}),
		fn("format", "(format DESTINATION CONTROL ARG...)", 2, -1,
			"Formats ARGs under the CONTROL string: ~a prints an argument as princ does, ~s as prin1 does, ~d an\ninteger, ~% a newline, ~~ a tilde. DESTINATION t prints the text and returns nil; nil returns it as a\nstring: (format nil \"~a/~a\" 1 2) is \"1/2\".", formatFn),
	}
}

func formatFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	control, ok := a[1].(eval.String)
	if !ok {
		return nil, eval.TypeError("format", a[1], "a control string")
	}
	s, err := format("format", string(control), a[2:])
	if err != nil {
		return nil, err
	}
	switch a[0] {
	case eval.T:
		return eval.Nil, output(in, s)
	case eval.Nil:
		if err := in.Tick(len(s) / 64); err != nil {
			return nil, err
		}
		return eval.String(s), nil
	}
	return nil, eval.TypeError("format", a[0], "a destination (t or nil)")
}

// format expands the directives of control with args.
func format(name, control string, args []eval.Value) (string, error) {
	var b strings.Builder
	next := func(d rune) (eval.Value, error) {
		if len(args) == 0 {
			return nil, fmt.Errorf("%s: too few arguments for ~%c in %q", name, d, control)
		}
		v := args[0]
		args = args[1:]
		return v, nil
	}
	tooLong := fmt.Errorf("%s: result longer than %d bytes", name, MaxStringLength)
	// put prints v whole into b, or fails: format never cuts values short.
	put := func(v eval.Value, escape bool) error {
		s, whole := eval.Print(v, escape, MaxStringLength-b.Len())
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
			return "", fmt.Errorf("%s: control string ends with ~", name)
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
			return "", fmt.Errorf("%s: unknown directive ~%c in %q (known: ~a ~s ~d ~%% ~~)", name, d, control)
		}
	}
	if b.Len() > MaxStringLength {
		return "", tooLong
	}
	return b.String(), nil
}
