package eval

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"cgcalc/reader"
)

// Value is a value of the language. The evaluator's own values are Number,
// Symbol, String, *Cons, *Builtin and *Lambda; nil (the empty list and false)
// is the symbol Nil and true is T. Any other type implementing Value is an
// opaque value supplied by a builtin (games are such values): the evaluator
// passes it around, prints it with String and compares it with eq by ==
// (pointers and comparable structs) or, for equal, by its Equal method when
// it has one (see Equaler).
type Value interface {
	// String returns the printed representation: the form prin1 and the
	// REPL show, which reads back as an equal value where that is possible.
	String() string
	// Type returns a short lower-case name of the value's type for error
	// messages, such as "number" or "game".
	Type() string
}

// Equaler is implemented by opaque values that define their own structural
// equality for equal.
type Equaler interface {
	Equal(other Value) bool
}

// Displayer is implemented by opaque values whose princ form differs from
// their String form.
type Displayer interface {
	Display() string
}

// ContextPrinter is a value whose printed form may take work (a game
// matched against the games the user named): PrintContext and
// Interp.Print pass it the context to watch, and cancelling that context
// stops it with an error (ErrInterrupted).
type ContextPrinter interface {
	PrintContext(ctx context.Context) (string, error)
}

// Symbol is a symbol, named by its (case-folded) name.
type Symbol string

// String is a string.
type String string

// Cons is a pair; lists are chains of conses ending in Nil. Conses are never
// modified, so lists cannot be circular.
type Cons struct {
	Car, Cdr Value
}

// Nil is the empty list and the false value; T is the canonical true value.
const (
	Nil = Symbol("nil")
	T   = Symbol("t")
)

// Bool returns T for true and Nil for false.
func Bool(b bool) Value {
	if b {
		return T
	}
	return Nil
}

// Truthy reports whether v counts as true (everything except Nil).
func Truthy(v Value) bool { return v != Nil }

// String, for each value type, returns its printed representation.
func (s Symbol) String() string { return reader.QuoteSymbol(string(s)) }
func (s String) String() string { return reader.QuoteString(string(s)) }
func (c *Cons) String() string  { return Repr(c) }

// Type, for each value type, returns its name for error messages.
func (Symbol) Type() string { return "symbol" }
func (String) Type() string { return "string" }
func (*Cons) Type() string  { return "list" }

// List returns a proper list of vals.
func List(vals ...Value) Value {
	var l Value = Nil
	for i := len(vals) - 1; i >= 0; i-- {
		l = &Cons{vals[i], l}
	}
	return l
}

// ListToSlice returns the elements of a proper list, or false when v is not
// a proper list.
func ListToSlice(v Value) ([]Value, bool) {
	var out []Value
	for {
		switch c := v.(type) {
		case *Cons:
			out = append(out, c.Car)
			v = c.Cdr
		default:
			return out, v == Nil
		}
	}
}

// maxPrintDepth is how deeply nested lists are printed before "..." stands
// for the rest.
const maxPrintDepth = 1000

// MaxPrintLength bounds the printed form of a value, in bytes: past it
// "..." stands for the rest. Lists share structure, so a small value can
// have an exponentially long printed form.
const MaxPrintLength = 1 << 22

// Repr returns the printed representation of v with escapes (prin1), cut
// short with "..." past MaxPrintLength bytes.
func Repr(v Value) string {
	s, _ := Print(v, true, MaxPrintLength)
	return s
}

// Display returns v printed without escapes (princ): strings without quotes,
// symbols without '!'. Like Repr, it stops at MaxPrintLength bytes.
func Display(v Value) string {
	s, _ := Print(v, false, MaxPrintLength)
	return s
}

// Print prints v, with escapes (prin1) or without (princ), in at most
// about limit bytes, and reports whether the whole value was printed. When
// it was not, the text ends with "...". A number too long to fit is not
// converted to decimal at all (that alone can take seconds).
func Print(v Value, escape bool, limit int) (string, bool) {
	p := printer{escape: escape, limit: limit}
	p.write(v, 0)
	return p.b.String(), !p.full && !p.cut
}

