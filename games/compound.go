package games

import "math/bits"

// Compound games of two short games G and H, each defined by its options
// (Winning Ways, ch. 9 and 14; Siegel, Combinatorial Game Theory, 2013):
//
//	ordinal sum      G:H = {G^L, G:H^L | G^R, G:H^R}
//	conjunctive sum  G∧H = {G^L∧H^L | G^R∧H^R}  (a move in both; it ends when either does)
//	selective sum    G∨H = {G^L∨H, G∨H^L, G^L∨H^L | G^R∨H, G∨H^R, G^R∨H^R}
//	Conway product   G·H = {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R |
//	                        G^L·H + G·H^R − G^L·H^R, G^R·H + G·H^L − G^R·H^L}
//	ordinal product  G×H = {(G×H^L):G^L, (G×H^R):−G^R | (G×H^L):G^R, (G×H^R):−G^L}
//
// None of them is a function of the values of G and H alone: {*|*} = 0,
// but {*|*} ∧ 3 = 2 and {*|*} : 3 = ↑[3] (CGSuite's CompoundGameTestCase),
// while 0 ∧ 3 = 0 and 0 : 3 = 3. So, as CGSuite (Siegel), version 2.x,
// does, they are computed on the forms G and H as built: a form made by mg
// (or a quoted '{…}' read by Parse), a formal sum (its options are the
// sums one move in one summand reaches), or a canonical node, whose form
// is its canonical form. The result is the canonical form of the compound
// form: each option of it is a disjunctive sum, a compound of forms or
// (ordinal sums) an option of G, and its value, which is all the
// canonical form needs, is computed recursively on the forms. The
// ordinal product is CGSuite's: each option is an ordinal sum whose base
// is the form G×H′ (not its canonical form), H′ an option of H; on
// nimbers it is the product of the ordinals, *a×*b = *(a·b).
//
// The selective sum is Conway's selective compound (ONAG ch. 14): after a
// move in one component or in both, play continues in a selective sum.
// CGSuite's values for it (its CompoundGameTestCase: 3/4 for 1/2 and 1/4,
// *8 for *5 and *6, {1+⇑|−1} for ±1 and ⇑, and the rest) are instead those
// of {G^L+H, G+H^L, G^L∧H^L | G^R+H, G+H^R, G^R∧H^R}, a move in one
// component leaving a disjunctive sum and a move in both a conjunctive sum
// (TestSelectiveSumCGSuiteValues); we keep Conway's definition, under which
// *a ∨ *b = *(a+b), so *5 ∨ *6 = *11, and SelectiveSumCGSuite computes
// CGSuite's. On canonical numbers the Conway product is the product of the
// numbers, on canonical nimbers the nim product; both are used as
// shortcuts (TestConwayProduct).
//
// This file holds the machinery common to them and the three sums; the
// two products are in compoundproduct.go, the nim product the Conway
// product uses on nimbers in compoundnim.go, and the Norton product, which
// unlike these depends only on the values of its operands, in
// compoundnorton.go.

// compound is one compound operation: a memo and the function of two
// forms. The memo is keyed by the forms' nodes, not their values: a form
// is interned, so one node is one form, while forms of equal value (a
// form and its canonical form, say) are different nodes.
type compound struct {
	s    *Store
	memo map[[2]ID]ID
	f    func(c *compound, g, h ID) ID
}

func (c *compound) of(g, h ID) ID {
	k := [2]ID{g, h}
	if r, ok := c.memo[k]; ok {
		return r
	}
	c.s.enter()
	defer c.s.leave()
	c.s.tick()
	r := c.f(c, g, h)
	c.memo[k] = r
	return r
}

// formOptions returns the options of node id as a form: a form's as
// built, a canonical node's canonical options, and for a formal sum the
// sums one move in one summand reaches (see Options). The slices must not
// be modified.
func (s *Store) formOptions(id ID) (left, right []ID) {
	if s.nodes[id].kind == Sum {
		return s.sumOptions(id)
	}
	return s.options(id)
}

// nimbers returns a and b when g and h are the canonical nodes of the
// nimbers *a and *b: their forms are then {0,…,*(a−1) | 0,…,*(a−1)} and
// likewise for b, on which the compounds' shortcuts below are proved.
func (s *Store) nimbers(g, h ID) (a, b uint64, ok bool) {
	x, okG := s.nusOf(g)
	y, okH := s.nusOf(h)
	if !okG || !okH || x.X.Sign() != 0 || x.U != 0 || y.X.Sign() != 0 || y.U != 0 {
		return 0, 0, false
	}
	return x.M, y.M, true
}

// nimberSum returns *(a+b), failing beyond *2^64.
func (s *Store) nimberSum(a, b uint64) ID {
	sum, carry := bits.Add64(a, b, 0)
	if carry != 0 {
		s.tooLarge("a nimber beyond *2^64")
	}
	return s.nusNode(NUS{M: sum})
}

