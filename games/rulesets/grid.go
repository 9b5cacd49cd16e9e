package rulesets

import (
	"fmt"
	"math/bits"
	"strings"
)

// This file holds what Domineering and Cram share: the grid positions as
// CGSuite writes them, and the bitboard regions their solvers work on.

// Limits on a grid position's text: a board of at most maxGridSide rows
// and columns and maxGridCells cells. A connected region of empty cells is
// solved on a bitboard, so its bounding box may hold at most 64 cells
// (8×8, 4×16, 2×32); larger boards are fine when walls of '#' cut them
// into such regions.
const (
	maxGridSide  = 256
	maxGridCells = 4096
)

// gridPos is a Domineering or Cram position: a rectangle of rows × cols
// cells, each empty ('.') or off the board ('#'), as CGSuite's Grid.Parse
// reads "..#|..." (rows top first, separated by '|').
type gridPos struct {
	rows, cols int
	empty      []bool // row-major
}

// String is CGSuite's string: rows of '.' and '#' joined by '|'.
func (p *gridPos) String() string {
	var b strings.Builder
	for r := range p.rows {
		if r > 0 {
			b.WriteByte('|')
		}
		for c := range p.cols {
			if p.empty[r*p.cols+c] {
				b.WriteByte('.')
			} else {
				b.WriteByte('#')
			}
		}
	}
	return b.String()
}

// Picture is the board: '.' empty, '#' off the board (or covered).
func (p *gridPos) Picture() Picture {
	rows := make([][]rune, p.rows)
	for r := range rows {
		rows[r] = make([]rune, p.cols)
		for c := range rows[r] {
			rows[r][c] = '#'
			if p.empty[r*p.cols+c] {
				rows[r][c] = '.'
			}
		}
	}
	return &Board{Rows: rows}
}

// parseGrid reads CGSuite's grid string: rows of '.' (empty) and '#'
// (off the board), top first, separated by '|', all of one length.
func parseGrid(text string) (*gridPos, error) {
	if text == "" {
		return nil, &ParseError{1, `empty board: write rows of '.' (empty) and '#' (off the board) separated by '|', such as "..|.."`}
	}
	p := &gridPos{}
	col, rowLen, rowStart := 0, 0, 1
	for _, ch := range text {
		col++
		switch ch {
		case '.', '#':
			if len(p.empty) >= maxGridCells {
				return nil, &ParseError{col, fmt.Sprintf("board too large: more than %d cells", maxGridCells)}
			}
			p.empty = append(p.empty, ch == '.')
			rowLen++
		case '|':
			if err := p.endRow(rowLen, rowStart); err != nil {
				return nil, err
			}
			rowLen, rowStart = 0, col+1
		default:
			return nil, &ParseError{col, fmt.Sprintf("%q is not a cell: use '.' (empty), '#' (off the board) and '|' between rows", ch)}
		}
	}
	if err := p.endRow(rowLen, rowStart); err != nil {
		return nil, err
	}
	return p, nil
}

// endRow closes a row of n cells that began at column start.
func (p *gridPos) endRow(n, start int) error {
	switch {
	case n == 0:
		return &ParseError{start, "empty row: each row needs at least one cell ('.' or '#')"}
	case p.rows == 0:
		if n > maxGridSide {
			return &ParseError{start, fmt.Sprintf("row of %d cells: at most %d", n, maxGridSide)}
		}
		p.cols = n
	case n != p.cols:
		return &ParseError{start, fmt.Sprintf("row %d has %s but row 1 has %d: rows must be of one length", p.rows+1, cells(n), p.cols)}
	}
	p.rows++
	if p.rows > maxGridSide {
		return &ParseError{start, fmt.Sprintf("more than %d rows", maxGridSide)}
	}
	return nil
}

// cells is "1 cell" or "n cells".
func cells(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return fmt.Sprintf("%d cells", n)
}

// emptyGrid returns the empty rows × cols board.
func emptyGrid(rows, cols int) (*gridPos, error) {
	if rows < 1 || cols < 1 || rows > maxGridSide || cols > maxGridSide || rows*cols > maxGridCells {
		return nil, fmt.Errorf("a board of %d×%d: rows and columns from 1 to %d, at most %d cells", rows, cols, maxGridSide, maxGridCells)
	}
	p := &gridPos{rows: rows, cols: cols, empty: make([]bool, rows*cols)}
	for i := range p.empty {
		p.empty[i] = true
	}
	return p, nil
}

// placements returns the positions after a domino on two empty cells
// (r, c) and (r+dr, c+dc), in row-major order of the first cell.
func (p *gridPos) placements(dr, dc int) []Position {
	var out []Position
	for r := 0; r+dr < p.rows; r++ {
		for c := 0; c+dc < p.cols; c++ {
			i, j := r*p.cols+c, (r+dr)*p.cols+c+dc
			if p.empty[i] && p.empty[j] {
				q := &gridPos{rows: p.rows, cols: p.cols, empty: append([]bool(nil), p.empty...)}
				q.empty[i], q.empty[j] = false, false
				out = append(out, q)
			}
		}
	}
	return out
}

