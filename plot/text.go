package plot

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"cgcalc/games"
)

// Limits of the terminal picture: the walls span at most textMaxCols
// columns and textMaxRows rows, so that with the mast, the axes and their
// labels the picture fits in about 60 columns and 20 lines.
const (
	textMaxCols = 48
	textMaxRows = 14
	textMast    = 3 // rows of mast drawn above the top corner
	textGap     = 3 // columns from the temperature axis to the plot
)

// Characters of the terminal picture.
const (
	runeVert  = '│' // a vertical wall, the mast, the temperature axis
	runeUp    = '╱' // a wall leaning up and to the right (Left's, falling)
	runeDown  = '╲' // a wall leaning up and to the left (Right's, rising)
	runeHoriz = '─' // the value axis
)

// Text returns a picture of th for the terminal, in Unicode line drawing
// without colour: Left's direction (positive values) to the left,
// temperature upward, the value axis along temperature 0 with exact
// labels at the stops and the mean beneath it, a temperature axis with
// exact labels at the corners on the left, and a caption line beneath
// giving the temperature and the mean.
//
// One column and one row are the same unit u, a power of two, so walls of
// slope ±1 are exact diagonals. u is the largest spacing on whose lattice
// every corner lies, refined while the picture stays small enough; if even
// that lattice is too big, u is coarsened, positions are rounded to the
// nearest cell (the labels stay exact) and the caption says so.
//
// Numbers too long to read are labelled with powers of two ("2^300000",
// see the package documentation); the layout itself is exact whatever
// their size, and the picture stays about 60 columns by 20 lines.
//
// Text assumes th is valid (see Validate). Each line ends in "\n" and has
// no trailing spaces.
func Text(th Thermograph) string {
	s, _ := TextPoll(th, nil)
	return s
}

// TextPoll is Text, calling poll (if not nil) as it works (see Poll); if
// poll stops it, it returns poll's error and no picture.
func TextPoll(th Thermograph, poll Poll) (string, error) {
	return TextPollIn(th, Unicode, poll)
}

// Charset is the set of characters a terminal picture is drawn in.
type Charset int

const (
	// Unicode is line drawing, as Text describes: │ ╱ ╲ ─, ┤ ┬ ┼ └ for
	// the ticks and the corner of the axes, ↑ for the temperature axis,
	// and · ≈ … in long labels and titles.
	Unicode Charset = iota
	// ASCII draws the same picture, character for character, in ASCII
	// only: | / \ - for the walls and axes, + for the ticks and the
	// corner, ^ for the temperature axis, * and ~ in long labels ("3*2^-70",
	// "~1.411*2^158") and "..." ending a long title. The title is the
	// caller's text: a character of it outside ASCII is drawn as "?", so
	// give it in ASCII (a game in CGSuite's notation).
	ASCII
)

// TextIn is Text drawn in the character set cs.
func TextIn(th Thermograph, cs Charset) string {
	s, _ := TextPollIn(th, cs, nil)
	return s
}

// TextPollIn is TextPoll drawn in the character set cs.
func TextPollIn(th Thermograph, cs Charset, poll Poll) (string, error) {
	m := &meter{poll: poll}
	s := text(th, m)
	if m.err != nil {
		return "", m.err
	}
	if cs == ASCII {
		s = asciiPicture(s)
	}
	return s, nil
}

// asciiLines maps each character of a Unicode picture outside its title to
// its ASCII counterpart, one for one, so that the layout is kept.
var asciiLines = map[rune]rune{
	runeVert: '|', runeUp: '/', runeDown: '\\', runeHoriz: '-',
	'┤': '+', '┬': '+', '┼': '+', '└': '+', '↑': '^',
	'·': '*', '≈': '~',
}

