package loopy

import (
	"errors"
	"fmt"

	"cgcalc/games"
)

// MaxShortGraph bounds the graph FromShort builds: its nodes and options
// together. A short game past it (a number such as 10^9 has 10^9 + 1
// followers) is an error wrapping ErrTooLarge, not a crash.
const MaxShortGraph = 1 << 20

// FromShort returns the graph of the short game id of the store s: its
// canonical form, one node per distinct follower. It counts its work with
// the store's Work (one unit for each follower and each option), so that
// the store's poll stops it, and returns an error wrapping ErrTooLarge
// when the graph would have more than MaxShortGraph nodes and options.
func FromShort(s *games.Store, id games.ID) (*Graph, error) {
	return fromShort(s, id, MaxShortGraph)
}

// fromShort is FromShort with the bound limit on nodes and options. It
// walks the followers depth first with a stack of its own, numbering each
// when it is first met, Left options before Right ones: the graph a
// plain recursion would build, without its depth.
func fromShort(s *games.Store, id games.ID, limit int) (*Graph, error) {
	c, err := s.Canonical(id)
	if err != nil {
		return nil, err
	}
	tooLarge := fmt.Errorf("%w: the graph of a short game with more than %d positions and options", ErrTooLarge, limit)
	// A game born on day b has a run of b + 1 followers, each born
	// before the last and an option of it, so its graph has at least
	// 2b + 1 positions and options: the store knows the birthday of a
	// number, an up or a nimber at once, so a huge one is refused
	// without a walk.
	b, err := s.Birthday(c)
	if errors.Is(err, games.ErrTooLarge) || err == nil && b > (int64(limit)-1)/2 {
		return nil, tooLarge
	}
	if err != nil {
		return nil, err
	}
	g := &Graph{}
	idx := map[games.ID]int32{}
	type frame struct {
		node int32
		l, r []games.ID
		pos  int // options of l then r handled so far
	}
	var stack []frame
	size := 0
	push := func(x games.ID) (int32, error) {
		l, r, err := s.Options(x)
		if err != nil {
			return 0, err
		}
		if size += 1 + len(l) + len(r); size > limit {
			return 0, tooLarge
		}
		if err := s.Work(1 + len(l) + len(r)); err != nil {
			return 0, err
		}
		i := int32(len(g.L))
		idx[x] = i
		g.L = append(g.L, make([]int32, 0, len(l)))
		g.R = append(g.R, make([]int32, 0, len(r)))
		stack = append(stack, frame{node: i, l: l, r: r})
		return i, nil
	}
	if _, err := push(c); err != nil {
		return nil, err
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.pos == len(f.l)+len(f.r) {
			stack = stack[:len(stack)-1]
			continue
		}
		left := f.pos < len(f.l)
		var o games.ID
		if left {
			o = f.l[f.pos]
		} else {
			o = f.r[f.pos-len(f.l)]
		}
		f.pos++
		v := f.node
		j, ok := idx[o]
		if !ok {
			// push may grow the stack and move f: v is kept aside.
			if j, err = push(o); err != nil {
				return nil, err
			}
		}
		if left {
			g.L[v] = append(g.L[v], j)
		} else {
			g.R[v] = append(g.R[v], j)
		}
	}
	g.Start = 0
	return g, nil
}

// shortNodes returns, for each node of g from which no cycle is reachable,
// its canonical short game in s (ok[v] false for the others). It walks g
// depth first with a stack of its own and counts its work with the
// store's Work.
func shortNodes(s *games.Store, g *Graph) (ids []games.ID, ok []bool, err error) {
	n := len(g.L)
	ids, ok = make([]games.ID, n), make([]bool, n)
	// state: 0 unvisited, 1 on the stack, 2 done.
	state := make([]uint8, n)
	type frame struct {
		v    int32
		pos  int // options of L then R handled so far
		good bool
		l, r []games.ID
	}
	var stack []frame
	var ferr error // the first error of FromOptions; the walk goes on
	for root := range g.L {
		if state[root] != 0 {
			continue
		}
		state[root] = 1
		stack = append(stack[:0], frame{v: int32(root), good: true})
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			nl := len(g.L[f.v])
			if f.pos < nl+len(g.R[f.v]) {
				var o int32
				if f.pos < nl {
					o = g.L[f.v][f.pos]
				} else {
					o = g.R[f.v][f.pos-nl]
				}
				if state[o] == 0 {
					if err := s.Work(1); err != nil {
						return nil, nil, err
					}
					state[o] = 1
					stack = append(stack, frame{v: o, good: true})
					continue
				}
				// o is done (or on the stack: a cycle).
				switch {
				case state[o] == 1 || !ok[o]:
					f.good = false
				case f.pos < nl:
					f.l = append(f.l, ids[o])
				default:
					f.r = append(f.r, ids[o])
				}
				f.pos++
				continue
			}
			state[f.v] = 2
			if f.good && ferr == nil {
				c, err := s.FromOptions(f.l, f.r)
				if err == nil {
					ids[f.v], ok[f.v] = c, true
				} else {
					ferr = err
				}
			}
			stack = stack[:len(stack)-1]
		}
	}
	return ids, ok, ferr
}
