package games

// Dyadic rationals n/2^k, the numbers of short games: exact arithmetic
// without allocation while the numerator fits in an int64, reading and
// printing, and the simplest number between two others.

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"cgcalc/games/internal/clip"
)

// Dyadic is an exact dyadic rational n/2^k. The zero value is 0.
// Dyadics are values: copy freely, never mutated.
//
// Numerators are unbounded. Values whose numerator fits in an int64 are
// held without a big.Int, and arithmetic on them does not allocate unless
// the result overflows. The denominator exponent k is limited to
// math.MaxUint32; operations whose result would need a larger exponent
// panic.
type Dyadic struct {
	n   int64    // numerator, when big == nil
	big *big.Int // numerator, only when it does not fit in int64 (never mutated after construction)
	exp uint32   // denominator exponent k; when k > 0 the numerator is odd (normalised)
}

// The representation is canonical: the numerator is odd whenever exp > 0,
// zero is {0, nil, 0}, and big is non-nil (with n == 0) exactly when the
// numerator does not fit in an int64. Equal values therefore have equal
// fields, which Equal, Key and Hash rely on.

// dyadicMaxParseLen is the longest input ParseDyadic accepts.
const dyadicMaxParseLen = 100000

// dyadicOne is the Dyadic 1.
var dyadicOne = Dyadic{n: 1}

// dyadicExp converts a denominator exponent to its stored form,
// panicking if it is out of range.
func dyadicExp(exp uint) uint32 {
	if uint64(exp) > math.MaxUint32 {
		panic("games: dyadic denominator exponent " + strconv.FormatUint(uint64(exp), 10) + " out of range")
	}
	return uint32(exp)
}

// dyadicSmall returns n/2^exp in canonical form.
func dyadicSmall(n int64, exp uint) Dyadic {
	if n == 0 {
		return Dyadic{}
	}
	if exp > 0 {
		s := min(uint(bits.TrailingZeros64(uint64(n))), exp)
		n >>= s
		exp -= s
	}
	return Dyadic{n: n, exp: dyadicExp(exp)}
}

// dyadicBig returns num/2^exp in canonical form. It takes ownership of num.
func dyadicBig(num *big.Int, exp uint) Dyadic {
	if num.Sign() == 0 {
		return Dyadic{}
	}
	if exp > 0 {
		if s := min(num.TrailingZeroBits(), exp); s > 0 {
			num.Rsh(num, s)
			exp -= s
		}
	}
	e := dyadicExp(exp)
	if num.IsInt64() {
		return Dyadic{n: num.Int64(), exp: e}
	}
	return Dyadic{big: num, exp: e}
}

// DyadicInt returns the integer n as a Dyadic.
func DyadicInt(n int64) Dyadic { return Dyadic{n: n} }

// DyadicFromBigInt returns the integer n as a Dyadic. It does not retain n.
func DyadicFromBigInt(n *big.Int) Dyadic {
	if n.IsInt64() {
		return Dyadic{n: n.Int64()}
	}
	return Dyadic{big: new(big.Int).Set(n)}
}

// NewDyadic returns num/2^exp, normalised. For example NewDyadic(6, 2) and
// NewDyadic(3, 1) are the same value 3/2. It panics if the normalised
// exponent exceeds math.MaxUint32.
func NewDyadic(num int64, exp uint) Dyadic { return dyadicSmall(num, exp) }

// DyadicFromRat returns the value of r as a Dyadic. It reports false if r
// is not a dyadic rational, that is, if the denominator of r in lowest
// terms is not a power of two. It does not retain r.
func DyadicFromRat(r *big.Rat) (Dyadic, bool) {
	den := r.Denom()
	tz := den.TrailingZeroBits()
	if den.BitLen() != int(tz)+1 {
		return Dyadic{}, false
	}
	num := r.Num()
	if num.IsInt64() {
		return dyadicSmall(num.Int64(), tz), true
	}
	return dyadicBig(new(big.Int).Set(num), tz), true
}

