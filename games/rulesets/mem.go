package rulesets

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"cgcalc/games"
	"cgcalc/games/misere"
)

// Mem-style games (CGSuite's game.heap.GenMem and its constants Mem,
// TakeAway and FibonacciNim): a heap of n counters and a memory, the
// number taken by the last move. A move takes j counters, 1 ≤ j ≤ n, where
// a rule of the memory and j allows it, and leaves n−j counters with
// memory j. A position is written as CGSuite's Coordinates, "n,memory",
// and sums of heaps "5,1 + 3,2"; the empty sum is "0". The rules:
//
//   - Mem: j ≥ memory (at least as many as the last move took);
//   - TakeAway(α): j ≤ α·memory (α a positive rational); Fibonacci Nim is
//     TakeAway(2), at most twice the last move (Whinihan 1963; Winning
//     Ways ch. 15);
//   - GenMem(f): j allowed when f(memory, j).
//
// A heap written "n" alone, with no memory, is the start of a game of n
// counters (cgcalc's notation; CGSuite has no such coordinate): the first
// player may take any number but not all, 1 ≤ j < n, whatever the rule.
// In Fibonacci Nim the start of n is a second-player win exactly when n
// is a Fibonacci number (Whinihan 1963).
//
// The games are impartial: a heap is the nimber of its Grundy value. Mem
// and TakeAway keep a table of each heap's Grundy values by how many
// counters the memory lets a move take (for TakeAway a prefix 1..k of the
// takes, for Mem a suffix t..n), each row built with an incremental mex,
// so the table up to n costs O(n²); GenMem, whose rule may be anything,
// keeps the Grundy value of each (n, memory) it meets. Misère forms are
// built heap by heap from the options' (MisereValue), the heaps summed.

// maxMemHeap bounds the heaps of the Mem-style games: the table of
// Grundy values up to 10000 takes 100 MB.
const maxMemHeap = 10000

// maxMemPositions bounds the positions a GenMem solve keeps.
const maxMemPositions = 1 << 22

// startMemory marks a heap written "n" alone: the start of a game.
const startMemory = -1

// MemRules is a Mem-style game for one store: Mem, TakeAway(α),
// Fibonacci Nim or GenMem with a rule given as a Go function.
type MemRules struct {
	name  string
	s     *games.Store
	allow func(memory, j int) (bool, error) // GenMem's rule, nil for the tables
	// TakeAway's α = p/q (q > 0), when kind is memTakeAway.
	p, q  int64
	kind  int
	tab   [][]uint16     // memTakeAway: tab[n][k]; memMem: tab[n][t]
	memo  map[coord]int  // memGeneral: Grundy values by (n, memory)
	ms    *misere.MStore // the misère store mmemo is for
	mmemo map[coord]misere.MID
}

// The kinds of Mem-style game.
const (
	memGeneral = iota
	memTakeAway
	memMem
)

func init() {
	register("mem", func(s *games.Store) Ruleset { return &MemRules{name: "mem", s: s, kind: memMem} })
	register("fibonacci-nim", func(s *games.Store) Ruleset {
		return &MemRules{name: "fibonacci-nim", s: s, kind: memTakeAway, p: 2, q: 1}
	})
}

// NewTakeAway returns TakeAway(p/q) for store s, named name (the name
// its positions print with): a move takes at most p/q times the last
// move. p and q must be positive.
func NewTakeAway(s *games.Store, name string, p, q int64) *MemRules {
	return &MemRules{name: name, s: s, kind: memTakeAway, p: p, q: q}
}

// NewGenMem returns GenMem(allow) for store s, named name: a move may take
// j counters when allow(memory, j). An error from allow stops the solve
// and is returned.
func NewGenMem(s *games.Store, name string, allow func(memory, j int) (bool, error)) *MemRules {
	return &MemRules{name: name, s: s, kind: memGeneral, allow: allow, memo: map[coord]int{}}
}

// Name is the ruleset's name: "mem", "fibonacci-nim", or the name given.
func (r *MemRules) Name() string { return r.name }

// Impartial is true.
func (*MemRules) Impartial() bool { return true }

// memPos is a sum of heaps: coord{n, memory}, memory startMemory for a
// start.
type memPos coordSum

// String is "5,1 + 3,2", a start "8"; "0" for the empty sum.
func (p memPos) String() string {
	if len(p) == 0 {
		return "0"
	}
	parts := make([]string, len(p))
	for i, x := range p {
		if x.n == startMemory {
			parts[i] = strconv.Itoa(x.m)
		} else {
			parts[i] = strconv.Itoa(x.m) + "," + strconv.Itoa(x.n)
		}
	}
	return strings.Join(parts, " + ")
}

