package plot

import (
	"errors"
	"fmt"
	"slices"

	"cgcalc/games"
)

// Thermograph is what a picture shows.
type Thermograph struct {
	// Corners are the thermograph's corners from the foot to the point
	// where the walls meet, as (*games.Thermograph).Corners returns them:
	// the foot at temperature 0, or for a number a single corner at its
	// (negative) temperature. Above the last corner the thermograph is a
	// mast. The foot may also lie below 0, down to −1, as CornersFrom
	// returns them: the pictures still start at 0, and a thermograph
	// whose walls meet below 0 is drawn as a number's.
	Corners []games.Corner
	// Mean is the value of the mast.
	Mean games.Dyadic
	// Temperature is printed beneath the picture: where the walls meet,
	// or for a number its (negative) temperature, such as −1/2.
	Temperature games.Dyadic
	// Title is shown above the picture when it is not empty, for
	// example the game "{2+{1|-1},3+{1|-1}|{1|-1}}".
	Title string
}

// Poll is how a long drawing is stopped: the drawing functions whose
// names end in Poll call it now and then with the work done since the
// last call (a unit is about one arithmetic operation on 64 bits of a
// corner's numbers; every corner counts at least one), and stop with its
// error when it returns one. eval.Interp.Tick is such a function: it
// reports Ctrl-C and the step limit.
type Poll func(work int) error

// pollEvery is the work between two calls of a Poll.
const pollEvery = 1024

// meter adds up the work of a drawing and calls its Poll every pollEvery
// units; after an error it keeps it, and the drawing stops.
type meter struct {
	poll Poll
	work int
	err  error
}

// add charges n units of work and reports whether the drawing may go on.
func (m *meter) add(n int) bool {
	if m.poll == nil || m.err != nil {
		return m.err == nil
	}
	m.work += n
	if m.work >= pollEvery {
		m.err = m.poll(m.work)
		m.work = 0
	}
	return m.err == nil
}

// corner charges the work of arithmetic on a corner and reports whether
// the drawing may go on.
func (m *meter) corner(c games.Corner) bool {
	if m.poll == nil || m.err != nil {
		return m.err == nil
	}
	return m.add(size(c.Temp) + size(c.Left) + size(c.Right))
}

// size is the work of arithmetic on d: 1, and 1 more for each 64 bits
// of its numerator and denominator.
func size(d games.Dyadic) int {
	if _, ok := d.Int64(); ok {
		return 1
	}
	return 1 + (d.Num().BitLen()+int(d.Exp()))/64
}

// isNumber reports whether th is a number's thermograph: a single corner
// below temperature 0.
func (th Thermograph) isNumber() bool {
	return len(th.Corners) == 1 && th.Corners[0].Temp.Sign() < 0
}

// fromZero returns th without its part below temperature 0, which the
// pictures do not show: the foot at 0, with the values of the walls there,
// then the corners above 0; or, when the walls meet below 0, the single
// corner where they meet, as for a number. A thermograph whose foot is at
// 0, or a single corner, is returned as it is. It does not panic on an
// invalid thermograph.
func (th Thermograph) fromZero() Thermograph {
	cs := th.Corners
	if len(cs) < 2 || cs[0].Temp.Sign() >= 0 {
		return th
	}
	last := cs[len(cs)-1]
	if last.Temp.Sign() < 0 {
		th.Corners = []games.Corner{last}
		return th
	}
	i := 1
	for cs[i].Temp.Sign() < 0 {
		i++
	}
	if cs[i].Temp.Sign() == 0 {
		th.Corners = cs[i:]
		return th
	}
	p, c, dt := cs[i-1], cs[i], cs[i-1].Temp.Neg()
	foot := games.Corner{Left: along(p.Left, c.Left, dt), Right: along(p.Right, c.Right, dt)}
	th.Corners = append([]games.Corner{foot}, cs[i:]...)
	return th
}

// Validate reports whether th can be drawn: its corners are not empty,
// the foot is at temperature 0 or below, down to −1 (a number's single
// corner lies below 0), temperatures strictly increase, Left's wall is never below Right's,
// the walls meet at the last corner, at the mean, between corners Left's
// wall is vertical or falls with slope −1 and Right's is vertical or
// rises with slope +1, and Temperature is where the walls meet (or
// negative, for a number).
func (th Thermograph) Validate() error { return th.ValidatePoll(nil) }

