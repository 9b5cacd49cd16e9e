package loopy

import (
	"errors"
	"math/rand"
	"slices"
	"testing"
)

// bruteResults decides play by rounds from the definition: after round k,
// a state is a win if its player can force the opponent into a state
// without moves within k moves, a loss if the opponent can; states never
// decided are draws. It repeats rounds over all states until nothing
// changes (quadratic, independent of the queue of PlayResults).
func bruteResults(g *Graph) (left, right []PlayResult) {
	n := g.Len()
	left, right = make([]PlayResult, n), make([]PlayResult, n)
	for changed := true; changed; {
		changed = false
		for i := range n {
			for side := range 2 {
				res, opts, other := left, g.L[i], right
				if side == 1 {
					res, opts, other = right, g.R[i], left
				}
				if res[i] != PlayDraw {
					continue
				}
				win, allWin := false, true
				for _, j := range opts {
					win = win || other[j] == PlayLoss
					allWin = allWin && other[j] == PlayWin
				}
				switch {
				case win:
					res[i] = PlayWin
				case allWin:
					res[i] = PlayLoss
				default:
					continue
				}
				changed = true
			}
		}
	}
	return left, right
}

// TestPlayResults checks the play of the named loopy games, and random
// graphs against bruteResults.
func TestPlayResults(t *testing.T) {
	tests := []struct {
		name        string
		g           Graph
		left, right PlayResult
	}{
		// Winning Ways, ch. 11: on = {on|}; Left moving first passes for
		// ever and Right, with no move, loses; Right moving first loses.
		{"on", Graph{L: [][]int32{{0}}, R: [][]int32{nil}}, PlayWin, PlayLoss},
		// off = {|off}, the negative.
		{"off", Graph{L: [][]int32{nil}, R: [][]int32{{0}}}, PlayLoss, PlayWin},
		// dud = {dud|dud}: play never ends, a draw.
		{"dud", Graph{L: [][]int32{{0}}, R: [][]int32{{0}}}, PlayDraw, PlayDraw},
		// over = {0|over}: Left moving first moves to 0 and wins; Right
		// moving first must pass to over, then Left moves to 0: Left wins.
		{"over", Graph{L: [][]int32{{1}, nil}, R: [][]int32{{0}, nil}}, PlayWin, PlayLoss},
		// 0 = {|}: the player to move loses.
		{"0", Graph{L: [][]int32{nil}, R: [][]int32{nil}}, PlayLoss, PlayLoss},
		// * = {0|0}: the player to move wins.
		{"*", Graph{L: [][]int32{{1}, nil}, R: [][]int32{{1}, nil}}, PlayWin, PlayWin},
		// tis = {tisn|}, tisn = {|tis} (Winning Ways, ch. 11): tis with
		// Left to move goes to tisn, where Right moves back to tis, ...:
		// Left moving first draws; Right moving first in tis has no move.
		{"tis", Graph{L: [][]int32{{1}, nil}, R: [][]int32{nil, {0}}}, PlayDraw, PlayLoss},
	}
	for _, tc := range tests {
		l, r, err := tc.g.PlayResults(nil)
		if err != nil || l[0] != tc.left || r[0] != tc.right {
			t.Errorf("%s: Left first %v, Right first %v (%v), want %v, %v", tc.name, l[0], r[0], err, tc.left, tc.right)
		}
	}
	rng := rand.New(rand.NewSource(3))
	for k := range 400 {
		n := 1 + rng.Intn(8)
		g := &Graph{L: make([][]int32, n), R: make([][]int32, n)}
		for i := range n {
			for range rng.Intn(3) {
				g.L[i] = append(g.L[i], int32(rng.Intn(n)))
			}
			for range rng.Intn(3) {
				g.R[i] = append(g.R[i], int32(rng.Intn(n)))
			}
		}
		l, r, err := g.PlayResults(nil)
		bl, br := bruteResults(g)
		if err != nil || !slices.Equal(l, bl) || !slices.Equal(r, br) {
			t.Errorf("random graph %d %v|%v: %v %v, by rounds %v %v", k, g.L, g.R, l, r, bl, br)
		}
	}
}

// TestPlayResultsRules checks the play of the rulesets' positions against
// their values: CGSuite (Siegel), version 2.x, GameGridTest.scala gives
// {4*|7/2} for the issue's Fox and Geese position, greater than 0, so
// Left wins whoever starts; GameStripTest.scala gives {on||0|-1/2} &
// {1/2|0||off} for Backsliding Toads and Frogs ttt..fff, where neither
// player wins moving first (Left's move to on wins only in the onside,
// Right's move to off only in the offside): a draw either way. Each is
// also checked against bruteResults.
func TestPlayResultsRules(t *testing.T) {
	p, _ := ParseFoxGeese(issueFoxGeese)
	fg, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	bt, err := Backsliding("ttt..fff").Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name        string
		g           *Graph
		left, right PlayResult
	}{
		{"fox and geese", fg, PlayWin, PlayLoss},
		{"ttt..fff", bt, PlayDraw, PlayDraw},
	} {
		l, r, err := tc.g.PlayResults(nil)
		if err != nil || l[0] != tc.left || r[0] != tc.right {
			t.Errorf("%s: %v %v (%v), want %v %v", tc.name, l[0], r[0], err, tc.left, tc.right)
		}
		bl, br := bruteResults(tc.g)
		if !slices.Equal(l, bl) || !slices.Equal(r, br) {
			t.Errorf("%s: the results differ from bruteResults", tc.name)
		}
	}
	stop := errors.New("stopped")
	if _, _, err := fg.PlayResults(func() error { return stop }); err != stop {
		t.Errorf("poll: %v", err)
	}
}

// BenchmarkPlayResults analyses the issue's Fox and Geese position.
func BenchmarkPlayResults(b *testing.B) {
	p, _ := ParseFoxGeese(issueFoxGeese)
	g, err := p.Graph(0, nil)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, err := g.PlayResults(nil); err != nil {
			b.Fatal(err)
		}
	}
}
