package games

import (
	"errors"
	"fmt"
	"math"
	"math/big"
)

// Infinitesimals: atomic weights of atomic games (not only all-small
// ones), companions, stop counts, even- and odd-tempered games and
// number-tiny games, as CGSuite (Siegel), version 2.x, defines them on
// canonical forms (its CanonicalShortGame and CanonicalShortGameOps; read
// for the definitions, the code here is written from them).

// ErrNotAtomic reports a game that has no atomic weight; AtomicWeight
// returns it inside a *GameError whose Detail says why.
var ErrNotAtomic = errors.New("not atomic")

// AtomicWeight returns the atomic weight of the atomic game g, roughly how
// many ↑s it is worth (Winning Ways ch. 8; Siegel, Combinatorial Game
// Theory (2013) II.7). For an all-small g it is AllSmallAtomicWeight, the
// atomic weight calculus. Otherwise, as CGSuite (Siegel), version 2.x
// defines it for every short game:
//
//   - g must be infinitesimal (both stops 0);
//   - A is the result of the same calculus on g's canonical form G, taking
//     aw(x + u·↑ + *m) = u for every number, up and nimber value (x need
//     not be 0), and for the remote star ☆ = *N the N beyond the nimbers
//     *m among G's subpositions;
//   - G is atomic, of atomic weight A, when G − A.↑ lies between −ε and ε,
//     ε = ↑* + (*K : −1), where A.↑ is Norton's product (the integer
//     multiple for an integer A, otherwise {A^L.↑ + ⇑* | A^R.↑ − ⇑*},
//     Winning Ways ch. 8 with U = ↑, whose best incentive is ↑*) and K is
//     the least power of two with K ≥ 2 and K ≥ N.
//
// A game that is not atomic is a *GameError wrapping ErrNotAtomic, whose
// Detail says why. As in CGSuite: {1|⇑||↑} has atomic weight 2,
// {0||0|−3/2} weight 0, and {1|3↑||↑} is not atomic.
func (s *Store) AtomicWeight(g ID) (aw ID, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	if s.allSmall(c, map[ID]bool{}) {
		return s.atomicWeight(c, &awCalc{memo: map[ID]ID{}, far: map[ID]uint64{}}), nil
	}
	aw, why := s.generalAtomicWeight(c)
	if why != nil {
		return 0, &GameError{Store: s, Game: c, Err: ErrNotAtomic, Detail: why}
	}
	return aw, nil
}

// Atomic reports whether g is atomic: whether AtomicWeight gives it a
// weight. All-small games are atomic.
func (s *Store) Atomic(g ID) (ok bool, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	if s.allSmall(c, map[ID]bool{}) {
		return true, nil
	}
	_, why := s.generalAtomicWeight(c)
	return why == nil, nil
}

// generalAtomicWeight applies the definition of AtomicWeight to canonical
// c without the all-small shortcut: the weight, or why c is not atomic (a
// GameError's Detail, which prints the games it names with the caller's
// printer).
func (s *Store) generalAtomicWeight(c ID) (aw ID, why func(*Printer) string) {
	st := s.stops(c)
	if !st[0].IsZero() || !st[1].IsZero() {
		return 0, func(*Printer) string {
			return fmt.Sprintf("it is not infinitesimal (its stops are %s and %s)", st[0], st[1])
		}
	}
	a := &awCalc{memo: map[ID]ID{}, far: map[ID]uint64{}, nimbersOnly: true}
	aw = s.atomicWeight(c, a)
	k := uint64(2)
	for n := s.nimberBound(c, a.far); k < n; k <<= 1 {
		if k > math.MaxUint64/2 {
			s.tooLarge("a nimber beyond 2^63")
		}
	}
	if s.withinAtomicBound(s.add(c, s.neg(s.nortonUp(aw, map[ID]ID{}))), k) {
		return aw, nil
	}
	calc := aw // aw is the result, 0, by the time the detail is printed
	return 0, func(p *Printer) string {
		q := Printer{Store: s, Notation: p.Notation, Limit: 40}
		up := "↑"
		if p.Notation == ASCII {
			up = "^"
		}
		return fmt.Sprintf("it differs from %s.%s (its weight by the calculus) by more than %s* + (*%d : -1)", q.String(calc), up, up, k)
	}
}

// withinAtomicBound reports −ε ≤ d ≤ ε for ε = ↑* + (*k : −1).
func (s *Store) withinAtomicBound(d ID, k uint64) bool {
	os := &compound{s: s, memo: map[[2]ID]ID{}, f: ordinalSum}
	eps := s.add(s.nusNode(NUS{U: 1, M: 1}), os.of(s.nusNode(NUS{M: k}), s.Integer(-1)))
	return s.leq(d, eps) && s.leq(s.neg(eps), d)
}

