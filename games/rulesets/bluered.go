package rulesets

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"cgcalc/games"
)

// Blue-Red Hackenbush by numbers. Every position of Blue-Red Hackenbush
// (no green edge, no childish colour) is a number, each Left option less
// than it and each Right option greater (Berlekamp, Conway and Guy,
// Winning Ways, 2nd ed., ch. 1 and 2; Siegel, Combinatorial Game Theory,
// 2013, II.2 and II.3), so its value is the simplest number between its
// best Left and best Right option (the simplicity theorem). A part that
// is not a tree (trees have ordinalTree) is solved here on numbers alone,
// its positions sets of edges, a bit each.
//
// What hangs from a vertex v by v alone (the trees left when the leaves
// are stripped, again and again) is replaced by its value, a number x
// hung at v: a position is then its core, the edges left, and the
// numbers hung at the core's vertices. That is exact:
//
//   - A game H hung at v, removed when v no longer reaches the ground, may
//     be replaced by any game equal to it, and by a greater one to Left's
//     gain. In G[H] − G[H'] the second player copies each move in the
//     rest of the graph in the mirror copy (a cut that drops v drops H
//     and H' at once) and answers moves in H and −H' as the second player
//     wins H − H' (the argument of Winning Ways' colon principle, ch. 7,
//     which never uses that H is impartial).
//   - So the branches at v, whose sum is the number x, may be replaced by
//     x's canonical form {x^L | x^R}: Left's move there takes x to x^L,
//     Right's to x^R.
//   - An edge of colour c under the branches of value y, hanging from w,
//     is the ordinal sum c:y, which depends only on the value y (Conway,
//     On Numbers and Games, ch. 15; Siegel II.5); for numbers it is the
//     sign expansion of c followed by y's (ONAG ch. 3 and 15), read by
//     Berlekamp's rule (berlekamp). A loop at v is a leaf edge at v.
//
// The theorem's condition, best Left option less than best Right option,
// is checked at each position: a failure is an error, not papered over.
// TestBlueRedAgainstNaive compares the solver with the plain one on
// random graphs with cycles, loops and double edges.

// maxBlueRedEdges bounds the parts solved by numbers: a position's edges
// are a uint64.
const maxBlueRedEdges = 64

// maxBlueRedVertices bounds their vertices likewise.
const maxBlueRedVertices = 64

// isBlueRed reports whether g has no green edge.
func isBlueRed(g *graph) bool {
	for _, e := range g.edges {
		if e.c != 'l' && e.c != 'r' {
			return false
		}
	}
	return true
}

// brPos is a position: the core's edges, the numbers hung at its
// vertices (at most one each, the sum of what hangs there; never zero,
// never at the root), by vertex, and the root, the vertex standing for
// the ground: the ground itself, or the vertex a block hangs from.
type brPos struct {
	core uint64
	hung []brHung
	root int32
}

// brHung is the number x hung at vertex v.
type brHung struct {
	v int32
	x games.Dyadic
}

// blueRed solves the positions of one Blue-Red Hackenbush graph, whose
// vertex 0 is the ground. Vertices and edges are bits of a uint64 each.
type blueRed struct {
	s    *games.Store
	g    *graph
	inc  []uint64 // by vertex, the edges at it
	ends []uint64 // by edge, its ends
	memo map[string]games.Dyadic
	key  []byte // scratch for keyOf
}

// newBlueRed returns the solver of g, of at most 64 edges and vertices.
func newBlueRed(s *games.Store, g *graph) *blueRed {
	b := &blueRed{s: s, g: g, inc: make([]uint64, len(g.label)), ends: make([]uint64, len(g.edges)),
		memo: map[string]games.Dyadic{}}
	for i, e := range g.edges {
		b.inc[e.a] |= 1 << i
		b.inc[e.b] |= 1 << i
		b.ends[i] = 1<<e.a | 1<<e.b
	}
	return b
}

// blueRedPart returns the value of g, a Blue-Red Hackenbush graph of at
// most maxBlueRedEdges edges and maxBlueRedVertices vertices.
func (h *hackenbush) blueRedPart(g *graph) (games.ID, error) {
	b := newBlueRed(h.s, g)
	x, err := b.valueOf(^uint64(0)>>(64-len(g.edges)), nil, 0)
	if err != nil {
		return 0, err
	}
	return h.s.Number(x), nil
}

