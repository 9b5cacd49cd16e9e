package loopy

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"

	"cgcalc/games"
)

// The tests here compare shortcuts of the package with plain computations
// that the other tests do not already make (doc/references.md, "Loopy
// games: sides and stops", lists every shortcut with its test).

// TestResultsBruteForce checks the retrograde analysis of Results, the
// play that many tests take as their reference, against bruteResults (the
// definition, round by round) at every node of random graphs, loopy or
// not.
func TestResultsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 52))
	for i := 0; i < 500; i++ {
		g := randGraph(r, 1+r.IntN(8))
		l, rr := g.Results()
		bl, br := bruteResults(g)
		if !slices.Equal(l, bl) || !slices.Equal(rr, br) {
			t.Fatalf("case %d %v|%v: Results %v %v, by rounds %v %v", i, g.L, g.R, l, rr, bl, br)
		}
	}
}

// buchiPlain decides the comparison game of sideCompare for every pair
// (x, y), x a node of a and y of b, by the textbook algorithm for Büchi
// games (repeated attractors), not by sideCompare's nested fixed point
// with counters: play on y − x, Right moving first, a player who cannot
// move loses, and Left wins an infinite play when it has infinitely many
// moves in y (onside) or in −x (offside). It returns win[(x·nb+y)·2+m],
// m = 1 Right to move, as sideTable holds it.
func buchiPlain(a, b *Graph, onside bool) []bool {
	na, nb := len(a.L), len(b.L)
	n := na * nb * 2
	// Nodes 0..n−1 are the states; an accepting move s → t is routed
	// through a node of its own, in F, that Left owns and that leads to t.
	var succ [][]int32
	var leftOwns, inF []bool
	for s := 0; s < n; s++ {
		succ = append(succ, nil)
		leftOwns = append(leftOwns, s%2 == 0)
		inF = append(inF, false)
	}
	addEdge := func(s, t int32, accepting bool) {
		if !accepting {
			succ[s] = append(succ[s], t)
			return
		}
		e := int32(len(succ))
		succ = append(succ, []int32{t})
		leftOwns = append(leftOwns, true)
		inF = append(inF, true)
		succ[s] = append(succ[s], e)
	}
	st := func(x, y, m int) int32 { return int32((x*nb+y)*2 + m) }
	for x := 0; x < na; x++ {
		for y := 0; y < nb; y++ {
			// Left to move: x → x^R (a move in −x) or y → y^L (in y).
			for _, o := range a.R[x] {
				addEdge(st(x, y, 0), st(int(o), y, 1), !onside)
			}
			for _, o := range b.L[y] {
				addEdge(st(x, y, 0), st(x, int(o), 1), onside)
			}
			// Right to move: x → x^L (in −x) or y → y^R (in y).
			for _, o := range a.L[x] {
				addEdge(st(x, y, 1), st(int(o), y, 0), !onside)
			}
			for _, o := range b.R[y] {
				addEdge(st(x, y, 1), st(x, int(o), 0), onside)
			}
		}
	}
	// A player without a move loses: a stuck state loops on itself, in F
	// when Right is stuck.
	for s := 0; s < n; s++ {
		if len(succ[s]) == 0 {
			succ[s] = []int32{int32(s)}
			inF[s] = !leftOwns[s]
		}
	}
	total := len(succ)
	// attractor returns the nodes of alive from which the owner (Left if
	// left) forces play, staying in alive, into target.
	attractor := func(alive, target []bool, left bool) []bool {
		attr := make([]bool, total)
		for v := range attr {
			attr[v] = alive[v] && target[v]
		}
		for changed := true; changed; {
			changed = false
			for v := 0; v < total; v++ {
				if !alive[v] || attr[v] {
					continue
				}
				mine := leftOwns[v] == left
				some, all := false, true
				for _, w := range succ[v] {
					if !alive[w] {
						continue
					}
					some = some || attr[w]
					all = all && attr[w]
				}
				if (mine && some) || (!mine && all) {
					attr[v], changed = true, true
				}
			}
		}
		return attr
	}
	alive := make([]bool, total)
	for v := range alive {
		alive[v] = true
	}
	for {
		a := attractor(alive, inF, true)
		rest := make([]bool, total)
		any := false
		for v := range rest {
			if alive[v] && !a[v] {
				rest[v], any = true, true
			}
		}
		if !any {
			break
		}
		lost := attractor(alive, rest, false)
		for v := range alive {
			if lost[v] {
				alive[v] = false
			}
		}
	}
	return alive[:n]
}

