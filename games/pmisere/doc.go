// Package pmisere is partizan misère play, the player unable to move
// winning, on short games as they are built: forms of a games.Store
// (whose options are as built, a canonical node's its canonical options,
// a formal sum's one move in one summand) and any other game tree given by
// its options (ruleset positions and their sums, through Tree).
//
// It holds:
//
//   - misère outcomes by search of the game tree, memoised by position
//     (outcome.go): Outcome on any Tree, and on a store game or a sum of
//     store games played summand by summand (Games);
//   - the universes of restricted misère play (universe.go): dicot games,
//     in which from every position either both players can move or
//     neither (Dorbec, Renault, Siegel and Sopena, "Dicots, and a taxonomy
//     of ranks for misère games", JCTA 2015), and dead-ending games, in
//     which a player who cannot move in a position cannot move in any of
//     its followers (Milley and Renault, "Dead ends in misère play: the
//     misère monoid of canonical numbers", Discrete Math. 2013);
//   - comparison and canonical forms modulo the dicot universe and the
//     dead-ending universe (dicot.go, deadending.go): the absolute
//     comparison test of Larsson, Nowakowski and Santos ("Absolute
//     combinatorial game theory", 2017, as applied to the dicot and
//     dead-ending universes by Larsson, Milley, Nowakowski, Renault and
//     Santos, "Recursive comparison tests for dicot and dead-ending games
//     under misère play", Integers 2021), its proviso modulo the
//     dead-ending games read from sums with waiting games, and the
//     reductions by domination and reversibility, a reversal through an
//     end checked by that comparison before it is made;
//   - the outcome of a sum whose summands share a universe, each summand
//     replaced by its canonical form modulo it before the search
//     (reduce.go).
//
// Misère outcomes depend on the form, not on the normal-play value: the
// package never replaces a game by its normal-play canonical form.
package pmisere
