package eval_test

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
)

// tcase is one row of the special form tests. src is evaluated form by form
// in a fresh interpreter with every builtin; the last value, printed with
// eval.Repr, must be want. When err is set the evaluation must fail
// instead: an err starting with "t:" (the file name the tests use) is the
// whole expected message, position included; any other err must be
// contained in the message. out, when set, is the exact expected output;
// outRe a pattern the output must match.
type tcase struct {
	form  string // the special form (or topic) under test
	src   string
	want  string
	out   string
	outRe string
	err   string
}

var cases = []tcase{
	// ---- quote ----
	{form: "quote", src: `(quote a)`, want: `a`},
	{form: "quote", src: `'a`, want: `a`},
	{form: "quote", src: `'(1 (2 . 3) "s" :k)`, want: `(1 (2 . 3) "s" :k)`},
	{form: "quote", src: `''a`, want: `(quote a)`},
	{form: "quote", src: `'()`, want: `nil`},
	{form: "quote", src: `'(a . (b . (c . nil)))`, want: `(a b c)`},
	{form: "quote", src: `'(+ 1 2)`, want: `(+ 1 2)`}, // not evaluated
	{form: "quote", src: `'Hello`, want: `hello`},     // the reader folds case
	{form: "quote", src: `'!Hello`, want: `!Hello`},   // '!' escapes a character
	{form: "quote", src: `(quote)`, err: `t:1:1: quote: wrong number of arguments; usage: (quote X)`},
	{form: "quote", src: `(quote 1 2)`, err: `quote: wrong number of arguments`},

	// ---- function, #' ----
	{form: "function", src: `#'car`, want: `#<builtin car>`},
	{form: "function", src: `(function car)`, want: `#<builtin car>`},
	{form: "function", src: `(defun sq (x) (* x x)) #'sq`, want: `#<function sq>`},
	{form: "function", src: `#'(lambda (x) x)`, want: `#<lambda>`},
	{form: "function", src: `(funcall #'(lambda (x) (+ x 1)) 1)`, want: `2`},
	{form: "function", src: `(let ((y 5)) (funcall (function (lambda () y))))`, want: `5`},
	{form: "function", src: `(defun f () 1) (let ((g #'f)) (defun f () 2) (funcall g))`, want: `1`},
	{form: "function", src: `#'nosuch`, err: `t:1:3: undefined function: nosuch`},
	{form: "function", src: `#'if`, err: `function: if is a special form, not a function`},
	{form: "function", src: `(function 1)`, err: `function: 1 is not a function name or lambda form`},
	{form: "function", src: `(function (car x))`, err: `function: (car x) is not a function name or lambda form`},
	{form: "function", src: `(function)`, err: `function: wrong number of arguments`},

	// ---- setq ----
	{form: "setq", src: `(setq x 1)`, want: `1`},
	{form: "setq", src: `(setq x 1) x`, want: `1`},
	{form: "setq", src: `(setq a 1 b (+ a 1))`, want: `2`}, // CLHS: pairs in turn, returns the last value
	{form: "setq", src: `(setq a 1 b (+ a 1)) (list a b)`, want: `(1 2)`},
	{form: "setq", src: `(setq a 1 b 2 c 3) (list c b a)`, want: `(3 2 1)`},
	{form: "setq", src: `(setq)`, want: `nil`}, // CLHS: (setq) is nil
	{form: "setq", src: `(let ((x 1)) (setq x 2) x)`, want: `2`},
	{form: "setq", src: `(let ((x 1) (y 2)) (setq x 10 y (+ x 1)) (list x y))`, want: `(10 11)`},
	{form: "setq", src: `(let ((x 1)) (setq x 2)) x`, err: `unbound variable: x`}, // the lexical x only
	{form: "setq", src: `(setq x 10) (let ((x 1)) (setq x 2)) x`, want: `10`},
	{form: "setq", src: `(let ((y 1)) (setq gx 5)) gx`, want: `5`},
	{form: "setq", src: `(let ((x 1)) (let ((y 2)) (setq x 3)) x)`, want: `3`},
	{form: "setq", src: `(defun f (x) (setq x (* x 2)) x) (f 4)`, want: `8`},
	{form: "setq", src: `(setq x 1) (defun f () (setq x (+ x 1))) (f) (f) x`, want: `3`},
	{form: "setq", src: `(setq x)`, err: `t:1:1: setq: odd number of arguments; usage: (setq VAR FORM [VAR FORM]...)`},
	{form: "setq", src: `(setq t 1)`, err: `setq: cannot assign to the constant t`},
	{form: "setq", src: `(setq nil 1)`, err: `setq: cannot assign to the constant nil`},
	{form: "setq", src: `(setq :k 1)`, err: `setq: cannot assign to the constant :k`},
	{form: "setq", src: `(setq 1 2)`, err: `setq: 1 is not a variable name`},
	{form: "setq", src: `(setq x (car 5))`, err: `car: 5 is not a list`},

	// ---- defvar ----
	{form: "defvar", src: `(defvar *v* 1)`, want: `*v*`},
	{form: "defvar", src: `(defvar *v* 1) *v*`, want: `1`},
	{form: "defvar", src: `(defvar *v* 1) (defvar *v* 2) *v*`, want: `1`},
	// CLHS defvar: the initial value form is not evaluated when the variable is bound.
	{form: "defvar", src: `(defvar *v* 1) (setq *v* 5) (defvar *v* (car 5)) *v*`, want: `5`},
	{form: "defvar", src: `(let ((x 4)) (defvar *v* (* x x))) *v*`, want: `16`},
	{form: "defvar", src: `(defvar *v* 1) (let ((*v* 2)) *v*)`, want: `2`},
	// CLHS defvar: "If no initial-value is supplied, defvar leaves the
	// value cell of name undisturbed": the variable stays unbound.
	{form: "defvar", src: `(defvar *u*) *u*`, err: `unbound variable: *u*`},
	{form: "defvar", src: `(defvar *u* 1) (defvar *u*) *u*`, want: `1`},
	{form: "defvar", src: `(defvar)`, err: `t:1:1: defvar: wrong number of arguments; usage: (defvar VAR [FORM])`},
	// Documented usage (defvar VAR [FORM]): no documentation string.
	{form: "defvar", src: `(defvar a 1 "doc")`, err: `defvar: wrong number of arguments`},
	{form: "defvar", src: `(defvar t 1)`, err: `defvar: cannot assign to the constant t`},
	{form: "defvar", src: `(defvar 5 1)`, err: `defvar: 5 is not a variable name`},

	// ---- defun ----
	{form: "defun", src: `(defun f (x) x)`, want: `f`},
	{form: "defun", src: `(defun f (x) (* x 10)) (f 4)`, want: `40`},
	{form: "defun", src: `(defun f () 1 2 3) (f)`, want: `3`},
	{form: "defun", src: `(defun f () ) (f)`, want: `nil`},
	{form: "defun", src: `(defun f (a &optional (b (* a 2)) c) (list a b c)) (list (f 1) (f 1 5) (f 1 5 6))`, want: `((1 2 nil) (1 5 nil) (1 5 6))`},
	{form: "defun", src: `(defun f (&optional x) x) (f)`, want: `nil`},
	{form: "defun", src: `(defun f (&optional (x)) x) (f)`, want: `nil`},
	{form: "defun", src: `(defun f (a &rest r) (list a r)) (list (f 1) (f 1 2 3))`, want: `((1 nil) (1 (2 3)))`},
	{form: "defun", src: `(defun f (&rest r) r) (f)`, want: `nil`},
	{form: "defun", src: `(defun f (&optional (a 10) &rest r) (list a r)) (list (f) (f 1) (f 1 2 3))`, want: `((10 nil) (1 nil) (1 (2 3)))`},
	// An optional default is evaluated at each call that needs it.
	{form: "defun", src: `(setq n 0) (defun f (&optional (x (setq n (+ n 1)))) x) (list (f) (f) (f 9) n)`, want: `(1 2 9 2)`},
	{form: "defun", src: `(defun sq (x) "Squares X." (* x x)) (sq 3)`, want: `9`},
	// CLHS 3.4.11: a lone string is the body, not documentation.
	{form: "defun", src: `(defun s () "just a string") (s)`, want: `"just a string"`},
	{form: "defun", src: `(defun f () 1) (defun f () 2) (f)`, want: `2`},
	{form: "defun", src: `(defun g () (h)) (defun h () 7) (g)`, want: `7`}, // forward reference
	{form: "defun", src: `(defun g () (h)) (g)`, err: `undefined function: h`},
	{form: "defun", src: `(defun f (a b) a) (f 1)`, err: `f: expects 2 arguments, got 1`},
	{form: "defun", src: `(defun f (a &optional b) a) (f 1 2 3)`, err: `f: expects 1 to 2 arguments, got 3`},
	{form: "defun", src: `(defun f (a &rest r) a) (f)`, err: `f: expects at least 1 argument, got 0`},
	{form: "defun", src: `(defun f () 1) (f 1)`, err: `f: expects 0 arguments, got 1`},
	{form: "defun", src: `(defun car (x) x)`, err: `t:1:8: defun: car is a builtin and cannot be redefined`},
	{form: "defun", src: `(defun if (x) x)`, err: `defun: if is a special form and cannot be redefined`},
	{form: "defun", src: `(defun f)`, err: `t:1:1: defun: usage: (defun NAME (PARAMS...) [DOC] BODY...)`},
	{form: "defun", src: `(defun 5 () 1)`, err: `defun: 5 is not a function name`},
	{form: "defun", src: `(defun f x 1)`, err: `defun: parameter list must be a list of symbols, got x`},
	{form: "defun", src: `(defun f (1) 1)`, err: `defun: parameter 1 is not a symbol`},
	{form: "defun", src: `(defun f ((a 1)) a)`, err: `defun: bad parameter (a 1)`},
	{form: "defun", src: `(defun f (&rest) 1)`, err: `defun: &rest must be followed by a parameter`},
	{form: "defun", src: `(defun f (&rest a b) 1)`, err: `defun: only one parameter may follow &rest`},
	{form: "defun", src: `(defun f (&optional a &optional b) 1)`, err: `defun: misplaced &optional`},
	{form: "defun", src: `(defun f (&rest a &optional b) 1)`, err: `defun: misplaced &optional`},
	{form: "defun", src: `(defun f (t) 1)`, err: `defun: t cannot be a parameter`},
	{form: "defun", src: `(defun f (:k) 1)`, err: `defun: :k cannot be a parameter`},
	{form: "defun", src: `(defun f (&key k) 1)`, err: `defun: &key cannot be a parameter`},

	// ---- lambda and closures ----
	{form: "lambda", src: `((lambda (x y) (+ x y)) 1 2)`, want: `3`},
	{form: "lambda", src: `(lambda (x) x)`, want: `#<lambda>`},
	{form: "lambda", src: `(funcall (lambda () 1))`, want: `1`},
	{form: "lambda", src: `(funcall (lambda nil 1))`, want: `1`},
	{form: "lambda", src: `(funcall (lambda (&optional (x 5)) x))`, want: `5`},
	{form: "lambda", src: `(funcall (lambda (&rest xs) xs) 1 2)`, want: `(1 2)`},
	{form: "lambda", src: `(defun make-adder (n) (lambda (x) (+ x n))) (funcall (make-adder 10) 5)`, want: `15`},
	// A closure over a let variable keeps its own state between calls.
	{form: "lambda", src: `(let ((n 0)) (defun counter () (setq n (+ n 1)))) (counter) (counter) (counter)`, want: `3`},
	{form: "lambda", src: `(let ((n 0)) (defun counter () (setq n (+ n 1)))) n`, err: `unbound variable: n`},
	{form: "lambda", src: `(defun make-counter () (let ((c 0)) (lambda () (setq c (+ c 1))))) (let ((a (make-counter)) (b (make-counter))) (funcall a) (funcall a) (funcall b) (list (funcall a) (funcall b)))`, want: `(3 2)`},
	{form: "lambda", src: `(defun make-acc () (let ((n 0)) (list (lambda (d) (setq n (+ n d))) (lambda () n)))) (let ((p (make-acc))) (funcall (car p) 5) (funcall (car p) 2) (funcall (cadr p)))`, want: `7`},
	// Closures capture bindings, not values.
	{form: "lambda", src: `(let ((x 1)) (let ((f (lambda () x))) (setq x 2) (funcall f)))`, want: `2`},
	{form: "lambda", src: `(mapcar #'funcall (mapcar (lambda (x) (lambda () x)) '(1 2)))`, want: `(1 2)`},
	{form: "lambda", src: `(let ((x 1)) (funcall (lambda (x) x) 2))`, want: `2`}, // parameter shadows
	{form: "lambda", src: `((lambda (x) x))`, err: `lambda: expects 1 argument, got 0`},
	{form: "lambda", src: `(funcall (lambda (x) x) 1 2)`, err: `lambda: expects 1 argument, got 2`},
	{form: "lambda", src: `(lambda)`, err: `t:1:1: lambda: missing parameter list`},
	{form: "lambda", src: `(lambda x x)`, err: `lambda: parameter list must be a list of symbols, got x`},
	{form: "lambda", src: `(lambda (a . b) a)`, err: `lambda: parameter list must be a list of symbols`},

	// ---- let ----
	{form: "let", src: `(let ((x 1) (y 2)) (+ x y))`, want: `3`},
	{form: "let", src: `(let () 5)`, want: `5`},
	{form: "let", src: `(let nil 5)`, want: `5`},
	{form: "let", src: `(let (x) x)`, want: `nil`},
	{form: "let", src: `(let ((x)) x)`, want: `nil`},
	{form: "let", src: `(let ((x 1)))`, want: `nil`},
	{form: "let", src: `(let ((x 1)) (setq x 5) (+ x 1))`, want: `6`},
	// CLHS let: the init forms are evaluated before any variable is bound.
	{form: "let", src: `(let ((x 1)) (let ((x 2) (y x)) (list x y)))`, want: `(2 1)`},
	{form: "let", src: `(let ((x 1)) (list (let ((x 2)) x) x))`, want: `(2 1)`},
	{form: "let", src: `(setq x 10) (list (let ((x 1)) x) x)`, want: `(1 10)`},
	{form: "let", src: `(let)`, err: `t:1:1: let: usage: (let ((VAR FORM)...) BODY...)`},
	{form: "let", src: `(let ((1 2)) 1)`, err: `let: 1 is not a variable name`},
	{form: "let", src: `(let ((x 1 2)) x)`, err: `let: a binding is VAR or (VAR FORM), got (x 1 2)`},
	{form: "let", src: `(let x 1)`, err: `let: bindings must be a list, got x`},
	{form: "let", src: `(let ((t 1)) t)`, err: `let: cannot assign to the constant t`},
	{form: "let", src: `(let ((x (car 5))) x)`, err: `car: 5 is not a list`},

	// ---- let* ----
	{form: "let*", src: `(let* ((x 1) (y (+ x 1))) (list x y))`, want: `(1 2)`},
	{form: "let*", src: `(let* ((x 1) (x (+ x 1))) x)`, want: `2`}, // a later binding shadows
	{form: "let*", src: `(let ((x 10)) (let* ((y x) (x 1)) (list x y)))`, want: `(1 10)`},
	{form: "let*", src: `(let ((x 10)) (let* ((x (+ x 1)) (y (* x 2))) (list x y)))`, want: `(11 22)`},
	{form: "let*", src: `(let* ((x 1) (f (lambda () x))) (funcall f))`, want: `1`},
	{form: "let*", src: `(let* () 3)`, want: `3`},
	{form: "let*", src: `(let* (a (b 2)) (list a b))`, want: `(nil 2)`},
	{form: "let*", src: `(let*)`, err: `let*: usage: (let* ((VAR FORM)...) BODY...)`},
	{form: "let*", src: `(let* ((x 1) (2 3)) x)`, err: `let*: 2 is not a variable name`},

	// ---- if ----
	{form: "if", src: `(if t 1 2)`, want: `1`},
	{form: "if", src: `(if nil 1 2)`, want: `2`},
	{form: "if", src: `(if nil 1)`, want: `nil`},
	{form: "if", src: `(if 0 'yes 'no)`, want: `yes`}, // only nil is false
	{form: "if", src: `(if '() 'yes 'no)`, want: `no`},
	{form: "if", src: `(if t 1 (car 5))`, want: `1`},
	{form: "if", src: `(if t)`, err: `t:1:1: if: wrong number of arguments; usage: (if TEST THEN [ELSE])`},
	{form: "if", src: `(if 1 2 3 4)`, err: `if: wrong number of arguments`},

	// ---- cond ----
	{form: "cond", src: `(cond ((= 1 2) 'a) ((= 1 1) 'b))`, want: `b`},
	{form: "cond", src: `(cond ((+ 1 2)))`, want: `3`}, // CLHS cond: no forms, the test's value
	{form: "cond", src: `(cond (nil) ((member 2 '(1 2 3))))`, want: `(2 3)`},
	{form: "cond", src: `(cond (nil 1))`, want: `nil`},
	{form: "cond", src: `(cond)`, want: `nil`},
	{form: "cond", src: `(cond (t 1 2 3))`, want: `3`},
	{form: "cond", src: `(cond (nil (car 5)) (t 'ok) (t (car 5)))`, want: `ok`},
	{form: "cond", src: `(cond 5)`, err: `t:1:7: cond: a clause is (TEST BODY...), got 5`},
	{form: "cond", src: `(cond ())`, err: `cond: a clause is (TEST BODY...), got ()`},

	// ---- when, unless ----
	{form: "when", src: `(when t 1 2)`, want: `2`},
	{form: "when", src: `(when nil 1)`, want: `nil`},
	{form: "when", src: `(when t)`, want: `nil`},
	{form: "when", src: `(when nil (car 5))`, want: `nil`},
	{form: "when", src: `(when 1 (princ "a") (princ "b"))`, want: `"b"`, out: `ab`},
	{form: "when", src: `(when)`, err: `when: wrong number of arguments; usage: (when TEST BODY...)`},

	{form: "unless", src: `(unless nil 1 2)`, want: `2`},
	{form: "unless", src: `(unless t 1)`, want: `nil`},
	{form: "unless", src: `(unless nil)`, want: `nil`},
	{form: "unless", src: `(unless t (car 5))`, want: `nil`},
	{form: "unless", src: `(unless)`, err: `unless: wrong number of arguments`},

	// ---- and, or ----
	{form: "and", src: `(and)`, want: `t`},
	{form: "and", src: `(and 1 2 3)`, want: `3`},
	{form: "and", src: `(and 1 nil 3)`, want: `nil`},
	{form: "and", src: `(and nil (car 5))`, want: `nil`},
	{form: "and", src: `(and 1 (car 5))`, err: `car: 5 is not a list`},

	{form: "or", src: `(or)`, want: `nil`},
	{form: "or", src: `(or nil 2 3)`, want: `2`},
	{form: "or", src: `(or nil nil)`, want: `nil`},
	{form: "or", src: `(or 1 (car 5))`, want: `1`},
	{form: "or", src: `(or nil (car 5))`, err: `car: 5 is not a list`},

	// ---- progn ----
	{form: "progn", src: `(progn)`, want: `nil`},
	{form: "progn", src: `(progn 1 2 3)`, want: `3`},
	{form: "progn", src: `(progn (setq x 1) (+ x 1))`, want: `2`},
	{form: "progn", src: `(progn (princ 1) (princ 2))`, want: `2`, out: `12`},
	{form: "progn", src: `(progn 1 (car 5) 3)`, err: `car: 5 is not a list`},

	// ---- while ----
	{form: "while", src: `(let ((i 0) (s 0)) (while (< i 5) (setq s (+ s i)) (setq i (+ i 1))) s)`, want: `10`},
	{form: "while", src: `(let ((i 0)) (while (< i 3) (setq i (+ i 1))))`, want: `nil`},
	{form: "while", src: `(while nil)`, want: `nil`},
	{form: "while", src: `(let ((i 0)) (while (< i 3) (princ i) (setq i (+ i 1))))`, want: `nil`, out: `012`},
	{form: "while", src: `(while (car 5))`, err: `car: 5 is not a list`},
	{form: "while", src: `(while)`, err: `while: wrong number of arguments; usage: (while TEST BODY...)`},

	// ---- dotimes ----
	{form: "dotimes", src: `(let ((s 0)) (dotimes (i 5 s) (setq s (+ s i))))`, want: `10`},
	// CLHS dotimes: when the result form runs, var is the number of iterations.
	{form: "dotimes", src: `(dotimes (i 3 i))`, want: `3`},
	{form: "dotimes", src: `(dotimes (i 3))`, want: `nil`},
	{form: "dotimes", src: `(dotimes (i 3) (princ i))`, want: `nil`, out: `012`},
	// CLHS dotimes: a count of 0 or less runs the body no time.
	{form: "dotimes", src: `(let ((n 0)) (dotimes (i -5 (list i n)) (setq n (+ n 1))))`, want: `(0 0)`},
	{form: "dotimes", src: `(dotimes (i 0 'done) (car 5))`, want: `done`},
	{form: "dotimes", src: `(let ((i 'outer)) (dotimes (i 2)) i)`, want: `outer`},
	{form: "dotimes", src: `(let ((n 3) (s nil)) (dotimes (i n s) (setq s (cons i s))))`, want: `(2 1 0)`},
	{form: "dotimes", src: `(dotimes (i 'a))`, err: `t:1:1: dotimes: a is not an integer`},
	{form: "dotimes", src: `(dotimes (i 1/2))`, err: `dotimes: 1/2 is not an integer`},
	{form: "dotimes", src: `(dotimes (i (expt 2 70)))`, err: `dotimes: count 1180591620717411303424 is too large`},
	{form: "dotimes", src: `(dotimes i)`, err: `dotimes: usage: (dotimes (VAR COUNT [RESULT]) BODY...)`},
	{form: "dotimes", src: `(dotimes)`, err: `dotimes: usage:`},
	{form: "dotimes", src: `(dotimes (t 3))`, err: `dotimes: cannot assign to the constant t`},
	{form: "dotimes", src: `(dotimes (i 3) (car i))`, err: `car: 0 is not a list`},

	// ---- dolist ----
	{form: "dolist", src: `(let ((s 0)) (dolist (x '(1 2 3) s) (setq s (+ s x))))`, want: `6`},
	// CLHS dolist: when the result form runs, var is nil.
	{form: "dolist", src: `(dolist (x '(a b c) x))`, want: `nil`},
	{form: "dolist", src: `(dolist (x nil 'done) (car 5))`, want: `done`},
	{form: "dolist", src: `(dolist (x '(1 2 3)) (princ x))`, want: `nil`, out: `123`},
	{form: "dolist", src: `(let ((r nil)) (dolist (x '(1 2 3) r) (setq r (cons x r))))`, want: `(3 2 1)`},
	{form: "dolist", src: `(dolist (x 5))`, err: `t:1:1: dolist: 5 is not a proper list`},
	{form: "dolist", src: `(dolist (x '(1 2 . 3)))`, err: `dolist: (1 2 . 3) is not a proper list`},
	{form: "dolist", src: `(dolist (x))`, err: `dolist: usage: (dolist (VAR LIST [RESULT]) BODY...)`},
	{form: "dolist", src: `(dolist (x '(1) nil extra))`, err: `dolist: usage:`},

	// ---- time ----
	{form: "time", src: `(time (+ 1 2))`, want: `3`, outRe: `^; elapsed \S+\n$`},
	{form: "time", src: `(time (princ "x"))`, want: `"x"`, outRe: `^x; elapsed \S+\n$`},
	{form: "time", src: `(time)`, err: `time: wrong number of arguments; usage: (time FORM)`},
	{form: "time", src: `(time 1 2)`, err: `time: wrong number of arguments`},
	{form: "time", src: `(time (car 5))`, err: `car: 5 is not a list`},

	// ---- assert ----
	{form: "assert", src: `(assert (= 1 1))`, want: `t`},
	{form: "assert", src: `(assert 5)`, want: `t`},
	{form: "assert", src: `(assert (= 1 1) "never shown")`, want: `t`},
	{form: "assert", src: `(assert (= 1 2) "math is broken")`, err: `t:1:1: assertion failed: math is broken`},
	{form: "assert", src: "(list 1)\n  (assert nil \"m\")", err: `t:2:3: assertion failed: m`},
	{form: "assert", src: `(assert (= 1 2))`, err: `t:1:1: assertion failed: (= 1 2)`},
	{form: "assert", src: `(assert nil (format nil "x=~a" 5))`, err: `t:1:1: assertion failed: x=5`},
	{form: "assert", src: "(defun check (x)\n  (assert (> x 0) \"x must be positive\"))\n(check 1)\n(check -1)", err: `t:2:3: assertion failed: x must be positive`},
	{form: "assert", src: `(assert)`, err: `t:1:1: assert: wrong number of arguments; usage: (assert FORM [MESSAGE])`},
	{form: "assert", src: `(assert (car 5))`, err: `car: 5 is not a list`},

	// ---- help ----
	{form: "help", src: `(help car)`, want: `nil`, out: "(car LIST)  [builtin]\n  Returns the first element of LIST; (car nil) is nil.\n"},
	{form: "help", src: `(help 'car)`, want: `nil`, out: "(car LIST)  [builtin]\n  Returns the first element of LIST; (car nil) is nil.\n"},
	{form: "help", src: `(help #'car)`, want: `nil`, out: "(car LIST)  [builtin]\n  Returns the first element of LIST; (car nil) is nil.\n"},
	{form: "help", src: `(help "CAR")`, want: `nil`, out: "(car LIST)  [builtin]\n  Returns the first element of LIST; (car nil) is nil.\n"},
	{form: "help", src: `(help if)`, want: `nil`, out: "(if TEST THEN [ELSE])  [special form]\n  Evaluates THEN if TEST is not nil, else ELSE (or nil).\n"},
	{form: "help", src: `(defun sq (x) "Squares X." (* x x)) (help sq)`, want: `nil`, out: "(sq x)  [function defined at t:1:1]\n  Squares X.\n"},
	{form: "help", src: "(defun sq (x)\n  \"Squares X.\nExactly.\"\n  (* x x))\n(help sq)", want: `nil`, out: "(sq x)  [function defined at t:1:1]\n  Squares X.\n  Exactly.\n"},
	{form: "help", src: `(defun f (a &optional (b 2) &rest r) a) (help f)`, want: `nil`, out: "(f a &optional (b 2) &rest r)  [function defined at t:1:1]\n  No documentation string.\n"},
	{form: "help", src: `(defun g () "Doc." 1) (help g)`, want: `nil`, out: "(g)  [function defined at t:1:1]\n  Doc.\n"},
	{form: "help", src: `(defvar *v* 7) (help *v*)`, want: `nil`, out: "*v*  [variable]\n  value: 7\n"},
	{form: "help", src: `(help)`, want: `nil`, outRe: `(?s)^Special forms:\n.* quote .*\nBuiltin functions:\n.* car .*\(help NAME\) describes one`},
	{form: "help", src: `(defun my-fn () 1) (help)`, want: `nil`, outRe: `(?s)Your functions:\n  my-fn\n`},
	{form: "help", src: `(help nosuch)`, err: `t:1:1: help: nosuch is not a function, special form or variable; try (apropos "nosuch")`},
	{form: "help", src: `(help 5)`, err: `t:1:7: help: expects a name, got 5`},
	{form: "help", src: `(help car cdr)`, err: `help: wrong number of arguments`},

	// ---- namespaces (Lisp-2) ----
	{form: "lisp-2", src: `(setq car 5) (list car (car '(1)))`, want: `(5 1)`},
	{form: "lisp-2", src: `(defun foo () 1) (setq foo 2) (list foo (foo))`, want: `(2 1)`},
	{form: "lisp-2", src: `(let ((list 3)) (list list list))`, want: `(3 3)`},
	{form: "lisp-2", src: `(defvar list 9) (list list)`, want: `(9)`},
	{form: "lisp-2", src: `(defun x () 'fn) (let ((x 'var)) (list x (x)))`, want: `(var fn)`},
	{form: "lisp-2", src: `(let ((f #'car)) (f '(1)))`, err: `undefined function: f`},
	{form: "lisp-2", src: `(defun foo () 1) foo`, err: `unbound variable: foo`},

	// ---- keywords ----
	{form: "keywords", src: `:foo`, want: `:foo`},
	{form: "keywords", src: `':foo`, want: `:foo`},
	{form: "keywords", src: `(eq :a :a)`, want: `t`},
	{form: "keywords", src: `(list :a :b)`, want: `(:a :b)`},
	{form: "keywords", src: `(let ((x :k)) x)`, want: `:k`},
	{form: "keywords", src: `(let ((:k 1)) 1)`, err: `let: cannot assign to the constant :k`},

	// ---- t, nil ----
	{form: "constants", src: `t`, want: `t`},
	{form: "constants", src: `nil`, want: `nil`},
	{form: "constants", src: `()`, want: `nil`},
	{form: "constants", src: `42`, want: `42`},
	{form: "constants", src: `"s"`, want: `"s"`},

	// ---- recursion ----
	{form: "recursion", src: `(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 20)`, want: `6765`},
	{form: "recursion", src: `(defun fact (n) (if (= n 0) 1 (* n (fact (- n 1))))) (fact 25)`, want: `15511210043330985984000000`},
	{form: "recursion", src: `(defun down (n) (if (= n 0) 0 (+ 1 (down (- n 1))))) (down 5000)`, want: `5000`},
	{form: "recursion", src: `(defun ev (n) (if (= n 0) t (od (- n 1)))) (defun od (n) (if (= n 0) nil (ev (- n 1)))) (list (ev 100) (od 7))`, want: `(t t)`},

	// ---- unbound and undefined ----
	{form: "errors", src: `foo`, err: `t:1:1: unbound variable: foo`},
	{form: "errors", src: `(foo 1)`, err: `t:1:1: undefined function: foo`},
	{form: "errors", src: `(foo (car 5))`, err: `undefined function: foo`}, // the function is looked up first
	{form: "errors", src: `'!Foo (!Foo)`, err: `undefined function: !Foo`},
	{form: "errors", src: `(a . b)`, err: `t:1:1: a dotted list cannot be evaluated: (a . b)`},
	{form: "errors", src: `((1 2) 3)`, err: `t:1:2: (1 2) is not a function name (a call is (NAME ARGS...))`},
	{form: "errors", src: `(5 1)`, err: `t:1:2: 5 is not a function name (a call is (NAME ARGS...))`},
	{form: "errors", src: `(defun car (x) x) (car '(1))`, err: `defun: car is a builtin and cannot be redefined`},
	{form: "errors", src: `(+ 1 '(aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff gggggggggg))`,
		err: `t:1:1: +: (aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffff... is not a number`},
}

