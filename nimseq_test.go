package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"cgcalc/games/impartial"
)

// TestCheckpointSurvivesKill runs (nim-values 'grundy N :checkpoint F)
// in a cgcalc process, kills it with SIGKILL once the checkpoint holds
// part of the run, and runs the same form again: it resumes from the file
// and prints the same values as a run that was never stopped. Grundy's
// game has no period to certify, so every heap is computed.
func TestCheckpointSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("runs cgcalc three times for a few seconds")
	}
	t.Parallel()
	const n = 250000
	dir := t.TempDir()
	ckpt := filepath.Join(dir, "grundy.ckpt")
	form := func(extra string) string {
		return `(nim-values 'grundy 250000` + extra + `)`
	}
	whole := runChild(t, nil, "-e", form(""))
	if whole.code != 0 {
		t.Fatalf("uninterrupted run: status %d: %s", whole.code, whole.stderr)
	}

	// The run to kill: checkpoints every poll (:every 0), killed once the
	// file holds some heaps.
	cmd := exec.Command(os.Args[0], "-e", form(` :checkpoint "`+ckpt+`" :every 0`))
	cmd.Env = append(os.Environ(), childEnv+"=1", "HOME="+dir, "CGCALC_HISTORY=")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := mustParseRules(t, "grundy")
	heaps := 0
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if s := readCkpt(t, ckpt, r); s != nil && s.Len() > 50000 {
			heaps = s.Len()
			break
		}
	}
	cmd.Process.Kill() // SIGKILL
	cmd.Wait()
	if heaps == 0 {
		t.Fatal("no checkpoint of over 50000 heaps was written")
	}
	// Whatever moment the kill came at, the file is whole (written to a
	// temporary file and renamed), and it is part of the run.
	s := readCkpt(t, ckpt, r)
	if s == nil || s.Len() >= n+1 {
		t.Fatalf("after the kill the checkpoint holds %v heaps, want part of the run", s)
	}
	t.Logf("killed with %d heaps in the checkpoint", s.Len())

	resumed := runChild(t, nil, "-e", form(` :checkpoint "`+ckpt+`"`))
	if resumed.code != 0 {
		t.Fatalf("resumed run: status %d: %s", resumed.code, resumed.stderr)
	}
	if resumed.stdout != whole.stdout {
		t.Errorf("the resumed run printed other values than the uninterrupted one (%d and %d bytes)", len(resumed.stdout), len(whole.stdout))
	}
	if s := readCkpt(t, ckpt, r); s == nil || s.Len() != n+1 {
		t.Errorf("the checkpoint after the resumed run holds %v heaps, want %d", s, n+1)
	}

	// A damaged file and another game's file are refused with one line.
	data, err := os.ReadFile(ckpt)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 1
	bad := filepath.Join(dir, "bad.ckpt")
	if err := os.WriteFile(bad, data, 0o644); err != nil {
		t.Fatal(err)
	}
	c := runChild(t, nil, "-e", `(nim-values 'grundy 10 :checkpoint "`+bad+`")`)
	if c.code != 1 || !strings.Contains(c.stderr, "the checksum does not match") || strings.Count(c.stderr, "\n") != 1 {
		t.Errorf("damaged checkpoint: status %d, stderr %q", c.code, c.stderr)
	}
	c = runChild(t, nil, "-e", `(nim-values 'kayles 10 :checkpoint "`+ckpt+`")`)
	if c.code != 1 || !strings.Contains(c.stderr, "it is of 4!.0, not 0.77") {
		t.Errorf("another game's checkpoint: status %d, stderr %q", c.code, c.stderr)
	}
}

func mustParseRules(t *testing.T, code string) *impartial.Ruleset {
	t.Helper()
	r, err := impartial.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// readCkpt reads the checkpoint file, or returns nil if it is not there.
func readCkpt(t *testing.T, path string, r *impartial.Ruleset) *impartial.Sequence {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	s, err := impartial.ReadSequence(bufio.NewReader(f), r, nil)
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	return s
}
