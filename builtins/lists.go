package builtins

import (
	"math"
	"sort"

	"cgcalc/eval"
)

func listBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		fn("car", "(car LIST)", 1, 1, "Returns the first element of LIST; (car nil) is nil.", nthFixed("car", 0)),
		fn("cdr", "(cdr LIST)", 1, 1, "Returns LIST without its first element; (cdr nil) is nil.", nthcdrFixed("cdr", 1)),
		fn("cadr", "(cadr LIST)", 1, 1, "Returns the second element of LIST: (car (cdr LIST)).", nthFixed("cadr", 1)),
		fn("caddr", "(caddr LIST)", 1, 1, "Returns the third element of LIST: (car (cdr (cdr LIST))).", nthFixed("caddr", 2)),
		fn("cddr", "(cddr LIST)", 1, 1, "Returns (cdr (cdr LIST)).", nthcdrFixed("cddr", 2)),
		fn("first", "(first LIST)", 1, 1, "Returns the first element of LIST (car).", nthFixed("first", 0)),
		fn("second", "(second LIST)", 1, 1, "Returns the second element of LIST.", nthFixed("second", 1)),
		fn("third", "(third LIST)", 1, 1, "Returns the third element of LIST.", nthFixed("third", 2)),
		fn("rest", "(rest LIST)", 1, 1, "Returns LIST without its first element (cdr).", nthcdrFixed("rest", 1)),
		fn("cons", "(cons X Y)", 2, 2, "Returns a new pair whose car is X and whose cdr is Y: (cons 1 '(2)) is (1 2).",
			func(_ *eval.Interp, a []eval.Value) (eval.Value, error) { return &eval.Cons{Car: a[0], Cdr: a[1]}, nil }),
		fn("list", "(list X...)", 0, -1, "Returns a list of its arguments.",
			func(_ *eval.Interp, a []eval.Value) (eval.Value, error) { return eval.List(a...), nil }),
		fn("append", "(append LIST... [TAIL])", 0, -1, "Returns the lists joined into one; the last argument is shared, not copied.", appendFn),
		fn("reverse", "(reverse SEQUENCE)", 1, 1, "Returns a list (or string) with the elements in reverse order.", reverseFn),
		fn("length", "(length SEQUENCE)", 1, 1, "Returns the number of elements of a proper list, or of characters of a string.", lengthFn),
		fn("nth", "(nth N LIST)", 2, 2, "Returns the element of LIST at index N (from 0), or nil past the end.", nthFn),
		fn("nthcdr", "(nthcdr N LIST)", 2, 2, "Returns LIST with its first N elements removed.", nthcdrFn),
		fn("last", "(last LIST)", 1, 1, "Returns the last pair of LIST (as Common Lisp does): (last '(1 2 3)) is (3).", lastFn),
		fn("mapcar", "(mapcar FUNCTION LIST...)", 2, -1,
			"Returns the list of FUNCTION applied to the first elements of the LISTs, then the second, and so on,\nstopping at the shortest: (mapcar #'+ '(1 2) '(10 20)) is (11 22).", mapFn(true)),
		fn("mapc", "(mapc FUNCTION LIST...)", 2, -1, "Like mapcar, for the side effects: returns the first LIST.", mapFn(false)),
		fn("assoc", "(assoc KEY ALIST)", 2, 2, "Returns the first pair of ALIST whose car is equal to KEY, or nil.", assocFn),
		fn("member", "(member ITEM LIST)", 2, 2, "Returns the tail of LIST that starts with the first element equal to ITEM, or nil.", memberFn),
		fn("remove", "(remove ITEM LIST)", 2, 2, "Returns a copy of LIST without the elements equal to ITEM.", removeFn),
		fn("sort", "(sort LIST PREDICATE)", 2, 2,
			"Returns a new list of LIST's elements in the order PREDICATE defines: (PREDICATE A B) is true when A\nmust come before B. The sort is stable: (sort '(3 1 2) #'<) is (1 2 3).", sortFn),
	}
}

// nthcdr takes the cdr of v n times; it stops early at nil. The result may
// be the atom ending a dotted list: (nthcdr 1 '(0 . 1)) is 1 (CLHS).
func nthcdr(in *eval.Interp, name string, n int64, v eval.Value) (eval.Value, error) {
	if !isList(v) {
		return nil, eval.TypeError(name, v, "a list")
	}
	l := v
	for ; n > 0 && l != eval.Nil; n-- {
		c, ok := l.(*eval.Cons)
		if !ok {
			return nil, eval.TypeError(name, v, "a list long enough")
		}
		l = c.Cdr
		if n%1024 == 0 {
			if err := in.Tick(1024); err != nil {
				return nil, err
			}
		}
	}
	return l, nil
}

func nthFixed(name string, n int64) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		l, err := nthcdr(in, name, n, a[0])
		if err != nil {
			return nil, err
		}
		switch x := l.(type) {
		case *eval.Cons:
			return x.Car, nil
		case eval.Symbol:
			if x == eval.Nil {
				return eval.Nil, nil
			}
		}
		return nil, eval.TypeError(name, a[0], "a list long enough")
	}
}

