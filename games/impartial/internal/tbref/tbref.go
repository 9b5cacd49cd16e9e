// Package tbref is a plain, independent reading of take-and-break codes,
// kept for tests: the differential check of games/impartial compares its
// parser, its options, its nim values and every period it certifies with
// what this package computes from the published definitions alone.
//
// The definitions (Guy and Smith 1956, "The G-values of various games";
// Winning Ways ch. 4; CGSuite's documentation of TakeAndBreak codes): a
// code d₀.d₁d₂… says, for each k, how many heaps a move that removes k
// counters from one heap may leave; bit h of a digit allows h heaps
// (base 32, so the digits 0–9 and a–v name up to four heaps); every heap
// left is non-empty, so leaving no heap means the heap had exactly k
// counters. A digit may also be a set {h,h,…} ("+" after the last: that
// many or more), "*" (any number, none included) or &n; (the digit n), and
// may carry a constraint on the sizes of the heaps left: "!" pairwise
// different, "?" not all the same, "=" all the same. A repeating tail
// [d…] continues the code for ever; digits before d₀ are for adding
// counters (the one just before d₀ adds one). sub{a,b,…} is the
// subtraction game 0.d₁d₂… with dₖ = 3 exactly for k in the set.
//
// Nothing here is shared with games/impartial: this package has its own
// reading of the code string, lists the options of a heap by enumerating
// the partitions of what is left, and finds the values by the mex of the
// XOR of the parts' values (Sprague–Grundy). It is slow by design: the
// partitions are listed one by one.
package tbref

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Reading chooses between the two readings of "?" in use.
type Reading struct {
	// QuestionLoneHeap is CGSuite 2.x's reading (its TBCode traversal):
	// when every number of two or more heaps a digit allows carries "?",
	// the constraint also applies to a single heap left, and a lone heap
	// of one counter is refused. Without it (cgcalc's reading) "?", like
	// "!" and "=", constrains only moves that leave two or more heaps.
	QuestionLoneHeap bool
}

// cons is a constraint on the sizes of the heaps a move leaves.
type cons uint8

const (
	free        cons = iota
	distinct         // "!"
	notAllEqual      // "?"
	allEqual         // "="
)

// entry allows a number of heaps, with its constraint.
type entry struct {
	heaps int
	c     cons
}

// digit is one digit of a code: the numbers of heaps it allows, listed in
// increasing order, and whether every number above the last listed one is
// allowed too, with the last one's constraint.
type digit struct {
	list []entry
	more bool
}

func (d digit) zero() bool { return len(d.list) == 0 }

// rule reports whether the digit allows h heaps, and their constraint.
func (d digit) rule(h int) (bool, cons) {
	for _, e := range d.list {
		if e.heaps == h {
			return true, e.c
		}
	}
	if n := len(d.list); d.more && n > 0 && h > d.list[n-1].heaps {
		return true, d.list[n-1].c
	}
	return false, free
}

// most is the largest number of heaps the digit allows, or −1 for any.
func (d digit) most() int {
	if d.more {
		return -1
	}
	if len(d.list) == 0 {
		return 0
	}
	return d.list[len(d.list)-1].heaps
}

// loneCons is the constraint CGSuite's reading puts on a single heap: the
// one every allowed number of two or more heaps shares, if they share
// one; otherwise none.
func (d digit) loneCons() cons {
	seen := map[cons]bool{}
	for _, e := range d.list {
		if e.heaps >= 2 {
			seen[e.c] = true
		}
	}
	if d.more && len(d.list) > 0 {
		seen[d.list[len(d.list)-1].c] = true
	}
	if len(seen) != 1 {
		return free
	}
	for c := range seen {
		return c
	}
	return free
}

// Code is a take-and-break code read by this package.
type Code struct {
	add  []digit // add[j−1]: adding j counters
	pre  []digit // d₀, d₁, …
	tail []digit // repeats after pre; nil if none
	rd   Reading
}

