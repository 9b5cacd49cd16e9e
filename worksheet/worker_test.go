package worksheet

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The tests run their sessions' workers as real processes: the server
// starts this test binary as cgcalc serve --worker (defaultWorker), and
// TestMain then runs the worker instead of the tests.
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == "serve" && os.Args[2] == "--worker" {
		ignoreStops = os.Getenv(ignoreStopsEnv) == "1"
		os.Exit(WorkerMain())
	}
	code := m.Run()
	stopBrowser()
	os.Exit(code)
}

// ignoreStopsEnv, set to 1 in a worker's environment, makes it ignore
// stops (ignoreStops): a worker that does not stop when asked.
const ignoreStopsEnv = "CGCALC_TEST_IGNORE_STOPS"

// stubbornWorker starts a worker that ignores stops.
func stubbornWorker() *exec.Cmd {
	cmd := defaultWorker()
	cmd.Env = append(os.Environ(), ignoreStopsEnv+"=1")
	return cmd
}

// grow is a cell whose list doubles each time round: it allocates without
// bound, and nothing in it polls memory when the session has no budget.
const grow = "(setq l '(1))\n(while t (setq l (concatenate 'list l l)))"

// TestWorkerOutOfMemory: a session whose worker outgrows its ceiling is
// killed by the kernel while another session keeps answering, every
// answer right; the first session gets one line for the form it was
// evaluating, then answers again in a fresh worker without its
// definitions. With a budget, the worker's watchdog stops the same cell
// and the session goes on with its definitions.
func TestWorkerOutOfMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the kernel's ceiling on a worker's address space is set on Linux only")
	}
	t.Run("ceiling", func(t *testing.T) {
		t.Parallel()
		s := newTestServer(t, Config{SessionCeiling: 256 << 20})
		a, b := s.newSession(), s.newSession()
		checkResults(t, "b", s.eval(b, "(setq n 0)"), []want{{text: "0"}})
		done := startEval(t, s, a, grow, "cell:2:1")
		var reply EvalReply
		answers := 0
		for running := true; running; {
			select {
			case reply = <-done:
				running = false
			default:
			}
			if answers++; answers > 100000 {
				t.Fatal("the worker never ran out of memory")
			}
			checkResults(t, "b", s.eval(b, "(setq n (+ n 1))"), []want{{text: fmt.Sprint(answers)}})
			time.Sleep(time.Millisecond) // leave a's worker a core
		}
		t.Logf("session b answered %d times while a's worker grew", answers)
		checkResults(t, grow, reply, []want{
			{text: "(1)"},
			{source: "(while t (setq l (concatenate 'list l l)))", error: "cell:2:1: the session was restarted: its worker ran out of memory; definitions are lost"},
		})
		if !reply.Stopped || strings.Count(reply.Results[1].Error, "\n") > 0 {
			t.Errorf("reply %+v: want stopped, one line", reply)
		}
		checkResults(t, "a after", s.eval(a, "(+ 1 2)"), []want{{text: "3"}})
		checkResults(t, "a after", s.eval(a, "l"), []want{{error: "unbound variable: l"}})
		checkResults(t, "b after", s.eval(b, "n"), []want{{text: fmt.Sprint(answers)}})
	})
	t.Run("budget", func(t *testing.T) {
		t.Parallel()
		s := newTestServer(t, Config{SessionMemory: 64 << 20, SessionCeiling: 1 << 30})
		a := s.newSession()
		r := s.eval(a, grow)
		checkResults(t, grow, r, []want{{text: "(1)"}, {error: "memory limit of 64 MiB"}})
		if strings.Contains(r.Results[1].Error, "restarted") {
			t.Errorf("the budget restarted the session: %q", r.Results[1].Error)
		}
		// The session goes on, with its definitions.
		checkResults(t, "after", s.eval(a, "(car l)"), []want{{text: "1"}})
	})
}

