package impartial

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// mustParse parses a ruleset for test tables.
func mustParse(t testing.TB, code string) *Ruleset {
	t.Helper()
	r, err := Parse(code)
	if err != nil {
		t.Fatalf("Parse(%q): %v", code, err)
	}
	return r
}

// mustNimValues computes G(0..n), failing the test on an error.
func mustNimValues(t testing.TB, r *Ruleset, n int) []int {
	t.Helper()
	v, err := NimValues(context.Background(), r, n)
	if err != nil {
		t.Fatalf("NimValues(%v, %d): %v", r, n, err)
	}
	if len(v) != n+1 {
		t.Fatalf("NimValues(%v, %d) has %d values", r, n, len(v))
	}
	return v
}

// bruteNimValues is the independent check: the plain recursive mex over
// Ruleset.Moves, G(h) = mex{G(a) ⊕ G(b) ⊕ … : h → a + b + …}.
func bruteNimValues(r *Ruleset, n int) []int {
	g := make([]int, n+1)
	var opts []int // opts[v] == h+1: some option of heap h has value v
	for h := 0; h <= n; h++ {
		r.Moves(h, func(heaps []int) bool {
			x := 0
			for _, a := range heaps {
				x ^= g[a]
			}
			for len(opts) <= x {
				opts = append(opts, 0)
			}
			opts[x] = h + 1
			return true
		})
		for g[h] < len(opts) && opts[g[h]] == h+1 {
			g[h]++
		}
	}
	return g
}

// periodic extends a published prefix to heaps 0..n by a(i) = a(i−p).
func periodic(prefix []int, p, n int) []int {
	a := slices.Clone(prefix)
	for i := len(a); i <= n; i++ {
		a = append(a, a[i-p])
	}
	return a[:n+1]
}

// ints reads a comma-separated list of numbers.
func ints(s string) []int {
	var a []int
	for _, f := range strings.Split(s, ",") {
		var x int
		if _, err := fmt.Sscan(strings.TrimSpace(f), &x); err != nil {
			panic("bad test list: " + f)
		}
		a = append(a, x)
	}
	return a
}

var (
	// OEIS A002186 (Kayles, 0.77), a(0..104) as printed; "from n = 71 on,
	// the sequence is periodic with period 12" (A002186; Winning Ways
	// ch. 4, p. 91).
	kaylesOEIS = ints(`0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1,4,6,7,4,1,2,8,5,4,7,2,1,8,
		6,7,4,1,2,3,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,4,2,7,4,1,2,8,1,4,7,2,
		1,8,6,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1,8,2,7,4,1,2,8,1,4,7,2,1`)

	// OEIS A002187 (Dawson's Chess, 0.137), a(0..131) as printed; "period
	// 34 with the only exceptions at n = 0, 14, 16, 17, 31, 34 and 51"
	// (A002187; Winning Ways ch. 4, pp. 89, 102). Dawson's Kayles 0.07 has
	// the values a(n−1) (OEIS A002187, comment).
	dawsonsChessOEIS = ints(`0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,
		0,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,2,3,3,0,1,1,3,0,2,1,1,0,4,5,3,7,4,
		8,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,9,3,3,0,1,1,3,0,2,1,1,0,4,5,3,7,4,8,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5,5,9,3,3,0,1,1,3,0,2,1,1,0,4`)

	// OEIS A002188 (Grundy's game, 4!.0), a(0..104) as printed; a(0..88)
	// also in Allemang 1984, table iii (the γ of each entry).
	grundyOEIS = ints(`0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0,4,3,0,4,3,0,4,1,2,3,1,2,4,
		1,2,4,1,2,4,1,5,4,1,5,4,1,5,4,1,0,2,1,0,2,1,5,2,1,3,2,1,3,2,4,3,2,4,
		3,2,4,3,2,4,3,2,4,3,2,4,5,2,4,5,2,4,3,7,4,3,7,4,3,7,4,3,5,2,3,5,2,3,5,2,3`)

	// Guiles 0.15: heaps 1–10 are 1 1 0 1 1 2 2 1 2 2, and so are heaps
	// 11–20, 21–30, … "Period 10" (Plambeck 2005, §4.1, Fig. 5;
	// Winning Ways ch. 4); G(0) = 0.
	guilesPublished = ints(`0, 1,1,0,1,1,2,2,1,2,2`)
)

