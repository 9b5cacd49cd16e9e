package loopy

import (
	"slices"
	"strings"
	"unicode"

	"cgcalc/games"
)

// expr reads src, the text of one option (or the whole game) that holds
// loopy words but is not one brace group: a sum of terms joined by + and
// -, each a short game (as the store's parser reads it) or one of the
// forms Printer writes: a named value, a number before a loopy term (2over,
// -1/4v[on], 2Tiny(on)), a glyph form (^[on]*, ↓<over>), Tiny(G) and
// Miny(G), ±G and ±{A,B} (ASCII +-), parentheses, braces, or a term ending
// in CGSuite's method call .Pow(x), .PowTo(x) or .Subordinate(B)
// (parseupow.go). col is the
// column of src[0] in the whole text, for errors.
func (p *lparser) expr(src []rune, col int) *Graph {
	p.enter(col)
	defer p.leave()
	var acc *Graph
	add := func(g *Graph, neg bool) {
		if neg {
			g = g.Neg()
		}
		if acc == nil {
			acc = g
			return
		}
		s, err := Sum(acc, g, maxParseNodes)
		if err != nil {
			p.failErr(col, err)
		}
		acc = s
	}
	depth, from, neg := 0, 0, false
	lastOperand := false // the previous non-space rune ends an operand
	for i := 0; i <= len(src); i++ {
		if i == len(src) {
			add(p.term(src[from:i], col+from), neg)
			break
		}
		c := src[i]
		switch c {
		case '(', '{', '[', '<':
			depth++
		case ')', '}', ']', '>':
			depth--
		}
		binary := depth == 0 && lastOperand && (c == '-' || c == '−' || c == '+' && (i+1 >= len(src) || src[i+1] != '-'))
		if binary {
			add(p.term(src[from:i], col+from), neg)
			neg, from = c != '+', i+1
			lastOperand = false
			continue
		}
		if !unicode.IsSpace(c) {
			lastOperand = !strings.ContainsRune("+-−±(", c) || c == ')'
		}
	}
	return acc
}

// term reads one term of expr.
func (p *lparser) term(src []rune, col int) *Graph {
	p.enter(col)
	defer p.leave()
	// Trim spaces, keeping the column.
	for len(src) > 0 && unicode.IsSpace(src[0]) {
		src, col = src[1:], col+1
	}
	for len(src) > 0 && unicode.IsSpace(src[len(src)-1]) {
		src = src[:len(src)-1]
	}
	t := string(src)
	if t == "" {
		p.failf(col, "missing game")
	}
	if !p.loopyWordsIn(src) {
		return p.sub(t, col, true)
	}
	if g, ok := p.methodTerm(src, col); ok {
		return g
	}
	if pm := plusMinus(t); pm > 0 {
		rest := src[pm:]
		for len(rest) > 0 && unicode.IsSpace(rest[0]) {
			rest, pm = rest[1:], pm+1
		}
		if len(rest) > 0 && rest[0] == '{' && closing(rest, 0) == len(rest)-1 && !topBar(rest[1:len(rest)-1]) {
			var opts []*Graph
			inner := rest[1 : len(rest)-1]
			from, depth := 0, 0
			for i := 0; i <= len(inner); i++ {
				if i < len(inner) {
					switch inner[i] {
					case '(', '{', '[':
						depth++
					case ')', '}', ']':
						depth--
					}
					if inner[i] != ',' || depth != 0 {
						continue
					}
				}
				opts = append(opts, p.sub(string(inner[from:i]), col+pm+1+from, false))
				from = i + 1
			}
			return SwitchOf(opts)
		}
		return SwitchOf([]*Graph{p.term(rest, col+pm)})
	}
	if src[0] == '(' && closing(src, 0) == len(src)-1 {
		return p.expr(src[1:len(src)-1], col+1)
	}
	if (src[0] == '-' || src[0] == '−') && len(src) > 1 && !unicode.IsDigit(src[1]) {
		return p.term(src[1:], col+1).Neg()
	}
	// A number before a loopy term.
	if n := numberPrefix(src); n > 0 && n < len(src) {
		x, err := games.ParseDyadic(strings.Replace(string(src[:n]), "−", "-", 1))
		if err != nil {
			p.failf(col, "%v", err)
		}
		h, err := nusGraph(p.s, x, 0)
		if err != nil {
			p.failErr(col, err)
		}
		rest := p.term(src[n:], col+n)
		sum, err := Sum(h, rest, maxParseNodes)
		if err != nil {
			p.failErr(col, err)
		}
		return sum
	}
	if h, ok := Named(t); ok {
		return h
	}
	if g, ok := p.glyphTerm(src, col); ok {
		return g
	}
	for _, w := range []string{"Tiny(", "Miny("} {
		if strings.HasPrefix(t, w) && closing(src, 4) == len(src)-1 {
			inner := p.sub(string(src[5:len(src)-1]), col+5, false)
			h, err := TinyOf(p.s, inner, w == "Miny(", games.Dyadic{})
			if err != nil {
				p.failErr(col, err)
			}
			return h
		}
	}
	if src[0] == '{' {
		return p.sub(t, col, false)
	}
	// A labelled game, a{0|a}: its labels are its own.
	if i := slices.Index(src, '{'); i > 0 && closing(src, i) == len(src)-1 && p.loopyWord(string(src[:i])) {
		return p.sub(t, col, false)
	}
	p.failf(col, "cannot read %q as a loopy game", t)
	return nil
}

