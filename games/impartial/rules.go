package impartial

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cgcalc/games/internal/clip"
)

// Ruleset is a heap game: a position is a sum of heaps, and a move
// replaces one heap by what the rules leave of it.
//
// A take-and-break code (Guy and Smith; CGSuite's TBCode, Siegel,
// version 2.x) d0.d1d2d3… gives, for each k, the digit dk whose bits say
// how many heaps removing k counters from one heap may leave:
//
//	bit 1: none (the heap had exactly k counters);
//	bit 2: one;
//	bit 4: two (any sizes);
//	bit 8: three (hexadecimal digits 8–f); bit 16: four (g–v).
//
// Every heap left is non-empty. d0, before the point, is for removing
// nothing, so it may only allow two or more heaps. More digits before it
// add counters: in 80.0 the 8 is for adding one counter and leaving three
// heaps. A tail in brackets repeats for ever: Nim is 0.[3]. A digit may
// also be written {0,2,3+} (the numbers of heaps allowed; "+": that many
// or more), * (any number, none included) or &n; (a base above 32), and
// may be followed by "!" (the heaps left have different sizes), "?" (not
// all the same size) or "=" (all the same size): Grundy's game is 4!.0.
// (A "!" alone before the point, as in !.7, is the older notation for
// "!" on every digit: 0.7!.)
// A subtraction game takes any number in its set from a heap: sub{1,2,5}
// is 0.33003.
//
// "?" on a digit that also allows one heap is read two ways. cgcalc's
// reading, the default, is the one CGSuite's documentation gives ("?" is
// for breaking into heaps that are not all equal; Siegel, CGSuite 1.x,
// TBCode): like "!" and "=", it constrains only moves that leave two or
// more heaps. CGSuite 2.x's program also applies it to a single heap
// left, and then refuses a lone heap of one counter (but not of two or
// more). A code written with the prefix "cgsuite:" is read that way (see
// CGSuiteReading); doc/references.md has the evidence.
type Ruleset struct {
	digits []tbDigit // d0, d1, …, the prefix
	tail   []tbDigit // repeats after the prefix; nil for a finite code
	add    []tbDigit // add[j−1] is the digit for adding j counters
	name   string    // a preset's name, or ""
	sub    []int     // the set of a subtraction game, for printing; nil otherwise
}

// presets are the named rulesets (Winning Ways ch. 4 and 13; Allemang 1984
// for Knots and Grundy's game).
var presets = []struct{ name, code string }{
	{"nim", "0.[3]"},
	{"kayles", "0.77"},
	{"dawsons-kayles", "0.07"},
	{"dawsons-chess", "0.137"},
	{"guiles", "0.15"},
	{"officers", "0.6"},
	{"grundy", "4!.0"},
	{"knots", "4.7"},
	{"tins", "0.04"},
}

// Presets returns the names of the preset rulesets.
func Presets() []string {
	names := make([]string, len(presets))
	for i, p := range presets {
		names[i] = p.name
	}
	return names
}

// Parse reads a ruleset: a preset name (see Presets), a code such as
// 0.77, .137, 4!.0, 0.[3], 0.1[37], 4.7, 0.f, or a subtraction game
// sub{1,2,5}.
func Parse(code string) (*Ruleset, error) {
	c := strings.ToLower(strings.TrimSpace(code))
	if rest, ok := strings.CutPrefix(c, cgsuitePrefix); ok {
		if strings.HasPrefix(strings.TrimSpace(rest), cgsuitePrefix) {
			return nil, fmt.Errorf("bad code %s: %q twice", clip.Quote(code), cgsuitePrefix)
		}
		r, err := Parse(rest)
		if err != nil {
			return nil, err
		}
		return r.CGSuiteReading(), nil
	}
	for _, p := range presets {
		if c == p.name {
			r, err := parseCode(p.code)
			if err != nil {
				panic("impartial: bad preset " + p.code)
			}
			r.name = p.name
			return r, nil
		}
	}
	if strings.HasPrefix(c, "sub") {
		return parseSubtraction(code, c[3:])
	}
	return parseCode(c)
}

