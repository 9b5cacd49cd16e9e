package games

// How an uptimal expansion prints: whether CGSuite writes it by glyphs
// (Compact), its glyphs (Text) and CGSuite's expansion text x*m.a₁a₂…aₖ
// (Expansion).

import (
	"strconv"
	"strings"
)

// Compact reports whether CGSuite prints a game of this value by glyphs
// (Text) rather than by its options: k ≤ 1 (a NUS value), a unit or a unit
// sum. Other uptimals print in braces.
func (e UptimalExpansion) Compact() bool { return len(e.A) <= 1 || e.IsUnit() || e.IsUnitSum() }

// bare reports whether the glyphs of e need no parentheses after a prefix
// such as ±: a number, a nimber, or ups alone (CGSuite's rule).
func (e UptimalExpansion) bare() bool {
	return len(e.A) == 0 || e.X.IsZero() && e.M == 0
}

// Text returns e as a game prints, in notation n: for a compact expansion
// (see Compact) the number, then the ups, then the star — ASCII 1^<2>*,
// ^[4], v[3]*2, Unicode 1+↑<2>*, ↑[4], ↓[3]*2 (k ≤ 1 as Printer.NUS prints
// them) — and otherwise the expansion itself (see Expansion).
func (e UptimalExpansion) Text(n Notation) string {
	if !e.Compact() {
		if n == LaTeX {
			return e.LaTeX()
		}
		return e.Expansion()
	}
	if len(e.A) <= 1 {
		return (&Printer{Notation: n}).NUS(NUS{X: e.X, U: e.Coef(1), M: e.M})
	}
	var b strings.Builder
	if !e.X.IsZero() {
		(&Printer{Notation: n}).writeNumber(&b, e.X)
		if n != ASCII && e.X.IsInt() {
			b.WriteByte('+')
		}
	}
	up, down := "↑", "↓"
	switch n {
	case ASCII:
		up, down = "^", "v"
	case LaTeX:
		up, down = texUp, texDown
	}
	if e.A[len(e.A)-1] > 0 {
		b.WriteString(up)
	} else {
		b.WriteString(down)
	}
	k := strconv.Itoa(len(e.A))
	switch {
	case n == LaTeX && e.IsUnit():
		b.WriteString("^{" + k + "}")
	case n == LaTeX:
		b.WriteString("^{[" + k + "]}")
	case e.IsUnit():
		b.WriteString("<" + k + ">")
	default:
		b.WriteString("[" + k + "]")
	}
	writeStar(&b, e.M, n)
	return b.String()
}

// writeStar writes the nimber *m (nothing for m = 0) in notation n.
func writeStar(b *strings.Builder, m uint64, n Notation) {
	star := "*"
	if n == LaTeX {
		star = texStar
	}
	switch {
	case m == 1:
		b.WriteString(star)
	case m > 1:
		b.WriteString(star + strconv.FormatUint(m, 10))
	}
}

// Expansion returns CGSuite's text of the expansion, x*m.a₁a₂…aₖ: the
// number (left out when there is a nimber and the number is 0), the star,
// a point, then one digit per coefficient — 0–9, then A–Z for 10–35,
// (n) beyond — a negative one followed by "-"; ".0" when k = 0. So
// 73/16 + 9·↓ + *8 is 73/16*8.9-, ↑ + 2·↑² + * is *.12.
func (e UptimalExpansion) Expansion() string {
	var b strings.Builder
	if e.M == 0 || !e.X.IsZero() {
		b.WriteString(e.X.String())
	}
	writeStar(&b, e.M, ASCII)
	b.WriteByte('.')
	if len(e.A) == 0 {
		b.WriteByte('0')
	}
	for _, c := range e.A {
		d := c
		if d < 0 {
			d = -d
		}
		switch {
		case d < 10:
			b.WriteByte(byte('0' + d))
		case d < 36:
			b.WriteByte(byte('A' + d - 10))
		default:
			b.WriteString("(" + strconv.FormatInt(d, 10) + ")")
		}
		if c < 0 {
			b.WriteByte('-')
		}
	}
	return b.String()
}
