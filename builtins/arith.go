package builtins

import (
	"fmt"
	"math"
	"slices"

	"cgcalc/eval"
	"cgcalc/games"
)

// The arithmetic and comparisons of numberBuiltins take games too. Their
// numeric loops stay as they were; at the first argument that is not a
// number they hand the whole call to the functions below, which read every
// argument as a game (arithGames) and do the mathematics in package games.

// gameSum is (+ X...) with a game among the arguments: the canonical form
// of the sum.
func gameSum(c call) (eval.Value, error) {
	if hasLoopy(c.Pos) {
		return loopySum(c)
	}
	if v, ok, err := surrealSum(&c); ok {
		return v, err
	}
	ids := c.arithGames(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	terms := make([]games.Term, len(ids))
	for i, id := range ids {
		terms[i] = games.Term{ID: id, Mult: 1}
	}
	return sessionOf(c.in).games.canonicalSum(terms)
}

// gameDifference is (- X X...) with a game among the arguments: −X alone,
// or the first minus the others, in canonical form.
func gameDifference(c call) (eval.Value, error) {
	if hasLoopy(c.Pos) {
		return loopyDifference(c)
	}
	if v, ok, err := surrealDifference(&c); ok {
		return v, err
	}
	ids := c.arithGames(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	terms := make([]games.Term, len(ids))
	for i, id := range ids {
		terms[i] = games.Term{ID: id, Mult: -1}
	}
	if len(terms) > 1 {
		terms[0].Mult = 1
	}
	return sessionOf(c.in).games.canonicalSum(terms)
}

// gameProduct is (* X...) with a game among the arguments: the product of
// the numbers, each an integer, times the one game.
func gameProduct(c call) (eval.Value, error) {
	if hasLoopy(c.Pos) {
		return loopyProduct(c)
	}
	if v, ok, err := surrealProduct(&c); ok {
		return v, err
	}
	k := eval.Int(1)
	var game eval.Value
	for _, v := range c.Pos {
		switch x := v.(type) {
		case eval.Number:
			if !x.IsInt() {
				return nil, fmt.Errorf("%s is not an integer: a game is multiplied only by integers (for G.U see norton-product)", eval.Describe(x))
			}
			var err error
			if k, err = k.Mul(x); err != nil {
				return nil, err
			}
		case *Game:
			if game != nil {
				return nil, fmt.Errorf("cannot multiply two games (%s and %s): * takes integers and one game; see norton-product, conway-product or ordinal-product", eval.Describe(game), eval.Describe(x))
			}
			game = x
		case *Position, *Heaps: // read as their values by arithGame
			if game != nil {
				return nil, fmt.Errorf("cannot multiply two games (%s and %s): * takes integers and one game; see norton-product, conway-product or ordinal-product", eval.Describe(game), eval.Describe(x))
			}
			game = x
		default:
			return nil, eval.TypeError(v, wantNumberOrGame)
		}
	}
	id := c.arithGame(game)
	if c.err != nil {
		return nil, c.err
	}
	n, ok := k.Int64()
	if !ok || n == math.MinInt64 {
		return nil, fmt.Errorf("%s is too large a multiple of a game (the most is 2^63 − 1 either way)", eval.Describe(k))
	}
	return sessionOf(c.in).games.canonicalSum([]games.Term{{ID: id, Mult: n}})
}

// canonicalSum returns the canonical form of Σ k·G as a value.
func (s *gameState) canonicalSum(terms []games.Term) (eval.Value, error) {
	id, err := s.store.CanonicalSum(terms...)
	if err != nil {
		return nil, err
	}
	return s.value(id), nil
}

// gameCompare is a chained comparison with a game among the arguments:
// t if each argument stands in one of the relations ok to the next.
func gameCompare(c call, ok []games.Relation) (eval.Value, error) {
	if hasLoopy(c.Pos) {
		return loopyCompare(c, ok)
	}
	if v, ok, err := surrealCompare(&c, ok); ok {
		return v, err
	}
	ids := c.arithGames(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	return chainHolds(len(ids), ok, func(i int) (games.Relation, error) { return s.store.Compare(ids[i-1], ids[i]) })
}

// chainHolds is t if, for each i in 1..n-1, rel(i) (the relation of the
// (i-1)th argument to the ith) is one of ok; it stops at the first that
// is not.
func chainHolds(n int, ok []games.Relation, rel func(i int) (games.Relation, error)) (eval.Value, error) {
	for i := 1; i < n; i++ {
		r, err := rel(i)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(ok, r) {
			return eval.Nil, nil
		}
	}
	return eval.T, nil
}

// gameDistinct is (/= X X...) with a game among the arguments: t if no two
// are equal games. Equal games have the same canonical form, so it
// compares canonical forms' ids.
func gameDistinct(c call) (eval.Value, error) {
	if hasLoopy(c.Pos) {
		return loopyDistinct(c)
	}
	if v, ok, err := surrealDistinct(&c); ok {
		return v, err
	}
	ids := c.arithGames(c.Pos)
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	canon := make([]games.ID, len(ids))
	for i, id := range ids {
		var err error
		if canon[i], err = s.store.Canonical(id); err != nil {
			return nil, err
		}
	}
	slices.Sort(canon)
	for i := 1; i < len(canon); i++ {
		if canon[i-1] == canon[i] {
			return eval.Nil, nil
		}
	}
	return eval.T, nil
}
