package instant

import (
	"context"
	"fmt"
	"slices"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// Cache keeps what the cascade learns about rulesets between calls, by
// code: each ruleset's tame scan and its positions equal to *0, *1, *2
// and *3. The caller owns it (a session keeps one); it is not safe for
// concurrent use.
type Cache struct {
	tame map[string]*misere.TameHeaps
	nims map[string][]impartial.Position
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{tame: map[string]*misere.TameHeaps{}, nims: map[string][]impartial.Position{}}
}

// Tame returns the ruleset's tame scan, started on first use.
func (k *Cache) Tame(r *impartial.Ruleset) *misere.TameHeaps {
	t := k.tame[r.Code()]
	if t == nil {
		t = misere.NewTameHeaps(r)
		k.tame[r.Code()] = t
	}
	return t
}

// TameValue returns the tame value of p when every heap is proved tame,
// else why not. The tame scan of the ruleset goes up heap by heap as far
// as the position needs, within Limits.TameWork over its life.
func (c *Cascade) TameValue(ctx context.Context, p impartial.Position) (misere.TameValue, bool, string, error) {
	t := c.Cache.Tame(c.Rules)
	// Heaps already scanned decide first, then the scan goes up heap by
	// heap as far as the position needs: no work past a heap not tame.
	for _, x := range slices.Backward(p) {
		if x > t.Heaps() {
			continue
		}
		if why, ok := notTame(t, x); !ok {
			return misere.TameValue{}, false, why, nil
		}
	}
	run := c.Limits.TameRun
	v := misere.TameValue{Base: 0, Fickle: true}
	for _, x := range p {
		for x > t.Heaps() {
			if t.Heaps()-t.LastTame() >= run {
				return misere.TameValue{}, false, fmt.Sprintf("heap %d is beyond the heaps scanned for tameness (0..%d; none of the last %d is tame)", x, t.Heaps(), run), nil
			}
			before := t.Heaps()
			if _, err := t.Extend(ctx, min(x, t.LastTame()+run), c.Limits.TameWork); err != nil {
				return misere.TameValue{}, false, "", err
			}
			if t.Heaps() == before {
				return misere.TameValue{}, false, fmt.Sprintf("heap %d is beyond the heaps whose tameness the work bound reached (0..%d)", x, t.Heaps()), nil
			}
		}
		if why, ok := notTame(t, x); !ok {
			return misere.TameValue{}, false, why, nil
		}
		w, _ := t.Value(x)
		v = v.Add(w)
	}
	return v, true, "", nil
}

// notTame says why scanned heap x is not proved tame.
func notTame(t *misere.TameHeaps, x int) (string, bool) {
	if _, ok := t.Value(x); ok {
		return "", true
	}
	if g, ok := t.Wild(x); ok {
		return fmt.Sprintf("heap %d is wild (genus %s)", x, g), false
	}
	return fmt.Sprintf("heap %d is not proved tame (an option holds a wild heap)", x), false
}
