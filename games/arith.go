package games

import "math"

// CanonicalSum returns the canonical form of Σ k·G over the terms {G, k}:
// each G is brought to canonical form, multiplied by its integer k (a
// negative k negates) and added (ONAG ch. 1: G + H = {G^L+H, G+H^L |
// G^R+H, G+H^R}, −G = {−G^R | −G^L}). Unlike Plus, which keeps a formal
// sum, the result is one canonical form; a game equal to a number is the
// canonical number.
func (s *Store) CanonicalSum(terms ...Term) (r ID, err error) {
	defer s.catch(&err)
	c := Zero
	for _, t := range terms {
		if t.Mult == math.MinInt64 {
			s.tooLarge("a multiple of −2^63")
		}
		if t.Mult == 0 {
			continue
		}
		c = s.add(c, s.mul(s.canonical(t.ID), t.Mult))
	}
	return c, nil
}
