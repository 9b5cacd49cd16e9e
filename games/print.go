package games

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Notation selects the glyphs games print with.
type Notation uint8

// The notations.
const (
	// Unicode is the default: ↑ ⇑ 3↑ ↓ * *2 ±1, a number joined to its
	// infinitesimal part by +: 1+*, 1/2+↑. A positive integer directly
	// before ↑, ↓, braces, parentheses or a name is a multiplicity: 3↑ is
	// ↑+↑+↑ and 2↑+* is ↑+↑+*.
	Unicode Notation = iota
	// ASCII is CGSuite's: ^ ^^ ^3 v vv v3 * *2 +-1, and a number written
	// directly before its infinitesimal part: 1*, 1/2^, 2v*3.
	ASCII
)

// Printer prints the games of a store.
//
// The rules, applied to every node printed, the whole game and each
// sub-game alike:
//
//  1. A node with a name (Name, or else the Display's names) prints as it.
//  2. A canonical NUS value prints in the notation: 3/8, *2, ⇑*, 1+↑.
//  3. Another canonical game prints as x±y ({x+y|x−y}, numbers), ±G
//     ({G|−G}) or {L1,L2|R1,R2}.
//  4. A form prints as {L1,L2|R1,R2} over its options as built; once the
//     Display marks it (Display.Canon), over the options of its canonical
//     form (or as the number, when that is a number). A form or formal sum
//     that Display.ShowNumber found to be a number prints as that number.
//  5. A formal sum prints its number part first, then its ups and stars,
//     then its summands, largest multiplicity first and, among equal
//     ones, in the order they were created; k copies of G print as kG
//     and −G as -G (G in parentheses when that could misread).
//
// Options print numbers first, in increasing order, then the others in the
// (byte) order of their printed text, so the order does not depend on how a
// game was built.
type Printer struct {
	Store    *Store
	Notation Notation
	// Display, if set, holds the names and the marks the printer follows
	// (rules 1 and 4); nil means no names and nothing marked.
	Display *Display
	// Name, if set, is asked before the Display's names (rule 1).
	Name func(id ID) (string, bool)
	// Limit, if positive, bounds the text in bytes: a game whose text is
	// longer (forms can share sub-games, so text can grow exponentially
	// with the store) prints as its first Limit bytes and "...".
	Limit int

	texts map[ID]string // texts produced by the String call in progress
	depth int           // nesting of the text in progress
}

// maxPrintDepth bounds the nesting the printer follows (within Go's stack);
// deeper parts print as "...".
const maxPrintDepth = 50000

// String returns the printed form of node id.
func (p *Printer) String(id ID) string {
	p.texts = map[ID]string{}
	var b strings.Builder
	p.emit(&b, id)
	return p.cut(b.String())
}

// cut shortens a text beyond the limit, at a character boundary.
func (p *Printer) cut(t string) string {
	if p.Limit <= 0 || len(t) <= p.Limit {
		return t
	}
	i := p.Limit
	for i > 0 && !utf8.RuneStart(t[i]) {
		i--
	}
	return t[:i] + "..."
}

// emit writes the printed form of a node into b. A node is printed into
// b directly unless its text is needed on its own (to sort options), so
// that a chain of nested games prints in time linear in its length.
func (p *Printer) emit(b *strings.Builder, id ID) {
	if t, ok := p.texts[id]; ok {
		b.WriteString(t)
		return
	}
	if p.Limit > 0 && b.Len() > p.Limit {
		return // String cuts the text here anyway
	}
	if p.depth >= maxPrintDepth {
		b.WriteString("...")
		return
	}
	p.depth++
	p.write(b, id)
	p.depth--
}

// text returns the printed form of a node on its own, each node printed
// once however often it occurs. Texts beyond the limit are cut, so the
// work stays within (nodes × Limit).
func (p *Printer) text(id ID) string {
	if t, ok := p.texts[id]; ok {
		return t
	}
	var b strings.Builder
	p.emit(&b, id)
	t := p.cut(b.String())
	p.texts[id] = t
	return t
}

func (p *Printer) name(id ID) (string, bool) {
	if p.Name != nil {
		if n, ok := p.Name(id); ok {
			return n, true
		}
	}
	return p.Display.Name(id)
}

func (p *Printer) write(b *strings.Builder, id ID) {
	if n, ok := p.name(id); ok {
		b.WriteString(n)
		return
	}
	s := p.Store
	switch s.nodes[id].kind {
	case Canonical:
		if v, ok := s.nusOf(id); ok {
			b.WriteString(p.NUS(v))
			return
		}
		p.writeCanonical(b, id)
	case Form:
		if c, ok := p.Display.Shown(id); ok {
			if x, ok := s.NumberValue(c); ok {
				b.WriteString(x.String())
				return
			}
			if l, r, err := s.FormOptions(c); err == nil {
				p.writeBraces(b, l, r)
				return
			}
		}
		l, r := s.options(id)
		p.writeBraces(b, l, r)
	case Sum:
		if c, ok := p.Display.Shown(id); ok {
			if x, ok := s.NumberValue(c); ok {
				b.WriteString(x.String())
				return
			}
		}
		p.writeSum(b, id)
	}
}

