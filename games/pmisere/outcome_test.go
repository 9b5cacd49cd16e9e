package pmisere

import (
	"math/rand"
	"testing"

	"cgcalc/games"
)

// tree is a game tree built independently of the store, for the plain
// recursive search the tests compare with.
type tree struct{ l, r []*tree }

// plainWins is the definition of misère play, without memory: the player
// to move wins when they have no move or a move after which the other
// player, moving first, loses.
func plainWins(t *tree, left bool) bool {
	opts := t.r
	if left {
		opts = t.l
	}
	if len(opts) == 0 {
		return true
	}
	for _, o := range opts {
		if !plainWins(o, !left) {
			return true
		}
	}
	return false
}

// plainSum is the tree of the sum of ts, move by move.
func plainSum(ts ...*tree) *tree {
	out := &tree{}
	for i, t := range ts {
		for _, side := range []bool{true, false} {
			opts := t.r
			if side {
				opts = t.l
			}
			for _, o := range opts {
				next := append(append(append([]*tree(nil), ts[:i]...), o), ts[i+1:]...)
				s := plainSum(next...)
				if side {
					out.l = append(out.l, s)
				} else {
					out.r = append(out.r, s)
				}
			}
		}
	}
	return out
}

// randomTree returns a random tree of depth at most d, with at most w
// options a side.
func randomTree(rng *rand.Rand, d, w int) *tree {
	t := &tree{}
	if d == 0 {
		return t
	}
	for range rng.Intn(w + 1) {
		t.l = append(t.l, randomTree(rng, d-1, w))
	}
	for range rng.Intn(w + 1) {
		t.r = append(t.r, randomTree(rng, d-1, w))
	}
	return t
}

// form builds t in the store as a form, options as given.
func form(s *games.Store, t *tree) games.ID {
	var l, r []games.ID
	for _, o := range t.l {
		l = append(l, form(s, o))
	}
	for _, o := range t.r {
		r = append(r, form(s, o))
	}
	return s.NewForm(l, r)
}

// TestOutcomeDifferential compares the memoised search with the plain
// recursion on thousands of random forms and sums of two and three of
// them (the differential rule: a search against the definition).
func TestOutcomeDifferential(t *testing.T) {
	rng := rand.New(rand.NewSource(36))
	s := games.NewStore()
	search := NewSearch[Key](Games{s})
	counts := map[games.Outcome]int{}
	for i := range 3000 {
		k := 1 + i%3
		ts := make([]*tree, k)
		ids := make([]games.ID, k)
		for j := range ts {
			ts[j] = randomTree(rng, 4-k, 2)
			ids[j] = form(s, ts[j])
		}
		sum := plainSum(ts...)
		want := Wins{plainWins(sum, true), plainWins(sum, false)}
		got, err := search.Wins(SumKey(ids...))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("case %d: search %v, plain recursion %v", i, got, want)
		}
		counts[got.Outcome()]++
	}
	for _, o := range []games.Outcome{games.LeftWins, games.RightWins, games.SecondWins, games.FirstWins} {
		if counts[o] < 100 {
			t.Errorf("outcome %v only %d times in 3000 random sums: the sample is not varied", o, counts[o])
		}
	}
}

// TestOutcomeKnown checks outcomes worked out from the definition.
func TestOutcomeKnown(t *testing.T) {
	s := games.NewStore()
	star, _ := s.Parse("*", nil)
	one := s.Integer(1)
	up, _ := s.Parse("^", nil)
	cases := []struct {
		name string
		ids  []games.ID
		want games.Outcome
	}{
		// 0: the player to move has no move and wins.
		{"0", nil, games.FirstWins},
		// * = {0|0}: the mover must move to 0, where the other wins.
		{"*", []games.ID{star}, games.SecondWins},
		// 1 = {0|}: Right has no move; Left must move to 0, where Right
		// wins (CGSuite's MisereOutcomeClass of {0|} is R, issue 36).
		{"1", []games.ID{one}, games.RightWins},
		// * + *: each move leaves *, a P-position: N (ONAG ch. 12).
		{"*+*", []games.ID{star, star}, games.FirstWins},
		// ↑ = {0|*}: Left moving to 0 leaves Right without a move (R
		// wins); Right moving to * leaves Left to move in *, a
		// P-position, so Right wins both ways.
		{"^", []games.ID{up}, games.RightWins},
		// 1 + (-1): whoever starts must move their own integer to 0; the
		// other must then move theirs, and the first, left without a
		// move, wins: N.
		{"1-1", []games.ID{one, s.Integer(-1)}, games.FirstWins},
	}
	for _, c := range cases {
		w, err := NewSearch[Key](Games{s}).Wins(SumKey(c.ids...))
		if err != nil {
			t.Fatal(err)
		}
		if w.Outcome() != c.want {
			t.Errorf("%s: outcome %v, want %v", c.name, w.Outcome(), c.want)
		}
	}
}

// TestOutcomeTooLarge checks that a line of play beyond MaxDepth is an
// error, not a stack overflow.
func TestOutcomeTooLarge(t *testing.T) {
	s := games.NewStore()
	// n + (-n) is played out in 2n moves.
	_, err := NewSearch[Key](Games{s}).Wins(SumKey(s.Integer(MaxDepth), s.Integer(-MaxDepth)))
	if err == nil {
		t.Fatal("no error for a line of play longer than MaxDepth")
	}
}
