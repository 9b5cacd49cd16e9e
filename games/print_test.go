package games

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// Printing and parsing: exact texts in both notations, parsing of each
// notation's constructs, error messages, and the round trip
// Parse(Printer.String(g)) = Canonical(g) for canonical games, forms and
// formal sums. The notations are those documented on Notation and Printer
// (print.go) and Store.Parse (parse.go): Unicode, and CGSuite's ASCII.

var prNotations = []struct {
	n    Notation
	name string
}{{Unicode, "Unicode"}, {ASCII, "ASCII"}}

// prString prints id in notation n, with the names and marks of d (which
// may be nil).
func prString(s *Store, d *Display, n Notation, id ID) string {
	return (&Printer{Store: s, Display: d, Notation: n}).String(id)
}

// prRoundTrip checks that both printed texts of id parse back to its
// canonical form. A result with the same form as the canonical form but
// another ID is reported apart: that is a second canonical node for one
// value (see TestStoreNumberByReversal), not a printing fault.
func prRoundTrip(t *testing.T, s *Store, d *Display, rep *stReport, id ID, what string) {
	t.Helper()
	want := stCanon(t, s, id)
	for _, n := range prNotations {
		text := prString(s, d, n.n, id)
		got, err := s.Parse(text, nil)
		switch {
		case err != nil:
			rep.errorf("parse error, "+n.name, "%s: printed %q: %v", what, text, err)
		case got == want:
		case refSameForm(toRef(s, got), toRef(s, want)):
			rep.errorf("same form, another ID, "+n.name, "%s: printed %q, parsed back as node %d, canonical node %d, both %s",
				what, text, got, want, stShow(s, want))
		default:
			rep.errorf("round trip, "+n.name, "%s: printed %q, parsed back as %s, want %s", what, text, stShow(s, got), stShow(s, want))
		}
	}
}

// ---------------------------------------------------------------------------
// Printing of particular games.

