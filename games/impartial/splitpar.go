package impartial

import "sync"

// The parallel build of the split sets (Sequence.Jobs > 1).
//
// Most of S(T) is known long before heap T: the splits a + (T − a) with
// a ≥ A need only the values of heaps up to T − A. So once G(m) is known,
// the bulk of S(m + A), a = A, …, (m + A)/2, is queued; Jobs − 1
// goroutines take the bulks in order of their totals, each marking one in
// a byte set of its own and packing it into the total's slot. The
// sequence itself is the last job: the heap that first needs S(T),
// T + minK, collects it, building the bulk itself if no goroutine has
// taken it, else building the next bulks queued until the goroutine has
// finished (and waiting only when none is left); it adds the few splits
// a < A, which need the latest values, and the set is complete. The
// bulks are queued up to A heaps ahead of the values, so the jobs are
// never short of work while the values come, and no job sits idle waiting
// for another; the serial part of a heap, which only the sequence can
// do, is the A − 1 splits of one total, the ORs of the sets of its digits
// and the mex: about 2% of a heap's work at heap 10^5 of 0.767, less
// beyond.
//
// The values the goroutines read are a snapshot of the store (the slice
// as it is when the bulk is queued): values are only ever appended, and a
// store that grows or widens is a new array, so a goroutine never reads a
// value being written. A bulk's work is counted, and the poll checked,
// when its set is collected, so that Ctrl-C and Poll act as with one job,
// within the time of a bulk (about a millisecond at heap 10^6); Memory is
// asked before the sets and the jobs' byte sets grow. The values are the
// same as with one job: only who marks the splits changes.

// parLookahead is A: how many heaps ahead of the values a total is
// queued.
const parLookahead = 64

// The states of a pending slot.
const (
	bulkQueued uint8 = iota
	bulkRunning
	bulkDone
)

// parSets is the state of the parallel build during one Extend.
type parSets struct {
	jobs  int
	words int // the words a set the memory budget was asked for

	mu     sync.Mutex
	more   *sync.Cond // a bulk was queued, or the build ends
	queue  []bulkTask // by increasing total
	closed bool       // the build ends: the goroutines return
	wg     sync.WaitGroup
}

// bulkTask is the bulk of one total: the splits a + (total − a) for
// a = from, …, to, marked by mark into a byte set for sets of words
// words.
type bulkTask struct {
	sl              *splitSlot
	total, from, to int
	words           int
	mark            func(set []uint8, total, from, to int)
}

// run builds the bulk into its slot's set, with scratch, a byte set of
// zeros, as its byte set; it returns scratch (grown if need be) for the
// next.
func (t *bulkTask) run(scratch []uint8) []uint8 {
	scratch = scratchFor(scratch, t.words)
	t.mark(scratch, t.total, t.from, t.to)
	t.sl.set = resize(t.sl.set, t.words)
	pack(t.sl.set, scratch)
	t.sl.work = t.to - t.from + 1 + t.words
	return scratch
}

// startPar starts the goroutines of the parallel build; stopPar must
// follow. The ring of sets is made again, larger, when the digits are
// next sorted (initSets).
func (c *nimState) startPar(jobs int) {
	p := &parSets{jobs: jobs}
	p.more = sync.NewCond(&p.mu)
	for range jobs - 1 {
		p.wg.Add(1)
		go p.work()
	}
	c.par = p
	c.sets, c.setsChecked = nil, false
}

// work is a goroutine of the build: it builds the bulks queued, lowest
// total first, until the build ends.
func (p *parSets) work() {
	defer p.wg.Done()
	var scratch []uint8
	p.mu.Lock()
	for {
		for len(p.queue) == 0 && !p.closed {
			p.more.Wait()
		}
		if p.closed {
			p.mu.Unlock()
			return
		}
		t := p.take(0)
		p.mu.Unlock()
		scratch = t.run(scratch)
		p.mu.Lock()
		p.finish(t.sl)
	}
}

// take removes the i-th bulk from the queue and marks it running; the
// lock is held.
func (p *parSets) take(i int) bulkTask {
	t := p.queue[i]
	p.queue = append(p.queue[:i], p.queue[i+1:]...)
	t.sl.state = bulkRunning
	return t
}

