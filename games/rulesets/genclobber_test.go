package rulesets

import (
	"fmt"
	"math/rand"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

func TestKnightsClobberValues(t *testing.T) {
	checkValues(t, "knights-clobber", naiveClobber(stoneKnight, false, "o", '.'), []stoneCase{
		// By hand: a knight's move apart, either clobbers, leaving one
		// stone: {0|0} = *.
		{"x..|..o", "*"},
		{"x.|..|.o", "*"},
		// By hand: side by side, no knight's move joins them.
		{"xo", "0"},
		{"xo|ox", "0"},
		// By hand: x at a corner has two o's a knight's move away, which
		// are not a knight's move apart; every clobber leaves two stones
		// that do not meet: {0|0} = *.
		{"x..|..o|.o.", "*"},
		// By hand: x.o|... — side by side two apart: no knight's move.
		{"x.o|...", "0"},
	})
}

// TestGenClobberAgainstNaive compares GenClobber, over parameters drawn
// at random, with the naive solver of the same rules on random boards,
// with the split and the symmetries (checkAgainstNaive).
func TestGenClobberAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(37))
	names := []string{"orthogonal", "diagonal", "compass", "knight"}
	rules := []struct {
		onto  string
		leave byte
	}{{"o", '.'}, {"x", '.'}, {"xo", '.'}, {".", 'o'}, {".", 'x'}}
	for k := 0; k < 12; k++ {
		dirs, rule := names[rng.Intn(len(names))], rules[rng.Intn(len(rules))]
		onto, leave, slide := rule.onto, rule.leave, rng.Intn(3) == 0
		name := fmt.Sprintf("gen-clobber-test-%d", k)
		t.Run(fmt.Sprintf("%s_%s_%c_%v", dirs, onto, leave, slide), func(t *testing.T) {
			register(name, func(s *games.Store) Ruleset {
				r, err := NewGenClobber(s, name, dirs, onto, leave, slide)
				if err != nil {
					t.Fatal(err)
				}
				return r
			})
			defer delete(registry, name)
			checkAgainstNaive(t, name, naiveClobber(GenClobberDirections[dirs], slide, onto, leave), 40, func(rng *rand.Rand) string {
				return randomBoard(rng, 3, 3, "xxoo..#")
			})
		})
	}
}

func TestGenClobberParameters(t *testing.T) {
	s := games.NewStore()
	for _, c := range []struct {
		dirs, onto string
		leave      byte
		want       string
	}{
		{"hex", "o", '.', `directions "hex": one of orthogonal, diagonal, compass, knight`},
		{"knight", "", '.', `onto "": one or more of . (empty), o (an opponent's stone), x (one's own)`},
		{"knight", "oz", '.', `onto "oz": one or more of . (empty), o (an opponent's stone), x (one's own)`},
		{"knight", "o", '#', `leave '#': one of . x o`},
		{"knight", ".", '.', `onto "." with leave '.': positions would repeat; a stone moving onto stones must leave an empty cell, one moving onto an empty cell a stone`},
		{"knight", ".o", '.', `onto ".o" with leave '.': positions would repeat; a stone moving onto stones must leave an empty cell, one moving onto an empty cell a stone`},
		{"knight", "o", 'x', `onto "o" with leave 'x': positions would repeat; a stone moving onto stones must leave an empty cell, one moving onto an empty cell a stone`},
	} {
		if _, err := NewGenClobber(s, "g", c.dirs, c.onto, c.leave, false); err == nil || err.Error() != c.want {
			t.Errorf("NewGenClobber(%q, %q, %q) = %v, want %s", c.dirs, c.onto, c.leave, err, c.want)
		}
	}
	// The named variants are GenClobber with their parameters: the same
	// values on random boards.
	rng := rand.New(rand.NewSource(7))
	for _, v := range clobberVariants {
		dirs := map[int]string{4: "orthogonal", 8: "compass"}[len(v.dirs)]
		if v.name == "diagonal-clobber" {
			dirs = "diagonal"
		}
		g, err := NewGenClobber(s, "g-"+v.name, dirs, v.onto, v.leave, v.slide)
		if err != nil {
			t.Fatal(err)
		}
		named, _ := New(v.name, s)
		for k := 0; k < 30; k++ {
			text := randomBoard(rng, 3, 3, "xxoo..#")
			rulesetstest.SameGame(t, s, fmt.Sprintf("%s(%q) as GenClobber", v.name, text), valueOf(t, g, text), valueOf(t, named, text))
		}
	}
}
