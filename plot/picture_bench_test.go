package plot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games/rulesets"
)

// benchTree is a random Hackenbush tree of n edges on the ground: each
// new vertex hangs from a random earlier one (vertex 0 is the ground).
func benchTree(n int) *rulesets.Graph {
	r := rand.New(rand.NewPCG(18, 3))
	g := &rulesets.Graph{Ground: make([]bool, n+1)}
	g.Ground[0] = true
	for v := 1; v <= n; v++ {
		g.Edges = append(g.Edges, rulesets.Edge{A: r.IntN(v), B: v, Color: []rune{'l', 'r', 'e'}[r.IntN(3)]})
	}
	return g
}

// benchBoard is a 16×16 Clobber-like board.
func benchBoard() *rulesets.Board {
	return board(strings.TrimSuffix(strings.Repeat(strings.Repeat("xo.#", 4)+"|", 16), "|"))
}

func BenchmarkGraphText1000(b *testing.B) {
	g := benchTree(1000)
	for b.Loop() {
		if _, err := GraphText(g, Unicode, false); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGraphSVG1000(b *testing.B) {
	g := benchTree(1000)
	for b.Loop() {
		if _, err := GraphSVG(g, "hackenbush"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoardText16x16(b *testing.B) {
	bd := benchBoard()
	for b.Loop() {
		BoardText(bd, Unicode, false)
	}
}

func BenchmarkBoardSVG16x16(b *testing.B) {
	bd := benchBoard()
	for b.Loop() {
		BoardSVG(bd, "clobber")
	}
}
