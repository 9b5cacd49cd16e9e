package games

import (
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// dyCheck reports an error if d violates the canonical-representation
// invariants of Dyadic.
func dyCheck(t *testing.T, what string, d Dyadic) {
	t.Helper()
	if d.big != nil {
		if d.big.IsInt64() {
			t.Errorf("%s = %v: big numerator %v fits in int64", what, d, d.big)
		}
		if d.n != 0 {
			t.Errorf("%s = %v: n = %d alongside big", what, d, d.n)
		}
		if d.exp > 0 && d.big.Bit(0) == 0 {
			t.Errorf("%s = %v: even numerator with exp %d", what, d, d.exp)
		}
		return
	}
	if d.exp > 0 && d.n&1 == 0 {
		t.Errorf("%s = {n: %d, exp: %d}: not normalised", what, d.n, d.exp)
	}
}

// dyRat parses a rational for test tables.
func dyRat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic("bad test rational " + s)
	}
	return r
}

// dyFromRat converts a dyadic big.Rat, failing the test if it is not dyadic.
func dyFromRat(t *testing.T, r *big.Rat) Dyadic {
	t.Helper()
	d, ok := DyadicFromRat(r)
	if !ok {
		t.Fatalf("DyadicFromRat(%v) not dyadic", r)
	}
	dyCheck(t, "DyadicFromRat("+r.String()+")", d)
	return d
}

// dyMust parses a Dyadic for test tables.
func dyMust(s string) Dyadic {
	d, err := ParseDyadic(s)
	if err != nil {
		panic(err)
	}
	return d
}

// dyPow2 returns 2^k.
func dyPow2(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }

// dyRandBig returns a random integer of at most bits bits, with random sign.
func dyRandBig(r *rand.Rand, nbits int) *big.Int {
	n := new(big.Int)
	for n.BitLen() < nbits {
		n.Lsh(n, 64).Or(n, new(big.Int).SetUint64(r.Uint64()))
	}
	n.Rsh(n, uint(n.BitLen()-r.IntN(nbits+1)))
	if r.IntN(2) == 0 {
		n.Neg(n)
	}
	return n
}

// dyRandRat returns a random dyadic rational, drawn from a mixture of
// small values, int64-sized values, values at the int64 boundary and
// huge values (numerators up to 200 bits, exponents up to 300).
func dyRandRat(r *rand.Rand) *big.Rat {
	boundary := []int64{0, 1, -1, 2, 3, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1,
		math.MinInt64 + 1, 1 << 62, -1 << 62, 1<<62 + 1, math.MaxInt32, math.MinInt32}
	var num *big.Int
	var exp uint
	switch r.IntN(7) {
	case 0:
		num, exp = big.NewInt(r.Int64N(41)-20), uint(r.IntN(6))
	case 1:
		num, exp = big.NewInt(int64(r.Uint64())), uint(r.IntN(71))
	case 2:
		num, exp = big.NewInt(boundary[r.IntN(len(boundary))]), uint(r.IntN(66))
	case 3:
		num, exp = dyRandBig(r, 200), uint(r.IntN(301))
	case 4:
		// Just beyond int64 range.
		num, exp = dyRandBig(r, 64+r.IntN(4)), uint(r.IntN(4))
	case 5:
		// Near ±2^63 with a small fractional part.
		exp = uint(r.IntN(5))
		num = new(big.Int).Lsh(big.NewInt(1), 63+exp)
		num.Add(num, big.NewInt(r.Int64N(33)-16))
		if r.IntN(2) == 0 {
			num.Neg(num)
		}
	case 6:
		num, exp = big.NewInt(r.Int64N(1<<40)-1<<39), uint(r.IntN(63))
	}
	return new(big.Rat).SetFrac(num, dyPow2(exp))
}

// dyFloor returns floor(x).
func dyFloor(x *big.Rat) *big.Rat {
	// Euclidean division by a positive divisor is floor division.
	q := new(big.Int).Div(x.Num(), x.Denom())
	return new(big.Rat).SetInt(q)
}

func TestDyadicConstructors(t *testing.T) {
	two63 := dyPow2(63)
	tests := []struct {
		name string
		got  Dyadic
		want string // as big.Rat
	}{
		{"zero value", Dyadic{}, "0"},
		{"DyadicInt(0)", DyadicInt(0), "0"},
		{"DyadicInt(-7)", DyadicInt(-7), "-7"},
		{"DyadicInt(MaxInt64)", DyadicInt(math.MaxInt64), "9223372036854775807"},
		{"DyadicInt(MinInt64)", DyadicInt(math.MinInt64), "-9223372036854775808"},
		{"DyadicFromBigInt(5)", DyadicFromBigInt(big.NewInt(5)), "5"},
		{"DyadicFromBigInt(2^63)", DyadicFromBigInt(two63), "9223372036854775808"},
		{"DyadicFromBigInt(-2^63)", DyadicFromBigInt(new(big.Int).Neg(two63)), "-9223372036854775808"},
		{"NewDyadic(0,5)", NewDyadic(0, 5), "0"},
		{"NewDyadic(6,2)", NewDyadic(6, 2), "3/2"},
		{"NewDyadic(3,1)", NewDyadic(3, 1), "3/2"},
		{"NewDyadic(8,3)", NewDyadic(8, 3), "1"},
		{"NewDyadic(-12,4)", NewDyadic(-12, 4), "-3/4"},
		{"NewDyadic(1,0)", NewDyadic(1, 0), "1"},
		{"NewDyadic(MinInt64,63)", NewDyadic(math.MinInt64, 63), "-1"},
		{"NewDyadic(MinInt64,70)", NewDyadic(math.MinInt64, 70), "-1/128"},
		{"NewDyadic(1,100)", NewDyadic(1, 100), "1/1267650600228229401496703205376"},
		{"NewDyadic(MaxInt64,62)", NewDyadic(math.MaxInt64, 62), "9223372036854775807/4611686018427387904"},
	}
	for _, tt := range tests {
		dyCheck(t, tt.name, tt.got)
		if got, want := tt.got.Rat(), dyRat(tt.want); got.Cmp(want) != 0 {
			t.Errorf("%s = %v, want %v", tt.name, got, want)
		}
	}
	// The largest exponent (too large a denominator to print).
	for _, d := range []Dyadic{NewDyadic(1, math.MaxUint32), NewDyadic(2, math.MaxUint32+1), NewDyadic(-1<<40, math.MaxUint32+40)} {
		dyCheck(t, "1/2^MaxUint32", d)
		if d.Exp() != math.MaxUint32 || d.Num().CmpAbs(big.NewInt(1)) != 0 {
			t.Errorf("%#v, want ±1/2^MaxUint32", d)
		}
	}
	if !NewDyadic(6, 2).Equal(NewDyadic(3, 1)) || NewDyadic(6, 2) != NewDyadic(3, 1) {
		t.Errorf("NewDyadic(6, 2) and NewDyadic(3, 1) differ: %#v, %#v", NewDyadic(6, 2), NewDyadic(3, 1))
	}

	// DyadicFromBigInt must copy its argument.
	n := big.NewInt(1)
	n.Lsh(n, 100)
	d := DyadicFromBigInt(n)
	n.SetInt64(3)
	if d.Rat().Cmp(new(big.Rat).SetInt(dyPow2(100))) != 0 {
		t.Errorf("DyadicFromBigInt retained its argument: %v", d)
	}
}

