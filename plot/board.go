package plot

import (
	"bytes"
	"fmt"

	"cgcalc/games/rulesets"
)

// Pictures of boards: grids (Domineering, Clobber, Amazons) and strips
// (Toads and Frogs, Toppling Dominoes), a cell to each rune of a
// rulesets.Board. Rows shorter than the longest are padded with cells off
// the board ('#').

// boardSize returns the number of rows and columns of b.
func boardSize(b *rulesets.Board) (rows, cols int) {
	for _, r := range b.Rows {
		cols = max(cols, len(r))
	}
	if cols == 0 {
		return 0, 0
	}
	return len(b.Rows), cols
}

// boardCell returns the rune of b at row i, column j: '#' past the end of
// a short row.
func boardCell(b *rulesets.Board, i, j int) rune {
	if j < len(b.Rows[i]) {
		return b.Rows[i][j]
	}
	return '#'
}

// cellGlyph returns the three characters that draw a cell of rune r in
// the terminal, and their colour.
func cellGlyph(r rune, cs Charset) ([3]rune, byte) {
	uni := cs == Unicode
	switch r {
	case '.':
		return [3]rune{' ', ' ', ' '}, noColor
	case '#':
		if uni {
			return [3]rune{'█', '█', '█'}, noColor
		}
		return [3]rune{'#', '#', '#'}, noColor
	case 'x':
		if uni {
			return [3]rune{' ', '●', ' '}, colorBlue
		}
		return [3]rune{' ', 'x', ' '}, colorBlue
	case 'o':
		if uni {
			return [3]rune{' ', '○', ' '}, colorRed
		}
		return [3]rune{' ', 'o', ' '}, colorRed
	case 't':
		return [3]rune{' ', 'T', ' '}, colorBlue
	case 'f':
		return [3]rune{' ', 'F', ' '}, colorRed
	case 'l':
		return [3]rune{' ', 'L', ' '}, colorBlue
	case 'r':
		return [3]rune{' ', 'R', ' '}, colorRed
	case 'e':
		return [3]rune{' ', 'G', ' '}, colorGreen
	case 'L', 'λ':
		return [3]rune{' ', map[rune]rune{'L': 'L', 'λ': 'l'}[r], ' '}, colorBlue
	case 'R', 'ρ':
		return [3]rune{' ', map[rune]rune{'R': 'R', 'ρ': 'r'}[r], ' '}, colorRed
	}
	if !uni {
		r = asciiRune(r)
	}
	return [3]rune{' ', r, ' '}, noColor
}

// BoardText returns the terminal picture of a board: a grid of cells with
// borders, each cell three characters wide. In Unicode, empty cells ('.')
// are blank, cells off the board ('#') solid (███), Left's and Right's
// stones ('x', 'o') ● and ○; toads and frogs are T and F, blue, red and
// green dominoes L, R and G, and any other rune is drawn as itself. In
// ASCII the borders are + - |, cells off the board ###, stones x and o.
// With color, stones, toads, frogs and dominoes are coloured (blue for
// Left's, red for Right's, green for either's), each still told apart by
// its shape or letter: a filled stone on a dark terminal is not white.
//
//	┌───┬───┬───┐
//	│ ● │   │ ○ │
//	├───┼───┼───┤
//	│███│ T │ F │
//	└───┴───┴───┘
//
// A board with no cells is "(empty board)".
func BoardText(b *rulesets.Board, cs Charset, color bool) string {
	rows, cols := boardSize(b)
	if rows == 0 {
		return "(empty board)\n"
	}
	horiz, vert := '─', '│'
	corner := [3][3]rune{{'┌', '┬', '┐'}, {'├', '┼', '┤'}, {'└', '┴', '┘'}}
	if cs == ASCII {
		horiz, vert = '-', '|'
		corner = [3][3]rune{{'+', '+', '+'}, {'+', '+', '+'}, {'+', '+', '+'}}
	}
	c := newCanvas(4*cols+1, 2*rows+1)
	for i := 0; i <= rows; i++ {
		k := 1 // which row of corners: top, middle or bottom
		if i == 0 {
			k = 0
		} else if i == rows {
			k = 2
		}
		y := 2 * i
		for j := 0; j <= cols; j++ {
			h := 1
			if j == 0 {
				h = 0
			} else if j == cols {
				h = 2
			}
			c.put(y, 4*j, corner[k][h], noColor)
			if j < cols {
				for d := 1; d <= 3; d++ {
					c.put(y, 4*j+d, horiz, noColor)
				}
			}
		}
		if i == rows {
			break
		}
		for j := 0; j <= cols; j++ {
			c.put(y+1, 4*j, vert, noColor)
			if j < cols {
				g, ink := cellGlyph(boardCell(b, i, j), cs)
				for d, r := range g {
					c.put(y+1, 4*j+1+d, r, ink)
				}
			}
		}
	}
	return c.text(color)
}

// Geometry of a board's SVG picture, in pixels.
const (
	boardCellPx = 40
	boardMargin = 20
	boardTitle  = 36 // room above the board for the title
)

