package loopy

import (
	"fmt"
	"math/bits"
	"strings"
)

// Fox and Geese (Winning Ways, 2nd ed.; CGSuite
// (Siegel), version 2.x, game.grid.FoxAndGeese and GenFoxAndGeese) is
// played on the dark squares of a checkerboard Width columns wide (8 in
// the traditional game) and unbounded upwards. Squares are (row, column)
// with rows counted from 1 at the bottom and columns from 1 at the left;
// the dark squares are those with row + column even.
//
// Left has the geese: a move takes one goose one square diagonally down
// (row − 1, column ± 1) onto an empty square of the board. Right has the
// fox: a move takes it one square diagonally in any of the four directions
// onto a square no goose holds (row ≥ 1, 1 ≤ column ≤ Width). Nobody
// jumps or captures. The geese win by trapping the fox; since every goose
// move lowers a goose, the geese have finitely many moves, and the fox
// wins by waiting for them to run out, possibly moving back and forth for
// ever — the game is loopy.
//
// # The fox's range
//
// CGSuite's GenFoxAndGeese(boardWidth, foxRange) lets the fox move up to
// foxRange squares along one diagonal, never changing direction and never
// passing a goose; Range holds foxRange (0 counts as 1). Ceylonese Fox and
// Geese is CGSuite's GenFoxAndGeese(foxRange => 2), a fox that moves one
// or two squares; the traditional game (Winning Ways, ch. 20) is range 1.
//
// # The escaped fox
//
// As CGSuite does, a position in which the fox has got past the geese is
// given the value off = {|off}: the fox stands on or above the row M of
// the highest goose, or on row M − 1 with one of its two squares upwards
// (M, column ± 1) on the board and free of geese. From there the fox
// reaches row M and is never trapped. The Graph of a position has one
// node "off" (no Left option, its only Right option itself) for all of
// them; every other position has the fox below row M − 1 or with both
// upward squares blocked, so the fox never goes above row M − 1 and the
// geese never go up: the positions reachable are finitely many.

// Square is a square of the Fox and Geese board: Row counted from 1 at the
// bottom, Col from 1 at the left.
type Square struct {
	Row, Col int
}

// FoxGeese is a Fox and Geese position: the board's width, the squares of
// the geese (distinct, in any order) and the fox's square.
type FoxGeese struct {
	Width int
	Geese []Square
	Fox   Square
	// Range is how many squares the fox may move along a diagonal: 0 or
	// 1 in Fox and Geese, 2 in Ceylonese Fox and Geese.
	Range int
}

// MaxFoxRange bounds a FoxGeese's Range: the fox never crosses more
// squares than the board's 128 cells allow.
const MaxFoxRange = 128

// foxGeeseMaxCells bounds Width × (the highest goose's row): the squares a
// position's followers can use, held in a 128-bit set.
const foxGeeseMaxCells = 128

// NewFoxGeese checks a position given by coordinates, as CGSuite's
// FoxAndGeese(geese, fox) takes it: every square has 1 ≤ column ≤ width,
// row ≥ 1 and row + column even, the geese are distinct and the fox is not
// on a goose.
func NewFoxGeese(width int, geese []Square, fox Square) (*FoxGeese, error) {
	if width < 1 {
		return nil, fmt.Errorf("fox and geese: the board's width must be at least 1, not %d", width)
	}
	valid := func(s Square) bool {
		return s.Row >= 1 && s.Col >= 1 && s.Col <= width && (s.Row+s.Col)%2 == 0
	}
	seen := map[Square]bool{}
	for _, g := range geese {
		if !valid(g) {
			return nil, fmt.Errorf("fox and geese: goose at (%d,%d): a square needs 1 <= col <= %d, row >= 1 and row+col even", g.Row, g.Col, width)
		}
		if seen[g] {
			return nil, fmt.Errorf("fox and geese: two geese at (%d,%d)", g.Row, g.Col)
		}
		seen[g] = true
	}
	if !valid(fox) {
		return nil, fmt.Errorf("fox and geese: fox at (%d,%d): a square needs 1 <= col <= %d, row >= 1 and row+col even", fox.Row, fox.Col, width)
	}
	if seen[fox] {
		return nil, fmt.Errorf("fox and geese: the fox at (%d,%d) is on a goose", fox.Row, fox.Col)
	}
	return &FoxGeese{Width: width, Geese: append([]Square(nil), geese...), Fox: fox}, nil
}

