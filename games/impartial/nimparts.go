package impartial

import (
	"context"
	"math/bits"
)

// Nim values of codes whose moves may leave any number of heaps.
//
// A digit such as *, {3+} or g (four heaps) lets a move leave a heap's
// remaining counters in any partition (of a given number of parts, with
// "!", "?" or "=" on the sizes), and the number of partitions grows
// exponentially. The mex needs only the SET of the option values, and
// that set is built by a knapsack-like dynamic programme over the part
// sizes, without listing the partitions:
//
//	F_c(s) = { G(a1) ⊕ … ⊕ G(ac) : a1 ≤ … ≤ ac, a1 + … + ac = s },
//
// a set of values kept as a bitset, for c = 1, …, K−1 parts exactly and
// c = K meaning K or more parts, K one more than the largest number of
// heaps a digit names (or the number from which a "+" digit allows every
// count). Part sizes are added one at a time, in increasing order, as
// their values become known: when G(p) = g is known, for s = p, p+1, …,
//
//	F_c(s) ∪= F_{c−1}(s − p) ⊕ g,   F_K(s) ∪= (F_{K−1} ∪ F_K)(s − p) ⊕ g,
//
// where S ⊕ g = { x ⊕ g : x ∈ S }; going up in s lets p be used again, so
// each multiset of parts is made from its parts in increasing order. The
// tables then hold exactly the partitions into parts smaller than the
// next heap h, which are all the partitions a move from h can leave when
// no heap grows (Ruleset.Grows false: every heap an option leaves is
// smaller than the heap moved from, also after adding counters).
//
// The constraints are exact, not filtered afterwards (a set of values
// cannot be filtered: another partition may have the same value):
//
//   - "!" (different sizes): D_c(s), the same recurrence with s going
//     down, so each part size is used at most once (0/1 knapsack).
//   - "?" (not all equal): M_c(s), the partitions with two or more
//     sizes. A partition with largest part p taken away once leaves
//     either a partition with two sizes (in M, s going up as for F) or
//     one, all equal, of a size q < p: c − 1 parts q, a single value
//     G(q) or 0 by the parity of c − 1; for K or more parts the union of
//     those is kept, like "=", in a table updated as each size is added.
//   - "=" (all equal): the partitions c·q = s, one value each; for "c or
//     more" the union over the divisors, kept in a table to which each
//     new size p adds its multiples m·p, m ≥ c (a harmonic sum).
//
// Zero or one heap is no partition: taking a whole heap has value 0, and
// leaving one heap of t the value G(t), whatever the constraint.
//
// Each new size costs O(S · K · W) word operations for sums up to S and
// values below 64·W, so n heaps cost O(n² · K · V/64) for values below V,
// against the partition function for listing the options.

// partsApply reports whether the values of r are computed by the
// partition programme: its heaps never grow, it is not plain, and some
// digit allows four or more heaps (or any number).
func partsApply(r *Ruleset) bool {
	if r.Grows() || r.Plain() {
		return false
	}
	m := r.MaxHeaps()
	return m < 0 || m >= 4
}

// partTable is one family of value sets, F, M or D above: the set of
// (s, c), c = 1, …, k, is data[((s·k)+c−1)·W:][:W].
type partTable struct {
	k    int
	data []uint64
}

// eqTable holds, for each sum s, the values of the partitions of s into
// from or more equal parts of the sizes added so far.
type eqTable struct {
	from int
	data []uint64
}

// partQuery is one piece of the options of a digit: a number of heaps (or
// a range of them) under a constraint, with its table.
type partQuery struct {
	kind   uint8 // one of the q constants
	tab    *partTable
	lo, hi int // classes of tab (hi inclusive); the count for qEqual; the least heap for qOne
	eq     *eqTable
}

const (
	qOne    uint8 = iota // leave one heap, of lo counters or more
	qTable               // classes lo..hi of tab
	qEqual               // lo equal heaps
	qEqMore              // eq's partitions
)

// digitPlan is how the option values of one digit are found: whether it
// may take a whole heap, and the pieces for the heaps it leaves.
type digitPlan struct {
	zero bool
	qs   []partQuery
}

// partsDP is the state of the programme for one ruleset.
type partsDP struct {
	r      *Ruleset
	maxAdd int
	S      int // the tables hold sums 0..S
	W      int // words a value set
	vals   []int32
	maxW   []int32 // maxW[q]: the words the values of sizes up to q need
	// the tables; nil when no digit needs them
	free, mixed, dist *partTable
	eqs               []*eqTable
	mixedEq           *eqTable // the "K or more equal parts" table of mixed
	// plans for r.add, r.digits and r.tail, index by index
	addPlans, digitPlans, tailPlans []digitPlan
	u                               []uint64 // the options of the current heap
}

