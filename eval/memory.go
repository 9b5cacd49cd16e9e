package eval

// The memory budget. Go's runtime ends a process that cannot get memory
// with a fatal error that no recover catches; a calculator must never die
// that way, losing the session. So the process has a budget
// (SetMemoryLimit, from cgcalc's --max-memory): it is Go's soft memory
// limit, which makes the collector work harder as the heap nears it, and a
// watchdog samples the heap while evaluations run and cancels them, with a
// *MemoryError as the cause, before the heap outgrows it. Code that is about
// to allocate much at once asks CheckMemory first, and code that can stop
// with a partial result asks MemoryLow as it goes, so that it stops on its
// own before the watchdog must.

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// ErrMemoryLimit is the cause of an evaluation stopped by the memory
// budget; errors.Is(err, ErrMemoryLimit) holds for every *MemoryError.
var ErrMemoryLimit = errors.New("memory limit reached")

// MemoryError says that the memory budget stopped a computation, or would
// not allow an allocation of Need bytes.
type MemoryError struct {
	Limit int64 // the budget, in bytes
	Need  int64 // the size of the allocation refused, or 0 (shown when over Limit)
}

// Error returns e.g. "memory limit of 12 GiB reached; the computation was
// stopped".
func (e *MemoryError) Error() string {
	if e.Need > e.Limit {
		return fmt.Sprintf("the result would need %s, more than the memory limit of %s; the computation was stopped",
			FormatBytes(e.Need), FormatBytes(e.Limit))
	}
	return fmt.Sprintf("memory limit of %s reached; the computation was stopped", FormatBytes(e.Limit))
}

// Is reports whether target is ErrMemoryLimit.
func (e *MemoryError) Is(target error) bool { return target == ErrMemoryLimit }

// FormatBytes formats a size in binary units: "12 GiB", "1.5 MiB", "300 B".
func FormatBytes(n int64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	i, d := 0, int64(1)
	for i < len(units)-1 && n >= d<<10 {
		i, d = i+1, d<<10
	}
	if n%d == 0 {
		return fmt.Sprintf("%d %s", n/d, units[i])
	}
	// A size shown to a person: one decimal is plenty.
	return fmt.Sprintf("%.1f %s", float64(n)/float64(d), units[i])
}

// Thresholds, as fractions of the budget in thousandths. MemoryLow says
// "stop soon" below the watchdog's threshold, so that computations that
// can stop with a partial result do so before the watchdog cancels them.
const (
	lowPermille      = 800 // MemoryLow and CheckMemory
	watchdogPermille = 900 // the watchdog cancels evaluations
	watchdogPeriod   = 5 * time.Millisecond
)

// budget is the process's memory budget: memory is a property of the
// process, not of one interpreter.
var budget struct {
	mu      sync.Mutex
	limit   int64 // 0: none
	active  map[*context.CancelCauseFunc]struct{}
	wake    chan struct{}
	started bool
}

// SetMemoryLimit sets the process's memory budget in bytes and starts the
// watchdog; bytes ≤ 0 removes the budget. Go's soft memory limit is set to
// the budget.
func SetMemoryLimit(bytes int64) {
	budget.mu.Lock()
	defer budget.mu.Unlock()
	if bytes <= 0 {
		budget.limit = 0
		debug.SetMemoryLimit(math.MaxInt64)
		return
	}
	budget.limit = bytes
	debug.SetMemoryLimit(bytes)
	if !budget.started {
		budget.started = true
		budget.wake = make(chan struct{}, 1)
		budget.active = map[*context.CancelCauseFunc]struct{}{}
		go watchdog()
	}
}

// MemoryLimit returns the memory budget in bytes, or 0 if there is none.
func MemoryLimit() int64 {
	budget.mu.Lock()
	defer budget.mu.Unlock()
	return budget.limit
}

// memSample is a reading of the runtime's memory metrics.
type memSample struct {
	inUse int64 // mapped by the runtime and not returned to the OS
	live  int64 // heap found live by the last collection, plus what is not heap
}

var sampleNames = []string{
	"/memory/classes/total:bytes",
	"/memory/classes/heap/released:bytes",
	"/gc/heap/live:bytes",
	"/memory/classes/heap/objects:bytes",
}

