package misere

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// cmp is a total order on canonical forms that does not depend on the
// store's history: birthday, number of options, G⁺, G⁻, then the options
// (each in this order) lexicographically.
func (s *MStore) cmp(a, b MID) int {
	if a == b {
		return 0
	}
	na, nb := &s.nodes[a], &s.nodes[b]
	if c := cmp.Compare(na.birthday, nb.birthday); c != 0 {
		return c
	}
	if c := cmp.Compare(int32(len(na.opts)), int32(len(nb.opts))); c != 0 {
		return c
	}
	if c := cmp.Compare(na.gplus, nb.gplus); c != 0 {
		return c
	}
	if c := cmp.Compare(na.gminus, nb.gminus); c != 0 {
		return c
	}
	oa, ob := s.printOrder(a), s.printOrder(b)
	for i := range oa {
		if c := s.cmp(oa[i], ob[i]); c != 0 {
			return c
		}
	}
	panic("misere: two ids for one canonical form")
}

// printOrder returns the options of id ordered by cmp (cached).
func (s *MStore) printOrder(id MID) []MID {
	if o, ok := s.ord[id]; ok {
		return o
	}
	o := slices.Clone(s.nodes[id].opts)
	slices.SortFunc(o, s.cmp)
	s.ord[id] = o
	return o
}

// bracesMax is the longest brace form String prints; longer forms are
// printed in the compact notation when that is shorter.
const bracesMax = 60

// MaxPrint is the longest text String returns for a canonical form; the
// printed tree of a form can be exponentially larger than its store.
const MaxPrint = 1 << 16

// String returns the canonical form id in one of two notations, both read
// back by Parse.
//
// Braces notation: a nimber *k (any game equal to one) is printed 0, *,
// *2, *3, …; any other game is printed {A,B,…}, its options in braces,
// comma-separated with no spaces, in increasing order of the total order
// birthday, number of options, G⁺, G⁻, then options lexicographically in
// this order (so the text does not depend on the store's history).
// Examples: {*2} (the game whose only option is *2), {*2,*3} (= *2+*2).
//
// If the braces form is longer than 60 bytes and the compact form (see
// Compact) is shorter, String returns the compact form. If that is longer
// than MaxPrint bytes too, String returns a description that Parse does
// not read: "<canonical form of birthday b with k options: n bytes>".
func (s *MStore) String(id MID) string {
	lb := s.textLen(id, false, map[MID]int{})
	if lb <= bracesMax {
		return s.Braces(id)
	}
	lc := s.textLen(id, true, map[MID]int{})
	switch {
	case lb <= lc && lb <= MaxPrint:
		return s.Braces(id)
	case lc <= MaxPrint:
		return s.Compact(id)
	}
	n := fmt.Sprint(lc)
	if lc >= MaxPrint<<8 {
		n = "more than " + fmt.Sprint(MaxPrint<<8)
	}
	return fmt.Sprintf("<canonical form of birthday %d with %d options: %s bytes>", s.Birthday(id), len(s.nodes[id].opts), n)
}

// textLen is the length of the braces (compact=false) or compact body
// (compact=true, without "*[" "]") text of id, saturating above
// MaxPrint<<8.
func (s *MStore) textLen(id MID, compact bool, memo map[MID]int) int {
	if n, ok := memo[id]; ok {
		return n
	}
	const sat = MaxPrint << 8
	n := 0
	if k, ok := s.IsNimber(id); ok {
		switch {
		case compact && k < 10:
			n = 1
		case compact:
			n = len(strconv.Itoa(k)) + 2
		case k <= 1:
			n = 1
		default:
			n = 1 + len(strconv.Itoa(k))
		}
	} else {
		opts := s.nodes[id].opts
		if compact {
			if len(opts) == 1 {
				n = 1
			}
		} else {
			n = 1 + len(opts)
		}
		for _, o := range opts {
			n += s.textLen(o, compact, memo)
			if _, nim := s.IsNimber(o); compact && !nim && len(s.nodes[o].opts) > 1 {
				n += 2
			}
			n = min(n, sat)
		}
	}
	memo[id] = n
	return n
}

// Braces returns the braces notation of id whatever its length (which
// can be exponential in the size of the store).
func (s *MStore) Braces(id MID) string {
	var b strings.Builder
	s.writeBraces(&b, id)
	return b.String()
}

func (s *MStore) writeBraces(b *strings.Builder, id MID) {
	if k, ok := s.IsNimber(id); ok {
		switch k {
		case 0:
			b.WriteString("0")
		case 1:
			b.WriteString("*")
		default:
			b.WriteString("*" + strconv.Itoa(k))
		}
		return
	}
	b.WriteByte('{')
	for i, o := range s.printOrder(id) {
		if i > 0 {
			b.WriteByte(',')
		}
		s.writeBraces(b, o)
	}
	b.WriteByte('}')
}

// Compact returns the CGSuite-style notation of id: a star followed by a
// body in brackets, *[body]. This is a subset of CGSuite's notation
// (tutorial "Misère Theory"): its subscripts for sums with nimbers
// (*[2₂] = *2+*2) are not used, only the "#".
//
// The body of a nimber *k is the number k, written as one digit 0–9 or
// as &k; for k ≥ 10 (as CGSuite does). The body of a game with one option
// H is H's item followed by # ("sharp"): *[2#] is {*2}. The body of a game
// with two or more options is its options' items concatenated with no
// separator, in decreasing String order: *[42] is {*4,*2}. An option's
// item is its body, in parentheses if it has two or more options and is
// not a nimber: *[(42)1] is {{*4,*2},*}, *[(42)#] is {{*4,*2}}, *[2##]
// is {{*2}}. So *[3] is *3 and *[0] is 0. Compact prints whatever the
// length, like Braces.
func (s *MStore) Compact(id MID) string {
	var b strings.Builder
	b.WriteString("*[")
	s.writeBody(&b, id)
	b.WriteByte(']')
	return b.String()
}

func (s *MStore) writeBody(b *strings.Builder, id MID) {
	if k, ok := s.IsNimber(id); ok {
		if k < 10 {
			b.WriteByte(byte('0' + k))
		} else {
			b.WriteString("&" + strconv.Itoa(k) + ";")
		}
		return
	}
	opts := s.printOrder(id)
	if len(opts) == 1 {
		s.writeItem(b, opts[0])
		b.WriteByte('#')
		return
	}
	for i := len(opts) - 1; i >= 0; i-- {
		s.writeItem(b, opts[i])
	}
}

func (s *MStore) writeItem(b *strings.Builder, id MID) {
	if _, ok := s.IsNimber(id); !ok && len(s.nodes[id].opts) > 1 {
		b.WriteByte('(')
		s.writeBody(b, id)
		b.WriteByte(')')
		return
	}
	s.writeBody(b, id)
}
