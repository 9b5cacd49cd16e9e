package builtins

import (
	"testing"

	"cgcalc/eval"
	"cgcalc/games"
)

// TestSessionOnePerInterpreter: every part is made once per interpreter,
// shares the session's settings, and a new interpreter has its own.
func TestSessionOnePerInterpreter(t *testing.T) {
	in := New()
	s := sessionOf(in)
	if sessionOf(in) != s {
		t.Fatal("sessionOf made a second session")
	}
	if s.games.settings != s.settings || s.impartial.settings != s.settings {
		t.Fatal("a part keeps settings of its own")
	}
	lispEval(t, in, "(notation 'ascii)")
	if s.games.settings.Notation != games.ASCII || s.impartial.settings.Notation != games.ASCII {
		t.Fatal("(notation 'ascii) did not reach the parts")
	}
	if other := sessionOf(New()); other == s || other.games.store == s.games.store {
		t.Fatal("two interpreters share a session")
	}
	// An interpreter without Install gets the default settings.
	if bare := sessionOf(eval.New(nil)); *bare.settings != DefaultSettings() {
		t.Errorf("bare interpreter: settings %+v, want the defaults", *bare.settings)
	}
}
