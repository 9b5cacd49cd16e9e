package games

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// ParseError is an error in the text of a game, at a column (counted in
// characters from 1).
type ParseError struct {
	Col int
	Msg string
}

// Error prints the message with its column: "column 3: ...".
func (e *ParseError) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

// maxParseDepth bounds the nesting of braces and parentheses.
const maxParseDepth = 2000

// Parse reads a game written in either notation (see Notation) and returns
// its canonical form. It accepts numbers (3, -1/2, 0.75), ups, downs and
// stars in both notations, ± and +-, sums and differences, parentheses,
// braces with options separated by commas, CGSuite's slashes ({2||1|0} is
// {2|{1|0}}), and names, which resolve looks up (it may be nil).
//
// Juxtaposition follows the notations: a number directly before *, ^ or v
// is added to it (1* is 1+*), an integer directly before ↑, ↓, ⇑, ⇓, {, (
// or a name multiplies it (3↑ is ↑+↑+↑), and x±y is x+(±y).
func (s *Store) Parse(text string, resolve func(name string) (ID, bool)) (id ID, err error) {
	defer s.catch(&err)
	p := &parser{s: s, src: []rune(text), resolve: resolve}
	p.skip()
	if p.eof() {
		return 0, p.errf("empty game")
	}
	g := p.expr()
	p.skip()
	if !p.eof() {
		return 0, p.errf("unexpected %q", string(p.peek()))
	}
	return g, nil
}

type parser struct {
	s       *Store
	src     []rune
	pos     int
	depth   int
	resolve func(string) (ID, bool)
}

