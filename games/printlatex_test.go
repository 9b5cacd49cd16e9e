package games

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// The LaTeX notation (Notation's doc, print.go; printlatex.go): each
// construct the printer prints, by hand; and, for random games, that the
// LaTeX text is the Unicode text glyph for glyph (texToUnicode maps it
// back), in ASCII only, its braces balanced.

func TestPrintLaTeXTable(t *testing.T) {
	s := stNewStore(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	one, two := s.Integer(1), s.Integer(2)
	fg := s.NewForm([]ID{Zero}, []ID{one})
	fh := s.NewForm([]ID{two}, []ID{Zero})
	var names Display
	gift := parse("{2|-1}")
	names.SetName(gift, "GIFT_1")
	tests := []struct {
		id   ID
		d    *Display
		want string
		src  string // where the value and its usual typesetting come from
	}{
		// Numbers (ONAG ch. 1): integers as they are, fractions \frac.
		{Zero, nil, "0", "ONAG ch. 1"},
		{parse("-3"), nil, "-3", "ONAG ch. 1"},
		{parse("3/4"), nil, `\frac{3}{4}`, "ONAG ch. 1"},
		{parse("-5/8"), nil, `-\frac{5}{8}`, "ONAG ch. 1"},
		// Ups, stars and their sums (Winning Ways vol. 1 ch. 3).
		{parse("^"), nil, `{\uparrow}`, "Winning Ways ch. 3: ↑"},
		{parse("v"), nil, `{\downarrow}`, "Winning Ways ch. 3: ↓"},
		{parse("^^*"), nil, `{\Uparrow}{\ast}`, "Winning Ways ch. 3: ⇑*"},
		{parse("vv"), nil, `{\Downarrow}`, "Winning Ways ch. 3: ⇓"},
		{parse("^3*2"), nil, `3{\uparrow}{\ast}2`, "Notation doc: 3↑ is ↑+↑+↑"},
		{parse("*"), nil, `{\ast}`, "Winning Ways ch. 3: *"},
		{parse("*3"), nil, `{\ast}3`, "Winning Ways ch. 3: *3"},
		{parse("1*"), nil, `1+{\ast}`, "Notation doc: an integer joined by +"},
		{parse("-1/2^*"), nil, `-\frac{1}{2}{\uparrow}{\ast}`, "Notation doc: a fraction directly before"},
		{parse("1/2+3↑"), nil, `\frac{1}{2}+3{\uparrow}`, "Notation doc: 1/2+3↑"},
		// Switches (ONAG ch. 9): ±x, and x±y for {x+y|x−y}.
		{parse("+-1"), nil, `\pm 1`, "ONAG ch. 9: ±1"},
		{parse("{3|1}"), nil, `2\pm 1`, "Printer rule 3a: {3|1} = 2±1"},
		{parse("{0|-1}"), nil, `-\frac{1}{2}\pm \frac{1}{2}`, "Printer rule 3a"},
		{parse("{^^|vv}"), nil, `\pm {\Uparrow}`, "Printer rule 3a"},
		{parse("{1/2^|-1/2v}"), nil, `\pm (\frac{1}{2}{\uparrow})`, "Printer rule 3a, in parentheses"},
		{parse("+-{1,1*}"), nil, `\pm \{1,1+{\ast}\}`, "Printer rule 3a, two options"},
		// Uptimals (Siegel, Combinatorial Game Theory, 2013, II.4): ↑ⁿ,
		// ↑[n] = ↑+…+↑ⁿ, and other expansions as .a₁a₂…, a negative
		// coefficient overlined.
		{parse("^<2>"), nil, `{\uparrow}^{2}`, "Siegel II.4: ↑²"},
		{parse("v<3>*"), nil, `{\downarrow}^{3}{\ast}`, "Siegel II.4: ↓³*"},
		{parse("1^<2>"), nil, `1+{\uparrow}^{2}`, "Notation doc"},
		{parse("^[4]"), nil, `{\uparrow}^{[4]}`, "Notation doc: ↑[4]"},
		{parse("1v[3]*"), nil, `1+{\downarrow}^{[3]}{\ast}`, "Notation doc"},
		// Tiny and Miny (Winning Ways ch. 5; Siegel II.2 writes ⧾_x as +_x).
		{parse("Tiny(2)"), nil, `{+}_{2}`, "Winning Ways ch. 5: tiny-two"},
		{parse("2Tiny(2)"), nil, `2+{+}_{2}`, "Printer rule 3b"},
		{parse("Miny(1)"), nil, `{-}_{1}`, "Winning Ways ch. 5: miny-one"},
		{parse("Tiny({3|1})"), nil, `{+}_{2\pm 1}`, "Printer rule 3b: s printed whole"},
		{parse("Miny({5||3|1})"), nil, `{-}_{\{5 \mid 2\pm 1\}}`, "Printer rule 3b: {5||3|1} braced"},
		// Braces and slashes (Printer rule 3c).
		{parse("{1|*}"), nil, `\{1 \mid {\ast}\}`, "Printer rule 3c"},
		{parse("{0,*|-1}"), nil, `\{0,{\ast} \mid -1\}`, "Printer rule 3c, options in order"},
		{parse("{0||0|v3}"), nil, `\{0 \mathrel{\|} 0 \mid 3{\downarrow}\}`, "Printer rule 3c: two bars"},
		{parse("{1|^^||^}"), nil, `\{1 \mid {\Uparrow} \mathrel{\|} {\uparrow}\}`, "Printer rule 3c"},
		{parse("{0|||0||0|v3}"), nil, `\{0 \mathrel{|\|} 0 \mathrel{\|} 0 \mid 3{\downarrow}\}`, "Printer rule 3c: three bars"},
		{parse("{0||||0|||0||0|v3}"), nil, `\{0 \mathrel{\|\|} 0 \mathrel{|\|} 0 \mathrel{\|} 0 \mid 3{\downarrow}\}`, "Printer rule 3c: four bars"},
		// Forms as built (rule 4) and formal sums (rule 5).
		{s.NewForm([]ID{fg, Zero}, []ID{fh}), nil, `\{0,\{0 \mid 1\} \mid \{2 \mid 0\}\}`, "Printer rule 4"},
		{s.NewForm(nil, nil), nil, `\{ \mid \}`, "Printer rule 4: {|}"},
		{st(t)(s.PlusTerms(Term{fg, 2}, Term{fh, -3})), nil, `-3\{2 \mid 0\}+2\{0 \mid 1\}`, "Printer rule 5"},
		{st(t)(s.PlusTerms(Term{fg, -1}, Term{parse("+-1"), 2})), nil, `2(\pm 1)-\{0 \mid 1\}`, "Printer rule 5"},
		// Names (rule 1), upright, escaped.
		{gift, &names, `\mathrm{GIFT\_1}`, "Printer rule 1"},
		{s.NewForm([]ID{gift}, []ID{Zero}), &names, `\{\mathrm{GIFT\_1} \mid 0\}`, "Printer rule 1"},
	}
	for _, tt := range tests {
		got := prString(s, tt.d, LaTeX, tt.id)
		if got != tt.want {
			t.Errorf("%s (%s): LaTeX %q, want %q", prString(s, tt.d, Unicode, tt.id), tt.src, got, tt.want)
		}
		if err := texWellFormed(got); err != "" {
			t.Errorf("%q: %s", got, err)
		}
	}
}

// TestUptimalExpansionLaTeX: expansions other than the glyphs' (which
// print by their options) as Siegel writes them, Combinatorial Game
// Theory II.4; the texts of Expansion from its doc (printuptimal.go).
func TestUptimalExpansionLaTeX(t *testing.T) {
	tests := []struct {
		e         UptimalExpansion
		tex, text string
	}{
		{UptimalExpansion{M: 1, A: []int64{1, 2}}, `{\ast}.12`, "*.12"},
		{UptimalExpansion{X: NewDyadic(73, 4), M: 8, A: []int64{-9}}, `\frac{73}{16}{\ast}8.\overline{9}`, "73/16*8.9-"},
		{UptimalExpansion{A: []int64{2, 0, -1}}, `0.20\overline{1}`, "0.201-"},
		{UptimalExpansion{X: DyadicInt(-2), A: []int64{12, -40}}, `-2.(12)\overline{(40)}`, "-2.C(40)-"},
		{UptimalExpansion{X: NewDyadic(1, 1)}, `\frac{1}{2}.0`, "1/2.0"},
	}
	for _, tt := range tests {
		if got := tt.e.Expansion(); got != tt.text {
			t.Errorf("%+v: Expansion %q, want %q", tt.e, got, tt.text)
		}
		got := tt.e.LaTeX()
		if got != tt.tex {
			t.Errorf("%s: LaTeX %q, want %q", tt.text, got, tt.tex)
		}
		if back := texToUnicode(got); back != tt.text {
			t.Errorf("%s: LaTeX %q maps back to %q", tt.text, got, back)
		}
	}
}

func TestDyadicLaTeXAndDecimal(t *testing.T) {
	big := NewDyadic(1, 80)
	tests := []struct {
		d              Dyadic
		latex, decimal string
	}{
		{DyadicInt(0), "0", "0"},
		{DyadicInt(-7), "-7", "-7"},
		{NewDyadic(3, 3), `\frac{3}{8}`, "0.375"},
		{NewDyadic(-3, 1), `-\frac{3}{2}`, "-1.5"},
		{NewDyadic(-1, 4), `-\frac{1}{16}`, "-0.0625"},
		{NewDyadic(1025, 10), `\frac{1025}{1024}`, "1.0009765625"},
		// 2^-80 = 5^80 / 10^80: 80 digits after the point.
		{big, `\frac{1}{1208925819614629174706176}`, "0.00000000000000000000000082718061255302767487140869206996285356581211090087890625"},
	}
	for _, tt := range tests {
		if got := tt.d.LaTeX(); got != tt.latex {
			t.Errorf("%v.LaTeX() = %q, want %q", tt.d, got, tt.latex)
		}
		got := tt.d.Decimal()
		if got != tt.decimal {
			t.Errorf("%v.Decimal() = %q, want %q", tt.d, got, tt.decimal)
		}
		// The decimal is exact: it parses back to d.
		if back, err := ParseDyadic(got); err != nil || !back.Equal(tt.d) {
			t.Errorf("%v.Decimal() = %q reads back as %v, %v", tt.d, got, back, err)
		}
	}
}

// TestPrintLaTeXRandom: for random canonical games, sums, uptimals and
// tinies, the LaTeX text is ASCII, its braces balance, and mapped back
// glyph for glyph it is the Unicode text.
func TestPrintLaTeXRandom(t *testing.T) {
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(34))
	var ids []ID
	for _, g := range stRandomGames(341, stSize(400, 80), 3) {
		ids = append(ids, stCanon(t, s, fromRef(s, g)))
	}
	for i := 0; i+1 < len(ids); i += 4 {
		ids = append(ids, stCanon(t, s, st(t)(s.Plus(ids[i], ids[i+1]))))
	}
	for range stSize(200, 40) {
		a := make([]int64, 1+rng.Intn(4))
		for k := range a {
			a[k] = int64(rng.Intn(25) - 12)
		}
		if a[len(a)-1] == 0 {
			a[len(a)-1] = 1
		}
		x := NewDyadic(int64(rng.Intn(41)-20), uint(rng.Intn(4)))
		ids = append(ids, s.buildUptimal(UptimalExpansion{X: x, A: a, M: uint64(rng.Intn(4))}))
	}
	for i := 0; i < len(ids) && i < 60; i++ {
		// x + Tiny(s) for a positive s of the random games.
		// Tiny(G) = {0||0|−G} and Miny(G) for the positive ones.
		if r, err := s.Compare(ids[i], Zero); err == nil && r == Greater {
			g := st(t)(s.FromOptions([]ID{Zero}, []ID{st(t)(s.FromOptions([]ID{Zero}, []ID{s.neg(ids[i])}))}))
			ids = append(ids, g, s.neg(g))
		}
	}
	seen := map[string]int{}
	for _, id := range ids {
		uni := prString(s, nil, Unicode, id)
		tex := prString(s, nil, LaTeX, id)
		if err := texWellFormed(tex); err != "" {
			t.Errorf("%s: LaTeX %q: %s", uni, tex, err)
			continue
		}
		if back := texToUnicode(tex); back != uni {
			t.Errorf("%s: LaTeX %q maps back to %q", uni, tex, back)
		}
		for _, c := range []string{"Tiny", "Miny", "↑<", "↑[", "±", "||", "*"} {
			if strings.Contains(uni, c) {
				seen[c]++
			}
		}
	}
	// The random games reach each construct.
	for _, c := range []string{"Tiny", "Miny", "↑<", "↑[", "±", "||", "*"} {
		if seen[c] == 0 {
			t.Errorf("no random game printed with %s", c)
		}
	}
}

