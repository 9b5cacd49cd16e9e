package rulesets

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/games"
)

// GenHackenbush is CGSuite's schema of Hackenbush variants (CGSuite
// (Siegel), version 2.x, game.graph.GenHackenbush(childishEdges)):
// Blue-Red-Green Hackenbush in which the edges of the colours childish
// lists may be cut only if nothing else falls (Childish Hackenbush's rule),
// the others as in Hackenbush. Positions are written as Hackenbush's
// (hackenbush.go).
//
// An earlier version of CGSuite's GenHackenbush took a flag, childish,
// instead of the list; cgcalc follows the list: GenHackenbush("") is
// Hackenbush, GenHackenbush("lr") Childish Hackenbush (green edges cut
// freely, as in CGSuite's ChildishHackenbush and its test values), and
// GenHackenbush("lre") makes every colour childish.
//
// Solving is Hackenbush's: the parts meeting only at the ground summed
// (a cut in one part changes what reaches the ground only in that part,
// so the split holds whatever is childish), the memo by key, blue and red
// exchanged for the smaller key when they are both childish or both not,
// green trees by the colon principle when green is not childish, and
// Berlekamp's rule and ordinal sums only when nothing is.

// NewGenHackenbush returns the GenHackenbush ruleset called name whose
// childish colours are those childish lists ('l', 'r', 'e'); an error names
// another character.
func NewGenHackenbush(s *games.Store, name, childish string) (Ruleset, error) {
	if strings.Trim(childish, "lre") != "" {
		return nil, fmt.Errorf("childish colours %q: each of l (blue), r (red) and e (green)", childish)
	}
	return newHackenbush(s, name, childish), nil
}

// Form writes a position as the builtin that makes it: (hackenbush "lr"),
// or for a GenHackenbush made with its parameter (gen-hackenbush "e"
// "lr").
func (h *hackenbush) Form(text string) string {
	if strings.HasPrefix(h.name, "gen-hackenbush") {
		return fmt.Sprintf("(gen-hackenbush %s %s)", strconv.Quote(h.childish), text)
	}
	return "(" + h.name + " " + text + ")"
}
