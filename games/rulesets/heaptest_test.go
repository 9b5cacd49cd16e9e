package rulesets

import (
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
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

// game parses a game in CGSuite's notation.
func game(t testing.TB, s *games.Store, text string) games.ID {
	t.Helper()
	g, err := s.Parse(text, nil)
	if err != nil {
		t.Fatalf("game %q: %v", text, err)
	}
	return g
}

// ascii prints g as CGSuite does.
func ascii(s *games.Store, g games.ID) string {
	return (&games.Printer{Store: s, Notation: games.ASCII}).String(g)
}

// sameGame fails unless g and h are equal, checked both by canonical
// identity and by comparison both ways.
func sameGame(t testing.TB, s *games.Store, what string, g, h games.ID) {
	t.Helper()
	rel, err := s.Compare(g, h)
	if err != nil {
		t.Fatalf("%s: compare: %v", what, err)
	}
	rel2, err := s.Compare(h, g)
	if err != nil {
		t.Fatalf("%s: compare: %v", what, err)
	}
	if g != h || rel != games.Equal || rel2 != games.Equal {
		t.Errorf("%s: got %s, want %s", what, ascii(s, g), ascii(s, h))
	}
}

// naive is a reference solver: plain recursion over a move generator
// written from the rules, canonical forms built by FromOptions, and a memo
// only of whole positions by their text (no splitting into components, no
// symmetry).
type naive[P any] struct {
	s     *games.Store
	key   func(P) string
	moves func(P) (left, right []P)
	memo  map[string]games.ID
}

func (n *naive[P]) value(t testing.TB, p P) games.ID {
	k := n.key(p)
	if v, ok := n.memo[k]; ok {
		return v
	}
	l, r := n.moves(p)
	var lv, rv []games.ID
	for _, q := range l {
		lv = append(lv, n.value(t, q))
	}
	for _, q := range r {
		rv = append(rv, n.value(t, q))
	}
	v, err := n.s.FromOptions(lv, rv)
	if err != nil {
		t.Fatal(err)
	}
	if n.memo == nil {
		n.memo = map[string]games.ID{}
	}
	n.memo[k] = v
	return v
}

// byOptions solves p through r's Options alone: the canonical form of its
// option tree, a check that Options agrees with Value.
func byOptions(t testing.TB, s *games.Store, r Ruleset, p Position, memo map[string]games.ID) games.ID {
	if v, ok := memo[p.String()]; ok {
		return v
	}
	l, rt := r.Options(p)
	var lv, rv []games.ID
	for _, q := range l {
		lv = append(lv, byOptions(t, s, r, q, memo))
	}
	for _, q := range rt {
		rv = append(rv, byOptions(t, s, r, q, memo))
	}
	v, err := s.FromOptions(lv, rv)
	if err != nil {
		t.Fatal(err)
	}
	memo[p.String()] = v
	return v
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
