// Package rulesets holds the classroom games: positions typed as CGSuite
// (Siegel, Combinatorial Game Suite) types them, solved to canonical forms in
// a games.Store. It holds:
//
//   - the common ground: the Ruleset and Position interfaces, the registry of
//     rulesets by name, parse errors with their column, and the pictures a
//     position gives for drawing, Board and Graph (rulesets.go);
//   - graph games: Blue-Red-Green Hackenbush, Childish Hackenbush and
//     GenHackenbush, Col, Snort, Fjords and GenCol, Arc Kayles, Partizan
//     Arc Kayles and Weighted Arc Kayles, Digraph Placement;
//   - grid games: Domineering, Cram, Clobber and its variants, Konane and
//     Amazons;
//   - strip games: Toads and Frogs, Toppling Dominoes;
//   - heap and coordinate games: Cutcake, Eatcake, Maundy Cake, Wythoff,
//     partizan subtraction games, and the spawning and turning games of
//     CGSuite's codes.
//
// Each ruleset solves its positions by splitting them into independent
// components (regions of a grid, connected pieces of a graph, segments of a
// strip), summed in the store, with a memo keyed by a canonical encoding of
// each component that folds in the value-preserving symmetries. Rulesets
// whose split is exact, a sum of positions of the same ruleset, say so as
// Splitters (splitter.go), and the impartial variant (variant.go) sums
// their parts' nim values. A ruleset value belongs to one store: make one
// per store with New.
//
// It imports only the games packages and the standard library.
package rulesets
