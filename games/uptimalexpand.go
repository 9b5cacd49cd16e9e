package games

// Uptimal expansions x + a₁·↑¹ + … + aₖ·↑ᵏ + *m: the value, and the
// recognition of a canonical form as one; its text is in printuptimal.go.

import "slices"

// UptimalExpansion is the value x + a₁·↑¹ + a₂·↑² + … + aₖ·↑ᵏ + *m: a
// number, a finite sequence of integer coefficients and a nimber, where ↑ⁿ
// is up-nth, ↑¹ = ↑ and ↑ⁿ = {0 | ↓[n−1]*}, ↓[n] being −(↑¹ + … + ↑ⁿ)
// (Siegel, Combinatorial Game Theory, II.4 and Exercise II.4.x on uptimals;
// CGSuite writes the expansion x*m.a₁a₂…aₖ). Games equal to such a value
// are uptimals; NUS values are the uptimals with k ≤ 1.
type UptimalExpansion struct {
	X Dyadic  // the number part
	A []int64 // A[i−1] is the coefficient of ↑ⁱ; the last one is not 0
	M uint64  // the nimber
}

// Len returns k, the index of the last non-zero coefficient (0 if none).
func (e UptimalExpansion) Len() int { return len(e.A) }

// Coef returns aᵢ (1-based; 0 beyond the last).
func (e UptimalExpansion) Coef(i int) int64 {
	if i < 1 || i > len(e.A) {
		return 0
	}
	return e.A[i-1]
}

// trimmed drops trailing zero coefficients.
func (e UptimalExpansion) trimmed() UptimalExpansion {
	for len(e.A) > 0 && e.A[len(e.A)-1] == 0 {
		e.A = e.A[:len(e.A)-1]
	}
	return e
}

// neg returns −e.
func (e UptimalExpansion) neg() UptimalExpansion {
	a := make([]int64, len(e.A))
	for i, c := range e.A {
		a[i] = -c
	}
	return UptimalExpansion{X: e.X.Neg(), A: a, M: e.M}
}

// IsUnit reports whether e has at most one non-zero coefficient, ±1: its
// infinitesimal part past the nimber is ↑ⁿ or ↓ⁿ (CGSuite prints ^<n>,
// v<n>).
func (e UptimalExpansion) IsUnit() bool {
	found := false
	for _, c := range e.A {
		if c != 0 {
			if found || c > 1 || c < -1 {
				return false
			}
			found = true
		}
	}
	return true
}

// IsUnitSum reports whether the coefficients are all 1 or all −1: the
// infinitesimal part past the nimber is ↑[n] = ↑¹ + … + ↑ⁿ or ↓[n]
// (CGSuite prints ^[n], v[n]).
func (e UptimalExpansion) IsUnitSum() bool {
	for _, c := range e.A {
		if c != e.A[0] || c != 1 && c != -1 {
			return false
		}
	}
	return true
}

// maxUptimal bounds the length and the coefficients of the expansions
// looked for beyond NUS values: building x + a·↑ + b·↑² takes work that
// grows with |a| (sums with a·↑ recurse through its options), and no game
// of a reasonable size is further out (CGSuite bounds up multiples by 4096
// too). Games beyond it print by their options.
const maxUptimal = 4096

// upMemo holds a store's uptimal expansions: the expansion of each
// canonical node looked at (an index into exps, or -1 for none) and the
// up-nths built so far (pows[n−1] is ↑ⁿ).
type upMemo struct {
	of   map[ID]int32
	exps []UptimalExpansion
	pows []ID
}

// UptimalExpansion returns the uptimal expansion of g's canonical form, and
// whether it has one (Siegel, Combinatorial Game Theory II.4; CGSuite's
// UptimalExpansion).
//
// A canonical game that is not a NUS value is recognised from its options,
// whose expansions are found first (each canonical node's once: they are
// kept in the store). If G = x.a₁…aₖ*m with aₖ > 0, its only Right option
// is the game with every aᵢ (i ≤ k) one less and the nimber m⊕1 (↑ⁿ's only
// Right option is ↓[n−1]*), so G's expansion is that option's with the
// first k coefficients raised by 1 and the star toggled, where k is its
// length (aₖ ≥ 2) or one more than the longest expansion among the options
// (aₖ = 1); aₖ < 0 is the same for −G. Each candidate is confirmed by
// building its canonical form from up-nths and comparing: a game is never
// reported with an expansion it does not equal. The tests check by brute
// force that every uptimal with small coefficients is recognised.
func (s *Store) UptimalExpansion(g ID) (e UptimalExpansion, ok bool, err error) {
	defer s.catch(&err)
	e, ok = s.uptimal(s.canonical(g))
	if ok {
		e.A = slices.Clone(e.A)
	}
	return e, ok, nil
}

