package reader

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// randomDigits returns n random decimal digits; with zeros set, the first
// few are zeros.
func randomDigits(rng *rand.Rand, n int, zeros bool) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + rng.IntN(10))
	}
	if zeros {
		for i := 0; i < n && i < 1+n/10; i++ {
			b[i] = '0'
		}
	}
	return string(b)
}

// digitLengths are the lengths tested: every length around the sizes where
// decimalToInt splits (multiples of leafDigits by powers of two), and
// others in between.
func digitLengths() []int {
	lengths := []int{1, 2, 9, 19, 20, 100, 1000, 5000, 12345, 99999}
	for k := leafDigits; k <= 1<<15; k *= 2 {
		for _, d := range []int{-1, 0, 1} {
			lengths = append(lengths, 2*k+d, 3*k+d)
		}
	}
	return lengths
}

// TestDecimalToInt checks the divide-and-conquer conversion against
// big.Int's SetString, an independent (digit by digit) method, on random
// digit strings of many lengths, with and without leading zeros.
func TestDecimalToInt(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range digitLengths() {
		for _, zeros := range []bool{false, true} {
			s := randomDigits(rng, n, zeros)
			want, _ := new(big.Int).SetString(s, 10)
			if got := decimalToInt(s); got.Cmp(want) != 0 {
				t.Errorf("decimalToInt of %d digits (leading zeros %v) differs from SetString", n, zeros)
			}
		}
	}
	// Strings of one repeated digit: all nines (10^n - 1) and all zeros.
	for _, n := range []int{2*leafDigits + 1, 5000} {
		nines := strings.Repeat("9", n)
		want := new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil), big.NewInt(1))
		if got := decimalToInt(nines); got.Cmp(want) != 0 {
			t.Errorf("%d nines: not 10^%d - 1", n, n)
		}
		if got := decimalToInt(strings.Repeat("0", n)); got.Sign() != 0 {
			t.Errorf("%d zeros: %v, not 0", n, got)
		}
	}
}

// TestReadLongNumbers reads long literals of every kind the reader has
// (integers with signs and leading zeros, fractions a/b, decimals with and
// without exponents) and compares each with the value big.Rat's SetString
// gives, an independent conversion. Under -short, literals of up to
// 25,000 digits (the conversion's recursion several levels deep; the
// quadratic SetString is most of the time of the longer ones, which
// TestDecimalToInt still converts).
func TestReadLongNumbers(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range digitLengths() {
		if n > 25000 && testing.Short() {
			continue
		}
		a := randomDigits(rng, n, n%2 == 0)
		b := "1" + randomDigits(rng, n/3, false)
		texts := []string{a, "-" + a, "+" + a, a + ".", a + "e25"}
		if n <= 20000 {
			// Fractions: reducing them (gcd) is quadratic, in both methods.
			texts = append(texts, a+"/"+b, "-"+a+"/"+b,
				a[:n/2]+"."+a[n/2:], "-."+a, a[:n/2]+"."+a[n/2:]+"e-17")
		}
		for _, text := range texts {
			nodes, err := Read("t", text)
			if err != nil {
				t.Errorf("%d digits, %.12q...: %v", n, text, err)
				continue
			}
			got := nodes[0].(*Number).Value
			want := slowNumber(t, text)
			if got.Cmp(want) != 0 {
				t.Errorf("%d digits, %.12q...: read a different value than big.Rat.SetString", n, text)
			}
		}
	}
}

// slowNumber is the value of a number literal by big.Int's SetString,
// digit by digit: the integers on each side of "/", or the digits of a
// decimal scaled by its exponent.
func slowNumber(t *testing.T, text string) *big.Rat {
	t.Helper()
	integer := func(s string) *big.Int {
		if s == "" {
			return new(big.Int)
		}
		z, ok := new(big.Int).SetString(s, 10)
		if !ok {
			t.Fatalf("SetString cannot read %.12q...", s)
		}
		return z
	}
	sign, s := 1, text
	if s[0] == '-' || s[0] == '+' {
		if s[0] == '-' {
			sign = -1
		}
		s = s[1:]
	}
	var r *big.Rat
	if num, den, ok := strings.Cut(s, "/"); ok {
		r = new(big.Rat).SetFrac(integer(num), integer(den))
	} else {
		exp := 0
		if m, e, ok := strings.Cut(strings.ToLower(s), "e"); ok {
			s = m
			exp, _ = strconv.Atoi(e)
		}
		whole, frac, _ := strings.Cut(s, ".")
		exp -= len(frac)
		pow := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(max(exp, -exp))), nil)
		r = new(big.Rat).SetInt(integer(whole + frac))
		if exp >= 0 {
			r.Mul(r, new(big.Rat).SetInt(pow))
		} else {
			r.Quo(r, new(big.Rat).SetInt(pow))
		}
	}
	if sign < 0 {
		r.Neg(r)
	}
	return r
}

