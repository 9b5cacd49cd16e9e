package rulesets

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// TestWythoffRow checks the Grundy values of the queens (10,n), n = 0 ... 20,
// and the number of options of (10,10).
func TestWythoffRow(t *testing.T) {
	// CGSuite (Siegel), version 2.x, GameHeapTest.scala, "define coordinate
	// games properly": listof(Wythoff((10,n)).NimValue for n from 0 to 20)
	// and Wythoff((10,10)).Options.Size = 30.
	want := []int{10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28}
	s := games.NewStore()
	r := mustRules(t, "wythoff", s).(*wythoffRules)
	for n, w := range want {
		p, _ := r.Parse(fmt.Sprintf("10,%d", n))
		if g, err := r.NimValue(p); err != nil || g != w {
			t.Errorf("wythoff 10,%d: nim value %d (%v), want %d", n, g, err, w)
		}
		rulesetstest.SameGame(t, s, fmt.Sprintf("wythoff 10,%d", n), valueOf(t, r, fmt.Sprintf("10,%d", n)), s.Value(games.NUS{M: uint64(w)}))
	}
	p, _ := r.Parse("10,10")
	if l, rt := r.Options(p); len(l) != 30 || len(rt) != 30 {
		t.Errorf("wythoff 10,10: %d and %d options, want 30", len(l), len(rt))
	}
}

// TestWythoffTextbook checks small queens against Winning Ways ch. 3.
func TestWythoffTextbook(t *testing.T) {
	tests := []struct {
		pos  string
		want int
	}{
		{"0,0", 0},         // WW ch. 3: the corner, no move
		{"1,2", 0},         // WW ch. 3: the first safe position after the corner
		{"3,5", 0},         // WW ch. 3: the second, (⌊2φ⌋, ⌊2φ²⌋)
		{"4,7", 0},         // WW ch. 3: the third
		{"1,1", 2},         // WW ch. 3, table of Wythoff's Grundy values: (1,1) is *2
		{"0,5", 5},         // a queen on an edge is a nim heap (WW ch. 3 table, first row)
		{"2,2", 1},         // WW ch. 3 table: (2,2) is *1
		{"1,2 + 3,5", 0},   // a sum of P-positions
		{"1,1 + 0,2", 0},   // *2 + *2
		{"2,1 + 0,0", 0},   // symmetric order and the empty corner
		{"0", 0},           // the empty sum
		{"10,6 + 6,10", 0}, // CGSuite's row 10: (10,6) is 0
	}
	s := games.NewStore()
	r := mustRules(t, "wythoff", s).(*wythoffRules)
	for _, tt := range tests {
		p, err := r.Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		if g, err := r.NimValue(p); err != nil || g != tt.want {
			t.Errorf("wythoff %s: %d (%v), want %d", tt.pos, g, err, tt.want)
		}
	}
}

// wythoffPPositions returns the P-positions (a_k, b_k) with b_k ≤ most by
// Wythoff's construction (Winning Ways ch. 3): a_k is the least number not
// yet used, b_k = a_k + k. These are (⌊kφ⌋, ⌊kφ²⌋), computed without φ.
func wythoffPPositions(most int) map[coord]bool {
	used := map[int]bool{}
	p := map[coord]bool{}
	for k, a := 0, 0; ; k++ {
		for used[a] {
			a++
		}
		b := a + k
		if b > most {
			return p
		}
		used[a], used[b] = true, true
		p[coord{a, b}], p[coord{b, a}] = true, true
	}
}

// TestWythoffBruteForce checks the table of Grundy values up to 30×30
// against a brute-force mex over the moves from the definition, and its
// zeros against Wythoff's construction of the P-positions.
func TestWythoffBruteForce(t *testing.T) {
	const n = 30
	s := games.NewStore()
	r := mustRules(t, "wythoff", s).(*wythoffRules)
	var brute [n + 1][n + 1]int
	for m := 0; m <= n; m++ {
		for k := 0; k <= n; k++ {
			seen := map[int]bool{}
			for a := 1; a <= m; a++ {
				seen[brute[m-a][k]] = true
			}
			for b := 1; b <= k; b++ {
				seen[brute[m][k-b]] = true
			}
			for d := 1; d <= min(m, k); d++ {
				seen[brute[m-d][k-d]] = true
			}
			g := 0
			for seen[g] {
				g++
			}
			brute[m][k] = g
		}
	}
	pp := wythoffPPositions(n)
	for m := 0; m <= n; m++ {
		for k := 0; k <= n; k++ {
			g, err := r.grundy(m, k)
			if err != nil || g != brute[m][k] {
				t.Fatalf("wythoff %d,%d: %d (%v), brute force %d", m, k, g, err, brute[m][k])
			}
			if (g == 0) != pp[coord{m, k}] {
				t.Errorf("wythoff %d,%d: Grundy value %d, Wythoff's construction says P = %v", m, k, g, pp[coord{m, k}])
			}
		}
	}
	// Wythoff's construction further out: every P-position up to 400 has
	// value 0.
	for c := range wythoffPPositions(400) {
		if g, _ := r.grundy(c.m, c.n); g != 0 {
			t.Errorf("wythoff %d,%d: %d, want 0", c.m, c.n, g)
		}
	}
}

