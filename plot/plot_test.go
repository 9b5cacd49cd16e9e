package plot

import (
	"encoding/xml"
	"errors"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"cgcalc/games"
)

// dy parses a dyadic for the tables of tests.
func dy(t testing.TB, s string) games.Dyadic {
	t.Helper()
	v, err := games.ParseDyadic(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// corners is a thermograph's corner list, each written "temp left right".
type corners []string

// mk builds a Thermograph from its corners: the mean is where the walls
// meet, the temperature that of the last corner, or for a number (a single
// corner below 0) −1/2^k for a mean with denominator 2^k.
func mk(t testing.TB, title string, cl corners) Thermograph {
	t.Helper()
	var cs []games.Corner
	for _, c := range cl {
		f := strings.Fields(c)
		if len(f) != 3 {
			t.Fatalf("bad corner %q", c)
		}
		cs = append(cs, games.Corner{Temp: dy(t, f[0]), Left: dy(t, f[1]), Right: dy(t, f[2])})
	}
	th := Thermograph{Corners: cs, Title: title}
	if len(cs) == 0 {
		return th
	}
	last := cs[len(cs)-1]
	th.Mean, th.Temperature = last.Left, last.Temp
	if th.isNumber() {
		th.Temperature = games.DyadicInt(-1)
		for range last.Left.Exp() {
			th.Temperature = th.Temperature.Half()
		}
	}
	return th
}

// examples are the thermographs the pictures are tested on. cols is the
// expected width of the walls in columns in the terminal picture (0 for a
// mast alone); coarse marks a picture whose positions are rounded.
var examples = []struct {
	name, title string
	corners     corners
	cols        int
	coarse      bool
}{
	{"{1|-1}", "", corners{"0 1 -1", "1 0 0"}, 16, false},
	{"{2|1}", "{2|1}", corners{"0 2 1", "1/2 3/2 3/2"}, 16, false},
	{"a", "{{4|2}|{1|-1}}", corners{"0 2 1", "1 2 1", "3/2 3/2 3/2"}, 8, false},
	{"-a", "", corners{"0 -1 -2", "1 -1 -2", "3/2 -3/2 -3/2"}, 8, false},
	{"{3|{1|-1}}", "{3|{1|-1}}", corners{"0 3 1", "1 2 1", "3/2 3/2 3/2"}, 16, false},
	{"{1*|0}", "{1*|0}", corners{"0 1 0", "1/2 1/2 1/2"}, 16, false},
	{"up", "↑", corners{"0 0 0"}, 0, false},
	{"1/2", "1/2", corners{"-1 1/2 1/2"}, 0, false},
	{"-7", "", corners{"-1 -7 -7"}, 0, false},
	{"{10|-10}", "{10|-10}", corners{"0 10 -10", "10 0 0"}, 20, false},
	{"fine", "", corners{"0 1/8 -1/16", "3/32 1/32 1/32"}, 24, false},
	{"right bends", "", corners{"0 3 0", "1 2 0", "3 2 2"}, 12, false},
	{"long labels", "{1001/1024|125/128}", corners{"0 1001/1024 125/128", "1/2048 2001/2048 2001/2048"}, 16, false},
	{"wide", "", corners{"0 1000 -1001/4", "5001/8 2999/8 2999/8"}, 20, true},
	{"crowded", "", corners{"0 100 -100", "1/4 100 -399/4", "801/8 1/8 1/8"}, 25, true},
}

// goldenPM is the terminal picture of {1|-1}.
const goldenPM = `t ↑
  │          │
  │          │
  │          │
1 ┤          │
  │         ╱ ╲
  │        ╱   ╲
  │       ╱     ╲
  │      ╱       ╲
  │     ╱         ╲
  │    ╱           ╲
  │   ╱             ╲
0 ┤  ╱               ╲
  └──┬───────┬───────┬───
     1       0       -1

temperature 1   mean 0
`

func TestTextGolden(t *testing.T) {
	got := Text(mk(t, "", corners{"0 1 -1", "1 0 0"}))
	if got != goldenPM {
		t.Errorf("Text({1|-1}) =\n%s\nwant\n%s", got, goldenPM)
	}
}

// isWall reports whether r draws a wall or the mast.
func isWall(r rune) bool { return r == runeVert || r == runeUp || r == runeDown }

func TestText(t *testing.T) {
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			th := mk(t, ex.title, ex.corners)
			if err := th.Validate(); err != nil {
				t.Fatal(err)
			}
			pic := Text(th)
			if !strings.HasSuffix(pic, "\n") {
				t.Fatalf("picture does not end in a newline:\n%s", pic)
			}
			if strings.ContainsRune(pic, '\x1b') {
				t.Errorf("picture has escape codes:\n%s", pic)
			}
			lines := strings.Split(strings.TrimSuffix(pic, "\n"), "\n")
			grid := make([][]rune, len(lines))
			for i, l := range lines {
				grid[i] = []rune(l)
				if strings.TrimRight(l, " ") != l {
					t.Errorf("line %d has trailing spaces: %q", i, l)
				}
				if n := utf8.RuneCountInString(l); n > 64 {
					t.Errorf("line %d is %d columns wide: %q", i, n, l)
				}
			}
			if len(lines) > 28 {
				t.Errorf("picture is %d lines high", len(lines))
			}
			at := func(y, x int) rune {
				if y < 0 || y >= len(grid) || x < 0 || x >= len(grid[y]) {
					return ' '
				}
				return grid[y][x]
			}
			if ex.title != "" && lines[0] != ex.title {
				t.Errorf("first line %q, want the title %q", lines[0], ex.title)
			}

			// The axes: └ where they cross, ↑ atop the temperature axis.
			axisY, axisX := -1, -1
			for y, row := range grid {
				if x := slices.Index(row, '└'); x >= 0 {
					axisY, axisX = y, x
				}
			}
			if axisY < 0 {
				t.Fatalf("no axes in\n%s", pic)
			}
			headY := -1
			for y := range axisY {
				if at(y, axisX) == '↑' {
					headY = y
				}
			}
			if headY < 0 {
				t.Fatalf("no arrow atop the temperature axis in\n%s", pic)
			}

			// Ticks on the value axis, at the stops and the mean, each with
			// its exact label beneath it.
			var ticks []int
			for x, r := range grid[axisY] {
				if r == '┬' || r == '┼' {
					ticks = append(ticks, x)
				}
			}
			cs := th.Corners
			values := distinct([]games.Dyadic{cs[0].Left, cs[0].Right, th.Mean}, &meter{})
			slices.Reverse(values) // leftmost first
			if len(ticks) != len(values) {
				t.Fatalf("%d ticks on the value axis, want %d:\n%s", len(ticks), len(values), pic)
			}
			var labels []string
			for y := axisY + 1; y < len(lines) && lines[y] != ""; y++ {
				labels = append(labels, lines[y])
			}
			for i, v := range values {
				if !labelUnder(labels, v.String(), ticks[i]) {
					t.Errorf("no label %v under the tick in column %d:\n%s", v, ticks[i], pic)
				}
			}

			// The caption.
			caption := "temperature " + th.Temperature.String() + "   mean " + th.Mean.String()
			if th.isNumber() {
				caption = "number " + th.Mean.String() + ": its thermograph is a mast (temperature " + th.Temperature.String() + ")"
			}
			if !slices.Contains(lines, caption) {
				t.Errorf("no caption %q in\n%s", caption, pic)
			}
			note := slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "(not to scale") })
			if note != ex.coarse {
				t.Errorf("not-to-scale note shown: %v, want %v", note, ex.coarse)
			}

			// The walls, row by row: Left's (│ or ╱) strictly left of
			// Right's (│ or ╲), or one wall or the mast where they meet.
			for y := headY + 1; y < axisY; y++ {
				var xs []int
				for x := axisX + 1; x < len(grid[y]); x++ {
					if isWall(grid[y][x]) {
						xs = append(xs, x)
					}
				}
				switch {
				case len(xs) == 1:
				case len(xs) == 2 && grid[y][xs[0]] != runeDown && grid[y][xs[1]] != runeUp:
				default:
					t.Errorf("line %d: walls at %v: %q", y, xs, lines[y])
				}
			}
			if got := ticks[len(ticks)-1] - ticks[0]; got != ex.cols {
				t.Errorf("walls span %d columns, want %d", got, ex.cols)
			}
			if len(ticks) == 1 {
				// A mast alone, from the axis to the arrow.
				for y := headY + 1; y < axisY; y++ {
					if at(y, ticks[0]) != runeVert {
						t.Errorf("line %d: no mast above the tick:\n%s", y, pic)
					}
				}
				return
			}
			if ex.coarse {
				return
			}

			// Each corner lies on a wall, in the cell the scale of the value
			// axis gives: cells per unit = tick distance / stop distance.
			scale := new(big.Rat).SetFrac64(int64(ex.cols), 1)
			scale.Quo(scale, values[0].Sub(values[len(values)-1]).Rat())
			cell := func(d games.Dyadic) int {
				c := new(big.Rat).Mul(d.Rat(), scale)
				if !c.IsInt() {
					t.Fatalf("%v is not on the lattice of %v cells per unit", d, scale)
				}
				return int(c.Num().Int64())
			}
			for _, c := range cs {
				y := axisY - 1 - cell(c.Temp)
				for _, v := range []games.Dyadic{c.Left, c.Right} {
					x := ticks[0] + cell(values[0].Sub(v))
					if !isWall(at(y, x)) {
						t.Errorf("corner (%v, %v): line %d column %d holds %q, not a wall:\n%s", c.Temp, v, y, x, at(y, x), pic)
					}
				}
				// Its temperature is labelled on its line.
				if label := strings.TrimSpace(string(grid[y][:axisX])); label != c.Temp.String() || at(y, axisX) != '┤' {
					t.Errorf("corner at temperature %v: line %d is labelled %q", c.Temp, y, label)
				}
			}
			// The mast rises above the top corner to the arrow.
			last := cs[len(cs)-1]
			for y := headY + 1; y < axisY-1-cell(last.Temp); y++ {
				if x := ticks[0] + cell(values[0].Sub(th.Mean)); at(y, x) != runeVert {
					t.Errorf("line %d: no mast in column %d", y, x)
				}
			}
		})
	}
}