func parseSubtraction(code, rest string) (*Ruleset, error) {
	rest = strings.TrimSpace(rest)
	if !strings.HasPrefix(rest, "{") || !strings.HasSuffix(rest, "}") {
		return nil, fmt.Errorf("bad subtraction game %s: write sub{1,2,5}", clip.Quote(code))
	}
	var set []int
	for _, f := range strings.Split(rest[1:len(rest)-1], ",") {
		f = strings.TrimSpace(f)
		var k int
		if _, err := fmt.Sscan(f, &k); err != nil || k < 1 || k > 1<<16 || fmt.Sprint(k) != f {
			return nil, fmt.Errorf("bad subtraction game %s: %s is not a whole number from 1 to 65536", clip.Quote(code), clip.Quote(f))
		}
		set = append(set, k)
	}
	slices.Sort(set)
	set = slices.Compact(set)
	digits := make([]tbDigit, set[len(set)-1]+1)
	for _, k := range set {
		digits[k] = tbDigit{allow: 3}
	}
	return &Ruleset{digits: digits, sub: set}, nil
}

// maxCodeDigits bounds the length of a code.
const maxCodeDigits = 1 << 16

// codeParser reads a take-and-break code, one character at a time.
type codeParser struct {
	code string
	rs   []rune
	i    int
}

func (p *codeParser) errorf(format string, args ...any) error {
	return fmt.Errorf("bad code %s: %s", clip.Quote(p.code), fmt.Sprintf(format, args...))
}

// errAt names the character at rune index i and its column.
func (p *codeParser) errAt(i int, format string, args ...any) error {
	return p.errorf("%s at column %d %s", strconv.QuoteRune(p.rs[i]), i+1, fmt.Sprintf(format, args...))
}

// skip passes spaces and underscores, which only group digits.
func (p *codeParser) skip() {
	for p.i < len(p.rs) && (p.rs[p.i] == ' ' || p.rs[p.i] == '_') {
		p.i++
	}
}

// constraint reads an optional "!", "?" or "=".
func (p *codeParser) constraint() constraint {
	p.skip()
	if p.i < len(p.rs) {
		switch p.rs[p.i] {
		case '!':
			p.i++
			return allUnequal
		case '?':
			p.i++
			return someUnequal
		case '=':
			p.i++
			return allEqual
		}
	}
	return free
}

// digit reads one digit with its constraint, the parser being at its
// first character.
func (p *codeParser) digit() (tbDigit, error) {
	start := p.i
	ch := p.rs[p.i]
	switch {
	case ch == '*':
		p.i++
		return normDigit([]constraint{p.constraint()}, true), nil
	case ch == '&':
		j := p.i + 1
		for j < len(p.rs) && p.rs[j] != ';' {
			j++
		}
		if j == len(p.rs) {
			return tbDigit{}, p.errAt(start, "has no closing ';' (write &33; for the digit 33)")
		}
		text := strings.TrimSpace(string(p.rs[p.i+1 : j]))
		v, err := strconv.ParseUint(text, 10, 64)
		if err != nil || v >= 1<<maxHeapCount || strconv.FormatUint(v, 10) != text {
			return tbDigit{}, p.errAt(start, "begins %q, not a whole number below 2^63", "&"+text+";")
		}
		p.i = j + 1
		return bitsDigit(v, p.constraint()), nil
	case ch == '{':
		return p.set()
	}
	v := strings.IndexRune(base32, unicode.ToUpper(ch))
	if v < 0 || ch > unicode.MaxASCII {
		switch ch {
		case '!', '?', '=':
			return tbDigit{}, p.errAt(start, "follows no digit")
		case '}', ';', '+', ',':
			return tbDigit{}, p.errAt(start, "is out of place")
		}
		return tbDigit{}, p.errAt(start, "is not a digit (0-9, a-v, *, {...} or &n;)")
	}
	p.i++
	return bitsDigit(uint64(v), p.constraint()), nil
}

// withConstraint returns d with constraint c for every number of heaps.
func withConstraint(d tbDigit, c constraint) tbDigit {
	cs := make([]constraint, d.top()+1)
	for h := range cs {
		cs[h] = disallowed
		if d.allows(h) {
			cs[h] = c
		}
	}
	return normDigit(cs, d.more)
}

// bitsDigit is the digit whose bit h allows h heaps, all with constraint c.
func bitsDigit(v uint64, c constraint) tbDigit {
	var cs []constraint
	for h := 0; v>>h != 0; h++ {
		if v&(1<<h) != 0 {
			cs = append(cs, c)
		} else {
			cs = append(cs, disallowed)
		}
	}
	return normDigit(cs, false)
}

