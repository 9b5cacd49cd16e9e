package builtins

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/rulesets"
	"cgcalc/plot"
)

// boardCells are the cells each board ruleset's text takes, the first the
// empty cell: a board editor cycles a cell through them.
var boardCells = map[string]string{
	"domineering":          ".#",
	"cram":                 ".#",
	"clobber":              ".xo#",
	"konane":               ".xo#",
	"amazons":              ".xo#",
	"fission":              ".x#",
	"ski-jumps":            ".LlRr",
	"knights-clobber":      ".xo#",
	"quelhas":              ".#",
	"elephants-and-rhinos": ".tf",
	"toads-and-frogs":      ".tf",
	"toppling-dominoes":    ".lre",
}

// graphKinds are the graph rulesets the editor takes: the letters of
// their edges, the labels of their vertices ('.' none) and whether
// vertex 0 is the ground (Hackenbush).
var graphKinds = map[string]EditGraph{
	"hackenbush":          {Edges: "lre", Ground: true},
	"childish-hackenbush": {Edges: "lre", Ground: true},
	"col":                 {Edges: "-", Labels: ".LR"},
	"snort":               {Edges: "-", Labels: ".LR"},
	"fjords":              {Edges: "-", Labels: ".LR"},
	"arc-kayles":          {Edges: "-"},
	"partizan-arc-kayles": {Edges: "lre"},
}

// EditBoard is the board editor as a page receives it (JSON): the
// ruleset, the board's rows as its text writes them, and the cells a
// click cycles through; for a graph game, Graph instead.
type EditBoard struct {
	Ruleset string     `json:"ruleset"`
	Rows    []string   `json:"rows,omitempty"`
	Cells   string     `json:"cells,omitempty"`
	Graph   *EditGraph `json:"graph,omitempty"`
}

// EditGraph is a graph in the editor: the edge letters and vertex labels
// of its ruleset, whether it has a ground line (at height Base of a
// canvas Width wide), and its vertices and edges where its picture draws
// them. Each end of an edge at the ground is a ground vertex of its own:
// they are all the one ground vertex of the position.
type EditGraph struct {
	Edges    string       `json:"edges"`
	Labels   string       `json:"labels"`
	Ground   bool         `json:"ground"`
	Width    float64      `json:"width"`
	Base     float64      `json:"base"`
	Vertices []EditVertex `json:"vertices"`
	Lines    []EditEdge   `json:"lines"`
}

// EditVertex is a vertex of the editor at (X, Y) with its label ("" or
// one of the ruleset's Labels), on the ground or not.
type EditVertex struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Label  string  `json:"label"`
	Ground bool    `json:"ground"`
}

// EditEdge joins the editor's vertices A and B; Color is one of the
// ruleset's edge letters.
type EditEdge struct {
	A     int    `json:"a"`
	B     int    `json:"b"`
	Color string `json:"color"`
}

// editGraph is the editor's graph of the ruleset kind (graphKinds) for
// pic, the picture of a position (nil: an empty graph, the bare ground).
func editGraph(kind EditGraph, pic *rulesets.Graph) (*EditGraph, error) {
	eg := kind
	eg.Width, eg.Base = 480, 260
	eg.Vertices, eg.Lines = []EditVertex{}, []EditEdge{}
	if pic == nil || len(pic.Ground) == 0 {
		return &eg, nil
	}
	vs, ends, w, base, err := plot.GraphPlaces(pic)
	if err != nil {
		return nil, err
	}
	// The canvas: the picture's, with room to draw on beside and above.
	eg.Width = max(w+160, 480)
	shift := [2]float64{80, max(eg.Base-base, 40)}
	eg.Base = base + shift[1]
	at := make([]int, len(vs)) // the editor's vertex of each vertex, -1 for the ground
	for v, p := range vs {
		if eg.Ground && pic.Ground[v] {
			at[v] = -1
			continue
		}
		lab := ""
		if pic.Label != nil && pic.Label[v] != 0 && strings.ContainsRune(eg.Labels, pic.Label[v]) {
			lab = string(pic.Label[v])
		}
		at[v] = len(eg.Vertices)
		eg.Vertices = append(eg.Vertices, EditVertex{X: p[0] + shift[0], Y: p[1] + shift[1], Label: lab})
	}
	for i, e := range pic.Edges {
		var ab [2]int
		for k, v := range []int{e.A, e.B} {
			switch {
			case at[v] >= 0:
				ab[k] = at[v]
			case k == 1 && e.A == e.B: // a loop at the ground: one foot
				ab[1] = ab[0]
			default: // a foot of its own on the ground
				ab[k] = len(eg.Vertices)
				eg.Vertices = append(eg.Vertices, EditVertex{X: ends[i][k][0] + shift[0], Y: eg.Base, Ground: true})
			}
		}
		c := "-"
		if e.Color != 0 {
			c = string(e.Color)
		}
		eg.Lines = append(eg.Lines, EditEdge{A: ab[0], B: ab[1], Color: c})
	}
	return &eg, nil
}

