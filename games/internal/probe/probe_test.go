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