// reach returns the vertices and the edges of set reached from the
// vertices from over edges of set, never leaving a vertex of stop.
func (b *blueRed) reach(set, from, stop uint64) (verts, edges uint64) {
	verts = from
	for frontier := from &^ stop; frontier != 0; {
		var e uint64
		for f := frontier; f != 0; f &= f - 1 {
			e |= b.inc[bits.TrailingZeros64(f)]
		}
		e &= set &^ edges
		edges |= e
		var v uint64
		for f := e; f != 0; f &= f - 1 {
			v |= b.ends[bits.TrailingZeros64(f)]
		}
		frontier = v &^ verts &^ stop
		verts |= v
	}
	return verts, edges
}

// edgeNumber is the value of a lone edge of colour c: 1 blue, −1 red.
func edgeNumber(c byte) games.Dyadic {
	if c == 'l' {
		return games.DyadicInt(1)
	}
	return games.DyadicInt(-1)
}

// valueOf returns the value of the edges set with the numbers hung at its
// vertices, rooted at root (the ground, or the vertex a block hangs
// from): those of set that reach the root, with what hangs from them.
func (b *blueRed) valueOf(set uint64, hung []brHung, root int32) (games.Dyadic, error) {
	p, atRoot, err := b.normalize(set, hung, root)
	if err != nil {
		return atRoot, err
	}
	x, err := b.value(p)
	return x.Add(atRoot), err
}

// brHanging holds the numbers hung at the vertices while a position is
// normalized.
type brHanging struct {
	at uint64 // the vertices with a number
	x  [maxBlueRedVertices]games.Dyadic
}

// add adds x to the number hung at v.
func (h *brHanging) add(v int32, x games.Dyadic) {
	if h.at>>v&1 == 0 {
		h.x[v] = x
		h.at |= 1 << v
		return
	}
	h.x[v] = h.x[v].Add(x)
}

// take removes and returns the number hung at v, 0 if none.
func (h *brHanging) take(v int32) games.Dyadic {
	if h.at>>v&1 == 0 {
		return games.DyadicInt(0)
	}
	h.at &^= 1 << v
	return h.x[v]
}

// normalize keeps the edges of set that reach the root and the numbers
// hung at their vertices, replaces what hangs from a single vertex other
// than the root by its value hung there (the trees by stripping leaves
// and loops, the rest by solving it with that vertex for its root), and
// returns the position and the number hung at the root.
func (b *blueRed) normalize(set uint64, hung []brHung, root int32) (brPos, games.Dyadic, error) {
	verts, set := b.reach(set, 1<<root, 0)
	var h brHanging
	for _, hv := range hung {
		if hv.v != root && verts>>hv.v&1 != 0 {
			h.add(hv.v, hv.x)
		}
	}
	// Loops are leaf edges.
	for f := set; f != 0; f &= f - 1 {
		e := bits.TrailingZeros64(f)
		if ed := b.g.edges[e]; ed.a == ed.b {
			h.add(ed.a, edgeNumber(ed.c))
			set &^= 1 << e
		}
	}
	for {
		b.stripLeaves(&set, verts, root, &h)
		blocks := b.hangingBlocks(set, root)
		if len(blocks) == 0 {
			break
		}
		for _, bl := range blocks {
			var sub []brHung
			for f := h.at & bl.verts &^ (1 << bl.at); f != 0; f &= f - 1 {
				v := int32(bits.TrailingZeros64(f))
				sub = append(sub, brHung{v, h.take(v)})
			}
			x, err := b.valueOf(bl.edges, sub, bl.at)
			if err != nil {
				return brPos{}, x, err
			}
			set &^= bl.edges
			verts &^= bl.verts &^ (1 << bl.at)
			h.add(bl.at, x)
		}
	}
	atRoot := h.take(root)
	p := brPos{core: set, root: root}
	for f := h.at; f != 0; f &= f - 1 {
		v := int32(bits.TrailingZeros64(f))
		if !h.x[v].IsZero() {
			p.hung = append(p.hung, brHung{v, h.x[v]})
		}
	}
	return p, atRoot, nil
}

