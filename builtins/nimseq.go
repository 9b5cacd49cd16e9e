package builtins

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"cgcalc/eval"
	"cgcalc/games/impartial"
)

// partialDoc documents eval.PartialVar, the value an interrupted builtin
// left.
const partialDoc = "The part of its answer that the last builtin stopped by Ctrl-C had computed, nil until then: after (nim-values 'grundy 10000000) is interrupted at heap H, the list of the values of heaps 0..H-1; after period, those values or the certified (PERIOD PREPERIOD); after quotient, the partial quotient. At a terminal the REPL says so in one line, \"interrupted\", a note saying what it is and how many elements, without printing it: (print *partial*) prints it whole; the worksheet does the same; cgcalc -e and a script read from a pipe print it to standard output (it is data), and cgcalc -e exits with status 130."

// nimRun says how a nim sequence is computed: the checkpoint file (or
// none) and how often it is written.
type nimRun struct {
	what  string // the builtin, for messages
	path  string // the checkpoint file, or ""
	every time.Duration
	jobs  int // :jobs, the goroutines that build split sets beside the run
}

// maxNimJobs bounds :jobs.
const maxNimJobs = 256

// nimSeqs are the nim sequences an interpreter knows, by code. When the
// memory budget stops an evaluation they are dropped, giving their memory
// back (a checkpoint file keeps what was written).
type nimSeqs struct {
	seqs map[string]*impartial.Sequence
}

func newNimSeqs() *nimSeqs { return &nimSeqs{seqs: map[string]*impartial.Sequence{}} }

// clear drops every sequence (when the memory budget stops an evaluation,
// session.go).
func (st *nimSeqs) clear() { clear(st.seqs) }

// nimCellBytes is about what one element of a list of small integers
// costs (a cons and its boxed integer), to ask the memory budget before a
// long list of values is made.
const nimCellBytes = 48

// checkpointKeys reads :checkpoint FILE, :every SECONDS and :jobs N.
func (c *call) checkpointKeys(what string) nimRun {
	run := nimRun{what: what, every: 30 * time.Second, jobs: 1}
	if c.Key(":jobs") != nil {
		run.jobs = c.keyCount(":jobs", 1, maxNimJobs)
	}
	if v := c.Key(":checkpoint"); given(v) {
		run.path = c.str(v, "a file name (a string)")
	}
	if c.Key(":every") != nil {
		run.every = time.Duration(c.keyCount(":every", 0, 86400)) * time.Second
	}
	return run
}

// sequence returns the session's nim sequence of r, extended to heap n
// (Len() > n) unless it stopped. It resumes from the checkpoint file if
// there is one (or from the session, if that went further), shows a
// progress line on a terminal while it runs, and writes the checkpoint
// every run.every of work (at least 20 times as long as a write takes)
// and when it ends or stops. Each poll of the sequence charges the heaps
// computed since the last as steps (Interp.Tick), so that a step limit
// and the tests' TickHook reach the run. When Ctrl-C stops it, it returns
// the sequence as far as it got (kept for the session, and in the
// checkpoint) with eval.ErrInterrupted, and the caller says how far it got
// (run.stopNote); a stop for memory is an error naming the heap.
func (c *call) sequence(r *impartial.Ruleset, n int, run nimRun) (seq *impartial.Sequence, err error) {
	st := sessionOf(c.in).nimSeqs
	seq = st.seqs[r.Code()]
	if run.path != "" {
		loaded, err := readCheckpoint(c.in, run.path, r)
		if err != nil {
			return nil, err
		}
		if loaded != nil && (seq == nil || loaded.Len() > seq.Len()) {
			seq = loaded
		}
	}
	if seq == nil {
		seq = impartial.NewSequence(r)
	}
	st.seqs[r.Code()] = seq
	var writeCost time.Duration
	write := func() error {
		if run.path == "" {
			return nil
		}
		t0 := time.Now()
		err := writeFile(c.in, run.path, func(w io.Writer) error {
			_, err := seq.WriteTo(w)
			return err
		}, true)
		writeCost = time.Since(t0)
		return err
	}
	if seq.Len() > n {
		return seq, nil
	}
	start := time.Now()
	from := seq.Len()
	lastWrite, lastShow, shown := start, start, false
	charged := from
	seq.Memory = eval.CheckMemory
	seq.Poll = func(heaps int) error {
		if err := c.in.Tick(heaps - charged); err != nil {
			return err
		}
		charged = heaps
		now := time.Now()
		if now.Sub(start) >= statusAfter && (!shown || now.Sub(lastShow) >= statusEvery) {
			rate := float64(heaps-from) / now.Sub(start).Seconds()
			c.in.ShowStatus(fmt.Sprintf("%s %s: heap %d of %d, %.0f heaps/s, %d s", run.what, r.Code(), heaps, n, rate, int(now.Sub(start)/time.Second)))
			lastShow, shown = now, true
		}
		if run.path != "" && now.Sub(lastWrite) >= max(run.every, 20*writeCost) {
			if err := write(); err != nil {
				return err
			}
			lastWrite = time.Now()
		}
		return nil
	}
	seq.Jobs = run.jobs
	err = seq.Extend(c.in.Context(), n)
	seq.Poll, seq.Memory, seq.Jobs = nil, nil, 0
	if shown {
		c.in.ShowStatus("")
	}
	var me *eval.MemoryError
	memStop := errors.As(err, &me) || errors.As(context.Cause(c.in.Context()), &me)
	canceled := errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, eval.ErrInterrupted)
	if err != nil && !canceled && !memStop {
		var ime *impartial.MemoryError
		if !errors.As(err, &ime) {
			return nil, err
		}
		memStop = true
	}
	if werr := write(); werr != nil {
		return nil, werr
	}
	switch {
	case err == nil:
		return seq, nil
	case memStop:
		limit := "the memory limit"
		if me != nil {
			limit = "the memory limit of " + eval.FormatBytes(me.Limit)
		}
		return nil, fmt.Errorf("stopped at heap %d: %s is nearly reached; %s (--max-memory allows more)", seq.Len(), limit, run.kept(seq))
	}
	return seq, eval.ErrInterrupted
}

