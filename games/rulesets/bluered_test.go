package rulesets

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// TestSignExpansion: Berlekamp's rule reads a number's sign expansion
// back as the number (ONAG ch. 3; Winning Ways ch. 2), its length is the
// number's birthday, and ordinalNumber's closed form is Berlekamp's rule
// on the edge's sign followed by the number's (ONAG ch. 15).
func TestSignExpansion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		x    games.Dyadic
		want string
	}{
		{games.DyadicInt(0), ""},
		{games.DyadicInt(2), "ll"},
		{games.NewDyadic(1, 1), "lr"},
		{games.NewDyadic(3, 2), "lrl"},
		{games.NewDyadic(-3, 1), "rrl"},
		{games.NewDyadic(77, 7), "lrlrrllr"}, // CGSuite GameGraphTest "Hackenbush Number"
	} {
		if got := string(signExpansion(c.x)); got != c.want {
			t.Errorf("signExpansion(%v) = %q, want %q", c.x, got, c.want)
		}
	}
	rng := rand.New(rand.NewPCG(5, 9))
	for range 2000 {
		x := games.NewDyadic(rng.Int64N(401)-200, uint(rng.IntN(9)))
		s := signExpansion(x)
		if got := berlekamp(s); !got.Equal(x) {
			t.Fatalf("berlekamp(signExpansion(%v)) = %v", x, got)
		}
		if b, ok := x.Birthday(); !ok || int(b) != len(s) {
			t.Fatalf("%v: %d signs, birthday %d", x, len(s), b)
		}
		for _, c := range []byte("lr") {
			want := berlekamp(append([]byte{c}, s...))
			if got := ordinalNumber(c, x); !got.Equal(want) {
				t.Fatalf("ordinalNumber(%c, %v) = %v, Berlekamp %v", c, x, got, want)
			}
		}
	}
}

// TestBlueRedAgainstNaive compares the solver by numbers, with its
// stripping of hanging trees into numbers, with the naive solver (every
// cut, canonical forms) on random Blue-Red graphs: trees (solved here
// directly, not by ordinalTree), graphs with cycles, loops and double
// edges, up to 11 edges.
func TestBlueRedAgainstNaive(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	nv := naiveHackenbush(s, false)
	h := newHackenbush(s, "hackenbush", "")
	rng := rand.New(rand.NewPCG(40, 2))
	for i := range 160 {
		g := randomGraph(rng, 11, "lr", ".", i%4 != 0)
		if i%5 == 1 { // a double edge and a loop somewhere
			e := g.edges[rng.IntN(len(g.edges))]
			g.edges = append(g.edges, gedge{e.a, e.b, "lr"[rng.IntN(2)]}, gedge{e.b, e.b, "lr"[rng.IntN(2)]})
		}
		want := nv.Value(t, g)
		x, err := newBlueRed(s, g).valueOf(^uint64(0)>>(64-len(g.edges)), nil, 0)
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s by numbers vs naive", g), s.Number(x), want) {
			t.FailNow()
		}
		if v, err := h.value(g); err != nil || !rulesetstest.SameGame(t, s, fmt.Sprintf("hackenbush %s vs naive", g), v, want) {
			t.FailNow()
		}
	}
}

// TestHackenbushBed: Winning Ways' moderately hard bed (ch. 7, Figure
// 31) as CGSuite's GameGraphTest writes it, with every top-level chain
// after the first starting at a vertex of its own (cgcalc's reading of a
// top-level ';'): its value agrees with the plain solver's from options
// (the solver with no special case, run once: 1/1048576, 24 s), here by
// numbers in well under a second.
func TestHackenbushBed(t *testing.T) {
	t.Parallel()
	checkHackenbushNumber(t, "lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G", games.NewDyadic(1, 20))
}

// checkHackenbushNumber checks that the Hackenbush position text is the
// number want.
func checkHackenbushNumber(t *testing.T, text string, want games.Dyadic) {
	t.Helper()
	s := games.NewStore()
	r, _ := New("hackenbush", s)
	p, err := r.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	v, err := r.Value(p)
	if err != nil {
		t.Fatal(err)
	}
	if v != s.Number(want) {
		t.Errorf("hackenbush %q: %s, want %s", text, (&games.Printer{Store: s}).String(v), want)
	}
}

// wholeBed is Winning Ways' moderately hard bed (ch. 7, Figure 31) as
// CGSuite's GameGraphTest writes it, in parentheses so that every
// flower stands on the ground, as drawn.
const wholeBed = "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"

var long = flag.Bool("long", false, "run the long tests: Winning Ways' whole moderately hard bed (10 s)")

// TestHackenbushWholeBed: the whole bed is 1/128, CGSuite's value for
// the row (GameGraphTest "Hackenbush Moderately Hard Bed"); the plain
// solver from options agrees (run once: 133 s). About 10 s of CPU, so it
// runs only with -long (.ci/run runs it so, on its own).
func TestHackenbushWholeBed(t *testing.T) {
	if !*long {
		t.Skip("about 10 s of CPU: go test ./games/rulesets -run TestHackenbushWholeBed -long")
	}
	t.Parallel()
	checkHackenbushNumber(t, wholeBed, games.NewDyadic(1, 7))
}
