package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"cgcalc/games/impartial"
)

// Allemang's generalized genus (his Theorem III algorithm, Allemang 1984,
// "An algorithm for generalized genera"), which produced Appendix II: for a
// heap game and a bound N, the blurry genus of every sum of heaps up to N.
//
// Heaps are taken in increasing size. A heap equal to an adder (exactly,
// as Analyzer.HeapAdder decides) is absorbed: sums are shifted by it. Any
// other heap h is compared with what is known, the table T of the blurry
// genus of every count vector of the letters so far. For k = 1, 2, … the
// array A_k holds the genus of k·h + v for every vector v, each entry by
// Conway's rule from its options looked up in A_(k−1) (moves in h) or
// earlier in A_k (moves in a letter's heap). Then:
//
//   - if A_1 is T with one more copy of an earlier letter x, for every v,
//     and so are A_2, A_3, … as far as the periods reach, h is x (Allemang:
//     .07 heaps 10 and 19 are both a);
//   - with GenOptions.Consolidate, if A_1 is T shifted by an adder :n, h
//     behaves as :n within the table ("like :2": Allemang consolidated .45
//     and .77 so);
//   - otherwise h is a new letter, with the first k such that A_k is A_k'
//     for some k' < k: k·h ≡ k'·h, printed "period p(s)" with p = k − k',
//     s = k' ((p + s)·a = s·a).
//
// As in Allemang's tables, only heaps equal to the nim heaps *0 … *3 are
// absorbed; an adder :4 or larger is a letter (or, with Consolidate,
// "like :4").
//
// Theorem III also needs every earlier letter's period to hold in the
// presence of the new one (its hypothesis (i) over the bounded face); the
// table checks that for each earlier letter and each count of the new one.
// Where it fails, the earlier letter's period was found too soon (.77's
// heap 5 repeats after two copies until heap 9 comes): the table starts
// again, looking for a repetition of that letter that starts later, as
// Allemang's 2(1) for it shows. After MaxRestarts such failures it gives up with
// ErrHypothesis.

// ErrHypothesis reports that the periods found do not satisfy the boundary
// hypothesis of Allemang's Theorem III, so the table cannot be extended.
var ErrHypothesis = errors.New("Theorem III's boundary hypothesis fails")

// ErrTableTooLarge reports a generalized genus table beyond the limit.
var ErrTableTooLarge = errors.New("generalized genus table too large")

// DefaultTableLimit bounds the number of entries of a GenTable and of the
// arrays computed for one heap.
const DefaultTableLimit = 1 << 22

// DefaultMaxCopies bounds the copies of one heap tried for a repetition:
// Officers' heap 16 never repeats (Allemang's table stops at 13).
const DefaultMaxCopies = 40

// MaxRestarts bounds how often a table starts again after a failed
// boundary hypothesis.
const MaxRestarts = 64

// GenOptions are the choices of a generalized genus table.
type GenOptions struct {
	// Limit bounds the entries of the table (≤ 0: DefaultTableLimit).
	Limit int
	// Consolidate lets heaps that behave as adders in every sum of the
	// table count as those adders.
	Consolidate bool
	// MaxCopies bounds how many copies of a heap are tried for a
	// repetition (≤ 0: DefaultMaxCopies).
	MaxCopies int
	// Stop, if set, is asked after each heap whether the table is far
	// enough; the table then ends there (CompleteAnalysis uses it).
	Stop func(*GenTable) bool
}

// HeapKind says how a GenTable represents a heap.
type HeapKind uint8

// The kinds of heap in a GenTable.
const (
	KindAdder  HeapKind = iota // equal to one of the nim heaps *0 … *3 (exactly)
	KindLike                   // behaves as an adder in every sum of the table
	KindLetter                 // named by a letter
)

// GenHeap is one heap of a GenTable.
type GenHeap struct {
	Size   int
	Kind   HeapKind
	Adder  int // the adder, for KindAdder and KindLike
	Nim    int // k when the heap is known to equal *k (Analyzer.HeapNim), else −1
	Letter int // index into GenTable.Letters, for KindLetter
	P, S   int // for KindLike: the period of its own copies, as printed
}

// Letter is a name for a class of wild heaps: (S + P)·x ≡ S·x in every
// sum of the table.
type Letter struct {
	Name string
	Heap int // the first heap it names; its moves stand for the letter's
	S, P int
}