// stripLeaves strips the leaves of set (the vertices of verts but the
// root at one edge of set), again and again, each with what hangs from
// it, into the number hung at the vertex below.
func (b *blueRed) stripLeaves(set *uint64, verts uint64, root int32, h *brHanging) {
	var deg [maxBlueRedVertices]int8
	var leaves uint64
	for f := verts &^ (1 << root); f != 0; f &= f - 1 {
		v := bits.TrailingZeros64(f)
		deg[v] = int8(bits.OnesCount64(b.inc[v] & *set))
		if deg[v] == 1 {
			leaves |= 1 << v
		}
	}
	for leaves != 0 {
		v := int32(bits.TrailingZeros64(leaves))
		leaves &^= 1 << v
		e := bits.TrailingZeros64(b.inc[v] & *set)
		*set &^= 1 << e
		w := int32(bits.TrailingZeros64(b.ends[e] &^ (1 << v)))
		h.add(w, ordinalNumber(b.g.edges[e].c, h.take(v)))
		if w != root {
			if deg[w]--; deg[w] == 1 {
				leaves |= 1 << w
			}
		}
	}
}

// brBlock is what hangs from vertex at alone: its edges, and its
// vertices with at.
type brBlock struct {
	at           int32
	edges, verts uint64
}

// hangingBlocks returns the outermost parts of set that hang from a
// single vertex other than the root: for each articulation vertex u found
// by depth-first search from the root (Hopcroft and Tarjan), the subtree
// of each child w whose back edges reach no higher than u, with u.
func (b *blueRed) hangingBlocks(set uint64, root int32) []brBlock {
	var disc, low [maxBlueRedVertices]int8
	var seen uint64
	var clock int8
	var blocks []brBlock
	// dfs returns the vertices of u's subtree.
	var dfs func(u int32, in int) uint64
	dfs = func(u int32, in int) uint64 {
		clock++
		disc[u], low[u] = clock, clock
		seen |= 1 << u
		sub := uint64(1) << u
		for f := b.inc[u] & set; f != 0; f &= f - 1 {
			e := bits.TrailingZeros64(f)
			if e == in {
				continue
			}
			w := int32(bits.TrailingZeros64(b.ends[e] &^ (1 << u)))
			if seen>>w&1 != 0 {
				low[u] = min(low[u], disc[w])
				continue
			}
			below := dfs(w, e)
			low[u] = min(low[u], low[w])
			if u != root && low[w] >= disc[u] {
				var edges uint64
				for g := below; g != 0; g &= g - 1 {
					edges |= b.inc[bits.TrailingZeros64(g)]
				}
				blocks = append(blocks, brBlock{at: u, edges: edges & set, verts: below | 1<<u})
			}
			sub |= below
		}
		return sub
	}
	dfs(root, -1)
	// Keep the outermost: a block hanging inside another is solved with it.
	var inner uint64
	for _, bl := range blocks {
		inner |= bl.verts &^ (1 << bl.at)
	}
	out := blocks[:0]
	for _, bl := range blocks {
		if inner>>bl.at&1 == 0 {
			out = append(out, bl)
		}
	}
	return out
}

// ordinalNumber returns the ordinal sum c:y of an edge of colour c and
// the number y above it, whose sign expansion is c's sign followed by y's
// (ONAG ch. 15). Read by Berlekamp's rule, for a blue edge: if y ≥ 0 the
// signs of y continue the integer part, 1 + y; if y < 0, with k = ⌈−y⌉
// minus signs before y's first plus, the k minus signs after the plus
// count 1/2 + … + 1/2^k and y's remaining signs, worth y + k, count 2^−k
// times as much: 1 − (1 − 2^−k) + 2^−k(y + k) = 2^−k(1 + k + y). A red
// edge is the negative: −(1:−y).
func ordinalNumber(c byte, y games.Dyadic) games.Dyadic {
	if c == 'r' {
		return ordinalNumber('l', y.Neg()).Neg()
	}
	if y.Sign() >= 0 {
		return y.Add(games.DyadicInt(1))
	}
	k := y.Floor().Neg()
	n, ok := k.Int64()
	if !ok || n > 1<<20 {
		// Beyond any part of 64 edges; by the signs, slowly but exactly.
		return berlekamp(append([]byte{c}, signExpansion(y)...))
	}
	return y.Add(k).Add(games.DyadicInt(1)).Mul2(-int(n))
}

