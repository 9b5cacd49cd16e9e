package rulesets

import (
	"fmt"
	"math/rand"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// naiveEuclid is the plain recursion of Partizan Euclid from the rules,
// on the pair as it is (no reduction mod q).
func naiveEuclid(s *games.Store) *rulesetstest.Naive[[2]int64] {
	return &rulesetstest.Naive[[2]int64]{Store: s,
		Key: func(p [2]int64) string { return fmt.Sprint(p) },
		Moves: func(p [2]int64) (left, right [][2]int64) {
			r := p[0] % p[1]
			if r == 0 {
				return nil, nil
			}
			return [][2]int64{{p[1], r}}, [][2]int64{{p[1], p[1] - r}}
		}}
}

func TestPartizanEuclidValues(t *testing.T) {
	s := games.NewStore()
	r, _ := New("partizan-euclid", s)
	nv := naiveEuclid(s)
	for _, c := range []struct {
		p, q       int64
		want, note string
	}{
		{6, 3, "0", "by hand: 3 divides 6, no move"},
		{3, 2, "*", "by hand: both move to 2,1 = 0"},
		{5, 3, "v", "by hand: Left to 3,2 = *, Right to 3,1 = 0: {*|0}"},
		{4, 3, "^", "by hand: Left to 3,1 = 0, Right to 3,2 = *: {0|*}"},
		{2, 5, "{*|v}", "by hand: Left to 5,2 = *, Right to 5,3 = v"},
		{8, 5, "{v|*}", "by hand: 8 mod 5 = 3: Left to 5,3 = v, Right to 5,2 = *"},
		{13, 8, "", "brute force"},
		{100, 37, "", "brute force"},
	} {
		got := valueOf(t, r, fmt.Sprintf("%d,%d", c.p, c.q))
		want := nv.Value(t, [2]int64{c.p, c.q})
		rulesetstest.SameGame(t, s, fmt.Sprintf("partizan-euclid %d,%d vs naive", c.p, c.q), got, want)
		if c.want != "" {
			rulesetstest.SameGame(t, s, fmt.Sprintf("partizan-euclid %d,%d (%s)", c.p, c.q, c.note), got, rulesetstest.Game(t, s, c.want))
		}
	}
}

// TestPartizanEuclidAgainstNaive compares the solver with the naive
// recursion on random pairs.
func TestPartizanEuclidAgainstNaive(t *testing.T) {
	s := games.NewStore()
	r, _ := New("partizan-euclid", s)
	nv := naiveEuclid(s)
	rng := rand.New(rand.NewSource(37))
	nonzero := 0
	for k := 0; k < 300; k++ {
		p, q := 1+rng.Int63n(2000), 1+rng.Int63n(300)
		if k%3 == 0 { // long runs of Right's: p mod q small against q
			q = 200 + rng.Int63n(800)
			p = q*(1+rng.Int63n(5)) + 1 + rng.Int63n(12)
		}
		got := valueOf(t, r, fmt.Sprintf("%d,%d", p, q))
		if !rulesetstest.SameGame(t, s, fmt.Sprintf("partizan-euclid %d,%d vs naive", p, q), got, nv.Value(t, [2]int64{p, q})) {
			t.FailNow()
		}
		if got != games.Zero {
			nonzero++
		}
	}
	if nonzero < 200 {
		t.Errorf("only %d of 300 pairs are not 0", nonzero)
	}
}