// ParseDyadic parses s as a dyadic rational. The accepted forms are, after
// an optional sign '+' or '-':
//
//	123      an integer
//	6/16     a fraction of two unsigned integers, reduced (3/8)
//	1.25     a decimal, with digits on at least one side of the
//	         point (".5" and "5." are accepted)
//
// Digits are ASCII decimal digits; leading zeros are allowed. Spaces,
// underscores, exponents and other bases are not accepted.
//
// If s is well formed but its value is not dyadic (such as "1/3" or "0.1"),
// the error is "<s> is not a dyadic rational". Other malformed input,
// including a zero denominator, gives the error `bad number "<s>"`.
// Inputs longer than 100000 bytes are refused.
func ParseDyadic(s string) (Dyadic, error) {
	if len(s) > dyadicMaxParseLen {
		return Dyadic{}, fmt.Errorf("bad number: input of %d bytes exceeds the limit of %d", len(s), dyadicMaxParseLen)
	}
	bad := func() (Dyadic, error) { return Dyadic{}, fmt.Errorf("bad number %s", clip.Quote(s)) }
	notDyadic := func() (Dyadic, error) { return Dyadic{}, errors.New(clip.Clip(s) + " is not a dyadic rational") }

	body, neg := s, false
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}

	if i := strings.IndexByte(body, '/'); i >= 0 {
		p, q := body[:i], body[i+1:]
		if !dyadicDigits(p) || !dyadicDigits(q) {
			return bad()
		}
		d, ok, zero := dyadicParseFrac(p, q, neg)
		switch {
		case zero:
			return bad()
		case !ok:
			return notDyadic()
		}
		return d, nil
	}

	if i := strings.IndexByte(body, '.'); i >= 0 {
		ip, fp := body[:i], body[i+1:]
		if ip == "" && fp == "" || ip != "" && !dyadicDigits(ip) || fp != "" && !dyadicDigits(fp) {
			return bad()
		}
		d, ok := dyadicParseDecimal(ip, fp, neg)
		if !ok {
			return notDyadic()
		}
		return d, nil
	}

	if !dyadicDigits(body) {
		return bad()
	}
	if u, err := strconv.ParseUint(body, 10, 64); err == nil {
		return dyadicSigned(u, neg, 0), nil
	}
	n, _ := new(big.Int).SetString(body, 10)
	if neg {
		n.Neg(n)
	}
	return dyadicBig(n, 0), nil
}

// dyadicDigits reports whether s is a non-empty string of ASCII digits.
func dyadicDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// dyadicSigned returns ±u/2^exp.
func dyadicSigned(u uint64, neg bool, exp uint) Dyadic {
	switch {
	case u <= math.MaxInt64 && neg:
		return dyadicSmall(-int64(u), exp)
	case u <= math.MaxInt64:
		return dyadicSmall(int64(u), exp)
	case neg && u == 1<<63:
		return dyadicSmall(math.MinInt64, exp)
	}
	n := new(big.Int).SetUint64(u)
	if neg {
		n.Neg(n)
	}
	return dyadicBig(n, exp)
}

// dyadicParseFrac returns ±p/q for digit strings p and q. It reports
// ok == false if the value is not dyadic and zero == true if q is zero.
//
// p/q is dyadic exactly when the odd part o of q = o·2^t divides p, and
// then p/q = (p/o)/2^t.
func dyadicParseFrac(p, q string, neg bool) (d Dyadic, ok, zero bool) {
	pu, perr := strconv.ParseUint(p, 10, 64)
	qu, qerr := strconv.ParseUint(q, 10, 64)
	if perr == nil && qerr == nil {
		if qu == 0 {
			return Dyadic{}, false, true
		}
		t := uint(bits.TrailingZeros64(qu))
		o := qu >> t
		if pu%o != 0 {
			return Dyadic{}, false, false
		}
		return dyadicSigned(pu/o, neg, t), true, false
	}
	pb, _ := new(big.Int).SetString(p, 10)
	qb, _ := new(big.Int).SetString(q, 10)
	if qb.Sign() == 0 {
		return Dyadic{}, false, true
	}
	t := qb.TrailingZeroBits()
	qb.Rsh(qb, t)
	var r big.Int
	pb.QuoRem(pb, qb, &r)
	if r.Sign() != 0 {
		return Dyadic{}, false, false
	}
	if neg {
		pb.Neg(pb)
	}
	return dyadicBig(pb, t), true, false
}

