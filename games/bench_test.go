package games

import (
	"errors"
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"
)

// benchForm returns a random form born by the given day: each side has
// 0–3 options, each a random form born by the day before.
func benchForm(s *Store, rng *rand.Rand, day int) ID {
	if day == 0 {
		return Zero
	}
	side := func() []ID {
		ids := make([]ID, rng.Intn(4))
		for i := range ids {
			ids[i] = benchForm(s, rng, day-1)
		}
		return ids
	}
	return s.NewForm(side(), side())
}

// newBenchStore returns a fresh store whose operation cache has been
// written once, so that the first touches of its memory by the operating
// system are not timed.
func newBenchStore(leqCache bool) *Store {
	s := NewStore()
	s.LeqCache = leqCache
	clear(s.cache)
	return s
}

// forEachCache runs a benchmark with the comparison cache off and on.
func forEachCache(b *testing.B, f func(b *testing.B, cache bool)) {
	for _, cache := range []bool{false, true} {
		name := "leqcache=off"
		if cache {
			name = "leqcache=on"
		}
		b.Run(name, func(b *testing.B) { f(b, cache) })
	}
}

// BenchmarkCanonicalDay4 canonicalises 1000 random forms born by day 4 in
// a fresh store; ns/op is per 1000 games (building the forms is not timed).
func BenchmarkCanonicalDay4(b *testing.B) {
	forEachCache(b, func(b *testing.B, cache bool) {
		rng := rand.New(rand.NewSource(1))
		var nodes int
		for range b.N {
			b.StopTimer()
			s := newBenchStore(cache)
			forms := make([]ID, 1000)
			for i := range forms {
				forms[i] = benchForm(s, rng, 4)
			}
			b.StartTimer()
			for _, g := range forms {
				if _, err := s.Canonical(g); err != nil {
					b.Fatal(err)
				}
			}
			nodes = s.Len()
		}
		b.ReportMetric(float64(nodes), "nodes")
	})
}

// hardGame returns a random canonical game born by the day given that is
// not a number, up multiple or nimber (most random forms collapse to one).
func hardGame(s *Store, rng *rand.Rand, day int) ID {
	for {
		c, err := s.Canonical(benchForm(s, rng, day))
		if err != nil {
			panic(err)
		}
		if _, ok := s.nusOf(c); !ok {
			return c
		}
	}
}

// sumsOfDay3 returns, in a fresh store, n formal sums of k random
// canonical games born by day 3, none of them a NUS value.
func sumsOfDay3(rng *rand.Rand, cache bool, n, k int) (*Store, []ID) {
	s := newBenchStore(cache)
	sums := make([]ID, n)
	for j := range sums {
		terms := make([]ID, k)
		for i := range terms {
			terms[i] = hardGame(s, rng, 3)
		}
		sums[j], _ = s.Plus(terms...)
	}
	return s, sums
}

