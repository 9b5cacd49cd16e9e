package impartial

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/impartial/internal/tbref"
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

// refValues is G(0..n) by internal/tbref, the independent reading of the
// code (options by listing partitions, values by the mex).
func refValues(t testing.TB, code string, n int) []int {
	t.Helper()
	c, err := tbref.Parse(code, tbref.Reading{})
	if err != nil {
		t.Fatalf("tbref.Parse(%q): %v", code, err)
	}
	v, err := c.Values(n, nil)
	if err != nil {
		t.Fatalf("tbref %s: %v", code, err)
	}
	return v
}

// holds reports the first heap i ≥ e, i+p ≤ last, with
// G(i+p) ≠ G(i) + s, or −1.
func holds(values []int, p, e, s, last int) int {
	for i := e; i+p <= last; i++ {
		if values[i+p] != values[i]+s {
			return i
		}
	}
	return -1
}

// TestPeriodPreperiodZero: splitting codes whose values start with a run
// of equal values seemed periodic from heap 0 with period 1, certified by
// the Guy–Smith bound with e = 0 in place of e′ = max(e, 1). The first
// heap past the values the certificate needed breaks it: in 0.4, heap 3
// has the option 1+1, of value 0, so G(3) = 1. Each case: a code and a
// number of values; the certificate issued (if any) must hold on the
// reference's values to four times as many heaps, and the heap named
// has the value given (by hand: its only option named, of value 0).
func TestPeriodPreperiodZero(t *testing.T) {
	tests := []struct {
		code    string
		n       int // values given
		heap, g int // by hand
	}{
		{"0.4", 3, 3, 1},      // 3 → 1+1
		{"0.04", 4, 4, 1},     // 4 → 1+1
		{"0.8", 4, 4, 1},      // 4 → 1+1+1
		{"0.004", 5, 5, 1},    // 5 → 1+1
		{"0.000{3}", 7, 7, 1}, // 7 → 1+1+1
		{"0.000000g", 11, 11, 1},
		{"0.0000000000004", 15, 15, 1},
	}
	for _, tt := range tests {
		ref := refValues(t, tt.code, 4*tt.n+4)
		if ref[tt.heap] != tt.g {
			t.Fatalf("%s: the reference's G(%d) = %d, want %d", tt.code, tt.heap, ref[tt.heap], tt.g)
		}
		r := mustParse(t, tt.code)
		if p, e, s, ok := ArithmeticPeriod(r, ref[:tt.n]); ok {
			if i := holds(ref, p, e, s, 4*tt.n); i >= 0 {
				t.Errorf("ArithmeticPeriod(%s, %d values) = %d, %d, %d: false at heap %d+%d", tt.code, tt.n, p, e, s, i, p)
			}
		}
		// The Sequence tests for a period at the end of each Extend: in
		// one session, a certificate from the first values answers for the
		// heaps after them ((period "0.4" 2), then (nim-values "0.4" 10)).
		seq := NewSequence(r)
		if err := seq.Extend(context.Background(), tt.n-1); err != nil {
			t.Fatal(err)
		}
		if err := seq.Extend(context.Background(), 4*tt.n); err != nil {
			t.Fatal(err)
		}
		if i := firstDiff(seq.Ints(0, 4*tt.n+1), ref[:4*tt.n+1]); i >= 0 {
			t.Errorf("%s: Sequence extended to %d then %d: G(%d) = %d, the reference %d", tt.code, tt.n-1, 4*tt.n, i, seq.Get(i), ref[i])
		}
	}
	// In a fresh process, the Sequence's first period test (at 64 values)
	// on 0.0…04 with 61 zeros: heap 64 → 1+1, so G(64) = 1.
	code := "0." + strings.Repeat("0", 61) + "4"
	got := mustNimValues(t, mustParse(t, code), 70)
	if got[64] != 1 {
		t.Errorf("%s: G(64) = %d, want 1 (its option 1+1 has value 0)", code, got[64])
	}
	if ref := refValues(t, code, 70); !slices.Equal(got, ref) {
		t.Errorf("%s: %v, the reference %v", code, got, ref)
	}
}