// dyadicParseDecimal returns ±ip.fp for digit strings ip and fp (either may
// be empty). It reports false if the value is not dyadic.
//
// With trailing zeros of fp removed and j = len(fp), the value is M/10^j
// for the integer M with digits ip+fp; it is dyadic exactly when 5^j
// divides M, and then it is (M/5^j)/2^j.
func dyadicParseDecimal(ip, fp string, neg bool) (Dyadic, bool) {
	fp = strings.TrimRight(fp, "0")
	j := uint(len(fp))
	digits := ip + fp
	if digits == "" {
		return Dyadic{}, true
	}
	// 10^19 > 2^63 > 5^27 and 19 digits fit a uint64.
	if len(digits) <= 19 && j <= 27 {
		m, _ := strconv.ParseUint(digits, 10, 64)
		p5 := uint64(1)
		for range j {
			p5 *= 5
		}
		if m%p5 != 0 {
			return Dyadic{}, false
		}
		return dyadicSigned(m/p5, neg, j), true
	}
	m, _ := new(big.Int).SetString(digits, 10)
	p5 := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(j)), nil)
	var r big.Int
	m.QuoRem(m, p5, &r)
	if r.Sign() != 0 {
		return Dyadic{}, false
	}
	if neg {
		m.Neg(m)
	}
	return dyadicBig(m, j), true
}

// num returns the numerator of d. The result must not be modified: it may
// be d.big itself.
func (d Dyadic) num() *big.Int {
	if d.big != nil {
		return d.big
	}
	return big.NewInt(d.n)
}

// denom returns a new big.Int holding the denominator 2^exp of d.
func (d Dyadic) denom() *big.Int {
	return new(big.Int).Lsh(big.NewInt(1), uint(d.exp))
}

// Rat returns d as a new big.Rat.
func (d Dyadic) Rat() *big.Rat {
	if d.big == nil && d.exp < 63 {
		return new(big.Rat).SetFrac64(d.n, 1<<d.exp)
	}
	return new(big.Rat).SetFrac(d.num(), d.denom())
}

// Num returns a new big.Int holding the numerator of d in lowest terms.
func (d Dyadic) Num() *big.Int {
	if d.big != nil {
		return new(big.Int).Set(d.big)
	}
	return big.NewInt(d.n)
}

// Exp returns the exponent k of the denominator 2^k of d in lowest terms.
// It is zero exactly when d is an integer.
func (d Dyadic) Exp() uint { return uint(d.exp) }

// Int64 returns d as an int64. It reports false if d is not an integer or
// does not fit in an int64.
func (d Dyadic) Int64() (int64, bool) {
	if d.exp != 0 || d.big != nil {
		return 0, false
	}
	return d.n, true
}

// IsInt reports whether d is an integer.
func (d Dyadic) IsInt() bool { return d.exp == 0 }

// IsZero reports whether d is 0.
func (d Dyadic) IsZero() bool { return d.n == 0 && d.big == nil }

// Sign returns -1, 0 or +1 according as d is negative, zero or positive.
func (d Dyadic) Sign() int {
	if d.big != nil {
		return d.big.Sign()
	}
	return cmp.Compare(d.n, 0)
}

