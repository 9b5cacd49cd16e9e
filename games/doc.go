// Package games is the mathematics of cgcalc: short partizan games in
// normal play (Conway, On Numbers and Games, ch. 7–10), held in an
// immutable, hash-consed Store.
//
// Every game is a node of a Store, named by an integer ID. There are three
// kinds of node:
//
//   - canonical forms. Equal games have the same canonical form and so the
//     same ID: canonical equality is an ID comparison. Numbers, nimbers and
//     their sums with multiples of up (x + u·↑ + *m, "NUS" values) are
//     recognised, and their sums, negations and comparisons are done by
//     arithmetic; their options are only listed when a general algorithm
//     asks for them.
//   - forms, {L|R} as a user built them: any options, kept as given (as
//     sets), so that they print as built.
//   - formal sums: a multiset of summands with integer multiplicities plus
//     a NUS part into which numbers, ups and nimbers are folded.
//
// Nothing a node denotes ever changes. The store keeps caches beside the
// nodes (canonical forms, negations, sums, comparisons, birthdays, stops
// and thermographs), which only grow.
//
// The package holds, by file: the store and its nodes (store.go, cache.go),
// dyadic rationals (dyadic.go) and NUS values (nus.go), canonical forms
// (canon.go), comparison and outcomes (compare.go), sums, differences and
// negatives (sum.go), number tests and birthdays (ops.go), atomic weights of
// all-small games and reduced canonical forms (small.go), atomic weights of
// atomic games, companions, stop counts, tempers and number-tiny games
// (atomic.go), compounds: ordinal, conjunctive and selective sums, Conway
// and ordinal products (compound.go), uptimals (uptimal.go) and uptimal
// expansions (upexpand.go), the Norton product (norton.go), thermographs,
// stops, cooling, heating and confusion intervals (thermo.go,
// trajectory.go), and the text of games: reading (parse.go, with braces
// in parsebraces.go, numbers and infinitesimals in parseinfinitesimals.go)
// and printing (print.go, canonical games by their shape in
// printshapes.go). Printing state is not the store's: a Display
// (display.go) holds the names given to nodes and the forms to print by
// their canonical form, and a Printer consults it.
//
// It does not hold impartial games: heap games and their nim values are in
// games/impartial, misère play (genus, misère canonical forms, generalized
// genus tables) in games/misere and misère quotients in games/quotient.
// Nor does it draw: pictures of thermographs and lattices are in plot.
//
// Long computations can be interrupted: a Store polls a function set with
// SetPoll, and an operation whose poll fails returns that error, leaving the
// store consistent. A Store is not safe for concurrent use.
package games
