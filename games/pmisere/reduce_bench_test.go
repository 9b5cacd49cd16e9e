package pmisere

import (
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// BenchmarkReducedWins searches sums of Domineering positions as they
// are and with each position replaced by its canonical form modulo E,
// reporting the positions each search visited (visited/op) and, for the
// reduced one, the positions of the components made forms (forms/op).
func BenchmarkReducedWins(b *testing.B) {
	sums := []struct {
		name   string
		boards []string
	}{
		{"2x3+3x2+2x2", []string{"...|...", "..|..|..", "..|.."}},
		{"3x3+2x3", []string{"...|...|...", "...|..."}},
		{"2x4+2x3+2x2", []string{"....|....", "...|...", "..|.."}},
		{"3x3+3x3", []string{"...|...|...", "...|...|..."}},
		{"3x3+3x3+2x3", []string{"...|...|...", "...|...|...", "...|..."}},
		{"4x3+3x3+2x2", []string{"...|...|...|...", "...|...|...", "..|.."}},
	}
	for _, c := range sums {
		for _, reduce := range []bool{false, true} {
			name := c.name + "/plain"
			if reduce {
				name = c.name + "/reduced"
			}
			b.Run(name, func(b *testing.B) {
				var visited, forms int
				for range b.N {
					s := games.NewStore()
					dom := rulesets.NewDomineering(s)
					pt := &posTree{r: dom, pos: map[string]rulesets.Position{}}
					var ps []rulesets.Position
					var keys []string
					for _, text := range c.boards {
						p, err := dom.Parse(text)
						if err != nil {
							b.Fatal(err)
						}
						ps = append(ps, p)
						keys = append(keys, pt.key(p))
					}
					if !reduce {
						visited = 0
						plain := NewSearch[string](pt)
						plain.Work = func(n int) error { visited += n; return nil }
						if _, err := plain.Wins(pt.key(ps...)); err != nil {
							b.Fatal(err)
						}
						continue
					}
					mods := map[Universe]*Modulo{DeadEnding: NewModulo(s, DeadEnding), Dicot: NewModulo(s, Dicot)}
					r, ok, err := ReducedWins[string](pt, keys, s, func(u Universe) *Modulo { return mods[u] }, nil)
					if err != nil || !ok {
						b.Fatal(ok, err)
					}
					visited, forms = r.Visited, r.Components
				}
				b.ReportMetric(float64(visited), "visited/op")
				if reduce {
					b.ReportMetric(float64(forms), "forms/op")
				}
			})
		}
	}
}