func TestPrintTable(t *testing.T) {
	s := stNewStore(t)
	d := NewDyadic
	v := func(x Dyadic, u int64, m uint64) ID { return s.Value(NUS{X: x, U: u, M: m}) }
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	form := func(l, r []ID) ID { return s.NewForm(l, r) }
	sw := func(a, b int64) ID { return st(t)(s.FromOptions([]ID{s.Integer(a)}, []ID{s.Integer(b)})) }
	one, two := s.Integer(1), s.Integer(2)
	fg := form([]ID{Zero}, []ID{one}) // the form {0|1}
	fh := form([]ID{two}, []ID{Zero}) // the form {2|0}
	tests := []struct {
		id         ID
		uni, ascii string
		src        string
	}{
		// NUS values: Notation doc (print.go); ↑, ⇑, 3↑, *2 as in Winning Ways vol. 1 ch. 3.
		{Zero, "0", "0", "Notation doc"},
		{v(d(-5, 3), 0, 0), "-5/8", "-5/8", "Notation doc"},
		{v(DyadicInt(-3), 0, 0), "-3", "-3", "Notation doc"},
		{v(Dyadic{}, 3, 2), "3↑*2", "^3*2", "Notation doc: 3↑ is ↑+↑+↑; CGSuite ^3"},
		{v(DyadicInt(2), -2, 1), "2+⇓*", "2vv*", "Notation doc"},
		{v(d(-1, 1), 1, 1), "-1/2↑*", "-1/2^*", "Notation doc"},
		{v(d(1, 1), -1, 0), "1/2↓", "1/2v", "Notation doc"},
		{v(Dyadic{}, -5, 0), "5↓", "v5", "Notation doc"},
		{v(DyadicInt(1), 0, 1), "1+*", "1*", "Notation doc"},
		{v(Dyadic{}, 0, 7), "*7", "*7", "Notation doc"},
		// Switches: x±y is {x+y|x−y} (Printer rule 3a; ONAG ch. 9). CGSuite
		// writes ± only for a switch G = −G, and {x|y} otherwise (CGSuite
		// (Siegel), version 2.x, CanonicalShortGameTestCase: Tiny({3|1})):
		// the ASCII texts of the last three were 2+-1, -1/2+-1/2 and
		// 1/2+-1/4 before the printer followed it.
		{sw(1, -1), "±1", "+-1", "Printer rule 3a"},
		{sw(3, 1), "2±1", "{3|1}", "Printer rule 3a"},
		{sw(0, -1), "-1/2±1/2", "{0|-1}", "Printer rule 3a"},
		{parse("1/2±1/4"), "1/2±1/4", "{3/4|1/4}", "Printer rule 3a"},
		{parse("{⇑|⇓}"), "±⇑", "+-^^", "Printer rule 3: ±G is {G|−G}"},
		{parse("{1/2↑|-1/2↓}"), "±(1/2↑)", "+-(1/2^)", "Printer rule 3, G in parentheses"},
		// Canonical braces (rule 3): numbers first, then by text.
		{parse("{1|*}"), "{1|*}", "{1|*}", "Printer rule 3"},
		{parse("{0,*|-1}"), "{0,*|-1}", "{0,*|-1}", "Printer rule 3"},
		{parse("{*|-1}"), "{*|-1}", "{*|-1}", "Printer rule 3"},
		// Forms (rule 4): options as built, nested.
		{form([]ID{fg, Zero}, []ID{fh}), "{0,{0|1}|{2|0}}", "{0,{0|1}|{2|0}}", "Printer rule 4"},
		{form(nil, nil), "{|}", "{|}", "Printer rule 4"},
		// Options: numbers first, increasing, then the others by text (Printer doc).
		{form([]ID{two, v(Dyadic{}, 0, 1), s.Integer(-1), v(Dyadic{}, 1, 0)}, nil), "{-1,2,*,↑|}", "{-1,2,*,^|}", "Printer doc: option order"},
		// Formal sums (rule 5): number part, ups and stars, then summands,
		// largest multiplicity first.
		{st(t)(s.Plus(fg, fh)), "{0|1}+{2|0}", "{0|1}+{2|0}", "Printer rule 5"},
		{st(t)(s.PlusTerms(Term{fg, 2}, Term{fh, -3})), "-3{2|0}+2{0|1}", "-3{2|0}+2{0|1}", "Printer rule 5"},
		{st(t)(s.PlusTerms(Term{fg, 1}, Term{v(d(-1, 1), 2, 1), 1})), "-1/2⇑*+{0|1}", "-1/2^^*+{0|1}", "Printer rule 5"},
		{st(t)(s.PlusTerms(Term{fg, -1}, Term{sw(1, -1), 2})), "2(±1)-{0|1}", "2(+-1)-{0|1}", "Printer rule 5"},
	}
	for _, tt := range tests {
		for i, n := range prNotations {
			want := []string{tt.uni, tt.ascii}[i]
			if got := prString(s, nil, n.n, tt.id); got != want {
				t.Errorf("%s (%s): printed %q, want %q", n.name, tt.src, got, want)
			}
		}
	}
}

// ---------------------------------------------------------------------------
// Round trips.

func TestPrintRoundTripRandom(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	d := &Display{} // one for the whole test: Canon's marks stay for later prints
	gs := stRandomGames(707, stSize(600, 100), 3)
	var cs []ID
	for i, g := range gs {
		f := fromRef(s, g)
		c := stCanon(t, s, f)
		cs = append(cs, c)
		prRoundTrip(t, s, d, rep, c, "canonical "+stShow(s, c))
		if i%2 == 0 {
			prRoundTrip(t, s, d, rep, f, "form "+stRefShow(g))
		}
	}
	for i := 0; i+1 < len(cs); i += 3 {
		c := stCanon(t, s, st(t)(s.Plus(cs[i], cs[i+1])))
		prRoundTrip(t, s, d, rep, c, "canonical sum "+stShow(s, c))
		// The formal sums, with a NUS part and multiplicities.
		part := s.Value(NUS{X: NewDyadic(int64(i%7)-3, 2), U: int64(i%5) - 2, M: uint64(i % 3)})
		f := st(t)(s.PlusTerms(Term{fromRef(s, gs[i]), int64(i%3) + 1}, Term{cs[i+1], -1 - int64(i%2)}, Term{part, 1}))
		prRoundTrip(t, s, d, rep, f, "formal sum "+stShow(s, f))
		// After Display.Canon the forms in the sum print over their
		// canonical options (Printer rule 4): the value is unchanged.
		if i%2 == 0 {
			st(t)(d.Canon(s, f))
			prRoundTrip(t, s, d, rep, f, "formal sum after Canon "+stShow(s, f))
		}
	}
	rep.done()
}

