package kernel

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestSign checks the signature against RFC 4231's test case 2 of
// HMAC-SHA256 (key "Jefe"): the parts are signed as one text, as
// Jupyter's protocol signs header, parent, metadata and content.
func TestSign(t *testing.T) {
	got := signer{key: []byte("Jefe")}.sign([]byte("what do ya want "), []byte("for nothing?"))
	want := "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
	if string(got) != want {
		t.Errorf("sign = %s, want %s (RFC 4231, 4.3)", got, want)
	}
	if got := (signer{}).sign([]byte("x")); got != nil {
		t.Errorf("without a key sign = %q, want the empty signature", got)
	}
}

// TestWire checks that messages read back as they were written, with
// their identities and buffers, and that a message whose signature or
// shape is wrong does not read.
func TestWire(t *testing.T) {
	s := signer{key: []byte(testKey)}
	m := Message{
		Identities: [][]byte{[]byte("id1"), []byte("id2")},
		Header:     Header{MsgID: "1", Session: "s", Username: "u", Date: now(), MsgType: "execute_request", Version: ProtocolVersion},
		Parent:     []byte(`{"msg_id":"0"}`),
		Content:    []byte(`{"code":"(+ 1 2)"}`),
		Buffers:    [][]byte{{0, 1, 2}},
	}
	frames, err := s.encode(m)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.decode(frames)
	if err != nil {
		t.Fatal(err)
	}
	if got.Header != m.Header || string(got.Content) != string(m.Content) || string(got.Parent) != string(m.Parent) ||
		string(got.Metadata) != "{}" || len(got.Identities) != 2 || string(got.Identities[1]) != "id2" ||
		len(got.Buffers) != 1 || !bytes.Equal(got.Buffers[0], m.Buffers[0]) {
		t.Errorf("decode(encode(m)) = %+v, want %+v", got, m)
	}
	for _, tt := range []struct {
		name   string
		frames func() [][]byte
		want   error
	}{
		{"content changed", func() [][]byte {
			f := slices.Clone(frames)
			f[len(f)-2] = []byte(`{"code":"(exit)"}`)
			return f
		}, errSignature},
		{"another key", func() [][]byte {
			f, _ := signer{key: []byte("another")}.encode(m)
			return f
		}, errSignature},
		{"no delimiter", func() [][]byte { return frames[:2] }, nil},
		{"too few frames", func() [][]byte { return frames[:5] }, nil},
	} {
		_, err := s.decode(tt.frames())
		if err == nil || tt.want != nil && !errors.Is(err, tt.want) {
			t.Errorf("%s: decode: %v, want %v", tt.name, err, tt.want)
		}
	}
}

// TestExecute runs cells and checks what iopub carries and the replies:
// values as text/plain, printed output as stream stdout, pictures as
// image/svg+xml, errors with their cell position, each cell's execution
// count.
func TestExecute(t *testing.T) {
	t.Parallel()
	c := startKernel(t)
	for i, tt := range []struct {
		code string
		want []string // "type: text" of each iopub message after execute_input
		err  string   // the reply's evalue
	}{
		// 1/2 + 1/2 = 1, and {1|} = 2 by the simplicity rule (Winning
		// Ways, ch. 2).
		{code: "(+ 1/2 1/2)\n{1|}", want: []string{"execute_result: 1", "execute_result: 2"}},
		{code: "(print 'hi)", want: []string{"stream: hi\n", "execute_result: hi"}},
		{code: `(show (domineering "..|.."))`, want: []string{"display_data: <svg"}},
		{code: "(defun twice (x) (* 2 x))\n(+ 1 2)\n  (car 5)\n(+ 3 4)", want: []string{
			"execute_result: twice", "execute_result: 3", "error: cell:3:3: car: 5 is not a list"},
			err: "cell:3:3: car: 5 is not a list"},
		{code: "(twice 21)", want: []string{"execute_result: 42"}},
		{code: "(+ 1", want: []string{"error: cell:1:1: "}, err: "cell:1:1: "},
	} {
		reply, out := c.execute(tt.code)
		if got := int(reply["execution_count"].(float64)); got != i+1 {
			t.Errorf("%s: execution_count %d, want %d", tt.code, got, i+1)
		}
		if len(out) == 0 || out[0].Header.MsgType != "execute_input" || content(t, out[0])["code"] != tt.code {
			t.Fatalf("%s: the first message is not its execute_input: %v", tt.code, out)
		}
		got := summaries(t, out[1:])
		if len(got) != len(tt.want) {
			t.Errorf("%s: iopub carried %q, want %q", tt.code, got, tt.want)
			continue
		}
		for j := range got {
			if !strings.HasPrefix(got[j], tt.want[j]) {
				t.Errorf("%s: message %d is %q, want %q...", tt.code, j, got[j], tt.want[j])
			}
		}
		if tt.err == "" && reply["status"] != "ok" || tt.err != "" && (reply["status"] != "error" || !strings.HasPrefix(reply["evalue"].(string), tt.err)) {
			t.Errorf("%s: reply %v, want error %q", tt.code, reply, tt.err)
		}
	}
	// A silent cell publishes nothing and counts no execution.
	reply, out := c.request("shell", "execute_request", map[string]any{"code": "(print 'quiet) (setq q 5)", "silent": true})
	if reply["status"] != "ok" || len(out) != 0 || int(reply["execution_count"].(float64)) != 6 {
		t.Errorf("a silent cell: reply %v, iopub %q", reply, summaries(t, out))
	}
	if _, out := c.execute("q"); !slices.Equal(summaries(t, out[1:]), []string{"execute_result: 5"}) {
		t.Errorf("after a silent (setq q 5), q gives %q", summaries(t, out[1:]))
	}
}

