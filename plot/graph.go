package plot

import (
	"bytes"
	"fmt"
	"math"
	"strings"

	"cgcalc/games/rulesets"
)

// Pictures of graphs: Hackenbush's coloured edges standing on the ground,
// and the vertex-labelled graphs of Col and Snort.
//
// The layout is layered. Every vertex's height is its distance from the
// ground, found by a breadth-first search from all the ground vertices at
// once, so a tree stands up from the ground; a component with no ground
// vertex is searched from its lowest-numbered vertex, which is drawn at
// height 0. The search's first edge to each vertex makes a spanning
// forest, drawn as a tidy tree: leaves side by side in the order they are
// found, each parent centred over its children. The other edges (cycles,
// edges along the ground, loops and parallel edges) are drawn as they
// fall. All the ground is one (Hackenbush's ground is a single vertex): an
// edge from a ground vertex to a vertex of height 1 stands straight up
// from the ground line beneath it.

// graphLayout places a graph's vertices: vertex v at height layer[v] and
// horizontal position slot[v], in units of the space between two leaves.
type graphLayout struct {
	layer  []int
	slot   []float64
	tree   []bool // tree[i]: edge i is in the spanning forest
	parent []int  // the vertex's parent in the forest, -1 for a root
	// shown[v]: the vertex is drawn (a ground vertex is drawn only where
	// an edge meets it).
	shown []bool
	// The ground line runs from slot groundLo to groundHi, if ground.
	ground             bool
	groundLo, groundHi float64
	width              float64 // the largest slot
	height             int     // the largest layer
}

// checkGraph reports whether g's labels match its vertices and its edges
// join vertices it has.
func checkGraph(g *rulesets.Graph) error {
	n := len(g.Ground)
	if g.Label != nil && len(g.Label) != n {
		return fmt.Errorf("graph picture: %d labels for %d vertices", len(g.Label), n)
	}
	for i, e := range g.Edges {
		if e.A < 0 || e.A >= n || e.B < 0 || e.B >= n {
			return fmt.Errorf("graph picture: edge %d joins vertices %d and %d, but the vertices are 0 to %d", i, e.A, e.B, n-1)
		}
	}
	return nil
}

// layoutGraph lays out g, which checkGraph has passed.
func layoutGraph(g *rulesets.Graph) *graphLayout {
	n := len(g.Ground)
	l := &graphLayout{
		layer: make([]int, n), slot: make([]float64, n), tree: make([]bool, len(g.Edges)),
		parent: make([]int, n), shown: make([]bool, n),
	}
	adj := make([][]int, n) // edge numbers, in order
	touched := make([]bool, n)
	for i, e := range g.Edges {
		touched[e.A], touched[e.B] = true, true
		if e.A != e.B {
			adj[e.A] = append(adj[e.A], i)
			adj[e.B] = append(adj[e.B], i)
		}
	}
	for v := range n {
		l.layer[v], l.parent[v] = -1, -1
	}
	children := make([][]int, n)
	var queue []int
	search := func() {
		for len(queue) > 0 {
			v := queue[0]
			queue = queue[1:]
			for _, i := range adj[v] {
				e := g.Edges[i]
				w := e.A
				if w == v {
					w = e.B
				}
				if l.layer[w] >= 0 {
					continue
				}
				l.layer[w] = l.layer[v] + 1
				l.parent[w] = v
				l.tree[i] = true
				children[v] = append(children[v], w)
				queue = append(queue, w)
			}
		}
	}
	var groundRoots, otherRoots []int
	for v := range n {
		if g.Ground[v] {
			l.layer[v] = 0
			queue = append(queue, v)
			if touched[v] {
				groundRoots = append(groundRoots, v)
			}
		}
	}
	search()
	for v := range n {
		if l.layer[v] < 0 {
			l.layer[v] = 0
			queue = append(queue, v)
			otherRoots = append(otherRoots, v)
			search()
		}
	}

	// Slots: leaves left to right, parents centred over their children,
	// placed after them (iteratively: a stalk may be long).
	next := 0.0
	place := func(root int) {
		type frame struct{ v, k int } // vertex, children placed
		stack := []frame{{root, 0}}
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			cs := children[f.v]
			if f.k < len(cs) {
				f.k++
				stack = append(stack, frame{cs[f.k-1], 0})
				continue
			}
			l.shown[f.v] = true
			if len(cs) == 0 {
				l.slot[f.v] = next
				next++
			} else {
				l.slot[f.v] = (l.slot[cs[0]] + l.slot[cs[len(cs)-1]]) / 2
			}
			stack = stack[:len(stack)-1]
		}
	}
	for _, r := range groundRoots {
		place(r)
	}
	if len(groundRoots) > 0 {
		l.ground, l.groundLo, l.groundHi = true, -0.5, next-0.5
	}
	for _, r := range otherRoots {
		if next > 0 {
			next++ // a space between separate components
		}
		place(r)
	}
	for v := range n {
		if g.Ground[v] {
			l.shown[v] = false
		}
		if touched[v] || !g.Ground[v] {
			l.width = max(l.width, l.slot[v])
			l.height = max(l.height, l.layer[v])
		}
	}
	return l
}

