package impartial

import (
	"context"
	"fmt"
	"math"
	"math/bits"

	"cgcalc/games/internal/clip"
	"cgcalc/games/internal/probe"
)

// NimValue returns the nim value of a position, the XOR (nim-sum) of the
// values of its heaps: values[h] is the nim value of a heap of h, as
// NimValues returns them. Every heap must be less than len(values).
func NimValue(values []int, heaps []int) int {
	v := 0
	for _, h := range heaps {
		v ^= values[h]
	}
	return v
}

// NimValues returns the normal-play nim values G(0), …, G(n) of single
// heaps of r (Sprague–Grundy; Winning Ways ch. 4): G(n) is the least
// value that is not the value of an option, and the value of an option is
// the XOR of the values of the heaps it leaves.
//
// It is a convenience wrapper of Sequence, which computes the values with
// the sparse space of Winning Ways ch. 4 and, for finite codes, stops
// computing once the Guy–Smith theorem certifies a period: the values
// beyond come from the period. Long runs should use a Sequence itself: it
// stores a byte or two a heap instead of an int, reports progress, keeps
// what was computed when stopped and can be saved and resumed.
//
// NimValues checks ctx as it goes and returns ctx.Err() when it is done.
// It returns an error if n is negative or more than MaxSequenceHeap.
func NimValues(ctx context.Context, r *Ruleset, n int) ([]int, error) {
	// Codes whose heaps can grow are computed depth first from their
	// options (genericNimValues); the Sequence takes every other code.
	if r.Grows() {
		return genericNimValues(ctx, r, n)
	}
	if n < 0 || n > MaxSequenceHeap {
		return nil, fmt.Errorf("nim values of %s: heap %d is not between 0 and %d", clip.Clip(r.String()), n, MaxSequenceHeap)
	}
	s := NewSequence(r)
	if err := s.Extend(ctx, n); err != nil {
		return nil, err
	}
	return s.Ints(0, n+1), nil
}

// The engine computes the values heap by heap. Moves that leave two heaps
// are the expensive part: a heap of n has about n/2 of them for each digit
// with bit 4. Done naively that makes the computation quadratic. The
// engine instead uses the sparse space of Winning Ways ch. 4 (Berlekamp;
// Flammenkamp's record computations), which is exact for any game and
// fast when the game has one:
//
// Fix a mask m and a flag δ ∈ {0, 1}, and put φ(v) = parity of the
// number of 1 bits of v&m, a homomorphism from the values under XOR to
// {0, 1}, and σ(h) = φ(G(h)) ⊕ δ·(h mod 2), the class of heap h. For a
// split of N into a + b, φ(G(a) ⊕ G(b)) = σ(a) ⊕ σ(b) ⊕ δ·(N mod 2),
// because a and b have the parities of a+b between them. Most heaps of a
// game with a sparse space share one class, c; the others are the rare
// ("sparse") heaps. A value v with φ(v) = 1 ⊕ δ·(N mod 2) then comes
// only from a split with σ(a) ≠ σ(b), that is with exactly one rare part,
// so the values of that class the splits of N reach are found exactly by
// pairing each rare heap s < N with N − s. Values of the other class are
// reached by the many common⊕common splits: for each such v below the
// mex, the engine scans the splits a + (N − a), a = 1, 2, …, marking every
// value it meets, until it meets v; this usually stops after a few
// steps. Only when such a v is reached by no split (the heap is then
// itself rare) does the scan run to the end. A heap therefore costs
// about the number of rare heaps below it instead of n/2.
//
// The engine chooses m, δ and c from the values so far, minimising the
// number of rare heaps (for Grundy's game m = …11110, δ = 0: Flammenkamp's
// "rare values" have an even number of 1 bits above bit 0; for Kayles
// m = …1111, δ = 0: eventually all values are odious). It chooses again
// when the heap doubles or the rare heaps multiply, and rebuilds the list
// of rare heaps if the choice changes. A poor choice costs time, never
// correctness; with no useful sparse space it degrades to the quadratic
// method (every value is then scanned for). A finite code with two
// splitting digits or more then builds the set of the values of each
// total's splits once, shared by the digits (split sets, splitsets.go).
//
// Moves that leave three heaps (hexadecimal digits 8–f) are enumerated
// in full, cubically. Codes with a repeating tail have moves of every
// size, so each heap costs at least its size.
//
// The values are stored in the narrowest of uint8, uint16 and uint32
// that holds them all (engine[T]); a value too large for T makes the
// Sequence widen the store.

