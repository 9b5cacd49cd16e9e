package rulesets

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// TestSubtractionValues checks textbook and CGSuite values.
func TestSubtractionValues(t *testing.T) {
	tests := []struct{ pos, want, source string }{
		{"[1,3] [2,3] 6", "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
			"CGSuite (Siegel), version 2.x, GameHeapTest.scala: PartizanSubtraction([1,3],[2,3])(6).CanonicalForm"},
		{"[1] [] 5", "5", "Left alone moves five times: an integer (Winning Ways ch. 2)"},
		{"[] [2] 5", "-2", "Right alone moves twice"},
		{"[1,2] [1,2] 5", "*2", "Winning Ways ch. 4: subtraction game S(1,2) is n mod 3"},
		{"[1] [2] 2", "{1|0}", "Left to the heap 1 = {0|} = 1, Right to 0: the switch {1|0} (Winning Ways ch. 2)"},
		{"[2] [1] 2", "{0|-1}", "the sets swapped: the negative, {0|-1}"},
		{"[1] [1] 3", "*", "{0|0} repeated: one-heap nim of 1 at a time, *(n mod 2)"},
		{"[1,3] [2,3] 0", "0", "no move"},
	}
	s := games.NewStore()
	r := mustRules(t, "partizan-subtraction", s)
	for _, tt := range tests {
		rulesetstest.SameGame(t, s, tt.pos+" ("+tt.source+")", valueOf(t, r, tt.pos), rulesetstest.Game(t, s, tt.want))
	}
}

// TestSubtractionImpartial checks that equal sets give the nim values of
// the impartial subtraction game, computed by games/impartial (an
// independent implementation): the sets {1,2,5}, {2,3,7} (CGSuite's
// GameHeapTest: 0,0,1,1,2,0,0,1,1,2,… period 5) and {1,3,4}.
func TestSubtractionImpartial(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "partizan-subtraction", s)
	for _, set := range []string{"1,2,5", "2,3,7", "1,3,4"} {
		rules, err := impartial.Parse("sub{" + set + "}")
		if err != nil {
			t.Fatal(err)
		}
		vals, err := impartial.NimValues(context.Background(), rules, 60)
		if err != nil {
			t.Fatal(err)
		}
		for n, g := range vals {
			pos := fmt.Sprintf("[%s] [%s] %d", set, set, n)
			rulesetstest.SameGame(t, s, pos, valueOf(t, r, pos), s.Value(games.NUS{M: uint64(g)}))
		}
	}
}

// TestSubtractionNaive compares 250 random small games with a naive
// recursion and with the option tree; swapping the sets negates.
func TestSubtractionNaive(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "partizan-subtraction", s)
	type heap struct {
		l, r []int
		n    int
	}
	nv := &rulesetstest.Naive[heap]{
		Store: s,
		Key:   func(h heap) string { return fmt.Sprint(h.l, h.r, h.n) },
		Moves: func(h heap) (left, right []heap) {
			for k := 1; k <= h.n; k++ {
				if slices.Contains(h.l, k) {
					left = append(left, heap{h.l, h.r, h.n - k})
				}
				if slices.Contains(h.r, k) {
					right = append(right, heap{h.l, h.r, h.n - k})
				}
			}
			return left, right
		},
	}
	opts := byOptions(s, r)
	rnd := rng()
	randSet := func() []int {
		var set []int
		for k := 1; k <= 5; k++ {
			if rnd.Intn(2) == 0 {
				set = append(set, k)
			}
		}
		return set
	}
	for range 250 {
		h := heap{randSet(), randSet(), rnd.Intn(16)}
		text := setString(h.l) + " " + setString(h.r) + " " + fmt.Sprint(h.n)
		pos, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		got := valueOf(t, r, text)
		rulesetstest.SameGame(t, s, text+" vs naive", got, nv.Value(t, h))
		rulesetstest.SameGame(t, s, text+" vs options", got, opts.Value(t, pos))
		neg, _ := s.CanonicalSum(games.Term{ID: got, Mult: -1})
		rulesetstest.SameGame(t, s, text+" swapped", valueOf(t, r, setString(h.r)+" "+setString(h.l)+" "+fmt.Sprint(h.n)), neg)
	}
}

// TestSubtractionParse checks the texts and their errors.
func TestSubtractionParse(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "partizan-subtraction", s)
	for text, want := range map[string]string{
		"[1,3] [2,3] 6":        "[1,3] [2,3] 6",
		" [ 3 , 1,1 ][3,2]6 ":  "[1,3] [2,3] 6",
		"[] [] 0":              "[] [] 0",
		"[5] [1,2,3,4,5] 1000": "[5] [1,2,3,4,5] 1000",
	} {
		p, err := r.Parse(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
		} else if p.String() != want {
			t.Errorf("%q: %q, want %q", text, p.String(), want)
		}
	}
	parseError(t, r, "", 1, "the end where '[' starting Left's subtraction set is expected")
	parseError(t, r, "[1,3] 6", 7, "'6' where '[' starting Right's")
	parseError(t, r, "[1,0] [2] 6", 4, "0 in Left's subtraction set")
	parseError(t, r, "[1 3] [2] 6", 4, "',' or ']'")
	parseError(t, r, "[1] [2]", 8, "the heap size")
	parseError(t, r, "[1] [2] 6 7", 11, "'7' after the heap size")
	parseError(t, r, "[1] [2] 9999999", 9, "too large")
}
