package builtins

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/loopy"
)

// The generic arithmetic (+, -, *, =, /=, <, >, <=, >=, fuzzy, ||) hands a
// call with a loopy game among its arguments to the functions below: every
// argument is read as a loopy value (numbers and games as short games),
// sums go through loopy.SidedSum and comparisons through
// loopy.SidedGreaterEq (Siegel, Combinatorial Game Theory, 2013, ch. VI
// §4). A result whose value is a short game is returned as that game (or
// number); otherwise it is a loopy game, a stopper when its sides are
// equal.

// hasLoopy reports whether a loopy game is among vs.
func hasLoopy(vs []eval.Value) bool {
	return slices.ContainsFunc(vs, func(v eval.Value) bool { _, ok := v.(*Loopy); return ok })
}

// wantArithLoopy is what loopy arithmetic takes, for its type errors.
const wantArithLoopy = "a number, a game or a loopy game"

// arithLoopies reads the arguments of loopy arithmetic.
func (c *call) arithLoopies(vs []eval.Value) []*Loopy {
	out := make([]*Loopy, len(vs))
	for i, v := range vs {
		if _, ok := v.(eval.String); ok {
			c.fail(eval.TypeError(v, wantArithLoopy))
			return nil
		}
		if n, ok := v.(eval.Number); ok {
			if _, dyadic := games.DyadicFromRat(n.Rat()); !dyadic {
				c.fail(errors.New(eval.Describe(n) + " is not a dyadic rational, so not a game"))
				return nil
			}
		}
		out[i] = c.loopyArg(v)
		if c.err != nil {
			if _, isLoopy := v.(*Loopy); !isLoopy {
				if _, isGame := v.(*Game); !isGame {
					c.err = eval.TypeError(v, wantArithLoopy)
				}
			}
			return nil
		}
	}
	return out
}

// short returns l as a game or number when its value is a short game.
func (l *Loopy) short() (eval.Value, bool) {
	v, err := loopyResult(l.s, l.v)
	if err != nil {
		return nil, false
	}
	if _, isLoopy := v.(*Loopy); isLoopy {
		return nil, false
	}
	return v, true
}

// loopyResult returns a loopy value as the arithmetic's result: a short
// game as a game or number, otherwise the loopy game.
func loopyResult(s *gameState, v *loopy.Sided) (eval.Value, error) {
	if v.Onside.IsLoopfree() && v.Offside.IsLoopfree() {
		if eq, err := loopy.Equal(v.Onside, v.Offside, 0); err != nil || !eq {
			return &Loopy{s: s, v: v}, err
		}
		id, ok, err := loopy.ToShort(s.store, v.Onside)
		if err != nil {
			return nil, err
		}
		if ok {
			return s.value(id), nil
		}
	}
	return &Loopy{s: s, v: v}, nil
}

// loopySum is (+ X...) with a loopy game among X.
func loopySum(c call) (eval.Value, error) {
	ls := c.arithLoopies(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	acc := ls[0].v
	for _, l := range ls[1:] {
		var err error
		if acc, err = loopy.SidedSum(acc, l.v, 0, c.poll); err != nil {
			return nil, loopyErr(err)
		}
		if err := c.in.Tick(len(acc.Onside.L) + len(acc.Offside.L)); err != nil {
			return nil, err
		}
	}
	return loopyResult(sessionOf(c.in).games, acc)
}

// loopyDifference is (- X X...) with a loopy game among X: −X alone, or
// the first minus the others.
func loopyDifference(c call) (eval.Value, error) {
	ls := c.arithLoopies(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	acc := ls[0].v
	if len(ls) == 1 {
		return loopyResult(sessionOf(c.in).games, acc.Neg())
	}
	for _, l := range ls[1:] {
		var err error
		if acc, err = loopy.SidedSum(acc, l.v.Neg(), 0, c.poll); err != nil {
			return nil, loopyErr(err)
		}
	}
	return loopyResult(sessionOf(c.in).games, acc)
}

// loopyProduct is (* X...) with a loopy game among X: integers times one
// loopy game, by doubling.
func loopyProduct(c call) (eval.Value, error) {
	k := eval.Int(1)
	var game eval.Value
	for _, v := range c.Pos {
		switch x := v.(type) {
		case eval.Number:
			if !x.IsInt() {
				return nil, fmt.Errorf("%s is not an integer: a loopy game is multiplied only by integers", eval.Describe(x))
			}
			var err error
			if k, err = k.Mul(x); err != nil {
				return nil, err
			}
		case *Loopy, *Game:
			if game != nil {
				return nil, fmt.Errorf("cannot multiply two games (%s and %s): * takes integers and one game", eval.Describe(game), eval.Describe(x))
			}
			game = x
		default:
			return nil, eval.TypeError(v, wantArithLoopy)
		}
	}
	n, ok := k.Int64()
	if !ok || n == math.MinInt64 {
		return nil, fmt.Errorf("%s is too large a multiple of a loopy game", eval.Describe(k))
	}
	g := c.loopyArg(game)
	if c.err != nil {
		return nil, c.err
	}
	v := g.v
	if n < 0 {
		v, n = v.Neg(), -n
	}
	zero := &loopy.Graph{L: [][]int32{nil}, R: [][]int32{nil}}
	acc := &loopy.Sided{Onside: zero, Offside: zero}
	for n > 0 {
		var err error
		if n&1 == 1 {
			if acc, err = loopy.SidedSum(acc, v, 0, c.poll); err != nil {
				return nil, loopyErr(err)
			}
		}
		if n >>= 1; n > 0 {
			if v, err = loopy.SidedSum(v, v, 0, c.poll); err != nil {
				return nil, loopyErr(err)
			}
		}
		if err := c.in.Tick(len(v.Onside.L) + len(v.Offside.L)); err != nil {
			return nil, err
		}
	}
	return loopyResult(sessionOf(c.in).games, acc)
}

// loopyRelation compares two loopy values: Less, Equal, Greater or Fuzzy
// (incomparable, neither ≤ the other, as for short games).
func loopyRelation(a, b *Loopy) (games.Relation, error) {
	ge, err := loopy.SidedGreaterEq(a.v, b.v, 0)
	if err != nil {
		return 0, loopyErr(err)
	}
	le, err := loopy.SidedGreaterEq(b.v, a.v, 0)
	if err != nil {
		return 0, loopyErr(err)
	}
	switch {
	case ge && le:
		return games.Equal, nil
	case ge:
		return games.Greater, nil
	case le:
		return games.Less, nil
	}
	return games.Fuzzy, nil
}

// loopyCompare is a chained comparison with a loopy game among the
// arguments: t if each stands in one of the relations ok to the next.
func loopyCompare(c call, ok []games.Relation) (eval.Value, error) {
	ls := c.arithLoopies(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	return chainHolds(len(ls), ok, func(i int) (games.Relation, error) { return loopyRelation(ls[i-1], ls[i]) })
}

// loopyDistinct is (/= X X...) with a loopy game among X: t if no two are
// equal.
func loopyDistinct(c call) (eval.Value, error) {
	ls := c.arithLoopies(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	for i := range ls {
		for j := i + 1; j < len(ls); j++ {
			eq, err := loopy.SidedEqual(ls[i].v, ls[j].v, 0)
			if err != nil {
				return nil, loopyErr(err)
			}
			if eq {
				return eval.Nil, nil
			}
		}
	}
	return eval.T, nil
}