func TestNimValuesPublished(t *testing.T) {
	dawsonsKayles := append([]int{0}, periodic(dawsonsChessOEIS, 34, 199)...)
	tests := []struct {
		code string
		want []int
	}{
		{"kayles", periodic(kaylesOEIS, 12, 200)},              // A002186
		{"0.77", periodic(kaylesOEIS, 12, 200)},                // A002186
		{"dawsons-chess", periodic(dawsonsChessOEIS, 34, 200)}, // A002187
		{"dawsons-kayles", dawsonsKayles},                      // A002187, a(n−1)
		{"0.07", dawsonsKayles},                                // A002187, a(n−1)
		{"grundy", grundyOEIS},                                 // A002188
		{"guiles", periodic(guilesPublished, 10, 200)},         // Plambeck 2005, Fig. 5
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			got := mustNimValues(t, mustParse(t, tt.code), len(tt.want)-1)
			for i := range tt.want {
				if got[i] != tt.want[i] {
					t.Fatalf("G(%d) = %d, want %d\ngot  %v\nwant %v", i, got[i], tt.want[i], got, tt.want)
				}
			}
		})
	}
}

// TestGrundyRareValues checks Grundy's game against Flammenkamp's list
// of its rare ("sparse") values, those with an even number of 1 bits
// above bit 0 (http://wwwhomes.uni-bielefeld.de/achim/grundy.html, cited
// by OEIS A002188): every heap up to 231 not in the list has a common
// value.
func TestGrundyRareValues(t *testing.T) {
	rare := map[int]int{ // Flammenkamp, "Known Sparse SGV of Grundy's Game"
		0: 0, 1: 0, 2: 0, 3: 1, 4: 0, 6: 1, 7: 0, 9: 1, 10: 0, 12: 1,
		15: 1, 20: 0, 23: 0, 26: 0, 28: 1, 31: 1, 34: 1, 37: 1, 40: 1, 43: 1,
		46: 1, 49: 1, 50: 0, 52: 1, 53: 0, 55: 1, 58: 1, 61: 1, 87: 7, 90: 7,
		93: 7, 146: 6, 149: 6, 152: 6, 158: 11, 161: 11, 164: 11, 167: 11, 176: 7, 179: 7,
		181: 12, 182: 7, 185: 7, 188: 7, 190: 12, 193: 12, 196: 10, 231: 10,
	}
	g := mustNimValues(t, mustParse(t, "grundy"), 231)
	for h, v := range g {
		isRare := bits.OnesCount(uint(v>>1))%2 == 0
		want, listed := rare[h]
		switch {
		case listed && v != want:
			t.Errorf("G(%d) = %d, want %d", h, v, want)
		case isRare != listed:
			t.Errorf("G(%d) = %d: rare = %v, want %v", h, v, isRare, listed)
		}
	}
}

// TestNimValuesBruteForce compares NimValues with the plain mex over
// Moves.
func TestNimValuesBruteForce(t *testing.T) {
	tests := []struct {
		code string
		n    int
	}{
		{"kayles", 200}, {"dawsons-kayles", 200}, {"dawsons-chess", 200},
		{"grundy", 200}, {"guiles", 200}, {"officers", 200}, {"knots", 200},
		{"tins", 200}, {"nim", 200},
		{"0.123", 200}, {"0.12305", 200}, {"0.23313", 200}, {"0.051", 200},
		{"sub{1,2}", 200}, {"sub{1,2,5}", 200}, {"sub{2,3,5,7}", 200},
		{"0.[3]", 200}, {"0.1[37]", 200}, {"0.[7]", 120}, {"4.[7]", 100}, {"0.3[0]", 50},
		{"0.8", 120}, {"0.f", 120}, {"4.f", 100}, {"8.0", 120}, {"0.48", 120}, {"c.0", 100}, // hexadecimal
		{"!.7", 200}, {"4!.7", 200}, {"0!.77", 200}, {"8!.0", 150}, {"c!.0", 120}, {"!.f", 120}, // distinct
		{"0.0", 20}, {"0.1", 20}, {"0.2", 20},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			r := mustParse(t, tt.code)
			got, want := mustNimValues(t, r, tt.n), bruteNimValues(r, tt.n)
			if i := firstDiff(got, want); i >= 0 {
				t.Fatalf("G(%d) = %d, brute force %d", i, got[i], want[i])
			}
		})
	}
}

