// Package loopy holds games whose play may return to a position: finite
// game graphs (Winning Ways ch. 11; Siegel, Combinatorial Game Theory,
// 2013, ch. VI), stoppers and their simplest forms, sided values found by
// sidling (G = onside & offside), sums, comparison and outcome classes
// with draws.
//
// It uses the standard library only, and imports no other package of
// cgcalc but games packages.
package loopy
