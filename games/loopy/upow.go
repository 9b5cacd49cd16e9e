package loopy

import (
	"errors"

	"cgcalc/games"
)

// Powers of a short game {0|H} with pseudonumber exponents, and the
// inverse of the ordinal sum on stoppers, as CGSuite (Siegel), version
// 2.x, defines them (CanonicalShortGame's Pow and PowTo with a
// Pseudonumber, CanonicalStopper's Subordinate; GameTest.scala): the
// blow-up of a pseudonumber (see games.Blowup for numbers) is on for on,
// off for over, b over and b under for x over and x under with x > 0
// and b the blow-up of x; G.PowTo(x) is the ordinal sum G : blowup(x),
// a stopper, and G.Pow(x) = {0 | H − G.PowTo(x − 1)}. ↑.Pow(on) is
// ↑<on> and ↑.PowTo(on) is ↑[on] = upon.

// ErrInvalidExponent is the error for a pseudonumber exponent that has
// no blow-up: off, and x over or x under with x < 0 (x ≤ 0 for under).
var ErrInvalidExponent = errors.New("invalid exponent")

// OrdinalSum returns the graph of the ordinal sum G:H = {G^L, G:H^L |
// G^R, G:H^R} (Winning Ways ch. 9): every position of h gets the options
// of g's start besides its own, which continue in h. Nothing is
// simplified.
func OrdinalSum(g, h *Graph) *Graph {
	u, offs := Union(g, h)
	gs := g.Start
	for v := range h.L {
		w := int(offs[1]) + v
		u.L[w] = append(u.L[w], g.L[gs]...)
		u.R[w] = append(u.R[w], g.R[gs]...)
	}
	u.Start = offs[1] + h.Start
	return u
}

// BlowupStop returns the blow-up of the pseudonumber x > 0 (see the
// package notes above): for a number, games.Blowup; on for on, off for
// over, Blowup(x) over and Blowup(x) under for x over and x under with
// x > 0. Other pseudonumbers give ErrInvalidExponent, numbers ≤ 0
// games.ErrExponentSign.
func BlowupStop(x Stop) (Stop, error) {
	switch {
	case x.Inf > 0:
		return x, nil
	case x.Inf < 0:
		return Stop{}, ErrInvalidExponent
	case x.Tilt == 0:
		b, err := games.Blowup(x.X)
		return Stop{X: b}, err
	case x.Tilt > 0 && x.X.IsZero():
		return Stop{Inf: -1}, nil
	case x.X.Sign() > 0:
		b, err := games.Blowup(x.X)
		return Stop{X: b, Tilt: x.Tilt}, err
	}
	return Stop{}, ErrInvalidExponent
}

// PseudonumberOf returns the pseudonumber the stopper g equals, if it
// equals one (on, off, a number, x over or x under).
func PseudonumberOf(s *games.Store, g *Graph, maxStates int) (Stop, bool, error) {
	c, err := Simplify(g, maxStates)
	if err != nil {
		return Stop{}, false, err
	}
	ids, ok, err := shortNodes(s, c)
	if err != nil {
		return Stop{}, false, err
	}
	x, is := pseudonumberAt(s, c, c.Start, ids, ok)
	return x, is, nil
}

// PowTo returns the simplest form of G.PowTo(x) for the canonical short
// game g and the pseudonumber x: the short game s.PowTo(g, x) for a
// number x, else the stopper g : BlowupStop(x).
func PowTo(s *games.Store, g games.ID, x Stop, maxStates int) (*Graph, error) {
	if x.Inf == 0 && x.Tilt == 0 {
		p, err := s.PowTo(g, x.X)
		if err != nil {
			return nil, err
		}
		return FromShort(s, p)
	}
	b, err := BlowupStop(x)
	if err != nil {
		return nil, err
	}
	bg, err := b.Graph(s)
	if err != nil {
		return nil, err
	}
	gg, err := FromShort(s, g)
	if err != nil {
		return nil, err
	}
	return Simplify(OrdinalSum(gg, bg), maxStates)
}

