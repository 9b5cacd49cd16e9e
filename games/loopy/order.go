package loopy

import (
	"cmp"
	"slices"

	"cgcalc/games"
)

// optionOrder ranks the nodes of t for printing options: the short games
// first, in CGSuite's order of canonical short games (numbers increasing,
// then nimbers, then uptimals by number part, coefficients, length and
// nimber, then the others by their options), then the other nodes by a
// colour refinement of the graph (each node's colour refined by the
// colours of its Left and of its Right options until nothing splits), so
// that the order depends on the game only, not on how its graph was
// numbered.
func optionOrder(s *games.Store, t *Graph, ids []games.ID, isShort []bool) []int32 {
	n := len(t.L)
	o := &shortOrder{s: s, opts: map[games.ID][2][]games.ID{}}
	var short, other []int32
	for v := range n {
		if isShort[v] {
			short = append(short, int32(v))
		} else {
			other = append(other, int32(v))
		}
	}
	slices.SortStableFunc(short, func(a, b int32) int { return o.cmp(ids[a], ids[b]) })
	color := make([]int32, n)
	for i, v := range short {
		color[v] = int32(i)
		if i > 0 && o.cmp(ids[short[i-1]], ids[v]) == 0 {
			color[v] = color[short[i-1]]
		}
	}
	base := int32(len(short))
	for _, v := range other {
		color[v] = base
	}
	// Refine the colours of the other nodes.
	classes := 0
	for round := 0; round < n+1; round++ {
		sig := func(v int32) []int32 {
			l := make([]int32, 0, len(t.L[v]))
			for _, w := range t.L[v] {
				l = append(l, color[w])
			}
			r := make([]int32, 0, len(t.R[v]))
			for _, w := range t.R[v] {
				r = append(r, color[w])
			}
			slices.Sort(l)
			slices.Sort(r)
			return slices.Concat([]int32{color[v], int32(len(l))}, l, []int32{int32(len(r))}, r)
		}
		sigs := make(map[int32][]int32, len(other))
		for _, v := range other {
			sigs[v] = sig(v)
		}
		sorted := slices.Clone(other)
		slices.SortStableFunc(sorted, func(a, b int32) int { return slices.Compare(sigs[a], sigs[b]) })
		next := make([]int32, n)
		copy(next, color)
		k := 0
		for i, v := range sorted {
			if i > 0 && slices.Compare(sigs[sorted[i-1]], sigs[v]) != 0 {
				k++
			}
			next[v] = base + int32(k)
		}
		color = next
		if len(other) == 0 || k+1 == classes {
			break
		}
		classes = k + 1
	}
	return color
}

// shortOrder is CGSuite's order of canonical short games.
type shortOrder struct {
	s    *games.Store
	opts map[games.ID][2][]games.ID // sorted options
}

// The order classes: numbers, nimbers, uptimals, others.
const (
	ordNumber = iota
	ordNimber
	ordUptimal
	ordOther
)

func (o *shortOrder) class(id games.ID) (int, games.UptimalExpansion) {
	if v, ok := o.s.NUSValue(id); ok {
		e := games.UptimalExpansion{X: v.X, M: v.M}
		if v.U != 0 {
			e.A = []int64{v.U}
		}
		switch {
		case v.IsNumber():
			return ordNumber, e
		case v.X.IsZero() && v.U == 0:
			return ordNimber, e
		}
		return ordUptimal, e
	}
	if e, ok, err := o.s.UptimalExpansion(id); err == nil && ok {
		return ordUptimal, e
	}
	return ordOther, games.UptimalExpansion{}
}

func (o *shortOrder) sortedOptions(id games.ID) [2][]games.ID {
	if r, ok := o.opts[id]; ok {
		return r
	}
	l, r, _ := o.s.Options(id)
	out := [2][]games.ID{slices.Clone(l), slices.Clone(r)}
	o.opts[id] = out
	for i := range out {
		slices.SortStableFunc(out[i], o.cmp)
	}
	return out
}

func (o *shortOrder) cmp(a, b games.ID) int {
	if a == b {
		return 0
	}
	ca, ea := o.class(a)
	cb, eb := o.class(b)
	if ca != cb {
		return cmp.Compare(ca, cb)
	}
	if ca != ordOther {
		if c := ea.X.Cmp(eb.X); c != 0 {
			return c
		}
		k := min(len(ea.A), len(eb.A))
		if c := slices.Compare(ea.A[:k], eb.A[:k]); c != 0 {
			return c
		}
		if c := cmp.Compare(len(ea.A), len(eb.A)); c != 0 {
			return c
		}
		return cmp.Compare(ea.M, eb.M)
	}
	oa, ob := o.sortedOptions(a), o.sortedOptions(b)
	for side := range oa {
		la, lb := oa[side], ob[side]
		for i := 0; i < len(la) && i < len(lb); i++ {
			if c := o.cmp(la[i], lb[i]); c != 0 {
				return c
			}
		}
		if c := cmp.Compare(len(la), len(lb)); c != 0 {
			return c
		}
	}
	return 0
}
