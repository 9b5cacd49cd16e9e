package reader

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Position is a place in a source text. Line and Col are 1-based; Col counts
// runes. The zero Position is "unknown".
type Position struct {
	File string // file name, "-e" or "<stdin>"; may be empty
	Line int
	Col  int
}

// IsValid reports whether the position is known.
func (p Position) IsValid() bool { return p.Line > 0 }

// String returns "file:line:col", "line:col" when the file is unnamed, or "-"
// when the position is unknown.
func (p Position) String() string {
	switch {
	case !p.IsValid():
		return "-"
	case p.File == "":
		return fmt.Sprintf("%d:%d", p.Line, p.Col)
	default:
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	}
}

// A Node is one element of a syntax tree: *List, *Symbol, *Number or *String.
type Node interface {
	// Pos returns the position of the node's first character.
	Pos() Position
	// String returns the node in a form that reads back as an equal node.
	String() string
	node()
}

// List is a parenthesised list (Elems...), or a dotted list (Elems... . Tail)
// when Tail is not nil. The reader also produces lists for 'x, which reads as
// (quote x), and #'f, which reads as (function f).
type List struct {
	Start Position // position of "(" (or of the quote character)
	Elems []Node
	Tail  Node // the element after ".", or nil
}

// Symbol is a symbol. Name is folded to lower case except for escaped
// characters.
type Symbol struct {
	Start Position
	Name  string
}

// Number is an exact rational number literal.
type Number struct {
	Start Position
	Value *big.Rat // never nil; not to be modified
	Text  string   // the atom as written
}

// String is a string literal. Value holds the text with escapes resolved.
type String struct {
	Start Position
	Value string
}

// Pos returns the position of the node's first character.
func (n *List) Pos() Position   { return n.Start }
func (n *Symbol) Pos() Position { return n.Start }
func (n *Number) Pos() Position { return n.Start }
func (n *String) Pos() Position { return n.Start }

func (*List) node()   {}
func (*Symbol) node() {}
func (*Number) node() {}
func (*String) node() {}

// String returns the node as source text that reads back as an equal node.
func (n *List) String() string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

// write prints the list into one builder, so that printing a deeply nested
// list takes time in proportion to its size.
func (n *List) write(b *strings.Builder) {
	b.WriteByte('(')
	for i, e := range n.Elems {
		if i > 0 {
			b.WriteByte(' ')
		}
		writeNode(b, e)
	}
	if n.Tail != nil {
		b.WriteString(" . ")
		writeNode(b, n.Tail)
	}
	b.WriteByte(')')
}

func writeNode(b *strings.Builder, n Node) {
	if l, ok := n.(*List); ok {
		l.write(b)
		return
	}
	b.WriteString(n.String())
}

func (n *Symbol) String() string { return QuoteSymbol(n.Name) }
func (n *Number) String() string { return n.Value.RatString() }
func (n *String) String() string { return QuoteString(n.Value) }

// QuoteSymbol returns name written so that the reader reads it back as the
// same symbol: characters that would end the atom, braces (which make game
// literals), upper-case letters and a leading character that would make
// the atom a number are escaped with '!'.
func QuoteSymbol(name string) string {
	if name == "" {
		return "!" // cannot happen for read symbols; keeps the output visible
	}
	var b strings.Builder
	for _, r := range name {
		if r < utf8.RuneSelf && endsAtom(byte(r)) || r == '{' || r == '}' || r != toLowerRune(r) {
			b.WriteByte('!')
		}
		b.WriteRune(r)
	}
	s := b.String()
	if looksNumeric(name) || name == "." {
		s = "!" + s
	}
	return s
}

// QuoteString returns s as a string literal the reader reads back as s.
func QuoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if strconv.IsPrint(r) || r == ' ' {
				b.WriteRune(r)
			} else {
				fmt.Fprintf(&b, `\u{%x}`, r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
