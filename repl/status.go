package repl

import (
	"fmt"
	"io"
)

// StatusLine returns a function that shows a progress line on the terminal
// w: each line replaces the previous one in place, and "" clears it. Use
// it for eval.Interp.Status only when w is a terminal.
func StatusLine(w io.Writer) func(string) {
	return func(line string) {
		fmt.Fprint(w, "\r\x1b[K"+line)
	}
}
