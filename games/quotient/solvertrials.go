package quotient

// The Solver's trial pretensions: expanding Q with a new generator when a
// heap is not an element of it, marking P and reducing, and the
// recalibration that frees the heaps of a position predicted wrongly.

import (
	"fmt"
	"slices"
)

// expand builds the quotient when heap n is not an element of Q.
func (s *Solver) expand(n int) (trial, error) {
	c, _ := Cyclic(2, 2)
	if size := s.q.M.Size() * c.Size(); size > s.maxSize {
		return trial{}, fmt.Errorf("%w: trial monoid of order %d, over the bound of %d", ErrTooLarge, size, s.maxSize)
	}
	if err := s.reserve(s.q.M.Size()*c.Size(), s.q.M.NumGens()+1); err != nil {
		return trial{}, err
	}
	sum, err := DirectSum(s.q.M, c)
	if err != nil {
		return trial{}, err
	}
	embed := embedding(sum, s.q.M, 0)
	phi := make([]Elem, n+1)
	for h := 1; h < n; h++ {
		phi[h] = embed[s.phi[h]]
	}
	phi[n] = sum.Gen(s.q.M.NumGens())
	t, err := s.mark(sum, phi)
	if err != nil {
		return trial{}, err
	}
	for {
		if err := s.tick(); err != nil {
			return trial{}, err
		}
		p := &pretension{q: t.q, phi: t.phi, trans: t.trans, s: s}
		least, err := p.pFailure()
		if err != nil {
			return trial{}, err
		}
		nf, _, err := p.nFailure(nil, 1)
		if err != nil {
			return trial{}, err
		}
		if nf != nil && (least == nil || colex(nf, least) < 0) {
			least = nf
		}
		if least == nil {
			return t, nil
		}
		t, err = s.recalibrate(t, least)
		if err != nil {
			return trial{}, err
		}
	}
}

// embedding maps m's elements into sum, whose generators first … are m's.
func embedding(sum, m *Monoid, first int) []Elem {
	e := make([]Elem, m.Size())
	for x := range e {
		y := Elem(0)
		for g, k := range m.Word(Elem(x)) {
			for ; k > 0; k-- {
				y = sum.gens[first+g][y]
			}
		}
		e[x] = y
	}
	return e
}

// trial is a candidate pretension.
type trial struct {
	q     *Bipartite
	phi   []Elem
	trans [][]Elem // the option values of each heap, sorted
}

// mark gives the monoid m with Φ a P-portion: each element is P iff its
// least position has options and none of them is P, then reduces.
func (s *Solver) mark(m *Monoid, phi []Elem) (trial, error) {
	q, trans, err := s.markP(m, phi)
	if err != nil {
		return trial{}, err
	}
	return reduceTrial(q, phi, trans), nil
}

// markP is mark before the reduction; it also returns the option values
// of the heaps.
func (s *Solver) markP(m *Monoid, phi []Elem) (*Bipartite, [][]Elem, error) {
	q := &Bipartite{M: m, P: make([]bool, m.Size())}
	p := &pretension{q: q, phi: phi, trans: allTransitions(m, phi, s.opts), s: s}
	if _, err := p.least(true); err != nil {
		return nil, nil, err
	}
	return q, p.trans, nil
}

// reduceTrial reduces a marked monoid by indistinguishability, with Φ and
// the option values of the heaps (the reduction is a homomorphism, so the
// option values are the images of the old ones).
func reduceTrial(q *Bipartite, phi []Elem, trans [][]Elem) trial {
	r, proj := q.Reduce()
	nphi := make([]Elem, len(phi))
	for h, x := range phi {
		nphi[h] = proj[x]
	}
	ntrans := make([][]Elem, len(trans))
	n := 0
	for _, tr := range trans {
		n += len(tr)
	}
	flat := make([]Elem, 0, n)
	for h, tr := range trans {
		if tr == nil {
			continue
		}
		start := len(flat)
		for _, t := range tr {
			flat = append(flat, proj[t])
		}
		u := flat[start:]
		slices.Sort(u)
		u = slices.Compact(u)
		flat = flat[:start+len(u)]
		ntrans[h] = u[:len(u):len(u)]
	}
	return trial{q: r, phi: nphi, trans: ntrans}
}

