package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The README and the manual in doc/ are the tour, so every example in them
// must print what it shows. TestDocExamples runs each fenced block of
// README.md and doc/*.md (docPages):
//
//   - a REPL transcript (lines "cgcalc> FORM", continued by "   ...> "):
//     the forms are fed to a fresh cgcalc, as a pipe would feed them, and
//     what it prints (values and errors, in order) must be the other lines;
//   - a shell transcript (lines "$ COMMAND", with "go run ." standing for
//     cgcalc): each command runs under sh with cgcalc on the PATH, and what
//     it prints must be the lines up to the next "$";
//   - a block marked "text" or "go" (a file tree, code to read) is not an
//     example; a "sh" block without "$" lists commands (the set-up), each
//     of which is checked to be a cgcalc or go command; a block marked
//     "sh bench" lists the commands that made a table of doc/benchmarks.md,
//     which take minutes to hours and are not run;
//   - a block marked "python" is a Python program: it runs under python3
//     with cgcalc on the PATH, and what it prints must be the comments
//     that end its print lines ("print(x)  # WHAT IT PRINTS").
//
// Any other block fails the test, so that no example goes unchecked. In the
// expected output, a line "..." (indented or not) stands for any number of
// lines, and a line ending in " ..." for any line that begins with what
// comes before it.

// docPages returns the pages whose examples run: README.md, then every
// Markdown file of doc/.
func docPages(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob("doc/*.md")
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages in doc/: %v", err)
	}
	return append([]string{"README.md"}, pages...)
}

// readmeBlock is a fenced block of a page (README.md or doc/*.md).
type readmeBlock struct {
	file string // the page, as "doc/games.md"
	line int    // of the opening fence, from 1
	info string // after the fence: "sh", "text", ...
	body []string
}

// readmeBlocks returns the fenced blocks of a Markdown text.
func readmeBlocks(text string) ([]readmeBlock, error) {
	var blocks []readmeBlock
	var cur *readmeBlock
	for i, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(l, "```") {
			if cur != nil {
				cur.body = append(cur.body, l)
			}
			continue
		}
		if cur == nil {
			cur = &readmeBlock{line: i + 1, info: strings.TrimSpace(l[3:])}
			continue
		}
		if strings.TrimSpace(l) != "```" {
			return nil, fmt.Errorf("line %d: a fence with %q inside a block", i+1, l)
		}
		blocks = append(blocks, *cur)
		cur = nil
	}
	if cur != nil {
		return nil, fmt.Errorf("line %d: the block is never closed", cur.line)
	}
	return blocks, nil
}

const (
	replPrompt     = "cgcalc> "
	replContinued  = "   ...> "
	shellPrompt    = "$ "
	anyLines       = "..."
	readmeSetupTag = "sh"
	readmeBenchTag = "sh bench"
)

// kind classifies a block: "repl", "shell", "setup", "skip" or "" for none.
func (b readmeBlock) kind() string {
	switch b.info {
	case "text", "go", readmeBenchTag:
		return "skip"
	case "python":
		return "python"
	}
	for _, l := range b.body {
		if strings.HasPrefix(l, replPrompt) {
			return "repl"
		}
	}
	for _, l := range b.body {
		if strings.HasPrefix(l, shellPrompt) {
			return "shell"
		}
	}
	if b.info == readmeSetupTag {
		return "setup"
	}
	return ""
}

// matchLines reports whether got matches want, in which a line "..."
// matches any run of lines (none included). On a mismatch it returns the
// index in want of the first line it could not match past.
func matchLines(want, got []string) (bool, int) {
	best := 0
	var match func(i, j int) bool
	match = func(i, j int) bool {
		if i > best {
			best = i
		}
		if i == len(want) {
			return j == len(got)
		}
		if strings.TrimSpace(want[i]) == anyLines {
			for k := j; k <= len(got); k++ {
				if match(i+1, k) {
					return true
				}
			}
			return false
		}
		return j < len(got) && lineMatches(want[i], got[j]) && match(i+1, j+1)
	}
	return match(0, 0), best
}

