package quotient

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Value is Φ of a position given as heaps (each 0 … len(phi)−1), the
// product of its heaps' values.
func Value(m *Monoid, phi []Elem, heaps []int) (Elem, error) {
	x := Elem(0)
	for _, h := range heaps {
		if h < 0 || h >= len(phi) {
			return 0, fmt.Errorf("heap %d is outside the quotient's heaps 0…%d", h, len(phi)-1)
		}
		x = m.Mul(x, phi[h])
	}
	return x, nil
}

// Move is a move in a sum of heaps: heap Heap becomes the heaps To.
type Move struct {
	Heap int
	To   []int
}

// String writes the move as "7 -> 2+4" ("7 -> 0" when the heap goes).
func (m Move) String() string {
	to := "0"
	if len(m.To) > 0 {
		parts := make([]string, len(m.To))
		for i, h := range m.To {
			parts[i] = strconv.Itoa(h)
		}
		to = strings.Join(parts, "+")
	}
	return fmt.Sprintf("%d -> %s", m.Heap, to)
}

// WinningMoves lists the moves from the position heaps to a position
// whose value is in P (as in the worked example of Plambeck 2005, §3.2:
// a component and an option of it whose product with the others is in P),
// one per distinct
// heap and option. phi gives Φ of any heap.
func WinningMoves(src Source, q *Bipartite, phi func(int) (Elem, error), heaps []int) ([]Move, error) {
	value := func(hs []int) (Elem, error) {
		x := Elem(0)
		for _, h := range hs {
			y, err := phi(h)
			if err != nil {
				return 0, err
			}
			x = q.M.Mul(x, y)
		}
		return x, nil
	}
	if _, err := value(heaps); err != nil {
		return nil, err
	}
	var moves []Move
	done := map[int]bool{}
	for i, h := range heaps {
		if done[h] {
			continue
		}
		done[h] = true
		rest := slices.Delete(slices.Clone(heaps), i, i+1)
		x, _ := value(rest)
		var err error
		src.Options(h, func(o []int) bool {
			var y Elem
			if y, err = value(o); err != nil {
				return false
			}
			if q.P[q.M.Mul(x, y)] {
				moves = append(moves, Move{Heap: h, To: slices.Clone(o)})
			}
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	return moves, nil
}

// Distinguish looks for a position X (a list of heaps) such that exactly
// one of x·Φ(X), y·Φ(X) is in P. In a reduced quotient one exists iff
// x ≠ y; it returns the least such position (in the order that compares
// the count of the largest heap first), or ok = false when x and y are
// indistinguishable. least is as from Least.
func Distinguish(q *Bipartite, least [][]uint16, x, y Elem) (witness []int, ok bool) {
	m := q.M
	var best []uint16
	for z := 0; z < m.Size(); z++ {
		if least[z] == nil {
			continue
		}
		if q.P[m.Mul(x, Elem(z))] != q.P[m.Mul(y, Elem(z))] {
			if best == nil || colex(least[z], best) < 0 {
				best = least[z]
			}
		}
	}
	if best == nil {
		return nil, false
	}
	return wordHeaps(best), true
}

// Least is, for each element, the least position (as heap counts) with
// that value, in the order that compares the count of the largest heap
// first; nil for an element no position reaches.
func Least(ctx context.Context, src Source, q *Bipartite, phi []Elem) ([][]uint16, error) {
	s := &Solver{ctx: ctx}
	s.meter.Start(ctx)
	opts := make([][][]int, len(phi))
	var err error
	for h := 1; h < len(phi) && err == nil; h++ {
		src.Options(h, func(o []int) bool {
			if err = s.meter.Work(len(o) + 1); err != nil {
				return false
			}
			opts[h] = append(opts[h], slices.Clone(o))
			return true
		})
	}
	if err != nil {
		return nil, err
	}
	p := &pretension{q: q, phi: phi, trans: allTransitions(q.M, phi, opts), s: s}
	return p.least(false)
}

func wordHeaps(w []uint16) []int {
	var hs []int
	for h, k := range w {
		for ; k > 0; k-- {
			hs = append(hs, h)
		}
	}
	return hs
}

// Outcomes computes misère outcomes of sums of heaps by exhaustive search,
// memoised, independently of any quotient: the check for Verify.
type Outcomes struct {
	src    Source
	memo   map[string]bool // P-positions true
	ctx    context.Context
	budget Budget
	n      int
	key    []byte
}

// NewOutcomes starts a search for the heap game.
func NewOutcomes(src Source) *Outcomes {
	return &Outcomes{src: src, memo: map[string]bool{}}
}

// IsP reports whether the sum of the heaps (sorted or not) is a misère
// P-position: it has a move, and every move leads to an N-position.
func (o *Outcomes) IsP(ctx context.Context, heaps []int) (bool, error) {
	o.ctx = ctx
	p := slices.Clone(heaps)
	slices.Sort(p)
	return o.isP(p)
}

// appendKey appends the memo key of the sorted heaps p: their sizes as
// varints, a byte for each heap below 128.
func appendKey(b []byte, p []int) []byte {
	for _, h := range p {
		b = binary.AppendUvarint(b, uint64(h))
	}
	return b
}

// tick counts a position computed, checking for cancellation and, less
// often, the memory budget.
func (o *Outcomes) tick() error {
	o.n++
	if o.n&4095 != 0 {
		return nil
	}
	if o.ctx != nil {
		if err := o.ctx.Err(); err != nil {
			return err
		}
	}
	if o.budget != nil && o.n&(pollEvery-1) == 0 {
		return o.budget(0)
	}
	return nil
}

func (o *Outcomes) isP(p []int) (bool, error) {
	o.key = appendKey(o.key[:0], p)
	if v, ok := o.memo[string(o.key)]; ok {
		return v, nil
	}
	k := string(o.key)
	if err := o.tick(); err != nil {
		return false, err
	}
	moved := false
	isP := true
	var err error
	for i := 0; i < len(p) && isP && err == nil; i++ {
		if i > 0 && p[i] == p[i-1] {
			continue
		}
		o.src.Options(p[i], func(opt []int) bool {
			moved = true
			q := make([]int, 0, len(p)+len(opt))
			q = append(q, p[:i]...)
			q = append(q, p[i+1:]...)
			q = append(q, opt...)
			slices.Sort(q)
			var v bool
			v, err = o.isP(q)
			if err != nil || v {
				isP = false
				return false
			}
			return true
		})
	}
	if err != nil {
		return false, err
	}
	v := moved && isP
	o.memo[k] = v
	return v, nil
}

// VerifyResult is what Verify found.
type VerifyResult struct {
	Checked int   // the positions checked
	Total   int   // every position of total size ≤ Total was checked (−1: none)
	Bad     []int // a position where the prediction is wrong, of least total; nil if none
}

// Verify checks Φ's predictions, Φ(G) ∈ P iff G is a misère P-position,
// against exhaustive search for every sum G of heaps 1 … len(phi)−1 whose
// sizes total at most maxTotal, total by total, stopping at the first
// position where they disagree. The search's table grows with the
// positions; budget (nil: none) is polled as it does. When budget
// refuses, or ctx is cancelled, Verify returns the error with what it
// checked until then.
func Verify(ctx context.Context, src Source, q *Bipartite, phi []Elem, maxTotal int, budget Budget) (VerifyResult, error) {
	o := NewOutcomes(src)
	o.ctx, o.budget = ctx, budget
	res := VerifyResult{Total: -1}
	var desc, asc []int // the position's heaps, largest first; and sorted
	// rec visits the positions of total size exactly total that extend
	// desc with heaps ≤ maxHeap summing to left.
	var rec func(maxHeap, left int, x Elem) error
	rec = func(maxHeap, left int, x Elem) error {
		if left == 0 {
			asc = append(asc[:0], desc...)
			slices.Reverse(asc)
			isP, err := o.isP(asc)
			if err != nil {
				return err
			}
			res.Checked++
			if res.Checked&4095 == 0 && ctx != nil {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			if isP != q.P[x] {
				res.Bad = slices.Clone(asc)
				return errStop
			}
			return nil
		}
		for h := min(maxHeap, left); h >= 1; h-- {
			desc = append(desc, h)
			err := rec(h, left-h, q.M.Mul(x, phi[h]))
			desc = desc[:len(desc)-1]
			if err != nil {
				return err
			}
		}
		return nil
	}
	for total := 0; total <= maxTotal; total++ {
		err := rec(len(phi)-1, total, 0)
		if err == errStop {
			return res, nil
		}
		if err != nil {
			return res, err
		}
		res.Total = total
	}
	return res, nil
}

var errStop = fmt.Errorf("stop")
