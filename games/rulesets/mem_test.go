package rulesets

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"cgcalc/games"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// memRuleset returns the Mem-style ruleset of a test by its name: mem,
// fibonacci-nim, take-away 3 and 3/2, and GenMem with j ≠ memory.
func memRuleset(t testing.TB, name string, s *games.Store) *MemRules {
	switch name {
	case "mem", "fibonacci-nim":
		return mustRules(t, name, s).(*MemRules)
	case "take-away 3":
		return NewTakeAway(s, name, 3, 1)
	case "take-away 3/2":
		return NewTakeAway(s, name, 3, 2)
	case "gen-mem !=":
		return NewGenMem(s, name, func(memory, j int) (bool, error) { return j != memory, nil })
	}
	t.Fatalf("no Mem-style ruleset %q", name)
	return nil
}

// memAllows is the rule of each test ruleset, written afresh from the
// definitions (CGSuite's constants: Mem j ≥ memory, TakeAway(α) j ≤
// α·memory, FibonacciNim = TakeAway(2)).
var memAllows = map[string]func(memory, j int) bool{
	"mem":           func(memory, j int) bool { return j >= memory },
	"fibonacci-nim": func(memory, j int) bool { return j <= 2*memory },
	"take-away 3":   func(memory, j int) bool { return j <= 3*memory },
	"take-away 3/2": func(memory, j int) bool { return 2*j <= 3*memory },
	"gen-mem !=":    func(memory, j int) bool { return j != memory },
}

