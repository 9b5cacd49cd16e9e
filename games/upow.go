package games

// Generalized powers of a game {0|H} and the inverse of the ordinal sum,
// as CGSuite (Siegel), version 2.x, defines them (CanonicalShortGame's
// Pow, PowTo and Subordinate; tested in its GameTest.scala):
//
//   - the blow-up of a positive number x is the number whose sign
//     expansion is x's without its first + (Conway, On Numbers and Games,
//     ch. 3, sign expansions): x − 1 for x ≥ 1, and −k for 1/2^k;
//   - G.PowTo(x) is 0 for x = 0 and the ordinal sum G : blowup(x) for
//     x > 0: ↑.PowTo(n) is ↑[n] = ↑ + ↑² + … + ↑ⁿ, as ↑ : (n−1) is;
//   - G.Pow(x), for G = {0|H} and x ≥ 1, is {0 | H − G.PowTo(x−1)}:
//     ↑.Pow(n) is ↑ⁿ = {0 | ↓[n−1]*};
//   - G.Subordinate(B) is the game H with B : H = G when G's canonical
//     form shows it: B's options are taken out of G's, position by
//     position (see Subordinate).
//
// Siegel, Combinatorial Game Theory, 2013, II.4 has ↑ⁿ and ↑[n] for
// integers; the numbers and pseudonumbers as exponents are CGSuite's, and
// the loopy exponents (on, x over, x under) are in games/loopy.

import (
	"errors"
)

// Errors of the powers and of Subordinate, CGSuite's messages.
var (
	// ErrPowBase is the error of Pow for a base not of the form {0|H}.
	ErrPowBase = errors.New("invalid base for pow (base must be of the form {0|H})")
	// ErrExponentSign is the error for a negative exponent (or a Pow
	// exponent below 1).
	ErrExponentSign = errors.New("exponent must be a nonnegative pseudonumber")
	// ErrSubordinate is the error of Subordinate when G is not an ordinal
	// sum on the base.
	ErrSubordinate = errors.New("that game cannot be subordinated to the specified base")
)

// Blowup returns the blow-up of the number x > 0: the number whose sign
// expansion is x's without its leading + (CGSuite's DyadicRationalNumber
// blowup, whose recursion — blowup(n) = n − 1 for integers, else the
// simplest number between the blow-ups of x's options, below that of its
// Right option when its Left option is 0 — TestBlowupRecursion checks it
// against). For x ≥ 1 it is x − 1. For 2^−(z+1) ≤ x < 2^−z the sign
// expansion of x is + − followed by the binary digits of x after the
// point but the last one, and removing the + leaves 2^(z+1)·x − (z+2)
// (−k for x = 1/2^k). It returns ErrExponentSign for x ≤ 0.
func Blowup(x Dyadic) (Dyadic, error) {
	if x.Sign() <= 0 {
		return Dyadic{}, ErrExponentSign
	}
	if x.Cmp(dyadicOne) >= 0 {
		return x.Sub(dyadicOne), nil
	}
	// x = p/2^e with p odd and p < 2^e: z = e − bitlen(p).
	z := int(x.Exp()) - x.Num().BitLen()
	return x.Mul2(z + 1).Sub(DyadicInt(int64(z) + 2)), nil
}

// PowTo returns G.PowTo(x) for the canonical game g and the number x ≥ 0:
// 0 for x = 0, else the ordinal sum g : Blowup(x). It returns
// ErrExponentSign for x < 0.
func (s *Store) PowTo(g ID, x Dyadic) (ID, error) {
	if x.IsZero() {
		return Zero, nil
	}
	b, err := Blowup(x)
	if err != nil {
		return 0, err
	}
	return s.OrdinalSum(g, s.Number(b))
}

// PowBase returns H when the canonical game g is {0|H}: one Left option,
// 0, and one Right option.
func (s *Store) PowBase(g ID) (h ID, err error) {
	l, r, err := s.Options(g)
	if err != nil {
		return 0, err
	}
	if len(l) != 1 || len(r) != 1 || l[0] != Zero {
		return 0, ErrPowBase
	}
	return r[0], nil
}

// Pow returns G.Pow(x) for the canonical game g = {0|H} and the number
// x ≥ 1: {0 | H − g.PowTo(x − 1)}. ↑.Pow(n) is ↑ⁿ. It returns ErrPowBase
// when g is not of the form {0|H}, then ErrExponentSign for x < 1.
func (s *Store) Pow(g ID, x Dyadic) (r ID, err error) {
	h, err := s.PowBase(g)
	if err != nil {
		return 0, err
	}
	p, err := s.PowTo(g, x.Sub(dyadicOne))
	if err != nil {
		return 0, err
	}
	defer s.catch(&err)
	right := s.add(h, s.neg(p))
	return s.fromOptions([]ID{Zero}, []ID{right}), nil
}

// Subordinate returns G.Subordinate(B) for the canonical game g and the
// form base (CGSuite's Subordinate): the game H with base : H = g as g's
// canonical form shows it. At each position P of g reached through
// options that are not the base's, every Left option BL of the base
// must be met, by a Left option of P at least BL or by a Right option of
// BL at most P (it was dominated or reversed out of P), and every Right
// option likewise; H's position for P then has P's options that are not
// (equal to) options of the base, each taken the same way. It returns
// ErrSubordinate when a base option is not met: *.Subordinate(1) fails,
// (1/8).Subordinate(1) is −3 since 1 : −3 = 1/8. The base's options are
// taken in canonical form, so '{*|*}' (not 0) is a base: ↑[5] is
// {*|*} : 5.
func (s *Store) Subordinate(g, base ID) (r ID, err error) {
	defer s.catch(&err)
	bl, br := s.formOptions(base)
	bl, br = mapIDs(bl, s.canonical), mapIDs(br, s.canonical)
	memo := map[ID]ID{}
	return s.subordinate(s.canonical(g), bl, br, memo), nil
}

func (s *Store) subordinate(g ID, bl, br []ID, memo map[ID]ID) ID {
	if r, ok := memo[g]; ok {
		return r
	}
	s.enter()
	defer s.leave()
	s.tick()
	gl, gr := s.options(g)
	for _, b := range bl {
		if !s.someLeq(b, gl, true) && !s.someLeq(g, s.right(b), false) {
			s.fail(ErrSubordinate)
		}
	}
	for _, b := range br {
		if !s.someLeq(b, gr, false) && !s.someLeq(g, s.left(b), true) {
			s.fail(ErrSubordinate)
		}
	}
	keep := func(opts, base []ID) []ID {
		var out []ID
		for _, o := range opts {
			if !containsID(base, o) {
				out = append(out, s.subordinate(o, bl, br, memo))
			}
		}
		return out
	}
	r := s.fromOptions(keep(gl, bl), keep(gr, br))
	memo[g] = r
	return r
}

// someLeq reports whether x ≤ o for some o of opts when above is set,
// whether o ≤ x for some o otherwise.
func (s *Store) someLeq(x ID, opts []ID, above bool) bool {
	for _, o := range opts {
		if above && s.leq(x, o) || !above && s.leq(o, x) {
			return true
		}
	}
	return false
}

// containsID reports whether id is among ids (canonical nodes: equal values
// are the same node).
func containsID(ids []ID, id ID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
