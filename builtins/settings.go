package builtins

import (
	"cgcalc/eval"
	"cgcalc/games"
)

// Settings are the settings of a session that a user chooses, each with
// its default in DefaultSettings: the command line sets them (--ascii), and
// some builtins change them as the session goes ((notation 'ascii)).
type Settings struct {
	// Notation is how games print: games.Unicode (↑, ±1, 1+*) or
	// games.ASCII, CGSuite's (^, +-1, 1*).
	Notation games.Notation
	// MaxSteps, when positive, bounds the work of each top-level form
	// (function calls, loop iterations, list elements walked): past it the
	// form stops with an error. 0: no bound.
	MaxSteps int64
	// MaxDepth bounds nested function calls: deeper recursion is an error.
	MaxDepth int
	// AnalyzerPositions bounds the positions a misère analysis of one heap
	// game keeps (genus, outcomes, tameness): past it a computation is an
	// error ("too large") rather than minutes of work and gigabytes.
	AnalyzerPositions int
	// MisereForms bounds the misère canonical forms a session keeps.
	MisereForms int
}

// DefaultSettings returns the settings of a new session.
func DefaultSettings() Settings {
	return Settings{
		Notation:          games.Unicode,
		MaxSteps:          0,
		MaxDepth:          eval.DefaultMaxDepth,
		AnalyzerPositions: 1 << 20,
		MisereForms:       1 << 18,
	}
}

type settingsKey struct{}

// apply makes s the interpreter's settings.
func (s Settings) apply(in *eval.Interp) {
	in.MaxSteps, in.MaxDepth = s.MaxSteps, s.MaxDepth
	in.SetData(settingsKey{}, &s)
}

// settingsOf returns the interpreter's settings, which the builtins read
// and some change.
func settingsOf(in *eval.Interp) *Settings {
	if s, ok := in.Data(settingsKey{}).(*Settings); ok {
		return s
	}
	s := DefaultSettings()
	s.apply(in)
	return settingsOf(in)
}
