package pmisere

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games"
)

// ErrTooLarge reports a game tree with more positions than a search may
// visit (MaxPositions).
var ErrTooLarge = errors.New("too many positions")

// MaxPositions bounds the positions one search remembers: about 100 bytes
// each, 4M positions are some 400 MB.
const MaxPositions = 1 << 22

// MaxDepth bounds the length of a line of play a search follows (the
// integer 10^6 played out is a line of 10^6 moves).
const MaxDepth = 1 << 16

// Tree is a game given by its options: a position is a key of type K, and
// Options lists the positions Left and Right move to.
type Tree[K comparable] interface {
	Options(p K) (left, right []K, err error)
}

// Wins is a game's misère outcome as the two facts it is made of: whether
// Left wins moving first, and whether Right does. A player without a move
// on their turn wins.
type Wins struct{ LeftFirst, RightFirst bool }

// Outcome returns the outcome class of w: L when Left wins whoever starts,
// R when Right does, N when the player to move does, P when the other one
// does.
func (w Wins) Outcome() games.Outcome {
	switch {
	case w.LeftFirst && w.RightFirst:
		return games.FirstWins
	case w.LeftFirst:
		return games.LeftWins
	case w.RightFirst:
		return games.RightWins
	}
	return games.SecondWins
}

// Search finds misère outcomes in a Tree, remembering each position's
// answers for the searches that follow. Work, when set, is told of each
// position visited and stops the search with its error (Ctrl-C, budgets).
type Search[K comparable] struct {
	Tree  Tree[K]
	Work  func(n int) error
	memo  map[K]uint8 // bit 0/1: Left-first known/wins; bit 2/3: Right-first known/wins
	depth int
}

// NewSearch returns a search of t.
func NewSearch[K comparable](t Tree[K]) *Search[K] {
	return &Search[K]{Tree: t, memo: map[K]uint8{}}
}

const (
	leftKnown  = 1
	leftWins   = 2
	rightKnown = 4
	rightWins  = 8
)

// Wins returns whether Left and Right win p moving first in misère play.
func (s *Search[K]) Wins(p K) (Wins, error) {
	l, err := s.wins(p, true)
	if err != nil {
		return Wins{}, err
	}
	r, err := s.wins(p, false)
	return Wins{l, r}, err
}

// LeftWinsFirst reports whether Left, moving first in p, wins.
func (s *Search[K]) LeftWinsFirst(p K) (bool, error) { return s.wins(p, true) }

// RightWinsFirst reports whether Right, moving first in p, wins.
func (s *Search[K]) RightWinsFirst(p K) (bool, error) { return s.wins(p, false) }

// wins reports whether the player (Left when left) wins p moving first:
// when they have no move, or a move to a position the other player loses
// moving first (the misère play rule).
func (s *Search[K]) wins(p K, left bool) (bool, error) {
	known, win := uint8(rightKnown), uint8(rightWins)
	if left {
		known, win = leftKnown, leftWins
	}
	m, ok := s.memo[p]
	if ok && m&known != 0 {
		return m&win != 0, nil
	}
	if len(s.memo) >= MaxPositions {
		return false, fmt.Errorf("%w: more than %d positions", ErrTooLarge, MaxPositions)
	}
	if s.Work != nil {
		if err := s.Work(1); err != nil {
			return false, err
		}
	}
	if s.depth >= MaxDepth {
		return false, fmt.Errorf("%w: a line of play longer than %d moves", ErrTooLarge, MaxDepth)
	}
	s.depth++
	defer func() { s.depth-- }()
	ls, rs, err := s.Tree.Options(p)
	if err != nil {
		return false, err
	}
	opts := rs
	if left {
		opts = ls
	}
	result := len(opts) == 0
	for _, o := range opts {
		if result {
			break
		}
		other, err := s.wins(o, !left)
		if err != nil {
			return false, err
		}
		result = !other
	}
	m = s.memo[p] | known
	if result {
		m |= win
	}
	s.memo[p] = m
	return result, nil
}

// Games is the Tree of sums of store games played summand by summand:
// a position is a sum, a sorted list of IDs (Key), and a move is a move
// in one summand, to one of its options as the store lists them (a form's
// as built, a canonical node's canonical options, a formal sum's one move
// in one of its summands). The summands are never added up in the store,
// so that no canonical part of one is merged with another's.
type Games struct {
	Store *games.Store
}

// Key is a sum of store games: its IDs, sorted, in decimal, separated by
// commas; "" is the empty sum, 0.
type Key string

// SumKey returns the key of the sum of ids. The game 0 is left out: a
// summand without options changes no outcome.
func SumKey(ids ...games.ID) Key {
	ids = slices.Clone(ids)
	ids = slices.DeleteFunc(ids, func(id games.ID) bool { return id == games.Zero })
	slices.Sort(ids)
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatUint(uint64(id), 10))
	}
	return Key(b.String())
}

// IDs returns the summands of k.
func (k Key) IDs() []games.ID {
	if k == "" {
		return nil
	}
	parts := strings.Split(string(k), ",")
	ids := make([]games.ID, len(parts))
	for i, p := range parts {
		n, _ := strconv.ParseUint(p, 10, 32)
		ids[i] = games.ID(n)
	}
	return ids
}

// Options lists the sums one move from k, Left's and Right's.
func (t Games) Options(k Key) (left, right []Key, err error) {
	ids := k.IDs()
	for i, id := range ids {
		l, r, err := t.Store.Options(id)
		if err != nil {
			return nil, nil, err
		}
		rest := slices.Delete(slices.Clone(ids), i, i+1)
		move := func(o games.ID) Key { return SumKey(append(slices.Clone(rest), o)...) }
		for _, o := range l {
			left = append(left, move(o))
		}
		for _, o := range r {
			right = append(right, move(o))
		}
	}
	return left, right, nil
}
