package quotient

import (
	"fmt"
	"slices"

	"cgcalc/games/internal/probe"
)

// A rewriting system of commutative rules l → r over exponent vectors,
// with l > r in MisereSolver's order.
type rwRule struct {
	l, r  []int32
	alive bool
}

type rwSystem struct {
	k     int
	rules []*rwRule
	work  int          // rule tests and applications so far
	limit bool         // whether maxWork applies
	err   error        // set when the work budget or exponent bound is exceeded, or a poll fails
	meter *probe.Meter // counts the work in units: a rule tested or applied, a word enumerated
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
		if err := s.meter.Work(len(s.rules) + 1); err != nil {
			s.err = err
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
// Its work is counted in meter (nil: not counted).
func complete(k int, eqs [][2][]int32, meter *probe.Meter) (*rwSystem, error) {
	s := &rwSystem{k: k, limit: true, meter: meter}
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
			if s.err != nil {
				return s.err
			}
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
			if err := s.meter.Work(2 * len(s.rules)); err != nil {
				return err
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
			if err := s.meter.Work(1); err != nil {
				return nil, err
			}
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
			if err := s.meter.Work(len(s.rules) - i); err != nil {
				return nil, err
			}
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
		if err := s.meter.Work(k * (len(s.rules) + k)); err != nil {
			return 0, nil, err
		}
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
			if err := s.meter.Work(k); err != nil {
				return 0, nil, err
			}
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