// nimValue is the type a store of values is made of.
type nimValue interface{ ~uint8 | ~uint16 | ~uint32 }

// nimState is the part of the engine's state that does not depend on the
// width of the stored values: the moves of the ruleset by the number k
// removed, the stamped mex table and the sparse-space bookkeeping.
type nimState struct {
	r        *Ruleset
	finite   bool
	maxK     int   // the largest k with a move, for a finite code
	nextK    int   // digits 0, …, nextK−1 are sorted into the lists below
	takeAll  []int // k ≥ 1 with bit 1: take a whole heap of k
	takeOne  []int // k ≥ 1 with bit 2: leave one heap
	split2   []int // k with bit 4: leave two heaps
	split3   []int // k with bit 8: leave three heaps
	distinct bool
	// generic: the options come from Ruleset.Moves, for codes the move
	// lists above cannot describe; no sparse space, no period test.
	generic bool
	// parts: the partition programme (nimparts.go) for generic codes
	// whose moves may leave four or more heaps; noParts: not for this code.
	parts   *partsDP
	noParts bool

	// seen[v] == stamp when v is the value of an option of the current
	// heap; seen is longer than any value an option can have.
	seen  []int32
	stamp int32
	maxG  int

	// scanPos and scanEnd, per entry of split2: the next a to scan and
	// the last (a ≤ N − a) for the current heap.
	scanPos, scanEnd []int

	// The sparse space: mask, delta and common as m, δ and c above.
	// sparse lists the rare heaps (≥ 1) in increasing order.
	mask, delta, common int
	sparse              []uint32
	hist                [][2]int // hist[v][p]: heaps ≥ 1 of value v and parity p
	nextEval            int      // choose the space again at this heap …
	sparseAtEval        int      // … or when there are many more rare heaps than this

	// sets: the split sets of the totals (splitsets.go), nil when the
	// code does not take them; setsChecked: that was decided; noSets:
	// never take them (the tests' and benchmarks' way to the marks of
	// compute, side by side).
	sets        *splitSets
	setsChecked bool
	noSets      bool
	par         *parSets // the parallel build of the sets, while Extend runs with Jobs > 1
	bulks       int      // bulks the jobs built and the heaps collected (for the tests)

	work int // units of work done: an option or split marked, a value compared

	// meter polls every probe.Every units of work (see check); err keeps
	// the error of a poll that failed inside compute or certify.
	meter  probe.Meter
	polled int // work at the last poll
	err    error
}

// splitChunk is the number of splits marked between two checks of the
// poll when one heap has many.
const splitChunk = 4 * probe.Every

// check polls once probe.Every units of work have passed since the last
// poll; it reports whether the computation may go on, keeping a poll's
// error in c.err.
func (c *nimState) check() bool { return c.work-c.polled < probe.Every || c.poll() }

// poll is check's poll, out of line so that check inlines.
func (c *nimState) poll() bool {
	n := c.work - c.polled
	c.polled = c.work
	if err := c.meter.Work(n); err != nil {
		c.err = err
		return false
	}
	return true
}

// takeErr returns and clears the error a poll left in c.err.
func (c *nimState) takeErr() error {
	err := c.err
	c.err = nil
	return err
}

// engine is the state of a computation storing its values as T.
type engine[T nimValue] struct {
	*nimState
	g []T // G(0), …, G(h−1)
}

