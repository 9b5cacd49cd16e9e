package builtins

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// fakeRules is a ruleset for show's tests, whose positions are given
// pictures (the rulesets themselves live in games/rulesets).
type fakeRules struct{ name string }

func (r fakeRules) Name() string                                       { return r.name }
func (fakeRules) Impartial() bool                                      { return false }
func (fakeRules) Options(rulesets.Position) (l, r []rulesets.Position) { return nil, nil }
func (fakeRules) Value(rulesets.Position) (games.ID, error)            { return 0, nil }
func (fakeRules) Parse(text string) (rulesets.Position, error) {
	return plainPos(text), nil
}

// plainPos is a position with no picture.
type plainPos string

func (p plainPos) String() string { return string(p) }

// drawnPos is a position with a picture.
type drawnPos struct {
	text string
	pic  rulesets.Picture
}

func (p drawnPos) String() string            { return p.text }
func (p drawnPos) Picture() rulesets.Picture { return p.pic }

// showInterp returns an interpreter with the settings s, printing into
// out, with the variable p bound to a position of pos.
func showInterp(s Settings, out *bytes.Buffer, name string, pos rulesets.Position) *eval.Interp {
	in := NewWith(s)
	in.Out = out
	in.SetGlobal("p", &Position{s: sessionOf(in).games, rules: fakeRules{name}, pos: pos})
	return in
}

// runShow evaluates src in in, returning the last value printed and the
// error.
func runShow(in *eval.Interp, src string) (string, error) {
	var last eval.Value = eval.Nil
	err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil })
	return eval.Repr(last), err
}

// stalk is Blue-Red Hackenbush's stalk blue, red from the ground (Winning
// Ways ch. 1: its value is 1/2), as a graph picture.
var stalk = &rulesets.Graph{Ground: []bool{true, false, false},
	Edges: []rulesets.Edge{{A: 0, B: 1, Color: 'l'}, {A: 1, B: 2, Color: 'r'}}}

// TestShowPositions draws positions of a ruleset: a graph and a board, in
// Unicode and ASCII, with and without colour (pictures by hand from the
// layout rules of plot/graph.go and plot/board.go), and a position with no
// picture.
func TestShowPositions(t *testing.T) {
	cases := []struct {
		name  string
		pos   rulesets.Position
		ascii bool
		color bool
		want  string
		err   string
	}{
		{name: "stalk, letters", pos: drawnPos{"LR", stalk}, want: "  •\n  R\n  •\n  L\n══╧══\nvalue 0, second player wins\n"},
		{name: "stalk, ASCII", pos: drawnPos{"LR", stalk}, ascii: true, want: "  o\n  R\n  o\n  L\n=====\nvalue 0, second player wins\n"},
		{name: "stalk, colour", pos: drawnPos{"LR", stalk}, color: true,
			want: "  •\n  \x1b[1;31;38;5;196mR\x1b[0m\n  •\n  \x1b[1;34;38;5;33mL\x1b[0m\n══╧══\nvalue 0, second player wins\n"},
		{name: "board", pos: drawnPos{"x.|.o", &rulesets.Board{Rows: [][]rune{[]rune("x."), []rune(".o")}}},
			want: "┌───┬───┐\n│ ● │   │\n├───┼───┤\n│   │ ○ │\n└───┴───┘\nvalue 0, second player wins\n"},
		{name: "no picture", pos: plainPos("12"), err: `t:1:1: show: (fake "12") has no picture: its ruleset does not draw its positions`},
		{name: "a malformed picture", pos: drawnPos{"?", &rulesets.Graph{Ground: []bool{true}, Edges: []rulesets.Edge{{A: 0, B: 1}}}},
			err: "t:1:1: show: graph picture: edge 0 joins vertices 0 and 1, but the vertices are 0 to 0"},
		{name: "nil picture", pos: drawnPos{"?", nil}, err: "t:1:1: show: no picture to draw (<nil>)"},
	}
	for _, c := range cases {
		s := DefaultSettings()
		if c.ascii {
			s.Notation = games.ASCII
		}
		s.Color = c.color
		var out bytes.Buffer
		in := showInterp(s, &out, "fake", c.pos)
		got, err := runShow(in, "(show p)")
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%s: error %v, want %q", c.name, err, c.err)
			}
			continue
		}
		if err != nil || got != "nil" || out.String() != c.want {
			t.Errorf("%s: (show p) = %s, %v, printing\n%q\nwant nil, printing\n%q", c.name, got, err, out.String(), c.want)
		}
	}
}

// TestShowFiles writes SVG pictures: a new file, refusing an existing one
// without :overwrite t and replacing it with it; the document is
// well-formed XML, titled with the position as it prints.
func TestShowFiles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.svg")
	var out bytes.Buffer
	in := showInterp(DefaultSettings(), &out, "hackenbush", drawnPos{"LR", stalk})
	got, err := runShow(in, `(show p "`+file+`")`)
	if err != nil || got != `"`+file+`"` {
		t.Fatalf("(show p FILE) = %s, %v", got, err)
	}
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	checkXML(t, doc)
	if !bytes.Contains(doc, []byte(`<title>graph of (hackenbush &#34;LR&#34;)</title>`)) {
		t.Errorf("the SVG's title is not the position's:\n%s", doc)
	}
	if err := os.WriteFile(file, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = runShow(in, `(show p "`+file+`")`)
	if want := "t:1:1: show: " + file + " already exists: pass :overwrite t to replace it"; err == nil || err.Error() != want {
		t.Errorf("(show p EXISTING) error %v, want %q", err, want)
	}
	if b, _ := os.ReadFile(file); string(b) != "old" {
		t.Errorf("the refused file was changed: %q", b)
	}
	if _, err = runShow(in, `(show p "`+file+`" :overwrite t)`); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(file); !bytes.Equal(b, doc) {
		t.Errorf("(show p FILE :overwrite t) did not write the picture: %q", b)
	}
	// A board string.
	board := filepath.Join(dir, "b.svg")
	if _, err := runShow(in, `(show "tt..ff" "`+board+`")`); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(board)
	checkXML(t, b)
	if n := strings.Count(string(b), `class="toad"`); n != 2 {
		t.Errorf("the SVG of tt..ff has %d toads, want 2", n)
	}
	if out.Len() != 0 {
		t.Errorf("show to a file printed %q", out.String())
	}
}

// checkXML fails the test if doc is not well-formed XML.
func checkXML(t *testing.T, doc []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
	}
}
