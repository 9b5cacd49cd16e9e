package quotient

// The Solver of partial quotients: heap by heap, a heap that can keep the
// quotient unchanged (conservative), its budget and its log of changes;
// solvertrials.go holds the trial quotients of the heaps that cannot.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games/internal/probe"
)

// The partial quotients of a heap game, heap by heap (Plambeck 2005,
// §9.2–§9.4; Plambeck and Siegel 2008; the method of Siegel's MisereSolver,
// doc/references.md#miseresolver, in our own code).
//
// A pretension is a bipartite monoid (Q, P) with Φ(h) ∈ Q for each heap h.
// It predicts that a position G (a multiset of heaps) is a misère
// P-position iff Φ(G) = ΠΦ(h) ∈ P. The prediction is right for every
// position iff two local conditions hold (by induction on G):
//
//   - P-check: for every x ∈ Q and heap h, if x·Φ(h) ∈ P then x·Φ(h') ∉ P
//     for every option h' of h. Since every x is Φ of some position, this
//     says no predicted P-position has a predicted P option.
//   - N-check: every non-zero position whose value is outside P has an
//     option whose value is in P. This depends on the position, not only
//     on its value, so positions are enumerated, each as the pair (its
//     value x, the set T of the values of its options): adding a heap h
//     gives (x·Φ(h), T·Φ(h) ∪ x·Φ(opts h)). A pair whose T contains the T
//     of an earlier pair with the same x needs no look: it and everything
//     built from it has at least the options of the earlier one.
//
// When both hold, Q reduced by indistinguishability is the quotient of
// the heaps so far (by the definition of indistinguishability, Plambeck
// 2005, §5; Plambeck and Siegel 2008). Positions are enumerated in
// the order that compares the count of the largest heap first; an option
// is always earlier than its position, so the first failure found is a
// position whose prediction is wrong while every earlier one is right.
//
// A new heap n first tries each x ∈ Q as Φ(n) (the quotient is then
// unchanged). Otherwise it becomes a new generator x with x⁴ = x², and
// P is marked position by position at the least position of each element.
// A failure is repaired by freeing the heaps of the failing position:
// each becomes a generator of its own cyclic monoid beside the monoid the
// other heaps generate, and P is marked again, until the failing position
// is predicted correctly; then everything is checked again.

// Source is a heap game: heaps 1, 2, …, each with options that are sums of
// smaller heaps.
type Source interface {
	// Options calls yield with each option of heap n ≥ 1, as the list of
	// non-empty heaps it leaves (each smaller than n), until yield returns
	// false. The slice may be reused between calls.
	Options(n int, yield func(heaps []int) bool)
}

// ErrBadSource reports a heap game whose options are not smaller heaps.
var ErrBadSource = errors.New("bad heap game")

// ErrCannotRecalibrate reports a failing position that no repair the
// solver tries predicts correctly (a *RecalibrationError).
var ErrCannotRecalibrate = errors.New("could not recalibrate")

// RecalibrationError is ErrCannotRecalibrate at a position.
type RecalibrationError struct {
	Position []uint16 // heap counts: Position[h] heaps of h
	MaxSize  int      // if > 0, repairs were skipped as over this order
}

// Error is one short line: "could not recalibrate at the position
// 3+150×9 (repairs over order 65536 skipped)".
func (e *RecalibrationError) Error() string {
	msg := "could not recalibrate at the position " + FormatPosition(e.Position)
	if e.MaxSize > 0 {
		msg += fmt.Sprintf(" (repairs over order %d skipped)", e.MaxSize)
	}
	return msg
}

// Is reports whether target is ErrCannotRecalibrate.
func (e *RecalibrationError) Is(target error) bool { return target == ErrCannotRecalibrate }

// FormatPosition writes heap counts as a sum, k×h for k heaps of h:
// "2+10+18", "3+150×9". Past 16 terms it ends in "+…" and the number of
// heaps.
func FormatPosition(counts []uint16) string {
	var b strings.Builder
	terms, heaps := 0, 0
	for h, k := range counts {
		if k == 0 {
			continue
		}
		heaps += int(k)
		terms++
		if terms > 16 {
			continue
		}
		if terms > 1 {
			b.WriteByte('+')
		}
		if k > 1 {
			fmt.Fprintf(&b, "%d×", k)
		}
		b.WriteString(strconv.Itoa(h))
	}
	switch {
	case terms == 0:
		return "0"
	case terms > 16:
		fmt.Fprintf(&b, "+… (%d heaps)", heaps)
	}
	return b.String()
}

