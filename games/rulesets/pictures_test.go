package rulesets

import (
	"strings"
	"testing"

	"cgcalc/games"
)

// TestPictures checks the pictures of the heap and coordinate games, each
// drawn by hand from the rules of its Picture: rows top first, joined by
// '|'.
func TestPictures(t *testing.T) {
	tests := []struct{ rules, pos, want string }{
		// the queen at the top right, the corner '*' at the bottom left
		{"wythoff", "1,2", "..Q|*.."},
		{"wythoff", "0,0", "Q"},
		// boards side by side, bottom-aligned, '#' between
		{"wythoff", "0,1 + 1,0", "###Q|*Q#*"},
		{"wythoff", "0", ""},
		// a side of 41 squares: 20, the ellipsis, 20
		{"wythoff", "0,40", "*" + strings.Repeat(".", 19) + "…" + strings.Repeat(".", 19) + "Q"},
		{"mem", "5,2 + 3", "xxx|xxxxx#oo"},
		{"fibonacci-nim", "2,0", "xx"},
		{"partizan-subtraction", "[1] [2] 3", "xxx"},
		{"partizan-subtraction", "[1] [2] 50", strings.Repeat("x", 20) + "…" + strings.Repeat("x", 20)},
		{"mock-turtles", "thht", "THHT"},
		{"turning", "1-3 htt", "HTT"},
	}
	for _, tt := range tests {
		r := mustRules(t, tt.rules, games.NewStore())
		p, err := r.Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		b := p.(Drawable).Picture().(*Board)
		var rows []string
		for _, row := range b.Rows {
			rows = append(rows, string(row))
		}
		if got := strings.Join(rows, "|"); got != tt.want {
			t.Errorf("%s %q: picture %q, want %q", tt.rules, tt.pos, got, tt.want)
		}
	}
	// GenWythoff draws as Wythoff.
	g := NewGenWythoff(games.NewStore(), "gen-wythoff 2", 2)
	p, _ := g.Parse("1,2")
	if b := p.(Drawable).Picture().(*Board); string(b.Rows[0])+"|"+string(b.Rows[1]) != "..Q|*.." {
		t.Errorf("gen-wythoff 1,2: picture %q", b.Rows)
	}
}
