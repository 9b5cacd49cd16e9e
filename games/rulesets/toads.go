package rulesets

import (
	"fmt"
	"strings"

	"cgcalc/games"
)

// Toads and Frogs (Winning Ways, ch. 1; Erickson, "New Toads and Frogs
// Results", Games of No Chance, 1996) is played on a strip of cells, each
// empty or holding a toad or a frog. Left moves a toad one cell to the
// right into an empty cell, or jumps it over a frog just to its right into
// the empty cell beyond; Right moves frogs to the left the same way.
// Positions are written as CGSuite writes them: 't' a toad, 'f' a frog,
// '.' an empty cell, read without regard to case: "tt..ff".
//
// # Splitting
//
// Some pieces can never move again and can never be jumped: they are walls,
// and the strip falls apart at them into segments that are independent
// games, each played as if its ends were the ends of the board. The walls
// are the greatest set S of occupied cells such that
//
//   - a toad at c in S has the edge of the board at c+1, or a piece of S at
//     c+1 that is a toad or has the edge or a piece of S at c+2 beyond it;
//   - a frog at c in S has, mirrored, the edge at c−1, or a piece of S at
//     c−1 that is a frog or has the edge or a piece of S at c−2 beyond it.
//
// Claim: no piece of S ever moves, and no piece ever jumps over a cell of
// S. By induction over a play: while the cells of S hold their pieces, a
// toad of S at c cannot push (c+1 is the edge or occupied) and cannot jump
// (it needs a frog at c+1 and an empty c+2; a frog of S at c+1 comes with
// the edge or a piece of S at c+2); frogs likewise. No other piece enters
// a cell of S, which stays occupied. A frog would jump a toad of S at c from
// c+1, which is the edge or a piece of S, which does not move; a toad would
// jump a frog of S at c from c−1, likewise. So S stays as it is forever.
//
// Each segment (a maximal run of cells not in S) is then an independent
// game played as on a board of its own. The cell of S just after a segment
// is a toad (a frog of S has the edge or S at its left, not a segment
// cell), and the cell of S just before it is a frog. A toad of the segment
// next to that toad can neither push into it nor jump it (toads jump only
// frogs), as at the edge of a board; a jump into a cell of S is impossible,
// as off the board; frogs mirror this. So every move is a move of one
// segment, with the same options as on its own board, and the value of a
// position is the sum of the values of its segments: a game whose every
// move is a move in exactly one of independent parts is, by the definition
// of the disjunctive sum, their sum. In a position with no move at all
// every piece is in S; Erickson's dead pieces (a run starting with two
// toads or the left edge and ending with two frogs or the right edge) are
// in S too.
//
// A segment without frogs is an integer: only Left moves, each move takes
// one toad one cell right, and every play has the same length, the sum
// over the toads of the empty cells to their right; empty cells to the
// left of its first piece are never used. Mirrored, a segment without
// toads is a negative integer.
//
// The conditions of this argument, and the tests that fail when the code
// ignores one (each checked by breaking it in the code):
//
//   - a toad with a frog of S at c+1 is in S only with the edge or S at
//     c+2, as it could jump ("tt.ff" is *: TestToadsValues); mirrored for
//     frogs ("t.tf" is 1/2). The other alternative, a toad of S at c+1,
//     is implied by this one (that toad has the edge or S at c+2), so no
//     test can tell it apart: it is kept as the rule reads;
//   - a cell leaving S can change the condition of the cells up to two
//     away, which are looked at again ("ttt..ff": TestToadsValues);
//   - empty cells are dropped only on the side no piece can reach: left
//     of a segment with no frog, right of one with no toad ("tft.f",
//     "t.f");
//   - a one-kind segment counts the empty cells to the right of each toad
//     (TestToadsNaive, 400 random strips, also checking that the
//     segments' naive values sum to the strip's);
//   - the mirror is the negative (TestToadsValues, TestToadsNaive).
//
// # Memo
//
// A segment is remembered under the smaller of its string and its mirror
// (reversed, toads and frogs swapped), whose value is the negative: the
// mirror of every play of one is a play of the other with the players
// exchanged.
func init() {
	register("toads-and-frogs", func(s *games.Store) Ruleset {
		return &toadsRules{s: s, memo: map[string]games.ID{}}
	})
}

