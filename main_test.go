package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// runProgram runs cgcalc as the binary would, without a terminal.
func runProgram(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, env{
		stdin:  strings.NewReader(stdin),
		stdout: &out, stderr: &errOut,
		getenv: func(string) string { return "" },
	})
	return out.String(), errOut.String(), code
}

// TestScripts runs every scripts/*.lisp through the same path as the
// binary; a script that raises an error (a failed assert included) fails.
// The scripts run in parallel, with the other parallel tests, each in an
// interpreter of its own; -short skips the long ones (longScripts).
func TestScripts(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("scripts/*.lisp")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts found: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if why := longScripts[filepath.Base(f)]; why != "" && testing.Short() {
				t.Skip(why)
			}
			t.Parallel()
			out, errOut, code := runProgram(t, "", f)
			if code != 0 {
				t.Fatalf("exit status %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
			}
		})
	}
}

// longScripts are the scripts -short skips, with why.
var longScripts = map[string]string{
	"appendix-ii.lisp": "Allemang's complete analyses by Theorem VI: 12 s",
}

// TestCommandLine checks the command-line behaviour promised in doc/language.md
// and in the language issue's "Done when" list.
func TestCommandLine(t *testing.T) {
	runCommands(t, []commandCase{
		{"exact sum", []string{"-e", "(+ 1/2 1/4)"}, "", "3/4\n", "", 0},
		{"defun then call",
			[]string{"-e", "(defun f (n) (if (< n 2) n (+ (f (- n 1)) (f (- n 2))))) (f 20)"}, "",
			"f\n6765\n", "", 0},
		{"piped multi-line form", nil, "(setq x\n 5)\n(* x x)\n", "5\n25\n", "", 0},
		{"piped escaped bar", nil, "(quote !|)\n", "|\n", "", 0},
		{"unfinished -e", []string{"-e", "(+ 1"}, "", "", "-e:1:1: unfinished form: missing \")\"\n", 1},
		{"error in -e", []string{"-e", "(car 5)"}, "", "", "-e:1:1: car: 5 is not a list\n", 1},
		{"piped error then recovery", nil, "(car 5)\n(+ 1 2)\n", "3\n", "<stdin>:1:1: car: 5 is not a list\n", 1},
		{"exit code", []string{"-e", "(exit 3)"}, "", "", "", 3},
		{"repeated -e", []string{"-e", "(setq x 2)", "-e", "(* x 21)"}, "", "2\n42\n", "", 0},
		// issue 17: these were unbound variables; {0|↑} = ⇑* (Winning Ways 2nd ed., ch. 3),
		// which CGSuite (Siegel), version 2.x, prints ^^*
		{"game notation", []string{"-e", "^", "-e", "*2", "-e", "{0|^}"}, "", "↑\n*2\n⇑*\n", "", 0},
		{"game notation in ASCII", []string{"--ascii", "-e", "{0|^}"}, "", "^^*\n", "", 0},
		{"piped multi-line literal", nil, "{0|\n ^}\n", "⇑*\n", "", 0},
		{"unfinished literal", []string{"-e", "{0|^"}, "", "", "-e:1:1: unfinished game literal: missing \"}\"\n", 1},
		// A picture is the answer: no nil is printed after it, at the
		// prompt as with -e; in a program show's value is nil.
		{"show, -e", []string{"-e", `(show "x")`, "-e", `(null (show "o"))`}, "", "┌───┐\n│ ● │\n└───┘\n┌───┐\n│ ○ │\n└───┘\nt\n", "", 0},
		{"show, piped", nil, "(show \"x\")\n(progn (show \"x\") 1)\n", "┌───┐\n│ ● │\n└───┘\n┌───┐\n│ ● │\n└───┘\n1\n", "", 0},
		{"version", []string{"--version"}, "", "cgcalc " + version + "\n", "", 0},
		{"bad flag", []string{"--bogus"}, "", "", "cgcalc: unknown flag -bogus (see cgcalc --help)\n", 2},
		{"unknown short flag", []string{"-v"}, "", "", "cgcalc: unknown flag -v (see cgcalc --help)\n", 2},
		{"flag without its argument", []string{"-e"}, "", "", "cgcalc: flag needs an argument: -e (see cgcalc --help)\n", 2},
		// The user never called load: the error is the program's.
		{"missing file", []string{"no-such-file.lisp"}, "", "",
			"cgcalc: no-such-file.lisp: no such file or directory\n", 1},
		{"directory", []string{"scripts"}, "", "", "cgcalc: scripts: is a directory\n", 1},
		// - is the script on standard input: values are not printed, the
		// first error stops it.
		{"script on standard input", []string{"-"}, "(setq x 6)\n(princ (* x 7))\n(car 5)\n(princ 1)\n", "42",
			"<stdin>:3:1: car: 5 is not a list\n", 1},
		{"standard input, then -e", []string{"-", "-e", "(* x 2)"}, "(setq x 21)\n", "42\n", "", 0},
		// Text that is not UTF-8 is an error at its byte, wherever it is typed.
		{"invalid UTF-8 in -e", []string{"-e", "(car \xff)"}, "", "",
			"-e:1:6: invalid UTF-8 (byte 0xff): this is not UTF-8 text\n", 1},
		{"invalid UTF-8 piped", nil, "(+ 1 2)\n(car \xfe\xff)\n(+ 3 4)\n", "3\n7\n",
			"<stdin>:2:6: invalid UTF-8 (byte 0xfe): this is not UTF-8 text\n", 1},
	})
}

