package probe

import (
	"context"
	"errors"
	"testing"
)

// TestMeter checks the polls' spacing and their errors: a poll every
// Every units, the context's error after Start, Hook's first.
func TestMeter(t *testing.T) {
	var m Meter
	polls := 0
	m.Hook = func() error { polls++; return nil }
	m.Start(nil)
	for range 10 * Every {
		if err := m.Work(1); err != nil {
			t.Fatal(err)
		}
	}
	if polls != 10 {
		t.Errorf("%d polls in %d units, want 10", polls, 10*Every)
	}
	ctx, cancel := context.WithCancel(context.Background())
	m.Start(ctx)
	cancel()
	if err := m.Work(Every); !errors.Is(err, context.Canceled) {
		t.Errorf("after the cancel: %v", err)
	}
	w := NewWatcher(func() uint64 { return m.Units }, m.Units+3*Every)
	m.Hook = w.Poll
	m.Start(context.Background())
	var err error
	for err == nil {
		err = m.Work(100)
	}
	if !errors.Is(err, ErrCancelled) || !w.Cancelled {
		t.Fatalf("watcher: %v", err)
	}
	if u, _ := w.After(); u != 0 || w.MaxWork > Every+100 {
		t.Errorf("after %d units, at most %d between polls", u, w.MaxWork)
	}
}

// TestWatcherCheck drives a Watcher through polls by hand and checks the
// problems Check finds: none for a computation that stopped at the
// cancel, and one for each bound it passes.
func TestWatcherCheck(t *testing.T) {
	for _, tt := range []struct {
		name      string
		steps     []uint64 // units counted before each poll
		after     uint64   // units counted after the polls
		err       error    // what the computation returned
		maxWork   uint64
		wantProbs int
	}{
		{"stopped at the cancel", []uint64{100, 100, 100}, 0, ErrCancelled, 100, 0},
		{"never cancelled", []uint64{10, 10}, 0, nil, 100, 1},
		{"other error", []uint64{100, 100, 100}, 0, errors.New("boom"), 100, 1},
		{"long stretch", []uint64{100, 250}, 0, ErrCancelled, 100, 1},
		{"work after the cancel", []uint64{100, 100, 100}, 7, ErrCancelled, 100, 1},
	} {
		var units uint64
		w := NewWatcher(func() uint64 { return units }, 300)
		for _, n := range tt.steps {
			units += n
			_ = w.Poll()
		}
		units += tt.after
		report, problems := w.Check(tt.err, tt.maxWork, 1<<30, 1<<30)
		if len(problems) != tt.wantProbs || report == "" {
			t.Errorf("%s: report %q, problems %q; want %d problems", tt.name, report, problems, tt.wantProbs)
		}
	}
}
