package reader

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// LiteralFunc is the function a game literal calls: an atom holding '{'
// reads as the form (game-literal TEXT ARG...), as 'x reads as (quote x).
const LiteralFunc = "game-literal"

// MaxLiteralNesting bounds game literals inside Lisp forms inside game
// literals: each is read again for the literal around it, so the work of
// reading grows with the nesting.
const MaxLiteralNesting = 64

// Literal is the text of a game literal split into game notation and the
// pieces of Lisp embedded in it (SplitLiteral).
type Literal struct {
	// Template is the text with each piece replaced by a placeholder $k,
	// k counting from 1: "{0|-g}" has the template "{0|-$1}".
	Template string
	// Pieces are the pieces of Lisp, in the order of their placeholders.
	Pieces []Piece

	text    string
	start   Position
	offsets []int // for each rune of Template, the byte offset in text of the rune it stands for
}

// Piece is a piece of Lisp embedded in a game literal: a parenthesised form
// or a variable's name.
type Piece struct {
	Text string   // as written
	Pos  Position // of its first character
	Form bool     // a parenthesised Lisp form; otherwise a name
	// Name is the variable a name refers to: its text with letters in
	// lower case, as the reader folds symbols.
	Name string
}

// isWholeName reports whether an option is one Lisp name: words of
// letters, digits and '_' that start with a letter or '_', joined by
// hyphens (my-game), perhaps between asterisks (*depth*). (Written by hand:
// the regular expression it replaces took most of cgcalc's start-up to
// compile; TestWholeNameMatchesPattern checks the two agree.)
func isWholeName(s string) bool {
	if len(s) >= 2 && s[0] == '*' && s[len(s)-1] == '*' {
		s = s[1 : len(s)-1]
	}
	for _, word := range strings.Split(s, "-") {
		for i, r := range word {
			if !(unicode.IsLetter(r) || r == '_' || i > 0 && unicode.IsNumber(r)) {
				return false
			}
		}
		if word == "" {
			return false
		}
	}
	return true
}

// isDownsWord reports whether a word of notation is downs: v, vv, v3.
func isDownsWord(s string) bool {
	t := strings.TrimLeft(s, "v")
	if len(t) == len(s) {
		return false
	}
	return strings.Trim(t, "0123456789") == ""
}

// SplitLiteral splits the text of a game literal, as the lexer scans it (an
// atom holding '{'), that begins at start. The pieces of Lisp in it are:
//
//   - an option of a brace (the text between the brace's '{', ',', runs
//     of '|' and '}', white space trimmed) that is one parenthesised Lisp
//     form: its first element is a name starting with a letter or '_', as
//     in (mplus up up) — but not downs and notation such as v, vv* or v+1,
//     nor Tiny( or Miny( — or an operator made of * + - / < > = followed
//     by white space, as in (* 2 g). Any other parenthesised option is game
//     notation: (-1), (1+*), (v), (Tiny(2)). So (g+1) is a call of the
//     function g+1: write g+1 without parentheses;
//   - an option that is one Lisp name: g, my-game, *depth*;
//   - a name inside notation: a letter or '_' and then letters, digits and
//     '_', as g in -g and 2g+* — except the words of notation: downs (v,
//     vv, v3, in any case) and Tiny or Miny before '(' (in any case; the
//     template spells them Tiny and Miny).
//
// The same name twice is one piece. Comments (;) cannot appear in a game
// literal. Errors are *Error values at their place in the text.
func SplitLiteral(start Position, text string) (*Literal, error) {
	sp := &splitter{src: text, lit: &Literal{text: text, start: start}, names: map[string]int{}}
	if err := sp.pair(); err != nil {
		return nil, err
	}
	if err := sp.notation(0, len(text), 0); err != nil {
		return nil, err
	}
	sp.lit.Template = sp.out.String()
	return sp.lit, nil
}

// Position returns the place in the literal's text of the rune at column
// col of the template (counted from 1, as games.ParseError counts): the
// first character of a piece for its placeholder, the end of the text past
// the template's end.
func (l *Literal) Position(col int) Position {
	off := len(l.text)
	if col >= 1 && col <= len(l.offsets) {
		off = l.offsets[col-1]
	}
	return l.posAt(off)
}

// posAt returns the position of byte offset off of the literal's text.
func (l *Literal) posAt(off int) Position {
	return posIn(l.start, l.text[:off])
}

