package games

// Formal sums: their NUS parts and terms, made and interned (Plus,
// PlusTerms, Difference), and their options, with the options of any node
// (Options, Unsum). Negatives (Minus) and the canonical sums of canonical
// forms (CanonicalSum), which recur with canonical forms, are in
// storecanon.go.

import (
	"cmp"
	"slices"
)

// sumPart returns the NUS part of a sum node.
func (s *Store) sumPart(id ID) NUS { return s.nus[s.nodes[id].nus] }

// sumTerms returns the terms of a sum node, sorted by ID. The slice must
// not be modified.
func (s *Store) sumTerms(id ID) []Term {
	n := &s.nodes[id]
	return s.terms[n.off : n.off+n.nr : n.off+n.nr]
}

// SumParts returns the NUS part and the terms of a formal sum.
func (s *Store) SumParts(id ID) (NUS, []Term) {
	return s.sumPart(id), slices.Clone(s.sumTerms(id))
}

// makeSum returns the formal sum part + Σ terms: nested sums are
// flattened, NUS values folded into the part, equal summands merged; the
// result is a NUS node when no terms remain, and the summand itself when
// a single summand with multiplicity 1 remains.
func (s *Store) makeSum(part NUS, in []Term) ID {
	var ts []Term
	addPart := func(v NUS, k int64) {
		w, ok := v.mul(k)
		if ok {
			part, ok = part.add(w)
		}
		if !ok {
			s.tooLarge("an up multiple beyond 2^63")
		}
	}
	for _, t := range in {
		if t.Mult == 0 {
			continue
		}
		n := &s.nodes[t.ID]
		switch {
		case n.kind == Sum:
			addPart(s.nus[n.nus], t.Mult)
			for _, u := range s.sumTerms(t.ID) {
				m, ok := mulInt64(u.Mult, t.Mult)
				if !ok {
					s.tooLarge("a multiplicity beyond 2^63")
				}
				ts = append(ts, Term{u.ID, m})
			}
		case n.kind == Canonical && n.nus >= 0:
			addPart(s.nus[n.nus], t.Mult)
		default:
			ts = append(ts, t)
		}
	}
	slices.SortFunc(ts, func(a, b Term) int { return cmp.Compare(a.ID, b.ID) })
	out := ts[:0]
	for _, t := range ts {
		if len(out) > 0 && out[len(out)-1].ID == t.ID {
			m, ok := addInt64(out[len(out)-1].Mult, t.Mult)
			if !ok {
				s.tooLarge("a multiplicity beyond 2^63")
			}
			out[len(out)-1].Mult = m
			continue
		}
		out = append(out, t)
	}
	ts = slices.DeleteFunc(out, func(t Term) bool { return t.Mult == 0 })
	switch {
	case len(ts) == 0:
		return s.nusNode(part)
	case len(ts) == 1 && ts[0].Mult == 1 && part.IsZero():
		return ts[0].ID
	}
	return s.internSum(part, ts)
}

func (s *Store) internSum(part NUS, ts []Term) ID {
	h := mix(part.X.Hash() ^ mix(uint64(part.U)) ^ mix(part.M+0x5555))
	for _, t := range ts {
		h = mix(h ^ uint64(t.ID) ^ uint64(t.Mult)<<32)
	}
	h = mix(h ^ uint64(Sum))
	head, ok := s.index[h]
	if ok {
		for id := head; id != noID; id = s.nodes[id].next {
			n := &s.nodes[id]
			if n.kind == Sum && int(n.nr) == len(ts) && slices.Equal(s.sumTerms(id), ts) && s.nus[n.nus].key() == part.key() {
				return id
			}
		}
	} else {
		head = noID
	}
	id := s.newNode(node{kind: Sum, ready: true, nus: int32(len(s.nus)), nr: uint32(len(ts)), off: uint32(len(s.terms))})
	s.nus = append(s.nus, part)
	s.terms = append(s.terms, ts...)
	s.nodes[id].next = head
	s.index[h] = id
	return id
}

// Plus returns the formal sum of the games: a sum, not its canonical form
// (numbers, ups and nimbers are added at once; see Canonical).
func (s *Store) Plus(ids ...ID) (r ID, err error) {
	defer s.catch(&err)
	ts := make([]Term, len(ids))
	for i, id := range ids {
		ts[i] = Term{id, 1}
	}
	return s.makeSum(NUS{}, ts), nil
}

// PlusTerms returns the formal sum of the terms, with multiplicities.
func (s *Store) PlusTerms(terms ...Term) (r ID, err error) {
	defer s.catch(&err)
	return s.makeSum(NUS{}, terms), nil
}

// Difference returns the formal sum g − h.
func (s *Store) Difference(g, h ID) (r ID, err error) {
	defer s.catch(&err)
	return s.makeSum(NUS{}, []Term{{g, 1}, {h, -1}}), nil
}

// Options returns the Left and Right options of any node. For a form
// they are as given; for a canonical game, its canonical options; for a
// formal sum, every sum reached by one move in one summand (the NUS part
// counts as one summand).
func (s *Store) Options(id ID) (left, right []ID, err error) {
	defer s.catch(&err)
	if s.nodes[id].kind != Sum {
		l, r := s.options(id)
		return slices.Clone(l), slices.Clone(r), nil
	}
	left, right = s.sumOptions(id)
	return left, right, nil
}

// Unsum returns the form whose options are those of g (see Options): a sum
// becomes a single game.
func (s *Store) Unsum(g ID) (r ID, err error) {
	l, rt, err := s.Options(g)
	if err != nil {
		return 0, err
	}
	return s.NewForm(l, rt), nil
}

func (s *Store) sumOptions(id ID) (left, right []ID) {
	part := s.sumPart(id)
	terms := s.sumTerms(id)
	moved := func(i int, opt ID, sign int64) ID {
		ts := make([]Term, 0, len(terms)+1)
		ts = append(ts, terms...)
		ts[i].Mult -= sign
		ts = append(ts, Term{opt, sign})
		return s.makeSum(part, ts)
	}
	for i, t := range terms {
		gl, gr := s.options(t.ID)
		if t.Mult > 0 {
			for _, o := range gl {
				left = append(left, moved(i, o, 1))
			}
			for _, o := range gr {
				right = append(right, moved(i, o, 1))
			}
		} else {
			// A move in −g is the negative of a move in g, for the other player.
			for _, o := range gr {
				left = append(left, moved(i, o, -1))
			}
			for _, o := range gl {
				right = append(right, moved(i, o, -1))
			}
		}
	}
	if !part.IsZero() {
		pl, pr := s.options(s.nusNode(part))
		for _, o := range pl {
			left = append(left, s.makeSum(s.nus[s.nodes[o].nus], terms))
		}
		for _, o := range pr {
			right = append(right, s.makeSum(s.nus[s.nodes[o].nus], terms))
		}
	}
	return sortedSet(left), sortedSet(right)
}
