package rulesets

import (
	"reflect"
	"strings"
	"testing"
)

// TestTurningModifierGroup checks CGSuite 2.x's notation of a turning code,
// one group of modifiers at its end for every element, against the older
// notation of the same codes. The pairs are the two versions of CGSuite's
// GameHeapTest.scala ("define Spawning properly" and "define other heap
// games properly"), which name the same games (Mock Turtle Fives, Triplet
// Fives, Ruler, Ruler Fives, Turnips, Grunt, Sym) in the two notations.
func TestTurningModifierGroup(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ group, old string }{
		{"1,2,3(5)", "1-3C(5)"},
		{"3(5)", "3C(5)"},
		{"1+(C)", "1+C"},
		{"1,2,3,4,5(C)", "1-5C"},
		{"3(E)", "3E"},
		{"4(FS)", "4FS"},
		{"1+(S)", "1+S"},
		{"1,2,3", "1-3"},
	} {
		got, err := parseTurningCode(c.group, 0)
		if err != nil {
			t.Errorf("%s: %v", c.group, err)
			continue
		}
		want, err := parseTurningCode(c.old, 0)
		if err != nil {
			t.Fatalf("%s: %v", c.old, err)
		}
		// The same moves: the elements 1,2,3 and the range 1-3 turn the
		// same numbers of coins, so compare the moves of heaps up to 12.
		a, b := &spawning{elems: got}, &spawning{elems: want}
		for n := 1; n <= 12; n++ {
			if ma, mb := spawnMoves(a, n), spawnMoves(b, n); !reflect.DeepEqual(ma, mb) {
				t.Errorf("%s vs %s, heap %d: %v, want %v", c.group, c.old, n, ma, mb)
			}
		}
	}
	for _, c := range []struct{ code, msg string }{
		{"1-3(C", "the end where ')' is expected"},
		{"1(C)X", `"X" after the group of modifiers, which ends the code`},
		{"1(0)", "(0) allows no move"},
		{"1(Q)", `"Q" is not a modifier (C, E, S or F) of the group`},
		{"1()", "an empty group of modifiers"},
	} {
		_, err := parseTurningCode(c.code, 0)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want %q", c.code, err, c.msg)
		}
	}
}

// spawnMoves lists the moves of a heap of n as a set of the coins each
// spawns.
func spawnMoves(sp *spawning, n int) map[string]bool {
	out := map[string]bool{}
	sp.moves(n, func(spawned []int) bool {
		key := ""
		for _, c := range spawned {
			key += string(rune('a'+c)) + ","
		}
		out[key] = true
		return true
	})
	return out
}