// GenTable is the generalized genus of a heap game up to a heap bound.
type GenTable struct {
	r       *impartial.Ruleset
	Heaps   []GenHeap // heaps 0 … N
	Letters []Letter
	stride  []int // stride of each letter's count in genus
	genus   []gid // by count vector: Σ count·stride
	pool    *genusPool
	moves   [][]option // options of each heap, as reduced states
	opt     GenOptions
	minS    map[int]int  // heap → least count from which its repetition may start
	alone   map[int]bool // heaps that must be letters of their own
	ctx     context.Context
	ticks   int

	names int // letter names used

	// Restarts counts the boundary failures that made the table start again.
	Restarts int
}

// option is a position as the table sees it: letter counts and an adder.
// nzj and nzc list the letters with a count and their counts, for lookups
// that only adjust those.
type option struct {
	counts   []int
	add      int
	nzj, nzc []int
}

// NewGenTable computes the generalized genus table of the ruleset for
// heaps up to n. On an error it also returns the table as far as it got
// (up to the heap before the failure), which may be nil.
func NewGenTable(ctx context.Context, r *impartial.Ruleset, n int, opt GenOptions) (*GenTable, error) {
	if n < 0 {
		return nil, fmt.Errorf("negative heap %d", n)
	}
	if opt.Limit <= 0 {
		opt.Limit = DefaultTableLimit
	}
	if opt.MaxCopies <= 0 {
		opt.MaxCopies = DefaultMaxCopies
	}
	if ctx == nil {
		ctx = context.Background()
	}
	an := NewAnalyzer(r)
	minS, alone := map[int]int{}, map[int]bool{}
	for restarts := 0; ; restarts++ {
		pool := newGenusPool()
		t := &GenTable{r: r, genus: []gid{pool.id(NimGenus(0).Blurry())}, pool: pool, opt: opt, minS: minS, alone: alone, ctx: ctx, Restarts: restarts}
		var failed *hypothesisError
		for h := 0; h <= n; h++ {
			err := t.addHeap(an, h)
			if errors.As(err, &failed) && restarts < MaxRestarts {
				break
			}
			if err != nil {
				if len(t.Heaps) == 0 {
					return nil, fmt.Errorf("heap %d: %w", h, err)
				}
				t.truncate()
				return t, fmt.Errorf("heap %d: %w", h, err)
			}
			if opt.Stop != nil && opt.Stop(t) {
				break
			}
		}
		if failed == nil {
			err := t.verifyMembers()
			var m *memberError
			if errors.As(err, &m) && restarts < MaxRestarts {
				// It only seemed to be its letter (or adder) until later
				// heaps came: it gets a letter of its own.
				alone[m.heap] = true
				continue
			}
			return t, err
		}
		// The letter's period held until heap h came: look for one that
		// starts later.
		minS[failed.heap] = failed.s + 1
	}
}

// truncate drops the moves of a heap whose classification failed, so that
// the table is consistent up to its last heap.
func (t *GenTable) truncate() { t.moves = t.moves[:len(t.Heaps)] }

// hypothesisError is a failed boundary hypothesis: the letter first named
// at heap took a repetition starting at s copies, too soon.
type hypothesisError struct {
	heap, s int
	msg     string
}

func (e *hypothesisError) Error() string { return e.msg }
func (e *hypothesisError) Unwrap() error { return ErrHypothesis }

// Ruleset returns the table's ruleset.
func (t *GenTable) Ruleset() *impartial.Ruleset { return t.r }

// MaxHeap returns the largest heap of the table.
func (t *GenTable) MaxHeap() int { return len(t.Heaps) - 1 }

func (t *GenTable) tick() error {
	t.ticks++
	if t.ticks&1023 == 0 {
		return t.ctx.Err()
	}
	return nil
}

// size returns the number of count vectors of the table.
func (t *GenTable) size() int { return len(t.genus) }

// index brings counts into the table's ranges by the letters' periods and
// returns the index of the vector.
func (t *GenTable) index(counts []int) int {
	idx := 0
	for j, l := range t.Letters {
		idx += l.reduce(counts[j]) * t.stride[j]
	}
	return idx
}

// reduce returns count c of the letter brought into 0 … S+P−1.
func (l Letter) reduce(c int) int {
	if c >= l.S+l.P {
		c = l.S + (c-l.S)%l.P
	}
	return c
}

// vector returns the count vector of index idx.
func (t *GenTable) vector(idx int) []int {
	c := make([]int, len(t.Letters))
	t.vectorInto(c, idx)
	return c
}

