package misere

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"slices"

	"cgcalc/games/impartial"
)

// Misère canonical forms of impartial games (Conway, ONAG ch. 12; Siegel,
// Combinatorial Game Theory ch. V; CGSuite's MisereCanonicalGameOps).
//
// Every impartial game is equal in misère play to a unique simplest game,
// its misère canonical form: two games in simplest form are equal iff they
// are identical (Conway's uniqueness theorem). An MStore keeps each
// canonical form once (hash-consing), so equal games get equal ids.
//
// Simplification (the Conway rule, with the proviso for 0). Let the
// options of G be canonical and distinct. If some canonical K has options
// that are all options of G, and every other option of G has K itself as
// an option, then G = K, provided, when K = 0, that some option of G is a
// misère P-position. The options of such a K have birthdays < b(K) and the
// other options of G have birthdays > b(K), so with G's options sorted by
// birthday only the prefixes ending at a birthday gap of at least 2 need
// be looked up (the candidate search of CGSuite); K = 0 is tried apart.

// MID is the id of a misère canonical form in an MStore. Within one store,
// two ids are equal iff the games are equal in misère play. Ids from
// different stores must not be mixed.
type MID uint32

// Zero is the id of 0 = {} in every MStore.
const Zero MID = 0

// DefaultMStoreLimit is the node limit of a new MStore (see SetLimit).
const DefaultMStoreLimit = 1 << 20

type mnode struct {
	opts     []MID // distinct canonical options, by (birthday, id)
	birthday int32
	gplus    int32 // normal-play nim value G⁺
	gminus   int32 // misère nim value G⁻: 1 for 0, else mex of the options'
}

// MStore is a hash-consed store of impartial games in misère canonical
// form. It is not safe for concurrent use.
type MStore struct {
	nodes   []mnode
	index   map[string]MID // options key → id
	nimbers []MID
	sums    map[uint64]MID
	heaps   map[string][]MID // ruleset code → heap forms 0, 1, …
	ord     map[MID][]MID    // options in print order, computed lazily
	key     []byte

	ctx   context.Context
	limit int
	guard int // > 0 while a guarded computation runs
	ticks int

	genera map[MID]Genus // genus of canonical forms, computed lazily
	cg     *cgCache      // parity, order, notation, parts, mates, phyla
}

// LimitError is returned when a guarded computation would make the store
// hold more than Limit canonical forms.
type LimitError struct{ Limit int }

// Error reports the limit exceeded.
func (e *LimitError) Error() string {
	return fmt.Sprintf("canonical form too large: more than %d nodes", e.Limit)
}

// NewMStore returns a store holding only 0, with the default node limit
// and no context.
func NewMStore() *MStore {
	s := &MStore{
		index: make(map[string]MID),
		sums:  make(map[uint64]MID),
		heaps: make(map[string][]MID),
		ord:   make(map[MID][]MID),
		limit: DefaultMStoreLimit,
	}
	s.nodes = append(s.nodes, mnode{gminus: 1})
	s.index[""] = Zero
	s.nimbers = []MID{Zero}
	return s
}

// SetLimit sets the most canonical forms the store may hold at the end of
// a guarded computation (Heap, Position, Parse, SumErr); n ≤ 0 means no
// limit. Game, Nimber and Sum are never guarded.
func (s *MStore) SetLimit(n int) { s.limit = n }

// SetContext sets a context that guarded computations check; when it is
// done they stop with its error. nil means none.
func (s *MStore) SetContext(ctx context.Context) { s.ctx = ctx }

// Len returns the number of canonical forms in the store.
func (s *MStore) Len() int { return len(s.nodes) }

type guardPanic struct{ err error }

// guarded runs f, turning a node-limit or context stop inside it into an
// error. The store stays consistent: everything stored is canonical.
func (s *MStore) guarded(f func()) (err error) {
	if s.ctx != nil {
		if err := s.ctx.Err(); err != nil {
			return err
		}
	}
	s.guard++
	defer func() {
		s.guard--
		if r := recover(); r != nil {
			g, ok := r.(guardPanic)
			if !ok {
				panic(r)
			}
			err = g.err
		}
	}()
	f()
	return nil
}

func (s *MStore) check() {
	if s.guard == 0 {
		return
	}
	if s.limit > 0 && len(s.nodes) > s.limit {
		panic(guardPanic{&LimitError{s.limit}})
	}
	s.ticks++
	if s.ctx != nil && s.ticks&1023 == 0 {
		if err := s.ctx.Err(); err != nil {
			panic(guardPanic{err})
		}
	}
}

