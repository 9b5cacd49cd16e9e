package eval

import (
	"fmt"
	"strings"
	"time"

	"cgcalc/reader"
)

// specialForms is the table of special forms: forms whose arguments are not
// simply evaluated. It is filled in init to break the reference cycle
// between the table and the compilers that consult it.
var specialForms map[string]*specialForm

func init() {
	specialForms = map[string]*specialForm{}
	for _, sf := range []*specialForm{
		{"quote", "(quote X)", "Returns X without evaluating it. 'X is short for (quote X).", compileQuote},
		{"function", "(function NAME)",
			"Returns the function named NAME as a value (functions and variables have separate namespaces). #'NAME is short for it; (function (lambda ...)) returns a closure.", compileFunction},
		{"setq", "(setq VAR FORM [VAR FORM]...)",
			"Assigns the value of each FORM to its VAR in turn and returns the last value. A VAR not bound by let or a parameter is global.", compileSetq},
		{"defvar", "(defvar VAR [FORM])", "Defines a global variable, setting it to FORM's value only if it is unbound (without FORM it stays unbound). Returns VAR.", compileDefvar},
		{"defun", "(defun NAME (PARAMS...) [DOC] BODY...)",
			"Defines the function NAME and returns NAME. PARAMS may use &optional (with (PARAM DEFAULT)) and &rest. A string before the body documents the function for help.", compileDefun},
		{"lambda", "(lambda (PARAMS...) BODY...)", "Returns an anonymous function closed over the current lexical variables.", compileLambdaForm},
		{"let", "(let ((VAR FORM)...) BODY...)", "Binds each VAR to its FORM's value, all evaluated first, then evaluates BODY.", compileLet(false)},
		{"let*", "(let* ((VAR FORM)...) BODY...)", "Like let, but each FORM sees the variables bound before it.", compileLet(true)},
		{"if", "(if TEST THEN [ELSE])", "Evaluates THEN if TEST is not nil, else ELSE (or nil).", compileIf},
		{"cond", "(cond (TEST BODY...)...)", "Evaluates the BODY of the first clause whose TEST is not nil; a clause without BODY returns TEST's value.", compileCond},
		{"when", "(when TEST BODY...)", "Evaluates BODY when TEST is not nil; returns the last value or nil.", compileWhen(true)},
		{"unless", "(unless TEST BODY...)", "Evaluates BODY when TEST is nil; returns the last value or nil.", compileWhen(false)},
		{"and", "(and FORM...)", "Evaluates FORMs until one is nil; returns the last value (t for no FORMs).", compileAndOr(true)},
		{"or", "(or FORM...)", "Evaluates FORMs until one is not nil and returns it (nil for no FORMs).", compileAndOr(false)},
		{"progn", "(progn BODY...)", "Evaluates BODY in order and returns the last value.", compileProgn},
		{"while", "(while TEST BODY...)", "Evaluates BODY repeatedly while TEST is not nil. Returns nil.", compileWhile},
		{"dotimes", "(dotimes (VAR COUNT [RESULT]) BODY...)", "Evaluates BODY with VAR bound to 0, 1, ..., COUNT-1, then returns RESULT (default nil).", compileDotimes},
		{"dolist", "(dolist (VAR LIST [RESULT]) BODY...)", "Evaluates BODY with VAR bound to each element of LIST, then returns RESULT (default nil).", compileDolist},
		{"time", "(time FORM)", "Evaluates FORM, prints the time it took and returns its value.", compileTime},
		{"assert", "(assert FORM [MESSAGE])",
			"Signals an error, with MESSAGE (or FORM) and the position of the assert, when FORM evaluates to nil. Returns t otherwise.", compileAssert},
		{"help", "(help [NAME])", "Prints the documentation of NAME (not evaluated; 'NAME and \"NAME\" work too), or the help topic NAME. Without NAME, lists the special forms and the builtins by section, each with its summary, your functions and the help topics; (help 'topics) lists the topics. Case and accents do not matter: (help 'misère) is (help 'misere).", compileHelp},
	} {
		specialForms[sf.Name] = sf
	}
}