func TestNewDyadicExpOverflow(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("NewDyadic(1, MaxUint32+1) did not panic")
		}
	}()
	NewDyadic(1, math.MaxUint32+1)
}

func TestDyadicFromRat(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"0", "0", true},
		{"6/16", "3/8", true},
		{"-6/16", "-3/8", true},
		{"12/3", "4", true},
		{"1/3", "", false},
		{"1/10", "", false},
		{"-5/6", "", false},
		{"9223372036854775808", "9223372036854775808", true},
		{"1/18446744073709551616", "1/18446744073709551616", true},
		{"36893488147419103233/36893488147419103232", "36893488147419103233/36893488147419103232", true},
	}
	for _, tt := range tests {
		r := dyRat(tt.in)
		d, ok := DyadicFromRat(r)
		if ok != tt.ok {
			t.Errorf("DyadicFromRat(%s) ok = %v, want %v", tt.in, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		dyCheck(t, "DyadicFromRat("+tt.in+")", d)
		if d.String() != tt.want {
			t.Errorf("DyadicFromRat(%s) = %v, want %s", tt.in, d, tt.want)
		}
		if r.Cmp(dyRat(tt.in)) != 0 {
			t.Errorf("DyadicFromRat(%s) modified its argument to %v", tt.in, r)
		}
	}
	// The zero big.Rat is 0.
	if d, ok := DyadicFromRat(new(big.Rat)); !ok || !d.IsZero() {
		t.Errorf("DyadicFromRat(zero Rat) = %v, %v", d, ok)
	}
}

func TestParseDyadic(t *testing.T) {
	tests := []struct {
		in   string
		want string // String of the result, or the error message
		err  bool
	}{
		{in: "0", want: "0"},
		{in: "-0", want: "0"},
		{in: "+0", want: "0"},
		{in: "3", want: "3"},
		{in: "+3", want: "3"},
		{in: "-12", want: "-12"},
		{in: "007", want: "7"},
		{in: "3/8", want: "3/8"},
		{in: "-6/16", want: "-3/8"},
		{in: "+6/16", want: "3/8"},
		{in: "4/2", want: "2"},
		{in: "12/3", want: "4"},
		{in: "0/7", want: "0"},
		{in: "-0/4", want: "0"},
		{in: "1/1", want: "1"},
		{in: "0.125", want: "1/8"},
		{in: "-1.5", want: "-3/2"},
		{in: "1.50", want: "3/2"},
		{in: "2.0", want: "2"},
		{in: "0.0", want: "0"},
		{in: ".5", want: "1/2"},
		{in: "-.25", want: "-1/4"},
		{in: "+.75", want: "3/4"},
		{in: "5.", want: "5"},
		{in: "-3.", want: "-3"},
		{in: "0.0009765625", want: "1/1024"},
		{in: "1152921504606846976.5", want: "2305843009213693953/2"},
		{in: "9223372036854775807", want: "9223372036854775807"},
		{in: "9223372036854775808", want: "9223372036854775808"},
		{in: "-9223372036854775808", want: "-9223372036854775808"},
		{in: "-9223372036854775809", want: "-9223372036854775809"},
		{in: "18446744073709551615", want: "18446744073709551615"},
		{in: "18446744073709551616/4", want: "4611686018427387904"},
		{in: "-18446744073709551616/2", want: "-9223372036854775808"},
		{in: "1/18446744073709551616", want: "1/18446744073709551616"},
		{in: "3/36893488147419103232", want: "3/36893488147419103232"},
		{in: "123456789012345678901234567890/2", want: "61728394506172839450617283945"},
		{in: "9223372036854775808.5", want: "18446744073709551617/2"},

		// Not dyadic: the message is exactly "<s> is not a dyadic rational".
		{in: "1/3", want: "1/3 is not a dyadic rational", err: true},
		{in: "-2/6", want: "-2/6 is not a dyadic rational", err: true},
		{in: "1/12", want: "1/12 is not a dyadic rational", err: true},
		{in: "0.1", want: "0.1 is not a dyadic rational", err: true},
		{in: "-0.3", want: "-0.3 is not a dyadic rational", err: true},
		{in: "1/300000000000000000000000", want: "1/300000000000000000000000 is not a dyadic rational", err: true},
		{in: "0.00000000000000000000000000001", want: "0.00000000000000000000000000001 is not a dyadic rational", err: true},

		// Malformed: the message is `bad number "<s>"`.
		{in: "", want: `bad number ""`, err: true},
		{in: "-", want: `bad number "-"`, err: true},
		{in: "+", want: `bad number "+"`, err: true},
		{in: ".", want: `bad number "."`, err: true},
		{in: "-.", want: `bad number "-."`, err: true},
		{in: "1/0", want: `bad number "1/0"`, err: true},
		{in: "0/0", want: `bad number "0/0"`, err: true},
		{in: "1/000000000000000000000000", want: `bad number "1/000000000000000000000000"`, err: true},
		{in: "1/", want: `bad number "1/"`, err: true},
		{in: "/2", want: `bad number "/2"`, err: true},
		{in: "1//2", want: `bad number "1//2"`, err: true},
		{in: "1/2/3", want: `bad number "1/2/3"`, err: true},
		{in: "1/-2", want: `bad number "1/-2"`, err: true},
		{in: "1/+2", want: `bad number "1/+2"`, err: true},
		{in: "1.5/2", want: `bad number "1.5/2"`, err: true},
		{in: "1.2.3", want: `bad number "1.2.3"`, err: true},
		{in: "1e3", want: `bad number "1e3"`, err: true},
		{in: "0x10", want: `bad number "0x10"`, err: true},
		{in: " 1", want: `bad number " 1"`, err: true},
		{in: "1 ", want: `bad number "1 "`, err: true},
		{in: "1_000", want: `bad number "1_000"`, err: true},
		{in: "--1", want: `bad number "--1"`, err: true},
		{in: "+-1", want: `bad number "+-1"`, err: true},
		{in: "abc", want: `bad number "abc"`, err: true},
		{in: "١", want: `bad number "١"`, err: true},
		{in: "Inf", want: `bad number "Inf"`, err: true},
	}
	for _, tt := range tests {
		d, err := ParseDyadic(tt.in)
		if tt.err {
			if err == nil {
				t.Errorf("ParseDyadic(%q) = %v, want error %q", tt.in, d, tt.want)
			} else if err.Error() != tt.want {
				t.Errorf("ParseDyadic(%q) error %q, want %q", tt.in, err, tt.want)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseDyadic(%q) error %v", tt.in, err)
			continue
		}
		dyCheck(t, "ParseDyadic("+tt.in+")", d)
		if d.String() != tt.want {
			t.Errorf("ParseDyadic(%q) = %v, want %s", tt.in, d, tt.want)
		}
	}
}

func TestParseDyadicLong(t *testing.T) {
	// The exact decimal expansion of 2^-k is 5^k / 10^k.
	for _, k := range []uint{1, 27, 28, 63, 64, 65, 200, 1000} {
		digits := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(k)), nil).String()
		s := "-0." + strings.Repeat("0", int(k)-len(digits)) + digits
		d, err := ParseDyadic(s)
		if err != nil {
			t.Errorf("ParseDyadic(-2^-%d as decimal): %v", k, err)
			continue
		}
		dyCheck(t, s, d)
		if want := NewDyadic(-1, k); !d.Equal(want) {
			t.Errorf("ParseDyadic(-2^-%d as decimal) = %v, want %v", k, d, want)
		}
	}

	// The length limit is 100000 bytes.
	s := strings.Repeat("1", 100000)
	if _, err := ParseDyadic(s); err != nil {
		t.Errorf("ParseDyadic of 100000 digits: %v", err)
	}
	if _, err := ParseDyadic(s + "1"); err == nil || !strings.Contains(err.Error(), "exceeds the limit") {
		t.Errorf("ParseDyadic of 100001 digits: error %v, want length error", err)
	}
	// The error quotes the first 200 characters of the input.
	if _, err := ParseDyadic("1/" + strings.Repeat("3", 99998)); err == nil || err.Error() != "1/"+strings.Repeat("3", 198)+"… is not a dyadic rational" {
		t.Errorf("ParseDyadic(1/333...): error %.40v", err)
	}
}

