package games

import (
	"math/rand"
	"slices"
	"testing"

	"cgcalc/games/misere"
)

// A brute-force player for checking the store: games as explicit trees,
// won or lost by minimax search from the definition of normal play (the
// player unable to move loses), with no canonical forms, comparisons or
// caches of the store involved.

// gtree is a game tree: Left's and Right's options.
type gtree struct{ l, r []*gtree }

// minimax solves game trees, memoising by node.
type minimax struct {
	first map[[2]any]bool
	sums  map[[2]*gtree]*gtree
	negs  map[*gtree]*gtree
	trees map[ID]*gtree
}

func newMinimax() *minimax {
	return &minimax{first: map[[2]any]bool{}, sums: map[[2]*gtree]*gtree{}, negs: map[*gtree]*gtree{}, trees: map[ID]*gtree{}}
}

// firstWins reports whether the player to move (Left if left) wins t.
func (m *minimax) firstWins(t *gtree, left bool) bool {
	k := [2]any{t, left}
	if w, ok := m.first[k]; ok {
		return w
	}
	opts := t.r
	if left {
		opts = t.l
	}
	w := false
	for _, o := range opts {
		if !m.firstWins(o, !left) {
			w = true
			break
		}
	}
	m.first[k] = w
	return w
}

// geqZero: Left wins t when Right starts. leqZero: Right wins when Left
// starts.
func (m *minimax) geqZero(t *gtree) bool { return !m.firstWins(t, false) }
func (m *minimax) leqZero(t *gtree) bool { return !m.firstWins(t, true) }

// sum is the disjunctive sum a + b, by its definition.
func (m *minimax) sum(a, b *gtree) *gtree {
	k := [2]*gtree{a, b}
	if t, ok := m.sums[k]; ok {
		return t
	}
	t := &gtree{}
	for _, o := range a.l {
		t.l = append(t.l, m.sum(o, b))
	}
	for _, o := range b.l {
		t.l = append(t.l, m.sum(a, o))
	}
	for _, o := range a.r {
		t.r = append(t.r, m.sum(o, b))
	}
	for _, o := range b.r {
		t.r = append(t.r, m.sum(a, o))
	}
	m.sums[k] = t
	return t
}

// neg is −t: the roles exchanged.
func (m *minimax) neg(t *gtree) *gtree {
	if n, ok := m.negs[t]; ok {
		return n
	}
	n := &gtree{}
	m.negs[t] = n
	for _, o := range t.r {
		n.l = append(n.l, m.neg(o))
	}
	for _, o := range t.l {
		n.r = append(n.r, m.neg(o))
	}
	return n
}

// times is k·t for an integer k.
func (m *minimax) times(t *gtree, k int) *gtree {
	if k < 0 {
		return m.times(m.neg(t), -k)
	}
	r := &gtree{}
	for range k {
		r = m.sum(r, t)
	}
	return r
}

// tree returns the game tree of a node of the store, as Options gives its
// options: only the store's lists of options are used.
func (m *minimax) tree(t *testing.T, s *Store, id ID) *gtree {
	if g, ok := m.trees[id]; ok {
		return g
	}
	l, r, err := s.Options(id)
	if err != nil {
		t.Fatal(err)
	}
	g := &gtree{}
	for _, o := range l {
		g.l = append(g.l, m.tree(t, s, o))
	}
	for _, o := range r {
		g.r = append(g.r, m.tree(t, s, o))
	}
	m.trees[id] = g
	return g
}

// randomGames returns n random forms born by day 3 (benchForm: 0–3
// options a side) and n sums of two of them, kept as formal sums.
func randomGames(t *testing.T, s *Store, rng *rand.Rand, n int) []ID {
	var out []ID
	for range n {
		out = append(out, benchForm(s, rng, 1+rng.Intn(3)))
	}
	for range n {
		sum, err := s.Plus(out[rng.Intn(n)], out[rng.Intn(n)])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sum)
	}
	return out
}