// argCount checks the number of arguments of a special form.
func argCount(l *reader.List, min, max int) error {
	n := len(l.Elems) - 1
	if n < min || (max >= 0 && n > max) {
		name := l.Elems[0].(*reader.Symbol).Name
		sig := specialForms[name].Sig
		return errorf(l.Pos(), "%s: wrong number of arguments; usage: %s", name, sig)
	}
	return nil
}

func compileQuote(_ *Interp, l *reader.List, _ *scope) (expr, error) {
	if err := argCount(l, 1, 1); err != nil {
		return nil, err
	}
	return constExpr{FromNode(l.Elems[1])}, nil
}

func compileFunction(in *Interp, l *reader.List, sc *scope) (expr, error) {
	if err := argCount(l, 1, 1); err != nil {
		return nil, err
	}
	switch x := l.Elems[1].(type) {
	case *reader.Symbol:
		if in.IsSpecialForm(x.Name) {
			return nil, errorf(x.Pos(), "function: %s is a special form, not a function", x.Name)
		}
		return &functionRef{pos: x.Pos(), name: x.Name, cell: in.funcCell(x.Name)}, nil
	case *reader.List:
		if isLambdaForm(x) {
			return compileLambdaForm(in, x, sc)
		}
	}
	return nil, errorf(l.Elems[1].Pos(), "function: %s is not a function name or lambda form", l.Elems[1])
}

type functionRef struct {
	pos  reader.Position
	name string
	cell *cell
}

func (e *functionRef) eval(in *Interp, _ *frame) (Value, error) {
	if e.cell.v == nil {
		return nil, in.undefinedFunction(e.pos, e.name)
	}
	return e.cell.v, nil
}

// assignable checks that a symbol may be bound or assigned.
func (in *Interp) assignable(what string, n reader.Node) (*reader.Symbol, error) {
	s, ok := n.(*reader.Symbol)
	if !ok {
		return nil, errorf(n.Pos(), "%s: %s is not a variable name", what, n)
	}
	if c, ok := in.globals[s.Name]; ok && c.constant || (strings.HasPrefix(s.Name, ":") && len(s.Name) > 1) {
		return nil, errorf(n.Pos(), "%s: cannot assign to the constant %s", what, s.Name)
	}
	return s, nil
}

func compileSetq(in *Interp, l *reader.List, sc *scope) (expr, error) {
	args := l.Elems[1:]
	if len(args)%2 != 0 {
		return nil, errorf(l.Pos(), "setq: odd number of arguments; usage: %s", specialForms["setq"].Sig)
	}
	var out progn
	for i := 0; i < len(args); i += 2 {
		s, err := in.assignable("setq", args[i])
		if err != nil {
			return nil, err
		}
		val, err := in.compile(args[i+1], sc)
		if err != nil {
			return nil, err
		}
		if d, idx, ok := sc.lookup(s.Name); ok {
			out = append(out, &setLocal{depth: d, index: idx, val: val})
		} else {
			out = append(out, &setGlobal{cell: in.globalCell(s.Name), val: val})
		}
	}
	if len(out) == 1 {
		return out[0], nil
	}
	return out, nil
}

type setLocal struct {
	depth, index int
	val          expr
}

func (e *setLocal) eval(in *Interp, fr *frame) (Value, error) {
	v, err := e.val.eval(in, fr)
	if err != nil {
		return nil, err
	}
	f := fr
	for d := e.depth; d > 0; d-- {
		f = f.up
	}
	f.vals[e.index] = v
	return v, nil
}

type setGlobal struct {
	cell *cell
	val  expr
}

func (e *setGlobal) eval(in *Interp, fr *frame) (Value, error) {
	v, err := e.val.eval(in, fr)
	if err != nil {
		return nil, err
	}
	e.cell.v = v
	return v, nil
}

// defvarExpr sets a global variable that is unbound and returns its name.
type defvarExpr struct {
	name Symbol
	cell *cell
	val  expr
}

func (e *defvarExpr) eval(in *Interp, fr *frame) (Value, error) {
	if e.cell.v == nil {
		v, err := e.val.eval(in, fr)
		if err != nil {
			return nil, err
		}
		e.cell.v = v
	}
	return e.name, nil
}

