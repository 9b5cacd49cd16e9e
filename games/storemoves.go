package games

// Moves in a game: the winning and sensible moves of Left and Right, the
// sensible lines of play, and winning moves of impartial games in misère play.

import (
	"errors"
	"slices"
)

// moveOptions returns the options of any node as Options gives them: a
// form's as built, a canonical node's canonical options, a formal sum's
// sums one move away. The slices must not be modified.
func (s *Store) moveOptions(id ID) (left, right []ID) {
	if s.nodes[id].kind == Sum {
		return s.sumOptions(id)
	}
	return s.options(id)
}

// WinningMoves returns the options of g (as Options lists them) from which
// the player who moved wins with the other to move: for Left the G^L ≥ 0,
// for Right the G^R ≤ 0 (Winning Ways ch. 2: a move is good exactly when
// it leaves a position its mover wins as the second player). The list is
// empty when there is none, which is when g ≤ 0 for Left, g ≥ 0 for Right.
func (s *Store) WinningMoves(g ID, left bool) (moves []ID, err error) {
	defer s.catch(&err)
	l, r := s.moveOptions(g)
	opts := r
	if left {
		opts = l
	}
	for _, o := range opts {
		c := s.canonical(o)
		if left && s.leq(Zero, c) || !left && s.leq(c, Zero) {
			moves = append(moves, o)
		}
	}
	return moves, nil
}

// SensibleMoves returns the sensible options of g for Left (left) or
// Right, as CGSuite's SensibleLeftOptions and SensibleRightOptions define
// them: for each Left option K of g's canonical form, the first Left
// option of g (as Options lists them) whose canonical form is ≥ K; for
// Right, ≤ K. Each is listed once, in the order of the canonical options.
// Such an option always exists: Left wins g − K moving first (K ◁ g), and
// her winning move is not to g − K^R, for K^R ≤ g would make K reversible
// in the canonical form; so it is to some g^L − K ≥ 0. A canonical g's
// sensible options are all its options.
func (s *Store) SensibleMoves(g ID, left bool) (moves []ID, err error) {
	lines, err := s.SensibleLines(g, left)
	if err != nil {
		return nil, err
	}
	for _, line := range lines {
		if !slices.Contains(moves, line[0]) {
			moves = append(moves, line[0])
		}
	}
	return moves, nil
}

// errNoContinuation reports a sensible line that cannot go on, which the
// theory of canonical forms excludes (see SensibleLines).
var errNoContinuation = errors.New("games: a sensible line found no continuation (a bug)")

// SensibleLines returns, for each Left option K of g's canonical form (for
// Right, each Right option), the line of play by which Left reaches K in
// g, as CGSuite's SensibleLeftLines and SensibleRightLines define it:
//
//   - Left's first move is the first option X of g (as Options lists
//     them) whose canonical form is ≥ K (see SensibleMoves);
//   - if X equals K the line ends; otherwise X > K, and X is reversible
//     in g: Right answers with the first option Y of X whose canonical
//     form is ≤ g, after which Left moves again, from Y, to the first
//     option ≥ K, and so on until Left's move equals K.
//
// A line is thus Left's move, Right's reversing answer, Left's move, …,
// ending with a Left move equal to K: K is what Left's first move is worth
// once Right's forced answers are played out (ONAG ch. 10, bypassing
// reversible moves). For Right, exchange the roles and the orders. Each
// line ends: if X > K, X is not dominated by another canonical option,
// so it reverses through some X^R ≤ g; and from Y = X^R, Left has a move
// ≥ K, because Y ≰ K (Y ≤ K ≤ X would give X^R ≤ X) and Y ≥ K^R would
// make K reversible in g's canonical form. The game is short, so the line
// ends.
func (s *Store) SensibleLines(g ID, left bool) (lines [][]ID, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	cl, cr := s.options(c)
	targets := slices.Clone(cr)
	if left {
		targets = slices.Clone(cl)
	}
	// better reports whether x is at least as good as k for the mover.
	better := func(x, k ID) bool {
		if left {
			return s.leq(k, x)
		}
		return s.leq(x, k)
	}
	// reverts reports whether y, the opponent's answer, is as good for the
	// opponent as g itself.
	reverts := func(y ID) bool {
		if left {
			return s.leq(y, c)
		}
		return s.leq(c, y)
	}
	for _, k := range targets {
		var line []ID
		for cur := g; ; {
			s.tick()
			l, r := s.moveOptions(cur)
			mine := r
			if left {
				mine = l
			}
			x, ok := s.first(mine, func(o ID) bool { return better(s.canonical(o), k) })
			if !ok {
				s.fail(errNoContinuation)
			}
			line = append(line, x)
			if s.canonical(x) == k {
				break
			}
			xl, xr := s.moveOptions(x)
			answers := xl
			if left {
				answers = xr
			}
			y, ok := s.first(answers, func(o ID) bool { return reverts(s.canonical(o)) })
			if !ok {
				s.fail(errNoContinuation)
			}
			line = append(line, y)
			cur = y
		}
		lines = append(lines, line)
	}
	return lines, nil
}

// first returns the first of ids for which ok holds.
func (s *Store) first(ids []ID, ok func(ID) bool) (ID, bool) {
	for _, id := range ids {
		if ok(id) {
			return id, true
		}
	}
	return 0, false
}

// ErrNotImpartial is the cause of a GameError for a game that is not
// impartial: some position of it, as built, gives Left and Right different
// options.
var ErrNotImpartial = errors.New("not impartial")

// MisereWinningMoves returns the options of the impartial game g (as
// Options lists them) that are P-positions in misère play, where the
// player unable to move wins: the moves that win there. A position is a
// misère P-position when it has options and all of them are not (a
// position without options is won by the player to move). g must be
// impartial as built: at every position Left's and Right's options the
// same nodes; a canonical part of it is impartial when it is a nimber *n,
// played as a nim heap (so *n is a misère P-position exactly for n = 1).
// The error for a game that is not is a GameError with ErrNotImpartial.
func (s *Store) MisereWinningMoves(g ID) (moves []ID, err error) {
	defer s.catch(&err)
	memo := map[ID]bool{}
	l, _ := s.impartialOptions(g)
	for _, o := range l {
		if s.misereP(o, memo) {
			moves = append(moves, o)
		}
	}
	return moves, nil
}

// impartialOptions returns the options of an impartial node, failing with
// a GameError when its Left and Right options differ.
func (s *Store) impartialOptions(id ID) (left, right []ID) {
	l, r := s.moveOptions(id)
	if !slices.Equal(l, r) {
		s.fail(&GameError{Store: s, Game: id, Err: ErrNotImpartial})
	}
	return l, r
}

// misereP reports whether the impartial node id is a P-position in misère
// play.
func (s *Store) misereP(id ID, memo map[ID]bool) bool {
	if p, ok := memo[id]; ok {
		return p
	}
	if v, ok := s.nusOf(id); ok {
		if v.U != 0 || !v.X.IsZero() {
			s.fail(&GameError{Store: s, Game: id, Err: ErrNotImpartial})
		}
		return v.M == 1 // a nim heap: one counter is lost for the mover
	}
	s.tick()
	s.enter()
	defer s.leave()
	opts, _ := s.impartialOptions(id)
	// Every option is visited, so that a part that is not impartial is
	// reported wherever it is.
	p := len(opts) > 0
	for _, o := range opts {
		if s.misereP(o, memo) {
			p = false
		}
	}
	memo[id] = p
	return p
}
