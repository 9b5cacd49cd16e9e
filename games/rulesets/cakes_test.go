package rulesets

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// TestCakeValues checks rows of CGSuite's table: the canonical forms of
// the cakes (8,n), n = 0 ... 8, and the number of Left's options of (8,8).
func TestCakeValues(t *testing.T) {
	// Source for every row: CGSuite (Siegel), version 2.x, GameHeapTest.scala,
	// "define partizan coordinate games properly": listof(R((8,n)).CanonicalForm
	// for n from 0 to 8) and R((8,8)).LeftOptions.Size.
	tests := []struct {
		name    string
		values  []string
		options int
	}{
		{"cutcake", []string{"-7", "-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"}, 4},
		{"maundy-cake", []string{"-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"}, 3},
		{"eatcake", []string{"-8", "^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}",
			"{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*"}, 4},
	}
	for _, tt := range tests {
		s := games.NewStore()
		r := mustRules(t, tt.name, s)
		for n, want := range tt.values {
			text := fmt.Sprintf("8,%d", n)
			rulesetstest.SameGame(t, s, tt.name+" "+text, valueOf(t, r, text), rulesetstest.Game(t, s, want))
		}
		p, _ := r.Parse("8,8")
		if l, _ := r.Options(p); len(l) != tt.options {
			t.Errorf("%s 8,8: %d Left options, want %d", tt.name, len(l), tt.options)
		}
	}
}

// TestCutcakeFormula checks Cutcake's closed form (cutcakeValue, the
// solver's shortcut) against the plain solver (the closed form off) and
// against Winning Ways' statement (2nd ed., ch. 2, "Cutcake", its table
// of values): a cake of w columns and h rows (Left cutting the columns)
// with w ≥ h is worth ⌊w / 2^⌊log₂ h⌋⌋ − 1, and transposing negates. All
// sides 0 ... 40 (0 is the edge of "a side of 0 counts as 1"), and the
// strips and thin cakes at the powers of two 64 and 128 and either side
// of them, where ⌊log₂⌋ steps; and Cutcake by GenCutcake's codes 4.0.
func TestCutcakeFormula(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r := mustRules(t, "cutcake", s)
	plain := mustRules(t, "cutcake", s).(*cakeRules)
	plain.plain = true
	formula := func(w, h int) int64 {
		w, h = max(w, 1), max(h, 1)
		return int64(w>>(bits.Len(uint(h))-1)) - 1
	}
	var sizes []coord
	for m := 0; m <= 40; m++ {
		for n := 0; n <= 40; n++ {
			sizes = append(sizes, coord{m, n})
		}
	}
	for m := 0; m <= 4; m++ {
		for _, n := range []int{63, 64, 65, 127, 128, 129} {
			sizes = append(sizes, coord{m, n}, coord{n, m})
		}
	}
	for _, c := range sizes {
		m, n := c.m, c.n
		want := formula(n, m)
		if bits.Len(uint(max(m, 1))) > bits.Len(uint(max(n, 1))) {
			want = -formula(m, n)
		}
		text := fmt.Sprintf("%d,%d", m, n)
		got := valueOf(t, r, text)
		if x, ok := s.NumberValue(got); !ok || x != games.DyadicInt(want) {
			t.Fatalf("cutcake %s = %s, want %d (Winning Ways)", text, rulesetstest.Show(s, got), want)
		}
		rulesetstest.SameGame(t, s, "cutcake "+text+" closed form vs plain solver", got, valueOf(t, plain, text))
	}
	cut, err := impartial.Parse("4.0")
	if err != nil {
		t.Fatal(err)
	}
	gen := NewGenCutcake(s, "gen-cutcake", cut, cut, false).(*cakeRules)
	if gen.closed == nil {
		t.Fatal("GenCutcake(4.0, 4.0) does not use Cutcake's closed form")
	}
	rulesetstest.SameGame(t, s, "gen-cutcake 4.0 7,1000000", valueOf(t, gen, "7,1000000"), s.Integer(1000000/4-1))
}

