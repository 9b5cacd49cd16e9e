package games

import (
	"errors"
	"math"
)

// Infinitesimals: atomic weights of all-small games, and reduced canonical
// forms (games up to infinitesimals).

// ErrNotAllSmall reports a game that has no atomic weight because it is not
// all-small: some subposition of its canonical form other than 0 lacks Left
// or Right options.
var ErrNotAllSmall = errors.New("not all-small")

// AllSmallAtomicWeight returns the atomic weight of the all-small game g
// (Winning Ways ch. 8, "the atomic weight calculus"; Siegel, Combinatorial
// Game Theory II.7): roughly, how many ↑s g is worth. It is additive,
// aw(G+H) = aw(G) + aw(H), and an atomic weight of 2 or more means Left wins
// (the two-ahead rule). Atomic weights are games, not only integers:
// aw({⇑|↓}) = 1/2 and aw({⇑|⇓}) = *.
//
// The calculus, over g's canonical form G:
//
//   - aw(u·↑ + *m) = u for the ups and nimbers (aw(0) = 0);
//   - otherwise let G″ = {aw(G^L) − 2 | aw(G^R) + 2}. If G″ is not an
//     integer, aw(G) = G″. If it is an integer, compare G with the remote
//     star ☆ = *N, N beyond every nimber among G's subpositions:
//     if G > ☆, aw(G) is the largest integer n with n ◁ aw(G^R) + 2 for
//     every G^R; if G < ☆, the least integer n with n ▷ aw(G^L) − 2 for
//     every G^L; otherwise aw(G) = G″.
//
// (n ◁ x means n is less than or confused with x: not x ≤ n.) A game that
// is not all-small (every subposition of its canonical form 0 or with
// options for both players) is an error wrapping ErrNotAllSmall.
// AtomicWeight (atomic.go) extends the calculus to every atomic game and
// takes this path for all-small ones.
func (s *Store) AllSmallAtomicWeight(g ID) (aw ID, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	if !s.allSmall(c, map[ID]bool{}) {
		return 0, &GameError{Store: s, Game: c, Err: ErrNotAllSmall}
	}
	a := &awCalc{memo: map[ID]ID{}, far: map[ID]uint64{}}
	return s.atomicWeight(c, a), nil
}

// allSmall reports whether canonical c is all-small: every subposition is 0
// or has both Left and Right options. A NUS node is all-small exactly when
// its number part is 0 (x + u·↑ + *m with x ≠ 0 has the number x, or one
// moving towards it, among its subpositions; u·↑ + *m has only such values
// with x = 0, and 0 = {|}).
func (s *Store) allSmall(c ID, memo map[ID]bool) bool {
	if v, ok := s.nusOf(c); ok {
		return v.X.IsZero()
	}
	if r, ok := memo[c]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	l, r := s.options(c)
	ok := len(l) > 0 && len(r) > 0
	for _, o := range l {
		if !ok {
			break
		}
		ok = s.allSmall(o, memo)
	}
	for _, o := range r {
		if !ok {
			break
		}
		ok = s.allSmall(o, memo)
	}
	memo[c] = ok
	return ok
}

// awCalc holds the memo tables of one atomic weight calculation.
type awCalc struct {
	memo map[ID]ID     // atomic weights of canonical nodes
	far  map[ID]uint64 // 1 + the largest nimber among the subpositions
	// nimbersOnly: the remote star counts only the subpositions that are
	// nimbers (CGSuite's rule, used for games that are not all-small;
	// see nimberBound in atomic.go), not the bound below for u·↑ + *m.
	nimbersOnly bool
}

// atomicWeight returns the atomic weight of canonical all-small c.
func (s *Store) atomicWeight(c ID, a *awCalc) ID {
	if v, ok := s.nusOf(c); ok {
		return s.Integer(v.U)
	}
	if r, ok := a.memo[c]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	r := s.awByCalculus(c, a)
	a.memo[c] = r
	return r
}

