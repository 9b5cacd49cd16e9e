package pmisere

import (
	"slices"

	"cgcalc/games"
)

// Comparison modulo the dead-ending universe E (Milley and Renault 2013):
// G ≥ H (mod E) when o(G + X) ≥ o(H + X) for every dead-ending X.
//
// E is closed under sums, options and conjugates, and any two non-empty
// finite sets of its games are the options of one of its games, so that
// the test of Larsson, Nowakowski and Santos applies to it (Larsson,
// Milley, Nowakowski, Renault and Santos, "Recursive comparison tests
// for dicot and dead-ending games under misère play", Integers 2021, and
// arXiv:1807.11297, "Progress on misère dead ends", who show that E and D
// have a test on options only): G ≥ H (mod E) if and only if the
// maintenance holds (as for D, dicot.go) and
//
//   - (proviso) o_L(G + X) ≥ o_L(H + X) for every Left end X of E, and
//     o_R(G + X) ≥ o_R(H + X) for every Right end X of E.
//
// The Left ends of E are its Left dead ends, in infinite number. This
// package reduces the proviso to finitely many sums by the following
// argument, written out here because it was checked against brute force
// (deadending_test.go) rather than read in the paper:
//
//  1. Once the maintenance holds, the Left proviso can fail only when H
//     is a Left end and G is not. Let X be a Left end and suppose Left,
//     moving first, wins H + X with a move to H^L + X (X has no Left
//     move). The maintenance gives a G^L ≥ H^L, and then Left wins
//     G + X by moving to G^L + X; or an H^{LR} ≤ G, and then Left wins
//     G + X moving first because she wins H^{LR} + X moving first (it
//     is Right's answer to her winning move in H + X). So only a Left
//     win of H + X without a move, H being a Left end, is left to check:
//     then Left must win G + X moving first for every Left end X.
//  2. Left wins G + X moving first for every Left end X of E if and only
//     if she wins G and G + M_K moving first, where M_0 = 0, M_k =
//     {| 0, M_{k-1}} (Right may make any number from 1 to k of moves in
//     M_k, Left none) and K is one more than the longest line of play of
//     G. For X = 0 this is the first sum. For X ≠ 0: in every line of a
//     Right win of G + X, Right makes at most one more move in X than
//     Left makes in G, so at most K, and the line ends with X at 0.
//     Right playing M_{K-d} where he played X after d moves of X, and 0
//     where he played 0, follows the same lines and wins G + M_K too.
//
// Dually, the Right proviso can fail only when G is a Right end and H is
// not, and then Right must win H and H + M̄_K moving first, M̄_k the
// conjugate {0, M̄_{k-1} |} of M_k and K one more than the longest line
// of play of H. The paper's abstract names its end games "perfect
// murders"; these M_k are what cgt-tools builds under that name (its
// dead_ending.rs), with a bound of its own. The bound K and the argument
// above are this package's.
//
// Canonical forms modulo E are made as modulo D (dicot.go), but for an
// option reversible through an end (endReversals): a Left option G^{L1}
// with a Left end G^{L1R1} = Y ≤ G is removed, or replaced by 0, by
// {| Y'} for Y' = Y or one of its followers (all Left ends), simplest
// first, or by *: the first of these the comparison test finds equal to
// G. arXiv:1807.11297 solves reversibility through ends in E; its rule
// could not be read here, and this one (replacing by {| Y'} came from
// games equal modulo E with different forms) is checked by the tests:
// canonical forms equal to their games by the test and by brute force,
// idempotent, and the same exactly for games the test finds equal, on
// random dead-ending games of days 3 and 4 (deadending_test.go).

// deadEndingProviso is the proviso modulo E for g ≥ h once the
// maintenance holds: gLE reports that g is a Left end (has no Left
// option), and so on.
func (d *Modulo) deadEndingProviso(g, h games.ID, gLE, hLE, gRE, hRE bool) (bool, error) {
	if hLE && !gLE {
		ok, err := d.winsWithWaiting(g, true)
		if err != nil || !ok {
			return false, err
		}
	}
	if gRE && !hRE {
		return d.winsWithWaiting(h, false)
	}
	return true, nil
}

