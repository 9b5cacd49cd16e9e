package plot

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games/rulesets"
)

// E is an edge, for the tables.
type E = rulesets.Edge

// ground returns the Ground flags of n vertices, the first g on the ground.
func ground(n, g int) []bool {
	f := make([]bool, n)
	for i := range g {
		f[i] = true
	}
	return f
}

// graphGoldens are terminal pictures of graphs, drawn by hand from the
// layout rules of graph.go: heights by distance from the ground, leaves
// two columns apart, parents centred over their children, two lines
// between heights (more when a tree edge runs further sideways), edges
// marked with their letter when there is no colour, ╧ where an edge meets
// the ground line.
var graphGoldens = []struct {
	name  string
	g     *rulesets.Graph
	cs    Charset
	color bool
	want  string
}{
	{"a stalk: blue, red, blue from the ground", &rulesets.Graph{Ground: ground(4, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}, {A: 2, B: 3, Color: 'l'}}}, Unicode, false, `
  •
  L
  •
  R
  •
  L
══╧══
`},
	{"the stalk in colour: lines", &rulesets.Graph{Ground: ground(4, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}, {A: 2, B: 3, Color: 'l'}}}, Unicode, true, "" +
		"\n  •\n  \x1b[1;34;38;5;33mL\x1b[0m\n  •\n  \x1b[1;31;38;5;196mR\x1b[0m\n  •\n  \x1b[1;34;38;5;33mL\x1b[0m\n══╧══\n"},
	{"the stalk in ASCII", &rulesets.Graph{Ground: ground(4, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}, {A: 2, B: 3, Color: 'l'}}}, ASCII, false, `
  o
  L
  o
  R
  o
  L
=====
`},
	{"a green trunk forking blue and red", &rulesets.Graph{Ground: ground(4, 1),
		Edges: []E{{A: 0, B: 1, Color: 'e'}, {A: 1, B: 2, Color: 'l'}, {A: 1, B: 3, Color: 'r'}}}, Unicode, false, `
  • •
  L R
   •
   G
═══╧═══
`},
	{"the fork in colour, ASCII", &rulesets.Graph{Ground: ground(4, 1),
		Edges: []E{{A: 0, B: 1, Color: 'e'}, {A: 1, B: 2, Color: 'l'}, {A: 1, B: 3, Color: 'r'}}}, ASCII, true, "" +
		"\n  o o\n  \x1b[1;34;38;5;33mL\x1b[0m \x1b[1;31;38;5;196mR\x1b[0m\n   o\n   \x1b[1;32;38;5;28mG\x1b[0m\n=======\n"},
	{"two stalks on two ground vertices", &rulesets.Graph{Ground: ground(5, 2),
		Edges: []E{{A: 0, B: 2, Color: 'l'}, {A: 1, B: 3, Color: 'r'}, {A: 3, B: 4, Color: 'r'}}}, Unicode, false, `
    •
    R
  • •
  L R
══╧═╧══
`},
	{"two stalks on one ground vertex (the ground is one)", &rulesets.Graph{Ground: ground(4, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 0, B: 2, Color: 'r'}, {A: 2, B: 3, Color: 'e'}}}, Unicode, false, `
    •
    G
  • •
  L R
══╧═╧══
`},
	{"a triangle on the ground: the cycle's third edge drawn across", &rulesets.Graph{Ground: ground(3, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 0, B: 2, Color: 'r'}, {A: 1, B: 2, Color: 'e'}}}, Unicode, false, `
  •G•
  L R
══╧═╧══
`},
	{"arcs: an arrow at the middle of each, pointing from A to B", &rulesets.Graph{Ground: ground(3, 0), Label: []rune("LRL"),
		Edges: []E{{A: 0, B: 1, Arrow: true}, {A: 2, B: 1, Arrow: true}}}, Unicode, false, `
  L
  ↓
  R
  ↑
  L
`},
	{"arcs in ASCII", &rulesets.Graph{Ground: ground(3, 0), Label: []rune("LRL"),
		Edges: []E{{A: 0, B: 1, Arrow: true}, {A: 2, B: 1, Arrow: true}}}, ASCII, false, `
  L
  v
  R
  ^
  L
`},
	{"a loop and a second edge are counted beneath", &rulesets.Graph{Ground: ground(2, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 0, B: 1, Color: 'r'}, {A: 1, B: 1, Color: 'e'}}}, Unicode, false, `
  •
  L
══╧══
not drawn: 1 loop (1 G); 1 second edge between joined vertices (1 R)
`},
	{"a wider tree: gaps of three lines where edges run three columns", &rulesets.Graph{Ground: ground(7, 1),
		Edges: []E{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'l'}, {A: 1, B: 3, Color: 'r'}, {A: 1, B: 4, Color: 'e'}, {A: 4, B: 5, Color: 'e'}, {A: 4, B: 6, Color: 'r'}}}, Unicode, false, `
      • •
      G R
  • •  •
   LR G
    LRG
     •
     L
═════╧═════
`},
	{"Col: a path L . . R, no ground, from vertex 0 up", &rulesets.Graph{Ground: ground(4, 0), Label: []rune("L..R"),
		Edges: []E{{A: 0, B: 1}, {A: 1, B: 2}, {A: 2, B: 3}}}, Unicode, false, `
  R
  │
  •
  │
  •
  │
  L
`},
	{"Col in ASCII", &rulesets.Graph{Ground: ground(4, 0), Label: []rune("L..R"),
		Edges: []E{{A: 0, B: 1}, {A: 1, B: 2}, {A: 2, B: 3}}}, ASCII, false, `
  R
  |
  o
  |
  o
  |
  L
`},
	{"Snort: a star", &rulesets.Graph{Ground: ground(4, 0), Label: []rune("...."),
		Edges: []E{{A: 0, B: 1}, {A: 0, B: 2}, {A: 0, B: 3}}}, Unicode, false, `
  • • •
   ╲│╱
    •
`},
	{"two vertices, no edges: separate, a space apart", &rulesets.Graph{Ground: ground(2, 0), Label: []rune("LR")}, Unicode, true, "" +
		"\n  \x1b[1;34;38;5;33mL\x1b[0m   \x1b[1;31;38;5;196mR\x1b[0m\n"},
	{"no vertices", &rulesets.Graph{}, Unicode, false, `
(no edges)
`},
	{"the bare ground", &rulesets.Graph{Ground: ground(1, 1)}, Unicode, false, `
(no edges)
`},
}