// withSpecials returns g with on, off and dud appended (nodes n, n+1,
// n+2) and some random moves to them and moves undone at once (a Left
// move v → o with a Right move o → v, or the reverse): the cases of the
// obvious cuts.
func withSpecials(r *rand.Rand, g *Graph) *Graph {
	n := int32(len(g.L))
	h := &Graph{L: clone2(g.L), R: clone2(g.R), Start: g.Start}
	h.L = append(h.L, []int32{n}, nil, []int32{n + 2})
	h.R = append(h.R, nil, []int32{n + 1}, []int32{n + 2})
	for v := int32(0); v < n; v++ {
		switch r.IntN(4) {
		case 0:
			h.L[v] = append(h.L[v], n+int32(r.IntN(3)))
		case 1:
			h.R[v] = append(h.R[v], n+int32(r.IntN(3)))
		}
		if r.IntN(3) == 0 {
			o := int32(r.IntN(int(n)))
			if r.IntN(2) == 0 {
				h.L[v], h.R[o] = append(h.L[v], o), append(h.R[o], v)
			} else {
				h.R[v], h.L[o] = append(h.R[v], o), append(h.L[o], v)
			}
		}
	}
	return h
}

// TestSideCompareBuchi checks the side comparison (sideCompare, the
// nested fixed point with counters, and sideCompareFrom on one pair)
// against buchiPlain for every pair of nodes of random graphs, loopy or
// not, with on, off, dud and undone moves among them, in both sides.
func TestSideCompareBuchi(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(53, 54))
	for i := 0; i < 300; i++ {
		a, b := randGraph(r, 1+r.IntN(4)), randGraph(r, 1+r.IntN(4))
		if i%2 == 1 {
			a, b = withSpecials(r, a), withSpecials(r, b)
		}
		for _, onside := range []bool{true, false} {
			tab, err := sideCompare(a, b, onside, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := buchiPlain(a, b, onside)
			for x := range a.L {
				for y := range b.L {
					w := want[(x*len(b.L)+y)*2+1]
					if got := tab.le(int32(x), int32(y)); got != w {
						t.Fatalf("case %d (onside %v): %v|%v ≤ %v|%v at %d, %d: %v, Büchi game %v", i, onside, a.L, a.R, b.L, b.R, x, y, got, w)
					}
				}
			}
			x, y := int32(r.IntN(len(a.L))), int32(r.IntN(len(b.L)))
			one, err := sideCompareFrom(a, b, onside, 0, nil, [][2]int32{{x, y}})
			if err != nil {
				t.Fatal(err)
			}
			if one.le(x, y) != tab.le(x, y) {
				t.Fatalf("case %d (onside %v): from one pair %v, from all %v", i, onside, one.le(x, y), tab.le(x, y))
			}
		}
	}
}

