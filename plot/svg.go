package plot

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"cgcalc/games"
)

// Geometry of the SVG picture, in user units (pixels).
const (
	svgWidth    = 520
	svgHeight   = 400
	svgTop      = 78  // the top of the drawn temperature range
	svgBase     = 300 // temperature 0: the value axis
	svgRight    = 490 // the right end of the value range
	svgFont     = 12  // the size of tick labels
	svgCharW    = 7.0 // the estimated width of a tick label's character
	svgLineGap  = 14  // between staggered value labels
	svgWallInk  = "#1f2a44"
	svgAxisInk  = "#444"
	svgGuideInk = "#b8b8b8"
	svgDotInk   = "#c0392b"
)

// svgLayout maps values and temperatures to picture coordinates. Values
// run from hi (at x0) to hi − vr (at x0 + w); temperatures from 0 (at
// svgBase) to tr (at svgBase − h).
type svgLayout struct {
	axisX   float64      // the temperature axis
	hi      games.Dyadic // the value at x0
	vr, tr  games.Dyadic // the value and temperature ranges shown
	x0, w   float64
	h       float64
	uniform bool // one scale for both axes
}

// x returns the horizontal position of value v: larger values to the left.
func (l svgLayout) x(v games.Dyadic) float64 { return l.x0 + ratio(l.hi.Sub(v), l.vr)*l.w }

// y returns the vertical position of temperature t: higher temperatures up.
func (l svgLayout) y(t games.Dyadic) float64 { return svgBase - ratio(t, l.tr)*l.h }

// ratio returns a/b as a float64 (0 if b is 0), for a position on the
// screen: the quotient is exact to 62 bits before it becomes a float, in
// time linear in the size of a and b (a fraction of big.Rat would reduce
// by a gcd, quadratic in their size), and it is kept within ±ratioLimit.
func ratio(a, b games.Dyadic) float64 {
	if b.Sign() == 0 {
		return 0
	}
	// a/b = A/B for the integers A = a·2^k, B = b·2^k.
	k := int(max(a.Exp(), b.Exp()))
	num, den := a.Mul2(k).Num(), b.Mul2(k).Num()
	const prec = 62
	if num.BitLen()-den.BitLen() > 64 { // |a/b| > 2^63
		return float64(num.Sign()*den.Sign()) * ratioLimit
	}
	q := num.Quo(num.Lsh(num, prec), den)
	f, _ := new(big.Float).SetInt(q).Float64()
	return max(-ratioLimit, min(ratioLimit, math.Ldexp(f, -prec)))
}

// ratioLimit bounds ratio, so that coordinates stay finite numbers.
const ratioLimit = 1e6

// newSVGLayout chooses the ranges and scales of th's picture: the values
// of the corners with an eighth of their span to spare on either side,
// and temperatures from 0 to a quarter above the top corner, room for the
// mast. Both axes share one scale unless that would leave the picture
// squeezed to less than a third of its room along one axis.
func newSVGLayout(th Thermograph, axisX float64, m *meter) svgLayout {
	cs := th.Corners
	hi, lo := extent(cs, m)
	top := cs[len(cs)-1].Temp
	if top.Sign() < 0 {
		top = games.Dyadic{}
	}
	span := hi.Sub(lo)
	pad := mul2(span, -3)
	if span.Sign() == 0 {
		pad = games.DyadicInt(1)
		if top.Sign() > 0 {
			pad = top.Half()
		}
	}
	tr := top.Add(mul2(top, -2))
	if top.Sign() == 0 {
		tr = games.DyadicInt(1)
	}
	l := svgLayout{axisX: axisX, hi: hi.Add(pad), vr: span.Add(pad.MulInt(2)), tr: tr}
	left := axisX + 24
	l.w, l.h = svgRight-left, svgBase-svgTop
	l.x0 = left
	// sx/sy = (w/vr)/(h/tr): the ratio of the two independent scales.
	q := l.w / l.h * ratio(l.tr, l.vr)
	switch {
	case q >= 1 && q <= 3: // too wide for a common scale: narrow it, centred
		l.uniform = true
		l.x0 += (l.w - l.w/q) / 2
		l.w /= q
	case q < 1 && q >= 1.0/3: // too tall: lower the top
		l.uniform = true
		l.h *= q
	}
	return l
}

// estWidth estimates the width of a tick label.
func estWidth(s string) float64 { return svgCharW * float64(utf8.RuneCountInString(s)) }

// SVG returns a standalone SVG document picturing th, about 520×400: the
// value axis along temperature 0 (Left's direction, positive, to the
// left) and the temperature axis, with arrowheads and exact labels at the
// corners' values and temperatures; the two walls as thick polylines and
// the mast above them ending in an arrowhead, a dot where the walls meet,
// the title at the top and a caption with the temperature and the mean.
// It uses no external resources and no scripts. Numbers too long to read
// are labelled as Text labels them.
//
// SVG assumes th is valid (see Validate).
func SVG(th Thermograph) []byte {
	doc, _ := SVGPoll(th, nil)
	return doc
}

