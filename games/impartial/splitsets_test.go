package impartial

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestSplitSetBits checks the bitsets' layout against the plain one: pack
// of a byte set holds exactly the values whose byte is 1 (has), mexOf is
// the least value missing, and transpose8 is the transpose, each against
// the definition on random sets of every size the engine makes.
func TestSplitSetBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 1))
	for x := range 64 {
		var w uint64 = 1 << x
		r, c := x/8, x%8
		if got := transpose8(w); got != 1<<(8*c+r) {
			t.Fatalf("transpose8(bit %d) = %#x, want bit %d", x, got, 8*c+r)
		}
	}
	for range 500 {
		nw := 1 << rng.IntN(5)
		bytes := make([]uint8, 64*nw)
		density := rng.Float64()
		for v := range bytes {
			if rng.Float64() < density {
				bytes[v] = 1
			}
		}
		if rng.IntN(4) == 0 { // a run from 0, for the mex
			for v := range rng.IntN(len(bytes) + 1) {
				bytes[v] = 1
			}
		}
		want := slices.Clone(bytes)
		set := make([]uint64, nw)
		pack(set, bytes)
		if slices.ContainsFunc(bytes, func(b uint8) bool { return b != 0 }) {
			t.Fatal("pack left a byte set")
		}
		mex := len(want)
		for v, b := range want {
			if has(set, v) != (b == 1) {
				t.Fatalf("value %d: has %v, byte %d", v, has(set, v), b)
			}
			if b == 0 && mex == len(want) {
				mex = v
			}
		}
		if got := mexOf(set); got != mex {
			t.Fatalf("mexOf = %d, want %d", got, mex)
		}
		ones := 0
		for _, w := range set {
			ones += bits.OnesCount64(w)
		}
		if n := strings.Count(string(want), "\x01"); ones != n {
			t.Fatalf("%d bits set for %d values", ones, n)
		}
	}
}

// genSplitCode writes a random plain code for the split sets: two to
// five digits after the point, often several with bit 4 (the sets'
// case), with a splitting d0 (4.… as Grundy's game, c.…), digits that also
// take a heap whole or leave one (5, 6, 7), hexadecimal digits (8–f:
// three heaps beside the sets), one splitting digit only, and "!" on
// every split (the splits into two equal heaps left out).
func genSplitCode(rng *rand.Rand) string {
	var b strings.Builder
	bang := rng.IntN(5) == 0
	mark := func() {
		if bang {
			b.WriteByte('!')
		}
	}
	switch rng.IntN(6) {
	case 0:
		b.WriteByte('4')
		mark()
	case 1:
		b.WriteByte('c') // two heaps or three
		mark()
	default:
		b.WriteByte('0')
	}
	b.WriteByte('.')
	hex := rng.IntN(6) == 0
	for range 1 + rng.IntN(5) {
		var d byte
		switch {
		case hex && rng.IntN(3) == 0:
			d = "89abcdef"[rng.IntN(8)]
		case rng.IntN(3) > 0:
			d = "4567"[rng.IntN(4)]
		default:
			d = "0123"[rng.IntN(4)]
		}
		b.WriteByte(d)
		if d >= '4' {
			mark()
		}
	}
	return b.String()
}

// TestSplitSetsReference is the differential check of the split sets:
// on random plain codes (genSplitCode) and on the irregular codes that
// motivated them (0.767, 0.564–0.567, 0.764–0.767), the Sequence with the
// sets, the one with the marks of compute (noSets) and the reference
// (internal/tbref: the options listed, the mex of their values) give the
// same values, for short sequences (a few heaps, below the most a move
// removes) and long ones (past heap 512, where the sparse space is first
// chosen: a code with a space leaves the sets and may come back). It
// checks that the sets were used for every finite code with two
// splitting digits or more.
func TestSplitSetsReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(35, 2))
	codes := []string{"0.767", "0.564", "0.565", "0.566", "0.567", "0.764", "0.765", "0.766", "4!.0", "4.4", "0.44", "0.4!4!", "0.c4", "0.05", "0.4"}
	for range 300 {
		codes = append(codes, genSplitCode(rng))
	}
	used := 0
	for i, code := range codes {
		r := mustParse(t, code)
		if !r.Plain() {
			t.Fatalf("%s is not plain", code)
		}
		n := rng.IntN(12)
		switch {
		case i < 15 || i%20 == 0:
			n = 700 + rng.IntN(300)
		case i%3 == 0:
			n = 100 + rng.IntN(200)
		}
		if r.Hexadecimal() {
			n = min(n, 150)
		}
		want := refValues(t, code, n)
		for _, old := range []bool{false, true} {
			s := NewSequence(r)
			c := s.st.state()
			c.noSets = old
			if err := s.Extend(context.Background(), n); err != nil {
				t.Fatal(err)
			}
			if d := firstDiff(s.Ints(0, n+1), want); d >= 0 {
				t.Errorf("%s (noSets %v): G(%d) = %d, the reference %d", code, old, d, s.Get(d), want[d])
			}
			splits := 0
			for k := range r.MaxRemoval() + 1 {
				if r.Digit(k)&4 != 0 {
					splits++
				}
			}
			if _, _, certified := s.Period(); !old && !certified && n > r.MaxRemoval() {
				if (c.sets != nil) != (splits >= 2) {
					t.Errorf("%s: %d splitting digits, sets %v", code, splits, c.sets != nil)
				}
				if c.sets != nil {
					used++
				}
			}
		}
	}
	if used < 100 {
		t.Errorf("the sets were used for %d codes only", used)
	}
}

