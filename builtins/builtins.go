// Package builtins is the vocabulary of cgcalc: the table of builtin
// functions, each a row {name, signature, doc, function} that adapts
// arguments to a Go function. It holds the Lisp library (lists, numbers,
// output, loading and help) and, as the calculator grows, thin adapters over
// package games. Install puts the whole table into an interpreter; help,
// apropos, REPL completion and the README's reference all read it.
package builtins

import (
	"fmt"

	"cgcalc/eval"
)

// Section is a titled part of the builtin table.
type Section struct {
	Title    string
	Builtins []*eval.Builtin
}

// Sections returns the builtin table in the order of the reference. Each
// call returns new rows.
func Sections() []Section {
	return []Section{
		{"Lists", listBuiltins()},
		{"Predicates and equality", predicateBuiltins()},
		{"Numbers", numberBuiltins()},
		{"Output", outputBuiltins()},
		{"Functions, files, errors and help", systemBuiltins()},
		{"Games", gameBuiltins()},
		{"Temperature theory", thermoBuiltins()},
		{"Impartial games", impartialBuiltins()},
		{"Generalized genus", ggenusBuiltins()},
		{"Misère quotients", quotientBuiltins()},
	}
}

// Table returns every builtin, in the order of Sections.
func Table() []*eval.Builtin {
	var t []*eval.Builtin
	for _, s := range Sections() {
		t = append(t, s.Builtins...)
	}
	return t
}

// Install defines every builtin of the table in the interpreter.
func Install(in *eval.Interp) {
	for _, b := range Table() {
		in.Define(b)
	}
	installGameGlobals(in)
}

// New returns an interpreter with every builtin installed, writing output
// to the interpreter's Out (set it before use; it defaults to discarding).
func New() *eval.Interp {
	in := eval.New(nil)
	Install(in)
	return in
}

// fn builds a table row. max < 0 means any number of arguments.
func fn(name, sig string, min, max int, doc string, f func(in *eval.Interp, args []eval.Value) (eval.Value, error)) *eval.Builtin {
	return &eval.Builtin{Name: name, Sig: sig, Doc: doc, MinArgs: min, MaxArgs: max, Fn: f}
}

// number returns v as a number or a type error naming the builtin.
func number(name string, v eval.Value) (eval.Number, error) {
	n, ok := v.(eval.Number)
	if !ok {
		return eval.Number{}, eval.TypeError(name, v, "a number")
	}
	return n, nil
}

// integer returns v as an int64 within [lo, hi].
func integer(name string, v eval.Value, lo, hi int64) (int64, error) {
	n, ok := v.(eval.Number)
	if !ok || !n.IsInt() {
		return 0, eval.TypeError(name, v, "an integer")
	}
	i, ok := n.Int64()
	if !ok || i < lo || i > hi {
		return 0, fmt.Errorf("%s: %s is out of range [%d, %d]", name, eval.Describe(n), lo, hi)
	}
	return i, nil
}

// isList reports whether v is a cons or nil.
func isList(v eval.Value) bool {
	_, ok := v.(*eval.Cons)
	return ok || v == eval.Nil
}

// properList returns the elements of a proper list, charging one step per
// element, or a type error naming the builtin.
func properList(in *eval.Interp, name string, v eval.Value) ([]eval.Value, error) {
	out, ok := eval.ListToSlice(v)
	if !ok {
		return nil, eval.TypeError(name, v, "a proper list")
	}
	if err := in.Tick(len(out)); err != nil {
		return nil, err
	}
	return out, nil
}
