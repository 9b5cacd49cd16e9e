package kernel

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/go-zeromq/zmq4"
)

// BenchmarkStartInProcess times a kernel's start without the process:
// Start (the five sockets bound, the interpreter made), then a client's
// dial and the kernel_info_reply to its first request. The root package's
// BenchmarkKernelFirstReply times the whole, from starting the program.
func BenchmarkStartInProcess(b *testing.B) {
	s := signer{key: []byte(testKey)}
	for i := 0; i < b.N; i++ {
		k, err := Start(ConnectionInfo{Key: testKey}, Config{Version: "bench"})
		if err != nil {
			b.Fatal(err)
		}
		go k.Serve()
		ctx, cancel := context.WithCancel(context.Background())
		shell := zmq4.NewDealer(ctx, zmq4.WithID(zmq4.SocketIdentity("bench")))
		if err := shell.Dial(k.Info().endpoint(k.Info().ShellPort)); err != nil {
			b.Fatal(err)
		}
		body, _ := json.Marshal(map[string]any{})
		frames, _ := s.encode(Message{Header: Header{MsgID: newID(), MsgType: "kernel_info_request", Version: ProtocolVersion}, Content: body})
		if err := shell.SendMulti(zmq4.NewMsgFrom(frames...)); err != nil {
			b.Fatal(err)
		}
		zm, err := shell.Recv()
		if err != nil {
			b.Fatal(err)
		}
		if m, err := s.decode(zm.Frames); err != nil || m.Header.MsgType != "kernel_info_reply" {
			b.Fatalf("reply %v %v", m.Header, err)
		}
		b.StopTimer()
		shell.Close()
		cancel()
		k.Close()
		b.StartTimer()
	}
}