func TestDyadicAccessors(t *testing.T) {
	big100 := new(big.Int).Lsh(big.NewInt(3), 100)
	tests := []struct {
		d      Dyadic
		str    string
		num    string
		exp    uint
		i64    int64
		i64ok  bool
		isInt  bool
		sign   int
		floor  string
		ceil   string
		abs    string
		neg    string
		half   string
		isZero bool
	}{
		{Dyadic{}, "0", "0", 0, 0, true, true, 0, "0", "0", "0", "0", "0", true},
		{DyadicInt(5), "5", "5", 0, 5, true, true, 1, "5", "5", "5", "-5", "5/2", false},
		{DyadicInt(-6), "-6", "-6", 0, -6, true, true, -1, "-6", "-6", "6", "6", "-3", false},
		{NewDyadic(3, 3), "3/8", "3", 3, 0, false, false, 1, "0", "1", "3/8", "-3/8", "3/16", false},
		{NewDyadic(-3, 3), "-3/8", "-3", 3, 0, false, false, -1, "-1", "0", "3/8", "3/8", "-3/16", false},
		{NewDyadic(-7, 1), "-7/2", "-7", 1, 0, false, false, -1, "-4", "-3", "7/2", "7/2", "-7/4", false},
		{NewDyadic(7, 1), "7/2", "7", 1, 0, false, false, 1, "3", "4", "7/2", "-7/2", "7/4", false},
		{DyadicInt(math.MinInt64), "-9223372036854775808", "-9223372036854775808", 0, math.MinInt64, true, true, -1,
			"-9223372036854775808", "-9223372036854775808", "9223372036854775808", "9223372036854775808", "-4611686018427387904", false},
		{DyadicInt(math.MaxInt64), "9223372036854775807", "9223372036854775807", 0, math.MaxInt64, true, true, 1,
			"9223372036854775807", "9223372036854775807", "9223372036854775807", "-9223372036854775807", "9223372036854775807/2", false},
		{NewDyadic(math.MaxInt64, 1), "9223372036854775807/2", "9223372036854775807", 1, 0, false, false, 1,
			"4611686018427387903", "4611686018427387904", "9223372036854775807/2", "-9223372036854775807/2", "9223372036854775807/4", false},
		{DyadicFromBigInt(big100), "3802951800684688204490109616128", "3802951800684688204490109616128", 0, 0, false, true, 1,
			"3802951800684688204490109616128", "3802951800684688204490109616128", "3802951800684688204490109616128",
			"-3802951800684688204490109616128", "1901475900342344102245054808064", false},
		{dyMust("18446744073709551617/2"), "18446744073709551617/2", "18446744073709551617", 1, 0, false, false, 1,
			"9223372036854775808", "9223372036854775809", "18446744073709551617/2", "-18446744073709551617/2", "18446744073709551617/4", false},
		{dyMust("-18446744073709551615/2"), "-18446744073709551615/2", "-18446744073709551615", 1, 0, false, false, -1,
			"-9223372036854775808", "-9223372036854775807", "18446744073709551615/2", "18446744073709551615/2", "-18446744073709551615/4", false},
		{NewDyadic(1, 70), "1/1180591620717411303424", "1", 70, 0, false, false, 1, "0", "1", "1/1180591620717411303424", "-1/1180591620717411303424", "1/2361183241434822606848", false},
		{NewDyadic(-1, 70), "-1/1180591620717411303424", "-1", 70, 0, false, false, -1, "-1", "0", "1/1180591620717411303424", "1/1180591620717411303424", "-1/2361183241434822606848", false},
	}
	for _, tt := range tests {
		d := tt.d
		dyCheck(t, tt.str, d)
		if got := d.String(); got != tt.str {
			t.Errorf("String() = %s, want %s", got, tt.str)
		}
		if got := d.Num(); got.String() != tt.num {
			t.Errorf("%v.Num() = %v, want %s", d, got, tt.num)
		}
		if got := d.Exp(); got != tt.exp {
			t.Errorf("%v.Exp() = %v, want %v", d, got, tt.exp)
		}
		if got, ok := d.Int64(); got != tt.i64 || ok != tt.i64ok {
			t.Errorf("%v.Int64() = %v, %v, want %v, %v", d, got, ok, tt.i64, tt.i64ok)
		}
		if got := d.IsInt(); got != tt.isInt {
			t.Errorf("%v.IsInt() = %v", d, got)
		}
		if got := d.IsZero(); got != tt.isZero {
			t.Errorf("%v.IsZero() = %v", d, got)
		}
		if got := d.Sign(); got != tt.sign {
			t.Errorf("%v.Sign() = %v, want %v", d, got, tt.sign)
		}
		for _, c := range []struct {
			op   string
			got  Dyadic
			want string
		}{
			{"Floor", d.Floor(), tt.floor},
			{"Ceil", d.Ceil(), tt.ceil},
			{"Abs", d.Abs(), tt.abs},
			{"Neg", d.Neg(), tt.neg},
			{"Half", d.Half(), tt.half},
		} {
			dyCheck(t, tt.str+"."+c.op, c.got)
			if c.got.String() != c.want {
				t.Errorf("%v.%s() = %v, want %s", d, c.op, c.got, c.want)
			}
		}
		// Rat and Num return fresh values.
		r := d.Rat()
		if r.RatString() != tt.str {
			t.Errorf("%v.Rat() = %v", d, r.RatString())
		}
		r.SetInt64(12345)
		d.Num().SetInt64(12345)
		if d.String() != tt.str {
			t.Errorf("modifying Rat() or Num() changed %s to %v", tt.str, d)
		}
	}
}

