package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestServeFlags(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		code   int
		stdout string // a substring
		stderr string // a substring
	}{
		{[]string{"--help"}, 0, "cgcalc serve [--addr A] [--open] [--dir D]", ""},
		{[]string{"serve", "--help"}, 0, "-addr HOST:PORT", ""},
		{[]string{"serve", "--bogus"}, 2, "", "cgcalc serve: unknown flag -bogus (see cgcalc serve --help)"},
		{[]string{"serve", "extra"}, 2, "", `cgcalc serve: unexpected argument "extra"`},
		{[]string{"serve", "--dir", "/no/such/dir"}, 2, "", "cgcalc serve: --dir /no/such/dir is not a directory"},
		{[]string{"serve", "--addr", "nonsense"}, 1, "", "cgcalc serve: listen tcp: address nonsense"},
	} {
		out, errOut, code := runProgram(t, "", tt.args...)
		if code != tt.code || !strings.Contains(out, tt.stdout) || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("cgcalc %q: status %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, code, out, errOut, tt.code, tt.stdout, tt.stderr)
		}
	}
}

func TestLoopback(t *testing.T) {
	for _, tt := range []struct {
		addr string
		want bool
	}{
		{"127.0.0.1:8053", true},
		{"127.3.4.5:1", true},
		{"[::1]:8053", true},
		{"localhost:8053", true},
		{"0.0.0.0:8053", false},
		{"[::]:8053", false},
		{"192.168.1.2:8053", false},
		{"example.org:80", false},
		{"nonsense", false},
	} {
		if got := loopback(tt.addr); got != tt.want {
			t.Errorf("loopback(%q) = %v, want %v", tt.addr, got, tt.want)
		}
	}
}

// TestServe runs cgcalc serve, reads the URL it prints, fetches the page
// and stops it with an interrupt. Beyond loopback the URL has a token and
// the API refuses requests without it.
func TestServe(t *testing.T) {
	for _, tt := range []struct {
		addr  string
		url   string // pattern of the printed URL
		token bool
	}{
		{"127.0.0.1:0", `^cgcalc: serving the worksheet at (http://127\.0\.0\.1:\d+/)$`, false},
		{"0.0.0.0:0", `^cgcalc: serving the worksheet at (http://[^/]+:\d+/)\?token=([0-9a-f]{32})$`, true},
	} {
		pr, pw := io.Pipe()
		var errOut strings.Builder
		intr := make(chan struct{}, 1)
		done := make(chan int, 1)
		go func() {
			done <- run([]string{"serve", "--addr", tt.addr}, env{
				stdin: strings.NewReader(""), stdout: pw, stderr: &errOut,
				interrupt: intr, getenv: func(string) string { return "" },
			})
			pw.Close()
		}()
		line, err := bufio.NewReader(pr).ReadString('\n')
		if err != nil {
			t.Fatalf("%s: no URL printed: %v", tt.addr, err)
		}
		go io.Copy(io.Discard, pr)
		m := regexp.MustCompile(tt.url).FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			t.Fatalf("%s: printed %q, want %s", tt.addr, line, tt.url)
		}
		// Fetch through the loopback address on the printed port.
		port := m[1][strings.LastIndex(m[1], ":")+1 : len(m[1])-1]
		base := "http://127.0.0.1:" + port
		resp, err := http.Get(base + "/")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: GET / %d", tt.addr, resp.StatusCode)
		}
		resp, err = http.Post(base+"/api/sessions", "application/json", strings.NewReader("{}"))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if want := map[bool]int{false: 200, true: 403}[tt.token]; resp.StatusCode != want {
			t.Errorf("%s: POST /api/sessions without a token: %d, want %d", tt.addr, resp.StatusCode, want)
		}
		if tt.token {
			rq, _ := http.NewRequest("POST", base+"/api/sessions", strings.NewReader("{}"))
			rq.Header.Set("X-Cgcalc-Token", m[2])
			resp, err = http.DefaultClient.Do(rq)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("%s: POST /api/sessions with the token: %d", tt.addr, resp.StatusCode)
			}
		}
		intr <- struct{}{}
		if code := <-done; code != 0 {
			t.Errorf("%s: status %d after an interrupt; stderr %q", tt.addr, code, errOut.String())
		}
	}
}

// TestServeBodyDeadline: a request whose body trickles in is cut once
// bodyTimeout has passed (counted in bytes sent, one every 50 ms: far
// fewer than would take a second), while an evaluation that runs longer
// than bodyTimeout, its body read at once, still gets its answer.
func TestServeBodyDeadline(t *testing.T) {
	defer func(d time.Duration) { bodyTimeout = d }(bodyTimeout)
	bodyTimeout = 300 * time.Millisecond
	pr, pw := io.Pipe()
	intr := make(chan struct{}, 1)
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"serve", "--addr", "127.0.0.1:0", "--time-limit", "1s"}, env{
			stdin: strings.NewReader(""), stdout: pw, stderr: io.Discard,
			interrupt: intr, getenv: func(string) string { return "" },
		})
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("no URL printed: %v", err)
	}
	go io.Copy(io.Discard, pr)
	defer func() {
		intr <- struct{}{}
		<-done
	}()
	m := regexp.MustCompile(`http://(127\.0\.0\.1:\d+)/`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("printed %q", line)
	}
	host := m[1]

	// The trickle: headers at once, then the body a byte at a time.
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/eval HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", host)
	answered := make(chan string, 1)
	go func() {
		b, _ := io.ReadAll(conn) // until the server closes the connection
		answered <- string(b)
	}()
	sent := 1
	var answer string
trickle:
	for ; sent < 100; sent++ {
		select {
		case answer = <-answered:
			break trickle
		case <-time.After(50 * time.Millisecond):
		}
		if _, err := conn.Write([]byte(" ")); err != nil {
			answer = <-answered
			break
		}
	}
	if sent >= 100 {
		t.Errorf("the trickled body was still read after %d bytes", sent)
	}
	if answer != "" && !strings.HasPrefix(answer, "HTTP/1.1 400") {
		t.Errorf("answer to the trickled body: %.200q", answer)
	}

	// An evaluation longer than bodyTimeout: the time limit ends it, and
	// its answer comes.
	resp, err := http.Post("http://"+host+"/api/sessions", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	var sess struct{ Session string }
	json.NewDecoder(resp.Body).Decode(&sess)
	resp.Body.Close()
	body, _ := json.Marshal(map[string]string{"session": sess.Session, "source": "(while t)"})
	resp, err = http.Post("http://"+host+"/api/eval", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatalf("a long evaluation lost its answer: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), "time limit of 1 s reached") {
		t.Errorf("long evaluation: %d %s", resp.StatusCode, b)
	}
}
