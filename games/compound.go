package games

import (
	"math/big"
	"math/bits"
)

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

// ConwayProduct returns the canonical form of the Conway product G·H of
// the forms g and h as built.
func (s *Store) ConwayProduct(g, h ID) (ID, error) { return s.runCompound(g, h, conwayProduct) }

func conwayProduct(c *compound, g, h ID) ID {
	s := c.s
	// The shortcuts apply to canonical nodes only (nusOf), whose forms are
	// the canonical forms of the numbers and nimbers.
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
	gl, gr := s.formOptions(g)
	hl, hr := s.formOptions(h)
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
// the forms g and h as built (see above).
func (s *Store) OrdinalProduct(g, h ID) (r ID, err error) {
	defer s.catch(&err)
	// *a×*b = *(a·b), the ordinals' product. By induction on b, *a×*b′ =
	// *(a·b′) for b′ < b and its options are *0, …, *(a·b′−1); then the
	// ordinal sum (*a×*b′):*c, c < a, based on that form, is *(a·b′+c)
	// (an ordinal sum over a base whose options are *0, …, *(n−1) is *n:*c
	// = *(n+c)), and these options of *a×*b are *0, …, *(a·b−1).
	if a, b, ok := s.nimbers(g, h); ok {
		hi, lo := bits.Mul64(a, b)
		if hi != 0 {
			s.tooLarge("a nimber beyond *2^64")
		}
		return s.nusNode(NUS{M: lo}), nil
	}
	return s.ordinalProductOf(g, h), nil
}

// ordinalProductOf computes G×H by the definition (no shortcut at the top).
func (s *Store) ordinalProductOf(g, h ID) ID {
	p := &ordinalProduct{s: s, g: g, memo: map[opKey]ID{}}
	return p.of(opKey{h: h, y: Zero})
}

// ordinalProduct computes (G×H′):Y, the ordinal sum with base the form
// G×H′, over subforms H′ of H and Y of G or of −G: its Left options are
// those of G×H′, (G×H′^L):G^L and (G×H′^R):(−G)^L, and (G×H′):Y^L; dually
// for Right. G×H is (G×H):0. Every form met is a subform of the form G×H,
// identified by (H′, Y): the memo is exact, not up to value. −G is not
// built: a subform of it is a subform Y of G with a sign, whose options
// are those of Y, Left's and Right's exchanged, each with the sign.
type ordinalProduct struct {
	s    *Store
	g    ID
	memo map[opKey]ID
}

// opKey is (H′, Y): Y is −y when neg is set.
type opKey struct {
	h, y ID
	neg  bool
}

// signed returns the options of y, or of −y when neg is set, as opKeys
// with h.
func (p *ordinalProduct) signed(h, y ID, neg bool) (left, right []opKey) {
	l, r := p.s.formOptions(y)
	if neg {
		l, r = r, l
	}
	key := func(x ID) opKey { return opKey{h: h, y: x, neg: neg} }
	return mapKeys(l, key), mapKeys(r, key)
}

func mapKeys(ids []ID, f func(ID) opKey) []opKey {
	out := make([]opKey, len(ids))
	for i, id := range ids {
		out[i] = f(id)
	}
	return out
}

func (p *ordinalProduct) of(k opKey) ID {
	if r, ok := p.memo[k]; ok {
		return r
	}
	s := p.s
	s.enter()
	defer s.leave()
	s.tick()
	hl, hr := s.formOptions(k.h)
	var lk, rk []opKey
	for _, x := range hl { // (G×H′^L):G^L and (G×H′^L):G^R
		l, r := p.signed(x, p.g, false)
		lk, rk = append(lk, l...), append(rk, r...)
	}
	for _, x := range hr { // (G×H′^R):(−G)^L and (G×H′^R):(−G)^R
		l, r := p.signed(x, p.g, true)
		lk, rk = append(lk, l...), append(rk, r...)
	}
	yl, yr := p.signed(k.h, k.y, k.neg) // (G×H′):Y^L and (G×H′):Y^R
	lk, rk = append(lk, yl...), append(rk, yr...)
	of := func(keys []opKey) []ID {
		out := make([]ID, len(keys))
		for i, x := range keys {
			out[i] = p.of(x)
		}
		return out
	}
	r := s.fromOptions(of(lk), of(rk))
	p.memo[k] = r
	return r
}