// nimberBound returns 1 + the largest m such that the nimber *m is a
// subposition of canonical c (at least 1: 0 is a subposition of every
// game). A number plus an infinitesimal x + u·↑ + *m with x ≠ 0 has no
// nimber but 0 among its subpositions (they are x plus infinitesimals,
// and numbers); u·↑ + *m with u ≠ 0 is walked through its options.
func (s *Store) nimberBound(c ID, memo map[ID]uint64) uint64 {
	if v, ok := s.nusOf(c); ok {
		switch {
		case !v.X.IsZero():
			return 1
		case v.U == 0:
			if v.M == math.MaxUint64 {
				s.tooLarge("a nimber beyond 2^64")
			}
			return v.M + 1
		}
	}
	if n, ok := memo[c]; ok {
		return n
	}
	s.tick()
	s.enter()
	defer s.leave()
	n := uint64(1)
	l, r := s.options(c)
	for _, o := range l {
		n = max(n, s.nimberBound(o, memo))
	}
	for _, o := range r {
		n = max(n, s.nimberBound(o, memo))
	}
	memo[c] = n
	return n
}

// nortonUp returns Norton's product a.↑ of canonical a (Winning Ways
// ch. 8, with unit ↑): a·↑ for an integer a, otherwise
// {a^L.↑ + ⇑* | a^R.↑ − ⇑*}. (The incentives of ↑ = {0|*} are ↓ and ↑*;
// ↑ + ↑* = ⇑* dominates ↑ + ↓ = 0 on both sides.)
func (s *Store) nortonUp(a ID, memo map[ID]ID) ID {
	if x, ok := s.NumberValue(a); ok && x.IsInt() {
		n, ok := x.Int64()
		if !ok {
			s.tooLarge("an up multiple beyond 2^63")
		}
		return s.nusNode(NUS{U: n})
	}
	if r, ok := memo[a]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	upup := s.nusNode(NUS{U: 2, M: 1})
	l, r := s.options(a)
	left := mapIDs(l, func(o ID) ID { return s.add(s.nortonUp(o, memo), upup) })
	right := mapIDs(r, func(o ID) ID { return s.add(s.nortonUp(o, memo), s.neg(upup)) })
	res := s.fromOptions(left, right)
	memo[a] = res
	return res
}

// Companion returns the companion of g, as CGSuite (Siegel), version 2.x
// defines it over g's canonical form G: for u·↑ + *m (number part 0) it is
// u·↑ + *(m⊕1) when m ≤ 1 (0 and *, ↑ and ↑* are each other's companions)
// and G itself when m ≥ 2; otherwise it is
// {companion(G^L), 0 if G ≥ 0 | companion(G^R), 0 if G ≤ 0}.
func (s *Store) Companion(g ID) (c ID, err error) {
	defer s.catch(&err)
	return s.companion(s.canonical(g), map[ID]ID{}), nil
}

func (s *Store) companion(c ID, memo map[ID]ID) ID {
	if v, ok := s.nusOf(c); ok && v.X.IsZero() {
		if v.M >= 2 {
			return c
		}
		return s.nusNode(NUS{U: v.U, M: v.M ^ 1})
	}
	if r, ok := memo[c]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	l, r := s.options(c)
	sub := func(o ID) ID { return s.companion(o, memo) }
	left, right := mapIDs(l, sub), mapIDs(r, sub)
	if s.leq(Zero, c) {
		left = append(left, Zero)
	}
	if s.leq(c, Zero) {
		right = append(right, Zero)
	}
	res := s.fromOptions(left, right)
	memo[c] = res
	return res
}

// maxStopNimber bounds the nimbers whose stop count StopCount computes:
// the stop count of *m has about 1.6·m bits.
const maxStopNimber = 1 << 20

// StopCount returns the stop count of g, as CGSuite (Siegel), version 2.x
// defines it over g's canonical form G: the number of runs of play
// (alternating or not: every sequence of moves) from G that end at a
// number, stopping at the first number. A number's is 1; *m's is 2·3^(m−1)
// for m ≥ 1 (the sum over its 2m options *k, each counted twice); any
// other game's is the sum of its options' (CGSuite's documented values:
// ↑ has 3, ↓* 4, *8 4374).
func (s *Store) StopCount(g ID) (n *big.Int, err error) {
	defer s.catch(&err)
	return new(big.Int).Set(s.stopCount(s.canonical(g), map[ID]*big.Int{})), nil
}

