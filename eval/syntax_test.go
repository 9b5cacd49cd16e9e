package eval_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"cgcalc/eval"
	"cgcalc/reader"
)

// TestDefineSyntax defines (twice X) as (list X X) in an interpreter
// without builtins: the expansion is compiled in the form's scope, the
// syntax is documented and listed as a special form, and an error of the
// expander keeps its position.
func TestDefineSyntax(t *testing.T) {
	in := eval.New(nil)
	in.Define(&eval.Builtin{Name: "list", Params: eval.MustParams("X..."), Doc: "Returns its arguments.",
		Fn: func(_ *eval.Interp, a eval.Args) (eval.Value, error) { return eval.List(a.Pos...), nil }})
	in.DefineSyntax("twice", "(twice X)", "Returns (X X), evaluating X twice.",
		func(_ *eval.Interp, l *reader.List) (reader.Node, error) {
			if len(l.Elems) != 2 {
				return nil, eval.SyntaxError(l.Pos(), "twice: usage: (twice X)")
			}
			return &reader.List{Start: l.Pos(), Elems: []reader.Node{&reader.Symbol{Start: l.Pos(), Name: "list"}, l.Elems[1], l.Elems[1]}}, nil
		})
	for _, c := range []struct{ src, want string }{
		{"(twice 3)", "(3 3)"},
		{"((lambda (x) (twice x)) 'a)", "(a a)"},
		{"(twice)", "t:1:1: twice: usage: (twice X)"},
		{"(list 1 (twice))", "t:1:9: twice: usage: (twice X)"},
		{"(defun twice () 1)", "t:1:8: defun: twice is a special form and cannot be redefined"},
		{"#'twice", "t:1:3: function: twice is a special form, not a function"},
	} {
		var last eval.Value = eval.Nil
		err := in.EvalSource(context.Background(), "t", c.src, func(v eval.Value) error { last = v; return nil })
		got := eval.Repr(last)
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.src, got, c.want)
		}
	}
	if !in.IsSpecialForm("twice") || in.IsSpecialForm("list") || !in.IsSpecialForm("quote") {
		t.Error("IsSpecialForm is wrong for twice, list or quote")
	}
	if !slices.Contains(in.Names(), "twice") {
		t.Error("Names does not list twice")
	}
	var names []string
	for _, sf := range in.SpecialForms() {
		names = append(names, sf.Name)
	}
	if !slices.Contains(names, "twice") || !slices.IsSorted(names) {
		t.Errorf("SpecialForms = %v, want twice among them, sorted", names)
	}
	if text, ok := in.Help("twice"); !ok || !strings.HasPrefix(text, "(twice X)  [special form]\n") {
		t.Errorf("Help(twice) = %q, %v", text, ok)
	}
	if slices.ContainsFunc(eval.New(nil).SpecialForms(), func(d eval.SpecialFormDoc) bool { return d.Name == "twice" }) {
		t.Error("syntax leaked into another interpreter")
	}
	for _, name := range []string{"twice", "quote", "list"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("DefineSyntax(%q) did not panic", name)
				}
			}()
			in.DefineSyntax(name, "("+name+")", "x", nil)
		}()
	}
}
