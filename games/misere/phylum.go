package misere

// Phylum classifies how tame a misère canonical form is: CGSuite's
// classification (Dan Hoey's, in CGSuite's misère package), which refines
// Conway's tame, restive and restless games (ONAG ch. 12) by the options a
// form has and the options those have. With g⁺ = 𝒢⁺(G) and g⁻ = 𝒢⁻(G),
// the genus of G is
//
//   - tame when g⁺ = g⁻, or g⁺ and g⁻ are 0 and 1 in some order (the
//     pairs of the genera n^{n(n⊕2)}, 0^{120} and 1^{031});
//   - restive when it is not tame and g⁺ ≤ 1;
//   - restless when it is not tame, g⁺ ≥ 2 and g⁻ ≤ 1;
//   - wild otherwise.
//
// Hereditarily tame (Conway's tame games, which add like nim heaps): a
// tame genus, all options hereditarily tame. Reversibly tame: a tame
// genus, all options generally tame; or some options wild but each has an
// option of G's g⁻ and one of G's g⁺ among its generally tame options
// (they revert to G's values), and G's g⁺, g⁻ are the mexes of its
// generally tame options' values. Generally tame: hereditarily or
// reversibly tame. Tameable: a tame genus, and the wild options revert
// through generally tame or tameable options in the same way (the
// values of tameable options counting towards the mexes), so that G
// determines the genus of its sums with tame games. Hereditarily restive:
// a restive genus, all options hereditarily tame; reversibly restive: a
// restive genus, all options generally tame, or wild options reverting
// through restive or tame options. Restless: a restless genus, all
// options generally tame.
type Phylum uint8

// The phyla, from the tamest. The order is CGSuite's.
const (
	NimHeap             Phylum = iota // a nim heap *n
	HereditarilyTame                  // tame genus, all options hereditarily tame
	ReversiblyTame                    // tame genus, wild options revert to tame values
	Tameable                          // tame genus, wild options revert through tameable ones
	wildOfTameGenus                   // (working value) tame genus, otherwise wild
	HereditarilyRestive               // restive genus, all options hereditarily tame
	ReversiblyRestive                 // restive genus, wild options revert
	wildOfRestiveGenus                // (working value)
	Restless                          // restless genus, all options generally tame
	wildOfRestlessGenus               // (working value)
	Wild                              // none of these
)

var phylumNames = [...]string{
	NimHeap:             "nim heap",
	HereditarilyTame:    "hereditarily tame",
	ReversiblyTame:      "reversibly tame",
	Tameable:            "tameable",
	wildOfTameGenus:     "wild",
	HereditarilyRestive: "hereditarily restive",
	ReversiblyRestive:   "reversibly restive",
	wildOfRestiveGenus:  "wild",
	Restless:            "restless",
	wildOfRestlessGenus: "wild",
	Wild:                "wild",
}

// String names the phylum: "nim heap", "hereditarily tame", ….
func (p Phylum) String() string { return phylumNames[p] }

// Tame reports a hereditarily tame phylum (NimHeap or HereditarilyTame):
// CGSuite's IsTame, Conway's tame games.
func (p Phylum) Tame() bool { return p <= HereditarilyTame }

// GenerallyTame reports a tame phylum, hereditarily or reversibly:
// CGSuite's IsGenerallyTame.
func (p Phylum) GenerallyTame() bool { return p <= ReversiblyTame }

// Tameable reports a generally tame or tameable phylum: CGSuite's
// IsTameable.
func (p Phylum) Tameable() bool { return p <= Tameable }

// Restive reports the hereditarily restive phylum: CGSuite's IsRestive.
func (p Phylum) Restive() bool { return p == HereditarilyRestive }

// GenerallyRestive reports a restive phylum, hereditarily or reversibly.
func (p Phylum) GenerallyRestive() bool {
	return p == HereditarilyRestive || p == ReversiblyRestive
}

// Restless reports the restless phylum: CGSuite's IsRestless.
func (p Phylum) Restless() bool { return p == Restless }

func (p Phylum) restiveOrTame() bool { return p.GenerallyTame() || p.GenerallyRestive() }