// TestMemRows checks the Grundy values of (10,m), m = 0 ... 20, and the
// number of options of (10,10).
func TestMemRows(t *testing.T) {
	// CGSuite (Siegel), version 2.x, GameHeapTest.scala, "define coordinate
	// games properly": listof(R((10,n)).NimValue for n from 0 to 20) and
	// R((10,10)).Options.Size.
	tests := []struct {
		name    string
		options int
		row     []int
	}{
		{"fibonacci-nim", 10, []int{0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5}},
		{"take-away 3", 10, []int{0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}},
		{"mem", 1, []int{3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
		{"gen-mem !=", 9, []int{6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}},
	}
	for _, tt := range tests {
		s := games.NewStore()
		r := memRuleset(t, tt.name, s)
		for m, w := range tt.row {
			text := fmt.Sprintf("10,%d", m)
			p, err := r.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			if g, err := r.NimValue(p); err != nil || g != w {
				t.Errorf("%s %s: nim value %d (%v), want %d", tt.name, text, g, err, w)
			}
			rulesetstest.SameGame(t, s, tt.name+" "+text, valueOf(t, r, text), s.Value(games.NUS{M: uint64(w)}))
		}
		p, _ := r.Parse("10,10")
		if l, rt := r.Options(p); len(l) != tt.options || len(rt) != tt.options {
			t.Errorf("%s 10,10: %d and %d options, want %d", tt.name, len(l), len(rt), tt.options)
		}
	}
}

// TestGenMemTable checks GenMem((memory, j) -> j != memory)'s table of
// Grundy values (n, memory), n and memory 0 ... 10.
func TestGenMemTable(t *testing.T) {
	// CGSuite (Siegel), version 2.x, GameHeapTest.scala:
	// GenMem((memory, j) -> j != memory).NimValueTable(10, 10).
	want := [11][11]int{
		{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		{1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1},
		{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
		{2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2},
		{3, 2, 3, 3, 0, 3, 3, 3, 3, 3, 3},
		{3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3},
		{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2},
		{4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4},
		{5, 4, 5, 3, 5, 5, 5, 5, 5, 5, 5},
		{5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 5},
		{6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6},
	}
	r := memRuleset(t, "gen-mem !=", games.NewStore())
	for n := range want {
		for m, w := range want[n] {
			if g, err := r.Grundy(n, m); err != nil || g != w {
				t.Errorf("gen-mem != %d,%d: %d (%v), want %d", n, m, g, err, w)
			}
		}
	}
}

// fibonacci reports whether n is a Fibonacci number, and zeckendorfLeast
// returns the least term of n's Zeckendorf representation (greedy by the
// largest Fibonacci number not above what remains).
func fibonacci(n int) bool {
	for a, b := 1, 2; a <= n; a, b = b, a+b {
		if a == n {
			return true
		}
	}
	return false
}

func zeckendorfLeast(n int) int {
	fibs := []int{1, 2}
	for fibs[len(fibs)-1] <= n {
		fibs = append(fibs, fibs[len(fibs)-1]+fibs[len(fibs)-2])
	}
	least := n
	for i := len(fibs) - 1; i >= 0 && n > 0; i-- {
		if fibs[i] <= n {
			n -= fibs[i]
			least = fibs[i]
		}
	}
	return least
}

// TestFibonacciNim checks Whinihan's theorem (M. J. Whinihan, "Fibonacci
// Nim", Fibonacci Quarterly 1 (1963); Winning Ways ch. 15): the start of
// n counters (the first player may take any number but not all) is a
// second-player win exactly when n is a Fibonacci number, for every
// n ≤ 200; and in play, with the last move having taken m, the heap n > 0
// is a second-player win exactly when 2m is less than the least term of
// n's Zeckendorf representation, for n, m ≤ 200.
func TestFibonacciNim(t *testing.T) {
	s := games.NewStore()
	r := memRuleset(t, "fibonacci-nim", s)
	for n := 1; n <= 200; n++ {
		p, err := r.Parse(fmt.Sprint(n))
		if err != nil {
			t.Fatal(err)
		}
		g, err := r.NimValue(p)
		if err != nil || (g == 0) != fibonacci(n) {
			t.Errorf("fibonacci-nim start %d: nim value %d (%v); Fibonacci: %v", n, g, err, fibonacci(n))
		}
		for m := 0; m <= 200; m++ {
			g, err := r.Grundy(n, m)
			if err != nil || (g == 0) != (2*m < zeckendorfLeast(n)) {
				t.Fatalf("fibonacci-nim %d,%d: nim value %d (%v); least Zeckendorf term %d", n, m, g, err, zeckendorfLeast(n))
			}
		}
	}
	// The first Fibonacci starts (Whinihan 1963): P, and 4, 6, 7 N.
	for _, tt := range []struct {
		pos string
		p   bool
	}{{"1", true}, {"2", true}, {"3", true}, {"5", true}, {"8", true}, {"13", true}, {"4", false}, {"6", false}, {"7", false}} {
		p, _ := r.Parse(tt.pos)
		if g, _ := r.NimValue(p); (g == 0) != tt.p {
			t.Errorf("fibonacci-nim %s: nim value %d, P-position %v", tt.pos, g, tt.p)
		}
	}
}

// naiveMem is the naive solver of a Mem-style rule over whole sums of
// heaps (memory −1: a start).
func naiveMem(s *games.Store, allow func(memory, j int) bool) *rulesetstest.Naive[[]coord] {
	return &rulesetstest.Naive[[]coord]{
		Store: s,
		Key:   func(p []coord) string { return memPos(coordSum(slices.Clone(p)).sorted()).String() },
		Moves: func(p []coord) (left, right [][]coord) {
			for i, q := range p {
				for j := 1; j <= q.m; j++ {
					if (q.n == -1 && j < q.m) || (q.n >= 0 && allow(q.n, j)) {
						o := slices.Clone(p)
						o[i] = coord{q.m - j, j}
						left = append(left, o)
					}
				}
			}
			return left, left
		},
	}
}

// TestMemNaive compares 250 random sums of one to three heaps of each
// test ruleset with the naive solver and with the option tree of Options,
// and checks that a sum is the nim-sum of its heaps.
func TestMemNaive(t *testing.T) {
	for name, allow := range memAllows {
		s := games.NewStore()
		r := memRuleset(t, name, s)
		nv := naiveMem(s, allow)
		opts := byOptions(s, r)
		rnd := rng()
		for range 250 {
			k := 1 + rnd.Intn(3)
			most := []int{14, 8, 5}[k-1]
			var p []coord
			nimSum := 0
			for range k {
				q := coord{rnd.Intn(most + 1), rnd.Intn(most+2) - 1}
				if q.m == 0 && q.n == -1 {
					continue
				}
				p = append(p, q)
				g, err := r.Grundy(q.m, q.n)
				if err != nil {
					t.Fatal(err)
				}
				nimSum ^= g
			}
			text := memPos(coordSum(slices.Clone(p)).sorted()).String()
			pos, err := r.Parse(text)
			if err != nil {
				t.Fatalf("%s %q: %v", name, text, err)
			}
			if pos.String() != text {
				t.Fatalf("%s %q reads back as %q", name, text, pos)
			}
			got := valueOf(t, r, text)
			rulesetstest.SameGame(t, s, name+" "+text+" vs naive", got, nv.Value(t, p))
			rulesetstest.SameGame(t, s, name+" "+text+" vs options", got, opts.Value(t, pos))
			rulesetstest.SameGame(t, s, name+" "+text+" nim-sum", got, s.Value(games.NUS{M: uint64(nimSum)}))
		}
	}
}

// TestMemText checks the notation: CGSuite's "(n,m)", sums, a start "n",
// the empty sum, and the errors.
func TestMemText(t *testing.T) {
	r := memRuleset(t, "mem", games.NewStore())
	for _, tt := range [][2]string{
		{"5,1", "5,1"}, {"(5,1)", "5,1"}, {"3,2 + 5,1", "3,2 + 5,1"}, {"8", "8"}, {"5,1+8", "5,1 + 8"},
		{"0", "0"}, {"0,3", "0,3"}, {" 4 , 0 ", "4,0"}, {"0 + 2,1", "2,1"},
	} {
		p, err := r.Parse(tt[0])
		if err != nil || p.String() != tt[1] {
			t.Errorf("mem %q: %v (%v), want %q", tt[0], p, err, tt[1])
		}
	}
	p, _ := r.Parse("3,1")
	if l, _ := r.Options(p); fmt.Sprint(l) != "[2,1 1,2 0,3]" { // Mem from 3 with memory 1: take 1, 2 or 3
		t.Errorf("mem 3,1: options %v", l)
	}
	parseError(t, r, "5;1", 2, "',' and the memory")
	parseError(t, r, "(5)", 3, "a comma and the memory")
	parseError(t, r, "x", 1, "a heap size")
	parseError(t, r, "5,", 3, "the memory")
	parseError(t, r, "10001,1", 1, "too large")
	if _, err := r.Grundy(maxMemHeap+1, 0); !errors.Is(err, games.ErrTooLarge) {
		t.Errorf("a heap beyond the bound: %v", err)
	}
	// GenMem's rule's error stops the solve.
	boom := errors.New("boom")
	g := NewGenMem(games.NewStore(), "gen-mem", func(memory, j int) (bool, error) { return false, boom })
	q, _ := g.Parse("3,1")
	if _, err := g.Value(q); !errors.Is(err, boom) {
		t.Errorf("gen-mem with a failing rule: %v", err)
	}
}

// TestMemPicture checks the picture: a row of counters per heap, the
// memory's counters after a gap.
func TestMemPicture(t *testing.T) {
	r := memRuleset(t, "mem", games.NewStore())
	p, _ := r.Parse("5,2 + 3")
	b := p.(Drawable).Picture().(*Board)
	var rows []string
	for _, row := range b.Rows {
		rows = append(rows, string(row))
	}
	if got := fmt.Sprint(rows); got != "[xxx xxxxx#oo]" {
		t.Errorf("mem 5,2 + 3: picture %s", got)
	}
}

// BenchmarkFibonacciNimTable measures the table of Fibonacci Nim to the
// heap of 3000.
func BenchmarkFibonacciNimTable(b *testing.B) {
	for b.Loop() {
		r := memRuleset(b, "fibonacci-nim", games.NewStore())
		if _, err := r.Grundy(3000, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMemTable measures the table of Mem to the heap of 3000.
func BenchmarkMemTable(b *testing.B) {
	for b.Loop() {
		r := memRuleset(b, "mem", games.NewStore())
		if _, err := r.Grundy(3000, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenMem measures GenMem(j ≠ memory) from the heap of 300.
func BenchmarkGenMem(b *testing.B) {
	for b.Loop() {
		r := memRuleset(b, "gen-mem !=", games.NewStore())
		if _, err := r.Grundy(300, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFibonacciNimNaive and BenchmarkFibonacciNimTable80 solve the
// same heap, 80 counters with memory 40, with the naive solver (canonical
// forms of whole positions) and with the table.
func BenchmarkFibonacciNimNaive(b *testing.B) {
	for b.Loop() {
		s := games.NewStore()
		naiveMem(s, memAllows["fibonacci-nim"]).Value(b, []coord{{80, 40}})
	}
}

func BenchmarkFibonacciNimTable80(b *testing.B) {
	for b.Loop() {
		r := memRuleset(b, "fibonacci-nim", games.NewStore())
		if _, err := r.Grundy(80, 40); err != nil {
			b.Fatal(err)
		}
	}
}

// TestMemMisere compares MisereValue (each heap's form, the heaps summed)
// with the misère canonical form of the whole option tree that Options
// gives, on 200 random sums of each test ruleset.
func TestMemMisere(t *testing.T) {
	for name := range memAllows {
		r := memRuleset(t, name, games.NewStore())
		ms := misere.NewMStore()
		byTree := misereByOptions(ms, r)
		rnd := rng()
		for range 200 {
			var p coordSum
			for range 1 + rnd.Intn(2) {
				p = append(p, coord{1 + rnd.Intn(7), rnd.Intn(8) - 1})
			}
			pos, err := r.Parse(memPos(p.sorted()).String())
			if err != nil {
				t.Fatal(err)
			}
			got, err := r.MisereValue(pos, ms)
			if err != nil {
				t.Fatal(err)
			}
			rulesetstest.SameMisere(t, ms, name+" "+pos.String()+": MisereValue vs the option tree", got, byTree.Value(pos))
		}
	}
}
