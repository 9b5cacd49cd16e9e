package builtins

import (
	"errors"
	"fmt"

	"cgcalc/games/pmisere"
	"cgcalc/games/rulesets"
)

// plainBudget is the number of positions the search of a sum of
// positions, as it is and on the positions' canonical forms, may first
// visit: making every position of every summand a form and reducing it
// costs more than a search that finds a winning line quickly, and far
// less than one that must visit most of the sum.
const plainBudget = 4096

// errPlainBudget stops a search past its budget.
var errPlainBudget = errors.New("the search went past its budget")

// budgeted returns a Work function passing the work on to work and
// stopping with errPlainBudget past budget positions.
func budgeted(work func(int) error, budget int) func(int) error {
	n := 0
	return func(k int) error {
		if n += k; n > budget {
			return errPlainBudget
		}
		return work(k)
	}
}

// reducedOutcome answers the misère outcome of the sum of ps, positions
// of t's ruleset, its work told to work, by the reductions of a universe (pmisere.ReducedWins:
// each position replaced by its canonical form modulo the dicots or the
// dead-ending games, when all of them are in it); ok is false when they
// do not apply: fewer than two positions with moves, or no universe
// holding all of them.
func reducedOutcome(c call, t *positionTree, ps []rulesets.Position, work func(int) error) (r pmisere.Reduced, ok bool, err error) {
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
	modulo := func(u pmisere.Universe) *pmisere.Modulo {
		m := c.modulo(u)
		m.SetWork(work)
		return m
	}
	return pmisere.ReducedWins[string](t, keys, store, modulo, work)
}

// explainReduced is the method line of a reduced search.
func explainReduced(r pmisere.Reduced) string {
	return fmt.Sprintf("method: each position replaced by its canonical form modulo the %s universe (%d positions made forms), the sum of those searched (%d positions visited)\n",
		r.Universe, r.Components, r.Visited)
}
