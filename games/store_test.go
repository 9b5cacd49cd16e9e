package games

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"sync"
	"testing"
)

// This file cross-checks the Store (canonical forms, sums, comparisons,
// outcomes, birthdays, interruption, the comparison cache) against the naive
// reference implementation of ref_test.go. Printing and parsing are tested in
// print_test.go.

// ---------------------------------------------------------------------------
// Converters between the store and the reference implementation.

// stToRefMemo memoises toRef per store: nodes never change, so the reference
// form of a node, once built, stays right.
var stToRefMemo = struct {
	sync.Mutex
	m map[*Store]map[ID]*refGame
}{m: map[*Store]map[ID]*refGame{}}

// toRef returns the reference form of node id: the options the store lists
// for it (FormOptions for canonical nodes and forms, Options for formal sums),
// converted recursively.
func toRef(s *Store, id ID) *refGame {
	stToRefMemo.Lock()
	memo := stToRefMemo.m[s]
	if memo == nil {
		memo = map[ID]*refGame{}
		stToRefMemo.m[s] = memo
	}
	stToRefMemo.Unlock()
	return stToRefRec(s, id, memo)
}

func stToRefRec(s *Store, id ID, memo map[ID]*refGame) *refGame {
	if g, ok := memo[id]; ok {
		return g
	}
	var l, r []ID
	var err error
	if s.Kind(id) == Sum {
		l, r, err = s.Options(id)
	} else {
		l, r, err = s.FormOptions(id)
	}
	if err != nil {
		panic(fmt.Sprintf("toRef(%d): %v", id, err))
	}
	g := &refGame{}
	for _, o := range l {
		g.L = append(g.L, stToRefRec(s, o, memo))
	}
	for _, o := range r {
		g.R = append(g.R, stToRefRec(s, o, memo))
	}
	memo[id] = g
	return g
}

// fromRef returns the form of g in s: a Form node, recursively (never
// canonicalised).
func fromRef(s *Store, g *refGame) ID {
	return stFromRefRec(s, g, map[*refGame]ID{})
}

func stFromRefRec(s *Store, g *refGame, memo map[*refGame]ID) ID {
	if id, ok := memo[g]; ok {
		return id
	}
	l := make([]ID, len(g.L))
	for i, o := range g.L {
		l[i] = stFromRefRec(s, o, memo)
	}
	r := make([]ID, len(g.R))
	for i, o := range g.R {
		r[i] = stFromRefRec(s, o, memo)
	}
	id := s.NewForm(l, r)
	memo[g] = id
	return id
}

// stNewStore returns a new store whose toRef memo is dropped after the test.
func stNewStore(t *testing.T) *Store {
	s := NewStore()
	t.Cleanup(func() {
		stToRefMemo.Lock()
		delete(stToRefMemo.m, s)
		stToRefMemo.Unlock()
	})
	return s
}

// st unwraps an (ID, error) result, failing the test at once on an error:
// st(t)(s.Plus(a, b)).
func st(t *testing.T) func(ID, error) ID {
	return func(id ID, err error) ID {
		t.Helper()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return id
	}
}

// stCanon returns the canonical form of id, failing the test on an error.
func stCanon(t *testing.T, s *Store, id ID) ID {
	t.Helper()
	return st(t)(s.Canonical(id))
}

// stOpts returns FormOptions(id), failing the test on an error.
func stOpts(t *testing.T, s *Store, id ID) (l, r []ID) {
	t.Helper()
	l, r, err := s.FormOptions(id)
	if err != nil {
		t.Fatalf("FormOptions(%d): %v", id, err)
	}
	return l, r
}

// stShow prints a node in Unicode for failure messages, shortened.
func stShow(s *Store, id ID) string {
	t := (&Printer{Store: s}).String(id)
	if len(t) > 200 {
		t = t[:200] + "…"
	}
	return t
}

// stRefShow prints a reference form for failure messages, shortened.
func stRefShow(g *refGame) string {
	t := refString(g)
	if len(t) > 200 {
		t = t[:200] + "…"
	}
	return t
}

// stReport collects failures by category, reporting the first few of each
// and then a count, so that one bug does not bury the others.
type stReport struct {
	t     *testing.T
	n     map[string]int
	skips map[string]int // checks skipped, by reason (see skip)
}

func newSTReport(t *testing.T) *stReport { return &stReport{t: t, n: map[string]int{}} }

const stReportMax = 3

func (r *stReport) errorf(cat, format string, args ...any) {
	r.t.Helper()
	r.n[cat]++
	if r.n[cat] <= stReportMax {
		r.t.Errorf("%s: %s", cat, fmt.Sprintf(format, args...))
	}
}

// skip counts a check not made, for a reason done reports.
func (r *stReport) skip(reason string) {
	if r.skips == nil {
		r.skips = map[string]int{}
	}
	r.skips[reason]++
}

func (r *stReport) done() {
	r.t.Helper()
	for reason, k := range r.skips {
		r.t.Logf("skipped %d: %s", k, reason)
	}
	cats := make([]string, 0, len(r.n))
	for c := range r.n {
		cats = append(cats, c)
	}
	slices.Sort(cats)
	for _, c := range cats {
		if r.n[c] > stReportMax {
			r.t.Errorf("%s: %d failures in all", c, r.n[c])
		}
	}
}

// ---------------------------------------------------------------------------
// NUS values built from scratch in the reference implementation.

var stRefNUSCache = struct {
	sync.Mutex
	m map[nusKey]*refGame
}{m: map[nusKey]*refGame{}}

// stRefNUS returns the canonical form of x + u·↑ + *m computed by the
// reference implementation from scratch: the sum of refDyadic(x), u copies
// of refUp() (of its negative for u < 0) and refNimber(m), canonicalised by
// refCanon one summand at a time (canon(a+b) = canon(canon(a)+b), since
// equal games have equal sums and a value has one canonical form).
func stRefNUS(v NUS) *refGame {
	stRefNUSCache.Lock()
	g, ok := stRefNUSCache.m[v.key()]
	stRefNUSCache.Unlock()
	if ok {
		return g
	}
	if !v.X.Num().IsInt64() {
		panic("stRefNUS: numerator too large")
	}
	g = refCanon(refDyadic(int(v.X.Num().Int64()), v.X.Exp()))
	up := refUp()
	down := refNeg(up)
	for i := int64(0); i < v.U; i++ {
		g = refCanon(refSum(g, up))
	}
	for i := int64(0); i > v.U; i-- {
		g = refCanon(refSum(g, down))
	}
	g = refCanon(refSum(g, refNimber(int(v.M))))
	stRefNUSCache.Lock()
	stRefNUSCache.m[v.key()] = g
	stRefNUSCache.Unlock()
	return g
}

// stSmallNUS maps the refString of the canonical form of every NUS value
// born by day 4 to that value. A value x + H (x a number, H = u·↑ + *m) is
// born on day b(x) + b(H) (number translation: Siegel II.3), so those with
// |u| ≤ 3, m ≤ 4 and x = p/2^k, k ≤ 3, |x| ≤ 4 cover all of them; the
// birthday of each candidate is then checked by refBirthday.
var stSmallNUS = sync.OnceValue(func() map[string]NUS {
	table := map[string]NUS{}
	type inf struct {
		v NUS
		b int
	}
	var infs []inf
	for u := int64(-3); u <= 3; u++ {
		for m := uint64(0); m <= 4; m++ {
			v := NUS{U: u, M: m}
			infs = append(infs, inf{v, refBirthday(stRefNUS(v))})
		}
	}
	for k := uint(0); k <= 3; k++ {
		for p := -32; p <= 32; p++ {
			if k > 0 && p%2 == 0 {
				continue
			}
			x := NewDyadic(int64(p), k)
			if x.Abs().Cmp(DyadicInt(4)) > 0 {
				continue
			}
			bx := refBirthday(refDyadic(p, k))
			for _, h := range infs {
				if bx+h.b > 4 {
					continue
				}
				v := NUS{X: x, U: h.v.U, M: h.v.M}
				g := stRefNUS(v)
				if refBirthday(g) <= 4 {
					table[refString(g)] = v
				}
			}
		}
	}
	return table
})

// stNUSName prints a NUS value for messages.
func stNUSName(v NUS) string { return (&Printer{}).NUS(v) }

// ---------------------------------------------------------------------------
// Checks by the definitions, through the store's own comparisons.

// stSubpositions returns c and all its subpositions (canonical nodes).
func stSubpositions(t *testing.T, s *Store, c ID) []ID {
	seen := map[ID]bool{c: true}
	out := []ID{c}
	for i := 0; i < len(out); i++ {
		l, r := stOpts(t, s, out[i])
		for _, o := range append(l, r...) {
			if !seen[o] {
				seen[o] = true
				out = append(out, o)
			}
		}
	}
	return out
}

