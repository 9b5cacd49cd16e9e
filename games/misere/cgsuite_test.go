package misere

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cgcalc/games/impartial"
)

// cgsuiteCases are the games of CGSuite's misère tests: CGSuite (Siegel),
// version 2.x, lib/core/src/test/scala/org/cgsuite/lang/
// MisereCanonicalGameTestCase.scala. in is CGSuite's input (a list of
// options), out its display string; the other fields are its expected
// values, phyla as the predicates IsTame, IsGenerallyTame, IsTameable,
// IsRestive (hereditarily), IsGenerallyRestive, IsRestless; options and
// parts as displayed (parts as a set: CGSuite lists them by partition).
var cgsuiteCases = []struct {
	in, out                                  string
	birthday, nim, misereNim                 int
	even                                     bool
	mate                                     string
	tame, gtame, tameable, restive, grestive bool
	restless                                 bool
	options, parts                           []string
}{
	{"*[0]", "*[0]", 0, 0, 1, true, "*[1]", true, true, true, false, false, false, nil, nil},
	{"*[1]", "*[1]", 1, 1, 0, false, "*[0]", true, true, true, false, false, false, []string{"*[0]"}, nil},
	{"*[2]", "*[2]", 2, 2, 2, true, "*[2]", true, true, true, false, false, false, []string{"*[0]", "*[1]"}, nil},
	{"*[[2]]", "*[2#]", 3, 0, 0, true, "*[2#]", true, true, true, false, false, false, []string{"*[2]"}, []string{"*[2]", "*[2[#-2]]"}},
	{"*[[[2]]]", "*[2##]", 4, 1, 1, true, "*[2##]", true, true, true, false, false, false, []string{"*[2#]"},
		[]string{"*[2]", "*[2[##-2]]", "*[2#]", "*[2[##-2]0]", "*[2[#-2]]", "*[(2[##-2]0)[2]]"}},
	{"*[2]+*[2]", "*[2[2]]", 4, 0, 0, true, "*[2[2]]", true, true, true, false, false, false, []string{"*[2]", "*[3]"}, []string{"*[2]"}},
	{"*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, 0, 0, true, "*[2[#2#]]", true, true, true, false, false, false, []string{"*[2[#2]]"},
		[]string{"*[2]", "*[2[#2#-2]]", "*[2#]", "*[2[2]]", "*[2[#2#-2-2]]", "*[2[#-2]]", "*[2[#2]]"}},
	{"*[[2],0]", "*[2#0]", 4, 1, 2, true, "*[2#1]", false, false, false, true, true, false, []string{"*[0]", "*[2#]"}, nil},
	{"*[[2],1]", "*[2#1]", 4, 2, 1, true, "*[2#0]", false, false, false, false, false, true, []string{"*[1]", "*[2#]"}, nil},
	{"*[[*[4]+*[2]]]", "*[4[2#]]", 7, 0, 0, true, "*[4[2#]]", true, true, true, false, false, false, []string{"*[4[2]]"},
		[]string{"*[2]", "*[4[2#-2]]", "*[4]", "*[4[2#-4]]"}},
	{"*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, 0, 0, true, "*[(2#0)2##]", false, true, true, false, false, false, []string{"*[2##]", "*[2#1]"}, nil},
	{"*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, 0, 0, true, "*[((2#1)10)2##]", false, true, true, false, false, false, []string{"*[2##]", "*[(2#0)10]"}, nil},
	{"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, 0, 1, true, "*[((2#1)2[#1]2#)(2#0)[1]]",
		false, false, true, false, false, false, []string{"*[(2#1)[1]]", "*[(2#0)2[#1]2#]"}, nil},
	{"*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, 0, 2, true, "*[(2#21)2[#1]0]", false, false, false, false, true, false,
		[]string{"*[1]", "*[2[#1]]", "*[2#20]"}, nil},
}

func compacts(s *MStore, ids []MID) []string {
	var out []string
	for _, id := range ids {
		out = append(out, s.Compact(id))
	}
	return out
}

func TestCGSuiteCases(t *testing.T) {
	s := NewMStore()
	for _, c := range cgsuiteCases {
		g, err := s.Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got := s.Compact(g); got != c.out {
			t.Errorf("%s prints %s, want %s (CGSuite tests)", c.in, got, c.out)
		}
		// Its display string reads back to the same game.
		if back, err := s.Parse(c.out); err != nil || back != g {
			t.Errorf("Parse(%q) = %d, %v; want %d", c.out, back, err, g)
		}
		if s.Birthday(g) != c.birthday || s.NimValue(g) != c.nim || s.MisereNimValue(g) != c.misereNim {
			t.Errorf("%s: birthday %d, G+ %d, G- %d; want %d %d %d (CGSuite tests)", c.out, s.Birthday(g), s.NimValue(g), s.MisereNimValue(g), c.birthday, c.nim, c.misereNim)
		}
		if s.IsEven(g) != c.even {
			t.Errorf("%s: IsEven %v (CGSuite tests)", c.out, s.IsEven(g))
		}
		if got := s.Compact(s.Mate(g)); got != c.mate {
			t.Errorf("%s: mate %s, want %s (CGSuite tests)", c.out, got, c.mate)
		}
		p := s.Phylum(g)
		got := []bool{p.Tame(), p.GenerallyTame(), p.Tameable(), p.Restive(), p.GenerallyRestive(), p.Restless()}
		want := []bool{c.tame, c.gtame, c.tameable, c.restive, c.grestive, c.restless}
		if !slices.Equal(got, want) {
			t.Errorf("%s: phylum %v: tame, generally tame, tameable, restive, generally restive, restless = %v, want %v (CGSuite tests)", c.out, p, got, want)
		}
		if got := compacts(s, s.cgsOrder(g)); !slices.Equal(got, c.options) {
			t.Errorf("%s: options %v, want %v (CGSuite tests)", c.out, got, c.options)
		}
		gotParts := compacts(s, s.Parts(g))
		wantParts := slices.Clone(c.parts)
		slices.Sort(gotParts)
		slices.Sort(wantParts)
		if !slices.Equal(gotParts, wantParts) {
			t.Errorf("%s: parts %v, want %v (CGSuite tests)", c.out, gotParts, wantParts)
		}
		for _, text := range append(append([]string{c.mate}, c.options...), c.parts...) {
			id, err := s.Parse(text)
			if err != nil || s.Compact(id) != text {
				t.Errorf("Parse(%q) prints %q, %v", text, s.Compact(id), err)
			}
		}
	}
}

// randomForms returns n distinct canonical forms of birthday ≤ 12: the
// forms born by day 3, then games of 1–4 forms already made and sums of
// two of them, from a fixed seed.
func randomForms(s *MStore, n int, seed uint64) []MID {
	r := rand.New(rand.NewPCG(seed, 7))
	pool, _ := s.BornBy(3)
	seen := map[MID]bool{}
	for _, g := range pool {
		seen[g] = true
	}
	for len(pool) < n {
		var g MID
		if r.IntN(4) == 0 {
			g = s.Sum(pool[r.IntN(len(pool))], pool[r.IntN(min(len(pool), 40))])
		} else {
			var opts []MID
			for range 1 + r.IntN(4) {
				opts = append(opts, pool[r.IntN(len(pool))])
			}
			g = s.Game(opts)
		}
		if !seen[g] && s.Birthday(g) <= 12 {
			seen[g] = true
			pool = append(pool, g)
		}
	}
	return pool
}

// listText writes g in CGSuite's input notation (nested lists of options).
func listText(s *MStore, g MID) string {
	if k, ok := s.IsNimber(g); ok {
		return strconv.Itoa(k)
	}
	var parts []string
	for _, o := range s.Options(g) {
		parts = append(parts, listText(s, o))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// TestCGSuiteRoundTrip: every printed form reads back to the same game, and
// CGSuite's notation prints back character for character, on 1500 random
// canonical forms; CGSuite's list input reads too.
func TestCGSuiteRoundTrip(t *testing.T) {
	s := NewMStore()
	forms := randomForms(s, 1500, 1)
	// Differences {G} − *2 print with -2 subscripts (as {*2} − *2 does).
	for _, g := range forms[:300] {
		if d, ok := s.Difference(s.Game([]MID{g}), s.Nimber(2)); ok {
			forms = append(forms, d)
		}
	}
	subscripts := 0
	for _, g := range forms {
		text := s.CGSuite(g)
		if strings.HasPrefix(text, "<") {
			continue
		}
		if strings.Contains(text, "-") {
			subscripts++
		}
		back, err := s.Parse(text)
		if err != nil || back != g {
			t.Fatalf("Parse(%q) = %d, %v; want %d", text, back, err, g)
		}
		if again := s.Compact(back); again != text {
			t.Fatalf("%q prints back as %q", text, again)
		}
		for _, other := range []string{s.String(g), s.Braces(g)} {
			if back, err := s.Parse(other); err != nil || back != g {
				t.Fatalf("Parse(%q) = %d, %v; want %d", other, back, err, g)
			}
		}
		if l := listText(s, g); len(l) < 2000 && !strings.Contains(l, "&") {
			if back, err := s.Parse("*[" + l + "]"); err != nil || back != g {
				t.Fatalf("Parse(%q) = %d, %v; want %d", "*["+l+"]", back, err, g)
			}
		}
	}
	if subscripts == 0 {
		t.Errorf("no random form needed a -k subscript: the test is too weak")
	}
}

// TestParity: Conway's even/odd pairs (ONAG ch. 12; CGSuite's IsEven).
// For every G ≠ 0 exactly one of G, G + * has the other as an option, and
// the odd one's options are exactly the even one E and the E' + *.
func TestParity(t *testing.T) {
	s := NewMStore()
	star := s.Nimber(1)
	for _, g := range randomForms(s, 1000, 2) {
		if g == Zero {
			continue
		}
		h := s.Sum(g, star)
		gh, hg := s.hasOption(g, h), s.hasOption(h, g)
		if gh == hg {
			t.Fatalf("%s and %s: options of each other %v, %v; want exactly one", s.Compact(g), s.Compact(h), gh, hg)
		}
		even, odd := g, h
		if gh {
			even, odd = h, g
		}
		want := []MID{even}
		for _, o := range s.nodes[even].opts {
			want = append(want, s.Sum(o, star))
		}
		slices.SortFunc(want, s.less)
		if !slices.Equal(s.nodes[odd].opts, want) {
			t.Fatalf("%s: options are not %s and its options plus *", s.Compact(odd), s.Compact(even))
		}
		if e, isOdd := s.EvenPart(g); e != even || isOdd != (g == odd) {
			t.Fatalf("EvenPart(%s) = %s, %v", s.Compact(g), s.Compact(e), isOdd)
		}
	}
}

// TestDifferenceAndParts: by cancellation (Conway, ONAG ch. 12) the
// difference (X + Y) − X is Y; and X's even part is a part of X + Y
// (definition of a part), unless it is 0 or the sum's own even part.
func TestDifferenceAndParts(t *testing.T) {
	t.Parallel()
	s := NewMStore()
	var forms []MID
	for _, g := range randomForms(s, 400, 3) {
		if s.Birthday(g) <= 8 {
			forms = append(forms, g)
		}
	}
	r := rand.New(rand.NewPCG(3, 3))
	sums := 150
	if testing.Short() {
		sums = 80
	}
	for range sums {
		x, y := forms[r.IntN(len(forms))], forms[r.IntN(min(len(forms), 40))]
		g := s.Sum(x, y)
		if d, ok := s.Difference(g, x); !ok || d != y {
			t.Fatalf("(%s + %s) − %s = %s, %v", s.Compact(x), s.Compact(y), s.Compact(x), s.Compact(d), ok)
		}
		ex, _ := s.EvenPart(x)
		eg, _ := s.EvenPart(g)
		if ex != Zero && ex != eg && !slices.Contains(s.Parts(g), ex) {
			t.Fatalf("%s is not among the parts of %s + %s", s.Compact(ex), s.Compact(x), s.Compact(y))
		}
		for _, p := range s.Parts(g) {
			if d, ok := s.Difference(g, p); !ok || s.Sum(p, d) != g {
				t.Fatalf("part %s of %s: no difference", s.Compact(p), s.Compact(g))
			}
		}
	}
}

// mateFaithful reports whether each follower F ∉ {0, *} of g has a mate
// whose canonical options are exactly the distinct mates of F's options.
func mateFaithful(s *MStore, g MID, memo map[MID]bool) bool {
	if g == Zero || g == s.Nimber(1) {
		return true
	}
	if v, ok := memo[g]; ok {
		return v
	}
	var ms []MID
	ok := true
	for _, o := range s.nodes[g].opts {
		ok = ok && mateFaithful(s, o, memo)
		ms = append(ms, s.Mate(o))
	}
	slices.SortFunc(ms, s.less)
	ok = ok && slices.Equal(slices.Compact(ms), s.nodes[s.Mate(g)].opts) && len(ms) == len(s.nodes[g].opts)
	memo[g] = ok
	return ok
}

// TestMateInvolution: the mate is an involution where the definition makes
// it one. Derivation: mate swaps 0 and *; if mate(F) is exactly
// {mate(F')} for F and all its followers, then by induction
// mate(mate(F)) = {mate(mate(F'))} = {F'} = F. (It is not one in general:
// a mate can simplify to 0, whose mate is *.)
func TestMateInvolution(t *testing.T) {
	s := NewMStore()
	memo := map[MID]bool{}
	checked := 0
	for _, g := range randomForms(s, 2000, 4) {
		if !mateFaithful(s, g, memo) {
			continue
		}
		checked++
		if s.Mate(s.Mate(g)) != g {
			t.Fatalf("mate(mate(%s)) = %s", s.Compact(g), s.Compact(s.Mate(s.Mate(g))))
		}
	}
	if checked < 500 {
		t.Errorf("only %d forms checked", checked)
	}
}

// TestPhylumTame: a hereditarily tame form is one whose genus and whose
// followers' genera are all tame (Conway, ONAG ch. 12: 0^120, 1^031 or
// n^{n(n⊕2)}; Genus.Tame); checked against that definition, and against
// the normal and misère nim values of nim heaps.
func TestPhylumTame(t *testing.T) {
	s := NewMStore()
	var tameByGenus func(MID) bool
	memo := map[MID]bool{}
	tameByGenus = func(g MID) bool {
		if v, ok := memo[g]; ok {
			return v
		}
		_, v := s.Genus(g).Tame()
		for _, o := range s.nodes[g].opts {
			v = v && tameByGenus(o)
		}
		memo[g] = v
		return v
	}
	tame, wild := 0, 0
	for _, g := range randomForms(s, 2000, 5) {
		if got, want := s.Phylum(g).Tame(), tameByGenus(g); got != want {
			t.Fatalf("%s: phylum %v, tame by genus %v", s.Compact(g), s.Phylum(g), want)
		} else if got {
			tame++
		} else {
			wild++
		}
	}
	if tame < 50 || wild < 50 {
		t.Errorf("tame %d, wild %d: too few of one kind", tame, wild)
	}
	for n := range 20 {
		if p := s.Phylum(s.Nimber(n)); p != NimHeap {
			t.Errorf("*%d: phylum %v", n, p)
		}
	}
}

// TestBornBy: 1, 2, 3, 5, 22 forms born by days 0 … 4 (Conway, ONAG
// ch. 12; Siegel, CGT ch. V), each day containing the one before, with
// birthdays in range; the subset count of CountBornBy agrees with the
// lists on days 1 … 4 (a cheaper form of its day-5 count), and day 5 is
// 4,171,780 (ONAG ch. 12) unless -short.
func TestBornBy(t *testing.T) {
	s := NewMStore()
	want := []int{1, 2, 3, 5, 22}
	for n, w := range want {
		d, err := s.BornBy(n)
		if err != nil || len(d) != w {
			t.Fatalf("BornBy(%d): %d forms, %v; want %d", n, len(d), err, w)
		}
		for _, g := range d {
			if s.Birthday(g) > n {
				t.Errorf("day %d: %s has birthday %d", n, s.Compact(g), s.Birthday(g))
			}
		}
		if n > 0 {
			if got := countSubsets(s, mustBornBy(s, n-1)); got != int64(w) {
				t.Errorf("day %d by subsets: %d, want %d", n, got, w)
			}
		}
	}
	if _, err := s.BornBy(5); err == nil {
		t.Errorf("BornBy(5) lists 4 million forms")
	}
	if _, err := s.CountBornBy(6); err == nil {
		t.Errorf("CountBornBy(6) succeeded")
	}
	before := s.Len()
	if !testing.Short() {
		if n, err := s.CountBornBy(5); err != nil || n != 4171780 {
			t.Errorf("CountBornBy(5) = %d, %v; want 4171780 (ONAG ch. 12)", n, err)
		}
		if s.Len() != before {
			t.Errorf("CountBornBy(5) stored %d forms", s.Len()-before)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s.SetContext(ctx)
	if _, err := s.CountBornBy(5); err != context.Canceled {
		t.Errorf("CountBornBy(5) with a cancelled context: %v", err)
	}
}

func mustBornBy(s *MStore, n int) []MID {
	d, err := s.BornBy(n)
	if err != nil {
		panic(err)
	}
	return d
}

// countSubsets counts the subsets of day that are option sets in simplest
// form, as CountBornBy does for day 5.
func countSubsets(s *MStore, day []MID) int64 {
	day = slices.Clone(day)
	slices.SortFunc(day, s.less)
	var count int64
	for mask := range 1 << len(day) {
		var opts []MID
		for i, g := range day {
			if mask&(1<<i) != 0 {
				opts = append(opts, g)
			}
		}
		if id, ok := s.reduce(opts); !ok || slices.Equal(s.nodes[id].opts, opts) {
			count++
		}
	}
	return count
}

// TestCGSuiteParseErrors: the new notation's errors are one line each.
func TestCGSuiteParseErrors(t *testing.T) {
	s := NewMStore()
	for _, c := range []struct{ in, want string }{
		{"*[1[-2]]", `bad game "*[1[-2]]" at byte 6: cannot take *2 away: the game before it is not *2 plus a game`},
		{"*[2[x]]", `bad game "*[2[x]]" at byte 4: unexpected 'x' in a subscript (#, a digit, &n; or -n)`},
		{"*[2[-]]", `bad game "*[2[-]]" at byte 5: - in a subscript needs a nimber (a digit or &n;)`},
		{"*[()]", `bad game "*[()]" at byte 3: empty parentheses`},
		{"*[[2],]", `bad game "*[[2],]" at byte 6: unexpected ']' (a game is 0, *, *n, {…}, *[…] or a sum with +)`},
		{"*[[2] 3]", `bad game "*[[2] 3]" at byte 6: expected , or ] in *[…], not '3'`},
		{"*[2[&99999;]]", `bad game "*[2[&99999;]]" at byte 11: nimber *99999 too large (at most *4096)`},
	} {
		if _, err := s.Parse(c.in); err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q): %v, want %q", c.in, err, c.want)
		}
	}
}

// TestPrintBudget: printing a large form (Kayles 40, whose texts are too
// long) adds at most printBudget forms to the store and describes it.
func TestPrintBudget(t *testing.T) {
	s := NewMStore()
	r, _ := impartial.Parse("kayles")
	g, err := s.Heap(r, 40)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Len()
	for _, text := range []string{s.String(g), s.CGSuite(g)} {
		if !strings.HasPrefix(text, "<canonical form of birthday 40") {
			t.Errorf("Kayles 40 prints %.80q", text)
		}
	}
	if grew := s.Len() - before; grew > printBudget {
		t.Errorf("printing added %d forms", grew)
	}
}