// store is what a Sequence needs of an engine, whatever its width.
type store interface {
	state() *nimState
	len() int
	get(h int) int
	width() int      // bytes a value
	fits(v int) bool // whether v can be stored
	compute() int    // the value of heap len()
	push(v int)      // append v, which fits
	record(h int)    // sparse-space bookkeeping after heap h
	truncate(n int)  // keep values 0..n−1 only, releasing the rest
	certify(t, parts int) (p, e int, ok bool)
	handOut(m, nw int) bool // the parallel build's next bulk (splitpar.go)
	appendBytes(b []byte, from, to int) []byte
	widen() store
}

func newNimState(r *Ruleset) *nimState {
	s := &nimState{
		r:        r,
		finite:   r.Finite(),
		maxK:     r.MaxRemoval(),
		distinct: r.Distinct(),
		nextEval: 512,
	}
	s.growSeen(1)
	return s
}

// sortDigits puts the digits up to k into the move lists.
func (c *nimState) sortDigits(k int) {
	for ; c.nextK <= k; c.nextK++ {
		i := c.nextK
		if c.finite && i > c.maxK {
			c.nextK = k + 1
			break
		}
		d := c.r.Digit(i)
		if i > 0 && d&1 != 0 {
			c.takeAll = append(c.takeAll, i)
		}
		if i > 0 && d&2 != 0 {
			c.takeOne = append(c.takeOne, i)
		}
		if d&4 != 0 {
			c.split2 = append(c.split2, i)
			c.scanPos = append(c.scanPos, 0)
			c.scanEnd = append(c.scanEnd, 0)
		}
		if d&8 != 0 {
			c.split3 = append(c.split3, i)
		}
	}
}

// growSeen makes seen long enough for options whose heaps have values up
// to maxG, and for the mex just above them.
func (c *nimState) growSeen(maxG int) {
	size := 2 << bits.Len(uint(maxG))
	if size <= len(c.seen) {
		return
	}
	seen := make([]int32, size)
	copy(seen, c.seen)
	c.seen = seen
}

// newStamp starts the marks of a new heap.
func (c *nimState) newStamp() {
	if c.stamp == math.MaxInt32 {
		clear(c.seen)
		c.stamp = 0
	}
	c.stamp++
}

// phi is φ: the parity of the 1 bits of v under the mask.
func (c *nimState) phi(v int) int {
	return bits.OnesCount(uint(v&c.mask)) & 1
}

func (e *engine[T]) state() *nimState { return e.nimState }
func (e *engine[T]) len() int         { return len(e.g) }
func (e *engine[T]) get(h int) int    { return int(e.g[h]) }
func (e *engine[T]) width() int {
	var t T
	return int(bitsOf(t) / 8)
}
func (e *engine[T]) fits(v int) bool {
	var t T
	return v >= 0 && uint64(v) < 1<<bitsOf(t)
}

// bitsOf is the width of T in bits.
func bitsOf[T nimValue](t T) uint {
	t = ^T(0)
	return uint(bits.Len64(uint64(t)))
}

// class is σ(h).
func (e *engine[T]) class(h int) int {
	return e.phi(int(e.g[h])) ^ e.delta&h
}

