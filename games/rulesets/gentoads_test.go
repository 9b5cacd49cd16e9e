package rulesets

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// naiveGenToads is the plain recursion of GenToadsAndFrogs(jumps) from
// the rules, on whole strips: a piece steps into the empty cell ahead, or
// jumps a run of 1 to jumps opposing pieces into the empty cell beyond.
func naiveGenToads(s *games.Store, jumps int) *rulesetstest.Naive[string] {
	moves := func(p string, us, them byte, dir int) []string {
		var out []string
		for n := range p {
			if p[n] != us {
				continue
			}
			for k := 1; k <= jumps+1; k++ {
				t := n + k*dir
				if t < 0 || t >= len(p) {
					break
				}
				between := true
				for i := 1; i < k; i++ {
					between = between && p[n+i*dir] == them
				}
				if between && p[t] == '.' {
					b := []byte(p)
					b[n], b[t] = '.', us
					out = append(out, string(b))
				}
			}
		}
		return out
	}
	return &rulesetstest.Naive[string]{Store: s, Key: func(p string) string { return p },
		Moves: func(p string) (left, right []string) { return moves(p, 't', 'f', 1), moves(p, 'f', 't', -1) }}
}

func TestGenToadsValues(t *testing.T) {
	s := games.NewStore()
	for _, c := range []struct {
		jumps     int
		pos, want string
		note      string
	}{
		{2, "tttt..fff", "{1/2*|v}", "CGSuite (Siegel), version 2.x, GameStripTest.scala: GenToadsAndFrogs(2)(\"tttt..fff\")"},
		{0, "t.f", "*", "by hand: either player's step leaves tf, 0"},
		{0, "t..f", "0", "by hand: each step leaves t.f = *: {*|*}"},
		{0, "t..", "2", "by hand: the toad has two cells to go"},
		{0, "tf.t.", "1", "by hand: tf never moves; the last toad has one cell"},
		{0, "tt.f", "{1|0}", "by hand: Left's step leaves t.tf, where only her first toad steps, 1; Right's leaves ttf., 0"},
		{1, "tt.ff", "*", "Toads and Frogs (Winning Ways, ch. 1): tt.ff = *"},
		{1, "t.tf", "1/2", "Toads and Frogs: t.tf = 1/2 (Erickson, 1996)"},
		{2, "t.ff", "", "brute force"},
		{3, "ttt..fff", "", "brute force"},
	} {
		r := NewGenToads(s, fmt.Sprintf("gen-toads-and-frogs %d", c.jumps), c.jumps)
		got := valueOf(t, r, c.pos)
		nv := naiveGenToads(s, c.jumps)
		rulesetstest.SameGame(t, s, fmt.Sprintf("GenToadsAndFrogs(%d)(%q) vs naive", c.jumps, c.pos), got, nv.Value(t, c.pos))
		if c.want != "" {
			rulesetstest.SameGame(t, s, fmt.Sprintf("GenToadsAndFrogs(%d)(%q) (%s)", c.jumps, c.pos, c.note), got, rulesetstest.Game(t, s, c.want))
		}
	}
}

// TestGenToadsAgainstNaive compares the solver with the naive recursion
// on random strips for maxJump 0 to 3, checks the split (the segments'
// naive values sum to the strip's) and the mirror, and that maxJump 1 is
// the toads-and-frogs ruleset.
func TestGenToadsAgainstNaive(t *testing.T) {
	s := games.NewStore()
	tf, _ := New("toads-and-frogs", s)
	rng := rand.New(rand.NewSource(37))
	for jumps := 0; jumps <= 3; jumps++ {
		r := NewGenToads(s, "gen", jumps).(*genToads)
		nv := naiveGenToads(s, jumps)
		nonzero := 0
		for k := 0; k < 150; k++ {
			n := 1 + rng.Intn(10)
			var b strings.Builder
			for range n {
				b.WriteByte("ttff..."[rng.Intn(7)])
			}
			text := b.String()
			got := valueOf(t, r, text)
			want := nv.Value(t, text)
			if !rulesetstest.SameGame(t, s, fmt.Sprintf("GenToadsAndFrogs(%d)(%q) vs naive", jumps, text), got, want) {
				t.FailNow()
			}
			if got != games.Zero {
				nonzero++
			}
			in := r.frozen(text)
			var terms []games.Term
			for i := 0; i < len(text); i++ {
				if in[i] {
					continue
				}
				j := i
				for j < len(text) && !in[j] {
					j++
				}
				terms = append(terms, games.Term{ID: nv.Value(t, text[i:j]), Mult: 1})
				i = j
			}
			if sum, _ := s.CanonicalSum(terms...); sum != want {
				t.Fatalf("GenToadsAndFrogs(%d)(%q): segments sum to %s, naive %s", jumps, text, rulesetstest.Show(s, sum), rulesetstest.Show(s, want))
			}
			neg, _ := s.CanonicalSum(games.Term{ID: want, Mult: -1})
			if m := nv.Value(t, genToadsMirror(text)); m != neg {
				t.Fatalf("GenToadsAndFrogs(%d)(%q): the mirror is %s, not the negative", jumps, text, rulesetstest.Show(s, m))
			}
			if jumps == 1 {
				rulesetstest.SameGame(t, s, fmt.Sprintf("toads-and-frogs %q", text), valueOf(t, tf, text), got)
			}
		}
		if nonzero < 50 {
			t.Errorf("maxJump %d: only %d of 150 strips are not 0", jumps, nonzero)
		}
	}
}
