package main

import (
	"bytes"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"cgcalc/worksheet"
)

// TestWorksheetNotebookThroughJupyter saves a worksheet as a notebook,
// runs it in Jupyter (nbclient, with the cgcalc kernel installed in a
// temporary prefix), and opens what Jupyter wrote in the worksheet again:
// the same cells, and the kernel's outputs (the worksheet's are cleared
// before the run) read back as the results the worksheet had shown (values, printed output, pictures, an error with
// its position). Skipped without Jupyter's Python packages unless
// CGCALC_REQUIRE_JUPYTER is set.
func TestWorksheetNotebookThroughJupyter(t *testing.T) {
	python := notebookPython(t)
	prefix := t.TempDir()
	if inst := runChild(t, nil, "kernel", "install", "--prefix", prefix); inst.code != 0 {
		t.Fatalf("cgcalc kernel install: status %d: %s", inst.code, inst.stderr)
	}

	// The worksheet's cells, evaluated by a worksheet server as the page
	// evaluates them.
	srcs := []string{
		"# A lesson\nThe values of a few games.",
		"(+ 1/2 1/4)\n{1|}",
		"(defun f (x) (car x))\n(princ \"hi\")\n(draw {2|-1})\n(list 1 ^ *2)",
		`(show (domineering "..|.."))`,
		"(f 5)",
		"(+ 2 2)",
	}
	cells := worksheetCells(t, srcs)
	text, err := worksheet.ToNotebook(cells)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "lesson.ipynb"), filepath.Join(dir, "ran.ipynb")
	if err := os.WriteFile(in, text, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-c", `import sys, nbformat
from nbclient import NotebookClient
nb = nbformat.read(sys.argv[1], as_version=4)
for cell in nb.cells:  # every output read back is the kernel's
    if cell.cell_type == "code":
        cell.outputs = []
# timeout: a guard against a hang, not a measure.
NotebookClient(nb, timeout=120, kernel_name="cgcalc", allow_errors=True).execute()
nbformat.write(nb, sys.argv[2])
`, in, out)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), childEnv+"=1", "JUPYTER_PATH="+filepath.Join(prefix, "share", "jupyter"),
		"JUPYTER_RUNTIME_DIR="+filepath.Join(dir, "runtime"), "JUPYTER_DATA_DIR="+filepath.Join(dir, "data"),
		"JUPYTER_PLATFORM_DIRS=1", "HOME="+dir, "CGCALC_HISTORY=")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nbclient: %v\n%s", err, msg)
	}
	ran, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	back, err := worksheet.FromNotebook(ran)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(cells) {
		t.Fatalf("%d cells back, want %d", len(back), len(cells))
	}
	for i := range cells {
		g, w := back[i], cells[i]
		if g.Kind != w.Kind || g.Source != w.Source || !reflect.DeepEqual(replyValue(t, g.Reply), replyValue(t, w.Reply)) {
			t.Errorf("cell %d after Jupyter:\n%s %q %s\nwant\n%s %q %s", i+1, g.Kind, g.Source, g.Reply, w.Kind, w.Source, w.Reply)
		}
	}
}

// notebookPython returns Debian's python3 with nbclient and nbformat, or
// skips the test (fails it when CGCALC_REQUIRE_JUPYTER is set).
func notebookPython(t *testing.T) string {
	t.Helper()
	py := "/usr/bin/python3"
	if exec.Command(py, "-c", "import jupyter_client, nbclient, nbformat").Run() != nil {
		if os.Getenv("CGCALC_REQUIRE_JUPYTER") != "" {
			t.Fatal("no python3 imports jupyter_client, nbclient and nbformat (Debian: python3-jupyter-client python3-nbclient python3-nbformat)")
		}
		t.Skip("no python3 with jupyter_client, nbclient and nbformat")
	}
	return py
}

// worksheetCells evaluates srcs in a worksheet server's session (its
// worker is this test binary, as cgcalc serve --worker) and returns them
// as the page keeps them; a source starting with "#" is a text cell.
func worksheetCells(t *testing.T, srcs []string) []worksheet.PageCell {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := worksheet.New(worksheet.Config{Addr: l.Addr().String()})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv)
	ts.Listener.Close()
	ts.Listener = l
	ts.Start()
	defer func() {
		srv.Close()
		ts.Close()
	}()
	post := func(path string, in, out any) {
		t.Helper()
		b, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := ts.Client().Post(ts.URL+path, "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("POST %s: status %d", path, resp.StatusCode)
		}
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			t.Fatal(err)
		}
	}
	var sess struct{ Session string }
	post("/api/sessions", struct{}{}, &sess)
	var cells []worksheet.PageCell
	for _, src := range srcs {
		if strings.HasPrefix(src, "#") {
			cells = append(cells, worksheet.PageCell{Kind: "text", Source: src, Reply: json.RawMessage(`{"rendered":true}`)})
			continue
		}
		var reply json.RawMessage
		post("/api/eval", worksheet.EvalRequest{Session: sess.Session, Source: src}, &reply)
		cells = append(cells, worksheet.PageCell{Kind: "code", Source: src, Reply: reply})
	}
	return cells
}

// replyValue decodes a reply for comparison.
func replyValue(t *testing.T, b []byte) any {
	t.Helper()
	if len(b) == 0 {
		return nil
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return v
}
