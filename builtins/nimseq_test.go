package builtins_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNimSequenceCheckpoint: nim-values and period with :checkpoint write
// the file, a fresh session resumes from it to the values computed
// without one, and files of another ruleset, damaged files, directories
// and bad keywords are refused with one line.
func TestNimSequenceCheckpoint(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "g.ckpt")
	q := func(s string) string { return strings.ReplaceAll(s, "F", `"`+f+`"`) }

	// Grundy's game to 3000 written, then a fresh session goes on to 6000
	// from the file: the same values as without a checkpoint (OEIS A002188
	// for the first; the method's tests for the rest).
	if got := evaluate(q(`(length (nim-values 'grundy 3000 :checkpoint F))`)); got.err != nil || got.val != "3001" {
		t.Fatalf("first run: %v %v", got.val, got.err)
	}
	if _, err := os.Stat(f); err != nil {
		t.Fatalf("no checkpoint written: %v", err)
	}
	got := evaluate(q(`(equal (nim-values 'grundy 6000 :checkpoint F) (nim-values 'grundy 6000))`))
	if got.err != nil || got.val != "t" {
		t.Errorf("resumed run differs: %v %v", got.val, got.err)
	}
	// A smaller N reads the file and computes nothing.
	if got := evaluate(q(`(nim-values 'grundy 20 :checkpoint F)`)); got.val != "(0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0)" { // A002188
		t.Errorf("from the file: %v %v", got.val, got.err)
	}

	// period with a checkpoint: Kayles, 12 from 71 (A002186), and a
	// second call reads the certified file.
	k := filepath.Join(dir, "k.ckpt")
	for range 2 {
		if got := evaluate(`(period 'kayles 1000 :checkpoint "` + k + `")`); got.err != nil || got.val != "(12 71)" {
			t.Errorf("period with a checkpoint: %v %v", got.val, got.err)
		}
	}

	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-50] ^= 4
	bad := filepath.Join(dir, "bad.ckpt")
	os.WriteFile(bad, data, 0o644)
	errs := []struct{ src, err string }{
		{q(`(nim-values 'kayles 10 :checkpoint F)`), "t:1:1: nim-values: cannot resume from F: bad checkpoint: it is of 4!.0, not 0.77"},
		{`(nim-values 'grundy 10 :checkpoint "` + bad + `")`, "t:1:1: nim-values: cannot resume from " + bad + ": bad checkpoint: the checksum does not match: the file is damaged"},
		{`(period 'grundy 10 :checkpoint "` + dir + `")`, "t:1:1: period: cannot read " + dir + ": it is not a regular file"},
		{`(nim-values 'grundy 10 :checkpoint 5)`, "t:1:1: nim-values: 5 is not a file name (a string)"},
		{`(nim-values 'grundy 10 :every -1)`, "t:1:1: nim-values: :every -1 is out of range [0, 86400]"},
		{`(period 'grundy 10 :checkpoint "` + filepath.Join(dir, "no", "such") + `")`, "t:1:1: period: cannot write " + filepath.Join(dir, "no", "such") + ": no such file or directory"},
	}
	for _, e := range errs {
		want := strings.ReplaceAll(e.err, "F", f)
		if got := evaluate(e.src); got.err == nil || got.err.Error() != want {
			t.Errorf("%s: error %v\nwant %s", e.src, got.err, want)
		}
	}
}
