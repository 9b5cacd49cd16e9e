// Package scan is the small text scanner the number parsers of games share
// (ordinals in games/ordinal, surreal numbers in games/surreal): a position
// in a string, spaces skipped, literal tokens accepted, and errors placed at
// a column counted in runes from 1.
package scan

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Scanner reads Text from byte offset Pos.
type Scanner struct {
	Text string
	Pos  int
}

// Errorf returns an error "column N: ..." at the scanner's position.
func (p *Scanner) Errorf(format string, args ...any) error {
	col := utf8.RuneCountInString(p.Text[:min(p.Pos, len(p.Text))]) + 1
	return fmt.Errorf("column %d: %s", col, fmt.Sprintf(format, args...))
}

// Rest returns the text left to read, cut to 12 bytes and an ellipsis.
func (p *Scanner) Rest() string {
	r := p.Text[p.Pos:]
	if len(r) > 12 {
		r = r[:12] + "…"
	}
	return r
}

// Skip passes spaces and returns the position after them.
func (p *Scanner) Skip() int {
	for p.Pos < len(p.Text) {
		r, n := utf8.DecodeRuneInString(p.Text[p.Pos:])
		if !unicode.IsSpace(r) {
			break
		}
		p.Pos += n
	}
	return p.Pos
}

// Peek reports whether the text continues with s after spaces.
func (p *Scanner) Peek(s string) bool {
	p.Skip()
	return strings.HasPrefix(p.Text[p.Pos:], s)
}

// Accept consumes s (after spaces) if the text continues with it.
func (p *Scanner) Accept(s string) bool {
	if p.Peek(s) {
		p.Pos += len(s)
		return true
	}
	return false
}
