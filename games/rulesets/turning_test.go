package rulesets

import (
	"math/bits"
	"slices"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// turningRulesFor returns the generic ruleset and the spawning game of code.
func turningRulesFor(t *testing.T, s *games.Store, code string) (*turningRules, *spawning) {
	t.Helper()
	r := mustRules(t, "turning", s).(*turningRules)
	sp, err := r.spawning(code, 0)
	if err != nil {
		t.Fatalf("code %q: %v", code, err)
	}
	return r, sp
}

// TestSpawningSequences checks the Grundy values of heads at coins 0 ... 20
// and the number of moves from coin 20 for CGSuite's turning codes.
func TestSpawningSequences(t *testing.T) {
	// Source for every row: CGSuite (Siegel), version 2.x, GameHeapTest.scala,
	// "define Spawning properly" (its codes in CGSuite's older syntax: "1+(C)"
	// is "1+C", "1,2,3(5)" is "1-3C(5)", "4(FS)" is "4FS").
	tests := []struct {
		name, code string
		moves      int
		values     []int
	}{
		{"Mock Turtles", "1,2,3", 191, []int{0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},
		{"Moidores", "1,2,3,4,5,6,7,8,9", 169766, []int{0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},
		{"Triplets", "3", 171, []int{0, 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}},
		{"Ruler", "1+C", 20, []int{0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},
		{"Mock Turtle Fives", "1-3C(5)", 11, []int{0, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}},
		{"Triplet Fives", "3C(5)", 6, []int{0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}},
		{"Ruler Fives", "1-5C", 5, []int{0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}},
		{"Turnips", "3E", 9, []int{0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},
		{"Grunt", "4FS", 9, []int{0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},
		{"Sym", "1+S", 2046, []int{0, 1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}},
	}
	for _, tt := range tests {
		s := games.NewStore()
		r, sp := turningRulesFor(t, s, tt.code)
		for n, want := range tt.values {
			if g, err := r.grundy(sp, n); err != nil || g != want {
				t.Errorf("%s %q: coin %d: %d (%v), want %d", tt.name, tt.code, n, g, err, want)
			}
		}
		count := 0
		sp.moves(20, func([]int) bool { count++; return true })
		if count != tt.moves {
			t.Errorf("%s %q: %d moves from coin 20, want %d", tt.name, tt.code, count, tt.moves)
		}
	}
}

// TestTurningTextbook checks Winning Ways ch. 14: Mock Turtles' values are
// the odious numbers (an odd number of 1 bits) in order, and a Ruler head
// at coin n is worth the largest power of 2 dividing n; coins 1 ... 300.
func TestTurningTextbook(t *testing.T) {
	s := games.NewStore()
	mock := mustRules(t, "mock-turtles", s).(*turningRules)
	ruler := mustRules(t, "ruler", s).(*turningRules)
	mp, _ := mock.Parse("h")
	rp, _ := ruler.Parse("h")
	odious := 0
	for n := 1; n <= 300; n++ {
		for bits.OnesCount(uint(odious))%2 == 0 {
			odious++
		}
		if g, _ := mock.grundy(mp.(*turningPos).spawns, n); g != odious {
			t.Errorf("mock turtles coin %d: %d, want the odious %d", n, g, odious)
		}
		odious++
		if g, _ := ruler.grundy(rp.(*turningPos).spawns, n); g != n&-n {
			t.Errorf("ruler coin %d: %d, want %d", n, g, n&-n)
		}
	}
	// Positions: sums of heads (Winning Ways ch. 14).
	for _, tt := range []struct {
		rules, pos string
		want       int
	}{
		{"mock-turtles", "thh", 2 ^ 4}, // coins 2 and 3: 2 ⊕ 4
		{"mock-turtles", "hhhh", 1 ^ 2 ^ 4 ^ 7},
		{"mock-turtles", "tttt", 0},
		{"ruler", "hhhh", 1 ^ 2 ^ 1 ^ 4},
		{"turning-turtles", "tth", 3}, // Turning Turtles is Nim: coin n is *n
		{"moidores", "hhhhh", 1 ^ 2 ^ 4 ^ 8 ^ 16},
	} {
		r := mustRules(t, tt.rules, s)
		rulesetstest.SameGame(t, s, tt.rules+" "+tt.pos, valueOf(t, r, tt.pos), s.Value(games.NUS{M: uint64(tt.want)}))
	}
}

// allowedByCode reports whether turning the coins set (increasing,
// 1-indexed) is a move of the code's elements, checked from the definition.
func allowedByCode(elems []turnElement, set []int) bool {
	k := len(set)
	a, n := set[0], set[k-1]
	for _, e := range elems {
		if k < e.min || e.max >= 0 && k > e.max {
			continue
		}
		if e.window > 0 && n-a+1 > e.window {
			continue
		}
		if e.first && a != 1 {
			continue
		}
		ok := true
		switch e.spacing {
		case 'C':
			ok = n-a+1 == k
		case 'E':
			for i := 2; i < k; i++ {
				ok = ok && set[i]-set[i-1] == set[1]-set[0]
			}
		case 'S':
			for i := range k {
				ok = ok && set[i]+set[k-1-i] == a+n
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// naiveTurning is the naive solver over whole rows of coins: every subset
// of the coins whose rightmost is heads, allowed by allowedByCode.
func naiveTurning(s *games.Store, elems []turnElement) *rulesetstest.Naive[string] {
	return &rulesetstest.Naive[string]{
		Store: s,
		Key:   func(p string) string { return p },
		Moves: func(p string) (left, right []string) {
			for mask := 1; mask < 1<<len(p); mask++ {
				var set []int
				for i := range len(p) {
					if mask&(1<<i) != 0 {
						set = append(set, i+1)
					}
				}
				if p[set[len(set)-1]-1] != 'h' || !allowedByCode(elems, set) {
					continue
				}
				b := []byte(p)
				for _, c := range set {
					b[c-1] ^= 'h' ^ 't'
				}
				left = append(left, string(b))
			}
			return left, left
		},
	}
}

// TestTurningNaive compares 300 random rows under 15 codes with the naive
// solver and with the option tree of Options.
func TestTurningNaive(t *testing.T) {
	codes := []string{"1-3", "1+C", "1-9", "1-2", "2", "3", "3E", "4FS", "1+S", "1+FS",
		"1-3C(5)", "2-3,6C", "1,3E", "2+C(4)", "1F,2-3"}
	s := games.NewStore()
	rnd := rng()
	for i := range 300 {
		code := codes[i%len(codes)]
		r, sp := turningRulesFor(t, s, code)
		nv := naiveTurning(s, sp.elems)
		b := make([]byte, 1+rnd.Intn(8))
		for j := range b {
			b[j] = "th"[rnd.Intn(2)]
		}
		text := code + " " + string(b)
		pos, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		got := valueOf(t, r, text)
		rulesetstest.SameGame(t, s, "turning "+text+" vs naive", got, nv.Value(t, string(b)))
		rulesetstest.SameGame(t, s, "turning "+text+" vs options", got, byOptions(s, r).Value(t, pos))
	}
}

// TestTurningParse checks the texts and their errors.
func TestTurningParse(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "turning", s)
	mock := mustRules(t, "mock-turtles", s)
	for _, tt := range []struct {
		r          Ruleset
		text, want string
	}{
		{r, "1-3 thht", "1-3 thht"},
		{r, "  1-3c(5)   THHT ", "1-3C(5) thht"},
		{r, "1+fs 0110", "1+FS thht"},
		{mock, "thht", "thht"},
		{mock, " 1001 ", "htth"},
	} {
		p, err := tt.r.Parse(tt.text)
		if err != nil {
			t.Errorf("%q: %v", tt.text, err)
		} else if p.String() != tt.want {
			t.Errorf("%q: %q, want %q", tt.text, p.String(), tt.want)
		}
	}
	parseError(t, mock, "thxt", 3, "'x' is not a coin")
	parseError(t, mock, "", 1, "no coins")
	parseError(t, mock, "th th", 4, "'t' after the coins")
	parseError(t, r, "", 1, "no turning code")
	parseError(t, r, "1-3", 4, "no coins after the code")
	parseError(t, r, "0 th", 1, "at least one coin")
	parseError(t, r, "3-1 th", 3, "the range 3-1 is empty")
	parseError(t, r, "1-3X th", 4, "'X' is not a modifier")
	parseError(t, r, "1-3C(5 th", 7, "')' is expected")
	parseError(t, r, " 1-3,,2 th", 6, "a number of coins is expected")
	parseError(t, r, "1-3 tht?", 8, "'?' is not a coin")
	for name := range turningPresets {
		if !slices.Contains(Names(), name) {
			t.Errorf("%s is not registered", name)
		}
	}
}