// toadsPosition is a Toads and Frogs strip: one byte a cell, 't', 'f' or
// '.'.
type toadsPosition string

// String is the strip as CGSuite writes it: "tt..ff".
func (p toadsPosition) String() string { return string(p) }

// Picture is the strip as a board of one row.
func (p toadsPosition) Picture() Picture { return &Board{Rows: [][]rune{[]rune(string(p))}} }

// toadsRules is the Toads and Frogs ruleset of one store: its memo maps
// segments (in the orientation toadsKey chooses) to canonical forms.
type toadsRules struct {
	s    *games.Store
	memo map[string]games.ID
}

func (*toadsRules) Name() string    { return "toads-and-frogs" }
func (*toadsRules) Impartial() bool { return false }

// Parse reads a strip of 't', 'f' and '.', in either case; the empty strip
// is the empty board, 0.
func (*toadsRules) Parse(text string) (Position, error) {
	return parseStrip(text, "tf.", "a toad (t), a frog (f) or an empty cell (.)", func(b []byte) Position {
		return toadsPosition(b)
	})
}

// parseStrip reads text as a strip of the cells in chars, lower-cased,
// naming what the cells may be in its error.
func parseStrip(text, chars, want string, mk func([]byte) Position) (Position, error) {
	b := make([]byte, 0, len(text))
	col := 0
	for _, r := range text {
		col++
		c := r
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c >= 0x80 || !strings.ContainsRune(chars, c) {
			return nil, &ParseError{Col: col, Msg: fmt.Sprintf("%q is not %s", r, want)}
		}
		b = append(b, byte(c))
	}
	return mk(b), nil
}

// Options returns the strips each player can move to, as CGSuite lists
// them: for each piece from the left, its push or its jump.
func (*toadsRules) Options(p Position) (left, right []Position) {
	q, ok := p.(toadsPosition)
	if !ok {
		return nil, nil
	}
	for _, b := range toadsMoves([]byte(q), true) {
		left = append(left, toadsPosition(b))
	}
	for _, b := range toadsMoves([]byte(q), false) {
		right = append(right, toadsPosition(b))
	}
	return left, right
}

// toadsMoves returns the strips Left (toads, moving right) or Right
// (frogs, moving left) can move b to, each a new slice.
func toadsMoves(b []byte, left bool) [][]byte {
	us, them, d := byte('t'), byte('f'), 1
	if !left {
		us, them, d = 'f', 't', -1
	}
	n := len(b)
	at := func(i int) byte {
		if i < 0 || i >= n {
			return '#'
		}
		return b[i]
	}
	var out [][]byte
	for i := range n {
		if b[i] != us {
			continue
		}
		to := -1
		switch {
		case at(i+d) == '.':
			to = i + d
		case at(i+d) == them && at(i+2*d) == '.':
			to = i + 2*d
		}
		if to >= 0 {
			o := []byte(string(b))
			o[i], o[to] = '.', us
			out = append(out, o)
		}
	}
	return out
}

// Value returns the canonical form of the strip: the sum of its segments'
// values.
func (r *toadsRules) Value(p Position) (games.ID, error) {
	q, ok := p.(toadsPosition)
	if !ok {
		return 0, fmt.Errorf("%v is not a Toads and Frogs position", p)
	}
	return r.value([]byte(q))
}

func (r *toadsRules) value(b []byte) (games.ID, error) {
	var terms []games.Term
	var n int64 // the integer segments, summed
	for _, seg := range toadsSplit(b) {
		if k, ok := toadsInteger(seg); ok {
			n += k
			continue
		}
		id, err := r.segment(seg)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: id, Mult: 1})
	}
	if n != 0 || len(terms) == 0 {
		terms = append(terms, games.Term{ID: r.s.Integer(n), Mult: 1})
	}
	if len(terms) == 1 {
		return terms[0].ID, nil
	}
	return r.s.CanonicalSum(terms...)
}

