package games

// Trajectories: the piecewise-linear walls and scaffolds of thermographs,
// with dyadic corners, and their maxima, minima and meeting points.

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

func (p piece) at(t Dyadic) Dyadic {
	switch p.slope {
	case 0:
		return p.v
	case 1:
		return p.v.Add(t.Sub(p.t))
	case -1:
		return p.v.Sub(t.Sub(p.t))
	}
	return p.v.Add(t.Sub(p.t).MulInt(p.slope))
}

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

// below returns the number of pieces of tr that start below t.
func (tr Trajectory) below(t Dyadic) int {
	n := 0
	for n < len(tr.pieces) && tr.pieces[n].t.Cmp(t) < 0 {
		n++
	}
	return n
}

// wallsTo returns the walls that follow the scaffolds a(τ) + ka·τ and
// b(τ) + kb·τ (ka, kb in −1, 0, 1) up to temperature t and are the mast m
// from t on, m being the value of both there: a and b are the pieces
// of two trajectories that start below t. The walls are made in buf,
// which must have room for len(a) + len(b) + 2 pieces.
func wallsTo(buf, a []piece, ka int64, b []piece, kb int64, t, m Dyadic) (Trajectory, Trajectory) {
	buf = tiltTo(buf, a, ka, t, m)
	n := len(buf)
	buf = tiltTo(buf, b, kb, t, m)
	return Trajectory{buf[:n:n]}, Trajectory{buf[n:]}
}

// tiltTo appends to buf the pieces ps (those of a trajectory below t),
// tilted by k·τ, then the mast m from t (from −1 if ps is empty) unless
// the last piece is already vertical.
func tiltTo(buf, ps []piece, k int64, t, m Dyadic) []piece {
	for _, p := range ps {
		v := p.v
		switch k {
		case 1:
			v = v.Add(p.t)
		case -1:
			v = v.Sub(p.t)
		}
		buf = append(buf, piece{p.t, v, p.slope + k})
	}
	if len(ps) == 0 {
		return append(buf, piece{minusOne, m, 0})
	}
	if buf[len(buf)-1].slope == 0 {
		return buf
	}
	return append(buf, piece{t, m, 0})
}

// negate returns −tr.
func (tr Trajectory) negate() Trajectory {
	out := make([]piece, len(tr.pieces))
	for i, p := range tr.pieces {
		out[i] = piece{p.t, p.v.Neg(), -p.slope}
	}
	return Trajectory{out}
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

// maxOf returns the pointwise maximum of a and b, walking the pieces of
// both once.
func maxOf(a, b Trajectory) Trajectory {
	out := make([]piece, 0, len(a.pieces)+len(b.pieces)+1)
	emit := func(p piece) {
		if n := len(out); n > 0 && out[n-1].slope == p.slope {
			return // the same line continues
		}
		out = append(out, p)
	}
	var w walk
	for t, pa, pb, next, more := w.start(a, b); ; t, pa, pb, next, more = w.step() {
		qa := piece{t, pa.at(t), pa.slope}
		qb := piece{t, pb.at(t), pb.slope}
		d, ds := qa.v.Sub(qb.v), qa.slope-qb.slope
		first, second := qa, qb
		if c := d.Sign(); c < 0 || c == 0 && ds < 0 {
			first, second = qb, qa
			d, ds = d.Neg(), -ds
		}
		emit(first)
		// first is above (or level and rising faster) at t; the lines cross
		// later if first is falling relative to second.
		if d.Sign() > 0 && ds < 0 {
			x := t.Add(crossing(d, -ds))
			if !more || x.Cmp(next) < 0 {
				emit(piece{x, second.at(x), second.slope})
			}
		}
		if !more {
			return Trajectory{out}
		}
	}
}

// A walk goes through the pieces of two trajectories together, from −1
// (where both start) through every start of a piece of either.
type walk struct {
	a, b    []piece
	i, j    int
	t, next Dyadic
	more    bool
}

// start begins the walk at −1. It returns the temperature, the pieces of a
// and b there, and the next start of a piece of either, if there is one.
func (w *walk) start(a, b Trajectory) (t Dyadic, pa, pb piece, next Dyadic, more bool) {
	*w = walk{a: a.pieces, b: b.pieces, t: minusOne}
	return w.here()
}

// startAt begins the walk at temperature t0 ≥ −1 instead.
func (w *walk) startAt(a, b Trajectory, t0 Dyadic) (t Dyadic, pa, pb piece, next Dyadic, more bool) {
	*w = walk{a: a.pieces, b: b.pieces, t: t0}
	for w.i+1 < len(w.a) && w.a[w.i+1].t.Cmp(t0) <= 0 {
		w.i++
	}
	for w.j+1 < len(w.b) && w.b[w.j+1].t.Cmp(t0) <= 0 {
		w.j++
	}
	return w.here()
}

// step moves the walk to the next start of a piece and returns what start
// returns.
func (w *walk) step() (t Dyadic, pa, pb piece, next Dyadic, more bool) {
	if w.i+1 < len(w.a) && w.a[w.i+1].t.Equal(w.next) {
		w.i++
	}
	if w.j+1 < len(w.b) && w.b[w.j+1].t.Equal(w.next) {
		w.j++
	}
	w.t = w.next
	return w.here()
}

func (w *walk) here() (t Dyadic, pa, pb piece, next Dyadic, more bool) {
	w.more = false
	if w.i+1 < len(w.a) {
		w.next, w.more = w.a[w.i+1].t, true
	}
	if w.j+1 < len(w.b) && (!w.more || w.b[w.j+1].t.Cmp(w.next) < 0) {
		w.next, w.more = w.b[w.j+1].t, true
	}
	return w.t, w.a[w.i], w.b[w.j], w.next, w.more
}

// minOf returns the pointwise minimum of a and b.
func minOf(a, b Trajectory) Trajectory { return maxOf(a.negate(), b.negate()).negate() }

// meet returns the least temperature t ≥ −1 with left(t) − t ≤ right(t) + t,
// where left and right are the maximum of the Right walls of the Left
// options and the minimum of the Left walls of the Right options (so left
// has slopes 0 and 1, right 0 and −1, and the difference of the tilted
// scaffolds does not increase), and whether there is one.
func meet(left, right Trajectory) (Dyadic, bool) {
	var w walk
	// gap returns the difference of the tilted scaffolds at t, and its
	// slope above t.
	gap := func(t Dyadic, pl, pr piece) (Dyadic, int64) {
		return pl.at(t).Sub(pr.at(t)).Sub(t.Add(t)), pl.slope - pr.slope - 2
	}
	// Where the scaffolds are apart at 0 they do not meet below it, so the
	// walk begins there.
	t, pl, pr, next, more := w.startAt(left, right, Dyadic{})
	if d, _ := gap(t, pl, pr); d.Sign() <= 0 {
		t, pl, pr, next, more = w.start(left, right)
	}
	for ; ; t, pl, pr, next, more = w.step() {
		d, ds := gap(t, pl, pr)
		if d.Sign() <= 0 {
			return t, true
		}
		if ds < 0 {
			x := t.Add(crossing(d, -ds))
			if !more || x.Cmp(next) <= 0 {
				return x, true
			}
		}
		if !more {
			return Dyadic{}, false
		}
	}
}
