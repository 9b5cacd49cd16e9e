package games

import "errors"

// Temperature theory (ONAG ch. 9; Winning Ways ch. 6): thermographs, their
// mean and temperature. The walls are Trajectories (thermotrajectory.go);
// stops, confusion intervals and incentives are in thermostops.go, and
// cooling, heating, overheating and freezing in thermocool.go.
//
// Conventions, as CGSuite's (Siegel, version 2.x), which extends the walls
// of Winning Ways ch. 6 and Siegel II.5 below temperature 0:
//   - A thermograph is defined for temperatures t ≥ −1. Every game's walls
//     come from the scaffolds of its canonical form, Left's scaffold being
//     max R_t(G^L) − t and Right's min L_t(G^R) + t: the walls are the
//     scaffolds up to the least t ≥ −1 where they meet, and the mast above.
//     The walls at t ≥ 0 are the classical ones; at t = 0 they are the
//     stops.
//   - The only exception is an integer: its thermograph is a mast from −1
//     (its canonical form {n−1|} has no Right option, so it has no
//     scaffold to meet). A number x = m/2^k (m odd, k ≥ 1) is
//     {x−1/2^k | x+1/2^k}, whose scaffolds meet at −1/2^k: below that its
//     walls are apart (⌈x⌉ and ⌊x⌋ at t = −1: 1/2's are 1 and 0), above it
//     they are the mast x. numberWall gives them in closed form.
//   - The temperature is where the walls meet: −1/2^k for such a number
//     (−1 for an integer), as CGSuite's temperature; any other game's is
//     ≥ 0 (an infinitesimal's is 0), though its walls below 0 may bend
//     (those of 9/8* at −1/4 and −1/8).

// A Thermograph is the pair of walls of a game's thermograph, with the mast
// value (the mean) and the temperature at which the walls meet.
type Thermograph struct {
	Left, Right Trajectory // Left's wall (the larger value) and Right's
	Mean        Dyadic     // the value of the mast
	Temperature Dyadic     // where the walls meet: see the conventions above
	Number      bool       // the game is a number: its temperature is negative
}

// A Corner is a point of a thermograph at which either wall bends, or the
// foot or the top (the temperature, where the walls meet) of the
// thermograph.
type Corner struct {
	Temp, Left, Right Dyadic
}

// Walls returns the values of Left's wall and of Right's at temperature
// t ≥ −1.
func (th *Thermograph) Walls(t Dyadic) (left, right Dyadic) {
	return th.Left.At(t), th.Right.At(t)
}

// Corners returns the corners Allemang's THERMOGRAPH lists: from temperature
// 0 up to the top, where the walls meet, which is the last. The walls of a
// number meet below 0, and its list is the single corner at its
// temperature (−1 for an integer, −1/2 for 1/2): the foot of its mast.
// CornersFrom(−1) gives the walls below 0 too.
func (th *Thermograph) Corners() []Corner {
	foot := Dyadic{}
	if th.Temperature.Sign() < 0 {
		foot = th.Temperature
	}
	return th.CornersFrom(foot)
}

// CornersFrom returns the corners from temperature foot up: the walls at
// foot, then at each temperature between foot and the top where either wall
// bends, then the top, where the walls meet. If they meet at or below foot,
// it is the single corner at foot, on the mast. A foot below −1, where
// thermographs start, is taken as −1.
func (th *Thermograph) CornersFrom(foot Dyadic) []Corner {
	if foot.Cmp(minusOne) < 0 {
		foot = minusOne
	}
	top := th.Temperature
	ts := []Dyadic{foot}
	add := func(t Dyadic) {
		if t.Cmp(foot) > 0 && t.Cmp(top) < 0 {
			ts = append(ts, t)
		}
	}
	for _, t := range th.Left.Corners() {
		add(t)
	}
	for _, t := range th.Right.Corners() {
		add(t)
	}
	if top.Cmp(foot) > 0 {
		ts = append(ts, top)
	}
	sortDyadics(ts)
	var out []Corner
	for i, t := range ts {
		if i > 0 && t.Equal(ts[i-1]) {
			continue
		}
		out = append(out, Corner{t, th.Left.At(t), th.Right.At(t)})
	}
	return out
}

func sortDyadics(ts []Dyadic) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Cmp(ts[j-1]) < 0; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// Thermograph returns the thermograph of g (of its canonical form).
func (s *Store) Thermograph(g ID) (th *Thermograph, err error) {
	defer s.catch(&err)
	return s.thermograph(s.canonical(g)), nil
}

