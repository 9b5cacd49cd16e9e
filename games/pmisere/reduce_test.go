package pmisere

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets"
)

// posTree is the Tree of sums of positions of one ruleset, a sum keyed by
// its positions' texts, sorted, joined by newlines (as the builtins'
// own).
type posTree struct {
	r   rulesets.Ruleset
	pos map[string]rulesets.Position
}

func (t *posTree) key(ps ...rulesets.Position) string {
	var texts []string
	for _, p := range ps {
		if l, r := t.r.Options(p); len(l)+len(r) == 0 {
			continue
		}
		t.pos[p.String()] = p
		texts = append(texts, p.String())
	}
	slices.Sort(texts)
	return strings.Join(texts, "\n")
}

func (t *posTree) Options(k string) (left, right []string, err error) {
	if k == "" {
		return nil, nil, nil
	}
	var ps []rulesets.Position
	for _, s := range strings.Split(k, "\n") {
		ps = append(ps, t.pos[s])
	}
	for i, p := range ps {
		l, r := t.r.Options(p)
		rest := slices.Delete(slices.Clone(ps), i, i+1)
		for _, o := range l {
			left = append(left, t.key(append(slices.Clone(rest), o)...))
		}
		for _, o := range r {
			right = append(right, t.key(append(slices.Clone(rest), o)...))
		}
	}
	return left, right, nil
}

// randomBoard returns a Domineering board of up to 3×3 cells, some of
// them off the board.
func randomBoard(rng *rand.Rand) string {
	rows, cols := 1+rng.Intn(3), 1+rng.Intn(3)
	var b strings.Builder
	for i := range rows {
		if i > 0 {
			b.WriteByte('|')
		}
		for range cols {
			if rng.Intn(5) == 0 {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// TestReducedWinsDomineering compares the outcome of sums of two and
// three Domineering positions (dead-ending: a player who cannot place a
// domino never can again) searched as they are and searched with each
// position replaced by its canonical form modulo E: the same outcome on
// every sum (the differential rule), and fewer positions visited.
func TestReducedWinsDomineering(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(36))
	s := games.NewStore()
	mods := map[Universe]*Modulo{Dicot: NewModulo(s, Dicot), DeadEnding: NewModulo(s, DeadEnding)}
	modulo := func(u Universe) *Modulo { return mods[u] }
	dom := rulesets.NewDomineering(s)
	var plainVisits, reducedVisits, reduced int
	for i := range 80 {
		pt := &posTree{r: dom, pos: map[string]rulesets.Position{}}
		var ps []rulesets.Position
		for range 2 + i%2 {
			p, err := dom.Parse(randomBoard(rng))
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
		plain := NewSearch[string](pt)
		plain.Work = func(n int) error { plainVisits += n; return nil }
		want, err := plain.Wins(pt.key(ps...))
		if err != nil {
			t.Fatal(err)
		}
		var keys []string
		for _, p := range ps {
			if k := pt.key(p); k != "" {
				keys = append(keys, k)
			}
		}
		r, ok, err := ReducedWins[string](pt, keys, s, modulo, nil)
		if err != nil || !ok {
			t.Fatalf("sum %d: no reduced answer (ok %v, err %v)", i, ok, err)
		}
		if r.Wins != want {
			t.Fatalf("sum %d (%q): reduced %v, searched as it is %v", i, keys, r.Wins, want)
		}
		reduced++
		reducedVisits += r.Visited
	}
	t.Logf("%d sums: %d positions visited as they are, %d reduced", reduced, plainVisits, reducedVisits)
	if reducedVisits >= plainVisits {
		t.Errorf("the reduced searches visited %d positions, the plain ones %d", reducedVisits, plainVisits)
	}
}

// TestReducedWinsForms does the same on sums of two and three random
// dicots of day 3, and of two random dead-ending games, as forms.
func TestReducedWinsForms(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(37))
	s := games.NewStore()
	mods := map[Universe]*Modulo{Dicot: NewModulo(s, Dicot), DeadEnding: NewModulo(s, DeadEnding)}
	modulo := func(u Universe) *Modulo { return mods[u] }
	class := NewClassifier[games.ID](Forms{s})
	dicots := dicotsBornBy2(s)
	dead := deadEndingBornBy2(s, class)
	plain := NewSearch[Key](Games{s})
	counts := map[Universe]int{}
	for i := range 200 {
		var ids []games.ID
		for range 2 + i%2 {
			if i%4 < 2 {
				ids = append(ids, randomDicot(rng, s, dicots, 3))
			} else {
				ids = append(ids, randomDeadEnding(rng, s, class, dead, 2))
			}
		}
		ids = slices.DeleteFunc(ids, func(id games.ID) bool { return id == games.Zero })
		want, err := plain.Wins(SumKey(ids...))
		if err != nil {
			t.Fatal(err)
		}
		r, ok, err := ReducedWins[games.ID](Forms{s}, ids, s, modulo, nil)
		if err != nil || !ok {
			t.Fatalf("sum %d: no reduced answer (ok %v, err %v)", i, ok, err)
		}
		if r.Wins != want {
			t.Fatalf("sum %d %v: reduced %v, searched as it is %v", i, ids, r.Wins, want)
		}
		counts[r.Universe]++
	}
	if counts[Dicot] < 50 || counts[DeadEnding] < 50 {
		t.Errorf("sums reduced modulo each universe: %v", counts)
	}
	// A sum of games in no common universe is not reduced: {|1} is a Left
	// end from which Left can move again.
	bad := s.NewForm(nil, []games.ID{s.Integer(1)})
	if _, ok, _ := ReducedWins[games.ID](Forms{s}, []games.ID{bad, bad}, s, modulo, nil); ok {
		t.Error("a sum of games that are not dead-ending was reduced")
	}
}
