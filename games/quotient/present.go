package quotient

// Presentations in MisereSolver's style (as in its logs, Plambeck 2005, §9.3
// and §9.5.1): generators
// named a, b, c, …, words with juxtaposed exponents (b2c = b²c), the
// normal form of an element the least word in the order that compares
// exponent vectors from the last generator backwards, and relations
// printed "non-normal word = normal word".

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"cgcalc/games/internal/probe"
)

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

// presentStopEarly is Present's shortcut of ending a generator's powers
// at the first that adds no element; the tests turn it off to compare
// with the plain computation, which goes on until the powers cycle.
var presentStopEarly = true

// Present computes the presentation of m over the generator elements
// gens, named by names (nil for a, b, c, …). Every element of m must be a
// product of the generators. Generators are named in the order given, so
// a caller can name them by first appearance.
func Present(m *Monoid, gens []Elem, names []string) (*Presentation, error) {
	return present(m, gens, names, nil)
}

// present is Present, its work counted in meter (nil: not counted), a unit
// for each product looked at and each word made.
func present(m *Monoid, gens []Elem, names []string, meter *probe.Meter) (*Presentation, error) {
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
			if err := meter.Work(len(cur)); err != nil {
				return nil, err
			}
			added := false
			for j, x := range cur {
				y := act[x]
				cur[j] = y
				if p.normal[y] == nil {
					if err := meter.Work(k); err != nil {
						return nil, err
					}
					w := slices.Clone(p.normal[base[j]])
					w[i] = uint16(e)
					p.normal[y] = w
					p.sorted = append(p.sorted, y)
					added = true
				}
			}
			// With K the elements base·gᵉ' for e' < e, a power that adds
			// nothing (base·gᵉ ⊆ K) ends the powers that add anything:
			// base·gᵉ⁺¹ ⊆ K·g ⊆ K ∪ base·gᵉ = K, and so on by induction.
			if !added && presentStopEarly {
				break
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
		if err := meter.Work(k); err != nil {
			return nil, err
		}
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
		if err := meter.Work(k * (k + 1)); err != nil {
			return nil, err
		}
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
