package transcript

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

const example = `# A comment.
#
## car

# About the next case.
(car '(1 2 3))
=> 1

(car 5)
!! t:1:1: car: 5 is not a list

## progn
(progn (princ "a") (terpri) (princ "b") 7)
| a
| b
\ no newline at end of output
=> 7

(progn
  (print "x")
  ; a Lisp comment
  (terpri) "a
b")
| "x"
|
=> "a
=> b"

#'car
|~ ^$
=>
`

func TestParse(t *testing.T) {
	f, err := Parse("ex.txt", example)
	if err != nil {
		t.Fatal(err)
	}
	want := []Case{
		{File: "ex.txt", Line: 6, Heading: "car", Source: "(car '(1 2 3))", HasValue: true, Value: "1"},
		{File: "ex.txt", Line: 9, Heading: "car", Source: "(car 5)", HasErr: true, Err: "t:1:1: car: 5 is not a list"},
		{File: "ex.txt", Line: 13, Heading: "progn", Source: `(progn (princ "a") (terpri) (princ "b") 7)`, HasValue: true, Value: "7", Output: "a\nb"},
		{File: "ex.txt", Line: 19, Heading: "progn", Source: "(progn\n  (print \"x\")\n  ; a Lisp comment\n  (terpri) \"a\nb\")",
			HasValue: true, Value: "\"a\nb\"", Output: "\"x\"\n\n"},
		{File: "ex.txt", Line: 29, Heading: "progn", Source: "#'car", HasValue: true, Value: ""},
	}
	if len(f.Cases) != len(want) {
		t.Fatalf("%d cases, want %d", len(f.Cases), len(want))
	}
	for i, c := range f.Cases {
		w := want[i]
		if c.File != w.File || c.Line != w.Line || c.Heading != w.Heading || c.Source != w.Source ||
			c.HasValue != w.HasValue || c.Value != w.Value || c.HasErr != w.HasErr || c.Err != w.Err || c.Output != w.Output {
			t.Errorf("case %d:\n got %+v\nwant %+v", i, *c, w)
		}
	}
	if re := f.Cases[4].OutputRe; re == nil || re.String() != "^$" {
		t.Errorf("case 4: OutputRe %v, want ^$", re)
	}
	if want := []Heading{{"car", 3}, {"progn", 12}}; !slices.Equal(f.Headings, want) {
		t.Errorf("Headings = %v, want %v", f.Headings, want)
	}
	if got := string(f.Bytes()); got != example {
		t.Errorf("Bytes() changed the text:\n%s", got)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"(car 1)\n", "f:1: the case has no expected value"},
		{"(car 1)\n\n=> 1\n", "f:1: the case has no expected value"},
		{"(car 1)\n\n=> 1\n", "f:3: a value line (=>) outside a case"},
		{"(car 1)\n=> 1\n(car 2)\n", "f:3: source after the expected results"},
		{"(car 1)\n=> 1\n!! e\n", "f:3: a case expects a value or an error, not both"},
		{"(car 1)\n=> 1\n| out\n", "f:3: an output line (|) after the value or error"},
		{"(car 1)\n# c\n=> 1\n", "f:2: a comment inside the case at line 1"},
		{"(car 1)\n## car\n=> 1\n", "f:2: a heading inside the case at line 1"},
		{"(car 1)\n\\ no newline at end of output\n=> 1\n", `f:2: "\ no newline at end of output" must follow`},
		{"(car 1)\n| a\n\\ no newline\n=> 1\n", `f:3: a line beginning "\ " must be`},
		{"(car 1)\n| a\n|~ a\n=> 1\n", `f:3: one "|~" line, without "|" lines`},
		{"(car 1)\n|~ (\n=> 1\n", "f:2: bad output pattern"},
		{"(car 1)\n|~\n=> 1\n", "f:2: empty output pattern"},
		{"##\n", "f:1: a heading is"},
		{"## a b\n", "f:1: a heading is"},
		{"(car 1)\r\n=> 1\n", "f:1: carriage return"},
	} {
		_, err := Parse("f", c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q): error %v, want %q", c.text, err, c.want)
		}
	}
	// Every problem is reported.
	_, err := Parse("f", "(a)\n\n(b)\n=> 1\n!! 2\n\n(c)\n")
	if err == nil || !strings.Contains(err.Error(), "f:1:") || !strings.Contains(err.Error(), "f:5:") || !strings.Contains(err.Error(), "f:7:") {
		t.Errorf("error %v, want problems at lines 1, 5 and 7", err)
	}
}

