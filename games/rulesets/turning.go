package rulesets

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"cgcalc/games"
	"cgcalc/games/internal/clip"
)

// Coin-turning games (Winning Ways ch. 14; CGSuite's game.strip.Turning):
// a row of coins, each heads ('h') or tails ('t'), numbered 1, 2, ... from
// the left. A move turns over some coins, the rightmost of which goes from
// heads to tails; CGSuite's turning code says which sets of coins may be
// turned. A code is a comma-separated list of elements, each a number of
// coins, a range "1-3" or "2+" (at least 2), followed by modifiers:
//
//	C     the coins are consecutive
//	E     the coins are equally spaced
//	S     the coins are symmetrically arranged
//	F     the leftmost coin of the row (coin 1) is among them
//	C(n)  the coins lie within n adjacent coins
//
// Mock Turtles is "1-3", Ruler "1+C", Moidores "1-9", Turning Turtles
// "1-2", Twins "2", Turnips "3E", Grunt "4FS" (CGSuite's Turning
// documentation, after Winning Ways ch. 14).
//
// The game is impartial and, in normal play, each head is independent: a
// head at coin n is the heap n of the spawning game whose move from a heap
// of n leaves the heaps at the other coins turned (Winning Ways ch. 14), so
// the strip's value is the nimber of the nim-sum of its heads' Grundy
// values, kept by heap for each code.
//
// One difference from CGSuite: with F, turning a single coin is allowed
// only for coin 1 (the literal rule); CGSuite 2.x allows it for more coins
// (for Sympler, "1+FS", at odd coins).

// maxCoins bounds the length of a row.
const maxCoins = 1 << 16

// turnElement is one element of a turning code.
type turnElement struct {
	min, max int  // coins turned, max < 0: no bound
	spacing  byte // 0, 'C', 'E' or 'S'
	first    bool // F
	window   int  // C(n): within n adjacent coins; 0: any
}

// spawning is the heap form of a turning code: the Grundy values of the
// heads by coin, computed as far as asked.
type spawning struct {
	elems []turnElement
	g     []int32 // g[n], the Grundy value of a head at coin n; g[0] = 0
}

// turningRules is a coin-turning game, with a fixed code (mock-turtles,
// ruler, moidores, turning-turtles) or with the code in the position
// (turning).
type turningRules struct {
	name  string
	code  string // the preset's code; "" for turning
	s     *games.Store
	codes map[string]*spawning
}

// turningPresets are the named coin-turning games, by their codes.
var turningPresets = map[string]string{
	"mock-turtles":    "1-3",
	"ruler":           "1+C",
	"moidores":        "1-9",
	"turning-turtles": "1-2",
	"turnips":         "3E",
	"grunt":           "4FS",
	"sym":             "1+S",
}

func init() {
	for name, code := range turningPresets {
		register(name, func(s *games.Store) Ruleset {
			return &turningRules{name: name, code: code, s: s, codes: map[string]*spawning{}}
		})
	}
	register("turning", func(s *games.Store) Ruleset {
		return &turningRules{name: "turning", s: s, codes: map[string]*spawning{}}
	})
}

// turningPos is a row of coins under a code.
type turningPos struct {
	code   string // normalised; shown only by the ruleset turning
	shown  bool
	heads  []bool // heads[i] for coin i+1
	spawns *spawning
}

// Picture draws the row of coins, coin 1 on the left: 'H' for heads, 'T'
// for tails.
func (p *turningPos) Picture() Picture {
	row := make([]rune, len(p.heads))
	for i, h := range p.heads {
		row[i] = 'T'
		if h {
			row[i] = 'H'
		}
	}
	return &Board{Rows: [][]rune{row}}
}

// String is the coins, "thht", after the code and a space for turning:
// "1-3 thht".
func (p *turningPos) String() string {
	var b strings.Builder
	if p.shown {
		b.WriteString(p.code + " ")
	}
	for _, h := range p.heads {
		if h {
			b.WriteByte('h')
		} else {
			b.WriteByte('t')
		}
	}
	return b.String()
}

// Name is the ruleset's name.
func (r *turningRules) Name() string { return r.name }

// Impartial is true.
func (*turningRules) Impartial() bool { return true }