// Picture draws each heap as a row of counters ('x'), with the counters
// the last move took beside it, after a gap ('#'), as white counters
// ('o'); a start shows no memory. The heaps are stacked, one to a row. A
// row of more than 40 counters is drawn as its first and last 20 with an
// ellipsis ('…') between.
func (p memPos) Picture() Picture {
	b := &Board{}
	for _, x := range p {
		row := counters(x.m, 'x')
		if x.n > 0 {
			row = append(row, '#')
			row = append(row, counters(x.n, 'o')...)
		}
		b.Rows = append(b.Rows, row)
	}
	return b
}

// Parse reads "n,memory" (or "(n,memory)"), a start "n", or a sum of them
// joined by '+'; "0" alone is the empty sum.
func (r *MemRules) Parse(text string) (Position, error) {
	sc := &scanner{text: text}
	if strings.TrimSpace(text) == "0" {
		return memPos{}, nil
	}
	var c coordSum
	for {
		paren := sc.peek() == '('
		if paren {
			sc.i++
		}
		n, err := sc.int(maxMemHeap, "a heap size")
		if err != nil {
			return nil, err
		}
		m := startMemory
		if sc.peek() == ',' {
			sc.i++
			if m, err = sc.int(1<<30, "the memory (the last move's size)"); err != nil {
				return nil, err
			}
		} else if paren {
			return nil, sc.errorf(sc.i, "%s where a comma and the memory are expected (as in (5,1))", sc.what(sc.i))
		}
		if paren {
			if err := sc.expect(')', "')'"); err != nil {
				return nil, err
			}
		}
		if n > 0 || m != startMemory {
			c = append(c, coord{n, m})
		}
		if sc.done() {
			return memPos(c.sorted()), nil
		}
		if err := sc.expect('+', "',' and the memory, '+' (between the terms of a sum) or the end"); err != nil {
			return nil, err
		}
	}
}

// takes returns the numbers a move may take from heap x, ascending.
func (r *MemRules) takes(x coord) ([]int, error) {
	var out []int
	if x.n == startMemory {
		for j := 1; j < x.m; j++ {
			out = append(out, j)
		}
		return out, nil
	}
	for j := 1; j <= x.m; j++ {
		ok, err := r.allows(x.n, j)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, j)
		}
	}
	return out, nil
}

// allows reports whether a move may take j with the memory given.
func (r *MemRules) allows(memory, j int) (bool, error) {
	switch r.kind {
	case memTakeAway:
		return int64(j)*r.q <= r.p*int64(memory), nil
	case memMem:
		return j >= memory, nil
	}
	return r.allow(memory, j)
}

// Options takes from one heap, leaving it with the memory of the take
// ("0,5" when a move takes all five). A rule that fails (GenMem's function
// returning an error) gives no options: Value reports its error.
func (r *MemRules) Options(p Position) (left, right []Position) {
	c := coordSum(p.(memPos))
	seen := map[string]bool{}
	for i, x := range c {
		if i > 0 && x == c[i-1] {
			continue
		}
		js, err := r.takes(x)
		if err != nil {
			return nil, nil
		}
		for _, j := range js {
			next := c.replace(i, coord{x.m - j, j})
			if k := memPos(next).String(); !seen[k] {
				seen[k] = true
				left = append(left, memPos(next))
			}
		}
	}
	return left, left
}

// Value is the nimber of the nim-sum of the heaps' Grundy values.
func (r *MemRules) Value(p Position) (games.ID, error) {
	g, err := r.NimValue(p)
	if err != nil {
		return 0, err
	}
	return r.s.Value(games.NUS{M: uint64(g)}), nil
}

// NimValue returns the nim-sum of the heaps' Grundy values.
func (r *MemRules) NimValue(p Position) (int, error) {
	g := 0
	for _, x := range p.(memPos) {
		v, err := r.Grundy(x.m, x.n)
		if err != nil {
			return 0, err
		}
		g ^= v
	}
	return g, nil
}

// Grundy returns the Grundy value of the heap of n counters with the
// memory given (−1: the start, where any take but all is allowed).
func (r *MemRules) Grundy(n, memory int) (int, error) {
	if n > maxMemHeap {
		return 0, fmt.Errorf("%w: a heap beyond %d", games.ErrTooLarge, maxMemHeap)
	}
	if memory == startMemory {
		var seen []bool
		for j := 1; j < n; j++ {
			g, err := r.Grundy(n-j, j)
			if err != nil {
				return 0, err
			}
			for len(seen) <= g {
				seen = append(seen, false)
			}
			seen[g] = true
		}
		g := 0
		for g < len(seen) && seen[g] {
			g++
		}
		return g, nil
	}
	switch r.kind {
	case memTakeAway:
		if err := r.fill(n); err != nil {
			return 0, err
		}
		return int(r.tab[n][r.prefix(n, memory)]), nil
	case memMem:
		if memory > n {
			return 0, nil
		}
		if err := r.fill(n); err != nil {
			return 0, err
		}
		return int(r.tab[n][max(memory, 1)]), nil
	}
	return r.general(n, memory)
}

