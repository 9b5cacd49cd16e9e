package games

import (
	"errors"
	"math/rand"
	"testing"
)

// TestPowCGSuite checks Pow, PowTo and Subordinate on the short games of
// CGSuite's own tests: every expected value is CGSuite's printed answer
// in GameTest.scala (CanonicalShortGame, ">=2-ary methods"), read back
// with the CGSuite notation parser.
func TestPowCGSuite(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	parse := func(text string) ID { return st(t)(s.Parse(text, nil)) }
	num := func(text string) Dyadic {
		d, err := ParseDyadic(text)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	tests := []struct {
		op, g, x, want string
		err            error
	}{
		{"Pow", "^", "7/4", "{0||0,v*|0,{0,v*|0,*}}", nil},
		{"Pow", "^", "3", "^<3>", nil},
		{"Pow", "{0||0|-2}", "3", "{0||0|-2,{0|-2,{0|-2}}}", nil},
		{"Pow", "{0||0|-2}", "7/4", "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}", nil},
		{"Pow", "+-1", "3", "", ErrPowBase},
		{"PowTo", "^", "7/4", "{^|*,^[2]||*,^[2]}", nil},
		{"PowTo", "^", "3", "^[3]", nil},
		{"PowTo", "{0||0|-2}", "3", "{Tiny(2)||0|-2|||0|-2}", nil},
		{"PowTo", "{0||0|-2}", "7/4", "{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}", nil},
		{"PowTo", "+-1", "3", "{1,{1,+-1|-1}|-1}", nil},
	}
	for _, c := range tests {
		g := parse(c.g)
		var got ID
		var err error
		if c.op == "Pow" {
			got, err = s.Pow(g, num(c.x))
		} else {
			got, err = s.PowTo(g, num(c.x))
		}
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("(%s).%s(%s): error %v, want %v", c.g, c.op, c.x, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("(%s).%s(%s): %v", c.g, c.op, c.x, err)
		}
		if want := parse(c.want); got != want {
			t.Errorf("(%s).%s(%s) = %s, want %s (CGSuite GameTest.scala)", c.g, c.op, c.x, s.text(got), c.want)
		}
	}
	sub := []struct {
		g, base, want string
		err           error
	}{
		{"1/8", "1", "-3", nil},
		{"^[5]+*", "*", "5", nil},
		{"*", "1", "", ErrSubordinate},
		{"+-1", "0", "+-1", nil},
		{"+-1", "+-1", "0", nil},
		{"-13/16", "-1", "3/8", nil},
		{"^[5]", "'{*|*}'", "5", nil}, // a base that is not canonical
	}
	for _, c := range sub {
		base := st(t)(s.ParseForm(c.base, nil))
		got, err := s.Subordinate(parse(c.g), base)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("(%s).Subordinate(%s): error %v, want %v", c.g, c.base, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("(%s).Subordinate(%s): %v", c.g, c.base, err)
		}
		if want := parse(c.want); got != want {
			t.Errorf("(%s).Subordinate(%s) = %s, want %s (CGSuite GameTest.scala)", c.g, c.base, s.text(got), c.want)
		}
	}
}

// blowupRec is CGSuite's recursive definition of the blow-up
// (DyadicRationalNumber.blowup, written afresh): n − 1 for an integer
// n ≥ 1; for x = p/2^k (p odd) with Left option x − 1/2^k = 0, the
// simplest number below the blow-up of x + 1/2^k; otherwise the simplest
// number between the blow-ups of x ∓ 1/2^k.
func blowupRec(x Dyadic) Dyadic {
	if x.IsInt() {
		return x.Sub(DyadicInt(1))
	}
	l, r, _, _ := x.Options()
	if l.IsZero() {
		return SimplestBelow(blowupRec(r))
	}
	return SimplestBetween(blowupRec(l), blowupRec(r))
}

// randomPositive returns a random positive dyadic below 6 with
// denominator at most 2^6.
func randomPositive(rng *rand.Rand) Dyadic {
	return NewDyadic(1+rng.Int63n(6*64-1), 6)
}

// TestBlowupRecursion checks the closed form of Blowup against the
// recursion (blowupRec) on every positive dyadic below 6 with
// denominator at most 2^6, and on x = 1/2^k (blow-up −k) for k up to 200;
// it checks the errors for x ≤ 0.
func TestBlowupRecursion(t *testing.T) {
	t.Parallel()
	for p := int64(1); p < 6*64; p++ {
		x := NewDyadic(p, 6)
		got, err := Blowup(x)
		if err != nil {
			t.Fatal(err)
		}
		if want := blowupRec(x); !got.Equal(want) {
			t.Errorf("Blowup(%s) = %s, the recursion gives %s", x, got, want)
		}
	}
	for k := 1; k <= 200; k++ {
		x := DyadicInt(1).Mul2(-k)
		if got, _ := Blowup(x); !got.Equal(DyadicInt(int64(-k))) {
			t.Errorf("Blowup(1/2^%d) = %s, want -%d", k, got, k)
		}
	}
	for _, x := range []Dyadic{{}, DyadicInt(-1), NewDyadic(-3, 2)} {
		if _, err := Blowup(x); !errors.Is(err, ErrExponentSign) {
			t.Errorf("Blowup(%s): error %v, want ErrExponentSign", x, err)
		}
	}
}

// TestPowIdentities checks the powers of ↑ against the up-nths and
// up-sums cgcalc builds otherwise (Siegel 2013, ch. II: ↑ⁿ = {0|↓[n−1]*},
// ↑[n] = ↑ + … + ↑ⁿ), against the definition of Pow by PowTo, and the
// order on random dyadics: the blow-up increases strictly with x, and an
// ordinal sum G : y with y (the colon principle, Winning Ways ch. 7:
// y ≥ y′ gives G:y ≥ G:y′), so ↑.PowTo(x) cannot decrease; the test asks
// for strict increase, which holds on every pair (↑ : y determines y, as
// Subordinate finds it).
func TestPowIdentities(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	up := st(t)(s.UpNth(1))
	for n := 1; n <= 8; n++ {
		x := DyadicInt(int64(n))
		if got, want := st(t)(s.Pow(up, x)), st(t)(s.UpNth(n)); got != want {
			t.Errorf("↑.Pow(%d) = %s, want ↑^%d", n, s.text(got), n)
		}
		if got, want := st(t)(s.PowTo(up, x)), st(t)(s.UpSum(n)); got != want {
			t.Errorf("↑.PowTo(%d) = %s, want ↑[%d]", n, s.text(got), n)
		}
	}
	rng := rand.New(rand.NewSource(36))
	for range 60 {
		x, y := randomPositive(rng), randomPositive(rng)
		if x.Cmp(y) > 0 {
			x, y = y, x
		}
		px, py := st(t)(s.PowTo(up, x)), st(t)(s.PowTo(up, y))
		rel, err := s.Compare(px, py)
		if err != nil {
			t.Fatal(err)
		}
		if x.Equal(y) != (rel == Equal) || x.Cmp(y) < 0 && rel != Less {
			t.Errorf("↑.PowTo(%s) vs ↑.PowTo(%s): %v", x, y, rel)
		}
		// Pow(x) = {0 | * − PowTo(x − 1)} for x ≥ 1.
		x = x.Add(DyadicInt(1))
		p := st(t)(s.PowTo(up, x.Sub(DyadicInt(1))))
		want := st(t)(s.FromOptions([]ID{Zero}, []ID{stCanon(t, s, st(t)(s.Difference(s.Value(NUS{M: 1}), p)))}))
		if got := st(t)(s.Pow(up, x)); got != want {
			t.Errorf("↑.Pow(%s) = %s, want %s", x, s.text(got), s.text(want))
		}
	}
}

// TestSubordinateInvertsOrdinalSum checks Subordinate on random ordinal
// sums: for canonical G and H, (G:H).Subordinate(G) is H, or an error.
func TestSubordinateInvertsOrdinalSum(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(8))
	inverted, refused := 0, 0
	for range 300 {
		g := stCanon(t, s, benchForm(s, rng, 1+rng.Intn(3)))
		h := stCanon(t, s, benchForm(s, rng, 1+rng.Intn(3)))
		k := st(t)(s.OrdinalSum(g, h))
		got, err := s.Subordinate(k, g)
		if err != nil {
			if !errors.Is(err, ErrSubordinate) {
				t.Fatal(err)
			}
			refused++
			continue
		}
		inverted++
		if got != h {
			t.Errorf("(%s : %s).Subordinate(%s) = %s", s.text(g), s.text(h), s.text(g), s.text(got))
		}
	}
	if inverted < 250 {
		t.Errorf("only %d of 300 inverted (%d refused)", inverted, refused)
	}
}

