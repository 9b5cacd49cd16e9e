package misere

import (
	"math/rand"
	"testing"

	"cgcalc/games/impartial"
)

// BenchmarkMStoreKayles computes the canonical forms of kayles heaps
// 0..N in a fresh store (N = 10, 20, …, 50; heaps 0..50 take about 1 s).
func BenchmarkMStoreKayles(b *testing.B) {
	r, _ := impartial.Parse("kayles")
	for _, n := range []int{10, 20, 30, 40, 50} {
		b.Run("heaps0-"+itoa(n), func(b *testing.B) {
			nodes := 0
			for b.Loop() {
				s := NewMStore()
				s.SetLimit(0)
				if _, err := s.Heap(r, n); err != nil {
					b.Fatal(err)
				}
				nodes = s.Len()
			}
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}

// BenchmarkMStoreDay4 canonicalises every game born by day 4 (all option
// sets of the 5 canonical forms born by day 3) in a fresh store.
func BenchmarkMStoreDay4(b *testing.B) {
	for b.Loop() {
		s := NewMStore()
		canonicalByDay(s, 4)
	}
}

// BenchmarkMStoreDay5Sample canonicalises 10000 random day-5 games (random
// option sets of the 22 canonical forms born by day 4).
func BenchmarkMStoreDay5Sample(b *testing.B) {
	for b.Loop() {
		s := NewMStore()
		d4 := canonicalByDay(s, 4)[4]
		rng := rand.New(rand.NewSource(1))
		opts := make([]MID, 0, len(d4))
		for range 10000 {
			mask := rng.Int63n(1 << len(d4))
			opts = opts[:0]
			for i, g := range d4 {
				if mask&(1<<i) != 0 {
					opts = append(opts, g)
				}
			}
			s.Game(opts)
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// cgsuiteBenchForms is a store with 1000 random canonical forms
// (randomForms) and their texts in CGSuite's notation.
func cgsuiteBenchForms() (*MStore, []MID, []string) {
	s := NewMStore()
	forms := randomForms(s, 1000, 1)
	texts := make([]string, len(forms))
	for i, g := range forms {
		texts[i] = s.Compact(g)
	}
	return s, forms, texts
}

// BenchmarkCGSuitePrint prints 1000 random canonical forms in CGSuite's
// notation in a fresh store each time (so the parity, parts subscripts
// and order are computed, not looked up); bytes is the total text.
func BenchmarkCGSuitePrint(b *testing.B) {
	_, _, texts := cgsuiteBenchForms()
	total := 0
	for _, t := range texts {
		total += len(t)
	}
	for b.Loop() {
		b.StopTimer()
		s := NewMStore()
		forms := make([]MID, len(texts))
		for i, t := range texts {
			forms[i], _ = s.Parse(t)
		}
		b.StartTimer()
		for _, g := range forms {
			s.Compact(g)
		}
	}
	b.ReportMetric(float64(total), "bytes")
}

// BenchmarkCGSuiteParse reads the texts of 1000 random canonical forms in
// CGSuite's notation into a fresh store.
func BenchmarkCGSuiteParse(b *testing.B) {
	_, _, texts := cgsuiteBenchForms()
	for b.Loop() {
		s := NewMStore()
		for _, t := range texts {
			if _, err := s.Parse(t); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCountBornBy5 counts the 4,171,780 misère canonical forms born
// by day 5 (2^22 option sets of the day-4 forms) in a fresh store.
func BenchmarkCountBornBy5(b *testing.B) {
	for b.Loop() {
		s := NewMStore()
		if n, err := s.CountBornBy(5); err != nil || n != 4171780 {
			b.Fatal(n, err)
		}
	}
}
