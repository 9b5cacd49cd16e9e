package plot

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"cgcalc/games"
	"cgcalc/games/loopy"
	"cgcalc/games/rulesets"
)

// updateDocs rewrites the pictures in doc/ from docPictures and
// nim-plot-kayles.svg: go test ./plot -run 'TestDocsPictures|TestNimPlotDocs' -update-docs.
var updateDocs = flag.Bool("update-docs", false, "rewrite the pictures in doc/")

// picturesPage is the page of the manual that shows the pictures of
// positions, the Hackenbush one also as the terminal draws it.
const picturesPage = "classroom.md"

// docPictures are the pictures of positions the manual shows, one for
// each family of classroom games, each the picture its ruleset gives of a
// real position.
var docPictures = []struct {
	file, title string
	pic         rulesets.Picture
	inks        []string // colours the rendered picture must show (see TestSVGInChromium)
}{
	{"show-domineering.svg", `domineering "....|.#..|...#"`, rulesetPicture("domineering", "....|.#..|...#"), []string{"grey"}},
	{"show-clobber.svg", `clobber "xoxo|oxox|xo.."`, rulesetPicture("clobber", "xoxo|oxox|xo.."), []string{"black"}},
	{"show-toads-and-frogs.svg", `toads and frogs "tt..ff"`, rulesetPicture("toads-and-frogs", "tt..ff"), []string{"blue", "red"}},
	{"show-toppling-dominoes.svg", `toppling dominoes "lrelr"`, rulesetPicture("toppling-dominoes", "lrelr"), []string{"blue", "red", "green"}},
	// Blue-Red-Green Hackenbush: a green-trunked tree forking blue and
	// red, a blue-red stalk and a triangle of a blue, a red and a green
	// edge, all on the one ground (its value is 1).
	{"show-hackenbush.svg", `hackenbush ".:a(e(l;r);lr;lre:a)"`, rulesetPicture("hackenbush", ".:a(e(l;r);lr;lre:a)"), []string{"blue", "red", "green"}},
	// Col on a cycle of five vertices, one tinted blue and one red (its
	// value is 0).
	{"show-col.svg", `col "L:A--R---L:A"`, rulesetPicture("col", "L:A--R---L:A"), []string{"blue", "red"}},
	// Two cakes of Cutcake (Winning Ways ch. 2), 2×3 and 3×2.
	{"show-cutcake.svg", `cutcake "2,3 + 3,2"`, rulesetPicture("cutcake", "2,3 + 3,2"), []string{"grey"}},
	// A Wythoff queen 3 rows and 5 columns from the corner: a P-position
	// (Winning Ways ch. 3).
	{"show-wythoff.svg", `wythoff "3,5"`, rulesetPicture("wythoff", "3,5"), []string{"blue", "green"}},
	// Fibonacci Nim: 8 counters left, the last move having taken 3.
	{"show-fibonacci-nim.svg", `fibonacci-nim "8,3"`, rulesetPicture("fibonacci-nim", "8,3"), []string{"black"}},
	// A heap of 7 of a partizan subtraction game.
	{"show-partizan-subtraction.svg", `partizan-subtraction "[1,2] [2,3] 7"`, rulesetPicture("partizan-subtraction", "[1,2] [2,3] 7"), []string{"black"}},
	// Mock Turtles, a row of coins heads and tails (Winning Ways ch. 14).
	{"show-mock-turtles.svg", `mock-turtles "thhtth"`, rulesetPicture("mock-turtles", "thhtth"), []string{"gold"}},
	// Fox and Geese (Winning Ways): the geese at row 4, columns 2, 4, 6,
	// 8 and the fox at (1,1), on the 8 × 8 board with its light squares
	// solid (the position, {4*|7/2}).
	{"show-fox-and-geese.svg", `fox-and-geese ".x.x.x.x|........|........|o......."`, foxGeesePicture(".x.x.x.x|........|........|o......."), []string{"black", "grey"}},
	// Fission (CGSuite's game.grid.Fission): the example of CGSuite's
	// documentation, a stone in a 4 × 4 board with two corners off it.
	{"show-fission.svg", `fission "....|..x.|....|#..#"`, rulesetPicture("fission", "....|..x.|....|#..#"), []string{"black", "grey"}},
	// Ski Jumps (Winning Ways, ch. 1): a Left jumper above a Right
	// skier, and a Left slipper (its value is 5).
	{"show-ski-jumps.svg", `ski-jumps "L....|....R|l...."`, rulesetPicture("ski-jumps", "L....|....R|l...."), []string{"blue", "red"}},
	// Quelhas: a 3 × 4 board with two cells covered.
	{"show-quelhas.svg", `quelhas "....|.#..|...#"`, rulesetPicture("quelhas", "....|.#..|...#"), []string{"grey"}},
	// Partizan Euclid at 8,5: the two numbers as heaps.
	{"show-partizan-euclid.svg", `partizan-euclid "8,5"`, rulesetPicture("partizan-euclid", "8,5"), []string{"black"}},
	// Elephants and Rhinos (CGSuite's game.strip.ElephantsAndRhinos).
	{"show-elephants-and-rhinos.svg", `elephants-and-rhinos "tt.t..ff"`, rulesetPicture("elephants-and-rhinos", "tt.t..ff"), []string{"blue", "red"}},
	// Clobber with knight's moves (GenClobber's knight directions).
	{"show-knights-clobber.svg", `knights-clobber "x..o|.o..|..x."`, rulesetPicture("knights-clobber", "x..o|.o..|..x."), []string{"black"}},
	// Partizan Splittles (CGSuite's PartizanSplittles([1],[2])): heaps 3 and 5.
	{"show-partizan-heap.svg", `partizan-heap "splittles{1} splittles{2} 3+5"`, rulesetPicture("partizan-heap", "splittles{1} splittles{2} 3+5"), []string{"black"}},
	// A product of coin-turning games (Winning Ways ch. 14): Mock Turtles
	// (the rows) times Ruler (the columns).
	{"show-turning-product.svg", `turning-product "1-3 1+C thh|hth"`, rulesetPicture("turning-product", "1-3 1+C thh|hth"), []string{"gold"}},
	// Backsliding Toads and Frogs (Winning Ways ch. 11): ttt..fff.
	{"show-backsliding.svg", `backsliding-toads-and-frogs "ttt..fff"`, loopy.Backsliding("ttt..fff").Picture(), []string{"blue", "red"}},
	// The graph games added later: Fjords on a tree with a blue and a red
	// tint (value −1/2±1/2); Weighted Arc Kayles, counters on the
	// vertices (value *3); GenHackenbush with green childish (its picture
	// is Hackenbush's; value −1/2*); Digraph Placement with a cycle of
	// arcs (value −7/4±1/4).
	{"show-fjords.svg", `fjords "L-.-.(-R;-.)"`, rulesetPicture("fjords", "L-.-.(-R;-.)"), []string{"blue", "red"}},
	{"show-weighted-arc-kayles.svg", `weighted-arc-kayles "3:A(-2-1-3:A;-1;-2-1)"`, rulesetPicture("weighted-arc-kayles", "3:A(-2-1-3:A;-1;-2-1)"), []string{"white", "black"}},
	{"show-gen-hackenbush.svg", `gen-hackenbush "e" "e(lr;e(e;r))"`, rulesetPicture("hackenbush", "e(lr;e(e;r))"), []string{"blue", "red", "green"}},
	{"show-digraph-placement.svg", `digraph-placement "L:A>R-L<R>L:A;R>L:A"`, rulesetPicture("digraph-placement", "L:A>R-L<R>L:A;R>L:A"), []string{"blue", "red", "black"}},
	// GenFoxAndGeese (CGSuite's game.grid.GenFoxAndGeese) on a board 10
	// wide: five geese at row 3 and the fox at (1,9) (CGSuite's test
	// position, {6over|5*}).
	{"show-gen-fox-and-geese.svg", `gen-fox-and-geese 1 "x.x.x.x.x.|..........|........o."`, foxGeesePicture("x.x.x.x.x.|..........|........o."), []string{"black", "grey"}},
	// NoGo (MCGS's rules): a 4 × 4 board with two stones of each colour.
	{"show-nogo.svg", `nogo "....|.xo.|..o.|x..."`, rulesetPicture("nogo", "....|.xo.|..o.|x..."), []string{"black"}},
}