// recalibrate repairs a trial that predicts the position w wrongly.
func (s *Solver) recalibrate(t trial, w []uint16) (trial, error) {
	m := t.q.M
	val := Elem(0)
	for h, k := range w {
		for ; k > 0; k-- {
			val = m.Mul(val, t.phi[h])
		}
	}
	want := !t.q.P[val]
	var involved []int
	for h, k := range w {
		if k > 0 {
			involved = append(involved, h)
		}
	}
	skipped := false
	for size := 1; size <= len(involved); size++ {
		found := trial{}
		err := combinations(involved, size, func(freed []int) (bool, error) {
			if err := s.tick(); err != nil {
				return false, err
			}
			u, ok, err := s.free(t, w, freed, want)
			if err != nil {
				return false, err
			}
			if u.q == nil && !ok {
				skipped = true
				return true, nil
			}
			if u.q != nil {
				found = u
				return false, nil
			}
			return true, nil
		})
		if err != nil {
			return trial{}, err
		}
		if found.q != nil {
			return found, nil
		}
	}
	e := &RecalibrationError{Position: slices.Clone(w)}
	if skipped {
		e.MaxSize = s.maxSize
	}
	return trial{}, e
}

// free makes each heap of freed a generator of its own cyclic monoid
// beside the monoid the other heaps generate, and marks P again. It
// returns the trial if it predicts w as want (P or not); a zero trial
// otherwise, with ok false if the monoid would be too large. The
// reduction is skipped when the prediction is not the one wanted (it
// keeps P: the value of w is P in the reduced trial iff it is before).
func (s *Solver) free(t trial, w []uint16, freed []int, want bool) (u trial, ok bool, err error) {
	m := t.q.M
	isFreed := map[int]bool{}
	for _, h := range freed {
		isFreed[h] = true
	}
	// The monoid the other heaps generate, on as few generators as do.
	kept := make([]Elem, 0, len(t.phi))
	for h := 1; h < len(t.phi); h++ {
		if !isFreed[h] {
			kept = append(kept, t.phi[h])
		}
	}
	gens := Generators(m, kept, nil)
	sub, emb, err := m.Generated(gens)
	if err != nil {
		return trial{}, false, err
	}
	inSub := make(map[Elem]Elem, len(emb))
	for y, x := range emb {
		inSub[x] = Elem(y)
	}
	sum := sub
	var cyc []int // generator index in sum of each freed heap
	for _, h := range freed {
		idx, _ := m.IndexPeriod(t.phi[h])
		if k := int(w[h]) - 1; k > idx {
			idx = k
		}
		period := 2
		if p := 2 * ((idx - 4) / 2); p > period {
			period = p
		}
		if idx+period > maxCyclic || sum.Size()*(idx+period) > s.maxSize {
			return trial{}, false, nil
		}
		c, err := Cyclic(idx, period)
		if err != nil {
			return trial{}, false, err
		}
		if err := s.reserve(sum.Size()*c.Size(), sum.NumGens()+1); err != nil {
			return trial{}, false, err
		}
		cyc = append(cyc, sum.NumGens())
		if sum, err = DirectSum(sum, c); err != nil {
			return trial{}, false, err
		}
	}
	toSum := embedding(sum, sub, 0)
	phi := make([]Elem, len(t.phi))
	for h := 1; h < len(t.phi); h++ {
		if !isFreed[h] {
			phi[h] = toSum[inSub[t.phi[h]]]
		}
	}
	for i, h := range freed {
		phi[h] = sum.Gen(cyc[i])
	}
	q, trans, err := s.markP(sum, phi)
	if err != nil {
		return trial{}, false, err
	}
	v := Elem(0)
	for h, k := range w {
		for ; k > 0; k-- {
			v = sum.Mul(v, phi[h])
		}
	}
	if q.P[v] != want {
		return trial{}, true, nil
	}
	return reduceTrial(q, phi, trans), true, nil
}

// IndexPeriod is the index and period of x: the least i and p ≥ 1 with
// x^(i+p) = x^i.
func (m *Monoid) IndexPeriod(x Elem) (index, period int) {
	index, period, _ = powerCycle(m, x)
	return index, period
}

// combinations calls f with each size-element subset of xs, in order,
// until f returns false or an error.
func combinations(xs []int, size int, f func([]int) (bool, error)) error {
	pick := make([]int, 0, size)
	var rec func(start int) (bool, error)
	rec = func(start int) (bool, error) {
		if len(pick) == size {
			return f(slices.Clone(pick))
		}
		for i := start; i <= len(xs)-(size-len(pick)); i++ {
			pick = append(pick, xs[i])
			more, err := rec(i + 1)
			pick = pick[:len(pick)-1]
			if !more || err != nil {
				return more, err
			}
		}
		return true, nil
	}
	_, err := rec(0)
	return err
}

// colex compares positions (heap counts) by the count of the largest heap
// first: MisereSolver's word order (CompareWords) with heaps as letters.
func colex(a, b []uint16) int { return CompareWords(a, b) }
