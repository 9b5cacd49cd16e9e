package rulesets

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Products of two impartial heap games. A position is a pair (G, H): G a
// sum of heaps of the first rule, H of the second. Two compounds of Winning
// Ways ch. 9 ("If You Can't Beat 'Em, Join 'Em!") and On Numbers and Games
// ch. 14 make the products:
//
//   - ConjunctiveProduct (the direct product of the two game graphs): a move
//     is a move in G and a move in H together, and play ends when either
//     has no move (the conjunctive compound G∧H).
//   - SelectiveProduct (the strong product of the two graphs): a move is a
//     move in G, in H or in both (the selective compound G∨H).
//
// The values are the nim values of these compounds of the positions as
// played, found by the mex rule over the pairs: they are not functions of
// the factors' nim values (a conjunctive compound's outcome depends on the
// factors' remotenesses, Winning Ways ch. 9), so no canonical form of a
// factor is taken.

// ProductKind is the compound a HeapProduct plays.
type ProductKind int

const (
	// ConjunctiveProduct moves in both factors at once.
	ConjunctiveProduct ProductKind = iota
	// SelectiveProduct moves in one factor or in both.
	SelectiveProduct
)

// String is "conjunctive" or "selective".
func (k ProductKind) String() string {
	if k == SelectiveProduct {
		return "selective"
	}
	return "conjunctive"
}

// ParseProductKind reads "conjunctive" (or "direct") and "selective".
func ParseProductKind(s string) (ProductKind, error) {
	switch s {
	case "conjunctive", "direct":
		return ConjunctiveProduct, nil
	case "selective":
		return SelectiveProduct, nil
	}
	return 0, fmt.Errorf("unknown product %q: give conjunctive (or direct) or selective", s)
}

// maxProductStates bounds the pairs a HeapProduct solves.
const maxProductStates = 4_000_000

// maxProductSteps bounds the options a HeapProduct looks at in all (each
// position's are the pairs of its factors' options, so a solve can look at
// far more options than it has positions).
const maxProductSteps = 1 << 33

// maxFactorOptions bounds the options a factor lists, all its positions
// together (Nim heaps to n list n²/2).
const maxFactorOptions = 1 << 25

// HeapProduct is a product of two impartial heap games, its nim values
// kept.
type HeapProduct struct {
	kind       ProductKind
	first, sec *heapFactor
	memo       map[uint64]int32 // by pair of factor positions' ids
	check      func() error
	steps      int64 // options visited, for check and maxSteps
	maxSteps   int64 // maxProductSteps, or less in tests
}

// SetCheck sets a function called now and then while solving: an error it
// returns (an interrupt) stops the solve.
func (p *HeapProduct) SetCheck(check func() error) { p.check = check }

// heapFactor is one factor: its rule, its positions (sums of heaps,
// numbered as met) and their options.
type heapFactor struct {
	rule      HeapRule
	ids       map[string]int32
	heaps     [][]int   // by id, sorted
	opts      [][]int32 // by id; nil until listed
	done      []bool
	zero      bool // the rule moves from a heap of 0
	err       error
	listed    int // options listed, all positions together
	maxListed int // maxFactorOptions, or less in tests
}

func newHeapFactor(r HeapRule) *heapFactor {
	f := &heapFactor{rule: r, ids: map[string]int32{}, maxListed: maxFactorOptions}
	_ = r.Moves(0, func([]int) bool { f.zero = true; return false })
	return f
}

// NewHeapProduct returns the product of kind k of heap games under the
// rules first and second.
func NewHeapProduct(k ProductKind, first, second HeapRule) *HeapProduct {
	return &HeapProduct{kind: k, first: newHeapFactor(first), sec: newHeapFactor(second), memo: map[uint64]int32{}, maxSteps: maxProductSteps}
}

// Kind returns the product's compound.
func (p *HeapProduct) Kind() ProductKind { return p.kind }

// id numbers a sum of heaps: sizes sorted, heaps of 0 dropped unless the
// rule moves from them.
func (f *heapFactor) id(heaps []int) int32 {
	hs := make([]int, 0, len(heaps))
	for _, h := range heaps {
		if h != 0 || f.zero {
			hs = append(hs, h)
		}
	}
	slices.Sort(hs)
	var b strings.Builder
	for i, h := range hs {
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(h))
	}
	k := b.String()
	if id, ok := f.ids[k]; ok {
		return id
	}
	id := int32(len(f.heaps))
	f.ids[k] = id
	f.heaps = append(f.heaps, hs)
	f.opts = append(f.opts, nil)
	f.done = append(f.done, false)
	return id
}

