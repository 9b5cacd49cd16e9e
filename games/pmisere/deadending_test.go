package pmisere

import (
	"math/rand"
	"testing"

	"cgcalc/games"
)

// deadEndingBornBy2 returns the dead-ending forms born by day 2: the
// {L|R} with L and R sets of the four games of day 1 (0, 1 = {0|},
// -1 = {|0} and * = {0|0}) that are dead-ending, 0 and the day-1 games
// among them: 225 with options for both players, 4 Left ends ({|},
// {|0}, {|-1}, {|0,-1}) and 3 more Right ends.
func deadEndingBornBy2(s *games.Store, c *Classifier[games.ID]) []games.ID {
	z := games.Zero
	one := s.NewForm([]games.ID{z}, nil)
	minus := s.NewForm(nil, []games.ID{z})
	star := s.NewForm([]games.ID{z}, []games.ID{z})
	day1 := []games.ID{z, one, minus, star}
	var out []games.ID
	for a := range 16 {
		for b := range 16 {
			var l, r []games.ID
			for i, g := range day1 {
				if a&(1<<i) != 0 {
					l = append(l, g)
				}
				if b&(1<<i) != 0 {
					r = append(r, g)
				}
			}
			g := s.NewForm(l, r)
			if in, _ := c.IsDeadEnding(g); in {
				out = append(out, g)
			}
		}
	}
	return out
}

// randomDeadEnding returns a dead-ending {L|R} whose options are drawn
// from pool (up to w a side, a side empty with probability 1/6).
func randomDeadEnding(rng *rand.Rand, s *games.Store, c *Classifier[games.ID], pool []games.ID, w int) games.ID {
	pick := func() []games.ID {
		if rng.Intn(6) == 0 {
			return nil
		}
		out := make([]games.ID, 1+rng.Intn(w))
		for i := range out {
			out[i] = pool[rng.Intn(len(pool))]
		}
		return out
	}
	for {
		g := s.NewForm(pick(), pick())
		if in, _ := c.IsDeadEnding(g); in {
			return g
		}
	}
}

// deadEndingFixture is the shared set-up of the dead-ending tests: a
// store, a calculator modulo E, a search of sums, the games born by day
// 2, and the test games X of the brute force: every dead-ending game born
// by day 2, 300 random ones of day 3, and the waiting games M_k =
// {| 0, M_{k-1}} and their conjugates up to k = 6 (the Left ends whose
// sums the proviso reads, born later than day 3).
type deadEndingFixture struct {
	s      *games.Store
	d      *Modulo
	search *Search[Key]
	class  *Classifier[games.ID]
	day2   []games.ID
	xs     []games.ID
}

func newDeadEndingFixture(seed int64) *deadEndingFixture {
	rng := rand.New(rand.NewSource(seed))
	s := games.NewStore()
	f := &deadEndingFixture{s: s, d: NewModulo(s, DeadEnding), search: NewSearch[Key](Games{s}),
		class: NewClassifier[games.ID](Forms{s})}
	f.day2 = deadEndingBornBy2(s, f.class)
	f.xs = append(f.xs, f.day2...)
	for range 300 {
		f.xs = append(f.xs, randomDeadEnding(rng, s, f.class, f.day2, 3))
	}
	for k := 1; k <= 6; k++ {
		f.xs = append(f.xs, f.d.waitingGame(k, true), f.d.waitingGame(k, false))
	}
	return f
}

func (f *deadEndingFixture) outcome(t *testing.T, ids ...games.ID) games.Outcome {
	w, err := f.search.Wins(SumKey(ids...))
	if err != nil {
		t.Fatal(err)
	}
	return w.Outcome()
}

// TestDeadEndingFixture checks the count of the test games of day 2
// against the count worked out by hand (deadEndingBornBy2's comment).
func TestDeadEndingFixture(t *testing.T) {
	f := newDeadEndingFixture(1)
	if len(f.day2) != 232 {
		t.Errorf("%d dead-ending forms born by day 2, want 225 + 4 + 3 = 232", len(f.day2))
	}
}

