package games

// Canonical forms: Canonical and FromOptions, the reduction of option lists
// (dominated and reversible options), the recognition of NUS values, what
// is read off a canonical form (IsNumber, Birthday) or found by comparing
// canonical forms (Compare, Leq, Outcome), and the sums, multiples and
// negatives of canonical forms (CanonicalSum, Minus), which canonical
// forms of formal sums need and which need canonical forms in turn.

import (
	"math"
	"slices"
)

// Canonical returns the canonical form of g.
func (s *Store) Canonical(g ID) (c ID, err error) {
	defer s.catch(&err)
	return s.canonical(g), nil
}

func (s *Store) canonical(g ID) ID {
	n := &s.nodes[g]
	if n.canon != noID {
		return n.canon
	}
	s.enter()
	defer s.leave()
	var c ID
	switch n.kind {
	case Form:
		l, r := s.options(g)
		c = s.fromOptions(mapIDs(l, s.canonical), mapIDs(r, s.canonical))
	case Sum:
		c = s.nusNode(s.sumPart(g))
		for _, t := range s.sumTerms(g) {
			c = s.add(c, s.mul(s.canonical(t.ID), t.Mult))
		}
	}
	s.nodes[g].canon = c
	return c
}

// mapIDs returns f applied to each of ids, in a new slice.
func mapIDs(ids []ID, f func(ID) ID) []ID {
	out := make([]ID, len(ids))
	for i, id := range ids {
		out[i] = f(id)
	}
	return out
}

// FromOptions returns the canonical form of {left | right}, whose options
// are canonical nodes.
func (s *Store) FromOptions(left, right []ID) (c ID, err error) {
	defer s.catch(&err)
	return s.fromOptions(left, right), nil
}

// fromOptions canonicalises {left | right} over canonical options.
func (s *Store) fromOptions(left, right []ID) ID {
	s.tick()
	left, right = sortedSet(left), sortedSet(right)

	if c, ok := s.numberOptions(left, right); ok {
		return c
	}

	// Nimbers on both sides, the same set: *mex.
	if slices.Equal(left, right) {
		if m, ok := s.mex(left); ok {
			return s.nusNode(NUS{M: m})
		}
	}

	left, right = s.reduce(left, right)
	// Bypassing reversible options can leave only numbers: {↑|1} is 1/2.
	if c, ok := s.numberOptions(left, right); ok {
		return c
	}
	return s.construct(left, right)
}

// numberOptions handles {left | right} whose options are all numbers: a
// number (the simplest between), or {a|b} with a ≥ b once the dominated
// options are gone.
func (s *Store) numberOptions(left, right []ID) (ID, bool) {
	if !s.allNumbers(left) || !s.allNumbers(right) {
		return 0, false
	}
	var lo, hi Dyadic
	if len(left) > 0 {
		lo = s.maxNumber(left)
	}
	if len(right) > 0 {
		hi = s.minNumber(right)
	}
	switch {
	case len(left) == 0 && len(right) == 0:
		return Zero, true
	case len(left) == 0:
		return s.Number(SimplestBelow(hi)), true
	case len(right) == 0:
		return s.Number(SimplestAbove(lo)), true
	case lo.Cmp(hi) < 0:
		return s.Number(SimplestBetween(lo, hi)), true
	}
	return s.construct([]ID{s.Number(lo)}, []ID{s.Number(hi)}), true
}

func (s *Store) allNumbers(ids []ID) bool {
	for _, id := range ids {
		if !s.isNumber(id) {
			return false
		}
	}
	return true
}

func (s *Store) maxNumber(ids []ID) Dyadic {
	m := s.nus[s.nodes[ids[0]].nus].X
	for _, id := range ids[1:] {
		if x := s.nus[s.nodes[id].nus].X; x.Cmp(m) > 0 {
			m = x
		}
	}
	return m
}

func (s *Store) minNumber(ids []ID) Dyadic {
	m := s.nus[s.nodes[ids[0]].nus].X
	for _, id := range ids[1:] {
		if x := s.nus[s.nodes[id].nus].X; x.Cmp(m) < 0 {
			m = x
		}
	}
	return m
}

// mex returns the least nimber missing from ids when all are nimbers.
func (s *Store) mex(ids []ID) (uint64, bool) {
	seen := make(map[uint64]bool, len(ids))
	for _, id := range ids {
		v, ok := s.nusOf(id)
		if !ok || v.U != 0 || !v.X.IsZero() {
			return 0, false
		}
		seen[v.M] = true
	}
	var m uint64
	for seen[m] {
		m++
	}
	return m, true
}