// options returns the positions one move in the factor leaves: one heap
// replaced by what the rule leaves of it.
func (f *heapFactor) options(id int32) ([]int32, error) {
	if f.done[id] {
		return f.opts[id], nil
	}
	hs := f.heaps[id]
	seen := map[int32]bool{}
	var out []int32
	for i, h := range hs {
		if i > 0 && hs[i-1] == h {
			continue
		}
		rest := append(append([]int(nil), hs[:i]...), hs[i+1:]...)
		err := f.rule.Moves(h, func(left []int) bool {
			for _, x := range left {
				if x >= h || x < 0 {
					f.err = fmt.Errorf("%v: a move from a heap of %d leaves a heap of %d", f.rule, h, x)
					return false
				}
			}
			o := f.id(append(append([]int(nil), rest...), left...))
			if !seen[o] {
				seen[o] = true
				out = append(out, o)
			}
			return true
		})
		if err == nil {
			err = f.err
		}
		if err != nil {
			return nil, err
		}
	}
	f.listed += len(out)
	if f.listed > f.maxListed {
		return nil, fmt.Errorf("%v: the positions of the product have more than %d options in all: try smaller heaps", f.rule, f.maxListed)
	}
	f.opts[id], f.done[id] = out, true
	return out, nil
}

// NimValue returns the nim value of the product position (G, H), G the
// heaps a of the first rule and H the heaps b of the second.
func (p *HeapProduct) NimValue(a, b []int) (int, error) {
	for _, h := range append(append([]int(nil), a...), b...) {
		if h < 0 {
			return 0, errors.New("a heap is a number ≥ 0")
		}
	}
	v, err := p.value(p.first.id(a), p.sec.id(b))
	return int(v), err
}

func (p *HeapProduct) value(g, h int32) (int32, error) {
	k := uint64(uint32(g))<<32 | uint64(uint32(h))
	if v, ok := p.memo[k]; ok {
		return v, nil
	}
	if len(p.memo) >= maxProductStates {
		return 0, fmt.Errorf("the product has more than %d positions: try smaller heaps", maxProductStates)
	}
	if p.check != nil && len(p.memo)%4096 == 0 {
		if err := p.check(); err != nil {
			return 0, err
		}
	}
	gs, err := p.first.options(g)
	if err != nil {
		return 0, err
	}
	hs, err := p.sec.options(h)
	if err != nil {
		return 0, err
	}
	// The mex is at most the number of options, and at most the number of
	// positions solved (a value v needs options of values 0 … v−1, each a
	// position of the memo): values above both are not marked.
	n := len(gs) * len(hs)
	if p.kind == SelectiveProduct {
		n += len(gs) + len(hs)
	}
	limit := min(n, maxProductStates) + 1
	var seen []bool // grown as values come: a deep solve holds one per level
	add := func(x, y int32) error {
		p.steps++
		if p.steps > p.maxSteps {
			return fmt.Errorf("the product needs more than %d options looked at: try smaller heaps", p.maxSteps)
		}
		if p.check != nil && p.steps%(1<<16) == 0 {
			if err := p.check(); err != nil {
				return err
			}
		}
		v, err := p.value(x, y)
		if int(v) < limit {
			if int(v) >= len(seen) {
				seen = append(seen, make([]bool, int(v)+1-len(seen))...)
			}
			seen[v] = true
		}
		return err
	}
	for _, x := range gs {
		for _, y := range hs {
			if err := add(x, y); err != nil {
				return 0, err
			}
		}
	}
	if p.kind == SelectiveProduct {
		for _, x := range gs {
			if err := add(x, h); err != nil {
				return 0, err
			}
		}
		for _, y := range hs {
			if err := add(g, y); err != nil {
				return 0, err
			}
		}
	}
	v := int32(0)
	for int(v) < len(seen) && seen[v] {
		v++
	}
	p.memo[k] = v
	return v, nil
}
