package loopy

import "errors"

// Upsums, downsums, degree and variety of stoppers (Siegel, Combinatorial
// Game Theory, 2013, ch. VI; CGSuite (Siegel), version 2.x,
// CanonicalStopper's Degree and Variety).

// ErrNotIdempotent reports a variety asked for a stopper whose degree is
// not an idempotent (D + D ≠ D).
var ErrNotIdempotent = errors.New("loopy: degree must be an idempotent")

// ErrNotStopperSided reports a sum of stoppers whose side is not a stopper
// (a counterexample to Siegel's finite sides conjecture, never seen).
var ErrNotStopperSided = errors.New("loopy: the side of the sum is not a stopper")

// ErrUnstable reports upsum and downsum varieties that differ (a
// counterexample to Siegel's stability conjecture, never seen).
var ErrUnstable = errors.New("loopy: the upsum and downsum varieties differ")

// sumSide returns the onside (onside true) or offside of g + h for
// stoppers g and h, a stopper in its simplest form.
func sumSide(g, h *Graph, onside bool, maxStates int) (*Graph, error) {
	if !g.IsStopper() || !h.IsStopper() {
		return nil, ErrNotStopper
	}
	s, err := Sum(g, h, maxStates)
	if err != nil {
		return nil, err
	}
	side, err := SideOf(s, onside, maxStates)
	if err != nil {
		return nil, err
	}
	if !side.IsStopper() {
		return nil, ErrNotStopperSided
	}
	return side, nil
}

// Upsum returns g ∔ h = (g + h)⁺, the onside of the sum of the stoppers g
// and h, in its simplest form (Siegel 2013, ch. VI).
func Upsum(g, h *Graph, maxStates int) (*Graph, error) { return sumSide(g, h, true, maxStates) }

// Downsum returns g ∸ h = (g + h)⁻, the offside of the sum of the stoppers
// g and h, in its simplest form.
func Downsum(g, h *Graph, maxStates int) (*Graph, error) { return sumSide(g, h, false, maxStates) }

// zeroGraph is the game 0 = { | }.
func zeroGraph() *Graph { return &Graph{L: [][]int32{nil}, R: [][]int32{nil}} }

// Degree returns the degree of the stopper g (Siegel 2013, ch. VI): 0 when
// g has no cycle, else g ∔ −g, the onside of g − g. degree(on) = on,
// degree(over) = over.
func Degree(g *Graph, maxStates int) (*Graph, error) {
	if !g.IsStopper() {
		return nil, ErrNotStopper
	}
	if g.IsLoopfree() {
		return zeroGraph(), nil
	}
	return Upsum(g, g.Neg(), maxStates)
}

// IsIdempotent reports whether the stopper g is an idempotent: g + g = g,
// both sides of the sum equal to g.
func IsIdempotent(g *Graph, maxStates int) (bool, error) {
	if !g.IsStopper() {
		return false, ErrNotStopper
	}
	s, err := Sum(g, g, maxStates)
	if err != nil {
		return false, err
	}
	for _, onside := range []bool{true, false} {
		side, err := SideOf(s, onside, maxStates)
		if err != nil {
			return false, err
		}
		if !side.IsStopper() {
			return false, nil
		}
		if eq, err := Equal(side, g, maxStates); err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

// Variety returns the variety of the stopper g (Siegel 2013, ch. VI): with
// D its degree, which must be an idempotent (else ErrNotIdempotent), the
// upsum variety g ∔ ((−g) ∸ (−D)). As CGSuite does, it also finds the
// downsum variety g ∸ ((−g) ∔ D) and returns ErrUnstable if they differ.
// variety(over) = over, variety({pass|3/2}) = under.
func Variety(g *Graph, maxStates int) (*Graph, error) {
	d, err := Degree(g, maxStates)
	if err != nil {
		return nil, err
	}
	idem, err := IsIdempotent(d, maxStates)
	if err != nil {
		return nil, err
	}
	if !idem {
		return nil, ErrNotIdempotent
	}
	ng := g.Neg()
	a, err := Downsum(ng, d.Neg(), maxStates)
	if err != nil {
		return nil, err
	}
	up, err := Upsum(g, a, maxStates)
	if err != nil {
		return nil, err
	}
	b, err := Upsum(ng, d, maxStates)
	if err != nil {
		return nil, err
	}
	down, err := Downsum(g, b, maxStates)
	if err != nil {
		return nil, err
	}
	eq, err := Equal(up, down, maxStates)
	if err != nil {
		return nil, err
	}
	if !eq {
		return nil, ErrUnstable
	}
	return up, nil
}