// prefix is TakeAway's count of allowed takes from n with the memory
// given: min(n, ⌊α·memory⌋).
func (r *MemRules) prefix(n, memory int) int {
	k := r.p * int64(memory) / r.q
	return int(min(int64(n), k))
}

// fill extends the table of TakeAway or Mem to the heap n. A row of n
// is built by adding the takes one at a time to a set of the options'
// values, its mex moving up as the set grows: TakeAway's row tab[n][k],
// the value when the takes 1..k are allowed, adds j = k; Mem's tab[n][t],
// when the takes t..n are, adds j = t going down from n.
func (r *MemRules) fill(n int) error {
	for len(r.tab) <= n {
		h := len(r.tab)
		// A unit of work for each take of the row (a lookup and a step of
		// the mex), its two slices allocated with it.
		if err := r.s.Work(h + 1); err != nil {
			return err
		}
		seen := make([]uint64, (h+2+63)/64)
		mex := 0
		add := func(g int) {
			seen[g/64] |= 1 << (g % 64)
			for seen[mex/64]&(1<<(mex%64)) != 0 {
				mex++
			}
		}
		row := make([]uint16, h+2)
		if r.kind == memTakeAway {
			for k := 1; k <= h; k++ {
				add(int(r.tab[h-k][r.prefix(h-k, k)]))
				row[k] = uint16(mex)
			}
			row = row[:h+1]
		} else {
			for t := h; t >= 1; t-- {
				g := 0
				if t <= h-t {
					g = int(r.tab[h-t][t])
				}
				add(g)
				row[t] = uint16(mex)
			}
		}
		r.tab = append(r.tab, row)
	}
	return nil
}

// general returns GenMem's Grundy value of (n, memory), from those of its
// options, each kept.
func (r *MemRules) general(n, memory int) (int, error) {
	if g, ok := r.memo[coord{n, memory}]; ok {
		return g, nil
	}
	if len(r.memo) >= maxMemPositions {
		return 0, fmt.Errorf("%w: more than %d heaps", games.ErrTooLarge, maxMemPositions)
	}
	var seen []uint64
	for j := 1; j <= n; j++ {
		// A unit of work for each take looked at.
		if err := r.s.Work(1); err != nil {
			return 0, err
		}
		ok, err := r.allow(memory, j)
		if err != nil {
			return 0, err
		}
		if !ok {
			continue
		}
		g, err := r.general(n-j, j)
		if err != nil {
			return 0, err
		}
		for len(seen) <= g/64 {
			seen = append(seen, 0)
		}
		seen[g/64] |= 1 << (g % 64)
	}
	g := 0
	for w, x := range seen {
		if x != ^uint64(0) {
			g = w*64 + bits.TrailingZeros64(^x)
			break
		}
		g = (w + 1) * 64
	}
	r.memo[coord{n, memory}] = g
	return g, nil
}

// MisereValue returns the misère canonical form of p: each heap's from its
// options' (kept by (n, memory) for the last misère store given), the
// heaps summed. An error of GenMem's rule stops it.
func (r *MemRules) MisereValue(p Position, ms *misere.MStore) (misere.MID, error) {
	if r.ms != ms {
		r.ms, r.mmemo = ms, map[coord]misere.MID{}
	}
	sum := misere.Zero
	for _, x := range p.(memPos) {
		id, err := r.misereHeap(x)
		if err != nil {
			return 0, err
		}
		if sum, err = ms.SumErr(sum, id); err != nil {
			return 0, err
		}
	}
	return sum, nil
}

// misereHeap returns the misère canonical form of one heap.
func (r *MemRules) misereHeap(x coord) (misere.MID, error) {
	if id, ok := r.mmemo[x]; ok {
		return id, nil
	}
	if len(r.mmemo) >= maxMemPositions {
		return 0, fmt.Errorf("%w: more than %d heaps", games.ErrTooLarge, maxMemPositions)
	}
	js, err := r.takes(x)
	if err != nil {
		return 0, err
	}
	// A unit of work for each take: its option's lookup.
	if err := r.s.Work(len(js) + 1); err != nil {
		return 0, err
	}
	opts := make([]misere.MID, 0, len(js))
	for _, j := range js {
		id, err := r.misereHeap(coord{x.m - j, j})
		if err != nil {
			return 0, err
		}
		opts = append(opts, id)
	}
	id := r.ms.Game(opts)
	r.mmemo[x] = id
	return id, nil
}
