package plot

import (
	"errors"
	"fmt"

	"cgcalc/games"
)

// Thermograph is what a picture shows.
type Thermograph struct {
	// Corners are the thermograph's corners from the foot to the point
	// where the walls meet, as (*games.Thermograph).Corners returns them:
	// the foot at temperature 0, or for a number a single corner at
	// temperature −1. Above the last corner the thermograph is a mast.
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

// isNumber reports whether th is a number's thermograph: a single corner
// below temperature 0.
func (th Thermograph) isNumber() bool {
	return len(th.Corners) == 1 && th.Corners[0].Temp.Sign() < 0
}

// Validate reports whether th can be drawn: its corners are not empty,
// the foot is at temperature 0 (or a number's single corner lies below
// 0), temperatures strictly increase, Left's wall is never below Right's,
// the walls meet at the last corner, at the mean, between corners Left's
// wall is vertical or falls with slope −1 and Right's is vertical or
// rises with slope +1, and Temperature is where the walls meet (or
// negative, for a number).
func (th Thermograph) Validate() error {
	cs := th.Corners
	if len(cs) == 0 {
		return errors.New("thermograph has no corners")
	}
	if !th.isNumber() && cs[0].Temp.Sign() != 0 {
		return fmt.Errorf("first corner is at temperature %v; the foot must be at 0 (or, for a number, a single corner below 0)", cs[0].Temp)
	}
	for i, c := range cs {
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

// wallAt returns the value of Left's wall (left) or Right's at temperature
// t: the foot's value below the first corner, the straight line between
// corners, and the mast above the last corner.
func wallAt(cs []games.Corner, left bool, t games.Dyadic) games.Dyadic {
	pick := func(c games.Corner) games.Dyadic {
		if left {
			return c.Left
		}
		return c.Right
	}
	if t.Cmp(cs[0].Temp) <= 0 {
		return pick(cs[0])
	}
	for i := 1; i < len(cs); i++ {
		if t.Cmp(cs[i].Temp) > 0 {
			continue
		}
		a, b := pick(cs[i-1]), pick(cs[i])
		dt := t.Sub(cs[i-1].Temp)
		switch a.Cmp(b) {
		case 0:
			return a
		case 1:
			return a.Sub(dt)
		default:
			return a.Add(dt)
		}
	}
	return pick(cs[len(cs)-1])
}

// extent returns the largest and the smallest value of the corners: the
// value range a picture must show (Left's foot and Right's foot, when the
// thermograph is valid).
func extent(cs []games.Corner) (hi, lo games.Dyadic) {
	hi, lo = cs[0].Left, cs[0].Left
	for _, c := range cs {
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

// distinct returns ds sorted in increasing order without repeats.
func distinct(ds []games.Dyadic) []games.Dyadic {
	out := make([]games.Dyadic, 0, len(ds))
	for _, d := range ds {
		i := 0
		for i < len(out) && out[i].Cmp(d) < 0 {
			i++
		}
		if i < len(out) && out[i].Equal(d) {
			continue
		}
		out = append(out, games.Dyadic{})
		copy(out[i+1:], out[i:])
		out[i] = d
	}
	return out
}
