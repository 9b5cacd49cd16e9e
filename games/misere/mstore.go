package misere

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"strings"

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
}

// LimitError is returned when a guarded computation would make the store
// hold more than Limit canonical forms.
type LimitError struct{ Limit int }

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
	if id, ok := s.lookup(opts); ok {
		return id
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
		return Zero
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
			return k
		}
	}
	// Simplest form: store it.
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

// cmp is a total order on canonical forms that does not depend on the
// store's history: birthday, number of options, G⁺, G⁻, then the options
// (each in this order) lexicographically.
func (s *MStore) cmp(a, b MID) int {
	if a == b {
		return 0
	}
	na, nb := &s.nodes[a], &s.nodes[b]
	if c := cmp.Compare(na.birthday, nb.birthday); c != 0 {
		return c
	}
	if c := cmp.Compare(int32(len(na.opts)), int32(len(nb.opts))); c != 0 {
		return c
	}
	if c := cmp.Compare(na.gplus, nb.gplus); c != 0 {
		return c
	}
	if c := cmp.Compare(na.gminus, nb.gminus); c != 0 {
		return c
	}
	oa, ob := s.printOrder(a), s.printOrder(b)
	for i := range oa {
		if c := s.cmp(oa[i], ob[i]); c != 0 {
			return c
		}
	}
	panic("misere: two ids for one canonical form")
}

// printOrder returns the options of id ordered by cmp (cached).
func (s *MStore) printOrder(id MID) []MID {
	if o, ok := s.ord[id]; ok {
		return o
	}
	o := slices.Clone(s.nodes[id].opts)
	slices.SortFunc(o, s.cmp)
	s.ord[id] = o
	return o
}

// bracesMax is the longest brace form String prints; longer forms are
// printed in the compact notation when that is shorter.
const bracesMax = 60

// MaxPrint is the longest text String returns for a canonical form; the
// printed tree of a form can be exponentially larger than its store.
const MaxPrint = 1 << 16

// String returns the canonical form id in one of two notations, both read
// back by Parse.
//
// Braces notation: a nimber *k (any game equal to one) is printed 0, *,
// *2, *3, …; any other game is printed {A,B,…}, its options in braces,
// comma-separated with no spaces, in increasing order of the total order
// birthday, number of options, G⁺, G⁻, then options lexicographically in
// this order (so the text does not depend on the store's history).
// Examples: {*2} (the game whose only option is *2), {*2,*3} (= *2+*2).
//
// If the braces form is longer than 60 bytes and the compact form (see
// Compact) is shorter, String returns the compact form. If that is longer
// than MaxPrint bytes too, String returns a description that Parse does
// not read: "<canonical form of birthday b with k options: n bytes>".
func (s *MStore) String(id MID) string {
	lb := s.textLen(id, false, map[MID]int{})
	if lb <= bracesMax {
		return s.Braces(id)
	}
	lc := s.textLen(id, true, map[MID]int{})
	switch {
	case lb <= lc && lb <= MaxPrint:
		return s.Braces(id)
	case lc <= MaxPrint:
		return s.Compact(id)
	}
	n := fmt.Sprint(lc)
	if lc >= MaxPrint<<8 {
		n = "more than " + fmt.Sprint(MaxPrint<<8)
	}
	return fmt.Sprintf("<canonical form of birthday %d with %d options: %s bytes>", s.Birthday(id), len(s.nodes[id].opts), n)
}

// textLen is the length of the braces (compact=false) or compact body
// (compact=true, without "*[" "]") text of id, saturating above
// MaxPrint<<8.
func (s *MStore) textLen(id MID, compact bool, memo map[MID]int) int {
	if n, ok := memo[id]; ok {
		return n
	}
	const sat = MaxPrint << 8
	n := 0
	if k, ok := s.IsNimber(id); ok {
		switch {
		case compact && k < 10:
			n = 1
		case compact:
			n = len(strconv.Itoa(k)) + 2
		case k <= 1:
			n = 1
		default:
			n = 1 + len(strconv.Itoa(k))
		}
	} else {
		opts := s.nodes[id].opts
		if compact {
			if len(opts) == 1 {
				n = 1
			}
		} else {
			n = 1 + len(opts)
		}
		for _, o := range opts {
			n += s.textLen(o, compact, memo)
			if _, nim := s.IsNimber(o); compact && !nim && len(s.nodes[o].opts) > 1 {
				n += 2
			}
			n = min(n, sat)
		}
	}
	memo[id] = n
	return n
}

