package rulesets

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// toadsNaive is the reference solver: plain recursion over the moves on
// whole strips, with no splitting and no symmetry; its memo is keyed by
// the exact strip.
func toadsNaive(s *games.Store) *rulesetstest.Naive[string] {
	return &rulesetstest.Naive[string]{Store: s, Key: func(b string) string { return b }, Moves: func(b string) (left, right []string) {
		for _, o := range toadsMoves([]byte(b), true) {
			left = append(left, string(o))
		}
		for _, o := range toadsMoves([]byte(b), false) {
			right = append(right, string(o))
		}
		return left, right
	}}
}

// TestToadsValues checks positions with published values.
func TestToadsValues(t *testing.T) {
	for _, c := range []struct{ pos, want, why string }{
		// Erickson, HELP_TOADS (the documentation of his Toads and Frogs
		// program, http://jeffe.cs.illinois.edu/pubs/misc/HELP_TOADS):
		// "|t f|" is *, "| tf|" is 0, "|ft |" is 1, "|t tf|" is 1/2,
		// "| ttf|" is 0 and "|tft |" is 1. t.f is also the example.
		{"t.f", "*", "Erickson, HELP_TOADS"},
		{".tf", "0", "Erickson, HELP_TOADS"},
		{"ft.", "1", "Erickson, HELP_TOADS"},
		{"t.tf", "1/2", "Erickson, HELP_TOADS"},
		{".ttf", "0", "Erickson, HELP_TOADS"},
		{"tft.", "1", "Erickson, HELP_TOADS"},
		// By hand from the definition. tf.tf = {.fttf | tfft.} is 0: from
		// .fttf Right moves to f.ttf, where Left has no move; from tfft.
		// Left moves to tff.t, where Right has none. tftf. = {tf.ft | } is
		// 0: from tf.ft Right moves to tff.t, where Left has no move. So
		// tft.f = {tf.tf | tftf.} = {0|0} = *, and t.tff = {.ttff | tft.f}
		// = {0|*} = ↑ (.ttff has no move; Winning Ways ch. 2: ↑ = {0|*}).
		{"tft.f", "*", "by hand"},
		{"t.tff", "^", "by hand, Winning Ways ch. 2"},
		// tt.ff is its own mirror, so G = −G: fuzzy, as Erickson (1996,
		// p. 300) plays it, Left moving first and winning; its options are
		// t.tff = ↑ and ttf.f = ↓, and {↑|↓} = * (both reverse through *).
		{"tt.ff", "*", "Erickson 1996; by hand"},
		// Erickson's conjectures as Thanatipanonda lists them ("Further
		// Hopping with Toads and Frogs", Electron. J. Combin. 18 (2011),
		// E1–E3): T^a□□F^b = {{a−3|a−b}|{*|3−b}} for a > b ≥ 2;
		// T^a□□□FF = {a−2|a−2}; T^a□□□FFF = a − 7/2 for a ≥ 5.
		{"ttt..ff", "{{0|1}|{*|1}}", "E1, a=3 b=2"},
		{"tttt..ff", "{{1|2}|{*|1}}", "E1, a=4 b=2"},
		{"tttt..fff", "{{1|1}|{*|0}}", "E1, a=4 b=3"},
		{"tttttt..ffff", "{{3|2}|{*|-1}}", "E1, a=6 b=4"},
		{"tt...ff", "{0|0}", "E2, a=2"},
		{"tttt...ff", "{2|2}", "E2, a=4"},
		{"ttttt...fff", "3/2", "E3, a=5"},
		{"ttttttt...fff", "7/2", "E3, a=7"},
		// Pieces that can never move: the empty board and dead runs.
		{"", "0", "no moves"},
		{"ttff", "0", "no moves"},
		{"tt.", "2", "only Left moves: two pushes"},
		{"..ff.t", "-4", "only Right moves (the toad is stuck at the edge)"},
	} {
		s := games.NewStore()
		got := valueOf(t, mustRules(t, "toads-and-frogs", s), c.pos)
		rulesetstest.SameGame(t, s, fmt.Sprintf("%q (%s)", c.pos, c.why), got, rulesetstest.Game(t, s, c.want))
		rulesetstest.SameGame(t, s, fmt.Sprintf("%q vs naive", c.pos), got, toadsNaive(s).Value(t, c.pos))
	}
}

