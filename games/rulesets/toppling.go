package rulesets

import (
	"fmt"
	"slices"

	"cgcalc/games"
)

// Toppling Dominoes (Albert, Nowakowski and Wolfe, Lessons in Play, 2007;
// Fink, Nowakowski, Siegel and Wolfe, "Toppling Conjectures", Games of No
// Chance 4, 2015) is played on a row of dominoes, blue (Left's), red
// (Right's) and green (either's). A player topples one of their own
// dominoes or a green one, to the left or to the right, and it knocks down
// every domino on that side of it. Positions are written as CGSuite writes
// them: 'l' blue, 'r' red, 'e' green, '.' an empty cell, read without
// regard to case: "lrel". As in CGSuite, a toppled domino leaves its cell
// empty and an empty cell stops nothing: toppling knocks down every domino
// on its side, across empty cells, so a position's value depends only on
// its dominoes in order.
//
// A row does not split, but every position reached from it is a prefix or
// a suffix of its dominoes, so a row of n dominoes has at most n(n+1)/2
// followers. The memo keys a row of dominoes by the least of four strings:
// the row, its reverse (the same game, toppling left and right exchanged)
// and both with blue and red swapped (the negative).
func init() {
	register("toppling-dominoes", func(s *games.Store) Ruleset {
		return &toppleRules{s: s, memo: map[string]games.ID{}}
	})
}

// topplePosition is a row of Toppling Dominoes: one byte a cell, 'l',
// 'r', 'e' or '.'.
type topplePosition string

// String is the row as CGSuite writes it: "lr.e".
func (p topplePosition) String() string { return string(p) }

// Picture is the row as a board of one row.
func (p topplePosition) Picture() Picture { return &Board{Rows: [][]rune{[]rune(string(p))}} }

// toppleRules is the Toppling Dominoes ruleset of one store: its memo maps
// rows of dominoes (no empty cells, in the orientation toppleKey chooses)
// to canonical forms.
type toppleRules struct {
	s    *games.Store
	memo map[string]games.ID
}

func (*toppleRules) Name() string    { return "toppling-dominoes" }
func (*toppleRules) Impartial() bool { return false }

// Parse reads a row of 'l', 'r', 'e' and '.', in either case; the empty
// row is 0.
func (*toppleRules) Parse(text string) (Position, error) {
	return parseStrip(text, "lre.", "a blue (l), red (r) or green (e) domino or an empty cell (.)", func(b []byte) Position {
		return topplePosition(b)
	})
}

// Options returns the rows each player can move to, as CGSuite lists
// them: for each domino from the left that the player may topple, toppled
// to the left, then to the right; a row reached twice is listed once.
func (*toppleRules) Options(p Position) (left, right []Position) {
	q, ok := p.(topplePosition)
	if !ok {
		return nil, nil
	}
	for i, side := range [2]byte{'l', 'r'} {
		var opts []Position
		for j := range len(q) {
			if q[j] != side && q[j] != 'e' {
				continue
			}
			for _, o := range [2][]byte{toppleCells(q, 0, j+1), toppleCells(q, j, len(q))} {
				if !slices.Contains(opts, Position(topplePosition(o))) {
					opts = append(opts, topplePosition(o))
				}
			}
		}
		if i == 0 {
			left = opts
		} else {
			right = opts
		}
	}
	return left, right
}

// toppleCells returns q with cells from to to−1 emptied.
func toppleCells(q topplePosition, from, to int) []byte {
	b := []byte(string(q))
	for k := from; k < to; k++ {
		b[k] = '.'
	}
	return b
}

// Value returns the canonical form of the row.
func (r *toppleRules) Value(p Position) (games.ID, error) {
	q, ok := p.(topplePosition)
	if !ok {
		return 0, fmt.Errorf("%v is not a Toppling Dominoes position", p)
	}
	d := make([]byte, 0, len(q))
	for i := range len(q) {
		if q[i] != '.' {
			d = append(d, q[i])
		}
	}
	return r.row(string(d))
}

// row returns the value of a row of dominoes, from the memo or from its
// options.
func (r *toppleRules) row(d string) (games.ID, error) {
	if v, ok := toppleSimple(r.s, d); ok {
		return v, nil
	}
	// A unit of work for each domino: the key reads the row, and a new
	// row's moves are found domino by domino.
	if err := r.s.Work(len(d)); err != nil {
		return 0, err
	}
	key, neg := toppleKey(d)
	id, ok := r.memo[key]
	if !ok {
		var opts [2][]games.ID
		for i, side := range [2]byte{'l', 'r'} {
			for j := range len(key) {
				if key[j] != side && key[j] != 'e' {
					continue
				}
				for _, o := range [2]string{key[j+1:], key[:j]} {
					v, err := r.row(o)
					if err != nil {
						return 0, err
					}
					opts[i] = append(opts[i], v)
				}
			}
		}
		var err error
		if id, err = r.s.FromOptions(opts[0], opts[1]); err != nil {
			return 0, err
		}
		r.memo[key] = id
	}
	if neg {
		return r.s.Minus(id)
	}
	return id, nil
}

// toppleSimple returns the value of a row of one colour: n blue dominoes
// are the integer n (Left has a move to each shorter row, Right none), n
// red ones −n, and n green ones the nimber *n (either player moves to
// each shorter row, as in a Nim heap).
func toppleSimple(s *games.Store, d string) (games.ID, bool) {
	n := len(d)
	if n == 0 {
		return games.Zero, true
	}
	for i := 1; i < n; i++ {
		if d[i] != d[0] {
			return 0, false
		}
	}
	switch d[0] {
	case 'l':
		return s.Integer(int64(n)), true
	case 'r':
		return s.Integer(-int64(n)), true
	}
	return s.Value(games.NUS{M: uint64(n)}), true
}

// toppleKey returns the memo key of a row of dominoes, the least of the
// row, its reverse and their colour swaps, and whether it is a colour
// swap (whose value is the negative of d's).
func toppleKey(d string) (string, bool) {
	rev := []byte(d)
	slices.Reverse(rev)
	key, neg := d, false
	for _, c := range []struct {
		s   string
		neg bool
	}{{string(rev), false}, {toppleSwap(d), true}, {toppleSwap(string(rev)), true}} {
		if c.s < key {
			key, neg = c.s, c.neg
		}
	}
	return key, neg
}

// toppleSwap returns d with blue and red exchanged.
func toppleSwap(d string) string {
	b := []byte(d)
	for i, c := range b {
		switch c {
		case 'l':
			b[i] = 'r'
		case 'r':
			b[i] = 'l'
		}
	}
	return string(b)
}