// vectorInto writes the count vector of index idx into c.
func (t *GenTable) vectorInto(c []int, idx int) {
	for j := len(t.Letters) - 1; j >= 0; j-- {
		c[j] = idx / t.stride[j]
		idx %= t.stride[j]
	}
}

// state returns the table state of the heaps left by a move: letter counts
// and the adder of the adder heaps.
func (t *GenTable) state(heaps []int) option {
	o := option{counts: make([]int, len(t.Letters))}
	for _, h := range heaps {
		switch g := t.Heaps[h]; g.Kind {
		case KindLetter:
			o.counts[g.Letter]++
		default:
			o.add = int(Adder(o.add).Plus(Adder(g.Adder)))
		}
	}
	for j, c := range o.counts {
		if c > 0 {
			o.nzj, o.nzc = append(o.nzj, j), append(o.nzc, c)
		}
	}
	return o
}

// addHeap classifies heap h and extends the table.
func (t *GenTable) addHeap(an *Analyzer, h int) error {
	k, isAdder, err := an.HeapAdder(t.ctx, h)
	if err != nil {
		return err
	}
	nim, isNim, err := an.HeapNim(t.ctx, h)
	if err != nil {
		return err
	}
	if !isNim {
		nim = -1
	}
	var opts []option
	t.r.Moves(h, func(m []int) bool {
		opts = append(opts, t.state(m))
		return true
	})
	t.moves = append(t.moves, opts)
	if isAdder && k <= 3 {
		t.Heaps = append(t.Heaps, GenHeap{Size: h, Kind: KindAdder, Adder: int(k), Nim: nim, Letter: -1})
		return nil
	}

	// The arrays A_k of k·h + v, until they repeat.
	arrays := [][]gid{t.genus}
	for {
		if err := t.ctx.Err(); err != nil {
			return err
		}
		kk := len(arrays)
		if kk > t.opt.MaxCopies {
			return fmt.Errorf("%w: %d copies of heap %d do not repeat (they may never repeat)", ErrTableTooLarge, t.opt.MaxCopies, h)
		}
		if kk*t.size() > t.opt.Limit {
			return fmt.Errorf("%w: more than %d entries before the copies of heap %d repeat", ErrTableTooLarge, t.opt.Limit, h)
		}
		a, err := t.nextArray(arrays, opts)
		if err != nil {
			return err
		}
		arrays = append(arrays, a)
		if kk == 1 && !t.alone[h] {
			if x, ok := t.sameAsLetter(arrays, opts, h); ok {
				t.Heaps = append(t.Heaps, GenHeap{Size: h, Kind: KindLetter, Adder: -1, Nim: nim, Letter: x})
				return nil
			}
			if n, ok := t.shiftOf(t.genus, a); ok && t.opt.Consolidate {
				// Its own period, for printing as Allemang did.
				p, s, err := t.likePeriod(arrays, opts)
				if err != nil {
					return err
				}
				t.Heaps = append(t.Heaps, GenHeap{Size: h, Kind: KindLike, Adder: n, Nim: nim, Letter: -1, P: p, S: s})
				t.names++ // Allemang named such heaps before consolidating
				return nil
			}
		}
		if s, ok := repeatOf(arrays, t.minS[h]); ok {
			return t.addLetter(arrays, opts, h, nim, s, kk-s)
		}
	}
}

// nextArray computes A_k, k = len(arrays), from A_(k−1) and itself.
func (t *GenTable) nextArray(arrays [][]gid, hopts []option) ([]gid, error) {
	prev := arrays[len(arrays)-1]
	cur := make([]gid, t.size())
	var gs []gid
	v := make([]int, len(t.Letters))
	for idx := range cur {
		if err := t.tick(); err != nil {
			return nil, err
		}
		t.vectorInto(v, idx)
		gs = gs[:0]
		// A move in one copy of h.
		for _, o := range hopts {
			gs = append(gs, t.lookupAt(prev, v, idx, o))
		}
		// A move in a heap of a letter.
		gs = t.letterMoves(gs, cur, v, idx)
		cur[idx] = t.pool.conway(gs)
	}
	return cur, nil
}

// lookupAt returns the genus, in array a, of v plus the option o, for v
// within the table's ranges and of index vidx: only the letters of o need
// reducing.
func (t *GenTable) lookupAt(a []gid, v []int, vidx int, o option) gid {
	idx := vidx
	for k, j := range o.nzj {
		c := v[j]
		idx += (t.Letters[j].reduce(c+o.nzc[k]) - c) * t.stride[j]
	}
	return t.pool.shift(a[idx], o.add)
}