// firstDiff returns the first index where a and b differ, or −1.
func firstDiff(a, b []int) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// TestNimValuesQuadratic checks the sparse-space method against the
// quadratic one far beyond the heaps where it chooses its space (512,
// 1024, …): Grundy's game to 20000, the others to 5000.
func TestNimValuesQuadratic(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	tests := []struct {
		code string
		n    int
	}{
		{"grundy", 20000}, {"kayles", 5000}, {"dawsons-kayles", 5000}, {"guiles", 5000},
		{"officers", 5000}, {"knots", 5000}, {"tins", 5000}, {"0.051", 5000}, {"4!.7", 5000},
		// Values that grow past 255 (a store of two bytes), no sparse
		// space: every split is marked, two digits at a time.
		{"0.767", 4000}, {"0.565", 4000}, {"0.256", 4000}, {"0.760", 4000}, {"0.34", 4000},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			t.Parallel()
			r := mustParse(t, tt.code)
			got, want := mustNimValues(t, r, tt.n), bruteNimValues(r, tt.n)
			if i := firstDiff(got, want); i >= 0 {
				t.Fatalf("G(%d) = %d, quadratic method %d", i, got[i], want[i])
			}
		})
	}
}

// TestNimValuesRandomCodes compares random octal and hexadecimal codes
// with the brute force, past the first choices of sparse space.
func TestNimValuesRandomCodes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const hex = "0123456789abcdef"
	count, n := 30, 1100
	if testing.Short() {
		count, n = 10, 600
	}
	for range count {
		var b strings.Builder
		b.WriteByte("048c"[rng.IntN(2)*rng.IntN(2)*(1+rng.IntN(3))])
		if rng.IntN(4) == 0 {
			b.WriteByte('!')
		}
		b.WriteByte('.')
		base := 8
		if rng.IntN(4) == 0 {
			base = 16
		}
		for range 1 + rng.IntN(4) {
			b.WriteByte(hex[rng.IntN(base)])
		}
		code := b.String()
		r := mustParse(t, code)
		m := n
		if base == 16 {
			m = n / 8
		}
		got, want := mustNimValues(t, r, m), bruteNimValues(r, m)
		if i := firstDiff(got, want); i >= 0 {
			t.Errorf("%s: G(%d) = %d, brute force %d", code, i, got[i], want[i])
		}
	}
}

func TestNimValuesFormulas(t *testing.T) {
	tests := []struct {
		code string
		want func(n int) int
		src  string
	}{
		{"nim", func(n int) int { return n }, "Nim 0.[3]: G(n) = n (Winning Ways ch. 4; Allen 2006, Ex. 1.2.2)"},
		{"sub{1,2}", func(n int) int { return n % 3 }, "sub{1,2}: G(n) = n mod 3, period 3 (Winning Ways ch. 4)"},
		{"sub{1,2,3}", func(n int) int { return n % 4 }, "sub{1,…,k}: G(n) = n mod (k+1) (Winning Ways ch. 4)"},
		{"0.[7]", func(n int) int { return n }, "0.[7]: G(n) = n (by induction: n−k−1 ⊕ … reaches all smaller values; brute force agrees)"},
		{"0.3", func(n int) int { return n % 2 }, "0.3, She loves me: G(n) = n mod 2 (the code: take 1 from any heap; Plambeck 2005, Fig. 8, names the game)"},
		{"0.1", func(n int) int {
			if n == 1 {
				return 1
			}
			return 0
		}, "0.1: heap 1 = *1, larger heaps have no move (the code: d1 = 1 removes only a whole heap of 1)"},
	}
	for _, tt := range tests {
		got := mustNimValues(t, mustParse(t, tt.code), 300)
		for i, v := range got {
			if w := tt.want(i); v != w {
				t.Errorf("%s: G(%d) = %d, want %d (%s)", tt.code, i, v, w, tt.src)
				break
			}
		}
	}
}