// labelUnder reports whether one of the label lines holds s as a word
// covering column x.
func labelUnder(lines []string, s string, x int) bool {
	for _, l := range lines {
		r := []rune(l)
		for p := 0; p+len([]rune(s)) <= len(r); p++ {
			if string(r[p:p+len([]rune(s))]) != s || p > x || x >= p+len([]rune(s)) {
				continue
			}
			before := p == 0 || r[p-1] == ' '
			after := p+len([]rune(s)) == len(r) || r[p+len([]rune(s))] == ' '
			if before && after {
				return true
			}
		}
	}
	return false
}

// node is an element of a parsed SVG document.
type node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []node     `xml:",any"`
}

func (n node) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// walk calls f on n and its descendants, with the class of the nearest
// enclosing element that has one.
func (n node) walk(class string, f func(n node, class string)) {
	if c := n.attr("class"); c != "" {
		class = c
	}
	f(n, class)
	for _, c := range n.Children {
		c.walk(class, f)
	}
}

func num64(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func rat64(d games.Dyadic) float64 {
	f, _ := d.Rat().Float64()
	return f
}

// axisMap fits the linear map from coordinate to value through labelled
// ticks: value = a + b·coordinate.
type axisMap struct{ a, b float64 }

func fitAxis(t *testing.T, pts map[float64]float64) (axisMap, bool) {
	t.Helper()
	var xs []float64
	for x := range pts {
		xs = append(xs, x)
	}
	if len(xs) < 2 {
		return axisMap{}, false
	}
	slices.Sort(xs)
	x0, x1 := xs[0], xs[len(xs)-1]
	b := (pts[x1] - pts[x0]) / (x1 - x0)
	m := axisMap{pts[x0] - b*x0, b}
	for x, v := range pts {
		if math.Abs(m.at(x)-v) > 1e-6*math.Max(1, math.Abs(v))+math.Abs(b)*0.01 {
			t.Errorf("tick at %v labelled %v is off the scale (%v)", x, v, m.at(x))
		}
	}
	return m, true
}

func (m axisMap) at(x float64) float64 { return m.a + m.b*x }

func TestSVG(t *testing.T) {
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			title := ex.title
			if title == "" {
				title = "G < H & \"x\""
			}
			th := mk(t, title, ex.corners)
			doc := SVG(th)
			var root node
			if err := xml.Unmarshal(doc, &root); err != nil {
				t.Fatalf("SVG does not parse: %v\n%s", err, doc)
			}
			if root.XMLName.Local != "svg" || root.XMLName.Space != "http://www.w3.org/2000/svg" || root.attr("viewBox") == "" {
				t.Fatalf("root element %v, viewBox %q", root.XMLName, root.attr("viewBox"))
			}
			for _, bad := range []string{"<script", "href", "url("} {
				if strings.Contains(string(doc), bad) {
					t.Errorf("SVG contains %q", bad)
				}
			}
			if strings.ContainsAny(title, "<&") && strings.Contains(string(doc), title) {
				t.Errorf("title %q not escaped", title)
			}

			// Labelled ticks give the scales; walls map back to corners.
			vticks, tticks := map[float64]float64{}, map[float64]float64{}
			texts := map[string]bool{}
			polys := map[string]string{}
			root.walk("", func(n node, class string) {
				switch n.XMLName.Local {
				case "text":
					texts[n.Text] = true
					v, err := games.ParseDyadic(n.Text)
					if err != nil {
						return
					}
					switch class {
					case "value-labels":
						vticks[num64(t, n.attr("x"))] = rat64(v)
					case "temperature-labels":
						if v.Sign() != 0 { // "0" sits above the value axis
							tticks[num64(t, n.attr("y"))-4] = rat64(v)
						}
					}
				case "polyline":
					polys[class] = n.attr("points")
				case "line":
					if class == "value-axis" {
						tticks[num64(t, n.attr("y1"))] = 0
					}
				}
			})
			if !texts[title] {
				t.Errorf("no title %q among %v", title, texts)
			}
			caption := "temperature " + th.Temperature.String() + ", mean " + th.Mean.String()
			if th.isNumber() {
				caption = "the number " + th.Mean.String() + ": a mast (temperature " + th.Temperature.String() + ")"
			}
			for _, want := range []string{caption, "temperature", "← Left (positive)", "Right (negative) →"} {
				if !texts[want] {
					t.Errorf("no text %q", want)
				}
			}
			cs := th.Corners
			if !ex.coarse {
				for _, c := range cs {
					for _, v := range []games.Dyadic{c.Left, c.Right} {
						if !texts[v.String()] {
							t.Errorf("no label for value %v", v)
						}
					}
					if c.Temp.Sign() >= 0 && !texts[c.Temp.String()] {
						t.Errorf("no label for temperature %v", c.Temp)
					}
				}
			}
			if len(cs) == 1 {
				if len(polys) != 0 {
					t.Errorf("walls %v for a mast alone", polys)
				}
				return
			}
			vm, ok1 := fitAxis(t, vticks)
			tm, ok2 := fitAxis(t, tticks)
			if !ok1 || !ok2 {
				t.Fatalf("too few labelled ticks: %v %v", vticks, tticks)
			}
			for _, w := range []struct {
				class string
				left  bool
			}{{"wall-left", true}, {"wall-right", false}} {
				pts := strings.Fields(polys[w.class])
				if len(pts) != len(cs) {
					t.Fatalf("%s has %d points, want %d: %q", w.class, len(pts), len(cs), polys[w.class])
				}
				for i, p := range pts {
					x, y, _ := strings.Cut(p, ",")
					c := cs[i]
					want := c.Right
					if w.left {
						want = c.Left
					}
					gotV, gotT := vm.at(num64(t, x)), tm.at(num64(t, y))
					tol := 0.01 * (rat64(cs[0].Left) - rat64(cs[0].Right))
					if math.Abs(gotV-rat64(want)) > tol || math.Abs(gotT-rat64(c.Temp)) > tol {
						t.Errorf("%s point %d (%s) maps to (%g, %g), want corner (%v, %v)", w.class, i, p, gotT, gotV, c.Temp, want)
					}
				}
			}
		})
	}
}

