package games

// The operation cache is direct-mapped: a fixed table of entries
// (op, a, b) → result where a colliding entry simply replaces the old one,
// so its memory is bounded (cacheSize × 16 bytes) however long a session
// runs. Sums and comparisons of canonical nodes use it; canonical forms of
// forms and sums, and negations, are remembered in the nodes themselves.

const cacheBits = 18
const cacheSize = 1 << cacheBits

type op uint8

const (
	opNone op = iota // an empty entry
	opAdd
	opLeq
)

type cacheEntry struct {
	op   op
	a, b ID
	r    ID
}

func slot(o op, a, b ID) uint32 {
	h := uint64(a)*0x9E3779B97F4A7C15 ^ uint64(b)*0xC2B2AE3D27D4EB4F ^ uint64(o)
	return uint32(mix(h)) & (cacheSize - 1)
}

func (s *Store) cached(o op, a, b ID) (ID, bool) {
	if o == opLeq && !s.LeqCache {
		return 0, false
	}
	e := &s.cache[slot(o, a, b)]
	if e.op == o && e.a == a && e.b == b {
		s.Stats.CacheHits++
		return e.r, true
	}
	return 0, false
}

func (s *Store) store(o op, a, b, r ID) {
	if o == opLeq && !s.LeqCache {
		return
	}
	s.cache[slot(o, a, b)] = cacheEntry{o, a, b, r}
}
