package builtins_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"cgcalc/builtins"
	"cgcalc/eval"
	"cgcalc/games/quotient"
)

// TestQuotientInterrupt: Ctrl-C during quotient stops it and
// returns the partial quotient reached, which says so (the issue: "stop
// cleanly on Ctrl-C, returning the partial quotient reached so far"): as
// the partial answer of the interruption (eval.Partial), which the REPL
// prints after its note and keeps in *partial*.
func TestQuotientInterrupt(t *testing.T) {
	in := builtins.New()
	var out bytes.Buffer
	in.Out = &out
	var status []string
	in.Status = func(s string) { status = append(status, s) }
	ctx, cancel := context.WithCancel(context.Background())
	// Ctrl-C once heap 25 is done (a count, not a time).
	builtins.SetQuotientHooks(in, nil, func(heap int) {
		if heap == 25 {
			cancel()
		}
	})
	// Dawson's Kayles' partial quotients grow without end past heap 33.
	err := in.EvalSource(ctx, "t", `(quotient "0.07" :max-heap 60)`, nil)
	cancel()
	part, ok := eval.PartialOf(err)
	if !ok {
		t.Fatalf("interrupted quotient: %v, want an eval.Partial", err)
	}
	got := part.Value
	if v, _ := in.Global(eval.PartialVar); v != got {
		t.Errorf("*partial* is not the partial quotient")
	}
	q, ok := got.(*builtins.Quotient)
	if !ok {
		t.Fatalf("got %v, want a quotient", got)
	}
	text := q.String()
	if !strings.Contains(text, "partial misère quotient of 0.07, heaps up to") || !strings.Contains(text, "interrupted") {
		t.Errorf("the partial quotient does not say it was interrupted:\n%s", text)
	}
	if want := "quotient: interrupted at heap 26; the partial quotient of heaps 0..25 is kept: quotient called again on 0.07 resumes from it"; part.Note != want || out.String() != "" {
		t.Errorf("note %q, printed %q; want the note %q and nothing printed", part.Note, out.String(), want)
	}
	// Progress lines come at most every 200 ms, so there may be none;
	// the last clears the line.
	if len(status) == 0 || status[len(status)-1] != "" {
		t.Errorf("progress lines %q: want the line cleared at the end", status)
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

// evalQ evaluates src in the interpreter and returns the last value.
func evalQ(in *eval.Interp, ctx context.Context, src string) (eval.Value, error) {
	var v eval.Value
	err := in.EvalSource(ctx, "t", src, func(x eval.Value) error { v = x; return nil })
	return v, err
}

// TestQuotientMemoryStop: when the memory budget is nearly spent, or
// refuses a trial monoid, quotient stops by itself and returns the partial
// quotient with one line saying why; the enclosing call finishes (the
// issue: "(q-order (quotient "0.07")) finishes correctly with a number").
func TestQuotientMemoryStop(t *testing.T) {
	for _, c := range []struct {
		name   string
		budget func(polls *int) quotient.Budget
		line   string // a regular expression for the line printed
	}{
		{
			name: "nearly spent after 30 polls",
			budget: func(polls *int) quotient.Budget {
				return func(extra int64) error {
					if extra == 0 {
						if *polls++; *polls > 30 {
							return &eval.MemoryError{Limit: 1 << 30}
						}
					}
					return nil
				}
			},
			line: `^quotient: stopped at heap (\d+): memory limit of 1 GiB nearly reached; the partial quotient of heaps 0\.\.\d+ is returned\n$`,
		},
		{
			name: "a trial monoid refused",
			budget: func(*int) quotient.Budget {
				return func(extra int64) error {
					if extra > 0 {
						return &eval.MemoryError{Limit: 1 << 30, Need: extra}
					}
					return nil
				}
			},
			// Heap 2, where Dawson's Kayles' quotient first changes,
			// needs the first trial monoid: the trivial quotient times
			// x⁴ = x², order 4.
			line: `^quotient: stopped at heap 2: a trial monoid of order 4 would need [0-9.]+ [KM]?i?B, more than the memory limit of 1 GiB allows; the partial quotient of heaps 0\.\.1 is returned\n$`,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := builtins.New()
			var out bytes.Buffer
			in.Out = &out
			polls := 0
			builtins.SetQuotientHooks(in, c.budget(&polls), nil)
			v, err := evalQ(in, context.Background(), `(q-order (quotient "0.07" :max-heap 30))`)
			if err != nil {
				t.Fatalf("q-order: %v", err)
			}
			if !regexp.MustCompile(`^\d+$`).MatchString(eval.Repr(v)) {
				t.Errorf("q-order returned %s", eval.Repr(v))
			}
			if !regexp.MustCompile(c.line).MatchString(out.String()) {
				t.Errorf("printed %q, want %s", out.String(), c.line)
			}
		})
	}
}

// TestQuotientKeepResume: Ctrl-C during (q-order (quotient "0.07")) loses
// nothing: the line printed says the partial quotient is kept, and
// quotient called again goes on from the heap reached (counted by the
// heaps computed, not by time). A smaller :max-heap reads the kept log.
// Orders: 360 at heap 30, 144 at heap 26 (Plambeck 2005, §10.1.1,
// Fig. 17).
func TestQuotientKeepResume(t *testing.T) {
	in := builtins.New()
	var out bytes.Buffer
	in.Out = &out
	var heaps []int
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	builtins.SetQuotientHooks(in, nil, func(h int) {
		heaps = append(heaps, h)
		if h == 20 {
			cancel() // Ctrl-C
		}
	})
	_, err := evalQ(in, ctx, `(q-order (quotient "0.07" :max-heap 30))`)
	part, ok := eval.PartialOf(err)
	if !ok || !errors.Is(err, eval.ErrInterrupted) {
		t.Fatalf("q-order after Ctrl-C: %v, want interrupted with the partial quotient", err)
	}
	want := "quotient: interrupted at heap 21; the partial quotient of heaps 0..20 is kept: quotient called again on 0.07 resumes from it"
	if part.Note != want || out.String() != "" {
		t.Errorf("note %q, printed %q; want the note %q", part.Note, out.String(), want)
	}
	if len(heaps) != 20 || heaps[19] != 20 {
		t.Errorf("heaps computed before Ctrl-C: %v", heaps)
	}
	for _, c := range []struct {
		src   string
		order string
		heaps []int // computed by this call
	}{
		{`(q-order (quotient "0.07" :max-heap 30))`, "360", []int{21, 22, 23, 24, 25, 26, 27, 28, 29, 30}},
		{`(q-order (quotient "0.07" :max-heap 26))`, "144", nil},
		{`(q-order (quotient "0.07" :max-heap 30))`, "360", nil},
		{`(q-order (quotient 'dawsons-kayles :max-heap 31))`, "520", []int{31}},
	} {
		heaps = nil
		v, err := evalQ(in, context.Background(), c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if eval.Repr(v) != c.order || !slices.Equal(heaps, c.heaps) {
			t.Errorf("%s = %s computing heaps %v; want %s computing %v", c.src, eval.Repr(v), heaps, c.order, c.heaps)
		}
	}
}

// TestQuotientKept: at most four unfinished computations are kept, and
// sixteen certified quotients (small, shared with the misère builtins);
// the memory watchdog's release drops them.
func TestQuotientKept(t *testing.T) {
	in := builtins.New()
	in.Out = io.Discard
	for _, g := range []string{"0.75", "0.34", "0.71", "0.123", "0.3103"} {
		if _, err := evalQ(in, context.Background(), `(quotient "`+g+`")`); err != nil {
			t.Fatal(err)
		}
	}
	if n := builtins.KeptQuotients(in); n != 5 {
		t.Errorf("%d computations kept, want the 5 certified", n)
	}
	for _, g := range []string{"0.07", "0.137", "0.6", "0.04", "4!.0"} {
		if _, err := evalQ(in, context.Background(), `(quotient "`+g+`" :max-heap 8)`); err != nil {
			t.Fatal(err)
		}
	}
	if n := builtins.KeptQuotients(in); n != 9 {
		t.Errorf("%d computations kept, want 5 certified and 4 unfinished", n)
	}
	builtins.ReleaseKeptQuotients(in)
	if n := builtins.KeptQuotients(in); n != 0 {
		t.Errorf("%d computations kept after the release, want 0", n)
	}
	// Plambeck 2005, §8.2.1: 0.34 has order 12.
	if v, err := evalQ(in, context.Background(), `(q-order (quotient "0.34"))`); err != nil || eval.Repr(v) != "12" {
		t.Errorf("after the release: %v %v", v, err)
	}
}

// TestVerifyQuotientMemoryStop: verify-quotient stops when the budget is
// nearly spent, with one line saying how far it got.
func TestVerifyQuotientMemoryStop(t *testing.T) {
	in := builtins.New()
	in.Out = io.Discard
	if _, err := evalQ(in, context.Background(), `(setq q (quotient "0.123"))`); err != nil {
		t.Fatal(err)
	}
	polls := 0
	builtins.SetQuotientHooks(in, func(extra int64) error {
		if polls++; polls > 2 {
			return &eval.MemoryError{Limit: 1 << 30}
		}
		return nil
	}, nil)
	_, err := evalQ(in, context.Background(), `(verify-quotient q 200)`)
	re := regexp.MustCompile(`^t:1:1: verify-quotient: memory limit of 1 GiB reached after checking \d+ positions; every sum of total ≤ \d+ agrees$`)
	if err == nil || !errors.Is(err, eval.ErrMemoryLimit) || !re.MatchString(err.Error()) {
		t.Errorf("verify-quotient: %v", err)
	}
	if polls != 3 {
		t.Errorf("%d polls", polls)
	}
}
