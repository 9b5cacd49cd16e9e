package rulesets

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file reads and writes graphs as CGSuite (Siegel, Combinatorial Game
// Suite, 2.x: Graph.Parse and a graph's string) types them, for Hackenbush,
// Col, Snort and Arc Kayles:
//
//   - A chain is a vertex followed by edges each leading to the next
//     vertex: "lrl" is a path of three edges (Hackenbush: blue, red, blue)
//     from the first vertex, which for Hackenbush is the ground.
//   - An edge is '-' (an edge with no colour) or one of the ruleset's edge
//     letters: l (blue), r (red), e (green).
//   - A vertex is written by its label (Col and Snort: L or R, the colour it
//     is tinted), or '.' (no label); with no label the vertex may be left
//     out: "--" is a path of three vertices, as is ".-.-.".
//   - "(A;B;...)" after a vertex starts several chains from it, each
//     beginning with its edge: "l(l;rl)" is a blue edge from the ground
//     carrying a blue edge and a red-blue path. It ends that chain.
//   - ":x" after a vertex names it; a later vertex with the same name is
//     the same vertex, which closes cycles: ":Aeee:A" is a green triangle on
//     the ground. A name or label longer than one character is written in
//     braces: ":{ground}".
//   - ';' at the top level starts another chain at a new vertex.
//
// Spaces are ignored. Vertices are numbered in the order they first
// appear; the printed form lists the graph from vertex 0 along its edges,
// depth first, in the order they were written, naming A, B, ... the
// vertices it meets more than once, so that a graph read from its printed
// form prints the same.

// gedge is an edge of a graph between vertices a and b (a == b for a
// loop); c is its colour: '-' none, 'l' blue, 'r' red, 'e' green.
type gedge struct {
	a, b int32
	c    byte
}

// graph is a graph position: vertex labels ('.' none, 'L', 'R') and edges,
// in the order they were written (the printed form follows it). weight
// holds the vertices' weights (Weighted Arc Kayles), nil for graphs
// without. An edge coloured '>' is directed, from a to b (Digraph
// Placement).
type graph struct {
	label  []byte
	edges  []gedge
	weight []int32
}

// maxWeight bounds a vertex's weight as a graph string writes it.
const maxWeight = 1 << 30

// dir returns the letter of edge e as seen from its end v: its colour,
// or for a directed edge '>' if it leaves v and '<' if it enters it.
func (e gedge) dir(v int32) byte {
	if e.c == '>' && e.a != v {
		return '<'
	}
	return e.c
}

// weightText writes a weight as a graph string does: one digit, or more
// in braces.
func weightText(w int32) string {
	if w >= 0 && w <= 9 {
		return string(rune('0' + w))
	}
	return "{" + strconv.Itoa(int(w)) + "}"
}

// graphSyntax says which labels a ruleset's strings use.
type graphSyntax struct {
	vertexLabels string // the vertex labels besides '.': "LR" or ""
	edgeLabels   string // the edge letters: "lre", or "-" for uncoloured edges
	// weights: a vertex's label is its weight, a number (a digit, or more
	// in braces; 1 if left out).
	weights bool
	// directed: '>' and '<' are edges, from the vertex before to the one
	// after and back ('-' is both).
	directed bool
}

// gtoken is a token of a graph string: one character, or the text inside
// braces; col is its column, counted in characters from 1.
type gtoken struct {
	text  string
	col   int
	brace bool
}

// tokenizeGraph splits text into tokens, skipping spaces.
func tokenizeGraph(text string) ([]gtoken, error) {
	var toks []gtoken
	col := 0
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		col++
		switch {
		case r == ' ':
		case r == '{':
			end := strings.IndexByte(text[i+1:], '}')
			if end < 0 {
				return nil, &ParseError{Col: col, Msg: "'{' without its '}'"}
			}
			inner := text[i+1 : i+1+end]
			toks = append(toks, gtoken{text: inner, col: col, brace: true})
			col += utf8.RuneCountInString(inner) + 1
			i += end + 2
			continue
		case r == utf8.RuneError && size == 1:
			return nil, &ParseError{Col: col, Msg: "not UTF-8 text"}
		default:
			toks = append(toks, gtoken{text: text[i : i+size], col: col})
		}
		i += size
	}
	return toks, nil
}

