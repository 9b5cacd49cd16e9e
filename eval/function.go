package eval

import (
	"fmt"

	"cgcalc/reader"
)

// Builtin is a function written in Go. Builtins are the rows of the builtin
// table (package builtins): Name, Params and Doc feed help, apropos,
// completion and the builtin reference (doc/builtins.md).
type Builtin struct {
	Name   string // lower case, as the user calls it
	Params Params // declared parameters: arity, keywords, defaults, usage
	Doc    string // one sentence first, then details; prose that help wraps (see Wrap)
	// Section is the title of the part of the builtin table the builtin
	// belongs to ("Lists", "Temperature theory"): (help) lists the
	// builtins by section. Package builtins sets it.
	Section string
	// Files says what the builtin does with the files its parameters
	// named FILE name: nothing (NoFiles, for a builtin without such a
	// parameter), read them (ReadsFiles: load, as LoadPath allows) or
	// write them, and perhaps read them back (WritesFiles: draw, show,
	// :checkpoint). Package builtins sets it, and refuses a WritesFiles
	// builtin given a FILE in a sandboxed session.
	Files FileUse
	// Fn computes the result from the arguments, laid out by Params and
	// valid only during the call: Fn must copy what it keeps. A nil result
	// counts as Nil. An error Fn returns is given the builtin's name, as
	// "car: 5 is not a list", unless it is one of those that say where
	// they come from (see builtinError).
	Fn func(in *Interp, args Args) (Value, error)
	// Redefinable lets defun (and defruleset) replace the builtin: for
	// short names a user's program may already define for itself, such as
	// nim, so that programs written before the builtin keep their meaning.
	Redefinable bool
}

// FileUse is what a builtin does with the files it is given (see
// Builtin.Files).
type FileUse int

// The uses of files a builtin declares.
const (
	NoFiles     FileUse = iota // it names no file
	ReadsFiles                 // it reads the file named
	WritesFiles                // it writes the file named (and may read it back)
)

// Usage returns the usage line, e.g. (nth N LIST).
func (b *Builtin) Usage() string { return b.Params.Usage(b.Name) }

// String returns #<builtin NAME>.
func (b *Builtin) String() string { return "#<builtin " + b.Name + ">" }

// Type returns "function".
func (*Builtin) Type() string { return "function" }

// Lambda is a function written in the language: a closure over the lexical
// environment in which its lambda or defun form was evaluated.
type Lambda struct {
	Name string // "" for an anonymous lambda
	Doc  string
	spec *lambdaSpec
	env  *frame
}

// String returns #<function NAME>, or #<lambda> for an anonymous function.
func (l *Lambda) String() string {
	if l.Name == "" {
		return "#<lambda>"
	}
	return "#<function " + reader.QuoteSymbol(l.Name) + ">"
}

// Type returns "function".
func (*Lambda) Type() string { return "function" }

// Pos returns where the function was defined.
func (l *Lambda) Pos() reader.Position { return l.spec.pos }

// arityError returns the message for a call with the wrong argument count.
func arityError(name string, min, max, got int) error {
	var want string
	switch {
	case min == max:
		want = fmt.Sprintf("%d argument%s", min, plural(min))
	case max < 0:
		want = fmt.Sprintf("at least %d argument%s", min, plural(min))
	default:
		want = fmt.Sprintf("%d to %d arguments", min, max)
	}
	return fmt.Errorf("%s: expects %s, got %d", name, want, got)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