func TestDyadicArithmeticTable(t *testing.T) {
	tests := []struct {
		a, b           string
		sum, diff      string
		cmp            int
		aTimesB, aHalf string // aTimesB: a.MulInt(b) when b is an int64
	}{
		{"0", "0", "0", "0", 0, "0", "0"},
		{"1/2", "1/2", "1", "0", 0, "", "1/4"},
		{"3/8", "1/8", "1/2", "1/4", 1, "", "3/16"},
		{"-3/4", "5", "17/4", "-23/4", -1, "-15/4", "-3/8"},
		{"3/4", "-4", "-13/4", "19/4", 1, "-3", "3/8"},
		{"9223372036854775807", "1", "9223372036854775808", "9223372036854775806", 1, "9223372036854775807", "9223372036854775807/2"},
		{"-9223372036854775808", "-1", "-9223372036854775809", "-9223372036854775807", -1, "9223372036854775808", "-4611686018427387904"},
		{"-9223372036854775808", "-9223372036854775808", "-18446744073709551616", "0", 0, "85070591730234615865843651857942052864", "-4611686018427387904"},
		{"9223372036854775808", "-1", "9223372036854775807", "9223372036854775809", 1, "-9223372036854775808", "4611686018427387904"},
		{"1/4611686018427387904", "1", "4611686018427387905/4611686018427387904", "-4611686018427387903/4611686018427387904", -1, "1/4611686018427387904", "1/9223372036854775808"},
		{"9223372036854775807/2", "1/2", "4611686018427387904", "4611686018427387903", 1, "", "9223372036854775807/4"},
		{"1/9223372036854775808", "3", "27670116110564327425/9223372036854775808", "-27670116110564327423/9223372036854775808", -1, "3/9223372036854775808", "1/18446744073709551616"},
		{"4611686018427387903", "1/4611686018427387904", "21267647932558653961849226946058125313/4611686018427387904", "21267647932558653961849226946058125311/4611686018427387904", 1, "", "4611686018427387903/2"},
	}
	for _, tt := range tests {
		a, b := dyMust(tt.a), dyMust(tt.b)
		for _, c := range []struct {
			op   string
			got  Dyadic
			want string
		}{
			{"+", a.Add(b), tt.sum},
			{"-", a.Sub(b), tt.diff},
			{"*", Dyadic{}, tt.aTimesB},
			{"/2", a.Half(), tt.aHalf},
		} {
			if c.op == "*" {
				k, ok := b.Int64()
				if !ok || c.want == "" {
					continue
				}
				c.got = a.MulInt(k)
			}
			dyCheck(t, tt.a+c.op+tt.b, c.got)
			if c.got.String() != c.want {
				t.Errorf("%s %s %s = %v, want %s", tt.a, c.op, tt.b, c.got, c.want)
			}
		}
		if got := a.Cmp(b); got != tt.cmp {
			t.Errorf("Cmp(%s, %s) = %d, want %d", tt.a, tt.b, got, tt.cmp)
		}
		if got := b.Cmp(a); got != -tt.cmp {
			t.Errorf("Cmp(%s, %s) = %d, want %d", tt.b, tt.a, got, -tt.cmp)
		}
		if got := a.Equal(b); got != (tt.cmp == 0) {
			t.Errorf("Equal(%s, %s) = %v", tt.a, tt.b, got)
		}
	}
}

// TestDyadicAgainstRat checks the arithmetic against big.Rat on many random
// values, including huge ones.
func TestDyadicAgainstRat(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	ks := []int64{0, 1, -1, 2, 3, -3, 1 << 20, math.MaxInt64, math.MinInt64, 1 << 62, -1 << 32}
	for range n {
		x, y := dyRandRat(r), dyRandRat(r)
		d, e := dyFromRat(t, x), dyFromRat(t, y)
		if d.Rat().Cmp(x) != 0 {
			t.Fatalf("DyadicFromRat(%v).Rat() = %v", x, d.Rat())
		}
		check := func(op string, got Dyadic, want *big.Rat) {
			t.Helper()
			dyCheck(t, op, got)
			if got.Rat().Cmp(want) != 0 {
				t.Errorf("%s = %v, want %v", op, got, want.RatString())
				return
			}
			if s := got.String(); s != want.RatString() {
				t.Errorf("%s.String() = %s, want %s", op, s, want.RatString())
			}
			w := dyFromRat(t, want)
			if got.Key() != w.Key() || got.Hash() != w.Hash() || !got.Equal(w) || got != w && got.big == nil {
				t.Errorf("%s = %v: Key/Hash/Equal differ from those of the same value built by DyadicFromRat", op, got)
			}
		}
		name := "(" + d.String() + ")"
		ename := "(" + e.String() + ")"
		check(name+"+"+ename, d.Add(e), new(big.Rat).Add(x, y))
		check(name+"-"+ename, d.Sub(e), new(big.Rat).Sub(x, y))
		check("-"+name, d.Neg(), new(big.Rat).Neg(x))
		check("|"+name+"|", d.Abs(), new(big.Rat).Abs(x))
		check(name+"/2", d.Half(), new(big.Rat).Quo(x, big.NewRat(2, 1)))
		check("floor"+name, d.Floor(), dyFloor(x))
		check("ceil"+name, d.Ceil(), new(big.Rat).Neg(dyFloor(new(big.Rat).Neg(x))))
		k := ks[r.IntN(len(ks))]
		if r.IntN(2) == 0 {
			k = int64(r.Uint64())
		}
		check(name+"*"+big.NewInt(k).String(), d.MulInt(k), new(big.Rat).Mul(x, new(big.Rat).SetInt64(k)))
		check(name+"+"+ename+"-"+ename, d.Add(e).Sub(e), x)

		if got, want := d.Cmp(e), x.Cmp(y); got != want {
			t.Errorf("Cmp(%v, %v) = %d, want %d", d, e, got, want)
		}
		if got := d.Cmp(d); got != 0 {
			t.Errorf("Cmp(%v, %v) = %d", d, d, got)
		}
		if got, want := d.Equal(e), x.Cmp(y) == 0; got != want || (d.Key() == e.Key()) != want {
			t.Errorf("Equal(%v, %v) = %v, Key equal %v, want %v", d, e, got, d.Key() == e.Key(), want)
		}
		// AppendKey: equal encodings exactly for equal values, and no
		// encoding a proper prefix of another (so keys of several values
		// joined are equal only if the values are).
		kd, ke := string(d.AppendKey(nil)), string(e.AppendKey(nil))
		if (kd == ke) != (x.Cmp(y) == 0) || kd != ke && (strings.HasPrefix(kd, ke) || strings.HasPrefix(ke, kd)) {
			t.Errorf("AppendKey(%v) = %x, AppendKey(%v) = %x", d, kd, e, ke)
		}
		if got, want := d.Sign(), x.Sign(); got != want {
			t.Errorf("%v.Sign() = %d, want %d", d, got, want)
		}
		if got, want := d.IsInt(), x.IsInt(); got != want {
			t.Errorf("%v.IsInt() = %v, want %v", d, got, want)
		}
		if i, ok := d.Int64(); ok != (x.IsInt() && x.Num().IsInt64()) || ok && i != x.Num().Int64() {
			t.Errorf("%v.Int64() = %d, %v", d, i, ok)
		}
		if d.Num().Cmp(x.Num()) != 0 || dyPow2(d.Exp()).Cmp(x.Denom()) != 0 {
			t.Errorf("%v: Num %v Exp %d, want %v/%v", d, d.Num(), d.Exp(), x.Num(), x.Denom())
		}
		if p, err := ParseDyadic(d.String()); err != nil || !p.Equal(d) {
			t.Errorf("ParseDyadic(%v) = %v, %v", d, p, err)
		}
	}
}

