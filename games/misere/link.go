package misere

// Linked games and distinguishers (Conway, ONAG ch. 12; Siegel,
// Combinatorial Game Theory, 2013, ch. V; CGSuite's IsLinkedTo, Link and
// Distinguisher on misère canonical forms).
//
// G is linked to H (by T) when G + T and H + T are both misère
// P-positions. Conway's theorem: G and H are linked exactly when no option
// of G equals H and no option of H equals G, and then
//
//	T = {T_{G'} : G' an option of G} ∪ {T_{H'} : H' an option of H}
//
// links them, where T_{G'} makes G' + T_{G'} a P-position and H + T_{G'}
// an N-position (a P-N distinguisher of G' and H, which exists since
// G' ≠ H), and dually T_{H'}. Then G + T is a P-position: G + T_{G'} and
// G + T_{H'} are N-positions (G moves to the P-position G' + T_{G'}; by
// the choice of T_{H'}), and so is each G' + T, which moves to
// G' + T_{G'}. The same for H.
//
// A distinguisher of G ≠ H is a game X with G + X and H + X of different
// outcomes. One exists (that is the meaning of G ≠ H), and one is found
// among links: if G' and H are linked by T, G + T is an N-position (it
// moves to G' + T) while H + T is a P-position; dually for H' and G; and
// since G ≠ H as canonical forms, some G' is not H's option-or-equal, or
// some H' is not G's (the search below always succeeds). A P-N
// distinguisher X, with G + X a P-position and H + X an N-position, is
// made from any distinguisher T: T itself if G + T is the P-position, and
// otherwise X = {mate(G') : G' an option of G} ∪ {T}, since G' + mate(G')
// is a P-position for every G' (so G' + X is an N-position), G + T is an
// N-position, and H + X moves to the P-position H + T.
//
// The search follows CGSuite (MisereCanonicalGameOps: findLink,
// discriminator, discriminatorPN) step for step: options in CGSuite's
// order (cgsOrder), the first success taken, and CGSuite's memo of
// distinguishers, which answers (H, G) with the distinguisher found for
// (G, H). Each top-level call starts with an empty memo, so the answers
// are CGSuite's in a fresh session and never depend on what was asked
// before.

// linkCalc is one top-level Link or Distinguisher computation.
type linkCalc struct {
	s    *MStore
	disc map[[2]MID]MID // distinguishers, by the unordered pair
	link map[[2]MID]linkOK
}

type linkOK struct {
	id MID
	ok bool
}

func (s *MStore) newLinkCalc() *linkCalc {
	return &linkCalc{s: s, disc: map[[2]MID]MID{}, link: map[[2]MID]linkOK{}}
}

// isP reports whether id is a misère P-position.
func (s *MStore) isP(id MID) bool { return s.nodes[id].gminus == 0 }

// Linked reports whether g and h are linked: whether some T makes g + T
// and h + T both misère P-positions. By Conway's theorem (see above) that
// is when neither is an option of the other (CGSuite's IsLinkedTo).
func (s *MStore) Linked(g, h MID) bool {
	return !s.hasOption(g, h) && !s.hasOption(h, g)
}

// IsOption reports whether x is an option of the canonical form g.
func (s *MStore) IsOption(g, x MID) bool { return s.hasOption(g, x) }

// Link returns a game T linking g and h (g + T and h + T both misère
// P-positions), CGSuite's Link, and true; or false if they are not linked
// (one is an option of the other). Link is not guarded; see LinkErr.
func (s *MStore) Link(g, h MID) (MID, bool) {
	r := s.newLinkCalc().findLink(g, h)
	return r.id, r.ok
}

// LinkErr is Link guarded by the node limit and the context.
func (s *MStore) LinkErr(g, h MID) (MID, bool, error) {
	var r linkOK
	err := s.guarded(func() { r = s.newLinkCalc().findLink(g, h) })
	return r.id, r.ok, err
}

