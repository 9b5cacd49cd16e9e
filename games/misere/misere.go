package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"cgcalc/games/impartial"
	"cgcalc/games/internal/probe"
)

// ErrPositionTooLarge is returned when an Analyzer would need more table
// entries than its limit (see Analyzer.SetLimit).
var ErrPositionTooLarge = errors.New("position too large to search")

// ErrWorkLimit is returned when an Analyzer has examined more options than
// its work limit allows (see Analyzer.SetWorkLimit).
var ErrWorkLimit = errors.New("search work limit reached")

// DefaultAnalyzerLimit is the table limit of a new Analyzer.
const DefaultAnalyzerLimit = 1 << 22

// Analyzer computes misère outcomes, misère Grundy values, genera and
// tameness of sums of heaps of one ruleset, memoising every position it
// meets. It is not safe for concurrent use.
//
// Heaps are classified in increasing size: a heap equal (in misère play)
// to an adder :n (Allemang 1984, "Misère play": adders, Corollary 1) is
// recognised exactly, by Conway's reversible-move rule and Conway's
// cancellation corollary (a sum is an adder iff every summand is); such heaps
// are removed from positions before lookup and put back by shifting the genus
// (Genus.PlusAdder), since the genus of a game depends only on its misère
// value. So the tables are keyed by the multiset of non-adder heaps only.
type Analyzer struct {
	r     *impartial.Ruleset
	limit int
	plain bool // no adder reduction (for tests)

	heaps  []genHeap
	stored int // moves stored in heaps
	genus  map[string]Genus
	tame   map[string]bool

	ctx   context.Context
	meter probe.Meter // units of work: a position, an option looked at or listed

	work, workLimit int // options examined since SetWorkLimit, and its bound
	boundWalk       int // options the last SearchWorkAtLeast looked at
}

// genHeap is what an Analyzer knows about one heap size.
type genHeap struct {
	raw   [][]int   // each distinct result of one move, as the heaps left
	moves []genMove // the same, split into non-adder heaps and an adder
	adder int       // n if the heap equals :n, else −1
	nim   int       // k if the heap is known to equal *k, else −1
}

// genMove is one move on a heap: the non-adder heaps it leaves (sorted)
// and the sum of the adders it leaves.
type genMove struct {
	rest []int
	add  int
}

// NewAnalyzer returns an Analyzer for the ruleset with the default limit.
func NewAnalyzer(r *impartial.Ruleset) *Analyzer {
	return &Analyzer{
		r:     r,
		limit: DefaultAnalyzerLimit,
		genus: make(map[string]Genus),
		tame:  make(map[string]bool),
	}
}

// Ruleset returns the analyzer's ruleset.
func (a *Analyzer) Ruleset() *impartial.Ruleset { return a.r }

// SetLimit bounds the number of entries of each table (and of stored
// heap moves); beyond it computations fail with ErrPositionTooLarge.
func (a *Analyzer) SetLimit(n int) { a.limit = n }

// SetWorkLimit bounds the options the analyzer examines from now on (0:
// no bound) and starts counting them again; past the bound computations
// fail with ErrWorkLimit. What was computed before stays memoised.
func (a *Analyzer) SetWorkLimit(n int) { a.work, a.workLimit = 0, n }

// Work is the number of options examined since SetWorkLimit.
func (a *Analyzer) Work() int { return a.work }

// Positions is the number of positions whose genus the analyzer keeps.
func (a *Analyzer) Positions() int { return len(a.genus) }

// tick counts a node, a unit of work, and polls every probe.Every units.
func (a *Analyzer) tick() error { return a.meter.Work(1) }

// start validates a position and prepares the heap tables for it.
func (a *Analyzer) start(ctx context.Context, p impartial.Position) (impartial.Position, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	a.ctx = ctx
	a.meter.Start(ctx)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, h := range p {
		if h < 0 {
			return nil, fmt.Errorf("negative heap %d", h)
		}
	}
	q := impartial.NewPosition(p...)
	if len(q) > 0 {
		if err := a.ensureHeaps(q[len(q)-1]); err != nil {
			return nil, err
		}
	}
	return q, nil
}

// startHeap prepares the heap tables up to heap n.
func (a *Analyzer) startHeap(ctx context.Context, n int) error {
	if n < 0 {
		return fmt.Errorf("negative heap %d", n)
	}
	if _, err := a.start(ctx, nil); err != nil {
		return err
	}
	return a.ensureHeaps(n)
}

