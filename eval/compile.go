package eval

import (
	"fmt"
	"strings"

	"cgcalc/reader"
)

// The evaluator compiles each top-level form into a tree of exprs before
// running it: special forms are recognised once, lexical variables become
// (depth, index) references into frames, and function names become cells
// looked up at call time (so functions may be defined after their callers).

// expr is compiled code.
type expr interface {
	eval(in *Interp, fr *frame) (Value, error)
}

// frame holds the lexical variables of one lambda call, let or loop.
type frame struct {
	vals  []Value
	up    *frame
	local [3]Value // storage for vals when there are few, saving an allocation
}

// newFrame returns a frame with n slots below up.
func newFrame(n int, up *frame) *frame {
	f := &frame{up: up}
	if n <= len(f.local) {
		f.vals = f.local[:n]
	} else {
		f.vals = make([]Value, n)
	}
	return f
}

// scope is the compile-time shadow of a frame: the names of its slots.
type scope struct {
	names []string
	up    *scope
}

// lookup returns the depth and slot of a lexical variable.
func (s *scope) lookup(name string) (depth, index int, ok bool) {
	for d := 0; s != nil; d, s = d+1, s.up {
		for i := len(s.names) - 1; i >= 0; i-- {
			if s.names[i] == name {
				return d, i, true
			}
		}
	}
	return 0, 0, false
}

// specialForm describes a special form: its documentation and compiler.
type specialForm struct {
	Name, Sig, Doc string
	compile        func(in *Interp, l *reader.List, sc *scope) (expr, error)
}

// SpecialFormDoc is the documentation of a special form.
type SpecialFormDoc struct{ Name, Sig, Doc string }

// FromNode converts a syntax tree to a value: the datum a quote returns.
func FromNode(n reader.Node) Value {
	switch x := n.(type) {
	case *reader.Number:
		return Box(NumberFromRat(x.Value))
	case *reader.String:
		return String(x.Value)
	case *reader.Symbol:
		return Symbol(x.Name)
	case *reader.List:
		var tail Value = Nil
		if x.Tail != nil {
			tail = FromNode(x.Tail)
		}
		for i := len(x.Elems) - 1; i >= 0; i-- {
			tail = &Cons{FromNode(x.Elems[i]), tail}
		}
		return tail
	}
	panic(fmt.Sprintf("eval: unknown node %T", n))
}

func (in *Interp) compile(n reader.Node, sc *scope) (expr, error) {
	switch x := n.(type) {
	case *reader.Number, *reader.String:
		return constExpr{FromNode(n)}, nil
	case *reader.Symbol:
		return in.compileSymbol(x, sc), nil
	case *reader.List:
		if x.Tail != nil {
			return nil, errorf(x.Pos(), "a dotted list cannot be evaluated: %s", x)
		}
		if len(x.Elems) == 0 {
			return constExpr{Nil}, nil
		}
		switch head := x.Elems[0].(type) {
		case *reader.Symbol:
			if sf, ok := in.specialForm(head.Name); ok {
				return sf.compile(in, x, sc)
			}
			args, err := in.compileAll(x.Elems[1:], sc)
			if err != nil {
				return nil, err
			}
			return &callExpr{pos: x.Pos(), name: head.Name, cell: in.funcCell(head.Name), args: args}, nil
		case *reader.List:
			if isLambdaForm(head) {
				lam, err := in.compileLambda("", head, sc)
				if err != nil {
					return nil, err
				}
				args, err := in.compileAll(x.Elems[1:], sc)
				if err != nil {
					return nil, err
				}
				return &callExpr{pos: x.Pos(), lambda: lam, args: args}, nil
			}
		}
		return nil, errorf(x.Elems[0].Pos(), "%s is not a function name (a call is (NAME ARGS...))", x.Elems[0])
	}
	return nil, errorf(n.Pos(), "cannot evaluate %s", n)
}

func isLambdaForm(l *reader.List) bool {
	if len(l.Elems) == 0 {
		return false
	}
	s, ok := l.Elems[0].(*reader.Symbol)
	return ok && s.Name == "lambda"
}

func (in *Interp) compileSymbol(x *reader.Symbol, sc *scope) expr {
	switch {
	case x.Name == "nil":
		return constExpr{Nil}
	case x.Name == "t":
		return constExpr{T}
	case strings.HasPrefix(x.Name, ":") && len(x.Name) > 1:
		return constExpr{Symbol(x.Name)} // keywords evaluate to themselves
	}
	if d, i, ok := sc.lookup(x.Name); ok {
		return localRef{depth: d, index: i}
	}
	return &globalRef{pos: x.Pos(), name: x.Name, cell: in.globalCell(x.Name)}
}

func (in *Interp) compileAll(nodes []reader.Node, sc *scope) ([]expr, error) {
	out := make([]expr, len(nodes))
	for i, n := range nodes {
		e, err := in.compile(n, sc)
		if err != nil {
			return nil, err
		}
		out[i] = e
	}
	return out, nil
}

