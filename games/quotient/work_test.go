package quotient

import (
	"context"
	"errors"
	"testing"

	"cgcalc/games/impartial"
	"cgcalc/games/internal/probe"
)

// hardPresentations are presentations whose monoids are slow to build:
// the largest allowed (2¹⁸ elements), many generators equal to one with
// thousands of powers (4.7 s and deaf to Ctrl-C when Present went through
// every power of each), and a completion with many rules.
var hardPresentations = []string{
	"{a,b|a512=1,b512=1}",
	"{a,b,c,d,e,f,g,h,i|d7=1=f,g=a7770=h=a=b,e=c=i=1}",
	"{a,b,c|a64=1,b64=1,c64=1}",
	"{a,b,c,d|a5=b7,b8=c9,c10=d11,d12=a13,ab=c2,bc=d2}",
}

// TestCancelWorkPresentation cancels the building of each hard
// presentation's monoid after 16·probe.Every units of work and counts the
// units and bytes after the cancel, and the most between two polls before
// it (counted, not timed). Not parallel: the bytes are the process's.
func TestCancelWorkPresentation(t *testing.T) {
	for _, pres := range hardPresentations {
		m := &probe.Meter{}
		m.Start(context.Background())
		w := probe.NewWatcher(func() uint64 { return m.Units }, 16*probe.Every)
		m.Hook = w.Poll
		_, _, err := parseBipartite(pres, "{}", m)
		if !w.Cancelled {
			t.Logf("%s: done in %d units, %v", pres, m.Units, err)
			continue
		}
		if !errors.Is(err, probe.ErrCancelled) {
			t.Errorf("%s: cancelled, returned %v", pres, err)
		}
		units, bytes := w.After()
		t.Logf("%s: %d polls; most between two polls: %d units, %d bytes; after the cancel: %d units, %d bytes",
			pres, w.Polls, w.MaxWork, w.MaxBytes, units, bytes)
		checkWatcher(t, pres, w, units, bytes)
	}
}

// The bounds the watchers check: between two polls probe.Every units plus
// one step (a word enumerated: k·(rules + k) units; a power of a generator
// in Present: one unit per element, at most 2¹⁸), and 4 MiB (an element
// table of 2¹⁸ entries); after the cancel, nothing but the unwinding.
const (
	maxWorkBetweenPolls  = 1 << 19
	maxBytesBetweenPolls = 4 << 20
	maxBytesAfterCancel  = 64 << 10
)

func checkWatcher(t *testing.T, what string, w *probe.Watcher, units, bytes uint64) {
	t.Helper()
	checkWatcherStep(t, what, w, units, bytes, maxWorkBetweenPolls, maxBytesBetweenPolls)
}

// checkWatcherStep is checkWatcher with other bounds between two polls.
func checkWatcherStep(t *testing.T, what string, w *probe.Watcher, units, bytes, step, most uint64) {
	t.Helper()
	if w.MaxWork > step || w.MaxBytes > most {
		t.Errorf("%s: %d units and %d bytes between two polls", what, w.MaxWork, w.MaxBytes)
	}
	if units > 0 || bytes > maxBytesAfterCancel {
		t.Errorf("%s: %d units and %d bytes after the cancel", what, units, bytes)
	}
}

// TestPresentationWorkBound checks that ParsePresentationContext's bound
// ends a presentation past it with a *PresentationError, that ctx's cancel
// ends it with ctx's error, and that the same presentation with room
// builds the same monoid as ParsePresentation.
func TestPresentationWorkBound(t *testing.T) {
	const pres = "{a,b,c,d,e,f,g,h,i|d7=1=f,g=a7770=h=a=b,e=c=i=1}"
	_, err := ParsePresentationContext(context.Background(), pres, 1<<16)
	var pe *PresentationError
	if !errors.As(err, &pe) || !errors.Is(err, ErrPresentation) {
		t.Errorf("bounded: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ParsePresentationContext(ctx, pres, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	const small = "{a,b,c,d,e|d7=1,b=a770=c=a,e=1}"
	p, err := ParsePresentationContext(context.Background(), small, 0)
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParsePresentation(small)
	if err != nil || q.String() != p.String() || p.M.Size() != 7*770 {
		t.Errorf("%s (order %d), not %v", p, p.M.Size(), q)
	}
}

// TestCancelWorkQuotient cancels the quotient solver after 64·probe.Every
// units of work: while it lists the options of heaps with millions of
// them (0.*: every partition) and while it checks and repairs trial
// monoids (Dawson's Kayles, 0.07, whose quotients grow past heap 30; the
// cancel comes where the count reaches it).
func TestCancelWorkQuotient(t *testing.T) {
	for _, tt := range []struct {
		code        string
		n           int
		cancel      uint64
		step, bytes uint64 // the most between two polls
	}{
		{"0.*", 80, 1 << 16, maxWorkBetweenPolls, maxBytesBetweenPolls},
		{"0.07", 40, 1 << 16, maxWorkBetweenPolls, maxBytesBetweenPolls},
		// A trial monoid is one step (Solver.reserve): n·g units, and
		// monoidBytes(n, g) with its working arrays, for n up to the
		// solver's maximum order.
		{"0.07", 40, 1 << 20, 1 << 20, 16 << 20},
	} {
		r, err := impartial.Parse(tt.code)
		if err != nil {
			t.Fatal(err)
		}
		s := NewSolver(Octal{r})
		w := probe.NewWatcher(func() uint64 { return s.meter.Units }, tt.cancel)
		s.meter.Hook = w.Poll
		err = s.Run(context.Background(), tt.n)
		if !w.Cancelled || !errors.Is(err, probe.ErrCancelled) {
			t.Errorf("%s: not cancelled at heap %d: %v", tt.code, s.Heaps(), err)
			continue
		}
		units, bytes := w.After()
		t.Logf("%s at heap %d: %d polls; most between two polls: %d units, %d bytes; after the cancel: %d units, %d bytes",
			tt.code, s.Heaps(), w.Polls, w.MaxWork, w.MaxBytes, units, bytes)
		checkWatcherStep(t, tt.code, w, units, bytes, tt.step, tt.bytes)
	}
}
