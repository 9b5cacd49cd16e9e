package eval

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"

	"cgcalc/reader"
)

// Limits on the size of numbers. No single arithmetic operation can be
// interrupted, so each must stay short: multiplying integers of MaxNumberBits
// bits takes under a second here, but anything with a fraction needs a gcd,
// whose cost grows with the square of the size (a fraction of a million
// bits takes about 0.3 s to reduce), so fractions have a lower limit.
const (
	// MaxNumberBits bounds the size of an integer result. The reader
	// refuses integer literals beyond it.
	MaxNumberBits = reader.MaxIntegerBits
	// MaxRatioBits bounds the size (numerator plus denominator) of the
	// operands of an operation that involves or makes a fraction, except
	// division by a small integer, which is cheap. The reader refuses
	// fraction literals beyond it.
	MaxRatioBits = reader.MaxRatioBits
	// maxDivisionWork bounds (bits of the quotient) × (bits of the divisor)
	// in the division of integers.
	maxDivisionWork = 1 << 40
)

// ErrDivisionByZero is returned when dividing by zero.
var ErrDivisionByZero = errors.New("division by zero")

var (
	errTooLarge      = fmt.Errorf("number too large (more than %d bits)", MaxNumberBits)
	errRatioTooLarge = fmt.Errorf("fraction too large (more than %d bits in numerator and denominator together)", MaxRatioBits)
)

// Number is an exact rational number. Integers that fit in an int64 are held
// without allocation; everything else is a *big.Rat in lowest terms that is
// never modified once the Number exists. The zero Number is 0.
type Number struct {
	small int64
	big   *big.Rat // nil: the value is small
}

// Int returns the integer n as a Number.
func Int(n int64) Number { return Number{small: n} }

// Boxed small integers: converting a Number to a Value allocates, so the
// integers most programs count with are boxed once.
const (
	minBoxed = -256
	maxBoxed = 1023
)

var boxed [maxBoxed - minBoxed + 1]Value

func init() {
	for i := range boxed {
		boxed[i] = Number{small: int64(i + minBoxed)}
	}
}

// Box returns n as a Value, without allocating for small integers.
func Box(n Number) Value {
	if n.big == nil && minBoxed <= n.small && n.small <= maxBoxed {
		return boxed[n.small-minBoxed]
	}
	return n
}

// NumberFromRat returns r as a Number. r is copied.
func NumberFromRat(r *big.Rat) Number {
	if r.IsInt() && r.Num().IsInt64() {
		return Number{small: r.Num().Int64()}
	}
	return Number{big: new(big.Rat).Set(r)}
}

// NumberFromInt returns the integer i as a Number. i is copied.
func NumberFromInt(i *big.Int) Number {
	if i.IsInt64() {
		return Number{small: i.Int64()}
	}
	return Number{big: new(big.Rat).SetInt(i)}
}

// own wraps a freshly computed rational that nobody else holds.
func own(r *big.Rat) Number {
	if r.IsInt() && r.Num().IsInt64() {
		return Number{small: r.Num().Int64()}
	}
	return Number{big: r}
}

// Rat returns the value as a new *big.Rat that the caller may modify.
func (x Number) Rat() *big.Rat {
	if x.big == nil {
		return new(big.Rat).SetInt64(x.small)
	}
	return new(big.Rat).Set(x.big)
}

// rat returns the value as a *big.Rat that must not be modified.
func (x Number) rat() *big.Rat {
	if x.big == nil {
		return new(big.Rat).SetInt64(x.small)
	}
	return x.big
}

// Int64 returns the value and true when it is an integer that fits in int64.
func (x Number) Int64() (int64, bool) { return x.small, x.big == nil }

// IsInt reports whether the value is an integer.
func (x Number) IsInt() bool { return x.big == nil || x.big.IsInt() }

// Sign returns -1, 0 or +1.
func (x Number) Sign() int {
	if x.big == nil {
		switch {
		case x.small < 0:
			return -1
		case x.small > 0:
			return 1
		}
		return 0
	}
	return x.big.Sign()
}

// Cmp compares x and y and returns -1, 0 or +1.
func (x Number) Cmp(y Number) int {
	if x.big == nil && y.big == nil {
		switch {
		case x.small < y.small:
			return -1
		case x.small > y.small:
			return 1
		}
		return 0
	}
	return x.rat().Cmp(y.rat())
}

// Equal reports whether x and y are the same number.
func (x Number) Equal(y Number) bool { return x.Cmp(y) == 0 }