// Braces returns the braces notation of id whatever its length (which
// can be exponential in the size of the store).
func (s *MStore) Braces(id MID) string {
	var b strings.Builder
	s.writeBraces(&b, id)
	return b.String()
}

func (s *MStore) writeBraces(b *strings.Builder, id MID) {
	if k, ok := s.IsNimber(id); ok {
		switch k {
		case 0:
			b.WriteString("0")
		case 1:
			b.WriteString("*")
		default:
			b.WriteString("*" + strconv.Itoa(k))
		}
		return
	}
	b.WriteByte('{')
	for i, o := range s.printOrder(id) {
		if i > 0 {
			b.WriteByte(',')
		}
		s.writeBraces(b, o)
	}
	b.WriteByte('}')
}

// Compact returns the CGSuite-style notation of id: a star followed by a
// body in brackets, *[body]. This is a subset of CGSuite's notation
// (tutorial "Misère Theory"): its subscripts for sums with nimbers
// (*[2₂] = *2+*2) are not used, only the "#".
//
// The body of a nimber *k is the number k, written as one digit 0–9 or
// as &k; for k ≥ 10 (as CGSuite does). The body of a game with one option
// H is H's item followed by # ("sharp"): *[2#] is {*2}. The body of a game
// with two or more options is its options' items concatenated with no
// separator, in decreasing String order: *[42] is {*4,*2}. An option's
// item is its body, in parentheses if it has two or more options and is
// not a nimber: *[(42)1] is {{*4,*2},*}, *[(42)#] is {{*4,*2}}, *[2##]
// is {{*2}}. So *[3] is *3 and *[0] is 0. Compact prints whatever the
// length, like Braces.
func (s *MStore) Compact(id MID) string {
	var b strings.Builder
	b.WriteString("*[")
	s.writeBody(&b, id)
	b.WriteByte(']')
	return b.String()
}

func (s *MStore) writeBody(b *strings.Builder, id MID) {
	if k, ok := s.IsNimber(id); ok {
		if k < 10 {
			b.WriteByte(byte('0' + k))
		} else {
			b.WriteString("&" + strconv.Itoa(k) + ";")
		}
		return
	}
	opts := s.printOrder(id)
	if len(opts) == 1 {
		s.writeItem(b, opts[0])
		b.WriteByte('#')
		return
	}
	for i := len(opts) - 1; i >= 0; i-- {
		s.writeItem(b, opts[i])
	}
}

func (s *MStore) writeItem(b *strings.Builder, id MID) {
	if _, ok := s.IsNimber(id); !ok && len(s.nodes[id].opts) > 1 {
		b.WriteByte('(')
		s.writeBody(b, id)
		b.WriteByte(')')
		return
	}
	s.writeBody(b, id)
}

// Parse reads a game and returns its canonical form. The grammar:
//
//	expr    = term { "+" term }          a sum
//	term    = "0" | "*" [ number ]       0, *, *n (*0 = 0, *1 = *)
//	        | ":" number                 the adder :n (Allemang §1.5)
//	        | "{" [ expr { "," expr } ] "}"   the game with these options
//	        | "(" expr ")"
//	        | "*[" body "]"              the compact notation (see Compact)
//
// Spaces are ignored outside numbers. Parse is guarded by the node limit
// and the context, like Heap.
func (s *MStore) Parse(text string) (MID, error) {
	p := &mparser{s: s, in: text}
	var id MID
	var perr error
	err := s.guarded(func() {
		id, perr = p.expr()
		if perr == nil {
			p.space()
			if p.pos < len(p.in) {
				perr = p.errorf("unexpected %q", p.in[p.pos:])
			}
		}
	})
	if err != nil {
		return Zero, err
	}
	if perr != nil {
		return Zero, perr
	}
	return id, nil
}

type mparser struct {
	s   *MStore
	in  string
	pos int
}

// maxParseNimber bounds *n in Parse (a nimber *n has n options).
const maxParseNimber = 1 << 12

func (p *mparser) errorf(format string, args ...any) error {
	return fmt.Errorf("bad game %q at byte %d: %s", p.in, p.pos, fmt.Sprintf(format, args...))
}

func (p *mparser) space() {
	for p.pos < len(p.in) && (p.in[p.pos] == ' ' || p.in[p.pos] == '\t') {
		p.pos++
	}
}