// regions splits the empty cells of p into its connected regions
// (orthogonal neighbours), each cropped to its bounding box as a bitboard.
// A region with only one cell is left out: no domino fits in it.
func (p *gridPos) regions() ([]region, error) {
	seen := make([]bool, len(p.empty))
	var out []region
	var stack, cells []int
	for start, e := range p.empty {
		if !e || seen[start] {
			continue
		}
		cells = cells[:0]
		stack = append(stack[:0], start)
		seen[start] = true
		minR, maxR, minC, maxC := p.rows, -1, p.cols, -1
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cells = append(cells, i)
			r, c := i/p.cols, i%p.cols
			minR, maxR, minC, maxC = min(minR, r), max(maxR, r), min(minC, c), max(maxC, c)
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= p.rows || cc < 0 || cc >= p.cols {
					continue
				}
				if j := rr*p.cols + cc; p.empty[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		if len(cells) == 1 {
			continue
		}
		h, w := maxR-minR+1, maxC-minC+1
		if h*w > 64 {
			return nil, fmt.Errorf("a connected region of %d empty cells spans %d×%d cells: the solver takes regions whose bounding box has at most 64 cells (8×8); cut larger boards with '#'", len(cells), h, w)
		}
		rg := region{w: uint8(w), h: uint8(h)}
		for _, i := range cells {
			rg.bits |= 1 << ((i/p.cols-minR)*w + i%p.cols - minC)
		}
		out = append(out, rg)
	}
	return out, nil
}

// region is a connected set of empty cells on a bitboard: cell (r, c) of
// its h × w bounding box is bit r·w + c (so w·h ≤ 64).
type region struct {
	bits uint64
	w, h uint8
}

// colMasks[w] are the cells of the first and the last column for rows of
// w cells, over all 64 bits.
var colMasks [65]struct{ first, last uint64 }

func init() {
	for w := 1; w <= 64; w++ {
		for i := 0; i < 64; i++ {
			if i%w == 0 {
				colMasks[w].first |= 1 << i
			}
			if i%w == w-1 {
				colMasks[w].last |= 1 << i
			}
		}
	}
}

// horizontal returns the cells i with i and i+1 empty in one row: the
// first cells of the horizontal dominoes that fit.
func horizontal(b uint64, w int) uint64 { return b & (b >> 1) &^ colMasks[w].last }

// vertical returns the cells i with i and i+w empty: the top cells of the
// vertical dominoes that fit.
func vertical(b uint64, w int) uint64 { return b & (b >> w) }

// flood returns the cells of b connected to seed (cells of b).
func flood(seed, b uint64, w int) uint64 {
	m := colMasks[w]
	x := seed
	for {
		y := (x | (x<<1)&^m.first | (x>>1)&^m.last | x<<w | x>>w) & b
		if y == x {
			return x
		}
		x = y
	}
}

// split calls f with each connected region of b (rows of w cells) of two
// or more cells, cropped to its bounding box.
func split(b uint64, w int, f func(region) error) error {
	for b != 0 {
		seed := b & -b
		comp := flood(seed, b, w)
		b &^= comp
		if comp == seed {
			continue
		}
		if err := f(crop(comp, w)); err != nil {
			return err
		}
	}
	return nil
}

// crop returns the cells b (rows of w cells) as a region cropped to their
// bounding box.
func crop(b uint64, w int) region {
	top := bits.TrailingZeros64(b) / w
	bottom := (63 - bits.LeadingZeros64(b)) / w
	rowMask := uint64(1)<<w - 1
	if w == 64 {
		rowMask = ^uint64(0)
	}
	var cols uint64
	for r := top; r <= bottom; r++ {
		cols |= (b >> (r * w)) & rowMask
	}
	left := bits.TrailingZeros64(cols)
	nw := 64 - bits.LeadingZeros64(cols) - left
	if left == 0 && nw == w {
		return region{bits: b >> (top * w), w: uint8(w), h: uint8(bottom - top + 1)}
	}
	var out uint64
	for r := top; r <= bottom; r++ {
		out |= ((b >> (r*w + left)) & (1<<nw - 1)) << ((r - top) * nw)
	}
	return region{bits: out, w: uint8(nw), h: uint8(bottom - top + 1)}
}

// less orders regions by height, width, then cells.
func (a region) less(b region) bool {
	if a.h != b.h {
		return a.h < b.h
	}
	if a.w != b.w {
		return a.w < b.w
	}
	return a.bits < b.bits
}

// symmetric returns the image of rg under symmetry k of the square: 0 the
// identity, 1 the mirror left to right, 2 top to bottom, 3 the half turn;
// 4 to 7 first transpose (rows become columns) and then do the same.
// Symmetries 4 to 7 turn vertical dominoes into horizontal ones.
func (rg region) symmetric(k int) region {
	w, h := int(rg.w), int(rg.h)
	nw, nh := w, h
	if k >= 4 {
		nw, nh = h, w
	}
	var out uint64
	for b := rg.bits; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		r, c := i/w, i%w
		if k >= 4 {
			r, c = c, r
		}
		if k&1 != 0 {
			c = nw - 1 - c
		}
		if k&2 != 0 {
			r = nh - 1 - r
		}
		out |= 1 << (r*nw + c)
	}
	return region{bits: out, w: uint8(nw), h: uint8(nh)}
}

// canonical returns the least image of rg under the symmetries 0..n-1
// (n is 4 or 8) and the symmetry that gives it (the first if several do).
func (rg region) canonical(n int) (region, int) {
	best, bk := rg, 0
	for k := 1; k < n; k++ {
		if s := rg.symmetric(k); s.less(best) {
			best, bk = s, k
		}
	}
	return best, bk
}

// runPairs returns Σ ⌊n/2⌋ over the runs of n consecutive cells of b
// along rows (step 1, rows of w cells) or along columns (step w): the most
// dominoes of that direction that fit at once.
func runPairs(b uint64, w int, alongRows bool) int {
	n := 0
	for b != 0 {
		i := bits.TrailingZeros64(b)
		var pair uint64
		if alongRows {
			if i%w != w-1 {
				pair = 1 << (i + 1)
			}
		} else if i+w < 64 {
			pair = 1 << (i + w)
		}
		b &^= 1 << i
		if b&pair != 0 {
			n++
			b &^= pair
		}
	}
	return n
}
