package builtins_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/impartial"
)

// naiveHeapGame builds the game of the heaps p of r by the definition: the
// form {P′…|P′…} over the positions one move reaches (a move replaces one
// heap by the heaps the ruleset's Moves lists), each in turn such a form,
// and also its nim value as the mex of its options' values, computed on
// the sums themselves rather than as a nim-sum of single heaps. Positions
// are memoized by their text.
type naiveHeapGame struct {
	r     *impartial.Ruleset
	store *games.Store
	form  map[string]games.ID
	mex   map[string]int
}

func (n *naiveHeapGame) of(p impartial.Position) (games.ID, int) {
	k := p.String()
	if id, ok := n.form[k]; ok {
		return id, n.mex[k]
	}
	var opts []games.ID
	seen := map[int]bool{}
	for i, h := range p {
		n.r.Moves(h, func(m []int) bool {
			heaps := append(append(append([]int{}, p[:i]...), p[i+1:]...), m...)
			id, g := n.of(impartial.NewPosition(heaps...))
			opts = append(opts, id)
			seen[g] = true
			return true
		})
	}
	g := 0
	for seen[g] {
		g++
	}
	id := n.store.NewForm(opts, opts)
	n.form[k], n.mex[k] = id, g
	return id, g
}

// TestHeapGamesAreTheirOptions: the game a position of heaps is read as
// wherever a game is taken (the nimber of its nim value, from
// games/impartial's nim values and the nim-sum) is the canonical form of
// the game built from the ruleset's options, on random positions of Nim,
// Kayles, Dawson's Kayles, Grundy's game and a subtraction game; its
// outcome and nim-value agree with the mex computed on the sums.
func TestHeapGamesAreTheirOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 1))
	for _, code := range []string{"nim", "0.77", "0.07", "4!.0", "sub{1,3,4}"} {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		naive := &naiveHeapGame{r: r, store: games.NewStore(), form: map[string]games.ID{}, mex: map[string]int{}}
		printer := games.Printer{Store: naive.store, Notation: games.Unicode}
		in := builtins.New()
		for range 25 {
			heaps := make([]int, 1+rng.IntN(3))
			for i := range heaps {
				heaps[i] = rng.IntN(10)
			}
			p := impartial.NewPosition(heaps...)
			form, mex := naive.of(p)
			canon, err := naive.store.Canonical(form)
			if err != nil {
				t.Fatal(err)
			}
			if v, ok := naive.store.NUSValue(canon); !ok || !v.X.IsZero() || v.U != 0 || v.M != uint64(mex) {
				t.Fatalf("%s %v: the canonical form %s is not *%d", code, heaps, printer.String(canon), mex)
			}
			sizes := strings.Trim(fmt.Sprint(heaps), "[]")
			pos := fmt.Sprintf("(heap %q %s)", code, sizes)
			outcome := "n"
			if mex == 0 {
				outcome = "p"
			}
			want := fmt.Sprintf("(%s %s %d)", printer.String(canon), outcome, mex)
			got := eval.Repr(evalIn(t, in, fmt.Sprintf("(list (canon %s) (outcome %s) (nim-value %s))", pos, pos, pos)))
			if got != want {
				t.Errorf("%s: (canon, outcome, nim-value) = %s, want %s from the options", pos, got, want)
			}
		}
	}
}