// TestOneHeapLeastPeriod: for codes whose moves leave at most one heap,
// the certificate needs a period p that the tail's length q divides, but
// the least period of the values need not be such a multiple: 0.[33] is
// Nim (G(n) = n: period 1, saltus 1; Winning Ways ch. 4), with q = 2.
// ArithmeticPeriod returns the least period, and the least preperiod for
// it (the values below by the reference).
func TestOneHeapLeastPeriod(t *testing.T) {
	tests := []struct {
		code    string
		p, e, s int
	}{
		{"0.[33]", 1, 0, 1},       // Nim
		{"0.[3333]", 1, 0, 1},     // Nim
		{"0.3333[1010]", 6, 0, 0}, // 0 1 2 3 4 5 repeating
		{"0.[323232]", 1, 3, 1},   // 0 1 0 2 3 4 5 …: G(n) = n − 1 from heap 3
		{"0.00[111]", 1, 3, 0},    // 0 0 0 1 1 1 …
		{"0.[3]", 1, 0, 1},        // Nim, q = 1 (unchanged)
	}
	for _, tt := range tests {
		ref := refValues(t, tt.code, 400)
		if i := holds(ref, tt.p, tt.e, tt.s, 400); i >= 0 || tt.e > 0 && ref[tt.e-1+tt.p] == ref[tt.e-1]+tt.s {
			t.Fatalf("%s: the reference's values are not %d, %d, %d", tt.code, tt.p, tt.e, tt.s)
		}
		p, e, s, ok := ArithmeticPeriod(mustParse(t, tt.code), ref[:200])
		if !ok || p != tt.p || e != tt.e || s != tt.s {
			t.Errorf("ArithmeticPeriod(%s) = %d, %d, %d, %v; want %d, %d, %d", tt.code, p, e, s, ok, tt.p, tt.e, tt.s)
		}
	}
}

// TestTheoremConditions: each condition of the three theorems in
// ArithmeticPeriod's comment is needed. With the condition switched off
// (arithmeticPeriod's cond), the theorem's bound certifies from the first
// n values a period that the plain definition's values (internal/tbref)
// contradict within 4n heaps; with every condition on, what is certified
// from those values holds. The cases were found by a search over random
// codes of each kind. Not shown this way: e′ in theorems (2) and (3),
// which the search never needed (there it only makes the proofs read
// the heaps below 1 off the values; theorem (1) needs it); H = 3 and
// "=" (a search of 15,000 random 3-heap codes and of codes with "="
// found no false certificate with H = 2 or with "=" allowed: H is shown
// with 4-heap codes, constraints with "!" and "?", and TestCertifiable
// checks the Sequence's H directly); and no heap grows, as a code whose
// heaps grow at every large heap has no values (play never ends), and
// none of 3,621 random codes that grow only through "=" digits (at heaps
// n ≤ j/(h−1)) and have values to heap 120 got a false certificate
// without the condition (TestCertifiable checks the guard).
func TestTheoremConditions(t *testing.T) {
	tests := []struct {
		off  cond
		code string
		n    int
		why  string
	}{
		// (1) e′: 0, 0, 0 seem periodic from 0; 3 → 1+1 gives G(3) = 1.
		{condEPrime, "0.4", 3, "e′ in (1)"},
		{condEPrime, "0.8", 4, "e′ in (1), three heaps"},
		{condEPrime, "0.0000000000004", 15, "e′ in (1), far digit"},
		// (1) t: zeros up to heap 13 seem periodic; 14 → 1+1 or 1+1+1.
		{condRemoval, "0.000000000000c", 6, "t in (1)"},
		// (2) m: 0.0001 takes exactly 4; G(4) = 1.
		{condRemoval, "0.0001", 3, "m in (2)"},
		// (3) m.
		{condRemoval, "0.211[3]", 4, "m in (3)"},
		// (1) H: 0.g leaves exactly four heaps; 5 → 1+1+1+1.
		{condHeaps, "0.&16;", 5, "H in (1)"},
		{condHeaps, "0.0000000g", 12, "H in (1), far digit"},
		// (1) for codes with a tail: t is then unbounded.
		{condFinite, "0.0[0005]", 5, "a finite code in (1)"},
		{condFinite, "0.2[304]", 9, "a finite code in (1)"},
		// (1) without constraints: Grundy's game, and "?".
		{condFree, "4!.0", 12, "no \"!\" in (1)"},
		{condFree, "0.6?", 11, "no \"?\" in (1)"},
		// (2) and (3) only for codes that leave one heap at most.
		{condOneHeap, "4!.0", 10, "one heap in (2)"},
		{condOneHeap, "4.647", 8, "one heap in (3)"},
		// (2) q | p: 0.[1000] takes exactly 1, 5, 9, …
		{condQDivides, "0.[1000]", 5, "q | p in (2)"},
		// (3) the bound J.
		{condSaltusBound, "0.22[2201]", 18, "J in (3)"},
		{condSaltusBound, "0.1131[1033]", 28, "J in (3)"},
	}
	for _, tt := range tests {
		ref := refValues(t, tt.code, 4*tt.n)
		r := mustParse(t, tt.code)
		p, e, s, ok := arithmeticPeriod(r, ref[:tt.n], allConds&^tt.off)
		if !ok {
			t.Errorf("%s (%s): without the condition, %d values certify nothing", tt.code, tt.why, tt.n)
		} else if holds(ref, p, e, s, 4*tt.n) < 0 {
			t.Errorf("%s (%s): without the condition, %d values certify %d, %d, %d, which holds", tt.code, tt.why, tt.n, p, e, s)
		}
		if p, e, s, ok := ArithmeticPeriod(r, ref[:tt.n]); ok {
			if i := holds(ref, p, e, s, 4*tt.n); i >= 0 {
				t.Errorf("%s (%s): ArithmeticPeriod certifies %d, %d, %d from %d values, false at heap %d+%d", tt.code, tt.why, p, e, s, tt.n, i, p)
			}
		}
	}
}