// TestDyadicKeyBoundary checks that values near the int64 boundary built in
// different ways have equal representations, Keys and Hashes.
func TestDyadicKeyBoundary(t *testing.T) {
	two63 := dyPow2(63)
	m63 := new(big.Int).Neg(two63)
	big2 := new(big.Int).Lsh(big.NewInt(1), 64)
	groups := [][]Dyadic{
		{ // 2^63
			DyadicInt(math.MaxInt64).Add(DyadicInt(1)),
			DyadicFromBigInt(two63),
			DyadicInt(1 << 62).MulInt(2),
			DyadicInt(math.MinInt64).Neg(),
			DyadicInt(math.MinInt64).Abs(),
			DyadicInt(math.MinInt64).MulInt(-1),
			DyadicInt(1).Sub(DyadicInt(math.MinInt64)).Sub(DyadicInt(1)),
			dyMust("9223372036854775808"),
			dyMust("18446744073709551616/2"),
			dyFromRat(t, new(big.Rat).SetInt(two63)),
			DyadicFromBigInt(big2).Half(),
			NewDyadic(math.MaxInt64, 1).Add(NewDyadic(1, 1)).MulInt(2).Floor(),
			dyMust("9223372036854775807.5").Ceil(),
			dyMust("9223372036854775808.5").Floor(),
		},
		{ // -2^63, which is small
			DyadicInt(math.MinInt64),
			DyadicFromBigInt(m63),
			DyadicFromBigInt(two63).Neg(),
			DyadicInt(math.MinInt64 + 1).Sub(DyadicInt(1)),
			DyadicFromBigInt(new(big.Int).Neg(big2)).Half(),
			dyMust("-9223372036854775808"),
			dyMust("-9223372036854775807.5").Floor(),
			dyMust("-9223372036854775808.5").Ceil(),
			DyadicInt(-1 << 62).MulInt(2),
		},
		{ // 2^63 - 1, small
			DyadicInt(math.MaxInt64),
			DyadicFromBigInt(two63).Sub(DyadicInt(1)),
			DyadicFromBigInt(two63).Add(DyadicInt(-1)),
			dyMust("9223372036854775807"),
		},
		{ // (2^64 + 1)/2, big fraction
			dyMust("18446744073709551617/2"),
			DyadicFromBigInt(two63).Add(NewDyadic(1, 1)),
			NewDyadic(math.MaxInt64, 0).Add(NewDyadic(3, 1)),
			DyadicFromBigInt(new(big.Int).Add(big2, big.NewInt(1))).Half(),
			NewDyadic(1, 1).Sub(DyadicInt(math.MinInt64)),
		},
		{ // (2^63 - 1)/2, small fraction obtained from big operands
			NewDyadic(math.MaxInt64, 1),
			dyMust("18446744073709551617/2").Sub(dyMust("9223372036854775809/2")).Sub(NewDyadic(1, 1)),
			DyadicFromBigInt(two63).Sub(DyadicInt(1)).Half(),
		},
		{ // 1/2^64, small numerator with large exponent
			NewDyadic(1, 64),
			NewDyadic(1, 63).Half(),
			NewDyadic(1<<62, 126),
			dyMust("1/18446744073709551616"),
			dyMust("3/18446744073709551616").Sub(dyMust("1/9223372036854775808")),
		},
	}
	for gi, g := range groups {
		for i, d := range g {
			dyCheck(t, "group member", d)
			if d != g[0] && (d.big == nil || g[0].big == nil) {
				t.Errorf("group %d: member %d %#v differs in representation from member 0 %#v", gi, i, d, g[0])
			}
			if !d.Equal(g[0]) || d.Key() != g[0].Key() || d.Hash() != g[0].Hash() || d.Cmp(g[0]) != 0 || string(d.AppendKey(nil)) != string(g[0].AppendKey(nil)) {
				t.Errorf("group %d: member %d %v (key %v) differs from member 0 %v (key %v)", gi, i, d, d.Key(), g[0], g[0].Key())
			}
		}
		for gj, h := range groups {
			if gi != gj && (g[0].Key() == h[0].Key() || g[0].Equal(h[0])) {
				t.Errorf("groups %d and %d have equal keys", gi, gj)
			}
		}
	}
}

func TestDyadicKeyHashDistinct(t *testing.T) {
	keys := make(map[DyadicKey]Dyadic)
	hashes := make(map[uint64]Dyadic)
	add := func(d Dyadic) {
		if prev, ok := keys[d.Key()]; ok && !prev.Equal(d) {
			t.Fatalf("Key collision: %v and %v", prev, d)
		}
		if prev, ok := hashes[d.Hash()]; ok && !prev.Equal(d) {
			t.Fatalf("Hash collision: %v and %v", prev, d)
		}
		keys[d.Key()] = d
		hashes[d.Hash()] = d
	}
	for k := range uint(8) {
		for p := int64(-512); p <= 512; p++ {
			add(NewDyadic(p, k))
			add(NewDyadic(p, k).Add(DyadicFromBigInt(dyPow2(70))))
			add(NewDyadic(p, k).Sub(DyadicFromBigInt(dyPow2(70))))
		}
	}
	if len(keys) != len(hashes) {
		t.Errorf("%d keys but %d hashes", len(keys), len(hashes))
	}
	// Low bits of the hash should be well spread even for consecutive integers.
	var buckets [64]int
	for i := range int64(64 * 1000) {
		buckets[DyadicInt(i).Hash()%64]++
	}
	for b, c := range buckets {
		if c < 800 || c > 1200 {
			t.Errorf("hash bucket %d has %d of 64000 consecutive integers", b, c)
		}
	}
}

// dyBirthDays generates, independently of the code under test, the numbers
// born on each day: day 0 gives 0, and day n+1 gives one number beyond each
// end of the numbers born so far and the midpoint of each pair of
// neighbours (Conway, On Numbers and Games, ch. 0). The numbers involved
// are exactly representable as float64.
type dyBirthDays struct {
	days   [][]float64 // days[n] is the sorted list of numbers born on day n
	sorted []float64   // all numbers born so far, sorted
}

