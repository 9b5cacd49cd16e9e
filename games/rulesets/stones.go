package rulesets

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"cgcalc/games"
)

// This file is the common ground of the board games with stones and
// pieces (Clobber and its variants, Konane, Amazons): the board as CGSuite
// writes it, the split into independent regions, the canonical key of a
// region under the symmetries of the square and the exchange of colours,
// and the memoised solver.

// Cells of a stone board, as CGSuite writes them.
const (
	stoneEmpty = '.'
	stoneLeft  = 'x' // Left's stone (black, blue)
	stoneRight = 'o' // Right's stone (white, red)
	stoneWall  = '#' // off the board (or, in Amazons, an arrow)
)

// stoneMaxSide bounds the rows and the columns of a board (keys hold them
// in a byte), and stoneMaxCells its cells.
const (
	stoneMaxSide  = 255
	stoneMaxCells = 4096
)

// stoneBoard is a rectangular board: c[i*w+j] is the cell in row i, column
// j, one of . x o #.
type stoneBoard struct {
	h, w int
	c    []byte
}

// String is CGSuite's string: the rows, top first, separated by '|'.
func (b *stoneBoard) String() string {
	var sb strings.Builder
	for i := 0; i < b.h; i++ {
		if i > 0 {
			sb.WriteByte('|')
		}
		sb.Write(b.c[i*b.w : (i+1)*b.w])
	}
	return sb.String()
}

// Picture is the board, for drawing.
func (b *stoneBoard) Picture() Picture {
	rows := make([][]rune, b.h)
	for i := range rows {
		rows[i] = []rune(string(b.c[i*b.w : (i+1)*b.w]))
	}
	return &Board{Rows: rows}
}

// clone returns a copy of b.
func (b *stoneBoard) clone() *stoneBoard {
	return &stoneBoard{h: b.h, w: b.w, c: bytes.Clone(b.c)}
}

// at returns the cell at row i, column j, or a wall off the board.
func (b *stoneBoard) at(i, j int) byte {
	if i < 0 || j < 0 || i >= b.h || j >= b.w {
		return stoneWall
	}
	return b.c[i*b.w+j]
}

// parseStones reads CGSuite's string of a board: rows separated by '|',
// each cell one of the runes in cells. Every row has the same length; an
// empty text is the empty board.
func parseStones(text, cells string) (*stoneBoard, error) {
	b := &stoneBoard{}
	col, rowStart, rowLen := 0, 1, 0
	for _, r := range text {
		col++
		switch {
		case r == '|':
			if b.h == 0 {
				b.w = rowLen
			} else if rowLen != b.w {
				return nil, &ParseError{Col: rowStart, Msg: fmt.Sprintf("row %d has %d cells, row 1 has %d", b.h+1, rowLen, b.w)}
			}
			b.h++
			rowStart, rowLen = col+1, 0
		case r < utf8.RuneSelf && strings.ContainsRune(cells, r):
			b.c = append(b.c, byte(r))
			rowLen++
		default:
			return nil, &ParseError{Col: col, Msg: fmt.Sprintf("%q is not a cell (the cells are %s, rows separated by |)", r, spaced(cells))}
		}
		if rowLen > stoneMaxSide || len(b.c) > stoneMaxCells {
			return nil, &ParseError{Col: col, Msg: fmt.Sprintf("the board is too large (at most %d cells, %d in a row or column)", stoneMaxCells, stoneMaxSide)}
		}
	}
	if b.h == 0 {
		b.w = rowLen
	} else if rowLen != b.w {
		return nil, &ParseError{Col: rowStart, Msg: fmt.Sprintf("row %d has %d cells, row 1 has %d", b.h+1, rowLen, b.w)}
	}
	b.h++
	if b.h > stoneMaxSide {
		return nil, &ParseError{Col: col, Msg: fmt.Sprintf("the board is too large (at most %d rows)", stoneMaxSide)}
	}
	if b.w == 0 {
		if b.h > 1 {
			return nil, &ParseError{Col: 1, Msg: "the rows are empty"}
		}
		b.h = 0
	}
	return b, nil
}

