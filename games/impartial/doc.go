// Package impartial is the mathematics of impartial heap games in normal
// play. It holds rulesets given by octal and take-and-break codes (Guy and
// Smith; hexadecimal digits, "!" for splits into different heaps,
// repeating tails), subtraction games and the named presets, with the moves
// of a heap (rules.go); positions, sums of heaps (position.go); nim values,
// by the mex rule with Winning Ways' sparse space (nim.go); and periods of
// nim values, certified by the Guy–Smith periodicity theorem (period.go).
//
// It does not hold misère play: misère outcomes, genus and blurry genus,
// misère canonical forms, generalized genus tables, complete and contextual
// analyses, genus arrays and the solved rules are in games/misere, and
// misère quotients in games/quotient. Both import this package for Ruleset
// and Position; it imports neither. Partizan games are in games.
package impartial
