package impartial

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Complete misère analyses by Allemang's Theorem VI, the misère form of the
// Guy–Smith periodicity test (allemang.md §1.12): for an octal game whose
// moves remove at most r counters, if H_i ≡ H_(i+s) over all sums of heaps
// up to 2m + 2s + r, for m < i ≤ 2m + s + r, then H_i ≡ H_(i+s) over all
// sums, for every i > m. A generalized genus table up to 2m + 2s + r
// decides the hypothesis: two heaps are ≡ over the table exactly when the
// table represents them the same way (the same nim heap, the same letter,
// or like the same adder), which the table has verified.

// Solution is a complete analysis: every heap is one of the heaps 0 … M+S
// (heap n > M+S is heap n − S·k in M+1 … M+S), and the genus of any sum
// is the table's.
type Solution struct {
	Table   *GenTable
	M, S, R int // last irregular heap, period, largest removal
}

// ErrNoSolution reports that no period was certified within the table.
var ErrNoSolution = errors.New("no complete analysis")

// CompleteAnalysis computes the generalized genus table of an octal game
// up to heap maxHeap and looks for the least period s (and then the least
// m) that Theorem VI certifies on it.
func CompleteAnalysis(ctx context.Context, r *Ruleset, maxHeap int, opt GenOptions) (*Solution, error) {
	if r.Distinct() || !r.Finite() || r.hexadecimal() {
		return nil, fmt.Errorf("%w: Theorem VI is for octal games with a finite code, not %s", ErrNoSolution, r)
	}
	rem := r.MaxRemoval()
	opt.Stop = func(t *GenTable) bool { _, _, ok := t.theoremVI(rem); return ok }
	t, err := NewGenTable(ctx, r, maxHeap, opt)
	if err != nil && (t == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		return nil, err
	}
	tableErr := err
	if m, s, ok := t.theoremVI(rem); ok && err == nil {
		return &Solution{Table: t, M: m, S: s, R: rem}, nil
	}
	n := t.MaxHeap()
	// Say how far Theorem VI would need to reach: the normal-play values
	// are periodic at best from the same point on, so their period and
	// preperiod bound s and m from below.
	need := ""
	if vs, err := NimValues(ctx, r, 4*maxHeap+1000); err == nil {
		if p, e, ok := Period(r, vs); ok {
			need = fmt.Sprintf("; the nim values have period %d from heap %d, so Theorem VI needs the table to heap %d at least",
				p, e, 2*max(e-1, 0)+2*p+rem)
		}
	}
	if tableErr != nil {
		return nil, fmt.Errorf("%w of %s: the table stops at heap %d (%v)%s", ErrNoSolution, r, n, tableErr, need)
	}
	return nil, fmt.Errorf("%w of %s: no period certified with heaps up to %d%s", ErrNoSolution, r, n, need)
}

// theoremVI looks for the least period s, then the least m, whose
// hypothesis the table decides and satisfies: heaps i and i+s equivalent
// for m < i ≤ 2m + s + r, with 2m + 2s + r within the table.
func (t *GenTable) theoremVI(rem int) (m, s int, ok bool) {
	n := t.MaxHeap()
	for s := 1; 2*s+rem <= n; s++ {
		// m must reach the last heap that differs from the one s later.
		m := 0
		for i := 1; i+s <= n; i++ {
			if !t.sameHeap(i, i+s) {
				m = i
			}
		}
		if 2*m+2*s+rem <= n {
			return m, s, true
		}
	}
	return 0, 0, false
}

// hexadecimal reports whether a move may leave three heaps (a digit 8–f),
// beyond Theorem VI's octal games.
func (r *Ruleset) hexadecimal() bool {
	for k := 0; k <= r.MaxRemoval(); k++ {
		if r.Digit(k)&8 != 0 {
			return true
		}
	}
	return false
}