// stCheckCanonical reports a dominated or reversible option in canonical
// node c or a subposition, or an option that is not a canonical node, by
// the definitions (ONAG ch. 10; Siegel II.2), comparing with s.Leq.
func stCheckCanonical(t *testing.T, s *Store, c ID) error {
	leq := func(a, b ID) bool {
		ok, err := s.Leq(a, b)
		if err != nil {
			t.Fatalf("Leq: %v", err)
		}
		return ok
	}
	for _, d := range stSubpositions(t, s, c) {
		if k := s.Kind(d); k != Canonical {
			return fmt.Errorf("subposition %s of canonical %s has kind %d", stShow(s, d), stShow(s, c), k)
		}
		l, r := stOpts(t, s, d)
		for i, a := range l {
			for j, b := range l {
				if i != j && leq(a, b) {
					return fmt.Errorf("in %s: Left option %s is dominated by %s", stShow(s, d), stShow(s, a), stShow(s, b))
				}
			}
			_, ar := stOpts(t, s, a)
			for _, x := range ar {
				if leq(x, d) {
					return fmt.Errorf("in %s: Left option %s is reversible through %s", stShow(s, d), stShow(s, a), stShow(s, x))
				}
			}
		}
		for i, a := range r {
			for j, b := range r {
				if i != j && leq(b, a) {
					return fmt.Errorf("in %s: Right option %s is dominated by %s", stShow(s, d), stShow(s, a), stShow(s, b))
				}
			}
			al, _ := stOpts(t, s, a)
			for _, x := range al {
				if leq(d, x) {
					return fmt.Errorf("in %s: Right option %s is reversible through %s", stShow(s, d), stShow(s, a), stShow(s, x))
				}
			}
		}
	}
	return nil
}

// stCheckNUSNodes checks that in canonical node c and its subpositions born
// by day 4, exactly the NUS values are NUS nodes, each s.Value of its
// value: the store's promise that equal games have the same ID.
func stCheckNUSNodes(t *testing.T, s *Store, c ID) error {
	table := stSmallNUS()
	bmemo := map[*refGame]int{}
	smemo := map[*refGame]string{}
	for _, d := range stSubpositions(t, s, c) {
		g := toRef(s, d)
		if refBirthdayRec(g, bmemo) > 4 {
			continue
		}
		want, isNUS := table[refStringRec(g, smemo)]
		got, ok := s.NUSValue(d)
		switch {
		case isNUS && !ok:
			return fmt.Errorf("subposition %s of %s is %s but not a NUS node (ID %d, s.Value gives %d)",
				stShow(s, d), stShow(s, c), stNUSName(want), d, s.Value(want))
		case isNUS && got.key() != want.key():
			return fmt.Errorf("subposition of %s: NUS node %s has the canonical form of %s", stShow(s, c), stNUSName(got), stNUSName(want))
		case !isNUS && ok:
			return fmt.Errorf("subposition of %s: NUS node %s has the form %s, not a NUS value's", stShow(s, c), stNUSName(got), stRefShow(g))
		}
	}
	return nil
}

// stRelation converts refCompare's result.
func stRelation(c int) Relation {
	return map[int]Relation{-1: Less, 0: Equal, 1: Greater, 2: Fuzzy}[c]
}

// stOutcome converts refOutcome's result.
func stOutcome(o byte) Outcome {
	return map[byte]Outcome{'L': LeftWins, 'R': RightWins, 'P': SecondWins, 'N': FirstWins}[o]
}

// stRandomGames returns n random forms born by day `day`, from a fixed seed.
func stRandomGames(seed int64, n, day int) []*refGame {
	rng := rand.New(rand.NewSource(seed))
	gs := make([]*refGame, n)
	for i := range gs {
		gs[i] = refRandom(rng, day)
	}
	return gs
}

