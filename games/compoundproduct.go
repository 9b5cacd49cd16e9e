package games

// The products of forms: the Conway product G·H (on numbers the product
// of the numbers, on nimbers the nim product of compoundnim.go) and
// CGSuite's ordinal product G×H, each computed on the forms as built
// through the compound machinery of compound.go.

import (
	"math/big"
	"math/bits"
)

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
