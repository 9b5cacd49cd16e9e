package tree

import (
	"math/rand/v2"
	"slices"
	"testing"

	"cgcalc/games"
)

// randomForms returns n random forms born by day 3 or 4, built as forms
// (not canonical): options drawn from the games of earlier days, repeats
// and dominated options included, so that every mark occurs.
func randomForms(s *games.Store, rng *rand.Rand, n int) []games.ID {
	days := [][]games.ID{{s.NewForm(nil, nil)}}
	for d := 1; d <= 3; d++ {
		var pool []games.ID
		for _, day := range days {
			pool = append(pool, day...)
		}
		var next []games.ID
		for range 12 {
			pick := func() []games.ID {
				var o []games.ID
				for range rng.IntN(4) {
					o = append(o, pool[rng.IntN(len(pool))])
				}
				return o
			}
			next = append(next, s.NewForm(pick(), pick()))
		}
		days = append(days, next)
	}
	var pool []games.ID
	for _, day := range days {
		pool = append(pool, day...)
	}
	out := make([]games.ID, n)
	for i := range out {
		pick := func() []games.ID {
			var o []games.ID
			for range 1 + rng.IntN(4) {
				o = append(o, pool[rng.IntN(len(pool))])
			}
			return o
		}
		out[i] = s.NewForm(pick(), pick())
	}
	return out
}

