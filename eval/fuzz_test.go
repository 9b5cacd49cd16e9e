package eval_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
)

const (
	// fuzzMaxSteps bounds the work of each top-level form.
	fuzzMaxSteps = 100000
	// fuzzTimeout is the context deadline of one input. The step limit
	// should stop every evaluation long before it.
	fuzzTimeout = 2 * time.Second
	// hangAfter is how long one input may run before the watchdog kills
	// the process, reporting the input as a hang.
	hangAfter = 20 * time.Second
	// maxHeap is the heap size at which the watchdog kills the process,
	// reporting the input as a memory blow-up.
	maxHeap = 3 << 30
)

// evalSeeds are the f.Add seeds of FuzzEval. More seeds, including the
// crashers found so far, live in testdata/fuzz/FuzzEval.
var evalSeeds = []string{
	// arithmetic
	"(+ 1 2)", "(- 10 4 3)", "(* 2 3 4)", "(/ 1 3)", "(/ 0)", "(/ 7 0)", "(+ 1/2 1/4)", "(- 5)", "(/ 4)",
	"(floor -7 2)", "(ceiling 7 2)", "(mod -7 2)", "(rem -7 2)", "(mod 5 0)", "(floor 7/2)", "(abs -3/4)",
	"(max 1 5 3)", "(min 1 5 3)", "(= 1 1 1)", "(/= 1 2 1)", "(< 1 2 3)", "(>= 3 3 1)", "(1+ 9223372036854775807)",
	"(1- -9223372036854775808)", "(- -9223372036854775808)", "(* 9223372036854775807 9223372036854775807)",
	"(/ -9223372036854775808 -1)", "(mod -9223372036854775808 -1)", "(rem -9223372036854775808 -1)",
	"(numerator 6/4)", "(denominator 6/4)", "(zerop 0)", "(evenp 4)", "(oddp 3/2)", "(plusp -1)", "(minusp -1)",
	"(expt 2 10)", "(expt 2/3 -2)", "(expt 0 -1)", "(expt 0 0)", "(expt -1 1000000000001)", "(expt 2 1/2)",
	"(expt 2 100000)", "(expt 2 (expt 10 12))", "(expt 3 -9223372036854775808)", "(expt 1/2 100000)",
	"1e300", "-3/8", "123456789012345678901234567890", "(+ 'a 1)", "(+ \"1\" 2)",
	// definitions, recursion, closures
	"(defun fact (n) (if (= n 0) 1 (* n (fact (- n 1))))) (fact 20)",
	"(defun fib (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 15)",
	"(defun f () (f)) (f)",
	"(defun f (n) (if (= n 0) 0 (+ 1 (f (- n 1))))) (f 9999)",
	"(defun f (n) (if (= n 0) 0 (+ 1 (f (- n 1))))) (f 100000)",
	"(defun f (x &optional (y (* x 2)) &rest r) (list x y r)) (f 1) (f 1 2 3 4)",
	"(defun f (&rest) 1)", "(defun f (x x) x) (f 1 2)", "(defun f (&optional &optional) 1)", "(defun car (x) x)",
	"(defun quote (x) x)", "(defun f \"doc\" 1)", "(defun f (x) \"doc\" x) (help f)", "(defun)", "(defun 1 () 1)",
	"(defvar *x* 10) (defvar *x* 20) *x*", "(setq a 1 b 2) (+ a b)", "(setq t 1)", "(setq nil 2)", "(setq a)",
	"(let ((n 0)) (defun counter () (setq n (+ n 1)))) (counter) (counter)",
	"(defun adder (n) (lambda (x) (+ x n))) (funcall (adder 3) 4)",
	"((lambda (x y) (* x y)) 6 7)", "((lambda (x) x))", "(funcall (lambda (&rest xs) xs) 1 2 3)",
	"(let ((x 1) (y 2)) (let* ((x 10) (z (+ x y))) (list x y z)))", "(let (x (y)) (list x y))", "(let x 1)",
	"(let* ((f (lambda () 1)) (g (funcall f))) g)", "(let ((:k 1)) 1)",
	// lists and higher-order functions
	"(mapcar #'+ '(1 2 3) '(10 20))", "(mapcar (lambda (x) (* x x)) '(1 2 3))", "(mapc #'print '(1 2))",
	"(mapcar #'car '(1 2))", "(apply #'+ 1 2 '(3 4))", "(apply #'+ 1)", "(apply #'apply #'+ '((1 2)))",
	"(funcall 'car '(1 2))", "(funcall 'quote 1)", "(funcall nil)", "(funcall #'funcall #'funcall #'list 1)",
	"(car '(1 2))", "(cdr '(1 . 2))", "(cadr '(1 2 3))", "(cddr '(1))", "(nth 2 '(a b c))", "(nthcdr 9223372036854775807 '(1 2))",
	"(nth 1 '(1 . 2))", "(last '(1 2 . 3))", "(append '(1) '(2) 3)", "(append '(1 . 2) '(3))", "(reverse \"h\u00e9llo\")",
	"(reverse '(1 2 3))", "(length \"\u263a\")", "(length '(1 . 2))", "(assoc 'b '((a . 1) (b . 2)))", "(member 2 '(1 2 3))",
	"(remove 2 '(1 2 3 2))", "(sort '(3 1 2) #'<)", "(sort '(3 1 2) #'car)", "(sort '(1 2 3) (lambda (a b) (error \"no\")))",
	"(equal '(1 (2 \"x\")) '(1 (2 \"x\")))", "(eq 'a 'a)", "(eql 1/2 2/4)", "(eq #'car #'car)", "(equal #'car #'car)",
	"(cons 1 2)", "(list)", "'(a . b)", "'(a b . c)", "#'car", "#'quote", "(function (lambda (x) x))", "(function 1)",
	"(quote)", "(quote 1 2)", "(a . b)", "((a) 1)", "(1 2)", "(\"f\" 1)",
	// control flow
	"(if t 1 2)", "(if nil 1)", "(if)", "(cond ((= 1 2) 'a) ((= 1 1) 'b))", "(cond (1))", "(cond ())", "(cond x)",
	"(when t 1 2)", "(unless nil 3)", "(and)", "(or)", "(and 1 nil 2)", "(or nil 2)", "(progn)", "(progn 1 2)",
	"(let ((i 0)) (while (< i 10) (setq i (+ i 1))) i)", "(while t)", "(while)", "(dotimes (i 1000000000))",
	"(dotimes (i 10 i))", "(dotimes (i -5 i))", "(dotimes (i 1/2))", "(dotimes (i 99999999999999999999999))",
	"(dolist (x '(1 2 3) x) (print x))", "(dolist (x '(1 . 2)))", "(dolist (x 5))", "(dotimes i)", "(dotimes (t 3))",
	"(time (+ 1 2))", "(assert (= 1 1))", "(assert (= 1 2))", "(assert nil \"msg ~a\")", "(assert nil (list 1))",
	// output and errors
	"(print '(1 \"two\" three))", "(prin1 \"a\\nb\")", "(princ \"a\\nb\")", "(terpri)",
	"(format t \"~a ~s ~d~%~~\" \"x\" \"y\" 3)", "(format nil \"~a/~a\" 1 2)", "(format nil \"~d\" 1/2)",
	"(format nil \"~\")", "(format nil \"~a\")", "(format nil \"~q\")", "(format 1 \"x\")", "(format nil 1)",
	"(format nil \"~\u263a\")", "(error \"boom ~a\" 42)", "(error 'foo 1 \"x\")", "(error \"~\")",
	"(help)", "(help car)", "(help 'car)", "(help \"CAR\")", "(help nosuch)", "(help 1)", "(help (quote))",
	"(apropos \"list\")", "(apropos 'car)", "(apropos 1)", "(apropos \"zzzz\")", "(exit)", "(exit 256)",
	"(load \"/nonexistent\")", "(load 1)", "(load \"\")", "(load \".\")", "(load \"fuzz_test.go\")",
	"(undefined-function 1)", "unbound-variable", ":keyword", "(setq :k 1)",
	// deep data
	"(let ((x nil)) (dotimes (i 30000) (setq x (list x))) (prin1 x) (length x))",
	"(let ((x nil)) (dotimes (i 100000) (setq x (list x))) (prin1 x))",
	"(let ((x nil) (y nil)) (dotimes (i 20000) (setq x (list x)) (setq y (list y))) (equal x y))",
	"(let ((x 'a)) (dotimes (i 12) (setq x (cons x x))) (print x) (equal x x))",
	"(let ((x nil)) (dotimes (i 50000) (setq x (cons i x))) (length (reverse (append x x))))",
	"(let ((x nil)) (dotimes (i 20000) (setq x (cons i x))) (sort x #'<) (last x))",
	"(defun deep (n) (if (= n 0) nil (list (deep (- n 1))))) (print (deep 5000))",
	strings.Repeat("(list ", 3000) + strings.Repeat(")", 3000),
	strings.Repeat("'(", 3000) + strings.Repeat(")", 3000),
	strings.Repeat("(progn ", 9000) + "1" + strings.Repeat(")", 9000),
	// reader errors
	"(+ 1", ")", "\"abc", "'", "(1/0)", "1e99999", "\"\\q\"",
	// game literals and symbols in game notation
	"^", "*2", "{0|^}", "(setq g 2) {0, g | (mplus up up)}", "{0|{0|g}}", "{0||0|-2}", "{1/2*, +-1 | ^<2>, Tiny(2)}",
	"(setq g 1) (list {0|-g} {2g|0})", "(list v ^^* ↑ ⇑* 1/2* +-1 ^<2> *)", "(setq v 3) v", "{0|^^^&}", "{0|",
	"(list {0|^)", "a}", "{0|zz}", "(setq h \"x\") {0|h}", "{0|1/3}", "{0|Tiny(-1)}", "(game-literal \"{0|g}\")",
	"(game-literal \"{0|$1}\" 1)", "(game-literal \"{\" 1)", "(funcall #'game-literal \"{0|^^&}\")",
	"(mapcar (lambda (n) {0|n}) '(1 2 3))", "^<4096>", "{^<4096>|v<4096>}", "*99999999999", "{0|^.^}",
	"(let ((x nil)) (dotimes (i 2000) (setq x {x|0})) x)",
}

