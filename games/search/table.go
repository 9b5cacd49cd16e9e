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

// table is the transposition table. It starts small and doubles when
// the new positions stored since it last grew are half its entries, up
// to its size, so that a short search takes little memory.
type table struct {
	e    []entry
	mask uint64 // len(e)/2 − 1: the buckets
	used int
	max  int // the most entries
	// news counts the new positions stored since the table last grew
	// (some replacing others), the measure of the demand for room.
	news int
}

// tableStart is the number of entries a table starts with (1 MiB).
const tableStart = 1 << 15

// newTable returns a table of at most n bytes (at least 1024 entries).
func newTable(n int64) *table {
	k := int64(1024)
	for k*2*entryBytes <= n {
		k *= 2
	}
	start := min(k, tableStart)
	return &table{e: make([]entry, start), mask: uint64(start/2 - 1), max: int(k)}
}

// grow doubles the table, keeping its entries.
func (t *table) grow() {
	old := t.e
	t.e = make([]entry, 2*len(old))
	t.mask = uint64(len(t.e)/2 - 1)
	t.used = 0
	for i := range old {
		if e := &old[i]; e.info != 0 {
			t.put(*e)
		}
	}
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
	info := sideBits(left) | uint32(bits.Len64(n))<<8
	if win {
		info |= infoWin
	}
	if t.put(entry{a: a, b: b, g: g, info: info}) {
		t.news++
	}
	if t.news > len(t.e)/2 && len(t.e) < t.max {
		t.grow()
		t.news = t.used
	}
}

// put writes an entry into its bucket: over the entry of the same
// position, else into an empty one, else over the one of the smaller
// search. It reports whether the position is new to the table.
func (t *table) put(x entry) bool {
	i := t.bucket(x.a, x.b, x.g, x.info&infoLeft != 0)
	k := i
	for j := i; j < i+2; j++ {
		e := &t.e[j]
		if e.info&(infoUsed|infoLeft) == x.info&(infoUsed|infoLeft) && e.a == x.a && e.b == x.b && e.g == x.g {
			t.e[j] = x
			return false
		}
		if e.info == 0 {
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
	t.e[k] = x
	return true
}
