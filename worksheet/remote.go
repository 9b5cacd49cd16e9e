package worksheet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"cgcalc/eval"
)

// remote is a session as the server holds it: the worker process that
// evaluates for it (worker.go), started at its first evaluation and again
// at the next one after a worker ends, and what the API reports of it.
type remote struct {
	busy     atomic.Bool
	progress atomic.Value // string: the live progress line
	lastUsed atomic.Int64 // unix nanoseconds

	mu     sync.Mutex
	w      *worker // nil until an evaluation needs one
	closed bool
	notice string // for the next reply: why its worker was replaced
	nextID int64
}

func newRemote() *remote {
	r := &remote{}
	r.progress.Store("")
	return r
}

func (r *remote) touch(now time.Time) { r.lastUsed.Store(now.UnixNano()) }

// idleSince returns how long the session has been idle at now; a busy
// session is never idle.
func (r *remote) idleSince(now time.Time) time.Duration {
	if r.busy.Load() {
		return 0
	}
	return now.Sub(time.Unix(0, r.lastUsed.Load()))
}

// close ends the session: its worker is killed, and returned (or nil) so
// that the caller may wait for its end.
func (r *remote) close() *worker {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.closed = true
	w := r.w
	r.w = nil
	if w != nil {
		w.kill(killClosed)
	}
	return w
}

// worker is one worker process of a session.
type worker struct {
	cmd    *exec.Cmd
	reqs   chan workerRequest // to the goroutine that writes its input
	stderr *stderrKeeper
	done   chan struct{} // closed once the process has ended and been waited for
	end    string        // how it ended, set before done is closed

	mu      sync.Mutex
	pending *pendingEval
	killed  string // why the server killed it, or ""
}

// pendingEval is the evaluation a worker is running.
type pendingEval struct {
	id       int64
	results  []Result       // of the forms evaluated so far
	form     *formStart     // the form being evaluated, or nil
	reply    chan EvalReply // capacity 1
	began    chan struct{}  // closed at the first message about it
	stopping bool           // a cancel was sent
}

// killClosed is the reason a worker of a closed session was killed.
const killClosed = "closed"

// kill ends the worker's process; reason says why, for its session.
func (w *worker) kill(reason string) {
	w.mu.Lock()
	if w.killed == "" {
		w.killed = reason
	}
	w.mu.Unlock()
	w.cmd.Process.Kill()
}

// send queues a request to the worker. A worker that does not read its
// requests is broken: it is killed.
func (w *worker) send(req workerRequest) {
	select {
	case w.reqs <- req:
	default:
		w.kill("stopped reading its requests")
	}
}