// graphParser reads a graph string (parseGraph).
type graphParser struct {
	syn   graphSyntax
	toks  []gtoken
	pos   int
	end   int // column just after the text, for errors at its end
	g     graph
	names map[string]int32
}

// parseGraph reads text as a graph in the syntax syn.
func parseGraph(text string, syn graphSyntax) (*graph, error) {
	toks, err := tokenizeGraph(text)
	if err != nil {
		return nil, err
	}
	p := &graphParser{syn: syn, toks: toks, end: utf8.RuneCountInString(text) + 1, names: map[string]int32{}}
	for {
		if err := p.chain(-1); err != nil {
			return nil, err
		}
		t, ok := p.peek()
		if !ok {
			break
		}
		if t.text != ";" || t.brace {
			return nil, p.errorf(t, "')' without its '('")
		}
		p.pos++
	}
	return &p.g, nil
}

func (p *graphParser) peek() (gtoken, bool) {
	if p.pos < len(p.toks) {
		return p.toks[p.pos], true
	}
	return gtoken{col: p.end}, false
}

func (p *graphParser) errorf(t gtoken, format string, args ...any) error {
	return &ParseError{Col: t.col, Msg: fmt.Sprintf(format, args...)}
}

// quoteTok writes a token for an error message.
func quoteTok(t gtoken) string {
	if t.brace {
		return strconv.Quote("{" + t.text + "}")
	}
	return strconv.Quote(t.text)
}

// chain reads a chain from vertex prec (-1: a chain at the top level,
// which starts with a new vertex rather than an edge).
func (p *graphParser) chain(prec int32) error {
	if prec < 0 {
		if _, ok := p.peek(); !ok {
			return nil // the empty graph, or nothing after a last ';'
		}
		v, err := p.vertex()
		if err != nil {
			return err
		}
		prec = v
	}
	for {
		t, ok := p.peek()
		if !ok {
			return nil
		}
		if !t.brace {
			switch t.text {
			case "(":
				p.pos++
				for {
					if err := p.chain(prec); err != nil {
						return err
					}
					u, ok := p.peek()
					if ok && u.text == ";" && !u.brace {
						p.pos++
						continue
					}
					if !ok || u.text != ")" || u.brace {
						return p.errorf(u, "'(' at column %d without its ')'", t.col)
					}
					p.pos++
					return nil
				}
			case ";", ")":
				return nil
			case ">", "<":
				if !p.syn.directed {
					return p.errorf(t, "directed edges (%s) are not allowed: these graphs are undirected", quoteTok(t))
				}
			}
		}
		var color byte
		var err error
		if p.syn.directed && !t.brace && (t.text == ">" || t.text == "<") {
			color = t.text[0]
		} else if color, err = p.edge(t); err != nil {
			return err
		}
		p.pos++
		if u, ok := p.peek(); ok && !u.brace && (u.text == ">" || u.text == "<") {
			return p.errorf(u, "directed edges (%s) are not allowed: these graphs are undirected", quoteTok(u))
		}
		v, err := p.vertex()
		if err != nil {
			return err
		}
		switch color {
		case '>':
			p.g.edges = append(p.g.edges, gedge{a: prec, b: v, c: '>'})
		case '<':
			p.g.edges = append(p.g.edges, gedge{a: v, b: prec, c: '>'})
		default:
			p.g.edges = append(p.g.edges, gedge{a: prec, b: v, c: color})
		}
		prec = v
	}
}

// edge reads the edge token t: its colour.
func (p *graphParser) edge(t gtoken) (byte, error) {
	if !t.brace && len(t.text) == 1 && strings.Contains(p.syn.edgeLabels, t.text) {
		return t.text[0], nil
	}
	want := "'-'"
	if p.syn.edgeLabels != "-" {
		want = "l (blue), r (red) or e (green)"
	}
	if !t.brace && (t.text == "." || t.text == ":" || strings.Contains(p.syn.vertexLabels, t.text)) {
		return 0, p.errorf(t, "an edge is needed before this vertex: %s", want)
	}
	return 0, p.errorf(t, "%s is not an edge: an edge is %s", quoteTok(t), want)
}