// ParseFoxGeese reads a position as CGSuite prints it: the rows of the
// board from the top down, separated by '|', each Width characters long,
// 'x' a goose, 'o' the fox and '.' an empty square (in either case); the
// bottom row is row 1. Pieces must stand on dark squares (row + column
// even). The geese at row 4, columns 2, 4, 6, 8 and the fox at (1,1) are
// ".x.x.x.x|........|........|o.......". Errors name the column of the
// text, counted in characters from 1.
func ParseFoxGeese(text string) (*FoxGeese, error) {
	lines := strings.Split(text, "|")
	width := -1
	p := &FoxGeese{}
	foxes := 0
	col := 0 // characters read, for errors
	for i, line := range lines {
		row := len(lines) - i
		n := 0
		for _, r := range line {
			col++
			n++
			c := r
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			switch c {
			case '.':
				continue
			case 'x', 'o':
			default:
				return nil, fmt.Errorf("column %d: %q is not a goose (x), the fox (o) or an empty square (.)", col, r)
			}
			if (row+n)%2 != 0 {
				return nil, fmt.Errorf("column %d: %q at row %d, column %d is on a light square (pieces stand on squares with row+column even)", col, r, row, n)
			}
			if c == 'x' {
				p.Geese = append(p.Geese, Square{row, n})
				continue
			}
			if foxes++; foxes > 1 {
				return nil, fmt.Errorf("column %d: a second fox", col)
			}
			p.Fox = Square{row, n}
		}
		col++ // the '|'
		if width < 0 {
			width = n
		} else if n != width {
			return nil, fmt.Errorf("column %d: row %d has %d squares, the top row %d", col-1, row, n, width)
		}
	}
	if width == 0 {
		return nil, fmt.Errorf("column 1: an empty board")
	}
	if foxes == 0 {
		return nil, fmt.Errorf("column %d: no fox (o)", col-1)
	}
	p.Width = width
	return p, nil
}

// String is the position as CGSuite prints it: the rows from the highest
// piece's down to row 1, separated by '|'.
func (p *FoxGeese) String() string {
	top := p.Fox.Row
	for _, g := range p.Geese {
		top = max(top, g.Row)
	}
	rows := make([][]byte, top)
	for i := range rows {
		rows[i] = []byte(strings.Repeat(".", p.Width))
	}
	for _, g := range p.Geese {
		rows[top-g.Row][g.Col-1] = 'x'
	}
	rows[top-p.Fox.Row][p.Fox.Col-1] = 'o'
	var b strings.Builder
	for i, r := range rows {
		if i > 0 {
			b.WriteByte('|')
		}
		b.Write(r)
	}
	return b.String()
}

// fgState is a position in the Graph's search: the geese as a set of cells
// (cell (row−1)·width + col−1) and the fox's cell, or the escaped fox.
type fgState struct {
	geese [2]uint64
	fox   int16
}

// fgOff is the key of the node "off", for every position the fox has
// escaped from.
var fgOff = fgState{fox: -1}

func (s *fgState) has(c int) bool { return s.geese[c>>6]>>(c&63)&1 != 0 }
func (s *fgState) flip(c int)     { s.geese[c>>6] ^= 1 << (c & 63) }

// top returns the highest goose's row, 0 with no goose.
func (s *fgState) top(w int) int {
	hi := -1
	if s.geese[1] != 0 {
		hi = 64 + 63 - bits.LeadingZeros64(s.geese[1])
	} else if s.geese[0] != 0 {
		hi = 63 - bits.LeadingZeros64(s.geese[0])
	}
	return hi/w + 1
}

