package worksheet

import (
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os/exec"
	"strings"
	"sync"
	"time"

	"cgcalc/builtins"
	"cgcalc/eval"
)

//go:embed static
var staticFiles embed.FS

// Defaults of Config.
const (
	DefaultTimeLimit   = 30 * time.Second
	DefaultMaxOutput   = 1 << 20   // bytes a form prints, per evaluation
	DefaultMaxBody     = 256 << 10 // bytes of a request body
	DefaultMaxSessions = 64
	DefaultIdleTimeout = 30 * time.Minute
	DefaultStopGrace   = 2 * time.Second
)

// TokenHeader is the request header that carries the server's token.
const TokenHeader = "X-Cgcalc-Token"

// ContentSecurityPolicy is the Content-Security-Policy of every response:
// the page loads nothing from elsewhere and runs no inline script.
const ContentSecurityPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'"

// Config configures a Server. Zero fields take the defaults above.
type Config struct {
	// Addr is the address the server listens on, host:port, as the
	// listener reports it (the port chosen, not :0). Requests must name
	// it, or localhost, 127.0.0.1 or [::1] with its port, in their Host
	// header unless Token is set.
	Addr string
	// Token, if not empty, must come with every API request in the
	// X-Cgcalc-Token header.
	Token string
	// Dir, if not empty, is the directory under which load may read
	// files; with none, load is refused.
	Dir string
	// TimeLimit bounds each evaluation request (all its forms).
	TimeLimit time.Duration
	// MaxSteps, when positive, bounds the work of each form (see
	// eval.Interp.MaxSteps).
	MaxSteps int64
	// MaxOutput bounds what the forms of one request print, in bytes.
	MaxOutput int
	// MaxBody bounds a request body, in bytes: larger ones get 413.
	MaxBody int64
	// MaxSessions bounds the sessions open at once: more get 503.
	MaxSessions int
	// IdleTimeout is how long a session lives unused.
	IdleTimeout time.Duration
	// SessionMemory, when positive, is each session's memory budget: its
	// worker stops a computation that would take it past this many bytes
	// (eval.SetMemoryLimit in the worker).
	SessionMemory int64
	// SessionCeiling is the address space, in bytes, that the kernel lets
	// a worker map beyond what it has mapped when it starts (Linux's
	// RLIMIT_AS): a computation that outruns the budget's watchdog ends
	// its worker there. Zero means twice SessionMemory and 256 MiB (none
	// if SessionMemory is zero); negative, none.
	SessionCeiling int64
	// StopGrace is how long a worker has to stop an evaluation, after a
	// cancel or the time limit, before it is killed and its session
	// restarted.
	StopGrace time.Duration
	// Worker returns the command that starts a session's worker process:
	// a program that calls WorkerMain. The default runs this program as
	// cgcalc serve --worker.
	Worker func() *exec.Cmd
	// Log, if not nil, gets a line for each worker that ends other than
	// by its session's end (out of memory, killed after not stopping).
	Log io.Writer
	// Now returns the time, for tests of expiry (default time.Now).
	Now func() time.Time
}

// Server is the worksheet's HTTP handler: the page and the API.
type Server struct {
	cfg     Config
	session sessionConfig // what each worker is given
	port    string
	hosts   map[string]bool // host names the Host header may give
	docs    *eval.Interp    // for help: never evaluates
	mux     *http.ServeMux

	mu       sync.Mutex
	sessions map[string]*remote
}

