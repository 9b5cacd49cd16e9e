package plot

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// TikZ pictures of positions (boards and graphs), of rows of them with
// their captions, and of game trees: laid out as their SVG pictures, in
// centimetres, y upward.

// tikzPx is the size of an SVG pixel in the TikZ pictures, in cm: a
// board's cell of 40 pixels is 0.8 cm.
const tikzPx = 0.02

// The inks of the TikZ pictures, as xcolor mixes (tikz loads xcolor).
const (
	tikzBlue   = "blue!75!black"
	tikzRed    = "red!80!black"
	tikzGreen  = "green!50!black"
	tikzGold   = "orange!80!black"
	tikzGround = "brown!80!black"
)

// tikzInk returns the ink of an edge or domino colour: 'l' blue, 'r'
// red, 'e' green, anything else dark grey.
func tikzInk(c rune) string {
	switch c {
	case 'l':
		return tikzBlue
	case 'r':
		return tikzRed
	case 'e':
		return tikzGreen
	}
	return "black!80"
}

// cm formats a length in centimetres, to a thousandth.
func cm(f float64) string {
	s := strconv.FormatFloat(math.Round(f*1000)/1000, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// pt formats the point (x, y).
func pt(x, y float64) string { return "(" + cm(x) + "," + cm(y) + ")" }

// tikzText is plain text for LaTeX, escaped, with the pieces' glyphs
// that appear in captions and board rows written as symbols.
func tikzText(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '●':
			b.WriteString(`$\bullet$`)
		case '○':
			b.WriteString(`$\circ$`)
		case '…':
			b.WriteString(`\ldots{}`)
		default:
			b.WriteString(games.TeXEscape(string(r)))
		}
	}
	return b.String()
}

// PositionTikZ returns pic, a *rulesets.Board or *rulesets.Graph (a nil
// one is an error), as a tikzpicture: see ShownTikZ.
func PositionTikZ(pic rulesets.Picture) (string, error) {
	return ShownTikZ([]Shown{{Pic: pic}})
}

// ShownTikZ returns items as one tikzpicture: the pictures side by side,
// each with its caption's lines centred beneath it (TeXCaption, or
// Caption escaped). A board is a grid of 0.8 cm cells: off the board
// dark grey, Left's stones black and Right's white discs, toads and
// frogs blue and red discs marked T and F, dominoes upright bars in blue,
// red or green, a queen a blue disc marked Q, its corner a green square,
// coins gold (H) and grey (T) discs, any other rune written in its cell.
// A graph stands on a brown ground line, laid out as GraphSVG lays it
// out, its edges thick lines in blue, red or green (second edges bowed,
// loops as circles), vertices black dots or, labelled, discs blue for L,
// red for R and white otherwise.
func ShownTikZ(items []Shown) (string, error) {
	var b strings.Builder
	b.WriteString("% A picture of a position (cgcalc).\n")
	b.WriteString("\\begin{tikzpicture}\n")
	x := 0.0
	for _, it := range items {
		var w float64
		var err error
		switch p := it.Pic.(type) {
		case *rulesets.Board:
			if p == nil {
				return "", fmt.Errorf("no picture to draw (%T)", it.Pic)
			}
			w = boardTikZ(&b, p, x)
		case *rulesets.Graph:
			if p == nil {
				return "", fmt.Errorf("no picture to draw (%T)", it.Pic)
			}
			w, err = graphTikZ(&b, p, x)
		default:
			return "", fmt.Errorf("no picture to draw (%T)", it.Pic)
		}
		if err != nil {
			return "", err
		}
		caption := it.TeXCaption
		if caption == nil {
			for _, l := range it.Caption {
				caption = append(caption, tikzText(l))
			}
		}
		if len(caption) > 0 {
			fmt.Fprintf(&b, "  \\node[below, align=center, font=\\small] at %s {%s};\n", pt(x+w/2, -0.15), strings.Join(caption, `\\`))
		}
		x += w + rowGapPx*tikzPx
	}
	b.WriteString("\\end{tikzpicture}\n")
	return b.String(), nil
}

