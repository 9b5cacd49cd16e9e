package repl

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chzyer/readline"
	"github.com/mattn/go-isatty"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/reader"
)

// syncBuffer is a bytes.Buffer safe for a writer and a concurrent reader;
// wait blocks until the text contains a string.
type syncBuffer struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	changed chan struct{} // closed and replaced at every write
}

func newSyncBuffer() *syncBuffer { return &syncBuffer{changed: make(chan struct{})} }

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	close(b.changed)
	b.changed = make(chan struct{})
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// wait waits until the text contains s. A test that waits for ever is
// stopped by go test's -timeout, with every goroutine's stack: tests assert
// what happens, never how soon.
func (b *syncBuffer) wait(s string) {
	for {
		b.mu.Lock()
		ok := strings.Contains(b.buf.String(), s)
		ch := b.changed
		b.mu.Unlock()
		if ok {
			return
		}
		<-ch
	}
}

// runResult is what a non-terminal REPL session produced.
type runResult struct {
	out, err string
	code     int
}

// runInput runs a non-terminal REPL on input until it returns.
func runInput(t *testing.T, input string, color bool) runResult {
	t.Helper()
	var out, errOut bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- Run(builtins.New(), Config{
			In: strings.NewReader(input), Out: &out, Err: &errOut, Color: color, ErrColor: color,
		})
	}()
	code := <-done
	return runResult{out: out.String(), err: errOut.String(), code: code}
}