// lineMatches reports whether a line of output matches a line of the
// page: equal, or, when the page's line ends in " ...", beginning with
// what comes before (for a timing: "; elapsed ...").
func lineMatches(want, got string) bool {
	if prefix, ok := strings.CutSuffix(want, " "+anyLines); ok {
		return strings.HasPrefix(got, prefix+" ")
	}
	return want == got
}

// lines splits output into lines, without trailing spaces or a final
// empty line.
func lines(s string) []string {
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	ls := strings.Split(s, "\n")
	for i, l := range ls {
		ls[i] = strings.TrimRight(l, " ")
	}
	return ls
}

// exampleDir returns a scratch directory to run examples in, with the
// repository's scripts/ linked in, so that examples that write files (an
// SVG picture) leave the checkout alone.
func exampleDir(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(wd, "scripts"), filepath.Join(dir, "scripts")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestDocExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every example of the README and doc/")
	}
	// A cgcalc on the PATH for the shell transcripts: this test binary,
	// which runs main when childEnv is set (TestMain).
	bin := t.TempDir()
	wrapper := fmt.Sprintf("#!/bin/sh\n%s=1 CGCALC_HISTORY= NO_COLOR=1 exec %q \"$@\"\n", childEnv, os.Args[0])
	if err := os.WriteFile(filepath.Join(bin, "cgcalc"), []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, page := range docPages(t) {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		blocks, err := readmeBlocks(string(data))
		if err != nil {
			t.Fatalf("%s: %v", page, err)
		}
		t.Run(filepath.Base(page), func(t *testing.T) {
			for _, b := range blocks {
				b.file = page
				k := b.kind()
				counts[k]++
				name := fmt.Sprintf("line%d", b.line)
				switch k {
				case "repl":
					t.Run(name, func(t *testing.T) { runREPLExample(t, b) })
				case "shell":
					t.Run(name, func(t *testing.T) { runShellExample(t, b, bin, wd) })
				case "python":
					t.Run(name, func(t *testing.T) { runPythonExample(t, b, bin) })
				case "setup":
					for _, l := range b.body {
						cmd, _, _ := strings.Cut(l, "#")
						if f := strings.Fields(cmd); len(f) > 0 && f[0] != "go" && f[0] != "cgcalc" {
							t.Errorf("%s:%d: the set-up block runs %q, neither go nor cgcalc", b.file, b.line, f[0])
						}
					}
				case "skip":
				default:
					t.Errorf("%s:%d: a block that is neither a REPL transcript (%q), a shell transcript (%q) "+
						"nor marked text, go or %q: examples must be checked", b.file, b.line, replPrompt, shellPrompt, readmeBenchTag)
				}
			}
		})
	}
	if counts["repl"] == 0 || counts["shell"] == 0 {
		t.Errorf("found %d REPL and %d shell transcripts; expected some of each", counts["repl"], counts["shell"])
	}
	t.Logf("ran %d REPL and %d shell transcripts; %d set-up blocks checked, %d blocks to read", counts["repl"], counts["shell"], counts["setup"], counts["skip"])
}

// runREPLExample feeds a transcript's forms to a fresh cgcalc and compares
// what it prints with the transcript.
func runREPLExample(t *testing.T, b readmeBlock) {
	var in strings.Builder
	var want []string
	for _, l := range b.body {
		switch {
		case strings.HasPrefix(l, replPrompt):
			in.WriteString(strings.TrimPrefix(l, replPrompt) + "\n")
		case strings.HasPrefix(l, replContinued):
			in.WriteString(strings.TrimPrefix(l, replContinued) + "\n")
		default:
			want = append(want, strings.TrimRight(l, " "))
		}
	}
	for len(want) > 0 && want[len(want)-1] == "" {
		want = want[:len(want)-1]
	}
	t.Chdir(exampleDir(t))
	var out bytes.Buffer
	run(nil, env{
		stdin:  strings.NewReader(in.String()),
		stdout: &out, stderr: &out,
		getenv: func(string) string { return "" },
	})
	checkExample(t, b, want, lines(out.String()))
}