// texWellFormed returns what is wrong with a LaTeX text ("" if nothing):
// a character beyond ASCII, or braces (TeX's groups, or the \{ \} of
// games) that do not balance.
func texWellFormed(tex string) string {
	groups, games := 0, 0
	for i := 0; i < len(tex); i++ {
		c := tex[i]
		switch {
		case c >= 0x80:
			return "a character beyond ASCII at byte " + strconv.Itoa(i)
		case c == '\\' && i+1 < len(tex) && (tex[i+1] == '{' || tex[i+1] == '}'):
			if tex[i+1] == '{' {
				games++
			} else {
				games--
			}
			i++
		case c == '\\':
			i++ // \| and the like: a control symbol
		case c == '{':
			groups++
		case c == '}':
			groups--
		}
		if groups < 0 || games < 0 {
			return "a brace closed before it was opened at byte " + strconv.Itoa(i)
		}
	}
	if groups != 0 || games != 0 {
		return "braces left open"
	}
	return ""
}

// texGlyphs map LaTeX glyphs back to Unicode's.
var texGlyphs = []struct{ tex, uni string }{
	{`{\uparrow}`, "↑"}, {`{\downarrow}`, "↓"}, {`{\Uparrow}`, "⇑"}, {`{\Downarrow}`, "⇓"},
	{`{\ast}`, "*"}, {`\pm `, "±"}, {`\{`, "{"}, {`\}`, "}"},
	{` \mid `, "|"}, {` \mathrel{\|} `, "||"}, {` \mathrel{|\|} `, "|||"}, {` \mathrel{\|\|} `, "||||"},
}

