package misere

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestLinkCGSuite checks CGSuite's own values for IsLinkedTo, Link,
// Distinguisher and MisereMinus: CGSuite (Siegel), version 2.x,
// lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala,
// "game.misere.MisereCanonicalGame should implement binary methods
// correctly". The two refusals are CGSuite's errors there ("Those misere
// games are not linked", "... not subtractable").
func TestLinkCGSuite(t *testing.T) {
	t.Parallel()
	s := NewMStore()
	p := func(text string) MID {
		id, err := s.Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		return id
	}
	show := func(id MID, ok bool) string {
		if !ok {
			return "none"
		}
		return s.Compact(id)
	}
	for _, c := range []struct {
		op, g, h, want string
	}{
		{"Distinguisher", "*[[2]]", "*[2]+*[2]", "*[(2#1)21]"},
		{"IsLinkedTo", "*[[[2]]]", "*[2]+*[2]", "true"},
		{"IsLinkedTo", "*[[[2]]]", "*[[2]]", "false"},
		{"Link", "*[[[2]]]", "*[2]+*[2]", "*[((2#1)21)32]"},
		{"Link", "*[[[2]]]", "*[[2]]", "none"},
		{"MisereMinus", "*[[[2]]]", "*[[2]]", "*[2[##-2]0]"},
		{"MisereMinus", "*[[[2]]]", "*[[4]]", "none"},
	} {
		g, h := p(c.g), p(c.h)
		var got string
		switch c.op {
		case "Distinguisher":
			got = show(s.Distinguisher(g, h))
		case "IsLinkedTo":
			got = "false"
			if s.Linked(g, h) {
				got = "true"
			}
		case "Link":
			got = show(s.Link(g, h))
		case "MisereMinus":
			got = show(s.Difference(g, h))
		}
		if got != c.want {
			t.Errorf("(%s) %s (%s) = %s, want %s (CGSuite GameTest.scala)", c.g, c.op, c.h, got, c.want)
		}
	}
}

// bruteWin reports whether the player to move wins a sum of up to three
// canonical forms in misère play, by a plain search of the sum's game
// tree (the options of each part, one part moved at a time; no sums,
// simplification or nim values), with a memo by the multiset of parts.
type bruteWin struct {
	s    *MStore
	memo map[[3]MID]bool
}

func newBruteWin(s *MStore) *bruteWin { return &bruteWin{s, map[[3]MID]bool{}} }

// win is the search for the sum g + h.
func (b *bruteWin) win(g, h MID) bool { return b.win3([3]MID{g, h, Zero}) }

func (b *bruteWin) win3(parts [3]MID) bool {
	slices.Sort(parts[:])
	if parts == ([3]MID{}) {
		return true // no move: the player to move wins in misère play
	}
	if w, ok := b.memo[parts]; ok {
		return w
	}
	w := false
	for i := 0; i < 3 && !w; i++ {
		for _, o := range b.s.nodes[parts[i]].opts {
			next := parts
			next[i] = o
			if !b.win3(next) {
				w = true
				break
			}
		}
	}
	b.memo[parts] = w
	return w
}

// linkPool returns the forms born by day 4 and random games of birthday
// 5 and 6 (of one to three options among the forms already made, and
// sums of two), count in all, from a fixed seed.
func linkPool(s *MStore, count int) []MID {
	r := rand.New(rand.NewPCG(9, 7))
	pool, _ := s.BornBy(4)
	seen := map[MID]bool{}
	for _, g := range pool {
		seen[g] = true
	}
	for len(pool) < count {
		var g MID
		if r.IntN(4) == 0 {
			g = s.Sum(pool[r.IntN(len(pool))], pool[r.IntN(len(pool))])
		} else {
			var opts []MID
			for range 1 + r.IntN(3) {
				opts = append(opts, pool[r.IntN(len(pool))])
			}
			g = s.Game(opts)
		}
		if !seen[g] && s.Birthday(g) <= 6 {
			seen[g] = true
			pool = append(pool, g)
		}
	}
	return pool
}

