package worksheet

// A session's worker. Each session evaluates in a process of its own, the
// same binary started as cgcalc serve --worker, as a notebook's kernel
// does: a computation that outgrows its memory or will not stop takes only
// its own session with it. The server writes requests to the worker's
// standard input and reads its messages from its standard output, one
// JSON object a line each way:
//
//	server → worker  {"op":"config","config":{...}}     first, once
//	                 {"op":"eval","id":N,"source":"..."} one at a time
//	                 {"op":"cancel","id":N}              stop evaluation N, as Ctrl-C does
//	worker → server  {"id":N,"form":{"pos":"cell:2:1","source":"..."}}  a form starts
//	                 {"id":N,"result":{...}}             its Result
//	                 {"id":N,"progress":"..."}           the live progress line
//	                 {"id":N,"reply":{"results":null,...}}  evaluation N ends: its
//	                                                     EvalReply without the results
//
// The worker ends when its standard input does (the server closed it, or
// died).

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"cgcalc/eval"
)

// Requests' operations.
const (
	opConfig = "config"
	opEval   = "eval"
	opCancel = "cancel"
)

// workerRequest is a line from the server to a worker.
type workerRequest struct {
	Op     string         `json:"op"`
	ID     int64          `json:"id,omitempty"`
	Config *sessionConfig `json:"config,omitempty"`
	Source string         `json:"source,omitempty"`
}

// workerMessage is a line from a worker to the server: one of Form,
// Result, Progress and Reply, about evaluation ID. The results come one
// by one as the forms end, so that those made before a worker is killed
// are kept.
type workerMessage struct {
	ID       int64      `json:"id"`
	Form     *formStart `json:"form,omitempty"`
	Result   *Result    `json:"result,omitempty"`
	Progress *string    `json:"progress,omitempty"`
	Reply    *EvalReply `json:"reply,omitempty"`
}

// formStart says that a form is being evaluated: its position and text.
type formStart struct {
	Pos    string `json:"pos"`
	Source string `json:"source"`
}

// sessionConfig is what a worker's session is given by the server.
type sessionConfig struct {
	Dir       string        `json:"dir,omitempty"`
	TimeLimit time.Duration `json:"time_limit"`
	MaxSteps  int64         `json:"max_steps,omitempty"`
	MaxOutput int           `json:"max_output"`
	// Memory is the worker's memory budget (eval.SetMemoryLimit), or 0.
	Memory int64 `json:"memory,omitempty"`
	// Ceiling is the address space the worker may map beyond what it has
	// mapped when configured, enforced by the kernel (see
	// limitAddressSpace), or 0 for none.
	Ceiling int64 `json:"ceiling,omitempty"`
}

// progressEvery spaces the progress lines a worker sends: the page asks
// for one every 250 ms.
const progressEvery = 50 * time.Millisecond

// WorkerMain runs this process as a session's worker (cgcalc serve
// --worker) on its standard input and output, and returns the exit
// status. Standard output carries only the protocol: os.Stdout is pointed
// at standard error and os.Stdin at the null device before anything is
// evaluated, so that nothing the session runs can write to the one or read
// the other.
func WorkerMain() int {
	in, out := os.Stdin, os.Stdout
	os.Stdout = os.Stderr
	if null, err := os.Open(os.DevNull); err == nil {
		os.Stdin = null
	}
	if err := runWorker(in, out); err != nil {
		fmt.Fprintf(os.Stderr, "cgcalc worker: %v\n", err)
		return 1
	}
	return 0
}

// messageWriter writes a worker's messages, one at a time. A reply goes
// at once; the messages before it (forms, results, progress lines) wait up
// to flushAfter in a buffer, so that a quick evaluation costs the server
// one read, and a long one still tells the server its form soon.
type messageWriter struct {
	mu      sync.Mutex
	buf     *bufio.Writer
	enc     *json.Encoder
	pending bool        // the timer will flush
	timer   *time.Timer // flushes after flushAfter
}