// set reads {h,h,…} with an optional "+" after the last number, each
// number with an optional constraint, or one constraint after the "}".
func (p *codeParser) set() (tbDigit, error) {
	open := p.i
	end := p.i
	for end < len(p.rs) && p.rs[end] != '}' {
		end++
	}
	if end == len(p.rs) {
		return tbDigit{}, p.errAt(open, "has no closing '}'")
	}
	var cs []constraint
	more, explicit := false, false
	var consAt []int // rune indexes of the constraints inside
	p.i = open + 1
	for {
		p.skip()
		numStart := p.i
		for p.i < end && p.rs[p.i] >= '0' && p.rs[p.i] <= '9' {
			p.i++
		}
		if p.i == numStart {
			if p.i < end {
				return tbDigit{}, p.errAt(p.i, "in {...}: want a number of heaps from 0 to %d", maxHeapCount)
			}
			return tbDigit{}, p.errAt(open, "begins a set with a missing number of heaps")
		}
		h, err := strconv.Atoi(string(p.rs[numStart:p.i]))
		if err != nil || h > maxHeapCount {
			return tbDigit{}, p.errAt(numStart, "begins %s: more than %d heaps", string(p.rs[numStart:p.i]), maxHeapCount)
		}
		at := p.i
		c := p.constraint()
		if c != free {
			explicit = true
			consAt = append(consAt, at)
		}
		for len(cs) <= h {
			cs = append(cs, disallowed)
		}
		if cs[h] != disallowed && cs[h] != c {
			return tbDigit{}, p.errAt(numStart, "in {...}: %d heaps twice, with different constraints", h)
		}
		cs[h] = c
		p.skip()
		if p.i < end && p.rs[p.i] == '+' {
			more = true
			p.i++
			p.skip()
			if p.i != end {
				return tbDigit{}, p.errAt(p.i-1, "may only follow the last number in {...}")
			}
		}
		if p.i == end {
			break
		}
		if p.rs[p.i] != ',' {
			return tbDigit{}, p.errAt(p.i, "in {...}: want a comma between numbers of heaps")
		}
		p.i++
	}
	p.i = end + 1
	after := p.i
	if g := p.constraint(); g != free {
		if explicit {
			return tbDigit{}, p.errAt(after, "after {...} as well as %s at column %d inside", strconv.QuoteRune(p.rs[consAt[0]]), consAt[0]+1)
		}
		for h := range cs {
			if cs[h] != disallowed {
				cs[h] = g
			}
		}
	}
	return normDigit(cs, more), nil
}

func parseCode(c string) (*Ruleset, error) {
	p := &codeParser{code: c, rs: []rune(c)}
	if len(c) > maxCodeDigits {
		return nil, p.errorf("more than %d digits", maxCodeDigits)
	}
	if !strings.Contains(c, ".") {
		return nil, p.errorf("no point (codes look like 0.77 or 4!.0)")
	}
	var before, after, tail []tbDigit
	inAfter, inTail, allBang := false, false, false
	for p.skip(); p.i < len(p.rs); p.skip() {
		at := p.i
		switch p.rs[p.i] {
		case '.':
			if inAfter {
				return nil, p.errAt(at, "is a second point")
			}
			inAfter = true
			p.i++
			continue
		case '[':
			if !inAfter {
				return nil, p.errAt(at, "comes before the point: the repeating tail [...] comes after it")
			}
			if inTail || tail != nil {
				return nil, p.errAt(at, "begins a second repeating tail")
			}
			inTail = true
			tail = []tbDigit{}
			p.i++
			continue
		case ']':
			if !inTail {
				return nil, p.errAt(at, "closes no '['")
			}
			p.i++
			if p.skip(); p.i != len(p.rs) {
				return nil, p.errorf("the repeating tail [...] must end the code")
			}
			if len(tail) == 0 {
				return nil, p.errorf("empty repeating tail []")
			}
			inTail = false
			continue
		}
		if p.rs[p.i] == '!' && !inAfter && len(before) == 0 {
			// The old notation's lone "!" before the point (!.7): every
			// digit's splits are into different heaps.
			allBang = true
			p.i++
			continue
		}
		d, err := p.digit()
		if err != nil {
			return nil, err
		}
		switch {
		case inTail:
			tail = append(tail, d)
		case inAfter:
			after = append(after, d)
		default:
			before = append(before, d)
		}
	}
	if !inAfter {
		return nil, p.errorf("no point (codes look like 0.77 or 4!.0)")
	}
	if inTail {
		return nil, p.errorf("missing ]")
	}
	if allBang {
		for _, ds := range [][]tbDigit{before, after, tail} {
			for i, d := range ds {
				ds[i] = withConstraint(d, allUnequal)
			}
		}
	}
	r := &Ruleset{}
	d0 := tbDigit{}
	if len(before) > 0 {
		d0 = before[len(before)-1]
		for j := len(before) - 2; j >= 0; j-- {
			r.add = append(r.add, before[j])
		}
	}
	if d0.allows(0) || d0.allows(1) {
		return nil, p.errorf("the digit before the point, %v, may only split heaps (leave two or more, as 4, 8 or c do)", d0)
	}
	// Normal form (CGSuite's): no zero digits far from the point, no
	// all-zero tail, and no zeros at the end of a finite code.
	for len(r.add) > 0 && r.add[len(r.add)-1].isZero() {
		r.add = r.add[:len(r.add)-1]
	}
	if len(r.add) == 0 {
		r.add = nil
	}
	r.digits = append([]tbDigit{d0}, after...)
	if tail != nil && !slices.ContainsFunc(tail, func(d tbDigit) bool { return !d.isZero() }) {
		tail = nil
	}
	r.tail = tail
	for len(r.digits) > 1 && r.digits[len(r.digits)-1].isZero() && r.tail == nil {
		r.digits = r.digits[:len(r.digits)-1]
	}
	return r, nil
}

