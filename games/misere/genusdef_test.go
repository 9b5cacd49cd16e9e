package misere

import (
	"context"
	"fmt"
	"testing"

	"cgcalc/games/impartial"
)

// defGenus computes the genus of positions from its definition, with no
// genus arithmetic: G⁺ by the mex of the options' normal values, and
// γn = 𝒢⁻(X + n·*2) by the misère mex (𝒢⁻ = 1 with no move), over
// positions of the ruleset's heaps with c2 nim heaps *2 and c1 nim heaps
// *1 beside them (Conway, ONAG ch. 12; Allen 2006, §2.1).
type defGenus struct {
	r              *impartial.Ruleset
	normal, misere map[string]int
}

func (d *defGenus) key(p []int, c2, c1 int) string {
	return fmt.Sprint(impartial.NewPosition(p...), c2, c1)
}

// options calls f with each option of X + c2·*2 + c1·*1.
func (d *defGenus) options(p []int, c2, c1 int, f func(q []int, c2, c1 int)) {
	for i, h := range p {
		d.r.Moves(h, func(m []int) bool {
			f(append(append(append([]int{}, p[:i]...), p[i+1:]...), m...), c2, c1)
			return true
		})
	}
	if c2 > 0 {
		f(p, c2-1, c1+1) // *2 → *1
		f(p, c2-1, c1)   // *2 → 0
	}
	if c1 > 0 {
		f(p, c2, c1-1)
	}
}

func (d *defGenus) value(p []int, c2, c1 int, misere bool) int {
	memo := d.normal
	if misere {
		memo = d.misere
	}
	k := d.key(p, c2, c1)
	if v, ok := memo[k]; ok {
		return v
	}
	seen := map[int]bool{}
	d.options(p, c2, c1, func(q []int, c2, c1 int) { seen[d.value(q, c2, c1, misere)] = true })
	v := 0
	for seen[v] {
		v++
	}
	if misere && len(seen) == 0 {
		v = 1
	}
	memo[k] = v
	return v
}

// TestGenusDefinition: the Analyzer's genus (Conway's rule over the
// options' genera, adders removed and put back by shifting) is the genus
// of the definition, G⁺ and every γn up to two past its stable point, on
// every position of at most two heaps of at most 9 (and single heaps to
// 12) under rulesets with adders, wild heaps and splits.
func TestGenusDefinition(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"kayles", "0.123", "dawsons-kayles", "grundy", "4.7", "0.3122"} {
		r, _ := impartial.Parse(code)
		a := NewAnalyzer(r)
		d := &defGenus{r: r, normal: map[string]int{}, misere: map[string]int{}}
		check := func(p []int) {
			g, err := a.Genus(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if gp := d.value(p, 0, 0, false); gp != g.G {
				t.Errorf("%s %v: G⁺ %d, the definition gives %d", code, p, g.G, gp)
			}
			for n := 0; n <= g.Stable()+2; n++ {
				if gm := d.value(p, n, 0, true); gm != g.Digit(n) {
					t.Errorf("%s %v: γ%d = %d (genus %s), the definition gives 𝒢⁻(X + %d·*2) = %d", code, p, n, g.Digit(n), g, n, gm)
				}
			}
		}
		nimPositions(2, 9, check)
		for h := 10; h <= 12; h++ {
			check([]int{h})
		}
	}
}
