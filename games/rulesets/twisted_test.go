package rulesets

import (
	"fmt"
	"slices"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// TestTwistedMaundyCake checks twisted Maundy Cake's row (8,n), n = 0 ...
// 8, and the number of Left's options of (8,8).
func TestTwistedMaundyCake(t *testing.T) {
	// CGSuite (Siegel), version 2.x, GameHeapTest.scala, "define partizan
	// coordinate games properly": GenCutcake(TakeAndBreak("{2+}=.0"),
	// TakeAndBreak("{2+}=.0"), twisted => true), listof(((8,n)).CanonicalForm
	// for n from 0 to 8) and ((8,8)).LeftOptions.Size = 3.
	want := []string{"1", "1", "{8|-2}", "{8|-3}", "{8|-6}", "{8|-5}", "{8|-6,{-4|-14}}", "{10|-7}", "+-12"}
	s := games.NewStore()
	r := mustRules(t, "twisted-maundy-cake", s)
	for n, w := range want {
		text := fmt.Sprintf("8,%d", n)
		rulesetstest.SameGame(t, s, "twisted-maundy-cake "+text, valueOf(t, r, text), rulesetstest.Game(t, s, w))
	}
	p, _ := r.Parse("8,8")
	if l, _ := r.Options(p); len(l) != 3 {
		t.Errorf("twisted-maundy-cake 8,8: %d Left options, want 3", len(l))
	}
}

// TestTwistedCakesNaive compares each twisted cake game with the naive
// solver and with its option tree on 200 random sums, and checks that
// transposing negates.
func TestTwistedCakesNaive(t *testing.T) {
	for _, rules := range []string{"cutcake", "eatcake", "maundy-cake"} {
		s := games.NewStore()
		r := mustRules(t, "twisted-"+rules, s)
		nv := naiveCake(s, rules, true)
		opts := byOptions(s, r)
		rnd := rng()
		for range 200 {
			var p, tr []coord
			k := 1 + rnd.Intn(2)
			most := []int{4, 3}[k-1]
			for range k {
				x := coord{rnd.Intn(most + 1), 1 + rnd.Intn(most)}
				p, tr = append(p, x), append(tr, coord{x.n, x.m})
			}
			text := coordSum(slices.Clone(p)).sorted().String()
			pos, err := r.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			got := valueOf(t, r, text)
			rulesetstest.SameGame(t, s, "twisted-"+rules+" "+text+" vs naive", got, nv.Value(t, p))
			rulesetstest.SameGame(t, s, "twisted-"+rules+" "+text+" vs options", got, opts.Value(t, pos))
			neg, _ := s.CanonicalSum(games.Term{ID: got, Mult: -1})
			rulesetstest.SameGame(t, s, "twisted-"+rules+" "+text+" transposed", valueOf(t, r, coordSum(tr).sorted().String()), neg)
		}
	}
}

// TestGenCutcake checks GenCutcake from take-and-break codes: with 4.0
// for both it is Cutcake and with 0.7 Eatcake (CGSuite's definitions of
// Cutcake and Eatcake as GenCutcake), twisted or not; with different codes
// for Left and Right (no symmetry) it agrees with its option tree (cakes
// up to 5×5; 4×4 under -short, where the tree is a fortieth of the work).
func TestGenCutcake(t *testing.T) {
	t.Parallel()
	code := func(c string) *impartial.Ruleset {
		r, err := impartial.Parse(c)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tt := range []struct {
		code, same string
		twisted    bool
	}{{"4.0", "cutcake", false}, {"0.7", "eatcake", false}, {"4.0", "twisted-cutcake", true}, {"0.7", "twisted-eatcake", true}} {
		s := games.NewStore()
		g := NewGenCutcake(s, "gen-cutcake", code(tt.code), code(tt.code), tt.twisted)
		r := mustRules(t, tt.same, s)
		for m := 0; m <= 6; m++ {
			for n := 0; n <= 6; n++ {
				text := fmt.Sprintf("%d,%d", m, n)
				rulesetstest.SameGame(t, s, "gen-cutcake "+tt.code+" "+text, valueOf(t, g, text), valueOf(t, r, text))
			}
		}
	}
	side := 5 // the option tree of a 5×5 cake is most of the test's time
	if testing.Short() {
		side = 4
	}
	for _, twisted := range []bool{false, true} {
		s := games.NewStore()
		g := NewGenCutcake(s, "gen-cutcake", code("4.0"), code("0.7"), twisted)
		opts := byOptions(s, g)
		for m := 0; m <= side; m++ {
			for n := 0; n <= side; n++ {
				text := fmt.Sprintf("%d,%d", m, n)
				p, _ := g.Parse(text)
				rulesetstest.SameGame(t, s, "gen-cutcake 4.0 0.7 "+text, valueOf(t, g, text), opts.Value(t, p))
			}
		}
	}
}
