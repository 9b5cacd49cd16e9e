package misere

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"cgcalc/games/impartial"
)

// rsPartitionsOf calls f with every sorted multiset of sizes ≥ 1 and
// total exactly n, in lexicographic order, until f returns false (the
// slice is reused). It reports whether f always returned true.
func rsPartitionsOf(n int, f func([]int) bool) bool {
	cur := make([]int, 0, n)
	var rec func(rest, min int) bool
	rec = func(rest, min int) bool {
		if rest == 0 {
			return f(cur)
		}
		for h := min; h <= rest; h++ {
			cur = append(cur, h)
			ok := rec(rest-h, h)
			cur = cur[:len(cur)-1]
			if !ok {
				return false
			}
		}
		return true
	}
	return rec(n, 1)
}

// rsEnvInt reads a bound from the environment, or def.
func rsEnvInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v >= 0 {
		return v
	}
	return def
}

// rsDisagreement is a position where a rule and the search differ.
type rsDisagreement struct {
	pos        []int
	rule, true byte
}

func (d *rsDisagreement) String() string {
	if d == nil {
		return "none"
	}
	return fmt.Sprintf("%v: rule %c, search %c", impartial.Position(d.pos), d.rule, d.true)
}

// rsCompare compares rule with Analyzer.MisereOutcome on every position
// of total ≤ maxTotal, smallest totals first, and returns the first
// disagreement (nil if none) and the number of positions compared.
func rsCompare(t *testing.T, code string, rule func([]int) byte, maxTotal int) (*rsDisagreement, int) {
	t.Helper()
	r, err := impartial.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	a := NewAnalyzer(r)
	a.SetLimit(1 << 26)
	ctx := context.Background()
	var bad *rsDisagreement
	count := 0
	for total := 0; total <= maxTotal && bad == nil; total++ {
		rsPartitionsOf(total, func(p []int) bool {
			count++
			got, err := a.MisereOutcome(ctx, impartial.NewPosition(p...))
			if err != nil {
				t.Fatalf("%v: %v", p, err)
			}
			if want := rule(p); want != got {
				bad = &rsDisagreement{slices.Clone(p), want, got}
				return false
			}
			return true
		})
	}
	return bad, count
}

// rsBrute is a plain memoised misère search over Ruleset.Moves, with no
// adder reduction, to cross-check the Analyzer on small positions: 0 is
// N, and a position is P iff it has a move and every option is N.
type rsBrute struct {
	r    *impartial.Ruleset
	memo map[string]bool
}

func (b *rsBrute) isP(p []int) bool {
	key := positionKey(p)
	if v, ok := b.memo[key]; ok {
		return v
	}
	hasMove, allN := false, true
	for i, h := range p {
		if i > 0 && p[i-1] == h {
			continue
		}
		b.r.Moves(h, func(m []int) bool {
			hasMove = true
			if b.isP(replaceInto(nil, p, i, m)) {
				allN = false
			}
			return allN
		})
		if !allN {
			break
		}
	}
	v := hasMove && allN
	b.memo[key] = v
	return v
}

func knotsRule(p []int) byte { return KnotsOutcome(p) }

func twoSixRule(p []int) byte {
	o, err := TwoSixOutcome(p)
	if err != nil {
		panic(err)
	}
	return o
}

func TestKnotsOutcomeExamples(t *testing.T) {
	tests := []struct {
		strings []int
		want    byte
		source  string
	}{
		{nil, 'N', "no move: the mover wins (thesis, Misère play; proviso with 0 strings, doc/references.md erratum A14)"},
		{[]int{0, 0}, 'N', "knotless strings are ignored (thesis, Knots: 'we may assume every string has at least one knot')"},
		{[]int{1}, 'P', "S1 = :1 (thesis, Knots, last paragraph), a misère P-position"},
		{[]int{2}, 'N', "S2 = :2 (thesis, Knots, last paragraph)"},
		{[]int{1, 1}, 'N', "short strings proviso, even count (thesis, Knots rule)"},
		{[]int{1, 3, 3}, 'P', "short strings proviso, odd count (thesis, Knots rule)"},
		{[]int{0, 1, 0}, 'P', "S1 with knotless strings ignored (thesis, Knots)"},
		{[]int{2, 2}, 'P', "A = 0 − 1 ≤ 0, E = 2, D = 0 (rule; brute force)"},
		{[]int{1, 2}, 'N', "A = 0, E = D = 1 (rule; brute force)"},
		{[]int{5}, 'N', "A = w(5) = 1 (rule; brute force)"},
		{[]int{7, 1}, 'N', "A = w(7) − t(1) = 1 (rule; brute force)"},
		{[]int{8, 1}, 'P', "A = w(8) = 2, E = D = 1 (rule; brute force)"},
		{[]int{9, 2}, 'P', "A = 3 − 1 = 2, E = D = 1 (rule; brute force)"},
		{[]int{9, 4}, 'P', "A = 3 − 1 = 2, E = D = 1 (rule; brute force)"},
		{[]int{12}, 'N', "single long string: A ≥ 2 with E + D = 1 (thesis, Knots, blur at n − 7)"},
		{[]int{10, 10}, 'P', "A = 4 − 7 ≤ 0, E = 2, D = 0 (thesis case (ii); brute force)"},
		{[]int{3, -1}, 0, "negative size: documented result 0"},
	}
	for _, tc := range tests {
		if got := KnotsOutcome(tc.strings); got != tc.want {
			t.Errorf("KnotsOutcome(%v) = %q, want %q (%s)", tc.strings, got, tc.want, tc.source)
		}
	}
}

