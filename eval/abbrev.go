package eval

import (
	"context"
	"strconv"
	"unicode/utf8"
)

// The display of a value to a person: the REPL at a terminal and the
// worksheet show a long value abbreviated, so that a list of 43,301 nim
// values does not flood the screen. Only the display is abbreviated: the
// value itself is whole, and print, prin1, format, scripts and cgcalc -e
// write it whole (their output is data).

// DisplayItems is how many elements of a list the display shows; "… N
// more" stands for the others: (0 1 2 … 43,298 more).
const DisplayItems = 100

// DisplayBytes is about how much text the display shows of one value,
// some 30 lines of 80 columns: a list shows no more elements past it, and
// an atom whose text is longer (a number of thousands of digits, a large
// canonical form) is cut, "… (N characters)" ending it.
const DisplayBytes = 2400

// Abbreviate prints v for the display, as PrintContext prints it (with
// escapes, interruptible by ctx) but abbreviated past DisplayItems
// elements of a list or DisplayBytes bytes, and reports whether the text
// is the whole value.
func Abbreviate(ctx context.Context, v Value) (string, bool, error) {
	p := printer{escape: true, limit: MaxPrintLength, items: DisplayItems, budget: DisplayBytes}
	p.ctx = ctx
	p.poll = interruptPoll(ctx)
	p.write(v, 0)
	if p.err != nil {
		return "", false, p.err
	}
	return p.b.String(), !p.full && !p.cut, nil
}

// stopList reports whether a list being displayed shows no more elements
// from x, its n-th cons, on: past the display's items or its budget. It
// then writes "… N more" for the elements left.
func (p *printer) stopList(x *Cons, n int) bool {
	if p.items <= 0 || n == 0 || (n < p.items && p.b.Len() < p.budget) {
		return false
	}
	rest := 0
	for v := Value(x); ; rest++ {
		c, ok := v.(*Cons)
		if !ok {
			break
		}
		v = c.Cdr
	}
	p.str("… " + Thousands(rest) + " more")
	p.cut = true
	return true
}

// abbreviateText cuts s to about n bytes, at a character boundary, and
// says how long it was: "12345… (3,011 characters)".
func abbreviateText(s string, n int) string {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "… (" + Thousands(utf8.RuneCountInString(s)) + " characters)"
}

// Thousands writes n in decimal with commas between groups of three
// digits: 43,298.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := ""
	if n < 0 {
		neg, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return neg + s
}
