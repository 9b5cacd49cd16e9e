package loopy

import (
	"strings"
	"testing"

	"cgcalc/games/rulesets"
)

// TestPictures checks the boards show draws: the Fox and Geese
// position (geese at row 4, columns 2, 4, 6, 8, the fox at (1,1)) on the
// 8 × 8 board with its light squares solid, and a Backsliding Toads and
// Frogs strip as one row (the layout by hand from the rules of Picture).
func TestPictures(t *testing.T) {
	fg, err := ParseFoxGeese(".x.x.x.x|........|........|o.......")
	if err != nil {
		t.Fatal(err)
	}
	var d rulesets.Drawable = fg
	b := d.Picture().(*rulesets.Board)
	var rows []string
	for _, r := range b.Rows {
		rows = append(rows, string(r))
	}
	want := "#.#.#.#.|.#.#.#.#|#.#.#.#.|.#.#.#.#|#x#x#x#x|.#.#.#.#|#.#.#.#.|o#.#.#.#"
	if got := strings.Join(rows, "|"); got != want {
		t.Errorf("Fox and Geese picture\n%s\nwant\n%s", got, want)
	}
	d = Backsliding("ttt..fff")
	if b := d.Picture().(*rulesets.Board); len(b.Rows) != 1 || string(b.Rows[0]) != "ttt..fff" {
		t.Errorf("Backsliding picture %q", b.Rows)
	}
}