// dyadicAddSmall returns a/2^ea + b/2^eb, reporting false if the
// computation overflows an int64.
func dyadicAddSmall(a int64, ea uint32, b int64, eb uint32) (Dyadic, bool) {
	if ea < eb {
		a, ea, b, eb = b, eb, a, ea
	}
	if s := uint(ea - eb); s > 0 {
		// A shift by 64 or more yields 0, which the check rejects unless b == 0.
		bs := b << s
		if bs>>s != b {
			return Dyadic{}, false
		}
		b = bs
	}
	sum := a + b
	if (a^sum)&(b^sum) < 0 {
		return Dyadic{}, false
	}
	return dyadicSmall(sum, uint(ea)), true
}

// dyadicAddBig returns a/2^ea + b/2^eb, or a/2^ea - b/2^eb if sub is set.
// It does not modify a or b.
func dyadicAddBig(a *big.Int, ea uint, b *big.Int, eb uint, sub bool) Dyadic {
	k := max(ea, eb)
	x := new(big.Int).Lsh(a, k-ea)
	y := b
	if eb < k {
		y = new(big.Int).Lsh(b, k-eb)
	}
	if sub {
		x.Sub(x, y)
	} else {
		x.Add(x, y)
	}
	return dyadicBig(x, k)
}

// Add returns d + e.
func (d Dyadic) Add(e Dyadic) Dyadic {
	if d.big == nil && e.big == nil {
		if r, ok := dyadicAddSmall(d.n, d.exp, e.n, e.exp); ok {
			return r
		}
	}
	return dyadicAddBig(d.num(), uint(d.exp), e.num(), uint(e.exp), false)
}

// Sub returns d - e.
func (d Dyadic) Sub(e Dyadic) Dyadic {
	if d.big == nil && e.big == nil && e.n != math.MinInt64 {
		if r, ok := dyadicAddSmall(d.n, d.exp, -e.n, e.exp); ok {
			return r
		}
	}
	return dyadicAddBig(d.num(), uint(d.exp), e.num(), uint(e.exp), true)
}

// Neg returns -d.
func (d Dyadic) Neg() Dyadic {
	if d.big == nil {
		if d.n != math.MinInt64 {
			return Dyadic{n: -d.n, exp: d.exp}
		}
		return Dyadic{big: new(big.Int).Neg(big.NewInt(d.n)), exp: d.exp}
	}
	return dyadicBig(new(big.Int).Neg(d.big), uint(d.exp))
}

// Abs returns |d|.
func (d Dyadic) Abs() Dyadic {
	if d.Sign() < 0 {
		return d.Neg()
	}
	return d
}

// MulInt returns d·k.
func (d Dyadic) MulInt(k int64) Dyadic {
	if d.big == nil {
		if p, ok := dyadicMul64(d.n, k); ok {
			return dyadicSmall(p, uint(d.exp))
		}
	}
	return dyadicBig(new(big.Int).Mul(d.num(), big.NewInt(k)), uint(d.exp))
}

// Mul2 returns d·2^k for any integer k, exactly, in time proportional to
// the size of d and of the result (not to |k| steps of doubling or
// halving). It panics, as Half does, if the result's denominator exponent
// exceeds math.MaxUint32; a large positive k makes a numerator of k bits.
func (d Dyadic) Mul2(k int) Dyadic {
	switch {
	case k == 0 || d.IsZero():
		return d
	case k < 0:
		if d.exp > 0 { // the numerator is odd: only the exponent grows
			return Dyadic{n: d.n, big: d.big, exp: dyadicExp(uint(d.exp) + uint(-k))}
		}
		if d.big == nil {
			return dyadicSmall(d.n, uint(-k))
		}
		return dyadicBig(new(big.Int).Set(d.big), uint(-k))
	case uint(k) <= uint(d.exp):
		return Dyadic{n: d.n, big: d.big, exp: d.exp - uint32(k)}
	}
	k -= int(d.exp)
	if d.big == nil && k < 63 && bits.Len64(dyadicAbs64(d.n))+k < 63 {
		return Dyadic{n: d.n << k}
	}
	return dyadicBig(new(big.Int).Lsh(d.num(), uint(k)), 0)
}

