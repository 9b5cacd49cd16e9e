package worksheet

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"cgcalc/reader"
)

// testServer is a worksheet server on a loopback port for a test.
type testServer struct {
	t    *testing.T
	srv  *Server
	ts   *httptest.Server
	host string // host:port
}

func newTestServer(t *testing.T, cfg Config) *testServer {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Addr = l.Addr().String()
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv)
	ts.Listener.Close()
	ts.Listener = l
	ts.Start()
	t.Cleanup(func() {
		srv.Close()
		ts.Close()
	})
	return &testServer{t: t, srv: srv, ts: ts, host: cfg.Addr}
}

// request is an HTTP request of a test.
type request struct {
	method, path string
	body         string
	header       map[string]string // Host sets the Host header
}

// do sends rq and returns the status and the body.
func (s *testServer) do(rq request) (int, []byte, http.Header) {
	s.t.Helper()
	var body io.Reader
	if rq.body != "" {
		body = strings.NewReader(rq.body)
	}
	r, err := http.NewRequest(rq.method, s.ts.URL+rq.path, body)
	if err != nil {
		s.t.Fatal(err)
	}
	for k, v := range rq.header {
		if k == "Host" {
			r.Host = v
		} else {
			r.Header.Set(k, v)
		}
	}
	resp, err := s.ts.Client().Do(r)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		s.t.Fatal(err)
	}
	return resp.StatusCode, b, resp.Header
}

// post sends a JSON body and decodes the reply into out (if not nil),
// failing unless the status is want.
func (s *testServer) post(path string, in, out any, want int, header map[string]string) []byte {
	s.t.Helper()
	b, err := json.Marshal(in)
	if err != nil {
		s.t.Fatal(err)
	}
	code, body, _ := s.do(request{method: "POST", path: path, body: string(b), header: header})
	if code != want {
		s.t.Fatalf("POST %s %s: status %d, want %d: %s", path, b, code, want, body)
	}
	if out != nil {
		if err := json.Unmarshal(body, out); err != nil {
			s.t.Fatalf("POST %s: %v in %s", path, err, body)
		}
	}
	return body
}

func (s *testServer) newSession() string {
	s.t.Helper()
	var r struct{ Session string }
	s.post("/api/sessions", struct{}{}, &r, http.StatusOK, nil)
	if len(r.Session) != 32 {
		s.t.Fatalf("session id %q: want 32 hex digits", r.Session)
	}
	return r.Session
}

func (s *testServer) eval(session, src string) EvalReply {
	s.t.Helper()
	var r EvalReply
	body := s.post("/api/eval", EvalRequest{session, src}, &r, http.StatusOK, nil)
	// The server never sends markup: < > & in values come as \u escapes.
	if bytes.ContainsAny(body, "<>") {
		s.t.Errorf("eval %q: the reply has raw < or >: %.200s", src, body)
	}
	return r
}

// want is the expected result of one form; error and svg are substrings.
type want struct {
	source, text, output, error, svg string
}

func checkResults(t *testing.T, src string, got EvalReply, wants []want) {
	t.Helper()
	if len(got.Results) != len(wants) {
		t.Fatalf("eval %q: %d results %+v, want %d", src, len(got.Results), got.Results, len(wants))
	}
	for i, w := range wants {
		g := got.Results[i]
		if w.source != "" && g.Source != w.source {
			t.Errorf("eval %q: result %d: source %q, want %q", src, i, g.Source, w.source)
		}
		if g.Text != w.text || g.Output != w.output {
			t.Errorf("eval %q: result %d: text %q output %q, want %q and %q", src, i, g.Text, g.Output, w.text, w.output)
		}
		if (w.error == "") != (g.Error == "") || !strings.Contains(g.Error, w.error) {
			t.Errorf("eval %q: result %d: error %q, want one containing %q", src, i, g.Error, w.error)
		}
		if (w.svg == "") != (g.SVG == "") || !strings.Contains(g.SVG, w.svg) {
			t.Errorf("eval %q: result %d: svg %.80q, want one containing %q", src, i, g.SVG, w.svg)
		}
	}
}