// result is what evaluating a case produced.
type result struct {
	val string // eval.Repr of the last value
	out string
	err error
}

// newInterp returns an interpreter with every builtin, printing into out.
func newInterp(out *bytes.Buffer) *eval.Interp {
	in := builtins.New()
	in.Out = out
	return in
}

// run evaluates src in a fresh interpreter.
func run(t *testing.T, src string) result {
	t.Helper()
	var out bytes.Buffer
	in := newInterp(&out)
	ctx := context.Background()
	var last eval.Value = eval.Nil
	err := in.EvalSource(ctx, "t", src, func(v eval.Value) error { last = v; return nil })
	return result{val: eval.Repr(last), out: out.String(), err: err}
}

// checkErr reports whether err matches want as tcase.err describes.
func checkErr(err error, want string) bool {
	if strings.HasPrefix(want, "t:") {
		return err.Error() == want
	}
	return strings.Contains(err.Error(), want)
}

func TestSpecialForms(t *testing.T) {
	for i, c := range cases {
		t.Run(fmt.Sprintf("%03d_%s", i, c.form), func(t *testing.T) {
			got := run(t, c.src)
			if c.err != "" {
				if got.err == nil {
					t.Fatalf("%s = %s, want an error %q", c.src, got.val, c.err)
				}
				if !checkErr(got.err, c.err) {
					t.Fatalf("%s: error %q, want %q", c.src, got.err, c.err)
				}
			} else {
				if got.err != nil {
					t.Fatalf("%s: unexpected error: %v", c.src, got.err)
				}
				if got.val != c.want {
					t.Errorf("%s = %s, want %s", c.src, got.val, c.want)
				}
			}
			if c.out != "" && got.out != c.out {
				t.Errorf("%s printed %q, want %q", c.src, got.out, c.out)
			}
			if c.outRe != "" && !regexp.MustCompile(c.outRe).MatchString(got.out) {
				t.Errorf("%s printed %q, want a match for %q", c.src, got.out, c.outRe)
			}
		})
	}
}