// segment returns the value of a segment, from the memo or from its
// options.
func (r *toadsRules) segment(seg string) (games.ID, error) {
	// A unit of work for each cell: the key reads the segment, and a new
	// one's moves are found cell by cell.
	if err := r.s.Work(len(seg)); err != nil {
		return 0, err
	}
	key, neg := toadsKey(seg)
	id, ok := r.memo[key]
	if !ok {
		var err error
		if id, err = r.solve(key); err != nil {
			return 0, err
		}
		r.memo[key] = id
	}
	if neg {
		return r.s.Minus(id)
	}
	return id, nil
}

// solve computes the canonical form of a segment from its options.
func (r *toadsRules) solve(seg string) (games.ID, error) {
	var opts [2][]games.ID
	for i, left := range []bool{true, false} {
		for _, o := range toadsMoves([]byte(seg), left) {
			id, err := r.value(o)
			if err != nil {
				return 0, err
			}
			opts[i] = append(opts[i], id)
		}
	}
	return r.s.FromOptions(opts[0], opts[1])
}

// toadsSplit returns the segments of b that pieces can still move in, as
// the comment at the top of this file explains, each trimmed of empty
// cells no piece can reach: those left of its first piece when it has no
// frog, those right of its last piece when it has no toad. Segments with
// no piece are left out.
func toadsSplit(b []byte) []string {
	n := len(b)
	wall := make([]bool, n)
	for i, c := range b {
		wall[i] = c != '.'
	}
	fixed := func(j int) bool { return j < 0 || j >= n || wall[j] }
	holds := func(i int) bool {
		if b[i] == 't' {
			j := i + 1
			return j >= n || wall[j] && (b[j] == 't' || fixed(j+1))
		}
		j := i - 1
		return j < 0 || wall[j] && (b[j] == 'f' || fixed(j-1))
	}
	// A cell's condition looks at most two cells away, so when a cell
	// leaves the set only the cells within two of it are checked again.
	work := make([]int, 0, n)
	for i := n - 1; i >= 0; i-- {
		if wall[i] {
			work = append(work, i)
		}
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if !wall[i] || holds(i) {
			continue
		}
		wall[i] = false
		for j := max(i-2, 0); j <= min(i+2, n-1); j++ {
			if wall[j] {
				work = append(work, j)
			}
		}
	}
	var segs []string
	for i := 0; i < n; {
		if wall[i] {
			i++
			continue
		}
		j := i
		for j < n && !wall[j] {
			j++
		}
		seg := string(b[i:j])
		if !strings.Contains(seg, "f") {
			seg = strings.TrimLeft(seg, ".")
		}
		if !strings.Contains(seg, "t") {
			seg = strings.TrimRight(seg, ".")
		}
		if seg != "" {
			segs = append(segs, seg)
		}
		i = j
	}
	return segs
}

// toadsInteger returns the value of a segment with pieces of one kind
// only: the number of moves its player has, positive for toads.
func toadsInteger(seg string) (int64, bool) {
	toads, frogs := strings.Contains(seg, "t"), strings.Contains(seg, "f")
	if toads && frogs {
		return 0, false
	}
	var n int64
	empty := int64(0)
	if toads {
		for i := len(seg) - 1; i >= 0; i-- {
			if seg[i] == '.' {
				empty++
			} else {
				n += empty
			}
		}
		return n, true
	}
	for i := range len(seg) {
		if seg[i] == '.' {
			empty++
		} else {
			n -= empty
		}
	}
	return n, true
}

// toadsMirror returns seg reversed with toads and frogs swapped: the
// negative position.
func toadsMirror(seg string) string {
	m := make([]byte, len(seg))
	for i := range len(seg) {
		c := seg[len(seg)-1-i]
		switch c {
		case 't':
			c = 'f'
		case 'f':
			c = 't'
		}
		m[i] = c
	}
	return string(m)
}

// toadsKey returns the memo key of seg, the smaller of seg and its mirror,
// and whether it is the mirror (whose value is the negative of seg's).
func toadsKey(seg string) (string, bool) {
	if m := toadsMirror(seg); m < seg {
		return m, true
	}
	return seg, false
}