// TestPrintRoundTripNames: named summands and options print as their names
// (Printer rule 1), and Parse resolves them back.
func TestPrintRoundTripNames(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	gs := stRandomGames(709, stSize(60, 20), 3)
	names := map[string]ID{}
	resolve := func(name string) (ID, bool) { id, ok := names[name]; return id, ok }
	var d Display
	var ids []ID
	for i, g := range gs {
		f := fromRef(s, g)
		name := fmt.Sprintf("G%d", i)
		d.SetName(f, name)
		names[name] = f
		ids = append(ids, f)
	}
	for i := 0; i+2 < len(ids); i += 3 {
		sum := st(t)(s.PlusTerms(Term{ids[i], 2}, Term{ids[i+1], -1}, Term{s.Value(NUS{X: NewDyadic(-3, 2), U: 1}), 1}))
		form := s.NewForm([]ID{ids[i], sum}, []ID{ids[i+2]})
		c := stCanon(t, s, ids[i+1])
		pm := st(t)(s.FromOptions([]ID{c}, []ID{st(t)(s.Minus(c))}))
		for _, id := range []ID{sum, form, pm} {
			want := stCanon(t, s, id)
			for _, n := range prNotations {
				text := prString(s, &d, n.n, id)
				got, err := s.Parse(text, resolve)
				if err != nil || got != want {
					rep.errorf("names, "+n.name, "printed %q, parsed back as %s (%v), want %s", text, stShow(s, got), err, stShow(s, want))
				}
			}
		}
	}
	rep.done()
}

func TestPrintRoundTripNUS(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	for _, x := range []Dyadic{DyadicInt(0), DyadicInt(1), DyadicInt(-2), NewDyadic(-1, 1), NewDyadic(3, 2), NewDyadic(-7, 3)} {
		for u := int64(-4); u <= 4; u++ {
			for m := uint64(0); m <= 5; m++ {
				id := s.Value(NUS{X: x, U: u, M: m})
				prRoundTrip(t, s, nil, rep, id, stNUSName(NUS{X: x, U: u, M: m}))
			}
		}
	}
	rep.done()
}

