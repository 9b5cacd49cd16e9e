package plot

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"cgcalc/games/rulesets"
)

// Pictures of positions: the classroom games (package games/rulesets)
// picture a position as a *rulesets.Board, a grid or strip of cells, or a
// *rulesets.Graph, vertices and coloured edges (Hackenbush, Col, Snort).
// PositionText draws either for the terminal and PositionSVG as an SVG
// document; board.go and graph.go hold the two kinds.

// Inks of the position pictures: Left's blue, Right's red and green for
// either, in SVG and as ANSI colours in the terminal.
const (
	inkBlue   = "#1f4fd1"
	inkRed    = "#d62828"
	inkGreen  = "#1f9d3a"
	inkGold   = "#c8960c" // a coin's heads
	inkPlain  = "#333333" // an edge with no colour
	inkGround = "#7a5c3a"
	inkText   = "#222222"
)

// ANSI colours of the terminal pictures, for a cell's colour byte.
const (
	noColor = iota
	colorBlue
	colorRed
	colorGreen
)

// ansi are the escape sequences that start each colour; ansiReset ends it.
// Each is bold, in a colour of the 256-colour palette that reads on a
// dark background and on a light one alike (blue #0087ff, red #ff0000,
// green #008700: a contrast of at least 3.5:1 with black, a dark grey and
// white, TestTerminalColors), after the 16-colour code that a terminal without
// the palette keeps. No picture tells pieces apart by colour alone: the
// coloured pieces and edges also carry a letter or a shape.
var ansi = [...]string{
	colorBlue:  "\x1b[1;34;38;5;33m",
	colorRed:   "\x1b[1;31;38;5;196m",
	colorGreen: "\x1b[1;32;38;5;28m",
}

// ansiRGB are the colours of ansi's palette codes, as xterm draws them.
var ansiRGB = [...][3]uint8{colorBlue: {0x00, 0x87, 0xff}, colorRed: {0xff, 0x00, 0x00}, colorGreen: {0x00, 0x87, 0x00}}

const ansiReset = "\x1b[0m"

// colorOf returns the terminal colour and the SVG ink of an edge or
// domino colour: 'l' blue, 'r' red, 'e' green, anything else none.
func colorOf(c rune) (byte, string) {
	switch c {
	case 'l':
		return colorBlue, inkBlue
	case 'r':
		return colorRed, inkRed
	case 'e':
		return colorGreen, inkGreen
	}
	return noColor, inkPlain
}

// PositionText returns the terminal picture of pic, a *rulesets.Board or
// a *rulesets.Graph (as rulesets.Drawable's Picture returns it; a nil one
// is an error): see BoardText and GraphText. Under ASCII it is ASCII
// only; with color, the coloured pieces and edges are drawn in ANSI
// colours, and without it they are told apart by letters (L, R and G for
// blue, red and green). Each line ends in "\n" and has no trailing
// spaces.
func PositionText(pic rulesets.Picture, cs Charset, color bool) (string, error) {
	switch p := pic.(type) {
	case *rulesets.Board:
		if p == nil {
			break
		}
		rows, cols := boardSize(p)
		if err := textFits(4*cols+1, 2*rows+1); err != nil {
			return "", err
		}
		return BoardText(p, cs, color), nil
	case *rulesets.Graph:
		if p == nil {
			break
		}
		return GraphText(p, cs, color)
	}
	return "", fmt.Errorf("no picture to draw (%T)", pic)
}

// PositionSVG returns pic, a *rulesets.Board or *rulesets.Graph (a nil
// one is an error), as a standalone SVG document titled title: see
// BoardSVG and GraphSVG.
func PositionSVG(pic rulesets.Picture, title string) ([]byte, error) {
	switch p := pic.(type) {
	case *rulesets.Board:
		if p == nil {
			break
		}
		return BoardSVG(p, title), nil
	case *rulesets.Graph:
		if p == nil {
			break
		}
		return GraphSVG(p, title)
	}
	return nil, fmt.Errorf("no picture to draw (%T)", pic)
}

// maxTextCells bounds the characters of a terminal picture of a
// position, a few megabytes: a larger one is an error (draw it to an SVG
// file instead).
const maxTextCells = 1 << 22

// textFits returns an error if a terminal picture of w×h characters is
// too large to draw.
func textFits(w, h int) error {
	if int64(w)*int64(h) > maxTextCells {
		return fmt.Errorf("the picture would be %d×%d characters, too large for the terminal: write it to an SVG file", w, h)
	}
	return nil
}

// canvas is a terminal picture being drawn: a grid of characters, each
// with a colour.
type canvas struct {
	cells [][]rune
	inks  [][]byte
}

// newCanvas returns a blank canvas of h lines of w characters.
func newCanvas(w, h int) *canvas {
	c := &canvas{cells: make([][]rune, h), inks: make([][]byte, h)}
	for y := range h {
		c.cells[y] = []rune(strings.Repeat(" ", w))
		c.inks[y] = make([]byte, w)
	}
	return c
}

// put draws r in colour ink at line y, column x, if that is on the canvas.
func (c *canvas) put(y, x int, r rune, ink byte) {
	if y >= 0 && y < len(c.cells) && x >= 0 && x < len(c.cells[y]) {
		c.cells[y][x], c.inks[y][x] = r, ink
	}
}

// at returns the character at line y, column x (a space off the canvas).
func (c *canvas) at(y, x int) rune {
	if y >= 0 && y < len(c.cells) && x >= 0 && x < len(c.cells[y]) {
		return c.cells[y][x]
	}
	return ' '
}

// text returns the canvas, each line without trailing spaces and ending
// in "\n", coloured with ANSI escapes if color, and otherwise plain.
func (c *canvas) text(color bool) string {
	var b strings.Builder
	for y, line := range c.cells {
		end := len(line)
		for end > 0 && line[end-1] == ' ' {
			end--
		}
		cur := byte(noColor)
		for x, r := range line[:end] {
			ink := c.inks[y][x]
			if r == ' ' {
				ink = noColor // a space shows no colour
			}
			if color && ink != cur {
				if cur != noColor {
					b.WriteString(ansiReset)
				}
				if ink != noColor {
					b.WriteString(ansi[ink])
				}
				cur = ink
			}
			b.WriteRune(r)
		}
		if cur != noColor {
			b.WriteString(ansiReset)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// asciiRune returns r for an ASCII picture: itself if it is ASCII, '?'
// otherwise.
func asciiRune(r rune) rune {
	if r < utf8.RuneSelf {
		return r
	}
	return '?'
}

// svgDoc starts an SVG document of w×h pixels with a white background, a
// <title> (the picture's kind and title) and, if title is not empty, the
// title written at the top, shortened as the thermographs' titles are. It
// writes no XML declaration: the text is UTF-8, XML's default, and a
// notebook (nbconvert) takes an SVG inline only without one.
func svgDoc(b *bytes.Buffer, w, h float64, kind, title string) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif" font-size="%d">`+"\n",
		num(w), num(h), num(w), num(h), svgFont)
	title = shortTitle(title, &meter{})
	desc := kind
	if title != "" {
		desc = kind + " of " + title
	}
	fmt.Fprintf(b, "<title>%s</title>\n", esc(desc))
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	if title != "" {
		fmt.Fprintf(b, `<text class="title" x="%s" y="24" text-anchor="middle" font-size="15" fill="%s">%s</text>`+"\n", num(w/2), inkText, esc(title))
	}
}

// titleWidth estimates the width in pixels the title of svgDoc takes.
func titleWidth(title string) float64 {
	return 8.5 * float64(utf8.RuneCountInString(shortTitle(title, &meter{})))
}