// BenchmarkSumDay3x8 computes the canonical form of the sum of 8 random
// canonical games born by day 3 (not numbers, ups or nimbers), in a fresh
// store each time (preparing the summands is not timed).
func BenchmarkSumDay3x8(b *testing.B) {
	forEachCache(b, func(b *testing.B, cache bool) {
		rng := rand.New(rand.NewSource(2))
		for range b.N {
			b.StopTimer()
			s, sums := sumsOfDay3(rng, cache, 1, 8)
			b.StartTimer()
			if _, err := s.Canonical(sums[0]); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkCompareLargeSums compares two sums of six random day-3 games
// (not numbers, ups or nimbers), canonical forms included, in a fresh store
// each time.
func BenchmarkCompareLargeSums(b *testing.B) {
	forEachCache(b, func(b *testing.B, cache bool) {
		rng := rand.New(rand.NewSource(3))
		for range b.N {
			b.StopTimer()
			s, sums := sumsOfDay3(rng, cache, 2, 6)
			b.StartTimer()
			if _, err := s.Compare(sums[0], sums[1]); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkNUSSum adds and compares number-up-star values: the arithmetic
// fast path, no recursion.
func BenchmarkNUSSum(b *testing.B) {
	s := NewStore()
	a := s.Value(NUS{X: NewDyadic(3, 2), U: 2, M: 3})
	c := s.Value(NUS{X: NewDyadic(-5, 3), U: -7, M: 6})
	for b.Loop() {
		sum, _ := s.Plus(a, c, a)
		if _, err := s.Compare(sum, c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSumDay4x4 computes the canonical form of the sum of 4 random
// canonical games born by day 4 (not numbers, ups or nimbers).
func BenchmarkSumDay4x4(b *testing.B) {
	forEachCache(b, func(b *testing.B, cache bool) {
		rng := rand.New(rand.NewSource(4))
		for range b.N {
			b.StopTimer()
			s := newBenchStore(cache)
			terms := make([]ID, 4)
			for i := range terms {
				terms[i] = hardGame(s, rng, 4)
			}
			sum, _ := s.Plus(terms...)
			b.StartTimer()
			if _, err := s.Canonical(sum); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkSumHot5 computes the canonical form of the sum of five hot
// games G_i = {i+2 | {i+1 | −2(i+1)}, {* | −i}}, i = 0..4, in a fresh store:
// a sum whose canonical form keeps growing with each summand (day 40).
func BenchmarkSumHot5(b *testing.B) {
	for range b.N {
		b.StopTimer()
		s := newBenchStore(true)
		var ids []ID
		for i := range 5 {
			g, err := s.Parse(fmt.Sprintf("{%d|{%d|-%d},{*|%d}}", i+2, i+1, 2*(i+1), -i), nil)
			if err != nil {
				b.Fatal(err)
			}
			ids = append(ids, g)
		}
		sum, _ := s.Plus(ids...)
		b.StartTimer()
		if _, err := s.Canonical(sum); err != nil {
			b.Fatal(err)
		}
	}
}

// switchesAndTinies returns the summands of the sum the memory-budget
// benchmarks use: for i = 1 … n, the switch ±(i/2) = {i/2 | −i/2} for even
// i and Tiny(i/2) = {0 || 0 | −i/2} for odd i.
func switchesAndTinies(s *Store, n int) []ID {
	ids := make([]ID, n)
	for i := 1; i <= n; i++ {
		x := s.Number(NewDyadic(int64(i), 1))
		negX, err := s.Minus(x)
		if err != nil {
			panic(err)
		}
		if i%2 == 0 {
			ids[i-1] = s.NewForm([]ID{x}, []ID{negX})
		} else {
			ids[i-1] = s.NewForm([]ID{Zero}, []ID{s.NewForm([]ID{Zero}, []ID{negX})})
		}
	}
	return ids
}

// BenchmarkSwitchesAndTinies is the canonical form of the sum of
// switchesAndTinies(n) in a fresh store whose operation cache may grow to
// 64 MiB (the fixed bound before the memory budget) or 1 GiB (what an
// eighth of a 12 GiB budget allows). It reports the comparisons and sums
// that looked at options (Stats.Leq, Stats.Add): work lost to a cache
// too small to keep its results is done again.
func BenchmarkSwitchesAndTinies(b *testing.B) {
	for _, n := range []int{24, 27, 30} {
		for _, mib := range []int64{64, 1024} {
			b.Run(fmt.Sprintf("n=%d/cache=%dMiB", n, mib), func(b *testing.B) {
				var st Stats
				for range b.N {
					s := NewStore()
					s.SetCacheBytes(mib << 20)
					sum, err := s.Plus(switchesAndTinies(s, n)...)
					if err == nil {
						_, err = s.Canonical(sum)
					}
					if err != nil {
						b.Fatal(err)
					}
					st = s.Stats
				}
				b.ReportMetric(float64(st.Leq), "leq/op")
				b.ReportMetric(float64(st.Add), "add/op")
			})
		}
	}
}

// uptimalText is a long game in CGSuite's notation: braces of uptimals
// ^<k> and ^[k]*, k = 1 … 60, and tinies Tiny(k/4), each a Left option
// with a sum of downs on the Right.
func uptimalText() string {
	var b strings.Builder
	b.WriteString("{")
	for k := 1; k <= 60; k++ {
		if k > 1 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "^<%d>+%d/4Tiny(%d/4),^[%d]*", k, k, k, k)
	}
	b.WriteString("|v[60]+v<59>,-1Miny(1/2)}")
	return b.String()
}

// BenchmarkParseUptimal reads uptimalText (1669 bytes) in a fresh store:
// building ↑ⁿ and ↑[n] up to n = 60, the tinies, their sums and the
// canonical form of the braces, which takes most of the time.
func BenchmarkParseUptimal(b *testing.B) {
	text := uptimalText()
	b.SetBytes(int64(len(text)))
	for range b.N {
		b.StopTimer()
		s := newBenchStore(true)
		b.StartTimer()
		if _, err := s.Parse(text, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNortonProduct computes G.U for 100 random games G born by day 3
// and the units ↑, Tiny(2) and ↑² (which is not a number, up or star), in a
// fresh store; ns/op is per 300 products.
func BenchmarkNortonProduct(b *testing.B) {
	for range b.N {
		b.StopTimer()
		s := NewStore()
		rng := rand.New(rand.NewSource(1))
		gs := make([]ID, 100)
		for i := range gs {
			gs[i], _ = s.Canonical(benchForm(s, rng, 3))
		}
		var units []ID
		for _, text := range []string{"^", "{0||0|-2}", "{0|v*}"} {
			u, err := s.Parse(text, nil)
			if err != nil {
				b.Fatal(err)
			}
			units = append(units, u)
		}
		b.StartTimer()
		for _, u := range units {
			for _, g := range gs {
				if _, err := s.NortonProduct(g, u); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkUpNth builds ↑ⁿ for n = MaxUptimal in a fresh store (and with
// it ↑[k] for every k < n).
func BenchmarkUpNth(b *testing.B) {
	for range b.N {
		b.StopTimer()
		s := newBenchStore(true)
		b.StartTimer()
		if _, err := s.UpNth(MaxUptimal); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrintDay4 prints the canonical forms of 1500 random forms born by
// day 4 (benchForm) and of 500 sums of three of them, in each notation, in
// a fresh store: ns/op is per 2000 games, the first print of each (what the
// printer works out about a canonical node, such as its uptimal expansion,
// is worked out there). Building and canonicalising the games is not
// timed.
func BenchmarkPrintDay4(b *testing.B) {
	for _, n := range []struct {
		name string
		n    Notation
	}{{"unicode", Unicode}, {"ascii", ASCII}} {
		b.Run(n.name, func(b *testing.B) {
			bytes := 0
			for range b.N {
				b.StopTimer()
				rng := rand.New(rand.NewSource(4))
				s := NewStore()
				cs := make([]ID, 0, 2000)
				for range 1500 {
					c, err := s.Canonical(benchForm(s, rng, 4))
					if err != nil {
						b.Fatal(err)
					}
					cs = append(cs, c)
				}
				for i := range 500 {
					sum, err := s.Plus(cs[3*i], cs[3*i+1], cs[3*i+2])
					if err == nil {
						sum, err = s.Canonical(sum)
					}
					if err != nil {
						b.Fatal(err)
					}
					cs = append(cs, sum)
				}
				runtime.GC()
				b.StartTimer()
				for _, c := range cs {
					p := Printer{Store: s, Notation: n.n}
					bytes += len(p.String(c))
				}
			}
			b.ReportMetric(float64(bytes)/float64(b.N), "bytes/op")
		})
	}
}

// BenchmarkPrintInfinitesimals prints sums of ups, up-nths and tinies (the
// printer's uptimal, Tiny and slash rules at work): 1000 canonical games
// a·↑ + b·{0|↓*} + {0||0|−c} + *m for small a, b, c, m, each printed once
// in a fresh store.
func BenchmarkPrintInfinitesimals(b *testing.B) {
	for range b.N {
		b.StopTimer()
		s := NewStore()
		up2, err := s.FromOptions([]ID{Zero}, []ID{s.Value(NUS{U: -1, M: 1})})
		if err != nil {
			b.Fatal(err)
		}
		var cs []ID
		for i := range 1000 {
			t := Zero // i%4 == 0: no tiny
			if i%4 != 0 {
				t = s.NewForm([]ID{Zero}, []ID{s.NewForm([]ID{Zero}, []ID{s.Integer(-int64(i%3) - 1)})})
			}
			sum, err := s.PlusTerms(Term{s.Value(NUS{U: int64(i%5) - 2, M: uint64(i % 3)}), 1}, Term{up2, int64(i%4) - 1}, Term{t, 1})
			if err != nil {
				b.Fatal(err)
			}
			c, err := s.Canonical(sum)
			if err != nil {
				b.Fatal(err)
			}
			cs = append(cs, c)
		}
		runtime.GC()
		b.StartTimer()
		for _, c := range cs {
			p := Printer{Store: s, Notation: ASCII}
			_ = p.String(c)
		}
	}
}

// BenchmarkAtomicWeightAtomic: the atomic weights of the atomic games
// that are not all-small among 1500 random canonical games (atPool, seed
// 1; about 300 of them), and of the sums of 100 pairs of them (atomic or
// not: the error path is timed too), in a fresh store. Building the games
// is not timed; ns/op is for all of them. BenchmarkAtomicWeight times the
// all-small path.
func BenchmarkAtomicWeightAtomic(b *testing.B) {
	probe := NewStore()
	var picks []int
	for i, g := range atPool(probe, rand.New(rand.NewSource(1)), 1500) {
		if ok, _ := probe.Infinitesimal(g); !ok || probe.allSmall(g, map[ID]bool{}) {
			continue
		}
		if ok, err := probe.Atomic(g); err != nil {
			b.Fatal(err)
		} else if ok {
			picks = append(picks, i)
		}
	}
	var nodes int
	for range b.N {
		b.StopTimer()
		s := newBenchStore(true)
		rng := rand.New(rand.NewSource(1))
		pool := atPool(s, rng, 1500)
		games := make([]ID, 0, len(picks)+100)
		for _, i := range picks {
			games = append(games, pool[i])
		}
		for range 100 {
			sum, err := s.Plus(pool[picks[rng.Intn(len(picks))]], pool[picks[rng.Intn(len(picks))]])
			if err == nil {
				sum, err = s.Canonical(sum)
			}
			if err != nil {
				b.Fatal(err)
			}
			games = append(games, sum)
		}
		b.StartTimer()
		for _, g := range games {
			if _, err := s.AtomicWeight(g); err != nil && !errors.Is(err, ErrNotAtomic) {
				b.Fatal(err)
			}
		}
		nodes = s.Len()
	}
	b.ReportMetric(float64(len(picks)), "atomic")
	b.ReportMetric(float64(nodes), "nodes")
}

// BenchmarkOrdinalProduct: ordinal products of 100 pairs of random games
// born by day 2 (benchForm), in a fresh store; ns/op is per 100 pairs.
func BenchmarkOrdinalProduct(b *testing.B) {
	for range b.N {
		b.StopTimer()
		s := NewStore()
		rng := rand.New(rand.NewSource(1))
		pairs := make([][2]ID, 100)
		for i := range pairs {
			g, _ := s.Canonical(benchForm(s, rng, 2))
			h, _ := s.Canonical(benchForm(s, rng, 2))
			pairs[i] = [2]ID{g, h}
		}
		b.StartTimer()
		for _, p := range pairs {
			if _, err := s.OrdinalProduct(p[0], p[1]); err != nil {
				b.Fatal(err)
			}
		}
	}
}
