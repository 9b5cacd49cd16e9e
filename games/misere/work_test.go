package misere

import (
	"context"
	"testing"

	"cgcalc/games/impartial"
	"cgcalc/games/internal/probe"
)

// The bounds the watchers check (counted, not timed): between two polls
// probe.Every units plus one step, the most counted at once (a position's
// options, a move's heaps, a table entry's options: a few hundred here),
// so 4·probe.Every; bytes 1 MiB (a table of memoised genera that grows
// doubles, amortised over the positions since it last did); after the
// cancel, no unit and no more bytes than the unwinding needs.
const (
	maxWorkBetweenPolls  = 4 * probe.Every
	maxBytesBetweenPolls = 1 << 20
	maxBytesAfterCancel  = 64 << 10
)

func checkWatcher(t *testing.T, what string, w *probe.Watcher, err error) {
	t.Helper()
	report, problems := w.Check(err, maxWorkBetweenPolls, maxBytesBetweenPolls, maxBytesAfterCancel)
	t.Logf("%s: %s", what, report)
	for _, p := range problems {
		t.Errorf("%s: %s", what, p)
	}
}

func mustParse(t *testing.T, code string) *impartial.Ruleset {
	t.Helper()
	r, err := impartial.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestCancelWorkAnalyzer cancels the Analyzer on its worst inputs after
// 64·probe.Every units: sums of many large heaps (the genus of each
// position reached, memoised), the tameness of the followers, and a heap
// whose moves are all the partitions of 70 (listed before any genus).
func TestCancelWorkAnalyzer(t *testing.T) {
	for _, tt := range []struct {
		code, what string
		heaps      []int
	}{
		{"0.77", "genus", []int{30, 31, 32, 33, 34}},
		{"4!.0", "genus", []int{60, 61, 62}},
		{"0.137", "tame", []int{40, 41, 42, 43}},
		{"0.*", "genus", []int{70}},
	} {
		a := NewAnalyzer(mustParse(t, tt.code))
		w := probe.NewWatcher(func() uint64 { return a.meter.Units }, 64*probe.Every)
		a.meter.Hook = w.Poll
		var err error
		if tt.what == "tame" {
			_, err = a.Tame(context.Background(), tt.heaps)
		} else {
			_, err = a.Genus(context.Background(), tt.heaps)
		}
		checkWatcher(t, tt.code+" "+tt.what, w, err)
	}
}

// TestCancelWorkTables cancels generalized genus tables after
// 64·probe.Every units (Allemang's tables of 0.75, 0.37 and 0.54, each
// run past the heaps he tabulated).
func TestCancelWorkTables(t *testing.T) {
	for _, tt := range []struct {
		code string
		n    int
	}{
		{"0.75", 40},
		{"0.37", 40},
		{"0.54", 30},
	} {
		m := &probe.Meter{}
		w := probe.NewWatcher(func() uint64 { return m.Units }, 64*probe.Every)
		m.Hook = w.Poll
		_, err := NewGenTable(context.Background(), mustParse(t, tt.code), tt.n, GenOptions{meter: m})
		checkWatcher(t, tt.code, w, err)
	}
}
