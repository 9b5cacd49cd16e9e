package rulesets

import (
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
)

// naiveClobber returns the moves of a Clobber variant, from its rules:
// the player's stone at (i, j) goes in one of the directions (over empty
// cells if slide) onto a cell whose content, seen from Left, is in onto,
// leaving behind leave (seen from Left).
func naiveClobber(dirs [][2]int, slide bool, onto string, leave byte) naiveMoves {
	return func(rows [][]byte, left bool) [][][]byte {
		me, them, behind := byte('x'), byte('o'), leave
		if !left {
			me, them = 'o', 'x'
			behind = map[byte]byte{'.': '.', 'x': 'o', 'o': 'x'}[leave]
		}
		var out [][][]byte
		for i := range rows {
			for j := range rows[i] {
				if rows[i][j] != me {
					continue
				}
				for _, d := range dirs {
					k := 1
					for slide && naiveGet(rows, i+k*d[0], j+k*d[1]) == '.' {
						k++
					}
					ti, tj := i+k*d[0], j+k*d[1]
					c := naiveGet(rows, ti, tj)
					// what the target is, seen from Left
					seen := map[byte]byte{'.': '.', '#': '#', me: 'x', them: 'o'}[c]
					if c == '#' || !strings.ContainsRune(onto, rune(seen)) {
						continue
					}
					o := naiveCopy(rows)
					o[i][j], o[ti][tj] = behind, me
					out = append(out, o)
				}
			}
		}
		return out
	}
}

