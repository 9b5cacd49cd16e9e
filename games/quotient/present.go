package quotient

// Presentations in MisereSolver's style (plambeck.md §4.3): generators
// named a, b, c, …, words with juxtaposed exponents (b2c = b²c), the
// normal form of an element the least word in the order that compares
// exponent vectors from the last generator backwards, and relations
// printed "non-normal word = normal word".

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// ErrPresentation reports a presentation, word or element list that
// cannot be read or does not define a finite monoid. Every error of
// ParsePresentation, ParseBipartite, ParseWord and ParseSet wraps it.
var ErrPresentation = errors.New("bad presentation")

// PresentationError is a syntax error in a presentation, word or element
// list, at a column (counted in characters from 1).
type PresentationError struct {
	Col int    // column of the offending character, 1-based; 0 if none
	Msg string // what is wrong
}

// Error prints the message with its column, on one line.
func (e *PresentationError) Error() string {
	if strings.HasPrefix(e.Msg, "presentation ") {
		return e.Msg
	}
	if e.Col > 0 {
		return fmt.Sprintf("presentation: column %d: %s", e.Col, e.Msg)
	}
	return "presentation: " + e.Msg
}

// Unwrap makes errors.Is(err, ErrPresentation) hold.
func (e *PresentationError) Unwrap() error { return ErrPresentation }