func TestLines(t *testing.T) {
	for _, c := range []struct {
		r    Result
		want string
	}{
		{Result{Value: "1"}, "=> 1"},
		{Result{Value: "1", Err: errors.New("bad")}, "!! bad"},
		{Result{Value: "a\n\nb"}, "=> a\n=>\n=> b"},
		{Result{Value: "nil", Output: "x\n"}, "| x\n=> nil"},
		{Result{Value: "nil", Output: "x"}, "| x\n\\ no newline at end of output\n=> nil"},
		{Result{Value: "nil", Output: "\n"}, "|\n=> nil"},
		{Result{Value: "nil", Output: "a\n\n"}, "| a\n|\n=> nil"},
	} {
		if got := strings.Join(c.r.Lines(), "\n"); got != c.want {
			t.Errorf("%+v: Lines() = %q, want %q", c.r, got, c.want)
		}
		// What Lines writes, Parse reads back as a case r passes.
		f, err := Parse("f", "(x)\n"+c.want+"\n")
		if err != nil {
			t.Errorf("%q: %v", c.want, err)
			continue
		}
		if diff := f.Cases[0].Check(c.r); diff != "" {
			t.Errorf("%+v: Check:\n%s", c.r, diff)
		}
	}
}

func TestCheck(t *testing.T) {
	f, err := Parse("f", "(a)\n=> 1\n\n(b)\n!! t:1:1: bad\n\n(c)\n|~ ^x\\d$\n=> nil\n")
	if err != nil {
		t.Fatal(err)
	}
	a, b, c := f.Cases[0], f.Cases[1], f.Cases[2]
	for _, x := range []struct {
		c    *Case
		r    Result
		pass bool
	}{
		{a, Result{Value: "1"}, true},
		{a, Result{Value: "2"}, false},
		{a, Result{Value: "1", Output: "x"}, false}, // no output lines: nothing printed
		{a, Result{Err: errors.New("1")}, false},
		{b, Result{Err: errors.New("t:1:1: bad")}, true},
		{b, Result{Err: errors.New("t:1:1: bad!")}, false}, // exact, not contained
		{b, Result{Value: "t:1:1: bad"}, false},
		{c, Result{Value: "nil", Output: "x5"}, true},
		{c, Result{Value: "nil", Output: "x55"}, false},
	} {
		diff := x.c.Check(x.r)
		if (diff == "") != x.pass {
			t.Errorf("%s with %+v: Check = %q, want pass %v", x.c.Source, x.r, diff, x.pass)
		}
	}
	diff := a.Check(Result{Value: "2", Output: "o"})
	want := "f:1:\n(a)\n--- want:\n=> 1\n--- got:\n| o\n\\ no newline at end of output\n=> 2"
	if diff != want {
		t.Errorf("Check message:\n%s\nwant:\n%s", diff, want)
	}
}

