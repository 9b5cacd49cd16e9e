package rulesets

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"cgcalc/games/internal/clip"
)

// coord is a pair of sizes: a cake's rows and columns, a queen's distances
// from the corner.
type coord struct{ m, n int }

// coordSum is a sum of coordinate positions, sorted: CGSuite's Coordinates
// (m,n), written "m,n", and sums of them joined by " + "; the empty sum
// is "0".
type coordSum []coord

// String is "3,4" or "1,2 + 3,5"; "0" for the empty sum.
func (c coordSum) String() string {
	if len(c) == 0 {
		return "0"
	}
	parts := make([]string, len(c))
	for i, x := range c {
		parts[i] = strconv.Itoa(x.m) + "," + strconv.Itoa(x.n)
	}
	return strings.Join(parts, " + ")
}

// sorted returns c sorted, as positions are normalised.
func (c coordSum) sorted() coordSum {
	slices.SortFunc(c, func(a, b coord) int {
		if a.m != b.m {
			return a.m - b.m
		}
		return a.n - b.n
	})
	return c
}

// replace returns c with its i-th term replaced by the terms with, sorted.
func (c coordSum) replace(i int, with ...coord) coordSum {
	out := make(coordSum, 0, len(c)-1+len(with))
	out = append(out, c[:i]...)
	out = append(out, c[i+1:]...)
	out = append(out, with...)
	return out.sorted()
}

// scanner reads a position's text, reporting errors at their column.
type scanner struct {
	text string
	i    int // byte offset
}

// col is the column of byte offset i, counted in characters from 1.
func (s *scanner) col(i int) int { return utf8.RuneCountInString(s.text[:i]) + 1 }

// errorf is a ParseError at byte offset i.
func (s *scanner) errorf(i int, format string, args ...any) error {
	return &ParseError{Col: s.col(i), Msg: fmt.Sprintf(format, args...)}
}

// space skips blanks.
func (s *scanner) space() {
	for s.i < len(s.text) && (s.text[s.i] == ' ' || s.text[s.i] == '\t') {
		s.i++
	}
}

// done reports whether only blanks remain.
func (s *scanner) done() bool {
	s.space()
	return s.i == len(s.text)
}

// peek returns the next character after blanks, or 0 at the end.
func (s *scanner) peek() byte {
	s.space()
	if s.i == len(s.text) {
		return 0
	}
	return s.text[s.i]
}

// what describes the character at byte offset i for an error.
func (s *scanner) what(i int) string {
	if i >= len(s.text) {
		return "the end"
	}
	r, _ := utf8.DecodeRuneInString(s.text[i:])
	return strconv.QuoteRune(r)
}

// expect reads the character c.
func (s *scanner) expect(c byte, why string) error {
	if s.peek() != c {
		return s.errorf(s.i, "%s where %s is expected", s.what(s.i), why)
	}
	s.i++
	return nil
}

// int reads a non-negative integer of at most most.
func (s *scanner) int(most int, what string) (int, error) {
	s.space()
	start := s.i
	for s.i < len(s.text) && s.text[s.i] >= '0' && s.text[s.i] <= '9' {
		s.i++
	}
	if s.i == start {
		return 0, s.errorf(start, "%s where %s is expected", s.what(start), what)
	}
	n, err := strconv.Atoi(s.text[start:s.i])
	if err != nil || n > most {
		return 0, s.errorf(start, "%s is too large (at most %d)", clip.Digits(s.text[start:s.i]), most)
	}
	return n, nil
}

// coords reads a sum of coordinate positions: "m,n", "(m,n)", joined by
// '+'; "0" alone is the empty sum. Each size is at most most.
func (s *scanner) coords(most int) (coordSum, error) {
	if strings.TrimSpace(s.text) == "0" {
		return coordSum{}, nil
	}
	var c coordSum
	for {
		paren := s.peek() == '('
		if paren {
			s.i++
		}
		m, err := s.int(most, "a size")
		if err != nil {
			return nil, err
		}
		if err := s.expect(',', "a comma between the two sizes (as in 3,4)"); err != nil {
			return nil, err
		}
		n, err := s.int(most, "a size")
		if err != nil {
			return nil, err
		}
		if paren {
			if err := s.expect(')', "')'"); err != nil {
				return nil, err
			}
		}
		c = append(c, coord{m, n})
		if s.done() {
			return c.sorted(), nil
		}
		if err := s.expect('+', "'+' (between the terms of a sum) or the end"); err != nil {
			return nil, err
		}
	}
}

// maxDrawn bounds the cells of a picture's row or column: a longer one is
// drawn as its first and last halfDrawn cells with an ellipsis cell '…'
// between them.
const (
	maxDrawn  = 40
	halfDrawn = 20
)

// drawnCells returns the indices 0..n−1 of a row of n cells to draw, −1
// standing for the ellipsis when n > maxDrawn.
func drawnCells(n int) []int {
	var out []int
	for i := range n {
		if n > maxDrawn && i == halfDrawn {
			out = append(out, -1)
		}
		if n <= maxDrawn || i < halfDrawn || i >= n-halfDrawn {
			out = append(out, i)
		}
	}
	return out
}

// counters returns a row of n cells of rune r, drawn as drawnCells says.
func counters(n int, r rune) []rune {
	var row []rune
	for _, i := range drawnCells(n) {
		if i < 0 {
			row = append(row, '…')
		} else {
			row = append(row, r)
		}
	}
	return row
}

// HeapsPicture draws a sum of heaps as Mem's heaps are drawn: one heap to
// a row, top first, each a row of counters ('x'); a heap of more than 40
// as its first and last 20 with an ellipsis ('…') between. No heaps is a
// board with no cells.
func HeapsPicture(heaps []int) *Board {
	b := &Board{}
	for _, n := range heaps {
		b.Rows = append(b.Rows, counters(n, 'x'))
	}
	return b
}
