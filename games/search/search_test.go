package search

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"unsafe"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// newRules returns the ruleset called name on a new store.
func newRules(t testing.TB, name string) (rulesets.Ruleset, *games.Store) {
	t.Helper()
	s := games.NewStore()
	r, ok := rulesets.New(name, s)
	if !ok {
		t.Fatalf("no ruleset %s", name)
	}
	return r, s
}

// canonicalOutcome is the outcome of p read off its canonical form.
func canonicalOutcome(t testing.TB, r rulesets.Ruleset, s *games.Store, p rulesets.Position) games.Outcome {
	t.Helper()
	v, err := r.Value(p)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	o, err := s.Outcome(v)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// randomBoard returns a board of h rows of w cells, each cell drawn from
// cells with the weights given.
func randomBoard(rng *rand.Rand, h, w int, cells string, weights []int) string {
	total := 0
	for _, x := range weights {
		total += x
	}
	var sb strings.Builder
	for r := 0; r < h; r++ {
		if r > 0 {
			sb.WriteByte('|')
		}
		for c := 0; c < w; c++ {
			k := rng.Intn(total)
			i := 0
			for k >= weights[i] {
				k -= weights[i]
				i++
			}
			sb.WriteByte(cells[i])
		}
	}
	return sb.String()
}

// solvers are the searches compared with the canonical forms: the plain
// one, and the engine with no region folded but integers and 0, with the
// default and with large regions folded.
func solvers(r rulesets.Ruleset, s *games.Store) map[string]*Solver {
	return map[string]*Solver{
		"plain":    New(r, s, Options{Plain: true}),
		"no-small": New(r, s, Options{SmallCells: -1, TableBytes: 1 << 16}),
		"default":  New(r, s, Options{}),
		"small-12": New(r, s, Options{SmallCells: 12, TableBytes: 1 << 12}),
	}
}

// checkAgainstCanonical compares every solver's outcome and winning
// moves of each board with the canonical forms'.
func checkAgainstCanonical(t *testing.T, name string, boards []string) {
	r, s := newRules(t, name)
	sv := solvers(r, s)
	for _, text := range boards {
		p, err := r.Parse(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		want := canonicalOutcome(t, r, s, p)
		for sname, solver := range sv {
			got, err := solver.Outcome(p)
			if err != nil {
				t.Fatalf("%s %q: %v", sname, text, err)
			}
			if got != want {
				t.Errorf("%s %s: outcome %s by search (%s), %s by the canonical form", name, text, got, sname, want)
			}
		}
		// Winning moves: the options of value ≥ 0 for Left, ≤ 0 for Right.
		lo, ro := r.Options(p)
		for _, left := range []bool{true, false} {
			opts := ro
			if left {
				opts = lo
			}
			var want []int
			for i, o := range opts {
				oc := canonicalOutcome(t, r, s, o)
				if left && (oc == games.LeftWins || oc == games.SecondWins) || !left && (oc == games.RightWins || oc == games.SecondWins) {
					want = append(want, i)
				}
			}
			got, err := sv["default"].WinningMoves(p, left)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s %s: winning moves for left=%v %v by search, %v by the canonical forms", name, text, left, got, want)
			}
		}
	}
}

// TestDomineeringAgainstCanonical: random boards up to 4×5 with blocked
// cells, and the edge cases, against the canonical forms (the ruleset's
// Value, tested against a naive solver in games/rulesets).
func TestDomineeringAgainstCanonical(t *testing.T) {
	boards := []string{
		"#",         // no cell: 0, P
		"####|####", // full (every cell covered)
		".",         // one cell
		"..",        // Right's move only: -1
		".|.",       // Left's: 1
		"..|..",     // ±1, N
		"...|...|...",
		"....|....|....|....",
		"....|....|....|....|....", // one region of 20 cells (5×4)
		".#.#.|#.#.#|.#.#.",        // many cells, no move
		"..#..|#####|..#..",        // many tiny regions: −4
		".....|#####|.|...",        // irregular rows are refused below
		"..#.|..#.|####|.#..",      // a number beside a hot region
		".#..|.#..|.###|.....",
	}
	var ok []string
	r, _ := newRules(t, "domineering")
	for _, b := range boards {
		if _, err := r.Parse(b); err == nil {
			ok = append(ok, b)
		}
	}
	rng := rand.New(rand.NewSource(35))
	n := 120
	if testing.Short() {
		n = 40
	}
	for i := 0; i < n; i++ {
		h, w := 2+rng.Intn(3), 2+rng.Intn(4)
		if h == 4 && w == 5 && i%3 != 0 {
			w = 4
		}
		ok = append(ok, randomBoard(rng, h, w, ".#", []int{4, 1}))
	}
	checkAgainstCanonical(t, "domineering", ok)
}

// TestClobberAgainstCanonical: random boards up to 2×6 and 3×4, with
// empty cells, and the edge cases.
func TestClobberAgainstCanonical(t *testing.T) {
	boards := []string{
		"",       // the empty board
		"x",      // one stone
		"xo",     // *
		"xoxoxo", // one row
		"xoxo|oxox",
		"xox|oxo|xox|oxo",   // 3×4 checkerboard, transposed
		"xxxx|oooo",         // one region
		"xo.xo.xo|.ox.ox.o", // many tiny regions
		"xxxxx|xoxxx|xxxxx", // one Right stone among Left's
		"xoxoxo|oxoxox",     // 2×6 checkerboard
	}
	rng := rand.New(rand.NewSource(35))
	n := 80
	if testing.Short() {
		n = 30
	}
	for i := 0; i < n; i++ {
		h, w := 1+rng.Intn(3), 2+rng.Intn(5)
		if h == 3 && w > 4 {
			w = 4
		}
		boards = append(boards, randomBoard(rng, h, w, "xo.", []int{3, 3, 1}))
	}
	checkAgainstCanonical(t, "clobber", boards)
}

// TestEngineMovesAgainstOptions is the differential check of the engines'
// move generators: the boards after each engine move are the ruleset's
// options (as sets), on random boards.
func TestEngineMovesAgainstOptions(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, name := range []string{"domineering", "clobber"} {
		r, _ := newRules(t, name)
		for i := 0; i < 200; i++ {
			h, w := 1+rng.Intn(8), 1+rng.Intn(8)
			text := randomBoard(rng, h, w, ".#", []int{3, 1})
			if name == "clobber" {
				text = randomBoard(rng, h, w, "xo.", []int{3, 3, 1})
			}
			p, err := r.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			var eng engine
			if name == "domineering" {
				eng = newDomEngine(r, w, h, 0)
			} else {
				eng = newClobEngine(r, w, h, 0)
			}
			st := boardState(t, p, name == "domineering")
			lo, ro := r.Options(p)
			for _, left := range []bool{true, false} {
				opts := ro
				if left {
					opts = lo
				}
				want := map[string]int{}
				for _, o := range opts {
					want[o.String()]++
				}
				got := map[string]int{}
				for _, m := range eng.moves(st, left, nil) {
					after, _ := eng.play(st, m, left)
					got[stateString(after, w, h, name == "domineering")]++
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s %s left=%v: engine moves %v, ruleset options %v", name, text, left, got, want)
				}
			}
		}
	}
}

// boardState reads p's picture as the engine's state.
func boardState(t *testing.T, p rulesets.Position, dom bool) state {
	b := p.(rulesets.Drawable).Picture().(*rulesets.Board)
	var st state
	for r, row := range b.Rows {
		for c, ch := range row {
			bit := uint64(1) << (r*len(row) + c)
			switch {
			case ch == '.' && dom, ch == 'x':
				st.a |= bit
			case ch == 'o':
				st.b |= bit
			}
		}
	}
	return st
}

// stateString writes a state as the ruleset's string.
func stateString(st state, w, h int, dom bool) string {
	var sb strings.Builder
	for r := 0; r < h; r++ {
		if r > 0 {
			sb.WriteByte('|')
		}
		for c := 0; c < w; c++ {
			bit := uint64(1) << (r*w + c)
			switch {
			case dom && st.a&bit != 0:
				sb.WriteByte('.')
			case dom:
				sb.WriteByte('#')
			case st.a&bit != 0:
				sb.WriteByte('x')
			case st.b&bit != 0:
				sb.WriteByte('o')
			default:
				sb.WriteByte('.')
			}
		}
	}
	return sb.String()
}

// TestCountsAgainstPlainSearch is the differential check of Domineering's
// move counts: whenever the counts of a random board settle who wins
// (the mover's safe moves outlast the opponent's possible ones, or the
// opponent's safe moves answer all of the mover's), the plain search
// agrees.
func TestCountsAgainstPlainSearch(t *testing.T) {
	r, s := newRules(t, "domineering")
	pl := New(r, s, Options{Plain: true})
	rng := rand.New(rand.NewSource(7))
	n := 1500
	if testing.Short() {
		n = 400
	}
	decided := 0
	for i := 0; i < n; i++ {
		h, w := 2+rng.Intn(4), 2+rng.Intn(4)
		text := randomBoard(rng, h, w, ".#", []int{3 + rng.Intn(3), 1})
		p, err := r.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		e := newDomEngine(r, w, h, 0)
		c, _ := e.counts(boardState(t, p, true))
		for _, left := range []bool{true, false} {
			my, ok := settled(c, left)
			if !ok {
				continue
			}
			decided++
			win, err := pl.Wins(p, left)
			if err != nil {
				t.Fatal(err)
			}
			if win != my {
				t.Errorf("%s, left=%v to move: counts %+v say the mover wins=%v, the plain search %v", text, left, c, my, win)
			}
		}
	}
	if decided < n/10 {
		t.Errorf("only %d of %d boards settled by their counts: the test checks too little", decided, 2*n)
	}
}

// TestKnownOutcomes checks the search on whole boards against published
// outcomes and the canonical forms of larger boards (not in -short).
func TestKnownOutcomes(t *testing.T) {
	if testing.Short() {
		t.Skip("whole boards: a few seconds")
	}
	cases := []struct {
		name, board string
		want        games.Outcome
	}{
		// 6×6 is a first-player win, as reported from the table of m × n
		// boards of Breuker, Uiterwijk and van den Herik, "Solving 8 × 8
		// Domineering" (2000), and as the plain search finds it
		// (BenchmarkDomineering6x6Plain: 6,472,677 positions).
		{"domineering", emptyBoard(6, 6), games.FirstWins},
		// The canonical forms of games/rulesets (doc/benchmarks.md,
		// "Domineering and Cram": 5×5 P, 4×7 L, 5×6 R, 3×10 R; rows ×
		// columns, Left vertical).
		{"domineering", emptyBoard(5, 5), games.SecondWins},
		{"domineering", emptyBoard(4, 7), games.LeftWins},
		{"domineering", emptyBoard(5, 6), games.RightWins},
		{"domineering", emptyBoard(3, 10), games.RightWins},
		// The canonical form of the 3×6 Clobber checkerboard (the ruleset
		// solves it in under a minute: doc/classroom.md) is 0.
		{"clobber", checkerboard(3, 6), games.SecondWins},
	}
	for _, c := range cases {
		r, s := newRules(t, c.name)
		p, err := r.Parse(c.board)
		if err != nil {
			t.Fatal(err)
		}
		got, err := New(r, s, Options{}).Outcome(p)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s %s: %s by search, want %s", c.name, c.board, got, c.want)
		}
	}
}