// cgsuitePrefix before a code asks for CGSuite 2.x's reading of "?".
const cgsuitePrefix = "cgsuite:"

// CGSuiteReading returns r read as CGSuite 2.x's program reads "?" on a
// digit that also allows one heap: a move may leave a single heap only if
// it has two counters or more. (CGSuite's digits give a constraint shared
// by every number of heaps from two up to the numbers zero and one as
// well, which normDigit copies; its traversal of the options then refuses
// a lone heap of one counter under "?", and keeps the other constraints
// as no condition on one heap.) Where no digit of r allows one heap under
// "?", the two readings agree and r itself is returned.
func (r *Ruleset) CGSuiteReading() *Ruleset {
	changed := false
	mark := func(ds []tbDigit) []tbDigit {
		if ds == nil {
			return nil
		}
		out := slices.Clone(ds)
		for i, d := range out {
			if d.allows(1) && d.cons(1) == someUnequal && !d.loneTwo {
				out[i].loneTwo = true
				changed = true
			}
		}
		return out
	}
	c := *r
	c.add, c.digits, c.tail = mark(r.add), mark(r.digits), mark(r.tail)
	if !changed {
		return r
	}
	c.name = ""
	return &c
}

// IsCGSuiteReading reports whether r reads "?" as CGSuite 2.x's program
// does somewhere it matters (see CGSuiteReading); Code then begins with
// "cgsuite:".
func (r *Ruleset) IsCGSuiteReading() bool {
	return slices.ContainsFunc(r.allDigits(), func(d tbDigit) bool { return d.loneTwo })
}

// String returns the ruleset's name or standard code: 0.77, 4!.0, 0.[3].
func (r *Ruleset) String() string {
	if r.name != "" {
		return r.name
	}
	return r.Code()
}

// Code returns the standard code, also for presets, printed as CGSuite
// (Siegel, version 2.x) prints it: base-32 digits in capitals, 04.30 as
// 4.3, 0.{1,2!} as 0.6!; a subtraction game as sub{1,2,5}. A code read
// with CGSuite 2.x's "?" (CGSuiteReading) begins with "cgsuite:", so that
// the two readings never share a name.
func (r *Ruleset) Code() string {
	if r.sub != nil {
		parts := make([]string, len(r.sub))
		for i, k := range r.sub {
			parts[i] = fmt.Sprint(k)
		}
		return "sub{" + strings.Join(parts, ",") + "}"
	}
	var b strings.Builder
	if r.IsCGSuiteReading() {
		b.WriteString(cgsuitePrefix)
	}
	for j := len(r.add) - 1; j >= 0; j-- {
		b.WriteString(r.add[j].String())
	}
	b.WriteString(r.digits[0].String())
	b.WriteByte('.')
	for _, d := range r.digits[1:] {
		b.WriteString(d.String())
	}
	if r.tail != nil {
		b.WriteByte('[')
		for _, d := range r.tail {
			b.WriteString(d.String())
		}
		b.WriteByte(']')
	}
	if len(r.digits) == 1 && r.tail == nil {
		b.WriteByte('0')
	}
	return b.String()
}

// digit returns dk; k < 0 is for adding −k counters.
func (r *Ruleset) digit(k int) tbDigit {
	switch {
	case k < 0:
		if -k-1 < len(r.add) {
			return r.add[-k-1]
		}
		return tbDigit{}
	case k < len(r.digits):
		return r.digits[k]
	case r.tail == nil:
		return tbDigit{}
	}
	return r.tail[(k-len(r.digits))%len(r.tail)]
}