func TestEval(t *testing.T) {
	s := newTestServer(t, Config{})
	for _, tt := range []struct {
		src   string
		wants []want
	}{
		// Arithmetic: 1 + 2 = 3.
		{"(+ 1 2)", []want{{source: "(+ 1 2)", text: "3"}}},
		// Several forms, one result each in order; a variable set by one is
		// read by the next (3 + 1 = 4). The comment between them is not
		// part of either form's text.
		{"(setq a 3)\n; the next one\n(+ a 1)", []want{{source: "(setq a 3)", text: "3"}, {source: "(+ a 1)", text: "4"}}},
		// Game values in Unicode notation: {0|} = 1, {0|0} = *, {0|*} = ↑
		// (Conway, ONAG ch. 7; Winning Ways ch. 2 and 3).
		{"{0|} {0|0} {0|*}", []want{{text: "1"}, {text: "*"}, {text: "↑"}}},
		// What a form prints is its output; princ returns its argument.
		{`(princ "hi")`, []want{{text: `"hi"`, output: "hi"}}},
		// Errors carry the form's position, cell:LINE:COL; evaluation
		// stops at the first error.
		{"(+ 1 2)\n  (car 1)\n(+ 2 2)", []want{{text: "3"}, {source: "(car 1)", error: "cell:2:3: car: 1 is not a list"}}},
		{"(+ 1", []want{{error: `cell:1:1: unfinished form: missing ")"`}}},
		{"never-set", []want{{error: "cell:1:1: unbound variable: never-set"}}},
		// Markup in strings and values is text: the reply has it escaped as
		// JSON (eval checks that no raw < or > is sent).
		{`"<script>alert(1)</script>"`, []want{{text: `"<script>alert(1)</script>"`}}},
		{`(princ "<img src=x onerror=alert(1)>")`, []want{{text: `"<img src=x onerror=alert(1)>"`, output: "<img src=x onerror=alert(1)>"}}},
		{`(error "<b>~a</b>" "&amp;")`, []want{{error: "<b>&amp;</b>"}}},
		// Pictures come back as SVG: draw of a thermograph, show of a board,
		// with no value (the picture is the answer), and a position's with
		// its value and outcome beneath it; a list of positions is one row.
		{"(draw {3±1,2±1|±1})", []want{{text: "", svg: "<svg"}}},
		{`(show "x.o")`, []want{{text: "", svg: "<svg"}}},
		{`(show (domineering "..|.."))`, []want{{text: "", svg: "value ±1"}}},
		{`(show (left (domineering "..|..")))`, []want{{text: "", svg: "Left wins"}}},
		{`(progn (show "x.o") nil)`, []want{{text: "", svg: "<svg"}}},
		{`(progn (show "x.o") 2)`, []want{{text: "2", svg: "<svg"}}},
		// No file is written from the page.
		{`(draw {1|-1} "t.svg")`, []want{{error: "this session writes no files"}}},
		{`(show "x.o" "b.svg")`, []want{{error: "this session writes no files"}}},
		{`(nim-plot 'kayles 50 "x.svg" :overwrite t)`, []want{{error: "nim-plot: this session writes no files"}}},
		{`(nim-values 'kayles 5 :checkpoint "k.ckpt")`, []want{{error: "nim-values: this session writes no files: leave out :checkpoint FILE"}}},
		{`(nim-plot 'kayles 20)`, []want{{text: "", svg: "<svg"}}},
		// load without --dir is refused.
		{`(load "x.lisp")`, []want{{error: "load: the worksheet reads no files unless cgcalc serve was given --dir DIR"}}},
		// exit ends nothing.
		{"(exit)", []want{{error: "exit: the worksheet has no program to end"}}},
	} {
		sess := s.newSession()
		checkResults(t, tt.src, s.eval(sess, tt.src), tt.wants)
	}
}

