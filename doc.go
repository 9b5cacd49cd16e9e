// Command cgcalc is a calculator for combinatorial games with a small Lisp
// as its language: an interactive REPL, a script runner and a one-shot
// evaluator (-e).
//
// Usage:
//
//	cgcalc                 interactive REPL (reads forms from standard input when it is not a terminal)
//	cgcalc FILE...         run scripts in order, then exit
//	cgcalc -e 'EXPR'       evaluate the forms in EXPR and print each value (-e may be repeated)
//	cgcalc -i FILE...      run scripts, then enter the REPL
//
// main.go holds the flags and the wiring: the settings from the command
// line (builtins.Settings), the interpreter, scripts, -e and the REPL.
package main