// TestSplitSetsJobs is the differential check of the parallel build
// (splitpar.go): with 2 and 3 jobs the values equal the reference's, on
// the irregular codes (three splitting digits), codes with one splitting
// digit (which take the sets only with jobs: 0.6!, 0.64), a splitting d0
// (4!.6!: the total of heap n is n itself; 4.4, whose period is
// certified at once), "!" on the splits, splits into three heaps beside
// them (0.c4, 0.e7), and a code whose
// sparse space appears at heap 512 (0.16: the sets left, bulks handed
// out and never collected). The runs go in pieces, each Extend starting
// and stopping the jobs, and the last piece resumes a sequence computed
// with one job.
func TestSplitSetsJobs(t *testing.T) {
	t.Parallel()
	for _, code := range []string{"0.767", "0.564", "0.6!", "0.64", "0.4!4!", "4!.6!", "0.6767", "0.16", "0.c4", "0.e7", "4.4"} {
		r := mustParse(t, code)
		n := 900
		if r.Hexadecimal() {
			n = 200
		}
		want := refValues(t, code, n)
		for _, jobs := range []int{2, 3} {
			s := NewSequence(r)
			// The middle piece with one job: the last resumes it.
			for i, to := range []int{5, 100, n / 2, n} {
				s.Jobs = jobs
				if i == 2 {
					s.Jobs = 1
				}
				if err := s.Extend(context.Background(), to); err != nil {
					t.Fatal(err)
				}
				if s.st.state().par != nil {
					t.Fatalf("%s: the jobs still run after Extend", code)
				}
			}
			if _, _, certified := s.Period(); certified || code == "0.16" {
				// Certified early (4.4) or a sparse space: few bulks.
			} else if b := s.st.state().bulks; b < (n-n/2-parLookahead)*9/10 {
				t.Errorf("%s, %d jobs: %d bulks built by the jobs", code, jobs, b)
			}
			if d := firstDiff(s.Ints(0, n+1), want); d >= 0 {
				t.Errorf("%s, %d jobs: G(%d) = %d, the reference %d", code, jobs, d, s.Get(d), want[d])
			}
		}
	}
}

// TestSplitSetsJobsStop stops runs of the parallel build as Ctrl-C and
// the memory budget do: a context cancelled from Poll, and Memory
// refusing to let the run grow (the store or the sets). Each stop returns its error with the jobs
// ended and the values so far right (against a run of one job), and the
// run then goes on to the end with jobs, to the same values.
func TestSplitSetsJobsStop(t *testing.T) {
	t.Parallel()
	const n = 6000
	r := mustParse(t, "0.767")
	one := NewSequence(r)
	if err := one.Extend(context.Background(), n); err != nil {
		t.Fatal(err)
	}
	want := one.Ints(0, n+1)
	check := func(what string, s *Sequence) {
		t.Helper()
		if s.st.state().par != nil {
			t.Fatalf("%s: the jobs still run after Extend", what)
		}
		if d := firstDiff(s.Ints(0, s.Len()), want[:s.Len()]); d >= 0 {
			t.Fatalf("%s: G(%d) = %d, one job's %d", what, d, s.Get(d), want[d])
		}
		if err := s.Extend(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		if d := firstDiff(s.Ints(0, n+1), want); d >= 0 {
			t.Fatalf("%s, resumed: G(%d) = %d, one job's %d", what, d, s.Get(d), want[d])
		}
	}

	s := NewSequence(r)
	s.Jobs = 2
	ctx, cancel := context.WithCancel(context.Background())
	s.Poll = func(heaps int) error {
		if heaps > 3000 {
			cancel()
		}
		return nil
	}
	err := s.Extend(ctx, n)
	if err != context.Canceled || s.Len() <= 3000 || s.Len() > n {
		t.Fatalf("cancelled: %v at %d heaps", err, s.Len())
	}
	s.Poll = nil
	check("cancelled", s)

	s = NewSequence(r)
	s.Jobs = 2
	refuse := errors.New("over budget")
	s.Memory = func(extra int64) error {
		if s.Len() > 2000 && s.st.state().par != nil {
			return refuse
		}
		return nil
	}
	var me *MemoryError
	if err := s.Extend(context.Background(), n); !errors.As(err, &me) || me.Err != refuse {
		t.Fatalf("memory: %v", err)
	}
	s.Memory = nil
	check("memory", s)
}
