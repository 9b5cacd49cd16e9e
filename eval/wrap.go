package eval

import (
	"strings"
	"unicode/utf8"
)

// Wrap fills documentation text into lines of at most width columns, a
// column being a rune. The text is written as prose: each of its lines is
// a paragraph, whose words (separated by spaces) are filled greedily; a word
// longer than width stands alone on a line of its own. An empty line is
// kept (a blank line between paragraphs), and so is a line that begins with
// two spaces, as it is written (an example or a table). Help prints the
// documentation of a name through Wrap, so that the documentation strings
// need no line breaks of their own.
func Wrap(text string, width int) string {
	var b strings.Builder
	for i, para := range strings.Split(text, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		if strings.HasPrefix(para, "  ") {
			b.WriteString(strings.TrimRight(para, " "))
			continue
		}
		col := 0
		for _, w := range strings.Fields(para) {
			n := utf8.RuneCountInString(w)
			switch {
			case col == 0:
			case col+1+n <= width:
				b.WriteByte(' ')
				col++
			default:
				b.WriteByte('\n')
				col = 0
			}
			b.WriteString(w)
			col += n
		}
	}
	return b.String()
}
