// Package tree builds game trees to explore: a position, its options for
// Left and for Right, theirs in turn, each with its value (canonical form)
// and marks that say which options matter, as CGSuite's Explorer shows
// them:
//
//   - dominated: another option of the same player is at least as good
//     (better, or equal and listed before it), so deleting it leaves the
//     value unchanged (Conway, ONAG ch. 10);
//   - reversible: the opponent has an answer to it, in its canonical
//     form, at least as good for him as the position itself (for a Left
//     option G^L, some G^LR ≤ G), so it is worth the moves after that
//     answer instead (ONAG ch. 10);
//   - sensible: CGSuite's SensibleLeftOptions and SensibleRightOptions:
//     for each option K of the position's canonical form, the first
//     option at least as good as K (see games.Store.SensibleMoves);
//   - winning: the mover wins moving second afterwards (Left's G^L ≥ 0,
//     Right's G^R ≤ 0).
//
// A tree grows on request, node by node (Expand) or to a depth (Grow),
// within a bound on its nodes, so that the tree of a large position stays
// small until asked. The positions come from a Source: a classroom
// ruleset's positions, or games of a games.Store.
package tree