// knotsVariant is the Knots rule with its parts replaceable, to test
// other readings of the source.
func knotsVariant(t, w func(int) int, countsED func(n int) bool, short func(n int) bool) func([]int) byte {
	return func(p []int) byte {
		n0, count, e, d, sumT := 0, 0, 0, 0, 0
		allShort := true
		for _, n := range p {
			count++
			if countsED(n) {
				if n%2 == 0 {
					e++
				} else {
					d++
				}
			}
			if !short(n) {
				allShort = false
			}
			sumT += t(n)
			n0 = max(n0, n)
		}
		if allShort {
			return pIf(count%2 == 1)
		}
		return parityRule(w(n0)-(sumT-t(n0)), e%2, d%2)
	}
}

// knotsIs13 reports whether a string is short (1 or 3 knots).
func knotsIs13(n int) bool { return n == 1 || n == 3 }

// TestKnotsReadings checks that the reading adopted in KnotsOutcome is
// the one that fits, and that the plausible other readings of the
// source fail; each expected first failure (smallest total, then
// lexicographic) is from brute force (Analyzer.MisereOutcome).
func TestKnotsReadings(t *testing.T) {
	all := func(int) bool { return true }
	none := func(int) bool { return false }
	tests := []struct {
		name string
		rule func([]int) byte
		want string // first disagreement, or "none" up to total 30
	}{
		{"literal: E, D count every string with ≥ 1 knot (thesis, Knots)",
			knotsVariant(KnotsTameness, KnotsWildness, all, knotsIs13), "none"},
		{"E, D leave out the strings of 1 and 3 knots",
			knotsVariant(KnotsTameness, KnotsWildness, func(n int) bool { return !knotsIs13(n) }, knotsIs13),
			"1+2+2: rule P, search N"},
		{"no short strings proviso",
			knotsVariant(KnotsTameness, KnotsWildness, all, none), "1: rule N, search P"},
		{"t(n) = max(0, n−3) throughout (ignoring the table's t(2) = 1)",
			knotsVariant(func(n int) int { return max(0, n-3) }, KnotsWildness, all, knotsIs13),
			"1+2+2+5: rule N, search P"},
		{"w(n) = max(0, n−6) throughout (ignoring the table's w(5) = 1)",
			knotsVariant(KnotsTameness, func(n int) int { return max(0, n-6) }, all, knotsIs13),
			"1+5: rule P, search N"},
	}
	for _, tc := range tests {
		bad, _ := rsCompare(t, "4.7", tc.rule, 30)
		if got := bad.String(); got != tc.want {
			t.Errorf("%s: first disagreement %s, want %s", tc.name, got, tc.want)
		}
	}
	// Knotless strings change nothing (thesis: "we may assume every string
	// has at least one knot").
	rsPartitionsOf(12, func(p []int) bool {
		if KnotsOutcome(p) != KnotsOutcome(append([]int{0}, p...)) {
			t.Errorf("a knotless string changes the outcome of %v", p)
		}
		return true
	})
}

// rsSearchBound is the total up to which the rules are compared with the
// search: 40 by default (about 0.1 s each), 50 without -short (about 1 s),
// or CGCALC_RULESOLVE_N.
func rsSearchBound() int {
	n := 40
	if !testing.Short() {
		n = 50
	}
	return rsEnvInt("CGCALC_RULESOLVE_N", n)
}

// rsStrategyBound is the total up to which VerifyOutcomeRule runs: 40 by
// default (about 0.2 s each), 46 without -short, or
// CGCALC_RULESOLVE_STRATEGY_N.
func rsStrategyBound() int {
	n := 40
	if !testing.Short() {
		n = 46
	}
	return rsEnvInt("CGCALC_RULESOLVE_STRATEGY_N", n)
}

