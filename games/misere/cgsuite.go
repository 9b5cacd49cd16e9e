package misere

import (
	"slices"
)

// The theory of misère canonical forms beyond sums, in the vocabulary of
// Conway (ONAG ch. 12), Siegel (Combinatorial Game Theory, 2013, ch. V)
// and CGSuite (Siegel; the classification of "phyla" is Dan Hoey's, in
// CGSuite's misère package): parity (even and odd forms), differences
// and parts, the mate, and tame, restive, restless and tameable games.
//
// Everything here works on canonical forms and keeps its results in the
// store (cgCache), so asking again is a lookup.

// cgCache holds what the functions of this file have computed.
type cgCache struct {
	even   map[MID]MID       // even part (the form itself when it is even)
	ord    map[MID][]MID     // options in CGSuite's order
	dec    map[MID]cgDecomp  // how CGSuite's notation writes a form
	mate   map[MID]MID       // mates
	diff   map[[2]MID]diffOK // G − X
	parts  map[MID][]MID     // all parts, both parities
	phylum map[MID]Phylum
	sumGen map[[2]int32]Genus // genus of G + *k, by (G, k)
}

type diffOK struct {
	id MID
	ok bool
}

func (s *MStore) cache() *cgCache {
	if s.cg == nil {
		s.cg = &cgCache{
			even:   map[MID]MID{},
			ord:    map[MID][]MID{},
			dec:    map[MID]cgDecomp{},
			mate:   map[MID]MID{},
			diff:   map[[2]MID]diffOK{},
			parts:  map[MID][]MID{},
			phylum: map[MID]Phylum{},
			sumGen: map[[2]int32]Genus{},
		}
	}
	return s.cg
}

// EvenPart returns the even part of a canonical form and whether the form
// is odd.
//
// Parity (Conway, ONAG ch. 12; CGSuite's IsEven): the forms G and G + *
// come in pairs, and exactly one of each pair has the other as an option;
// that one is even, the other odd. 0 is even and * odd. An odd G is
// E + * for its even part E, and its options are then exactly E and the
// E' + *. (Derivation of the test used here: if G = E + * with E an option
// of G, then b(E) = b(G) − 1, 𝒢⁺(E) = 𝒢⁺(G) ⊕ 1 and 𝒢⁻(E) = 𝒢⁻(G) ⊕ 1,
// since 𝒢⁺ and 𝒢⁻ of H + * are those of H with the last bit flipped for
// every H — for 𝒢⁻ by induction, mex({m} ∪ (M ⊕ 1)) = m ⊕ 1 when
// m = mex M; so only such options are summed with *.)
func (s *MStore) EvenPart(id MID) (MID, bool) {
	if id == Zero {
		return Zero, false
	}
	c := s.cache()
	if e, ok := c.even[id]; ok {
		return e, e != id
	}
	n := s.nodes[id]
	e := id
	for _, o := range n.opts {
		m := &s.nodes[o]
		if m.birthday != n.birthday-1 || m.gplus != n.gplus^1 || m.gminus != n.gminus^1 || len(m.opts)+1 != len(n.opts) {
			continue
		}
		if s.Sum(o, s.Nimber(1)) == id {
			e = o
			break
		}
	}
	c.even[id] = e
	return e, e != id
}

// IsEven reports whether a canonical form is even (see EvenPart).
func (s *MStore) IsEven(id MID) bool {
	_, odd := s.EvenPart(id)
	return !odd
}

// cgsCmp is CGSuite's canonical order on misère canonical forms (the
// documented order of MisereCanonicalGameOps): by the even parts'
// birthday, number of options, 𝒢⁺, 𝒢⁻ and options (each list in this
// order, compared lexicographically), then the even form of a pair before
// the odd one. It does not depend on the store's history.
func (s *MStore) cgsCmp(a, b MID) int {
	if a == b {
		return 0
	}
	ea, oa := s.EvenPart(a)
	eb, _ := s.EvenPart(b)
	if ea == eb {
		if oa {
			return 1
		}
		return -1
	}
	na, nb := &s.nodes[ea], &s.nodes[eb]
	switch {
	case na.birthday != nb.birthday:
		return cmpInt32(na.birthday, nb.birthday)
	case len(na.opts) != len(nb.opts):
		return cmpInt32(int32(len(na.opts)), int32(len(nb.opts)))
	case na.gplus != nb.gplus:
		return cmpInt32(na.gplus, nb.gplus)
	case na.gminus != nb.gminus:
		return cmpInt32(na.gminus, nb.gminus)
	}
	xa, xb := s.cgsOrder(ea), s.cgsOrder(eb)
	for i := range xa {
		if c := s.cgsCmp(xa[i], xb[i]); c != 0 {
			return c
		}
	}
	panic("misere: two ids for one canonical form")
}

func cmpInt32(a, b int32) int {
	if a < b {
		return -1
	}
	return 1
}

// cgsOrder returns the options of id in CGSuite's order (cached).
func (s *MStore) cgsOrder(id MID) []MID {
	c := s.cache()
	if o, ok := c.ord[id]; ok {
		return o
	}
	o := slices.Clone(s.nodes[id].opts)
	slices.SortFunc(o, s.cgsCmp)
	c.ord[id] = o
	return o
}