// kept says where the heaps of an unfinished run are kept.
func (run nimRun) kept(seq *impartial.Sequence) string {
	kept := fmt.Sprintf("heaps 0..%d are kept for the session", seq.Len()-1)
	if run.path != "" {
		kept += " and in " + run.path
	}
	return kept
}

// stopNote says where an interrupted run stopped: "nim-values: stopped at
// heap 4097 (heaps 0..4096 are kept for the session)".
func (run nimRun) stopNote(seq *impartial.Sequence) string {
	return fmt.Sprintf("%s: stopped at heap %d (%s)", run.what, seq.Len(), run.kept(seq))
}

// readCheckpoint reads the checkpoint file path of r for in's session;
// nil if there is none yet.
func readCheckpoint(in *eval.Interp, path string, r *impartial.Ruleset) (*impartial.Sequence, error) {
	f, err := openToRead(in, path)
	if f == nil || err != nil {
		return nil, err
	}
	defer f.Close()
	seq, err := impartial.ReadSequence(bufio.NewReader(f), r, eval.CheckMemory)
	if err != nil {
		return nil, fmt.Errorf("cannot resume from %s: %v", path, err)
	}
	return seq, nil
}

// nimValues returns the nim values of heaps 0..n, computing only what the
// interpreter does not know yet.
func (c *call) nimValues(r *impartial.Ruleset, n int) []int {
	if c.err != nil {
		return nil
	}
	if err := eval.CheckMemory(int64(n+1) * 8); err != nil {
		c.fail(err)
		return nil
	}
	run := nimRun{what: "nim values"}
	seq, err := c.sequence(r, n, run)
	if errors.Is(err, eval.ErrInterrupted) {
		// The caller's answer needs every value: say how far it got.
		io.WriteString(c.in.Out, run.stopNote(seq)+"\n")
	}
	if err != nil {
		c.fail(computeErr(err))
		return nil
	}
	return seq.Ints(0, n+1)
}

func nimValuesFn(c call) (eval.Value, error) {
	r := c.anyRuleset(c.Pos[0])
	n := c.count(c.Pos[1], 0, impartial.MaxSequenceHeap)
	run := c.checkpointKeys("nim-values")
	if c.err != nil {
		return nil, c.err
	}
	if r.Grows() {
		vals, err := c.grownValues(r, n)
		if err != nil {
			return nil, err
		}
		return intList(vals), nil
	}
	if err := eval.CheckMemory(int64(n+1) * nimCellBytes); err != nil {
		return nil, err
	}
	seq, err := c.sequence(r, n, run)
	if errors.Is(err, eval.ErrInterrupted) {
		// Ctrl-C: the values computed are the partial answer.
		h := seq.Len()
		return nil, &eval.Partial{Value: intList(seq.Ints(0, h)),
			Note: fmt.Sprintf("%s; the values of heaps 0..%d", run.stopNote(seq), h-1)}
	}
	if err != nil {
		return nil, computeErr(err)
	}
	m := min(seq.Len(), n+1)
	if err := c.in.Tick(m); err != nil {
		return nil, err
	}
	return c.seqList(seq, m)
}