// reduce removes dominated options and bypasses reversible ones until
// neither applies (ONAG ch. 10). Neither step changes the value, so the
// reversibility test compares with the latest reduced game.
func (s *Store) reduce(left, right []ID) ([]ID, []ID) {
	s.Stats.Reduce++
	left = s.undominated(left, true)
	right = s.undominated(right, false)
	g := s.push(left, right)
	defer s.pop()
	for {
		changed := false
		var nl, nr []ID
		for _, a := range left {
			if r, ok := s.reversibleLeft(a, g); ok {
				nl = append(nl, s.left(r)...)
				changed = true
			} else {
				nl = append(nl, a)
			}
		}
		for _, b := range right {
			if l, ok := s.reversibleRight(b, g); ok {
				nr = append(nr, s.right(l)...)
				changed = true
			} else {
				nr = append(nr, b)
			}
		}
		if !changed {
			return left, right
		}
		left = s.undominated(sortedSet(nl), true)
		right = s.undominated(sortedSet(nr), false)
		s.setPending(g, left, right)
	}
}

// reversibleLeft returns a Right option A^R of Left option a with
// A^R ≤ g, if there is one.
func (s *Store) reversibleLeft(a, g ID) (ID, bool) { return s.reversibleLeftBy(a, g, s.leq) }

// reversibleRight returns a Left option B^L of Right option b with
// B^L ≥ g, if there is one.
func (s *Store) reversibleRight(b, g ID) (ID, bool) { return s.reversibleRightBy(b, g, s.leq) }

// undominated removes the options dominated by another: for Left those
// ≤ another, for Right those ≥ another. ids is sorted and duplicate-free;
// the result is too. (Distinct canonical forms are never equal, so ≤ is <.)
func (s *Store) undominated(ids []ID, isLeft bool) []ID { return s.undominatedBy(ids, isLeft, s.leq) }

// reversibleLeftBy returns a Right option A^R of Left option a with
// le(A^R, g), if there is one: reversibility under the order le (≤, or
// ≤_Inf for reduced canonical forms).
func (s *Store) reversibleLeftBy(a, g ID, le func(x, y ID) bool) (ID, bool) {
	for _, ar := range s.right(a) {
		if le(ar, g) {
			return ar, true
		}
	}
	return 0, false
}

// reversibleRightBy returns a Left option B^L of Right option b with
// le(g, B^L), if there is one.
func (s *Store) reversibleRightBy(b, g ID, le func(x, y ID) bool) (ID, bool) {
	for _, bl := range s.left(b) {
		if le(g, bl) {
			return bl, true
		}
	}
	return 0, false
}

// undominatedBy removes the options dominated under the preorder le by
// another kept one: for Left those le another, for Right those another is
// le. Of options equivalent under le, the first is kept.
func (s *Store) undominatedBy(ids []ID, isLeft bool, le func(x, y ID) bool) []ID {
	if len(ids) < 2 {
		return ids
	}
	keep := make([]bool, len(ids))
	for i := range keep {
		keep[i] = true
	}
	for i, a := range ids {
		for j, b := range ids {
			if i == j || !keep[j] {
				continue
			}
			if isLeft && le(a, b) || !isLeft && le(b, a) {
				keep[i] = false
				break
			}
		}
	}
	out := make([]ID, 0, len(ids))
	for i, id := range ids {
		if keep[i] {
			out = append(out, id)
		}
	}
	return out
}

// construct returns the node of a canonical form given by its reduced,
// sorted options: a NUS node when it is one, otherwise the hash-consed
// canonical node.
func (s *Store) construct(left, right []ID) ID {
	if v, ok := s.recognize(left, right); ok {
		return s.nusNode(v)
	}
	return s.intern(Canonical, left, right)
}

