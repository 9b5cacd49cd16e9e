package builtins

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
	"cgcalc/reader"
)

// Position is a position of a classroom game (games/rulesets): a board,
// a graph or a strip as CGSuite writes it. It prints as the builtin that
// makes it, (domineering "..|.."), and counts as its value, a game, for
// every builtin that takes games: (canon P), (outcome P), (+ P 1). left and
// right give its options as positions.
type Position struct {
	s     *gameState
	rules rulesets.Ruleset
	pos   rulesets.Position
}

// String is the form that makes the position: (domineering "..|..").
// A ruleset made with keyword arguments writes the form itself.
func (p *Position) String() string {
	if f, ok := p.rules.(interface{ Form(text string) string }); ok {
		return f.Form(strconv.Quote(p.pos.String()))
	}
	return "(" + p.rules.Name() + " " + strconv.Quote(p.pos.String()) + ")"
}

// Type is "position".
func (*Position) Type() string { return "position" }

// Equal reports whether other is the same position of the same ruleset.
func (p *Position) Equal(other eval.Value) bool {
	q, ok := other.(*Position)
	return ok && q.s == p.s && q.rules.Name() == p.rules.Name() && q.pos.String() == p.pos.String()
}

// statusAfter is how long a solve runs before it shows a progress line,
// and statusEvery how often the line is renewed.
var statusAfter, statusEvery = 500 * time.Millisecond, 250 * time.Millisecond

// value solves the position: its canonical form. A solve that takes long
// shows a progress line (the REPL's status line, on a terminal): the
// position, the time so far and the size of the game store.
func (p *Position) value() (games.ID, error) { return p.valueWithin(0) }

// errWorkBound stops a solve that has done more than the work it was
// allowed (valueWithin).
var errWorkBound = errors.New("the canonical form needs more work than allowed")

// valueWithin is value stopping with errWorkBound after limit units of the
// store's work (0: no limit).
func (p *Position) valueWithin(limit uint64) (games.ID, error) {
	s := p.s
	start := time.Now()
	last, shown := start, false
	work0 := s.store.Stats.Work
	s.store.SetPoll(func() error {
		if limit > 0 && s.store.Stats.Work-work0 > limit {
			return errWorkBound
		}
		if now := time.Now(); now.Sub(start) >= statusAfter && (!shown || now.Sub(last) >= statusEvery) {
			s.in.ShowStatus(fmt.Sprintf("solving %s: %d s, %d games in the store",
				p, int(now.Sub(start)/time.Second), s.store.Len()))
			last, shown = now, true
		}
		return s.in.Tick(1024)
	})
	defer func() {
		s.store.SetPoll(func() error { return s.in.Tick(1024) })
		if shown {
			s.in.ShowStatus("")
		}
	}()
	return p.rules.Value(p.pos)
}

// ruleset returns the interpreter's ruleset called name, made on first use
// (it keeps the memo of the values computed in this session).
func (s *gameState) ruleset(name string) rulesets.Ruleset {
	if r, ok := s.rulesets[name]; ok {
		return r
	}
	r, ok := rulesets.New(name, s.store)
	if !ok {
		panic("builtins: no ruleset " + name)
	}
	if s.rulesets == nil {
		s.rulesets = map[string]rulesets.Ruleset{}
	}
	s.rulesets[name] = r
	return r
}

// position reads text as a position of the ruleset called name.
func (s *gameState) position(name, text string) (*Position, error) {
	r := s.ruleset(name)
	p, err := r.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", reader.Quote(text), err)
	}
	return &Position{s: s, rules: r, pos: p}, nil
}

// positions wraps positions of p's ruleset as a list.
func (p *Position) list(ps []rulesets.Position) eval.Value {
	vs := make([]eval.Value, len(ps))
	for i, q := range ps {
		vs[i] = &Position{s: p.s, rules: p.rules, pos: q}
	}
	return eval.List(vs...)
}
