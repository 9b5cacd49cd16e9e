package reader

import (
	"errors"
	"fmt"
	"strings"

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
	if err := CheckText(file, src, false); err != nil {
		return nil, err
	}
	return readNested(file, src, nesting{})
}

// nesting is what a text being read is inside of: a form inside a game
// literal is inside the lists around the literal (they count towards
// MaxDepth) and inside the literal.
type nesting struct {
	lists    int
	literals int
}

// readNested is read for a text inside n.
func readNested(file, src string, n nesting) ([]Node, error) {
	toks, err := prescan(file, src, n.lists)
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
		node, dot, err := convert(file, f, n)
		if err != nil {
			return nil, err
		}
		if dot {
			return nil, &Error{Pos: node.Pos(), Msg: `"." outside a list`}
		}
		nodes = append(nodes, node)
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
// the EOF token. depth is the nesting of lists around the text.
func prescan(file, src string, depth int) ([]lexer.Token, error) {
	st := formState{base: depth}
	lx := newScanner(file, src)
	var toks []lexer.Token
	for {
		tok, _ := lx.Next()
		toks = append(toks, tok)
		if err := st.feed(file, tok); err != nil {
			return nil, err
		}
		if tok.EOF() {
			return toks, nil
		}
	}
}

// formState follows the nesting of forms token by token.
type formState struct {
	opens    []lexer.Position // positions of unclosed "("
	quoteRun int              // consecutive quote prefixes before the current token
	lastQ    lexer.Position   // position of the last quote prefix
	base     int              // lists around the text (a form inside a game literal)
}

// feed takes the next token and returns the error it shows, if any; at the
// EOF token, the error of an unfinished form.
func (st *formState) feed(file string, tok lexer.Token) error {
	switch tok.Type {
	case lexer.EOF:
		if len(st.opens) > 0 {
			return &Error{Pos: pos(file, st.opens[len(st.opens)-1]), Msg: `unfinished form: missing ")"`, Incomplete: true}
		}
		if st.quoteRun > 0 {
			return &Error{Pos: pos(file, st.lastQ), Msg: "unfinished form: nothing after quote", Incomplete: true}
		}
		return nil
	case tokOpenString:
		return &Error{Pos: pos(file, tok.Pos), Msg: "unterminated string", Incomplete: true}
	case tokOpenLiteral, tokBadLiteral:
		return literalTokenError(file, tok)
	case tokBang:
		return &Error{Pos: pos(file, tok.Pos), Msg: `"!" at the end of a line escapes nothing`}
	case tokQuote, tokFuncQuote:
		st.quoteRun++
		st.lastQ = tok.Pos
		if st.base+len(st.opens)+st.quoteRun > MaxDepth {
			return &Error{Pos: pos(file, tok.Pos), Msg: fmt.Sprintf("forms nested more than %d deep", MaxDepth)}
		}
		return nil
	case tokLParen:
		st.opens = append(st.opens, tok.Pos)
		if st.base+len(st.opens)+st.quoteRun > MaxDepth {
			return &Error{Pos: pos(file, tok.Pos), Msg: fmt.Sprintf("forms nested more than %d deep", MaxDepth)}
		}
	case tokRParen:
		if st.quoteRun > 0 {
			return &Error{Pos: pos(file, st.lastQ), Msg: "quote is not followed by a form"}
		}
		if len(st.opens) == 0 {
			return &Error{Pos: pos(file, tok.Pos), Msg: `unexpected ")"`}
		}
		st.opens = st.opens[:len(st.opens)-1]
	}
	st.quoteRun = 0
	return nil
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
// the bare atom ".", which is legal only inside a list. in is what the
// form is inside of.
func convert(file string, f *pForm, in nesting) (n Node, dot bool, err error) {
	p := pos(file, f.Pos)
	switch {
	case f.Quote != nil, f.Func != nil:
		inner, name := f.Quote, "quote"
		if f.Func != nil {
			inner, name = f.Func, "function"
		}
		x, d, err := convert(file, inner, in.deeper())
		if err != nil {
			return nil, false, err
		}
		if d {
			return nil, false, &Error{Pos: x.Pos(), Msg: `"." outside a list`}
		}
		return &List{Start: p, Elems: []Node{&Symbol{Start: p, Name: name}, x}}, false, nil
	case f.List != nil:
		return convertList(file, p, f.List.Elems, in.deeper())
	case f.Str != nil:
		s, err := unquoteString(file, f.Pos, *f.Str)
		if err != nil {
			return nil, false, err
		}
		return &String{Start: p, Value: s}, false, nil
	case f.Atom != nil:
		if hasBrace(*f.Atom) {
			n, err := expandLiteral(p, *f.Atom, in)
			return n, false, err
		}
		return parseAtom(p, *f.Atom)
	}
	return nil, false, &Error{Pos: p, Msg: "empty form"}
}

// deeper is n one list deeper.
func (n nesting) deeper() nesting { n.lists++; return n }

func convertList(file string, p Position, forms []*pForm, in nesting) (Node, bool, error) {
	l := &List{Start: p, Elems: make([]Node, 0, len(forms))}
	for i, f := range forms {
		n, dot, err := convert(file, f, in)
		if err != nil {
			return nil, false, err
		}
		if dot {
			if i == 0 || i != len(forms)-2 {
				return nil, false, &Error{Pos: n.Pos(), Msg: `misplaced "." (a dotted list is (a ... . b))`}
			}
			tail, tdot, err := convert(file, forms[i+1], in)
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
	lx := newScanner("", src)
	var b strings.Builder
	end := 0 // offset just past the previous token
	for {
		tok, _ := lx.Next()
		if tok.EOF() {
			break
		}
		// The lexer skips comments and white space; a gap between tokens
		// stands for them.
		if tok.Pos.Offset > end && b.Len() > 0 {
			b.WriteByte(' ')
		}
		end = tok.Pos.Offset + len(tok.Value)
		switch {
		case tok.Type == tokString || tok.Type == tokOpenString:
			tok.Value = strings.ReplaceAll(strings.ReplaceAll(tok.Value, "\r", `\r`), "\n", `\n`)
		case strings.ContainsAny(tok.Value, "\r\n"):
			tok.Value = oneLineLiteral(tok.Value) // only braces hold line breaks in an atom
		}
		b.WriteString(tok.Value)
	}
	return b.String()
}

// oneLineLiteral returns a game literal's text on one line: a run of white
// space with a line break becomes one space, and a line break inside a
// string its escape, as OneLine does between tokens.
func oneLineLiteral(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c == '!' && i+1 < len(v) && v[i+1] != '\n':
			b.WriteByte(c)
			i++
			b.WriteByte(v[i]) // an escaped '"' starts no string; a rune's other bytes follow as they are
		case c == '"':
			j := i + 1
			for j < len(v) && v[j] != '"' {
				if v[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(v))
			b.WriteString(strings.ReplaceAll(strings.ReplaceAll(v[i:j], "\r", `\r`), "\n", `\n`))
			i = j - 1
		case isSpace(c):
			j := i
			for j < len(v) && isSpace(v[j]) {
				j++
			}
			if run := v[i:j]; strings.ContainsAny(run, "\r\n") {
				b.WriteByte(' ')
			} else {
				b.WriteString(run)
			}
			i = j - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Lines collects a text line by line, as an interactive reader receives
// it, and tells after each line whether the text ends inside an unfinished
// form. It resumes scanning where the previous line left off, so a form of
// many lines costs time in proportion to its length. The zero Lines is
// empty and ready to use.
type Lines struct {
	b      strings.Builder
	n      int            // lines added
	st     formState      // after the tokens before resume
	resume int            // offset where scanning resumes
	at     lexer.Position // position of that offset
	failed bool           // the text has an error: Read will report it
}

// Add appends a line (without its line break) and reports whether the text
// now ends inside an unfinished form: exactly when Read of Text would
// report ErrIncomplete (FuzzRead checks this).
func (l *Lines) Add(line string) bool {
	if l.n > 0 {
		l.b.WriteByte('\n')
	}
	l.b.WriteString(line)
	l.n++
	if l.failed {
		return false
	}
	if CheckText("", line, false) != nil {
		// Read reports the byte, however the form goes on.
		l.failed = true
		return false
	}
	if l.at.Line == 0 {
		l.at = lexer.Position{Line: 1, Column: 1}
	}
	text := l.b.String()
	sc := &scanner{src: text, i: l.resume, pos: l.at}
	for {
		start, at := sc.i, sc.pos
		tok, _ := sc.Next()
		if tok.Type == tokOpenString || tok.Type == tokOpenLiteral {
			// The string or the braces may close on a later line: scan
			// the token again then. (Such a token is always incomplete:
			// feed would say so.)
			l.resume, l.at = start, at
			return true
		}
		err := l.st.feed("", tok)
		if tok.EOF() {
			l.resume, l.at = sc.i, sc.pos
			return errors.Is(err, ErrIncomplete)
		}
		if err != nil {
			l.failed = true
			return false
		}
	}
}

// Text returns the lines added so far, joined by line breaks.
func (l *Lines) Text() string { return l.b.String() }

// Len returns the number of lines added.
func (l *Lines) Len() int { return l.n }
