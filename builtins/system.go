package builtins

import (
	"errors"
	"fmt"
	"strings"

	"cgcalc/eval"
)

func systemBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		fn("funcall", "(funcall FUNCTION ARG...)", 1, -1, "Calls FUNCTION (a function object or a symbol naming one) with the ARGs: (funcall #'+ 1 2) is 3.",
			func(in *eval.Interp, a []eval.Value) (eval.Value, error) { return in.Apply(a[0], a[1:]) }),
		fn("apply", "(apply FUNCTION ARG... LIST)", 2, -1, "Calls FUNCTION with the ARGs followed by the elements of LIST: (apply #'+ 1 '(2 3)) is 6.", applyFn),
		fn("load", "(load FILE)", 1, 1, "Evaluates the forms of the file named FILE (relative to the file being loaded, if any) and returns t.", func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
			path, ok := a[0].(eval.String)
			if !ok {
				return nil, eval.TypeError("load", a[0], "a file name string")
			}
			if err := in.LoadFile(in.Context(), string(path)); err != nil {
				return nil, err
			}
			return eval.T, nil
		}),
		fn("error", "(error CONTROL ARG...)", 1, -1, "Signals an error with the message (format nil CONTROL ARG...), or with the ARGs printed if the first is\nnot a string. The error stops the script; in the REPL it is printed and the session goes on.", errorFn),
		fn("apropos", "(apropos TEXT)", 1, 1, "Lists the functions, special forms and variables whose name or documentation contains TEXT (a string or\nsymbol), with their usage. Returns nil.", aproposFn),
		fn("exit", "(exit [CODE])", 0, 1, "Ends cgcalc with exit status CODE (default 0).", exitFn("exit")),
		fn("quit", "(quit [CODE])", 0, 1, "The same as exit.", exitFn("quit")),
	}
}

func exitFn(name string) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return func(_ *eval.Interp, a []eval.Value) (eval.Value, error) {
		code := int64(0)
		if len(a) == 1 {
			var err error
			if code, err = integer(name, a[0], 0, 255); err != nil {
				return nil, err
			}
		}
		return nil, &eval.ExitError{Code: int(code)}
	}
}

func applyFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	last, err := properList(in, "apply", a[len(a)-1])
	if err != nil {
		return nil, err
	}
	args := append(append([]eval.Value(nil), a[1:len(a)-1]...), last...)
	return in.Apply(a[0], args)
}

func errorFn(_ *eval.Interp, a []eval.Value) (eval.Value, error) {
	if s, ok := a[0].(eval.String); ok {
		msg, err := format("error", string(s), a[1:])
		if err != nil {
			return nil, err
		}
		return nil, errors.New(msg)
	}
	parts := make([]string, len(a))
	for i, v := range a {
		parts[i] = eval.Display(v)
	}
	return nil, errors.New(strings.Join(parts, " "))
}

func aproposFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	var text string
	switch x := a[0].(type) {
	case eval.String:
		text = string(x)
	case eval.Symbol:
		text = string(x)
	default:
		return nil, eval.TypeError("apropos", a[0], "a string or symbol")
	}
	text = strings.ToLower(text)
	found := 0
	for _, name := range in.Names() {
		d, ok := in.Documentation(name)
		if !ok || d.Kind == "variable" && !strings.Contains(name, text) {
			continue // a variable's documentation is its value: match names only
		}
		if strings.Contains(name, text) || strings.Contains(strings.ToLower(d.Usage+"\n"+d.Text), text) {
			fmt.Fprintf(in.Out, "%s  [%s]\n", d.Usage, d.Kind)
			found++
		}
	}
	if found == 0 {
		fmt.Fprintf(in.Out, "nothing matches %q\n", text)
	}
	return eval.Nil, nil
}
