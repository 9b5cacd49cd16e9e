package eval

// Syntax that builtins add to the language: forms that, like the special
// forms, receive their arguments unevaluated, and that expand into another
// form before it is compiled. Package builtins defines defruleset so,
// naming its own functions in the expansion, and the evaluator names none.

import (
	"slices"

	"cgcalc/reader"
)

// SyntaxExpander expands one use of syntax defined with DefineSyntax: it
// receives the whole form (NAME ARGS...) unevaluated and returns the form
// compiled in its place, in the same lexical scope. An error it returns
// should carry the position of the part at fault (SyntaxError); one that
// does not is placed at the form.
type SyntaxExpander func(in *Interp, form *reader.List) (reader.Node, error)

// DefineSyntax adds syntax to the language: (NAME ARGS...) is expanded by
// expand and the expansion compiled. sig and doc document it as a special
// form (help, completion, SpecialForms). It panics if NAME is already a
// special form, syntax or a builtin: the table is fixed at start-up.
func (in *Interp) DefineSyntax(name, sig, doc string, expand SyntaxExpander) {
	if _, ok := in.specialForm(name); ok {
		panic("eval: syntax " + name + " is already a special form")
	}
	if _, ok := in.funcCell(name).v.(*Builtin); ok {
		panic("eval: syntax " + name + " is already a builtin")
	}
	if in.syntax == nil {
		in.syntax = map[string]*specialForm{}
	}
	in.syntax[name] = &specialForm{Name: name, Sig: sig, Doc: doc,
		compile: func(in *Interp, l *reader.List, sc *scope) (expr, error) {
			n, err := expand(in, l)
			if err != nil {
				return nil, errorAt(l.Pos(), err)
			}
			return in.compile(n, sc)
		}}
}

// SyntaxError returns an error at pos for a SyntaxExpander. Forms and
// values among the arguments are shown shortened, as in every message of
// the evaluator.
func SyntaxError(pos reader.Position, format string, args ...any) error {
	return errorf(pos, format, args...)
}

// IsSpecialForm reports whether name is a special form or syntax defined
// with DefineSyntax: a name that cannot be a function.
func (in *Interp) IsSpecialForm(name string) bool {
	_, ok := in.specialForm(name)
	return ok
}

// CheckVariable returns n as a symbol that may be bound or assigned, or an
// error at n beginning with what: n is not a symbol, or it is a constant
// (nil, t, a keyword or a constant that builtins defined).
func (in *Interp) CheckVariable(what string, n reader.Node) (*reader.Symbol, error) {
	return in.assignable(what, n)
}

// SpecialForms returns the documentation of every special form, those of
// the evaluator and the syntax defined with DefineSyntax, sorted by name.
func (in *Interp) SpecialForms() []SpecialFormDoc {
	var out []SpecialFormDoc
	for _, name := range in.specialFormNames() {
		sf, _ := in.specialForm(name)
		out = append(out, SpecialFormDoc{sf.Name, sf.Sig, sf.Doc})
	}
	return out
}

// specialForm returns the special form or syntax named name.
func (in *Interp) specialForm(name string) (*specialForm, bool) {
	if sf, ok := specialForms[name]; ok {
		return sf, true
	}
	sf, ok := in.syntax[name]
	return sf, ok
}

// specialFormNames returns the names of the special forms and syntax,
// sorted.
func (in *Interp) specialFormNames() []string {
	names := append(sortedKeys(specialForms), sortedKeys(in.syntax)...)
	slices.Sort(names)
	return names
}
