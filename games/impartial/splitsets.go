package impartial

import (
	"encoding/binary"
	"math/bits"
)

// Split sets: the two-heap splits of a total computed once.
//
// A move of digit k with bit 4 takes k counters from a heap of n and
// splits the rest, the total T = n − k, into two heaps a + (T − a). The
// values these moves reach depend on T alone:
//
//	S(T) = { G(a) ⊕ G(T − a) : 1 ≤ a ≤ T − a }   (a < T − a for "!" codes),
//
// the same set for every splitting digit (a plain code's splits all carry
// "!" or none does; Ruleset.Distinct). Heap n needs S(n − k) for each
// splitting digit k, and S(T) serves the heaps T + k of every one of them.
// When the engine has no sparse space (mask 0) it must look at every split
// to prove the mex, so a code with d splitting digits costs about d·n/2
// marks a heap; with each S(T) built once, as a bitset, it costs n/2 and
// d ORs of bitsets. The sets are kept in a ring of the last
// maxSplitK − minSplitK + 1 totals (plus the lookahead of the parallel
// build, splitpar.go): total T is used by heaps up to T + maxSplitK only.
//
// The values of S(T) are XORs of values of heaps below T, so they are
// below 2^b with b the bit length of the largest value so far: a set is
// that many bits, rounded up to a whole word.
//
// The sets are used for finite codes with two splitting digits or more
// (or any, for the parallel build), while there is no sparse space;
// otherwise the engine marks the splits itself (compute). Splits into
// three heaps (bit 8) are marked as before, into the stamped table; the
// mex then reads both.

// splitSlot is one set of the ring: S(total) when total ≥ 0 and the set
// is complete.
type splitSlot struct {
	total int // −1: empty
	set   []uint64
	// pending: the bulk of total was handed out by the parallel build
	// (splitpar.go) and is not yet collected; state, waiting and done are
	// its progress, guarded by the build's lock; work is what the bulk
	// counted.
	pending bool
	state   uint8
	waiting bool
	done    chan struct{}
	work    int
}

// splitSets is the ring of sets and the union of the current heap.
type splitSets struct {
	slots   []splitSlot
	u       []uint64 // the option values of the current heap
	scratch []uint8  // a set being built, a byte a value; zeros between builds
}

// initSets decides whether the code takes split sets and makes the ring.
// It is called once the digits are sorted, for finite codes only. With
// the parallel build (c.par) the ring also holds the totals handed out
// ahead of the heaps, and a code with one splitting digit takes the sets
// too (the work is shared among the jobs, not among the digits).
func (c *nimState) initSets() {
	c.setsChecked = true
	if !c.finite || c.generic || c.noSets || len(c.split2) == 0 {
		return
	}
	if len(c.split2) < 2 && c.par == nil {
		return // one digit, one job: nothing is shared
	}
	size := c.split2[len(c.split2)-1] - c.split2[0] + 1
	if c.par != nil {
		// Totals n − maxK … n − 1 + lookahead are alive at heap n.
		size = c.split2[len(c.split2)-1] + parLookahead + 1
	}
	ss := &splitSets{slots: make([]splitSlot, size)}
	for i := range ss.slots {
		ss.slots[i].total = -1
	}
	c.sets = ss
}

// slot returns the slot of total T.
func (ss *splitSets) slot(T int) *splitSlot { return &ss.slots[T%len(ss.slots)] }

// words is the number of words of a set of values below 2^b, b the bit
// length of maxG: at least one.
func words(maxG int) int { return max(1, (1<<bits.Len(uint(maxG))+63)/64) }

// resize returns set, cleared, with n words, reusing its memory.
func resize(set []uint64, n int) []uint64 {
	if cap(set) < n {
		return make([]uint64, n)
	}
	set = set[:n]
	clear(set)
	return set
}

// splitEnd is the last a of the splits a + (T − a) of total T.
func (c *nimState) splitEnd(T int) int {
	end := T / 2
	if c.distinct && T%2 == 0 {
		end--
	}
	return end
}