// Difference returns G − X, the canonical form Y with X + Y = G, and true,
// or false if there is none (X is then not a part of G). Y is unique when
// it exists, by Conway's cancellation theorem (ONAG ch. 12; Siegel, CGT
// ch. V): X + Y = X + Y' implies Y = Y'. Difference is not guarded; see
// DifferenceErr.
//
// The search, derived from two facts. (1) The canonical options of X + Y
// are among the X' + Y and X + Y' (simplification keeps a subset of the
// options). (2) Cancellation. If some option G' of G is X' + Y, then
// Y = G' − X', a smaller difference. Otherwise every option of G is some
// X + Y', and each X' + Y, being no option of G, reverses through G: it has
// an option equal to G, which can only be X' + Y' (X” + Y = X + Y would
// cancel to X” = X), so G − X' exists. Then
// T = {G' − X, G − X'} has T + X = G by Conway's simplification (the
// options G' are all there, and every other option, (G − X') + X or
// T + X', has G as an option), so Y = T. Every candidate is checked by
// adding it to X.
func (s *MStore) Difference(g, x MID) (MID, bool) {
	switch {
	case x == Zero:
		return g, true
	case x == g:
		return Zero, true
	case x == s.Nimber(1):
		return s.Sum(g, x), true
	}
	c := s.cache()
	key := [2]MID{g, x}
	if r, ok := c.diff[key]; ok {
		return r.id, r.ok
	}
	r := s.difference(g, x)
	c.diff[key] = r
	return r.id, r.ok
}

func (s *MStore) difference(g, x MID) diffOK {
	ng, nx := s.nodes[g], s.nodes[x]
	// 𝒢⁺ is additive (nim-sum), so Y has 𝒢⁺(G) ⊕ 𝒢⁺(X).
	want := ng.gplus ^ nx.gplus
	for _, gg := range ng.opts {
		for _, xx := range nx.opts {
			if s.nodes[gg].gplus^s.nodes[xx].gplus != want {
				continue
			}
			if y, ok := s.Difference(gg, xx); ok && s.Sum(x, y) == g {
				return diffOK{y, true}
			}
		}
	}
	if g == Zero {
		return diffOK{}
	}
	var opts []MID
	for _, gg := range ng.opts {
		y, ok := s.Difference(gg, x)
		if !ok {
			return diffOK{}
		}
		opts = append(opts, y)
	}
	for _, xx := range nx.opts {
		y, ok := s.Difference(g, xx)
		if !ok {
			return diffOK{}
		}
		opts = append(opts, y)
	}
	if y := s.Game(opts); s.Sum(x, y) == g {
		return diffOK{y, true}
	}
	return diffOK{}
}

// DifferenceErr is Difference guarded by the node limit and the context.
func (s *MStore) DifferenceErr(g, x MID) (MID, bool, error) {
	var y MID
	var ok bool
	err := s.guarded(func() { y, ok = s.Difference(g, x) })
	return y, ok, err
}

// allParts returns every part of g, of both parities, in CGSuite's order:
// the X with g − X defined (Conway, ONAG ch. 12: X is a part of G if
// G = X + Y for some Y). The search: if G = X + Y with X, Y ≠ 0, some
// option of G is X' + Y or X + Y' (fact (1) of Difference), so X or Y is a
// part of an option of G; each part found brings its partner G − X.
func (s *MStore) allParts(g MID) []MID {
	c := s.cache()
	if p, ok := c.parts[g]; ok {
		return p
	}
	seen := map[MID]bool{}
	var out []MID
	add := func(x MID) {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	star := s.Nimber(1)
	add(Zero)
	add(star)
	add(g)
	add(s.Sum(g, star))
	tried := map[MID]bool{}
	for _, o := range s.nodes[g].opts {
		for _, x := range s.allParts(o) {
			if tried[x] {
				continue
			}
			tried[x] = true
			if y, ok := s.Difference(g, x); ok {
				add(x)
				add(y)
			}
		}
	}
	slices.SortFunc(out, s.cgsCmp)
	c.parts[g] = out
	return out
}

// Parts returns the proper parts of a canonical form as CGSuite lists
// them (its Parts): the even parts X of G (see EvenPart) other than 0 and
// G's even part, so that G = X + Y for some Y; each X + * is then a part
// too and is left out. They are in CGSuite's canonical order. A game with
// none is 0, * or prime (Conway, ONAG ch. 12). Parts is not guarded; see
// PartsErr.
func (s *MStore) Parts(g MID) []MID {
	e, _ := s.EvenPart(g)
	var out []MID
	for _, x := range s.allParts(g) {
		if x != Zero && x != e && s.IsEven(x) {
			out = append(out, x)
		}
	}
	return out
}

// PartsErr is Parts guarded by the node limit and the context.
func (s *MStore) PartsErr(g MID) ([]MID, error) {
	var p []MID
	err := s.guarded(func() { p = s.Parts(g) })
	return p, err
}

// Mate returns the mate of a canonical form (Conway, ONAG ch. 12; Siegel,
// CGT ch. V; CGSuite's Mate): the mate of 0 is *, and the mate of any
// other G is {mate(G') : G' an option of G}, here of G's canonical form.
// The mate of * is {*} = 0. Mate is not guarded; see MateErr.
func (s *MStore) Mate(g MID) MID {
	if g == Zero {
		return s.Nimber(1)
	}
	c := s.cache()
	if m, ok := c.mate[g]; ok {
		return m
	}
	opts := s.nodes[g].opts
	ms := make([]MID, len(opts))
	for i, o := range opts {
		ms[i] = s.Mate(o)
	}
	m := s.Game(ms)
	c.mate[g] = m
	return m
}

// MateErr is Mate guarded by the node limit and the context.
func (s *MStore) MateErr(g MID) (MID, error) {
	var m MID
	err := s.guarded(func() { m = s.Mate(g) })
	return m, err
}
