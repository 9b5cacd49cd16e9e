package misere

import (
	"context"
	"fmt"

	"cgcalc/games/impartial"
)

// ContextualCounterexample is a position at which a contextual claim
// fails. When Confirmed, exhaustive search gave Position the blurry genus
// Genus, not Pretend, the genus of its pretend sum; otherwise Position is
// where the finite check failed and the failure is at it or a follower.
type ContextualCounterexample struct {
	Position  impartial.Position
	Genus     BlurryGenus
	Pretend   BlurryGenus
	Confirmed bool
	Detail    string
}

// Error describes the failure: the position, the genus found and the
// pretend sum's.
func (e *ContextualCounterexample) Error() string {
	if e.Confirmed {
		return fmt.Sprintf("contextual claim fails at %s: genus %s, pretend sum %s%s", e.Position, e.Genus.Sharps(), e.Pretend.Sharps(), e.Detail)
	}
	return fmt.Sprintf("contextual claim fails at %s or a follower: Conway's rule gives %s, pretend sum %s%s", e.Position, e.Genus.Sharps(), e.Pretend.Sharps(), e.Detail)
}

// counterexample turns a failed check at p into the smallest sum of big
// heaps of total at most p's at which exhaustive search refutes the claim.
func (x *contextual) counterexample(p impartial.Position, got, pretend BlurryGenus) error {
	total := 0
	for _, h := range p {
		total += h
	}
	found, err := x.smallestFailure(total)
	if err == nil && found != nil {
		return found
	}
	return &ContextualCounterexample{Position: p, Genus: got, Pretend: pretend,
		Detail: " (exhaustive search did not find it)"}
}

// smallestFailure searches the sums of big heaps of total at most n, in
// order of total, for one where the claim applies and fails.
func (x *contextual) smallestFailure(n int) (*ContextualCounterexample, error) {
	for total := 2; total <= n; total++ {
		var found *ContextualCounterexample
		var err error
		bigPartitions(x.c, total, total, nil, func(heaps []int) bool {
			p := impartial.NewPosition(heaps...)
			if !x.c.Applies(p) {
				return true
			}
			var g Genus
			if g, err = x.an.Genus(x.ctx, p); err != nil {
				return false
			}
			if pg := x.c.PretendGenus(p); !g.Blurry().Equal(pg) {
				found = &ContextualCounterexample{Position: p, Genus: g.Blurry(), Pretend: pg, Confirmed: true}
				return false
			}
			return true
		})
		if err != nil || found != nil {
			return found, err
		}
	}
	return nil, nil
}

// bigPartitions calls f with each multiset of big heaps, each at most
// most, of total exactly left (heaps in decreasing order) until f
// returns false.
func bigPartitions(c ContextualClaim, most, left int, heaps []int, f func([]int) bool) bool {
	if left == 0 {
		return f(heaps)
	}
	for h := min(most, left); h >= 1; h-- {
		if c.Big(h) && !bigPartitions(c, h, left-h, append(heaps, h), f) {
			return false
		}
	}
	return true
}

// CheckContextual compares, by exhaustive search (the Analyzer), the
// blurry genus of every sum of big heaps of total at most maxTotal to
// which the claim applies with that of its pretend sum, in order of
// total. It returns how many it compared and the first failure as a
// *ContextualCounterexample. Sums with small heaps need no search once
// the small heaps are known to equal their adders (CertifyContextual's
// step 1): both genera shift alike.
func CheckContextual(ctx context.Context, a *Analyzer, c ContextualClaim, maxTotal int) (int, error) {
	if err := c.validate(); err != nil {
		return 0, err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	checked := 0
	var err error
	for total := 2; total <= maxTotal && err == nil; total++ {
		bigPartitions(c, total, total, nil, func(heaps []int) bool {
			p := impartial.NewPosition(heaps...)
			if !c.Applies(p) {
				return true
			}
			var g Genus
			if g, err = a.Genus(ctx, p); err != nil {
				return false
			}
			checked++
			if pg := c.PretendGenus(p); !g.Blurry().Equal(pg) {
				err = &ContextualCounterexample{Position: p, Genus: g.Blurry(), Pretend: pg, Confirmed: true}
				return false
			}
			return true
		})
	}
	return checked, err
}
