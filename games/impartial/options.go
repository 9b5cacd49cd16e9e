package impartial

// Moves calls yield with each position one move from a heap of n: the
// heaps left, non-empty, in increasing order (empty when the heap is
// taken away), until yield returns false. The slice is reused between
// calls. The order is CGSuite's (Siegel, version 2.x, TBCode traversal):
// by the number of counters removed, adding before removing; then by the
// number of heaps left; then the heap sizes in lexicographic order. Each
// result is given once. A heap of 0 or less has no moves.
func (r *Ruleset) Moves(n int, yield func(heaps []int) bool) {
	if n <= 0 {
		return
	}
	last := n
	if r.Finite() {
		last = min(n, r.MaxRemoval())
	}
	e := enumerator{yield: yield}
	for k := -len(r.add); k <= last; k++ {
		d := r.digit(k)
		if d.isZero() {
			continue
		}
		rest := n - k
		if rest == 0 {
			if d.allows(0) && !yield(e.buf[:0]) {
				return
			}
			continue
		}
		for h := 1; h <= d.maxHeaps(rest); h++ {
			if h == 1 && d.loneTwo && rest < 2 {
				continue // CGSuite's reading of "?": no lone heap of 1
			}
			if d.allows(h) && !e.partitions(rest, h, d.cons(h)) {
				return
			}
		}
	}
}

// enumerator lists the partitions of a number for Moves.
type enumerator struct {
	buf   []int
	yield func([]int) bool
}

// partitions yields the partitions of total into h positive parts, in
// increasing order within each and lexicographic order between them,
// that satisfy c; it returns false if yield did.
func (e *enumerator) partitions(total, h int, c constraint) bool {
	if cap(e.buf) < h {
		e.buf = make([]int, h, max(h, 2*cap(e.buf), 4))
	}
	buf := e.buf[:h]
	switch {
	case h == 1:
		buf[0] = total
		return e.yield(buf)
	case c == allEqual:
		if total%h != 0 {
			return true
		}
		for i := range buf {
			buf[i] = total / h
		}
		return e.yield(buf)
	case h == 2:
		// The common case, without recursion.
		for a := 1; 2*a <= total; a++ {
			if c != free && 2*a == total {
				break
			}
			buf[0], buf[1] = a, total-a
			if !e.yield(buf) {
				return false
			}
		}
		return true
	}
	return e.fill(buf, 0, 1, total, c)
}

// fill sets buf[i:] to each partition of rest into parts of at least lo,
// in lexicographic order, and yields the whole of buf for each.
func (e *enumerator) fill(buf []int, i, lo, rest int, c constraint) bool {
	h := len(buf) - i // parts still to place
	if h == 1 {
		if rest < lo {
			return true
		}
		buf[i] = rest
		if c == someUnequal && buf[0] == rest {
			return true // all equal: the last partition in this order
		}
		return e.yield(buf)
	}
	for a := lo; ; a++ {
		if c == allUnequal {
			// a, a+1, …, a+h−1 must fit.
			if h*a+h*(h-1)/2 > rest {
				return true
			}
		} else if h*a > rest {
			return true
		}
		buf[i] = a
		next := a
		if c == allUnequal {
			next = a + 1
		}
		if !e.fill(buf, i+1, next, rest-a, c) {
			return false
		}
	}
}
