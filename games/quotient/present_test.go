package quotient

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cgcalc/games/internal/probe"
)

// paperQuotient is one presentation of Plambeck 2005, as printed there.
type paperQuotient struct {
	name  string
	ref   string // the section of Plambeck 2005 the expected values come from
	pres  string // as written in the survey
	p     string // P-portion as written in the survey
	order int
	psize int
	// print is the presentation MisereSolver prints (the orientation of its
	// logs, Plambeck 2005, §9.3); it is the survey's text except where noted.
	print  string
	printP string
	// elems lists the elements in normal-form order, where the survey
	// lists them or they follow from its presentation (nil if it does not).
	elems string
}

// guilesPres is Guiles' presentation, Plambeck 2005, §4.2, relations copied
// verbatim.
const guilesPres = `{a,b,c,d,e,f,g,h,i | a2=1,  b4=b2,  bc=ab3,  c2=b2,  b2d=d,  cd=ad,  d3=ad2,  b2e=b3,  de=bd,  be2=ace,
ce2=abe,  e4=e2,  bf=b3,  df=d,  ef=ace,  cf2=cf,  f3=f2,  b2g=b3,  cg=ab3,  dg=bd,
eg=be,  fg=b3,  g2=bg,  bh=bg,  ch=ab3,  dh=bd,  eh=bg,  fh=b3,  gh=bg,  h2=b2,
bi=bg,  ci=ab3,  di=bd,  ei=be,  fi=b3,  gi=bg,  hi=b2,  i2=b2}`

