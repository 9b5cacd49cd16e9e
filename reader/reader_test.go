package reader

import (
	"errors"
	"strings"
	"testing"
)

// show prints nodes with the positions of every atom and list, compactly:
// "(@1:1 + @1:4 1)" style is too noisy, so tests compare String() and check
// positions separately.
func show(nodes []Node) string {
	parts := make([]string, len(nodes))
	for i, n := range nodes {
		parts[i] = n.String()
	}
	return strings.Join(parts, " ")
}

func TestRead(t *testing.T) {
	for _, test := range []struct{ src, want string }{
		{"(+ 1 2)", "(+ 1 2)"},
		{"", ""},
		{"  ; only a comment\n", ""},
		{"(a ; comment\n b)", "(a b)"},
		// Numbers: integers of any size, ratios in lowest terms, exact decimals.
		{"-12 +7 0 -0", "-12 7 0 0"},
		{"123456789012345678901234567890", "123456789012345678901234567890"},
		{"3/8 6/4 -2/4", "3/8 3/2 -1/2"},
		{"1.5 -.25 2.0 1. 2e3 15e-1", "3/2 -1/4 2 1 2000 3/2"},
		// Number-vs-symbol is decided on the whole atom.
		{"12abc", "12abc"},
		{"1+ 1- + - ... 1/2x", "1+ 1- + - ... 1/2x"},
		// Symbols fold to lower case; Unicode is allowed.
		{"MG Mg mg", "mg mg mg"},
		{"↑ ⇑ ± * *2", "↑ ⇑ ± * *2"},
		// An atom holding { is a game literal; an escaped brace is a character.
		{"{0|*}", `(game-literal "{0|*}")`},
		{"!{0|*!}", "!{0|*!}"},
		// '!' escapes the next character, which keeps its case.
		{"!|", "|"},
		{"|", "|"},
		{"(mg 1 !| -1)", "(mg 1 | -1)"},
		{"'!*", "(quote *)"},
		{"!A", "!A"},
		{"a!(b", "a!(b"},
		{"!1", "!1"}, // an escaped digit makes a symbol, printed escaped again
		{"!!", "!!"},
		// Quote forms.
		{"'x", "(quote x)"},
		{"''x", "(quote (quote x))"},
		{"#'car", "(function car)"},
		{"'(1 2)", "(quote (1 2))"},
		// Dotted lists.
		{"(a . b)", "(a . b)"},
		{"(a b . c)", "(a b . c)"},
		{"(a !. b)", "(a !. b)"},
		// Strings.
		{`"a b"`, `"a b"`},
		{`"q\"q" "t\tn\nb\\"`, `"q\"q" "t\tn\nb\\"`},
		{`"\u{263a}"`, `"☺"`},
		{"\"two\nlines\"", `"two\nlines"`},
	} {
		nodes, err := Read("t", test.src)
		if err != nil {
			t.Errorf("Read(%q): %v", test.src, err)
			continue
		}
		if got := show(nodes); got != test.want {
			t.Errorf("Read(%q) = %s, want %s", test.src, got, test.want)
		}
	}
}

func TestReadKinds(t *testing.T) {
	nodes, err := Read("t", `12 12abc "s" x (a) !5`)
	if err != nil {
		t.Fatal(err)
	}
	kinds := []string{"*reader.Number", "*reader.Symbol", "*reader.String", "*reader.Symbol", "*reader.List", "*reader.Symbol"}
	for i, n := range nodes {
		if got := typeName(n); got != kinds[i] {
			t.Errorf("node %d (%s) is %s, want %s", i, n, got, kinds[i])
		}
	}
	if s := nodes[5].(*Symbol).Name; s != "5" {
		t.Errorf("!5 reads as symbol %q, want \"5\"", s)
	}
}

func typeName(n Node) string {
	switch n.(type) {
	case *Number:
		return "*reader.Number"
	case *Symbol:
		return "*reader.Symbol"
	case *String:
		return "*reader.String"
	case *List:
		return "*reader.List"
	}
	return "?"
}

