package impartial

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Ruleset is a heap game: a position is a sum of heaps, and a move
// replaces one heap by what the rules leave of it.
//
// The code d0.d1d2d3… (Guy and Smith) gives, for each k, the digit dk
// whose bits say what removing k counters from one heap may leave:
//
//	bit 1: nothing (the heap had exactly k counters);
//	bit 2: one non-empty heap;
//	bit 4: two non-empty heaps (any split);
//	bit 8: three non-empty heaps (hexadecimal digits a–f).
//
// d0, before the point, is for removing nothing, so only its bits 4 and 8
// count (split a heap). A tail in brackets repeats for ever: Nim is
// 0.[3]. A "!" before the point means the heaps a split leaves must all
// differ: Grundy's game is 4!.0. A subtraction game takes any number in
// its set from a heap: sub{1,2,5} is 0.33003.
type Ruleset struct {
	digits   []uint8 // d0, d1, …, the prefix
	tail     []uint8 // repeats after the prefix; nil for a finite code
	distinct bool    // the heaps of a split must differ
	name     string  // a preset's name, or ""
	sub      []int   // the set of a subtraction game, for printing; nil otherwise
}

// presets are the named rulesets (Winning Ways ch. 4 and 13; Allemang 1984
// for Knots and Grundy's game).
var presets = []struct{ name, code string }{
	{"nim", "0.[3]"},
	{"kayles", "0.77"},
	{"dawsons-kayles", "0.07"},
	{"dawsons-chess", "0.137"},
	{"guiles", "0.15"},
	{"officers", "0.6"},
	{"grundy", "4!.0"},
	{"knots", "4.7"},
	{"tins", "0.04"},
}

// Presets returns the names of the preset rulesets.
func Presets() []string {
	names := make([]string, len(presets))
	for i, p := range presets {
		names[i] = p.name
	}
	return names
}

// Parse reads a ruleset: a preset name (see Presets), a code such as
// 0.77, .137, 4!.0, 0.[3], 0.1[37], 4.7, 0.f, or a subtraction game
// sub{1,2,5}.
func Parse(code string) (*Ruleset, error) {
	c := strings.ToLower(strings.TrimSpace(code))
	for _, p := range presets {
		if c == p.name {
			r, err := parseCode(p.code)
			if err != nil {
				panic("impartial: bad preset " + p.code)
			}
			r.name = p.name
			return r, nil
		}
	}
	if strings.HasPrefix(c, "sub") {
		return parseSubtraction(code, c[3:])
	}
	return parseCode(c)
}

func parseSubtraction(code, rest string) (*Ruleset, error) {
	rest = strings.TrimSpace(rest)
	if !strings.HasPrefix(rest, "{") || !strings.HasSuffix(rest, "}") {
		return nil, fmt.Errorf("bad subtraction game %q: write sub{1,2,5}", code)
	}
	var set []int
	for _, f := range strings.Split(rest[1:len(rest)-1], ",") {
		f = strings.TrimSpace(f)
		var k int
		if _, err := fmt.Sscan(f, &k); err != nil || k < 1 || k > 1<<16 || fmt.Sprint(k) != f {
			return nil, fmt.Errorf("bad subtraction game %q: %q is not a whole number from 1 to 65536", code, f)
		}
		set = append(set, k)
	}
	slices.Sort(set)
	set = slices.Compact(set)
	digits := make([]uint8, set[len(set)-1]+1)
	for _, k := range set {
		digits[k] = 3
	}
	return &Ruleset{digits: digits, sub: set}, nil
}

// maxCodeDigits bounds the length of a code.
const maxCodeDigits = 1 << 16

func parseCode(c string) (*Ruleset, error) {
	bad := func(format string, args ...any) (*Ruleset, error) {
		return nil, fmt.Errorf("bad code %q: %s", c, fmt.Sprintf(format, args...))
	}
	if len(c) > maxCodeDigits {
		return bad("more than %d digits", maxCodeDigits)
	}
	r := &Ruleset{}
	before, after, ok := strings.Cut(c, ".")
	if !ok {
		return bad("no point (codes look like 0.77 or 4!.0)")
	}
	if strings.HasSuffix(before, "!") {
		r.distinct = true
		before = before[:len(before)-1]
	}
	switch {
	case before == "":
		r.digits = []uint8{0}
	case len(before) == 1:
		d, ok := digit(before[0])
		if !ok {
			return bad("%s is not a digit", quoteChar(before))
		}
		if d&3 != 0 {
			return bad("the digit before the point, %c, may only split heaps (0, 4, 8 or c)", before[0])
		}
		r.digits = []uint8{d}
	case utf8.RuneCountInString(before) == 1:
		return bad("%s is not a digit", quoteChar(before))
	default:
		return bad("one digit before the point")
	}
	inTail := false
	for i := 0; i < len(after); i++ {
		ch := after[i]
		switch {
		case ch == '[' && !inTail:
			inTail = true
			r.tail = []uint8{}
		case ch == ']' && inTail:
			if i != len(after)-1 {
				return bad("the repeating tail [...] must end the code")
			}
			if len(r.tail) == 0 {
				return bad("empty repeating tail []")
			}
			inTail = false
		case ch == ' ' || ch == '_':
		default:
			d, ok := digit(ch)
			if !ok {
				return bad("%s is not a digit (0-9, a-f)", quoteChar(after[i:]))
			}
			if inTail {
				r.tail = append(r.tail, d)
			} else {
				r.digits = append(r.digits, d)
			}
		}
	}
	if inTail {
		return bad("missing ]")
	}
	if r.tail != nil && !slices.ContainsFunc(r.tail, func(d uint8) bool { return d != 0 }) {
		r.tail = nil
	}
	for len(r.digits) > 1 && r.digits[len(r.digits)-1] == 0 && r.tail == nil {
		r.digits = r.digits[:len(r.digits)-1]
	}
	return r, nil
}

