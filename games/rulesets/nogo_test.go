package rulesets

import (
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// naiveNoGo lists the moves of NoGo from the rules, checked on the whole
// board: the player's stone goes on an empty point when afterwards every
// group of the board, of either colour, has a liberty.
func naiveNoGo(rows [][]byte, left bool) [][][]byte {
	us := byte('x')
	if !left {
		us = 'o'
	}
	var out [][][]byte
	for i := range rows {
		for j := range rows[i] {
			if rows[i][j] != '.' {
				continue
			}
			o := naiveCopy(rows)
			o[i][j] = us
			if naiveAllBreathe(o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// naiveAllBreathe reports whether every stone of rows is in a group with
// a liberty: it grows the set of stones that breathe from the stones next
// to an empty point, through neighbours of the same colour, until it
// stops growing.
func naiveAllBreathe(rows [][]byte) bool {
	breathe := map[[2]int]bool{}
	isStone := func(c byte) bool { return c == 'x' || c == 'o' }
	nbrs := [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for changed := true; changed; {
		changed = false
		for i := range rows {
			for j := range rows[i] {
				if !isStone(rows[i][j]) || breathe[[2]int{i, j}] {
					continue
				}
				for _, d := range nbrs {
					c := naiveGet(rows, i+d[0], j+d[1])
					if c == '.' || c == rows[i][j] && breathe[[2]int{i + d[0], j + d[1]}] {
						breathe[[2]int{i, j}] = true
						changed = true
						break
					}
				}
			}
		}
	}
	for i := range rows {
		for j := range rows[i] {
			if isStone(rows[i][j]) && !breathe[[2]int{i, j}] {
				return false
			}
		}
	}
	return true
}

// TestNoGoValues checks NoGo's values from MCGS (Müller et al.), whose
// tests write black (Left) X and white O and give each value G as "-(G)"
// (the test sums the position with −G): cgt_tests/nogo/empty.test (the
// empty strips of 1 to 10 points) and cgt_tests/nogo/random_15.test (its
// rows in the file's order: 2nd, 5th, 28th, 31st, 40th). The short ones
// are also solved by the naive solver.
func TestNoGoValues(t *testing.T) {
	t.Parallel()
	checkValues(t, "nogo", naiveNoGo, []stoneCase{
		{".", "0"},
		{"..", "*"},
		{"...", "+-1"},
		{"....", "0"},
		{".....", "*"},
		{"......", "+-1"},
		// By hand: in the 2×2 square the first stone leaves two points
		// where a stone of either colour would fill the last liberty of
		// an opposing group or its own, so one more move at most: *.
		{"..|..", "*"},
		// Walls cut the board: two strips of two points, * + * = 0.
		{"..#..", "0"},
		// MCGS, nogo_autotests/nogo.test: ".|.|." is a first player win;
		// here by hand, the column of three is as the row, ±1.
		{".|.|.", "+-1"},
		// Brute force, the naive solver: the 2×3 board.
		{"...|...", "0"},
	})
	s := games.NewStore()
	r, _ := New("nogo", s)
	for _, c := range []stoneCase{
		{".......", "+-(1*)"},
		{"........", "*"},
		{".........", "+-{{2*|0,+-1},{2|1||1*|*}}"},
		{"..........", "+-(1*)"},
		{"...XXO...OX..O.", "{0|-2}"},
		{"X..O..O..OXX...", "{1|0||-1|-2}"},
		{"...X.X.XOO.O...", "1"},
		{".X..OO..X.X....", "2"},
		{"..X.....OX.O.X.", "^*"},
	} {
		rulesetstest.SameGame(t, s, "nogo "+c.pos, valueOf(t, r, c.pos), rulesetstest.Game(t, s, c.want))
	}
}

// TestNoGoOutcomes checks outcomes that MCGS's tests give
// (input/autotests/nogo_autotests/nogo.test: "B win" means black, Left,
// wins playing first): "..|..", "...|...|..." black wins.
func TestNoGoOutcomes(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r, _ := New("nogo", s)
	for _, c := range []struct{ pos, want string }{
		{"..|..", "N"},
		{"...|...|...", "N"},
	} {
		o, err := s.Outcome(valueOf(t, r, c.pos))
		if err != nil || o.String() != c.want {
			t.Errorf("nogo %q: outcome %v (%v), want %s", c.pos, o, err, c.want)
		}
	}
}

// TestNoGoAgainstNaive compares the solver with the naive solver on
// random legal boards, with the regions and the symmetries of the square
// and of the colours.
func TestNoGoAgainstNaive(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r, _ := New("nogo", s)
	// Boards of at most 6 empty points keep the naive solver quick.
	n := checkAgainstNaive(t, "nogo", naiveNoGo, 50, func(rng *rand.Rand) string {
		for {
			text := randomBoard(rng, 3, 4, "...xo#")
			if _, err := r.Parse(text); err == nil && strings.Count(text, ".") <= 6 {
				return text
			}
		}
	})
	if n < 50/4 {
		t.Errorf("only %d of 50 boards are not 0", n)
	}
}

// TestNoGoRefused checks that a board with a group without a liberty is
// refused, with the column of its stone in the text.
func TestNoGoRefused(t *testing.T) {
	t.Parallel()
	r, _ := New("nogo", games.NewStore())
	for _, c := range []struct{ text, want string }{
		{"xo", "column 1: the group of 'x' at row 1, column 1 has no liberty"},
		{"..|.x|xo", "column 8: the group of 'o' at row 3, column 2 has no liberty"},
		{"x.y", "column 3: 'y' is not a cell"},
	} {
		_, err := r.Parse(c.text)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("nogo %q: %v, want %q", c.text, err, c.want)
		}
	}
	// MCGS's upper-case stones read as lower case.
	p, err := r.Parse("X.O")
	if err != nil || p.String() != "x.o" {
		t.Errorf("nogo X.O: %v %v", p, err)
	}
}
