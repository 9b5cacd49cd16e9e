package rulesets

import "cgcalc/games"

// Work and its bounds. The solvers count their work in the store
// (games.Store.Work), in units of work, not of results: an option
// generated, a cell or pair scanned, a piece pushed, a few words
// allocated. The store polls (Ctrl-C, the memory budget, step limits)
// every games.PollEvery units, so no stretch between two polls runs long
// or allocates much, whatever the position: a strip of a million columns
// polls as often as a small board. The tests in work_test.go cancel each
// solver and count the units done after the cancel.

// chunkSize is the number of elements in a chunk of a chunkStack.
const chunkSize = 1024

// chunkStack is a stack kept in chunks of chunkSize elements, so that
// growing it never copies what it holds nor allocates more than one chunk
// at a time, however deep it goes (a slice that doubles would copy it
// all, tens of megabytes in one step for a million entries).
type chunkStack[T any] struct {
	chunks [][]T
	n      int
}

// push adds x on top.
func (c *chunkStack[T]) push(x T) {
	i, j := c.n/chunkSize, c.n%chunkSize
	if i == len(c.chunks) {
		c.chunks = append(c.chunks, make([]T, chunkSize))
	}
	c.chunks[i][j] = x
	c.n++
}

// top returns the element on top; the stack must not be empty.
func (c *chunkStack[T]) top() *T {
	return &c.chunks[(c.n-1)/chunkSize][(c.n-1)%chunkSize]
}

// pop removes the element on top, keeping at most one spare chunk.
func (c *chunkStack[T]) pop() {
	c.n--
	if keep := c.n/chunkSize + 2; len(c.chunks) > keep {
		clear(c.chunks[keep:])
		c.chunks = c.chunks[:keep]
	}
}

// reset empties the stack, keeping its first chunk.
func (c *chunkStack[T]) reset() {
	c.n = 0
	if len(c.chunks) > 1 {
		clear(c.chunks[1:])
		c.chunks = c.chunks[:1]
	}
}

// len returns the number of elements.
func (c *chunkStack[T]) len() int { return c.n }

// keyOf returns g.key(root), its work counted in s (graph.keyWork).
func keyOf(s *games.Store, g *graph, root int32) (string, error) {
	k, w := g.keyWork(root)
	return k, s.Work(w)
}

// readGraph counts in s the work of reading g once, as a cut, a
// colouring, a split into components or a raw key does: a unit for each
// vertex and each edge.
func readGraph(s *games.Store, g *graph) error {
	return s.Work(len(g.label) + len(g.edges))
}
