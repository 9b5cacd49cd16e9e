package loopy

// PlayResult is the result of play on a game graph alone (not in a sum)
// for the player who moves first, under normal play: the player who
// cannot move loses, and play that never ends is a draw (Winning Ways,
// ch. 11; Siegel, Combinatorial Game Theory, 2013, ch. VI.1).
type PlayResult int8

// The results of play for the player moving first.
const (
	PlayDraw PlayResult = iota // neither player can force a win
	PlayWin                    // the player moving first can force a win
	PlayLoss                   // the other player can force a win
)

// String is "win", "loss" or "draw".
func (r PlayResult) String() string {
	switch r {
	case PlayWin:
		return "win"
	case PlayLoss:
		return "loss"
	}
	return "draw"
}

// PlayResults returns, for every node of g, the result for Left moving
// first there (left[i]) and for Right moving first (right[i]), by
// retrograde analysis: a player to move with no option loses; a player to
// move wins if some option is a loss for the opponent to move there, and
// loses if every option is a win for the opponent; whatever is left
// undecided when nothing more follows is a draw, since from there neither
// player can force the other into a position without moves. The work is
// linear in the number of edges; poll (if not nil) is called every 4096
// positions decided and stops the analysis with its error.
func (g *Graph) PlayResults(poll func() error) (left, right []PlayResult, err error) {
	n := g.Len()
	// State 2i is node i with Left to move, 2i+1 with Right to move; the
	// options of 2i are the nodes of L[i] with Right to move.
	res := make([]PlayResult, 2*n)
	pending := make([]int32, 2*n) // options not yet known to be wins for the opponent
	pred := make([][]int32, 2*n)  // the states with an option to this one
	for i := range n {
		pending[2*i] = int32(len(g.L[i]))
		pending[2*i+1] = int32(len(g.R[i]))
		for _, j := range g.L[i] {
			pred[2*j+1] = append(pred[2*j+1], int32(2*i))
		}
		for _, j := range g.R[i] {
			pred[2*j] = append(pred[2*j], int32(2*i+1))
		}
	}
	var queue []int32
	for s := range res {
		if pending[s] == 0 {
			res[s] = PlayLoss
			queue = append(queue, int32(s))
		}
	}
	for k := 0; k < len(queue); k++ {
		if poll != nil && k%4096 == 4095 {
			if err := poll(); err != nil {
				return nil, nil, err
			}
		}
		s := queue[k]
		for _, p := range pred[s] {
			if res[p] != PlayDraw {
				continue
			}
			if res[s] == PlayLoss {
				res[p] = PlayWin
				queue = append(queue, p)
			} else if pending[p]--; pending[p] == 0 {
				res[p] = PlayLoss
				queue = append(queue, p)
			}
		}
	}
	left, right = make([]PlayResult, n), make([]PlayResult, n)
	for i := range n {
		left[i], right[i] = res[2*i], res[2*i+1]
	}
	return left, right, nil
}