// TestEverySpecialFormCovered checks the documentation of every special
// form and that the table above exercises each, normally and with an error.
func TestEverySpecialFormCovered(t *testing.T) {
	normal, failing := map[string]int{}, map[string]int{}
	for _, c := range cases {
		if c.err != "" {
			failing[c.form]++
		} else {
			normal[c.form]++
		}
	}
	// Special forms that can be used wrongly only through their arguments.
	noOwnError := map[string]bool{"and": true, "or": true, "progn": true}
	sfs := eval.SpecialForms()
	if len(sfs) == 0 {
		t.Fatal("no special forms")
	}
	in := builtins.New()
	for _, sf := range sfs {
		if !strings.HasPrefix(sf.Sig, "("+sf.Name+" ") && !strings.HasPrefix(sf.Sig, "("+sf.Name+")") {
			t.Errorf("%s: Sig %q does not start with %q", sf.Name, sf.Sig, "("+sf.Name)
		}
		if strings.TrimSpace(sf.Doc) == "" {
			t.Errorf("%s: empty Doc", sf.Name)
		}
		if normal[sf.Name] == 0 {
			t.Errorf("special form %s has no normal test case", sf.Name)
		}
		if failing[sf.Name] == 0 && !noOwnError[sf.Name] {
			t.Errorf("special form %s has no error test case", sf.Name)
		}
		text, ok := in.Help(sf.Name)
		if !ok || !strings.HasPrefix(text, sf.Sig+"  [special form]\n") {
			t.Errorf("Help(%q) = %q, %v", sf.Name, text, ok)
		}
		if _, ok := in.Function(sf.Name); ok {
			t.Errorf("special form %s is also a function", sf.Name)
		}
	}
	// The brief's list of special forms, so that none disappears unnoticed.
	want := "and assert cond defun defvar dolist dotimes function help if lambda let let* or progn quote setq time unless when while"
	var names []string
	for _, sf := range sfs {
		names = append(names, sf.Name)
	}
	if got := strings.Join(names, " "); got != want {
		t.Errorf("special forms:\n got %s\nwant %s", got, want)
	}
}

