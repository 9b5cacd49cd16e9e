package builtins

import (
	"fmt"

	"cgcalc/games/pmisere"
	"cgcalc/games/rulesets"
)

// reducedOutcome answers the misère outcome of the sum of ps, positions
// of t's ruleset, by the reductions of a universe (pmisere.ReducedWins:
// each position replaced by its canonical form modulo the dicots or the
// dead-ending games, when all of them are in it); ok is false when they
// do not apply: fewer than two positions with moves, or no universe
// holding all of them.
func reducedOutcome(c call, t *positionTree, ps []rulesets.Position) (r pmisere.Reduced, ok bool, err error) {
	var keys []string
	for _, p := range ps {
		if k := t.key(p); k != "" {
			keys = append(keys, k)
		}
	}
	if len(keys) < 2 {
		return r, false, nil
	}
	store := sessionOf(c.in).games.store
	return pmisere.ReducedWins[string](t, keys, store, c.modulo, c.work())
}

// explainReduced is the method line of a reduced search.
func explainReduced(r pmisere.Reduced) string {
	return fmt.Sprintf("method: each position replaced by its canonical form modulo the %s universe (%d positions made forms), the sum of those searched (%d positions visited)\n",
		r.Universe, r.Components, r.Visited)
}