// foxGeesePicture is the picture of a Fox and Geese position as
// games/loopy draws it.
func foxGeesePicture(text string) rulesets.Picture {
	p, err := loopy.ParseFoxGeese(text)
	if err != nil {
		panic(err)
	}
	return p.Picture()
}

// rulesetPicture is the picture of a position of the ruleset called name,
// as the ruleset itself gives it (the pictures in doc/ are of real
// positions).
func rulesetPicture(name, text string) rulesets.Picture {
	r, ok := rulesets.New(name, games.NewStore())
	if !ok {
		panic("no ruleset " + name)
	}
	p, err := r.Parse(text)
	if err != nil {
		panic(err)
	}
	return p.(rulesets.Drawable).Picture()
}

// TestDocsPictures keeps the pictures in doc/ current: each must be what
// PositionSVG draws; -update-docs rewrites them. doc/classroom.md also
// shows the Hackenbush picture as the terminal draws it without colour.
func TestDocsPictures(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "doc", picturesPage))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range docPictures {
		if d.file != "show-hackenbush.svg" {
			continue
		}
		pic, err := PositionText(d.pic, Unicode, false)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(page, []byte("```text\n"+pic+"```\n")) {
			t.Errorf("doc/%s does not show the terminal picture of doc/%s in a text block:\n%s", picturesPage, d.file, pic)
		}
	}
	for _, d := range docPictures {
		got, err := PositionSVG(d.pic, d.title)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("..", "doc", d.file)
		if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
			if *updateDocs {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			} else {
				t.Errorf("doc/%s is out of date: run go test ./plot -run TestDocsPictures -update-docs", d.file)
			}
		}
	}
}