// TestTableGrows: the table keeps its entries as it grows, and stops
// growing at its size; entries are 32 bytes, two to a cache line.
func TestTableGrows(t *testing.T) {
	if n := unsafe.Sizeof(entry{}); n != entryBytes {
		t.Fatalf("an entry is %d bytes, want %d", n, entryBytes)
	}
	tt := newTable(1 << 22) // 131072 entries
	if len(tt.e) != tableStart || tt.max != 1<<17 {
		t.Fatalf("new table: %d entries, at most %d", len(tt.e), tt.max)
	}
	const n = 40000
	for i := uint64(1); i <= n; i++ {
		tt.store(i*7919, i, games.ID(i%5), i%2 == 0, i%3 == 0, i)
	}
	if len(tt.e) != 1<<17 {
		t.Errorf("after %d entries the table has %d, want %d", n, len(tt.e), 1<<17)
	}
	lost := 0
	for i := uint64(1); i <= n; i++ {
		win, ok := tt.probe(i*7919, i, games.ID(i%5), i%2 == 0)
		if !ok {
			lost++
		} else if win != (i%3 == 0) {
			t.Fatalf("entry %d: win %v", i, win)
		}
	}
	// A full bucket loses an entry: some are lost while the table is
	// small, before it grows.
	if lost > n/5 {
		t.Errorf("%d of %d entries lost", lost, n)
	}
	for i := uint64(n + 1); i <= 400000; i++ {
		tt.store(i, i, 0, true, true, 1)
	}
	if len(tt.e) != tt.max {
		t.Errorf("table of %d entries, want its size %d", len(tt.e), tt.max)
	}
}
