package rulesets

// The keys of graphs: a canonical code for trees (so that isomorphic trees
// share a memo entry) and a raw key for every other graph.

import (
	"encoding/binary"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// isTree reports whether the connected graph g is a tree: no loops and no
// more edges than vertices less one (so no repeated edges either).
func (g *graph) isTree() bool {
	if len(g.edges) != len(g.label)-1 {
		return false
	}
	for _, e := range g.edges {
		if e.a == e.b {
			return false
		}
	}
	return true
}

// key returns an encoding of the connected graph g from which g can be
// rebuilt up to isomorphism, so equal keys mean equal values; root >= 0 is
// a distinguished vertex (the ground) that isomorphisms must fix.
//
// A tree is encoded canonically: rooted at root, or at its centre (the
// least encoding over its one or two centres), each vertex is its label
// followed by its children's encodings, each after its edge's colour,
// sorted (Aho, Hopcroft and Ullman's tree isomorphism), so isomorphic trees
// share a key. Other graphs are refined by colour refinement (each vertex's
// class from its label and the multiset of its neighbours' classes, until
// stable), numbered by class (ties in the order of g), and encoded by the
// labels and the sorted edge list in that numbering: isomorphic graphs often,
// though not always, share a key.
func (g *graph) key(root int32) string {
	k, _ := g.keyWork(root)
	return k
}

// keyWork is key with the work it took: the vertices and edges read by
// each round of colour refinement, or the bytes of the trees' codes.
func (g *graph) keyWork(root int32) (string, int) {
	work := len(g.label) + len(g.edges)
	if g.isTree() {
		adj := g.adjacency()
		if root >= 0 {
			code := g.treeCode(root, -1, adj, &work)
			return "T" + code, work
		}
		best := ""
		for _, c := range g.centres(adj) {
			code := g.treeCode(c, -1, adj, &work)
			if best == "" || code < best {
				best = code
			}
		}
		return "T" + best, work
	}
	code, rounds := g.refinedCode(root)
	return "G" + code, work * (rounds + 1)
}

// treeCode encodes the subtree at v, coming from parent.
func (g *graph) treeCode(v, parent int32, adj [][]int32, work *int) string {
	var kids []string
	for _, e := range adj[v] {
		w := g.edges[e].a
		if w == v {
			w = g.edges[e].b
		}
		if w == parent {
			continue
		}
		kids = append(kids, string(g.edges[e].dir(v))+g.treeCode(w, v, adj, work))
	}
	sort.Strings(kids)
	code := string(g.label[v]) + g.weightCode(v) + "(" + strings.Join(kids, "") + ")"
	*work += len(code)
	return code
}

// weightCode is vertex v's weight in a key: "" if g has no weights.
func (g *graph) weightCode(v int32) string {
	if g.weight == nil {
		return ""
	}
	return strconv.Itoa(int(g.weight[v]))
}

// centres returns the one or two centres of the tree g (its vertices of
// least eccentricity), found by stripping leaves.
func (g *graph) centres(adj [][]int32) []int32 {
	n := len(g.label)
	if n <= 2 {
		out := make([]int32, n)
		for i := range out {
			out[i] = int32(i)
		}
		return out
	}
	deg := make([]int, n)
	for v := range n {
		deg[v] = len(adj[v])
	}
	var leaves []int32
	for v := range n {
		if deg[v] <= 1 {
			leaves = append(leaves, int32(v))
		}
	}
	left := n
	for left > 2 {
		left -= len(leaves)
		var next []int32
		for _, v := range leaves {
			for _, e := range adj[v] {
				w := g.edges[e].a
				if w == v {
					w = g.edges[e].b
				}
				deg[w]--
				if deg[w] == 1 {
					next = append(next, w)
				}
			}
		}
		leaves = next
	}
	return leaves
}

// refinedCode encodes g after colour refinement (see key). Classes are
// hashes of a vertex's label and its neighbours' classes; a collision
// only orders the vertices less well, as the code is the whole graph.
func (g *graph) refinedCode(root int32) (string, int) {
	n := len(g.label)
	adj := g.adjacency()
	class := make([]uint64, n)
	for v := range n {
		class[v] = uint64(g.label[v])
		if g.weight != nil {
			class[v] = mix(class[v], uint64(g.weight[v]))
		}
		if int32(v) == root {
			class[v] |= 1 << 8
		}
	}
	distinct := func() int {
		c := append([]uint64(nil), class...)
		slices.Sort(c)
		return len(slices.Compact(c))
	}
	classes := distinct()
	next := make([]uint64, n)
	var nb []uint64
	rounds := 0
	for range n {
		rounds++
		for v := range n {
			nb = nb[:0]
			for _, e := range adj[v] {
				w := g.edges[e].a
				if w == int32(v) {
					w = g.edges[e].b
				}
				nb = append(nb, mix(class[w], uint64(g.edges[e].dir(int32(v)))))
			}
			slices.Sort(nb)
			h := mix(class[v], 0x9e3779b97f4a7c15)
			for _, x := range nb {
				h = mix(h, x)
			}
			next[v] = h
		}
		class, next = next, class
		k := distinct()
		if k == classes {
			break
		}
		classes = k
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	// The root first: the code does not name it otherwise.
	sort.SliceStable(order, func(i, j int) bool {
		if ri, rj := int32(order[i]) == root, int32(order[j]) == root; ri != rj {
			return ri
		}
		return class[order[i]] < class[order[j]]
	})
	num := make([]int, n)
	b := make([]byte, 0, n+4*len(g.edges)+1)
	for i, v := range order {
		num[v] = i
		b = append(b, g.label[v])
		if g.weight != nil {
			b = binary.AppendUvarint(b, uint64(g.weight[v]))
		}
	}
	es := make([][3]int, len(g.edges))
	for i, e := range g.edges {
		a, c, col := num[e.a], num[e.b], e.c
		if a > c {
			a, c, col = c, a, e.dir(e.b)
		}
		es[i] = [3]int{a, c, int(col)}
	}
	slices.SortFunc(es, func(x, y [3]int) int {
		for k := range 3 {
			if x[k] != y[k] {
				return x[k] - y[k]
			}
		}
		return 0
	})
	b = append(b, '|')
	for _, e := range es {
		b = binary.AppendUvarint(b, uint64(e[0]))
		b = binary.AppendUvarint(b, uint64(e[1]))
		b = append(b, byte(e[2]))
	}
	return string(b), rounds
}

// mix combines a hash with a value (splitmix64's finaliser).
func mix(h, x uint64) uint64 {
	h ^= x + 0x9e3779b97f4a7c15 + h<<6 + h>>2
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	return h ^ h>>31
}

// rawKey encodes g exactly as it is numbered: a cheap memo key tried
// before the canonical one.
func (g *graph) rawKey() string {
	b := make([]byte, 0, len(g.label)+3*len(g.edges)+1)
	b = append(b, g.label...)
	for _, w := range g.weight {
		b = binary.AppendUvarint(b, uint64(w))
	}
	b = append(b, '|')
	for _, e := range g.edges {
		b = binary.AppendUvarint(b, uint64(e.a))
		b = binary.AppendUvarint(b, uint64(e.b))
		b = append(b, e.c)
	}
	return string(b)
}
