package instant

import (
	"context"
	"fmt"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// WinningMoves answers the moves of p to misère P-positions (Answer.Moves,
// each heap's moves once however many heaps of its size p has), by the
// first method that applies, as Outcome.
func (c *Cascade) WinningMoves(ctx context.Context, p impartial.Position) (*Answer, error) {
	r := c.Rules
	a := &Answer{}
	add := func(heaps []int) { a.Moves = append(a.Moves, impartial.NewPosition(heaps...)) }
	if IsNim(r) {
		a.Method, a.Description = ByBouton, "Bouton's misère rule (Nim): to t = the nim-sum of the other heaps, or to 0 or 1"
		for _, m := range misere.NimMisereWinning(p) {
			var to []int
			if m.To > 0 {
				to = []int{m.To}
			}
			if m.Index > 0 && p[m.Index-1] == p[m.Index] {
				continue // the same moves as the heap before
			}
			add(replaced(p, m.Index, to))
		}
		return a, nil
	}
	a.skip("Bouton's misère rule: the rules are not Nim's")
	_, ok, why, err := c.TameValue(ctx, p)
	if err != nil {
		return nil, err
	}
	if ok {
		a.Method, a.Description = ByGenus, "genus: every heap is tame; the moves are to tame sums of genus with γ0 = 0"
		t := c.Cache.Tame(r)
		sum := func(heaps []int) misere.TameValue {
			v := misere.TameValue{Base: 0, Fickle: true}
			for _, y := range heaps {
				w, _ := t.Value(y) // every heap of an option of a tame heap is tame
				v = v.Add(w)
			}
			return v
		}
		for i, x := range p {
			if i > 0 && p[i-1] == x {
				continue
			}
			rest := sum(replaced(p, i, nil))
			r.Moves(x, func(m []int) bool {
				if rest.Add(sum(m)).Genus().MisereP() {
					add(replaced(p, i, m))
				}
				return true
			})
		}
		return a, nil
	}
	a.skip("genus: " + why)
	q, why, err := c.quotient(ctx, p)
	if err != nil {
		return nil, err
	}
	if q != nil {
		a.Method, a.Description = ByQuotient, q.Describe()
		m := q.Analysis.Solver.Quotient()
		for i, x := range p {
			if i > 0 && p[i-1] == x {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			rest := q.elem(replaced(p, i, nil))
			r.Moves(x, func(o []int) bool {
				if m.P[m.M.Mul(rest, q.elem(o))] {
					add(replaced(p, i, o))
				}
				return true
			})
		}
		return a, nil
	}
	a.skip("quotient: " + why)
	return c.searchMoves(ctx, p, a)
}

// searchMoves finds the winning moves by searching every option.
func (c *Cascade) searchMoves(ctx context.Context, p impartial.Position, a *Answer) (*Answer, error) {
	an := c.Analyzer
	an.SetWorkLimit(c.Limits.SearchWork)
	defer an.SetWorkLimit(0)
	before := an.Positions()
	if err := c.searchFits(ctx, p, true); err != nil {
		return nil, outOfReach(a, err)
	}
	for i, x := range p {
		if i > 0 && p[i-1] == x {
			continue
		}
		var err error
		c.Rules.Moves(x, func(m []int) bool {
			var o byte
			if o, err = an.MisereOutcome(ctx, impartial.NewPosition(replaced(p, i, m)...)); err != nil {
				return false
			}
			if o == 'P' {
				a.Moves = append(a.Moves, impartial.NewPosition(replaced(p, i, m)...))
			}
			return true
		})
		if err != nil {
			return nil, outOfReach(a, err)
		}
	}
	a.Method, a.Description = BySearch, fmt.Sprintf("search of %d positions (%d new, %d options examined)", an.Positions(), an.Positions()-before, an.Work())
	return a, nil
}
