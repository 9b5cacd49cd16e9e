package games

import "math/big"

// Compound games of two short games, taken (as CGSuite takes them) on
// their canonical forms G and H; each is defined by its options
// (Winning Ways, ch. 9 and 14; Siegel, Combinatorial Game Theory, 2013):
//
//	ordinal sum      G:H = {G^L, G:H^L | G^R, G:H^R}
//	conjunctive sum  G∧H = {G^L∧H^L | G^R∧H^R}  (a move in both; it ends when either does)
//	selective sum    G∨H = {G^L∨H, G∨H^L, G^L∨H^L | G^R∨H, G∨H^R, G^R∨H^R}
//	Conway product   G·H = {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R |
//	                        G^L·H + G·H^R − G^L·H^R, G^R·H + G·H^L − G^R·H^L}
//	ordinal product  G×H = {(G×H^L):G^L, (G×H^R):−G^R | (G×H^L):G^R, (G×H^R):−G^L}
//
// The ordinal sum depends on the form of G, not only its value: G is its
// canonical form here. The ordinal product is CGSuite's (Siegel), version
// 2.x: each option is an ordinal sum whose base is the form G×H′ (not its
// canonical form), H′ an option of H; on nimbers it is the product of the
// ordinals, *a×*b = *(a·b).
//
// The selective sum is Conway's selective compound (ONAG ch. 14): after a
// move in one component or in both, play continues in a selective sum.
// CGSuite's values for it (its CompoundGameTestCase: 3/4 for 1/2 and 1/4,
// *8 for *5 and *6, {1+⇑|−1} for ±1 and ⇑, and the rest) are instead those
// of {G^L+H, G+H^L, G^L∧H^L | G^R+H, G+H^R, G^R∧H^R}, a move in one
// component leaving a disjunctive sum and a move in both a conjunctive sum
// (TestSelectiveSumCGSuiteValues); we keep Conway's definition, under which
// *a ∨ *b = *(a+b), so *5 ∨ *6 = *11. On numbers the Conway product is the product of
// the numbers, on nimbers the nim product; both are used as shortcuts.

// compound is one compound operation: a memo and the function of two
// canonical games.
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

// runCompound computes f(g, h) over the canonical forms of g and h.
func (s *Store) runCompound(g, h ID, f func(c *compound, g, h ID) ID) (r ID, err error) {
	defer s.catch(&err)
	c := &compound{s: s, memo: map[[2]ID]ID{}, f: f}
	return c.of(s.canonical(g), s.canonical(h)), nil
}

// OrdinalSum returns the canonical form of the ordinal sum G:H.
func (s *Store) OrdinalSum(g, h ID) (ID, error) { return s.runCompound(g, h, ordinalSum) }

func ordinalSum(c *compound, g, h ID) ID {
	gl, gr := c.s.options(g)
	hl, hr := c.s.options(h)
	left := append(append([]ID{}, gl...), mapIDs(hl, func(x ID) ID { return c.of(g, x) })...)
	right := append(append([]ID{}, gr...), mapIDs(hr, func(x ID) ID { return c.of(g, x) })...)
	return c.s.fromOptions(left, right)
}

// ConjunctiveSum returns the canonical form of the conjunctive sum G∧H.
func (s *Store) ConjunctiveSum(g, h ID) (ID, error) { return s.runCompound(g, h, conjunctiveSum) }