// startWorker starts a worker process for r and configures it.
func (s *Server) startWorker(r *remote) (*worker, error) {
	cmd := s.cfg.Worker()
	detach(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	w := &worker{
		cmd:    cmd,
		reqs:   make(chan workerRequest, 8),
		stderr: &stderrKeeper{},
		done:   make(chan struct{}),
	}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go w.write(stdin)
	go s.read(w, r, stdout)
	w.send(workerRequest{Op: opConfig, Config: &s.session})
	return w, nil
}

// write writes the queued requests to the worker's standard input until
// the worker ends.
func (w *worker) write(stdin io.WriteCloser) {
	defer stdin.Close()
	enc := json.NewEncoder(stdin)
	for {
		select {
		case req := <-w.reqs:
			if enc.Encode(req) != nil {
				return // the worker is gone: read sees its end
			}
		case <-w.done:
			return
		}
	}
}

// read reads the worker's messages until it ends, then waits for its
// process (no zombie is left), says how it ended and closes w.done.
func (s *Server) read(w *worker, r *remote, stdout io.Reader) {
	dec := json.NewDecoder(stdout)
	for {
		var m workerMessage
		if err := dec.Decode(&m); err != nil {
			break
		}
		w.mu.Lock()
		if p := w.pending; p != nil && p.id == m.ID {
			select {
			case <-p.began:
			default:
				close(p.began)
			}
			switch {
			case m.Reply != nil:
				w.pending = nil
				reply := *m.Reply
				reply.Results = p.results
				if reply.Results == nil {
					reply.Results = []Result{}
				}
				p.reply <- reply
			case m.Form != nil:
				p.form = m.Form
			case m.Result != nil:
				p.results = append(p.results, *m.Result)
				p.form = nil
			case m.Progress != nil:
				r.progress.Store(*m.Progress)
			}
		}
		w.mu.Unlock()
	}
	// The end of its output, or output that is not the protocol: either
	// way the worker is done.
	w.cmd.Process.Kill()
	err := w.cmd.Wait()
	w.end = s.endText(w, err)
	if s.cfg.Log != nil && w.end != killClosed {
		fmt.Fprintf(s.cfg.Log, "cgcalc serve: the worker (pid %d) of a session %s\n", w.cmd.Process.Pid, w.end)
	}
	close(w.done)
}

// endText says how a worker ended, for its session's one line: "ran out
// of memory", "did not stop within 2 s", "ended (exit status 3)".
func (s *Server) endText(w *worker, err error) string {
	w.mu.Lock()
	killed := w.killed
	w.mu.Unlock()
	if killed != "" {
		return killed
	}
	if w.stderr.outOfMemory() {
		if s.session.Memory > 0 {
			return fmt.Sprintf("ran out of memory (its budget is %s)", eval.FormatBytes(s.session.Memory))
		}
		return "ran out of memory"
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		state := exit.ProcessState.String() // "exit status 3", "signal: killed"
		if state == "signal: killed" {
			return "was killed (" + state + "; the system may have run short of memory)"
		}
		return "ended (" + state + ")"
	}
	if err != nil {
		return "ended (" + err.Error() + ")"
	}
	return "ended"
}

// endLine is the one line a session is told when its worker ended.
func endLine(end string) string {
	if end == killClosed {
		return "stopped: the session was closed"
	}
	return "the session was restarted: its worker " + end + "; definitions are lost"
}

// workerFor returns r's worker, starting one if it has none or its last
// one ended, the id of the next evaluation, and the notice for the reply
// (why the session's worker was replaced, if the session was not told).
func (s *Server) workerFor(r *remote) (w *worker, id int64, notice string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, 0, "", errors.New("the session was closed")
	}
	notice, r.notice = r.notice, ""
	if r.w != nil {
		select {
		case <-r.w.done: // it ended while idle
			notice = endLine(r.w.end)
			r.w = nil
		default:
		}
	}
	if r.w == nil {
		if r.w, err = s.startWorker(r); err != nil {
			return nil, 0, notice, fmt.Errorf("cannot start the session's worker: %v", err)
		}
	}
	r.nextID++
	return r.w, r.nextID, notice, nil
}