func TestHelpFlag(t *testing.T) {
	out, errOut, code := runProgram(t, "", "--help")
	if code != 0 || !strings.Contains(out, "Usage:") || !strings.Contains(out, "-no-color") || errOut != "" {
		t.Errorf("--help: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	if strings.Count(out, "Usage:") != 1 {
		t.Errorf("--help prints the usage %d times", strings.Count(out, "Usage:"))
	}
	// A bad flag: one line on standard error, without the usage.
	out, errOut, code = runProgram(t, "", "--bogus")
	if code != 2 || out != "" || errOut != "cgcalc: unknown flag -bogus (see cgcalc --help)\n" {
		t.Errorf("--bogus: status %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestFilesNotText: a file that is not UTF-8 text is refused in one line
// naming it and the position of the first bad byte, before any of its
// forms runs.
func TestFilesNotText(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name, text, err string
	}{
		// An ELF program's header: 0x7f "ELF", class, data, version, then 0.
		{"program", "\x7fELF\x02\x01\x01\x00\x00\x00)(\n", "1:8: a NUL byte: this is not a text file"},
		// A PNG image's signature.
		{"image.png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "1:1: invalid UTF-8 (byte 0x89): this is not UTF-8 text"},
		// Latin-1 text: the first form is not run either.
		{"latin1.lisp", "(princ \"ran\")\n; caf\xe9 au lait\n(princ \"ran\")\n", "2:6: invalid UTF-8 (byte 0xe9): this is not UTF-8 text"},
		// Past the first 8 KiB, forms run until the one with the bad byte.
		{"late.lisp", "(princ \"ran\")\n" + strings.Repeat(";\n", 5000) + "(car \xff)\n", "5002:6: invalid UTF-8 (byte 0xff): this is not UTF-8 text"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.name)
			if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			out, errOut, code := runProgram(t, "", path)
			wantOut := ""
			if c.name == "late.lisp" {
				wantOut = "ran"
			}
			if want := path + ":" + c.err + "\n"; code != 1 || out != wantOut || errOut != want {
				t.Errorf("status %d, stdout %q, stderr %q; want 1, %q, %q", code, out, errOut, wantOut, want)
			}
		})
	}
	// A real program, where there is one.
	if _, err := os.Stat("/bin/ls"); err == nil {
		_, errOut, code := runProgram(t, "", "/bin/ls")
		if code != 1 || !strings.HasPrefix(errOut, "/bin/ls:") || !strings.HasSuffix(errOut, "this is not a text file\n") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("/bin/ls: status %d, stderr %q", code, errOut)
		}
	}
}

// Files run in order, then -e, sharing one interpreter; flags may follow
// file names.
func TestFilesThenExpr(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.lisp")
	b := filepath.Join(dir, "b.lisp")
	if err := os.WriteFile(a, []byte("(setq x 2)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("(setq x (* x 10))\n(princ \"b ran\")\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runProgram(t, "", a, b, "-e", "(+ x 1)")
	// The value starts a fresh line after the unfinished line b printed.
	if code != 0 || out != "b ran\n21\n" {
		t.Errorf("got status %d, stdout %q, stderr %q; want 0, \"b ran\\n21\\n\"", code, out, errOut)
	}
	// The first error stops the run, with its file position.
	bad := filepath.Join(dir, "bad.lisp")
	if err := os.WriteFile(bad, []byte("(setq y 1)\n\n  (assert (= y 2) \"y should be 2\")\n(princ \"not reached\")\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = runProgram(t, "", bad, b)
	if want := bad + ":3:3: assertion failed: y should be 2\n"; code != 1 || out != "" || errOut != want {
		t.Errorf("got status %d, stdout %q, stderr %q; want 1, \"\", %q", code, out, errOut, want)
	}
}

// (exit) stops the run, even with status 0: later files, -e and -i are
// skipped.
func TestExitStopsRun(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.lisp")
	b := filepath.Join(dir, "b.lisp")
	if err := os.WriteFile(a, []byte("(princ \"a\") (exit) (princ \"after\")\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("(princ \"b\")\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{a, b}, {a, "-e", "(princ \"e\")"}, {"-i", a}} {
		out, errOut, code := runProgram(t, "(princ \"repl\")\n", args...)
		if code != 0 || out != "a" || errOut != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 0, \"a\", \"\"", args, code, out, errOut)
		}
	}
}

// -i enters the REPL after the files; without a terminal it reads stdin.
func TestInteractiveAfterFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.lisp")
	if err := os.WriteFile(a, []byte("(defun twice (x) (* 2 x))\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runProgram(t, "(twice 21)\n", "-i", a)
	if code != 0 || out != "42\n" {
		t.Errorf("got status %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestAllemangSession checks what the README's first command prints: the
// output of each step of Allemang's session
// (doc/references.md#allemang-1984-appendix-iii-the-sample-session-in-order,
// with its OCR corrections), in order. Pictures are checked by their
// captions; the scripts' own asserts check the values.
func TestAllemangSession(t *testing.T) {
	out, errOut, code := runProgram(t, "", "scripts/allemang-session.lisp")
	if code != 0 {
		t.Fatalf("exit status %d\nstderr:\n%s", code, errOut)
	}
	// It reads as a lesson: a title, then each step's input, in order, and
	// what it prints; a setq says what the variable holds; the notes say
	// where cgcalc differs.
	if !strings.HasPrefix(out, "Dean Allemang's sample session (1984), replayed by cgcalc\n") {
		t.Errorf("the session does not start with its title: %.80q", out)
	}
	rest := out
	for n := 1; n <= 26; n++ {
		i := strings.Index(rest, fmt.Sprintf("\n[%d] (", n))
		if i < 0 {
			t.Fatalf("step %d's input is missing or out of order; output:\n%s", n, out)
		}
		rest = rest[i+1:]
	}
	for _, want := range []string{
		"[1] (setq pm1 (mg 1 !| -1))\npm1 is now {1|-1}\n",
		"[10] (setq up (mg 0 !| star))\nup is now {0|{0|0}}\n",
		"[12] (know star '!*)\n*\n",
		"[16] (setq gamelist nil)\ngamelist is now nil\n",
		"[18] (setq dups (mplus up up star))\ndups is now 2↑+*\n",
		"[20] (canon dups)\n⇑*\n; canon returns the canonical form of dups as a new game; dups itself does not\n",
		"[21] (pr dups)\n2↑+*\n",
		"[24] (canon nup)\n⇑*\n",
		"[25] (pr nup)\n{0|↑}\n; Allemang printed {0|2*+↑}",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("session output lacks %q", want)
		}
	}
	rest = out
	for _, want := range []string{
		"{1|-1}\n",                      // 2 (pr pm1)
		"[1,-1]\n",                      // 3 (dispint pm1), then terpri
		"temperature 1   mean 0\n",      // 4 (draw (thermograph pm1))
		"{2+{1|-1},3+{1|-1}|{1|-1}}\n",  // 6 (pr a)
		"temperature 3/2   mean 3/2\n",  // 7 Allemang: 1.500000000
		"temperature 3/2   mean -3/2\n", // 8 Allemang: 1.500000000
		"{0|{0|0}}\n",                   // 11
		"{0|*}\n",                       // 13
		"↑\n", "↑\n",                    // 15, 17
		"2↑+*\n", "2↑+*\n", // 19, 21
		"{*+↑,2↑|2*+↑,2↑}\n",              // 23
		"{0|↑}\n",                         // 25 (Allemang: {0|2*+↑})
		"1\n1/2\n1/4 {1/2|-2}\n1/8 1/2\n", // 26 (all 8), the published table
		"1/16 {1/8|{-1/2|-3}} 1\n1/32 {1/16|-1/2} 1/2\n",
	} {
		i := strings.Index(rest, want)
		if i < 0 {
			t.Fatalf("session output lacks %q after what came before; output:\n%s", want, out)
		}
		rest = rest[i+len(want):]
	}
}

// TestBannerAndUsageASCII: the REPL's banner and the usage text are ASCII
// only, so that every terminal shows them (issue 17: the banner had an em
// dash).
func TestBannerAndUsageASCII(t *testing.T) {
	out, _, code := runProgram(t, "", "--help")
	if code != 0 {
		t.Fatalf("--help: status %d", code)
	}
	for name, text := range map[string]string{"banner": banner(), "usage": out} {
		for i, r := range text {
			if r >= 128 {
				t.Errorf("%s has %q at byte %d: %q", name, r, i, text)
				break
			}
		}
	}
	if !strings.HasPrefix(banner(), "cgcalc "+version+" - ") || !strings.Contains(banner(), "(help)") {
		t.Errorf("banner %q", banner())
	}
}

// TestScriptCitations checks that what the scripts' comments cite exists:
// the files they name (scripts/..., doc/...), the sections of
// doc/references.md they quote by title, and the errata they number
// (erratum A16, errata A2-A6).
func TestScriptCitations(t *testing.T) {
	refs, err := os.ReadFile("doc/references.md")
	if err != nil {
		t.Fatal(err)
	}
	headings := map[string]bool{}
	for _, line := range strings.Split(string(refs), "\n") {
		if h, ok := strings.CutPrefix(line, "#"); ok {
			headings[strings.TrimSpace(strings.TrimLeft(h, "#"))] = true
		}
	}
	erratum := func(n int) bool {
		for h := range headings {
			if strings.HasPrefix(h, fmt.Sprintf("A%d. ", n)) {
				return true
			}
		}
		return false
	}
	var (
		fileRe    = regexp.MustCompile(`\b(?:scripts|doc)/[\w./-]*\w`)
		sectionRe = regexp.MustCompile(`doc/references\.md[,\s(]*"([^"]+)"`)
		errataRe  = regexp.MustCompile(`errat(?:um|a)\s+A(\d+)(?:\s*(?:-|–|and)\s*A(\d+))?`)
	)
	files, _ := filepath.Glob("scripts/*.lisp")
	cited := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// The comments, joined into one text (citations run over lines).
		var b strings.Builder
		for _, line := range strings.Split(string(data), "\n") {
			if i := strings.Index(line, ";"); i >= 0 {
				b.WriteString(strings.TrimLeft(line[i:], "; "))
				b.WriteByte(' ')
			}
		}
		text := b.String()
		for _, p := range fileRe.FindAllString(text, -1) {
			cited++
			if _, err := os.Stat(strings.TrimSuffix(p, ".")); err != nil {
				t.Errorf("%s cites %s, which does not exist", f, p)
			}
		}
		for _, m := range sectionRe.FindAllStringSubmatch(text, -1) {
			cited++
			if !headings[m[1]] {
				t.Errorf("%s cites the section %q of doc/references.md, which has none of that title", f, m[1])
			}
		}
		for _, m := range errataRe.FindAllStringSubmatch(text, -1) {
			lo, _ := strconv.Atoi(m[1])
			hi := lo
			if m[2] != "" {
				hi, _ = strconv.Atoi(m[2])
			}
			for n := lo; n <= hi; n++ {
				cited++
				if !erratum(n) {
					t.Errorf("%s cites erratum A%d, which doc/references.md lacks", f, n)
				}
			}
		}
	}
	if cited < 20 {
		t.Errorf("only %d citations found: the patterns no longer match the scripts", cited)
	}
}

// A commandCase runs cgcalc with args and stdin and expects its standard
// output, its standard error and its exit status.
type commandCase struct {
	name             string
	args             []string
	stdin            string
	wantOut, wantErr string
	code             int
}

// runCommands runs each case as a subtest.
func runCommands(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, test := range cases {
		t.Run(test.name, func(t *testing.T) {
			out, errOut, code := runProgram(t, test.stdin, test.args...)
			if code != test.code {
				t.Errorf("exit status %d, want %d (stderr %q)", code, test.code, errOut)
			}
			if out != test.wantOut {
				t.Errorf("stdout = %q, want %q", out, test.wantOut)
			}
			if errOut != test.wantErr {
				t.Errorf("stderr = %q, want %q", errOut, test.wantErr)
			}
		})
	}
}