// toadsRandom returns a random strip of length 0 to max, half of them
// with a dead run ttff (Erickson's dead pieces) put in, so that they split.
func toadsRandom(rng *rand.Rand, max int) string {
	n := rng.IntN(max + 1)
	b := make([]byte, n)
	for i := range b {
		b[i] = "tf.."[rng.IntN(4)]
	}
	if rng.IntN(2) == 0 {
		i := (n + 1) / 2
		return string(b[:i]) + "ttff" + string(b[i:])
	}
	return string(b)
}

// TestToadsNaive compares the solver with the naive search on random
// strips, and checks that the splitting and the mirror keep values: the
// naive value of a strip is the sum of the naive values of its segments,
// and its mirror's is its negative.
func TestToadsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 1))
	s := games.NewStore()
	r, _ := New("toads-and-frogs", s)
	nv := toadsNaive(s)
	split, changed := 0, 0
	for range 400 {
		pos := toadsRandom(rng, 12)
		p, err := r.Parse(pos)
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.Value(p)
		if err != nil {
			t.Fatal(err)
		}
		want := nv.Value(t, pos)
		rulesetstest.SameGame(t, s, fmt.Sprintf("%q vs naive", pos), got, want)
		segs := toadsSplit([]byte(pos))
		if len(segs) > 1 {
			split++
		}
		if len(segs) != 1 || segs[0] != pos {
			changed++
		}
		var terms []games.Term
		for _, seg := range segs {
			terms = append(terms, games.Term{ID: nv.Value(t, seg), Mult: 1})
		}
		sum := games.Zero
		if len(terms) > 0 {
			if sum, err = s.CanonicalSum(terms...); err != nil {
				t.Fatal(err)
			}
		}
		if sum != want {
			t.Errorf("%q: segments %q sum to %s, naive %s", pos, segs, rulesetstest.Show(s, sum), rulesetstest.Show(s, want))
		}
		neg, _ := s.Minus(want)
		if m := nv.Value(t, toadsMirror(pos)); m != neg {
			t.Errorf("%q: mirror %q is %s, want %s", pos, toadsMirror(pos), rulesetstest.Show(s, m), rulesetstest.Show(s, neg))
		}
	}
	// Counts of this seed: 60 split, 329 lose pieces or cells.
	if split < 50 || changed < 250 {
		t.Errorf("%d of 400 strips split and %d lose pieces or cells: the test does not exercise splitting", split, changed)
	}
}

// TestToadsSplit checks the walls on strips whose frozen pieces are
// plain from the rules.
func TestToadsSplit(t *testing.T) {
	for _, c := range []struct {
		pos  string
		want []string
	}{
		// Erickson's dead run ttff splits the strip in two.
		{"t.ttff.f", []string{"t.", ".f"}},
		// A toad at the right edge and a frog at the left edge never move.
		{"f.t.f.t", []string{".t.f."}},
		// A jump is still possible: one segment.
		{"t.tf.", []string{"t.tf."}},
		{"tf.", []string{"tf."}},
		// No move at all: nothing left.
		{"ttfftf", nil},
		// Only toads: leading empty cells dropped.
		{"..t.", []string{"t."}},
	} {
		got := toadsSplit([]byte(c.pos))
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("toadsSplit(%q) = %q, want %q", c.pos, got, c.want)
		}
	}
}

// TestToadsOptions checks the options against the rules as CGSuite (Siegel)
// 2.x states them in game/strip/ToadsAndFrogs.cgs: a piece moves one cell
// forward into an empty cell, or two over an opposing piece into an empty
// cell.
func TestToadsOptions(t *testing.T) {
	checkOptions(t, "toads-and-frogs", []optionCase{
		{"t.f", ".tf", "tf."},
		{"tf.", ".ft", ""},
		{"tt.ff", "t.tff", "ttf.f"},
		{"t.t.f", ".tt.f t..tf", "t.tf."},
		{"ttff", "", ""},
	})
}

