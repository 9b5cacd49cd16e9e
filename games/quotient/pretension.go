package quotient

import (
	"math/bits"
	"slices"
)

// pretension is a candidate (Q, P, Φ) with the option values of each heap.
type pretension struct {
	q     *Bipartite
	phi   []Elem
	trans [][]Elem
	s     *Solver // for ticks (cancellation)
}

// tick counts a step of the solver's, if any (cancellation, the memory
// budget).
func (p *pretension) tick() error {
	if p.s == nil {
		return nil
	}
	return p.s.tick()
}

// bitset is a set of elements.
type bitset []uint64

func (b bitset) has(x Elem) bool { return b[x>>6]&(1<<(uint(x)&63)) != 0 }
func (b bitset) set(x Elem)      { b[x>>6] |= 1 << (uint(x) & 63) }

// meets reports whether b and c have an element in common.
func (b bitset) meets(c bitset) bool {
	for i, w := range b {
		if w&c[i] != 0 {
			return true
		}
	}
	return false
}

func (b bitset) empty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// appendElems appends the elements of b to dst, in increasing order.
func (b bitset) appendElems(dst elemSet) elemSet {
	for i, word := range b {
		for word != 0 {
			dst = append(dst, Elem(i<<6|bits.TrailingZeros64(word)))
			word &= word - 1
		}
	}
	return dst
}

// elemSet is a set of elements as an increasing list. The minimal option
// sets kept per element are held so: they have tens of elements in trial
// monoids of thousands, where a bitset takes a bit per element of the
// monoid (Dawson's Kayles at heap 34 keeps millions of them: about 80
// bytes each as lists, 2 KiB as bitsets).
type elemSet []Elem

// subsetOfBits reports whether e ⊆ b.
func (e elemSet) subsetOfBits(b bitset) bool {
	for _, x := range e {
		if !b.has(x) {
			return false
		}
	}
	return true
}

// subsetOf reports whether e ⊆ f.
func (e elemSet) subsetOf(f elemSet) bool {
	if len(e) > len(f) {
		return false
	}
	j := 0
	for _, x := range e {
		for j < len(f) && f[j] < x {
			j++
		}
		if j == len(f) || f[j] != x {
			return false
		}
		j++
	}
	return true
}

// elemArena hands out element lists from blocks, to spare the
// collector. The blocks double from 256 elements up to 16384, so that a
// check that keeps few lists allocates little.
type elemArena struct {
	buf  []Elem
	next int // the size of the next block
}

// clone returns a copy of e that the arena holds.
func (a *elemArena) clone(e elemSet) elemSet {
	if len(a.buf) < len(e) {
		a.next = min(max(2*a.next, 256), 1<<14)
		a.buf = make([]Elem, max(a.next, len(e)))
	}
	c := a.buf[:len(e):len(e)]
	a.buf = a.buf[len(e):]
	copy(c, e)
	return c
}

// walker enumerates positions (heap counts) in increasing colex order,
// each with its value and the set of the values of its options. node is
// called for each position reached by adding a heap (before the positions
// above it); returning false skips it and every position that adds more
// of that heap or smaller heaps to it. leaf is called once per position
// visited; returning false stops the walk. The sets passed to node and
// leaf must not be modified nor kept: each depth alternates between two
// buffers.
type walker struct {
	p    *pretension
	word []uint16
	node func(x Elem, t bitset) bool
	leaf func(x Elem, t bitset) bool
	stop bool
	err  error
	// light walks values only: node and leaf get a nil set (least,
	// which needs the option values of a position only where it meets
	// an element first, computes them there from word).
	light bool
	acts  [][][]Elem // acts[h]: the actions of heap h's option values
	heap  [][]Elem   // heap[h]: the action of Φ(h)
	bufs  [][2]bitset
}