// spaced writes the runes of s apart: ". x o #".
func spaced(s string) string {
	return strings.Join(strings.Split(s, ""), " ")
}

// stoneDirs are unit steps: the orthogonal ones, the diagonal ones, and
// all eight.
var (
	stoneOrthogonal = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	stoneDiagonal   = [][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
	stoneCompass    = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
)

// stoneComponents returns the connected components of the cells of b for
// which live holds, two live cells joined when one is a step of dirs from
// the other; each component is a list of cell indices.
func stoneComponents(b *stoneBoard, live func(byte) bool, dirs [][2]int) [][]int {
	seen := make([]bool, len(b.c))
	var comps [][]int
	var stack []int
	for start, c := range b.c {
		if seen[start] || !live(c) {
			continue
		}
		seen[start] = true
		comp := []int{}
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			comp = append(comp, p)
			i, j := p/b.w, p%b.w
			for _, d := range dirs {
				ni, nj := i+d[0], j+d[1]
				if ni < 0 || nj < 0 || ni >= b.h || nj >= b.w {
					continue
				}
				q := ni*b.w + nj
				if !seen[q] && live(b.c[q]) {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		comps = append(comps, comp)
	}
	return comps
}

// stoneExtract returns the smallest board holding the cells of comp, the
// other cells walls.
func stoneExtract(b *stoneBoard, comp []int) *stoneBoard {
	i0, j0, i1, j1 := b.h, b.w, -1, -1
	for _, p := range comp {
		i, j := p/b.w, p%b.w
		i0, j0, i1, j1 = min(i0, i), min(j0, j), max(i1, i), max(j1, j)
	}
	r := &stoneBoard{h: i1 - i0 + 1, w: j1 - j0 + 1}
	r.c = bytes.Repeat([]byte{stoneWall}, r.h*r.w)
	for _, p := range comp {
		i, j := p/b.w, p%b.w
		r.c[(i-i0)*r.w+j-j0] = b.c[p]
	}
	return r
}

// stoneCount counts the cells of comp in b holding c.
func stoneCount(b *stoneBoard, comp []int, c byte) int {
	n := 0
	for _, p := range comp {
		if b.c[p] == c {
			n++
		}
	}
	return n
}

// stoneSwap exchanges the colours of a cell.
func stoneSwap(c byte) byte {
	switch c {
	case stoneLeft:
		return stoneRight
	case stoneRight:
		return stoneLeft
	}
	return c
}

// stoneKey returns the canonical key of the region b: the least encoding
// over the eight symmetries of the square, each with the colours as they
// are and exchanged, and whether the least one exchanges the colours (then
// the key's region is the negative of b). The games of this file keep their
// values under the symmetries of the square (their directions of movement
// are closed under them), and exchanging the colours exchanges the players.
func stoneKey(b *stoneBoard) (key string, neg bool) {
	n := len(b.c)
	best := make([]byte, 0, n+2)
	buf := make([]byte, n+2)
	swapped := make([]byte, n+2)
	first := true
	for t := 0; t < 8; t++ {
		h, w := b.h, b.w
		if t&4 != 0 {
			h, w = w, h
		}
		buf[0], buf[1] = byte(h), byte(w)
		swapped[0], swapped[1] = byte(h), byte(w)
		k := 2
		for i := 0; i < h; i++ {
			for j := 0; j < w; j++ {
				si, sj := i, j
				if t&4 != 0 {
					si, sj = j, i
				}
				if t&1 != 0 {
					si = b.h - 1 - si
				}
				if t&2 != 0 {
					sj = b.w - 1 - sj
				}
				c := b.c[si*b.w+sj]
				buf[k], swapped[k] = c, stoneSwap(c)
				k++
			}
		}
		if first || bytes.Compare(buf, best) < 0 {
			best, neg, first = append(best[:0], buf...), false, false
		}
		if bytes.Compare(swapped, best) < 0 {
			best, neg = append(best[:0], swapped...), true
		}
	}
	return string(best), neg
}

// stoneGame is the rules of one board game: its moves and its split into
// independent regions.
type stoneGame interface {
	// options returns the boards Left (left true) or Right can move to.
	options(b *stoneBoard, left bool) []*stoneBoard
	// split returns the independent regions of b (each the smallest board
	// holding it, the rest walls), leaving out regions whose value is 0.
	split(b *stoneBoard) []*stoneBoard
}

// stoneSolver solves the boards of one game in one store, with a memo of
// the regions' values by canonical key.
type stoneSolver struct {
	s    *games.Store
	game stoneGame
	key  func(*stoneBoard) (string, bool) // stoneKey, or the game's own (stoneKeyer)
	memo map[string]games.ID              // regions, by canonical key
	seen map[string]games.ID              // whole boards, by their cells as they are
}

// newStoneSolver returns a solver of g's boards in s.
func newStoneSolver(s *games.Store, g stoneGame) *stoneSolver {
	key := stoneKey
	if k, ok := g.(stoneKeyer); ok {
		key = k.key
	}
	return &stoneSolver{s: s, game: g, key: key, memo: map[string]games.ID{}, seen: map[string]games.ID{}}
}

// stoneKeyer is a stoneGame whose regions keep their values under other
// symmetries than stoneKey's: key returns a region's canonical key and
// whether the key's region is its negative.
type stoneKeyer interface {
	key(b *stoneBoard) (key string, neg bool)
}

// stoneCloser is a stoneGame with a closed form for some regions:
// closed returns a region's value and whether it has one.
type stoneCloser interface {
	closed(b *stoneBoard) (games.ID, bool)
}

// transposeKey is the key of the games whose Left moves along columns and
// Right along rows, alike otherwise (Fission, Quelhas): the least encoding
// over the eight symmetries of the square, those that transpose the board
// exchanging the players (the key's region is then the negative). The
// colours of the cells are not exchanged.
func transposeKey(b *stoneBoard) (key string, neg bool) {
	n := len(b.c)
	best := make([]byte, 0, n+2)
	buf := make([]byte, n+2)
	for t := 0; t < 8; t++ {
		h, w := b.h, b.w
		if t&4 != 0 {
			h, w = w, h
		}
		buf[0], buf[1] = byte(h), byte(w)
		k := 2
		for i := 0; i < h; i++ {
			for j := 0; j < w; j++ {
				si, sj := i, j
				if t&4 != 0 {
					si, sj = j, i
				}
				if t&1 != 0 {
					si = b.h - 1 - si
				}
				if t&2 != 0 {
					sj = b.w - 1 - sj
				}
				buf[k] = b.c[si*b.w+sj]
				k++
			}
		}
		if t == 0 || bytes.Compare(buf, best) < 0 {
			best, neg = append(best[:0], buf...), t&4 != 0
		}
	}
	return string(best), neg
}

// value returns the canonical form of the board b: the sum of its
// regions. Boards met again (by another order of the same moves) are
// looked up as they are, before any split.
func (v *stoneSolver) value(b *stoneBoard) (games.ID, error) {
	exact := string(rune(b.w)) + string(b.c)
	if id, ok := v.seen[exact]; ok {
		return id, nil
	}
	id, err := v.sum(v.game.split(b))
	if err == nil {
		v.seen[exact] = id
	}
	return id, err
}

// sum returns the canonical form of the sum of the regions.
func (v *stoneSolver) sum(regions []*stoneBoard) (games.ID, error) {
	switch len(regions) {
	case 0:
		return games.Zero, nil
	case 1:
		return v.region(regions[0])
	}
	terms := make([]games.Term, 0, len(regions))
	for _, r := range regions {
		id, err := v.region(r)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: id, Mult: 1})
	}
	return v.s.CanonicalSum(terms...)
}

// region returns the canonical form of a region, from the memo or from
// its options.
func (v *stoneSolver) region(r *stoneBoard) (games.ID, error) {
	// A unit of work for each cell: the key looks at every cell under
	// each symmetry, and a new region's moves are listed cell by cell.
	if err := v.s.Work(len(r.c)); err != nil {
		return 0, err
	}
	if c, ok := v.game.(stoneCloser); ok {
		if id, ok := c.closed(r); ok {
			return id, nil
		}
	}
	key, neg := v.key(r)
	id, ok := v.memo[key]
	if !ok {
		var sides [2][]games.ID
		for side := range sides {
			for _, o := range v.game.options(r, side == 0) {
				oid, err := v.value(o)
				if err != nil {
					return 0, err
				}
				sides[side] = append(sides[side], oid)
			}
		}
		g, err := v.s.FromOptions(sides[0], sides[1])
		if err != nil {
			return 0, err
		}
		if id, err = v.negate(g, neg); err != nil {
			return 0, err
		}
		v.memo[key] = id
	}
	return v.negate(id, neg)
}

// negate returns −g if neg, else g.
func (v *stoneSolver) negate(g games.ID, neg bool) (games.ID, error) {
	if !neg || g == games.Zero {
		return g, nil
	}
	return v.s.CanonicalSum(games.Term{ID: g, Mult: -1})
}

// stoneRuleset is a Ruleset of a board game with stones or pieces.
type stoneRuleset struct {
	name   string
	form   string // how a position prints, a format of its quoted text; "" for (name text)
	cells  string // the runes a position's string may hold
	game   stoneGame
	solver *stoneSolver
}

// Name is the ruleset's name.
func (r *stoneRuleset) Name() string { return r.name }

// Impartial is false: Left and Right move their own pieces.
func (r *stoneRuleset) Impartial() bool { return false }

// Form is how a position whose quoted text is text prints: (name text),
// or the ruleset's own form (GenClobber's, with its parameters).
func (r *stoneRuleset) Form(text string) string {
	if r.form == "" {
		return "(" + r.name + " " + text + ")"
	}
	return fmt.Sprintf(r.form, text)
}

// Parse reads a board: rows separated by '|', each cell one of r.cells.
func (r *stoneRuleset) Parse(text string) (Position, error) {
	b, err := parseStones(text, r.cells)
	if err != nil {
		return nil, err
	}
	if c, ok := r.game.(stoneChecker); ok {
		if err := c.check(b); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// stoneChecker is a stoneGame whose boards must meet a condition beyond
// their cells (NoGo: every group has a liberty): check may rewrite the
// cells to their usual spelling, and returns a *ParseError for a board
// that breaks the condition.
type stoneChecker interface {
	check(b *stoneBoard) error
}

// Options returns the boards Left and Right can move to.
func (r *stoneRuleset) Options(p Position) (left, right []Position) {
	b := p.(*stoneBoard)
	for _, o := range r.game.options(b, true) {
		left = append(left, o)
	}
	for _, o := range r.game.options(b, false) {
		right = append(right, o)
	}
	return left, right
}

// Value returns the canonical form of the board.
func (r *stoneRuleset) Value(p Position) (games.ID, error) {
	return r.solver.value(p.(*stoneBoard))
}

// newStoneRuleset returns the ruleset called name playing g in s.
func newStoneRuleset(name string, s *games.Store, g stoneGame) *stoneRuleset {
	return &stoneRuleset{name: name, cells: ".xo#", game: g, solver: newStoneSolver(s, g)}
}

// newCellsRuleset is newStoneRuleset for a game whose boards hold the
// cells of cells (the first the empty cell, and '#' off the board).
func newCellsRuleset(name, cells string, s *games.Store, g stoneGame) *stoneRuleset {
	r := newStoneRuleset(name, s, g)
	r.cells = cells
	return r
}
