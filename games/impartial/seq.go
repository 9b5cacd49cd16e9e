package impartial

import (
	"context"
	"fmt"
	"runtime"

	"cgcalc/games/internal/clip"
)

// MaxSequenceHeap is the largest heap a Sequence computes to: heaps are
// kept as 32-bit numbers in its list of rare heaps. The memory budget
// (Sequence.Memory) ends most runs long before.
const MaxSequenceHeap = 1<<32 - 2

// Sequence is the nim sequence G(0), G(1), … of a ruleset, computed as
// far as asked (Extend) and kept: the values so far in a byte or two a
// heap (wider only when values pass 255 or 65535), with the state of the
// sparse-space engine (see NimValues), so that a long run can stop
// (Ctrl-C, the memory budget, an error from Poll) and go on later, also
// from a file (WriteTo, ReadSequence).
//
// For a plain finite code whose splits may leave equal heaps (see
// certifiable), Extend tests the values for a period as it goes, from 64
// values on each time the heaps grow by a 16th and at the end of each
// Extend, with the Guy–Smith certificate Period uses (theorem (1) at
// ArithmeticPeriod); once a period is certified
// no more values are computed: every value beyond comes from the period,
// so Get answers for any heap and Extend returns at once.
type Sequence struct {
	r   *Ruleset
	st  store
	n   int // values 0..n−1 are known
	cp  int // the certified period, or 0
	ce  int // its preperiod
	chk int // the next heap at which to test for a period

	// Poll, if set, is called between heaps every few million steps of
	// work (at least every 4096 heaps) with the number of heaps known;
	// an error it returns stops Extend with that error. It is where a
	// caller shows progress and writes checkpoints: the Sequence is in a
	// consistent state, and WriteTo may be called from it.
	Poll func(heaps int) error
	// Memory, if set, is asked before the store of values grows, with the
	// number of bytes it is about to allocate; an error stops Extend
	// with that error (wrapped in a *MemoryError).
	Memory func(extra int64) error
	// Jobs, if more than 1, is the number of goroutines that build the
	// split sets of the totals beside Extend, for finite codes that split
	// heaps in two and have no sparse space (splitpar.go): the values are
	// the same, sooner. Poll, Memory and the context act as with one job.
	Jobs int
}

// MemoryError is the error of Extend when Memory refuses the store's
// growth: Heaps values were known, and Need more bytes were asked for.
type MemoryError struct {
	Heaps int
	Need  int64
	Err   error
}

func (e *MemoryError) Error() string {
	return fmt.Sprintf("nim values stopped at heap %d: %v", e.Heaps, e.Err)
}

// Unwrap returns the Memory function's error.
func (e *MemoryError) Unwrap() error { return e.Err }

// NewSequence returns the sequence of r with no values computed yet.
func NewSequence(r *Ruleset) *Sequence {
	return newSequence(r, useMoves(r))
}

// useMoves reports whether the values of r are computed from Moves alone:
// the hook for codes that are not plain octal or hexadecimal codes, whose
// moves Digit, Finite, MaxRemoval and Distinct do not describe (see
// Plain). Codes whose heaps can grow (Grows) have no Sequence: their
// values need larger heaps first, and NimValues takes them to
// genericNimValues.
func useMoves(r *Ruleset) bool { return !r.Plain() }

// newSequence returns a new sequence of r; generic computes every value
// from Ruleset.Moves (no sparse space, no period test): the engine for
// codes that Digit, Finite, MaxRemoval and Distinct do not describe.
func newSequence(r *Ruleset, generic bool) *Sequence {
	st := newNimState(r)
	st.generic = generic
	return &Sequence{r: r, st: &engine[uint8]{nimState: st}, chk: 64}
}

// Ruleset returns the rules of the sequence.
func (s *Sequence) Ruleset() *Ruleset { return s.r }

// Len returns the number of values known: G(0), …, G(Len()−1).
func (s *Sequence) Len() int { return s.n }

// Stored returns the number of values kept in memory; after a period is
// certified that stops growing.
func (s *Sequence) Stored() int { return s.st.len() }

// Bytes returns the bytes a value takes in the store: 1, 2 or 4.
func (s *Sequence) Bytes() int { return s.st.width() }

// Get returns G(h). h must be less than Len(), or any h ≥ 0 once a
// period is certified.
func (s *Sequence) Get(h int) int {
	if s.cp > 0 && h >= s.st.len() {
		h = s.ce + (h-s.ce)%s.cp
	}
	return s.st.get(h)
}

