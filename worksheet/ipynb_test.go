package worksheet

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// notebookCells evaluates the code cells of srcs in a real session, as the
// page does, and returns the page's cells with their replies: a text cell
// is one whose source starts with "#" (Markdown), a code cell starting
// with ";; unevaluated" has no reply.
func notebookCells(t *testing.T, s *testServer, srcs []string) []PageCell {
	t.Helper()
	sess := s.newSession()
	var cells []PageCell
	for _, src := range srcs {
		switch {
		case strings.HasPrefix(src, "#"):
			cells = append(cells, PageCell{Kind: "text", Source: src, Reply: json.RawMessage(`{"rendered":true}`)})
		case strings.HasPrefix(src, ";; unevaluated"):
			cells = append(cells, PageCell{Kind: "code", Source: src})
		default:
			reply, err := json.Marshal(s.eval(sess, src))
			if err != nil {
				t.Fatal(err)
			}
			cells = append(cells, PageCell{Kind: "code", Source: src, Reply: reply})
		}
	}
	return cells
}

// lessonSources are the cells of the notebook tests: text, values, a cell
// of several forms (output, a picture, a value), an error with its
// backtrace, a position's picture, an explorer, and a cell not evaluated.
var lessonSources = []string{
	"# Hackenbush\nA *stalk* of blue, red, blue is worth 3/4 (Berlekamp's rule).",
	"(+ 1/2 1/4)",
	"(defun f (x) (car x))\n(princ \"hi\")\n(draw {2|1})\n(list 1 ^ *2)",
	"(f 5)",
	"(show (hackenbush \"lrl\"))",
	"(explore {1|0})",
	";; unevaluated\n(+ 2 2)",
	"#",
}

// jsonValue decodes b for comparison, numbers as written.
func jsonValue(t *testing.T, b []byte) any {
	t.Helper()
	if len(b) == 0 {
		return nil
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return v
}

// sameCells fails unless got has want's cells, sources and replies (the
// replies compared as JSON values).
func sameCells(t *testing.T, got, want []PageCell) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d cells, want %d", len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Kind != w.Kind || g.Source != w.Source {
			t.Errorf("cell %d: %s %q, want %s %q", i+1, g.Kind, g.Source, w.Kind, w.Source)
		}
		if gv, wv := jsonValue(t, g.Reply), jsonValue(t, w.Reply); !reflect.DeepEqual(gv, wv) {
			t.Errorf("cell %d: reply\n%s\nwant\n%s", i+1, g.Reply, w.Reply)
		}
	}
}

// TestNotebookRoundTrip saves real cells as a notebook and opens it again:
// the same cells and replies, and the notebook written again is the same
// text. The outputs are those Jupyter shows: stream, SVG, text, error.
func TestNotebookRoundTrip(t *testing.T) {
	s := newTestServer(t, Config{})
	cells := notebookCells(t, s, lessonSources)
	text, err := ToNotebook(cells)
	if err != nil {
		t.Fatal(err)
	}
	back, err := FromNotebook(text)
	if err != nil {
		t.Fatal(err)
	}
	sameCells(t, back, cells)
	again, err := ToNotebook(back)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, text) {
		t.Errorf("saved again, the notebook differs:\n%s\nfirst:\n%s", again, text)
	}

	var nb struct {
		Metadata map[string]any
		Cells    []struct {
			CellType string `json:"cell_type"`
			Outputs  []struct {
				OutputType string `json:"output_type"`
				Data       map[string]any
				EValue     string
			}
		}
	}
	if err := json.Unmarshal(text, &nb); err != nil {
		t.Fatal(err)
	}
	ks := nb.Metadata["kernelspec"].(map[string]any)
	if ks["name"] != "cgcalc" || ks["display_name"] != "cgcalc" || ks["language"] != "cgcalc" ||
		nb.Metadata["language_info"].(map[string]any)["name"] != "cgcalc" {
		t.Errorf("metadata %v", nb.Metadata)
	}
	var kinds []string
	for _, c := range nb.Cells {
		k := c.CellType
		for _, o := range c.Outputs {
			k += " " + o.OutputType
			if _, ok := o.Data["image/svg+xml"]; ok {
				k += "(svg)"
			}
			if _, ok := o.Data[WidgetMIME]; ok {
				k += "(widget)"
			}
		}
		kinds = append(kinds, k)
	}
	// defun's value; princ's output and value; draw's picture; the list.
	// (explore's nil, if it prints one, follows its widget.)
	want := []string{"markdown", "code execute_result",
		"code execute_result stream execute_result display_data(svg) execute_result",
		"code error", "code display_data(svg)", "code display_data(widget)", "code", "markdown"}
	kinds[5] = strings.TrimSuffix(kinds[5], " execute_result")
	if !reflect.DeepEqual(kinds, want) {
		t.Errorf("cells and outputs:\n%q\nwant\n%q", kinds, want)
	}
	if e := nb.Cells[3].Outputs[0].EValue; e != "cell:1:14: car: 5 is not a list" {
		t.Errorf("the error output's evalue %q", e)
	}
}