func compileDefvar(in *Interp, l *reader.List, sc *scope) (expr, error) {
	if err := argCount(l, 1, 2); err != nil {
		return nil, err
	}
	s, err := in.assignable("defvar", l.Elems[1])
	if err != nil {
		return nil, err
	}
	if len(l.Elems) == 2 {
		// (defvar VAR) declares VAR and leaves it unbound (CLHS).
		return constExpr{Symbol(s.Name)}, nil
	}
	val, err := in.compile(l.Elems[2], sc)
	if err != nil {
		return nil, err
	}
	return &defvarExpr{name: Symbol(s.Name), cell: in.globalCell(s.Name), val: val}, nil
}

func compileDefun(in *Interp, l *reader.List, sc *scope) (expr, error) {
	if len(l.Elems) < 3 {
		return nil, errorf(l.Pos(), "defun: usage: %s", specialForms["defun"].Sig)
	}
	s, ok := l.Elems[1].(*reader.Symbol)
	if !ok {
		return nil, errorf(l.Elems[1].Pos(), "defun: %s is not a function name", l.Elems[1])
	}
	if in.IsSpecialForm(s.Name) {
		return nil, errorf(s.Pos(), "defun: %s is a special form and cannot be redefined", s.Name)
	}
	c := in.funcCell(s.Name)
	if b, ok := c.v.(*Builtin); ok && !b.Redefinable {
		return nil, errorf(s.Pos(), "defun: %s is a builtin and cannot be redefined", s.Name)
	}
	spec, err := in.compileLambda(s.Name, l, sc)
	if err != nil {
		return nil, err
	}
	return &defunExpr{name: s.Name, cell: c, spec: spec}, nil
}

type defunExpr struct {
	name string
	cell *cell
	spec *lambdaSpec
}

func (e *defunExpr) eval(_ *Interp, fr *frame) (Value, error) {
	e.cell.v = &Lambda{Name: e.name, Doc: e.spec.doc, spec: e.spec, env: fr}
	return Symbol(e.name), nil
}

func compileLambdaForm(in *Interp, l *reader.List, sc *scope) (expr, error) {
	spec, err := in.compileLambda("", l, sc)
	if err != nil {
		return nil, err
	}
	return lambdaExpr{spec}, nil
}

type lambdaExpr struct{ spec *lambdaSpec }

func (e lambdaExpr) eval(_ *Interp, fr *frame) (Value, error) {
	return &Lambda{Doc: e.spec.doc, spec: e.spec, env: fr}, nil
}

func compileLet(sequential bool) func(*Interp, *reader.List, *scope) (expr, error) {
	return func(in *Interp, l *reader.List, sc *scope) (expr, error) {
		name := "let"
		if sequential {
			name = "let*"
		}
		if len(l.Elems) < 2 {
			return nil, errorf(l.Pos(), "%s: usage: %s", name, specialForms[name].Sig)
		}
		var bindings []reader.Node
		switch b := l.Elems[1].(type) {
		case *reader.List:
			if b.Tail != nil {
				return nil, errorf(b.Pos(), "%s: bindings must be a list", name)
			}
			bindings = b.Elems
		case *reader.Symbol:
			if b.Name != "nil" {
				return nil, errorf(b.Pos(), "%s: bindings must be a list, got %s", name, b)
			}
		default:
			return nil, errorf(b.Pos(), "%s: bindings must be a list, got %s", name, b)
		}
		inner := &scope{up: sc}
		e := &letExpr{sequential: sequential, inits: make([]expr, len(bindings))}
		for i, b := range bindings {
			var v reader.Node
			var init expr = constExpr{Nil}
			switch x := b.(type) {
			case *reader.List:
				if len(x.Elems) < 1 || len(x.Elems) > 2 || x.Tail != nil {
					return nil, errorf(x.Pos(), "%s: a binding is VAR or (VAR FORM), got %s", name, x)
				}
				v = x.Elems[0]
				if len(x.Elems) == 2 {
					initScope := sc
					if sequential {
						initScope = inner
					}
					var err error
					if init, err = in.compile(x.Elems[1], initScope); err != nil {
						return nil, err
					}
				}
			default:
				v = b
			}
			s, err := in.assignable(name, v)
			if err != nil {
				return nil, err
			}
			e.inits[i] = init
			inner.names = append(inner.names, s.Name)
		}
		body, err := in.compileBody(l.Elems[2:], inner)
		if err != nil {
			return nil, err
		}
		e.body = body
		return e, nil
	}
}

