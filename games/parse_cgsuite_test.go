package games

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// TestParseCGSuiteNotation reads the notation CGSuite (Siegel), version
// 2.x, prints and the operators : and . (Parse doc); each expected value is
// built without the parser's new syntax, or is CGSuite's printed answer.
func TestParseCGSuiteNotation(t *testing.T) {
	s := stNewStore(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	num := func(text string) ID { return parse(text) } // numbers, ups and stars: syntax tested before
	plus := func(ids ...ID) ID { return stCanon(t, s, st(t)(s.Plus(ids...))) }
	neg := func(g ID) ID { return st(t)(s.Minus(g)) }
	form := func(l, r []ID) ID { return st(t)(s.FromOptions(l, r)) }
	nth := func(n int) ID { return st(t)(s.UpNth(n)) }
	sum := func(n int) ID { return st(t)(s.UpSum(n)) }
	tiny := func(x ID) ID { return form([]ID{Zero}, []ID{form([]ID{Zero}, []ID{neg(x)})}) }
	miny := func(x ID) ID { return form([]ID{form([]ID{x}, []ID{Zero})}, []ID{Zero}) }
	ord := func(g, h ID) ID { return st(t)(s.OrdinalSum(g, h)) }
	nort := func(g, u ID) ID { return st(t)(s.NortonProduct(g, u)) }
	star, up, one := num("*"), num("^"), s.Integer(1)
	g20 := form([]ID{s.Integer(2)}, []ID{Zero}) // {2|0}
	tests := []struct {
		text string
		want ID
		src  string
	}{
		// Uptimals: Siegel 2013, ch. II; CGSuite 2.x prints ^<n>, v<n>, ^[n],
		// v[n] after the number part and before the star (Uptimal.scala).
		{"^<1>", up, "Siegel II: ↑¹ = ↑"},
		{"^[1]", up, "Siegel II: ↑[1] = ↑"},
		{"^<2>", nth(2), "Siegel II"},
		{"^[3]", sum(3), "Siegel II"},
		{"v<2>", neg(nth(2)), "Siegel II: ↓ⁿ = −↑ⁿ"},
		{"v[3]", neg(sum(3)), "Siegel II"},
		{"↑<2>", nth(2), "Parse doc: Unicode arrows"},
		{"↓<5>", neg(nth(5)), "Parse doc"},
		{"↑[4]", sum(4), "Parse doc"},
		{"↓[2]*", plus(neg(sum(2)), star), "Parse doc"},
		{"^<2>*", plus(nth(2), star), "CGSuite prints ↑²+* as ^<2>*"},
		{"^[4]*3", plus(sum(4), num("*3")), "CGSuite Uptimal.scala"},
		{"3/4v[3]*", plus(num("3/4"), neg(sum(3)), star), "CGSuite Uptimal.scala: number, uptimal, star"},
		{"-1^<3>", plus(s.Integer(-1), nth(3)), "CGSuite Uptimal.scala: -1 + ↑³"},
		{"2v<2>", plus(s.Integer(2), neg(nth(2))), "Parse doc: a number before v adds"},
		{"3↑<2>", plus(nth(2), nth(2), nth(2)), "Parse doc: an integer before ↑ multiplies"},
		{"^< 2 >", nth(2), "Parse doc: spaces inside <n>"},
		{"{0|^[4]*||vv}", form([]ID{form([]ID{Zero}, []ID{plus(sum(4), star)})}, []ID{num("vv")}), "Parse doc: uptimals in braces"},
		{"{0|*||*|||*||||*}", sum(4), "CGSuite CanonicalShortGameTestCase.scala: expansion 0.1111"},
		{"^<2>+^<2>+^+*", parse("{0||0|v*}"), "CGSuite CanonicalShortGameTestCase.scala: {0||0|v*} is *.12"},
		// Tiny and Miny: Winning Ways ch. 5; CGSuite prints x + Tiny(y) as xTiny(y).
		{"Tiny(2)", tiny(s.Integer(2)), "Winning Ways ch. 5: Tiny(x) = {0||0|−x}"},
		{"Tiny(3/2)", tiny(num("3/2")), "Winning Ways ch. 5"},
		{"Tiny({3|1})", tiny(form([]ID{num("3")}, []ID{one})), "Winning Ways ch. 5: x any positive game"},
		{"Miny({5||3|1})", miny(parse("{5||3|1}")), "Winning Ways ch. 5: Miny(x) = {x|0||0}"},
		{"Miny(1)", neg(tiny(one)), "Winning Ways ch. 5: Miny(x) = −Tiny(x)"},
		{"2Tiny(2)", plus(s.Integer(2), tiny(s.Integer(2))), "CGSuite CanonicalShortGame.scala: 2Tiny(2) is 2+Tiny(2)"},
		{"2+Tiny(2)", plus(s.Integer(2), tiny(s.Integer(2))), "Parse doc"},
		{"-1/2Miny(1)", plus(num("-1/2"), miny(one)), "CGSuite: -1/2Miny(1) is −1/2+Miny(1)"},
		{"Tiny (2)", tiny(s.Integer(2)), "Parse doc: spaces"},
		{"⧾₂", tiny(s.Integer(2)), "Parse doc: ⧾ₓ = Tiny(x)"},
		{"⧿₁₂", miny(s.Integer(12)), "Parse doc: ⧿ₓ = Miny(x)"},
		{"3⧾₂", plus(s.Integer(3), tiny(s.Integer(2))), "Parse doc"},
		{"⧾₁/₂", tiny(num("1/2")), "Parse doc: ⧾ with a subscript fraction"},
		{"⧿₃/₄", miny(num("3/4")), "Parse doc"},
		{"{Tiny(2)||0|-2|||0|-2}", ord(tiny(s.Integer(2)), s.Integer(2)), "CGSuite GameTest.scala: {0||0|-2}.PowTo(3)"},
		// ± lists: CGSuite prints ±{a,b} (CanonicalShortGame.scala) and reads
		// +-(a,b) (Cgsuite.g, plusMinus).
		{"+-{1,{2|0}}", form([]ID{one, g20}, []ID{s.Integer(-1), neg(g20)}), "CGSuite: ±{a,b} = {a,b|−a,−b}"},
		{"±{1,{2|0}}", form([]ID{one, g20}, []ID{s.Integer(-1), neg(g20)}), "Parse doc"},
		{"+-(1,{2|0})", form([]ID{one, g20}, []ID{s.Integer(-1), neg(g20)}), "CGSuite Cgsuite.g: +-(a,b)"},
		{"+-{1|0}", form([]ID{parse("{1|0}")}, []ID{neg(parse("{1|0}"))}), "Parse doc: braces with a bar are one game"},
		{"+-(1*)", form([]ID{num("1*")}, []ID{num("-1*")}), "CGSuite GameTest.scala prints ±(1*)"},
		{"2+-{1,2}", plus(s.Integer(2), form([]ID{one, s.Integer(2)}, []ID{s.Integer(-1), s.Integer(-2)})), "Parse doc: x±y is x+(±y)"},
		{"{1||+-(1*)|-1,{-1|-3}}", st(t)(s.Overheat(parse("{3||2+*|1+*}"), star, num("1*"))), "CGSuite GameTest.scala: {3||2+*|1+*}.Overheat(*,1+*)"},
		// Ordinal sums: Winning Ways ch. 9 (definition); CGSuite 2.x,
		// CompoundGameTestCase.scala and GameTest.scala.
		{"1:1", s.Integer(2), "definition: 1:1 = {0, 1:0 |} = {0,1|} = 2"},
		{"(-1):1", num("-1/2"), "definition: (−1):1 = {−1:0 | 0} = {−1|0} = −1/2"},
		{"-1:1", s.Integer(-2), "CGSuite Cgsuite.g: a sign negates the ordinal sum, −(1:1)"},
		{"- 1:1", s.Integer(-2), "CGSuite Cgsuite.g"},
		{"1:1:1", s.Integer(3), "definition: (1:1):1 = 2:1 = 3"},
		{"1+1:1", s.Integer(3), "CGSuite Cgsuite.g: : binds tighter than +"},
		{"1/2:1/4", num("9/16"), "CGSuite CompoundGameTestCase.scala"},
		{"*5:*6", num("*11"), "CGSuite CompoundGameTestCase.scala"},
		{"{1|0}:0", parse("{1|0}"), "CGSuite CompoundGameTestCase.scala"},
		{"(+-1):^^", parse("{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}"), "CGSuite CompoundGameTestCase.scala: +-1 : ^^"},
		{"+-1:1", form([]ID{s.Integer(2)}, []ID{s.Integer(-2)}), "CGSuite Cgsuite.g: ±(1:1)"},
		{"(+-1):2", parse("{1,{1,+-1|-1}|-1}"), "CGSuite GameTest.scala: (+-1).PowTo(3)"},
		{"'{*|*}':3", sum(3), "CGSuite CompoundGameTestCase.scala: '{*|*}' : 3 = ^[3]"},
		{"'{*|*}':5", sum(5), "CGSuite GameTest.scala: ^.PowTo(5).Subordinate('{*|*}') = 5"},
		{"{*|*}:3", s.Integer(3), "{*|*} = 0 and 0:3 = 3 (canonical base, as in CGSuite)"},
		{"'{*|*}'", Zero, "a quoted form not under : is its value"},
		{"*:5", plus(sum(5), star), "CGSuite GameTest.scala: (^.PowTo(5)+*).Subordinate(*) = 5"},
		{"^:2", sum(3), "CGSuite GameTest.scala: ^.PowTo(3) = ^[3]"},
		{"2^:1", ord(num("2^"), one), "Parse doc: juxtaposition binds tightest"},
		{"-2v4:1", neg(ord(num("2v4"), one)), "Parse doc: −(2v4 : 1)"},
		{"-2v4", num("-2v4"), "Parse doc: unchanged without :"},
		// Norton products: Winning Ways ch. 8; CGSuite GameTest.scala.
		{"^.1", up, "Norton product: G.1 = G"},
		{"3.^", num("^3"), "Norton product: n.U = n copies of U"},
		{"-4.^", num("v4"), "CGSuite GameTest.scala: (-4).NortonProduct(^) = v4"},
		{"1/2.^", parse("{^^*|v*}"), "CGSuite GameTest.scala"},
		{"^.^", parse("{^^*||0|v4}"), "CGSuite GameTest.scala"},
		{"Tiny(2).^", parse("{^^*||0|v6}"), "CGSuite GameTest.scala"},
		{"*.^", form([]ID{num("^^*")}, []ID{num("vv*")}), "by hand: *.↑ = {0, ⇑* | 0, ⇓*} = ±⇑*"},
		{"^ . ^", parse("{^^*||0|v4}"), "Parse doc: spaces"},
		{"1.^:1", ord(up, one), "Parse doc: . binds tighter than :"},
		{"1:1.^", ord(one, up), "Parse doc"},
		{"2.^.^", nort(num("^^"), up), "Parse doc: . left to right"},
		{"-1/2.^", neg(parse("{^^*|v*}")), "Norton product: (−G).U = −(G.U)"},
		{"0.75", num("3/4"), "a dot between digits is a decimal point"},
		{"1.5.^", nort(num("3/2"), up), "Parse doc"},
	}
	for _, tt := range tests {
		got, err := s.Parse(tt.text, nil)
		if err != nil {
			t.Errorf("Parse(%q) (%s): %v", tt.text, tt.src, err)
			continue
		}
		if got != tt.want {
			t.Errorf("Parse(%q) (%s) = %s, want %s", tt.text, tt.src, stShow(s, got), stShow(s, tt.want))
		}
	}
}

// TestParseCGSuiteNames: a name the caller defines as Tiny is still a name
// when no ( follows; Tiny(…) is always the game.
func TestParseCGSuiteNames(t *testing.T) {
	s := stNewStore(t)
	resolve := func(name string) (ID, bool) { return s.Integer(7), name == "Tiny" }
	if got := st(t)(s.Parse("Tiny+1", resolve)); got != s.Integer(8) {
		t.Errorf("Tiny+1 with Tiny = 7: %s", stShow(s, got))
	}
	want := st(t)(s.Parse("{0||0|-1}", nil))
	if got := st(t)(s.Parse("Tiny(1)", resolve)); got != want {
		t.Errorf("Tiny(1) with Tiny = 7: %s", stShow(s, got))
	}
}

// TestParseCGSuiteErrors: the new syntax fails with a message at the
// column of the fault, never a panic.
func TestParseCGSuiteErrors(t *testing.T) {
	s := stNewStore(t)
	tests := []struct {
		text string
		col  int
		msg  string
	}{
		{"^<2", 4, "missing >"},
		{"^[3", 4, "missing ]"},
		{"^<2]", 4, "missing >"},
		{"^<>", 3, "uptimal index expected after <"},
		{"^[x]", 3, "uptimal index expected after ["},
		{"^<0>", 3, "uptimal index must be at least 1"},
		{"v[0]", 3, "uptimal index must be at least 1"},
		{"^<4097>", 3, "uptimal index 4097 too large (at most 4096)"},
		{"^<99999999999999>", 3, "number too large"},
		{"^^<2>", 3, "write one arrow before <: ^<n>"},
		{"^3[2]", 3, "write one arrow before [: ^[n]"},
		{"⇑<2>", 2, "write one arrow before <: ^<n>"},
		{"*<2>", 2, `unexpected "<"`},
		{"5000↑<2>", 5, "multiplicity 5000 of an uptimal too large (at most 4096)"},
		{"Tiny(-1)", 6, "Tiny(x) needs a game x > 0, and -1 is not"},
		{"Tiny(0)", 6, "Tiny(x) needs a game x > 0, and 0 is not"},
		{"Miny( * )", 7, "Miny(x) needs a game x > 0, and * is not"},
		{"Tiny(2", 7, "missing )"},
		{"Tiny()", 6, `unexpected ")"`},
		{"Tiny", 1, "write Tiny(x) for a game x > 0"},
		{"2Miny", 2, "write Miny(x) for a game x > 0"},
		{"⧾", 2, "subscript number expected after ⧾"},
		{"⧿₀", 2, "⧿ needs a subscript x > 0"},
		{"⧾₁/₃", 2, "1/3 is not a short game"},
		{"⧾₁/₀", 2, `bad number "1/0"`},
		{"⧾₀/₁", 2, "⧾ needs a subscript x > 0"},
		{"+-{}", 4, "option expected"},
		{"+-{1,}", 6, "option expected"},
		{"+-{1 2}", 6, `unexpected "2" in the options of ±`},
		{"+-{1,2", 7, "missing }"},
		{"1:", 3, "game expected"},
		{"1: :1", 4, `unexpected ":"`},
		{"^.", 3, "game expected"},
		{"^.0", 3, "U must be positive"},
		{"^.*", 3, "U must be positive"},
		{"1:1.-1", 5, "U must be positive"},
		{"5.", 3, "game expected"},
		{"'{*|*}", 7, "missing ' after }"},
		{"'*", 2, "{ expected after '"},
		{"'{1}'", 5, "missing | in braces"},
		{"1.2", 1, "1.2 is not a short game"},
		{strings.Repeat("±{", 2001), 4002, "nested more than 2000 deep"},
		{strings.Repeat("'{", 2001), 4001, "nested more than 2000 deep"},
		{strings.Repeat("-", 3000) + "1", 2003, "nested more than 2000 deep"},
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
	}
	if id := st(t)(s.Parse("^<2>+Tiny(1)", nil)); id == Zero {
		t.Errorf("after errors, ^<2>+Tiny(1) = 0")
	}
}

// TestParseCGSuiteRandom parses 5000 random strings over the tokens of the
// notation: each must give a game or a one-line error, never a panic, and
// a game must print and read back to itself.
func TestParseCGSuiteRandom(t *testing.T) {
	s := stNewStore(t)
	tokens := []string{"^", "v", "↑", "↓", "<", ">", "[", "]", "*", "1", "2", "3", "1/2", "-", "+", "+-", "±",
		"{", "}", "|", ",", "(", ")", ":", ".", "'", "Tiny(", "Miny(", "⧾", "₂", " ", "0"}
	rng := rand.New(rand.NewSource(5))
	p := &Printer{Store: s, Notation: ASCII}
	games := 0
	for range 5000 {
		var b strings.Builder
		for range 1 + rng.Intn(12) {
			b.WriteString(tokens[rng.Intn(len(tokens))])
		}
		text := b.String()
		var id ID
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("Parse(%q) panicked: %v", text, r)
				}
			}()
			id, err = s.Parse(text, nil)
		}()
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("Parse(%q): error on more than one line: %q", text, err)
			}
			continue
		}
		games++
		out := p.String(id)
		if back, err := s.Parse(out, nil); err != nil || back != id {
			t.Errorf("Parse(%q) = %s, which reads back as %s, %v", text, out, stShow(s, back), err)
		}
	}
	if games < 200 {
		t.Errorf("only %d of 5000 random strings were games", games)
	}
}

