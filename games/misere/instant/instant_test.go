package instant

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// brute answers misère play from the definition alone, over the options
// impartial's move generator lists: 𝒢⁻ of a position with no option is 1
// (its mover, unable to move, wins), else the mex of its options' values;
// a position is P exactly when 𝒢⁻ is 0, that is, when every option is N
// (and it has one). No shortcut: no adders, no genus, no pairing of heaps.
type brute struct {
	t    *testing.T
	r    *impartial.Ruleset
	memo map[string]int
}

// maxBrute bounds the positions a brute force may hold: a case whose
// followers pass it is too large for the test, which says so.
const maxBrute = 400_000

func newBrute(t *testing.T, r *impartial.Ruleset) *brute {
	return &brute{t: t, r: r, memo: map[string]int{}}
}

// key is the sorted heaps as bytes (heaps of the tests are below 256).
func key(p impartial.Position) string {
	b := make([]byte, len(p))
	for i, h := range p {
		b[i] = byte(h)
	}
	return string(b)
}

// options calls f with every option of p, sorted, once for each move.
func (b *brute) options(p impartial.Position, f func(impartial.Position)) {
	for i, h := range p {
		b.r.Moves(h, func(m []int) bool {
			f(impartial.NewPosition(replaced(p, i, m)...))
			return true
		})
	}
}

// grundy is 𝒢⁻ of p.
func (b *brute) grundy(p impartial.Position) int {
	k := key(p)
	if v, ok := b.memo[k]; ok {
		return v
	}
	if len(b.memo) > maxBrute {
		b.t.Fatalf("the brute force passed %d positions at %v: a smaller case", maxBrute, p)
	}
	seen := map[int]bool{}
	b.options(p, func(o impartial.Position) { seen[b.grundy(o)] = true })
	v := 0
	for seen[v] {
		v++
	}
	if len(seen) == 0 {
		v = 1
	}
	b.memo[k] = v
	return v
}

// outcome is 0 for a P-position, 1 for an N-position.
func (b *brute) outcome(p impartial.Position) int { return boolInt(b.grundy(p) != 0) }

// winning is the distinct options of p that are P-positions, in the
// order the cascade gives them (heaps in order, then each heap's moves).
func (b *brute) winning(p impartial.Position) []string {
	var out []string
	seen := map[string]bool{}
	b.options(p, func(o impartial.Position) {
		if k := o.String(); !seen[k] && b.grundy(o) == 0 {
			out = append(out, k)
			seen[k] = true
		}
	})
	return out
}

// positions returns every position of at most k heaps, each 1..n, the
// empty position first, then random positions of at most k heaps of at
// most big each, at most total in all (seeded: the same on every run).
func positions(k, n, random, big, total int, seed uint64) []impartial.Position {
	var out []impartial.Position
	var walk func(p []int, from int)
	walk = func(p []int, from int) {
		out = append(out, impartial.NewPosition(p...))
		if len(p) == k {
			return
		}
		for h := from; h <= n; h++ {
			walk(append(p, h), h)
		}
	}
	walk(nil, 1)
	rng := rand.New(rand.NewPCG(seed, 2026))
	for n := 0; n < random; {
		p := make([]int, 1+rng.IntN(k))
		sum := 0
		for i := range p {
			p[i] = rng.IntN(big + 1)
			sum += p[i]
		}
		if sum <= total {
			out = append(out, impartial.NewPosition(p...))
			n++
		}
	}
	return out
}

