package games

// Numbers and infinitesimals in the text of a game: a number and the ups,
// stars and tinies joined to it, Tiny(x) and Miny(x) and their glyphs, ups
// and downs, uptimals.

import (
	"strconv"
	"strings"
	"unicode"

	"cgcalc/games/internal/clip"
)

// tiny reads the (x) of Tiny(x) or Miny(x), the name read and the cursor
// at the parenthesis.
func (p *parser) tiny(name string) ID {
	p.pos++
	p.skip()
	at := p.pos
	x := p.expr()
	p.skip()
	end := p.pos
	if p.peek() != ')' {
		p.fail("missing )")
	}
	if !p.s.positive(x) {
		p.pos = at
		p.fail("%s(x) needs a game x > 0, and %s is not", name, strings.TrimSpace(string(p.src[at:end])))
	}
	p.pos++
	return p.s.tinyOf(x, name == "Miny")
}

// subscripts are the subscript digits ₀…₉.
const subscripts = "₀₁₂₃₄₅₆₇₈₉"

// subscriptDigits reads a run of subscript digits as ASCII digits.
func (p *parser) subscriptDigits() string {
	var b strings.Builder
	for !p.eof() && strings.ContainsRune(subscripts, p.peek()) {
		b.WriteByte(byte('0' + strings.IndexRune(subscripts, p.peek())/len("₀")))
		p.pos++
	}
	return b.String()
}

// tinyGlyph reads ⧾ₓ (Tiny(x)) or ⧿ₓ (Miny(x)), x a subscript integer
// or fraction (⧾₁/₂ is Tiny(1/2)).
func (p *parser) tinyGlyph() ID {
	glyph := p.peek()
	p.pos++
	at := p.pos
	lit := p.subscriptDigits()
	if lit == "" {
		p.fail("subscript number expected after %c", glyph)
	}
	if p.peek() == '/' && strings.ContainsRune(subscripts, p.peekAt(1)) {
		p.pos++
		lit += "/" + p.subscriptDigits()
	}
	x, err := ParseDyadic(lit)
	if err != nil {
		p.pos = at
		if strings.Contains(err.Error(), "not a dyadic") {
			p.fail("%s is not a short game", clip.Clip(lit))
		}
		p.fail("%v", err)
	}
	if x.Sign() <= 0 {
		p.pos = at
		p.fail("%c needs a subscript x > 0", glyph)
	}
	return p.s.tinyOf(p.s.Number(x), glyph == '⧿')
}

// tinyOf returns Tiny(x) = {0 || 0 | −x} or Miny(x) = {x | 0 || 0} =
// −Tiny(x) (Winning Ways, ch. 5; Siegel 2013, ch. II), x canonical.
func (s *Store) tinyOf(x ID, miny bool) ID {
	t := s.fromOptions([]ID{Zero}, []ID{s.fromOptions([]ID{Zero}, []ID{s.neg(x)})})
	if miny {
		return s.neg(t)
	}
	return t
}

// tinyNext reports whether Tiny(…), Miny(…), ⧾ or ⧿ is at the cursor.
func (p *parser) tinyNext() bool {
	if r := p.peek(); r == '⧾' || r == '⧿' {
		return true
	}
	i := p.pos
	for i < len(p.src) && isNameRune(p.src[i]) {
		i++
	}
	if w := string(p.src[p.pos:i]); w != "Tiny" && w != "Miny" {
		return false
	}
	for i < len(p.src) && unicode.IsSpace(p.src[i]) {
		i++
	}
	return i < len(p.src) && p.src[i] == '('
}

// numberLed reads a number and what is joined to it.
func (p *parser) numberLed() ID {
	start := p.pos
	if p.peek() == '-' {
		p.pos++
	}
	for !p.eof() && isDigit(p.peek()) {
		p.pos++
	}
	isInt := true
	if p.peek() == '/' || p.peek() == '.' && isDigit(p.peekAt(1)) {
		isInt = false
		p.pos++
		for !p.eof() && isDigit(p.peek()) {
			p.pos++
		}
	}
	lit := string(p.src[start:p.pos])
	x, err := ParseDyadic(lit)
	if err != nil {
		p.pos = start
		if strings.Contains(err.Error(), "not a dyadic") {
			p.fail("%s is not a short game", clip.Clip(lit))
		}
		p.fail("%v", err)
	}
	multiplicity := func() int64 {
		k, ok := x.Int64()
		if !ok {
			p.pos = start
			p.fail("multiplicity %s too large", lit)
		}
		return k
	}
	var part ID // added to the number
	switch r := p.peek(); {
	case isInt && isUpGlyph(r):
		return p.infinitesimal(multiplicity())
	case p.tinyNext():
		// CGSuite prints a number plus Tiny(x) as 2Tiny(x).
		part = p.unary()
	case isInt && (r == '{' || r == '(' || isNameStart(r) && !p.downsNext()):
		k := multiplicity()
		return p.s.mul(p.unary(), k)
	case r == '*' || r == '^' || r == 'v' && p.downsNext():
		part = p.infinitesimal(1)
	case r == '±' || r == '+' && p.peekAt(1) == '-':
		p.pos += 1 + boolInt(r == '+')
		return p.s.add(p.s.Number(x), p.pmOperand(p.ordinal))
	case isUpGlyph(r):
		// Not an integer, so not a multiplicity: added, as printed (1/2↑*).
		part = p.infinitesimal(1)
	default:
		return p.s.Number(x)
	}
	if p.src[start] == '-' {
		p.ledAt, p.ledAlt = start, p.s.add(p.s.Number(x.Neg()), part)
	}
	return p.s.add(p.s.Number(x), part)
}