// awByCalculus applies the atomic weight calculus to c itself (even when c
// is a NUS node, which the tests use to check the calculus against the
// formula aw(u·↑ + *m) = u); its options' weights come from atomicWeight.
func (s *Store) awByCalculus(c ID, a *awCalc) ID {
	l, r := s.options(c)
	minus2, plus2 := s.Integer(-2), s.Integer(2)
	left := mapIDs(l, func(o ID) ID { return s.add(s.atomicWeight(o, a), minus2) })
	right := mapIDs(r, func(o ID) ID { return s.add(s.atomicWeight(o, a), plus2) })
	g2 := s.fromOptions(left, right)
	if x, ok := s.NumberValue(g2); !ok || !x.IsInt() {
		return g2
	}
	star := s.nusNode(NUS{M: s.farStar(c, a)})
	switch s.compare(c, star) {
	case Greater:
		// The largest n with n ◁ x for every x = aw(G^R) + 2. Those n
		// are closed downwards, so it is the least, over x, of the
		// largest n ◁ x: with L the Left stop of x, an integer n > L
		// has x < n, one n < L has x ▷ n (Siegel II.5: G < 0 when both
		// stops are negative, G ▷ 0 when the Left stop is positive);
		// so it is ⌊L⌋, unless ⌊L⌋ = L and x ≤ L, then L − 1.
		var best Dyadic
		for i, x := range right {
			n := s.stops(x)[0].Floor()
			if s.leq(x, s.Number(n)) {
				n = n.Sub(DyadicInt(1))
			}
			if i == 0 || n.Cmp(best) < 0 {
				best = n
			}
		}
		return s.Number(best)
	case Less:
		// Dually, the least n with n ▷ x for every x = aw(G^L) − 2.
		var best Dyadic
		for i, x := range left {
			n := s.stops(x)[1].Ceil()
			if s.leq(s.Number(n), x) {
				n = n.Add(DyadicInt(1))
			}
			if i == 0 || n.Cmp(best) > 0 {
				best = n
			}
		}
		return s.Number(best)
	}
	return g2
}

// farStar returns N = 1 + the largest m such that *m is a subposition of
// canonical c (so the remote star ☆ = *N is larger than every nimber in
// c; any larger N would do as well). For u·↑ + *m, u ≠ 0, whose
// subpositions' nimbers are at most m⊕1 or m (nusOptions), it returns the
// bound (m|1) + 1 without listing them.
func (s *Store) farStar(c ID, a *awCalc) uint64 {
	if a.nimbersOnly {
		return s.nimberBound(c, a.far)
	}
	if v, ok := s.nusOf(c); ok {
		m := v.M
		if v.U != 0 {
			m |= 1
		}
		if m == math.MaxUint64 {
			s.tooLarge("a nimber beyond 2^64")
		}
		return m + 1
	}
	if n, ok := a.far[c]; ok {
		return n
	}
	s.tick()
	s.enter()
	defer s.leave()
	n := uint64(1)
	l, r := s.options(c)
	for _, o := range l {
		n = max(n, s.farStar(o, a))
	}
	for _, o := range r {
		n = max(n, s.farStar(o, a))
	}
	a.far[c] = n
	return n
}

// ReducedCanonical returns the reduced canonical form of g (Grossman and
// Siegel, "Reductions of partizan games", 2009; Siegel, Combinatorial Game
// Theory II.6): the simplest game infinitesimally close to g.
//
// A ≤_Inf B when A ≤ B + ε for every positive number ε, which holds exactly
// when the Left stop of A − B is at most 0; A ≡_Inf B when both ways, that
// is when A − B is infinitesimal. The reduced canonical form of G is:
//
//   - G, if G is a number; x, if both stops of G are x (G is
//     infinitesimally close to the number x);
//   - otherwise, with each option replaced by its reduced canonical form,
//     the game from which Inf-dominated options are removed (a Left
//     option ≤_Inf another; dually for Right) and through which
//     Inf-reversible options are bypassed (a Left option A with a Right
//     option A^R ≤_Inf G is replaced by the Left options of A^R; dually for
//     Right) until neither applies. Each step keeps the game ≡_Inf G.
//
// The result is a canonical form with no Inf-dominated or Inf-reversible
// options anywhere, in which every subposition infinitesimally close to a
// number is that number; it is the same node for all games
// infinitesimally close to each other.
func (s *Store) ReducedCanonical(g ID) (r ID, err error) {
	defer s.catch(&err)
	return s.rcf(s.canonical(g), map[ID]ID{}), nil
}