// Parse reads the coins, 'h' (or 'H', '1') for heads and 't' (or 'T',
// '0') for tails; for turning, the code, a space and the coins.
func (r *turningRules) Parse(text string) (Position, error) {
	code, off := r.code, 0
	if r.code == "" {
		trimmed := strings.TrimLeft(text, " \t")
		lead := len(text) - len(trimmed)
		end := strings.IndexAny(trimmed, " \t")
		if end < 0 {
			if trimmed == "" {
				return nil, &ParseError{Col: 1, Msg: "no turning code (a position is the code, a space and the coins: \"1-3 thht\")"}
			}
			return nil, &ParseError{Col: len([]rune(text)) + 1, Msg: "no coins after the code (a position is the code, a space and the coins: \"1-3 thht\")"}
		}
		code = trimmed[:end]
		if _, err := r.spawning(code, lead); err != nil {
			return nil, err
		}
		off = lead + end
	}
	sp, err := r.spawning(code, 0)
	if err != nil {
		return nil, err
	}
	sc := &scanner{text: text, i: off}
	sc.space()
	var heads []bool
	for sc.i < len(text) && text[sc.i] != ' ' && text[sc.i] != '\t' {
		switch text[sc.i] {
		case 'h', 'H', '1':
			heads = append(heads, true)
		case 't', 'T', '0':
			heads = append(heads, false)
		default:
			return nil, sc.errorf(sc.i, "%s is not a coin (h or 1 for heads, t or 0 for tails)", sc.what(sc.i))
		}
		sc.i++
	}
	if !sc.done() {
		return nil, sc.errorf(sc.i, "%s after the coins", sc.what(sc.i))
	}
	if len(heads) == 0 {
		return nil, sc.errorf(sc.i, "no coins (write them as in \"thht\": h for heads, t for tails)")
	}
	if len(heads) > maxCoins {
		return nil, &ParseError{Col: 1, Msg: fmt.Sprintf("more than %d coins", maxCoins)}
	}
	return &turningPos{code: normalCode(code), shown: r.code == "", heads: heads, spawns: sp}, nil
}

// normalCode is the code as positions print it: upper-case modifiers.
func normalCode(code string) string { return strings.ToUpper(code) }

// spawning returns the heap form of code, parsed once; errors are at
// columns counted from off.
func (r *turningRules) spawning(code string, off int) (*spawning, error) {
	key := normalCode(code)
	if sp, ok := r.codes[key]; ok {
		return sp, nil
	}
	elems, err := parseTurningCode(key, off)
	if err != nil {
		return nil, err
	}
	sp := &spawning{elems: elems, g: []int32{0}}
	r.codes[key] = sp
	return sp, nil
}

// parseTurningCode reads a turning code (upper case); errors are at columns
// counted from off (a byte offset in the position's text).
func parseTurningCode(code string, off int) ([]turnElement, error) {
	fail := func(i int, format string, args ...any) error {
		return &ParseError{Col: off + i + 1, Msg: "turning code " + clip.Quote(code) + ": " + fmt.Sprintf(format, args...)}
	}
	what := func(i int) string {
		if i >= len(code) {
			return "the end"
		}
		r, _ := utf8.DecodeRuneInString(code[i:])
		return strconv.QuoteRune(r)
	}
	num := func(i int) (int, int, error) {
		j := i
		for j < len(code) && code[j] >= '0' && code[j] <= '9' {
			j++
		}
		if j == i {
			return 0, i, fail(i, "%s where a number of coins is expected", what(i))
		}
		n, err := strconv.Atoi(code[i:j])
		if err != nil || n > maxCoins {
			return 0, i, fail(i, "%s is too large", clip.Digits(code[i:j]))
		}
		return n, j, nil
	}
	var elems []turnElement
	i := 0
	for {
		var e turnElement
		start := i
		lo, j, err := num(i)
		if err != nil {
			return nil, err
		}
		if lo == 0 {
			return nil, fail(start, "a move turns at least one coin")
		}
		e.min, e.max, i = lo, lo, j
		switch {
		case i < len(code) && code[i] == '+':
			e.max, i = -1, i+1
		case i < len(code) && code[i] == '-':
			hi, j, err := num(i + 1)
			if err != nil {
				return nil, err
			}
			if hi < lo {
				return nil, fail(i+1, "the range %d-%d is empty", lo, hi)
			}
			e.max, i = hi, j
		}
		for i < len(code) && code[i] != ',' {
			switch code[i] {
			case 'C':
				if i+1 < len(code) && code[i+1] == '(' {
					n, j, err := num(i + 2)
					if err != nil {
						return nil, err
					}
					if j >= len(code) || code[j] != ')' {
						return nil, fail(j, "%s where ')' is expected", what(j))
					}
					if n == 0 {
						return nil, fail(i+2, "C(0) allows no move")
					}
					e.window, i = n, j+1
					continue
				}
				e.spacing = 'C'
			case 'E', 'S':
				e.spacing = code[i]
			case 'F':
				e.first = true
			case '(':
				// CGSuite 2.x's notation: one group of modifiers at the end
				// of the code, for every element: "1,2,3(5)" is 1-3C(5),
				// "1+(C)" is 1+C, "4(FS)" is 4FS.
				return applyModifierGroup(append(elems, e), code, i, fail)
			default:
				return nil, fail(i, "%s is not a modifier (C, E, S, F or C(n))", what(i))
			}
			i++
		}
		elems = append(elems, e)
		if i == len(code) {
			return elems, nil
		}
		i++ // the comma
	}
}

