package quotient

import (
	"fmt"
	"strings"
)

// PhiTable lays out the words of heaps 1..len(words) as Plambeck's figures
// of Φ do (Plambeck, Advances in Losing, 2005, e.g. Fig. 6 for Guiles):
// cols columns, headed 1..cols, the row labelled r+ holding heaps r+1 ..
// r+cols, every column as wide as the widest word.
func PhiTable(words []string, cols int) string {
	n := len(words)
	if n == 0 || cols < 1 {
		return ""
	}
	width := 0
	for _, w := range words {
		width = max(width, len(w))
	}
	var b strings.Builder
	label := len(fmt.Sprintf("%d+", (n-1)/cols*cols))
	fmt.Fprintf(&b, "%*s |", label, "+")
	for c := 1; c <= cols; c++ {
		fmt.Fprintf(&b, " %*d", width, c)
	}
	b.WriteString("\n")
	for r := 0; r < n; r += cols {
		fmt.Fprintf(&b, "%*s |", label, fmt.Sprintf("%d+", r))
		for c := 1; c <= cols && r+c <= n; c++ {
			fmt.Fprintf(&b, " %*s", width, words[r+c-1])
		}
		b.WriteString("\n")
	}
	return b.String()
}
