package reader

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// CGSuite's expression syntax at the prompt.
//
// ReadEntry reads what was typed at a prompt (a line of the REPL, an -e
// argument, a worksheet cell). Text is read as Lisp, as Read reads it,
// except its CGSuite lines: a line outside any Lisp form whose forms could
// only be a slip in Lisp, because
//
//   - a bare infix operator (+ - * / == != <= >= < > <> <| |> | || :=)
//     stands between two of its forms (1/2 + ^ is three Lisp forms, the
//     second an unbound variable), or a sign before the first (- ^ + 1);
//   - an atom holds := (g:={0|*});
//   - an atom ends in a method, a dot and a capitalised name (g.Thermograph);
//   - a capitalised name is followed at once by "(" (Tiny(1),
//     Domineering("..|..")).
//
// Such a line is read as CGSuite statements, separated by ";": NAME := E
// assigns (setq), and E is an expression with CGSuite's precedence
// (relations, then + and -, then * and /, then unary minus, then method
// calls), each turned into the Lisp form that does the same (CGSuiteMethods,
// CGSuiteFunctions), with the positions of what was typed; -G is (- G), and
// a parenthesised Lisp form may be an operand. A line with a bare | or || at
// its top level is a game, read as if braces were around it. A line that
// begins with a quote or a string is Lisp, and so is one that begins with
// "(" unless a bare operator follows that form, so a bare operator inside a
// Lisp form is still the error it was. Script files are not read this way:
// a program is Lisp, whatever its lines hold.

// ReadEntry reads the text of an entry typed at a prompt, starting on line
// firstLine of its source; see the comment above. Text that reads as Lisp
// and has no CGSuite line gives exactly what ReadAt gives.
func ReadEntry(file string, firstLine int, src string) ([]Node, error) {
	if firstLine < 1 {
		firstLine = 1
	}
	if CheckText(file, src, false) != nil {
		return ReadAt(file, firstLine, src) // the error at the byte
	}
	groups, ok := entryGroups(src)
	if !ok || !anyCGSuite(groups) {
		return ReadAt(file, firstLine, src)
	}
	var out []Node
	for _, g := range groups {
		var ns []Node
		var gerr error
		if g.cgsuite {
			ns, gerr = readCGSuite(file, src, g)
		} else {
			start := Position{File: file, Line: g.first.Line, Col: g.first.Column}
			ns, gerr = readAt(start, src[g.start:g.end], nesting{})
		}
		if gerr != nil {
			if e, ok := gerr.(*Error); ok && e.Pos.IsValid() {
				e.Pos.Line += firstLine - 1
			}
			return nil, gerr
		}
		out = append(out, ns...)
	}
	for _, n := range out {
		shiftLines(n, firstLine-1)
	}
	return out, nil
}

// HasCGSuiteLine reports whether ReadEntry reads some line of src as
// CGSuite's syntax; when it does not, ReadEntry reads src as ReadAt does.
func HasCGSuiteLine(src string) bool {
	if CheckText("", src, false) != nil {
		return false
	}
	groups, ok := entryGroups(src)
	return ok && anyCGSuite(groups)
}

// OneLineEntry is OneLine for an entry ReadEntry reads: a text with a
// CGSuite line, where ";" separates statements and is no comment, has its
// line breaks made spaces and nothing else changed.
func OneLineEntry(src string) string {
	if !HasCGSuiteLine(src) {
		return OneLine(src)
	}
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(src)
}

// entryGroup is a run of top-level tokens: those that begin on one line outside
// any form, with the rest of the forms they begin.
type entryGroup struct {
	toks       []cgTok // the top-level tokens (a list is its "(" and ")")
	start, end int     // offsets of the text: first token to the end of the last
	first      lexer.Position
	cgsuite    bool
}

func anyCGSuite(gs []entryGroup) bool {
	for _, g := range gs {
		if g.cgsuite {
			return true
		}
	}
	return false
}