// escaped reports whether the fox has got past the geese, as CGSuite's
// Decomposition tests it (see the comment at the top of this file).
func (s *fgState) escaped(w int) bool {
	m := s.top(w)
	if s.geese == [2]uint64{} {
		return true
	}
	r, c := int(s.fox)/w+1, int(s.fox)%w+1
	if r >= m {
		return true
	}
	if r < m-1 {
		return false
	}
	up := int(s.fox) + w
	return c > 1 && !s.has(up-1) || c < w && !s.has(up+1)
}

// FoxGeeseLimit is the default bound on the positions of a Graph.
const FoxGeeseLimit = 1 << 20

// Graph returns the game graph of the position's followers: node 0 is p,
// each node's label is its position as String writes it, and every
// position the fox has escaped from is the one node "off" (Left has no
// option there, Right's only option is that node itself). Left's options
// are listed goose by goose (by row from the bottom, then column), each
// down-left before down-right; Right's are the fox's down-left,
// down-right, up-left, up-right, each direction's squares nearest first
// up to its Range. It stops with an error when the graph
// would have more than limit nodes (limit ≤ 0 means FoxGeeseLimit), and
// when poll (if not nil), called every 1024 positions, returns one.
//
// # The mirror
//
// Reflecting the board left to right, column c ↦ Width+1−c, maps the
// moves of a position onto the moves of its mirror image (the geese's
// two moves down, the fox's four diagonals, the board's edges and the
// escape test are all symmetric), so a position and its mirror image
// have the same value. On a board of odd width the mirror keeps the dark
// squares dark, and Graph makes one node of a position and its mirror
// image: each node stands for both, its label the one of the two that
// comes first in an order of the positions fixed for the graph, and an
// option that is the mirror image of a node leads to that node. The
// order (fgLess, or its reverse) is chosen so that node 0 is p itself
// (its options are p's, up to mirror images); the graph has about half
// the nodes of the positions. On a board of
// even width (the traditional 8) the mirror image of a position has its
// pieces on light squares, so no two positions of a game are mirror
// images of each other, and every position is its own node.
func (p *FoxGeese) Graph(limit int, poll func() error) (*Graph, error) {
	return p.graph(limit, poll, true)
}

// graph is Graph, making one node of a position and its mirror image on
// a board of odd width when mirror is true, every position its own node
// when it is false.
func (p *FoxGeese) graph(limit int, poll func() error, mirror bool) (*Graph, error) {
	if limit <= 0 {
		limit = FoxGeeseLimit
	}
	if _, err := NewFoxGeese(p.Width, p.Geese, p.Fox); err != nil {
		return nil, err
	}
	if p.Range < 0 || p.Range > MaxFoxRange {
		return nil, fmt.Errorf("fox and geese: the fox's range must be from 1 to %d, not %d", MaxFoxRange, p.Range)
	}
	reach := max(p.Range, 1)
	w := p.Width
	start := fgState{}
	top := 0
	for _, g := range p.Geese {
		top = max(top, g.Row)
	}
	if w*top > foxGeeseMaxCells {
		return nil, fmt.Errorf("fox and geese: %d columns and geese up to row %d make %d squares, more than %d", w, top, w*top, foxGeeseMaxCells)
	}
	for _, g := range p.Geese {
		start.flip((g.Row-1)*w + g.Col - 1)
	}
	if p.Fox.Row >= top || top == 0 {
		start = fgOff
	} else {
		start.fox = int16((p.Fox.Row-1)*w + p.Fox.Col - 1)
		if start.escaped(w) {
			start = fgOff
		}
	}
	options := func(s fgState) (left, right []fgState) { return s.options(w, reach) }
	if mirror && w%2 == 1 && start != fgOff {
		m := newFgMirror(w, top)
		// The order: the lesser state of a pair, or the greater when p
		// is the greater, so that p is its own pair's node.
		greater := fgLess(m.image(start), start)
		options = func(s fgState) (left, right []fgState) {
			left, right = s.options(w, reach)
			for _, side := range [2][]fgState{left, right} {
				for i, t := range side {
					if t == fgOff {
						continue
					}
					if u := m.image(t); fgLess(u, t) != greater {
						side[i] = u
					}
				}
			}
			return left, right
		}
	}
	return explore("fox and geese", start, limit, poll, options,
		func(s fgState) string {
			if s == fgOff {
				return "off"
			}
			return s.position(w).String()
		})
}

