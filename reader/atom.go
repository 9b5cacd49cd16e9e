package reader

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// MaxExponent bounds the exponent of a decimal literal such as 1e300, so
// that a typo cannot ask for a number with millions of digits.
const MaxExponent = 10000

// looksNumeric reports whether an atom is a number: an integer, a ratio or
// a decimal with an optional exponent, an optional sign in front; as a
// regular expression,
//
//	[+-]?([0-9]+/[0-9]+|[0-9]+\.?[0-9]*([eE][+-]?[0-9]+)?|\.[0-9]+([eE][+-]?[0-9]+)?)
//
// It is written out because it runs over every atom, and a long number
// must be recognised in time linear in its length, with a small constant.
func looksNumeric(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	intDigits := digitRun(s[i:])
	i += intDigits
	if i < len(s) && s[i] == '/' {
		d := digitRun(s[i+1:])
		return intDigits > 0 && d > 0 && i+1+d == len(s)
	}
	fracDigits := 0
	if i < len(s) && s[i] == '.' {
		fracDigits = digitRun(s[i+1:])
		i += 1 + fracDigits
	}
	if intDigits == 0 && fracDigits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		d := digitRun(s[i:])
		if d == 0 {
			return false
		}
		i += d
	}
	return i == len(s)
}

// digitRun returns the number of decimal digits s starts with.
func digitRun(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return i
		}
	}
	return len(s)
}

func toLowerRune(r rune) rune { return unicode.ToLower(r) }

// parseAtom decides whether an atom is a number or a symbol. It reports
// dot for the bare atom ".", which only a list may hold.
func parseAtom(p Position, text string) (Node, bool, error) {
	if !strings.ContainsRune(text, '!') {
		if text == "." {
			return &Symbol{Start: p, Name: "."}, true, nil
		}
		if looksNumeric(text) {
			v, err := parseNumber(text)
			if err != nil {
				return nil, false, &Error{Pos: p, Msg: err.Error()}
			}
			return &Number{Start: p, Value: v, Text: text}, false, nil
		}
		return &Symbol{Start: p, Name: strings.Map(toLowerRune, text)}, false, nil
	}
	var b strings.Builder
	escaped := false
	for _, r := range text {
		switch {
		case escaped:
			b.WriteRune(r)
			escaped = false
		case r == '!':
			escaped = true
		default:
			b.WriteRune(toLowerRune(r))
		}
	}
	return &Symbol{Start: p, Name: b.String()}, false, nil
}

// Limits on the numbers a literal may write. They are the evaluator's
// limits on numbers (eval.MaxNumberBits and eval.MaxRatioBits, which are
// defined as these), so a literal that no arithmetic could use is refused
// at once, from its length, before any conversion.
const (
	// MaxIntegerBits bounds the size of an integer literal: 2^24 bits,
	// about five million digits.
	MaxIntegerBits = 1 << 24
	// MaxRatioBits bounds the size of a fraction literal, numerator plus
	// denominator as written, before reducing: 2^20 bits.
	MaxRatioBits = 1 << 20
)

// The errors of literals too large, worded as eval words the same limits.
var (
	errTooLarge      = fmt.Errorf("number too large (more than %d bits)", MaxIntegerBits)
	errRatioTooLarge = fmt.Errorf("fraction too large (more than %d bits in numerator and denominator together)", MaxRatioBits)
)

// minBits is a lower bound on the bits of a number of d decimal digits
// without leading zeros (0 for none): such a number is at least 10^(d-1),
// which has floor((d-1)·log2(10)) + 1 bits, and 3.32192809 is below
// log2(10) = 3.3219280948... by more than float64's rounding of the
// product.
func minBits(d int) int {
	if d <= 0 {
		return 0
	}
	return int(float64(d-1)*3.32192809) + 1
}

// shortAtom returns the text of an atom for an error message: whole if it
// is short, else its start and its length.
func shortAtom(text string) string {
	if len(text) <= 40 {
		return text
	}
	return fmt.Sprintf("%s... (%d characters)", text[:20], len(text))
}

