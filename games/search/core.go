package search

import (
	"math/bits"

	"cgcalc/games"
)

// state is a position of an engine's large regions, as bitboards: for
// Domineering a holds the empty cells; for Clobber a holds Left's stones
// and b Right's.
type state struct{ a, b uint64 }

// move is a move of an engine: for Domineering x holds the domino's two
// cells; for Clobber x is the stone's cell and y its target. score orders
// the moves, highest first.
type move struct {
	x, y  uint64
	score int32
}

// counts are the numbers of moves a position guarantees and allows each
// player: safeL moves Left can make whatever Right does (on cells Right can
// never take, disjoint from each other), vulnL more moves of hers disjoint
// from those and from each other, which Right may take away, at most two
// with each of his moves (each of his moves covers two cells), maxL the
// most moves Left can ever make; and the same for Right.
type counts struct {
	safeL, safeR, vulnL, vulnR, maxL, maxR int
}

// engine is the rules of a board for the core.
type engine interface {
	// moves appends the mover's moves in the large regions to buf, in the
	// order to try them.
	moves(st state, left bool, buf []move) []move
	// play returns the state after move m of the mover and the cells
	// whose regions it changed.
	play(st state, m move, left bool) (state, uint64)
	// fold takes out of st the regions meeting the cells seed that are
	// small (or settled: one player has no move in them), appending their
	// values to vals.
	fold(st state, seed uint64, vals []games.ID) (state, []games.ID, error)
	// counts returns the counts of moves of st, if the engine has them.
	counts(st state) (counts, bool)
	// empty reports whether st has no large region left.
	empty(st state) bool
	// key returns the state under which st is kept in the table: the
	// least of its images under the symmetries of the board that keep
	// its outcome.
	key(st state) state
}

// core is the negamax of a Solver over one engine.
type core struct {
	s     *games.Store
	eng   engine
	tt    *table
	nodes uint64
	// Per ply: the moves and the values folded.
	moveBufs [][]move
	valBufs  [][]games.ID
	// childBufs: per ply, the children of the node searched.
	childBufs [][]child
	// What is known of the games G met: their options, outcomes and counts.
	gOpts   map[games.ID][2][]games.ID
	gWin    map[games.ID]uint8 // bit 0: Left wins moving first; bit 1: Right does; bit 2: known
	gCounts map[games.ID]counts
	// probeCells: the children of positions of at least this many cells
	// (or stones) are looked up in the table before any is searched.
	probeCells int
}

// newCore returns the core of an engine with a table of tableBytes.
func newCore(s *games.Store, eng engine, tableBytes int64) *core {
	return &core{s: s, eng: eng, tt: newTable(tableBytes), probeCells: probeCellsDefault,
		gOpts: map[games.ID][2][]games.ID{}, gWin: map[games.ID]uint8{}, gCounts: map[games.ID]counts{}}
}

// probeCellsDefault is the default of core.probeCells.
var probeCellsDefault = 24

// gMemoMax bounds the memos of the games G (their number), so that their
// memory stays a small part of the table's.
const gMemoMax = 1 << 18

// root folds the small regions of st into G and returns the position
// searched.
func (c *core) root(st state, all uint64) (state, games.ID, error) {
	st, vals, err := c.eng.fold(st, all, nil)
	if err != nil {
		return st, 0, err
	}
	g, err := c.sum(games.Zero, vals)
	return st, g, err
}

// sum adds vals to g.
func (c *core) sum(g games.ID, vals []games.ID) (games.ID, error) {
	if len(vals) == 0 {
		return g, nil
	}
	terms := make([]games.Term, 0, len(vals)+1)
	if g != games.Zero {
		terms = append(terms, games.Term{ID: g, Mult: 1})
	}
	for _, v := range vals {
		if v != games.Zero {
			terms = append(terms, games.Term{ID: v, Mult: 1})
		}
	}
	switch len(terms) {
	case 0:
		return games.Zero, nil
	case 1:
		return terms[0].ID, nil
	}
	return c.s.CanonicalSum(terms...)
}

// wins reports whether the mover (Left when left) wins (st) + g moving
// first.
func (c *core) wins(st state, g games.ID, left bool, ply int) (bool, error) {
	win, known, _, err := c.quick(st, g, left, true)
	if err != nil || known {
		return win, err
	}
	return c.expand(st, g, left, ply, true)
}

