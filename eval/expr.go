package eval

import (
	"sort"

	"cgcalc/reader"
)

type constExpr struct{ v Value }

func (e constExpr) eval(*Interp, *frame) (Value, error) { return e.v, nil }

// localRef reads a lexical variable.
type localRef struct{ depth, index int }

func (e localRef) eval(_ *Interp, fr *frame) (Value, error) {
	for d := e.depth; d > 0; d-- {
		fr = fr.up
	}
	return fr.vals[e.index], nil
}

// globalRef reads a global variable.
type globalRef struct {
	pos  reader.Position
	name string
	cell *cell
}

func (e *globalRef) eval(in *Interp, _ *frame) (Value, error) {
	if e.cell.v == nil {
		if in.Unbound != nil {
			v, err := in.Unbound(e.name)
			if err != nil {
				return nil, errorAt(e.pos, err)
			}
			if v != nil {
				return v, nil
			}
		}
		name := reader.Clip(reader.QuoteSymbol(e.name))
		if _, ok := in.Function(e.name); ok {
			return nil, errorf(e.pos, "unbound variable: %s (%s is a function: call it as (%s ...), or get it with #'%s)", name, name, name, name)
		}
		if in.IsSpecialForm(e.name) {
			return nil, errorf(e.pos, "unbound variable: %s (%s is a special form: use it as (%s ...))", name, name, name)
		}
		if hint := reader.CGSuiteHint(e.name); hint != "" {
			return nil, errorf(e.pos, "unbound variable: %s (%s)", name, hint)
		}
		return nil, errorf(e.pos, "unbound variable: %s", name)
	}
	return e.cell.v, nil
}

// callExpr calls a named function or a literal lambda.
type callExpr struct {
	pos    reader.Position
	name   string
	cell   *cell       // function cell of name
	lambda *lambdaSpec // for ((lambda ...) args...)
	args   []expr
}

func (e *callExpr) eval(in *Interp, fr *frame) (Value, error) {
	var fn Value
	if e.lambda != nil {
		fn = &Lambda{spec: e.lambda, env: fr}
	} else if fn = e.cell.v; fn == nil {
		return nil, in.undefinedFunction(e.pos, e.name)
	}
	// Arguments live on the interpreter's stack while the call runs; a
	// builtin must not keep its args slice (see Builtin).
	base := len(in.stack)
	for _, a := range e.args {
		v, err := a.eval(in, fr)
		if err != nil {
			clear(in.stack[base:])
			in.stack = in.stack[:base]
			return nil, err
		}
		in.stack = append(in.stack, v)
	}
	top := len(in.stack)
	v, err := in.call(fn, in.stack[base:top:top], e.pos)
	clear(in.stack[base:top])
	in.stack = in.stack[:base]
	return v, err
}

// progn evaluates expressions in order and returns the last value.
type progn []expr

func (e progn) eval(in *Interp, fr *frame) (Value, error) {
	var v Value = Nil
	for _, x := range e {
		var err error
		if v, err = x.eval(in, fr); err != nil {
			return nil, err
		}
	}
	return v, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
