package loopy

import "cgcalc/games"

// meter counts the units of work of a loopy computation and calls poll
// every games.PollEvery units, as the store's Work does for its solvers: a
// unit is a small bounded piece of work (a position or an option looked
// at, a state of a comparison updated), and each call of add counts what
// one step of a loop does, so that no stretch between two polls is longer
// than PollEvery units plus one step. Once poll has returned an error,
// every later add returns it too, so that work stops at the next check.
// A nil meter, or one without poll, counts nothing.
type meter struct {
	poll  func() error
	units uint64 // units counted so far
	next  uint64 // the value of units at which poll is next called
	err   error  // poll's error, once it has returned one
}

// newMeter returns a meter calling poll (nil when poll is nil).
func newMeter(poll func() error) *meter {
	if poll == nil {
		return nil
	}
	return &meter{poll: poll, next: games.PollEvery}
}

// add counts n units and polls once PollEvery units have passed since the
// last poll, returning the poll's error.
func (m *meter) add(n int) error {
	if m == nil {
		return nil
	}
	// Units are counted after a failed poll too: a test counts what a
	// computation does after it was told to stop.
	m.units += uint64(n)
	if m.err != nil {
		return m.err
	}
	if m.units < m.next {
		return nil
	}
	m.next = m.units + games.PollEvery
	m.err = m.poll()
	return m.err
}

// check polls now (for work that is about to start a long step).
func (m *meter) check() error {
	if m == nil {
		return nil
	}
	if m.err != nil {
		return m.err
	}
	m.next = m.units + games.PollEvery
	m.err = m.poll()
	return m.err
}

// pollFunc returns the meter's check as a poll function for code that
// takes one (nil for a nil meter).
func (m *meter) pollFunc() func() error {
	if m == nil {
		return nil
	}
	return m.check
}