// TestNotebookInJupyter checks the notebook with Jupyter's own library
// (Debian's python3-nbformat): it validates against nbformat's schema, and
// Jupyter writes it back byte for byte. Skipped without nbformat unless
// CGCALC_REQUIRE_JUPYTER is set.
func TestNotebookInJupyter(t *testing.T) {
	py := requireNBFormat(t)
	s := newTestServer(t, Config{})
	text, err := ToNotebook(notebookCells(t, s, lessonSources))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "lesson.ipynb")
	if err := os.WriteFile(file, text, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(py, "-c", `import sys, nbformat
nb = nbformat.read(sys.argv[1], as_version=4)
nbformat.validate(nb)
assert (nb.nbformat, nb.nbformat_minor) == (4, 5), (nb.nbformat, nb.nbformat_minor)
sys.stdout.write(nbformat.writes(nb) + "\n")
`, file).CombinedOutput()
	if err != nil {
		t.Fatalf("nbformat: %v\n%s", err, out)
	}
	if !bytes.Equal(out, text) {
		t.Errorf("Jupyter writes the notebook differently:\n%s\nours:\n%s", out, text)
	}
}

// requireNBFormat returns the Python that has nbformat, or skips the test
// (fails it when CGCALC_REQUIRE_JUPYTER is set).
func requireNBFormat(t *testing.T) string {
	t.Helper()
	py := "/usr/bin/python3"
	if exec.Command(py, "-c", "import nbformat").Run() != nil {
		if os.Getenv("CGCALC_REQUIRE_JUPYTER") != "" {
			t.Fatal("python3-nbformat is missing (apt-get install python3-nbformat)")
		}
		t.Skip("python3-nbformat is missing")
	}
	return py
}

// TestNotebookFromJupyter opens a notebook as Jupyter writes one that the
// kernel ran: text as strings or lists of lines, no cgcalc metadata, so a
// value or an error ends each form; another kernel's text display is
// printed output, and a raw cell is text.
func TestNotebookFromJupyter(t *testing.T) {
	nb := `{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
 {"cell_type": "raw", "id": "a", "metadata": {}, "source": "raw text"},
 {"cell_type": "code", "id": "b", "metadata": {"execution": {}}, "execution_count": 3,
  "source": ["(princ \"hi\")\n", "(draw {2|1})\n", "^"],
  "outputs": [
   {"output_type": "stream", "name": "stdout", "text": ["h", "i"]},
   {"output_type": "execute_result", "execution_count": 3, "metadata": {}, "data": {"text/plain": "\"hi\""}},
   {"output_type": "display_data", "metadata": {}, "data": {"image/svg+xml": ["<svg>\n", "</svg>"], "text/plain": "pic"}},
   {"output_type": "display_data", "metadata": {}, "data": {"text/plain": "note\n"}},
   {"output_type": "execute_result", "execution_count": 3, "metadata": {}, "data": {"text/plain": ["↑"]}}]},
 {"cell_type": "code", "id": "c", "metadata": {}, "execution_count": 4, "source": "(loop)",
  "outputs": [{"output_type": "error", "ename": "Interrupted", "evalue": "cell:1:1: interrupted", "traceback": ["cell:1:1: interrupted"]}]},
 {"cell_type": "code", "id": "d", "metadata": {}, "execution_count": null, "source": "", "outputs": []}]}`
	got, err := FromNotebook([]byte(nb))
	if err != nil {
		t.Fatal(err)
	}
	want := []PageCell{
		{Kind: "text", Source: "raw text", Reply: json.RawMessage(`{"rendered":true}`)},
		{Kind: "code", Source: "(princ \"hi\")\n(draw {2|1})\n^", Reply: json.RawMessage(`{"results":[
			{"source":"","text":"\"hi\"","output":"hi"},
			{"source":"","text":"↑","output":"note\n","svg":"<svg>\n</svg>"}]}`)},
		{Kind: "code", Source: "(loop)", Reply: json.RawMessage(`{"results":[
			{"source":"","text":"","output":"","error":"cell:1:1: interrupted"}],"stopped":true}`)},
		{Kind: "code", Source: ""},
	}
	sameCells(t, got, want)
}

