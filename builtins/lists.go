package builtins

import (
	"unicode/utf8"

	"cgcalc/eval"
)

func listBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("car", "LIST", "Returns the first element of LIST; (car nil) is nil.", nthFixed(0)),
		row("cdr", "LIST", "Returns LIST without its first element; (cdr nil) is nil.", nthcdrFixed(1)),
		row("cadr", "LIST", "Returns the second element of LIST: (car (cdr LIST)).", nthFixed(1)),
		row("caddr", "LIST", "Returns the third element of LIST: (car (cdr (cdr LIST))).", nthFixed(2)),
		row("cddr", "LIST", "Returns (cdr (cdr LIST)).", nthcdrFixed(2)),
		row("first", "LIST", "Returns the first element of LIST, as car does.", nthFixed(0)),
		row("second", "LIST", "Returns the second element of LIST.", nthFixed(1)),
		row("third", "LIST", "Returns the third element of LIST.", nthFixed(2)),
		row("rest", "LIST", "Returns LIST without its first element, as cdr does.", nthcdrFixed(1)),
		row("cons", "X Y", "Returns a new pair whose car is X and whose cdr is Y: (cons 1 '(2)) is (1 2).",
			func(c call) (eval.Value, error) { return &eval.Cons{Car: c.Pos[0], Cdr: c.Pos[1]}, nil }),
		row("list", "X...", "Returns a list of its arguments.",
			func(c call) (eval.Value, error) { return c.build(c.Pos, eval.Nil), c.err }),
		row("append", "LIST... [TAIL]", "Returns the lists joined into one; the last argument is shared, not copied.", appendFn),
		row("reverse", "SEQUENCE", "Returns a list (or string) with the elements in reverse order.", reverseFn),
		row("length", "SEQUENCE", "Returns the number of elements of a proper list, or of characters of a string.", lengthFn),
		row("nth", "N LIST", "Returns the element of LIST at index N (from 0), or nil past the end.", nthFn),
		row("nthcdr", "N LIST", "Returns LIST with its first N elements removed.", nthcdrFn),
		row("last", "LIST", "Returns the last pair of LIST (as Common Lisp does): (last '(1 2 3)) is (3).", lastFn),
		row("mapcar", "FUNCTION LIST LIST...",
			"Returns the list of FUNCTION applied to the first elements of the LISTs, then the second, and so on, stopping at the shortest: (mapcar #'+ '(1 2) '(10 20)) is (11 22).", mapFn(true)),
		row("mapc", "FUNCTION LIST LIST...", "Like mapcar, for the side effects: returns the first LIST.", mapFn(false)),
		row("assoc", "KEY ALIST", "Returns the first pair of ALIST whose car is equal to KEY, or nil.", assocFn),
		row("member", "ITEM LIST", "Returns the tail of LIST that starts with the first element equal to ITEM, or nil.", memberFn),
		row("remove", "ITEM LIST", "Returns a copy of LIST without the elements equal to ITEM.", removeFn),
		row("sort", "LIST PREDICATE",
			"Returns a new list of LIST's elements in the order PREDICATE defines: (PREDICATE A B) is true when A must come before B. The sort is stable: (sort '(3 1 2) #'<) is (1 2 3).", sortFn),
	}
}

// nthcdr takes the cdr of v n times; it stops early at nil. The result may
// be the atom ending a dotted list: (nthcdr 1 '(0 . 1)) is 1 (CLHS).
func (c *call) nthcdr(n int64, v eval.Value) eval.Value {
	if c.err != nil {
		return nil
	}
	if !isList(v) {
		c.fail(eval.TypeError(v, "a list"))
		return nil
	}
	l := v
	for ; n > 0 && l != eval.Nil; n-- {
		cons, ok := l.(*eval.Cons)
		if !ok {
			c.fail(eval.TypeError(v, "a list long enough"))
			return nil
		}
		l = cons.Cdr
		if n%1024 == 0 {
			if c.tick(1024); c.err != nil {
				return nil
			}
		}
	}
	return l
}