// boardTikZ draws board bd with its left edge at x and its foot at 0,
// and returns its width in cm.
func boardTikZ(b *strings.Builder, bd *rulesets.Board, x float64) float64 {
	rows, cols := boardSize(bd)
	if rows == 0 {
		fmt.Fprintf(b, "  \\node[anchor=south west] at %s {(empty board)};\n", pt(x, 0))
		return 2.4
	}
	const c = boardCellPx * tikzPx
	// Cell (i, j) has its lower left corner at (x + j·c, (rows−1−i)·c).
	at := func(i, j int) (float64, float64) { return x + float64(j)*c, float64(rows-1-i) * c }
	for i := range rows {
		for j := range cols {
			cx, cy := at(i, j)
			fill := "yellow!8!white"
			if boardCell(bd, i, j) == '#' {
				fill = "black!70"
			}
			fmt.Fprintf(b, "  \\filldraw[fill=%s, draw=black!45] %s rectangle %s;\n", fill, pt(cx, cy), pt(cx+c, cy+c))
		}
	}
	for i := range rows {
		for j := range cols {
			cx, cy := at(i, j)
			tikzPiece(b, boardCell(bd, i, j), cx+c/2, cy+c/2)
		}
	}
	return float64(cols) * c
}

// tikzPiece draws what stands on a cell of rune r centred at (cx, cy).
func tikzPiece(b *strings.Builder, r rune, cx, cy float64) {
	const rad = 0.3
	disc := func(fill, letter string) {
		fmt.Fprintf(b, "  \\filldraw[fill=%s, draw=black, thick] %s circle[radius=%scm];\n", fill, pt(cx, cy), cm(rad))
		if letter != "" {
			fmt.Fprintf(b, "  \\node[text=white, font=\\bfseries] at %s {%s};\n", pt(cx, cy), letter)
		}
	}
	switch r {
	case '.', '#':
	case 'x':
		disc("black", "")
	case 'o':
		disc("white", "")
	case 't':
		disc(tikzBlue, "T")
	case 'f':
		disc(tikzRed, "F")
	case 'Q':
		disc(tikzBlue, "Q")
	case 'H':
		disc(tikzGold, "H")
	case 'T':
		disc("black!40", "T")
	case '*':
		fmt.Fprintf(b, "  \\fill[%s] %s rectangle %s;\n", tikzGreen, pt(cx-0.3, cy-0.3), pt(cx+0.3, cy+0.3))
	case 'l', 'r', 'e':
		fmt.Fprintf(b, "  \\filldraw[fill=%s, draw=black, thick, rounded corners=1pt] %s rectangle %s;\n", tikzInk(r), pt(cx-0.14, cy-0.34), pt(cx+0.14, cy+0.34))
	default:
		fmt.Fprintf(b, "  \\node at %s {%s};\n", pt(cx, cy), tikzText(string(r)))
	}
}

