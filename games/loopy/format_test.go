package loopy

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cgcalc/games"
)

// unicodePrinter prints as the calculator does by default (↑, ±).
func unicodePrinter(s *games.Store) *Printer {
	gp := &games.Printer{Store: s, Notation: games.Unicode}
	return &Printer{Store: s, Short: func(id games.ID) string { return gp.String(id) }}
}

func asciiPrinter(s *games.Store) *Printer {
	return &Printer{Store: s, Short: printer(s), ASCII: true}
}

// readsBack checks that text reads back to a value equal to v.
func readsBack(t *testing.T, s *games.Store, v *Sided, text string) {
	t.Helper()
	back, err := ParseSided(s, text, 0)
	if err != nil {
		t.Errorf("%q does not read back: %v", text, err)
		return
	}
	if eq, err := SidedEqual(v, back, 0); err != nil || !eq {
		t.Errorf("%q reads back unequal (%v)", text, err)
	}
}

// options prints the Left (left set) or Right options of the stopper g's
// simplest form as CGSuite prints an option set: {A,B}.
func options(t *testing.T, p *Printer, g *Graph, left bool) string {
	t.Helper()
	c, err := Simplify(g, 0)
	if err != nil {
		t.Fatal(err)
	}
	opts := c.R[c.Start]
	if left {
		opts = c.L[c.Start]
	}
	var parts []string
	for _, o := range opts {
		text, err := p.Game(c.At(o))
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, text)
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// TestPrintCGSuite checks the printed forms of stoppers against CGSuite
// (Siegel), version 2.x: the input x, its output xOut and the output of its
// Left and Right options, from CGSuite's
// lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala
// (rows without an options column are the Degree and Variety outputs of
// that file, read back and printed again), and the Unicode spelling of
// each; every text reads back equal.
func TestPrintCGSuite(t *testing.T) {
	tests := []struct {
		src, ascii, unicode, left, right string
	}{
		{"{pass|}", "on", "on", "{on}", "{}"},
		{"{|pass}", "off", "off", "{}", "{off}"},
		{"{0|pass}", "over", "over", "{0}", "{over}"},
		{"{pass|3/2}", "3/2under", "3/2under", "{3/2under}", "{3/2}"},
		{"{-1/4+*|pass}", "-1/4v[on]", "-1/4↓[on]", "{-1/4*}", "{-1/4v[on]}"},
		{"{0||0|0,pass}", "^<on>", "↑<on>", "", ""},
		{"{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}", "{0|↑<on>||↓<on>}", "{{0|^<on>}}", "{v<on>}"},
		{"{0|||0||0|{|pass}}", "{0|Tiny(on)}", "{0|Tiny(on)}", "{0}", "{Tiny(on)}"},
		{"{{pass|}|0||0}", "Miny(on)", "Miny(on)", "{{on|0}}", "{0}"},
		{"{0|||0||pass|0}", "Tiny(over)", "Tiny(over)", "{0}", "{{0|under}}"},
		{"a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0}", "{a{0||||0|a||*|||*}}"},
		{"{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
			"{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
			"{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
			"{0}", "{{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}"},
		// Degrees and varieties printed in the same file. CGSuite orders
		// options that are not short games by hash codes, so here ^<on>
		// comes first where CGSuite prints {^[on]*,^<on>||v<on>|0}.
		{"{^[on]*,^<on>||v<on>|0}", "{^<on>,^[on]*||v<on>|0}", "{↑<on>,↑[on]*||↓<on>|0}", "", ""},
		{"{0||||0|||Miny(on)|0||off}", "{0||||0|||Miny(on)|0||off}", "{0||||0|||Miny(on)|0||off}", "", ""},
		{"{0|a{0|0,{0|||a|0||0}}}", "{0|a{0|0,{0|||a|0||0}}}", "{0|a{0|0,{0|||a|0||0}}}", "", ""},
		{"{a{0,{0||0|a|||0}|0}|0}", "{a{0,{0||0|a|||0}|0}|0}", "{a{0,{0||0|a|||0}|0}|0}", "", ""},
		// The upon forms with a star: upon* = {0,pass|0} (CGSuite's upon
		// form with the nimber part of its Right option: {pass|*2} is
		// ^[on]*3), upover = {0|*,pass} (CGSuite's tutorial "Loopy Games").
		{"{0,pass|0}", "^[on]*", "↑[on]*", "", ""},
		{"{pass|*2}", "^[on]*3", "↑[on]*3", "", ""},
		{"{pass|1*}", "1^[on]", "1+↑[on]", "", ""},
		{"{0|*,pass}", "^[over]", "↑[over]", "", ""},
		{"{0|-{0|*,pass}+*}", "^<over>", "↑<over>", "", ""},
		// Switches (CGSuite's CanonicalStopper prints G = −G as ±G).
		{"{on|off}", "+-on", "±on", "{on}", "{off}"},
		{"{2over|-2under}", "+-(2over)", "±(2over)", "", ""},
		// Numbers before Tiny as short games print them.
		{"2+Tiny(on)", "2Tiny(on)", "2+Tiny(on)", "", ""},
		{"1/2+Tiny(on)", "1/2Tiny(on)", "1/2Tiny(on)", "", ""},
		// CGSuite's slashes for a short option: {pass|{1|0}}.
		// (Unicode writes {1|0} as 1/2±1/2, as for short games.)
		{"{pass|{1|0}}", "{pass||1|0}", "{pass|1/2±1/2}", "", ""},
	}
	s := games.NewStore()
	for _, tc := range tests {
		g, err := Parse(s, tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		v, err := Sides(g, 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		for _, p := range []*Printer{asciiPrinter(s), unicodePrinter(s)} {
			want := tc.unicode
			if p.ASCII {
				want = tc.ascii
			}
			text, err := p.Sided(v)
			if err != nil || text != want {
				t.Errorf("%s prints %q, %v; want %q", tc.src, text, err, want)
			}
			readsBack(t, s, v, text)
		}
		if tc.left != "" {
			p := asciiPrinter(s)
			if got := options(t, p, g, true); got != tc.left {
				t.Errorf("%s: Left options %s, want %s", tc.src, got, tc.left)
			}
			if got := options(t, p, g, false); got != tc.right {
				t.Errorf("%s: Right options %s, want %s", tc.src, got, tc.right)
			}
		}
	}
}

// TestPrintSided checks sided values as CGSuite prints them
// (SidedValueTestCase.scala, CGSuite (Siegel), version 2.x): dud, 1 & 0,
// ^ & v*; each reads back equal.
func TestPrintSided(t *testing.T) {
	tests := []struct{ src, ascii, unicode string }{
		{"dud", "dud", "dud"},
		{"a{{|a}|}", "1 & 0", "1 & 0"},
		{"{0|{dud|},*}", "^ & v*", "↑ & ↓*"},
		{"on & off", "dud", "dud"},
		{"over & under", "over & under", "over & under"},
	}
	s := games.NewStore()
	for _, tc := range tests {
		v := mustSides(t, s, tc.src)
		for _, p := range []*Printer{asciiPrinter(s), unicodePrinter(s)} {
			want := tc.unicode
			if p.ASCII {
				want = tc.ascii
			}
			text, err := p.Sided(v)
			if err != nil || text != want {
				t.Errorf("%s prints %q, %v; want %q", tc.src, text, err, want)
			}
			readsBack(t, s, v, text)
		}
	}
}

// randForm returns the text of a random sum of the printed forms, for the
// read-back test: numbers, pseudonumbers, glyph forms, Tiny and Miny,
// switches.
func randForm(r *rand.Rand, depth int) string {
	nums := []string{"0", "1", "-1", "1/2", "-3/4", "2"}
	switch k := r.IntN(7); {
	case k == 0 || depth > 2:
		return nums[r.IntN(len(nums))]
	case k == 1:
		return nums[r.IntN(len(nums))] + []string{"over", "under"}[r.IntN(2)]
	case k == 2:
		g := []string{"^", "v"}[r.IntN(2)] + glyphKinds[r.IntN(4)].exponent() + []string{"", "*", "*2"}[r.IntN(3)]
		if x := nums[r.IntN(len(nums))]; x != "0" {
			g = x + g
		}
		return g
	case k == 3:
		return []string{"Tiny(", "Miny("}[r.IntN(2)] + []string{"on", "over", "2over"}[r.IntN(3)] + ")"
	case k == 4:
		return "+-(" + randForm(r, depth+1) + ")"
	case k == 5:
		return "{" + randForm(r, depth+1) + "|" + randForm(r, depth+1) + "}"
	}
	return "(" + randForm(r, depth+1) + ")+(" + randForm(r, depth+1) + ")"
}

// TestPrintReadsBack prints random stoppers (loopy_test.go's generator)
// and random sums of the printed forms, in ASCII and in Unicode, and reads
// each text back: the value is equal, compared both ways.
func TestPrintReadsBack(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(21, 22))
	s := games.NewStore()
	ps := []*Printer{asciiPrinter(s), unicodePrinter(s)}
	check := func(i int, g *Graph) {
		for _, p := range ps {
			text, err := p.Game(g)
			if err != nil {
				t.Fatalf("case %d: %v", i, err)
			}
			back, err := Parse(s, text)
			if err != nil {
				t.Fatalf("case %d: %q: %v", i, text, err)
			}
			if eq, err := Equal(g, back, 0); err != nil || !eq {
				t.Fatalf("case %d: %q reads back unequal (%v)", i, text, err)
			}
		}
	}
	stoppers, forms := 200, 150
	if testing.Short() {
		stoppers, forms = 100, 75
	}
	for i := 0; i < stoppers; i++ {
		check(i, randStopper(r, 1+r.IntN(7)))
	}
	done := 0
	for i := 0; done < forms && i < 3000; i++ {
		src := randForm(r, 0)
		g, err := Parse(s, src)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if !g.IsStopper() {
			continue
		}
		check(i, g)
		done++
	}
	if done < forms {
		t.Fatalf("only %d stoppers among the random forms", done)
	}
}

// TestParseForms checks that the printed forms read as their definitions:
// 2over = 2 + over, -1/4v[on] = -1/4 − upon, ^<on> = {0|-upon+*},
// Tiny(on) = {0||0|off}, ±on = {on|off}.
func TestParseForms(t *testing.T) {
	pairs := [][2]string{
		{"2over", "{2|pass}"},         // WW ch. 11: x over = {x|pass}
		{"-1/4v[on]", "{-1/4*|pass}"}, // CanonicalStopperTestCase
		{"^<on>", "{0||0|0,pass}"},    // CanonicalStopperTestCase: uponth
		{"↑<on>", "{0||0|0,pass}"},
		{"Tiny(on)", "{0||0|off}"}, // CanonicalStopperTestCase
		{"+-on", "{on|off}"},
		{"±{on,over}", "{on,over|off,under}"},
		{"2+Tiny(on)", "2Tiny(on)"},
		{"1/2↑[on]*", "1/2^[on]*"},
		{"^[on]", "upon"},
		{"(2over)+1", "3over"},
	}
	s := games.NewStore()
	for _, pr := range pairs {
		a, err := Parse(s, pr[0])
		if err != nil {
			t.Fatalf("%s: %v", pr[0], err)
		}
		b, err := Parse(s, pr[1])
		if err != nil {
			t.Fatalf("%s: %v", pr[1], err)
		}
		if eq, err := Equal(a, b, 0); err != nil || !eq {
			t.Errorf("%s != %s (%v)", pr[0], pr[1], err)
		}
	}
	for _, bad := range []string{"^[of]", "Tiny(on", "+-{on,}", "{0|1|2}", "2over3", "{0||1||2}"} {
		if _, err := Parse(s, bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func BenchmarkPrint(b *testing.B) {
	s := games.NewStore()
	g, err := Parse(s, "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}")
	if err != nil {
		b.Fatal(err)
	}
	p := asciiPrinter(s)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Game(g); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGraphAppend: h's nodes follow g's, their options shifted by g's
// length, and h's start is returned as shifted (by hand: on = {on|} after
// a two-node graph is node 2, its Left option itself).
func TestGraphAppend(t *testing.T) {
	g := &Graph{L: [][]int32{{1}, {}}, R: [][]int32{{}, {0}}}
	on := &Graph{L: [][]int32{{0}}, R: [][]int32{{}}}
	if s := g.Append(on); s != 2 || len(g.L) != 3 || len(g.L[2]) != 1 || g.L[2][0] != 2 || len(g.R[2]) != 0 || g.L[0][0] != 1 || g.R[1][0] != 0 {
		t.Errorf("Append: start %d, graph %v | %v", s, g.L, g.R)
	}
	on.L[0][0] = 9 // g keeps its own copy
	if g.L[2][0] != 2 {
		t.Error("Append shares h's option lists")
	}
}
