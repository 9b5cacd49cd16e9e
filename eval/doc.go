// Package eval is the cgcalc language: values, the interpreter, special
// forms and errors. It knows nothing of games; game values reach it as
// opaque values (any type implementing Value) that builtins create.
//
// Values are Number (exact rationals with an int64 fast path), Symbol,
// String, *Cons lists, functions (*Builtin, *Lambda) and opaque values; the
// symbol Nil is the empty list and false, T is true. Conses are immutable,
// so lists are never circular, and Equal is linear even on shared structure.
//
// The language is a lexically scoped Lisp with separate namespaces for
// functions and variables, as in Common Lisp. Each top-level form is
// compiled into a tree of expressions before it runs (special
// forms recognised once, lexical variables resolved to frame slots), then
// evaluated. The special forms are listed by Interp.SpecialForms; the builtin
// functions come from package builtins, which may add syntax too
// (Interp.DefineSyntax: a form expanded into another before it is
// compiled, as defruleset is).
//
// A global variable read while unbound is an error, unless Interp.Unbound
// answers for it: package builtins makes symbols written in game notation
// (^, *2) evaluate to their games so. A builtin learns where it is called
// from with Interp.CallPos: the game literals the reader makes report
// errors at their place inside the literal.
//
// Errors are *Error values printed as "file:line:col: message", with a
// backtrace of the user functions that were active. Evaluation watches a
// context (Ctrl-C cancels it: ErrInterrupted), limits nested calls
// (Interp.MaxDepth) and the stack their bodies need, and can be limited in
// work (Interp.MaxSteps, for fuzzing and sandboxes). The process has a
// memory budget (SetMemoryLimit, memory.go): a watchdog stops evaluations
// before the heap outgrows it (ErrMemoryLimit), and CheckMemory and
// MemoryLow let code ask before it allocates. Scripts and standard input
// are read form by form (EvalStream, reader.Decoder); text typed at a
// prompt or given with -e by EvalEntry (reader.ReadEntry, which reads
// CGSuite's expression syntax on a line of its own). A Go panic inside an
// evaluation is recovered as an *Error marked Internal.
//
// An Interp is not safe for concurrent use.
package eval