func nthcdrFixed(name string, n int64) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	return func(in *eval.Interp, a []eval.Value) (eval.Value, error) { return nthcdr(in, name, n, a[0]) }
}

// index returns a non-negative integer index; one too large for int64 is
// past the end of any list, so it becomes math.MaxInt64.
func index(name string, v eval.Value) (int64, error) {
	n, ok := v.(eval.Number)
	if !ok || !n.IsInt() || n.Sign() < 0 {
		return 0, eval.TypeError(name, v, "a non-negative integer")
	}
	if i, ok := n.Int64(); ok {
		return i, nil
	}
	return math.MaxInt64, nil
}

func nthFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n, err := index("nth", a[0])
	if err != nil {
		return nil, err
	}
	return nthFixed("nth", n)(in, a[1:])
}

func nthcdrFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	n, err := index("nthcdr", a[0])
	if err != nil {
		return nil, err
	}
	return nthcdr(in, "nthcdr", n, a[1])
}

func appendFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	if len(a) == 0 {
		return eval.Nil, nil
	}
	var elems []eval.Value
	for _, l := range a[:len(a)-1] {
		xs, err := properList(in, "append", l)
		if err != nil {
			return nil, err
		}
		elems = append(elems, xs...)
	}
	tail := a[len(a)-1]
	for i := len(elems) - 1; i >= 0; i-- {
		tail = &eval.Cons{Car: elems[i], Cdr: tail}
	}
	return tail, nil
}

func reverseFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	if s, ok := a[0].(eval.String); ok {
		if err := in.Tick(len(s) / 64); err != nil {
			return nil, err
		}
		r := []rune(string(s))
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return eval.String(r), nil
	}
	xs, err := properList(in, "reverse", a[0])
	if err != nil {
		return nil, err
	}
	var out eval.Value = eval.Nil
	for _, x := range xs {
		out = &eval.Cons{Car: x, Cdr: out}
	}
	return out, nil
}

func lengthFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	if s, ok := a[0].(eval.String); ok {
		return eval.Box(eval.Int(int64(len([]rune(string(s)))))), nil
	}
	xs, err := properList(in, "length", a[0])
	if err != nil {
		return nil, err
	}
	return eval.Box(eval.Int(int64(len(xs)))), nil
}

func lastFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	l := a[0]
	if l == eval.Nil {
		return eval.Nil, nil
	}
	c, ok := l.(*eval.Cons)
	if !ok {
		return nil, eval.TypeError("last", l, "a list")
	}
	for n := 0; ; n++ {
		next, ok := c.Cdr.(*eval.Cons)
		if !ok {
			return c, nil
		}
		c = next
		if n%1024 == 1023 {
			if err := in.Tick(1024); err != nil {
				return nil, err
			}
		}
	}
}

func mapFn(collect bool) func(*eval.Interp, []eval.Value) (eval.Value, error) {
	name := "mapc"
	if collect {
		name = "mapcar"
	}
	return func(in *eval.Interp, a []eval.Value) (eval.Value, error) {
		f := a[0]
		lists := append([]eval.Value(nil), a[1:]...)
		var out []eval.Value
		args := make([]eval.Value, len(lists))
		for {
			for i, l := range lists {
				c, ok := l.(*eval.Cons)
				if !ok {
					if l != eval.Nil {
						return nil, eval.TypeError(name, a[i+1], "a proper list")
					}
					if collect {
						return eval.List(out...), nil
					}
					return a[1], nil
				}
				args[i] = c.Car
				lists[i] = c.Cdr
			}
			v, err := in.Apply(f, append([]eval.Value(nil), args...))
			if err != nil {
				return nil, err
			}
			if collect {
				out = append(out, v)
			}
		}
	}
}

func assocFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	xs, err := properList(in, "assoc", a[1])
	if err != nil {
		return nil, err
	}
	for _, x := range xs {
		if c, ok := x.(*eval.Cons); ok && eval.Equal(c.Car, a[0]) {
			return c, nil
		}
	}
	return eval.Nil, nil
}

func memberFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	if _, err := properList(in, "member", a[1]); err != nil {
		return nil, err
	}
	for l := a[1]; l != eval.Nil; {
		c := l.(*eval.Cons)
		if eval.Equal(c.Car, a[0]) {
			return c, nil
		}
		l = c.Cdr
	}
	return eval.Nil, nil
}

func removeFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	xs, err := properList(in, "remove", a[1])
	if err != nil {
		return nil, err
	}
	var keep []eval.Value
	for _, x := range xs {
		if !eval.Equal(x, a[0]) {
			keep = append(keep, x)
		}
	}
	return eval.List(keep...), nil
}

func sortFn(in *eval.Interp, a []eval.Value) (eval.Value, error) {
	xs, err := properList(in, "sort", a[0])
	if err != nil {
		return nil, err
	}
	xs = append([]eval.Value(nil), xs...)
	var failure error
	sort.SliceStable(xs, func(i, j int) bool {
		if failure != nil {
			return false
		}
		v, err := in.Apply(a[1], []eval.Value{xs[i], xs[j]})
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
