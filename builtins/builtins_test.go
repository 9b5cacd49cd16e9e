package builtins_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
)

// tcase is one row of the builtin table test. src is evaluated form by form
// in a fresh interpreter; the last value, printed with eval.Repr, must be
// want. When err is set, the evaluation must fail with an error whose
// message contains err instead. out, when set, is the exact text the
// program must print. files are created in a fresh temporary directory
// before src runs; "$DIR" in src, out, err and the files' contents stands
// for that directory.
type tcase struct {
	fn    string // the builtin under test: every row names one
	src   string
	want  string
	out   string
	err   string
	files map[string]string
}

// cases holds the normal and error cases of every builtin, in the order of
// builtins.Table(). Expected values follow Common Lisp (CLHS) unless the
// builtin's documentation says otherwise, as noted.
var cases = []tcase{
	// ---- lists ----
	{fn: "car", src: `(car '(1 2 3))`, want: `1`},
	{fn: "car", src: `(car nil)`, want: `nil`},
	{fn: "car", src: `(car '((a b) c))`, want: `(a b)`},
	{fn: "car", src: `(car '(1 . 2))`, want: `1`},
	{fn: "car", src: `(car 5)`, err: `t:1:1: car: 5 is not a list`},
	{fn: "car", src: `(car "s")`, err: `car: "s" is not a list`},
	{fn: "car", src: `(car)`, err: `car: expects 1 argument, got 0`},
	{fn: "car", src: `(car '(1) '(2))`, err: `car: expects 1 argument, got 2`},

	{fn: "cdr", src: `(cdr '(1 2 3))`, want: `(2 3)`},
	{fn: "cdr", src: `(cdr '(1 . 2))`, want: `2`},
	{fn: "cdr", src: `(cdr '(1))`, want: `nil`},
	{fn: "cdr", src: `(cdr nil)`, want: `nil`},
	{fn: "cdr", src: `(cdr 'a)`, err: `cdr: a is not a list`},

	{fn: "cadr", src: `(cadr '(1 2 3))`, want: `2`},
	{fn: "cadr", src: `(cadr '(1))`, want: `nil`},
	{fn: "cadr", src: `(cadr nil)`, want: `nil`},
	{fn: "cadr", src: `(cadr '(1 2 . 3))`, want: `2`},
	{fn: "cadr", src: `(cadr 5)`, err: `cadr: 5 is not a list`},
	// CLHS: (cadr x) is (car (cdr x)); (car 2) is a type error.
	{fn: "cadr", src: `(cadr '(1 . 2))`, err: `cadr: (1 . 2) is not a list`},

	{fn: "caddr", src: `(caddr '(1 2 3 4))`, want: `3`},
	{fn: "caddr", src: `(caddr '(1 2))`, want: `nil`},
	{fn: "caddr", src: `(caddr 7)`, err: `caddr: 7 is not a list`},

	{fn: "cddr", src: `(cddr '(1 2 3))`, want: `(3)`},
	{fn: "cddr", src: `(cddr '(1))`, want: `nil`},
	{fn: "cddr", src: `(cddr nil)`, want: `nil`},
	// CLHS: (cddr x) is (cdr (cdr x)), so (cddr '(1 2 . 3)) is 3.
	{fn: "cddr", src: `(cddr '(1 2 . 3))`, want: `3`},
	{fn: "cddr", src: `(cddr 5)`, err: `cddr: 5 is not a list`},

	{fn: "first", src: `(first '(a b c))`, want: `a`},
	{fn: "first", src: `(first nil)`, want: `nil`},
	{fn: "first", src: `(first 1)`, err: `first: 1 is not a list`},

	{fn: "second", src: `(second '(a b c))`, want: `b`},
	{fn: "second", src: `(second '(a))`, want: `nil`},
	{fn: "second", src: `(second 'x)`, err: `second: x is not a list`},

	{fn: "third", src: `(third '(a b c d))`, want: `c`},
	{fn: "third", src: `(third '(a b))`, want: `nil`},
	{fn: "third", src: `(third "abc")`, err: `third: "abc" is not a list`},

	{fn: "rest", src: `(rest '(1 2 3))`, want: `(2 3)`},
	{fn: "rest", src: `(rest nil)`, want: `nil`},
	// CLHS: rest is cdr, so (rest '(1 . 2)) is 2 as (cdr '(1 . 2)) is.
	{fn: "rest", src: `(rest '(1 . 2))`, want: `2`},
	{fn: "rest", src: `(rest 5)`, err: `rest: 5 is not a list`},

	{fn: "cons", src: `(cons 1 '(2 3))`, want: `(1 2 3)`},
	{fn: "cons", src: `(cons 1 2)`, want: `(1 . 2)`},
	{fn: "cons", src: `(cons '(a) nil)`, want: `((a))`},
	{fn: "cons", src: `(cons 1)`, err: `cons: expects 2 arguments, got 1`},
	{fn: "cons", src: `(cons 1 2 3)`, err: `cons: expects 2 arguments, got 3`},

	{fn: "list", src: `(list)`, want: `nil`},
	{fn: "list", src: `(list 1 "a" 'b '(c))`, want: `(1 "a" b (c))`},
	{fn: "list", src: `(list (+ 1 2) (list))`, want: `(3 nil)`},

	{fn: "append", src: `(append '(1 2) '(3) nil '(4 5))`, want: `(1 2 3 4 5)`},
	{fn: "append", src: `(append)`, want: `nil`},
	{fn: "append", src: `(append nil '(1))`, want: `(1)`},
	{fn: "append", src: `(append '(1) 2)`, want: `(1 . 2)`},
	{fn: "append", src: `(append 'a)`, want: `a`}, // CLHS append example
	// The last argument is shared, not copied (CLHS).
	{fn: "append", src: `(let ((x '(3))) (eq (cddr (append '(1 2) x)) x))`, want: `t`},
	{fn: "append", src: `(append '(1 . 2) '(3))`, err: `append: (1 . 2) is not a proper list`},
	{fn: "append", src: `(append 1 nil)`, err: `append: 1 is not a proper list`},

	{fn: "reverse", src: `(reverse '(1 2 3))`, want: `(3 2 1)`},
	{fn: "reverse", src: `(reverse nil)`, want: `nil`},
	{fn: "reverse", src: `(reverse '(1 (2 3)))`, want: `((2 3) 1)`},
	{fn: "reverse", src: `(reverse "abc")`, want: `"cba"`},
	{fn: "reverse", src: `(reverse "héllo")`, want: `"olléh"`},
	{fn: "reverse", src: `(let ((x '(1 2))) (reverse x) x)`, want: `(1 2)`},
	{fn: "reverse", src: `(reverse 5)`, err: `reverse: 5 is not a proper list`},
	{fn: "reverse", src: `(reverse '(1 . 2))`, err: `reverse: (1 . 2) is not a proper list`},

	{fn: "length", src: `(length '(a b c))`, want: `3`},
	{fn: "length", src: `(length nil)`, want: `0`},
	{fn: "length", src: `(length "héllo")`, want: `5`},
	{fn: "length", src: `(length "")`, want: `0`},
	{fn: "length", src: `(length 5)`, err: `length: 5 is not a proper list`},
	{fn: "length", src: `(length '(1 . 2))`, err: `length: (1 . 2) is not a proper list`},

	{fn: "nth", src: `(nth 0 '(a b))`, want: `a`},
	{fn: "nth", src: `(nth 1 '(a b))`, want: `b`},
	{fn: "nth", src: `(nth 5 '(a b))`, want: `nil`},
	{fn: "nth", src: `(nth 3 nil)`, want: `nil`},
	// Documented ("or nil past the end") and CLHS: any index past the end is nil.
	{fn: "nth", src: `(nth (expt 2 70) '(a b))`, want: `nil`},
	{fn: "nth", src: `(nth -1 '(a))`, err: `nth: -1 is not a non-negative integer`},
	{fn: "nth", src: `(nth 'x '(a))`, err: `nth: x is not a non-negative integer`},
	{fn: "nth", src: `(nth 1/2 '(a))`, err: `nth: 1/2 is not a non-negative integer`},
	{fn: "nth", src: `(nth 0 5)`, err: `nth: 5 is not a list`},

	{fn: "nthcdr", src: `(nthcdr 0 '(a b c))`, want: `(a b c)`}, // CLHS examples
	{fn: "nthcdr", src: `(nthcdr 2 '(a b c))`, want: `(c)`},
	{fn: "nthcdr", src: `(nthcdr 4 '(a b c))`, want: `nil`},
	{fn: "nthcdr", src: `(nthcdr 3 nil)`, want: `nil`},
	{fn: "nthcdr", src: `(nthcdr 1 '(0 . 1))`, want: `1`},
	{fn: "nthcdr", src: `(nthcdr -1 '(1))`, err: `nthcdr: -1 is not a non-negative integer`},
	{fn: "nthcdr", src: `(nthcdr 1 5)`, err: `nthcdr: 5 is not a list`},

	{fn: "last", src: `(last '(1 2 3))`, want: `(3)`},
	{fn: "last", src: `(last '(1))`, want: `(1)`},
	{fn: "last", src: `(last nil)`, want: `nil`},
	{fn: "last", src: `(last '(1 2 . 3))`, want: `(2 . 3)`}, // CLHS: last of a dotted list
	{fn: "last", src: `(last 5)`, err: `last: 5 is not a list`},

	{fn: "mapcar", src: `(mapcar #'1+ '(1 2 3))`, want: `(2 3 4)`},
	{fn: "mapcar", src: `(mapcar #'+ '(1 2 3) '(10 20))`, want: `(11 22)`}, // stops at the shortest
	{fn: "mapcar", src: `(mapcar #'list '(1 2) '(a b) '("x" "y"))`, want: `((1 a "x") (2 b "y"))`},
	{fn: "mapcar", src: `(mapcar 'car '((1) (2)))`, want: `(1 2)`},
	{fn: "mapcar", src: `(mapcar (lambda (x) (* x x)) '(1 2 3))`, want: `(1 4 9)`},
	{fn: "mapcar", src: `(mapcar #'1+ nil)`, want: `nil`},
	{fn: "mapcar", src: `(mapcar #'+ '(1 2) nil)`, want: `nil`},
	{fn: "mapcar", src: `(mapcar #'1+ 5)`, err: `mapcar: 5 is not a proper list`},
	{fn: "mapcar", src: `(mapcar #'1+ '(1 . 2))`, err: `mapcar: (1 . 2) is not a proper list`},
	{fn: "mapcar", src: `(mapcar 'nosuch '(1))`, err: `undefined function: nosuch`},
	{fn: "mapcar", src: `(mapcar #'car '(1))`, err: `car: 1 is not a list`},
	{fn: "mapcar", src: `(mapcar #'1+)`, err: `mapcar: expects at least 2 arguments, got 1`},

	{fn: "mapc", src: `(let ((s 0)) (mapc (lambda (x) (setq s (+ s x))) '(1 2 3)) s)`, want: `6`},
	{fn: "mapc", src: `(mapc #'+ '(1 2) '(3 4))`, want: `(1 2)`}, // returns the first list
	{fn: "mapc", src: `(mapc #'princ '(1 2 3))`, want: `(1 2 3)`, out: `123`},
	{fn: "mapc", src: `(mapc #'1+ 5)`, err: `mapc: 5 is not a proper list`},
	{fn: "mapc", src: `(mapc 5 '(1))`, err: `5 is not a function`},

	{fn: "assoc", src: `(assoc 'b '((a . 1) (b . 2)))`, want: `(b . 2)`},
	{fn: "assoc", src: `(assoc 'z '((a . 1)))`, want: `nil`},
	{fn: "assoc", src: `(assoc 'a nil)`, want: `nil`},
	{fn: "assoc", src: `(assoc "b" '(("a" . 1) ("b" . 2)))`, want: `("b" . 2)`},
	{fn: "assoc", src: `(assoc '(1) '(((1) . x)))`, want: `((1) . x)`}, // documented: compares with equal
	{fn: "assoc", src: `(assoc 'a '((a . 1) (a . 2)))`, want: `(a . 1)`},
	{fn: "assoc", src: `(assoc 'a 5)`, err: `assoc: 5 is not a proper list`},
	{fn: "assoc", src: `(assoc 'a)`, err: `assoc: expects 2 arguments, got 1`},

	{fn: "member", src: `(member 2 '(1 2 3))`, want: `(2 3)`},
	{fn: "member", src: `(member 5 '(1 2))`, want: `nil`},
	{fn: "member", src: `(member '(1) '((0) (1) (2)))`, want: `((1) (2))`}, // documented: equal
	{fn: "member", src: `(let ((l '(a b c))) (eq (member 'b l) (cdr l)))`, want: `t`},
	{fn: "member", src: `(member 1 5)`, err: `member: 5 is not a proper list`},
	{fn: "member", src: `(member 1 '(2 . 3))`, err: `member: (2 . 3) is not a proper list`},

	{fn: "remove", src: `(remove 1 '(1 2 1 3))`, want: `(2 3)`},
	{fn: "remove", src: `(remove 'x nil)`, want: `nil`},
	{fn: "remove", src: `(remove "a" '("a" "b"))`, want: `("b")`},
	{fn: "remove", src: `(let ((l '(1 2 1))) (remove 1 l) l)`, want: `(1 2 1)`},
	{fn: "remove", src: `(remove 1 5)`, err: `remove: 5 is not a proper list`},

	{fn: "sort", src: `(sort '(3 1 2) #'<)`, want: `(1 2 3)`},
	{fn: "sort", src: `(sort '(3 1 2) #'>)`, want: `(3 2 1)`},
	{fn: "sort", src: `(sort nil #'<)`, want: `nil`},
	{fn: "sort", src: `(sort '(1/2 -1 1/3) '<)`, want: `(-1 1/3 1/2)`},
	// documented: the sort is stable.
	{fn: "sort", src: `(sort '((1 . a) (0 . b) (1 . c) (0 . d)) (lambda (x y) (< (car x) (car y))))`, want: `((0 . b) (0 . d) (1 . a) (1 . c))`},
	// documented: a new list; the argument is left alone.
	{fn: "sort", src: `(let ((x '(3 1 2))) (sort x #'<) x)`, want: `(3 1 2)`},
	{fn: "sort", src: `(sort 5 #'<)`, err: `sort: 5 is not a proper list`},
	{fn: "sort", src: `(sort '(1 a) #'<)`, err: `<: a is not a number`},
	{fn: "sort", src: `(sort '(1 2) 'nosuch)`, err: `undefined function: nosuch`},

	// ---- predicates and equality ----
	{fn: "null", src: `(null nil)`, want: `t`},
	{fn: "null", src: `(null '())`, want: `t`},
	{fn: "null", src: `(null 0)`, want: `nil`},
	{fn: "null", src: `(null '(1))`, want: `nil`},
	{fn: "null", src: `(null)`, err: `null: expects 1 argument, got 0`},

	{fn: "not", src: `(not nil)`, want: `t`},
	{fn: "not", src: `(not 0)`, want: `nil`},
	{fn: "not", src: `(not t)`, want: `nil`},
	{fn: "not", src: `(not 1 2)`, err: `not: expects 1 argument, got 2`},

	{fn: "atom", src: `(atom 1)`, want: `t`},
	{fn: "atom", src: `(atom nil)`, want: `t`},
	{fn: "atom", src: `(atom 'a)`, want: `t`},
	{fn: "atom", src: `(atom "s")`, want: `t`},
	{fn: "atom", src: `(atom '(1))`, want: `nil`},
	{fn: "atom", src: `(atom)`, err: `atom: expects 1 argument, got 0`},

	{fn: "consp", src: `(consp '(1))`, want: `t`},
	{fn: "consp", src: `(consp '(1 . 2))`, want: `t`},
	{fn: "consp", src: `(consp nil)`, want: `nil`},
	{fn: "consp", src: `(consp 1)`, want: `nil`},
	{fn: "consp", src: `(consp)`, err: `consp: expects 1 argument, got 0`},

	{fn: "listp", src: `(listp nil)`, want: `t`},
	{fn: "listp", src: `(listp '(1))`, want: `t`},
	{fn: "listp", src: `(listp '(1 . 2))`, want: `t`},
	{fn: "listp", src: `(listp 1)`, want: `nil`},
	{fn: "listp", src: `(listp 'a)`, want: `nil`},
	{fn: "listp", src: `(listp)`, err: `listp: expects 1 argument, got 0`},

	{fn: "numberp", src: `(numberp 1)`, want: `t`},
	{fn: "numberp", src: `(numberp -1/2)`, want: `t`},
	{fn: "numberp", src: `(numberp (expt 2 100))`, want: `t`},
	{fn: "numberp", src: `(numberp 'a)`, want: `nil`},
	{fn: "numberp", src: `(numberp "1")`, want: `nil`},
	{fn: "numberp", src: `(numberp)`, err: `numberp: expects 1 argument, got 0`},

	{fn: "integerp", src: `(integerp 1)`, want: `t`},
	{fn: "integerp", src: `(integerp 4/2)`, want: `t`},
	{fn: "integerp", src: `(integerp (expt 2 100))`, want: `t`},
	{fn: "integerp", src: `(integerp 1/2)`, want: `nil`},
	{fn: "integerp", src: `(integerp 'a)`, want: `nil`},
	{fn: "integerp", src: `(integerp)`, err: `integerp: expects 1 argument, got 0`},

	{fn: "symbolp", src: `(symbolp 'a)`, want: `t`},
	{fn: "symbolp", src: `(symbolp nil)`, want: `t`},
	{fn: "symbolp", src: `(symbolp t)`, want: `t`},
	{fn: "symbolp", src: `(symbolp :k)`, want: `t`},
	{fn: "symbolp", src: `(symbolp "a")`, want: `nil`},
	{fn: "symbolp", src: `(symbolp 1)`, want: `nil`},
	{fn: "symbolp", src: `(symbolp '(a))`, want: `nil`},
	{fn: "symbolp", src: `(symbolp)`, err: `symbolp: expects 1 argument, got 0`},

	{fn: "stringp", src: `(stringp "a")`, want: `t`},
	{fn: "stringp", src: `(stringp "")`, want: `t`},
	{fn: "stringp", src: `(stringp 'a)`, want: `nil`},
	{fn: "stringp", src: `(stringp)`, err: `stringp: expects 1 argument, got 0`},

	{fn: "functionp", src: `(functionp #'car)`, want: `t`},
	{fn: "functionp", src: `(functionp (lambda (x) x))`, want: `t`},
	{fn: "functionp", src: `(defun f () 1) (functionp #'f)`, want: `t`},
	{fn: "functionp", src: `(functionp 'car)`, want: `nil`}, // CLHS: a symbol is not a function object
	{fn: "functionp", src: `(functionp 1)`, want: `nil`},
	{fn: "functionp", src: `(functionp)`, err: `functionp: expects 1 argument, got 0`},

	{fn: "eq", src: `(eq 'a 'a)`, want: `t`},
	{fn: "eq", src: `(eq 'a 'b)`, want: `nil`},
	{fn: "eq", src: `(eq nil '())`, want: `t`},
	{fn: "eq", src: `(let ((x '(1))) (eq x x))`, want: `t`},
	{fn: "eq", src: `(eq (list 1) (list 1))`, want: `nil`},
	{fn: "eq", src: `(eq 3 3)`, want: `t`},       // documented: numbers of equal value
	{fn: "eq", src: `(eq "ab" "ab")`, want: `t`}, // documented: strings are values
	{fn: "eq", src: `(eq #'car #'car)`, want: `t`},
	{fn: "eq", src: `(eq #'car #'cdr)`, want: `nil`},
	{fn: "eq", src: `(eq 'a)`, err: `eq: expects 2 arguments, got 1`},

	{fn: "eql", src: `(eql 1 1)`, want: `t`},
	{fn: "eql", src: `(eql 1/2 2/4)`, want: `t`},
	{fn: "eql", src: `(eql (expt 2 100) (expt 2 100))`, want: `t`}, // CLHS: eql compares numbers by value
	{fn: "eql", src: `(eql 'a 'a)`, want: `t`},
	{fn: "eql", src: `(eql 1 'a)`, want: `nil`},
	{fn: "eql", src: `(eql 1 2)`, want: `nil`},
	{fn: "eql", src: `(eql (list 1) (list 1))`, want: `nil`},
	{fn: "eql", src: `(eql 1 2 3)`, err: `eql: expects 2 arguments, got 3`},

	{fn: "equal", src: `(equal '(1 (2 "x")) (list 1 (list 2 "x")))`, want: `t`},
	{fn: "equal", src: `(equal "ab" "ab")`, want: `t`},
	{fn: "equal", src: `(equal '(1 . 2) (cons 1 2))`, want: `t`},
	{fn: "equal", src: `(equal '(1 2) '(1 2 3))`, want: `nil`},
	{fn: "equal", src: `(equal '(1 (2)) '(1 (3)))`, want: `nil`},
	{fn: "equal", src: `(equal 1 1)`, want: `t`},
	{fn: "equal", src: `(equal 'a "a")`, want: `nil`},
	{fn: "equal", src: `(equal nil '())`, want: `t`},
	// equal on games (see the games section below): the same node, that
	// is the same form or the same canonical game (documented in
	// Game.Equal); ceq compares values.
	{fn: "equal", src: `(equal (mg 0 !| 0) (mg 0 !| 0))`, want: `t`},
	{fn: "equal", src: `(equal (mg 0 !| 0) star)`, want: `nil`},
	{fn: "equal", src: `(equal (canon (mg 0 !| 0)) star)`, want: `t`},
	{fn: "equal", src: `(equal (mplus up star) (game "^*"))`, want: `t`},
	{fn: "equal", src: `(equal (list up 1) (list (up 1) (canon (mg 0 !| 2))))`, want: `t`},
	{fn: "equal", src: `(equal (mplus (mg 1 !| -1) 1) (mplus 1 (mg 1 !| -1)))`, want: `t`},
	{fn: "equal", src: `(equal (canon (mg star !| 1)) 0)`, want: `t`}, // {*|1} = 0, see canon
	{fn: "equal", src: `(equal 1)`, err: `equal: expects 2 arguments, got 1`},

	// ---- numbers ----
	{fn: "+", src: `(+)`, want: `0`},
	{fn: "+", src: `(+ 5)`, want: `5`},
	{fn: "+", src: `(+ 1 2 3)`, want: `6`},
	{fn: "+", src: `(+ 1/2 1/4)`, want: `3/4`},
	{fn: "+", src: `(+ 1/2 1/2)`, want: `1`},
	{fn: "+", src: `(+ 9223372036854775807 1)`, want: `9223372036854775808`},
	{fn: "+", src: `(+ -9223372036854775808 -1)`, want: `-9223372036854775809`},
	{fn: "+", src: `(+ 9223372036854775808 -1)`, want: `9223372036854775807`},
	{fn: "+", src: `(+ 123456789012345678901234567890 1)`, want: `123456789012345678901234567891`},
	{fn: "+", src: `(+ 1.5 1)`, want: `5/2`},
	{fn: "+", src: `(+ 0.1 0.2)`, want: `3/10`},
	{fn: "+", src: `(+ 1 'a)`, err: `+: a is not a number`},
	{fn: "+", src: `(+ "1")`, err: `+: "1" is not a number`},

	{fn: "-", src: `(- 5)`, want: `-5`},
	{fn: "-", src: `(- 10 1 2)`, want: `7`},
	{fn: "-", src: `(- 1/2 1/3)`, want: `1/6`},
	{fn: "-", src: `(- -9223372036854775808 1)`, want: `-9223372036854775809`},
	{fn: "-", src: `(- -9223372036854775808)`, want: `9223372036854775808`},
	{fn: "-", src: `(- 9223372036854775807 -1)`, want: `9223372036854775808`},
	{fn: "-", src: `(- 0 -9223372036854775808)`, want: `9223372036854775808`},
	{fn: "-", src: `(-)`, err: `-: expects at least 1 argument, got 0`},
	{fn: "-", src: `(- "a")`, err: `-: "a" is not a number`},

	{fn: "*", src: `(*)`, want: `1`},
	{fn: "*", src: `(* 2 3 4)`, want: `24`},
	{fn: "*", src: `(* 123456789012345678901234567890 2)`, want: `246913578024691357802469135780`},
	{fn: "*", src: `(* 2/3 3/4)`, want: `1/2`},
	{fn: "*", src: `(* 4294967296 4294967296)`, want: `18446744073709551616`},
	{fn: "*", src: `(* -9223372036854775808 -1)`, want: `9223372036854775808`},
	{fn: "*", src: `(* 3037000500 3037000500)`, want: `9223372037000250000`}, // just past int64
	{fn: "*", src: `(* -1/2 4)`, want: `-2`},
	{fn: "*", src: `(* 2 nil)`, err: `*: nil is not a number`},

	{fn: "/", src: `(/ 2)`, want: `1/2`},
	{fn: "/", src: `(/ -2)`, want: `-1/2`},
	{fn: "/", src: `(/ 1 3)`, want: `1/3`},
	{fn: "/", src: `(/ 12 2 3)`, want: `2`},
	{fn: "/", src: `(/ -6 4)`, want: `-3/2`},
	{fn: "/", src: `(/ 1/2 1/4)`, want: `2`},
	{fn: "/", src: `(/ -9223372036854775808 -1)`, want: `9223372036854775808`},
	{fn: "/", src: `(/ (expt 10 30) (expt 10 28))`, want: `100`},
	{fn: "/", src: `(/ 1 0)`, err: `/: division by zero`},
	{fn: "/", src: `(/ 0)`, err: `/: division by zero`},
	{fn: "/", src: `(/ 1/2 0)`, err: `/: division by zero`},
	{fn: "/", src: `(/ 'a)`, err: `/: a is not a number`},
	{fn: "/", src: `(/)`, err: `/: expects at least 1 argument, got 0`},

	{fn: "=", src: `(= 1 1 1)`, want: `t`},
	{fn: "=", src: `(= 1 2)`, want: `nil`},
	{fn: "=", src: `(= 1 1 2)`, want: `nil`},
	{fn: "=", src: `(= 1/2 2/4)`, want: `t`},
	{fn: "=", src: `(= 3/2 1.5)`, want: `t`},
	{fn: "=", src: `(= (+ 0.1 0.2) 0.3)`, want: `t`}, // exact decimals
	{fn: "=", src: `(= (expt 2 64) 18446744073709551616)`, want: `t`},
	{fn: "=", src: `(= 5)`, want: `t`},
	{fn: "=", src: `(= 1 'a)`, err: `=: a is not a number`},
	{fn: "=", src: `(=)`, err: `=: expects at least 1 argument, got 0`},

	{fn: "/=", src: `(/= 1 2 3)`, want: `t`},
	{fn: "/=", src: `(/= 1 2 1)`, want: `nil`}, // CLHS: true only if no two are equal
	{fn: "/=", src: `(/= 1 1)`, want: `nil`},
	{fn: "/=", src: `(/= 1)`, want: `t`},
	{fn: "/=", src: `(/= 'a 1)`, err: `/=: a is not a number`},

	{fn: "<", src: `(< 1 2 3)`, want: `t`},
	{fn: "<", src: `(< 1 3 2)`, want: `nil`},
	{fn: "<", src: `(< 1 1)`, want: `nil`},
	{fn: "<", src: `(< -1/2 0)`, want: `t`},
	{fn: "<", src: `(< 9223372036854775807 9223372036854775808)`, want: `t`},
	{fn: "<", src: `(< 1 'a)`, err: `<: a is not a number`},

	{fn: ">", src: `(> 3 2 1)`, want: `t`},
	{fn: ">", src: `(> 3 3)`, want: `nil`},
	{fn: ">", src: `(> 1/3 1/4)`, want: `t`},
	{fn: ">", src: `(>)`, err: `>: expects at least 1 argument, got 0`},

	{fn: "<=", src: `(<= 1 1 2)`, want: `t`},
	{fn: "<=", src: `(<= 2 1)`, want: `nil`},
	{fn: "<=", src: `(<= 'x)`, err: `<=: x is not a number`},

	{fn: ">=", src: `(>= 2 2 1)`, want: `t`},
	{fn: ">=", src: `(>= 1 2)`, want: `nil`},
	{fn: ">=", src: `(>= 1 "2")`, err: `>=: "2" is not a number`},

	{fn: "max", src: `(max 1 5 3)`, want: `5`},
	{fn: "max", src: `(max -1/2 -1/3)`, want: `-1/3`},
	{fn: "max", src: `(max 7)`, want: `7`},
	{fn: "max", src: `(max 1 (expt 2 100))`, want: `1267650600228229401496703205376`},
	{fn: "max", src: `(max)`, err: `max: expects at least 1 argument, got 0`},
	{fn: "max", src: `(max 1 'a)`, err: `max: a is not a number`},

	{fn: "min", src: `(min 4 2 8)`, want: `2`},
	{fn: "min", src: `(min (expt 2 100) 1)`, want: `1`},
	{fn: "min", src: `(min -1/2 -1/3)`, want: `-1/2`},
	{fn: "min", src: `(min 'a)`, err: `min: a is not a number`},

	{fn: "abs", src: `(abs -5)`, want: `5`},
	{fn: "abs", src: `(abs 5)`, want: `5`},
	{fn: "abs", src: `(abs 0)`, want: `0`},
	{fn: "abs", src: `(abs -1/2)`, want: `1/2`},
	{fn: "abs", src: `(abs -9223372036854775808)`, want: `9223372036854775808`},
	{fn: "abs", src: `(abs 'a)`, err: `abs: a is not a number`},
	{fn: "abs", src: `(abs 1 2)`, err: `abs: expects 1 argument, got 2`},

	{fn: "1+", src: `(1+ 1)`, want: `2`},
	{fn: "1+", src: `(1+ 1/2)`, want: `3/2`},
	{fn: "1+", src: `(1+ 9223372036854775807)`, want: `9223372036854775808`},
	{fn: "1+", src: `(1+ nil)`, err: `1+: nil is not a number`},

	{fn: "1-", src: `(1- 1)`, want: `0`},
	{fn: "1-", src: `(1- 1/2)`, want: `-1/2`},
	{fn: "1-", src: `(1- -9223372036854775808)`, want: `-9223372036854775809`},
	{fn: "1-", src: `(1-)`, err: `1-: expects 1 argument, got 0`},

	{fn: "numerator", src: `(numerator 6/4)`, want: `3`},
	{fn: "numerator", src: `(numerator -6/4)`, want: `-3`},
	{fn: "numerator", src: `(numerator 5)`, want: `5`},
	{fn: "numerator", src: `(numerator (/ (expt 2 100) 3))`, want: `1267650600228229401496703205376`},
	{fn: "numerator", src: `(numerator 'a)`, err: `numerator: a is not a number`},

	{fn: "denominator", src: `(denominator 6/4)`, want: `2`},
	{fn: "denominator", src: `(denominator -6/4)`, want: `2`}, // CLHS: always positive
	{fn: "denominator", src: `(denominator 5)`, want: `1`},
	{fn: "denominator", src: `(denominator (/ 1 (expt 2 100)))`, want: `1267650600228229401496703205376`},
	{fn: "denominator", src: `(denominator "a")`, err: `denominator: "a" is not a number`},

	// CLHS floor, ceiling, mod, rem: floor rounds toward negative
	// infinity, ceiling toward positive infinity; mod has the sign of
	// the divisor, rem the sign of the dividend.
	{fn: "floor", src: `(floor -7 2)`, want: `-4`},
	{fn: "floor", src: `(floor 7 2)`, want: `3`},
	{fn: "floor", src: `(floor 7 -2)`, want: `-4`},
	{fn: "floor", src: `(floor -7 -2)`, want: `3`},
	{fn: "floor", src: `(floor 6 2)`, want: `3`},
	{fn: "floor", src: `(floor 7/2)`, want: `3`},
	{fn: "floor", src: `(floor -7/2)`, want: `-4`},
	{fn: "floor", src: `(floor 5)`, want: `5`},
	{fn: "floor", src: `(floor 1/2 1/3)`, want: `1`},
	{fn: "floor", src: `(floor -9223372036854775808 -1)`, want: `9223372036854775808`},
	{fn: "floor", src: `(floor (+ (expt 2 100) 1) 2)`, want: `633825300114114700748351602688`},
	{fn: "floor", src: `(floor (- (expt 2 100)) 3)`, want: `-422550200076076467165567735126`},
	{fn: "floor", src: `(floor 1 0)`, err: `floor: division by zero`},
	{fn: "floor", src: `(floor 'a)`, err: `floor: a is not a number`},
	{fn: "floor", src: `(floor 1 2 3)`, err: `floor: expects 1 to 2 arguments, got 3`},

	{fn: "ceiling", src: `(ceiling 7 2)`, want: `4`},
	{fn: "ceiling", src: `(ceiling -7 2)`, want: `-3`},
	{fn: "ceiling", src: `(ceiling 7 -2)`, want: `-3`},
	{fn: "ceiling", src: `(ceiling 6 2)`, want: `3`},
	{fn: "ceiling", src: `(ceiling 7/2)`, want: `4`},
	{fn: "ceiling", src: `(ceiling -7/2)`, want: `-3`},
	{fn: "ceiling", src: `(ceiling (expt 2 100) 3)`, want: `422550200076076467165567735126`},
	{fn: "ceiling", src: `(ceiling 1 0)`, err: `ceiling: division by zero`},
	{fn: "ceiling", src: `(ceiling)`, err: `ceiling: expects 1 to 2 arguments, got 0`},

	{fn: "mod", src: `(mod -7 2)`, want: `1`},
	{fn: "mod", src: `(mod 7 2)`, want: `1`},
	{fn: "mod", src: `(mod 7 -2)`, want: `-1`},
	{fn: "mod", src: `(mod -7 -2)`, want: `-1`},
	{fn: "mod", src: `(mod 13 4)`, want: `1`}, // CLHS mod examples
	{fn: "mod", src: `(mod -13 4)`, want: `3`},
	{fn: "mod", src: `(mod 13 -4)`, want: `-3`},
	{fn: "mod", src: `(mod -13 -4)`, want: `-1`},
	{fn: "mod", src: `(mod 5 -1)`, want: `0`},
	{fn: "mod", src: `(mod -9223372036854775808 -1)`, want: `0`},
	{fn: "mod", src: `(mod -9223372036854775808 3)`, want: `1`}, // 2^63 = 3*3074457345618258602 + 2
	{fn: "mod", src: `(mod 7/2 1)`, want: `1/2`},
	{fn: "mod", src: `(mod -7/2 1)`, want: `1/2`},
	{fn: "mod", src: `(mod 7/2 -1)`, want: `-1/2`},
	{fn: "mod", src: `(mod (expt 2 100) 7)`, want: `2`},     // 2^3 = 1 mod 7, 100 = 3*33+1
	{fn: "mod", src: `(mod (- (expt 2 100)) 7)`, want: `5`}, // 7 - 2
	{fn: "mod", src: `(mod 1 0)`, err: `mod: division by zero`},
	{fn: "mod", src: `(mod 1)`, err: `mod: expects 2 arguments, got 1`},
	{fn: "mod", src: `(mod 1 'a)`, err: `mod: a is not a number`},

	{fn: "rem", src: `(rem -7 2)`, want: `-1`},
	{fn: "rem", src: `(rem 7 -2)`, want: `1`},
	{fn: "rem", src: `(rem 13 4)`, want: `1`}, // CLHS rem examples
	{fn: "rem", src: `(rem -13 4)`, want: `-1`},
	{fn: "rem", src: `(rem 13 -4)`, want: `1`},
	{fn: "rem", src: `(rem -13 -4)`, want: `-1`},
	{fn: "rem", src: `(rem -9223372036854775808 -1)`, want: `0`},
	{fn: "rem", src: `(rem 7/2 1)`, want: `1/2`},
	{fn: "rem", src: `(rem -7/2 1)`, want: `-1/2`},
	{fn: "rem", src: `(rem (- (expt 2 100)) 7)`, want: `-2`},
	{fn: "rem", src: `(rem (expt 2 100) -7)`, want: `2`},
	{fn: "rem", src: `(rem 1 0)`, err: `rem: division by zero`},
	{fn: "rem", src: `(rem 1/2 0)`, err: `rem: division by zero`},
	{fn: "rem", src: `(rem 'a 1)`, err: `rem: a is not a number`},

	{fn: "expt", src: `(expt 2 10)`, want: `1024`},
	{fn: "expt", src: `(expt 2 100)`, want: `1267650600228229401496703205376`},
	{fn: "expt", src: `(expt 2 -2)`, want: `1/4`},
	{fn: "expt", src: `(expt 2/3 -2)`, want: `9/4`},
	{fn: "expt", src: `(expt 2/3 3)`, want: `8/27`},
	{fn: "expt", src: `(expt -2 3)`, want: `-8`},
	{fn: "expt", src: `(expt -2 -3)`, want: `-1/8`},
	{fn: "expt", src: `(expt -2/3 -3)`, want: `-27/8`},
	{fn: "expt", src: `(expt 5 0)`, want: `1`},
	{fn: "expt", src: `(expt 0 0)`, want: `1`}, // CLHS: (expt 0 0) of integers is 1
	{fn: "expt", src: `(expt 0 5)`, want: `0`},
	{fn: "expt", src: `(expt 1 (expt 10 30))`, want: `1`},
	{fn: "expt", src: `(expt -1 (expt 10 30))`, want: `1`},
	{fn: "expt", src: `(expt -1 (+ (expt 10 30) 1))`, want: `-1`},
	{fn: "expt", src: `(expt -1 -3)`, want: `-1`},
	{fn: "expt", src: `(expt 10 20)`, want: `100000000000000000000`},
	{fn: "expt", src: `(expt 0 -1)`, err: `expt: division by zero`},
	{fn: "expt", src: `(expt 2 1/2)`, err: `expt: exponent 1/2 is not an integer`},
	{fn: "expt", src: `(expt 2 (expt 10 12))`, err: `expt: number too large`},
	{fn: "expt", src: `(expt 2 (- (expt 10 12)))`, err: `expt: number too large`},
	{fn: "expt", src: `(expt 2 (expt 10 30))`, err: `expt: number too large`},
	{fn: "expt", src: `(expt 'a 2)`, err: `expt: a is not a number`},
	{fn: "expt", src: `(expt 2)`, err: `expt: expects 2 arguments, got 1`},

	{fn: "zerop", src: `(zerop 0)`, want: `t`},
	{fn: "zerop", src: `(zerop 0/5)`, want: `t`},
	{fn: "zerop", src: `(zerop 1/2)`, want: `nil`},
	{fn: "zerop", src: `(zerop 'a)`, err: `zerop: a is not a number`},

	{fn: "plusp", src: `(plusp 1/2)`, want: `t`},
	{fn: "plusp", src: `(plusp 0)`, want: `nil`},
	{fn: "plusp", src: `(plusp -1)`, want: `nil`},
	{fn: "plusp", src: `(plusp nil)`, err: `plusp: nil is not a number`},

	{fn: "minusp", src: `(minusp -1/2)`, want: `t`},
	{fn: "minusp", src: `(minusp 0)`, want: `nil`},
	{fn: "minusp", src: `(minusp (- (expt 2 100)))`, want: `t`},
	{fn: "minusp", src: `(minusp "x")`, err: `minusp: "x" is not a number`},

	{fn: "evenp", src: `(evenp 2)`, want: `t`},
	{fn: "evenp", src: `(evenp 0)`, want: `t`},
	{fn: "evenp", src: `(evenp -3)`, want: `nil`},
	{fn: "evenp", src: `(evenp -4)`, want: `t`},
	{fn: "evenp", src: `(evenp (expt 2 100))`, want: `t`},
	// Documented ("an even integer"); CLHS would signal a type error.
	{fn: "evenp", src: `(evenp 1/2)`, want: `nil`},
	{fn: "evenp", src: `(evenp 'a)`, err: `evenp: a is not a number`},

	{fn: "oddp", src: `(oddp 3)`, want: `t`},
	{fn: "oddp", src: `(oddp -3)`, want: `t`},
	{fn: "oddp", src: `(oddp 2)`, want: `nil`},
	{fn: "oddp", src: `(oddp (+ (expt 2 100) 1))`, want: `t`},
	{fn: "oddp", src: `(oddp 'a)`, err: `oddp: a is not a number`},

	// ---- output ----
	// Documented: print writes the newline after the object.
	{fn: "print", src: `(print "a")`, want: `"a"`, out: "\"a\"\n"},
	{fn: "print", src: `(print '(1 "x" b))`, want: `(1 "x" b)`, out: "(1 \"x\" b)\n"},
	{fn: "print", src: `(print 3/4)`, want: `3/4`, out: "3/4\n"},
	{fn: "print", src: `(print)`, err: `print: expects 1 argument, got 0`},

	{fn: "prin1", src: `(prin1 "a\"b")`, want: `"a\"b"`, out: `"a\"b"`},
	{fn: "prin1", src: `(prin1 'sym)`, want: `sym`, out: `sym`},
	{fn: "prin1", src: `(prin1 '(1 . 2))`, want: `(1 . 2)`, out: `(1 . 2)`},
	{fn: "prin1", src: `(prin1 1 2)`, err: `prin1: expects 1 argument, got 2`},

	{fn: "princ", src: `(princ "a b")`, want: `"a b"`, out: `a b`},
	{fn: "princ", src: `(princ '(1 "x"))`, want: `(1 "x")`, out: `(1 x)`},
	{fn: "princ", src: `(princ 42)`, want: `42`, out: `42`},
	{fn: "princ", src: `(princ)`, err: `princ: expects 1 argument, got 0`},

	{fn: "terpri", src: `(terpri)`, want: `nil`, out: "\n"},
	{fn: "terpri", src: `(princ 1) (terpri) (princ 2)`, want: `2`, out: "1\n2"},
	{fn: "terpri", src: `(terpri 1)`, err: `terpri: expects 0 arguments, got 1`},

	{fn: "format", src: `(format nil "~a/~a" 1 2)`, want: `"1/2"`},
	{fn: "format", src: `(format nil "~a" "x")`, want: `"x"`},
	{fn: "format", src: `(format nil "~s" "x")`, want: `"\"x\""`},
	{fn: "format", src: `(format nil "~A ~S" 'sym "s")`, want: `"sym \"s\""`},
	{fn: "format", src: `(format nil "~a" '(1 "x"))`, want: `"(1 x)"`},
	{fn: "format", src: `(format nil "~s" '(1 "x"))`, want: `"(1 \"x\")"`},
	{fn: "format", src: `(format nil "~d" 42)`, want: `"42"`},
	{fn: "format", src: `(format nil "~D" -123456789012345678901234567890)`, want: `"-123456789012345678901234567890"`},
	// CLHS 22.3.2.1: ~D prints a non-integer as ~A would.
	{fn: "format", src: `(format nil "~d" 1/2)`, want: `"1/2"`},
	{fn: "format", src: `(format nil "~d" "s")`, want: `"s"`},
	{fn: "format", src: `(format nil "a~%b")`, want: `"a\nb"`},
	{fn: "format", src: `(format nil "~~")`, want: `"~"`},
	{fn: "format", src: `(format nil "100~~ ~a" 'sure)`, want: `"100~ sure"`},
	{fn: "format", src: `(format nil "")`, want: `""`},
	{fn: "format", src: `(format nil "é~aü" 1)`, want: `"é1ü"`},
	{fn: "format", src: `(format nil "~a" 1 2)`, want: `"1"`}, // CLHS: extra arguments are ignored
	{fn: "format", src: `(format t "x=~a~%" 5)`, want: `nil`, out: "x=5\n"},
	{fn: "format", src: `(format t "~s" "q")`, want: `nil`, out: `"q"`},
	{fn: "format", src: `(format nil "~q" 1)`, err: `format: unknown directive ~q in "~q"`},
	// The unknown directive should be shown as the character written.
	{fn: "format", src: `(format nil "~é")`, err: `format: unknown directive ~é`},
	{fn: "format", src: `(format nil "~a ~a" 1)`, err: `format: too few arguments for ~a in "~a ~a"`},
	{fn: "format", src: `(format nil "~s")`, err: `format: too few arguments for ~s`},
	{fn: "format", src: `(format nil "~d")`, err: `format: too few arguments for ~d`},
	{fn: "format", src: `(format nil "abc~")`, err: `format: control string ends with ~`},
	{fn: "format", src: `(format 5 "x")`, err: `format: 5 is not a destination (t or nil)`},
	{fn: "format", src: `(format nil 5)`, err: `format: 5 is not a control string`},
	{fn: "format", src: `(format nil)`, err: `format: expects at least 2 arguments, got 1`},

	// ---- system ----
	{fn: "funcall", src: `(funcall #'+ 1 2)`, want: `3`},
	{fn: "funcall", src: `(funcall 'car '(1 2))`, want: `1`},
	{fn: "funcall", src: `(funcall (lambda (x) (* 2 x)) 4)`, want: `8`},
	{fn: "funcall", src: `(funcall #'list)`, want: `nil`},
	{fn: "funcall", src: `(defun f (&rest r) r) (funcall 'f 1 2)`, want: `(1 2)`},
	{fn: "funcall", src: `(funcall 5)`, err: `5 is not a function`},
	{fn: "funcall", src: `(funcall 'nosuch)`, err: `undefined function: nosuch`},
	{fn: "funcall", src: `(funcall 'if 1 2)`, err: `if is a special form, not a function`},
	{fn: "funcall", src: `(funcall #'car 1 2)`, err: `car: expects 1 argument, got 2`},
	{fn: "funcall", src: `(funcall)`, err: `funcall: expects at least 1 argument, got 0`},

	{fn: "apply", src: `(apply #'+ 1 '(2 3))`, want: `6`},
	{fn: "apply", src: `(apply #'+ '(1 2 3))`, want: `6`},
	{fn: "apply", src: `(apply #'+ nil)`, want: `0`},
	{fn: "apply", src: `(apply #'list 1 2 '(3))`, want: `(1 2 3)`},
	{fn: "apply", src: `(apply 'max '(3 9 2))`, want: `9`},
	{fn: "apply", src: `(apply (lambda (a &optional (b 7)) (list a b)) '(1))`, want: `(1 7)`},
	{fn: "apply", src: `(apply #'+ 1 2)`, err: `apply: 2 is not a proper list`},
	{fn: "apply", src: `(apply #'+ '(1 . 2))`, err: `apply: (1 . 2) is not a proper list`},
	{fn: "apply", src: `(apply 7 '(1))`, err: `7 is not a function`},
	{fn: "apply", src: `(apply #'+)`, err: `apply: expects at least 2 arguments, got 1`},

	{fn: "load", files: map[string]string{"a.lisp": "(defun from-a () 42)\n(defvar *loaded* 'yes)\n"},
		src: `(load "$DIR/a.lisp")`, want: `t`},
	{fn: "load", files: map[string]string{"a.lisp": "(defun from-a () 42)\n(defvar *loaded* 'yes)\n"},
		src: `(load "$DIR/a.lisp") (list (from-a) *loaded*)`, want: `(42 yes)`},
	{fn: "load", files: map[string]string{"p.lisp": "(princ \"hi\")\n(terpri)\n"},
		src: `(load "$DIR/p.lisp")`, want: `t`, out: "hi\n"},
	// A relative load inside a loaded file is relative to that file.
	{fn: "load", files: map[string]string{
		"main.lisp":       "(load \"sub/b.lisp\")\n(defvar *main* (from-b))\n",
		"sub/b.lisp":      "(defun from-b () (list 'b *c*))\n(load \"c.lisp\")\n(load \"deep/d.lisp\")\n",
		"sub/c.lisp":      "(defvar *c* 'c)\n",
		"sub/deep/d.lisp": "(defvar *d* (load \"../c.lisp\"))\n",
	}, src: `(load "$DIR/main.lisp") (list *main* *c* *d*)`, want: `((b c) c t)`},
	{fn: "load", src: `(load "$DIR/missing.lisp")`, err: `t:1:1: load: cannot read $DIR/missing.lisp: no such file or directory`},
	// An error inside the file keeps the file's position.
	{fn: "load", files: map[string]string{"bad.lisp": "(+ 1 2)\n  (car 5)\n"},
		src: `(load "$DIR/bad.lisp")`, err: `$DIR/bad.lisp:2:3: car: 5 is not a list`},
	{fn: "load", files: map[string]string{"syntax.lisp": "(+ 1 2\n"},
		src: `(load "$DIR/syntax.lisp")`, err: `$DIR/syntax.lisp:1:1: unfinished form`},
	{fn: "load", files: map[string]string{"self.lisp": "(load \"self.lisp\")\n"},
		src: `(load "$DIR/self.lisp")`, err: `load: files nested more than 64 deep`},
	{fn: "load", src: `(load 5)`, err: `load: 5 is not a file name string`},
	{fn: "load", src: `(load)`, err: `load: expects 1 argument, got 0`},

	{fn: "error", src: `(error "bad ~a and ~s" 1 "x")`, err: `t:1:1: bad 1 and "x"`},
	{fn: "error", src: `(error "plain")`, err: `t:1:1: plain`},
	{fn: "error", src: `(error 'oops 1 "two" '(3 "4"))`, err: `t:1:1: oops 1 two (3 4)`},
	{fn: "error", src: "(list 1)\n  (error \"at ~d\" 2)", err: `t:2:3: at 2`},
	{fn: "error", src: `(error "x~")`, err: `error: control string ends with ~`},
	{fn: "error", src: `(error "~a")`, err: `error: too few arguments for ~a`},
	{fn: "error", src: `(error)`, err: `error: expects at least 1 argument, got 0`},

	{fn: "apropos", src: `(apropos "nthcdr")`, want: `nil`, out: "(nthcdr N LIST)  [builtin]\n"},
	{fn: "apropos", src: `(apropos 'NTHCDR)`, want: `nil`, out: "(nthcdr N LIST)  [builtin]\n"},
	{fn: "apropos", src: `(apropos "zzqq")`, want: `nil`, out: "nothing matches \"zzqq\"\n"},
	{fn: "apropos", src: `(apropos 5)`, err: `apropos: 5 is not a string or symbol`},
	{fn: "apropos", src: `(apropos)`, err: `apropos: expects 1 argument, got 0`},

	{fn: "exit", src: `(exit)`, err: `t:1:1: exit 0`},
	{fn: "exit", src: `(exit 3)`, err: `t:1:1: exit 3`},
	{fn: "exit", src: `(exit 256)`, err: `exit: 256 is out of range [0, 255]`},
	{fn: "exit", src: `(exit -1)`, err: `exit: -1 is out of range [0, 255]`},
	{fn: "exit", src: `(exit 'a)`, err: `exit: a is not an integer`},
	{fn: "exit", src: `(exit 1 2)`, err: `exit: expects 0 to 1 arguments, got 2`},
	{fn: "quit", src: `(quit 4)`, err: `t:1:1: exit 4`},
	{fn: "quit", src: `(quit 300)`, err: `quit: 300 is out of range [0, 255]`},

	// ---- games ----
	// Mathematical facts are cited from Conway, On Numbers and Games (2nd
	// ed., "ONAG") and Berlekamp, Conway, Guy, Winning Ways (2nd ed., vol. 1,
	// "WW"); where a value follows from a short argument, the argument is
	// given. Every case runs in a fresh interpreter (see run), so the
	// notation and GAMELIST start as unicode and nil each time.
	// Printing follows games.Printer: numbers first, other options in byte
	// order of their text; forms print as built until canon.
	{fn: "mg", src: `(mg 0 !| 0)`, want: `{0|0}`}, // a form, kept as built
	{fn: "mg", src: `(mg 1 !| -1)`, want: `{1|-1}`},
	{fn: "mg", src: `(mg 0 | 0)`, want: `{0|0}`}, // the variable | is the symbol |
	{fn: "mg", src: `(mg 0 '| 0)`, want: `{0|0}`},
	{fn: "mg", src: `(mg 0 !| (mg 0 !| 0))`, want: `{0|{0|0}}`}, // documented
	{fn: "mg", src: `(mg !|)`, want: `{|}`},
	{fn: "mg", src: `(mg 1 0 0 !| 2)`, want: `{0,1|2}`}, // options are sets, numbers in order
	{fn: "mg", src: `(mg up star 1/2 !| -3)`, want: `{1/2,*,↑|-3}`},
	{fn: "mg", src: `(mg (expt 2 70) !|)`, want: `{1180591620717411303424|}`},
	{fn: "mg", src: `(numberp (mg 0 !| 1))`, want: `nil`}, // a form until canon
	{fn: "mg", src: `(equal (mg 0 1 !| 2) (mg 1 0 0 !| 2))`, want: `t`},
	{fn: "mg", src: `(mg)`, err: `t:1:1: mg: expects at least 1 argument, got 0`},
	{fn: "mg", src: `(mg 0 1)`, err: `mg: missing | between Left's and Right's options (type it !|)`},
	{fn: "mg", src: `(mg 0 "|" 0)`, err: `mg: missing | between Left's and Right's options (type it !|)`},
	{fn: "mg", src: `(mg 0 !| 0 !| 1)`, err: `mg: more than one |`},
	{fn: "mg", src: `(mg 1/3 !| 0)`, err: `mg: 1/3 is not a short game`},
	{fn: "mg", src: `(mg 0 !| 1/3)`, err: `mg: 1/3 is not a short game`},
	{fn: "mg", src: `(mg 'a !| 0)`, err: `mg: a is not a game or a number`},

	{fn: "mplus", src: `(mplus 2 2)`, want: `4`}, // documented
	{fn: "mplus", src: `(integerp (mplus 2 2))`, want: `t`},
	{fn: "mplus", src: `(mplus)`, want: `0`},
	{fn: "mplus", src: `(mplus 1/2 1/4)`, want: `3/4`},
	{fn: "mplus", src: `(= (mplus 1/2 1/4) 3/4)`, want: `t`},
	{fn: "mplus", src: `(mplus up up star)`, want: `⇑*`}, // documented
	{fn: "mplus", src: `(mplus star star)`, want: `0`},   // ONAG ch. 11: *a + *b = *(a xor b)
	{fn: "mplus", src: `(mplus (star 3) (star 5))`, want: `*6`},
	{fn: "mplus", src: `(mplus (star 1099511627776) (star 1099511627775))`, want: `*2199023255551`},
	{fn: "mplus", src: `(mplus up down)`, want: `0`}, // ONAG ch. 7: G + (−G) = 0
	{fn: "mplus", src: `(mplus (expt 2 70) up)`, want: `1180591620717411303424+↑`},
	// Sums of forms are kept as sums (documented).
	{fn: "mplus", src: `(mplus (mg 1 !| -1) (mg 1 !| -1))`, want: `2{1|-1}`},
	{fn: "mplus", src: `(mplus 1 (mg 1 !| -1))`, want: `1+{1|-1}`},
	{fn: "mplus", src: `(setq u (mg 0 !| (mg 0 !| 0)) s (mg 0 !| 0)) (mplus u u s)`, want: `2{0|{0|0}}+{0|0}`},
	{fn: "mplus", src: `(mplus (mg 0 !| 0) (mg 0 !| 0))`, want: `2{0|0}`},
	{fn: "mplus", src: `(mplus 1/3 up)`, err: `mplus: 1/3 is not a short game`},
	{fn: "mplus", src: `(mplus 1 'a)`, err: `mplus: a is not a game or a number`},
	{fn: "mplus", src: `(mplus "1")`, err: `mplus: "1" is not a game or a number`},
	// 2^63 ups do not fit: an error, not a wrong answer.
	{fn: "mplus", src: `(let ((g up)) (dotimes (i 70) (setq g (mplus g g))) g)`, err: `mplus: game too large: an up multiple beyond 2^63`},

	{fn: "mdifference", src: `(mdifference 3 1)`, want: `2`},
	{fn: "mdifference", src: `(mdifference up up)`, want: `0`},
	{fn: "mdifference", src: `(setq g (mg 1 !| -1)) (mdifference g g)`, want: `0`}, // documented
	{fn: "mdifference", src: `(mdifference star up)`, want: `↓*`},                  // * − ↑ = * + ↓; −* = * (ONAG ch. 11)
	{fn: "mdifference", src: `(mdifference (mg 1 !| -1) 1)`, want: `-1+{1|-1}`},
	{fn: "mdifference", src: `(mdifference 1)`, err: `mdifference: expects 2 arguments, got 1`},
	{fn: "mdifference", src: `(mdifference 1 2 3)`, err: `mdifference: expects 2 arguments, got 3`},
	{fn: "mdifference", src: `(mdifference 1/3 0)`, err: `mdifference: 1/3 is not a short game`},
	{fn: "mdifference", src: `(mdifference 0 'x)`, err: `mdifference: x is not a game or a number`},

	{fn: "mminus", src: `(mminus up)`, want: `↓`}, // documented
	{fn: "mminus", src: `(mminus 1/2)`, want: `-1/2`},
	{fn: "mminus", src: `(numberp (mminus 1/2))`, want: `t`},
	{fn: "mminus", src: `(mminus star)`, want: `*`}, // ONAG ch. 11: −* = *
	{fn: "mminus", src: `(mminus (up 3))`, want: `3↓`},
	{fn: "mminus", src: `(mminus (mplus 1 up))`, want: `-1+↓`},
	{fn: "mminus", src: `(mminus (mg 1 !| -1))`, want: `-{1|-1}`}, // kept as a sum
	// −{2|1} = {−1|−2}, the switch −3/2 ± 1/2 (ONAG ch. 1: −{L|R} = {−R|−L}).
	{fn: "mminus", src: `(canon (mminus (mg 2 !| 1)))`, want: `-3/2±1/2`},
	{fn: "mminus", src: `(mminus)`, err: `mminus: expects 1 argument, got 0`},
	{fn: "mminus", src: `(mminus "x")`, err: `mminus: "x" is not a game or a number`},
	{fn: "mminus", src: `(mminus 1/3)`, err: `mminus: 1/3 is not a short game`},

	// Canonical options (ONAG ch. 0: 1 = {0|}, 1/2 = {0|1}, 3/8 = {1/4|1/2};
	// ONAG ch. 11: *3 = {0,*,*2|0,*,*2}; ONAG ch. 15: ↑ = {0|*},
	// ⇑ = {0|↑*}, n·↑ = {0|(n−1)·↑*}, ↑* = {0,*|0}).
	{fn: "left", src: `(left star)`, want: `(0)`},
	{fn: "left", src: `(left up)`, want: `(0)`},
	{fn: "left", src: `(left 0)`, want: `nil`},
	{fn: "left", src: `(left 1)`, want: `(0)`},
	{fn: "left", src: `(left -1)`, want: `nil`},
	{fn: "left", src: `(left 1/2)`, want: `(0)`},
	{fn: "left", src: `(left 3/8)`, want: `(1/4)`},
	{fn: "left", src: `(left (star 3))`, want: `(0 * *2)`},
	{fn: "left", src: `(left (mplus up star))`, want: `(0 *)`},
	{fn: "left", src: `(left (mg 0 !| 1))`, want: `(0)`},
	{fn: "left", src: `(left (mplus 1 (mg 1 !| -1)))`, want: `({1|-1} 2)`}, // one move in one summand
	{fn: "left", src: `(length (left (star 1000000)))`, want: `1000000`},
	{fn: "left", src: `(left (star 2000000))`, err: `left: game too large: a nimber with more than 2^20 options`},
	{fn: "left", src: `(left 1/3)`, err: `left: 1/3 is not a short game`},
	{fn: "left", src: `(left)`, err: `left: expects 1 argument, got 0`},
	{fn: "left", src: `(left 1 2)`, err: `left: expects 1 argument, got 2`},
	{fn: "left", src: `(left 'a)`, err: `left: a is not a game or a number`},

	{fn: "right", src: `(right star)`, want: `(0)`},
	{fn: "right", src: `(right up)`, want: `(*)`},
	{fn: "right", src: `(right (up 2))`, want: `(↑*)`},
	{fn: "right", src: `(right (up 3))`, want: `(⇑*)`},
	{fn: "right", src: `(right (mplus up star))`, want: `(0)`},
	{fn: "right", src: `(right 1)`, want: `nil`},
	{fn: "right", src: `(right 1/2)`, want: `(1)`},
	{fn: "right", src: `(right 3/8)`, want: `(1/2)`},
	{fn: "right", src: `(right -2)`, want: `(-1)`},
	// ↑ + *2 = {0|*3}: Left wins moving to 0 first, and after Right's *3
	// moves to 0; Left's other options ↑, ↑* and Right's ↑, ↑* are
	// dominated or reversible (ONAG ch. 10); see also (cgt up (star 2)).
	{fn: "right", src: `(right (mplus up (star 2)))`, want: `(*3)`},
	{fn: "right", src: `(right (mplus 1 (mg 1 !| -1)))`, want: `(0)`},
	{fn: "right", src: `(right 1/3)`, err: `right: 1/3 is not a short game`},
	{fn: "right", src: `(right)`, err: `right: expects 1 argument, got 0`},
	{fn: "right", src: `(right "g")`, err: `right: "g" is not a game or a number`},

	{fn: "unsum", src: `(unsum (mplus up star))`, want: `{0,*|0}`},
	{fn: "unsum", src: `(unsum 1)`, want: `{0|}`},
	{fn: "unsum", src: `(unsum 0)`, want: `{|}`},
	{fn: "unsum", src: `(unsum (mg 1 !| -1))`, want: `{1|-1}`},
	{fn: "unsum", src: `(unsum (mplus 1 (mg 1 !| -1)))`, want: `{2,{1|-1}|0}`},
	{fn: "unsum", src: `(unsum (mplus (mg 1 !| -1) (mg 1 !| -1)))`, want: `{1+{1|-1}|-1+{1|-1}}`},
	// The documented example, with u and s named as in Allemang's session
	// (scripts/allemang-session.lisp): named when printed, then gamelist reset.
	{fn: "unsum", src: `(setq u (mg 0 !| (mg 0 !| 0)) s (mg 0 !| 0)) (know u 'u) (know s 's) (format nil "~a ~a" u s)
		(setq gamelist nil) (unsum (mplus u u s))`, want: `{2u,s+u|2s+u,2u}`},
	{fn: "unsum", src: `(setq g (mplus up up star)) (ceq (unsum g) g)`, want: `t`}, // documented: same value
	{fn: "unsum", src: `(unsum 1/3)`, err: `unsum: 1/3 is not a short game`},
	{fn: "unsum", src: `(unsum "x")`, err: `unsum: "x" is not a game or a number`},
	{fn: "unsum", src: `(unsum)`, err: `unsum: expects 1 argument, got 0`},

	// Numbers: the simplest number between the options (ONAG ch. 8).
	{fn: "canon", src: `(canon (mg 0 !| 1))`, want: `1/2`},
	{fn: "canon", src: `(numberp (canon (mg 0 !| 1)))`, want: `t`},
	{fn: "canon", src: `(= (canon (mg 0 !| 1)) 1/2)`, want: `t`},
	{fn: "canon", src: `(canon (mg 1/2 !| 1))`, want: `3/4`}, // documented
	{fn: "canon", src: `(canon (mg 0 1 !| 3))`, want: `2`},
	{fn: "canon", src: `(canon (mg -1 !| 1))`, want: `0`},
	{fn: "canon", src: `(canon (mg !|))`, want: `0`},
	{fn: "canon", src: `(canon (mg 1 !| 1))`, want: `1+*`}, // {x|x} = x + * (ONAG ch. 15)
	{fn: "canon", src: `(canon (mg 0 !| 0))`, want: `*`},
	{fn: "canon", src: `(canon (mg 0 !| (mg 0 !| 0)))`, want: `↑`},
	{fn: "canon", src: `(canon (mg 0 (mg 0 !| 0) !| 0))`, want: `↑*`},
	{fn: "canon", src: `(canon (mg 0 star !| 0 star))`, want: `*2`},
	{fn: "canon", src: `(canon (mg star !| star))`, want: `0`}, // * reverses through 0 (ONAG ch. 10)
	// {x|y} with numbers x > y is canonical (ONAG ch. 10), printed m±d
	// with m = (x+y)/2, d = (x−y)/2 (games.Printer).
	{fn: "canon", src: `(canon (mg 3 !| 1))`, want: `2±1`},
	{fn: "canon", src: `(canon (mg 1 !| -1))`, want: `±1`},
	{fn: "canon", src: `(canon (mg (mg 2 !| 1) !| (mg -1 !| -2)))`, want: `±(3/2±1/2)`},
	{fn: "canon", src: `(canon (mplus (mg 0 !| 0) (mg 0 !| 0)))`, want: `0`}, // * + * = 0
	{fn: "canon", src: `(canon 5)`, want: `5`},
	{fn: "canon", src: `(canon up)`, want: `↑`},
	// Bypassing reversible options can leave number options ({|}, {0|1},
	// {|0}, ...): the result is recognised as a number, and is the shared
	// node of that number.
	// {↑|1} = 1/2: ↑'s Right option * is ≤ {↑|1} (Right, moving first in
	// {↑|1} + *, loses), so ↑ reverses through * to *'s Left option 0,
	// leaving {0|1} = 1/2 (ONAG ch. 10).
	{fn: "canon", src: `(canon (mg up !| 1))`, want: `1/2`},
	{fn: "canon", src: `(= (canon (mg up !| 1)) 1/2)`, want: `t`},
	// {*|1} = 0: 0 ≤ {*|1} (its only Right option 1 is not ≤ 0), so *
	// reverses through 0 to 0's Left options, none: {|1} = 0 (ONAG ch. 10).
	{fn: "canon", src: `(canon (mg star !| 1))`, want: `0`},
	// ±1 + ±1 = 0, as −(±1) = ±1 and G + (−G) = 0 (ONAG ch. 7).
	{fn: "canon", src: `(canon (mplus (mg 1 !| -1) (mg 1 !| -1)))`, want: `0`},
	// {±1|0} = −1: −1 ≤ {±1|0}, so ±1 reverses through −1 to its Left
	// options, none: {|0} = −1 (ONAG ch. 10).
	{fn: "canon", src: `(canon (mg (mg 1 !| -1) !| 0))`, want: `-1`},
	// After canon, the form prints over its canonical options (documented),
	// or as its number.
	{fn: "canon", src: `(setq g (mg 0 1 !| 3)) (canon g) g`, want: `2`},
	{fn: "canon", src: `(setq g (mg 0 !| (mg 0 !| 0))) (canon g) g`, want: `{0|*}`},
	{fn: "canon", src: `(setq g (mg 0 !| (mg 0 !| 0)) before (format nil "~a" g)) (list before (canon g) g)`, want: `("{0|{0|0}}" ↑ {0|*})`},
	{fn: "canon", src: `(setq u (mg 0 !| (mg 0 !| 0)) d (mplus u u)) (canon d) d`, want: `2{0|*}`},
	// Allemang's session, steps 22-25: ⇑* = {0|↑} (ONAG ch. 15).
	{fn: "canon", src: `(setq u (mg 0 !| (mg 0 !| 0)) s (mg 0 !| 0) nup (unsum (mplus u u s))) (list (canon nup) nup)`, want: `(⇑* {0|↑})`},
	{fn: "canon", src: `(canon)`, err: `canon: expects 1 argument, got 0`},
	{fn: "canon", src: `(canon 1/3)`, err: `canon: 1/3 is not a short game`},
	{fn: "canon", src: `(canon 'x)`, err: `canon: x is not a game or a number`},

	{fn: "cnumberp", src: `(cnumberp (mg 0 !| 1))`, want: `t`}, // documented
	{fn: "cnumberp", src: `(cnumberp 5)`, want: `t`},
	{fn: "cnumberp", src: `(cnumberp (mg !|))`, want: `t`},
	{fn: "cnumberp", src: `(cnumberp (mplus star star))`, want: `t`},
	{fn: "cnumberp", src: `(cnumberp star)`, want: `nil`},
	{fn: "cnumberp", src: `(cnumberp (mg 0 !| 0))`, want: `nil`},
	{fn: "cnumberp", src: `(cnumberp (mg 1 !| -1))`, want: `nil`},
	{fn: "cnumberp", src: `(cnumberp up)`, want: `nil`},
	{fn: "cnumberp", src: `(cnumberp (mg star !| 1))`, want: `t`}, // = 0, see canon
	{fn: "cnumberp", src: `(cnumberp (mg up !| 1))`, want: `t`},   // = 1/2, see canon
	{fn: "cnumberp", src: `(cnumberp)`, err: `cnumberp: expects 1 argument, got 0`},
	{fn: "cnumberp", src: `(cnumberp 1/3)`, err: `cnumberp: 1/3 is not a short game`},
	{fn: "cnumberp", src: `(cnumberp "x")`, err: `cnumberp: "x" is not a game or a number`},

	// Comparisons (ONAG ch. 7 defines ≤; ONAG ch. 15: ↑ is a positive
	// infinitesimal, ↑ ‖ *, ↑ > *n for n ≥ 2; ↑* ‖ 0, ⇑* > 0).
	{fn: "ceq", src: `(ceq (mg 0 !| 0) star)`, want: `t`}, // documented
	{fn: "ceq", src: `(ceq up (mg 0 !| star))`, want: `t`},
	{fn: "ceq", src: `(ceq 1/2 (mg 0 !| 1))`, want: `t`},
	{fn: "ceq", src: `(ceq star 0)`, want: `nil`},
	{fn: "ceq", src: `(ceq (mg star !| 1) 0)`, want: `t`},
	{fn: "ceq", src: `(ceq (mg up !| 1) 1/2)`, want: `t`},
	{fn: "ceq", src: `(ceq (mplus (mg 1 !| -1) (mg 1 !| -1)) 0)`, want: `t`},
	// Allemang's a = {3±1, 2±1 | ±1} = {{4|2}|±1}: 2±1 = {3|1} < {4|2} = 3±1.
	{fn: "ceq", src: `(setq pm1 (mg 1 !| -1) a (mg (mplus 3 pm1) (mplus 2 pm1) !| pm1)) (ceq a (game "{{4|2}|{1|-1}}"))`, want: `t`},
	{fn: "ceq", src: `(ceq 1/3 0)`, err: `ceq: 1/3 is not a short game`},
	{fn: "ceq", src: `(ceq 'a 0)`, err: `ceq: a is not a game or a number`},
	{fn: "ceq", src: `(ceq 0)`, err: `ceq: expects 2 arguments, got 1`},

	{fn: "cleq", src: `(cleq 0 up)`, want: `t`},
	{fn: "cleq", src: `(cleq up 0)`, want: `nil`},
	{fn: "cleq", src: `(cleq star 0)`, want: `nil`},
	{fn: "cleq", src: `(cleq 1 1)`, want: `t`},
	{fn: "cleq", src: `(cleq (mg 0 !| 1) 1/2)`, want: `t`},
	{fn: "cleq", src: `(cleq 1 2 3)`, err: `cleq: expects 2 arguments, got 3`},
	{fn: "cleq", src: `(cleq 1/3 0)`, err: `cleq: 1/3 is not a short game`},
	{fn: "cleq", src: `(cleq '(1) 0)`, err: `cleq: (1) is not a game or a number`},

	{fn: "cgeq", src: `(cgeq up 0)`, want: `t`},
	{fn: "cgeq", src: `(cgeq 0 0)`, want: `t`},
	{fn: "cgeq", src: `(cgeq star 0)`, want: `nil`},
	{fn: "cgeq", src: `(cgeq 0 up)`, want: `nil`},
	{fn: "cgeq", src: `(cgeq up)`, err: `cgeq: expects 2 arguments, got 1`},
	{fn: "cgeq", src: `(cgeq up "0")`, err: `cgeq: "0" is not a game or a number`},
	{fn: "cgeq", src: `(cgeq 1/3 up)`, err: `cgeq: 1/3 is not a short game`},

	{fn: "clt", src: `(clt 0 up)`, want: `t`},
	{fn: "clt", src: `(clt up (/ 1 (expt 2 100)))`, want: `t`}, // ↑ is infinitesimal
	{fn: "clt", src: `(clt star 0)`, want: `nil`},
	{fn: "clt", src: `(clt 0 0)`, want: `nil`},
	{fn: "clt", src: `(clt -1/2 (mg -1/2 !| 0))`, want: `t`}, // {−1/2|0} = −1/4
	{fn: "clt", src: `(clt)`, err: `clt: expects 2 arguments, got 0`},
	{fn: "clt", src: `(clt 0 1/3)`, err: `clt: 1/3 is not a short game`},
	{fn: "clt", src: `(clt nil 0)`, err: `clt: nil is not a game or a number`},

	{fn: "cgt", src: `(cgt up 0)`, want: `t`},
	{fn: "cgt", src: `(cgt up star)`, want: `nil`},
	{fn: "cgt", src: `(cgt up (star 2))`, want: `t`},
	{fn: "cgt", src: `(cgt 0 0)`, want: `nil`},
	{fn: "cgt", src: `(cgt 'x 0)`, err: `cgt: x is not a game or a number`},
	{fn: "cgt", src: `(cgt 0 1 2)`, err: `cgt: expects 2 arguments, got 3`},
	{fn: "cgt", src: `(cgt up 1/3)`, err: `cgt: 1/3 is not a short game`},

	{fn: "cfuzzy", src: `(cfuzzy star 0)`, want: `t`}, // documented
	{fn: "cfuzzy", src: `(cfuzzy up star)`, want: `t`},
	{fn: "cfuzzy", src: `(cfuzzy up 0)`, want: `nil`},
	{fn: "cfuzzy", src: `(cfuzzy (mg 1 !| -1) 0)`, want: `t`},
	// ±1 − x = {1−x|−1−x} (number translation, ONAG ch. 8): for x in
	// [−1, 1] the first player wins, so ±1 ‖ x; ±1 − 2 = {−1|−3} < 0.
	{fn: "cfuzzy", src: `(cfuzzy (mg 1 !| -1) 1)`, want: `t`},
	{fn: "cfuzzy", src: `(cfuzzy (mg 1 !| -1) 1/2)`, want: `t`},
	{fn: "cfuzzy", src: `(cfuzzy (mg 1 !| -1) 2)`, want: `nil`},
	{fn: "cfuzzy", src: `(cfuzzy star)`, err: `cfuzzy: expects 2 arguments, got 1`},
	{fn: "cfuzzy", src: `(cfuzzy star 1/3)`, err: `cfuzzy: 1/3 is not a short game`},
	{fn: "cfuzzy", src: `(cfuzzy "*" star)`, err: `cfuzzy: "*" is not a game or a number`},

	{fn: "fuzzy", src: `(fuzzy (mg 1 !| -1) 0)`, want: `t`},
	{fn: "fuzzy", src: `(fuzzy 1 0)`, want: `nil`},
	{fn: "fuzzy", src: `(fuzzy (mplus up star) 0)`, want: `t`},
	{fn: "fuzzy", src: `(fuzzy (mplus (up 2) star) 0)`, want: `nil`},
	{fn: "fuzzy", src: `(fuzzy 1/3 0)`, err: `fuzzy: 1/3 is not a short game`},
	{fn: "fuzzy", src: `(fuzzy)`, err: `fuzzy: expects 2 arguments, got 0`},
	{fn: "fuzzy", src: `(fuzzy up 'x)`, err: `fuzzy: x is not a game or a number`},

	{fn: "ceqz", src: `(ceqz (mplus star star))`, want: `t`},
	{fn: "ceqz", src: `(ceqz (mg star !| star))`, want: `t`},
	{fn: "ceqz", src: `(ceqz 0)`, want: `t`},
	{fn: "ceqz", src: `(ceqz star)`, want: `nil`},
	{fn: "ceqz", src: `(ceqz (mg star !| 1))`, want: `t`},
	{fn: "ceqz", src: `(ceqz 0 0)`, err: `ceqz: expects 1 argument, got 2`},
	{fn: "ceqz", src: `(ceqz 1/3)`, err: `ceqz: 1/3 is not a short game`},
	{fn: "ceqz", src: `(ceqz "0")`, err: `ceqz: "0" is not a game or a number`},

	{fn: "cleqz", src: `(cleqz down)`, want: `t`},
	{fn: "cleqz", src: `(cleqz 0)`, want: `t`},
	{fn: "cleqz", src: `(cleqz star)`, want: `nil`},
	{fn: "cleqz", src: `(cleqz up)`, want: `nil`},
	{fn: "cleqz", src: `(cleqz)`, err: `cleqz: expects 1 argument, got 0`},
	{fn: "cleqz", src: `(cleqz 'a)`, err: `cleqz: a is not a game or a number`},
	{fn: "cleqz", src: `(cleqz 1/3)`, err: `cleqz: 1/3 is not a short game`},

	{fn: "cgeqz", src: `(cgeqz up)`, want: `t`},
	{fn: "cgeqz", src: `(cgeqz (mplus up star))`, want: `nil`},
	{fn: "cgeqz", src: `(cgeqz (mplus (up 2) star))`, want: `t`},
	{fn: "cgeqz", src: `(cgeqz -1/2)`, want: `nil`},
	{fn: "cgeqz", src: `(cgeqz 1/3)`, err: `cgeqz: 1/3 is not a short game`},
	{fn: "cgeqz", src: `(cgeqz 1 2)`, err: `cgeqz: expects 1 argument, got 2`},
	{fn: "cgeqz", src: `(cgeqz 'g)`, err: `cgeqz: g is not a game or a number`},

	// Outcome classes (ONAG ch. 7): G > 0 L, G < 0 R, G = 0 P, G ‖ 0 N.
	{fn: "outcome", src: `(outcome 0)`, want: `p`},
	{fn: "outcome", src: `(outcome 1)`, want: `l`},
	{fn: "outcome", src: `(outcome -1/2)`, want: `r`},
	{fn: "outcome", src: `(outcome star)`, want: `n`},
	{fn: "outcome", src: `(outcome up)`, want: `l`},
	{fn: "outcome", src: `(outcome down)`, want: `r`},
	{fn: "outcome", src: `(outcome (mplus up star))`, want: `n`},
	{fn: "outcome", src: `(outcome (mplus (up 2) star))`, want: `l`},
	{fn: "outcome", src: `(outcome (mg 1 !| -1))`, want: `n`},
	{fn: "outcome", src: `(outcome (mplus (mg 1 !| -1) (mg 1 !| -1)))`, want: `p`},
	{fn: "outcome", src: `(list (eq (outcome star) 'n) (symbolp (outcome 0)))`, want: `(t t)`},
	{fn: "outcome", src: `(outcome)`, err: `outcome: expects 1 argument, got 0`},
	{fn: "outcome", src: `(outcome 1/3)`, err: `outcome: 1/3 is not a short game`},
	{fn: "outcome", src: `(outcome 'x)`, err: `outcome: x is not a game or a number`},

	// Birthdays: the day a game's canonical form is born (ONAG ch. 0 for
	// numbers). The integer n is born on day |n|; a dyadic x = m/2^k in
	// lowest terms, k ≥ 1, on day ⌊|x|⌋ + k + 1 ({x−2^-k | x+2^-k} is its
	// canonical form); *n on day n (its options are *0 … *(n−1)).
	{fn: "birthday", src: `(birthday 0)`, want: `0`},
	{fn: "birthday", src: `(birthday up)`, want: `2`}, // documented
	{fn: "birthday", src: `(birthday star)`, want: `1`},
	{fn: "birthday", src: `(birthday (star 3))`, want: `3`},
	{fn: "birthday", src: `(birthday -3)`, want: `3`},
	{fn: "birthday", src: `(birthday 1/2)`, want: `2`},
	{fn: "birthday", src: `(birthday 3/8)`, want: `4`}, // 1, 1/2, 1/4, 3/8
	{fn: "birthday", src: `(birthday (/ 1 (expt 2 100)))`, want: `101`},
	{fn: "birthday", src: `(birthday (up 2))`, want: `3`},          // ⇑ = {0|↑*}, ↑* = {0,*|0}
	{fn: "birthday", src: `(birthday (mplus up star))`, want: `2`}, // ↑* = {0,*|0}
	{fn: "birthday", src: `(birthday (mg 1 !| -1))`, want: `2`},
	{fn: "birthday", src: `(birthday (mg 0 !| 0 1 2 3))`, want: `1`}, // = {0|0} = *
	{fn: "birthday", src: `(birthday (expt 2 62))`, want: `4611686018427387904`},
	{fn: "birthday", src: `(birthday (star 1099511627776))`, want: `1099511627776`},
	// 2^63 − 1 fits in the result: only birthdays beyond it are too large.
	{fn: "birthday", src: `(birthday (- (expt 2 63) 1))`, want: `9223372036854775807`},
	{fn: "birthday", src: `(birthday (expt 2 100))`, err: `birthday: game too large: a birthday beyond 2^63`},
	{fn: "birthday", src: `(birthday)`, err: `birthday: expects 1 argument, got 0`},
	{fn: "birthday", src: `(birthday 'x)`, err: `birthday: x is not a game or a number`},
	{fn: "birthday", src: `(birthday 1/3)`, err: `birthday: 1/3 is not a short game`},

	{fn: "star", src: `(star)`, want: `*`},
	{fn: "star", src: `(star 1)`, want: `*`},
	{fn: "star", src: `(star 3)`, want: `*3`}, // documented
	{fn: "star", src: `(star 0)`, want: `0`},  // documented
	{fn: "star", src: `(numberp (star 0))`, want: `t`},
	{fn: "star", src: `(star 1099511627776)`, want: `*1099511627776`},
	{fn: "star", src: `(ceq (star 2) (mg 0 star !| 0 star))`, want: `t`}, // *2 = {0,*|0,*} (ONAG ch. 11)
	{fn: "star", src: `(equal (star 1) star)`, want: `t`},
	{fn: "star", src: `(star -1)`, err: `star: -1 is out of range [0, 1099511627776]`},
	{fn: "star", src: `(star 1099511627777)`, err: `star: 1099511627777 is out of range [0, 1099511627776]`},
	{fn: "star", src: `(star (expt 2 100))`, err: `star: 1267650600228229401496703205376 is out of range [0, 1099511627776]`},
	{fn: "star", src: `(star 1/2)`, err: `star: 1/2 is not an integer`},
	{fn: "star", src: `(star 'a)`, err: `star: a is not an integer`},
	{fn: "star", src: `(star 1 2)`, err: `star: expects 0 to 1 arguments, got 2`},

	{fn: "up", src: `(up)`, want: `↑`},
	{fn: "up", src: `(up 2)`, want: `⇑`},  // documented
	{fn: "up", src: `(up -1)`, want: `↓`}, // documented
	{fn: "up", src: `(up -2)`, want: `⇓`},
	{fn: "up", src: `(up 3)`, want: `3↑`},
	{fn: "up", src: `(up -5)`, want: `5↓`},
	{fn: "up", src: `(up 0)`, want: `0`},
	{fn: "up", src: `(equal (up 1) up)`, want: `t`},
	{fn: "up", src: `(ceq (up 2) (mplus up up))`, want: `t`},
	{fn: "up", src: `(up -1099511627776)`, want: `1099511627776↓`},
	{fn: "up", src: `(up 1099511627777)`, err: `up: 1099511627777 is out of range [-1099511627776, 1099511627776]`},
	{fn: "up", src: `(up -1099511627777)`, err: `up: -1099511627777 is out of range [-1099511627776, 1099511627776]`},
	{fn: "up", src: `(up 1/2)`, err: `up: 1/2 is not an integer`},
	{fn: "up", src: `(up 'a)`, err: `up: a is not an integer`},
	{fn: "up", src: `(up 1 2)`, err: `up: expects 0 to 1 arguments, got 2`},

	{fn: "game", src: `(game "{0|^}")`, want: `⇑*`}, // documented; ⇑* = {0|↑} (ONAG ch. 15)
	{fn: "game", src: `(game "2↑+*")`, want: `⇑*`},  // documented
	{fn: "game", src: `(game "^^*")`, want: `⇑*`},
	{fn: "game", src: `(game "{0|*}")`, want: `↑`},
	{fn: "game", src: `(equal up (game "{0|*}"))`, want: `t`},   // canonical forms are shared
	{fn: "game", src: `(game "{2||1|0}")`, want: `{2|1/2±1/2}`}, // {2|{1|0}}
	{fn: "game", src: `(game "0.75")`, want: `3/4`},
	{fn: "game", src: `(numberp (game "{0|1}"))`, want: `t`},
	{fn: "game", src: `(game "+-1")`, want: `±1`},
	{fn: "game", src: `(game "3±1")`, want: `3±1`},
	{fn: "game", src: `(game "1*")`, want: `1+*`},
	{fn: "game", src: `(game "^3")`, want: `3↑`},
	{fn: "game", src: `(game "v3")`, want: `3↓`},
	{fn: "game", src: `(game "-(1+*)")`, want: `-1+*`},
	{fn: "game", src: `(game "{*|*}")`, want: `0`},
	{fn: "game", src: `(game "up")`, want: `↑`}, // names are variables
	{fn: "game", src: `(setq pm1 (mg 1 !| -1)) (game "{2|pm1}")`, want: `{2|±1}`},
	{fn: "game", src: `(game "{^|1}")`, want: `1/2`},      // see canon
	{fn: "game", src: `(game "{*|1}")`, want: `0`},        // see canon
	{fn: "game", src: `(game "{{^|1},1/2|}")`, want: `1`}, // {1/2|} = 1
	{fn: "game", src: `(game "{{1|-1}|0}")`, want: `-1`},  // see canon
	{fn: "game", src: `(game "")`, err: `game: column 1: empty game`},
	{fn: "game", src: `(game "   ")`, err: `game: column 4: empty game`},
	{fn: "game", src: `(game "{0|")`, err: `game: column 4: missing }`},
	{fn: "game", src: `(game "{0|0}}")`, err: `game: column 6: unexpected "}"`},
	{fn: "game", src: `(game "abc")`, err: `game: column 1: unknown name "abc"`},
	{fn: "game", src: `(game "1/3")`, err: `game: column 1: 1/3 is not a short game`},
	{fn: "game", src: `(game "1/0")`, err: `game: column 1: bad number "1/0"`},
	{fn: "game", src: `(game "^v")`, err: `game: column 2: ups and downs mixed`},
	{fn: "game", src: `(game "*99999999999999999999999")`, err: `game: column 2: number too large`},
	{fn: "game", src: `(game (format nil "~a" (let ((g 0)) (dotimes (i 3000) (setq g (mg g !|))) g)))`, err: `game: column 2001: nested more than 2000 deep`},
	{fn: "game", src: `(game 5)`, err: `game: 5 is not a string`},
	{fn: "game", src: `(game 'up)`, err: `game: up is not a string`},
	{fn: "game", src: `(game)`, err: `game: expects 1 argument, got 0`},

	// Each case has a fresh interpreter: the notation starts as unicode.
	{fn: "notation", src: `(notation)`, want: `unicode`},
	{fn: "notation", src: `(notation 'ascii)`, want: `ascii`},
	{fn: "notation", src: `(notation 'ASCII) (notation)`, want: `ascii`},
	{fn: "notation", src: `(notation 'ascii) (notation 'unicode) up`, want: `↑`},
	{fn: "notation", src: `(notation 'ascii) (list up down (up 2) (up -2) (up 3) (up -3) (mplus up star) (mplus 1 star) (mplus 1/2 up) (star 2))`,
		want: `(^ v ^^ vv ^3 v3 ^* 1* 1/2^ *2)`},
	{fn: "notation", src: `(notation 'ascii) (list (mg 1 !| -1) (canon (mg 1 !| -1)) (canon (mg 3 !| 1)) (mplus 2 (up -2) (star 3)))`,
		want: `({1|-1} +-1 2+-1 2vv*3)`},
	{fn: "notation", src: `(notation 'ascii) (format nil "~a" (mg 0 !| up))`, want: `"{0|^}"`},
	{fn: "notation", src: `(notation 'ascii) (pr (mplus up up star))`, want: `nil`, out: "^^*\n"},
	{fn: "notation", src: `(notation 'ascii) (game "{0|^}")`, want: `^^*`},
	{fn: "notation", src: `(list (notation) up down (up 3) (mplus 1 star) (mplus 1/2 up) (canon (mg 1 !| -1)) (mplus 2 (up -2) (star 3)))`,
		want: `(unicode ↑ ↓ 3↑ 1+* 1/2+↑ ±1 2+⇓*3)`},
	{fn: "notation", src: `(notation 'foo)`, err: `notation: foo is not unicode or ascii`},
	{fn: "notation", src: `(notation 1)`, err: `notation: 1 is not unicode or ascii`},
	{fn: "notation", src: `(notation 'ascii 'x)`, err: `notation: expects 0 to 1 arguments, got 2`},

	{fn: "pr", src: `(pr up)`, want: `nil`, out: "↑\n"},
	{fn: "pr", src: `(pr (mg 1 !| -1))`, want: `nil`, out: "{1|-1}\n"},
	{fn: "pr", src: `(pr (mplus 2 2))`, want: `nil`, out: "4\n"},
	{fn: "pr", src: `(pr "x")`, want: `nil`, out: "x\n"},
	{fn: "pr", src: `(pr)`, err: `pr: expects 1 argument, got 0`},
	{fn: "pr", src: `(pr 1 2)`, err: `pr: expects 1 argument, got 2`},
	{fn: "pr", src: `(notation 'ascii) (pr (list up (mg 0 !| down)))`, want: `nil`, out: "(^ {0|v})\n"},

	{fn: "know", src: `(know star '!*)`, want: `((* *))`},
	{fn: "know", src: `(know up "U") gamelist`, want: `((U "U"))`},
	{fn: "know", src: `(know up 'u) (know star 's) gamelist`, want: `((s s) (u u))`}, // newest first
	// Sub-games equal to a known game print by its name.
	{fn: "know", src: `(setq s (mg 0 !| 0)) (know s 'st) (mg 0 !| s)`, want: `{0|st}`},
	{fn: "know", src: `(know (mg 1 !| -1) 'pm1) (mg 2 !| (mg 1 !| -1))`, want: `{2|pm1}`},
	{fn: "know", src: `(know (mg 0 !| 0) 'st) (list star (canon (mg 0 !| 0)) (mg 0 !| 0 0))`, want: `(st st st)`}, // equal by value
	{fn: "know", src: `(know 0 'zero) (mg 0 !| 0)`, want: `{zero|zero}`},                                          // numbers are games
	{fn: "know", src: `(know up 'u) (up 2)`, want: `⇑`},                                                           // not equal to ↑
	// A name attaches when the game is printed, and survives
	// (setq gamelist nil) (Allemang, Appendix III).
	{fn: "know", src: `(setq s (mg 0 !| 0)) (know s 'st) (format nil "~a" s) (setq gamelist nil) s`, want: `st`},
	{fn: "know", src: `(setq s (mg 0 !| 0)) (know s 'st) (setq gamelist nil) s`, want: `{0|0}`},
	{fn: "know", src: `(setq s (mg 0 !| 0)) (know s 'st) (format nil "~a" s) (setq gamelist nil) (mg 0 !| s)`, want: `{0|st}`},
	// Allemang's session, steps 9-19.
	{fn: "know", src: `(setq star (mg 0 !| 0) up (mg 0 !| star)) (pr up) (know star '!*) (pr up) (know up '!↑) (pr up)
		(setq gamelist nil) (pr up) (setq dups (mplus up up star)) (pr dups) (canon dups) (pr dups)`,
		want: `nil`, out: "{0|{0|0}}\n{0|*}\n↑\n↑\n2↑+*\n2↑+*\n"},
	{fn: "know", src: `(know star 5)`, err: `know: 5 is not a symbol or a string`},
	{fn: "know", src: `(know star '(a))`, err: `know: (a) is not a symbol or a string`},
	{fn: "know", src: `(know 1/3 'x)`, err: `know: 1/3 is not a short game`},
	{fn: "know", src: `(know 'a 'b)`, err: `know: a is not a game or a number`},
	{fn: "know", src: `(know star)`, err: `know: expects 2 arguments, got 1`},

	// ---- temperature theory ----
	// Sources: Winning Ways (WW) ch. 6 (stops, thermographs, cooling) and
	// ch. 8 (atomic weight); ONAG ch. 9; the digest of Allemang's Appendix III
	// (/work/shared/reference/allemang.md §3) for the interval lists. A switch
	// {x|y} of numbers x > y has stops x, y, mean (x+y)/2, temperature (x−y)/2.
	{fn: "confint", src: `(confint (mg 1 !| -1))`, want: `((1 1) (-1 -1))`}, // [1,-1], Allemang step 3
	{fn: "confint", src: `(confint star)`, want: `((0 1) (0 -1))`},          // * ‖ 0: [0,0]
	{fn: "confint", src: `(confint up)`, want: `((0 -1) (0 1))`},            // ↑ > 0: empty (0,0)
	// {{4|2}|±1} is below 2 and above 1: (2,1), open at both ends.
	{fn: "confint", src: `(confint (game "{{4|2}|{1|-1}}"))`, want: `((2 -1) (1 1))`},
	// Allemang: a game that turns out to be a number prints as the number.
	{fn: "confint", src: `(setq g (mplus (mg 0 !| 1) (mg 0 !| 1))) (confint g) g`, want: `1`},
	{fn: "confint", src: `(setq g (mg 0 !| 1)) (confint g) (list g (confint 1/2))`, want: `(1/2 ((1/2 -1) (1/2 1)))`},
	{fn: "confint", src: `(confint 'x)`, err: `confint: x is not a game or a number`},
	{fn: "confint", src: `(confint 1/3)`, err: `confint: 1/3 is not a short game`},

	{fn: "dispint", src: `(dispint (mg 1 !| -1))`, want: `nil`, out: "[1,-1]"}, // Allemang step 3
	{fn: "dispint", src: `(dispint up)`, want: `nil`, out: "(0,0)"},
	{fn: "dispint", src: `(dispint (game "{3|{1|-1}}"))`, want: `nil`, out: "[3,1)"}, // G−3 is fuzzy, G−1 > 0 (by hand)
	{fn: "dispint", src: `(dispint '((2 1) (1 1)))`, want: `nil`, out: "[2,1)"},
	{fn: "dispint", src: `(dispint '((2 1) (1 0)))`, err: `dispint: ((2 1) (1 0)) is not an interval`},
	{fn: "dispint", src: `(dispint "x")`, err: `dispint: "x" is not a game or a number`},

	{fn: "thermograph", src: `(thermograph (mg 1 !| -1))`, want: `((0 ((1 1) (-1 -1))) (1 ((0 1) (0 -1))))`},
	// a = {3±1, 2±1 | ±1}: corners at 0 and 1 (the walls 2 and 1 turn), mast 3/2 at 3/2.
	{fn: "thermograph", src: `(setq p (mg 1 !| -1)) (thermograph (mg (mplus 3 p) (mplus 2 p) !| p))`,
		want: `((0 ((2 -1) (1 1))) (1 ((2 -1) (1 1))) (3/2 ((3/2 1) (3/2 -1))))`},
	{fn: "thermograph", src: `(thermograph 1/2)`, want: `((-1 ((1/2 1) (1/2 -1))))`}, // a number: mast from −1
	{fn: "thermograph", src: `(thermograph up)`, want: `((0 ((0 1) (0 -1))))`},       // infinitesimal: mast from 0
	{fn: "thermograph", src: `(thermograph)`, err: `thermograph: expects 1 argument, got 0`},
	{fn: "thermograph", src: `(thermograph '(1))`, err: `thermograph: (1) is not a game or a number`},

	{fn: "draw", src: `(draw (thermograph (mg 2 !| 1)))`, want: `nil`},
	{fn: "draw", src: `(equal (draw (mg 2 !| 1) "$DIR/g.svg") "$DIR/g.svg")`, want: `t`},
	{fn: "draw", src: `(draw '((0 ((1 1) (-1 -1))) (1 ((1 1) (-1 -1)))))`, err: `draw:`},
	{fn: "draw", src: `(draw '((0 (1 2))))`, err: `draw: (1 2) is not an interval`},
	{fn: "draw", src: `(draw 'x)`, err: `draw: x is not a thermograph or a game`},
	{fn: "draw", src: `(draw up "$DIR/up.png")`, err: `the picture is SVG`},
	{fn: "draw", src: `(draw up "$DIR/no/such/dir/up.svg")`, err: `draw: open`},

	{fn: "stops", src: `(stops (mg 1 !| -1))`, want: `(1 -1)`},
	{fn: "stops", src: `(stops (game "{3|{1|-1}}"))`, want: `(3 1)`}, // Right moves to ±1, Left then to 1
	{fn: "stops", src: `(stops 5/8)`, want: `(5/8 5/8)`},
	{fn: "stops", src: `(stops "g")`, err: `stops: "g" is not a game or a number`},
	{fn: "leftstop", src: `(leftstop (game "{{4|2}|{1|-1}}"))`, want: `2`},
	{fn: "leftstop", src: `(leftstop nil)`, err: `leftstop: nil is not a game or a number`},
	{fn: "rightstop", src: `(rightstop (game "{{4|2}|{1|-1}}"))`, want: `1`},
	{fn: "rightstop", src: `(rightstop)`, err: `rightstop: expects 1 argument, got 0`},

	{fn: "mean", src: `(mean (mg 2 !| 1))`, want: `3/2`},
	{fn: "mean", src: `(mean (mplus (mg 2 !| 1) (mg 5 !| -1) up))`, want: `7/2`}, // means add: 3/2 + 2 + 0
	{fn: "mean", src: `(mean 'a)`, err: `mean: a is not a game or a number`},
	{fn: "temperature", src: `(temperature (mg 2 !| 1))`, want: `1/2`},
	{fn: "temperature", src: `(list (temperature 3) (temperature 3/4) (temperature star))`, want: `(-1 -1/4 0)`}, // CGSuite's convention
	{fn: "temperature", src: `(temperature 1 2)`, err: `temperature: expects 1 argument, got 2`},

	{fn: "cool", src: `(cool (mg 2 !| -2) 1)`, want: `±1`}, // {2−1|−2+1}
	{fn: "cool", src: `(cool (mg 2 !| -2) 3)`, want: `0`},  // above its temperature 2: the mean
	{fn: "cool", src: `(cool (mg 2 !| -2) 2)`, want: `*`},  // {0|0}
	{fn: "cool", src: `(cool (mg 2 !| -2) -1)`, err: `cool: -1 is not a dyadic number ≥ 0`},
	{fn: "cool", src: `(cool up 'a)`, err: `cool: a is not a number`},
	{fn: "heat", src: `(heat star 1)`, want: `±1`},                 // {0+1|0−1}
	{fn: "heat", src: `(heat (mg 0 !| star) 1)`, want: `{1|-1±1}`}, // ↑ = {0|*} → {1|±1 − 1}
	{fn: "heat", src: `(heat star "t")`, err: `heat: "t" is not a game or a number`},
	{fn: "overheat", src: `(overheat star 1 1)`, want: `±1`}, // {0·1 + 1 | 0·1 − 1}
	{fn: "overheat", src: `(overheat 3 star 1)`, want: `*`},  // an integer n becomes n·S: *+*+* = *
	{fn: "overheat", src: `(overheat star 1)`, err: `overheat: expects 3 arguments, got 2`},
	{fn: "freeze", src: `(freeze (mg 2 !| 1))`, want: `3/2+*`}, // cooled by 1/2: {3/2|3/2}
	{fn: "freeze", src: `(freeze 7/8)`, want: `7/8`},
	{fn: "freeze", src: `(freeze '(1))`, err: `freeze: (1) is not a game or a number`},

	{fn: "atomic-weight", src: `(atomic-weight (up 3))`, want: `3`},
	{fn: "atomic-weight", src: `(atomic-weight (mplus up up star))`, want: `2`},
	{fn: "atomic-weight", src: `(atomic-weight (mg 0 !| (mplus down star)))`, want: `0`}, // ↑² = {0|↓*}: {−2|1} = 0, G ‖ ☆ (WW ch. 8)
	{fn: "atomic-weight", src: `(atomic-weight (mg 1 !| 0))`, err: `is not all-small`},
	{fn: "atomic-weight", src: `(atomic-weight 1)`, err: `is not all-small`},
	{fn: "reduced-canon", src: `(reduced-canon (mplus (mg 1 !| -1) up))`, want: `±1`},
	{fn: "reduced-canon", src: `(reduced-canon (mplus 1/2 up star))`, want: `1/2`},
	{fn: "reduced-canon", src: `(reduced-canon 'g)`, err: `reduced-canon: g is not a game or a number`},

	// ---- impartial games ----
	// Sources: Winning Ways (WW) ch. 4 (octal codes, nim values) and ch. 13
	// (misère play, genus); OEIS A002186 (Kayles), A002187 (Dawson's
	// Kayles), A002188 (Grundy's game); the digests
	// /work/shared/reference/allemang.md (§1.5–§2.3, Appendix I) and
	// allen.md (§2–§3, §7). Values not printed in a source were checked
	// against an independent brute-force misère search.
	{fn: "octal", src: `(octal "0.77")`, want: `#<ruleset 0.77>`},
	{fn: "octal", src: `(octal 'kayles)`, want: `#<ruleset kayles 0.77>`}, // WW ch. 4: Kayles is 0.77
	{fn: "octal", src: `(octal "KAYLES")`, want: `#<ruleset kayles 0.77>`},
	{fn: "octal", src: `(octal 'dawsons-kayles)`, want: `#<ruleset dawsons-kayles 0.07>`},
	{fn: "octal", src: `(octal 'nim)`, want: `#<ruleset nim 0.[3]>`},      // documented: nim is 0.[3]
	{fn: "octal", src: `(octal 'grundy)`, want: `#<ruleset grundy 4!.0>`}, // documented: Grundy's game is 4!.0
	{fn: "octal", src: `(octal 'knots)`, want: `#<ruleset knots 4.7>`},    // allemang.md §1.15
	{fn: "octal", src: `(octal ".137")`, want: `#<ruleset 0.137>`},        // Dawson's chess, WW ch. 4
	{fn: "octal", src: `(octal "0.770")`, want: `#<ruleset 0.77>`},        // trailing zeros mean nothing
	{fn: "octal", src: `(octal "0.7 7")`, want: `#<ruleset 0.77>`},
	{fn: "octal", src: `(octal "0.1[37]")`, want: `#<ruleset 0.1[37]>`},
	{fn: "octal", src: `(octal "0.[0]")`, want: `#<ruleset 0.0>`}, // a zero tail is no tail
	{fn: "octal", src: `(octal "0.f")`, want: `#<ruleset 0.f>`},   // hexadecimal digits: three heaps
	{fn: "octal", src: `(octal "sub{5,1,2,2}")`, want: `#<ruleset sub{1,2,5}>`},
	{fn: "octal", src: `(octal (octal 'kayles))`, want: `#<ruleset kayles 0.77>`},
	{fn: "octal", src: `(octal (heap 'kayles 3))`, want: `#<ruleset kayles 0.77>`},
	{fn: "octal", src: `(equal (octal 'kayles) (octal "0.770"))`, want: `t`}, // equal: the same code
	{fn: "octal", src: `(equal (octal 'nim) (octal "0.[3]"))`, want: `t`},
	{fn: "octal", src: `(equal (octal 'kayles) (octal 'dawsons-kayles))`, want: `nil`},
	{fn: "octal", src: `(eq (octal 'kayles) (octal 'kayles))`, want: `nil`}, // new values
	{fn: "octal", src: `(format nil "~a" (octal 'grundy))`, want: `"#<ruleset grundy 4!.0>"`},
	{fn: "octal", src: `(octal "0.g")`, err: `octal: bad code "0.g": 'g' is not a digit (0-9, a-f)`},
	{fn: "octal", src: `(octal "0.7g7")`, err: `octal: bad code "0.7g7": 'g' is not a digit (0-9, a-f)`},
	{fn: "octal", src: `(octal "")`, err: `octal: bad code "": no point (codes look like 0.77 or 4!.0)`},
	{fn: "octal", src: `(octal "77")`, err: `octal: bad code "77": no point (codes look like 0.77 or 4!.0)`},
	{fn: "octal", src: `(octal 'nosuch)`, err: `octal: bad code "nosuch": no point (codes look like 0.77 or 4!.0)`},
	{fn: "octal", src: `(octal "1.0")`, err: `octal: bad code "1.0": the digit before the point, 1, may only split heaps (0, 4, 8 or c)`},
	{fn: "octal", src: `(octal "12.3")`, err: `octal: bad code "12.3": one digit before the point`},
	{fn: "octal", src: `(octal "g.3")`, err: `octal: bad code "g.3": 'g' is not a digit`},
	{fn: "octal", src: `(octal "0.0.7")`, err: `octal: bad code "0.0.7": '.' is not a digit (0-9, a-f)`},
	{fn: "octal", src: `(octal "0.[]")`, err: `octal: bad code "0.[]": empty repeating tail []`},
	{fn: "octal", src: `(octal "0.[3")`, err: `octal: bad code "0.[3": missing ]`},
	{fn: "octal", src: `(octal "0.[3]4")`, err: `octal: bad code "0.[3]4": the repeating tail [...] must end the code`},
	{fn: "octal", src: `(octal "sub{}")`, err: `octal: bad subtraction game "sub{}": "" is not a whole number from 1 to 65536`},
	{fn: "octal", src: `(octal "sub{1,0}")`, err: `octal: bad subtraction game "sub{1,0}": "0" is not a whole number from 1 to 65536`},
	{fn: "octal", src: `(octal "sub{65537}")`, err: `octal: bad subtraction game "sub{65537}": "65537" is not a whole number from 1 to 65536`},
	{fn: "octal", src: `(octal "sub1")`, err: `octal: bad subtraction game "sub1": write sub{1,2,5}`},
	{fn: "octal", src: `(octal 5)`, err: `octal: 5 is not a ruleset (octal "0.77")`},
	{fn: "octal", src: `(octal '(kayles))`, err: `octal: (kayles) is not a ruleset`},
	{fn: "octal", src: `(octal)`, err: `octal: expects 1 argument, got 0`},
	{fn: "octal", src: `(octal "0.7" "0.7")`, err: `octal: expects 1 argument, got 2`},

	{fn: "ruleset", src: `(ruleset 'kayles)`, want: `#<ruleset kayles 0.77>`}, // documented: the same as octal
	{fn: "ruleset", src: `(equal (ruleset "0.07") (octal 'dawsons-kayles))`, want: `t`},
	{fn: "ruleset", src: `(ruleset "0.9x")`, err: `bad code "0.9x": 'x' is not a digit (0-9, a-f)`},
	{fn: "ruleset", src: `(ruleset)`, err: `ruleset: expects 1 argument, got 0`},
	{fn: "ruleset", src: `(ruleset 3)`, err: `ruleset: 3 is not a ruleset (octal "0.77")`},

	{fn: "heap", src: `(heap 'kayles 3 4)`, want: `kayles[3+4]`},
	{fn: "heap", src: `(heap 'kayles 4 3)`, want: `kayles[3+4]`}, // a sum: order does not matter
	{fn: "heap", src: `(heap 'kayles 0 3)`, want: `kayles[3]`},   // empty heaps vanish
	{fn: "heap", src: `(heap 'kayles)`, want: `kayles[0]`},
	{fn: "heap", src: `(heap 'kayles '(3 4) 5)`, want: `kayles[3+4+5]`}, // documented: sizes as a list
	{fn: "heap", src: `(heap "0.123" 8 5)`, want: `0.123[5+8]`},
	{fn: "heap", src: `(heap (octal "4!.0") 7)`, want: `4!.0[7]`},
	{fn: "heap", src: `(heap (heap 'kayles 3))`, want: `kayles[3]`},
	{fn: "heap", src: `(heap 'kayles 1048576)`, want: `kayles[1048576]`},
	{fn: "heap", src: `(list (heap 'nim 1 2) (heap "sub{1,2}" 7))`, want: `(nim[1+2] sub{1,2}[7])`},
	{fn: "heap", src: `(equal (heap 'kayles 3 4) (heap "0.77" 4 3))`, want: `t`},
	{fn: "heap", src: `(equal (heap 'kayles 3) (heap 'nim 3))`, want: `nil`},
	{fn: "heap", src: `(equal (heap 'kayles 3 4) (heap 'kayles 3 5))`, want: `nil`},
	{fn: "heap", src: `(heap 'kayles -1)`, err: `heap: -1 is out of range [0, 1048576]`},
	{fn: "heap", src: `(heap 'kayles 1048577)`, err: `heap: 1048577 is out of range [0, 1048576]`},
	{fn: "heap", src: `(heap 'kayles 1/2)`, err: `heap: 1/2 is not an integer`},
	{fn: "heap", src: `(heap 'kayles 'a)`, err: `heap: a is not an integer`},
	{fn: "heap", src: `(heap 'kayles '(1 a))`, err: `heap: a is not an integer`},
	{fn: "heap", src: `(heap 'kayles '(1 -2))`, err: `heap: -2 is out of range [0, 1048576]`},
	{fn: "heap", src: `(heap "0.8g" 1)`, err: `heap: bad code "0.8g": 'g' is not a digit (0-9, a-f)`},
	{fn: "heap", src: `(heap 5 1)`, err: `heap: 5 is not a ruleset (octal "0.77")`},
	{fn: "heap", src: `(heap (heap 'kayles 3) 4)`, err: `heap: heaps take no more arguments`},
	{fn: "heap", src: `(heap)`, err: `heap: expects at least 1 argument, got 0`},

	// WW ch. 4, OEIS A002186: Kayles 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 …
	{fn: "nim-values", src: `(nim-values 'kayles 12)`, want: `(0 1 2 3 1 4 3 2 1 4 2 6 4)`},
	{fn: "nim-values", src: `(nim-values 'kayles 5)`, want: `(0 1 2 3 1 4)`}, // documented
	{fn: "nim-values", src: `(nim-values 'kayles 0)`, want: `(0)`},
	{fn: "nim-values", src: `(nth 70 (nim-values 'kayles 83))`, want: `6`}, // A002186: the last exceptional value, G(70) = 6 ≠ G(82) = 2
	{fn: "nim-values", src: `(nth 82 (nim-values 'kayles 83))`, want: `2`},
	// OEIS A002187: Dawson's Kayles 0.07.
	{fn: "nim-values", src: `(nim-values 'dawsons-kayles 20)`, want: `(0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3)`},
	// WW ch. 4: Dawson's chess 0.137 is Dawson's Kayles shifted by one.
	{fn: "nim-values", src: `(equal (nim-values ".137" 60) (cdr (nim-values 'dawsons-kayles 61)))`, want: `t`},
	// OEIS A002188: Grundy's game.
	{fn: "nim-values", src: `(nim-values 'grundy 20)`, want: `(0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0)`},
	{fn: "nim-values", src: `(nim-values 'nim 6)`, want: `(0 1 2 3 4 5 6)`},                                   // G(*n) = n
	{fn: "nim-values", src: `(nim-values "sub{1,2}" 8)`, want: `(0 1 2 0 1 2 0 1 2)`},                         // n mod 3 (WW ch. 4)
	{fn: "nim-values", src: `(nim-values 'officers 20)`, want: `(0 0 1 2 0 1 2 3 1 2 3 4 0 3 4 2 1 3 2 1 0)`}, // OEIS A046695
	{fn: "nim-values", src: `(nim-values "0.0" 3)`, want: `(0 0 0 0)`},                                        // no moves at all
	{fn: "nim-values", src: `(nim-values (heap 'kayles 3) 3)`, want: `(0 1 2 3)`},
	{fn: "nim-values", src: `(nim-values 'kayles -1)`, err: `nim-values: -1 is out of range [0, 1000000]`},
	{fn: "nim-values", src: `(nim-values 'kayles 1000001)`, err: `nim-values: 1000001 is out of range [0, 1000000]`},
	{fn: "nim-values", src: `(nim-values 'kayles 'a)`, err: `nim-values: a is not an integer`},
	{fn: "nim-values", src: `(nim-values 'kayles 3/2)`, err: `nim-values: 3/2 is not an integer`},
	{fn: "nim-values", src: `(nim-values 5 3)`, err: `nim-values: 5 is not a ruleset (octal "0.77")`},
	{fn: "nim-values", src: `(nim-values "0.7x" 3)`, err: `nim-values: bad code "0.7x": 'x' is not a digit (0-9, a-f)`},
	{fn: "nim-values", src: `(nim-values 'kayles)`, err: `nim-values: expects 2 arguments, got 1`},
	{fn: "nim-values", src: `(nim-values 'kayles 1 2)`, err: `nim-values: expects 2 arguments, got 3`},

	{fn: "nim-value", src: `(nim-value 'kayles 3 4)`, want: `2`}, // 3 ⊕ 1 (A002186)
	{fn: "nim-value", src: `(nim-value (heap 'kayles 3 4))`, want: `2`},
	{fn: "nim-value", src: `(nim-value 'nim 5 6)`, want: `3`}, // Bouton: 5 ⊕ 6
	{fn: "nim-value", src: `(nim-value 'nim '(1 2 3))`, want: `0`},
	{fn: "nim-value", src: `(nim-value 'kayles)`, want: `0`},
	{fn: "nim-value", src: `(nim-value 'grundy 13 18)`, want: `7`}, // A002188: 3 ⊕ 4
	{fn: "nim-value", src: `(nim-value 'kayles -2)`, err: `nim-value: -2 is out of range [0, 1048576]`},
	{fn: "nim-value", src: `(nim-value 5)`, err: `nim-value: 5 is not a ruleset (octal "0.77")`},
	{fn: "nim-value", src: `(nim-value (heap 'kayles 3) 4)`, err: `nim-value: heaps take no more arguments`},
	{fn: "nim-value", src: `(nim-value 'kayles 'x)`, err: `nim-value: x is not an integer`},
	{fn: "nim-value", src: `(nim-value)`, err: `nim-value: expects at least 1 argument, got 0`},

	// Misère Nim (Bouton; WW ch. 13): with all heaps 1, P iff their number
	// is odd; otherwise P iff the nim-sum is 0. No move: the next player wins.
	{fn: "misere-outcome", src: `(misere-outcome 'nim 1)`, want: `p`}, // documented
	{fn: "misere-outcome", src: `(misere-outcome 'nim 0)`, want: `n`},
	{fn: "misere-outcome", src: `(misere-outcome 'nim 2)`, want: `n`},
	{fn: "misere-outcome", src: `(misere-outcome 'nim 1 1)`, want: `n`},
	{fn: "misere-outcome", src: `(misere-outcome 'nim 1 1 1)`, want: `p`},
	{fn: "misere-outcome", src: `(misere-outcome 'nim 2 2)`, want: `p`},
	{fn: "misere-outcome", src: `(misere-outcome 'nim 2 3)`, want: `n`},
	{fn: "misere-outcome", src: `(misere-outcome 'nim 1 2 3)`, want: `p`},
	{fn: "misere-outcome", src: `(misere-outcome (heap 'kayles 4))`, want: `p`}, // Kayles 4 has genus 1^031 (WW ch. 13)
	{fn: "misere-outcome", src: `(misere-outcome (mcanon "*2+*2"))`, want: `p`}, // genus 0^02
	{fn: "misere-outcome", src: `(misere-outcome (mcanon 0))`, want: `n`},
	{fn: "misere-outcome", src: `(misere-outcome (adder 1))`, want: `p`},
	{fn: "misere-outcome", src: `(misere-outcome 'kayles -1)`, err: `misere-outcome: -1 is out of range [0, 1048576]`},
	{fn: "misere-outcome", src: `(misere-outcome 0)`, err: `misere-outcome: 0 is not a ruleset (octal "0.77")`},
	{fn: "misere-outcome", src: `(misere-outcome "*")`, err: `misere-outcome: bad code "*": no point`},
	{fn: "misere-outcome", src: `(misere-outcome (mcanon 1) 2)`, err: `misere-outcome: * is not a ruleset (octal "0.77")`},
	{fn: "misere-outcome", src: `(misere-outcome 'kayles 1048576)`, err: `misere-outcome: position too large to search`},
	{fn: "misere-outcome", src: `(misere-outcome)`, err: `misere-outcome: expects at least 1 argument, got 0`},

	{fn: "misere-grundy", src: `(misere-grundy 'nim 2)`, want: `2`}, // documented
	{fn: "misere-grundy", src: `(misere-grundy 'nim 0)`, want: `1`}, // no move: 1
	{fn: "misere-grundy", src: `(misere-grundy 'nim 1)`, want: `0`},
	{fn: "misere-grundy", src: `(misere-grundy 'nim 1 1)`, want: `1`},
	{fn: "misere-grundy", src: `(misere-grundy 'kayles 5)`, want: `1`}, // Kayles 5: 4^146 (WW ch. 13)
	{fn: "misere-grundy", src: `(misere-grundy (adder 4))`, want: `0`}, // *2+*2: 0^02
	{fn: "misere-grundy", src: `(misere-grundy 'nim -1)`, err: `misere-grundy: -1 is out of range [0, 1048576]`},
	{fn: "misere-grundy", src: `(misere-grundy 'x 1)`, err: `misere-grundy: bad code "x": no point`},
	{fn: "misere-grundy", src: `(misere-grundy 1/2)`, err: `misere-grundy: 1/2 is not a ruleset`},
	{fn: "misere-grundy", src: `(misere-grundy)`, err: `misere-grundy: expects at least 1 argument, got 0`},

	// Misère Nim heaps: 0^120, 1^031, n^{n(n⊕2)} for n ≥ 2 (WW ch. 13;
	// allen.md §2.2). γi is 𝒢⁻ of the position plus i copies of *2.
	{fn: "genus", src: `(genus 'nim 0)`, want: `"0^120"`}, // documented
	{fn: "genus", src: `(genus 'nim 1)`, want: `"1^031"`},
	{fn: "genus", src: `(genus 'nim 2)`, want: `"2^20"`}, // documented
	{fn: "genus", src: `(genus 'nim 3)`, want: `"3^31"`},
	{fn: "genus", src: `(genus 'nim 4)`, want: `"4^46"`},
	{fn: "genus", src: `(genus 'nim 5)`, want: `"5^57"`},
	{fn: "genus", src: `(genus 'nim 10)`, want: `"(10)^(10)8"`}, // documented: values of 10 or more in parentheses
	{fn: "genus", src: `(genus 'nim 2 2)`, want: `"0^02"`},      // allen.md §2.2
	{fn: "genus", src: `(genus 'nim 2 2 1)`, want: `"1^13"`},
	{fn: "genus", src: `(genus 'nim 1 1)`, want: `"0^120"`},
	{fn: "genus", src: `(genus (heap "0.123" 8 5))`, want: `"3^0531"`}, // allen.md §2
	{fn: "genus", src: `(genus "0.123" 8 5)`, want: `"3^0531"`},
	// Kayles (WW ch. 13; checked by brute force): 4 = 1^031, 5 = 4^146,
	// 8 = 1^13, 9 = 4^046, 11 = 6^46.
	{fn: "genus", src: `(mapcar (lambda (n) (genus 'kayles n)) '(4 5 8 9 11))`, want: `("1^031" "4^146" "1^13" "4^046" "6^46")`},
	{fn: "genus", src: `(genus (mcanon "{0,*2}"))`, want: `"1^031"`}, // {0,*2} = * in misère play
	{fn: "genus", src: `(genus (adder 4))`, want: `"0^02"`},
	{fn: "genus", src: `(genus 5)`, err: `genus: 5 is not a ruleset (octal "0.77")`},
	{fn: "genus", src: `(genus 'nim 'a)`, err: `genus: a is not an integer`},
	{fn: "genus", src: `(genus 'nim -3)`, err: `genus: -3 is out of range [0, 1048576]`},
	{fn: "genus", src: `(genus "{0,*2}")`, err: `genus: bad code "{0,*2}": no point`},
	{fn: "genus", src: `(genus (heap 'kayles 1) 2)`, err: `genus: heaps take no more arguments`},
	{fn: "genus", src: `(genus)`, err: `genus: expects at least 1 argument, got 0`},

	// allemang.md §1.5: 0 + :k is N P N N P N N N P …, so 0 is 1#0#.
	{fn: "blurry-genus", src: `(blurry-genus 'nim 0)`, want: `"1#0#"`}, // documented
	{fn: "blurry-genus", src: `(blurry-genus 'nim 1)`, want: `"0#1#"`},
	{fn: "blurry-genus", src: `(blurry-genus 'nim 2)`, want: `"#0#"`},
	{fn: "blurry-genus", src: `(blurry-genus 'kayles 5)`, want: `"1###"`}, // 4^146
	{fn: "blurry-genus", src: `(blurry-genus (mcanon 0))`, want: `"1#0#"`},
	{fn: "blurry-genus", src: `(blurry-genus 3/2)`, err: `blurry-genus: 3/2 is not a ruleset (octal "0.77")`},
	{fn: "blurry-genus", src: `(blurry-genus 'nim -1)`, err: `blurry-genus: -1 is out of range [0, 1048576]`},
	{fn: "blurry-genus", src: `(blurry-genus)`, err: `blurry-genus: expects at least 1 argument, got 0`},

	{fn: "genus-values", src: `(genus-values 'nim 2)`, want: `("*0(1202)" "*1(0313)" "*2(2020)")`}, // documented
	{fn: "genus-values", src: `(genus-values 'nim 0)`, want: `("*0(1202)")`},
	{fn: "genus-values", src: `(genus-values 'nim 1 1)`, want: `("*0(1)" "*1(0)")`},
	{fn: "genus-values", src: `(genus-values 'nim 0 8)`, want: `("*0(12020202)")`},
	// Kayles (WW ch. 13 genera; checked by brute force).
	{fn: "genus-values", src: `(genus-values 'kayles 12)`, want: `("*0(1202)" "*1(0313)" "*2(2020)" "*3(3131)" "*1(0313)" "4(1###)" "*3(3131)" "2(2020)" "1(1313)" "4(0###)" "2(2020)" "6(####)" "4(0###)")`},
	// allemang.md §2.3, Appendix I, 0.07 rows 16–48 (the clean rows).
	{fn: "genus-values", src: `(nthcdr 16 (genus-values 'dawsons-kayles 48))`, want: `("5(0###)" "2(0#20)" "*2(2020)" "3(1#31)" "*3(3131)" "0(0202)" "1(0313)" "1(1313)" "3(1#31)" "0(3131)" "2(0#20)" "1(#313)" "1(1313)" "0(1202)" "4(0###)" "5(0###)" "2(2020)" "7(1###)" "4(####)" "0(0202)" "1(0313)" "1(1313)" "2(1#20)" "0(3131)" "3(0#31)" "1(#313)" "1(1313)" "0(1202)" "3(3131)" "3(0#31)" "2(2020)" "2(1#20)" "4(####)")`},
	// allemang.md §2.3, Appendix I, 4.7 Knots (clean, 8-symbol genera).
	{fn: "genus-values", src: `(genus-values 'knots 14 8)`, want: `("*0(12020202)" "*1(03131313)" "*2(20202020)" "*1(03131313)" "*2(20202020)" "1(#3131313)" "2(20202020)" "1(#3131313)" "2(1#202020)" "1(20#31313)" "2(131#2020)" "1(2020#313)" "2(13131#20)" "1(202020#3)" "2(1313131#)")`},
	// allemang.md §2.3, Appendix I, 0.37 (clean), heaps 0–10.
	{fn: "genus-values", src: `(genus-values "0.37" 10)`, want: `("*0(1202)" "*1(0313)" "*2(2020)" "*0(1202)" "*1(0313)" "*2(2020)" "3(1#31)" "*1(0313)" "*2(2020)" "3(1#31)" "4(0###)")`},
	{fn: "genus-values", src: `(genus-values 'nim 2 0)`, err: `genus-values: 0 is out of range [1, 64]`},
	{fn: "genus-values", src: `(genus-values 'nim 2 65)`, err: `genus-values: 65 is out of range [1, 64]`},
	{fn: "genus-values", src: `(genus-values 'nim 2 'w)`, err: `genus-values: w is not an integer`},
	{fn: "genus-values", src: `(genus-values 'nim -1)`, err: `genus-values: -1 is out of range [0, 100000]`},
	{fn: "genus-values", src: `(genus-values 'nim 100001)`, err: `genus-values: 100001 is out of range [0, 100000]`},
	{fn: "genus-values", src: `(genus-values 'nim 'x)`, err: `genus-values: x is not an integer`},
	{fn: "genus-values", src: `(genus-values 5 2)`, err: `genus-values: 5 is not a ruleset (octal "0.77")`},
	{fn: "genus-values", src: `(genus-values "0.[3" 2)`, err: `genus-values: bad code "0.[3": missing ]`},
	{fn: "genus-values", src: `(genus-values 'nim)`, err: `genus-values: expects 2 to 3 arguments, got 1`},
	{fn: "genus-values", src: `(genus-values 'nim 1 2 3)`, err: `genus-values: expects 2 to 3 arguments, got 4`},

	// allemang.md §2.2, Grundy's game, table iii (two-heap wild sums) and
	// the single heaps 13–30.
	{fn: "genus-entry", src: `(genus-entry (heap 'grundy 13 16))`, want: `"(1202)"`}, // documented
	{fn: "genus-entry", src: `(mapcar (lambda (p) (genus-entry (heap 'grundy p))) '((13 18) (13 20) (18 20) (13 28) (13 30) (20 23) (21 23)))`,
		want: `("(0###)" "(#313)" "(####)" "(2020)" "(3131)" "(0202)" "(####)")`},
	{fn: "genus-entry", src: `(genus-entry (heap 'grundy 13))`, want: `"3(1#31)"`},
	{fn: "genus-entry", src: `(genus-entry (heap 'dawsons-kayles 10) 8)`, want: `"3(1#313131)"`}, // allemang.md App. I, .07 heap 10
	{fn: "genus-entry", src: `(genus-entry (heap 'nim 2))`, want: `"*2(2020)"`},
	{fn: "genus-entry", src: `(genus-entry (heap 'nim 2 2))`, want: `"(0202)"`}, // 0^02
	{fn: "genus-entry", src: `(genus-entry 'kayles 3)`, err: `genus-entry: kayles is not heaps: (heap RULES N...)`},
	{fn: "genus-entry", src: `(genus-entry (mcanon 2))`, err: `genus-entry: *2 is not heaps: (heap RULES N...)`},
	{fn: "genus-entry", src: `(genus-entry (heap 'nim 2) 0)`, err: `genus-entry: 0 is out of range [1, 64]`},
	{fn: "genus-entry", src: `(genus-entry (heap 'nim 2) 65)`, err: `genus-entry: 65 is out of range [1, 64]`},
	{fn: "genus-entry", src: `(genus-entry (heap 'nim 2) 'a)`, err: `genus-entry: a is not an integer`},
	{fn: "genus-entry", src: `(genus-entry (heap 'kayles 1048576))`, err: `genus-entry: position too large to search`},
	{fn: "genus-entry", src: `(genus-entry)`, err: `genus-entry: expects 1 to 2 arguments, got 0`},
	{fn: "genus-entry", src: `(genus-entry (heap 'nim 2) 1 2)`, err: `genus-entry: expects 1 to 2 arguments, got 3`},

	{fn: "tame-p", src: `(tame-p 'nim 5)`, want: `t`},
	{fn: "tame-p", src: `(tame-p 'nim 2 2)`, want: `t`}, // 0^02 = n^{n(n⊕2)} with n = 0
	{fn: "tame-p", src: `(tame-p 'kayles 3 4)`, want: `t`},
	{fn: "tame-p", src: `(tame-p 'kayles 5)`, want: `nil`},                 // 4^146 is wild
	{fn: "tame-p", src: `(tame-p (heap 'dawsons-kayles 10))`, want: `nil`}, // allemang.md App. II: heap 10 is a letter, 3(1#31)
	{fn: "tame-p", src: `(tame-p 'dawsons-kayles 9)`, want: `t`},           // *0 (allemang.md App. I)
	{fn: "tame-p", src: `(tame-p 5)`, err: `tame-p: 5 is not a ruleset (octal "0.77")`},
	{fn: "tame-p", src: `(tame-p 'nim -1)`, err: `tame-p: -1 is out of range [0, 1048576]`},
	{fn: "tame-p", src: `(tame-p (mcanon 1))`, err: `tame-p: * is not a ruleset (octal "0.77")`},
	{fn: "tame-p", src: `(tame-p)`, err: `tame-p: expects at least 1 argument, got 0`},

	{fn: "p-positions", src: `(p-positions 'nim 4)`, want: `((1) (1 1 1) (2 2))`}, // documented; Bouton's misère rule
	{fn: "p-positions", src: `(p-positions 'nim 6)`, want: `((1) (1 1 1) (1 1 1 1 1) (1 1 2 2) (1 2 3) (2 2) (3 3))`},
	{fn: "p-positions", src: `(p-positions 'nim 0)`, want: `nil`},
	{fn: "p-positions", src: `(p-positions 'kayles 5)`, want: `((1) (1 1 1) (1 1 1 1 1) (2 2) (4))`}, // brute force
	{fn: "p-positions", src: `(length (p-positions 'nim 40))`, want: `13153`},                        // see TestPPositionsBouton
	{fn: "p-positions", src: `(p-positions 'nim 41)`, err: `p-positions: 41 is out of range [0, 40]`},
	{fn: "p-positions", src: `(p-positions 'nim -1)`, err: `p-positions: -1 is out of range [0, 40]`},
	{fn: "p-positions", src: `(p-positions 'nim 'a)`, err: `p-positions: a is not an integer`},
	{fn: "p-positions", src: `(p-positions 5 4)`, err: `p-positions: 5 is not a ruleset (octal "0.77")`},
	{fn: "p-positions", src: `(p-positions 'nim)`, err: `p-positions: expects 2 arguments, got 1`},

	{fn: "mcanon", src: `(mcanon "{0,*2}")`, want: `*`}, // documented (WW ch. 13: *2 reverses through 0)
	{fn: "mcanon", src: `(mcanon "{*}")`, want: `0`},    // documented
	{fn: "mcanon", src: `(mcanon "*+*")`, want: `0`},
	{fn: "mcanon", src: `(mcanon "*2+*2")`, want: `{*2,*3}`}, // options *2+* = *3 and *2
	{fn: "mcanon", src: `(mcanon 2 2)`, want: `{*2,*3}`},
	{fn: "mcanon", src: `(mcanon 0)`, want: `0`},
	{fn: "mcanon", src: `(mcanon "{}")`, want: `0`},
	{fn: "mcanon", src: `(mcanon 4096)`, want: `*4096`},
	{fn: "mcanon", src: `(mcanon "*[2#]")`, want: `{*2}`},               // documented: *[2#] is {*2}
	{fn: "mcanon", src: `(mcanon (heap 'kayles 2) 1)`, want: `*3`},      // documented
	{fn: "mcanon", src: `(mcanon (heap 'kayles 4))`, want: `*`},         // Kayles 4 has the genus of * (WW ch. 13)
	{fn: "mcanon", src: `(mcanon "{0,*2}" "{0,*2}")`, want: `0`},        // * + * = 0
	{fn: "mcanon", src: `(equal (mcanon "{*}") (mcanon 0))`, want: `t`}, // equal: the same misère game
	{fn: "mcanon", src: `(equal (mcanon 1) (mcanon 2))`, want: `nil`},
	{fn: "mcanon", src: `(mcanon "{")`, err: `mcanon: bad game "{" at byte 1: missing game at end`},
	{fn: "mcanon", src: `(mcanon "")`, err: `mcanon: bad game "" at byte 0: missing game at end`},
	{fn: "mcanon", src: `(mcanon "x")`, err: `mcanon: bad game "x" at byte 0: unexpected 'x' (a game is 0, *, *n, {…}, *[…] or a sum with +)`},
	{fn: "mcanon", src: `(mcanon "*-1")`, err: `mcanon: bad game "*-1" at byte 1: unexpected "-1"`},
	{fn: "mcanon", src: `(mcanon "*99999")`, err: `mcanon: bad game "*99999" at byte 6: nimber *99999 too large (at most *4096)`},
	{fn: "mcanon", src: `(mcanon 4097)`, err: `mcanon: 4097 is out of range [0, 4096]`},
	{fn: "mcanon", src: `(mcanon -1)`, err: `mcanon: -1 is out of range [0, 4096]`},
	{fn: "mcanon", src: `(mcanon 1/2)`, err: `mcanon: 1/2 is not an integer`},
	{fn: "mcanon", src: `(mcanon 'a)`, err: `mcanon: a is not heaps, a misère game, a nim heap size or a game's text`},
	{fn: "mcanon", src: `(mcanon)`, err: `mcanon: expects at least 1 argument, got 0`},

	{fn: "mceq", src: `(mceq "*+*" 0)`, want: `t`},     // documented
	{fn: "mceq", src: `(mceq "*2+*2" 0)`, want: `nil`}, // documented: 0^02 is not 0^120
	{fn: "mceq", src: `(mceq "*2+*2" (adder 4))`, want: `t`},
	{fn: "mceq", src: `(mceq (heap 'kayles 3) 3)`, want: `t`},
	{fn: "mceq", src: `(mceq 1 2)`, want: `nil`},
	{fn: "mceq", src: `(mceq 'a 1)`, err: `mceq: a is not heaps, a misère game, a nim heap size or a game's text`},
	{fn: "mceq", src: `(mceq 1 "{")`, err: `mceq: bad game "{" at byte 1: missing game at end`},
	{fn: "mceq", src: `(mceq 1 -1)`, err: `mceq: -1 is out of range [0, 4096]`},
	{fn: "mceq", src: `(mceq 1)`, err: `mceq: expects 2 arguments, got 1`},
	{fn: "mceq", src: `(mceq 1 2 3)`, err: `mceq: expects 2 arguments, got 3`},

	// :2k is k copies of *2, :2k+1 that plus * (allemang.md §1.5).
	{fn: "adder", src: `(adder 0)`, want: `0`},
	{fn: "adder", src: `(adder 1)`, want: `*`},
	{fn: "adder", src: `(adder 2)`, want: `*2`},
	{fn: "adder", src: `(adder 3)`, want: `*3`},
	{fn: "adder", src: `(adder 4)`, want: `{*2,*3}`}, // documented
	{fn: "adder", src: `(adder 5)`, want: `{*2,*3,{*2,*3}}`},
	{fn: "adder", src: `(equal (adder 5) (mcanon 2 2 1))`, want: `t`},
	{fn: "adder", src: `(adder -1)`, err: `adder: -1 is out of range [0, 1000]`},
	{fn: "adder", src: `(adder 1001)`, err: `adder: 1001 is out of range [0, 1000]`},
	{fn: "adder", src: `(adder 'a)`, err: `adder: a is not an integer`},
	{fn: "adder", src: `(adder)`, err: `adder: expects 1 argument, got 0`},
	{fn: "adder", src: `(adder 1 2)`, err: `adder: expects 1 argument, got 2`},

	{fn: "period", src: `(period 'kayles)`, want: `(12 71)`},         // documented; WW ch. 4: last exception at 70
	{fn: "period", src: `(period 'dawsons-kayles)`, want: `(34 53)`}, // A002187: last G(n) ≠ G(n+34) at n = 52
	{fn: "period", src: `(period ".137")`, want: `(34 52)`},          // Dawson's chess, shifted by one
	{fn: "period", src: `(period 'guiles)`, want: `(10 1)`},          // WW ch. 4: 0.15 has period 10
	{fn: "period", src: `(period "0.123")`, want: `(5 5)`},           // allen.md §4.3: periodic from h5, period 5
	{fn: "period", src: `(period "sub{1,2}")`, want: `(3 0)`},
	// Guy–Smith for Kayles (t = 2) needs heaps up to 2·71 + 2·12 + 2 − 1 = 167.
	{fn: "period", src: `(period 'kayles 167)`, want: `(12 71)`},
	{fn: "period", src: `(period 'kayles 166)`, want: `nil`},
	{fn: "period", src: `(period 'nim)`, want: `nil`},    // documented: a repeating tail, no finite code
	{fn: "period", src: `(period 'grundy)`, want: `nil`}, // documented: Grundy's game
	{fn: "period", src: `(period 'kayles -1)`, err: `period: -1 is out of range [0, 10000000]`},
	{fn: "period", src: `(period 'kayles 'x)`, err: `period: x is not an integer`},
	{fn: "period", src: `(period 5)`, err: `period: 5 is not a ruleset (octal "0.77")`},
	{fn: "period", src: `(period "0.!")`, err: `period: bad code "0.!": '!' is not a digit (0-9, a-f)`},
	{fn: "period", src: `(period)`, err: `period: expects 1 to 2 arguments, got 0`},
	{fn: "period", src: `(period 'kayles 1 2)`, err: `period: expects 1 to 2 arguments, got 3`},

	// ---- generalized genus ----
	// Sources: Allemang's Appendix II and worked examples as transcribed in
	// /work/shared/reference/allemang.md §2.4, his complete analyses §2.5.
	{fn: "ggenus", src: `(ggenus "0.37" 3)`, want: "0.37\n  1 *1\n  2 *2\n  3 *0\n (1202)"},
	{fn: "ggenus", src: `(ggenus-heap (ggenus 'dawsons-kayles 21) 21)`, want: `"e, period 1(1)"`},    // Appendix II .07
	{fn: "ggenus", src: `(ggenus-heap (ggenus 'kayles 9 :consolidate t) 7)`, want: `"2(1) like :2"`}, // Appendix II .77
	{fn: "ggenus", src: `(ggenus 'kayles 9 :limit 2)`, err: `generalized genus table too large`},
	{fn: "ggenus", src: `(ggenus 'kayles -1)`, err: `ggenus: -1 is out of range [0, 100000]`},
	{fn: "ggenus", src: `(ggenus 'kayles 9 :colour t)`, err: `ggenus: unknown keyword :colour`},
	{fn: "ggenus", src: `(ggenus 'kayles 9 :limit)`, err: `ggenus: keyword :limit needs a value`},
	{fn: "ggenus", src: `(ggenus 5 9)`, err: `ggenus: 5 is not a ruleset`},

	// Officers: line 210 (####) with *3 is N; 10 → 9 gives line 201 (3131), P.
	{fn: "ggenus-outcome", src: `(ggenus-outcome (ggenus "0.37" 13) 2 7 10 10 11 11 11 11 11 13)`, want: `n`},
	{fn: "ggenus-outcome", src: `(ggenus-outcome (ggenus "0.37" 13) '(2 7 9 10 11 11 11 11 11 13) :explain t)`, want: `p`,
		out: "2 = *2, 7 = *1: together the adder :3\n9: 1 × a, period 2(0)\n10, 13: 2 × b, period 2(0): 2 × b count as 0\n" +
			"11, 11, 11, 11, 11: 5 × c, period 1(2): 5 × c count as 2\nline 201 of the table: (3131)\nshifted by :3: (0202)\nP: the first symbol is 0\n"},
	{fn: "ggenus-outcome", src: `(ggenus-outcome (ggenus 'dawsons-kayles 21) 21 17 12 10 7 4)`, want: `p`},
	{fn: "ggenus-outcome", src: `(ggenus-outcome (complete-analysis "0.75") 1000 1001)`, want: `n`}, // heaps 8 and 9 (period 2): :2 + :5 = :7; 0 + :7 is #313, N
	{fn: "ggenus-outcome", src: `(ggenus-outcome (ggenus "0.37" 13) 14)`, err: `heap 14 is outside the table (0 … 13)`},
	{fn: "ggenus-outcome", src: `(ggenus-outcome 'kayles 1)`, err: `is not a ggenus table or a complete-analysis solution`},
	{fn: "ggenus-outcome", src: `(ggenus-outcome (ggenus "0.37" 13) 'x)`, err: `ggenus-outcome: x is not an integer`},

	{fn: "ggenus-heap", src: `(ggenus-heap (ggenus "0.37" 13) 11)`, want: `"c, period 1(2)"`},
	{fn: "ggenus-heap", src: `(ggenus-heap (complete-analysis "0.75") 1001)`, want: `"2(1) like :5"`}, // heap 1001 repeats heap 9
	{fn: "ggenus-heap", src: `(ggenus-heap (ggenus "0.37" 13) 20)`, err: `heap 20 is outside the table`},
	{fn: "ggenus-line", src: `(ggenus-line (ggenus 'dawsons-kayles 21) "10001")`, want: `"3131"`},
	{fn: "ggenus-line", src: `(ggenus-line (ggenus 'dawsons-kayles 21) "3")`, err: `ggenus-line: "3" is not a line of the table (5 letters)`},
	{fn: "ggenus-line", src: `(ggenus-line (ggenus 'dawsons-kayles 21) 10001)`, err: `ggenus-line: 10001 is not a string`},
	{fn: "solution-period", src: `(solution-period (complete-analysis "0.71"))`, want: `(2 6 2)`}, // Flanigan: the last 6 repeat
	{fn: "solution-period", src: `(solution-period (ggenus "0.71" 8))`, err: `solution-period:`},

	// allemang.md §1.9: the <1,2,{:4,:1}> genus of 0 and of J = {:1,{:1,{:1,:2,{:2}}}}, never periodic.
	{fn: "genus-array", src: `(genus-array "0" "{:4,:1}" 3)`, want: `("1,4" "1,6" "1,4" "1,6")`},
	{fn: "genus-array", src: `(genus-array "{:1,{:1,{:1,:2,{:2}}}}" "{:4,:1}" 4)`, want: `("1,4" "1,6" "3,8" "1,5,10" "2,7,12")`},
	{fn: "genus-array", src: `(genus-array 0 "*4" 1)`, want: `("1,4" "∞")`}, // *4 + :k is never P
	{fn: "genus-array", src: `(genus-array "{:x}" 0 1)`, err: `an adder :n needs n`},
	{fn: "genus-array", src: `(genus-array 0 0 -1)`, err: `genus-array: -1 is out of range`},
	// allemang.md §1.10, Fig. 1's games: f = {:0,:3,:6,:7}, a = {:4,:2,:1}, b = {a+:2, a, :2, :1};
	// cross-checked against canonical sums in games/impartial/genusarray_test.go.
	{fn: "genus-array", src: `(genus-array "{:0,:3,:6,:7}" '("{:4,:2,:1}" "{{:4,:2,:1}+:2, {:4,:2,:1}, :2, :1}") '(3 2))`,
		want: `(("0,5" "2" "5" "2") ("5" "2" "1" "2") ("1" "2" "1" "2"))`},
	{fn: "genus-array", src: `(genus-array 0 "{{:4,:1}}" 3)`, err: `genus-array: option {*,{*2,*3}} of a is not an adder`},
	{fn: "genus-array", src: `(genus-array 0 '("{:4,:1}" "*5") '(3 3))`, err: `genus-array: option *4 of b is not a sum of copies of the earlier games and an adder`},
	{fn: "genus-array", src: `(genus-array 0 '("{:4,:1}" "*2") 3)`, err: `genus-array: 3 should be a list of 2 counts, one for each game`},
	// Lemma 4 on Allemang's H ("the second time that we got 6/1") and J ("no two columns match").
	{fn: "genus-period", src: `(genus-period "{:1,{:1,:2,{:2}}}" "{:4,:1}")`, want: `(2 2)`},
	{fn: "genus-period", src: `(genus-period "{:1,{:1,{:1,:2,{:2}}}}" "{:4,:1}" :max 20)`, want: `nil`, out: "genus-period: no period certified within 20 copies\n"},
	{fn: "genus-period", src: `(genus-period "{:0,:3,:6,:7}" '("{:4,:2,:1}" "{{:4,:2,:1}+:2, {:4,:2,:1}, :2, :1}"))`, want: `((1 2) (2 1))`},
	{fn: "genus-period", src: `(genus-period 0 "{:4,:1}" :max 0)`, err: `genus-period: 0 is out of range`},
	{fn: "outcome-array", src: `(outcome-array "{:2}" "{:4,:1}" 3 4)`, want: `("0" "2" "0" "2")`, // §1.9: {2} has <1,2,a> genus 0 2 0 2
		out: "4 P · P ·\n3 · · · ·\n2 · P · P\n1 · · · ·\n0 P · P ·\n  0 1 2 3\n"},
	{fn: "outcome-array", src: `(outcome-array "{:2}" '("{:4,:1}" ":3") 3 2 :at '(1))`, want: `("3" "1" "3" "1")`, // misere-outcome of the canonical sums agrees: {2}+:3+:1 is N, {2}+{:4,:1}+:3+:1 is P
		out: "2 · · · ·\n1 · P · P\n0 · · · ·\n  0 1 2 3\n"},
	{fn: "outcome-array", src: `(outcome-array "{:2}" "{:4,:1}" 3 :at '(1))`, err: `outcome-array: :at gives the counts of the games after the first, and A is one game`},
	{fn: "outcome-array", src: `(outcome-array "{:2}" '("{:4,:1}" ":3") 3 :at '(1 2))`, err: `outcome-array: (1 2) should be a list of 1 counts, one for each game`},
	// Allemang's statements (2) and (2'), allemang.md §1.10.
	{fn: "genus-equiv", src: `(list (genus-equiv ":2+:2" 0 ":1+:2") (genus-equiv ":2+:2+:2" ":2" ":1"))`, want: `(t t)`},
	{fn: "genus-equiv", src: `(genus-equiv ":2+:2" 0)`, want: `nil`, out: "genus-equiv: G + :0 and H + :0 have different outcomes\n"}, // :4 is P, 0 is N
	{fn: "genus-equiv", src: `(genus-equiv "{:4,:1}+{:4,:1}" 0 "{:1,{:1,:2,{:2}}}+{:4,:1}+{:4,:1}" :a "{:4,:1}")`, want: `t`},         // Lemma 4's example
	{fn: "genus-equiv", src: `(genus-equiv "{:4,:1}+{:4,:1}" 0 "{:1,{:1,{:1,:2,{:2}}}}" :a "{:4,:1}" :max 10)`, err: `no period certified`},
	{fn: "genus-equiv", src: `(genus-equiv 0)`, err: `genus-equiv: expects at least 2 arguments`},
	{fn: "complete-analysis", src: `(solution-period (complete-analysis "0.75"))`, want: `(7 2 2)`},  // Allemang: last two repeat
	{fn: "complete-analysis", src: `(solution-period (complete-analysis "0.53"))`, want: `(29 9 2)`}, // period 9 as Allemang's; certified at heap 78
	{fn: "complete-analysis", src: `(complete-analysis "0.53" 20)`, want: `nil`,
		out: "no complete analysis of 0.53: no period certified with heaps up to 20; with period 9 (the nim values'), the last irregular heap so far is 10, " +
			"so Theorem VI needs the table to heap 40 at least (the table has 2 letters and 12 entries at heap 20; at that rate about 10^2 entries at heap 40)\n"},
	{fn: "complete-analysis", src: `(complete-analysis "0.37" 20 :copies 5)`, want: `nil`,
		// Officers' nim values are not known to be periodic, so the best
		// period of the table so far is reported.
		out: "no complete analysis of 0.37: the table stops at heap 16 (heap 17: generalized genus table too large: 5 copies of heap 17 do not repeat (they may never repeat)); " +
			"the best period so far is 1, with last irregular heap 15, for which Theorem VI needs the table to heap 34 at least (the table has 3 letters and 18 entries at heap 16; at that rate about 10^3 entries at heap 34)\n"},
	{fn: "complete-analysis", src: `(complete-analysis 'grundy)`, want: `nil`, out: "no complete analysis: Theorem VI is for octal games with a finite code, not grundy\n"},
	{fn: "complete-analysis", src: `(complete-analysis 'kayles 0)`, err: `complete-analysis: 0 is out of range [1, 100000]`},

	// Allemang's closed-form rules (allemang.md §1.13, §2.5), cross-checked
	// by misere-outcome's search.
	{fn: "contextual-analysis", src: `(contextual-analysis "0.53")`, want: `nil`, out: "contextual claim fails at 11+14: genus ##0#, pretend sum 0#0\n"}, // misere-outcome: 11+14 is N, :5+:5 = :8 is P
	{fn: "contextual-analysis", src: `(contextual-analysis "0.54")`, want: `nil`, out: "contextual claim fails at 7+14: genus #1#, pretend sum 0#0\n"},
	{fn: "contextual-analysis", src: `(contextual-analysis 'kayles)`, err: `contextual solutions for 0.53 and 0.54 only`},
	{fn: "rule-outcome", src: `(list (rule-outcome 'knots 5 9 12) (misere-outcome 'knots 5 9 12))`, want: `(n n)`},
	{fn: "rule-outcome", src: `(list (rule-outcome 'knots 4 4) (misere-outcome 'knots 4 4))`, want: `(p p)`},
	{fn: "rule-outcome", src: `(list (rule-outcome "0.26" 11 17) (misere-outcome "0.26" 11 17))`, want: `(p p)`}, // the corrected t(11)
	{fn: "rule-outcome", src: `(rule-outcome 'kayles 3)`, err: `no closed-form rule for kayles`},
	{fn: "verify-rule", src: `(verify-rule 'knots 20)`, want: `2714`}, // every multiset of total ≤ 20: Σ p(k), k ≤ 20
	{fn: "verify-rule", src: `(verify-rule "0.26" 41)`, err: `out of range`},

	// Misère quotients: expected values from plambeck.md §4.2 and §6.
	{fn: "quotient", src: `(q-order (quotient "0.123"))`, want: `20`},
	{fn: "quotient", src: `(q-order (quotient "{{*2},0}"))`, want: `14`}, // coin sliding, §6.8
	{fn: "quotient", src: `(q-order (quotient "0.07" :max-heap 24))`, want: `24`,
		out: "quotient: no period certified with heaps up to 24; :max-heap N goes further\n"}, // Fig. 17
	{fn: "quotient", src: `(q-order (quotient "4!.0" :max-heap 10))`, want: `6`, // T2 (plambeck.md §1.11); the search agrees, next row
		out: "quotient: heaps up to 10; the periodicity test is for octal games with a finite code\n"},
	{fn: "quotient", src: `(quotient "0.75" :max-heap -1)`, err: `quotient: -1 is out of range`},
	{fn: "quotient", src: `(quotient "{0,")`, err: `quotient:`},
	{fn: "presentation", src: `(presentation (quotient "0.75"))`, want: `"{a,b,c | a2=1,b3=b,bc=ab,c2=b2}"`}, // R8, §6.2
	{fn: "presentation", src: `(presentation 3)`, err: `is not a quotient or a monoid`},
	{fn: "q-order", src: `(q-order (quotient "0.15"))`, want: `42`}, // Guiles, §6.6
	{fn: "q-order", src: `(q-order "0.15")`, err: `is not a quotient or a monoid`},
	{fn: "p-portion", src: `(p-portion (quotient "0.34"))`, want: `("a" "b2" "ac")`}, // §6.3
	{fn: "p-portion", src: `(p-portion nil)`, err: `is not a quotient or a monoid`},
	{fn: "phi", src: `(list (phi (quotient "0.123") 4 4) (phi (quotient "0.123") '(6)))`, want: `("b2" "d2")`}, // §6.5.6
	{fn: "phi", src: `(phi (quotient "0.15") 1000)`, want: `"b3"`},                                             // Φ(70) by the period 10
	{fn: "phi", src: `(phi (quotient "0.07" :max-heap 10) 11)`, err: `heap 11 is beyond the heaps computed`},
	{fn: "phi-table", src: `(phi-table (quotient "0.34") 16 :cols 8)`, want: `("a" "1" "a" "b" "1" "a" "1" "ab" "a" "c" "a" "b" "1" "ac" "1" "ab")`,
		out: " + |  1  2  3  4  5  6  7  8\n0+ |  a  1  a  b  1  a  1 ab\n8+ |  a  c  a  b  1 ac  1 ab\n"}, // Fig. 12
	{fn: "phi-table", src: `(phi-table (quotient "0.34") 0)`, err: `phi-table: 0 is out of range`},
	{fn: "quotient-log", src: `(quotient-log (quotient "0.75"))`, want: `((1 2) (2 6) (5 8))`,
		out: "-- Presentation for 0.75 changed at heap 1 --\nSize 2: TAME\nP = {a}\nPhi = 1 a\n" +
			"-- Presentation for 0.75 changed at heap 2 --\nSize 6: TAME\nP = {a, b2}\nPhi = 1 a b a b\n" +
			"-- Presentation for 0.75 changed at heap 5 --\nSize 8: {a,b,c | a2=1,b3=b,bc=ab,c2=b2}\nP = {a, b2}\n" +
			"Phi = 1 a b a b c b c b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b\n"},
	{fn: "quotient-log", src: `(quotient-log (monoid "{a | a2=1}"))`, err: `is not a quotient`},
	{fn: "q-outcome", src: `(q-outcome (quotient "0.15") 4 58 68 78)`, want: `p`}, // §6.6
	{fn: "q-outcome", src: `(q-outcome (quotient "0.123") 6 8 9)`, want: `n`},     // §6.5.6
	{fn: "q-outcome", src: `(q-outcome (quotient "0.123") 'x)`, err: `is not an integer`},
	{fn: "winning-moves", src: `(winning-moves (quotient "0.123") 7)`, want: `("7 -> 5")`}, // §6.5.3
	{fn: "winning-moves", src: `(winning-moves (quotient "0.123") 1)`, want: `nil`},        // heap 1 is P
	{fn: "winning-moves", src: `(winning-moves 7)`, err: `is not a quotient`},
	{fn: "distinguish", src: `(distinguish (quotient "0.123") '(4 4) '(6))`, want: `(1 9)`},
	{fn: "distinguish", src: `(distinguish (quotient "0.123") '(4 4) '(3 3))`, want: `nil`, out: "indistinguishable: both are b2 in the quotient\n"},
	{fn: "distinguish", src: `(distinguish (quotient "0.123") '(4) '(-1))`, err: `out of range`},
	{fn: "monoid", src: `(monoid "{a,b,c | a2=1,c2=1,b3=b2c}" :p "{a, b2, ac}")`, want: `{a,b,c | a2=1,b4=b2,b2c=b3,c2=1} P = {a, b2, ac}`}, // Pascal's Beans, §6.7
	{fn: "monoid", src: `(monoid "{a,b | a2=1}")`, err: `does not define a finite monoid`},
	{fn: "monoid", src: `(monoid 3)`, err: `is not a presentation string`},
	{fn: "q-isomorphic-p", src: `(q-isomorphic-p (monoid "{a,b,c | a2=1,c2=1,b3=b2c}" :p "{a, b2, ac}") (quotient "0.34"))`, want: `t`},
	{fn: "q-isomorphic-p", src: `(q-isomorphic-p (quotient "0.75") (quotient "0.34"))`, want: `nil`},
	{fn: "q-isomorphic-p", src: `(q-isomorphic-p (quotient "0.75") 1)`, err: `is not a quotient or a monoid`},
	{fn: "verify-quotient", src: `(verify-quotient (quotient "0.75") 12)`, want: `272`}, // the partitions of 0..12: 1+1+2+3+5+7+11+15+22+30+42+56+77
	{fn: "verify-quotient", src: `(verify-quotient (quotient "4!.0" :max-heap 10) 20)`, want: `2430`, // the partitions of 0..20 into parts ≤ 10
		out: "quotient: heaps up to 10; the periodicity test is for octal games with a finite code\n"},
	{fn: "verify-quotient", src: `(verify-quotient (quotient "0.75") 500)`, err: `out of range`},
}