// Ints returns G(from), …, G(to−1) as ints.
func (s *Sequence) Ints(from, to int) []int {
	out := make([]int, to-from)
	for i := range out {
		out[i] = s.Get(from + i)
	}
	return out
}

// Period returns the certified period p and preperiod e, the least ones:
// G(n+p) = G(n) for every n ≥ e, and for no smaller p or e (see Period
// for the certificate; here it is applied to all the values known). ok is
// false if no period is certified yet.
func (s *Sequence) Period() (p, e int, ok bool) {
	return s.cp, s.ce, s.cp > 0
}

// CertifiedBy returns the number of values the Guy–Smith certificate of
// the period needs (Period proves it from G(0), …, G(CertifiedBy()−1)), or
// 0 if no period is certified.
func (s *Sequence) CertifiedBy() int {
	t, parts, ok := certifiable(s.r)
	if !ok || s.cp == 0 {
		return 0
	}
	return splitNeed(parts, t, s.ce, s.cp, allConds)
}

// certifiable reports whether the Guy–Smith theorem, theorem (1) of
// ArithmeticPeriod, applies to the code (finite, no constraint, no heap
// that grows), and returns the most a move removes and the most heaps it
// leaves (at least 2), as ArithmeticPeriod uses them.
func certifiable(r *Ruleset) (t, parts int, ok bool) {
	if !r.Finite() || r.Constrained() || r.Grows() {
		return 0, 0, false
	}
	parts = r.MaxHeaps()
	if parts < 0 {
		return 0, 0, false
	}
	return r.MaxRemoval(), max(parts, 2), true
}