// compute returns the value of the next heap, len(g).
func (e *engine[T]) compute() int {
	c := e.nimState
	h := len(e.g)
	if c.generic {
		return e.computeMoves(h)
	}
	c.sortDigits(h)
	if c.finite && c.nextK > c.maxK && !c.setsChecked {
		c.initSets()
	}
	if c.sets != nil && c.mask == 0 {
		return e.computeSets(h)
	}
	c.newStamp()
	stamp, seen, g := c.stamp, c.seen, e.g
	c.work++
	for _, k := range c.takeAll {
		if k == h {
			seen[0] = stamp
		}
	}
	for _, k := range c.takeOne {
		if k >= h {
			break
		}
		seen[g[h-k]] = stamp
	}
	for _, k := range c.split3 {
		e.markSplit3(h - k)
		if c.err != nil {
			return 0
		}
	}
	if c.mask == 0 {
		// No sparse space: the mex is proved only by every split, so
		// mark them all in one tight loop.
		ks := c.split2
		for len(ks) >= 2 && !c.distinct {
			// Two digits at a time: the splits a + (N−k−a) of both share
			// the load of G(a).
			t1, t2 := h-ks[0], h-ks[1]
			e1, e2 := max(t1/2, 0), max(t2/2, 0) // the last a of each
			m := min(e1, e2)
			for a := 1; a <= m; a += splitChunk {
				b := min(m, a+splitChunk-1)
				markPair(g, t1, t2, a, b, seen, stamp)
				c.work += 2 * (b - a + 1)
				if !c.check() {
					return 0
				}
			}
			// The rest of the digit with more splits.
			for _, t := range [2][2]int{{t1, e1}, {t2, e2}} {
				if !e.markRange(t[0], m+1, t[1]) {
					return 0
				}
			}
			ks = ks[2:]
		}
		for _, k := range ks {
			total := h - k
			end := total / 2
			if c.distinct && total%2 == 0 {
				end--
			}
			if !e.markRange(total, 1, end) {
				return 0
			}
		}
		v := 0
		for seen[v] == stamp {
			v++
		}
		return v
	}
	// Splits into two: the values of each digit's exact class, from the
	// rare heaps, and the scan ranges for the other class.
	for i, k := range c.split2 {
		total := h - k
		c.scanPos[i], c.scanEnd[i] = 1, total/2
		if c.distinct && total%2 == 0 {
			c.scanEnd[i]--
		}
		if c.scanEnd[i] < 1 {
			continue
		}
		for _, s32 := range c.sparse {
			s := int(s32)
			if s >= total {
				break
			}
			if c.distinct && 2*s == total {
				continue
			}
			seen[g[s]^g[total-s]] = stamp
		}
		c.work += len(c.sparse)
		if !c.check() {
			return 0
		}
	}
	v := 0
	for ; seen[v] == stamp || e.reach(h, v); v++ {
	}
	return v
}

// computeMoves returns the value of heap h as the mex of the values of its
// options, each from Moves.
func (e *engine[T]) computeMoves(h int) int {
	c := e.nimState
	if c.parts != nil {
		return c.parts.value(h)
	}
	c.newStamp()
	seen, stamp, g := c.seen, c.stamp, e.g
	c.r.Moves(h, func(heaps []int) bool {
		x := T(0)
		for _, a := range heaps {
			x ^= g[a]
		}
		seen[x] = stamp
		c.work++
		return c.check()
	})
	if c.err != nil {
		return 0
	}
	v := 0
	for seen[v] == stamp {
		v++
	}
	return v
}

// push appends v; Sequence.grow has made room for it.
func (e *engine[T]) push(v int) {
	e.g = append(e.g, T(v))
	if v > e.maxG {
		e.maxG = v
		e.growSeen(v)
	}
}

// markRange marks the splits a + (total−a) for a = from, …, to, a chunk
// at a time, counting them and checking the poll after each chunk; it
// reports whether the computation may go on.
func (e *engine[T]) markRange(total, from, to int) bool {
	c := e.nimState
	for a := from; a <= to; a += splitChunk {
		b := min(to, a+splitChunk-1)
		markAll(e.g[a:b+1], e.g[total-b:total-a+1], c.seen, c.stamp)
		c.work += b - a + 1
		if !c.check() {
			return false
		}
	}
	return true
}

// markAll marks the values lo[i] ⊕ hi[len(hi)−1−i]: the splits a + (N−a)
// for a = 1, …, len(lo), with lo = g[1:] and hi ending at g[N−1].
func markAll[T nimValue](lo, hi []T, seen []int32, stamp int32) {
	hi = hi[:len(lo)]
	j := len(hi) - 1
	for i := 0; i < len(lo); i, j = i+1, j-1 {
		seen[lo[i]^hi[j]] = stamp
	}
}

