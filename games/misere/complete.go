package misere

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"

	"cgcalc/games/impartial"
	"cgcalc/games/internal/clip"
)

// Complete misère analyses by Allemang's Theorem VI, the misère form of the
// Guy–Smith periodicity test (Allemang 1984, "Complete analysis of misère
// games"): for an octal game whose
// moves remove at most r counters, if H_i ≡ H_(i+s) over all sums of heaps
// up to 2m + 2s + r, for m < i ≤ 2m + s + r, then H_i ≡ H_(i+s) over all
// sums, for every i > m. A generalized genus table up to 2m + 2s + r
// decides the hypothesis: two heaps are ≡ over the table exactly when the
// table represents them the same way (the same nim heap, the same letter,
// or like the same adder), which the table has verified.
//
// The conditions of the proof (Allemang's: take the least failing heap
// t > 2m + s + r; an option of H_(t+s) leaves at most two heaps of at
// least t + s − r counters, so one part exceeds m + s, and taking s from
// it is an option of H_t, and back), each guarded by a test:
//
//   - a finite code: r exists;
//   - r counts: without it 0.004, whose heaps 0 … 4 have no move, would
//     be "periodic" from heap 1 by heap 4 (TestCompleteAnalysisNeedsRemoval);
//   - at most two heaps left by a move (no hexadecimal digits): with
//     three parts the largest is only a third of t + s − r;
//   - no constraint on the parts ("!", "?", "="): taking s from a part
//     must give a legal move whatever the other part is; 0.14? satisfies
//     the equations to heap 6 and is wrong at heap 7
//     (TestCompleteAnalysisNeedsPlainSplits);
//   - ≡ is decided exactly by the table: letters verified in every sum of
//     the table (verifyMembers), adder-like heaps against every entry of
//     the complete table (consolidate), both checked against search by
//     TestCompleteAnalysisAgainstSearch.

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
func CompleteAnalysis(ctx context.Context, r *impartial.Ruleset, maxHeap int, opt GenOptions) (*Solution, error) {
	if !r.Finite() || !r.Plain() || r.Constrained() || r.Hexadecimal() {
		return nil, fmt.Errorf("%w: Theorem VI is for octal games with a finite code and no constraints, not %s", ErrNoSolution, clip.Clip(r.String()))
	}
	rem := r.MaxRemoval()
	opt.Stop = func(t *GenTable) bool { _, _, ok := t.theoremVI(rem); return ok }
	t, err := NewGenTable(ctx, r, maxHeap, opt)
	timeUp := errors.Is(err, context.DeadlineExceeded)
	if err != nil && (t == nil || errors.Is(err, context.Canceled)) {
		return nil, err
	}
	tableErr := err
	if m, s, ok := t.theoremVI(rem); ok && err == nil {
		return &Solution{Table: t, M: m, S: s, R: rem}, nil
	}
	n := t.MaxHeap()
	why := fmt.Sprintf("no period certified with heaps up to %d", n)
	switch {
	case timeUp:
		why = fmt.Sprintf("%v with the table complete to heap %d", ErrTimeBound, n)
	case tableErr != nil:
		why = fmt.Sprintf("the table stops at heap %d (%v)", n, tableErr)
	}
	// The shortfall's nim values are cheap; they get a fresh context when
	// the time bound has run out.
	return nil, fmt.Errorf("%w of %s: %s%s", ErrNoSolution, clip.Clip(r.String()), why, t.shortfall(context.Background(), r, rem))
}

// ErrTimeBound reports a table stopped by its context's deadline.
var ErrTimeBound = errors.New("the time bound ran out")

// shortfall says how far Theorem VI would need the table to reach: for
// the period of the nim values (misère play cannot repeat sooner), or else
// the best period in the table, the last heap so far that differs from the
// one s later gives m, and the table must reach 2m + 2s + r. It also
// estimates the table's size there from its growth so far.
func (t *GenTable) shortfall(ctx context.Context, r *impartial.Ruleset, rem int) string {
	n := t.MaxHeap()
	s := 0
	if vs, err := impartial.NimValues(ctx, r, 4*n+1000); err == nil {
		if p, _, ok := impartial.Period(r, vs); ok && p < n {
			s = p
		}
	}
	best := -1
	if s == 0 {
		for c := 1; 2*c <= n; c++ {
			m := t.lastIrregular(c)
			if need := 2*m + 2*c + rem; best < 0 || need < best {
				best, s = need, c
			}
		}
	}
	if s == 0 {
		return ""
	}
	m := t.lastIrregular(s)
	need := 2*m + 2*s + rem
	msg := fmt.Sprintf("; with period %d (the nim values'), the last irregular heap so far is %d, so Theorem VI needs the table to heap %d at least", s, m, need)
	if best >= 0 {
		msg = fmt.Sprintf("; the best period so far is %d, with last irregular heap %d, for which Theorem VI needs the table to heap %d at least", s, m, need)
	}
	if need > n && len(t.Letters) > 0 {
		// Each letter multiplies the table by its s + p; at the rate of
		// letters per heap so far, heaps n+1 … need add as many more.
		more := float64(len(t.Letters)) * float64(need-n) / float64(n)
		digits := math.Log10(float64(t.size())) + more*math.Log10(avgRange(t.Letters))
		msg += fmt.Sprintf(" (the table has %d letters and %d entries at heap %d; at that rate about 10^%.0f entries at heap %d)",
			len(t.Letters), t.size(), n, digits, need)
	}
	return msg
}

// lastIrregular returns the last heap i of the table that differs from
// heap i+s.
func (t *GenTable) lastIrregular(s int) int {
	m := 0
	for i := 1; i+s <= t.MaxHeap(); i++ {
		if !t.sameHeap(i, i+s) {
			m = i
		}
	}
	return m
}

// avgRange returns the geometric mean of the letters' ranges s + p.
func avgRange(ls []Letter) float64 {
	sum := 0.0
	for _, l := range ls {
		sum += math.Log(float64(l.S + l.P))
	}
	return math.Exp(sum / float64(len(ls)))
}

// theoremVI looks for the least period s, then the least m, whose
// hypothesis the table decides and satisfies: heaps i and i+s equivalent
// for m < i ≤ 2m + s + r, with 2m + 2s + r within the table.
func (t *GenTable) theoremVI(rem int) (m, s int, ok bool) {
	n := t.MaxHeap()
	for s := 1; 2*s+rem <= n; s++ {
		// m must reach the last heap that differs from the one s later.
		if m := t.lastIrregular(s); 2*m+2*s+rem <= n {
			return m, s, true
		}
	}
	return 0, 0, false
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
		if t.pool.shift(g, a.Adder) != t.pool.shift(g, b.Adder) {
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
			fmt.Fprintf(&b, "%s (%s)\n", t.key(idx), t.pool.get(g).Table(4))
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
