package loopy

// UpsumVariety returns the upsum variety of the stopper g relative to the
// degree d (CGSuite's UpsumVariety; Siegel 2013, ch. VI): g ∔ ((−g) ∸ (−d)),
// the upsum of g and the downsum of −g and −d. d must be an idempotent,
// else ErrNotIdempotent. ↑[on].UpsumVariety(↑<on>) is ↓<on>.
func UpsumVariety(g, d *Graph, maxStates int) (*Graph, error) {
	if err := needIdempotent(d, maxStates); err != nil {
		return nil, err
	}
	a, err := Downsum(g.Neg(), d.Neg(), maxStates)
	if err != nil {
		return nil, err
	}
	return Upsum(g, a, maxStates)
}

// DownsumVariety returns the downsum variety of the stopper g relative to
// the degree d (CGSuite's DownsumVariety): g ∸ ((−g) ∔ d). d must be an
// idempotent, else ErrNotIdempotent.
func DownsumVariety(g, d *Graph, maxStates int) (*Graph, error) {
	if err := needIdempotent(d, maxStates); err != nil {
		return nil, err
	}
	a, err := Upsum(g.Neg(), d, maxStates)
	if err != nil {
		return nil, err
	}
	return Downsum(g, a, maxStates)
}

// needIdempotent returns ErrNotIdempotent unless d + d = d.
func needIdempotent(d *Graph, maxStates int) error {
	idem, err := IsIdempotent(d, maxStates)
	if err != nil {
		return err
	}
	if !idem {
		return ErrNotIdempotent
	}
	return nil
}
