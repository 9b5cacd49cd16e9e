package main

import (
	"bufio"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// jsonLines runs cgcalc with args and stdin and decodes each line of its
// standard output, failing the test if a line is not one JSON object.
func jsonLines(t *testing.T, stdin string, args ...string) (lines []map[string]any, code int) {
	t.Helper()
	out, errOut, code := runProgram(t, stdin, args...)
	if errOut != "" {
		t.Errorf("cgcalc %q wrote to standard error: %s", args, errOut)
	}
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("cgcalc %q: a line that is not a JSON object: %v\n%s", args, err, l)
		}
		lines = append(lines, m)
	}
	return lines, code
}

// TestJSONValues checks the value, both notations and the type of forms
// against the expected text, and against what cgcalc -e and cgcalc
// --ascii -e print for the same form (the same printer, by identity).
func TestJSONValues(t *testing.T) {
	for _, c := range []struct {
		form, value, ascii, typ, output string
	}{
		// 1/2 + 1/4 = 3/4: exact dyadic arithmetic.
		{"(+ 1/2 1/4)", "3/4", "3/4", "number", ""},
		// ↑* in Unicode, ^* in CGSuite's ASCII (doc/partizan.md's table).
		{"^*", "↑*", "^*", "game", ""},
		{"(list 1 ^ *2)", "(1 ↑ *2)", "(1 ^ *2)", "list", ""},
		// The 2×3 Domineering board is {2|-1/2} = 3/4±5/4 (README's lesson).
		{"(canon (domineering 2 3))", "3/4±5/4", "{2|-1/2}", "game", ""},
		{`(princ "hi")`, `"hi"`, `"hi"`, "string", "hi"},
		{"(list)", "nil", "nil", "symbol", ""},
	} {
		t.Run(c.form, func(t *testing.T) {
			lines, code := jsonLines(t, "", "--json", "-e", c.form)
			want := map[string]any{"at": "-e:1:1", "value": c.value, "ascii": c.ascii, "type": c.typ}
			if c.output != "" {
				want["output"] = c.output
			}
			if code != 0 || len(lines) != 1 || !reflect.DeepEqual(lines[0], want) {
				t.Fatalf("got %v (status %d), want [%v]", lines, code, want)
			}
			plain, _, _ := runProgram(t, "", "-e", c.form)
			ascii, _, _ := runProgram(t, "", "--ascii", "-e", c.form)
			if last := lastLine(plain); last != c.value {
				t.Errorf("cgcalc -e prints %q, --json's value is %q", last, c.value)
			}
			if last := lastLine(ascii); last != c.ascii {
				t.Errorf("cgcalc --ascii -e prints %q, --json's ascii is %q", last, c.ascii)
			}
		})
	}
}

// TestJSONForms checks that every form of -e and of a FILE gets its line,
// with where it starts.
func TestJSONForms(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "s.lisp")
	if err := os.WriteFile(script, []byte("(setq x 2)\n\n(* x\n   3)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lines, code := jsonLines(t, "", "--json", script, "-e", "(+ x 1) ^")
	var got []string
	for _, l := range lines {
		got = append(got, l["at"].(string)+" "+l["value"].(string))
	}
	want := []string{script + ":1:1 2", script + ":3:1 6", "-e:1:1 3", "-e:1:9 ↑"}
	if code != 0 || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q (status %d), want %q", got, code, want)
	}
}

// TestJSONPictures checks that draw, show and nim-plot give their
// pictures as well-formed SVG documents, and no value (the picture is
// the answer), while a FILE is still written outside a sandbox.
func TestJSONPictures(t *testing.T) {
	for _, form := range []string{"(draw {2|1})", `(show (hackenbush "lrl"))`, "(nim-plot 'kayles 20)"} {
		t.Run(form, func(t *testing.T) {
			lines, code := jsonLines(t, "", "--json", "-e", form)
			if code != 0 || len(lines) != 1 {
				t.Fatalf("got %v (status %d)", lines, code)
			}
			l := lines[0]
			svgs, _ := l["svg"].([]any)
			if len(svgs) != 1 || l["value"] != nil || l["error"] != nil {
				t.Fatalf("want one picture and no value: %v", l)
			}
			checkSVG(t, svgs[0].(string))
		})
	}
	file := filepath.Join(t.TempDir(), "t.svg")
	lines, code := jsonLines(t, "", "--json", "-e", `(draw {2|1} "`+file+`")`)
	if code != 0 || len(lines) != 1 || lines[0]["value"] != `"`+file+`"` || lines[0]["svg"] != nil {
		t.Fatalf("draw to a FILE: %v (status %d)", lines, code)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, string(data))
}