// naiveWythoff is the naive solver over whole sums of queens.
func naiveWythoff(s *games.Store) *rulesetstest.Naive[[]coord] {
	return &rulesetstest.Naive[[]coord]{
		Store: s,
		Key:   func(p []coord) string { return coordSum(slices.Clone(p)).sorted().String() },
		Moves: func(p []coord) (left, right [][]coord) {
			for i, q := range p {
				for m := 0; m <= q.m; m++ {
					for n := 0; n <= q.n; n++ {
						dm, dn := q.m-m, q.n-n
						if (dm > 0 && dn == 0) || (dm == 0 && dn > 0) || (dm > 0 && dm == dn) {
							o := slices.Clone(p)
							o[i] = coord{m, n}
							left = append(left, o)
						}
					}
				}
			}
			return left, left
		},
	}
}

// TestWythoffNaive compares 250 random sums of one to three queens with the
// naive solver and with the option tree of Options; it checks that the
// symmetric queen has the same value and that a sum is the nim-sum.
func TestWythoffNaive(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "wythoff", s)
	nv := naiveWythoff(s)
	opts := byOptions(s, r)
	rnd := rng()
	for range 250 {
		k := 1 + rnd.Intn(3)
		most := []int{7, 4, 3}[k-1]
		var p []coord
		for range k {
			p = append(p, coord{rnd.Intn(most + 1), rnd.Intn(most + 1)})
		}
		text := coordSum(slices.Clone(p)).sorted().String()
		pos, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		got := valueOf(t, r, text)
		rulesetstest.SameGame(t, s, "wythoff "+text+" vs naive", got, nv.Value(t, p))
		rulesetstest.SameGame(t, s, "wythoff "+text+" vs options", got, opts.Value(t, pos))
		var sw []coord
		for _, q := range p {
			sw = append(sw, coord{q.n, q.m})
		}
		rulesetstest.SameGame(t, s, "wythoff "+text+" swapped", valueOf(t, r, coordSum(sw).sorted().String()), got)
	}
}

// TestWythoffLimits checks the bound on coordinates and the errors.
func TestWythoffLimits(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "wythoff", s)
	parseError(t, r, "1,10001", 3, "too large")
	parseError(t, r, "1;2", 2, "a comma")
	parseError(t, r, "a", 1, "'a' where a size is expected")
}

// TestGenWythoffRow checks GenWythoff(2)'s Grundy values of (10,n),
// n = 0 ... 20, and the number of options of (10,10).
func TestGenWythoffRow(t *testing.T) {
	// CGSuite (Siegel), version 2.x, GameHeapTest.scala, "define coordinate
	// games properly": GenWythoff(r => 2), listof(((10,n)).NimValue for n
	// from 0 to 20) and ((10,10)).Options.Size = 48. (The row (10,n) for
	// n < 10 is where CGSuite's moves and Fraenkel's could differ; they
	// agree here.)
	want := []int{10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30}
	s := games.NewStore()
	r := NewGenWythoff(s, "gen-wythoff 2", 2).(*wythoffRules)
	for n, w := range want {
		if g, err := r.grundy(10, n); err != nil || g != w {
			t.Errorf("gen-wythoff 2 10,%d: nim value %d (%v), want %d", n, g, err, w)
		}
	}
	p, _ := r.Parse("10,10")
	if l, _ := r.Options(p); len(l) != 48 {
		t.Errorf("gen-wythoff 2 10,10: %d options, want 48", len(l))
	}
	if r.Name() != "gen-wythoff 2" {
		t.Errorf("name %q", r.Name())
	}
}

// genWythoffPPositions returns the P-positions (a_k, b_k) of GenWythoff(r)
// with b_k ≤ most, by Fraenkel's construction (Fraenkel 1982, "How to beat
// your Wythoff games' opponent on three fronts", Amer. Math. Monthly 89):
// a_k is the least number not yet used, b_k = a_k + r·k.
func genWythoffPPositions(r, most int) map[coord]bool {
	used := map[int]bool{}
	p := map[coord]bool{}
	for k, a := 0, 0; ; k++ {
		for used[a] {
			a++
		}
		b := a + r*k
		if b > most {
			return p
		}
		used[a], used[b] = true, true
		p[coord{a, b}], p[coord{b, a}] = true, true
	}
}

