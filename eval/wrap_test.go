package eval

import "testing"

// TestWrap: paragraphs filled greedily to the width in runes, long words on
// their own lines, blank lines and lines indented by two spaces kept.
func TestWrap(t *testing.T) {
	for _, c := range []struct {
		name, text string
		width      int
		want       string
	}{
		{"empty", "", 10, ""},
		{"fits", "one two three", 13, "one two three"},
		{"fills greedily", "one two three four", 9, "one two\nthree\nfour"},
		{"a word exactly the width", "abcdefghij k", 10, "abcdefghij\nk"},
		{"only spaces", " \t ", 10, ""},
		{"runs of spaces", "one   two \tthree ", 20, "one two three"},
		{"a word longer than the width", "a bcdefghijkl m", 5, "a\nbcdefghijkl\nm"},
		{"a long word first", "bcdefghijkl m n", 5, "bcdefghijkl\nm n"},
		{"each line a paragraph", "one two three\nfour five", 9, "one two\nthree\nfour five"},
		{"blank lines kept", "one two\n\nthree four", 3, "one\ntwo\n\nthree\nfour"},
		{"verbatim lines", "See:\n  (a b c d e f g h)\n    x\nend of it", 6, "See:\n  (a b c d e f g h)\n    x\nend of\nit"},
		{"a verbatim line's trailing spaces go", "  a b  ", 3, "  a b"},
		{"one space is prose", " one two", 3, "one\ntwo"},
		// Runes, not bytes: "↑↓⇑⇓" is 4 columns (12 bytes), "misère" 6.
		{"runes", "↑↓⇑⇓ misère ±1", 11, "↑↓⇑⇓ misère\n±1"},
		{"runes at the edge", "misère misère", 12, "misère\nmisère"},
		{"runes that fit", "misère misère", 13, "misère misère"},
		{"width zero", "a b", 0, "a\nb"},
	} {
		if got := Wrap(c.text, c.width); got != c.want {
			t.Errorf("%s: Wrap(%q, %d) = %q, want %q", c.name, c.text, c.width, got, c.want)
		}
	}
}