func TestRunNonTerminal(t *testing.T) {
	tests := []struct {
		name  string
		input string
		out   string // exact standard output
		err   string // exact error output
		code  int
	}{
		{
			name:  "multi-line form",
			input: "(setq x\n 5)\n(* x x)\n",
			out:   "5\n25\n",
		},
		{
			name:  "error then recovery",
			input: "(car 5)\n(+ 1 2)\n",
			out:   "3\n",
			err:   "<stdin>:1:1: car: 5 is not a list\n",
			code:  1,
		},
		{
			name:  "line numbers count every input line",
			input: "(+ 1 2)\n\n(car 5)\n",
			out:   "3\n",
			err:   "<stdin>:3:1: car: 5 is not a list\n",
			code:  1,
		},
		{
			name:  "line numbers after a multi-line form",
			input: "(+ 1\n   2)\n  (car 5)\n",
			out:   "3\n",
			err:   "<stdin>:3:3: car: 5 is not a list\n",
			code:  1,
		},
		{
			name:  "error on a continuation line of a form",
			input: "(+ 1 2)\n(list 1\n   (car 5))\n",
			out:   "3\n",
			err:   "<stdin>:3:4: car: 5 is not a list\n",
			code:  1,
		},
		{
			name:  "line numbers keep counting after an error",
			input: "(car 5)\n(cdr 7)\n",
			err:   "<stdin>:1:1: car: 5 is not a list\n<stdin>:2:1: cdr: 7 is not a list\n",
			code:  1,
		},
		{
			// {0|↑} = ⇑* (Winning Ways 2nd ed., ch. 3)
			name:  "multi-line game literal",
			input: "{0|\n  ^}\n(list {0|\n *} {0,\n 1|^&})\n",
			out:   "⇑*\n",
			err:   "<stdin>:5:5: game literal: unexpected \"&\" in braces\n",
			code:  1,
		},
		{
			name:  "unfinished game literal at end of input",
			input: "(+ 1 2)\n{0|\n 1\n",
			out:   "3\n",
			err:   "<stdin>:2:1: unfinished game literal: missing \"}\"\n",
			code:  1,
		},
		{
			name:  "unfinished form at end of input",
			input: "(+ 1 2)\n(* 3\n 4\n",
			out:   "3\n",
			err:   "<stdin>:2:1: unfinished form: missing \")\"\n",
			code:  1,
		},
		{
			name:  "unfinished form after blank lines, indented",
			input: "\n\n   (list 1\n",
			err:   "<stdin>:3:4: unfinished form: missing \")\"\n",
			code:  1,
		},
		{
			name:  "unterminated string at end of input",
			input: "\"abc\n",
			err:   "<stdin>:1:1: unterminated string\n",
			code:  1,
		},
		{
			name:  "syntax error does not stop the loop",
			input: ")\n(+ 1 2)\n",
			out:   "3\n",
			err:   "<stdin>:1:1: unexpected \")\"\n",
			code:  1,
		},
		{
			name:  "several forms on one line",
			input: "(+ 1 2) (* 2 3) 'a \"s\"\n",
			out:   "3\n6\na\n\"s\"\n",
		},
		{
			name:  "an error in the middle of a line",
			input: "(+ 1 2) (car 5) (* 2 3)\n",
			out:   "3\n6\n",
			err:   "<stdin>:1:9: car: 5 is not a list\n",
			code:  1,
		},
		{
			name:  "a form ending on the line where the next begins",
			input: "(+ 1\n 2) (* 2\n 3)\n",
			out:   "3\n6\n",
		},
		{
			name:  "exit with a code",
			input: "(+ 1 2)\n(exit 3)\n(+ 5 5)\n",
			out:   "3\n",
			code:  3,
		},
		{
			name:  "exit in the middle of a line stops the line",
			input: "(+ 1 2) (exit 4) (+ 5 5)\n",
			out:   "3\n",
			code:  4,
		},
		{
			name:  "exit's code wins over earlier errors",
			input: "(car 5)\n(exit)\n",
			err:   "<stdin>:1:1: car: 5 is not a list\n",
			code:  0,
		},
		{
			name:  "no trailing newline",
			input: "(+ 1 2)",
			out:   "3\n",
		},
		{
			name:  "CRLF line endings",
			input: "(+ 1\r\n 2)\r\n",
			out:   "3\n",
		},
		{
			name:  "empty input",
			input: "",
		},
		{
			name:  "comments and blank lines",
			input: "; a comment\n\n(+ 1 ; inline\n 2)\n",
			out:   "3\n",
		},
		{
			name:  "a backtrace follows the error",
			input: "(defun f (x) (car x))\n(f 5)\n",
			out:   "f\n",
			err:   "<stdin>:1:14: car: 5 is not a list\n  in f, called at <stdin>:2:1\n",
			code:  1,
		},
		{
			name:  "printed output goes to Out before the value",
			input: "(print 7)\n",
			out:   "7\n7\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := runInput(t, tc.input, false)
			if r.out != tc.out {
				t.Errorf("Run(%q) out = %q, want %q", tc.input, r.out, tc.out)
			}
			if r.err != tc.err {
				t.Errorf("Run(%q) err = %q, want %q", tc.input, r.err, tc.err)
			}
			if r.code != tc.code {
				t.Errorf("Run(%q) = %d, want %d", tc.input, r.code, tc.code)
			}
		})
	}
}

func TestRunFileName(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Run(builtins.New(), Config{
		In: strings.NewReader("(car 5)\n"), Out: &out, Err: &errOut, File: "input.lisp",
	})
	if want := "input.lisp:1:1: car: 5 is not a list\n"; errOut.String() != want {
		t.Errorf("err = %q, want %q", errOut.String(), want)
	}
	if code != 1 {
		t.Errorf("code = %d, want 1", code)
	}
}