func TestValidate(t *testing.T) {
	for _, ex := range examples {
		if err := mk(t, "", ex.corners).Validate(); err != nil {
			t.Errorf("%s: %v", ex.name, err)
		}
	}
	bad := []struct {
		name    string
		corners corners
		edit    func(*Thermograph)
		want    string
	}{
		{"empty", nil, nil, "no corners"},
		{"decreasing temperatures", corners{"0 2 0", "1 1 1", "1/2 1 1"}, nil, "not above"},
		{"repeated temperature", corners{"0 2 0", "1 1 1", "1 1 1"}, nil, "not above"},
		{"Left below Right", corners{"0 0 1", "1/2 1/2 1/2"}, nil, "below Right"},
		{"walls do not meet", corners{"0 2 0", "1/2 3/2 1/2"}, nil, "do not meet"},
		{"slope 2", corners{"0 3 0", "1 1 1"}, nil, "slope -2"},
		{"Left wall rising", corners{"0 1 0", "1 2 1", "3/2 3/2 3/2"}, nil, "slope 1; want 0 or -1"},
		{"Right wall falling", corners{"0 1 0", "1 0 -1", "3/2 -1/2 -1/2"}, nil, "slope -1; want 0 or 1"},
		{"foot above 0", corners{"1 1 -1", "2 0 0"}, nil, "foot"},
		{"foot below -1", corners{"-2 2 -2", "0 0 0"}, nil, "foot"},
		{"number below -1", corners{"-2 1 1"}, nil, "foot"},
		{"wrong mean", corners{"0 1 -1", "1 0 0"}, func(th *Thermograph) { th.Mean = games.DyadicInt(1) }, "mean"},
		{"wrong temperature", corners{"0 1 -1", "1 0 0"}, func(th *Thermograph) { th.Temperature = games.DyadicInt(2) }, "temperature 2"},
		{"number with temperature 0", corners{"-1 1 1"}, func(th *Thermograph) { th.Temperature = games.Dyadic{} }, "negative"},
	}
	for _, b := range bad {
		th := mk(t, "", b.corners)
		if b.edit != nil {
			b.edit(&th)
		}
		err := th.Validate()
		switch {
		case err == nil:
			t.Errorf("%s: Validate accepted %v", b.name, th.Corners)
		case !strings.Contains(err.Error(), b.want) || strings.Contains(err.Error(), "\n"):
			t.Errorf("%s: error %q, want one line containing %q", b.name, err, b.want)
		}
	}
}