// Genus returns the genus of the position (Conway's rule over all its
// options; see GenusOf).
func (a *Analyzer) Genus(ctx context.Context, p impartial.Position) (Genus, error) {
	q, err := a.start(ctx, p)
	if err != nil {
		return Genus{}, err
	}
	return a.positionGenus(q)
}

// MisereOutcome returns the misère outcome of the position: 'P' if the
// previous player wins, 'N' if the next player wins (Allemang 1984, "Misère
// play": a player unable to move wins, so 0 is 'N').
func (a *Analyzer) MisereOutcome(ctx context.Context, p impartial.Position) (byte, error) {
	g, err := a.Genus(ctx, p)
	if err != nil {
		return 0, err
	}
	if g.MisereP() {
		return 'P', nil
	}
	return 'N', nil
}

// MisereGrundy returns 𝒢⁻ of the position: 1 if it has no move, else the
// mex of its options' values (Allen 2006, §2.1). It is 0 exactly for misère
// P-positions.
func (a *Analyzer) MisereGrundy(ctx context.Context, p impartial.Position) (int, error) {
	g, err := a.Genus(ctx, p)
	if err != nil {
		return 0, err
	}
	return g.Seq[0], nil
}

// Tame reports whether the position is tame in the sense of Allen 2006, §2.2
// (ONAG): its genus and the genus of every follower are tame values
// (Genus.Tame).
func (a *Analyzer) Tame(ctx context.Context, p impartial.Position) (bool, error) {
	q, err := a.start(ctx, p)
	if err != nil {
		return false, err
	}
	return a.tameOf(q)
}

// HeapAdder reports whether a heap of n equals an adder :k in misère
// play, and which. This test is exact.
func (a *Analyzer) HeapAdder(ctx context.Context, n int) (Adder, bool, error) {
	if err := a.startHeap(ctx, n); err != nil {
		return 0, false, err
	}
	k := a.heaps[n].adder
	return Adder(max(k, 0)), k >= 0, nil
}

// HeapNim reports whether a heap of n is known to equal a nim heap *k in
// misère play, and which. For k ≤ 3 (the adders :0 … :3) the test is
// exact; for k ≥ 4 it is sound but may miss some (see HeapEntry).
func (a *Analyzer) HeapNim(ctx context.Context, n int) (int, bool, error) {
	if err := a.startHeap(ctx, n); err != nil {
		return 0, false, err
	}
	k := a.heaps[n].nim
	return max(k, 0), k >= 0, nil
}

// HeapEntry renders heap n as a row of Allemang's table iii / Appendix I
// does: γ(blurry genus in the first width symbols), with a leading * when
// the heap is known to equal the nim heap *γ, e.g. *0(1202), 3(1#31),
// 2(12020202) for width 8. Stars: every heap equal to *0 … *3 gets one;
// a heap equal to *k, k ≥ 4, gets one when Conway's reversible-move rule
// proves it, with each option recognised as *j if it is a sum of adders
// (:0 … :3) or one heap known to be *j' plus adders of sum 0 or 1
// (*j' + *1 = *(j'⊕1)); Allemang's tables likewise warn that some
// unstarred heaps are nim heaps.
func (a *Analyzer) HeapEntry(ctx context.Context, n, width int) (string, error) {
	if err := a.startHeap(ctx, n); err != nil {
		return "", err
	}
	g, err := a.Genus(ctx, impartial.Position{n})
	if err != nil {
		return "", err
	}
	star := ""
	if a.heaps[n].nim >= 0 {
		star = "*"
	}
	return fmt.Sprintf("%s%d(%s)", star, g.G, g.Blurry().Table(width)), nil
}

