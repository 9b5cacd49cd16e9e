package plot

import (
	"bytes"
	"encoding/xml"
	"io"
	"strconv"
	"strings"
	"testing"

	"cgcalc/games/rulesets"
)

// board builds a Board from rows separated by '|', as CGSuite (Siegel),
// version 2.x, writes grid positions.
func board(s string) *rulesets.Board {
	b := &rulesets.Board{}
	if s == "" {
		return b
	}
	for _, r := range strings.Split(s, "|") {
		b.Rows = append(b.Rows, []rune(r))
	}
	return b
}

// boardGoldens are terminal pictures of boards, drawn by hand from
// BoardText's rules: three characters a cell, borders between cells, '.'
// blank, '#' solid, x ● and o ○ (x and o in ASCII), toads T, frogs F,
// dominoes L R G.
var boardGoldens = []struct {
	name, board string
	cs          Charset
	want        string
}{
	{"domineering 2x2, one square covered", "..|.#", Unicode, `
┌───┬───┐
│   │   │
├───┼───┤
│   │███│
└───┴───┘
`},
	{"clobber", "xo|ox", Unicode, `
┌───┬───┐
│ ● │ ○ │
├───┼───┤
│ ○ │ ● │
└───┴───┘
`},
	{"clobber ASCII", "xo|ox", ASCII, `
+---+---+
| x | o |
+---+---+
| o | x |
+---+---+
`},
	{"toads and frogs", "t.f", Unicode, `
┌───┬───┬───┐
│ T │   │ F │
└───┴───┴───┘
`},
	{"toppling dominoes ASCII", "lre", ASCII, `
+---+---+---+
| L | R | G |
+---+---+---+
`},
	{"one cell", ".", Unicode, `
┌───┐
│   │
└───┘
`},
	{"ragged rows: the missing cells are off the board", ".|..", ASCII, `
+---+---+
|   |###|
+---+---+
|   |   |
+---+---+
`},
	{"a rune no ruleset documents, in ASCII", "é", ASCII, `
+---+
| ? |
+---+
`},
	{"empty", "", Unicode, `
(empty board)
`},
}

func TestBoardText(t *testing.T) {
	for _, c := range boardGoldens {
		got := BoardText(board(c.board), c.cs, false)
		if want := c.want[1:]; got != want {
			t.Errorf("%s: BoardText(%q) =\n%s\nwant\n%s", c.name, c.board, got, want)
		}
		if c.cs == ASCII {
			assertASCII(t, c.name, got)
		}
		// PositionText draws the same picture.
		if got2, err := PositionText(board(c.board), c.cs, false); err != nil || got2 != got {
			t.Errorf("%s: PositionText = %q, %v; want BoardText's picture", c.name, got2, err)
		}
	}
}

// TestBoardTextColor checks the ANSI colours of the pieces: Left's stones,
// toads and blue dominoes blue (ESC[1;34;38;5;33m), Right's stones, frogs
// and red dominoes red (ESC[1;31;38;5;196m), green dominoes green
// (ESC[1;32;38;5;28m), and that without them the picture is the
// coloured one with the escapes taken out.
func TestBoardTextColor(t *testing.T) {
	for _, c := range []struct{ board, want string }{
		{"t.f", "│ \x1b[1;34;38;5;33mT\x1b[0m │   │ \x1b[1;31;38;5;196mF\x1b[0m │"},
		{"lre", "│ \x1b[1;34;38;5;33mL\x1b[0m │ \x1b[1;31;38;5;196mR\x1b[0m │ \x1b[1;32;38;5;28mG\x1b[0m │"},
		{"xo", "│ \x1b[1;34;38;5;33m●\x1b[0m │ \x1b[1;31;38;5;196m○\x1b[0m │"},
	} {
		got := BoardText(board(c.board), Unicode, true)
		if line := strings.Split(got, "\n")[1]; line != c.want {
			t.Errorf("BoardText(%q) in colour: line 2 is %q, want %q", c.board, line, c.want)
		}
		if plain := stripANSI(got); plain != BoardText(board(c.board), Unicode, false) {
			t.Errorf("BoardText(%q): the coloured picture less its colours is\n%s", c.board, plain)
		}
	}
}

// stripANSI removes the colour escapes ESC[...m from s.
func stripANSI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b {
			for i < len(s) && s[i] != 'm' {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// assertASCII fails the test if s has a character outside ASCII.
func assertASCII(t *testing.T, name, s string) {
	t.Helper()
	for i, r := range s {
		if r >= 128 {
			t.Errorf("%s: character %q at byte %d is not ASCII", name, r, i)
			return
		}
	}
}

// svgElement is an element of an SVG document with its attributes.
type svgElement struct {
	name  string
	attrs map[string]string
}

// parseSVG parses doc with encoding/xml, failing the test if it is not
// well-formed XML with an <svg> root, and returns its elements in order.
func parseSVG(t *testing.T, name string, doc []byte) []svgElement {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var els []svgElement
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: the SVG is not well-formed: %v\n%s", name, err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 && tok.Name.Local != "svg" {
				t.Fatalf("%s: the root element is <%s>, not <svg>", name, tok.Name.Local)
			}
			depth++
			e := svgElement{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			els = append(els, e)
		case xml.EndElement:
			depth--
		}
	}
	if len(els) == 0 {
		t.Fatalf("%s: empty SVG", name)
	}
	return els
}