// Budget says whether the process's memory budget allows a computation
// to go on. Called with 0 it is a poll, made every few thousand steps;
// with n > 0 it asks before n bytes are allocated at once. A non-nil
// error stops the computation, which returns it (wrapped). cgcalc passes
// eval.CheckMemory; nil is no budget.
type Budget func(extra int64) error

// Change records a heap at which the partial quotient changed.
type Change struct {
	Heap int        // the heap whose arrival changed the quotient
	Q    *Bipartite // the partial quotient from that heap on
	Phi  []Elem     // Φ in Q of heaps 0 … up to the next change
}

// Solver computes the partial quotients Q_n of a heap game for growing n.
// It is not safe for concurrent use.
type Solver struct {
	src     Source
	q       *Bipartite
	phi     []Elem
	opts    [][][]int
	trans   [][]Elem
	changes []Change
	lower   [][]elemSet // minimal option-value sets per element, from the last full check
	// lowerFull says lower is exactly what a full check of heaps 0 …
	// Heaps() gives, a check of lowerSteps steps; fullPending that the
	// next heap starts with such a check, which lower stands for (its
	// steps are counted, the walk is not repeated).
	lowerFull   bool
	fullPending bool
	lowerSteps  int
	scratch     walkScratch
	maxSize     int

	ctx   context.Context
	ticks int
	// meter counts units of work, polling ctx every probe.Every: a step
	// (ticks) is one, and so is each option listed and each of its heaps.
	meter probe.Meter

	// Progress, if set, is called after each heap with the heap and the
	// order of the partial quotient.
	Progress func(heap, order int)
	// Memory, if set, is the memory budget: polled as the solver goes
	// and asked before it builds a trial monoid. When it refuses, Next
	// returns its error with the solver unchanged, as on cancellation.
	Memory Budget
	// WorkLimit, if positive, bounds the solver's steps (Work): past it
	// Next returns ErrWorkLimit with the solver unchanged, as on
	// cancellation. It bounds a computation by a count, not by time.
	WorkLimit int
}

// ErrWorkLimit reports that a solver reached its WorkLimit.
var ErrWorkLimit = errors.New("work limit reached")

// Work is the number of steps the solver has taken (the unit of
// WorkLimit): positions walked, trial elements checked, repairs tried.
func (s *Solver) Work() int { return s.ticks }

// DefaultMaxSize bounds the order of the trial monoids a Solver builds.
const DefaultMaxSize = 1 << 16

// NewSolver starts a solver for a heap game at heap 0: Q_0 is the trivial
// monoid {1} with P empty.
func NewSolver(src Source) *Solver {
	m, _ := NewMonoid(1, nil)
	return &Solver{
		src:     src,
		q:       &Bipartite{M: m, P: []bool{false}},
		phi:     []Elem{0},
		opts:    [][][]int{nil},
		trans:   [][]Elem{nil},
		maxSize: DefaultMaxSize,
	}
}

// SetMaxSize bounds the order of trial monoids (≤ 0: DefaultMaxSize).
func (s *Solver) SetMaxSize(n int) {
	if n <= 0 {
		n = DefaultMaxSize
	}
	s.maxSize = n
}

// Heaps is the largest heap computed.
func (s *Solver) Heaps() int { return len(s.phi) - 1 }

// Quotient is the current partial quotient.
func (s *Solver) Quotient() *Bipartite { return s.q }

// Phi is Φ of heaps 0 … Heaps() in the current quotient. The slice must
// not be modified.
func (s *Solver) Phi() []Elem { return s.phi }

// Changes is the log of changes so far.
func (s *Solver) Changes() []Change { return s.changes }

