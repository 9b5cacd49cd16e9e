package worksheet

import (
	"encoding/json"
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