var paperQuotients = []paperQuotient{
	{
		name: "T1", ref: "§7.1.1 Fig. 8",
		pres: "⟨a | a^2 = 1⟩", p: "{a}", order: 2, psize: 1,
		print: "{a | a2=1}", printP: "{a}", elems: "1 a",
	},
	{
		name: "T2", ref: "§7.1.1 Fig. 8",
		pres: "⟨a, b | a^2 = 1, b^3 = b⟩", p: "{a, b^2}", order: 6, psize: 2,
		print: "{a,b | a2=1,b3=b}", printP: "{a, b2}", elems: "1 a b ab b2 ab2",
	},
	{
		// §7.1.2 writes T_n as "a^2 = 1, b^3 = b, c^3 = c, …, b^2 = c^2 = …";
		// in MisereSolver's orientation c^3 = c is not minimal (it
		// follows from c^2 = b^2 and b^2c = c), so the printed form
		// differs from the survey's; order and P are the survey's.
		name: "T3", ref: "§7.1.2",
		pres: "⟨a, b, c | a^2 = 1, b^3 = b, c^3 = c, b^2 = c^2⟩", p: "{a, b^2}", order: 10, psize: 2,
		print: "{a,b,c | a2=1,b3=b,b2c=c,c2=b2}", printP: "{a, b2}",
		elems: "1 a b ab b2 ab2 c ac bc abc",
	},
	{
		name: "T4", ref: "§7.1.2",
		pres: "⟨a, b, c, d | a^2 = 1, b^3 = b, c^3 = c, d^3 = d, b^2 = c^2 = d^2⟩", p: "{a, b^2}", order: 18, psize: 2,
		print: "{a,b,c,d | a2=1,b3=b,b2c=c,c2=b2,b2d=d,d2=b2}", printP: "{a, b2}",
	},
	{
		name: "R8", ref: "§8.1",
		pres: "{a,b,c | a2=1,b3=b,bc=ab,c2=b2}", p: "{a,b2}", order: 8, psize: 2,
		print: "{a,b,c | a2=1,b3=b,bc=ab,c2=b2}", printP: "{a, b2}",
		elems: "1 a b ab b2 ab2 c ac",
	},
	{
		name: "0.34", ref: "§8.2.1",
		pres: "⟨a, b, c | a^2 = 1, b^4 = b^2, b^2c = b^3, c^2 = 1⟩", p: "{a, b^2, ac}", order: 12, psize: 3,
		print: "{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", printP: "{a, b2, ac}",
		elems: "1 a b ab b2 ab2 b3 ab3 c ac bc abc",
	},
	{
		// Plambeck's orientation b^3 = b^2c; MisereSolver's order makes
		// b^3 the normal form, so it prints as Q_0.34 (Plambeck 2005, §3.2;
		// doc/references.md, erratum P6).
		name: "Pascal's Beans", ref: "§3.2",
		pres: "⟨a, b, c | a^2 = 1, c^2 = 1, b^3 = b^2c⟩", p: "{a, b^2, ac}", order: 12, psize: 3,
		print: "{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", printP: "{a, b2, ac}",
		elems: "1 a b ab b2 ab2 b3 ab3 c ac bc abc",
	},
	{
		name: "0.123 heap 8", ref: "§9.3 transcript",
		pres: "{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", p: "{a, b2, ac}", order: 12, psize: 3,
		print: "{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", printP: "{a, b2, ac}",
	},
	{
		name: "0.123", ref: "§9.3 transcript",
		pres: "{a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2}", p: "{a, b2, ac, bd, d2}", order: 20, psize: 5,
		print: "{a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2}", printP: "{a, b2, ac, bd, d2}",
		elems: "1 a b ab b2 ab2 b3 ab3 c ac bc abc d ad bd abd d2 ad2 bd2 abd2",
	},
	{
		name: "0.71", ref: "§8.2.2",
		pres: "⟨a, b, c, d | a^2 = 1, b^4 = b^2, b^2c = c, c^4 = ac^3, c^3d = c^3, d^2 = 1⟩",
		p:    "{a, b^2, bc, c^2, ac^3, ad, b^3d, cd, bc^2d}", order: 36, psize: 9,
		print:  "{a,b,c,d | a2=1,b4=b2,b2c=c,c4=ac3,c3d=c3,d2=1}",
		printP: "{a, b2, bc, c2, ac3, ad, b3d, cd, bc2d}",
	},
	{
		name: "coin sliding {2+,0}", ref: "§9.5.1 transcript",
		pres: "{a,b,c | a2=1,b3=b,b2c=c,c3=ac2}", p: "{a,b2,bc,c2}", order: 14, psize: 4,
		print: "{a,b,c | a2=1,b3=b,b2c=c,c3=ac2}", printP: "{a, b2, bc, c2}",
		elems: "1 a b ab b2 ab2 c ac bc abc c2 ac2 bc2 abc2",
	},
	{
		name: "Guiles", ref: "§4.2",
		pres: guilesPres, p: "{a, b^2, bd, d^2, ae, ae^2, ae^3, af, af^2, ag, ah, ai}", order: 42, psize: 12,
		print: "{a,b,c,d,e,f,g,h,i | a2=1,b4=b2,bc=ab3,c2=b2,b2d=d,cd=ad,d3=ad2,b2e=b3,de=bd,be2=ace," +
			"ce2=abe,e4=e2,bf=b3,df=d,ef=ace,cf2=cf,f3=f2,b2g=b3,cg=ab3,dg=bd,eg=be,fg=b3,g2=bg,bh=bg," +
			"ch=ab3,dh=bd,eh=bg,fh=b3,gh=bg,h2=b2,bi=bg,ci=ab3,di=bd,ei=be,fi=b3,gi=bg,hi=b2,i2=b2}",
		printP: "{a, b2, bd, d2, ae, ae2, ae3, af, af2, ag, ah, ai}",
	},
}

func parsePaper(t *testing.T, name string) (*Bipartite, *Presentation) {
	t.Helper()
	for _, q := range paperQuotients {
		if q.name == name {
			b, p, err := ParseBipartite(q.pres, q.p)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return b, p
		}
	}
	t.Fatalf("no quotient %q", name)
	return nil, nil
}

