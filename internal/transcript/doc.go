// Package transcript reads test transcripts: files of cases, each a source
// text followed by what evaluating it must produce, in the manner of Ivy's
// testdata/*.ivy files. The tests of packages eval and builtins keep their
// cases in testdata/*.txt and run them with Run, supplying a function that
// evaluates a source text in a fresh interpreter.
//
// # Format
//
// A transcript is a text file of lines (ending in "\n"; a carriage return
// is an error). Cases are separated by blank lines. Every other line is
// one of these, told apart by how it begins:
//
//	# text       a comment ("#" alone is an empty comment line)
//	## name      a heading: the builtin or special form the following
//	             cases test, until the next heading
//	=> text      a line of the expected value (the last form's value,
//	             printed with eval.Repr), exact
//	!! text      a line of the expected error message (err.Error()), exact
//	| text       a line of the expected output ("|" alone: an empty line)
//	\ no newline at end of output
//	             after the last "|" line, as diff writes it: the output
//	             does not end with a newline
//	|~ regexp    the output must match the regular expression (Go syntax,
//	             unanchored: write ^ and $), instead of "|" lines; for
//	             output that varies, such as the time a form took
//	anything else
//	             a line of source
//
// For example:
//
//	## car
//
//	# CLHS: (car nil) is nil.
//	(car nil)
//	=> nil
//
//	(car 5)
//	!! t:1:1: car: 5 is not a list
//
//	(progn (princ "a") (terpri) (princ "b") 7)
//	| a
//	| b
//	\ no newline at end of output
//	=> 7
//
// A case is one or more source lines, then its expected results in this
// order: the output ("|" lines, or one "|~" line), then the value ("=>"
// lines) or the error ("!!" lines), never both. A value, an error or an
// output of several lines takes one marked line per line, so every
// expected text is exact. A case without "|" or "|~" lines must print
// nothing. A case without a value or an error, a result line outside a
// case, results out of order and a comment or heading inside a case are
// errors, reported as file:line. Comments and headings go between cases;
// a comment just above a case is about that case.
//
// A mark counts only alone on its line or followed by a space: "#'car" is
// source. A source line that would begin with a mark (a Lisp line
// beginning "| " or "=> ", say) must be indented. Lisp comments (";") are
// source like any other, and the source is evaluated as one text whose
// first line is line 1, so positions in error messages ("t:2:3: ...")
// count from the case's first line.
//
// A comment "# long: why" among the comments just above a case (no blank
// line between) marks it as long: under go test -short, Run skips it, so
// that the development loop stays quick; the whole run keeps it. Mark
// only cases that take a good part of a second and whose check a quicker
// case nearby does not already make.
//
// Each case is evaluated on its own, in a fresh interpreter. Expected
// texts are compared exactly, trailing spaces included (an editor that
// strips them makes the case fail, never pass wrongly). A transcript
// cannot create files: cases that need them stay in Go.
//
// # Updating
//
// After an intended change of messages or printing, Run with update set
// rewrites the expected results of every case that differs from what it
// now produces, keeping sources, comments, headings and blank lines as
// they are. The tests that use this package expose it as the flag -update
// of their own test binary, so name the packages:
//
//	go test ./eval -run TestSpecialForms -update
//	go test ./builtins -run TestBuiltins -update
//
// A "|~" line is kept if the new output matches it; otherwise the case
// fails and must be edited by hand. The rewritten files must be reviewed
// (git diff) before they are committed: -update accepts whatever the
// program does, bugs included.
package transcript