// ratioCheck reports an operation on x and y involving a fraction that
// would take too long.
func ratioCheck(x, y Number) error {
	if x.BitLen()+y.BitLen() > MaxRatioBits {
		return errRatioTooLarge
	}
	return nil
}

// Add returns x + y.
func (x Number) Add(y Number) (Number, error) {
	if x.big == nil && y.big == nil {
		s := x.small + y.small
		if (s > x.small) == (y.small > 0) {
			return Number{small: s}, nil
		}
	}
	if !x.IsInt() || !y.IsInt() {
		if err := ratioCheck(x, y); err != nil {
			return Number{}, err
		}
	}
	return own(new(big.Rat).Add(x.rat(), y.rat())), nil
}

// Sub returns x - y.
func (x Number) Sub(y Number) (Number, error) { return x.Add(y.Neg()) }

// Neg returns -x.
func (x Number) Neg() Number {
	if x.big == nil && x.small != -1<<63 {
		return Number{small: -x.small}
	}
	return own(new(big.Rat).Neg(x.rat()))
}

// BitLen returns the size of x's numerator plus denominator in bits: a
// measure of the work arithmetic on x takes.
func (x Number) BitLen() int {
	if x.big == nil {
		if x.small < 0 {
			return bits.Len64(uint64(-x.small)) + 1
		}
		return bits.Len64(uint64(x.small)) + 1
	}
	return x.big.Num().BitLen() + x.big.Denom().BitLen()
}

// Mul returns x * y, or an error when the result would be too large.
func (x Number) Mul(y Number) (Number, error) {
	if x.big == nil && y.big == nil {
		const lim = 1 << 31
		if -lim < x.small && x.small < lim && -lim < y.small && y.small < lim {
			return Number{small: x.small * y.small}, nil
		}
	}
	if !x.IsInt() || !y.IsInt() {
		if err := ratioCheck(x, y); err != nil {
			return Number{}, err
		}
	} else if x.BitLen()+y.BitLen() > MaxNumberBits {
		return Number{}, errTooLarge
	}
	return own(new(big.Rat).Mul(x.rat(), y.rat())), nil
}

// intVal returns an integer x as a *big.Int that must not be modified.
func (x Number) intVal() *big.Int {
	if x.big == nil {
		return big.NewInt(x.small)
	}
	return x.big.Num()
}

// quoRem returns the quotient truncated toward zero and the remainder (with
// the sign of x) of integers x and y, y not zero.
func quoRem(x, y Number) (q, r Number, err error) {
	if x.big == nil && y.big == nil && !(x.small == -1<<63 && y.small == -1) {
		return Number{small: x.small / y.small}, Number{small: x.small % y.small}, nil
	}
	if qbits := max(x.BitLen()-y.BitLen(), 0) + 64; int64(qbits)*int64(y.BitLen()) > maxDivisionWork {
		return Number{}, Number{}, errTooLarge
	}
	bq, br := new(big.Int).QuoRem(x.intVal(), y.intVal(), new(big.Int))
	return NumberFromInt(bq), NumberFromInt(br), nil
}

// Quo returns x / y, or an error when y is zero or the work too large.
func (x Number) Quo(y Number) (Number, error) {
	if y.Sign() == 0 {
		return Number{}, ErrDivisionByZero
	}
	if x.IsInt() && y.IsInt() {
		q, r, err := quoRem(x, y)
		if err != nil || r.Sign() == 0 {
			return q, err
		}
		// A fraction: reducing it by a small divisor is cheap.
		if y.BitLen() > 64 {
			if err := ratioCheck(x, y); err != nil {
				return Number{}, err
			}
		}
		return own(new(big.Rat).SetFrac(x.intVal(), y.intVal())), nil
	}
	if err := ratioCheck(x, y); err != nil {
		return Number{}, err
	}
	return own(new(big.Rat).Quo(x.rat(), y.rat())), nil
}

// Floor returns the greatest integer not above x / y.
func (x Number) Floor(y Number) (Number, error) { return x.divInt(y, false) }

// Ceiling returns the least integer not below x / y.
func (x Number) Ceiling(y Number) (Number, error) { return x.divInt(y, true) }