// nth returns the element of v at index n.
func (c *call) nth(n int64, v eval.Value) (eval.Value, error) {
	l := c.nthcdr(n, v)
	if c.err != nil {
		return nil, c.err
	}
	switch x := l.(type) {
	case *eval.Cons:
		return x.Car, nil
	case eval.Symbol:
		if x == eval.Nil {
			return eval.Nil, nil
		}
	}
	return nil, eval.TypeError(v, "a list long enough")
}

func nthFixed(n int64) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) { return c.nth(n, c.Pos[0]) }
}

func nthcdrFixed(n int64) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		l := c.nthcdr(n, c.Pos[0])
		return l, c.err
	}
}

func nthFn(c call) (eval.Value, error) {
	n := c.index(c.Pos[0])
	return c.nth(n, c.Pos[1])
}

func nthcdrFn(c call) (eval.Value, error) {
	l := c.nthcdr(c.index(c.Pos[0]), c.Pos[1])
	return l, c.err
}

func appendFn(c call) (eval.Value, error) {
	if len(c.Pos) == 0 {
		return eval.Nil, nil
	}
	var elems []eval.Value
	for _, l := range c.Pos[:len(c.Pos)-1] {
		elems = append(elems, c.list(l)...)
	}
	if c.err != nil {
		return nil, c.err
	}
	return c.build(elems, c.Pos[len(c.Pos)-1]), c.err
}