// TestLinkBruteForce checks Linked, Link and Distinguisher against their
// definitions, by a plain search (bruteWin), on pairs of small forms:
//   - when Link finds T, g + T and h + T are both P-positions;
//   - when it does not (one is an option of the other), no game of the
//     pool links them either;
//   - Linked agrees with Link;
//   - for g ≠ h, g + X is a P-position and h + X an N-position for
//     X = Distinguisher(g, h); for g = h there is none;
//   - both answer the same when asked again (each call starts afresh).
func TestLinkBruteForce(t *testing.T) {
	t.Parallel()
	s := NewMStore()
	b := newBruteWin(s)
	pool := linkPool(s, 60)
	linked, unlinked := 0, 0
	for i, g := range pool {
		for j, h := range pool {
			if (i+j)%3 != 0 && i >= 22 && j >= 22 { // all pairs of day-4 forms, a third of the rest
				continue
			}
			l, ok := s.Link(g, h)
			if ok != s.Linked(g, h) {
				t.Errorf("%s, %s: Link found %v, Linked %v", s.Compact(g), s.Compact(h), ok, s.Linked(g, h))
			}
			if ok {
				linked++
				if b.win(g, l) || b.win(h, l) {
					t.Errorf("Link(%s, %s) = %s: the sums are not both P-positions (search)", s.Compact(g), s.Compact(h), s.Compact(l))
				}
				if again, _ := s.Link(g, h); again != l {
					t.Errorf("Link(%s, %s) is %s, then %s", s.Compact(g), s.Compact(h), s.Compact(l), s.Compact(again))
				}
			} else {
				unlinked++
				for _, x := range pool[:22] {
					if !b.win(g, x) && !b.win(h, x) {
						t.Errorf("%s, %s: not linked, but %s links them (search)", s.Compact(g), s.Compact(h), s.Compact(x))
					}
				}
			}
			x, ok := s.Distinguisher(g, h)
			switch {
			case ok != (g != h):
				t.Errorf("Distinguisher(%s, %s) found %v", s.Compact(g), s.Compact(h), ok)
			case ok && (b.win(g, x) || !b.win(h, x)):
				t.Errorf("Distinguisher(%s, %s) = %s: g+X is not P or h+X is not N (search)", s.Compact(g), s.Compact(h), s.Compact(x))
			}
		}
	}
	t.Logf("%d linked, %d unlinked pairs", linked, unlinked)
	if linked == 0 || unlinked == 0 {
		t.Errorf("%d linked and %d unlinked pairs: the test lost its cases", linked, unlinked)
	}
}

// TestMisereMinusIdentities checks Difference (CGSuite's MisereMinus) by
// identities on random forms: (G + X) − X = G (Conway's cancellation
// theorem), G − G = 0, G − 0 = G, and, when G − X is found, X + (G − X) =
// G with the outcomes of G + T and X + (G − X) + T equal for every T of
// the pool (plain search); when it is not, no Y of the pool has X + Y = G.
func TestMisereMinusIdentities(t *testing.T) {
	t.Parallel()
	s := NewMStore()
	b := newBruteWin(s)
	pool := linkPool(s, 60)
	found, refused := 0, 0
	for i, g := range pool {
		if d, ok := s.Difference(g, g); !ok || d != Zero {
			t.Errorf("%s − itself = %s, %v", s.Compact(g), s.Compact(d), ok)
		}
		if d, ok := s.Difference(g, Zero); !ok || d != g {
			t.Errorf("%s − 0 = %s, %v", s.Compact(g), s.Compact(d), ok)
		}
		for j, x := range pool {
			if (i+j)%2 != 0 {
				continue
			}
			if d, ok := s.Difference(s.Sum(g, x), x); !ok || d != g {
				t.Errorf("(%s + %s) − %s = %s, %v", s.Compact(g), s.Compact(x), s.Compact(x), s.Compact(d), ok)
			}
			y, ok := s.Difference(g, x)
			if !ok {
				refused++
				for _, z := range pool {
					if s.Sum(x, z) == g {
						t.Errorf("%s − %s refused, but %s + %s = %s", s.Compact(g), s.Compact(x), s.Compact(x), s.Compact(z), s.Compact(g))
					}
				}
				continue
			}
			found++
			xy := s.Sum(x, y)
			if xy != g {
				t.Errorf("%s + (%s − %s) = %s", s.Compact(x), s.Compact(g), s.Compact(x), s.Compact(xy))
			}
			for _, u := range pool[:22] {
				if b.win(g, u) != b.win3([3]MID{x, y, u}) {
					t.Errorf("%s + %s and (%s + %s) + %s differ in outcome (search)", s.Compact(g), s.Compact(u), s.Compact(x), s.Compact(y), s.Compact(u))
				}
			}
		}
	}
	t.Logf("%d found, %d refused", found, refused)
	if found == 0 || refused == 0 {
		t.Errorf("%d differences found, %d refused: the test lost its cases", found, refused)
	}
}
