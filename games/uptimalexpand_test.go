package games

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// Uptimal expansions (uptimalexpand.go) and the printer's CGSuite rules
// (print.go, Printer rules 2 and 3). The up-nths are built here from brace
// texts that Parse reads, by their definition ↑ⁿ = {0 | ↓[n−1]*} (Siegel,
// Combinatorial Game Theory II.4): ↑² = {0|v*}, ↑³ = {0|v*-↑²}, …, not by
// the code under test.

// upEqual reports whether two expansions are the same.
func upEqual(e, f UptimalExpansion) bool {
	return e.X.Equal(f.X) && e.M == f.M && slices.Equal(e.A, f.A)
}

// upNthTexts returns the brace texts of ↑¹ … ↑ⁿ: ↑ⁿ = {0 | * − ↑¹ − … − ↑ⁿ⁻¹}.
func upNthTexts(n int) []string {
	texts := []string{"^"}
	for len(texts) < n {
		texts = append(texts, "{0|*-"+strings.Join(texts, "-")+"}")
	}
	return texts
}

// upNths parses the up-nths ↑¹ … ↑ⁿ.
func upNths(t *testing.T, s *Store, n int) []ID {
	t.Helper()
	var ids []ID
	for _, text := range upNthTexts(n) {
		ids = append(ids, st(t)(s.Parse(text, nil)))
	}
	return ids
}

// upFromExpansion builds x + Σ aᵢ·↑ⁱ + *m as a formal sum of the parsed
// up-nths, and returns its canonical form.
func upFromExpansion(t *testing.T, s *Store, ups []ID, e UptimalExpansion) ID {
	t.Helper()
	terms := []Term{{s.Value(NUS{X: e.X, M: e.M}), 1}}
	for i, a := range e.A {
		if a != 0 {
			terms = append(terms, Term{ups[i], a})
		}
	}
	return stCanon(t, s, st(t)(s.PlusTerms(terms...)))
}