// Walls returns the values of g's Left and Right walls at temperature
// t ≥ −1 (see the conventions above): at 0 its stops, from its temperature
// up its mean.
func (s *Store) Walls(g ID, t Dyadic) (left, right Dyadic, err error) {
	if t.Cmp(minusOne) < 0 {
		return Dyadic{}, Dyadic{}, errBelowMinusOne
	}
	th, err := s.Thermograph(g)
	if err != nil {
		return Dyadic{}, Dyadic{}, err
	}
	left, right = th.Walls(t)
	return left, right, nil
}

var errBelowMinusOne = errors.New("thermographs start at temperature −1")

// thermograph returns the thermograph of canonical c, from the scaffolds of
// its options: Left's is the maximum of the Right walls of c's Left options,
// tilted by −t; Right's the minimum of the Left walls of its Right options,
// tilted by +t. The walls follow the scaffolds up to the temperature where
// they meet, and are the mast above it. Those of number-up-star values are
// given in closed form (nusThermograph).
func (s *Store) thermograph(c ID) *Thermograph {
	if th, ok := s.thermos[c]; ok {
		return th
	}
	var th *Thermograph
	if v, ok := s.nusOf(c); ok {
		th = s.nusThermograph(v)
	} else {
		s.tick()
		s.enter()
		defer s.leave()
		th = s.thermoFromOptions(s.options(c))
	}
	s.thermos[c] = th
	return th
}

// thermoFromOptions returns the thermograph of {l | r}, a game that is not
// a number, over canonical options: both lists are non-empty.
func (s *Store) thermoFromOptions(l, r []ID) *Thermograph {
	var ls, rs Trajectory
	for i, o := range l {
		w := s.thermograph(o).Right
		if i == 0 {
			ls = w
		} else {
			ls = maxOf(ls, w)
		}
	}
	for i, o := range r {
		w := s.thermograph(o).Left
		if i == 0 {
			rs = w
		} else {
			rs = minOf(rs, w)
		}
	}
	// The scaffolds are ls(t) − t and rs(t) + t.
	t, ok := meet(ls, rs)
	if !ok {
		panic("games: thermograph scaffolds do not meet")
	}
	m := ls.At(t).Sub(t)
	na, nb := ls.below(t), rs.below(t)
	th, buf := newThermograph(na + nb + 2)
	th.Left, th.Right = wallsTo(buf, ls.pieces[:na], -1, rs.pieces[:nb], 1, t, m)
	// A non-number's scaffolds meet at t ≥ 0: at 0 they are its stops, and
	// Left's stop is not below Right's (Siegel II.5); the clamp is a
	// safeguard, never used (TestThermoAgainstReference checks).
	temp := t
	if temp.Sign() < 0 {
		temp = Dyadic{}
	}
	th.Mean, th.Temperature = m, temp
	return th
}

// nusThermograph returns the thermograph of x + u·↑ + *m without looking
// at options. A number's walls are numberWall's. Any other has temperature
// 0 and mean x; below 0 its walls are those of x* (Left's R_x(t) − t,
// Right's L_x(t) + t, with L_x and R_x the walls of the number x), x↑
// (Left's R_x(t) − t, Right's R_x(t)) or x↓ (Left's L_x(t), Right's
// L_x(t) + t): the scaffolds of {x | x}, {x | x*} and {x* | x}.
// TestNUSThermograph checks which against the options.
func (s *Store) nusThermograph(v NUS) *Thermograph {
	x := v.X
	if v.IsNumber() && x.IsInt() {
		// A mast from −1, both walls the same piece.
		th, buf := newThermograph(1)
		buf = append(buf, piece{minusOne, x, 0})
		th.Left, th.Right = Trajectory{buf}, Trajectory{buf}
		th.Mean, th.Temperature, th.Number = x, minusOne, true
		return th
	}
	var lb, rb [6]piece
	lx, rx := s.numberWall(lb[:0], x, true), s.numberWall(rb[:0], x, false)
	if v.IsNumber() {
		th, buf := newThermograph(len(lx) + len(rx))
		buf = append(append(buf, lx...), rx...)
		th.Left, th.Right = Trajectory{buf[:len(lx):len(lx)]}, Trajectory{buf[len(lx):]}
		th.Mean, th.Temperature, th.Number = x, minusOne, true
		if k := x.Exp(); k > 0 {
			th.Temperature = NewDyadic(-1, k)
		}
		return th
	}
	zero := Dyadic{}
	nl, nr := Trajectory{lx}.below(zero), Trajectory{rx}.below(zero)
	var th *Thermograph
	var buf []piece
	switch {
	case nusStarLike(v):
		th, buf = newThermograph(nr + nl + 2)
		th.Left, th.Right = wallsTo(buf, rx[:nr], -1, lx[:nl], 1, zero, x)
	case v.U > 0:
		th, buf = newThermograph(2*nr + 2)
		th.Left, th.Right = wallsTo(buf, rx[:nr], -1, rx[:nr], 0, zero, x)
	default:
		th, buf = newThermograph(2*nl + 2)
		th.Left, th.Right = wallsTo(buf, lx[:nl], 0, lx[:nl], 1, zero, x)
	}
	th.Mean = x
	return th
}