// runCompound computes f(g, h) on the forms g and h as built.
func (s *Store) runCompound(g, h ID, f func(c *compound, g, h ID) ID) (r ID, err error) {
	defer s.catch(&err)
	c := &compound{s: s, memo: map[[2]ID]ID{}, f: f}
	return c.of(g, h), nil
}

// OrdinalSum returns the canonical form of the ordinal sum G:H of the
// forms g and h as built.
func (s *Store) OrdinalSum(g, h ID) (ID, error) { return s.runCompound(g, h, ordinalSum) }

func ordinalSum(c *compound, g, h ID) ID {
	s := c.s
	// *a:*b = *(a+b): by induction *a:*b′ = *(a+b′) for b′ < b, and with
	// the options 0, …, *(a−1) of *a these are *0, …, *(a+b−1).
	if a, b, ok := s.nimbers(g, h); ok {
		return s.nimberSum(a, b)
	}
	gl, gr := s.formOptions(g)
	hl, hr := s.formOptions(h)
	left := append(mapIDs(gl, s.canonical), mapIDs(hl, func(x ID) ID { return c.of(g, x) })...)
	right := append(mapIDs(gr, s.canonical), mapIDs(hr, func(x ID) ID { return c.of(g, x) })...)
	return s.fromOptions(left, right)
}

// ConjunctiveSum returns the canonical form of the conjunctive sum G∧H of
// the forms g and h as built.
func (s *Store) ConjunctiveSum(g, h ID) (ID, error) { return s.runCompound(g, h, conjunctiveSum) }

func conjunctiveSum(c *compound, g, h ID) ID {
	// *a∧*b = *min(a, b): by induction its options are *min(a′, b′) for
	// a′ < a, b′ < b, which are *0, …, *(min(a, b)−1) (none if a or b is 0).
	if a, b, ok := c.s.nimbers(g, h); ok {
		return c.s.nusNode(NUS{M: min(a, b)})
	}
	gl, gr := c.s.formOptions(g)
	hl, hr := c.s.formOptions(h)
	var left, right []ID
	for _, x := range gl {
		for _, y := range hl {
			left = append(left, c.of(x, y))
		}
	}
	for _, x := range gr {
		for _, y := range hr {
			right = append(right, c.of(x, y))
		}
	}
	return c.s.fromOptions(left, right)
}

// SelectiveSum returns the canonical form of Conway's selective sum G∨H
// of the forms g and h as built.
func (s *Store) SelectiveSum(g, h ID) (ID, error) { return s.runCompound(g, h, selectiveSum) }

func selectiveSum(c *compound, g, h ID) ID {
	// *a∨*b = *(a+b): by induction its options *a′∨*b, *a∨*b′ and *a′∨*b′
	// (a′ < a, b′ < b) are *(a′+b), *(a+b′) and *(a′+b′), which are *0, …,
	// *(a+b−1).
	if a, b, ok := c.s.nimbers(g, h); ok {
		return c.s.nimberSum(a, b)
	}
	gl, gr := c.s.formOptions(g)
	hl, hr := c.s.formOptions(h)
	side := func(gs, hs []ID) []ID {
		var out []ID
		for _, x := range gs {
			out = append(out, c.of(x, h))
			for _, y := range hs {
				out = append(out, c.of(x, y))
			}
		}
		for _, y := range hs {
			out = append(out, c.of(g, y))
		}
		return out
	}
	return c.s.fromOptions(side(gl, hl), side(gr, hr))
}

// SelectiveSumCGSuite returns the canonical form of the compound CGSuite
// (Siegel), version 2.x, calls the selective sum, of the forms g and h as
// built: {G^L+H, G+H^L, G^L∧H^L | G^R+H, G+H^R, G^R∧H^R}, a move in one
// component leaving a disjunctive sum and a move in both a conjunctive sum
// (see above; its values are those of CGSuite's CompoundGameTestCase:
// 3/4 for 1/2 and 1/4, *8 for *5 and *6).
func (s *Store) SelectiveSumCGSuite(g, h ID) (r ID, err error) {
	defer s.catch(&err)
	conj := &compound{s: s, memo: map[[2]ID]ID{}, f: conjunctiveSum}
	gl, gr := s.formOptions(g)
	hl, hr := s.formOptions(h)
	gc, hc := s.canonical(g), s.canonical(h)
	side := func(gs, hs []ID) []ID {
		var out []ID
		for _, x := range gs {
			out = append(out, s.add(s.canonical(x), hc))
			for _, y := range hs {
				out = append(out, conj.of(x, y))
			}
		}
		for _, y := range hs {
			out = append(out, s.add(gc, s.canonical(y)))
		}
		return out
	}
	return s.fromOptions(side(gl, hl), side(gr, hr)), nil
}