// runShellExample runs each "$ COMMAND" of a block and compares its output.
func runShellExample(t *testing.T, b readmeBlock, bin, repo string) {
	dir := exampleDir(t)
	var cmd string
	var want []string
	flush := func() {
		if cmd == "" {
			return
		}
		for len(want) > 0 && want[len(want)-1] == "" {
			want = want[:len(want)-1]
		}
		line := strings.Replace(cmd, "go run . ", "cgcalc ", 1)
		c := exec.Command("sh", "-c", line)
		c.Dir = dir
		c.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "HOME="+dir)
		out, _ := c.CombinedOutput()
		t.Run(cmd, func(t *testing.T) { checkExample(t, b, want, lines(string(out))) })
		cmd, want = "", nil
	}
	for _, l := range b.body {
		if strings.HasPrefix(l, shellPrompt) {
			flush()
			cmd = strings.TrimPrefix(l, shellPrompt)
			continue
		}
		want = append(want, strings.TrimRight(l, " "))
	}
	flush()
}

// runPythonExample runs a Python block with cgcalc on the PATH; what it
// prints must be the comments ending its print lines. Without python3
// it is skipped, unless CGCALC_REQUIRE_JUPYTER is set.
func runPythonExample(t *testing.T, b readmeBlock, bin string) {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CGCALC_REQUIRE_JUPYTER") != "" {
			t.Fatal("python3 is missing")
		}
		t.Skip("python3 is missing")
	}
	var want []string
	for _, l := range b.body {
		if strings.HasPrefix(strings.TrimSpace(l), "print(") {
			if i := strings.LastIndex(l, "  # "); i >= 0 {
				want = append(want, l[i+len("  # "):])
				continue
			}
			t.Fatalf("%s:%d: a print line without the comment saying what it prints: %s", b.file, b.line, l)
		}
	}
	dir := exampleDir(t)
	c := exec.Command(py, "-c", strings.Join(b.body, "\n"))
	c.Dir = dir
	c.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "HOME="+dir)
	out, err := c.CombinedOutput()
	if err != nil {
		t.Errorf("%s:%d: the Python example fails: %v\n%s", b.file, b.line, err, out)
	}
	checkExample(t, b, want, lines(string(out)))
}

func checkExample(t *testing.T, b readmeBlock, want, got []string) {
	t.Helper()
	ok, at := matchLines(want, got)
	if ok {
		return
	}
	t.Errorf("%s:%d: the example prints\n%s\nwhere the page shows\n%s\n(first difference near the page's line %q)",
		b.file, b.line, strings.Join(got, "\n"), strings.Join(want, "\n"), lineAt(want, at))
}

func lineAt(ls []string, i int) string {
	if i < len(ls) {
		return ls[i]
	}
	return "(end)"
}

// TestMatchLines checks the "..." wildcard of the examples.
func TestMatchLines(t *testing.T) {
	for _, c := range []struct {
		want, got string
		ok        bool
	}{
		{"a\nb", "a\nb", true},
		{"a\nb", "a\nc", false},
		{"a\n...\nd", "a\nb\nc\nd", true},
		{"a\n...\nd", "a\nd", true},
		{"a\n...", "a", true},
		{"...\nx", "a\nb", false},
		{"a", "a\nb", false},
		{"", "", true},
		{"a\n  ...\nd", "a\nb\nd", true},
		{"; elapsed ...", "; elapsed 2.7ms", true},
		{"; elapsed ...", "; elapsed", false},
		{"(mg L... !| R...)", "(mg L !| R)", false},
	} {
		ok, _ := matchLines(lines(c.want), lines(c.got))
		if ok != c.ok {
			t.Errorf("matchLines(%q, %q) = %v, want %v", c.want, c.got, ok, c.ok)
		}
	}
}

// notationPage holds the table of notation that TestDocNotationTable checks.
const notationPage = "doc/partizan.md"

