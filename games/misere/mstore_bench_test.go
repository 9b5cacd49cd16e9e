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