// Digit returns the octal or hexadecimal digit dk, the digit for
// removing k counters, of a plain code (see Plain): bit h allows h heaps.
// For other codes it gives only the bits for up to three heaps, without
// constraints.
func (r *Ruleset) Digit(k int) uint8 {
	if k < 0 {
		return 0
	}
	return r.digit(k).plainBits()
}

// Finite reports whether the code is finite (no repeating tail): then
// MaxRemoval is the most a move removes.
func (r *Ruleset) Finite() bool { return r.tail == nil }

// MaxRemoval returns the largest k with dk ≠ 0 of a finite code.
func (r *Ruleset) MaxRemoval() int { return len(r.digits) - 1 }

// MaxAdded returns the most counters a move adds (digits before d0), 0
// for most codes.
func (r *Ruleset) MaxAdded() int { return len(r.add) }

// Distinct reports whether the heaps of every split must differ: the
// digits that split all carry "!". Only meaningful for plain codes.
func (r *Ruleset) Distinct() bool {
	bang := false
	for _, d := range r.allDigits() {
		if d.allow&^3 == 0 {
			continue
		}
		if d.unequal&^3 != d.allow&^3 {
			return false
		}
		bang = true
	}
	return bang
}

// allDigits returns every digit of the code.
func (r *Ruleset) allDigits() []tbDigit { return slices.Concat(r.add, r.digits, r.tail) }

// Plain reports whether r is a plain octal or hexadecimal code: every
// digit allows at most three heaps with no constraint, except that the
// splits may all carry "!" (4!.0); no digits add counters; a repeating
// tail is allowed. The fast nim-value engine handles exactly these,
// through Digit, Finite, MaxRemoval, Distinct, Splits and Hexadecimal.
func (r *Ruleset) Plain() bool {
	if len(r.add) > 0 {
		return false
	}
	distinct := r.Distinct()
	for _, d := range r.allDigits() {
		if d.allow >= 16 || d.more || d.some|d.equal != 0 {
			return false
		}
		if d.unequal != 0 && !distinct {
			return false
		}
	}
	return true
}

// Splits reports whether some move leaves two or more heaps.
func (r *Ruleset) Splits() bool {
	for _, d := range r.allDigits() {
		if d.allow&^3 != 0 || d.more {
			return true
		}
	}
	return false
}

// Hexadecimal reports whether some move may leave three or more heaps (a
// digit 8–f, or beyond): the game is beyond the octal games.
func (r *Ruleset) Hexadecimal() bool {
	for _, d := range r.allDigits() {
		if d.allow&^7 != 0 || d.more {
			return true
		}
	}
	return false
}

// MaxHeaps returns the most heaps one move may leave, or −1 when some
// digit allows any number ("+" or "*").
func (r *Ruleset) MaxHeaps() int {
	m := 1
	for _, d := range r.allDigits() {
		if d.more {
			return -1
		}
		m = max(m, d.top())
	}
	return m
}

// Constrained reports whether some digit carries "!", "?" or "=".
func (r *Ruleset) Constrained() bool {
	return slices.ContainsFunc(r.allDigits(), tbDigit.constrained)
}

// Grows reports whether some heap has an option with a heap at least as
// large as itself, which can only happen through digits that add
// counters (20.017: a heap of n may become n+1). Then play may never end,
// and nim values need not exist; otherwise every option's heaps are
// smaller and every analysis terminates.
func (r *Ruleset) Grows() bool {
	for i, d := range r.add {
		j := i + 1 // counters added
		for h := 1; h <= j+1; h++ {
			if d.allows(h) && growsWith(j, h, d.cons(h)) {
				return true
			}
		}
	}
	return false
}

// growsWith reports whether, for some heap n ≥ 1, adding j counters and
// leaving h heaps under constraint c can leave a heap of n or more.
func growsWith(j, h int, c constraint) bool {
	switch {
	case h == 1:
		return true
	case c == allUnequal: // the others at least 1, 2, …, h−1
		return h*(h-1)/2 <= j
	case c == allEqual: // h parts of (n+j)/h ≥ n
		for n := 1; n*(h-1) <= j; n++ {
			if (n+j)%h == 0 {
				return true
			}
		}
		return false
	}
	// Free, or not all equal: the others 1 each and one large part.
	return h-1 <= j
}

// quoteChar quotes the first character of s for an error message: the
// UTF-8 character ('↑'), not its first byte, or a byte that begins no
// character as "\xff".
func quoteChar(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size <= 1 {
		return strconv.Quote(s[:size])
	}
	return strconv.QuoteRune(r)
}