func FuzzEval(f *testing.F) {
	for _, s := range evalSeeds {
		f.Add(s)
	}
	// The regressions are seeds for fuzzing; without -fuzz they are run,
	// with these checks and their own, by TestEvalRegressions (once: they
	// are the slowest inputs).
	if fz := flag.Lookup("test.fuzz"); fz != nil && fz.Value.String() != "" {
		for _, r := range evalRegressions {
			f.Add(r.src)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		watch(src)
		defer watch("")
		ctx, cancel := context.WithTimeout(context.Background(), fuzzTimeout)
		defer cancel()
		fuzzEval(ctx, t, src)
	})
}

// fuzzEval evaluates src as FuzzEval does, printing every value, and
// checks the error, if any: an *eval.Error that is not internal (a
// recovered Go panic) or a *reader.Error, with a message. It returns the
// error.
func fuzzEval(ctx context.Context, t *testing.T, src string) error {
	t.Helper()
	in := builtins.New()
	in.Out = io.Discard
	in.MaxSteps = fuzzMaxSteps
	err := in.EvalSource(ctx, "fuzz", src, func(v eval.Value) error {
		// The REPL prints every value: do the same.
		_ = eval.Repr(v)
		_ = eval.Display(v)
		return nil
	})
	if err == nil {
		return nil
	}
	var re *reader.Error
	var ee *eval.Error
	switch {
	case errors.As(err, &ee):
		if ee.Internal {
			t.Fatalf("internal error (recovered Go panic) evaluating %q: %v", src, err)
		}
	case errors.As(err, &re):
	default:
		t.Fatalf("evaluating %q: error of type %T, want *eval.Error or *reader.Error: %v", src, err, err)
	}
	if err.Error() == "" {
		t.Errorf("evaluating %q: empty error message", src)
	}
	return err
}

