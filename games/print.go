package games

// The Printer: notations, names, and how games, NUS values and formal sums
// print; printshapes.go holds the canonical games that print by their shape.

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
	// Unicode is the default: ↑ ⇑ 3↑ ↓ * *2 ±1, ↑<2> (up-nth) and ↑[3]
	// (↑+↑²+↑³), Tiny(2), an integer joined to its infinitesimal part by +
	// (1+*, 1+↑<2>, 2+Tiny(2)) and a fraction written directly before it
	// (1/2↑*, 3/2*; but 1/2+3↑). A positive integer directly before ↑,
	// ↓, braces, parentheses or a name is a multiplicity: 3↑ is ↑+↑+↑ and
	// 2↑+* is ↑+↑+*.
	Unicode Notation = iota
	// ASCII is CGSuite's: ^ ^^ ^3 v vv v3 * *2 +-1, ^<2>, ^[3], Tiny(2),
	// and a number written directly before its infinitesimal part: 1*,
	// 1/2^, 2v*3, 1^<2>, 2Tiny(2).
	ASCII
	// LaTeX is for papers: math-mode LaTeX, as the books typeset games,
	// built as Unicode prints them (printlatex.go maps each glyph): ↑ is
	// {\uparrow}, ⇑ {\Uparrow}, 3↑ 3{\uparrow}, *2 {\ast}2, 3/4
	// \frac{3}{4}, ±1 \pm 1, ↑<2> {\uparrow}^{2}, ↑[3] {\uparrow}^{[3]},
	// Tiny(2) {+}_{2}, Miny(2) {-}_{2}, an uptimal's expansion .12 with a
	// negative coefficient overlined, and {0||0|-2} \{0 \mathrel{\|} 0
	// \mid -2\}. It needs no package beyond LaTeX itself.
	LaTeX
)

// Printer prints the games of a store.
//
// The rules, applied to every node printed, the whole game and each
// sub-game alike:
//
//  1. A node with a name (Name, or else the Display's names) prints as it.
//  2. A canonical uptimal that CGSuite prints by glyphs prints so (see
//     UptimalExpansion.Text): a NUS value 3/8, *2, ⇑*, 1+↑ (ASCII 3/8, *2,
//     ^^*, 1^), ↑ⁿ as ↑<n> (^<n>), ↑¹+…+↑ⁿ as ↑[n] (^[n]), with a number
//     before and a star after: 1+↑<2>*, ↓[3]*2 (1^<2>*, v[3]*2).
//  3. Another canonical game G prints, the first rule that applies:
//     a. a switch, G = −G, that is {A,B,…|−A,−B,…}, as ±A (±{A,B,…} for
//     more than one option; ASCII +-A, +-{A,B}); in Unicode also any
//     {x|y} of numbers x > y, as x±y: {3|1} is 2±1 but in ASCII {3|1};
//     b. a number x plus a tiny, {x||x|x−s} with the mean of x−s below x,
//     as x+Tiny(s) (ASCII xTiny(s); x left out when 0), and its negative,
//     {x+s|x||x}, as x+Miny(s) (xMiny(s)), s printed as a whole game:
//     {0||0|-2} is Tiny(2), {5||3|1|||0||||0} is Miny({5||3|1});
//     c. otherwise by its options, with CGSuite's slashes: an option that
//     is alone on its side and prints by its options too is written
//     without its braces, and the bars around it are one more than its
//     own: {0||0|↓3} is {0|{0|↓3}}, {3||2*|1*} is {3|{2*|1*}}. An option
//     with four bars, and the whole game, keep their braces. Options on a
//     side with others keep their braces: {0,{0|↓*}|-1}.
//  4. A form prints as {L1,L2|R1,R2} over its options as built; once the
//     Display marks it (Display.Canon), over the options of its canonical
//     form (or as the number, when that is a number). A form or formal sum
//     that Display.ShowNumber found to be a number prints as that number.
//  5. A formal sum prints its number part first, then its ups and stars,
//     then its summands, largest multiplicity first and, among equal
//     ones, in the order they were created; k copies of G print as kG
//     and −G as -G (G in parentheses when that could misread).
//
// A canonical game's options print in CGSuite's order: numbers, increasing;
// then nimbers, increasing; then uptimals, by number part, then by their
// coefficients, then by length, then by nimber; then the others, by their
// Left options (each list in this order, compared element by element),
// then by their Right options. The options of a form print numbers first,
// increasing, then the others in the (byte) order of their printed text.
// Neither order depends on how a game was built.
//
// In ASCII a canonical game without names prints by CGSuite's rules,
// character for character (CGSuite (Siegel), version 2.x: its output of
// canonical short games and uptimals; the display strings of its
// CanonicalShortGameTestCase are checked in the tests).
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

	// The state of the String call in progress, each map made when first
	// needed:
	texts     map[textKey]string // texts produced
	depth     int                // nesting of the text in progress
	shapes    map[ID]int32       // how canonical nodes print: index into shapeList
	shapeList []shape
	arena     []ID           // the sorted option lists
	negs      map[[2]ID]bool // isNeg's answers
}

