package eval_test

import (
	"bytes"
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"

	"cgcalc/eval"
)

func TestFormatBytes(t *testing.T) {
	for _, test := range []struct {
		n    int64
		want string
	}{
		{0, "0 B"},
		{300, "300 B"},
		{1 << 10, "1 KiB"},
		{3 << 19, "1.5 MiB"},
		{12 << 30, "12 GiB"},
		{1 << 40, "1 TiB"},
	} {
		if got := eval.FormatBytes(test.n); got != test.want {
			t.Errorf("FormatBytes(%d) = %q, want %q", test.n, got, test.want)
		}
	}
}

func TestMemoryErrorMessages(t *testing.T) {
	for _, test := range []struct {
		err  *eval.MemoryError
		want string
	}{
		{&eval.MemoryError{Limit: 12 << 30}, "memory limit of 12 GiB reached; the computation was stopped"},
		{&eval.MemoryError{Limit: 256 << 20, Need: 64 << 20}, "memory limit of 256 MiB reached; the computation was stopped"},
		{&eval.MemoryError{Limit: 256 << 20, Need: 1 << 30}, "the result would need 1 GiB, more than the memory limit of 256 MiB; the computation was stopped"},
	} {
		if got := test.err.Error(); got != test.want {
			t.Errorf("%+v: %q, want %q", *test.err, got, test.want)
		}
		if !errors.Is(test.err, eval.ErrMemoryLimit) {
			t.Errorf("%+v is not ErrMemoryLimit", *test.err)
		}
	}
}

// withBudget runs f with a memory budget of the memory in use now plus
// room, restoring the old budget after.
func withBudget(t *testing.T, room int64, f func(limit int64)) {
	t.Helper()
	old := eval.MemoryLimit()
	defer eval.SetMemoryLimit(old)
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	limit := int64(ms.Sys) + room
	eval.SetMemoryLimit(limit)
	f(limit)
}

func TestCheckMemory(t *testing.T) {
	withBudget(t, 256<<20, func(limit int64) {
		if err := eval.CheckMemory(1 << 20); err != nil {
			t.Errorf("1 MiB within a budget with 256 MiB to spare: %v", err)
		}
		err := eval.CheckMemory(limit + 1)
		var me *eval.MemoryError
		if !errors.As(err, &me) || me.Need != limit+1 {
			t.Errorf("more than the whole budget: %v", err)
		}
		if eval.MemoryLow() {
			t.Errorf("MemoryLow with 256 MiB to spare")
		}
	})
	eval.SetMemoryLimit(0)
	if err := eval.CheckMemory(1 << 50); err != nil {
		t.Errorf("no budget, yet %v", err)
	}
}

// TestWatchdog evaluates a program that conses without end under a budget:
// the watchdog stops it with a *MemoryError, and the interpreter goes on.
func TestWatchdog(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates up to a budget of a few hundred MiB")
	}
	withBudget(t, 128<<20, func(limit int64) {
		var out bytes.Buffer
		in := newInterp(&out)
		err := in.EvalSource(context.Background(), "t",
			"(let ((l nil)) (dotimes (i 1000000000) (setq l (cons i l))))", nil)
		if !errors.Is(err, eval.ErrMemoryLimit) || errors.Is(err, eval.ErrInterrupted) {
			t.Fatalf("got %v, want the memory limit", err)
		}
		if !strings.Contains(err.Error(), "memory limit of "+eval.FormatBytes(limit)) {
			t.Errorf("message %q does not name the limit", err)
		}
		var last eval.Value
		err = in.EvalSource(context.Background(), "t", "(+ 1 2)", func(v eval.Value) error { last = v; return nil })
		if err != nil || eval.Repr(last) != "3" {
			t.Errorf("after the memory error: %v, %v", last, err)
		}
	})
}
