package builtins

import "cgcalc/eval"

// stripRuleBuiltins returns the builtins of the strip games (games/rulesets).
func stripRuleBuiltins() []*eval.Builtin { return nil }