// result is what evaluating a case produced.
type result struct {
	val string // eval.Repr of the last value
	out string
	err error
}

// run evaluates src in a fresh interpreter.
func run(t *testing.T, src string) result {
	t.Helper()
	in := builtins.New()
	var out bytes.Buffer
	in.Out = &out
	ctx := context.Background()
	var last eval.Value = eval.Nil
	err := in.EvalSource(ctx, "t", src, func(v eval.Value) error { last = v; return nil })
	return result{val: eval.Repr(last), out: out.String(), err: err}
}

func TestBuiltins(t *testing.T) {
	for i, c := range cases {
		t.Run(fmt.Sprintf("%03d_%s", i, c.fn), func(t *testing.T) {
			src, want, wantOut, wantErr := c.src, c.want, c.out, c.err
			if strings.Contains(src, "$DIR") || len(c.files) > 0 {
				dir := t.TempDir()
				for name, body := range c.files {
					p := filepath.Join(dir, filepath.FromSlash(name))
					if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(p, []byte(strings.ReplaceAll(body, "$DIR", dir)), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				r := strings.NewReplacer("$DIR", dir)
				src, wantOut, wantErr = r.Replace(src), r.Replace(wantOut), r.Replace(wantErr)
			}
			got := run(t, src)
			if wantErr != "" {
				if got.err == nil {
					t.Fatalf("%s = %s, want an error containing %q", src, got.val, wantErr)
				}
				if !strings.Contains(got.err.Error(), wantErr) {
					t.Fatalf("%s: error %q, want it to contain %q", src, got.err, wantErr)
				}
			} else {
				if got.err != nil {
					t.Fatalf("%s: unexpected error: %v", src, got.err)
				}
				if got.val != want {
					t.Errorf("%s = %s, want %s", src, got.val, want)
				}
			}
			if wantOut != "" && got.out != wantOut {
				t.Errorf("%s printed %q, want %q", src, got.out, wantOut)
			}
		})
	}
}

// noOwnError lists the builtins that cannot fail on their own (any number of
// arguments of any type): their rows need no error case.
var noOwnError = map[string]bool{"list": true}

// onlyErrors lists the builtins that always signal an error: their rows need
// no normal case.
var onlyErrors = map[string]bool{"error": true, "exit": true, "quit": true}

// TestTableCoverage checks every builtin's documentation and that the
// table above exercises it with normal and error cases.
func TestTableCoverage(t *testing.T) {
	table := builtins.Table()
	if len(table) == 0 {
		t.Fatal("builtins.Table() is empty")
	}
	normal, failing := map[string]int{}, map[string]int{}
	for _, c := range cases {
		if c.err != "" {
			failing[c.fn]++
		} else {
			normal[c.fn]++
		}
		// The row's claim must be true: its source calls the builtin.
		if !callsBuiltin(c.src, c.fn) {
			t.Errorf("case %q is filed under %q but does not call it", c.src, c.fn)
		}
	}
	known := map[string]bool{}
	for _, b := range table {
		if known[b.Name] {
			t.Errorf("builtin %q appears twice in Table()", b.Name)
		}
		known[b.Name] = true
		if b.Name == "" || b.Name != strings.ToLower(b.Name) {
			t.Errorf("builtin name %q is not lower case", b.Name)
		}
		if usage := b.Usage(); usage != "("+b.Name+")" && !strings.HasPrefix(usage, "("+b.Name+" ") {
			t.Errorf("%s: usage %q does not start with %q", b.Name, usage, "("+b.Name)
		}
		if strings.TrimSpace(b.Doc) == "" {
			t.Errorf("%s: empty Doc", b.Name)
		}
		if b.Fn == nil {
			t.Errorf("%s: nil Fn", b.Name)
		}
		if normal[b.Name] == 0 && !onlyErrors[b.Name] {
			t.Errorf("builtin %q has no normal test case", b.Name)
		}
		if failing[b.Name] == 0 && !noOwnError[b.Name] {
			t.Errorf("builtin %q has no error test case", b.Name)
		}
	}
	for name := range normal {
		if !known[name] {
			t.Errorf("test cases name %q, which is not in builtins.Table()", name)
		}
	}
	for name := range failing {
		if !known[name] {
			t.Errorf("test cases name %q, which is not in builtins.Table()", name)
		}
	}
	// The interpreter from New has exactly the table's builtins.
	in := builtins.New()
	if got, want := len(in.Builtins()), len(table); got != want {
		t.Errorf("New() defines %d builtins, Table() has %d", got, want)
	}
	for _, b := range table {
		if _, ok := in.Function(b.Name); !ok {
			t.Errorf("New() does not define %q", b.Name)
		}
	}
}

// callsBuiltin reports whether src contains name as a symbol in function
// position or after #' or '.
func callsBuiltin(src, name string) bool {
	re := regexp.MustCompile(`(\(|#'|')` + regexp.QuoteMeta(name) + `[\s)]`)
	return re.MatchString(strings.ToLower(src))
}

func TestTableIsFresh(t *testing.T) {
	a, b := builtins.Table(), builtins.Table()
	if len(a) != len(b) {
		t.Fatalf("Table() lengths differ: %d and %d", len(a), len(b))
	}
	for i := range a {
		if a[i] == b[i] {
			t.Fatalf("Table() returned the same row for %q twice; documented: each call returns new rows", a[i].Name)
		}
	}
}

func TestExit(t *testing.T) {
	for _, c := range []struct {
		src  string
		code int
	}{
		{`(exit)`, 0},
		{`(exit 0)`, 0},
		{`(exit 3)`, 3},
		{`(exit 255)`, 255},
		{`(princ "before") (exit 7) (princ "after")`, 7},
		{`(defun leave () (exit 2)) (leave)`, 2},
		{`(quit 5)`, 5},
	} {
		got := run(t, c.src)
		var ee *eval.ExitError
		if !errors.As(got.err, &ee) {
			t.Errorf("%s: error %v, want an *eval.ExitError", c.src, got.err)
			continue
		}
		if ee.Code != c.code {
			t.Errorf("%s: exit code %d, want %d", c.src, ee.Code, c.code)
		}
		if strings.Contains(got.out, "after") {
			t.Errorf("%s: evaluation went on after exit: printed %q", c.src, got.out)
		}
	}
	// A bad code is an ordinary error, not an exit.
	got := run(t, `(exit 300)`)
	var ee *eval.ExitError
	if got.err == nil || errors.As(got.err, &ee) {
		t.Errorf("(exit 300): error %v, want a range error that is not an ExitError", got.err)
	}
}

func TestApropos(t *testing.T) {
	got := run(t, `(apropos "car")`)
	if got.err != nil {
		t.Fatal(got.err)
	}
	if got.val != "nil" {
		t.Errorf("apropos returned %s, want nil", got.val)
	}
	lines := strings.Split(strings.TrimSuffix(got.out, "\n"), "\n")
	// By name: car, mapcar; by documentation: cadr ("(car (cdr LIST))"), cons ("whose car").
	for _, want := range []string{"(car LIST)  [builtin]", "(mapcar FUNCTION LIST LIST...)  [builtin]", "(cadr LIST)  [builtin]", "(cons X Y)  [builtin]"} {
		found := false
		for _, l := range lines {
			if l == want {
				found = true
			}
		}
		if !found {
			t.Errorf("(apropos \"car\") output lacks the line %q:\n%s", want, got.out)
		}
	}
	for _, l := range lines {
		if strings.Contains(l, "(cdr LIST)") {
			t.Errorf("(apropos \"car\") lists cdr, whose name and doc do not mention car: %q", l)
		}
	}
	// Case-insensitive; finds special forms and user functions and variables.
	got = run(t, `(defun my-carrot () "Grows." 1) (defvar *carpet* 2) (apropos "CARRO") (apropos "carpet") (apropos "dolist")`)
	if got.err != nil {
		t.Fatal(got.err)
	}
	for _, want := range []string{"(my-carrot)  [function defined at t:1:1]", "*carpet*  [variable]", "(dolist (VAR LIST [RESULT]) BODY...)  [special form]"} {
		if !strings.Contains(got.out, want) {
			t.Errorf("apropos output lacks %q:\n%s", want, got.out)
		}
	}
}

func TestLoadRelativeToWorkingDirectory(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "lib", "x.lisp"), []byte("(load \"y.lisp\")\n(defvar *x* (+ *y* 1))\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "lib", "y.lisp"), []byte("(defvar *y* 41)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	got := run(t, `(load "lib/x.lisp") *x*`)
	if got.err != nil {
		t.Fatal(got.err)
	}
	if got.val != "42" {
		t.Errorf("*x* = %s, want 42", got.val)
	}
	// After the load, a relative path is again relative to the working
	// directory, not to the last file loaded.
	got = run(t, `(load "lib/x.lisp") (load "y.lisp")`)
	if got.err == nil || !strings.Contains(got.err.Error(), "load: cannot read y.lisp") {
		t.Errorf("top-level (load \"y.lisp\") after a load: error %v, want cannot read y.lisp", got.err)
	}
}

func TestLoadInterrupted(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "spin.lisp")
	if err := os.WriteFile(p, []byte("(while t)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := builtins.New()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err := in.EvalSource(ctx, "t", fmt.Sprintf("(load %q)", p), nil)
	if !errors.Is(err, eval.ErrInterrupted) {
		t.Fatalf("interrupted load: error %v, want ErrInterrupted", err)
	}
}

// hugeNumbers are results beyond eval.MaxNumberBits or MaxRatioBits, each
// with its error (default "number too large").
var hugeNumbers = []struct{ src, want string }{
	{src: `(expt 2 (expt 10 12))`},
	{src: `(expt 7 (expt 2 30))`},
	{src: `(expt 1/3 (- (expt 2 40)))`},
	{src: `(* (expt 2 10000000) (expt 2 10000000))`},
	{src: `(/ (expt 2 10000000) (/ 1 (expt 2 10000000)))`, want: "fraction too large"},
	// Fractions need a gcd, which grows with the square of their size:
	// these took 9 s and 66 s before MaxRatioBits.
	{src: `(/ (expt 3 2000000) (+ 1 (expt 2 3000000)))`, want: "fraction too large"},
	{src: `(+ (/ 1 (expt 3 700000)) (/ 1 (+ 1 (expt 2 1000000))))`, want: "fraction too large"},
	{src: `(expt 2/3 1000000)`, want: "fraction too large"},
	// Integer division of a huge number by a big one is too much work.
	{src: `(mod (expt 3 10000000) (expt 7 1000000))`},
	// 3^16000000 has 16000000*log2(3) ≈ 25.4 million bits, more than
	// MaxNumberBits (16777216).
	{src: `(expt 3 16000000)`},
}

// TestHugeNumbersFail: results beyond the size limits are errors. They are
// found before the work is done: BenchmarkHugeNumbersFail times them.
func TestHugeNumbersFail(t *testing.T) {
	for _, c := range hugeNumbers {
		got := run(t, c.src)
		want := c.want
		if want == "" {
			want = "number too large"
		}
		if got.err == nil || !strings.Contains(got.err.Error(), want) {
			t.Errorf("%s: error %v, want %q", c.src, got.err, want)
		}
	}
}

func BenchmarkHugeNumbersFail(b *testing.B) {
	for _, c := range hugeNumbers {
		b.Run(c.src, func(b *testing.B) {
			in := builtins.New()
			nodes, err := reader.Read("b", c.src)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := in.Eval(context.Background(), nodes[0]); err == nil {
					b.Fatalf("%s: no error", c.src)
				}
			}
		})
	}
}

// TestBigIntegers checks arithmetic across the int64 boundary against
// values computed by hand.
func TestBigIntegers(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`(* 123456789012345678901234567890 2)`, `246913578024691357802469135780`},
		{`(+ 9223372036854775807 1)`, `9223372036854775808`},
		{`(- -9223372036854775808 1)`, `-9223372036854775809`},
		{`(- (+ 9223372036854775807 1) 1)`, `9223372036854775807`},
		{`(integerp (- (+ 9223372036854775807 1) 1))`, `t`},
		{`(eql (- (+ 9223372036854775807 1) 1) 9223372036854775807)`, `t`},
		{`(* 99999999999 99999999999)`, `9999999999800000000001`},
		{`(/ 9999999999800000000001 99999999999)`, `99999999999`},
		{`(- (expt 2 64) (expt 2 64))`, `0`},
		{`(expt 2 63)`, `9223372036854775808`},
		{`(- (expt 2 63))`, `-9223372036854775808`},
		{`(/ (expt 2 64) (expt 2 65))`, `1/2`},
		{`(* 1/3 3)`, `1`},
		{`123456789012345678901234567890`, `123456789012345678901234567890`},
		{`-0`, `0`},
		{`1.5`, `3/2`}, // exact decimals
		{`-.25`, `-1/4`},
		{`1e3`, `1000`},
		{`1.5e-2`, `3/200`},
		{`6/4`, `3/2`},
	} {
		got := run(t, c.src)
		if got.err != nil {
			t.Errorf("%s: %v", c.src, got.err)
		} else if got.val != c.want {
			t.Errorf("%s = %s, want %s", c.src, got.val, c.want)
		}
	}
}

// TestStepsReachBuiltins: builtins that walk lists charge a step per
// element, so that MaxSteps stops them.
func TestStepsReachBuiltins(t *testing.T) {
	for _, src := range []string{`(length l)`, `(reverse l)`, `(append l nil)`, `(mapcar #'1+ l)`, `(remove 1 l)`, `(last l)`, `(nthcdr 4000 l)`} {
		in := builtins.New()
		if err := in.EvalSource(context.Background(), "t", `(setq l nil) (dotimes (i 5000) (setq l (cons i l)))`, nil); err != nil {
			t.Fatal(err)
		}
		in.MaxSteps = 1000
		err := in.EvalSource(context.Background(), "t", src, nil)
		if !errors.Is(err, eval.ErrStepLimit) {
			t.Errorf("%s on a 5000-element list with MaxSteps 1000: error %v, want ErrStepLimit", src, err)
		}
		in.MaxSteps = 0
		if err := in.EvalSource(context.Background(), "t", src, nil); err != nil {
			t.Errorf("%s without a step limit: %v", src, err)
		}
	}
}
