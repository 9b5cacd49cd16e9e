package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSurveyCommand checks `cgcalc survey` and `cgcalc survey merge`
// from the command line: shards written to files merge to what one
// process writes to standard output, and every mistake is one line.
func TestSurveyCommand(t *testing.T) {
	dir := t.TempDir()
	one, errOut, code := runProgram(t, "", "survey", "--codes", "octal:2", "--nim-period", "500")
	if code != 0 || errOut != "" {
		t.Fatalf("one process: status %d, stderr %q", code, errOut)
	}
	if n := strings.Count(one, "\n"); n != 63+2 {
		t.Errorf("one process wrote %d lines, want 63 games + header + end", n)
	}
	var files []string
	for i := range 3 {
		f := filepath.Join(dir, "shard-"+string(rune('0'+i))+".jsonl")
		files = append(files, f)
		_, errOut, code := runProgram(t, "", "survey", "--codes", "octal:2", "--nim-period", "500", "--shard", string(rune('0'+i))+"/3", "--out", f)
		if code != 0 || !strings.Contains(errOut, "games of shard "+string(rune('0'+i))+"/3 of octal:2 (63 games) written to") {
			t.Fatalf("shard %d: status %d, stderr %q", i, code, errOut)
		}
	}
	merged := filepath.Join(dir, "all.jsonl")
	out, errOut, code := runProgram(t, "", append([]string{"survey", "merge", "--out", merged}, files...)...)
	if code != 0 || errOut != "" || !strings.Contains(out, "survey of octal:2: 63 games; --nim-period 500") {
		t.Fatalf("merge: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	if got, _ := os.ReadFile(merged); string(got) != one {
		t.Errorf("merged shards differ from one process:\n%s\nwant\n%s", got, one)
	}
	// Without --out the lines go to standard output, the summary to
	// standard error.
	out, errOut, code = runProgram(t, "", append([]string{"survey", "merge"}, files...)...)
	if code != 0 || out != one || !strings.Contains(errOut, "nim period to 500") {
		t.Errorf("merge to stdout: status %d, stderr %q", code, errOut)
	}

	// A shard cut short (no end line) and one with a value edited are
	// refused, naming the file and line.
	shard1, _ := os.ReadFile(files[1])
	lines := strings.SplitAfter(string(shard1), "\n")
	cut := filepath.Join(dir, "cut.jsonl")
	os.WriteFile(cut, []byte(strings.Join(lines[:len(lines)-2], "")), 0o644)
	edited := filepath.Join(dir, "edited.jsonl")
	os.WriteFile(edited, []byte(strings.Replace(string(shard1), `"certified":true`, `"certified":false`, 1)), 0o644)

	// Shards of format 1 (no sums) merge, with a warning for each.
	var old []string
	for i, f := range files {
		b, _ := os.ReadFile(f)
		text := regexp.MustCompile(`,"sum":"[0-9a-f]{16}"}`).ReplaceAllString(string(b), "}")
		name := filepath.Join(dir, "old-"+string(rune('0'+i))+".jsonl")
		os.WriteFile(name, []byte(strings.Replace(text, `"format":2,`, `"format":1,`, 1)), 0o644)
		old = append(old, name)
	}
	out, errOut, code = runProgram(t, "", append([]string{"survey", "merge"}, old...)...)
	if code != 0 || out != one || strings.Count(errOut, "cgcalc survey: warning: ") != 3 || !strings.Contains(errOut, "old-0.jsonl: survey format 1, written before lines had checksums: its lines are not verified") {
		t.Errorf("merge of format 1: status %d, stderr %q", code, errOut)
	}

	codes := filepath.Join(dir, "codes.txt")
	os.WriteFile(codes, []byte("# two games\nkayles\n0.07\n"), 0o644)
	out, _, code = runProgram(t, "", "survey", "--file", codes, "--nim-period", "1000")
	// Winning Ways ch. 4: Kayles (0.77) has period 12 from heap 71.
	if code != 0 || !strings.Contains(out, `{"code":"0.77","nim_period":{"n":167,"certified":true,"period":12,"preperiod":71},"sum":"`) || !strings.Contains(out, `"family":"file:codes.txt"`) {
		t.Errorf("--file: status %d, stdout %q", code, out)
	}

	for _, tt := range []struct {
		name string
		args []string
		err  string
		code int
	}{
		{"no family", []string{"survey", "--nim-period", "5"}, "cgcalc survey: give the family with either --codes octal:K (or hex:K) or --file FILE\n", 2},
		{"two families", []string{"survey", "--codes", "octal:1", "--file", codes, "--nim-period", "5"}, "cgcalc survey: give the family with either --codes octal:K (or hex:K) or --file FILE\n", 2},
		{"no analysis", []string{"survey", "--codes", "octal:1"}, "cgcalc survey: no analysis chosen: give --nim-period N, --quotient-order H or --genus H\n", 2},
		{"bad family", []string{"survey", "--codes", "octal:9", "--genus", "3"}, "cgcalc survey: family \"octal:9\": the number of digits must be a whole number from 1 to 7\n", 2},
		{"bad shard", []string{"survey", "--codes", "octal:1", "--genus", "3", "--shard", "4/4"}, "cgcalc survey: --shard 4/4: shard 4 is not between 0 and 3 (shards count from 0)\n", 2},
		{"auto shard without a scheduler", []string{"survey", "--codes", "octal:1", "--genus", "3", "--shard", "auto"}, "cgcalc survey: --shard auto: neither SLURM_ARRAY_TASK_ID (sbatch --array) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set\n", 2},
		{"bad flag", []string{"survey", "--bogus"}, "cgcalc survey: unknown flag -bogus (see cgcalc survey --help)\n", 2},
		{"stray argument", []string{"survey", "--codes", "octal:1", "--genus", "3", "extra"}, "cgcalc survey: unexpected argument \"extra\" (merge must come first: cgcalc survey merge FILES...)\n", 2},
		{"missing codes file", []string{"survey", "--file", filepath.Join(dir, "none.txt"), "--genus", "3"}, "no such file or directory\n", 2},
		{"merge nothing", []string{"survey", "merge"}, "cgcalc survey: merge: no files (cgcalc survey merge shard-*.jsonl)\n", 2},
		{"merge a missing shard", []string{"survey", "merge", files[0], files[1]}, "cgcalc survey: cannot merge: 21 of the 63 games of octal:2 missing:", 1},
		{"merge a shard cut short", []string{"survey", "merge", files[0], cut, files[2]}, "cgcalc survey: " + cut + ":22: the file ends without its end line (the run of shard 1/3 was killed, is still running, or the file was cut short); run shard 1/3 again\n", 1},
		{"merge an edited shard", []string{"survey", "merge", files[0], edited, files[2]}, ": the line does not match its checksum: it was changed or damaged after it was written; run shard 1/3 again\n", 1},
	} {
		_, errOut, code := runProgram(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.err) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: status %d, stderr %q; want %d, %q", tt.name, code, errOut, tt.code, tt.err)
		}
	}
	// --list prints the shard's games; %i and %n name a shard's file.
	out, _, code = runProgram(t, "", "survey", "--codes", "octal:1", "--genus", "3", "--shard", "1/3", "--list")
	if code != 0 || out != "0.2\n0.5\n" {
		t.Errorf("--list: status %d, stdout %q", code, out)
	}
	_, errOut, code = runProgram(t, "", "survey", "--codes", "octal:1", "--genus", "2", "--shard", "1/3", "--out", filepath.Join(dir, "g-%i-of-%n-100%%.jsonl"))
	if code != 0 || !strings.Contains(errOut, "g-1-of-3-100%.jsonl") {
		t.Errorf("--out with %%i: status %d, stderr %q", code, errOut)
	}
	out, _, code = runProgram(t, "", "survey", "--help")
	if code != 0 || !strings.Contains(out, "cgcalc survey merge [--out FILE] FILES...") || !strings.Contains(out, "-nim-period N") {
		t.Errorf("--help: status %d, stdout %q", code, out)
	}
}
