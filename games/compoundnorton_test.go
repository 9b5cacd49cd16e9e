package games

import (
	"errors"
	"math/rand"
	"testing"
)

// nortonUnits returns positive units U for the tests: numbers, ups, an up
// multiple with a star, a hot game, a tiny and up-second.
func nortonUnits(t *testing.T, s *Store) map[string]ID {
	t.Helper()
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	return map[string]ID{
		"1":       s.Integer(1),
		"1/2":     parse("1/2"),
		"3/4":     parse("3/4"),
		"↑":       parse("^"),
		"⇑*":      parse("^^*"),
		"{2|1}":   parse("{2|1}"),
		"Tiny(2)": parse("{0||0|-2}"),
		"↑²":      st(t)(s.UpNth(2)),
	}
}

// bruteNorton computes G.U from the definition over the canonical forms,
// with no memo and only the store's public API: n copies of U added one by
// one for an integer n, otherwise {G^L.U + U + I | G^R.U − (U + I)} over the
// incentives I (Incentives).
func bruteNorton(t *testing.T, s *Store, g, u ID) ID {
	t.Helper()
	g = stCanon(t, s, g)
	if x, ok, _ := s.IsNumber(g); ok && x.IsInt() {
		n, _ := x.Int64()
		step := u
		if n < 0 {
			n, step = -n, st(t)(s.Minus(u))
		}
		r := Zero
		for range n {
			r = st(t)(s.Plus(r, step))
		}
		return stCanon(t, s, r)
	}
	il, ir, err := s.Incentives(u)
	if err != nil {
		t.Fatal(err)
	}
	var plus []ID
	for _, i := range append(il, ir...) {
		plus = append(plus, st(t)(s.Plus(u, i)))
	}
	gl, gr := stOpts(t, s, g)
	var left, right []ID
	for _, a := range gl {
		p := bruteNorton(t, s, a, u)
		for _, x := range plus {
			left = append(left, st(t)(s.Plus(p, x)))
		}
	}
	for _, b := range gr {
		p := bruteNorton(t, s, b, u)
		for _, x := range plus {
			right = append(right, st(t)(s.Difference(p, x)))
		}
	}
	return stCanon(t, s, s.NewForm(left, right))
}

// TestNortonCGSuite: the Norton products CGSuite (Siegel), version 2.x,
// gives in its test GameTest.scala ("implement >=2-ary methods"):
// 0.^ = 0, 6.^ = ^6, (-4).^ = v4, (1/2).^ = {^^*|v*}, ^.^ = {^^*||0|v4},
// Tiny(2).^ = {^^*||0|v6}.
func TestNortonCGSuite(t *testing.T) {
	s := stNewStore(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	up := parse("^")
	for _, tt := range []struct{ g, want string }{
		{"0", "0"},
		{"6", "^6"},
		{"-4", "v4"},
		{"1/2", "{^^*|v*}"},
		{"^", "{^^*||0|v4}"},
		{"{0||0|-2}", "{^^*||0|v6}"},
	} {
		got, err := s.NortonProduct(parse(tt.g), up)
		if want := parse(tt.want); err != nil || got != want {
			t.Errorf("(%s).^ = %s, %v; CGSuite gives %s", tt.g, stShow(s, got), err, stShow(s, want))
		}
	}
}

// TestNortonDefinition checks NortonProduct against bruteNorton on random
// games born by day 3 and each unit of nortonUnits, and the identities that
// follow from the definition: n.U is n copies of U, 1.U = U, and G.1 = G
// (the incentive of 1 is −1, so 1 + I = 0 and G.1 = {G^L.1 | G^R.1}).
func TestNortonDefinition(t *testing.T) {
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(3))
	units := nortonUnits(t, s)
	var gs []ID
	for n := int64(-3); n <= 3; n++ {
		gs = append(gs, s.Integer(n))
	}
	for range 25 {
		gs = append(gs, stCanon(t, s, benchForm(s, rng, 3)))
	}
	for name, u := range units {
		for _, g := range gs {
			got, err := s.NortonProduct(g, u)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteNorton(t, s, g, u); got != want {
				t.Fatalf("(%s).%s = %s; the definition gives %s", stShow(s, g), name, stShow(s, got), stShow(s, want))
			}
		}
		if got := st(t)(s.NortonProduct(s.Integer(1), u)); got != u {
			t.Errorf("1.%s = %s, want U", name, stShow(s, got))
		}
		for n := int64(-5); n <= 5; n++ {
			got := st(t)(s.NortonProduct(s.Integer(n), u))
			if want := stCanon(t, s, st(t)(s.PlusTerms(Term{u, n}))); got != want {
				t.Errorf("%d.%s = %s, want %d copies: %s", n, name, stShow(s, got), n, stShow(s, want))
			}
		}
	}
	for _, g := range gs {
		if got := st(t)(s.NortonProduct(g, s.Integer(1))); got != g {
			t.Errorf("(%s).1 = %s, want G", stShow(s, g), stShow(s, got))
		}
	}
}

