package loopy

import (
	"errors"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
)

// sidleRounds is the round-by-round sidling of Winning Ways ch. 11 that
// Sides once used, kept as a reference: every position that is not itself
// a stopper starts at on (onside) or off (offside), and each round replaces
// it by {its Left options | its Right options} over the values of the
// round before (G_{n+1}(v) = {G_n(v^L) | G_n(v^R)}), the other positions
// keeping their own value. It returns the value of the start after rounds
// rounds, or earlier when a round changes nothing (settled true); every
// round's value is a stopper in simplest form and lies above the onside
// (below the offside).
func sidleRounds(g *Graph, onside bool, maxStates, rounds int) (*Graph, bool, error) {
	t := g.Trim()
	n := len(t.L)
	good := stopperNodes(t)
	u := &Graph{L: [][]int32{{0}}, R: [][]int32{nil}}
	if !onside {
		u.L, u.R = u.R, u.L
	}
	cur := make([]int32, n)
	for v := 0; v < n; v++ {
		if good[v] {
			cur[v] = int32(len(u.L))
			u.L = append(u.L, nil)
			u.R = append(u.R, nil)
		}
	}
	mapOpts := func(opts []int32) []int32 {
		out := make([]int32, len(opts))
		for i, o := range opts {
			out[i] = cur[o]
		}
		return out
	}
	for v := 0; v < n; v++ {
		if good[v] {
			u.L[cur[v]] = mapOpts(t.L[v])
			u.R[cur[v]] = mapOpts(t.R[v])
		}
	}
	for round := 0; round < rounds; round++ {
		w := &Graph{L: append([][]int32(nil), u.L...), R: append([][]int32(nil), u.R...)}
		roots := make([]int32, 0, 2*n)
		roots = append(roots, cur...)
		for v := 0; v < n; v++ {
			if good[v] {
				roots = append(roots, cur[v])
				continue
			}
			roots = append(roots, int32(len(w.L)))
			w.L = append(w.L, mapOpts(t.L[v]))
			w.R = append(w.R, mapOpts(t.R[v]))
		}
		s, nr, err := simplifyRoots(w, roots, maxStates, nil)
		if err != nil {
			return nil, false, err
		}
		same := true
		for v := 0; v < n; v++ {
			if nr[v] != nr[n+v] {
				same = false
			}
			cur[v] = nr[n+v]
		}
		u = s
		if same {
			out, _ := trimRoots(u, []int32{cur[0]})
			return out, true, nil
		}
	}
	out, _ := trimRoots(u, []int32{cur[0]})
	return out, false, nil
}

