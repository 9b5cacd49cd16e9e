package rulesets

import (
	"slices"
	"strconv"
	"strings"

	"cgcalc/games"
)

// Partizan subtraction games (Winning Ways ch. 2; Siegel, Combinatorial
// Game Theory ch. I.1; CGSuite's game.heap.PartizanSubtraction(L, R)): a
// heap of n tokens, from which Left may take s tokens for s in her set L
// and Right for s in his set R. A position is written as CGSuite writes the
// ruleset and the heap, the two sets and the size: "[1,3] [2,3] 6" is
// PartizanSubtraction([1,3],[2,3])(6).
//
// The values of a pair of sets are kept by heap size; swapping the sets
// negates, so the memo keeps each pair once.

// maxSubtraction bounds the heap sizes and the numbers subtracted.
const maxSubtraction = 1 << 20

// subtractionRules is the partizan subtraction games for one store.
type subtractionRules struct {
	s    *games.Store
	memo map[string][]games.ID // by the key of the (L, R) with key(L) ≤ key(R): values of heaps 0, 1, ...
}

func init() {
	register("partizan-subtraction", func(s *games.Store) Ruleset {
		return &subtractionRules{s: s, memo: map[string][]games.ID{}}
	})
}

// subtractionPos is a heap of N under the sets L and R.
type subtractionPos struct {
	L, R []int
	N    int
}

// setString is "[1,3]".
func setString(set []int) string {
	parts := make([]string, len(set))
	for i, x := range set {
		parts[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// String is "[1,3] [2,3] 6".
func (p *subtractionPos) String() string {
	return setString(p.L) + " " + setString(p.R) + " " + strconv.Itoa(p.N)
}

// Picture draws the heap as a row of N counters ('x'); a heap of more
// than 40 as its first and last 20 with an ellipsis ('…') between.
func (p *subtractionPos) Picture() Picture {
	return &Board{Rows: [][]rune{counters(p.N, 'x')}}
}

// Name is "partizan-subtraction".
func (*subtractionRules) Name() string { return "partizan-subtraction" }

// Impartial is false: the players' sets differ (in general).
func (*subtractionRules) Impartial() bool { return false }

// Parse reads "[1,3] [2,3] 6": Left's set, Right's set and the heap.
func (*subtractionRules) Parse(text string) (Position, error) {
	sc := &scanner{text: text}
	l, err := sc.set("Left's")
	if err != nil {
		return nil, err
	}
	r, err := sc.set("Right's")
	if err != nil {
		return nil, err
	}
	n, err := sc.int(maxSubtraction, "the heap size")
	if err != nil {
		return nil, err
	}
	if !sc.done() {
		return nil, sc.errorf(sc.i, "%s after the heap size", sc.what(sc.i))
	}
	return &subtractionPos{L: l, R: r, N: n}, nil
}

// set reads "[1,3]", a set of positive numbers, sorted without repeats.
func (sc *scanner) set(whose string) ([]int, error) {
	if err := sc.expect('[', "'[' starting "+whose+" subtraction set"); err != nil {
		return nil, err
	}
	var set []int
	if sc.peek() == ']' {
		sc.i++
		return set, nil
	}
	for {
		start := sc.i
		x, err := sc.int(maxSubtraction, "a number to subtract")
		if err != nil {
			return nil, err
		}
		if x == 0 {
			return nil, sc.errorf(start, "0 in %s subtraction set: the numbers to subtract are positive", whose)
		}
		set = append(set, x)
		if sc.peek() == ']' {
			sc.i++
			slices.Sort(set)
			return slices.Compact(set), nil
		}
		if err := sc.expect(',', "',' or ']'"); err != nil {
			return nil, err
		}
	}
}

// Options subtracts from the heap.
func (*subtractionRules) Options(p Position) (left, right []Position) {
	q := p.(*subtractionPos)
	for _, x := range q.L {
		if x <= q.N {
			left = append(left, &subtractionPos{L: q.L, R: q.R, N: q.N - x})
		}
	}
	for _, x := range q.R {
		if x <= q.N {
			right = append(right, &subtractionPos{L: q.L, R: q.R, N: q.N - x})
		}
	}
	return left, right
}

// Value returns the value from the table of the pair of sets, extended to
// the heap's size; with the sets swapped, it negates.
func (r *subtractionRules) Value(p Position) (games.ID, error) {
	q := p.(*subtractionPos)
	l, rt := q.L, q.R
	kl, kr := setString(l), setString(rt)
	swap := kl > kr
	if swap {
		l, rt, kl, kr = rt, l, kr, kl
	}
	key := kl + " " + kr
	vals := r.memo[key]
	for len(vals) <= q.N {
		// A unit of work for each subtraction looked at.
		if err := r.s.Work(len(l) + len(rt)); err != nil {
			r.memo[key] = vals
			return 0, err
		}
		n := len(vals)
		var lo, ro []games.ID
		for _, x := range l {
			if x <= n {
				lo = append(lo, vals[n-x])
			}
		}
		for _, x := range rt {
			if x <= n {
				ro = append(ro, vals[n-x])
			}
		}
		v, err := r.s.FromOptions(lo, ro)
		if err != nil {
			r.memo[key] = vals
			return 0, err
		}
		vals = append(vals, v)
	}
	r.memo[key] = vals
	v := vals[q.N]
	if swap {
		return r.s.CanonicalSum(games.Term{ID: v, Mult: -1})
	}
	return v, nil
}