// TestWinningMovesBruteForce checks WinningMoves on 300 random forms and
// 300 formal sums, both sides, against minimax on the game trees of the
// options: Left's winning moves are the options she wins as the second
// player, G^L ≥ 0 (Winning Ways ch. 2).
func TestWinningMovesBruteForce(t *testing.T) {
	s := NewStore()
	m := newMinimax()
	rng := rand.New(rand.NewSource(17))
	withMoves := 0
	for _, g := range randomGames(t, s, rng, 300) {
		l, r, err := s.Options(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, left := range []bool{true, false} {
			opts, wins := r, m.leqZero
			if left {
				opts, wins = l, m.geqZero
			}
			var want []ID
			for _, o := range opts {
				if wins(m.tree(t, s, o)) {
					want = append(want, o)
				}
			}
			got, err := s.WinningMoves(g, left)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("WinningMoves(%s, left=%v) = %v, minimax %v", s.text(g), left, got, want)
			}
			if len(got) > 0 {
				withMoves++
			}
			// No winning move exactly when the mover loses moving first.
			if (len(got) == 0) != !m.firstWins(m.tree(t, s, g), left) {
				t.Errorf("%s, left=%v: %d winning moves, but the mover wins first: %v", s.text(g), left, len(got), m.firstWins(m.tree(t, s, g), left))
			}
		}
	}
	if withMoves < 200 {
		t.Errorf("only %d cases with a winning move", withMoves)
	}
}

// TestCompareBruteForce checks Compare, the relation of the generic <, =
// and fuzzy, on 600 random pairs against minimax: G ≥ H iff Left wins
// G − H when Right starts (ONAG ch. 1).
func TestCompareBruteForce(t *testing.T) {
	s := NewStore()
	m := newMinimax()
	rng := rand.New(rand.NewSource(23))
	gs := randomGames(t, s, rng, 150)
	seen := map[Relation]int{}
	for range 600 {
		g, h := gs[rng.Intn(len(gs))], gs[rng.Intn(len(gs))]
		d := m.sum(m.tree(t, s, g), m.neg(m.tree(t, s, h)))
		ge, le := m.geqZero(d), m.leqZero(d)
		want := Fuzzy
		switch {
		case ge && le:
			want = Equal
		case ge:
			want = Greater
		case le:
			want = Less
		}
		got, err := s.Compare(g, h)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("Compare(%s, %s) = %v, minimax %v", s.text(g), s.text(h), got, want)
		}
		seen[want]++
	}
	for _, r := range []Relation{Less, Equal, Greater, Fuzzy} {
		if seen[r] < 10 {
			t.Errorf("only %d pairs with relation %v: %v", seen[r], r, seen)
		}
	}
}

// TestCanonicalSumBruteForce checks CanonicalSum, the generic + and *,
// on 300 random g + k·h, k from −2 to 3: the result C is a canonical form
// with C − g − k·h a second-player win, by minimax (ONAG ch. 1: G = H iff
// G − H = 0).
func TestCanonicalSumBruteForce(t *testing.T) {
	s := NewStore()
	m := newMinimax()
	rng := rand.New(rand.NewSource(29))
	var gs []ID
	for range 100 {
		gs = append(gs, benchForm(s, rng, 1+rng.Intn(3)))
	}
	for range 300 {
		g, h, k := gs[rng.Intn(len(gs))], gs[rng.Intn(len(gs))], rng.Intn(6)-2
		c, err := s.CanonicalSum(Term{g, 1}, Term{h, int64(k)})
		if err != nil {
			t.Fatal(err)
		}
		if s.Kind(c) != Canonical {
			t.Errorf("CanonicalSum(%s, %d·%s) = %s is not canonical", s.text(g), k, s.text(h), s.text(c))
		}
		d := m.sum(m.tree(t, s, c), m.neg(m.sum(m.tree(t, s, g), m.times(m.tree(t, s, h), k))))
		if !m.geqZero(d) || !m.leqZero(d) {
			t.Errorf("CanonicalSum(%s, %d·%s) = %s, which minimax finds unequal", s.text(g), k, s.text(h), s.text(c))
		}
	}
	// −2^63 has no positive counterpart: an error, not a wrong sum.
	if _, err := s.CanonicalSum(Term{gs[0], -1 << 63}); err == nil {
		t.Error("CanonicalSum with multiplicity −2^63: no error")
	}
}

