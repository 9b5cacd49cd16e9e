package games

import (
	"testing"
)

// farStarBrute returns 1 + the largest m with *m a subposition of canonical
// c, walking every subposition (NUS values through their listed options,
// no shortcut for numbers plus infinitesimals).
func farStarBrute(t *testing.T, s *Store, c ID, seen map[ID]bool, best *uint64) {
	if seen[c] {
		return
	}
	seen[c] = true
	if v, ok := s.NUSValue(c); ok && v.X.IsZero() && v.U == 0 {
		*best = max(*best, v.M+1)
	}
	l, r := stOpts(t, s, c)
	for _, o := range append(l, r...) {
		farStarBrute(t, s, o, seen, best)
	}
}

// TestFarStar checks FarStar: by hand on small games (*m has far star
// *(m+1); ↑ = {0|*} and 1* = {1|1} have *2 and *1), and against a walk of
// every subposition (farStarBrute) on random games born by day 3 and sums
// of two; no subposition is the far star.
func TestFarStar(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	for _, c := range []struct {
		game string
		want uint64
	}{
		{"0", 1}, {"*", 2}, {"*3", 4}, {"↑", 2}, {"1*", 1}, {"1", 1}, {"{*2|0}", 3}, {"{1|*4}", 5},
	} {
		if got := stU(t)(s.FarStar(smParse(t, s, c.game))); got != c.want {
			t.Errorf("far star of %s is *%d, want *%d (its subpositions' nimbers, by hand)", c.game, got, c.want)
		}
	}
	var forms []ID
	for _, g := range stRandomGames(41, stSize(200, 60), 3) {
		forms = append(forms, stCanon(t, s, fromRef(s, g)))
	}
	for i := range len(forms) / 4 {
		forms = append(forms, stCanon(t, s, st(t)(s.Plus(forms[i], forms[len(forms)-1-i]))))
	}
	for _, c := range forms {
		got := stU(t)(s.FarStar(c))
		want := uint64(0)
		seen := map[ID]bool{}
		farStarBrute(t, s, c, seen, &want)
		if got != want {
			t.Errorf("far star of %s is *%d, want *%d (walk of the subpositions)", stShow(s, c), got, want)
		}
		if seen[s.Value(NUS{M: got})] {
			t.Errorf("far star *%d of %s is a subposition", got, stShow(s, c))
		}
	}
}

// stU is st for a uint64 result.
func stU(t *testing.T) func(uint64, error) uint64 {
	return func(n uint64, err error) uint64 {
		t.Helper()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return n
	}
}

// TestStarProjection checks StarProjection: cgt-tools' two cases of its
// reduced canonical form (the star projection of G heated by *;
// cgt/short/partizan/canonical_form.rs, test "reduced"), by hand (x* and
// x project to x, *2 to *), and on random games against the walk of
// atomicsmall_test.go (smStarProjection) and, for games that are not
// numbers plus infinitesimals, the reduced canonical form of Calistrate's
// theorem: the star projection of ∫^* G is rcf(G).
func TestStarProjection(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	star := smParse(t, s, "*")
	for _, c := range []struct{ game, heated, want string }{
		{"{{2|0},1*|*}", "yes", "{1|0}"},
		{"{{3/2*|1/2}|{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "yes", "{{3/2|1/2}|{0|-3},{{-1/2|-1}|-5/2}}"},
		{"3/4*", "", "3/4"},
		{"-2", "", "-2"},
		{"*2", "", "*"},
		{"{1*|-1*}", "", "{1|-1}"},
	} {
		g := smParse(t, s, c.game)
		if c.heated != "" {
			g = st(t)(s.Heat(g, star))
		}
		got := st(t)(s.StarProjection(g))
		if want := stCanon(t, s, smParse(t, s, c.want)); got != want {
			t.Errorf("star projection of %s (heated by * %q) is %s, want %s", c.game, c.heated, stShow(s, got), c.want)
		}
	}
	for _, g := range stRandomGames(43, stSize(200, 60), 3) {
		c := stCanon(t, s, fromRef(s, g))
		got := st(t)(s.StarProjection(c))
		if want := smStarProjection(t, s, c, map[ID]ID{}); got != want {
			t.Errorf("star projection of %s is %s, want %s (smStarProjection)", stShow(s, c), stShow(s, got), stShow(s, want))
		}
		if _, ok := s.NUSValue(c); ok {
			continue
		}
		p := st(t)(s.StarProjection(st(t)(s.Heat(c, star))))
		if r := smRCF(t, s, c); p != r {
			t.Errorf("star projection of %s heated by * is %s, rcf %s", stShow(s, c), stShow(s, p), stShow(s, r))
		}
	}
}