// TestNoPanic draws thermographs that Validate rejects: the pictures may
// be wrong but must not crash.
func TestNoPanic(t *testing.T) {
	for _, cl := range []corners{
		nil,
		{"0 0 1"},
		{"0 2 0", "1/2 3/2 1/2"},
		{"0 3 0", "1 1 1"},
		{"0 1 0", "1 2 1", "3/2 3/2 3/2"},
		{"1 1 -1", "2 0 0"},
		{"-1 1 -1", "0 0 0"},
		{"0 0 0", "1 0 0"},
		{"0 1000000000000 -1000000000000", "1000000000000 0 0"},
		{"0 1/1099511627776 0", "1/2199023255552 1/2199023255552 1/2199023255552"},
	} {
		th := mk(t, "x", cl)
		_ = Text(th)
		var root node
		if err := xml.Unmarshal(SVG(th), &root); err != nil {
			t.Errorf("%v: SVG does not parse: %v", cl, err)
		}
	}
}

func TestChooseUnit(t *testing.T) {
	for _, c := range []struct {
		spanV, spanT string
		exact        int
		e            int
		coarse       bool
	}{
		{"2", "1", 0, -3, false},        // {1|-1}: 16 columns, 8 rows
		{"1", "3/2", -1, -3, false},     // a: the rows bind first
		{"0", "0", 5, 0, false},         // a mast alone
		{"1000", "1", 0, 5, true},       // 1000/32 ≤ 48 columns
		{"3/16", "3/32", -5, -7, false}, // 24 columns, 12 rows
	} {
		e, coarse := chooseUnit(dy(t, c.spanV), dy(t, c.spanT), c.exact, textMaxCols, textMaxRows)
		if e != c.e || coarse != c.coarse {
			t.Errorf("chooseUnit(%s, %s, %d) = %d, %v; want %d, %v", c.spanV, c.spanT, c.exact, e, coarse, c.e, c.coarse)
		}
	}
}

