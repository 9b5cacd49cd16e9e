package worksheet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// A worksheet saved as a Jupyter notebook (.ipynb, nbformat 4.5) and
// opened from one, so that it moves between the page and Jupyter with the
// cgcalc kernel unchanged. The page's cells (PageCell) become notebook
// cells: a text cell a markdown cell, a code cell a code cell whose
// outputs are its kept results, form by form: what the form printed (a
// stream), its pictures (display_data, image/svg+xml), its widgets
// (display_data, WidgetMIME) and its value (execute_result, text/plain)
// or its error (an error output). The cell's metadata.cgcalc keeps what
// the outputs do not say: each form's source and how many outputs it
// made, and whether the evaluation was stopped. A notebook that Jupyter
// ran (its outputs made by the kernel, not the page) is read form by form
// all the same: a value or an error ends a form.
//
// The file is written as Jupyter writes it (keys sorted, one space of
// indent, text split into lines), so that Jupyter saves it back
// unchanged.

// PageCell is a cell as the page keeps and saves it: its kind, "code" or
// "text" (Markdown), its source, and its reply: for a code cell the
// EvalReply of its last evaluation, for a text cell {"rendered": true}.
type PageCell struct {
	Kind   string          `json:"kind"`
	Source string          `json:"source"`
	Reply  json.RawMessage `json:"reply,omitempty"`
}

// WidgetMIME is the MIME type of a widget (explore, play, edit-board) in
// a notebook's display_data: {"kind": KIND, "data": DATA}. Jupyter keeps
// it and shows its text/plain instead.
const WidgetMIME = "application/vnd.cgcalc.widget+json"

// widgetText is what Jupyter shows in place of a widget.
const widgetText = "(an interactive %s: open the notebook in cgcalc's worksheet, cgcalc serve, to use it)"

// NotebookLanguage is the notebook's metadata.language_info, and
// NotebookKernel its metadata.kernelspec: the cgcalc kernel.
var (
	NotebookLanguage = map[string]any{"name": "cgcalc", "file_extension": ".lisp", "mimetype": "text/x-common-lisp", "codemirror_mode": "commonlisp"}
	NotebookKernel   = map[string]any{"name": "cgcalc", "display_name": "cgcalc", "language": "cgcalc"}
)

// cellMeta is a code cell's metadata.cgcalc. (The fields of these
// structs are in the order of their names, as Jupyter writes keys.)
type cellMeta struct {
	Notice  string     `json:"notice,omitempty"`
	Results []formMeta `json:"results"`
	Stopped bool       `json:"stopped,omitempty"`
}

// formMeta is one form of a cell: the number of outputs it made and its
// source.
type formMeta struct {
	Outputs int    `json:"outputs"`
	Source  string `json:"source"`
}

