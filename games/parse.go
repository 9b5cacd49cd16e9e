package games

// Reading games from text: Parse and ParseForm, the parser's cursor and its
// grammar of sums, ordinal sums, unary operators and names. The notations
// of particular games are in parsebraces.go and parseinfinitesimals.go.

import (
	"fmt"
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
//   - the method calls G.Pow(x), G.PowTo(x) for a number x and
//     G.Subordinate(B) (Store.Pow, Store.PowTo, Store.Subordinate;
//     parseupow.go), binding as the Norton product does: ^.Pow(3) is ↑³,
//     ^.PowTo(5).Subordinate('{*|*}') is 5.
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
		if r, ok := p.methodRest(g, alt); ok {
			g = r
			continue
		}
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