// summaries is "type: text" of each message: a value's text, a stream's
// text, a picture's SVG from "<svg", an error's evalue.
func summaries(t *testing.T, msgs []Message) []string {
	var s []string
	for _, m := range msgs {
		c := content(t, m)
		text := ""
		switch m.Header.MsgType {
		case "execute_result", "display_data":
			data := c["data"].(map[string]any)
			text, _ = data["text/plain"].(string)
			if svg, ok := data["image/svg+xml"].(string); ok {
				text = svg[strings.Index(svg, "<svg"):]
			}
		case "stream":
			text = c["name"].(string)
			text = c["text"].(string)
		case "error":
			text = c["evalue"].(string)
		}
		s = append(s, m.Header.MsgType+": "+text)
	}
	return s
}

// TestInterrupt interrupts a cell that never ends, by an
// interrupt_request on the control socket (interrupt_mode "message") and
// by Config.Interrupt (SIGINT, interrupt_mode "signal"), and checks that
// the cell ends with an error and the kernel, definitions included, lives
// on.
func TestInterrupt(t *testing.T) {
	t.Parallel()
	for _, how := range []string{"interrupt_request", "signal"} {
		signal := make(chan struct{})
		c := startKernelWith(t, signal)
		c.execute("(setq kept 7)")
		req := c.send("shell", "execute_request", map[string]any{"code": "(print 'early)\n(while t)"})
		// Interrupt once the cell is running: what it printed before its
		// endless loop is out (the output is sent as it comes, not when
		// the cell ends).
		for started := false; !started; {
			select {
			case m := <-c.published:
				started = m.Header.MsgType == "stream" && parentID(m) == req.Header.MsgID && content(t, m)["text"] == "early\n"
			case <-time.After(hangGuard):
				t.Fatal("the cell's output did not come while it ran")
			}
		}
		if how == "signal" {
			signal <- struct{}{}
		} else if reply, _ := c.request("control", "interrupt_request", map[string]any{}); reply["status"] != "ok" {
			t.Errorf("interrupt_reply %v", reply)
		}
		reply := content(t, c.reply("shell", req))
		if reply["status"] != "error" || reply["ename"] != "Interrupted" || reply["evalue"] != "cell:2:1: interrupted" {
			t.Errorf("%s: the interrupted cell's reply: %v", how, reply)
		}
		c.outputs(req)
		if _, out := c.execute("(+ kept 1)"); !slices.Equal(summaries(t, out[1:]), []string{"execute_result: 8"}) {
			t.Errorf("%s: after the interrupt, (+ kept 1) gives %q", how, summaries(t, out[1:]))
		}
	}
}