func digit(ch byte) (uint8, bool) {
	switch {
	case ch >= '0' && ch <= '9':
		return ch - '0', true
	case ch >= 'a' && ch <= 'f':
		return ch - 'a' + 10, true
	}
	return 0, false
}

// String returns the ruleset's name or standard code: 0.77, 4!.0, 0.[3].
func (r *Ruleset) String() string {
	if r.name != "" {
		return r.name
	}
	return r.Code()
}

// Code returns the standard code, also for presets.
func (r *Ruleset) Code() string {
	if r.sub != nil {
		parts := make([]string, len(r.sub))
		for i, k := range r.sub {
			parts[i] = fmt.Sprint(k)
		}
		return "sub{" + strings.Join(parts, ",") + "}"
	}
	const hex = "0123456789abcdef"
	var b strings.Builder
	b.WriteByte(hex[r.digits[0]])
	if r.distinct {
		b.WriteByte('!')
	}
	b.WriteByte('.')
	for _, d := range r.digits[1:] {
		b.WriteByte(hex[d])
	}
	if r.tail != nil {
		b.WriteByte('[')
		for _, d := range r.tail {
			b.WriteByte(hex[d])
		}
		b.WriteByte(']')
	}
	if len(r.digits) == 1 && r.tail == nil {
		b.WriteByte('0')
	}
	return b.String()
}

// Digit returns dk, the digit for removing k counters.
func (r *Ruleset) Digit(k int) uint8 {
	if k < len(r.digits) {
		return r.digits[k]
	}
	if r.tail == nil {
		return 0
	}
	return r.tail[(k-len(r.digits))%len(r.tail)]
}

// Finite reports whether the code is finite (no repeating tail): then
// MaxRemoval is the most a move removes.
func (r *Ruleset) Finite() bool { return r.tail == nil }

// MaxRemoval returns the largest k with dk ≠ 0 of a finite code.
func (r *Ruleset) MaxRemoval() int { return len(r.digits) - 1 }

// Distinct reports whether the heaps a split leaves must differ.
func (r *Ruleset) Distinct() bool { return r.distinct }

// Splits reports whether some move leaves two or more heaps.
func (r *Ruleset) Splits() bool {
	for _, d := range slices.Concat(r.digits, r.tail) {
		if d&^3 != 0 {
			return true
		}
	}
	return false
}

// Hexadecimal reports whether some move may leave three heaps (a digit
// 8–f): the game is hexadecimal, beyond the octal games.
func (r *Ruleset) Hexadecimal() bool {
	for _, d := range slices.Concat(r.digits, r.tail) {
		if d&8 != 0 {
			return true
		}
	}
	return false
}

// Moves calls yield with each position one move from a heap of n: the
// heaps left, non-empty, in increasing order (empty when the heap is
// taken away), until yield returns false. The slice is reused between
// calls. Each distinct result is given once.
func (r *Ruleset) Moves(n int, yield func(heaps []int) bool) {
	var buf [3]int
	for k := 0; k <= n; k++ {
		d := r.Digit(k)
		if d == 0 {
			continue
		}
		rest := n - k
		if k > 0 && d&1 != 0 && rest == 0 {
			if !yield(buf[:0]) {
				return
			}
		}
		if k > 0 && d&2 != 0 && rest > 0 {
			buf[0] = rest
			if !yield(buf[:1]) {
				return
			}
		}
		if d&4 != 0 {
			for a := 1; 2*a <= rest; a++ {
				if r.distinct && 2*a == rest {
					continue
				}
				buf[0], buf[1] = a, rest-a
				if !yield(buf[:2]) {
					return
				}
			}
		}
		if d&8 != 0 {
			for a := 1; 3*a <= rest; a++ {
				for b := a; a+2*b <= rest; b++ {
					c := rest - a - b
					if r.distinct && (a == b || b == c) {
						continue
					}
					buf[0], buf[1], buf[2] = a, b, c
					if !yield(buf[:3]) {
						return
					}
				}
			}
		}
	}
}

// quoteChar quotes the first character of s for an error message: the
// UTF-8 character ('↑'), not its first byte, or a byte that begins no
// character as "\xff".
func quoteChar(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && size <= 1 {
		return strconv.Quote(s[:size])
	}
	return strconv.QuoteRune(r)
}
