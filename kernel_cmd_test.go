package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// jupyterPython returns a Python that imports Jupyter's client, nbclient
// and nbformat: Debian's /usr/bin/python3 first (a python3 earlier on the
// PATH may be another installation without them). Without one the test is
// skipped, or fails when CGCALC_REQUIRE_JUPYTER is set (.ci/run installs
// Debian's packages and sets it).
func jupyterPython(t *testing.T) string {
	t.Helper()
	candidates := []string{"/usr/bin/python3"}
	if p, err := exec.LookPath("python3"); err == nil {
		candidates = append(candidates, p)
	}
	for _, p := range candidates {
		if exec.Command(p, "-c", "import jupyter_client, nbclient, nbformat").Run() == nil {
			return p
		}
	}
	if os.Getenv("CGCALC_REQUIRE_JUPYTER") != "" {
		t.Fatal("no python3 imports jupyter_client, nbclient and nbformat (Debian: python3-jupyter-client python3-nbclient python3-nbformat)")
	}
	t.Skip("no python3 with jupyter_client, nbclient and nbformat")
	return ""
}

// TestKernelInJupyter installs the kernelspec in a temporary prefix and
// runs a notebook through Jupyter's nbclient with the kernel cgcalc (this
// test binary, running main: see TestMain), checking each cell's outputs:
// values as text/plain, a picture as image/svg+xml, printed output as a
// stream, an error with its position, a cell that never ends interrupted
// and the kernel answering the next cell with its definitions.
func TestKernelInJupyter(t *testing.T) {
	t.Parallel()
	python := jupyterPython(t)
	prefix := t.TempDir()
	inst := runChild(t, nil, "kernel", "install", "--prefix", prefix)
	if inst.code != 0 {
		t.Fatalf("cgcalc kernel install: status %d: %s", inst.code, inst.stderr)
	}
	var spec struct {
		Argv          []string `json:"argv"`
		Language      string   `json:"language"`
		InterruptMode string   `json:"interrupt_mode"`
	}
	data, err := os.ReadFile(filepath.Join(prefix, "share", "jupyter", "kernels", "cgcalc", "kernel.json"))
	if err == nil {
		err = json.Unmarshal(data, &spec)
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(spec.Argv) != 3 || !filepath.IsAbs(spec.Argv[0]) || spec.Argv[1] != "kernel" || spec.Argv[2] != "{connection_file}" || spec.InterruptMode != "message" {
		t.Fatalf("kernel.json: %s", data)
	}

	type cell struct {
		Source  string  `json:"source"`
		Timeout float64 `json:"timeout"`
		want    []string
	}
	cells := []cell{
		// 1/2 + 1/2 = 1; {1|} = 2 by the simplicity rule (Winning Ways,
		// ch. 2).
		{Source: "(+ 1/2 1/2)\n{1|}", want: []string{"execute_result text/plain 1", "execute_result text/plain 2"}},
		// {2|-1} = 1/2±3/2: a hot game {a|b} is (a+b)/2 ± (a-b)/2
		// (Winning Ways, ch. 6).
		{Source: "(setq g {2|-1})\n(draw g)", want: []string{"execute_result text/plain 1/2±3/2", "display_data image/svg+xml <svg"}},
		{Source: `(show (domineering "..|.."))`, want: []string{"display_data image/svg+xml <svg"}},
		{Source: "(print 'hello)", want: []string{"stream stdout hello\n", "execute_result text/plain hello"}},
		{Source: "(+ 1 2)\n  (car 5)", want: []string{"execute_result text/plain 3", "error Error cell:2:3: car: 5 is not a list"}},
		// Interrupted after a second without an answer.
		{Source: "(while t)", Timeout: 1, want: []string{"error Interrupted cell:1:1: interrupted"}},
		{Source: "(mean g)", want: []string{"execute_result text/plain 1/2"}}, // {2|-1} has mean (2 + -1)/2
	}
	for i := range cells {
		if cells[i].Timeout == 0 {
			cells[i].Timeout = 120 // a hang guard, not a measure
		}
	}
	dir := t.TempDir()
	in, err := json.Marshal(cells)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cells.json"), in, 0o644); err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs(filepath.Join("testdata", "kernel_notebook.py"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, script, filepath.Join(dir, "cells.json"))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), childEnv+"=1", "JUPYTER_PATH="+filepath.Join(prefix, "share", "jupyter"),
		"JUPYTER_RUNTIME_DIR="+filepath.Join(dir, "runtime"), "JUPYTER_DATA_DIR="+filepath.Join(dir, "data"),
		"JUPYTER_PLATFORM_DIRS=1", "HOME="+dir, "CGCALC_HISTORY=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("nbclient: %v\n%s", err, stderr.String())
	}
	var nb struct {
		Language string `json:"language"`
		Cells    [][]map[string]any
	}
	if err := json.Unmarshal(stdout.Bytes(), &nb); err != nil {
		t.Fatalf("nbclient's outputs: %v\n%s", err, stdout.String())
	}
	if nb.Language != "cgcalc" || len(nb.Cells) != len(cells) {
		t.Fatalf("the notebook: language %q, %d cells of outputs, want cgcalc and %d", nb.Language, len(nb.Cells), len(cells))
	}
	for i, c := range cells {
		var got []string
		for _, o := range nb.Cells[i] {
			got = append(got, outputSummary(o))
		}
		ok := len(got) == len(c.want)
		for j := 0; ok && j < len(got); j++ {
			ok = strings.HasPrefix(got[j], c.want[j])
		}
		if !ok {
			t.Errorf("cell %q: outputs %q, want %q", c.Source, got, c.want)
		}
	}
}

