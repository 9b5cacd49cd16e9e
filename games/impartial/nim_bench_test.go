package impartial

import (
	"bytes"
	"context"
	"fmt"
	"testing"
)

// benchNimValues times NimValues(r, n).
func benchNimValues(b *testing.B, code string, n int) {
	r, err := Parse(code)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := NimValues(context.Background(), r, n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkKayles40000: Kayles 0.77 to heap 40000 (target: under 0.3 s).
func BenchmarkKayles40000(b *testing.B) { benchNimValues(b, "kayles", 40000) }

// BenchmarkDawsonsKayles40000: Dawson's Kayles 0.07 to heap 40000; its
// period is certified after a few hundred heaps.
func BenchmarkDawsonsKayles40000(b *testing.B) { benchNimValues(b, "dawsons-kayles", 40000) }

// BenchmarkDawsonsKayles1000000: Dawson's Kayles to heap 10^6 (target:
// under 1 s; it was quadratic, 254 s, before periods were certified on
// the way).
func BenchmarkDawsonsKayles1000000(b *testing.B) { benchNimValues(b, "dawsons-kayles", 1_000_000) }

// BenchmarkOctal354_1000000: 0.354 to heap 10^6, by the sparse space (its
// period is certified only at about 2·10^7).
func BenchmarkOctal354_1000000(b *testing.B) { benchNimValues(b, "0.354", 1_000_000) }

// BenchmarkChaotic767_20000: 0.767, whose values grow (about n/10) with no
// sparse space and no period: every split is looked at, quadratically.
func BenchmarkChaotic767_20000(b *testing.B) { benchNimValues(b, "0.767", 20000) }

// BenchmarkGrundy1000000: Grundy's game 4!.0 to heap 10^6 (target: under
// 30 s); run with -benchtime 1x.
func BenchmarkGrundy1000000(b *testing.B) { benchNimValues(b, "grundy", 1_000_000) }

// BenchmarkCheckpoint: writing and reading back a checkpoint of Grundy's
// game at 10^6 heaps (about 1 MB).
func BenchmarkCheckpoint(b *testing.B) {
	s := NewSequence(mustParse(b, "grundy"))
	if err := s.Extend(context.Background(), 1_000_000); err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if _, err := s.WriteTo(&buf); err != nil {
			b.Fatal(err)
		}
		if _, err := ReadSequence(bytes.NewReader(buf.Bytes()), s.Ruleset(), nil); err != nil {
			b.Fatal(err)
		}
	}
}

// benchSequence times a Sequence of code to heap n, with the split sets
// (splitsets.go) or, old, without them: the marks of compute, as before
// the sets.
func benchSequence(b *testing.B, code string, n int, old bool) {
	r := mustParse(b, code)
	for b.Loop() {
		s := NewSequence(r)
		s.st.state().noSets = old
		if err := s.Extend(context.Background(), n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSplitSets: irregular codes (no sparse space, no period) with
// three splitting digits, with and without the split sets; run with
// -benchtime 1x (doc/benchmarks.md has the numbers).
func BenchmarkSplitSets(b *testing.B) {
	for _, code := range []string{"0.767", "0.564", "0.567", "0.764"} {
		for _, old := range []bool{true, false} {
			name := code + "/sets"
			if old {
				name = code + "/marks"
			}
			b.Run(name, func(b *testing.B) { benchSequence(b, code, 100_000, old) })
		}
	}
}

// BenchmarkSplitSetsJobs: 0.767 to heap 10^5 with the split sets built
// by 1 and 2 jobs (splitpar.go); run with -benchtime 1x.
func BenchmarkSplitSetsJobs(b *testing.B) {
	r := mustParse(b, "0.767")
	for _, jobs := range []int{1, 2} {
		b.Run(fmt.Sprintf("jobs%d", jobs), func(b *testing.B) {
			for b.Loop() {
				s := NewSequence(r)
				s.Jobs = jobs
				if err := s.Extend(context.Background(), 100_000); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