// BoardSVG returns a board as a standalone SVG document: square cells,
// cells off the board ('#') dark, Left's stones ('x') black and Right's
// ('o') white, toads ('t') and frogs ('f') as blue and red discs marked T
// and F, and dominoes ('l', 'r', 'e') standing upright in blue, red or
// green, a queen ('Q') as a blue disc marked Q, the corner ('*') it moves
// to as a green square, coins heads ('H') and tails ('T') as gold and
// grey discs marked H and T, Ski Jumps' jumpers ('L', 'R') and slippers
// ('λ', 'ρ') as blue and red discs marked L, R, l and r; any other rune is written in its cell. The
// title, if any, is written above the board. Each drawn piece has a class naming it
// ("stone-x", "toad", "domino-l", ...), for tools and tests.
func BoardSVG(b *rulesets.Board, title string) []byte {
	rows, cols := boardSize(b)
	top := float64(boardMargin)
	if title != "" {
		top += boardTitle
	}
	w := max(float64(2*boardMargin+cols*boardCellPx), titleWidth(title)+2*boardMargin, 120)
	h := top + float64(rows*boardCellPx+boardMargin)
	if rows == 0 {
		h = top + 40
	}
	left := (w - float64(cols*boardCellPx)) / 2
	var buf bytes.Buffer
	svgDoc(&buf, w, h, "board", title)
	if rows == 0 {
		fmt.Fprintf(&buf, `<text x="%s" y="%s" text-anchor="middle" fill="%s">(empty board)</text>`+"\n", num(w/2), num(top+20), inkText)
		buf.WriteString("</svg>\n")
		return buf.Bytes()
	}
	fmt.Fprintf(&buf, `<g class="cells" stroke="#8a8a8a" stroke-width="1">`+"\n")
	for i := range rows {
		for j := range cols {
			x, y := left+float64(j*boardCellPx), top+float64(i*boardCellPx)
			fill, class := "#f4efe2", "cell"
			if boardCell(b, i, j) == '#' {
				fill, class = "#4a4a4a", "off"
			}
			fmt.Fprintf(&buf, `<rect class="%s" x="%s" y="%s" width="%d" height="%d" fill="%s"/>`+"\n", class, num(x), num(y), boardCellPx, boardCellPx, fill)
		}
	}
	buf.WriteString("</g>\n")
	buf.WriteString(`<g class="pieces" stroke="#111111" stroke-width="2">` + "\n")
	for i := range rows {
		for j := range cols {
			r := boardCell(b, i, j)
			cx := left + float64(j*boardCellPx) + boardCellPx/2
			cy := top + float64(i*boardCellPx) + boardCellPx/2
			svgPiece(&buf, r, cx, cy)
		}
	}
	buf.WriteString("</g>\n</svg>\n")
	return buf.Bytes()
}

// svgPiece draws what stands on a cell of rune r centred at (cx, cy).
func svgPiece(buf *bytes.Buffer, r rune, cx, cy float64) {
	const rad = 15
	disc := func(class, fill, letter string) {
		fmt.Fprintf(buf, `<circle class="%s" cx="%s" cy="%s" r="%d" fill="%s"/>`+"\n", class, num(cx), num(cy), rad, fill)
		if letter != "" {
			fmt.Fprintf(buf, `<text x="%s" y="%s" text-anchor="middle" font-size="16" font-weight="bold" fill="white" stroke="none">%s</text>`+"\n", num(cx), num(cy+6), letter)
		}
	}
	switch r {
	case '.', '#':
	case 'x':
		disc("stone-x", "#111111", "")
	case 'o':
		disc("stone-o", "#ffffff", "")
	case 't':
		disc("toad", inkBlue, "T")
	case 'f':
		disc("frog", inkRed, "F")
	case 'Q':
		disc("queen", inkBlue, "Q")
	case 'H':
		disc("coin-heads", inkGold, "H")
	case 'T':
		disc("coin-tails", "#9a9a9a", "T")
	case 'L':
		disc("skier-L", inkBlue, "L")
	case 'R':
		disc("skier-R", inkRed, "R")
	case 'λ':
		disc("skier-l", inkBlue, "l")
	case 'ρ':
		disc("skier-r", inkRed, "r")
	case '*':
		fmt.Fprintf(buf, `<rect class="corner" x="%s" y="%s" width="30" height="30" fill="%s" stroke="none"/>`+"\n", num(cx-15), num(cy-15), inkGreen)
	case 'l', 'r', 'e':
		_, ink := colorOf(r)
		fmt.Fprintf(buf, `<rect class="domino-%c" x="%s" y="%s" width="14" height="34" rx="3" fill="%s"/>`+"\n", r, num(cx-7), num(cy-17), ink)
	default:
		fmt.Fprintf(buf, `<text class="mark" x="%s" y="%s" text-anchor="middle" font-size="18" fill="%s" stroke="none">%s</text>`+"\n", num(cx), num(cy+6), inkText, esc(string(r)))
	}
}