func TestPresentPaperQuotients(t *testing.T) {
	for _, q := range paperQuotients {
		t.Run(q.name, func(t *testing.T) {
			b, p, err := ParseBipartite(q.pres, q.p)
			if err != nil {
				t.Fatalf("%s (%s): %v", q.name, q.ref, err)
			}
			if got := b.M.Size(); got != q.order {
				t.Errorf("%s (%s): order %d, want %d", q.name, q.ref, got, q.order)
			}
			if got := b.PSize(); got != q.psize {
				t.Errorf("%s (%s): |P| = %d, want %d", q.name, q.ref, got, q.psize)
			}
			if got := p.String(); got != q.print {
				t.Errorf("%s (%s): prints\n  %s\nwant\n  %s", q.name, q.ref, got, q.print)
			}
			if got := p.FormatP(b.P); got != q.printP {
				t.Errorf("%s (%s): P prints %s, want %s", q.name, q.ref, got, q.printP)
			}
			if q.elems != "" {
				var ws []string
				for _, x := range p.Elements() {
					ws = append(ws, p.Word(x))
				}
				if got := strings.Join(ws, " "); got != q.elems {
					t.Errorf("%s (%s): elements %s, want %s", q.name, q.ref, got, q.elems)
				}
			}
			// Re-parsing the printed form gives the same presentation.
			b2, p2, err := ParseBipartite(p.String(), p.FormatP(b.P))
			if err != nil {
				t.Fatalf("%s: reparse %q: %v", q.name, p.String(), err)
			}
			if p2.String() != p.String() || p2.FormatP(b2.P) != p.FormatP(b.P) {
				t.Errorf("%s: reparse prints %s %s", q.name, p2, p2.FormatP(b2.P))
			}
			if _, ok := Isomorphic(b, b2); !ok {
				t.Errorf("%s: reparsed monoid not isomorphic to the original", q.name)
			}
		})
	}
}

// TestPresentNormalForms checks that the normal forms Present computes
// are the least words (brute force over all words with small exponents)
// and that the relations are exactly the minimal non-normal words.
func TestPresentNormalForms(t *testing.T) {
	for _, q := range paperQuotients {
		if q.order > 20 {
			continue
		}
		_, p := parsePaper(t, q.name)
		k := len(p.Gens)
		bound := 5
		least := map[Elem][]uint16{}
		normal := map[string]bool{}
		w := make([]uint16, k)
		var rec func(i int)
		rec = func(i int) {
			if i < 0 {
				x := p.Eval(w)
				if v, ok := least[x]; !ok || CompareWords(w, v) < 0 {
					least[x] = slices.Clone(w)
				}
				return
			}
			for e := 0; e <= bound; e++ {
				w[i] = uint16(e)
				rec(i - 1)
			}
		}
		rec(k - 1)
		for x, v := range least {
			if !slices.Equal(p.Normal(x), v) {
				t.Errorf("%s: normal form of %d is %v, brute force %v", q.name, x, p.Normal(x), v)
			}
			normal[wordKey(v)] = true
		}
		for _, r := range p.Relations() {
			if normal[wordKey(r.LHS)] {
				t.Errorf("%s: relation %s has a normal left side", q.name, p.FormatRelation(r))
			}
			if p.Eval(r.LHS) != p.Eval(r.RHS) || !normal[wordKey(r.RHS)] {
				t.Errorf("%s: relation %s is wrong", q.name, p.FormatRelation(r))
			}
			for j := range r.LHS {
				if r.LHS[j] == 0 {
					continue
				}
				d := slices.Clone(r.LHS)
				d[j]--
				if !normal[wordKey(d)] {
					t.Errorf("%s: relation %s is not minimal", q.name, p.FormatRelation(r))
				}
			}
		}
	}
}

