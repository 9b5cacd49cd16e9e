package builtins

import "cgcalc/eval"

// gridRuleBuiltins returns the builtins of the grid games (games/rulesets).
func gridRuleBuiltins() []*eval.Builtin { return nil }