// seqList returns the list of the values of heaps 0..m−1 of seq, built
// from the last one with no slice in between and a poll every 1024 values
// (Tick(0): the steps were charged already), so that a list of a hundred
// million values stops on Ctrl-C or the memory budget as it grows.
func (c *call) seqList(seq *impartial.Sequence, m int) (eval.Value, error) {
	var l eval.Value = eval.Nil
	for h := m - 1; h >= 0; h-- {
		if h&1023 == 0 {
			if err := c.in.Tick(0); err != nil {
				return nil, err
			}
		}
		l = &eval.Cons{Car: intValue(seq.Get(h)), Cdr: l}
	}
	return l, nil
}

// grownValues returns the nim values of heaps 0..n of a code whose heaps
// can grow (impartial.Ruleset.Grows), computed from the options one by
// one: no Sequence, checkpoint or period test serves such codes.
func (c *call) grownValues(r *impartial.Ruleset, n int) ([]int, error) {
	if err := eval.CheckMemory(int64(n+1) * nimCellBytes); err != nil {
		return nil, err
	}
	vals, err := impartial.NimValues(c.in.Context(), r, n)
	if err != nil {
		return nil, computeErr(err)
	}
	if err := c.in.Tick(len(vals)); err != nil {
		return nil, err
	}
	return vals, nil
}

// periodFn reports the period the Sequence certified as it grew, if it
// did so within heap N; otherwise the arithmetic periodicity tests of
// impartial.ArithmeticPeriod on heaps 0..N, which also prove periods with
// a saltus (Nim's) and periods of codes the Sequence does not test.
func periodFn(c call) (eval.Value, error) {
	r := c.anyRuleset(c.Pos[0])
	n := c.count(c.Pos[1], 0, impartial.MaxSequenceHeap)
	run := c.checkpointKeys("period")
	if c.err != nil {
		return nil, c.err
	}
	var vals []int
	if r.Grows() {
		var err error
		if vals, err = c.grownValues(r, n); err != nil {
			return nil, err
		}
	} else {
		seq, err := c.sequence(r, n, run)
		if errors.Is(err, eval.ErrInterrupted) {
			return nil, periodPartial(run, seq)
		}
		if err != nil {
			return nil, computeErr(err)
		}
		// A period certified only beyond heap N is not reported: the
		// answer depends on N alone, not on what the session knows.
		if p, e, ok := seq.Period(); ok && seq.CertifiedBy() <= n+1 {
			return intList([]int{p, e}), nil
		}
		vals = seq.Ints(0, min(seq.Len(), n+1))
	}
	p, e, s, ok, err := impartial.ArithmeticPeriodContext(c.in.Context(), r, vals)
	if err != nil {
		return nil, computeErr(err)
	}
	switch {
	case !ok:
		return eval.Nil, nil
	case s != 0:
		return intList([]int{p, e, s}), nil
	}
	return intList([]int{p, e}), nil
}

// periodPartial is the answer of a period run stopped by Ctrl-C: the
// period and preperiod if the Sequence had certified them (Extend returns
// as soon as it certifies one, so today a stop comes before; the branch
// keeps the answer honest should that change), else the values computed,
// the note saying which.
func periodPartial(run nimRun, seq *impartial.Sequence) *eval.Partial {
	h := seq.Len()
	if p, e, ok := seq.Period(); ok {
		return &eval.Partial{Value: intList([]int{p, e}),
			Note: fmt.Sprintf("%s; period %d from heap %d is certified: (PERIOD PREPERIOD)", run.stopNote(seq), p, e)}
	}
	return &eval.Partial{Value: intList(seq.Ints(0, h)),
		Note: fmt.Sprintf("%s; no period is certified by heaps 0..%d; the values of heaps 0..%d", run.stopNote(seq), h-1, h-1)}
}
