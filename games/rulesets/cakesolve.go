package rulesets

import (
	"slices"

	"cgcalc/games"
)

// The cake solver. A piece's value needs the values of the pieces its
// moves leave; the solver finds them from an explicit stack rather than
// by recursion, so that a strip of a million columns, whose pieces lead
// one to the next, takes no Go stack. It counts its work in the store
// (games.Store.Work): one unit for each move of a side looked at, each
// piece pushed and each value kept, so that polls for Ctrl-C and the
// memory budget come every games.PollEvery units however long a side is
// (before, it polled every 1,024 new pieces, each of which first listed
// all n/2 cuts of its side).

// cakeFrame is a piece on the solver's stack, with the number of Left's
// and Right's moves of it whose pieces are known to be solved.
type cakeFrame struct {
	c    coord
	done [2]int
}

// Value sums the values of the pieces.
func (r *cakeRules) Value(p Position) (games.ID, error) {
	var terms []games.Term
	for _, x := range p.(cakePos) {
		v, sign, err := r.piece(x)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: v, Mult: sign})
	}
	return r.s.CanonicalSum(terms...)
}

// sides returns the side Left cuts and the side Right cuts of piece c.
func (r *cakeRules) sides(c coord) (left, right int) {
	if r.twisted {
		return c.m, c.n
	}
	return c.n, c.m
}

// after returns the piece a new side b leaves of c: Left's cut (left
// set) or Right's.
func (r *cakeRules) after(c coord, left bool, b int) coord {
	switch {
	case left && r.twisted:
		return coord{c.n, b}
	case left:
		return coord{c.m, b}
	case r.twisted:
		return coord{b, c.m}
	}
	return coord{b, c.n}
}

// norm returns the piece the memo keeps for c: its transpose when the
// rules are the same and it has more rows than columns.
func (r *cakeRules) norm(c coord) coord {
	if r.same && c.m > c.n {
		return coord{c.n, c.m}
	}
	return c
}

// known returns the value of piece c when it is known, by the closed form
// or from the memo, as a canonical form and a sign (−1: the negative).
func (r *cakeRules) known(c coord) (games.ID, int64, bool) {
	if r.closed != nil && !r.plain {
		if v, ok := r.closed(r.s, c.m, c.n); ok {
			return v, 1, true
		}
	}
	sign := int64(1)
	if k := r.norm(c); k != c {
		c, sign = k, -1
	}
	v, ok := r.memo[c]
	return v, sign, ok
}

// piece returns the value of one rectangle, as a canonical form and a
// sign: the pieces its moves leave are solved first, deepest first, from
// the stack.
func (r *cakeRules) piece(c coord) (games.ID, int64, error) {
	if v, sign, ok := r.known(c); ok {
		return v, sign, nil
	}
	r.stack.reset()
	r.stack.push(cakeFrame{c: r.norm(c)})
	for r.stack.len() > 0 {
		f := r.stack.top()
		dep, found, err := r.missing(f)
		if err != nil {
			return 0, 0, err
		}
		if found {
			// A piece left by a move of f is strictly smaller (the side
			// cut shrinks; twisted, the sum of the sides does), so it is
			// not on the stack already.
			r.stack.push(cakeFrame{c: r.norm(dep)})
			if err := r.s.Work(1); err != nil {
				return 0, 0, err
			}
			continue
		}
		v, err := r.solve(f.c)
		if err != nil {
			return 0, 0, err
		}
		r.memo[f.c] = v
		r.stack.pop()
	}
	v, sign, _ := r.known(c)
	return v, sign, nil
}

// missing returns a piece a move of f leaves whose value is not known
// yet, resuming the scan of f's moves where the last call stopped.
func (r *cakeRules) missing(f *cakeFrame) (coord, bool, error) {
	ls, rs := r.sides(f.c)
	var dep coord
	found := false
	var err error
	for i, split := range [2]splitter{r.left, r.right} {
		side := ls
		if i == 1 {
			side = rs
		}
		split(side, f.done[i], func(j int, sp []part) bool {
			if err = r.s.Work(1); err != nil {
				return false
			}
			for _, pt := range sp {
				if q := r.after(f.c, i == 0, pt.size); !r.isKnown(q) {
					dep, found = q, true
					return false
				}
			}
			f.done[i] = j + 1
			return true
		})
		if err != nil || found {
			return dep, found, err
		}
	}
	return dep, false, nil
}

// isKnown reports whether the value of piece c is known.
func (r *cakeRules) isKnown(c coord) bool {
	if r.closed != nil && !r.plain && r.closedCovers(c) {
		return true
	}
	_, ok := r.memo[r.norm(c)]
	return ok
}

// closedCovers reports whether the closed form gives the value of c.
func (r *cakeRules) closedCovers(c coord) bool {
	_, ok := r.closed(nil, c.m, c.n)
	return ok
}

// solve returns the canonical form of piece c from its options, all of
// whose pieces are known.
func (r *cakeRules) solve(c coord) (games.ID, error) {
	ls, rs := r.sides(c)
	var opts [2][]games.ID
	terms := make([]games.Term, 0, 2)
	for i, split := range [2]splitter{r.left, r.right} {
		side := ls
		if i == 1 {
			side = rs
		}
		var err error
		compactAt := 64
		split(side, 0, func(_ int, sp []part) bool {
			if err = r.s.Work(1); err != nil {
				return false
			}
			terms = terms[:0]
			for _, pt := range sp {
				v, sign, _ := r.known(r.after(c, i == 0, pt.size))
				terms = append(terms, games.Term{ID: v, Mult: sign * int64(pt.count)})
			}
			var v games.ID
			if v, err = r.s.CanonicalSum(terms...); err != nil {
				return false
			}
			// The options of a long side repeat few values: keep them
			// distinct as they come, so that the list stays short.
			if opts[i] = append(opts[i], v); len(opts[i]) >= compactAt {
				slices.Sort(opts[i])
				opts[i] = slices.Compact(opts[i])
				compactAt = max(64, 2*len(opts[i]))
			}
			return true
		})
		if err != nil {
			return 0, err
		}
		slices.Sort(opts[i])
		opts[i] = slices.Compact(opts[i])
	}
	if err := r.s.Work(len(opts[0]) + len(opts[1]) + 4); err != nil {
		return 0, err
	}
	return r.s.FromOptions(opts[0], opts[1])
}