// downsNext reports whether the word at the cursor is ASCII downs (v, vv,
// v3), not a name.
func (p *parser) downsNext() bool {
	i := p.pos
	for i < len(p.src) && p.src[i] == 'v' {
		i++
	}
	if i == p.pos {
		return false
	}
	for i < len(p.src) && isDigit(p.src[i]) {
		i++
	}
	return i >= len(p.src) || !isNameRune(p.src[i])
}

// infinitesimal reads ups or downs (times k), or one arrow with an
// uptimal index (^<n>, ^[n]), and an optional star.
func (p *parser) infinitesimal(k int64) ID {
	start := p.pos
	var u int64
	unit := int64(0)
	arrows, counted := 0, false
	for !p.eof() {
		var d int64
		switch p.peek() {
		case '↑', '^':
			d = 1
		case '⇑':
			d = 2
		case '↓', 'v':
			d = -1
		case '⇓':
			d = -2
		}
		if d == 0 {
			break
		}
		if unit != 0 && (d > 0) != (unit > 0) {
			p.fail("ups and downs mixed")
		}
		unit = d / abs64(d)
		ascii := p.peek() == '^' || p.peek() == 'v'
		p.pos++
		arrows++
		u += d
		if ascii && isDigit(p.peek()) {
			// CGSuite's ^3, v3: the count of the last arrow.
			n := p.digits()
			u += (n - 1) * d
			counted = true
			break
		}
		if u > 1<<40 || u < -(1<<40) {
			p.fail("too many arrows")
		}
	}
	up := ID(noID) // the uptimal read, if any
	if r := p.peek(); r == '<' || r == '[' {
		if arrows != 1 || counted || abs64(u) != 1 {
			p.fail("write one arrow before %c: ^%cn%c", r, r, map[rune]rune{'<': '>', '[': ']'}[r])
		}
		up = p.uptimal(unit)
		if k != 1 {
			if k > MaxUptimal || k < -MaxUptimal {
				p.pos = start
				p.fail("multiplicity %d of an uptimal too large (at most %d)", k, MaxUptimal)
			}
			up = p.s.mul(up, k)
		}
	}
	var m uint64
	if p.peek() == '*' {
		p.pos++
		m = 1
		if isDigit(p.peek()) {
			m = uint64(p.digits())
		}
	}
	if up != noID {
		return p.s.add(up, p.s.nusNode(NUS{M: m}))
	}
	var ok bool
	if u, ok = mulInt64(u, k); !ok {
		p.fail("up multiple too large")
	}
	if u == 0 && m == 0 && k != 1 {
		p.fail("ups expected")
	}
	return p.s.nusNode(NUS{U: u, M: m})
}

// uptimal reads <n> or [n] after an arrow (unit 1 for up, −1 for down)
// and returns ±↑ⁿ or ±↑[n].
func (p *parser) uptimal(unit int64) ID {
	open := p.peek()
	closing := map[rune]rune{'<': '>', '[': ']'}[open]
	p.pos++
	p.skip()
	at := p.pos
	if !isDigit(p.peek()) {
		p.fail("uptimal index expected after %c", open)
	}
	n := p.digits()
	switch {
	case n < 1:
		p.pos = at
		p.fail("uptimal index must be at least 1")
	case n > MaxUptimal:
		p.pos = at
		p.fail("uptimal index %d too large (at most %d)", n, MaxUptimal)
	}
	p.skip()
	if p.peek() != closing {
		p.fail("missing %c", closing)
	}
	p.pos++
	var g ID
	if open == '<' {
		g = p.s.upNth(int(n))
	} else {
		g = p.s.upSum(int(n))
	}
	if unit < 0 {
		g = p.s.neg(g)
	}
	return g
}

func (p *parser) digits() int64 {
	start := p.pos
	for !p.eof() && isDigit(p.peek()) {
		p.pos++
	}
	n, err := strconv.ParseInt(string(p.src[start:p.pos]), 10, 64)
	if err != nil || n > 1<<40 {
		p.pos = start
		p.fail("number too large")
	}
	return n
}