func TestRecursionTooDeep(t *testing.T) {
	var out bytes.Buffer
	in := newInterp(&out)
	ctx := context.Background()
	if err := in.EvalSource(ctx, "t", `(defun inf (n) (+ 1 (inf n)))
(defun down (n) (if (= n 0) 0 (+ 1 (down (- n 1)))))`, nil); err != nil {
		t.Fatal(err)
	}
	err := in.EvalSource(ctx, "t", `(inf 1)`, nil)
	if err == nil {
		t.Fatal("(inf 1) returned without error")
	}
	if want := fmt.Sprintf("t:1:21: recursion too deep (more than %d nested calls)", eval.DefaultMaxDepth); err.Error() != want {
		t.Errorf("(inf 1): error %q, want %q", err, want)
	}
	var e *eval.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %T is not an *eval.Error", err)
	}
	if e.Internal {
		t.Errorf("recursion error is marked Internal (a recovered panic)")
	}
	// Identical frames in a row are folded: the recursive calls from inf's
	// body, then the first call from the top level.
	want := fmt.Sprintf("  in inf, called at t:1:21 (%d times)\n  in inf, called at t:1:1\n", eval.DefaultMaxDepth-1)
	if bt := e.Backtrace(); bt != want || e.Omitted != 0 {
		t.Errorf("backtrace (%d omitted):\n%s\nwant:\n%s", e.Omitted, bt, want)
	}
	// The depth is back to zero: deep but finite recursion still works.
	var v eval.Value
	if err := in.EvalSource(ctx, "t", `(down 9000)`, func(x eval.Value) error { v = x; return nil }); err != nil {
		t.Fatalf("(down 9000) after a recursion error: %v", err)
	}
	if eval.Repr(v) != "9000" {
		t.Errorf("(down 9000) = %s", eval.Repr(v))
	}

	// MaxDepth is the number of nested calls allowed.
	in.MaxDepth = 50
	if err := in.EvalSource(ctx, "t", `(down 49)`, nil); err != nil {
		t.Errorf("(down 49) makes 50 nested calls; with MaxDepth 50: %v", err)
	}
	if err := in.EvalSource(ctx, "t", `(down 50)`, nil); err == nil || !strings.Contains(err.Error(), "recursion too deep (more than 50 nested calls)") {
		t.Errorf("(down 50) with MaxDepth 50: error %v", err)
	}
	in.MaxDepth = eval.DefaultMaxDepth

	// Recursion through builtins and optional defaults is caught too.
	for _, src := range []string{
		`(defun f1 () (funcall #'f1)) (f1)`,
		`(defun f2 () (apply 'f2 nil)) (f2)`,
		`(defun f3 (x) (mapcar #'f3 (list x))) (f3 1)`,
		`(defun f4 (&optional (x (f4))) x) (f4)`,
		`(defun f5 (l) (sort (list 2 1) (lambda (a b) (f5 l)))) (f5 1)`,
		`((lambda (f) (funcall f f)) (lambda (g) (funcall g g)))`,
	} {
		got := run(t, src)
		if got.err == nil || !strings.Contains(got.err.Error(), "recursion too deep") {
			t.Errorf("%s: error %v, want recursion too deep", src, got.err)
		}
	}
}

