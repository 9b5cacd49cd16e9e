// Package impartial is the mathematics of impartial heap games in normal
// play. It holds rulesets given by octal and take-and-break codes (Guy and
// Smith; the full notation of CGSuite's TBCode: base-32 digits, digit
// sets, "!", "?" and "=", repeating tails, digits that add counters),
// subtraction games and the named presets (rules.go, digit.go), with the
// moves of a heap in CGSuite's order (options.go); positions, sums of
// heaps (position.go); nim values, by the mex rule with Winning Ways'
// sparse space for plain codes (nim.go) and the split sets of the totals
// where there is none (splitsets.go), by a dynamic programme over the
// part sizes for codes that leave any number of heaps (nimparts.go) and
// from the options for the others (nimgeneric.go); and periods and
// arithmetic periods of nim values, certified by the Guy–Smith
// periodicity theorem and its one-heap analogues (period.go).
//
// It does not hold misère play: misère outcomes, genus and blurry genus,
// misère canonical forms, generalized genus tables, complete and contextual
// analyses, genus arrays and the solved rules are in games/misere, and
// misère quotients in games/quotient. Both import this package for Ruleset
// and Position; it imports neither. Partizan games are in games.
package impartial