// TestEatcakeStrips checks Eatcake's closed form for cakes of at most one
// row or column (eatcakeStrip; its proof by induction is in cakeclosed.go)
// against the plain solver on every such cake up to 300 long, the cakes
// with a side of 0 included, and the thicker cakes (both sides 2 ... 6)
// that the form must leave to the solver; and GenCutcake's 0.7.
func TestEatcakeStrips(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r := mustRules(t, "eatcake", s)
	plain := mustRules(t, "eatcake", s).(*cakeRules)
	plain.plain = true
	for n := 0; n <= 300; n++ {
		for _, c := range []coord{{0, n}, {n, 0}, {1, n}, {n, 1}} {
			text := fmt.Sprintf("%d,%d", c.m, c.n)
			rulesetstest.SameGame(t, s, "eatcake "+text+" closed form vs plain solver", valueOf(t, r, text), valueOf(t, plain, text))
		}
	}
	for m := 2; m <= 6; m++ {
		for n := 2; n <= 6; n++ {
			if _, ok := eatcakeStrip(nil, m, n); ok {
				t.Fatalf("eatcake %d,%d: the strip form claims a thick cake", m, n)
			}
			text := fmt.Sprintf("%d,%d", m, n)
			rulesetstest.SameGame(t, s, "eatcake "+text, valueOf(t, r, text), valueOf(t, plain, text))
		}
	}
	eat, err := impartial.Parse("0.7")
	if err != nil {
		t.Fatal(err)
	}
	gen := NewGenCutcake(s, "gen-cutcake", eat, eat, false).(*cakeRules)
	if gen.closed == nil {
		t.Fatal("GenCutcake(0.7, 0.7) does not use Eatcake's closed form")
	}
	rulesetstest.SameGame(t, s, "gen-cutcake 0.7 1,1000000", valueOf(t, gen, "1,1000000"), s.Value(games.NUS{U: -1}))
}

// TestCakeTextbook checks small cakes against Winning Ways.
func TestCakeTextbook(t *testing.T) {
	tests := []struct{ rules, pos, want, source string }{
		// A single row of n columns: Left makes n−1 cuts, Right none.
		{"cutcake", "1,5", "4", "Winning Ways ch. 2, Cutcake (a strip is an integer)"},
		{"cutcake", "2,2", "0", "Winning Ways ch. 2, Cutcake table: square cakes are 0"},
		{"cutcake", "2,3", "0", "Winning Ways ch. 2, Cutcake table: 2×3 is 0"},
		{"cutcake", "2,4", "1", "Winning Ways ch. 2, Cutcake table: 2×4 is 1"},
		{"cutcake", "3,1", "-2", "Winning Ways ch. 2, Cutcake: a column of 3 is −2 (Right's two cuts)"},
		// Maundy Cake: a strip of n columns, only Left moves, 1 + (n/p)·v(p)…
		{"maundy-cake", "1,2", "1", "Winning Ways ch. 2, Maundy Cake: halving a strip of 2 is 1 move"},
		{"maundy-cake", "1,3", "1", "Winning Ways ch. 2, Maundy Cake: a prime strip is 1"},
		{"maundy-cake", "1,4", "3", "Winning Ways ch. 2, Maundy Cake: 4 → 2+2 → 4 × 1: 1 + 2·1"},
		{"maundy-cake", "1,6", "4", "Winning Ways ch. 2, Maundy Cake: 6 → 3·(2) = 1 + 3·1"},
		// Eatcake: either player eats the single square.
		{"eatcake", "1,1", "*", "Winning Ways ch. 8, Eatcake: a single square is {0|0} = *"},
	}
	for _, tt := range tests {
		s := games.NewStore()
		r := mustRules(t, tt.rules, s)
		rulesetstest.SameGame(t, s, tt.rules+" "+tt.pos+" ("+tt.source+")", valueOf(t, r, tt.pos), rulesetstest.Game(t, s, tt.want))
	}
}

// cakeMoves returns the naive moves of a cake game: the new sides a side of
// n may leave, by the rules.
func cakeMoves(rules string) func(n int) [][]int {
	return func(n int) [][]int {
		var out [][]int
		switch rules {
		case "cutcake": // cut anywhere into two pieces
			for a := 1; a < n; a++ {
				out = append(out, []int{a, n - a})
			}
		case "eatcake": // eat column a+1: a on one side, n−1−a on the other
			for a := 0; a < n; a++ {
				var pieces []int
				for _, b := range []int{a, n - 1 - a} {
					if b > 0 {
						pieces = append(pieces, b)
					}
				}
				out = append(out, pieces)
			}
		case "maundy-cake": // k equal parts
			for k := 2; k <= n; k++ {
				if n%k == 0 {
					var pieces []int
					for range k {
						pieces = append(pieces, n/k)
					}
					out = append(out, pieces)
				}
			}
		}
		return out
	}
}

