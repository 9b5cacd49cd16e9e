package pmisere

// The universes of restricted misère play, as properties of a game's
// followers (the game itself and every position reachable from it by
// moves of either player, in any order).
//
// A Left end is a position where Left has no move; a Left dead end is a
// Left end all of whose followers are Left ends (Left can never move
// again), and likewise for Right. A game is dead-ending when every end
// among its followers is a dead end (Milley and Renault 2013); it is
// a dicot when every follower has options for both players or for neither
// (Dorbec, Renault, Siegel and Sopena 2015). Every dicot is
// dead-ending: its only ends are 0.

// Universe names a universe of misère play.
type Universe int

// The universes.
const (
	Dicot      Universe = iota // dicot games: both players can move, or neither
	DeadEnding                 // dead-ending games: every end is a dead end
)

// String is the universe's name: dicot or dead-ending.
func (u Universe) String() string { return [...]string{"dicot", "dead-ending"}[u] }

// Classifier answers the universe properties of the positions of a Tree,
// remembering each position's answers.
type Classifier[K comparable] struct {
	Tree  Tree[K]
	Work  func(n int) error
	dicot map[K]bool
	dead  [2]map[K]bool // Left dead ends, Right dead ends
	dend  map[K]bool
}

// NewClassifier returns a classifier of t's positions.
func NewClassifier[K comparable](t Tree[K]) *Classifier[K] {
	return &Classifier[K]{Tree: t, dicot: map[K]bool{}, dead: [2]map[K]bool{{}, {}}, dend: map[K]bool{}}
}

func (c *Classifier[K]) tick(n int) error {
	if n >= MaxPositions {
		return ErrTooLarge
	}
	if c.Work != nil {
		return c.Work(1)
	}
	return nil
}

// IsDicot reports whether every follower of p has options for both
// players or for neither.
func (c *Classifier[K]) IsDicot(p K) (bool, error) {
	if v, ok := c.dicot[p]; ok {
		return v, nil
	}
	if err := c.tick(len(c.dicot)); err != nil {
		return false, err
	}
	l, r, err := c.Tree.Options(p)
	if err != nil {
		return false, err
	}
	ok := (len(l) == 0) == (len(r) == 0)
	for _, o := range append(append([]K(nil), l...), r...) {
		if !ok {
			break
		}
		if ok, err = c.IsDicot(o); err != nil {
			return false, err
		}
	}
	c.dicot[p] = ok
	return ok, nil
}

// IsDeadEnd reports whether p is a dead end for the player (Left when
// left): that player has no move in p nor in any of its followers.
func (c *Classifier[K]) IsDeadEnd(p K, left bool) (bool, error) {
	side := 1
	if left {
		side = 0
	}
	if v, ok := c.dead[side][p]; ok {
		return v, nil
	}
	if err := c.tick(len(c.dead[side])); err != nil {
		return false, err
	}
	l, r, err := c.Tree.Options(p)
	if err != nil {
		return false, err
	}
	mine, theirs := r, l
	if left {
		mine, theirs = l, r
	}
	ok := len(mine) == 0
	for _, o := range theirs {
		if !ok {
			break
		}
		if ok, err = c.IsDeadEnd(o, left); err != nil {
			return false, err
		}
	}
	c.dead[side][p] = ok
	return ok, nil
}

// IsDeadEnding reports whether every end among p's followers is a dead
// end.
func (c *Classifier[K]) IsDeadEnding(p K) (bool, error) {
	if v, ok := c.dend[p]; ok {
		return v, nil
	}
	if err := c.tick(len(c.dend)); err != nil {
		return false, err
	}
	l, r, err := c.Tree.Options(p)
	if err != nil {
		return false, err
	}
	ok := true
	if len(l) == 0 {
		if ok, err = c.IsDeadEnd(p, true); err != nil {
			return false, err
		}
	}
	if ok && len(r) == 0 {
		if ok, err = c.IsDeadEnd(p, false); err != nil {
			return false, err
		}
	}
	for _, o := range append(append([]K(nil), l...), r...) {
		if !ok {
			break
		}
		if ok, err = c.IsDeadEnding(o); err != nil {
			return false, err
		}
	}
	c.dend[p] = ok
	return ok, nil
}

// In reports whether p belongs to the universe u.
func (c *Classifier[K]) In(u Universe, p K) (bool, error) {
	if u == Dicot {
		return c.IsDicot(p)
	}
	return c.IsDeadEnding(p)
}
