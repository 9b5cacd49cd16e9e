package games

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"sync"
	"testing"
)

// This file holds a deliberately naive reference implementation of short
// partizan combinatorial games, written straight from the definitions of
// Conway, On Numbers and Games (ONAG), ch. 7-10, and Siegel, Combinatorial
// Game Theory (2013), ch. II. It shares nothing with the fast implementation
// in the other files of this package, against which it is meant to be
// cross-checked. Nothing here knows about numbers, nimbers or infinitesimals:
// order, sum, negation and canonical form are the recursive definitions, and
// outcomes come from searching the game tree. The only caching is memo maps
// keyed by pointers or by the canonical strings of refString.

// refGame is a game form given by its Left and Right options.
type refGame struct{ L, R []*refGame }

// refNode builds the form {L | R}; refList is shorthand for an option list.
func refNode(L, R []*refGame) *refGame { return &refGame{L: L, R: R} }

func refList(gs ...*refGame) []*refGame { return gs }

// refCache holds the memo tables shared between calls. Canonical forms
// returned by refCanon are interned: one node per canonical string, whose
// options are themselves interned, so pointer identity of interned nodes is
// identity of forms and the order between two interned nodes can be memoised
// by pointer pair. Guarded by a mutex so that tests may run in parallel.
var refCache = struct {
	sync.Mutex
	str   map[*refGame]string  // interned node -> its refString
	canon map[string]*refGame  // refString of {canonical options} -> interned canonical form
	leq   map[[2]*refGame]bool // g ≤ h, for interned g and h
}{
	str:   map[*refGame]string{},
	canon: map[string]*refGame{},
	leq:   map[[2]*refGame]bool{},
}

func refInterned(g *refGame) (string, bool) {
	refCache.Lock()
	defer refCache.Unlock()
	s, ok := refCache.str[g]
	return s, ok
}

// ---------------------------------------------------------------------------
// Order (ONAG ch. 7; Siegel II.1): g ≤ h iff there is no g^L with h ≤ g^L and
// no h^R with h^R ≤ g.

func refLeq(g, h *refGame) bool {
	return refLeqRec(g, h, map[[2]*refGame]bool{})
}

func refLeqRec(g, h *refGame, memo map[[2]*refGame]bool) bool {
	key := [2]*refGame{g, h}
	if v, ok := memo[key]; ok {
		return v
	}
	_, gi := refInterned(g)
	_, hi := refInterned(h)
	both := gi && hi
	if both {
		refCache.Lock()
		v, ok := refCache.leq[key]
		refCache.Unlock()
		if ok {
			memo[key] = v
			return v
		}
	}
	v := true
	for _, gl := range g.L {
		if refLeqRec(h, gl, memo) {
			v = false
			break
		}
	}
	if v {
		for _, hr := range h.R {
			if refLeqRec(hr, g, memo) {
				v = false
				break
			}
		}
	}
	memo[key] = v
	if both {
		refCache.Lock()
		refCache.leq[key] = v
		refCache.Unlock()
	}
	return v
}

func refEq(g, h *refGame) bool { return refLeq(g, h) && refLeq(h, g) }

// refCompare returns -1 if g < h, 0 if g = h, 1 if g > h and 2 if g ‖ h.
func refCompare(g, h *refGame) int {
	le, ge := refLeq(g, h), refLeq(h, g)
	switch {
	case le && ge:
		return 0
	case le:
		return -1
	case ge:
		return 1
	default:
		return 2
	}
}

// ---------------------------------------------------------------------------
// Negation and sum (ONAG ch. 7; Siegel II.1), by definition. The memo maps
// only preserve sharing of subpositions; they do not change the forms built.

// refNeg: -G = {-G^R | -G^L}.
func refNeg(g *refGame) *refGame {
	return refNegRec(g, map[*refGame]*refGame{})
}

func refNegRec(g *refGame, memo map[*refGame]*refGame) *refGame {
	if n, ok := memo[g]; ok {
		return n
	}
	n := &refGame{}
	for _, gr := range g.R {
		n.L = append(n.L, refNegRec(gr, memo))
	}
	for _, gl := range g.L {
		n.R = append(n.R, refNegRec(gl, memo))
	}
	memo[g] = n
	return n
}

// refSum: G+H = {G^L+H, G+H^L | G^R+H, G+H^R}.
func refSum(g, h *refGame) *refGame {
	return refSumRec(g, h, map[[2]*refGame]*refGame{})
}

func refSumRec(g, h *refGame, memo map[[2]*refGame]*refGame) *refGame {
	key := [2]*refGame{g, h}
	if s, ok := memo[key]; ok {
		return s
	}
	s := &refGame{}
	for _, gl := range g.L {
		s.L = append(s.L, refSumRec(gl, h, memo))
	}
	for _, hl := range h.L {
		s.L = append(s.L, refSumRec(g, hl, memo))
	}
	for _, gr := range g.R {
		s.R = append(s.R, refSumRec(gr, h, memo))
	}
	for _, hr := range h.R {
		s.R = append(s.R, refSumRec(g, hr, memo))
	}
	memo[key] = s
	return s
}

