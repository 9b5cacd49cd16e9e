package plot

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// NimPlot is a scatter plot of a nim sequence: the value G(h) of each heap
// h = 0, 1, …, len(Values)−1, heap along, value up.
type NimPlot struct {
	Values []int  // G(0), G(1), …; at least one, none negative
	Title  string // shown above the plot, e.g. "kayles"
}

// Limits of the pictures.
const (
	nimTextCols = 60  // plot columns in the terminal (each 2 braille dots wide)
	nimTextRows = 16  // plot rows in the terminal (each 4 braille dots high)
	nimSVGW     = 640 // plot width in the SVG, pixels
	nimSVGH     = 320 // plot height in the SVG, pixels
)

// nimScale maps heap h and value v onto a grid of w × hgt points, (0, 0)
// at the bottom left: integer arithmetic, so equal inputs give equal
// points and the picture is exact at its resolution.
func nimScale(h, v, n, maxV, w, hgt int) (x, y int) {
	x = 0
	if n > 0 {
		x = h * (w - 1) / n
	}
	y = 0
	if maxV > 0 {
		y = v * (hgt - 1) / maxV
	}
	return x, y
}

// maxValue is the largest value, and n the last heap.
func (p NimPlot) bounds() (n, maxV int) {
	for _, v := range p.Values {
		maxV = max(maxV, v)
	}
	return len(p.Values) - 1, maxV
}

// NimPlotText draws the plot for the terminal: in Unicode, each
// character is a 2×4 block of braille dots, one dot for every point (a
// dot may stand for several heaps when there are more heaps than dots);
// in ASCII, each character is one point, drawn "*". The value axis is on
// the left, labelled 0 and the largest value; the heap axis beneath,
// labelled 0 and the last heap; a caption line beneath names the
// sequence. Each line ends in "\n" with no trailing spaces.
func NimPlotText(p NimPlot, cs Charset) string {
	n, maxV := p.bounds()
	cols, rows := nimTextCols, nimTextRows
	dotW, dotH := 2, 4
	if cs == ASCII {
		dotW, dotH = 1, 1
	}
	// Fewer columns for short sequences: one dot per heap at most.
	cols = max(1, min(cols, (n+dotW)/dotW))
	// A row per value when the values are few (spread out), else the
	// values share the rows' dots.
	rows = max(1, min(rows, maxV+1))
	grid := make([][]uint8, rows)
	for r := range grid {
		grid[r] = make([]uint8, cols)
	}
	// Braille dot bits by (column within the cell, row from the top).
	bit := [2][4]uint8{{0x01, 0x02, 0x04, 0x40}, {0x08, 0x10, 0x20, 0x80}}
	for h, v := range p.Values {
		x, y := nimScale(h, v, n, maxV, cols*dotW, rows*dotH)
		top := rows*dotH - 1 - y
		grid[top/dotH][x/dotW] |= bit[x%dotW][top%dotH]
	}
	vert, horiz, corner := '│', '─', '└'
	if cs == ASCII {
		vert, horiz, corner = '|', '-', '+'
	}
	topLabel, zero := strconv.Itoa(maxV), "0"
	lw := len(topLabel)
	var b strings.Builder
	if p.Title != "" {
		b.WriteString(asciiIf(cs, p.Title) + "\n")
	}
	for r, line := range grid {
		label := ""
		switch r {
		case 0:
			label = topLabel
		case rows - 1:
			label = zero
		}
		var row strings.Builder
		fmt.Fprintf(&row, "%*s %c", lw, label, vert)
		for _, cell := range line {
			switch {
			case cs == ASCII && cell != 0:
				row.WriteByte('*')
			case cs == ASCII || cell == 0:
				row.WriteByte(' ')
			default:
				row.WriteRune(rune(0x2800 + int(cell)))
			}
		}
		b.WriteString(strings.TrimRight(row.String(), " ") + "\n")
	}
	fmt.Fprintf(&b, "%*s %c%s\n", lw, "", corner, strings.Repeat(string(horiz), cols))
	last := strconv.Itoa(n)
	gap := max(1, cols-len(last))
	fmt.Fprintf(&b, "%*s 0%s%s\n", lw, "", strings.Repeat(" ", gap), last)
	fmt.Fprintf(&b, "nim values of heaps 0..%d (up to %d)\n", n, maxV)
	return b.String()
}

// asciiIf replaces characters outside ASCII by "?" for the ASCII charset.
func asciiIf(cs Charset, s string) string {
	if cs != ASCII {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r > 126 {
			return '?'
		}
		return r
	}, s)
}

// NimPlotSVG draws the plot as an SVG document: a dot (a small blue
// square) for every heap, at most one per pixel of the plot, so that the
// document stays small for long sequences; axes with the value 0 and the
// largest value on the left, heaps 0 and the last beneath, and the title
// above.
func NimPlotSVG(p NimPlot) []byte {
	n, maxV := p.bounds()
	const left, right, top, bottom = 56.0, 24.0, 44.0, 48.0
	w, h := left+nimSVGW+right, top+nimSVGH+bottom
	var b bytes.Buffer
	svgDoc(&b, w, h, "nim values", p.Title)
	x0, y0 := left, top+nimSVGH // the origin
	fmt.Fprintf(&b, `<g stroke="%s" stroke-width="1">`+"\n", inkText)
	line(&b, x0, y0, x0+nimSVGW, y0, "axis")
	line(&b, x0, y0, x0, top, "axis")
	b.WriteString("</g>\n")
	fmt.Fprintf(&b, `<g fill="%s">`+"\n", inkText)
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end">%d</text>`+"\n", num(x0-6), num(top+5), maxV)
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end">0</text>`+"\n", num(x0-6), num(y0+5))
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">0</text>`+"\n", num(x0), num(y0+18))
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">%d</text>`+"\n", num(x0+nimSVGW), num(y0+18), n)
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">heap</text>`+"\n", num(x0+nimSVGW/2), num(y0+36))
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" transform="rotate(-90 %s %s)">nim value</text>`+"\n",
		num(x0-30), num(top+nimSVGH/2), num(x0-30), num(top+nimSVGH/2))
	b.WriteString("</g>\n")
	fmt.Fprintf(&b, `<g class="dots" fill="%s">`+"\n", inkBlue)
	seen := map[[2]int]bool{}
	for hp, v := range p.Values {
		x, y := nimScale(hp, v, n, maxV, nimSVGW+1, nimSVGH+1)
		if seen[[2]int{x, y}] {
			continue
		}
		seen[[2]int{x, y}] = true
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="3" height="3"/>`+"\n", num(x0+float64(x)-1.5), num(y0-float64(y)-1.5))
	}
	b.WriteString("</g>\n</svg>\n")
	return b.Bytes()
}