// lookup returns the genus, in array a, of v plus the option o, for any
// counts v.
func (t *GenTable) lookup(a []gid, v []int, o option) gid {
	idx := 0
	for j, l := range t.Letters {
		idx += l.reduce(v[j]+o.counts[j]) * t.stride[j]
	}
	return t.pool.shift(a[idx], o.add)
}

// letterMoves appends to gs the genera, in array a, of the moves in one
// heap of each letter of v: v less that heap plus one of its options.
// They have smaller indices than v (a letter's options hold only earlier
// letters), so a is complete up to v. vidx is v's index, or −1 when v is
// beyond the table's ranges.
func (t *GenTable) letterMoves(gs, a []gid, v []int, vidx int) []gid {
	for j := range t.Letters {
		if v[j] == 0 {
			continue
		}
		v[j]--
		for _, o := range t.moves[t.Letters[j].Heap] {
			if vidx < 0 {
				gs = append(gs, t.lookup(a, v, o))
			} else {
				gs = append(gs, t.lookupAt(a, v, vidx-t.stride[j], o))
			}
		}
		v[j]++
	}
	return gs
}

// shiftOf reports whether b is a shifted by one adder for every entry, and
// which (the least).
func (t *GenTable) shiftOf(a, b []gid) (int, bool) {
	for n := 0; n <= 2*len(t.pool.get(a[0]))+4; n++ {
		if b[0] != t.pool.shift(a[0], n) {
			continue
		}
		ok := true
		for i := range a {
			if b[i] != t.pool.shift(a[i], n) {
				ok = false
				break
			}
		}
		if ok {
			return n, true
		}
	}
	return 0, false
}

// repeatOf reports whether the last array equals an earlier one A_s,
// s ≥ minS, and which.
func repeatOf(arrays [][]gid, minS int) (s int, ok bool) {
	last := arrays[len(arrays)-1]
	for k := minS; k < len(arrays)-1; k++ {
		if equalArrays(arrays[k], last) {
			return k, true
		}
	}
	return 0, false
}

func equalArrays(a, b []gid) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// likePeriod continues the arrays of a heap that behaves as an adder until
// they repeat, for printing its period as Allemang did ("2(1) like :2").
func (t *GenTable) likePeriod(arrays [][]gid, hopts []option) (p, s int, err error) {
	for len(arrays) <= 8 {
		if s, ok := repeatOf(arrays, 0); ok && len(arrays) > 2 {
			return len(arrays) - 1 - s, s, nil
		}
		a, err := t.nextArray(arrays, hopts)
		if err != nil {
			return 0, 0, err
		}
		arrays = append(arrays, a)
	}
	return 0, 0, nil
}

// sameAsLetter reports whether heap h, whose A_1 is known, is an earlier
// letter x: k·h + v has the genus of k·x + v for every v and every k up to
// one beyond x's period.
func (t *GenTable) sameAsLetter(arrays [][]gid, hopts []option, h int) (int, bool) {
	for x, l := range t.Letters {
		ok := true
		as := arrays
		for k := 1; ok && k <= l.S+l.P; k++ {
			if k >= len(as) {
				a, err := t.nextArray(as, hopts)
				if err != nil {
					return 0, false
				}
				as = append(as, a)
			}
			for idx := range t.genus {
				v := t.vector(idx)
				v[x] += k
				if as[k][idx] != t.genus[t.index(v)] {
					ok = false
					break
				}
			}
		}
		if ok {
			return x, true
		}
	}
	return 0, false
}

// addLetter names heap h by a new letter with (s + p)·h ≡ s·h,
// checks Theorem III's boundary hypothesis for the earlier letters, and
// extends the table by the new coordinate 0 … s + p − 1.
func (t *GenTable) addLetter(arrays [][]gid, hopts []option, h, nim, s, p int) error {
	if err := t.checkBoundary(arrays[:s+p], hopts); err != nil {
		return err
	}
	x := len(t.Letters)
	name := letterName(t.names)
	t.names++
	size := t.size()
	if size*(s+p) > t.opt.Limit {
		return fmt.Errorf("%w: %d entries", ErrTableTooLarge, size*(s+p))
	}
	genus := make([]gid, 0, size*(s+p))
	for _, a := range arrays[:s+p] {
		genus = append(genus, a...)
	}
	t.Letters = append(t.Letters, Letter{Name: name, Heap: h, S: s, P: p})
	t.stride = append(t.stride, size)
	t.genus = genus
	// The options of earlier heaps stay valid: they hold no copy of h.
	for i := range t.moves {
		for j := range t.moves[i] {
			t.moves[i][j].counts = append(t.moves[i][j].counts, 0)
		}
	}
	t.Heaps = append(t.Heaps, GenHeap{Size: h, Kind: KindLetter, Adder: -1, Nim: nim, Letter: x})
	return nil
}