// stopCount returns the stop count of canonical c; the result may be
// shared with memo and must not be modified.
func (s *Store) stopCount(c ID, memo map[ID]*big.Int) *big.Int {
	if v, ok := s.nusOf(c); ok && v.U == 0 {
		if v.M == 0 {
			return big.NewInt(1)
		}
		if v.M > maxStopNimber {
			s.tooLarge(fmt.Sprintf("the stop count of a nimber beyond *%d", maxStopNimber))
		}
		n := new(big.Int).Exp(big.NewInt(3), big.NewInt(int64(v.M-1)), nil)
		return n.Lsh(n, 1)
	}
	if n, ok := memo[c]; ok {
		return n
	}
	s.tick()
	s.enter()
	defer s.leave()
	n := new(big.Int)
	l, r := s.options(c)
	for _, o := range l {
		n.Add(n, s.stopCount(o, memo))
	}
	for _, o := range r {
		n.Add(n, s.stopCount(o, memo))
	}
	memo[c] = n
	return n
}

// Tempers of a game: even-tempered, odd-tempered (bits of temper's result).
const (
	evenTempered = 1 << iota
	oddTempered
)

// EvenTempered reports whether g is even-tempered and OddTempered whether
// it is odd-tempered, as CGSuite (Siegel), version 2.x defines them over
// g's canonical form G: a number is even-tempered, a number plus * is
// odd-tempered, any other number plus ups and a nimber is neither; any other
// G is even-tempered when all its options are odd-tempered and
// odd-tempered when all are even-tempered. (Siegel, Combinatorial Game
// Theory (2013) ch. II: on numberish games, even-tempered ones are those
// whose stops come after an even number of moves.)
func (s *Store) EvenTempered(g ID) (ok bool, err error) {
	defer s.catch(&err)
	return s.temper(s.canonical(g), map[ID]uint8{})&evenTempered != 0, nil
}

// OddTempered reports whether g is odd-tempered; see EvenTempered.
func (s *Store) OddTempered(g ID) (ok bool, err error) {
	defer s.catch(&err)
	return s.temper(s.canonical(g), map[ID]uint8{})&oddTempered != 0, nil
}

// temper returns the tempers of canonical c: evenTempered, oddTempered,
// both (never: a game with options is not both), or neither.
func (s *Store) temper(c ID, memo map[ID]uint8) uint8 {
	if v, ok := s.nusOf(c); ok {
		switch {
		case v.U != 0 || v.M > 1:
			return 0
		case v.M == 0:
			return evenTempered
		}
		return oddTempered
	}
	if t, ok := memo[c]; ok {
		return t
	}
	s.tick()
	s.enter()
	defer s.leave()
	t := uint8(evenTempered | oddTempered)
	l, r := s.options(c)
	for _, side := range [][]ID{l, r} {
		for _, o := range side {
			to := s.temper(o, memo)
			if to&oddTempered == 0 {
				t &^= evenTempered
			}
			if to&evenTempered == 0 {
				t &^= oddTempered
			}
		}
	}
	memo[c] = t
	return t
}

// NumberTiny reports whether g is a number, or a number plus a tiny or a
// miny, as CGSuite (Siegel), version 2.x decides it over g's canonical
// form G: G is a number; or G = {x || x | H} with x a number and the mean
// of H less than x (x + tiny, Winning Ways ch. 5 ⧾_y = {0||0|−y});
// or G = {H | x || x} with the mean of H greater than x (x + miny). Numbers
// plus ups and nimbers other than numbers are not.
func (s *Store) NumberTiny(g ID) (ok bool, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	if v, ok := s.nusOf(c); ok {
		return v.IsNumber(), nil
	}
	l, r := s.options(c)
	if len(l) != 1 || len(r) != 1 {
		return false, nil
	}
	if x, ok := s.NumberValue(l[0]); ok {
		rl, rr := s.options(r[0])
		if len(rl) == 1 && len(rr) == 1 && rl[0] == l[0] && s.thermograph(rr[0]).Mean.Cmp(x) < 0 {
			return true, nil
		}
	}
	if x, ok := s.NumberValue(r[0]); ok {
		ll, lr := s.options(l[0])
		if len(ll) == 1 && len(lr) == 1 && lr[0] == r[0] && s.thermograph(ll[0]).Mean.Cmp(x) > 0 {
			return true, nil
		}
	}
	return false, nil
}