// splitSet returns S(T), building it if the ring does not hold it: the
// values of heaps below T must be known. It returns nil when a poll
// failed (its error in c.err).
func (e *engine[T]) splitSet(total int) []uint64 {
	c := e.nimState
	ss := c.sets
	sl := ss.slot(total)
	if sl.pending && !e.collect(sl) {
		return nil
	}
	if sl.total == total {
		return sl.set
	}
	sl.total = -1
	nw := words(c.maxG)
	ss.scratch = scratchFor(ss.scratch, nw)
	if !e.markSet(ss.scratch, total, 1, c.splitEnd(total)) {
		clear(ss.scratch)
		return nil
	}
	sl.set = resize(sl.set, nw)
	pack(sl.set, ss.scratch)
	c.work += nw
	sl.total = total
	return sl.set
}

// scratchFor returns a byte set for the values of sets of nw words:
// scratch itself when it is large enough (it is all zeros between
// builds), else a new one, of at least 2^16 bytes (see markBytes16).
func scratchFor(scratch []uint8, nw int) []uint8 {
	if len(scratch) >= 64*nw {
		return scratch
	}
	return make([]uint8, max(64*nw, 1<<16))
}

// markSet adds to the byte set the splits a + (total − a) for a = from,
// …, to, a chunk at a time, counting them and checking the poll after
// each chunk; it reports whether the computation may go on.
func (e *engine[T]) markSet(set []uint8, total, from, to int) bool {
	c := e.nimState
	for a := from; a <= to; a += splitChunk {
		b := min(to, a+splitChunk-1)
		markBytes(e.g, set, total, a, b)
		c.work += b - a + 1
		if !c.check() {
			return false
		}
	}
	return true
}

// markBytes sets set[G(a) ⊕ G(total − a)] to 1 for a = from, …, to. The
// set is at least 2^16 bytes, and a power of two above every such value.
//
// A byte a value and plain stores: a bitset's read, OR and write of a
// word made the loop more than twice as slow (1.2 ns a split against 0.55
// on 0.767 at 3·10^4, CPU time, loaded machine), and an array of 2^16
// for values of 16 bits, indexed with no bounds check, is faster still
// (0.40). pack turns the bytes into bits once a set is done.
func markBytes[T nimValue](g []T, set []uint8, total, from, to int) {
	switch g := any(g).(type) {
	case []uint8:
		markBytes8(g[from:to+1], g[total-to:total-from+1], (*[1 << 8]uint8)(set))
	case []uint16:
		markBytes16(g[from:to+1], g[total-to:total-from+1], (*[1 << 16]uint8)(set))
	case []uint32:
		markBytes32(g[from:to+1], g[total-to:total-from+1], set)
	}
}

// markBytes8 sets set[lo[i] ⊕ hi[len(lo)−1−i]] to 1, four at a time.
func markBytes8(lo, hi []uint8, set *[1 << 8]uint8) {
	n := len(lo)
	hi = hi[:n]
	i, j := 0, n-1
	for ; i+3 < n; i, j = i+4, j-4 {
		l, h := lo[i:i+4:i+4], hi[j-3:j+1:j+1]
		set[l[0]^h[3]] = 1
		set[l[1]^h[2]] = 1
		set[l[2]^h[1]] = 1
		set[l[3]^h[0]] = 1
	}
	for ; i < n; i, j = i+1, j-1 {
		set[lo[i]^hi[j]] = 1
	}
}

// markBytes16 is markBytes8 for values of 16 bits.
func markBytes16(lo, hi []uint16, set *[1 << 16]uint8) {
	n := len(lo)
	hi = hi[:n]
	i, j := 0, n-1
	for ; i+3 < n; i, j = i+4, j-4 {
		l, h := lo[i:i+4:i+4], hi[j-3:j+1:j+1]
		set[l[0]^h[3]] = 1
		set[l[1]^h[2]] = 1
		set[l[2]^h[1]] = 1
		set[l[3]^h[0]] = 1
	}
	for ; i < n; i, j = i+1, j-1 {
		set[lo[i]^hi[j]] = 1
	}
}

