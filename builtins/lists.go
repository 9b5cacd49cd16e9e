package builtins

import (
	"sort"

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
			func(c call) (eval.Value, error) { return eval.List(c.Pos...), nil }),
		row("append", "LIST... [TAIL]", "Returns the lists joined into one; the last argument is shared, not copied.", appendFn),
		row("reverse", "SEQUENCE", "Returns a list (or string) with the elements in reverse order.", reverseFn),
		row("length", "SEQUENCE", "Returns the number of elements of a proper list, or of characters of a string.", lengthFn),
		row("nth", "N LIST", "Returns the element of LIST at index N (from 0), or nil past the end.", nthFn),
		row("nthcdr", "N LIST", "Returns LIST with its first N elements removed.", nthcdrFn),
		row("last", "LIST", "Returns the last pair of LIST (as Common Lisp does): (last '(1 2 3)) is (3).", lastFn),
		row("mapcar", "FUNCTION LIST LIST...",
			"Returns the list of FUNCTION applied to the first elements of the LISTs, then the second, and so on,\nstopping at the shortest: (mapcar #'+ '(1 2) '(10 20)) is (11 22).", mapFn(true)),
		row("mapc", "FUNCTION LIST LIST...", "Like mapcar, for the side effects: returns the first LIST.", mapFn(false)),
		row("assoc", "KEY ALIST", "Returns the first pair of ALIST whose car is equal to KEY, or nil.", assocFn),
		row("member", "ITEM LIST", "Returns the tail of LIST that starts with the first element equal to ITEM, or nil.", memberFn),
		row("remove", "ITEM LIST", "Returns a copy of LIST without the elements equal to ITEM.", removeFn),
		row("sort", "LIST PREDICATE",
			"Returns a new list of LIST's elements in the order PREDICATE defines: (PREDICATE A B) is true when A\nmust come before B. The sort is stable: (sort '(3 1 2) #'<) is (1 2 3).", sortFn),
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
	tail := c.Pos[len(c.Pos)-1]
	for i := len(elems) - 1; i >= 0; i-- {
		tail = &eval.Cons{Car: elems[i], Cdr: tail}
	}
	return tail, nil
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
	for _, x := range xs {
		out = &eval.Cons{Car: x, Cdr: out}
	}
	return out, nil
}

func lengthFn(c call) (eval.Value, error) {
	if s, ok := c.Pos[0].(eval.String); ok {
		return intValue(len([]rune(string(s)))), nil
	}
	xs := c.list(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	return intValue(len(xs)), nil
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
						return eval.List(out...), nil
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

func assocFn(c call) (eval.Value, error) {
	xs := c.list(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	for _, x := range xs {
		if pair, ok := x.(*eval.Cons); ok && eval.Equal(pair.Car, c.Pos[0]) {
			return pair, nil
		}
	}
	return eval.Nil, nil
}

func memberFn(c call) (eval.Value, error) {
	if c.list(c.Pos[1]); c.err != nil {
		return nil, c.err
	}
	for l := c.Pos[1]; l != eval.Nil; {
		cons := l.(*eval.Cons)
		if eval.Equal(cons.Car, c.Pos[0]) {
			return cons, nil
		}
		l = cons.Cdr
	}
	return eval.Nil, nil
}

func removeFn(c call) (eval.Value, error) {
	xs := c.list(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	var keep []eval.Value
	for _, x := range xs {
		if !eval.Equal(x, c.Pos[0]) {
			keep = append(keep, x)
		}
	}
	return eval.List(keep...), nil
}

func sortFn(c call) (eval.Value, error) {
	xs := c.list(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	xs = append([]eval.Value(nil), xs...)
	pred := c.Pos[1]
	var failure error
	sort.SliceStable(xs, func(i, j int) bool {
		if failure != nil {
			return false
		}
		v, err := c.in.Apply(pred, []eval.Value{xs[i], xs[j]})
		if err != nil {
			failure = err
			return false
		}
		return eval.Truthy(v)
	})
	if failure != nil {
		return nil, failure
	}
	return eval.List(xs...), nil
}