// sameHeap reports whether heaps i and j are equivalent over the table:
// the same letter, or adders (exact or like) that shift every entry of the
// table alike (in blurry genera :1 and :5 can agree on a whole table).
func (t *GenTable) sameHeap(i, j int) bool {
	a, b := t.Heaps[i], t.Heaps[j]
	if a.Kind == KindLetter || b.Kind == KindLetter {
		return a.Kind == b.Kind && a.Letter == b.Letter
	}
	if a.Adder == b.Adder {
		return true
	}
	for _, g := range t.genus {
		if !g.PlusAdder(a.Adder).Equal(g.PlusAdder(b.Adder)) {
			return false
		}
	}
	return true
}

// Heap returns how the solution represents heap n, for any n ≥ 0.
func (s *Solution) Heap(n int) GenHeap {
	for n > s.M+s.S {
		n -= s.S * ((n - s.M - 1) / s.S)
	}
	return s.Table.Heaps[n]
}

// HeapLine returns the line of GenTable.HeapLine for any heap n ≥ 0.
func (s *Solution) HeapLine(n int) (string, error) {
	if n < 0 {
		return "", fmt.Errorf("negative heap %d", n)
	}
	return s.Table.HeapLine(s.reduce([]int{n})[0])
}

// Genus returns the blurry genus of any sum of heaps.
func (s *Solution) Genus(heaps []int) (BlurryGenus, error) {
	return s.Table.Genus(s.reduce(heaps))
}

// Explain is Genus with the steps (see GenTable.Explain), after replacing
// each heap beyond M+S by the heap it repeats.
func (s *Solution) Explain(heaps []int) (BlurryGenus, []string, error) {
	red := s.reduce(heaps)
	g, steps, err := s.Table.Explain(red)
	var moved []string
	for i, h := range heaps {
		if red[i] != h {
			moved = append(moved, fmt.Sprintf("%d as %d", h, red[i]))
		}
	}
	if len(moved) > 0 {
		steps = append([]string{fmt.Sprintf("period %d from heap %d: %s", s.S, s.M+1, strings.Join(moved, ", "))}, steps...)
	}
	return g, steps, err
}

func (s *Solution) reduce(heaps []int) []int {
	out := make([]int, len(heaps))
	for i, h := range heaps {
		for h > s.M+s.S {
			h -= s.S * ((h - s.M - 1) / s.S)
		}
		out[i] = h
	}
	return out
}

// String writes the solution as Allemang did in his last chapter: the
// pretend table (each heap as *k, a letter, or like an adder), which
// repeats with the period, then the genus table of the letters.
func (s *Solution) String() string {
	var b strings.Builder
	t := s.Table
	fmt.Fprintf(&b, "%s: complete analysis by Theorem VI (m = %d, s = %d, r = %d; table to heap %d)\n",
		t.r.Code(), s.M, s.S, s.R, t.MaxHeap())
	fmt.Fprintf(&b, "heaps 0 … %d, the last %d repeating for ever:\n", s.M+s.S, s.S)
	var ns, vs []string
	for n := 0; n <= s.M+s.S; n++ {
		g := t.Heaps[n]
		v := t.heapText(g)
		if g.Kind == KindLike {
			v = "~:" + fmt.Sprint(g.Adder)
		}
		w := max(len(fmt.Sprint(n)), len([]rune(v)))
		ns = append(ns, fmt.Sprintf("%*d", w, n))
		vs = append(vs, fmt.Sprintf("%*s", w, v))
	}
	fmt.Fprintf(&b, "n : %s\n  : %s\n", strings.Join(ns, " "), strings.Join(vs, " "))
	if len(t.Letters) > 0 {
		b.WriteString("letters:")
		for _, l := range t.Letters {
			fmt.Fprintf(&b, " %s = heap %d, period %d(%d);", l.Name, l.Heap, l.P, l.S)
		}
		b.WriteString("\n")
		for j := len(t.Letters) - 1; j >= 0; j-- {
			b.WriteString(t.Letters[j].Name)
		}
		b.WriteString("\n")
		for idx, g := range t.genus {
			fmt.Fprintf(&b, "%s (%s)\n", t.key(idx), g.Table(4))
		}
	}
	if hasLike(t) {
		b.WriteString("~:k: behaves as the adder :k in every sum\n")
	}
	return b.String()
}

func hasLike(t *GenTable) bool {
	for _, g := range t.Heaps {
		if g.Kind == KindLike {
			return true
		}
	}
	return false
}
