package plot

import (
	"encoding/xml"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// randomTree returns a random tree of up to about n nodes, with lines and
// values of random lengths.
func randomTree(rng *rand.Rand, n *int, depth int) *TreeNode {
	*n--
	t := &TreeNode{Value: strings.Repeat("9", 1+rng.IntN(12))}
	for range rng.IntN(4) {
		t.Lines = append(t.Lines, strings.Repeat(".", 1+rng.IntN(9)))
	}
	if depth == 0 {
		return t
	}
	for range rng.IntN(5) {
		if *n <= 0 {
			break
		}
		c := randomTree(rng, n, depth-1)
		c.Side = "LR"[rng.IntN(2)]
		if rng.IntN(3) == 0 {
			c.Marks = []string{"winning", "reversible"}
		}
		t.Children = append(t.Children, c)
	}
	return t
}

// TestTreeSVG draws random trees and reads the SVG back as XML: one box
// per node, one edge per child, in the class of its side, and no two
// boxes of a level overlapping (they are placed left to right, a parent
// centred over its children).
func TestTreeSVG(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 60 {
		n := 1 + rng.IntN(80)
		root := randomTree(rng, &n, 1+rng.IntN(4))
		nodes, sides := 0, map[byte]int{}
		var walk func(x *TreeNode)
		walk = func(x *TreeNode) {
			nodes++
			sides[x.Side]++
			for _, c := range x.Children {
				walk(c)
			}
		}
		walk(root)
		svg, err := TreeSVG(root, "a tree")
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Rects []struct {
				Class string `xml:"class,attr"`
				X     string `xml:"x,attr"`
				Y     string `xml:"y,attr"`
				W     string `xml:"width,attr"`
			} `xml:"rect"`
			Lines []struct {
				Class string `xml:"class,attr"`
			} `xml:"line"`
		}
		if err := xml.Unmarshal(svg, &doc); err != nil {
			t.Fatalf("not XML: %v", err)
		}
		boxes := doc.Rects[1:] // the first is the background
		if len(boxes) != nodes || len(doc.Lines) != nodes-1 {
			t.Fatalf("%d boxes and %d edges for %d nodes", len(boxes), len(doc.Lines), nodes)
		}
		l := 0
		for _, e := range doc.Lines {
			if strings.HasPrefix(e.Class, "L") {
				l++
			}
		}
		if l != sides['L'] {
			t.Errorf("%d Left edges, %d Left moves", l, sides['L'])
		}
		levels := map[string][][2]float64{}
		for _, b := range boxes {
			x, err1 := strconv.ParseFloat(b.X, 64)
			w, err2 := strconv.ParseFloat(b.W, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("box at %q, width %q", b.X, b.W)
			}
			for _, o := range levels[b.Y] {
				if x < o[1] && o[0] < x+w {
					t.Fatalf("boxes overlap at y=%s: [%v,%v] and %v", b.Y, x, x+w, o)
				}
			}
			levels[b.Y] = append(levels[b.Y], [2]float64{x, x + w})
		}
	}
	big := &TreeNode{}
	for i := range treeMaxNode {
		big.Children = append(big.Children, &TreeNode{Value: strconv.Itoa(i), Side: 'L'})
	}
	if _, err := TreeSVG(big, ""); err == nil {
		t.Errorf("a tree of %d nodes drawn", treeMaxNode+1)
	}
}
