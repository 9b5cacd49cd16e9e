package reader_test

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"unicode/utf8"

	"cgcalc/reader"
)

// readSeeds are the f.Add seeds of FuzzRead. More seeds, including the
// crashers found so far, live in testdata/fuzz/FuzzRead.
var readSeeds = []string{
	// CGSuite's syntax at the prompt (ReadEntry)
	"1/2 + ^", "*3 + *5 == *6", "g := {0|*}; g.Thermograph", "Tiny(1)", "{3|1}.Cool(1).Mean", "0 || 0 | -1",
	"(+ 1 (1 + 2))", "x := ", "g.Options(Left", "-(^ + *) // c", "a:=1;b:=2", "game.grid.Domineering(\"..|..\")",
	// lists, quotes, escapes
	"", " ", "()", "(+ 1 2)", "(a (b (c)) d)", "(mg 1 !| -1)", "'x", "''x", "'(a 'b ''c)",
	"(quote (quote x))", "#'f", "#'car (funcall #'car '(1 2))", "'#'f", "#'(lambda (x) x)",
	"!|", "|", "!(", "!)", "!A", "!!", "!;x", "a!'b", "!1", "!.", "!\"", "a!  b", "!\t", "MG Mg mG", "a#'b",
	// dotted lists and misplaced dots
	"(a . b)", "(a b . c)", "(a . (b c))", "(a . 'b)", "(. b)", "(a .)", "(a . b c)", "(a . . b)", ".", "'.", "(a . #'.)",
	// strings and escapes
	`"abc"`, `""`, `"a\nb\tc\rd\\e\"f"`, `"\u{263a}"`, `"\u{1F600}x"`, `"\u{0}"`, `"\u{d800}"`, `"\u{110000}"`,
	`"\u{}"`, `"\u263a"`, `"\u{263a"`, `"\x41"`, `"\q"`, "\"line1\nline2\"", "\"a\\\nb\"", "\"\\u{\n}\"", `"é ↑ ⇑"`,
	// numbers
	"-12", "+7", "3/8", "-3/8", "6/4", "1/0", "0/0", "1.5", "-.25", "5.", "1e5", "1E5", "2e-3", "1e+5", "1e99999",
	"1e10000", "1e-10000", "1e", "1e+", "123456789012345678901234567890", "0000012", "1/2/3", "1..2", "--1", "+",
	"-", "1+", "1-", "12abc", "3/-8", "1/2e3",
	// unicode symbols, case folding
	"↑ ⇑ ± *", "(↑ ⇑) ±1 *2", "ÄÖÜ İ ǅ", "\u00a0x", "a\vb", "\u2028",
	// comments
	"; comment", "a ; comment\nb", "(a ; comment )\n)", ";", "(;)\n)",
	// errors: unbalanced, unterminated
	"(", "((", ")", "(a))", "(a", "'", "#'", "'x '", "(a '", "'(", "')", `"abc`, `"abc\`, `(a "b`, "!", "a!", "a !\nb",
	"(a . ", "(\"abc\" ; x", "\"\\u{\"",
	// deep nesting (TestReadDeep checks texts near MaxDepth, too slow to
	// be fuzzing seeds)
	strings.Repeat("(", 20000),
	strings.Repeat("(", 20000) + strings.Repeat(")", 20000),
	strings.Repeat("'", 20000) + "x",
	strings.Repeat("(", 1000) + strings.Repeat(")", 1000),
	strings.Repeat("'(", 500) + "x" + strings.Repeat(")", 500),
	strings.Repeat("(a ", 500) + strings.Repeat(")", 500),
	// invalid UTF-8
	"\xff", "\"\xff\"", "!\xff", "(a \xc3)",
	// game literals: an atom holding { runs to its matching }
	"{0|^}", "^ *2 v ^^* 1/2* +-1 ^<2> *", "{0, g | (mplus up up)}", "{0|{0|g}}", "{0||0|-2}",
	"{1/2*, +-1 | ^<2>, Tiny(2)}", "{0|-g}", "{2g|0}", "2{0|^}*", "(list {0|^} 'x)", "'{0|*}", "{0|\n  g}",
	"{0|", "{0|(f", "{0|(f \"}", "{0|(f \"a\nb\")}", "{0|^)", "(list {0|^)", "a}", "}", "{0|^}}", "{(}", "{)}",
	"{0|^^^&}", "{0|$1}", "{my-game, *d* | g-1, (-1), (* 2 g), (v), (Tiny(2)), g}", "{0|(f ; c\n)}",
	"{0|(mplus {1|g} h)}", "{0|!}}", "!{0|*!}", "{0 !| 1}", "{'{*|*}':3|0}", "{0|(f !) x)}", "{{{{}}}}",
	"{0|(quote !()}", "{0|\"", "{0|\"\\", "{|}", "{,|,}", "{0|g}{1|g}", "{0|(f\n{1|\n(g\n)})}",
	strings.Repeat("{", 300) + strings.Repeat("}", 300),
	strings.Repeat("{0|(f ", 200) + strings.Repeat(")}", 200),
}

func FuzzRead(f *testing.F) {
	for _, s := range readSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		checkEntry(t, src)
		nodes, err := reader.Read("f", src)
		if err != nil {
			checkReadError(t, src, nodes, err)
			return
		}
		checkIncompleteConsistency(t, src, nil)
		checkNodes(t, src, nodes)
		checkRoundTrip(t, src, nodes)
		checkOneLine(t, src, nodes)
	})
}

