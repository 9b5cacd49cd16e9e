package cells

import (
	"strings"
	"unicode"
)

// IsWordBreak reports whether r ends a name for completion and help.
// Braces, commas and bars count too, so that a name inside a game literal
// completes: {0, g | my-ga.
func IsWordBreak(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(`()'"{}|,`+"`;", r)
}

// Complete returns the names (from names, in their order) that begin with
// the word before pos in text, ignoring case, and where that word starts.
// A name equal to the word is among them.
func Complete(names []string, text []rune, pos int) (matches []string, start int) {
	pos = min(max(pos, 0), len(text))
	start = pos
	for start > 0 && !IsWordBreak(text[start-1]) {
		start--
	}
	word := strings.ToLower(string(text[start:pos]))
	for _, name := range names {
		if strings.HasPrefix(name, word) {
			matches = append(matches, name)
		}
	}
	return matches, start
}

// NameAt returns the name that help is wanted for at pos in text: the
// word under or just before pos, else the function called by the
// innermost list open at pos, "(name ..."; "" if there is none.
func NameAt(text []rune, pos int) string {
	pos = min(max(pos, 0), len(text))
	start, end := pos, pos
	for start > 0 && !IsWordBreak(text[start-1]) {
		start--
	}
	for end < len(text) && !IsWordBreak(text[end]) {
		end++
	}
	if start < end {
		return string(text[start:end])
	}
	depth := 0
	for i := pos - 1; i >= 0; i-- {
		switch text[i] {
		case ')':
			depth++
		case '(':
			if depth == 0 {
				j := i + 1
				for j < len(text) && !IsWordBreak(text[j]) {
					j++
				}
				return string(text[i+1 : j])
			}
			depth--
		}
	}
	return ""
}