// loopyWordsIn reports whether src holds a loopy word (see loopyWords).
func (p *lparser) loopyWordsIn(src []rune) bool {
	q := &lparser{src: src, labels: p.labels}
	return q.loopyWords(0, len(src))
}

// sub reads text on its own: a short game (short set) by the store's
// parser, otherwise by Parse; errors are shifted to col.
func (p *lparser) sub(text string, col int, short bool) *Graph {
	if short {
		id, err := p.s.Parse(text, nil)
		if err != nil {
			p.failErr(col, err)
		}
		h, err := fromShort(p.s, id, 2*maxParseNodes)
		if err != nil {
			p.failErr(col, err)
		}
		return h
	}
	h, err := parseAt(p.s, text, p.depth)
	if err != nil {
		p.failErr(col, err)
	}
	return h
}

// glyphTerm reads a glyph form: ^ v ↑ or ↓, then [on], <on>, [over] or
// <over>, then an optional star (*, *2, …).
func (p *lparser) glyphTerm(src []rune, col int) (*Graph, bool) {
	if len(src) < 5 {
		return nil, false
	}
	down := false
	switch src[0] {
	case '^', '↑':
	case 'v', '↓':
		down = true
	default:
		return nil, false
	}
	rest := string(src[1:])
	kind, n := GlyphKind(0), 0
	found := false
	for _, k := range glyphKinds {
		if e := k.exponent(); strings.HasPrefix(rest, e) {
			kind, n, found = k, len([]rune(e)), true
			break
		}
	}
	if !found {
		return nil, false
	}
	star := src[1+n:]
	var m uint64
	if len(star) > 0 {
		if star[0] != '*' {
			return nil, false
		}
		m = 1
		if len(star) > 1 {
			m = 0
			for _, d := range star[1:] {
				if d < '0' || d > '9' || m > 1<<20 {
					return nil, false
				}
				m = 10*m + uint64(d-'0')
			}
		}
	}
	g, err := Glyph(p.s, kind, down, games.Dyadic{}, m)
	if err != nil {
		p.failErr(col, err)
	}
	return g, true
}

// plusMinus returns the length of a leading ± or +-, or 0.
func plusMinus(t string) int {
	switch {
	case strings.HasPrefix(t, "±"):
		return 1
	case strings.HasPrefix(t, "+-"):
		return 2
	}
	return 0
}

// numberPrefix returns the length of a leading number (-1/4, 2, 3/2), or
// 0.
func numberPrefix(src []rune) int {
	i := 0
	if i < len(src) && (src[i] == '-' || src[i] == '−') {
		i++
	}
	j := i
	for j < len(src) && unicode.IsDigit(src[j]) {
		j++
	}
	if j == i {
		return 0
	}
	if j+1 < len(src) && src[j] == '/' && unicode.IsDigit(src[j+1]) {
		j++
		for j < len(src) && unicode.IsDigit(src[j]) {
			j++
		}
	}
	return j
}

// closing returns the index of the bracket closing the one at src[open],
// or −1.
func closing(src []rune, open int) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch src[i] {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// topBar reports whether src has a | outside brackets.
func topBar(src []rune) bool {
	depth := 0
	for _, c := range src {
		switch c {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
		case '|':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}
