package search

import (
	"errors"
	"fmt"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// Options configure a Solver.
type Options struct {
	// TableBytes bounds the transposition table (default 64 MiB).
	TableBytes int64
	// SmallCells: the regions of at most this many cells (Domineering's
	// empty cells, Clobber's stones) take their canonical values and join
	// G. Zero is the default (DefaultSmall); a negative value folds only
	// the regions that are integers or 0.
	SmallCells int
	// Plain makes the Solver use the plain search (generic.go) for every
	// ruleset, even those with an engine.
	Plain bool
}

// DefaultSmall is the size of the regions folded into G by default.
const DefaultSmall = 8

// DefaultTableBytes is the default size of the transposition table.
const DefaultTableBytes = 64 << 20

// Solver decides outcomes of one ruleset's positions by search. Its
// tables persist from one call to the next, so asking about a position's
// options after the position (WinningMoves) reuses what was found.
type Solver struct {
	r     rulesets.Ruleset
	s     *games.Store
	opt   Options
	plain *plain
	// The engine's core, for boards of one shape: rebuilt when the shape
	// changes.
	core       *core
	w, h       int
	nodesSoFar uint64
}

// New returns a Solver for ruleset r, whose store is s.
func New(r rulesets.Ruleset, s *games.Store, opt Options) *Solver {
	if opt.TableBytes <= 0 {
		opt.TableBytes = DefaultTableBytes
	}
	if opt.SmallCells == 0 {
		opt.SmallCells = DefaultSmall
	}
	return &Solver{r: r, s: s, opt: opt}
}

// Fast reports whether the ruleset has an engine (Domineering and
// Clobber); the others are searched plainly.
func Fast(r rulesets.Ruleset) bool {
	switch r.Name() {
	case "domineering", "clobber":
		return true
	}
	return false
}

// Nodes returns the number of positions searched so far.
func (sv *Solver) Nodes() uint64 {
	n := sv.nodesSoFar
	if sv.core != nil {
		n += sv.core.nodes
	}
	if sv.plain != nil {
		n += sv.plain.nodes
	}
	return n
}

// TableUsed returns the number of entries of the transposition table in
// use, and its capacity.
func (sv *Solver) TableUsed() (used, size int) {
	if sv.core != nil {
		return sv.core.tt.used, sv.core.tt.max
	}
	if sv.plain != nil {
		return len(sv.plain.memo[0]) + len(sv.plain.memo[1]), sv.plain.max
	}
	return 0, 0
}

// Wins reports whether the player to move (Left when left) wins p.
func (sv *Solver) Wins(p rulesets.Position, left bool) (bool, error) {
	if sv.opt.Plain || !Fast(sv.r) {
		if sv.plain == nil {
			sv.plain = newPlain(sv.r, sv.s, sv.opt.TableBytes)
		}
		return sv.plain.wins(p, left)
	}
	c, st, g, err := sv.load(p)
	if err != nil {
		return false, err
	}
	return c.wins(st, g, left, 0)
}

// Outcome returns p's outcome class.
func (sv *Solver) Outcome(p rulesets.Position) (games.Outcome, error) {
	l, err := sv.Wins(p, true)
	if err != nil {
		return 0, err
	}
	// A Domineering board equal to its transpose is its own negative (the
	// transpose exchanges the players' dominoes): whoever moves first wins
	// it, or whoever moves second.
	r := l
	if sv.r.Name() != "domineering" || !transposeSymmetric(p) {
		if r, err = sv.Wins(p, false); err != nil {
			return 0, err
		}
	}
	switch {
	case l && r:
		return games.FirstWins, nil
	case l:
		return games.LeftWins, nil
	case r:
		return games.RightWins, nil
	}
	return games.SecondWins, nil
}

// transposeSymmetric reports whether p's picture is a square board equal
// to its transpose.
func transposeSymmetric(p rulesets.Position) bool {
	b := board(p)
	if b == nil {
		return false
	}
	for i, row := range b.Rows {
		if len(row) != len(b.Rows) {
			return false
		}
		for j := range i {
			if row[j] != b.Rows[j][i] {
				return false
			}
		}
	}
	return true
}

// WinningMoves returns the indices, in the list of the player's options
// (the ruleset's Options), of the winning moves: the options from which
// the opponent, moving first, loses.
func (sv *Solver) WinningMoves(p rulesets.Position, left bool) ([]int, error) {
	lo, ro := sv.r.Options(p)
	opts := ro
	if left {
		opts = lo
	}
	var out []int
	for i, o := range opts {
		w, err := sv.Wins(o, !left)
		if err != nil {
			return nil, err
		}
		if !w {
			out = append(out, i)
		}
	}
	return out, nil
}

// Fits reports whether p is a board an engine can hold: a picture of at
// most 64 cells.
func Fits(p rulesets.Position) bool {
	b := board(p)
	return b != nil && (len(b.Rows) == 0 || len(b.Rows)*len(b.Rows[0]) <= maxBoardCells)
}

// board returns p's picture if it is a board, else nil.
func board(p rulesets.Position) *rulesets.Board {
	d, ok := p.(rulesets.Drawable)
	if !ok {
		return nil
	}
	b, _ := d.Picture().(*rulesets.Board)
	return b
}

// maxBoardCells is the most cells a board searched by an engine may have.
const maxBoardCells = 64

// ErrTooLarge reports a board the engines cannot hold.
var ErrTooLarge = errors.New("search: the board has more than 64 cells, the most the search takes (8×8)")

// load reads p into the engine of its shape.
func (sv *Solver) load(p rulesets.Position) (*core, state, games.ID, error) {
	b := board(p)
	if b == nil {
		return nil, state{}, 0, fmt.Errorf("search: %s has no board", p)
	}
	h := len(b.Rows)
	w := 0
	if h > 0 {
		w = len(b.Rows[0])
	}
	if w*h > maxBoardCells {
		return nil, state{}, 0, ErrTooLarge
	}
	if sv.core == nil || sv.w != w || sv.h != h {
		if sv.core != nil {
			sv.nodesSoFar += sv.core.nodes
		}
		var eng engine
		switch sv.r.Name() {
		case "domineering":
			eng = newDomEngine(sv.r, w, h, sv.opt.SmallCells)
		default:
			eng = newClobEngine(sv.r, w, h, sv.opt.SmallCells)
		}
		sv.core, sv.w, sv.h = newCore(sv.s, eng, sv.opt.TableBytes), w, h
	}
	var st state
	for r, row := range b.Rows {
		for c, ch := range row {
			bit := uint64(1) << (r*w + c)
			switch ch {
			case '.':
				if sv.r.Name() == "domineering" {
					st.a |= bit
				}
			case 'x':
				st.a |= bit
			case 'o':
				st.b |= bit
			}
		}
	}
	all := uint64(1)<<(w*h) - 1
	if w*h == 64 {
		all = ^uint64(0)
	}
	st, g, err := sv.core.root(st, all)
	return sv.core, st, g, err
}
