package worksheet

import (
	"cgcalc/eval"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// TestTimeLimitShowsPartial: a cell whose nim-values the time limit stops
// shows, with its output, one line: the note and where the values of the
// heaps computed are (eval.Partial), not the values; then the time-limit
// error. *partial* holds the values in the session, as many as the note
// says; shown, they are abbreviated to their first eval.DisplayItems
// (OEIS A002188) and how many more.
func TestTimeLimitShowsPartial(t *testing.T) {
	s := newTestServer(t, Config{TimeLimit: 200 * time.Millisecond})
	sess := s.newSession()
	// Grundy's game has no period: every heap is computed, far more than
	// the time limit allows.
	r := s.eval(sess, "(nim-values 'grundy 3000000)")
	if len(r.Results) != 1 || !r.Stopped {
		t.Fatalf("results %+v, want one, stopped", r)
	}
	res := r.Results[0]
	if res.Error != "cell:1:1: time limit of 200 ms reached" || res.Text != "" {
		t.Errorf("error %q, text %q", res.Error, res.Text)
	}
	m := regexp.MustCompile(`^nim-values: stopped at heap (\d+) \(heaps 0\.\.\d+ are kept for the session\); the values of heaps 0\.\.\d+, in \*partial\* \(([\d,]+) elements; \(print \*partial\*\) shows them\)\n$`).FindStringSubmatch(res.Output)
	if m == nil {
		t.Fatalf("output %.300q", res.Output)
	}
	h, _ := strconv.Atoi(m[1])
	if h <= eval.DisplayItems || m[2] != eval.Thousands(h) {
		t.Fatalf("stopped at heap %d with %s values", h, m[2])
	}
	checkResults(t, "after", s.eval(sess, "(length *partial*)"), []want{{text: m[1]}})
	r = s.eval(sess, "*partial*")
	if len(r.Results) != 1 || !regexp.MustCompile(`^\(0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 ([0-9]+ ){79}… `+regexp.QuoteMeta(eval.Thousands(h-eval.DisplayItems))+` more\)$`).MatchString(r.Results[0].Text) { // A002188
		t.Errorf("*partial* shown as %.300q", r.Results[0].Text)
	}
}