// TestPrintRoundTripTricky: hand-picked games whose texts mix the
// notations' constructs.
func TestPrintRoundTripTricky(t *testing.T) {
	s := stNewStore(t)
	rep := newSTReport(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	one := s.Integer(1)
	fg := s.NewForm([]ID{Zero}, []ID{one})
	sw := parse("{0|-1}") // -1/2±1/2
	pmq := parse("1/2±1/4")
	tests := []struct {
		name string
		id   ID
	}{
		{"3↑*2", parse("3↑*2")},
		{"2+⇓*", parse("2+⇓*")},
		{"-1/2↑*", parse("-1/2↑*")},
		{"-1/2↑ (ASCII -1/2^)", s.Value(NUS{X: NewDyadic(-1, 1), U: 1})},
		{"-3+3↑*2", s.Value(NUS{X: DyadicInt(-3), U: 3, M: 2})},
		{"1/2±1/4 + 1/2±1/4", st(t)(s.Plus(pmq, pmq))},
		{"canonical (1/2±1/4)+(1/2±1/4)", stCanon(t, s, st(t)(s.Plus(pmq, pmq)))},
		{"(1/2±1/4) − (−1/2±1/2)", st(t)(s.Difference(pmq, sw))},
		{"±⇑", parse("±⇑")},
		{"nested braces", parse("{{{2|1}|{0|-1}}|{{1|*}|-2}}")},
		{"nested form", s.NewForm([]ID{s.NewForm([]ID{fg}, []ID{sw}), Zero}, []ID{s.NewForm(nil, []ID{fg})})},
		{"2G − 3H", st(t)(s.PlusTerms(Term{fg, 2}, Term{pmq, -3}))},
		{"G + (−1/2±1/2)", st(t)(s.Plus(fg, sw))},
		{"1 + (−1/2±1/2) formal", st(t)(s.PlusTerms(Term{sw, 1}, Term{one, 1}))},
		{"G + 2(−1/2±1/2)", st(t)(s.PlusTerms(Term{fg, 1}, Term{sw, 2}))},
		{"−G − 5/8", st(t)(s.PlusTerms(Term{fg, -1}, Term{s.Number(NewDyadic(-5, 3)), 1}))},
		{"−1/2↑ + G (ASCII part)", st(t)(s.PlusTerms(Term{fg, 1}, Term{s.Value(NUS{X: NewDyadic(-1, 1), U: 1}), 1}))},
		{"↓ + G", st(t)(s.PlusTerms(Term{fg, 1}, Term{s.Value(NUS{U: -1}), 1}))},
		{"*2 + 2G", st(t)(s.PlusTerms(Term{fg, 2}, Term{s.Value(NUS{M: 2}), 1}))},
		{"±1 + G", st(t)(s.Plus(parse("±1"), fg))},
		{"{-1/2↑|…} form", s.NewForm([]ID{s.Value(NUS{X: NewDyadic(-1, 1), U: 1})}, []ID{one})},
	}
	for _, tt := range tests {
		prRoundTrip(t, s, nil, rep, tt.id, tt.name)
	}
	rep.done()
}

// TestPrintSigns: texts where a minus sign meets the notations' other
// constructs. Each printed text must parse back to the game printed. (At
// da98932 the ASCII texts of negative numbers with ups, "-1/2^", parsed as
// -(1/2^), and a summand printed with a leading minus after "+" was read
// as ±; both are fixed in 8f3cd4a.)
func TestPrintSigns(t *testing.T) {
	s := stNewStore(t)
	one := s.Integer(1)
	fg := s.NewForm([]ID{Zero}, []ID{one})
	sw := st(t)(s.FromOptions([]ID{Zero}, []ID{s.Integer(-1)})) // {0|-1} = -1/2±1/2, Printer rule 3
	tests := []struct {
		name  string
		id    ID
		n     Notation
		text  string // as printed (Notation and Printer docs)
		value string // its value, in Unicode
	}{
		// CGSuite writes the number directly before its infinitesimal part:
		// -1/2^ is -1/2 + ↑ (Notation doc).
		{"ASCII negative number with ups", s.Value(NUS{X: NewDyadic(-1, 1), U: 1}), ASCII, "-1/2^", "-1/2↑"},
		{"ASCII negative number with ups and star", s.Value(NUS{X: DyadicInt(-2), U: 3, M: 1}), ASCII, "-2^3*", "-2+3↑*"},
		{"ASCII negative number with downs", s.Value(NUS{X: DyadicInt(-2), U: -4}), ASCII, "-2v4", "-2+4↓"},
		{"Unicode negative number with ups", s.Value(NUS{X: NewDyadic(-1, 1), U: 1}), Unicode, "-1/2↑", "-1/2↑"},
		// Unicode joins a fraction to its ups and stars directly, as CGSuite
		// does in ASCII (1/2^*), but an integer by + (3↑ is a multiple) and
		// a fraction before a multiple of ↑ by + (1/23↑ would misread).
		{"Unicode fraction, ups and star", s.Value(NUS{X: NewDyadic(1, 1), U: 1, M: 1}), Unicode, "1/2↑*", "1/2+↑+*"},
		{"Unicode fraction and star", s.Value(NUS{X: NewDyadic(3, 1), M: 2}), Unicode, "3/2*2", "3/2+*2"},
		{"Unicode integer, ups and star", s.Value(NUS{X: DyadicInt(1), U: 1, M: 1}), Unicode, "1+↑*", "1+↑+*"},
		{"Unicode fraction and a multiple of up", s.Value(NUS{X: NewDyadic(1, 1), U: 3}), Unicode, "1/2+3↑", "1/2+↑+↑+↑"},
		{"Unicode fraction and a multiple of down", s.Value(NUS{X: NewDyadic(-1, 2), U: -4, M: 1}), Unicode, "-1/4+4↓*", "-1/4+4↓+*"},
		// A summand whose text starts with a minus, after "+" (Printer rule 5).
		{"Unicode summand -1/2±1/2", st(t)(s.Plus(fg, sw)), Unicode, "{0|1}+(-1/2±1/2)", "{0|1}+{0|-1}"},
		// In ASCII {0|-1} prints as CGSuite prints it (Printer rule 3a); it
		// printed -1/2+-1/2 before, in parentheses here.
		{"ASCII summand {0|-1}", st(t)(s.Plus(fg, sw)), ASCII, "{0|1}+{0|-1}", "{0|1}+{0|-1}"},
		{"number part, then -1/2±1/2", st(t)(s.PlusTerms(Term{sw, 1}, Term{fg, 1}, Term{one, 1})), Unicode, "1+{0|1}+(-1/2±1/2)", "1+{0|1}+{0|-1}"},
		{"twice -1/2±1/2", st(t)(s.PlusTerms(Term{sw, 2}, Term{fg, 1})), Unicode, "2(-1/2±1/2)+{0|1}", "{0|-1}+{0|-1}+{0|1}"},
		{"minus {0|-1}", st(t)(s.PlusTerms(Term{sw, -1}, Term{fg, 1})), ASCII, "{0|1}-{0|-1}", "{0|1}-{0|-1}"},
		{"minus -1/2±1/2", st(t)(s.PlusTerms(Term{sw, -1}, Term{fg, 1})), Unicode, "{0|1}-(-1/2±1/2)", "{0|1}-{0|-1}"},
		{"negative part and summand", st(t)(s.PlusTerms(Term{fg, -2}, Term{s.Value(NUS{X: NewDyadic(-3, 2), U: -1}), 1})), ASCII, "-3/4v-2{0|1}", "-3/4↓-{0|1}-{0|1}"},
	}
	for _, tt := range tests {
		text := prString(s, nil, tt.n, tt.id)
		if text != tt.text {
			t.Errorf("%s: printed %q, expected %q", tt.name, text, tt.text)
		}
		want := st(t)(s.Parse(tt.value, nil))
		if c := stCanon(t, s, tt.id); c != want {
			t.Fatalf("%s: test table: the game is %s, not %s", tt.name, stShow(s, c), tt.value)
		}
		got, err := s.Parse(text, nil)
		if err != nil || got != want {
			t.Errorf("%s: Parse(%q) = %s, %v; the printed game is %s", tt.name, text, stShow(s, got), err, stShow(s, want))
		}
	}

	// A summand with a leading minus printed first (summands of equal
	// multiplicity print in the order they were created, Printer rule 5).
	s2 := stNewStore(t)
	sw2 := st(t)(s2.FromOptions([]ID{Zero}, []ID{s2.Integer(-1)}))
	fg2 := s2.NewForm([]ID{Zero}, []ID{s2.Integer(1)})
	sum := st(t)(s2.Plus(fg2, sw2))
	for _, n := range prNotations {
		// ASCII: {0|-1} as CGSuite prints it (Printer rule 3a; it was
		// -1/2+-1/2 before).
		want := []string{"-1/2±1/2+{0|1}", "{0|-1}+{0|1}"}[n.n]
		text := prString(s2, nil, n.n, sum)
		if text != want {
			t.Errorf("%s: printed %q, expected %q", n.name, text, want)
		}
		if got, err := s2.Parse(text, nil); err != nil || got != stCanon(t, s2, sum) {
			t.Errorf("%s: Parse(%q) = %s, %v; want %s", n.name, text, stShow(s2, got), err, stShow(s2, stCanon(t, s2, sum)))
		}
	}
}

// ---------------------------------------------------------------------------
// Parsing.

func TestParseTable(t *testing.T) {
	s := stNewStore(t)
	v := func(x Dyadic, u int64, m uint64) ID { return s.Value(NUS{X: x, U: u, M: m}) }
	d := NewDyadic
	g := st(t)(s.FromOptions([]ID{s.Integer(1)}, []ID{Zero})) // {1|0}, named g below
	resolve := func(name string) (ID, bool) {
		if name == "g" || name == "game_2" {
			return g, true
		}
		return 0, false
	}
	sw := func(a, b string) ID {
		x := st(t)(s.Parse(a, nil))
		y := st(t)(s.Parse(b, nil))
		return st(t)(s.FromOptions([]ID{x}, []ID{y}))
	}
	tests := []struct {
		text string
		want ID
		src  string
	}{
		// Numbers: ONAG ch. 0; Parse doc (decimals).
		{"3", s.Integer(3), "ONAG ch. 0"},
		{"-1/2", v(d(-1, 1), 0, 0), "ONAG ch. 0"},
		{"0.75", v(d(3, 2), 0, 0), "Parse doc: decimals"},
		{"6/16", v(d(3, 3), 0, 0), "Parse doc"},
		{"1/2+1/2", s.Integer(1), "ONAG ch. 0"},
		// Ups and stars, both notations: Winning Ways vol. 1 ch. 3; Notation doc.
		{"↑↑↑", v(Dyadic{}, 3, 0), "Winning Ways vol. 1 ch. 3"},
		{"3↑", v(Dyadic{}, 3, 0), "Notation doc: 3↑ is ↑+↑+↑"},
		{"^3", v(Dyadic{}, 3, 0), "Notation doc (CGSuite)"},
		{"^^^", v(Dyadic{}, 3, 0), "Notation doc (CGSuite)"},
		{"3↑*2", v(Dyadic{}, 3, 2), "Notation doc"},
		{"^3*2", v(Dyadic{}, 3, 2), "Notation doc (CGSuite)"},
		{"v", v(Dyadic{}, -1, 0), "Notation doc (CGSuite)"},
		{"vv*", v(Dyadic{}, -2, 1), "Notation doc (CGSuite)"},
		{"v3", v(Dyadic{}, -3, 0), "Notation doc (CGSuite)"},
		{"2v", v(DyadicInt(2), -1, 0), "Notation doc (CGSuite: a number before its infinitesimal)"},
		{"2v3*", v(DyadicInt(2), -3, 1), "Notation doc (CGSuite)"},
		{"1*", v(DyadicInt(1), 0, 1), "Parse doc: 1* is 1+*"},
		{"1/2^*", v(d(1, 1), 1, 1), "Notation doc (CGSuite)"},
		{"2+⇓*", v(DyadicInt(2), -2, 1), "Notation doc"},
		{"⇑+⇓", Zero, "Winning Ways vol. 1 ch. 3 (⇓ = −⇑)"},
		{"*2+*3", v(Dyadic{}, 0, 1), "Winning Ways vol. 1 ch. 3 (nim-sum)"},
		{"-↑*", v(Dyadic{}, -1, 1), "Siegel II.4"},
		{"2↑+*", v(Dyadic{}, 2, 1), "Notation doc: 2↑+* is ↑+↑+*"},
		// ± and multiplicities: Parse doc.
		{"±1", sw("1", "-1"), "Parse doc; Siegel II.5"},
		{"+-1", sw("1", "-1"), "Parse doc (CGSuite)"},
		{"2±1", sw("3", "1"), "Parse doc: x±y is x+(±y)"},
		{"2+-1", sw("3", "1"), "Parse doc (CGSuite)"},
		{"1/2±1/4", sw("3/4", "1/4"), "Parse doc"},
		{"2{0|*}", v(Dyadic{}, 2, 0), "Parse doc: an integer before braces multiplies"},
		{"3(1/2)", v(d(3, 1), 0, 0), "Parse doc"},
		{"-(1/2↑)", v(d(-1, 1), -1, 0), "Siegel II.1 (negation)"},
		// A minus directly before a number is the number's (parse.go): -2v4
		// is −2 + 4·↓, and -2{…} is (−2)·{…}; elsewhere it negates.
		{"-2v4", v(DyadicInt(-2), -4, 0), "parse.go: CGSuite's -2v4"},
		{"-(2v4)", v(DyadicInt(-2), 4, 0), "Siegel II.1 (negation)"},
		{"-1/2^*", v(d(-1, 1), 1, 1), "Notation doc (CGSuite)"},
		{"-3↑", v(Dyadic{}, -3, 0), "Parse doc: an integer before ↑ multiplies"},
		{"-2{0|*}", v(Dyadic{}, -2, 0), "Parse doc: an integer before braces multiplies"},
		{"1-1/2^", v(d(1, 1), -1, 0), "Siegel II.1 (difference)"},
		{"1--1", s.Integer(2), "ONAG ch. 0"},
		{"{1|-1/2}", sw("1", "-1/2"), "Parse doc"},
		// Braces and CGSuite slashes: {2||1|0} is {2|{1|0}} (Parse doc).
		{"{2||1|0}", sw("2", "1/2±1/2"), "Parse doc (CGSuite slashes)"},
		{"{2|1||0}", sw("{2|1}", "0"), "Parse doc (CGSuite slashes)"},
		{"{ 0 , * | 0 }", v(Dyadic{}, 1, 1), "Siegel II.4 (↑*); spaces ignored"},
		{"{|}", Zero, "ONAG ch. 7"},
		{"{{|}|}", s.Integer(1), "ONAG ch. 7"},
		// Names, resolved by the caller.
		{"g", g, "Parse doc: names"},
		{"g+g", stCanon(t, s, st(t)(s.Plus(g, g))), "Parse doc: names"},
		{"2g", stCanon(t, s, st(t)(s.Plus(g, g))), "Parse doc: an integer before a name multiplies"},
		{"game_2", g, "Parse doc: names"},
	}
	for _, tt := range tests {
		got, err := s.Parse(tt.text, resolve)
		if err != nil {
			t.Errorf("Parse(%q) (%s): %v", tt.text, tt.src, err)
			continue
		}
		if got != tt.want {
			t.Errorf("Parse(%q) (%s) = %s, want %s", tt.text, tt.src, stShow(s, got), stShow(s, tt.want))
		}
	}
}

func TestParseErrors(t *testing.T) {
	s := stNewStore(t)
	tests := []struct {
		text string
		col  int
		msg  string
	}{
		// Messages as parse.go gives them; columns count characters from 1.
		{"", 1, "empty game"},
		{"   ", 4, "empty game"},
		{"{0|", 4, "missing }"},
		{"{0|1", 5, "missing }"},
		{"{0", 3, "missing }"},
		{"{0,|1}", 4, "option expected after ,"},
		{"{,0|1}", 2, "option expected before ,"},
		{"-1/3", 1, "-1/3 is not a short game"},
		{"{0|1}}", 6, `unexpected "}"`},
		{"0|1", 2, `unexpected "|"`},
		{"(0", 3, "missing )"},
		{"{}", 3, "missing | in braces"},
		{"{0 1|}", 4, `unexpected "1" in braces`},
		{"1/3", 1, "1/3 is not a short game"},
		{"{0|1/3}", 4, "1/3 is not a short game"},
		{"0.1", 1, "0.1 is not a short game"},
		{"1/0", 1, `bad number "1/0"`},
		{"foo", 1, `unknown name "foo"`},
		{"1+foo", 3, `unknown name "foo"`},
		{"{1|2|3}", 8, "ambiguous bars: use more bars for the outer game"},
		{"↑↓", 2, "ups and downs mixed"},
		{"1+", 3, "game expected"},
		{strings.Repeat("{", 2001), 2001, "nested more than 2000 deep"},
	}
	for _, tt := range tests {
		id, err := s.Parse(tt.text, nil)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want error %q", tt.text, stShow(s, id), tt.msg)
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q): error %v (%T) is not a *ParseError", tt.text, err, err)
			continue
		}
		if pe.Msg != tt.msg || pe.Col != tt.col {
			t.Errorf("Parse(%q): column %d %q, want column %d %q", tt.text, pe.Col, pe.Msg, tt.col, tt.msg)
		}
		if want := fmt.Sprintf("column %d: %s", tt.col, tt.msg); err.Error() != want {
			t.Errorf("Parse(%q).Error() = %q, want %q", tt.text, err.Error(), want)
		}
	}
	// The store still works after parse errors.
	if id := st(t)(s.Parse("{0|*}", nil)); id != s.Value(NUS{U: 1}) {
		t.Errorf("after errors, {0|*} = %s", stShow(s, id))
	}
}

