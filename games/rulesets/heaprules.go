package rulesets

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/internal/clip"
)

// Heap games with any rules of moves (CGSuite's game.heap.HeapRuleset and
// PartizanHeapRuleset, Siegel, version 2.x): a move replaces one heap of n
// by the heaps the rules allow (none, one or more, each smaller than n),
// and a position is a sum of heaps. Left moves by one heap rule and Right
// by another (PartizanHeapRuleset(L, R); PartizanTakeAndBreak,
// PartizanSplittles and PartizanSubtraction are its cases); with the same
// rule for both the game is impartial (CGSuite's HeapRuleset, Spawning,
// FunctionalHeapRuleset). The rules are HeapRules: take-and-break codes
// (package impartial), Splittles sets, Spawning codes (the heap form of a
// coin-turning game, turning.go) or a program's function.
//
// The value of a heap depends only on its size, so the ruleset keeps the
// values of heaps 0, 1, ... as far as asked, each from the values below it
// (the canonical sums of the heaps a move leaves); an impartial game keeps
// nim values, the mex of the nim-sums. A position is the sum of its heaps.

// HeapRule is the moves of a heap game: from a heap of n, the heaps a move
// may leave (each one smaller than n for the game to end; heaps of 0 are
// no heaps).
type HeapRule interface {
	// String names the rule as positions print it: "0.77", "kayles",
	// "splittles{1,2}", "spawning{1-3}".
	String() string
	// Moves calls yield with the heaps of each move from a heap of n, until
	// yield returns false; the slice may be reused between calls. An error
	// (from a program's function) stops it.
	Moves(n int, yield func(heaps []int) bool) error
}

// maxHeapGame bounds the heap sizes of a position.
const maxHeapGame = 1 << 20

// maxRuleSet bounds the numbers of a Splittles set.
const maxRuleSet = 1 << 12

// codeRule is a take-and-break code as a HeapRule.
type codeRule struct {
	r    *impartial.Ruleset
	name string
}

// TakeAndBreakRule returns the take-and-break ruleset r as a HeapRule,
// named as r prints.
func TakeAndBreakRule(r *impartial.Ruleset) HeapRule { return codeRule{r: r, name: r.String()} }

func (c codeRule) String() string { return c.name }

func (c codeRule) Moves(n int, yield func([]int) bool) error {
	c.r.Moves(n, yield)
	return nil
}

// spawnRule is a Spawning code as a HeapRule: from a heap of n, the heaps
// at the other coins a move with the head at coin n turns (turning.go).
type spawnRule struct {
	code string
	sp   *spawning
}

func (r spawnRule) String() string { return "spawning{" + r.code + "}" }

func (r spawnRule) Moves(n int, yield func([]int) bool) error {
	r.sp.moves(n, yield)
	return nil
}

// ParseHeapRule reads a heap rule: "splittles{1,2}" (CGSuite's
// Splittles: take any number in the set from a heap and leave what
// remains as none, one or two heaps), "spawning{1-3}" (CGSuite's
// Spawning with a turning code, turning.go), or anything impartial.Parse
// reads: a take-and-break code, a preset name, sub{1,3}.
func ParseHeapRule(text string) (HeapRule, error) {
	t := strings.TrimSpace(text)
	low := strings.ToLower(t)
	switch {
	case strings.HasPrefix(low, "splittles"):
		set, err := ruleSet(t, t[len("splittles"):])
		if err != nil {
			return nil, err
		}
		digits := make([]byte, set[len(set)-1])
		for i := range digits {
			digits[i] = '0'
		}
		parts := make([]string, len(set))
		for i, k := range set {
			digits[k-1] = '7'
			parts[i] = strconv.Itoa(k)
		}
		r, err := impartial.Parse("0." + string(digits))
		if err != nil {
			return nil, err
		}
		return codeRule{r: r, name: "splittles{" + strings.Join(parts, ",") + "}"}, nil
	case strings.HasPrefix(low, "spawning"):
		rest := strings.TrimSpace(t[len("spawning"):])
		if !strings.HasPrefix(rest, "{") || !strings.HasSuffix(rest, "}") {
			return nil, fmt.Errorf("bad rule %s: write a Spawning code in braces, spawning{1-3}", clip.Quote(text))
		}
		code := strings.ToUpper(strings.TrimSpace(rest[1 : len(rest)-1]))
		elems, err := parseTurningCode(code, 0)
		if err != nil {
			return nil, fmt.Errorf("bad rule %s: %s", clip.Quote(text), err.(*ParseError).Msg)
		}
		return spawnRule{code: code, sp: &spawning{elems: elems, g: []int32{0}}}, nil
	}
	r, err := impartial.Parse(t)
	if err != nil {
		return nil, err
	}
	return TakeAndBreakRule(r), nil
}