func (b *dyBirthDays) day(n int) []float64 {
	for len(b.days) <= n {
		if len(b.days) == 0 {
			b.days = append(b.days, []float64{0})
			b.sorted = []float64{0}
			continue
		}
		s := b.sorted
		born := []float64{s[0] - 1}
		for i := 1; i < len(s); i++ {
			born = append(born, (s[i-1]+s[i])/2)
		}
		born = append(born, s[len(s)-1]+1)
		b.days = append(b.days, born)
		b.sorted = slices.Sorted(slices.Values(append(slices.Clone(s), born...)))
	}
	return b.days[n]
}

// first returns the first number, in order of birth, satisfying ok,
// searching days 0 to 20.
func (b *dyBirthDays) first(t *testing.T, ok func(float64) bool) (x float64, day int) {
	t.Helper()
	for n := 0; n <= 20; n++ {
		for _, x := range b.day(n) {
			if ok(x) {
				return x, n
			}
		}
	}
	t.Fatalf("no number born by day 20 found")
	return 0, 0
}

func dyFromFloat(t *testing.T, x float64) Dyadic {
	t.Helper()
	return dyFromRat(t, new(big.Rat).SetFloat64(x))
}

func dyToFloat(d Dyadic) float64 {
	f, exact := d.Rat().Float64()
	if !exact {
		panic("inexact")
	}
	return f
}

func TestSimplestBetweenTable(t *testing.T) {
	// Expected values follow Conway, On Numbers and Games, ch. 0–1: the
	// simplest number in an interval is the integer of least magnitude in
	// it if there is one, else the dyadic of smallest denominator.
	tests := []struct{ lo, hi, want string }{
		{"-1", "1", "0"},
		{"-1/1024", "1/1024", "0"},
		{"0", "1", "1/2"},
		{"0", "2", "1"},
		{"1", "5/2", "2"},
		{"-5/2", "-1", "-2"},
		{"-7", "-1/2", "-1"},
		{"3/2", "100", "2"},
		{"1/4", "1/2", "3/8"},
		{"1/4", "3/4", "1/2"},
		{"3/8", "1", "1/2"},
		{"5/16", "11/32", "21/64"},
		{"-1", "0", "-1/2"},
		{"-3/4", "-5/8", "-11/16"},
		{"2", "3", "5/2"},
		{"0", "1/1024", "1/2048"},
		{"9223372036854775806", "9223372036854775808", "9223372036854775807"},
		{"9223372036854775807", "9223372036854775808", "18446744073709551615/2"},
		{"9223372036854775807", "9223372036854775809", "9223372036854775808"},
		{"-9223372036854775809", "-9223372036854775808", "-18446744073709551617/2"},
		{"1/4611686018427387904", "1/2305843009213693952", "3/9223372036854775808"},
		{"1/9223372036854775808", "1/4611686018427387904", "3/18446744073709551616"},
		{"100000000000000000000000000001/4", "100000000000000000000000000003/4", "25000000000000000000000000000.5"},
		{"-100000000000000000000000000003/4", "-100000000000000000000000000001/4", "-25000000000000000000000000000.5"},
		{"100000000000000000000000000000", "100000000000000000000000000003", "100000000000000000000000000001"},
	}
	for _, tt := range tests {
		lo, hi, want := dyMust(tt.lo), dyMust(tt.hi), dyMust(tt.want)
		got := SimplestBetween(lo, hi)
		dyCheck(t, "SimplestBetween", got)
		if !got.Equal(want) {
			t.Errorf("SimplestBetween(%s, %s) = %v, want %v", tt.lo, tt.hi, got, want)
		}
	}
}

func TestSimplestBetweenPanics(t *testing.T) {
	for _, c := range [][2]Dyadic{{DyadicInt(1), DyadicInt(1)}, {DyadicInt(2), DyadicInt(1)}, {NewDyadic(1, 2), NewDyadic(1, 3)}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("SimplestBetween(%v, %v) did not panic", c[0], c[1])
				}
			}()
			SimplestBetween(c[0], c[1])
		}()
	}
}

// TestSimplestBruteForce checks SimplestBetween, SimplestBelow and
// SimplestAbove against a search of the numbers in order of birth.
func TestSimplestBruteForce(t *testing.T) {
	var days dyBirthDays
	between := func(lo, hi float64) {
		want, _ := days.first(t, func(x float64) bool { return lo < x && x < hi })
		got := SimplestBetween(dyFromFloat(t, lo), dyFromFloat(t, hi))
		dyCheck(t, "SimplestBetween", got)
		if dyToFloat(got) != want {
			t.Errorf("SimplestBetween(%v, %v) = %v, want %v", lo, hi, got, want)
		}
	}

	// Exhaustively, all pairs from p/8 with |p/8| ≤ 4.
	var vals []float64
	for p := -32; p <= 32; p++ {
		vals = append(vals, float64(p)/8)
	}
	for i, lo := range vals {
		for _, hi := range vals[i+1:] {
			between(lo, hi)
		}
		wantBelow, _ := days.first(t, func(x float64) bool { return x < lo })
		if got := SimplestBelow(dyFromFloat(t, lo)); dyToFloat(got) != wantBelow {
			t.Errorf("SimplestBelow(%v) = %v, want %v", lo, got, wantBelow)
		}
		wantAbove, _ := days.first(t, func(x float64) bool { return x > lo })
		if got := SimplestAbove(dyFromFloat(t, lo)); dyToFloat(got) != wantAbove {
			t.Errorf("SimplestAbove(%v) = %v, want %v", lo, got, wantAbove)
		}
	}

	// Randomly, with denominators up to 2^7 and magnitudes up to 6, so
	// that the answers are born by day 6+7+1.
	r := rand.New(rand.NewPCG(3, 4))
	rnd := func() float64 {
		k := r.IntN(8)
		return float64(r.IntN(12<<k+1)-6<<k) / float64(int(1)<<k)
	}
	for range 2000 {
		x, y := rnd(), rnd()
		if x == y {
			continue
		}
		between(min(x, y), max(x, y))
	}
}

// dySimplestRef is a slow reference for SimplestBetween on values of any
// size, following the rule directly with big.Rat.
func dySimplestRef(lo, hi *big.Rat) *big.Rat {
	zero := new(big.Rat)
	if lo.Sign() < 0 && hi.Sign() > 0 {
		return zero
	}
	one := big.NewRat(1, 1)
	if lo.Sign() >= 0 {
		if c := new(big.Rat).Add(dyFloor(lo), one); c.Cmp(hi) < 0 {
			return c
		}
	} else {
		c := new(big.Rat).Neg(dyFloor(new(big.Rat).Neg(hi))) // ceil(hi)
		if c.Sub(c, one); c.Cmp(lo) > 0 {
			return c
		}
	}
	// Smallest k such that some p/2^k lies strictly between.
	for k := uint(1); ; k++ {
		scale := new(big.Rat).SetInt(dyPow2(k))
		p := dyFloor(new(big.Rat).Mul(lo, scale))
		p.Add(p, one)
		c := p.Quo(p, scale)
		if c.Cmp(hi) < 0 {
			return c
		}
	}
}

