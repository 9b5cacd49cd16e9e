package impartial

import (
	"context"
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