// Snapshot is a solver holding the partial quotient of heaps 0 … h
// (h ≤ Heaps()), read from the log of changes: nothing is recomputed. It
// shares with s what neither changes, so it costs little; it can go on by
// itself (without s's Progress and Memory), and s going on does not change
// it.
func (s *Solver) Snapshot(h int) *Solver {
	h = max(0, min(h, s.Heaps()))
	t := &Solver{src: s.src, maxSize: s.maxSize, opts: slices.Clip(s.opts[:h+1])}
	k := 0
	for k < len(s.changes) && s.changes[k].Heap <= h {
		k++
	}
	t.changes = slices.Clone(s.changes[:k])
	if k > 0 {
		last := &t.changes[k-1]
		last.Phi = slices.Clip(last.Phi[:min(len(last.Phi), h+1)])
	}
	switch {
	case h == s.Heaps():
		t.q, t.phi, t.trans, t.lower = s.q, slices.Clone(s.phi), slices.Clip(s.trans), s.lower
		t.lowerFull, t.fullPending, t.lowerSteps = s.lowerFull, s.fullPending, s.lowerSteps
	case k == 0:
		// Before the first change every heap is 0 in the trivial monoid.
		t.q, t.phi = NewSolver(s.src).q, make([]Elem, h+1)
		t.trans = allTransitions(t.q.M, t.phi, t.opts)
	default:
		last := t.changes[k-1]
		t.q, t.phi = last.Q, slices.Clone(last.Phi)
		t.trans = allTransitions(t.q.M, t.phi, t.opts)
	}
	return t
}

