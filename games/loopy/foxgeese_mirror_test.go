package loopy

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// checkMirrorGraph checks Graph's one node for a position and its mirror
// image against naive, the independent exploration naiveFoxGeese of p:
// on a board of even width the graph is the whole graph; on a board of
// odd width every position explored has exactly one node, itself or its
// mirror image (mirrorLabel), and each node's options are the options of
// the position it names, each replaced by its node.
func checkMirrorGraph(t *testing.T, p *FoxGeese, naive map[string][2][]string) {
	t.Helper()
	g, err := p.Graph(0, nil)
	if err != nil {
		t.Errorf("%v range %d: %v", p, p.Range, err)
		return
	}
	got := labelOptions(g)
	if len(got) != g.Len() {
		t.Errorf("%v range %d: two nodes with one label", p, p.Range)
	}
	if l := g.Labels[0]; l != "off" && l != p.String() {
		t.Errorf("%v range %d: node 0 is %q", p, p.Range, l)
	}
	if p.Width%2 == 0 {
		if fmt.Sprint(got) != fmt.Sprint(naive) {
			t.Errorf("%v range %d (even width): %d nodes, the independent exploration %d positions, or their options differ", p, p.Range, len(got), len(naive))
		}
		return
	}
	node := func(x string) (string, bool) {
		if _, ok := got[x]; ok {
			return x, true
		}
		m := mirrorLabel(x)
		_, ok := got[m]
		return m, ok
	}
	pairs := map[string]bool{}
	for x := range naive {
		n, ok := node(x)
		if !ok {
			t.Errorf("%v range %d: %q has no node", p, p.Range, x)
			return
		}
		pairs[n] = true
	}
	if len(pairs) != len(got) {
		t.Errorf("%v range %d: %d nodes for %d positions up to mirror images", p, p.Range, len(got), len(pairs))
	}
	for name, o := range got {
		if m := mirrorLabel(name); m != name {
			if _, ok := got[m]; ok {
				t.Errorf("%v range %d: %q and its mirror image are two nodes", p, p.Range, name)
			}
		}
		opts, ok := naive[name]
		mirrored := !ok
		if mirrored {
			if opts, ok = naive[mirrorLabel(name)]; !ok {
				t.Errorf("%v range %d: node %q is not a position of the game", p, p.Range, name)
				continue
			}
		}
		var want [2][]string
		for s := range 2 {
			for _, x := range opts[s] {
				if mirrored {
					x = mirrorLabel(x)
				}
				n, _ := node(x)
				want[s] = append(want[s], n)
			}
			slices.Sort(want[s])
		}
		if fmt.Sprint(o) != fmt.Sprint(want) {
			t.Errorf("%v range %d: the options of %q are %v, want %v", p, p.Range, name, o, want)
		}
	}
}

// symmetricFoxGeese returns a random position that is its own mirror
// image: a board of odd width 3 to 9, geese in pairs (r, c), (r,
// width+1−c) and on the middle column, on rows up to 4, and the fox on the
// middle column.
func symmetricFoxGeese(rng *rand.Rand) *FoxGeese {
	for {
		w := 3 + 2*rng.Intn(4)
		mid := (w + 1) / 2
		var geese []Square
		for r := 2; r <= 4; r++ {
			for c := 1; c <= mid; c++ {
				if (r+c)%2 != 0 || rng.Intn(4) != 0 {
					continue
				}
				geese = append(geese, Square{r, c})
				if c != mid {
					geese = append(geese, Square{r, w + 1 - c})
				}
			}
		}
		fr := 1 + rng.Intn(3)
		if (fr+mid)%2 != 0 {
			fr++
		}
		if p, err := NewFoxGeese(w, geese, Square{fr, mid}); err == nil && len(geese) > 0 && len(geese) <= 5 {
			return p
		}
	}
}

// TestFoxGeeseMirrorValues checks, on random positions (boards of odd and
// even width, positions that are their own mirror image among them, the
// fox of range 1, 2 and 3), that the graph with one node for a position
// and its mirror image has the outcome and the simplest form of the whole
// graph (SimplifyByParts of each, compared by Equal: the simplest form of
// a stopper is unique, so they have the same number of nodes too).
func TestFoxGeeseMirrorValues(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(44))
	var cases []*FoxGeese
	// A position of the test of Graph, odd width; four geese on a board 7
	// wide with the fox in the corner and (symmetric) in the middle.
	for _, text := range []string{"x.x.x|.....|....o", "x.x.x.x|.......|o......", "x.x.x.x|...o...|......."} {
		p, err := ParseFoxGeese(text)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, p)
	}
	for i := range 45 {
		if i%3 == 0 {
			cases = append(cases, symmetricFoxGeese(rng))
		} else {
			cases = append(cases, randomFoxGeese(rng))
		}
	}
	smaller, symmetric := 0, 0
	for i, p := range cases {
		p.Range = 1 + i%3
		whole, err := p.graph(0, nil, false)
		if err != nil {
			t.Fatal(err)
		}
		g, err := p.Graph(0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g.Len() < whole.Len() {
			smaller++
		} else if p.Width%2 == 1 && g.Len() > whole.Len() {
			t.Errorf("%v range %d: %d nodes, the whole graph %d", p, p.Range, g.Len(), whole.Len())
		}
		if p.Width%2 == 1 && mirrorLabel(p.String()) == p.String() {
			symmetric++
		}
		if a, b := g.Outcome(), whole.Outcome(); a != b {
			t.Errorf("%v range %d: outcome %v, the whole graph's %v", p, p.Range, a, b)
		}
		v, err := SimplifyByParts(g, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		w, err := SimplifyByParts(whole, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if eq, err := Equal(v, w, 0); err != nil || !eq || v.Len() != w.Len() {
			t.Errorf("%v range %d: %d nodes (%d in its simplest form), the whole graph %d (%d): equal %v %v", p, p.Range, g.Len(), v.Len(), whole.Len(), w.Len(), eq, err)
		}
	}
	// The cases do what they are for: some graphs shrink, some starts
	// are their own mirror image.
	if smaller < 10 || symmetric < 10 {
		t.Errorf("%d graphs smaller than the whole, %d symmetric starts", smaller, symmetric)
	}
}

// BenchmarkFoxGeeseMirror builds and simplifies a position on a board of
// odd width, four geese on row 4 of the 9-wide board (columns 2, 4, 6,
// 8), the fox at (1,1): the whole graph, and the graph with one node for a
// position and its mirror image (Graph).
func BenchmarkFoxGeeseMirror(b *testing.B) {
	p, _ := ParseFoxGeese(".x.x.x.x.|.........|.........|o........")
	for _, mirror := range []bool{false, true} {
		name := "whole"
		if mirror {
			name = "mirror"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				g, err := p.graph(0, nil, mirror)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := SimplifyByParts(g, 0, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
