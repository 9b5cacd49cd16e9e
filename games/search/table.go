package search

import (
	"math/bits"

	"cgcalc/games"
)

// The transposition table: a fixed array of entries, two to a bucket,
// each holding the whole key it answers for (the bitboards, G and the side
// to move), so that a hit is never a collision. A new result replaces the
// entry of its bucket whose search was the smaller, keeping the answers
// that cost most (the "big" scheme of Breuker, Uiterwijk and van den
// Herik, "Replacement schemes for transposition tables", ICCA Journal 17
// (1994)).

// entryBytes is the size of an entry: a bucket of two is 64 bytes, one
// cache line (the table is a large allocation, so page-aligned).
const entryBytes = 32

// entry is one result: the position (a, b, g), and info: bit 0 set when
// the entry is used, bit 1 the side to move (Left), bit 2 whether the
// mover wins, bits 8 on the size of its search (log2 of its nodes, plus 1).
type entry struct {
	a, b uint64
	g    games.ID
	info uint32
	_    uint64
}

const (
	infoUsed = 1 << iota
	infoLeft
	infoWin
)

// table is the transposition table.
type table struct {
	e    []entry
	mask uint64 // len(e)/2 − 1: the buckets
	used int
}

// newTable returns a table of at most n bytes (at least 1024 entries).
func newTable(n int64) *table {
	k := int64(1024)
	for k*2*entryBytes <= n {
		k *= 2
	}
	return &table{e: make([]entry, k), mask: uint64(k/2 - 1)}
}

// hash mixes a position's key (splitmix64's finaliser).
func hash(a, b uint64, g games.ID, left bool) uint64 {
	h := a*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(b*0xC2B2AE3D27D4EB4F, 31) ^ uint64(g)*0x165667B19E3779F9
	if left {
		h ^= 0xD6E8FEB86659FD93
	}
	h ^= h >> 30
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 27
	h *= 0x94D049BB133111EB
	return h ^ h>>31
}

// bucket returns the index of the first entry of the position's bucket.
func (t *table) bucket(a, b uint64, g games.ID, left bool) int {
	return int(hash(a, b, g, left)&t.mask) * 2
}

// key returns the info bits that name the side.
func sideBits(left bool) uint32 {
	if left {
		return infoUsed | infoLeft
	}
	return infoUsed
}

// probe returns the result stored for the position, if any.
func (t *table) probe(a, b uint64, g games.ID, left bool) (win, ok bool) {
	i := t.bucket(a, b, g, left)
	side := sideBits(left)
	for j := i; j < i+2; j++ {
		e := &t.e[j]
		if e.info&(infoUsed|infoLeft) == side && e.a == a && e.b == b && e.g == g {
			return e.info&infoWin != 0, true
		}
	}
	return false, false
}

// store records a result found by a search of n nodes.
func (t *table) store(a, b uint64, g games.ID, left, win bool, n uint64) {
	i := t.bucket(a, b, g, left)
	info := sideBits(left) | uint32(bits.Len64(n))<<8
	if win {
		info |= infoWin
	}
	// The entry of the same position, else an empty one, else the one of
	// the smaller search.
	k := i
	for j := i; j < i+2; j++ {
		e := &t.e[j]
		if e.info == 0 || e.info&(infoUsed|infoLeft) == info&(infoUsed|infoLeft) && e.a == a && e.b == b && e.g == g {
			k = j
			break
		}
		if e.info>>8 < t.e[k].info>>8 {
			k = j
		}
	}
	if t.e[k].info == 0 {
		t.used++
	}
	t.e[k] = entry{a: a, b: b, g: g, info: info}
}