// TestNotebookNotOpened checks the errors of files that are not
// notebooks cgcalc opens.
func TestNotebookNotOpened(t *testing.T) {
	for _, c := range []struct{ text, err string }{
		{`{"cells": [`, "not a notebook: not JSON"},
		{`[1, 2]`, "not a notebook: json: cannot unmarshal array"},
		{`{"nbformat": 3, "worksheets": []}`, "not a notebook of nbformat 4"},
		{`{"nbformat": 4, "cells": [{"cell_type": "heading", "source": "x"}]}`, `cell 1: cell_type "heading"`},
		{`{"nbformat": 4, "cells": [{"cell_type": "code", "source": 5}]}`, "neither a string nor a list of strings"},
		{`{"nbformat": 4, "cells": [{"cell_type": "code", "source": "", "outputs": [{"output_type": "update_display_data"}]}]}`,
			`cell 1: output 1: output_type "update_display_data"`},
	} {
		_, err := FromNotebook([]byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %v, want one containing %q", c.text, err, c.err)
		}
	}
	if _, err := ToNotebook([]PageCell{{Kind: "chart"}}); err == nil || !strings.Contains(err.Error(), `kind "chart"`) {
		t.Errorf("a cell of kind chart: %v", err)
	}
}

// TestSplitLines checks splitLines against Python's str.splitlines(True),
// whose results these are.
func TestSplitLines(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", []string{}},
		{"a", []string{"a"}},
		{"a\n", []string{"a\n"}},
		{"a\nb", []string{"a\n", "b"}},
		{"a\r\nb\rc\n\n", []string{"a\r\n", "b\r", "c\n", "\n"}},
		{"a\u2028b\x0cc\u0085", []string{"a\u2028", "b\x0c", "c\u0085"}},
	} {
		if got := splitLines(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("splitLines(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNotebookAPI saves and opens a notebook through the server, as the
// page does, one larger than the bound on other requests included.
func TestNotebookAPI(t *testing.T) {
	s := newTestServer(t, Config{MaxBody: 4 << 10})
	cells := notebookCells(t, s, []string{"(+ 1 2)", "# A text cell"})
	cells = append(cells, PageCell{Kind: "code", Source: "; " + strings.Repeat("long ", 2000)})
	var saved NotebookText
	s.post("/api/notebook/save", NotebookRequest{cells}, &saved, http.StatusOK, nil)
	var opened NotebookRequest
	s.post("/api/notebook/open", saved, &opened, http.StatusOK, nil)
	sameCells(t, opened.Cells, cells)
	var e struct{ Error string }
	s.post("/api/notebook/open", NotebookText{"{}"}, &e, http.StatusBadRequest, nil)
	if !strings.Contains(e.Error, "nbformat 4") {
		t.Errorf("opening {}: %q", e.Error)
	}
}