// printer writes values into b until it holds more than limit bytes.
type printer struct {
	b      strings.Builder
	escape bool
	limit  int
	full   bool // the limit was reached and "..." written
	cut    bool // a number was shown by its size only, or the display abbreviated

	// For the display of a value to a person (Abbreviate): items, if
	// positive, is how many elements of a list are shown before "… N
	// more)" stands for the rest, and budget, if positive, the length in
	// bytes past which a list shows no more elements and a longer atom is
	// cut.
	items, budget int

	// For printing that can be interrupted (PrintContext, Interp.Print):
	// ctx, if not nil, is where long numbers are converted (NumberText),
	// and poll, if not nil, is called with no work after each 64 KiB
	// written (the caller that writes the text charges for it) and with a
	// unit for each 64 bits of a long number before it is converted; the
	// first error stops the printing and is kept in err.
	ctx    context.Context
	poll   func(n int) error
	polled int // length of b at the last poll
	err    error
}

// progress polls after each 64 KiB written and reports whether printing
// may go on.
func (p *printer) progress() bool {
	if p.poll == nil || p.err != nil {
		return p.err == nil
	}
	if p.b.Len()-p.polled >= 64<<10 {
		p.polled = p.b.Len()
		return p.charge(0)
	}
	return true
}

// charge calls poll with n units of work and reports whether printing may
// go on.
func (p *printer) charge(n int) bool {
	if p.poll == nil || p.err != nil {
		return p.err == nil
	}
	if p.err = p.poll(n); p.err != nil {
		p.full = true // write nothing more
	}
	return p.err == nil
}

func (p *printer) str(s string) {
	if p.full {
		return
	}
	if p.budget > 0 && len(s) > p.budget {
		s = abbreviateText(s, p.budget)
		p.cut = true
	}
	if room := p.limit - p.b.Len(); len(s) > room {
		// Keep what fits, cut at a character boundary.
		for room > 0 && !utf8.RuneStart(s[room]) {
			room--
		}
		p.b.WriteString(s[:max(room, 0)])
		p.b.WriteString("...")
		p.full = true
		return
	}
	p.b.WriteString(s)
}

func (p *printer) write(v Value, depth int) {
	if p.full {
		return
	}
	switch x := v.(type) {
	case *Cons:
		if depth >= maxPrintDepth {
			p.str("(...)")
			return
		}
		p.str("(")
		for n := 0; !p.full && p.progress(); n++ {
			if p.stopList(x, n) {
				break
			}
			p.write(x.Car, depth+1)
			next, ok := x.Cdr.(*Cons)
			if !ok {
				if x.Cdr != Nil {
					p.str(" . ")
					p.write(x.Cdr, depth+1)
				}
				break
			}
			p.str(" ")
			x = next
		}
		p.str(")")
	case String:
		if p.escape {
			p.str(x.String())
		} else {
			p.str(string(x))
		}
	case Symbol:
		if p.escape {
			p.str(x.String())
		} else {
			p.str(string(x))
		}
	case Number:
		// About log10(2) decimal digits a bit; estimate before converting.
		n := x.BitLen()
		if n > 4096 && n*30103/100000 > p.limit-p.b.Len() {
			p.str(fmt.Sprintf("#<number of about %d digits>", n*30103/100000))
			p.cut = true
			return
		}
		if p.ctx == nil || n <= SlowTextBits {
			p.str(x.String())
			return
		}
		if !p.charge(n / 64) {
			return
		}
		s, err := NumberText(p.ctx, x)
		if err != nil {
			p.err, p.full = err, true
			return
		}
		p.str(s)
	case Displayer:
		if p.escape {
			p.str(v.String())
		} else {
			p.str(x.Display())
		}
	case ContextPrinter:
		if p.ctx == nil {
			p.str(v.String())
			return
		}
		s, err := x.PrintContext(p.ctx)
		if err != nil {
			p.err, p.full = err, true
			return
		}
		p.str(s)
	default:
		p.str(v.String())
	}
}