// hugeExamples are thermographs whose numbers have hundreds of thousands
// of bits: {2^300000|0}, its negative, {2^-300000|0}, and one with long
// odd parts, with the labels their pictures must show.
func hugeExamples(t testing.TB) []struct {
	name   string
	th     Thermograph
	labels []string
} {
	one := games.DyadicInt(1)
	p := one.Mul2(300000)                                                                            // 2^300000
	odd := games.DyadicFromBigInt(new(big.Int).Exp(big.NewInt(3), big.NewInt(200000), nil)).Add(one) // about 2^316993
	var out []struct {
		name   string
		th     Thermograph
		labels []string
	}
	add := func(name, title string, cs []games.Corner, labels ...string) {
		last := cs[len(cs)-1]
		th := Thermograph{Corners: cs, Mean: last.Left, Temperature: last.Temp, Title: title}
		if th.isNumber() {
			th.Temperature = games.DyadicInt(-1)
		}
		if err := th.Validate(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, struct {
			name   string
			th     Thermograph
			labels []string
		}{name, th, labels})
	}
	add("2^300000", "{"+p.String()+"|0}",
		[]games.Corner{{Left: p}, {Temp: p.Half(), Left: p.Half(), Right: p.Half()}},
		"2^300000", "2^299999", "0")
	add("-2^300000", "",
		[]games.Corner{{Left: games.Dyadic{}, Right: p.Neg()}, {Temp: p.Half(), Left: p.Half().Neg(), Right: p.Half().Neg()}},
		"-2^300000", "-2^299999")
	q := one.Mul2(-300000)
	add("2^-300000", "", []games.Corner{{Left: q}, {Temp: q.Half(), Left: q.Half(), Right: q.Half()}},
		"2^-300000", "2^-300001")
	// Left's wall falls from 3^200000+1 and Right's rises from 1024 until
	// they meet: numbers with a long odd part, labelled approximately.
	top := odd.Sub(games.DyadicInt(1024)).Half()
	add("long odd parts", "", []games.Corner{{Left: odd, Right: games.DyadicInt(1024)}, {Temp: top, Left: odd.Sub(top), Right: odd.Sub(top)}},
		"1024", "≈1.")
	add("huge number", "", []games.Corner{{Temp: games.DyadicInt(-1), Left: p, Right: p}}, "2^300000")
	return out
}