// TestDocNotationTable checks the manual's table of notation: every
// game in the Unicode and ASCII columns, read by game in that notation,
// prints back as written (CGSuite's printing for the ASCII column). The
// row of formal sums is about what mplus builds, which game does not: it
// reads them and returns canonical forms.
func TestDocNotationTable(t *testing.T) {
	data, err := os.ReadFile(notationPage)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	const header = "| | Unicode (default) | ASCII (CGSuite's) |"
	i := strings.Index(text, header)
	if i < 0 {
		t.Fatalf("%s has no notation table (%q)", notationPage, header)
	}
	checked := 0
	for _, row := range strings.Split(text[i:], "\n")[2:] {
		if !strings.HasPrefix(row, "|") {
			break
		}
		cells := splitRow(row)
		if len(cells) < 4 || strings.Contains(cells[1], "formal sums") {
			continue
		}
		for col, notation := range map[int]string{2: "unicode", 3: "ascii"} {
			if strings.TrimSpace(cells[col]) == "the same" {
				cells[col] = cells[2]
			}
			for _, item := range backticked(cells[col]) {
				form := fmt.Sprintf("(notation '%s) (game %q)", notation, item)
				out, errOut, code := runProgram(t, "", "-e", form)
				got := strings.TrimSuffix(strings.TrimPrefix(out, notation+"\n"), "\n")
				if code != 0 || got != item {
					t.Errorf("%s, notation table, %s column: %q reads and prints as %q %s", notationPage, notation, item, got, errOut)
				}
				checked++
			}
		}
	}
	if checked < 30 {
		t.Errorf("checked %d games of the notation table; expected at least 30", checked)
	}
}

// splitRow splits a Markdown table row at its unescaped bars, turning each
// \| into |.
func splitRow(row string) []string {
	var cells []string
	var cur strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row) && row[i+1] == '|':
			cur.WriteByte('|')
			i++
		case row[i] == '|':
			cells = append(cells, cur.String())
			cur.Reset()
		default:
			cur.WriteByte(row[i])
		}
	}
	return append(cells, cur.String())
}

// backticked returns the `code` spans of a text.
func backticked(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '`')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i+1:], '`')
		if j < 0 {
			return out
		}
		out = append(out, s[i+1:i+1+j])
		s = s[i+2+j:]
	}
}

// inlineExample is "`(FORM)` is `VALUE`" in the prose of a page (also
// "prints", "gives", "returns").
var inlineExample = regexp.MustCompile("`(\\([^`]*\\))` (?:is|prints|gives|returns|prints as) `([^`]+)`")

// metavariable matches a form about any game (G, T, N...): a template,
// not an example.
var metavariable = regexp.MustCompile(`\b[A-Z]{1,2}\b`)

// inlinePrelude defines the games the prose names: g, u and s made by mg,
// as doc/partizan.md's section "Games" says.
const inlinePrelude = "(setq g (mg 0 !| (mg 0 !| 0))) (setq u (mg 0 !| (mg 0 !| 0))) (setq s (mg 0 !| 0))"

// TestDocInlineExamples checks the examples written in the prose of
// README.md and doc/*.md: each `(FORM)` is `VALUE` outside the generated
// builtin reference must print VALUE, in a fresh session with
// inlinePrelude.
func TestDocInlineExamples(t *testing.T) {
	checked := 0
	for _, page := range docPages(t) {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if i := strings.Index(text, refBegin); i >= 0 {
			text = text[:i]
		}
		for _, m := range inlineExample.FindAllStringSubmatch(text, -1) {
			form, want := m[1], m[2]
			if metavariable.MatchString(form) {
				continue
			}
			out, errOut, code := runProgram(t, "", "-e", inlinePrelude, "-e", form)
			ls := lines(out)
			got := ""
			if len(ls) > 0 {
				got = ls[len(ls)-1]
			}
			if code != 0 || got != want {
				t.Errorf("%s: `%s` is `%s`, but it prints %q %s", page, form, want, got, errOut)
			}
			checked++
		}
	}
	if checked < 10 {
		t.Errorf("checked %d inline examples; expected at least 10", checked)
	}
	t.Logf("checked %d inline examples", checked)
}