// vertex reads a vertex: an optional label or '.', then an optional
// ":name"; it returns the vertex, new or named before.
func (p *graphParser) vertex() (int32, error) {
	label := byte('.')
	start, _ := p.peek()
	weight, weighted := int32(1), false
	if t, ok := p.peek(); ok && p.syn.weights && isNumber(t.text) && (t.brace || len(t.text) == 1) {
		n, err := strconv.Atoi(t.text)
		if err != nil || n > maxWeight {
			return 0, p.errorf(t, "weight %s is too large: at most %d", t.text, maxWeight)
		}
		weight, weighted = int32(n), true
		p.pos++
	} else if t, ok := p.peek(); ok && !t.brace && len(t.text) == 1 && (t.text == "." || strings.Contains(p.syn.vertexLabels, t.text)) {
		label = t.text[0]
		p.pos++
	}
	if t, ok := p.peek(); ok && !t.brace && t.text == ":" {
		p.pos++
		n, ok := p.peek()
		if !ok || (!n.brace && strings.Contains("();:", n.text)) || n.text == "" {
			return 0, p.errorf(n, "a vertex name is needed after ':'")
		}
		p.pos++
		if v, seen := p.names[n.text]; seen {
			if p.g.label[v] != label {
				return 0, p.errorf(start, "vertex %s is labelled both %s and %s", n.text, labelName(p.g.label[v]), labelName(label))
			}
			if p.syn.weights && weighted && p.g.weight[v] != weight {
				return 0, p.errorf(start, "vertex %s is weighted both %d and %d", n.text, p.g.weight[v], weight)
			}
			return v, nil
		}
		v := p.newVertex(label, weight)
		p.names[n.text] = v
		return v, nil
	}
	return p.newVertex(label, weight), nil
}

// isNumber reports whether s is a non-empty run of decimal digits.
func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func labelName(b byte) string {
	if b == '.' {
		return "'.' (none)"
	}
	return string(b)
}

func (p *graphParser) newVertex(label byte, weight int32) int32 {
	p.g.label = append(p.g.label, label)
	if p.syn.weights {
		p.g.weight = append(p.g.weight, weight)
	}
	return int32(len(p.g.label) - 1)
}

