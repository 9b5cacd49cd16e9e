package impartial

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestPeriod(t *testing.T) {
	tests := []struct {
		code            string
		n               int // values G(0..n−1) given to Period
		period, prepers int
		ok              bool
	}{
		// A002186, Winning Ways ch. 4 p. 91: periodic with period 12 from
		// n = 71 (last exception at 70).
		{"kayles", 1000, 12, 71, true},
		// Theorem V needs G(n+12) = G(n) for 71 ≤ n < 2·71+12+2 = 156,
		// so 156+12 = 168 values (Allemang 1984, "Complete analysis of misère
		// games").
		{"kayles", 168, 12, 71, true},
		{"kayles", 167, 0, 0, false},
		// A002187, Winning Ways ch. 4: Dawson's Chess 0.137 has period 34,
		// last exception at 51; Dawson's Kayles 0.07 is shifted by one
		// (OEIS A002187): preperiod 53.
		{"dawsons-chess", 1000, 34, 52, true},
		{"dawsons-kayles", 1000, 34, 53, true},
		{"0.07", 1000, 34, 53, true},
		// Plambeck 2005, §4.1 (Fig. 5): heaps 1–10 repeat; G(0) = 0 ≠ G(10).
		{"guiles", 1000, 10, 1, true},
		// Winning Ways ch. 4: sub{1,2} has G(n) = n mod 3.
		{"sub{1,2}", 100, 3, 0, true},
		// Plambeck 2005, §9.3 (MisereSolver: Normal Period 5, Normal Ppd 5) and
		// §11.3.1: 0.123, normal period 5, preperiod 5.
		{"0.123", 200, 5, 5, true},
		// Flammenkamp, "Sparse- and Common-Positions …": 0.051 has period
		// length = preperiod length = 48.
		{"0.051", 1000, 48, 48, true},
		// Officers 0.6 is unsolved (Winning Ways ch. 4; Allemang 1984 tabulates
		// it as .37, Appendices I and II): no period found.
		{"officers", 3000, 0, 0, false},
		// Nim 0.[3] has a tail; Grundy's game has distinct splits: no
		// certificate is attempted (Period's doc).
		{"nim", 200, 0, 0, false},
		{"grundy", 3000, 0, 0, false},
		// Too few values for any certificate.
		{"sub{1,2}", 2, 0, 0, false},
		{"kayles", 0, 0, 0, false},
	}
	for _, tt := range tests {
		r := mustParse(t, tt.code)
		values := mustNimValues(t, r, max(tt.n-1, 0))[:tt.n]
		p, e, ok := Period(r, values)
		if p != tt.period || e != tt.prepers || ok != tt.ok {
			t.Errorf("Period(%s, %d values) = %d, %d, %v; want %d, %d, %v",
				tt.code, tt.n, p, e, ok, tt.period, tt.prepers, tt.ok)
		}
	}
}

// TestPeriodCertificates checks, for random finite codes (octal and
// hexadecimal), that every period Period certifies from the first values
// holds for four times as many.
func TestPeriodCertificates(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const hex = "0123456789abcdef"
	found := 0
	for range 200 {
		var b strings.Builder
		b.WriteString("0.")
		base := 8
		if rng.IntN(5) == 0 {
			base = 16
		}
		for range 1 + rng.IntN(3) {
			b.WriteByte(hex[rng.IntN(base)])
		}
		r := mustParse(t, b.String())
		n := 300
		if base == 16 {
			n = 120
		}
		all := mustNimValues(t, r, 4*n)
		p, e, ok := Period(r, all[:n])
		if !ok {
			continue
		}
		found++
		for i := e; i+p < len(all); i++ {
			if all[i+p] != all[i] {
				t.Errorf("%s: Period gave %d, %d, but G(%d) = %d ≠ G(%d) = %d",
					r.Code(), p, e, i, all[i], i+p, all[i+p])
				break
			}
		}
		if p2, e2, ok2 := Period(r, all); !ok2 || p2 != p || e2 != e {
			t.Errorf("%s: %d, %d from %d values but %d, %d, %v from %d", r.Code(), p, e, n, p2, e2, ok2, len(all))
		}
	}
	if found < 50 {
		t.Errorf("only %d of 200 random codes certified periodic", found)
	}
}