// ---------------------------------------------------------------------------
// Strings and structural identity.

// refString writes g in braces notation, 0 being "{|}", 1 "{{|}|}" and so
// on all the way down (no abbreviations). The options of each side are
// treated as a set: their strings are sorted and duplicates dropped, so
// forms with the same option sets (recursively) give the same string.
func refString(g *refGame) string {
	return refStringRec(g, map[*refGame]string{})
}

func refStringRec(g *refGame, memo map[*refGame]string) string {
	if s, ok := memo[g]; ok {
		return s
	}
	if s, ok := refInterned(g); ok {
		return s
	}
	s := "{" + strings.Join(refSideStrings(g.L, memo), ",") + "|" +
		strings.Join(refSideStrings(g.R, memo), ",") + "}"
	memo[g] = s
	return s
}

func refSideStrings(opts []*refGame, memo map[*refGame]string) []string {
	ss := make([]string, len(opts))
	for i, o := range opts {
		ss[i] = refStringRec(o, memo)
	}
	slices.Sort(ss)
	return slices.Compact(ss)
}

// refSameForm reports structural identity: the Left option sets are equal
// and the Right option sets are equal, recursively, order and repetition
// being ignored.
func refSameForm(g, h *refGame) bool {
	return refSameFormRec(g, h, map[[2]*refGame]bool{})
}

func refSameFormRec(g, h *refGame, memo map[[2]*refGame]bool) bool {
	key := [2]*refGame{g, h}
	if v, ok := memo[key]; ok {
		return v
	}
	v := refSubsetForms(g.L, h.L, memo) && refSubsetForms(h.L, g.L, memo) &&
		refSubsetForms(g.R, h.R, memo) && refSubsetForms(h.R, g.R, memo)
	memo[key] = v
	return v
}

