package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"cgcalc/games/impartial"
	"cgcalc/games/internal/probe"
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
//   - otherwise h is a new letter, with the first k such that A_k is A_k'
//     for some k' < k: k·h ≡ k'·h, printed "period p(s)" with p = k − k',
//     s = k' ((p + s)·a = s·a).
//
// As in Allemang's tables, only heaps equal to the nim heaps *0 … *3 are
// absorbed; an adder :4 or larger is a letter. With GenOptions.Consolidate,
// once the table is complete, a letter whose copies act on every entry of
// it as an adder :n does is counted "like :n" and dropped from the table
// (Allemang consolidated .45 and .77 so: "like :2"; see consolidate).
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
	// Consolidate counts the letters that act as adders on every sum of
	// the complete table as those adders ("like :n").
	Consolidate bool
	// MaxCopies bounds how many copies of a heap are tried for a
	// repetition (≤ 0: DefaultMaxCopies).
	MaxCopies int
	// Stop, if set, is asked after each heap whether the table is far
	// enough; the table then ends there (CompleteAnalysis uses it).
	Stop func(*GenTable) bool

	// meter, if set, counts the table's work in place of its own (tests
	// watch it).
	meter *probe.Meter
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
	meter   *probe.Meter // units of work: an entry, an option looked up, a move listed

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
	meter := opt.meter
	if meter == nil {
		meter = &probe.Meter{}
	}
	meter.Start(ctx)
	minS, alone := map[int]int{}, map[int]bool{}
	for restarts := 0; ; restarts++ {
		pool := newGenusPool()
		t := &GenTable{r: r, genus: []gid{pool.id(NimGenus(0).Blurry())}, pool: pool, opt: opt, minS: minS, alone: alone, ctx: ctx, meter: meter, Restarts: restarts}
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
				// It only seemed to be its letter until later heaps
				// came: it gets a letter of its own.
				alone[m.heap] = true
				continue
			}
			if err == nil && opt.Consolidate {
				t.consolidate()
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

// tick counts n units of work and polls every probe.Every units.
func (t *GenTable) tick(n int) error { return t.meter.Work(n) }

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
		if err = t.tick(len(m) + len(t.Letters) + 1); err != nil {
			return false
		}
		opts = append(opts, t.state(m))
		return true
	})
	if err != nil {
		return err
	}
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
		if err := t.tick(1 + len(gs)); err != nil { // the last entry's options
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
				if err := t.tick(1 + len(gs)); err != nil { // the last entry's options
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
// table counts as a letter it was not first named for: with one such heap
// in any sum of the table, Conway's rule over its actual moves (and the
// table's for the other heaps) must give the table's genus. By induction
// on sums this proves the heap equivalent to its letter over the whole
// table, later letters included, which the comparison made when it was
// added could not see.
func (t *GenTable) verifyMembers() error {
	var gs []gid
	for _, g := range t.Heaps {
		if g.Kind != KindLetter || t.Letters[g.Letter].Heap == g.Size {
			continue
		}
		x := g.Letter
		for idx := range t.genus {
			if err := t.tick(1 + len(gs)); err != nil { // the last entry's options
				return err
			}
			v := t.vector(idx)
			if v[x] == 0 {
				continue
			}
			// v, with one of its x heaps being g.
			rest, ridx := v, idx-t.stride[x]
			rest[x]--
			gs = gs[:0]
			for _, o := range t.moves[g.Size] {
				gs = append(gs, t.lookupAt(t.genus, rest, ridx, o))
			}
			for j, l := range t.Letters {
				if rest[j] == 0 {
					continue
				}
				// A move in another heap; g is still there (as its letter).
				w, widx := rest, ridx-t.stride[j]+t.stride[x]
				w[j]--
				w[x]++
				for _, o := range t.moves[l.Heap] {
					gs = append(gs, t.lookupAt(t.genus, w, widx, o))
				}
				w[j]++
				w[x]--
			}
			if got := t.pool.conway(gs); got != t.genus[idx] {
				return &memberError{g.Size, fmt.Sprintf("%v: heap %d does not behave as %s with %s", ErrHypothesis, g.Size, t.heapText(g), t.key(idx))}
			}
		}
	}
	return nil
}

// consolidate counts as "like :n" every letter whose copies act on the
// complete table as the adder :n does (GenOptions.Consolidate), and drops
// those letters from the table: then the genus of a sum is the table's
// genus of its other letters shifted by the adders, like heaps included.
//
// Letter x is like :n when, for every vector v of the table without x and
// every count c of x up to S + 2P − 1 (read through x's period as the
// table reads it), G(v + c·x) = G(v) shifted by c·:n. The check is on the
// exact table, every other letter present, so it holds for sums with any
// number of like heaps: G(v + c·x + d·y) = G(v + d·y) shifted by c·:n =
// G(v) shifted by d·:m + c·:n, shifts by adders composing as adders add.
// Counts past S + 2P follow from the period: the check at c and c − P
// shows that c·:n and (c − P)·:n shift alike.
//
// Deciding it heap by heap as each was added, against the letters known
// then, is not enough: in 0.123 heap 6 acts as :4 on the sums of heaps
// 0 … 8 and heap 9 as :6, yet 6 + 9 is not :10 (1 + 6 + 9 is a misère
// P-position; TestCompleteAnalysisAgainstSearch), and in 0.53 heap 14
// acts as :1 alone but 14 + 14 is a P-position, which :1 + :1 = 0 is
// not.
func (t *GenTable) consolidate() {
	like := make([]int, len(t.Letters)) // the adder of a like letter, −1 for the others
	for x := range t.Letters {
		like[x] = t.letterAdder(x)
	}
	if !slices.ContainsFunc(like, func(n int) bool { return n >= 0 }) {
		return
	}
	// The letters kept, renumbered, and the table over them: the entries
	// with no copy of a like letter.
	var letters []Letter
	renum := make([]int, len(t.Letters))
	for x, l := range t.Letters {
		renum[x] = -1
		if like[x] < 0 {
			renum[x] = len(letters)
			letters = append(letters, l)
		}
	}
	var genus []gid
	for idx, g := range t.genus {
		v := t.vector(idx)
		if t.noLike(v, like) {
			genus = append(genus, g)
		}
	}
	for i, g := range t.Heaps {
		if g.Kind != KindLetter {
			continue
		}
		if n := like[g.Letter]; n >= 0 {
			l := t.Letters[g.Letter]
			t.Heaps[i] = GenHeap{Size: g.Size, Kind: KindLike, Adder: n, Nim: g.Nim, Letter: -1, P: l.P, S: l.S}
		} else {
			t.Heaps[i].Letter = renum[g.Letter]
		}
	}
	t.Letters, t.genus = letters, genus
	t.stride = make([]int, len(letters))
	size := 1
	for j, l := range letters {
		t.stride[j] = size
		size *= l.S + l.P
	}
	// The options again, in the table's new coordinates.
	for h := range t.moves {
		t.moves[h] = t.moves[h][:0]
		t.r.Moves(h, func(m []int) bool {
			t.moves[h] = append(t.moves[h], t.state(m))
			return true
		})
	}
}

// noLike reports whether v has no copy of a like letter.
func (t *GenTable) noLike(v []int, like []int) bool {
	for x, c := range v {
		if c > 0 && like[x] >= 0 {
			return false
		}
	}
	return true
}

// letterAdder returns n if letter x acts on the table as the adder :n
// (see consolidate), else −1.
func (t *GenTable) letterAdder(x int) int {
	// n from one copy, against the entry of the empty vector, then
	// checked everywhere.
	v := make([]int, len(t.Letters))
	v[x] = 1
	base, one := t.genus[0], t.genus[t.index(v)]
	for n := 0; n <= 2*len(t.pool.get(base))+4; n++ {
		if t.pool.shift(base, n) == one && t.actsAs(x, n) {
			return n
		}
	}
	return -1
}

// actsAs reports whether G(v + c·x) = G(v) shifted by c·:n for every v
// without x and every c up to S + 2P − 1.
func (t *GenTable) actsAs(x, n int) bool {
	l := t.Letters[x]
	v := make([]int, len(t.Letters))
	for idx, g := range t.genus {
		t.vectorInto(v, idx)
		if v[x] != 0 {
			continue
		}
		add := Adder(0)
		for c := 1; c < l.S+2*l.P; c++ {
			add = add.Plus(Adder(n))
			v[x] = c
			if t.genus[t.index(v)] != t.pool.shift(g, int(add)) {
				return false
			}
		}
		v[x] = 0
	}
	return true
}

// memberError is a heap that does not behave as the letter or adder the
// table counted it as.
type memberError struct {
	heap int
	msg  string
}

func (e *memberError) Error() string { return e.msg }
func (e *memberError) Unwrap() error { return ErrHypothesis }