// New returns a server configured by cfg.
func New(cfg Config) (*Server, error) {
	if cfg.TimeLimit <= 0 {
		cfg.TimeLimit = DefaultTimeLimit
	}
	if cfg.MaxOutput <= 0 {
		cfg.MaxOutput = DefaultMaxOutput
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.StopGrace <= 0 {
		cfg.StopGrace = DefaultStopGrace
	}
	if cfg.Worker == nil {
		cfg.Worker = defaultWorker
	}
	ceiling := cfg.SessionCeiling
	if ceiling == 0 && cfg.SessionMemory > 0 {
		ceiling = 2*cfg.SessionMemory + 256<<20
	}
	host, port, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("address %q: %v", cfg.Addr, err)
	}
	s := &Server{
		cfg: cfg,
		session: sessionConfig{
			Dir: cfg.Dir, TimeLimit: cfg.TimeLimit, MaxSteps: cfg.MaxSteps, MaxOutput: cfg.MaxOutput,
			Memory: max(cfg.SessionMemory, 0), Ceiling: max(ceiling, 0),
		},
		port:     port,
		hosts:    map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true, strings.ToLower(host): true},
		docs:     builtins.New(),
		sessions: map[string]*remote{},
	}
	static, err := fs.Sub(staticFiles, "static")
	if err != nil {
		return nil, err
	}
	files := http.FileServerFS(static)
	m := http.NewServeMux()
	m.HandleFunc("POST /api/sessions", s.api(s.handleNewSession))
	m.HandleFunc("POST /api/eval", s.api(s.handleEval))
	m.HandleFunc("POST /api/cancel", s.api(s.handleCancel))
	m.HandleFunc("GET /api/progress", s.api(s.handleProgress))
	m.HandleFunc("GET /api/help", s.api(s.handleHelp))
	m.HandleFunc("GET /api/topics", s.api(s.handleTopics))
	m.HandleFunc("POST /api/markdown", s.api(s.handleMarkdown))
	m.HandleFunc("POST /api/notebook/save", s.apiLimit(max(MaxNotebook, cfg.MaxBody), s.handleNotebookSave))
	m.HandleFunc("POST /api/notebook/open", s.apiLimit(max(MaxNotebook, cfg.MaxBody), s.handleNotebookOpen))
	m.HandleFunc("/api/", s.api(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such API call: "+r.Method+" "+r.URL.Path)
	}))
	m.Handle("GET /static/", http.StripPrefix("/static/", files))
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		b, err := fs.ReadFile(static, "index.html")
		if err != nil {
			http.Error(w, "the page is missing", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(b)
	})
	s.mux = m
	return s, nil
}

// ServeHTTP serves the page and the API, after the Host and Origin checks,
// with the security headers on every response.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	if msg := s.checkHost(r); msg != "" {
		writeError(w, http.StatusForbidden, msg)
		return
	}
	if o := r.Header.Get("Origin"); o != "" && o != "http://"+r.Host {
		writeError(w, http.StatusForbidden, "cross-origin request refused: origin "+o+" is not this worksheet's")
		return
	}
	s.mux.ServeHTTP(w, r)
}

// checkHost returns why the Host header is refused, or "". With a token
// any host is allowed: the token is the protection.
func (s *Server) checkHost(r *http.Request) string {
	if s.cfg.Token != "" {
		return ""
	}
	host, port, err := net.SplitHostPort(r.Host)
	if err == nil && port == s.port && s.hosts[strings.ToLower(strings.Trim(host, "[]"))] {
		return ""
	}
	return "host " + r.Host + " refused: the worksheet answers only to the address it listens on"
}

// api wraps an API handler: the token check, the bound on the body
// (Config.MaxBody) and JSON error replies.
func (s *Server) api(f http.HandlerFunc) http.HandlerFunc { return s.apiLimit(s.cfg.MaxBody, f) }

// apiLimit is api with the body bounded by maxBody bytes.
func (s *Server) apiLimit(maxBody int64, f http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if s.cfg.Token != "" && subtle.ConstantTimeCompare([]byte(r.Header.Get(TokenHeader)), []byte(s.cfg.Token)) != 1 {
			writeError(w, http.StatusForbidden, "missing or wrong token: open the URL with ?token= that cgcalc serve printed")
			return
		}
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		}
		f(w, r)
	}
}

// writeJSON writes v as the JSON reply with status code.
func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true) // <, > and & as \u escapes: no markup in the bytes
	enc.Encode(v)
}

// writeError writes {"error": msg} with status code.
func writeError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"error": msg})
}

// readJSON decodes the request body into v, replying 413 or 400 and
// returning false if it cannot.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	err := dec.Decode(v)
	if err == nil && dec.More() {
		err = errors.New("more than one JSON value")
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request too large: at most %d bytes", tooBig.Limit))
		return false
	case err != nil:
		writeError(w, http.StatusBadRequest, "bad request: "+err.Error())
		return false
	}
	return true
}

// newID returns a random 128-bit identifier in hex.
func newID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// NewToken returns a random token for a server that listens beyond
// loopback.
func NewToken() string { return newID() }

// Close drops the sessions, killing their workers and waiting for them
// to end: their running evaluations answer "stopped".
func (s *Server) Close() {
	s.mu.Lock()
	var ended []*worker
	for id, r := range s.sessions {
		if w := r.close(); w != nil {
			ended = append(ended, w)
		}
		delete(s.sessions, id)
	}
	s.mu.Unlock()
	for _, w := range ended {
		<-w.done
	}
}

// Sessions returns the number of open sessions.
func (s *Server) Sessions() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.expireLocked()
	return len(s.sessions)
}