type letExpr struct {
	sequential bool
	inits      []expr
	body       expr
}

func (e *letExpr) eval(in *Interp, fr *frame) (Value, error) {
	nf := newFrame(len(e.inits), fr)
	for i, init := range e.inits {
		// let* evaluates each init in the new frame, where the slots of
		// the variables bound so far are already filled.
		env := fr
		if e.sequential {
			env = nf
		}
		v, err := init.eval(in, env)
		if err != nil {
			return nil, err
		}
		nf.vals[i] = v
	}
	return e.body.eval(in, nf)
}

func compileIf(in *Interp, l *reader.List, sc *scope) (expr, error) {
	if err := argCount(l, 2, 3); err != nil {
		return nil, err
	}
	es, err := in.compileAll(l.Elems[1:], sc)
	if err != nil {
		return nil, err
	}
	e := &ifExpr{test: es[0], then: es[1], els: constExpr{Nil}}
	if len(es) == 3 {
		e.els = es[2]
	}
	return e, nil
}

type ifExpr struct{ test, then, els expr }

func (e *ifExpr) eval(in *Interp, fr *frame) (Value, error) {
	t, err := e.test.eval(in, fr)
	if err != nil {
		return nil, err
	}
	if t != Nil {
		return e.then.eval(in, fr)
	}
	return e.els.eval(in, fr)
}

func compileCond(in *Interp, l *reader.List, sc *scope) (expr, error) {
	var e condExpr
	for _, c := range l.Elems[1:] {
		cl, ok := c.(*reader.List)
		if !ok || len(cl.Elems) == 0 || cl.Tail != nil {
			return nil, errorf(c.Pos(), "cond: a clause is (TEST BODY...), got %s", c)
		}
		test, err := in.compile(cl.Elems[0], sc)
		if err != nil {
			return nil, err
		}
		var body expr
		if len(cl.Elems) > 1 {
			if body, err = in.compileBody(cl.Elems[1:], sc); err != nil {
				return nil, err
			}
		}
		e = append(e, condClause{test, body})
	}
	return e, nil
}

type condClause struct{ test, body expr }
type condExpr []condClause

func (e condExpr) eval(in *Interp, fr *frame) (Value, error) {
	for _, c := range e {
		t, err := c.test.eval(in, fr)
		if err != nil {
			return nil, err
		}
		if t != Nil {
			if c.body == nil {
				return t, nil
			}
			return c.body.eval(in, fr)
		}
	}
	return Nil, nil
}

// compileTestBody compiles the (FORM TEST BODY...) shape of when, unless
// and while.
func compileTestBody(in *Interp, l *reader.List, sc *scope) (test, body expr, err error) {
	if err := argCount(l, 1, -1); err != nil {
		return nil, nil, err
	}
	if test, err = in.compile(l.Elems[1], sc); err != nil {
		return nil, nil, err
	}
	if body, err = in.compileBody(l.Elems[2:], sc); err != nil {
		return nil, nil, err
	}
	return test, body, nil
}

func compileWhen(when bool) func(*Interp, *reader.List, *scope) (expr, error) {
	return func(in *Interp, l *reader.List, sc *scope) (expr, error) {
		test, body, err := compileTestBody(in, l, sc)
		if err != nil {
			return nil, err
		}
		e := &ifExpr{test: test, then: body, els: constExpr{Nil}}
		if !when {
			e.then, e.els = e.els, e.then
		}
		return e, nil
	}
}

func compileAndOr(and bool) func(*Interp, *reader.List, *scope) (expr, error) {
	return func(in *Interp, l *reader.List, sc *scope) (expr, error) {
		es, err := in.compileAll(l.Elems[1:], sc)
		if err != nil {
			return nil, err
		}
		return &andOrExpr{and: and, es: es}, nil
	}
}

type andOrExpr struct {
	and bool
	es  []expr
}

func (e *andOrExpr) eval(in *Interp, fr *frame) (Value, error) {
	var v Value = Bool(e.and)
	for _, x := range e.es {
		var err error
		if v, err = x.eval(in, fr); err != nil {
			return nil, err
		}
		if (v == Nil) == e.and {
			return v, nil
		}
	}
	return v, nil
}

func compileProgn(in *Interp, l *reader.List, sc *scope) (expr, error) {
	return in.compileBody(l.Elems[1:], sc)
}