// Run computes heaps up to n, stopping early (with the quotient so far)
// if ctx is cancelled.
func (s *Solver) Run(ctx context.Context, n int) error {
	for s.Heaps() < n {
		if err := s.Next(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Next adds the next heap. On an error the solver is unchanged.
func (s *Solver) Next(ctx context.Context) error {
	s.ctx = ctx
	s.meter.Start(ctx)
	defer func() { s.ctx = nil; s.meter.Start(nil) }()
	if err := ctx.Err(); err != nil {
		return err
	}
	if s.Memory != nil {
		if err := s.Memory(0); err != nil {
			return err
		}
	}
	n := len(s.phi)
	var opts [][]int
	var bad error
	var flat []int // the options' heaps, one after another
	var ends []int
	s.src.Options(n, func(h []int) bool {
		if bad = s.meter.Work(len(h) + 1); bad != nil {
			return false
		}
		for _, x := range h {
			if x < 1 || x >= n {
				bad = fmt.Errorf("%w: heap %d has an option with a heap of %d", ErrBadSource, n, x)
				return false
			}
		}
		flat = append(flat, h...)
		ends = append(ends, len(flat))
		return true
	})
	if bad != nil {
		return bad
	}
	if len(ends) > 0 {
		opts = make([][]int, len(ends))
		flat = slices.Clip(flat)
		start := 0
		for i, e := range ends {
			opts[i] = flat[start:e:e]
			start = e
		}
	}
	s.opts = append(s.opts, opts)
	if len(opts) == 0 {
		// A heap with no move is the game 0.
		s.phi = append(s.phi, 0)
		s.trans = append(s.trans, nil)
		s.extendLog(0)
		s.report()
		return nil
	}
	x, err := s.conservative(n)
	if err != nil {
		s.opts = s.opts[:n]
		return err
	}
	if x >= 0 {
		s.phi = append(s.phi, x)
		s.trans = append(s.trans, transitions(s.q.M, s.phi, opts))
		s.extendLog(x)
		s.report()
		return nil
	}
	t, err := s.expand(n)
	if err != nil {
		s.opts = s.opts[:n]
		return err
	}
	// The old quotient stays in the log; its cached actions are not
	// needed there.
	s.q.M.dropActions()
	q, phi := t.q, t.phi
	s.q, s.phi, s.trans = q, phi, t.trans
	s.lower, s.lowerFull, s.fullPending = nil, false, false
	s.changes = append(s.changes, Change{Heap: n, Q: q, Phi: slices.Clone(phi)})
	s.report()
	return nil
}

// extendLog adds Φ of a heap that left the quotient unchanged to the last
// change's list.
func (s *Solver) extendLog(x Elem) {
	if k := len(s.changes); k > 0 {
		s.changes[k-1].Phi = append(s.changes[k-1].Phi, x)
	}
}

func (s *Solver) report() {
	if s.Progress != nil {
		s.Progress(s.Heaps(), s.q.M.Size())
	}
}

// transitions is the set of values of the options of one heap, sorted.
func transitions(m *Monoid, phi []Elem, opts [][]int) []Elem {
	t := make([]Elem, 0, len(opts))
	for _, o := range opts {
		x := Elem(0)
		for _, h := range o {
			x = m.Mul(x, phi[h])
		}
		t = append(t, x)
	}
	slices.Sort(t)
	return slices.Compact(t)
}

func allTransitions(m *Monoid, phi []Elem, opts [][][]int) [][]Elem {
	tr := make([][]Elem, len(phi))
	for h := 1; h < len(phi); h++ {
		if len(opts[h]) > 0 {
			tr[h] = transitions(m, phi, opts[h])
		}
	}
	return tr
}

// conservative looks for x ∈ Q that can be Φ(n) with Q unchanged; −1 if
// there is none.
func (s *Solver) conservative(n int) (Elem, error) {
	q := s.q
	m := q.M
	phi := append(slices.Clone(s.phi), 0)
	tr := transitions(m, phi, s.opts[n])
	isP := true
	for _, t := range tr {
		if q.P[t] {
			isP = false
			break
		}
	}
	switch {
	case s.lower == nil:
		p := &pretension{q: q, phi: s.phi, trans: s.trans, s: s}
		start := s.ticks
		w, lower, err := p.nFailure(nil, 1)
		if err != nil {
			return -1, err
		}
		if w != nil {
			return -1, fmt.Errorf("internal error: the current pretension fails at %s", FormatPosition(w))
		}
		s.lower, s.lowerFull, s.lowerSteps = lower, true, s.ticks-start
	case s.fullPending:
		// lower is the full check's: count its steps.
		if err := s.tickN(s.lowerSteps); err != nil {
			return -1, err
		}
		s.fullPending = false
	}
	trb := make(bitset, (m.Size()+63)/64)
	for _, t := range tr {
		trb.set(t)
	}
	var cands []Elem
	ys := s.blockers(tr)
	for x := 0; x < m.Size(); x++ {
		if err := s.tick(); err != nil {
			return -1, err
		}
		if q.P[x] != isP || !s.meximal(Elem(x), ys) {
			continue
		}
		// A position of value x whose option values are within tr: the
		// new heap adds nothing a position did not already have.
		for _, lb := range s.lower[x] {
			if lb.subsetOfBits(trb) {
				// lower stays as it is: no longer a full check's.
				s.lowerFull = false
				return Elem(x), nil
			}
		}
		cands = append(cands, Elem(x))
	}
	trans := append(slices.Clone(s.trans), tr)
	for _, x := range cands {
		phi[n] = x
		p := &pretension{q: q, phi: phi, trans: trans, s: s}
		start := s.ticks
		w, lower, err := p.nFailure(s.lower, n)
		if err != nil {
			return -1, err
		}
		if w == nil {
			// The next heap starts with a full check. When lower was a
			// full check's, this check continued it over the positions
			// with heap n: together they are the full check of heaps
			// 0 … n, walked in the same order, so its sets are kept
			// for it.
			if s.lowerFull {
				s.lower, s.fullPending = lower, true
				s.lowerSteps += s.ticks - start
			} else {
				s.lower = nil
			}
			return x, nil
		}
	}
	return -1, nil
}

// blockers is the set of y with y·t ∈ P for some t ∈ tr, as a list:
// x can be Φ of a heap with option values tr, as far as the P-check
// goes, iff y·x ∉ P for each of them (meximal).
func (s *Solver) blockers(tr []Elem) []Elem {
	m := s.q.M
	var ys []Elem
	at := make([][]Elem, len(tr))
	for i, t := range tr {
		at[i] = m.Action(t)
	}
	for y := 0; y < m.Size(); y++ {
		for _, a := range at {
			if s.q.P[a[y]] {
				ys = append(ys, Elem(y))
				break
			}
		}
	}
	return ys
}

// meximal reports whether x can be Φ of a heap whose option values have
// the blockers ys: y·x ∈ P implies y·t ∉ P for every option value t.
func (s *Solver) meximal(x Elem, ys []Elem) bool {
	ax := s.q.M.Action(x)
	for _, y := range ys {
		if s.q.P[ax[y]] {
			return false
		}
	}
	return true
}