// Distinguisher returns a P-N distinguisher of g and h, CGSuite's
// Distinguisher: a game X with g + X a misère P-position and h + X an
// N-position, and true; or false if g = h (no game distinguishes them).
// Distinguisher is not guarded; see DistinguisherErr.
func (s *MStore) Distinguisher(g, h MID) (MID, bool) {
	if g == h {
		return 0, false
	}
	return s.newLinkCalc().distinguisherPN(g, h), true
}

// DistinguisherErr is Distinguisher guarded by the node limit and the
// context.
func (s *MStore) DistinguisherErr(g, h MID) (MID, bool, error) {
	if g == h {
		return 0, false, nil
	}
	var x MID
	err := s.guarded(func() { x = s.newLinkCalc().distinguisherPN(g, h) })
	return x, err == nil, err
}

// findLink is CGSuite's findLink: * for 0 and 0; nothing if one is an
// option of the other; otherwise the game of the P-N distinguishers of
// each G' from H (G's options last to first, as CGSuite computes them)
// and of each H' from G.
func (c *linkCalc) findLink(g, h MID) linkOK {
	s := c.s
	if g == Zero && h == Zero {
		return linkOK{s.Nimber(1), true}
	}
	if !s.Linked(g, h) {
		return linkOK{}
	}
	key := [2]MID{g, h}
	if r, ok := c.link[key]; ok {
		return r
	}
	s.check()
	og, oh := s.cgsOrder(g), s.cgsOrder(h)
	opts := make([]MID, len(og)+len(oh))
	for i := len(og) - 1; i >= 0; i-- {
		opts[len(oh)+i] = c.distinguisherPN(og[i], h)
	}
	for i, o := range oh {
		opts[i] = c.distinguisherPN(o, g)
	}
	r := linkOK{s.Game(opts), true}
	if !s.isP(s.Sum(g, r.id)) || !s.isP(s.Sum(h, r.id)) {
		panic("misere: a link that does not link (Conway's theorem)")
	}
	c.link[key] = r
	return r
}

// distinguisherPN is CGSuite's discriminatorPN for g ≠ h: a game X with
// g + X a P-position and h + X an N-position.
func (c *linkCalc) distinguisherPN(g, h MID) MID {
	s := c.s
	t := c.discriminator(g, h)
	if s.isP(s.Sum(g, t)) {
		return t
	}
	og := s.cgsOrder(g)
	opts := make([]MID, 0, len(og)+1)
	for _, o := range og {
		opts = append(opts, s.Mate(o))
	}
	x := s.Game(append(opts, t))
	if !s.isP(s.Sum(g, x)) || s.isP(s.Sum(h, x)) {
		panic("misere: a P-N distinguisher that does not distinguish")
	}
	return x
}

// discriminator is CGSuite's discriminator for g ≠ h: a game T with
// g + T and h + T of different outcomes. 0 does when one of g, h is 0 and
// the other a P-position (0 + 0 is an N-position); otherwise the link of h
// with the first option of g linked to it, or of g with the first option
// of h linked to it.
func (c *linkCalc) discriminator(g, h MID) MID {
	s := c.s
	if g == h {
		panic("misere: no distinguisher of a game from itself")
	}
	if (g == Zero && s.isP(h)) || (h == Zero && s.isP(g)) {
		return Zero
	}
	key := [2]MID{min(g, h), max(g, h)}
	if t, ok := c.disc[key]; ok {
		return t
	}
	s.check()
	for _, o := range s.cgsOrder(g) {
		if r := c.findLink(h, o); r.ok {
			c.disc[key] = r.id
			return r.id
		}
	}
	for _, o := range s.cgsOrder(h) {
		if r := c.findLink(g, o); r.ok {
			c.disc[key] = r.id
			return r.id
		}
	}
	panic("misere: two different games with no distinguisher among links (Conway's theorem)")
}