// evalRegressions are inputs that once crashed or hung the process, each
// with the bug it showed; they are seeds of FuzzEval when fuzzing, and
// TestEvalRegressions checks that each now ends quickly.
var evalRegressions = []struct {
	bug, src string
	ok       bool // the input now evaluates without error
}{
	{"E1: printing shared structure took exponential time and memory",
		"(let ((x 'a)) (dotimes (i 40) (setq x (cons x x))) (print x))", true},
	{"E1: an error message about shared structure took exponential time",
		"(let ((x 'a)) (dotimes (i 40) (setq x (cons x x))) (+ x 1))", false},
	{"E2: equal on shared structure took exponential time",
		"(let ((x 'a) (y 'a)) (dotimes (i 40) (setq x (cons x x)) (setq y (cons y y))) (equal x y))", true},
	{"E3: a Go stack overflow (fatal): MaxDepth counted calls, not the nesting of their bodies",
		"(defun f (n) (if (= n 0) 0 " + strings.Repeat("(-", 400) + "(f (- n 1))" + strings.Repeat(")", 400) + ")) (f 9999)", false},
	{"E4: work on big numbers was not charged as steps",
		"(let ((x (expt 3 5000000))) (dotimes (i 1000) (* x x)))", false},
	{"E4: work on big numbers was not charged as steps",
		"(dotimes (i 1000) (expt 3 10000000))", false},
	{"E5: strings grew without limit",
		"(let ((s \"xx\")) (dotimes (i 40) (setq s (format nil \"~a~a\" s s))))", false},
	{"E6: load read devices: endless or blocking",
		"(load \"/dev/zero\")", false},
}