// asciiPicture rewrites a picture drawn in Unicode (by text) in ASCII: the
// characters of asciiLines one for one, "…" as "...", and anything else
// outside ASCII (only a title can hold it) as "?".
func asciiPicture(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch a, ok := asciiLines[r]; {
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case ok:
			b.WriteRune(a)
		case r == '…':
			b.WriteString("...")
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// text draws the picture of Text, giving up (with m.err set) when m stops
// the drawing.
func text(th Thermograph, m *meter) string {
	th = th.fromZero()
	if len(th.Corners) == 0 {
		return "(no thermograph)\n"
	}
	l, ok := layText(th, m)
	if !ok {
		return ""
	}
	grid := l.draw()
	var b strings.Builder
	if title := shortTitle(th.Title, m); title != "" {
		b.WriteString(title + "\n\n")
	}
	for _, line := range grid {
		b.WriteString(strings.TrimRight(string(line), " ") + "\n")
	}
	b.WriteString("\n")
	if th.isNumber() {
		fmt.Fprintf(&b, "number %s: its thermograph is a mast (temperature %s)\n", label(th.Mean), label(th.Temperature))
	} else {
		fmt.Fprintf(&b, "temperature %s   mean %s\n", label(th.Temperature), label(th.Mean))
	}
	if l.coarse {
		fmt.Fprintf(&b, "(not to scale: positions rounded to the nearest %s)\n", label(mul2(games.DyadicInt(1), l.e)))
	}
	return b.String()
}

// textLayout is where text draws a thermograph: the lattice, the walls'
// columns and the labels, all worked out from exact values before a
// character is drawn.
type textLayout struct {
	e           int  // the unit is 2^e
	coarse      bool // positions are rounded to the lattice
	rows, cols  int  // temperature rows 0..rows (the walls meet in the top one); value columns 0..cols
	left, right []int
	mean        int            // the mast's column
	tlabels     map[int]string // temperature labels by row
	axis, x0    int            // columns of the temperature axis and of value column 0
	vlabels     []textLabel    // value labels, largest value (leftmost) first
	lines       [][]textLabel  // the value labels by line beneath the axis
}

// textLabel is a value label beneath the value axis: the column of its
// value (from x0) and its text.
type textLabel struct {
	col  int
	text string
}

// start returns the first column of value label v, centred on its value.
func (l *textLayout) start(v textLabel) int {
	return l.x0 + v.col - (utf8.RuneCountInString(v.text)-1)/2
}

// layText works out the layout of th's picture (th from zero, with
// corners), or reports false when m stops it.
func layText(th Thermograph, m *meter) (*textLayout, bool) {
	cs := th.Corners
	number := th.isNumber()
	last := cs[len(cs)-1]
	hi, lo := extent(cs, m)
	top := last.Temp // temperature where the walls meet
	if top.Sign() < 0 {
		top = games.Dyadic{}
	}

	// The lattice: exact through every corner, then refined or coarsened.
	var offsets []games.Dyadic
	for _, c := range cs {
		if !m.corner(c) {
			return nil, false
		}
		offsets = append(offsets, hi.Sub(c.Left), hi.Sub(c.Right))
		if !number {
			offsets = append(offsets, c.Temp)
		}
	}
	l := &textLayout{}
	e, coarse := chooseUnit(hi.Sub(lo), top, exactUnit(offsets), textMaxCols, textMaxRows)
	l.e, l.coarse = e, coarse
	col := func(v games.Dyadic) int { return roundInt(mul2(hi.Sub(v), -e)) }
	row := func(t games.Dyadic) int { return roundInt(mul2(t, -e)) }
	l.rows = ceilInt(mul2(top, -e))
	l.cols = col(lo)

	// Each wall's column in each temperature row, from exact values.
	ts := make([]games.Dyadic, l.rows+1)
	for r := range ts {
		ts[r] = mul2(games.DyadicInt(int64(r)), e)
	}
	lw, rw := walls(cs, ts, m)
	if m.err != nil {
		return nil, false
	}
	l.left = make([]int, l.rows+1)
	l.right = make([]int, l.rows+1)
	for r := range l.rows + 1 {
		l.left[r], l.right[r] = col(lw[r]), col(rw[r])
	}
	l.mean = col(th.Mean)

	// Temperature labels: the top and the foot first, so that they win a
	// row that two corners round to.
	l.tlabels = map[int]string{}
	if number {
		l.tlabels[0] = "0"
	} else {
		l.tlabels[l.rows] = label(last.Temp)
		for _, c := range cs[:len(cs)-1] { // the top is labelled: rounded, it could take a second row
			if !m.corner(c) {
				return nil, false
			}
			if r := row(c.Temp); r >= 0 && r <= l.rows && l.tlabels[r] == "" {
				l.tlabels[r] = label(c.Temp)
			}
		}
	}
	labelW := 0
	for _, s := range l.tlabels {
		labelW = max(labelW, utf8.RuneCountInString(s))
	}
	l.axis = labelW + 1
	l.x0 = l.axis + textGap

	// Value ticks at the stops and the mean.
	ticks := distinct([]games.Dyadic{cs[0].Left, cs[0].Right, th.Mean}, m)
	for i := len(ticks) - 1; i >= 0; i-- { // largest value first: leftmost
		l.vlabels = append(l.vlabels, textLabel{col(ticks[i]), label(ticks[i])})
	}
	l.placeValueLabels()
	return l, true
}

// placeValueLabels moves the plot right until the leftmost value label
// fits, then puts each label beneath the axis on the first line where it
// clears its neighbours.
func (l *textLayout) placeValueLabels() {
	for _, v := range l.vlabels {
		if s := l.start(v); s < 0 {
			l.x0 -= s
		}
	}
	for _, v := range l.vlabels {
		placed := false
		for i, line := range l.lines {
			p := line[len(line)-1]
			if l.start(v) > l.start(p)+utf8.RuneCountInString(p.text) {
				l.lines[i] = append(line, v)
				placed = true
				break
			}
		}
		if !placed {
			l.lines = append(l.lines, []textLabel{v})
		}
	}
}

// draw draws the picture laid out: mast rows, temperature rows, the value
// axis, labels.
func (l *textLayout) draw() [][]rune {
	rows, cols, x0, axis := l.rows, l.cols, l.x0, l.axis
	mast := textMast
	if rows == 0 {
		mast++
	}
	width := x0 + cols + textGap + 1
	for _, v := range l.vlabels {
		width = max(width, l.start(v)+utf8.RuneCountInString(v.text))
	}
	height := 1 + mast + rows + 1 + 1 + len(l.lines)
	grid := make([][]rune, height)
	for i := range grid {
		grid[i] = []rune(strings.Repeat(" ", width))
	}
	put := func(y, x int, r rune) {
		if y >= 0 && y < height && x >= 0 && x < width {
			grid[y][x] = r
		}
	}
	yOf := func(r int) int { return 1 + mast + rows - r } // line of temperature row r
	axisY := yOf(0) + 1

	// The temperature axis, with its arrow and ticks.
	put(0, axis, '↑')
	put(0, axis-2, 't')
	for y := 1; y < axisY; y++ {
		put(y, axis, runeVert)
	}
	for r, s := range l.tlabels {
		y := yOf(r)
		put(y, axis, '┤')
		for i, ch := range []rune(s) {
			put(y, axis-1-utf8.RuneCountInString(s)+i, ch)
		}
	}

	// The mast and the walls.
	for y := 1; y < yOf(rows); y++ {
		put(y, x0+l.mean, runeVert)
	}
	for r := range rows + 1 {
		lc, rc := wallRune(l.left, r), wallRune(l.right, r)
		if l.left[r] == l.right[r] {
			if r == rows || lc != rc {
				lc = runeVert // the top: the walls meet and the mast begins
			}
			put(yOf(r), x0+l.left[r], lc)
			continue
		}
		put(yOf(r), x0+l.left[r], lc)
		put(yOf(r), x0+l.right[r], rc)
	}

	// The value axis at temperature 0, with ticks at the stops and the
	// mean: ┼ where a vertical wall stands on it, ┬ elsewhere.
	put(axisY, axis, '└')
	for x := axis + 1; x < x0+cols+textGap+1; x++ {
		put(axisY, x, runeHoriz)
	}
	for _, v := range l.vlabels {
		x := x0 + v.col
		if grid[axisY-1][x] == runeVert {
			put(axisY, x, '┼')
		} else {
			put(axisY, x, '┬')
		}
	}
	for i, line := range l.lines {
		for _, v := range line {
			for j, ch := range []rune(v.text) {
				put(axisY+1+i, l.start(v)+j, ch)
			}
		}
	}
	return grid
}

// wallRune returns the character of a wall, whose columns by temperature
// row are cols, in row r: the direction of the wall coming up into the
// row from the row beneath (going up out of it, for the foot).
func wallRune(cols []int, r int) rune {
	d := 0
	switch {
	case r > 0:
		d = cols[r] - cols[r-1]
	case len(cols) > 1:
		d = cols[1] - cols[0]
	}
	switch {
	case d > 0:
		return runeUp
	case d < 0:
		return runeDown
	}
	return runeVert
}