func TestSimplestBetweenHuge(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 1500
	if testing.Short() {
		n = 200
	}
	for i := range n {
		x := dyRandRat(r)
		var y *big.Rat
		switch i % 3 {
		case 0:
			y = dyRandRat(r)
		case 1:
			// A nearby value, so that usually no integer lies between.
			y = new(big.Rat).Add(x, new(big.Rat).SetFrac(big.NewInt(r.Int64N(1000)+1), dyPow2(uint(r.IntN(300)))))
		case 2:
			y = new(big.Rat).Add(x, new(big.Rat).SetFrac(big.NewInt(1), dyPow2(uint(r.IntN(300)))))
		}
		switch x.Cmp(y) {
		case 0:
			continue
		case 1:
			x, y = y, x
		}
		lo, hi := dyFromRat(t, x), dyFromRat(t, y)
		got := SimplestBetween(lo, hi)
		dyCheck(t, "SimplestBetween", got)
		if want := dySimplestRef(x, y); got.Rat().Cmp(want) != 0 {
			t.Errorf("SimplestBetween(%v, %v) = %v, want %v", lo, hi, got, want.RatString())
		}
		if got.Cmp(lo) <= 0 || got.Cmp(hi) >= 0 {
			t.Errorf("SimplestBetween(%v, %v) = %v not strictly between", lo, hi, got)
		}
	}
}

func TestSimplestBelowAbove(t *testing.T) {
	tests := []struct{ x, below, above string }{
		{"0", "-1", "1"},
		{"1", "0", "2"},
		{"-1", "-2", "0"},
		{"1/2", "0", "1"},
		{"-1/2", "-1", "0"},
		{"5/2", "0", "3"},
		{"-5/2", "-3", "0"},
		{"3", "0", "4"},
		{"-3", "-4", "0"},
		{"1/1024", "0", "1"},
		{"-1/1024", "-1", "0"},
		{"9223372036854775807", "0", "9223372036854775808"},
		{"-9223372036854775808", "-9223372036854775809", "0"},
		{"18446744073709551617/2", "0", "9223372036854775809"},
		{"-18446744073709551617/2", "-9223372036854775809", "0"},
	}
	for _, tt := range tests {
		x := dyMust(tt.x)
		if got := SimplestBelow(x); got.String() != tt.below {
			t.Errorf("SimplestBelow(%s) = %v, want %s", tt.x, got, tt.below)
		}
		if got := SimplestAbove(x); got.String() != tt.above {
			t.Errorf("SimplestAbove(%s) = %v, want %s", tt.x, got, tt.above)
		}
	}
}

func TestDyadicOptions(t *testing.T) {
	tests := []struct {
		x, left, right    string
		hasLeft, hasRight bool
	}{
		{"0", "", "", false, false},
		{"1", "0", "", true, false},
		{"5", "4", "", true, false},
		{"-1", "", "0", false, true},
		{"-5", "", "-4", false, true},
		{"1/2", "0", "1", true, true},
		{"-1/2", "-1", "0", true, true},
		{"3/4", "1/2", "1", true, true},
		{"5/8", "1/2", "3/4", true, true},
		{"-11/16", "-3/4", "-5/8", true, true},
		{"9223372036854775807", "9223372036854775806", "", true, false},
		{"9223372036854775808", "9223372036854775807", "", true, false},
		{"-9223372036854775808", "", "-9223372036854775807", false, true},
		{"9223372036854775807/2", "4611686018427387903", "4611686018427387904", true, true},
		{"-9223372036854775807/2", "-4611686018427387904", "-4611686018427387903", true, true},
	}
	for _, tt := range tests {
		l, r, hl, hr := dyMust(tt.x).Options()
		if hl != tt.hasLeft || hr != tt.hasRight {
			t.Errorf("%s.Options() has %v, %v, want %v, %v", tt.x, hl, hr, tt.hasLeft, tt.hasRight)
			continue
		}
		if hl && l.String() != tt.left || hr && r.String() != tt.right {
			t.Errorf("%s.Options() = {%v | %v}, want {%s | %s}", tt.x, l, r, tt.left, tt.right)
		}
	}
}

// TestDyadicBirthdayRecursive checks Birthday against the recursive
// definition birthday(G) = 1 + the largest birthday of the options of G
// (0 when G has none), applied to the canonical forms given by Options,
// for all p/2^k with |p| ≤ 300 and k ≤ 6. It also checks that each number
// is the simplest number between its options, as the simplicity theorem
// requires of a canonical form (Conway, On Numbers and Games, ch. 1).
func TestDyadicBirthdayRecursive(t *testing.T) {
	memo := make(map[DyadicKey]int64)
	var rec func(d Dyadic) int64
	rec = func(d Dyadic) int64 {
		if b, ok := memo[d.Key()]; ok {
			return b
		}
		var b int64
		l, r, hl, hr := d.Options()
		if hl {
			b = max(b, rec(l)+1)
		}
		if hr {
			b = max(b, rec(r)+1)
		}
		memo[d.Key()] = b
		return b
	}
	for k := range uint(7) {
		for p := int64(-300); p <= 300; p++ {
			d := NewDyadic(p, k)
			got, ok := d.Birthday()
			if want := rec(d); !ok || got != want {
				t.Errorf("%v.Birthday() = %d, %v, want %d", d, got, ok, want)
			}
			l, r, hl, hr := d.Options()
			var s Dyadic
			switch {
			case hl && hr:
				s = SimplestBetween(l, r)
			case hl:
				s = SimplestAbove(l)
			case hr:
				s = SimplestBelow(r)
			}
			if !s.Equal(d) {
				t.Errorf("%v has options {%v | %v} (%v, %v) whose simplest value is %v", d, l, r, hl, hr, s)
			}
		}
	}
}

// TestDyadicBirthdayGenerated checks Birthday against the day on which
// each number is generated by dyBirthDays.
func TestDyadicBirthdayGenerated(t *testing.T) {
	var days dyBirthDays
	for n := range 12 {
		for _, x := range days.day(n) {
			if got, ok := dyFromFloat(t, x).Birthday(); !ok || got != int64(n) {
				t.Errorf("birthday of %v = %d, %v, want %d", x, got, ok, n)
			}
		}
	}
}