// TestCertifiable checks what the Sequence's period test (certify) is
// told of a code: theorem (1)'s t and H, as ArithmeticPeriod takes them,
// and no test for the codes theorem (1) does not cover.
func TestCertifiable(t *testing.T) {
	tests := []struct {
		code     string
		t, parts int
		ok       bool
	}{
		{"kayles", 2, 2, true},
		{"0.8", 1, 3, true},  // three heaps
		{"0.48", 2, 3, true}, // three heaps from the second digit
		{"c.0", 0, 3, true},
		{"0.123", 3, 2, true}, // no splits: H = 2 as Theorem V is stated
		{"0.&16;", 1, 4, true},
		{"grundy", 0, 0, false},      // "!"
		{"0.4?", 0, 0, false},        // "?"
		{"0.[7]", 0, 0, false},       // a tail
		{"0.*", 0, 0, false},         // any number of heaps
		{"{3=}00000.1", 0, 0, false}, // heap 1 grows: 1 → 2+2+2
	}
	for _, tt := range tests {
		r := mustParse(t, tt.code)
		tm, parts, ok := certifiable(r)
		if tm != tt.t || parts != tt.parts || ok != tt.ok {
			t.Errorf("certifiable(%s) = %d, %d, %v; want %d, %d, %v", tt.code, tm, parts, ok, tt.t, tt.parts, tt.ok)
		}
		if ok {
			// ArithmeticPeriod's bound for the same code, by its own path.
			if want := max(r.MaxHeaps(), 2); parts != want {
				t.Errorf("%s: certifiable says %d heaps, MaxHeaps %d", tt.code, parts, want)
			}
		}
	}
	// The code that grows has values (heap 1 → 2+2+2, heap 2 has no move),
	// and no certificate.
	r := mustParse(t, "{3=}00000.1")
	if !r.Grows() {
		t.Fatal("{3=}00000.1 should grow")
	}
	v := refValues(t, "{3=}00000.1", 50)
	if _, _, _, ok := ArithmeticPeriod(r, v); ok {
		t.Errorf("{3=}00000.1: a certificate for a code whose heaps grow")
	}
}
