package loopy

import "cgcalc/games"

// Stop is a stop of a stopper: a pseudonumber (Siegel, Combinatorial Game
// Theory, 2013, ch. VI), that is on (Inf = 1), off (Inf = −1), a dyadic
// number X (Tilt = 0), X over = X + over (Tilt = 1) or X under = X + under
// (Tilt = −1).
type Stop struct {
	Inf  int8
	X    games.Dyadic
	Tilt int8
}

// Less reports whether s < t in the order of the pseudonumbers: off below
// everything, then x under < x < x over, by x, then on.
func (s Stop) Less(t Stop) bool {
	if s.Inf != t.Inf {
		return s.Inf < t.Inf
	}
	if s.Inf != 0 {
		return false
	}
	if c := s.X.Cmp(t.X); c != 0 {
		return c < 0
	}
	return s.Tilt < t.Tilt
}

// Number returns the stop's number, x for x, x over and x under (on and
// off are themselves): the stop where play ends at the first number rather
// than at the first pseudonumber (CGSuite's strong stop).
func (s Stop) Number() Stop {
	s.Tilt = 0
	return s
}

// String prints the stop as Printer prints pseudonumbers: on, off, 3/2,
// over, 2over, -1/4under.
func (s Stop) String() string {
	switch s.Inf {
	case 1:
		return "on"
	case -1:
		return "off"
	}
	word := ""
	switch s.Tilt {
	case 1:
		word = "over"
	case -1:
		word = "under"
	}
	if word != "" && s.X.IsZero() {
		return word
	}
	return s.X.String() + word
}

// Graph returns the game graph of the pseudonumber s: on = {pass|}, off =
// {|pass}, the canonical form of a number, x over = {x|pass}, x under =
// {pass|x}.
func (s Stop) Graph(st *games.Store) (*Graph, error) {
	switch {
	case s.Inf != 0:
		name := "on"
		if s.Inf < 0 {
			name = "off"
		}
		g, _ := Named(name)
		return g, nil
	case s.Tilt != 0:
		return Pseudonumber(st, s.X, s.Tilt < 0)
	}
	return nusGraph(st, s.X, 0)
}

// pseudonumberAt returns the pseudonumber that node v of the simplest
// form c is, if it is one: its simplest form is then the pseudonumber's
// (equal stoppers have isomorphic simplest forms; Siegel 2013, ch. VI),
// which is on {pass|}, off {|pass}, a short number, {x|pass} or {pass|x}.
// ids and ok are c's short nodes (shortNodes).
func pseudonumberAt(s *games.Store, c *Graph, v int32, ids []games.ID, ok []bool) (Stop, bool) {
	number := func(w int32) (games.Dyadic, bool) {
		if !ok[w] {
			return games.Dyadic{}, false
		}
		return s.NumberValue(ids[w])
	}
	if x, isNum := number(v); isNum {
		return Stop{X: x}, true
	}
	l, r := c.L[v], c.R[v]
	switch {
	case len(l) == 1 && l[0] == v && len(r) == 0:
		return Stop{Inf: 1}, true
	case len(l) == 0 && len(r) == 1 && r[0] == v:
		return Stop{Inf: -1}, true
	case len(l) == 1 && len(r) == 1 && r[0] == v:
		if x, isNum := number(l[0]); isNum {
			return Stop{X: x, Tilt: 1}, true
		}
	case len(l) == 1 && len(r) == 1 && l[0] == v:
		if x, isNum := number(r[0]); isNum {
			return Stop{X: x, Tilt: -1}, true
		}
	}
	return Stop{}, false
}

// Stops returns the Left and Right stops of the stopper g, pseudonumbers
// (Siegel 2013, ch. VI; CGSuite's LeftStop and RightStop): the stop of a
// position equal to a pseudonumber is that pseudonumber; otherwise Left's
// stop is the greatest Right stop of her options, Right's the least Left
// stop of his (a player with no move would stop at off for Left, on for
// Right; TestStopsPlain's random stoppers have no such position that is
// not a number, on or off).
// Play alternates from a stopper's positions and ends, so the recursion
// does. It works on g's simplest form, where a position equal to a
// pseudonumber has the pseudonumber's own form. Stop.Number gives the
// plain stops, where play ends at the first number. A loop-free g is a
// short game, whose stops are the store's (no short game equals x over, x
// under, on or off).
func Stops(s *games.Store, g *Graph, maxStates int) (left, right Stop, err error) {
	if t := g.Trim(); t.IsLoopfree() {
		id, ok, err := ToShort(s, t)
		if err != nil {
			return Stop{}, Stop{}, err
		}
		if ok {
			l, r, err := s.Stops(id)
			return Stop{X: l}, Stop{X: r}, err
		}
	}
	c, err := Simplify(g, maxStates)
	if err != nil {
		return Stop{}, Stop{}, err
	}
	ids, ok, err := shortNodes(s, c)
	if err != nil {
		return Stop{}, Stop{}, err
	}
	n := len(c.L)
	pseudo := make([]*Stop, n)
	for v := 0; v < n; v++ {
		if p, isPseudo := pseudonumberAt(s, c, int32(v), ids, ok); isPseudo {
			pseudo[v] = &p
		}
	}
	// memo[2v] Left stop, memo[2v+1] Right stop; the alternating graph of
	// a stopper has no cycle, so the recursion ends.
	memo := make([]*Stop, 2*n)
	var stop func(v int32, leftMoves bool) Stop
	stop = func(v int32, leftMoves bool) Stop {
		if pseudo[v] != nil {
			return *pseudo[v]
		}
		k := 2 * v
		if !leftMoves {
			k++
		}
		if memo[k] != nil {
			return *memo[k]
		}
		var r Stop
		if leftMoves {
			r = Stop{Inf: -1}
			for i, o := range c.L[v] {
				if x := stop(o, false); i == 0 || r.Less(x) {
					r = x
				}
			}
		} else {
			r = Stop{Inf: 1}
			for i, o := range c.R[v] {
				if x := stop(o, true); i == 0 || x.Less(r) {
					r = x
				}
			}
		}
		memo[k] = &r
		return r
	}
	return stop(c.Start, true), stop(c.Start, false), nil
}