// checkSVG checks that text is well-formed XML whose root is an svg
// element.
func checkSVG(t *testing.T, text string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(text))
	root := ""
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("the root element is %q, not svg", root)
	}
}

// TestJSONErrors checks errors with their positions: the message without
// the position, and the position in the at, file, line and col fields.
func TestJSONErrors(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "bad.lisp")
	if err := os.WriteFile(script, []byte("(+ 1 2)\n(defun f (x)\n  (car x))\n(f 7)\n(+ 3 4)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		args []string
		want []map[string]any // the lines, without their svg and output
		code int
	}{
		{"a builtin's error", []string{"-e", "(car 5)"}, []map[string]any{{"at": "-e:1:1",
			"error": map[string]any{"message": "car: 5 is not a list", "at": "-e:1:1", "file": "-e", "line": 1.0, "col": 1.0}}}, 1},
		{"a syntax error: where reading stopped", []string{"-e", "(+ 1 2))"}, []map[string]any{{"at": "-e:1:8",
			"error": map[string]any{"message": `unexpected ")"`, "at": "-e:1:8", "file": "-e", "line": 1.0, "col": 8.0}}}, 1},
		{"-e stops at its first error", []string{"-e", "1 (car 5) 3"}, []map[string]any{
			{"at": "-e:1:1", "value": "1", "ascii": "1", "type": "number"},
			{"at": "-e:1:3", "error": map[string]any{"message": "car: 5 is not a list", "at": "-e:1:3", "file": "-e", "line": 1.0, "col": 3.0}}}, 1},
		// The error is in f's body, line 3; the backtrace names the call, line 4.
		{"a FILE stops at its first error, with the backtrace", []string{script}, []map[string]any{
			{"at": script + ":1:1", "value": "3", "ascii": "3", "type": "number"},
			{"at": script + ":2:1", "value": "f", "ascii": "f", "type": "symbol"},
			{"at": script + ":4:1", "error": map[string]any{"message": "car: 7 is not a list", "at": script + ":3:3",
				"file": script, "line": 3.0, "col": 3.0, "backtrace": []any{"in f, called at " + script + ":4:1"}}}}, 1},
		{"a FILE that is not there", []string{filepath.Join(dir, "none.lisp")}, []map[string]any{
			{"error": map[string]any{"message": filepath.Join(dir, "none.lisp") + ": no such file or directory"}}}, 1},
		{"exit ends with its code, no line", []string{"-e", "(exit 3) 4"}, nil, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			lines, code := jsonLines(t, "", append([]string{"--json"}, c.args...)...)
			if code != c.code || !reflect.DeepEqual(lines, c.want) {
				t.Errorf("got %v (status %d)\nwant %v (status %d)", lines, code, c.want, c.code)
			}
		})
	}
}

// TestJSONFlags checks that --json refuses -i.
func TestJSONFlags(t *testing.T) {
	out, errOut, code := runProgram(t, "", "--json", "-i")
	if code != 2 || out != "" || !strings.Contains(errOut, "--json") {
		t.Errorf("--json -i: status %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestJSONStdin checks the answers to standard input: one line per form,
// a form over several lines answered once it is whole, errors answered
// and the stream going on, status 1 at the end after an error.
func TestJSONStdin(t *testing.T) {
	in := "(+ 1\n   2)\n(car 5) ^\n\n(princ \"a\")\n"
	lines, code := jsonLines(t, in, "--json")
	var got []string
	for _, l := range lines {
		s := l["at"].(string)
		if v, ok := l["value"]; ok {
			s += " " + v.(string)
		}
		if e, ok := l["error"]; ok {
			s += " ! " + e.(map[string]any)["message"].(string)
		}
		got = append(got, s)
	}
	want := []string{"<stdin>:1:1 3", "<stdin>:3:1 ! car: 5 is not a list", "<stdin>:3:9 ↑", `<stdin>:5:1 "a"`}
	if code != 1 || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q (status %d), want %q (status 1)", got, code, want)
	}
}

// TestJSONPipe drives a cgcalc process through a pipe as a program would:
// each answer is read before the next form is written, so each must come
// as soon as its form is whole, a form of several lines included.
func TestJSONPipe(t *testing.T) {
	cmd := exec.Command(os.Args[0], "--json")
	cmd.Env = append(os.Environ(), childEnv+"=1", "HOME="+t.TempDir(), "CGCALC_HISTORY=")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	r := bufio.NewReader(stdout)
	ask := func(lines ...string) map[string]any {
		t.Helper()
		for _, l := range lines {
			if _, err := io.WriteString(stdin, l+"\n"); err != nil {
				t.Fatal(err)
			}
		}
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("no answer to %q: %v", lines, err)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("answer %q: %v", line, err)
		}
		return m
	}
	// The form's first line alone has no answer: the answer read comes
	// after its second line.
	if m := ask("(defun double (g)", "  (+ g g))"); m["at"] != "<stdin>:1:1" || m["value"] != "double" {
		t.Errorf("a form of two lines: %v", m)
	}
	// ↑ + ↑ = ⇑, ^^ in CGSuite's notation.
	if m := ask("(double ^)"); m["value"] != "⇑" || m["ascii"] != "^^" || m["type"] != "game" {
		t.Errorf("(double ^): %v", m)
	}
	if m := ask("(car 5)"); m["error"] == nil {
		t.Errorf("(car 5): %v", m)
	}
	if m := ask("*"); m["at"] != "<stdin>:5:1" || m["value"] != "*" {
		t.Errorf("after an error: %v", m)
	}
	stdin.Close()
	if rest, _ := io.ReadAll(r); len(rest) > 0 {
		t.Errorf("more output after the last answer: %q", rest)
	}
	var exit *exec.ExitError
	if err := cmd.Wait(); !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("exit: %v, want status 1 (a form failed)", err)
	}
}