// foot returns where edge i meets vertex v: v's own place, except that
// an edge from a ground vertex to its child in the forest (the tree edge,
// or a second edge beside it) stands on the ground beneath the child.
func (l *graphLayout) foot(g *rulesets.Graph, i, v int) (slot float64, layer int) {
	e := g.Edges[i]
	w := e.A
	if w == v {
		w = e.B
	}
	if g.Ground[v] && l.parent[w] == v {
		return l.slot[w], 0
	}
	return l.slot[v], l.layer[v]
}

// edgeLetter is the letter that marks an edge of colour c when there is
// no colour: L, R or G.
func edgeLetter(c rune) rune {
	switch c {
	case 'l':
		return 'L'
	case 'r':
		return 'R'
	case 'e':
		return 'G'
	}
	return 0
}

// vertexGlyph returns the character and colour of vertex v in the
// terminal.
func vertexGlyph(g *rulesets.Graph, v int, cs Charset) (rune, byte) {
	var lab rune
	if g.Label != nil {
		lab = g.Label[v]
	}
	switch lab {
	case 0, '.':
		if cs == ASCII {
			return 'o', noColor
		}
		return '•', noColor
	case 'L':
		return 'L', colorBlue
	case 'R':
		return 'R', colorRed
	}
	if cs == ASCII {
		lab = asciiRune(lab)
	}
	return lab, noColor
}

// Spacing of the terminal picture of a graph: columns between two slots,
// and the least and most lines between two layers.
const (
	graphCols    = 2
	graphMinGap  = 2
	graphMaxGap  = 8
	graphMargin  = 2 // columns left of the first slot, for the ground line
	graphNoLines = "(no edges)\n"
)

