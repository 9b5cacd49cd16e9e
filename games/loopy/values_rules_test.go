package loopy

import (
	"errors"
	"math/rand"
	"slices"
	"testing"

	"cgcalc/games"
)

// bruteResults decides play by rounds from the definition: after round k,
// a state is won by its player if they can force the opponent into a
// state without moves within k moves, lost if the opponent can; states
// never decided are draws. It repeats rounds over all states until
// nothing changes (quadratic, independent of the retrograde queue of
// Results).
func bruteResults(g *Graph) (left, right []Result) {
	n := g.Len()
	left, right = make([]Result, n), make([]Result, n)
	for changed := true; changed; {
		changed = false
		for i := range n {
			for side := range 2 {
				res, opts, other, me := left, g.L[i], right, LeftWins
				if side == 1 {
					res, opts, other, me = right, g.R[i], left, RightWins
				}
				if res[i] != Draw {
					continue
				}
				win, allLose := false, true
				for _, j := range opts {
					win = win || other[j] == me
					allLose = allLose && other[j] == -me
				}
				switch {
				case win:
					res[i] = me
				case allLose:
					res[i] = -me
				default:
					continue
				}
				changed = true
			}
		}
	}
	return left, right
}

// TestRulesResults checks the play of the rulesets' positions alone
// against their values: CGSuite (Siegel), version 2.x, GameGridTest.scala
// gives {4*|7/2} for the issue's Fox and Geese position, greater than 0,
// so Left wins whoever starts (outcome L); GameStripTest.scala gives
// {on||0|-1/2} & {1/2|0||off} for Backsliding Toads and Frogs ttt..fff,
// where neither player wins moving first (Left's move to on wins only in
// the onside, Right's move to off only in the offside): a draw either way
// (outcome D). Every node's results are also checked by bruteResults.
func TestRulesResults(t *testing.T) {
	p, _ := ParseFoxGeese(issueFoxGeese)
	fg, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	bt, err := Backsliding("ttt..fff").Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		g    *Graph
		want OutcomeClass
	}{
		{"fox and geese", fg, OutcomeL},
		{"ttt..fff", bt, OutcomeD},
	} {
		if o := tc.g.Outcome(); o != tc.want {
			t.Errorf("%s: outcome %v, want %v", tc.name, o, tc.want)
		}
		l, r := tc.g.Results()
		bl, br := bruteResults(tc.g)
		if !slices.Equal(l, bl) || !slices.Equal(r, br) {
			t.Errorf("%s: the results differ from bruteResults", tc.name)
		}
	}
}

