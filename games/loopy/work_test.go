package loopy

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cgcalc/games"
)

// fromShortRecursive is the plain recursion FromShort replaced, kept as
// the reference: one node per follower, numbered when first met, Left
// options before Right ones.
func fromShortRecursive(s *games.Store, id games.ID) (*Graph, error) {
	c, err := s.Canonical(id)
	if err != nil {
		return nil, err
	}
	g := &Graph{}
	idx := map[games.ID]int32{}
	var visit func(games.ID) (int32, error)
	visit = func(x games.ID) (int32, error) {
		if i, ok := idx[x]; ok {
			return i, nil
		}
		i := int32(len(g.L))
		idx[x] = i
		g.L, g.R = append(g.L, nil), append(g.R, nil)
		l, r, err := s.Options(x)
		if err != nil {
			return 0, err
		}
		for _, o := range l {
			j, err := visit(o)
			if err != nil {
				return 0, err
			}
			g.L[i] = append(g.L[i], j)
		}
		for _, o := range r {
			j, err := visit(o)
			if err != nil {
				return 0, err
			}
			g.R[i] = append(g.R[i], j)
		}
		return i, nil
	}
	g.Start, err = visit(c)
	return g, err
}

// sameGraph reports whether g and h have the same nodes, options (in
// order) and start, an empty list equal to a nil one.
func sameGraph(g, h *Graph) bool {
	if g.Start != h.Start || len(g.L) != len(h.L) {
		return false
	}
	for v := range g.L {
		if !slices.Equal(g.L[v], h.L[v]) || !slices.Equal(g.R[v], h.R[v]) {
			return false
		}
	}
	return true
}

// randShort returns a random short game of s built from n games, each
// from random options among those before it (numbers, switches, hot and
// infinitesimal games all come up).
func randShort(r *rand.Rand, s *games.Store, n int) (games.ID, error) {
	pool := []games.ID{games.Zero, s.Value(games.NUS{X: games.NewDyadic(1, 0)}), s.Value(games.NUS{M: 1})}
	for range n {
		var l, r2 []games.ID
		for k := r.IntN(3); k > 0; k-- {
			l = append(l, pool[r.IntN(len(pool))])
		}
		for k := r.IntN(3); k > 0; k-- {
			r2 = append(r2, pool[r.IntN(len(pool))])
		}
		c, err := s.FromOptions(l, r2)
		if err != nil {
			return 0, err
		}
		pool = append(pool, c)
	}
	return pool[len(pool)-1], nil
}

// TestFromShortMatchesRecursive checks the walk of FromShort, with its
// own stack, against the plain recursion on random short games, and on
// numbers, whose graphs are long chains.
func TestFromShortMatchesRecursive(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 1))
	s := games.NewStore()
	cases := 300
	if testing.Short() {
		cases = 100
	}
	var ids []games.ID
	for range cases {
		id, err := randShort(r, s, 1+r.IntN(12))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	for _, x := range []int64{0, 1, -7, 300, 5000} {
		ids = append(ids, s.Value(games.NUS{X: games.NewDyadic(x, 0)}))
	}
	ids = append(ids, s.Value(games.NUS{X: games.NewDyadic(-13, 5), U: 3, M: 2}))
	for _, id := range ids {
		got, err := FromShort(s, id)
		if err != nil {
			t.Fatal(err)
		}
		want, err := fromShortRecursive(s, id)
		if err != nil {
			t.Fatal(err)
		}
		if !sameGraph(got, want) {
			t.Fatalf("FromShort(#%d) = %v, the recursion gives %v", id, got, want)
		}
		// shortNodes reads the graph back as the same game.
		back, ok, err := ToShort(s, got)
		c, _ := s.Canonical(id)
		if err != nil || !ok || back != c {
			t.Fatalf("ToShort(FromShort(#%d)) = %d %v %v, want %d", id, back, ok, err, c)
		}
	}
}