func TestNimValue(t *testing.T) {
	g := periodic(kaylesOEIS, 12, 100) // A002186
	tests := []struct {
		heaps []int
		want  int
	}{
		{nil, 0},
		{[]int{0}, 0},
		{[]int{5}, 4},       // A002186: G(5) = 4
		{[]int{5, 9}, 0},    // 4 ⊕ 4
		{[]int{1, 2, 3}, 0}, // 1 ⊕ 2 ⊕ 3
		{[]int{11, 15}, 1},  // 6 ⊕ 7
		{[]int{70, 27}, 14}, // 6 ⊕ 8
		{[]int{4, 4, 4}, 1}, // 1 ⊕ 1 ⊕ 1
		{[]int{33, 31}, 10}, // 8 ⊕ 2
	}
	for _, tt := range tests {
		if got := NimValue(g, tt.heaps); got != tt.want {
			t.Errorf("NimValue(kayles, %v) = %d, want %d", tt.heaps, got, tt.want)
		}
	}
}

func TestNimValuesErrors(t *testing.T) {
	r := mustParse(t, "kayles")
	for _, n := range []int{-1, MaxSequenceHeap + 1} {
		_, err := NimValues(context.Background(), r, n)
		if err == nil || !strings.Contains(err.Error(), "not between 0 and") {
			t.Errorf("NimValues(kayles, %d): error %v, want \"not between 0 and …\"", n, err)
		}
	}
	got := mustNimValues(t, r, 0)
	if !slices.Equal(got, []int{0}) {
		t.Errorf("NimValues(kayles, 0) = %v, want [0]", got)
	}
}

// pollCtx is a context whose Err counts its calls and reports
// context.Canceled from call cancelAt on (never when cancelAt is 0): a
// deterministic stand-in for a deadline.
type pollCtx struct {
	context.Context
	calls, cancelAt int
}

func (c *pollCtx) Err() error {
	c.calls++
	if c.cancelAt > 0 && c.calls >= c.cancelAt {
		return context.Canceled
	}
	return nil
}

// TestNimValuesCancel: NimValues polls its context and stops at the first
// poll that fails. No test asserts wall-clock time (CI machines are busy):
// the bounds here are counts of polls.
func TestNimValuesCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NimValues(ctx, mustParse(t, "kayles"), 1000); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
	// Nim to 10^6 is quadratic (a tail: moves of every size): hours of
	// work, so only stopping at the failed poll lets it return.
	pc := &pollCtx{Context: context.Background(), cancelAt: 3}
	if _, err := NimValues(pc, mustParse(t, "nim"), 1_000_000); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled at the third poll: error %v, want context.Canceled", err)
	}
	if pc.calls != 3 {
		t.Errorf("cancelled at the third poll: %d polls, want 3", pc.calls)
	}
	// A computation that runs to its end polls at least every 4096 heaps
	// (Grundy's game: no period is certified, every heap is computed).
	pc = &pollCtx{Context: context.Background()}
	const n = 20000
	if _, err := NimValues(pc, mustParse(t, "grundy"), n); err != nil {
		t.Fatal(err)
	}
	if want := n / 4096; pc.calls < want {
		t.Errorf("grundy to %d: %d polls, want at least %d", n, pc.calls, want)
	}
	// A real deadline is noticed too (how soon is not asserted).
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := NimValues(ctx, mustParse(t, "nim"), 1_000_000); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: error %v, want context.DeadlineExceeded", err)
	}
	t.Logf("deadline of 50ms noticed after %v", time.Since(start))
}