// expireLocked drops the sessions idle for longer than IdleTimeout; s.mu
// is held.
func (s *Server) expireLocked() {
	now := s.cfg.Now()
	for id, r := range s.sessions {
		if r.idleSince(now) > s.cfg.IdleTimeout {
			r.close()
			delete(s.sessions, id)
		}
	}
}

// lookup returns the session id, marking it used, or nil.
func (s *Server) lookup(id string) *remote {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.expireLocked()
	r := s.sessions[id]
	if r != nil {
		r.touch(s.cfg.Now())
	}
	return r
}

func (s *Server) handleNewSession(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.expireLocked()
	if len(s.sessions) >= s.cfg.MaxSessions {
		s.mu.Unlock()
		writeError(w, http.StatusServiceUnavailable, fmt.Sprintf("too many sessions (%d): close some worksheet tabs, or wait for idle ones to expire", s.cfg.MaxSessions))
		return
	}
	id := newID()
	se := newRemote()
	se.touch(s.cfg.Now())
	s.sessions[id] = se
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]string{"session": id})
}

// noSession is the reply for an unknown or expired session.
func noSession(w http.ResponseWriter) {
	writeError(w, http.StatusNotFound, "no such session (it may have expired): reload the page")
}

// EvalRequest is the body of POST /api/eval.
type EvalRequest struct {
	Session string `json:"session"`
	Source  string `json:"source"`
}

func (s *Server) handleEval(w http.ResponseWriter, r *http.Request) {
	var req EvalRequest
	if !readJSON(w, r, &req) {
		return
	}
	se := s.lookup(req.Session)
	if se == nil {
		noSession(w)
		return
	}
	if !se.busy.CompareAndSwap(false, true) {
		writeError(w, http.StatusConflict, "this session is already evaluating: wait for it, or stop it")
		return
	}
	defer func() {
		se.touch(s.cfg.Now())
		se.busy.Store(false)
	}()
	writeJSON(w, http.StatusOK, s.evaluate(r.Context(), se, req.Source))
}

// sessionRequest is the body of POST /api/cancel.
type sessionRequest struct {
	Session string `json:"session"`
}

func (s *Server) handleCancel(w http.ResponseWriter, r *http.Request) {
	var req sessionRequest
	if !readJSON(w, r, &req) {
		return
	}
	se := s.lookup(req.Session)
	if se == nil {
		noSession(w)
		return
	}
	s.stop(se)
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
}

// Progress is the reply of GET /api/progress.
type Progress struct {
	Busy     bool   `json:"busy"`
	Progress string `json:"progress"`
}

func (s *Server) handleProgress(w http.ResponseWriter, r *http.Request) {
	se := s.lookup(r.URL.Query().Get("session"))
	if se == nil {
		noSession(w)
		return
	}
	p, _ := se.progress.Load().(string)
	writeJSON(w, http.StatusOK, Progress{Busy: se.busy.Load(), Progress: p})
}

// HelpEntry is an entry of GET /api/help?q=: with q empty, every entry
// in the order of (help), the games' sections first (the help pane opens
// on them), Section naming each one's.
type HelpEntry struct {
	Name    string `json:"name"`
	Usage   string `json:"usage"`
	Summary string `json:"summary"`
	Section string `json:"section"`
}

func (s *Server) handleHelp(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Has("name") {
		text, ok := s.docs.HelpText(q.Get("name"))
		if !ok {
			writeError(w, http.StatusNotFound, fmt.Sprintf("no help for %q: (apropos TEXT) searches", q.Get("name")))
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"text": text})
		return
	}
	var entries []eval.Entry
	if text := strings.TrimSpace(q.Get("q")); text == "" {
		entries = s.docs.Entries()
	} else {
		entries = builtins.Apropos(s.docs, text)
	}
	out := make([]HelpEntry, 0, len(entries))
	for _, e := range entries {
		out = append(out, HelpEntry{e.Name, s.docs.Doc(e.Doc.Usage), s.docs.Doc(eval.Summary(e.Doc.Text)), e.Section})
	}
	writeJSON(w, http.StatusOK, map[string][]HelpEntry{"entries": out})
}

// TopicEntry is an entry of GET /api/topics.
type TopicEntry struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
}

func (s *Server) handleTopics(w http.ResponseWriter, r *http.Request) {
	out := []TopicEntry{}
	for _, t := range s.docs.Topics() {
		name := s.docs.TopicRef(t)
		if name == "" {
			name = t.Name
		}
		out = append(out, TopicEntry{name, s.docs.Doc(t.Summary)})
	}
	writeJSON(w, http.StatusOK, map[string][]TopicEntry{"topics": out})
}