// TestJSONSchema checks real output against the documented schema,
// doc/json-schema.json: values, pictures, printed output, errors with
// positions and backtraces, syntax errors and a FILE that is not there.
// Python's jsonschema, where installed, checks the same lines.
func TestJSONSchema(t *testing.T) {
	data, err := os.ReadFile("doc/json-schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema map[string]any
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatalf("doc/json-schema.json: %v", err)
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "s.lisp")
	if err := os.WriteFile(script, []byte("(defun f (x) (car x))\n(princ \"x\")\n(f 2)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var all []map[string]any
	for _, args := range [][]string{
		{"-e", `(+ 1 2) ^* (list 1 ^) (princ "hi") (draw {2|1}) (show (hackenbush "lrl")) (nim-plot 'kayles 10) (car 5)`},
		{"-e", "(+ 1 2))"},
		{script},
		{filepath.Join(dir, "none.lisp")},
	} {
		lines, _ := jsonLines(t, "", append([]string{"--json"}, args...)...)
		all = append(all, lines...)
	}
	lines, _ := jsonLines(t, "(princ \"x\")\n(draw ^)\n(+ 1\n(car 1)\n", "--json")
	all = append(all, lines...)
	seen := map[string]bool{}
	for i, l := range all {
		for k, v := range l {
			seen[k] = true
			if e, ok := v.(map[string]any); ok {
				for k := range e {
					seen["error."+k] = true
				}
			}
		}
		for _, e := range checkSchema(schema, l) {
			t.Errorf("line %d %v: %s", i, l, e)
		}
	}
	// Every property of the schema is in some line checked.
	for _, k := range []string{"at", "value", "ascii", "type", "output", "svg", "error",
		"error.message", "error.at", "error.file", "error.line", "error.col", "error.backtrace"} {
		if !seen[k] {
			t.Errorf("no line checked has %s", k)
		}
	}
	// The checker refuses what the schema forbids.
	for _, bad := range []string{
		`{"at": "-e:1:1", "value": "3"}`,
		`{"at": "-e:1:1", "extra": 1}`,
		`{"error": {"message": "m", "at": "-e:1:1", "line": 0, "col": 1}}`,
		`{"error": {"at": "-e:1:1", "line": 1, "col": 1}}`,
		`{"svg": []}`,
	} {
		var v map[string]any
		if err := json.Unmarshal([]byte(bad), &v); err != nil {
			t.Fatal(err)
		}
		if len(checkSchema(schema, v)) == 0 {
			t.Errorf("the checker passes %s", bad)
		}
	}
	checkWithPythonJSONSchema(t, all)
}

// checkWithPythonJSONSchema checks lines against the schema with Python's
// jsonschema (Debian's python3-jsonschema), skipping when it is missing
// unless CGCALC_REQUIRE_JUPYTER is set.
func checkWithPythonJSONSchema(t *testing.T, lines []map[string]any) {
	py := "/usr/bin/python3"
	if exec.Command(py, "-c", "import jsonschema").Run() != nil {
		if os.Getenv("CGCALC_REQUIRE_JUPYTER") != "" {
			t.Fatal("python3-jsonschema is missing")
		}
		t.Log("python3-jsonschema is missing: the schema is checked by checkSchema alone")
		return
	}
	data, err := json.Marshal(lines)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, "-c", `import json, sys, jsonschema
schema = json.load(open("doc/json-schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
v = jsonschema.Draft202012Validator(schema)
for line in json.load(sys.stdin):
    v.validate(line)
`)
	cmd.Stdin = strings.NewReader(string(data))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("python3 jsonschema: %v\n%s", err, out)
	}
}
