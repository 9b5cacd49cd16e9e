package loopy

import (
	"errors"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
)

// workRecord is a meter whose poll records the units between polls and
// fails from the cancel-th poll on (never when cancel is 0).
type workRecord struct {
	m           *meter
	polls       int
	cancel      int
	cancelUnits uint64 // units when the poll first failed
	maxGap      uint64 // most units between two polls
	last        uint64
}

var errCancelled = errors.New("cancelled")

// maxStep bounds one count of these computations' work: a state and its
// moves, a part's or a graph's nodes (at most a few hundred here).
const maxStep = 1024

func newWorkRecord(cancel int) *workRecord {
	w := &workRecord{cancel: cancel}
	w.m = &meter{next: games.PollEvery}
	w.m.poll = func() error {
		w.polls++
		w.maxGap = max(w.maxGap, w.m.units-w.last)
		w.last = w.m.units
		if w.cancel > 0 && w.polls >= w.cancel {
			if w.polls == w.cancel {
				w.cancelUnits = w.m.units
			}
			return errCancelled
		}
		return nil
	}
	return w
}

// bigLoopy returns a game graph whose sides take many units of work: a
// random graph of n positions, not a stopper.
func bigLoopy(seed uint64, n int) *Graph {
	r := rand.New(rand.NewPCG(seed, 7))
	for {
		if g := randGraph(r, n); !g.IsStopper() {
			return g
		}
	}
}

// TestCancelWork cancels side computations of loopy games at each of
// several polls and checks that no work is counted after the cancel, and
// that polls come at most games.PollEvery units plus one step apart.
func TestCancelWork(t *testing.T) {
	type job struct {
		name string
		run  func(m *meter) error
	}
	stopper := func(seed uint64, n int) *Graph {
		r := rand.New(rand.NewPCG(seed, 9))
		return randStopper(r, n)
	}
	jobs := []job{
		{"onside of a random graph of 120", func(m *meter) error {
			_, _, err := sideOfCounted(bigLoopy(1, 120), true, 0, m)
			return err
		}},
		{"offside of a random graph of 120", func(m *meter) error {
			_, _, err := sideOfCounted(bigLoopy(2, 120), false, 0, m)
			return err
		}},
		{"simplest form of a stopper of 60", func(m *meter) error {
			_, err := simplifyByParts(stopper(3, 60), 0, m)
			return err
		}},
		{"side comparison of two graphs of 150", func(m *meter) error {
			_, err := sideCompareFrom(bigLoopy(4, 150), bigLoopy(5, 150), true, 0, m, nil)
			return err
		}},
	}
	for _, j := range jobs {
		full := newWorkRecord(0)
		if err := j.run(full.m); err != nil && !errors.Is(err, ErrTooLarge) && !errors.Is(err, ErrSideCheck) {
			t.Fatalf("%s: %v", j.name, err)
		}
		t.Logf("%s: %d units, %d polls, at most %d units between polls", j.name, full.m.units, full.polls, full.maxGap)
		if full.polls < 3 {
			t.Fatalf("%s: only %d polls in %d units: not a big computation", j.name, full.polls, full.m.units)
		}
		var worstGap, worstAfter uint64
		for _, at := range []int{1, 2, full.polls / 2, full.polls} {
			w := newWorkRecord(at)
			err := j.run(w.m)
			if err != errCancelled {
				t.Fatalf("%s cancelled at poll %d: %v", j.name, at, err)
			}
			after := w.m.units - w.cancelUnits
			worstAfter, worstGap = max(worstAfter, after), max(worstGap, w.maxGap)
			if after != 0 || w.polls != at {
				t.Errorf("%s cancelled at poll %d: %d units and %d polls after the cancel", j.name, at, after, w.polls-at)
			}
		}
		t.Logf("%s: cancelled: %d units after the cancel, at most %d units between polls", j.name, worstAfter, worstGap)
		if bound := uint64(games.PollEvery + maxStep); full.maxGap > bound || worstGap > bound {
			t.Errorf("%s: %d units between two polls, more than %d", j.name, max(full.maxGap, worstGap), bound)
		}
	}
}
