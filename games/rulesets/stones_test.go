package rulesets

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// This file holds what the tests of the stone board games share: a naive
// solver (plain recursion over the rules on the whole board, with no
// splitting and no symmetry, memoised by the exact board only), random
// boards, the symmetries of a board, and the property test comparing the
// solver with the naive one.

// naiveMoves lists the boards a player can move to from a board written
// as rows of bytes; each game's test gives its own, written from the rules
// apart from the solver's move generator.
type naiveMoves func(rows [][]byte, left bool) [][][]byte

// naiveStones is the naive solver of a stone board game given by moves:
// plain recursion over whole boards written as rows of bytes, memoised by
// the board's exact string.
func naiveStones(s *games.Store, moves naiveMoves) *rulesetstest.Naive[[][]byte] {
	return &rulesetstest.Naive[[][]byte]{Store: s, Key: naiveString, Moves: func(rows [][]byte) (left, right [][][]byte) {
		return moves(rows, true), moves(rows, false)
	}}
}

// naiveRows splits a board's string into rows of bytes.
func naiveRows(text string) [][]byte {
	if text == "" {
		return nil
	}
	var rows [][]byte
	for _, r := range strings.Split(text, "|") {
		rows = append(rows, []byte(r))
	}
	return rows
}

// naiveString joins rows with '|'.
func naiveString(rows [][]byte) string {
	parts := make([]string, len(rows))
	for i, r := range rows {
		parts[i] = string(r)
	}
	return strings.Join(parts, "|")
}

// naiveCopy returns a deep copy of rows.
func naiveCopy(rows [][]byte) [][]byte {
	out := make([][]byte, len(rows))
	for i, r := range rows {
		out[i] = append([]byte(nil), r...)
	}
	return out
}

// naiveGet returns the cell at (i, j), or '#' off the board.
func naiveGet(rows [][]byte, i, j int) byte {
	if i < 0 || i >= len(rows) || j < 0 || j >= len(rows[i]) {
		return '#'
	}
	return rows[i][j]
}

// randomBoard returns a random board of up to maxH rows and maxW columns,
// each cell drawn from cells (repeat a rune to weigh it).
func randomBoard(rng *rand.Rand, maxH, maxW int, cells string) string {
	h, w := 1+rng.Intn(maxH), 1+rng.Intn(maxW)
	var b strings.Builder
	for i := 0; i < h; i++ {
		if i > 0 {
			b.WriteByte('|')
		}
		for j := 0; j < w; j++ {
			b.WriteByte(cells[rng.Intn(len(cells))])
		}
	}
	return b.String()
}

// transformBoard returns the board's string under symmetry t of the
// square (bit 4: transpose; bit 1: flip rows; bit 2: flip columns), with
// the colours exchanged if swap.
func transformBoard(text string, t int, swap bool) string {
	rows := naiveRows(text)
	if len(rows) == 0 {
		return ""
	}
	h, w := len(rows), len(rows[0])
	H, W := h, w
	if t&4 != 0 {
		H, W = w, h
	}
	out := make([][]byte, H)
	for i := range out {
		out[i] = make([]byte, W)
		for j := range out[i] {
			si, sj := i, j
			if t&4 != 0 {
				si, sj = j, i
			}
			if t&1 != 0 {
				si = h - 1 - si
			}
			if t&2 != 0 {
				sj = w - 1 - sj
			}
			c := rows[si][sj]
			if swap {
				c = stoneSwap(c)
			}
			out[i][j] = c
		}
	}
	return naiveString(out)
}

// stoneCase is a position and its value as CGSuite writes it, with the
// source of the value.
type stoneCase struct {
	pos, want string
}

// checkValues solves each case with the ruleset called name, and with the
// naive solver, and compares both with the expected value.
func checkValues(t *testing.T, name string, moves naiveMoves, cases []stoneCase) {
	t.Helper()
	s := games.NewStore()
	r, ok := New(name, s)
	if !ok {
		t.Fatalf("no ruleset %s", name)
	}
	nv := naiveStones(s, moves)
	for _, c := range cases {
		want := rulesetstest.Game(t, s, c.want)
		rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q)", name, c.pos), valueOf(t, r, c.pos), want)
		rulesetstest.SameGame(t, s, fmt.Sprintf("naive %s(%q)", name, c.pos), nv.Value(t, naiveRows(c.pos)), want)
	}
}

// checkAgainstNaive solves n random boards with the ruleset called name
// and with the naive solver and compares the values both ways; it also
// checks with the naive solver that each symmetry of the square keeps the
// value and that exchanging the colours negates it. It returns the number of boards whose
// value is not 0, so that a test can check it drew enough interesting ones.
func checkAgainstNaive(t *testing.T, name string, moves naiveMoves, n int, gen func(*rand.Rand) string) int {
	t.Helper()
	s := games.NewStore()
	r, _ := New(name, s)
	nv := naiveStones(s, moves)
	rng := rand.New(rand.NewSource(18))
	nonzero := 0
	for k := 0; k < n; k++ {
		text := gen(rng)
		got := valueOf(t, r, text)
		want := nv.Value(t, naiveRows(text))
		if !rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) vs naive", name, text), got, want) {
			t.FailNow()
		}
		if got != games.Zero {
			nonzero++
		}
		// The regions of the split, each solved naively, sum to the value.
		b, _ := parseStones(text, ".xo#")
		var terms []games.Term
		for _, reg := range r.(*stoneRuleset).game.split(b) {
			terms = append(terms, games.Term{ID: nv.Value(t, naiveRows(reg.String())), Mult: 1})
		}
		if sum, err := s.CanonicalSum(terms...); err != nil || sum != want {
			t.Fatalf("%s(%q): the regions sum to %s, naive %s (%v)", name, text, rulesetstest.Show(s, sum), rulesetstest.Show(s, want), err)
		}
		neg, err := s.CanonicalSum(games.Term{ID: want, Mult: -1})
		if err != nil {
			t.Fatal(err)
		}
		for sym := 0; sym < 8; sym++ {
			for _, swap := range []bool{false, true} {
				// The naive solver knows no symmetry: it checks that the
				// solver's keys may fold them in.
				u := transformBoard(text, sym, swap)
				g := nv.Value(t, naiveRows(u))
				if w := map[bool]games.ID{false: want, true: neg}[swap]; g != w {
					t.Fatalf("naive %s(%q) = %s but %s(%q) = %s", name, text, rulesetstest.Show(s, want), name, u, rulesetstest.Show(s, g))
				}
			}
		}
	}
	return nonzero
}
