package builtins

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
	"cgcalc/games/search"
)

// Outcomes by search (games/search): (outcome P :search t), and outcome
// and winning-moves on boards whose canonical form needs more work than
// autoSearchWork, which switch to the search with a note.

// autoSearchWork is the work (the store's units) a canonical form of a
// Domineering or Clobber board may take before outcome and winning-moves
// give it up for the search: a few seconds.
var autoSearchWork uint64 = 1 << 24

// searchTableShare: the search's transposition table may use 1/8 of the
// memory budget, between 16 MiB and 256 MiB.
const (
	searchTableShare = 8
	searchTableMin   = 16 << 20
	searchTableMax   = 256 << 20
)

const searchDoc = " With :search t, a classroom game's position is decided by search instead (games/search: a negamax with a transposition table over the board's large regions, its small regions summed into one canonical game), which reaches boards whose canonical form is out of reach, such as Domineering 8×8; Domineering and Clobber boards of at most 64 cells have a fast engine, other rulesets a plain search of their options. Without :search, a Domineering or Clobber board whose canonical form needs more than a few seconds' work is searched too, with a note saying so."

// solver returns the session's solver of p's ruleset, made on first use.
func (s *gameState) solver(r rulesets.Ruleset) *search.Solver {
	if sv, ok := s.solvers[r.Name()]; ok {
		return sv
	}
	table := int64(search.DefaultTableBytes)
	if limit := eval.MemoryLimit(); limit > 0 {
		table = min(max(limit/searchTableShare, searchTableMin), searchTableMax)
	}
	sv := search.New(r, s.store, search.Options{TableBytes: table})
	if s.solvers == nil {
		s.solvers = map[string]*search.Solver{}
	}
	s.solvers[r.Name()] = sv
	return sv
}

// searching runs f, a search of p, with progress lines: the position, the
// time so far, the positions searched and the table's use.
func (p *Position) searching(f func(sv *search.Solver) error) error {
	s := p.s
	sv := s.solver(p.rules)
	start := time.Now()
	last, shown := start, false
	s.store.SetPoll(func() error {
		if now := time.Now(); now.Sub(start) >= statusAfter && (!shown || now.Sub(last) >= statusEvery) {
			used, size := sv.TableUsed()
			s.in.ShowStatus(fmt.Sprintf("searching %s: %d s, %d positions, table %d%% full",
				p, int(now.Sub(start)/time.Second), sv.Nodes(), 100*used/max(size, 1)))
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
	return f(sv)
}

// searchOutcome returns p's outcome class found by search.
func (p *Position) searchOutcome() (games.Outcome, error) {
	var o games.Outcome
	err := p.searching(func(sv *search.Solver) (err error) {
		o, err = sv.Outcome(p.pos)
		return err
	})
	return o, err
}

// tooBigForCanonical reports whether p is a board the search takes fast
// whose canonical form needs more than autoSearchWork: then its value is
// not computed. Otherwise its value is (and kept in the ruleset's memo).
func (p *Position) tooBigForCanonical() (bool, error) {
	if !search.Fast(p.rules) || !search.Fits(p.pos) {
		return false, nil
	}
	_, err := p.valueWithin(autoSearchWork)
	if errors.Is(err, errWorkBound) {
		return true, nil
	}
	return false, err
}

// searchNote prints the note of an answer found by search without being
// asked.
func (p *Position) searchNote(c call, what string) error {
	return output(c.in, fmt.Sprintf("%s: found by search (the canonical form of %s needs more work than allowed)\n", what, p))
}

// outcomeFn is outcome: by the canonical form, or by search.
func outcomeFn(c call) (eval.Value, error) {
	sym := func(o games.Outcome) eval.Value { return eval.Symbol(strings.ToLower(o.String())) }
	p, isPos := c.Pos[0].(*Position)
	if given(c.Key(":search")) {
		if !isPos {
			return nil, eval.TypeError(c.Pos[0], "a position of a classroom game (:search t searches boards)")
		}
		o, err := p.searchOutcome()
		return sym(o), err
	}
	if isPos {
		big, err := p.tooBigForCanonical()
		if err != nil {
			return nil, err
		}
		if big {
			o, err := p.searchOutcome()
			if err != nil {
				return nil, err
			}
			return sym(o), p.searchNote(c, "outcome")
		}
	}
	id := c.game(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	o, err := sessionOf(c.in).games.store.Outcome(id)
	return sym(o), err
}

// searchWinningMoves returns the winning moves of p for the player (Left
// when left) found by search.
func searchWinningMoves(p *Position, left bool) (eval.Value, error) {
	var idx []int
	err := p.searching(func(sv *search.Solver) (err error) {
		idx, err = sv.WinningMoves(p.pos, left)
		return err
	})
	if err != nil {
		return nil, err
	}
	l, r := p.rules.Options(p.pos)
	opts := r
	if left {
		opts = l
	}
	wins := make([]rulesets.Position, len(idx))
	for i, k := range idx {
		wins[i] = opts[k]
	}
	return p.list(wins), nil
}