// Parse reads a code: d₀.d₁d₂… with the notation of the package comment,
// or sub{a,b,…}. Spaces and underscores between digits are ignored.
func Parse(code string, rd Reading) (*Code, error) {
	s := strings.ToLower(strings.TrimSpace(code))
	if strings.HasPrefix(s, "sub") {
		return parseSub(strings.TrimSpace(s[3:]), rd)
	}
	p := &parser{s: s}
	var before, after, tail []digit
	part := 0 // 0 before the point, 1 after it, 2 in the tail, 3 after the tail
	bang := false
	for p.skip(); p.i < len(p.s); p.skip() {
		ch := p.s[p.i]
		switch {
		case ch == '.':
			if part != 0 {
				return nil, errors.New("a second point")
			}
			part = 1
			p.i++
			continue
		case ch == '[':
			if part != 1 {
				return nil, errors.New("'[' out of place")
			}
			part = 2
			tail = []digit{}
			p.i++
			continue
		case ch == ']':
			if part != 2 || len(tail) == 0 {
				return nil, errors.New("']' out of place")
			}
			part = 3
			p.i++
			continue
		case ch == '!' && part == 0 && len(before) == 0 && !bang:
			bang = true
			p.i++
			continue
		}
		if part == 3 {
			return nil, errors.New("text after the tail")
		}
		d, err := p.digit()
		if err != nil {
			return nil, err
		}
		switch part {
		case 0:
			before = append(before, d)
		case 1:
			after = append(after, d)
		default:
			tail = append(tail, d)
		}
	}
	if part == 0 {
		return nil, errors.New("no point")
	}
	if part == 2 {
		return nil, errors.New("no ']'")
	}
	if bang {
		for _, ds := range [][]digit{before, after, tail} {
			for i := range ds {
				ds[i] = withCons(ds[i], distinct)
			}
		}
	}
	c := &Code{rd: rd, tail: tail}
	d0 := digit{}
	if len(before) > 0 {
		d0 = before[len(before)-1]
		for j := len(before) - 2; j >= 0; j-- {
			c.add = append(c.add, before[j])
		}
	}
	if ok, _ := d0.rule(0); ok {
		return nil, errors.New("d0 leaves no heap")
	}
	if ok, _ := d0.rule(1); ok {
		return nil, errors.New("d0 leaves the heap as it was")
	}
	c.pre = append([]digit{d0}, after...)
	return c, nil
}

// withCons gives every number of heaps of d the constraint c.
func withCons(d digit, c cons) digit {
	out := digit{more: d.more}
	for _, e := range d.list {
		out.list = append(out.list, entry{e.heaps, c})
	}
	return out
}

func parseSub(s string, rd Reading) (*Code, error) {
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return nil, errors.New("bad subtraction game")
	}
	var set []int
	top := 0
	for _, f := range strings.Split(s[1:len(s)-1], ",") {
		k, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || k < 1 || k > 1<<16 {
			return nil, fmt.Errorf("bad number %q", f)
		}
		set = append(set, k)
		top = max(top, k)
	}
	c := &Code{rd: rd, pre: make([]digit, top+1)}
	for _, k := range set {
		c.pre[k] = digit{list: []entry{{0, free}, {1, free}}}
	}
	return c, nil
}

// parser reads the digits of a code.
type parser struct {
	s string
	i int
}

func (p *parser) skip() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '_') {
		p.i++
	}
}

// constraint reads an optional "!", "?" or "=".
func (p *parser) constraint() (cons, bool) {
	p.skip()
	if p.i < len(p.s) {
		switch p.s[p.i] {
		case '!':
			p.i++
			return distinct, true
		case '?':
			p.i++
			return notAllEqual, true
		case '=':
			p.i++
			return allEqual, true
		}
	}
	return free, false
}

// bitsDigit is the digit whose bit h allows h heaps, all under c.
func bitsDigit(v uint64, c cons) digit {
	var d digit
	for h := 0; h < 64; h++ {
		if v&(1<<h) != 0 {
			d.list = append(d.list, entry{h, c})
		}
	}
	return d
}