func TestKnotsRuleSolveAgainstSearch(t *testing.T) {
	n := rsSearchBound()
	start := time.Now()
	bad, count := rsCompare(t, "4.7", knotsRule, n)
	if bad != nil {
		t.Fatalf("Knots rule disagrees with the search at %v", bad)
	}
	t.Logf("Knots: %d positions of total ≤ %d agree with the search (%v)", count, n, time.Since(start))
}

func TestKnotsRuleSolveStrategy(t *testing.T) {
	r, err := impartial.Parse("4.7")
	if err != nil {
		t.Fatal(err)
	}
	n := rsStrategyBound()
	start := time.Now()
	res, err := VerifyOutcomeRule(r, knotsRule, n)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Knots strategy proof for total ≤ %d: %d positions, %d moves (%v)", n, res.Positions, res.Moves, time.Since(start))
}

// TestRuleSolveSearchCrossCheck checks the Analyzer (with its adder
// reduction) against a plain search for both games, so the comparisons
// above rest on two independent searches for small totals.
func TestRuleSolveSearchCrossCheck(t *testing.T) {
	for _, code := range []string{"4.7", "0.26"} {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		b := &rsBrute{r: r, memo: map[string]bool{}}
		bad, _ := rsCompare(t, code, func(p []int) byte { return pIf(b.isP(p)) }, 22)
		if bad != nil {
			t.Errorf("%s: Analyzer and plain search differ at %v", code, bad)
		}
	}
}

// TestKnotsNoPervertingAllSizes proves the "no perverting move" half of
// Allemang's strategy argument for every Knots position, of any size,
// by a finite computation plus the argument below.
//
// F1. The moves of a string S_m (4.7: d0 = 4, d1 = 7, no other digit)
// are: S_1 → nothing; S_m → S_{m−1} (untie an end knot); S_m → S_a + S_b
// with a, b ≥ 1 and a + b ∈ {m, m−1}. Checked on the code.
//
// F2. |t(m) − t(m−1)| ≤ 1 and |w(m) − w(m−1)| ≤ 1 for every m ≥ 1:
// checked for m ≤ 12; beyond, both differences are exactly 1 (t = n−3,
// w = n−6). So untying an end knot changes A by at most 1: A = u(n0) − S
// with u = w + t and S = Σ t over all strings; if the string is not the
// only largest one, only S moves, by t(m−1) − t(m); if it is, the
// largest becomes m−1 and A moves by w(m−1) − w(m).
//
// Let K be claimed P and K′ an option. If K is not in the proviso, E ≡ D
// (mod 2). A split or the removal of S_1 changes the number of strings
// by one, so E′ ≢ D′ and K′ is claimed N unless K′ is in the proviso. An
// end untie of S_m (m ≥ 2) flips both parities and moves A by ≤ 1: from
// A ≤ 0, E, D even to A′ ≤ 1, E′, D′ odd (N), or from A ≥ 2, E, D odd to
// A′ ≥ 1, E′, D′ even (N), again unless K′ is in the proviso. It remains
// to treat K′ in the proviso, or K in it. Then every string of K but the
// moved S_m is S_1 or S_3, and m ≤ 7 (pieces in {1, 3}). Such a K is
// determined, for the claims of K and K′, by m and the parities and
// presence of S_1 and S_3 among the others (t(1) = t(3) = 0, and the
// largest string is then at most 7), so the cases with at most three S_1
// and three S_3 besides S_m cover them all; they have total ≤ 19 and are
// checked here by VerifyOutcomeRule (which also checks correcting moves).
//
// The correcting-move half is NOT proved here for all sizes: it is
// checked only up to the bound of TestKnotsRuleSolveStrategy.
func TestKnotsNoPervertingAllSizes(t *testing.T) {
	r, err := impartial.Parse("4.7")
	if err != nil {
		t.Fatal(err)
	}
	// F1: the code is 4.7 exactly, and Moves lists what F1 says.
	if r.Digit(0) != 4 || r.Digit(1) != 7 || !r.Finite() || r.MaxRemoval() != 1 || r.Distinct() {
		t.Fatalf("4.7 parsed as %s", r.Code())
	}
	for m := 1; m <= 30; m++ {
		r.Moves(m, func(h []int) bool {
			ok := false
			switch len(h) {
			case 0:
				ok = m == 1
			case 1:
				ok = h[0] == m-1
			case 2:
				ok = h[0] >= 1 && (h[0]+h[1] == m || h[0]+h[1] == m-1)
			}
			if !ok {
				t.Errorf("S_%d has the unexpected option %v", m, h)
			}
			return true
		})
	}
	// F2.
	for m := 1; m <= 12; m++ {
		dt := KnotsTameness(m) - KnotsTameness(m-1)
		dw := KnotsWildness(m) - KnotsWildness(m-1)
		if dt < -1 || dt > 1 || dw < -1 || dw > 1 {
			t.Errorf("m = %d: t moves by %d, w by %d", m, dt, dw)
		}
	}
	for m := 10; m <= 12; m++ {
		if KnotsTameness(m) != m-3 || KnotsWildness(m) != m-6 {
			t.Errorf("t or w is not linear at %d", m)
		}
	}
	// The proviso cases: total ≤ 7 + 3·1 + 3·3 = 19.
	if _, err := VerifyOutcomeRule(r, knotsRule, 19); err != nil {
		t.Fatal(err)
	}
}

