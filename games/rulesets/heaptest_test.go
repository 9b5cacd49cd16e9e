package rulesets

import (
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// Helpers shared by the tests of the heap and coordinate games.

// mustRules returns the ruleset called name on s.
func mustRules(t testing.TB, name string, s *games.Store) Ruleset {
	t.Helper()
	r, ok := New(name, s)
	if !ok {
		t.Fatalf("no ruleset %q", name)
	}
	return r
}

// valueOf parses text in r and returns its value.
func valueOf(t testing.TB, r Ruleset, text string) games.ID {
	t.Helper()
	p, err := r.Parse(text)
	if err != nil {
		t.Fatalf("%s %q: %v", r.Name(), text, err)
	}
	v, err := r.Value(p)
	if err != nil {
		t.Fatalf("%s %q: value: %v", r.Name(), text, err)
	}
	return v
}

// byOptions is the naive solver over r's Options: the canonical form of
// a position's option tree, a check that Options agrees with Value.
func byOptions(s *games.Store, r Ruleset) *rulesetstest.Naive[Position] {
	return &rulesetstest.Naive[Position]{Store: s, Key: Position.String, Moves: r.Options}
}

// misereByOptions is the naive misère solver over the Left options of an
// impartial ruleset's Options: the misère canonical form of the option
// tree.
func misereByOptions(ms *misere.MStore, r Ruleset) *rulesetstest.NaiveMisere[Position] {
	return &rulesetstest.NaiveMisere[Position]{Store: ms, Key: Position.String, Moves: func(p Position) []Position {
		l, _ := r.Options(p)
		return l
	}}
}

// parseError checks that text fails to parse at column col with a
// message containing msg.
func parseError(t *testing.T, r Ruleset, text string, col int, msg string) {
	t.Helper()
	_, err := r.Parse(text)
	pe, ok := err.(*ParseError)
	if !ok {
		t.Errorf("%s %q: error %v, want a ParseError", r.Name(), text, err)
		return
	}
	if pe.Col != col || !strings.Contains(pe.Msg, msg) {
		t.Errorf("%s %q: %v, want column %d: ...%s...", r.Name(), text, err, col, msg)
	}
}

// rng is the tests' random source, fixed so failures repeat.
func rng() *rand.Rand { return rand.New(rand.NewSource(18)) }
