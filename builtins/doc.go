// Package builtins is the vocabulary of cgcalc: the table of builtin
// functions, and the state they keep per interpreter (the game store, the
// misère forms, the settings), all in one session value (session.go)
// reached by sessionOf.
//
// Each builtin is one row, built by row: its name, its parameters declared
// as a usage line with defaults ("LIST [N=1] [:reverse T=nil]", see
// eval.Params), its documentation (prose, one string per paragraph, which
// help wraps: see eval.Wrap) and its function. The function receives a
// call, whose readers (args.go) turn arguments into numbers, lists, games,
// rulesets, heaps or misère games and record the first bad one;
// errors carry no builtin name, which the interpreter adds. Install puts
// the table into an interpreter; help, apropos, REPL completion and the
// builtin reference (doc/builtins.md) all read it.
//
// The functions are thin adapters: the mathematics is in package games and
// its sub-packages, the pictures in package plot. Formatting that belongs
// to the mathematics (a table's layout) lives there too, tested without
// the interpreter.
//
// What the package does not hold: the language itself (package eval), the
// reader (package reader) and the terminal (package repl).
package builtins
