package quotient

import (
	"fmt"
	"slices"
)

// Bipartite is a bipartite monoid: a finite commutative monoid with a
// distinguished subset P, the P-portion (the elements whose positions are
// misère P-positions).
type Bipartite struct {
	M *Monoid
	P []bool // P[x] reports x ∈ P
}

// NewBipartite pairs a monoid with a P-portion.
func NewBipartite(m *Monoid, p []bool) (*Bipartite, error) {
	if len(p) != m.Size() {
		return nil, fmt.Errorf("%w: P-portion of %d elements for a monoid of order %d", ErrNotMonoid, len(p), m.Size())
	}
	return &Bipartite{M: m, P: p}, nil
}

// PSize is the number of elements of P.
func (b *Bipartite) PSize() int {
	n := 0
	for _, p := range b.P {
		if p {
			n++
		}
	}
	return n
}

// Reduce returns the quotient of b by indistinguishability, x ~ y iff for
// every z, xz ∈ P ⇔ yz ∈ P (the definition of indistinguishability,
// Plambeck 2005, §5), and the map from b's
// elements to the quotient's. Since every z is a word in the generators
// this is the coarsest partition that separates P from the rest and is
// stable under each generator, found by refinement as in automaton
// minimisation. The quotient keeps b's generators, in order.
func (b *Bipartite) Reduce() (*Bipartite, []Elem) {
	m := b.M
	n := m.Size()
	class := make([]int32, n)
	classes := 0
	{
		var pc, nc int32 = -1, -1
		for x := 0; x < n; x++ {
			c := &nc
			if b.P[x] {
				c = &pc
			}
			if *c < 0 {
				*c = int32(classes)
				classes++
			}
			class[x] = *c
		}
	}
	// Refine: the new class of x is its class with the classes of its
	// images under the generators. Signatures are grouped by a hash in an
	// open-addressed table of first members (reused between rounds) and
	// compared in full.
	k := len(m.gens) + 1
	sig := make([]int32, n*k)
	size := 1
	for size < 2*n {
		size *= 2
	}
	table := make([]int32, size)
	next := make([]int32, n)
	for {
		for x := 0; x < n; x++ {
			row := sig[x*k : x*k+k]
			row[0] = class[x]
			for g, a := range m.gens {
				row[g+1] = class[a[x]]
			}
		}
		for i := range table {
			table[i] = -1
		}
		count := int32(0)
		for x := 0; x < n; x++ {
			row := sig[x*k : x*k+k]
			h := uint64(14695981039346656037)
			for _, v := range row {
				h = (h ^ uint64(uint32(v))) * 1099511628211
			}
			i := int(h>>32) & (size - 1)
			for {
				y := table[i]
				if y < 0 {
					table[i] = int32(x)
					next[x] = count
					count++
					break
				}
				if slices.Equal(sig[int(y)*k:int(y)*k+k], row) {
					next[x] = next[y]
					break
				}
				i = (i + 1) & (size - 1)
			}
		}
		class, next = next, class
		if int(count) == classes {
			break
		}
		classes = int(count)
	}
	gens := make([][]Elem, len(m.gens))
	for g, a := range m.gens {
		ga := make([]Elem, classes)
		for x := 0; x < n; x++ {
			ga[class[x]] = Elem(class[a[x]])
		}
		gens[g] = ga
	}
	q, err := newMonoid(classes, gens, false, nil)
	if err != nil {
		// The classes form a congruence, so the quotient is a commutative
		// monoid whenever m is; anything else is a bug here.
		panic("quotient: reduction is not a monoid: " + err.Error())
	}
	// NewMonoid renumbers the classes breadth-first; map through it.
	renum := make([]Elem, classes)
	for y := 0; y < q.Size(); y++ {
		renum[q.fromClass(y, gens)] = Elem(y)
	}
	proj := make([]Elem, n)
	p := make([]bool, q.Size())
	for x := 0; x < n; x++ {
		proj[x] = renum[class[x]]
		if b.P[x] {
			p[proj[x]] = true
		}
	}
	return &Bipartite{M: q, P: p}, proj
}

// fromClass is the state (in the numbering of the actions gens) reached
// from state 0 by the word of element y of m.
func (m *Monoid) fromClass(y int, gens [][]Elem) Elem {
	x := Elem(0)
	for g, e := range m.Word(Elem(y)) {
		for ; e > 0; e-- {
			x = gens[g][x]
		}
	}
	return x
}