func parse(t *testing.T, code string) *impartial.Ruleset {
	t.Helper()
	r, err := impartial.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// cascadeCases are the codes of the cross-checks, with the sizes of
// their positions: every position of at most heaps heaps of at most each,
// and random ones of heaps at most big, at most total in all, small
// enough for the brute force (its followers are the positions of at most
// total counters).
var cascadeCases = []struct {
	code                    string
	heaps, each, big, total int
	random                  int
	// want are the methods that must answer some position: each
	// exercised, not just present.
	want []Method
}{
	// Nim: Bouton's rule (Bouton 1902; ONAG ch. 12), every heap ≤ 1 included.
	{"nim", 4, 6, 12, 24, 150, []Method{ByBouton}},
	// Kayles: tame heaps 0..4 (WW ch. 13), the quotient of order 40
	// (Plambeck 2005, §10.2) for the wild ones.
	{"0.77", 3, 9, 24, 26, 150, []Method{ByGenus, ByQuotient}},
	// Dawson's Kayles: a partial quotient (no period certified; Plambeck
	// 2005, §10.1.1; heaps 0..26 on first use) and search past it.
	{"0.07", 3, 8, 31, 34, 60, []Method{ByGenus, ByQuotient, BySearch}},
	// Dawson's chess, 0.137: Dawson's Kayles shifted by one heap.
	{"0.137", 3, 9, 24, 26, 150, []Method{ByGenus, ByQuotient}},
	// 0.123 (Plambeck 2005, §11.3.3) and Guiles 0.15 (§4.2).
	{"0.123", 3, 9, 24, 26, 150, []Method{ByGenus, ByQuotient}},
	{"0.15", 3, 9, 24, 26, 150, []Method{ByGenus, ByQuotient}},
	// Grundy's game: distinct parts, so no periodicity certificate; its
	// partial quotient answers.
	{"4!.0", 3, 9, 24, 26, 150, []Method{ByGenus, ByQuotient}},
}

// TestCascadeAgainstBruteForce: Outcome, Grundy and WinningMoves of the
// cascade against the brute force on every small position and random
// larger ones, for each code.
func TestCascadeAgainstBruteForce(t *testing.T) {
	ctx := context.Background()
	for _, tc := range cascadeCases {
		t.Run(tc.code, func(t *testing.T) {
			r := parse(t, tc.code)
			b := newBrute(t, r)
			c := New(r, DefaultLimits)
			used := map[Method]int{}
			for _, p := range positions(tc.heaps, tc.each, tc.random, tc.big, tc.total, 1) {
				out, err := c.Outcome(ctx, p)
				if err != nil {
					t.Fatalf("%v: %v", p, err)
				}
				if want := b.outcome(p); out.Value != want {
					t.Errorf("%v: outcome %d by %s, brute force %d", p, out.Value, out.Description, want)
				}
				used[out.Method]++
				g, err := c.Grundy(ctx, p)
				if err != nil {
					t.Fatalf("%v: %v", p, err)
				}
				if want := b.grundy(p); g.Value != want {
					t.Errorf("%v: 𝒢⁻ %d by %s, brute force %d", p, g.Value, g.Description, want)
				}
				w, err := c.WinningMoves(ctx, p)
				if err != nil {
					t.Fatalf("%v: %v", p, err)
				}
				got := make([]string, len(w.Moves))
				for i, m := range w.Moves {
					got[i] = m.String()
				}
				if want := b.winning(p); !slices.Equal(got, want) {
					t.Errorf("%v: winning moves %v by %s, brute force %v", p, got, w.Description, want)
				}
			}
			t.Logf("%s: methods used %v", tc.code, used)
			for _, m := range tc.want {
				if used[m] == 0 {
					t.Errorf("%s: method %d never answered (used %v)", tc.code, m, used)
				}
			}
		})
	}
}

// TestCascadeMethodsAgainstBruteForce checks each method where it
// applies, not only where it is the first: the tame genus, the quotient's
// outcome and its 𝒢⁻, so that the quotient is checked also on the
// positions the genus answers, and on sums where tame and wild heaps meet.
func TestCascadeMethodsAgainstBruteForce(t *testing.T) {
	ctx := context.Background()
	for _, tc := range cascadeCases {
		if tc.code == "nim" {
			continue
		}
		t.Run(tc.code, func(t *testing.T) {
			r := parse(t, tc.code)
			b := newBrute(t, r)
			c := New(r, DefaultLimits)
			tame, quot, mixed, mex := 0, 0, 0, 0
			for _, p := range positions(tc.heaps, tc.each, tc.random, tc.big, tc.total, 2) {
				g := b.grundy(p)
				v, ok, _, err := c.TameValue(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					tame++
					if gen := v.Genus(); gen.Seq[0] != g {
						t.Errorf("%v: tame genus %s, brute force 𝒢⁻ %d", p, gen, g)
					}
				}
				q, _, err := c.Quotients.Quotient(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if q == nil {
					continue
				}
				quot++
				if q.IsP(p) != (g == 0) {
					t.Errorf("%v: the quotient says P %v, brute force 𝒢⁻ %d", p, q.IsP(p), g)
				}
				if !ok && slices.ContainsFunc(p, func(x int) bool { _, t := c.Cache.Tame(r).Value(x); return t }) {
					mixed++
				}
				v2, how, err := c.QuotientGrundy(ctx, q, p)
				switch {
				case err == nil && v2 != g:
					t.Errorf("%v: 𝒢⁻ %d through the quotient (%s), brute force %d", p, v2, how, g)
				case err == nil && strings.Contains(how, "mex"):
					mex++
				case err != nil && !errors.Is(err, misere.ErrWorkLimit):
					t.Fatal(err)
				}
			}
			t.Logf("%s: %d tame, %d by the quotient (%d mixing tame and wild heaps, %d by the mex)", tc.code, tame, quot, mixed, mex)
			if tame == 0 || quot == 0 || mixed == 0 || mex == 0 {
				t.Errorf("%s: want the genus, the quotient, mixed sums and the quotient's mex exercised", tc.code)
			}
		})
	}
}
