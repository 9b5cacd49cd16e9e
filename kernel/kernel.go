package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"time"

	"github.com/go-zeromq/zmq4"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// shutdownGrace is how long the kernel waits, after answering a
// shutdown_request, for its last iopub messages to leave.
const shutdownGrace = 50 * time.Millisecond

// Config is what a kernel needs beyond its connection file.
type Config struct {
	// Version is cgcalc's version, told in kernel_info_reply.
	Version string
	// Banner is the greeting a console shows.
	Banner string
	// Settings are the interpreter's settings (builtins.DefaultSettings
	// if zero).
	Settings *builtins.Settings
	// Interrupt, if set, interrupts the running evaluation each time it
	// receives, as an interrupt_request does (SIGINT, for a client whose
	// kernelspec says interrupt_mode "signal").
	Interrupt <-chan struct{}
	// Log receives one line for each message the kernel could not read or
	// did not know (nil: none).
	Log io.Writer
}

// Kernel is one Jupyter kernel: its sockets and its one interpreter.
type Kernel struct {
	info   ConnectionInfo
	cfg    Config
	sign   signer
	in     *eval.Interp
	ctx    context.Context
	cancel context.CancelFunc

	shell, control, stdin, iopub, hb zmq4.Socket

	session string        // this kernel's session id, in its headers
	pubMu   sync.Mutex    // iopub sends come from the shell and control loops
	runMu   sync.Mutex    // guards stop
	stop    func()        // interrupts the running evaluation, or nil
	done    chan struct{} // closed by a shutdown_request
	once    sync.Once

	// Of the shell loop (the evaluating goroutine) only.
	count  int      // the execution count
	parent *Message // the request being answered
	out    *streamWriter
}

// Start binds the kernel's sockets to the addresses of info (a port 0 is
// chosen by the system; Info tells the ports bound) and makes its
// interpreter. Serve answers requests.
func Start(info ConnectionInfo, cfg Config) (*Kernel, error) {
	if info.Transport == "" {
		info.Transport = "tcp"
	}
	if info.IP == "" {
		info.IP = "127.0.0.1"
	}
	ctx, cancel := context.WithCancel(context.Background())
	k := &Kernel{
		info: info, cfg: cfg, sign: signer{key: []byte(info.Key)},
		ctx: ctx, cancel: cancel, session: newID(), done: make(chan struct{}),
	}
	socks := []struct {
		s    *zmq4.Socket
		make func(context.Context, ...zmq4.Option) zmq4.Socket
		port *int
	}{
		{&k.shell, zmq4.NewRouter, &k.info.ShellPort},
		{&k.control, zmq4.NewRouter, &k.info.ControlPort},
		{&k.stdin, zmq4.NewRouter, &k.info.StdinPort},
		{&k.iopub, zmq4.NewPub, &k.info.IOPubPort},
		{&k.hb, zmq4.NewRep, &k.info.HBPort},
	}
	for _, s := range socks {
		*s.s = s.make(ctx)
		if err := (*s.s).Listen(k.info.endpoint(*s.port)); err != nil {
			k.Close()
			return nil, fmt.Errorf("cannot listen at %s: %v", k.info.endpoint(*s.port), err)
		}
		if a, ok := (*s.s).Addr().(*net.TCPAddr); ok {
			*s.port = a.Port
		}
	}
	k.newInterp()
	return k, nil
}

// newInterp makes the kernel's interpreter: pictures go to the notebook
// as SVG, printed output as a stream; interactive pieces (explore, play,
// edit-board) print as in the terminal; files are read and written as in
// the REPL.
func (k *Kernel) newInterp() {
	st := builtins.DefaultSettings()
	if k.cfg.Settings != nil {
		st = *k.cfg.Settings
	}
	k.in = builtins.NewWith(st)
	k.out = &streamWriter{k: k}
	k.in.Out = k.out
	builtins.SetSandbox(k.in, builtins.Sandbox{Picture: k.picture, Files: true})
}

// Info returns the kernel's connection information, with the ports it
// listens on.
func (k *Kernel) Info() ConnectionInfo { return k.info }

// Close closes the kernel's sockets.
func (k *Kernel) Close() {
	k.cancel()
	for _, s := range []zmq4.Socket{k.shell, k.control, k.stdin, k.iopub, k.hb} {
		if s != nil {
			s.Close()
		}
	}
}

// Serve answers requests until a shutdown_request, then closes the
// kernel. It returns whether the client asked for a restart.
func (k *Kernel) Serve() (restart bool) {
	go k.heartbeat()
	go k.drain(k.stdin)
	go k.interrupts()
	restarts := make(chan bool, 2)
	go k.loop(k.control, restarts)
	go k.loop(k.shell, restarts)
	k.publish(nil, "status", map[string]any{"execution_state": "starting"})
	select {
	case restart = <-restarts:
		// The replies are sent; iopub sends from a queue of its own,
		// which a moment lets empty before the sockets close.
		time.Sleep(shutdownGrace)
	case <-k.ctx.Done():
	}
	k.Close()
	return restart
}

// heartbeat echoes what the heartbeat socket receives.
func (k *Kernel) heartbeat() {
	for {
		msg, err := k.hb.Recv()
		if err != nil {
			return
		}
		if err := k.hb.Send(msg); err != nil {
			return
		}
	}
}

// drain reads and drops what s receives (the stdin socket: the kernel
// asks for no input).
func (k *Kernel) drain(s zmq4.Socket) {
	for {
		if _, err := s.Recv(); err != nil {
			return
		}
	}
}

// interrupts interrupts the running evaluation at each Config.Interrupt.
func (k *Kernel) interrupts() {
	if k.cfg.Interrupt == nil {
		return
	}
	for {
		select {
		case <-k.cfg.Interrupt:
			k.interrupt()
		case <-k.ctx.Done():
			return
		}
	}
}

