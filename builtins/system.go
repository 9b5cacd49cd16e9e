package builtins

import (
	"fmt"
	"strings"

	"cgcalc/eval"
)

func systemBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("funcall", "FUNCTION ARG...", "Calls FUNCTION (a function object or a symbol naming one) with the ARGs: (funcall #'+ 1 2) is 3.",
			func(c call) (eval.Value, error) { return c.in.Apply(c.Pos[0], c.Pos[1:]) }),
		row("apply", "FUNCTION ARG... LIST", "Calls FUNCTION with the ARGs followed by the elements of LIST: (apply #'+ 1 '(2 3)) is 6.", applyFn),
		readsFiles(row("load", "FILE", "Evaluates the forms of the file named FILE (relative to the file being loaded, if any) and returns t.", func(c call) (eval.Value, error) {
			path := c.str(c.Pos[0], "a file name string")
			if c.err != nil {
				return nil, c.err
			}
			if err := c.in.LoadFile(c.in.Context(), path); err != nil {
				return nil, err
			}
			return eval.T, nil
		})),
		row("error", "CONTROL ARG...", "Signals an error with the message (format nil CONTROL ARG...), or with the ARGs printed if the first is not a string. The error stops the script; in the REPL it is printed and the session goes on.", errorFn),
		row("apropos", "TEXT", "Lists the functions, special forms and variables whose name or documentation contains TEXT (a string or symbol), each with its usage and summary, and returns nil. Case and accents do not matter: (apropos \"misère\") and (apropos 'MISERE) list the same names, those whose name matches first, then those whose documentation does, each in the order of (help).", aproposFn),
		row("exit", "[CODE=0]", "Ends cgcalc with exit status CODE.", exitFn),
		row("quit", "[CODE=0]", "The same as exit.", exitFn),
	}
}

func exitFn(c call) (eval.Value, error) {
	code := c.integer(c.Pos[0], 0, 255)
	if c.err != nil {
		return nil, c.err
	}
	return nil, &eval.ExitError{Code: int(code)}
}

func applyFn(c call) (eval.Value, error) {
	last := c.list(c.Pos[len(c.Pos)-1])
	if c.err != nil {
		return nil, c.err
	}
	args := append(append([]eval.Value(nil), c.Pos[1:len(c.Pos)-1]...), last...)
	return c.in.Apply(c.Pos[0], args)
}

func errorFn(c call) (eval.Value, error) {
	if s, ok := c.Pos[0].(eval.String); ok {
		msg, err := format(c.in, string(s), c.Pos[1:])
		if err != nil {
			return nil, err
		}
		return nil, &eval.UserError{Msg: msg}
	}
	parts := make([]string, len(c.Pos))
	for i, v := range c.Pos {
		parts[i] = c.printed(v, false)
	}
	if c.err != nil {
		return nil, c.err
	}
	return nil, &eval.UserError{Msg: strings.Join(parts, " ")}
}

func aproposFn(c call) (eval.Value, error) {
	in := c.in
	var text string
	switch x := c.Pos[0].(type) {
	case eval.String:
		text = string(x)
	case eval.Symbol:
		text = string(x)
	default:
		return nil, eval.TypeError(x, "a string or symbol")
	}
	byName, byDoc := apropos(in, text)
	if len(byName)+len(byDoc) == 0 {
		fmt.Fprintf(in.Out, "nothing matches %q\n", text)
		return eval.Nil, nil
	}
	var b strings.Builder
	for _, group := range []struct {
		title   string
		entries []eval.Entry
	}{{"Names containing", byName}, {"Documentation mentioning", byDoc}} {
		if len(group.entries) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s %q:\n", group.title, text)
		for _, e := range group.entries {
			kind := e.Doc.Kind
			if e.Doc.Kind == "builtin" {
				kind += "; " + e.Section
			}
			b.WriteString(in.FitLine(fmt.Sprintf("  %s  [%s]", e.Doc.Usage, kind)) + "\n")
			b.WriteString(in.FitLine("    "+eval.Summary(e.Doc.Text)) + "\n")
		}
	}
	return eval.Nil, output(in, b.String())
}

// apropos returns the documented names that match text, ignoring case and
// accents (eval.Fold): first those whose name contains it, then those
// whose documentation does (a variable's documentation is its value, so
// variables match by name only), each in the order of (help).
func apropos(in *eval.Interp, text string) (byName, byDoc []eval.Entry) {
	key := eval.Fold(text)
	for _, e := range in.Entries() {
		switch {
		case strings.Contains(eval.Fold(e.Name), key):
			byName = append(byName, e)
		case e.Doc.Kind == "variable":
		case strings.Contains(eval.Fold(e.Doc.Usage+"\n"+e.Doc.Text), key):
			byDoc = append(byDoc, e)
		}
	}
	return byName, byDoc
}
