package builtins

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/impartial"
	"cgcalc/games/rulesets"
	"cgcalc/games/tree"
	"cgcalc/plot"
)

// PlayState is a game against perfect play as a page receives it (JSON):
// the position, whose turn it is, the human's moves (each with the cells
// of the board it changes, so that a page can take it by clicks on those
// cells), the program's last reply and a sentence on who wins from here.
// A page sends the human's move back as (play FORM :as SIDE :turn OTHER),
// and the program answers in the state it returns.
type PlayState struct {
	Form  string   `json:"form"`
	Value string   `json:"value"`
	SVG   string   `json:"svg,omitempty"`
	Board []string `json:"board,omitempty"` // a board's rows, for clicks
	// Edges are where the picture draws each edge of a graph whose moves
	// cut one (Hackenbush), for clicks on the picture.
	Edges []plot.EdgeCurve `json:"edges,omitempty"`
	// Cuts are the lines of the board a human may cut along (Cutcake),
	// each with the index of its move in Moves (as Option).
	Cuts []rulesets.Cut `json:"cuts,omitempty"`
	// Heaps are the heaps of a heap game, for clicks on a heap's counters.
	Heaps   []int      `json:"heaps,omitempty"`
	Human   string     `json:"human"`           // "left" or "right"
	Turn    string     `json:"turn"`            // whose move it is
	Moves   []PlayMove `json:"moves"`           // the human's, on his turn
	Reply   *PlayMove  `json:"reply,omitempty"` // the program's last move
	Over    bool       `json:"over,omitempty"`
	Message string     `json:"message"`
}

// PlayMove is a move: the position it leads to and, on a board, the cells
// it changes (row, column, from 0).
type PlayMove struct {
	Form  string   `json:"form"`
	Value string   `json:"value"`
	SVG   string   `json:"svg,omitempty"`
	Cells [][2]int `json:"cells,omitempty"`
	// Edge is the edge of the picture a move cuts (Hackenbush), else -1.
	Edge int `json:"edge"`
	// Takes are the ways a move of a heap game is made: from a heap of
	// From, leaving Leave counters there as the heaps Parts.
	Takes []HeapTake `json:"takes,omitempty"`
}

// HeapTake is a move on one heap: from a heap of From counters to the
// heaps Parts, Leave counters in all (none when the heap is taken away).
type HeapTake struct {
	From  int   `json:"from"`
	Leave int   `json:"leave"`
	Parts []int `json:"parts"`
}

// sideName is "left" or "right".
func sideName(left bool) string {
	if left {
		return "left"
	}
	return "right"
}

func playFn(c call) (eval.Value, error) {
	human, turn := true, true
	if v := c.Key(":as"); given(v) {
		human = c.side(v)
	}
	if v := c.Key(":turn"); given(v) {
		turn = c.side(v)
	}
	g := c.gameTree(c.Pos[0], 1<<20)
	if c.err != nil {
		return nil, c.err
	}
	st := &PlayState{Human: sideName(human)}
	node := g.t.Root
	if turn != human { // the program moves first
		b, err := g.t.Best(node, turn)
		if err != nil {
			return nil, err
		}
		if b == nil {
			st.Over = true
		} else {
			_, rows := positionSVG(node.Pos)
			st.Reply = g.playMove(rows, b.Node)
			node = b.Node
		}
	}
	if err := g.t.Expand(node); err != nil {
		return nil, err
	}
	g.playState(st, node, human)
	sb := sessionOf(c.in).sandbox
	if sb == nil || sb.Widget == nil {
		return shown(c.in, st.text())
	}
	data, err := json.Marshal(st)
	if err != nil {
		return nil, err
	}
	if err := c.in.Tick(len(data) / 64); err != nil {
		return nil, err
	}
	sb.Widget("play", data)
	return eval.Nil, nil
}

// text is the state for the terminal: the message, then the human's
// moves, the form of each, to play with (play FORM :as SIDE :turn OTHER).
func (st *PlayState) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", st.Message)
	if len(st.Moves) > 0 {
		other := "left"
		if st.Human == "left" {
			other = "right"
		}
		fmt.Fprintf(&b, "Your moves (play one with (play FORM :as :%s :turn :%s)):\n", st.Human, other)
		for _, m := range st.Moves {
			fmt.Fprintf(&b, "  %s\n", m.Form)
		}
	}
	return b.String()
}

// playState fills st with node, the human (Left when human) to move.
func (g *GameTree) playState(st *PlayState, node *tree.Node[any], human bool) {
	s := g.s
	st.Form = g.form(node.Pos)
	st.Value, _ = s.print(nil, node.Value)
	st.Turn = sideName(human)
	st.SVG, st.Board = positionSVG(node.Pos)
	opts := node.Left
	if !human {
		opts = node.Right
	}
	for _, o := range opts {
		st.Moves = append(st.Moves, *g.playMove(st.Board, o.Node))
	}
	g.edgeMoves(st, node, human)
	g.cutMoves(st, node, human)
	heapTakes(st, node)
	player, other := "Left", "Right"
	if !human {
		player, other = other, player
	}
	var replied string
	if st.Reply != nil {
		replied = fmt.Sprintf("%s moved to %s. ", other, st.Reply.Value)
	}
	if st.Over { // the program had no move
		st.Moves = nil
		st.Message = fmt.Sprintf("%s has no move: %s wins.", other, player)
		return
	}
	if len(opts) == 0 {
		st.Over = true
		st.Message = fmt.Sprintf("%s%s has no move: %s wins.", replied, player, other)
		return
	}
	wins := false
	zero := s.store.Integer(0)
	if human {
		le, _ := s.store.Leq(node.Value, zero)
		wins = !le // Left moving first wins unless G ≤ 0
	} else {
		ge, _ := s.store.Leq(zero, node.Value)
		wins = !ge
	}
	if wins {
		st.Message = fmt.Sprintf("%sThe position is %s: %s, to move, can win — find the move.", replied, st.Value, player)
	} else {
		st.Message = fmt.Sprintf("%sThe position is %s: whatever %s does, %s can win.", replied, st.Value, player, other)
	}
}

