// Package search decides the outcome of a classroom game's position by
// search, for boards whose canonical form is out of reach: who wins when
// Left moves first and when Right does, and so the outcome class (L, R, N
// or P), without computing the value.
//
// A Solver works on one ruleset and one store (games/rulesets, games). It
// holds:
//
//   - the plain search (generic.go): any ruleset, through its Options,
//     with a table of the positions decided, keyed by their strings. It is
//     slow and is the reference the fast engines are tested against;
//   - the core (core.go): a negamax over wins and losses of the mover on a
//     position held as bitboards of its large regions plus one canonical
//     game G standing for all its small regions, with a transposition
//     table (table.go) of bounded size, move ordering and, where the
//     engine gives them, counts of safe and possible moves that settle a
//     position without search;
//   - the engines (domineering.go, clobber.go): the bitboards of
//     Domineering and Clobber, their moves, the split of a board into its
//     connected regions and the canonical values of the small ones, from
//     the ruleset's Value (which keeps them).
//
// The small regions are summed into G exactly: the position searched is
// (large regions) + G, which has the outcome of the board since G equals
// the sum of the small regions. Moves in G are G's canonical options; when
// no large region is left the outcome is read off G by comparing it with
// 0. The search needs no theorem about sums beyond that equality, so its
// answers agree with the canonical forms' wherever both run (search_test.go
// checks it on random boards).
//
// Long searches call the store's Work, so that Ctrl-C, the memory budget
// and progress lines reach them as they reach canonical forms.
//
// It imports only the games packages and the standard library.
package search
