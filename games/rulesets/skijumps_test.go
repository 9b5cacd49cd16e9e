package rulesets

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// naiveSki lists the moves of Ski Jumps from the rules: a skier slides
// along its row (Left's to the right, Right's to the left) over empty
// cells, or off the edge; a jumper (L, R) jumps an opponent's skier just
// below it into the empty cell below that, and the skier jumped becomes a
// slipper (l, r).
func naiveSki(rows [][]byte, left bool) [][][]byte {
	mine, jumper, dir, slip := "Ll", byte('L'), 1, byte('r')
	theirs := "Rr"
	if !left {
		mine, jumper, dir, slip, theirs = "Rr", 'R', -1, 'l', "Ll"
	}
	var out [][][]byte
	for i := range rows {
		for j, c := range rows[i] {
			if !strings.ContainsRune(mine, rune(c)) {
				continue
			}
			for k := j + dir; ; k += dir {
				if k < 0 || k >= len(rows[i]) {
					o := naiveCopy(rows)
					o[i][j] = '.'
					out = append(out, o)
					break
				}
				if rows[i][k] != '.' {
					break
				}
				o := naiveCopy(rows)
				o[i][j], o[i][k] = '.', c
				out = append(out, o)
			}
			if c == jumper && i+2 < len(rows) && strings.ContainsRune(theirs, rune(rows[i+1][j])) && rows[i+2][j] == '.' {
				o := naiveCopy(rows)
				o[i][j], o[i+1][j], o[i+2][j] = '.', slip, c
				out = append(out, o)
			}
		}
	}
	return out
}

func TestSkiJumpsValues(t *testing.T) {
	checkValues(t, "ski-jumps", naiveSki, []stoneCase{
		// Winning Ways (Berlekamp, Conway, Guy), ch. 1, "Ski-Jumps", as
		// cgt-tools (t4ccer) tests them (ski_jumps.rs, winning_ways_examples).
		{"...L....|..R.....|........", "2"},
		{"........|...l....|.......R|........|......L.", "-1"},
		{".L...|.R...|.....", "5/2"},
		{"...R.|...L.|.....", "-5/2"},
		{"L....|....R|.....", "1/2"},
		{"L....|R....|.....", "9/2"},
		{"L....|....R|l....", "5"},
		// By hand: facing skiers share the cells between them, which either
		// may take any number of: Nim, *3 and *.
		{"L...R", "*3"},
		{"L.R", "*"},
		{"LR", "0"},
	})
}

// TestSkiJumpsAgainstNaive compares the solver with the naive solver on
// random boards, and checks that the mirror (rows reversed, skiers
// exchanged) is the negative.
func TestSkiJumpsAgainstNaive(t *testing.T) {
	s := games.NewStore()
	r, _ := New("ski-jumps", s)
	nv := naiveStones(s, naiveSki)
	rng := rand.New(rand.NewSource(37))
	nonzero, jumps := 0, 0
	const n = 200
	for k := 0; k < n; k++ {
		text := randomBoard(rng, 4, 4, ".......LLRRlr")
		got := valueOf(t, r, text)
		want := nv.Value(t, naiveRows(text))
		if !rulesetstest.SameGame(t, s, fmt.Sprintf("ski-jumps(%q) vs naive", text), got, want) {
			t.FailNow()
		}
		if got != games.Zero {
			nonzero++
		}
		b, _ := parseStones(text, ".LlRr")
		if skiJumpable(b) {
			jumps++
		}
		neg, _ := s.CanonicalSum(games.Term{ID: want, Mult: -1})
		if m := nv.Value(t, naiveRows(skiMirror(b).String())); m != neg {
			t.Fatalf("naive ski-jumps(%q) = %s, its mirror %s", text, rulesetstest.Show(s, want), rulesetstest.Show(s, m))
		}
	}
	if nonzero < n/2 || jumps < n/10 {
		t.Errorf("only %d of %d boards are not 0, %d with a jump", nonzero, n, jumps)
	}
}