// TestSideStepsKeepSides checks the claims the part-by-part sides rest on,
// at every node of random loopy graphs with on, off, dud and undone moves
// (withSpecials), in both sides: (a) the obvious cuts keep every side, by
// the side comparison and, where round-by-round sidling settles for both,
// by sidling; (b) deleting a Left move never raises a side and deleting a
// Right move never lowers one (dropIrrelevant checks one direction only).
// Each rule of the obvious cuts must fire in some case.
func TestSideStepsKeepSides(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(55, 56))
	var best, worst, undo, changed, settled int
	for i := 0; i < 200; i++ {
		h := withSpecials(r, randGraph(r, 1+r.IntN(4)))
		n := int32(len(h.L))
		roots := make([]int32, n)
		for v := range roots {
			roots[v] = int32(v)
		}
		for _, onside := range []bool{true, false} {
			w := &sideWork{onside: onside}
			// Count the rules' conditions before the cut.
			for v := int32(0); v < n; v++ {
				for _, left := range []bool{true, false} {
					opts, back := h.R[v], h.L
					if left {
						opts, back = h.L[v], h.R
					}
					for _, o := range opts {
						switch {
						case len(opts) > 1 && (left && isOnNode(h, o) || !left && isOffNode(h, o)):
							best++
						case left && isOffNode(h, o) || !left && isOnNode(h, o) || isDudNode(h, o):
							worst++
						case slices.Contains(back[o], v):
							undo++
						}
					}
				}
			}
			cut := &Graph{L: clone2(h.L), R: clone2(h.R), Start: h.Start}
			obviousCuts(cut, make([]bool, n), onside)
			if !slices.EqualFunc(cut.L, h.L, slices.Equal) || !slices.EqualFunc(cut.R, h.R, slices.Equal) {
				changed++
			}
			ok, err := w.sidesAgree(h, cut, roots, true, true)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				t.Fatalf("case %d (onside %v): the obvious cuts of %v|%v change a side: %v|%v", i, onside, h.L, h.R, cut.L, cut.R)
			}
			for v := int32(0); v < n; v++ {
				a, okA, err1 := sidleRounds(h.At(v), onside, 0, 12)
				b, okB, err2 := sidleRounds(cut.At(v), onside, 0, 12)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				if okA && okB {
					settled++
					if eq, err := Equal(a, b, 0); err != nil || !eq {
						t.Fatalf("case %d (onside %v), node %d: sidling differs after the cuts", i, onside, v)
					}
				}
			}
			// (b) one random move of each player deleted.
			for _, left := range []bool{true, false} {
				v := int32(r.IntN(int(n)))
				opts := h.R[v]
				if left {
					opts = h.L[v]
				}
				if len(opts) == 0 {
					continue
				}
				h2 := withoutEdge(h, v, opts[r.IntN(len(opts))], left)
				lo, hi := h2, h
				if !left {
					lo, hi = h, h2
				}
				ok, err := w.sidesAgree(lo, hi, roots, true, false)
				if err != nil {
					t.Fatal(err)
				}
				if !ok {
					t.Fatalf("case %d (onside %v): deleting a move of %v at %d goes the wrong way", i, onside, left, v)
				}
			}
		}
	}
	if best == 0 || worst == 0 || undo == 0 || changed < 50 || settled < 100 {
		t.Fatalf("too few cases: best %d, worst %d, undo %d, changed %d, settled %d", best, worst, undo, changed, settled)
	}
}

// TestSidedSumAgreesWithGraph checks the sum of values from their sides
// (SidedSum: the onside of the sum of the onsides, the offside of the sum
// of the offsides; Siegel 2013, ch. VI) against the sides of the sum's own
// game graph (Sides of Sum), for random small loopy games.
func TestSidedSumAgreesWithGraph(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(57, 58))
	done := 0
	for i := 0; i < 300; i++ {
		g, h := randGraph(r, 1+r.IntN(3)), randGraph(r, 1+r.IntN(3))
		if i%3 == 0 {
			g = withSpecials(r, g)
		}
		v, err1 := Sides(g, 0)
		w, err2 := Sides(h, 0)
		gh, err3 := Sum(g, h, 0)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatal(err1, err2, err3)
		}
		direct, err := Sides(gh, 0)
		if err != nil {
			continue // beyond the bounds of the sides of the sum graph
		}
		sum, err := SidedSum(v, w, 0, nil)
		if err != nil {
			continue
		}
		if eq, err := SidedEqual(sum, direct, 0); err != nil || !eq {
			t.Fatalf("case %d: %v|%v + %v|%v: the sides' sum differs from the sum graph's sides (%v)", i, g.L, g.R, h.L, h.R, err)
		}
		done++
	}
	if done < 250 {
		t.Fatalf("only %d of 300 cases within the bounds", done)
	}
}

// inflate returns a graph of the same value as the stopper g, not in
// simplest form: two copies of g, each move leading to the target's node
// in either copy at random, and extra Left moves to off and Right moves to
// on, which never help the mover.
func inflate(r *rand.Rand, g *Graph) *Graph {
	n := int32(len(g.L))
	h := &Graph{L: make([][]int32, 2*n), R: make([][]int32, 2*n), Start: g.Start + n*int32(r.IntN(2))}
	for c := int32(0); c < 2; c++ {
		for v := int32(0); v < n; v++ {
			for _, o := range g.L[v] {
				h.L[c*n+v] = append(h.L[c*n+v], o+n*int32(r.IntN(2)))
			}
			for _, o := range g.R[v] {
				h.R[c*n+v] = append(h.R[c*n+v], o+n*int32(r.IntN(2)))
			}
		}
	}
	on, off := 2*n, 2*n+1
	h.L = append(h.L, []int32{on}, nil)
	h.R = append(h.R, nil, []int32{off})
	for v := int32(0); v < 2*n; v++ {
		switch r.IntN(4) {
		case 0:
			h.L[v] = append(h.L[v], off)
		case 1:
			h.R[v] = append(h.R[v], on)
		}
	}
	return h
}

