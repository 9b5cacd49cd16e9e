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
// If the braces form is longer than 60 bytes and CGSuite's notation (see
// Compact) is shorter (and printing it adds at most printBudget forms to
// the store), String returns CGSuite's. If that is longer than
// MaxPrint bytes too, String returns a description that Parse does not
// read: "<canonical form of birthday b with k options: more than 65536
// bytes>".
func (s *MStore) String(id MID) string {
	lb := s.textLen(id, map[MID]int{})
	if lb <= bracesMax {
		return s.Braces(id)
	}
	lc := MaxPrint + 1
	text := ""
	s.printGuard(func() {
		if lc = s.compactLen(id); lc <= MaxPrint && lc < lb {
			text = s.Compact(id)
		}
	})
	switch {
	case text != "":
		return text
	case lb <= MaxPrint:
		return s.Braces(id)
	}
	return s.tooLong(id)
}

// printBudget is the most canonical forms that printing one form in
// CGSuite's notation may add to the store (its subscripts need sums with
// nim heaps); past it, String and CGSuite print another way.
const printBudget = 1 << 16

// printGuard runs f with at most printBudget new forms, and without the
// context (printing was never interrupted); it reports whether f ran to
// the end. The store stays consistent either way.
func (s *MStore) printGuard(f func()) bool {
	oldLimit, oldCtx := s.limit, s.ctx
	s.limit, s.ctx = len(s.nodes)+printBudget, nil
	defer func() { s.limit, s.ctx = oldLimit, oldCtx }()
	return s.guarded(f) == nil
}

// tooLong describes a form whose texts are longer than MaxPrint bytes.
func (s *MStore) tooLong(id MID) string {
	return fmt.Sprintf("<canonical form of birthday %d with %d options: more than %d bytes>", s.Birthday(id), len(s.nodes[id].opts), MaxPrint)
}