// stSize picks a test size: full, or reduced under -short.
func stSize(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// ---------------------------------------------------------------------------
// 1. Canonical forms from the literature.

func TestStoreLiteratureTable(t *testing.T) {
	s := stNewStore(t)
	zero, one, mone := refInteger(0), refInteger(1), refInteger(-1)
	star, up := refNimber(1), refUp()
	half := refDyadic(1, 1)
	upStar := refNode(refList(zero, star), refList(zero))
	dyadic := func(p int64, k uint) func() ID { return func() ID { return s.Number(NewDyadic(p, k)) } }
	value := func(v NUS) func() ID { return func() ID { return s.Value(v) } }
	fromOpts := func(l, r []ID) func() ID {
		return func() ID { return st(t)(s.FromOptions(l, r)) }
	}
	tests := []struct {
		text       string // Parse input, in braces where possible
		ref        *refGame
		want       func() ID
		uni, ascii string
		src        string
	}{
		// * = {0|0}: ONAG ch. 7; Winning Ways vol. 1 ch. 2.
		{"{0|0}", refNode(refList(zero), refList(zero)), value(NUS{M: 1}), "*", "*", "ONAG ch. 7"},
		// ↑ = {0|*}: Winning Ways vol. 1 ch. 3; Siegel II.4.
		{"{0|*}", refNode(refList(zero), refList(star)), value(NUS{U: 1}), "↑", "^", "Siegel II.4"},
		// ↓ = {*|0}: Siegel II.4.
		{"{*|0}", refNode(refList(star), refList(zero)), value(NUS{U: -1}), "↓", "v", "Siegel II.4"},
		// ⇑* = ↑+↑+* = {0|↑}: Winning Ways vol. 1 ch. 3; Siegel II.4.
		{"↑+↑+*", refSum(refSum(up, up), star), value(NUS{U: 2, M: 1}), "⇑*", "^^*", "Siegel II.4"},
		{"{0|↑}", refNode(refList(zero), refList(up)), value(NUS{U: 2, M: 1}), "⇑*", "^^*", "Siegel II.4"},
		// ↑* = {0,*|0}: Winning Ways vol. 1 ch. 3; Siegel II.4.
		{"{0,*|0}", upStar, value(NUS{U: 1, M: 1}), "↑*", "^*", "Siegel II.4"},
		// ↓* = {0|0,*}: Siegel II.4 (the negative of ↑*).
		{"{0|0,*}", refNeg(upStar), value(NUS{U: -1, M: 1}), "↓*", "v*", "Siegel II.4"},
		// ⇑ = {0|↑*}: Winning Ways vol. 1 ch. 3; Siegel II.4.
		{"{0|↑*}", refNode(refList(zero), refList(upStar)), value(NUS{U: 2}), "⇑", "^^", "Siegel II.4"},
		// 3·↑ = {0|⇑*}: n·↑ = {0|(n−1)·↑*}, Siegel II.4.
		{"{0|⇑*}", refNode(refList(zero), refList(refSum(refSum(up, up), star))), value(NUS{U: 3}), "3↑", "^3", "Siegel II.4"},
		// *2 = {0,*|0,*}: Winning Ways vol. 1 ch. 3; Siegel II.2.
		{"{0,*|0,*}", refNimber(2), value(NUS{M: 2}), "*2", "*2", "Winning Ways vol. 1 ch. 3"},
		// 1* = {1|1} = 1+*: Siegel II.2.
		{"{1|1}", refNode(refList(one), refList(one)), value(NUS{X: DyadicInt(1), M: 1}), "1+*", "1*", "Siegel II.2"},
		// Numbers, by the simplicity theorem: ONAG ch. 0 and 8; Siegel II.3.
		{"{0|1}", refNode(refList(zero), refList(one)), dyadic(1, 1), "1/2", "1/2", "Siegel II.3"},
		{"{1/2|1}", refNode(refList(half), refList(one)), dyadic(3, 2), "3/4", "3/4", "Siegel II.3"},
		{"{-1|1}", refNode(refList(mone), refList(one)), dyadic(0, 0), "0", "0", "Siegel II.3"},
		{"{-1|0}", refNode(refList(mone), refList(zero)), dyadic(-1, 1), "-1/2", "-1/2", "Siegel II.3"},
		{"{0,0,-1|1,1,2}", refNode(refList(zero, zero, mone), refList(one, one, refInteger(2))), dyadic(1, 1), "1/2", "1/2", "ONAG ch. 10"},
		// {*|*} = 0: both options reverse through 0. Siegel II.2.
		{"{*|*}", refNode(refList(star), refList(star)), dyadic(0, 0), "0", "0", "Siegel II.2"},
		// {↑|1} = 1/2: ↑ reverses through * ≤ {↑|1}. Siegel II.2/II.3 (as in ref_test.go).
		{"{↑|1}", refNode(refList(up), refList(one)), dyadic(1, 1), "1/2", "1/2", "Siegel II.2/II.3"},
		// ±1 = {1|-1}, a switch: Siegel II.5; Winning Ways vol. 1 ch. 2.
		{"{1|-1}", refNode(refList(one), refList(mone)), fromOpts([]ID{s.Integer(1)}, []ID{s.Integer(-1)}), "±1", "+-1", "Siegel II.5"},
		// {3|1} = 2±1: ONAG ch. 9 (x ± y notation); Siegel II.5.
		// ASCII {3|1}, not 2+-1: CGSuite writes ± only for switches G = −G
		// (CGSuite (Siegel), version 2.x, CanonicalShortGameTestCase).
		{"{3|1}", refNode(refList(refInteger(3)), refList(one)), fromOpts([]ID{s.Integer(3)}, []ID{s.Integer(1)}), "2±1", "{3|1}", "Siegel II.5"},
		// {↑|↓} = *: ↑ reverses through * and ↓ through *: computed by the
		// reference implementation in ref_test.go.
		{"{↑|↓}", refNode(refList(up), refList(refNeg(up))), value(NUS{M: 1}), "*", "*", "reference implementation"},
		// ±⇑ = {⇑|⇓} is canonical (a switch ±G, G > 0): computed by the
		// reference implementation; printed ±G as in Winning Ways vol. 1 ch. 2.
		{"{⇑|⇓}", refNode(refList(refSum(up, up)), refList(refNeg(refSum(up, up)))),
			fromOpts([]ID{s.Value(NUS{U: 2})}, []ID{s.Value(NUS{U: -2})}), "±⇑", "+-^^", "reference implementation"},
		// ±(1*) = {1*|-1*}: computed by the reference implementation.
		{"{1*|-1*}", refNode(refList(refSum(one, star)), refList(refSum(mone, star))),
			fromOpts([]ID{s.Value(NUS{X: DyadicInt(1), M: 1})}, []ID{s.Value(NUS{X: DyadicInt(-1), M: 1})}), "±(1+*)", "+-(1*)", "reference implementation"},
	}
	for _, tt := range tests {
		want := tt.want()
		parsed, err := s.Parse(tt.text, nil)
		if err != nil {
			t.Errorf("Parse(%q) (%s): %v", tt.text, tt.src, err)
			continue
		}
		if parsed != want {
			t.Errorf("Parse(%q) (%s) = %s (ID %d), want %s (ID %d)", tt.text, tt.src, stShow(s, parsed), parsed, stShow(s, want), want)
		}
		built := stCanon(t, s, fromRef(s, tt.ref))
		if built != want {
			t.Errorf("Canonical(fromRef(%s)) (%s) = %s (ID %d), want %s (ID %d)", tt.text, tt.src, stShow(s, built), built, stShow(s, want), want)
		}
		if k := refCanon(tt.ref); !refSameForm(toRef(s, want), k) {
			t.Errorf("%s (%s): store form %s, reference canonical form %s", tt.text, tt.src, refString(toRef(s, want)), refString(k))
		}
		for _, p := range []struct {
			n    Notation
			want string
		}{{Unicode, tt.uni}, {ASCII, tt.ascii}} {
			for _, id := range []ID{want, parsed, built} {
				if got := (&Printer{Store: s, Notation: p.n}).String(id); got != p.want {
					t.Errorf("%s (%s): printed in notation %d as %q, want %q", tt.text, tt.src, p.n, got, p.want)
				}
			}
		}
	}
}

func TestStoreLiteratureRelations(t *testing.T) {
	s := stNewStore(t)
	tests := []struct {
		g, h string
		want Relation
		src  string
	}{
		{"↑", "0", Greater, "Winning Ways vol. 1 ch. 3; Siegel II.4"},
		{"*", "0", Fuzzy, "ONAG ch. 7; Siegel II.1"},
		{"↑*", "0", Fuzzy, "Winning Ways vol. 1 ch. 3; Siegel II.4"},
		{"{0,*|0}", "0", Fuzzy, "Winning Ways vol. 1 ch. 3 (↑* ‖ 0)"},
		{"⇑*", "0", Greater, "Winning Ways vol. 1 ch. 3; Siegel II.4"},
		{"↑+*2", "0", Greater, "Winning Ways vol. 1 ch. 3 (↑*2 > 0)"},
		{"↑+*3", "0", Greater, "Winning Ways vol. 1 ch. 3 (↑*3 > 0)"},
		{"⇑", "↑", Greater, "Siegel II.4"},
		{"↑", "*", Fuzzy, "Siegel II.4"},
		{"↑", "1/4", Less, "Siegel II.4 (↑ is infinitesimal)"},
		{"↑", "{0|1/64}", Less, "Siegel II.4 (↑ is infinitesimal)"},
		{"*2", "0", Fuzzy, "Siegel II.1"},
		{"1*", "1", Fuzzy, "Siegel II.2"},
		{"{1|-1}", "0", Fuzzy, "Siegel II.5"},
		{"{1|-1}", "1/2", Fuzzy, "Siegel II.5 (±1 is confused with −1 < x < 1)"},
		{"{1|-1}", "2", Less, "Siegel II.5"},
		{"1/2+1/2", "1", Equal, "ONAG ch. 0"},
		{"{0|0}", "*", Equal, "ONAG ch. 7"},
		{"-1", "0", Less, "ONAG ch. 0"},
		{"{⇑|⇓}", "0", Fuzzy, "Siegel II.1: the first player wins, moving to ⇑ or ⇓"},
		{"{⇑|⇓}", "*", Fuzzy, "Winning Ways vol. 1 ch. 3: the first player wins, leaving ⇑* > 0 or ⇓* < 0"},
	}
	for _, tt := range tests {
		g := st(t)(s.Parse(tt.g, nil))
		h := st(t)(s.Parse(tt.h, nil))
		got := stRel(t)(s.Compare(g, h))
		if got != tt.want {
			t.Errorf("Compare(%s, %s) (%s) = %v, want %v", tt.g, tt.h, tt.src, got, tt.want)
		}
		back := map[Relation]Relation{Less: Greater, Equal: Equal, Greater: Less, Fuzzy: Fuzzy}[tt.want]
		if got := stRel(t)(s.Compare(h, g)); got != back {
			t.Errorf("Compare(%s, %s) = %v, want %v", tt.h, tt.g, got, back)
		}
		le, err := s.Leq(g, h)
		if err != nil || le != (tt.want == Less || tt.want == Equal) {
			t.Errorf("Leq(%s, %s) = %v, %v (relation %v)", tt.g, tt.h, le, err, tt.want)
		}
	}

	// Outcome classes: Winning Ways vol. 1 ch. 1–3; Siegel I.1, II.1.
	outcomes := []struct {
		text string
		want Outcome
	}{
		{"0", SecondWins}, {"*", FirstWins}, {"1", LeftWins}, {"-1", RightWins},
		{"↑", LeftWins}, {"↓", RightWins}, {"↑*", FirstWins}, {"*2", FirstWins},
		{"{1|-1}", FirstWins}, {"↑+↓", SecondWins}, {"*+*", SecondWins}, {"↑+*2", LeftWins},
		{"{⇑|⇓}", FirstWins}, {"-1/2", RightWins},
	}
	for _, tt := range outcomes {
		g := st(t)(s.Parse(tt.text, nil))
		o, err := s.Outcome(g)
		if err != nil || o != tt.want {
			t.Errorf("Outcome(%s) = %v, %v; want %v", tt.text, o, err, tt.want)
		}
	}
}

// stRel unwraps a Relation result.
func stRel(t *testing.T) func(Relation, error) Relation {
	return func(r Relation, err error) Relation {
		t.Helper()
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return r
	}
}

// TestStoreNumberByReversal: a form whose options are not all numbers or
// nimbers, but which reduces (by bypassing reversible options) to a number,
// must canonicalise to that number's node: equal games have the same ID.
// Each expected value is computed by the reference implementation in
// ref_test.go (checked below), and most are also in the literature as noted.
// (At da98932, such forms became a second canonical node {|} or {0|1}
// beside 0 or 1/2, which then broke sums and comparisons; fixed in 8f3cd4a.)
func TestStoreNumberByReversal(t *testing.T) {
	s := stNewStore(t)
	zero, one, mone := refInteger(0), refInteger(1), refInteger(-1)
	star, up := refNimber(1), refUp()
	pm1 := refNode(refList(one), refList(mone))
	upStar := refNode(refList(zero, star), refList(zero))
	sw := refNode(refList(one), refList(zero))   // {1|0} = 1/2±1/2
	swn := refNode(refList(zero), refList(mone)) // {0|-1} = -1/2±1/2
	tests := []struct {
		text string
		ref  *refGame
		want NUS
	}{
		// {*|} = 0: * reverses through 0 ≤ {*|}; computed by the reference implementation.
		{"{*|}", refNode(refList(star), nil), NUS{}},
		{"{|*}", refNode(nil, refList(star)), NUS{}},
		// {0,*|} = {0|} = 1: computed by the reference implementation.
		{"{0,*|}", refNode(refList(zero, star), nil), NUS{X: DyadicInt(1)}},
		// {↑|1} = 1/2: Siegel II.2/II.3 (the example of ref_test.go).
		{"{↑|1}", refNode(refList(up), refList(one)), NUS{X: NewDyadic(1, 1)}},
		// {*|2} = {|2} = 0: computed by the reference implementation.
		{"{*|2}", refNode(refList(star), refList(refInteger(2))), NUS{}},
		// {0,↑*|} = 1: computed by the reference implementation.
		{"{0,↑*|}", refNode(refList(zero, upStar), nil), NUS{X: DyadicInt(1)}},
		// {↓|↑} = 0: computed by the reference implementation.
		{"{↓|↑}", refNode(refList(refNeg(up)), refList(up)), NUS{}},
		// {*2|} = 0: computed by the reference implementation.
		{"{*2|}", refNode(refList(refNimber(2)), nil), NUS{}},
		// {±1|±1} = 0: computed by the reference implementation.
		{"{±1|±1}", refNode(refList(pm1), refList(pm1)), NUS{}},
		// (1/2±1/2) + (−1/2±1/2) = 0: computed by the reference implementation.
		{"{1|0}+{0|-1}", refSum(sw, swn), NUS{}},
		{"{1|0}+{1|0}+{0|-1}+{0|-1}", refSum(refSum(sw, sw), refSum(swn, swn)), NUS{}},
		// Sums with such a game: 1 + 0, ↑ + 0, {0|} = 1.
		{"1+{*|}", refSum(one, refNode(refList(star), nil)), NUS{X: DyadicInt(1)}},
		{"↑+{*|}", refSum(up, refNode(refList(star), nil)), NUS{U: 1}},
		{"{{*|}|}", refNode(refList(refNode(refList(star), nil)), nil), NUS{X: DyadicInt(1)}},
		// {1/2, ↑ | 1} = {1/2|1} = 3/4: computed by the reference implementation.
		{"{1/2,↑|1}", refNode(refList(refDyadic(1, 1), up), refList(one)), NUS{X: NewDyadic(3, 2)}},
	}
	for _, tt := range tests {
		// The expected value, checked by the reference implementation.
		if k := refCanon(tt.ref); !refSameForm(k, stRefNUS(tt.want)) {
			t.Fatalf("test table: %s is %s by the reference, not %s", tt.text, refString(k), stNUSName(tt.want))
		}
		want := s.Value(tt.want)
		id, err := s.Parse(tt.text, nil)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.text, err)
			continue
		}
		if id != want {
			v, isNUS := s.NUSValue(id)
			t.Errorf("Parse(%q) = node %d printed %q (NUS node: %v %v), want node %d (%s): a second canonical node for the value",
				tt.text, id, stShow(s, id), isNUS, v, want, stNUSName(tt.want))
		}
		if c := stCanon(t, s, fromRef(s, tt.ref)); c != want {
			t.Errorf("Canonical(fromRef(%s)) = node %d printed %q, want node %d (%s)", tt.text, c, stShow(s, c), want, stNUSName(tt.want))
		}
	}
	// The duplicate node breaks arithmetic that assumes a non-NUS canonical
	// node is not a number (number avoidance and translation): 1 + {*|} must
	// be 1 and 1 ≤ {*|} false, as {*|} = 0.
	g := fromRef(s, refNode(refList(star), nil))
	one1 := s.Integer(1)
	if c := stCanon(t, s, st(t)(s.Plus(one1, g))); c != one1 {
		t.Errorf("Canonical(Plus(1, {*|})) = %s, want 1", stShow(s, c))
	}
	if le, _ := s.Leq(one1, g); le {
		t.Errorf("Leq(1, {*|}) = true, but {*|} = 0 < 1")
	}
	if r, _ := s.Compare(g, Zero); r != Equal {
		t.Errorf("Compare({*|}, 0) = %v, want =", r)
	}
	if r, _ := s.Compare(g, one1); r != Less {
		t.Errorf("Compare({*|}, 1) = %v, want <", r)
	}
}