// texToUnicode maps the LaTeX text of a game back to its Unicode text, for
// the glyphs and constructs printlatex.go writes, and an uptimal's
// expansion to CGSuite's (Expansion).
func texToUnicode(tex string) string {
	var b strings.Builder
	for i := 0; i < len(tex); {
		rest := tex[i:]
		found := false
		for _, g := range texGlyphs {
			if strings.HasPrefix(rest, g.tex) {
				b.WriteString(g.uni)
				i += len(g.tex)
				found = true
				break
			}
		}
		if found {
			continue
		}
		switch {
		case strings.HasPrefix(rest, `{+}_{`), strings.HasPrefix(rest, `{-}_{`):
			arg, n := texGroup(rest[4:])
			word := "Tiny("
			if rest[1] == '-' {
				word = "Miny("
			}
			b.WriteString(word + texToUnicode(arg) + ")")
			i += 4 + n
		case strings.HasPrefix(rest, `\frac{`):
			num, n := texGroup(rest[5:])
			den, m := texGroup(rest[5+n:])
			b.WriteString(num + "/" + den)
			i += 5 + n + m
		case strings.HasPrefix(rest, `\overline{`):
			d, n := texGroup(rest[9:])
			b.WriteString(expansionDigit(d) + "-")
			i += 9 + n
		case strings.HasPrefix(rest, `^{`):
			arg, n := texGroup(rest[1:])
			if strings.HasPrefix(arg, "[") {
				b.WriteString(arg)
			} else {
				b.WriteString("<" + arg + ">")
			}
			i += 1 + n
		case rest[0] == '(' && strings.Contains(rest, ")") && isDigits(rest[1:strings.IndexByte(rest, ')')]):
			j := strings.IndexByte(rest, ')')
			b.WriteString(expansionDigit(rest[:j+1]))
			i += j + 1
		default:
			b.WriteByte(tex[i])
			i++
		}
	}
	return b.String()
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// expansionDigit is a coefficient as Expansion writes it: 0–9, A–Z for
// 10–35, (n) beyond; d is the LaTeX digit, n or (n).
func expansionDigit(d string) string {
	n, err := strconv.Atoi(strings.Trim(d, "()"))
	if err != nil || n < 10 {
		return d
	}
	if n < 36 {
		return string(rune('A' + n - 10))
	}
	return "(" + strconv.Itoa(n) + ")"
}

// texGroup returns the text inside the TeX group at the start of s and
// the length of the group with its braces (\{ and \} are not braces of
// groups).
func texGroup(s string) (string, int) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return s[1:i], i + 1
			}
		}
	}
	return s, len(s)
}
