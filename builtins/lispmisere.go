package builtins

// Misère play of rulesets defined in Lisp: (ruleset-value 'NAME ARGS
// :misere t), the misère canonical form of an impartial position, built
// from the move functions' option trees, each position once.

import (
	"cgcalc/eval"
	"cgcalc/games/misere"
)

// mEntry is a position's misère canonical form, or the mark of a position
// being solved.
type mEntry = solveEntry[misere.MID]

// misereValue returns the misère canonical form of the position args of
// the impartial ruleset r.
func (r *lispRuleset) misereValue(in *eval.Interp, s *gameState, ms *misere.MStore, args eval.Value, depth int) (misere.MID, error) {
	return solveOnce(in, &r.mmemo, r, args, depth,
		func() error {
			return r.errorf("%s is its own follower: misère canonical forms are for games that end", r.show(args))
		},
		func() (misere.MID, error) { return r.misereNew(in, s, ms, args, depth) })
}

// misereNew solves a position not in the misère memo: the sum of its
// components' forms when it splits, else the game of its options' forms.
func (r *lispRuleset) misereNew(in *eval.Interp, s *gameState, ms *misere.MStore, args eval.Value, depth int) (misere.MID, error) {
	positions := func(f eval.Value, key, what string) ([]eval.Value, error) {
		os, err := r.raw(in, s, f, key, what, args, false)
		if err != nil {
			return nil, err
		}
		out := make([]eval.Value, len(os))
		for i, o := range os {
			if o.pos == nil {
				return nil, r.errorf("%s of %s is a game: misère play needs positions, a game's normal-play value not giving its misère form", what, r.show(args))
			}
			out[i] = o.pos
		}
		return out, nil
	}
	if r.split != nil {
		parts, err := positions(r.split, ":split", "a component")
		if err != nil {
			return 0, err
		}
		self := len(parts) == 1
		if self {
			if self, err = in.Equal(parts[0], args); err != nil {
				return 0, err
			}
		}
		if !self {
			sum := ms.Nimber(0)
			for _, p := range parts {
				id, err := r.misereValue(in, s, ms, p, depth+1)
				if err != nil {
					return 0, err
				}
				if sum, err = ms.SumErr(sum, id); err != nil {
					return 0, err
				}
			}
			return sum, nil
		}
	}
	opts, err := positions(r.left, ":impartial", "an option")
	if err != nil {
		return 0, err
	}
	ids := make([]misere.MID, len(opts))
	for i, o := range opts {
		if ids[i], err = r.misereValue(in, s, ms, o, depth+1); err != nil {
			return 0, err
		}
	}
	return ms.Game(ids), nil
}