// TestWorkerThatDoesNotStop: a worker that ignores stops (stubbornWorker:
// its evaluations are detached from their context, as a builtin that never
// polls would be) is killed once the grace period has passed after a
// cancel, after the time limit, or after its client went away; the session
// is told in one line, in the reply or, when no one read that, in the next
// reply's notice, and answers again in a fresh worker.
func TestWorkerThatDoesNotStop(t *testing.T) {
	const lost = "the session was restarted: its worker did not stop within 100 ms"
	for _, tt := range []struct {
		name string
		cfg  Config
		stop func(s *testServer, sess string, cancelRequest func())
		want string // the line, in the reply or the next one's notice
	}{
		{"cancel", Config{}, func(s *testServer, sess string, _ func()) {
			s.post("/api/cancel", sessionRequest{sess}, nil, http.StatusOK, nil)
		}, lost + "; definitions are lost"},
		{"time limit", Config{TimeLimit: 200 * time.Millisecond}, nil, lost + " of the time limit; definitions are lost"},
		{"client gone", Config{}, func(s *testServer, sess string, cancelRequest func()) {
			cancelRequest()
		}, lost + "; definitions are lost"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.cfg.Worker = stubbornWorker
			tt.cfg.StopGrace = 100 * time.Millisecond
			s := newTestServer(t, tt.cfg)
			sess := s.newSession()
			checkResults(t, "setq", s.eval(sess, "(setq x 1)"), []want{{text: "1"}})
			ctx, cancelRequest := context.WithCancel(context.Background())
			defer cancelRequest()
			done := make(chan EvalReply, 1)
			go func() {
				b, _ := json.Marshal(EvalRequest{sess, "(+ 1 1)\n(while t)"})
				rq, _ := http.NewRequestWithContext(ctx, "POST", s.ts.URL+"/api/eval", bytes.NewReader(b))
				var r EvalReply
				if resp, err := s.ts.Client().Do(rq); err == nil {
					json.NewDecoder(resp.Body).Decode(&r)
					resp.Body.Close()
				}
				done <- r
			}()
			waitUntil(t, "the loop to start", func() bool { return s.formRunning(sess) == "cell:2:1" })
			if tt.stop != nil {
				tt.stop(s, sess, cancelRequest)
			}
			r := waitReply(t, done)
			var notice string
			if tt.name == "client gone" {
				// No one read the reply: the session is told next time,
				// once the worker has been replaced.
				waitUntil(t, "the session to be idle", func() bool {
					_, body, _ := s.do(request{method: "GET", path: "/api/progress?session=" + sess})
					var p Progress
					return json.Unmarshal(body, &p) == nil && !p.Busy
				})
			} else {
				checkResults(t, "(while t)", r, []want{{text: "2"}, {source: "(while t)", error: "cell:2:1: " + tt.want}})
				if !r.Stopped {
					t.Error("stopped is false")
				}
			}
			r = s.eval(sess, "(+ 2 3)")
			notice = r.Notice
			checkResults(t, "after", r, []want{{text: "5"}})
			if want := map[bool]string{true: tt.want, false: ""}[tt.name == "client gone"]; notice != want {
				t.Errorf("notice %q, want %q", notice, want)
			}
			checkResults(t, "x after", s.eval(sess, "x"), []want{{error: "unbound variable: x"}})
		})
	}
}

// waitUntil polls cond a bounded number of times.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 2000 {
		if cond() {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("waited in vain for %s", what)
}

// waitEnded waits, polling a bounded number of times, until w has ended.
func waitEnded(t *testing.T, w *worker) {
	t.Helper()
	waitUntil(t, "the worker to end", func() bool {
		select {
		case <-w.done:
			return true
		default:
			return false
		}
	})
}

// workerOf returns session sess's worker, or nil.
func (s *testServer) workerOf(sess string) *worker {
	s.srv.mu.Lock()
	r := s.srv.sessions[sess]
	s.srv.mu.Unlock()
	if r == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.w
}

// gone reports whether process pid has ended and been waited for (it is
// not even a zombie).
func gone(pid int) bool {
	p, err := os.FindProcess(pid)
	return err != nil || p.Signal(syscall.Signal(0)) != nil
}

// TestWorkerEndsWhileIdle: a worker killed from outside while its session
// is idle is replaced at the next evaluation, whose reply says so in its
// notice.
func TestWorkerEndsWhileIdle(t *testing.T) {
	s := newTestServer(t, Config{})
	sess := s.newSession()
	checkResults(t, "setq", s.eval(sess, "(setq x 1)"), []want{{text: "1"}})
	w := s.workerOf(sess)
	w.cmd.Process.Kill()
	waitEnded(t, w)
	r := s.eval(sess, "(+ 1 2)")
	checkResults(t, "after", r, []want{{text: "3"}})
	if want := "the session was restarted: its worker was killed (signal: killed; the system may have run short of memory); definitions are lost"; r.Notice != want {
		t.Errorf("notice %q, want %q", r.Notice, want)
	}
	checkResults(t, "x", s.eval(sess, "x"), []want{{error: "unbound variable: x"}})
	if r := s.eval(sess, "1"); r.Notice != "" {
		t.Errorf("a second notice: %q", r.Notice)
	}
}

// TestWorkersEnd: idle expiry and Close end the sessions' workers and wait
// for them: no process is left, not even a zombie. A running evaluation
// ends "stopped" at Close.
func TestWorkersEnd(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	s := newTestServer(t, Config{Now: clock})
	var sessions []string
	var workers []*worker
	for range 3 {
		sess := s.newSession()
		checkResults(t, "1", s.eval(sess, "1"), []want{{text: "1"}})
		sessions = append(sessions, sess)
		workers = append(workers, s.workerOf(sess))
	}
	done := startLoop(t, s, sessions[2])
	// The first two expire; the busy one does not.
	mu.Lock()
	now = now.Add(DefaultIdleTimeout + time.Minute)
	mu.Unlock()
	if n := s.srv.Sessions(); n != 1 {
		t.Fatalf("%d sessions after expiry, want 1", n)
	}
	for _, w := range workers[:2] {
		waitEnded(t, w)
	}
	s.srv.Close()
	checkResults(t, "(while t)", waitReply(t, done), []want{{text: "2"}, {source: "(while t)", error: "cell:2:1: stopped: the session was closed"}})
	for i, w := range workers {
		select {
		case <-w.done:
		default:
			t.Errorf("worker %d has not ended after Close", i)
		}
		if pid := w.cmd.Process.Pid; !gone(pid) {
			t.Errorf("worker %d (pid %d) is still there", i, pid)
		}
	}
}
