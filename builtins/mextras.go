package builtins

import (
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/misere"
)

// misereLinkBuiltins are CGSuite's binary methods of misère canonical
// forms: IsLinkedTo, Link, Distinguisher and MisereMinus.
func misereLinkBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("misere-linked-p", "G H", "Returns t if the misère games G and H (each as for mate) are linked, CGSuite's IsLinkedTo: some game T makes G + T and H + T both misère P-positions. By Conway's theorem (ONAG ch. 12) they are exactly when neither is an option of the other's canonical form: (misere-linked-p \"*[2##]\" \"*[2[2]]\") is t, (misere-linked-p \"*[2##]\" \"*[2#]\") is nil.",
			misereLinkFn(func(c call, s *impartialState, g, h misere.MID) (eval.Value, error) {
				return eval.Bool(s.mstore.Linked(g, h)), nil
			})),
		row("misere-link", "G H", "Returns a game T linking the misère games G and H (as for misere-linked-p), CGSuite's Link: G + T and H + T are both misère P-positions. T is the one CGSuite finds (Conway, ONAG ch. 12: the game of a P-N distinguisher of each option of G from H and of each option of H from G; * for 0 and 0): (misere-link \"*[2##]\" \"*[2[2]]\") is *[((2#1)21)32] in ascii notation. An error if they are not linked, as in CGSuite.",
			misereLinkFn(func(c call, s *impartialState, g, h misere.MID) (eval.Value, error) {
				t, ok, err := s.mstore.LinkErr(g, h)
				if err != nil {
					return nil, computeErr(err)
				}
				if !ok {
					opt, of := h, g
					if s.mstore.IsOption(h, g) {
						opt, of = g, h
					}
					return nil, fmt.Errorf("those misère games are not linked: %s, %s (%s is an option of %s)", misereText(s, g), misereText(s, h), misereText(s, opt), misereText(s, of))
				}
				return &MisereGame{s, t}, nil
			})),
		row("misere-distinguisher", "G H", "Returns a game X that tells the misère games G and H (as for misere-linked-p) apart, CGSuite's Distinguisher: G + X is a misère P-position and H + X an N-position. X is the one CGSuite finds (a link of H with an option of G, or of G with an option of H; then, if G + X is the N-position, {X and the mates of G's options}): (misere-distinguisher \"*[2#]\" \"*[2[2]]\") is *[(2#1)21] in ascii notation. An error if G = H, which no game tells apart.",
			misereLinkFn(func(c call, s *impartialState, g, h misere.MID) (eval.Value, error) {
				x, ok, err := s.mstore.DistinguisherErr(g, h)
				if err != nil {
					return nil, computeErr(err)
				}
				if !ok {
					return nil, fmt.Errorf("the misère games are equal: no game tells %s from %s", misereText(s, g), misereText(s, h))
				}
				return &MisereGame{s, x}, nil
			})),
		row("misere-minus", "G X", "Returns G − X for misère games (as for misere-linked-p), CGSuite's MisereMinus: the game Y with X + Y = G, unique by Conway's cancellation theorem (ONAG ch. 12), which exists when X is a part of G (see parts): (misere-minus \"*[2##]\" \"*[2#]\") is *[2[##-2]0] in ascii notation. An error if there is none, as in CGSuite.",
			misereLinkFn(func(c call, s *impartialState, g, x misere.MID) (eval.Value, error) {
				y, ok, err := s.mstore.DifferenceErr(g, x)
				if err != nil {
					return nil, computeErr(err)
				}
				if !ok {
					return nil, fmt.Errorf("those misère games are not subtractable: %s, %s (no game Y has %s + Y = %s)", misereText(s, g), misereText(s, x), misereText(s, x), misereText(s, g))
				}
				return &MisereGame{s, y}, nil
			})),
	}
}

// misereLinkFn reads two misère games and runs f.
func misereLinkFn(f func(c call, s *impartialState, g, h misere.MID) (eval.Value, error)) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		g := c.misere(c.Pos[0])
		h := c.misere(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		return f(c, sessionOf(c.in).impartial, g, h)
	}
}

// misereText prints a misère game as the session's notation does.
func misereText(s *impartialState, id misere.MID) string {
	return (&MisereGame{s, id}).String()
}

// farStarBuiltins are cgt-tools' far star and star projection of short
// games.
func farStarBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("far-star", "G", "Returns the far star of G, the remote star ☆ of Winning Ways ch. 8 as cgt-tools computes it (far_star): *N with N one more than the largest m such that *m is a subposition of G's canonical form, G included, so that no subposition is ☆. The atomic weight calculus compares G with it. (far-star (star 3)) is *4, (far-star up) is *2, (far-star 5) is *.",
			gameFn(func(s *gameState, ids []games.ID) (eval.Value, error) {
				n, err := s.store.FarStar(ids[0])
				if err != nil {
					return nil, err
				}
				return s.value(s.store.Value(games.NUS{M: n})), nil
			})),
		row("star-projection", "G", "Returns the star projection of G (Calistrate, \"The reduced canonical form of a game\", 1996; cgt-tools' star_projection): in G's canonical form, from the top down, every subposition that is a number x or x* becomes x, and every other {G^L | G^R} the canonical form of {projected G^L | projected G^R}. (star-projection (mg (mplus 1 star) !| (mplus -1 star))) is ±1, {1|-1}, (star-projection (star 2)) is *. The star projection of G heated by * is G's reduced canonical form when G is not a number plus an infinitesimal (see reduced-canon).",
			gameResult(func(s *games.Store, ids []games.ID) (games.ID, error) { return s.StarProjection(ids[0]) })),
	}
}
