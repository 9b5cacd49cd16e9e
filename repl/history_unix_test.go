//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package repl

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestHistoryRefusesFIFO: a FIFO given as the history is refused at once,
// without opening it. The test holds it open for reading, so that were
// History to open it for writing it would not block but succeed, and the
// test would fail rather than hang.
func TestHistoryRefusesFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "history")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a FIFO here: %v", err)
	}
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, c := range []struct {
		load bool
		want string
	}{
		{true, "cgcalc: cannot read history $P: it is not a regular file; history is off for this session\n"},
		{false, "cgcalc: cannot write history $P: it is not a regular file; history is off for this session\n"},
	} {
		warn := newSyncBuffer()
		h := &History{Path: fifo, Warn: warn}
		if c.load {
			h.Load()
		}
		h.Append("(+ 1 2)")
		h.Append("(+ 1 2)")
		if got, want := warn.String(), strings.ReplaceAll(c.want, "$P", fifo); got != want {
			t.Errorf("Load first: %v: warned %q, want %q", c.load, got, want)
		}
	}
	if n, _ := r.Read(make([]byte, 1)); n != 0 {
		t.Error("History wrote into the FIFO")
	}
}