// recognize reports whether the canonical form {left | right} is a NUS
// value, by the shapes nusOptions produces (numbers are recognised before).
func (s *Store) recognize(left, right []ID) (NUS, bool) {
	if slices.Equal(left, right) && len(left) > 0 {
		// x + *k: {x, x*, …, x*(k−1) | the same}.
		x, ok := s.nusOf(left[0])
		if !ok || x.U != 0 {
			return NUS{}, false
		}
		seen := make(map[uint64]bool, len(left))
		for _, id := range left {
			v, ok := s.nusOf(id)
			if !ok || v.U != 0 || !v.X.Equal(x.X) {
				return NUS{}, false
			}
			seen[v.M] = true
		}
		for m := range uint64(len(left)) {
			if !seen[m] {
				return NUS{}, false
			}
		}
		return NUS{X: x.X, M: uint64(len(left))}, true
	}
	switch {
	case len(left) == 1 && len(right) == 1:
		a, okA := s.nusOf(left[0])
		b, okB := s.nusOf(right[0])
		if !okA || !okB {
			return NUS{}, false
		}
		switch {
		case a.IsNumber() && !b.IsNumber() && b.X.Equal(a.X) && b.U >= 0:
			// x + u·↑*m = {x | x + (u−1)·↑*(m⊕1)}.
			return NUS{X: a.X, U: b.U + 1, M: b.M ^ 1}, true
		case b.IsNumber() && !a.IsNumber() && a.X.Equal(b.X) && a.U <= 0:
			return NUS{X: a.X, U: a.U - 1, M: a.M ^ 1}, true
		}
	case len(left) == 2 && len(right) == 1:
		// x + ↑* = {x, x* | x}.
		if x, ok := s.nusOf(right[0]); ok && x.IsNumber() && s.isXAndXStar(left, x.X) {
			return NUS{X: x.X, U: 1, M: 1}, true
		}
	case len(left) == 1 && len(right) == 2:
		if x, ok := s.nusOf(left[0]); ok && x.IsNumber() && s.isXAndXStar(right, x.X) {
			return NUS{X: x.X, U: -1, M: 1}, true
		}
	}
	return NUS{}, false
}

func (s *Store) isXAndXStar(ids []ID, x Dyadic) bool {
	a, okA := s.nusOf(ids[0])
	b, okB := s.nusOf(ids[1])
	if !okA || !okB || a.U != 0 || b.U != 0 || !a.X.Equal(x) || !b.X.Equal(x) {
		return false
	}
	return a.M^b.M == 1 && a.M+b.M == 1
}

// IsNumber reports whether g equals a number, and which.
func (s *Store) IsNumber(g ID) (x Dyadic, ok bool, err error) {
	defer s.catch(&err)
	x, ok = s.NumberValue(s.canonical(g))
	return x, ok, nil
}

// Birthday returns the birthday of g: the day its canonical form is born
// (0 for 0; 1 + the largest birthday of an option).
func (s *Store) Birthday(g ID) (b int64, err error) {
	defer s.catch(&err)
	return s.birthday(s.canonical(g)), nil
}

func (s *Store) birthday(c ID) int64 {
	n := &s.nodes[c]
	if n.born {
		return n.birth
	}
	var b int64
	if v, ok := s.nusOf(c); ok {
		var ok bool
		if b, ok = nusBirthday(v); !ok {
			s.tooLarge("a birthday beyond 2^63")
		}
	} else {
		s.tick()
		s.enter()
		defer s.leave()
		l, r := s.options(c)
		for _, o := range append(l[:len(l):len(l)], r...) {
			bo := s.birthday(o)
			if bo == math.MaxInt64 {
				s.tooLarge("a birthday beyond 2^63")
			}
			b = max(b, bo+1)
		}
	}
	s.nodes[c].born, s.nodes[c].birth = true, b
	return b
}

// Compare returns the relation of g to h: Less, Equal, Greater or Fuzzy.
// Both are first brought to canonical form.
func (s *Store) Compare(g, h ID) (r Relation, err error) {
	defer s.catch(&err)
	return s.compare(s.canonical(g), s.canonical(h)), nil
}

// Leq reports whether g ≤ h.
func (s *Store) Leq(g, h ID) (ok bool, err error) {
	defer s.catch(&err)
	return s.leq(s.canonical(g), s.canonical(h)), nil
}

// Outcome returns the outcome class of g.
func (s *Store) Outcome(g ID) (o Outcome, err error) {
	r, err := s.Compare(g, Zero)
	if err != nil {
		return 0, err
	}
	return [...]Outcome{Less: RightWins, Equal: SecondWins, Greater: LeftWins, Fuzzy: FirstWins}[r], nil
}

// Minus returns −g: the canonical negative of a canonical game, and
// otherwise the formal sum with multiplicities negated.
func (s *Store) Minus(g ID) (r ID, err error) {
	defer s.catch(&err)
	if s.nodes[g].kind == Canonical {
		return s.neg(g), nil
	}
	return s.makeSum(NUS{}, []Term{{g, -1}}), nil
}

