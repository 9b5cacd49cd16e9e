package reader

import (
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// MaxExponent bounds the exponent of a decimal literal such as 1e300, so
// that a typo cannot ask for a number with millions of digits.
const MaxExponent = 10000

// numberSyntax matches the atoms that are numbers: integers, ratios and
// decimals with an optional exponent.
var numberSyntax = regexp.MustCompile(`^[+-]?(?:[0-9]+/[0-9]+|[0-9]+\.?[0-9]*(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)$`)

func looksNumeric(s string) bool { return numberSyntax.MatchString(s) }

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

// parseNumber converts an atom matching numberSyntax to an exact rational.
func parseNumber(text string) (*big.Rat, error) {
	s := text
	neg := false
	if s[0] == '+' || s[0] == '-' {
		neg = s[0] == '-'
		s = s[1:]
	}
	r := new(big.Rat)
	if i := strings.IndexByte(s, '/'); i >= 0 {
		num, _ := new(big.Int).SetString(s[:i], 10)
		den, _ := new(big.Int).SetString(s[i+1:], 10)
		if den.Sign() == 0 {
			return nil, fmt.Errorf("%s: division by zero", text)
		}
		r.SetFrac(num, den)
	} else {
		exp := 0
		if i := strings.IndexAny(s, "eE"); i >= 0 {
			e, err := strconv.Atoi(s[i+1:])
			if err != nil || e > MaxExponent || e < -MaxExponent {
				return nil, fmt.Errorf("%s: exponent out of range (at most %d)", text, MaxExponent)
			}
			exp = e
			s = s[:i]
		}
		intPart, frac, _ := strings.Cut(s, ".")
		digits := strings.TrimLeft(intPart+frac, "0")
		if digits == "" {
			digits = "0"
		}
		mant, _ := new(big.Int).SetString(digits, 10)
		exp -= len(frac)
		ten := big.NewInt(10)
		if exp >= 0 {
			mant.Mul(mant, new(big.Int).Exp(ten, big.NewInt(int64(exp)), nil))
			r.SetInt(mant)
		} else {
			r.SetFrac(mant, new(big.Int).Exp(ten, big.NewInt(int64(-exp)), nil))
		}
	}
	if neg {
		r.Neg(r)
	}
	return r, nil
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
