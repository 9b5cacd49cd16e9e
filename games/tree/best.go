package tree

import "cgcalc/games"

// Best returns the move a perfect player makes from n (Left's when left
// is set), expanding n if need be: a winning option when there is one
// (the mover then wins moving second), else an option no other is better
// than (not dominated); among those, the one whose mean is best for the
// player (highest for Left, lowest for Right), the first listed on a tie.
// It returns nil when the player has no move.
func (t *Tree[P]) Best(n *Node[P], left bool) (*Option[P], error) {
	if err := t.Expand(n); err != nil {
		return nil, err
	}
	os := n.Left
	if !left {
		os = n.Right
	}
	winning := false
	for _, o := range os {
		winning = winning || o.Winning
	}
	var best *Option[P]
	var bestMean games.Dyadic
	for _, o := range os {
		if winning && !o.Winning || !winning && o.Dominated {
			continue
		}
		m, err := t.Store.Mean(o.Value)
		if err != nil {
			return nil, err
		}
		c := m.Cmp(bestMean)
		if best == nil || left && c > 0 || !left && c < 0 {
			best, bestMean = o, m
		}
	}
	return best, nil
}
