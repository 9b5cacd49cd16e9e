package plot

import (
	"bytes"
	"fmt"
	"strings"
)

// A TreeNode is a node of a game tree to draw (see TreeSVG): its text, on
// up to a few lines (a position's board rows, or a game), its value, the
// side whose move leads to it ('L', 'R', or 0 for the root), its marks
// and its children.
type TreeNode struct {
	Lines []string
	Value string
	// TeX is the value in LaTeX math, for TreeTikZ (Value, escaped, if
	// empty); the layout follows Value.
	TeX      string
	Side     byte
	Marks    []string // "winning", "sensible", "dominated", "reversible"
	Children []*TreeNode
}

// Tree layout, in pixels: a node's box is as wide as its longest line,
// levels are treeLevel apart, boxes at least treeGap apart.
const (
	treeLevel   = 96
	treeGap     = 18
	treeLineH   = 16
	treeMargin  = 24
	treeMaxNode = 4000
)

// treeBox is a node with its place: x is the middle of its box, w its
// width, h its height, y its top.
type treeBox struct {
	n       *TreeNode
	x, y    float64
	w, h    float64
	kids    []*treeBox
	subLeft float64 // the left edge of its subtree
}

// TreeSVG draws a game tree as a standalone SVG document: each node a box
// with its text and value, the root at the top, an edge to each child in
// Left's colour (blue, solid) or Right's (red, dashed), labelled L or R; a
// winning move's edge is thick, a dominated option's box grey, and a
// reversible one's value marked "↺". title, if not empty, is written at
// the top. A tree of more than 4,000 nodes is refused.
func TreeSVG(root *TreeNode, title string) ([]byte, error) {
	rootBox, w, h, err := layoutTree(root, title)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	svgDoc(&buf, w, h, "game tree", title)
	buf.WriteString(`<style>.L{stroke:#1f4fbf;stroke-width:1.5}.R{stroke:#c0392b;stroke-width:1.5;stroke-dasharray:6 3}` +
		`.win{stroke-width:3.5}.box{fill:#f8f8ff;stroke:#444}.dom{fill:#e6e6e6;stroke:#999}` +
		`.side{font-size:12px;font-weight:bold}.val{font-weight:bold}.pos{font-family:monospace}</style>` + "\n")
	drawEdges(&buf, rootBox)
	drawBoxes(&buf, rootBox)
	buf.WriteString("</svg>\n")
	return buf.Bytes(), nil
}

// layoutTree places the boxes of a tree, in pixels, below room for the
// title if there is one, and returns the root's box and the picture's
// width and height. A tree of more than 4,000 nodes is refused.
func layoutTree(root *TreeNode, title string) (rootBox *treeBox, w, h float64, err error) {
	count := 0
	var walk func(n *TreeNode)
	walk = func(n *TreeNode) {
		count++
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(root)
	if count > treeMaxNode {
		return nil, 0, 0, fmt.Errorf("a tree of %d nodes is too large to draw (at most %d)", count, treeMaxNode)
	}
	top := float64(treeMargin)
	if title != "" {
		top += 24
	}
	next := float64(treeMargin) // the left edge of the next leaf's box
	depth := 0
	var place func(n *TreeNode, d int) *treeBox
	place = func(n *TreeNode, d int) *treeBox {
		depth = max(depth, d)
		b := &treeBox{n: n, y: top + float64(d)*treeLevel}
		b.w, b.h = nodeSize(n)
		b.subLeft = next
		for _, c := range n.Children {
			b.kids = append(b.kids, place(c, d+1))
		}
		if len(b.kids) == 0 {
			b.x = next + b.w/2
			next += b.w + treeGap
		} else {
			b.x = (b.kids[0].x + b.kids[len(b.kids)-1].x) / 2
			if left := b.x - b.w/2; left < b.subLeft { // a box wider than its children
				shift(b, b.subLeft-left)
				next = max(next, b.x+b.w/2+treeGap)
			}
			next = max(next, b.x+b.w/2+treeGap)
		}
		return b
	}
	rootBox = place(root, 0)
	w = max(next-treeGap+treeMargin, titleWidth(title)+2*treeMargin)
	h = top + float64(depth)*treeLevel + maxHeight(rootBox) + treeMargin
	return rootBox, w, h, nil
}

// nodeSize returns the width and height of a node's box.
func nodeSize(n *TreeNode) (w, h float64) {
	w = estWidth(valueText(n)) + 12
	for _, l := range n.Lines {
		w = max(w, 8.4*float64(len([]rune(l)))+12)
	}
	return max(w, 28), float64(len(n.Lines)+1)*treeLineH + 8
}

// valueText is the value line of a node: its value, marked ↺ when the
// option is reversible.
func valueText(n *TreeNode) string {
	v := n.Value
	for _, m := range n.Marks {
		if m == "reversible" {
			v += " ↺"
		}
	}
	return v
}

func shift(b *treeBox, dx float64) {
	b.x += dx
	b.subLeft += dx
	for _, k := range b.kids {
		shift(k, dx)
	}
}

func maxHeight(b *treeBox) float64 {
	h := b.h
	for _, k := range b.kids {
		h = max(h, maxHeight(k))
	}
	return h
}

func has(marks []string, m string) bool {
	for _, x := range marks {
		if x == m {
			return true
		}
	}
	return false
}

func drawEdges(buf *bytes.Buffer, b *treeBox) {
	for _, k := range b.kids {
		class := string(k.n.Side)
		if has(k.n.Marks, "winning") {
			class += " win"
		}
		x1, y1, x2, y2 := b.x, b.y+b.h, k.x, k.y
		line(buf, x1, y1, x2, y2, class)
		mx, my := (x1+x2)/2, (y1+y2)/2
		fmt.Fprintf(buf, `<text class="side" x="%s" y="%s" text-anchor="middle" fill="%s">%c</text>`+"\n",
			num(mx-8), num(my), sideInk(k.n.Side), k.n.Side)
		drawEdges(buf, k)
	}
}

func sideInk(side byte) string {
	if side == 'L' {
		return "#1f4fbf"
	}
	return "#c0392b"
}

func drawBoxes(buf *bytes.Buffer, b *treeBox) {
	class := "box"
	if has(b.n.Marks, "dominated") {
		class = "dom"
	}
	fmt.Fprintf(buf, `<rect class="%s" x="%s" y="%s" width="%s" height="%s" rx="4">`,
		class, num(b.x-b.w/2), num(b.y), num(b.w), num(b.h))
	if len(b.n.Marks) > 0 { // shown on hovering the box
		fmt.Fprintf(buf, "<title>%s</title>", esc(strings.Join(b.n.Marks, ", ")))
	}
	buf.WriteString("</rect>\n")
	y := b.y + treeLineH
	for _, l := range b.n.Lines {
		fmt.Fprintf(buf, `<text class="pos" x="%s" y="%s" text-anchor="middle">%s</text>`+"\n", num(b.x), num(y), esc(l))
		y += treeLineH
	}
	fmt.Fprintf(buf, `<text class="val" x="%s" y="%s" text-anchor="middle">%s</text>`+"\n", num(b.x), num(y), esc(valueText(b.n)))
	for _, k := range b.kids {
		drawBoxes(buf, k)
	}
}