// flushAfter is how long a message other than a reply may wait.
const flushAfter = 20 * time.Millisecond

func newMessageWriter(w io.Writer) *messageWriter {
	buf := bufio.NewWriterSize(w, 64<<10)
	mw := &messageWriter{buf: buf, enc: json.NewEncoder(buf)}
	mw.timer = time.AfterFunc(time.Hour, func() {
		mw.mu.Lock()
		defer mw.mu.Unlock()
		if mw.pending {
			mw.pending = false
			mw.buf.Flush()
		}
	})
	mw.timer.Stop()
	return mw
}

func (w *messageWriter) send(m workerMessage) {
	w.mu.Lock()
	defer w.mu.Unlock()
	// An error means the server is gone; the end of standard input
	// follows and ends the worker.
	w.enc.Encode(m)
	switch {
	case m.Reply != nil:
		w.buf.Flush()
		if w.pending {
			w.pending = false
			w.timer.Stop()
		}
	case !w.pending:
		w.pending = true
		w.timer.Reset(flushAfter)
	}
}

// runWorker serves the requests read from r, writing messages to w, until
// r ends.
func runWorker(r io.Reader, w io.Writer) error {
	dec := json.NewDecoder(r)
	out := newMessageWriter(w)
	var (
		se      *session
		current atomic.Int64 // the evaluation running, or 0
		mu      sync.Mutex
		cancel  context.CancelCauseFunc // of the evaluation running
	)
	for {
		var req workerRequest
		if err := dec.Decode(&req); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("reading a request: %v", err)
		}
		switch req.Op {
		case opConfig:
			if se != nil || req.Config == nil {
				return errors.New("a second or empty configuration")
			}
			cfg := *req.Config
			if cfg.Memory > 0 {
				eval.SetMemoryLimit(cfg.Memory)
			}
			if cfg.Ceiling > 0 {
				if err := limitAddressSpace(cfg.Ceiling); err != nil {
					fmt.Fprintf(os.Stderr, "cgcalc worker: no memory ceiling: %v\n", err)
				}
			}
			se = newSession(cfg)
			se.onForm = func(pos, source string) {
				out.send(workerMessage{ID: current.Load(), Form: &formStart{pos, source}})
			}
			se.onResult = func(res Result) {
				out.send(workerMessage{ID: current.Load(), Result: &res})
			}
			go func() {
				for range se.progressed {
					line, _ := se.progress.Load().(string)
					if id := current.Load(); id != 0 {
						out.send(workerMessage{ID: id, Progress: &line})
					}
					time.Sleep(progressEvery)
				}
			}()
		case opEval:
			if se == nil {
				return errors.New("an evaluation before the configuration")
			}
			mu.Lock()
			if cancel != nil {
				mu.Unlock()
				busy := Result{Error: "this session is already evaluating"}
				out.send(workerMessage{ID: req.ID, Result: &busy})
				out.send(workerMessage{ID: req.ID, Reply: &EvalReply{}})
				continue
			}
			// The evaluation's context exists before it starts, so that a
			// cancel that comes at once is not lost.
			ctx, stop := context.WithCancelCause(context.Background())
			cancel = stop
			current.Store(req.ID)
			mu.Unlock()
			go func(id int64, src string, stop context.CancelCauseFunc) {
				reply := se.evaluate(ctx, src)
				reply.Results = nil // sent one by one
				mu.Lock()
				stop(nil)
				cancel = nil
				current.Store(0)
				mu.Unlock()
				out.send(workerMessage{ID: id, Reply: &reply})
			}(req.ID, req.Source, stop)
		case opCancel:
			mu.Lock()
			if cancel != nil && current.Load() == req.ID {
				cancel(errStopped)
			}
			mu.Unlock()
		default:
			return fmt.Errorf("unknown request %q", req.Op)
		}
	}
}
