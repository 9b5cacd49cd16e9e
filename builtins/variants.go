package builtins

// The variants of a ruleset (CGSuite's game.variant): impartial-variant,
// dicotic-variant and twisted-variant of a position of a built-in ruleset
// (games/rulesets.Variant), of a ruleset defined in Lisp (solved here,
// from its move functions), or of a game's canonical form.

import (
	"errors"
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// variantDoc is the help text of each variant's builtin.
var variantDoc = map[rulesets.VariantKind]string{
	rulesets.ImpartialVariant: "Returns the impartial variant of R (CGSuite's ImpartialVariant): the game where each player may make either player's moves. R is a position of a ruleset, whose variant is a position printed as the form that makes it, drawn, solved and played as the base's positions are (its nim value, mcanon and misère play included, for it is impartial); or the name of a ruleset, a builtin that makes positions or one defruleset defined, whose variant is a function making the variant's positions from the same arguments (call it with funcall); or a game, whose canonical form's variant it returns. A position the base ruleset splits into independent parts (Clobber's regions, Hackenbush's parts at the ground, a graph's components, Toads and Frogs' segments, heaps) is solved part by part, its nim value the nim sum of theirs. The impartial variant of Domineering is Cram: (canon (impartial-variant (domineering 2 3))) is *, and (nim-value (funcall (impartial-variant 'domineering) \".........|##.######\")) is 4, CGSuite's value.",
	rulesets.DicoticVariant:   "Returns the dicotic variant of R (CGSuite's DicoticVariant): the game where a player has no move in a position where the other has none in the base game, and the base moves otherwise, so that every position is a dicot. R is a position, a ruleset's name or a game, as for impartial-variant: (canon (dicotic-variant (domineering \"..|..\"))) is *, and (canon (dicotic-variant (domineering \".|.\"))) is 0 (Right has no move there, so Left has none either).",
	rulesets.TwistedVariant:   "Returns the twisted variant of R (CGSuite's TwistedVariant): the game negated after every move, each option of G being the negative of the twisted option, so that the players swap roles after each move. R is a position, a ruleset's name or a game, as for impartial-variant; a position's options are negated positions, printed with :negated t, and (twisted-variant P :negated t) makes one. (canon (twisted-variant (domineering \".|.\"))) is 1 and (canon (twisted-variant (domineering \"..|..\"))) is 0.",
}

// variantBuiltins returns the builtins of the variants of rulesets.
func variantBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("impartial-variant", "R", variantDoc[rulesets.ImpartialVariant], variantFn(rulesets.ImpartialVariant)),
		row("dicotic-variant", "R", variantDoc[rulesets.DicoticVariant], variantFn(rulesets.DicoticVariant)),
		row("twisted-variant", "R [:negated FLAG=nil]", variantDoc[rulesets.TwistedVariant], variantFn(rulesets.TwistedVariant)),
	}
}

// variantFn is the builtin of the variant kind.
func variantFn(kind rulesets.VariantKind) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		negated := kind == rulesets.TwistedVariant && eval.Truthy(c.Key(":negated"))
		s := sessionOf(c.in).games
		switch x := c.Pos[0].(type) {
		case *Position:
			v := s.variant(kind, x.rules)
			if negated {
				return s.rulesPosition(v, "-"+x.pos.String())
			}
			return &Position{s: s, rules: v, pos: v.Wrap(x.pos)}, nil
		case eval.Symbol:
			if negated {
				return nil, errors.New(":negated is for a position, not a ruleset's name")
			}
			if x == eval.Nil {
				break
			}
			if r, ok := sessionOf(c.in).rulesets[string(x)]; ok {
				return lispVariantFunction(kind, r), nil
			}
			if _, ok := c.in.Function(string(x)); !ok {
				return nil, fmt.Errorf("%s names no ruleset: give a position, a ruleset's builtin (such as 'domineering) or a ruleset defruleset defined", eval.Describe(x))
			}
			return positionVariantFunction(kind, x, x), nil
		case *eval.Lambda, *eval.Builtin:
			if negated {
				return nil, errors.New(":negated is for a position, not a function")
			}
			return positionVariantFunction(kind, x, eval.Symbol(eval.Describe(x))), nil
		}
		id := c.game(c.Pos[0])
		if c.err != nil {
			c.err = eval.TypeError(c.Pos[0], "a position, a ruleset's name or a game")
			return nil, c.err
		}
		if negated {
			return nil, errors.New(":negated is for a position, not a game")
		}
		out, err := s.gameVariant(kind, id)
		if err != nil {
			return nil, err
		}
		return s.value(out), nil
	}
}