// mul returns k·g for canonical g.
func (s *Store) mul(g ID, k int64) ID {
	if v, ok := s.nusOf(g); ok {
		w, ok := v.mul(k)
		if !ok {
			s.tooLarge("an up multiple beyond 2^63")
		}
		return s.nusNode(w)
	}
	if k < 0 {
		g, k = s.neg(g), -k
	}
	r := Zero
	for p := g; k > 0; k >>= 1 {
		if k&1 == 1 {
			r = s.add(r, p)
		}
		if k > 1 {
			p = s.add(p, p)
		}
	}
	return r
}

// add returns the canonical form of a + b for canonical a, b.
func (s *Store) add(a, b ID) ID {
	if a == Zero {
		return b
	}
	if b == Zero {
		return a
	}
	va, okA := s.nusOf(a)
	vb, okB := s.nusOf(b)
	if okA && okB {
		v, ok := va.add(vb)
		if !ok {
			s.tooLarge("an up multiple beyond 2^63")
		}
		return s.nusNode(v)
	}
	if a > b {
		a, b = b, a
		va, vb, okA, okB = vb, va, okB, okA
	}
	if r, ok := s.cached(opAdd, a, b); ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	s.Stats.Add++
	var r ID
	switch {
	case okA && va.IsNumber():
		r = s.translate(a, b)
	case okB && vb.IsNumber():
		r = s.translate(b, a)
	default:
		al, ar := s.options(a)
		bl, br := s.options(b)
		left := make([]ID, 0, len(al)+len(bl))
		for _, o := range al {
			left = append(left, s.add(o, b))
		}
		for _, o := range bl {
			left = append(left, s.add(a, o))
		}
		right := make([]ID, 0, len(ar)+len(br))
		for _, o := range ar {
			right = append(right, s.add(o, b))
		}
		for _, o := range br {
			right = append(right, s.add(a, o))
		}
		r = s.fromOptions(left, right)
	}
	s.store(opAdd, a, b, r)
	return r
}

// translate returns x + g for a number x and a canonical g that is not a
// number: {x + g^L | x + g^R} (number translation). Those options have no
// dominated option (translation keeps order), and an option x + g^L that
// is not a number has the Right options x + g^LR, so it is reversible only
// if g^L was; only a number option can be, and is checked.
func (s *Store) translate(x, g ID) ID {
	gl, gr := s.options(g)
	plusX := func(o ID) ID { return s.add(x, o) }
	left, right := mapIDs(gl, plusX), mapIDs(gr, plusX)
	slices.Sort(left)
	slices.Sort(right)
	p := s.push(left, right)
	ok := true
	for _, a := range left {
		if s.isNumber(a) {
			if _, rev := s.reversibleLeft(a, p); rev {
				ok = false
			}
		}
	}
	for _, b := range right {
		if s.isNumber(b) {
			if _, rev := s.reversibleRight(b, p); rev {
				ok = false
			}
		}
	}
	s.pop()
	if !ok {
		return s.fromOptions(left, right)
	}
	return s.construct(left, right)
}

// neg returns −g for canonical g.
func (s *Store) neg(g ID) ID {
	if v, ok := s.nusOf(g); ok {
		return s.nusNode(v.neg())
	}
	if n := s.nodes[g].neg; n != noID {
		return n
	}
	s.tick()
	s.enter()
	defer s.leave()
	l, r := s.options(g)
	nl, nr := mapIDs(r, s.neg), mapIDs(l, s.neg)
	slices.Sort(nl)
	slices.Sort(nr)
	// The negative of a canonical form is canonical, and not NUS.
	h := s.intern(Canonical, nl, nr)
	s.nodes[g].neg = h
	s.nodes[h].neg = g
	return h
}

// CanonicalSum returns the canonical form of Σ k·G over the terms {G, k}:
// each G is brought to canonical form, multiplied by its integer k (a
// negative k negates) and added (ONAG ch. 1: G + H = {G^L+H, G+H^L |
// G^R+H, G+H^R}, −G = {−G^R | −G^L}). Unlike Plus, which keeps a formal
// sum, the result is one canonical form; a game equal to a number is the
// canonical number.
func (s *Store) CanonicalSum(terms ...Term) (r ID, err error) {
	defer s.catch(&err)
	c := Zero
	for _, t := range terms {
		if t.Mult == math.MinInt64 {
			s.tooLarge("a multiple of −2^63")
		}
		if t.Mult == 0 {
			continue
		}
		c = s.add(c, s.mul(s.canonical(t.ID), t.Mult))
	}
	return c, nil
}
