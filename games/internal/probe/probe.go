// Package probe counts work in units and polls for cancellation every
// Every units, for the engines outside the partizan store (games.Store
// counts its own: Store.Work and games.PollEvery, the same mechanism):
// the nim sequences and their certificates (games/impartial), the misère
// analyzer (games/misere), misère quotients and presentations
// (games/quotient). A unit is a small, bounded piece of work: an option
// generated, a value or pair compared, a few words allocated; so no
// stretch between two polls runs long or allocates much, whatever the
// input. Watcher is for the tests that cancel an engine and count the
// work it does after the cancel.
package probe

import (
	"context"
	"errors"
	"fmt"
	"runtime/metrics"
)

// Every is the number of units between two polls (games.PollEvery).
const Every = 1024

// Meter counts units of work and polls every Every units: its context's
// error, then Hook's. The zero Meter polls nothing until Start.
type Meter struct {
	Units uint64 // units counted so far
	next  uint64
	ctx   context.Context
	// Hook, if set, is called at each poll; an error it returns stops the
	// computation (tests cancel with it, callers may add step limits).
	Hook func() error
}

// Start makes m poll ctx (nil: none) from now on.
func (m *Meter) Start(ctx context.Context) {
	m.ctx = ctx
	m.next = m.Units + Every
}

// Work counts n units and polls once Every units have passed since the
// last poll, returning the poll's error. Callers count in amounts they
// bound (one loop iteration, an allocation about to be made in words).
// A nil Meter counts nothing and never fails.
func (m *Meter) Work(n int) error {
	if m == nil {
		return nil
	}
	m.Units += uint64(n)
	if m.Units < m.next {
		return nil
	}
	return m.Poll()
}

// Poll polls now: Hook's error, else the context's.
func (m *Meter) Poll() error {
	m.next = m.Units + Every
	if m.Hook != nil {
		if err := m.Hook(); err != nil {
			return err
		}
	}
	if m.ctx != nil {
		return m.ctx.Err()
	}
	return nil
}

// ErrCancelled is what a Watcher's poll returns once it has cancelled.
var ErrCancelled = errors.New("cancelled by the test")

// Watcher watches a computation through its polls: it cancels once
// units() reaches CancelAt, and records the largest stretch between two
// polls in units and in bytes allocated (the process's, so tests using it
// must not run in parallel), and the units and bytes after the cancel.
type Watcher struct {
	units    func() uint64
	CancelAt uint64
	Polls    int

	lastWork, lastBytes     uint64
	cancelWork, cancelBytes uint64
	Cancelled               bool
	MaxWork, MaxBytes       uint64 // the largest stretch between two polls
	sample                  []metrics.Sample
}

// NewWatcher returns a Watcher of the units units() counts that cancels
// at cancelAt; install its Poll as the computation's poll.
func NewWatcher(units func() uint64, cancelAt uint64) *Watcher {
	w := &Watcher{units: units, CancelAt: cancelAt, sample: []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}}
	w.lastWork, w.lastBytes = units(), w.allocated()
	return w
}

// allocated returns the bytes allocated on the heap so far.
func (w *Watcher) allocated() uint64 {
	metrics.Read(w.sample)
	return w.sample[0].Value.Uint64()
}

// Poll records a poll; it returns ErrCancelled from the cancel on.
func (w *Watcher) Poll() error {
	w.Polls++
	u, b := w.units(), w.allocated()
	if !w.Cancelled {
		w.MaxWork = max(w.MaxWork, u-w.lastWork)
		w.MaxBytes = max(w.MaxBytes, b-w.lastBytes)
	}
	w.lastWork, w.lastBytes = u, b
	if w.Cancelled {
		return ErrCancelled
	}
	if u >= w.CancelAt {
		w.Cancelled, w.cancelWork, w.cancelBytes = true, u, b
		return ErrCancelled
	}
	return nil
}

// After returns the units and bytes since the cancel.
func (w *Watcher) After() (units, bytes uint64) {
	return w.units() - w.cancelWork, w.allocated() - w.cancelBytes
}

// Check reports what w saw of a computation that returned err: a line of
// its figures, and a problem for each bound passed (no cancel, err not
// ErrCancelled, more than maxWork units or maxBytes bytes between two
// polls, any unit or more than maxAfter bytes after the cancel).
func (w *Watcher) Check(err error, maxWork, maxBytes, maxAfter uint64) (report string, problems []string) {
	if !w.Cancelled {
		return fmt.Sprintf("%d polls, not cancelled", w.Polls), []string{fmt.Sprintf("not cancelled (%d polls): %v", w.Polls, err)}
	}
	if !errors.Is(err, ErrCancelled) {
		problems = append(problems, fmt.Sprintf("cancelled, returned %v", err))
	}
	units, bytes := w.After()
	report = fmt.Sprintf("%d polls; most between two polls: %d units, %d bytes; after the cancel: %d units, %d bytes",
		w.Polls, w.MaxWork, w.MaxBytes, units, bytes)
	if w.MaxWork > maxWork || w.MaxBytes > maxBytes {
		problems = append(problems, fmt.Sprintf("%d units and %d bytes between two polls", w.MaxWork, w.MaxBytes))
	}
	if units > 0 || bytes > maxAfter {
		problems = append(problems, fmt.Sprintf("%d units and %d bytes after the cancel", units, bytes))
	}
	return report, problems
}