// TestHugeNumbers: thermographs of numbers of 300,000 bits draw as
// pictures of the usual size, their labels abbreviated with powers of two;
// the work the drawing charges to its Poll stays small (a count: before,
// the layout doubled a number 300,000 times, one bit at a time).
func TestHugeNumbers(t *testing.T) {
	for _, ex := range hugeExamples(t) {
		t.Run(ex.name, func(t *testing.T) {
			work := 0
			poll := func(n int) error { work += n; return nil }
			if err := ex.th.ValidatePoll(poll); err != nil {
				t.Fatal(err)
			}
			pic, err := TextPoll(ex.th, poll)
			if err != nil {
				t.Fatal(err)
			}
			if len(pic) > 4096 {
				t.Errorf("terminal picture is %d bytes:\n%.2000s", len(pic), pic)
			}
			lines := strings.Split(pic, "\n")
			if len(lines) > 30 {
				t.Errorf("terminal picture is %d lines", len(lines))
			}
			for i, l := range lines {
				if n := utf8.RuneCountInString(l); n > 80 {
					t.Errorf("line %d is %d columns: %q", i, n, l)
				}
			}
			doc, err := SVGPoll(ex.th, poll)
			if err != nil {
				t.Fatal(err)
			}
			if len(doc) > 16384 {
				t.Errorf("SVG is %d bytes", len(doc))
			}
			var root node
			if err := xml.Unmarshal(doc, &root); err != nil {
				t.Fatalf("SVG does not parse: %v", err)
			}
			for _, want := range ex.labels {
				if !strings.Contains(pic, want) {
					t.Errorf("no label %q in\n%s", want, pic)
				}
				if !strings.Contains(string(doc), want) {
					t.Errorf("no label %q in the SVG", want)
				}
			}
			if strings.Contains(string(doc), "Inf") || strings.Contains(string(doc), "NaN") {
				t.Errorf("SVG has coordinates out of range:\n%s", doc)
			}
			// About 5,000 units of 64 bits per number, each number met a
			// few dozen times.
			if work > 1<<20 {
				t.Errorf("drawing charged %d units of work", work)
			}
		})
	}
}