// entryGroups splits src into groups; ok is false if the tokens are not
// balanced (Read has reported that).
func entryGroups(src string) ([]entryGroup, bool) {
	sc := newScanner("", src)
	var gs []entryGroup
	depth, quoted := 0, false
	lastLine := 0 // line where the previous token ended
	for {
		tok, _ := sc.Next()
		if tok.EOF() {
			break
		}
		switch tok.Type {
		case tokOpenString, tokOpenLiteral, tokBadLiteral, tokBang:
			return nil, false
		}
		if depth == 0 && !quoted && (len(gs) == 0 || tok.Pos.Line > lastLine) {
			gs = append(gs, entryGroup{start: tok.Pos.Offset, first: tok.Pos})
		}
		g := &gs[len(gs)-1]
		end := tok.Pos.Offset + len(tok.Value)
		if depth == 0 {
			g.toks = append(g.toks, cgTok{text: tok.Value, typ: tok.Type, off: tok.Pos.Offset, end: end})
		}
		g.end = end
		lastLine = tok.Pos.Line + strings.Count(tok.Value, "\n")
		switch tok.Type {
		case tokLParen:
			depth++
		case tokRParen:
			depth--
			if depth < 0 {
				return nil, false
			}
		}
		quoted = tok.Type == tokQuote || tok.Type == tokFuncQuote
		if depth == 0 && tok.Type == tokRParen {
			g.toks = append(g.toks, cgTok{text: ")", typ: tokRParen, off: tok.Pos.Offset, end: end})
		}
	}
	if depth != 0 {
		return nil, false
	}
	for i := range gs {
		gs[i].cgsuite = isCGSuite(gs[i].toks)
	}
	return gs, true
}

// isCGSuite reports whether an entry group's top-level tokens make it a
// CGSuite line. A group that begins with a quote or a string is Lisp, and
// so is one that begins with "(" unless a bare operator follows the form:
// (1/2 + ^) is Lisp, (1 + 2) * 3 is CGSuite's.
func isCGSuite(toks []cgTok) bool {
	if len(toks) == 0 || toks[0].typ != tokAtom && toks[0].typ != tokLParen {
		return false
	}
	lisp := toks[0].typ == tokLParen
	for i, t := range toks {
		if t.typ != tokAtom || i > 0 && (toks[i-1].typ == tokQuote || toks[i-1].typ == tokFuncQuote) {
			continue // 'x and #'+ are Lisp's
		}
		if i < len(toks)-1 && cgOperators[t.text] && (i > 0 || t.text != "*" && t.text != "|") {
			return true // an operator between forms, or a sign before one
		}
		if lisp {
			continue
		}
		if strings.Contains(outsideBraces(t.text), ":=") || methodSuffix(t.text) {
			return true
		}
		if i+1 < len(toks) && toks[i+1].typ == tokLParen && toks[i+1].off == t.end && callName(t.text) {
			return true
		}
	}
	return false
}

// cgOperators are CGSuite's infix operators.
var cgOperators = map[string]bool{
	"+": true, "-": true, "*": true, "/": true, "==": true, "!=": true, "<=": true, ">=": true,
	"<": true, ">": true, "<>": true, "<|": true, "|>": true, "|": true, "||": true, "|||": true, ":=": true,
}

// outsideBraces returns text with every brace of a game literal, and what
// is inside, removed.
func outsideBraces(text string) string {
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		if text[i] == '{' {
			i = scanBraces(text, i).end
			continue
		}
		b.WriteByte(text[i])
		i++
	}
	return b.String()
}

// methodSuffix reports whether an atom ends in .Name with Name capitalised
// (g.Thermograph, {3|1}.Mean), after something.
func methodSuffix(text string) bool {
	t := outsideBraces(text)
	i := strings.LastIndexByte(t, '.')
	after := i > 0 || i == 0 && len(t) < len(text) // {3|1}.Mean
	return after && i+1 < len(t) && isUpper(t[i+1]) && isIdent(t[i+1:]) && !strings.ContainsRune(text, '!')
}

