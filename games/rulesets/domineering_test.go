package rulesets

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// rect is the empty rows × cols board as CGSuite writes it.
func rect(rows, cols int) string {
	row := strings.Repeat(".", cols)
	rs := make([]string, rows)
	for i := range rs {
		rs[i] = row
	}
	return strings.Join(rs, "|")
}

func mustParse(t *testing.T, r Ruleset, text string) Position {
	t.Helper()
	p, err := r.Parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return p
}

func value(t *testing.T, r Ruleset, p Position) games.ID {
	t.Helper()
	id, err := r.Value(p)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return id
}

func TestDomineeringValues(t *testing.T) {
	s := games.NewStore()
	d := NewDomineering(s)
	n := byOptions(s, d)
	for _, c := range []struct{ board, want, source string }{
		// Left places vertical dominoes, Right horizontal ones: CGSuite
		// (Siegel), version 2.x, game.grid.Domineering, Left's direction
		// (1,0) (down a column), Right's (0,1); Winning Ways 2nd ed.,
		// vol. 1, ch. 1.
		{".", "0", "definition: no domino fits"},
		{"..", "-1", "definition: Right's one move ends the game, {|0} = -1 (WW vol. 1, ch. 1)"},
		{".|.", "1", "definition: Left's one move, {0|} = 1 (WW vol. 1, ch. 1)"},
		{"...", "-1", "definition: {|0} = -1, the cell left over is 0"},
		{"....", "-2", "definition: {|0,-1} = -2"},
		{".|.|.|.|.", "2", "definition: the transpose of the row of five, -(-2)"},
		{".#|..", "*", "definition: each player's move leaves one cell, {0|0} = *"},
		{"..|..", "+-1", "definition: each move leaves the mover a domino, {1|-1} = ±1 (WW vol. 1, ch. 1)"},
		{"...|...", "{2|-1/2}", "the 2×3 board, the textbook example (Left splits it into 1+1; Right's moves all leave -1/2), mean 3/4, temperature 5/4"},
		{"..|..|..", "{1/2|-2}", "the transpose of the 2×3 board: -{2|-1/2}"},
		{"...|...|...", "+-1", "naive solver (TestDomineeringNaive's method)"},
		{"..|..|..|..", "Tiny(2)", "naive solver: the 4×2 board"},
		{rect(4, 4), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", "CGSuite (Siegel), version 2.x, GameGridTest.scala: Domineering(Grid.Empty(4,4))"},
		{rect(5, 5), "0", "Lachmann, Moore, Rapaport, Who Wins Domineering on Rectangular Boards? (MSRI Publ. 42, 2002): 5×5 is a second-player win, so 0"},
		{"..#..|..#..", "0", "splitting: ±1 + ±1 = 0 (ONAG ch. 1: -G = G for a switch ±x)"},
		{"..|..|##|..|..", "0", "splitting: two 2×2 boards, ±1 ± 1 = 0"},
		{"...#.|...#.", "{3|1/2}", "splitting: {2|-1/2} + 1 (the 2×3 board beside a vertical domino)"},
	} {
		p := mustParse(t, d, c.board)
		got := value(t, d, p)
		rulesetstest.SameGame(t, s, fmt.Sprintf("domineering %q (%s)", c.board, c.source), got, rulesetstest.Game(t, s, c.want))
		// Every board of up to 16 cells also by the definition.
		if len(c.board) <= 19 {
			rulesetstest.SameGame(t, s, fmt.Sprintf("domineering %q vs the definition", c.board), got, n.Value(t, p))
		}
	}
}

func TestDomineeringOptions(t *testing.T) {
	d := NewDomineering(games.NewStore())
	// CGSuite (Siegel), version 2.x: Left's dominoes are vertical and the
	// covered cells become '#'; options in row-major order of the domino's
	// first cell.
	l, r := d.Options(mustParse(t, d, "..|.."))
	if got := strs(l); got != "#.|#. .#|.#" {
		t.Errorf("Left's options of ..|..: %s", got)
	}
	if got := strs(r); got != "##|.. ..|##" {
		t.Errorf("Right's options of ..|..: %s", got)
	}
	l, r = d.Options(mustParse(t, d, ".#.|..."))
	if got := strs(l); got != "##.|#.. .##|..#" {
		t.Errorf("Left's options of .#.|...: %s", got)
	}
	if got := strs(r); got != ".#.|##. .#.|.##" {
		t.Errorf("Right's options of .#.|...: %s", got)
	}
	if p := mustParse(t, d, ".#.|..."); p.String() != ".#.|..." {
		t.Errorf("String: %s", p)
	}
	b := mustParse(t, d, ".#|..").(Drawable).Picture().(*Board)
	if len(b.Rows) != 2 || string(b.Rows[0]) != ".#" || string(b.Rows[1]) != ".." {
		t.Errorf("Picture of .#|..: %q", b.Rows)
	}
}

func strs(ps []Position) string {
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	return strings.Join(out, " ")
}

func TestGridParseErrors(t *testing.T) {
	for _, c := range []struct {
		text string
		col  int
		msg  string
	}{
		{"", 1, "empty board"},
		{"..x.", 3, `'x' is not a cell`},
		{"..|.", 4, "row 2 has 1 cell but row 1 has 2"},
		{"..||..", 4, "empty row"},
		{"|..", 1, "empty row"},
		{"..|", 4, "empty row"},
		{".. ", 3, `' ' is not a cell`},
		{strings.Repeat(".", 300), 1, "row of 300 cells"},
	} {
		_, err := parseGrid(c.text)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Col != c.col || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("parse %q: %v, want column %d: ...%s...", c.text, err, c.col, c.msg)
		}
	}
}

