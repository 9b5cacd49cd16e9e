package impartial

import (
	"context"
	"math/rand/v2"
	"testing"

	"cgcalc/games/internal/probe"
)

// The bounds the watchers check (counted, not timed): between two polls
// probe.Every units plus one step, the largest amount counted at once (a
// chunk of splitChunk splits, a heap's sparse pairs for one digit, a value
// fed to the partition tables), so 8·probe.Every; bytes, the sequence's
// own growth aside (a store that doubles, amortised over the heaps since
// it last did), 1 MiB; after the cancel, no unit and no more bytes than
// the unwinding needs.
const (
	maxWorkBetweenPolls  = 8 * probe.Every
	maxBytesBetweenPolls = 1 << 20
	maxBytesAfterCancel  = 64 << 10
)

func checkWatcher(t *testing.T, what string, w *probe.Watcher, err error) {
	t.Helper()
	checkWatcherStep(t, what, w, err, maxWorkBetweenPolls, maxBytesBetweenPolls)
}

// checkWatcherStep is checkWatcher for an engine whose steps are larger:
// at most step units and bytes bytes between two polls.
func checkWatcherStep(t *testing.T, what string, w *probe.Watcher, err error, step, bytes uint64) {
	t.Helper()
	report, problems := w.Check(err, step, bytes, maxBytesAfterCancel)
	t.Logf("%s: %s", what, report)
	for _, p := range problems {
		t.Errorf("%s: %s", what, p)
	}
}

// TestCancelWorkSequence cancels the nim-sequence engine on its worst
// inputs, far into a run, and counts the work after the cancel and
// between two polls: Grundy's game (no period test, a sparse space),
// 0.767 (chaotic: no sparse space, every split marked), splits into three
// heaps (0.8: quadratic per heap), a code read through its options
// (generic: 0.07?) and one through the partition tables (0.*!: a step is
// one part size fed to the tables, S·K·W word operations for sums up to
// S, and the tables' growth, which doubles S: 256 K units and 2 MB at
// the cancel here, about a millisecond).
func TestCancelWorkSequence(t *testing.T) {
	for _, tt := range []struct {
		code        string
		cancel      uint64 // units
		step, bytes uint64 // the most between two polls, if larger than the default
	}{
		{"4!.0", 1 << 22, 0, 0},
		{"0.767", 1 << 22, 0, 0},
		{"0.8", 1 << 22, 0, 0},
		{"0.07?", 1 << 20, 0, 0},
		{"0.*!", 1 << 20, 1 << 19, 4 << 20},
	} {
		r, err := Parse(tt.code)
		if err != nil {
			t.Fatal(err)
		}
		s := NewSequence(r)
		c := s.st.state()
		w := probe.NewWatcher(func() uint64 { return uint64(c.work) }, tt.cancel)
		c.meter.Hook = w.Poll
		err = s.Extend(context.Background(), 1<<24)
		checkWatcherStep(t, tt.code, w, err, max(tt.step, maxWorkBetweenPolls), max(tt.bytes, maxBytesBetweenPolls))
		// The sequence goes on from where it stopped.
		c.meter.Hook = nil
		if err := s.Extend(context.Background(), s.Len()); err != nil {
			t.Errorf("%s: after the cancel: %v", tt.code, err)
		}
	}
}

// TestCancelWorkCertify cancels the period tests on long lists of values
// that have no period (random values): the engine's certificate, which
// tries every period up to half the values, and ArithmeticPeriod's, for
// a splitting code and a subtraction game.
func TestCancelWorkCertify(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 1 << 21
	g := make([]uint8, n)
	vals := make([]int, n)
	for i := range g {
		g[i] = uint8(rng.IntN(4))
		vals[i] = int(g[i])
	}
	kayles, err := Parse("0.77")
	if err != nil {
		t.Fatal(err)
	}
	e := &engine[uint8]{newNimState(kayles), g}
	c := e.nimState
	w := probe.NewWatcher(func() uint64 { return uint64(c.work) }, 1<<20)
	c.meter.Hook = w.Poll
	c.meter.Start(context.Background())
	tt, parts, _ := certifiable(kayles)
	_, _, ok := e.certify(tt, parts)
	checkWatcher(t, "engine certify", w, c.takeErr())
	if ok {
		t.Error("random values certified")
	}
	for _, code := range []string{"0.77", "0.333"} {
		r, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		m := &probe.Meter{}
		w := probe.NewWatcher(func() uint64 { return m.Units }, 1<<20)
		m.Hook = w.Poll
		m.Start(context.Background())
		_, _, _, _, err = arithmeticPeriodM(r, vals, allConds, m)
		checkWatcher(t, "ArithmeticPeriod "+code, w, err)
	}
}