// markBytes32 is markBytes8 for values of 32 bits: set's length is a
// power of two above them all.
func markBytes32(lo, hi []uint32, set []uint8) {
	n := len(lo)
	hi = hi[:n]
	m := uint32(len(set) - 1)
	i, j := 0, n-1
	for ; i+3 < n; i, j = i+4, j-4 {
		l, h := lo[i:i+4:i+4], hi[j-3:j+1:j+1]
		set[(l[0]^h[3])&m] = 1
		set[(l[1]^h[2])&m] = 1
		set[(l[2]^h[1])&m] = 1
		set[(l[3]^h[0])&m] = 1
	}
	for ; i < n; i, j = i+1, j-1 {
		set[(lo[i]^hi[j])&m] = 1
	}
}

// The bitsets keep value v in word v/64 at a bit other than v mod 64:
// with r = v mod 64 written as 8j + k (k < 8), at bit 8k + j. That is the
// order in which pack gathers the byte set fastest (byte 8j + k of a word's
// 64 bytes shifted left j places lands on bit 8k + j), and union and mex
// need no order: a word is the 8×8 bit matrix transposed, and transpose8
// gives back the natural order to find the least value missing.

// bitOf returns the word and the mask of value v in a set.
func bitOf(v uint) (uint, uint64) {
	r := v & 63
	return v >> 6, 1 << ((r&7)<<3 | r>>3)
}

// pack ORs the byte set (bytes 0 or 1, 64 for each word of set) into the
// bitset set, and clears the bytes it read.
func pack(set []uint64, bytes []uint8) {
	for i := range set {
		b := bytes[64*i : 64*i+64 : 64*i+64]
		w := binary.LittleEndian.Uint64(b[0:])
		w |= binary.LittleEndian.Uint64(b[8:]) << 1
		w |= binary.LittleEndian.Uint64(b[16:]) << 2
		w |= binary.LittleEndian.Uint64(b[24:]) << 3
		w |= binary.LittleEndian.Uint64(b[32:]) << 4
		w |= binary.LittleEndian.Uint64(b[40:]) << 5
		w |= binary.LittleEndian.Uint64(b[48:]) << 6
		w |= binary.LittleEndian.Uint64(b[56:]) << 7
		set[i] |= w
		clear(b)
	}
}

// transpose8 transposes the 8×8 bit matrix x, bit 8i + j to bit 8j + i
// (Warren, Hacker's Delight, 2nd ed., §7–3, in three swaps of blocks).
func transpose8(x uint64) uint64 {
	t := (x ^ x>>7) & 0x00AA00AA00AA00AA
	x ^= t ^ t<<7
	t = (x ^ x>>14) & 0x0000CCCC0000CCCC
	x ^= t ^ t<<14
	t = (x ^ x>>28) & 0x00000000F0F0F0F0
	return x ^ t ^ t<<28
}

// mexOf returns the least value not in the set u.
func mexOf(u []uint64) int {
	for j, w := range u {
		if w != ^uint64(0) {
			return 64*j + bits.TrailingZeros64(transpose8(^w))
		}
	}
	return 64 * len(u)
}

// has reports whether the set u holds v.
func has(u []uint64, v int) bool {
	i, m := bitOf(uint(v))
	return int(i) < len(u) && u[i]&m != 0
}

// computeSets returns the value of heap h from the split sets of its
// totals, the other moves marked beside them.
func (e *engine[T]) computeSets(h int) int {
	c := e.nimState
	g := e.g
	ss := c.sets
	ss.u = resize(ss.u, words(c.maxG))
	u := ss.u
	c.work++
	for _, k := range c.takeAll {
		if k == h {
			u[0] |= 1
		}
	}
	for _, k := range c.takeOne {
		if k >= h {
			break
		}
		i, m := bitOf(uint(g[h-k]))
		u[i] |= m
	}
	for _, k := range c.split2 {
		total := h - k
		if total < 2 || c.splitEnd(total) < 1 {
			continue
		}
		set := e.splitSet(total)
		if set == nil {
			return 0
		}
		for j, w := range set[:min(len(set), len(u))] {
			u[j] |= w
		}
		c.work += len(set)
	}
	if len(c.split3) == 0 {
		return mexOf(u)
	}
	c.newStamp()
	for _, k := range c.split3 {
		e.markSplit3(h - k)
		if c.err != nil {
			return 0
		}
	}
	seen, stamp := c.seen, c.stamp
	v := 0
	for has(u, v) || seen[v] == stamp {
		v++
	}
	return v
}