// winsWithWaiting reports whether the player (Left when left) wins g + X
// moving first for every end X of E of theirs: whether they win g and
// g + M_K (for Right, the conjugate), K one more than g's longest line
// of play.
func (d *Modulo) winsWithWaiting(g games.ID, left bool) (bool, error) {
	ok, err := winsFirst(d.search, g, left)
	if err != nil || !ok {
		return false, err
	}
	k, err := d.longestPlay(g)
	if err != nil {
		return false, err
	}
	m := d.waitingGame(k+1, left)
	return winsFirst(d.sums, SumKey(g, m), left)
}

// winsFirst reports whether the player (Left when left) wins k moving
// first.
func winsFirst[K comparable](s *Search[K], k K, left bool) (bool, error) {
	if left {
		return s.LeftWinsFirst(k)
	}
	return s.RightWinsFirst(k)
}

// longestPlay returns the length of the longest line of play of g, moves
// of either player in any order (its birthday as a form).
func (d *Modulo) longestPlay(g games.ID) (int, error) {
	if v, ok := d.height[g]; ok {
		return v, nil
	}
	l, r, err := d.Store.Options(g)
	if err != nil {
		return 0, err
	}
	best := 0
	for _, o := range append(append([]games.ID(nil), l...), r...) {
		h, err := d.longestPlay(o)
		if err != nil {
			return 0, err
		}
		best = max(best, h+1)
	}
	d.height[g] = best
	return best, nil
}

// waitingGame returns M_k = {| 0, M_{k-1}}, M_0 = 0, a Left dead end in
// which Right may make any number of moves from 1 to k, when left (the
// end faced by Left), and its conjugate {0, M̄_{k-1} |} otherwise.
func (d *Modulo) waitingGame(k int, left bool) games.ID {
	key := k
	if !left {
		key = -k
	}
	if m, ok := d.waiting[key]; ok {
		return m
	}
	if k == 0 {
		return games.Zero
	}
	prev := d.waitingGame(k-1, left)
	opts := sortedSet([]games.ID{games.Zero, prev})
	m := d.Store.NewForm(nil, opts)
	if !left {
		m = d.Store.NewForm(opts, nil)
	}
	d.waiting[key] = m
	return m
}

// endReversals returns the sides to try, in order, for the option a of
// the side (Left's when left) whose other options are rest, reversible
// through the end x of that side's player: a removed, a replaced by 0,
// by {| y} for y = x or a follower of x, simplest first (for Right,
// {y |}), or by *. An option that is itself one of these is only
// replaced by one before it, so that the reductions end.
func (d *Modulo) endReversals(a, x games.ID, rest []games.ID, left bool) ([][]games.ID, error) {
	ends, err := d.followers(x)
	if err != nil {
		return nil, err
	}
	cands := []games.ID{games.Zero}
	for _, y := range ends {
		// The options are canonical forms, held as make holds them.
		var w games.ID
		if left {
			w, err = d.make(nil, []games.ID{y})
		} else {
			w, err = d.make([]games.ID{y}, nil)
		}
		if err != nil {
			return nil, err
		}
		cands = append(cands, w)
	}
	cands = append(cands, d.starNode())
	stop := len(cands)
	if i := slices.Index(cands, a); i >= 0 {
		stop = i
	}
	tries := [][]games.ID{rest}
	for _, c := range cands[:stop] {
		tries = append(tries, append(slices.Clone(rest), c))
	}
	return tries, nil
}

// followers returns x and the positions reachable from it, each once,
// the shortest lines of play first (then by ID).
func (d *Modulo) followers(x games.ID) ([]games.ID, error) {
	seen := map[games.ID]bool{}
	var out []games.ID
	var walk func(g games.ID) error
	walk = func(g games.ID) error {
		if seen[g] {
			return nil
		}
		seen[g] = true
		out = append(out, g)
		l, r, err := d.Store.Options(g)
		if err != nil {
			return err
		}
		for _, o := range append(append([]games.ID(nil), l...), r...) {
			if err := walk(o); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(x); err != nil {
		return nil, err
	}
	heights := make(map[games.ID]int, len(out))
	for _, g := range out {
		h, err := d.longestPlay(g)
		if err != nil {
			return nil, err
		}
		heights[g] = h
	}
	slices.SortFunc(out, func(a, b games.ID) int {
		if heights[a] != heights[b] {
			return heights[a] - heights[b]
		}
		return int(a) - int(b)
	})
	return out, nil
}