// TestSessions checks that sessions are isolated: a variable or function
// set in one is unbound in another.
func TestSessions(t *testing.T) {
	s := newTestServer(t, Config{})
	a, b := s.newSession(), s.newSession()
	if a == b {
		t.Fatal("two sessions with one id")
	}
	checkResults(t, "a", s.eval(a, "(setq x 5) (defun f () 1)"), []want{{text: "5"}, {text: "f"}})
	checkResults(t, "b", s.eval(b, "x"), []want{{error: "unbound variable: x"}})
	checkResults(t, "b", s.eval(b, "(f)"), []want{{error: "f"}})
	checkResults(t, "a", s.eval(a, "x (f)"), []want{{text: "5"}, {text: "1"}})
	// An unknown session.
	s.post("/api/eval", EvalRequest{"0123", "1"}, nil, http.StatusNotFound, nil)
	s.post("/api/cancel", sessionRequest{"0123"}, nil, http.StatusNotFound, nil)
}

// startLoop starts "(+ 1 1) (while t)" in session sess and waits, polling
// a bounded number of times, until the session is busy and its worker is
// evaluating (while t). It returns the channel of the reply.
func startLoop(t *testing.T, s *testServer, sess string) <-chan EvalReply {
	t.Helper()
	return startEval(t, s, sess, "(+ 1 1)\n(while t)", "cell:2:1")
}