// interrupt stops the running evaluation, if any, as Ctrl-C does.
func (k *Kernel) interrupt() {
	k.runMu.Lock()
	defer k.runMu.Unlock()
	if k.stop != nil {
		k.stop()
	}
}

// loop answers the requests of the shell or control socket s, one at a
// time. A shutdown_request sends its restart flag on restarts.
func (k *Kernel) loop(s zmq4.Socket, restarts chan<- bool) {
	for {
		zm, err := s.Recv()
		if err != nil {
			return
		}
		req, err := k.sign.decode(zm.Frames)
		if err != nil {
			k.logf("cgcalc kernel: dropped a message: %v", err)
			continue
		}
		k.publish(&req, "status", map[string]any{"execution_state": "busy"})
		restart, shutdown := k.handle(s, &req)
		k.publish(&req, "status", map[string]any{"execution_state": "idle"})
		if shutdown {
			restarts <- restart
			return
		}
	}
}

// handle answers one request on socket s; it reports a shutdown_request
// and its restart flag.
func (k *Kernel) handle(s zmq4.Socket, req *Message) (restart, shutdown bool) {
	typ := req.Header.MsgType
	switch typ {
	case "kernel_info_request":
		k.reply(s, req, "kernel_info_reply", k.kernelInfo())
	case "execute_request":
		k.reply(s, req, "execute_reply", k.execute(req))
	case "complete_request":
		k.reply(s, req, "complete_reply", k.complete(req))
	case "inspect_request":
		k.reply(s, req, "inspect_reply", k.inspect(req))
	case "is_complete_request":
		k.reply(s, req, "is_complete_reply", k.isComplete(req))
	case "history_request":
		k.reply(s, req, "history_reply", map[string]any{"status": "ok", "history": []any{}})
	case "comm_info_request":
		k.reply(s, req, "comm_info_reply", map[string]any{"status": "ok", "comms": map[string]any{}})
	case "interrupt_request":
		k.interrupt()
		k.reply(s, req, "interrupt_reply", map[string]any{"status": "ok"})
	case "shutdown_request":
		var c struct {
			Restart bool `json:"restart"`
		}
		json.Unmarshal(req.Content, &c)
		k.interrupt()
		content := map[string]any{"status": "ok", "restart": c.Restart}
		k.reply(s, req, "shutdown_reply", content)
		k.publish(req, "shutdown_reply", content)
		return c.Restart, true
	case "comm_open", "comm_msg", "comm_close":
		// No comms: the messages of widgets' libraries are ignored.
	default:
		k.logf("cgcalc kernel: no answer to a %s", typ)
	}
	return false, false
}

// kernelInfo is the content of kernel_info_reply.
func (k *Kernel) kernelInfo() map[string]any {
	return map[string]any{
		"status":                 "ok",
		"protocol_version":       ProtocolVersion,
		"implementation":         "cgcalc",
		"implementation_version": k.cfg.Version,
		"language_info": map[string]any{
			"name":               "cgcalc",
			"version":            k.cfg.Version,
			"mimetype":           "text/x-common-lisp",
			"file_extension":     ".lisp",
			"codemirror_mode":    "commonlisp",
			"pygments_lexer":     "common-lisp",
			"nbconvert_exporter": "script",
		},
		"banner":   k.cfg.Banner,
		"debugger": false,
		// The help is in the language: (help), (help 'topics), and
		// inspection (Shift-Tab) shows (help NAME) of the name at the
		// cursor; there is no web page to link.
		"help_links": []map[string]string{},
	}
}

// reply sends the reply typ with content to req on socket s.
func (k *Kernel) reply(s zmq4.Socket, req *Message, typ string, content any) {
	m, err := k.message(req, typ, content)
	if err != nil {
		k.logf("cgcalc kernel: %s: %v", typ, err)
		return
	}
	m.Identities = req.Identities
	k.send(s, m)
}

// publish sends the message typ with content on iopub, as an answer to
// parent (nil: to no request).
func (k *Kernel) publish(parent *Message, typ string, content any) {
	m, err := k.message(parent, typ, content)
	if err != nil {
		k.logf("cgcalc kernel: %s: %v", typ, err)
		return
	}
	m.Identities = [][]byte{[]byte("kernel." + k.session + "." + typ)}
	k.pubMu.Lock()
	defer k.pubMu.Unlock()
	k.send(k.iopub, m)
}

// message makes the message typ with content, the answer to parent.
func (k *Kernel) message(parent *Message, typ string, content any) (Message, error) {
	c, err := json.Marshal(content)
	if err != nil {
		return Message{}, err
	}
	m := Message{
		Header: Header{
			MsgID: newID(), Session: k.session, Username: "cgcalc", Date: now(),
			MsgType: typ, Version: ProtocolVersion,
		},
		Content: c,
	}
	if parent != nil {
		m.Parent = parent.rawHeader
		if len(m.Parent) == 0 {
			if m.Parent, err = json.Marshal(parent.Header); err != nil {
				return Message{}, err
			}
		}
	}
	return m, nil
}

// send sends m on s.
func (k *Kernel) send(s zmq4.Socket, m Message) {
	frames, err := k.sign.encode(m)
	if err == nil {
		err = s.SendMulti(zmq4.NewMsgFrom(frames...))
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		k.logf("cgcalc kernel: sending %s: %v", m.Header.MsgType, err)
	}
}

// logf writes one line to Config.Log.
func (k *Kernel) logf(format string, args ...any) {
	if k.cfg.Log != nil {
		fmt.Fprintf(k.cfg.Log, format+"\n", args...)
	}
}