// TestSubordinateRandomPairs checks Subordinate on random pairs that are
// mostly not ordinal sums: when (K).Subordinate(G) is H, G : H is K.
func TestSubordinateRandomPairs(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(9))
	found, refused := 0, 0
	for range 2000 {
		g := stCanon(t, s, benchForm(s, rng, 1+rng.Intn(2)))
		k := stCanon(t, s, benchForm(s, rng, 1+rng.Intn(3)))
		h, err := s.Subordinate(k, g)
		if err != nil {
			if !errors.Is(err, ErrSubordinate) {
				t.Fatal(err)
			}
			refused++
			continue
		}
		found++
		if back := st(t)(s.OrdinalSum(g, h)); back != k {
			t.Errorf("(%s).Subordinate(%s) = %s, but the ordinal sum is %s", s.text(k), s.text(g), s.text(h), s.text(back))
		}
	}
	if found < 500 || refused < 500 {
		t.Errorf("%d found, %d refused: the pairs should give many of each", found, refused)
	}
}

// TestParsePowMethods reads CGSuite's method calls Pow, PowTo and
// Subordinate in its notation (parseupow.go): the texts are the
// expressions of CGSuite's GameTest.scala, the expected values its
// answers; and the errors, with their columns.
func TestParsePowMethods(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	parse := func(text string) (ID, error) { return s.Parse(text, nil) }
	tests := []struct{ text, want string }{
		{"^.Pow(3)", "^<3>"},
		{"^.Pow(7/4)", "{0||0,v*|0,{0,v*|0,*}}"},
		{"^.PowTo(3)", "^[3]"},
		{"^.PowTo(7/4)", "{^|*,^[2]||*,^[2]}"},
		{"{0||0|-2}.PowTo(3)", "{Tiny(2)||0|-2|||0|-2}"},
		{"{0||0|-2}.Pow(7/4)", "{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}"},
		{"(+-1).PowTo(3)", "{1,{1,+-1|-1}|-1}"},
		{"(1/8).Subordinate(1)", "-3"},
		{"(^.PowTo(5)+*).Subordinate(*)", "5"},
		{"(+-1).Subordinate(+-1)", "0"},
		{"(-13/16).Subordinate(-1)", "3/8"},
		{"^.PowTo(5).Subordinate('{*|*}')", "5"},
		{"-^.Pow(2)", "v<2>"},       // the method binds before the sign, as in CGSuite
		{"^.Pow(2):1", "{^<2>|v*}"}, // {0, ↑² | ↓*} by hand: 0 is dominated
	}
	for _, c := range tests {
		got, err := parse(c.text)
		if err != nil {
			t.Errorf("%s: %v", c.text, err)
			continue
		}
		if want := st(t)(parse(c.want)); got != want {
			t.Errorf("%s = %s, want %s", c.text, s.text(got), c.want)
		}
	}
	bad := []struct{ text, msg string }{
		{"(+-1).Pow(3)", "column 7: Pow: " + ErrPowBase.Error()},
		{"^.Pow(^)", "column 3: the exponent of Pow must be a number"},
		{"^.Pow(1/2)", "column 3: Pow: " + ErrExponentSign.Error()},
		{"*.Subordinate(1)", "column 3: Subordinate: " + ErrSubordinate.Error()},
		{"^.Pow(3", "column 8: missing ) after the argument of Pow"},
	}
	for _, c := range bad {
		if _, err := parse(c.text); err == nil || err.Error() != c.msg {
			t.Errorf("%s: error %v, want %s", c.text, err, c.msg)
		}
	}
}