// GenusValues returns HeapEntry for heaps 0 … n: a column of Allemang's
// Appendix I (width 4, or 8 as for Knots).
func (a *Analyzer) GenusValues(ctx context.Context, n, width int) ([]string, error) {
	out := make([]string, 0, n+1)
	for h := 0; h <= n; h++ {
		e, err := a.HeapEntry(ctx, h, width)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// SumEntry renders a sum as the two-heap lines of table iii do: the
// blurry genus in the first width symbols in parentheses, e.g. (1202).
func (a *Analyzer) SumEntry(ctx context.Context, p impartial.Position, width int) (string, error) {
	g, err := a.Genus(ctx, p)
	if err != nil {
		return "", err
	}
	return "(" + g.Blurry().Table(width) + ")", nil
}

// positionKey encodes a sorted heap multiset as a map key.
func positionKey(q []int) string {
	b := make([]byte, 0, len(q)+4)
	for _, h := range q {
		for h >= 0x80 {
			b = append(b, byte(h)|0x80)
			h >>= 7
		}
		b = append(b, byte(h))
	}
	return string(b)
}

// split divides heaps into the non-adder heaps (sorted, as given) and
// the sum of the adders.
func (a *Analyzer) split(heaps []int) ([]int, int) {
	var rest []int
	add := Adder(0)
	for _, h := range heaps {
		if k := a.heaps[h].adder; k >= 0 && !a.plain {
			add = add.Plus(Adder(k))
		} else {
			rest = append(rest, h)
		}
	}
	return rest, int(add)
}

// positionGenus returns the genus of an actual position.
func (a *Analyzer) positionGenus(p []int) (Genus, error) {
	rest, add := a.split(p)
	g, err := a.genusOf(rest)
	if err != nil || add == 0 {
		return g, err
	}
	return g.PlusAdder(add), nil
}

// genusOf returns the genus of a sorted multiset of non-adder heaps.
func (a *Analyzer) genusOf(q []int) (Genus, error) {
	key := positionKey(q)
	if g, ok := a.genus[key]; ok {
		return g, nil
	}
	if err := a.tick(); err != nil {
		return Genus{}, err
	}
	var opts []Genus
	for i, h := range q {
		if i > 0 && q[i-1] == h {
			continue
		}
		for _, m := range a.heaps[h].moves {
			if a.work++; a.workLimit > 0 && a.work > a.workLimit {
				return Genus{}, ErrWorkLimit
			}
			if err := a.meter.Work(1); err != nil {
				return Genus{}, err
			}
			g, err := a.genusOf(replaceHeap(q, i, m.rest))
			if err != nil {
				return Genus{}, err
			}
			if m.add != 0 {
				g = g.PlusAdder(m.add)
			}
			opts = append(opts, g)
		}
	}
	if len(a.genus) >= a.limit {
		return Genus{}, ErrPositionTooLarge
	}
	if err := a.meter.Work(len(opts)); err != nil {
		return Genus{}, err
	}
	g := GenusOf(opts)
	a.genus[key] = g
	return g, nil
}

// replaceHeap returns the sorted multiset q with q[i] replaced by the
// sorted heaps r.
func replaceHeap(q []int, i int, r []int) []int {
	return replaceInto(make([]int, 0, len(q)-1+len(r)), q, i, r)
}

// tameOf reports whether an actual position and all its followers have
// tame genera.
func (a *Analyzer) tameOf(p []int) (bool, error) {
	key := positionKey(p)
	if t, ok := a.tame[key]; ok {
		return t, nil
	}
	if err := a.tick(); err != nil {
		return false, err
	}
	g, err := a.positionGenus(p)
	if err != nil {
		return false, err
	}
	_, tame := g.Tame()
	for i, h := range p {
		if !tame {
			break
		}
		if i > 0 && p[i-1] == h {
			continue
		}
		for _, r := range a.heaps[h].raw {
			if err := a.meter.Work(1); err != nil {
				return false, err
			}
			t, err := a.tameOf(replaceHeap(p, i, r))
			if err != nil {
				return false, err
			}
			if !t {
				tame = false
				break
			}
		}
	}
	if len(a.tame) >= a.limit {
		return false, ErrPositionTooLarge
	}
	a.tame[key] = tame
	return tame, nil
}

// ensureHeaps classifies the heaps up to n in increasing size. Every
// heap a move leaves is smaller than the heap moved in, so heap h only
// needs the heaps below it.
func (a *Analyzer) ensureHeaps(n int) error {
	if n >= a.limit {
		return ErrPositionTooLarge
	}
	for h := len(a.heaps); h <= n; h++ {
		var raw [][]int
		var err error
		a.r.Moves(h, func(m []int) bool {
			if err = a.meter.Work(len(m) + 1); err != nil {
				return false
			}
			raw = append(raw, slices.Clone(m))
			return a.stored+len(raw) <= a.limit
		})
		if err != nil {
			return err
		}
		a.stored += len(raw)
		if a.stored > a.limit {
			return ErrPositionTooLarge
		}
		if a.work += len(raw); a.workLimit > 0 && a.work > a.workLimit {
			return ErrWorkLimit
		}
		info := genHeap{raw: raw, adder: -1, nim: -1}
		if !a.plain {
			if info.adder, info.nim, err = a.classify(raw); err != nil {
				return err
			}
		}
		// Split only after classifying: h never occurs in its own moves.
		info.moves = make([]genMove, len(raw))
		for i, m := range raw {
			rest, add := a.split(m)
			info.moves[i] = genMove{rest: rest, add: add}
		}
		a.heaps = append(a.heaps, info)
	}
	return nil
}

// adderValue returns k if the heaps are all adders, of sum :k, else −1
// (a sum is an adder iff every summand is: Allemang 1984, Corollary 1).
func (a *Analyzer) adderValue(heaps []int) int {
	s := Adder(0)
	for _, h := range heaps {
		k := a.heaps[h].adder
		if k < 0 {
			return -1
		}
		s = s.Plus(Adder(k))
	}
	return int(s)
}

// nimValueKnown returns k if the heaps are known to sum to the nim heap
// *k, else −1: a sum of adders of value at most 3, or one heap known to
// be *j (j ≥ 4) plus adders of sum :0 or :1 (then *j or *(j⊕1)).
func (a *Analyzer) nimValueKnown(heaps []int) int {
	s := Adder(0)
	wild := -1
	for _, h := range heaps {
		if k := a.heaps[h].adder; k >= 0 {
			s = s.Plus(Adder(k))
			continue
		}
		if wild >= 0 || a.heaps[h].nim < 0 {
			return -1
		}
		wild = a.heaps[h].nim
	}
	switch {
	case wild < 0 && s <= 3:
		return int(s)
	case wild >= 0 && s <= 1:
		return wild ^ int(s)
	}
	return -1
}

// hasOptionWith reports whether some option of the sum of heaps
// satisfies ok.
func (a *Analyzer) hasOptionWith(heaps []int, ok func([]int) bool) bool {
	for i, h := range heaps {
		if i > 0 && heaps[i-1] == h {
			continue
		}
		for _, r := range a.heaps[h].raw {
			if ok(replaceHeap(heaps, i, r)) {
				return true
			}
		}
	}
	return false
}

// classify decides whether a heap with the given move results equals an
// adder :n, or a nim heap *k with k ≥ 4, by Conway's rule (Allemang 1984,
// "Misère play", after ONAG ch. 12): G = K when K's options all occur among
// G's (up to equality) and every other option of G has an option equal to K;
// for K = 0 one of the deleted options must be a misère P-position. For
// adders the equalities used are exact, so the test is exact (canonical forms
// are unique); for *k they are only sufficient.
func (a *Analyzer) classify(raw [][]int) (adder, nim int, err error) {
	vals := make([]int, len(raw))
	top := -1
	for i, m := range raw {
		vals[i] = a.adderValue(m)
		top = max(top, vals[i])
	}
	for n := 0; n <= top+2; n++ {
		var need []int
		for _, o := range Adder(n).Options() {
			need = append(need, int(o))
		}
		ok, err := a.reducesTo(raw, vals, need, n == 0, func(m []int) bool {
			return a.hasOptionWith(m, func(o []int) bool { return a.adderValue(o) == n })
		})
		if err != nil {
			return -1, -1, err
		}
		if ok {
			nim = -1
			if n <= 3 {
				nim = n
			}
			return n, nim, nil
		}
	}
	top = -1
	for i, m := range raw {
		vals[i] = a.nimValueKnown(m)
		top = max(top, vals[i])
	}
	for k := 4; k <= top+1; k++ {
		need := make([]int, k) // *k = {*0, …, *(k−1)}
		for j := range need {
			need[j] = j
		}
		ok, err := a.reducesTo(raw, vals, need, false, func(m []int) bool {
			return a.hasOptionWith(m, func(o []int) bool { return a.nimValueKnown(o) == k })
		})
		if err != nil {
			return -1, -1, err
		}
		if ok {
			return -1, k, nil
		}
	}
	return -1, -1, nil
}

// reducesTo applies Conway's rule: the options with vals in need must
// cover need; every other option must be reversible; if zero, some
// reversed option must be a misère P-position (unless there are no
// options at all).
func (a *Analyzer) reducesTo(raw [][]int, vals []int, need []int, zero bool, reversible func([]int) bool) (bool, error) {
	found := make([]bool, len(need))
	deletedP := false
	for i, m := range raw {
		if j := slices.Index(need, vals[i]); vals[i] >= 0 && j >= 0 {
			found[j] = true
			continue
		}
		if !reversible(m) {
			return false, nil
		}
		if zero && !deletedP {
			g, err := a.positionGenus(m)
			if err != nil {
				return false, err
			}
			deletedP = g.MisereP()
		}
	}
	if slices.Contains(found, false) {
		return false, nil
	}
	return !zero || len(raw) == 0 || deletedP, nil
}