var (
	naiveOrth    = [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	naiveDiag    = [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	naiveCompass = append(append([][2]int{}, naiveOrth...), naiveDiag...)
)

// naiveClobberMoves are the naive move generators of the Clobber family.
var naiveClobberMoves = map[string]naiveMoves{
	"clobber":          naiveClobber(naiveOrth, false, "o", '.'),
	"diagonal-clobber": naiveClobber(naiveDiag, false, "o", '.'),
	"kings-clobber":    naiveClobber(naiveCompass, false, "o", '.'),
	"rooks-clobber":    naiveClobber(naiveOrth, true, "o", '.'),
	"queens-clobber":   naiveClobber(naiveCompass, true, "o", '.'),
	"anti-clobber":     naiveClobber(naiveOrth, false, ".", 'o'),
	"hot-clobber":      naiveClobber(naiveOrth, false, "xo", '.'),
}

func TestClobberValues(t *testing.T) {
	checkValues(t, "clobber", naiveClobberMoves["clobber"], []stoneCase{
		// CGSuite (Siegel), version 2.x, GameGridTest.scala ("define
		// Clobber properly").
		{"xox|ox.", "{^^*|*,v}"},
		// Albert, Grossman, Nowakowski, Wolfe, "An introduction to
		// Clobber", Integers 5 (2005): xo = * (each player clobbers the
		// other's stone, leaving a lone stone, 0), and a lone stone or
		// stones of one colour are 0.
		{"xo", "*"},
		{"x", "0"},
		{"xxx|x.x", "0"},
		{"", "0"},
		// By hand from the rules: in xxo Left clobbers to x.x = 0 and
		// Right to xo. = *, so {0|*} = ^.
		{"xxo", "^"},
		// By hand: every move of xox leaves two lone stones, 0: {0|0} = *.
		{"xox", "*"},
		// Stones apart do not meet: the sum of the parts, * + * = 0.
		{"xo.xo", "0"},
		{"xo.xo.xo", "*"},
		{"x.o", "0"},
		// By hand: in xxxo Left clobbers to xx.x = 0, Right to xxo. = ^;
		// {0|^} = ^^*.
		{"xxxo", "^^*"},
		// By hand: in xoxo Left moves to .xxo = ^, xx.o = 0 or xo.x = *,
		// and 0 < ^; Right likewise: {^,*|v,*} = +-{*,^}. The rest are
		// cross-checked with the naive solver.
		{"xo|ox", "{^|v}"},
		{"xoxo", "+-{*,^}"},
		{"xoxoxo", "0"},
	})
}

func TestClobberVariantValues(t *testing.T) {
	for _, c := range []struct {
		name  string
		cases []stoneCase
	}{
		{"diagonal-clobber", []stoneCase{
			// CGSuite (Siegel), version 2.x, GameGridTest.scala:
			// GenClobber(directions => Coordinates.Diagonal).
			{"xoxo|oox.|xxx.", "{0,v*|vv}"},
			// By hand: stones side by side do not meet diagonally.
			{"xo", "0"},
			{"x.|.o", "*"},
			{"xo|ox", "0"},
			{"x.|.x", "0"},
		}},
		{"anti-clobber", []stoneCase{
			// CGSuite (Siegel), version 2.x, GameGridTest.scala: AntiClobber.
			{"xoxo|oo..", "{*|-1}"},
			// By hand: in x. Left moves her stone to the empty cell,
			// leaving an o behind: ox, which has no empty cell, 0; Right
			// has no stone: {0|} = 1.
			{"x.", "1"},
			{"o.", "-1"},
			{"xo", "0"},
			{"x", "0"},
		}},
		{"hot-clobber", []stoneCase{
			// By hand: in xx Left clobbers her own stone, leaving one, 0;
			// Right has no stone: {0|} = 1.
			{"xx", "1"},
			{"xo", "*"},
			{"x.x", "0"},
			{"oo", "-1"},
			// Cross-check with the naive solver.
			{"xxo", "{0,*|*}"},
		}},
		{"kings-clobber", []stoneCase{
			// By hand: diagonal neighbours meet: {0|0} = *.
			{"x.|.o", "*"},
			{"xo", "*"},
			{"x.o", "0"},
			{"xx|xo", "^^*"},
			{"x#|#o", "*"},
		}},
		{"rooks-clobber", []stoneCase{
			// By hand: a rook slides over empty cells: {0|0} = *.
			{"x..o", "*"},
			{"x.#.o", "0"},
			{"x.|.o", "0"},
			{"xxo", "^"},
			{"x.o.x", "^"},
		}},
		{"queens-clobber", []stoneCase{
			// By hand: a queen slides in any of eight directions.
			{"x..|...|..o", "*"},
			{"x.|.o", "*"},
			{"x..o", "*"},
			{"x.o|...", "*"},
			{"xo.|...|..x", "^"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) { checkValues(t, c.name, naiveClobberMoves[c.name], c.cases) })
	}
}

// TestClobberAgainstNaive compares the solver with the naive solver on
// random boards of every variant, and checks the symmetries the solver
// folds in.
func TestClobberAgainstNaive(t *testing.T) {
	boards := 120
	if testing.Short() {
		boards = 50 // and 1 in 4 not 0, as of the full run
	}
	for _, v := range clobberVariants {
		t.Run(v.name, func(t *testing.T) {
			cells, w := "xxooo.#", 4
			if v.slide || v.anti() {
				cells = "xxoo..#"
			}
			if v.hot() || len(v.dirs) == 8 {
				w = 3 // more moves: keep the naive solver quick
			}
			n := checkAgainstNaive(t, v.name, naiveClobberMoves[v.name], boards, func(rng *rand.Rand) string {
				return randomBoard(rng, 3, w, cells)
			})
			if n < boards/4 {
				t.Errorf("only %d of %d boards are not 0", n, boards)
			}
		})
	}
}

func TestClobberParseErrors(t *testing.T) {
	s := games.NewStore()
	r, _ := New("clobber", s)
	for _, c := range []struct{ text, want string }{
		{"xoz", `column 3: 'z' is not a cell (the cells are . x o #, rows separated by |)`},
		{"xo|x", "column 4: row 2 has 1 cells, row 1 has 2"},
		{"xo|xo|xoo", "column 7: row 3 has 3 cells, row 1 has 2"},
		{"|", "column 1: the rows are empty"},
		{"x o", `column 2: ' ' is not a cell (the cells are . x o #, rows separated by |)`},
		{strings.Repeat("x", 256), "column 256: the board is too large (at most 4096 cells, 255 in a row or column)"},
	} {
		_, err := r.Parse(c.text)
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q) = %v, want %s", c.text, err, c.want)
		}
	}
}

// TestClobberPositions checks the strings, the options and the picture.
func TestClobberPositions(t *testing.T) {
	s := games.NewStore()
	r, _ := New("clobber", s)
	p, err := r.Parse("xo.|.ox")
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != "xo.|.ox" {
		t.Errorf("String = %q", p.String())
	}
	left, right := r.Options(p)
	var ls, rs []string
	for _, o := range left {
		ls = append(ls, o.String())
	}
	for _, o := range right {
		rs = append(rs, o.String())
	}
	// Left: x(0,0) onto o(0,1); x(1,2) onto o(1,1). Right: o(0,1) onto
	// x(0,0); o(1,1) onto x(1,2).
	if got := strings.Join(ls, " "); got != ".x.|.ox xo.|.x." {
		t.Errorf("left options %s", got)
	}
	if got := strings.Join(rs, " "); got != "o..|.ox xo.|..o" {
		t.Errorf("right options %s", got)
	}
	b := p.(Drawable).Picture().(*Board)
	if len(b.Rows) != 2 || string(b.Rows[1]) != ".ox" {
		t.Errorf("picture %q", b.Rows)
	}
}