// TestNortonLinear: for U > 0, G ↦ G.U depends only on the value of G,
// is additive, (G+H).U = G.U + H.U, odd, (−G).U = −(G.U), and preserves
// order, G ≤ H iff G.U ≤ H.U (Winning Ways, ch. 8, Norton multiplication;
// Siegel, Combinatorial Game Theory, 2013, ch. II), on random games born by
// day 3 and the units of nortonUnits.
func TestNortonLinear(t *testing.T) {
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(4))
	units := nortonUnits(t, s)
	var forms []ID
	for i := range 40 {
		forms = append(forms, benchForm(s, rng, 2+i%2))
	}
	for name, u := range units {
		for i, g := range forms {
			gu := st(t)(s.NortonProduct(g, u))
			// The form as built and its canonical form give the same product.
			if again := st(t)(s.NortonProduct(stCanon(t, s, g), u)); again != gu {
				t.Fatalf("%s: product of the form %s differs from its canonical form's", name, stShow(s, g))
			}
			neg := st(t)(s.NortonProduct(st(t)(s.Minus(g)), u))
			if want := stCanon(t, s, st(t)(s.Minus(gu))); neg != want {
				t.Fatalf("(−%s).%s = %s, want −(G.U) = %s", stShow(s, g), name, stShow(s, neg), stShow(s, want))
			}
			h := forms[(i*7+3)%len(forms)]
			hu := st(t)(s.NortonProduct(h, u))
			sum := st(t)(s.NortonProduct(st(t)(s.Plus(g, h)), u))
			if want := stCanon(t, s, st(t)(s.Plus(gu, hu))); sum != want {
				t.Fatalf("(%s + %s).%s = %s, want G.U + H.U = %s", stShow(s, g), stShow(s, h), name, stShow(s, sum), stShow(s, want))
			}
			le, _ := s.Leq(g, h)
			leU, _ := s.Leq(gu, hu)
			if le != leU {
				t.Fatalf("%s ≤ %s is %v but G.%s ≤ H.%s is %v", stShow(s, g), stShow(s, h), le, name, name, leU)
			}
		}
	}
}

// TestNortonErrors: U must be positive (0, *, −1, ±1, ↑* are not), and
// n.U for a unit that is not a number, ups and a star stops at |n| = 2^20.
func TestNortonErrors(t *testing.T) {
	s := stNewStore(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	for _, u := range []string{"0", "*", "-1", "+-1", "^*", "v"} {
		if _, err := s.NortonProduct(s.Integer(2), parse(u)); !errors.Is(err, ErrNortonUnit) {
			t.Errorf("2.(%s): error %v, want %v", u, err, ErrNortonUnit)
		}
	}
	if _, err := s.NortonProduct(s.Integer(1<<21), parse("{2|1}")); !errors.Is(err, ErrTooLarge) {
		t.Errorf("2^21.{2|1}: error %v, want %v", err, ErrTooLarge)
	}
	// For an up multiple n.U is arithmetic (NUS values), whatever n.
	if got, err := s.NortonProduct(s.Integer(1<<21), parse("^")); err != nil || got != s.Value(NUS{U: 1 << 21}) {
		t.Errorf("2^21.^ = %s, %v", stShow(s, got), err)
	}
	// The store still works.
	if got := st(t)(s.NortonProduct(parse("1/2"), parse("^"))); got != parse("{^^*|v*}") {
		t.Errorf("after errors, (1/2).^ = %s", stShow(s, got))
	}
}