// divInt returns floor(x/y), or ceiling(x/y) when ceil is set.
func (x Number) divInt(y Number, ceil bool) (Number, error) {
	if y.Sign() == 0 {
		return Number{}, ErrDivisionByZero
	}
	if x.IsInt() && y.IsInt() {
		q, r, err := quoRem(x, y)
		if err != nil || r.Sign() == 0 {
			return q, err
		}
		// q is x/y truncated; the exact quotient is positive when the
		// remainder (sign of x) and y have the same sign.
		positive := (r.Sign() > 0) == (y.Sign() > 0)
		switch {
		case ceil && positive:
			return q.Add(Int(1))
		case !ceil && !positive:
			return q.Sub(Int(1))
		}
		return q, nil
	}
	q, err := x.Quo(y)
	if err != nil {
		return Number{}, err
	}
	// Integer division of the numerator by the (positive) denominator.
	return q.Numerator().divInt(q.Denominator(), ceil)
}

// Mod returns x - y*floor(x/y), which has the sign of y (Common Lisp's mod).
func (x Number) Mod(y Number) (Number, error) {
	if y.Sign() == 0 {
		return Number{}, ErrDivisionByZero
	}
	if x.IsInt() && y.IsInt() {
		_, r, err := quoRem(x, y)
		if err != nil || r.Sign() == 0 || (r.Sign() > 0) == (y.Sign() > 0) {
			return r, err
		}
		return r.Add(y)
	}
	return x.remainder(y, false)
}

// Rem returns x - y*truncate(x/y), which has the sign of x (Common Lisp's rem).
func (x Number) Rem(y Number) (Number, error) {
	if y.Sign() == 0 {
		return Number{}, ErrDivisionByZero
	}
	if x.IsInt() && y.IsInt() {
		_, r, err := quoRem(x, y)
		return r, err
	}
	return x.remainder(y, true)
}

// remainder computes mod (or rem, when truncate is set) of fractions.
func (x Number) remainder(y Number, truncate bool) (Number, error) {
	var t Number
	var err error
	if truncate && (x.Sign() < 0) != (y.Sign() < 0) {
		t, err = x.Ceiling(y)
	} else {
		t, err = x.Floor(y)
	}
	if err != nil {
		return Number{}, err
	}
	p, err := y.Mul(t)
	if err != nil {
		return Number{}, err
	}
	return x.Sub(p)
}

// Abs returns |x|.
func (x Number) Abs() Number {
	if x.Sign() < 0 {
		return x.Neg()
	}
	return x
}

// Expt returns x raised to the integer power n.
func (x Number) Expt(n Number) (Number, error) {
	if !n.IsInt() {
		return Number{}, fmt.Errorf("exponent %s is not an integer", describe(n))
	}
	if x.Sign() == 0 {
		switch n.Sign() {
		case 0:
			return Int(1), nil
		case -1:
			return Number{}, ErrDivisionByZero
		}
		return Int(0), nil
	}
	// |x| = 1 is the only base whose powers stay small for huge exponents.
	if x.Abs().Equal(Int(1)) {
		if x.Sign() < 0 && n.rat().Num().Bit(0) == 1 {
			return Int(-1), nil
		}
		return Int(1), nil
	}
	e, ok := n.Abs().Int64()
	r := x.rat()
	// The result has about e * (log2|num| + log2 den) bits.
	size := float64(e) * (log2(r.Num()) + log2(r.Denom()))
	switch {
	case !ok || e > MaxNumberBits || size > MaxNumberBits:
		return Number{}, errTooLarge
	case (!x.IsInt() || n.Sign() < 0) && size > MaxRatioBits:
		return Number{}, errRatioTooLarge
	}
	num := new(big.Int).Exp(r.Num(), big.NewInt(e), nil)
	den := new(big.Int).Exp(r.Denom(), big.NewInt(e), nil)
	if n.Sign() < 0 {
		num, den = den, num
	}
	return own(new(big.Rat).SetFrac(num, den)), nil
}

// log2 returns log2 |i| for i != 0, accurate to about 1e-15 relative.
func log2(i *big.Int) float64 {
	mant := new(big.Float)
	exp := new(big.Float).SetInt(i).MantExp(mant)
	m, _ := mant.Float64()
	return float64(exp) + math.Log2(math.Abs(m))
}

// Numerator returns the numerator of x in lowest terms (sign included).
func (x Number) Numerator() Number {
	if x.big == nil {
		return x
	}
	return NumberFromInt(x.big.Num())
}

// Denominator returns the (positive) denominator of x in lowest terms.
func (x Number) Denominator() Number {
	if x.big == nil {
		return Int(1)
	}
	return NumberFromInt(x.big.Denom())
}

// String returns the number as an integer or as a ratio such as 3/8.
func (x Number) String() string {
	if x.big == nil {
		return strconv.FormatInt(x.small, 10)
	}
	return x.big.RatString()
}

// Type returns "number".
func (Number) Type() string { return "number" }
