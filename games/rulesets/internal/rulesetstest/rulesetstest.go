// Package rulesetstest is the test kit of package rulesets: the plain
// definition of a game's value, against which the tests check each
// ruleset's solver, and the reading, printing and comparing of games that
// those tests share.
//
// Naive values a position as the definition states it, G = {G^L | G^R}:
// the options a move generator lists, each valued by the same recursion,
// joined by games.Store.FromOptions into the canonical form. It knows none
// of a solver's shortcuts (no splitting into components, no symmetry, no
// closed form, no table); its only memo is of whole positions, by a key
// the test gives. NaiveMisere is the same in misère play, the options
// joined by misere.MStore.Game.
//
// It imports only the games packages and the standard library, and nothing
// of package rulesets, so that the plain definition cannot borrow from the
// solvers it checks: a test gives the move generator, written from the
// rules (or a ruleset's Options, to check that they agree with its Value).
package rulesetstest

import (
	"reflect"
	"testing"

	"cgcalc/games"
	"cgcalc/games/misere"
)

// Naive is the reference solver over positions of type P: plain recursion
// over Moves, canonical forms by FromOptions, memoised by Key only. The
// zero memo is ready: a Naive needs only its three fields.
type Naive[P any] struct {
	Store *games.Store
	// Key names a position for the memo: two positions with the same key
	// must be the same position (the exact board, strip or sum, not one
	// folded by a symmetry).
	Key func(P) string
	// Moves lists the positions Left and Right move to.
	Moves func(P) (left, right []P)
	memo  map[string]games.ID
}

// Value returns the canonical form of p, failing t if the store refuses
// (a limit, its poll).
func (n *Naive[P]) Value(t testing.TB, p P) games.ID {
	t.Helper()
	if n.memo == nil {
		n.memo = map[string]games.ID{}
	}
	join := func(l, r []games.ID) (games.ID, error) { return n.Store.FromOptions(l, r) }
	v, err := solve(p, n.Key, n.Moves, join, n.memo)
	if err != nil {
		t.Fatalf("naive value of %q: %v", n.Key(p), err)
	}
	return v
}

// Len returns the number of positions valued so far.
func (n *Naive[P]) Len() int { return len(n.memo) }

// NaiveMisere is the reference solver of impartial positions in misère
// play: plain recursion over Moves, misère canonical forms by the MStore's
// Game, memoised by Key only.
type NaiveMisere[P any] struct {
	Store *misere.MStore
	Key   func(P) string
	// Moves lists the positions a move leads to, for either player.
	Moves func(P) []P
	memo  map[string]misere.MID
}

// Value returns the misère canonical form of p.
func (n *NaiveMisere[P]) Value(p P) misere.MID {
	if n.memo == nil {
		n.memo = map[string]misere.MID{}
	}
	moves := func(p P) (left, right []P) { return n.Moves(p), nil }
	join := func(l, _ []misere.MID) (misere.MID, error) { return n.Store.Game(l), nil }
	v, _ := solve(p, n.Key, moves, join, n.memo)
	return v
}

// solve is the recursion of both solvers: the value of p joined from its
// options' values, each position valued once. An option that Moves lists
// for both players is valued once: the same slice returned for both sides
// (an impartial game's left, left), or, where P is a pointer type, the
// same pointer on both sides.
func solve[P, V any](p P, key func(P) string, moves func(P) (left, right []P), join func(left, right []V) (V, error), memo map[string]V) (V, error) {
	k := key(p)
	if v, ok := memo[k]; ok {
		return v, nil
	}
	l, r := moves(p)
	values := func(side []P, seen map[any]V) ([]V, error) {
		out := make([]V, 0, len(side))
		for _, q := range side {
			var v V
			ok := false
			if seen != nil {
				v, ok = seen[any(q)]
			}
			if !ok {
				var err error
				if v, err = solve(q, key, moves, join, memo); err != nil {
					return nil, err
				}
			}
			out = append(out, v)
		}
		return out, nil
	}
	lv, err := values(l, nil)
	if err != nil {
		var zero V
		return zero, err
	}
	rv := lv
	if len(l) != len(r) || len(l) == 0 || &l[0] != &r[0] {
		var seen map[any]V
		if reflect.TypeFor[P]().Kind() == reflect.Pointer && len(l) > 0 && len(r) > 0 {
			seen = make(map[any]V, len(l))
			for i, q := range l {
				seen[any(q)] = lv[i]
			}
		}
		if rv, err = values(r, seen); err != nil {
			var zero V
			return zero, err
		}
	}
	v, err := join(lv, rv)
	if err != nil {
		return v, err
	}
	memo[k] = v
	return v, nil
}

// Game reads text, a game as CGSuite writes it, to its canonical form,
// failing t if it does not read.
func Game(t testing.TB, s *games.Store, text string) games.ID {
	t.Helper()
	g, err := s.Parse(text, nil)
	if err == nil {
		g, err = s.Canonical(g)
	}
	if err != nil {
		t.Fatalf("game %q: %v", text, err)
	}
	return g
}

// showLimit bounds a game's text in a failure message.
const showLimit = 1000

// Show prints g as CGSuite does, in ASCII.
func Show(s *games.Store, g games.ID) string {
	return (&games.Printer{Store: s, Notation: games.ASCII, Limit: showLimit}).String(g)
}

// SameGame reports whether got and want are the same game: the same
// canonical node, and equal by comparison both ways. If not, it fails t
// (without stopping it) with what, both games and how they compare, as in
// "domineering ..|.. vs naive: got 1, want +-1 (got ‖ want)".
func SameGame(t testing.TB, s *games.Store, what string, got, want games.ID) bool {
	t.Helper()
	rel, err := s.Compare(got, want)
	if err != nil {
		t.Errorf("%s: got %s, want %s: compare: %v", what, Show(s, got), Show(s, want), err)
		return false
	}
	back, err := s.Compare(want, got)
	if err != nil {
		t.Errorf("%s: got %s, want %s: compare: %v", what, Show(s, got), Show(s, want), err)
		return false
	}
	switch {
	case rel != games.Equal || back != games.Equal:
		t.Errorf("%s: got %s, want %s (got %v want, want %v got)", what, Show(s, got), Show(s, want), rel, back)
	case got != want:
		t.Errorf("%s: got %s, want %s: equal, but not the same canonical node (%d and %d)", what, Show(s, got), Show(s, want), got, want)
	default:
		return true
	}
	return false
}

// SameMisere reports whether got and want are the same misère canonical
// form; if not, it fails t (without stopping it) with what and both forms.
func SameMisere(t testing.TB, ms *misere.MStore, what string, got, want misere.MID) bool {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %s, want %s (misère)", what, ms.CGSuite(got), ms.CGSuite(want))
		return false
	}
	return true
}