// checkBoundary checks, for each earlier letter y and each array A_k of
// the new heap, that S_y + P_y copies of y have the genus of S_y copies,
// in the presence of every count of the other
// letters (Theorem III, hypothesis (i), which the thesis's algorithm leaves
// implicit). Each
// entry beyond y's range is computed by Conway's rule from its options.
func (t *GenTable) checkBoundary(arrays [][]gid, hopts []option) error {
	var gs []gid
	for y, l := range t.Letters {
		for k, a := range arrays {
			for idx := range a {
				v := t.vector(idx)
				if v[y] != l.S {
					continue
				}
				if err := t.tick(); err != nil {
					return err
				}
				u := slices.Clone(v)
				u[y] = l.S + l.P
				gs = gs[:0]
				if k > 0 {
					for _, o := range hopts {
						gs = append(gs, t.lookup(arrays[k-1], u, o))
					}
				}
				gs = t.letterMoves(gs, a, u, -1)
				if got, want := t.pool.conway(gs), a[idx]; got != want {
					return &hypothesisError{l.Heap, l.S, fmt.Sprintf("%v: with %d copies of the new heap, %d copies of %s are not %d copies",
						ErrHypothesis, k, l.S+l.P, l.Name, l.S)}
				}
			}
		}
	}
	return nil
}

// letterName returns a, b, …, z, then a1, b1, ….
func letterName(i int) string {
	name := string(rune('a' + i%26))
	if i >= 26 {
		name += strconv.Itoa(i / 26)
	}
	return name
}

// verifyMembers checks, once the table is complete, every heap that the
// table counts as a letter it was not first named for, or as an adder it
// only behaves like: with one such heap in any sum of the table, Conway's
// rule over its actual moves (and the table's for the other heaps) must
// give the table's genus. By induction on sums this proves the heap
// equivalent to its letter (or adder) over the whole table, later letters
// included, which the comparison made when it was added could not see.
func (t *GenTable) verifyMembers() error {
	var gs []gid
	for _, g := range t.Heaps {
		var x int // the letter the heap stands for, or −1 for a like-adder
		switch {
		case g.Kind == KindLetter && t.Letters[g.Letter].Heap != g.Size:
			x = g.Letter
		case g.Kind == KindLike:
			x = -1
		default:
			continue
		}
		for idx := range t.genus {
			if err := t.tick(); err != nil {
				return err
			}
			v := t.vector(idx)
			if x >= 0 && v[x] == 0 {
				continue
			}
			// v, with one of its x heaps (or an extra like-heap) being g.
			rest, ridx := v, idx
			want := t.genus[idx]
			if x >= 0 {
				rest[x]--
				ridx -= t.stride[x]
			} else {
				want = t.pool.shift(want, g.Adder)
			}
			gs = gs[:0]
			for _, o := range t.moves[g.Size] {
				gs = append(gs, t.lookupAt(t.genus, rest, ridx, o))
			}
			for j, l := range t.Letters {
				if rest[j] == 0 {
					continue
				}
				// A move in another heap; g is still there (as its letter).
				w, widx := rest, ridx-t.stride[j]
				w[j]--
				if x >= 0 {
					w[x]++
					widx += t.stride[x]
				}
				for _, o := range t.moves[l.Heap] {
					gs = append(gs, t.pool.shift(t.lookupAt(t.genus, w, widx, o), likeAdder(g, x)))
				}
				w[j]++
				if x >= 0 {
					w[x]--
				}
			}
			if got := t.pool.conway(gs); got != want {
				return &memberError{g.Size, fmt.Sprintf("%v: heap %d does not behave as %s with %s", ErrHypothesis, g.Size, t.heapText(g), t.key(idx))}
			}
		}
	}
	return nil
}

// memberError is a heap that does not behave as the letter or adder the
// table counted it as.
type memberError struct {
	heap int
	msg  string
}

func (e *memberError) Error() string { return e.msg }
func (e *memberError) Unwrap() error { return ErrHypothesis }

// likeAdder is the adder a like-heap g adds to the positions left by moves
// elsewhere (x < 0); for a letter member it is 0 (its count is in w).
func likeAdder(g GenHeap, x int) int {
	if x >= 0 {
		return 0
	}
	return g.Adder
}
