package impartial

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// randomTBCode writes a random code in the notation Parse reads
// (digit.go, rules.go): base-32 digits, *, sets {…} with "+", each with
// or without "!", "?" or "="; sometimes digits before the point that add
// counters, sometimes a repeating tail.
func randomTBCode(rng *rand.Rand) string {
	cons := func() string {
		return []string{"", "", "", "!", "?", "="}[rng.IntN(6)]
	}
	digit := func() string {
		switch rng.IntN(6) {
		case 0, 1:
			return string(base32[rng.IntN(32)]) + cons()
		case 2:
			return "*" + cons()
		case 3:
			return "0"
		}
		// A set: a constraint on some numbers inside, or one after it.
		var parts []string
		h := rng.IntN(3)
		inside := rng.IntN(2) == 0
		for range 1 + rng.IntN(3) {
			c := ""
			if inside && rng.IntN(2) == 0 {
				c = cons()
			}
			parts = append(parts, strconv.Itoa(h)+c)
			h += 1 + rng.IntN(3)
		}
		if rng.IntN(2) == 0 {
			parts[len(parts)-1] += "+"
		}
		c := ""
		if !inside {
			c = cons()
		}
		return "{" + strings.Join(parts, ",") + "}" + c
	}
	var b strings.Builder
	if rng.IntN(4) == 0 {
		// Adds one counter. Most digits then let heaps grow (a heap of n
		// becomes n + 1): these leave three heaps or more and do not.
		add := []string{"8", "8!", "{3+}", "{3,5+}?", "{4+}=", "{0,3+}!", "g"}
		if rng.IntN(3) == 0 {
			b.WriteString(digit())
		} else {
			b.WriteString(add[rng.IntN(len(add))])
		}
	}
	// d0 may only split: 4, 8, c, {2+}, …
	b.WriteString([]string{"0", "0", "0", "4", "8", "c", "{2+}", "{3+}!", "4=", "{2,4+}?"}[rng.IntN(10)])
	b.WriteByte('.')
	for range 1 + rng.IntN(3) {
		b.WriteString(digit())
	}
	if rng.IntN(4) == 0 {
		b.WriteString("[" + digit() + "]")
	}
	return b.String()
}

// TestPartsMatchEnumeration compares the partition programme with the
// options listed one by one (genericNimValues, which enumerates Moves), on
// random codes that leave any number of heaps, or four or more, and whose
// heaps never grow.
func TestPartsMatchEnumeration(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 4))
	const want = 300
	n := 36
	if testing.Short() {
		n = 24
	}
	tested := 0
	kinds := map[string]int{}
	for tries := 0; tested < want && tries < 100*want; tries++ {
		code := randomTBCode(rng)
		r, err := Parse(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err) // the generator writes only good codes
		}
		if r.Grows() || !partsApply(r) {
			continue
		}
		tested++
		for _, k := range []string{"*", "+", "!", "?", "=", "["} {
			if strings.Contains(r.Code(), k) {
				kinds[k]++
			}
		}
		if r.MaxAdded() > 0 {
			kinds["adds"]++
		}
		rs := []*Ruleset{r}
		if c := r.CGSuiteReading(); c != r {
			// CGSuite 2's "?" on one heap: the programme's lone heap must
			// then have two counters or more, as Moves lists them.
			rs = append(rs, c)
			kinds["cgsuite:"]++
		}
		for _, r := range rs {
			enum, err := genericNimValues(context.Background(), r, n)
			if err != nil {
				t.Fatalf("%s: enumeration: %v", code, err)
			}
			got, err := NimValues(context.Background(), r, n)
			if err != nil {
				t.Fatalf("%s: %v", code, err)
			}
			if !slices.Equal(got, enum) {
				t.Errorf("%s (%v): partition programme\n%v, enumeration\n%v", code, r, got, enum)
			}
		}
	}
	if tested < want {
		t.Fatalf("only %d codes tested", tested)
	}
	t.Logf("%d codes to heap %d; codes with each feature: %v", tested, n, kinds)
	for _, k := range []string{"*", "+", "!", "?", "=", "[", "adds", "cgsuite:"} {
		if kinds[k] < 10 {
			t.Errorf("only %d codes with %q", kinds[k], k)
		}
	}
}

