package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/alecthomas/participle/v2"
)

// The memory-budget tests run cgcalc as a separate process, as a user
// would (the budget and Go's fatal out-of-memory error are the process's),
// by running this test binary again with childEnv set: TestMain then runs
// main instead of the tests.
const childEnv = "CGCALC_TEST_RUN_MAIN"

// maxIterationsEnv, if set in a child's environment, is the parser's
// limit on the forms of one call (participle.MaxIterations, 1,000,000),
// lowered so that a test can pass it with fewer forms.
const maxIterationsEnv = "CGCALC_TEST_MAX_ITERATIONS"

func TestMain(m *testing.M) {
	// cgcalc serve runs this test binary as its sessions' workers, as it
	// runs cgcalc itself.
	if os.Getenv(childEnv) == "1" || len(os.Args) == 3 && os.Args[1] == "serve" && os.Args[2] == "--worker" {
		if n, err := strconv.Atoi(os.Getenv(maxIterationsEnv)); err == nil {
			participle.MaxIterations = n
		}
		main()
		os.Exit(0) // main exits itself; this is not reached
	}
	os.Exit(m.Run())
}

// limitBudget is the --max-memory of the limit tests, and limitSlack what
// the peak memory of the process may pass it by: Go's runtime, the
// memory allocated between two samples of the watchdog, and what the
// collector had not yet freed (doc/limits.md).
const (
	limitBudget = 256 << 20
	limitSlack  = 64 << 20
)

// child is a cgcalc process run by runChild.
type child struct {
	stdout, stderr string
	code           int
	peak           int64 // peak resident memory, bytes
}

// runChild runs cgcalc with args and the given standard input.
func runChild(t *testing.T, stdin io.Reader, args ...string) child {
	t.Helper()
	return runChildEnv(t, nil, stdin, args...)
}

// runChildEnv is runChild with env ("NAME=value") added to the
// environment.
func runChildEnv(t *testing.T, env []string, stdin io.Reader, args ...string) child {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), childEnv+"=1", "HOME="+t.TempDir(), "CGCALC_HISTORY=")
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdin = stdin
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	c := child{stdout: out.String(), stderr: errOut.String()}
	if cmd.ProcessState == nil {
		t.Fatalf("cgcalc did not run: %v", err)
	}
	c.code = cmd.ProcessState.ExitCode()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		c.peak = int64(ru.Maxrss) << 10 // kilobytes on Linux
	}
	return c
}

// memoryStopped checks that a child ended as the budget promises: exit
// status 1, one line on standard error naming the memory limit, never Go's
// fatal error, and peak memory within the budget and its slack.
func memoryStopped(t *testing.T, c child) { stoppedWith(t, c, "memory limit of 256 MiB") }

// stoppedWith is memoryStopped for another one-line message.
func stoppedWith(t *testing.T, c child, msg string) {
	t.Helper()
	if strings.Contains(c.stderr, "fatal error") || strings.Contains(c.stderr, "goroutine ") {
		t.Fatalf("the runtime died:\n%.2000s", c.stderr)
	}
	if c.code != 1 {
		t.Errorf("exit status %d, want 1; stderr:\n%.2000s", c.code, c.stderr)
	}
	lines := strings.Split(strings.TrimRight(c.stderr, "\n"), "\n")
	if len(lines) != 1 || !strings.Contains(lines[0], msg) {
		t.Errorf("stderr is not one line saying %q:\n%.2000s", msg, c.stderr)
	}
	checkPeak(t, c)
}

func checkPeak(t *testing.T, c child) { checkPeakUnder(t, c, limitBudget) }

func checkPeakUnder(t *testing.T, c child, budget int64) {
	t.Helper()
	if c.peak > budget+limitSlack {
		t.Errorf("peak memory %d MiB, more than the budget of %d MiB and %d MiB slack", c.peak>>20, budget>>20, limitSlack>>20)
	}
}

