package kernel

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
)

// The tests speak to a kernel in this process as Jupyter's client does:
// DEALER sockets on shell and control, a SUB socket on iopub, a REQ on the
// heartbeat, every message signed with the connection's key.

// testKey is the key of the tests' connections.
const testKey = "a key of the tests"

// hangGuard bounds the wait for a message that should come, so that a
// kernel that does not answer fails the test rather than hanging it; it is
// no measure of speed.
const hangGuard = 20 * time.Second

// client is a connection to a kernel.
type client struct {
	t                     *testing.T
	k                     *Kernel
	sign                  signer
	shell, control, iopub zmq4.Socket
	replies               map[string]chan Message // by socket: "shell", "control"
	published             chan Message
	served                chan bool // Serve's result
	backlog               []Message // iopub messages read, answering another request
}

// startKernel starts a kernel on ports the system chooses and connects a
// client to it, ready: its iopub subscription is in place.
func startKernel(t *testing.T) *client { return startKernelWith(t, nil) }

// startKernelWith is startKernel with interrupt as Config.Interrupt.
func startKernelWith(t *testing.T, interrupt chan struct{}) *client {
	t.Helper()
	k, err := Start(ConnectionInfo{Key: testKey, SignatureScheme: "hmac-sha256"}, Config{Version: "test", Banner: "cgcalc test", Interrupt: interrupt})
	if err != nil {
		t.Fatal(err)
	}
	c := &client{
		t: t, k: k, sign: signer{key: []byte(testKey)},
		replies:   map[string]chan Message{"shell": make(chan Message, 16), "control": make(chan Message, 16)},
		published: make(chan Message, 1024),
		served:    make(chan bool, 1),
	}
	go func() { c.served <- k.Serve() }()
	ctx, cancel := context.WithCancel(context.Background())
	info := k.Info()
	id := zmq4.WithID(zmq4.SocketIdentity("test-" + newID()))
	c.shell, c.control, c.iopub = zmq4.NewDealer(ctx, id), zmq4.NewDealer(ctx, id), zmq4.NewSub(ctx)
	t.Cleanup(func() {
		cancel()
		for _, s := range []zmq4.Socket{c.shell, c.control, c.iopub} {
			s.Close()
		}
		k.Close()
	})
	for _, d := range []struct {
		s    zmq4.Socket
		port int
	}{{c.shell, info.ShellPort}, {c.control, info.ControlPort}, {c.iopub, info.IOPubPort}} {
		if err := d.s.Dial(info.endpoint(d.port)); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.iopub.SetOption(zmq4.OptionSubscribe, ""); err != nil {
		t.Fatal(err)
	}
	go c.read(c.sign, c.shell, c.replies["shell"])
	go c.read(c.sign, c.control, c.replies["control"])
	go c.read(c.sign, c.iopub, c.published)
	// As jupyter_client does: ask for kernel_info until iopub carries the
	// answer's status, so that nothing published later is missed.
	for i := 0; ; i++ {
		req := c.send("shell", "kernel_info_request", map[string]any{})
		c.reply("shell", req)
		select {
		case <-c.published:
			c.drain()
			c.backlog = nil
			return c
		case <-time.After(100 * time.Millisecond):
			if i > 100 {
				t.Fatal("iopub never carried a message")
			}
		}
	}
}

// read passes the messages of s, read with sign, to ch.
func (c *client) read(sign signer, s zmq4.Socket, ch chan<- Message) {
	for {
		zm, err := s.Recv()
		if err != nil {
			return
		}
		m, err := sign.decode(zm.Frames)
		if err != nil {
			c.t.Errorf("the kernel sent a message that does not read: %v", err)
			continue
		}
		ch <- m
	}
}

// drain drops what iopub has carried so far.
func (c *client) drain() {
	for {
		select {
		case <-c.published:
		default:
			return
		}
	}
}

// send sends a request on the socket named sock and returns it.
func (c *client) send(sock, typ string, content any) Message {
	c.t.Helper()
	body, err := json.Marshal(content)
	if err != nil {
		c.t.Fatal(err)
	}
	m := Message{
		Header:  Header{MsgID: newID(), Session: "test", Username: "test", Date: now(), MsgType: typ, Version: ProtocolVersion},
		Content: body,
	}
	frames, err := c.sign.encode(m)
	if err != nil {
		c.t.Fatal(err)
	}
	s := c.shell
	if sock == "control" {
		s = c.control
	}
	if err := s.SendMulti(zmq4.NewMsgFrom(frames...)); err != nil {
		c.t.Fatal(err)
	}
	return m
}

// reply waits for the reply to req on sock.
func (c *client) reply(sock string, req Message) Message {
	c.t.Helper()
	for {
		select {
		case m := <-c.replies[sock]:
			if parentID(m) == req.Header.MsgID {
				return m
			}
		case <-time.After(hangGuard):
			c.t.Fatalf("no reply to %s", req.Header.MsgType)
		}
	}
}

// outputs waits for the iopub messages answering req up to its idle
// status, and returns them without the statuses. Messages answering
// other requests are kept for their own outputs.
func (c *client) outputs(req Message) []Message {
	c.t.Helper()
	var out []Message
	next := func() Message {
		for i, m := range c.backlog {
			if parentID(m) == req.Header.MsgID {
				c.backlog = append(c.backlog[:i:i], c.backlog[i+1:]...)
				return m
			}
		}
		for {
			select {
			case m := <-c.published:
				if parentID(m) == req.Header.MsgID {
					return m
				}
				c.backlog = append(c.backlog, m)
			case <-time.After(hangGuard):
				c.t.Fatalf("no idle status after %s", req.Header.MsgType)
			}
		}
	}
	for {
		m := next()
		if m.Header.MsgType == "status" {
			if content(c.t, m)["execution_state"] == "idle" {
				return out
			}
			continue
		}
		out = append(out, m)
	}
}

// request sends a request on sock and returns its reply's content and the
// iopub messages answering it.
func (c *client) request(sock, typ string, body any) (map[string]any, []Message) {
	c.t.Helper()
	req := c.send(sock, typ, body)
	rep := c.reply(sock, req)
	if want := typ[:len(typ)-len("request")] + "reply"; rep.Header.MsgType != want {
		c.t.Errorf("the reply to %s is a %s", typ, rep.Header.MsgType)
	}
	return content(c.t, rep), c.outputs(req)
}

// execute runs code and returns the execute_reply's content and the iopub
// messages answering it.
func (c *client) execute(code string) (map[string]any, []Message) {
	c.t.Helper()
	return c.request("shell", "execute_request", map[string]any{"code": code, "silent": false, "store_history": true})
}

func parentID(m Message) string {
	var h Header
	json.Unmarshal(m.Parent, &h)
	return h.MsgID
}

func content(t *testing.T, m Message) map[string]any {
	t.Helper()
	var c map[string]any
	if err := json.Unmarshal(m.Content, &c); err != nil {
		t.Fatalf("%s: content %s: %v", m.Header.MsgType, m.Content, err)
	}
	return c
}
