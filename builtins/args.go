package builtins

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/misere"
	"cgcalc/reader"
)

// call is one call of a builtin of the table: the interpreter, the
// arguments as the row's parameters lay them out (c.Pos[i], c.Key(":k")),
// and the first error met in reading them.
//
// A function of the table receives its call by value, so that a call costs
// no allocation, and reads its arguments with the methods below. Each
// records the first error and, after one, returns a zero value, so the
// function checks c.err once, after reading and before using what it read:
//
//	func nthFn(c call) (eval.Value, error) {
//		n, list := c.index(c.Pos[0]), c.Pos[1]
//		if c.err != nil {
//			return nil, c.err
//		}
//		...
//
// Helpers that read arguments take *call. Messages carry no builtin name:
// the interpreter adds it ("nth: -1 is not a non-negative integer").
type call struct {
	in *eval.Interp
	eval.Args
	err error
}

// fail records err, if it is the first error of the call.
func (c *call) fail(err error) {
	if c.err == nil && err != nil {
		c.err = err
	}
}

// failed reports whether the call has met an error.
func (c *call) failed() bool { return c.err != nil }

// tick charges n steps of work (see eval.Interp.Tick).
func (c *call) tick(n int) {
	if c.err == nil {
		c.fail(c.in.Tick(n))
	}
}

// number returns v as a number.
func (c *call) number(v eval.Value) eval.Number {
	if n, ok := v.(eval.Number); ok {
		return n
	}
	c.typeError(v, "a number")
	return eval.Number{}
}

// typeError records that v is not what it should be. It is kept out of
// line so that the readers calling it inline.
//
//go:noinline
func (c *call) typeError(v eval.Value, want string) {
	c.fail(eval.TypeError(v, want))
}

// integer returns v as an integer in [lo, hi].
func (c *call) integer(v eval.Value, lo, hi int64) int64 {
	if c.err != nil {
		return 0
	}
	n, ok := v.(eval.Number)
	if !ok || !n.IsInt() {
		c.fail(eval.TypeError(v, "an integer"))
		return 0
	}
	i, ok := n.Int64()
	if !ok || i < lo || i > hi {
		c.fail(outOfRange(n, lo, hi))
		return 0
	}
	return i
}

// count returns v as an int in [lo, hi]: a size, a bound, a heap.
func (c *call) count(v eval.Value, lo, hi int) int {
	return int(c.integer(v, int64(lo), int64(hi)))
}

// keyCount returns the argument of keyword key as an int in [lo, hi]; an
// error names the keyword (":limit 0 is out of range [1, 268435456]").
func (c *call) keyCount(key string, lo, hi int) int {
	if c.err != nil {
		return 0
	}
	n := c.count(c.Key(key), lo, hi)
	if c.err != nil {
		c.err = fmt.Errorf("%s %w", key, c.err)
	}
	return n
}

func outOfRange(n eval.Number, lo, hi int64) error {
	return errors.New(eval.Describe(n) + " is out of range [" + itoa(lo) + ", " + itoa(hi) + "]")
}

// index returns v as a non-negative integer; one too large for int64 is
// past the end of any list, so it becomes math.MaxInt64.
func (c *call) index(v eval.Value) int64 {
	n, ok := v.(eval.Number)
	if !ok || !n.IsInt() || n.Sign() < 0 {
		if c.err == nil {
			c.fail(eval.TypeError(v, "a non-negative integer"))
		}
		return 0
	}
	if i, ok := n.Int64(); ok {
		return i
	}
	return math.MaxInt64
}

// list returns the elements of the proper list v, charging a step each.
func (c *call) list(v eval.Value) []eval.Value {
	out, _, ok := c.walk(v, true)
	if !ok {
		c.typeError(v, "a proper list")
		return nil
	}
	return out
}

// walk goes along the list v, charging a step for each element (a Tick
// every 1024, so that Ctrl-C stops a walk of millions), and returns the
// elements if collect is set, their number, and whether v is a proper
// list. After an error it returns nothing, with ok false and c.err set.
func (c *call) walk(v eval.Value, collect bool) (elems []eval.Value, n int, ok bool) {
	if c.err != nil {
		return nil, 0, false
	}
	for {
		cons, isCons := v.(*eval.Cons)
		if !isCons {
			c.tick(n & 1023)
			if c.err != nil || v != eval.Nil {
				return nil, 0, false
			}
			return elems, n, true
		}
		if collect {
			elems = append(elems, cons.Car)
		}
		v = cons.Cdr
		if n++; n&1023 == 0 {
			if c.tick(1024); c.err != nil {
				return nil, 0, false
			}
			// The slice of elements doubles as it grows: ask the memory
			// budget before each doubling past a million elements.
			if collect && n >= 1<<20 && n&(n-1) == 0 {
				if c.reserve(int64(n) * valueBytes); c.err != nil {
					return nil, 0, false
				}
			}
		}
	}
}