// TestMemoryBudget runs programs that would use far more memory than the
// budget; each must stop with one line. They reproduce the reports of the
// "nothing crashes" issue, which ended in Go's fatal out-of-memory error.
func TestMemoryBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("runs cgcalc processes up to their memory budget")
	}
	t.Parallel()
	budget := fmt.Sprintf("--max-memory=%d", limitBudget)
	// Consing a list of 10^8 elements, the first report, is
	// TestMemoryBudgetREPL's form: it stops there with one line, twice.
	for _, test := range []struct{ name, src, msg string }{
		{"append doubling a list 40 times",
			"(let ((l (list 1 2 3 4 5 6 7 8))) (dotimes (i 40) (setq l (append l l))) (length l))", ""},
		{"2000 copies of an 8 MiB string",
			`(let ((s "0123456789abcdef") (l nil)) (dotimes (i 19) (setq s (format nil "~a~a" s s))) (dotimes (i 2000) (setq l (cons (format nil "~a" s) l))) (length l))`, ""},
		// Strings have a fixed bound (doc/limits.md).
		{"a string doubled 40 times",
			`(let ((s "0123456789abcdef")) (dotimes (i 40) (setq s (format nil "~a~a" s s))) (length s))`,
			"format: result longer than 16777216 bytes"},
	} {
		t.Run(test.name, func(t *testing.T) {
			t.Parallel()
			c := runChild(t, nil, budget, "-e", test.src)
			if test.msg == "" {
				memoryStopped(t, c)
			} else {
				stoppedWith(t, c, test.msg)
			}
		})
	}
}

// TestMemoryBudgetREPL checks that the session survives the budget: the
// forms after one the budget stopped run, with the memory given back.
// Its form consing a list of 10^8 elements is also TestMemoryBudget's
// first report: each time it stops with one line, the runtime alive.
func TestMemoryBudgetREPL(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a cgcalc process up to its memory budget")
	}
	t.Parallel()
	src := strings.Join([]string{
		"(setq g (mg 1 !| 0))",
		"(let ((l nil)) (dotimes (i 100000000) (setq l (cons i l))) (length l))",
		"(let ((l nil)) (dotimes (i 100000000) (setq l (cons i l))) (length l))",
		"(+ (car (left g)) 2)",
	}, "\n")
	c := runChild(t, strings.NewReader(src), fmt.Sprintf("--max-memory=%d", limitBudget))
	if strings.Contains(c.stderr, "fatal error") || strings.Contains(c.stderr, "goroutine ") {
		t.Fatalf("the runtime died:\n%.2000s", c.stderr)
	}
	if c.code != 1 {
		t.Errorf("exit status %d, want 1; stderr:\n%.2000s", c.code, c.stderr)
	}
	// One line for each form the budget stopped, and nothing else.
	lines := strings.Split(strings.TrimRight(c.stderr, "\n"), "\n")
	if n := strings.Count(c.stderr, "memory limit of 256 MiB reached"); n != 2 || len(lines) != 2 ||
		!strings.Contains(lines[0], "memory limit of 256 MiB") || !strings.Contains(lines[1], "memory limit of 256 MiB") {
		t.Errorf("%d memory errors in %d lines, want 2 in 2; stderr:\n%.2000s", n, len(lines), c.stderr)
	}
	if c.stdout != "{1|0}\n3\n" {
		t.Errorf("the session did not go on after the memory errors; stdout:\n%s", c.stdout)
	}
	checkPeak(t, c)
}

// TestMaxMemoryFlag checks the flag's parsing.
func TestMaxMemoryFlag(t *testing.T) {
	for _, test := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"12GiB", 12 << 30, true},
		{"12G", 12 << 30, true},
		{"512m", 512 << 20, true},
		{"1.5G", 3 << 29, true},
		{"268435456", 256 << 20, true},
		{"off", 0, true},
		{"0", 0, true},
		{"1M", 0, false}, // under the least budget
		{"lots", 0, false},
		{"-5G", 0, false},
		{"99999999999T", 0, false},
	} {
		var f memoryFlag
		err := f.Set(test.in)
		if (err == nil) != test.ok || (test.ok && f.bytes != test.want) {
			t.Errorf("--max-memory %s: %d, %v; want %d (ok %v)", test.in, f.bytes, err, test.want, test.ok)
		}
	}
	if d := defaultMaxMemory(); d < minMemory {
		t.Errorf("default budget %d is under the least, %d", d, minMemory)
	}
}