func compileWhile(in *Interp, l *reader.List, sc *scope) (expr, error) {
	test, body, err := compileTestBody(in, l, sc)
	if err != nil {
		return nil, err
	}
	return &whileExpr{pos: l.Pos(), test: test, body: body}, nil
}

type whileExpr struct {
	pos        reader.Position
	test, body expr
}

func (e *whileExpr) eval(in *Interp, fr *frame) (Value, error) {
	for {
		if in.TickHook != nil {
			in.TickHook(in.steps + 1)
		}
		if err := in.tick(1); err != nil {
			return nil, errorAt(e.pos, err)
		}
		t, err := e.test.eval(in, fr)
		if err != nil {
			return nil, err
		}
		if t == Nil {
			return Nil, nil
		}
		if _, err := e.body.eval(in, fr); err != nil {
			return nil, err
		}
	}
}

// loopHeader compiles (VAR FORM [RESULT]) of dotimes and dolist.
func loopHeader(in *Interp, l *reader.List, sc *scope) (string, expr, reader.Node, error) {
	name := l.Elems[0].(*reader.Symbol).Name
	if len(l.Elems) < 2 {
		return "", nil, nil, errorf(l.Pos(), "%s: usage: %s", name, specialForms[name].Sig)
	}
	h, ok := l.Elems[1].(*reader.List)
	if !ok || len(h.Elems) < 2 || len(h.Elems) > 3 || h.Tail != nil {
		return "", nil, nil, errorf(l.Elems[1].Pos(), "%s: usage: %s", name, specialForms[name].Sig)
	}
	s, err := in.assignable(name, h.Elems[0])
	if err != nil {
		return "", nil, nil, err
	}
	init, err := in.compile(h.Elems[1], sc)
	if err != nil {
		return "", nil, nil, err
	}
	var result reader.Node
	if len(h.Elems) == 3 {
		result = h.Elems[2]
	}
	return s.Name, init, result, nil
}

func compileLoop(in *Interp, l *reader.List, sc *scope, list bool) (expr, error) {
	v, init, result, err := loopHeader(in, l, sc)
	if err != nil {
		return nil, err
	}
	inner := &scope{names: []string{v}, up: sc}
	body, err := in.compileBody(l.Elems[2:], inner)
	if err != nil {
		return nil, err
	}
	var res expr = constExpr{Nil}
	if result != nil {
		if res, err = in.compile(result, inner); err != nil {
			return nil, err
		}
	}
	return &loopExpr{pos: l.Pos(), list: list, init: init, body: body, result: res}, nil
}

func compileDotimes(in *Interp, l *reader.List, sc *scope) (expr, error) {
	return compileLoop(in, l, sc, false)
}

func compileDolist(in *Interp, l *reader.List, sc *scope) (expr, error) {
	return compileLoop(in, l, sc, true)
}

// loopExpr is dotimes (list false) or dolist (list true).
type loopExpr struct {
	pos    reader.Position
	list   bool
	init   expr
	body   expr
	result expr
}

func (e *loopExpr) eval(in *Interp, fr *frame) (Value, error) {
	x, err := e.init.eval(in, fr)
	if err != nil {
		return nil, err
	}
	nf := newFrame(1, fr)
	step := func() error {
		if in.TickHook != nil {
			in.TickHook(in.steps + 1)
		}
		if err := in.tick(1); err != nil {
			return errorAt(e.pos, err)
		}
		_, err := e.body.eval(in, nf)
		return err
	}
	if e.list {
		l := x
		for l != Nil {
			c, ok := l.(*Cons)
			if !ok {
				return nil, errorAt(e.pos, fmt.Errorf("dolist: %w", TypeError(x, "a proper list")))
			}
			nf.vals[0] = c.Car
			if err := step(); err != nil {
				return nil, err
			}
			l = c.Cdr
		}
		nf.vals[0] = Nil
	} else {
		n, ok := x.(Number)
		if !ok || !n.IsInt() {
			return nil, errorAt(e.pos, fmt.Errorf("dotimes: %w", TypeError(x, "an integer")))
		}
		count, ok := n.Int64()
		if !ok {
			return nil, errorf(e.pos, "dotimes: count %s is too large", n)
		}
		var i int64
		for ; i < count; i++ {
			nf.vals[0] = Box(Int(i))
			if err := step(); err != nil {
				return nil, err
			}
		}
		nf.vals[0] = Box(Int(max(count, 0)))
	}
	return e.result.eval(in, nf)
}