// Options returns the options of a canonical form, in String's order
// (see String). The slice is the caller's.
func (s *MStore) Options(id MID) []MID { return slices.Clone(s.printOrder(id)) }

// Birthday returns the birthday of a canonical form (the height of its
// game tree), which is the least birthday of all games equal to it.
func (s *MStore) Birthday(id MID) int { return int(s.nodes[id].birthday) }

// Outcome returns the misère outcome: 'P' if the previous player wins
// (G⁻ = 0), else 'N'. 0 = {} is 'N': the player to move has no move and
// wins.
func (s *MStore) Outcome(id MID) byte {
	if s.nodes[id].gminus == 0 {
		return 'P'
	}
	return 'N'
}

// NimValue returns G⁺, the nim value in normal play.
func (s *MStore) NimValue(id MID) int { return int(s.nodes[id].gplus) }

// Genus returns the genus of a canonical form, from its options' genera by
// Conway's rule (GenusOf): the genus depends only on the misère value, so
// the canonical form's options serve.
func (s *MStore) Genus(id MID) Genus {
	if g, ok := s.genera[id]; ok {
		return g
	}
	if s.genera == nil {
		s.genera = map[MID]Genus{}
	}
	opts := s.nodes[id].opts
	gs := make([]Genus, len(opts))
	for i, o := range opts {
		gs[i] = s.Genus(o)
	}
	g := GenusOf(gs)
	s.genera[id] = g
	return g
}

// MisereNimValue returns G⁻: 1 for 0, else the mex of the options' G⁻.
// G is a misère P-position iff G⁻ = 0.
func (s *MStore) MisereNimValue(id MID) int { return int(s.nodes[id].gminus) }

// less orders ids by (birthday, id): the stored order of options.
func (s *MStore) less(a, b MID) int {
	if c := cmp.Compare(s.nodes[a].birthday, s.nodes[b].birthday); c != 0 {
		return c
	}
	return cmp.Compare(a, b)
}

// hasOption reports whether k is an option of x.
func (s *MStore) hasOption(x, k MID) bool {
	_, ok := slices.BinarySearchFunc(s.nodes[x].opts, k, s.less)
	return ok
}

func (s *MStore) lookup(opts []MID) (MID, bool) {
	s.key = s.key[:0]
	for _, o := range opts {
		s.key = binary.LittleEndian.AppendUint32(s.key, uint32(o))
	}
	id, ok := s.index[string(s.key)]
	return id, ok
}

// Game returns the canonical form of the game whose options are the given
// canonical forms (in any order, repeats allowed). The slice is not kept.
func (s *MStore) Game(options []MID) MID {
	opts := slices.Clone(options)
	slices.SortFunc(opts, s.less)
	opts = slices.Compact(opts)
	return s.game(opts)
}

// game canonicalises sorted, distinct canonical options; it owns opts.
func (s *MStore) game(opts []MID) MID {
	if id, ok := s.reduce(opts); ok {
		return id
	}
	return s.insert(opts)
}

// reduce returns the stored canonical form equal to the game with the
// sorted, distinct canonical options opts, and true, unless that game is in
// simplest form and not yet stored (then it returns false). It stores
// nothing.
func (s *MStore) reduce(opts []MID) (MID, bool) {
	if id, ok := s.lookup(opts); ok {
		return id, true
	}
	// K = 0: every option has 0 as an option (0 sorts first), and the
	// proviso: some option is a misère P-position.
	allZero, someP := true, false
	for _, x := range opts {
		n := &s.nodes[x]
		if len(n.opts) == 0 || n.opts[0] != Zero {
			allZero = false
			break
		}
		if n.gminus == 0 {
			someP = true
		}
	}
	if allZero && someP {
		return Zero, true
	}
	// K ≠ 0: its options are a prefix of opts ending at a birthday gap ≥ 2.
	for i := 0; i+1 < len(opts); i++ {
		if s.nodes[opts[i+1]].birthday < s.nodes[opts[i]].birthday+2 {
			continue
		}
		k, ok := s.lookup(opts[:i+1])
		if !ok {
			continue
		}
		rev := true
		for _, x := range opts[i+1:] {
			if !s.hasOption(x, k) {
				rev = false
				break
			}
		}
		if rev {
			return k, true
		}
	}
	return Zero, false
}