// String prints g in CGSuite's form (see the top of this file).
func (g *graph) String() string {
	n := len(g.label)
	adj := g.adjacency()
	visits := make([]int, n)
	used := make([]bool, len(g.edges))
	type child struct {
		node int // index into nodes
		c    byte
	}
	type tnode struct {
		v        int32
		children []child
	}
	var nodes []tnode
	var visit func(v int32) int
	visit = func(v int32) int {
		visits[v]++
		id := len(nodes)
		nodes = append(nodes, tnode{v: v})
		if visits[v] > 1 {
			return id
		}
		for _, e := range adj[v] {
			if used[e] {
				continue
			}
			used[e] = true
			w := g.edges[e].a
			if w == v {
				w = g.edges[e].b
			}
			c := visit(w)
			nodes[id].children = append(nodes[id].children, child{c, g.edges[e].dir(v)})
		}
		return id
	}
	var roots []int
	for v := range n {
		if visits[v] == 0 {
			roots = append(roots, visit(int32(v)))
		}
	}
	names := map[int32]string{}
	var b strings.Builder
	var write func(id int)
	write = func(id int) {
		nd := nodes[id]
		if g.weight != nil {
			b.WriteString(weightText(g.weight[nd.v]))
		} else if l := g.label[nd.v]; l != '.' {
			b.WriteByte(l)
		}
		if visits[nd.v] > 1 {
			name, ok := names[nd.v]
			if !ok {
				if len(names) < 26 {
					name = string(rune('A' + len(names)))
				} else {
					name = "{v" + strconv.Itoa(len(names)) + "}"
				}
				names[nd.v] = name
			}
			b.WriteByte(':')
			b.WriteString(name)
		}
		if len(nd.children) > 1 {
			b.WriteByte('(')
		}
		for i, ch := range nd.children {
			if i > 0 {
				b.WriteByte(';')
			}
			b.WriteByte(ch.c)
			write(ch.node)
		}
		if len(nd.children) > 1 {
			b.WriteByte(')')
		}
	}
	for i, r := range roots {
		if i > 0 {
			b.WriteByte(';')
		}
		at := b.Len()
		write(r)
		if b.Len() == at {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// adjacency returns, for each vertex, the indices of its edges in order
// (a loop once).
func (g *graph) adjacency() [][]int32 {
	adj := make([][]int32, len(g.label))
	for i, e := range g.edges {
		adj[e.a] = append(adj[e.a], int32(i))
		if e.b != e.a {
			adj[e.b] = append(adj[e.b], int32(i))
		}
	}
	return adj
}

// sub returns the graph on the vertices keep marks, in their order, with
// the edges between them (keeping their order) that keepEdge allows
// (nil: all).
func (g *graph) sub(keep []bool, keepEdge func(i int) bool) *graph {
	idx := make([]int32, len(g.label))
	h := &graph{}
	for v, k := range keep {
		idx[v] = -1
		if k {
			idx[v] = int32(len(h.label))
			h.label = append(h.label, g.label[v])
			if g.weight != nil {
				h.weight = append(h.weight, g.weight[v])
			}
		}
	}
	for i, e := range g.edges {
		if keep[e.a] && keep[e.b] && (keepEdge == nil || keepEdge(i)) {
			h.edges = append(h.edges, gedge{idx[e.a], idx[e.b], e.c})
		}
	}
	return h
}

// componentOf marks the vertices connected to v, over the edges keepEdge
// allows (nil: all).
func (g *graph) componentOf(v int32, adj [][]int32, keepEdge func(i int) bool) []bool {
	seen := make([]bool, len(g.label))
	seen[v] = true
	stack := []int32{v}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range adj[u] {
			if keepEdge != nil && !keepEdge(int(e)) {
				continue
			}
			w := g.edges[e].a
			if w == u {
				w = g.edges[e].b
			}
			if !seen[w] {
				seen[w] = true
				stack = append(stack, w)
			}
		}
	}
	return seen
}

// components returns the connected components of g, each with its
// vertices and edges in g's order, in the order of their first vertices.
func (g *graph) components() []*graph {
	adj := g.adjacency()
	done := make([]bool, len(g.label))
	var out []*graph
	for v := range g.label {
		if done[v] {
			continue
		}
		keep := g.componentOf(int32(v), adj, nil)
		for u, k := range keep {
			if k {
				done[u] = true
			}
		}
		out = append(out, g.sub(keep, nil))
	}
	return out
}

// connected reports whether g has at most one component.
func (g *graph) connected() bool {
	if len(g.label) == 0 {
		return true
	}
	for _, k := range g.componentOf(0, g.adjacency(), nil) {
		if !k {
			return false
		}
	}
	return true
}

// swapped returns g with Left and Right exchanged: blue and red edges, L
// and R labels.
func (g *graph) swapped() *graph {
	h := &graph{label: make([]byte, len(g.label)), edges: make([]gedge, len(g.edges)), weight: g.weight}
	for v, l := range g.label {
		h.label[v] = swapLR(l)
	}
	for i, e := range g.edges {
		h.edges[i] = gedge{e.a, e.b, swapLR(e.c)}
	}
	return h
}

func swapLR(c byte) byte {
	switch c {
	case 'l':
		return 'r'
	case 'r':
		return 'l'
	case 'L':
		return 'R'
	case 'R':
		return 'L'
	}
	return c
}

// picture returns g as a Graph picture; ground marks vertex 0 as on the
// ground (Hackenbush), marks gives the vertices their labels (Col and
// Snort: 'L', 'R' or '.').
func (g *graph) picture(ground, marks bool) *Graph {
	p := &Graph{Ground: make([]bool, len(g.label)), Label: make([]rune, len(g.label))}
	for v, l := range g.label {
		switch {
		case marks && g.weight != nil:
			p.Label[v] = '+' // over 9
			if w := g.weight[v]; w <= 9 {
				p.Label[v] = rune('0' + w)
			}
		case marks:
			p.Label[v] = rune(l)
		}
	}
	if ground && len(g.label) > 0 {
		p.Ground[0] = true
	}
	for _, e := range g.edges {
		c := rune(e.c)
		if c == '-' || c == '>' {
			c = 0
		}
		p.Edges = append(p.Edges, Edge{A: int(e.a), B: int(e.b), Color: c, Arrow: e.c == '>'})
	}
	return p
}
