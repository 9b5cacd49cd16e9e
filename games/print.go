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
		b.WriteString("...")
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
		b.WriteString(n)
		return
	}
	s := p.Store
	switch s.nodes[id].kind {
	case Canonical:
		p.writeCanonical(b, id, flags)
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
	p.writeNUS(&b, v)
	return b.String()
}

// writeNUS writes the printed form of a NUS value into b.
func (p *Printer) writeNUS(b *strings.Builder, v NUS) {
	if !v.X.IsZero() || v.IsNumber() {
		b.WriteString(v.X.String())
		if v.IsNumber() {
			return
		}
		// Unicode joins an integer by + (3↑ would be a multiple of ↑) and a
		// fraction directly (1/2↑*), unless a multiple follows (1/2+3↑).
		if p.Notation == Unicode && (v.X.IsInt() || v.U > 2 || v.U < -2) {
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
			b.WriteString(n)
			b.WriteString(one)
		} else {
			b.WriteString(one)
			b.WriteString(n)
		}
	}
	writeStar(b, v.M)
}

func (p *Printer) pm() string {
	if p.Notation == ASCII {
		return "+-"
	}
	return "±"
}

// writeOperand prints a game after a prefix (±, −, a multiplicity), in
// parentheses when its text could read otherwise.
func (p *Printer) writeOperand(b *strings.Builder, id ID) {
	t := p.text(id, fTop)
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
	b.WriteByte('{')
	p.writeOptions(b, left)
	b.WriteByte('|')
	p.writeOptions(b, right)
	b.WriteByte('}')
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

func abs64(k int64) int64 {
	if k < 0 {
		return -k
	}
	return k
}

// The shapes of canonical nodes that are not NUS values: how rules 2 and
// 3 print them.
const (
	shapeUptimal = iota // rule 2, an uptimal printed by glyphs
	shapeSwitch         // rule 3a: ±A, ±{A,B}
	shapeNumbers        // rule 3a, Unicode: x±y
	shapeTiny           // rule 3b: x+Tiny(s)
	shapeMiny           // rule 3b: x+Miny(s)
	shapeBraces         // rule 3c
)

// shape is what the printer has worked out about a canonical node that is
// not a NUS value.
type shape struct {
	kind      uint8
	uptimal   bool    // the node is an uptimal (order class classUptimal)
	sorted    bool    // opts is sorted
	bars      uint8   // shapeBraces: the bars between the options
	opts      [2][]ID // the options in CGSuite's order, once sorted
	*shapeExt         // the rest, for the shapes that have it
}

// shapeExt is what only some shapes need.
type shapeExt struct {
	up  UptimalExpansion // uptimal: the expansion
	x   Dyadic           // shapeNumbers: the mean; shapeTiny, shapeMiny: the number x
	d   Dyadic           // shapeNumbers: the half-difference
	sub ID               // shapeTiny, shapeMiny: s
}

// shapeOf returns how canonical node id, not a NUS value, prints, working
// it out once. The pointer is valid until the next shapeOf.
func (p *Printer) shapeOf(id ID) *shape {
	if i, ok := p.shapes[id]; ok {
		return &p.shapeList[i]
	}
	if p.shapes == nil {
		p.shapes = map[ID]int32{}
		p.shapeList = make([]shape, 0, 8)
	}
	s := p.Store
	l, r := s.options(id) // listed: a canonical node that is not NUS
	i := int32(len(p.shapeList))
	p.shapeList = append(p.shapeList, shape{kind: shapeBraces, opts: [2][]ID{l, r}})
	p.shapes[id] = i
	sh := shape{kind: shapeBraces, opts: [2][]ID{l, r}}
	if len(l) == 1 || len(r) == 1 {
		// An uptimal beyond NUS values has one option on a side.
		if e, ok := s.uptimalOf(id); ok {
			sh.uptimal, sh.shapeExt = true, &shapeExt{up: e}
			if e.Compact() {
				sh.kind = shapeUptimal
			}
		}
	}
	if sh.kind == shapeBraces && !sh.uptimal {
		switch {
		case p.Notation == Unicode && p.numberSwitch(&sh, l, r):
		case p.isSwitch(l, r):
			sh.kind = shapeSwitch
		case p.tiny(&sh, l, r):
		}
	}
	p.shapeList[i] = sh
	if sh.kind == shapeSwitch || sh.kind == shapeBraces {
		p.sortOptions(id)
	}
	if sh.kind == shapeBraces {
		bars := 1
		if p.depth < maxPrintDepth {
			p.depth++
			for _, opts := range p.shapeList[i].opts {
				for _, o := range opts {
					bars = max(bars, 1+p.barsOf(o, len(opts) > 1))
				}
			}
			p.depth--
		}
		p.shapeList[i].bars = uint8(bars)
	}
	return &p.shapeList[i]
}

// barsOf returns the bars a canonical option adds to its parent's: 0 if
// it prints with braces (braced: its side has other options) or without
// options (a name, glyphs, ±, Tiny), else its own bars.
func (p *Printer) barsOf(id ID, braced bool) int {
	if braced || p.Store.nodes[id].nus >= 0 {
		return 0
	}
	if _, ok := p.name(id); ok {
		return 0
	}
	sh := p.shapeOf(id)
	if sh.kind != shapeBraces || sh.bars >= maxSlashes {
		return 0
	}
	return int(sh.bars)
}

// numberSwitch reports whether {l|r} is {x|y} for numbers x > y, noting
// its mean and half-difference in sh (Unicode's x±y, rule 3a).
func (p *Printer) numberSwitch(sh *shape, l, r []ID) bool {
	if len(l) != 1 || len(r) != 1 {
		return false
	}
	s := p.Store
	x, okX := s.NumberValue(l[0])
	y, okY := s.NumberValue(r[0])
	if !okX || !okY || x.Cmp(y) <= 0 {
		return false
	}
	sh.kind, sh.shapeExt = shapeNumbers, &shapeExt{x: x.Add(y).Half(), d: x.Sub(y).Half()}
	return true
}

// isSwitch reports whether {l|r}, canonical, equals its negative: its
// Right options are the negatives of its Left options (canonical forms
// are unique, and −{L|R} = {−R|−L}).
func (p *Printer) isSwitch(l, r []ID) bool {
	if len(l) != len(r) || len(l) == 0 {
		return false
	}
	return p.negOf(l, r)
}

// negOf reports whether the canonical games a are the negatives of the
// canonical games b, in some order, without building any negative: x = −y
// exactly when x's Left options are the negatives of y's Right options
// and x's Right options of y's Left options (canonical forms are unique).
func (p *Printer) negOf(a, b []ID) bool {
	if len(a) != len(b) || p.depth >= maxPrintDepth {
		return false
	}
	if len(a) == 1 {
		return p.isNeg(a[0], b[0])
	}
	p.depth++
	defer func() { p.depth-- }()
	used := make([]bool, len(b))
next:
	for _, x := range a {
		for j, y := range b {
			if !used[j] && p.isNeg(x, y) {
				used[j] = true
				continue next
			}
		}
		return false
	}
	return true
}

// isNeg reports whether canonical x = −y.
func (p *Printer) isNeg(x, y ID) bool {
	s := p.Store
	if n := s.nodes[x].neg; n != noID {
		return n == y
	}
	vx, okX := s.nusOf(x)
	vy, okY := s.nusOf(y)
	if okX || okY {
		return okX && okY && vx.X.Equal(vy.X.Neg()) && vx.U == -vy.U && vx.M == vy.M
	}
	xl, xr := s.options(x)
	yl, yr := s.options(y)
	if len(xl) != len(yr) || len(xr) != len(yl) {
		return false
	}
	k := [2]ID{x, y}
	if r, ok := p.negs[k]; ok {
		return r
	}
	p.depth++
	r := p.negOf(xl, yr) && p.negOf(xr, yl)
	p.depth--
	if p.negs == nil {
		p.negs = map[[2]ID]bool{}
	}
	p.negs[k] = r
	return r
}

// tiny reports whether {l|r} is x + Tiny(s) or x + Miny(s) as CGSuite
// recognises them — {x || x | R} with mean(R) < x, s = x − R, and
// {L | x || x} with mean(L) > x, s = L − x — noting x and s in sh.
func (p *Printer) tiny(sh *shape, l, r []ID) bool {
	if len(l) != 1 || len(r) != 1 {
		return false
	}
	s := p.Store
	for _, miny := range []bool{false, true} {
		num, other := l[0], r[0]
		if miny {
			num, other = r[0], l[0]
		}
		x, ok := s.NumberValue(num)
		if !ok || s.nodes[other].nus >= 0 {
			continue // a NUS value other is not {x | R}, R below x
		}
		ol, or := s.options(other)
		if len(ol) != 1 || len(or) != 1 {
			continue
		}
		// Tiny: other = {x | R}; Miny: other = {L | x}.
		near, far := ol[0], or[0]
		if miny {
			near, far = or[0], ol[0]
		}
		if near != num {
			continue
		}
		m, err := s.Mean(far)
		if err != nil || !miny && m.Cmp(x) >= 0 || miny && m.Cmp(x) <= 0 {
			continue
		}
		var sub ID
		if miny {
			sub, err = s.Plus(far, s.Number(x.Neg()))
		} else {
			sub, err = s.Difference(num, far)
		}
		if err == nil {
			sub, err = s.Canonical(sub)
		}
		if err != nil {
			continue
		}
		sh.kind, sh.shapeExt = shapeTiny, &shapeExt{x: x, sub: sub}
		if miny {
			sh.kind = shapeMiny
		}
		return true
	}
	return false
}

// writeCanonical prints canonical node id (rules 2 and 3) with the flags.
func (p *Printer) writeCanonical(b *strings.Builder, id ID, flags uint8) {
	if v, ok := p.Store.nusOf(id); ok {
		par := flags&fParens != 0 && !(v.IsNumber() || v.X.IsZero() && (v.U == 0 || v.M == 0))
		if par {
			b.WriteByte('(')
		}
		p.writeNUS(b, v)
		if par {
			b.WriteByte(')')
		}
		return
	}
	sh := p.shapeOf(id)
	ascii := p.Notation == ASCII
	switch sh.kind {
	case shapeUptimal:
		par := flags&fParens != 0 && !sh.up.bare()
		if par {
			b.WriteByte('(')
		}
		b.WriteString(sh.up.Text(p.Notation))
		if par {
			b.WriteByte(')')
		}
	case shapeNumbers:
		if !sh.x.IsZero() {
			b.WriteString(sh.x.String())
		}
		b.WriteString(p.pm() + sh.d.String())
	case shapeSwitch:
		b.WriteString(p.pm())
		opts := sh.opts[0]
		switch {
		case len(opts) > 1:
			b.WriteByte('{')
			for i, o := range opts {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(p.text(o, fBraces))
			}
			b.WriteByte('}')
		case ascii:
			p.emit(b, opts[0], fBraces|fParens)
		default:
			p.writeOperand(b, opts[0])
		}
	case shapeTiny, shapeMiny:
		par := flags&fParens != 0
		if par {
			b.WriteByte('(')
		}
		if !sh.x.IsZero() {
			b.WriteString(sh.x.String())
			if !ascii {
				b.WriteByte('+')
			}
		}
		if sh.kind == shapeTiny {
			b.WriteString("Tiny(")
		} else {
			b.WriteString("Miny(")
		}
		p.emit(b, sh.sub, fBraces)
		b.WriteByte(')')
		if par {
			b.WriteByte(')')
		}
	case shapeBraces:
		bars := int(sh.bars)
		braced := flags&fBraces != 0 || bars >= maxSlashes
		opts := sh.opts // the shape may move as options print
		if braced {
			b.WriteByte('{')
		}
		for side, ids := range opts {
			if side == 1 {
				b.WriteString("||||"[:bars])
			}
			if len(ids) == 1 {
				p.emit(b, ids[0], 0)
				continue
			}
			for i, o := range ids {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(p.text(o, fBraces))
			}
		}
		if braced {
			b.WriteByte('}')
		}
	}
}

// The order classes of canonical games (CGSuite's): numbers, nimbers,
// uptimals, others.
const (
	classNumber = iota
	classNimber
	classUptimal
	classOther
)

// sortOptions puts the options of canonical node id, not a NUS value, in
// CGSuite's order (see Printer).
func (p *Printer) sortOptions(id ID) {
	sh := p.shapeOf(id)
	if sh.sorted {
		return
	}
	sh.sorted = true
	opts := sh.opts
	for side, ids := range opts {
		if len(ids) > 1 {
			// A copy (the store's list is sorted by ID), in the arena: the
			// lists copied before stay valid when it grows.
			n := len(p.arena)
			p.arena = append(p.arena, ids...)
			ids = p.arena[n:len(p.arena):len(p.arena)]
			slices.SortStableFunc(ids, p.cmpCanonical)
			opts[side] = ids
		}
	}
	p.shapeOf(id).opts = opts
}

// upView is an uptimal's expansion as the order reads it: a NUS value's
// (one coefficient, u) without building its list.
type upView struct {
	x   Dyadic
	a   []int64 // the coefficients, when not nus
	u   int64   // the coefficient of ↑, when nus
	nus bool
	m   uint64
}

func (v *upView) len() int {
	if v.nus {
		return int(min(1, abs64(v.u)))
	}
	return len(v.a)
}

func (v *upView) coef(i int) int64 {
	if v.nus {
		return v.u
	}
	return v.a[i]
}

// cmp orders as UptimalExpansion.cmp.
func (v *upView) cmp(w *upView) int {
	if c := v.x.Cmp(w.x); c != 0 {
		return c
	}
	n, k := v.len(), w.len()
	for i := 0; i < n && i < k; i++ {
		if c := cmp.Compare(v.coef(i), w.coef(i)); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(n, k); c != 0 {
		return c
	}
	return cmp.Compare(v.m, w.m)
}

// classOf returns the order class of canonical node id and, for a number,
// nimber or uptimal, its expansion.
func (p *Printer) classOf(id ID) (int, upView) {
	if v, ok := p.Store.nusOf(id); ok {
		w := upView{x: v.X, u: v.U, nus: true, m: v.M}
		switch {
		case v.IsNumber():
			return classNumber, w
		case v.X.IsZero() && v.U == 0:
			return classNimber, w
		}
		return classUptimal, w
	}
	if sh := p.shapeOf(id); sh.uptimal {
		return classUptimal, upView{x: sh.up.X, a: sh.up.A, m: sh.up.M}
	}
	return classOther, upView{}
}

// cmpCanonical is CGSuite's order of canonical games (see Printer).
func (p *Printer) cmpCanonical(a, b ID) int {
	if a == b {
		return 0
	}
	ca, ea := p.classOf(a)
	cb, eb := p.classOf(b)
	if ca != cb {
		return cmp.Compare(ca, cb)
	}
	if ca != classOther {
		return ea.cmp(&eb)
	}
	if p.depth >= maxPrintDepth {
		return cmp.Compare(a, b)
	}
	p.depth++
	defer func() { p.depth-- }()
	p.sortOptions(a)
	p.sortOptions(b)
	oa, ob := p.shapeOf(a).opts, p.shapeOf(b).opts
	for side := range oa {
		la, lb := oa[side], ob[side]
		for i := 0; i < len(la) && i < len(lb); i++ {
			if c := p.cmpCanonical(la[i], lb[i]); c != 0 {
				return c
			}
		}
		if c := cmp.Compare(len(la), len(lb)); c != 0 {
			return c
		}
	}
	return 0
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