// applyModifierGroup reads the group of modifiers "(...)" at code[i], the
// last thing in the code, and gives its modifiers to every element: letters
// C, E, S and F as written after an element, or a number n, C(n) (within n
// adjacent coins).
func applyModifierGroup(elems []turnElement, code string, i int, fail func(int, string, ...any) error) ([]turnElement, error) {
	end := strings.IndexByte(code[i:], ')')
	if end < 0 {
		return nil, fail(len(code), "the end where ')' is expected")
	}
	end += i
	if end+1 != len(code) {
		return nil, fail(end+1, "%q after the group of modifiers, which ends the code", code[end+1:])
	}
	group := code[i+1 : end]
	if group == "" {
		return nil, fail(i, "an empty group of modifiers")
	}
	if group[0] >= '0' && group[0] <= '9' {
		n, err := strconv.Atoi(group)
		if err != nil || n > maxCoins {
			return nil, fail(i+1, "%q is not a number of coins", group)
		}
		if n == 0 {
			return nil, fail(i+1, "(0) allows no move")
		}
		for k := range elems {
			elems[k].window = n
		}
		return elems, nil
	}
	for j := 0; j < len(group); j++ {
		c := group[j]
		if c != 'C' && c != 'E' && c != 'S' && c != 'F' {
			return nil, fail(i+1+j, "%q is not a modifier (C, E, S or F) of the group", string(c))
		}
		for k := range elems {
			if c == 'F' {
				elems[k].first = true
			} else {
				elems[k].spacing = c
			}
		}
	}
	return elems, nil
}

// moves calls f with the coins below n that each move from a head at coin
// n turns (spawned), in turn, until f returns false.
func (sp *spawning) moves(n int, f func(spawned []int) bool) bool {
	buf := make([]int, 0, 8)
	for _, e := range sp.elems {
		hi := n
		if e.max >= 0 {
			hi = min(hi, e.max)
		}
		lo := 1
		if e.window > 0 {
			lo = max(1, n-e.window+1)
			hi = min(hi, e.window)
		}
		for k := e.min; k <= hi; k++ {
			if !e.sets(n, k, lo, buf, f) {
				return false
			}
		}
	}
	return true
}

// sets calls f with each set of k−1 coins in [lo, n−1] that e allows
// turned with coin n.
func (e turnElement) sets(n, k, lo int, buf []int, f func([]int) bool) bool {
	c := k - 1
	if c == 0 {
		if e.first && n != 1 {
			return true
		}
		return f(buf[:0])
	}
	switch e.spacing {
	case 'C':
		a := n - c
		if a < lo || e.first && a != 1 {
			return true
		}
		buf = buf[:0]
		for x := a; x < n; x++ {
			buf = append(buf, x)
		}
		return f(buf)
	case 'E':
		for d := 1; n-c*d >= lo; d++ {
			a := n - c*d
			if e.first && a != 1 {
				continue
			}
			buf = buf[:0]
			for x := a; x < n; x += d {
				buf = append(buf, x)
			}
			if !f(buf) {
				return false
			}
		}
		return true
	case 'S':
		pairs, center := (c-1)/2, (c-1)%2 == 1
		for a := lo; a < n; a++ {
			if e.first && a != 1 {
				break
			}
			if center && (a+n)%2 != 0 {
				continue
			}
			// the left halves of the pairs: b with a < b < a+n−b
			var half []int
			for b := a + 1; 2*b < a+n; b++ {
				half = append(half, b)
			}
			ok := choose(half, pairs, func(chosen []int) bool {
				buf = append(buf[:0], a)
				buf = append(buf, chosen...)
				if center {
					buf = append(buf, (a+n)/2)
				}
				for i := len(chosen) - 1; i >= 0; i-- {
					buf = append(buf, a+n-chosen[i])
				}
				return f(buf)
			})
			if !ok {
				return false
			}
		}
		return true
	}
	// any c coins in [lo, n−1], coin 1 among them for F
	from := lo
	if e.first {
		if lo != 1 {
			return true
		}
		pool := make([]int, 0, n-2)
		for x := 2; x < n; x++ {
			pool = append(pool, x)
		}
		return choose(pool, c-1, func(chosen []int) bool {
			return f(append(append(buf[:0], 1), chosen...))
		})
	}
	pool := make([]int, 0, n-from)
	for x := from; x < n; x++ {
		pool = append(pool, x)
	}
	return choose(pool, c, f)
}

