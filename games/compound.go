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
//
// The ordinal sum depends on the form of G, not only its value: G is its
// canonical form here. On numbers the Conway product is the product of
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