// compileBody compiles forms evaluated in sequence for the last value.
func (in *Interp) compileBody(nodes []reader.Node, sc *scope) (expr, error) {
	switch len(nodes) {
	case 0:
		return constExpr{Nil}, nil
	case 1:
		return in.compile(nodes[0], sc)
	}
	es, err := in.compileAll(nodes, sc)
	if err != nil {
		return nil, err
	}
	return progn(es), nil
}

// lambdaSpec is a compiled lambda list and body.
type lambdaSpec struct {
	params   string // the lambda list as written
	required []string
	optional []expr // default value of each &optional parameter
	rest     int    // slot of the &rest parameter, or -1
	nslots   int
	weight   int // 1 + the nesting depth of the body: the Go stack a call may need
	body     expr
	doc      string
	pos      reader.Position
}

// compileLambda compiles (lambda PARAMS BODY...) or, for defun, the list
// (defun NAME PARAMS BODY...) with the name skipped.
func (in *Interp) compileLambda(name string, l *reader.List, sc *scope) (*lambdaSpec, error) {
	skip := 1
	what := "lambda"
	if name != "" {
		skip, what = 2, "defun"
	}
	if len(l.Elems) < skip+1 {
		return nil, errorf(l.Pos(), "%s: missing parameter list", what)
	}
	plist, ok := l.Elems[skip].(*reader.List)
	isNil := false
	if s, isSym := l.Elems[skip].(*reader.Symbol); isSym && s.Name == "nil" {
		ok, isNil = true, true
	}
	if !ok || (plist != nil && plist.Tail != nil) {
		return nil, errorf(l.Elems[skip].Pos(), "%s: parameter list must be a list of symbols, got %s", what, l.Elems[skip])
	}
	spec := &lambdaSpec{rest: -1, pos: l.Pos(), params: "()"}
	inner := &scope{up: sc}
	mode := "required"
	if !isNil {
		spec.params = plist.String()
		for _, p := range plist.Elems {
			var pname string
			var def reader.Node
			switch x := p.(type) {
			case *reader.Symbol:
				pname = x.Name
			case *reader.List:
				if mode != "optional" || len(x.Elems) < 1 || len(x.Elems) > 2 || x.Tail != nil {
					return nil, errorf(p.Pos(), "%s: bad parameter %s", what, p)
				}
				s, ok := x.Elems[0].(*reader.Symbol)
				if !ok {
					return nil, errorf(p.Pos(), "%s: bad parameter %s", what, p)
				}
				pname = s.Name
				if len(x.Elems) == 2 {
					def = x.Elems[1]
				}
			default:
				return nil, errorf(p.Pos(), "%s: parameter %s is not a symbol", what, p)
			}
			switch {
			case pname == "&optional":
				if mode != "required" {
					return nil, errorf(p.Pos(), "%s: misplaced &optional", what)
				}
				mode = "optional"
				continue
			case pname == "&rest":
				if mode == "rest" || mode == "done" {
					return nil, errorf(p.Pos(), "%s: misplaced &rest", what)
				}
				mode = "rest"
				continue
			case pname == "t" || pname == "nil" || strings.HasPrefix(pname, ":") || strings.HasPrefix(pname, "&"):
				return nil, errorf(p.Pos(), "%s: %s cannot be a parameter", what, pname)
			}
			switch mode {
			case "required":
				spec.required = append(spec.required, pname)
			case "optional":
				var d expr = constExpr{Nil}
				if def != nil {
					var err error
					if d, err = in.compile(def, inner); err != nil {
						return nil, err
					}
				}
				spec.optional = append(spec.optional, d)
			case "rest":
				spec.rest = len(inner.names)
				mode = "done"
			case "done":
				return nil, errorf(p.Pos(), "%s: only one parameter may follow &rest", what)
			}
			inner.names = append(inner.names, pname)
		}
		if mode == "rest" {
			return nil, errorf(plist.Pos(), "%s: &rest must be followed by a parameter", what)
		}
	}
	spec.nslots = len(inner.names)
	spec.weight = 1 + nesting(l)
	body := l.Elems[skip+1:]
	if s, ok := firstString(body); ok && len(body) > 1 {
		spec.doc = s
		body = body[1:]
	}
	var err error
	if spec.body, err = in.compileBody(body, inner); err != nil {
		return nil, err
	}
	return spec, nil
}

// nesting returns how deeply lists nest in n (an atom is 0, (a) is 1).
func nesting(n reader.Node) int {
	l, ok := n.(*reader.List)
	if !ok {
		return 0
	}
	deepest := 0
	for _, e := range l.Elems {
		deepest = max(deepest, nesting(e))
	}
	if l.Tail != nil {
		deepest = max(deepest, nesting(l.Tail))
	}
	return 1 + deepest
}

func firstString(nodes []reader.Node) (string, bool) {
	if len(nodes) == 0 {
		return "", false
	}
	s, ok := nodes[0].(*reader.String)
	if !ok {
		return "", false
	}
	return s.Value, true
}