// callName reports whether an atom is a capitalised name, perhaps after a
// package path (Tiny, game.grid.Domineering), as CGSuite calls a function.
func callName(text string) bool {
	last := text[strings.LastIndexByte(text, '.')+1:]
	return last != "" && isUpper(last[0]) && isIdent(strings.ReplaceAll(text, ".", "_"))
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// isIdent reports whether s is a CGSuite identifier: a letter or _, then
// letters, digits and _.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
		if !letter && (i == 0 || c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// cgTok is a token of a CGSuite line.
type cgTok struct {
	text     string
	typ      lexer.TokenType // a Lisp token type, or one of the cg kinds
	off, end int             // offsets in the source
	pos      Position
}

// Kinds of CGSuite tokens beyond the Lisp ones.
const (
	cgOp     lexer.TokenType = -(iota + 100) // an infix operator
	cgMethod                                 // .Name: text is Name
	cgComma
	cgSemi
)

// cgTokens returns the tokens of a CGSuite entry group's text src[g.start:] to
// the end of its last line: Lisp tokens, with ";" and "," as tokens of
// their own, // comments skipped, and atoms split at ",", ":=" and
// methods.
func cgTokens(file, src string, g entryGroup) ([]cgTok, error) {
	end := g.end
	if k := strings.IndexByte(src[end:], '\n'); k >= 0 {
		end += k
	} else {
		end = len(src)
	}
	sc := &scanner{src: src[:end], i: g.start, pos: g.first}
	var toks []cgTok
	for sc.i < end {
		c := src[sc.i]
		switch {
		case isSpace(c):
			sc.advance(1)
			continue
		case c == ';' || c == ',':
			typ := cgSemi
			if c == ',' {
				typ = cgComma
			}
			toks = append(toks, cgTok{text: string(c), typ: typ, off: sc.i, end: sc.i + 1, pos: pos(file, sc.pos)})
			sc.advance(1)
			continue
		case strings.HasPrefix(src[sc.i:end], "//"):
			sc.advance(end - sc.i)
			continue
		}
		tok, _ := sc.Next()
		if tok.EOF() {
			break
		}
		t := cgTok{text: tok.Value, typ: tok.Type, off: tok.Pos.Offset, end: tok.Pos.Offset + len(tok.Value), pos: pos(file, tok.Pos)}
		switch tok.Type {
		case tokAtom:
			toks = append(toks, splitAtom(file, t, tok.Pos)...)
		case tokString, tokLParen, tokRParen:
			toks = append(toks, t)
		default:
			return nil, &Error{Pos: t.pos, Msg: "a quote has no place in CGSuite's syntax: write the line in Lisp, in parentheses"}
		}
	}
	return toks, nil
}

// splitAtom splits a Lisp atom of a CGSuite line at ",", ":=" and methods
// (outside braces and escapes); an operator alone is an operator.
func splitAtom(file string, t cgTok, at lexer.Position) []cgTok {
	if cgOperators[t.text] {
		t.typ = cgOp
		return []cgTok{t}
	}
	if i := strings.LastIndexByte(t.text, '.'); i > 0 && callName(t.text) && !isUpper(t.text[0]) {
		if _, ok := CGSuiteFunctions[t.text[i+1:]]; ok && strings.HasPrefix(t.text, "game.") {
			return []cgTok{t} // a package path: game.grid.Domineering
		}
	}
	var out []cgTok
	text := t.text
	piece := 0 // start of the current piece
	if len(text) > 1 && text[0] == '-' && isIdent(text[1:2]) {
		// -G is the negative of G, as - G is.
		out = append(out, cgTok{text: "-", typ: cgOp, off: t.off, end: t.off + 1, pos: pos(file, at)})
		piece = 1
	}
	emit := func(from, to int, typ lexer.TokenType, word string) {
		p := at
		advancePos(&p, text[:from])
		out = append(out, cgTok{text: word, typ: typ, off: t.off + from, end: t.off + to, pos: pos(file, p)})
	}
	flush := func(i int) {
		if i > piece {
			emit(piece, i, tokAtom, text[piece:i])
		}
	}
	for i := 0; i < len(text); {
		switch c := text[i]; {
		case c == '{':
			i = scanBraces(text, i).end
		case c == '!':
			i = min(i+2, len(text))
		case c == ',':
			flush(i)
			emit(i, i+1, cgComma, ",")
			i++
			piece = i
		case strings.HasPrefix(text[i:], ":="):
			flush(i)
			emit(i, i+2, cgOp, ":=")
			i += 2
			piece = i
		case c == '.' && i+1 < len(text) && isUpper(text[i+1]): // 1.5 has no capital
			j := i + 1
			for j < len(text) && isIdent(text[i+1:j+1]) {
				j++
			}
			flush(i)
			emit(i, j, cgMethod, text[i+1:j])
			i = j
			piece = i
		default:
			i++
		}
	}
	flush(len(text))
	return out
}

// advancePos moves p past seg, as the scanner counts lines and columns.
func advancePos(p *lexer.Position, seg string) {
	p.Offset += len(seg)
	if k := strings.LastIndexByte(seg, '\n'); k >= 0 {
		p.Line += strings.Count(seg, "\n")
		p.Column = 1 + utf8.RuneCountInString(seg[k+1:])
	} else {
		p.Column += utf8.RuneCountInString(seg)
	}
}
