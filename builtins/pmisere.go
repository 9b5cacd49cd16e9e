package builtins

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/pmisere"
	"cgcalc/games/rulesets"
)

// Partizan misère play (games/pmisere): the misère outcome of games as
// built and of ruleset positions and their sums, played out on their own
// options; winning moves in misère play; the dicot and dead-ending
// universes, and comparison and canonical forms modulo each.

// pmisereState is the session's calculators modulo the dicots and
// modulo the dead-ending games, each made on first use and kept with the
// session's store.
type pmisereState struct {
	modulo [2]*pmisere.Modulo // by pmisere.Universe
}

// modulo returns the session's calculator modulo u, its work charged to
// c.
func (c *call) modulo(u pmisere.Universe) *pmisere.Modulo {
	s := sessionOf(c.in)
	if s.pmisere == nil {
		s.pmisere = &pmisereState{}
	}
	st := s.games.store
	if m := s.pmisere.modulo[u]; m == nil || m.Store != st {
		s.pmisere.modulo[u] = pmisere.NewModulo(st, u)
	}
	m := s.pmisere.modulo[u]
	m.SetWork(c.work())
	return m
}

// work returns a Work function for package pmisere charging the
// interpreter a tick for every 1024 positions, so that Ctrl-C and the
// budgets stop a long search.
func (c *call) work() func(int) error {
	n := 0
	return func(k int) error {
		n += k
		if n >= 1024 {
			n = 0
			return c.in.Tick(1024)
		}
		return nil
	}
}

// positionTree is the Tree of sums of positions of one ruleset, each
// played on its own options. A sum's key is its positions' texts, sorted,
// joined by newlines; positions without options for either player are
// left out, as 0 is.
type positionTree struct {
	rules rulesets.Ruleset
	pos   map[string]rulesets.Position
}

func newPositionTree(r rulesets.Ruleset) *positionTree {
	return &positionTree{rules: r, pos: map[string]rulesets.Position{}}
}

// key returns the key of the sum of ps.
func (t *positionTree) key(ps ...rulesets.Position) string {
	texts := make([]string, 0, len(ps))
	for _, p := range ps {
		l, r := t.rules.Options(p)
		if len(l)+len(r) == 0 {
			continue
		}
		s := p.String()
		t.pos[s] = p
		texts = append(texts, s)
	}
	slices.Sort(texts)
	return strings.Join(texts, "\n")
}

// Options lists the sums one move from k.
func (t *positionTree) Options(k string) (left, right []string, err error) {
	if k == "" {
		return nil, nil, nil
	}
	texts := strings.Split(k, "\n")
	ps := make([]rulesets.Position, len(texts))
	for i, s := range texts {
		ps[i] = t.pos[s]
	}
	for i, p := range ps {
		l, r := t.rules.Options(p)
		rest := slices.Delete(slices.Clone(ps), i, i+1)
		for _, o := range l {
			left = append(left, t.key(append(slices.Clone(rest), o)...))
		}
		for _, o := range r {
			right = append(right, t.key(append(slices.Clone(rest), o)...))
		}
	}
	return left, right, nil
}

// misereSymbol is the outcome's symbol: l, r, p or n.
func misereSymbol(o games.Outcome) eval.Value {
	return eval.Symbol(strings.ToLower(o.String()))
}