// quick decides (st) + g without searching when it can: no large region
// left, counts that settle it, or (when probe) a result in the table.
// Otherwise it returns the counts, when the engine has them (ok in
// n.safeL ≥ 0).
func (c *core) quick(st state, g games.ID, left, probe bool) (win, known bool, n counts, err error) {
	if c.eng.empty(st) {
		win, err = c.gWins(g, left)
		return win, true, n, err
	}
	n, ok := c.eng.counts(st)
	if ok {
		gn, err := c.gCount(g)
		if err != nil {
			return false, false, n, err
		}
		n.safeL, n.safeR = n.safeL+gn.safeL, n.safeR+gn.safeR
		n.maxL, n.maxR = n.maxL+gn.maxL, n.maxR+gn.maxR
		if win, known = settled(n, left); known {
			return win, known, n, nil
		}
	} else {
		n = counts{safeL: -1}
	}
	if probe {
		k := c.eng.key(st)
		if win, ok := c.tt.probe(k.a, k.b, g, left); ok {
			return win, true, n, nil
		}
	}
	return false, false, n, nil
}

// expand searches (st) + g and records the result in the table; it first
// looks in the table unless quick has (probed).
func (c *core) expand(st state, g games.ID, left bool, ply int, probed bool) (bool, error) {
	k := c.eng.key(st)
	if !probed {
		if win, ok := c.tt.probe(k.a, k.b, g, left); ok {
			return win, nil
		}
	}
	c.nodes++
	if err := c.s.Work(1); err != nil {
		return false, err
	}
	start := c.nodes
	win, err := c.search(st, g, left, ply)
	if err != nil {
		return false, err
	}
	c.tt.store(k.a, k.b, g, left, win, c.nodes-start)
	return win, nil
}

// settled reports whether the counts n decide who wins, and whether the
// mover does: he wins by playing only safe moves if the opponent runs out
// of moves first, and loses if the opponent can answer each of his moves
// with a safe one.
//
// A player who plays his vulnerable moves first, then his safe ones, makes
// at least safe + ⌈vuln/3⌉ moves moving first (each round of a move of
// his and one of the opponent's uses up at most three vulnerable moves)
// and safe + ⌈(vuln−2)/3⌉ moving second.
func settled(n counts, left bool) (win, ok bool) {
	first := func(safe, vuln int) int { return safe + (vuln+2)/3 }
	second := func(safe, vuln int) int { return safe + vuln/3 }
	my, their := first(n.safeL, n.vulnL) > n.maxR, second(n.safeR, n.vulnR) >= n.maxL
	if !left {
		my, their = first(n.safeR, n.vulnR) > n.maxL, second(n.safeL, n.vulnL) >= n.maxR
	}
	return my, my || their
}

// child is a position after a move, with the score that orders the
// search of the children.
type child struct {
	st    state
	g     games.ID
	score int32
}

// search tries the mover's moves: first each child is looked at without
// search (a child the opponent loses is a win at once; one he wins is
// dropped), then the others are searched, the most promising first (by
// the counts: the mover's moves against the opponent's), then the moves
// in G.
func (c *core) search(st state, g games.ID, left bool, ply int) (bool, error) {
	for len(c.moveBufs) <= ply {
		c.moveBufs = append(c.moveBufs, make([]move, 0, 64))
		c.valBufs = append(c.valBufs, make([]games.ID, 0, 8))
		c.childBufs = append(c.childBufs, make([]child, 0, 64))
	}
	ms := c.eng.moves(st, left, c.moveBufs[ply][:0])
	c.moveBufs[ply] = ms
	kids := c.childBufs[ply][:0]
	// The children of a large position are looked up in the table before
	// any is searched (their searches are long); deeper, a child is looked
	// up when its turn comes.
	probe := bits.OnesCount64(st.a|st.b) >= c.probeCells
	for i := range ms {
		m := ms[i]
		next, seed := c.eng.play(st, m, left)
		next, vals, err := c.eng.fold(next, seed, c.valBufs[ply][:0])
		if err != nil {
			return false, err
		}
		c.valBufs[ply] = vals
		cg, err := c.sum(g, vals)
		if err != nil {
			return false, err
		}
		win, known, n, err := c.quick(next, cg, !left, probe)
		if err != nil {
			return false, err
		}
		if known {
			if !win {
				c.childBufs[ply] = kids
				return true, nil
			}
			continue
		}
		score := m.score
		if n.safeL >= 0 {
			// What the move leaves: the mover's safe and possible moves
			// against the opponent's.
			if left {
				score = int32(2*(n.safeL-n.safeR) + n.maxL - n.maxR)
			} else {
				score = int32(2*(n.safeR-n.safeL) + n.maxR - n.maxL)
			}
		}
		kids = append(kids, child{st: next, g: cg, score: score})
	}
	sortChildren(kids)
	c.childBufs[ply] = kids
	for i := range kids {
		win, err := c.expand(kids[i].st, kids[i].g, !left, ply+1, probe)
		if err != nil {
			return false, err
		}
		if !win {
			return true, nil
		}
	}
	opts, err := c.gOptions(g)
	if err != nil {
		return false, err
	}
	side := 1
	if left {
		side = 0
	}
	for _, o := range opts[side] {
		win, err := c.wins(st, o, !left, ply+1)
		if err != nil {
			return false, err
		}
		if !win {
			return true, nil
		}
	}
	return false, nil
}

