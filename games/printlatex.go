package games

// The LaTeX notation's glyphs, and the parts of printing that differ by
// notation: numbers, names, braces, bars and uptimal expansions; and a
// dyadic's exact decimal, for coordinates.

import (
	"math/big"
	"strconv"
	"strings"
)

// The glyphs of the LaTeX notation. Arrows and stars are put in braces so
// that TeX spaces them as ordinary symbols (\uparrow alone is a relation,
// \ast a binary operator): 1/2↑ is \frac{1}{2}{\uparrow}, not a relation.
const (
	texUp    = `{\uparrow}`
	texUp2   = `{\Uparrow}`
	texDown  = `{\downarrow}`
	texDown2 = `{\Downarrow}`
	texStar  = `{\ast}`
	texPM    = `\pm `
	texTiny  = `{+}_{` // Tiny(s) is {+}_{s}, the ⧾ with s beneath
	texMiny  = `{-}_{` // Miny(s) is {-}_{s}
	texOpen  = `\{`
	texClose = `\}`
)

// texBars are the LaTeX bars between a game's sides, by their number:
// \mid, then \| for two, as the books set {0||0|-2}.
var texBars = [...]string{1: ` \mid `, 2: ` \mathrel{\|} `, 3: ` \mathrel{|\|} `, 4: ` \mathrel{\|\|} `}

// writeNumber writes the number x in p's notation.
func (p *Printer) writeNumber(b *strings.Builder, x Dyadic) {
	if p.Notation == LaTeX {
		b.WriteString(x.LaTeX())
		return
	}
	b.WriteString(x.String())
}

// open and close write the braces around a game's options.
func (p *Printer) open(b *strings.Builder) {
	if p.Notation == LaTeX {
		b.WriteString(texOpen)
		return
	}
	b.WriteByte('{')
}

func (p *Printer) close(b *strings.Builder) {
	if p.Notation == LaTeX {
		b.WriteString(texClose)
		return
	}
	b.WriteByte('}')
}

// bars writes n bars (1 to 4) between Left's options and Right's.
func (p *Printer) bars(b *strings.Builder, n int) {
	if p.Notation == LaTeX {
		b.WriteString(texBars[n])
		return
	}
	b.WriteString("||||"[:n])
}

// ellipsis writes what stands for a part too deep to print.
func (p *Printer) ellipsis(b *strings.Builder) {
	if p.Notation == LaTeX {
		b.WriteString(`\ldots `)
		return
	}
	b.WriteString("...")
}

// writeName writes a game's name: as it is, or in LaTeX upright
// (\mathrm{GIFT}), its characters that are special to TeX escaped and
// any other than ASCII's letters, digits and punctuation written as ?.
func (p *Printer) writeName(b *strings.Builder, name string) {
	if p.Notation != LaTeX {
		b.WriteString(name)
		return
	}
	b.WriteString(`\mathrm{`)
	b.WriteString(TeXEscape(name))
	b.WriteByte('}')
}

// TeXEscape returns s as text that LaTeX prints as s, in text or in math
// mode: the characters special to TeX escaped (\#, \_, \{, ...), other
// ASCII punctuation and letters as they are, a space as \ , and any
// character beyond ASCII as ?.
func TeXEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == ' ':
			b.WriteString(`\ `)
		case strings.ContainsRune("#$%&_{}", r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\\':
			b.WriteString(`\backslash `)
		case r == '^':
			b.WriteString(`\char94 `)
		case r == '~':
			b.WriteString(`\char126 `)
		case r == '-':
			b.WriteString(`\mbox{-}`) // a hyphen, not a minus sign
		case r > ' ' && r < 0x7f:
			b.WriteRune(r)
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// texBraced reports whether LaTeX text t is one \{…\} group.
func texBraced(t string) bool {
	if !strings.HasPrefix(t, texOpen) || !strings.HasSuffix(t, texClose) {
		return false
	}
	depth := 0
	for i := 0; i < len(t); i++ {
		if t[i] != '\\' || i+1 == len(t) {
			continue
		}
		switch t[i+1] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 && i+2 != len(t) {
				return false
			}
		}
		i++
	}
	return true
}

// LaTeX returns the expansion as Expansion does, in LaTeX, as Siegel
// writes uptimals (Combinatorial Game Theory, II.4): the number, the
// star, a point, one digit per coefficient — (n) beyond 9 — a negative
// one overlined: 73/16 + 9·↓ + *8 is \frac{73}{16}{\ast}8.\overline{9},
// ↑ + 2·↑² + * is {\ast}.12.
func (e UptimalExpansion) LaTeX() string {
	var b strings.Builder
	if e.M == 0 || !e.X.IsZero() {
		b.WriteString(e.X.LaTeX())
	}
	writeStar(&b, e.M, LaTeX)
	b.WriteByte('.')
	if len(e.A) == 0 {
		b.WriteByte('0')
	}
	for _, c := range e.A {
		d := c
		if d < 0 {
			d = -d
		}
		digit := strconv.FormatInt(d, 10)
		if d >= 10 {
			digit = "(" + digit + ")"
		}
		if c < 0 {
			digit = `\overline{` + digit + "}"
		}
		b.WriteString(digit)
	}
	return b.String()
}

// LaTeX returns d as LaTeX typesets it in math mode: 3, -3, \frac{3}{8},
// -\frac{3}{8}.
func (d Dyadic) LaTeX() string {
	if d.IsInt() {
		return d.String()
	}
	num := d.num()
	sign := ""
	if num.Sign() < 0 {
		sign = "-"
		num = new(big.Int).Neg(num)
	}
	return sign + `\frac{` + num.String() + "}{" + d.denom().String() + "}"
}

// Decimal returns d exactly as a decimal fraction, which it is, having
// a power of two below: 3, -3, 0.375, -1.5; m/2^k has k digits after the
// point.
func (d Dyadic) Decimal() string {
	if d.IsInt() {
		return d.String()
	}
	// m/2^k = m·5^k / 10^k.
	k := int64(d.Exp())
	num := d.num()
	sign := ""
	if num.Sign() < 0 {
		sign = "-"
		num = new(big.Int).Neg(num)
	}
	five := new(big.Int).Exp(big.NewInt(5), big.NewInt(k), nil)
	digits := new(big.Int).Mul(num, five).String()
	if len(digits) <= int(k) {
		digits = strings.Repeat("0", int(k)-len(digits)+1) + digits
	}
	cut := len(digits) - int(k)
	return sign + digits[:cut] + "." + digits[cut:]
}