// ruleSet reads "{1,3}", a set of numbers from 1 to maxRuleSet, sorted
// without repeats.
func ruleSet(text, rest string) ([]int, error) {
	rest = strings.TrimSpace(rest)
	bad := func(why string) error {
		return fmt.Errorf("bad rule %s: %s", clip.Quote(text), why)
	}
	if !strings.HasPrefix(rest, "{") || !strings.HasSuffix(rest, "}") {
		return nil, bad("write the set in braces, splittles{1,2}")
	}
	var set []int
	for _, f := range strings.Split(rest[1:len(rest)-1], ",") {
		f = strings.TrimSpace(f)
		k, err := strconv.Atoi(f)
		if err != nil || k < 1 || k > maxRuleSet {
			return nil, bad(fmt.Sprintf("%s is not a whole number from 1 to %d", clip.Quote(f), maxRuleSet))
		}
		set = append(set, k)
	}
	slices.Sort(set)
	return slices.Compact(set), nil
}

// HeapGame is a heap game under Left's and Right's HeapRules, its values
// kept by heap size for one store.
type HeapGame struct {
	name        string
	s           *games.Store
	left, right HeapRule
	impartial   bool
	vals        []games.ID // partizan: vals[n], the canonical value of a heap of n
	nims        []int32    // impartial: nims[n], the nim value of a heap of n
}

// NewHeapGame returns the heap game called name in which Left moves by
// left and Right by right; with the same rule (by String) for both it is
// impartial.
func NewHeapGame(s *games.Store, name string, left, right HeapRule) *HeapGame {
	return &HeapGame{name: name, s: s, left: left, right: right, impartial: left.String() == right.String()}
}

func init() {
	register("partizan-heap", func(s *games.Store) Ruleset { return &heapGameText{s: s, games: map[string]*HeapGame{}} })
}

// heapsPos is a sum of heaps, sizes in increasing order, no zeros.
type heapsPos []int

// String is "3+4", "0" for no heaps.
func (p heapsPos) String() string {
	if len(p) == 0 {
		return "0"
	}
	parts := make([]string, len(p))
	for i, n := range p {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, "+")
}

// Picture draws one heap to a row, as Mem's heaps are drawn.
func (p heapsPos) Picture() Picture { return HeapsPicture(p) }

// newHeapsPos is the sum of the heaps, zeros dropped, sorted.
func newHeapsPos(heaps []int) heapsPos {
	out := make(heapsPos, 0, len(heaps))
	for _, h := range heaps {
		if h > 0 {
			out = append(out, h)
		}
	}
	slices.Sort(out)
	return out
}

// Name is the game's name.
func (g *HeapGame) Name() string { return g.name }

// Impartial reports whether Left and Right move by the same rule.
func (g *HeapGame) Impartial() bool { return g.impartial }

// Rules returns Left's and Right's rules.
func (g *HeapGame) Rules() (left, right HeapRule) { return g.left, g.right }

// Parse reads a sum of heaps: "6", "3+4", "0" for none.
func (g *HeapGame) Parse(text string) (Position, error) {
	return parseHeaps(&scanner{text: text})
}

// parseHeaps reads heaps joined by '+' to the end of the scanner's text.
func parseHeaps(sc *scanner) (heapsPos, error) {
	var heaps []int
	for {
		sc.space()
		n, err := sc.int(maxHeapGame, "a heap size")
		if err != nil {
			return nil, err
		}
		heaps = append(heaps, n)
		sc.space()
		if sc.done() {
			return newHeapsPos(heaps), nil
		}
		if err := sc.expect('+', "'+' (between the heaps of a sum) or the end"); err != nil {
			return nil, err
		}
	}
}

// Options replaces one heap by what a move of the player's rule leaves.
// An error of a rule (a program's function) gives no options: Value
// reports it.
func (g *HeapGame) Options(p Position) (left, right []Position) {
	left = g.options(p.(heapsPos), g.left)
	if g.impartial {
		return left, left
	}
	return left, g.options(p.(heapsPos), g.right)
}