func reverseFn(c call) (eval.Value, error) {
	if s, ok := c.Pos[0].(eval.String); ok {
		if c.tick(len(s) / 64); c.err != nil {
			return nil, c.err
		}
		r := []rune(string(s))
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return eval.String(r), nil
	}
	xs := c.list(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	var out eval.Value = eval.Nil
	for i, x := range xs {
		out = &eval.Cons{Car: x, Cdr: out}
		if c.every1024(i); c.err != nil {
			return nil, c.err
		}
	}
	c.tick(len(xs) & 1023)
	return out, c.err
}

func lengthFn(c call) (eval.Value, error) {
	if s, ok := c.Pos[0].(eval.String); ok {
		return intValue(utf8.RuneCountInString(string(s))), nil
	}
	_, n, ok := c.walk(c.Pos[0], false)
	if !ok {
		c.typeError(c.Pos[0], "a proper list")
		return nil, c.err
	}
	return intValue(n), nil
}

func lastFn(c call) (eval.Value, error) {
	l := c.Pos[0]
	if l == eval.Nil {
		return eval.Nil, nil
	}
	cons, ok := l.(*eval.Cons)
	if !ok {
		return nil, eval.TypeError(l, "a list")
	}
	for n := 0; ; n++ {
		next, ok := cons.Cdr.(*eval.Cons)
		if !ok {
			return cons, nil
		}
		cons = next
		if n%1024 == 1023 {
			if c.tick(1024); c.err != nil {
				return nil, c.err
			}
		}
	}
}

func mapFn(collect bool) func(call) (eval.Value, error) {
	return func(c call) (eval.Value, error) {
		f := c.Pos[0]
		lists := append([]eval.Value(nil), c.Pos[1:]...)
		var out []eval.Value
		args := make([]eval.Value, len(lists))
		for {
			for i, l := range lists {
				cons, ok := l.(*eval.Cons)
				if !ok {
					if l != eval.Nil {
						return nil, eval.TypeError(c.Pos[i+1], "a proper list")
					}
					if collect {
						return c.build(out, eval.Nil), c.err
					}
					return c.Pos[1], nil
				}
				args[i] = cons.Car
				lists[i] = cons.Cdr
			}
			v, err := c.in.Apply(f, append([]eval.Value(nil), args...))
			if err != nil {
				return nil, err
			}
			if collect {
				out = append(out, v)
			}
		}
	}
}

// every1024 charges 1024 steps after every 1024th element of a loop,
// i counting the elements from 0 (see tick).
func (c *call) every1024(i int) {
	if i&1023 == 1023 {
		c.tick(1024)
	}
}

// assoc, member and remove walk the list to check it (a step an element),
// then compare its elements with KEY (a step an element, and
// eval.Interp.Equal charges long comparisons).

func assocFn(c call) (eval.Value, error) {
	xs := c.list(c.Pos[1])
	for i, x := range xs {
		if c.every1024(i); c.err != nil {
			return nil, c.err
		}
		if pair, ok := x.(*eval.Cons); ok {
			if eq, err := c.in.Equal(pair.Car, c.Pos[0]); eq || err != nil {
				return pair, err
			}
		}
	}
	c.tick(len(xs) & 1023)
	return eval.Nil, c.err
}

func memberFn(c call) (eval.Value, error) {
	if _, _, ok := c.walk(c.Pos[1], false); !ok {
		c.typeError(c.Pos[1], "a proper list")
		return nil, c.err
	}
	i := 0
	for l := c.Pos[1]; l != eval.Nil; i++ {
		if c.every1024(i); c.err != nil {
			return nil, c.err
		}
		cons := l.(*eval.Cons)
		if eq, err := c.in.Equal(cons.Car, c.Pos[0]); eq || err != nil {
			return cons, err
		}
		l = cons.Cdr
	}
	c.tick(i & 1023)
	return eval.Nil, c.err
}

func removeFn(c call) (eval.Value, error) {
	xs := c.list(c.Pos[1])
	var keep []eval.Value
	for i, x := range xs {
		if c.every1024(i); c.err != nil {
			return nil, c.err
		}
		eq, err := c.in.Equal(x, c.Pos[0])
		if err != nil {
			return nil, err
		}
		if !eq {
			keep = append(keep, x)
		}
	}
	c.tick(len(xs) & 1023)
	return c.build(keep, eval.Nil), c.err
}

func sortFn(c call) (eval.Value, error) {
	xs := c.list(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	pred := c.Pos[1]
	err := mergeSort(xs, make([]eval.Value, len(xs)/2+1), func(a, b eval.Value) (bool, error) {
		v, err := c.in.Apply(pred, []eval.Value{a, b})
		return eval.Truthy(v), err
	})
	if err != nil {
		return nil, err
	}
	return c.build(xs, eval.Nil), c.err
}

// mergeSort sorts xs stably in the order less defines, using buf (of at
// least half xs's length, rounded up) for merging, and stops at the
// first error of less, returning it: a predicate interrupted by Ctrl-C
// ends the sort there, whatever the length of the list.
func mergeSort(xs, buf []eval.Value, less func(a, b eval.Value) (bool, error)) error {
	if len(xs) <= 12 { // insertion sort
		for i := 1; i < len(xs); i++ {
			for j := i; j > 0; j-- {
				before, err := less(xs[j], xs[j-1])
				if err != nil {
					return err
				}
				if !before {
					break
				}
				xs[j], xs[j-1] = xs[j-1], xs[j]
			}
		}
		return nil
	}
	m := (len(xs) + 1) / 2
	if err := mergeSort(xs[:m], buf, less); err != nil {
		return err
	}
	if err := mergeSort(xs[m:], buf, less); err != nil {
		return err
	}
	if before, err := less(xs[m], xs[m-1]); err != nil || !before {
		return err // in order already
	}
	// Merge the left half, moved to buf, with the right half, in place:
	// the next place written is always before the next right element read.
	left := buf[:copy(buf, xs[:m])]
	i, j, k := 0, m, 0
	for i < len(left) && j < len(xs) {
		before, err := less(xs[j], left[i]) // the right one first only when strictly before: stable
		if err != nil {
			copy(xs[k:], left[i:]) // keep every element
			return err
		}
		if before {
			xs[k], j = xs[j], j+1
		} else {
			xs[k], i = left[i], i+1
		}
		k++
	}
	copy(xs[k:], left[i:])
	return nil
}
