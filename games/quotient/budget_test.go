package quotient

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

var errLow = errors.New("memory low")

// lowAfter is a memory budget that refuses once it has been polled k
// times (extra = 0), and refuses any allocation of more than big bytes.
type lowAfter struct {
	k, polls, asks int
	big            int64
}

func (b *lowAfter) budget(extra int64) error {
	if extra == 0 {
		b.polls++
		if b.polls > b.k {
			return errLow
		}
		return nil
	}
	b.asks++
	if b.big > 0 && extra > b.big {
		return errLow
	}
	return nil
}

func solver07(t *testing.T) *Solver {
	r, err := impartial.Parse("0.07")
	if err != nil {
		t.Fatal(err)
	}
	return NewSolver(Octal{r})
}

// TestSolverMemoryBudget: a budget that says "low" after K polls, or
// refuses a trial monoid, stops the solver with its error and the partial
// quotient intact; without the budget it then goes on to the quotient of
// Dawson's Kayles to heap 26, order 144 (Plambeck 2005, §10.1.1, Fig. 17),
// the same Φ as a solver never stopped.
func TestSolverMemoryBudget(t *testing.T) {
	whole := solver07(t)
	count := lowAfter{k: 1 << 30}
	whole.Memory = count.budget
	if err := whole.Run(context.Background(), 26); err != nil {
		t.Fatal(err)
	}
	polls := count.polls // at least one per heap
	if polls < 26 {
		t.Fatalf("%d polls to heap 26", polls)
	}
	for _, c := range []struct {
		name      string
		b         lowAfter
		heapsUpTo int // the solver stops at a heap ≤ this
		reserve   bool
	}{
		{name: "low at once", b: lowAfter{k: 0}, heapsUpTo: 0},
		{name: "low after a third of the polls", b: lowAfter{k: polls / 3}, heapsUpTo: 25},
		{name: "low at the last poll", b: lowAfter{k: polls - 1}, heapsUpTo: 25},
		// The first trial monoid (heap 2: 1 × C(2,2), 4 elements) is
		// refused.
		{name: "no trial monoid", b: lowAfter{k: 1 << 30, big: 1}, heapsUpTo: 1, reserve: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := solver07(t)
			b := c.b
			s.Memory = b.budget
			err := s.Run(context.Background(), 26)
			if !errors.Is(err, errLow) {
				t.Fatalf("Run: %v, want the budget's error", err)
			}
			if h := s.Heaps(); h > c.heapsUpTo || h >= 26 {
				t.Errorf("stopped with heaps up to %d, want ≤ %d", h, c.heapsUpTo)
			}
			var be *BudgetError
			if c.reserve != errors.As(err, &be) {
				t.Errorf("error %q: a refused trial monoid is %v, want %v", err, !c.reserve, c.reserve)
			}
			if c.reserve && b.asks == 0 {
				t.Error("the budget was never asked before a trial monoid")
			}
			// The solver is unchanged by the failed step: it goes on.
			s.Memory = nil
			if err := s.Run(context.Background(), 26); err != nil {
				t.Fatal(err)
			}
			if s.Quotient().M.Size() != 144 || !slices.Equal(s.Phi(), whole.Phi()) {
				t.Errorf("after going on: order %d, Φ %v; want 144, %v", s.Quotient().M.Size(), s.Phi(), whole.Phi())
			}
		})
	}
}

// TestSolverStops: with a small bound on trial monoids, 0.123 (whose
// quotient has order 20, Plambeck 2005, §9.3) cannot go past heap 7. The
// error is one short line, and the partial quotient is kept.
func TestSolverStops(t *testing.T) {
	for _, c := range []struct {
		maxSize int
		is      error
		msg     string
	}{
		{maxSize: 20, is: ErrTooLarge, msg: "monoid too large: trial monoid of order 24, over the bound of 20"},
		{maxSize: 50, is: ErrCannotRecalibrate, msg: "could not recalibrate at the position 3×4+8 (repairs over order 50 skipped)"},
	} {
		r, _ := impartial.Parse("0.123")
		s := NewSolver(Octal{r})
		s.SetMaxSize(c.maxSize)
		err := s.Run(context.Background(), 30)
		if !errors.Is(err, c.is) || err.Error() != c.msg {
			t.Errorf("max size %d: %v, want %q", c.maxSize, err, c.msg)
		}
		// The log of §9.3: order 6 from heap 3, 12 from heap 8.
		if s.Heaps() != 7 || s.Quotient().M.Size() != 6 {
			t.Errorf("max size %d: heaps up to %d, order %d; want 7 and 6", c.maxSize, s.Heaps(), s.Quotient().M.Size())
		}
	}
}

func TestFormatPosition(t *testing.T) {
	long := make([]uint16, 40)
	for h := 1; h < 40; h += 2 {
		long[h] = 1
	}
	for _, c := range []struct {
		counts []uint16
		want   string
	}{
		{nil, "0"},
		{[]uint16{0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1}, "2+10"},
		{[]uint16{0, 0, 0, 1, 0, 0, 0, 0, 0, 150}, "3+150×9"},
		{long, "1+3+5+7+9+11+13+15+17+19+21+23+25+27+29+31+… (20 heaps)"},
	} {
		if got := FormatPosition(c.counts); got != c.want {
			t.Errorf("FormatPosition(%v) = %q, want %q", c.counts, got, c.want)
		}
	}
}