// sortChildren sorts children by score, highest first, keeping the order
// of equal ones.
func sortChildren(ks []child) {
	for i := 1; i < len(ks); i++ {
		k := ks[i]
		j := i
		for j > 0 && ks[j-1].score < k.score {
			ks[j] = ks[j-1]
			j--
		}
		ks[j] = k
	}
}

// gOptions returns the canonical options of g, Left's then Right's.
func (c *core) gOptions(g games.ID) ([2][]games.ID, error) {
	if o, ok := c.gOpts[g]; ok {
		return o, nil
	}
	l, r, err := c.s.Options(g)
	if err != nil {
		return [2][]games.ID{}, err
	}
	if len(c.gOpts) >= gMemoMax {
		clear(c.gOpts)
	}
	o := [2][]games.ID{l, r}
	c.gOpts[g] = o
	return o, nil
}

// gWins reports whether the mover wins g moving first: Left unless g ≤ 0,
// Right unless g ≥ 0.
func (c *core) gWins(g games.ID, left bool) (bool, error) {
	w, ok := c.gWin[g]
	if !ok {
		o, err := c.s.Outcome(g)
		if err != nil {
			return false, err
		}
		switch o {
		case games.LeftWins:
			w = 1
		case games.RightWins:
			w = 2
		case games.FirstWins:
			w = 3
		}
		if len(c.gWin) >= gMemoMax {
			clear(c.gWin)
		}
		c.gWin[g] = w
	}
	if left {
		return w&1 != 0, nil
	}
	return w&2 != 0, nil
}

// gCount returns the counts of moves of g: an integer n gives its player
// exactly |n| moves, safe ones; any other game no safe move, and at most
// the most moves of a player on any line of play of its canonical form.
func (c *core) gCount(g games.ID) (counts, error) {
	if g == games.Zero {
		return counts{}, nil
	}
	if n, ok := c.gCounts[g]; ok {
		return n, nil
	}
	var n counts
	if x, ok := c.s.NumberValue(g); ok && x.IsInt() {
		if k, ok := x.Int64(); ok && k > 0 && k < 1<<20 {
			n = counts{safeL: int(k), maxL: int(k)}
		} else if ok && k < 0 && k > -1<<20 {
			n = counts{safeR: int(-k), maxR: int(-k)}
		} else {
			n = counts{maxL: 1 << 20, maxR: 1 << 20}
		}
	} else {
		opts, err := c.gOptions(g)
		if err != nil {
			return n, err
		}
		for _, o := range opts[0] {
			m, err := c.gCount(o)
			if err != nil {
				return n, err
			}
			n.maxL, n.maxR = max(n.maxL, m.maxL+1), max(n.maxR, m.maxR)
		}
		for _, o := range opts[1] {
			m, err := c.gCount(o)
			if err != nil {
				return n, err
			}
			n.maxL, n.maxR = max(n.maxL, m.maxL), max(n.maxR, m.maxR+1)
		}
	}
	if len(c.gCounts) >= gMemoMax {
		clear(c.gCounts)
	}
	c.gCounts[g] = n
	return n, nil
}