// options returns Left's and Right's options of a state, in the order
// Graph describes, the fox moving up to reach squares along a diagonal; a
// state the fox has escaped from becomes fgOff, whose only option is
// Right's move to itself.
func (s fgState) options(w, reach int) (ls, rs []fgState) {
	if s == fgOff {
		return nil, []fgState{fgOff}
	}
	next := func(t fgState, to *[]fgState) {
		if t.escaped(w) {
			t = fgOff
		}
		*to = append(*to, t)
	}
	fox := int(s.fox)
	fr, fc := fox/w+1, fox%w+1
	// Left: the geese, from the lowest cell up.
	for part := range 2 {
		for set := s.geese[part]; set != 0; set &= set - 1 {
			c := part*64 + bits.TrailingZeros64(set)
			r, col := c/w+1, c%w+1
			if r == 1 {
				continue
			}
			for _, dc := range [2]int{-1, 1} {
				nc := col + dc
				if nc < 1 || nc > w {
					continue
				}
				to := c - w + dc
				if to == fox || s.has(to) {
					continue
				}
				t := s
				t.flip(c)
				t.flip(to)
				next(t, &ls)
			}
		}
	}
	// Right: the fox, nearer squares first along each diagonal; it stops
	// at the edge of the board and at a goose.
	for _, d := range [4][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}} {
		for k := 1; k <= reach; k++ {
			nr, nc := fr+k*d[0], fc+k*d[1]
			if nr < 1 || nc < 1 || nc > w {
				break
			}
			to := (nr-1)*w + nc - 1
			if s.has(to) {
				break
			}
			t := s
			t.fox = int16(to)
			next(t, &rs)
		}
	}
	return ls, rs
}

// position returns the FoxGeese of a state that is not fgOff.
func (s *fgState) position(w int) *FoxGeese {
	p := &FoxGeese{Width: w, Fox: Square{int(s.fox)/w + 1, int(s.fox)%w + 1}}
	for part := range 2 {
		for set := s.geese[part]; set != 0; set &= set - 1 {
			c := part*64 + bits.TrailingZeros64(set)
			p.Geese = append(p.Geese, Square{c/w + 1, c%w + 1})
		}
	}
	return p
}

// fgLess is the fixed order of states Graph uses to choose between a
// position and its mirror image: by the geese's upper cells, their lower
// cells, then the fox's cell.
func fgLess(a, b fgState) bool {
	if a.geese[1] != b.geese[1] {
		return a.geese[1] < b.geese[1]
	}
	if a.geese[0] != b.geese[0] {
		return a.geese[0] < b.geese[0]
	}
	return a.fox < b.fox
}

// fgMirror maps each cell of a board to its mirror image, column c ↦
// width+1−c in the same row.
type fgMirror struct {
	cell [foxGeeseMaxCells]uint8
}

// newFgMirror returns the mirror of the board w columns wide, its rows up
// to top (w·top ≤ foxGeeseMaxCells).
func newFgMirror(w, top int) *fgMirror {
	m := &fgMirror{}
	for c := range w * top {
		m.cell[c] = uint8(c - c%w + w - 1 - c%w)
	}
	return m
}

// image returns the mirror image of a state other than fgOff.
func (m *fgMirror) image(s fgState) fgState {
	t := fgState{fox: int16(m.cell[s.fox])}
	for part := range 2 {
		for set := s.geese[part]; set != 0; set &= set - 1 {
			t.flip(int(m.cell[part*64+bits.TrailingZeros64(set)]))
		}
	}
	return t
}