func TestGridRegionLimit(t *testing.T) {
	s := games.NewStore()
	d := NewDomineering(s)
	// 9×8 = 72 cells in one region: beyond the bitboard.
	if _, err := d.Value(mustParse(t, d, rect(9, 8))); err == nil || !strings.Contains(err.Error(), "64 cells") {
		t.Errorf("9×8: %v, want the 64-cell limit", err)
	}
	// A 9×9 board cut by walls into small regions is fine.
	rows := strings.Split(rect(9, 9), "|")
	for i := range rows {
		rows[i] = "..#..#..#"
	}
	p := mustParse(t, NewCram(s), strings.Join(rows[:4], "|")+"|#########|"+strings.Join(rows[5:], "|"))
	if _, err := d.Value(p); err != nil {
		t.Errorf("a walled 9×9 board: %v", err)
	}
	if _, err := d.Rectangle(0, 3); err == nil {
		t.Errorf("a 0×3 board: no error")
	}
}

func TestGridPoll(t *testing.T) {
	s := games.NewStore()
	stop := errors.New("stop")
	s.SetPoll(func() error { return stop })
	for _, r := range []Ruleset{NewDomineering(s), NewCram(s)} {
		p := mustParse(t, r, rect(4, 5))
		if _, err := r.Value(p); !errors.Is(err, stop) {
			t.Errorf("%s: %v, want the poll's error", r.Name(), err)
		}
	}
}

// randomBoard returns a random board of at most 4×5 cells (or a strip of
// up to 9) with at most maxEmpty empty cells.
func randomGridBoard(rng *rand.Rand, maxEmpty int) string {
	rows, cols := 1+rng.IntN(4), 1+rng.IntN(5)
	if rng.IntN(8) == 0 {
		rows, cols = 1+rng.IntN(2), 2+rng.IntN(8)
		if rng.IntN(2) == 0 {
			rows, cols = cols, rows
		}
	}
	cells := make([]byte, rows*cols)
	empty := 0
	for i := range cells {
		cells[i] = '#'
		if empty < maxEmpty && rng.IntN(10) < 7 {
			cells[i] = '.'
			empty++
		}
	}
	var b strings.Builder
	for r := range rows {
		if r > 0 {
			b.WriteByte('|')
		}
		b.Write(cells[r*cols : (r+1)*cols])
	}
	return b.String()
}

// TestDomineeringNaive: the solver (regions, symmetry memo, integer fast
// path) agrees with the definition on 300 random boards.
func TestDomineeringNaive(t *testing.T) {
	testNaive(t, func(s *games.Store) Ruleset { return NewDomineering(s) }, 1)
}

// TestCramNaive: nim values by regions and mex agree with the canonical
// form from the definition on 300 random boards.
func TestCramNaive(t *testing.T) {
	testNaive(t, func(s *games.Store) Ruleset { return NewCram(s) }, 2)
}

func testNaive(t *testing.T, mk func(*games.Store) Ruleset, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 18))
	s := games.NewStore()
	r := mk(s)
	n := byOptions(s, r)
	for range 300 {
		p := mustParse(t, r, randomGridBoard(rng, 14))
		// The same node, and equal both ways by comparison too.
		if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s %q vs the definition", r.Name(), p), value(t, r, p), n.Value(t, p)) {
			t.FailNow()
		}
	}
}