// evaluate has r's worker evaluate src and returns its reply. When the
// client goes away the evaluation is stopped as by stop. A worker that
// ends first (killed after not stopping, out of memory) gives one line in
// place of the form it was evaluating; the next evaluation gets a fresh
// worker.
func (s *Server) evaluate(ctx context.Context, r *remote, src string) EvalReply {
	w, id, notice, err := s.workerFor(r)
	if err != nil {
		return EvalReply{Results: []Result{{Source: strings.TrimSpace(src), Error: err.Error()}}, Notice: notice}
	}
	p := &pendingEval{id: id, reply: make(chan EvalReply, 1), began: make(chan struct{})}
	w.mu.Lock()
	w.pending = p
	w.mu.Unlock()
	r.progress.Store("")
	defer r.progress.Store("")
	w.send(workerRequest{Op: opEval, ID: id, Source: src})
	// The worker stops at the time limit itself; the backstop is in case
	// it cannot. Its time counts from the worker's first message about the
	// evaluation, as the worker's own does: until then a fresh worker has
	// startAllowance more to start.
	backstop := time.NewTimer(startAllowance + s.cfg.TimeLimit + s.cfg.StopGrace)
	defer backstop.Stop()
	gone, began := ctx.Done(), p.began
	for {
		select {
		case <-began:
			began = nil
			backstop.Reset(s.cfg.TimeLimit + s.cfg.StopGrace)
		case reply := <-p.reply:
			reply.Notice = notice
			return reply
		case <-w.done:
			select {
			case reply := <-p.reply: // it answered, then ended
				reply.Notice = notice
				return reply
			default:
			}
			line := endLine(w.end)
			r.mu.Lock()
			if r.w == w {
				r.w = nil
			}
			if ctx.Err() != nil && !r.closed {
				r.notice = line // no one reads this reply: tell the next
			}
			r.mu.Unlock()
			// The results of the forms it finished, and the line in place
			// of the one it was evaluating.
			res := Result{Error: line}
			switch {
			case p.form != nil:
				res = Result{Source: p.form.Source, Error: p.form.Pos + ": " + line}
			case len(p.results) == 0:
				res.Source = strings.TrimSpace(src)
			}
			return EvalReply{Results: append(p.results, res), Stopped: true, Notice: notice}
		case <-gone:
			gone = nil
			s.stop(r)
		case <-backstop.C:
			w.kill("did not stop within " + limitText(s.cfg.StopGrace) + " of the time limit")
		}
	}
}

// startAllowance is how long a worker has to begin an evaluation (it may
// be starting) before the backstop of its time limit counts.
const startAllowance = 10 * time.Second

// stop stops r's running evaluation, if any, as Ctrl-C does: its worker
// is asked to, and killed if it has not within StopGrace.
func (s *Server) stop(r *remote) {
	r.mu.Lock()
	w := r.w
	r.mu.Unlock()
	if w == nil {
		return
	}
	w.mu.Lock()
	p := w.pending
	if p == nil || p.stopping {
		w.mu.Unlock()
		return
	}
	p.stopping = true
	w.mu.Unlock()
	w.send(workerRequest{Op: opCancel, ID: p.id})
	time.AfterFunc(s.cfg.StopGrace, func() {
		w.mu.Lock()
		still := w.pending == p
		w.mu.Unlock()
		if still {
			w.kill("did not stop within " + limitText(s.cfg.StopGrace))
		}
	})
}

// stderrKeeper keeps the start and the end of what a worker writes to
// standard error: Go's runtime says "fatal error: out of memory" first,
// then may print every goroutine's stack.
type stderrKeeper struct {
	mu         sync.Mutex
	head, tail []byte
}

const stderrKept = 4 << 10

func (k *stderrKeeper) Write(p []byte) (int, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if n := min(stderrKept-len(k.head), len(p)); n > 0 {
		k.head = append(k.head, p[:n]...)
	}
	k.tail = append(k.tail, p...)
	if len(k.tail) > stderrKept {
		k.tail = append(k.tail[:0], k.tail[len(k.tail)-stderrKept:]...)
	}
	return len(p), nil
}

// outOfMemoryWords are what a process says when it cannot get memory: Go's
// runtime ("fatal error: out of memory"), the system (ENOMEM), the race
// detector's runtime ("failed to allocate ... (errno: 12)").
var outOfMemoryWords = []string{"out of memory", "cannot allocate memory", "errno: 12", "errno=12"}

// outOfMemory reports whether the worker said it could not get memory.
func (k *stderrKeeper) outOfMemory() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, b := range [][]byte{k.head, k.tail} {
		for _, said := range outOfMemoryWords {
			if strings.Contains(string(b), said) {
				return true
			}
		}
	}
	return false
}

// defaultWorker starts this program as cgcalc serve --worker: the very
// binary the server runs (selfPath), even if a newer one has replaced it
// on disk since, as the worker must speak the server's protocol.
func defaultWorker() *exec.Cmd {
	return exec.Command(selfPath(), "serve", "--worker")
}