func mustParse(t testing.TB, s *games.Store, text string) *Graph {
	t.Helper()
	g, err := Parse(s, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return g
}

// sameInSide compares g and h both ways in one side.
func sameInSide(t testing.TB, g, h *Graph, onside bool) bool {
	t.Helper()
	a, err := sideLE(g, h, onside, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sideLE(h, g, onside, 0)
	if err != nil {
		t.Fatal(err)
	}
	return a && b
}

func backslidingGraph(t testing.TB, text string) *Graph {
	t.Helper()
	p, err := ParseBacksliding(text)
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func overPlusUnder(t testing.TB) *Graph {
	ov, _ := Named("over")
	un, _ := Named("under")
	g, err := Sum(ov, un, 0)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSidesTable checks the sides of games whose sides are published, each
// side compared with the expected one both ways in its side.
func TestSidesTable(t *testing.T) {
	s := games.NewStore()
	tests := []struct {
		name            string
		g               *Graph
		onside, offside string
		onStop, offStop bool
		outcome         string
	}{
		// CGSuite (Siegel), SidedValueTestCase.scala: dud = on & off, outcome D.
		{"dud", mustParse(t, s, "dud"), "on", "off", true, true, "D"},
		// CGSuite (Siegel), SidedValueTestCase.scala: a{{|a}|} = 1 & 0, PHat.
		{"a{{|a}|}", mustParse(t, s, "a{{|a}|}"), "1", "0", true, true, "PHat"},
		// CGSuite (Siegel), SidedValueTestCase.scala: {0|{dud|},*} = ^ & v*, NHat.
		{"{0|{dud|},*}", mustParse(t, s, "{0|{dud|},*}"), "^", "v*", true, true, "NHat"},
		// CGSuite (Siegel), CanonicalStopperTestCase.scala: degree(over) =
		// (over − over)⁺ = over, so the onside of over + under is over; its
		// offside is under, as −(over + under) = over + under (Siegel 2013, ch. VI).
		// Its outcome by hand: Left passes in under and Right in over for
		// ever; whoever moves first, leaving the cycle loses (D).
		{"over+under", overPlusUnder(t), "over", "under", true, true, "D"},
		// CGSuite (Siegel), GameStripTest.scala: Backsliding Toads and Frogs
		// ttt..fff = {on||0|-1/2} & {1/2|0||off}.
		{"ttt..fff", backslidingGraph(t, "ttt..fff"), "{on|{0|-1/2}}", "{{1/2|0}|off}", true, true, "D"},
		// CGSuite (Siegel), SidedValueTestCase.scala: Bach's Carousel is
		// a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}, not stopper-sided, outcome N.
		{"Bach's Carousel", mustParse(t, s, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"),
			"a{{1|1,{{1*|a}|*}}|0}", "a{0,{1|{{1*|a}|*}}|0}", false, false, "N"},
	}
	for _, tc := range tests {
		v, err := Sides(tc.g, 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !sameInSide(t, v.Onside, mustParse(t, s, tc.onside), true) {
			t.Errorf("%s: onside is not %s", tc.name, tc.onside)
		}
		if !sameInSide(t, v.Offside, mustParse(t, s, tc.offside), false) {
			t.Errorf("%s: offside is not %s", tc.name, tc.offside)
		}
		if v.OnsideIsStopper() != tc.onStop || v.OffsideIsStopper() != tc.offStop {
			t.Errorf("%s: sides stoppers %v %v, want %v %v", tc.name, v.OnsideIsStopper(), v.OffsideIsStopper(), tc.onStop, tc.offStop)
		}
		if o := tc.g.Outcome().String(); o != tc.outcome {
			t.Errorf("%s: outcome %s, want %s", tc.name, o, tc.outcome)
		}
		// The printed value reads back equal.
		text, err := FormatSided(s, v, printer(s), 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		back, err := ParseSided(s, text, 0)
		if err != nil {
			t.Fatalf("%s: %q: %v", tc.name, text, err)
		}
		if eq, err := SidedEqual(v, back, 0); err != nil || !eq {
			t.Errorf("%s: %q reads back unequal (%v)", tc.name, text, err)
		}
		// A stopper-sided value's sides are simplest forms: simplifying
		// again changes nothing.
		for _, side := range []*Graph{v.Onside, v.Offside} {
			if side.IsStopper() {
				c, err := Simplify(side, 0)
				if err != nil || len(c.Trim().L) != len(side.Trim().L) {
					t.Errorf("%s: a side is not in simplest form", tc.name)
				}
			}
		}
	}
}

// TestSideLessEqTable checks the side comparison on values of Winning Ways
// ch. 11: dud⁺ = on, dud⁻ = off, tis = 1 & 0.
func TestSideLessEqTable(t *testing.T) {
	s := games.NewStore()
	tests := []struct {
		g, h   string
		onside bool
		want   bool
	}{
		{"dud", "on", true, true},   // WW ch. 11: dud⁺ = on
		{"on", "dud", true, true},   // WW ch. 11: dud⁺ = on
		{"dud", "off", true, false}, // on ≰ off
		{"dud", "off", false, true}, // WW ch. 11: dud⁻ = off
		{"off", "dud", false, true},
		{"on", "dud", false, false},
		{"tis", "1", true, true}, // WW ch. 11: tis = 1 & 0
		{"1", "tis", true, true},
		{"tis", "0", false, true},
		{"0", "tis", false, true},
		{"tis", "0", true, false},
		{"over", "1/8", true, true}, // WW ch. 11: 0 < over < every positive number
		{"1/8", "over", false, false},
	}
	for _, tc := range tests {
		got, err := SideLessEq(mustParse(t, s, tc.g), mustParse(t, s, tc.h), tc.onside, 0)
		if err != nil || got != tc.want {
			t.Errorf("%s ≤ %s (onside %v): %v, %v; want %v", tc.g, tc.h, tc.onside, got, err, tc.want)
		}
	}
	big := backslidingGraph(t, "ttt..fff")
	if _, err := SideLessEq(big, big, true, 1000); !errors.Is(err, ErrTooLarge) {
		t.Errorf("bound: %v", err)
	}
}

// TestDegreeVariety checks degree, idempotence and variety against CGSuite
// (Siegel), CanonicalStopperTestCase.scala, values compared both ways (the
// texts there are written here with nested braces: {a||b|c} = {a|{b|c}}).
func TestDegreeVariety(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	const (
		uponth   = "{0|{0|0,pass}}" // ^<on>
		downonth = "{{0,pass|0}|0}" // v<on>
		uponStar = "{0,pass|0}"     // ^[on]*
		tinyOn   = "{0|{0|off}}"    // Tiny(on)
		minyOn   = "{{on|0}|0}"     // Miny(on)
		bigIdem  = "{0|{0|{-1|{-1+*,a{{{0|{0|a}}|-1+*}|-1+*}|{-2|b{-2,{{-1,-1+*|{-1+*|b}}|-2}|-2}}}}}}"
		notIdem  = "NOT IDEMPOTENT"
		loopFree = "0"
	)
	tests := []struct {
		x, degree string
		idem      bool // whether degree(x) is an idempotent
		xIdem     bool // whether x is
		variety   string
	}{
		{"on", "on", true, true, "on"},
		{"off", "on", true, true, "off"},
		{"over", "over", true, true, "over"},
		{"{pass|3/2}", "over", true, false, "under"},
		{"{-1/4+*|pass}", uponth, true, false, uponth},
		{"{{0|" + uponth + "}|" + downonth + "}", uponth, true, false, "{" + uponStar + "," + uponth + "|{" + downonth + "|0}}"},
		{"{0|{0|{0|off}}}", "{0|{0|{{" + minyOn + "|0}|off}}}", false, false, notIdem},
		{minyOn, tinyOn, true, true, minyOn},
		{"{0|{0|{pass|0}}}", "{0|{0|{pass|0}}}", true, true, "{0|{0|{pass|0}}}"},
		{"a{0|{0|{{a|*}|*}}}", "{0|b{0|0,{0|{{b|0}|0}}}}", true, false, "{a{0,{{0|{0|a}}|0}|0}|0}"},
		{bigIdem, bigIdem, true, true, bigIdem},
		// Siegel 2013, ch. VI: a loop-free game has degree 0, and its
		// variety is G + (−G) + 0 = 0 (ONAG: G − G = 0 for short games).
		{"{1|*}", loopFree, true, false, loopFree},
	}
	for _, tc := range tests {
		if tc.x == bigIdem && testing.Short() {
			continue // about 2 s of side sums; the smaller cases run
		}
		x := mustParse(t, s, tc.x)
		d, err := Degree(x, 0)
		if err != nil {
			t.Fatalf("%s: degree: %v", tc.x, err)
		}
		if eq, err := Equal(d, mustParse(t, s, tc.degree), 0); err != nil || !eq {
			txt, _ := Format(s, d, printer(s))
			t.Errorf("degree(%s) = %s, want %s (%v)", tc.x, txt, tc.degree, err)
		}
		if got, err := IsIdempotent(d, 0); err != nil || got != tc.idem {
			t.Errorf("idempotent(degree(%s)) = %v, %v; want %v", tc.x, got, err, tc.idem)
		}
		if got, err := IsIdempotent(x, 0); err != nil || got != tc.xIdem {
			t.Errorf("idempotent(%s) = %v, %v; want %v", tc.x, got, err, tc.xIdem)
		}
		v, err := Variety(x, 0)
		if tc.variety == notIdem {
			if !errors.Is(err, ErrNotIdempotent) {
				t.Errorf("variety(%s): %v, want %v", tc.x, err, ErrNotIdempotent)
			}
			continue
		}
		if err != nil {
			t.Errorf("variety(%s): %v", tc.x, err)
			continue
		}
		if eq, err := Equal(v, mustParse(t, s, tc.variety), 0); err != nil || !eq {
			txt, _ := Format(s, v, printer(s))
			t.Errorf("variety(%s) = %s, want %s (%v)", tc.x, txt, tc.variety, err)
		}
	}
	// Upsum and downsum: over ∔ under = over and over ∸ under = under
	// (the sides of over + under above).
	ov, _ := Named("over")
	un, _ := Named("under")
	if u, err := Upsum(ov, un, 0); err != nil || !sameInSide(t, u, ov, true) {
		t.Errorf("over upsum under: %v", err)
	}
	if d, err := Downsum(ov, un, 0); err != nil || !sameInSide(t, d, un, true) {
		t.Errorf("over downsum under: %v", err)
	}
	dud, _ := Named("dud")
	if _, err := Degree(dud, 0); !errors.Is(err, ErrNotStopper) {
		t.Errorf("degree(dud): %v", err)
	}
}

// randLoopy returns a random small graph that is not a stopper.
func randLoopy(r *rand.Rand) *Graph {
	for {
		g := randGraph(r, 1+r.IntN(5))
		if !g.IsStopper() {
			return g.Trim()
		}
	}
}

// TestSidesProperties checks the sides of random small loopy games by
// checkSides, and (e) SideLessEq agrees with the comparison of the sides
// when they are stoppers.
func TestSidesProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	settled, carousels := 0, 0
	const cases = 320
	for i := 0; i < cases; i++ {
		g := randLoopy(r)
		v, k := checkSides(t, i, g)
		settled += k
		if !v.IsStopperSided() {
			carousels++
		}
		// (e)
		h := randGraph(r, 1+r.IntN(4))
		w, err := Sides(h, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, onside := range []bool{true, false} {
			a, b := v.Onside, w.Onside
			if !onside {
				a, b = v.Offside, w.Offside
			}
			if !a.IsStopper() || !b.IsStopper() {
				continue
			}
			for _, pair := range [][2]*Graph{{g, h}, {h, g}} {
				got, err := SideLessEq(pair[0], pair[1], onside, 0)
				if err != nil {
					t.Fatal(err)
				}
				x, y := a, b
				if pair[0] == h {
					x, y = b, a
				}
				want, err := GreaterEq(y, x, 0)
				if err != nil || got != want {
					t.Fatalf("case %d: SideLessEq %v, sides say %v (%v)", i, got, want, err)
				}
			}
		}
	}
	if settled < 100 {
		t.Errorf("sidling settled only %d times", settled)
	}
	t.Logf("%d cases, %d sides where sidling settled, %d values not stopper-sided", cases, settled, carousels)
}

// checkSides checks the sides of the loopy game g (case i): (a) equal to
// the round-by-round sidling whenever it settles; (b) G⁺ ≥ G⁻; (c) every
// position's side s(v) is a fixed point s(v) = {s(v^L) | s(v^R)} in its
// side; (d) the onside lies below every finite sidling approximation G_1
// … G_4 (the offside above); (f) −(G⁺) = (−G)⁻. It returns the sides and
// the number of sides (0 to 2) where sidling settled.
func checkSides(t *testing.T, i int, g *Graph) (*Sided, int) {
	t.Helper()
	v, err := Sides(g, 0)
	if err != nil {
		t.Fatalf("case %d %v: %v", i, g, err)
	}
	settled := 0
	for _, onside := range []bool{true, false} {
		side := v.Onside
		if !onside {
			side = v.Offside
		}
		// (a)
		ref, ok, err := sidleRounds(g, onside, 0, 16)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			settled++
			if !sameInSide(t, side, ref, onside) {
				t.Fatalf("case %d %v (onside %v): sides differ from settled sidling", i, g, onside)
			}
		}
		// (d)
		for n := 1; n <= 4; n++ {
			approx, _, err := sidleRounds(g, onside, 0, n)
			if err != nil {
				t.Fatal(err)
			}
			var good bool
			if onside {
				good, err = sideLE(side, approx, true, 0)
			} else {
				good, err = sideLE(approx, side, false, 0)
			}
			if err != nil || !good {
				t.Fatalf("case %d %v (onside %v): side beyond G_%d (%v)", i, g, onside, n, err)
			}
		}
		// (c)
		checkFixedPoint(t, i, g, onside)
		// (f)
		neg, err := SideOf(g.Neg(), !onside, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !sameInSide(t, neg, side.Neg(), !onside) {
			t.Fatalf("case %d %v: −(G side) differs from (−G)'s other side", i, g)
		}
	}
	// (b)
	if v.IsStopperSided() {
		if ge, err := GreaterEq(v.Onside, v.Offside, 0); err != nil || !ge {
			t.Fatalf("case %d %v: onside below offside (%v)", i, g, err)
		}
	}
	return v, settled
}

// checkFixedPoint checks (c): for every position v of g, the game {s(v^L)
// | s(v^R)} over the sides s has the side s(v).
func checkFixedPoint(t *testing.T, i int, g *Graph, onside bool) {
	t.Helper()
	n := len(g.L)
	sides := make([]*Graph, n)
	for v := 0; v < n; v++ {
		s, err := SideOf(g.At(int32(v)), onside, 0)
		if err != nil {
			t.Fatal(err)
		}
		sides[v] = s
	}
	u, offs := Union(sides...)
	root := int32(len(u.L))
	for v := 0; v < n; v++ {
		node := &Graph{L: clone2(u.L), R: clone2(u.R)}
		var l, r []int32
		for _, o := range g.L[v] {
			l = append(l, offs[o]+sides[o].Start)
		}
		for _, o := range g.R[v] {
			r = append(r, offs[o]+sides[o].Start)
		}
		node.L, node.R = append(node.L, l), append(node.R, r)
		node.Start = root
		own := &Graph{L: node.L, R: node.R, Start: offs[v] + sides[v].Start}
		if !sameInSide(t, node, own, onside) {
			t.Fatalf("case %d %v (onside %v): the side at %d is no fixed point", i, g, onside, v)
		}
	}
}

func BenchmarkSidesBacksliding(b *testing.B) {
	g := backslidingGraph(b, "ttt..fff")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Sides(g, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSidesOverUnder(b *testing.B) {
	g := overPlusUnder(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Sides(g, 0); err != nil {
			b.Fatal(err)
		}
	}
}
