package games

import (
	"errors"
	"testing"

	"cgcalc/games/internal/probe"
)

// TestCancelWorkStore cancels the listing of the options of the store's
// largest nimbers (and a number plus one) after 16·PollEvery units of work
// and counts what it does after the cancel, and between two polls before
// it (counted, not timed): *1000000 listed its two million options in one
// step, 3 s and 500 MB with no poll. Not parallel: the bytes are the
// process's. The bytes between polls include the store's amortised growth
// (its node and option slices double), which is what a unit allocates on
// average; the test's bound, 4 MiB, leaves room for one doubling of the
// option slice at these sizes (2.1 MB measured).
func TestCancelWorkStore(t *testing.T) {
	for _, v := range []NUS{{M: 1000000}, {M: 1 << 20}, {X: DyadicInt(3), M: 100000}} {
		s := NewStore()
		id := s.Value(v)
		w := probe.NewWatcher(func() uint64 { return s.Stats.Work }, 16*PollEvery)
		s.SetPoll(w.Poll)
		_, _, err := s.Options(id)
		if !w.Cancelled || !errors.Is(err, probe.ErrCancelled) {
			t.Fatalf("%v: not cancelled: %v after %d units", v, err, s.Stats.Work)
		}
		units, bytes := w.After()
		t.Logf("%v: %d polls; most between two polls: %d units, %d bytes; after the cancel: %d units, %d bytes",
			v, w.Polls, w.MaxWork, w.MaxBytes, units, bytes)
		if w.MaxWork > PollEvery+1 || w.MaxBytes > 4<<20 || units > 0 || bytes > 64<<10 {
			t.Errorf("%v: %d units and %d bytes between polls, %d units and %d bytes after the cancel", v, w.MaxWork, w.MaxBytes, units, bytes)
		}
		if v.M > 100000 {
			continue
		}
		// The store stays usable: the same options, listed in full.
		s.SetPoll(nil)
		l, r, err := s.Options(id)
		if err != nil || len(l) != int(v.M) || len(r) != int(v.M) {
			t.Fatalf("%v after the cancel: %d and %d options, %v", v, len(l), len(r), err)
		}
		for i, o := range l {
			if got, ok := s.NUSValue(o); !ok || got != (NUS{X: v.X, M: uint64(i)}) || r[i] != o {
				t.Fatalf("%v: option %d is %v", v, i, got)
			}
		}
	}
}

// TestNimberOptionsInterrupted checks that the options of a nimber listed
// after some of them were already nodes (out of order) are sorted and
// right, and that the listing polls every PollEvery units: *3000's 6000
// units take at least 5 polls.
func TestNimberOptionsInterrupted(t *testing.T) {
	s := NewStore()
	for _, m := range []uint64{7, 2999, 5, 1500} {
		s.Value(NUS{M: m})
	}
	polls := 0
	s.SetPoll(func() error { polls++; return nil })
	l, r, err := s.Options(s.Value(NUS{M: 3000}))
	if err != nil || len(l) != 3000 || len(r) != 3000 {
		t.Fatalf("%d and %d options, %v", len(l), len(r), err)
	}
	for i := range l {
		if i > 0 && l[i] <= l[i-1] {
			t.Fatalf("options not sorted at %d", i)
		}
	}
	seen := map[uint64]bool{}
	for _, o := range l {
		v, _ := s.NUSValue(o)
		seen[v.M] = true
	}
	if len(seen) != 3000 || polls < 5 {
		t.Errorf("%d distinct options, %d polls", len(seen), polls)
	}
}