// optionCase is a position and its Left and Right options, each list
// written as the positions' strings joined by spaces, in the ruleset's
// order.
type optionCase struct{ pos, left, right string }

// checkOptions checks the options of positions of the ruleset called name.
func checkOptions(t *testing.T, name string, cases []optionCase) {
	t.Helper()
	r, _ := New(name, games.NewStore())
	for _, c := range cases {
		p, err := r.Parse(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		l, rt := r.Options(p)
		if got := stripJoin(l); got != c.left {
			t.Errorf("%q: Left's options %q, want %q", c.pos, got, c.left)
		}
		if got := stripJoin(rt); got != c.right {
			t.Errorf("%q: Right's options %q, want %q", c.pos, got, c.right)
		}
	}
}

func stripJoin(ps []Position) string {
	var ss []string
	for _, p := range ps {
		ss = append(ss, p.String())
	}
	return strings.Join(ss, " ")
}

// parseCase is a string to read, the normalised string it reads as, and
// the error (with a column) it gives instead, if any.
type parseCase struct{ in, want, err string }

// checkParse reads each case's string with r: the position must print as
// want, or the error must be a *ParseError reading err.
func checkParse(t *testing.T, r Ruleset, cases []parseCase) {
	t.Helper()
	for _, c := range cases {
		p, err := r.Parse(c.in)
		switch {
		case c.err != "":
			var pe *ParseError
			if err == nil || err.Error() != c.err || !errors.As(err, &pe) {
				t.Errorf("Parse(%q): error %v, want %s", c.in, err, c.err)
			}
		case err != nil:
			t.Errorf("Parse(%q): %v", c.in, err)
		case p.String() != c.want:
			t.Errorf("Parse(%q) = %q, want %q", c.in, p, c.want)
		}
	}
}

// TestToadsParse checks the strings read, normalised and refused.
func TestToadsParse(t *testing.T) {
	r, _ := New("toads-and-frogs", games.NewStore())
	checkParse(t, r, []parseCase{
		{"tt..ff", "tt..ff", ""},
		// CGSuite reads strips without regard to case.
		{"T.F", "t.f", ""},
		{"", "", ""},
		{"t x", "", `column 2: ' ' is not a toad (t), a frog (f) or an empty cell (.)`},
		{"t.é", "", `column 3: 'é' is not a toad (t), a frog (f) or an empty cell (.)`},
		{"tl", "", `column 2: 'l' is not a toad (t), a frog (f) or an empty cell (.)`},
	})
}

// TestToadsPoll checks that a long solve stops when the store's poll says
// so.
func TestToadsPoll(t *testing.T) {
	s := games.NewStore()
	stop := errors.New("stop")
	s.SetPoll(func() error { return stop })
	r, _ := New("toads-and-frogs", s)
	p, _ := r.Parse("tttttttt..ffffffff")
	if _, err := r.Value(p); !errors.Is(err, stop) {
		t.Errorf("Value with a failing poll: %v, want %v", err, stop)
	}
}

// BenchmarkToads solves t^k..f^k from a fresh store, the solver and the
// naive search, and reports the positions each solved (the solver's
// segments, the naive search's whole strips).
func BenchmarkToads(b *testing.B) {
	for _, k := range []int{5, 7, 9} {
		pos := strings.Repeat("t", k) + ".." + strings.Repeat("f", k)
		b.Run(pos, func(b *testing.B) {
			n := 0
			for b.Loop() {
				s := games.NewStore()
				r, _ := New("toads-and-frogs", s)
				p, _ := r.Parse(pos)
				if _, err := r.Value(p); err != nil {
					b.Fatal(err)
				}
				n = len(r.(*toadsRules).memo)
			}
			b.ReportMetric(float64(n), "positions")
		})
		b.Run(pos+"/naive", func(b *testing.B) {
			n := 0
			for b.Loop() {
				nv := toadsNaive(games.NewStore())
				nv.Value(b, pos)
				n = nv.Len()
			}
			b.ReportMetric(float64(n), "positions")
		})
	}
}
