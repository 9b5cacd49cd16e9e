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
	"cgcalc/internal/transcript"
	"cgcalc/reader"
)

// tcase is a case that needs files, which a transcript cannot give it;
// the other cases are in testdata/*.txt (see TestBuiltins). files are
// created in a fresh temporary directory before src runs; "$DIR" in src,
// want, out, err and the files' contents stands for that directory. src is
// evaluated as a transcript's case is; the last value, printed with
// eval.Repr, must be want, or the error message must be err; the output
// must be out (empty: nothing printed). Each is compared exactly.
type tcase struct {
	fn    string // the builtin under test: every row names one
	src   string
	want  string
	out   string
	err   string
	files map[string]string
}

// fileCases are the cases that read or write files.
var fileCases = []tcase{
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
		src: `(load "$DIR/syntax.lisp")`, err: `$DIR/syntax.lisp:1:1: unfinished form: missing ")"`},
	{fn: "load", files: map[string]string{"self.lisp": "(load \"self.lisp\")\n"},
		src: `(load "$DIR/self.lisp")`, err: `$DIR/self.lisp:1:1: load: files nested more than 64 deep (does $DIR/self.lisp load itself?)`},
	{fn: "draw", src: `(equal (draw (mg 2 !| 1) "$DIR/g.svg") "$DIR/g.svg")`, want: `t`},
	{fn: "draw", src: `(draw up "$DIR/up.png")`, err: `t:1:1: draw: "$DIR/up.png": the picture is SVG: give a file name ending in .svg`},
	{fn: "draw", src: `(draw up "$DIR/no/such/dir/up.svg")`, err: `t:1:1: draw: cannot write $DIR/no/such/dir/up.svg: no such file or directory`},
	// An existing file is replaced only when draw is told to.
	{fn: "draw", files: map[string]string{"g.svg": "old"},
		src: `(draw up "$DIR/g.svg")`, err: `t:1:1: draw: $DIR/g.svg already exists: pass :overwrite t to replace it`},
	{fn: "draw", files: map[string]string{"g.svg": "old"},
		src: `(draw up "$DIR/g.svg" :overwrite t)`, want: `"$DIR/g.svg"`},
	{fn: "draw", files: map[string]string{"d.svg/x": ""},
		src: `(draw up "$DIR/d.svg" :overwrite t)`, err: `t:1:1: draw: cannot write $DIR/d.svg: it is a directory`},
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
	return evaluate(src)
}

// evaluate evaluates src in a fresh interpreter with every builtin, as
// the file "t", keeping the last value and everything printed.
func evaluate(src string) result {
	in := builtins.New()
	var out bytes.Buffer
	in.Out = &out
	ctx := context.Background()
	var last eval.Value = eval.Nil
	err := in.EvalSource(ctx, "t", src, func(v eval.Value) error { last = v; return nil })
	return result{val: eval.Repr(last), out: out.String(), err: err}
}

// TestBuiltinsWithFiles runs fileCases, each in a directory of its own.
func TestBuiltinsWithFiles(t *testing.T) {
	for i, c := range fileCases {
		t.Run(fmt.Sprintf("%02d_%s", i, c.fn), func(t *testing.T) {
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
			src, want, wantOut, wantErr := r.Replace(c.src), r.Replace(c.want), r.Replace(c.out), r.Replace(c.err)
			got := evaluate(src)
			switch {
			case wantErr != "" && got.err == nil:
				t.Errorf("%s = %s, want the error %s", src, got.val, wantErr)
			case wantErr != "" && got.err.Error() != wantErr:
				t.Errorf("%s: error\n%s\nwant\n%s", src, got.err, wantErr)
			case wantErr == "" && got.err != nil:
				t.Errorf("%s: unexpected error: %v", src, got.err)
			case wantErr == "" && got.val != want:
				t.Errorf("%s = %s, want %s", src, got.val, want)
			}
			if got.out != wantOut {
				t.Errorf("%s printed %q, want %q", src, got.out, wantOut)
			}
		})
	}
}

// noOwnError lists the builtins that cannot fail on their own (any number of
// arguments of any type): they need no error case.
var noOwnError = map[string]bool{"list": true}

// onlyErrors lists the builtins that always signal an error: they need no
// normal case.
var onlyErrors = map[string]bool{"error": true, "exit": true, "quit": true}