// TestExitStopsReading checks that (exit) ends the loop at once, without
// waiting for the input to end.
func TestExitStopsReading(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	out, errOut := newSyncBuffer(), newSyncBuffer()
	done := make(chan int, 1)
	go func() {
		done <- Run(builtins.New(), Config{In: pr, Out: out, Err: errOut})
	}()
	if _, err := io.WriteString(pw, "(+ 1 2)\n(exit 3)\n"); err != nil {
		t.Fatal(err)
	}
	// Run returns after (exit 3) although the input stays open.
	if code := <-done; code != 3 {
		t.Errorf("code = %d, want 3", code)
	}
	if out.String() != "3\n" || errOut.String() != "" {
		t.Errorf("out = %q, err = %q; want \"3\\n\", \"\"", out.String(), errOut.String())
	}
	// The loop reads nothing more: a write now finds no reader.
	werr := make(chan error, 1)
	go func() { _, err := io.WriteString(pw, "(+ 5 5)\n"); werr <- err }()
	select {
	case err := <-werr:
		t.Errorf("a line written after exit was read (write returned %v)", err)
	case <-time.After(50 * time.Millisecond):
	}
	pr.Close()
}

// TestInterruptLongLoop interrupts an endless loop and checks that the REPL
// reports it and goes on with the next form.
func TestInterruptLongLoop(t *testing.T) {
	pr, pw := io.Pipe()
	out, errOut := newSyncBuffer(), newSyncBuffer()
	intr := make(chan struct{}) // unbuffered: a send completes only when someone listens
	done := make(chan int, 1)
	go func() {
		done <- Run(builtins.New(), Config{In: pr, Out: out, Err: errOut, Interrupt: intr})
	}()
	if _, err := io.WriteString(pw, "(while t)\n"); err != nil {
		t.Fatal(err)
	}

	// Press Ctrl-C after ~100ms, and again every 50ms until the error shows:
	// an interrupt that comes before the evaluation starts is discarded, so
	// a single early one could be lost on a slow machine.
	reported := make(chan struct{})
	senderDone := make(chan struct{})
	go func() {
		defer close(senderDone)
		time.Sleep(100 * time.Millisecond)
		for {
			select {
			case intr <- struct{}{}:
			case <-reported:
				return
			}
			select {
			case <-time.After(50 * time.Millisecond):
			case <-reported:
				return
			}
		}
	}()
	errOut.wait("interrupted")
	close(reported)
	<-senderDone
	if _, err := io.WriteString(pw, "(+ 1 2)\n"); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	if code := <-done; code != 1 {
		t.Errorf("code = %d, want 1 (an interrupted form failed)", code)
	}
	if want := "<stdin>:1:1: interrupted\n"; errOut.String() != want {
		t.Errorf("err = %q, want %q", errOut.String(), want)
	}
	if out.String() != "3\n" {
		t.Errorf("out = %q, want %q", out.String(), "3\n")
	}
}

// TestInterruptWhileIdle checks that a Ctrl-C pending from before a form
// is evaluated does not cancel that form.
func TestInterruptWhileIdle(t *testing.T) {
	intr := make(chan struct{}, 1)
	intr <- struct{}{}
	var out, errOut bytes.Buffer
	code := Run(builtins.New(), Config{
		In: strings.NewReader("(+ 1 2)\n"), Out: &out, Err: &errOut, Interrupt: intr,
	})
	if out.String() != "3\n" || errOut.String() != "" || code != 0 {
		t.Errorf("out = %q, err = %q, code = %d; want \"3\\n\", \"\", 0", out.String(), errOut.String(), code)
	}
}

func TestColor(t *testing.T) {
	const esc = "\x1b["
	tests := []struct {
		color bool
		input string
	}{
		{true, "(car 5)\n(+ 1 2)\n"},
		{false, "(car 5)\n(+ 1 2)\n"},
		{true, "(defun f (x) (car x))\n(f 5)\n"},
		{false, "(defun f (x) (car x))\n(f 5)\n"},
	}
	for _, tc := range tests {
		r := runInput(t, tc.input, tc.color)
		if got := strings.Contains(r.err, esc); got != tc.color {
			t.Errorf("Color=%v, input %q: error output %q has escapes: %v", tc.color, tc.input, r.err, got)
		}
		if got := strings.Contains(r.out, esc); got != tc.color {
			t.Errorf("Color=%v, input %q: value output %q has escapes: %v", tc.color, tc.input, r.out, got)
		}
		// The text is the same either way.
		if plain := stripANSI(r.err); !strings.Contains(plain, "car: 5 is not a list") {
			t.Errorf("Color=%v: error output %q lacks the message", tc.color, r.err)
		}
	}
}

