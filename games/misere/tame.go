package misere

// TameValue is a tame genus (Allen 2006, §2.2) written as (Base, Fickle): the
// fickle values 0^120 and 1^031 (Base 0, 1; the genera of 0 and *1) and
// the firm values n^{n(n⊕2)} for n ≥ 0 (0^02, 1^13, 2^20, 3^31, …).
type TameValue struct {
	Base   int  // normal-play Grundy value, which is also γ0 for firm values
	Fickle bool // true for 0^120 and 1^031; Base must then be 0 or 1
}

// Genus returns the genus symbol of the tame value.
func (t TameValue) Genus() Genus {
	if t.Fickle {
		return NimGenus(t.Base)
	}
	return Genus{G: t.Base, Seq: []int{t.Base, t.Base ^ 2}}
}

// String returns the genus symbol, e.g. 0^120, 0^02.
func (t TameValue) String() string { return t.Genus().String() }

// Add returns the tame value of G + H for tame games G, H of values t, u:
// (a, f) + (b, f') = (a ⊕ b, fickle iff both are fickle) (Conway; Allen
// Thm 2.4.2). It is only meaningful when both games are tame.
func (t TameValue) Add(u TameValue) TameValue {
	return TameValue{Base: t.Base ^ u.Base, Fickle: t.Fickle && u.Fickle}
}

// Tame reports whether g is a tame value (Allen 2006, §2.2: 0^120, 1^031 or
// n^{n(n⊕2)}) and returns it. A tame value is necessary but not
// sufficient for a tame game; see Analyzer.Tame.
func (g Genus) Tame() (TameValue, bool) {
	for _, t := range []TameValue{{g.G, true}, {g.G, false}} {
		if (!t.Fickle || g.G <= 1) && t.Genus().Equal(g) {
			return t, true
		}
	}
	return TameValue{}, false
}
