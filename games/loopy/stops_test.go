package loopy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cgcalc/games"
)

// TestStopsCGSuite checks the stops of CGSuite's stoppers: every LeftStop
// and RightStop of CGSuite (Siegel), version 2.x,
// lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala
// (the version whose pseudonumbers are of class Pseudonumber and whose
// stops are pseudonumbers), and their plain numbers (Stop.Number, CGSuite's
// strong stop of the same file's IsInfinitesimal and IsNumberish: 0 and 0
// for an infinitesimal).
func TestStopsCGSuite(t *testing.T) {
	tests := []struct {
		src, left, right, plainLeft, plainRight string
	}{
		{"{pass|}", "on", "on", "on", "on"},
		{"{|pass}", "off", "off", "off", "off"},
		{"{0|pass}", "over", "over", "0", "0"},
		{"{pass|3/2}", "3/2under", "3/2under", "3/2", "3/2"},
		{"{-1/4+*|pass}", "-1/4", "-1/4", "-1/4", "-1/4"},
		{"{0|{0||0|0,pass}||-{0||0|0,pass}}", "0", "0", "0", "0"},
		{"{0|||0||0|{|pass}}", "0", "0", "0", "0"},
		{"{{pass|}|0||0}", "0", "0", "0", "0"},
		{"{0|||0||pass|0}", "0", "0", "0", "0"},
		{"+-{0|pass}", "over", "under", "0", "0"},
		{"+-{5|pass}", "5over", "-5under", "5", "-5"},
		{"a{0||||0|||a|*||*}", "0", "0", "0", "0"},
		{"{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}", "0", "0", "0", "0"},
	}
	s := games.NewStore()
	for _, tc := range tests {
		g, err := Parse(s, tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		l, r, err := Stops(s, g, 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		if l.String() != tc.left || r.String() != tc.right {
			t.Errorf("%s: stops %v %v, want %s %s", tc.src, l, r, tc.left, tc.right)
		}
		if l.Number().String() != tc.plainLeft || r.Number().String() != tc.plainRight {
			t.Errorf("%s: plain stops %v %v, want %s %s", tc.src, l.Number(), r.Number(), tc.plainLeft, tc.plainRight)
		}
	}
}

// playGE reports g ≥ h for stoppers by play on the graph of g − h: Left,
// moving second, does not lose (the retrograde analysis of Results;
// TestCompareBruteForce checks GreaterEq against the same).
func playGE(t *testing.T, g, h *Graph) bool {
	t.Helper()
	d, err := Sum(g, h.Neg(), 0)
	if err != nil {
		t.Fatal(err)
	}
	_, rf := d.Results()
	return rf[d.Start] != RightWins
}

// pseudoCand is a pseudonumber to compare positions with: its stop and a
// graph of it built here, not by the package's constructors.
type pseudoCand struct {
	stop Stop
	g    *Graph
}

// pseudonumberCands returns on, off, and x, x over, x under for every
// number x born by day b, in increasing order, each order between
// neighbours checked by play.
func pseudonumberCands(t *testing.T, s *games.Store, b int) []pseudoCand {
	var xs []games.Dyadic
	den := int64(1) << b
	for k := -int64(b) * den; k <= int64(b)*den; k++ {
		x := games.NewDyadic(k, uint(b))
		if d, ok := x.Birthday(); ok && d <= int64(b) {
			xs = append(xs, x)
		}
	}
	on := &Graph{L: [][]int32{{0}}, R: [][]int32{nil}}
	off := &Graph{L: [][]int32{nil}, R: [][]int32{{0}}}
	cands := []pseudoCand{{Stop{Inf: -1}, off}}
	for _, x := range xs {
		n, err := FromShort(s, s.Value(games.NUS{X: x}))
		if err != nil {
			t.Fatal(err)
		}
		// tilted returns {x|pass} (over) or {pass|x} (under): node 0 the
		// pseudonumber, node 1 + i the number's node i.
		tilted := func(over bool) *Graph {
			g := &Graph{L: [][]int32{nil}, R: [][]int32{nil}}
			for v := range n.L {
				g.L = append(g.L, shift(n.L[v], 1))
				g.R = append(g.R, shift(n.R[v], 1))
			}
			if over {
				g.L[0], g.R[0] = []int32{n.Start + 1}, []int32{0}
			} else {
				g.L[0], g.R[0] = []int32{0}, []int32{n.Start + 1}
			}
			return g
		}
		cands = append(cands,
			pseudoCand{Stop{X: x, Tilt: -1}, tilted(false)},
			pseudoCand{Stop{X: x}, n},
			pseudoCand{Stop{X: x, Tilt: 1}, tilted(true)})
	}
	cands = append(cands, pseudoCand{Stop{Inf: 1}, on})
	for i := 1; i < len(cands); i++ {
		a, b := cands[i-1], cands[i]
		if !a.stop.Less(b.stop) || b.stop.Less(a.stop) {
			t.Fatalf("Less puts %v before %v", b.stop, a.stop)
		}
		if !playGE(t, b.g, a.g) || playGE(t, a.g, b.g) {
			t.Fatalf("play does not find %v < %v", a.stop, b.stop)
		}
	}
	return cands
}

// equalPseudonumber returns the pseudonumber among cands equal to the
// stopper g, if one is: the greatest candidate ≤ g (those ≤ g are an
// initial segment, since the candidates increase), if g ≤ it too.
func equalPseudonumber(t *testing.T, g *Graph, cands []pseudoCand) (Stop, bool) {
	i, _ := slices.BinarySearchFunc(cands, true, func(c pseudoCand, _ bool) int {
		if playGE(t, g, c.g) {
			return -1
		}
		return 1
	})
	// cands[0] is off ≤ g, so i ≥ 1.
	c := cands[i-1]
	return c.stop, playGE(t, c.g, g)
}

// plainStops returns the Left and Right stops of every node of the stopper
// g by the definition (Siegel 2013, ch. VI): at a position equal to a
// pseudonumber (found by play against cands) the stop is that
// pseudonumber; otherwise Left takes the greatest Right stop of her
// options (off without any), Right the least Left stop of his (on without
// any). It is a fixed point on g itself, not simplified: each round sets
// the stops whose options' stops are all known. With numbersOnly, play
// stops only at positions equal to numbers, on or off (the plain stops).
func plainStops(t *testing.T, g *Graph, cands []pseudoCand, numbersOnly bool) (ls, rs []*Stop) {
	n := len(g.L)
	ls, rs = make([]*Stop, n), make([]*Stop, n)
	for v := 0; v < n; v++ {
		if p, ok := equalPseudonumber(t, g.At(int32(v)), cands); ok && (!numbersOnly || p.Tilt == 0) {
			ls[v], rs[v] = &p, &p
		}
	}
	for changed := true; changed; {
		changed = false
		for v := 0; v < n; v++ {
			if ls[v] == nil {
				best, known := Stop{Inf: -1}, true
				for _, o := range g.L[v] {
					if rs[o] == nil {
						known = false
					} else if best.Less(*rs[o]) {
						best = *rs[o]
					}
				}
				if known {
					ls[v], changed = &best, true
				}
			}
			if rs[v] == nil {
				best, known := Stop{Inf: 1}, true
				for _, o := range g.R[v] {
					if ls[o] == nil {
						known = false
					} else if ls[o].Less(best) {
						best = *ls[o]
					}
				}
				if known {
					rs[v], changed = &best, true
				}
			}
		}
	}
	for v := 0; v < n; v++ {
		if ls[v] == nil || rs[v] == nil {
			t.Fatalf("node %d of %v: no stop at the fixed point (not a stopper?)", v, g)
		}
	}
	return ls, rs
}

// randPassStopper returns a random stopper of n random nodes and four
// numbers (0, 1, −1, 1/2), whose random nodes pass (have themselves as an
// option) for one player more often than randGraph's, some of them
// {o|pass} or {pass|o} for another node o, as on, off, x over and x under
// are.
func randPassStopper(r *rand.Rand, n int) *Graph {
	for {
		g := randGraph(r, n)
		m := int32(n)
		// 0 = {|}, 1 = {0|}, −1 = {|0}, 1/2 = {0|1}.
		g.L = append(g.L, nil, []int32{m}, nil, []int32{m})
		g.R = append(g.R, nil, nil, []int32{m}, []int32{m + 1})
		for v := 0; v < n; v++ {
			for _, opts := range [][]int32{g.L[v], g.R[v]} {
				for i := range opts {
					opts[i] = int32(r.IntN(n + 4))
				}
			}
			self, o := []int32{int32(v)}, []int32{int32(r.IntN(n + 4))}
			switch r.IntN(6) {
			case 0:
				g.L[v] = append(g.L[v], int32(v))
			case 1:
				g.R[v] = append(g.R[v], int32(v))
			case 2:
				g.L[v], g.R[v] = o, self
			case 3:
				g.L[v], g.R[v] = self, o
			}
		}
		if g.IsStopper() {
			return g
		}
	}
}

// TestStopsPlain checks Stops against the definition (plainStops) at every
// node of random stoppers and of edge cases: on, off, pseudonumbers in
// forms that are not simplest, positions without a move for one player,
// stoppers with cycles of one player's moves, and stops reached only
// through a pass or a longer cycle. Stop.Number must be the stop where
// play ends at the first number.
func TestStopsPlain(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	// The numbers in these graphs are born by day 6; a number missing from
	// the candidates would make the definition and Stops disagree (the
	// test fail), not agree.
	const day = 6
	cands := pseudonumberCands(t, s, day)
	var gs []*Graph
	for _, src := range []string{
		"on", "off", "over", "under", "upon", "{pass,1|}", "{pass|3/2}",
		"{-1/4+*|pass}", "+-{0|pass}", "+-{5|pass}", "{on|off}",
		"{|over}", "{under|}", "{|{pass|*}}", "a{0|b{0|a}}", "a{b{a|}|0}",
		"a{b{a,1|}|}", "a{1|b{2|a}}", "a{0|b{|a}}", "{0|pass}+{0|pass}",
		"{1|pass}+{1/2|pass}", "Tiny(on)", "{0|||0||pass|0}",
	} {
		g, err := Parse(s, src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if !g.IsStopper() {
			t.Fatalf("%s: not a stopper", src)
		}
		gs = append(gs, g.Trim())
	}
	r := rand.New(rand.NewPCG(41, 42))
	for i := 0; i < 250; i++ {
		gs = append(gs, randStopper(r, 1+r.IntN(day+1)).Trim())
		gs = append(gs, randPassStopper(r, 1+r.IntN(day+1)).Trim())
	}
	tilted, infinite := 0, 0
	for i, g := range gs {
		ls, rs := plainStops(t, g, cands, false)
		pls, prs := plainStops(t, g, cands, true)
		for v := range g.L {
			l, r, err := Stops(s, g.At(int32(v)), 0)
			if err != nil {
				t.Fatal(err)
			}
			if l != *ls[v] || r != *rs[v] {
				t.Fatalf("case %d (%v), node %d: Stops %v %v, definition %v %v", i, g, v, l, r, *ls[v], *rs[v])
			}
			if l.Number() != *pls[v] || r.Number() != *prs[v] {
				t.Fatalf("case %d (%v), node %d: numbers %v %v, play to a number %v %v", i, g, v, l.Number(), r.Number(), *pls[v], *prs[v])
			}
			for _, st := range []Stop{l, r} {
				if st.Tilt != 0 {
					tilted++
				}
				if st.Inf != 0 {
					infinite++
				}
			}
		}
	}
	if tilted < 300 || infinite < 300 {
		t.Fatalf("only %d over/under and %d on/off stops among the cases", tilted, infinite)
	}
}

// TestStopGraph checks that Stop.Graph builds the pseudonumber: Stops of
// it is itself, and it prints as the stop does.
func TestStopGraph(t *testing.T) {
	s := games.NewStore()
	for _, st := range []Stop{
		{Inf: 1}, {Inf: -1}, {}, {Tilt: 1}, {Tilt: -1},
		{X: games.NewDyadic(3, 1), Tilt: -1}, {X: games.NewDyadic(-5, 2), Tilt: 1}, {X: games.DyadicInt(7)},
	} {
		g, err := st.Graph(s)
		if err != nil {
			t.Fatal(err)
		}
		l, r, err := Stops(s, g, 0)
		if err != nil || l != st || r != st {
			t.Errorf("%v: stops %v %v, %v", st, l, r, err)
		}
		if text, err := Format(s, g, printer(s)); err != nil || text != st.String() {
			t.Errorf("%v prints %q, %v", st, text, err)
		}
	}
}