// TestColorPrompt checks the prompt text with and without colour.
func TestColorPrompt(t *testing.T) {
	if got := NewPrinter(false, false).Prompt(prompt); got != prompt {
		t.Errorf("plain prompt = %q, want %q", got, prompt)
	}
	got := NewPrinter(true, false).Prompt(prompt)
	if !strings.HasPrefix(got, "\x1b[") || stripANSI(got) != prompt {
		t.Errorf("coloured prompt = %q", got)
	}
}

// stripANSI removes CSI escape sequences.
func stripANSI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
				j++
			}
			i = j
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func TestCompleter(t *testing.T) {
	names := []string{"append", "apply", "apropos", "cadr", "car", "case", "cdr", "list", "listp", "t", "third"}
	c := completer{names: func() []string { return names }}
	tests := []struct {
		line string
		pos  int // -1: end of line
		want []string
		n    int
	}{
		{"(ca", -1, []string{"dr", "r", "se"}, 2},
		{"'ca", -1, []string{"dr", "r", "se"}, 2},
		{"(CA", -1, []string{"dr", "r", "se"}, 2},
		{"(Ca", -1, []string{"dr", "r", "se"}, 2},
		{"#'ap", -1, []string{"pend", "ply", "ropos"}, 2},
		{"(list 1 (ap", -1, []string{"pend", "ply", "ropos"}, 2},
		{"(ap x)", 3, []string{"pend", "ply", "ropos"}, 2},
		{"(foo \"ca", -1, []string{"dr", "r", "se"}, 2},
		{"(x)ca", -1, []string{"dr", "r", "se"}, 2},
		{"ca", -1, []string{"dr", "r", "se"}, 2},
		{"(cad", -1, []string{"r"}, 3},
		{"(", -1, names, 0},
		{"(zz", -1, nil, 2},
		{"(apropos", -1, []string{""}, 7}, // the exact name, as an empty suffix
		{"", -1, names, 0},
		// names inside game literals
		{"{0|ca", -1, []string{"dr", "r", "se"}, 2},
		{"{0, (ap", -1, []string{"pend", "ply", "ropos"}, 2},
		{"(list {ca", -1, []string{"dr", "r", "se"}, 2},
		{"{t,th", -1, []string{"ird"}, 2},
	}
	for _, tc := range tests {
		line := []rune(tc.line)
		pos := tc.pos
		if pos < 0 {
			pos = len(line)
		}
		got, n := c.Do(line, pos)
		var gotS []string
		for _, r := range got {
			gotS = append(gotS, string(r))
		}
		if !reflect.DeepEqual(gotS, tc.want) || n != tc.n {
			t.Errorf("Do(%q, %d) = %q, %d; want %q, %d", tc.line, pos, gotS, n, tc.want, tc.n)
		}
	}
}

// TestCompleterExactName: readline inserts a lone candidate at once, so
// completing a name that is complete already and also the prefix of
// another must not offer only the longer one.
func TestCompleterExactName(t *testing.T) {
	c := completer{names: func() []string { return []string{"list", "listp"} }}
	got, n := c.Do([]rune("(list"), 5)
	if n != 4 || len(got) == 1 {
		t.Errorf(`Do("(list", 5) = %q, %d; want both list and listp offered (e.g. ["" "p"], 4)`, got, n)
	}
}