// NUS returns the printed form of a NUS value.
func (p *Printer) NUS(v NUS) string {
	if v.IsNumber() {
		return v.X.String()
	}
	var b strings.Builder
	if !v.X.IsZero() {
		b.WriteString(v.X.String())
		if p.Notation == Unicode {
			b.WriteByte('+')
		}
	}
	up, up2, down, down2 := "↑", "⇑", "↓", "⇓"
	if p.Notation == ASCII {
		up, up2, down, down2 = "^", "^^", "v", "vv"
	}
	u, one, two := v.U, up, up2
	if u < 0 {
		u, one, two = -u, down, down2
	}
	switch {
	case u == 1:
		b.WriteString(one)
	case u == 2:
		b.WriteString(two)
	case u > 2:
		// Unicode puts the multiple before the arrow (3↑), CGSuite after (^3).
		n := strconv.FormatUint(uint64(u), 10)
		if p.Notation == Unicode {
			b.WriteString(n + one)
		} else {
			b.WriteString(one + n)
		}
	}
	switch {
	case v.M == 1:
		b.WriteByte('*')
	case v.M > 1:
		b.WriteString("*" + strconv.FormatUint(v.M, 10))
	}
	return b.String()
}

func (p *Printer) pm() string {
	if p.Notation == ASCII {
		return "+-"
	}
	return "±"
}

// writeCanonical prints a canonical game that is not a NUS value.
func (p *Printer) writeCanonical(b *strings.Builder, id ID) {
	s := p.Store
	l, r, err := s.FormOptions(id)
	if err != nil {
		b.WriteString("?")
		return
	}
	if len(l) == 1 && len(r) == 1 {
		x, okX := s.NumberValue(l[0])
		y, okY := s.NumberValue(r[0])
		if okX && okY && x.Cmp(y) > 0 {
			// {x|y} = m ± d with m = (x+y)/2, d = (x−y)/2.
			m, d := x.Add(y).Half(), x.Sub(y).Half()
			if !m.IsZero() {
				b.WriteString(m.String())
			}
			b.WriteString(p.pm() + d.String())
			return
		}
		if n, err := s.Minus(l[0]); err == nil && n == r[0] && !okX {
			b.WriteString(p.pm())
			p.writeOperand(b, l[0])
			return
		}
	}
	p.writeBraces(b, l, r)
}

// writeOperand prints a game after a prefix (±, −, a multiplicity), in
// parentheses when its text could read otherwise.
func (p *Printer) writeOperand(b *strings.Builder, id ID) {
	t := p.text(id)
	if _, named := p.name(id); named || braced(t) || !strings.ContainsAny(t, "+-±0123456789/") {
		b.WriteString(t)
		return
	}
	b.WriteString("(" + t + ")")
}

// braced reports whether t is one {…} group.
func braced(t string) bool {
	if !strings.HasPrefix(t, "{") || !strings.HasSuffix(t, "}") {
		return false
	}
	depth := 0
	for i, c := range t {
		switch c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 && i != len(t)-1 {
				return false
			}
		}
	}
	return true
}

type optionText struct {
	number bool
	x      Dyadic
	text   string
}

func (p *Printer) sortedTexts(ids []ID) []string {
	s := p.Store
	opts := make([]optionText, len(ids))
	for i, id := range ids {
		o := optionText{text: p.text(id)}
		if _, named := p.name(id); !named {
			if x, ok := s.NumberValue(id); ok {
				o.number, o.x = true, x
			} else if c, ok := p.Display.Shown(id); ok {
				o.x, o.number = s.NumberValue(c)
			}
		}
		opts[i] = o
	}
	slices.SortStableFunc(opts, func(a, b optionText) int {
		switch {
		case a.number && b.number:
			return a.x.Cmp(b.x)
		case a.number:
			return -1
		case b.number:
			return 1
		}
		return cmp.Compare(a.text, b.text)
	})
	texts := make([]string, len(opts))
	for i, o := range opts {
		texts[i] = o.text
	}
	return texts
}

func (p *Printer) writeBraces(b *strings.Builder, left, right []ID) {
	b.WriteByte('{')
	p.writeOptions(b, left)
	b.WriteByte('|')
	p.writeOptions(b, right)
	b.WriteByte('}')
}

func (p *Printer) writeOptions(b *strings.Builder, ids []ID) {
	if len(ids) == 1 {
		p.emit(b, ids[0])
		return
	}
	b.WriteString(strings.Join(p.sortedTexts(ids), ","))
}

func (p *Printer) writeSum(b *strings.Builder, id ID) {
	s := p.Store
	part, terms := s.SumParts(id)
	first := true
	if !part.IsZero() {
		b.WriteString(p.NUS(part))
		first = false
	}
	slices.SortStableFunc(terms, func(a, b Term) int {
		if c := cmp.Compare(abs64(b.Mult), abs64(a.Mult)); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	for _, t := range terms {
		k, lead := t.Mult, first
		first = false
		switch {
		case k < 0:
			b.WriteByte('-')
			k = -k
		case !lead:
			b.WriteByte('+')
		}
		if k == 1 && t.Mult > 0 {
			if text := p.text(t.ID); strings.HasPrefix(text, "-") && !lead {
				// "+-" would read as ±.
				b.WriteString("(" + text + ")")
			} else {
				b.WriteString(text)
			}
			continue
		}
		if k != 1 {
			b.WriteString(strconv.FormatInt(k, 10))
		}
		p.writeOperand(b, t.ID)
	}
}

func abs64(k int64) int64 {
	if k < 0 {
		return -k
	}
	return k
}