// TestAssist checks completion, inspection and is_complete.
func TestAssist(t *testing.T) {
	t.Parallel()
	c := startKernel(t)
	c.execute("(defun my-function (x) \"Doubles X.\" (* 2 x))")
	for _, tt := range []struct {
		code    string
		pos     int
		want    []string // among the matches
		wantOut []string // not among them
		start   int
	}{
		{"(domine", 7, []string{"domineering"}, []string{"hackenbush"}, 1},
		{"(list (my-f", 11, []string{"my-function"}, nil, 7},
		{"(+ 1 {0 | therm", 15, []string{"thermograph"}, nil, 10},
		{"(car x) (car", 12, []string{"car"}, []string{"cdr"}, 9},
		{"(car x) (ca", 3, []string{"car", "cadr"}, nil, 1}, // the cursor in the first form
	} {
		reply, _ := c.request("shell", "complete_request", map[string]any{"code": tt.code, "cursor_pos": tt.pos})
		var matches []string
		for _, m := range reply["matches"].([]any) {
			matches = append(matches, m.(string))
		}
		for _, w := range tt.want {
			if !slices.Contains(matches, w) {
				t.Errorf("completing %q at %d: %v lacks %s", tt.code, tt.pos, matches, w)
			}
		}
		for _, w := range tt.wantOut {
			if slices.Contains(matches, w) {
				t.Errorf("completing %q at %d: %v has %s", tt.code, tt.pos, matches, w)
			}
		}
		if int(reply["cursor_start"].(float64)) != tt.start || int(reply["cursor_end"].(float64)) != tt.pos {
			t.Errorf("completing %q at %d: cursor %v..%v, want %d..%d", tt.code, tt.pos, reply["cursor_start"], reply["cursor_end"], tt.start, tt.pos)
		}
	}
	for _, tt := range []struct {
		code  string
		pos   int
		found bool
		want  string // the beginning of the help
	}{
		{"(thermograph", 5, true, "(thermograph G"},
		{"(thermograph (+ 1 2) ", 21, true, "(thermograph G"}, // the function of the open list
		{"(my-function 3)", 3, true, "(my-function x)"},
		{"(no-such-name 3)", 3, false, ""},
		{"", 0, false, ""},
	} {
		reply, _ := c.request("shell", "inspect_request", map[string]any{"code": tt.code, "cursor_pos": tt.pos, "detail_level": 0})
		text, _ := reply["data"].(map[string]any)["text/plain"].(string)
		if reply["found"] != tt.found || !strings.HasPrefix(text, tt.want) {
			t.Errorf("inspecting %q at %d: found %v, %q; want %v, %q...", tt.code, tt.pos, reply["found"], text, tt.found, tt.want)
		}
	}
	for _, tt := range []struct{ code, status string }{
		{"(+ 1 2)", "complete"},
		{"", "complete"},
		{"(+ 1\n  (* 2", "incomplete"},
		{"{1 | ", "incomplete"},
		{`(print "abc`, "incomplete"},
		{"(+ 1 2))", "invalid"},
	} {
		reply, _ := c.request("shell", "is_complete_request", map[string]any{"code": tt.code})
		if reply["status"] != tt.status {
			t.Errorf("is_complete %q: %v, want %s", tt.code, reply, tt.status)
		}
	}
}

// TestKernelInfoAndShutdown checks kernel_info_reply and that a
// shutdown_request ends Serve with its restart flag; a message with a
// wrong signature is dropped before.
func TestKernelInfoAndShutdown(t *testing.T) {
	t.Parallel()
	for _, restart := range []bool{false, true} {
		c := startKernel(t)
		info, _ := c.request("shell", "kernel_info_request", map[string]any{})
		lang := info["language_info"].(map[string]any)
		if info["protocol_version"] != ProtocolVersion || info["implementation"] != "cgcalc" || lang["name"] != "cgcalc" || lang["file_extension"] != ".lisp" || info["banner"] != "cgcalc test" {
			t.Errorf("kernel_info_reply: %v", info)
		}
		forged := c.sign
		c.sign = signer{key: []byte("not the key")}
		c.send("shell", "execute_request", map[string]any{"code": "(setq forged t)"})
		c.sign = forged
		if reply, _ := c.execute("forged"); reply["status"] == "ok" {
			t.Error("a forged execute_request was run")
		}
		reply := content(t, c.reply("control", c.send("control", "shutdown_request", map[string]any{"restart": restart})))
		if reply["restart"] != restart {
			t.Errorf("shutdown_reply %v", reply)
		}
		select {
		case got := <-c.served:
			if got != restart {
				t.Errorf("Serve returned %v, want %v", got, restart)
			}
		case <-time.After(hangGuard):
			t.Fatal("Serve did not return after shutdown_request")
		}
	}
}