func TestPositions(t *testing.T) {
	src := "(setq x\n  (+ 1 2))\n; comment\n 'y \"s\"\n(↑ ab)"
	nodes, err := Read("f.lisp", src)
	if err != nil {
		t.Fatal(err)
	}
	setq := nodes[0].(*List)
	plus := setq.Elems[2].(*List)
	for _, test := range []struct {
		n    Node
		want string
	}{
		{setq, "f.lisp:1:1"},
		{setq.Elems[0], "f.lisp:1:2"},
		{setq.Elems[1], "f.lisp:1:7"},
		{plus, "f.lisp:2:3"},
		{plus.Elems[2], "f.lisp:2:8"},
		{nodes[1], "f.lisp:4:2"}, // the quote character
		{nodes[2], "f.lisp:4:5"},
		{nodes[3].(*List).Elems[1], "f.lisp:5:4"}, // columns count runes: ↑ is one
	} {
		if got := test.n.Pos().String(); got != test.want {
			t.Errorf("position of %s = %s, want %s", test.n, got, test.want)
		}
	}
	// ReadAt shifts lines for text typed at an interactive prompt.
	nodes, err = ReadAt("<stdin>", 7, "\n (a)")
	if err != nil {
		t.Fatal(err)
	}
	if got := nodes[0].Pos().String(); got != "<stdin>:8:2" {
		t.Errorf("ReadAt position = %s, want <stdin>:8:2", got)
	}
	_, err = ReadAt("<stdin>", 7, "\n (a")
	if err == nil || err.Error() != `<stdin>:8:2: unfinished form: missing ")"` {
		t.Errorf("ReadAt error = %v", err)
	}
}

func TestErrors(t *testing.T) {
	for _, test := range []struct {
		src        string
		want       string
		incomplete bool
	}{
		{"(+ 1", `t:1:1: unfinished form: missing ")"`, true},
		{"(a (b\n (c)", `t:1:4: unfinished form: missing ")"`, true},
		{`"abc`, "t:1:1: unterminated string", true},
		{`(f "abc\")`, "t:1:4: unterminated string", true},
		{"'", "t:1:1: unfinished form: nothing after quote", true},
		{"(a '", "t:1:1: unfinished form: missing \")\"", true},
		{"#'", "t:1:1: unfinished form: nothing after quote", true},
		{"(a))", `t:1:4: unexpected ")"`, false},
		{")", `t:1:1: unexpected ")"`, false},
		{"(a ')", "t:1:4: quote is not followed by a form", false},
		{"a !", `t:1:3: "!" at the end of a line escapes nothing`, false},
		{"!\n", `t:1:1: "!" at the end of a line escapes nothing`, false},
		{"1/0", "t:1:1: 1/0: division by zero", false},
		{"(a 1e99999)", "t:1:4: 1e99999: exponent out of range (at most 10000)", false},
		{`"bad \q escape"`, `t:1:6: unknown escape \q in string (use \n \t \r \\ \" or \u{hex})`, false},
		{"\"line\n  \\q\"", `t:2:3: unknown escape \q in string (use \n \t \r \\ \" or \u{hex})`, false},
		{`"\u{110000}"`, `t:1:2: bad escape: \u{110000} is not a Unicode character`, false},
		{`"\u263a"`, `t:1:2: bad escape: \u must be followed by {hex digits}`, false},
		// A line break after a backslash is shown, not printed raw.
		{"\"a\\\nb\"", `t:1:3: unknown escape \ followed by U+000A in string (use \n \t \r \\ \" or \u{hex})`, false},
		{"\"\\u{\n}\"", `t:1:2: bad escape: \u{...} must hold 1 to 6 hex digits`, false},
		{".", `t:1:1: "." outside a list`, false},
		{"(. a)", `t:1:2: misplaced "." (a dotted list is (a ... . b))`, false},
		{"(a . b c)", `t:1:4: misplaced "." (a dotted list is (a ... . b))`, false},
		{"(a . . b)", `t:1:4: misplaced "." (a dotted list is (a ... . b))`, false},
		{"'.", `t:1:2: "." outside a list`, false},
		// Text that is not UTF-8: the first bad byte, wherever it is.
		{"(car \xff)", "t:1:6: invalid UTF-8 (byte 0xff): this is not UTF-8 text", false},
		{"(a\n  \"↑\xe9t\xe9\")", "t:2:5: invalid UTF-8 (byte 0xe9): this is not UTF-8 text", false},
		{"(a ; caf\xe9\n", "t:1:9: invalid UTF-8 (byte 0xe9): this is not UTF-8 text", false},
		{"(a \x00)", "t:1:4: a NUL byte: this is not a text file", false},
		{strings.Repeat("(", MaxDepth+1), "t:1:10001: forms nested more than 10000 deep", false},
		{strings.Repeat("'", MaxDepth+1) + "x", "t:1:10001: forms nested more than 10000 deep", false},
	} {
		_, err := Read("t", test.src)
		if err == nil {
			t.Errorf("Read(%.40q) succeeded, want error %q", test.src, test.want)
			continue
		}
		var re *Error
		if !errors.As(err, &re) {
			t.Errorf("Read(%.40q) error %T is not *reader.Error", test.src, err)
		}
		if err.Error() != test.want {
			t.Errorf("Read(%.40q) error = %q, want %q", test.src, err, test.want)
		}
		if got := errors.Is(err, ErrIncomplete); got != test.incomplete {
			t.Errorf("Read(%.40q): errors.Is(err, ErrIncomplete) = %v, want %v", test.src, got, test.incomplete)
		}
	}
}