// Pow returns the simplest form of G.Pow(x) for the canonical short game
// g = {0|H} and the pseudonumber x: {0 | H − PowTo(g, x − 1)}, with
// on − 1 = on, off − 1 = off and (y over) − 1 = (y − 1) over. It returns
// games.ErrPowBase when g is not {0|H}.
func Pow(s *games.Store, g games.ID, x Stop, maxStates int) (*Graph, error) {
	h, err := s.PowBase(g)
	if err != nil {
		return nil, err
	}
	if x.Inf == 0 && x.Tilt == 0 {
		p, err := s.Pow(g, x.X)
		if err != nil {
			return nil, err
		}
		return FromShort(s, p)
	}
	if x.Inf == 0 {
		x.X = x.X.Sub(games.DyadicInt(1))
	}
	p, err := PowTo(s, g, x, maxStates)
	if err != nil {
		return nil, err
	}
	hg, err := FromShort(s, h)
	if err != nil {
		return nil, err
	}
	right, err := Sum(hg, p.Neg(), maxStates)
	if err != nil {
		return nil, err
	}
	zero, err := FromShort(s, games.Zero)
	if err != nil {
		return nil, err
	}
	return Simplify(node([]*Graph{zero}, []*Graph{right}, false, false), maxStates)
}

// Subordinate returns the simplest form of G.Subordinate(B) for the
// stopper g and a base B given by its options, stoppers bl and br
// (CGSuite's CanonicalStopper Subordinate; games.Store.Subordinate for
// short games): the stopper H with B : H = G as G's simplest form shows
// it. At each position P of G reached through options that are not the
// base's, each Left option BL of the base must be met by a Left option of
// P at least BL or a Right option of BL at most P, and each Right option
// likewise; H's position for P has P's options that are not equal to
// options of the base, taken the same way, so a position met again is the
// same node: over.Subordinate(1) is off. It returns games.ErrSubordinate
// when a base option is not met.
func Subordinate(g *Graph, bl, br []*Graph, maxStates int) (*Graph, error) {
	c, err := Simplify(g, maxStates)
	if err != nil {
		return nil, err
	}
	sub := &subordination{c: c, bl: bl, br: br, max: maxStates, index: map[int32]int32{}}
	if _, err := sub.visit(c.Start); err != nil {
		return nil, err
	}
	return Simplify(&sub.out, maxStates)
}

// subordination is the walk of Subordinate over the positions of c.
type subordination struct {
	c      *Graph
	bl, br []*Graph
	max    int
	out    Graph
	index  map[int32]int32 // c's node -> out's node
}

// visit returns out's node for c's node v, made on the first visit.
func (u *subordination) visit(v int32) (int32, error) {
	if i, ok := u.index[v]; ok {
		return i, nil
	}
	i := int32(len(u.out.L))
	u.index[v] = i
	u.out.L, u.out.R = append(u.out.L, nil), append(u.out.R, nil)
	p := u.c.At(v)
	for _, left := range []bool{true, false} {
		base, own := u.bl, u.c.L[v]
		if !left {
			base, own = u.br, u.c.R[v]
		}
		for _, b := range base {
			met, err := u.met(p, own, b, left)
			if err != nil {
				return 0, err
			}
			if !met {
				return 0, games.ErrSubordinate
			}
		}
		for _, o := range own {
			in, err := u.among(o, base)
			if err != nil {
				return 0, err
			}
			if in {
				continue
			}
			j, err := u.visit(o)
			if err != nil {
				return 0, err
			}
			if left {
				u.out.L[i] = append(u.out.L[i], j)
			} else {
				u.out.R[i] = append(u.out.R[i], j)
			}
		}
	}
	return i, nil
}

// met reports whether the base option b (Left's when left) is met at the
// position p with the options own: by an option of p at least b (Left) or
// at most b (Right), or by an option of b of the other side at most p
// (Left) or at least p (Right).
func (u *subordination) met(p *Graph, own []int32, b *Graph, left bool) (bool, error) {
	for _, o := range own {
		x, y := u.c.At(o), b
		if !left {
			x, y = y, x
		}
		if ge, err := GreaterEq(x, y, u.max); err != nil || ge {
			return ge, err
		}
	}
	other := b.R[b.Start]
	if !left {
		other = b.L[b.Start]
	}
	for _, w := range other {
		x, y := p, b.At(w)
		if !left {
			x, y = y, x
		}
		if ge, err := GreaterEq(x, y, u.max); err != nil || ge {
			return ge, err
		}
	}
	return false, nil
}

// among reports whether c's node o equals one of the base options.
func (u *subordination) among(o int32, base []*Graph) (bool, error) {
	for _, b := range base {
		if eq, err := Equal(u.c.At(o), b, u.max); err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}