func compileTime(in *Interp, l *reader.List, sc *scope) (expr, error) {
	if err := argCount(l, 1, 1); err != nil {
		return nil, err
	}
	x, err := in.compile(l.Elems[1], sc)
	if err != nil {
		return nil, err
	}
	return timeExpr{x}, nil
}

type timeExpr struct{ x expr }

func (e timeExpr) eval(in *Interp, fr *frame) (Value, error) {
	start := time.Now()
	v, err := e.x.eval(in, fr)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(in.Out, "; elapsed %s\n", roundDuration(time.Since(start)))
	return v, nil
}

// roundDuration keeps about four significant digits.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d > time.Second:
		return d.Round(time.Millisecond)
	case d > time.Millisecond:
		return d.Round(time.Microsecond)
	}
	return d
}

func compileAssert(in *Interp, l *reader.List, sc *scope) (expr, error) {
	if err := argCount(l, 1, 2); err != nil {
		return nil, err
	}
	es, err := in.compileAll(l.Elems[1:], sc)
	if err != nil {
		return nil, err
	}
	e := &assertExpr{pos: l.Pos(), form: shorten(l.Elems[1].String(), 200), test: es[0]}
	if len(es) == 2 {
		e.msg = es[1]
	}
	return e, nil
}

type assertExpr struct {
	pos  reader.Position
	form string
	test expr
	msg  expr
}

func (e *assertExpr) eval(in *Interp, fr *frame) (Value, error) {
	v, err := e.test.eval(in, fr)
	if err != nil {
		return nil, err
	}
	if v != Nil {
		return T, nil
	}
	if e.msg == nil {
		return nil, errorf(e.pos, "assertion failed: %s", e.form)
	}
	m, err := e.msg.eval(in, fr)
	if err != nil {
		return nil, err
	}
	msg, _ := Print(m, false, 1000)
	return nil, errorf(e.pos, "assertion failed: %s", msg)
}

func compileHelp(_ *Interp, l *reader.List, _ *scope) (expr, error) {
	if err := argCount(l, 0, 1); err != nil {
		return nil, err
	}
	if len(l.Elems) == 1 {
		return helpExpr{pos: l.Pos()}, nil
	}
	var name string
	switch x := l.Elems[1].(type) {
	case *reader.Symbol:
		name = x.Name
	case *reader.String:
		name = strings.ToLower(x.Value)
	case *reader.List:
		if len(x.Elems) == 2 {
			if q, ok := x.Elems[0].(*reader.Symbol); ok && (q.Name == "quote" || q.Name == "function") {
				if s, ok := x.Elems[1].(*reader.Symbol); ok {
					name = s.Name
				}
			}
		}
	}
	if name == "" {
		return nil, errorf(l.Elems[1].Pos(), "help: expects a name, got %s", l.Elems[1])
	}
	return helpExpr{pos: l.Pos(), name: name}, nil
}

type helpExpr struct {
	pos  reader.Position
	name string
}

func (e helpExpr) eval(in *Interp, _ *frame) (Value, error) {
	if e.name == "" {
		fmt.Fprint(in.Out, in.overview())
		return Nil, nil
	}
	text, ok := in.help(e.name)
	if !ok {
		name := reader.QuoteSymbol(e.name)
		if clipped := reader.Clip(name); clipped != name {
			return nil, errorf(e.pos, "help: %s is not a function, special form, variable or help topic; try (help 'topics)", clipped)
		}
		return nil, errorf(e.pos, "help: %s is not a function, special form, variable or help topic; try (apropos %q) or (help 'topics)",
			name, e.name)
	}
	fmt.Fprintln(in.Out, text)
	return Nil, nil
}

func wrapNames(names []string) string {
	var b strings.Builder
	line := " "
	for _, n := range names {
		if len(line)+1+len(n) > HelpWidth {
			b.WriteString(line + "\n")
			line = " "
		}
		line += " " + n
	}
	if line != " " {
		b.WriteString(line + "\n")
	}
	return b.String()
}