// checkOneLine checks that OneLine keeps the meaning of a text that reads
// and puts it on one line.
func checkOneLine(t *testing.T, src string, nodes []reader.Node) {
	t.Helper()
	one := reader.OneLine(src)
	if strings.Contains(one, "\n") {
		t.Errorf("OneLine(%q) = %q: holds a line break", src, one)
	}
	again, err := reader.Read("f", one)
	if err != nil {
		t.Fatalf("OneLine(%q) = %q, which does not read: %v", src, one, err)
	}
	if len(again) != len(nodes) {
		t.Fatalf("OneLine(%q) = %q reads as %d nodes, not %d", src, one, len(again), len(nodes))
	}
	for i := range nodes {
		// A game literal's text is kept as written: on one line, its
		// line breaks are spaces.
		if a, b := oneLineLiterals(nodes[i]), oneLineLiterals(again[i]); a != b {
			t.Fatalf("OneLine(%q) = %q: node %d reads as %s, not %s", src, one, i, b, a)
		}
	}
}

// checkReadError checks the properties of a failed Read.
func checkReadError(t *testing.T, src string, nodes []reader.Node, err error) {
	t.Helper()
	if len(nodes) != 0 {
		t.Errorf("Read(%q) returned %d nodes with the error %v", src, len(nodes), err)
	}
	re, ok := err.(*reader.Error)
	if !ok {
		t.Fatalf("Read(%q) returned an error of type %T, not *reader.Error: %v", src, err, err)
	}
	msg := re.Error()
	if strings.ContainsAny(msg, "\n\r") {
		// The seeds bug_r1_* under testdata/fuzz/FuzzRead once put a raw
		// line break of a bad escape into the message.
		t.Errorf("Read(%q): error message holds a line break: %q", src, msg)
	}
	if msg == "" {
		t.Errorf("Read(%q): empty error message", src)
	}
	checkIncompleteConsistency(t, src, err)
}

// checkIncompleteConsistency compares errors.Is(err, ErrIncomplete) with an
// independent scan of src: input that ends outside strings, with its
// parentheses balanced and no dangling quote, is never incomplete; input
// reported incomplete becomes complete (or a definite error) once the
// string, the quote and the parentheses are closed.
func checkIncompleteConsistency(t *testing.T, src string, err error) {
	t.Helper()
	incomplete := errors.Is(err, reader.ErrIncomplete)
	// The REPL's fast test agrees with Read exactly, whole or line by line.
	var whole reader.Lines
	if more := whole.Add(src); more != incomplete {
		t.Errorf("Lines.Add(%q) = %v, but Read's error is %v", src, more, err)
	}
	var lines reader.Lines
	var more bool
	for _, line := range strings.Split(src, "\n") {
		more = lines.Add(line)
	}
	if more != incomplete {
		t.Errorf("Lines fed %q line by line: %v, but Read's error is %v", src, more, err)
	}
	st := scan(src)
	if !st.unfinished() {
		if incomplete {
			t.Errorf("Read(%q) = %v: reported incomplete, but the input is balanced and ends outside strings and quotes", src, err)
		}
		return
	}
	if !incomplete {
		return // unfinished input with an earlier definite error is fine
	}
	if st.minDepth < 0 {
		t.Errorf("Read(%q) = %v: reported incomplete, but a \")\" closes more than was opened", src, err)
	}
	completed := src + st.completion()
	_, err2 := reader.Read("f", completed)
	if errors.Is(err2, reader.ErrIncomplete) {
		t.Errorf("Read(%q) is incomplete, and so is its completion %q: %v", src, completed, err2)
	}
}