func TestUpdate(t *testing.T) {
	text := "## x\n(a)\n=> 1\n\n## y\n# b\n(b)\n| out\n!! bad\n\n(c)\n|~ ^x\n=> 3\n"
	f, err := Parse("f", text)
	if err != nil {
		t.Fatal(err)
	}
	a, b, c := f.Cases[0], f.Cases[1], f.Cases[2]
	if err := f.Update(a, Result{Value: "one\ntwo", Output: "p\n"}); err != nil {
		t.Fatal(err)
	}
	if err := f.Update(b, Result{Value: "2"}); err != nil {
		t.Fatal(err)
	}
	if err := f.Update(c, Result{Value: "4", Output: "y"}); err == nil {
		t.Error("Update accepted an output that does not match |~")
	}
	if err := f.Update(c, Result{Err: errors.New("e"), Output: "xy"}); err != nil {
		t.Fatal(err)
	}
	want := "## x\n(a)\n| p\n=> one\n=> two\n\n## y\n# b\n(b)\n=> 2\n\n(c)\n|~ ^x\n!! e\n"
	if got := string(f.Bytes()); got != want {
		t.Fatalf("after Update:\n%s\nwant:\n%s", got, want)
	}
	// The updated cases pass, and so does the reparsed file, whose lines
	// and headings are the updated file's.
	g, err := Parse("f", want)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(f.Headings, g.Headings) {
		t.Errorf("Headings after Update %v, reparsed %v", f.Headings, g.Headings)
	}
	for i := range g.Cases {
		if f.Cases[i].Line != g.Cases[i].Line || f.Cases[i].results != g.Cases[i].results {
			t.Errorf("case %d after Update: line %d, results %v; reparsed: line %d, results %v",
				i, f.Cases[i].Line, f.Cases[i].results, g.Cases[i].Line, g.Cases[i].results)
		}
	}
	for i, r := range []Result{{Value: "one\ntwo", Output: "p\n"}, {Value: "2"}, {Err: errors.New("e"), Output: "xy"}} {
		if diff := f.Cases[i].Check(r); diff != "" {
			t.Errorf("updated case %d: %s", i, diff)
		}
		if diff := g.Cases[i].Check(r); diff != "" {
			t.Errorf("reparsed case %d: %s", i, diff)
		}
	}
}

// TestRunParallel: RunParallel runs every case of every file once, and
// runs cases at the same time: the two "(wait)" cases, in different files,
// each wait until the other has started.
func TestRunParallel(t *testing.T) {
	if p := flag.Lookup("test.parallel"); p == nil || p.Value.String() == "1" {
		t.Skip("needs -parallel 2 or more")
	}
	dir := t.TempDir()
	files := map[string]string{
		"a.txt": "(wait)\n=> ok\n\n(one)\n=> ok\n",
		"b.txt": "(wait)\n=> ok\n\n(two)\n=> ok\n\n(three)\n=> ok\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var (
		mu      sync.Mutex
		seen    []string
		started int
	)
	both := make(chan struct{})
	eval := func(src string) Result {
		mu.Lock()
		seen = append(seen, src)
		if src == "(wait)" {
			if started++; started == 2 {
				close(both)
			}
		}
		mu.Unlock()
		if src == "(wait)" {
			select {
			case <-both:
			case <-time.After(time.Minute): // not a timing check: no hang if they ran one at a time
				return Result{Value: "alone"}
			}
		}
		return Result{Value: "ok"}
	}
	t.Run("run", func(t *testing.T) {
		RunParallel(t, filepath.Join(dir, "*.txt"), eval, false)
	})
	slices.Sort(seen)
	if want := []string{"(one)", "(three)", "(two)", "(wait)", "(wait)"}; !slices.Equal(seen, want) {
		t.Errorf("cases evaluated: %q, want %q", seen, want)
	}
}

// TestLongMark: a "# long" comment marks the case just below it, through
// other comments, and no case after a blank line or a heading.
func TestLongMark(t *testing.T) {
	for _, c := range []struct {
		name, text string
		long       bool
	}{
		{"just above", "# long: 3 s\n1\n=> 1\n", true},
		{"alone", "# long\n1\n=> 1\n", true},
		{"among comments", "# long: 3 s\n# why the value\n1\n=> 1\n", true},
		{"no mark", "# a comment\n1\n=> 1\n", false},
		{"a word beginning long", "# longer than the rest\n1\n=> 1\n", false},
		{"a blank line between", "# long\n\n1\n=> 1\n", false},
		{"a heading between", "# long\n## car\n1\n=> 1\n", false},
	} {
		f, err := Parse("t", c.text)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(f.Cases) != 1 || f.Cases[0].Long != c.long {
			t.Errorf("%s: Long = %v, want %v", c.name, f.Cases[0].Long, c.long)
		}
	}
	// The mark is for one case: the next one is not long.
	f, err := Parse("t", "# long\n1\n=> 1\n\n2\n=> 2\n")
	if err != nil {
		t.Fatal(err)
	}
	if !f.Cases[0].Long || f.Cases[1].Long {
		t.Errorf("Long = %v, %v; want true, false", f.Cases[0].Long, f.Cases[1].Long)
	}
}