// long runs the long variants of the tests: go test . -long.
var long = flag.Bool("long", false, "run the long variants of the limit tests (Dawson's Kayles' quotient to heap 34: 40 s)")

// TestQuotientsWithinBudget runs the quotient computations that used to
// end in Go's fatal out-of-memory error (the reproductions 1, 6
// and 10): each now ends within the budget, with the partial quotient and
// one line saying why it stopped, or with a one-line error.
func TestQuotientsWithinBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("runs quotient computations to their memory budget")
	}
	t.Parallel()
	// The solver stops itself at 80% of the budget, the watchdog at 90%;
	// Dawson's Kayles to heap 34 needs about 200 MiB.
	const quotientBudget = 512 << 20
	budget := fmt.Sprintf("--max-memory=%d", quotientBudget)
	for _, test := range []struct {
		name, src string
		note      string // the line the partial quotient comes with
		order     int    // the order q-order prints, if known
		long      bool   // only with -long
		// orderOf, if set, computes the order the partial quotient must
		// have, by another way
		orderOf string
	}{
		// Reproduction 1: Dawson's Kayles' partial quotient has order 638
		// at heap 33 and is perhaps infinite at heap 34 (Plambeck 2005,
		// §10.1.1, Fig. 17): the solver stops there, or at the budget,
		// and q-order gets the partial quotient. It takes 40 s (the
		// repairs at heap 34 check 14 trial monoids of up to 35,310
		// elements, and build sums of up to 64,122), so it runs with
		// -long; the next case runs the same path by default.
		{name: "Dawson's Kayles, default bounds", src: `(q-order (quotient "0.07"))`,
			note: "quotient: stopped at heap 34: ", order: 638, long: true},
		// 0.64 with the same default bounds stops the same way, in 1.5 s:
		// at heap 15 no repair within trial monoids of 65536 elements
		// predicts a failing position (the same RecalibrationError, its
		// repairs over the bound skipped), after checking trial monoids
		// of up to 45,346 elements and building sums of up to 63,888
		// (Dawson's Kayles at heap 34: 35,310 and 64,122), so the N-check
		// walk, whose fresh bitset per position took 12 GiB before (see
		// doc/benchmarks.md, "Within the memory budget"),
		// runs over trial monoids as large. The partial quotient returned
		// is that of heaps 0..14, as :max-heap 14 computes it without
		// reaching heap 15 (order 2248).
		{name: "0.64, default bounds", src: `(q-order (quotient "0.64"))`,
			note:    "quotient: stopped at heap 15: could not recalibrate at the position 2×5+7+2×11+2×13+3×14+15 (repairs over order 65536 skipped); ",
			orderOf: `(q-order (quotient "0.64" :max-heap 14))`},
		{name: "0.406 to heap 14", src: `(q-order (quotient "0.406" :max-heap 14))`, note: "quotient: stopped at heap "},
	} {
		t.Run(test.name, func(t *testing.T) {
			if test.long && !*long {
				t.Skip("40 s: go test -long")
			}
			t.Parallel()
			c := runChild(t, nil, budget, "-e", test.src)
			lines := strings.Split(strings.TrimRight(c.stdout, "\n"), "\n")
			if c.code != 0 || c.stderr != "" || len(lines) != 2 || !strings.HasPrefix(lines[0], test.note) ||
				strings.Count(lines[0], "+") > 20 {
				t.Fatalf("exit status %d; stdout:\n%s\nstderr:\n%s", c.code, c.stdout, c.stderr)
			}
			order := test.order
			if test.orderOf != "" {
				o := runChild(t, nil, budget, "-e", test.orderOf)
				var err error
				if order, err = strconv.Atoi(lastLine(o.stdout)); err != nil || o.code != 0 {
					t.Fatalf("%s: exit status %d, stdout %q, stderr %q", test.orderOf, o.code, o.stdout, o.stderr)
				}
			}
			if n, err := strconv.Atoi(lines[1]); err != nil || n < 1 || (order > 0 && n != order) {
				t.Errorf("q-order printed %q, want an order (%d if known)", lines[1], order)
			}
			checkPeakUnder(t, c, quotientBudget)
		})
	}
	t.Run("verify-quotient to its largest total", func(t *testing.T) {
		t.Parallel()
		c := runChild(t, nil, fmt.Sprintf("--max-memory=%d", limitBudget), "-e", `(verify-quotient (quotient "0.123") 200)`)
		stoppedWith(t, c, "verify-quotient: memory limit of 256 MiB reached after checking")
	})
}