// TestSimplestFormUnique checks the claim that equal stoppers have
// isomorphic simplest forms (Siegel 2013, ch. VI §3), on which Stops'
// reading of pseudonumbers and the tests comparing node counts rest: a
// random stopper and an inflated form of it, equal by play, simplify to
// graphs of the same size that print the same.
func TestSimplestFormUnique(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(59, 60))
	s := games.NewStore()
	for i := 0; i < 200; i++ {
		g := randStopper(r, 1+r.IntN(5)).Trim()
		h := inflate(r, g)
		if !h.IsStopper() || !playGE(t, g, h) || !playGE(t, h, g) {
			t.Fatalf("case %d: the inflated form of %v|%v is no equal stopper", i, g.L, g.R)
		}
		a, err1 := Simplify(g, 0)
		b, err2 := Simplify(h, 0)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		ta, err1 := Format(s, a, printer(s))
		tb, err2 := Format(s, b, printer(s))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if a.Len() != b.Len() || ta != tb {
			t.Fatalf("case %d: %v|%v simplifies to %s (%d nodes), its inflated form to %s (%d nodes)", i, g.L, g.R, ta, a.Len(), tb, b.Len())
		}
	}
}

var long = flag.Bool("long", false, "run the long random searches of the loopy tests")

// unravelCases are graphs whose sides the unravelling step helps find:
// TestSidesUnravel -long finds them among random graphs (randGraph from
// rand.NewPCG(1, 3), every other one with withSpecials), about one in
// 3000.
var unravelCases = []struct{ l, r [][]int32 }{
	{[][]int32{nil, {2, 6}, nil, {6}, {5}, {1}, nil}, [][]int32{{4, 5}, {2, 3}, nil, {0}, {5, 5}, {3, 2}, {4}}},
	{[][]int32{{2, 1}, nil, {0, 4}, {3, 3}, {4}, nil, {6}}, [][]int32{{3, 5}, nil, {3, 2}, {0, 2}, nil, {5}, {6}}},
	{[][]int32{{5, 2}, {0}, {5, 5}, {3, 1}, {3, 0}, nil, {4, 5}, {7}, nil, {9}}, [][]int32{{6, 0, 7, 1, 4}, nil, {1}, {3}, {2}, {6}, nil, nil, {8}, {9}}},
	{[][]int32{{1}, nil, {2, 3}, {1, 0}, {4}, nil, {6}}, [][]int32{{3, 2}, {0, 4}, {1, 0}, {1, 3, 6, 2}, nil, {5}, {6}}},
	{[][]int32{{2, 3}, {1}, {1}, nil, {0, 2}}, [][]int32{{3}, {0}, {2}, nil, nil}},
}

