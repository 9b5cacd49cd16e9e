package builtins

// The variants of a ruleset defined in Lisp: the function that
// (impartial-variant 'NAME) returns, which solves the variant from
// NAME's move functions, each position once.

import (
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/loopy"
	"cgcalc/games/rulesets"
)

// lispVariant is a variant of a ruleset defined in Lisp, with the values
// of its positions found so far (for the twisted variant, unnegated).
type lispVariant struct {
	kind rulesets.VariantKind
	base *lispRuleset
	memo valueMap[memoEntry]
}

// lispVariantFunction returns the function making the variant kind's
// values of r's positions: (funcall F ARG...) is the value of the
// variant of (NAME ARG...).
func lispVariantFunction(kind rulesets.VariantKind, r *lispRuleset) *eval.Builtin {
	lv := &lispVariant{kind: kind, base: r}
	return &eval.Builtin{
		Name:   kind.String() + " " + r.name,
		Params: eval.MustParams("ARG..."),
		Doc:    fmt.Sprintf("Returns the value of the %s of the position (%s ARG...).", kind, r.name),
		Fn: func(in *eval.Interp, a eval.Args) (eval.Value, error) {
			if cur := sessionOf(in).rulesets[r.name]; cur != r {
				return nil, fmt.Errorf("%s has been defined again since its %s was made: make it again", r.name, kind)
			}
			args := eval.List(a.Pos...)
			if err := r.checkPosition(args, nil, ""); err != nil {
				return nil, err
			}
			s := sessionOf(in).games
			id, err := lv.solve(in, s, args, 0)
			if err != nil {
				return nil, err
			}
			return s.value(id), nil
		},
	}
}

// solve returns the value of the variant of the position args.
func (lv *lispVariant) solve(in *eval.Interp, s *gameState, args eval.Value, depth int) (games.ID, error) {
	r := lv.base
	return solveOnce(in, &lv.memo, r, args, depth,
		func() error {
			return r.errorf("%s is its own follower: the rules loop, so its %s is not a short game", r.show(args), lv.kind)
		},
		func() (games.ID, error) { return lv.solveNew(in, s, args, depth) })
}

// variantOption is an option of the base ruleset: a position, or a game
// (pos nil) taken as its canonical form.
type variantOption struct {
	pos   eval.Value
	id    games.ID
	loopy *loopy.Graph // a loopy game, in a ruleset with cycles (lisploopy.go)
}

// solveNew solves a position of the variant not in the memo, from the
// base's options.
func (lv *lispVariant) solveNew(in *eval.Interp, s *gameState, args eval.Value, depth int) (games.ID, error) {
	r := lv.base
	if r.split != nil {
		parts, err := r.raw(in, s, r.split, ":split", "component", args, false)
		if err != nil {
			return 0, err
		}
		self := len(parts) == 1 && parts[0].pos != nil
		if self {
			if self, err = in.Equal(parts[0].pos, args); err != nil {
				return 0, err
			}
		}
		if !self {
			if lv.kind != rulesets.ImpartialVariant {
				return 0, r.errorf(":split splits %s, and the %s of a sum is not the sum of the variants: define %s without :split for its %s", r.show(args), lv.kind, r.name, lv.kind)
			}
			// The impartial variant of a sum is the sum of the variants.
			var terms []games.Term
			for _, p := range parts {
				id, err := lv.value(in, s, p, depth)
				if err != nil {
					return 0, err
				}
				terms = append(terms, games.Term{ID: id, Mult: 1})
			}
			return s.store.CanonicalSum(terms...)
		}
	}
	var left, right []variantOption
	var err error
	if r.left != nil {
		if left, err = r.raw(in, s, r.left, ":left", "left option", args, false); err != nil {
			return 0, err
		}
	}
	if r.impartial {
		right = left
	} else if r.right != nil {
		if right, err = r.raw(in, s, r.right, ":right", "right option", args, false); err != nil {
			return 0, err
		}
	}
	switch lv.kind {
	case rulesets.ImpartialVariant:
		left = append(append([]variantOption(nil), left...), right...)
		right = left
	case rulesets.DicoticVariant:
		if len(left) == 0 || len(right) == 0 {
			left, right = nil, nil
		}
	}
	var sides [2][]games.ID
	for i, os := range [2][]variantOption{left, right} {
		for _, o := range os {
			id, err := lv.value(in, s, o, depth)
			if err != nil {
				return 0, err
			}
			if lv.kind == rulesets.TwistedVariant {
				if id, err = s.store.CanonicalSum(games.Term{ID: id, Mult: -1}); err != nil {
					return 0, err
				}
			}
			sides[i] = append(sides[i], id)
		}
	}
	if err := s.store.Poll(); err != nil {
		return 0, err
	}
	return s.store.FromOptions(sides[0], sides[1])
}

// value is the variant's value of an option: of a position by solve, of a
// game by its canonical form's variant.
func (lv *lispVariant) value(in *eval.Interp, s *gameState, o variantOption, depth int) (games.ID, error) {
	if o.pos != nil {
		return lv.solve(in, s, o.pos, depth+1)
	}
	return s.gameVariant(lv.kind, o.id)
}

// raw calls the move (or split) function f of r, given for key, on args
// and returns what it lists: positions (checked), games (canonical) and,
// if loopyOK, loopy games.
func (r *lispRuleset) raw(in *eval.Interp, s *gameState, f eval.Value, key, what string, args eval.Value, loopyOK bool) ([]variantOption, error) {
	elems, err := r.list(in, f, key, args)
	if err != nil {
		return nil, err
	}
	out := make([]variantOption, 0, len(elems))
	for _, x := range elems {
		switch l := x.(type) {
		case *eval.Cons, eval.Symbol:
			if x != eval.Nil {
				if _, ok := x.(eval.Symbol); ok {
					return nil, r.notPosition(what, x, args)
				}
			}
			if err := r.checkPosition(x, args, what); err != nil {
				return nil, err
			}
			out = append(out, variantOption{pos: x})
		case *Loopy:
			if !loopyOK || l.graph == nil {
				return nil, r.notPosition(what, x, args)
			}
			out = append(out, variantOption{loopy: l.graph})
		default:
			g, err := s.game(x)
			if err != nil {
				return nil, r.notPosition(what, x, args)
			}
			c, err := s.store.Canonical(g)
			if err != nil {
				return nil, err
			}
			out = append(out, variantOption{id: c})
		}
	}
	return out, nil
}