// scanState is the lexical state at the end of a text as an independent
// scanner sees it.
type scanState struct {
	braces        []byte // in a game literal: its open brackets, { and (
	badBracket    bool   // a bracket in an atom closes nothing or the wrong kind
	braceEscape   bool   // the text ends with a ! inside braces, escaping what comes next
	depth         int    // open parentheses (negative: too many closed)
	minDepth      int    // lowest depth reached
	inString      bool   // inside a string literal
	stringEscape  bool   // ... right after its backslash
	inComment     bool   // inside a comment
	trailingQuote bool   // a ' or #' with no form after it yet
}

func (s scanState) unfinished() bool {
	return s.inString || s.depth > 0 || s.trailingQuote || len(s.braces) > 0
}

// completion returns text that, appended, closes what is open.
func (s scanState) completion() string {
	var b strings.Builder
	switch {
	case s.inString && s.stringEscape:
		b.WriteString(`x"`)
	case s.inString:
		b.WriteString(`"`)
	case s.trailingQuote:
		b.WriteString("\nx")
	}
	if s.inComment && !s.inString {
		b.WriteString("\n")
	}
	if s.braceEscape && !s.inString {
		b.WriteString("x")
	}
	for i := len(s.braces) - 1; i >= 0; i-- {
		b.WriteString(map[byte]string{'{': "}", '(': ")"}[s.braces[i]])
	}
	b.WriteString(strings.Repeat(")", max(s.depth, 0)))
	return b.String()
}

func isLexSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\f' || r == '\r' }

func scan(src string) scanState {
	var st scanState
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRuneInString(src[i:])
		i += size
		switch {
		case st.inString:
			switch {
			case st.stringEscape:
				st.stringEscape = false
			case r == '\\':
				st.stringEscape = true
			case r == '"':
				st.inString = false
			}
		case st.inComment:
			if r == '\n' {
				st.inComment = false
			}
		case len(st.braces) > 0:
			// Inside a game literal's braces only brackets, strings and
			// escapes count.
			switch r {
			case '"':
				st.inString = true
			case '{', '(':
				st.braces = append(st.braces, byte(r))
			case '}', ')':
				if want := map[rune]byte{'}': '{', ')': '('}[r]; st.braces[len(st.braces)-1] != want {
					st.badBracket = true
					st.braces = nil
				} else {
					st.braces = st.braces[:len(st.braces)-1]
				}
			case '!':
				if i == len(src) {
					st.braceEscape = true
				}
				if i < len(src) && src[i] != '\n' {
					_, n := utf8.DecodeRuneInString(src[i:])
					i += n
				}
			}
		case isLexSpace(r):
		case r == ';':
			st.inComment = true
		case r == '\'':
			st.trailingQuote = true
		default:
			st.trailingQuote = false
			switch r {
			case '"':
				st.inString = true
			case '{':
				st.braces = append(st.braces, '{')
			case '}':
				st.badBracket = true
			case '(':
				st.depth++
			case ')':
				st.depth--
				st.minDepth = min(st.minDepth, st.depth)
			case '!':
				if i < len(src) && src[i] != '\n' {
					_, n := utf8.DecodeRuneInString(src[i:])
					i += n
				}
			}
		}
	}
	return st
}

