package builtins

import (
	"cgcalc/eval"
	"cgcalc/games"
)

// notationBuiltins are the operations of CGSuite's game notation that
// (game TEXT) also reads: the Norton product G.U.
func notationBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("norton-product", "G U",
			"Returns the Norton product G.U of G by the unit U > 0 (Winning Ways ch. 8), over their canonical forms: n copies of U if G is an integer n, otherwise {G^L.U + U + I | G^R.U − (U + I)}, I ranging over the incentives of U. It is linear in G and keeps its order; G.1 is G. (norton-product 3 up) is 3↑, (norton-product 1/2 up) is {⇑*|↓*}; (game \"1/2.^\") reads the same product.",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.NortonProduct(ids[0], ids[1]) })),
	}
}