// newPartsDP returns the programme of r with tables for sums up to S
// and no part sizes added yet.
func newPartsDP(r *Ruleset) *partsDP {
	dp := &partsDP{r: r, maxAdd: len(r.add), W: 1, vals: []int32{0}, maxW: []int32{1}}
	// First pass: the classes each table needs.
	need := map[constraint]int{}
	var eqFrom []int
	note := func(c constraint, k int) {
		need[c] = max(need[c], k, 2)
	}
	each := func(d tbDigit, exact func(c int, con constraint), more func(from int, con constraint)) {
		for c := 2; c <= d.top(); c++ {
			if d.allow&(1<<c) != 0 {
				exact(c, d.cons(c))
			}
		}
		if d.more {
			more(max(d.top()+1, 2), d.cons(d.top()))
		}
	}
	for _, d := range r.allDigits() {
		each(d, func(c int, con constraint) {
			if con != allEqual {
				note(con, c+1)
			}
		}, func(from int, con constraint) {
			if con == allEqual {
				eqFrom = append(eqFrom, from)
			} else {
				note(con, from)
			}
		})
	}
	if k, ok := need[free]; ok {
		dp.free = &partTable{k: k}
	}
	if k, ok := need[allUnequal]; ok {
		dp.dist = &partTable{k: k}
	}
	if k, ok := need[someUnequal]; ok {
		dp.mixed = &partTable{k: k}
		eqFrom = append(eqFrom, k)
	}
	eqOf := func(from int) *eqTable {
		for _, e := range dp.eqs {
			if e.from == from {
				return e
			}
		}
		e := &eqTable{from: from}
		dp.eqs = append(dp.eqs, e)
		return e
	}
	for _, f := range eqFrom {
		eqOf(f)
	}
	if dp.mixed != nil {
		dp.mixedEq = eqOf(dp.mixed.k)
	}
	tableOf := func(con constraint) *partTable {
		switch con {
		case allUnequal:
			return dp.dist
		case someUnequal:
			return dp.mixed
		}
		return dp.free
	}
	// Second pass: the plans.
	plan := func(d tbDigit) digitPlan {
		p := digitPlan{zero: d.allows(0)}
		if d.allows(1) {
			lo := 1
			if d.loneTwo {
				lo = 2 // CGSuite's reading of "?": no lone heap of 1
			}
			p.qs = append(p.qs, partQuery{kind: qOne, lo: lo})
		}
		each(d, func(c int, con constraint) {
			if con == allEqual {
				p.qs = append(p.qs, partQuery{kind: qEqual, lo: c})
			} else {
				p.qs = append(p.qs, partQuery{kind: qTable, tab: tableOf(con), lo: c, hi: c})
			}
		}, func(from int, con constraint) {
			if con == allEqual {
				p.qs = append(p.qs, partQuery{kind: qEqMore, eq: eqOf(from)})
			} else {
				t := tableOf(con)
				p.qs = append(p.qs, partQuery{kind: qTable, tab: t, lo: from, hi: t.k})
			}
		})
		return p
	}
	for _, ds := range []struct {
		in  []tbDigit
		out *[]digitPlan
	}{{r.add, &dp.addPlans}, {r.digits, &dp.digitPlans}, {r.tail, &dp.tailPlans}} {
		for _, d := range ds.in {
			*ds.out = append(*ds.out, plan(d))
		}
	}
	return dp
}

// tables returns the tables in use.
func (dp *partsDP) tables() []*partTable {
	var ts []*partTable
	for _, t := range []*partTable{dp.free, dp.mixed, dp.dist} {
		if t != nil {
			ts = append(ts, t)
		}
	}
	return ts
}

// bytesFor is the memory of the tables for sums up to S with W words a
// set.
func (dp *partsDP) bytesFor(S, W int) int64 {
	sets := 1 // the options of a heap
	for _, t := range dp.tables() {
		sets += t.k
	}
	sets += len(dp.eqs)
	return 8 * int64(W) * (int64(S) + 1) * int64(sets)
}

// reset empties the tables and makes them hold sums up to S: the part
// sizes must be added again.
func (dp *partsDP) reset(S int) {
	dp.S = S
	dp.vals, dp.maxW = dp.vals[:1], dp.maxW[:1]
	for _, t := range dp.tables() {
		t.data = make([]uint64, (S+1)*t.k*dp.W)
	}
	for _, e := range dp.eqs {
		e.data = make([]uint64, (S+1)*dp.W)
	}
	dp.u = make([]uint64, dp.W)
}

