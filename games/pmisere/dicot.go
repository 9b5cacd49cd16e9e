package pmisere

import (
	"fmt"
	"slices"

	"cgcalc/games"
)

// Comparison and canonical forms modulo the dicot universe D: G ≥ H
// (mod D) when o(G + X) ≥ o(H + X) for every dicot X, outcomes ordered
// L > N, P > R (Dorbec, Renault, Siegel and Sopena 2015). Section and
// theorem numbers are given only where they could be read: Theorem 4 of
// Larsson, Nowakowski and Santos is numbered so by Davies and Yadav,
// "Invertibility in the misère multiverse" (arXiv:2410.06924), who cite it.
//
// The test is the absolute comparison test of Larsson, Nowakowski and
// Santos ("Absolute combinatorial game theory", arXiv:1606.01975,
// Theorem 4, for a universe closed under sums, options, conjugates and
// "dicotic closure", of which D is one), as Larsson, Milley, Nowakowski,
// Renault and Santos ("Recursive comparison tests for dicot and
// dead-ending games under misère play", Integers 2021, a chapter of De
// Gruyter's Combinatorial Game Theory, doi:10.1515/9783110755411-016)
// apply it to D: G ≥ H (mod D) if and only if
//
//   - (maintenance) for every H^L there is a G^L ≥ H^L or an H^{LR} ≤ G,
//     and for every G^R there is an H^R ≤ G^R or a G^{RL} ≥ H; and
//   - (proviso) o_L(G + X) ≥ o_L(H + X) for every Left end X of D and
//     o_R(G + X) ≥ o_R(H + X) for every Right end X of D, where o_L and
//     o_R are the outcomes with Left and with Right to move first. The
//     only end of D is 0, so this is o_L(G) ≥ o_L(H) and o_R(G) ≥ o_R(H).
//
// The same test with the proviso over the ends of the dead-ending
// universe E compares modulo E (deadending.go).
//
// The differential tests check it against the definition: outcomes of
// G + X and H + X over every dicot X born by day 2 and random ones of day
// 3 (dicot_test.go).
//
// Canonical forms: options are made canonical, then dominated options are
// removed (a Left option G^{L1} ≤ G^{L2}, a Right option G^{R1} ≥ G^{R2})
// and reversible ones bypassed (a Left option G^{L1} with a G^{L1R1} ≤ G is
// replaced by the Left options of G^{L1R1}, and dually), until neither
// applies. A Left option reversible through the end 0 (G^{L1R1} = 0 ≤ G)
// cannot be replaced by the options of 0, none, without making G an end;
// it is removed when G keeps another Left option, or else replaced by 0
// or by *, each only when the comparison test says the result equals G
// (mod D), and kept otherwise (modulo E, see endReversals). That the
// forms are then unique (equal modulo the universe exactly when they are
// the same form) is checked by the tests on random games, not proved
// here.

// Modulo compares and simplifies games of a store modulo a universe,
// the dicots or the dead-ending games, remembering what it has found.
type Modulo struct {
	Store    *games.Store
	Universe Universe
	search   *Search[games.ID]
	sums     *Search[Key] // sums with the waiting games (deadending.go)
	class    *Classifier[games.ID]
	geq      map[[2]games.ID]bool
	canon    map[games.ID]games.ID
	height   map[games.ID]int
	waiting  map[int]games.ID
	star     games.ID
}

// Dicots is a calculator modulo the dicot universe (NewDicots).
type Dicots = Modulo

// Forms is the Tree of a store's games, each played as the store lists
// its options (as Games, for one game rather than a sum).
type Forms struct{ Store *games.Store }

// Options lists g's options as the store gives them.
func (t Forms) Options(g games.ID) (left, right []games.ID, err error) {
	return t.Store.Options(g)
}

// NewDicots returns a calculator modulo the dicots on s.
func NewDicots(s *games.Store) *Modulo { return NewModulo(s, Dicot) }

