package builtins_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"cgcalc/builtins"
	"cgcalc/eval"
)

// TestQuotientInterrupt: Ctrl-C during quotient stops it and
// returns the partial quotient reached, which says so (the issue: "stop
// cleanly on Ctrl-C, returning the partial quotient reached so far").
func TestQuotientInterrupt(t *testing.T) {
	in := builtins.New()
	var out bytes.Buffer
	in.Out = &out
	var status []string
	in.Status = func(s string) { status = append(status, s) }
	ctx, cancel := context.WithCancel(context.Background())
	timer := time.AfterFunc(1500*time.Millisecond, cancel)
	defer timer.Stop()
	var got eval.Value
	// Dawson's Kayles' partial quotients grow without end past heap 33.
	err := in.EvalSource(ctx, "t", `(quotient "0.07" :max-heap 60)`, func(v eval.Value) error { got = v; return nil })
	cancel()
	if err != nil {
		t.Fatalf("interrupted quotient: %v", err)
	}
	q, ok := got.(*builtins.Quotient)
	if !ok {
		t.Fatalf("got %v, want a quotient", got)
	}
	text := q.String()
	if !strings.Contains(text, "partial misère quotient of 0.07, heaps up to") || !strings.Contains(text, "interrupted") {
		t.Errorf("the partial quotient does not say it was interrupted:\n%s", text)
	}
	if !strings.Contains(out.String(), "quotient: interrupted") {
		t.Errorf("no message printed: %q", out.String())
	}
	if len(status) < 2 || status[len(status)-1] != "" || !strings.Contains(status[0], "quotient 0.07: heap") {
		t.Errorf("progress lines %q: want some, then the line cleared", status)
	}
	// The interpreter still works, and the partial quotient can be used.
	in.SetGlobal("q", q)
	var v eval.Value
	if err := in.EvalSource(context.Background(), "t", `(list (q-order (quotient "0.75")) (phi q 4))`, func(x eval.Value) error { v = x; return nil }); err != nil {
		t.Fatal(err)
	}
	if eval.Repr(v) != `(8 "b")` {
		t.Errorf("after the interruption: %s", eval.Repr(v))
	}
}
