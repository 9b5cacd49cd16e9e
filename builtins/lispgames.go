package builtins

import "cgcalc/eval"

// lispGameBuiltins returns hash tables, the string functions board games
// need, and the builtins for defining rulesets in Lisp.
func lispGameBuiltins() []*eval.Builtin { return nil }
