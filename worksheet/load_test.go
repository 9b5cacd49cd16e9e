package worksheet

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLoadShort is the load test, shortened: 30 sessions evaluating at
// once for 3 s. It always runs.
func TestLoadShort(t *testing.T) {
	d := 3 * time.Second / 2
	if testing.Short() {
		d = time.Second
	}
	loadTest(t, 30, d)
}

// TestLoadFull is the load test of doc/benchmarks.md: 30 sessions evaluating
// at once for 30 s against one server on loopback. It runs when
// CGCALC_LOAD_TEST is set:
//
//	CGCALC_LOAD_TEST=1 go test ./worksheet -run TestLoadFull -v
func TestLoadFull(t *testing.T) {
	if os.Getenv("CGCALC_LOAD_TEST") == "" {
		t.Skip("set CGCALC_LOAD_TEST=1 for the 30-second load test")
	}
	loadTest(t, 30, 30*time.Second)
}

// heapBytes reads the memory the Go heap holds in live and unswept
// objects, and the runtime's total.
func heapBytes() (heap, total uint64) {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/total:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// loadTest runs n sessions, each evaluating forms in a loop for d (and at
// least a few times, so that the test checks the same on a busy machine), each
// checking that its own variables hold what it set (no cross-talk) and
// that every reply is free of errors; memory is sampled while it runs and
// must stay bounded, and come back once the sessions are closed.
func loadTest(t *testing.T, n int, d time.Duration) {
	const minRequests = 5
	s := newTestServer(t, Config{MaxSessions: 64})
	runtime.GC()
	heap0, _ := heapBytes()

	var peak atomic.Uint64
	stopSampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			_, total := heapBytes()
			if total > peak.Load() {
				peak.Store(total)
			}
			select {
			case <-stopSampling:
				return
			case <-tick.C:
			}
		}
	}()

	// Each session's forms: a counter of its own, its own number in a
	// variable every session names alike, a function every session
	// defines differently, and some game arithmetic whose value is known:
	// ↑ + ↑ = ⇑ and {1|-1} + {1|-1} = 0 (Winning Ways ch. 2 and 3).
	form := func(me int) string {
		return fmt.Sprintf("(setq count (+ count 1)) (setq me %d) (defun who () %d) (list me (who) count) (+ ↑ ↑) (+ {1|-1} {1|-1})", me, me*7)
	}
	var (
		mu        sync.Mutex
		latencies []time.Duration
		failures  []string
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(failures) < 10 {
			failures = append(failures, fmt.Sprintf(format, args...))
		}
	}
	start := time.Now()
	deadline := start.Add(d)
	var wg sync.WaitGroup
	for me := range n {
		wg.Go(func() {
			sess := s.newSession()
			var local []time.Duration
			r := s.eval(sess, "(setq count 0)")
			if len(r.Results) != 1 || r.Results[0].Error != "" {
				fail("session %d: setup %+v", me, r)
				return
			}
			body, _ := json.Marshal(EvalRequest{sess, form(me)})
			// Each session makes at least minRequests requests, however
			// long its worker took to start on a busy machine; then it
			// goes on until the deadline.
			for count := 1; count <= minRequests || time.Now().Before(deadline); count++ {
				t0 := time.Now()
				code, reply, _ := s.do(request{method: "POST", path: "/api/eval", body: string(body)})
				local = append(local, time.Since(t0))
				var r EvalReply
				if code != http.StatusOK || json.Unmarshal(reply, &r) != nil {
					fail("session %d: status %d: %.200s", me, code, reply)
					return
				}
				texts := make([]string, len(r.Results))
				for i, res := range r.Results {
					if res.Error != "" {
						fail("session %d: error %s", me, res.Error)
						return
					}
					texts[i] = res.Text
				}
				want := []string{
					fmt.Sprint(count), fmt.Sprint(me), "who",
					fmt.Sprintf("(%d %d %d)", me, me*7, count), "⇑", "0",
				}
				if !slices.Equal(texts, want) {
					fail("session %d, request %d: %q, want %q", me, count, texts, want)
					return
				}
			}
			mu.Lock()
			latencies = append(latencies, local...)
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stopSampling)
	<-sampled
	if len(failures) > 0 {
		t.Fatalf("load test failures:\n%s", strings.Join(failures, "\n"))
	}
	if len(latencies) == 0 {
		t.Fatal("no requests were made")
	}
	slices.Sort(latencies)
	pct := func(p float64) time.Duration { return latencies[min(len(latencies)-1, int(p*float64(len(latencies))))] }
	heapLoaded, _ := heapBytes()
	s.srv.Close()
	runtime.GC()
	heap1, _ := heapBytes()
	t.Logf("%d sessions for %v: %d requests, %.0f requests/s; latency p50 %v, p99 %v, max %v; memory: heap %.1f MiB before, %.1f MiB at the end with the sessions open, %.1f MiB after closing them; peak runtime total %.1f MiB",
		n, elapsed.Round(time.Millisecond), len(latencies), float64(len(latencies))/elapsed.Seconds(),
		pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), latencies[len(latencies)-1].Round(time.Microsecond),
		mib(heap0), mib(heapLoaded), mib(heap1), mib(peak.Load()))
	// Memory is bounded: 30 sessions take a few MiB each (a builtin
	// table, a game store); the peak stays far below 1 GiB and closing
	// the sessions gives back all but a little.
	const bound = 1 << 30
	if peak.Load() > bound {
		t.Errorf("peak memory %.1f MiB, over %.0f MiB", mib(peak.Load()), mib(bound))
	}
	if heap1 > heap0+64<<20 {
		t.Errorf("heap %.1f MiB after closing the sessions, %.1f MiB before: more than 64 MiB kept", mib(heap1), mib(heap0))
	}
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }
