package builtins

import (
	"errors"

	"cgcalc/eval"
)

// Sandbox is what a session that serves a page rather than a terminal
// (cgcalc serve) lets its builtins do: they write no files, and pictures
// go to Picture as SVG instead of being drawn in text.
type Sandbox struct {
	// Picture receives the SVG of each picture that draw, show and
	// nim-plot make without a FILE, in place of the terminal picture; they
	// return nil.
	Picture func(svg []byte)
	// Widget, if set, receives the interactive pieces of a page that
	// explore makes: a kind ("explore") and its data as JSON, for the page
	// to draw. Without it explore prints as in the terminal.
	Widget func(kind string, data []byte)
	// Files, if set, lets the session's builtins write and read files as
	// in the terminal (cgcalc kernel: a notebook's kernel is its user's own
	// program, as the REPL is); pictures without a FILE still go to
	// Picture.
	Files bool
}

// SetSandbox puts the session in the sandbox s: draw, show and nim-plot
// without a FILE send their SVG to s.Picture, and every builtin that names
// a file to write (draw, show and nim-plot with FILE, :checkpoint) is
// refused with an error, as is every write or read of a file of their own
// (see fileGate), unless s.Files allows them. Reading files with load is the interpreter's LoadPath's
// to allow.
func SetSandbox(in *eval.Interp, s Sandbox) { sessionOf(in).sandbox = &s }

// errNoFiles is fileGate's error: a builtin asked to write or read a file
// of its own in a sandbox.
var errNoFiles = errors.New("this session writes no files")

// Apropos returns the documented names that match text as (apropos TEXT)
// lists them: those whose name contains it first, then those whose
// documentation does, ignoring case and accents.
func Apropos(in *eval.Interp, text string) []eval.Entry {
	byName, byDoc := apropos(in, text)
	return append(byName, byDoc...)
}
