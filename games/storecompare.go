package games

// Comparison: the relations and outcome classes of games, and the
// recursion on options that compares canonical nodes and games under
// construction (leq). Compare, Leq and Outcome, which first bring games to
// canonical form, are in storecanon.go.

// Relation is the result of comparing two games.
type Relation int8

// The four relations of two games.
const (
	Less Relation = iota
	Equal
	Greater
	Fuzzy
)

// String returns the relation's symbol: <, =, > or ‖.
func (r Relation) String() string {
	return [...]string{"<", "=", ">", "‖"}[r]
}

// Outcome is the outcome class of a game in normal play.
type Outcome int8

// The four outcome classes.
const (
	LeftWins   Outcome = iota // L: G > 0, Left wins whoever starts
	RightWins                 // R: G < 0
	SecondWins                // P: G = 0, the previous player wins
	FirstWins                 // N: G ‖ 0, the next player wins
)

// String returns the outcome class's letter: L, R, P or N.
func (o Outcome) String() string { return [...]string{"L", "R", "P", "N"}[o] }

func (s *Store) compare(a, b ID) Relation {
	if a == b {
		return Equal
	}
	le, ge := s.leq(a, b), s.leq(b, a)
	switch {
	case le && ge:
		return Equal
	case le:
		return Less
	case ge:
		return Greater
	}
	return Fuzzy
}

// leq reports whether a ≤ b, for canonical nodes and games under
// construction.
func (s *Store) leq(a, b ID) bool {
	if a == b {
		return true
	}
	s.tick()
	s.enter()
	defer s.leave()
	if a < pendingBase && b < pendingBase {
		va, okA := s.nusOf(a)
		vb, okB := s.nusOf(b)
		if okA && okB {
			return nusLeq(va, vb)
		}
		s.Stats.Leq++
		switch {
		case okA && va.IsNumber():
			// Number avoidance: x ≤ G iff no G^R ≤ x, for G not a number.
			for _, br := range s.right(b) {
				if s.leq(br, a) {
					return false
				}
			}
			return true
		case okB && vb.IsNumber():
			for _, al := range s.left(a) {
				if s.leq(b, al) {
					return false
				}
			}
			return true
		}
		if r, ok := s.cached(opLeq, a, b); ok {
			return r == 1
		}
		res := s.leqRec(a, b)
		var r ID
		if res {
			r = 1
		}
		s.store(opLeq, a, b, r)
		return res
	}
	return s.leqRec(a, b)
}

// leqRec is the definition: a ≤ b iff no a^L ≥ b and no b^R ≤ a.
func (s *Store) leqRec(a, b ID) bool {
	if a >= pendingBase || b >= pendingBase {
		s.Stats.Leq++
	}
	for _, al := range s.left(a) {
		if s.leq(b, al) {
			return false
		}
	}
	for _, br := range s.right(b) {
		if s.leq(br, a) {
			return false
		}
	}
	return true
}