func TestCompleterRealNames(t *testing.T) {
	in := builtins.New()
	c := completer{names: in.Names}
	got, n := c.Do([]rune("(ap"), 3)
	var s []string
	for _, r := range got {
		s = append(s, string(r))
	}
	if want := []string{"pend", "ply", "ropos"}; !reflect.DeepEqual(s, want) || n != 2 {
		t.Errorf(`Do("(ap") = %q, %d; want %q, 2`, s, n, want)
	}
	// User definitions join the names.
	if err := in.EvalSource(t.Context(), "t", "(defun my-square (x) (* x x)) (defvar my-var 1)", nil); err != nil {
		t.Fatal(err)
	}
	got, _ = c.Do([]rune("(my-"), 4)
	s = nil
	for _, r := range got {
		s = append(s, string(r))
	}
	if want := []string{"square", "var"}; !reflect.DeepEqual(s, want) {
		t.Errorf(`Do("(my-") = %q, want %q`, s, want)
	}
}

// runReadline runs the REPL in terminal mode with readline reading input
// from a pipe. readline finds that standard input is no terminal and so
// works line by line without prompts or raw mode.
func runReadline(t *testing.T, input, history string) runResult {
	t.Helper()
	if isatty.IsTerminal(os.Stdin.Fd()) || isatty.IsTerminal(os.Stdout.Fd()) {
		t.Skip("standard input or output is a terminal: readline would take it over")
	}
	pr, pw := io.Pipe()
	old := readline.Stdin
	readline.Stdin = pr
	t.Cleanup(func() { readline.Stdin = old })
	go func() {
		io.WriteString(pw, input)
		pw.Close()
	}()
	out, errOut := newSyncBuffer(), newSyncBuffer()
	done := make(chan int, 1)
	go func() {
		done <- Run(builtins.New(), Config{
			Out: out, Err: errOut, Terminal: true, HistoryFile: history, Banner: "hello",
		})
	}()
	code := <-done
	return runResult{out: out.String(), err: errOut.String(), code: code}
}

func TestReadlinePath(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history")
	r := runReadline(t, "(+ 1\n  2)\n\n(car 5)\n(* 2 3)\n", hist)
	if !strings.HasPrefix(r.out, "hello\n") {
		t.Errorf("out = %q, want the banner first", r.out)
	}
	for _, want := range []string{"3\n", "6\n"} {
		if !strings.Contains(r.out, want) {
			t.Errorf("out = %q, want it to contain %q", r.out, want)
		}
	}
	if want := "<stdin>:4:1: car: 5 is not a list\n"; !strings.Contains(r.err, want) {
		t.Errorf("err = %q, want it to contain %q", r.err, want)
	}
	if r.code != 0 {
		t.Errorf("terminal session returned %d, want 0 even after an error", r.code)
	}
	data, err := os.ReadFile(hist)
	if err != nil {
		t.Fatal(err)
	}
	if want := HistoryHeader + "\n(+ 1 2)\n(car 5)\n(* 2 3)\n"; string(data) != want {
		t.Errorf("history file = %q, want %q (the header, then one entry per form)", data, want)
	}
}

// TestReadlineLiteral: a game literal left open at the end of a line asks
// for more lines, as an open list does, and is one history entry.
func TestReadlineLiteral(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history")
	r := runReadline(t, "{0|\n  ^}\n", hist)
	// {0|↑} = ⇑* (Winning Ways 2nd ed., ch. 3)
	if !strings.Contains(r.out, "⇑*\n") || r.err != "" {
		t.Errorf("out = %q, err = %q; want ⇑* and no error", r.out, r.err)
	}
	data, err := os.ReadFile(hist)
	if err != nil {
		t.Fatal(err)
	}
	if want := HistoryHeader + "\n{0| ^}\n"; string(data) != want {
		t.Errorf("history file = %q, want %q", data, want)
	}
}

// TestReadlineInterruptAtPrompt: Ctrl-C while typing a multi-line form
// drops the lines typed so far.
func TestReadlineInterruptAtPrompt(t *testing.T) {
	r := runReadline(t, "(+ 1\n\x03(+ 2 3)\n", "")
	if !strings.Contains(r.out, "5\n") || r.err != "" {
		t.Errorf("out = %q, err = %q; want 5 and no error", r.out, r.err)
	}
}

