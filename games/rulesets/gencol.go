package rulesets

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/games"
)

// GenCol is CGSuite's schema of colouring games on graphs (CGSuite
// (Siegel), version 2.x, game.graph.GenCol(leftPermitted,
// rightPermitted)): Col and Snort with the tints each player may colour
// as parameters. Positions are written as Col's (col.go): vertices '.',
// L (next to a blue vertex) or R (next to a red one), edges '-'.
//
// A player colours a vertex whose tint is among his permitted ones; the
// vertex leaves the graph, its untinted neighbours take the mover's tint,
// and its neighbours tinted with the opponent's colour (now next to both
// colours) leave too, as in CGSuite's GenCol for every choice of the
// parameters. CGSuite's library defines three:
//
//   - Col: Left ".R", Right ".L" (not next to one's own colour);
//   - Snort: Left ".L", Right ".R" (not next to the opponent's);
//   - Fjords: Left "L", Right "R" (only next to one's own colour: a game
//     of tinted positions, as CGSuite's constants.cgs defines it).
//
// Solving is Col's: connected components summed, the memo by key, and,
// when Right's tints are Left's with L and R exchanged (the three above),
// L and R exchanged for the smaller key, the value negated.

// NewGenCol returns the GenCol ruleset called name in which Left may
// colour the vertices whose tints left lists and Right those right lists
// (each of '.', 'L', 'R'); an error names a parameter with another
// character.
func NewGenCol(s *games.Store, name, left, right string) (Ruleset, error) {
	for _, p := range []struct{ who, tints string }{{"Left", left}, {"Right", right}} {
		if strings.Trim(p.tints, ".LR") != "" {
			return nil, fmt.Errorf("%s's tints %q: each of . (untinted), L and R", p.who, p.tints)
		}
	}
	return newCol(s, name, left, right), nil
}

// swapTints exchanges L and R in a list of tints.
func swapTints(t string) string {
	b := []byte(t)
	for i, c := range b {
		b[i] = swapLR(c)
	}
	return string(b)
}

// sameTints reports whether a and b list the same tints.
func sameTints(a, b string) bool {
	for _, c := range ".LR" {
		if strings.ContainsRune(a, c) != strings.ContainsRune(b, c) {
			return false
		}
	}
	return true
}

// Form writes a position of the ruleset as the builtin that makes it:
// (col "L--R"), or for a GenCol made with its parameters (gen-col "L"
// "R" "L--R").
func (c *col) Form(text string) string {
	if strings.HasPrefix(c.name, "gen-col") {
		return fmt.Sprintf("(gen-col %s %s %s)", strconv.Quote(c.left), strconv.Quote(c.right), text)
	}
	return "(" + c.name + " " + text + ")"
}
