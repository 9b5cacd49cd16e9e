package eval

import (
	"math/big"
	"math/rand"
	"testing"
)

// randomNumber returns an integer or a fraction, small or beyond int64,
// of either sign.
func randomNumber(r *rand.Rand) Number {
	n := new(big.Int).Rand(r, new(big.Int).Lsh(big.NewInt(1), uint(r.Intn(200))))
	if r.Intn(2) == 0 {
		n.Neg(n)
	}
	if r.Intn(3) == 0 {
		d := new(big.Int).Rand(r, new(big.Int).Lsh(big.NewInt(1), uint(r.Intn(100))))
		d.Add(d, big.NewInt(1))
		return NumberFromRat(new(big.Rat).SetFrac(n, d))
	}
	return NumberFromInt(n)
}

// floorRat computes floor(x/y) from the definition with math/big alone.
func floorRat(x, y *big.Rat) *big.Int {
	q := new(big.Rat).Quo(x, y)
	f := new(big.Int).Div(q.Num(), q.Denom()) // Euclidean, denominator > 0: floor
	return f
}

// TestDivision checks the integer fast paths of division against the
// definitions (CLHS floor, ceiling, mod, rem) computed with math/big.
func TestDivision(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		x, y := randomNumber(r), randomNumber(r)
		if i%7 == 0 {
			x, y = Int(int64(r.Intn(41)-20)), Int(int64(r.Intn(41)-20))
		}
		if y.Sign() == 0 {
			continue
		}
		xr, yr := x.Rat(), y.Rat()
		fl := floorRat(xr, yr)
		q := new(big.Rat).Quo(xr, yr)
		ce := new(big.Int).Neg(floorRat(new(big.Rat).Neg(xr), yr)) // ceil(a) = -floor(-a)
		tr := new(big.Int).Quo(q.Num(), q.Denom())                 // truncation toward zero
		mod := new(big.Rat).Sub(xr, new(big.Rat).Mul(yr, new(big.Rat).SetInt(fl)))
		rem := new(big.Rat).Sub(xr, new(big.Rat).Mul(yr, new(big.Rat).SetInt(tr)))
		for _, c := range []struct {
			name string
			got  func() (Number, error)
			want *big.Rat
		}{
			{"quo", func() (Number, error) { return x.Quo(y) }, q},
			{"floor", func() (Number, error) { return x.Floor(y) }, new(big.Rat).SetInt(fl)},
			{"ceiling", func() (Number, error) { return x.Ceiling(y) }, new(big.Rat).SetInt(ce)},
			{"mod", func() (Number, error) { return x.Mod(y) }, mod},
			{"rem", func() (Number, error) { return x.Rem(y) }, rem},
		} {
			got, err := c.got()
			if err != nil {
				t.Fatalf("%s(%s, %s): %v", c.name, x, y, err)
			}
			if got.Rat().Cmp(c.want) != 0 {
				t.Fatalf("%s(%s, %s) = %s, want %s", c.name, x, y, got, c.want.RatString())
			}
			// The representation is normal: small integers are small.
			if got.big != nil && got.big.IsInt() && got.big.Num().IsInt64() {
				t.Fatalf("%s(%s, %s) = %s is not held as a small integer", c.name, x, y, got)
			}
		}
	}
}

// TestInt64Edges: the int64 fast paths at their limits.
func TestInt64Edges(t *testing.T) {
	const minInt = -1 << 63
	min64, neg1 := Int(minInt), Int(-1)
	for _, c := range []struct {
		name string
		got  func() (Number, error)
		want string // from math/big: 2^63 = 9223372036854775808
	}{
		{"quo", func() (Number, error) { return min64.Quo(neg1) }, "9223372036854775808"},
		{"floor", func() (Number, error) { return min64.Floor(neg1) }, "9223372036854775808"},
		{"mod", func() (Number, error) { return min64.Mod(neg1) }, "0"},
		{"rem", func() (Number, error) { return min64.Rem(neg1) }, "0"},
		{"neg", func() (Number, error) { return min64.Neg(), nil }, "9223372036854775808"},
		{"add", func() (Number, error) { return Int(1<<63 - 1).Add(Int(1)) }, "9223372036854775808"},
		{"sub", func() (Number, error) { return min64.Sub(Int(1)) }, "-9223372036854775809"},
		{"mul", func() (Number, error) { return Int(1 << 32).Mul(Int(1 << 32)) }, "18446744073709551616"},
	} {
		got, err := c.got()
		if err != nil || got.String() != c.want {
			t.Errorf("%s: %v, %v; want %s", c.name, got, err, c.want)
		}
	}
}