// Deep but legal nesting reads without trouble.
func TestDeepNesting(t *testing.T) {
	src := strings.Repeat("(", MaxDepth) + strings.Repeat(")", MaxDepth)
	if _, err := Read("t", src); err != nil {
		t.Fatal(err)
	}
}

func TestQuoteSymbol(t *testing.T) {
	for _, test := range []struct{ name, want string }{
		{"car", "car"},
		{"|", "|"},
		{"*", "*"},
		{"↑", "↑"},
		{"A", "!A"},
		{"a b", "a! b"},
		{"(", "!("},
		{"12", "!12"},
		{"-1/2", "!-1/2"},
		{".", "!."},
		{"x!y", "x!!y"},
		{"it's", "it!'s"},
	} {
		got := QuoteSymbol(test.name)
		if got != test.want {
			t.Errorf("QuoteSymbol(%q) = %q, want %q", test.name, got, test.want)
		}
		// What is printed reads back as the same symbol.
		nodes, err := Read("t", got)
		if err != nil || len(nodes) != 1 {
			t.Errorf("reading %q: %v %v", got, nodes, err)
			continue
		}
		if s, ok := nodes[0].(*Symbol); !ok || s.Name != test.name {
			t.Errorf("reading %q gives %#v, want symbol %q", got, nodes[0], test.name)
		}
	}
}

// TestGrammar keeps the EBNF in the package documentation honest.
func TestGrammar(t *testing.T) {
	want := `PProgram = PForm* .
PForm = <atom> | PList | <string> | (<quote> PForm) | (<funcquote> PForm) .
PList = <lparen> PForm* <rparen> .`
	if got := parser.String(); got != want {
		t.Errorf("grammar changed; update doc.go and this test:\n%s", got)
	}
}