// parseNumber converts an atom matching numberSyntax to an exact rational.
// A number beyond MaxIntegerBits, or a fraction beyond MaxRatioBits, is
// refused before it is converted; the conversion takes about the time of
// a multiplication of numbers of its size (see decimalToInt).
func parseNumber(text string) (*big.Rat, error) {
	s := text
	neg := false
	if s[0] == '+' || s[0] == '-' {
		neg = s[0] == '-'
		s = s[1:]
	}
	fail := func(err error) (*big.Rat, error) {
		return nil, fmt.Errorf("%s: %w", shortAtom(text), err)
	}
	r := new(big.Rat)
	if i := strings.IndexByte(s, '/'); i >= 0 {
		numText, denText := trimZeros(s[:i]), trimZeros(s[i+1:])
		if denText == "" {
			return fail(errors.New("division by zero"))
		}
		if minBits(len(numText))+minBits(len(denText)) > MaxRatioBits {
			return fail(errRatioTooLarge)
		}
		num, den := digitsToInt(numText), digitsToInt(denText)
		if num.BitLen()+den.BitLen() > MaxRatioBits {
			return fail(errRatioTooLarge)
		}
		r.SetFrac(num, den)
	} else {
		exp := 0
		if i := strings.IndexAny(s, "eE"); i >= 0 {
			e, err := strconv.Atoi(s[i+1:])
			if err != nil || e > MaxExponent || e < -MaxExponent {
				return fail(fmt.Errorf("exponent out of range (at most %d)", MaxExponent))
			}
			exp = e
			s = s[:i]
		}
		intPart, frac, _ := strings.Cut(s, ".")
		// Trailing zeros of the fraction part change nothing.
		frac = strings.TrimRight(frac, "0")
		digits := trimZeros(intPart + frac)
		exp -= len(frac)
		if digits == "" {
			exp = 0
		}
		if exp >= 0 {
			if minBits(len(digits)+exp) > MaxIntegerBits {
				return fail(errTooLarge)
			}
		} else if minBits(len(digits))+minBits(1-exp) > MaxRatioBits {
			return fail(errRatioTooLarge)
		}
		mant := digitsToInt(digits)
		ten := big.NewInt(10)
		if exp >= 0 {
			mant.Mul(mant, new(big.Int).Exp(ten, big.NewInt(int64(exp)), nil))
			if mant.BitLen() > MaxIntegerBits {
				return fail(errTooLarge)
			}
			r.SetInt(mant)
		} else {
			den := new(big.Int).Exp(ten, big.NewInt(int64(-exp)), nil)
			if mant.BitLen()+den.BitLen() > MaxRatioBits {
				return fail(errRatioTooLarge)
			}
			r.SetFrac(mant, den)
		}
	}
	if neg {
		r.Neg(r)
	}
	return r, nil
}

// trimZeros drops the leading zeros of a string of digits.
func trimZeros(digits string) string { return strings.TrimLeft(digits, "0") }

// digitsToInt converts a string of decimal digits without leading zeros
// ("" is 0).
func digitsToInt(digits string) *big.Int {
	if digits == "" {
		return new(big.Int)
	}
	return decimalToInt(digits)
}

// unquoteString resolves the escapes of a string token (quotes included).
// start is the token's position, used to place an error at the bad escape.
func unquoteString(file string, start lexer.Position, tok string) (string, error) {
	body := tok[1 : len(tok)-1]
	if !strings.ContainsRune(body, '\\') {
		return body, nil
	}
	var b strings.Builder
	line, col := start.Line, start.Column+1
	errAt := func(msg string) error {
		return &Error{Pos: Position{File: file, Line: line, Col: col}, Msg: msg}
	}
	for i := 0; i < len(body); {
		r, size := utf8.DecodeRuneInString(body[i:])
		if r != '\\' {
			b.WriteRune(r)
			i += size
			if r == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
			continue
		}
		next, nsize := utf8.DecodeRuneInString(body[i+1:])
		adv := 1 + nsize
		switch next {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '\\':
			b.WriteByte('\\')
		case '"':
			b.WriteByte('"')
		case 'u':
			rest := body[i+2:]
			end := strings.IndexByte(rest, '}')
			if !strings.HasPrefix(rest, "{") || end < 0 {
				return "", errAt(`bad escape: \u must be followed by {hex digits}`)
			}
			hex := rest[1:end]
			code, err := strconv.ParseUint(hex, 16, 32)
			if err != nil || code > unicode.MaxRune || (code >= 0xD800 && code < 0xE000) {
				if len(hex) > 12 || strings.ContainsAny(hex, "\r\n") {
					return "", errAt(`bad escape: \u{...} must hold 1 to 6 hex digits`)
				}
				return "", errAt(fmt.Sprintf(`bad escape: \u{%s} is not a Unicode character`, hex))
			}
			b.WriteRune(rune(code))
			adv = 2 + end + 1
		default:
			shown := `\` + string(next)
			if !unicode.IsPrint(next) {
				shown = fmt.Sprintf(`\ followed by %U`, next)
			}
			return "", errAt(fmt.Sprintf(`unknown escape %s in string (use \n \t \r \\ \" or \u{hex})`, shown))
		}
		i += adv
		col += utf8.RuneCountInString(body[i-adv : i])
	}
	return b.String(), nil
}