// twoSixVariant is the 0.26 rule with its parts replaceable.
type twoSixVariant struct {
	t          func(int) int
	shortCount func(n int) bool // which heaps the short clause counts
	nimSum     bool             // parity conditions on the nim-sum, else on E and D
}

func (v twoSixVariant) rule(p []int) byte {
	n0, c, sumT, x, e, d := 0, 0, 0, 0, 0, 0
	short := true
	for _, n := range p {
		switch n {
		case 1, 2, 5, 6:
		default:
			short = false
		}
		if v.shortCount(n) {
			c++
		}
		if n%2 == 0 {
			e++
		} else {
			d++
		}
		sumT += v.t(n)
		x ^= twoSixNim(n)
		n0 = max(n0, n)
	}
	if short {
		return pIf(c%2 == 1)
	}
	a := TwoSixWildness(n0) - (sumT - v.t(n0))
	if !v.nimSum {
		return parityRule(a, e%2, d%2)
	}
	switch {
	case a <= 0:
		return pIf(x == 0)
	case a == 1:
		return 'N'
	default:
		return pIf(x == 2)
	}
}

// twoSixPrintedT is t(n) exactly as printed in the catalogue (Allemang
// 1984, "The game 0.26"): the table to 20, then n/2 − 3 (even), (n−1)/2 (odd).
func twoSixPrintedT(n int) int {
	tab := []int{0, 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 5, 3, 6, 4, 7, 5, 8, 6, 9, 7}
	switch {
	case n < len(tab):
		return tab[n]
	case n%2 == 0:
		return n/2 - 3
	default:
		return (n - 1) / 2
	}
}

func TestTwoSixTables(t *testing.T) {
	// Allemang's w row (as printed) and the corrected t row (erratum A13).
	wantW := []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 0, 3, 1, 4, 2, 5, 3, 6, 4}
	wantT := []int{0, 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7}
	for n := range wantW {
		if got := TwoSixWildness(n); got != wantW[n] {
			t.Errorf("w(%d) = %d, want %d (thesis, catalogue 0.26)", n, got, wantW[n])
		}
		if got := TwoSixTameness(n); got != wantT[n] {
			t.Errorf("t(%d) = %d, want %d (brute force; see TwoSixTameness)", n, got, wantT[n])
		}
		if n%2 == 0 || n < 11 {
			if TwoSixTameness(n) != twoSixPrintedT(n) {
				t.Errorf("t(%d) differs from the printed value %d", n, twoSixPrintedT(n))
			}
		}
	}
	// The nim values the rule uses (normal play, computed).
	r, _ := impartial.Parse("0.26")
	nv, err := impartial.NimValues(context.Background(), r, 60)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 60; n++ {
		if nv[n] != twoSixNim(n) {
			t.Errorf("nim value of heap %d is %d, rule uses %d", n, nv[n], twoSixNim(n))
		}
	}
}