// posIn returns the position just after seg in a text that begins at
// start; an unknown start gives an unknown position.
func posIn(start Position, seg string) Position {
	if !start.IsValid() {
		return Position{}
	}
	p := start
	if k := strings.LastIndexByte(seg, '\n'); k >= 0 {
		p.Line += strings.Count(seg, "\n")
		p.Col = 1 + utf8.RuneCountInString(seg[k+1:])
	} else {
		p.Col += utf8.RuneCountInString(seg)
	}
	return p
}

// splitter builds a Literal.
type splitter struct {
	src   string
	lit   *Literal
	out   strings.Builder
	names map[string]int // folded name -> placeholder number
	match []int32        // for each bracket of src, the offset of its partner
}

func (sp *splitter) errAt(off int, format string, args ...any) error {
	return &Error{Pos: sp.lit.posAt(off), Msg: fmt.Sprintf(format, args...)}
}

// pair finds the partner of every brace and parenthesis, skipping strings
// and escaped characters as the lexer does, and checks their nesting.
func (sp *splitter) pair() error {
	src := sp.src
	sp.match = make([]int32, len(src))
	var stack []int
	for j := 0; j < len(src); j++ {
		switch c := src[j]; c {
		case '{', '(':
			if len(stack) >= MaxDepth {
				return sp.errAt(j, "game literal nested more than %d deep", MaxDepth)
			}
			stack = append(stack, j)
		case '}', ')':
			if len(stack) == 0 {
				return sp.errAt(j, "%q closes nothing", string(c))
			}
			top := stack[len(stack)-1]
			if want := closer(src[top]); c != want {
				return sp.errAt(j, "unexpected %q in a game literal: %q expected", string(c), string(want))
			}
			stack = stack[:len(stack)-1]
			sp.match[top], sp.match[j] = int32(j), int32(top)
		case '"':
			k := skipString(src, j)
			if k > len(src) {
				return sp.errAt(j, "unterminated string")
			}
			j = k - 1
		case '!':
			j = skipEscape(src, j) - 1
		case ';':
			// The lexer does not see comments inside braces: a comment
			// could hide a bracket that it counted.
			return sp.errAt(j, "a comment cannot appear inside a game literal")
		}
	}
	if len(stack) > 0 {
		top := stack[len(stack)-1]
		return sp.errAt(top, "unfinished game literal: missing %q", string(closer(src[top])))
	}
	return nil
}

// skipString returns the offset just past the string that starts at
// src[i] ('"'), or len(src)+1 when it does not end.
func skipString(src string, i int) int {
	k := i + 1
	for k < len(src) && src[k] != '"' {
		if src[k] == '\\' {
			k++
		}
		k++
	}
	if k >= len(src) {
		return len(src) + 1
	}
	return k + 1
}

// skipEscape returns the offset just past the '!' at src[i] and the
// character it escapes (none before a line break or the end).
func skipEscape(src string, i int) int {
	if i+1 < len(src) && src[i+1] != '\n' {
		_, size := utf8.DecodeRuneInString(src[i+1:])
		return i + 1 + size
	}
	return i + 1
}

// emit writes s to the template, standing for the text at byte offset off
// onwards: each rune of s for the rune at the same place of the text.
func (sp *splitter) emit(s string, off int) {
	for i := range s {
		sp.lit.offsets = append(sp.lit.offsets, off+i)
	}
	sp.out.WriteString(s)
}

// placeholder writes the placeholder of a piece, all of it standing for
// the piece's first character.
func (sp *splitter) placeholder(k, off int) {
	s := "$" + strconv.Itoa(k)
	for range s {
		sp.lit.offsets = append(sp.lit.offsets, off)
	}
	sp.out.WriteString(s)
}

// piece adds the piece src[a:b] (a name unless form) and writes its
// placeholder.
func (sp *splitter) piece(a, b int, form bool) {
	text := sp.src[a:b]
	k := 0
	name := ""
	if !form {
		name = strings.Map(toLowerRune, text)
		k = sp.names[name]
	}
	if k == 0 {
		sp.lit.Pieces = append(sp.lit.Pieces, Piece{Text: text, Pos: sp.lit.posAt(a), Form: form, Name: name})
		k = len(sp.lit.Pieces)
		if !form {
			sp.names[name] = k
		}
	}
	sp.placeholder(k, a)
}