// choose calls f with each k-subset of pool (in increasing order), until f
// returns false.
func choose(pool []int, k int, f func([]int) bool) bool {
	chosen := make([]int, 0, k)
	var rec func(from int) bool
	rec = func(from int) bool {
		if len(chosen) == k {
			return f(chosen)
		}
		for i := from; i <= len(pool)-(k-len(chosen)); i++ {
			chosen = append(chosen, pool[i])
			if !rec(i + 1) {
				return false
			}
			chosen = chosen[:len(chosen)-1]
		}
		return true
	}
	return rec(0)
}

// grundy returns the Grundy value of a head at coin n, extending the table.
// The values seen among a coin's options are marked in a bit set while the
// values are below 2^24 (a set of a power of two above the largest value,
// which bounds the nim-sums), in a map beyond.
func (r *turningRules) grundy(sp *spawning, n int) (int, error) {
	for len(sp.g) <= n {
		m := len(sp.g)
		top := int32(0)
		for _, g := range sp.g {
			top = max(top, g)
		}
		bound := 1
		for int32(bound) <= top {
			bound *= 2
		}
		// A unit of work for each 8 heaps scanned for the top value and each
		// 64 bytes of the set of values allocated.
		if err := r.s.Work(m/8 + bound/512 + 1); err != nil {
			return 0, err
		}
		var bitset []uint64
		var seenMap map[int32]bool
		if bound <= 1<<24 {
			bitset = make([]uint64, (bound+63)/64)
		} else {
			seenMap = map[int32]bool{}
		}
		var err error
		sp.moves(m, func(spawned []int) bool {
			// A unit of work for each move.
			if err = r.s.Work(1 + len(spawned)/8); err != nil {
				return false
			}
			x := int32(0)
			for _, a := range spawned {
				x ^= sp.g[a]
			}
			if bitset != nil {
				bitset[x/64] |= 1 << (x % 64)
			} else {
				seenMap[x] = true
			}
			return true
		})
		if err != nil {
			return 0, err
		}
		g := int32(0)
		if bitset != nil {
			for w, word := range bitset {
				if word != ^uint64(0) {
					g = int32(w*64 + bits.TrailingZeros64(^word))
					break
				}
				g = int32(len(bitset) * 64)
			}
		} else {
			for seenMap[g] {
				g++
			}
		}
		sp.g = append(sp.g, g)
	}
	return int(sp.g[n]), nil
}

// NimValue returns the nim-sum of the heads' Grundy values.
func (r *turningRules) NimValue(p Position) (int, error) {
	q := p.(*turningPos)
	g := 0
	for i := len(q.heads) - 1; i >= 0; i-- {
		if q.heads[i] {
			v, err := r.grundy(q.spawns, i+1)
			if err != nil {
				return 0, err
			}
			g ^= v
		}
	}
	return g, nil
}

// Value is the nimber of NimValue.
func (r *turningRules) Value(p Position) (games.ID, error) {
	g, err := r.NimValue(p)
	if err != nil {
		return 0, err
	}
	return r.s.Value(games.NUS{M: uint64(g)}), nil
}

// Options turns coins: for each head, each set of coins the code allows
// with it.
func (r *turningRules) Options(p Position) (left, right []Position) {
	q := p.(*turningPos)
	seen := map[string]bool{}
	for i, h := range q.heads {
		if !h {
			continue
		}
		q.spawns.moves(i+1, func(spawned []int) bool {
			next := &turningPos{code: q.code, shown: q.shown, heads: append([]bool(nil), q.heads...), spawns: q.spawns}
			next.heads[i] = false
			for _, a := range spawned {
				next.heads[a-1] = !next.heads[a-1]
			}
			if k := next.String(); !seen[k] {
				seen[k] = true
				left = append(left, next)
			}
			return true
		})
	}
	return left, left
}
