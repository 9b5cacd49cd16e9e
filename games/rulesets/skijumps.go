package rulesets

import (
	"strings"

	"cgcalc/games"
)

// Ski Jumps (Berlekamp, Conway and Guy, Winning Ways, ch. 1) is played
// by skiers on a board of rows, the slope going down the rows. A position
// is written as cgt-tools (github.com/t4ccer/cgt-tools, ski_jumps.rs)
// writes it: rows separated by '|', '.' an empty cell, 'L' and 'R' Left's and
// Right's jumpers, 'l' and 'r' their slippers.
//
// Left moves one of her skiers any number of cells to the right along its
// row over empty cells, or off the right edge of the board; Right moves
// his to the left, or off the left edge. A jumper may instead jump over an
// opponent's skier in the cell just below it, landing in the cell below
// that, which must be an empty cell of the board; the skier jumped over
// becomes a slipper, who can no longer jump. We follow Winning Ways and
// cgt-tools' description in asking the landing cell to be empty
// (cgt-tools' code does not look at it).
//
// Fast case: skiers leave their row only by jumping, so when no jumper
// has an opponent's skier anywhere in the row below (with a row below
// that to land in), no jump will ever be possible, and the rows are
// independent games, summed. A row in which no Left skier stands left of
// a Right skier is an integer: the skiers never meet, and each player's
// moves are at most the cells each of his skiers has to go, edge
// included, which moving one cell at a time uses all of (Winning Ways'
// count). Memo: a position and its mirror (rows reversed, the players'
// skiers exchanged) are negatives.
func init() {
	register("ski-jumps", func(s *games.Store) Ruleset {
		return &skiRules{s: s, memo: map[string]games.ID{}, rows: map[string]games.ID{}}
	})
}

// skiRules is the Ski Jumps ruleset of one store.
type skiRules struct {
	s    *games.Store
	memo map[string]games.ID // boards with a possible jump, by the lesser of board and mirror
	rows map[string]games.ID // single rows, as they are
}

func (*skiRules) Name() string    { return "ski-jumps" }
func (*skiRules) Impartial() bool { return false }

// skiPos is a Ski Jumps board.
type skiPos struct{ *stoneBoard }

// Picture is the board: 'L' and 'R' the jumpers, 'λ' and 'ρ' the
// slippers.
func (p skiPos) Picture() Picture {
	b := p.stoneBoard.Picture().(*Board)
	for _, row := range b.Rows {
		for j, c := range row {
			switch c {
			case 'l':
				row[j] = 'λ'
			case 'r':
				row[j] = 'ρ'
			}
		}
	}
	return b
}

// Parse reads rows of . L l R r separated by '|'.
func (*skiRules) Parse(text string) (Position, error) {
	b, err := parseStones(text, ".LlRr")
	if err != nil {
		return nil, err
	}
	return skiPos{b}, nil
}

// skiOwn reports whether c is a skier of Left's (left) or of Right's.
func skiOwn(c byte, left bool) bool {
	if left {
		return c == 'L' || c == 'l'
	}
	return c == 'R' || c == 'r'
}

// skiOptions returns the boards the player can move to: for each skier
// in row-major order, its slides (nearest first), its move off the board,
// then its jump.
func skiOptions(b *stoneBoard, left bool) []*stoneBoard {
	step, edge := 1, b.w
	slipper := byte('r') // what an opponent jumped over becomes
	if !left {
		step, edge, slipper = -1, -1, 'l'
	}
	var out []*stoneBoard
	for p, c := range b.c {
		if !skiOwn(c, left) {
			continue
		}
		i, j := p/b.w, p%b.w
		for k := j + step; ; k += step {
			if k == edge {
				o := b.clone()
				o.c[p] = stoneEmpty
				out = append(out, o)
				break
			}
			if b.c[i*b.w+k] != stoneEmpty {
				break
			}
			o := b.clone()
			o.c[p], o.c[i*b.w+k] = stoneEmpty, c
			out = append(out, o)
		}
		if (c == 'L' || c == 'R') && i+2 < b.h && skiOwn(b.c[p+b.w], !left) && b.c[p+2*b.w] == stoneEmpty {
			o := b.clone()
			o.c[p], o.c[p+b.w], o.c[p+2*b.w] = stoneEmpty, slipper, c
			out = append(out, o)
		}
	}
	return out
}