// notation copies the notation src[a:b] to the template, replacing its
// names and the Lisp options of its braces by placeholders. Brackets in
// src[a:b] pair up inside it.
func (sp *splitter) notation(a, b, depth int) error {
	src := sp.src
	for i := a; i < b; {
		c := src[i]
		switch {
		case c == '{':
			if err := sp.braces(i, depth+1); err != nil {
				return err
			}
			i = int(sp.match[i]) + 1
		case c == '"':
			k := skipString(src, i)
			sp.emit(src[i:k], i)
			i = k
		case c == '!':
			k := skipEscape(src, i)
			sp.emit(src[i:k], i)
			i = k
		case c == '$':
			return sp.errAt(i, `unexpected "$" in a game literal`)
		default:
			r, size := utf8.DecodeRuneInString(src[i:])
			if !unicode.IsLetter(r) && r != '_' {
				sp.emit(src[i:i+size], i)
				i += size
				continue
			}
			j := i
			for j < b {
				r, size := utf8.DecodeRuneInString(src[j:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' {
					break
				}
				j += size
			}
			word := src[i:j]
			lower := strings.ToLower(word)
			switch {
			case isDownsWord(lower):
				sp.emit(lower, i)
			case (lower == "tiny" || lower == "miny") && nextIs(src[j:b], '('):
				sp.emit(strings.ToUpper(lower[:1])+lower[1:], i)
			default:
				sp.piece(i, j, false)
			}
			i = j
		}
	}
	return nil
}

// nextIs reports whether the first character of s after white space is c.
func nextIs(s string, c byte) bool {
	s = strings.TrimLeft(s, " \t\n\r\f")
	return s != "" && s[0] == c
}

// braces copies the braces that open at src[i] to the template, each of
// their options a piece of Lisp (see SplitLiteral) or notation.
func (sp *splitter) braces(i, depth int) error {
	src := sp.src
	end := int(sp.match[i])
	sp.emit("{", i)
	a := i + 1
	for a <= end {
		// The option runs to the next ',', '|' or the closing '}' outside
		// brackets and strings.
		b := a
	scan:
		for b < end {
			switch src[b] {
			case ',', '|':
				break scan
			case '{', '(':
				b = int(sp.match[b]) + 1
			case '"':
				b = skipString(src, b)
			case '!':
				b = skipEscape(src, b)
			default:
				b++
			}
		}
		s, t := trimSpace(src, a, b)
		switch opt := src[s:t]; {
		case s < t && src[s] == '(' && int(sp.match[s]) == t-1 && lispForm(opt):
			sp.emit(src[a:s], a)
			sp.piece(s, t, true)
			sp.emit(src[t:b], t)
		case isWholeName(opt) && !isDownsWord(strings.ToLower(opt)):
			sp.emit(src[a:s], a)
			sp.piece(s, t, false)
			sp.emit(src[t:b], t)
		default:
			if err := sp.notation(a, b, depth); err != nil {
				return err
			}
		}
		if b == end {
			sp.emit("}", end)
			return nil
		}
		sp.emit(src[b:b+1], b) // ',' or '|'
		a = b + 1
	}
	return nil
}

// trimSpace returns the bounds of src[a:b] without white space around it.
func trimSpace(src string, a, b int) (int, int) {
	for a < b && isSpace(src[a]) {
		a++
	}
	for b > a && isSpace(src[b-1]) {
		b--
	}
	return a, b
}

// lispForm reports whether the parenthesised option opt is a Lisp form
// rather than game notation in parentheses (see SplitLiteral).
func lispForm(opt string) bool {
	inner := strings.TrimLeft(opt[1:len(opt)-1], " \t\n\r\f")
	end := strings.IndexFunc(inner, func(r rune) bool {
		return r < utf8.RuneSelf && endsAtom(byte(r)) && r != '!'
	})
	if end < 0 {
		end = len(inner)
	}
	head := inner[:end]
	if head == "" {
		return true // ((lambda ...) ...), ("..."), ()
	}
	r, _ := utf8.DecodeRuneInString(head)
	if unicode.IsLetter(r) || r == '_' {
		lower := strings.ToLower(head)
		if isDownsWord(lower) || strings.Trim(lower, "v0123456789/.*^<>[]+-:") == "" {
			return false // (v), (vv*), (v+1/2)
		}
		if (lower == "tiny" || lower == "miny") && end < len(inner) && inner[end] == '(' {
			return false // (Tiny(2))
		}
		return true
	}
	return strings.Trim(head, "*+-/<>=") == "" && end < len(inner) && isSpace(inner[end])
}

// expandLiteral turns the game literal text, an atom at p, into the form
// (game-literal TEXT ARG...): each ARG is a piece of Lisp in the literal,
// a name as a symbol and a form as read, with their positions. in is what
// the atom is inside of.
func expandLiteral(p Position, text string, in nesting) (Node, error) {
	if in.literals >= MaxLiteralNesting {
		return nil, &Error{Pos: p, Msg: fmt.Sprintf("game literals nested inside Lisp forms inside game literals more than %d deep", MaxLiteralNesting)}
	}
	in.lists++
	in.literals++
	lit, err := SplitLiteral(p, text)
	if err != nil {
		return nil, err
	}
	elems := []Node{&Symbol{Start: p, Name: LiteralFunc}, &String{Start: p, Value: text}}
	for _, pc := range lit.Pieces {
		if !pc.Form {
			elems = append(elems, &Symbol{Start: pc.Pos, Name: pc.Name})
			continue
		}
		nodes, err := readAt(pc.Pos, pc.Text, in)
		if err != nil {
			return nil, err
		}
		if len(nodes) != 1 {
			return nil, &Error{Pos: pc.Pos, Msg: "a Lisp form inside braces must be one form"} // not reached: brackets pair up
		}
		elems = append(elems, nodes[0])
	}
	return &List{Start: p, Elems: elems}, nil
}

// readAt reads src, a text that begins at start, with its positions
// counted from there; in is what it is inside of.
func readAt(start Position, src string, in nesting) ([]Node, error) {
	nodes, err := readNested(start.File, src, in)
	dLine, dCol := start.Line-1, start.Col-1
	move := func(q *Position) {
		if q.Line == 1 {
			q.Col += dCol
		}
		q.Line += dLine
	}
	if e, ok := err.(*Error); ok && e.Pos.IsValid() {
		move(&e.Pos)
	}
	for _, n := range nodes {
		walkPositions(n, move)
	}
	return nodes, err
}

// walkPositions calls f with the position of every node of a tree.
func walkPositions(n Node, f func(*Position)) {
	switch x := n.(type) {
	case *List:
		f(&x.Start)
		for _, e := range x.Elems {
			walkPositions(e, f)
		}
		if x.Tail != nil {
			walkPositions(x.Tail, f)
		}
	case *Symbol:
		f(&x.Start)
	case *Number:
		f(&x.Start)
	case *String:
		f(&x.Start)
	}
}

// literalTokenError is the error of a game literal that the input ends
// inside (OpenLiteral) or that holds a wrong closing bracket (BadLiteral).
func literalTokenError(file string, tok lexer.Token) error {
	v := tok.Value
	at := func(off int) Position { return posIn(pos(file, tok.Pos), v[:off]) }
	for j := 0; j < len(v); {
		switch c := v[j]; {
		case c == '!':
			j = skipEscape(v, j)
		case c == '}':
			return &Error{Pos: at(j), Msg: `"}" closes nothing (a game literal starts with "{")`}
		case c == '{':
			b := scanBraces(v, j)
			switch {
			case b.open && b.want == 0:
				return &Error{Pos: at(b.fault), Msg: "unterminated string", Incomplete: true}
			case b.open:
				return &Error{Pos: at(b.fault), Msg: fmt.Sprintf("unfinished game literal: missing %q", string(b.want)), Incomplete: true}
			case b.fault >= 0:
				from := at(b.from)
				return &Error{Pos: at(b.fault), Msg: fmt.Sprintf("unexpected %q in a game literal: the %q at %d:%d is not closed", string(v[b.fault]), string(v[b.from]), from.Line, from.Col)}
			}
			j = b.end
		default:
			j++
		}
	}
	return &Error{Pos: pos(file, tok.Pos), Msg: "bad game literal"} // not reached
}

// hasBrace reports whether the atom text holds a '{' that is not escaped:
// whether it is a game literal.
func hasBrace(text string) bool {
	for j := 0; j < len(text); {
		switch text[j] {
		case '{':
			return true
		case '!':
			j = skipEscape(text, j)
		default:
			j++
		}
	}
	return false
}