// TestUptimalExpansionBruteForce: every x + a₁↑ + a₂↑² + a₃↑³ + a₄↑⁴ + *m
// with x ∈ {0, 1, −5/4}, m ≤ 4 and −3 ≤ aᵢ ≤ 3, built as a sum of up-nths,
// has exactly that expansion (the cross-check of CGSuite's UptimalTest:
// the same ranges, CGSuite (Siegel), version 2.x).
func TestUptimalExpansionBruteForce(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	ups := upNths(t, s, 4)
	lo := int64(-3)
	if testing.Short() {
		lo = -2
	}
	n := 0
	for _, x := range []Dyadic{DyadicInt(0), DyadicInt(1), NewDyadic(-5, 2)} {
		for m := uint64(0); m <= 4; m++ {
			for a1 := lo; a1 <= -lo; a1++ {
				for a2 := lo; a2 <= -lo; a2++ {
					for a3 := lo; a3 <= -lo; a3++ {
						for a4 := lo; a4 <= -lo; a4++ {
							want := UptimalExpansion{X: x, A: []int64{a1, a2, a3, a4}, M: m}.trimmed()
							g := upFromExpansion(t, s, ups, want)
							got, ok, err := s.UptimalExpansion(g)
							n++
							if err != nil || !ok || !upEqual(got, want) {
								t.Fatalf("%s: UptimalExpansion = %s, %v, %v", want.Expansion(), got.Expansion(), ok, err)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d uptimals recognised", n)
}

// TestUptimalExpansionCGSuite: the expansions in CGSuite's tests (CGSuite
// (Siegel), version 2.x, CanonicalShortGameTestCase, UptimalExpansion
// column, as Expansion writes them) and the games it finds not uptimal.
func TestUptimalExpansionCGSuite(t *testing.T) {
	s := stNewStore(t)
	for _, tt := range []struct {
		game, exp string // exp "" : not an uptimal
	}{
		{"0", "0.0"}, {"5", "5.0"}, {"-1/2", "-1/2.0"}, {"25/16", "25/16.0"}, {"*8", "*8.0"},
		{"9/8*", "9/8*.0"}, {"^", "0.1"}, {"v*", "*.1-"}, {"6+^*", "6*.1"}, {"^*6", "*6.1"},
		{"73/16+v9*8", "73/16*8.9-"},
		{"{0|*||*|||*||||*}", "0.1111"},
		{"{0||0|v*}", "*.12"},
		{"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", "0.0202"},
		{"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "*4.0202"},
		{"{0||0|vvv}", ""}, {"{^^^|vv}", ""}, {"{0||0|-3/2}", ""}, {"{0|||0||-1|-3}", ""},
		{"{5||3|1|||0||||0}", ""}, {"{1|^^||^}", ""}, {"{1|^^^||^}", ""}, {"{3||2+*|1+*}", ""},
		{"{3/2*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", ""},
	} {
		g := st(t)(s.Parse(tt.game, nil))
		e, ok, err := s.UptimalExpansion(g)
		switch {
		case err != nil:
			t.Errorf("%s: %v", tt.game, err)
		case tt.exp == "" && ok:
			t.Errorf("%s: expansion %s, want none", tt.game, e.Expansion())
		case tt.exp != "" && (!ok || e.Expansion() != tt.exp):
			t.Errorf("%s: expansion %s (%v), want %s", tt.game, e.Expansion(), ok, tt.exp)
		}
	}
}

// TestUptimalExpansionSound: whatever expansion is reported for a random
// canonical game, or a sum of one with uptimals, builds back to the game
// from the parsed up-nths (cross-check with an independent construction).
func TestUptimalExpansionSound(t *testing.T) {
	s := stNewStore(t)
	ups := upNths(t, s, 6)
	rng := rand.New(rand.NewSource(31))
	found := 0
	for i, g := range stRandomGames(37, stSize(400, 80), 3) {
		c := stCanon(t, s, fromRef(s, g))
		// An uptimal part, so that some sums are uptimals.
		terms := []Term{{c, int64(i % 2)}}
		for k := range ups {
			if a := rng.Int63n(5) - 2; a != 0 && rng.Intn(2) == 0 {
				terms = append(terms, Term{ups[k], a})
			}
		}
		sum := stCanon(t, s, st(t)(s.PlusTerms(terms...)))
		for _, h := range []ID{c, sum} {
			e, ok, err := s.UptimalExpansion(h)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				continue
			}
			found++
			if b := upFromExpansion(t, s, ups, e); b != h {
				t.Fatalf("%s has expansion %s, which builds %s", stShow(s, h), e.Expansion(), stShow(s, b))
			}
		}
	}
	t.Logf("%d uptimals among the games and sums, each confirmed", found)
}

// TestUptimalExpansionText: the glyphs of compact expansions
// (UptimalExpansion.Text; CGSuite (Siegel), version 2.x, Uptimal's output
// and CanonicalShortGameTestCase: ^[4], ^[4]*, v<4>, ^<2>, ^[2]*) and
// what is compact.
func TestUptimalExpansionText(t *testing.T) {
	for _, tt := range []struct {
		e            UptimalExpansion
		ascii, uni   string
		unit, unitup bool
	}{
		{UptimalExpansion{A: []int64{1, 1, 1, 1}}, "^[4]", "↑[4]", false, true},
		{UptimalExpansion{A: []int64{1, 1, 1, 1}, M: 1}, "^[4]*", "↑[4]*", false, true},
		{UptimalExpansion{A: []int64{0, 0, 0, -1}}, "v<4>", "↓<4>", true, false},
		{UptimalExpansion{A: []int64{0, 1}}, "^<2>", "↑<2>", true, false},
		{UptimalExpansion{A: []int64{1, 1}, M: 1}, "^[2]*", "↑[2]*", false, true},
		{UptimalExpansion{X: DyadicInt(1), A: []int64{0, 0, 1}, M: 1}, "1^<3>*", "1+↑<3>*", true, false},
		{UptimalExpansion{X: NewDyadic(-1, 1), A: []int64{-1, -1, -1}, M: 2}, "-1/2v[3]*2", "-1/2↓[3]*2", false, true},
		// Not compact: the expansion itself.
		{UptimalExpansion{A: []int64{1, 2}, M: 1}, "*.12", "*.12", false, false},
		{UptimalExpansion{X: DyadicInt(2), A: []int64{0, 2, 0, 2}}, "2.0202", "2.0202", false, false},
		{UptimalExpansion{A: []int64{12, -40}}, "0.C(40)-", "0.C(40)-", false, false},
		// k ≤ 1: as NUS values print.
		{UptimalExpansion{X: NewDyadic(73, 4), A: []int64{-9}, M: 8}, "73/16v9*8", "73/16+9↓*8", true, false},
		{UptimalExpansion{M: 6, A: []int64{1}}, "^*6", "↑*6", true, true},
	} {
		if got := tt.e.Text(ASCII); got != tt.ascii {
			t.Errorf("%s: ASCII %q, want %q", tt.e.Expansion(), got, tt.ascii)
		}
		if got := tt.e.Text(Unicode); got != tt.uni {
			t.Errorf("%s: Unicode %q, want %q", tt.e.Expansion(), got, tt.uni)
		}
		if tt.e.Len() >= 2 && (tt.e.IsUnit() != tt.unit || tt.e.IsUnitSum() != tt.unitup) {
			t.Errorf("%s: IsUnit %v, IsUnitSum %v", tt.e.Expansion(), tt.e.IsUnit(), tt.e.IsUnitSum())
		}
	}
}

// cgsTest is a display string of CGSuite's tests: the game, built from
// braces, and how CGSuite prints it (ASCII) with its Unicode counterpart.
type cgsTest struct {
	what       string
	g          ID
	ascii, uni string
}

// TestPrintCGSuite: games printed exactly as CGSuite prints them (CGSuite
// (Siegel), version 2.x, CanonicalShortGameTestCase: each game's display
// string and the display strings of its companion, incentives, options,
// freeze and reduced canonical form where they are single games), built
// from brace texts the parser reads. The Unicode texts are the same games
// in cgcalc's Unicode (Printer rules 2–3).
func TestPrintCGSuite(t *testing.T) {
	s := stNewStore(t)
	ups := upNths(t, s, 4)
	g := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	plus := func(ids ...ID) ID { return stCanon(t, s, st(t)(s.Plus(ids...))) }
	neg := func(id ID) ID { return st(t)(s.Minus(id)) }
	star := s.Value(NUS{M: 1})
	braces := func(l, r []ID) ID { return st(t)(s.FromOptions(l, r)) }
	upSum4 := plus(ups...) // ↑[4]
	tests := []cgsTest{
		// Numbers, nimbers, NUS values.
		{"0", g("0"), "0", "0"},
		{"5", g("5"), "5", "5"},
		{"-1/2", g("-1/2"), "-1/2", "-1/2"},
		{"25/16", g("25/16"), "25/16", "25/16"},
		{"*8", g("*8"), "*8", "*8"},
		{"9/8*", g("9/8*"), "9/8*", "9/8*"},
		{"^", g("^"), "^", "↑"},
		{"v*", g("v*"), "v*", "↓*"},
		{"6+^*", g("6+^*"), "6^*", "6+↑*"},
		{"^*6", g("^*6"), "^*6", "↑*6"},
		{"73/16+v9*8", g("73/16+v9*8"), "73/16v9*8", "73/16+9↓*8"},
		{"73/16+v9*8 left option", g("73/16+v8*9"), "73/16v8*9", "73/16+8↓*9"},
		// More complex uptimals.
		{"{0|*||*|||*||||*}", g("{0|*||*|||*||||*}"), "^[4]", "↑[4]"},
		{"↑[4] as a sum of up-nths", upSum4, "^[4]", "↑[4]"},
		{"companion of ↑[4]", plus(upSum4, star), "^[4]*", "↑[4]*"},
		{"left incentive of ↑[4]", neg(ups[3]), "v<4>", "↓<4>"},
		{"left option of ↑[4]", plus(ups[:3]...), "^[3]", "↑[3]"},
		{"{0||0|v*}", g("{0||0|v*}"), "{0|^<2>}", "{0|↑<2>}"},
		{"companion of {0||0|v*}", braces([]ID{Zero}, []ID{plus(ups[1], star)}), "{0|^<2>*}", "{0|↑<2>*}"},
		{"incentive of {0||0|v*}", plus(ups[0], ups[1], star), "^[2]*", "↑[2]*"},
		{"left incentive of {0||0|v*}", braces([]ID{neg(ups[1])}, []ID{Zero}), "{v<2>|0}", "{↓<2>|0}"},
		{"0.0202", g("{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}"),
			"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
			"{0||0,↓*|⇓|||{0||0,↓*|⇓|||⇓,{0,↓*|⇓}},{0||0,↓*|⇓}|{0||0,↓*|⇓|||⇓,{0,↓*|⇓}||||⇓}}"},
		{"left option of 0.0202", g("{0||0,v*|vv}"), "{0||0,v*|vv}", "{0||0,↓*|⇓}"},
		{"*4.0202", g("{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}"),
			"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
			"{0,*,*2,*3,{0,*,*2,*3,*4||*4,↓*5|⇓*4}||{0,*,*2,*3,*4||*4,↓*5|⇓*4|||⇓*4,{*4,↓*5|⇓*4}},{0,*,*2,*3,*4||*4,↓*5|⇓*4}|{0,*,*2,*3,*4||*4,↓*5|⇓*4|||⇓*4,{*4,↓*5|⇓*4}||||⇓*4}}"},
		{"an incentive in CGSuite's", g("{^^*4|*4,^*5||0,*,*2,*3,*4}"), "{^^*4|*4,^*5||0,*,*2,*3,*4}", "{⇑*4|*4,↑*5||0,*,*2,*3,*4}"},
		// Other infinitesimals, tinies.
		{"{0||0|vvv}", g("{0||0|vvv}"), "{0||0|v3}", "{0||0|3↓}"},
		{"companion of {0||0|vvv}", g("{0,*||*|v3*}"), "{0,*||*|v3*}", "{0,*||*|3↓*}"},
		{"incentive of {0||0|vvv}", g("{^3,{^3|0}|0}"), "{^3,{^3|0}|0}", "{3↑,{3↑|0}|0}"},
		{"left incentive of {0||0|vvv}", g("{^3|0||0}"), "{^3|0||0}", "{3↑|0||0}"},
		{"{^^^|vv}", g("{^^^|vv}"), "{^3|vv}", "{3↑|⇓}"},
		{"companion of {^^^|vv}", g("{^3*|vv*}"), "{^3*|vv*}", "{3↑*|⇓*}"},
		{"atomic weight of {^^^|vv}", st(t)(s.AtomicWeight(g("{^^^|vv}"))), "{1|0}", "1/2±1/2"},
		{"incentive of {^^^|vv}", g("{^5|0}"), "{^5|0}", "{5↑|0}"},
		{"{0||0|-3/2}", g("{0||0|-3/2}"), "Tiny(3/2)", "Tiny(3/2)"},
		{"companion of Tiny(3/2)", g("{0,*||*|-3/2}"), "{0,*||*|-3/2}", "{0,*||*|-3/2}"},
		{"incentive of Tiny(3/2)", g("{3/2,{3/2|0}|0}"), "{3/2,{3/2|0}|0}", "{3/2,3/4±3/4|0}"},
		{"left incentive of Tiny(3/2)", g("{{3/2|0}|0}"), "Miny(3/2)", "Miny(3/2)"},
		{"{0|||0||-1|-3}", g("{0|||0||-1|-3}"), "Tiny({3|1})", "Tiny(2±1)"},
		{"companion of Tiny({3|1})", g("{0,*|||*||-1|-3}"), "{0,*|||*||-1|-3}", "{0,*||*|-2±1}"},
		{"{5||3|1|||0||||0}", g("{5||3|1|||0||||0}"), "Miny({5||3|1})", "Miny({5|2±1})"},
		{"companion of Miny({5||3|1})", g("{5||3|1|||*||||0,*}"), "{5||3|1|||*||||0,*}", "{5|2±1||*|||0,*}"},
		{"in an incentive of Miny({5||3|1})", g("{{4|2},{5||3|1}|0}"), "{{4|2},{5||3|1}|0}", "{3±1,{5|2±1}|0}"},
		{"in an incentive of Miny({5||3|1})", g("{3,{3|1}|||3|1||0|-2,{-2|-4}}"), "{3,{3|1}|||3|1||0|-2,{-2|-4}}", "{3,2±1|||2±1||0|-2,-3±1}"},
		{"{1|^^||^}", g("{1|^^||^}"), "{1|^^||^}", "{1|⇑||↑}"},
		{"companion of {1|^^||^}", g("{1|^^*||^*}"), "{1|^^*||^*}", "{1|⇑*||↑*}"},
		{"incentive of {1|^^||^}", g("{1v|^||0}"), "{1v|^||0}", "{1+↓|↑||0}"},
		{"incentive of {1|^^||^}", g("{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}"), "{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}", "{{1+↓|↑},{1+↓||1+⇓|0}|0,{↑|0,{0|-1+⇑}}}"},
		{"{1|^^^||^}", g("{1|^^^||^}"), "{1|^3||^}", "{1|3↑||↑}"},
		{"incentive of {1|^^^||^}", g("{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}"), "{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}", "{{1+↓|⇑},{1+↓||1+3↓|0}|0,{⇑|0,{0|-1+3↑}}}"},
		// Hot games.
		{"{3||2+*|1+*}", g("{3||2+*|1+*}"), "{3||2*|1*}", "{3||2+*|1+*}"},
		{"freeze of {3||2*|1*}", st(t)(s.Freeze(g("{3||2+*|1+*}"))), "9/4*", "9/4*"},
		{"reduced canonical form of {3||2*|1*}", st(t)(s.ReducedCanonical(g("{3||2+*|1+*}"))), "{3||2|1}", "{3|3/2±1/2}"},
		{"incentive of {3||2*|1*}", g("{2*|1*||0}"), "{2*|1*||0}", "{2+*|1+*||0}"},
		{"{3/2*|1/2||…}", g("{3/2*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}"), "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "{3/2*|1/2||-3/2±3/2,{-1+*,{-1/2|-1+*}|-5/2}}"},
		{"reduced canonical form of {3/2*|1/2||…}", st(t)(s.ReducedCanonical(g("{3/2*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}"))), "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}", "{1±1/2|-3/2±3/2,{-3/4±1/4|-5/2}}"},
		{"freeze of {3/2*|1/2||…}", st(t)(s.Freeze(g("{3/2*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}"))), "-5/16*", "-5/16*"},
		{"companion of {3/2*|1/2||…}", g("{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}"), "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}", "{3/2*|1/2||{*|-3},{-1+*,{-1/2|-1+*}|-5/2}}"},
		{"an incentive of {3/2*|1/2||…}", g("{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}"),
			"{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}",
			"{{4+*|3||{5/2|3/2*},{5/2|2+*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}"},
		// Not in CGSuite's tests; by the rules of its output (CGSuite
		// (Siegel), version 2.x, CanonicalShortGame and Uptimal: ± for a
		// switch G = −G only, its single option in parentheses unless a
		// number, a nimber or ups alone; a number prefix before Tiny and
		// Miny; four bars keep their braces), Printer rules 3a–3c.
		{"±1", g("{1|-1}"), "+-1", "±1"},
		{"±⇑", g("{^^|vv}"), "+-^^", "±⇑"},
		{"±(1*)", g("{1*|-1*}"), "+-(1*)", "±(1+*)"},
		{"±(1+↑)", g("{1^|-1v}"), "+-(1^)", "±(1+↑)"},
		{"±{2|1}", g("{{2|1}|{-1|-2}}"), "+-{2|1}", "±(3/2±1/2)"},
		{"±{1,1*}", g("{1,1*|-1,-1*}"), "+-{1,1*}", "±{1,1+*}"},
		// A number plus a tiny or miny (as CGSuite's incentives 3Tiny({3|1})
		// and 5Tiny({5||3|1}) show).
		{"2+Tiny(2)", g("{2||2|0}"), "2Tiny(2)", "2+Tiny(2)"},
		{"-1/2+Miny(1)", g("{1/2|-1/2||-1/2}"), "-1/2Miny(1)", "-1/2+Miny(1)"},
		{"3+Tiny({3|1})", plus(g("3"), g("{0|||0||-1|-3}")), "3Tiny({3|1})", "3+Tiny(2±1)"},
		// Four bars keep their braces (CGSuite's maxSlashes, 4).
		{"four bars", g("{8|{7|{6|{5|{4|3}}}}}"), "{8|{7||||6|||5||4|3}}", "{8||||7|||6||5|7/2±1/2}"},
	}
	for _, tt := range tests {
		for _, n := range prNotations {
			want := []string{tt.uni, tt.ascii}[n.n]
			if got := prString(s, nil, n.n, tt.g); got != want {
				t.Errorf("%s (%s): printed %q, want %q", tt.what, n.name, got, want)
			}
			// Each display string reads back to the game it came from.
			if back, err := s.Parse(want, nil); err != nil || back != stCanon(t, s, tt.g) {
				t.Errorf("%s (%s): %q reads back as %s, %v", tt.what, n.name, want, stShow(s, back), err)
			}
		}
	}
	// The incentives CGSuite lists (its Incentives drops dominated ones:
	// each of its must be among ours, printed the same).
	for _, tt := range []struct{ game, incentives string }{
		{"{0|||0||-1|-3}", "{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}"},
		{"{5||3|1|||0||||0}", "{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}"},
		{"{1|^^||^}", "{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}"},
		{"{3/2*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}"},
		{"{0|*||*|||*||||*}", "^[4]*,v<4>"},
	} {
		l, r := stLR(t)(s.Incentives(g(tt.game)))
		var ours []string
		for _, id := range append(l, r...) {
			ours = append(ours, prString(s, nil, ASCII, id))
		}
		for _, want := range splitTop(tt.incentives) {
			if !slices.Contains(ours, want) {
				t.Errorf("incentives of %s: %s missing from %q", tt.game, want, ours)
			}
		}
	}
}

// stLR unwraps a pair of ID lists and an error.
func stLR(t *testing.T) func(l, r []ID, err error) ([]ID, []ID) {
	return func(l, r []ID, err error) ([]ID, []ID) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return l, r
	}
}

// splitTop splits a text at its commas outside braces and parentheses.
func splitTop(text string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range text {
		switch c {
		case '{', '(':
			depth++
		case '}', ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, text[start:i])
				start = i + 1
			}
		}
	}
	return append(out, text[start:])
}

// TestPrintParsesBack: the Unicode and ASCII texts of random canonical
// games (and of their sums with up-nths and tinies, so that every rule
// prints) parse back to the same game (Parse, the printer's inverse).
func TestPrintParsesBack(t *testing.T) {
	s := stNewStore(t)
	ups := upNths(t, s, 3)
	tinies := []ID{st(t)(s.Parse("{0||0|-1}", nil)), st(t)(s.Parse("{0||0|-2}", nil)), st(t)(s.Parse("{1|||1||0|-1}", nil))}
	rng := rand.New(rand.NewSource(53))
	checked := 0
	games := stRandomGames(59, stSize(1200, 200), 3)
	for i, g := range games {
		c := stCanon(t, s, fromRef(s, g))
		terms := []Term{{c, 1}}
		if i%3 != 0 {
			terms = append(terms, Term{ups[rng.Intn(len(ups))], rng.Int63n(5) - 2}, Term{tinies[rng.Intn(len(tinies))], rng.Int63n(3) - 1})
		}
		if i%5 == 0 {
			terms = append(terms, Term{stCanon(t, s, fromRef(s, games[(i+1)%len(games)])), 1})
		}
		for _, h := range []ID{c, stCanon(t, s, st(t)(s.PlusTerms(terms...)))} {
			for _, n := range prNotations {
				text := prString(s, nil, n.n, h)
				checked++
				got, err := s.Parse(text, nil)
				if err != nil || got != h {
					t.Fatalf("%s: %s printed %q, which parses as %s, %v", n.name, stShow(s, h), text, stShow(s, got), err)
				}
			}
		}
	}
	t.Logf("%d texts parsed back", checked)
}

// ExampleUptimalExpansion shows an uptimal's expansion and how it prints.
func ExampleUptimalExpansion() {
	s := NewStore()
	g, _ := s.Parse("{0|*||*|||*}", nil) // ↑ + ↑² + ↑³
	e, ok, _ := s.UptimalExpansion(g)
	fmt.Println(ok, e.Expansion(), e.Text(ASCII), e.Text(Unicode))
	// Output: true 0.111 ^[3] ↑[3]
}
