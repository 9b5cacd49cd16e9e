package main

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
)

// BenchmarkKernelFirstReply times a kernel's start as Jupyter sees it:
// from starting cgcalc kernel CONNECTION_FILE (this test binary running
// main) to the kernel_info_reply to the first kernel_info_request, sent
// by a client that dials the shell socket every millisecond until the
// kernel listens. The stop of the process is not timed.
func BenchmarkKernelFirstReply(b *testing.B) {
	dir := b.TempDir()
	const key = "benchmark key"
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		var ports [5]int
		for j := range ports {
			ports[j] = freePort(b)
		}
		conn := map[string]any{
			"transport": "tcp", "ip": "127.0.0.1", "key": key, "signature_scheme": "hmac-sha256",
			"shell_port": ports[0], "control_port": ports[1], "stdin_port": ports[2], "iopub_port": ports[3], "hb_port": ports[4],
		}
		file := filepath.Join(dir, fmt.Sprintf("kernel-%d.json", i))
		data, _ := json.Marshal(conn)
		if err := os.WriteFile(file, data, 0o600); err != nil {
			b.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		shell := zmq4.NewDealer(ctx, zmq4.WithID(zmq4.SocketIdentity(fmt.Sprintf("bench-%d", i))),
			zmq4.WithDialerRetry(time.Millisecond), zmq4.WithDialerMaxRetries(-1))
		cmd := exec.Command(os.Args[0], "kernel", file)
		cmd.Env = append(os.Environ(), childEnv+"=1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		b.StartTimer()
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		if err := shell.Dial(fmt.Sprintf("tcp://127.0.0.1:%d", ports[0])); err != nil {
			b.Fatal(err)
		}
		if err := shell.SendMulti(zmq4.NewMsgFrom(signedRequest(key, "kernel_info_request")...)); err != nil {
			b.Fatal(err)
		}
		reply, err := shell.Recv()
		b.StopTimer()
		if err != nil || len(reply.Frames) < 6 || !bytes.Contains(reply.Frames[2], []byte(`"kernel_info_reply"`)) {
			cmd.Process.Kill()
			cmd.Wait()
			b.Fatalf("no kernel_info_reply: %v %q; the kernel's stderr: %s", err, reply.Frames, stderr.String())
		}
		cmd.Process.Kill()
		cmd.Wait()
		shell.Close()
		cancel()
		b.StartTimer()
	}
}

// freePort returns a TCP port of the loopback free a moment ago.
func freePort(b *testing.B) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// signedRequest returns the frames of a request typ signed with key, as
// Jupyter's client sends it on a DEALER socket.
func signedRequest(key, typ string) [][]byte {
	header := fmt.Sprintf(`{"msg_id":"bench-%d","session":"bench","username":"bench","date":"2025-01-01T00:00:00.000000Z","msg_type":%q,"version":"5.3"}`, time.Now().UnixNano(), typ)
	parts := [][]byte{[]byte(header), []byte("{}"), []byte("{}"), []byte("{}")}
	mac := hmac.New(sha256.New, []byte(key))
	for _, p := range parts {
		mac.Write(p)
	}
	sig := hex.EncodeToString(mac.Sum(nil))
	return append([][]byte{[]byte("<IDS|MSG>"), []byte(sig)}, parts...)
}
