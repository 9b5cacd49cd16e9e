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
	// Color reports that the output is coloured (a terminal that takes
	// ANSI colours): show then draws coloured edges and pieces in colour
	// rather than marking them with letters.
	Color bool
}

// DefaultSettings returns the settings of a new session. The bound on
// the positions of a misère analysis follows the memory budget
// (eval.MemoryLimit) when there is one: an eighth of it, at about
// bytesPerPosition a position.
func DefaultSettings() Settings {
	return Settings{
		Notation:          games.Unicode,
		MaxSteps:          0,
		MaxDepth:          eval.DefaultMaxDepth,
		AnalyzerPositions: analyzerPositions(eval.MemoryLimit()),
		MisereForms:       1 << 18,
	}
}

// bytesPerPosition is the memory a misère analysis takes per position it
// keeps, measured: (misere-outcome 'kayles 120) peaks at 470 MiB when it
// stops at 2^20 positions.
const bytesPerPosition = 480

// analyzerPositions is the default bound on a misère analysis's positions
// for a memory budget: 2^20 without one, else an eighth of the budget,
// between 2^16 and 2^24.
func analyzerPositions(budget int64) int {
	if budget <= 0 {
		return 1 << 20
	}
	return int(min(max(budget/8/bytesPerPosition, 1<<16), 1<<24))
}

// apply makes s the interpreter's settings (its session's, session.go).
func (s Settings) apply(in *eval.Interp) {
	if ses, ok := in.Data(sessionKey{}).(*session); ok {
		in.MaxSteps, in.MaxDepth = s.MaxSteps, s.MaxDepth
		*ses.settings = s
		return
	}
	newSession(in, s)
}
