package builtins

import (
	"strings"
	"testing"
)

// TestDocsAreProse keeps the documentation of the builtins prose that help
// wraps (eval.Wrap): a line break only ends a paragraph, after a sentence,
// never in the middle of one as a hand-wrapped line would.
func TestDocsAreProse(t *testing.T) {
	for _, b := range Table() {
		lines := strings.Split(b.Doc, "\n")
		for i, l := range lines[:len(lines)-1] {
			if !strings.HasSuffix(l, ".") {
				t.Errorf("%s: a line break in a sentence, after %q (one string per paragraph; help wraps it)", b.Name, l[max(0, len(l)-40):])
			}
			if strings.HasPrefix(lines[i+1], " ") && !strings.HasPrefix(lines[i+1], "  ") {
				t.Errorf("%s: a paragraph begins with one space: %q", b.Name, lines[i+1])
			}
		}
		if strings.TrimSpace(b.Doc) != b.Doc {
			t.Errorf("%s: the documentation begins or ends with white space", b.Name)
		}
	}
}
