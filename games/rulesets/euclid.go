package rulesets

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/games"
)

// Partizan Euclid (Nowakowski and McKay; CGSuite (Siegel), version 2.x,
// examples/PartizanEuclid.cgs) is played on a pair of integers p ≥ 1,
// q ≥ 0, written "p,q". If q is 0 or divides p the game is over (CGSuite's
// GameHeapTest has (8,0) = 0). Otherwise each
// player has one move: Left to q, p mod q, Right to q, q − (p mod q).
//
// Fast case: the moves depend on p only through p mod q, so the value of
// p,q is that of (p mod q),q when q does not divide p, and 0 when it does;
// positions are remembered by that pair. Each move makes the second
// number smaller, so a game lasts fewer moves than q; Right's long runs
// (q − (p mod q) when p mod q is small) are followed in a loop (value).
func init() {
	register("partizan-euclid", func(s *games.Store) Ruleset {
		return &euclidRules{s: s, memo: map[[2]int64]games.ID{}}
	})
}

// maxEuclid bounds the numbers of a position.
const maxEuclid = 1 << 62

// euclidPos is a Partizan Euclid position p,q.
type euclidPos struct{ p, q int64 }

// String is "p,q".
func (e euclidPos) String() string { return fmt.Sprintf("%d,%d", e.p, e.q) }

// Picture is the two numbers as heaps of counters, p above q (a long heap
// drawn with an ellipsis).
func (e euclidPos) Picture() Picture { return HeapsPicture([]int{int(e.p), int(e.q)}) }

// euclidRules is the Partizan Euclid ruleset of one store.
type euclidRules struct {
	s    *games.Store
	memo map[[2]int64]games.ID // by p mod q, q
}

func (*euclidRules) Name() string    { return "partizan-euclid" }
func (*euclidRules) Impartial() bool { return false }

// Parse reads "p,q": p from 1 and q from 0 to 2^62.
func (*euclidRules) Parse(text string) (Position, error) {
	a, b, ok := strings.Cut(text, ",")
	if !ok {
		return nil, &ParseError{1, `write two positive integers p,q, such as "5,3"`}
	}
	var n [2]int64
	for k, part := range []string{a, b} {
		col := 1
		if k == 1 {
			col = len(a) + 2
		}
		t := strings.TrimSpace(part)
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil || v < int64(1-k) || v > maxEuclid {
			return nil, &ParseError{col, fmt.Sprintf("%q is not an integer from %d to 2^62", t, 1-k)}
		}
		n[k] = v
	}
	return euclidPos{n[0], n[1]}, nil
}

// Options returns Left's move q, p mod q and Right's q, q − (p mod q),
// none if q is 0 or divides p.
func (*euclidRules) Options(p Position) (left, right []Position) {
	e := p.(euclidPos)
	if e.q == 0 {
		return nil, nil
	}
	r := e.p % e.q
	if r == 0 {
		return nil, nil
	}
	return []Position{euclidPos{e.q, r}}, []Position{euclidPos{e.q, e.q - r}}
}

// Value returns the canonical form of p,q.
func (r *euclidRules) Value(p Position) (games.ID, error) {
	e := p.(euclidPos)
	if e.q == 0 {
		return games.Zero, nil
	}
	return r.value(e.p%e.q, e.q)
}

// maxEuclidRun bounds the moves of one run of Right's moves that the
// solver follows (see value): longer games are refused.
const maxEuclidRun = 1 << 22

// value is the value of a position whose first number is m mod q.
//
// When 2m < q, Right's move leads to m,q−m (as q mod (q−m) = m), and
// Left's to q mod m, m, which is the same for q−m: so the game is
// {L | {L | … {L | E}}}, one {L | ·} for each step of Right's run down to
// the first q′ = q − km at most 2m, E the value at q′. The solver follows
// the run in a loop rather than by recursion, so that a long run (5,3 +
// 10^9) does not nest calls; a run of more than maxEuclidRun steps is
// refused. The recursion left is Euclid's: each call at least halves q or
// moves to q mod m.
func (r *euclidRules) value(m, q int64) (games.ID, error) {
	if m == 0 {
		return games.Zero, nil
	}
	k := [2]int64{m, q}
	if id, ok := r.memo[k]; ok {
		return id, nil
	}
	if err := r.s.Work(1); err != nil {
		return 0, err
	}
	var id games.ID
	if 2*m < q {
		steps := (q - m - 1) / m // q − steps·m is the first at most 2m (and above m)
		if steps > maxEuclidRun {
			return 0, fmt.Errorf("partizan-euclid: a run of %d moves of Right's: at most %d", steps, maxEuclidRun)
		}
		l, err := r.value(q%m, m)
		if err != nil {
			return 0, err
		}
		if id, err = r.value(m, q-steps*m); err != nil {
			return 0, err
		}
		for i := int64(0); i < steps; i++ {
			if err := r.s.Work(1); err != nil {
				return 0, err
			}
			if id, err = r.s.FromOptions([]games.ID{l}, []games.ID{id}); err != nil {
				return 0, err
			}
		}
	} else {
		l, err := r.value(q%m, m)
		if err != nil {
			return 0, err
		}
		rt, err := r.value(q%(q-m), q-m)
		if err != nil {
			return 0, err
		}
		if id, err = r.s.FromOptions([]games.ID{l}, []games.ID{rt}); err != nil {
			return 0, err
		}
	}
	r.memo[k] = id
	return id, nil
}