// rel returns the relation of a and b, failing the test on an error.
func rel(t *testing.T, s *games.Store, a, b games.ID) games.Relation {
	t.Helper()
	r, err := s.Compare(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// canon returns g's canonical form, failing the test on an error.
func canon(t *testing.T, s *games.Store, g games.ID) games.ID {
	t.Helper()
	c, err := s.Canonical(g)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestMarksAgainstDefinitions expands random forms and checks every mark
// against its plain definition, computed here by the relations of the
// values (Store.Compare), and the value-preserving operations the marks
// stand for (ONAG ch. 10): deleting the dominated options, or bypassing a
// reversible option (replacing a Left option G^L reversible through
// G^LR ≤ G by the Left options of G^LR), leaves the value unchanged. The
// sensible options are compared with Store.SensibleMoves and the winning
// ones with Store.WinningMoves, on the form whose options are the values.
func TestMarksAgainstDefinitions(t *testing.T) {
	s := games.NewStore()
	rng := rand.New(rand.NewPCG(7, 11))
	seen := map[string]int{}
	for _, g := range randomForms(s, rng, 300) {
		tr, err := New(s, Forms{s}, g, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if err := tr.Expand(tr.Root); err != nil {
			t.Fatal(err)
		}
		gc := canon(t, s, g)
		if tr.Root.Value != gc {
			t.Fatalf("root value %d, canonical form %d", tr.Root.Value, gc)
		}
		for _, left := range []bool{true, false} {
			os := tr.Root.Left
			if !left {
				os = tr.Root.Right
			}
			// good(a, b): a is at least as good as b for the player.
			good := func(a, b games.ID) bool {
				r := rel(t, s, a, b)
				if left {
					return r == games.Greater || r == games.Equal
				}
				return r == games.Less || r == games.Equal
			}
			var kept, values []games.ID
			for i, o := range os {
				values = append(values, o.Value)
				if o.Value != canon(t, s, o.Pos) {
					t.Fatalf("option %d: value %d, not its canonical form", i, o.Value)
				}
				dominated := false
				for j, p := range os {
					if j != i && good(p.Value, o.Value) && (j < i || !good(o.Value, p.Value)) {
						dominated = true
					}
				}
				if o.Dominated != dominated {
					t.Errorf("option %d of %d: dominated %v, want %v", i, g, o.Dominated, dominated)
				}
				if !dominated {
					kept = append(kept, o.Value)
				}
				// Reversible through an answer in the option's canonical form.
				ol, or, _ := s.Options(o.Value)
				answers := or
				if !left {
					answers = ol
				}
				var through []games.ID
				for _, a := range answers {
					// Left's option reverses through a ≤ G, Right's through a ≥ G.
					if r := rel(t, s, a, gc); r == games.Equal || left && r == games.Less || !left && r == games.Greater {
						through = append(through, a)
					}
				}
				if o.Reversible != (len(through) > 0) {
					t.Errorf("option %d of %d: reversible %v, answers %v", i, g, o.Reversible, through)
				}
				if len(through) > 0 {
					bypassed(t, s, tr.Root, left, i, through[0], gc)
				}
				for _, m := range o.Marks() {
					seen[m]++
				}
			}
			// Deleting the dominated options keeps the value.
			lv, rv := optionValues(tr.Root.Left), optionValues(tr.Root.Right)
			if left {
				lv = kept
			} else {
				rv = kept
			}
			if c := canonOf(t, s, lv, rv); c != gc {
				t.Errorf("%d: without the dominated options of the %v side, %d, not %d", g, left, c, gc)
			}
			// Sensible: CGSuite's definition, for each canonical option K
			// the first option at least as good as K.
			cl, cr, _ := s.Options(gc)
			ks := cl
			if !left {
				ks = cr
			}
			sensible := make([]bool, len(os))
			for _, k := range ks {
				i := slices.IndexFunc(values, func(v games.ID) bool { return good(v, k) })
				if i < 0 {
					t.Fatalf("%d: no option as good as the canonical option %d", g, k)
				}
				sensible[i] = true
			}
			// Winning: against the store's winning moves of the form of values.
			win, err := s.WinningMoves(s.NewForm(optionValues(tr.Root.Left), optionValues(tr.Root.Right)), left)
			if err != nil {
				t.Fatal(err)
			}
			for i, o := range os {
				if o.Sensible != sensible[i] {
					t.Errorf("option %d of %d: sensible %v, want %v", i, g, o.Sensible, sensible[i])
				}
				if want := slices.Contains(win, o.Value); o.Winning != want {
					t.Errorf("option %d of %d: winning %v, want %v", i, g, o.Winning, want)
				}
			}
		}
	}
	for _, m := range []string{"winning", "sensible", "dominated", "reversible"} {
		if seen[m] < 20 {
			t.Errorf("the mark %q occurred %d times: the random forms miss it", m, seen[m])
		}
	}
	t.Logf("marks: %v", seen)
}

// optionValues returns the values of options.
func optionValues[P any](os []*Option[P]) []games.ID {
	v := make([]games.ID, len(os))
	for i, o := range os {
		v[i] = o.Value
	}
	return v
}

// canonOf returns the canonical form of {left|right}.
func canonOf(t *testing.T, s *games.Store, left, right []games.ID) games.ID {
	t.Helper()
	c, err := s.FromOptions(left, right)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// bypassed checks that replacing option i of the root (Left's when left)
// by the answer a's options of the same player keeps the value gc.
func bypassed(t *testing.T, s *games.Store, root *Node[games.ID], left bool, i int, a, gc games.ID) {
	t.Helper()
	al, ar, err := s.Options(a)
	if err != nil {
		t.Fatal(err)
	}
	lv, rv := optionValues(root.Left), optionValues(root.Right)
	if left {
		lv = slices.Concat(lv[:i], lv[i+1:], al)
	} else {
		rv = slices.Concat(rv[:i], rv[i+1:], ar)
	}
	if c := canonOf(t, s, lv, rv); c != gc {
		t.Errorf("bypassing option %d (left %v) through %d: %d, not %d", i, left, a, c, gc)
	}
}

// TestGrow grows trees to depths 1 to 3 and counts their nodes against
// the options listed: with all, every option of every node above the
// last level is expanded; without, only the sensible ones. A bound on
// the nodes stops the growth with Capped set and the bound kept.
func TestGrow(t *testing.T) {
	s := games.NewStore()
	rng := rand.New(rand.NewPCG(3, 5))
	for _, g := range randomForms(s, rng, 40) {
		for depth := 1; depth <= 3; depth++ {
			for _, all := range []bool{true, false} {
				tr, err := New(s, Forms{s}, g, 1<<20)
				if err != nil {
					t.Fatal(err)
				}
				if err := tr.Grow(depth, all); err != nil {
					t.Fatal(err)
				}
				if n := count(t, s, g, depth, all, tr.Root, true); n != tr.Nodes {
					t.Errorf("%d depth %d all %v: %d nodes counted, the tree says %d", g, depth, all, n, tr.Nodes)
				}
			}
		}
		tr, _ := New(s, Forms{s}, g, 3)
		if err := tr.Grow(3, true); err != nil {
			t.Fatal(err)
		}
		if tr.Nodes > 3 {
			t.Errorf("%d: %d nodes, over the bound 3", g, tr.Nodes)
		}
		l, r, _ := s.Options(g)
		if len(l)+len(r) > 2 && !tr.Capped {
			t.Errorf("%d: %d options and a bound of 3 nodes, not capped", g, len(l)+len(r))
		}
	}
}

// count counts the nodes a tree of g grown to depth must have, from the
// store's options (the plain listing), checking n is expanded exactly
// when it must be.
func count(t *testing.T, s *games.Store, g games.ID, depth int, all bool, n *Node[games.ID], grown bool) int {
	t.Helper()
	if n.Pos != g {
		t.Fatalf("node %d, want %d", n.Pos, g)
	}
	if want := grown && n.Depth < depth; n.Expanded != want {
		t.Fatalf("node %d at depth %d: expanded %v, want %v", g, n.Depth, n.Expanded, want)
	}
	if !n.Expanded {
		return 1
	}
	l, r, _ := s.Options(g)
	c := 1
	for k, os := range [][]*Option[games.ID]{n.Left, n.Right} {
		ps := l
		if k == 1 {
			ps = r
		}
		if len(os) != len(ps) {
			t.Fatalf("node %d: %d options, the store lists %d", g, len(os), len(ps))
		}
		for i, o := range os {
			c += count(t, s, ps[i], depth, all, o.Node, all || o.Sensible)
		}
	}
	return c
}