func editBoardFn(c call) (eval.Value, error) {
	var eb EditBoard
	switch p := c.Pos[0].(type) {
	case *Position:
		if c.Pos[1] != nil {
			return nil, fmt.Errorf("a position has its size: give ROWS and COLS only with a ruleset's name")
		}
		eb.Ruleset = p.rules.Name()
		if kind, ok := graphKinds[eb.Ruleset]; ok {
			pic, _ := p.pos.(rulesets.Drawable).Picture().(*rulesets.Graph)
			return c.editGraph(eb.Ruleset, kind, pic, p.String())
		}
		eb.Rows = strings.Split(p.pos.String(), "|")
	case eval.Symbol:
		eb.Ruleset = strings.ToLower(string(p))
		if kind, ok := graphKinds[eb.Ruleset]; ok {
			if c.Pos[1] != nil {
				return nil, fmt.Errorf("a graph has no size: (edit-board '%s) starts from an empty one", eb.Ruleset)
			}
			empty := ""
			if kind.Ground {
				empty = "."
			}
			return c.editGraph(eb.Ruleset, kind, nil, "("+eb.Ruleset+" "+strconv.Quote(empty)+")")
		}
		if c.Pos[1] == nil || c.Pos[2] == nil {
			return nil, fmt.Errorf("give a position, or a ruleset and a size: (edit-board 'domineering 3 4)")
		}
		rows, cols := c.count(c.Pos[1], 1, 26), c.count(c.Pos[2], 1, 26)
		if c.err != nil {
			return nil, c.err
		}
		for range rows {
			eb.Rows = append(eb.Rows, strings.Repeat(".", cols))
		}
	default:
		return nil, eval.TypeError(c.Pos[0], "a position or a ruleset's name")
	}
	cells, ok := boardCells[eb.Ruleset]
	if !ok {
		return nil, fmt.Errorf("%s: the board editor takes the grid, strip and graph games (%s)", eval.Describe(c.Pos[0]), strings.Join(editable(), ", "))
	}
	eb.Cells = cells
	// The board must read back: a position of the ruleset.
	if _, err := sessionOf(c.in).games.position(eb.Ruleset, strings.Join(eb.Rows, "|")); err != nil {
		return nil, err
	}
	sb := sessionOf(c.in).sandbox
	if sb == nil || sb.Widget == nil {
		form := "(" + eb.Ruleset + " " + strconv.Quote(strings.Join(eb.Rows, "|")) + ")"
		return shown(c.in, fmt.Sprintf("%s\nThe board editor is the worksheet's (cgcalc serve): a click cycles a cell through %s.\n", form, strings.Join(strings.Split(cells, ""), " ")))
	}
	data, err := json.Marshal(eb)
	if err != nil {
		return nil, err
	}
	sb.Widget("edit", data)
	return eval.Nil, nil
}

// editGraph sends the graph editor for ruleset name (its kind) on pic,
// a position's picture (nil for an empty graph) whose form is form.
func (c call) editGraph(name string, kind EditGraph, pic *rulesets.Graph, form string) (eval.Value, error) {
	eg, err := editGraph(kind, pic)
	if err != nil {
		return nil, err
	}
	sb := sessionOf(c.in).sandbox
	if sb == nil || sb.Widget == nil {
		return shown(c.in, form+"\nThe graph editor is the worksheet's (cgcalc serve): a click adds a vertex, or an edge from the vertex picked.\n")
	}
	data, err := json.Marshal(EditBoard{Ruleset: name, Graph: eg})
	if err != nil {
		return nil, err
	}
	if err := c.in.Tick(len(data) / 64); err != nil {
		return nil, err
	}
	sb.Widget("edit", data)
	return eval.Nil, nil
}

// editable lists the rulesets the board editor takes, sorted.
func editable() []string {
	var names []string
	for n := range boardCells {
		names = append(names, n)
	}
	for n := range graphKinds {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