// GraphText returns the terminal picture of a graph, laid out as the
// package describes: the ground as a line of ═ (= in ASCII), vertices as
// • (o in ASCII), or as their labels L and R (Col, Snort). With color,
// edges are lines (│ ╱ ╲ ─, or | / \ - in ASCII) coloured blue, red or
// green, each with its letter, L, R or G, at its middle; without it, a
// coloured edge is drawn with its letter in every character it crosses.
// A directed edge has an arrow (→ ↗ ↑ …, or > < ^ v in ASCII) at its
// middle. Loops and second edges between the same
// two vertices cannot be seen in the terminal: a line beneath counts them.
//
//	  •
//	  R
//	  •   •
//	  L   L
//	══╧═══╧══
//
// A graph with nothing to draw is "(no edges)". GraphText returns an
// error if the picture is malformed (an edge to a vertex it does not
// have) or would be more than about four million characters.
func GraphText(g *rulesets.Graph, cs Charset, color bool) (string, error) {
	if err := checkGraph(g); err != nil {
		return "", err
	}
	l := layoutGraph(g)
	n := len(g.Ground)
	drawn := false
	for v := range n {
		drawn = drawn || l.shown[v]
	}
	if !drawn && !l.ground {
		return graphNoLines, nil
	}
	col := func(s float64) int { return graphMargin + int(math.Round(s*graphCols)) }

	// Lines between layers: enough for the tree edges to rise at 45° or
	// steeper, within bounds.
	gap := make([]int, l.height)
	for h := range gap {
		gap[h] = graphMinGap
	}
	for i, e := range g.Edges {
		if !l.tree[i] {
			continue
		}
		s0, h0 := l.foot(g, i, e.A)
		s1, h1 := l.foot(g, i, e.B)
		if h0 > h1 {
			s0, h0, s1 = s1, h1, s0
		}
		d := col(s1) - col(s0)
		if d < 0 {
			d = -d
		}
		gap[h0] = max(gap[h0], min(d, graphMaxGap))
	}
	rowOf := make([]int, l.height+1) // line of each layer, the top one 0
	for h := l.height - 1; h >= 0; h-- {
		rowOf[h] = rowOf[h+1] + gap[h]
	}
	width := col(l.width) + graphMargin + 1
	if err := textFits(width, rowOf[0]+1); err != nil {
		return "", err
	}
	c := newCanvas(width, rowOf[0]+1)

	horiz, vert, up, down, ground := '─', '│', '╱', '╲', '═'
	if cs == ASCII {
		horiz, vert, up, down, ground = '-', '|', '/', '\\', '='
	}
	if l.ground {
		for x := col(l.groundLo) - 1; x <= col(l.groundHi)+1; x++ {
			c.put(rowOf[0], x, ground, noColor)
		}
	}

	// Edges, then the vertices over their ends.
	loops, parallel := map[rune]int{}, map[rune]int{}
	seen := map[[2]int]bool{}
	for i, e := range g.Edges {
		ink, _ := colorOf(e.Color)
		if e.A == e.B {
			loops[e.Color]++
			continue
		}
		pair := [2]int{min(e.A, e.B), max(e.A, e.B)}
		if seen[pair] {
			parallel[e.Color]++
			continue
		}
		seen[pair] = true
		s0, h0 := l.foot(g, i, e.A)
		s1, h1 := l.foot(g, i, e.B)
		y0, x0, y1, x1 := rowOf[h0], col(s0), rowOf[h1], col(s1)
		letter := edgeLetter(e.Color)
		steps := max(abs(y1-y0), abs(x1-x0))
		py, px := y0, x0
		for k := 1; k < steps; k++ {
			y := y0 + int(math.Round(float64((y1-y0)*k)/float64(steps)))
			x := x0 + int(math.Round(float64((x1-x0)*k)/float64(steps)))
			dy, dx := y-py, x-px
			r := vert
			switch {
			case dy == 0:
				r = horiz
			case dx == 0:
			case (dy < 0) == (dx > 0):
				r = up
			default:
				r = down
			}
			// Without colour the letter fills the edge; with it, the
			// letter marks the edge's middle, so that the colours are
			// also told apart where they cannot be seen.
			if letter != 0 && (!color || k == steps/2) {
				r = letter
			}
			if e.Arrow && k == steps/2 {
				r = arrowGlyph(y1-y0, x1-x0, cs)
			}
			c.put(y, x, r, ink)
			py, px = y, x
		}
		// An edge standing on the ground line.
		for _, end := range [][2]int{{y0, x0}, {y1, x1}} {
			if l.ground && end[0] == rowOf[0] && c.at(end[0], end[1]) == '═' {
				c.put(end[0], end[1], '╧', noColor)
			}
		}
	}
	for v := range n {
		if l.shown[v] {
			r, ink := vertexGlyph(g, v, cs)
			c.put(rowOf[l.layer[v]], col(l.slot[v]), r, ink)
		}
	}
	s := c.text(color)
	if len(loops)+len(parallel) > 0 {
		var notes []string
		if k := count(loops); k > 0 {
			notes = append(notes, plural(k, "loop")+" ("+colorList(loops, cs)+")")
		}
		if k := count(parallel); k > 0 {
			notes = append(notes, plural(k, "second edge")+" between joined vertices ("+colorList(parallel, cs)+")")
		}
		s += "not drawn: " + strings.Join(notes, "; ") + "\n"
	}
	return s, nil
}

// abs is |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// count adds up the counts of m.
func count(m map[rune]int) int {
	k := 0
	for _, c := range m {
		k += c
	}
	return k
}

// plural writes "1 loop", "2 loops".
func plural(k int, what string) string {
	if k == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", k, what)
}

// colorList names the colours counted in m: "2 L, 1 G", in the order L,
// R, G, none.
func colorList(m map[rune]int, cs Charset) string {
	var parts []string
	for _, c := range []rune{'l', 'r', 'e', 0} {
		if k := m[c]; k > 0 {
			name := string(edgeLetter(c))
			if c == 0 {
				name = "plain"
			}
			parts = append(parts, fmt.Sprintf("%d %s", k, name))
		}
	}
	for c, k := range m { // colours no ruleset documents, in no order
		if c != 'l' && c != 'r' && c != 'e' && c != 0 && k > 0 {
			parts = append(parts, fmt.Sprintf("%d other", k))
			break
		}
	}
	return strings.Join(parts, ", ")
}