// TestSnapshot: a snapshot at heap h is the partial quotient of heaps
// 0..h, the same as a solver run to h (Dawson's Kayles: orders 24, 144,
// 176 at heaps 24, 26, 29, Plambeck 2005, §10.1.1, Fig. 17; the quotient
// changes at heaps 25 and 27, which the figure does not list); it can go
// on by itself, and the solver going on does not change it.
func TestSnapshot(t *testing.T) {
	s := solver07(t)
	if err := s.Run(context.Background(), 27); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ heap, order int }{{0, 1}, {1, 1}, {24, 24}, {25, 144}, {26, 144}, {27, 176}} {
		snap := s.Snapshot(c.heap)
		fresh := solver07(t)
		if err := fresh.Run(context.Background(), c.heap); err != nil {
			t.Fatal(err)
		}
		if snap.Heaps() != c.heap || snap.Quotient().M.Size() != c.order || !slices.Equal(snap.Phi(), fresh.Phi()) {
			t.Errorf("snapshot at %d: heaps %d, order %d, Φ %v; want %d, %d, %v",
				c.heap, snap.Heaps(), snap.Quotient().M.Size(), snap.Phi(), c.heap, c.order, fresh.Phi())
		}
		if len(snap.Changes()) != len(fresh.Changes()) {
			t.Errorf("snapshot at %d: %d changes, want %d", c.heap, len(snap.Changes()), len(fresh.Changes()))
		}
	}
	snap := s.Snapshot(26)
	phi := slices.Clone(snap.Phi())
	last := slices.Clone(snap.Changes()[len(snap.Changes())-1].Phi)
	if err := s.Run(context.Background(), 29); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(snap.Phi(), phi) || !slices.Equal(snap.Changes()[len(snap.Changes())-1].Phi, last) {
		t.Error("the solver going on changed a snapshot")
	}
	if err := snap.Run(context.Background(), 29); err != nil {
		t.Fatal(err)
	}
	if snap.Quotient().M.Size() != 176 || !slices.Equal(snap.Phi(), s.Phi()) {
		t.Errorf("the snapshot gone on to heap 29: order %d, want 176", snap.Quotient().M.Size())
	}
}

// TestVerifyBudget: Verify stops when the budget refuses or ctx is
// cancelled, with what it checked: every position of total ≤ Total.
// R8 (0.75, Plambeck 2005, §8.1) is right everywhere.
func TestVerifyBudget(t *testing.T) {
	r, _ := impartial.Parse("0.75")
	s := NewSolver(Octal{r})
	a, err := Analyze(context.Background(), s, mustBound(r), 100)
	if err != nil || !a.Complete {
		t.Fatal(err)
	}
	for _, k := range []int{0, 1, 3} {
		b := lowAfter{k: k}
		res, err := Verify(context.Background(), Octal{r}, s.Quotient(), s.Phi(), 150, b.budget)
		if !errors.Is(err, errLow) || res.Bad != nil {
			t.Fatalf("k = %d: %v, %v; want the budget's error", k, err, res.Bad)
		}
		if res.Checked == 0 || res.Total < 0 || res.Total >= 150 {
			t.Errorf("k = %d: %d checked, to total %d", k, res.Checked, res.Total)
		}
		if b.polls != k+1 {
			t.Errorf("k = %d: %d polls", k, b.polls)
		}
	}
	// Ctrl-C: the context cancelled at the budget's first poll stops the
	// search within the next 4096 positions.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	polls := 0
	res, err := Verify(ctx, Octal{r}, s.Quotient(), s.Phi(), 150, func(int64) error {
		polls++
		cancel()
		return nil
	})
	if !errors.Is(err, context.Canceled) || polls != 1 || res.Checked > 2*pollEvery+4096 {
		t.Errorf("cancelled: %v after %d polls, %d checked", err, polls, res.Checked)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error of more than one line: %q", err)
	}
}

// TestActionCacheBound: a monoid's cached actions stay within
// maxCachedEntries, and products are right after the cache is emptied.
func TestActionCacheBound(t *testing.T) {
	n := 4200 // 4200² > maxCachedEntries
	m, err := Cyclic(n-2, 2)
	if err != nil {
		t.Fatal(err)
	}
	for x := range Elem(n) {
		m.Action(x)
		if m.cached > maxCachedEntries {
			t.Fatalf("%d entries cached", m.cached)
		}
	}
	// x^i · x^j = x^(i+j), reduced into the cycle x^(n−2) = x^n.
	g := m.Gen(0)
	for _, c := range [][2]int{{1, 2}, {4000, 300}, {4199, 4199}, {0, 17}} {
		want := m.Pow(g, c[0]+c[1])
		if got := m.Mul(m.Pow(g, c[0]), m.Pow(g, c[1])); got != want || m.Action(m.Pow(g, c[1]))[m.Pow(g, c[0])] != want {
			t.Errorf("x^%d · x^%d = %d, want %d", c[0], c[1], got, want)
		}
	}
}