// genusClass is the working phylum of a form from its g⁺ and g⁻ alone.
func genusClass(gp, gm int32) Phylum {
	switch {
	case gp == gm || (gp|gm)&^1 == 0:
		return wildOfTameGenus
	case gp < 2:
		return wildOfRestiveGenus
	case gm < 2:
		return wildOfRestlessGenus
	}
	return Wild
}

// Phylum returns the phylum of a canonical form (see the type), computed
// from its options' phyla and values and cached.
func (s *MStore) Phylum(id MID) Phylum {
	c := s.cache()
	if p, ok := c.phylum[id]; ok {
		return p
	}
	p := s.phylumOf(id)
	c.phylum[id] = p
	return p
}

func (s *MStore) phylumOf(id MID) Phylum {
	if _, ok := s.IsNimber(id); ok {
		return NimHeap
	}
	n := s.nodes[id]
	gp, gm := n.gplus, n.gminus
	p := genusClass(gp, gm)
	// The wildest option, if every option is generally tame.
	worst, allTame := NimHeap, true
	for _, o := range n.opts {
		q := s.Phylum(o)
		if !q.GenerallyTame() {
			allTame = false
			break
		}
		worst = max(worst, q)
	}
	if allTame {
		switch {
		case p == wildOfTameGenus && worst <= HereditarilyTame:
			return HereditarilyTame
		case p == wildOfTameGenus:
			return ReversiblyTame
		case p == wildOfRestiveGenus && worst <= HereditarilyTame:
			return HereditarilyRestive
		case p == wildOfRestiveGenus:
			return ReversiblyRestive
		case p == wildOfRestlessGenus:
			return Restless
		}
		return Wild
	}
	if p != wildOfTameGenus && p != wildOfRestiveGenus {
		return Wild
	}
	// Some option is not generally tame: can G still be reversibly tame
	// (restive) or tameable?
	tameGenus := p == wildOfTameGenus
	revOK, tameableOK := true, tameGenus
	var plus, minus, tplus, tminus []bool
	for _, o := range n.opts {
		q := s.Phylum(o)
		m := &s.nodes[o]
		if q.GenerallyTame() {
			plus, minus = mark(plus, m.gplus), mark(minus, m.gminus)
			continue
		}
		var mFound, pFound, mTameable, pTameable bool
		if tameableOK && q == Tameable {
			tplus, tminus = mark(tplus, m.gplus), mark(tminus, m.gminus)
			mTameable, pTameable = true, true
		}
		for _, oo := range m.opts {
			qq := s.Phylum(oo)
			v := &s.nodes[oo]
			switch {
			case tameGenus && qq.GenerallyTame():
				mFound = mFound || v.gminus == gm
				pFound = pFound || v.gplus == gp
			case !tameGenus && qq.restiveOrTame():
				// A restive or tame option of the option reverts to G's
				// value when its other value is 0, 1 or G's g⁻ ⊕ 0/1.
				mFound = mFound || (v.gminus == gm && (v.gplus&^1 == 0 || (v.gplus^gm)&^1 == 0))
				pFound = pFound || (v.gplus == gp && (v.gminus&^1 == 0 || (v.gminus^gm)&^1 == 0))
			case tameableOK && qq == Tameable:
				mTameable = mTameable || v.gminus == gm
				pTameable = pTameable || v.gplus == gp
			}
		}
		if !(mFound && pFound) {
			revOK = false
			if !(mTameable && pTameable) {
				tameableOK = false
			}
		}
		if !revOK && !tameableOK {
			return Wild
		}
	}
	mexPlus, mexMinus := mex(plus), mex(minus)
	if revOK && (gp != mexPlus || gm != mexMinus) {
		revOK = false
	}
	if revOK {
		if tameGenus {
			return ReversiblyTame
		}
		return ReversiblyRestive
	}
	if tameableOK {
		for i, ok := range tplus {
			if ok {
				plus = mark(plus, int32(i))
			}
		}
		for i, ok := range tminus {
			if ok {
				minus = mark(minus, int32(i))
			}
		}
		if (gp != mex(plus) || gm != mex(minus)) && (len(plus) > 0 || gp > 0) {
			tameableOK = false
		}
	}
	if tameableOK {
		return Tameable
	}
	return Wild
}