// signExpansion returns the sign expansion of x, 'l' for + and 'r' for −
// (Conway, ONAG ch. 3): from 0, steps of 1 towards x while they go the
// way the first went, then, from the first step back, steps halving each
// time.
func signExpansion(x games.Dyadic) []byte {
	var out []byte
	cur, step := games.DyadicInt(0), games.DyadicInt(1)
	halving := false
	for c := x.Cmp(cur); c != 0; c = x.Cmp(cur) {
		up := c > 0
		if !halving && (up && cur.Sign() < 0 || !up && cur.Sign() > 0) {
			halving = true
		}
		if halving {
			step = step.Half()
		}
		if up {
			out = append(out, 'l')
			cur = cur.Add(step)
		} else {
			out = append(out, 'r')
			cur = cur.Sub(step)
		}
	}
	return out
}

// keyOf returns the memo key of p, in scratch space valid until the next
// call.
func (b *blueRed) keyOf(p brPos) []byte {
	k := binary.LittleEndian.AppendUint64(append(b.key[:0], byte(p.root)), p.core)
	for _, h := range p.hung {
		k = append(k, byte(h.v))
		k = h.x.AppendKey(k)
	}
	b.key = k
	return k
}

// value returns the value of the normalized position p (the ground's
// number apart).
func (b *blueRed) value(p brPos) (games.Dyadic, error) {
	if p.core == 0 {
		return games.DyadicInt(0), nil
	}
	// The parts meeting only at the ground are summed.
	rootBit := uint64(1) << p.root
	first := bits.TrailingZeros64(p.core & b.inc[p.root])
	if _, part := b.reach(p.core, b.ends[first]&^rootBit, rootBit); part != p.core {
		sum := games.DyadicInt(0)
		for rest := p.core; rest != 0; {
			e := bits.TrailingZeros64(rest & b.inc[p.root])
			verts, part := b.reach(p.core, b.ends[e]&^rootBit, rootBit)
			rest &^= part
			q := brPos{core: part, root: p.root}
			for _, h := range p.hung {
				if verts>>h.v&1 != 0 {
					q.hung = append(q.hung, h)
				}
			}
			x, err := b.value(q)
			if err != nil {
				return x, err
			}
			sum = sum.Add(x)
		}
		return sum, nil
	}
	if x, ok := b.memo[string(b.keyOf(p))]; ok {
		return x, nil
	}
	if err := b.s.Work(bits.OnesCount64(p.core) + len(p.hung)); err != nil {
		return games.Dyadic{}, err
	}
	var lo, hi games.Dyadic
	hasLo, hasHi := false, false
	offer := func(left bool, x games.Dyadic) {
		if left {
			if !hasLo || x.Cmp(lo) > 0 {
				lo, hasLo = x, true
			}
		} else if !hasHi || x.Cmp(hi) < 0 {
			hi, hasHi = x, true
		}
	}
	for rest := p.core; rest != 0; rest &= rest - 1 {
		e := bits.TrailingZeros64(rest)
		x, err := b.valueOf(p.core&^(1<<e), p.hung, p.root)
		if err != nil {
			return x, err
		}
		offer(b.g.edges[e].c == 'l', x)
	}
	for i, h := range p.hung {
		l, r, hasL, hasR := h.x.Options()
		for _, o := range []struct {
			left, ok bool
			x        games.Dyadic
		}{{true, hasL, l}, {false, hasR, r}} {
			if !o.ok {
				continue
			}
			q := brPos{core: p.core, hung: make([]brHung, 0, len(p.hung)), root: p.root}
			q.hung = append(q.hung, p.hung[:i]...)
			if !o.x.IsZero() {
				q.hung = append(q.hung, brHung{h.v, o.x})
			}
			q.hung = append(q.hung, p.hung[i+1:]...)
			x, err := b.value(q)
			if err != nil {
				return x, err
			}
			offer(o.left, x)
		}
	}
	var x games.Dyadic
	switch {
	case hasLo && hasHi:
		if lo.Cmp(hi) >= 0 {
			return x, fmt.Errorf("blue-red hackenbush: a Left option %s is not less than a Right option %s", lo, hi)
		}
		x = games.SimplestBetween(lo, hi)
	case hasLo:
		x = games.SimplestAbove(lo)
	case hasHi:
		x = games.SimplestBelow(hi)
	}
	b.memo[string(b.keyOf(p))] = x
	return x, nil
}
