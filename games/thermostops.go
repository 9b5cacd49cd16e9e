package games

// Incentives returns the Left incentives G^L − G and the Right incentives
// G − G^R of g's canonical form, each list canonical, sorted and without
// repeats: what a move is worth to the player making it (Winning Ways,
// ch. 6; Siegel, Combinatorial Game Theory, 2013, ch. II).
func (s *Store) Incentives(g ID) (left, right []ID, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	gl, gr := s.options(c)
	negC := s.neg(c)
	for _, x := range gl {
		left = append(left, s.add(x, negC))
	}
	for _, x := range gr {
		right = append(right, s.add(c, s.neg(x)))
	}
	return sortedSet(left), sortedSet(right), nil
}

// Infinitesimal reports whether g is infinitesimal: smaller than every
// positive number and greater than every negative one, that is, both its
// stops are 0 (Siegel 2013, ch. II). 0 itself is infinitesimal.
func (s *Store) Infinitesimal(g ID) (bool, error) {
	l, r, err := s.Stops(g)
	if err != nil {
		return false, err
	}
	return l.IsZero() && r.IsZero(), nil
}
