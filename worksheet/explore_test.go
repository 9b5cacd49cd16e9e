package worksheet

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"cgcalc/builtins"
)

// TestExplore explores a 2×2 Domineering board through /api/eval, as the
// page does: the reply carries the explorer's node (±1, Left's two moves
// to 1 and Right's two to -1: a 2×1 strip is a move for one player only,
// ONAG's ±1), and evaluating (explore FORM) of an option, the form the
// node carries, explores that option in turn, within the same session.
// A game explores as well, its options' forms reading back (game "…").
func TestExplore(t *testing.T) {
	s := newTestServer(t, Config{})
	sess := s.newSession()
	node := func(src string) builtins.ExploreNode {
		t.Helper()
		r := s.eval(sess, src)
		if len(r.Results) != 1 || r.Results[0].Error != "" || len(r.Results[0].Widgets) != 1 || r.Results[0].Widgets[0].Kind != "explore" {
			t.Fatalf("%s: %+v", src, r)
		}
		var n builtins.ExploreNode
		if err := json.Unmarshal(r.Results[0].Widgets[0].Data, &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	root := node(`(explore (domineering "..|.."))`)
	if root.Value != "±1" || root.Outcome != "the first player wins" || len(root.Left) != 2 || len(root.Right) != 2 || root.SVG == "" {
		t.Fatalf("root: %+v", root)
	}
	for _, o := range root.Left {
		if o.Value != "1" || o.SVG == "" {
			t.Errorf("Left's option %+v", o)
		}
	}
	if m := root.Left[0].Marks; len(m) != 2 || m[0] != "winning" || m[1] != "sensible" {
		t.Errorf("Left's first option marked %v", m)
	}
	child := node("(explore " + root.Left[0].Form + ")")
	if child.Form != root.Left[0].Form || child.Value != "1" || len(child.Left) != 1 || len(child.Right) != 0 {
		t.Errorf("the option explored: %+v", child)
	}
	g := node("(explore (mg (mg 2 !| 0) !| -1))")
	if g.Value != "{1±1|-1}" || len(g.Left) != 1 || len(g.Right) != 1 {
		t.Fatalf("the game: %+v", g)
	}
	back := node("(explore " + g.Left[0].Form + ")")
	if back.Value != "1±1" {
		t.Errorf("%s explores as %+v", g.Left[0].Form, back)
	}
	// What is not a game is an error, with its position.
	if r := s.eval(sess, "(explore 'foo)"); len(r.Results) != 1 || r.Results[0].Error != "cell:1:1: explore: foo is not a game or a number" {
		t.Errorf("(explore 'foo): %+v", r)
	}
}

// TestPlay plays through /api/eval as the page does. On a 2×2
// Domineering board (±1) Left, the human, can win: each of her moves
// changes a column's two cells; after one, Right has no move (a 2×1
// column is Left's alone) and the game is over, Left the winner. On
// "....|...." (2×4, negative: Right wins whoever starts) the program, as
// Right, answers each of Left's moves and wins. As Right, the human lets
// the program move first.
func TestPlay(t *testing.T) {
	s := newTestServer(t, Config{})
	sess := s.newSession()
	state := func(src string) builtins.PlayState {
		t.Helper()
		r := s.eval(sess, src)
		if len(r.Results) != 1 || r.Results[0].Error != "" || len(r.Results[0].Widgets) != 1 || r.Results[0].Widgets[0].Kind != "play" {
			t.Fatalf("%s: %+v", src, r)
		}
		var st builtins.PlayState
		if err := json.Unmarshal(r.Results[0].Widgets[0].Data, &st); err != nil {
			t.Fatal(err)
		}
		return st
	}
	st := state(`(play (domineering "..|.."))`)
	if st.Human != "left" || st.Turn != "left" || st.Over || len(st.Moves) != 2 || len(st.Board) != 2 {
		t.Fatalf("start: %+v", st)
	}
	for _, m := range st.Moves {
		if len(m.Cells) != 2 || m.Cells[0][1] != m.Cells[1][1] {
			t.Errorf("Left's move %s changes %v, not a column's two cells", m.Form, m.Cells)
		}
	}
	end := state("(play " + st.Moves[0].Form + " :as :left :turn :right)")
	if !end.Over || end.Reply != nil || end.Message != "Right has no move: Left wins." {
		t.Errorf("after Left's move: %+v", end)
	}
	// 2×4: Right wins; the program plays Right perfectly.
	st = state(`(play (domineering "....|...."))`)
	for moves := 0; !st.Over; moves++ {
		if moves > 4 || len(st.Moves) == 0 {
			t.Fatalf("the game goes on: %+v", st)
		}
		st = state("(play " + st.Moves[0].Form + " :as :left :turn :right)")
		if st.Reply == nil && !st.Over {
			t.Fatalf("no reply: %+v", st)
		}
	}
	if !strings.Contains(st.Message, "Right wins") {
		t.Errorf("the end: %q", st.Message)
	}
	// As Right: the program (Left) moves first, to a position where Right
	// is to move.
	st = state(`(play (domineering "....|....") :as :right)`)
	if st.Human != "right" || st.Turn != "right" || st.Reply == nil || len(st.Reply.Cells) != 2 {
		t.Errorf("as Right: %+v", st)
	}
	if r := s.eval(sess, `(play (domineering "..") :as :up)`); len(r.Results) != 1 || !strings.Contains(r.Results[0].Error, ":up is not :left or :right") {
		t.Errorf("a bad side: %+v", r)
	}
}

// TestPlayHeaps: Nim heaps 1 and 2 (1 ⊕ 2 = 3, Bouton: the first player
// wins by moving to 1 + 1) are played by pictures; the forms of the moves
// make heaps again, and the program's reply keeps Nim's value 0 for it.
func TestPlayHeaps(t *testing.T) {
	s := newTestServer(t, Config{})
	sess := s.newSession()
	r := s.eval(sess, "(play (nim 1 2))")
	var st builtins.PlayState
	if len(r.Results) != 1 || len(r.Results[0].Widgets) != 1 {
		t.Fatalf("%+v", r)
	}
	if err := json.Unmarshal(r.Results[0].Widgets[0].Data, &st); err != nil {
		t.Fatal(err)
	}
	forms := []string{}
	for _, m := range st.Moves {
		forms = append(forms, m.Form)
		if m.SVG == "" || len(m.Cells) != 0 {
			t.Errorf("move %s: a picture and no cells wanted", m.Form)
		}
	}
	if strings.Join(forms, " ") != "(nim 2) (nim 1 1) (nim 1)" || st.SVG == "" || st.Board != nil {
		t.Errorf("moves %v, board %v", forms, st.Board)
	}
	r = s.eval(sess, "(play (nim 1 1) :as :left :turn :right)")
	if err := json.Unmarshal(r.Results[0].Widgets[0].Data, &st); err != nil {
		t.Fatal(err)
	}
	if st.Reply == nil || st.Reply.Form != "(nim 1)" || len(st.Moves) != 1 || st.Moves[0].Form != "(nim 0)" {
		t.Errorf("after 1 + 1: %+v", st)
	}
}

// widgetData evaluates src in a new session and decodes its one widget's
// data into v.
func widgetData(t *testing.T, src string, v any) {
	t.Helper()
	s := newTestServer(t, Config{})
	r := s.eval(s.newSession(), src)
	if len(r.Results) != 1 || r.Results[0].Error != "" || len(r.Results[0].Widgets) != 1 {
		t.Fatalf("%s: %+v", src, r)
	}
	if err := json.Unmarshal(r.Results[0].Widgets[0].Data, v); err != nil {
		t.Fatal(err)
	}
}

// TestPlayClicks checks what a page needs to take moves by clicks on
// heaps and on a cake. Nim 1 + 3: each move names the heap it is made
// from and what it leaves there (Nim leaves one heap, smaller); Kayles 4
// leaves 2 either as 2 or as 1 + 1, two moves, each named by its way (a
// move of Kayles takes one or two adjacent counters: Winning Ways, ch. 4).
// Cutcake 2,3: Left's two cuts between columns (at columns 1 and 2), one
// move each, though both leave 2,1 + 2,2.
func TestPlayClicks(t *testing.T) {
	var nim builtins.PlayState
	widgetData(t, "(play (nim 1 3))", &nim)
	if fmt.Sprint(nim.Heaps) != "[1 3]" {
		t.Errorf("the heaps: %v", nim.Heaps)
	}
	var got []string
	for _, m := range nim.Moves {
		for _, tk := range m.Takes {
			got = append(got, fmt.Sprintf("%s:%d>%d%v", m.Form, tk.From, tk.Leave, tk.Parts))
		}
	}
	want := "(nim 3):1>0[] (nim 1 2):3>2[2] (nim 1 1):3>1[1] (nim 1):3>0[]"
	if strings.Join(got, " ") != want {
		t.Errorf("Nim's takes:\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	var kayles builtins.PlayState
	widgetData(t, "(play (heap 'kayles 4))", &kayles)
	ways := map[string]bool{}
	for _, m := range kayles.Moves {
		for _, tk := range m.Takes {
			if tk.From != 4 {
				t.Errorf("Kayles: a take from %d", tk.From)
			}
			if tk.Leave == 2 {
				ways[fmt.Sprint(tk.Parts)] = true
			}
		}
	}
	if len(ways) != 2 || !ways["[2]"] || !ways["[1 1]"] {
		t.Errorf("Kayles 4 leaving 2: %v", ways)
	}
	var cake builtins.PlayState
	widgetData(t, `(play (cutcake "2,3"))`, &cake)
	if len(cake.Cuts) != 2 {
		t.Fatalf("Cutcake 2,3: cuts %+v", cake.Cuts)
	}
	for k, c := range cake.Cuts {
		if !c.Vertical || c.At != k+1 || c.From != 0 || c.To != 2 {
			t.Errorf("cut %d: %+v", k, c)
		}
		if f := cake.Moves[c.Option].Form; f != `(cutcake "2,1 + 2,2")` {
			t.Errorf("cut %d leads to %s", k, f)
		}
	}
}

// TestEditGraph checks the graph editor's data: (hackenbush "lr") has a
// foot on the ground, a vertex at each height and two edges, blue then
// red; the empty Hackenbush canvas has its ground and no vertex; Col's
// vertices keep their tints; a graph has no size.
func TestEditGraph(t *testing.T) {
	var eb builtins.EditBoard
	widgetData(t, `(edit-board (hackenbush "lr"))`, &eb)
	g := eb.Graph
	if g == nil || eb.Ruleset != "hackenbush" || !g.Ground || g.Edges != "lre" || len(g.Vertices) != 3 || len(g.Lines) != 2 {
		t.Fatalf("%+v %+v", eb, g)
	}
	if g.Lines[0].Color != "l" || g.Lines[1].Color != "r" {
		t.Errorf("colours %+v", g.Lines)
	}
	for _, e := range g.Lines {
		a, b := g.Vertices[e.A], g.Vertices[e.B]
		if a.Ground && a.Y != g.Base || b.Ground && b.Y != g.Base {
			t.Errorf("a foot off the ground line: %+v %+v (base %v)", a, b, g.Base)
		}
		if a.Y == b.Y {
			t.Errorf("edge %+v is level: a stalk goes up", e)
		}
	}
	feet := 0
	for _, v := range g.Vertices {
		if v.Ground {
			feet++
		}
		if v.X < 0 || v.X > g.Width || v.Y < 0 || v.Y > g.Base {
			t.Errorf("vertex %+v off the canvas %v×%v", v, g.Width, g.Base)
		}
	}
	if feet != 1 {
		t.Errorf("%d feet, want 1", feet)
	}
	var empty builtins.EditBoard
	widgetData(t, `(edit-board 'hackenbush)`, &empty)
	if empty.Graph == nil || len(empty.Graph.Vertices) != 0 || !empty.Graph.Ground {
		t.Errorf("empty: %+v", empty.Graph)
	}
	var col builtins.EditBoard
	widgetData(t, `(edit-board (col "L-R"))`, &col)
	if col.Graph == nil || col.Graph.Ground || col.Graph.Labels != ".LR" || len(col.Graph.Vertices) != 2 ||
		col.Graph.Vertices[0].Label != "L" || col.Graph.Vertices[1].Label != "R" {
		t.Errorf("col: %+v", col.Graph)
	}
	s := newTestServer(t, Config{})
	if r := s.eval(s.newSession(), `(edit-board 'col 2 2)`); len(r.Results) != 1 || !strings.Contains(r.Results[0].Error, "a graph has no size") {
		t.Errorf("a graph with a size: %+v", r)
	}
}