// TestParseForm: a text that is one quoted form '{…}' is that form as
// written (CGSuite's quoted notation, CompoundGameTestCase.scala's
// '{*|*}'); any other text is Parse's canonical form.
func TestParseForm(t *testing.T) {
	s := stNewStore(t)
	star := s.Value(NUS{M: 1})
	for _, tt := range []struct {
		text string
		want ID
	}{
		{"'{*|*}'", s.NewForm([]ID{star}, []ID{star})},
		{"  '{ * , 0 | 1/2 }' ", s.NewForm([]ID{star, Zero}, []ID{s.Number(NewDyadic(1, 1))})},
		{"'{2||1|0}'", s.NewForm([]ID{s.Integer(2)}, []ID{st(t)(s.Parse("{1|0}", nil))})},
		{"'{*|*}':3", st(t)(s.UpSum(3))},
		{"'{*|*}'+1", s.Integer(1)},
		{"{*|*}", Zero},
	} {
		if got := st(t)(s.ParseForm(tt.text, nil)); got != tt.want {
			t.Errorf("ParseForm(%q) = %s, want %s", tt.text, stShow(s, got), stShow(s, tt.want))
		}
	}
	if _, err := s.ParseForm("'{*|*}", nil); err == nil || err.Error() != "column 7: missing ' after }" {
		t.Errorf("ParseForm(\"'{*|*}\"): error %v, want column 7: missing ' after }", err)
	}
}
