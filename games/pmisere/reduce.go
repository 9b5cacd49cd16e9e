package pmisere

import "cgcalc/games"

// The misère outcome of a sum of positions of any Tree, searched with the
// reductions of a universe: when every summand is a dicot, or every one
// is dead-ending, each is made a form of the store (its game tree, option
// for option) and replaced by its canonical form modulo that universe,
// and the sum of the canonical forms is searched. This is sound: a game
// and its canonical form are equal modulo the universe, so each sum with
// games of the universe (the other summands among them) has the same
// outcome with either.

// Reduced is the answer of ReducedWins and its account.
type Reduced struct {
	Wins       Wins
	Universe   Universe
	Components int // positions of the summands made forms
	Visited    int // positions (and players to move) the search of the sum visited
}

// ReducedWins returns the misère outcome of the sum of the positions
// keys of t by the reductions of a universe, the calculators modulo
// each universe given by modulo; ok is false when they do not apply: no
// universe holds every summand. Work, when not nil, is told of the work
// done, as Search.Work.
func ReducedWins[K comparable](t Tree[K], keys []K, s *games.Store, modulo func(Universe) *Modulo, work func(int) error) (r Reduced, ok bool, err error) {
	cl := NewClassifier[K](t)
	cl.Work = work
	found := false
	for _, u := range []Universe{Dicot, DeadEnding} {
		all := true
		for _, k := range keys {
			in, err := cl.In(u, k)
			if err != nil {
				return r, false, err
			}
			if !in {
				all = false
				break
			}
		}
		if all {
			r.Universe, found = u, true
			break
		}
	}
	if !found {
		return r, false, nil
	}
	forms := map[K]games.ID{}
	var form func(k K) (games.ID, error)
	form = func(k K) (games.ID, error) {
		if id, ok := forms[k]; ok {
			return id, nil
		}
		if work != nil {
			if err := work(1); err != nil {
				return 0, err
			}
		}
		l, rr, err := t.Options(k)
		if err != nil {
			return 0, err
		}
		side := func(os []K) ([]games.ID, error) {
			ids := make([]games.ID, len(os))
			for i, o := range os {
				if ids[i], err = form(o); err != nil {
					return nil, err
				}
			}
			return ids, nil
		}
		ls, err := side(l)
		if err != nil {
			return 0, err
		}
		rs, err := side(rr)
		if err != nil {
			return 0, err
		}
		id := s.NewForm(ls, rs)
		forms[k] = id
		return id, nil
	}
	m := modulo(r.Universe)
	ids := make([]games.ID, len(keys))
	for i, k := range keys {
		f, err := form(k)
		if err != nil {
			return r, false, err
		}
		if ids[i], err = m.Canonical(f); err != nil {
			return r, false, err
		}
	}
	r.Components = len(forms)
	search := NewSearch[Key](Games{s})
	search.Work = func(n int) error {
		r.Visited += n
		if work != nil {
			return work(n)
		}
		return nil
	}
	r.Wins, err = search.Wins(SumKey(ids...))
	return r, err == nil, err
}
