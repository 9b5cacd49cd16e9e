package games

// The operation cache is direct-mapped: a table of entries
// (op, a, b) → result where a colliding entry simply replaces the old one.
// It starts small (minCache entries of 16 bytes) and grows fourfold, old
// entries dropped, each time as many entries have been replaced as it
// holds, up to maxCache (64 MiB): so a small session stays small, a long
// computation that keeps losing results gets room, and the memory is
// bounded however long a session runs. Sums and comparisons of canonical
// nodes use it; canonical forms of forms and sums, and negations, are
// remembered in the nodes themselves.

const (
	minCache = 1 << 16
	maxCache = 1 << 22
)

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

func (s *Store) slot(o op, a, b ID) *cacheEntry {
	h := uint64(a)*0x9E3779B97F4A7C15 ^ uint64(b)*0xC2B2AE3D27D4EB4F ^ uint64(o)
	return &s.cache[uint32(mix(h))&uint32(len(s.cache)-1)]
}

func (s *Store) cached(o op, a, b ID) (ID, bool) {
	if o == opLeq && !s.LeqCache {
		return 0, false
	}
	e := s.slot(o, a, b)
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
	e := s.slot(o, a, b)
	if e.op != opNone {
		s.evictions++
		if s.evictions > len(s.cache) && len(s.cache) < maxCache {
			s.cache = make([]cacheEntry, 4*len(s.cache))
			s.evictions = 0
			e = s.slot(o, a, b)
		}
	}
	*e = cacheEntry{o, a, b, r}
}
