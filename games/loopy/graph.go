package loopy

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