// walk enumerates from the top heap down; if skipZeroTop, only positions
// with at least one top heap.
func (w *walker) walk(skipZeroTop bool) error {
	top := len(w.p.phi) - 1
	m := w.p.q.M
	sc := &walkScratch{}
	if w.p.s != nil {
		sc = &w.p.s.scratch
	}
	w.word = grow(&sc.word, top+1)
	clear(w.word)
	// Two sets per depth and the empty set of the root, in one block.
	words := (m.Size() + 63) / 64
	if w.light {
		words = 0
	}
	block := grow(&sc.block, (2*top+3)*words)
	clear(block)
	next := func() bitset {
		b := block[:words:words]
		block = block[words:]
		return b
	}
	w.bufs = grow(&sc.bufs, top+1)
	for h := range w.bufs {
		w.bufs[h] = [2]bitset{next(), next()}
	}
	w.acts = grow(&sc.acts, top+1)
	w.heap = grow(&sc.heap, top+1)
	nt := 0
	for h := 1; h <= top; h++ {
		nt += len(w.p.trans[h])
	}
	acts := grow(&sc.flat, nt)
	w.acts[0], w.heap[0] = nil, nil
	for h := 1; h <= top; h++ {
		w.heap[h] = m.Action(w.p.phi[h])
		a := acts[:len(w.p.trans[h]):len(w.p.trans[h])]
		acts = acts[len(a):]
		for i, y := range w.p.trans[h] {
			a[i] = m.Action(y)
		}
		w.acts[h] = nil
		if len(a) > 0 {
			w.acts[h] = a
		}
	}
	w.rec(top, 0, next(), skipZeroTop)
	// Let go of the actions: they may be a discarded trial's.
	clear(sc.flat[:nt])
	clear(w.heap)
	clear(w.acts)
	return w.err
}

// walkScratch holds a walker's working arrays between walks (a solver's
// walks do not overlap).
type walkScratch struct {
	word  []uint16
	block []uint64
	bufs  [][2]bitset
	acts  [][][]Elem
	heap  [][]Elem
	flat  [][]Elem
}

// grow returns (*buf)[:n], enlarging *buf if needed; the contents are
// not cleared.
func grow[T any](buf *[]T, n int) []T {
	if cap(*buf) < n {
		*buf = make([]T, n, max(n, 2*cap(*buf)))
	}
	*buf = (*buf)[:n]
	return *buf
}

func (w *walker) rec(h int, x Elem, t bitset, skipZero bool) {
	if w.stop {
		return
	}
	if h == 0 {
		if !w.leaf(x, t) {
			w.stop = true
		}
		return
	}
	if !skipZero {
		w.rec(h-1, x, t, false)
	}
	acts := w.acts[h]
	if len(acts) == 0 || w.stop {
		return
	}
	ah := w.heap[h]
	for i := 0; !w.stop; i++ {
		if err := w.p.tick(); err != nil {
			w.err, w.stop = err, true
			break
		}
		var nt bitset
		if !w.light {
			nt = w.bufs[h][i&1]
			clear(nt)
			for i, word := range t {
				for word != 0 {
					b := bits.TrailingZeros64(word)
					word &= word - 1
					nt.set(ah[i<<6|b])
				}
			}
			for _, a := range acts {
				nt.set(a[x])
			}
		}
		nx := ah[x]
		if !w.node(nx, nt) {
			break
		}
		w.word[h]++
		x, t = nx, nt
		w.rec(h-1, x, t, false)
	}
	w.word[h] = 0
}

// least finds the least position of each element; with mark it also sets
// P: an element is P iff its least position has options and none of them
// is P. The walk carries values only: the option values of a position are
// computed where it is the least of its element, from its heaps (each
// option's value is the rest of the position times an option value of
// the heap moved in, and comes earlier in the order, so its P is set).
func (p *pretension) least(mark bool) ([][]uint16, error) {
	m := p.q.M
	top := len(p.phi) - 1
	seen := make([][]uint16, m.Size())
	w := &walker{p: p, light: true}
	w.node = func(x Elem, _ bitset) bool { return seen[x] == nil }
	var block []uint16 // the least positions, cut from blocks
	var heaps []int    // the heaps present in a position
	w.leaf = func(x Elem, _ bitset) bool {
		if seen[x] != nil {
			return true
		}
		if len(block) < top+1 {
			block = make([]uint16, (top+1)*min(m.Size(), 256))
		}
		seen[x] = block[: top+1 : top+1]
		block = block[top+1:]
		copy(seen[x], w.word)
		if !mark {
			return true
		}
		heaps = heaps[:0]
		for h, k := range w.word {
			if k > 0 {
				heaps = append(heaps, h)
			}
		}
		hasOpts, isP := false, true
		for _, h := range heaps {
			if len(p.trans[h]) == 0 {
				continue
			}
			hasOpts = true
			// The value of the position without one heap h.
			y := Elem(0)
			for _, g := range heaps {
				k := w.word[g]
				if g == h {
					k--
				}
				a := w.heap[g]
				for ; k > 0; k-- {
					y = a[y]
				}
			}
			for _, a := range w.acts[h] {
				if p.q.P[a[y]] {
					isP = false
					break
				}
			}
			if !isP {
				break
			}
		}
		p.q.P[x] = hasOpts && isP
		return true
	}
	err := w.walk(false)
	return seen, err
}