func (p *parser) digit() (digit, error) {
	ch := p.s[p.i]
	switch {
	case ch == '*':
		p.i++
		c, _ := p.constraint()
		return digit{list: []entry{{0, c}}, more: true}, nil
	case ch == '&':
		end := strings.IndexByte(p.s[p.i:], ';')
		if end < 0 {
			return digit{}, errors.New("'&' without ';'")
		}
		v, err := strconv.ParseUint(p.s[p.i+1:p.i+end], 10, 63)
		if err != nil {
			return digit{}, fmt.Errorf("bad &n;: %v", err)
		}
		p.i += end + 1
		c, _ := p.constraint()
		return bitsDigit(v, c), nil
	case ch == '{':
		return p.set()
	case ch >= '0' && ch <= '9':
		p.i++
		c, _ := p.constraint()
		return bitsDigit(uint64(ch-'0'), c), nil
	case ch >= 'a' && ch <= 'v':
		p.i++
		c, _ := p.constraint()
		return bitsDigit(uint64(ch-'a'+10), c), nil
	}
	return digit{}, fmt.Errorf("%q is not a digit", ch)
}

// set reads {h[c],h[c],…[+]}[c].
func (p *parser) set() (digit, error) {
	end := strings.IndexByte(p.s[p.i:], '}')
	if end < 0 {
		return digit{}, errors.New("'{' without '}'")
	}
	body := p.s[p.i+1 : p.i+end]
	p.i += end + 1
	global, hasGlobal := p.constraint()
	more := false
	if t := strings.TrimRight(body, " _"); strings.HasSuffix(t, "+") {
		more = true
		body = t[:len(t)-1]
	}
	byCount := map[int]cons{}
	top := -1
	for _, item := range strings.Split(body, ",") {
		item = strings.Trim(item, " _")
		c, own := free, false
		if n := len(item); n > 0 {
			switch item[n-1] {
			case '!':
				c, own = distinct, true
			case '?':
				c, own = notAllEqual, true
			case '=':
				c, own = allEqual, true
			}
			if own {
				item = strings.Trim(item[:n-1], " _")
			}
		}
		if own && hasGlobal {
			return digit{}, errors.New("constraints inside and after {...}")
		}
		if hasGlobal {
			c = global
		}
		h, err := strconv.Atoi(item)
		if err != nil || h < 0 || h > 63 || strconv.Itoa(h) != item {
			return digit{}, fmt.Errorf("bad number of heaps %q", item)
		}
		if old, ok := byCount[h]; ok && old != c {
			return digit{}, fmt.Errorf("%d heaps twice", h)
		}
		byCount[h] = c
		top = max(top, h)
	}
	d := digit{more: more}
	for h := 0; h <= top; h++ {
		if c, ok := byCount[h]; ok {
			d.list = append(d.list, entry{h, c})
		}
	}
	return d, nil
}

// digitAt is the digit for removing k counters (adding −k if k < 0).
func (c *Code) digitAt(k int) digit {
	switch {
	case k < 0:
		if -k-1 < len(c.add) {
			return c.add[-k-1]
		}
		return digit{}
	case k < len(c.pre):
		return c.pre[k]
	case c.tail == nil:
		return digit{}
	}
	return c.tail[(k-len(c.pre))%len(c.tail)]
}

// MaxHeaps is the most heaps a move may leave, or −1 if some digit allows
// any number.
func (c *Code) MaxHeaps() int {
	m := 0
	for _, ds := range [][]digit{c.add, c.pre, c.tail} {
		for _, d := range ds {
			if d.most() < 0 {
				return -1
			}
			m = max(m, d.most())
		}
	}
	return m
}

// ok reports whether the heaps left (in increasing order) meet the
// constraint c of digit d.
func (c *Code) ok(d digit, con cons, parts []int) bool {
	h := len(parts)
	if h == 1 {
		return !(c.rd.QuestionLoneHeap && d.loneCons() == notAllEqual && parts[0] == 1)
	}
	if h == 0 {
		return true
	}
	switch con {
	case distinct:
		for i := 1; i < h; i++ {
			if parts[i] == parts[i-1] {
				return false
			}
		}
	case notAllEqual:
		return parts[0] != parts[h-1]
	case allEqual:
		return parts[0] == parts[h-1]
	}
	return true
}