// lastLine is the last line of text.
func lastLine(text string) string {
	text = strings.TrimRight(text, "\n")
	return text[strings.LastIndex(text, "\n")+1:]
}

// TestEndlessInput: standard input and scripts are read form by form in
// bounded memory (the reproductions 4 and 5): endless or huge
// input ends with one line, a script of many forms runs.
func TestEndlessInput(t *testing.T) {
	if testing.Short() {
		t.Skip("runs cgcalc processes on large input")
	}
	t.Parallel()
	budget := fmt.Sprintf("--max-memory=%d", limitBudget)
	t.Run("/dev/zero", func(t *testing.T) {
		t.Parallel()
		zero, err := os.Open("/dev/zero")
		if err != nil {
			t.Skip(err)
		}
		defer zero.Close()
		stoppedWith(t, runChild(t, zero, budget), "<stdin>:1:1: a NUL byte: this is not a text file")
	})
	t.Run("a 40 MB line on a pipe", func(t *testing.T) {
		t.Parallel()
		line := "(length (list " + strings.Repeat("1 ", 20<<20) + "))"
		// 1/2048 of 256 MiB.
		stoppedWith(t, runChild(t, strings.NewReader(line), budget), "<stdin>:1:1: a form longer than 128 KiB, the limit on one form")
	})
	t.Run("a script of more forms than one parse takes", func(t *testing.T) {
		t.Parallel()
		// More forms than the parser takes in one call
		// (participle.MaxIterations, 1,000,000): each runs as it is read
		// (reader.TestDecoderManyForms counts them). The child's limit is
		// lowered to 40,000 and the script has 48,002 forms, as it had
		// 1.2 million against 1,000,000: the same limit, passed the same
		// way, with a twenty-fifth of the forms. -e, one parse of its
		// text, fails on the lowered limit: it is in force.
		const limit = 40000
		env := []string{maxIterationsEnv + "=" + strconv.Itoa(limit)}
		script := filepath.Join(t.TempDir(), "many.lisp")
		src := "(setq n 0)\n" + strings.Repeat("(setq n (+ n 1))\n", limit/5) + strings.Repeat("n\n", limit) + "(print n)\n"
		if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if c := runChildEnv(t, env, nil, budget, "-e", strings.Repeat("n ", limit+1)); c.code != 1 || !strings.Contains(c.stderr, "too many iterations") {
			t.Errorf("-e of %d forms under the lowered limit: exit status %d, stderr %.200q", limit+1, c.code, c.stderr)
		}
		c := runChildEnv(t, env, nil, budget, script)
		if c.code != 0 || c.stdout != strconv.Itoa(limit/5)+"\n" || c.stderr != "" {
			t.Errorf("exit status %d, stdout %q, stderr %q", c.code, c.stdout, c.stderr)
		}
		checkPeak(t, c)
	})
	t.Run("a form too long in a script", func(t *testing.T) {
		t.Parallel()
		script := filepath.Join(t.TempDir(), "big.lisp")
		src := "(print 1)\n\n(length (list\n" + strings.Repeat("1 ", 1<<20) + "))\n"
		if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		c := runChild(t, nil, budget, script)
		stoppedWith(t, c, "big.lisp:3:1: a form longer than 128 KiB, the limit on one form")
		if c.stdout != "1\n" {
			t.Errorf("the forms before the long one did not run: stdout %q", c.stdout)
		}
	})
}
