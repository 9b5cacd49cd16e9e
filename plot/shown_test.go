package plot

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"strings"
	"testing"

	"cgcalc/games/rulesets"
)

// TestShownText draws pictures with captions: one, its caption on a line
// beneath it; two side by side, the pictures standing on one line and
// each caption beneath its own; and a row too wide for 80 columns broken
// into rows (pictures by hand from BoardText's and GraphText's rules).
func TestShownText(t *testing.T) {
	stalk := &rulesets.Graph{Ground: ground(3, 1), Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}}}
	cases := []struct {
		name  string
		items []Shown
		want  string
	}{
		{"one, captioned", []Shown{{Pic: board("x.o"), Caption: []string{"value 0", "second player wins"}}}, `
┌───┬───┬───┐
│ ● │   │ ○ │
└───┴───┴───┘
value 0, second player wins
`},
		{"one, no caption", []Shown{{Pic: board("x")}}, `
┌───┐
│ ● │
└───┘
`},
		{"a row: a stalk beside a board", []Shown{
			{Pic: stalk, Caption: []string{"value 1/2", "Left wins"}},
			{Pic: board(".."), Caption: []string{"value ±1", "first player wins"}},
		}, `
  •
  R
  •          ┌───┬───┐
  L          │   │   │
══╧══        └───┴───┘
value 1/2    value ±1
Left wins    first player wins
`},
	}
	for _, c := range cases {
		got, err := ShownText(c.items, Unicode, false)
		if want := strings.TrimPrefix(c.want, "\n"); err != nil || got != want {
			t.Errorf("%s: ShownText =\n%s%v\nwant\n%s", c.name, got, err, want)
		}
	}
	// Six boards of 3 columns (13 characters, 4 between): four fit in 80
	// columns (4·13 + 3·4 = 64; five take 81), so two rows, of 4 and 2.
	var six []Shown
	for range 6 {
		six = append(six, Shown{Pic: board("x.o"), Caption: []string{"value 0"}})
	}
	got, err := ShownText(six, Unicode, false)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(got, "\n\n")
	if len(rows) != 2 || strings.Count(rows[0], "value 0") != 4 || strings.Count(rows[1], "value 0") != 2 {
		t.Errorf("six boards: rows\n%s\nwant four boards, then two", got)
	}
	for _, l := range strings.Split(got, "\n") {
		if n := textWidth(l); n > rowCols {
			t.Errorf("six boards: a line of %d columns: %q", n, l)
		}
	}
}

// TestShownSVG checks the SVG of pictures with captions: well-formed, one
// nested picture per position, the caption lines as text of class
// "caption" sized in em (so that the worksheet's projector mode, which
// scales the page's pictures, scales them), the rows within rowPx.
func TestShownSVG(t *testing.T) {
	items := []Shown{
		{Pic: board("x.o"), Caption: []string{"value 0", "second player wins"}},
		{Pic: &rulesets.Graph{Ground: ground(2, 1), Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'l'}}}, Caption: []string{"value 1", "Left wins"}},
	}
	for n := 1; n <= 40; n *= 2 {
		var its []Shown
		for i := range n {
			its = append(its, items[i%2])
		}
		doc, err := ShownSVG(its, `(show "<&>")`)
		if err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(bytes.NewReader(doc))
		svgs, captions := 0, []string{}
		inCaption := false
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%d pictures: not well-formed XML: %v", n, err)
			}
			switch e := tok.(type) {
			case xml.StartElement:
				if e.Name.Local == "svg" {
					svgs++
				}
				inCaption = false
				for _, a := range e.Attr {
					if a.Name.Local == "class" && a.Value == "caption" {
						inCaption = true
					}
					if inCaption && a.Name.Local == "font-size" && !strings.HasSuffix(a.Value, "em") {
						t.Errorf("%d pictures: a caption's size %q, want one in em", n, a.Value)
					}
				}
			case xml.CharData:
				if inCaption {
					captions = append(captions, string(e))
				}
			case xml.EndElement:
				inCaption = false
			}
		}
		if svgs != n+1 || len(captions) != 2*n {
			t.Errorf("%d pictures: %d svg elements and captions %q, want %d and two captions each", n, svgs, captions, n+1)
		}
		if !strings.Contains(string(doc), "value 0") || (n > 1 && !strings.Contains(string(doc), "Left wins")) {
			t.Errorf("%d pictures: the captions are missing:\n%s", n, doc)
		}
		if w, _, _, err := svgParts(doc); err != nil || w > rowPx {
			t.Errorf("%d pictures: width %v (%v), want at most %d", n, w, err, rowPx)
		}
	}
}

// TestTerminalColors checks the colours of the terminal pictures on a
// dark background and on a light one: each ink has a contrast of at least
// 3.5:1 with black, with a dark grey terminal (#1e1e1e) and with white
// (the WCAG 2 contrast ratio of relative luminances), so that no piece is
// drawn in the terminal's default colour that a dark or light theme would
// hide; and the coloured pictures less their colours still tell every
// colour apart, by letter or by shape.
func TestTerminalColors(t *testing.T) {
	lum := func(c [3]uint8) float64 {
		var l [3]float64
		for i, v := range c {
			x := float64(v) / 255
			if x <= 0.03928 {
				l[i] = x / 12.92
			} else {
				l[i] = math.Pow((x+0.055)/1.055, 2.4)
			}
		}
		return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	}
	contrast := func(a, b [3]uint8) float64 {
		x, y := lum(a), lum(b)
		return (max(x, y) + 0.05) / (min(x, y) + 0.05)
	}
	backgrounds := map[string][3]uint8{"black": {0, 0, 0}, "dark grey": {0x1e, 0x1e, 0x1e}, "white": {0xff, 0xff, 0xff}}
	for ink := colorBlue; ink <= colorGreen; ink++ {
		if !strings.HasPrefix(ansi[ink], "\x1b[1;") {
			t.Errorf("colour %d: %q is not bold", ink, ansi[ink])
		}
		for name, bg := range backgrounds {
			if r := contrast(ansiRGB[ink], bg); r < 3.5 {
				t.Errorf("colour %d on %s: contrast %.2f, want at least 3.5", ink, name, r)
			}
		}
	}
	// Pictures that differ only in colour differ with the colours taken out.
	edge := func(c rune) rulesets.Picture {
		return &rulesets.Graph{Ground: ground(3, 1), Edges: []rulesets.Edge{{A: 0, B: 1, Color: c}, {A: 1, B: 2, Color: c}}}
	}
	tree := func(c rune) rulesets.Picture {
		return &rulesets.Graph{Ground: ground(4, 1), Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'e'}, {A: 1, B: 2, Color: c}, {A: 1, B: 3, Color: 'l'}}}
	}
	for _, set := range [][]rulesets.Picture{
		{edge('l'), edge('r'), edge('e'), edge('n')},
		{tree('l'), tree('r'), tree('e')},
		{board("x"), board("o"), board("t"), board("f")},
		{board("l"), board("r"), board("e")},
	} {
		for _, cs := range []Charset{Unicode, ASCII} {
			seen := map[string]bool{}
			for _, p := range set {
				colored, err := PositionText(p, cs, true)
				if err != nil {
					t.Fatal(err)
				}
				plain := StripColor(colored)
				if seen[plain] {
					t.Errorf("two pictures that differ in colour alike without it:\n%s", plain)
				}
				seen[plain] = true
			}
		}
	}
}