// unravelled returns how many unravellings the sides of g kept.
func unravelled(t *testing.T, g *Graph) int {
	t.Helper()
	k := 0
	for _, onside := range []bool{true, false} {
		_, w, err := sideOfCounted(g, onside, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if w != nil {
			k += w.unravelled
		}
	}
	return k
}

// TestSidesUnravel checks the sides of games where unravelling is used,
// rare among small random graphs, by checkSides (sidling, the fixed
// point, the bounds of sidling, negation). With -long it searches 30000
// random graphs for more.
func TestSidesUnravel(t *testing.T) {
	t.Parallel()
	for i, c := range unravelCases {
		g := &Graph{L: c.l, R: c.r}
		if unravelled(t, g) == 0 {
			t.Fatalf("case %d: no unravelling kept (the case no longer tests it)", i)
		}
		checkSides(t, i, g)
	}
	if !*long {
		return
	}
	r := rand.New(rand.NewPCG(1, 3))
	found := 0
	for i := 0; i < 30000; i++ {
		g := randGraph(r, 1+r.IntN(7))
		if g.IsStopper() {
			continue
		}
		if i%2 == 0 {
			g = withSpecials(r, g)
		}
		if unravelled(t, g) > 0 {
			found++
			t.Logf("unravelled: %v|%v", g.L, g.R)
			checkSides(t, i, g)
		}
	}
	if found < 5 {
		t.Fatalf("only %d graphs with unravelling", found)
	}
}

// TestStopperNodesPlain checks IsStopper (Kahn's algorithm on the graph of
// alternating play) and stopperNodes at every node of random graphs
// against the definition searched plainly: a node is no stopper when,
// from some position reachable from it by any moves, alternating play can
// return to the same position with the same player to move.
func TestStopperNodesPlain(t *testing.T) {
	r := rand.New(rand.NewPCG(61, 62))
	stoppers, others := 0, 0
	for i := 0; i < 400; i++ {
		g := randGraph(r, 1+r.IntN(6))
		if i%2 == 1 {
			g = withSpecials(r, g)
		}
		n := len(g.L)
		// next lists the states of alternating play after state s (2v:
		// Left to move at v, 2v+1: Right to move).
		next := func(s int) []int {
			opts, m := g.L[s/2], 1
			if s%2 == 1 {
				opts, m = g.R[s/2], 0
			}
			var out []int
			for _, o := range opts {
				out = append(out, 2*int(o)+m)
			}
			return out
		}
		returns := func(s int) bool {
			seen := make([]bool, 2*n)
			stack := next(s)
			for len(stack) > 0 {
				u := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if u == s {
					return true
				}
				if !seen[u] {
					seen[u] = true
					stack = append(stack, next(u)...)
				}
			}
			return false
		}
		good := stopperNodes(g)
		for v := 0; v < n; v++ {
			reach := []int32{int32(v)}
			seen := map[int32]bool{int32(v): true}
			want := true
			for k := 0; k < len(reach); k++ {
				x := reach[k]
				if returns(2*int(x)) || returns(2*int(x)+1) {
					want = false
				}
				for _, o := range append(slices.Clone(g.L[x]), g.R[x]...) {
					if !seen[o] {
						seen[o] = true
						reach = append(reach, o)
					}
				}
			}
			if got := g.At(int32(v)).IsStopper(); got != want || good[v] != want {
				t.Fatalf("case %d %v|%v, node %d: IsStopper %v, stopperNodes %v, by search %v", i, g.L, g.R, v, got, good[v], want)
			}
			if want {
				stoppers++
			} else {
				others++
			}
		}
	}
	if stoppers < 200 || others < 200 {
		t.Fatalf("only %d stopper and %d other nodes", stoppers, others)
	}
}

// TestSidesShort checks SidesShort's reading of a loop-free game as the
// canonical form of a short game against the simplest form that SidesPoll
// finds by comparison: the same value, the same number of nodes and the
// same text, on random loop-free graphs and on numbers, nimbers and
// switches of the store (a number n has n + 1 positions); a game with a
// cycle goes to SidesPoll unchanged.
func TestSidesShort(t *testing.T) {
	r := rand.New(rand.NewPCG(63, 64))
	s := games.NewStore()
	var gs []*Graph
	for _, text := range []string{"0", "7", "-3/8", "*5", "^*", "{3|-1/2}", "+-{1|*}", "{1|{0|-5}}"} {
		gs = append(gs, shortGraph(t, s, text))
	}
	for len(gs) < 300 {
		if g := randGraph(r, 1+r.IntN(7)); g.IsLoopfree() {
			gs = append(gs, g)
		}
	}
	gs = append(gs, mustParse(t, s, "{0|pass}"), mustParse(t, s, "a{1|{a|0}}"))
	for i, g := range gs {
		got, err1 := SidesShort(s, g, 0, nil)
		want, err2 := SidesPoll(g, 0, nil)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		for k, pair := range [][2]*Graph{{got.Onside, want.Onside}, {got.Offside, want.Offside}} {
			a, b := pair[0], pair[1]
			ta, err1 := Format(s, a, printer(s))
			tb, err2 := Format(s, b, printer(s))
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if eq, err := Equal(a, b, 0); err != nil || !eq || a.Trim().Len() != b.Trim().Len() || ta != tb {
				t.Fatalf("case %d %v|%v, side %d: %s (%d nodes), by comparison %s (%d nodes)", i, g.L, g.R, k, ta, a.Trim().Len(), tb, b.Trim().Len())
			}
		}
	}
}