// sampleMemory reads the runtime's metrics (cheap: no stop of the world).
func sampleMemory() memSample {
	s := make([]metrics.Sample, len(sampleNames))
	for i, n := range sampleNames {
		s[i].Name = n
	}
	metrics.Read(s)
	v := func(i int) int64 {
		if s[i].Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return int64(s[i].Value.Uint64())
	}
	total, released, live, objects := v(0), v(1), v(2), v(3)
	inUse := total - released
	// Memory that is not heap objects (stacks, the runtime's own tables,
	// free spans) counts against the budget as well.
	other := inUse - objects
	if other < 0 {
		other = 0
	}
	return memSample{inUse: inUse, live: live + other}
}

// over reports whether the sample, plus extra bytes, passes permille
// thousandths of limit. Memory the collector has not yet found dead does
// not count (the soft limit makes it collect as the heap nears the limit),
// unless the process has mapped more than the whole budget.
func (m memSample) over(limit, extra int64, permille int64) bool {
	bound := limit / 1000 * permille
	return m.live+extra > bound || m.inUse+extra > limit
}

// CheckMemory returns a *MemoryError if allocating extra bytes more would
// take the process past its budget, or if it is nearly spent; nil when
// there is no budget. Call it before allocating much at once (a list or
// string whose size is known, a table), not for every small allocation.
func CheckMemory(extra int64) error {
	limit := MemoryLimit()
	if limit == 0 {
		return nil
	}
	if extra > limit {
		return &MemoryError{Limit: limit, Need: extra}
	}
	if sampleMemory().over(limit, extra, lowPermille) {
		return &MemoryError{Limit: limit, Need: extra}
	}
	return nil
}

// MemoryLow reports whether the budget is nearly spent: long computations
// that can stop with a partial result ask it now and then (it reads the
// runtime's metrics: every few thousand steps, not every step).
func MemoryLow() bool { return CheckMemory(0) != nil }

// watchMemory registers a running evaluation with the watchdog: cancel is
// called with a *MemoryError as the cause when the budget is spent. The
// function returned unregisters it.
func watchMemory(cancel context.CancelCauseFunc) func() {
	budget.mu.Lock()
	defer budget.mu.Unlock()
	if budget.limit == 0 {
		return func() {}
	}
	key := &cancel
	budget.active[key] = struct{}{}
	select {
	case budget.wake <- struct{}{}:
	default:
	}
	return func() {
		budget.mu.Lock()
		delete(budget.active, key)
		budget.mu.Unlock()
	}
}

// watchdog samples memory every watchdogPeriod while evaluations run, and
// sleeps while none does.
func watchdog() {
	for {
		budget.mu.Lock()
		idle := len(budget.active) == 0
		budget.mu.Unlock()
		if idle {
			<-budget.wake
			continue
		}
		time.Sleep(watchdogPeriod)
		budget.mu.Lock()
		limit := budget.limit
		budget.mu.Unlock()
		if limit == 0 || !sampleMemory().over(limit, 0, watchdogPermille) {
			continue
		}
		stopAll(limit)
	}
}

// stopAll cancels every running evaluation.
func stopAll(limit int64) {
	budget.mu.Lock()
	cancels := make([]context.CancelCauseFunc, 0, len(budget.active))
	for c := range budget.active {
		cancels = append(cancels, *c)
	}
	budget.mu.Unlock()
	cause := &MemoryError{Limit: limit}
	for _, c := range cancels {
		c(cause)
	}
	// Wait for the stopped evaluations to unwind (they unregister), so
	// that their memory is not counted against the next one.
	for range 200 {
		time.Sleep(watchdogPeriod)
		budget.mu.Lock()
		n := len(budget.active)
		budget.mu.Unlock()
		if n == 0 {
			break
		}
	}
	// A collection now updates the live-heap reading the next sample uses.
	runtime.GC()
}

// OnMemoryLimit registers f to be called when the memory budget has
// stopped an evaluation of this interpreter, once the evaluation has
// unwound, on the goroutine that evaluated: caches drop what they hold
// there, giving memory back, and the session goes on.
func (in *Interp) OnMemoryLimit(f func()) { in.release = append(in.release, f) }

// recoverMemory runs after an evaluation the memory budget stopped: the
// caches give their memory back, and the memory goes back to the system.
func (in *Interp) recoverMemory() {
	for _, f := range in.release {
		f()
	}
	debug.FreeOSMemory()
}
