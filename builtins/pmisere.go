package builtins

import (
	"errors"
	"fmt"
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
// universes, and comparison and canonical forms modulo the dicots.

// pmisereState is the session's calculator of dicots, made on first use
// and kept with the session's store.
type pmisereState struct {
	dicots *pmisere.Dicots
}

// dicots returns the session's dicot calculator, its work charged to c.
func (c *call) dicots() *pmisere.Dicots {
	s := sessionOf(c.in)
	if s.pmisere == nil {
		s.pmisere = &pmisereState{}
	}
	st := s.games.store
	if s.pmisere.dicots == nil || s.pmisere.dicots.Store != st {
		s.pmisere.dicots = pmisere.NewDicots(st)
	}
	s.pmisere.dicots.SetWork(c.work())
	return s.pmisere.dicots
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
		search := pmisere.NewSearch[string](t)
		search.Work = c.work()
		if w, err = search.Wins(t.key(ps...)); err != nil {
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

// dicotGame reads a game for the dicot builtins, refusing a game that is
// not a dicot and the dead-ending universe, whose comparison is not
// implemented.
func (c *call) dicotGame(v eval.Value) games.ID {
	if c.universe() == pmisere.DeadEnding {
		c.fail(errors.New("comparison and canonical forms modulo the dead-ending universe are not implemented; the dicot universe is ('dicot)"))
	}
	if c.err != nil {
		return 0
	}
	s := sessionOf(c.in).games
	id, err := s.arithGame(v)
	if err != nil {
		c.fail(err)
		return 0
	}
	ok, err := c.dicots().IsDicot(id)
	if err != nil {
		c.fail(computeErr(err))
		return 0
	}
	if !ok {
		c.fail(fmt.Errorf("%s is not a dicot (a follower has options for one player only)", eval.Describe(v)))
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
		row("misere-leq", "G H [:universe U]", "Returns t if G ≤ H modulo the dicot universe in misère play: o(G + X) ≤ o(H + X) for every dicot X, outcomes ordered L > N, P > R. G and H are dicot games as built. The test is Larsson, Nowakowski and Santos's (2017), as Larsson, Milley, Nowakowski, Renault and Santos (2021) apply it to the dicots: the proviso (o(G) ≤ o(H) for each player moving first) and the maintenance of normal play's options test. :universe 'dicot is the default; 'dead-ending is refused (not implemented). (misere-leq (game \"'{*|*}'\") 0) is t: {*|*} = 0 among dicots.", func(c call) (eval.Value, error) {
			g, h := c.dicotGame(c.Pos[0]), c.dicotGame(c.Pos[1])
			if c.err != nil {
				return nil, c.err
			}
			ok, err := c.dicots().Geq(h, g)
			return eval.Bool(ok), computeErr(err)
		}),
		row("misere-canon", "G [:universe U]", "Returns the canonical form of the dicot G modulo the dicot universe in misère play: its options made canonical, dominated ones removed and reversible ones bypassed, an option reversible through the end 0 removed or replaced by * when misere-leq finds the result equal. Equal games modulo the dicots get the same form (checked on random dicots in the tests): (misere-canon (game \"'{*|*}'\")) is 0. A form that is also a normal-play canonical form prints as one. :universe as for misere-leq.", func(c call) (eval.Value, error) {
			g := c.dicotGame(c.Pos[0])
			if c.err != nil {
				return nil, c.err
			}
			id, err := c.dicots().Canonical(g)
			if err != nil {
				return nil, computeErr(err)
			}
			return sessionOf(c.in).games.value(id), nil
		}),
	}
}
