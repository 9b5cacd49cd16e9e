package worksheet

import (
	"regexp"
	"strconv"
	"testing"
	"time"
)

// TestTimeLimitShowsPartial: a cell whose nim-values the time limit stops
// shows, with its output, the note and the values of the heaps computed
// (eval.Partial), then the time-limit error; *partial* holds the values in
// the session, as many as the note says.
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
	m := regexp.MustCompile(`^nim-values: stopped at heap (\d+) \(heaps 0\.\.\d+ are kept for the session\); the values of heaps 0\.\.\d+, also in \*partial\*:\n\(0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 [0-9 ]*\)\n$`).FindStringSubmatch(res.Output) // A002188
	if m == nil {
		t.Fatalf("output %.300q", res.Output)
	}
	checkResults(t, "after", s.eval(sess, "(length *partial*)"), []want{{text: m[1]}})
	if h, _ := strconv.Atoi(m[1]); h < 21 {
		t.Errorf("stopped at heap %d", h)
	}
}