// TestReadlineExit: (exit) ends a terminal session with its code.
func TestReadlineExit(t *testing.T) {
	r := runReadline(t, "(exit 7)\n(+ 1 2)\n", "")
	if r.code != 7 || strings.Contains(r.out, "3\n") {
		t.Errorf("code = %d, out = %q; want 7 and nothing evaluated after exit", r.code, r.out)
	}
}

// TestHistoryEntryRereads: a multi-line form saved as one history entry must
// mean the same thing when recalled and entered again.
func TestHistoryEntryRereads(t *testing.T) {
	for _, src := range []string{
		"(+ 1 ; one\n 2)",
		"(list \"a\nb\")",
		"(list {0,\n  (mplus up\n   up) | *})",
	} {
		hist := filepath.Join(t.TempDir(), "history")
		runReadline(t, src+"\n", hist)
		data, err := os.ReadFile(hist)
		if err != nil {
			t.Fatal(err)
		}
		entry := strings.TrimSuffix(strings.TrimPrefix(string(data), HistoryHeader+"\n"), "\n")
		if strings.Contains(entry, "\n") {
			t.Errorf("history entry for %q spans lines: %q", src, entry)
			continue
		}
		want, got := evalRepr(t, src), evalRepr(t, entry)
		if got != want {
			t.Errorf("history entry %q for %q evaluates to %s, want %s", entry, src, got, want)
		}
	}
}

func evalRepr(t *testing.T, src string) string {
	t.Helper()
	nodes, err := reader.Read("t", src)
	if err != nil {
		return "error: " + err.Error()
	}
	in := builtins.New()
	var last eval.Value = eval.Nil
	for _, n := range nodes {
		v, err := in.Eval(t.Context(), n)
		if err != nil {
			return "error: " + err.Error()
		}
		last = v
	}
	return eval.Repr(last)
}

// TestStatusLine: each progress line replaces the previous one in place,
// and "" clears it.
func TestStatusLine(t *testing.T) {
	var b strings.Builder
	show := StatusLine(&b)
	show("heap 30, order 360")
	show("")
	if got, want := b.String(), "\r\x1b[Kheap 30, order 360\r\x1b[K"; got != want {
		t.Errorf("wrote %q, want %q", got, want)
	}
}

// TestInterruptWhilePrinting: printing a value happens within the
// interruptible window. Ctrl-C after the evaluation, while the value is
// printed, cancels the context the printer gets, and the printing of a
// long number (a second's conversion to decimal) stops with
// eval.ErrInterrupted, printing nothing.
func TestInterruptWhilePrinting(t *testing.T) {
	in := builtins.New()
	nodes, err := reader.Read("t", "(expt 7 2000000)")
	if err != nil {
		t.Fatal(err)
	}
	intr := make(chan struct{}, 1)
	var out bytes.Buffer
	p := NewPrinter(false, false)
	err = evalInterruptible(in, nodes[0], intr, func(ctx context.Context, v eval.Value) error {
		intr <- struct{}{} // Ctrl-C once the value is computed
		<-ctx.Done()
		return p.ValueContext(ctx, &out, v)
	})
	if !errors.Is(err, eval.ErrInterrupted) {
		t.Errorf("printing interrupted: error %v, want ErrInterrupted", err)
	}
	if out.Len() != 0 {
		t.Errorf("printed %d bytes after the interruption", out.Len())
	}
	// Without Ctrl-C the value prints whole.
	err = evalInterruptible(in, nodes[0], intr, func(ctx context.Context, v eval.Value) error {
		return p.ValueContext(ctx, &out, v)
	})
	if err != nil || out.Len() != 1690197+1 {
		t.Errorf("printing 7^2000000: %d bytes, error %v; want 1690198 bytes", out.Len(), err)
	}
}
