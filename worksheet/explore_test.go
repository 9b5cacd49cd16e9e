package worksheet

import (
	"encoding/json"
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
