package misere

import (
	"context"
	"errors"
	"testing"

	"cgcalc/games/impartial"
)

// TestSearchWorkAtLeast: the bound is a lower bound on the work of the
// search it predicts, checked against the search itself (Genus, whose
// work counter counts the options it examines): for every position of at
// most 3 heaps of at most 12 (Nim: 7; Guiles and Grundy's game, whose small
// heaps are adders: 24) under several rulesets, in an
// analyzer whose memo grows as the positions go, so that memoised keys
// are met too; and for the search of every option of the position (the
// followers bound, as winning moves use it).
func TestSearchWorkAtLeast(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"0.07", "0.77", "0.137", "0.15", "0.123", "0.34", "4!.0", "nim"} {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		top := 12
		switch code {
		case "nim":
			top = 7
		case "0.15", "4!.0": // their small heaps are all adders: keys are empty
			top = 24
		}
		a := NewAnalyzer(r)
		checked, positive := 0, 0
		nimPositions(3, top, func(heaps []int) {
			p := impartial.NewPosition(heaps...)
			for _, followers := range []bool{false, true} {
				a.SetWorkLimit(0) // counts from 0, no bound
				lb, err := a.SearchWorkAtLeast(ctx, p, 1<<40, followers)
				if err != nil {
					t.Fatalf("%s %v: %v", code, heaps, err)
				}
				before := a.Work() // preparing the heap tables
				if followers {
					for i, h := range p {
						r.Moves(h, func(m []int) bool {
							o := append(append(append([]int{}, p[:i]...), p[i+1:]...), m...)
							_, err = a.Genus(ctx, impartial.NewPosition(o...))
							return err == nil
						})
					}
				} else {
					_, err = a.Genus(ctx, p)
				}
				if err != nil {
					t.Fatalf("%s %v: %v", code, heaps, err)
				}
				if w := a.Work() - before; lb > w {
					t.Errorf("%s %v (followers %v): bound %d, but the search examined %d options", code, heaps, followers, lb, w)
				}
				checked++
				if lb > 0 {
					positive++
				}
			}
		})
		if positive == 0 {
			t.Errorf("%s: every bound of %d was 0", code, checked)
		}
	}
}

// TestSearchRefusedByBound: Dawson's Kayles (0.07) heap 200 needs far more
// than a million options (its followers include every partition of up to
// 198 counters into heaps split off by the moves; Plambeck 2005, §10.1.1,
// has no quotient for it), so the bound passes a limit of 10^6, while the
// walk that finds it looks at no more options than the limit (a count,
// not a time), and no genus is computed. The search under that limit does
// fail, as the bound says. Under -short the limit is 2·10^5, the same
// checks on a fifth of the work.
func TestSearchRefusedByBound(t *testing.T) {
	t.Parallel()
	r, err := impartial.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	limit := 1_000_000
	if testing.Short() {
		limit = 200_000
	}
	for _, heaps := range [][]int{{200}, {100, 120}, {60, 61, 62, 63}} {
		a := NewAnalyzer(r)
		for _, followers := range []bool{false, true} {
			lb, err := a.SearchWorkAtLeast(context.Background(), impartial.NewPosition(heaps...), limit, followers)
			if err != nil {
				t.Fatal(err)
			}
			if lb <= limit {
				t.Errorf("%v (followers %v): bound %d, want over %d", heaps, followers, lb, limit)
			}
			extra := 0
			if followers {
				for _, h := range heaps {
					extra += len(a.heaps[h].moves)
				}
			}
			if a.boundWalk > limit+extra {
				t.Errorf("%v (followers %v): the bound looked at %d options, more than %d", heaps, followers, a.boundWalk, limit+extra)
			}
			if a.Positions() > 100 {
				t.Errorf("%v: %d genera computed by the bound (the heap tables' classification only)", heaps, a.Positions())
			}
		}
		a.SetWorkLimit(limit)
		if _, err := a.Genus(context.Background(), impartial.NewPosition(heaps...)); !errors.Is(err, ErrWorkLimit) {
			t.Errorf("%v: the search under %d options: %v, want ErrWorkLimit", heaps, limit, err)
		}
	}
}

// TestSearchWorkAtLeastFresh: the bound of a search from an empty memo,
// where a follower is reached by several orders of the same moves (Nim's
// 3+5+7 reaches 2+4+7 by 3→2 then 5→4 and by 5→4 then 3→2): the walk must
// count each key once, as the search expands it once (its proof's
// "keys are told apart"), and the bound stays at most the search's work.
// From an empty memo the bound of the search of p itself is that work
// exactly: the walk meets the keys the search expands, and no others.
// TestSearchWorkAtLeast's memo grows as its positions go, so most of its
// followers are memoised and such paths are rare there.
func TestSearchWorkAtLeastFresh(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		code  string
		heaps []int
	}{
		{"nim", []int{3, 5, 7}},
		{"nim", []int{4, 4, 6, 6}},
		{"0.07", []int{10, 11, 12}},
		{"0.77", []int{6, 7, 9}},
		{"0.137", []int{8, 9, 9}},
	} {
		r, _ := impartial.Parse(c.code)
		for _, followers := range []bool{false, true} {
			a := NewAnalyzer(r)
			p := impartial.NewPosition(c.heaps...)
			lb, err := a.SearchWorkAtLeast(ctx, p, 1<<40, followers)
			if err != nil {
				t.Fatal(err)
			}
			a.SetWorkLimit(0)
			if followers {
				for i, h := range p {
					r.Moves(h, func(m []int) bool {
						o := append(append(append([]int{}, p[:i]...), p[i+1:]...), m...)
						_, err = a.Genus(ctx, impartial.NewPosition(o...))
						return err == nil
					})
				}
			} else {
				_, err = a.Genus(ctx, p)
			}
			if err != nil {
				t.Fatal(err)
			}
			w := a.Work()
			if lb > w || lb == 0 || !followers && lb != w {
				t.Errorf("%s %v (followers %v): bound %d, the search examined %d options", c.code, c.heaps, followers, lb, w)
			}
		}
	}
}
