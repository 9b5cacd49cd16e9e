package reader

import (
	"io"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// The lexer is written by hand: it is the one place that says what a token
// is, for the parser (participle, through lexer.Definition), for the
// pre-scan and NeedsMore, and for OneLine. Tokens:
//
//	String      "..." with \-escapes (the escapes are resolved later)
//	OpenString  a string that the input ends inside
//	FuncQuote   #'
//	Quote       '
//	LParen      (
//	RParen      )
//	Atom        a run of characters other than white space ( ) ' " ; !,
//	            where ! escapes the next character (not a line break), and
//	            where a { opens a game literal: from it to its matching },
//	            nothing ends the atom (scanBraces)
//	Bang        a ! with nothing to escape (at the end of a line or input)
//	OpenLiteral an atom that the input ends inside the braces of
//	BadLiteral  an atom with a } that closes nothing, or a bracket inside
//	            braces closed by the wrong kind (the atom ends there)
//
// White space (space, tab, line feed, carriage return, form feed) and
// comments (; to the end of the line) separate tokens.
const (
	tokString lexer.TokenType = -(iota + 2)
	tokOpenString
	tokFuncQuote
	tokQuote
	tokLParen
	tokRParen
	tokAtom
	tokBang
	tokOpenLiteral
	tokBadLiteral
)

// lexDef is the lexer.Definition participle uses.
type lexDef struct{}

var lex lexDef

func (lexDef) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "String": tokString, "OpenString": tokOpenString, "FuncQuote": tokFuncQuote,
		"Quote": tokQuote, "LParen": tokLParen, "RParen": tokRParen, "Atom": tokAtom, "Bang": tokBang,
		"OpenLiteral": tokOpenLiteral, "BadLiteral": tokBadLiteral,
	}
}

func (lexDef) Lex(file string, r io.Reader) (lexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return newScanner(file, string(src)), nil
}

func (lexDef) LexString(file, src string) (lexer.Lexer, error) { return newScanner(file, src), nil }

// scanner produces the tokens of a text; it never fails.
type scanner struct {
	src string
	i   int
	pos lexer.Position // of src[i]
}

func newScanner(file, src string) *scanner {
	return &scanner{src: src, pos: lexer.Position{Filename: file, Line: 1, Column: 1}}
}

// isSpace reports whether c is white space between tokens.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}

// endsAtom reports whether c cannot be part of an atom (unescaped).
func endsAtom(c byte) bool {
	return isSpace(c) || c == '(' || c == ')' || c == '\'' || c == '"' || c == ';' || c == '!'
}

// Next returns the next token, or the EOF token at the end.
func (s *scanner) Next() (lexer.Token, error) {
	src := s.src
	for s.i < len(src) {
		if c := src[s.i]; isSpace(c) {
			s.advance(1)
		} else if c == ';' {
			n := strings.IndexByte(src[s.i:], '\n')
			if n < 0 {
				n = len(src) - s.i
			}
			s.advance(n)
		} else {
			break
		}
	}
	if s.i >= len(src) {
		return lexer.EOFToken(s.pos), nil
	}
	i := s.i
	typ, n := tokAtom, 0
	switch c := src[i]; {
	case c == '"':
		j := i + 1
		for j < len(src) && src[j] != '"' {
			if src[j] == '\\' {
				j++
			}
			j++
		}
		if j < len(src) {
			typ, n = tokString, j+1-i
		} else {
			typ, n = tokOpenString, len(src)-i
		}
	case c == '#' && i+1 < len(src) && src[i+1] == '\'':
		typ, n = tokFuncQuote, 2
	case c == '\'':
		typ, n = tokQuote, 1
	case c == '(':
		typ, n = tokLParen, 1
	case c == ')':
		typ, n = tokRParen, 1
	case c == '!' && (i+1 == len(src) || src[i+1] == '\n'):
		typ, n = tokBang, 1
	default:
		typ, n = scanAtom(src, i)
	}
	tok := lexer.Token{Type: typ, Value: src[i : i+n], Pos: s.pos}
	s.advance(n)
	return tok, nil
}

// advance moves past n bytes, keeping the position (columns count runes).
func (s *scanner) advance(n int) {
	seg := s.src[s.i : s.i+n]
	s.i += n
	s.pos.Offset += n
	if k := strings.LastIndexByte(seg, '\n'); k >= 0 {
		s.pos.Line += strings.Count(seg, "\n")
		s.pos.Column = 1 + utf8.RuneCountInString(seg[k+1:])
	} else {
		s.pos.Column += utf8.RuneCountInString(seg)
	}
}

// scanAtom returns the type and length of the atom at src[i:]: tokAtom,
// or tokOpenLiteral when the input ends inside its braces, or
// tokBadLiteral when it holds a bracket closed wrongly (the atom then ends
// just after that bracket).
func scanAtom(src string, i int) (lexer.TokenType, int) {
	j := i
	for j < len(src) {
		switch c := src[j]; {
		case c == '!' && j+1 < len(src) && src[j+1] != '\n':
			_, size := utf8.DecodeRuneInString(src[j+1:])
			j += 1 + size // the escaped character, whatever it is
		case c == '{':
			b := scanBraces(src, j)
			switch {
			case b.open:
				return tokOpenLiteral, len(src) - i
			case b.fault >= 0:
				return tokBadLiteral, b.end - i
			}
			j = b.end
		case c == '}':
			return tokBadLiteral, j + 1 - i
		case endsAtom(c):
			return tokAtom, j - i
		default:
			j++
		}
	}
	return tokAtom, j - i
}

// braceScan is what scanBraces finds.
type braceScan struct {
	end   int  // offset just past the matching '}', or past the fault, or len(src)
	open  bool // the input ends inside the braces
	fault int  // offset of the wrong closing bracket, or (open) of the bracket or string left open; -1 if none
	want  byte // the closing bracket expected at fault ('}' or ')'), 0 for a string left open
	from  int  // offset of the bracket that a wrong closing bracket was to close
}

// scanBraces scans the braces of a game literal from the '{' at src[i] to
// its matching '}'. Inside them white space, parentheses, ';', the quote and
// '"' do not end the atom: braces and parentheses must pair up (a '}'
// cannot close a '(', nor a ')' a '{'), a string "..." is skipped whole,
// and '!' escapes the next character, as in Lisp text (a Lisp form inside
// the braces may hold !( or ")"). There are no comments inside braces.
func scanBraces(src string, i int) braceScan {
	var buf [16]int
	stack := append(buf[:0], i) // offsets of the open brackets
	for j := i + 1; j < len(src); j++ {
		switch c := src[j]; c {
		case '{', '(':
			stack = append(stack, j)
		case '}', ')':
			top := stack[len(stack)-1]
			if want := closer(src[top]); c != want {
				return braceScan{end: j + 1, fault: j, want: want, from: top}
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return braceScan{end: j + 1, fault: -1}
			}
		case '"':
			k := j + 1
			for k < len(src) && src[k] != '"' {
				if src[k] == '\\' {
					k++
				}
				k++
			}
			if k >= len(src) {
				return braceScan{end: len(src), open: true, fault: j}
			}
			j = k
		case '!':
			if j+1 < len(src) && src[j+1] != '\n' {
				_, size := utf8.DecodeRuneInString(src[j+1:])
				j += size
			}
		}
	}
	top := stack[len(stack)-1]
	return braceScan{end: len(src), open: true, fault: top, want: closer(src[top])}
}

// closer returns the bracket that closes the bracket open.
func closer(open byte) byte {
	if open == '(' {
		return ')'
	}
	return '}'
}
