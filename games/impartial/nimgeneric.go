package impartial

import (
	"context"
	"fmt"
	"slices"

	"cgcalc/games/internal/clip"
	"cgcalc/games/internal/probe"
)

// genericNimValues returns G(0), …, G(n) for any code, plain or not,
// straight from the definition: G(h) is the least value that is not the
// XOR of the values of the heaps of an option, the options listed by
// Moves.
//
// NimValues sends it the codes whose heaps can grow (Grows: digits that
// add counters, 20.017); every other code goes to a Sequence, which for
// codes that may leave four or more heaps, or any number ("*", "+"),
// finds the set of option values without listing the options (the
// partition programme of nimparts.go, quadratic in the heaps instead of
// exponential). For codes that do not grow genericNimValues lists every
// option, heap by heap in increasing order, so it costs about the number
// of partitions of a heap for "*" and "+" digits; it is kept as the
// independent reference the tests compare the programme with.
//
// When a heap's value may need larger heaps first, they are computed
// depth first, and a heap met again while its value is pending, or a heap
// beyond 2n + 1000, means that play may never end: there is no nim value,
// and genericNimValues says so. ctx is checked as it goes.
func genericNimValues(ctx context.Context, r *Ruleset, n int) ([]int, error) {
	if n < 0 || n > MaxSequenceHeap {
		return nil, fmt.Errorf("nim values of %s: heap %d is not between 0 and %d", clip.Clip(r.String()), n, MaxSequenceHeap)
	}
	c := &genericCalc{r: r}
	c.meter.Start(ctx)
	if !r.Grows() {
		c.g = make([]int, 1, n+1)
		var seen []int32
		var stamp int32
		for h := 1; h <= n; h++ {
			stamp++
			maxV := 0
			var err error
			r.Moves(h, func(heaps []int) bool {
				if err = c.poll(); err != nil {
					return false
				}
				x := 0
				for _, p := range heaps {
					x ^= c.g[p]
				}
				for x >= len(seen) {
					seen = append(seen, 0)
				}
				seen[x] = stamp
				maxV = max(maxV, x)
				return true
			})
			if err != nil {
				return nil, err
			}
			v := 0
			for v < len(seen) && seen[v] == stamp {
				v++
			}
			c.g = append(c.g, v)
		}
		return c.g, nil
	}
	c.limit = 2*n + 1000
	c.g = make([]int, n+1)
	c.state = make([]uint8, n+1)
	c.state[0] = done
	for h := 1; h <= n; h++ {
		if _, err := c.value(h); err != nil {
			return nil, err
		}
	}
	return c.g[:n+1], nil
}

const (
	unknown uint8 = iota
	pending
	done
)

// genericCalc is the state of genericNimValues.
type genericCalc struct {
	meter probe.Meter // an option is a unit of work
	r     *Ruleset
	g     []int
	state []uint8 // for codes that grow
	limit int
}

// poll counts an option and polls every probe.Every of them.
func (c *genericCalc) poll() error { return c.meter.Work(1) }

// value returns G(h) for a code that grows, computing what it needs.
func (c *genericCalc) value(h int) (int, error) {
	if h >= c.limit {
		return 0, fmt.Errorf("nim values of %v: play may never end (heaps grow past %d), so there are no nim values", c.r, c.limit)
	}
	for len(c.g) <= h {
		c.g = append(c.g, 0)
		c.state = append(c.state, unknown)
	}
	switch c.state[h] {
	case done:
		return c.g[h], nil
	case pending:
		return 0, fmt.Errorf("nim values of %v: play may never end (a heap of %d can come back), so there are no nim values", c.r, h)
	}
	c.state[h] = pending
	// Each option's heaps are valued as the option comes, depth first, so
	// that a heap that comes back (or heaps that grow past the limit) are
	// met on the first path that leads there, before the rest of the
	// options are listed: for 20.* listing every option of the heaps on
	// the way is hopeless (the partitions of heaps near the limit). Moves
	// may be called again inside yield: each call has its own slice.
	var vals []int
	var err error
	c.r.Moves(h, func(heaps []int) bool {
		if err = c.poll(); err != nil {
			return false
		}
		x := 0
		for _, p := range heaps {
			if p == h {
				err = fmt.Errorf("nim values of %v: play may never end (a heap of %d can leave a heap of %d), so there are no nim values", c.r, h, h)
				return false
			}
			var v int
			if v, err = c.value(p); err != nil {
				return false
			}
			x ^= v
		}
		vals = append(vals, x)
		return true
	})
	if err != nil {
		return 0, err
	}
	slices.Sort(vals)
	v := 0
	for _, x := range vals {
		if x == v {
			v++
		} else if x > v {
			break
		}
	}
	c.g[h], c.state[h] = v, done
	return v, nil
}