// widen makes each set W words, keeping the sets.
func (dp *partsDP) widen(W int) {
	grow := func(old []uint64) []uint64 {
		n := len(old) / dp.W
		data := make([]uint64, n*W)
		for i := range n {
			copy(data[i*W:], old[i*dp.W:(i+1)*dp.W])
		}
		return data
	}
	for _, t := range dp.tables() {
		t.data = grow(t.data)
	}
	for _, e := range dp.eqs {
		e.data = grow(e.data)
	}
	dp.W = W
	dp.u = make([]uint64, W)
}

// wordsFor is the number of words a set needs once a value g is known:
// the XOR of values below 2^b is below 2^b.
func wordsFor(g int) int {
	return max(1, (1<<bits.Len(uint(g)))/64)
}

// set returns the set (s, c) of t.
func (dp *partsDP) set(t *partTable, s, c int) []uint64 {
	i := ((s * t.k) + c - 1) * dp.W
	return t.data[i : i+dp.W : i+dp.W]
}

// eqSet returns the set of sum s of e.
func (dp *partsDP) eqSet(e *eqTable, s int) []uint64 {
	return e.data[s*dp.W : (s+1)*dp.W : (s+1)*dp.W]
}

// xorPerm64 maps bit x of w to bit x ⊕ g, for g < 64.
func xorPerm64(w uint64, g uint) uint64 {
	if g&1 != 0 {
		w = (w&0x5555555555555555)<<1 | (w>>1)&0x5555555555555555
	}
	if g&2 != 0 {
		w = (w&0x3333333333333333)<<2 | (w>>2)&0x3333333333333333
	}
	if g&4 != 0 {
		w = (w&0x0f0f0f0f0f0f0f0f)<<4 | (w>>4)&0x0f0f0f0f0f0f0f0f
	}
	if g&8 != 0 {
		w = (w&0x00ff00ff00ff00ff)<<8 | (w>>8)&0x00ff00ff00ff00ff
	}
	if g&16 != 0 {
		w = (w&0x0000ffff0000ffff)<<16 | (w>>16)&0x0000ffff0000ffff
	}
	if g&32 != 0 {
		w = w<<32 | w>>32
	}
	return w
}

// orXor sets dst ∪= src ⊕ g; src may be shorter than dst when its values
// are smaller.
func orXor(dst, src []uint64, g int) {
	hi, lo := g>>6, uint(g&63)
	if len(src) == 1 {
		dst[hi] |= xorPerm64(src[0], lo)
		return
	}
	for i, w := range src {
		if w != 0 {
			dst[i^hi] |= xorPerm64(w, lo)
		}
	}
}

// setBit adds v to a set.
func setBit(set []uint64, v int) { set[v>>6] |= 1 << uint(v&63) }

// feed adds the part size p = len(vals), of value g, to every table. It
// returns the number of word operations, roughly.
func (dp *partsDP) feed(g int) int {
	p := len(dp.vals)
	dp.vals = append(dp.vals, int32(g))
	dp.maxW = append(dp.maxW, int32(max(wordsFor(g), int(dp.maxW[p-1]))))
	work := 0
	if t := dp.free; t != nil {
		setBit(dp.set(t, p, 1), g)
		for s := p + 1; s <= dp.S; s++ {
			r := s - p
			nw := dp.words(r)
			if r <= p { // one part r, then p
				setBit(dp.set(t, s, 2), int(dp.vals[r])^g)
			}
			for c := 3; c <= t.k; c++ {
				orXor(dp.set(t, s, c), dp.set(t, r, c-1)[:nw], g)
			}
			orXor(dp.set(t, s, t.k), dp.set(t, r, t.k)[:nw], g)
		}
		work += (dp.S - p) * t.k * dp.W
	}
	if t := dp.dist; t != nil {
		for s := dp.S; s > p; s-- {
			r := s - p
			nw := dp.words(r)
			if r < p { // one part r, then p
				setBit(dp.set(t, s, 2), int(dp.vals[r])^g)
			}
			// c distinct parts sum to at least c(c+1)/2.
			for c := 3; c <= t.k && c*(c+1)/2 <= s; c++ {
				orXor(dp.set(t, s, c), dp.set(t, r, c-1)[:nw], g)
			}
			if t.k*(t.k+1)/2 <= s {
				orXor(dp.set(t, s, t.k), dp.set(t, r, t.k)[:nw], g)
			}
		}
		setBit(dp.set(t, p, 1), g)
		work += (dp.S - p) * t.k * dp.W
	}
	if t := dp.mixed; t != nil {
		// Class 1 of mixed stays empty: one part has one size.
		for s := p + 1; s <= dp.S; s++ {
			r := s - p // the rest, nonempty
			nw := dp.words(r)
			for c := 2; c <= t.k; c++ {
				dst := dp.set(t, s, c)
				if c > 2 {
					orXor(dst, dp.set(t, r, c-1)[:nw], g)
				}
				// c−1 equal parts of a size q < p.
				if r%(c-1) == 0 {
					if q := r / (c - 1); q < p {
						setBit(dst, dp.eqValue(q, c-1)^g)
					}
				}
			}
			dst := dp.set(t, s, t.k)
			orXor(dst, dp.set(t, r, t.k)[:nw], g)
			orXor(dst, dp.eqSet(dp.mixedEq, r)[:nw], g)
		}
		work += (dp.S - p) * t.k * dp.W
	}
	for _, e := range dp.eqs {
		for m := e.from; m*p <= dp.S; m++ {
			setBit(dp.eqSet(e, m*p), int(dp.eqValue(p, m)))
		}
		work += dp.S / p
	}
	return work
}

