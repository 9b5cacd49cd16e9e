package games

// The Norton product G.U of a game by a positive unit (Winning Ways, ch. 8).

import "errors"

// ErrNortonUnit reports a Norton product G.U whose unit U is not positive.
var ErrNortonUnit = errors.New("U must be positive")

// maxNortonMultiple bounds the integer n of n.U for a unit U that is not a
// number, up multiple and nimber: n.U is the sum of |n| copies of U, built
// by doubling, and such sums grow with n.
const maxNortonMultiple = 1 << 20

// NortonProduct returns the canonical form of the Norton product G.U of g
// by the unit u > 0 (Winning Ways, ch. 8, "Norton multiplication"; Siegel,
// Combinatorial Game Theory, 2013, ch. II), taken, as CGSuite (Siegel),
// version 2.x, takes it, on the canonical forms of G and U:
//
//	G.U = n copies of U (of −U for n < 0)       if G is an integer n;
//	G.U = {G^L.U + U + I | G^R.U − (U + I)}     otherwise,
//
// I ranging over the incentives of U: its Left incentives U^L − U and its
// Right incentives U − U^R. For U > 0 the product depends only on the value
// of G, distributes over sums of G and preserves order (Winning Ways,
// ch. 8); 1.U = U, and G.1 = G. It returns ErrNortonUnit when u is not
// positive.
func (s *Store) NortonProduct(g, u ID) (r ID, err error) {
	defer s.catch(&err)
	gc, uc := s.canonical(g), s.canonical(u)
	if !s.positive(uc) {
		return 0, ErrNortonUnit
	}
	return s.nortonProduct(gc, uc), nil
}

// positive reports whether canonical c > 0.
func (s *Store) positive(c ID) bool { return !s.leq(c, Zero) && s.leq(Zero, c) }

// nortonProduct returns G.U for canonical g and canonical u > 0.
func (s *Store) nortonProduct(g, u ID) ID {
	ul, ur := s.options(u)
	negU := s.neg(u)
	var plus []ID // U + I over the incentives I of U
	for _, x := range ul {
		plus = append(plus, s.add(u, s.add(x, negU)))
	}
	for _, x := range ur {
		plus = append(plus, s.add(u, s.add(u, s.neg(x))))
	}
	n := &norton{s: s, u: u, plus: sortedSet(plus), memo: map[ID]ID{}}
	return n.of(g)
}

// norton is one Norton product computation: the unit, its U + I list and
// the products found so far.
type norton struct {
	s    *Store
	u    ID
	plus []ID
	memo map[ID]ID
}

func (n *norton) of(g ID) ID {
	if r, ok := n.memo[g]; ok {
		return r
	}
	s := n.s
	s.enter()
	defer s.leave()
	s.tick()
	var r ID
	if x, ok := s.NumberValue(g); ok && x.IsInt() {
		k, ok := x.Int64()
		_, nus := s.nusOf(n.u)
		if !ok || !nus && (k > maxNortonMultiple || k < -maxNortonMultiple) {
			s.tooLarge("a Norton product n.U with |n| beyond 2^20")
		}
		r = s.mul(n.u, k)
	} else {
		gl, gr := s.options(g)
		var left, right []ID
		for _, a := range gl {
			p := n.of(a)
			for _, x := range n.plus {
				left = append(left, s.add(p, x))
			}
		}
		for _, b := range gr {
			p := n.of(b)
			for _, x := range n.plus {
				right = append(right, s.add(p, s.neg(x)))
			}
		}
		r = s.fromOptions(left, right)
	}
	n.memo[g] = r
	return r
}