// powToRec is G.PowTo(x) by a recursion on the canonical options of the
// number x > 0, with no blow-up: {G^L, PowTo(x^L) if x^L > 0 | G^R,
// PowTo(x^R)}. The options of blowup(x) are the blow-ups of x's options
// (removing the first sign of a sign expansion keeps its prefixes, ONAG
// ch. 3), but for x^L = 0, whose sign expansion is empty; so this is the
// ordinal sum G : blowup(x) unfolded (Winning Ways ch. 9: G:H = {G^L,
// G:H^L | G^R, G:H^R}).
func powToRec(t *testing.T, s *Store, g ID, x Dyadic, memo map[DyadicKey]ID) ID {
	if r, ok := memo[x.Key()]; ok {
		return r
	}
	gl, gr := s.options(g)
	left, right := append([]ID(nil), gl...), append([]ID(nil), gr...)
	xl, xr, hasL, hasR := x.Options()
	if hasL && xl.Sign() > 0 {
		left = append(left, powToRec(t, s, g, xl, memo))
	}
	if hasR {
		right = append(right, powToRec(t, s, g, xr, memo))
	}
	r := st(t)(s.FromOptions(left, right))
	memo[x.Key()] = r
	return r
}

// TestPowToRecursion checks PowTo against powToRec, for the bases ↑,
// {0||0|−2} and ±1 of CGSuite's tests and random canonical games, on
// random dyadics in (0, 6) with denominators up to 2^6.
func TestPowToRecursion(t *testing.T) {
	t.Parallel()
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(41))
	bases := []ID{st(t)(s.Parse("^", nil)), st(t)(s.Parse("{0||0|-2}", nil)), st(t)(s.Parse("+-1", nil))}
	for range 5 {
		bases = append(bases, stCanon(t, s, benchForm(s, rng, 1+rng.Intn(3))))
	}
	for _, g := range bases {
		memo := map[DyadicKey]ID{}
		for range 12 {
			x := randomPositive(rng)
			if got, want := st(t)(s.PowTo(g, x)), powToRec(t, s, g, x, memo); got != want {
				t.Errorf("(%s).PowTo(%s) = %s, the recursion gives %s", s.text(g), x, s.text(got), s.text(want))
			}
		}
	}
}
