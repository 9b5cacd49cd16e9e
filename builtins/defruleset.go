package builtins

// The defruleset syntax: (defruleset NAME (PARAMS...) [DOC] KEY FORM...)
// expands into define-ruleset and a defun calling ruleset-value, the
// builtins of lispgames.go. The evaluator knows it only as syntax
// registered with eval.Interp.DefineSyntax.

import (
	"strings"

	"cgcalc/eval"
	"cgcalc/reader"
)

const (
	defrulesetSig = "(defruleset NAME (PARAMS...) [DOC] KEY FORM...)"
	defrulesetDoc = "Defines the game NAME played on positions given by PARAMS, with the move functions the KEY FORM pairs give, and returns NAME. It is shorthand for (define-ruleset 'NAME '(PARAMS...) KEY FORM... [:doc DOC]) followed by (defun NAME (PARAMS...) [DOC] (ruleset-value 'NAME (list PARAMS...))): see define-ruleset for the keys. (defruleset stack (n) :left (lambda (n) (when (> n 0) (list (list (- n 1)))))) then (stack 3) is 3. Positions that repeat make a loopy game (see define-ruleset), and impartial-variant, dicotic-variant and twisted-variant make the variants of NAME: (funcall (impartial-variant 'stack) 3) is *."
)

// installSyntax registers the syntax the builtins add to the language.
func installSyntax(in *eval.Interp) {
	in.DefineSyntax("defruleset", defrulesetSig, defrulesetDoc, expandDefruleset)
}

// expandDefruleset expands (defruleset NAME (PARAMS...) [DOC] KEY FORM...)
// into (progn (define-ruleset 'NAME '(PARAMS...) KEY FORM... [:doc DOC])
// (defun NAME (PARAMS...) [DOC] (ruleset-value 'NAME (list PARAMS...)))).
// The expansion is syntax only: define-ruleset and ruleset-value are
// ordinary functions.
func expandDefruleset(in *eval.Interp, l *reader.List) (reader.Node, error) {
	if len(l.Elems) < 3 {
		return nil, eval.SyntaxError(l.Pos(), "defruleset: usage: %s", defrulesetSig)
	}
	name, ok := l.Elems[1].(*reader.Symbol)
	if !ok || name.Name == "nil" || name.Name == "t" || strings.HasPrefix(name.Name, ":") {
		return nil, eval.SyntaxError(l.Elems[1].Pos(), "defruleset: %s is not a function name", l.Elems[1])
	}
	if in.IsSpecialForm(name.Name) {
		return nil, eval.SyntaxError(name.Pos(), "defruleset: %s is a special form and cannot be redefined", name.Name)
	}
	if f, _ := in.Function(name.Name); f != nil {
		if b, ok := f.(*eval.Builtin); ok && !b.Redefinable {
			return nil, eval.SyntaxError(name.Pos(), "defruleset: %s is a builtin and cannot be redefined", name.Name)
		}
	}
	params, err := defrulesetParams(in, l.Elems[2])
	if err != nil {
		return nil, err
	}
	rest := l.Elems[3:]
	var doc reader.Node
	if len(rest) > 0 {
		if d, ok := rest[0].(*reader.String); ok {
			doc, rest = d, rest[1:]
		}
	}
	if len(rest) == 0 || len(rest)%2 != 0 {
		return nil, eval.SyntaxError(l.Pos(), "defruleset: expects move functions as KEY FORM pairs (:left F :right G, or :impartial F); usage: %s", defrulesetSig)
	}
	for i := 0; i < len(rest); i += 2 {
		if k, ok := rest[i].(*reader.Symbol); !ok || !strings.HasPrefix(k.Name, ":") {
			return nil, eval.SyntaxError(rest[i].Pos(), "defruleset: %s is not a keyword (:left, :right, :impartial or :split)", rest[i])
		}
	}
	pos := l.Pos()
	sym := func(s string) *reader.Symbol { return &reader.Symbol{Start: pos, Name: s} }
	list := func(elems ...reader.Node) *reader.List { return &reader.List{Start: pos, Elems: elems} }
	quote := func(n reader.Node) *reader.List { return list(sym("quote"), n) }
	paramList := list(params...)
	define := list(append([]reader.Node{sym("define-ruleset"), quote(name), quote(paramList)}, rest...)...)
	defun := list(sym("defun"), name, paramList)
	if doc != nil {
		define.Elems = append(define.Elems, sym(":doc"), doc)
		defun.Elems = append(defun.Elems, doc)
	}
	defun.Elems = append(defun.Elems, list(sym("ruleset-value"), quote(name), list(append([]reader.Node{sym("list")}, params...)...)))
	return list(sym("progn"), define, defun), nil
}

// defrulesetParams checks defruleset's parameter list: distinct variable
// names, without &optional or &rest, or nil for none.
func defrulesetParams(in *eval.Interp, n reader.Node) ([]reader.Node, error) {
	switch p := n.(type) {
	case *reader.List:
		if p.Tail != nil {
			return nil, eval.SyntaxError(p.Pos(), "defruleset: the parameters must be a list of names, got %s", p)
		}
		seen := map[string]bool{}
		for _, x := range p.Elems {
			s, err := in.CheckVariable("defruleset", x)
			if err != nil {
				return nil, err
			}
			if strings.HasPrefix(s.Name, "&") {
				return nil, eval.SyntaxError(s.Pos(), "defruleset: a position takes fixed parameters, not %s", s.Name)
			}
			if seen[s.Name] {
				return nil, eval.SyntaxError(s.Pos(), "defruleset: parameter %s given twice", s.Name)
			}
			seen[s.Name] = true
		}
		return p.Elems, nil
	case *reader.Symbol:
		if p.Name == "nil" {
			return nil, nil
		}
	}
	return nil, eval.SyntaxError(n.Pos(), "defruleset: the parameters must be a list of names, got %s", n)
}