// naiveGenWythoffGrundy is the Grundy value of the queen (m,n) of
// GenWythoff(r), by a mex over the moves from the definition.
func naiveGenWythoffGrundy(r, size int) [][]int {
	g := make([][]int, size+1)
	for m := range g {
		g[m] = make([]int, size+1)
		for n := range g[m] {
			seen := map[int]bool{}
			for a := 0; a <= m; a++ {
				for b := 0; b <= n; b++ {
					d, e := m-a, n-b
					if (d > 0 && e == 0) || (d == 0 && e > 0) || (d > 0 && e > 0 && d-e < r && e-d < r) {
						seen[g[a][b]] = true
					}
				}
			}
			for seen[g[m][n]] {
				g[m][n]++
			}
		}
	}
	return g
}

// TestGenWythoffBruteForce checks GenWythoff(r), r = 1 ... 4, up to 25×25
// against the mex from the definition, and the zeros of r = 2 and 3 up to
// 300 against Fraenkel's construction; and the textbook P-positions of
// r = 2 (Fraenkel 1982: (0,0), (1,3), (2,6), (4,10), (5,13)).
func TestGenWythoffBruteForce(t *testing.T) {
	const size = 25
	for r := 1; r <= 4; r++ {
		s := games.NewStore()
		rules := NewGenWythoff(s, "gen-wythoff", r).(*wythoffRules)
		brute := naiveGenWythoffGrundy(r, size)
		pp := genWythoffPPositions(r, size)
		for m := 0; m <= size; m++ {
			for n := 0; n <= size; n++ {
				g, err := rules.grundy(m, n)
				if err != nil || g != brute[m][n] {
					t.Fatalf("gen-wythoff %d: %d,%d: %d (%v), brute force %d", r, m, n, g, err, brute[m][n])
				}
				if (g == 0) != pp[coord{m, n}] {
					t.Errorf("gen-wythoff %d: %d,%d: Grundy value %d, Fraenkel's construction says P = %v", r, m, n, g, pp[coord{m, n}])
				}
			}
		}
	}
	for _, r := range []int{2, 3} {
		rules := NewGenWythoff(games.NewStore(), "gen-wythoff", r).(*wythoffRules)
		pp := genWythoffPPositions(r, 300)
		for m := 0; m <= 300; m++ {
			for n := 0; n <= 300; n++ {
				if g, _ := rules.grundy(m, n); (g == 0) != pp[coord{m, n}] {
					t.Fatalf("gen-wythoff %d: %d,%d: Grundy value %d, Fraenkel's construction says P = %v", r, m, n, g, pp[coord{m, n}])
				}
			}
		}
	}
	rules := NewGenWythoff(games.NewStore(), "gen-wythoff", 2).(*wythoffRules)
	for _, c := range []coord{{0, 0}, {1, 3}, {2, 6}, {4, 10}, {5, 13}, {13, 5}} { // Fraenkel 1982: a_k = mex, b_k = a_k + 2k
		if g, _ := rules.grundy(c.m, c.n); g != 0 {
			t.Errorf("gen-wythoff 2: %d,%d is %d, want 0", c.m, c.n, g)
		}
	}
}

// TestGenWythoffOptions compares GenWythoff(2)'s Options with Value on 200
// random sums of queens, and the symmetric queen's value.
func TestGenWythoffOptions(t *testing.T) {
	s := games.NewStore()
	r := NewGenWythoff(s, "gen-wythoff 2", 2)
	opts := byOptions(s, r)
	rnd := rng()
	for range 200 {
		k := 1 + rnd.Intn(2)
		var p, sw []coord
		for range k {
			q := coord{rnd.Intn(6), rnd.Intn(6)}
			p, sw = append(p, q), append(sw, coord{q.n, q.m})
		}
		text := coordSum(p).sorted().String()
		pos, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		got := valueOf(t, r, text)
		rulesetstest.SameGame(t, s, "gen-wythoff "+text+" vs options", got, opts.Value(t, pos))
		rulesetstest.SameGame(t, s, "gen-wythoff "+text+" swapped", valueOf(t, r, coordSum(sw).sorted().String()), got)
	}
}

// TestGenWythoffLimits checks that the table's bound shrinks with r.
func TestGenWythoffLimits(t *testing.T) {
	r := NewGenWythoff(games.NewStore(), "gen-wythoff 40", 40).(*wythoffRules)
	most := r.most()
	if most >= maxWythoff || most < 100 {
		t.Fatalf("gen-wythoff 40: most %d", most)
	}
	if _, err := r.grundy(0, most+1); !errors.Is(err, games.ErrTooLarge) {
		t.Errorf("gen-wythoff 40 beyond %d: %v, want ErrTooLarge", most, err)
	}
}

// BenchmarkGenWythoff2 measures GenWythoff(2)'s table to 1000.
func BenchmarkGenWythoff2(b *testing.B) {
	for b.Loop() {
		r := NewGenWythoff(games.NewStore(), "gen-wythoff 2", 2).(*wythoffRules)
		if _, err := r.grundy(999, 999); err != nil {
			b.Fatal(err)
		}
	}
}