func TestGraphText(t *testing.T) {
	for _, c := range graphGoldens {
		got, err := GraphText(c.g, c.cs, c.color)
		if want := c.want[1:]; err != nil || got != want {
			t.Errorf("%s: GraphText =\n%s%v\nwant\n%s", c.name, got, err, want)
		}
		if c.cs == ASCII {
			assertASCII(t, c.name, got)
		}
		if got2, err := PositionText(c.g, c.cs, c.color); err != nil || got2 != got {
			t.Errorf("%s: PositionText = %q, %v; want GraphText's picture", c.name, got2, err)
		}
	}
}

// TestGraphErrors checks the errors of malformed graph pictures.
func TestGraphErrors(t *testing.T) {
	for _, c := range []struct {
		g    *rulesets.Graph
		want string
	}{
		{&rulesets.Graph{Ground: ground(2, 1), Edges: []E{{A: 0, B: 2}}}, "graph picture: edge 0 joins vertices 0 and 2, but the vertices are 0 to 1"},
		{&rulesets.Graph{Ground: ground(2, 1), Edges: []E{{A: -1, B: 0}}}, "graph picture: edge 0 joins vertices -1 and 0, but the vertices are 0 to 1"},
		{&rulesets.Graph{Ground: ground(2, 0), Label: []rune("L")}, "graph picture: 1 labels for 2 vertices"},
	} {
		if _, err := GraphText(c.g, Unicode, false); err == nil || err.Error() != c.want {
			t.Errorf("GraphText(%+v): error %v, want %q", c.g, err, c.want)
		}
		if _, err := GraphSVG(c.g, ""); err == nil || err.Error() != c.want {
			t.Errorf("GraphSVG(%+v): error %v, want %q", c.g, err, c.want)
		}
	}
}

// randomGraph returns a random graph of up to n vertices: some on the
// ground, coloured edges (some of no colour), with loops and parallel
// edges now and then, and labels half the time.
func randomGraph(r *rand.Rand, n int) *rulesets.Graph {
	k := 1 + r.IntN(n)
	g := &rulesets.Graph{Ground: make([]bool, k)}
	for v := range k {
		g.Ground[v] = r.IntN(4) == 0
	}
	if r.IntN(2) == 0 {
		g.Label = make([]rune, k)
		for v := range k {
			g.Label[v] = []rune("LR.")[r.IntN(3)]
		}
	}
	for range r.IntN(2 * k) {
		a, b := r.IntN(k), r.IntN(k)
		if a == b && r.IntN(3) != 0 {
			continue
		}
		g.Edges = append(g.Edges, E{A: a, B: b, Color: []rune{'l', 'r', 'e', 0}[r.IntN(4)]})
	}
	return g
}