func TestArithmeticPeriod(t *testing.T) {
	tests := []struct {
		code    string
		n       int
		p, e, s int
		ok      bool
	}{
		// Nim: G(n) = n (Winning Ways ch. 4): period 1, saltus 1.
		{"nim", 100, 1, 0, 1, true},
		// 0.[2] takes any number but not the whole heap: G(n) = n−1 for
		// n ≥ 1 (from the definition: the options of n are 1, …, n−1).
		{"0.[2]", 100, 1, 1, 1, true},
		// CGSuite (Siegel), version 2.x, GameHeapTest.scala:
		// Subtraction([2,3,7], allbut => true) has values
		// 0,1,0,1,2,3,2,3,4,5,4,5,…: period 4, saltus 2 from heap 0.
		{"0.3003330[3]", 200, 4, 0, 2, true},
		// 0.[1] takes only a whole heap: G(n) = 1 for n ≥ 1 (definition).
		{"0.[1]", 50, 1, 1, 0, true},
		// Ordinary periods come out with saltus 0 (TestPeriod's sources).
		{"kayles", 1000, 12, 71, 0, true},
		{"sub{1,2}", 100, 3, 0, 0, true},
		// Theorem (3) for Nim: e′ = 1, M = G(1) = 1, J = 3, m = q = 1,
		// N₁ = 4, so G(n+1) = G(n)+1 must be seen for 1 ≤ n < 5: six
		// values.
		{"nim", 6, 1, 0, 1, true},
		{"nim", 5, 0, 0, 0, false},
		// Splits with a tail, constraints and "*": no theorem.
		{"0.[7]", 200, 0, 0, 0, false},
		{"0.*", 25, 0, 0, 0, false},
		// Splits into any three heaps, adding a counter: theorem (1) with
		// H = 3 (its values alternate 0, 1 from heap 1, checked by
		// TestGenericNimValues against the naive recursion).
		{"80.0", 100, 2, 1, 0, true},
	}
	for _, tt := range tests {
		r := mustParse(t, tt.code)
		values := mustNimValues(t, r, tt.n-1)
		p, e, s, ok := ArithmeticPeriod(r, values)
		if p != tt.p || e != tt.e || s != tt.s || ok != tt.ok {
			t.Errorf("ArithmeticPeriod(%s, %d values) = %d, %d, %d, %v; want %d, %d, %d, %v",
				tt.code, tt.n, p, e, s, ok, tt.p, tt.e, tt.s, tt.ok)
		}
	}
}

// TestArithmeticCertificates checks, for random one-heap codes with a
// repeating tail (all-but subtraction games and their relatives), that
// every arithmetic period certified from the first values holds for
// four times as many.
func TestArithmeticCertificates(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	found, growing := 0, 0
	for range 300 {
		var b strings.Builder
		b.WriteString("0.")
		for range rng.IntN(5) {
			b.WriteByte("0123"[rng.IntN(4)])
		}
		b.WriteByte('[')
		for range 1 + rng.IntN(3) {
			b.WriteByte("0123"[rng.IntN(4)])
		}
		b.WriteByte(']')
		r := mustParse(t, b.String())
		const n = 300
		all := mustNimValues(t, r, 4*n)
		p, e, s, ok := ArithmeticPeriod(r, all[:n])
		if !ok {
			continue
		}
		found++
		if s > 0 {
			growing++
		}
		for i := e; i+p < len(all); i++ {
			if all[i+p] != all[i]+s {
				t.Errorf("%s: certified %d, %d, %d, but G(%d) = %d, G(%d) = %d",
					r.Code(), p, e, s, i, all[i], i+p, all[i+p])
				break
			}
		}
	}
	if found < 150 || growing < 50 {
		t.Errorf("only %d of 300 random codes certified, %d with saltus", found, growing)
	}
}