// Sizes, in bytes, of a Value (an interface) and of a list's pair.
const (
	valueBytes = 16
	consBytes  = 32
)

// reserve asks the memory budget whether the call may allocate n bytes
// more (eval.CheckMemory); small amounts pass without asking.
func (c *call) reserve(n int64) {
	if c.err == nil && n >= 1<<20 {
		c.fail(eval.CheckMemory(n))
	}
}

// build returns the list of xs followed by tail (eval.Nil for a proper
// list), charging a step for each pair it makes (a Tick every 1024). After
// an error it returns nil, with c.err set.
func (c *call) build(xs []eval.Value, tail eval.Value) eval.Value {
	if c.reserve(int64(len(xs)) * consBytes); c.err != nil {
		return nil
	}
	for i := len(xs) - 1; i >= 0; i-- {
		tail = &eval.Cons{Car: xs[i], Cdr: tail}
		if made := len(xs) - i; made&1023 == 0 {
			if c.tick(1024); c.err != nil {
				return nil
			}
		}
	}
	c.tick(len(xs) & 1023)
	return tail
}

// str returns v as a string; want names what it should be.
func (c *call) str(v eval.Value, want string) string {
	s, ok := v.(eval.String)
	if !ok && c.err == nil {
		c.fail(eval.TypeError(v, want))
	}
	return string(s)
}

// given reports whether an optional or keyword argument is true: given,
// and not nil.
func given(v eval.Value) bool { return v != nil && v != eval.Nil }

// isList reports whether v is a cons or nil.
func isList(v eval.Value) bool {
	_, ok := v.(*eval.Cons)
	return ok || v == eval.Nil
}

// nameOf returns the text of a symbol or string, or v printed.
func nameOf(v eval.Value) string {
	switch x := v.(type) {
	case eval.Symbol:
		return string(x)
	case eval.String:
		return string(x)
	}
	return eval.Display(v)
}

// intValue returns n as a number of the language.
func intValue(n int) eval.Value { return eval.Box(eval.Int(int64(n))) }

// intList returns the list of the numbers ns.
func intList(ns []int) eval.Value {
	vs := make([]eval.Value, len(ns))
	for i, n := range ns {
		vs[i] = intValue(n)
	}
	return eval.List(vs...)
}

// stringList returns the list of the strings ss.
func stringList(ss []string) eval.Value {
	vs := make([]eval.Value, len(ss))
	for i, s := range ss {
		vs[i] = eval.String(s)
	}
	return eval.List(vs...)
}

// outcomeSymbol returns p for a P-position, n otherwise.
func outcomeSymbol(p bool) eval.Value {
	if p {
		return eval.Symbol("p")
	}
	return eval.Symbol("n")
}

// ---- games ----

// game returns v as a node of the interpreter's game store: a game of this
// interpreter or a dyadic number.
func (c *call) game(v eval.Value) games.ID {
	if c.err != nil {
		return 0
	}
	id, err := sessionOf(c.in).games.game(v)
	c.fail(err)
	return id
}

// games returns every value of vs as a game.
func (c *call) games(vs []eval.Value) []games.ID {
	ids := make([]games.ID, len(vs))
	for i, v := range vs {
		ids[i] = c.game(v)
	}
	return ids
}

// arithGames returns every value of vs as a game, for the arithmetic.
func (c *call) arithGames(vs []eval.Value) []games.ID {
	ids := make([]games.ID, len(vs))
	for i, v := range vs {
		ids[i] = c.arithGame(v)
	}
	return ids
}

// arithGame returns v as a game, for the arithmetic (see
// gameState.arithGame).
func (c *call) arithGame(v eval.Value) games.ID {
	if c.err != nil {
		return 0
	}
	id, err := sessionOf(c.in).games.arithGame(v)
	c.fail(err)
	return id
}