// ---------------------------------------------------------------------------
// 2. NUS formulas.

func TestStoreNUSFormulas(t *testing.T) {
	s := stNewStore(t)
	fresh := stNewStore(t)
	rep := newSTReport(t)
	xs := []Dyadic{DyadicInt(0), DyadicInt(1), NewDyadic(-1, 1), NewDyadic(3, 2)}
	for _, x := range xs {
		for u := int64(-4); u <= 4; u++ {
			for m := uint64(0); m <= 5; m++ {
				v := NUS{X: x, U: u, M: m}
				name := stNUSName(v)
				// Expected: computed by the reference implementation from the
				// definition of the sum (see stRefNUS).
				want := stRefNUS(v)
				id := s.Value(v)
				if got, ok := s.NUSValue(id); !ok || got.key() != v.key() {
					rep.errorf("NUSValue", "NUSValue(Value(%s)) = %v, %v", name, got, ok)
				}
				if k := s.Kind(id); k != Canonical {
					rep.errorf("kind", "Value(%s) has kind %d", name, k)
				}
				if got := toRef(s, id); !refSameForm(got, want) {
					rep.errorf("form", "%s: store form %s, reference %s", name, stRefShow(got), stRefShow(want))
				}
				l, r := stOpts(t, s, id)
				if back := st(t)(s.FromOptions(l, r)); back != id {
					rep.errorf("FromOptions", "FromOptions(options of %s) = %s (ID %d), want ID %d", name, stShow(s, back), back, id)
				}
				// Rebuilt from the reference form in a store that has not listed
				// the NUS options: recognition must find the NUS node.
				if c := stCanon(t, fresh, fromRef(fresh, want)); c != fresh.Value(v) {
					rep.errorf("recognize", "Canonical(fromRef(%s)) in a fresh store = %s, not the NUS node", name, stShow(fresh, c))
				}
				if b, err := s.Birthday(id); err != nil || b != int64(refBirthday(want)) {
					rep.errorf("Birthday", "Birthday(%s) = %d, %v; reference %d", name, b, err, refBirthday(want))
				}
				if o, err := s.Outcome(id); err != nil || o != stOutcome(refOutcome(want)) {
					rep.errorf("Outcome", "Outcome(%s) = %v, %v; reference %c", name, o, err, refOutcome(want))
				}
				x2, isNum, err := s.IsNumber(id)
				if err != nil || isNum != v.IsNumber() || isNum && !x2.Equal(x) {
					rep.errorf("IsNumber", "IsNumber(%s) = %v, %v, %v", name, x2, isNum, err)
				}
				// The negative: Minus of a canonical node is canonical.
				if n := st(t)(s.Minus(id)); n != s.Value(v.neg()) {
					rep.errorf("Minus", "Minus(%s) = %s", name, stShow(s, n))
				}
			}
		}
	}
	rep.done()
}

// ---------------------------------------------------------------------------
// 3. Random forms.

func TestStoreRandomForms(t *testing.T) {
	for _, c := range []struct {
		seed    int64
		n, day  int
		nShort  int
		withNUS bool
	}{
		{101, 1000, 3, 200, true},
		{202, 400, 4, 80, true},
	} {
		t.Run(fmt.Sprintf("day%d", c.day), func(t *testing.T) {
			s := stNewStore(t)
			rep := newSTReport(t)
			gs := stRandomGames(c.seed, stSize(c.n, c.nShort)+1, c.day)
			for i := 0; i+1 < len(gs); i++ {
				stCheckRandom(t, s, rep, gs[i], gs[i+1], c.withNUS)
			}
			rep.done()
		})
	}
}