// shortGraph returns the graph of a short game written in cgcalc's
// notation.
func shortGraph(t *testing.T, s *games.Store, text string) *Graph {
	t.Helper()
	id, err := s.Parse(text, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := FromShort(s, id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSimplifyByParts checks SimplifyByParts against Simplify of the
// whole graph (equal both ways, and the same number of nodes, since
// simplest forms of equal stoppers are isomorphic) on small Fox and Geese
// positions and random stoppers, and the values CGSuite gives.
func TestSimplifyByParts(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	num := func(text string) *Graph { return shortGraph(t, s, text) }
	over, _ := Named("over")
	plus := func(a, b *Graph) *Graph {
		g, err := Sum(a, b, 0)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// braces returns {a|b} for graphs a and b.
	braces := func(a, b *Graph) *Graph {
		u, offs := Union(&Graph{L: [][]int32{nil}, R: [][]int32{nil}}, a, b)
		u.L[0] = []int32{a.Start + offs[1]}
		u.R[0] = []int32{b.Start + offs[2]}
		u.Start = 0
		return u
	}
	values := []struct {
		pos   string
		value *Graph
		text  string
	}{
		// CGSuite (Siegel), version 2.x, GameGridTest.scala, FoxAndGeese.Table
		// for geese at row 3, columns 1, 3, 5, 7 and the fox on rows 2 and 1.
		{"x.x.x.x.|.o......|........", plus(num("2"), over), "2over"},
		{"x.x.x.x.|...o....|........", num("2"), "2"},
		{"x.x.x.x.|.....o..|........", num("3*"), "3*"},
		{"x.x.x.x.|.......o|........", plus(num("4"), over), "4over"},
		{"x.x.x.x.|........|o.......", braces(num("6"), plus(num("2"), over)), "{6|2over}"},
		{"x.x.x.x.|........|..o.....", braces(plus(num("2"), over), num("2")), "{2over|2}"},
		{"x.x.x.x.|........|....o...", num("{4|3||2}"), "{4|3||2}"},
		{"x.x.x.x.|........|......o.", braces(plus(num("4"), over), num("3*")), "{4over|3*}"},
	}
	for _, tc := range values {
		p, err := ParseFoxGeese(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		g, err := p.Graph(0, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := SimplifyByParts(g, 0, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.pos, err)
		}
		// The whole graph simplified at once, the plain definition, takes
		// comparison tables of millions of states: under -short the
		// published values and the random stoppers below check the parts.
		if !testing.Short() {
			whole, err := Simplify(g, 0)
			if err != nil {
				t.Fatalf("%s: %v", tc.pos, err)
			}
			if eq, err := Equal(got, whole, 0); err != nil || !eq || got.Len() != whole.Len() {
				t.Errorf("%s: by parts %d nodes, whole %d nodes, equal %v %v", tc.pos, got.Len(), whole.Len(), eq, err)
			}
		}
		if eq, err := Equal(got, tc.value, 0); err != nil || !eq {
			t.Errorf("%s: %v|%v, not %s (%v)", tc.pos, got.L, got.R, tc.text, err)
		}
	}
	rng := rand.New(rand.NewSource(8))
	checked := 0
	for k := 0; checked < 300 && k < 5000; k++ {
		n := 1 + rng.Intn(7)
		g := &Graph{L: make([][]int32, n), R: make([][]int32, n)}
		for i := range n {
			for range rng.Intn(3) {
				g.L[i] = append(g.L[i], int32(rng.Intn(n)))
			}
			for range rng.Intn(3) {
				g.R[i] = append(g.R[i], int32(rng.Intn(n)))
			}
		}
		if !g.IsStopper() {
			if _, err := SimplifyByParts(g, 0, nil); err != ErrNotStopper {
				t.Errorf("random graph %v|%v: %v, want ErrNotStopper", g.L, g.R, err)
			}
			continue
		}
		checked++
		a, err1 := SimplifyByParts(g, 0, nil)
		b, err2 := Simplify(g, 0)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if eq, err := Equal(a, b, 0); err != nil || !eq || a.Len() != b.Len() {
			t.Errorf("random stopper %v|%v: by parts %v|%v, whole %v|%v", g.L, g.R, a.L, a.R, b.L, b.R)
		}
	}
	if checked < 300 {
		t.Errorf("only %d random stoppers", checked)
	}
	p, _ := ParseFoxGeese(issueFoxGeese)
	g, _ := p.Graph(0, nil)
	stop := errors.New("stopped")
	if _, err := SimplifyByParts(g, 0, func() error { return stop }); err != stop {
		t.Errorf("poll: %v", err)
	}
}

// TestFoxGeeseValue computes the issue's position: CGSuite (Siegel),
// version 2.x, GameGridTest.scala gives {4*|7/2}.
func TestFoxGeeseValue(t *testing.T) {
	s := games.NewStore()
	p, _ := ParseFoxGeese(issueFoxGeese)
	g, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := SimplifyByParts(g, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if eq, err := Equal(v, shortGraph(t, s, "{4*|7/2}"), 0); err != nil || !eq {
		t.Errorf("fox and geese: %v|%v, not {4*|7/2} (%v)", v.L, v.R, err)
	}
}

// BenchmarkFoxGeeseValue builds and simplifies the issue's position.
func BenchmarkFoxGeeseValue(b *testing.B) {
	p, _ := ParseFoxGeese(issueFoxGeese)
	for b.Loop() {
		g, err := p.Graph(0, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := SimplifyByParts(g, 0, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCeyloneseFoxGeeseValue computes the issue's position with the fox
// of range 2: CGSuite (Siegel), version 2.x, GameGridTest.scala gives
// CeyloneseFoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) =
// {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}, printed here the same way.
func TestCeyloneseFoxGeeseValue(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	p, _ := ParseFoxGeese(issueFoxGeese)
	p.Range = 2
	g, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := SimplifyByParts(g, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	const want = "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}"
	w, err := Parse(s, want)
	if err != nil {
		t.Fatal(err)
	}
	if eq, err := Equal(v, w, 0); err != nil || !eq {
		t.Errorf("ceylonese fox and geese: not %s (%v)", want, err)
	}
	if got, err := Format(s, v, printer(s)); err != nil || got != want {
		t.Errorf("ceylonese fox and geese prints %q (%v), want %q", got, err, want)
	}
}