// words returns the number of words that hold the sets of sum s: their
// values are XORs of the values of the sizes added so far up to s.
func (dp *partsDP) words(s int) int {
	return int(dp.maxW[min(s, len(dp.maxW)-1)])
}

// eqValue is the value of m heaps of q.
func (dp *partsDP) eqValue(q, m int) int {
	if m%2 == 0 {
		return 0
	}
	return int(dp.vals[q])
}

// value returns G(h), every size below h having been added and S being
// at least h + the most counters a move adds.
func (dp *partsDP) value(h int) int {
	u := dp.u
	clear(u)
	r := dp.r
	last := h
	if r.Finite() {
		last = min(h, r.MaxRemoval())
	}
	for k := -dp.maxAdd; k <= last; k++ {
		var pl *digitPlan
		switch {
		case k < 0:
			pl = &dp.addPlans[-k-1]
		case k < len(dp.digitPlans):
			pl = &dp.digitPlans[k]
		default:
			pl = &dp.tailPlans[(k-len(dp.digitPlans))%len(dp.tailPlans)]
		}
		t := h - k
		if t == 0 {
			if pl.zero {
				u[0] |= 1
			}
			continue
		}
		for i := range pl.qs {
			q := &pl.qs[i]
			switch q.kind {
			case qOne:
				if t >= q.lo {
					setBit(u, int(dp.vals[t]))
				}
			case qTable:
				nw := dp.words(t)
				for c := q.lo; c <= q.hi; c++ {
					for j, w := range dp.set(q.tab, t, c)[:nw] {
						u[j] |= w
					}
				}
			case qEqual:
				if t%q.lo == 0 {
					setBit(u, dp.eqValue(t/q.lo, q.lo))
				}
			case qEqMore:
				for j, w := range dp.eqSet(q.eq, t)[:dp.words(t)] {
					u[j] |= w
				}
			}
		}
	}
	for j, w := range u {
		if w != ^uint64(0) {
			return 64*j + bits.TrailingZeros64(^w)
		}
	}
	return 64 * len(u)
}

// partsMaxS bounds the sums the tables are first made for; beyond it they
// double as the heaps grow.
const partsMaxS = 1 << 17

// prepareParts readies the partition programme, if the code takes it,
// for heap h of a run to heap n: the tables hold sums up to h plus the
// counters a move adds and every size below h. It asks Memory before the
// tables grow and checks ctx while it rebuilds them.
func (s *Sequence) prepareParts(ctx context.Context, h, n int) error {
	c := s.st.state()
	if !c.generic || c.noParts {
		return nil
	}
	dp := c.parts
	if dp == nil {
		if !partsApply(s.r) {
			c.noParts = true
			return nil
		}
		dp = newPartsDP(s.r)
		c.parts = dp
	}
	ask := func(S, W int) error {
		if s.Memory == nil {
			return nil
		}
		need := dp.bytesFor(S, W) - dp.bytesFor(dp.S, dp.W)
		if dp.tables() == nil && dp.eqs == nil {
			need = 0
		}
		if err := s.Memory(need); err != nil {
			return &MemoryError{Heaps: s.n, Need: need, Err: err}
		}
		return nil
	}
	if want := h + dp.maxAdd; dp.u == nil || want > dp.S {
		S := max(want, min(n+dp.maxAdd, partsMaxS), 2*dp.S)
		S = min(S, max(n+dp.maxAdd, want))
		if err := ask(S, dp.W); err != nil {
			return err
		}
		dp.reset(S)
	}
	for p := len(dp.vals); p < h; p++ {
		g := s.st.get(p)
		if W := wordsFor(g); W > dp.W {
			if err := ask(dp.S, W); err != nil {
				return err
			}
			dp.widen(W)
		}
		c.work += dp.feed(g)
		if !c.check() {
			return c.takeErr()
		}
	}
	return nil
}
