package builtins

import "cgcalc/eval"

// heapRuleBuiltins returns the builtins of the heap games (games/rulesets).
func heapRuleBuiltins() []*eval.Builtin { return nil }