func (g *HeapGame) options(p heapsPos, rule HeapRule) []Position {
	var out []Position
	seen := map[string]bool{}
	for i, n := range p {
		if i > 0 && p[i-1] == n {
			continue
		}
		err := rule.Moves(n, func(heaps []int) bool {
			next := newHeapsPos(slices.Concat(p[:i], p[i+1:], heaps))
			if k := next.String(); !seen[k] {
				seen[k] = true
				out = append(out, next)
			}
			return true
		})
		if err != nil {
			return nil
		}
	}
	return out
}

// shrinkError is the error for a move that does not make its heaps
// smaller.
func shrinkError(rule HeapRule, n, h int) error {
	return fmt.Errorf("%s: a move from a heap of %d leaves a heap of %d: every heap a move leaves must be smaller, for the game to end", rule, n, h)
}

// NimValue returns the nim value of an impartial position: the nim-sum of
// its heaps' values.
func (g *HeapGame) NimValue(p Position) (int, error) {
	if !g.impartial {
		return 0, fmt.Errorf("%s is not impartial", g.name)
	}
	q := p.(heapsPos)
	if len(q) == 0 {
		return 0, nil
	}
	if err := g.extendNims(q[len(q)-1]); err != nil {
		return 0, err
	}
	x := int32(0)
	for _, n := range q {
		x ^= g.nims[n]
	}
	return int(x), nil
}

// HeapNimValue returns the nim value of a heap of n in an impartial game.
func (g *HeapGame) HeapNimValue(n int) (int, error) {
	return g.NimValue(heapsPos{n})
}

// extendNims computes the nim values of heaps up to n.
func (g *HeapGame) extendNims(n int) error {
	if len(g.nims) == 0 {
		g.nims = []int32{0}
	}
	for len(g.nims) <= n {
		m := len(g.nims)
		top := slices.Max(g.nims)
		size := 1 << bits.Len32(uint32(top)) // above every nim-sum of values ≤ top
		// A unit of work for each 64 values of the set allocated.
		if err := g.s.Work(size/64 + 1); err != nil {
			return err
		}
		seen := make([]uint64, size/64+1)
		var bad error
		err := g.left.Moves(m, func(heaps []int) bool {
			// A unit of work for each move.
			if bad = g.s.Work(1 + len(heaps)/8); bad != nil {
				return false
			}
			x := int32(0)
			for _, h := range heaps {
				if h >= m {
					bad = shrinkError(g.left, m, h)
					return false
				}
				x ^= g.nims[h]
			}
			seen[x/64] |= 1 << (x % 64)
			return true
		})
		if err == nil {
			err = bad
		}
		if err != nil {
			return err
		}
		v := int32(0)
		for w, word := range seen {
			if word != ^uint64(0) {
				v = int32(w*64 + bits.TrailingZeros64(^word))
				break
			}
		}
		g.nims = append(g.nims, v)
	}
	return nil
}

// HeapValue returns the canonical value of a heap of n.
func (g *HeapGame) HeapValue(n int) (games.ID, error) {
	if g.impartial {
		v, err := g.HeapNimValue(n)
		if err != nil {
			return 0, err
		}
		return g.s.Value(games.NUS{M: uint64(v)}), nil
	}
	if err := g.extendValues(n); err != nil {
		return 0, err
	}
	return g.vals[n], nil
}

// extendValues computes the canonical values of heaps up to n.
func (g *HeapGame) extendValues(n int) error {
	if len(g.vals) == 0 {
		g.vals = []games.ID{g.s.Value(games.NUS{})}
	}
	for len(g.vals) <= n {
		m := len(g.vals)
		lo, err := g.heapOptions(g.left, m)
		if err != nil {
			return err
		}
		ro, err := g.heapOptions(g.right, m)
		if err != nil {
			return err
		}
		v, err := g.s.FromOptions(lo, ro)
		if err != nil {
			return err
		}
		g.vals = append(g.vals, v)
	}
	return nil
}

