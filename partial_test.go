package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestInterruptedExprPrintsPartial: cgcalc -e '(nim-values ...)' stopped
// by SIGINT (Ctrl-C) once its checkpoint holds 1000 heaps (a count, not a
// time) prints the error and a note on standard error, the values of the
// heaps computed on standard output, and exits with status 130. The
// values are those an uninterrupted run prints for those heaps, and the
// checkpoint holds the same heaps.
func TestInterruptedExprPrintsPartial(t *testing.T) {
	if testing.Short() {
		t.Skip("runs cgcalc twice")
	}
	t.Parallel()
	dir := t.TempDir()
	ckpt := filepath.Join(dir, "grundy.ckpt")
	cmd := exec.Command(os.Args[0], "-e", `(nim-values 'grundy 3000000 :checkpoint "`+ckpt+`" :every 0)`)
	cmd.Env = append(os.Environ(), childEnv+"=1", "HOME="+dir, "CGCALC_HISTORY=")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := mustParseRules(t, "grundy")
	signalled := false
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if s := readCkpt(t, ckpt, r); s != nil && s.Len() >= 1000 {
			cmd.Process.Signal(os.Interrupt)
			signalled = true
			break
		}
	}
	cmd.Wait()
	if !signalled {
		t.Fatal("no checkpoint of 1000 heaps was written")
	}
	if code := cmd.ProcessState.ExitCode(); code != 130 {
		t.Errorf("exit status %d, want 130; stderr %q", code, errOut.String())
	}
	m := regexp.MustCompile(`^-e:1:1: interrupted\nnim-values: stopped at heap (\d+) \(heaps 0\.\.(\d+) are kept for the session and in .*grundy\.ckpt\); the values of heaps 0\.\.(\d+):\n$`).FindStringSubmatch(errOut.String())
	if m == nil {
		t.Fatalf("stderr %q", errOut.String())
	}
	h, _ := strconv.Atoi(m[1])
	if h < 1000 || m[2] != strconv.Itoa(h-1) || m[3] != m[2] {
		t.Errorf("stopped at heap %d: %q", h, errOut.String())
	}
	if n := strings.Count(strings.TrimSpace(out.String()), " ") + 1; n != h {
		t.Errorf("%d values printed, want %d", n, h)
	}
	whole := runChild(t, nil, "-e", "(nim-values 'grundy "+strconv.Itoa(h-1)+")")
	if whole.code != 0 || whole.stdout != out.String() {
		t.Errorf("the values printed differ from an uninterrupted run's (status %d)", whole.code)
	}
	if s := readCkpt(t, ckpt, r); s == nil || s.Len() != h {
		t.Errorf("the checkpoint holds %v heaps, want %d", s, h)
	}
}