func TestInterrupt(t *testing.T) {
	for _, src := range []string{
		`(while t)`,
		`(dotimes (i 1000000000000))`,
		`(let ((i 0)) (while t (setq i (+ i 1))))`,
		`(defun spin () (while t)) (spin)`,
		`(let ((l '(1))) (while t (setq l (mapcar #'1+ l))))`,
	} {
		var out bytes.Buffer
		in := newInterp(&out)
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		err := in.EvalSource(ctx, "t", src, nil)
		cancel()
		if !errors.Is(err, eval.ErrInterrupted) {
			t.Errorf("%s: error %v, want ErrInterrupted", src, err)
			continue
		}
		// (Inside mapcar the interruption has no position: the bug
		// TestErrorPositionsThroughBuiltins describes.)
		var e *eval.Error
		if !strings.Contains(src, "mapcar") && (!errors.As(err, &e) || !e.Pos.IsValid()) {
			t.Errorf("%s: interruption error %q has no position", src, err)
		}
		// The interpreter is usable afterwards.
		var v eval.Value
		if err := in.EvalSource(context.Background(), "t", `(+ 1 2)`, func(x eval.Value) error { v = x; return nil }); err != nil || eval.Repr(v) != "3" {
			t.Errorf("after interrupting %s: (+ 1 2) = %v, %v", src, v, err)
		}
	}
	// An already cancelled context stops a loop at once.
	in := newInterp(&bytes.Buffer{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := in.EvalSource(ctx, "t", `(while t)`, nil); !errors.Is(err, eval.ErrInterrupted) {
		t.Errorf("(while t) with a cancelled context: %v", err)
	} else if err.Error() != "t:1:1: interrupted" {
		t.Errorf("interruption message %q, want %q", err, "t:1:1: interrupted")
	}
}

func TestMaxSteps(t *testing.T) {
	var out bytes.Buffer
	in := newInterp(&out)
	in.MaxSteps = 10000
	ctx := context.Background()
	err := in.EvalSource(ctx, "t", `(while t)`, nil)
	if !errors.Is(err, eval.ErrStepLimit) {
		t.Fatalf("(while t) with MaxSteps: error %v, want ErrStepLimit", err)
	}
	if err.Error() != "t:1:1: step limit exceeded" {
		t.Errorf("message %q", err)
	}
	for _, src := range []string{
		`(dotimes (i 100000))`,
		`(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 30)`,
		`(dolist (x (let ((l nil)) (dotimes (i 20000 l) (setq l (cons i l))))))`,
	} {
		if err := in.EvalSource(ctx, "t", src, nil); !errors.Is(err, eval.ErrStepLimit) {
			t.Errorf("%s with MaxSteps 10000: error %v, want ErrStepLimit", src, err)
		}
	}
	// The limit is per top-level form: many small forms are fine.
	src := strings.Repeat("(dotimes (i 1000))\n", 50)
	if err := in.EvalSource(ctx, "t", src, nil); err != nil {
		t.Errorf("50 forms of 1000 steps each with MaxSteps 10000: %v", err)
	}
	in.MaxSteps = 0
	if err := in.EvalSource(ctx, "t", `(dotimes (i 100000))`, nil); err != nil {
		t.Errorf("without a step limit: %v", err)
	}
}

func TestErrorPositions(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"(list 1)\n  (car 5)", "t:2:3: car: 5 is not a list"},
		{"(+ 1 (car 5))", "t:1:6: car: 5 is not a list"},
		{"\n x", "t:2:2: unbound variable: x"},
		{"(list\n  (nosuch))", "t:2:3: undefined function: nosuch"},
		{"(let ((x 5))\n  (car x))", "t:2:3: car: 5 is not a list"},
		{"(defun f (x) (car x))\n(f 5)", "t:1:14: car: 5 is not a list"},
		{"(if t\n    (list 1)\n    (list 2)\n    (list 3))", "t:1:1: if: wrong number of arguments; usage: (if TEST THEN [ELSE])"},
		{"(progn\n (cond (nil 1) 5))", "t:2:16: cond: a clause is (TEST BODY...), got 5"},
		// Syntax errors come from the reader, with positions too.
		{"(+ 1", `t:1:1: unfinished form: missing ")"`},
		{"(+ 1 2))", `t:1:8: unexpected ")"`},
		{`"abc`, `t:1:1: unterminated string`},
	} {
		got := run(t, c.src)
		if got.err == nil {
			t.Errorf("%q = %s, want error %q", c.src, got.val, c.want)
		} else if got.err.Error() != c.want {
			t.Errorf("%q: error %q, want %q", c.src, got.err, c.want)
		}
	}
}

