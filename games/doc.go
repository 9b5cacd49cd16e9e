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
// nodes (canonical forms, negations, sums, names for printing), which only
// grow.
//
// Long computations can be interrupted: a Store polls a function set with
// SetPoll, and an operation whose poll fails returns that error, leaving the
// store consistent. A Store is not safe for concurrent use.
package games