// checkNodes checks that every node has a position in file "f" that points
// at its first character.
func checkNodes(t *testing.T, src string, nodes []reader.Node) {
	t.Helper()
	// lines[l][c] is the byte offset of the rune at line l+1, column c+1.
	lines := [][]int{nil}
	for off := 0; off < len(src); {
		last := len(lines) - 1
		lines[last] = append(lines[last], off)
		_, size := utf8.DecodeRuneInString(src[off:])
		if src[off] == '\n' {
			lines = append(lines, nil)
		}
		off += size
	}
	offset := func(p reader.Position) (int, bool) {
		if p.Line < 1 || p.Line > len(lines) || p.Col < 1 || p.Col > len(lines[p.Line-1]) {
			return 0, false
		}
		return lines[p.Line-1][p.Col-1], true
	}
	literalText := map[*reader.String]bool{} // the texts of game literals
	var walk func(n reader.Node)
	walk = func(n reader.Node) {
		if n == nil {
			t.Fatalf("Read(%q): nil node", src)
		}
		p := n.Pos()
		off, ok := offset(p)
		if !ok || p.File != "f" {
			t.Fatalf("Read(%q): node %s has the position %+v, outside the text", src, n, p)
		}
		c := src[off]
		var good bool // whether the node may start with c
		switch x := n.(type) {
		case *reader.List:
			good = c == '(' || c == '\'' || c == '#' || isLiteral(x) && isAtomStart(c)
		case *reader.String:
			good = c == '"' || literalText[x]
		case *reader.Number:
			good = strings.IndexByte("+-.0123456789", c) >= 0
		case *reader.Symbol:
			// quote and function may stand for a quote character.
			good = isAtomStart(c) || ((x.Name == "quote" || x.Name == "function") && c == '\'')
		}
		if !good {
			t.Fatalf("Read(%q): node %s has the position %s, which points at %q", src, n, p, src[off:min(off+10, len(src))])
		}
		switch x := n.(type) {
		case *reader.List:
			if isLiteral(x) && c != '(' {
				// A game literal: the symbol and the text are at its start.
				if x.Elems[0].Pos() != p || x.Elems[1].Pos() != p {
					t.Fatalf("Read(%q): game literal %s at %s has its parts at %s and %s", src, x, p, x.Elems[0].Pos(), x.Elems[1].Pos())
				}
				text, ok := x.Elems[1].(*reader.String)
				if !ok || !strings.HasPrefix(src[off:], text.Value) {
					t.Fatalf("Read(%q): game literal %s at %s is not the text there", src, x, p)
				}
				literalText[text] = true
			}
			for _, e := range x.Elems {
				walk(e)
			}
			if x.Tail != nil {
				if len(x.Elems) == 0 {
					t.Errorf("Read(%q): dotted list %s without elements", src, x)
				}
				walk(x.Tail)
			}
		case *reader.Symbol:
			if x.Name == "" {
				t.Errorf("Read(%q): symbol with an empty name", src)
			}
		case *reader.Number:
			if x.Value == nil {
				t.Fatalf("Read(%q): number %q without a value", src, x.Text)
			}
		}
	}
	for _, n := range nodes {
		walk(n)
	}
}

// isLiteral reports whether l is the form a game literal reads as.
func isLiteral(l *reader.List) bool {
	if len(l.Elems) < 2 || l.Tail != nil {
		return false
	}
	s, ok := l.Elems[0].(*reader.Symbol)
	_, text := l.Elems[1].(*reader.String)
	return ok && s.Name == reader.LiteralFunc && text
}

