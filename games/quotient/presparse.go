package quotient

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"unicode"

	"cgcalc/games/internal/probe"
)

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
	return parsePresentation(s, nil)
}

// ParsePresentationContext is ParsePresentation with its work counted in
// units (a rule tested or applied, a word or element enumerated, a product
// looked up) and ctx polled every probe.Every units: it returns ctx's
// error once ctx is done. maxWork > 0 bounds the units; past the bound
// the error is a *PresentationError.
func ParsePresentationContext(ctx context.Context, s string, maxWork uint64) (*Presentation, error) {
	return parsePresentation(s, presMeter(ctx, maxWork))
}

// presMeter returns a meter polling ctx, failing past maxWork units (0:
// no bound).
func presMeter(ctx context.Context, maxWork uint64) *probe.Meter {
	m := &probe.Meter{}
	m.Start(ctx)
	if maxWork > 0 {
		m.Hook = func() error {
			if m.Units > maxWork {
				return &PresentationError{Msg: fmt.Sprintf(
					"building the monoid takes more than %d units of work; the presentation is too complex", maxWork)}
			}
			return nil
		}
	}
	return m
}

// parsePresentation is ParsePresentation, its work counted in meter (nil:
// not counted).
func parsePresentation(s string, meter *probe.Meter) (*Presentation, error) {
	ps := &presParser{src: []rune(s)}
	names, eqs, err := ps.presentation()
	if err != nil {
		return nil, err
	}
	sys, err := complete(len(names), eqs, meter)
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
	m, err := newMonoid(n, gens, true, meter)
	if errors.Is(err, ErrNotMonoid) {
		// A confluent system yields a commutative monoid; anything else
		// is a bug here, reported rather than hidden.
		return nil, fmt.Errorf("%w: internal error: %v", ErrPresentation, err)
	}
	if err != nil {
		return nil, err
	}
	ge := make([]Elem, len(names))
	for i := range ge {
		ge[i] = m.Gen(i)
	}
	return present(m, ge, names, meter)
}

// ParseBipartite reads a presentation (as ParsePresentation) and a
// P-portion, a list of words such as "{a, b2, ac}" (see ParseSet), and
// returns the bipartite monoid and its presentation.
func ParseBipartite(pres, p string) (*Bipartite, *Presentation, error) {
	return parseBipartite(pres, p, nil)
}

// ParseBipartiteContext is ParseBipartite polling ctx and bounded by
// maxWork units of work, as ParsePresentationContext.
func ParseBipartiteContext(ctx context.Context, pres, p string, maxWork uint64) (*Bipartite, *Presentation, error) {
	return parseBipartite(pres, p, presMeter(ctx, maxWork))
}

// parseBipartite is ParseBipartite, its work counted in meter.
func parseBipartite(pres, p string, meter *probe.Meter) (*Bipartite, *Presentation, error) {
	pr, err := parsePresentation(pres, meter)
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
