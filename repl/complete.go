package repl

import (
	"strings"
	"unicode"
)

// completer completes the symbol before the cursor with every name bound
// in the interpreter (functions, special forms and variables).
type completer struct {
	names func() []string
}

// isWordBreak reports whether r ends a symbol for completion purposes.
// Braces, commas and bars count too, so that a name inside a game literal
// completes: {0, g | my-ga.
func isWordBreak(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(`()'"{}|,`+"`", r)
}

// Do implements readline.AutoCompleter: it returns the suffixes that
// complete the word before pos, and the length of that word. A name equal
// to the word is offered as the empty suffix, so that Tab after "list"
// lists list and listp instead of turning list into listp.
func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	start := pos
	for start > 0 && !isWordBreak(line[start-1]) {
		start--
	}
	word := strings.ToLower(string(line[start:pos]))
	var out [][]rune
	for _, name := range c.names() {
		if strings.HasPrefix(name, word) {
			out = append(out, []rune(name)[len([]rune(word)):])
		}
	}
	return out, pos - start
}
