package builtins

import (
	"cgcalc/eval"
	"cgcalc/games/misere/instant"
)

// session is everything the builtins keep for one interpreter: made once,
// when Install applies the settings (or on first use in an interpreter
// without them), kept as the interpreter's Data under sessionKey{} and
// reached through sessionOf. A new interpreter (a restarted worksheet
// session, a fresh REPL) starts a new session; nothing is shared between
// interpreters.
type session struct {
	// settings are the session's settings (Settings): set by Install,
	// changed by some builtins ((notation 'ascii)), kept for the session.
	settings *Settings
	// sandbox is the sandbox of a session serving a page (SetSandbox), nil
	// for a terminal; kept for the session.
	sandbox *Sandbox
	// pictures, if set (SetPictures), receives the SVG of each picture
	// drawn without a FILE outside a sandbox (cgcalc --json).
	pictures func(svg []byte)
	// games is the game store, the names KNOW and GAMELIST give, and the
	// positions' rulesets (games.go). Kept for the session; its operation
	// cache is released when the memory budget stops an evaluation.
	games *gameState
	// impartial holds the misère canonical forms and each ruleset's misère
	// analyzer (impartial.go), kept for the session.
	impartial *impartialState
	// instant is the instant misère cascade's cache: each ruleset's tame
	// scan and its positions equal to *1, *2 (misinstant.go), kept for the
	// session.
	instant *instantState
	// quotients are the kept misère quotient computations (quotient.go),
	// the least recently used dropped past a count; those not in use are
	// dropped when the memory budget stops an evaluation.
	quotients *quotientState
	// nimSeqs are the nim sequences computed, by code (nimseq.go); all are
	// dropped when the memory budget stops an evaluation (a checkpoint
	// file keeps what was written).
	nimSeqs *nimSeqs
	// rulesets are the rulesets defined in the language, by name
	// (lisprulesets.go), kept for the session; the values of positions
	// they remember are dropped when the memory budget stops an
	// evaluation.
	rulesets lispRulesets
	// pmisere is the calculators modulo the dicots and the dead-ending
	// games (pmisere.go), made on first use, kept for the session;
	// dropped when the memory budget stops an evaluation.
	pmisere *pmisereState
	// literals is the reading of the game literals read
	// (literals.go), started afresh past maxLiteralCache texts.
	literals *literalCache
}

type sessionKey struct{}

// sessionOf returns the interpreter's session, making it with the default
// settings when the interpreter has none (builtins used without Install).
func sessionOf(in *eval.Interp) *session {
	if s, ok := in.Data(sessionKey{}).(*session); ok {
		return s
	}
	return newSession(in, DefaultSettings())
}

// newSession makes the interpreter's session with the settings set and
// registers what the memory budget releases.
func newSession(in *eval.Interp, set Settings) *session {
	in.MaxSteps, in.MaxDepth = set.MaxSteps, set.MaxDepth
	s := &session{
		settings:  &set,
		impartial: newImpartialState(&set),
		instant:   &instantState{cache: instant.NewCache()},
		quotients: &quotientState{budget: eval.CheckMemory},
		nimSeqs:   newNimSeqs(),
		rulesets:  lispRulesets{},
		literals:  newLiteralCache(),
	}
	s.games = newGameState(in, s.settings)
	in.SetData(sessionKey{}, s)
	// When the memory budget stops an evaluation, the caches give their
	// memory back.
	in.OnMemoryLimit(s.games.store.ReleaseCache)
	in.OnMemoryLimit(s.rulesets.clearMemos)
	in.OnMemoryLimit(s.nimSeqs.clear)
	in.OnMemoryLimit(s.quotients.release)
	in.OnMemoryLimit(func() { s.pmisere = nil }) // the dicots' comparisons and forms
	return s
}