// TestTableCoverage checks every builtin's documentation and that the
// transcripts (and fileCases) exercise it with normal and error cases:
// every case is under a heading that names a builtin, and calls it.
func TestTableCoverage(t *testing.T) {
	table := builtins.Table()
	if len(table) == 0 {
		t.Fatal("builtins.Table() is empty")
	}
	names := map[string]bool{}
	for _, b := range table {
		names[b.Name] = true
	}
	files, err := transcript.ParseGlob("testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	normal, failing := map[string]int{}, map[string]int{}
	count := func(pos, fn, src string, fails bool) {
		switch {
		case fn == "":
			t.Errorf("%s: the case is under no heading (## BUILTIN)", pos)
			return
		case !names[fn]:
			t.Errorf("%s: the case is under %q, which is not in builtins.Table()", pos, fn)
		case !callsBuiltin(src, fn):
			// The case's claim must be true: its source calls the builtin.
			t.Errorf("%s: case %q is under %q but does not call it", pos, src, fn)
		}
		if fails {
			failing[fn]++
		} else {
			normal[fn]++
		}
	}
	for _, f := range files {
		for _, h := range f.Headings {
			if !names[h.Name] {
				t.Errorf("%s:%d: heading %q is not a builtin of builtins.Table()", f.Name, h.Line, h.Name)
			}
		}
		for _, c := range f.Cases {
			count(c.Pos(), c.Heading, c.Source, c.HasErr)
		}
	}
	for i, c := range fileCases {
		count(fmt.Sprintf("fileCases[%d]", i), c.fn, c.src, c.err != "")
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
// position or after #' or '. Game literals call game-literal unseen: a
// case calls it too when its text reads as a game literal ({0|^} reads as
// (game-literal "{0|^}")) or holds a symbol written in game notation (^,
// *2), which evaluates through the same machinery.
func callsBuiltin(src, name string) bool {
	re := regexp.MustCompile(`(\(|#'|')` + regexp.QuoteMeta(name) + `[\s)]`)
	if re.MatchString(strings.ToLower(src)) {
		return true
	}
	if name != reader.LiteralFunc {
		return false
	}
	nodes, err := reader.Read("t", src)
	if err != nil {
		var re *reader.Error
		return errors.As(err, &re) && strings.Contains(re.Msg, "game literal") // the case is about a literal's syntax
	}
	var found func(n reader.Node) bool
	found = func(n reader.Node) bool {
		switch x := n.(type) {
		case *reader.Symbol:
			return x.Name == reader.LiteralFunc || notationSymbol.MatchString(x.Name)
		case *reader.List:
			for _, e := range x.Elems {
				if found(e) {
					return true
				}
			}
		}
		return false
	}
	for _, n := range nodes {
		if found(n) {
			return true
		}
	}
	return false
}

// notationSymbol matches the symbols written in game notation, with a
// character other than a digit.
var notationSymbol = regexp.MustCompile(`^[0-9/.*^v<>\[\]+\-±↑↓⇑⇓:]*[/.*^v<>\[\]+\-±↑↓⇑⇓:][0-9/.*^v<>\[\]+\-±↑↓⇑⇓:]*$`)

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
	for _, want := range []string{"  (car LIST)  [builtin; Lists]", "  (mapcar FUNCTION LIST LIST...)  [builtin; Lists]", "  (cadr LIST)  [builtin; Lists]", "  (cons X Y)  [builtin; Lists]"} {
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
		if strings.HasPrefix(l, "  (cdr LIST)") { // a usage line; summaries begin with four spaces
			t.Errorf("(apropos \"car\") lists cdr, whose name and doc do not mention car: %q", l)
		}
	}
	// Case-insensitive; finds special forms and user functions and variables.
	got = run(t, `(defun my-carrot () "Grows." 1) (defvar *carpet* 2) (apropos "CARRO") (apropos "carpet") (apropos "dolist")`)
	if got.err != nil {
		t.Fatal(got.err)
	}
	for _, want := range []string{"  (my-carrot)  [function defined at t:1:1]\n    Grows.\n", "  *carpet*  [variable]\n    value: 2\n", "  (dolist (VAR LIST [RESULT]) BODY...)  [special form]\n"} {
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