// Eq reports whether a and b are the same object: the same symbol, the same
// cons, the same function, or numbers of equal value (eq and eql agree).
// Opaque values are compared with == when their type is comparable.
func Eq(a, b Value) bool {
	switch x := a.(type) {
	case Symbol:
		y, ok := b.(Symbol)
		return ok && x == y
	case Number:
		y, ok := b.(Number)
		return ok && x.Equal(y)
	case String:
		// Strings are values, not objects, in this implementation.
		y, ok := b.(String)
		return ok && x == y
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	if ta != tb || !ta.Comparable() {
		return false
	}
	return a == b
}

// Equal reports whether a and b are structurally equal: Eq, or conses with
// equal cars and cdrs, or opaque values whose Equal method says so.
func Equal(a, b Value) bool {
	eq, _ := equal(a, b, nil)
	return eq
}

// Equal is the function Equal for builtins: it charges a step for each
// pair of values compared beyond the first few (a Tick every 1024), so
// that Ctrl-C and MaxSteps stop the comparison of long or deep lists, and
// returns Tick's error when they do. Atoms compare as fast as with Equal.
func (in *Interp) Equal(a, b Value) (bool, error) { return equal(a, b, in) }

// equalFree is the number of pairs an interruptible comparison compares
// before it charges for them: the walk of a list of atoms (assoc, member)
// charges for each element already.
const equalFree = 32

// equal compares a and b, charging in (if not nil) for the work.
func equal(a, b Value, in *Interp) (bool, error) {
	_, consA := a.(*Cons)
	_, consB := b.(*Cons)
	if !consA && !consB {
		return equalAtoms(a, b), nil
	}
	// An explicit stack instead of recursion: lists may nest arbitrarily
	// deep. Conses never change, so a pair of conses met a second time
	// (shared structure) need not be compared again; the set of pairs seen
	// is kept once the comparison gets long.
	type pair struct{ a, b Value }
	const remember = 4096 // pairs compared before the seen set starts
	var seen map[[2]*Cons]bool
	stack := []pair{{a, b}}
	n := 0
	for ; len(stack) > 0; n++ {
		if in != nil && n&1023 == 1023 {
			if err := in.Tick(1024); err != nil {
				return false, err
			}
		}
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		ca, ok1 := p.a.(*Cons)
		cb, ok2 := p.b.(*Cons)
		switch {
		case ok1 && ok2:
			if ca == cb {
				continue
			}
			if n >= remember {
				if seen == nil {
					seen = map[[2]*Cons]bool{}
				}
				if seen[[2]*Cons{ca, cb}] {
					continue
				}
				seen[[2]*Cons{ca, cb}] = true
			}
			stack = append(stack, pair{ca.Cdr, cb.Cdr}, pair{ca.Car, cb.Car})
		case ok1 || ok2:
			return false, chargeRest(in, n)
		default:
			if e, ok := p.a.(Equaler); ok {
				if !e.Equal(p.b) {
					return false, chargeRest(in, n)
				}
			} else if !Eq(p.a, p.b) {
				return false, chargeRest(in, n)
			}
		}
	}
	return true, chargeRest(in, n)
}

// chargeRest charges in (if not nil) for the pairs an interruptible
// comparison compared since its last Tick, unless they are few.
func chargeRest(in *Interp, n int) error {
	if in != nil && n&1023 >= equalFree {
		return in.Tick(n & 1023)
	}
	return nil
}

// equalAtoms compares two values that are not both conses.
func equalAtoms(a, b Value) bool {
	if e, ok := a.(Equaler); ok {
		return e.Equal(b)
	}
	return Eq(a, b)
}

// describe shows v in an error message, shortened when it is long.
func describe(v Value) string {
	s, _ := Print(v, true, 60)
	return s
}

// Describe returns v printed for an error message: cut short with "..."
// when it is long.
func Describe(v Value) string { return describe(v) }

// TypeError returns the error "VALUE is not WANT" for an argument of the
// wrong type: (car 5) fails with "car: 5 is not a list", the builtin's name
// added by the call.
func TypeError(v Value, want string) error {
	return fmt.Errorf("%s is not %s", describe(v), want)
}
