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
// The package holds, by job, each job's files sharing a prefix, listed
// from the bottom up: a file uses what is listed before it and its own
// job's files, except that the Store keeps the thermographs and uptimal
// expansions it has computed, and that an error about a game (a
// GameError, print.go) prints the game with a Printer.
//
//   - Numbers: dyadic rationals (dyadic.go) and NUS values, the sums of a
//     number, ups and a nimber (nus.go).
//   - The store and its core operations (store*.go), themselves in layers
//     from the bottom up: the Store, polling and failure (store.go), the
//     operation cache (storecache.go), its nodes, made, interned and listed,
//     and NewStore (storenodes.go), comparison of canonical nodes
//     (storecompare.go), formal sums and their options (storesum.go),
//     canonical forms with what is read off them (number tests, birthdays,
//     Compare, Leq and outcomes) and their sums and negatives, which recur
//     with them (storecanon.go), and winning and sensible moves
//     (storemoves.go).
//   - Compound operations (compound*.go): ordinal, conjunctive and selective
//     sums (compound.go), Conway and ordinal products (compoundproduct.go),
//     nim products (compoundnim.go) and the Norton product
//     (compoundnorton.go).
//   - Temperature theory (thermo*.go): thermographs, means and temperatures
//     (thermo.go) and their walls (thermotrajectory.go); stops,
//     infinitesimals, confusion intervals and incentives (thermostops.go);
//     cooling, heating, overheating and freezing (thermocool.go).
//   - Uptimals (uptimal*.go): ↑ⁿ and ↑[n] (uptimal.go) and uptimal
//     expansions (uptimalexpand.go).
//   - Atomic weights (atomic*.go): of all-small games, with reduced
//     canonical forms (atomicsmall.go), and of atomic games, with
//     companions, stop counts, tempers and number-tiny games (atomic.go),
//     and cgt-tools' far star and star projection (atomicfar.go).
//   - Printing (print*.go): the Printer, its notations and formal sums
//     (print.go), canonical games by their shape (printshapes.go), uptimal
//     expansions (printuptimal.go), the LaTeX notation's glyphs and a
//     dyadic's LaTeX and exact decimal (printlatex.go). Printing state is not the store's: a
//     Display (printdisplay.go) holds the names given to nodes and the forms
//     to print by their canonical form, and a Printer consults it.
//   - Reading (parse*.go): Parse and ParseForm, sums and operators
//     (parse.go), braces (parsebraces.go), numbers and infinitesimals
//     (parseinfinitesimals.go).
//
// It does not hold impartial games: heap games and their nim values are in
// games/impartial, misère play (genus, misère canonical forms, generalized
// genus tables) in games/misere, partizan misère play in games/pmisere and
// misère quotients in games/quotient.
// Classroom rulesets are in games/rulesets, loopy games in games/loopy, and
// game trees to explore (options with their values and CGSuite Explorer's
// marks, perfect play) in games/tree, and outcomes of boards found by
// search, without their values, in games/search.
// Nor does it draw: pictures of thermographs and lattices are in plot.
//
// Long computations can be interrupted: a Store polls a function set with
// SetPoll, and an operation whose poll fails returns that error, leaving the
// store consistent. A Store is not safe for concurrent use.
package games
