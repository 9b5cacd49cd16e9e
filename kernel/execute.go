package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"time"

	"cgcalc/cells"
	"cgcalc/eval"
)

// executeRequest is the content of an execute_request.
type executeRequest struct {
	Code         string `json:"code"`
	Silent       bool   `json:"silent"`
	StoreHistory *bool  `json:"store_history"`
}

// execute evaluates the forms of a code cell in order, stopping at the
// first error, and returns the content of its execute_reply. On iopub go
// the cell (execute_input), what the forms print (stream stdout), their
// pictures (display_data, SVG), their values (execute_result, text) and
// the error (error), each as it comes; a silent request publishes none.
func (k *Kernel) execute(req *Message) map[string]any {
	var c executeRequest
	if err := json.Unmarshal(req.Content, &c); err != nil {
		return errorContent(k.count, "Error", "execute_request: "+err.Error(), nil)
	}
	if !c.Silent && (c.StoreHistory == nil || *c.StoreHistory) {
		k.count++
	}
	ctx, stop := context.WithCancel(k.ctx)
	k.runMu.Lock()
	k.stop = stop
	k.runMu.Unlock()
	defer func() {
		k.runMu.Lock()
		k.stop = nil
		k.runMu.Unlock()
		stop()
	}()
	// Interruptible from here on: a client that has seen execute_input
	// may interrupt.
	if !c.Silent {
		k.publish(req, "execute_input", map[string]any{"code": c.Code, "execution_count": k.count})
	}
	k.parent = req
	k.out.start(req, c.Silent)
	err := k.run(ctx, c.Code, c.Silent)
	k.out.end()
	k.parent = nil
	if err == nil {
		return map[string]any{"status": "ok", "execution_count": k.count, "payload": []any{}, "user_expressions": map[string]any{}}
	}
	ename := "Error"
	if errors.Is(err, eval.ErrInterrupted) {
		ename = "Interrupted"
	}
	msg, trace := errorText(err)
	if !c.Silent {
		k.publish(req, "error", map[string]any{"ename": ename, "evalue": msg, "traceback": trace})
	}
	return errorContent(k.count, ename, msg, trace)
}

// run evaluates the forms of code, publishing each one's output, pictures
// and value, and returns the first error.
func (k *Kernel) run(ctx context.Context, code string, silent bool) error {
	forms, err := cells.Read(code)
	if err != nil {
		return err
	}
	for _, f := range forms {
		text, err := cells.Eval(ctx, k.in, f.Node)
		if err != nil {
			if t := cells.PartialText(err); t != "" {
				k.out.WriteString(t)
			}
			return err
		}
		k.out.flush()
		if text != "" && !silent {
			k.publish(k.parent, "execute_result", map[string]any{
				"execution_count": k.count,
				"data":            map[string]any{"text/plain": text},
				"metadata":        map[string]any{},
			})
		}
	}
	return nil
}

// errorText returns the one-line message of err, "cell:LINE:COL:
// message", and its traceback: that line, then the user functions that
// were active, one line each.
func errorText(err error) (string, []string) {
	msg := err.Error()
	var exit *eval.ExitError
	if errors.As(err, &exit) {
		msg = "exit: the kernel ends by the notebook's shutdown or restart, not by exit"
		var e *eval.Error
		if errors.As(err, &e) && e.Pos.IsValid() {
			msg = e.Pos.String() + ": " + msg
		}
	}
	first, _, _ := strings.Cut(msg, "\n")
	trace := strings.Split(strings.TrimRight(msg, "\n"), "\n")
	var e *eval.Error
	if errors.As(err, &e) {
		if bt := strings.TrimRight(e.Backtrace(), "\n"); bt != "" {
			trace = append(trace, strings.Split(bt, "\n")...)
		}
	}
	return first, trace
}

// errorContent is the content of an execute_reply for an error.
func errorContent(count int, ename, evalue string, trace []string) map[string]any {
	if trace == nil {
		trace = []string{evalue}
	}
	return map[string]any{
		"status": "error", "execution_count": count,
		"ename": ename, "evalue": evalue, "traceback": trace,
	}
}

// silent reports whether the running request is silent.
func (k *Kernel) silent() bool {
	k.out.mu.Lock()
	defer k.out.mu.Unlock()
	return k.out.silent
}

// picture publishes a picture a form made as display_data: its SVG, and a
// line of text for a client that shows no SVG.
func (k *Kernel) picture(svg []byte) {
	k.out.flush()
	if k.parent == nil || k.silent() {
		return
	}
	k.publish(k.parent, "display_data", map[string]any{
		"data": map[string]any{
			"image/svg+xml": string(svg),
			"text/plain":    "a picture (SVG)",
		},
		"metadata": map[string]any{},
	})
}

// streamWriter is the interpreter's output: what a form prints goes to
// the notebook as stream stdout, sent when the form ends or makes a
// picture, when 8 KiB are waiting, or a tenth of a second after the first
// byte waiting, so that a long computation's printing shows as it goes.
type streamWriter struct {
	k      *Kernel
	mu     sync.Mutex // the buffer is sent by the evaluation and by a timer
	b      strings.Builder
	timer  *time.Timer // sends what waits, when set
	silent bool
	parent *Message // the request the output answers (nil: none)
}

func (w *streamWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	switch {
	case w.b.Len() >= 8<<10:
		w.flushLocked()
	case w.timer == nil:
		w.timer = time.AfterFunc(100*time.Millisecond, w.flush)
	}
	return len(p), nil
}

// WriteString writes s.
func (w *streamWriter) WriteString(s string) (int, error) { return w.Write([]byte(s)) }

// start directs the output to the request parent, silent or not.
func (w *streamWriter) start(parent *Message, silent bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.parent, w.silent = parent, silent
}

// end sends what waits and directs the output nowhere.
func (w *streamWriter) end() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.flushLocked()
	w.parent = nil
}

// flush sends what waits.
func (w *streamWriter) flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.flushLocked()
}

func (w *streamWriter) flushLocked() {
	if w.timer != nil {
		w.timer.Stop()
		w.timer = nil
	}
	if w.b.Len() == 0 {
		return
	}
	text := w.b.String()
	w.b.Reset()
	if w.silent || w.parent == nil {
		return
	}
	w.k.publish(w.parent, "stream", map[string]any{"name": "stdout", "text": text})
}