// TestGraphLayout checks the layout of random graphs against its
// definition: every tree edge rises one height from parent to child;
// every edge joins heights at most one apart (breadth-first distances);
// a vertex on the ground is at height 0, any other at the distance to the
// ground or to its component's root (the lowest-numbered vertex, when the
// component has no ground vertex), computed here by brute force; vertices
// drawn at one height are at least a slot apart. The terminal picture
// shows each drawn vertex once, at its place, and nothing else as a
// vertex; ASCII pictures are ASCII.
func TestGraphLayout(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 1))
	for trial := range 500 {
		g := randomGraph(r, 12)
		l := layoutGraph(g)
		n := len(g.Ground)
		want := bruteDistances(g)
		for v := range n {
			if l.layer[v] != want[v] {
				t.Fatalf("trial %d: %+v: vertex %d at height %d, want %d", trial, g, v, l.layer[v], want[v])
			}
		}
		for i, e := range g.Edges {
			d := l.layer[e.A] - l.layer[e.B]
			if d < -1 || d > 1 {
				t.Fatalf("trial %d: edge %d joins heights %d and %d", trial, i, l.layer[e.A], l.layer[e.B])
			}
			if l.tree[i] {
				p, c := e.A, e.B
				if l.parent[c] != p {
					p, c = c, p
				}
				if l.parent[c] != p || l.layer[c] != l.layer[p]+1 {
					t.Fatalf("trial %d: tree edge %d (%d-%d) is not parent to child one height up", trial, i, e.A, e.B)
				}
			}
		}
		for v := range n {
			for w := v + 1; w < n; w++ {
				if l.shown[v] && l.shown[w] && l.layer[v] == l.layer[w] && math.Abs(l.slot[v]-l.slot[w]) < 1 {
					t.Fatalf("trial %d: %+v: vertices %d and %d at height %d are %v apart", trial, g, v, w, l.layer[v], math.Abs(l.slot[v]-l.slot[w]))
				}
			}
		}
		for _, cs := range []Charset{Unicode, ASCII} {
			pic, err := GraphText(g, cs, false)
			if err != nil {
				t.Fatal(err)
			}
			if cs == ASCII {
				assertASCII(t, "random graph", pic)
			}
			dot := '•'
			if cs == ASCII {
				dot = 'o'
			}
			shown, unlabelled := 0, 0
			for v := range n {
				if l.shown[v] {
					shown++
					if g.Label == nil || g.Label[v] == '.' {
						unlabelled++
					}
				}
			}
			if pic == graphNoLines {
				if shown > 0 {
					t.Fatalf("trial %d: %+v: no picture, but %d vertices to draw", trial, g, shown)
				}
				continue
			}
			body, _, _ := strings.Cut(pic, "not drawn:")
			if got := strings.Count(body, string(dot)); got != unlabelled {
				t.Fatalf("trial %d: %+v: %d vertex marks in\n%s\nwant %d", trial, g, got, pic, unlabelled)
			}
		}
	}
}

// bruteDistances returns each vertex's distance from the ground, or for
// a component without ground, from its lowest-numbered vertex, by
// relaxing edges until nothing changes (Bellman–Ford).
func bruteDistances(g *rulesets.Graph) []int {
	n := len(g.Ground)
	const inf = 1 << 30
	d := make([]int, n)
	for v := range n {
		d[v] = inf
		if g.Ground[v] {
			d[v] = 0
		}
	}
	relax := func() {
		for changed := true; changed; {
			changed = false
			for _, e := range g.Edges {
				if d[e.A]+1 < d[e.B] {
					d[e.B], changed = d[e.A]+1, true
				}
				if d[e.B]+1 < d[e.A] {
					d[e.A], changed = d[e.B]+1, true
				}
			}
		}
	}
	relax()
	for v := range n {
		if d[v] == inf {
			d[v] = 0
			relax()
		}
	}
	return d
}