// dyadic returns v as a dyadic number; want names what it should be.
func (c *call) dyadic(v eval.Value, want string) games.Dyadic {
	n := c.number(v)
	if c.err != nil {
		return games.Dyadic{}
	}
	d, ok := games.DyadicFromRat(n.Rat())
	if !ok {
		c.fail(errors.New(eval.Describe(v) + " is not " + want))
	}
	return d
}

// ---- heap games ----

// ruleset returns v as rules: a ruleset value, heaps (their rules), or a
// code or preset name as a string or symbol. Codes whose heaps can grow
// (impartial.Ruleset.Grows: play may never end) are refused; anyRuleset
// takes them.
func (c *call) ruleset(v eval.Value) *impartial.Ruleset {
	r := c.anyRuleset(v)
	if r != nil && r.Grows() {
		c.fail(fmt.Errorf("%s: a move can leave a heap as large as the one it came from, so play may never end; only octal, nim-values, period and heap-options take such codes", reader.Clip(r.String())))
		return nil
	}
	return r
}

// anyRuleset is ruleset, taking also codes whose heaps can grow.
func (c *call) anyRuleset(v eval.Value) *impartial.Ruleset {
	if c.err != nil {
		return nil
	}
	switch x := v.(type) {
	case *Ruleset:
		return x.r
	case *Heaps:
		return x.r
	case eval.String, eval.Symbol:
		r, err := impartial.Parse(nameOf(x))
		c.fail(err)
		return r
	}
	c.fail(eval.TypeError(v, "a ruleset (octal \"0.77\")"))
	return nil
}

// maxHeapSize bounds the heap sizes of positions.
const maxHeapSize = 1 << 20

// position returns the position vs give: one heaps value, or a ruleset
// followed by at least one heap size (numbers or lists of them). Rules
// alone are an error rather than the empty position, which is written
// with a heap of 0: (heap 'kayles) more likely lacks its sizes by mistake.
func (c *call) position(vs []eval.Value) *Heaps {
	if c.err != nil {
		return nil
	}
	if h, ok := vs[0].(*Heaps); ok {
		if len(vs) > 1 {
			c.fail(errors.New("heaps take no more arguments"))
		}
		return h
	}
	r := c.ruleset(vs[0])
	if c.err == nil && len(vs) == 1 {
		c.fail(errors.New("no heap sizes: give them after the rules, as in (heap 'kayles 3 4); (heap 'kayles 0) is the empty position"))
		return nil
	}
	sizes := c.heaps(vs[1:], maxHeapSize)
	if c.err != nil {
		return nil
	}
	return &Heaps{r, impartial.NewPosition(sizes...)}
}

// heaps reads heap sizes up to most: numbers, or lists of numbers.
func (c *call) heaps(vs []eval.Value, most int) []int {
	var heaps []int
	for _, v := range vs {
		xs := []eval.Value{v}
		if _, isList := v.(*eval.Cons); isList {
			xs = c.list(v) // walking a long list ticks
		}
		for _, x := range xs {
			heaps = append(heaps, c.count(x, 0, most))
		}
	}
	return heaps
}

// misere returns v as a misère canonical game: a misère game, heaps, a
// number (the nim heap *n), the text of a game ("{0,*2}") or an impartial
// classroom game's position (from its option tree).
func (c *call) misere(v eval.Value) misere.MID {
	if c.err != nil {
		return 0
	}
	s := sessionOf(c.in).impartial
	s.mstore.SetContext(c.in.Context())
	switch x := v.(type) {
	case *MisereGame:
		if x.s != s {
			c.fail(errors.New(x.String() + " belongs to another interpreter"))
		}
		return x.id
	case *Heaps:
		id, err := s.mstore.Position(x.r, x.heaps)
		c.fail(computeErr(err))
		return id
	case eval.Number:
		return s.mstore.Nimber(c.count(x, 0, 4096))
	case *Position:
		id, err := positionMisere(c.in, x)
		c.fail(computeErr(err))
		return id
	case eval.String:
		id, err := s.mstore.Parse(string(x))
		c.fail(computeErr(err))
		return id
	}
	c.fail(eval.TypeError(v, "heaps, a misère game, a nim heap size or a game's text"))
	return 0
}

// computeErr reports a computation cancelled through its context (the
// interpreter's, on Ctrl-C) as the interpreter's interruption, and passes
// other errors (and nil) on.
func computeErr(err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return eval.ErrInterrupted
	}
	return err
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