// TestHugeLayout: the walls of {2^300000|0} are where those of
// {20000000|0} are (whose temperature label is as wide as "2^299999"):
// positions do not depend on the scale.
func TestHugeLayout(t *testing.T) {
	coords := func(th Thermograph) []string {
		var root node
		if err := xml.Unmarshal(SVG(th), &root); err != nil {
			t.Fatal(err)
		}
		var out []string
		root.walk("", func(n node, class string) {
			if n.XMLName.Local == "polyline" {
				out = append(out, n.attr("points"))
			}
		})
		return out
	}
	small := mk(t, "", corners{"0 20000000 0", "10000000 10000000 10000000"})
	huge := hugeExamples(t)[0].th
	if a, b := coords(small), coords(huge); !slices.Equal(a, b) {
		t.Errorf("walls of {2^300000|0} at %v, of {20000000|0} at %v", b, a)
	}
}

func TestLabel(t *testing.T) {
	one := games.DyadicInt(1)
	pow3 := func(k int64) games.Dyadic {
		return games.DyadicFromBigInt(new(big.Int).Exp(big.NewInt(3), big.NewInt(k), nil))
	}
	for _, c := range []struct {
		d    games.Dyadic
		want string
	}{
		{games.Dyadic{}, "0"},
		{dy(t, "-3/8"), "-3/8"},
		{dy(t, "1001/1024"), "1001/1024"},
		{games.DyadicInt(math.MinInt64), "-9223372036854775808"},
		{one.Mul2(70), "1180591620717411303424"}, // 22 digits: in full
		{one.Mul2(80), "2^80"},                   // 25 digits
		{games.DyadicInt(-3).Mul2(299998), "-3·2^299998"},
		{one.Mul2(-300000), "2^-300000"},
		{games.DyadicInt(5).Mul2(-70), "5·2^-70"},
		{one.Mul2(-40), "1/1099511627776"},
		{games.DyadicInt(1048575).Mul2(100), "1048575·2^100"},
		{games.DyadicInt(1048577).Mul2(100), "≈2^120"},           // 1.0000009·2^120
		{one.Mul2(100).Sub(one), "≈2^100"},                       // rounds up to 2.000
		{one.Mul2(100).Add(one), "≈2^100"},                       // 1.000…
		{pow3(100), "≈1.411·2^158"},                              // 3^100 = 1.41054…·2^158
		{pow3(100).Neg().Mul2(-500), "≈-1.411·2^-342"},           // with a denominator
		{pow3(20).Mul2(-300000), "≈1.624·2^-299969"},             // 3^20 = 1.62366…·2^31, over 2^300000
		{games.DyadicInt(0x1ffffff).Mul2(-300000), "≈2^-299975"}, // 25 bits, below 2^31
	} {
		if got := label(c.d); got != c.want {
			t.Errorf("label(%.40s) = %q, want %q", c.d.String(), got, c.want)
		}
	}
}

