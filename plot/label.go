package plot

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cgcalc/games"
)

// Labels of huge numbers. A picture never converts a long number to
// decimal (2^300000 has 90,309 digits): a label is exact, as
// games.Dyadic prints it, when that takes at most maxExactLabel
// characters; otherwise it is written with a power of two, exactly when
// the odd part of the numerator is short ("2^300000", "-3·2^299998",
// "5·2^-70"), and else approximately, with four significant digits
// ("≈1.618·2^300000"). Titles keep at most maxTitleDigits digits of a
// number and at most maxTitle characters in all.
const (
	maxExactLabel  = 24
	maxOddLabel    = 20 // bits of an odd part written out in full: up to 1048575
	maxTitleDigits = 24
	maxTitle       = 120
)

// label returns d as a picture labels it: exact and in full when short,
// with a power of two when long (see maxExactLabel).
func label(d games.Dyadic) string {
	if _, ok := d.Int64(); ok || d.Exp() <= 64 && small(d) {
		if s := d.String(); len(s) <= maxExactLabel {
			return s
		}
	}
	num := d.Num()
	sign := ""
	if num.Sign() < 0 {
		sign = "-"
		num.Neg(num)
	}
	tz := num.TrailingZeroBits()
	k := int64(tz) - int64(d.Exp()) // d = ±(num >> tz)·2^k
	if num.BitLen()-int(tz) <= maxOddLabel {
		odd := num.Rsh(num, tz).Int64()
		if odd == 1 {
			return sign + "2^" + strconv.FormatInt(k, 10)
		}
		return sign + strconv.FormatInt(odd, 10) + "·2^" + strconv.FormatInt(k, 10)
	}
	// ±f·2^e with 1 ≤ f < 2: the leading 31 bits give f to three
	// decimals, rounded half up.
	const top = 30
	e := int64(num.BitLen()-1) - int64(d.Exp())
	if shift := num.BitLen() - 1 - top; shift >= 0 {
		num.Rsh(num, uint(shift))
	} else {
		num.Lsh(num, uint(-shift))
	}
	lead := num.Int64()                  // 2^30 ≤ lead < 2^31: f·2^30, truncated
	q := (lead*1000 + 1<<(top-1)) >> top // f to three decimals, times 1000
	if q == 2000 {
		q, e = 1000, e+1
	}
	mant := strings.TrimRight(strings.TrimRight(strconv.FormatInt(q/1000, 10)+"."+strconv.FormatInt(q%1000+1000, 10)[1:], "0"), ".")
	if mant == "1" {
		return "≈" + sign + "2^" + strconv.FormatInt(e, 10)
	}
	return "≈" + sign + mant + "·2^" + strconv.FormatInt(e, 10)
}

// small reports whether d's numerator is short enough to print whatever
// its length turns out to be.
func small(d games.Dyadic) bool { return d.Num().BitLen() <= 128 }

// shortTitle returns s for a picture's title: on one line (control characters
// become spaces), each run of more than maxTitleDigits digits shortened
// to its first digits and its length ("999002093014…(90309 digits)"), and
// cut to maxTitle characters with "…".
func shortTitle(s string, m *meter) string {
	var b strings.Builder
	n := 0 // characters written
	for i := 0; i < len(s) && n <= maxTitle; {
		if !m.add(1) {
			return ""
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r >= '0' && r <= '9' {
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			m.add((j - i) / 64)
			if run := j - i; run > maxTitleDigits {
				t := s[i:i+12] + "…(" + strconv.Itoa(run) + " digits)"
				b.WriteString(t)
				n += utf8.RuneCountInString(t)
			} else {
				b.WriteString(s[i:j])
				n += run
			}
			i = j
			continue
		}
		if unicode.IsControl(r) {
			r = ' '
		}
		b.WriteRune(r)
		n++
		i += size
	}
	t := strings.TrimSpace(b.String())
	if utf8.RuneCountInString(t) > maxTitle {
		r := []rune(t)
		t = strings.TrimRightFunc(string(r[:maxTitle-1]), unicode.IsSpace) + "…"
	}
	return t
}