// CompareWords compares exponent vectors in MisereSolver's order: the
// exponent of the last generator first (smaller is less), then the one
// before it, and so on. Missing trailing exponents count as 0. It
// returns −1, 0 or +1. The order is a well-order compatible with
// multiplication, so the least word of each element (its normal form)
// is well defined and the normal words are closed under division.
func CompareWords(u, v []uint16) int {
	for i := max(len(u), len(v)) - 1; i >= 0; i-- {
		var x, y uint16
		if i < len(u) {
			x = u[i]
		}
		if i < len(v) {
			y = v[i]
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// GenName is the default name of generator i: a, b, …, z, then A, …, Z,
// then "" (no default name).
func GenName(i int) string {
	switch {
	case i >= 0 && i < 26:
		return string(rune('a' + i))
	case i >= 26 && i < 52:
		return string(rune('A' + i - 26))
	}
	return ""
}

// FormatWord prints the exponent vector w over the named generators in
// MisereSolver's ASCII style: letters in generator order with exponents
// juxtaposed ("ab2c"), and "1" for the empty word.
func FormatWord(w []uint16, names []string) string {
	var sb strings.Builder
	for i, e := range w {
		if e == 0 {
			continue
		}
		sb.WriteString(names[i])
		if e > 1 {
			sb.WriteString(strconv.Itoa(int(e)))
		}
	}
	if sb.Len() == 0 {
		return "1"
	}
	return sb.String()
}

// Relation is one relation of a presentation, LHS = RHS: LHS is a
// minimal non-normal word and RHS the normal form of the same element.
type Relation struct {
	LHS, RHS []uint16
}

// Presentation describes a monoid over a list of named generator
// elements: the normal form of every element and the relations, the
// minimal non-normal words (the minimal generators of the monomial ideal
// of non-normal words) each with its normal form. It is immutable.
type Presentation struct {
	M     *Monoid
	Gens  []Elem   // the generator elements, in order
	Names []string // their names

	normal [][]uint16 // normal[x] is the normal form of x
	sorted []Elem     // the elements in increasing normal-form order
	rels   []Relation
	index  map[string]Elem // normal form (as key) → element
}

// Present computes the presentation of m over the generator elements
// gens, named by names (nil for a, b, c, …). Every element of m must be a
// product of the generators. Generators are named in the order given, so
// a caller can name them by first appearance.
func Present(m *Monoid, gens []Elem, names []string) (*Presentation, error) {
	n := m.Size()
	if names == nil {
		names = make([]string, len(gens))
		for i := range names {
			names[i] = GenName(i)
			if names[i] == "" {
				return nil, fmt.Errorf("%w: %d generators have no default names", ErrPresentation, len(gens))
			}
		}
	}
	if len(names) != len(gens) {
		return nil, fmt.Errorf("%w: %d names for %d generators", ErrPresentation, len(names), len(gens))
	}
	seen := map[string]bool{}
	for _, s := range names {
		if s == "" || strings.ContainsFunc(s, func(r rune) bool {
			return !unicode.IsLetter(r) && r != '_' && r != '\''
		}) {
			return nil, fmt.Errorf("%w: generator name %q is not made of letters", ErrPresentation, s)
		}
		if seen[s] {
			return nil, fmt.Errorf("%w: generator name %q used twice", ErrPresentation, s)
		}
		seen[s] = true
	}
	for i, g := range gens {
		if g < 0 || int(g) >= n {
			return nil, fmt.Errorf("%w: generator %s is element %d, outside 0…%d", ErrPresentation, names[i], g, n-1)
		}
	}
	k := len(gens)
	p := &Presentation{
		M:      m,
		Gens:   slices.Clone(gens),
		Names:  slices.Clone(names),
		normal: make([][]uint16, n),
	}
	p.normal[0] = make([]uint16, k)
	p.sorted = append(make([]Elem, 0, n), 0)
	onPower := make([]bool, n)
	// The normal forms over the first i generators are those of the
	// submonoid they generate; add generator i with the least exponent
	// first, and within one exponent take the base elements in order.
	for i, g := range gens {
		act := m.Action(g)
		base := p.sorted
		cur := slices.Clone(base)
		clear(onPower)
		pw := Elem(0)
		onPower[0] = true
		for e := 1; ; e++ {
			pw = act[pw]
			if onPower[pw] {
				break
			}
			onPower[pw] = true
			if e > 0xffff {
				return nil, fmt.Errorf("%w: generator %s has more than 65535 distinct powers", ErrPresentation, names[i])
			}
			for j, x := range cur {
				y := act[x]
				cur[j] = y
				if p.normal[y] == nil {
					w := slices.Clone(p.normal[base[j]])
					w[i] = uint16(e)
					p.normal[y] = w
					p.sorted = append(p.sorted, y)
				}
			}
		}
	}
	if len(p.sorted) != n {
		for x := range p.normal {
			if p.normal[x] == nil {
				return nil, fmt.Errorf("%w: element %d (word %s) is not a product of the generators %s",
					ErrPresentation, x, FormatWord(m.Word(Elem(x)), defaultNames(m.NumGens())), strings.Join(names, ","))
			}
		}
	}
	p.index = make(map[string]Elem, n)
	for x, w := range p.normal {
		p.index[wordKey(w)] = Elem(x)
	}
	// Relations: the minimal non-normal words. Each is w = v·gᵢ with v
	// normal; find it once, from the v whose support lies below i (i is
	// the last generator in w's support).
	acts := make([][]Elem, k)
	for i, g := range gens {
		acts[i] = m.Action(g)
	}
	w := make([]uint16, k)
	for x, v := range p.normal {
	gens:
		for i := range k {
			for j := i + 1; j < k; j++ {
				if v[j] != 0 {
					continue gens
				}
			}
			copy(w, v)
			w[i]++
			y := acts[i][x]
			if slices.Equal(p.normal[y], w) {
				continue
			}
			for j := range i {
				if w[j] == 0 {
					continue
				}
				w[j]--
				_, normal := p.index[wordKey(w)]
				w[j]++
				if !normal {
					continue gens // w/gⱼ is not normal, so w is not minimal
				}
			}
			p.rels = append(p.rels, Relation{LHS: slices.Clone(w), RHS: p.normal[y]})
		}
	}
	slices.SortFunc(p.rels, func(r, s Relation) int { return CompareWords(r.LHS, s.LHS) })
	return p, nil
}

func defaultNames(k int) []string {
	names := make([]string, k)
	for i := range names {
		names[i] = GenName(i)
		if names[i] == "" {
			names[i] = "g" + strconv.Itoa(i) + "_"
		}
	}
	return names
}

// wordKey is a map key for an exponent vector.
func wordKey(w []uint16) string {
	b := make([]byte, 2*len(w))
	for i, e := range w {
		b[2*i], b[2*i+1] = byte(e), byte(e>>8)
	}
	return string(b)
}

// Normal is the normal form of x: the least exponent vector over the
// generators, in MisereSolver's order, whose product is x. The slice must
// not be modified.
func (p *Presentation) Normal(x Elem) []uint16 { return p.normal[x] }

// Word is the normal form of x printed MisereSolver-style, e.g. "ab2c",
// or "1" for the identity.
func (p *Presentation) Word(x Elem) string { return FormatWord(p.normal[x], p.Names) }

// Elements lists the elements in increasing order of their normal forms
// (the order MisereSolver lists them in). The slice must not be
// modified.
func (p *Presentation) Elements() []Elem { return p.sorted }

// Relations are the relations, sorted by their left sides in
// MisereSolver's order. The slice must not be modified.
func (p *Presentation) Relations() []Relation { return p.rels }

// Eval is the element whose exponent vector over the generators is w
// (missing trailing exponents count as 0). It is not limited to normal
// words.
func (p *Presentation) Eval(w []uint16) Elem {
	x := Elem(0)
	for i, e := range w {
		if e == 0 || i >= len(p.Gens) {
			continue
		}
		a := p.M.Action(p.Gens[i])
		for ; e > 0; e-- {
			x = a[x]
		}
	}
	return x
}

// Lookup is the element whose normal form is w, if w is a normal word.
func (p *Presentation) Lookup(w []uint16) (Elem, bool) {
	if len(w) != len(p.Gens) {
		return 0, false
	}
	x, ok := p.index[wordKey(w)]
	return x, ok
}

// FormatRelation prints r as "lhs=rhs", e.g. "b2c=b3" or "a2=1".
func (p *Presentation) FormatRelation(r Relation) string {
	return FormatWord(r.LHS, p.Names) + "=" + FormatWord(r.RHS, p.Names)
}

// String prints the presentation exactly as MisereSolver does, e.g.
// "{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}". A presentation without generators
// (the trivial monoid) prints as "{}".
func (p *Presentation) String() string {
	if len(p.Gens) == 0 {
		return "{}"
	}
	var sb strings.Builder
	sb.WriteByte('{')
	sb.WriteString(strings.Join(p.Names, ","))
	sb.WriteString(" |")
	for i, r := range p.rels {
		if i == 0 {
			sb.WriteByte(' ')
		} else {
			sb.WriteByte(',')
		}
		sb.WriteString(p.FormatRelation(r))
	}
	sb.WriteByte('}')
	return sb.String()
}

// FormatSet prints a set of elements as MisereSolver prints P:
// "{a, b2, ac}", in increasing normal-form order, each element once.
func (p *Presentation) FormatSet(xs []Elem) string {
	in := make([]bool, p.M.Size())
	for _, x := range xs {
		in[x] = true
	}
	return p.FormatP(in)
}

// FormatP prints the elements x with in[x] (a P-portion) as
// "{a, b2, ac}", in increasing normal-form order.
func (p *Presentation) FormatP(in []bool) string {
	var parts []string
	for _, x := range p.sorted {
		if int(x) < len(in) && in[x] {
			parts = append(parts, p.Word(x))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Limits on what ParsePresentation builds.
const (
	maxParseExponent = 1 << 15 // largest exponent written in a word
	maxRules         = 4000    // largest rewriting system during completion
	maxParseElements = 1 << 18 // largest monoid built from a presentation
)

// ParsePresentation reads a presentation of a finite commutative monoid,
// such as "{a,b,c | a2=1, b3=b, bc=ab, c2=b2}" or
// "⟨a, b | a^2 = 1, b^3 = b⟩", and builds the monoid with those
// generators in that order (Gen(i) is the i-th named generator).
//
// Generators are single letters. Words are "1" or products of letters,
// each with an optional exponent written juxtaposed (b2), with ^ (b^2) or
// as superscript digits (b²); factors may be separated by * or ·.
// Relations are separated by commas and may be chains (b2=c2=d2); either
// side may be the larger. Spaces are allowed between tokens but not
// inside a word. The brackets may be {…}, ⟨…⟩, 〈…〉 or <…>.
//
// The relations are oriented as rewriting rules from the larger word to
// the smaller in MisereSolver's order and completed (commutative
// Knuth–Bendix, i.e. Buchberger's algorithm on binomials) to a confluent
// system, whose irreducible words are the normal forms. It is an error
// if they are infinite in number (some generator's powers are not
// bounded), if completion needs more than 4000 rules, or if there are
// more than 2¹⁸ elements.
func ParsePresentation(s string) (*Presentation, error) {
	ps := &presParser{src: []rune(s)}
	names, eqs, err := ps.presentation()
	if err != nil {
		return nil, err
	}
	sys, err := complete(len(names), eqs)
	if err != nil {
		return nil, err
	}
	for i := range names {
		if !sys.boundsPowers(i) {
			return nil, &PresentationError{Msg: fmt.Sprintf(
				"presentation does not define a finite monoid: no relation bounds the powers of %s", names[i])}
		}
	}
	n, gens, err := sys.actions()
	if err != nil {
		return nil, err
	}
	m, err := NewMonoid(n, gens)
	if err != nil {
		// A confluent system yields a commutative monoid; anything else
		// is a bug here, reported rather than hidden.
		return nil, fmt.Errorf("%w: internal error: %v", ErrPresentation, err)
	}
	ge := make([]Elem, len(names))
	for i := range ge {
		ge[i] = m.Gen(i)
	}
	return Present(m, ge, names)
}

// ParseBipartite reads a presentation (as ParsePresentation) and a
// P-portion, a list of words such as "{a, b2, ac}" (see ParseSet), and
// returns the bipartite monoid and its presentation.
func ParseBipartite(pres, p string) (*Bipartite, *Presentation, error) {
	pr, err := ParsePresentation(pres)
	if err != nil {
		return nil, nil, err
	}
	in, err := pr.ParseSet(p)
	if err != nil {
		return nil, nil, err
	}
	b, err := NewBipartite(pr.M, in)
	if err != nil {
		return nil, nil, err
	}
	return b, pr, nil
}

// ParseWord reads one word over the presentation's generators (as in a
// relation: "ad3", "a d^3", "1") and returns its element.
func (p *Presentation) ParseWord(s string) (Elem, error) {
	ps := &presParser{src: []rune(s), gens: p.nameIndex()}
	if ps.gens == nil {
		return 0, &PresentationError{Msg: "generator names are not single letters; words cannot be parsed"}
	}
	ps.space()
	if ps.eof() {
		return 0, &PresentationError{Msg: "empty word"}
	}
	w, err := ps.word()
	if err != nil {
		return 0, err
	}
	ps.space()
	if !ps.eof() {
		return 0, ps.errorf("unexpected %s after the word", ps.show())
	}
	return p.evalInt(w), nil
}

// ParseSet reads a set of elements, such as a P-portion, written as
// words between braces and separated by commas: "{a, b2, ac}" or
// "{a,b^2,ac}". The braces may be omitted, "{}" is the empty set, and a
// leading "P =" (as MisereSolver prints it) is skipped. It returns the
// membership vector over the elements.
func (p *Presentation) ParseSet(s string) ([]bool, error) {
	ps := &presParser{src: []rune(s), gens: p.nameIndex()}
	if ps.gens == nil {
		return nil, &PresentationError{Msg: "generator names are not single letters; words cannot be parsed"}
	}
	in := make([]bool, p.M.Size())
	ps.space()
	// Optional "P =".
	if save := ps.i; ps.peek() == 'P' {
		if _, isGen := ps.gens['P']; !isGen {
			ps.i++
			ps.space()
			if ps.peek() == '=' {
				ps.i++
			} else {
				ps.i = save
			}
		}
	}
	ps.space()
	braced := ps.peek() == '{'
	if braced {
		ps.i++
		ps.space()
		if ps.peek() == '}' {
			ps.i++
			ps.space()
			if !ps.eof() {
				return nil, ps.errorf("unexpected %s after the set", ps.show())
			}
			return in, nil
		}
	}
	if ps.eof() {
		if braced {
			return nil, ps.errorf("expected a word or '}'")
		}
		return in, nil
	}
	for {
		ps.space()
		w, err := ps.word()
		if err != nil {
			return nil, err
		}
		in[p.evalInt(w)] = true
		ps.space()
		switch {
		case ps.peek() == ',':
			ps.i++
			continue
		case braced && ps.peek() == '}':
			ps.i++
			ps.space()
			if !ps.eof() {
				return nil, ps.errorf("unexpected %s after the set", ps.show())
			}
			return in, nil
		case !braced && ps.eof():
			return in, nil
		case braced:
			return nil, ps.errorf("expected ',' or '}', found %s", ps.show())
		default:
			return nil, ps.errorf("expected ',', found %s", ps.show())
		}
	}
}

// nameIndex maps single-letter generator names to their indices, or is
// nil if some name is not a single letter.
func (p *Presentation) nameIndex() map[rune]int {
	idx := make(map[rune]int, len(p.Names))
	for i, s := range p.Names {
		r := []rune(s)
		if len(r) != 1 {
			return nil
		}
		idx[r[0]] = i
	}
	return idx
}

func (p *Presentation) evalInt(w []int32) Elem {
	x := Elem(0)
	for i, e := range w {
		if e == 0 {
			continue
		}
		a := p.M.Action(p.Gens[i])
		for ; e > 0; e-- {
			x = a[x]
		}
	}
	return x
}

// presParser is a recursive-descent reader of presentations and words.
type presParser struct {
	src  []rune
	i    int
	gens map[rune]int // generator letter → index
}

func (ps *presParser) eof() bool { return ps.i >= len(ps.src) }

func (ps *presParser) peek() rune {
	if ps.eof() {
		return 0
	}
	return ps.src[ps.i]
}

func (ps *presParser) space() {
	for !ps.eof() && unicode.IsSpace(ps.src[ps.i]) {
		ps.i++
	}
}

// show describes the character at the cursor for an error message.
func (ps *presParser) show() string {
	if ps.eof() {
		return "end of input"
	}
	return strconv.QuoteRune(ps.src[ps.i])
}

func (ps *presParser) errorf(format string, args ...any) error {
	return &PresentationError{Col: ps.i + 1, Msg: fmt.Sprintf(format, args...)}
}

var closers = map[rune]rune{'{': '}', '⟨': '⟩', '〈': '〉', '<': '>'}

// presentation reads "{gens | rel, …}" and returns the names and the
// equations (pairs of exponent vectors).
func (ps *presParser) presentation() ([]string, [][2][]int32, error) {
	ps.space()
	if ps.eof() {
		return nil, nil, &PresentationError{Msg: "empty presentation"}
	}
	open := ps.peek()
	closer, ok := closers[open]
	if !ok {
		return nil, nil, ps.errorf("expected '{' or '⟨' to open the presentation, found %s", ps.show())
	}
	ps.i++
	ps.gens = map[rune]int{}
	var names []string
	ps.space()
	if ps.peek() == closer || ps.peek() == '|' {
		return nil, nil, ps.errorf("empty presentation: no generators")
	}
	for {
		ps.space()
		r := ps.peek()
		if ps.eof() || !unicode.IsLetter(r) {
			return nil, nil, ps.errorf("expected a generator letter, found %s", ps.show())
		}
		if _, dup := ps.gens[r]; dup {
			return nil, nil, ps.errorf("generator %q listed twice", string(r))
		}
		ps.gens[r] = len(names)
		names = append(names, string(r))
		ps.i++
		if ps.peek() == '^' || ps.peek() == '*' || ps.peek() == '·' || unicode.IsDigit(ps.peek()) || superscript(ps.peek()) >= 0 ||
			(!ps.eof() && unicode.IsLetter(ps.peek())) {
			return nil, nil, ps.errorf("generators are single letters separated by commas, found %s", ps.show())
		}
		ps.space()
		if ps.peek() == ',' {
			ps.i++
			continue
		}
		break
	}
	var eqs [][2][]int32
	switch ps.peek() {
	case closer:
		ps.i++
	case '|':
		ps.i++
		ps.space()
		if ps.peek() != closer {
			for {
				ps.space()
				chain := [][]int32{}
				for {
					ps.space()
					w, err := ps.word()
					if err != nil {
						return nil, nil, err
					}
					chain = append(chain, w)
					ps.space()
					if ps.peek() != '=' {
						break
					}
					ps.i++
				}
				if len(chain) < 2 {
					return nil, nil, ps.errorf("expected '=' in relation, found %s", ps.show())
				}
				for j := 1; j < len(chain); j++ {
					eqs = append(eqs, [2][]int32{chain[j-1], chain[j]})
				}
				if ps.peek() == ',' || ps.peek() == ';' {
					ps.i++
					continue
				}
				break
			}
		}
		if ps.peek() != closer {
			return nil, nil, ps.errorf("expected ',' or %q, found %s", string(closer), ps.show())
		}
		ps.i++
	default:
		return nil, nil, ps.errorf("expected ',', '|' or %q after the generators, found %s", string(closer), ps.show())
	}
	ps.space()
	if !ps.eof() {
		return nil, nil, ps.errorf("unexpected %s after the presentation", ps.show())
	}
	return names, eqs, nil
}

// superscript is the value of a superscript digit, or −1.
func superscript(r rune) int {
	switch r {
	case '⁰':
		return 0
	case '¹':
		return 1
	case '²':
		return 2
	case '³':
		return 3
	}
	if r >= '⁴' && r <= '⁹' {
		return int(r-'⁴') + 4
	}
	return -1
}

// word reads "1" or a product of generator powers, as an exponent vector.
func (ps *presParser) word() ([]int32, error) {
	w := make([]int32, len(ps.gens))
	if ps.eof() {
		return nil, ps.errorf("expected a word, found end of input")
	}
	if ps.peek() == '1' {
		start := ps.i
		ps.i++
		if !ps.eof() && (unicode.IsDigit(ps.peek()) || unicode.IsLetter(ps.peek())) {
			ps.i = start
			return nil, ps.errorf("the identity is written 1 on its own")
		}
		return w, nil
	}
	some := false
	for {
		r := ps.peek()
		if ps.eof() || !unicode.IsLetter(r) {
			if !some {
				return nil, ps.errorf("expected a word (a generator letter or 1), found %s", ps.show())
			}
			return nil, ps.errorf("expected a generator letter after the product sign, found %s", ps.show())
		}
		g, ok := ps.gens[r]
		if !ok {
			return nil, ps.errorf("unknown generator %q", string(r))
		}
		ps.i++
		e := int64(1)
		switch {
		case ps.peek() == '^':
			ps.i++
			if ps.peek() < '0' || ps.peek() > '9' {
				return nil, ps.errorf("expected an exponent after '^', found %s", ps.show())
			}
			fallthrough
		case ps.peek() >= '0' && ps.peek() <= '9':
			start := ps.i
			e = 0
			for !ps.eof() && ps.peek() >= '0' && ps.peek() <= '9' {
				e = e*10 + int64(ps.peek()-'0')
				if e > maxParseExponent {
					ps.i = start
					return nil, ps.errorf("exponent larger than %d", maxParseExponent)
				}
				ps.i++
			}
		case superscript(ps.peek()) >= 0:
			start := ps.i
			e = 0
			for d := superscript(ps.peek()); d >= 0; d = superscript(ps.peek()) {
				e = e*10 + int64(d)
				if e > maxParseExponent {
					ps.i = start
					return nil, ps.errorf("exponent larger than %d", maxParseExponent)
				}
				ps.i++
			}
		}
		if int64(w[g])+e > maxParseExponent {
			return nil, ps.errorf("exponent larger than %d", maxParseExponent)
		}
		w[g] += int32(e)
		some = true
		switch r := ps.peek(); {
		case r == '*' || r == '·' || r == '⋅':
			ps.i++
		case !ps.eof() && unicode.IsLetter(r):
		default:
			return w, nil
		}
	}
}

// A rewriting system of commutative rules l → r over exponent vectors,
// with l > r in MisereSolver's order.
type rwRule struct {
	l, r  []int32
	alive bool
}

type rwSystem struct {
	k     int
	rules []*rwRule
	work  int   // rule tests and applications so far
	limit bool  // whether maxWork applies
	err   error // set when the work budget or exponent bound is exceeded
}

// Bounds on completion: total work, and exponents of intermediate words.
// Lexicographic orders admit very long descending chains, so a
// presentation of an infinite (or huge) monoid could otherwise rewrite
// for ever in practice.
const (
	maxWork     = 1 << 27
	maxExponent = 1 << 24
)

func (s *rwSystem) exhausted() {
	if s.err == nil {
		s.err = &PresentationError{Msg: "completing the relations takes too long; " +
			"the presentation is too complex or does not define a finite monoid"}
	}
}

func cmpInt(u, v []int32) int {
	for i := len(u) - 1; i >= 0; i-- {
		if u[i] != v[i] {
			if u[i] < v[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

func divides(l, w []int32) bool {
	for i, e := range l {
		if e > w[i] {
			return false
		}
	}
	return true
}

// reduce rewrites w (in place) to its irreducible form. If the work
// budget runs out it sets s.err and returns w part-reduced.
func (s *rwSystem) reduce(w []int32) []int32 {
	for again := true; again && s.err == nil; {
		again = false
		s.work += len(s.rules)
		if s.limit && s.work > maxWork {
			s.exhausted()
			break
		}
		for _, q := range s.rules {
			if !q.alive || !divides(q.l, w) {
				continue
			}
			// Apply the rule as many times in a row as it applies: each
			// application adds r−l, and it applies while w ≥ l on l's
			// support. Some coordinate of l's support must shrink, since
			// l cannot divide r < l.
			times := int64(-1)
			for i, e := range q.l {
				if e == 0 {
					continue
				}
				if d := int64(q.r[i] - e); d < 0 {
					t := (int64(w[i])-int64(e))/(-d) + 1
					if times < 0 || t < times {
						times = t
					}
				}
			}
			for i := range w {
				v := int64(w[i]) + times*int64(q.r[i]-q.l[i])
				if v > maxExponent {
					s.exhausted()
					return w
				}
				w[i] = int32(v)
			}
			s.work++
			again = true
		}
	}
	return w
}

// complete runs commutative Knuth–Bendix completion on the equations.
func complete(k int, eqs [][2][]int32) (*rwSystem, error) {
	s := &rwSystem{k: k, limit: true}
	pending := slices.Clone(eqs)
	type pair struct{ a, b *rwRule }
	var pairs []pair
	created := 0
	flush := func() error {
		for len(pending) > 0 {
			if s.err != nil {
				return s.err
			}
			e := pending[len(pending)-1]
			pending = pending[:len(pending)-1]
			u := s.reduce(slices.Clone(e[0]))
			v := s.reduce(slices.Clone(e[1]))
			c := cmpInt(u, v)
			if c == 0 {
				continue
			}
			if c < 0 {
				u, v = v, u
			}
			created++
			if created > maxRules {
				return &PresentationError{Msg: fmt.Sprintf(
					"completing the relations needed more than %d rules; the presentation is too complex or defines too large a monoid", maxRules)}
			}
			nr := &rwRule{l: u, r: v, alive: true}
			// Collapse rules whose left side the new one divides; their
			// equations go back to be re-oriented.
			live := s.rules[:0]
			for _, q := range s.rules {
				if !q.alive {
					continue
				}
				if divides(u, q.l) {
					q.alive = false
					pending = append(pending, [2][]int32{q.l, q.r})
					continue
				}
				live = append(live, q)
			}
			s.rules = append(live, nr)
			for _, q := range s.rules[:len(s.rules)-1] {
				pairs = append(pairs, pair{q, nr})
			}
			for _, q := range s.rules {
				q.r = s.reduce(q.r)
			}
		}
		return s.err
	}
	// critical pushes the critical pair of a and b, if they overlap.
	critical := func(a, b *rwRule) {
		overlap := false
		for i := range a.l {
			if a.l[i] > 0 && b.l[i] > 0 {
				overlap = true
				break
			}
		}
		if !overlap {
			return // coprime left sides: the pair is always joinable
		}
		u := make([]int32, k)
		v := make([]int32, k)
		for i := range u {
			m := max(a.l[i], b.l[i])
			u[i] = m - a.l[i] + a.r[i]
			v[i] = m - b.l[i] + b.r[i]
		}
		pending = append(pending, [2][]int32{u, v})
	}
	for {
		if err := flush(); err != nil {
			return nil, err
		}
		for len(pairs) > 0 {
			pr := pairs[len(pairs)-1]
			pairs = pairs[:len(pairs)-1]
			if !pr.a.alive || !pr.b.alive {
				continue
			}
			critical(pr.a, pr.b)
			if err := flush(); err != nil {
				return nil, err
			}
		}
		// Final check: every critical pair of the final rules joins.
		before := created
		for i, a := range s.rules {
			for _, b := range s.rules[i+1:] {
				critical(a, b)
			}
		}
		if err := flush(); err != nil {
			return nil, err
		}
		if created == before {
			return s, nil
		}
	}
}

// boundsPowers reports whether some rule's left side is a power of
// generator i alone.
func (s *rwSystem) boundsPowers(i int) bool {
	for _, q := range s.rules {
		if !q.alive || q.l[i] == 0 {
			continue
		}
		pure := true
		for j, e := range q.l {
			if j != i && e != 0 {
				pure = false
				break
			}
		}
		if pure {
			return true
		}
	}
	return false
}

func intKey(w []int32) string {
	b := make([]byte, 4*len(w))
	for i, e := range w {
		b[4*i], b[4*i+1], b[4*i+2], b[4*i+3] = byte(e), byte(e>>8), byte(e>>16), byte(e>>24)
	}
	return string(b)
}

// actions enumerates the irreducible words (state 0 = the empty word)
// and the action of each generator on them.
func (s *rwSystem) actions() (int, [][]Elem, error) {
	k := s.k
	// The system is confluent now and each word reduced below is a normal
	// word times one generator: no work limit (the exponent bound stays).
	s.limit = false
	words := [][]int32{make([]int32, k)}
	index := map[string]int{intKey(words[0]): 0}
	for x := 0; x < len(words); x++ {
		for i := range k {
			w := slices.Clone(words[x])
			w[i]++
			red := false
			for _, q := range s.rules {
				if q.alive && divides(q.l, w) {
					red = true
					break
				}
			}
			if red {
				continue
			}
			key := intKey(w)
			if _, ok := index[key]; ok {
				continue
			}
			if len(words) >= maxParseElements {
				return 0, nil, &PresentationError{Msg: fmt.Sprintf("the monoid has more than %d elements", maxParseElements)}
			}
			index[key] = len(words)
			words = append(words, w)
		}
	}
	gens := make([][]Elem, k)
	for i := range gens {
		a := make([]Elem, len(words))
		for x, v := range words {
			w := slices.Clone(v)
			w[i]++
			y, ok := index[intKey(s.reduce(w))]
			if s.err != nil {
				return 0, nil, s.err
			}
			if !ok {
				return 0, nil, fmt.Errorf("%w: internal error: irreducible word not enumerated", ErrPresentation)
			}
			a[x] = Elem(y)
		}
		gens[i] = a
	}
	return len(words), gens, nil
}