func TestEvalSourceStopsAtFirstError(t *testing.T) {
	var out bytes.Buffer
	in := newInterp(&out)
	var vals []string
	err := in.EvalSource(context.Background(), "t", `(setq a 1) (princ "x") (car 5) (setq a 2) (princ "y")`,
		func(v eval.Value) error { vals = append(vals, eval.Repr(v)); return nil })
	if err == nil || err.Error() != "t:1:24: car: 5 is not a list" {
		t.Errorf("error %v", err)
	}
	if got := strings.Join(vals, " "); got != `1 "x"` {
		t.Errorf("values before the error: %s", got)
	}
	if out.String() != "x" {
		t.Errorf("output %q, want %q", out.String(), "x")
	}
	if v, _ := in.Global("a"); eval.Repr(v) != "1" {
		t.Errorf("a = %v, want 1", v)
	}
	// An error from the callback stops the evaluation and is returned.
	stop := errors.New("stop")
	n := 0
	err = in.EvalSource(context.Background(), "t", `1 2 3`, func(eval.Value) error { n++; return stop })
	if err != stop || n != 1 {
		t.Errorf("callback error: got %v after %d calls", err, n)
	}
	// A syntax error anywhere evaluates nothing.
	err = in.EvalSource(context.Background(), "t", `(setq a 3) (`, nil)
	if err == nil {
		t.Error("no error for an unfinished form")
	}
	if v, _ := in.Global("a"); eval.Repr(v) != "1" {
		t.Errorf("a = %v after a syntax error, want 1 (nothing evaluated)", v)
	}
}

