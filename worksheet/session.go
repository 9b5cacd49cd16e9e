package worksheet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"cgcalc/builtins"
	"cgcalc/cells"
	"cgcalc/eval"
	"cgcalc/reader"
)

// cellFile is the file name of a cell's forms in error positions.
const cellFile = cells.File

// session is one browser tab's interpreter. It lives in the session's
// worker process (worker.go), never in the server.
type session struct {
	in  *eval.Interp
	cfg sessionConfig

	progress   atomic.Value  // string: the live progress line
	progressed chan struct{} // a new progress line (capacity 1)
	// onForm, if set, is told of each form before it is evaluated: its
	// position and its text; onResult of each result as it is made.
	onForm   func(pos, source string)
	onResult func(Result)

	// Of the form being evaluated (only the evaluating goroutine).
	out      *limitWriter
	pictures []string
	widgets  []Widget
}

func newSession(cfg sessionConfig) *session {
	st := builtins.DefaultSettings()
	st.MaxSteps = cfg.MaxSteps
	in := builtins.NewWith(st)
	se := &session{in: in, cfg: cfg, progressed: make(chan struct{}, 1)}
	se.progress.Store("")
	se.out = &limitWriter{max: cfg.MaxOutput}
	in.Out = se.out
	in.Status = se.setProgress
	builtins.SetSandbox(in, builtins.Sandbox{
		Picture: func(svg []byte) { se.pictures = append(se.pictures, string(svg)) },
		Widget: func(kind string, data []byte) {
			se.widgets = append(se.widgets, Widget{Kind: kind, Data: json.RawMessage(data)})
		},
	})
	in.LoadPath = func(path string) (string, error) { return loadPath(cfg.Dir, path) }
	return se
}

// setProgress sets the live progress line.
func (se *session) setProgress(line string) {
	se.progress.Store(line)
	select {
	case se.progressed <- struct{}{}:
	default:
	}
}

// errStopped is the cause of an evaluation stopped by /api/cancel.
var errStopped = errors.New("stopped")

// errTimeLimit is the cause of an evaluation stopped by the time limit.
var errTimeLimit = errors.New("time limit")

// Result is the result of one form in the reply of POST /api/eval.
type Result struct {
	Source string `json:"source"`
	Text   string `json:"text"`
	Output string `json:"output"`
	// SVG is the last picture the form made, if any; SVGs all of them
	// when there are several.
	SVG   string   `json:"svg,omitempty"`
	SVGs  []string `json:"svgs,omitempty"`
	Error string   `json:"error,omitempty"`
	// Widgets are the interactive pieces the form made (explore's tree),
	// for the page to draw.
	Widgets []Widget `json:"widgets,omitempty"`
}

// A Widget is an interactive piece of a result: its kind ("explore") and
// its data, as the builtin that made it describes them
// (builtins.ExploreNode for "explore").
type Widget struct {
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
}

// EvalReply is the reply of POST /api/eval.
type EvalReply struct {
	Results []Result `json:"results"`
	Stopped bool     `json:"stopped,omitempty"`
	// Notice, if not empty, is one line about the session rather than the
	// cell: that its worker ended while idle, so this evaluation ran in a
	// fresh one without the earlier definitions.
	Notice string `json:"notice,omitempty"`
}

// evaluate evaluates the forms of src in order, stopping at the first
// error, under the time limit; cancelling ctx with errStopped as the
// cause (/api/cancel, or the client went away) stops it as Ctrl-C does.
func (se *session) evaluate(ctx context.Context, src string) EvalReply {
	reply := EvalReply{Results: []Result{}}
	nodes, err := reader.ReadEntry(cellFile, 1, src)
	if err != nil {
		se.add(&reply, Result{Source: strings.TrimSpace(src), Error: err.Error()})
		return reply
	}
	ctx, cancel := context.WithCancelCause(ctx)
	timer := time.AfterFunc(se.cfg.TimeLimit, func() { cancel(errTimeLimit) })
	defer func() {
		timer.Stop()
		cancel(nil)
		se.progress.Store("")
	}()
	se.out.reset()
	starts := formStarts(src, nodes)
	evalCtx := ctx
	if ignoreStops {
		evalCtx = context.WithoutCancel(ctx)
	}
	for i, n := range nodes {
		res := Result{Source: formText(src, starts, i)}
		if se.onForm != nil {
			se.onForm(n.Pos().String(), res.Source)
		}
		se.pictures, se.widgets = nil, nil
		text, err := cells.Eval(evalCtx, se.in, n)
		res.Output = se.out.take()
		res.Text = text
		if len(se.pictures) > 0 {
			res.SVG = se.pictures[len(se.pictures)-1]
			if len(se.pictures) > 1 {
				res.SVGs = se.pictures
			}
		}
		res.Widgets = se.widgets
		se.pictures, se.widgets = nil, nil
		if err != nil {
			res.Text = ""
			if t := cells.PartialText(err); t != "" {
				if res.Output != "" && !strings.HasSuffix(res.Output, "\n") {
					res.Output += "\n"
				}
				res.Output += t
			}
			res.Error = dirRelative(se.cfg.Dir, se.errorText(ctx, n, err))
			if errors.Is(err, eval.ErrInterrupted) {
				reply.Stopped = true
			}
		}
		se.add(&reply, res)
		if err != nil {
			break
		}
	}
	return reply
}