// pFailure is the least position predicted P with an option predicted P,
// or nil.
func (p *pretension) pFailure() ([]uint16, error) {
	least, err := p.least(false)
	if err != nil {
		return nil, err
	}
	m := p.q.M
	var worst []uint16
	for h := 1; h < len(p.phi); h++ {
		tr := p.trans[h]
		if len(tr) == 0 {
			continue
		}
		if err := p.tick(); err != nil {
			return nil, err
		}
		ah := m.Action(p.phi[h])
		at := make([][]Elem, len(tr))
		for i, t := range tr {
			at[i] = m.Action(t)
		}
		for x := 0; x < m.Size(); x++ {
			if !p.q.P[ah[x]] || least[x] == nil {
				continue
			}
			for _, a := range at {
				if p.q.P[a[x]] {
					w := slices.Clone(least[x])
					w[h]++
					if worst == nil || colex(w, worst) < 0 {
						worst = w
					}
					break
				}
			}
		}
	}
	return worst, nil
}

// nFailure is the least position predicted N (not 0) with no option
// predicted P, or nil. With from > 1 it walks only positions with a heap
// ≥ from, starting from the minimal option sets seed, which must come
// from a check of the other positions. It returns the minimal option
// sets per element it ends with.
func (p *pretension) nFailure(seed [][]elemSet, from int) ([]uint16, [][]elemSet, error) {
	m := p.q.M
	lower := make([][]elemSet, m.Size())
	for x := range seed {
		lower[x] = slices.Clone(seed[x])
	}
	pset := make(bitset, (m.Size()+63)/64)
	for x, isP := range p.q.P {
		if isP {
			pset.set(Elem(x))
		}
	}
	if p.q.P[0] {
		return make([]uint16, len(p.phi)), nil, nil
	}
	var fail []uint16
	var arena elemArena
	var ts elemSet
	w := &walker{p: p}
	w.node = func(x Elem, t bitset) bool {
		l := lower[x]
		for _, o := range l {
			if o.subsetOfBits(t) {
				return false
			}
		}
		ts = t.appendElems(ts[:0])
		k := 0
		for _, o := range l {
			if !ts.subsetOf(o) {
				l[k] = o
				k++
			}
		}
		lower[x] = append(l[:k], arena.clone(ts))
		return true
	}
	w.leaf = func(x Elem, t bitset) bool {
		if p.q.P[x] || t.empty() || t.meets(pset) {
			return true
		}
		fail = slices.Clone(w.word)
		return false
	}
	top := len(p.phi) - 1
	if from <= 1 || from > top {
		if err := w.walk(false); err != nil {
			return nil, nil, err
		}
		return fail, lower, nil
	}
	// Only positions with a heap ≥ from: walk with each such heap as the
	// largest present.
	for top2 := from; top2 <= top && fail == nil; top2++ {
		w.p = &pretension{q: p.q, phi: p.phi[:top2+1], trans: p.trans[:top2+1], s: p.s}
		w.stop = false
		if err := w.walk(true); err != nil {
			return nil, nil, err
		}
		if fail != nil {
			fail = append(fail, make([]uint16, top-top2)...)
		}
	}
	return fail, lower, nil
}