// startEval starts evaluating src in session sess and waits, polling a
// bounded number of times, until the session is busy and its worker has
// begun the form at pos. It returns the channel of the reply.
func startEval(t *testing.T, s *testServer, sess, src, pos string) <-chan EvalReply {
	t.Helper()
	done := make(chan EvalReply, 1)
	go func() {
		b, _ := json.Marshal(EvalRequest{sess, src})
		_, body, _ := s.do(request{method: "POST", path: "/api/eval", body: string(b)})
		var r EvalReply
		json.Unmarshal(body, &r)
		done <- r
	}()
	for i := 0; ; i++ {
		if i == 2000 {
			t.Fatalf("the session never began the form at %s", pos)
		}
		code, body, _ := s.do(request{method: "GET", path: "/api/progress?session=" + sess})
		var p Progress
		if code != http.StatusOK || json.Unmarshal(body, &p) != nil {
			t.Fatalf("progress: %d %s", code, body)
		}
		if p.Busy && s.formRunning(sess) == pos {
			return done
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// formRunning returns the position of the form session sess's worker is
// evaluating, or "".
func (s *testServer) formRunning(sess string) string {
	s.srv.mu.Lock()
	r := s.srv.sessions[sess]
	s.srv.mu.Unlock()
	if r == nil {
		return ""
	}
	r.mu.Lock()
	w := r.w
	r.mu.Unlock()
	if w == nil {
		return ""
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.pending == nil || w.pending.form == nil {
		return ""
	}
	return w.pending.form.Pos
}

// waitReply waits for a reply, polling a bounded number of times.
func waitReply(t *testing.T, done <-chan EvalReply) EvalReply {
	t.Helper()
	for range 2000 {
		select {
		case r := <-done:
			return r
		default:
			time.Sleep(5 * time.Millisecond)
		}
	}
	t.Fatal("the evaluation did not stop")
	return EvalReply{}
}

func TestCancel(t *testing.T) {
	s := newTestServer(t, Config{})
	sess := s.newSession()
	checkResults(t, "setq", s.eval(sess, "(setq kept 7)"), []want{{text: "7"}})
	done := startLoop(t, s, sess)
	// One evaluation at a time: a second one is refused while it runs.
	s.post("/api/eval", EvalRequest{sess, "1"}, nil, http.StatusConflict, nil)
	var ok struct{ OK bool }
	s.post("/api/cancel", sessionRequest{sess}, &ok, http.StatusOK, nil)
	if !ok.OK {
		t.Error(`cancel: want {"ok": true}`)
	}
	r := waitReply(t, done)
	if !r.Stopped {
		t.Error("cancelled evaluation: stopped is false")
	}
	checkResults(t, "(while t)", r, []want{{text: "2"}, {source: "(while t)", error: "cell:2:1: stopped"}})
	// The session goes on, with its definitions: its worker stopped.
	checkResults(t, "after", s.eval(sess, "(+ 2 3) kept"), []want{{text: "5"}, {text: "7"}})
	// Cancel with nothing running is harmless.
	s.post("/api/cancel", sessionRequest{sess}, &ok, http.StatusOK, nil)
	checkResults(t, "after", s.eval(sess, "(+ 2 3)"), []want{{text: "5"}})
}

func TestLimits(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cfg   Config
		src   string
		wants []want
		stop  bool
	}{
		{"time", Config{TimeLimit: 100 * time.Millisecond}, "(while t)",
			[]want{{error: "cell:1:1: time limit of 100 ms reached"}}, true},
		{"steps", Config{MaxSteps: 1000}, "(while t)",
			[]want{{error: "step limit exceeded"}}, false},
		// 100 lines of 10 bytes fill the 500-byte limit after 50; what was
		// printed up to it is kept.
		{"output", Config{MaxOutput: 500}, `(dotimes (i 100) (princ "123456789\n"))`,
			[]want{{output: strings.Repeat("123456789\n", 50), error: "output limit of 500 B reached"}}, false},
		// The limit is per evaluation, across its forms.
		{"output-forms", Config{MaxOutput: 15}, `(princ "1234567890") (princ "1234567890")`,
			[]want{{text: `"1234567890"`, output: "1234567890"}, {output: "12345", error: "output limit"}}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestServer(t, tt.cfg)
			sess := s.newSession()
			r := s.eval(sess, tt.src)
			checkResults(t, tt.src, r, tt.wants)
			if r.Stopped != tt.stop {
				t.Errorf("stopped %v, want %v", r.Stopped, tt.stop)
			}
			// The session goes on after a limit.
			checkResults(t, "after", s.eval(sess, "(+ 1 1)"), []want{{text: "2"}})
		})
	}
}

func TestSessionLimitAndExpiry(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	s := newTestServer(t, Config{MaxSessions: 2, Now: clock})
	a := s.newSession()
	advance(20 * time.Minute)
	b := s.newSession()
	s.post("/api/sessions", struct{}{}, nil, http.StatusServiceUnavailable, nil)
	// a is used at 20 min, so it lives to 50 min; b was made at 20.
	checkResults(t, "a", s.eval(a, "1"), []want{{text: "1"}})
	advance(29 * time.Minute)
	checkResults(t, "b", s.eval(b, "2"), []want{{text: "2"}})
	advance(2 * time.Minute) // a idle for 31 minutes, b for 2
	s.post("/api/eval", EvalRequest{a, "1"}, nil, http.StatusNotFound, nil)
	if n := s.srv.Sessions(); n != 1 {
		t.Errorf("%d sessions after expiry, want 1", n)
	}
	s.newSession() // room again
}

func TestSecurity(t *testing.T) {
	const token = "0123456789abcdef0123456789abcdef"
	open := newTestServer(t, Config{})
	locked := newTestServer(t, Config{Token: token})
	_, port, _ := net.SplitHostPort(open.host)
	for _, tt := range []struct {
		name   string
		s      *testServer
		rq     request
		status int
	}{
		{"loopback without token", open, request{method: "POST", path: "/api/sessions"}, 200},
		{"localhost host", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Host": "localhost:" + port}}, 200},
		{"::1 host", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Host": "[::1]:" + port}}, 200},
		// DNS rebinding: a foreign name pointing at 127.0.0.1.
		{"foreign host", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Host": "evil.example:" + port}}, 403},
		{"foreign host page", open, request{method: "GET", path: "/", header: map[string]string{"Host": "evil.example:" + port}}, 403},
		{"other port", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Host": "127.0.0.1:1"}}, 403},
		{"no port", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Host": "localhost"}}, 403},
		// Cross-site requests.
		{"same origin", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Origin": "http://" + open.host}}, 200},
		{"foreign origin", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Origin": "http://evil.example"}}, 403},
		{"null origin", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Origin": "null"}}, 403},
		{"https origin", open, request{method: "POST", path: "/api/sessions", header: map[string]string{"Origin": "https://" + open.host}}, 403},
		// The token.
		{"no token", locked, request{method: "POST", path: "/api/sessions"}, 403},
		{"wrong token", locked, request{method: "POST", path: "/api/sessions", header: map[string]string{TokenHeader: "x" + token[1:]}}, 403},
		{"token", locked, request{method: "POST", path: "/api/sessions", header: map[string]string{TokenHeader: token}}, 200},
		{"token help", locked, request{method: "GET", path: "/api/topics", header: map[string]string{TokenHeader: token}}, 200},
		{"no token help", locked, request{method: "GET", path: "/api/topics"}, 403},
		{"no token progress", locked, request{method: "GET", path: "/api/progress?session=x"}, 403},
		// With a token the host may be any name (the server is reached by
		// the machine's name); the origin must still be the page's.
		{"token other host", locked, request{method: "POST", path: "/api/sessions", header: map[string]string{TokenHeader: token, "Host": "classroom.example:8053"}}, 200},
		{"token foreign origin", locked, request{method: "POST", path: "/api/sessions", header: map[string]string{TokenHeader: token, "Origin": "http://evil.example"}}, 403},
		// Oversize and malformed requests.
		{"oversize", open, request{method: "POST", path: "/api/eval", body: `{"session": "x", "source": "` + strings.Repeat("1 ", 150<<10) + `"}`}, 413},
		{"not json", open, request{method: "POST", path: "/api/eval", body: `(+ 1 2)`}, 400},
		{"unknown api", open, request{method: "GET", path: "/api/files"}, 404},
		{"get eval", open, request{method: "GET", path: "/api/eval"}, 404},
		{"page", open, request{method: "GET", path: "/"}, 200},
		{"asset", open, request{method: "GET", path: "/static/index.html"}, 200},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, body, h := tt.s.do(tt.rq)
			if code != tt.status {
				t.Errorf("status %d, want %d: %s", code, tt.status, body)
			}
			// The security headers are on every response.
			for k, v := range map[string]string{
				"Content-Security-Policy": ContentSecurityPolicy,
				"X-Content-Type-Options":  "nosniff",
				"Referrer-Policy":         "no-referrer",
			} {
				if h.Get(k) != v {
					t.Errorf("%s: %q, want %q", k, h.Get(k), v)
				}
			}
			if strings.HasPrefix(tt.rq.path, "/api/") {
				if ct := h.Get("Content-Type"); ct != "application/json; charset=utf-8" {
					t.Errorf("Content-Type %q: an API reply is JSON", ct)
				}
				if code != 200 {
					var e struct{ Error string }
					if json.Unmarshal(body, &e) != nil || e.Error == "" {
						t.Errorf(`refusal %s: want {"error": ...}`, body)
					}
				}
			}
		})
	}
}

// TestLoad checks that load reads files under --dir only.
func TestLoad(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "dir")
	for name, text := range map[string]string{
		"dir/a.lisp":     "(setq z 7)",
		"dir/sub/b.lisp": `(load "c.lisp")`, // relative to b.lisp
		"dir/sub/c.lisp": "(setq w 8)",
		"dir/up.lisp":    `(load "../secret.lisp")`,
		"secret.lisp":    "(setq s 1)",
		// Errors in loaded files, for their positions.
		"dir/lessons/bad.lisp":  "(setq q 1)\n\n  (car 1)\n",
		"dir/lessons/open.lisp": "(setq q 2)\n(+ 1",
		"dir/lessons/via.lisp":  `(load "bad.lisp")`,
	} {
		p := filepath.Join(base, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	symlinked := os.Symlink(filepath.Join(base, "secret.lisp"), filepath.Join(dir, "link.lisp")) == nil
	s := newTestServer(t, Config{Dir: dir})
	sess := s.newSession()
	for _, tt := range []struct {
		src   string
		wants []want
	}{
		{`(load "a.lisp") z`, []want{{text: "t"}, {text: "7"}}},
		{`(load "sub/b.lisp") w`, []want{{text: "t"}, {text: "8"}}},
		{`(load "../secret.lisp")`, []want{{error: "is outside the --dir directory"}}},
		{`(load "up.lisp")`, []want{{error: "is outside the --dir directory"}}},
		{`(load "` + filepath.Join(base, "secret.lisp") + `")`, []want{{error: "is outside the --dir directory"}}},
		{`(load "/etc/passwd")`, []want{{error: "is outside the --dir directory"}}},
		{`(load "none.lisp")`, []want{{error: "cannot read none.lisp: no such file or directory"}}},
		{`s`, []want{{error: "unbound variable: s"}}},
	} {
		checkResults(t, tt.src, s.eval(sess, tt.src), tt.wants)
	}
	if symlinked {
		checkResults(t, "link", s.eval(sess, `(load "link.lisp")`), []want{{error: "is outside the --dir directory"}})
	}
	// The position of an error in a loaded file is relative to --dir, as
	// is a file named in a message: the server's own paths are not shown.
	for _, tt := range []struct{ src, error string }{
		{`(load "lessons/bad.lisp")`, "lessons/bad.lisp:3:3: car: 1 is not a list"},
		{`(load "lessons/via.lisp")`, "lessons/bad.lisp:3:3: car: 1 is not a list"},
		{`(load "lessons/open.lisp")`, `lessons/open.lisp:2:1: unfinished form: missing ")"`},
		{`(load "lessons")`, "cell:1:1: load: lessons is a directory"},
		{`(load ".")`, "cell:1:1: load: . is a directory"},
	} {
		r := s.eval(sess, tt.src)
		if len(r.Results) != 1 || r.Results[0].Error != tt.error {
			t.Errorf("eval %q: %+v, want the error %q", tt.src, r.Results, tt.error)
		}
	}
}

func TestHelp(t *testing.T) {
	s := newTestServer(t, Config{})
	get := func(path string, want int, out any) {
		t.Helper()
		code, body, _ := s.do(request{method: "GET", path: path})
		if code != want {
			t.Fatalf("GET %s: %d, want %d: %s", path, code, want, body)
		}
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatal(err)
		}
	}
	var all, some struct{ Entries []HelpEntry }
	get("/api/help?q=", 200, &all)
	get("/api/help?q=thermograph", 200, &some)
	if len(all.Entries) < 100 || len(some.Entries) == 0 || len(some.Entries) >= len(all.Entries) {
		t.Fatalf("%d entries in all, %d for thermograph", len(all.Entries), len(some.Entries))
	}
	// Names that match come first (as apropos lists them).
	if e := some.Entries[0]; e.Name != "thermograph" || e.Usage != "(thermograph G [:from T])" || !strings.HasPrefix(e.Summary, "Returns G's thermograph") {
		t.Errorf("first entry %+v", e)
	}
	var text struct{ Text string }
	get("/api/help?name=car", 200, &text)
	if !strings.HasPrefix(text.Text, "(car LIST)  [builtin]") {
		t.Errorf("help car: %q", text.Text)
	}
	get("/api/help?name=game-notation", 200, &text)
	if text.Text == "" {
		t.Error("help game-notation: empty")
	}
	var e struct{ Error string }
	get("/api/help?name=no-such-name", 404, &e)
	var topics struct{ Topics []TopicEntry }
	get("/api/topics", 200, &topics)
	found := false
	for _, tp := range topics.Topics {
		found = found || tp.Name == "game-notation" && tp.Summary != ""
	}
	if !found {
		t.Errorf("topics %+v: no game-notation", topics.Topics)
	}
}

func TestFormText(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want []string
	}{
		{"1 2", []string{"1", "2"}},
		{"(a\n  b) ; note\n\n; between\n'c", []string{"(a\n  b) ; note", "'c"}},
		{"  (é \"ü\") ↑\n", []string{`(é "ü")`, "↑"}},
	} {
		nodes, err := reader.Read(cellFile, tt.src)
		if err != nil {
			t.Fatal(err)
		}
		starts := formStarts(tt.src, nodes)
		var got []string
		for i := range nodes {
			got = append(got, formText(tt.src, starts, i))
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("forms of %q: %q, want %q", tt.src, got, tt.want)
		}
	}
}
