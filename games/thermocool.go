package games

// Temperature theory that changes a game: cooling, freezing, heating and
// overheating.

import "errors"

// Cool returns g cooled by t ≥ 0, G_t: a number stays itself; otherwise
// G_t = {G^L_t − t | G^R_t + t}, except that above G's temperature G_t is
// its mean (ONAG ch. 9). t must not be negative.
func (s *Store) Cool(g ID, t Dyadic) (r ID, err error) {
	defer s.catch(&err)
	if t.Sign() < 0 {
		return 0, errNegativeCool
	}
	return s.cool(s.canonical(g), t, map[ID]ID{}), nil
}

var errNegativeCool = errors.New("cannot cool by a negative amount")

func (s *Store) cool(c ID, t Dyadic, memo map[ID]ID) ID {
	leaf := func(c ID) (ID, bool) {
		if s.isNumber(c) {
			return c, true
		}
		if th := s.thermograph(c); t.Cmp(th.Temperature) > 0 {
			return s.Number(th.Mean), true
		}
		return 0, false
	}
	return s.shifted(c, leaf, s.Number(t.Neg()), s.Number(t), memo)
}

// shifted returns leaf(c) where leaf applies, and otherwise
// {f(G^L) + dl | f(G^R) + dr} over canonical c's options, f being the same
// transformation: cooling, heating and overheating are all of this shape.
func (s *Store) shifted(c ID, leaf func(ID) (ID, bool), dl, dr ID, memo map[ID]ID) ID {
	if r, ok := leaf(c); ok {
		return r
	}
	if r, ok := memo[c]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	l, rr := s.options(c)
	left := mapIDs(l, func(o ID) ID { return s.add(s.shifted(o, leaf, dl, dr, memo), dl) })
	right := mapIDs(rr, func(o ID) ID { return s.add(s.shifted(o, leaf, dl, dr, memo), dr) })
	r := s.fromOptions(left, right)
	memo[c] = r
	return r
}

// Freeze returns g cooled by its temperature: a number, or a number plus an
// infinitesimal, equal to its mean within an infinitesimal. A number is
// its own freeze.
func (s *Store) Freeze(g ID) (r ID, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	if s.isNumber(c) {
		return c, nil
	}
	return s.cool(c, s.thermograph(c).Temperature, map[ID]ID{}), nil
}

// Heat returns g heated by the game t, ∫^t G: a number stays itself,
// otherwise ∫^t G = {∫^t G^L + t | ∫^t G^R − t}, over g's canonical form.
// Cooling by t undoes heating by t when every non-number subposition of
// the heated game has temperature at least t (TestThermoHeatThenCool).
func (s *Store) Heat(g, t ID) (r ID, err error) {
	defer s.catch(&err)
	c, tc := s.canonical(g), s.canonical(t)
	leaf := func(c ID) (ID, bool) { return c, s.isNumber(c) }
	return s.shifted(c, leaf, tc, s.neg(tc), map[ID]ID{}), nil
}

// Overheat returns g overheated from a to b, Berlekamp's ∫_a^b G: an
// integer n becomes n·a (n copies of a); otherwise
// ∫_a^b G = {∫_a^b G^L + b | ∫_a^b G^R − b}, over g's canonical form (so
// non-integer numbers are overheated through their options).
func (s *Store) Overheat(g, a, b ID) (r ID, err error) {
	defer s.catch(&err)
	c, ac, bc := s.canonical(g), s.canonical(a), s.canonical(b)
	leaf := func(c ID) (ID, bool) {
		x, ok := s.NumberValue(c)
		if !ok || !x.IsInt() {
			return 0, false
		}
		n, ok := x.Int64()
		if !ok || n > 1<<20 || n < -(1<<20) {
			s.tooLarge("overheating an integer beyond 2^20")
		}
		return s.mul(ac, n), true
	}
	return s.shifted(c, leaf, bc, s.neg(bc), map[ID]ID{}), nil
}