// textKey names a printed text: a node and the flags it prints with.
type textKey struct {
	id    ID
	flags uint8
}

// The flags of a canonical node's text (CGSuite's forceBrackets and
// forceParens): braces even when it could print with slashes only, and
// parentheses around glyphs that would misread after a prefix (±).
const (
	fBraces uint8 = 1 << iota
	fParens
	fTop = fBraces // a game printed on its own
)

// maxSlashes is the most bars CGSuite writes: a game with four keeps its
// braces.
const maxSlashes = 4

// maxPrintDepth bounds the nesting the printer follows (within Go's stack);
// deeper parts print as "...".
const maxPrintDepth = 50000

// String returns the printed form of node id.
func (p *Printer) String(id ID) string {
	p.texts, p.shapes, p.shapeList, p.arena, p.negs = nil, nil, nil, nil, nil
	var b strings.Builder
	p.emit(&b, id, fTop)
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
func (p *Printer) emit(b *strings.Builder, id ID, flags uint8) {
	if t, ok := p.texts[textKey{id, flags}]; ok {
		b.WriteString(t)
		return
	}
	if p.Limit > 0 && b.Len() > p.Limit {
		return // String cuts the text here anyway
	}
	if p.depth >= maxPrintDepth {
		p.ellipsis(b)
		return
	}
	p.depth++
	p.write(b, id, flags)
	p.depth--
}

// text returns the printed form of a node on its own, each node printed
// once however often it occurs. Texts beyond the limit are cut, so the
// work stays within (nodes × Limit).
func (p *Printer) text(id ID, flags uint8) string {
	k := textKey{id, flags}
	if t, ok := p.texts[k]; ok {
		return t
	}
	var b strings.Builder
	p.emit(&b, id, flags)
	t := p.cut(b.String())
	if p.texts == nil {
		p.texts = map[textKey]string{}
	}
	p.texts[k] = t
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

func (p *Printer) write(b *strings.Builder, id ID, flags uint8) {
	if n, ok := p.name(id); ok {
		p.writeName(b, n)
		return
	}
	s := p.Store
	switch s.nodes[id].kind {
	case Canonical:
		p.writeCanonical(b, id, flags)
	case Form:
		if c, ok := p.Display.Shown(id); ok {
			if x, ok := s.NumberValue(c); ok {
				p.writeNumber(b, x)
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
				p.writeNumber(b, x)
				return
			}
		}
		p.writeSum(b, id)
	}
}

// NUS returns the printed form of a NUS value.
func (p *Printer) NUS(v NUS) string {
	var b strings.Builder
	p.writeNUS(&b, v)
	return b.String()
}

// writeNUS writes the printed form of a NUS value into b.
func (p *Printer) writeNUS(b *strings.Builder, v NUS) {
	if !v.X.IsZero() || v.IsNumber() {
		p.writeNumber(b, v.X)
		if v.IsNumber() {
			return
		}
		// Unicode (and LaTeX) joins an integer by + (3↑ would be a multiple
		// of ↑) and a fraction directly (1/2↑*), unless a multiple follows
		// (1/2+3↑).
		if p.Notation != ASCII && (v.X.IsInt() || v.U > 2 || v.U < -2) {
			b.WriteByte('+')
		}
	}
	up, up2, down, down2 := "↑", "⇑", "↓", "⇓"
	switch p.Notation {
	case ASCII:
		up, up2, down, down2 = "^", "^^", "v", "vv"
	case LaTeX:
		up, up2, down, down2 = texUp, texUp2, texDown, texDown2
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
		if p.Notation != ASCII {
			b.WriteString(n)
			b.WriteString(one)
		} else {
			b.WriteString(one)
			b.WriteString(n)
		}
	}
	writeStar(b, v.M, p.Notation)
}

func (p *Printer) pm() string {
	switch p.Notation {
	case ASCII:
		return "+-"
	case LaTeX:
		return texPM
	}
	return "±"
}

// writeOperand prints a game after a prefix (±, −, a multiplicity), in
// parentheses when its text could read otherwise.
func (p *Printer) writeOperand(b *strings.Builder, id ID) {
	t := p.text(id, fTop)
	if _, named := p.name(id); named || p.bare(t) {
		b.WriteString(t)
		return
	}
	b.WriteString("(" + t + ")")
}

// bare reports whether text t reads as one operand after a prefix: one
// {…} group, or glyphs without a sign, digit or fraction.
func (p *Printer) bare(t string) bool {
	if p.Notation == LaTeX {
		return texBraced(t) || !strings.ContainsAny(t, "+-0123456789") && !strings.Contains(t, texPM)
	}
	return braced(t) || !strings.ContainsAny(t, "+-±0123456789/")
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
		o := optionText{text: p.text(id, fTop)}
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
	p.open(b)
	p.writeOptions(b, left)
	p.bars(b, 1)
	p.writeOptions(b, right)
	p.close(b)
}

func (p *Printer) writeOptions(b *strings.Builder, ids []ID) {
	if len(ids) == 1 {
		p.emit(b, ids[0], fTop)
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
			if text := p.text(t.ID, fTop); strings.HasPrefix(text, "-") && !lead {
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

// GameError is an error about a game of a store, whose message shows the
// game: "{1|⇑||↑} is not all-small". Error prints the game in Unicode;
// Text prints it with the caller's Printer (its notation and names), so
// that a session in ASCII reports {1|^^||^}.
type GameError struct {
	Store *Store
	Game  ID
	Err   error // what is wrong: the message is "G is " and Err's
	// Detail, if set, says more: the message goes on with ": " and its
	// text, which may print games with the printer it is given.
	Detail func(p *Printer) string
}

// gameErrorLimit bounds the text of the game in a GameError's message.
const gameErrorLimit = 80

// Error returns the message with the game in Unicode.
func (e *GameError) Error() string { return e.Text(&Printer{}) }

// Text returns the message with the game printed by p (its Store is the
// error's; its Limit at most 80 bytes).
func (e *GameError) Text(p *Printer) string {
	q := Printer{Store: e.Store, Notation: p.Notation, Display: p.Display, Name: p.Name, Limit: p.Limit}
	if q.Limit <= 0 || q.Limit > gameErrorLimit {
		q.Limit = gameErrorLimit
	}
	msg := q.String(e.Game) + " is " + e.Err.Error()
	if e.Detail != nil {
		msg += ": " + e.Detail(&q)
	}
	return msg
}

// Unwrap returns Err.
func (e *GameError) Unwrap() error { return e.Err }