func TestOneLine(t *testing.T) {
	for _, test := range []struct{ src, want string }{
		{"(+ 1\n   2)", "(+ 1 2)"},
		{"(+ 1 ; one\n 2)", "(+ 1 2)"},
		{"(list \"a\nb\")", `(list "a\nb")`},
		{"  'x  ", "'x"},
		{"(a(b)c)", "(a(b)c)"},
		{"#'car", "#'car"},
	} {
		got := OneLine(test.src)
		if got != test.want {
			t.Errorf("OneLine(%q) = %q, want %q", test.src, got, test.want)
		}
		// Same meaning: the same forms read back.
		a, err1 := Read("t", test.src)
		b, err2 := Read("t", got)
		if err1 != nil || err2 != nil || show(a) != show(b) {
			t.Errorf("OneLine(%q) = %q changes the forms: %s vs %s (%v, %v)", test.src, got, show(a), show(b), err1, err2)
		}
	}
}

// needsMore is Lines.Add for a whole text.
func needsMore(src string) bool {
	var l Lines
	return l.Add(src)
}

func TestNeedsMore(t *testing.T) {
	for _, src := range []string{
		"", "(a", "(a)", "(a))", ")", "'", "'x", "#'", "#'f", "(a '", "(a ')", `"abc`, `"abc"`, `"a\"`, `"a\\"`,
		"(a ; )\n", "(a ; )\n)", "!", "a!", "!(", "(!)", "(!", "(a !\n", "(#a", "a#'b", "(a#'", "(\"(\" ",
		"(\v)", "(x\u00a0)", "(\xff", "(1/0", "(a . b", "(. a", strings.Repeat("(", MaxDepth+1), strings.Repeat("'", MaxDepth+1),
	} {
		_, err := Read("t", src)
		if got, want := needsMore(src), errors.Is(err, ErrIncomplete); got != want {
			t.Errorf("Lines.Add(%q) = %v, but Read gives %v", src, got, err)
		}
	}
}

// Lines, fed line by line, agrees with a fresh Lines on every prefix.
func TestLines(t *testing.T) {
	for _, src := range []string{
		"(a\nb\n c)",
		"(list \"one\ntwo\n\nthree\" 4)\n5",
		"'\n\nx",
		"(a ; comment (\n b)",
		"(a !\n b)",
		"(a\n))\n(b",
		"\"a\\\n\"\n(",
		"(f \"x\\\"\ny\")",
		"#\n'a",
	} {
		var l Lines
		lines := strings.Split(src, "\n")
		for i, line := range lines {
			prefix := strings.Join(lines[:i+1], "\n")
			if got, want := l.Add(line), needsMore(prefix); got != want {
				t.Errorf("Lines after %q: %v, a fresh Lines says %v", prefix, got, want)
			}
			if l.Text() != prefix || l.Len() != i+1 {
				t.Errorf("Lines.Text() = %q (%d lines), want %q", l.Text(), l.Len(), prefix)
			}
		}
	}
}

// TestCheckText: the first NUL or byte that is not UTF-8, at the line and
// column the reader would give it; a character cut off at the end of a
// partial text is no error.
func TestCheckText(t *testing.T) {
	for _, c := range []struct {
		text    string
		partial bool
		want    string
	}{
		{"(+ 1 2)\n; ↑ ⇑ ±\n", false, ""},
		{"", false, ""},
		{"\x89PNG\r\n\x1a\n\x00\x00", false, "f:1:1: invalid UTF-8 (byte 0x89): this is not UTF-8 text"},
		{"\x7fELF\x02\x01\x01\x00", false, "f:1:8: a NUL byte: this is not a text file"},
		{"ab\n↑↑\xc3(", false, "f:2:3: invalid UTF-8 (byte 0xc3): this is not UTF-8 text"},
		// ↑ is e2 86 91: cut after two bytes
		{"(a)\n\xe2\x86", true, ""},
		{"(a)\n\xe2\x86", false, "f:2:1: invalid UTF-8 (byte 0xe2): this is not UTF-8 text"},
		{"(a)\n\xe2\x86x", true, "f:2:1: invalid UTF-8 (byte 0xe2): this is not UTF-8 text"},
	} {
		err := CheckText("f", c.text, c.partial)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("CheckText(%q, %v) = %q, want %q", c.text, c.partial, got, c.want)
		}
	}
}