// TestPresentIdentities checks identities that follow from the survey's
// presentations.
func TestPresentIdentities(t *testing.T) {
	tests := []struct {
		quotient, ref string
		word, normal  string
		inP           bool
	}{
		{"R8", "Plambeck 2005, §8.1", "b2c", "ab2", false},
		{"R8", "Plambeck 2005, §8.1", "c3", "ab2", false},
		{"R8", "Plambeck 2005, §8.1 (5+5 is P)", "c2", "b2", true},
		{"Pascal's Beans", "Plambeck 2005, §3.2 (b^4 = b^2 follows)", "b4", "b2", true},
		{"Pascal's Beans", "Plambeck 2005, §3.2 worked example", "ab2", "ab2", false},
		{"Pascal's Beans", "Plambeck 2005, §3.2 (b^2c written b^3)", "b^2c", "b3", false},
		{"Guiles", "Plambeck 2005, §4.2", "c3", "ab2", false},
		{"Guiles", "Plambeck 2005, §4.2", "g3", "b3", false},
		{"Guiles", "Plambeck 2005, §4.2", "h3", "b3", false},
		{"Guiles", "Plambeck 2005, §4.2", "i3", "b3", false},
		{"Guiles", "Plambeck 2005, §4.2", "be3", "be", false},
		{"Guiles", "Plambeck 2005, §4.2", "ce3", "ce", false},
		{"Guiles", "Plambeck 2005, §4.2 worked example 4+58+68+78", "ad3", "d2", true},
		{"Guiles", "Plambeck 2005, §4.2 58+68", "d·d", "d2", true},
		{"Guiles", "Plambeck 2005, §4.2 6+6", "b b", "b2", true},
		{"Guiles", "Plambeck 2005, §4.2 3+13", "1", "1", false},
		{"0.123", "Plambeck 2005, §9.4 (Fig. 14) 4+4+8+9", "b2·c·d", "bd", true},
		{"0.123", "Plambeck 2005, §9.4 (Fig. 14) 6+8+9", "d2·c·d", "abd2", false},
		{"0.123", "Plambeck 2005, §9.4 (Fig. 14) 8+9 (cd = bd)", "cd", "bd", true},
		{"coin sliding {2+,0}", "Plambeck 2005, §9.5.1 (2_+ = c2 is P)", "c2", "c2", true},
		{"coin sliding {2+,0}", "Plambeck 2005, §9.5.1 ({2_+,0} = c is N)", "c", "c", false},
	}
	for _, tt := range tests {
		b, p := parsePaper(t, tt.quotient)
		// Products written with spaces are parsed factor by factor.
		x := Elem(0)
		for _, f := range strings.Fields(strings.ReplaceAll(tt.word, "·", " ")) {
			y, err := p.ParseWord(f)
			if err != nil {
				t.Fatalf("%s: %v", tt.word, err)
			}
			x = b.M.Mul(x, y)
		}
		if got := p.Word(x); got != tt.normal {
			t.Errorf("%s (%s): %s = %s, want %s", tt.quotient, tt.ref, tt.word, got, tt.normal)
		}
		if b.P[x] != tt.inP {
			t.Errorf("%s (%s): %s ∈ P is %v, want %v", tt.quotient, tt.ref, tt.word, b.P[x], tt.inP)
		}
	}
}

// TestPresent0123Pairs checks Fig. 23 (two-heap table of 0.123,
// Plambeck 2005, §11.3.4) against Q_0.123 and its P, with Φ of heaps 0–9 from
// Plambeck 2005, §9.3.
func TestPresent0123Pairs(t *testing.T) {
	b, p := parsePaper(t, "0.123")
	phiWords := strings.Fields("1 a 1 b b a d2 1 c d") // Plambeck 2005, §9.3, heaps 0–9
	phi := make([]Elem, len(phiWords))
	for h, w := range phiWords {
		x, err := p.ParseWord(w)
		if err != nil {
			t.Fatal(err)
		}
		phi[h] = x
	}
	table := []struct {
		h1, h2 int
		phi    string
		p      bool
	}{
		{1, 1, "1", false}, {1, 2, "a", true}, {1, 3, "ab", false}, {1, 4, "ab", false},
		{1, 5, "1", false}, {1, 6, "ad2", false}, {1, 7, "a", true}, {1, 8, "ac", true},
		{1, 9, "ad", false}, {2, 2, "1", false}, {2, 3, "b", false}, {2, 4, "b", false},
		{2, 5, "a", true}, {2, 6, "d2", true}, {2, 7, "1", false}, {2, 8, "c", false},
		{2, 9, "d", false}, {7, 7, "1", false}, {7, 8, "c", false}, {7, 9, "d", false},
		{3, 3, "b2", true}, {3, 4, "b2", true}, {3, 5, "ab", false}, {3, 6, "bd2", false},
		{3, 7, "b", false}, {3, 8, "bc", false}, {3, 9, "bd", true}, {4, 4, "b2", true},
		{5, 5, "1", false}, {5, 6, "ad2", false}, {5, 7, "a", true}, {5, 8, "ac", true},
		{5, 9, "ad", false}, {6, 6, "d2", true}, {6, 7, "d2", true}, {6, 8, "bd2", false},
		{6, 9, "ad2", false}, {8, 8, "1", false}, {8, 9, "bd", true}, {9, 9, "d2", true},
	}
	for _, tt := range table {
		x := b.M.Mul(phi[tt.h1], phi[tt.h2])
		if got := p.Word(x); got != tt.phi || b.P[x] != tt.p {
			t.Errorf("Plambeck 2005, §11.3.4: h%d+h%d ↦ %s (P %v), want %s (P %v)", tt.h1, tt.h2, got, b.P[x], tt.phi, tt.p)
		}
	}
	// Plambeck 2005, §11.3.3: single-heap P-positions 1, 5, 6 among heaps 0–9.
	var ps []int
	for h, x := range phi {
		if b.P[x] {
			ps = append(ps, h)
		}
	}
	if !slices.Equal(ps, []int{1, 5, 6}) {
		t.Errorf("Plambeck 2005, §11.3.3: single-heap P-positions %v, want [1 5 6]", ps)
	}
}