// TestPartsByHand checks codes whose values follow from short arguments,
// written out here, to heaps where listing the options is hopeless (a
// heap of 200 has about 4·10^12 partitions).
func TestPartsByHand(t *testing.T) {
	mod := func(m int) func(int) int { return func(h int) int { return h % m } }
	tests := []struct {
		code string
		n    int
		g    func(h int) int
	}{
		// 0.*3: G(h) = h mod 4. Bit 0 of the XOR of the heaps left is the
		// parity of the odd ones, which is the parity of h − 1 when one
		// counter is removed, so no option of that kind has the value
		// r = h mod 4; removing two leaves h − 2 of value r − 2 mod 4. And
		// every smaller value is reached: r − 1 by the heap h − 1 alone,
		// r − 2 by h − 2, and 0 (when r = 3) by 1 + 1 + (h − 3).
		{"0.*3", 2000, mod(4)},
		// 0.*, 0.*!, 0.*?: remove one counter, leave any heaps (different
		// sizes; not all equal). By induction the values are h mod 2, so
		// an option's value is the parity of its odd heaps, the parity of
		// h − 1, and one option (the single heap h − 1, or nothing) has
		// it: G(h) = mex{(h − 1) mod 2} = h mod 2.
		{"0.*", 1000, mod(2)},
		{"0.*!", 1000, mod(2)},
		{"0.*?", 1000, mod(2)},
		// 0.*=: k equal heaps of q, kq = h − 1, have value G(q) for odd k
		// and 0 for even k. For h even, k and q are odd: every option
		// has value 1, so G(h) = 0; for h odd, q or k is even and every
		// option has value 0: G(h) = 1.
		{"0.*=", 1000, mod(2)},
		// 0.[*] (and with !, ?, =): any number removed, any heaps left
		// (also one heap, whatever the constraint). By induction G(a) = a,
		// so an option of a heap h has value at most the sum of its heaps
		// (XOR never exceeds the sum), which is below h, and the single
		// heaps 0, …, h − 1 reach every value below h: G(h) = h. Values
		// above 64 and 128 widen the bitsets.
		{"0.[*]", 300, func(h int) int { return h }},
		{"0.[*!]", 300, func(h int) int { return h }},
		{"0.[*?]", 300, func(h int) int { return h }},
		{"0.[*=]", 300, func(h int) int { return h }},
	}
	for _, tc := range tests {
		got, err := NimValues(context.Background(), mustParse(t, tc.code), tc.n)
		if err != nil {
			t.Errorf("%s: %v", tc.code, err)
			continue
		}
		for h, v := range got {
			if v != tc.g(h) {
				t.Errorf("%s: G(%d) = %d, want %d", tc.code, h, v, tc.g(h))
				break
			}
		}
	}
}

// TestPartsSequence: a Sequence extended in steps (the tables rebuilt for
// larger sums), saved and read back (the tables rebuilt from the values),
// gives the values computed in one go; values past 64 widen the sets.
func TestPartsSequence(t *testing.T) {
	for _, code := range []string{"0.3*", "0.{3+}", "0.{2,3?+}", "0.{4+}!", "{3+}0.0", "0.[*]"} {
		r := mustParse(t, code)
		const n = 700
		want, err := NimValues(context.Background(), r, n)
		if err != nil {
			t.Fatal(err)
		}
		s := NewSequence(r)
		for _, m := range []int{5, 40, 41, 300} {
			if err := s.Extend(context.Background(), m); err != nil {
				t.Fatal(err)
			}
		}
		var buf bytes.Buffer
		if _, err := s.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		s, err = ReadSequence(&buf, r, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Extend(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		if got := s.Ints(0, n+1); !slices.Equal(got, want) {
			t.Errorf("%s: in steps and from a file\n%v, in one go\n%v", code, got, want)
		}
		if code == "0.3*" && slices.Max(want) < 256 {
			t.Errorf("0.3*: values up to %d, want some above 256", slices.Max(want))
		}
	}
}

// TestPartsStops: the programme asks Memory before its tables grow and
// polls ctx while it rebuilds them.
func TestPartsStops(t *testing.T) {
	r := mustParse(t, "0.{3+}")
	s := NewSequence(r)
	asked := int64(0)
	errNo := errors.New("no memory")
	s.Memory = func(extra int64) error {
		if extra > 1<<20 {
			asked = extra
			return errNo
		}
		return nil
	}
	err := s.Extend(context.Background(), 100000)
	var me *MemoryError
	if !errors.As(err, &me) || !errors.Is(err, errNo) || asked == 0 {
		t.Fatalf("tables of 10^5 sums refused: error %v, want a MemoryError", err)
	}
	// Rebuilding the tables for 10^5 sums after 3000 heaps: the rebuild
	// polls ctx, so the third poll stops it.
	s = NewSequence(r)
	if err := s.Extend(context.Background(), 3000); err != nil {
		t.Fatal(err)
	}
	pc := &pollCtx{Context: context.Background(), cancelAt: 3}
	if err := s.Extend(pc, 100000); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled at the third poll: error %v, want context.Canceled", err)
	}
	if s.Len() < 3001 {
		t.Errorf("the values computed before were lost: %d known", s.Len())
	}
}

// BenchmarkPartsNimValues computes nim sequences of codes whose moves
// leave any number of heaps (listing the options of a heap of 100 takes
// seconds: there are 1.9·10^8 partitions of 99).
func BenchmarkPartsNimValues(b *testing.B) {
	for _, code := range []string{"0.*3", "0.3*", "0.{3+}"} {
		r, _ := Parse(code)
		for _, n := range []int{100, 1000, 10000} {
			b.Run(code+"/"+strconv.Itoa(n), func(b *testing.B) {
				for b.Loop() {
					if _, err := NimValues(context.Background(), r, n); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
