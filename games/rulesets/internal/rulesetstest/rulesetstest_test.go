package rulesetstest

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/misere"
)

// recorder is a testing.TB that keeps the messages of Errorf.
type recorder struct {
	testing.TB
	msgs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

// TestNaive values small games whose values are known: a Nim heap of n
// is *n (Winning Ways ch. 2), n moves for Left alone are the integer n,
// and a heap of pointers listed for both players gives the same *n, each
// position valued once.
func TestNaive(t *testing.T) {
	s := games.NewStore()
	nim := &Naive[int]{Store: s, Key: strconv.Itoa, Moves: func(n int) (left, right []int) {
		for k := range n {
			left = append(left, k)
		}
		return left, left
	}}
	left := &Naive[int]{Store: s, Key: strconv.Itoa, Moves: func(n int) (l, r []int) {
		if n > 0 {
			l = []int{n - 1}
		}
		return l, nil
	}}
	heaps := make([]*int, 9)
	for i := range heaps {
		heaps[i] = new(int)
		*heaps[i] = i
	}
	moves := map[int]int{}
	ptr := &Naive[*int]{Store: s, Key: func(p *int) string { return strconv.Itoa(*p) }, Moves: func(p *int) (l, r []*int) {
		moves[*p]++
		l, r = append(l, heaps[:*p]...), append(r, heaps[:*p]...)
		return l, r
	}}
	for n := range 9 {
		SameGame(t, s, fmt.Sprintf("nim heap %d", n), nim.Value(t, n), s.Value(games.NUS{M: uint64(n)}))
		SameGame(t, s, fmt.Sprintf("%d moves for Left", n), left.Value(t, n), s.Integer(int64(n)))
		SameGame(t, s, fmt.Sprintf("nim heap %d of pointers", n), ptr.Value(t, heaps[n]), s.Value(games.NUS{M: uint64(n)}))
	}
	if nim.Len() != 9 || left.Len() != 9 {
		t.Errorf("%d and %d positions valued, want 9", nim.Len(), left.Len())
	}
	for n, k := range moves {
		if k != 1 {
			t.Errorf("heap %d: listed its moves %d times, want once", n, k)
		}
	}
}

// TestNaiveMisere values misère Nim heaps: the heap of n is the misère
// game whose options are the heaps below it, built here by MStore.Game
// directly.
func TestNaiveMisere(t *testing.T) {
	ms := misere.NewMStore()
	nv := &NaiveMisere[int]{Store: ms, Key: strconv.Itoa, Moves: func(n int) (opts []int) {
		for k := range n {
			opts = append(opts, k)
		}
		return opts
	}}
	var heaps []misere.MID
	for n := range 7 {
		heaps = append(heaps, ms.Game(append([]misere.MID(nil), heaps...)))
		SameMisere(t, ms, fmt.Sprintf("misère heap %d", n), nv.Value(n), heaps[n])
	}
	r := &recorder{}
	if SameMisere(r, ms, "heaps", heaps[1], heaps[2]) || len(r.msgs) != 1 {
		t.Errorf("two heaps the same: %q", r.msgs)
	}
}

// TestSameGame checks the verdicts and the messages.
func TestSameGame(t *testing.T) {
	s := games.NewStore()
	for _, c := range []struct {
		got, want string
		same      bool
		msg       string
	}{
		{"{1|0}", "{1|0}", true, ""},
		{"{0,*|0,*}", "*2", true, ""},
		{"1", "*", false, "one vs star: got 1, want * (got > want, want < got)"},
		{"*", "0", false, "one vs star: got *, want 0 (got ‖ want, want ‖ got)"},
		{"-1/2", "1/2", false, "one vs star: got -1/2, want 1/2 (got < want, want > got)"},
	} {
		r := &recorder{}
		same := SameGame(r, s, "one vs star", Game(t, s, c.got), Game(t, s, c.want))
		if same != c.same || strings.Join(r.msgs, "\n") != c.msg {
			t.Errorf("SameGame(%s, %s) = %v, %q; want %v, %q", c.got, c.want, same, r.msgs, c.same, c.msg)
		}
	}
	if got := Show(s, Game(t, s, "{2|{1|-1}}")); got != "{2|+-1}" {
		t.Errorf("Show: %q", got)
	}
}
