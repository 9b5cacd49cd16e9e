package builtins

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/games/misere/instant"
)

// ask is the cascade's Grundy, or its Outcome.
func ask(c *instant.Cascade, grundy bool) func(context.Context, impartial.Position) (*instant.Answer, error) {
	if grundy {
		return c.Grundy
	}
	return c.Outcome
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// positionsUpTo calls f with every position of at most k heaps, each 1..n,
// in increasing order (the empty position first).
func positionsUpTo(k, n int, f func(impartial.Position)) {
	var walk func(p []int, from int)
	walk = func(p []int, from int) {
		f(impartial.NewPosition(p...))
		if len(p) == k {
			return
		}
		for h := from; h <= n; h++ {
			walk(append(p, h), h)
		}
	}
	walk(nil, 1)
}

// searchGenus is the genus by exhaustive search from the definition (the
// Analyzer without its work bound).
func searchGenus(t *testing.T, an *misere.Analyzer, p impartial.Position) misere.Genus {
	t.Helper()
	an.SetWorkLimit(0)
	g, err := an.Genus(context.Background(), p)
	if err != nil {
		t.Fatalf("search of %v: %v", p, err)
	}
	return g
}

// TestInstantMethodsAgainstSearch cross-checks the session's cascade (its
// quotients kept with the quotient builtin's computations, sessionQuotients;
// package instant checks the methods themselves against brute force)
// against exhaustive search on every position of at most 3 heaps of at
// most 12 (16 for Guiles, whose heaps up to 13 are tame), for
// Kayles and the codes whose quotients Plambeck 2005 gives (0.75, 0.123,
// 0.34, 0.71, Guiles 0.15), and Dawson's Kayles (partial quotient): the
// dispatcher's outcome and 𝒢⁻, and separately each method that applies
// (tame genus, quotient outcome, quotient 𝒢⁻), so that a later method is
// checked also where an earlier one answers. The positions include sums
// where tame and wild heaps meet (Kayles 1 + 5: heap 5 is wild).
func TestInstantMethodsAgainstSearch(t *testing.T) {
	for _, code := range []string{"0.77", "0.75", "0.123", "0.34", "0.71", "0.15", "0.07"} {
		t.Run(code, func(t *testing.T) {
			in := New()
			c := &call{in: in}
			r, err := impartial.Parse(code)
			if err != nil {
				t.Fatal(err)
			}
			cas := c.cascade(r)
			ctx := context.Background()
			search := misere.NewAnalyzer(r)
			used := map[instant.Method]int{}
			mixed := 0
			top := 12
			switch {
			case code == "0.15":
				top = 16
			case code == "0.77" && testing.Short():
				// Kayles' search to 12 takes 2 s; to 9 the methods and the
				// mixed sums are still all exercised (checked below).
				top = 9
			}
			positionsUpTo(3, top, func(p impartial.Position) {
				g := searchGenus(t, search, p)
				h := &Heaps{r, p}
				for _, grundy := range []bool{false, true} {
					e, err := ask(cas, grundy)(ctx, p)
					if err != nil {
						t.Fatalf("%v: %v", h, err)
					}
					want := g.Seq[0]
					if !grundy {
						want = boolInt(!g.MisereP())
					}
					if e.Value != want {
						t.Errorf("%v (grundy %v): %d by %s, search gives %d", h, grundy, e.Value, e.Description, want)
					}
					used[e.Method]++
				}
				v, tame, _, err := cas.TameValue(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if tame && !v.Genus().Equal(g) {
					t.Errorf("%v: tame genus %s, search gives %s", h, v.Genus(), g)
				}
				q, _, err := cas.Quotients.Quotient(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if q == nil {
					return
				}
				if q.IsP(p) != g.MisereP() {
					t.Errorf("%v: quotient says P %v, search %v", h, q.IsP(p), g.MisereP())
				}
				if !tame && len(p) > 1 {
					for _, x := range p {
						if _, ok := sessionOf(in).instant.cache.Tame(r).Value(x); ok {
							mixed++ // a tame heap beside a wild one
							break
						}
					}
				}
				v2, _, err := cas.QuotientGrundy(ctx, q, p)
				switch {
				case err == nil && v2 != g.Seq[0]:
					t.Errorf("%v: 𝒢⁻ %d through the quotient, search gives %d", h, v2, g.Seq[0])
				case err != nil && !strings.Contains(err.Error(), "work limit"):
					t.Fatal(err)
				}
			})
			t.Logf("%s: methods used %v; %d quotient positions mix tame and wild heaps", code, used, mixed)
			if code != "0.07" && (used[instant.ByQuotient] == 0 || used[instant.ByGenus] == 0 || mixed == 0) {
				t.Errorf("%s: methods used %v, mixed %d: want the genus, the quotient and mixed sums all exercised", code, used, mixed)
			}
		})
	}
}

// TestInstantNimAgainstSearch: misère Nim by Bouton's rule, through the
// builtins, against search on every position of at most 4 heaps of at
// most 7, with the winning moves against every move searched.
func TestInstantNimAgainstSearch(t *testing.T) {
	in := New()
	c := &call{in: in}
	r, _ := impartial.Parse("nim")
	search := misere.NewAnalyzer(r)
	positionsUpTo(4, 7, func(p impartial.Position) {
		g := searchGenus(t, search, p)
		h := &Heaps{r, p}
		for _, grundy := range []bool{false, true} {
			e, err := ask(c.cascade(r), grundy)(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			want := g.Seq[0]
			if !grundy {
				want = boolInt(!g.MisereP())
			}
			if e.Value != want || e.Method != instant.ByBouton {
				t.Errorf("%v: %d by %s, search gives %d", h, e.Value, e.Description, want)
			}
		}
	})
}

// TestInstantWinningMovesAgainstSearch: the misère winning moves by each
// method are the moves to positions the search finds P, for Nim, Kayles,
// 0.123 and Dawson's Kayles on positions of at most 3 heaps of at most 9.
func TestInstantWinningMovesAgainstSearch(t *testing.T) {
	for _, code := range []string{"nim", "0.77", "0.123", "0.07"} {
		in := New()
		c := &call{in: in}
		r, _ := impartial.Parse(code)
		search := misere.NewAnalyzer(r)
		positionsUpTo(3, 9, func(p impartial.Position) {
			var want []string
			seen := map[string]bool{}
			for i, x := range p {
				r.Moves(x, func(m []int) bool {
					o := append(append(append([]int{}, p[:i]...), p[i+1:]...), m...)
					q := impartial.NewPosition(o...)
					if !seen[q.String()] && searchGenus(t, search, q).MisereP() {
						want = append(want, (&Heaps{r, q}).String())
					}
					seen[q.String()] = true
					return true
				})
			}
			v, err := c.misereWinningMoves(&Heaps{r, p}, false)
			if err != nil {
				t.Fatal(err)
			}
			if got, w := fmt.Sprint(v), "("+strings.Join(want, " ")+")"; got != w && !(got == "nil" && len(want) == 0) {
				t.Errorf("%s %v: winning moves %s, search gives %s", code, p, got, w)
			}
		})
	}
}
