package games

// The far star and the star projection of a short game, as cgt-tools
// (Maciosowski) computes them: CanonicalForm::far_star and
// CanonicalForm::star_projection in cgt/short/partizan/canonical_form.rs.

// FarStar returns N for the far star (Winning Ways' remote star, Siegel's
// far star) ☆ = *N of g: 1 + the largest m such that the nimber *m is a
// subposition of g's canonical form, g included. No subposition of g is
// ☆ (nor any nimber beyond it), which is what the atomic weight calculus
// compares g with (Winning Ways ch. 8; Siegel, Combinatorial Game Theory,
// 2013, ch. II, atomic weights): any larger N would do there; this N is
// cgt-tools' (far_star: *(m+1) for a nimber *m, else the largest far star
// of the options, and *1 for 0's options, none). It is at least 1, since 0
// is a subposition of every game; a number plus an infinitesimal with a
// nonzero number part has no other nimber among its subpositions.
func (s *Store) FarStar(g ID) (n uint64, err error) {
	defer s.catch(&err)
	return s.nimberBound(s.canonical(g), map[ID]uint64{}), nil
}

// StarProjection returns the star projection of g (Calistrate, "The
// reduced canonical form of a game", Games of No Chance, 1996, p. 411;
// cgt-tools' star_projection): in g's canonical form, every subposition
// that is a number x or x* is replaced by x, working from the top down:
// the projection of x and of x* is x, and of any other canonical form
// {G^L | G^R} the canonical form of {projections of G^L | projections of
// G^R}. The projection of *2 = {0,*|0,*} is {0|0} = *: only the
// subpositions x and x* themselves are replaced. The star projection of g
// heated by * is g's reduced canonical form when g is not a number plus an
// infinitesimal (Calistrate; see ReducedCanonical, which is computed
// otherwise and checked against this).
func (s *Store) StarProjection(g ID) (r ID, err error) {
	defer s.catch(&err)
	return s.starProjection(s.canonical(g), map[ID]ID{}), nil
}

func (s *Store) starProjection(c ID, memo map[ID]ID) ID {
	if v, ok := s.nusOf(c); ok && v.U == 0 && v.M <= 1 {
		return s.Number(v.X)
	}
	if r, ok := memo[c]; ok {
		return r
	}
	s.tick()
	s.enter()
	defer s.leave()
	l, r := s.options(c)
	f := func(o ID) ID { return s.starProjection(o, memo) }
	p := s.fromOptions(mapIDs(l, f), mapIDs(r, f))
	memo[c] = p
	return p
}
