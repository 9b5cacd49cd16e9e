package builtins_test

import (
	"context"
	"errors"
	"math/big"
	"regexp"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// interruptN is the length of the lists the interruption tests walk: a
// few hundred Ticks' worth.
const interruptN = 300000

// interruptData binds the globals the interruption tests use: l, a list of
// interruptN numbers, and m, a copy; al, an association list of as many
// pairs; a and b, two lists nested interruptN deep; x, 7^2000000 (5.6
// million bits, about a second to convert to decimal); g, {2^300000|0};
// th, a thermograph list of interruptN corners.
func interruptData(t *testing.T, in *eval.Interp) {
	t.Helper()
	xs := make([]eval.Value, interruptN)
	pairs := make([]eval.Value, interruptN)
	corners := make([]eval.Value, interruptN)
	for i := range xs {
		xs[i] = eval.Box(eval.Int(int64(interruptN - i)))
		pairs[i] = &eval.Cons{Car: xs[i], Cdr: eval.Nil}
		// A staircase: Left's wall alternately falls and stands, Right's
		// stands and rises; they meet at the last corner.
		l, r := int64(interruptN/2-(i+1)/2), int64(-interruptN/2+i/2)
		if i == interruptN-1 {
			l, r = 0, 0
		}
		num := func(n int64) eval.Value { return eval.Box(eval.Int(n)) }
		corners[i] = eval.List(num(int64(i)), eval.List(eval.List(num(l), num(1)), eval.List(num(r), num(-1))))
	}
	deep := func() eval.Value {
		var v eval.Value = eval.Nil
		for range interruptN {
			v = eval.List(v)
		}
		return v
	}
	in.SetGlobal("l", eval.List(xs...))
	in.SetGlobal("m", eval.List(xs...))
	in.SetGlobal("al", eval.List(pairs...))
	in.SetGlobal("a", deep())
	in.SetGlobal("b", deep())
	in.SetGlobal("th", eval.List(corners...))
	in.SetGlobal("x", eval.NumberFromInt(new(big.Int).Exp(big.NewInt(7), big.NewInt(2000000), nil)))
	evalIn(t, in, `(setq g (mg (expt 2 300000) !| 0))`)
}

// interruptedMessage is the whole message of an interrupted evaluation.
var interruptedMessage = regexp.MustCompile(`^t:\d+:\d+: interrupted$`)

// TestInterruptedBuiltins: each source is cancelled, as Ctrl-C does, from
// the interpreter's TickHook at the first Tick past the given number of
// steps (or at the given Tick: printing polls with Ticks of no steps, the
// text being charged when it is written), once its builtin is at work,
// and must stop with ErrInterrupted
// from that very Tick: no Tick comes after the cancellation, so the work
// done is bounded by the steps charged (at most 1024 between two Ticks).
// Before, equal on lists nested 5 million deep ran to its end after
// Ctrl-C, and length, append and sort of 2·10^7 elements, format of a
// 5-million-digit number and draw of {2^300000|0} took seconds to minutes
// to stop.
func TestInterruptedBuiltins(t *testing.T) {
	if testing.Short() {
		t.Skip("builds lists of 300,000 elements and a 5.6-million-bit number to interrupt")
	}
	in := builtins.New()
	interruptData(t, in)
	const n = interruptN
	for _, c := range []struct {
		src   string
		after int64 // cancel at the first Tick past these steps
		nth   int   // or, if not 0, at the nth Tick
	}{
		{`(equal a b)`, 1, 0},
		{`(equal l m)`, 1, 0},
		{`(length l)`, 1, 0},
		{`(append l l)`, 1, 0},
		{`(append l l)`, n + 1, 0}, // making the pairs (of the first l: the last is shared)
		{`(reverse l)`, n + 1, 0},  // making the pairs
		{`(sort l #'<)`, 1, 0},
		{`(sort l #'<)`, n + 1, 0}, // comparing
		{`(sort l #'<)`, 3 * n, 0}, // comparing, later
		{`(mapcar #'1+ l)`, 1000, 0},
		{`(apply #'list l)`, n + 2, 0}, // list's pairs
		{`(remove 0 l)`, n + 1, 0},     // comparing
		{`(remove 0 l)`, 2*n + 1, 0},   // the copy
		{`(member 0 l)`, 1, 0},
		{`(member 0 l)`, n + 1, 0}, // comparing
		{`(assoc 0 al)`, n + 1, 0}, // comparing
		{`(member a (list b))`, 1, 0},
		{`(assoc a (list (list b)))`, 1, 0},
		{`(remove a (list b))`, 1, 0},
		{`(nth (- (length l) 1) l)`, n + 2, 0},
		{`(last l)`, 1, 0},
		{`(format nil "~a" x)`, 1, 0},
		{`(format nil "~a" l)`, 0, 2}, // printing (the first Tick is the call's)
		{`(format t "~s" l)`, 0, 2},   // printing (the first Tick is the call's)
		{`(princ l)`, 0, 2},           // printing (the first Tick is the call's)
		{`(print l)`, 0, 2},           // printing (the first Tick is the call's)
		{`(error "~a" x)`, 1, 0},
		{`(draw g)`, 1, 0},
		{`(draw th)`, 1, 0},         // reading it
		{`(draw th)`, 2*n + 100, 0}, // validating it
		{`(draw th)`, 4*n + 100, 0}, // drawing it
		// Sums' sides, which took minutes to stop: past 2048 steps (under
		// a second) the cancelling Tick is already SimplifyByParts' poll
		// inside loopy.SidedSum, as it is past 20000 steps, reached only
		// after 20-40 s of larger sums; the path of the cancellation
		// is the same.
		{`(* 1000 (loopy "upon"))`, 2048, 0},
		{`(backsliding-toads-and-frogs "ttt..fff")`, 5000, 0}, // its sides
		// A large nimber's options, listed and made a list with polls.
		{`(left (star 1000000))`, 8192, 0},
		// The list of nim values: its steps are charged at once, then the
		// list is built with polls (the fourth Tick is the first of them).
		{`(nim-values "0.07" 10000000)`, 10000002, 4},
		// A search, which polls every 1024 positions searched.
		{`(outcome (domineering 8 8) :search t)`, 100000, 0},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		var cancelledAt int64 = -1
		ticks, ticksAfter := 0, 0
		in.TickHook = func(steps int64) {
			if cancelledAt >= 0 {
				ticksAfter++
				return
			}
			ticks++
			if c.nth == 0 && steps > c.after || ticks == c.nth {
				cancel()
				cancelledAt = steps
			}
		}
		err := in.EvalSource(ctx, "t", c.src, nil)
		in.TickHook = nil
		cancel()
		switch {
		case !errors.Is(err, eval.ErrInterrupted):
			t.Errorf("%s cancelled past %d steps: error %v, want ErrInterrupted", c.src, c.after, err)
		case ticks < 2:
			t.Errorf("%s: cancelled at the Tick of the call, before the builtin worked", c.src)
		case ticksAfter > 0:
			t.Errorf("%s: %d Ticks after the cancellation at %d steps", c.src, ticksAfter, cancelledAt)
		case cancelledAt > c.after+1<<20:
			t.Errorf("%s: the first Tick past %d steps was at %d", c.src, c.after, cancelledAt)
		case !interruptedMessage.MatchString(err.Error()):
			// The interruption is reported as itself, not inside a
			// builtin's own wording ("the onside: interrupted").
			t.Errorf("%s: message %q, want t:LINE:COL: interrupted", c.src, err)
		}
	}
	// The interpreter goes on.
	if got := eval.Repr(evalIn(t, in, `(list (length l) (equal a b) (car (sort (list 3 1 2) #'<)))`)); got != "(300000 t 1)" {
		t.Errorf("after the interruptions: %s", got)
	}
}

// TestListStepsInProportion: the list builtins charge a step for each
// element they walk or make (MaxSteps reaches them), and no more than a
// few.
func TestListStepsInProportion(t *testing.T) {
	if testing.Short() {
		t.Skip("walks lists of 300,000 elements")
	}
	in := builtins.New()
	interruptData(t, in)
	const n = interruptN
	for _, c := range []struct {
		src       string
		min, most int64
	}{
		{`(length l)`, n, n + 10},
		{`(append l l)`, 2 * n, 2*n + 10},
		{`(reverse l)`, 2 * n, 2*n + 10},
		{`(remove 0 l)`, 3 * n, 3*n + 10},
		{`(equal a b)`, 2 * n, 2*n + 2048},
		{`(member 0 l)`, 2 * n, 2*n + 10},
		{`(assoc 0 al)`, 2 * n, 2*n + 10},
		{`(last l)`, n - 1024, n + 10},
		{`(apply #'list l)`, 2 * n, 2*n + 10},
		{`(length (list 1 2 3))`, 1, 10},
	} {
		var steps int64
		in.TickHook = func(s int64) { steps = s }
		evalIn(t, in, c.src)
		in.TickHook = nil
		if steps < c.min || steps > c.most {
			t.Errorf("%s charged %d steps, want %d to %d", c.src, steps, c.min, c.most)
		}
	}
}

// TestSortStable: sort (a merge sort that stops at the predicate's first
// error) is stable and agrees with the order, for lengths around the
// insertion-sort cut-off.
func TestSortStable(t *testing.T) {
	in := builtins.New()
	for _, src := range []string{
		`(sort nil #'<)`,
		`(sort (list 1) #'<)`,
		`(let ((l nil)) (dotimes (i 100) (setq l (cons (list (mod (* i 37) 7) i) l))) (sort l (lambda (a b) (< (car a) (car b)))))`,
		`(let ((l nil)) (dotimes (i 25) (setq l (cons (list (mod (* i 11) 3) i) l))) (sort l (lambda (a b) (< (car a) (car b)))))`,
		`(let ((l nil)) (dotimes (i 13) (setq l (cons (list (mod i 2) i) l))) (sort l (lambda (a b) (< (car a) (car b)))))`,
	} {
		v := evalIn(t, in, src)
		xs, _ := eval.ListToSlice(v)
		for i := 1; i < len(xs); i++ {
			p, _ := eval.ListToSlice(xs[i-1])
			q, _ := eval.ListToSlice(xs[i])
			pk, _ := p[0].(eval.Number).Int64()
			qk, _ := q[0].(eval.Number).Int64()
			pi, _ := p[1].(eval.Number).Int64()
			qi, _ := q[1].(eval.Number).Int64()
			if pk > qk || pk == qk && pi < qi { // built in reverse: equal keys keep decreasing i
				t.Errorf("%s: %s before %s", src, eval.Repr(xs[i-1]), eval.Repr(xs[i]))
			}
		}
	}
}

// BenchmarkListBuiltins: the list builtins on 100,000 elements, Ticks
// included (a Tick every 1024 elements).
func BenchmarkListBuiltins(b *testing.B) {
	in := builtins.New()
	err := in.EvalSource(context.Background(), "bench", `(setq l nil) (dotimes (i 100000) (setq l (cons i l)))
(setq al (mapcar #'list l)) (setq m (reverse (reverse l)))`, nil)
	if err != nil {
		b.Fatal(err)
	}
	for _, src := range []string{`(length l)`, `(member -1 l)`, `(assoc -1 al)`, `(remove 5 l)`, `(equal l m)`,
		`(reverse l)`, `(append l nil)`, `(sort l #'<)`, `(mapcar #'1+ l)`} {
		b.Run(src, func(b *testing.B) {
			for b.Loop() {
				if err := in.EvalSource(context.Background(), "bench", src, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestPrintingGameStops: the REPL prints a value after its evaluation,
// under the context of Ctrl-C; a game matched against GAMELIST computes
// canonical forms as it prints, and a cancelled context stops it.
func TestPrintingGameStops(t *testing.T) {
	in := builtins.New()
	src := `(setq gamelist (list (list up 'u)))
(defun tiny (x) (mg 0 !| (mg 0 !| (- x))))
(defun summand (i) (if (evenp i) (mg (/ i 2) !| (- (/ i 2))) (tiny (/ i 2))))
(let ((l nil)) (dotimes (i 16) (setq l (cons (summand (+ i 1)) l))) (mg (apply #'mplus l) !| 0))`
	var g eval.Value
	if err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { g = v; return nil }); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := eval.PrintContext(ctx, g, true, eval.MaxPrintLength); !errors.Is(err, eval.ErrInterrupted) {
		t.Errorf("printing under a cancelled context: %v, want interrupted", err)
	}
	// Under a live context it prints.
	if s, _, err := eval.PrintContext(context.Background(), g, true, eval.MaxPrintLength); err != nil || s == "" {
		t.Errorf("printing: %q, %v", s, err)
	}
}
