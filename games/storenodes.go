package games

// The nodes of a Store: NewStore and its first node, 0, their kinds and
// NUS values, nodes made from values and options, hash-consing (intern),
// the option lists of canonical nodes (listed on demand for NUS values) and
// of forms, and the stack of games under construction.

import (
	"math/bits"
	"slices"
)

// NewStore returns a store holding only 0.
func NewStore() *Store {
	s := &Store{
		index:     map[uint64]ID{},
		nusIndex:  map[nusKey]ID{},
		thermos:   map[ID]*Thermograph{},
		stopCache: map[ID][2]Dyadic{},
		LeqCache:  true,
	}
	s.SetCacheBytes(defaultCacheBytes)
	if z := s.nusNode(NUS{}); z != Zero {
		panic("games: zero is not node 0")
	}
	return s
}

// Kind returns the kind of node id.
func (s *Store) Kind(id ID) Kind { return s.nodes[id].kind }

// NUSValue returns the value of a canonical node that is a number, up
// multiple and nimber.
func (s *Store) NUSValue(id ID) (NUS, bool) {
	n := &s.nodes[id]
	if n.kind != Canonical || n.nus < 0 {
		return NUS{}, false
	}
	return s.nus[n.nus], true
}

// NumberValue returns the value of a canonical node that is a number.
func (s *Store) NumberValue(id ID) (Dyadic, bool) {
	v, ok := s.NUSValue(id)
	if !ok || !v.IsNumber() {
		return Dyadic{}, false
	}
	return v.X, true
}

// isNumber reports whether canonical node id is a number.
func (s *Store) isNumber(id ID) bool {
	n := &s.nodes[id]
	return n.nus >= 0 && n.kind == Canonical && s.nus[n.nus].IsNumber()
}

// nusOf returns the NUS value of a canonical node, if it has one.
func (s *Store) nusOf(id ID) (NUS, bool) {
	n := &s.nodes[id]
	if n.nus < 0 || n.kind != Canonical {
		return NUS{}, false
	}
	return s.nus[n.nus], true
}

// Number returns the canonical node of the number d.
func (s *Store) Number(d Dyadic) ID { return s.nusNode(NUS{X: d}) }

// Integer returns the canonical node of the integer n.
func (s *Store) Integer(n int64) ID { return s.nusNode(NUS{X: DyadicInt(n)}) }

// Value returns the canonical node of the NUS value v.
func (s *Store) Value(v NUS) ID { return s.nusNode(v) }

// nusNode returns the canonical node of v, creating it (without its
// options) if needed.
func (s *Store) nusNode(v NUS) ID {
	k := v.key()
	if id, ok := s.nusIndex[k]; ok {
		return id
	}
	id := s.newNode(node{kind: Canonical, nus: int32(len(s.nus))})
	s.nus = append(s.nus, v)
	if v.IsZero() {
		s.nodes[id].ready = true
	}
	s.nusIndex[k] = id
	return id
}

func (s *Store) newNode(n node) ID {
	if len(s.nodes) >= int(pendingBase) {
		s.tooLarge("the store is full")
	}
	id := ID(len(s.nodes))
	n.canon = noID
	if n.kind == Canonical {
		n.canon = id
	}
	n.neg = noID
	n.next = noID
	s.nodes = append(s.nodes, n)
	return id
}

// options returns the Left and Right options of a canonical node, a form
// or a game under construction. The slices must not be modified.
func (s *Store) options(id ID) (left, right []ID) {
	if id >= pendingBase {
		p := s.pend[id-pendingBase]
		return p[0], p[1]
	}
	n := &s.nodes[id]
	if n.kind == Sum {
		panic("games: options of a formal sum asked as a form's") // see sumOptions
	}
	if !n.ready {
		s.list(id)
		n = &s.nodes[id]
	}
	return s.opts[n.off : n.off+n.nl : n.off+n.nl], s.opts[n.off+n.nl : n.off+n.nl+n.nr : n.off+n.nl+n.nr]
}

func (s *Store) left(id ID) []ID  { l, _ := s.options(id); return l }
func (s *Store) right(id ID) []ID { _, r := s.options(id); return r }