// NewModulo returns a calculator modulo the universe u on s.
func NewModulo(s *games.Store, u Universe) *Modulo {
	return &Modulo{
		Store:    s,
		Universe: u,
		search:   NewSearch[games.ID](Forms{s}),
		sums:     NewSearch[Key](Games{s}),
		class:    NewClassifier[games.ID](Forms{s}),
		geq:      map[[2]games.ID]bool{},
		canon:    map[games.ID]games.ID{},
		height:   map[games.ID]int{},
		waiting:  map[int]games.ID{},
		star:     s.NewForm([]games.ID{games.Zero}, []games.ID{games.Zero}),
	}
}

// SetWork sets the function told of the work done (see Search.Work).
func (d *Modulo) SetWork(f func(int) error) {
	d.search.Work = f
	d.sums.Work = f
	d.class.Work = f
}

// Wins returns g's misère outcome (as Search.Wins).
func (d *Modulo) Wins(g games.ID) (Wins, error) { return d.search.Wins(g) }

// IsDicot reports whether g is a dicot.
func (d *Modulo) IsDicot(g games.ID) (bool, error) { return d.class.IsDicot(g) }

// In reports whether g belongs to the calculator's universe.
func (d *Modulo) In(g games.ID) (bool, error) { return d.class.In(d.Universe, g) }

// check returns an error unless every game given is in the universe.
func (d *Modulo) check(gs ...games.ID) error {
	for _, g := range gs {
		ok, err := d.In(g)
		if err != nil {
			return err
		}
		if !ok {
			return &NotInError{Game: g, Universe: d.Universe}
		}
	}
	return nil
}

// NotInError reports a game outside the universe asked for.
type NotInError struct {
	Game     games.ID
	Universe Universe
}

func (e *NotInError) Error() string {
	return fmt.Sprintf("game %d is not a %s game", e.Game, e.Universe)
}

// Geq reports whether g ≥ h modulo the universe. Both must be in it.
func (d *Modulo) Geq(g, h games.ID) (bool, error) {
	if err := d.check(g, h); err != nil {
		return false, err
	}
	return d.geqOf(g, h)
}

// Equal reports whether g and h are equal modulo the universe.
func (d *Modulo) Equal(g, h games.ID) (bool, error) {
	a, err := d.Geq(g, h)
	if err != nil || !a {
		return false, err
	}
	return d.geqOf(h, g)
}

func (d *Modulo) geqOf(g, h games.ID) (bool, error) {
	key := [2]games.ID{g, h}
	if v, ok := d.geq[key]; ok {
		return v, nil
	}
	if g == h {
		d.geq[key] = true
		return true, nil
	}
	v, err := d.geqTest(g, h)
	if err != nil {
		return false, err
	}
	d.geq[key] = v
	return v, nil
}

func (d *Modulo) geqTest(g, h games.ID) (bool, error) {
	if d.search.Work != nil {
		if err := d.search.Work(1); err != nil {
			return false, err
		}
	}
	if d.Universe == Dicot {
		// The proviso: the only end of D is 0.
		wg, err := d.search.Wins(g)
		if err != nil {
			return false, err
		}
		wh, err := d.search.Wins(h)
		if err != nil {
			return false, err
		}
		if wh.LeftFirst && !wg.LeftFirst || !wh.RightFirst && wg.RightFirst {
			return false, nil
		}
	}
	gl, gr, err := d.Store.Options(g)
	if err != nil {
		return false, err
	}
	hl, hr, err := d.Store.Options(h)
	if err != nil {
		return false, err
	}
	// Maintenance, for Left: every H^L is matched by a G^L ≥ H^L or
	// answered by an H^{LR} ≤ G.
	for _, x := range hl {
		ok, err := d.anyGeq(gl, x, true)
		if err != nil {
			return false, err
		}
		if !ok {
			_, xr, err := d.Store.Options(x)
			if err != nil {
				return false, err
			}
			if ok, err = d.anyGeqOf(g, xr); err != nil {
				return false, err
			}
		}
		if !ok {
			return false, nil
		}
	}
	// For Right: every G^R is matched by an H^R ≤ G^R or answered by a
	// G^{RL} ≥ H.
	for _, y := range gr {
		ok, err := d.anyGeq(hr, y, false)
		if err != nil {
			return false, err
		}
		if !ok {
			yl, _, err := d.Store.Options(y)
			if err != nil {
				return false, err
			}
			if ok, err = d.anyGeq(yl, h, true); err != nil {
				return false, err
			}
		}
		if !ok {
			return false, nil
		}
	}
	if d.Universe == DeadEnding {
		// The proviso, once the maintenance holds (deadending.go).
		return d.deadEndingProviso(g, h, len(gl) == 0, len(hl) == 0, len(gr) == 0, len(hr) == 0)
	}
	return true, nil
}