// ToNotebook returns the page's cells as a notebook (nbformat 4.5), the
// text of an .ipynb file.
func ToNotebook(cells []PageCell) ([]byte, error) {
	out := make([]any, 0, len(cells))
	count := 0
	for i, c := range cells {
		cell := map[string]any{"id": fmt.Sprintf("cell-%d", i+1), "metadata": map[string]any{}, "source": splitLines(c.Source)}
		switch c.Kind {
		case "text":
			cell["cell_type"] = "markdown"
		case "code", "":
			cell["cell_type"] = "code"
			cell["execution_count"] = nil
			cell["outputs"] = []any{}
			if len(c.Reply) == 0 || string(c.Reply) == "null" {
				break
			}
			var reply EvalReply
			if err := json.Unmarshal(c.Reply, &reply); err != nil {
				return nil, fmt.Errorf("cell %d: its reply: %v", i+1, err)
			}
			count++
			outputs, meta, err := replyOutputs(reply, count)
			if err != nil {
				return nil, fmt.Errorf("cell %d: %v", i+1, err)
			}
			cell["execution_count"], cell["outputs"] = count, outputs
			cell["metadata"] = map[string]any{"cgcalc": meta}
		default:
			return nil, fmt.Errorf("cell %d: kind %q is neither code nor text", i+1, c.Kind)
		}
		out = append(out, cell)
	}
	nb := map[string]any{
		"cells":          out,
		"metadata":       map[string]any{"kernelspec": NotebookKernel, "language_info": NotebookLanguage},
		"nbformat":       4,
		"nbformat_minor": 5,
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(nb); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// replyOutputs returns the outputs of a code cell's reply, numbered
// count, and its metadata.cgcalc.
func replyOutputs(reply EvalReply, count int) ([]any, cellMeta, error) {
	outputs := []any{}
	meta := cellMeta{Results: []formMeta{}, Stopped: reply.Stopped, Notice: reply.Notice}
	for _, r := range reply.Results {
		before := len(outputs)
		if r.Output != "" {
			outputs = append(outputs, map[string]any{"output_type": "stream", "name": "stdout", "text": splitLines(r.Output)})
		}
		svgs := r.SVGs
		if len(svgs) == 0 && r.SVG != "" {
			svgs = []string{r.SVG}
		}
		for _, svg := range svgs {
			outputs = append(outputs, map[string]any{"output_type": "display_data", "metadata": map[string]any{},
				"data": map[string]any{"image/svg+xml": splitLines(svg), "text/plain": splitLines("(a picture)")}})
		}
		for _, w := range r.Widgets {
			var data any
			dec := json.NewDecoder(bytes.NewReader(w.Data))
			dec.UseNumber() // numbers as written, not as floats
			if err := dec.Decode(&data); err != nil {
				return nil, meta, fmt.Errorf("a %s widget: %v", w.Kind, err)
			}
			outputs = append(outputs, map[string]any{"output_type": "display_data", "metadata": map[string]any{},
				"data": map[string]any{WidgetMIME: map[string]any{"kind": w.Kind, "data": data},
					"text/plain": splitLines(fmt.Sprintf(widgetText, w.Kind))}})
		}
		switch {
		case r.Error != "":
			ename := "Error"
			if reply.Stopped {
				ename = "Interrupted"
			}
			outputs = append(outputs, map[string]any{"output_type": "error", "ename": ename, "evalue": r.Error,
				"traceback": strings.Split(r.Error, "\n")})
		case r.Text != "":
			outputs = append(outputs, map[string]any{"output_type": "execute_result", "execution_count": count,
				"metadata": map[string]any{}, "data": map[string]any{"text/plain": splitLines(r.Text)}})
		}
		meta.Results = append(meta.Results, formMeta{Outputs: len(outputs) - before, Source: r.Source})
	}
	return outputs, meta, nil
}

// splitLines splits s after each line break, as Python's
// str.splitlines(True) does and so as Jupyter writes a notebook's text.
func splitLines(s string) []string {
	lines := []string{}
	start := 0
	for i, r := range s {
		switch r {
		case '\n', '\v', '\f', '\x1c', '\x1d', '\x1e', '\u0085', '\u2028', '\u2029':
		case '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				continue
			}
		default:
			continue
		}
		end := i + len(string(r))
		lines = append(lines, s[start:end])
		start = end
	}
	if start < len(s) {
		lines = append(lines, s[start:])
	}
	return lines
}

// notebook is what FromNotebook reads of a notebook.
type notebook struct {
	NBFormat *int     `json:"nbformat"`
	Cells    []nbCell `json:"cells"`
}

type nbCell struct {
	CellType string    `json:"cell_type"`
	Source   multiline `json:"source"`
	Outputs  []output  `json:"outputs"`
	Metadata struct {
		Cgcalc *cellMeta `json:"cgcalc"`
	} `json:"metadata"`
}

type output struct {
	OutputType string                     `json:"output_type"`
	Name       string                     `json:"name"`
	Text       multiline                  `json:"text"`
	Data       map[string]json.RawMessage `json:"data"`
	EValue     string                     `json:"evalue"`
	Traceback  []string                   `json:"traceback"`
	EName      string                     `json:"ename"`
}

// multiline is a notebook's text: a string, or a list of strings to join.
type multiline string

func (m *multiline) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*m = multiline(s)
		return nil
	}
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		return errors.New("text that is neither a string nor a list of strings")
	}
	*m = multiline(strings.Join(list, ""))
	return nil
}

// FromNotebook reads the text of an .ipynb file (nbformat 4) into the
// page's cells: markdown (and raw) cells as text cells, code cells with
// their outputs as their kept replies.
func FromNotebook(data []byte) ([]PageCell, error) {
	var nb notebook
	if err := json.Unmarshal(data, &nb); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("not a notebook: not JSON (at byte %d: %v)", se.Offset, err)
		}
		return nil, fmt.Errorf("not a notebook: %v", err)
	}
	if nb.NBFormat == nil || *nb.NBFormat != 4 {
		return nil, errors.New("not a notebook of nbformat 4 (Jupyter's since 2015): open it in Jupyter and save it again")
	}
	cells := make([]PageCell, 0, len(nb.Cells))
	for i, c := range nb.Cells {
		switch c.CellType {
		case "markdown", "raw":
			cells = append(cells, PageCell{Kind: "text", Source: string(c.Source), Reply: json.RawMessage(`{"rendered":true}`)})
		case "code":
			pc := PageCell{Kind: "code", Source: string(c.Source)}
			if len(c.Outputs) > 0 || c.Metadata.Cgcalc != nil {
				reply, err := outputsReply(c.Outputs, c.Metadata.Cgcalc)
				if err != nil {
					return nil, fmt.Errorf("cell %d: %v", i+1, err)
				}
				if pc.Reply, err = json.Marshal(reply); err != nil {
					return nil, err
				}
			}
			cells = append(cells, pc)
		default:
			return nil, fmt.Errorf("cell %d: cell_type %q is not markdown, code or raw", i+1, c.CellType)
		}
	}
	return cells, nil
}

