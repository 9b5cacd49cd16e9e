package rulesets

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// toppleNaive is the reference solver: plain recursion over the rules as
// CGSuite states them, on whole rows with their empty cells, with no
// symmetry and no shortcut; its memo is keyed by the exact row.
func toppleNaive(s *games.Store) *rulesetstest.Naive[string] {
	return &rulesetstest.Naive[string]{Store: s, Key: func(row string) string { return row }, Moves: func(row string) (left, right []string) {
		var opts [2][]string
		for i, side := range [2]byte{'l', 'r'} {
			for j := range len(row) {
				if row[j] != side && row[j] != 'e' {
					continue
				}
				toLeft := strings.Repeat(".", j+1) + row[j+1:]
				toRight := row[:j] + strings.Repeat(".", len(row)-j)
				opts[i] = append(opts[i], toLeft, toRight)
			}
		}
		return opts[0], opts[1]
	}}
}

// TestToppleValues checks rows with values known by hand or published.
func TestToppleValues(t *testing.T) {
	for _, c := range []struct{ pos, want, why string }{
		{"", "0", "no dominoes"},
		// One colour: Left moves from n blue dominoes to every shorter row
		// and Right has no move, so n blue dominoes are n; n green ones
		// move, for either player, to every shorter row: the Nim heap *n.
		{"lll", "3", "by hand"},
		{"rr", "-2", "by hand"},
		{"eee", "*3", "by hand, a Nim heap"},
		// lr: Left moves to r (−1) or the empty row, Right to l (1) or
		// the empty row: {−1,0|0,1} = {0|0} = *.
		{"lr", "*", "by hand"},
		// lrl: Left moves to rl (= *, mirror of lr), lr (= *) or the empty
		// row; Right to l (1) either way: {0,*|1} = 1/2.
		{"lrl", "1/2", "by hand"},
		// le: Left moves to e (*), the empty row or l (1); Right to the
		// empty row or l: {1|0} after domination.
		{"le", "{1|0}", "by hand"},
		// An independent implementation: t4ccer/cgt-tools,
		// toppling_dominoes.rs, test correct_canonical (x blue, o red):
		// xooxx = {1|*}.
		{"lrrll", "{1|*}", "cgt-tools"},
		// Empty cells stop nothing (CGSuite (Siegel) 2.x,
		// game/strip/TopplingDominoes.cgs empties every cell on the toppled
		// side), so l.r is lr.
		{"l.r", "*", "CGSuite's rule"},
		{"..LrL.", "1/2", "CGSuite reads either case"},
	} {
		s := games.NewStore()
		got := valueOf(t, mustRules(t, "toppling-dominoes", s), c.pos)
		rulesetstest.SameGame(t, s, fmt.Sprintf("%q (%s)", c.pos, c.why), got, rulesetstest.Game(t, s, c.want))
		rulesetstest.SameGame(t, s, fmt.Sprintf("%q vs naive", c.pos), got, toppleNaive(s).Value(t, strings.ToLower(c.pos)))
	}
}

// TestToppleNaive compares the solver with the naive search on random
// rows, and checks the symmetries the memo folds in: a row reversed has
// the same value, and with blue and red swapped the negative.
func TestToppleNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 2))
	s := games.NewStore()
	r, _ := New("toppling-dominoes", s)
	nv := toppleNaive(s)
	for range 400 {
		b := make([]byte, rng.IntN(11))
		for i := range b {
			b[i] = "lllrrre."[rng.IntN(8)]
		}
		pos := string(b)
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
		rev := []byte(pos)
		slices.Reverse(rev)
		if v := nv.Value(t, string(rev)); v != want {
			t.Errorf("%q reversed: %s, want %s", pos, rulesetstest.Show(s, v), rulesetstest.Show(s, want))
		}
		neg, _ := s.Minus(want)
		if v := nv.Value(t, toppleSwap(pos)); v != neg {
			t.Errorf("%q swapped: %s, want %s", pos, rulesetstest.Show(s, v), rulesetstest.Show(s, neg))
		}
	}
}

// TestToppleOptions checks the options against CGSuite's rule: toppling
// the domino in cell n empties cells 1..n, or n..the end.
func TestToppleOptions(t *testing.T) {
	checkOptions(t, "toppling-dominoes", []optionCase{
		{"lr.e", ".r.e .... lr..", "...e l... .... lr.."},
		{"l.l", "..l ... l..", ""},
		{"r", "", "."},
		{"", "", ""},
	})
}

// TestToppleParse checks the strings read and refused.
func TestToppleParse(t *testing.T) {
	r, _ := New("toppling-dominoes", games.NewStore())
	const want = "a blue (l), red (r) or green (e) domino or an empty cell (.)"
	checkParse(t, r, []parseCase{
		{"LrE.", "lre.", ""},
		{"lrx", "", "column 3: 'x' is not " + want},
		{"t", "", "column 1: 't' is not " + want},
	})
}

// BenchmarkTopple solves a row of 40 dominoes from a fresh store, and a
// row of 12 with the naive search.
func BenchmarkTopple(b *testing.B) {
	row := strings.Repeat("lrre", 10)
	b.Run("lrre*10", func(b *testing.B) {
		for b.Loop() {
			s := games.NewStore()
			r, _ := New("toppling-dominoes", s)
			p, _ := r.Parse(row)
			if _, err := r.Value(p); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, naive := range []bool{false, true} {
		name := "lrre*3"
		if naive {
			name += "/naive"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				s := games.NewStore()
				if naive {
					toppleNaive(s).Value(b, row[:12])
					continue
				}
				r, _ := New("toppling-dominoes", s)
				p, _ := r.Parse(row[:12])
				if _, err := r.Value(p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestTopplePoll checks that a long solve stops when the store's poll says
// so.
func TestTopplePoll(t *testing.T) {
	s := games.NewStore()
	stop := errors.New("stop")
	s.SetPoll(func() error { return stop })
	r, _ := New("toppling-dominoes", s)
	p, _ := r.Parse(strings.Repeat("lrrel", 24))
	if _, err := r.Value(p); !errors.Is(err, stop) {
		t.Errorf("Value with a failing poll: %v, want %v", err, stop)
	}
}