// naiveCake is the naive solver of a cake game over whole sums.
// With twisted set, it is the twisted game (CGSuite's GenCutcake with
// twisted => true): the same cuts made on the piece turned a quarter,
// (m,n) read as (n,m), so Left cuts the m rows of m,n, a piece of b rows
// becoming n,b, and Right the n columns, a piece of a columns becoming a,m.
func naiveCake(s *games.Store, rules string, twisted bool) *rulesetstest.Naive[[]coord] {
	side := cakeMoves(rules)
	return &rulesetstest.Naive[[]coord]{
		Store: s,
		// The key is the sorted pieces as varints (not their text, which
		// cost a third of the test's time), one-to-one as the text is.
		Key: func(p []coord) string {
			q := slices.Clone(coordSum(p)).sorted()
			b := make([]byte, 0, 4*len(q))
			for _, x := range q {
				b = binary.AppendUvarint(binary.AppendUvarint(b, uint64(x.m)), uint64(x.n))
			}
			return string(b)
		},
		Moves: func(p []coord) (left, right [][]coord) {
			for i, x := range p {
				if twisted {
					x = coord{x.n, x.m}
				}
				rest := slices.Concat(p[:i], p[i+1:])
				for _, pieces := range side(x.n) {
					q := slices.Clone(rest)
					for _, b := range pieces {
						q = append(q, coord{x.m, b})
					}
					left = append(left, q)
				}
				for _, pieces := range side(x.m) {
					q := slices.Clone(rest)
					for _, a := range pieces {
						q = append(q, coord{a, x.n})
					}
					right = append(right, q)
				}
			}
			return left, right
		},
	}
}

// TestCakesNaive compares each cake game with the naive solver on 250
// random sums of one to three small cakes (30 under -short), and with the
// canonical form of the option tree that Options gives; and checks the
// symmetry the memo folds in (transposing negates) and the splitting (a
// sum is the sum of its pieces' values).
func TestCakesNaive(t *testing.T) {
	t.Parallel()
	trials := 120
	if testing.Short() {
		trials = 30 // the naive solver is most of the package's time
	}
	for _, rules := range []string{"cutcake", "eatcake", "maundy-cake"} {
		s := games.NewStore()
		r := mustRules(t, rules, s)
		nv := naiveCake(s, rules, false)
		opts := byOptions(s, r)
		rnd := rng()
		for range trials {
			var p []coord
			k := 1 + rnd.Intn(3)
			most := map[string][]int{"cutcake": {5, 3, 2}, "eatcake": {5, 4, 3}, "maundy-cake": {7, 4, 3}}[rules][k-1]
			for range k {
				p = append(p, coord{rnd.Intn(most + 1), 1 + rnd.Intn(most)})
			}
			text := coordSum(slices.Clone(p)).sorted().String()
			pos, err := r.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			got := valueOf(t, r, text)
			rulesetstest.SameGame(t, s, rules+" "+text+" vs naive", got, nv.Value(t, p))
			rulesetstest.SameGame(t, s, rules+" "+text+" vs options", got, opts.Value(t, pos))
			// Transposing every piece negates.
			var tr []string
			for _, x := range p {
				tr = append(tr, fmt.Sprintf("%d,%d", x.n, x.m))
			}
			neg, _ := s.CanonicalSum(games.Term{ID: got, Mult: -1})
			rulesetstest.SameGame(t, s, rules+" "+text+" transposed", valueOf(t, r, strings.Join(tr, "+")), neg)
		}
	}
}

// TestCakeParse checks the texts of cakes and their errors.
func TestCakeParse(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "cutcake", s)
	for text, want := range map[string]string{
		"3,4":            "3,4",
		" (3, 4) ":       "3,4",
		"4,1+2,3":        "2,3 + 4,1",
		"0":              "0",
		"(2,2) + (1,1)":  "1,1 + 2,2",
		"8,0":            "8,0",
		"1,1 + 1,1":      "1,1 + 1,1",
		"1000000,1":      "1000000,1",
		"2 , 3 + 3 , 2 ": "2,3 + 3,2",
	} {
		p, err := r.Parse(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if p.String() != want {
			t.Errorf("%q: %q, want %q", text, p.String(), want)
		}
	}
	parseError(t, r, "", 1, "the end where a size is expected")
	parseError(t, r, "3", 2, "a comma")
	parseError(t, r, "3,x", 3, `'x' where a size is expected`)
	parseError(t, r, "3,4 5", 5, "'+'")
	parseError(t, r, "(3,4", 5, "')'")
	parseError(t, r, "3,4+", 5, "the end where a size is expected")
	parseError(t, r, "-3,4", 1, `'-' where a size`)
	parseError(t, r, "2000000,1", 1, "too large")
}

// TestCakePicture checks the drawing of a sum of cakes.
func TestCakePicture(t *testing.T) {
	s := games.NewStore()
	r := mustRules(t, "cutcake", s)
	p, _ := r.Parse("2,3 + 1,2")
	b := p.(Drawable).Picture().(*Board)
	var rows []string
	for _, row := range b.Rows {
		rows = append(rows, string(row))
	}
	if got, want := strings.Join(rows, "|"), "..#...|###..."; got != want {
		// pieces sorted: 1,2 then 2,3
		t.Errorf("picture %q, want %q", got, want)
	}
}