// TestFromShortLimits checks FromShort's bound: a number n has n + 1
// positions and n options, so 2n + 1 in all.
func TestFromShortLimits(t *testing.T) {
	s := games.NewStore()
	num := func(n int64) games.ID { return s.Value(games.NUS{X: games.NewDyadic(n, 0)}) }
	for _, tc := range []struct {
		n, limit int64
		ok       bool
	}{
		{10, 21, true},
		{10, 20, false},
		{1000, 2001, true},
		{1000, 2000, false},
		{1_000_000_000, MaxShortGraph, false},
		{-1_000_000_000, MaxShortGraph, false},
	} {
		before := s.Stats.Work
		g, err := fromShort(s, num(tc.n), int(tc.limit))
		if tc.ok != (err == nil) {
			t.Fatalf("fromShort(%d, %d): %v", tc.n, tc.limit, err)
		}
		if !tc.ok && !errors.Is(err, ErrTooLarge) {
			t.Fatalf("fromShort(%d, %d): %v, want ErrTooLarge", tc.n, tc.limit, err)
		}
		if tc.ok && len(g.L) != int(abs(tc.n))+1 {
			t.Fatalf("fromShort(%d): %d nodes", tc.n, len(g.L))
		}
		// Refused by the birthday: no walk at all.
		if !tc.ok && s.Stats.Work-before > 1024 {
			t.Fatalf("fromShort(%d, %d): %d units of work before the error", tc.n, tc.limit, s.Stats.Work-before)
		}
	}
	// A game with few options a position and no birthday shortcut: a
	// sum of switches {n|-n} for n = 1..k has many followers; the bound
	// stops the walk once it has passed it.
	sum, err := s.Parse("{1|-1}+{2|-2}+{3|-3}+{4|-4}+{5|-5}+{6|-6}+{7|-7}+{8|-8}", nil)
	if err != nil {
		t.Fatal(err)
	}
	full, err := FromShort(s, sum)
	if err != nil {
		t.Fatal(err)
	}
	size := 0
	for v := range full.L {
		size += 1 + len(full.L[v]) + len(full.R[v])
	}
	if _, err := fromShort(s, sum, size); err != nil {
		t.Fatalf("at its size %d: %v", size, err)
	}
	if _, err := fromShort(s, sum, size-1); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("below its size %d: %v, want ErrTooLarge", size, err)
	}
	// The store's poll stops the walk.
	stop := errors.New("stop")
	s.SetPoll(func() error { return stop })
	if _, err := FromShort(s, num(200000)); err != stop {
		t.Fatalf("FromShort under a failing poll: %v", err)
	}
	s.SetPoll(nil)
}

func abs(n int64) int64 { return max(n, -n) }

// TestParseHuge checks that the notation's bounds turn huge or deeply
// nested texts into one-line errors wrapping ErrTooLarge, with bounded
// work.
func TestParseHuge(t *testing.T) {
	ones := strings.Repeat("1", 3000)
	nest := func(open, mid, close string, n int) string {
		return strings.Repeat(open, n) + mid + strings.Repeat(close, n)
	}
	for _, text := range []string{
		"{11111111|pass}",
		"{" + ones + "|pass}",
		ones + "+on",
		ones + "over",
		"{" + ones + "|1}+over",
		nest("{1|", "pass", "}", 3000),
		nest("(", "on", ")", 3000),
		strings.Repeat("-", 3000) + "on",
		strings.Repeat("+-", 3000) + "on",
		nest("Tiny(", "on", ")", 1000),
		strings.TrimSuffix(strings.Repeat("{1|pass}+", 40), "+"),
		strings.TrimSuffix(strings.Repeat("1over+", 40), "+"),
		"a{" + strings.Repeat("{1|a},", 70000) + "0|a}",
	} {
		s := games.NewStore()
		_, err := Parse(s, text)
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("Parse(%.40q…): %v, want ErrTooLarge", text, err)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || len(msg) > 300 {
			t.Errorf("Parse(%.40q…): error of %d characters: %.300s", text, len(msg), msg)
		}
		if s.Stats.Work > 1<<22 {
			t.Errorf("Parse(%.40q…): %d units of work", text, s.Stats.Work)
		}
	}
	// Within the bounds, deep texts read.
	s := games.NewStore()
	if g, err := Parse(s, nest("{1|", "pass", "}", 300)); err != nil || len(g.L) < 300 {
		t.Fatalf("300 nested braces: %v", err)
	}
}
