package builtins

// The string functions that board games written in Lisp need: subseq,
// char, concatenate, string comparisons, search, replace and split.

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"cgcalc/eval"
)

// runeOffset returns the byte offset of character i of s, or -1 past the
// end (i == the number of characters gives len(s)).
func runeOffset(s string, i int64) int {
	n := int64(0)
	for off := range s {
		if n == i {
			return off
		}
		n++
	}
	if n == i {
		return len(s)
	}
	return -1
}

func subseqFn(c call) (eval.Value, error) {
	start := c.index(c.Pos[1])
	end := int64(-1)
	if c.Pos[2] != nil && c.Pos[2] != eval.Nil {
		end = c.index(c.Pos[2])
	}
	if c.err != nil {
		return nil, c.err
	}
	if s, ok := c.Pos[0].(eval.String); ok {
		c.tick(len(s) / 64)
		n := int64(utf8.RuneCountInString(string(s)))
		if end < 0 {
			end = n
		}
		if start > end || end > n {
			return nil, fmt.Errorf("bounds [%d, %d) are not within the %d characters of %s", start, end, n, eval.Describe(s))
		}
		return eval.String(s[runeOffset(string(s), start):runeOffset(string(s), end)]), c.err
	}
	xs := c.list(c.Pos[0])
	if c.err != nil {
		return nil, eval.TypeError(c.Pos[0], "a string or a proper list")
	}
	n := int64(len(xs))
	if end < 0 {
		end = n
	}
	if start > end || end > n {
		return nil, fmt.Errorf("bounds [%d, %d) are not within the %d elements of %s", start, end, n, eval.Describe(c.Pos[0]))
	}
	return c.build(xs[start:end], eval.Nil), c.err
}

func charFn(c call) (eval.Value, error) {
	s, i := c.str(c.Pos[0], "a string"), c.index(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	c.tick(len(s) / 64)
	off := runeOffset(s, i)
	if off < 0 || off == len(s) {
		return nil, fmt.Errorf("index %s is past the end of %s (%d characters)", eval.Describe(c.Pos[1]), eval.Describe(c.Pos[0]), utf8.RuneCountInString(s))
	}
	_, size := utf8.DecodeRuneInString(s[off:])
	return eval.String(s[off : off+size]), c.err
}

func concatenateFn(c call) (eval.Value, error) {
	args := c.Pos
	if len(args) > 0 {
		if t, ok := args[0].(eval.Symbol); ok {
			switch t {
			case "string":
				args = args[1:]
			case "list":
				var elems []eval.Value
				for _, l := range args[1:] {
					elems = append(elems, c.list(l)...)
				}
				if c.err != nil {
					return nil, c.err
				}
				return c.build(elems, eval.Nil), c.err
			default:
				return nil, fmt.Errorf("result type %s is not string or list", eval.Describe(t))
			}
		}
	}
	var b strings.Builder
	for _, a := range args {
		s := c.str(a, "a string")
		if c.err != nil {
			return nil, c.err
		}
		if b.Len()+len(s) > eval.MaxPrintLength {
			return nil, fmt.Errorf("string too long (more than %d bytes)", eval.MaxPrintLength)
		}
		b.WriteString(s)
	}
	c.tick(b.Len() / 64)
	return eval.String(b.String()), c.err
}

// designator returns v as a string: a string, or a symbol's name.
func (c *call) stringDesignator(v eval.Value) string {
	if sym, ok := v.(eval.Symbol); ok {
		return string(sym)
	}
	s, ok := v.(eval.String)
	if !ok && c.err == nil {
		c.typeError(v, "a string or a symbol")
	}
	return string(s)
}

func stringCompareFn(less bool) func(c call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		a, b := c.stringDesignator(c.Pos[0]), c.stringDesignator(c.Pos[1])
		if c.err != nil {
			return nil, c.err
		}
		c.tick(min(len(a), len(b)) / 64)
		if less {
			// Byte order of UTF-8 is the order of code points.
			return eval.Bool(a < b), c.err
		}
		return eval.Bool(a == b), c.err
	}
}

func searchFn(c call) (eval.Value, error) {
	needle, s, start := c.str(c.Pos[0], "a string"), c.str(c.Pos[1], "a string"), c.index(c.Pos[2])
	if c.err != nil {
		return nil, c.err
	}
	c.tick(len(s) / 64)
	off := runeOffset(s, start)
	if off < 0 {
		return nil, fmt.Errorf("start %d is past the end of %s", start, eval.Describe(c.Pos[1]))
	}
	i := strings.Index(s[off:], needle)
	if i < 0 {
		return eval.Nil, c.err
	}
	return intValue(int(start) + utf8.RuneCountInString(s[off:off+i])), c.err
}

func stringReplaceFn(c call) (eval.Value, error) {
	s, old, repl := c.str(c.Pos[0], "a string"), c.str(c.Pos[1], "a string"), c.str(c.Pos[2], "a string")
	if c.err != nil {
		return nil, c.err
	}
	if old == "" {
		return nil, errors.New("the string to replace is empty")
	}
	if n := strings.Count(s, old); len(s)+n*(len(repl)-len(old)) > eval.MaxPrintLength {
		return nil, fmt.Errorf("string too long (more than %d bytes)", eval.MaxPrintLength)
	}
	c.tick(len(s) / 64)
	return eval.String(strings.ReplaceAll(s, old, repl)), c.err
}

func stringSplitFn(c call) (eval.Value, error) {
	s, sep := c.str(c.Pos[0], "a string"), c.str(c.Pos[1], "a string")
	if c.err != nil {
		return nil, c.err
	}
	if sep == "" {
		return nil, errors.New("the separator is empty")
	}
	c.tick(len(s) / 64)
	parts := strings.Split(s, sep)
	vs := make([]eval.Value, len(parts))
	for i, p := range parts {
		vs[i] = eval.String(p)
	}
	return c.build(vs, eval.Nil), c.err
}