// classes counts the elements of each class.
func classes(els []svgElement) map[string]int {
	m := map[string]int{}
	for _, e := range els {
		if c := e.attrs["class"]; c != "" {
			m[c]++
		}
	}
	return m
}

// TestBoardSVG checks the SVG picture of boards: well-formed, one square
// per cell at exact coordinates (40 pixels a cell, the rows and columns in
// order), and one piece of the right kind for each rune.
func TestBoardSVG(t *testing.T) {
	for _, s := range []string{"..|.#", "xo|ox", "t.f", "lre", "x.o.t|f#lre|....", "ab", "", ".|..", "tt..ff"} {
		b := board(s)
		doc := BoardSVG(b, "board "+strconv.Quote(s))
		els := parseSVG(t, s, doc)
		got := classes(els)
		rows, cols := boardSize(b)
		want := map[string]int{}
		kinds := map[rune]string{'x': "stone-x", 'o': "stone-o", 't': "toad", 'f': "frog", 'l': "domino-l", 'r': "domino-r", 'e': "domino-e"}
		for i := range rows {
			for j := range cols {
				r := boardCell(b, i, j)
				if r == '#' {
					want["off"]++
				} else {
					want["cell"]++
				}
				if k, ok := kinds[r]; ok {
					want[k]++
				} else if r != '.' && r != '#' {
					want["mark"]++
				}
			}
		}
		if rows == 0 {
			want = map[string]int{"title": 1}
		} else {
			want["title"] = 1
			want["cells"], want["pieces"] = 1, 1
		}
		if !mapsEqual(got, want) {
			t.Errorf("BoardSVG(%q): classes %v, want %v", s, got, want)
		}
		// The squares: row by row, each exactly 40 pixels right of the
		// one before, each row 40 pixels below the one above.
		var x0, y0 float64
		k := 0
		for _, e := range els {
			if e.name != "rect" || (e.attrs["class"] != "cell" && e.attrs["class"] != "off") {
				continue
			}
			x, _ := strconv.ParseFloat(e.attrs["x"], 64)
			y, _ := strconv.ParseFloat(e.attrs["y"], 64)
			if k == 0 {
				x0, y0 = x, y
			}
			i, j := k/cols, k%cols
			if x != x0+float64(40*j) || y != y0+float64(40*i) || e.attrs["width"] != "40" || e.attrs["height"] != "40" {
				t.Errorf("BoardSVG(%q): square %d at (%v, %v) size %s×%s, want (%v, %v) 40×40", s, k, x, y, e.attrs["width"], e.attrs["height"], x0+float64(40*j), y0+float64(40*i))
			}
			k++
		}
		if k != rows*cols {
			t.Errorf("BoardSVG(%q): %d squares, want %d", s, k, rows*cols)
		}
	}
}

// mapsEqual reports whether two counts are the same.
func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestPositionErrors checks the errors of pictures that cannot be drawn:
// no picture, and a nil one of either kind (anything else, a string or a
// number, the compiler refuses as a rulesets.Picture).
func TestPositionErrors(t *testing.T) {
	for _, pic := range []rulesets.Picture{nil, (*rulesets.Board)(nil), (*rulesets.Graph)(nil)} {
		if _, err := PositionText(pic, Unicode, false); err == nil {
			t.Errorf("PositionText(%#v): no error", pic)
		}
		if _, err := PositionSVG(pic, ""); err == nil {
			t.Errorf("PositionSVG(%#v): no error", pic)
		}
	}
	// A terminal picture of more than maxTextCells characters.
	huge := &rulesets.Board{Rows: [][]rune{[]rune(strings.Repeat(".", maxTextCells/4))}}
	if _, err := PositionText(huge, Unicode, false); err == nil || !strings.Contains(err.Error(), "too large for the terminal") {
		t.Errorf("PositionText of a %d-cell strip: error %v, want too large", maxTextCells/4, err)
	}
	stalk := &rulesets.Graph{Ground: make([]bool, 1<<19+1)}
	stalk.Ground[0] = true
	for v := range 1 << 19 {
		stalk.Edges = append(stalk.Edges, rulesets.Edge{A: v, B: v + 1, Color: 'l'})
	}
	if _, err := PositionText(stalk, Unicode, false); err == nil || !strings.Contains(err.Error(), "too large for the terminal") {
		t.Errorf("PositionText of a stalk of 2^19 edges: error %v, want too large", err)
	}
}