// TestPresentInvariants checks consequences of the definitions (Plambeck
// 2005, §5, §6.1, §9.1, footnote 8) on
// every quotient of the survey: 1 ∉ P; a² = 1 and a ∈ P; x ∈ P ⇒ ax ∉ P; even
// order; reduced; x^(k+2) = x^k.
func TestPresentInvariants(t *testing.T) {
	for _, q := range paperQuotients {
		b, p := parsePaper(t, q.name)
		m := b.M
		a := p.Gens[0]
		if b.P[0] || !b.P[a] || m.Mul(a, a) != 0 {
			t.Errorf("%s (Plambeck 2005, §6.1.1, §6.1.3): 1 ∈ P %v, a ∈ P %v, a² = %s", q.name, b.P[0], b.P[a], p.Word(m.Mul(a, a)))
		}
		for x := range Elem(m.Size()) {
			if b.P[x] && b.P[m.Mul(a, x)] {
				t.Errorf("%s (Plambeck 2005, §6.1.4: N = *1 + P): %s and a·%s both in P", q.name, p.Word(x), p.Word(x))
			}
			if _, period, _ := powerCycle(m, x); period > 2 {
				t.Errorf("%s (Plambeck 2005, §9.1, §10.3: x^(k+2) = x^k): %s has period %d", q.name, p.Word(x), period)
			}
		}
		if m.Size()%2 != 0 {
			t.Errorf("%s (Plambeck 2005, footnote 8: even order): odd order %d", q.name, m.Size())
		}
		if r, _ := b.Reduce(); r.M.Size() != m.Size() {
			t.Errorf("%s (reduced: the definition of indistinguishability, Plambeck 2005, §5): reduces to order %d", q.name, r.M.Size())
		}
	}
}