// TestPrintLimit: with Limit set, a text longer than Limit bytes prints as
// its first Limit bytes and "..." (Printer.Limit doc).
func TestPrintLimit(t *testing.T) {
	s := stNewStore(t)
	g := Zero
	var chain []ID
	for i := 0; i < 40; i++ {
		g = s.NewForm([]ID{g, s.Integer(int64(i % 3))}, []ID{s.Value(NUS{U: int64(i%2) + 1})})
		chain = append(chain, g)
	}
	gs := stRandomGames(808, 50, 3)
	for _, r := range gs {
		chain = append(chain, fromRef(s, r))
	}
	for _, id := range chain {
		full := prString(s, nil, ASCII, id)
		for _, limit := range []int{1, 5, 17, 100} {
			got := (&Printer{Store: s, Notation: ASCII, Limit: limit}).String(id)
			want := full
			if len(full) > limit {
				want = full[:limit] + "..."
			}
			if got != want {
				t.Errorf("Limit %d: printed %q, want %q (full text %q)", limit, got, want, full)
			}
		}
	}
}

// TestPrintLimitUTF8: a cut text is still valid UTF-8: a Unicode text
// cut inside a multi-byte glyph (↑ is 3 bytes) would show as garbage.
func TestPrintLimitUTF8(t *testing.T) {
	s := stNewStore(t)
	id := s.Value(NUS{U: 3, M: 2}) // "3↑*2" (Notation doc)
	for limit := 1; limit <= 6; limit++ {
		got := (&Printer{Store: s, Limit: limit}).String(id)
		if !utf8.ValidString(got) {
			t.Errorf("Printer{Limit: %d}.String(3↑*2) = %q: not valid UTF-8", limit, got)
		}
	}
}

// TestPrintDeep: printing a form nested deeper than the printer follows
// does not crash (print.go, maxPrintDepth). With a Limit, as the
// interpreter prints, the work stays linear in the depth.
func TestPrintDeep(t *testing.T) {
	if testing.Short() {
		t.Skip("deep nesting: skipped in -short mode")
	}
	s := stNewStore(t)
	g := Zero
	for i := 0; i < maxPrintDepth+10; i++ {
		g = s.NewForm([]ID{g}, nil)
	}
	text := (&Printer{Store: s, Limit: 100}).String(g)
	if want := strings.Repeat("{", 100) + "..."; text != want {
		t.Errorf("a form nested %d deep prints as %.120q, want %q", maxPrintDepth+10, text, want)
	}
}
