package plot

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/games"
)

// TikZ pictures, for LaTeX documents: a tikzpicture environment, ready
// for \input in a document that loads the tikz package (and nothing
// else). The thermograph's coordinates are its exact values (tikz.go);
// positions, graphs and trees are laid out as their SVG pictures are, in
// centimetres (tikzpos.go). Text in them is LaTeX: values in math mode
// ($\frac{3}{2}$), anything else escaped (games.TeXEscape).

// Limits of a thermograph's TikZ coordinates: TeX's dimensions stop at
// 16384pt, so values (after the offset, see ThermographTikZ) must stay
// within tikzMaxValue and spans above tikzMinSpan; and a coordinate is
// written with at most tikzMaxDigits digits after the point.
const (
	tikzMaxValue  = 4096
	tikzMaxDigits = 40
	tikzWidthCm   = 8.0 // the value range's width
	tikzHeightCm  = 5.0 // the temperature range's height
)

// ThermographTikZ returns th as a tikzpicture, its coordinates exact: a
// point (v, t) is value v at temperature t, the units chosen (x negative,
// Left's direction to the left) so that the picture is about 8 cm wide
// and 5 cm tall. When the values are far from 0, the integer nearest
// their middle is subtracted from every x coordinate, as a comment in
// the picture says; the labels are the exact values, in LaTeX. The
// picture has the two axes, a guide from each corner to each axis, the
// walls, the mast and a dot where the walls meet; no title and no
// caption (a document has its own). A thermograph whose numbers are too
// large or too fine for TeX's arithmetic (values beyond ±4096 of their
// middle, or a corner whose denominator passes 2^40) is an error: draw it
// as SVG.
//
// ThermographTikZ assumes th is valid (see Validate); poll, if not nil,
// is called as it works (see Poll).
func ThermographTikZ(th Thermograph, poll Poll) (string, error) {
	m := &meter{poll: poll}
	th = th.fromZero()
	if len(th.Corners) == 0 {
		return "", fmt.Errorf("thermograph has no corners")
	}
	cs := th.Corners
	number := th.isNumber()
	last := cs[len(cs)-1]
	hi, lo := extent(cs, m)
	top := last.Temp
	if number {
		top = games.Dyadic{}
	}
	// The offset: the integer nearest the middle, when the values are
	// far from 0.
	var off games.Dyadic
	if hi.Abs().Cmp(games.DyadicInt(tikzMaxValue/4)) > 0 || lo.Abs().Cmp(games.DyadicInt(tikzMaxValue/4)) > 0 {
		off = hi.Add(lo).Half().Floor()
	}
	for _, c := range cs {
		if !m.corner(c) {
			return "", m.err
		}
		for _, v := range []games.Dyadic{c.Left.Sub(off), c.Right.Sub(off), c.Temp} {
			if v.Abs().Cmp(games.DyadicInt(tikzMaxValue)) > 0 || v.Exp() > tikzMaxDigits {
				return "", fmt.Errorf("the thermograph's numbers (%s) are too large or too fine for TikZ's coordinates: draw it as SVG", label(v.Add(off)))
			}
		}
	}
	span := hi.Sub(lo)
	pad := mul2(span, -3)
	if span.Sign() == 0 {
		pad = games.DyadicInt(1)
		if top.Sign() > 0 {
			pad = top.Half()
		}
	}
	tr := top.Add(mul2(top, -2)) // room above the top corner for the mast
	if top.Sign() == 0 {
		tr = games.DyadicInt(1)
	}
	vr := span.Add(pad.MulInt(2))
	ux := tikzWidthCm / ratio(vr, games.DyadicInt(1))
	uy := tikzHeightCm / ratio(tr, games.DyadicInt(1))
	// The axes meet Left's end of the value range, at temperature 0.
	left, right := hi.Add(pad).Sub(off), lo.Sub(pad).Sub(off)
	x := func(v games.Dyadic) string { return v.Sub(off).Decimal() }
	t := func(v games.Dyadic) string { return v.Decimal() }

	var b strings.Builder
	desc := fmt.Sprintf("temperature %s, mean %s", th.Temperature, th.Mean)
	if number {
		desc = fmt.Sprintf("the number %s: a mast (temperature %s)", th.Mean, th.Temperature)
	}
	fmt.Fprintf(&b, "%% A thermograph (cgcalc): %s.\n", desc)
	b.WriteString("% A point (v,t) is the value v at temperature t; Left's direction, the positive values, is to the left.\n")
	if !off.IsZero() {
		fmt.Fprintf(&b, "%% Every x coordinate is the value minus %s.\n", off)
	}
	fmt.Fprintf(&b, "\\begin{tikzpicture}[x=-%scm, y=%scm, >=stealth]\n", cmScale(ux), cmScale(uy))
	// Guides from each corner above 0 to the two axes.
	b.WriteString("  \\begin{scope}[densely dashed, gray!60]\n")
	if !number {
		for _, c := range cs {
			if c.Temp.Sign() <= 0 {
				continue
			}
			fmt.Fprintf(&b, "    \\draw (%s,%s) -- (%s,%s) -- (%s,0);\n", left.Decimal(), t(c.Temp), x(c.Left), t(c.Temp), x(c.Left))
			if !c.Right.Equal(c.Left) {
				fmt.Fprintf(&b, "    \\draw (%s,0) -- (%s,%s);\n", x(c.Right), x(c.Right), t(c.Temp))
			}
		}
	}
	b.WriteString("  \\end{scope}\n")
	// The axes.
	fmt.Fprintf(&b, "  \\draw[<->, thick, gray!70!black] (%s,0) -- (%s,0);\n", left.Decimal(), right.Decimal())
	fmt.Fprintf(&b, "  \\draw[->, thick, gray!70!black] (%s,0) -- (%s,%s) node[above] {\\small temperature};\n", left.Decimal(), left.Decimal(), tr.Decimal())
	// Labels: the distinct corner values beneath the value axis, staggered
	// onto a second line or dropped when they would crowd; the corner
	// temperatures beside the temperature axis.
	var vals []games.Dyadic
	for _, c := range cs {
		vals = append(vals, c.Left, c.Right)
	}
	vals = distinct(vals, m)
	ends := [2]float64{-1e9, -1e9} // the right end of the last label of each line, in cm
	for i := len(vals) - 1; i >= 0; i-- {
		v := vals[i]
		tex := v.LaTeX()
		pos := ratio(hi.Add(pad).Sub(v), games.DyadicInt(1)) * ux // cm from the left end
		half := 0.12 * float64(len(label(v))+1)
		for k := range ends {
			if pos-half > ends[k]+0.1 {
				ends[k] = pos + half
				shift := ""
				if k > 0 {
					shift = ", yshift=-1.2em"
				}
				fmt.Fprintf(&b, "  \\draw (%s,0) -- +(0,-3pt) node[below%s] {$%s$};\n", x(v), shift, tex)
				break
			}
		}
	}
	temps := []games.Dyadic{{}}
	if !number {
		temps = append(temps, last.Temp)
		for i := 1; i < len(cs)-1; i++ {
			temps = append(temps, cs[i].Temp)
		}
	}
	var placed []float64
	for _, tt := range temps {
		pos := ratio(tt, games.DyadicInt(1)) * uy
		crowded := false
		for _, p := range placed {
			if pos > p-0.4 && pos < p+0.4 {
				crowded = true
			}
		}
		if crowded || tt.Sign() < 0 {
			continue
		}
		placed = append(placed, pos)
		fmt.Fprintf(&b, "  \\draw (%s,%s) -- +(-3pt,0) node[left] {$%s$};\n", left.Decimal(), t(tt), tt.LaTeX())
	}
	// The walls, the mast and where they meet.
	if len(cs) > 1 && !tikzWalls(&b, cs, x, t, m) {
		return "", m.err
	}
	foot := t(last.Temp)
	if number {
		foot = "0"
	}
	fmt.Fprintf(&b, "  \\draw[very thick, ->] (%s,%s) -- (%s,%s);\n", x(th.Mean), foot, x(th.Mean), tr.Decimal())
	if !number {
		fmt.Fprintf(&b, "  \\fill[red!75!black] (%s,%s) circle[radius=2.5pt];\n", x(th.Mean), foot)
	}
	b.WriteString("\\end{tikzpicture}\n")
	return b.String(), m.err
}

// cmScale formats a scale in centimetres for TikZ: a plain decimal (TeX
// reads no exponents), at least 0.0001.
func cmScale(f float64) string {
	s := strconv.FormatFloat(max(f, 0.0001), 'f', 4, 64)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// tikzWalls draws the two walls through the corners cs, x and t writing
// a value's and a temperature's coordinate; it reports false when m
// stops it.
func tikzWalls(b *strings.Builder, cs []games.Corner, x, t func(games.Dyadic) string, m *meter) bool {
	for _, wall := range []func(games.Corner) games.Dyadic{
		func(c games.Corner) games.Dyadic { return c.Left },
		func(c games.Corner) games.Dyadic { return c.Right },
	} {
		pts := make([]string, len(cs))
		for i, c := range cs {
			if !m.corner(c) {
				return false
			}
			pts[i] = "(" + x(wall(c)) + "," + t(c.Temp) + ")"
		}
		fmt.Fprintf(b, "  \\draw[very thick, line join=round] %s;\n", strings.Join(pts, " -- "))
	}
	return true
}