// markPair marks the values G(a) ⊕ G(t1−a) and G(a) ⊕ G(t2−a) for
// a = from, …, m.
func markPair[T nimValue](g []T, t1, t2, from, m int, seen []int32, stamp int32) {
	lo := g[from : m+1]
	h1 := g[t1-m : t1-from+1]
	h2 := g[t2-m : t2-from+1]
	h1, h2 = h1[:len(lo)], h2[:len(lo)]
	j := len(lo) - 1
	for i := 0; i < len(lo); i, j = i+1, j-1 {
		x := lo[i]
		seen[x^h1[j]] = stamp
		seen[x^h2[j]] = stamp
	}
}

// scanChunk is how many splits reach scans of one digit before it turns
// to the next: a value reached quickly by one digit's splits is not
// first looked for through all the splits of another.
const scanChunk = 32

// reach reports whether a split into two of heap h has value v, given
// that the value of no option marked so far is v and that the splits with
// a rare part have been marked. It scans the splits of each digit for
// which v is of the common⊕common class, a chunk at a time in turn,
// marking every value it meets, and resumes where the last call stopped.
func (e *engine[T]) reach(h, v int) bool {
	c := e.nimState
	g, seen, stamp := e.g, c.seen, c.stamp
	pv := c.phi(v)
	for {
		scanned := false
		for i, k := range c.split2 {
			a, end := c.scanPos[i], c.scanEnd[i]
			if a > end || pv != c.delta&(h-k) {
				// Scanned to the end, or v is of the class the rare
				// heaps gave exactly.
				continue
			}
			scanned = true
			total := h - k
			stop := min(end, a+scanChunk-1)
			for ; a <= stop; a++ {
				x := g[a] ^ g[total-a]
				seen[x] = stamp
				if int(x) == v {
					c.work += a + 1 - c.scanPos[i]
					c.scanPos[i] = a + 1
					return true
				}
			}
			c.work += a - c.scanPos[i]
			c.scanPos[i] = a
		}
		if !scanned || !c.check() {
			return false
		}
	}
}

// markSplit3 marks the values of the splits of total into three heaps,
// counting them and checking the poll for each smallest part; a poll that
// fails leaves its error in c.err.
func (e *engine[T]) markSplit3(total int) {
	c := e.nimState
	g, seen, stamp := e.g, c.seen, c.stamp
	for a := 1; 3*a <= total; a++ {
		for b := a; a+2*b <= total; b++ {
			z := total - a - b
			if c.distinct && (a == b || b == z) {
				continue
			}
			seen[g[a]^g[b]^g[z]] = stamp
		}
		c.work += (total-3*a)/2 + 1
		if !c.check() {
			return
		}
	}
}

// sparseMaxValue bounds the values for which a sparse space is sought:
// the search tries every mask below the next power of two.
const sparseMaxValue = 1 << 10

// record files heap h, just computed, for the sparse space and chooses
// the space again when it is time.
func (e *engine[T]) record(h int) {
	c := e.nimState
	if len(c.split2) == 0 || h == 0 {
		return
	}
	v := int(e.g[h])
	for len(c.hist) <= v {
		c.hist = append(c.hist, [2]int{})
	}
	c.hist[v][h&1]++
	if e.class(h) != c.common {
		c.sparse = append(c.sparse, uint32(h))
	}
	if h >= c.nextEval || len(c.sparse) > 2*c.sparseAtEval+64 {
		e.chooseSpace(h)
		for c.nextEval <= h {
			c.nextEval *= 2
		}
		c.sparseAtEval = len(c.sparse)
	}
}

