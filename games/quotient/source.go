package quotient

import "cgcalc/games/impartial"

// Octal is a take-and-break ruleset (impartial.Ruleset) as a Source.
type Octal struct{ R *impartial.Ruleset }

// Options yields the options of a heap of n under the ruleset.
func (o Octal) Options(n int, yield func([]int) bool) { o.R.Moves(n, yield) }