// stCheckRandom cross-checks one random form g (and its comparison with h).
func stCheckRandom(t *testing.T, s *Store, rep *stReport, g, h *refGame, withNUS bool) {
	k := refCanon(g) // expected: computed by the reference implementation
	f := fromRef(s, g)
	c := stCanon(t, s, f)
	name := stRefShow(g)

	if got := toRef(s, c); !refSameForm(got, k) {
		rep.errorf("canonical form", "G = %s: store %s, reference %s", name, stRefShow(got), stRefShow(k))
	}
	if err := stCheckCanonical(t, s, c); err != nil {
		rep.errorf("not canonical", "G = %s: %v", name, err)
	}
	if withNUS {
		if err := stCheckNUSNodes(t, s, c); err != nil {
			rep.errorf("NUS nodes", "G = %s: %v", name, err)
		}
	}
	if c2 := stCanon(t, s, c); c2 != c {
		rep.errorf("idempotent", "Canonical(Canonical(G)) = %d ≠ %d for G = %s", c2, c, name)
	}

	// Equal values, built differently, give the same ID.
	if c2 := stCanon(t, s, fromRef(s, k)); c2 != c {
		rep.errorf("same ID", "G = %s: its canonical form, rebuilt as a form, canonicalises to %s, not %s", name, stShow(s, c2), stShow(s, c))
	}
	fl, fr := stOpts(t, s, f)
	if len(fl) > 0 {
		// A dominated extra Left option: G^L − 1 < G^L.
		extra := st(t)(s.Plus(fl[0], s.Integer(-1)))
		if c2 := stCanon(t, s, s.NewForm(append(slices.Clone(fl), extra), fr)); c2 != c {
			rep.errorf("dominated extra", "G = %s: {G^L, G^L1 − 1 | G^R} canonicalises to %s, not %s", name, stShow(s, c2), stShow(s, c))
		}
	}
	// A reversible extra Left option {G|G}: it reverses through G ≤ G', and
	// is replaced by the Left options of G, already there (ONAG ch. 10).
	gg := s.NewForm([]ID{f}, []ID{f})
	if c2 := stCanon(t, s, s.NewForm(append(slices.Clone(fl), gg), fr)); c2 != c {
		rep.errorf("reversible extra", "G = %s: {G^L, {G|G} | G^R} canonicalises to %s, not %s", name, stShow(s, c2), stShow(s, c))
	}
	fh := fromRef(s, h)
	ch := stCanon(t, s, fh)
	if c2 := stCanon(t, s, st(t)(s.Plus(f, fh, st(t)(s.Minus(ch))))); c2 != c {
		rep.errorf("G+H−H", "G = %s: G + H − H canonicalises to %s, not %s", name, stShow(s, c2), stShow(s, c))
	}

	// Order and outcome.
	kh := refCanon(h)
	if r, err := s.Compare(f, fh); err != nil || r != stRelation(refCompare(k, kh)) {
		rep.errorf("Compare", "Compare(%s, %s) = %v, %v; reference %v", name, stRefShow(h), r, err, stRelation(refCompare(k, kh)))
	}
	o := refOutcome(g) // by play, not by refLeq
	if ge, err := s.Leq(Zero, f); err != nil || ge != (o == 'L' || o == 'P') {
		rep.errorf("G ≥ 0", "G = %s: 0 ≤ G is %v, %v, but Left moving second wins is %v (outcome %c)", name, ge, err, o == 'L' || o == 'P', o)
	}
	if le, err := s.Leq(f, Zero); err != nil || le != (o == 'R' || o == 'P') {
		rep.errorf("G ≤ 0", "G = %s: G ≤ 0 is %v, %v, outcome %c", name, le, err, o)
	}
	if got, err := s.Outcome(f); err != nil || got != stOutcome(o) {
		rep.errorf("Outcome", "Outcome(%s) = %v, %v; by play %c", name, got, err, o)
	}

	// G − G = 0.
	if d := stCanon(t, s, st(t)(s.Difference(f, f))); d != Zero {
		rep.errorf("G−G", "G = %s: Canonical(Difference(G, G)) = %s", name, stShow(s, d))
	}
	if d := stCanon(t, s, st(t)(s.Plus(c, st(t)(s.Minus(c))))); d != Zero {
		rep.errorf("G+(−G)", "G = %s: Canonical(Plus(c, Minus(c))) = %s for canonical c = %s", name, stShow(s, d), stShow(s, c))
	}
	if d := stCanon(t, s, st(t)(s.Difference(f, c))); d != Zero {
		rep.errorf("G−c", "G = %s: Canonical(Difference(G, Canonical(G))) = %s", name, stShow(s, d))
	}
	if n := stCanon(t, s, st(t)(s.Minus(f))); !refSameForm(toRef(s, n), refCanon(refNeg(g))) || n != st(t)(s.Minus(c)) {
		rep.errorf("−G", "G = %s: Canonical(Minus(G)) = %s, reference %s", name, stShow(s, n), stRefShow(refCanon(refNeg(g))))
	}

	if b, err := s.Birthday(f); err != nil || b != int64(refBirthday(k)) {
		rep.errorf("Birthday", "Birthday(%s) = %d, %v; reference %d", name, b, err, refBirthday(k))
	}
	x, isNum, err := s.IsNumber(f)
	_, nusOK := s.NUSValue(c)
	if err != nil || isNum && (!nusOK || s.Number(x) != c) {
		rep.errorf("IsNumber", "IsNumber(%s) = %v, %v, %v", name, x, isNum, err)
	}
}

// ---------------------------------------------------------------------------
// 4. Sums.

func TestStoreSums(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	gs := stRandomGames(303, 3*stSize(100, 20), 3)
	for i := 0; i+2 < len(gs); i += 3 {
		a, b, c := gs[i], gs[i+1], gs[i+2]
		ka, kb, kc := refCanon(a), refCanon(b), refCanon(c)
		fa, fb, fc := fromRef(s, a), fromRef(s, b), fromRef(s, c)
		ca, cb, cc := stCanon(t, s, fa), stCanon(t, s, fb), stCanon(t, s, fc)
		names := fmt.Sprintf("A = %s, B = %s", stRefShow(a), stRefShow(b))

		// Two summands: expected computed by the reference implementation.
		ab := stCanon(t, s, st(t)(s.Plus(fa, fb)))
		kab := refCanon(refSum(ka, kb))
		if !refSameForm(toRef(s, ab), kab) {
			rep.errorf("A+B", "%s: store %s, reference %s", names, stShow(s, ab), stRefShow(kab))
		}
		if err := stCheckCanonical(t, s, ab); err != nil {
			rep.errorf("A+B not canonical", "%s: %v", names, err)
		}
		if err := stCheckNUSNodes(t, s, ab); err != nil {
			rep.errorf("A+B NUS nodes", "%s: %v", names, err)
		}
		if ba := stCanon(t, s, st(t)(s.Plus(fb, fa))); ba != ab {
			rep.errorf("commutative", "%s: A+B = %s but B+A = %s", names, stShow(s, ab), stShow(s, ba))
		}
		if x := stCanon(t, s, st(t)(s.Plus(ca, cb))); x != ab {
			rep.errorf("canonical summands", "%s: Canonical(A)+Canonical(B) = %s, A+B = %s", names, stShow(s, x), stShow(s, ab))
		}
		if x := stCanon(t, s, st(t)(s.Plus(cb, fa))); x != ab {
			rep.errorf("mixed summands", "%s: Canonical(B)+A = %s, A+B = %s", names, stShow(s, x), stShow(s, ab))
		}

		// Three summands.
		abc := stCanon(t, s, st(t)(s.Plus(fa, fb, fc)))
		if i/3 < stSize(30, 6) {
			kabc := refCanon(refSum(kab, kc))
			if !refSameForm(toRef(s, abc), kabc) {
				rep.errorf("A+B+C", "%s, C = %s: store %s, reference %s", names, stRefShow(c), stShow(s, abc), stRefShow(kabc))
			}
		}
		bc := stCanon(t, s, st(t)(s.Plus(cb, cc)))
		left := stCanon(t, s, st(t)(s.Plus(ab, cc)))
		right := stCanon(t, s, st(t)(s.Plus(ca, bc)))
		if left != abc || right != abc {
			rep.errorf("associative", "%s, C = %s: (A+B)+C = %s, A+(B+C) = %s, A+B+C = %s", names, stRefShow(c),
				stShow(s, left), stShow(s, right), stShow(s, abc))
		}
		if x := stCanon(t, s, st(t)(s.Plus(fc, fa, fb))); x != abc {
			rep.errorf("commutative 3", "%s: C+A+B = %s, A+B+C = %s", names, stShow(s, x), stShow(s, abc))
		}
		// A + B − B = A, with B's negative canonical.
		if x := stCanon(t, s, st(t)(s.Plus(ab, st(t)(s.Minus(cb))))); x != ca {
			rep.errorf("A+B−B", "%s: (A+B) − B = %s, A = %s", names, stShow(s, x), stShow(s, ca))
		}
	}
	rep.done()
}

