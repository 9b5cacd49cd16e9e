// Package misere is the mathematics of impartial games in misère play, the
// player unable to move winning (Conway, ONAG ch. 12; Winning Ways ch. 13;
// Allemang's thesis). It holds:
//
//   - genus symbols and their arithmetic: Conway's genus (Genus, GenusOf;
//     genus.go), adders (Adder; adder.go), tame values (TameValue;
//     tame.go) and Allemang's blurry genus (BlurryGenus, BlurryOf;
//     blurry.go);
//   - the Analyzer: misère outcomes, misère Grundy values, genera and
//     tameness of sums of heaps of a ruleset by exhaustive search, heaps
//     equal to adders recognised exactly (misere.go);
//   - misère canonical forms, hash-consed in an MStore: simplification,
//     sums, heaps and positions of a ruleset (mstore.go), their printed
//     notations (mprint.go) and reading them back (mparse.go);
//   - Allemang's generalized genus tables by his Theorem III algorithm
//     (GenTable: building, ggenus.go; reading and printing, ggenusread.go;
//     the interned genera they compute with, gpool.go), and complete
//     analyses by his Theorem VI (CompleteAnalysis, Solution; complete.go);
//   - contextual analyses: contextual claims, proved by a finite
//     computation or refuted with a position (ContextualClaim,
//     CertifyContextual, CheckContextual; contextual.go holds the argument,
//     contextualcert.go, contextualstates.go and contextualcheck.go the
//     proof and the search);
//   - genus arrays of a game over sums with several games, their certified
//     periods, outcome grids and equivalence tests (Array, Equiv;
//     genusarray.go);
//   - solved rules: Allemang's closed-form outcome rules for Knots (4.7)
//     and 0.26, and VerifyOutcomeRule, which proves such a rule for all
//     positions up to a size against the moves (rulesolve.go).
//
// It does not hold rulesets, positions or normal-play nim values: those are
// in games/impartial, which this package imports (never the other way).
// Misère quotients are in games/quotient; partizan games in games.
package misere
