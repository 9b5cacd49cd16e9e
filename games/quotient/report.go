package quotient

import (
	"fmt"
	"strings"
)

// Phi is Φ of heap h in the analysed quotient. Heaps beyond those
// computed are reduced by the certified period; without a certificate
// they are an error.
func (a *Analysis) Phi(h int) (Elem, error) {
	phi := a.Solver.phi
	if h < 0 {
		return 0, fmt.Errorf("negative heap %d", h)
	}
	if h < len(phi) {
		return phi[h], nil
	}
	if !a.Complete {
		return 0, fmt.Errorf("heap %d is beyond the heaps computed (0…%d) and no period is certified", h, len(phi)-1)
	}
	p := a.Periodic
	h = p.Preperiod + (h-p.Preperiod)%p.Period
	return phi[h], nil
}

// Named pairs a bipartite monoid with the presentation its elements are
// printed in.
type Named struct {
	Q    *Bipartite
	Pres *Presentation
}

// Name presents the quotient over its generators in order of discovery
// (Generators; changes are the heaps at which the quotient changed).
func Name(q *Bipartite, phi []Elem, changes []int) (Named, error) {
	p, err := Present(q.M, Generators(q.M, phi, changes), nil)
	if err != nil {
		return Named{}, err
	}
	return Named{Q: q, Pres: p}, nil
}

// Describe is MisereSolver's "Size n: presentation" text: "TAME" for a
// tame quotient (Plambeck 2005, §9.3).
func (n Named) Describe() string {
	if _, ok := IsTame(n.Q); ok {
		return fmt.Sprintf("Size %d: TAME", n.Q.M.Size())
	}
	return fmt.Sprintf("Size %d: %s", n.Q.M.Size(), n.Pres)
}

// PhiLine writes Φ values as words separated by spaces.
func (n Named) PhiLine(phi []Elem) string {
	w := make([]string, len(phi))
	for i, x := range phi {
		w[i] = n.Pres.Word(x)
	}
	return strings.Join(w, " ")
}

// LogText is the log of changes in MisereSolver's layout: for each change
// "-- Presentation for NAME changed at heap n --", the size and
// presentation (or TAME), P and Φ from heap 0 up to the next change.
func LogText(name string, changes []Change) (string, error) {
	var b strings.Builder
	var heaps []int
	for _, c := range changes {
		heaps = append(heaps, c.Heap)
		n, err := Name(c.Q, c.Phi, heaps)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "-- Presentation for %s changed at heap %d --\n", name, c.Heap)
		fmt.Fprintf(&b, "%s\nP = %s\nPhi = %s\n", n.Describe(), n.Pres.FormatP(c.Q.P), n.PhiLine(c.Phi))
	}
	return b.String(), nil
}