func TestDyadicBirthdayTable(t *testing.T) {
	tests := []struct {
		x  string
		b  int64
		ok bool
	}{
		{"0", 0, true},
		{"1", 1, true},
		{"-1", 1, true},
		{"1/2", 2, true},
		{"-1/2", 2, true},
		{"3/2", 3, true},
		{"5/4", 4, true},
		{"-3/4", 3, true},
		{"1/1024", 11, true},
		{"9223372036854775807", math.MaxInt64, true},
		{"-9223372036854775807", math.MaxInt64, true},
		{"-9223372036854775808", 0, false},
		{"9223372036854775808", 0, false},
		{"9223372036854775807/2", 1<<62 + 1, true},
		{"18446744073709551615/2", 0, false},
		{"18446744073709551613/4", 1<<62 - 1 + 3, true},
		{"-18446744073709551613/4", 1<<62 - 1 + 3, true},
		{"9223372036854775803/4", 1<<61 - 2 + 3, true}, // floor((2^63-5)/4) = 2^61-2
	}
	for _, tt := range tests {
		b, ok := dyMust(tt.x).Birthday()
		if b != tt.b || ok != tt.ok {
			t.Errorf("%s.Birthday() = %d, %v, want %d, %v", tt.x, b, ok, tt.b, tt.ok)
		}
	}
	if b, ok := NewDyadic(1, math.MaxUint32).Birthday(); !ok || b != math.MaxUint32+1 {
		t.Errorf("(1/2^MaxUint32).Birthday() = %d, %v", b, ok)
	}
	// floor = 2^63 - 2^33... ensure overflow of floor + k + 1 is detected.
	d := DyadicInt(math.MaxInt64 - 5).Add(NewDyadic(1, 10))
	if b, ok := d.Birthday(); ok {
		t.Errorf("%v.Birthday() = %d, want overflow", d, b)
	}
}

// TestDyadicMul2 compares Mul2 with doubling and halving one step at a
// time, across the small and big forms, and checks a huge shift.
func TestDyadicMul2(t *testing.T) {
	big1 := DyadicFromBigInt(new(big.Int).Lsh(big.NewInt(3), 100))
	for _, d := range []Dyadic{{}, DyadicInt(1), DyadicInt(-1), DyadicInt(6), DyadicInt(-12), NewDyadic(3, 5),
		NewDyadic(-7, 62), DyadicInt(math.MaxInt64), DyadicInt(math.MinInt64), DyadicInt(1 << 61), big1, big1.Neg(),
		big1.Add(NewDyadic(1, 70)), NewDyadic(5, 3).Sub(big1)} {
		for _, k := range []int{-130, -70, -64, -63, -62, -5, -1, 0, 1, 2, 3, 5, 60, 61, 62, 63, 64, 130} {
			want := d
			for range max(k, 0) {
				want = want.MulInt(2)
			}
			for range max(-k, 0) {
				want = want.Half()
			}
			got := d.Mul2(k)
			if !got.Equal(want) || got.Key() != want.Key() {
				t.Errorf("(%v).Mul2(%d) = %v, want %v", d, k, got, want)
			}
			if !got.Mul2(-k).Equal(d) {
				t.Errorf("(%v).Mul2(%d).Mul2(%d) = %v", d, k, -k, got.Mul2(-k))
			}
		}
	}
	huge := DyadicInt(3).Mul2(1 << 20)
	if huge.Num().BitLen() != 1<<20+2 || huge.Num().TrailingZeroBits() != 1<<20 {
		t.Errorf("3·2^(2^20) has %d bits", huge.Num().BitLen())
	}
	if back := huge.Mul2(-(1<<20 + 3)); !back.Equal(NewDyadic(3, 3)) {
		t.Errorf("3·2^(2^20)·2^-(2^20+3) = %v, want 3/8", back)
	}
	defer func() {
		if recover() == nil {
			t.Errorf("Mul2 past the exponent limit did not panic")
		}
	}()
	NewDyadic(1, math.MaxUint32).Mul2(-1)
}

func TestDyadicHalfOverflow(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("Half of 1/2^MaxUint32 did not panic")
		}
	}()
	NewDyadic(1, math.MaxUint32).Half()
}

func TestDyadicSmallNoAlloc(t *testing.T) {
	// All sums and differences of these fit the small form.
	small := []Dyadic{DyadicInt(1), DyadicInt(-1), NewDyadic(-5, 7), NewDyadic(1, 62), NewDyadic(-7, 62),
		NewDyadic(1<<40+1, 62), NewDyadic(123456789, 30), Dyadic{}}
	for _, a := range small {
		for _, b := range small {
			if a.Add(b).big != nil || a.Sub(b).big != nil {
				t.Fatalf("%v ± %v is not small", a, b)
			}
		}
	}
	var sink Dyadic
	var c int
	ops := []struct {
		name string
		f    func(a, b Dyadic)
	}{
		{"Add", func(a, b Dyadic) { sink = a.Add(b) }},
		{"Sub", func(a, b Dyadic) { sink = a.Sub(b) }},
		{"Neg", func(a, b Dyadic) { sink = a.Neg() }},
		{"Abs", func(a, b Dyadic) { sink = a.Abs() }},
		{"MulInt", func(a, b Dyadic) { sink = a.MulInt(3) }},
		{"Half", func(a, b Dyadic) { sink = a.Half() }},
		{"Floor", func(a, b Dyadic) { sink = a.Floor() }},
		{"Ceil", func(a, b Dyadic) { sink = a.Ceil() }},
		{"Cmp", func(a, b Dyadic) { c += a.Cmp(b) }},
		{"Equal", func(a, b Dyadic) {
			if a.Equal(b) {
				c++
			}
		}},
		{"Key", func(a, b Dyadic) {
			if a.Key() == b.Key() {
				c++
			}
		}},
		{"Hash", func(a, b Dyadic) { c += int(a.Hash() & 1) }},
		{"SimplestBetween", func(a, b Dyadic) {
			if a.Cmp(b) < 0 {
				sink = SimplestBetween(a, b)
			}
		}},
	}
	// Cmp does not allocate for small operands even when scaling
	// overflows int64.
	cmpOnly := append(slices.Clone(small), DyadicInt(math.MaxInt64), DyadicInt(math.MinInt64), NewDyadic(math.MaxInt64, 40))
	for _, op := range ops {
		vals := small
		if op.name == "Cmp" {
			vals = cmpOnly
		}
		allocs := testing.AllocsPerRun(20, func() {
			for _, a := range vals {
				for _, b := range vals {
					op.f(a, b)
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%s allocates %v times per run on small values", op.name, allocs)
		}
	}
	dySinkD, dySinkI = sink, c
}

var (
	dySinkD Dyadic
	dySinkI int
)

func BenchmarkDyadicAddSmall(b *testing.B) {
	x, y := NewDyadic(12345, 7), NewDyadic(-987654321, 20)
	b.ReportAllocs()
	for b.Loop() {
		dySinkD = x.Add(y)
	}
}

func BenchmarkDyadicCmpSmall(b *testing.B) {
	x, y := NewDyadic(12345, 7), NewDyadic(-987654321, 20)
	b.ReportAllocs()
	for b.Loop() {
		dySinkI = x.Cmp(y)
	}
}

func BenchmarkDyadicAddBig(b *testing.B) {
	// Odd numerators of about 200 bits, with different exponents.
	xn := new(big.Int).Lsh(big.NewInt(12345), 185)
	yn := new(big.Int).Lsh(big.NewInt(-54321), 183)
	x := dyadicBig(xn.Add(xn, big.NewInt(1)), 100)
	y := dyadicBig(yn.Sub(yn, big.NewInt(1)), 150)
	b.ReportAllocs()
	for b.Loop() {
		dySinkD = x.Add(y)
	}
}