// TestDeadEndingComparisonBruteForce compares Geq modulo E with the
// definition, G ≥ H when o(G + X) ≥ o(H + X) for every dead-ending X, on
// random dead-ending games of day 3: every G ≥ H found must hold for all
// the test games X, and every G ≱ H must be told apart by one of them or
// by a random dead-ending game of day 3 searched for it.
func TestDeadEndingComparisonBruteForce(t *testing.T) {
	t.Parallel()
	f := newDeadEndingFixture(2013)
	rng := rand.New(rand.NewSource(2021))
	var geqs, nots, witnessed int
	for range 400 {
		g := randomDeadEnding(rng, f.s, f.class, f.day2, 2)
		h := randomDeadEnding(rng, f.s, f.class, f.day2, 2)
		ok, err := f.d.Geq(g, h)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, x := range f.xs {
			og, oh := f.outcome(t, g, x), f.outcome(t, h, x)
			if !geqOutcome(og, oh) {
				found = true
				if ok {
					t.Fatalf("Geq(%d, %d) but o(G+X) = %v < o(H+X) = %v for X = %d", g, h, og, oh, x)
				}
				break
			}
		}
		for i := 0; !ok && !found && i < 3000; i++ {
			x := randomDeadEnding(rng, f.s, f.class, f.day2, 4)
			found = !geqOutcome(f.outcome(t, g, x), f.outcome(t, h, x))
		}
		if ok {
			geqs++
		} else {
			nots++
			if found {
				witnessed++
			}
		}
	}
	t.Logf("%d pairs G ≥ H, %d pairs G ≱ H of which %d told apart", geqs, nots, witnessed)
	if geqs < 40 || nots < 40 {
		t.Fatalf("only %d pairs G ≥ H and %d pairs G ≱ H: the sample is not varied", geqs, nots)
	}
	if witnessed != nots {
		t.Errorf("%d of %d pairs G ≱ H were told apart by no test game X", nots-witnessed, nots)
	}
}

// TestDeadEndingCanonical checks the canonical forms modulo E on random
// dead-ending games of day 3: each equals its game by the comparison test
// and by the definition (the same outcomes with every test game X
// added), is its own canonical form, and two games have the same
// canonical form exactly when the comparison test finds them equal.
func TestDeadEndingCanonical(t *testing.T) {
	t.Parallel()
	f := newDeadEndingFixture(1807)
	rng := rand.New(rand.NewSource(11297))
	var gs, cs []games.ID
	for range 300 {
		g := randomDeadEnding(rng, f.s, f.class, f.day2, 3)
		c, err := f.d.Canonical(g)
		if err != nil {
			t.Fatal(err)
		}
		if eq, err := f.d.Equal(g, c); err != nil || !eq {
			t.Fatalf("canonical form %d of %d is not equal to it (err %v)", c, g, err)
		}
		if cc, _ := f.d.Canonical(c); cc != c {
			t.Fatalf("canonical form %d of %d has canonical form %d", c, g, cc)
		}
		for _, x := range f.xs {
			if a, b := f.outcome(t, g, x), f.outcome(t, c, x); a != b {
				t.Fatalf("G = %d and its canonical form %d differ with X = %d: %v, %v", g, c, x, a, b)
			}
		}
		gs, cs = append(gs, g), append(cs, c)
	}
	classes := map[games.ID]bool{}
	bad := 0
	for i := range gs {
		classes[cs[i]] = true
		for j := range i {
			eq, err := f.d.Equal(gs[i], gs[j])
			if err != nil {
				t.Fatal(err)
			}
			if eq != (cs[i] == cs[j]) {
				bad++
				if bad < 5 {
					t.Errorf("games %s and %s: equal modulo E %v, canonical forms %s and %s", show(f.s, gs[i]), show(f.s, gs[j]), eq, show(f.s, cs[i]), show(f.s, cs[j]))
				}
			}
		}
	}
	t.Logf("%d canonical forms among 300 random games, %d bad pairs", len(classes), bad)
	if len(classes) < 30 {
		t.Errorf("only %d canonical forms among 300 random dead-ending games", len(classes))
	}
}
