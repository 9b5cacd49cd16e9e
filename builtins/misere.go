package builtins

import (
	"cgcalc/eval"
	"cgcalc/games/misere"
)

// misereBuiltins are the builtins of misère canonical forms beyond mcanon:
// the mate, parts, CGSuite's classification of tame, restive and restless
// games, and the games born by day n.
func misereBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("mate", "G", "Returns the mate of the misère game G (Conway, ONAG ch. 12): * for 0, otherwise the game whose options are the mates of G's options (of its canonical form). G is a misère game, heaps, a nim heap size or a game's text, as for mcanon: (mate \"*[2#0]\") is *[2#1], that is {*,{*2}}.", func(c call) (eval.Value, error) {
			g := c.misere(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			s := sessionOf(c.in).impartial
			m, err := s.mstore.MateErr(g)
			if err != nil {
				return nil, computeErr(err)
			}
			return &MisereGame{s, m}, nil
		}),
		row("parts", "G", "Returns the list of the proper parts of the misère game G (as for mate), as CGSuite lists them: the even forms X other than 0 and G's even part with G = X + Y for some Y (Conway, ONAG ch. 12), in CGSuite's order. X + * is then a part too and is left out. nil means G is 0, * or prime: (parts \"*2+*2\") is (*2).", func(c call) (eval.Value, error) {
			g := c.misere(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			s := sessionOf(c.in).impartial
			ps, err := s.mstore.PartsErr(g)
			if err != nil {
				return nil, computeErr(err)
			}
			out := make([]eval.Value, len(ps))
			for i, p := range ps {
				out[i] = &MisereGame{s, p}
			}
			return eval.List(out...), nil
		}),
		phylumRow("restive-p", "restive (CGSuite's IsRestive: hereditarily restive): its genus is restive (𝒢⁺ ≤ 1, not tame) and all its options are hereditarily tame (Conway, ONAG ch. 12): (restive-p \"*[2#0]\") is t.", misere.Phylum.Restive),
		phylumRow("restless-p", "restless (CGSuite's IsRestless): its genus is restless (𝒢⁺ ≥ 2, 𝒢⁻ ≤ 1, not tame) and all its options are generally tame (Conway, ONAG ch. 12): (restless-p \"*[2#1]\") is t.", misere.Phylum.Restless),
		phylumRow("tameable-p", "tameable (CGSuite's IsTameable): generally tame, or of tame genus with wild options that revert through tame or tameable options, so that it fixes the genus of its sums with tame games: (tameable-p \"*[((2#0)2[#1]2#)(2#1)[1]]\") is t.", misere.Phylum.Tameable),
		phylumRow("generally-tame-p", "generally tame (CGSuite's IsGenerallyTame): hereditarily tame (as tame-p), or of tame genus with wild options that revert to tame values: (generally-tame-p \"*[(2#1)2##]\") is t, and tame-p is nil.", misere.Phylum.GenerallyTame),
		row("misere-born-by", "N", "Returns the list of the misère canonical forms born by day N (N ≤ 4; day 5 has 4171780), by birthday and then in CGSuite's order: (misere-born-by 2) is (0 * *2).", func(c call) (eval.Value, error) {
			n := c.count(c.Pos[0], 0, 1<<20)
			if c.err != nil {
				return nil, c.err
			}
			s := sessionOf(c.in).impartial
			gs, err := s.mstore.BornBy(n)
			if err != nil {
				return nil, err
			}
			out := make([]eval.Value, len(gs))
			for i, g := range gs {
				out[i] = &MisereGame{s, g}
			}
			return eval.List(out...), nil
		}),
		row("misere-count-born-by", "N", "Returns the number of misère canonical forms born by day N: 1, 2, 3, 5, 22 for N = 0 ... 4 and 4171780 for day 5 (Conway, ONAG ch. 12), which is computed by trying the 2^22 sets of day-4 forms as options (about a second); day 6 is refused: (misere-count-born-by 4) is 22.", func(c call) (eval.Value, error) {
			n := c.count(c.Pos[0], 0, 1<<20)
			if c.err != nil {
				return nil, c.err
			}
			s := sessionOf(c.in).impartial
			s.mstore.SetContext(c.in.Context())
			k, err := s.mstore.CountBornBy(n)
			if err != nil {
				return nil, computeErr(err)
			}
			return eval.Box(eval.Int(k)), nil
		}),
	}
}

// phylumRow is a predicate on the phylum of a misère game's canonical form
// (misere.Phylum).
func phylumRow(name, what string, pred func(misere.Phylum) bool) *eval.Builtin {
	return row(name, "G", "Returns t if the misère game G (as for mate) is "+what, func(c call) (eval.Value, error) {
		g := c.misere(c.Pos[0])
		if c.err != nil {
			return nil, c.err
		}
		return eval.Bool(pred(sessionOf(c.in).impartial.mstore.Phylum(g))), nil
	})
}