// TestSensibleLines checks SensibleLines and SensibleMoves on random forms
// and sums against their definition in CGSuite (Siegel), version 2.x,
// Game.sensibleOptions and Game.sensibleLines: one line per canonical
// option K, each move the first option qualifying, SIDE's moves at least
// as good as K, the opponent's answers as good for him as G, the last
// move equal to K. Canonical forms' sensible moves are their options.
func TestSensibleLines(t *testing.T) {
	s := NewStore()
	rng := rand.New(rand.NewSource(31))
	reversed := 0
	games := randomGames(t, s, rng, 200)
	for range 400 {
		games = append(games, benchForm(s, rng, 4))
	}
	for _, g := range games {
		c, err := s.Canonical(g)
		if err != nil {
			t.Fatal(err)
		}
		cl, cr, _ := s.Options(c)
		for _, left := range []bool{true, false} {
			targets := cr
			if left {
				targets = cl
			}
			// good: x at least as good as k for the side; reverts: y as good
			// for the opponent as g.
			good := func(x, k ID) bool {
				ok, err := s.Leq(k, x)
				if !left {
					ok, err = s.Leq(x, k)
				}
				if err != nil {
					t.Fatal(err)
				}
				return ok
			}
			reverts := func(y ID) bool {
				ok, err := s.Leq(y, c)
				if !left {
					ok, err = s.Leq(c, y)
				}
				if err != nil {
					t.Fatal(err)
				}
				return ok
			}
			mine := func(id ID) []ID {
				l, r, _ := s.Options(id)
				if left {
					return l
				}
				return r
			}
			theirs := func(id ID) []ID {
				l, r, _ := s.Options(id)
				if left {
					return r
				}
				return l
			}
			lines, err := s.SensibleLines(g, left)
			if err != nil {
				t.Fatalf("SensibleLines(%s, %v): %v", s.text(g), left, err)
			}
			if len(lines) != len(targets) {
				t.Fatalf("SensibleLines(%s, %v): %d lines for %d canonical options", s.text(g), left, len(lines), len(targets))
			}
			var firsts []ID
			for j, line := range lines {
				k := targets[j]
				cur := g
				for n := 0; n < len(line); n += 2 {
					x := line[n]
					opts := mine(cur)
					at := slices.Index(opts, x)
					if at < 0 || !good(x, k) || slices.ContainsFunc(opts[:at], func(o ID) bool { return good(o, k) }) {
						t.Errorf("%s, left=%v, line %v: move %d is not the first option ≥ K", s.text(g), left, line, n)
					}
					xc, _ := s.Canonical(x)
					if last := n == len(line)-1; last != (xc == k) {
						t.Errorf("%s, left=%v, line %v: move %d equal to K: %v, last: %v", s.text(g), left, line, n, xc == k, last)
					}
					if n+1 < len(line) {
						y := line[n+1]
						answers := theirs(x)
						at := slices.Index(answers, y)
						if at < 0 || !reverts(y) || slices.ContainsFunc(answers[:at], reverts) {
							t.Errorf("%s, left=%v, line %v: answer %d is not the first reversing one", s.text(g), left, line, n+1)
						}
						cur = y
						reversed++
					}
				}
				if !slices.Contains(firsts, line[0]) {
					firsts = append(firsts, line[0])
				}
			}
			moves, err := s.SensibleMoves(g, left)
			if err != nil || !slices.Equal(moves, firsts) {
				t.Errorf("SensibleMoves(%s, %v) = %v, %v; the lines' first moves are %v", s.text(g), left, moves, err, firsts)
			}
			if cm, err := s.SensibleMoves(c, left); err != nil || !slices.Equal(cm, targets) {
				t.Errorf("SensibleMoves of the canonical %s = %v, %v, want its options %v", s.text(c), cm, err, targets)
			}
		}
	}
	if reversed < 20 {
		t.Errorf("only %d reversing answers met: the test does not exercise reversal", reversed)
	}
}