// heapOptions returns the values of the moves of rule from a heap of m,
// each once, the values of smaller heaps known.
func (g *HeapGame) heapOptions(rule HeapRule, m int) ([]games.ID, error) {
	var out []games.ID
	seen := map[games.ID]bool{}
	var bad error
	err := rule.Moves(m, func(heaps []int) bool {
		// A unit of work for each move and heap.
		if bad = g.s.Work(1 + len(heaps)); bad != nil {
			return false
		}
		terms := make([]games.Term, 0, len(heaps))
		for _, h := range heaps {
			if h >= m {
				bad = shrinkError(rule, m, h)
				return false
			}
			if h > 0 {
				terms = append(terms, games.Term{ID: g.vals[h], Mult: 1})
			}
		}
		v, err := g.s.CanonicalSum(terms...)
		if err != nil {
			bad = err
			return false
		}
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
		return true
	})
	if err == nil {
		err = bad
	}
	return out, err
}

// Value is the sum of the heaps' values.
func (g *HeapGame) Value(p Position) (games.ID, error) {
	q := p.(heapsPos)
	if g.impartial {
		v, err := g.NimValue(q)
		if err != nil {
			return 0, err
		}
		return g.s.Value(games.NUS{M: uint64(v)}), nil
	}
	if len(q) == 0 {
		return g.s.Value(games.NUS{}), nil
	}
	if err := g.extendValues(q[len(q)-1]); err != nil {
		return 0, err
	}
	terms := make([]games.Term, len(q))
	for i, n := range q {
		terms[i] = games.Term{ID: g.vals[n], Mult: 1}
	}
	return g.s.CanonicalSum(terms...)
}

// heapGameText is the ruleset partizan-heap, whose positions carry their
// rules: "0.07 0.77 6" is PartizanTakeAndBreak("0.07", "0.77")(6), Left's
// rule, Right's rule and the heaps, each rule as ParseHeapRule reads it.
type heapGameText struct {
	s     *games.Store
	games map[string]*HeapGame // by "LEFT RIGHT"
}

// heapTextPos is a position of partizan-heap: the game and the heaps.
type heapTextPos struct {
	g     *HeapGame
	heaps heapsPos
}

// String is "0.07 0.77 3+4".
func (p *heapTextPos) String() string {
	return p.g.left.String() + " " + p.g.right.String() + " " + p.heaps.String()
}

// Picture draws the heaps.
func (p *heapTextPos) Picture() Picture { return p.heaps.Picture() }

func (*heapGameText) Name() string { return "partizan-heap" }

// Impartial is false: the rules differ (in general).
func (*heapGameText) Impartial() bool { return false }

// Parse reads Left's rule, Right's rule and the heaps, separated by
// spaces.
func (r *heapGameText) Parse(text string) (Position, error) {
	sc := &scanner{text: text}
	var rules [2]HeapRule
	for k, whose := range []string{"Left's", "Right's"} {
		sc.space()
		start := sc.i
		for sc.i < len(text) && text[sc.i] != ' ' && text[sc.i] != '\t' {
			sc.i++
		}
		if start == sc.i {
			return nil, sc.errorf(sc.i, "no rule for %s moves (a position is Left's rule, Right's rule and the heaps: \"0.07 0.77 6\")", strings.TrimSuffix(whose, "'s"))
		}
		rule, err := ParseHeapRule(text[start:sc.i])
		if err != nil {
			return nil, sc.errorf(start, "%s rule: %v", whose, err)
		}
		rules[k] = rule
	}
	sc.space()
	if sc.done() {
		return nil, sc.errorf(sc.i, "no heaps after the rules (a position is Left's rule, Right's rule and the heaps: \"0.07 0.77 6\")")
	}
	heaps, err := parseHeaps(sc)
	if err != nil {
		return nil, err
	}
	key := rules[0].String() + " " + rules[1].String()
	g, ok := r.games[key]
	if !ok {
		g = NewHeapGame(r.s, "partizan-heap", rules[0], rules[1])
		r.games[key] = g
	}
	return &heapTextPos{g: g, heaps: heaps}, nil
}

// Options are the game's, with the rules carried.
func (r *heapGameText) Options(p Position) (left, right []Position) {
	q := p.(*heapTextPos)
	wrap := func(ps []Position) []Position {
		out := make([]Position, len(ps))
		for i, x := range ps {
			out[i] = &heapTextPos{g: q.g, heaps: x.(heapsPos)}
		}
		return out
	}
	l, rt := q.g.Options(q.heaps)
	return wrap(l), wrap(rt)
}

// Value is the game's.
func (r *heapGameText) Value(p Position) (games.ID, error) {
	q := p.(*heapTextPos)
	return q.g.Value(q.heaps)
}