// thermoBlock1, 2 and 4 hold a thermograph and, when they are few, the
// pieces of its walls, so that one allocation makes both.
type (
	thermoBlock1 struct {
		th  Thermograph
		buf [1]piece
	}
	thermoBlock2 struct {
		th  Thermograph
		buf [2]piece
	}
	thermoBlock4 struct {
		th  Thermograph
		buf [4]piece
	}
)

// newThermograph returns a new thermograph and an empty slice with room
// for n pieces, in one allocation when n is small.
func newThermograph(n int) (*Thermograph, []piece) {
	switch {
	case n <= 1:
		b := new(thermoBlock1)
		return &b.th, b.buf[:0:n]
	case n <= 2:
		b := new(thermoBlock2)
		return &b.th, b.buf[:0:n]
	case n <= 4:
		b := new(thermoBlock4)
		return &b.th, b.buf[:0:n]
	}
	return new(Thermograph), make([]piece, 0, n)
}

// nusStarLike reports whether the subzero walls of infinitesimal part
// u·↑ + *m are those of *: both players have a move that ends the
// infinitesimal at once (u = 0, or ↑* and ↓*).
func nusStarLike(v NUS) bool {
	return v.U == 0 || (v.U == 1 || v.U == -1) && v.M == 1
}

// numberWall appends to dst the pieces of Left's wall of the number x
// (left), or Right's, in closed form. An integer's is the constant x. For x = m/2^k, m odd, k ≥ 1,
// Left's wall is x from −1/2^k up, and below it Right's wall of
// a = x − 1/2^k tilted by −t: a − t down to −1/2^j, 2^j being a's
// denominator (a's walls are its mast there), and further down, where a's
// Right wall is the Left wall of y = a + 1/2^j plus t, Left's wall of y.
// So from the top down the wall alternates between a vertical piece at y
// (x first) down to −1/2^(exp y) and a piece a − t, a = y − 1/2^(exp y),
// down to −1/2^(exp a), ending at the integer ⌈x⌉. Right's wall is the
// mirror image, −L_{−x}. TestThermoNumbers checks this against the
// scaffolds of the canonical forms, TestThermoAgainstReference on every
// number of its random games.
func (s *Store) numberWall(dst []piece, x Dyadic, left bool) []piece {
	if x.IsInt() {
		return append(dst, piece{minusOne, x, 0})
	}
	if !left { // Right's wall of x is −L_{−x}
		x = x.Neg()
	}
	n := len(dst)
	dst = s.numberWallDown(x, dst)
	w := dst[n:]
	for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
		w[i], w[j] = w[j], w[i]
	}
	if !left {
		for i, p := range w {
			w[i] = piece{p.t, p.v.Neg(), -p.slope}
		}
	}
	return dst
}

// numberWallDown appends to rev the pieces of Left's wall of the
// non-integer x from the top down.
func (s *Store) numberWallDown(x Dyadic, rev []piece) []piece {
	y := x
	for {
		// Work in proportion to the size of the numbers (the numerator and
		// the denominator of a piece), so that huge denominators are
		// counted.
		work := 1 + int(y.Exp())/256
		if y.big != nil {
			work += y.big.BitLen() / 256
		}
		for range work {
			s.tick()
		}
		k := y.Exp()
		if k == 0 {
			return append(rev, piece{minusOne, y, 0})
		}
		rev = append(rev, piece{NewDyadic(-1, k), y, 0})
		a := y.Sub(NewDyadic(1, k))
		j := a.Exp()
		y = a.Add(NewDyadic(1, j))
		if j == 0 {
			return append(rev, piece{minusOne, y, -1})
		}
		rev = append(rev, piece{NewDyadic(-1, j), y, -1})
	}
}

// Mean returns the mean value of g: the mast of its thermograph.
func (s *Store) Mean(g ID) (m Dyadic, err error) {
	th, err := s.Thermograph(g)
	if err != nil {
		return Dyadic{}, err
	}
	return th.Mean, nil
}

// Temperature returns the temperature of g (see the conventions above).
func (s *Store) Temperature(g ID) (t Dyadic, err error) {
	th, err := s.Thermograph(g)
	if err != nil {
		return Dyadic{}, err
	}
	return th.Temperature, nil
}