// TestStoreSumsWithNUS: sums of random games with numbers and NUS values,
// which take the translation and NUS paths of the sum.
func TestStoreSumsWithNUS(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	var vs []NUS
	for _, x := range []Dyadic{NewDyadic(1, 2), DyadicInt(-2), NewDyadic(3, 3)} {
		vs = append(vs, NUS{X: x}, NUS{X: x, U: 1}, NUS{X: x, M: 1}, NUS{X: x, U: -2, M: 1})
	}
	vs = append(vs, NUS{X: NewDyadic(1, 1)}, NUS{X: NewDyadic(-3, 2)}, NUS{X: DyadicInt(5)},
		NUS{U: 1}, NUS{M: 1}, NUS{U: 2, M: 1}, NUS{M: 2}, NUS{U: -1, M: 3}, NUS{X: DyadicInt(1), M: 1})
	gs := stRandomGames(404, stSize(150, 30), 3)
	for i, g := range gs {
		k := refCanon(g)
		f := fromRef(s, g)
		c := stCanon(t, s, f)
		for j, v := range vs {
			if testing.Short() && j%3 != i%3 {
				continue
			}
			nv := s.Value(v)
			// Expected: computed by the reference implementation.
			want := refCanon(refSum(k, stRefNUS(v)))
			name := fmt.Sprintf("G = %s, v = %s", stRefShow(g), stNUSName(v))
			got := stCanon(t, s, st(t)(s.Plus(f, nv)))
			if !refSameForm(toRef(s, got), want) {
				rep.errorf("G+v", "%s: store %s, reference %s", name, stShow(s, got), stRefShow(want))
				continue
			}
			if err := stCheckCanonical(t, s, got); err != nil {
				rep.errorf("G+v not canonical", "%s: %v", name, err)
			}
			if err := stCheckNUSNodes(t, s, got); err != nil {
				rep.errorf("G+v NUS nodes", "%s: %v", name, err)
			}
			if x := stCanon(t, s, st(t)(s.Plus(nv, c))); x != got {
				rep.errorf("v+c", "%s: v + Canonical(G) = %s, G + v = %s", name, stShow(s, x), stShow(s, got))
			}
			// Subtracting v again gives G back.
			if x := stCanon(t, s, st(t)(s.Plus(got, s.Value(v.neg())))); x != c {
				rep.errorf("G+v−v", "%s: (G+v) − v = %s, G = %s", name, stShow(s, x), stShow(s, c))
			}
		}
	}
	rep.done()
}

// ---------------------------------------------------------------------------
// 5. Formal sums and options.

// stRefCanonSum returns the reference canonical form of the sum of gs,
// adding one summand at a time to the canonical form of the sum so far:
// canon(G+H) = canon(canon(G)+canon(H)), since the canonical form depends
// only on the value (ONAG ch. 10; checked by TestRefSumLaws).
func stRefCanonSum(gs []*refGame) *refGame {
	acc := refCanon(refInteger(0))
	for _, g := range gs {
		acc = refCanon(refSum(acc, refCanon(g)))
	}
	return acc
}

// stRefSumOptions returns the canonical forms of the Left and Right options
// of the reference sum of gs (refSum: G+H = {G^L+H, G+H^L | G^R+H, G+H^R}),
// each computed as by stRefCanonSum.
func stRefSumOptions(gs []*refGame) (left, right []*refGame) {
	for i, g := range gs {
		others := slices.Concat(gs[:i], gs[i+1:])
		for _, o := range g.L {
			left = append(left, stRefCanonSum(append([]*refGame{o}, others...)))
		}
		for _, o := range g.R {
			right = append(right, stRefCanonSum(append([]*refGame{o}, others...)))
		}
	}
	return left, right
}

func TestStoreFormalSums(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	gs := stRandomGames(505, 3*stSize(60, 15), 2)
	parts := []NUS{{}, {X: NewDyadic(1, 1)}, {U: 1, M: 1}, {X: DyadicInt(-1), U: -2}, {M: 2}}
	for i := 0; i+2 < len(gs); i += 3 {
		a, b, c := gs[i], gs[i+1], gs[i+2]
		fa, fb := fromRef(s, a), fromRef(s, b)
		cb := stCanon(t, s, fb)
		fc := fromRef(s, c)
		part := parts[(i/3)%len(parts)]
		// 2A − Canonical(B) − C + part: multiplicities, a canonical summand,
		// a form summand and a NUS part.
		terms := []Term{{fa, 2}, {cb, -1}, {fc, -1}, {s.Value(part), 1}}
		sum := st(t)(s.PlusTerms(terms...))
		name := fmt.Sprintf("2A − B − C + %s, A = %s, B = %s, C = %s", stNUSName(part), stRefShow(a), stRefShow(b), stRefShow(c))

		// The value: expected computed by the reference implementation.
		csum := stCanon(t, s, sum)
		if want := stRefCanonSum([]*refGame{a, a, refNeg(b), refNeg(c), stRefNUS(part)}); !refSameForm(toRef(s, csum), want) {
			rep.errorf("value", "%s: store %s, reference %s", name, stShow(s, csum), stRefShow(want))
		}
		if s.Kind(sum) != Sum {
			continue
		}
		// The store's formal sum as a game tree (through Options) has the
		// same canonical form.
		if got := refCanon(toRef(s, sum)); !refSameForm(got, toRef(s, csum)) {
			rep.errorf("game tree", "%s: the tree of Options canonicalises to %s, Canonical gives %s", name, stRefShow(got), stShow(s, csum))
		}

		// Options: one move in one summand. They are, as a set of values,
		// the options of the reference sum of the summands the store holds
		// (equal summands merged, NUS summands folded into the NUS part).
		p, ts := s.SumParts(sum)
		var refs []*refGame
		if !p.IsZero() {
			refs = append(refs, stRefNUS(p))
		}
		for _, tm := range ts {
			g := toRef(s, tm.ID)
			if tm.Mult < 0 {
				g = refNeg(g)
			}
			for range max(tm.Mult, -tm.Mult) {
				refs = append(refs, g)
			}
		}
		rl, rr := stRefSumOptions(refs)
		l, r, err := s.Options(sum)
		if err != nil {
			t.Fatalf("Options: %v", err)
		}
		for side, pair := range [2]struct {
			got  []ID
			want []*refGame
		}{{l, rl}, {r, rr}} {
			gotSet := map[string]bool{}
			for _, o := range pair.got {
				gotSet[refString(toRef(s, stCanon(t, s, o)))] = true
			}
			wantSet := map[string]bool{}
			for _, o := range pair.want {
				wantSet[refString(o)] = true
			}
			if !stSameKeys(gotSet, wantSet) {
				rep.errorf("options", "%s: side %d: %d option values, reference %d", name, side, len(gotSet), len(wantSet))
			}
		}

		// Unsum preserves the value.
		u := st(t)(s.Unsum(sum))
		if k := s.Kind(u); k != Form {
			rep.errorf("Unsum kind", "%s: Unsum gives kind %d", name, k)
		}
		if cu := stCanon(t, s, u); cu != csum {
			rep.errorf("Unsum", "%s: Canonical(Unsum) = %s, Canonical = %s", name, stShow(s, cu), stShow(s, csum))
		}
		if u2 := st(t)(s.Unsum(fa)); u2 != fa {
			rep.errorf("Unsum form", "Unsum of a form %s is a new node %d", stShow(s, fa), u2)
		}

		// Formal cancellation: the sum code folds equal summands.
		for _, x := range []ID{fa, sum, cb} {
			if d := st(t)(s.Difference(x, x)); d != Zero {
				rep.errorf("Difference", "Difference(%s, itself) = %s, not Zero", stShow(s, x), stShow(s, d))
			}
		}
		if d := st(t)(s.PlusTerms(Term{fa, 2}, Term{fb, 1}, Term{fa, -2}, Term{fb, -1})); d != Zero {
			rep.errorf("PlusTerms cancel", "2A + B − 2A − B = %s, not Zero", stShow(s, d))
		}
		if d := st(t)(s.Plus(sum, st(t)(s.Minus(sum)))); d != Zero {
			rep.errorf("Plus(S, Minus(S))", "%s: %s, not Zero", name, stShow(s, d))
		}
		mf := st(t)(s.Minus(fa))
		if s.Kind(fa) == Form && s.Kind(mf) != Sum {
			rep.errorf("Minus form", "Minus of a form has kind %d", s.Kind(mf))
		}
		if back := st(t)(s.Minus(mf)); back != fa {
			rep.errorf("Minus Minus", "Minus(Minus(A)) = %d, A = %d", back, fa)
		}
		if cm := stCanon(t, s, mf); cm != st(t)(s.Minus(stCanon(t, s, fa))) || !refSameForm(toRef(s, cm), refCanon(refNeg(a))) {
			rep.errorf("Minus value", "A = %s: Canonical(Minus(A)) = %s", stRefShow(a), stShow(s, cm))
		}
		if x := st(t)(s.Plus(fa)); x != fa {
			rep.errorf("Plus one", "Plus(A) = %d, not A", x)
		}
		if x := st(t)(s.PlusTerms(Term{fa, 0})); x != Zero {
			rep.errorf("Mult 0", "PlusTerms(A×0) = %s", stShow(s, x))
		}
		// Flattening: a sum of sums is the same node as the flat sum.
		flat := st(t)(s.PlusTerms(Term{fa, 2}, Term{fb, 1}))
		nested := st(t)(s.Plus(st(t)(s.Plus(fa, fb)), fa))
		if flat != nested {
			rep.errorf("flatten", "(A+B)+A = %s, 2A+B = %s", stShow(s, nested), stShow(s, flat))
		}
		if p, ts := s.SumParts(flat); s.Kind(flat) == Sum && (!p.IsZero() || len(ts) != 2 && fa != fb) {
			rep.errorf("SumParts", "2A+B: part %v, terms %v", p, ts)
		}
	}
	rep.done()
}

