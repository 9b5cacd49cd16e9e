package loopy

import "fmt"

// Graph is a finite loopy game graph: node i has the Left options L[i]
// and the Right options R[i], given as node indices; Start is the node of
// the game itself. Options may lead back to any node, the node itself
// included (pass). Labels, when not nil, name nodes for printing (a
// position's string, or the label of CGSuite's a{0|a} notation).
//
// Rulesets build a Graph of a position's followers; the analyses of this
// package (stoppers, sidling, sums, comparison) take Graphs.
type Graph struct {
	L, R   [][]int32
	Start  int32
	Labels []string
}

// Len returns the number of nodes.
func (g *Graph) Len() int { return len(g.L) }

// explore builds the Graph of the positions reachable from start, node 0
// being start: options gives a position's Left and Right options in order
// (a position may list itself), label its node's label. It stops with an
// error naming the game when the graph would have more than limit nodes,
// and when poll (if not nil), called every 1024 positions, returns one.
func explore[S comparable](game string, start S, limit int, poll func() error, options func(S) (left, right []S), label func(S) string) (*Graph, error) {
	g := &Graph{}
	index := map[S]int32{}
	var queue []S
	add := func(s S) (int32, error) {
		if i, ok := index[s]; ok {
			return i, nil
		}
		if len(queue) >= limit {
			return 0, fmt.Errorf("%s: more than %d positions", game, limit)
		}
		i := int32(len(queue))
		index[s] = i
		queue = append(queue, s)
		return i, nil
	}
	if _, err := add(start); err != nil {
		return nil, err
	}
	nodes := func(ss []S) ([]int32, error) {
		var out []int32
		for _, s := range ss {
			i, err := add(s)
			if err != nil {
				return nil, err
			}
			out = append(out, i)
		}
		return out, nil
	}
	for k := 0; k < len(queue); k++ {
		if poll != nil && k%1024 == 1023 {
			if err := poll(); err != nil {
				return nil, err
			}
		}
		s := queue[k]
		left, right := options(s)
		ls, err := nodes(left)
		if err != nil {
			return nil, err
		}
		rs, err := nodes(right)
		if err != nil {
			return nil, err
		}
		g.L, g.R = append(g.L, ls), append(g.R, rs)
		g.Labels = append(g.Labels, label(s))
	}
	return g, nil
}