// chooseSpace picks the mask, δ and common class that make the fewest of
// heaps 1, …, h rare, and rebuilds the list of rare heaps if they change.
// Only choices in which the common⊕common splits land in the class not
// given exactly by the rare heaps are considered (so that the mex is
// usually found without a full scan): δ = 0 with c = 1, or δ = 1 with
// c = 1 ⊕ (k mod 2) when every two-heap digit k has the same parity.
// If no choice leaves fewer than h/8 rare heaps, there is no sparse space
// to speak of and every value is scanned for (mask 0, no rare heaps).
func (e *engine[T]) chooseSpace(h int) {
	c := e.nimState
	bestMask, bestDelta, bestCommon := 0, 0, 0
	best := h / 8
	if c.maxG < sparseMaxValue {
		type choice struct{ delta, common int }
		choices := []choice{{0, 1}}
		par := c.split2[0] & 1
		same := true
		for _, k := range c.split2 {
			same = same && k&1 == par
		}
		if same {
			choices = append(choices, choice{1, 1 ^ par})
		}
		var present []int
		for v, n := range c.hist {
			if n[0]+n[1] > 0 {
				present = append(present, v)
			}
		}
		limit := 1 << bits.Len(uint(c.maxG))
		for _, ch := range choices {
			for m := 1; m < limit; m++ {
				rare := 0
				for _, v := range present {
					f := bits.OnesCount(uint(v&m)) & 1
					for p := 0; p < 2; p++ {
						if f^ch.delta&p != ch.common {
							rare += c.hist[v][p]
						}
					}
				}
				if rare < best || rare == best && m == c.mask && ch.delta == c.delta && ch.common == c.common {
					best, bestMask, bestDelta, bestCommon = rare, m, ch.delta, ch.common
				}
			}
		}
	}
	if bestMask == c.mask && bestDelta == c.delta && bestCommon == c.common {
		return
	}
	c.mask, c.delta, c.common = bestMask, bestDelta, bestCommon
	e.rebuildSparse(h)
}

// rebuildSparse lists the rare heaps among 1, …, h under the space.
func (e *engine[T]) rebuildSparse(h int) {
	c := e.nimState
	c.sparse = c.sparse[:0]
	if c.mask == 0 && c.common == 0 {
		return
	}
	for s := 1; s <= h; s++ {
		if e.class(s) != c.common {
			c.sparse = append(c.sparse, uint32(s))
		}
	}
}

// rebuild restores the bookkeeping derived from the values (the
// histogram, the largest value and the rare heaps) after a load.
func (e *engine[T]) rebuild() {
	c := e.nimState
	c.hist = c.hist[:0]
	c.maxG = 0
	for h, x := range e.g {
		v := int(x)
		c.maxG = max(c.maxG, v)
		if h == 0 {
			continue
		}
		for len(c.hist) <= v {
			c.hist = append(c.hist, [2]int{})
		}
		c.hist[v][h&1]++
	}
	c.growSeen(c.maxG)
	if len(e.g) > 0 {
		e.rebuildSparse(len(e.g) - 1)
	}
}

// truncate keeps values 0..n−1 only and releases the engine's tables: it
// is used once a period is certified, when no more values are computed.
func (e *engine[T]) truncate(n int) {
	g := make([]T, n)
	copy(g, e.g)
	e.g = g
	c := e.nimState
	c.sparse, c.hist, c.seen, c.scanPos, c.scanEnd = nil, nil, nil, nil, nil
	c.sets = nil
}

// widen returns the engine with its values stored twice as wide.
func (e *engine[T]) widen() store {
	switch g := any(e.g).(type) {
	case []uint8:
		return &engine[uint16]{e.nimState, convert[uint8, uint16](g)}
	case []uint16:
		return &engine[uint32]{e.nimState, convert[uint16, uint32](g)}
	}
	return nil
}

func convert[T, U nimValue](g []T) []U {
	u := make([]U, len(g), cap(g))
	for i, x := range g {
		u[i] = U(x)
	}
	return u
}

// appendBytes appends values from..to−1 little-endian, width() bytes
// each.
func (e *engine[T]) appendBytes(b []byte, from, to int) []byte {
	w := e.width()
	for _, x := range e.g[from:to] {
		for i := range w {
			b = append(b, byte(uint32(x)>>(8*i)))
		}
	}
	return b
}