// Geometry of a graph's SVG picture, in pixels.
const (
	graphSlotPx  = 50
	graphLayerPx = 60
	graphMarginX = 40
	graphTopPx   = 40 // above the highest vertex, room for loops
	graphFootPx  = 36 // below the ground line
	graphEdgePx  = 6  // the width of an edge
	graphBendPx  = 16 // how far a second edge between two vertices bends
)

// GraphSVG returns a graph as a standalone SVG document, laid out as the
// package describes: the ground a thick brown line, edges thick straight
// lines in blue, red or green (dark grey if they have no colour), an edge
// along one height (a cycle's, or one between two ground vertices) bowed
// upward, second edges between the same vertices bowed to either side,
// loops as circles above their vertex, an edge directed from A to B with
// an arrowhead at its middle (class "arrow"). Vertices are small black
// dots, or,
// labelled (Col, Snort), discs blue for L, red for R and white otherwise
// with the label written in them. Each edge has the class "edge-l",
// "edge-r", "edge-e" or "edge", for tools and tests.
func GraphSVG(g *rulesets.Graph, title string) ([]byte, error) {
	if err := checkGraph(g); err != nil {
		return nil, err
	}
	l, w, base, x, y := graphFrame(g, title)
	h := base + graphFootPx

	var b bytes.Buffer
	svgDoc(&b, w, h, "graph", title)
	if l.ground {
		fmt.Fprintf(&b, `<line class="ground" x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="6" stroke-linecap="round"/>`+"\n",
			num(x(l.groundLo)-10), num(base+3), num(x(l.groundHi)+10), num(base+3), inkGround)
	}
	fmt.Fprintf(&b, `<g fill="none" stroke-width="%d" stroke-linecap="round">`+"\n", graphEdgePx)
	for _, c := range graphCurves(g, l, x, y) {
		e := g.Edges[c.Edge]
		_, ink := colorOf(e.Color)
		class := "edge"
		if e.Color == 'l' || e.Color == 'r' || e.Color == 'e' {
			class += "-" + string(e.Color)
		}
		switch c.Kind {
		case "loop":
			fmt.Fprintf(&b, `<circle class="%s" cx="%s" cy="%s" r="%s" stroke="%s"/>`+"\n", class, num(c.CX), num(c.CY), num(c.R), ink)
		case "line":
			fmt.Fprintf(&b, `<line class="%s" x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s"/>`+"\n", class, num(c.X0), num(c.Y0), num(c.X1), num(c.Y1), ink)
		default:
			fmt.Fprintf(&b, `<path class="%s" d="M %s %s Q %s %s %s %s" stroke="%s"/>`+"\n", class, num(c.X0), num(c.Y0), num(c.CX), num(c.CY), num(c.X1), num(c.Y1), ink)
		}
	}
	b.WriteString("</g>\n")
	for _, c := range graphCurves(g, l, x, y) {
		if tri, ok := arrowHead(g, c); ok {
			fmt.Fprintf(&b, `<path class="arrow" d="M %s %s L %s %s L %s %s Z" fill="%s"/>`+"\n",
				num(tri[0][0]), num(tri[0][1]), num(tri[1][0]), num(tri[1][1]), num(tri[2][0]), num(tri[2][1]), inkText)
		}
	}
	b.WriteString(`<g class="vertices" stroke="#111111" stroke-width="1.5">` + "\n")
	for v := range len(g.Ground) {
		if !l.shown[v] {
			continue
		}
		var lab rune
		if g.Label != nil {
			lab = g.Label[v]
		}
		cx, cy := x(l.slot[v]), y(l.layer[v])
		if lab == 0 {
			fmt.Fprintf(&b, `<circle class="vertex" cx="%s" cy="%s" r="5" fill="#111111"/>`+"\n", num(cx), num(cy))
			continue
		}
		fill, ink := "#ffffff", inkText
		switch lab {
		case 'L':
			fill, ink = inkBlue, "white"
		case 'R':
			fill, ink = inkRed, "white"
		}
		fmt.Fprintf(&b, `<circle class="vertex" cx="%s" cy="%s" r="13" fill="%s"/>`+"\n", num(cx), num(cy), fill)
		if lab != '.' {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" font-size="14" font-weight="bold" fill="%s" stroke="none">%s</text>`+"\n", num(cx), num(cy+5), ink, esc(string(lab)))
		}
	}
	b.WriteString("</g>\n</svg>\n")
	return b.Bytes(), nil
}

