// Package repl is cgcalc's read-eval-print loop: line editing with history
// and completion (chzyer/readline) on a terminal, plain line reading
// otherwise, multi-line forms, Ctrl-C to cancel, a progress line for long
// computations, and coloured output. The history file is cgcalc's own
// (History): sessions running at once share it without losing entries.
//
// It drives an interpreter it is given (package eval, with the builtins
// installed by the caller) and knows nothing of games: values print
// through their String methods.
package repl