// TestGraphSVG checks the SVG pictures of the golden graphs and of random
// ones: well-formed, one element for each edge with the class of its
// colour, one for each drawn vertex, and the ground line when a ground
// vertex has an edge.
func TestGraphSVG(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 2))
	var gs []*rulesets.Graph
	for _, c := range graphGoldens {
		gs = append(gs, c.g)
	}
	for range 300 {
		gs = append(gs, randomGraph(r, 10))
	}
	for i, g := range gs {
		doc, err := GraphSVG(g, "hackenbush \"<&>\"")
		if err != nil {
			t.Fatal(err)
		}
		got := classes(parseSVG(t, "graph", doc))
		want := map[string]int{"title": 1, "vertices": 1}
		for _, e := range g.Edges {
			switch e.Color {
			case 'l', 'r', 'e':
				want["edge-"+string(e.Color)]++
			default:
				want["edge"]++
			}
		}
		l := layoutGraph(g)
		for v := range g.Ground {
			if l.shown[v] {
				want["vertex"]++
			}
		}
		if l.ground {
			want["ground"] = 1
		}
		for _, e := range g.Edges {
			if e.Arrow && e.A != e.B {
				want["arrow"]++
			}
		}
		if !mapsEqual(got, want) {
			t.Errorf("graph %d %+v: classes %v, want %v", i, g, got, want)
		}
	}
}

// TestArrowHead checks the arrowhead of an arc: at the middle of its
// curve, its tip toward B, whichever way the curve runs.
func TestArrowHead(t *testing.T) {
	for _, c := range []struct {
		e           E
		tipX, baseX float64
	}{
		{E{A: 0, B: 1, Arrow: true}, 59, 41}, // the curve runs from 0 (x 0) to 1 (x 100)
		{E{A: 1, B: 0, Arrow: true}, 41, 59},
	} {
		g := &rulesets.Graph{Ground: ground(2, 0), Edges: []E{c.e}}
		tri, ok := arrowHead(g, EdgeCurve{Kind: "line", X0: 0, Y0: 0, X1: 100, Y1: 0})
		if !ok || tri[0] != [2]float64{c.tipX, 0} || tri[1][0] != c.baseX || tri[2][0] != c.baseX || tri[1][1] != -tri[2][1] {
			t.Errorf("%+v: arrowhead %v", c.e, tri)
		}
	}
	g := &rulesets.Graph{Ground: ground(2, 0), Edges: []E{{A: 0, B: 1}}}
	if _, ok := arrowHead(g, EdgeCurve{Kind: "line", X1: 100}); ok {
		t.Error("an undirected edge has an arrowhead")
	}
}

// TestGraphPlaces checks where GraphPlaces says GraphSVG draws random
// graphs: each end of an edge is at its vertex's centre, or, at a ground
// vertex, on the ground line; a loop's ends are its vertex; every place
// is inside the picture; the places are those the SVG draws (each vertex
// drawn is a circle at its centre).
func TestGraphPlaces(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for range 200 {
		g := randomGraph(r, 8)
		vs, ends, w, base, err := GraphPlaces(g)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != len(g.Ground) || len(ends) != len(g.Edges) {
			t.Fatalf("%d vertices, %d edges placed for %+v", len(vs), len(ends), g)
		}
		for i, e := range g.Edges {
			for k, v := range []int{e.A, e.B} {
				p := ends[i][k]
				switch {
				case e.A == e.B || !g.Ground[v]:
					if p != vs[v] {
						t.Errorf("%+v: edge %d ends at %v, its vertex %d is at %v", g, i, p, v, vs[v])
					}
				case p[1] != base && p != vs[v]:
					t.Errorf("%+v: edge %d's foot at %v, off the ground line %v", g, i, p, base)
				}
				if p[0] < 0 || p[0] > w || p[1] < 0 || p[1] > base {
					t.Errorf("%+v: edge %d's end %v off the picture %v×%v", g, i, p, w, base)
				}
			}
		}
		svg, err := GraphSVG(g, "")
		if err != nil {
			t.Fatal(err)
		}
		for v, p := range vs {
			if strings.Contains(string(svg), `class="vertex" cx="`+num(p[0])+`" cy="`+num(p[1])+`"`) {
				continue
			}
			// A ground vertex is drawn only where an edge meets it.
			if !g.Ground[v] {
				t.Errorf("%+v: vertex %d at %v is not drawn there", g, v, p)
			}
		}
	}
}