// TestLongNumberLimits: literals past the limits on numbers (doc/limits.md,
// integers 2^24 bits, fractions 2^20 bits) are refused with the
// words of the evaluator's errors (eval.errTooLarge, eval.errRatioTooLarge)
// and the atom's position; ones just within them are read, and their
// values checked by identities. Sizes are from 2^24·log10(2) = 5050445.2
// digits and 2^20·log10(2) = 315652.8 digits.
func TestLongNumberLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("reads numbers of up to 20 million digits at the size limits")
	}
	const (
		tooLarge      = "number too large (more than 16777216 bits)"
		ratioTooLarge = "fraction too large (more than 1048576 bits in numerator and denominator together)"
	)
	ten := func(n int) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil) }
	nines := func(n int) *big.Int { return new(big.Int).Sub(ten(n), big.NewInt(1)) }    // n nines
	threes := func(n int) *big.Int { return new(big.Int).Quo(nines(n), big.NewInt(3)) } // n threes
	big20M := "7" + strings.Repeat("1", 20_000_000-1)
	for _, c := range []struct {
		name, text, err string
		want            func() *big.Rat // the value, for a literal read
	}{
		// 10^5050445 has 16777216 bits, and 2·10^5050445 one more:
		// 2^24 = 1.8·10^5050445.
		{"ten to the 5050445", "1" + strings.Repeat("0", 5050445), "",
			func() *big.Rat { return new(big.Rat).SetInt(ten(5050445)) }},
		{"twice that", "2" + strings.Repeat("0", 5050445), tooLarge, nil},
		{"twenty million digits", big20M, tooLarge, nil},
		{"negative, leading zeros", "-000" + big20M, tooLarge, nil},
		{"exponent", strings.Repeat("9", 5050440) + "e10", tooLarge, nil},
		{"exponent within", "-" + strings.Repeat("9", 1000) + "e10000", "",
			func() *big.Rat {
				return new(big.Rat).SetInt(new(big.Int).Neg(new(big.Int).Mul(nines(1000), ten(10000))))
			}},
		{"decimal integer", big20M + ".000", tooLarge, nil},
		{"decimal", big20M + ".5", ratioTooLarge, nil}, // 1111...15/10
		{"leading zeros do not count", strings.Repeat("0", 6_000_000) + "12", "",
			func() *big.Rat { return big.NewRat(12, 1) }},
		{"trailing zeros after the point do not count", "-1." + strings.Repeat("0", 6_000_000), "",
			func() *big.Rat { return big.NewRat(-1, 1) }},
		{"fraction", "1/" + strings.Repeat("3", 320_000), ratioTooLarge, nil},
		{"fraction within", "1/" + strings.Repeat("3", 300_000), "",
			func() *big.Rat { return new(big.Rat).SetFrac(big.NewInt(1), threes(300_000)) }},
		{"fraction, both parts count", strings.Repeat("3", 200_000) + "/" + strings.Repeat("7", 200_000), ratioTooLarge, nil},
		{"decimal fraction", "0." + strings.Repeat("3", 200_000), ratioTooLarge, nil},
		{"decimal fraction within", "0." + strings.Repeat("3", 100_000), "",
			func() *big.Rat { return new(big.Rat).SetFrac(threes(100_000), ten(100_000)) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			nodes, err := Read("t", "(a "+c.text+")")
			if c.err == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if got := nodes[0].(*List).Elems[1].(*Number).Value; got.Cmp(c.want()) != 0 {
					t.Errorf("read a wrong value")
				}
				return
			}
			want := fmt.Sprintf("t:1:4: %s... (%d characters): %s", c.text[:20], len(c.text), c.err)
			if err == nil || err.Error() != want {
				t.Errorf("error %v, want %q", err, want)
			}
		})
	}
}

// BenchmarkReadMillionDigits reads a literal of a million digits, as a
// script holding one does.
func BenchmarkReadMillionDigits(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	src := "(integerp " + randomDigits(rng, 1_000_000, false) + ")"
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Read("t", src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRefuseTwentyMillionDigits reads a literal of twenty million
// digits, which is refused from its length.
func BenchmarkRefuseTwentyMillionDigits(b *testing.B) {
	src := "(integerp 7" + strings.Repeat("1", 20_000_000-1) + ")"
	for b.Loop() {
		if _, err := Read("t", src); err == nil {
			b.Fatal("not refused")
		}
	}
}

// BenchmarkDecimalToInt converts digit strings of several lengths; the
// last is SetString's time, for comparison.
func BenchmarkDecimalToInt(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{1000, 10_000, 100_000, 1_000_000, 5_000_000} {
		s := randomDigits(rng, n, false)
		b.Run(fmt.Sprintf("digits=%d", n), func(b *testing.B) {
			for b.Loop() {
				decimalToInt(s)
			}
		})
	}
	s := randomDigits(rng, 100_000, false)
	b.Run("SetString/digits=100000", func(b *testing.B) {
		for b.Loop() {
			new(big.Int).SetString(s, 10)
		}
	})
}

// numberSyntax is the regular expression looksNumeric implements by hand.
var numberSyntax = regexp.MustCompile(`^[+-]?(?:[0-9]+/[0-9]+|[0-9]+\.?[0-9]*(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)$`)

// TestLooksNumeric compares looksNumeric with the regular expression of
// numbers on every string of up to 6 characters over the characters that
// matter (and one that never does).
func TestLooksNumeric(t *testing.T) {
	const alphabet = "09+-./eEx"
	var walk func(prefix string, depth int)
	n := 0
	walk = func(s string, depth int) {
		n++
		if got, want := looksNumeric(s), numberSyntax.MatchString(s); got != want {
			t.Errorf("looksNumeric(%q) = %v, the regular expression says %v", s, got, want)
		}
		if depth == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(s+alphabet[i:i+1], depth-1)
		}
	}
	walk("", 6)
	if n != 597871 { // 1 + 9 + 9^2 + ... + 9^6
		t.Errorf("tried %d strings", n)
	}
}