// arrowHead returns the triangle GraphSVG draws at the middle of the
// curve c of an edge directed from A to B (Digraph Placement), pointing
// toward B: its tip first, in pixels; ok is false for other edges and
// loops.
func arrowHead(g *rulesets.Graph, c EdgeCurve) (tri [3][2]float64, ok bool) {
	e := g.Edges[c.Edge]
	if !e.Arrow || c.Kind == "loop" {
		return tri, false
	}
	// The middle of the curve, and its direction there (for a quadratic
	// curve at its middle, the direction from one end to the other).
	mx, my := (c.X0+c.X1)/2, (c.Y0+c.Y1)/2
	if c.Kind == "quad" {
		mx, my = (c.X0+2*c.CX+c.X1)/4, (c.Y0+2*c.CY+c.Y1)/4
	}
	dx, dy := c.X1-c.X0, c.Y1-c.Y0
	if e.A > e.B { // the curve runs from the lower-numbered vertex
		dx, dy = -dx, -dy
	}
	d := math.Hypot(dx, dy)
	if d == 0 {
		return tri, false
	}
	ux, uy := dx/d, dy/d
	const length, half = 9.0, 7.0
	tri[0] = [2]float64{mx + ux*length, my + uy*length}
	tri[1] = [2]float64{mx - ux*length - uy*half, my - uy*length + ux*half}
	tri[2] = [2]float64{mx - ux*length + uy*half, my - uy*length - ux*half}
	return tri, true
}

// arrowGlyph is the character GraphText writes at the middle of an edge
// directed by (dy, dx) in the terminal's rows and columns.
func arrowGlyph(dy, dx int, cs Charset) rune {
	if cs == ASCII {
		switch {
		case dx > 0:
			return '>'
		case dx < 0:
			return '<'
		case dy < 0:
			return '^'
		}
		return 'v'
	}
	switch {
	case dx > 0 && dy < 0:
		return '↗'
	case dx > 0 && dy > 0:
		return '↘'
	case dx < 0 && dy < 0:
		return '↖'
	case dx < 0 && dy > 0:
		return '↙'
	case dx > 0:
		return '→'
	case dx < 0:
		return '←'
	case dy < 0:
		return '↑'
	}
	return '↓'
}

// An EdgeCurve is where GraphSVG draws edge Edge of a graph, in the
// picture's pixels: a "line" from (X0, Y0) to (X1, Y1), a "quad"ratic
// curve between them bent through the control point (CX, CY), or a
// "loop", a circle of radius R about (CX, CY). A page that shows the
// picture finds the edge under a click with them.
type EdgeCurve struct {
	Edge   int     `json:"edge"`
	Kind   string  `json:"kind"`
	X0, Y0 float64 `json:"-"`
	X1, Y1 float64 `json:"-"`
	CX, CY float64 `json:"-"`
	R      float64 `json:"r,omitempty"`
	// Points are the curve's points, every 4 pixels or so along it (the
	// centre of a loop), rounded to a tenth of a pixel, for hit tests.
	Points [][2]float64 `json:"points"`
}

// GraphSVGCurves is GraphSVG with where each edge is drawn.
func GraphSVGCurves(g *rulesets.Graph, title string) ([]byte, []EdgeCurve, error) {
	svg, err := GraphSVG(g, title)
	if err != nil {
		return nil, nil, err
	}
	l, _, _, x, y := graphFrame(g, title)
	cs := graphCurves(g, l, x, y)
	for i := range cs {
		cs[i].Points = cs[i].points()
	}
	return svg, cs, nil
}

// points samples the curve.
func (c EdgeCurve) points() [][2]float64 {
	round := func(v float64) float64 { return math.Round(v*10) / 10 }
	if c.Kind == "loop" {
		return [][2]float64{{round(c.CX), round(c.CY)}}
	}
	n := max(2, int(math.Hypot(c.X1-c.X0, c.Y1-c.Y0)/4))
	pts := make([][2]float64, 0, n+1)
	for k := 0; k <= n; k++ {
		t := float64(k) / float64(n)
		var px, py float64
		if c.Kind == "line" {
			px, py = c.X0+t*(c.X1-c.X0), c.Y0+t*(c.Y1-c.Y0)
		} else {
			u := 1 - t
			px = u*u*c.X0 + 2*u*t*c.CX + t*t*c.X1
			py = u*u*c.Y0 + 2*u*t*c.CY + t*t*c.Y1
		}
		pts = append(pts, [2]float64{round(px), round(py)})
	}
	return pts
}