// outputsReply returns the reply that a code cell's outputs show. When
// meta counts the outputs, its forms divide them; otherwise a value or an
// error ends each form.
func outputsReply(outputs []output, meta *cellMeta) (EvalReply, error) {
	reply := EvalReply{Results: []Result{}}
	var sizes []int
	if meta != nil {
		reply.Stopped, reply.Notice = meta.Stopped, meta.Notice
		total := 0
		for _, f := range meta.Results {
			total += f.Outputs
		}
		if total == len(outputs) {
			for _, f := range meta.Results {
				sizes = append(sizes, f.Outputs)
			}
		}
	}
	var cur *Result
	for i, o := range outputs {
		if cur == nil {
			reply.Results = append(reply.Results, Result{})
			cur = &reply.Results[len(reply.Results)-1]
			if sizes != nil {
				cur.Source = meta.Results[len(reply.Results)-1].Source
			}
		}
		ends, err := addOutput(cur, o)
		if err != nil {
			return reply, fmt.Errorf("output %d: %v", i+1, err)
		}
		if o.OutputType == "error" && o.EName == "Interrupted" {
			reply.Stopped = true
		}
		if sizes != nil {
			sizes[len(reply.Results)-1]--
			ends = sizes[len(reply.Results)-1] == 0
		}
		if ends {
			cur = nil
		}
	}
	if sizes != nil {
		// Forms that made no output (there are none in a page's reply,
		// but the counts say so).
		for len(reply.Results) < len(meta.Results) {
			reply.Results = append(reply.Results, Result{Source: meta.Results[len(reply.Results)].Source})
		}
	}
	for i := range reply.Results {
		if r := &reply.Results[i]; len(r.SVGs) == 1 {
			r.SVGs = nil
		}
	}
	return reply, nil
}

// addOutput adds output o to result r and reports whether it ends the
// form: a value or an error.
func addOutput(r *Result, o output) (bool, error) {
	switch o.OutputType {
	case "stream":
		r.Output += string(o.Text)
		return false, nil
	case "error":
		r.Error = o.EValue
		if r.Error == "" {
			r.Error = strings.Join(o.Traceback, "\n")
		}
		return true, nil
	case "display_data", "execute_result":
	default:
		return false, fmt.Errorf("output_type %q is not stream, display_data, execute_result or error", o.OutputType)
	}
	var text multiline
	if raw, ok := o.Data["text/plain"]; ok {
		if err := json.Unmarshal(raw, &text); err != nil {
			return false, fmt.Errorf("text/plain: %v", err)
		}
	}
	if raw, ok := o.Data["image/svg+xml"]; ok {
		var svg multiline
		if err := json.Unmarshal(raw, &svg); err != nil {
			return false, fmt.Errorf("image/svg+xml: %v", err)
		}
		r.SVG = string(svg)
		r.SVGs = append(r.SVGs, r.SVG)
		return false, nil
	}
	if raw, ok := o.Data[WidgetMIME]; ok {
		var w Widget
		if err := json.Unmarshal(raw, &w); err != nil {
			return false, fmt.Errorf("%s: %v", WidgetMIME, err)
		}
		var b bytes.Buffer
		if err := json.Compact(&b, w.Data); err != nil {
			return false, fmt.Errorf("%s: %v", WidgetMIME, err)
		}
		w.Data = b.Bytes()
		r.Widgets = append(r.Widgets, w)
		return false, nil
	}
	if o.OutputType == "execute_result" {
		r.Text = string(text)
		return true, nil
	}
	// Another kernel's display of text: shown as printed output.
	r.Output += string(text)
	return false, nil
}

// NotebookRequest is the body of POST /api/notebook/save, the page's
// cells, and the reply of POST /api/notebook/open.
type NotebookRequest struct {
	Cells []PageCell `json:"cells"`
}

// NotebookText is the reply of POST /api/notebook/save, the text of the
// .ipynb file, and the body of POST /api/notebook/open, the text of the
// file opened.
type NotebookText struct {
	Notebook string `json:"notebook"`
}

// MaxNotebook bounds the body of the notebook calls, which carry every
// cell's results (Config.MaxBody bounds the others).
const MaxNotebook = 32 << 20

// handleNotebookSave converts the page's cells into a notebook. Like
// handleMarkdown it needs no session: it evaluates nothing.
func (s *Server) handleNotebookSave(w http.ResponseWriter, r *http.Request) {
	var req NotebookRequest
	if !readJSON(w, r, &req) {
		return
	}
	text, err := ToNotebook(req.Cells)
	if err != nil {
		writeError(w, http.StatusBadRequest, "cannot save as a notebook: "+err.Error())
		return
	}
	writeJSON(w, http.StatusOK, NotebookText{string(text)})
}

// handleNotebookOpen reads a notebook into the page's cells.
func (s *Server) handleNotebookOpen(w http.ResponseWriter, r *http.Request) {
	var req NotebookText
	if !readJSON(w, r, &req) {
		return
	}
	cells, err := FromNotebook([]byte(req.Notebook))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, NotebookRequest{cells})
}