// TestParseSyntax checks the accepted spellings.
func TestParseSyntax(t *testing.T) {
	want := "{a,b,c | a2=1,b3=b,bc=ab,c2=b2}" // R8, Plambeck 2005, §8.1
	for _, s := range []string{
		"{a,b,c | a2=1,b3=b,bc=ab,c2=b2}",
		"{a,b,c|a2=1,b3=b,bc=ab,c2=b2}",
		"  { a , b , c | a2 = 1 , b3 = b , bc = ab , c2 = b2 }  ",
		"⟨a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2⟩",
		"〈a,b,c | a²=1, b³=b, b·c=a*b, c²=b²〉",
		"<a,b,c | 1=a2, b=b3, ab=bc, b2=c2>",
		"{a,b,c | a2=1; b3=b; bc=ab; c2=b2}",
		"{a,b,c | aa=1, bbb=b, cb=ba, c2=b2=c^2}",
		"{a,b,c | a2=1,b3=b,bc=ab,c2=b2,b2c=ab2,c3=ab2}", // redundant derived relations
	} {
		p, err := ParsePresentation(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if p.String() != want {
			t.Errorf("%q prints %s, want %s", s, p, want)
		}
	}
	// Letters other than a, b, c keep their names and order.
	p, err := ParsePresentation("{x,y | y^3=y, x^2=1}")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.String(); got != "{x,y | x2=1,y3=y}" {
		t.Errorf("renamed T2 prints %s", got)
	}
	// P-lists.
	b, p, err := ParseBipartite("{a,b | a2=1,b3=b}", "P = {a,b^2}")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.FormatP(b.P); got != "{a, b2}" {
		t.Errorf("P = %s", got)
	}
	for _, s := range []string{"{b2, a}", "a, b2", "{a,b²,a}", " P={ b^2 , a } "} {
		in, err := p.ParseSet(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if !slices.Equal(in, b.P) {
			t.Errorf("%q: %v, want %v", s, in, b.P)
		}
	}
	if in, err := p.ParseSet("{}"); err != nil || slices.Contains(in, true) {
		t.Errorf("{}: %v %v", in, err)
	}
	// The word of an element and back.
	for _, x := range p.Elements() {
		y, err := p.ParseWord(p.Word(x))
		if err != nil || y != x {
			t.Errorf("ParseWord(%s) = %d, %v; want %d", p.Word(x), y, err, x)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, msg string
	}{
		{"", "presentation: empty presentation"},
		{"   ", "presentation: empty presentation"},
		{"{}", "presentation: column 2: empty presentation: no generators"},
		{"⟨ | a2=1⟩", "presentation: column 3: empty presentation: no generators"},
		{"a2=1", `presentation: column 1: expected '{' or '⟨' to open the presentation, found 'a'`},
		{"{a,b | a2=1, b=x}", `presentation: column 16: unknown generator "x"`},
		{"{a,b | a2=1 b3=b}", `presentation: column 13: expected ',' or "}", found 'b'`},
		{"{a | a2=1", `presentation: column 10: expected ',' or "}", found end of input`},
		{"{a | a2=1⟩", `presentation: column 10: expected ',' or "}", found '⟩'`},
		{"{a | a2}", `presentation: column 8: expected '=' in relation, found '}'`},
		{"{a | a2=}", `presentation: column 9: expected a word (a generator letter or 1), found '}'`},
		{"{a | a^=1}", `presentation: column 8: expected an exponent after '^', found '='`},
		{"{a | a2=1a}", `presentation: column 9: the identity is written 1 on its own`},
		{"{a,a | a2=1}", `presentation: column 4: generator "a" listed twice`},
		{"{ab | a2=1}", `presentation: column 3: generators are single letters separated by commas, found 'b'`},
		{"{a | a99999=1}", `presentation: column 7: exponent larger than 32768`},
		{"{a | a2=1} x", `presentation: column 12: unexpected 'x' after the presentation`},
		{"{a,b | a2=1}", "presentation does not define a finite monoid: no relation bounds the powers of b"},
		{"{a,b | a2=1, ab=b}", "presentation does not define a finite monoid: no relation bounds the powers of b"},
		{"{a}", "presentation does not define a finite monoid: no relation bounds the powers of a"},
		{"{a,b | a2000=1, b2000=1}", "presentation: the monoid has more than 262144 elements"},
	}
	for _, tt := range tests {
		_, err := ParsePresentation(tt.in)
		if err == nil {
			t.Errorf("%q: no error", tt.in)
			continue
		}
		if err.Error() != tt.msg {
			t.Errorf("%q: error %q, want %q", tt.in, err, tt.msg)
		}
		if !errors.Is(err, ErrPresentation) {
			t.Errorf("%q: error %v is not ErrPresentation", tt.in, err)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error is not one line", tt.in)
		}
	}
	_, p := parsePaper(t, "T2")
	for _, s := range []string{"", "c", "ab!", "a b"} {
		if _, err := p.ParseWord(s); !errors.Is(err, ErrPresentation) {
			t.Errorf("ParseWord(%q): %v", s, err)
		}
	}
	for _, s := range []string{"{a", "{a,}", "{a} b", "{c}", "a;b"} {
		if _, err := p.ParseSet(s); !errors.Is(err, ErrPresentation) {
			t.Errorf("ParseSet(%q): %v", s, err)
		}
	}
}

// TestPresentGenerators checks Present with caller-chosen generator
// elements and names, as the solver uses it.
func TestPresentGenerators(t *testing.T) {
	b, p := parsePaper(t, "0.123")
	m := b.M
	a, bb, c, d := p.Gens[0], p.Gens[1], p.Gens[2], p.Gens[3]
	// Default names, gens in the given order.
	q, err := Present(m, []Elem{a, bb, c, d}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if q.String() != p.String() {
		t.Errorf("Present = %s, want %s", q, p)
	}
	// Naming d before c changes the normal forms and relations: the
	// generators are a, b, d (named c), c (named d).
	q, err = Present(m, []Elem{a, bb, d, c}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// The 0.123 relations read with c ↔ d: b2d=d → b2c=c, cd=bd → cd=bc,
	// d3=ad2 → c3=ac2, b2c=b3 → b2d=b3 (Plambeck 2005, §9.3).
	if got := q.String(); got != "{a,b,c,d | a2=1,b4=b2,b2c=c,c3=ac2,b2d=b3,cd=bc,d2=1}" {
		t.Errorf("swapped generators: %s", got)
	}
	if got := q.FormatP(b.P); got != "{a, b2, bc, c2, ad}" {
		t.Errorf("swapped generators: P = %s", got)
	}
	b2, _, err := ParseBipartite(q.String(), q.FormatP(b.P))
	if err != nil {
		t.Fatalf("reparse %s: %v", q, err)
	}
	if _, ok := Isomorphic(b, b2); !ok {
		t.Errorf("%s with P %s is not isomorphic to Q_0.123", q, q.FormatP(b.P))
	}
	// Custom names.
	q, err = Present(m, []Elem{a, bb, c, d}, []string{"x", "y", "z", "w"})
	if err != nil {
		t.Fatal(err)
	}
	if got := q.String(); got != "{x,y,z,w | x2=1,y4=y2,y2z=y3,z2=1,y2w=w,zw=yw,w3=xw2}" {
		t.Errorf("named: %s", got)
	}
	if got := q.FormatP(b.P); got != "{x, y2, xz, yw, w2}" {
		t.Errorf("named P: %s", got)
	}
	// A redundant generator (c·d = bd given a name) gets a relation.
	q, err = Present(m, []Elem{a, bb, c, d, m.Mul(c, d)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(q.String(), ",e=bd") {
		t.Errorf("redundant generator: %s", q)
	}
	// Generators that do not generate.
	if _, err := Present(m, []Elem{a, bb, c}, nil); !errors.Is(err, ErrPresentation) {
		t.Errorf("non-generating: %v", err)
	}
	if _, err := Present(m, []Elem{a, 99}, nil); !errors.Is(err, ErrPresentation) {
		t.Errorf("out of range: %v", err)
	}
	if _, err := Present(m, []Elem{a, bb, c, d}, []string{"a", "b", "c", "c"}); !errors.Is(err, ErrPresentation) {
		t.Errorf("duplicate names: %v", err)
	}
	if _, err := Present(m, []Elem{a, bb, c, d}, []string{"a", "b", "c2", "d"}); !errors.Is(err, ErrPresentation) {
		t.Errorf("digit in name: %v", err)
	}
	// The trivial monoid.
	triv, err := NewMonoid(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if q, err := Present(triv, nil, nil); err != nil || q.String() != "{}" || q.Word(0) != "1" {
		t.Errorf("trivial: %v %v", q, err)
	}
}

func TestCompareWords(t *testing.T) {
	// MisereSolver's order (doc/references.md#miseresolver): the last
	// generator's exponent decides first.
	ordered := [][]uint16{{}, {1}, {5}, {0, 1}, {3, 1}, {0, 4}, {0, 0, 1}, {0, 2, 1}, {1, 2, 1}, {0, 0, 2}}
	for i, u := range ordered {
		for j, v := range ordered {
			want := 0
			if i < j {
				want = -1
			} else if i > j {
				want = 1
			}
			if got := CompareWords(u, v); got != want {
				t.Errorf("CompareWords(%v, %v) = %d, want %d", u, v, got, want)
			}
		}
	}
	if got := FormatWord([]uint16{1, 2, 1, 0}, []string{"a", "b", "c", "d"}); got != "ab2c" {
		t.Errorf("FormatWord = %s", got)
	}
}

// fuzzWork bounds the units of work of each presentation the fuzzer
// builds (a few tens of milliseconds), so that a slow one ends in an error
// at once instead of stalling the fuzzer; every paper quotient fits.
const fuzzWork = 1 << 20

// FuzzParsePresentation checks that no input panics, and that whatever
// parses within fuzzWork units of work re-parses from its printed form.
func FuzzParsePresentation(f *testing.F) {
	for _, q := range paperQuotients {
		f.Add(q.pres, q.p)
	}
	f.Add("{a,b | a2=1, ab=b2}", "{b}")
	f.Add("⟨x | x^3 = x²⟩", "P = {x}")
	f.Fuzz(func(t *testing.T, pres, pset string) {
		b, p, err := ParseBipartiteContext(context.Background(), pres, pset, fuzzWork)
		if err != nil {
			if !errors.Is(err, ErrPresentation) {
				t.Fatalf("%q: error %v is not ErrPresentation", pres, err)
			}
			return
		}
		b2, p2, err := ParseBipartiteContext(context.Background(), p.String(), p.FormatP(b.P), 64*fuzzWork)
		if err != nil && strings.Contains(err.Error(), "units of work") {
			return // the printed relations may take more work than the given ones
		}
		if err != nil {
			t.Fatalf("%q prints %q, which does not parse: %v", pres, p, err)
		}
		if p2.String() != p.String() || b2.M.Size() != b.M.Size() {
			t.Fatalf("%q: reparse gives %s", pres, p2)
		}
	})
}

// TestPresentStopEarly compares Present with its shortcut (a generator's
// powers end at the first that adds no element; the proof is in Present)
// against the plain computation, which takes every power until the powers
// cycle: the same normal forms, order and relations, or the same error.
// The monoids: the survey's quotients over random lists of their elements,
// and random commutative presentations whose generators have long power
// cycles (a^p = a^q with q up to 12), the case where the powers go on
// longest after the base has been covered.
func TestPresentStopEarly(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 31))
	type trial struct {
		what string
		m    *Monoid
		gens []Elem
	}
	var trials []trial
	for _, q := range paperQuotients {
		b, p := parsePaper(t, q.name)
		for range 8 {
			gens := slices.Clone(p.Gens)
			rng.Shuffle(len(gens), func(i, j int) { gens[i], gens[j] = gens[j], gens[i] })
			for range rng.IntN(3) { // extra elements, products of the others
				gens = append(gens, Elem(rng.IntN(b.M.Size())))
			}
			if rng.IntN(4) == 0 && len(gens) > 1 { // one missing: maybe not generating
				gens = gens[1:]
			}
			trials = append(trials, trial{q.name, b.M, gens})
		}
	}
	names := []string{"a", "b", "c"}
	for range 120 {
		k := 1 + rng.IntN(3)
		var rels []string
		for i := range k {
			q := 1 + rng.IntN(12)
			p := rng.IntN(q)
			rels = append(rels, fmt.Sprintf("%s%d=%s", names[i], q, power(names[i], p)))
		}
		text := "{" + strings.Join(names[:k], ",") + "|" + strings.Join(rels, ",") + "}"
		pres, err := ParsePresentation(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		gens := slices.Clone(pres.Gens)
		for range rng.IntN(3) {
			gens = append(gens, Elem(rng.IntN(pres.M.Size())))
		}
		rng.Shuffle(len(gens), func(i, j int) { gens[i], gens[j] = gens[j], gens[i] })
		trials = append(trials, trial{text, pres.M, gens})
	}
	presented, shortened := 0, 0
	for _, tr := range trials {
		var fastWork, plainWork probe.Meter
		fast, errFast := present(tr.m, tr.gens, nil, &fastWork)
		presentStopEarly = false
		plain, errPlain := present(tr.m, tr.gens, nil, &plainWork)
		presentStopEarly = true
		if fastWork.Units < plainWork.Units {
			shortened++
		}
		if (errFast == nil) != (errPlain == nil) {
			t.Fatalf("%s over %v: shortcut %v, plain %v", tr.what, tr.gens, errFast, errPlain)
		}
		if errFast != nil {
			continue
		}
		if fast.String() != plain.String() || !slices.Equal(fast.Elements(), plain.Elements()) {
			t.Fatalf("%s over %v: shortcut %s, plain %s", tr.what, tr.gens, fast, plain)
		}
		for x := range Elem(tr.m.Size()) {
			if !slices.Equal(fast.Normal(x), plain.Normal(x)) {
				t.Fatalf("%s over %v: %d is %s by the shortcut, %s plainly", tr.what, tr.gens, x, fast.Word(x), plain.Word(x))
			}
		}
		presented++
	}
	t.Logf("%d trials, %d presented, %d shortened by the shortcut", len(trials), presented, shortened)
	if presented < len(trials)/2 || shortened < len(trials)/4 {
		t.Errorf("%d of %d trials presented, %d shortened: too few to test the shortcut", presented, len(trials), shortened)
	}
}

// power writes x^p as a word ("1" for p = 0).
func power(x string, p int) string {
	switch p {
	case 0:
		return "1"
	case 1:
		return x
	}
	return fmt.Sprintf("%s%d", x, p)
}