// transform returns the board text under symmetry k of the square (as
// region.symmetric numbers them), done on the text.
func transform(p *gridPos, k int) string {
	nr, nc := p.rows, p.cols
	if k >= 4 {
		nr, nc = nc, nr
	}
	out := make([][]byte, nr)
	for i := range out {
		out[i] = make([]byte, nc)
	}
	for r := range p.rows {
		for c := range p.cols {
			rr, cc := r, c
			if k >= 4 {
				rr, cc = c, r
			}
			if k&1 != 0 {
				cc = nc - 1 - cc
			}
			if k&2 != 0 {
				rr = nr - 1 - rr
			}
			out[rr][cc] = '#'
			if p.empty[r*p.cols+c] {
				out[rr][cc] = '.'
			}
		}
	}
	rows := make([]string, nr)
	for i := range out {
		rows[i] = string(out[i])
	}
	return strings.Join(rows, "|")
}

// beside returns boards a and b side by side, a wall of '#' between them.
func beside(a, b *gridPos) string {
	rows := max(a.rows, b.rows)
	var out []string
	for r := range rows {
		line := ""
		for _, p := range []*gridPos{a, b} {
			for c := range p.cols {
				if r < p.rows && p.empty[r*p.cols+c] {
					line += "."
				} else {
					line += "#"
				}
			}
			line += "#"
		}
		out = append(out, line[:len(line)-1])
	}
	return strings.Join(out, "|")
}

// TestGridSymmetrySplit: on 200 random boards per ruleset, the value is
// the same from a fresh memo and a used one; the mirror images keep it and
// (Domineering) the transposed images negate it; and two boards side by
// side are the sum of the two.
func TestGridSymmetrySplit(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 18))
	s := games.NewStore()
	for _, mk := range []func(*games.Store) Ruleset{
		func(s *games.Store) Ruleset { return NewDomineering(s) },
		func(s *games.Store) Ruleset { return NewCram(s) },
	} {
		warm := mk(s)
		for range 200 {
			text := randomGridBoard(rng, 14)
			p := mustParse(t, warm, text).(*gridPos)
			v := value(t, warm, p)
			if fresh := value(t, mk(s), p); fresh != v {
				t.Fatalf("%s %q: fresh memo %d, used memo %d", warm.Name(), text, fresh, v)
			}
			neg, err := s.CanonicalSum(games.Term{ID: v, Mult: -1})
			if err != nil {
				t.Fatal(err)
			}
			for k := range 8 {
				q := mustParse(t, warm, transform(p, k))
				want := v
				if k >= 4 && !warm.Impartial() {
					want = neg
				}
				if got := value(t, mk(s), q); got != want {
					t.Fatalf("%s %q under symmetry %d (%q): %d, want %d", warm.Name(), text, k, q, got, want)
				}
			}
			other := mustParse(t, warm, randomGridBoard(rng, 10)).(*gridPos)
			sum, err := s.CanonicalSum(games.Term{ID: v, Mult: 1}, games.Term{ID: value(t, warm, other), Mult: 1})
			if err != nil {
				t.Fatal(err)
			}
			both := mustParse(t, warm, beside(p, other))
			if got := value(t, mk(s), both); got != sum {
				t.Fatalf("%s %q: %d, want the sum %d", warm.Name(), both, got, sum)
			}
		}
	}
}

func TestCramValues(t *testing.T) {
	s := games.NewStore()
	c := NewCram(s)
	n := byOptions(s, c)
	for _, x := range []struct {
		board  string
		want   int
		source string
	}{
		{".", 0, "definition: no domino fits"},
		{"..", 1, "definition: one move to 0"},
		{".|.", 1, "definition"},
		{".#|..", 1, "definition: every move leaves one cell"},
		{"..|..", 0, "Cram on even × even boards: the second player wins by the central symmetry (Gardner; WW 2nd ed., vol. 3)"},
		{rect(2, 4), 0, "even × even: central symmetry"},
		{rect(4, 4), 0, "even × even: central symmetry"},
		{rect(4, 6), 0, "even × even: central symmetry"},
		{rect(2, 3), 1, "naive solver; nonzero as even × odd boards are first-player wins (central domino, then symmetry)"},
		{rect(3, 3), 0, "naive solver"},
		{rect(3, 4), 1, "naive solver; even × odd, so nonzero"},
		{".........|##.######", 4, "CGSuite (Siegel), version 2.x, GameGridTest.scala: Cram(\".........|##.######\") = *4"},
	} {
		p := mustParse(t, c, x.board)
		got, err := c.NimValue(p)
		if err != nil {
			t.Fatal(err)
		}
		if got != x.want {
			t.Errorf("cram %q = *%d, want *%d (%s)", x.board, got, x.want, x.source)
		}
		id := value(t, c, p)
		if id != s.Value(games.NUS{M: uint64(x.want)}) {
			t.Errorf("cram %q: canonical form is not *%d", x.board, x.want)
		}
		// Every board of up to 16 cells also by the definition.
		if len(x.board) <= 19 {
			rulesetstest.SameGame(t, s, fmt.Sprintf("cram %q vs the definition", x.board), id, n.Value(t, p))
		}
	}
}