// rcf returns the reduced canonical form of canonical c.
func (s *Store) rcf(c ID, memo map[ID]ID) ID {
	if v, ok := s.nusOf(c); ok {
		return s.Number(v.X) // a number, or x + an infinitesimal: x
	}
	if r, ok := memo[c]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	var r ID
	if st := s.stops(c); st[0].Equal(st[1]) {
		r = s.Number(st[0])
	} else {
		l, rr := s.options(c)
		sub := func(o ID) ID { return s.rcf(o, memo) }
		left, right := s.infReduce(c, sortedSet(mapIDs(l, sub)), sortedSet(mapIDs(rr, sub)))
		// The options are reduced canonical forms with nothing
		// Inf-dominated or Inf-reversible, so nothing is dominated or
		// reversible either (A ≤ B implies A ≤_Inf B): fromOptions
		// keeps them, and only names the node.
		r = s.fromOptions(left, right)
	}
	memo[c] = r
	return r
}

// infReduce removes Inf-dominated options and bypasses Inf-reversible ones
// of {left | right} (sorted sets of reduced canonical forms) until neither
// applies. Reversibility is tested against g, the canonical form of the
// game being reduced: every step keeps the game ≡_Inf g, and ≤_Inf only
// depends on the game up to ≡_Inf. The Left options of a Right option of
// a reduced canonical form are reduced canonical forms too.
func (s *Store) infReduce(g ID, left, right []ID) ([]ID, []ID) {
	for {
		left = s.undominatedBy(left, true, s.infLeq)
		right = s.undominatedBy(right, false, s.infLeq)
		changed := false
		var nl, nr []ID
		for _, a := range left {
			if ar, ok := s.reversibleLeftBy(a, g, s.infLeq); ok {
				nl = append(nl, s.left(ar)...)
				changed = true
			} else {
				nl = append(nl, a)
			}
		}
		for _, b := range right {
			if bl, ok := s.reversibleRightBy(b, g, s.infLeq); ok {
				nr = append(nr, s.right(bl)...)
				changed = true
			} else {
				nr = append(nr, b)
			}
		}
		if !changed {
			return left, right
		}
		left, right = sortedSet(nl), sortedSet(nr)
	}
}

// infLeq reports whether a ≤_Inf b for canonical a and b: whether the Left
// stop of a − b is at most 0. The stops of a sum are bounded by those of
// its parts (Siegel II.5: L(G) + R(H) ≤ L(G+H) ≤ L(G) + L(H), and the same
// with G and H exchanged), which settles most cases without the sum:
// L(a − b) ≤ L(a) − R(b), and L(a − b) ≥ L(a) − L(b) and ≥ R(a) − R(b).
func (s *Store) infLeq(a, b ID) bool {
	if a == b {
		return true
	}
	sa, sb := s.stops(a), s.stops(b)
	switch {
	case sa[0].Cmp(sb[1]) <= 0:
		return true
	case sa[0].Cmp(sb[0]) > 0, sa[1].Cmp(sb[1]) > 0:
		return false
	}
	return s.infLeqBySum(a, b)
}

// infLeqBySum is infLeq by the definition: the Left stop of a − b.
func (s *Store) infLeqBySum(a, b ID) bool {
	return s.stops(s.add(a, s.neg(b)))[0].Sign() <= 0
}
