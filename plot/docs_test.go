package plot

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// updateDocs rewrites the pictures in docs/ from docPictures:
// go test ./plot -run TestDocsPictures -update-readme.
var updateDocs = flag.Bool("update-readme", false, "rewrite the position pictures in docs/")

// docPictures are the pictures of positions the README shows, one for
// each family of classroom games, made by hand as the rulesets picture
// their positions (CGSuite's strings, rows separated by |).
var docPictures = []struct {
	file, title string
	pic         any
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
	// Col on a cycle of five vertices, one painted blue and one red.
	{"show-col.svg", "col", &rulesets.Graph{Ground: make([]bool, 5), Label: []rune("L.R.."),
		Edges: []rulesets.Edge{{A: 0, B: 1}, {A: 1, B: 2}, {A: 2, B: 3}, {A: 3, B: 4}, {A: 4, B: 0}}}, []string{"blue", "red"}},
}

// rulesetPicture is the picture of a position of the ruleset called name,
// as the ruleset itself gives it (the pictures in docs/ are of real
// positions).
func rulesetPicture(name, text string) any {
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

// TestDocsPictures keeps the pictures in docs/ current: each must be what
// PositionSVG draws; -update-readme rewrites them. The README also shows
// the Hackenbush picture as the terminal draws it without colour.
func TestDocsPictures(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
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
		if !bytes.Contains(readme, []byte("```text\n"+pic+"```\n")) {
			t.Errorf("README.md does not show the terminal picture of docs/%s in a text block:\n%s", d.file, pic)
		}
	}
	for _, d := range docPictures {
		got, err := PositionSVG(d.pic, d.title)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("..", "docs", d.file)
		if want, err := os.ReadFile(path); err != nil || !bytes.Equal(got, want) {
			if *updateDocs {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			} else {
				t.Errorf("docs/%s is out of date: run go test ./plot -run TestDocsPictures -update-readme", d.file)
			}
		}
	}
}
