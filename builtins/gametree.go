package builtins

import (
	"fmt"
	"strings"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
	"cgcalc/games/tree"
	"cgcalc/plot"
)

// GameTree is a game tree grown from a position or a game (games/tree): it
// prints as an indented listing, and draw draws it.
type GameTree struct {
	s    *gameState
	t    *tree.Tree[any]
	all  bool                   // every option listed, not only the sensible ones
	text func(p any) string     // a node's form: (domineering "..") or its game
	rows func(p any) []string   // a node's lines in a picture: a board's rows
	wrap func(p any) eval.Value // a node as a value: a position or a game
	// rules is the ruleset of a classroom game's positions, nil otherwise.
	rules rulesets.Ruleset
}

// Type is "game-tree".
func (*GameTree) Type() string { return "game-tree" }

// Equal reports whether other is the same tree.
func (g *GameTree) Equal(other eval.Value) bool { return g == other }

// String is the listing: the root, then each option a line, indented under
// its node, Left's (L) before Right's (R), with its value and marks.
func (g *GameTree) String() string {
	var b strings.Builder
	root := g.t.Root
	b.WriteString(g.label(root))
	if o, err := g.s.store.Outcome(root.Value); err == nil {
		fmt.Fprintf(&b, "  (%s)", outcomeWords(o))
	}
	b.WriteString("\n")
	g.list(&b, root, "")
	if g.t.Capped {
		fmt.Fprintf(&b, "(the tree stopped at %d nodes: :max-nodes allows more)\n", g.t.MaxNodes)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// list writes n's options under it, each line after prefix.
func (g *GameTree) list(b *strings.Builder, n *tree.Node[any], prefix string) {
	if !n.Expanded {
		return
	}
	type line struct {
		side string
		o    *tree.Option[any]
	}
	var lines []line
	for _, o := range tree.Shown(n.Left, g.all) {
		lines = append(lines, line{"L", o})
	}
	for _, o := range tree.Shown(n.Right, g.all) {
		lines = append(lines, line{"R", o})
	}
	for i, l := range lines {
		branch, next := "├─ ", "│  "
		if i == len(lines)-1 {
			branch, next = "└─ ", "   "
		}
		marks := ""
		if m := l.o.Marks(); len(m) > 0 {
			marks = "  " + strings.Join(m, ", ")
		}
		fmt.Fprintf(b, "%s%s%s %s%s\n", prefix, branch, l.side, g.label(l.o.Node), marks)
		g.list(b, l.o.Node, prefix+next)
	}
}

// label is a node's form and its value, after "=" (only the form when
// they print alike: a canonical game).
func (g *GameTree) label(n *tree.Node[any]) string {
	form := g.text(n.Pos)
	v, err := g.s.print(nil, n.Value)
	if err != nil || v == form {
		return form
	}
	return form + "  = " + v
}

// outcomeWords says who wins.
func outcomeWords(o games.Outcome) string {
	return [...]string{"Left wins", "Right wins", "the second player wins", "the first player wins"}[o]
}

// picture draws the tree: in the terminal its listing, as SVG its nodes
// as boxes (plot.TreeSVG), the nodes the listing shows.
func (g *GameTree) picture(in *eval.Interp) picture {
	return picture{
		text: func() (string, error) { return g.String() + "\n", in.Tick(g.t.Nodes) },
		svg: func() ([]byte, error) {
			if err := in.Tick(g.t.Nodes); err != nil {
				return nil, err
			}
			return plot.TreeSVG(g.plotNode(g.t.Root, 0, nil), g.text(g.t.Root.Pos))
		},
		tikz: func() (string, error) { return g.tikz(in) },
	}
}

// tikz is the tree as a tikzpicture (plot.TreeTikZ), each value as latex
// writes it.
func (g *GameTree) tikz(in *eval.Interp) (string, error) {
	if err := in.Tick(g.t.Nodes); err != nil {
		return "", err
	}
	root := g.plotNode(g.t.Root, 0, nil)
	var walk func(p *plot.TreeNode, n *tree.Node[any]) error
	walk = func(p *plot.TreeNode, n *tree.Node[any]) error {
		tex, err := latexText(in.Context(), g.s, n.Value)
		if err != nil {
			return err
		}
		p.TeX = string(tex.(eval.String))
		if !n.Expanded {
			return nil
		}
		kids := append(tree.Shown(n.Left, g.all), tree.Shown(n.Right, g.all)...)
		for i, o := range kids {
			if err := walk(p.Children[i], o.Node); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(root, g.t.Root); err != nil {
		return "", err
	}
	return plot.TreeTikZ(root)
}

// plotNode converts n (reached by side, with marks) for plot.TreeSVG.
func (g *GameTree) plotNode(n *tree.Node[any], side byte, marks []string) *plot.TreeNode {
	v, _ := g.s.print(nil, n.Value)
	p := &plot.TreeNode{Lines: g.rows(n.Pos), Value: v, Side: side, Marks: marks}
	if len(p.Lines) == 1 && p.Lines[0] == v {
		p.Lines = nil
	}
	if !n.Expanded {
		return p
	}
	for _, o := range tree.Shown(n.Left, g.all) {
		p.Children = append(p.Children, g.plotNode(o.Node, 'L', o.Marks()))
	}
	for _, o := range tree.Shown(n.Right, g.all) {
		p.Children = append(p.Children, g.plotNode(o.Node, 'R', o.Marks()))
	}
	return p
}

// positionSource is the Source of a classroom ruleset's positions.
type positionSource struct{ p *Position }

func (s positionSource) Options(p any) (left, right []any, err error) {
	l, r := s.p.rules.Options(p.(rulesets.Position))
	return anys(l), anys(r), nil
}

func (s positionSource) Value(p any) (games.ID, error) {
	q := *s.p
	q.pos = p.(rulesets.Position)
	return q.value()
}

// formSource is the Source of the games of the session's store.
type formSource struct{ s *games.Store }

func (f formSource) Options(p any) (left, right []any, err error) {
	l, r, err := f.s.Options(p.(games.ID))
	return anys(l), anys(r), err
}

func (f formSource) Value(p any) (games.ID, error) { return f.s.Canonical(p.(games.ID)) }

func anys[T any](xs []T) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

func gameTreeFn(c call) (eval.Value, error) {
	depth := 2
	if d := c.Key(":depth"); given(d) {
		depth = c.count(d, 0, 64)
	}
	maxNodes := 2000
	if m := c.Key(":max-nodes"); given(m) {
		maxNodes = c.count(m, 1, 1<<20)
	}
	g := c.gameTree(c.Pos[0], maxNodes)
	if c.err != nil {
		return nil, c.err
	}
	g.all = given(c.Key(":all"))
	format, err := pictureFormat(c.Key(":format"))
	if err != nil {
		return nil, err
	}
	if err := g.t.Grow(depth, g.all); err != nil {
		return nil, err
	}
	switch format {
	case "tikz":
		tex, err := g.tikz(c.in)
		return eval.String(tex), err
	case "svg":
		svg, err := g.picture(c.in).svg()
		return eval.String(svg), err
	}
	return g, nil
}

// gameTree returns the tree of v, a classroom game's position or a game,
// not yet grown.
func (c *call) gameTree(v eval.Value, maxNodes int) *GameTree {
	if c.err != nil {
		return nil
	}
	s := sessionOf(c.in).games
	g := &GameTree{s: s}
	var src tree.Source[any]
	var root any
	switch p := v.(type) {
	case *Position:
		src, root, g.rules = positionSource{p}, p.pos, p.rules
		g.text = func(x any) string {
			q := *p
			q.pos = x.(rulesets.Position)
			return q.String()
		}
		g.rows = func(x any) []string { return strings.Split(x.(rulesets.Position).String(), "|") }
		g.wrap = func(x any) eval.Value { q := *p; q.pos = x.(rulesets.Position); return &q }
	case *Heaps:
		src, root = heapsSource{s}, p
		g.text = func(x any) string { return x.(*Heaps).String() }
		g.rows = func(x any) []string { return []string{g.text(x)} }
		g.wrap = func(x any) eval.Value { return x.(*Heaps) }
	default:
		id := c.game(v)
		if c.err != nil {
			return nil
		}
		src, root = formSource{s.store}, id
		g.text = func(x any) string { t, _ := s.print(nil, x.(games.ID)); return t }
		g.rows = func(x any) []string { return []string{g.text(x)} }
		g.wrap = func(x any) eval.Value { return s.value(x.(games.ID)) }
	}
	t, err := tree.New(s.store, src, root, maxNodes)
	c.fail(err)
	g.t = t
	return g
}

func bestMoveFn(c call) (eval.Value, error) {
	left := true
	if len(c.Pos) > 1 {
		left = c.side(c.Pos[1])
	}
	g := c.gameTree(c.Pos[0], 1<<20)
	if c.err != nil {
		return nil, c.err
	}
	b, err := g.t.Best(g.t.Root, left)
	if err != nil || b == nil {
		return eval.Nil, err
	}
	return g.wrap(b.Pos), nil
}