// oneLineLiterals returns the tree n printed with the text of each game
// literal on one line, as OneLine writes it.
func oneLineLiterals(n reader.Node) string {
	l, ok := n.(*reader.List)
	if !ok {
		return n.String()
	}
	parts := make([]string, len(l.Elems))
	for i, e := range l.Elems {
		parts[i] = oneLineLiterals(e)
		if s, ok := e.(*reader.String); ok && i == 1 && isLiteral(l) {
			parts[i] = reader.QuoteString(reader.OneLine(s.Value))
		}
	}
	if l.Tail != nil {
		parts = append(parts, ".", oneLineLiterals(l.Tail))
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// isAtomStart reports whether an atom may start with the byte c.
func isAtomStart(c byte) bool { return !strings.ContainsRune(" \t\n\r\f()'\";", rune(c)) }

// checkRoundTrip prints the nodes, reads them back and compares.
func checkRoundTrip(t *testing.T, src string, nodes []reader.Node) {
	t.Helper()
	printed := make([]string, len(nodes))
	for i, n := range nodes {
		printed[i] = n.String()
	}
	for _, sep := range []string{" ", "\n"} {
		text := strings.Join(printed, sep)
		again, err := reader.Read("f", text)
		if err != nil {
			t.Fatalf("round trip: Read(%q) gave %q, which does not read back: %v", src, text, err)
		}
		if len(again) != len(nodes) {
			t.Fatalf("round trip: Read(%q) gave %d nodes %q, which reads back as %d nodes", src, len(nodes), text, len(again))
		}
		for i := range nodes {
			if s := again[i].String(); s != printed[i] {
				t.Fatalf("round trip: Read(%q): node %d prints as %q, which reads back as %q", src, i, printed[i], s)
			}
			// Beyond printing identically, the values must be equal too.
			// Invalid UTF-8 is exempt: strings and symbols holding it print
			// (and read back) with U+FFFD in its place.
			if utf8.ValidString(src) {
				if d := diffNodes(nodes[i], again[i]); d != "" {
					t.Fatalf("round trip: Read(%q): node %d %s reads back different: %s", src, i, printed[i], d)
				}
			}
		}
	}
}

// diffNodes describes the first difference between two trees, or "".
func diffNodes(a, b reader.Node) string {
	switch x := a.(type) {
	case *reader.List:
		y, ok := b.(*reader.List)
		if !ok {
			return "list became " + b.String()
		}
		if len(x.Elems) != len(y.Elems) || (x.Tail == nil) != (y.Tail == nil) {
			return "list " + x.String() + " became " + y.String()
		}
		for i := range x.Elems {
			if d := diffNodes(x.Elems[i], y.Elems[i]); d != "" {
				return d
			}
		}
		if x.Tail != nil {
			return diffNodes(x.Tail, y.Tail)
		}
	case *reader.Symbol:
		y, ok := b.(*reader.Symbol)
		if !ok || x.Name != y.Name {
			return "symbol " + x.String() + " became " + b.String()
		}
	case *reader.Number:
		y, ok := b.(*reader.Number)
		if !ok || x.Value.Cmp(y.Value) != 0 {
			return "number " + x.String() + " became " + b.String()
		}
	case *reader.String:
		y, ok := b.(*reader.String)
		if !ok || x.Value != y.Value {
			return "string " + x.String() + " became " + b.String()
		}
	default:
		return "unknown node type"
	}
	return ""
}

// TestReadDeep runs the checks of FuzzRead on texts nested close to
// reader.MaxDepth.
func TestReadDeep(t *testing.T) {
	if testing.Short() {
		t.Skip("reads texts nested MaxDepth deep")
	}
	for _, src := range []string{
		strings.Repeat("(", reader.MaxDepth) + strings.Repeat(")", reader.MaxDepth),
		strings.Repeat("(", reader.MaxDepth+1) + strings.Repeat(")", reader.MaxDepth+1),
		strings.Repeat("#'(a ", reader.MaxDepth/2) + strings.Repeat(")", reader.MaxDepth/2),
	} {
		nodes, err := reader.Read("f", src)
		if err != nil {
			checkReadError(t, src, nodes, err)
			continue
		}
		checkIncompleteConsistency(t, src, nil)
		checkNodes(t, src, nodes)
		checkRoundTrip(t, src, nodes)
		checkOneLine(t, src, nodes)
	}
}

// TestReadNumbers pins a few values the fuzz seeds only check for
// consistency.
func TestReadNumbers(t *testing.T) {
	for src, want := range map[string]string{"1.5": "3/2", "-.25": "-1/4", "1e5": "100000", "6/4": "3/2", "-12": "-12", "2e-3": "1/500"} {
		nodes, err := reader.Read("f", src)
		if err != nil || len(nodes) != 1 {
			t.Errorf("Read(%q) = %v, %v", src, nodes, err)
			continue
		}
		n, ok := nodes[0].(*reader.Number)
		if !ok {
			t.Errorf("Read(%q) = %T, want a number", src, nodes[0])
			continue
		}
		w, _ := new(big.Rat).SetString(want)
		if n.Value.Cmp(w) != 0 {
			t.Errorf("Read(%q) = %s, want %s", src, n.Value.RatString(), want)
		}
	}
}

// checkEntry checks ReadEntry on src, a text of at most 4 KiB: without a CGSuite line it reads as
// Read does; with one it gives nodes or an error with a position, and
// OneLineEntry keeps what it reads.
func checkEntry(t *testing.T, src string) {
	t.Helper()
	if len(src) > 1<<12 {
		return // an entry is typed; the long texts of the corpus are Read's
	}
	nodes, err := reader.ReadEntry("f", 1, src)
	if !reader.HasCGSuiteLine(src) {
		want, werr := reader.Read("f", src)
		if fmt.Sprint(err) != fmt.Sprint(werr) || fmt.Sprint(nodes) != fmt.Sprint(want) {
			t.Fatalf("ReadEntry(%q) = %v, %v; Read gives %v, %v", src, nodes, err, want, werr)
		}
		return
	}
	if err != nil {
		var e *reader.Error
		if !errors.As(err, &e) || !e.Pos.IsValid() {
			t.Fatalf("ReadEntry(%q): error %v has no position", src, err)
		}
		return
	}
	if !strings.ContainsAny(src, "\r\n\"") {
		again, err := reader.ReadEntry("f", 1, reader.OneLineEntry(src))
		if err != nil || fmt.Sprint(again) != fmt.Sprint(nodes) {
			t.Fatalf("OneLineEntry(%q) reads as %v, %v; not %v", src, again, err, nodes)
		}
	}
}
