package games

import "fmt"

// Uptimals (Siegel, Combinatorial Game Theory, 2013, ch. II; Winning Ways,
// ch. 8, "up-nth" and "up-to-the-nth"): the games
//
//	↑ⁿ   = {0 | ↓[n−1]*}           (↑¹ = ↑, ↑² = {0 | ↓*})
//	↑[n] = ↑ + ↑² + … + ↑ⁿ         (↑[0] = 0, ↑[1] = ↑)
//
// where ↓[k] = −↑[k]. ↑[n] is built as the ordinal sum ↑ : (n−1), that is
// {0, ↑[n−1] | *}, which is how CGSuite (Siegel), version 2.x, builds it
// (^.PowTo(n)); TestUptimalSum checks it against the sum above. ↑ⁿ is
// built from its definition. Both are remembered in the store, each built
// from the one before, so asking for n costs O(n) the first time.

// MaxUptimal bounds the index n of ↑ⁿ and ↑[n]: their canonical forms
// nest n deep, and comparing them recurses as deep.
const MaxUptimal = 4096

// errUptimal reports an index outside 1…MaxUptimal.
func errUptimal(n int) error {
	if n < 1 {
		return fmt.Errorf("uptimal index must be at least 1, not %d", n)
	}
	return fmt.Errorf("%w: uptimal index %d (at most %d)", ErrTooLarge, n, MaxUptimal)
}

// UpNth returns the canonical form of ↑ⁿ ("up-nth"), n ≥ 1: ↑¹ = ↑,
// ↑ⁿ = {0 | ↓[n−1]*}, a positive infinitesimal (Siegel 2013, ch. II).
// n must be at most MaxUptimal.
func (s *Store) UpNth(n int) (id ID, err error) {
	defer s.catch(&err)
	if n < 1 || n > MaxUptimal {
		return 0, errUptimal(n)
	}
	return s.upNth(n), nil
}

// UpSum returns the canonical form of ↑[n] = ↑ + ↑² + … + ↑ⁿ
// ("up-to-the-nth"), n ≥ 1; ↑[1] = ↑. n must be at most MaxUptimal.
func (s *Store) UpSum(n int) (id ID, err error) {
	defer s.catch(&err)
	if n < 1 || n > MaxUptimal {
		return 0, errUptimal(n)
	}
	return s.upSum(n), nil
}

// upSum returns ↑[n], 0 ≤ n ≤ MaxUptimal, building ↑[k] = {0, ↑[k−1] | *}
// for each k not yet built.
func (s *Store) upSum(n int) ID {
	memo := &s.uptimals[0]
	if len(*memo) == 0 {
		*memo = append(*memo, Zero, s.nusNode(NUS{U: 1}))
	}
	star := s.nusNode(NUS{M: 1})
	for k := len(*memo); k <= n; k++ {
		g := s.fromOptions([]ID{Zero, (*memo)[k-1]}, []ID{star})
		*memo = append(*memo, g)
	}
	return (*memo)[n]
}

// upNth returns ↑ⁿ, 1 ≤ n ≤ MaxUptimal.
func (s *Store) upNth(n int) ID {
	memo := &s.uptimals[1]
	if len(*memo) == 0 {
		*memo = append(*memo, noID, s.nusNode(NUS{U: 1}))
	}
	star := s.nusNode(NUS{M: 1})
	for k := len(*memo); k <= n; k++ {
		r := s.add(s.neg(s.upSum(k-1)), star)
		*memo = append(*memo, s.fromOptions([]ID{Zero}, []ID{r}))
	}
	return (*memo)[n]
}