func TestTwoSixOutcomeExamples(t *testing.T) {
	tests := []struct {
		heaps  []int
		want   byte
		source string
	}{
		{nil, 'N', "no move: the mover wins"},
		{[]int{1}, 'N', "a heap of 1 has no move (0.26 has no d1 bit 1); brute force"},
		{[]int{2}, 'P', "heap 2 = *1 (Allemang 1984, catalogue, The game 0.26); short clause, one heap of 2"},
		{[]int{5, 1}, 'N', "heaps 1, 5 are *0 (Allemang 1984, catalogue, The game 0.26); short clause, no 2 or 6"},
		{[]int{2, 6, 6}, 'P', "short clause: three heaps of 2 or 6 (brute force)"},
		{[]int{3, 3}, 'P', "A ≤ 0, nim-sum 0 (brute force)"},
		{[]int{3, 4}, 'N', "A ≤ 0, nim-sum 1 (brute force)"},
		{[]int{11, 15}, 'N', "A = 4 − 3 = 1 (brute force; printed t(11) = 5 would say P)"},
		{[]int{11, 17}, 'P', "A = 5 − 3 = 2, nim-sum 2 (brute force; printed t(11) = 5 would say N)"},
		{[]int{9}, 'N', "A = w(9) = 1 (rule; brute force)"},
		{[]int{11}, 'P', "A = w(11) = 2, nim-sum 2 (brute force)"},
		{[]int{0, 11, 0}, 'P', "empty heaps ignored"},
	}
	for _, tc := range tests {
		got, err := TwoSixOutcome(tc.heaps)
		if err != nil || got != tc.want {
			t.Errorf("TwoSixOutcome(%v) = %q, %v; want %q (%s)", tc.heaps, got, err, tc.want, tc.source)
		}
	}
	if _, err := TwoSixOutcome([]int{3, -2}); err == nil {
		t.Error("TwoSixOutcome accepted a negative heap")
	}
}

// TestTwoSixReadings compares the readings of the printed 0.26 rule with
// brute force (Analyzer.MisereOutcome) for every position of total ≤ 30;
// the expected first failures come from that search.
func TestTwoSixReadings(t *testing.T) {
	is26 := func(n int) bool { return n == 2 || n == 6 }
	all := func(int) bool { return true }
	tests := []struct {
		name string
		v    twoSixVariant
		want string
	}{
		{"adopted: corrected t, heaps of 2 or 6, nim-sum 0 / 2", twoSixVariant{TwoSixTameness, is26, true}, "none"},
		{"printed t (odd n ≥ 11: (n−1)/2)", twoSixVariant{twoSixPrintedT, is26, true}, "11+15: rule P, search N"},
		{"printed short clause (odd number of heaps)", twoSixVariant{TwoSixTameness, all, true}, "1: rule P, search N"},
		{"E and D as in Knots", twoSixVariant{TwoSixTameness, is26, false}, "1+3: rule P, search N"},
		{"all as printed", twoSixVariant{twoSixPrintedT, all, false}, "1: rule P, search N"},
	}
	for _, tc := range tests {
		bad, _ := rsCompare(t, "0.26", tc.v.rule, 30)
		if got := bad.String(); got != tc.want {
			t.Errorf("%s: first disagreement %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestTwoSixRuleSolveAgainstSearch(t *testing.T) {
	n := rsSearchBound()
	start := time.Now()
	bad, count := rsCompare(t, "0.26", twoSixRule, n)
	if bad != nil {
		t.Fatalf("0.26 rule disagrees with the search at %v", bad)
	}
	t.Logf("0.26: %d positions of total ≤ %d agree with the search (%v)", count, n, time.Since(start))
}

func TestTwoSixRuleSolveStrategy(t *testing.T) {
	r, err := impartial.Parse("0.26")
	if err != nil {
		t.Fatal(err)
	}
	n := rsStrategyBound()
	start := time.Now()
	res, err := VerifyOutcomeRule(r, twoSixRule, n)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("0.26 strategy proof for total ≤ %d: %d positions, %d moves (%v)", n, res.Positions, res.Moves, time.Since(start))
}

// TestRuleSolveVerifyCatches checks that VerifyOutcomeRule finds each
// kind of failure, on rules known (by brute force) to be wrong.
func TestRuleSolveVerifyCatches(t *testing.T) {
	r, _ := impartial.Parse("4.7")
	tests := []struct {
		name string
		rule func([]int) byte
		want string
	}{
		{"terminal claimed P", func([]int) byte { return 'P' }, "position 0 has no move but is claimed P"},
		{"all N", func([]int) byte { return 'N' }, "position 1 is claimed N but no option is claimed P"},
		{"bad value", func([]int) byte { return 'x' }, "position 0: rule gave 'x', want 'P' or 'N'"},
		{"perverting", func(p []int) byte {
			if len(p) == 1 && p[0] <= 2 {
				return 'P'
			}
			return KnotsOutcome(p)
		}, "position 2 is claimed P but has the option 1, also claimed P"},
	}
	for _, tc := range tests {
		_, err := VerifyOutcomeRule(r, tc.rule, 6)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %s", tc.name, err, tc.want)
		}
	}
	if _, err := VerifyOutcomeRule(r, knotsRule, -1); err == nil {
		t.Error("negative bound accepted")
	}
	if _, err := VerifyOutcomeRule(nil, knotsRule, 3); err == nil {
		t.Error("nil ruleset accepted")
	}
}