func TestBacktrace(t *testing.T) {
	src := "(defun f (x) (car x))\n(defun g (x) (f x))\n(g 5)"
	got := run(t, src)
	var e *eval.Error
	if !errors.As(got.err, &e) {
		t.Fatalf("error %v is not an *eval.Error", got.err)
	}
	if e.Error() != "t:1:14: car: 5 is not a list" {
		t.Errorf("error %q", e)
	}
	if len(e.Stack) != 2 || e.Stack[0].Func != "f" || e.Stack[1].Func != "g" {
		t.Fatalf("stack %+v, want f then g", e.Stack)
	}
	want := "  in f, called at t:2:14\n  in g, called at t:3:1\n"
	if bt := e.Backtrace(); bt != want {
		t.Errorf("backtrace:\n%s\nwant:\n%s", bt, want)
	}
	if e.Omitted != 0 {
		t.Errorf("Omitted = %d", e.Omitted)
	}

	// Anonymous functions appear as lambda.
	got = run(t, "((lambda (x) (car x)) 5)")
	if !errors.As(got.err, &e) || len(e.Stack) != 1 || e.Stack[0].Func != "lambda" {
		t.Errorf("lambda backtrace: %v %+v", got.err, e)
	}

	// An error outside any user function has no backtrace.
	got = run(t, "(car 5)")
	if !errors.As(got.err, &e) || e.Backtrace() != "" || len(e.Stack) != 0 {
		t.Errorf("top-level error has a backtrace: %q", e.Backtrace())
	}

	// Errors in optional defaults are traced to their function.
	got = run(t, "(defun h (&optional (x (car 5))) x)\n(h)")
	if !errors.As(got.err, &e) || len(e.Stack) != 1 || e.Stack[0].Func != "h" || e.Error() != "t:1:24: car: 5 is not a list" {
		t.Errorf("error in an optional default: %v, stack %+v", got.err, e.Stack)
	}
}

func TestEvalErrorUnwrap(t *testing.T) {
	got := run(t, "(/ 1 0)")
	if !errors.Is(got.err, eval.ErrDivisionByZero) {
		t.Errorf("(/ 1 0): error %v does not wrap ErrDivisionByZero", got.err)
	}
	var e *eval.Error
	if !errors.As(got.err, &e) || e.Msg != "/: division by zero" || e.Pos.Line != 1 || e.Pos.Col != 1 || e.Pos.File != "t" {
		t.Errorf("(/ 1 0): %+v", e)
	}
}