// edgeMoves gives st the edges of node's picture and each move the edge
// it cuts, when node is a graph whose ruleset's moves cut edges.
func (g *GameTree) edgeMoves(st *PlayState, node *tree.Node[any], human bool) {
	em, ok := g.rules.(rulesets.EdgeMover)
	pos, isPos := node.Pos.(rulesets.Position)
	d, drawable := node.Pos.(rulesets.Drawable)
	if !ok || !isPos || !drawable {
		return
	}
	pic, isGraph := d.Picture().(*rulesets.Graph)
	if !isGraph || pic == nil {
		return
	}
	edges := em.MoveEdges(pos, human)
	if len(edges) != len(st.Moves) {
		return
	}
	svg, curves, err := plot.GraphSVGCurves(pic, "")
	if err != nil {
		return
	}
	st.SVG, st.Edges = string(svg), curves
	for k, e := range edges {
		st.Moves[k].Edge = e
	}
}

// cutMoves gives st the cuts of node's board, when its ruleset's moves
// cut along a line (Cutcake), each cut's Option the index of its move in
// st.Moves.
func (g *GameTree) cutMoves(st *PlayState, node *tree.Node[any], human bool) {
	cr, ok := g.rules.(rulesets.Cutter)
	pos, isPos := node.Pos.(rulesets.Position)
	if !ok || !isPos || st.Board == nil {
		return
	}
	index := map[string]int{}
	for k, m := range st.Moves {
		index[m.Form] = k
	}
	ls, rs := g.rules.Options(pos)
	opts := ls
	if !human {
		opts = rs
	}
	for _, c := range cr.MoveCuts(pos, human) {
		if k, ok := index[g.form(opts[c.Option])]; ok {
			c.Option = k
			st.Cuts = append(st.Cuts, c)
		}
	}
}

// heapTakes gives st the heaps of node and each move its takes, when node
// is a heap game's heaps: every move from every heap, by the ruleset,
// found among st.Moves by its form.
func heapTakes(st *PlayState, node *tree.Node[any]) {
	h, ok := node.Pos.(*Heaps)
	if !ok || len(st.Moves) == 0 {
		return
	}
	index := map[string]int{}
	for k, m := range st.Moves {
		index[m.Form] = k
	}
	st.Heaps = slices.Clone(h.heaps)
	for i, n := range h.heaps {
		if i > 0 && n == h.heaps[i-1] {
			continue // the same moves as the heap before
		}
		h.r.Moves(n, func(parts []int) bool {
			rest := append(slices.Clone(h.heaps[:i]), h.heaps[i+1:]...)
			q := &Heaps{r: h.r, heaps: impartial.NewPosition(append(rest, parts...)...)}
			if k, ok := index[q.Form()]; ok {
				leave := 0
				for _, x := range parts {
					leave += x
				}
				st.Moves[k].Takes = append(st.Moves[k].Takes, HeapTake{From: n, Leave: leave, Parts: slices.Clone(parts)})
			}
			return true
		})
	}
}

// playMove describes the move to o from a position whose board rows are
// from (nil if it is no board).
func (g *GameTree) playMove(from []string, o *tree.Node[any]) *PlayMove {
	m := &PlayMove{Form: g.form(o.Pos), Edge: -1}
	m.Value, _ = g.s.print(nil, o.Value)
	var rows []string
	m.SVG, rows = positionSVG(o.Pos)
	if from != nil && len(from) == len(rows) {
		for r := range rows {
			a, b := []rune(from[r]), []rune(rows[r])
			if len(a) != len(b) {
				m.Cells = nil
				break
			}
			for k := range a {
				if a[k] != b[k] {
					m.Cells = append(m.Cells, [2]int{r, k})
				}
			}
		}
	}
	return m
}

// positionSVG returns the picture of a position as SVG and, for a board,
// its rows; nothing for a game.
func positionSVG(p any) (string, []string) {
	var pic rulesets.Picture
	switch pos := p.(type) {
	case *Heaps:
		pic = rulesets.HeapsPicture(pos.heaps)
	case rulesets.Drawable:
		pic = pos.Picture()
	default:
		return "", nil
	}
	svg, err := plot.PositionSVG(pic, "")
	if err != nil {
		return "", nil
	}
	var rows []string
	if _, heaps := p.(*Heaps); heaps {
		return string(svg), nil // counters are not cells to click
	}
	if b, ok := pic.(*rulesets.Board); ok && b != nil {
		for _, r := range b.Rows {
			rows = append(rows, string(r))
		}
	}
	return string(svg), rows
}
