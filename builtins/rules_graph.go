package builtins

import "cgcalc/eval"

// graphRuleBuiltins returns the builtins of the graph games (games/rulesets).
func graphRuleBuiltins() []*eval.Builtin { return nil }