// graphTikZ draws graph g with its left edge at x and its ground at 0,
// as GraphSVG lays it out, and returns its width in cm.
func graphTikZ(b *strings.Builder, g *rulesets.Graph, x float64) (float64, error) {
	if err := checkGraph(g); err != nil {
		return 0, err
	}
	l, wpx, base, xs, ys := graphFrame(g, "")
	// A pixel (px, py) of the SVG picture, py downward from its top, is
	// the point (x + px·tikzPx, (base − py)·tikzPx): the ground at 0.
	p := func(px, py float64) string { return pt(x+px*tikzPx, (base-py)*tikzPx) }
	if l.ground {
		fmt.Fprintf(b, "  \\draw[%s, line width=3pt, line cap=round] %s -- %s;\n", tikzGround, p(xs(l.groundLo)-10, base+3), p(xs(l.groundHi)+10, base+3))
	}
	for _, c := range graphCurves(g, l, xs, ys) {
		ink := tikzInk(g.Edges[c.Edge].Color)
		style := ink + ", line width=2.5pt, line cap=round"
		switch c.Kind {
		case "loop":
			fmt.Fprintf(b, "  \\draw[%s] %s circle[radius=%scm];\n", style, p(c.CX, c.CY), cm(c.R*tikzPx))
		case "line":
			fmt.Fprintf(b, "  \\draw[%s] %s -- %s;\n", style, p(c.X0, c.Y0), p(c.X1, c.Y1))
		default:
			// The quadratic curve as a cubic: controls two thirds of the
			// way from each end to its control point.
			c1x, c1y := c.X0+2*(c.CX-c.X0)/3, c.Y0+2*(c.CY-c.Y0)/3
			c2x, c2y := c.X1+2*(c.CX-c.X1)/3, c.Y1+2*(c.CY-c.Y1)/3
			fmt.Fprintf(b, "  \\draw[%s] %s .. controls %s and %s .. %s;\n", style, p(c.X0, c.Y0), p(c1x, c1y), p(c2x, c2y), p(c.X1, c.Y1))
		}
	}
	for _, c := range graphCurves(g, l, xs, ys) {
		if tri, ok := arrowHead(g, c); ok {
			fmt.Fprintf(b, "  \\fill %s -- %s -- %s -- cycle;\n", p(tri[0][0], tri[0][1]), p(tri[1][0], tri[1][1]), p(tri[2][0], tri[2][1]))
		}
	}
	for v := range len(g.Ground) {
		if !l.shown[v] {
			continue
		}
		var lab rune
		if g.Label != nil {
			lab = g.Label[v]
		}
		at := p(xs(l.slot[v]), ys(l.layer[v]))
		if lab == 0 {
			fmt.Fprintf(b, "  \\fill %s circle[radius=2.5pt];\n", at)
			continue
		}
		fill, ink := "white", "black"
		switch lab {
		case 'L':
			fill, ink = tikzBlue, "white"
		case 'R':
			fill, ink = tikzRed, "white"
		}
		text := ""
		if lab != '.' {
			text = tikzText(string(lab))
		}
		fmt.Fprintf(b, "  \\node[circle, draw, fill=%s, text=%s, font=\\bfseries\\small, inner sep=1pt, minimum size=0.5cm] at %s {%s};\n", fill, ink, at, text)
	}
	return wpx * tikzPx, nil
}

// TreeTikZ returns a game tree as a tikzpicture, laid out as TreeSVG
// lays it out: each node a box with its position's lines (in typewriter
// type) and its value (TeX, in math mode), the root at the top; an edge
// to each child in Left's colour (blue, solid) or Right's (red, dashed),
// labelled L or R, a winning move's edge thick; a dominated option's box
// grey, a reversible one's value marked (rev). A tree
// of more than 4,000 nodes is refused.
func TreeTikZ(root *TreeNode) (string, error) {
	rootBox, _, _, err := layoutTree(root, "")
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("% A game tree (cgcalc).\n")
	b.WriteString("\\begin{tikzpicture}[box/.style={draw=black!70, fill=blue!3, rounded corners=2pt, align=center, font=\\footnotesize, inner sep=2pt},\n")
	b.WriteString("  dom/.style={box, draw=black!40, fill=black!10}, L/.style={" + tikzBlue + ", thick}, R/.style={" + tikzRed + ", thick, dashed}, win/.style={line width=2pt}]\n")
	n := 0
	var nodes func(t *treeBox) string
	nodes = func(t *treeBox) string {
		n++
		name := "n" + strconv.Itoa(n)
		style := "box"
		if has(t.n.Marks, "dominated") {
			style = "dom"
		}
		var lines []string
		for _, l := range t.n.Lines {
			lines = append(lines, `\texttt{`+tikzText(l)+"}")
		}
		val := t.n.TeX
		if val == "" {
			val = `\mathrm{` + games.TeXEscape(t.n.Value) + "}"
		}
		if has(t.n.Marks, "reversible") {
			val += `\ (\mathrm{rev})`
		}
		lines = append(lines, "$"+val+"$")
		fmt.Fprintf(&b, "  \\node[%s, anchor=north] (%s) at %s {%s};\n", style, name, pt(t.x*tikzPx, -t.y*tikzPx), strings.Join(lines, `\\`))
		for _, k := range t.kids {
			kid := nodes(k)
			side := string(k.n.Side)
			if side != "L" && side != "R" {
				side = "L"
			}
			style := side
			if has(k.n.Marks, "winning") {
				style += ", win"
			}
			fmt.Fprintf(&b, "  \\draw[%s] (%s.south) -- node[auto=%s, font=\\scriptsize\\bfseries, solid] {%s} (%s.north);\n",
				style, name, map[string]string{"L": "right", "R": "left"}[side], side, kid)
		}
		return name
	}
	nodes(rootBox)
	b.WriteString("\\end{tikzpicture}\n")
	return b.String(), nil
}
