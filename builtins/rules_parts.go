package builtins

import "cgcalc/games/rulesets"

// Parts is the wrapped ruleset's split (rulesets.Splitter), so that the
// impartial variant of a heap game solves its heaps one by one; a ruleset
// that does not split gives the position whole.
func (r *formRules) Parts(p rulesets.Position) []rulesets.Position {
	if sp, ok := r.Ruleset.(rulesets.Splitter); ok {
		return sp.Parts(p)
	}
	return []rulesets.Position{p}
}
