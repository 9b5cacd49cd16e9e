package survey

import (
	"context"
	"sync"
)

// Games analysed side by side.
//
// With Options.Jobs > 1, Run hands the games of the shard to that many
// goroutines, in the family's order, and writes each result once every
// game before it is written: the same lines as one job, byte for byte,
// whatever the order in which the games finish (each game's analysis is
// deterministic and shares nothing with the others). At most
// lookahead·Jobs results wait for a slow game before it to be written,
// so a long family does not pile its results up in memory behind one
// game.
//
// Cancelling the context stops every game in progress; the lines written
// are those of the games before the first that did not finish, as for
// one job. The memory budget (Options.MemoryLimit) is the process's, so
// the games running at once share it: a quotient stopped by the budget
// is analysed again alone, the others waiting, so that its line says what
// it says with one job (unless it reaches the budget alone too).

// lookahead is the number of results a job may have waiting to be written:
// enough for the other jobs to go on past one slow game (in octal:3 to
// 10^5, with 16 the second core idled behind one game and two jobs took as
// long as one); a result is a line or two of text.
const lookahead = 256

// analyzeInOrder analyses the games of codes and calls emit with each
// result in their order, with opt.Jobs games at a time. It returns the
// context's error when the run was cancelled before the last game (stop),
// or emit's first error (err), which ends the run.
func analyzeInOrder(ctx context.Context, codes []string, opt Options, emit func(*Result) error) (stop, err error) {
	jobs := opt.Jobs
	if jobs <= 1 {
		for _, code := range codes {
			r, err := Analyze(ctx, code, opt)
			if err != nil {
				return err, nil
			}
			if err := emit(r); err != nil {
				return nil, err
			}
		}
		return nil, nil
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() { // every goroutine ends before the return
		cancel()
		wg.Wait()
	}()
	type outcome struct {
		i   int
		r   *Result
		err error
	}
	window := lookahead * jobs
	next := make(chan int)
	done := make(chan outcome, window)    // never full: at most window games are handed out
	tokens := make(chan struct{}, window) // a token for each game handed out and not yet written
	wg.Add(1)
	go func() { // hand out the games in order
		defer wg.Done()
		defer close(next)
		for i := range codes {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	// alone is held for reading by each analysis, and for writing by an
	// analysis run again alone.
	var alone sync.RWMutex
	// finished is closed when every job has ended: after it, done gets
	// nothing more, and a game never handed out (the run was cancelled
	// first) will never come.
	var working sync.WaitGroup
	finished := make(chan struct{})
	for range jobs {
		wg.Add(1)
		working.Add(1)
		go func() {
			defer wg.Done()
			defer working.Done()
			for i := range next {
				alone.RLock()
				r, err := Analyze(ctx, codes[i], opt)
				alone.RUnlock()
				if err == nil && r.Quotient != nil && r.Quotient.memory {
					alone.Lock()
					r, err = Analyze(ctx, codes[i], opt)
					alone.Unlock()
				}
				done <- outcome{i, r, err}
			}
		}()
	}
	go func() { working.Wait(); close(finished) }()
	waiting := map[int]outcome{}
	for want := 0; want < len(codes); {
		var o outcome
		select {
		case o = <-done:
		case <-finished:
			select {
			case o = <-done:
			default: // the games left were never handed out
				return ctx.Err(), nil
			}
		}
		waiting[o.i] = o
		for {
			o, ok := waiting[want]
			if !ok {
				break
			}
			delete(waiting, want)
			if o.err != nil {
				return o.err, nil
			}
			if err := emit(o.r); err != nil {
				return nil, err
			}
			<-tokens
			want++
			if want < len(codes) && ctx.Err() != nil {
				// Cancelled: as one job, no game after this one, even
				// if its result is in.
				return ctx.Err(), nil
			}
		}
	}
	return nil, nil
}