// TestCramStrips: a 1 × n strip of Cram is a heap of Dawson's Kayles, the
// octal game 0.07 (a move takes two adjacent cells, leaving at most two
// strips): nim values and misère canonical forms agree with the heap
// game's, computed by games/impartial and games/misere.
func TestCramStrips(t *testing.T) {
	s := games.NewStore()
	c := NewCram(s)
	r, err := impartial.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	const n = 40
	want, err := impartial.NimValues(t.Context(), r, n)
	if err != nil {
		t.Fatal(err)
	}
	ms := misere.NewMStore()
	for k := 1; k <= n; k++ {
		for _, text := range []string{rect(1, k), rect(k, 1)} {
			if k > 64 {
				continue
			}
			got, err := c.NimValue(mustParse(t, c, text))
			if err != nil || got != want[k] {
				t.Errorf("cram 1×%d = *%d (%v), want *%d (0.07)", k, got, err, want[k])
			}
		}
		if k > 20 {
			continue
		}
		got, err := c.MisereValue(mustParse(t, c, rect(1, k)), ms)
		if err != nil {
			t.Fatal(err)
		}
		if heap, err := ms.Heap(r, k); err != nil || heap != got {
			t.Errorf("misère cram 1×%d = %s, want %s (0.07 heap)", k, ms.CGSuite(got), ms.CGSuite(heap))
		}
	}
}

func TestCramMisere(t *testing.T) {
	s := games.NewStore()
	c := NewCram(s)
	ms := misere.NewMStore()
	// CGSuite (Siegel), version 2.x, GameGridTest.scala: the misère
	// canonical form of Cram(".........|##.######").
	id, err := c.MisereValue(mustParse(t, c, ".........|##.######"), ms)
	if err != nil {
		t.Fatal(err)
	}
	if got := ms.CGSuite(id); got != "*[2[2]321]" {
		t.Errorf("misère cram .........|##.######: %s, want *[2[2]321]", got)
	}
	// Against the option tree on random boards (no splitting, no
	// symmetry), and the misère store's own sum for two boards apart.
	rng := rand.New(rand.NewPCG(4, 18))
	tree := misereByOptions(ms, c)
	for range 200 {
		p := mustParse(t, c, randomGridBoard(rng, 11))
		got, err := c.MisereValue(p, ms)
		if err != nil {
			t.Fatal(err)
		}
		if !rulesetstest.SameMisere(t, ms, fmt.Sprintf("misère cram %q vs the option tree", p), got, tree.Value(p)) {
			t.FailNow()
		}
	}
}

// benchBoard solves text with a fresh ruleset (and so a fresh memo) each
// time, in one store.
func benchBoard(b *testing.B, mk func(*games.Store) Ruleset, text string) {
	s := games.NewStore()
	for b.Loop() {
		r := mk(s)
		p, err := r.Parse(text)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Value(p); err != nil {
			b.Fatal(err)
		}
	}
}

func domineering(s *games.Store) Ruleset { return NewDomineering(s) }
func cram(s *games.Store) Ruleset        { return NewCram(s) }

func BenchmarkDomineering4x4(b *testing.B) { benchBoard(b, domineering, rect(4, 4)) }
func BenchmarkDomineering5x5(b *testing.B) { benchBoard(b, domineering, rect(5, 5)) }
func BenchmarkCram4x5(b *testing.B)        { benchBoard(b, cram, rect(4, 5)) }
func BenchmarkCram5x5(b *testing.B)        { benchBoard(b, cram, rect(5, 5)) }

// The naive solver on the same boards, for the speed-up.
func benchNaive(b *testing.B, mk func(*games.Store) Ruleset, text string) {
	s := games.NewStore()
	for b.Loop() {
		r := mk(s)
		p, err := r.Parse(text)
		if err != nil {
			b.Fatal(err)
		}
		byOptions(s, r).Value(b, p)
	}
}

func BenchmarkNaiveDomineering4x4(b *testing.B) { benchNaive(b, domineering, rect(4, 4)) }
func BenchmarkNaiveCram4x5(b *testing.B)        { benchNaive(b, cram, rect(4, 5)) }