// SVGPoll is SVG, calling poll (if not nil) as it works (see Poll); if
// poll stops it, it returns poll's error and no document.
func SVGPoll(th Thermograph, poll Poll) ([]byte, error) {
	m := &meter{poll: poll}
	doc := svg(th, m)
	if m.err != nil {
		return nil, m.err
	}
	return doc, nil
}

// svg writes the document of SVG, giving up (with m.err set) when m stops
// the drawing.
func svg(th Thermograph, m *meter) []byte {
	th = th.fromZero()
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="%d">`+"\n",
		svgWidth, svgHeight, svgWidth, svgHeight, svgFont)
	title := shortTitle(th.Title, m)
	desc := "thermograph"
	if title != "" {
		desc = "thermograph of " + title
	}
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(desc))
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	if len(th.Corners) == 0 {
		b.WriteString("</svg>\n")
		return b.Bytes()
	}
	cs := th.Corners
	number := th.isNumber()
	last := cs[len(cs)-1]

	// Temperature labels at the corners' temperatures (0 for a number),
	// the foot and the top first so that they win when labels crowd.
	var temps []games.Dyadic
	if number {
		temps = []games.Dyadic{{}}
	} else {
		temps = append(temps, cs[0].Temp, last.Temp)
		for i := 1; i < len(cs)-1; i++ {
			temps = append(temps, cs[i].Temp)
		}
	}
	labelW := 0.0
	for _, t := range temps {
		if !m.add(size(t)) {
			return nil
		}
		labelW = max(labelW, estWidth(label(t)))
	}
	axisX := max(70, 34+labelW+12)
	l := newSVGLayout(th, axisX, m)
	top := svgBase - l.h - 22.0 // the top of the temperature axis

	// Guides: from the temperature axis to each corner of Left's wall, and
	// from the value axis up to each corner.
	b.WriteString(`<g stroke="` + svgGuideInk + `" stroke-width="1" stroke-dasharray="4 3">` + "\n")
	if !number {
		for _, c := range cs {
			if !m.corner(c) {
				return nil
			}
			if c.Temp.Sign() > 0 {
				line(&b, axisX, l.y(c.Temp), l.x(c.Left), l.y(c.Temp), "")
				line(&b, l.x(c.Left), svgBase, l.x(c.Left), l.y(c.Temp), "")
				if !c.Right.Equal(c.Left) {
					line(&b, l.x(c.Right), svgBase, l.x(c.Right), l.y(c.Temp), "")
				}
			}
		}
	}
	b.WriteString("</g>\n")

	// Axes, with arrowheads: the value axis points both ways, toward Left
	// and toward Right; the temperature axis points up.
	fmt.Fprintf(&b, `<g stroke="%s" stroke-width="1.5" fill="%s">`+"\n", svgAxisInk, svgAxisInk)
	line(&b, axisX-22, svgBase, svgRight+18, svgBase, "value-axis")
	arrow(&b, axisX-24, svgBase, -1, 0)
	arrow(&b, svgRight+20, svgBase, 1, 0)
	line(&b, axisX, svgBase, axisX, top, "temperature-axis")
	arrow(&b, axisX, top-2, 0, -1)
	b.WriteString("</g>\n")

	if !svgValueLabels(&b, cs, l, m) || !svgTemperatureLabels(&b, temps, axisX, l, m) {
		return nil
	}

	// The walls, the mast and the dot where they meet.
	fmt.Fprintf(&b, `<g fill="none" stroke="%s" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">`+"\n", svgWallInk)
	if len(cs) > 1 {
		polyline(&b, "wall-left", cs, func(c games.Corner) games.Dyadic { return c.Left }, l, m)
		polyline(&b, "wall-right", cs, func(c games.Corner) games.Dyadic { return c.Right }, l, m)
	}
	mx, my := l.x(th.Mean), l.y(last.Temp)
	if number {
		my = l.y(games.Dyadic{})
	}
	mastTop := svgBase - l.h - 4
	line(&b, mx, my, mx, mastTop+8, "mast")
	b.WriteString("</g>\n")
	fmt.Fprintf(&b, `<g fill="%s" stroke="none">`+"\n", svgWallInk)
	arrow(&b, mx, mastTop, 0, -1)
	b.WriteString("</g>\n")
	if !number {
		fmt.Fprintf(&b, `<circle class="meet" cx="%s" cy="%s" r="4.5" fill="%s"/>`+"\n", num(mx), num(my), svgDotInk)
	}

	svgWords(&b, th, axisX, top, title)
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// svgValueLabels writes the ticks and labels on the value axis at the
// distinct corner values, largest (leftmost) first, staggered onto a
// second line when they would overlap, dropped if even that fails. It
// reports false when m stops it.
func svgValueLabels(b *bytes.Buffer, cs []games.Corner, l svgLayout, m *meter) bool {
	var vals []games.Dyadic
	for _, c := range cs {
		vals = append(vals, c.Left, c.Right)
	}
	vals = distinct(vals, m)
	var ends [2]float64 // right end of the last label on each line
	ends[0], ends[1] = -1e9, -1e9
	fmt.Fprintf(b, `<g class="value-labels" text-anchor="middle" fill="#222">`+"\n")
	for i := len(vals) - 1; i >= 0; i-- {
		v := vals[i]
		if !m.add(size(v)) {
			return false
		}
		x, s := l.x(v), label(v)
		half := estWidth(s) / 2
		for k := range ends {
			if x-half > ends[k]+6 {
				ends[k] = x + half
				line(b, x, svgBase, x, svgBase+5+float64(k*svgLineGap), "tick")
				fmt.Fprintf(b, `<text x="%s" y="%s">%s</text>`+"\n", num(x), num(svgBase+19+float64(k*svgLineGap)), esc(s))
				break
			}
		}
	}
	b.WriteString("</g>\n")
	return true
}

// svgTemperatureLabels writes the ticks and labels on the temperature axis
// at temps, each dropped when it crowds one already placed. It reports
// false when m stops it.
func svgTemperatureLabels(b *bytes.Buffer, temps []games.Dyadic, axisX float64, l svgLayout, m *meter) bool {
	var placed []float64
	b.WriteString(`<g class="temperature-labels" text-anchor="end" fill="#222">` + "\n")
	for _, t := range temps {
		if !m.add(size(t)) {
			return false
		}
		y := l.y(t)
		crowded := false
		for _, p := range placed {
			if y > p-13 && y < p+13 {
				crowded = true
			}
		}
		if crowded {
			continue
		}
		placed = append(placed, y)
		line(b, axisX-5, y, axisX, y, "tick")
		ty := y + 4
		if t.Sign() == 0 {
			ty = y - 5 // above the value axis, which runs on to the left
		}
		fmt.Fprintf(b, `<text x="%s" y="%s">%s</text>`+"\n", num(axisX-8), num(ty), esc(label(t)))
	}
	b.WriteString("</g>\n")
	return true
}

// svgWords writes the words of the picture: the axes' names, the title
// and the caption. top is the top of the temperature axis.
func svgWords(b *bytes.Buffer, th Thermograph, axisX, top float64, title string) {
	fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" fill="#555">temperature</text>`+"\n", num(axisX), num(top-14))
	fmt.Fprintf(b, `<g class="value-axis-labels" fill="#555"><text x="%s" y="%d">← Left (positive)</text>`, num(axisX-24), svgBase+50)
	fmt.Fprintf(b, `<text x="%s" y="%d" text-anchor="middle">value</text>`, num((axisX+svgRight)/2), svgBase+50)
	fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="end">Right (negative) →</text></g>`+"\n", svgRight+20, svgBase+50)
	if title != "" {
		fmt.Fprintf(b, `<text class="title" x="%d" y="26" text-anchor="middle" font-size="16" font-weight="bold">%s</text>`+"\n", svgWidth/2, esc(title))
	}
	caption := fmt.Sprintf("temperature %s, mean %s", label(th.Temperature), label(th.Mean))
	if th.isNumber() {
		caption = fmt.Sprintf("the number %s: a mast (temperature %s)", label(th.Mean), label(th.Temperature))
	}
	fmt.Fprintf(b, `<text class="caption" x="%d" y="%d" text-anchor="middle" font-size="15">%s</text>`+"\n", svgWidth/2, svgHeight-16, esc(caption))
}

// polyline writes a wall through the corners cs, valued by wall.
func polyline(b *bytes.Buffer, class string, cs []games.Corner, wall func(games.Corner) games.Dyadic, l svgLayout, m *meter) {
	pts := make([]string, len(cs))
	for i, c := range cs {
		if !m.corner(c) {
			return
		}
		pts[i] = num(l.x(wall(c))) + "," + num(l.y(c.Temp))
	}
	fmt.Fprintf(b, `<polyline class="%s" points="%s"/>`+"\n", class, strings.Join(pts, " "))
}

// line writes a line segment, with a class if class is not empty.
func line(b *bytes.Buffer, x1, y1, x2, y2 float64, class string) {
	cl := ""
	if class != "" {
		cl = ` class="` + class + `"`
	}
	fmt.Fprintf(b, `<line%s x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", cl, num(x1), num(y1), num(x2), num(y2))
}

// arrow writes an arrowhead with its tip at (x, y) pointing along (dx, dy),
// one of the four axis directions.
func arrow(b *bytes.Buffer, x, y, dx, dy float64) {
	const length, half = 10, 4.5
	bx, by := x-dx*length, y-dy*length // the middle of the base
	px, py := -dy*half, dx*half        // across the base
	fmt.Fprintf(b, `<polygon points="%s,%s %s,%s %s,%s"/>`+"\n",
		num(x), num(y), num(bx+px), num(by+py), num(bx-px), num(by-py))
}

// num formats a coordinate with at most two decimals.
func num(f float64) string {
	s := strconv.FormatFloat(f, 'f', 2, 64)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// esc escapes s for XML text and attributes.
func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
