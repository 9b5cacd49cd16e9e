package games

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"cgcalc/games/internal/clip"
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
// {2|{1|0}}), and names, which resolve looks up (it may be nil). A name is
// a letter or '_' and then letters, digits and '_', or a placeholder: '$'
// and then digits ($1, $2), which package builtins uses to pass the
// values embedded in a game literal to resolve.
//
// Juxtaposition follows the notations: a number directly before *, ^ or v
// is added to it (1* is 1+*), an integer directly before ↑, ↓, ⇑, ⇓, {, (
// or a name multiplies it (3↑ is ↑+↑+↑), and x±y is x+(±y).
//
// It also reads what CGSuite (Siegel), version 2.x, prints:
//
//   - uptimals (Siegel, Combinatorial Game Theory, 2013, ch. II): ^<n> and
//     ↑<n> are ↑ⁿ (Store.UpNth), v<n> and ↓<n> are −↑ⁿ, ^[n] and ↑[n] are
//     ↑[n] = ↑+↑²+…+↑ⁿ (Store.UpSum), v[n] and ↓[n] are −↑[n], for
//     1 ≤ n ≤ MaxUptimal. They join a number and a star as ups do:
//     3/4v[3]* is 3/4 + ↓[3] + *, ^<2>* is ↑² + *, and 3↑<2> is 3·↑².
//   - Tiny(x) = {0||0|−x} and Miny(x) = {x|0||0} for a game x > 0, and the
//     glyphs ⧾ and ⧿ with a subscript number (⧾₂ is Tiny(2), ⧿₁/₂ is
//     Miny(1/2)). A number directly before them is added, as CGSuite
//     prints it: 2Tiny(2) is 2+Tiny(2), -1/2Miny(1) is −1/2+Miny(1).
//   - ±{a,b,…} and +-{a,b,…}, and CGSuite's input form +-(a,b,…), are
//     {a,b,…|−a,−b,…}.
//   - a:b, the ordinal sum (Store.OrdinalSum), and a.u, the Norton product
//     (Store.NortonProduct, u > 0; Winning Ways writes G.U, CGSuite
//     G.NortonProduct(U)). With CGSuite's precedence, juxtaposition binds
//     tightest (2^:1 is (2+↑):1), then . (left to right), then : (left to
//     right: a:b:c is (a:b):c), then a sign, then + and −. So 1+1:1 is
//     1+(1:1), -1:1 is −(1:1) and ±1:1 is ±(1:1); write (-1):1 for the
//     ordinal sum of −1 and 1. Both are taken on canonical forms, except
//     that a base written '{…}' (quoted, as in CGSuite) keeps its options
//     as written: '{*|*}':3 is ↑[3], while {*|*}:3 is 0:3 = 3. A dot between
//     the digits of a number is its decimal point (0.75, .5); elsewhere it
//     is the Norton product: 3.^ is 3.↑ = 3↑, ^.1 is ↑.1 = ↑. CGSuite's
//     printed uptimal expansions (*.12) are not read: CGSuite does not read
//     them either.
func (s *Store) Parse(text string, resolve func(name string) (ID, bool)) (id ID, err error) {
	defer s.catch(&err)
	p := &parser{s: s, src: []rune(text), resolve: resolve, ledAt: -1}
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

// ParseForm is Parse, except that a text which is one quoted form '{…}'
// and nothing else, CGSuite's notation for a form kept as written, gives
// that form (Store.NewForm; its options are the canonical forms of what is
// written), not its canonical form: ParseForm("'{*|*}'") is the form
// {*|*}, whose compounds differ from those of 0 (see compound.go).
func (s *Store) ParseForm(text string, resolve func(name string) (ID, bool)) (id ID, err error) {
	defer s.catch(&err)
	p := &parser{s: s, src: []rune(text), resolve: resolve, ledAt: -1}
	p.skip()
	if p.peek() == '\'' {
		l, r := p.quoted()
		p.skip()
		if p.eof() {
			return s.NewForm(l, r), nil
		}
	}
	return s.Parse(text, resolve)
}

type parser struct {
	s       *Store
	src     []rune
	pos     int
	depth   int
	resolve func(string) (ID, bool)

	// A number-led operand written with a minus sign ("-1/2^") records
	// where it starts and its value read without the sign (1/2+↑): when it
	// turns out to be the base of an ordinal sum, the sign negates the
	// whole sum (see ordinal).
	ledAt  int
	ledAlt ID

	// lists marks, by the position of their opening bracket, the { } with
	// no | of their own and the ( ) with a comma of their own: after ± they
	// are lists of options. Found on first use (optionList).
	lists map[int]bool
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

// expr := ['+'|'-'] term {('+'|'-') term | ('±'|'+-') term}
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
		t := p.term()
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

// term := ('±'|'+-') pm-operand | '-' ordinal | ordinal
//
// As in CGSuite's grammar, a sign applies to a whole ordinal sum: -a:b is
// −(a:b) and ±a:b is ±(a:b).
func (p *parser) term() ID {
	p.skip()
	switch r := p.peek(); {
	case r == '±' || r == '+' && p.peekAt(1) == '-':
		p.pos += 1 + boolInt(r == '+')
		return p.pmOperand(p.ordinal)
	case r == '-' && !isDigit(p.peekAt(1)):
		p.pos++
		return p.s.neg(p.ordinal())
	}
	return p.ordinal()
}

// ordinal := operand {':' operand}, operand := unary {'.' unary}; the
// first operand may be a quoted form '{…}', whose options are kept.
func (p *parser) ordinal() ID {
	p.skip()
	first := p.pos
	var base *[2][]ID
	var g, alt ID
	hasAlt := false
	if p.peek() == '\'' {
		l, r := p.quoted()
		p.skip()
		if p.peek() == ':' {
			base = &[2][]ID{l, r}
		} else {
			g = p.nortonRest(p.s.fromOptions(l, r), nil)
		}
	} else {
		g = p.unary()
		var altp *ID
		if p.src[first] == '-' {
			// The first operand read without its sign, in case it is the
			// base of an ordinal sum: -1:1 is −(1:1), though -1^ is −1+↑.
			hasAlt, altp = true, &alt
			if p.ledAt == first {
				alt = p.ledAlt
			} else {
				alt = p.s.neg(g)
			}
		}
		g = p.nortonRest(g, altp)
	}
	p.skip()
	if p.peek() != ':' {
		return g
	}
	if hasAlt {
		g = alt
	}
	for p.peek() == ':' {
		p.pos++
		h := p.nortonRest(p.unary(), nil)
		if base != nil {
			g = p.s.ordinalSumOf(p.s.NewForm(base[0], base[1]), h)
			base = nil
		} else {
			g = p.s.ordinalSumOf(g, h)
		}
		p.skip()
	}
	if hasAlt {
		g = p.s.neg(g)
	}
	return g
}

// nortonRest reads the Norton products '.' unary … that follow g, and
// applies them to g and, if alt is not nil, to *alt too.
func (p *parser) nortonRest(g ID, alt *ID) ID {
	for {
		p.skip()
		if p.peek() != '.' {
			return g
		}
		p.pos++
		p.skip()
		at := p.pos
		u := p.unary()
		if !p.s.positive(u) {
			p.pos = at
			p.fail("%v", ErrNortonUnit)
		}
		g = p.s.nortonProduct(g, u)
		if alt != nil {
			*alt = p.s.nortonProduct(*alt, u)
		}
	}
}

// ordinalSumOf returns G:H for the forms g and h (Store.OrdinalSum).
func (s *Store) ordinalSumOf(g, h ID) ID {
	c := &compound{s: s, memo: map[[2]ID]ID{}, f: ordinalSum}
	return c.of(g, h)
}

func isUpGlyph(r rune) bool { return r == '↑' || r == '⇑' || r == '↓' || r == '⇓' }

// isNameStart reports whether r begins a name: a letter, '_', or '$',
// which begins a placeholder name $k (see Parse).
func isNameStart(r rune) bool { return unicode.IsLetter(r) || r == '_' || r == '$' }

func isNameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// unary := ('±'|'+-') pm-operand | '-' unary | number-led | infinitesimal
//
//	| '{' options '}' | '(' expr ')' | quoted-form | Tiny(x) | Miny(x)
//	| ⧾ₙ | ⧿ₙ | name
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
		return p.pmOperand(p.unary)
	case r == '-' && isDigit(p.peekAt(1)):
		// A minus sign directly before a number is the number's: -2v4 is
		// −2 + 4·↓.
		return p.numberLed()
	case r == '-':
		p.pos++
		return p.s.neg(p.unary())
	case isDigit(r) || r == '.' && isDigit(p.peekAt(1)):
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
	case r == '\'':
		l, rr := p.quoted()
		return p.s.fromOptions(l, rr)
	case r == '⧾' || r == '⧿':
		return p.tinyGlyph()
	case r == '*' || r == '^' || isUpGlyph(r):
		return p.infinitesimal(1)
	case isNameStart(r):
		word := p.word()
		if strings.Trim(word, "v") == "" {
			// ASCII downs: v, vv, v3 (digits were read into the word).
			p.pos = start
			return p.infinitesimal(1)
		}
		if rest := strings.TrimLeft(word, "v"); rest != word && strings.Trim(rest, "0123456789") == "" {
			p.pos = start
			return p.infinitesimal(1)
		}
		if word == "Tiny" || word == "Miny" {
			if p.skip(); p.peek() == '(' {
				return p.tiny(word)
			}
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
	if p.peek() == '$' {
		p.pos++ // a placeholder: $ and the name runes after it
	}
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
	if word == "Tiny" || word == "Miny" {
		p.fail("write %s(x) for a game x > 0", word)
	}
	p.fail("unknown name %s", clip.Quote(word))
	return 0
}

// pm returns ±g = {g | −g}.
func (p *parser) pm(g ID) ID {
	return p.s.fromOptions([]ID{g}, []ID{p.s.neg(g)})
}

// pmOperand reads what follows ± or +-: a list {a,b,…} or (a,b,…), giving
// {a,b,…|−a,−b,…}, or else one game read by inner, giving ±g.
func (p *parser) pmOperand(inner func() ID) ID {
	p.skip()
	if r := p.peek(); (r == '{' || r == '(') && p.optionList() {
		return p.pmList()
	}
	return p.pm(inner())
}

// optionList reports whether the bracket at the cursor opens a list of
// options for ±: braces with no bar of their own, or parentheses with a
// comma of their own.
func (p *parser) optionList() bool {
	if p.lists == nil {
		p.lists = map[int]bool{}
		type open struct {
			at         int
			bar, comma bool
		}
		var stack []open
		for i, r := range p.src {
			switch r {
			case '{', '(':
				stack = append(stack, open{at: i})
			case '|', ',':
				if len(stack) > 0 {
					top := &stack[len(stack)-1]
					top.bar = top.bar || r == '|'
					top.comma = top.comma || r == ','
				}
			case '}', ')':
				if len(stack) > 0 {
					top := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					if p.src[top.at] == '{' && r == '}' && !top.bar || p.src[top.at] == '(' && r == ')' && top.comma {
						p.lists[top.at] = true
					}
				}
			}
		}
	}
	return p.lists[p.pos]
}

// pmList reads the list of options at the cursor (optionList) and returns
// {a,b,…|−a,−b,…}.
func (p *parser) pmList() ID {
	p.enter()
	defer func() { p.depth-- }()
	closing := map[rune]rune{'{': '}', '(': ')'}[p.peek()]
	p.pos++
	var left []ID
	for {
		p.skip()
		if r := p.peek(); r == closing || r == ',' {
			p.fail("option expected")
		}
		left = append(left, p.expr())
		p.skip()
		switch r := p.peek(); r {
		case ',':
			p.pos++
			continue
		case closing:
			p.pos++
			return p.s.fromOptions(left, mapIDs(left, p.s.neg))
		case 0:
			p.fail("missing %c", closing)
		default:
			p.fail("unexpected %q in the options of ±", string(r))
		}
	}
}

// quoted reads '{…}', a form whose options (canonical forms, slashes read
// as in braces) are kept as written, and returns its options.
func (p *parser) quoted() (left, right []ID) {
	p.enter()
	defer func() { p.depth-- }()
	p.pos++
	if p.peek() != '{' {
		p.fail("{ expected after '")
	}
	p.pos++
	lists, bars := p.braceLists()
	if len(bars) == 0 {
		p.fail("missing | in braces")
	}
	left, right = p.slashSides(lists, bars)
	if p.peek() != '\'' {
		p.fail("missing ' after }")
	}
	p.pos++
	return left, right
}

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

// braces reads the game {…} (the '{' is read).
func (p *parser) braces() ID {
	lists, bars := p.braceLists()
	return p.slashes(lists, bars)
}

// braceLists reads the options of {…} up to and including the '}' (the
// '{' is read): the comma lists between bars, and the lengths of the runs
// of bars.
func (p *parser) braceLists() (lists [][]ID, bars []int) {
	var cur []ID
	for {
		p.skip()
		switch p.peek() {
		case '}':
			p.pos++
			lists = append(lists, cur)
			return lists, bars
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

// slashes returns the canonical game of brace lists and bars, with
// CGSuite's slashes: the longest run of bars splits the game, each side
// being a comma list or, if it has bars of its own, one game.
func (p *parser) slashes(lists [][]ID, bars []int) ID {
	if len(bars) == 0 {
		p.fail("missing | in braces")
	}
	return p.s.fromOptions(p.slashSides(lists, bars))
}

// slashSides returns the Left and Right options of brace lists and bars.
func (p *parser) slashSides(lists [][]ID, bars []int) (left, right []ID) {
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
	return side(lists[:at+1], bars[:at]), side(lists[at+1:], bars[at+1:])
}