// TestPrinting checks eval.Repr (prin1) against eval.Display (princ).
func TestPrinting(t *testing.T) {
	for _, c := range []struct{ src, repr, display string }{
		{`'a`, `a`, `a`},
		{`'!Foo`, `!Foo`, `Foo`},
		{`'!1`, `!1`, `1`}, // a symbol that looks like a number
		{`"a\"b\\c"`, `"a\"b\\c"`, `a"b\c`},
		{`"line\nnext"`, `"line\nnext"`, "line\nnext"},
		{`'(1 "x" (a . b))`, `(1 "x" (a . b))`, `(1 x (a . b))`},
		{`-3/4`, `-3/4`, `-3/4`},
		{`#'car`, `#<builtin car>`, `#<builtin car>`},
		{`'(quote x)`, `(quote x)`, `(quote x)`},
	} {
		var out bytes.Buffer
		in := newInterp(&out)
		var v eval.Value
		if err := in.EvalSource(context.Background(), "t", c.src, func(x eval.Value) error { v = x; return nil }); err != nil {
			t.Errorf("%s: %v", c.src, err)
			continue
		}
		if got := eval.Repr(v); got != c.repr {
			t.Errorf("Repr(%s) = %q, want %q", c.src, got, c.repr)
		}
		if got := eval.Display(v); got != c.display {
			t.Errorf("Display(%s) = %q, want %q", c.src, got, c.display)
		}
	}
	// Printing a deeply nested list neither crashes nor prints it all.
	deep := eval.Value(eval.Nil)
	for i := 0; i < 100000; i++ {
		deep = eval.List(deep)
	}
	if s := eval.Repr(deep); !strings.Contains(s, "(...)") {
		t.Errorf("deep list printed without elision (%d bytes)", len(s))
	}
	if !eval.Equal(deep, deep) {
		t.Error("a deep list is not equal to itself")
	}
}

func TestHelpAPI(t *testing.T) {
	in := builtins.New()
	if _, ok := in.Help("nosuch"); ok {
		t.Error(`Help("nosuch") found something`)
	}
	text, ok := in.Help("defun")
	if !ok || !strings.HasPrefix(text, "(defun NAME (PARAMS...) [DOC] BODY...)  [special form]\n  Defines the function NAME") {
		t.Errorf("Help(defun) = %q", text)
	}
	// Names lists special forms, builtins and bound globals, sorted.
	if err := in.EvalSource(context.Background(), "t", `(defvar *zz* 1) (defun zz-fn () 1)`, nil); err != nil {
		t.Fatal(err)
	}
	names := in.Names()
	has := map[string]bool{}
	for i, n := range names {
		has[n] = true
		if i > 0 && names[i-1] >= n {
			t.Errorf("Names not sorted and unique at %q, %q", names[i-1], n)
		}
	}
	for _, n := range []string{"let*", "car", "*zz*", "zz-fn", "t", "nil"} {
		if !has[n] {
			t.Errorf("Names lacks %q", n)
		}
	}
}

// TestErrorPositionsThroughBuiltins: an error raised in a function that a
// builtin (funcall, apply, mapcar, mapc, sort) calls still carries a
// position: that of the builtin's call, at least.
func TestErrorPositionsThroughBuiltins(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"(funcall #'car 5)", "t:1:1: car: 5 is not a list"},
		{"(list 1)\n  (apply #'car '(5))", "t:2:3: car: 5 is not a list"},
		{"(mapcar #'car '(1))", "t:1:1: car: 1 is not a list"},
		{"(mapc #'car '(1))", "t:1:1: car: 1 is not a list"},
		{"(sort '(1 a) #'<)", "t:1:1: <: a is not a number"},
		{"(funcall 'nosuch)", "t:1:1: undefined function: nosuch"},
		{"(funcall #'car 1 2)", "t:1:1: car: expects 1 argument, got 2"},
	} {
		got := run(t, c.src)
		if got.err == nil || got.err.Error() != c.want {
			t.Errorf("%q: error %v, want %q", c.src, got.err, c.want)
		}
	}
	got := run(t, "(defun f (x) (car x))\n(funcall #'f 5)")
	var e *eval.Error
	if !errors.As(got.err, &e) || len(e.Stack) != 1 || !e.Stack[0].Pos.IsValid() {
		t.Errorf("backtrace of a function called by funcall: %v\n%s", got.err, e.Backtrace())
	}
}

// A name used in the wrong namespace gets a hint (functions and variables
// are separate, which surprises newcomers from Scheme or Python).
func TestNamespaceHints(t *testing.T) {
	for _, test := range []struct{ src, want string }{
		{"car", "t:1:1: unbound variable: car (car is a function: call it as (car ...), or get it with #'car)"},
		{"if", "t:1:1: unbound variable: if (if is a special form: use it as (if ...))"},
		{"(setq f #'car) (f '(1))", "t:1:16: undefined function: f (the variable f holds a function: call it with (funcall f ...))"},
		{"(setq g 5) (g)", "t:1:12: undefined function: g"},
	} {
		in := newInterp(&bytes.Buffer{})
		err := in.EvalSource(context.Background(), "t", test.src, nil)
		if err == nil || err.Error() != test.want {
			t.Errorf("%s: error %v, want %q", test.src, err, test.want)
		}
	}
}

// Builtins that call functions count as nested calls too: a chain of
// funcalls through apply once overflowed the Go stack (a fatal error).
func TestBuiltinCallDepth(t *testing.T) {
	in := newInterp(&bytes.Buffer{})
	err := in.EvalSource(context.Background(), "t",
		"(let ((l (list #'list))) (dotimes (i 100000) (setq l (cons #'funcall l))) (apply #'funcall l))", nil)
	want := fmt.Sprintf("recursion too deep (more than %d nested calls)", eval.DefaultMaxDepth)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
}

// Recursion through a builtin folds its backtrace like direct recursion,
// and a file may start with a UTF-8 byte-order mark.
func TestBacktraceThroughBuiltin(t *testing.T) {
	in := newInterp(&bytes.Buffer{})
	in.MaxDepth = 100
	err := in.EvalSource(context.Background(), "t", "(defun f (x) (mapcar #'f (list x))) (f 1)", nil)
	var e *eval.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not an *eval.Error", err)
	}
	want := "  in f, called at t:1:14 (49 times)\n  in f, called at t:1:37\n"
	if bt := e.Backtrace(); bt != want {
		t.Errorf("backtrace:\n%s\nwant:\n%s", bt, want)
	}
	path := filepath.Join(t.TempDir(), "bom.lisp")
	if err := os.WriteFile(path, []byte("\uFEFF(defvar from-bom 7)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := in.LoadFile(context.Background(), path); err != nil {
		t.Fatalf("loading a file with a byte-order mark: %v", err)
	}
	if v, ok := in.Global("from-bom"); !ok || v.String() != "7" {
		t.Errorf("from-bom = %v, %v", v, ok)
	}
}