// refSubsetForms: every form in a has the same form as some form in b.
func refSubsetForms(a, b []*refGame, memo map[[2]*refGame]bool) bool {
	for _, x := range a {
		found := false
		for _, y := range b {
			if refSameFormRec(x, y, memo) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// refBirthday: 0 for {|}, else 1 + the largest birthday of an option.
func refBirthday(g *refGame) int {
	return refBirthdayRec(g, map[*refGame]int{})
}

func refBirthdayRec(g *refGame, memo map[*refGame]int) int {
	if b, ok := memo[g]; ok {
		return b
	}
	b := 0
	for _, side := range [][]*refGame{g.L, g.R} {
		for _, o := range side {
			b = max(b, 1+refBirthdayRec(o, memo))
		}
	}
	memo[g] = b
	return b
}

// ---------------------------------------------------------------------------
// Canonical form (ONAG ch. 10; Siegel II.2): put the options in canonical
// form, then as long as possible remove a dominated option or bypass a
// reversible one:
//   - a Left option A is dominated if A ≤ A' for another Left option A';
//     a Right option B is dominated if B' ≤ B for another Right option B'
//     (this also removes one of two equal options);
//   - a Left option A is reversible if some A^R ≤ G; it is replaced by all
//     the Left options of that A^R. A Right option B is reversible if some
//     B^L ≥ G; it is replaced by all the Right options of that B^L.
//
// Each step preserves the value of G, and when neither applies G is the
// unique canonical form of its value.
//
// Memoisation: the canonical form of G depends only on the canonical forms of
// its options (replacing options by equal games gives an equal game, and the
// canonical form of a value is unique), so results are memoised by the
// refString of {canonical options of G}.
func refCanon(g *refGame) *refGame {
	return refCanonRec(g, map[*refGame]*refGame{}, map[[2]*refGame]bool{})
}

func refCanonRec(g *refGame, memo map[*refGame]*refGame, leqMemo map[[2]*refGame]bool) *refGame {
	if k, ok := memo[g]; ok {
		return k
	}
	L := make([]*refGame, len(g.L))
	for i, o := range g.L {
		L[i] = refCanonRec(o, memo, leqMemo)
	}
	R := make([]*refGame, len(g.R))
	for i, o := range g.R {
		R[i] = refCanonRec(o, memo, leqMemo)
	}
	k := refCanonNode(L, R, leqMemo)
	memo[g] = k
	return k
}

// refCanonNode returns the canonical form of {L | R}, where all of L and R
// are interned canonical forms.
func refCanonNode(L, R []*refGame, leqMemo map[[2]*refGame]bool) *refGame {
	key := refString(refNode(L, R))
	refCache.Lock()
	k, ok := refCache.canon[key]
	refCache.Unlock()
	if ok {
		return k
	}
	leq := func(a, b *refGame) bool { return refLeqRec(a, b, leqMemo) }
	for {
		if i := refFindDominated(L, func(a, b *refGame) bool { return leq(a, b) }); i >= 0 {
			L = refReplaceOption(L, i, nil)
			continue
		}
		if i := refFindDominated(R, func(a, b *refGame) bool { return leq(b, a) }); i >= 0 {
			R = refReplaceOption(R, i, nil)
			continue
		}
		G := refNode(L, R)
		if i, ar := refFindReversible(L, func(a *refGame) []*refGame { return a.R },
			func(ar *refGame) bool { return leq(ar, G) }); i >= 0 {
			L = refReplaceOption(L, i, ar.L)
			continue
		}
		if i, bl := refFindReversible(R, func(b *refGame) []*refGame { return b.L },
			func(bl *refGame) bool { return leq(G, bl) }); i >= 0 {
			R = refReplaceOption(R, i, bl.R)
			continue
		}
		break
	}
	k = refIntern(L, R)
	refCache.Lock()
	refCache.canon[key] = k
	refCache.Unlock()
	return k
}

// refFindDominated returns the index of an option o[i] with worse(o[i], o[j])
// for some j ≠ i, or -1.
func refFindDominated(opts []*refGame, worse func(a, b *refGame) bool) int {
	for i := range opts {
		for j := range opts {
			if i != j && worse(opts[i], opts[j]) {
				return i
			}
		}
	}
	return -1
}

// refFindReversible returns the index of an option o and the reply r among
// replies(o) with reverses(r), or -1.
func refFindReversible(opts []*refGame, replies func(*refGame) []*refGame, reverses func(*refGame) bool) (int, *refGame) {
	for i, o := range opts {
		for _, r := range replies(o) {
			if reverses(r) {
				return i, r
			}
		}
	}
	return -1, nil
}

// refReplaceOption returns a new list: opts with opts[i] replaced by repl.
func refReplaceOption(opts []*refGame, i int, repl []*refGame) []*refGame {
	out := make([]*refGame, 0, len(opts)-1+len(repl))
	out = append(out, opts[:i]...)
	out = append(out, repl...)
	return append(out, opts[i+1:]...)
}

// refIntern returns the unique interned node {L | R} (options interned),
// with each side sorted by string and free of repeats.
func refIntern(L, R []*refGame) *refGame {
	side := func(opts []*refGame) []*refGame {
		out := slices.Clone(opts)
		slices.SortFunc(out, func(a, b *refGame) int { return strings.Compare(refString(a), refString(b)) })
		return slices.CompactFunc(out, func(a, b *refGame) bool { return refString(a) == refString(b) })
	}
	n := refNode(side(L), side(R))
	s := refString(n)
	refCache.Lock()
	defer refCache.Unlock()
	if old, ok := refCache.canon[s]; ok {
		return old
	}
	refCache.str[n] = s
	refCache.canon[s] = n
	return n
}

// ---------------------------------------------------------------------------
// Outcome by game-tree search (normal play: a player who cannot move loses).
// This uses neither refLeq nor refCanon.

func refOutcome(g *refGame) byte {
	lf := map[*refGame]bool{} // Left, moving first in the key, wins
	rf := map[*refGame]bool{} // Right, moving first in the key, wins
	var leftFirst, rightFirst func(*refGame) bool
	leftFirst = func(g *refGame) bool {
		if v, ok := lf[g]; ok {
			return v
		}
		v := false
		for _, gl := range g.L {
			if !rightFirst(gl) {
				v = true
				break
			}
		}
		lf[g] = v
		return v
	}
	rightFirst = func(g *refGame) bool {
		if v, ok := rf[g]; ok {
			return v
		}
		v := false
		for _, gr := range g.R {
			if !leftFirst(gr) {
				v = true
				break
			}
		}
		rf[g] = v
		return v
	}
	l, r := leftFirst(g), rightFirst(g)
	switch {
	case l && !r:
		return 'L' // Left wins moving first and moving second
	case !l && r:
		return 'R'
	case l && r:
		return 'N' // whoever moves first wins
	default:
		return 'P' // whoever moves second wins
	}
}

// ---------------------------------------------------------------------------
// Particular games, built by hand in their canonical forms.

// refInteger: 0 = {|}, n = {n-1|} for n > 0, n = {|n+1} for n < 0.
func refInteger(n int) *refGame {
	g := &refGame{}
	for i := 1; i <= n; i++ {
		g = refNode(refList(g), nil)
	}
	for i := -1; i >= n; i-- {
		g = refNode(nil, refList(g))
	}
	return g
}

// refDyadic: p/2^k, reduced to lowest terms; for odd p and k > 0 it is
// {(p-1)/2^k | (p+1)/2^k} (Siegel II.3).
func refDyadic(p int, k uint) *refGame {
	for k > 0 && p%2 == 0 {
		p /= 2
		k--
	}
	if k == 0 {
		return refInteger(p)
	}
	return refNode(refList(refDyadic(p-1, k)), refList(refDyadic(p+1, k)))
}

// refNimber: *n = {*0,...,*(n-1) | *0,...,*(n-1)}.
func refNimber(n int) *refGame {
	var opts []*refGame
	g := &refGame{}
	for i := 0; i < n; i++ {
		opts = append(opts, g)
		g = refNode(slices.Clone(opts), slices.Clone(opts))
	}
	return g
}

// refUp: ↑ = {0 | *}.
func refUp() *refGame {
	return refNode(refList(refInteger(0)), refList(refNimber(1)))
}

// refRandom returns a random form born by day `day`: {|} on day 0, else each
// side gets 0..3 options, each an independent refRandom(rng, day-1).
func refRandom(rng *rand.Rand, day int) *refGame {
	g := &refGame{}
	if day <= 0 {
		return g
	}
	for range rng.Intn(4) {
		g.L = append(g.L, refRandom(rng, day-1))
	}
	for range rng.Intn(4) {
		g.R = append(g.R, refRandom(rng, day-1))
	}
	return g
}

// ===========================================================================
// Tests of the reference implementation.

// refCheckCanonical reports, by the definitions, a dominated or reversible
// option in k or any subposition of k (nil if there is none).
func refCheckCanonical(k *refGame) error {
	seen := map[*refGame]bool{}
	var walk func(g *refGame) error
	walk = func(g *refGame) error {
		if seen[g] {
			return nil
		}
		seen[g] = true
		for i, a := range g.L {
			for j, b := range g.L {
				if i != j && refLeq(a, b) {
					return fmt.Errorf("in %s: Left option %s is dominated by %s", refString(g), refString(a), refString(b))
				}
			}
			for _, ar := range a.R {
				if refLeq(ar, g) {
					return fmt.Errorf("in %s: Left option %s is reversible through %s", refString(g), refString(a), refString(ar))
				}
			}
		}
		for i, a := range g.R {
			for j, b := range g.R {
				if i != j && refLeq(b, a) {
					return fmt.Errorf("in %s: Right option %s is dominated by %s", refString(g), refString(a), refString(b))
				}
			}
			for _, al := range a.L {
				if refLeq(g, al) {
					return fmt.Errorf("in %s: Right option %s is reversible through %s", refString(g), refString(a), refString(al))
				}
			}
		}
		for _, side := range [][]*refGame{g.L, g.R} {
			for _, o := range side {
				if err := walk(o); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(k)
}

func TestRefStrings(t *testing.T) {
	zero, star := refInteger(0), refNimber(1)
	tests := []struct {
		g    *refGame
		want string
	}{
		{zero, "{|}"},
		{refInteger(1), "{{|}|}"},
		{refInteger(-1), "{|{|}}"},
		{refInteger(2), "{{{|}|}|}"},
		{star, "{{|}|{|}}"},
		{refUp(), "{{|}|{{|}|{|}}}"},
		{refDyadic(1, 1), "{{|}|{{|}|}}"},
		// Order and repetition of options do not matter.
		{refNode(refList(star, zero, star), refList(zero)), "{{{|}|{|}},{|}|{|}}"},
		{refNode(refList(zero, star), refList(zero, zero)), "{{{|}|{|}},{|}|{|}}"},
	}
	for _, tt := range tests {
		if got := refString(tt.g); got != tt.want {
			t.Errorf("refString = %q, want %q", got, tt.want)
		}
	}
	if !refSameForm(tests[7].g, tests[8].g) {
		t.Errorf("refSameForm({*,0,*|0}, {0,*|0,0}) = false")
	}
	if refSameForm(refUp(), star) || refSameForm(zero, star) {
		t.Errorf("refSameForm confuses distinct forms")
	}
	for _, b := range []struct {
		g    *refGame
		want int
	}{
		{zero, 0}, {star, 1}, {refInteger(3), 3}, {refInteger(-2), 2},
		{refNimber(3), 3}, {refUp(), 2}, {refDyadic(3, 2), 3}, {refSum(refUp(), refUp()), 4},
	} {
		if got := refBirthday(b.g); got != b.want {
			t.Errorf("refBirthday(%s) = %d, want %d", refString(b.g), got, b.want)
		}
	}
}

func TestRefCanonExamples(t *testing.T) {
	zero, one, mone := refInteger(0), refInteger(1), refInteger(-1)
	star, up := refNimber(1), refUp()
	half := refDyadic(1, 1)
	upStar := refNode(refList(zero, star), refList(zero)) // ↑* = {0,*|0}
	tests := []struct {
		name   string
		in     *refGame
		want   *refGame
		source string
	}{
		// * = {0|0}: ONAG ch. 7; Winning Ways vol. 1 ch. 2; Siegel II.1.
		{"{0|0}", refNode(refList(zero), refList(zero)), refNimber(1), "ONAG ch. 7"},
		// ↑ = {0|*} is canonical: Winning Ways vol. 1 ch. 2; Siegel II.4.
		{"{0|*}", refNode(refList(zero), refList(star)), refNode(refList(zero), refList(star)), "Siegel II.4"},
		// ↓ = -↑ = {*|0}: Siegel II.4.
		{"-↑", refNeg(up), refNode(refList(star), refList(zero)), "Siegel II.4"},
		// ↑* = {0,*|0} is canonical: Winning Ways vol. 1 ch. 3; Siegel II.4.
		{"{0,*|0}", refNode(refList(zero, star), refList(zero)), upStar, "Siegel II.4"},
		{"↑+*", refSum(up, star), upStar, "Siegel II.4"},
		// ⇑ = ↑+↑ = {0|↑*}: Siegel II.4; Winning Ways vol. 1 ch. 3.
		{"↑+↑", refSum(up, up), refNode(refList(zero), refList(upStar)), "Siegel II.4"},
		// ⇑* = ↑+↑+* = {0|↑}: Siegel II.4; Winning Ways vol. 1 ch. 3.
		{"↑+↑+*", refSum(refSum(up, up), star), refNode(refList(zero), refList(up)), "Siegel II.4"},
		{"↑+↓", refSum(up, refNeg(up)), zero, "Siegel II.1 (G-G=0)"},
		// 1* = {1|1} is canonical, and equals 1+*: Siegel II.2.
		{"{1|1}", refNode(refList(one), refList(one)), refNode(refList(one), refList(one)), "Siegel II.2"},
		{"1+*", refSum(one, star), refNode(refList(one), refList(one)), "Siegel II.2"},
		// Numbers, by the simplicity theorem: ONAG ch. 0 and ch. 8; Siegel II.3.
		{"{0|1}", refNode(refList(zero), refList(one)), refDyadic(1, 1), "Siegel II.3"},
		{"{1/2|1}", refNode(refList(half), refList(one)), refNode(refList(half), refList(one)), "Siegel II.3 (3/4)"},
		{"1/2+1/4", refSum(half, refDyadic(1, 2)), refNode(refList(half), refList(one)), "Siegel II.3 (3/4)"},
		{"1/2+1/2", refSum(half, half), one, "ONAG ch. 0"},
		{"{-1|1}", refNode(refList(mone), refList(one)), zero, "Siegel II.3"},
		{"{0|2}", refNode(refList(zero), refList(refInteger(2))), one, "Siegel II.3"},
		{"{-1|0}", refNode(refList(mone), refList(zero)), refNeg(half), "Siegel II.3"},
		{"1+1", refSum(one, one), refInteger(2), "ONAG ch. 0"},
		{"1+(-1)", refSum(one, mone), zero, "Siegel II.1"},
		// {*|*} = 0: both options reverse out through 0. Siegel II.2.
		{"{*|*}", refNode(refList(star), refList(star)), zero, "Siegel II.2"},
		// ±1 = {1|-1} is canonical (a switch): Siegel II.2, II.5.
		{"{1|-1}", refNode(refList(one), refList(mone)), refNode(refList(one), refList(mone)), "Siegel II.5"},
		// {↑|1} = 1/2: ↑ ◁ 1/2 ◁ 1 and 1/2 is the simplest such number; in the
		// form, ↑ reverses through * ≤ 1/2 and is replaced by 0. Siegel II.2/II.3.
		{"{↑|1}", refNode(refList(up), refList(one)), half, "Siegel II.2/II.3"},
		// *2 = {0,*|0,*} is canonical; *+* = 0, *2+*3 = *1 (nim addition):
		// Winning Ways vol. 1 ch. 3; Siegel II.1 / ch. IV.
		{"{0,*|0,*}", refNode(refList(zero, star), refList(zero, star)), refNimber(2), "Siegel II.2"},
		{"*+*", refSum(star, star), zero, "Winning Ways vol. 1 ch. 3"},
		{"*2+*3", refSum(refNimber(2), refNimber(3)), star, "Winning Ways vol. 1 ch. 3"},
		// Duplicated and dominated options: ONAG ch. 10.
		{"{0,0,-1|1,1,2}", refNode(refList(zero, zero, mone), refList(one, one, refInteger(2))), half, "ONAG ch. 10"},
	}
	for _, tt := range tests {
		got := refCanon(tt.in)
		if !refSameForm(got, tt.want) {
			t.Errorf("%s (%s): refCanon = %s, want %s", tt.name, tt.source, refString(got), refString(tt.want))
		}
		if !refEq(got, tt.in) {
			t.Errorf("%s: refCanon result %s is not equal to the input", tt.name, refString(got))
		}
		if err := refCheckCanonical(tt.want); err != nil {
			t.Errorf("%s: expected form is not canonical: %v", tt.name, err)
		}
	}
}

func TestRefConstructorsCanonical(t *testing.T) {
	check := func(name string, g *refGame) {
		t.Helper()
		if err := refCheckCanonical(g); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if k := refCanon(g); !refSameForm(k, g) {
			t.Errorf("%s: refCanon = %s, want %s", name, refString(k), refString(g))
		}
	}
	for n := -4; n <= 4; n++ {
		check(fmt.Sprintf("refInteger(%d)", n), refInteger(n))
	}
	for k := uint(0); k <= 3; k++ {
		for p := -9; p <= 9; p++ {
			check(fmt.Sprintf("refDyadic(%d,%d)", p, k), refDyadic(p, k))
		}
	}
	for n := 0; n <= 4; n++ {
		check(fmt.Sprintf("refNimber(%d)", n), refNimber(n))
	}
	check("refUp()", refUp())

	// Normalisation of dyadics, and arithmetic of numbers and nimbers: the
	// canonical form of the sum is the form built directly. ONAG ch. 0
	// (numbers), Winning Ways vol. 1 ch. 3 (nim-sum), Siegel II.3.
	same := func(name string, a, b *refGame) {
		t.Helper()
		if !refSameForm(refCanon(a), refCanon(b)) {
			t.Errorf("%s: %s vs %s", name, refString(refCanon(a)), refString(refCanon(b)))
		}
	}
	same("2/4 = 1/2", refDyadic(2, 2), refDyadic(1, 1))
	same("8/2 = 4", refDyadic(8, 1), refInteger(4))
	same("-3/4 = -(3/4)", refDyadic(-3, 2), refNeg(refDyadic(3, 2)))
	for a := -3; a <= 3; a++ {
		for b := -3; b <= 3; b++ {
			same(fmt.Sprintf("%d+%d", a, b), refSum(refInteger(a), refInteger(b)), refInteger(a+b))
			same(fmt.Sprintf("%d/4+%d/8", a, b), refSum(refDyadic(a, 2), refDyadic(b, 3)), refDyadic(2*a+b, 3))
		}
	}
	for a := 0; a <= 4; a++ {
		for b := 0; b <= 4; b++ {
			same(fmt.Sprintf("*%d+*%d", a, b), refSum(refNimber(a), refNimber(b)), refNimber(a^b))
		}
	}
}

func TestRefCompareAndOutcome(t *testing.T) {
	zero, one, mone := refInteger(0), refInteger(1), refInteger(-1)
	star, up := refNimber(1), refUp()
	upStar := refSum(up, star)
	dblUp := refSum(up, up)
	tests := []struct {
		name string
		g, h *refGame
		want int
		src  string
	}{
		{"↑ > 0", up, zero, 1, "Winning Ways vol. 1 ch. 3; Siegel II.4"},
		{"* ‖ 0", star, zero, 2, "ONAG ch. 7; Siegel II.1"},
		{"↑* ‖ 0", upStar, zero, 2, "Winning Ways vol. 1 ch. 3; Siegel II.4"},
		{"↑*2 > 0", refSum(up, refNimber(2)), zero, 1, "Winning Ways vol. 1 ch. 3"},
		{"↑*3 > 0", refSum(up, refNimber(3)), zero, 1, "Winning Ways vol. 1 ch. 3"},
		{"⇑* > 0", refSum(dblUp, star), zero, 1, "Winning Ways vol. 1 ch. 3; Siegel II.4"},
		{"⇑ > ↑", dblUp, up, 1, "Siegel II.4"},
		{"↑ ‖ *", up, star, 2, "Siegel II.4"},
		{"↑ < 1/4", up, refDyadic(1, 2), -1, "Siegel II.4 (↑ is infinitesimal)"},
		{"*2 ‖ 0", refNimber(2), zero, 2, "Siegel II.1"},
		{"-1 < 0", mone, zero, -1, "ONAG ch. 0"},
		{"1* ‖ 1", refSum(one, star), one, 2, "Siegel II.2"},
		{"±1 ‖ 0", refNode(refList(one), refList(mone)), zero, 2, "Siegel II.5"},
		{"1/2+1/2 = 1", refSum(refDyadic(1, 1), refDyadic(1, 1)), one, 0, "ONAG ch. 0"},
		{"{0|0} = *", refNode(refList(zero), refList(zero)), star, 0, "ONAG ch. 7"},
	}
	for _, tt := range tests {
		if got := refCompare(tt.g, tt.h); got != tt.want {
			t.Errorf("%s (%s): refCompare = %d, want %d", tt.name, tt.src, got, tt.want)
		}
		if got := refCompare(tt.h, tt.g); got != map[int]int{-1: 1, 0: 0, 1: -1, 2: 2}[tt.want] {
			t.Errorf("%s: reversed refCompare = %d", tt.name, got)
		}
	}

	// Outcome classes by play: Winning Ways vol. 1 ch. 1-2; Siegel I.1, II.1.
	outcomes := []struct {
		name string
		g    *refGame
		want byte
	}{
		{"0", zero, 'P'}, {"*", star, 'N'}, {"1", one, 'L'}, {"-1", mone, 'R'},
		{"↑", up, 'L'}, {"↓", refNeg(up), 'R'}, {"↑*", upStar, 'N'}, {"*2", refNimber(2), 'N'},
		{"±1", refNode(refList(one), refList(mone)), 'N'}, {"↑+↓", refSum(up, refNeg(up)), 'P'},
		{"*+*", refSum(star, star), 'P'}, {"↑*2", refSum(up, refNimber(2)), 'L'},
	}
	for _, tt := range outcomes {
		if got := refOutcome(tt.g); got != tt.want {
			t.Errorf("refOutcome(%s) = %c, want %c", tt.name, got, tt.want)
		}
	}
}

// refOutcomeAgrees checks the fundamental theorem (Siegel II.1; ONAG ch. 7):
// G ≥ 0 iff Left wins when Right moves first, G ≤ 0 iff Right wins when Left
// moves first. The outcome is found by play, the order by refLeq.
func refOutcomeAgrees(g *refGame) error {
	o := refOutcome(g)
	zero := refInteger(0)
	geq := refLeq(zero, g)
	leq := refLeq(g, zero)
	if geq != (o == 'L' || o == 'P') {
		return fmt.Errorf("G ≥ 0 is %v but the outcome is %c", geq, o)
	}
	if leq != (o == 'R' || o == 'P') {
		return fmt.Errorf("G ≤ 0 is %v but the outcome is %c", leq, o)
	}
	return nil
}

func TestRefRandomProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	zero := refInteger(0)
	for i := 0; i < 200; i++ {
		g := refRandom(rng, 3)
		if b := refBirthday(g); b > 3 {
			t.Fatalf("refRandom(3) has birthday %d", b)
		}
		if !refEq(refSum(g, refNeg(g)), zero) {
			t.Errorf("G-G ≠ 0 for G = %s", refString(g))
		}
		k := refCanon(g)
		if !refEq(k, g) {
			t.Errorf("refCanon(G) ≠ G for G = %s", refString(g))
		}
		if k2 := refCanon(k); !refSameForm(k2, k) || refString(k2) != refString(k) {
			t.Errorf("refCanon not idempotent: %s then %s", refString(k), refString(k2))
		}
		if err := refCheckCanonical(k); err != nil {
			t.Errorf("refCanon(%s) = %s: %v", refString(g), refString(k), err)
		}
		// The canonical form has the least birthday (Siegel II.2), and the
		// canonical form of -G is the negative of that of G.
		if refBirthday(k) > refBirthday(g) {
			t.Errorf("canonical form %s born later than %s", refString(k), refString(g))
		}
		if !refSameForm(refCanon(refNeg(g)), refNeg(k)) {
			t.Errorf("refCanon(-G) ≠ -refCanon(G) for G = %s", refString(g))
		}
		if err := refOutcomeAgrees(g); err != nil {
			t.Errorf("G = %s: %v", refString(g), err)
		}
		if refOutcome(k) != refOutcome(g) {
			t.Errorf("outcome of %s differs from that of its canonical form", refString(g))
		}
		// G ≤ H iff H - G ≥ 0, the latter decided by play.
		h := refRandom(rng, 3)
		d := refSum(h, refNeg(g))
		o := refOutcome(d)
		if refLeq(g, h) != (o == 'L' || o == 'P') {
			t.Errorf("refLeq(%s, %s) = %v but H-G has outcome %c", refString(g), refString(h), refLeq(g, h), o)
		}
		if err := refOutcomeAgrees(d); err != nil {
			t.Errorf("H-G: %v", err)
		}
	}
}

// refDistinctValues returns the distinct canonical forms of gs, and checks
// that grouping by refEq gives the same number of classes.
func refDistinctValues(t *testing.T, gs []*refGame) []*refGame {
	t.Helper()
	var forms []*refGame
	seen := map[string]bool{}
	for _, g := range gs {
		k := refCanon(g)
		if s := refString(k); !seen[s] {
			seen[s] = true
			forms = append(forms, k)
		}
	}
	var classes []*refGame
	for _, g := range gs {
		if !slices.ContainsFunc(classes, func(c *refGame) bool { return refEq(c, g) }) {
			classes = append(classes, g)
		}
	}
	if len(classes) != len(forms) {
		t.Errorf("%d canonical forms but %d classes under refEq", len(forms), len(classes))
	}
	return forms
}

// refAllForms returns the 2^n × 2^n forms whose option sets are subsets of
// opts.
func refAllForms(opts []*refGame) []*refGame {
	n := len(opts)
	subset := func(mask int) []*refGame {
		var s []*refGame
		for i := range n {
			if mask&(1<<i) != 0 {
				s = append(s, opts[i])
			}
		}
		return s
	}
	var out []*refGame
	for l := 0; l < 1<<n; l++ {
		for r := 0; r < 1<<n; r++ {
			out = append(out, refNode(subset(l), subset(r)))
		}
	}
	return out
}

func TestRefCountByDay(t *testing.T) {
	// Day 1: 0, *, 1, -1 (ONAG ch. 7; Winning Ways vol. 1 ch. 2).
	day1 := refDistinctValues(t, refAllForms(refList(refInteger(0))))
	if len(day1) != 4 {
		t.Fatalf("day 1: %d values, want 4", len(day1))
	}
	for _, want := range []*refGame{refInteger(0), refNimber(1), refInteger(1), refInteger(-1)} {
		if !slices.ContainsFunc(day1, func(k *refGame) bool { return refSameForm(k, want) }) {
			t.Errorf("day 1 lacks %s", refString(want))
		}
	}
	// Day 2: 22 values (ONAG ch. 10; Winning Ways; Siegel II.2: the sequence
	// 1, 4, 22, 1474 of games born by day n).
	day2 := refDistinctValues(t, refAllForms(day1))
	if len(day2) != 22 {
		t.Fatalf("day 2: %d values, want 22", len(day2))
	}
	zero, one, two := refInteger(0), refInteger(1), refInteger(2)
	star, up := refNimber(1), refUp()
	pm1 := refNode(refList(one), refList(refInteger(-1)))
	expected := []*refGame{
		zero, star, one, refInteger(-1), two, refInteger(-2),
		refDyadic(1, 1), refDyadic(-1, 1), up, refNeg(up),
		refSum(up, star), refNeg(refSum(up, star)), refNimber(2),
		refCanon(refSum(one, star)), refCanon(refNeg(refSum(one, star))), pm1,
		refNode(refList(one), refList(zero)), refNode(refList(zero), refList(refInteger(-1))),
		refNode(refList(one), refList(star)), refNode(refList(star), refList(refInteger(-1))),
		refNode(refList(one), refList(zero, star)), refNode(refList(zero, star), refList(refInteger(-1))),
	}
	for _, want := range expected {
		want = refCanon(want)
		if !slices.ContainsFunc(day2, func(k *refGame) bool { return refSameForm(k, want) }) {
			t.Errorf("day 2 lacks %s", refString(want))
		}
		if refBirthday(want) > 2 {
			t.Errorf("%s has birthday %d", refString(want), refBirthday(want))
		}
	}
}

func TestRefSumLaws(t *testing.T) {
	t.Parallel()
	// (G, +) is an abelian group up to equality: ONAG ch. 7; Siegel II.1.
	rng := rand.New(rand.NewSource(11))
	zero := refInteger(0)
	n := 60
	if testing.Short() {
		n = 20
	}
	for i := 0; i < n; i++ {
		a, b, c := refRandom(rng, 2), refRandom(rng, 2), refRandom(rng, 2)
		if !refEq(refSum(a, b), refSum(b, a)) {
			t.Errorf("a+b ≠ b+a for a=%s b=%s", refString(a), refString(b))
		}
		abThenC, aThenBC := refSum(refSum(a, b), c), refSum(a, refSum(b, c))
		if !refEq(abThenC, aThenBC) {
			t.Errorf("(a+b)+c ≠ a+(b+c) for a=%s b=%s c=%s", refString(a), refString(b), refString(c))
		}
		if !refSameForm(refCanon(abThenC), refCanon(aThenBC)) {
			t.Errorf("canonical forms of (a+b)+c and a+(b+c) differ")
		}
		if !refEq(refSum(a, zero), a) {
			t.Errorf("a+0 ≠ a for a=%s", refString(a))
		}
		// Sum respects equality: canonicalising the parts first gives the
		// same canonical sum.
		if !refSameForm(refCanon(abThenC), refCanon(refSum(refSum(refCanon(a), refCanon(b)), refCanon(c)))) {
			t.Errorf("canon((a+b)+c) ≠ canon((a'+b')+c') for a=%s b=%s c=%s", refString(a), refString(b), refString(c))
		}
	}
}

// TestRefCanonLargerSums exercises refCanon on the sizes the cross-checks
// use: sums of two or three games born by day 3, and of two born by day 4
// (half as many under -short).
func TestRefCanonLargerSums(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(13))
	n3, n4 := 12, 8
	if testing.Short() {
		n3, n4 = 6, 4
	}
	for i := 0; i < n3; i++ {
		a, b, c := refRandom(rng, 3), refRandom(rng, 3), refRandom(rng, 3)
		s := refCanon(refSum(refSum(a, b), c))
		s2 := refCanon(refSum(refCanon(a), refSum(refCanon(c), refCanon(b))))
		if !refSameForm(s, s2) {
			t.Errorf("canonical sums differ: %s vs %s", refString(s), refString(s2))
		}
		if err := refCheckCanonical(s); err != nil {
			t.Errorf("%v", err)
		}
	}
	for i := 0; i < n4; i++ {
		a, b := refRandom(rng, 4), refRandom(rng, 4)
		s := refCanon(refSum(a, b))
		if !refSameForm(s, refCanon(refSum(refCanon(b), refCanon(a)))) {
			t.Errorf("canonical day-4 sums differ")
		}
		if err := refCheckCanonical(s); err != nil {
			t.Errorf("%v", err)
		}
	}
}
