package impartial

import (
	"math/bits"
	"strconv"
	"strings"
)

// constraint restricts the sizes of the heaps a move leaves when it leaves
// two or more: written after a digit as "!", "?" or "=".
type constraint uint8

const (
	free        constraint = iota // any sizes
	someUnequal                   // "?": not all the same size
	allUnequal                    // "!": pairwise different sizes
	allEqual                      // "=": all the same size
	disallowed                    // (while parsing) this number of heaps is not allowed
)

func (c constraint) String() string {
	switch c {
	case someUnequal:
		return "?"
	case allUnequal:
		return "!"
	case allEqual:
		return "="
	}
	return ""
}

// maxHeapCount is the largest number of heaps a digit can name one by one
// ({0,…,63} or &n;); "+" and "*" allow any number beyond it.
const maxHeapCount = 63

// tbDigit is one digit of a take-and-break code: which numbers of heaps a
// move may leave, and how their sizes are constrained. A digit is kept in
// the normal form described at normDigit, so two digits with the same
// rules are equal.
type tbDigit struct {
	allow uint64 // bit h: the move may leave h heaps (h ≤ 63)
	more  bool   // and any number above the highest h in allow, with its constraint
	// bit h of one of these (h in allow): the constraint for h heaps;
	// none set means free.
	some, unequal, equal uint64
	// loneTwo: a single heap left must have two counters or more. It is
	// CGSuite's reading of "?" on one heap (see Ruleset.CGSuiteReading),
	// set only where the digit allows one heap under "?".
	loneTwo bool
}

// isZero reports whether the digit allows no move.
func (d tbDigit) isZero() bool { return d.allow == 0 }

// top is the highest number of heaps named in allow, or −1.
func (d tbDigit) top() int { return 63 - bits.LeadingZeros64(d.allow) }

// allows reports whether h heaps may be left.
func (d tbDigit) allows(h int) bool {
	if h <= maxHeapCount && d.allow&(1<<h) != 0 {
		return true
	}
	return d.more && h > d.top()
}

// cons is the constraint for h heaps, which the digit must allow.
func (d tbDigit) cons(h int) constraint {
	if h > d.top() {
		h = d.top()
	}
	bit := uint64(1) << h
	switch {
	case d.some&bit != 0:
		return someUnequal
	case d.unequal&bit != 0:
		return allUnequal
	case d.equal&bit != 0:
		return allEqual
	}
	return free
}

// maxHeaps is the most heaps a move may leave from n counters.
func (d tbDigit) maxHeaps(n int) int {
	if d.more {
		return n
	}
	return min(n, d.top())
}

// plainBits returns the octal/hexadecimal bits of a digit without
// constraints or more than three heaps: bit h for h heaps.
func (d tbDigit) plainBits() uint8 { return uint8(d.allow & 0xf) }

// constrained reports whether the digit has any constraint.
func (d tbDigit) constrained() bool { return d.some|d.unequal|d.equal != 0 }

// normDigit builds a digit from one constraint per number of heaps
// (disallowed where that number is not allowed) and whether every number
// above the last is allowed too ("+", "*"). The normal form is CGSuite's
// (Siegel, version 2.x, TBCode): constraints only matter for two or more
// heaps, so when all the numbers ≥ 2 allowed share one constraint it is
// given to every allowed number, and otherwise the numbers 0 and 1 are
// free; a "+" list is cut back to the first of its final run of equal
// constraints, after being read as though it named at least 0–3.
func normDigit(cs []constraint, more bool) tbDigit {
	for len(cs) > 0 && cs[len(cs)-1] == disallowed {
		cs = cs[:len(cs)-1]
	}
	if len(cs) == 0 {
		return tbDigit{}
	}
	cs = append([]constraint(nil), cs...)
	if more {
		for len(cs) < 4 {
			cs = append(cs, cs[len(cs)-1])
		}
	}
	kinds := map[constraint]bool{}
	var only constraint
	for _, c := range cs[min(2, len(cs)):] {
		if c != disallowed {
			kinds[c] = true
			only = c
		}
	}
	for h, c := range cs {
		switch {
		case c == disallowed:
		case len(kinds) == 1:
			cs[h] = only
		case h < 2:
			cs[h] = free
		}
	}
	if more {
		last := cs[len(cs)-1]
		i := len(cs) - 1
		for i > 0 && cs[i-1] == last {
			i--
		}
		cs = cs[:i+1]
	}
	var d tbDigit
	d.more = more
	for h, c := range cs {
		if c == disallowed {
			continue
		}
		bit := uint64(1) << h
		d.allow |= bit
		switch c {
		case someUnequal:
			d.some |= bit
		case allUnequal:
			d.unequal |= bit
		case allEqual:
			d.equal |= bit
		}
	}
	return d
}

// base32 are the digits of codes: bit h of the digit's value allows h
// heaps, so 0–7 are octal, 8–f hexadecimal, g–v allow four heaps.
const base32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"

// String writes the digit as CGSuite does: a base-32 digit (or &n; for
// larger) with its constraint when all allowed numbers share one and no
// "+" is needed; "*" or {h,…,+} with the constraint after it when they
// share one and more are allowed; else {h…,…} with each constraint.
func (d tbDigit) String() string {
	if d.isZero() {
		return "0"
	}
	last := d.cons(d.top())
	consistent := true
	for h := 0; h <= d.top(); h++ {
		if d.allow&(1<<h) != 0 && d.cons(h) != last {
			consistent = false
		}
	}
	var b strings.Builder
	switch {
	case consistent && !d.more:
		if d.allow < 32 {
			b.WriteByte(base32[d.allow])
		} else {
			b.WriteString("&" + strconv.FormatUint(d.allow, 10) + ";")
		}
		b.WriteString(last.String())
	case consistent && d.allow == 1:
		b.WriteString("*" + last.String())
	case consistent:
		b.WriteByte('{')
		sep := ""
		for h := 0; h <= d.top(); h++ {
			if d.allow&(1<<h) != 0 {
				b.WriteString(sep + strconv.Itoa(h))
				sep = ","
			}
		}
		b.WriteString("+}" + last.String())
	default:
		b.WriteByte('{')
		sep := ""
		for h := 0; h <= d.top(); h++ {
			if d.allow&(1<<h) != 0 {
				b.WriteString(sep + strconv.Itoa(h) + d.cons(h).String())
				sep = ","
			}
		}
		if d.more {
			b.WriteByte('+')
		}
		b.WriteByte('}')
	}
	return b.String()
}