func conjunctiveSum(c *compound, g, h ID) ID {
	gl, gr := c.s.options(g)
	hl, hr := c.s.options(h)
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

// SelectiveSum returns the canonical form of the selective sum G∨H.
func (s *Store) SelectiveSum(g, h ID) (ID, error) { return s.runCompound(g, h, selectiveSum) }

func selectiveSum(c *compound, g, h ID) ID {
	gl, gr := c.s.options(g)
	hl, hr := c.s.options(h)
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
// (Siegel), version 2.x, calls the selective sum:
// {G^L+H, G+H^L, G^L∧H^L | G^R+H, G+H^R, G^R∧H^R}, a move in one
// component leaving a disjunctive sum and a move in both a conjunctive sum
// (see above; its values are those of CGSuite's CompoundGameTestCase:
// 3/4 for 1/2 and 1/4, *8 for *5 and *6).
func (s *Store) SelectiveSumCGSuite(g, h ID) (r ID, err error) {
	defer s.catch(&err)
	conj := &compound{s: s, memo: map[[2]ID]ID{}, f: conjunctiveSum}
	g, h = s.canonical(g), s.canonical(h)
	gl, gr := s.options(g)
	hl, hr := s.options(h)
	side := func(gs, hs []ID) []ID {
		var out []ID
		for _, x := range gs {
			out = append(out, s.canonical(s.add(x, h)))
			for _, y := range hs {
				out = append(out, conj.of(x, y))
			}
		}
		for _, y := range hs {
			out = append(out, s.canonical(s.add(g, y)))
		}
		return out
	}
	return s.fromOptions(side(gl, hl), side(gr, hr)), nil
}

// ConwayProduct returns the canonical form of the Conway product G·H.
func (s *Store) ConwayProduct(g, h ID) (ID, error) { return s.runCompound(g, h, conwayProduct) }

func conwayProduct(c *compound, g, h ID) ID {
	s := c.s
	if x, ok := s.nusOf(g); ok {
		if y, ok := s.nusOf(h); ok {
			switch {
			case x.IsNumber() && y.IsNumber():
				p, _ := DyadicFromRat(new(big.Rat).Mul(x.X.Rat(), y.X.Rat()))
				return s.nusNode(NUS{X: p}) // a product of dyadics is dyadic
			case x.X.Sign() == 0 && x.U == 0 && y.X.Sign() == 0 && y.U == 0:
				return s.nusNode(NUS{M: NimProduct(x.M, y.M)})
			}
		}
	}
	gl, gr := s.options(g)
	hl, hr := s.options(h)
	// a·H + G·b − a·b for options a of G and b of H.
	term := func(a, b ID) ID {
		return s.add(s.add(c.of(a, h), c.of(g, b)), s.neg(c.of(a, b)))
	}
	pairs := func(as, bs []ID) []ID {
		var out []ID
		for _, a := range as {
			for _, b := range bs {
				out = append(out, term(a, b))
			}
		}
		return out
	}
	left := append(pairs(gl, hl), pairs(gr, hr)...)
	right := append(pairs(gl, hr), pairs(gr, hl)...)
	return s.fromOptions(left, right)
}

// OrdinalProduct returns the canonical form of the ordinal product G×H of
// the canonical forms of g and h (see above).
func (s *Store) OrdinalProduct(g, h ID) (r ID, err error) {
	defer s.catch(&err)
	gc := s.canonical(g)
	p := &ordinalProduct{s: s, g: gc, negG: s.neg(gc), memo: map[[2]ID]ID{}}
	return p.of(s.canonical(h), Zero), nil
}

// ordinalProduct computes (G×H′):Y, the ordinal sum with base the form
// G×H′, over subpositions H′ of H and Y of G or −G: its Left options are
// those of G×H′, (G×H′^L):G^L and (G×H′^R):−G^R, and (G×H′):Y^L; dually
// for Right. G×H is (G×H):0. Every form met is a subposition of the form
// G×H, identified by (H′, Y): the memo is exact, not up to value.
type ordinalProduct struct {
	s       *Store
	g, negG ID
	memo    map[[2]ID]ID
}

func (p *ordinalProduct) of(h, y ID) ID {
	k := [2]ID{h, y}
	if r, ok := p.memo[k]; ok {
		return r
	}
	s := p.s
	s.enter()
	defer s.leave()
	s.tick()
	gl, gr := s.options(p.g)
	ngl, ngr := s.options(p.negG)
	hl, hr := s.options(h)
	yl, yr := s.options(y)
	var left, right []ID
	for _, x := range hl {
		for _, a := range gl {
			left = append(left, p.of(x, a))
		}
		for _, a := range gr {
			right = append(right, p.of(x, a))
		}
	}
	for _, x := range hr {
		for _, a := range ngl {
			left = append(left, p.of(x, a))
		}
		for _, a := range ngr {
			right = append(right, p.of(x, a))
		}
	}
	for _, a := range yl {
		left = append(left, p.of(h, a))
	}
	for _, a := range yr {
		right = append(right, p.of(h, a))
	}
	r := s.fromOptions(left, right)
	p.memo[k] = r
	return r
}