// ValidatePoll is Validate, calling poll (if not nil) as it goes through
// the corners and returning its error if it stops the work.
func (th Thermograph) ValidatePoll(poll Poll) error {
	m := &meter{poll: poll}
	cs := th.Corners
	if len(cs) == 0 {
		return errors.New("thermograph has no corners")
	}
	if foot := cs[0].Temp; foot.Sign() > 0 || foot.Cmp(games.DyadicInt(-1)) < 0 {
		return fmt.Errorf("first corner is at temperature %v; the foot must be at 0 or below, down to -1 (where thermographs start)", foot)
	}
	for i, c := range cs {
		if !m.corner(c) {
			return m.err
		}
		if c.Left.Cmp(c.Right) < 0 {
			return fmt.Errorf("corner %d (temperature %v) has Left %v below Right %v", i, c.Temp, c.Left, c.Right)
		}
		if i == 0 {
			continue
		}
		p := cs[i-1]
		if c.Temp.Cmp(p.Temp) <= 0 {
			return fmt.Errorf("corner %d temperature %v is not above corner %d temperature %v", i, c.Temp, i-1, p.Temp)
		}
		dt := c.Temp.Sub(p.Temp)
		if dl := c.Left.Sub(p.Left); dl.Sign() != 0 && !dl.Equal(dt.Neg()) {
			return fmt.Errorf("Left wall from %v at temperature %v to %v at %v has slope %v; want 0 or -1", p.Left, p.Temp, c.Left, c.Temp, slope(dl, dt))
		}
		if dr := c.Right.Sub(p.Right); dr.Sign() != 0 && !dr.Equal(dt) {
			return fmt.Errorf("Right wall from %v at temperature %v to %v at %v has slope %v; want 0 or 1", p.Right, p.Temp, c.Right, c.Temp, slope(dr, dt))
		}
	}
	last := cs[len(cs)-1]
	if !last.Left.Equal(last.Right) {
		return fmt.Errorf("walls do not meet: last corner (temperature %v) has Left %v, Right %v", last.Temp, last.Left, last.Right)
	}
	if !th.Mean.Equal(last.Left) {
		return fmt.Errorf("mean %v differs from %v, where the walls meet", th.Mean, last.Left)
	}
	if th.isNumber() {
		if th.Temperature.Sign() >= 0 {
			return fmt.Errorf("number %v has temperature %v; a number's temperature is negative", th.Mean, th.Temperature)
		}
	} else if !th.Temperature.Equal(last.Temp) {
		return fmt.Errorf("temperature %v differs from %v, where the walls meet", th.Temperature, last.Temp)
	}
	return nil
}

// slope returns dv/dt as an exact string, for error messages.
func slope(dv, dt games.Dyadic) string {
	q := dv.Rat()
	q.Quo(q, dt.Rat())
	return q.RatString()
}

// walls returns the values of Left's wall and of Right's at each of the
// temperatures ts, given in increasing order: the foot's value below the
// first corner, the straight line between corners, and the mast above
// the last corner. It walks the corners once, for all of ts.
func walls(cs []games.Corner, ts []games.Dyadic, m *meter) (left, right []games.Dyadic) {
	left, right = make([]games.Dyadic, len(ts)), make([]games.Dyadic, len(ts))
	i := 1 // cs[i-1] and cs[i] bound the segment holding the temperature
	for k, t := range ts {
		for i < len(cs) && t.Cmp(cs[i].Temp) > 0 {
			if !m.corner(cs[i]) {
				return left, right
			}
			i++
		}
		switch {
		case t.Cmp(cs[0].Temp) <= 0:
			left[k], right[k] = cs[0].Left, cs[0].Right
		case i == len(cs):
			left[k], right[k] = cs[i-1].Left, cs[i-1].Right
		default:
			dt := t.Sub(cs[i-1].Temp)
			left[k] = along(cs[i-1].Left, cs[i].Left, dt)
			right[k] = along(cs[i-1].Right, cs[i].Right, dt)
		}
	}
	return left, right
}

// along returns the value of a wall dt above a corner at value a, going
// straight (slope 0 or ±1) to a corner at value b.
func along(a, b, dt games.Dyadic) games.Dyadic {
	switch a.Cmp(b) {
	case 0:
		return a
	case 1:
		return a.Sub(dt)
	}
	return a.Add(dt)
}

// extent returns the largest and the smallest value of the corners: the
// value range a picture must show (Left's foot and Right's foot, when the
// thermograph is valid).
func extent(cs []games.Corner, m *meter) (hi, lo games.Dyadic) {
	hi, lo = cs[0].Left, cs[0].Left
	for _, c := range cs {
		if !m.corner(c) {
			break
		}
		for _, v := range []games.Dyadic{c.Left, c.Right} {
			if v.Cmp(hi) > 0 {
				hi = v
			}
			if v.Cmp(lo) < 0 {
				lo = v
			}
		}
	}
	return hi, lo
}

// distinct returns ds sorted in increasing order without repeats. Once m
// has stopped the drawing, the order no longer matters: comparisons are
// skipped, so that the sort ends soon.
func distinct(ds []games.Dyadic, m *meter) []games.Dyadic {
	out := slices.Clone(ds)
	slices.SortFunc(out, func(a, b games.Dyadic) int {
		if !m.add(1) {
			return 0
		}
		return a.Cmp(b)
	})
	return slices.CompactFunc(out, games.Dyadic.Equal)
}
