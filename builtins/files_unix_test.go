//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package builtins

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestDrawRefusesFIFO: drawing to a FIFO fails at once, without opening
// it. The test holds the FIFO open for reading, so that were draw to open
// it for writing it would not block but succeed, and the test would fail
// rather than hang.
func TestDrawRefusesFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.svg")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a FIFO here: %v", err)
	}
	r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, overwrite := range []string{"", " :overwrite t"} {
		src := `(draw up "` + fifo + `"` + overwrite + `)`
		err := drawSource(src)
		if want := "t:1:1: draw: cannot write " + fifo + ": it is not a regular file"; err == nil || err.Error() != want {
			t.Errorf("%s: error %v, want %s", src, err, want)
		}
	}
	buf := make([]byte, 1)
	if n, _ := r.Read(buf); n != 0 {
		t.Errorf("draw wrote into the FIFO")
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("the directory holds %q, want only the FIFO", names)
	}
}

// TestDrawRefusesSymlink: draw does not write through a symbolic link,
// even with :overwrite t; the link and its target are left as they were.
func TestDrawRefusesSymlink(t *testing.T) {
	dir := t.TempDir()
	precious, evil := filepath.Join(dir, "precious.txt"), filepath.Join(dir, "evil.svg")
	if err := os.WriteFile(precious, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(precious, evil); err != nil {
		t.Skipf("cannot make a symbolic link here: %v", err)
	}
	for _, overwrite := range []string{"", " :overwrite t"} {
		src := `(draw up "` + evil + `"` + overwrite + `)`
		err := drawSource(src)
		if err == nil || !strings.Contains(err.Error(), "symbolic link") {
			t.Errorf("%s: error %v, want a refusal of the symbolic link", src, err)
		}
	}
	if got := fileState(t, precious); got != "file:precious" {
		t.Errorf("precious.txt is %q afterwards", got)
	}
	if got := fileState(t, evil); got != "symlink" {
		t.Errorf("evil.svg is %q afterwards, want the symbolic link", got)
	}
}