// graphFrame lays g out for its picture: the layout, the picture's width,
// the height of the ground line, and the maps from slots and layers to
// pixels.
func graphFrame(g *rulesets.Graph, title string) (l *graphLayout, w, base float64, x func(float64) float64, y func(int) float64) {
	l = layoutGraph(g)
	top := float64(graphTopPx)
	if title != "" {
		top += boardTitle
	}
	w = max(2*graphMarginX+l.width*graphSlotPx, titleWidth(title)+2*graphMarginX, 160)
	base = top + float64(l.height*graphLayerPx)
	left := (w - l.width*graphSlotPx) / 2
	x = func(s float64) float64 { return left + s*graphSlotPx }
	y = func(layer int) float64 { return base - float64(layer*graphLayerPx) }
	return l, w, base, x, y
}

// graphCurves places the edges of g laid out as l, x and y map slots and
// layers to pixels: a second edge between two vertices bends to one side,
// a third to the other, and so on; an edge along one height bends up.
func graphCurves(g *rulesets.Graph, l *graphLayout, x func(float64) float64, y func(int) float64) []EdgeCurve {
	var out []EdgeCurve
	seen := map[[2]int]int{}
	loops := map[int]int{}
	for i, e := range g.Edges {
		if e.A == e.B {
			k := loops[e.A]
			loops[e.A]++
			rad := 12 + 6*float64(k)
			out = append(out, EdgeCurve{Edge: i, Kind: "loop", CX: x(l.slot[e.A]), CY: y(l.layer[e.A]) - rad, R: rad})
			continue
		}
		pair := [2]int{min(e.A, e.B), max(e.A, e.B)}
		k := seen[pair]
		seen[pair]++
		s0, h0 := l.foot(g, i, pair[0])
		s1, h1 := l.foot(g, i, pair[1])
		x0, y0, x1, y1 := x(s0), y(h0), x(s1), y(h1)
		// The bend: upward for an edge along one height, then to either
		// side for each second edge.
		bend := 0.0
		if h0 == h1 {
			bend = float64(graphLayerPx) / 2
		}
		if k > 0 {
			side := float64((k + 1) / 2)
			if k%2 == 0 {
				side = -side
			}
			bend += side * graphBendPx
		}
		if bend == 0 {
			out = append(out, EdgeCurve{Edge: i, Kind: "line", X0: x0, Y0: y0, X1: x1, Y1: y1})
			continue
		}
		// A quadratic curve whose control point lies off the middle of
		// the segment, across it, 2·bend away (the curve peaks at bend).
		dx, dy := x1-x0, y1-y0
		length := math.Hypot(dx, dy)
		nx, ny := dy/length, -dx/length // across the segment, upward when it runs to the right
		if ny > 0 {
			nx, ny = -nx, -ny
		}
		cx, cy := (x0+x1)/2+2*bend*nx, (y0+y1)/2+2*bend*ny
		out = append(out, EdgeCurve{Edge: i, Kind: "quad", X0: x0, Y0: y0, CX: cx, CY: cy, X1: x1, Y1: y1})
	}
	return out
}

// GraphPlaces returns where GraphSVG draws g without a title: the centre
// of each vertex, each edge's two ends (A's end first; an edge at a
// ground vertex ends at its foot on the ground line, its own), and the
// picture's width and the height of its ground line, in pixels. A page
// that lets one edit the graph starts from them.
func GraphPlaces(g *rulesets.Graph) (vertices [][2]float64, ends [][2][2]float64, w, ground float64, err error) {
	if err := checkGraph(g); err != nil {
		return nil, nil, 0, 0, err
	}
	l, w, base, x, y := graphFrame(g, "")
	for v := range len(g.Ground) {
		vertices = append(vertices, [2]float64{x(l.slot[v]), y(l.layer[v])})
	}
	ends = make([][2][2]float64, len(g.Edges))
	for _, c := range graphCurves(g, l, x, y) {
		e := g.Edges[c.Edge]
		a, b := [2]float64{c.X0, c.Y0}, [2]float64{c.X1, c.Y1}
		switch {
		case c.Kind == "loop":
			a = vertices[e.A]
			b = a
		case e.A > e.B: // the curve runs from the lower-numbered vertex
			a, b = b, a
		}
		ends[c.Edge] = [2][2]float64{a, b}
	}
	return vertices, ends, w, base, nil
}
