package repl

import "cgcalc/cells"

// completer completes the symbol before the cursor with every name bound
// in the interpreter (functions, special forms and variables).
type completer struct {
	names func() []string
}

// Do implements readline.AutoCompleter: it returns the suffixes that
// complete the word before pos (cells.Complete), and the length of that
// word. A name equal to the word is offered as the empty suffix, so that
// Tab after "list" lists list and listp instead of turning list into
// listp.
func (c completer) Do(line []rune, pos int) ([][]rune, int) {
	matches, start := cells.Complete(c.names(), line, pos)
	var out [][]rune
	for _, name := range matches {
		out = append(out, []rune(name)[pos-start:])
	}
	return out, pos - start
}