// add adds res to reply, telling onResult.
func (se *session) add(reply *EvalReply, res Result) {
	reply.Results = append(reply.Results, res)
	if se.onResult != nil {
		se.onResult(res)
	}
}

// ignoreStops, set only by this package's tests, runs evaluations
// detached from their context: stop, the time limit and a client that
// goes away do not reach the interpreter, as they would not reach a
// builtin that never polls. The memory budget's watchdog still does.
var ignoreStops bool

// dirRelative returns text with the paths under dir (as load names the
// files it reads: absolute, symbolic links resolved) written relative to
// dir, so that an error in a loaded file reads "lessons/a.lisp:3:5: ..."
// and does not show where the server keeps its files.
func dirRelative(dir, text string) string {
	if dir == "" {
		return text
	}
	root, err := filepath.Abs(dir)
	if err == nil {
		root, err = filepath.EvalSymlinks(root)
	}
	if err != nil || root == string(filepath.Separator) {
		return text
	}
	text = strings.ReplaceAll(text, root+string(filepath.Separator), "")
	// dir itself, e.g. "load: DIR is a directory".
	var b strings.Builder
	for {
		i := strings.Index(text, root)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		end := i + len(root)
		b.WriteString(text[:i])
		if end == len(text) || strings.IndexByte(" :;,)'\"\n", text[end]) >= 0 {
			b.WriteString(".")
		} else {
			b.WriteString(root)
		}
		text = text[end:]
	}
}

// errorText is the one-line message of err, "cell:LINE:COL: message",
// worded for the worksheet where the REPL's wording does not fit.
func (se *session) errorText(ctx context.Context, n reader.Node, err error) string {
	pos := n.Pos()
	var e *eval.Error
	if errors.As(err, &e) && e.Pos.IsValid() {
		pos = e.Pos
	}
	var exit *eval.ExitError
	switch {
	case errors.As(err, &exit):
		return pos.String() + ": exit: the worksheet has no program to end (close the tab to end the session)"
	case errors.Is(err, eval.ErrInterrupted) && errors.Is(context.Cause(ctx), errTimeLimit):
		return pos.String() + ": " + fmt.Sprintf("time limit of %s reached", limitText(se.cfg.TimeLimit))
	case errors.Is(err, eval.ErrInterrupted) && errors.Is(context.Cause(ctx), errStopped):
		return pos.String() + ": stopped"
	}
	return err.Error()
}

// limitText writes a time limit as "30 s" or "250 ms".
func limitText(d time.Duration) string {
	if d%time.Second == 0 {
		return fmt.Sprintf("%d s", d/time.Second)
	}
	return fmt.Sprintf("%d ms", d/time.Millisecond)
}

// formStarts returns the byte offset in src of each node's first
// character (cells.Starts).
func formStarts(src string, nodes []reader.Node) []int { return cells.Starts(src, nodes) }

// formText returns the text of form i (cells.Text).
func formText(src string, starts []int, i int) string { return cells.Text(src, starts, i) }

// limitWriter keeps what a form prints, up to max bytes for the whole
// evaluation; past that a write fails, which stops the form.
type limitWriter struct {
	max   int
	total int
	b     strings.Builder
}

func (w *limitWriter) reset() { w.total = 0; w.b.Reset() }

// take returns what was written since the last take.
func (w *limitWriter) take() string {
	s := w.b.String()
	w.b.Reset()
	return s
}

func (w *limitWriter) Write(p []byte) (int, error) {
	room := w.max - w.total
	if len(p) > room {
		w.b.Write(p[:max(room, 0)])
		w.total = w.max
		return max(room, 0), fmt.Errorf("output limit of %s reached", eval.FormatBytes(int64(w.max)))
	}
	w.total += len(p)
	w.b.Write(p)
	return len(p), nil
}
