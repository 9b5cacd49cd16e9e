package survey

import (
	"bytes"
	"context"
	"strings"
	"sync/atomic"
	"testing"
)

// TestJobsSameBytes runs every 2-digit octal code through the three
// analyses with one job and with several (more jobs than CPUs too, and
// the lookahead window filled: 63 games against 16 for each of 2 jobs),
// and checks the files are equal byte for byte, with Progress called in
// the family's order. The reference is the one-job run, whose lines the
// other tests check.
func TestJobsSameBytes(t *testing.T) {
	fam, _ := ParseFamily("octal:2")
	a := Analyses{NimPeriod: 2000, QuotientOrder: 6, Genus: 3}
	run := func(jobs int) string {
		var b bytes.Buffer
		var order []string
		end, err := Run(context.Background(), fam, Options{Analyses: a, Jobs: jobs, Progress: func(done, total int, r *Result) {
			order = append(order, r.Code)
			if done != len(order) || total != 63 {
				t.Errorf("jobs %d: Progress(%d, %d) at the %d-th game", jobs, done, total, len(order))
			}
		}}, &b)
		if err != nil || !end.Complete || end.Games != 63 {
			t.Fatalf("jobs %d: %+v, %v", jobs, end, err)
		}
		if strings.Join(order, " ") != strings.Join(fam.Codes, " ") {
			t.Errorf("jobs %d: Progress in the order %v", jobs, order)
		}
		return b.String()
	}
	one := run(1)
	for _, jobs := range []int{2, 5} {
		if got := run(jobs); got != one {
			t.Errorf("jobs %d: the file differs from one job's:\n%s\none job's:\n%s", jobs, got, one)
		}
	}
}

// TestJobsInterrupted cancels a run of several jobs after some games and
// checks what a cancelled run of one job writes: a prefix of the games
// in the family's order, equal to the complete run's lines, and an end
// line counting them and saying it was interrupted.
func TestJobsInterrupted(t *testing.T) {
	fam, _ := ParseFamily("octal:2")
	a := Analyses{NimPeriod: 2000}
	var full bytes.Buffer
	if _, err := Run(context.Background(), fam, Options{Analyses: a}, &full); err != nil {
		t.Fatal(err)
	}
	want := strings.Split(full.String(), "\n")
	for _, at := range []int{1, 10, 40} {
		ctx, cancel := context.WithCancel(context.Background())
		var b bytes.Buffer
		var calls atomic.Int32
		end, err := Run(ctx, fam, Options{Analyses: a, Jobs: 3, Progress: func(done, total int, r *Result) {
			calls.Add(1)
			if done == at {
				cancel()
			}
		}}, &b)
		cancel()
		if err == nil || end.Complete || !end.Interrupted || end.Games < at || int(calls.Load()) != end.Games {
			t.Fatalf("cancel at %d: %+v, %v, %d calls of Progress", at, end, err, calls.Load())
		}
		lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
		if len(lines) != end.Games+2 {
			t.Fatalf("cancel at %d: %d lines for %d games", at, len(lines), end.Games)
		}
		for i, l := range lines[:len(lines)-1] {
			if l != want[i] {
				t.Errorf("cancel at %d: line %d is\n%s\nnot\n%s", at, i+1, l, want[i])
			}
		}
		if !strings.Contains(lines[len(lines)-1], `"interrupted":true`) {
			t.Errorf("cancel at %d: end line %s", at, lines[len(lines)-1])
		}
	}
}

// errWriter fails every write after the first n bytes.
type errWriter struct{ n int }

func (w *errWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		return 0, context.Canceled
	}
	w.n -= len(p)
	return len(p), nil
}

// TestJobsWriteError checks that a failed write ends a run of several
// jobs with the error (and that its goroutines end: the race detector
// and the test's end would catch one left writing).
func TestJobsWriteError(t *testing.T) {
	fam, _ := ParseFamily("octal:2")
	_, err := Run(context.Background(), fam, Options{Analyses: Analyses{NimPeriod: 1000}, Jobs: 4}, &errWriter{n: 600})
	if err == nil {
		t.Fatal("no error")
	}
}
