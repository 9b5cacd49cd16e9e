package games

// Temperature theory read off a game's stops and options: Left and Right
// stops, the infinitesimal test, confusion intervals, and incentives.

// Stops returns the Left and Right stops of g: the numbers play reaches
// when Left, or Right, moves first and each player stops as soon as the
// game is a number.
func (s *Store) Stops(g ID) (left, right Dyadic, err error) {
	defer s.catch(&err)
	st := s.stops(s.canonical(g))
	return st[0], st[1], nil
}

func (s *Store) stops(c ID) [2]Dyadic {
	if v, ok := s.nusOf(c); ok {
		return [2]Dyadic{v.X, v.X}
	}
	if st, ok := s.stopCache[c]; ok {
		return st
	}
	s.tick()
	s.enter()
	defer s.leave()
	l, r := s.options(c)
	var st [2]Dyadic
	for i, o := range l {
		if x := s.stops(o)[1]; i == 0 || x.Cmp(st[0]) > 0 {
			st[0] = x
		}
	}
	for i, o := range r {
		if x := s.stops(o)[0]; i == 0 || x.Cmp(st[1]) < 0 {
			st[1] = x
		}
	}
	s.stopCache[c] = st
	return st
}

// An Interval is a confusion interval: the numbers x with G ‖ x. Its ends
// are G's stops, high (Left's) first; each end belongs to the interval
// exactly when G is confused with it. A number's interval is empty, as is
// that of an infinitesimal such as ↑ whose stops are not confused with it.
type Interval struct {
	Hi, Lo             Dyadic
	HiClosed, LoClosed bool
}

// Empty reports whether the interval holds no number.
func (iv Interval) Empty() bool {
	c := iv.Hi.Cmp(iv.Lo)
	return c < 0 || c == 0 && !(iv.HiClosed && iv.LoClosed)
}

// ConfusionInterval returns the confusion interval of g.
func (s *Store) ConfusionInterval(g ID) (iv Interval, err error) {
	defer s.catch(&err)
	c := s.canonical(g)
	st := s.stops(c)
	iv = Interval{Hi: st[0], Lo: st[1]}
	if s.isNumber(c) {
		return iv, nil
	}
	iv.HiClosed = s.compare(c, s.Number(st[0])) == Fuzzy
	iv.LoClosed = s.compare(c, s.Number(st[1])) == Fuzzy
	return iv, nil
}

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
