package reader

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// MaxDepth is the deepest nesting of lists and quotes the reader accepts.
// Deeper input is an error rather than a risk to the process's stack.
const MaxDepth = 10000

// Read reads every form in src. file names the source in positions. On error
// it returns no forms and an *Error; errors.Is(err, ErrIncomplete) tells
// whether more input could complete the text.
func Read(file, src string) ([]Node, error) { return ReadAt(file, 1, src) }

// ReadAt is Read for a text that starts on line firstLine of its source, as
// the lines typed at an interactive prompt do.
func ReadAt(file string, firstLine int, src string) ([]Node, error) {
	if firstLine < 1 {
		firstLine = 1
	}
	nodes, err := read(file, src)
	if firstLine > 1 {
		shift := firstLine - 1
		if e, ok := err.(*Error); ok && e.Pos.IsValid() {
			e.Pos.Line += shift
		}
		for _, n := range nodes {
			shiftLines(n, shift)
		}
	}
	return nodes, err
}

// shiftLines moves every position in a tree down by n lines.
func shiftLines(n Node, shift int) {
	switch x := n.(type) {
	case *List:
		x.Start.Line += shift
		for _, e := range x.Elems {
			shiftLines(e, shift)
		}
		if x.Tail != nil {
			shiftLines(x.Tail, shift)
		}
	case *Symbol:
		x.Start.Line += shift
	case *Number:
		x.Start.Line += shift
	case *String:
		x.Start.Line += shift
	}
}

func read(file, src string) ([]Node, error) {
	toks, err := prescan(file, src)
	if err != nil {
		return nil, err
	}
	// Lexing is most of the reader's work: the parser gets the tokens the
	// pre-scan already made.
	peek, err := lexer.Upgrade(&replay{toks: toks})
	if err != nil {
		return nil, convertParseError(file, err)
	}
	prog, err := parser.ParseFromLexer(peek)
	if err != nil {
		return nil, convertParseError(file, err)
	}
	nodes := make([]Node, 0, len(prog.Forms))
	for _, f := range prog.Forms {
		n, dot, err := convert(file, f)
		if err != nil {
			return nil, err
		}
		if dot {
			return nil, &Error{Pos: n.Pos(), Msg: `"." outside a list`}
		}
		nodes = append(nodes, n)
	}
	return nodes, nil
}

func pos(file string, p lexer.Position) Position {
	return Position{File: file, Line: p.Line, Col: p.Column}
}

// replay is a lexer.Lexer that hands out tokens already made; the last
// one is the EOF token.
type replay struct {
	toks []lexer.Token
	i    int
}

func (r *replay) Next() (lexer.Token, error) {
	t := r.toks[r.i]
	if r.i < len(r.toks)-1 {
		r.i++
	}
	return t, nil
}

// prescan lexes src and checks the tokens for the errors participle would
// report poorly or not at all: unbalanced parentheses (with the position of
// the unclosed one), unterminated strings, a dangling quote or '!', and
// nesting too deep to parse recursively. It returns the tokens, ending with
// the EOF token.
func prescan(file, src string) ([]lexer.Token, error) {
	lx, err := lex.LexString(file, src)
	if err != nil {
		return nil, convertParseError(file, err)
	}
	var toks []lexer.Token
	syms := lex.Symbols()
	var (
		opens    []lexer.Position // positions of unclosed "("
		quoteRun int              // consecutive quote prefixes before the current token
		lastQ    lexer.Position   // position of the last quote prefix
	)
	for {
		tok, err := lx.Next()
		if err != nil {
			return nil, convertParseError(file, err)
		}
		toks = append(toks, tok)
		if tok.EOF() {
			break
		}
		switch tok.Type {
		case syms["OpenString"]:
			return nil, &Error{Pos: pos(file, tok.Pos), Msg: "unterminated string", Incomplete: true}
		case syms["Bang"]:
			return nil, &Error{Pos: pos(file, tok.Pos), Msg: `"!" at the end of a line escapes nothing`}
		case syms["Quote"], syms["FuncQuote"]:
			quoteRun++
			lastQ = tok.Pos
			if len(opens)+quoteRun > MaxDepth {
				return nil, &Error{Pos: pos(file, tok.Pos), Msg: fmt.Sprintf("forms nested more than %d deep", MaxDepth)}
			}
			continue
		case syms["LParen"]:
			opens = append(opens, tok.Pos)
			if len(opens)+quoteRun > MaxDepth {
				return nil, &Error{Pos: pos(file, tok.Pos), Msg: fmt.Sprintf("forms nested more than %d deep", MaxDepth)}
			}
		case syms["RParen"]:
			if quoteRun > 0 {
				return nil, &Error{Pos: pos(file, lastQ), Msg: "quote is not followed by a form"}
			}
			if len(opens) == 0 {
				return nil, &Error{Pos: pos(file, tok.Pos), Msg: `unexpected ")"`}
			}
			opens = opens[:len(opens)-1]
		}
		quoteRun = 0
	}
	if len(opens) > 0 {
		return nil, &Error{Pos: pos(file, opens[len(opens)-1]), Msg: `unfinished form: missing ")"`, Incomplete: true}
	}
	if quoteRun > 0 {
		return nil, &Error{Pos: pos(file, lastQ), Msg: "unfinished form: nothing after quote", Incomplete: true}
	}
	return toks, nil
}