// dyadicMul64 returns a·b, reporting false if it overflows an int64.
func dyadicMul64(a, b int64) (int64, bool) {
	hi, lo := bits.Mul64(dyadicAbs64(a), dyadicAbs64(b))
	if hi != 0 {
		return 0, false
	}
	if (a < 0) != (b < 0) {
		if lo > 1<<63 {
			return 0, false
		}
		return -int64(lo), true // -int64(1<<63) wraps to math.MinInt64, as wanted
	}
	if lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

// dyadicAbs64 returns |a| as a uint64 (correct also for math.MinInt64).
func dyadicAbs64(a int64) uint64 {
	if a < 0 {
		return -uint64(a)
	}
	return uint64(a)
}

// Half returns d/2. It panics if the denominator exponent of d is
// already math.MaxUint32.
func (d Dyadic) Half() Dyadic {
	odd := d.n&1 != 0
	if d.big != nil {
		odd = d.big.Bit(0) != 0
	}
	if odd {
		if d.exp == math.MaxUint32 {
			panic("games: dyadic denominator exponent out of range")
		}
		return Dyadic{n: d.n, big: d.big, exp: d.exp + 1}
	}
	// An even numerator means d is an integer (or zero).
	if d.big == nil {
		return Dyadic{n: d.n >> 1}
	}
	return dyadicBig(new(big.Int).Rsh(d.big, 1), 0)
}

// Cmp compares d and e and returns -1, 0 or +1 according as d < e, d == e
// or d > e.
func (d Dyadic) Cmp(e Dyadic) int {
	if d.big != nil || e.big != nil {
		return dyadicCmpBig(d, e)
	}
	a, b := d.n, e.n
	if d.exp == e.exp {
		return cmp.Compare(a, b)
	}
	sa, sb := cmp.Compare(a, 0), cmp.Compare(b, 0)
	if sa != sb {
		return cmp.Compare(sa, sb)
	}
	// Same sign: scale the operand with the smaller exponent. If that
	// overflows, its magnitude exceeds 2^63 > |other operand|.
	if d.exp < e.exp {
		s := uint(e.exp - d.exp)
		as := a << s
		if as>>s != a {
			return sa
		}
		return cmp.Compare(as, b)
	}
	s := uint(d.exp - e.exp)
	bs := b << s
	if bs>>s != b {
		return -sb
	}
	return cmp.Compare(a, bs)
}

// dyadicCmpBig is Cmp for operands of which at least one is big.
func dyadicCmpBig(d, e Dyadic) int {
	sd, se := d.Sign(), e.Sign()
	if sd != se {
		return cmp.Compare(sd, se)
	}
	if sd == 0 {
		return 0
	}
	a, b := d.num(), e.num()
	// |x| lies in [2^(m-1), 2^m) for m = bitlen(num) - exp, so differing
	// m decide without scaling (which could be very costly).
	ma := int64(a.BitLen()) - int64(d.exp)
	mb := int64(b.BitLen()) - int64(e.exp)
	if ma != mb {
		if ma > mb {
			return sd
		}
		return -sd
	}
	if d.exp < e.exp {
		a = new(big.Int).Lsh(a, uint(e.exp-d.exp))
	} else if e.exp < d.exp {
		b = new(big.Int).Lsh(b, uint(d.exp-e.exp))
	}
	return a.Cmp(b)
}

// Equal reports whether d == e.
func (d Dyadic) Equal(e Dyadic) bool {
	if d.n != e.n || d.exp != e.exp {
		return false
	}
	if d.big == nil || e.big == nil {
		return d.big == e.big
	}
	return d.big.Cmp(e.big) == 0
}

// Floor returns the greatest integer ≤ d.
func (d Dyadic) Floor() Dyadic {
	if d.exp == 0 {
		return d
	}
	if d.big == nil {
		// Arithmetic shift rounds toward -∞; shifts of 64 or more give 0 or -1.
		return Dyadic{n: d.n >> d.exp}
	}
	return dyadicBig(new(big.Int).Rsh(d.big, uint(d.exp)), 0) // Rsh rounds toward -∞
}

// Ceil returns the least integer ≥ d.
func (d Dyadic) Ceil() Dyadic {
	if d.exp == 0 {
		return d
	}
	return d.Floor().Add(dyadicOne)
}

// String returns d in the form "3", "-3", "3/8" or "-3/8".
func (d Dyadic) String() string {
	var num string
	if d.big != nil {
		num = d.big.String()
	} else {
		num = strconv.FormatInt(d.n, 10)
	}
	if d.exp == 0 {
		return num
	}
	if d.exp < 64 {
		return num + "/" + strconv.FormatUint(1<<d.exp, 10)
	}
	return num + "/" + d.denom().String()
}

// DyadicKey is a comparable form of a Dyadic, suitable as a map key. Two
// keys are equal exactly when the Dyadics they come from are equal.
type DyadicKey struct {
	n   int64
	exp uint32
	big string // sign byte and big-endian magnitude of a big numerator; empty when small
}

// Key returns the comparable key of d.
func (d Dyadic) Key() DyadicKey {
	k := DyadicKey{n: d.n, exp: d.exp}
	if d.big != nil {
		buf := make([]byte, 1+(d.big.BitLen()+7)/8)
		buf[0] = '+'
		if d.big.Sign() < 0 {
			buf[0] = '-'
		}
		d.big.FillBytes(buf[1:])
		k.big = string(buf)
	}
	return k
}

// AppendKey appends to buf an encoding of d that is equal for two
// Dyadics exactly when they are equal and that no other encoding extends,
// for keys built of several values: the exponent, then the numerator,
// small or big.
func (d Dyadic) AppendKey(buf []byte) []byte {
	buf = binary.AppendUvarint(buf, uint64(d.exp))
	if d.big == nil {
		buf = append(buf, 0)
		return binary.AppendVarint(buf, d.n)
	}
	buf = append(buf, 1)
	if d.big.Sign() < 0 {
		buf = append(buf, '-')
	} else {
		buf = append(buf, '+')
	}
	n := (d.big.BitLen() + 7) / 8
	buf = binary.AppendUvarint(buf, uint64(n))
	start := len(buf)
	buf = append(buf, make([]byte, n)...)
	d.big.FillBytes(buf[start:])
	return buf
}

// mix is the splitmix64 finalizer, a bijective mixing of x.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// Hash returns a hash of the value of d: equal values have equal hashes.
func (d Dyadic) Hash() uint64 {
	h := mix(uint64(d.exp) + 0x9e3779b97f4a7c15)
	if d.big == nil {
		return mix(h ^ uint64(d.n))
	}
	h = mix(h ^ uint64(d.big.Sign()+2)<<32 ^ uint64(d.big.BitLen()))
	for _, w := range d.big.Bits() {
		h = mix(h ^ uint64(w))
	}
	return h
}

// SimplestBetween returns the simplest number strictly between lo and hi,
// that is the one born earliest (Conway, On Numbers and Games, ch. 0–1):
// if some integer lies strictly between them, the one of least absolute
// value; otherwise the unique dyadic of smallest denominator strictly
// between them. It panics unless lo < hi.
func SimplestBetween(lo, hi Dyadic) Dyadic {
	if lo.Cmp(hi) >= 0 {
		panic("games: SimplestBetween(" + lo.String() + ", " + hi.String() + ") requires lo < hi")
	}
	sl, sh := lo.Sign(), hi.Sign()
	if sl < 0 && sh > 0 {
		return Dyadic{}
	}
	if sl >= 0 {
		if c := lo.Floor().Add(dyadicOne); c.Cmp(hi) < 0 {
			return c
		}
	} else {
		if c := hi.Ceil().Sub(dyadicOne); c.Cmp(lo) > 0 {
			return c
		}
	}

	// No integer lies strictly between, so m ≤ lo < hi ≤ m+1 for m =
	// floor(lo). With a = lo-m and b = hi-m scaled by 2^k to integers
	// L < H (k one more than the larger exponent, so that H-L ≥ 2), the
	// answer is m + x/2^k for the x in (L, H-1] with the most trailing
	// zeros. That is H-1 with the bits below the highest bit in which L
	// and H-1 differ cleared: L has a 0 there and H-1 a 1, so x > L, and
	// no multiple of twice that power of two lies in (L, H-1].
	m := lo.Floor()
	a, b := lo.Sub(m), hi.Sub(m) // 0 ≤ a < b ≤ 1
	k := uint(max(a.exp, b.exp)) + 1
	if a.big == nil && b.big == nil && k <= 63 {
		l := uint64(a.n) << (k - uint(a.exp)) // < 2^k
		h := uint64(b.n)<<(k-uint(b.exp)) - 1 // < 2^k
		t := uint(bits.Len64(l^h)) - 1
		return m.Add(dyadicSmall(int64(h>>t<<t), k))
	}
	l := new(big.Int).Lsh(a.num(), k-uint(a.exp))
	h := new(big.Int).Lsh(b.num(), k-uint(b.exp))
	h.Sub(h, big.NewInt(1))
	t := uint(new(big.Int).Xor(l, h).BitLen()) - 1
	h.Rsh(h, t).Lsh(h, t)
	return m.Add(dyadicBig(h, k))
}

// SimplestBelow returns the simplest number strictly less than hi: 0 if
// hi > 0, and ceil(hi)-1 otherwise.
func SimplestBelow(hi Dyadic) Dyadic {
	if hi.Sign() > 0 {
		return Dyadic{}
	}
	return hi.Ceil().Sub(dyadicOne)
}

// SimplestAbove returns the simplest number strictly greater than lo: 0 if
// lo < 0, and floor(lo)+1 otherwise.
func SimplestAbove(lo Dyadic) Dyadic {
	if lo.Sign() < 0 {
		return Dyadic{}
	}
	return lo.Floor().Add(dyadicOne)
}

// Options returns the options of the canonical form of the number d:
//
//	0          = { | }
//	n > 0      = { n-1 | }
//	n < 0      = { | n+1 }
//	p/2^k      = { (p-1)/2^k | (p+1)/2^k }  for odd p and k > 0
//
// hasLeft and hasRight report whether the left and right options exist.
func (d Dyadic) Options() (left, right Dyadic, hasLeft, hasRight bool) {
	if d.exp > 0 {
		ulp := Dyadic{n: 1, exp: d.exp}
		return d.Sub(ulp), d.Add(ulp), true, true
	}
	switch d.Sign() {
	case 1:
		return d.Sub(dyadicOne), Dyadic{}, true, false
	case -1:
		return Dyadic{}, d.Add(dyadicOne), false, true
	}
	return Dyadic{}, Dyadic{}, false, false
}

// Birthday returns the day on which d is born, that is the birthday of its
// canonical form, 1 + the largest birthday of its options (0 for 0): |n|
// for an integer n, and floor(|d|) + k + 1 for d = p/2^k with p odd and
// k > 0. It reports false if the birthday does not fit in an int64.
func (d Dyadic) Birthday() (int64, bool) {
	f, ok := d.Abs().Floor().Int64()
	if !ok {
		return 0, false
	}
	if d.exp == 0 {
		return f, true
	}
	if f > math.MaxInt64-int64(d.exp)-1 {
		return 0, false
	}
	return f + int64(d.exp) + 1, true
}