// textLen is the length of the braces text of id, saturating above
// MaxPrint<<8.
func (s *MStore) textLen(id MID, memo map[MID]int) int {
	if n, ok := memo[id]; ok {
		return n
	}
	const sat = MaxPrint << 8
	n := 0
	if k, ok := s.IsNimber(id); ok {
		n = 1
		if k > 1 {
			n += len(strconv.Itoa(k))
		}
	} else {
		opts := s.nodes[id].opts
		n = 1 + len(opts)
		for _, o := range opts {
			n = min(n+s.textLen(o, memo), sat)
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

// Compact returns CGSuite's notation of id (CGSuite's misère canonical
// game printed as plain text, MisereCanonicalGameOps), whatever the
// length: *[body]. The body of
//
//   - a nim heap *k is k: one digit, or &k; for k ≥ 10 (*[0], *[1],
//     *[2], *[&12;]);
//   - a form whose even part E (see EvenPart) has a smaller birthday when
//     a nim heap is added or taken away is written as that form followed
//     by the operation as a subscript: for the least k = 2, 4, … (3, 5, …
//     for odd forms) below the birthday, E' followed by k when id = E' + *k
//     for a form E' of smaller birthday, else E' followed by -k when
//     E' = id + *k has a smaller birthday; failing both, an odd form is its
//     even part followed by 1;
//   - a form with one option H is H followed by # (*[2#] is {*2});
//   - any other form is its options written one after the other in
//     decreasing canonical order (see cgsCmp), each in parentheses when it
//     is such a list itself: *[2#0] is {{*2},0}.
//
// Subscripts follow the innermost digit or parenthesis in brackets, in
// the order they apply, and # signs after the first subscript stay inside
// the brackets: *[2[2]] is *2 + *2, *[2[#2#]] is {{*2} + *2}, *[2[#-2]] is
// {*2} − *2, *[(2#1)[1]] is {{*2},*} + *.
func (s *MStore) Compact(id MID) string {
	var b strings.Builder
	b.WriteString("*[")
	s.writeCG(&b, id, true)
	b.WriteByte(']')
	return b.String()
}

// cgDecomp is how Compact writes a form: a nim heap (kind 'n', k), a form
// plus or minus a nim heap ('+' or '-': id = inner ± *k), one option ('#',
// inner) or a list of options ('L').
type cgDecomp struct {
	kind  byte
	k     int
	inner MID
}

// decomp returns how Compact writes id (cached).
func (s *MStore) decomp(id MID) cgDecomp {
	c := s.cache()
	if d, ok := c.dec[id]; ok {
		return d
	}
	d := s.decompose(id)
	c.dec[id] = d
	return d
}

func (s *MStore) decompose(id MID) cgDecomp {
	if k, ok := s.IsNimber(id); ok {
		return cgDecomp{kind: 'n', k: k}
	}
	n := s.nodes[id]
	e, odd := s.EvenPart(id)
	b := int(n.birthday)
	start := 2
	if odd {
		start = 3
	}
	for k := start; k < b; k += 2 {
		// id = Q + *k with b(Q) < b(id): Q is an option of id (Q is an
		// option of the literal sum, and it cannot reverse through id,
		// which would need id among Q's options).
		for _, q := range n.opts {
			m := &s.nodes[q]
			if int(m.birthday)+k < b || int(m.gplus)^k != int(n.gplus) {
				continue // b(Q + *k) ≤ b(Q) + k; 𝒢⁺ is a nim-sum
			}
			if s.sumGenus(q, k).Equal(s.Genus(id)) && s.Sum(q, s.Nimber(k)) == id {
				return cgDecomp{kind: '+', k: k, inner: q}
			}
		}
		// id + *k = S with b(S) < b(id): id is an option of the literal
		// sum id + *k of which S is the canonical form, and it is not an
		// option of S (birthdays), so it reverses through S: S is an option
		// of id.
		for _, t := range n.opts {
			m := &s.nodes[t]
			if int(m.gplus) != int(n.gplus)^k {
				continue
			}
			if s.sumGenus(id, k).Equal(s.Genus(t)) && s.Sum(id, s.Nimber(k)) == t {
				return cgDecomp{kind: '-', k: k, inner: t}
			}
		}
	}
	if odd {
		return cgDecomp{kind: '+', k: 1, inner: e}
	}
	if len(n.opts) == 1 {
		return cgDecomp{kind: '#', inner: n.opts[0]}
	}
	return cgDecomp{kind: 'L'}
}

// sumGenus returns the genus of id + *k from the genera of the options of
// the sum, id' + *k and id + *j (j < k), without forming it (the genus
// depends only on the value; Conway's rule, GenusOf).
func (s *MStore) sumGenus(id MID, k int) Genus {
	if k == 0 {
		return s.Genus(id)
	}
	c := s.cache()
	key := [2]int32{int32(id), int32(k)}
	if g, ok := c.sumGen[key]; ok {
		return g
	}
	var gs []Genus
	for _, o := range s.nodes[id].opts {
		gs = append(gs, s.sumGenus(o, k))
	}
	for j := range k {
		gs = append(gs, s.sumGenus(id, j))
	}
	g := GenusOf(gs)
	c.sumGen[key] = g
	return g
}

// writeCG writes the item of id: its base (a digit, or its options, in
// parentheses unless top and nothing follows) and then its operations.
func (s *MStore) writeCG(b *strings.Builder, id MID, top bool) {
	var ops []cgDecomp
	x := id
	for {
		d := s.decomp(x)
		if d.kind == 'n' || d.kind == 'L' {
			break
		}
		ops = append(ops, d)
		x = d.inner
	}
	sub := false
	for _, d := range ops {
		sub = sub || d.kind != '#'
	}
	if k, ok := s.IsNimber(x); ok {
		writeCGDigit(b, k)
	} else {
		paren := !top || len(ops) > 0
		if paren {
			b.WriteByte('(')
		}
		o := s.cgsOrder(x)
		for i := len(o) - 1; i >= 0; i-- {
			s.writeCG(b, o[i], false)
		}
		if paren {
			b.WriteByte(')')
		}
	}
	if sub {
		b.WriteByte('[')
	}
	for i := len(ops) - 1; i >= 0; i-- {
		switch d := ops[i]; d.kind {
		case '#':
			b.WriteByte('#')
		case '+':
			writeCGDigit(b, d.k)
		case '-':
			b.WriteByte('-')
			writeCGDigit(b, d.k)
		}
	}
	if sub {
		b.WriteByte(']')
	}
}

func writeCGDigit(b *strings.Builder, k int) {
	if k < 10 {
		b.WriteByte(byte('0' + k))
		return
	}
	b.WriteString("&" + strconv.Itoa(k) + ";")
}

// cgLen returns the length of writeCG's text for id (not top), or a
// number above limit when it is longer than limit: it stops adding (and
// decomposing further options) as soon as the text is too long. memo
// holds exact lengths, and limit+1 for texts known to be too long.
func (s *MStore) cgLen(id MID, memo map[MID]int, limit int) int {
	if n, ok := memo[id]; ok {
		return n
	}
	n := 0
	sub := false
	x := id
	for {
		d := s.decomp(x)
		if d.kind == 'n' || d.kind == 'L' {
			break
		}
		switch d.kind {
		case '#':
			n++
		case '+':
			n += cgDigitLen(d.k)
			sub = true
		case '-':
			n += 1 + cgDigitLen(d.k)
			sub = true
		}
		x = d.inner
	}
	if sub {
		n += 2
	}
	if k, ok := s.IsNimber(x); ok {
		n += cgDigitLen(k)
	} else {
		n += 2
		for _, o := range s.nodes[x].opts {
			if n > limit {
				break
			}
			n += s.cgLen(o, memo, limit)
		}
	}
	n = min(n, limit+1)
	memo[id] = n
	return n
}

func cgDigitLen(k int) int {
	if k < 10 {
		return 1
	}
	return len(strconv.Itoa(k)) + 2
}

// CGSuite returns id as CGSuite prints it (see Compact) when that text is
// at most MaxPrint bytes and printing it adds at most printBudget forms to
// the store, and otherwise a description, as String does.
func (s *MStore) CGSuite(id MID) string {
	text := ""
	s.printGuard(func() {
		if s.compactLen(id) <= MaxPrint {
			text = s.Compact(id)
		}
	})
	if text == "" {
		return s.tooLong(id)
	}
	return text
}

// compactLen is the length of Compact(id) if it is at most MaxPrint, and
// otherwise some number above MaxPrint.
func (s *MStore) compactLen(id MID) int {
	n := s.cgLen(id, map[MID]int{}, MaxPrint)
	if n > MaxPrint {
		return n + 3
	}
	if d := s.decomp(id); d.kind == 'L' {
		n -= 2 // no parentheses at the top
	}
	return n + 3
}