// outputSummary is one output of a notebook's cell in one line: its type,
// then the stream's name and text, the error's name and value, or the
// richest of the data's kinds (SVG from "<svg", or text) and its text.
func outputSummary(o map[string]any) string {
	typ, _ := o["output_type"].(string)
	switch typ {
	case "stream":
		return typ + " " + str(o["name"]) + " " + str(o["text"])
	case "error":
		return typ + " " + str(o["ename"]) + " " + str(o["evalue"])
	}
	data, _ := o["data"].(map[string]any)
	if svg, ok := data["image/svg+xml"]; ok {
		s := str(svg)
		return typ + " image/svg+xml " + s[max(strings.Index(s, "<svg"), 0):]
	}
	return typ + " text/plain " + str(data["text/plain"])
}

// str is v as a string; nbformat may keep a text as a list of lines.
func str(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		var b strings.Builder
		for _, l := range x {
			b.WriteString(str(l))
		}
		return b.String()
	}
	return ""
}

// TestKernelCommand checks cgcalc kernel's command line: its usage, and
// the one-line errors of a missing or bad connection file and of bad
// flags.
func TestKernelCommand(t *testing.T) {
	dir := t.TempDir()
	notJSON := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(notJSON, []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	udp := filepath.Join(dir, "udp.json")
	if err := os.WriteFile(udp, []byte(`{"transport": "udp"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	runCommands(t, []commandCase{
		{name: "no connection file", args: []string{"kernel"}, code: 2,
			wantErr: "cgcalc kernel: give one CONNECTION_FILE (see cgcalc kernel --help)\n"},
		{name: "a bad flag", args: []string{"kernel", "--nope", "f.json"}, code: 2,
			wantErr: "cgcalc kernel: unknown flag -nope (see cgcalc kernel --help)\n"},
		{name: "a missing file", args: []string{"kernel", filepath.Join(dir, "none.json")}, code: 1,
			wantErr: "cgcalc kernel: open " + filepath.Join(dir, "none.json") + ": no such file or directory\n"},
		{name: "not JSON", args: []string{"kernel", notJSON}, code: 1,
			wantErr: "cgcalc kernel: " + notJSON + ": not a connection file: invalid character 'o' in literal null (expecting 'u')\n"},
		{name: "another transport", args: []string{"kernel", udp}, code: 1,
			wantErr: "cgcalc kernel: " + udp + ": transport \"udp\": the kernel speaks tcp and ipc\n"},
		{name: "install: both places", args: []string{"kernel", "install", "--user", "--prefix", dir}, code: 2,
			wantErr: "cgcalc kernel install: give --user or --prefix, not both (see cgcalc kernel --help)\n"},
		{name: "install: an argument", args: []string{"kernel", "install", "here"}, code: 2,
			wantErr: "cgcalc kernel install: unexpected argument \"here\" (see cgcalc kernel --help)\n"},
	})
	out, errOut, code := runProgram(t, "", "kernel", "--help")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, kernelUsage) || !strings.Contains(out, "-max-memory") {
		t.Errorf("cgcalc kernel --help: status %d, %q, %q", code, out, errOut)
	}
	if out, _, _ := runProgram(t, "", "--help"); !strings.Contains(out, "cgcalc kernel install [--user | --prefix DIR]") {
		t.Errorf("cgcalc --help does not tell of cgcalc kernel:\n%s", out)
	}
}

// TestKernelInstallUser checks that --user installs under
// $JUPYTER_DATA_DIR, as Jupyter's own install does.
func TestKernelInstallUser(t *testing.T) {
	data := t.TempDir()
	var out, errOut bytes.Buffer
	code := run([]string{"kernel", "install", "--user"}, env{
		stdout: &out, stderr: &errOut,
		getenv: func(name string) string {
			if name == "JUPYTER_DATA_DIR" {
				return data
			}
			return ""
		},
	})
	spec := filepath.Join(data, "kernels", "cgcalc", "kernel.json")
	if code != 0 || !strings.HasPrefix(out.String(), "cgcalc: installed the Jupyter kernel cgcalc in "+filepath.Dir(spec)+" ") {
		t.Fatalf("status %d, %q, %q", code, out.String(), errOut.String())
	}
	if _, err := os.Stat(spec); err != nil {
		t.Error(err)
	}
}