// list lists the options of a NUS node.
func (s *Store) list(id ID) {
	v := s.nus[s.nodes[id].nus]
	if v.U == 0 && !v.IsNumber() {
		s.listNimber(id, v)
		return
	}
	l, r, ok := nusOptions(v)
	if !ok {
		s.tooLarge("a nimber with more than 2^20 options")
	}
	ids := make([]ID, 0, len(l)+len(r))
	for _, o := range l {
		ids = append(ids, s.nusNode(o))
	}
	for _, o := range r {
		ids = append(ids, s.nusNode(o))
	}
	slices.Sort(ids[:len(l)])
	slices.Sort(ids[len(l):])
	n := &s.nodes[id]
	n.off = uint32(len(s.opts))
	n.nl, n.nr = uint32(len(l)), uint32(len(r))
	s.opts = append(s.opts, ids...)
	n.ready = true
}

// listNimber lists the options x + *i (i < m) of the NUS node id = x + *m,
// the same on both sides, a unit of work (tick) for each option made or
// copied: *1000000's two million options poll as often as any other work,
// and each step between two polls allocates a bounded amount (a node, an
// entry of the index, a share of the store's amortised growth). The
// options go straight into s.opts; a poll that fails leaves the ones made
// so far as unlisted nodes of the store, consistent, and the node unready.
func (s *Store) listNimber(id ID, v NUS) {
	if v.M > maxListedOptions {
		s.tooLarge("a nimber with more than 2^20 options")
	}
	m := int(v.M)
	off := len(s.opts)
	sorted := true
	for i := range m {
		s.tick()
		o := s.nusNode(NUS{X: v.X, M: uint64(i)})
		if i > 0 && o < s.opts[len(s.opts)-1] {
			sorted = false
		}
		s.opts = append(s.opts, o)
	}
	if !sorted { // some options were already nodes: sorting is m·log m units
		s.Stats.Work += uint64(m) * uint64(bits.Len(uint(m)))
		s.tick()
		slices.Sort(s.opts[off:])
	}
	for i := range m {
		s.tick()
		s.opts = append(s.opts, s.opts[off+i])
	}
	n := &s.nodes[id]
	n.off = uint32(off)
	n.nl, n.nr = uint32(m), uint32(m)
	n.ready = true
}

// push registers a game under construction and returns its ID.
func (s *Store) push(left, right []ID) ID {
	s.pend = append(s.pend, [2][]ID{left, right})
	return pendingBase + ID(len(s.pend)-1)
}

func (s *Store) setPending(id ID, left, right []ID) {
	s.pend[id-pendingBase] = [2][]ID{left, right}
}

func (s *Store) pop() { s.pend = s.pend[:len(s.pend)-1] }

// hashIDs mixes a kind and two ID lists.
func hashIDs(kind Kind, left, right []ID) uint64 {
	h := uint64(kind)*0x9E3779B97F4A7C15 + uint64(len(left))
	for _, x := range left {
		h = mix(h ^ uint64(x))
	}
	h = mix(h ^ 0xABCDEF)
	for _, x := range right {
		h = mix(h ^ uint64(x))
	}
	return h
}

// intern returns the node of the given kind with these (sorted) options,
// creating it if needed.
func (s *Store) intern(kind Kind, left, right []ID) ID {
	h := hashIDs(kind, left, right)
	head, ok := s.index[h]
	if ok {
		for id := head; id != noID; id = s.nodes[id].next {
			n := &s.nodes[id]
			if n.kind == kind && n.nus < 0 && int(n.nl) == len(left) && int(n.nr) == len(right) &&
				slices.Equal(s.opts[n.off:n.off+n.nl], left) &&
				slices.Equal(s.opts[n.off+n.nl:n.off+n.nl+n.nr], right) {
				return id
			}
		}
	} else {
		head = noID
	}
	id := s.newNode(node{kind: kind, ready: true, nus: -1, nl: uint32(len(left)), nr: uint32(len(right)), off: uint32(len(s.opts))})
	s.opts = append(s.opts, left...)
	s.opts = append(s.opts, right...)
	s.nodes[id].next = head
	s.index[h] = id
	return id
}

// sortedSet returns the sorted, duplicate-free copy of ids.
func sortedSet(ids []ID) []ID {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

// NewForm returns the form {left | right}: options are kept as given (a
// set: order and repetition do not matter). Options may be any nodes.
func (s *Store) NewForm(left, right []ID) ID {
	return s.intern(Form, sortedSet(left), sortedSet(right))
}

// FormOptions returns the options of a form as given, or of a canonical
// node (listing them), or nil, nil for a sum (see Options).
func (s *Store) FormOptions(id ID) (left, right []ID, err error) {
	defer s.catch(&err)
	if s.nodes[id].kind == Sum {
		return nil, nil, nil
	}
	l, r := s.options(id)
	return slices.Clone(l), slices.Clone(r), nil
}