func TestShortTitle(t *testing.T) {
	long := strings.Repeat("9", 90309)
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"{1|-1}", "{1|-1}"},
		{" a\nb\t", "a b"},
		{"{" + long + "|0}", "{999999999999…(90309 digits)|0}"},
		{"{1/" + strings.Repeat("2", 25) + "|" + strings.Repeat("1", 24) + "}", "{1/222222222222…(25 digits)|" + strings.Repeat("1", 24) + "}"},
		{strings.Repeat("ab,", 100), strings.Repeat("ab,", 39) + "ab…"},
		{strings.Repeat("↑", 200), strings.Repeat("↑", 119) + "…"},
	} {
		if got := shortTitle(c.in, &meter{}); got != c.want {
			t.Errorf("shortTitle(%.30q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// staircase returns a valid thermograph of n corners (n odd), its walls
// alternately slanting and vertical.
func staircase(n int) Thermograph {
	cs := make([]games.Corner, n)
	l, r := games.DyadicInt(int64(n/2)), games.DyadicInt(-int64(n/2))
	for i := range cs {
		cs[i] = games.Corner{Temp: games.DyadicInt(int64(i)), Left: l, Right: r}
		if i%2 == 0 {
			l = l.Sub(games.DyadicInt(1))
		} else {
			r = r.Add(games.DyadicInt(1))
		}
	}
	last := cs[n-1]
	return Thermograph{Corners: cs, Mean: last.Left, Temperature: last.Temp}
}

// TestPollStops: a Poll that reports an error stops Validate, Text and
// SVG, which return its error, and is not called again after it; the
// work done before is a count of polls.
func TestPollStops(t *testing.T) {
	th := staircase(20001)
	if err := th.Validate(); err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	draw := map[string]func(Poll) error{
		"Validate": func(p Poll) error { return th.ValidatePoll(p) },
		"Text":     func(p Poll) error { _, err := TextPoll(th, p); return err },
		"SVG":      func(p Poll) error { _, err := SVGPoll(th, p); return err },
	}
	for name, f := range draw {
		for _, after := range []int{1, 3, 10} {
			calls, work := 0, 0
			err := f(func(n int) error {
				calls++
				work += n
				if calls >= after {
					return stop
				}
				return nil
			})
			if err != stop {
				t.Errorf("%s stopped at poll %d: error %v", name, after, err)
			}
			if calls != after {
				t.Errorf("%s stopped at poll %d: polled %d times", name, after, calls)
			}
			if work > after*2*pollEvery {
				t.Errorf("%s: %d units of work in %d polls", name, work, calls)
			}
		}
		// Left alone, each polls in proportion to the corners.
		calls := 0
		if err := f(func(int) error { calls++; return nil }); err != nil {
			t.Fatal(err)
		}
		if calls < 20001/pollEvery || calls > 100*20001/pollEvery {
			t.Errorf("%s polled %d times for 20001 corners", name, calls)
		}
	}
}

// BenchmarkHugeThermograph draws {2^300000|0} (before: minutes).
func BenchmarkHugeThermograph(b *testing.B) {
	th := hugeExamples(b)[0].th
	b.Run("text", func(b *testing.B) {
		for b.Loop() {
			Text(th)
		}
	})
	b.Run("svg", func(b *testing.B) {
		for b.Loop() {
			SVG(th)
		}
	})
}

// TestFromMinusOne draws thermographs listed from temperature −1, as
// (*games.Thermograph).CornersFrom returns them (CGSuite's thermographs
// start at −1): they are valid, and the pictures, which start at 0, are
// those of the lists Corners returns (from 0, or a number's single
// corner at its temperature).
func TestFromMinusOne(t *testing.T) {
	s := games.NewStore()
	for _, text := range []string{"*", "^", "{1|-1}", "{2|1}", "9/8*", "1/2", "3/4", "5", "{{4|2}|{1|-1}}", "{1/2|-1/2}", "{3|1/2}"} {
		g, err := s.Parse(text, nil)
		if err != nil {
			t.Fatal(err)
		}
		gth, err := s.Thermograph(g)
		if err != nil {
			t.Fatal(err)
		}
		from0 := Thermograph{Corners: gth.Corners(), Mean: gth.Mean, Temperature: gth.Temperature, Title: text}
		all := gth.CornersFrom(games.DyadicInt(-1))
		// As a list from −1 gives it: the temperature is the last corner's.
		fromM1 := Thermograph{Corners: all, Mean: gth.Mean, Temperature: all[len(all)-1].Temp, Title: text}
		for _, th := range []Thermograph{from0, fromM1} {
			if err := th.Validate(); err != nil {
				t.Errorf("%s: %v: %v", text, th.Corners, err)
			}
		}
		if a, b := Text(from0), Text(fromM1); a != b {
			t.Errorf("%s: from −1 the text picture is\n%s\nfrom 0\n%s", text, b, a)
		}
		if a, b := SVG(from0), SVG(fromM1); string(a) != string(b) {
			t.Errorf("%s: from −1 the SVG differs from 0's", text)
		}
	}
}
