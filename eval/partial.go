package eval

import "errors"

// PartialVar is the global variable that holds the value an interrupted
// evaluation left (see Partial): after Ctrl-C stops a long nim-values,
// *partial* is the list of the values computed.
const PartialVar = "*partial*"

// Partial is the error of a builtin stopped by an interruption (Ctrl-C, a
// time limit) that has a useful part of its answer: the nim values of the
// heaps computed so far, the partial quotient reached. It wraps
// ErrInterrupted, so the evaluation stops as for any interruption (an
// enclosing loop or script does not go on); the REPL and cgcalc -e print
// Note and then Value, and Eval binds PartialVar to Value.
type Partial struct {
	// Value is what the builtin computed before the interruption.
	Value Value
	// Note says in one line, without a final punctuation mark, where the
	// builtin stopped and what Value is: "nim-values: stopped at heap 4097;
	// the values of heaps 0..4096".
	Note string
}

// Error returns "interrupted", as ErrInterrupted does: the note is printed
// apart, with the value.
func (p *Partial) Error() string { return ErrInterrupted.Error() }

// Unwrap returns ErrInterrupted.
func (p *Partial) Unwrap() error { return ErrInterrupted }

// PartialOf returns the Partial that err carries, if any.
func PartialOf(err error) (*Partial, bool) {
	var p *Partial
	if errors.As(err, &p) && p.Value != nil {
		return p, true
	}
	return nil, false
}

// PartialWhere says where the value an interrupted builtin left is and
// how to see it whole, for a note that does not print it: "*partial*
// (43,301 elements; (print *partial*) shows them)".
func PartialWhere(v Value) string {
	show := "(print " + PartialVar + ") shows it"
	if vs, ok := ListToSlice(v); ok && len(vs) > 0 {
		n := "1 element"
		if len(vs) > 1 {
			n = Thousands(len(vs)) + " elements"
		}
		show = n + "; (print " + PartialVar + ") shows them"
	}
	return PartialVar + " (" + show + ")"
}