// finish marks a bulk built, waking the sequence if it waits for it; the
// lock is held.
func (p *parSets) finish(sl *splitSlot) {
	sl.state = bulkDone
	if sl.waiting {
		sl.waiting = false
		sl.done <- struct{}{}
	}
}

// stopPar ends the goroutines, waiting for the bulks they are building;
// the bulks not collected are dropped, leaving the ring with complete
// sets only.
func (c *nimState) stopPar() {
	p := c.par
	if p == nil {
		return
	}
	p.mu.Lock()
	p.closed = true
	p.more.Broadcast()
	p.mu.Unlock()
	p.wg.Wait()
	c.par = nil
	if c.sets == nil {
		return
	}
	for i := range c.sets.slots {
		sl := &c.sets.slots[i]
		if sl.pending {
			sl.pending, sl.total = false, -1
		}
	}
}

// parWords is the number of words the sets need after heap m, when the
// parallel build is to queue the bulk of a total: 0 if it is not.
func (c *nimState) parWords() int {
	if c.par == nil || c.sets == nil || c.mask != 0 {
		return 0
	}
	return words(c.maxG)
}

// parMemory returns the bytes to ask of the memory budget before sets of
// nw words are built: the ring's sets and the jobs' byte sets growing
// from the size asked for last.
func (c *nimState) parMemory(nw int) int64 {
	p := c.par
	if nw <= p.words {
		return 0
	}
	return int64(nw-p.words) * int64(8*len(c.sets.slots)+64*p.jobs)
}

// handOut queues the bulk of the total m + A once G(m) is known (the
// words its set needs asked of the memory budget), if its splits reach
// past A − 1. A bulk still pending in the total's slot (queued while the
// sets were in use, and never collected) is collected first.
func (e *engine[T]) handOut(m, nw int) bool {
	c := e.nimState
	p := c.par
	p.words = max(p.words, nw)
	total := m + parLookahead
	end := c.splitEnd(total)
	if end < parLookahead {
		return true
	}
	sl := c.sets.slot(total)
	if sl.pending && !e.collect(sl) {
		return false
	}
	if sl.done == nil {
		sl.done = make(chan struct{}, 1)
	}
	sl.total, sl.pending = total, true
	g := e.g[:m+1]
	p.mu.Lock()
	sl.state = bulkQueued
	p.queue = append(p.queue, bulkTask{sl: sl, total: total, from: parLookahead, to: end, words: nw,
		mark: func(set []uint8, total, from, to int) { markBytes(g, set, total, from, to) }})
	p.more.Signal()
	p.mu.Unlock()
	return true
}

// collect completes the pending set of sl: it builds the bulk if no
// goroutine has taken it, else builds the bulks queued after it until the
// goroutine is done (waiting only when none is left); it counts the
// bulk's work and adds the splits a = 1, …, A − 1 of the total. It
// reports whether the computation may go on (the poll's error in c.err).
func (e *engine[T]) collect(sl *splitSlot) bool {
	c := e.nimState
	p, ss := c.par, c.sets
	p.mu.Lock()
	for sl.state != bulkDone {
		i := 0
		if sl.state == bulkQueued {
			for p.queue[i].sl != sl {
				i++
			}
		} else if len(p.queue) == 0 {
			sl.waiting = true
			p.mu.Unlock()
			<-sl.done
			p.mu.Lock()
			break
		}
		t := p.take(i)
		p.mu.Unlock()
		ss.scratch = t.run(ss.scratch)
		p.mu.Lock()
		p.finish(t.sl)
	}
	p.mu.Unlock()
	sl.pending = false
	c.bulks++
	c.work += sl.work
	total := sl.total
	if nw := words(c.maxG); nw > len(sl.set) {
		grown := make([]uint64, nw)
		copy(grown, sl.set)
		sl.set = grown
	}
	g, set := e.g, sl.set
	for a := 1; a < parLookahead; a++ {
		i, m := bitOf(uint(g[a] ^ g[total-a]))
		set[i] |= m
	}
	c.work += parLookahead
	return c.check()
}
