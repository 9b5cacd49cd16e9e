package builtins

import (
	"errors"
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets"
)

// Compounds of two games (ordinal-sum, conjunctive-sum, selective-sum,
// conway-product, ordinal-product; games/compound.go) act on the forms of
// their arguments as built, as CGSuite (Siegel), version 2.x, does: a form
// made by mg or read as a quoted '{…}', a sum made by mplus, a canonical
// form, a classroom game's position (its game tree: the positions its
// moves reach, as CGSuite's Options give them). A misère game counts as the impartial form {G′…|G′…} of its misère
// canonical form, as a MisereCanonicalGame does in CGSuite, where it is an
// ImpartialGame: the compound is a normal-play game, and the result is its
// normal-play canonical form. That is what CGSuite's CompoundGameTestCase
// asks for (the .CanonicalForm of each compound): with *[[[2]],[2],0] and
// *5 it gives *5, *10, *10, *7 and *7, the normal-play values; the misère
// canonical forms of those compounds are other, much larger games.

// compoundFn adapts a compound of two games: its arguments as forms
// (compoundArg), its result as a value.
func compoundFn(op func(s *games.Store, g, h games.ID) (games.ID, error)) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		g, h := c.compoundArg(c.Pos[0]), c.compoundArg(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		s := sessionOf(c.in).games
		id, err := op(s.store, g, h)
		if err != nil {
			return nil, err
		}
		return s.value(id), nil
	}
}

// compoundArg returns v as a form of the game store: a game or a number
// as the game builtins take them (call.game), or a misère game as the
// impartial form of its misère canonical form.
func (c *call) compoundArg(v eval.Value) games.ID {
	if c.err != nil {
		return 0
	}
	var m *MisereGame
	switch x := v.(type) {
	case *MisereGame:
		m = x
	case *Game, eval.Number, *Heaps:
		return c.game(v)
	case *Position:
		if x.s != sessionOf(c.in).games {
			return c.game(v) // its error
		}
		id, err := positionForm(c.in, x)
		c.fail(err)
		return id
	case *Loopy:
		c.fail(fmt.Errorf("%s is a loopy game: the compounds take short games", x))
		return 0
	default:
		c.fail(eval.TypeError(v, "a short game, a number or a misère game"))
		return 0
	}
	s := sessionOf(c.in).impartial
	if m.s != s {
		c.fail(errors.New(m.String() + " belongs to another interpreter"))
		return 0
	}
	id, err := misereForm(c.in, sessionOf(c.in).games.store, s.mstore, m.id)
	c.fail(err)
	return id
}

// misereForm returns the misère canonical form m as an impartial form of
// store: {G′…|G′…} over its options, each in turn such a form. Each
// distinct subform is built once; the walk ticks the interpreter, so that
// Ctrl-C and step limits reach it.
func misereForm(in *eval.Interp, store *games.Store, ms *misere.MStore, m misere.MID) (games.ID, error) {
	memo := map[misere.MID]games.ID{}
	var walk func(m misere.MID) (games.ID, error)
	walk = func(m misere.MID) (games.ID, error) {
		if id, ok := memo[m]; ok {
			return id, nil
		}
		if err := in.Tick(1); err != nil {
			return 0, err
		}
		opts := ms.Options(m)
		ids := make([]games.ID, len(opts))
		for i, o := range opts {
			id, err := walk(o)
			if err != nil {
				return 0, err
			}
			ids[i] = id
		}
		id := store.NewForm(ids, ids)
		memo[m] = id
		return id, nil
	}
	return walk(m)
}

// positionForm returns the game tree of a classroom game's position as a
// form of the store: {P^L…|P^R…} over the positions the moves reach, each
// in turn such a form. Each distinct position (by its text) is built once;
// the walk ticks the interpreter.
func positionForm(in *eval.Interp, p *Position) (games.ID, error) {
	store := p.s.store
	memo := map[string]games.ID{}
	var walk func(q rulesets.Position) (games.ID, error)
	forms := func(qs []rulesets.Position) ([]games.ID, error) {
		ids := make([]games.ID, len(qs))
		for i, q := range qs {
			id, err := walk(q)
			if err != nil {
				return nil, err
			}
			ids[i] = id
		}
		return ids, nil
	}
	walk = func(q rulesets.Position) (games.ID, error) {
		k := q.String()
		if id, ok := memo[k]; ok {
			return id, nil
		}
		if err := in.Tick(1); err != nil {
			return 0, err
		}
		l, r := p.rules.Options(q)
		left, err := forms(l)
		if err != nil {
			return 0, err
		}
		right, err := forms(r)
		if err != nil {
			return 0, err
		}
		id := store.NewForm(left, right)
		memo[k] = id
		return id, nil
	}
	return walk(p.pos)
}
