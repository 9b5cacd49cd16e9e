package builtins

import (
	"cgcalc/eval"
	"cgcalc/games"
)

// Infinitesimals and atomic weights: atomic games, companions, stop
// counts, tempers and number-tiny games as CGSuite (Siegel), version 2.x
// defines them, and the ordinal product (see games/atomic.go and
// games/compound.go). atomic-weight itself is in thermo.go.

func atomicBuiltins() []*eval.Builtin {
	// predicate adapts a yes-or-no question about one game.
	predicate := func(f func(s *games.Store, id games.ID) (bool, error)) func(call) (eval.Value, error) {
		return gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
			ok, err := f(s.store, ids[0])
			return eval.Bool(ok), err
		})
	}
	return []*eval.Builtin{
		redefinable(row("tiny", "G",
			"Returns Tiny(G) = {0||0|−G}, as CGSuite's Tiny: for G a positive number, a positive infinitesimal smaller than every positive u·↑ (Winning Ways ch. 5; Siegel 2013, ch. II). (tiny 1) is Tiny(1), (tiny 2) is Tiny(2) = {0||0|-2}. A program may define its own tiny, which replaces this one.",
			gameResult(tinyOf(false)))),
		redefinable(row("miny", "G",
			"Returns Miny(G) = {G|0||0} = −Tiny(G), as CGSuite's Miny: (miny 1) is Miny(1). A program may define its own miny, which replaces this one.",
			gameResult(tinyOf(true)))),
		row("atomic-p", "G",
			"Returns t if G is atomic, that is has an atomic weight (see atomic-weight), else nil. All-small games are atomic; so are some other infinitesimals: (atomic-p (game \"{1|^^||^}\")) is t, (atomic-p (game \"{1|^^^||^}\")) is nil, as in CGSuite; numbers and hot games are not.",
			predicate((*games.Store).Atomic)),
		row("companion", "G",
			"Returns the companion of G, as CGSuite defines it over G's canonical form: 0 and *, ↑ and ↑* (u·↑ and u·↑*) are each other's companions, u·↑+*m is its own for m ≥ 2, and any other game's is {companion(G^L), 0 if G ≥ 0 | companion(G^R), 0 if G ≤ 0}. (companion up) is ↑*, (companion (game \"{1|0}\")) is {1|*}.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.Companion(ids[0]) })),
		row("stop-count", "G",
			"Returns the stop count of G, as CGSuite defines it: the number of sequences of moves (by either player, in any order) from G's canonical form that end at a number, stopping at the first number. A number's is 1, *m's is 2·3^(m−1): (stop-count up) is 3, (stop-count (star 8)) is 4374.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				n, err := s.store.StopCount(ids[0])
				if err != nil {
					return nil, err
				}
				return eval.Box(eval.NumberFromInt(n)), nil
			})),
		row("even-tempered-p", "G",
			"Returns t if G is even-tempered, else nil, as CGSuite defines it over G's canonical form: numbers are even-tempered, numbers plus * odd-tempered, other numbers plus ups and nimbers neither; any other game is even-tempered when all its options are odd-tempered. (even-tempered-p 1/2) is t, (even-tempered-p (mg 1 !| 0)) is nil.",
			predicate((*games.Store).EvenTempered)),
		row("odd-tempered-p", "G",
			"Returns t if G is odd-tempered, else nil (see even-tempered-p): any game other than a number plus ups and a nimber is odd-tempered when all its options are even-tempered. (odd-tempered-p star) is t, (odd-tempered-p (mg 1 !| 0)) is t, (odd-tempered-p up) is nil.",
			predicate((*games.Store).OddTempered)),
		row("number-tiny-p", "G",
			"Returns t if G is a number, or a number plus a tiny or a miny, else nil, as CGSuite decides it: G's canonical form is x, {x||x|H} with the mean of H below x, or {H|x||x} with the mean of H above x. (number-tiny-p (game \"{0||0|-1}\")) is t (tiny-one), (number-tiny-p up) is nil.",
			predicate((*games.Store).NumberTiny)),
		row("ordinal-product", "G H",
			"Returns the ordinal product G×H, as CGSuite defines it: {(G×H^L):G^L, (G×H^R):−G^R | (G×H^L):G^R, (G×H^R):−G^L}, each an ordinal sum based on the form G×H′. On nimbers it is the ordinals' product: (ordinal-product (star 5) (star 6)) is *30; (ordinal-product 1/2 1/4) is 11/32. "+compoundForms,
			compoundFn((*games.Store).OrdinalProduct)),
	}
}

// tinyOf builds Tiny(G) = {0||0|-G}, or Miny(G) = {G|0||0} (its negative),
// from G's canonical form.
func tinyOf(miny bool) func(s *games.Store, ids []games.ID) (games.ID, error) {
	return func(s *games.Store, ids []games.ID) (games.ID, error) {
		g, err := s.Canonical(ids[0])
		if err != nil {
			return 0, err
		}
		neg, err := s.Minus(g)
		if err != nil {
			return 0, err
		}
		zero := s.Integer(0)
		inner, err := s.FromOptions([]games.ID{zero}, []games.ID{neg})
		if err != nil {
			return 0, err
		}
		t, err := s.FromOptions([]games.ID{zero}, []games.ID{inner})
		if err != nil || !miny {
			return t, err
		}
		return s.Minus(t)
	}
}

// redefinable marks a builtin that programs may define themselves, with
// defun or defruleset: a name added after programs were written (tiny,
// miny, nim) must not break the ones that chose it.
func redefinable(b *eval.Builtin) *eval.Builtin {
	b.Redefinable = true
	return b
}
