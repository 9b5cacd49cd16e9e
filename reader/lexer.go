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
//	            where ! escapes the next character (not a line break)
//	Bang        a ! with nothing to escape (at the end of a line or input)
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
)

// lexDef is the lexer.Definition participle uses.
type lexDef struct{}

var lex lexDef

func (lexDef) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "String": tokString, "OpenString": tokOpenString, "FuncQuote": tokFuncQuote,
		"Quote": tokQuote, "LParen": tokLParen, "RParen": tokRParen, "Atom": tokAtom, "Bang": tokBang,
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
		j := i
		for j < len(src) {
			if src[j] == '!' && j+1 < len(src) && src[j+1] != '\n' {
				_, size := utf8.DecodeRuneInString(src[j+1:])
				j += 1 + size // the escaped character, whatever it is
				continue
			}
			if endsAtom(src[j]) {
				break
			}
			j++
		}
		n = j - i
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
