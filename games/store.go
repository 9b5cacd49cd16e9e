package games

// The Store itself: IDs, kinds and nodes, the entries of its operation
// cache, polling and units of work, and how a computation fails (abort,
// catch, depth and size limits). The files of the store stand in layers,
// each using only those below it: this one, the operation cache
// (storecache.go), the nodes (storenodes.go, where NewStore makes the
// first), comparison (storecompare.go), formal sums (storesum.go),
// canonical forms and their sums (storecanon.go), moves (storemoves.go).

import (
	"errors"
	"fmt"
)

// ID names a node of a Store. Zero is the game 0 in every store.
type ID uint32

// Zero is the ID of the game 0.
const Zero ID = 0

// noID marks an unknown cached result.
const noID ID = ^ID(0)

// pendingBase is the first ID of the games under construction that
// canonicalisation compares against (see Store.push); real nodes stay below.
const pendingBase ID = 1 << 31

// Kind is the kind of a node.
type Kind uint8

// The kinds of node.
const (
	Canonical Kind = iota // a canonical form
	Form                  // a form {L|R} as built
	Sum                   // a formal sum
)

// ErrTooLarge reports a value beyond what the store represents: an up
// multiple or birthday beyond 2^63, or a nimber too large to list.
var ErrTooLarge = errors.New("game too large")

// Term is a summand of a formal sum with its multiplicity.
type Term struct {
	ID   ID
	Mult int64
}

type node struct {
	kind  Kind
	ready bool // options listed (NUS nodes list them on demand)
	nl    uint32
	nr    uint32 // Right options, or terms of a sum
	off   uint32 // first option in Store.opts, or first term in Store.terms
	nus   int32  // index into Store.nus: value of a NUS node, NUS part of a sum; -1 if none
	next  ID     // hash chain
	canon ID     // canonical form, noID if not yet known
	neg   ID     // negative (canonical nodes), noID if not yet known
	born  bool   // birth is known
	birth int64  // birthday (canonical nodes)
}

// Store holds games: the nodes and the caches of the mathematics done on
// them. It holds no printing state: names and the forms that print by their
// canonical form are a Display's. See the package documentation.
type Store struct {
	nodes []node
	opts  []ID   // option lists of forms and canonical nodes
	terms []Term // terms of formal sums
	nus   []NUS  // NUS values and parts

	index    map[uint64]ID // option/term hash -> first node of its chain
	nusIndex map[nusKey]ID

	thermos   map[ID]*Thermograph // thermographs of canonical nodes
	stopCache map[ID][2]Dyadic    // Left and Right stops of canonical nodes
	uptimals  [2][]ID             // ↑[n] and ↑ⁿ by n, as far as built (uptimal.go)
	up        upMemo              // uptimal expansions (uptimalexpand.go)

	cache     []cacheEntry // direct-mapped operation cache (storecache.go)
	evictions int          // entries replaced since the cache last grew
	maxCache  int          // entries the cache may grow to (SetCacheBytes)
	pend      [][2][]ID    // games under construction, by ID − pendingBase

	poll     func() error
	nextPoll uint64 // the value of Stats.Work at which poll is next called
	depth    int    // recursion depth of the computation in progress

	// LeqCache caches comparisons between canonical nodes in the
	// operation cache. It is on in a new store: doc/benchmarks.md measures sums
	// of hard games 1.4–2× faster with it, and canonical forms of forms no
	// slower.
	LeqCache bool

	// Stats counts work, for benchmarks and tests.
	Stats Stats
}

// Stats counts the work a Store has done: comparisons and sums that
// looked at options (not the arithmetic of numbers, ups and nimbers),
// reductions of option lists, and operation cache hits. Work counts the
// units of work between polls: one for each step of the store's own
// recursions, and what solvers outside the store report with Work.
type Stats struct {
	Leq, Add, Reduce, CacheHits uint64
	Work                        uint64
}

// The entries of the operation cache (storecache.go), which the Store holds.

type op uint8

const (
	opNone op = iota // an empty entry
	opAdd
	opLeq
)

type cacheEntry struct {
	op   op
	a, b ID
	r    ID
}

// PollEvery is the number of units of work (Stats.Work) between two calls
// of the function SetPoll sets. A unit is a small, bounded piece of work:
// one step of the store's recursions (a comparison, a sum, an option
// list reduced, each looking at a few nodes), or, for a solver outside
// the store, an option generated, a cell or pair scanned, a few words
// allocated. At well under a microsecond a unit, polls come every
// fraction of a millisecond, and what one step between two polls may
// allocate is bounded by what PollEvery units allocate.
const PollEvery = 1024

// SetPoll sets a function the store calls every PollEvery units of work
// of a computation; when it returns an error the computation stops and
// the operation returns that error. Use it for Ctrl-C, memory budgets and
// step limits.
func (s *Store) SetPoll(f func() error) {
	s.poll = f
	s.nextPoll = s.Stats.Work + PollEvery
}

// Poll calls the function SetPoll set, if any, and returns its error: a
// computation outside the store calls it, or better Work, so that Ctrl-C,
// memory budgets and step limits reach it too.
func (s *Store) Poll() error {
	s.nextPoll = s.Stats.Work + PollEvery
	if s.poll == nil {
		return nil
	}
	return s.poll()
}

// Work counts n units of work done by a solver outside the store (see
// PollEvery) and polls once PollEvery units have passed since the last
// poll, returning the poll's error. A solver calls it as it works, in
// amounts it bounds (what one loop iteration does, an allocation about
// to be made in words), so that no stretch of work between two polls is
// longer than PollEvery units plus one such amount.
func (s *Store) Work(n int) error {
	s.Stats.Work += uint64(n)
	if s.Stats.Work < s.nextPoll {
		return nil
	}
	return s.Poll()
}

// Len returns the number of nodes in the store.
func (s *Store) Len() int { return len(s.nodes) }

// abort carries an error out of a computation; exported methods recover it.
type abort struct{ err error }

func (s *Store) fail(err error) { panic(abort{err}) }

// catch turns an abort into an error; every exported method that computes
// defers it.
func (s *Store) catch(err *error) {
	if r := recover(); r != nil {
		a, ok := r.(abort)
		if !ok {
			panic(r)
		}
		s.pend = s.pend[:0]
		s.depth = 0
		*err = a.err
	}
}

// maxDepth bounds the recursion of a computation, well inside Go's stack
// limit: games nested deeper than this (forms built by a program, or up
// multiples in the hundreds of thousands compared with other games) are an
// error, not a crash.
const maxDepth = 200000

// ErrTooDeep reports a computation that recursed beyond maxDepth.
var ErrTooDeep = errors.New("game nested too deeply (more than 200000 levels)")

func (s *Store) enter() {
	s.depth++
	if s.depth > maxDepth {
		s.fail(ErrTooDeep)
	}
}

func (s *Store) leave() { s.depth-- }

func (s *Store) tick() {
	s.Stats.Work++
	if s.Stats.Work >= s.nextPoll {
		if err := s.Poll(); err != nil {
			s.fail(err)
		}
	}
}

func (s *Store) tooLarge(what string) {
	s.fail(fmt.Errorf("%w: %s", ErrTooLarge, what))
}