// uptimalOf is UptimalExpansion for the printer: canonical c, no error (an
// interrupted or too large computation reports no expansion).
func (s *Store) uptimalOf(c ID) (e UptimalExpansion, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isAbort := r.(abort); !isAbort {
				panic(r)
			}
			s.pend = s.pend[:0]
			s.depth = 0
			e, ok = UptimalExpansion{}, false
		}
	}()
	return s.uptimal(c)
}

// uptimal returns the expansion of canonical node c. The slice of
// coefficients is the memo's: callers copy it before changing it.
func (s *Store) uptimal(c ID) (UptimalExpansion, bool) {
	if v, ok := s.nusOf(c); ok {
		e := UptimalExpansion{X: v.X, M: v.M}
		if v.U != 0 {
			e.A = []int64{v.U}
		}
		return e, true
	}
	m := &s.up
	if m.of == nil {
		m.of = map[ID]int32{}
	}
	if i, ok := m.of[c]; ok {
		if i < 0 {
			return UptimalExpansion{}, false
		}
		return m.exps[i], true
	}
	s.enter()
	defer s.leave()
	s.tick()
	l, r := s.options(c)
	e, ok := s.uptimalFrom(c, l, r, false)
	if !ok {
		e, ok = s.uptimalFrom(c, r, l, true)
	}
	if !ok {
		m.of[c] = -1
		return UptimalExpansion{}, false
	}
	m.of[c] = int32(len(m.exps))
	m.exps = append(m.exps, e)
	return e, true
}

// uptimalFrom tries the expansions of c whose last coefficient is
// positive (neg false: l and r are c's Left and Right options) or
// negative (neg true: l and r are c's Right and Left options, the
// negatives of −c's Left and Right options, so every expansion read from
// them is negated).
func (s *Store) uptimalFrom(c ID, l, r []ID, neg bool) (UptimalExpansion, bool) {
	if len(r) != 1 {
		return UptimalExpansion{}, false
	}
	exp := func(id ID) (UptimalExpansion, bool) {
		e, ok := s.uptimal(id)
		if ok && neg {
			e = e.neg()
		}
		return e, ok
	}
	re, ok := exp(r[0])
	if !ok {
		return UptimalExpansion{}, false
	}
	longest := len(re.A)
	for _, o := range l {
		le, ok := exp(o)
		if !ok || !le.X.Equal(re.X) {
			return UptimalExpansion{}, false
		}
		longest = max(longest, len(le.A))
	}
	try := func(k int) (UptimalExpansion, bool) {
		if k < 2 || k > maxUptimal {
			return UptimalExpansion{}, false // k ≤ 1 is a NUS value, and c is not one
		}
		e := UptimalExpansion{X: re.X, A: make([]int64, k), M: re.M ^ 1}
		for i := range e.A {
			if i < len(re.A) {
				e.A[i] = re.A[i] + 1
			} else {
				e.A[i] = 1
			}
		}
		e = e.trimmed()
		for _, a := range e.A {
			if a > maxUptimal || a < -maxUptimal {
				return UptimalExpansion{}, false
			}
		}
		if neg {
			e = e.neg()
		}
		if len(e.A) != k || s.buildUptimal(e) != c {
			return UptimalExpansion{}, false
		}
		return e, true
	}
	if n := len(re.A); n > 0 && re.A[n-1] > 0 {
		if e, ok := try(n); ok {
			return e, true
		}
	}
	return try(longest + 1)
}

// upPow returns ↑ⁿ (n ≥ 1): ↑ for n = 1, else {0 | ↓[n−1]*}.
func (s *Store) upPow(n int) ID {
	m := &s.up
	for len(m.pows) < n {
		k := len(m.pows) + 1
		var p ID
		if k == 1 {
			p = s.nusNode(NUS{U: 1})
		} else {
			sum := s.nusNode(NUS{M: 1}) // ↓[k−1]* = * − (↑¹ + … + ↑ᵏ⁻¹)
			for _, q := range m.pows {
				sum = s.add(sum, s.neg(q))
			}
			p = s.fromOptions([]ID{Zero}, []ID{sum})
		}
		m.pows = append(m.pows, p)
	}
	return m.pows[n-1]
}

// buildUptimal returns the canonical form of e, built as a sum.
func (s *Store) buildUptimal(e UptimalExpansion) ID {
	g := s.nusNode(NUS{X: e.X, U: e.Coef(1), M: e.M})
	for i := 2; i <= len(e.A); i++ {
		if a := e.A[i-1]; a != 0 {
			g = s.add(g, s.mul(s.upPow(i), a))
		}
	}
	return g
}