// Options returns the boards Left and Right can move to.
func (*skiRules) Options(p Position) (left, right []Position) {
	b := p.(skiPos).stoneBoard
	for _, o := range skiOptions(b, true) {
		left = append(left, skiPos{o})
	}
	for _, o := range skiOptions(b, false) {
		right = append(right, skiPos{o})
	}
	return left, right
}

// skiJumpable reports whether a jumper has an opponent's skier anywhere
// in the row below, with a row below that.
func skiJumpable(b *stoneBoard) bool {
	for i := 0; i+2 < b.h; i++ {
		var jl, jr, sl, sr bool
		for _, c := range b.c[i*b.w : (i+1)*b.w] {
			jl, jr = jl || c == 'L', jr || c == 'R'
		}
		for _, c := range b.c[(i+1)*b.w : (i+2)*b.w] {
			sl, sr = sl || skiOwn(c, true), sr || skiOwn(c, false)
		}
		if jl && sr || jr && sl {
			return true
		}
	}
	return false
}

// skiMirror returns b's rows reversed with the players' skiers exchanged.
func skiMirror(b *stoneBoard) *stoneBoard {
	swap := map[byte]byte{'L': 'R', 'R': 'L', 'l': 'r', 'r': 'l', '.': '.'}
	o := b.clone()
	for i := 0; i < b.h; i++ {
		for j := 0; j < b.w; j++ {
			o.c[i*b.w+j] = swap[b.c[i*b.w+b.w-1-j]]
		}
	}
	return o
}

// Value returns the canonical form of the board.
func (r *skiRules) Value(p Position) (games.ID, error) { return r.value(p.(skiPos).stoneBoard) }

// value is the sum of the rows when no jump can ever happen; otherwise
// the board from its options, remembered with its mirror.
func (r *skiRules) value(b *stoneBoard) (games.ID, error) {
	if err := r.s.Work(len(b.c)); err != nil {
		return 0, err
	}
	if !skiJumpable(b) {
		var terms []games.Term
		for i := 0; i < b.h; i++ {
			id, err := r.row(string(b.c[i*b.w : (i+1)*b.w]))
			if err != nil {
				return 0, err
			}
			if id != games.Zero {
				terms = append(terms, games.Term{ID: id, Mult: 1})
			}
		}
		return r.s.CanonicalSum(terms...)
	}
	key, m := b.String(), skiMirror(b)
	neg := false
	if mk := m.String(); mk < key {
		key, neg = mk, true
		b = m
	}
	id, ok := r.memo[key]
	if !ok {
		var sides [2][]games.ID
		for side := range sides {
			for _, o := range skiOptions(b, side == 0) {
				v, err := r.value(o)
				if err != nil {
					return 0, err
				}
				sides[side] = append(sides[side], v)
			}
		}
		var err error
		if id, err = r.s.FromOptions(sides[0], sides[1]); err != nil {
			return 0, err
		}
		r.memo[key] = id
	}
	if neg {
		return r.s.CanonicalSum(games.Term{ID: id, Mult: -1})
	}
	return id, nil
}

// row returns the value of one row on its own (no jumps).
func (r *skiRules) row(row string) (games.ID, error) {
	if id, ok := r.rows[row]; ok {
		return id, nil
	}
	var id games.ID
	var err error
	if l, rr := strings.IndexAny(row, "Ll"), strings.LastIndexAny(row, "Rr"); l < 0 || rr < 0 || rr < l {
		// No Left skier left of a Right skier: each skier's cells to go.
		n := 0
		for j, c := range row {
			if skiOwn(byte(c), true) {
				n += len(row) - j
			} else if skiOwn(byte(c), false) {
				n -= j + 1
			}
		}
		id = r.s.Integer(int64(n))
	} else {
		b := &stoneBoard{h: 1, w: len(row), c: []byte(row)}
		var sides [2][]games.ID
		for side := range sides {
			for _, o := range skiOptions(b, side == 0) {
				v, err := r.row(string(o.c))
				if err != nil {
					return 0, err
				}
				sides[side] = append(sides[side], v)
			}
		}
		id, err = r.s.FromOptions(sides[0], sides[1])
	}
	if err != nil {
		return 0, err
	}
	r.rows[row] = id
	return id, nil
}