// convertParseError turns a participle or lexer error into an *Error.
func convertParseError(file string, err error) error {
	type positioned interface {
		Position() lexer.Position
		Message() string
	}
	if pe, ok := err.(positioned); ok {
		return &Error{Pos: pos(file, pe.Position()), Msg: pe.Message()}
	}
	return &Error{Msg: err.Error()}
}

// convert turns a participle form into a Node. dot reports that the form is
// the bare atom ".", which is legal only inside a list.
func convert(file string, f *pForm) (n Node, dot bool, err error) {
	p := pos(file, f.Pos)
	switch {
	case f.Quote != nil, f.Func != nil:
		inner, name := f.Quote, "quote"
		if f.Func != nil {
			inner, name = f.Func, "function"
		}
		x, d, err := convert(file, inner)
		if err != nil {
			return nil, false, err
		}
		if d {
			return nil, false, &Error{Pos: x.Pos(), Msg: `"." outside a list`}
		}
		return &List{Start: p, Elems: []Node{&Symbol{Start: p, Name: name}, x}}, false, nil
	case f.List != nil:
		return convertList(file, p, f.List.Elems)
	case f.Str != nil:
		s, err := unquoteString(file, f.Pos, *f.Str)
		if err != nil {
			return nil, false, err
		}
		return &String{Start: p, Value: s}, false, nil
	case f.Atom != nil:
		return parseAtom(p, *f.Atom)
	}
	return nil, false, &Error{Pos: p, Msg: "empty form"}
}

func convertList(file string, p Position, forms []*pForm) (Node, bool, error) {
	l := &List{Start: p, Elems: make([]Node, 0, len(forms))}
	for i, f := range forms {
		n, dot, err := convert(file, f)
		if err != nil {
			return nil, false, err
		}
		if dot {
			if i == 0 || i != len(forms)-2 {
				return nil, false, &Error{Pos: n.Pos(), Msg: `misplaced "." (a dotted list is (a ... . b))`}
			}
			tail, tdot, err := convert(file, forms[i+1])
			if err != nil {
				return nil, false, err
			}
			if tdot {
				return nil, false, &Error{Pos: tail.Pos(), Msg: `misplaced "."`}
			}
			l.Tail = tail
			break
		}
		l.Elems = append(l.Elems, n)
	}
	return l, false, nil
}

// OneLine returns src, a complete text of forms, rewritten on one line with
// the same meaning: comments dropped, runs of white space made one space
// and line breaks inside strings written as \n. The REPL keeps multi-line
// forms in its history this way. Text that does not lex is returned with
// its line breaks made spaces.
func OneLine(src string) string {
	lx, err := lex.LexString("", src)
	if err != nil {
		return strings.Join(strings.Fields(src), " ")
	}
	syms := lex.Symbols()
	var b strings.Builder
	end := 0 // offset just past the previous token
	for {
		tok, err := lx.Next()
		if err != nil {
			return strings.Join(strings.Fields(src), " ")
		}
		if tok.EOF() {
			break
		}
		// The lexer drops comments and white space (their rule names are
		// lower case); a gap between tokens stands for them.
		if tok.Pos.Offset > end && b.Len() > 0 {
			b.WriteByte(' ')
		}
		end = tok.Pos.Offset + len(tok.Value)
		if tok.Type == syms["String"] || tok.Type == syms["OpenString"] {
			tok.Value = strings.ReplaceAll(strings.ReplaceAll(tok.Value, "\r", `\r`), "\n", `\n`)
		}
		b.WriteString(tok.Value)
	}
	return b.String()
}

// NeedsMore reports whether src ends inside an unfinished form: an open
// parenthesis, a string or a quote with nothing after it. It scans bytes by
// the lexer's rules without building tokens, so an interactive reader can
// call it on every line of a long form and call Read only once the form may
// be complete. It reports true exactly when Read would report ErrIncomplete
// (FuzzRead checks this); on input with errors it reports false and leaves
// them to Read.
func NeedsMore(src string) bool {
	depth := 0
	quotes := 0 // quote prefixes since the last form began
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case isSpace(c):
		case c == ';':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '"':
			i++
			for i < len(src) && src[i] != '"' {
				if src[i] == '\\' {
					i++
				}
				i++
			}
			if i >= len(src) {
				return true // unterminated string
			}
			quotes = 0
		case c == '(':
			depth++
			if depth+quotes > MaxDepth {
				return false
			}
			quotes = 0
		case c == ')':
			if depth == 0 || quotes > 0 {
				return false // an error for Read to report
			}
			depth--
		case c == '\'' || c == '#' && i+1 < len(src) && src[i+1] == '\'':
			if c == '#' {
				i++
			}
			quotes++
			if depth+quotes > MaxDepth {
				return false
			}
		case c == '!' && (i+1 >= len(src) || src[i+1] == '\n'):
			return false // "!" escaping nothing: an error
		default:
			i = skipAtom(src, i)
			quotes = 0
		}
	}
	return depth > 0 || quotes > 0
}

// isSpace reports whether c is white space to the lexer, whose \s is
// ASCII-only: [\t\n\f\r ].
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// skipAtom returns the index of the last byte of the atom starting at i.
func skipAtom(src string, i int) int {
	for ; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '!' && i+1 < len(src) && src[i+1] != '\n':
			_, size := utf8.DecodeRuneInString(src[i+1:])
			i += size // the escaped character, whatever it is
		case c == '!', isSpace(c), c == '(', c == ')', c == '\'', c == '"', c == ';':
			return i - 1
		}
	}
	return i - 1
}
