package games

// The operation cache is direct-mapped: a table of entries
// (op, a, b) → result where a colliding entry simply replaces the old one.
// It starts small (minCache entries of 16 bytes) and grows fourfold each time as many entries have been replaced as it
// holds (keeping them), up to the size SetCacheBytes allows (by default
// defaultCacheBytes): so a small session stays small, a long computation
// that keeps losing results gets room, and the memory is bounded however
// long a session runs. ReleaseCache gives the memory back. Sums and
// comparisons of canonical nodes use it; canonical forms of forms and
// sums, and negations, are remembered in the nodes themselves.

const (
	minCache          = 1 << 16
	cacheEntryBytes   = 16
	defaultCacheBytes = 64 << 20
)

// SetCacheBytes bounds the memory of the operation cache: it grows to the
// largest power of two of entries that fits in n bytes (at least its
// initial 1 MiB).
func (s *Store) SetCacheBytes(n int64) {
	m := minCache
	for int64(m)*4*cacheEntryBytes <= n {
		m *= 4
	}
	s.maxCache = m
	if len(s.cache) > m {
		s.ReleaseCache()
	}
}

// CacheBytes returns the memory the operation cache holds now.
func (s *Store) CacheBytes() int64 { return int64(len(s.cache)) * cacheEntryBytes }

// ReleaseCache empties the operation cache and shrinks it to its initial
// size, giving its memory back (results are recomputed when needed).
func (s *Store) ReleaseCache() {
	s.cache = nil // made again, at its initial size, when next used
	s.evictions = 0
}

// slot returns the cache entry of (o, a, b). The cache is made at its
// initial size (1 MiB) when first used, not with the store: a session's
// store that never compares or adds games costs nothing.
func (s *Store) slot(o op, a, b ID) *cacheEntry {
	if s.cache == nil {
		s.cache = make([]cacheEntry, minCache)
	}
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
		if s.evictions > len(s.cache) && len(s.cache) < s.maxCache {
			s.growCache()
			e = s.slot(o, a, b)
		}
	}
	*e = cacheEntry{o, a, b, r}
}

// growCache makes the cache four times larger, keeping its entries.
func (s *Store) growCache() {
	old := s.cache
	s.cache = make([]cacheEntry, 4*len(old))
	s.evictions = 0
	for _, e := range old {
		if e.op != opNone {
			*s.slot(e.op, e.a, e.b) = e
		}
	}
}