// TestEvalRegressions runs the inputs that once crashed or hung with the
// fuzzing step limit and no deadline: each must end by a limit of work
// (steps, recursion, sizes), never by the clock, with an error unless it
// is marked ok; the error, if any, must pass FuzzEval's checks.
func TestEvalRegressions(t *testing.T) {
	for _, r := range evalRegressions {
		t.Run(r.bug, func(t *testing.T) {
			err := fuzzEval(context.Background(), t, r.src)
			if (err == nil) != r.ok {
				t.Errorf("%q: error %v, want one: %v", r.src, err, !r.ok)
			}
			t.Logf("%v", err)
		})
	}
}

// The watchdog kills the process, naming the input, when one input runs for
// longer than hangAfter or the heap grows past maxHeap: the fuzzing engine
// then records the input as a crasher. A hang cannot be reported with
// t.Fatal, as the evaluation cannot be stopped from outside.
var (
	watchOnce  sync.Once
	watched    atomic.Pointer[watchedInput]
	heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
)

type watchedInput struct {
	src   string
	start time.Time
}

// watch starts watching the evaluation of src, or stops with "". It acts
// only while fuzzing (-fuzz): the tests run the seeds without a clock,
// and go test's own -timeout catches a hang there.
func watch(src string) {
	if f := flag.Lookup("test.fuzz"); f == nil || f.Value.String() == "" {
		return
	}
	watchOnce.Do(func() { go watchdog() })
	if src == "" {
		watched.Store(nil)
		return
	}
	watched.Store(&watchedInput{src: src, start: time.Now()})
}

func watchdog() {
	for range time.Tick(100 * time.Millisecond) {
		w := watched.Load()
		if w == nil {
			continue
		}
		metrics.Read(heapSample)
		heap := heapSample[0].Value.Uint64()
		switch {
		case time.Since(w.start) > hangAfter:
			die(w, fmt.Sprintf("HANG: evaluation still running after %v", hangAfter))
		case heap > maxHeap:
			die(w, fmt.Sprintf("MEMORY: heap holds %d MiB (limit %d MiB)", heap>>20, maxHeap>>20))
		}
	}
}

func die(w *watchedInput, what string) {
	if watched.Load() != w {
		return // the input finished meanwhile
	}
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	src := w.src
	if len(src) > 2000 {
		src = src[:2000] + "..."
	}
	panic(fmt.Sprintf("%s\ninput: %q\n\n%s", what, src, buf))
}
