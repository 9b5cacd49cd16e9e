package plot

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// ValueTable is a table of the values of a two-parameter game, row r and
// column c for the position (r, c), as CGSuite's NimValueTable and Table
// print it: Cells[r][c] is the value's text. For the intensity plot,
// Levels[r][c] is the value's level: a nim value (0 for 0, 1 for *, ...),
// or −1 for a value that is not a nimber, drawn apart.
type ValueTable struct {
	Cells  [][]string
	Levels [][]int
	Title  string
}

// ValueTableText prints the table as CGSuite prints a Table: the cells of
// a row joined by " | ", each column as wide as its widest cell, and a
// line of '-' and '+' between the rows (ASCII) or '─' and '┼' (Unicode).
// Each line ends in "\n" with no trailing spaces.
func ValueTableText(t ValueTable, cs Charset) string {
	widths := []int{}
	for _, row := range t.Cells {
		for c, cell := range row {
			if c == len(widths) {
				widths = append(widths, 0)
			}
			widths[c] = max(widths[c], len([]rune(cell)))
		}
	}
	horiz, cross := "─", "┼"
	if cs == ASCII {
		horiz, cross = "-", "+"
	}
	var rule strings.Builder
	for c, w := range widths {
		if c > 0 {
			rule.WriteString(cross)
		}
		n := w + 2
		if c == 0 || c == len(widths)-1 {
			n = w + 1
		}
		if len(widths) == 1 {
			n = w
		}
		rule.WriteString(strings.Repeat(horiz, n))
	}
	var b strings.Builder
	for r, row := range t.Cells {
		if r > 0 {
			b.WriteString(rule.String() + "\n")
		}
		var line strings.Builder
		for c, cell := range row {
			if c > 0 {
				line.WriteString(" | ")
			}
			line.WriteString(asciiIf(cs, cell))
			if c < len(row)-1 {
				line.WriteString(strings.Repeat(" ", widths[c]-len([]rune(cell))))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}

// maxLevel is the largest level of the table.
func (t ValueTable) maxLevel() int {
	m := 0
	for _, row := range t.Levels {
		for _, v := range row {
			m = max(m, v)
		}
	}
	return m
}

// Shades of the terminal's intensity plot, from 0 up: in Unicode blocks
// of growing density, in ASCII characters of growing ink.
var (
	unicodeShades = []rune(" ░▒▓█")
	asciiShades   = []rune(" .:-=+*#%@")
)

// ValueTableIntensityText draws the table as an intensity plot for the
// terminal: one character for each cell, row 0 at the top, its shade the
// level scaled to the largest (a blank for 0, the darkest for the
// largest), and '?' for a value that is not a nimber. A caption beneath
// gives the scale.
func ValueTableIntensityText(t ValueTable, cs Charset) string {
	shades := unicodeShades
	if cs == ASCII {
		shades = asciiShades
	}
	top := t.maxLevel()
	var b strings.Builder
	if t.Title != "" {
		b.WriteString(asciiIf(cs, t.Title) + "\n")
	}
	for _, row := range t.Levels {
		var line strings.Builder
		for _, v := range row {
			line.WriteRune(shadeOf(v, top, shades))
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	fmt.Fprintf(&b, "rows 0..%d down, columns 0..%d across; '%c' is 0, '%c' is %d", len(t.Levels)-1, t.columns()-1, shades[0], shades[len(shades)-1], top)
	if t.hasOther() {
		b.WriteString("; '?' is not a nimber")
	}
	b.WriteString("\n")
	return b.String()
}

// shadeOf is the shade of level v on a scale up to top.
func shadeOf(v, top int, shades []rune) rune {
	switch {
	case v < 0:
		return '?'
	case v == 0 || top == 0:
		return shades[0]
	}
	// 1..top onto shades 1..len−1, exactly.
	return shades[1+(v-1)*(len(shades)-2)/max(1, top-1)]
}

// columns is the number of columns of the widest row.
func (t ValueTable) columns() int {
	n := 0
	for _, row := range t.Levels {
		n = max(n, len(row))
	}
	return n
}

// hasOther reports whether a cell is not a nimber.
func (t ValueTable) hasOther() bool {
	for _, row := range t.Levels {
		for _, v := range row {
			if v < 0 {
				return true
			}
		}
	}
	return false
}

// valueCell is the side of a cell of the SVG intensity plot, pixels, at
// most; a larger table gets smaller cells, down to one pixel.
const valueCell = 16

// ValueTableSVG draws the table as an intensity plot in SVG: a square for
// each cell, row 0 at the top, its grey the level scaled to the largest
// (white 0, black the largest, a hatched pink for a value that is not a
// nimber); the rows and columns labelled 0 and the last, and the title
// above.
func ValueTableSVG(t ValueTable) []byte {
	rows, cols := len(t.Levels), t.columns()
	cell := float64(valueCell)
	if side := max(rows, cols); side > 0 && side*valueCell > 640 {
		cell = max(1, 640/float64(side))
	}
	const left, right, top, bottom = 56.0, 24.0, 44.0, 48.0
	w, h := left+cell*float64(cols)+right, top+cell*float64(rows)+bottom
	var b bytes.Buffer
	svgDoc(&b, w, h, "value table", t.Title)
	maxL := t.maxLevel()
	fmt.Fprintf(&b, `<g class="cells" stroke="none">`+"\n")
	for r, row := range t.Levels {
		for c, v := range row {
			fill := "#ffb0c8"
			if v >= 0 {
				g := 255
				if maxL > 0 {
					g = 255 - v*255/maxL
				}
				fill = "#" + strings.Repeat(fmt.Sprintf("%02x", g), 3)
			}
			fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n",
				num(left+cell*float64(c)), num(top+cell*float64(r)), num(cell), num(cell), fill)
		}
	}
	b.WriteString("</g>\n")
	fmt.Fprintf(&b, `<g stroke="%s" stroke-width="1" fill="none">`+"\n", inkText)
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s"/>`+"\n", num(left), num(top), num(cell*float64(cols)), num(cell*float64(rows)))
	b.WriteString("</g>\n")
	fmt.Fprintf(&b, `<g fill="%s">`+"\n", inkText)
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end">0</text>`+"\n", num(left-6), num(top+cell/2+5))
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end">%d</text>`+"\n", num(left-6), num(top+cell*float64(rows)-cell/2+5), rows-1)
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">0</text>`+"\n", num(left+cell/2), num(top+cell*float64(rows)+18))
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">%d</text>`+"\n", num(left+cell*float64(cols)-cell/2), num(top+cell*float64(rows)+18), cols-1)
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">white 0, black %s</text>`+"\n", num(left+cell*float64(cols)/2), num(top+cell*float64(rows)+36), strconv.Itoa(maxL))
	b.WriteString("</g>\n</svg>\n")
	return b.Bytes()
}