// partizanMisereOutcome answers misere-outcome for games and positions:
// the sum of the arguments, all games (or numbers) or all positions of
// one ruleset, played out. ok is false when the arguments are heaps or a
// ruleset, for the impartial methods.
func partizanMisereOutcome(c call, asked bool) (v eval.Value, ok bool, err error) {
	switch c.Pos[0].(type) {
	case *Game, *Position:
	case eval.Number: // a game: a ruleset is never a number
	default:
		return nil, false, nil
	}
	var w pmisere.Wins
	var n int
	if p, isPos := c.Pos[0].(*Position); isPos {
		t := newPositionTree(p.rules)
		ps := make([]rulesets.Position, len(c.Pos))
		for i, a := range c.Pos {
			q, ok := a.(*Position)
			if !ok || q.rules.Name() != p.rules.Name() {
				return nil, true, fmt.Errorf("a sum of positions takes positions of one ruleset (%s), not %s", p.rules.Name(), eval.Describe(a))
			}
			ps[i] = q.pos
		}
		// The search of the sum as it is and the search on its positions'
		// canonical forms (when they share a universe) take turns, each
		// within a budget of positions doubled at every turn, until one
		// answers: at most about four times the work of the quicker.
		search := pmisere.NewSearch[string](t)
		work := c.work()
		reducible := true
		for budget := plainBudget; ; budget *= 2 {
			if !reducible {
				budget = math.MaxInt
			}
			search.Work = budgeted(work, budget)
			if w, err = search.Wins(t.key(ps...)); !errors.Is(err, errPlainBudget) {
				break
			}
			r, ok, err := reducedOutcome(c, t, ps, budgeted(work, budget))
			if errors.Is(err, errPlainBudget) {
				continue
			}
			if err != nil {
				return nil, true, computeErr(err)
			}
			if !ok {
				reducible = false
				continue
			}
			if asked {
				if err := output(c.in, explainReduced(r)); err != nil {
					return nil, true, err
				}
			}
			return misereSymbol(r.Wins.Outcome()), true, nil
		}
		if err != nil {
			return nil, true, computeErr(err)
		}
		n = len(t.pos)
	} else {
		s := sessionOf(c.in).games
		ids := make([]games.ID, len(c.Pos))
		for i, a := range c.Pos {
			if _, isPos := a.(*Position); isPos {
				return nil, true, fmt.Errorf("a sum takes games or positions, not both: %s", eval.Describe(a))
			}
			if ids[i], err = s.arithGame(a); err != nil {
				return nil, true, err
			}
		}
		search := pmisere.NewSearch[pmisere.Key](pmisere.Games{Store: s.store})
		search.Work = c.work()
		if w, err = search.Wins(pmisere.SumKey(ids...)); err != nil {
			return nil, true, computeErr(err)
		}
	}
	if asked {
		line := "method: search of the game tree as built, a player without a move winning\n"
		if n > 0 {
			line = fmt.Sprintf("method: search of the positions' options (%d positions)\n", n)
		}
		if err := output(c.in, line); err != nil {
			return nil, true, err
		}
	}
	return misereSymbol(w.Outcome()), true, nil
}

// partizanMisereMoves returns the moves of G (a game or a position) for
// the side that win in misère play: the options from which the other
// player, moving first, loses.
func partizanMisereMoves(c call, left bool) (eval.Value, error) {
	if p, ok := c.Pos[0].(*Position); ok {
		t := newPositionTree(p.rules)
		search := pmisere.NewSearch[string](t)
		search.Work = c.work()
		l, r := p.rules.Options(p.pos)
		opts := r
		if left {
			opts = l
		}
		var wins []rulesets.Position
		for _, o := range opts {
			other, err := winsFirst(search, t.key(o), !left)
			if err != nil {
				return nil, computeErr(err)
			}
			if !other {
				wins = append(wins, o)
			}
		}
		return p.list(wins), nil
	}
	id := c.moveGame(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	l, r, err := s.store.Options(id)
	if err != nil {
		return nil, err
	}
	opts := r
	if left {
		opts = l
	}
	search := pmisere.NewSearch[pmisere.Key](pmisere.Games{Store: s.store})
	search.Work = c.work()
	var wins []games.ID
	for _, o := range opts {
		other, err := winsFirst(search, pmisere.SumKey(o), !left)
		if err != nil {
			return nil, computeErr(err)
		}
		if !other {
			wins = append(wins, o)
		}
	}
	return s.list(wins), nil
}

// winsFirst reports whether the player (Left when left) wins k moving
// first.
func winsFirst[K comparable](s *pmisere.Search[K], k K, left bool) (bool, error) {
	if left {
		return s.LeftWinsFirst(k)
	}
	return s.RightWinsFirst(k)
}

// universe reads :universe: 'dicot (the default) or 'dead-ending.
func (c *call) universe() pmisere.Universe {
	v := c.Key(":universe")
	if !given(v) {
		return pmisere.Dicot
	}
	switch v {
	case eval.Symbol("dicot"), eval.Symbol(":dicot"):
		return pmisere.Dicot
	case eval.Symbol("dead-ending"), eval.Symbol(":dead-ending"):
		return pmisere.DeadEnding
	}
	c.typeError(v, "'dicot or 'dead-ending")
	return pmisere.Dicot
}

// universeGame reads a game of the universe u for misere-leq and
// misere-canon, refusing a game outside it.
func (c *call) universeGame(v eval.Value, u pmisere.Universe) games.ID {
	if c.err != nil {
		return 0
	}
	s := sessionOf(c.in).games
	id, err := s.arithGame(v)
	if err != nil {
		c.fail(err)
		return 0
	}
	ok, err := c.modulo(u).In(id)
	if err != nil {
		c.fail(computeErr(err))
		return 0
	}
	if !ok {
		why := "is not a dicot (a follower has options for one player only)"
		if u == pmisere.DeadEnding {
			why = "is not dead-ending (a follower is an end of a player who can move again in one of its followers)"
		}
		c.fail(fmt.Errorf("%s %s", eval.Describe(v), why))
	}
	return id
}

// universeMember is dicot-p and dead-ending-p on a game or a position.
func universeMember(u pmisere.Universe) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		if p, ok := c.Pos[0].(*Position); ok {
			t := newPositionTree(p.rules)
			cl := pmisere.NewClassifier[string](t)
			cl.Work = c.work()
			k := p.pos.String()
			t.pos[k] = p.pos
			in, err := cl.In(u, k)
			return eval.Bool(in), computeErr(err)
		}
		s := sessionOf(c.in).games
		id, err := s.arithGame(c.Pos[0])
		if err != nil {
			return nil, err
		}
		cl := pmisere.NewClassifier[games.ID](pmisere.Forms{Store: s.store})
		cl.Work = c.work()
		in, err := cl.In(u, id)
		return eval.Bool(in), computeErr(err)
	}
}