// insert stores the simplest form with the sorted, distinct canonical
// options opts (which reduce did not reduce); it owns opts.
func (s *MStore) insert(opts []MID) MID {
	var b int32
	var plus, minus []bool
	for _, x := range opts {
		n := &s.nodes[x]
		b = max(b, n.birthday+1)
		plus = mark(plus, n.gplus)
		minus = mark(minus, n.gminus)
	}
	id := MID(len(s.nodes))
	s.nodes = append(s.nodes, mnode{opts: opts, birthday: b, gplus: mex(plus), gminus: mex(minus)})
	s.key = s.key[:0]
	for _, o := range opts {
		s.key = binary.LittleEndian.AppendUint32(s.key, uint32(o))
	}
	s.index[string(s.key)] = id
	s.check()
	return id
}

func mark(seen []bool, v int32) []bool {
	for int(v) >= len(seen) {
		seen = append(seen, false)
	}
	seen[v] = true
	return seen
}

func mex(seen []bool) int32 {
	for i, ok := range seen {
		if !ok {
			return int32(i)
		}
	}
	return int32(len(seen))
}

// Nimber returns *n = {0, *, …, *(n−1)}, which is in misère canonical
// form. n must be ≥ 0.
func (s *MStore) Nimber(n int) MID {
	if n < 0 {
		panic("misere: negative nimber")
	}
	for len(s.nimbers) <= n {
		s.nimbers = append(s.nimbers, s.Game(s.nimbers))
	}
	return s.nimbers[n]
}

// IsNimber reports whether id is a nimber *k, and k.
func (s *MStore) IsNimber(id MID) (int, bool) {
	b := int(s.nodes[id].birthday)
	if b < len(s.nimbers) {
		return b, s.nimbers[b] == id
	}
	// *b is the only canonical form with birthday b and b options.
	if len(s.nodes[id].opts) != b {
		return 0, false
	}
	return b, s.Nimber(b) == id
}

// Sum returns the canonical form of a + b = {a' + b, a + b'}, memoised.
// It ignores the node limit and the context (see SumErr).
func (s *MStore) Sum(a, b MID) MID {
	if a == Zero {
		return b
	}
	if b == Zero {
		return a
	}
	if a > b {
		a, b = b, a
	}
	key := uint64(a)<<32 | uint64(b)
	if id, ok := s.sums[key]; ok {
		return id
	}
	na, nb := s.nodes[a].opts, s.nodes[b].opts
	opts := make([]MID, 0, len(na)+len(nb))
	for _, x := range na {
		opts = append(opts, s.Sum(x, b))
	}
	for _, y := range nb {
		opts = append(opts, s.Sum(a, y))
	}
	slices.SortFunc(opts, s.less)
	id := s.game(slices.Compact(opts))
	s.sums[key] = id
	s.check()
	return id
}

// SumErr is Sum guarded by the node limit and the context.
func (s *MStore) SumErr(a, b MID) (MID, error) {
	var id MID
	err := s.guarded(func() { id = s.Sum(a, b) })
	return id, err
}

// Heap returns the misère canonical form of one heap of n under r, or an
// error if the store would exceed its node limit or the context is done.
// Heaps are memoised per ruleset code.
func (s *MStore) Heap(r *impartial.Ruleset, n int) (MID, error) {
	if n < 0 {
		return Zero, fmt.Errorf("negative heap %d", n)
	}
	var id MID
	err := s.guarded(func() { id = s.heap(r, n) })
	return id, err
}

// Position returns the misère canonical form of a sum of heaps under r
// (see Heap).
func (s *MStore) Position(r *impartial.Ruleset, heaps []int) (MID, error) {
	for _, h := range heaps {
		if h < 0 {
			return Zero, fmt.Errorf("negative heap %d", h)
		}
	}
	var id MID
	err := s.guarded(func() { id = s.position(r, heaps) })
	return id, err
}

func (s *MStore) heap(r *impartial.Ruleset, n int) MID {
	code := r.Code()
	hs := s.heaps[code]
	for len(hs) <= n {
		m := len(hs)
		var opts []MID
		r.Moves(m, func(left []int) bool {
			id := Zero
			for _, h := range left {
				id = s.Sum(id, hs[h])
			}
			opts = append(opts, id)
			return true
		})
		slices.SortFunc(opts, s.less)
		hs = append(hs, s.game(slices.Compact(opts)))
		s.heaps[code] = hs
	}
	return hs[n]
}

func (s *MStore) position(r *impartial.Ruleset, heaps []int) MID {
	id := Zero
	for _, h := range heaps {
		id = s.Sum(id, s.heap(r, h))
	}
	return id
}