// anyGeq reports whether some x of xs has x ≥ y (above) or y ≥ x (not
// above).
func (d *Modulo) anyGeq(xs []games.ID, y games.ID, above bool) (bool, error) {
	for _, x := range xs {
		a, b := x, y
		if !above {
			a, b = y, x
		}
		ok, err := d.geqOf(a, b)
		if err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// anyGeqOf reports whether g ≥ x for some x of xs.
func (d *Modulo) anyGeqOf(g games.ID, xs []games.ID) (bool, error) {
	return d.anyGeq(xs, g, false)
}

// Canonical returns the canonical form of g modulo the universe: a form
// whose options are canonical, none dominated or reversible. A form
// that is also a normal-play canonical form, option for option (0, *,
// {0|*} …), is that canonical node, so that it prints as one.
func (d *Modulo) Canonical(g games.ID) (games.ID, error) {
	if err := d.check(g); err != nil {
		return 0, err
	}
	return d.canonical(g)
}

func (d *Modulo) canonical(g games.ID) (games.ID, error) {
	if c, ok := d.canon[g]; ok {
		return c, nil
	}
	l, r, err := d.Store.Options(g)
	if err != nil {
		return 0, err
	}
	for i, side := range [][]games.ID{l, r} {
		out := make([]games.ID, len(side))
		for j, o := range side {
			if out[j], err = d.canonical(o); err != nil {
				return 0, err
			}
		}
		out = sortedSet(out)
		if i == 0 {
			l = out
		} else {
			r = out
		}
	}
	for {
		if len(l)+len(r) > 0 {
			// A game equal to 0 is 0, whose options are none.
			eq, err := d.geqOf(d.Store.NewForm(l, r), games.Zero)
			if err == nil && eq {
				eq, err = d.geqOf(games.Zero, d.Store.NewForm(l, r))
			}
			if err != nil {
				return 0, err
			}
			if eq {
				l, r = nil, nil
				break
			}
		}
		changed, err := d.reduceOnce(&l, &r)
		if err != nil {
			return 0, err
		}
		if !changed {
			break
		}
	}
	c, err := d.make(l, r)
	if err != nil {
		return 0, err
	}
	d.canon[g] = c
	d.canon[c] = c
	return c, nil
}

// make returns the form {l | r}, or the canonical node with exactly
// these options when there is one.
func (d *Modulo) make(l, r []games.ID) (games.ID, error) {
	if len(l) == 0 && len(r) == 0 {
		return games.Zero, nil
	}
	f := d.Store.NewForm(l, r)
	c, err := d.Store.Canonical(f)
	if err != nil {
		return 0, err
	}
	cl, cr, err := d.Store.FormOptions(c)
	if err != nil {
		return 0, err
	}
	if slices.Equal(sortedSet(cl), l) && slices.Equal(sortedSet(cr), r) {
		return c, nil
	}
	return f, nil
}

func sortedSet(ids []games.ID) []games.ID {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

// reduceOnce makes one reduction of {l | r}, whose options are canonical,
// and reports whether it made one.
func (d *Modulo) reduceOnce(l, r *[]games.ID) (bool, error) {
	for _, left := range []bool{true, false} {
		side := *r
		if left {
			side = *l
		}
		// Domination: a Left option below another (a Right option above
		// another) goes; of two equal ones, the later goes.
		for i, a := range side {
			for j, b := range side {
				if i == j {
					continue
				}
				x, y := b, a // is a dominated by b: a ≤ b for Left, a ≥ b for Right
				if !left {
					x, y = a, b
				}
				ok, err := d.geqOf(x, y)
				if err != nil {
					return false, err
				}
				if ok && j > i {
					// equal options: keep the first
					if eq, err := d.geqOf(y, x); err != nil {
						return false, err
					} else if eq {
						ok = false
					}
				}
				if ok {
					d.set(l, r, left, slices.Delete(slices.Clone(side), i, i+1))
					return true, nil
				}
			}
		}
	}
	for _, left := range []bool{true, false} {
		changed, err := d.reverseOnce(l, r, left)
		if err != nil || changed {
			return changed, err
		}
	}
	return false, nil
}

func (d *Modulo) set(l, r *[]games.ID, left bool, side []games.ID) {
	if left {
		*l = sortedSet(side)
	} else {
		*r = sortedSet(side)
	}
}

// reverseOnce bypasses one reversible option of the side (Left when
// left), and reports whether it did.
func (d *Modulo) reverseOnce(l, r *[]games.ID, left bool) (bool, error) {
	g := d.Store.NewForm(*l, *r)
	side := *r
	if left {
		side = *l
	}
	for i, a := range side {
		al, ar, err := d.Store.Options(a)
		if err != nil {
			return false, err
		}
		answers := ar // the opponent's answers to a
		if !left {
			answers = al
		}
		for _, x := range answers {
			// reversible: x ≤ G for a Left option, x ≥ G for a Right one
			p, q := g, x
			if !left {
				p, q = x, g
			}
			ok, err := d.geqOf(p, q)
			if err != nil {
				return false, err
			}
			if !ok {
				continue
			}
			xl, xr, err := d.Store.Options(x)
			if err != nil {
				return false, err
			}
			repl := xr
			if left {
				repl = xl
			}
			rest := slices.Delete(slices.Clone(side), i, i+1)
			if len(repl) > 0 {
				d.set(l, r, left, append(rest, repl...))
				return true, nil
			}
			// Reversible through the end 0: try removing a, then
			// replacing it by *, each only if G keeps its value.
			var tries [][]games.ID
			if d.Universe == DeadEnding {
				if tries, err = d.endReversals(a, x, rest, left); err != nil {
					return false, err
				}
			} else {
				if len(rest) > 0 {
					tries = append(tries, rest)
				}
				if a != games.Zero {
					tries = append(tries, append(slices.Clone(rest), games.Zero))
				}
				if a != d.star && a != d.starNode() {
					tries = append(tries, append(slices.Clone(rest), d.starNode()))
				}
			}
			for _, t := range tries {
				nl, nr := *l, *r
				if left {
					nl = sortedSet(t)
				} else {
					nr = sortedSet(t)
				}
				h := d.Store.NewForm(nl, nr)
				if in, err := d.In(h); err != nil {
					return false, err
				} else if !in {
					continue
				}
				eq, err := d.geqOf(g, h)
				if err == nil && eq {
					eq, err = d.geqOf(h, g)
				}
				if err != nil {
					return false, err
				}
				if eq {
					*l, *r = nl, nr
					return true, nil
				}
			}
		}
	}
	return false, nil
}

// starNode is * as the canonical forms hold it: the store's canonical *.
func (d *Modulo) starNode() games.ID {
	c, _ := d.make([]games.ID{games.Zero}, []games.ID{games.Zero})
	return c
}
