package builtins

import "cgcalc/eval"

// boardRuleBuiltins returns the builtins of the board games with stones
// and pieces (Clobber, Konane, Amazons; games/rulesets).
func boardRuleBuiltins() []*eval.Builtin { return nil }