// Extend computes the values up to G(n), so that Len() > n. It stops
// with ctx's error when ctx is done, with Poll's error, or with a
// *MemoryError; the values computed so far are kept, and Extend called
// again goes on from there.
func (s *Sequence) Extend(ctx context.Context, n int) error {
	if n < 0 || n > MaxSequenceHeap {
		return fmt.Errorf("nim values of %s: heap %d is not between 0 and %d", clip.Clip(s.r.String()), n, MaxSequenceHeap)
	}
	if s.n > n {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if s.cp > 0 {
		s.n = n + 1
		return nil
	}
	c := s.st.state() // the same whatever the width
	c.meter.Start(ctx)
	t, parts, canCertify := certifiable(s.r)
	canCertify = canCertify && !c.generic
	polled := c.work // at the last call of Poll
	if s.Jobs > 1 && !c.generic && c.finite {
		c.startPar(s.Jobs)
		defer c.stopPar()
	}
	for s.n <= n {
		h := s.n
		if err := s.prepareParts(ctx, h, n); err != nil {
			return err
		}
		v := s.st.compute()
		if c.err != nil {
			return c.takeErr()
		}
		for !s.st.fits(v) {
			if s.st.width() == 4 {
				return fmt.Errorf("nim values of %s: G(%d) = %d is too large to store", clip.Clip(s.r.String()), h, v)
			}
			if s.Memory != nil {
				need := int64(s.stCap()) * int64(2*s.st.width())
				if err := s.Memory(need); err != nil {
					return &MemoryError{Heaps: s.n, Need: need, Err: err}
				}
			}
			s.st = s.st.widen()
		}
		if s.st.len() == s.stCap() {
			if err := s.grow(n); err != nil {
				return err
			}
		}
		s.st.push(v)
		s.st.record(h)
		s.n++
		if nw := c.parWords(); nw > 0 {
			if need := c.parMemory(nw); need > 0 && s.Memory != nil {
				if err := s.Memory(need); err != nil {
					return &MemoryError{Heaps: s.n, Need: need, Err: err}
				}
			}
			if !s.st.handOut(h, nw) {
				return c.takeErr()
			}
		}
		if canCertify && s.n >= s.chk {
			p, e, ok := s.st.certify(t, parts)
			if c.err != nil {
				return c.takeErr()
			}
			if ok {
				s.setPeriod(p, e)
				s.n = max(s.n, n+1)
				return nil
			}
			s.chk = s.n + max(s.n/16, 64)
		}
		c.work++
		if !c.check() {
			return c.takeErr()
		}
		if s.Poll != nil && (c.work-polled >= 1<<22 || h&4095 == 0) {
			polled = c.work
			if err := s.Poll(s.n); err != nil {
				return err
			}
		}
	}
	if canCertify {
		// The last test, on all the values asked for.
		p, e, ok := s.st.certify(t, parts)
		if c.err != nil {
			return c.takeErr()
		}
		if ok {
			s.setPeriod(p, e)
		}
		s.chk = s.n + max(s.n/16, 64)
	}
	return nil
}

// stCap returns the capacity of the store, in values.
func (s *Sequence) stCap() int {
	switch e := s.st.(type) {
	case *engine[uint8]:
		return cap(e.g)
	case *engine[uint16]:
		return cap(e.g)
	case *engine[uint32]:
		return cap(e.g)
	}
	return 0
}

// grow makes room in the store for more values, toward G(n): doubling
// while the store is small, by an eighth when it is large (so that the
// copy made in passing costs little more than the store), never beyond
// n+1, asking Memory first.
func (s *Sequence) grow(n int) error {
	have := s.st.len()
	want := 2 * have
	if have >= 1<<24 {
		want = have + have/8
	}
	want = min(max(want, 1024), n+1)
	if s.Memory != nil {
		need := int64(want) * int64(s.st.width())
		if err := s.Memory(need); err != nil {
			return &MemoryError{Heaps: s.n, Need: need, Err: err}
		}
	}
	// push with a capacity: the store grows to want values at once.
	switch e := s.st.(type) {
	case *engine[uint8]:
		e.g = regrow(e.g, want)
	case *engine[uint16]:
		e.g = regrow(e.g, want)
	case *engine[uint32]:
		e.g = regrow(e.g, want)
	}
	if have*s.st.width() >= 64<<20 {
		// The old store is garbage: collect it now rather than let a few
		// of them pile up before the collector's next cycle (the values
		// hold no pointers, so a collection is quick).
		runtime.GC()
	}
	return nil
}

func regrow[T nimValue](g []T, capacity int) []T {
	u := make([]T, len(g), capacity)
	copy(u, g)
	return u
}

// setPeriod records a certified period p from e, reduced to the least
// period and preperiod, and drops the values after the first period.
func (s *Sequence) setPeriod(p, e int) {
	// The least period divides every period of the values from e on.
	g := s.st
	least := p
	for d := 1; d < p; d++ {
		if p%d != 0 {
			continue
		}
		ok := true
		for m := e; m < e+p && ok; m++ {
			ok = g.get(m+d) == g.get(m)
		}
		if ok {
			least = d
			break
		}
	}
	p = least
	for e > 0 && g.get(e-1+p) == g.get(e-1) {
		e--
	}
	s.cp, s.ce = p, e
	g.truncate(e + p)
}

// certify is the Guy–Smith test of Period on the values stored, with t
// the most a move removes and parts the most heaps a move leaves (at least
// 2): the least p and then the least e such that the values from e
// repeat with period p for long enough to prove it. The theorem and its
// proof are theorem (1) at ArithmeticPeriod (period.go): with H = parts,
// G(n+p) = G(n) for e ≤ n < He′ + (H−1)p + t, e′ = max(e, 1), proves it
// for every n ≥ e; splitNeed counts those values, the same count for both.
// (With e in place of e′ a run of equal values from heap 0 certified
// period 1 too soon: 0.4's G(0..2) = 0, 0, 0, though G(3) = 1, its heap
// 3 → 1+1 having no match from heap 2; TestPeriodPreperiodZero.)
//
// Period tests every p in turn, finding the least e for it by scanning
// down from the top of the values. A p that is a period of most of the
// values (a multiple of the period, before the certificate is reached)
// scans far; so that each multiple does not scan as far again, up to 8
// such "deep" p are kept, and the scan of a multiple q of one of them
// starts at its e: the values from there repeat with period q already.
// Its work is counted, a unit for each value compared, and a poll that
// fails stops it with its error in the state's err.
func (e *engine[T]) certify(t, parts int) (int, int, bool) {
	g := e.g
	n := len(g)
	type deep struct{ p, e int }
	var bases []deep
	for p := 1; splitNeed(parts, t, 0, p, allConds) <= n; p++ {
		start := n - p
		for _, b := range bases {
			if p%b.p == 0 && b.e < start {
				start = b.e
			}
		}
		m := start
		for m > 0 && g[m-1+p] == g[m-1] {
			m--
			if m&(splitChunk-1) == 0 { // a long match: count it a chunk at a time
				e.work += splitChunk
				if !e.check() {
					return 0, 0, false
				}
			}
		}
		e.work += len(bases) + 1
		if !e.check() {
			return 0, 0, false
		}
		if splitNeed(parts, t, m, p, allConds) <= n {
			return p, m, true
		}
		if n-p-m > 64 && len(bases) < 8 {
			bases = append(bases, deep{p, m})
		}
	}
	return 0, 0, false
}