// Options calls yield with each option of a heap of n, until yield
// returns false: the heaps left, in increasing order, none for a heap
// taken away. yield may keep the slice only until it returns; it may call
// Options again.
func (c *Code) Options(n int, yield func(parts []int) bool) {
	if n <= 0 {
		return
	}
	for k := -len(c.add); k <= n; k++ {
		d := c.digitAt(k)
		if d.zero() {
			continue
		}
		r := n - k
		if r == 0 {
			if ok, _ := d.rule(0); ok && !yield(nil) {
				return
			}
			continue
		}
		for h := 1; h <= r; h++ {
			if m := d.most(); m >= 0 && h > m {
				break
			}
			ok, con := d.rule(h)
			if !ok {
				continue
			}
			parts := make([]int, h)
			if !partitions(parts, 0, 1, r, func() bool {
				return !c.ok(d, con, parts) || yield(parts)
			}) {
				return
			}
		}
	}
}

// partitions sets parts[i:] to each way of writing left as len(parts)−i
// parts of at least lo, in increasing order, calling each for each until
// it returns false; it returns false if each did.
func partitions(parts []int, i, lo, left int, each func() bool) bool {
	h := len(parts) - i
	if h == 1 {
		if left < lo {
			return true
		}
		parts[i] = left
		return each()
	}
	for a := lo; a*h <= left; a++ {
		parts[i] = a
		if !partitions(parts, i+1, a, left-a, each) {
			return false
		}
	}
	return true
}

// Grows reports whether some heap n ≥ 1 has an option with a heap of n
// or more: only a move that adds j counters can do that, and it leaves
// h ≤ j+1 heaps (the others hold at most j counters). If one n does, one
// n ≤ j+2 does: with one heap left any n does; with free sizes n = 1
// does; with "!" or "?" n = j+2 does, the large heap then being above
// all the others (at most j); with "=" the h equal heaps of at least n
// sum to n+j, so n ≤ j/(h−1).
func (c *Code) Grows() bool {
	for i, d := range c.add {
		j := i + 1
		for h := 1; h <= j+1; h++ {
			ok, con := d.rule(h)
			if !ok {
				continue
			}
			for n := 1; n <= j+2; n++ {
				found := false
				parts := make([]int, h)
				partitions(parts, 0, 1, n+j, func() bool {
					found = parts[h-1] >= n && c.ok(d, con, parts)
					return !found
				})
				if found {
					return true
				}
			}
		}
	}
	return false
}

// ErrNoValues says that play from some heap may never end.
var ErrNoValues = errors.New("play may never end")

// Values returns G(0), …, G(n): G(h) is the least number that is not the
// XOR of the values of the heaps of an option of h. A heap whose value
// needs its own value (a cycle), or a heap beyond 2n+1000 (heaps that
// grow past every bound), means there are no values: ErrNoValues. Poll,
// if not nil, is called now and then; its error stops the computation.
func (c *Code) Values(n int, poll func() error) ([]int, error) {
	v := &valuer{c: c, g: make([]int, 1, n+1), state: []uint8{done}, limit: 2*n + 1000, poll: poll}
	for h := 1; h <= n; h++ {
		if _, err := v.value(h); err != nil {
			return nil, err
		}
	}
	return v.g[:n+1], nil
}

const (
	unknown uint8 = iota
	pending
	done
)

type valuer struct {
	c     *Code
	g     []int
	state []uint8
	limit int
	poll  func() error
	steps int
}

func (v *valuer) value(h int) (int, error) {
	if h >= v.limit {
		return 0, ErrNoValues
	}
	for len(v.g) <= h {
		v.g = append(v.g, 0)
		v.state = append(v.state, unknown)
	}
	switch v.state[h] {
	case done:
		return v.g[h], nil
	case pending:
		return 0, ErrNoValues
	}
	v.state[h] = pending
	var seen []bool // seen[x]: some option has value x
	var err error
	v.c.Options(h, func(parts []int) bool {
		if v.steps++; v.poll != nil && v.steps%4096 == 0 {
			if err = v.poll(); err != nil {
				return false
			}
		}
		x := 0
		for _, a := range parts {
			var g int
			if g, err = v.value(a); err != nil {
				return false
			}
			x ^= g
		}
		for len(seen) <= x {
			seen = append(seen, false)
		}
		seen[x] = true
		return true
	})
	if err != nil {
		return 0, err
	}
	m := 0
	for m < len(seen) && seen[m] {
		m++
	}
	v.g[h], v.state[h] = m, done
	return m, nil
}