func stSameKeys(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// 7. Interruption.

// stSameAcross reports whether canonical node a of s1 and b of s2 are the
// same form.
func stSameAcross(t *testing.T, s1 *Store, a ID, s2 *Store, b ID, memo map[[2]ID]bool) bool {
	key := [2]ID{a, b}
	if v, ok := memo[key]; ok {
		return v
	}
	al, ar := stOpts(t, s1, a)
	bl, br := stOpts(t, s2, b)
	sub := func(x []ID, sx *Store, y []ID, sy *Store, flip bool) bool {
		for _, p := range x {
			found := false
			for _, q := range y {
				var same bool
				if flip {
					same = stSameAcross(t, sy, q, sx, p, memo)
				} else {
					same = stSameAcross(t, sx, p, sy, q, memo)
				}
				if same {
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
	v := sub(al, s1, bl, s2, false) && sub(bl, s2, al, s1, true) &&
		sub(ar, s1, br, s2, false) && sub(br, s2, ar, s1, true)
	memo[key] = v
	return v
}

// stBigSum returns the forms of 8 random day-4 games, each with a
// canonical form born on day 4 that is not a NUS value, so that the
// canonical form of their sum takes a few hundred polls.
func stBigSum(t *testing.T, s *Store, seed int64) []ID {
	rng := rand.New(rand.NewSource(seed))
	var ids []ID
	probe := NewStore()
	for len(ids) < 8 {
		g := refRandom(rng, 4)
		c := stCanon(t, probe, fromRef(probe, g))
		if _, ok := probe.NUSValue(c); ok {
			continue
		}
		if b, _ := probe.Birthday(c); b < 4 {
			continue
		}
		ids = append(ids, fromRef(s, g))
	}
	return ids
}

func TestStoreInterrupt(t *testing.T) {
	errStop := errors.New("stop")
	for _, seed := range []int64{1, 2} {
		// The answer, from a store never interrupted.
		clean := stNewStore(t)
		cleanSum := st(t)(clean.Plus(stBigSum(t, clean, seed)...))
		polls := 0
		clean.SetPoll(func() error { polls++; return nil })
		want := stCanon(t, clean, cleanSum)
		clean.SetPoll(nil)
		if polls < 20 {
			t.Fatalf("seed %d: only %d polls: the computation is too small to interrupt", seed, polls)
		}
		check := func(what string, s *Store, sum ID) {
			t.Helper()
			got := stCanon(t, s, sum)
			if !stSameAcross(t, s, got, clean, want, map[[2]ID]bool{}) {
				t.Errorf("seed %d, %s: the canonical form differs from an uninterrupted store's:\n%s\nvs\n%s",
					seed, what, stShow(s, got), stShow(clean, want))
			}
			if again := stCanon(t, s, sum); again != got {
				t.Errorf("seed %d, %s: Canonical not stable: %d then %d", seed, what, got, again)
			}
			if err := stCheckCanonical(t, s, got); err != nil {
				t.Errorf("seed %d, %s: %v", seed, what, err)
			}
			b1, _ := s.Birthday(got)
			b2, _ := clean.Birthday(want)
			if b1 != b2 {
				t.Errorf("seed %d, %s: birthday %d, uninterrupted %d", seed, what, b1, b2)
			}
		}

		// A fresh store interrupted once, at poll n+1 (deterministic), then
		// asked again with no poll.
		for _, n := range []int{0, 1, polls / 3, polls - 1} {
			s := stNewStore(t)
			sum := st(t)(s.Plus(stBigSum(t, s, seed)...))
			calls := 0
			s.SetPoll(func() error {
				calls++
				if calls > n {
					return fmt.Errorf("after %d polls: %w", n, errStop)
				}
				return nil
			})
			if c, err := s.Canonical(sum); !errors.Is(err, errStop) {
				t.Errorf("seed %d, stop after %d of %d polls: Canonical = %d, %v; want the poll's error", seed, n, polls, c, err)
			}
			if len(s.pend) != 0 {
				t.Errorf("seed %d: %d games under construction left after the interruption", seed, len(s.pend))
			}
			// Other operations report the error as well.
			calls = 0
			if _, err := s.Birthday(sum); n == 0 && !errors.Is(err, errStop) {
				t.Errorf("seed %d: Birthday with a failing poll: %v", seed, err)
			}
			s.SetPoll(nil)
			check(fmt.Sprintf("interrupted after %d polls", n), s, sum)
		}

		// One store interrupted again and again, each time getting further
		// (the work done is kept), until it finishes.
		s := stNewStore(t)
		sum := st(t)(s.Plus(stBigSum(t, s, seed)...))
		finished := false
		for round := 0; round < 10*polls && !finished; round++ {
			calls := 0
			s.SetPoll(func() error {
				calls++
				if calls > 2 {
					return errStop
				}
				return nil
			})
			_, err := s.Canonical(sum)
			switch {
			case err == nil:
				finished = true
			case !errors.Is(err, errStop):
				t.Fatalf("seed %d: unexpected error %v", seed, err)
			}
		}
		if !finished {
			t.Errorf("seed %d: interrupted every 3 polls, the computation never finished: work is not kept", seed)
		}
		s.SetPoll(func() error { return nil }) // a poll that never fails changes nothing
		check("interrupted repeatedly", s, sum)
	}
}

// TestStoreInterruptCompare: comparisons interrupted part way (with the
// comparison cache on) leave the store giving the right answers.
func TestStoreInterruptCompare(t *testing.T) {
	errStop := errors.New("stop")
	s := stNewStore(t)
	s.LeqCache = true
	ids := stBigSum(t, s, 2)
	a := st(t)(s.Plus(ids[:4]...))
	b := st(t)(s.Plus(ids[4:]...))
	clean := stNewStore(t)
	cids := stBigSum(t, clean, 2)
	ca := st(t)(clean.Plus(cids[:4]...))
	cb := st(t)(clean.Plus(cids[4:]...))
	interrupted := 0
	for n := 0; n < 8; n++ {
		// Compare A + n/4 with B: a new comparison each time.
		x := NewDyadic(int64(n), 2)
		d := st(t)(s.Plus(a, s.Number(x)))
		calls := 0
		s.SetPoll(func() error {
			calls++
			if calls > n/2 {
				return errStop
			}
			return nil
		})
		if _, err := s.Compare(d, b); errors.Is(err, errStop) {
			interrupted++
		} else if err != nil {
			t.Errorf("Compare: unexpected error %v", err)
		}
		s.SetPoll(nil)
		got := stRel(t)(s.Compare(d, b))
		want := stRel(t)(clean.Compare(st(t)(clean.Plus(ca, clean.Number(x))), cb))
		if got != want {
			t.Errorf("A + %s vs B: %v after an interruption, %v in a clean store", x, got, want)
		}
	}
	if interrupted == 0 {
		t.Errorf("no comparison was interrupted: the test does not test anything")
	}
}

// ---------------------------------------------------------------------------
// 8. The comparison cache.

func TestStoreLeqCache(t *testing.T) {
	on, off := stNewStore(t), stNewStore(t)
	on.LeqCache, off.LeqCache = true, false
	gs := stRandomGames(606, stSize(400, 80), 4)
	var fon, foff []ID
	for _, g := range gs {
		fon = append(fon, fromRef(on, g))
		foff = append(foff, fromRef(off, g))
	}
	rng := rand.New(rand.NewSource(607))
	mismatches := 0
	for range stSize(3000, 500) {
		i, j := rng.Intn(len(gs)), rng.Intn(len(gs))
		r1 := stRel(t)(on.Compare(fon[i], fon[j]))
		r2 := stRel(t)(off.Compare(foff[i], foff[j]))
		if r1 != r2 {
			mismatches++
			if mismatches <= 3 {
				t.Errorf("Compare(%s, %s): %v with the cache, %v without", stRefShow(gs[i]), stRefShow(gs[j]), r1, r2)
			}
		}
		// Sums compare through cached comparisons of their options too.
		if i%4 == 0 {
			k := rng.Intn(len(gs))
			s1 := stCanon(t, on, st(t)(on.Plus(fon[i], fon[k])))
			s2 := stCanon(t, off, st(t)(off.Plus(foff[i], foff[k])))
			if !stSameAcross(t, on, s1, off, s2, map[[2]ID]bool{}) {
				mismatches++
				t.Errorf("sum of %s and %s: different canonical forms with and without the cache", stRefShow(gs[i]), stRefShow(gs[k]))
			}
			r1 := stRel(t)(on.Compare(s1, fon[j]))
			r2 := stRel(t)(off.Compare(s2, foff[j]))
			if r1 != r2 {
				mismatches++
				if mismatches <= 3 {
					t.Errorf("Compare(sum, G): %v with the cache, %v without", r1, r2)
				}
			}
		}
	}
	if mismatches > 3 {
		t.Errorf("%d mismatches in all", mismatches)
	}
	// Turning the cache off and on again mid-session keeps answers right.
	on.LeqCache = false
	for i := 0; i+1 < len(gs) && i < 100; i++ {
		r1 := stRel(t)(on.Compare(fon[i], fon[i+1]))
		on.LeqCache = i%2 == 0
		r2 := stRel(t)(on.Compare(fon[i], fon[i+1]))
		if want := stRelation(refCompare(refCanon(gs[i]), refCanon(gs[i+1]))); r1 != want || r2 != want {
			t.Errorf("Compare(%s, %s) = %v / %v toggling the cache; reference %v", stRefShow(gs[i]), stRefShow(gs[i+1]), r1, r2, want)
		}
	}
}

// ---------------------------------------------------------------------------
// Miscellany of the Store API.

func TestStoreBasics(t *testing.T) {
	s := stNewStore(t)
	if s.Len() < 1 || s.Kind(Zero) != Canonical {
		t.Fatalf("a new store: Len %d, kind of Zero %d", s.Len(), s.Kind(Zero))
	}
	// The comparison cache is on in a new store (Store.LeqCache doc).
	if !NewStore().LeqCache {
		t.Errorf("LeqCache is off in a new store")
	}
	if v, ok := s.NUSValue(Zero); !ok || !v.IsZero() {
		t.Errorf("NUSValue(Zero) = %v, %v", v, ok)
	}
	// Zero is the game 0 in every store: ID 0.
	if s.Integer(0) != Zero || s.Number(Dyadic{}) != Zero || s.Value(NUS{}) != Zero {
		t.Errorf("0 is not Zero")
	}
	// Hash-consing: the same form is the same node, options as sets.
	one := s.Integer(1)
	f1 := s.NewForm([]ID{Zero, one, Zero}, []ID{one})
	f2 := s.NewForm([]ID{one, Zero}, []ID{one, one})
	if f1 != f2 {
		t.Errorf("NewForm: the same option sets give nodes %d and %d", f1, f2)
	}
	if s.Kind(f1) != Form {
		t.Errorf("NewForm gives kind %d", s.Kind(f1))
	}
	l, r := stOpts(t, s, f1)
	if !slices.Equal(l, []ID{Zero, one}) && !slices.Equal(l, []ID{one, Zero}) || !slices.Equal(r, []ID{one}) {
		t.Errorf("FormOptions({0,1|1}) = %v | %v", l, r)
	}
	// {0,1|1}: 0 is dominated by 1, leaving {1|1} = 1* (ONAG ch. 10; Siegel II.2).
	if c := stCanon(t, s, f1); c != s.Value(NUS{X: DyadicInt(1), M: 1}) {
		t.Errorf("{0,1|1} = %s, want 1*", stShow(s, c))
	}
	// A form {|} is not Zero but canonicalises to it.
	e := s.NewForm(nil, nil)
	if e == Zero || stCanon(t, s, e) != Zero {
		t.Errorf("the form {|}: node %d, canonical %d", e, stCanon(t, s, e))
	}
	// FormOptions of a sum is nil, nil.
	sum := st(t)(s.Plus(f1, e))
	if s.Kind(sum) != Sum {
		t.Fatalf("Plus of two forms has kind %d", s.Kind(sum))
	}
	if l, r, err := s.FormOptions(sum); l != nil || r != nil || err != nil {
		t.Errorf("FormOptions(sum) = %v, %v, %v", l, r, err)
	}
	// Names live in a Display, not in the store.
	var d Display
	if _, ok := d.Name(f1); ok {
		t.Errorf("a new Display names f1")
	}
	d.SetName(f1, "G")
	if n, ok := d.Name(f1); !ok || n != "G" {
		t.Errorf("Name = %q, %v", n, ok)
	}
	if got := (&Printer{Store: s, Display: &d}).String(sum); got != "G+{|}" && got != "{|}+G" {
		t.Errorf("a named summand prints as %q", got)
	}
	if got := (&Printer{Store: s}).String(f1); got == "G" {
		t.Errorf("a printer without the Display prints the name")
	}
	p := &Printer{Store: s, Display: &d, Name: func(id ID) (string, bool) { return "H", id == f1 }}
	if got := p.String(f1); got != "H" {
		t.Errorf("Printer.Name: %q", got)
	}
	// Display.Canon marks the form to print by its canonical form (rule 4).
	f3 := s.NewForm([]ID{s.Integer(-1)}, []ID{s.Integer(1)})
	if got := (&Printer{Store: s, Display: &d}).String(f3); got != "{-1|1}" {
		t.Errorf("form {-1|1} prints %q", got)
	}
	if _, ok := d.Shown(f3); ok {
		t.Errorf("Shown before Canon")
	}
	if c := st(t)(d.Canon(s, f3)); c != Zero {
		t.Errorf("Canon({-1|1}) = %s", stShow(s, c))
	}
	if c, ok := d.Shown(f3); !ok || c != Zero {
		t.Errorf("Shown({-1|1}) = %d, %v", c, ok)
	}
	if _, ok := (*Display)(nil).Shown(f3); ok {
		t.Errorf("a nil Display marks f3")
	}
	// {-1|1} = 0: Siegel II.3.
	if got := (&Printer{Store: s, Display: &d}).String(f3); got != "0" {
		t.Errorf("form {-1|1} after Canon prints %q, want 0", got)
	}
	if got := (&Printer{Store: s}).String(f3); got != "{-1|1}" {
		t.Errorf("form {-1|1} after Canon prints %q without the Display, want {-1|1}", got)
	}
	if !strings.HasPrefix(ErrTooLarge.Error(), "game too large") {
		t.Errorf("ErrTooLarge: %v", ErrTooLarge)
	}
}

// TestStoreTooLarge: values beyond the representation fail with
// ErrTooLarge, not a panic or a wrong answer.
func TestStoreTooLarge(t *testing.T) {
	s := stNewStore(t)
	big := s.Value(NUS{U: 1 << 62})
	if _, err := s.Plus(big, big, big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Plus of 3·2^62 ups: %v, want ErrTooLarge", err)
	}
	if _, _, err := s.FormOptions(s.Value(NUS{M: 1 << 30})); !errors.Is(err, ErrTooLarge) {
		t.Errorf("options of *2^30: %v, want ErrTooLarge", err)
	}
	// The store is still usable.
	if c := stCanon(t, s, st(t)(s.Parse("{0|*}", nil))); c != s.Value(NUS{U: 1}) {
		t.Errorf("after ErrTooLarge, {0|*} = %s", stShow(s, c))
	}
}

// TestStoreTooDeep: a computation recursing beyond the depth bound fails
// with ErrTooDeep instead of overflowing the stack, and the store is left
// working (Store doc and store.go, maxDepth).
func TestStoreTooDeep(t *testing.T) {
	if testing.Short() {
		t.Skip("deep nesting: skipped in -short mode")
	}
	s := stNewStore(t)
	// f_n = {f_(n−1)|} = n (ONAG ch. 0: n+1 = {n|}).
	chain := []ID{Zero}
	for i := 1; i <= maxDepth+10; i++ {
		chain = append(chain, s.NewForm([]ID{chain[i-1]}, nil))
	}
	top := chain[len(chain)-1]
	if c, err := s.Canonical(top); !errors.Is(err, ErrTooDeep) {
		t.Fatalf("Canonical of a form nested %d deep = %d, %v; want ErrTooDeep", len(chain)-1, c, err)
	}
	if _, err := s.Birthday(top); !errors.Is(err, ErrTooDeep) {
		t.Errorf("Birthday of a form nested %d deep: %v; want ErrTooDeep", len(chain)-1, err)
	}
	// The store still works, and depths below the bound are fine.
	if c := stCanon(t, s, chain[1000]); c != s.Integer(1000) {
		t.Errorf("{999|} = %s, want 1000", stShow(s, c))
	}
	if c := stCanon(t, s, st(t)(s.Parse("{0|*}", nil))); c != s.Value(NUS{U: 1}) {
		t.Errorf("after ErrTooDeep, {0|*} = %s", stShow(s, c))
	}
	mid := len(chain) / 2
	if c := stCanon(t, s, chain[mid]); c != s.Integer(int64(mid)) {
		t.Errorf("a form nested %d deep = %s, want %d", mid, stShow(s, c), mid)
	}
}
