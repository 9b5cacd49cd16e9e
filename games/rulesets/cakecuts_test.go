package rulesets

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"cgcalc/games"
)

// TestMoveCuts checks Cutcake's cuts against the picture: each cut is a
// line between two cells of one piece (a rectangle of '.' in the
// picture), running across the whole piece, and the option it names is
// the pieces the picture falls into when that line is a wall (found by
// flood fill, their sizes read off the cells); every line of every piece
// is a cut, and every option is reached by one. Random sums of up to
// three pieces up to 5×5, and the edge cases of a side of 1 (no cut that
// way) and of equal pieces, whose cuts are listed for each piece though
// their options coincide.
func TestMoveCuts(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "cutcake", s)
	cases := []string{"1,1", "1,4", "4,1", "2,3", "3,3 + 3,3", "1,2 + 2,1 + 2,2"}
	rng := rand.New(rand.NewSource(7))
	for range 40 {
		var parts []string
		for range 1 + rng.Intn(3) {
			parts = append(parts, fmt.Sprintf("%d,%d", 1+rng.Intn(5), 1+rng.Intn(5)))
		}
		cases = append(cases, strings.Join(parts, " + "))
	}
	for _, text := range cases {
		p, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		board := p.(Drawable).Picture().(*Board)
		ls, rs := r.Options(p)
		for _, left := range []bool{true, false} {
			opts := ls
			if !left {
				opts = rs
			}
			cuts := r.(Cutter).MoveCuts(p, left)
			want := 0
			for _, x := range coordSum(p.(cakePos)) {
				if left {
					want += x.n - 1
				} else {
					want += x.m - 1
				}
			}
			if len(cuts) != want {
				t.Errorf("%s left=%v: %d cuts, want %d (every line of every piece)", text, left, len(cuts), want)
			}
			reached := make([]bool, len(opts))
			for _, c := range cuts {
				if c.Vertical != left {
					t.Errorf("%s left=%v: cut %+v runs the wrong way", text, left, c)
					continue
				}
				got, err := cutPicture(board, c)
				if err != nil {
					t.Errorf("%s left=%v: cut %+v: %v", text, left, c, err)
					continue
				}
				if c.Option < 0 || c.Option >= len(opts) {
					t.Errorf("%s left=%v: cut %+v names no option", text, left, c)
					continue
				}
				reached[c.Option] = true
				if o := coordSum(opts[c.Option].(cakePos)).String(); o != got {
					t.Errorf("%s left=%v: cut %+v leads to %s, the picture cut there is %s", text, left, c, o, got)
				}
			}
			if k := slices.Index(reached, false); k >= 0 {
				t.Errorf("%s left=%v: no cut reaches option %s", text, left, opts[k])
			}
		}
	}
	// The other cakes do not cut along lines.
	for _, name := range []string{"eatcake", "maundy-cake", "twisted-cutcake"} {
		q := mustRules(t, name, s)
		p, _ := q.Parse("3,3")
		if cuts := q.(Cutter).MoveCuts(p, true); cuts != nil {
			t.Errorf("%s: cuts %v, want none", name, cuts)
		}
	}
}

// cutPicture cuts board along c and returns the pieces it falls into, as
// a cake's text: the rectangles of '.' cells, 4-connected, no step
// crossing the cut, each m,n from its cells (which must fill it). The cut
// must run between two '.' cells along its whole length, and must have
// '#' (or the edge) at both ends: it crosses one piece.
func cutPicture(b *Board, c Cut) (string, error) {
	rows, cols := len(b.Rows), len(b.Rows[0])
	cell := func(r, k int) bool { return r >= 0 && r < rows && k >= 0 && k < cols && b.Rows[r][k] == '.' }
	for i := c.From; i < c.To; i++ {
		r0, k0, r1, k1 := i, c.At-1, i, c.At
		if !c.Vertical {
			r0, k0, r1, k1 = c.At-1, i, c.At, i
		}
		if !cell(r0, k0) || !cell(r1, k1) {
			return "", fmt.Errorf("the line leaves the piece at %d", i)
		}
	}
	for _, i := range []int{c.From - 1, c.To} {
		r0, k0 := i, c.At
		if !c.Vertical {
			r0, k0 = c.At, i
		}
		if cell(r0, k0) {
			return "", fmt.Errorf("the line stops inside the piece, at %d", i)
		}
	}
	wall := func(r0, k0, r1, k1 int) bool {
		if c.Vertical {
			return r0 == r1 && min(k0, k1) == c.At-1 && max(k0, k1) == c.At && r0 >= c.From && r0 < c.To
		}
		return k0 == k1 && min(r0, r1) == c.At-1 && max(r0, r1) == c.At && k0 >= c.From && k0 < c.To
	}
	seen := make([][]bool, rows)
	for r := range seen {
		seen[r] = make([]bool, cols)
	}
	var pieces coordSum
	for r := range rows {
		for k := range cols {
			if !cell(r, k) || seen[r][k] {
				continue
			}
			stack, n := [][2]int{{r, k}}, 0
			seen[r][k] = true
			top, bottom, lo, hi := r, r, k, k
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				n++
				top, bottom, lo, hi = min(top, x[0]), max(bottom, x[0]), min(lo, x[1]), max(hi, x[1])
				for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					y := [2]int{x[0] + d[0], x[1] + d[1]}
					if cell(y[0], y[1]) && !seen[y[0]][y[1]] && !wall(x[0], x[1], y[0], y[1]) {
						seen[y[0]][y[1]] = true
						stack = append(stack, y)
					}
				}
			}
			m, w := bottom-top+1, hi-lo+1
			if m*w != n {
				return "", fmt.Errorf("a piece at (%d,%d) is no rectangle", r, k)
			}
			pieces = append(pieces, coord{m, w})
		}
	}
	return pieces.sorted().String(), nil
}
