package builtins

import (
	"encoding/json"
	"strconv"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/tree"
)

// ExploreNode is a node of the explorer as a page receives it (JSON): a
// position or a game, the form that makes it again, its value, and, for
// the node explored, its options with their marks. A page shows the node
// and, on a click on an option, evaluates (explore FORM) of that option
// through the same API as any cell, so that the tree grows one node at a
// time within the session's limits.
type ExploreNode struct {
	Form        string         `json:"form"`
	Value       string         `json:"value"`
	Outcome     string         `json:"outcome,omitempty"`
	Temperature string         `json:"temperature,omitempty"`
	Marks       []string       `json:"marks,omitempty"`
	SVG         string         `json:"svg,omitempty"` // the position's picture
	Left        []*ExploreNode `json:"left,omitempty"`
	Right       []*ExploreNode `json:"right,omitempty"`
	Expanded    bool           `json:"expanded,omitempty"`
}

// exploreNode describes n of g's tree for a page, its options too when it
// is expanded (with its marks given by marks).
func (g *GameTree) exploreNode(c *call, n *tree.Node[any], marks []string) *ExploreNode {
	s := g.s
	v, _ := s.print(nil, n.Value)
	e := &ExploreNode{Form: g.form(n.Pos), Value: v, Marks: marks, Expanded: n.Expanded}
	if o, err := s.store.Outcome(n.Value); err == nil {
		e.Outcome = outcomeWords(o)
	}
	if t, err := s.store.Temperature(n.Value); err == nil {
		e.Temperature = t.String()
	}
	e.SVG, _ = positionSVG(n.Pos)
	if !n.Expanded {
		return e
	}
	for _, o := range n.Left {
		e.Left = append(e.Left, g.exploreNode(c, o.Node, o.Marks()))
	}
	for _, o := range n.Right {
		e.Right = append(e.Right, g.exploreNode(c, o.Node, o.Marks()))
	}
	return e
}

// form is the Lisp form that makes node p again: a position's builtin
// call, or (game "TEXT") with the game's canonical form in Unicode
// notation, which game reads back equal.
func (g *GameTree) form(p any) string {
	if h, ok := p.(*Heaps); ok {
		return h.Form()
	}
	if id, ok := p.(games.ID); ok {
		pr := games.Printer{Store: g.s.store, Notation: games.Unicode}
		c, err := g.s.store.Canonical(id)
		if err != nil {
			c = id
		}
		return "(game " + strconv.Quote(pr.String(c)) + ")"
	}
	return g.text(p)
}

func exploreFn(c call) (eval.Value, error) {
	g := c.gameTree(c.Pos[0], 1<<20)
	if c.err != nil {
		return nil, c.err
	}
	g.all = true
	if err := g.t.Expand(g.t.Root); err != nil {
		return nil, err
	}
	sb := sessionOf(c.in).sandbox
	if sb == nil || sb.Widget == nil {
		return shown(c.in, g.String()+"\n")
	}
	data, err := json.Marshal(g.exploreNode(&c, g.t.Root, nil))
	if err != nil {
		return nil, err
	}
	if err := c.in.Tick(len(data) / 64); err != nil {
		return nil, err
	}
	sb.Widget("explore", data)
	return eval.Nil, nil
}