// TestMisereWinningMoves checks MisereWinningMoves on random impartial
// forms against the misère canonical forms of package misere (Conway,
// ONAG ch. 12), computed independently: an option wins when its canonical
// form's outcome is P. Nimbers are nim heaps: *n is a misère P-position
// only for n = 1 (Bouton's misère rule for one heap).
func TestMisereWinningMoves(t *testing.T) {
	s := NewStore()
	ms := misere.NewMStore()
	rng := rand.New(rand.NewSource(37))
	mids := map[ID]misere.MID{Zero: misere.Zero}
	var pool []ID
	var mid func(id ID) misere.MID
	mid = func(id ID) misere.MID {
		if m, ok := mids[id]; ok {
			return m
		}
		if v, ok := s.NUSValue(id); ok {
			return ms.Nimber(int(v.M))
		}
		l, _, err := s.Options(id)
		if err != nil {
			t.Fatal(err)
		}
		opts := make([]misere.MID, len(l))
		for i, o := range l {
			opts[i] = mid(o)
		}
		mids[id] = ms.Game(opts)
		return mids[id]
	}
	pool = append(pool, Zero, s.Value(NUS{M: 1}), s.Value(NUS{M: 2}), s.Value(NUS{M: 3}))
	ps := 0
	for range 400 {
		var opts []ID
		for range rng.Intn(4) {
			opts = append(opts, pool[rng.Intn(len(pool))])
		}
		g := s.NewForm(opts, opts)
		pool = append(pool, g)
		got, err := s.MisereWinningMoves(g)
		if err != nil {
			t.Fatal(err)
		}
		l, _, _ := s.Options(g)
		var want []ID
		for _, o := range l {
			if ms.Outcome(mid(o)) == 'P' {
				want = append(want, o)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("MisereWinningMoves(%s) = %v, misère canonical forms say %v", s.text(g), got, want)
		}
		ps += len(want)
	}
	if ps < 100 {
		t.Errorf("only %d winning misère moves met", ps)
	}
	// A game that is not impartial is an error naming it.
	for _, g := range []ID{s.Value(NUS{U: 1}), s.NewForm([]ID{Zero}, nil), s.NewForm([]ID{s.NewForm([]ID{Zero}, nil)}, []ID{s.NewForm([]ID{Zero}, nil)})} {
		if _, err := s.MisereWinningMoves(g); err == nil {
			t.Errorf("MisereWinningMoves(%s): no error", s.text(g))
		}
	}
}

// text prints a node for a test's message.
func (s *Store) text(id ID) string { return (&Printer{Store: s}).String(id) }

// BenchmarkWinningMoves finds both players' winning moves in 300 random
// forms and 300 formal sums of two of them, in a fresh store each time
// (ns/op is per 600 games; building them is not timed).
func BenchmarkWinningMoves(b *testing.B) {
	benchMoves(b, func(s *Store, g ID, left bool) error {
		_, err := s.WinningMoves(g, left)
		return err
	})
}

// BenchmarkSensibleLines finds both players' sensible lines in the same
// games as BenchmarkWinningMoves.
func BenchmarkSensibleLines(b *testing.B) {
	benchMoves(b, func(s *Store, g ID, left bool) error {
		_, err := s.SensibleLines(g, left)
		return err
	})
}

// BenchmarkCanonicalSum adds 300 pairs of random forms born by day 3, the
// second with multiplicity −2 to 3, as the generic + and * do, in a fresh
// store each time (ns/op is per 300 sums).
func BenchmarkCanonicalSum(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		s := NewStore()
		rng := rand.New(rand.NewSource(29))
		var gs []ID
		for range 100 {
			gs = append(gs, benchForm(s, rng, 1+rng.Intn(3)))
		}
		b.StartTimer()
		for range 300 {
			g, h, k := gs[rng.Intn(len(gs))], gs[rng.Intn(len(gs))], rng.Intn(6)-2
			if _, err := s.CanonicalSum(Term{g, 1}, Term{h, int64(k)}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func benchMoves(b *testing.B, f func(s *Store, g ID, left bool) error) {
	for b.Loop() {
		b.StopTimer()
		s := NewStore()
		var gs []ID
		rng := rand.New(rand.NewSource(17))
		for range 300 {
			gs = append(gs, benchForm(s, rng, 1+rng.Intn(3)))
		}
		for range 300 {
			sum, err := s.Plus(gs[rng.Intn(300)], gs[rng.Intn(300)])
			if err != nil {
				b.Fatal(err)
			}
			gs = append(gs, sum)
		}
		b.StartTimer()
		for _, g := range gs {
			for _, left := range []bool{true, false} {
				if err := f(s, g, left); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}