func (p *mparser) peek() byte {
	p.space()
	if p.pos < len(p.in) {
		return p.in[p.pos]
	}
	return 0
}

func (p *mparser) expr() (MID, error) {
	id, err := p.term()
	if err != nil {
		return Zero, err
	}
	for p.peek() == '+' {
		p.pos++
		t, err := p.term()
		if err != nil {
			return Zero, err
		}
		id = p.s.Sum(id, t)
	}
	return id, nil
}

func (p *mparser) number() (int, bool) {
	start := p.pos
	for p.pos < len(p.in) && p.in[p.pos] >= '0' && p.in[p.pos] <= '9' && p.pos-start < 9 {
		p.pos++
	}
	if p.pos == start {
		return 0, false
	}
	n, _ := strconv.Atoi(p.in[start:p.pos])
	return n, true
}

func (p *mparser) nimber(n int) (MID, error) {
	if n > maxParseNimber {
		return Zero, p.errorf("nimber *%d too large (at most *%d)", n, maxParseNimber)
	}
	return p.s.Nimber(n), nil
}

func (p *mparser) term() (MID, error) {
	switch c := p.peek(); {
	case c == 0:
		return Zero, p.errorf("missing game at end")
	case c >= '0' && c <= '9':
		n, _ := p.number()
		if n != 0 {
			return Zero, p.errorf("a number other than 0 is not a game (write *%d)", n)
		}
		return Zero, nil
	case c == '*':
		p.pos++
		if p.pos < len(p.in) && p.in[p.pos] == '[' {
			p.pos++
			id, err := p.body(']')
			if err != nil {
				return Zero, err
			}
			p.pos++
			return id, nil
		}
		if n, ok := p.number(); ok {
			return p.nimber(n)
		}
		return p.s.Nimber(1), nil
	case c == ':':
		p.pos++
		n, ok := p.number()
		if !ok || n > maxParseNimber {
			return Zero, p.errorf("an adder :n needs n from 0 to %d", maxParseNimber)
		}
		id := p.s.Nimber(n % 2)
		for range n / 2 {
			id = p.s.Sum(id, p.s.Nimber(2))
		}
		return id, nil
	case c == '(':
		p.pos++
		id, err := p.expr()
		if err != nil {
			return Zero, err
		}
		if p.peek() != ')' {
			return Zero, p.errorf("missing )")
		}
		p.pos++
		return id, nil
	case c == '{':
		p.pos++
		var opts []MID
		if p.peek() == '}' {
			p.pos++
			return Zero, nil
		}
		for {
			o, err := p.expr()
			if err != nil {
				return Zero, err
			}
			opts = append(opts, o)
			switch p.peek() {
			case ',':
				p.pos++
			case '}':
				p.pos++
				return p.s.Game(opts), nil
			default:
				return Zero, p.errorf("expected , or } in braces")
			}
		}
	default:
		return Zero, p.errorf("unexpected %q (a game is 0, *, *n, {…}, *[…] or a sum with +)", c)
	}
}

// body reads a compact body up to (not past) the closing byte end.
func (p *mparser) body(end byte) (MID, error) {
	var items []MID
	for {
		c := p.peek()
		if c == end {
			break
		}
		var id MID
		switch {
		case c == 0:
			return Zero, p.errorf("missing %c", end)
		case c >= '0' && c <= '9':
			id = p.s.Nimber(int(c - '0'))
			p.pos++
		case c == '&':
			p.pos++
			n, ok := p.number()
			if !ok || p.pos >= len(p.in) || p.in[p.pos] != ';' {
				return Zero, p.errorf("write a nimber of 10 or more as &n;")
			}
			p.pos++
			var err error
			if id, err = p.nimber(n); err != nil {
				return Zero, err
			}
		case c == '(':
			p.pos++
			var err error
			if id, err = p.body(')'); err != nil {
				return Zero, err
			}
			p.pos++
		default:
			return Zero, p.errorf("unexpected %q in *[…] (items are digits, &n;, (…), each with optional #)", c)
		}
		for p.peek() == '#' {
			p.pos++
			id = p.s.Game([]MID{id})
		}
		items = append(items, id)
	}
	switch len(items) {
	case 0:
		return Zero, p.errorf("empty brackets")
	case 1:
		return items[0], nil
	}
	return p.s.Game(items), nil
}