// variant returns the session's variant kind of the ruleset base, made on
// first use and kept (with the values it finds) for the session.
func (s *gameState) variant(kind rulesets.VariantKind, base rulesets.Ruleset) *rulesets.Variant {
	name := kind.String() + " " + base.Name()
	if r, ok := s.rulesets[name].(*rulesets.Variant); ok && r.Base() == base {
		return r
	}
	v := rulesets.NewVariant(s.store, kind, base)
	s.keepRuleset(name, v)
	return v
}

// positionVariantFunction is the function that calls f, a builtin making
// positions, and returns the variant of the position it makes.
func positionVariantFunction(kind rulesets.VariantKind, f eval.Value, name eval.Symbol) *eval.Builtin {
	return &eval.Builtin{
		Name:   kind.String() + " " + string(name),
		Params: eval.MustParams("ARG..."),
		Doc:    fmt.Sprintf("Returns the %s of the position (%s ARG...).", kind, name),
		Fn: func(in *eval.Interp, a eval.Args) (eval.Value, error) {
			v, err := in.Apply(f, a.Pos)
			if err != nil {
				return nil, err
			}
			p, ok := v.(*Position)
			if !ok {
				return nil, fmt.Errorf("%s returned %s, not a position", name, eval.Describe(v))
			}
			s := sessionOf(in).games
			vr := s.variant(kind, p.rules)
			return &Position{s: s, rules: vr, pos: vr.Wrap(p.pos)}, nil
		},
	}
}

// gameVariant returns the variant kind of the canonical game id: built
// from the options of its canonical form, as CGSuite's variant of a
// canonical game is.
func (s *gameState) gameVariant(kind rulesets.VariantKind, id games.ID) (games.ID, error) {
	if s.variants == nil {
		s.variants = map[variantKey]games.ID{}
	}
	k := variantKey{kind, id}
	if out, ok := s.variants[k]; ok {
		return out, nil
	}
	l, r, err := s.store.Options(id)
	if err != nil {
		return 0, err
	}
	if err := s.store.Work(1 + len(l) + len(r)); err != nil {
		return 0, err
	}
	mapped := func(os []games.ID) ([]games.ID, error) {
		out := make([]games.ID, len(os))
		for i, o := range os {
			v, err := s.gameVariant(kind, o)
			if err != nil {
				return nil, err
			}
			if kind == rulesets.TwistedVariant {
				if v, err = s.store.CanonicalSum(games.Term{ID: v, Mult: -1}); err != nil {
					return nil, err
				}
			}
			out[i] = v
		}
		return out, nil
	}
	if kind == rulesets.DicoticVariant && (len(l) == 0 || len(r) == 0) {
		l, r = nil, nil
	}
	if kind == rulesets.ImpartialVariant {
		l = append(append([]games.ID(nil), l...), r...)
	}
	ml, err := mapped(l)
	if err != nil {
		return 0, err
	}
	mr := ml
	if kind != rulesets.ImpartialVariant {
		if mr, err = mapped(r); err != nil {
			return 0, err
		}
	}
	out, err := s.store.FromOptions(ml, mr)
	if err != nil {
		return 0, err
	}
	s.variants[k] = out
	return out, nil
}

// variantKey names a game's variant.
type variantKey struct {
	kind rulesets.VariantKind
	id   games.ID
}
