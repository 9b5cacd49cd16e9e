package games

import "fmt"

// minusOne is the lowest temperature of a thermograph: CGSuite's
// convention, under which an integer's thermograph is a mast from −1.
var minusOne = DyadicInt(-1)

// A Trajectory is a continuous, piecewise-linear function of temperature t
// on [−1, ∞), with dyadic corners and integer slopes: a wall of a
// thermograph, or a scaffold from which walls are cut. Values are positions
// on the number line (Left's direction, positive, is up).
type Trajectory struct {
	pieces []piece // by start temperature, strictly increasing; pieces[0].t = −1
}

// piece is the line v + slope·(τ − t) for τ from t to the next piece's
// start.
type piece struct {
	t, v  Dyadic
	slope int64
}

// constant returns the trajectory with value x everywhere.
func constant(x Dyadic) Trajectory { return Trajectory{[]piece{{minusOne, x, 0}}} }

// At returns the value of the trajectory at temperature t ≥ −1.
func (tr Trajectory) At(t Dyadic) Dyadic {
	i := len(tr.pieces) - 1
	for i > 0 && tr.pieces[i].t.Cmp(t) > 0 {
		i--
	}
	return tr.pieces[i].at(t)
}

func (p piece) at(t Dyadic) Dyadic { return p.v.Add(t.Sub(p.t).MulInt(p.slope)) }

// Corners returns the temperatures, above −1, at which the slope changes.
func (tr Trajectory) Corners() []Dyadic {
	ts := make([]Dyadic, 0, len(tr.pieces))
	for _, p := range tr.pieces[1:] {
		ts = append(ts, p.t)
	}
	return ts
}

// Slope returns the slope just above temperature t.
func (tr Trajectory) Slope(t Dyadic) int64 {
	i := len(tr.pieces) - 1
	for i > 0 && tr.pieces[i].t.Cmp(t) > 0 {
		i--
	}
	return tr.pieces[i].slope
}

// String shows the pieces, as "v@t/slope ...", for tests and debugging.
func (tr Trajectory) String() string {
	s := ""
	for i, p := range tr.pieces {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%v@%v/%d", p.v, p.t, p.slope)
	}
	return s
}

// plus returns the trajectory τ ↦ tr(τ) + k·τ + c.
func (tr Trajectory) plus(k int64, c Dyadic) Trajectory {
	out := make([]piece, len(tr.pieces))
	for i, p := range tr.pieces {
		out[i] = piece{p.t, p.v.Add(p.t.MulInt(k)).Add(c), p.slope + k}
	}
	return Trajectory{out}
}

// negate returns −tr.
func (tr Trajectory) negate() Trajectory {
	out := make([]piece, len(tr.pieces))
	for i, p := range tr.pieces {
		out[i] = piece{p.t, p.v.Neg(), -p.slope}
	}
	return Trajectory{out}
}

// breaks returns the union of the piece starts of a and b, sorted.
func breaks(a, b Trajectory) []Dyadic {
	ts := make([]Dyadic, 0, len(a.pieces)+len(b.pieces))
	i, j := 0, 0
	for i < len(a.pieces) || j < len(b.pieces) {
		var t Dyadic
		switch {
		case j == len(b.pieces) || i < len(a.pieces) && a.pieces[i].t.Cmp(b.pieces[j].t) < 0:
			t = a.pieces[i].t
			i++
		case i == len(a.pieces) || b.pieces[j].t.Cmp(a.pieces[i].t) < 0:
			t = b.pieces[j].t
			j++
		default:
			t = a.pieces[i].t
			i++
			j++
		}
		ts = append(ts, t)
	}
	return ts
}

// crossing returns d/k for the slope difference k ≠ 0, which is ±2^j in a
// thermograph; other values cannot arise and panic.
func crossing(d Dyadic, k int64) Dyadic {
	if k < 0 {
		d, k = d.Neg(), -k
	}
	for k > 1 {
		if k&1 != 0 {
			panic(fmt.Sprintf("games: trajectory slope difference %d", k))
		}
		d, k = d.Half(), k/2
	}
	return d
}

// maxOf returns the pointwise maximum of a and b.
func maxOf(a, b Trajectory) Trajectory {
	ts := breaks(a, b)
	var out []piece
	emit := func(p piece) {
		if n := len(out); n > 0 && out[n-1].slope == p.slope {
			return // the same line continues
		}
		out = append(out, p)
	}
	for k, t := range ts {
		pa := piece{t, a.At(t), a.Slope(t)}
		pb := piece{t, b.At(t), b.Slope(t)}
		d, ds := pa.v.Sub(pb.v), pa.slope-pb.slope
		first, second := pa, pb
		if c := d.Sign(); c < 0 || c == 0 && ds < 0 {
			first, second = pb, pa
			d, ds = d.Neg(), -ds
		}
		emit(first)
		// first is above (or level and rising faster) at t; the lines cross
		// later if first is falling relative to second.
		if d.Sign() > 0 && ds < 0 {
			x := t.Add(crossing(d, -ds))
			if k+1 == len(ts) || x.Cmp(ts[k+1]) < 0 {
				emit(piece{x, second.at(x), second.slope})
			}
		}
	}
	return Trajectory{out}
}

// minOf returns the pointwise minimum of a and b.
func minOf(a, b Trajectory) Trajectory { return maxOf(a.negate(), b.negate()).negate() }

// meet returns the least temperature t ≥ −1 with left(t) ≤ right(t), where
// left − right is non-increasing (left has slopes ≤ 0, right ≥ 0), and
// whether there is one.
func meet(left, right Trajectory) (Dyadic, bool) {
	ts := breaks(left, right)
	for k, t := range ts {
		d := left.At(t).Sub(right.At(t))
		if d.Sign() <= 0 {
			return t, true
		}
		if ds := left.Slope(t) - right.Slope(t); ds < 0 {
			x := t.Add(crossing(d, -ds))
			if k+1 == len(ts) || x.Cmp(ts[k+1]) <= 0 {
				return x, true
			}
		}
	}
	return Dyadic{}, false
}

// cut returns tr up to temperature t, constant at tr(t) from there on.
func (tr Trajectory) cut(t Dyadic) Trajectory {
	var out []piece
	for _, p := range tr.pieces {
		if p.t.Cmp(t) >= 0 {
			break
		}
		out = append(out, p)
	}
	m := tr.At(t)
	if n := len(out); n > 0 && out[n-1].slope == 0 {
		return Trajectory{out}
	}
	if len(out) == 0 {
		t = minusOne
	}
	return Trajectory{append(out, piece{t, m, 0})}
}