func (p *parser) errf(format string, args ...any) error {
	return &ParseError{Col: p.pos + 1, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) fail(format string, args ...any) {
	p.s.fail(p.errf(format, args...))
}

func (p *parser) eof() bool { return p.pos >= len(p.src) }

func (p *parser) peek() rune {
	if p.eof() {
		return 0
	}
	return p.src[p.pos]
}

func (p *parser) peekAt(i int) rune {
	if p.pos+i >= len(p.src) {
		return 0
	}
	return p.src[p.pos+i]
}

func (p *parser) skip() {
	for !p.eof() && unicode.IsSpace(p.peek()) {
		p.pos++
	}
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxParseDepth {
		p.fail("nested more than %d deep", maxParseDepth)
	}
}

// expr := ['+'|'-'] unary {('+'|'-') unary}
func (p *parser) expr() ID {
	p.skip()
	g := Zero
	sign := int64(1)
	switch {
	case p.peek() == '-' && !isDigit(p.peekAt(1)):
		p.pos++
		sign = -1
	case p.peek() == '+' && p.peekAt(1) != '-':
		p.pos++
	}
	for {
		t := p.unary()
		if sign < 0 {
			t = p.s.neg(t)
		}
		g = p.s.add(g, t)
		p.skip()
		switch {
		case p.peek() == '+' && p.peekAt(1) == '-':
			// "+-" is ±: only after a number ("2+-1"); here it is a term.
			sign = 1
		case p.peek() == '+':
			p.pos++
			sign = 1
		case p.peek() == '-':
			p.pos++
			sign = -1
		default:
			return g
		}
		p.skip()
	}
}

func isUpGlyph(r rune) bool { return r == '↑' || r == '⇑' || r == '↓' || r == '⇓' }

func isNameStart(r rune) bool { return unicode.IsLetter(r) || r == '_' }

func isNameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// unary := ('±'|'+-') unary | '-' unary | number-led | infinitesimal
//
//	| '{' options '}' | '(' expr ')' | name
func (p *parser) unary() ID {
	p.skip()
	p.enter()
	defer func() { p.depth-- }()
	start := p.pos
	switch r := p.peek(); {
	case r == 0:
		p.fail("game expected")
	case r == '±' || r == '+' && p.peekAt(1) == '-':
		p.pos += 1 + boolInt(r == '+')
		return p.pm(p.unary())
	case r == '-' && isDigit(p.peekAt(1)):
		// A minus sign directly before a number is the number's: -2v4 is
		// −2 + 4·↓.
		return p.numberLed()
	case r == '-':
		p.pos++
		return p.s.neg(p.unary())
	case isDigit(r) || r == '.':
		return p.numberLed()
	case r == '{':
		p.pos++
		return p.braces()
	case r == '(':
		p.pos++
		g := p.expr()
		p.skip()
		if p.peek() != ')' {
			p.fail("missing )")
		}
		p.pos++
		return g
	case r == '*' || r == '^' || isUpGlyph(r):
		return p.s.nusNode(p.infinitesimal(1))
	case isNameStart(r):
		word := p.word()
		if strings.Trim(word, "v") == "" {
			// ASCII downs: v, vv, v3 (digits were read into the word).
			p.pos = start
			return p.s.nusNode(p.infinitesimal(1))
		}
		if rest := strings.TrimLeft(word, "v"); rest != word && strings.Trim(rest, "0123456789") == "" {
			p.pos = start
			return p.s.nusNode(p.infinitesimal(1))
		}
		return p.name(word, start)
	}
	p.fail("unexpected %q", string(p.peek()))
	return 0
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (p *parser) word() string {
	start := p.pos
	for !p.eof() && isNameRune(p.peek()) {
		p.pos++
	}
	return string(p.src[start:p.pos])
}

func (p *parser) name(word string, start int) ID {
	if p.resolve != nil {
		if id, ok := p.resolve(word); ok {
			return p.s.canonical(id)
		}
	}
	p.pos = start
	p.fail("unknown name %q", word)
	return 0
}

// pm returns ±g = {g | −g}.
func (p *parser) pm(g ID) ID {
	return p.s.fromOptions([]ID{g}, []ID{p.s.neg(g)})
}

// numberLed reads a number and what is joined to it.
func (p *parser) numberLed() ID {
	start := p.pos
	if p.peek() == '-' {
		p.pos++
	}
	for !p.eof() && (p.peek() >= '0' && p.peek() <= '9') {
		p.pos++
	}
	isInt := true
	if p.peek() == '/' || p.peek() == '.' {
		isInt = false
		p.pos++
		for !p.eof() && (p.peek() >= '0' && p.peek() <= '9') {
			p.pos++
		}
	}
	lit := string(p.src[start:p.pos])
	x, err := ParseDyadic(lit)
	if err != nil {
		p.pos = start
		if strings.Contains(err.Error(), "not a dyadic") {
			p.fail("%s is not a short game", lit)
		}
		p.fail("%v", err)
	}
	r := p.peek()
	switch {
	case isInt && isUpGlyph(r):
		k, ok := x.Int64()
		if !ok {
			p.pos = start
			p.fail("multiplicity %s too large", lit)
		}
		return p.s.nusNode(p.infinitesimal(k))
	case isInt && (r == '{' || r == '(' || isNameStart(r) && !p.downsNext()):
		k, ok := x.Int64()
		if !ok {
			p.pos = start
			p.fail("multiplicity %s too large", lit)
		}
		return p.s.mul(p.unary(), k)
	case r == '*' || r == '^' || r == 'v' && p.downsNext():
		v := p.infinitesimal(1)
		v.X = x
		return p.s.nusNode(v)
	case r == '±' || r == '+' && p.peekAt(1) == '-':
		p.pos += 1 + boolInt(r == '+')
		return p.s.add(p.s.Number(x), p.pm(p.unary()))
	case isUpGlyph(r):
		p.fail("write %s+%c for a number plus ups", lit, r)
	}
	return p.s.Number(x)
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
	for i < len(p.src) && p.src[i] >= '0' && p.src[i] <= '9' {
		i++
	}
	return i >= len(p.src) || !isNameRune(p.src[i])
}

// infinitesimal reads ups or downs (times k) and an optional star.
func (p *parser) infinitesimal(k int64) NUS {
	var u int64
	unit := int64(0)
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
		u += d
		if ascii && p.peek() >= '0' && p.peek() <= '9' {
			// CGSuite's ^3, v3: the count of the last arrow.
			n := p.digits()
			u += (n - 1) * d
			break
		}
		if u > 1<<40 || u < -(1<<40) {
			p.fail("too many arrows")
		}
	}
	var ok bool
	if u, ok = mulInt64(u, k); !ok {
		p.fail("up multiple too large")
	}
	var m uint64
	if p.peek() == '*' {
		p.pos++
		m = 1
		if p.peek() >= '0' && p.peek() <= '9' {
			m = uint64(p.digits())
		}
	}
	if u == 0 && m == 0 && k != 1 {
		p.fail("ups expected")
	}
	return NUS{U: u, M: m}
}

func (p *parser) digits() int64 {
	start := p.pos
	for !p.eof() && p.peek() >= '0' && p.peek() <= '9' {
		p.pos++
	}
	n, err := strconv.ParseInt(string(p.src[start:p.pos]), 10, 64)
	if err != nil || n > 1<<40 {
		p.pos = start
		p.fail("number too large")
	}
	return n
}

// braces reads the options of {…} (the '{' is read), with CGSuite's
// slashes: the longest run of bars splits the game, each side being a
// comma list or, if it has bars of its own, one game.
func (p *parser) braces() ID {
	var lists [][]ID
	var bars []int
	var cur []ID
	for {
		p.skip()
		switch p.peek() {
		case '}':
			p.pos++
			lists = append(lists, cur)
			return p.slashes(lists, bars)
		case '|':
			n := 0
			for p.peek() == '|' {
				n++
				p.pos++
			}
			lists = append(lists, cur)
			bars = append(bars, n)
			cur = nil
			continue
		case ',':
			if len(cur) == 0 {
				p.fail("option expected before ,")
			}
			p.pos++
			p.skip()
			if r := p.peek(); r == ',' || r == '|' || r == '}' {
				p.fail("option expected after ,")
			}
			continue
		case 0:
			p.fail("missing }")
		}
		cur = append(cur, p.expr())
		p.skip()
		if p.eof() {
			p.fail("missing }")
		}
		if r := p.peek(); r != ',' && r != '|' && r != '}' {
			p.fail("unexpected %q in braces", string(r))
		}
	}
}

func (p *parser) slashes(lists [][]ID, bars []int) ID {
	if len(bars) == 0 {
		p.fail("missing | in braces")
	}
	top, at := 0, -1
	for i, n := range bars {
		switch {
		case n > top:
			top, at = n, i
		case n == top:
			at = -2
		}
	}
	if at == -2 {
		p.fail("ambiguous bars: use more bars for the outer game")
	}
	side := func(ls [][]ID, bs []int) []ID {
		if len(bs) == 0 {
			return ls[0]
		}
		return []ID{p.slashes(ls, bs)}
	}
	return p.s.fromOptions(side(lists[:at+1], bars[:at]), side(lists[at+1:], bars[at+1:]))
}
