package tree

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// TestBestAgainstDefinitions: on random forms, Best's move is a winning
// option whenever one exists (its value ≥ 0 for Left, ≤ 0 for Right, by
// Store.Compare); otherwise an option no other is better than, whose mean
// is the best of those options' (Store.Mean).
func TestBestAgainstDefinitions(t *testing.T) {
	s := games.NewStore()
	rng := rand.New(rand.NewPCG(17, 19))
	zero := s.Integer(0)
	for _, g := range randomForms(s, rng, 300) {
		for _, left := range []bool{true, false} {
			tr, _ := New(s, Forms{s}, g, 1000)
			b, err := tr.Best(tr.Root, left)
			if err != nil {
				t.Fatal(err)
			}
			os := tr.Root.Left
			if !left {
				os = tr.Root.Right
			}
			if len(os) == 0 {
				if b != nil {
					t.Errorf("%d: a move with no options", g)
				}
				continue
			}
			// wins: v is a winning option's value.
			wins := func(v games.ID) bool {
				r := rel(t, s, v, zero)
				return r == games.Equal || left && r == games.Greater || !left && r == games.Less
			}
			anyWin := false
			for _, o := range os {
				anyWin = anyWin || wins(o.Value)
			}
			if anyWin {
				if !wins(b.Value) {
					t.Errorf("%d (left %v): a winning move exists, Best chose %d", g, left, b.Value)
				}
				continue
			}
			mean := func(v games.ID) games.Dyadic {
				m, err := s.Mean(v)
				if err != nil {
					t.Fatal(err)
				}
				return m
			}
			for j, p := range os {
				r := rel(t, s, p.Value, b.Value)
				better := left && r == games.Greater || !left && r == games.Less
				if better {
					t.Errorf("%d (left %v): option %d is better than Best's", g, left, j)
				}
				if dominated := p.Dominated; !dominated {
					c := mean(p.Value).Cmp(mean(b.Value))
					if left && c > 0 || !left && c < 0 {
						t.Errorf("%d (left %v): option %d has a better mean than Best's", g, left, j)
					}
				}
			}
		}
	}
}

// rulesetSource is the Source of a ruleset's positions.
type rulesetSource struct{ r rulesets.Ruleset }

func (s rulesetSource) Options(p rulesets.Position) (l, r []rulesets.Position, err error) {
	l, r = s.r.Options(p)
	return l, r, nil
}

func (s rulesetSource) Value(p rulesets.Position) (games.ID, error) { return s.r.Value(p) }

// winsFirst reports whether the player (Left when left) wins p moving
// first, by minimax over the ruleset's options: some move after which the
// opponent, moving first, does not win.
func winsFirst(r rulesets.Ruleset, p rulesets.Position, left bool, memo map[string]bool) bool {
	key := p.String()
	if left {
		key = "L" + key
	}
	if w, ok := memo[key]; ok {
		return w
	}
	l, rr := r.Options(p)
	os := l
	if !left {
		os = rr
	}
	w := false
	for _, q := range os {
		if !winsFirst(r, q, !left, memo) {
			w = true
			break
		}
	}
	memo[key] = w
	return w
}

// TestBestPlaysPerfectly plays random small Domineering and Clobber
// positions to the end, Best against Best, and checks each move by
// minimax: whenever the mover can win (moving first), Best's move leaves
// a position the opponent loses moving first.
func TestBestPlaysPerfectly(t *testing.T) {
	s := games.NewStore()
	rng := rand.New(rand.NewPCG(5, 8))
	for _, c := range []struct {
		name  string
		cells string
	}{{"domineering", "..#"}, {"clobber", "xo."}} {
		r, ok := rulesets.New(c.name, s)
		if !ok {
			t.Fatal(c.name)
		}
		memo := map[string]bool{}
		for range 40 {
			h, w := 1+rng.IntN(3), 1+rng.IntN(4)
			var rows []string
			for range h {
				var b strings.Builder
				for range w {
					b.WriteByte(c.cells[rng.IntN(len(c.cells))])
				}
				rows = append(rows, b.String())
			}
			p, err := r.Parse(strings.Join(rows, "|"))
			if err != nil {
				t.Fatal(err)
			}
			left := rng.IntN(2) == 0
			for moves := 0; ; moves++ {
				tr, err := New[rulesets.Position](s, rulesetSource{r}, p, 1<<16)
				if err != nil {
					t.Fatal(err)
				}
				b, err := tr.Best(tr.Root, left)
				if err != nil {
					t.Fatal(err)
				}
				can := winsFirst(r, p, left, memo)
				if b == nil {
					if can {
						t.Fatalf("%s %s: no move, yet minimax wins", c.name, p)
					}
					break
				}
				if can && winsFirst(r, b.Pos, !left, memo) {
					t.Fatalf("%s %s (left %v): Best moved to %s, which the opponent wins", c.name, p, left, b.Pos)
				}
				p, left = b.Pos, !left
			}
		}
	}
}

// TestBestWinsOverMean: a winning move comes before a better mean. In
// {0, {20|-18} | } Left's move to {20|-18} (mean 1, confused with 0: Right
// moving first wins it) loses, her move to 0 wins.
func TestBestWinsOverMean(t *testing.T) {
	s := games.NewStore()
	hot := s.NewForm([]games.ID{s.Integer(20)}, []games.ID{s.Integer(-18)})
	g := s.NewForm([]games.ID{hot, s.Integer(0)}, nil)
	tr, _ := New(s, Forms{s}, g, 100)
	b, err := tr.Best(tr.Root, true)
	if err != nil {
		t.Fatal(err)
	}
	if b == nil || b.Pos != s.Integer(0) {
		t.Errorf("Best chose %v, not the move to 0", b)
	}
}