// pmisereBuiltins are the builtins of partizan misère play beyond
// misere-outcome and winning-moves.
func pmisereBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("dicot-p", "G", "Returns t if G, a game as built or a position, is a dicot: from it and from every position reachable from it either both players can move or neither (Dorbec, Renault, Siegel and Sopena 2015). (dicot-p (game \"'{*|*}'\")) is t, (dicot-p 1) is nil: 1 = {0|} has a Left move only. See doc/misere-partizan.md.", universeMember(pmisere.Dicot)),
		row("dead-ending-p", "G", "Returns t if G, a game as built or a position, is dead-ending: every position reachable from it (itself included) where a player cannot move is a dead end for that player, who can never move again there (Milley and Renault 2013). Every dicot and every number's canonical form is: (dead-ending-p 5/4) is t, (dead-ending-p (mg (mg !| 0) !| 0)) is nil.", universeMember(pmisere.DeadEnding)),
		row("misere-leq", "G H [:universe U]", "Returns t if G ≤ H modulo the universe U of misère play, 'dicot (the default) or 'dead-ending: o(G + X) ≤ o(H + X) for every X of U, outcomes ordered L > N, P > R. G and H are games of U as built. The test is Larsson, Nowakowski and Santos's (2017), as Larsson, Milley, Nowakowski, Renault and Santos (2021) apply it to the dicots and the dead-ending games: the maintenance of normal play's options test and the proviso on the sums with the ends of U (among the dicots o(G) ≤ o(H) for each player moving first; among the dead-ending games read from the sums with the waiting games {|0, {|0, …}}). (misere-leq (game \"'{*|*}'\") 0) is t: {*|*} = 0 among dicots; (misere-leq (+ 1 -1) 0 :universe 'dead-ending) is t.", func(c call) (eval.Value, error) {
			u := c.universe()
			g, h := c.universeGame(c.Pos[0], u), c.universeGame(c.Pos[1], u)
			if c.err != nil {
				return nil, c.err
			}
			ok, err := c.modulo(u).Geq(h, g)
			return eval.Bool(ok), computeErr(err)
		}),
		row("misere-canon", "G [:universe U]", "Returns the canonical form of G modulo the universe U of misère play ('dicot, the default, or 'dead-ending): its options made canonical, dominated ones removed and reversible ones bypassed; an option reversible through an end (a position where its player cannot move) is removed or replaced by 0, by {|E} for the end E or one of its followers (among the dicots by *), the first of these for which misere-leq finds the result equal. Equal games modulo U get the same form (checked on random games in the tests): (misere-canon (game \"'{*|*}'\")) is 0, (misere-canon (+ 1 -1) :universe 'dead-ending) is 0. A form that is also a normal-play canonical form prints as one.", func(c call) (eval.Value, error) {
			u := c.universe()
			g := c.universeGame(c.Pos[0], u)
			if c.err != nil {
				return nil, c.err
			}
			id, err := c.modulo(u).Canonical(g)
			if err != nil {
				return nil, computeErr(err)
			}
			return sessionOf(c.in).games.value(id), nil
		}),
	}
}
