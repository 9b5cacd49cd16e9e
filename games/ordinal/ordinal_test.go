package ordinal

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func mustParse(t *testing.T, s string) Ordinal {
	t.Helper()
	x, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return x
}

// TestPrint: CGSuite's output of generalized ordinals (GameTest.scala,
// "game.GeneralizedOrdinal": omega*5 prints 5ω, ω+5, ω^ω+…+ω^2+1), and
// the exponent in parentheses when it is a sum or has a coefficient
// (GeneralizedOrdinal.scala's toOutput).
func TestPrint(t *testing.T) {
	for _, c := range []struct{ in, unicode, ascii string }{
		{"0", "0", "0"},
		{"7", "7", "7"},
		{"omega", "ω", "omega"},
		{"omega+5", "ω+5", "omega+5"},
		{"omega*5", "5ω", "5*omega"},
		{"omega^omega+5*omega^19+omega^2+1", "ω^ω+5ω^19+ω^2+1", "omega^omega+5*omega^19+omega^2+1"},
		{"ω^(ω+1)", "ω^(ω+1)", "omega^(omega+1)"},
		{"ω^(ω·2)", "ω^(2ω)", "omega^(2*omega)"},
		{"ω^ω^2·3", "3ω^ω^2", "3*omega^omega^2"},
		{"5 + ω", "ω+5", "omega+5"},
		{"ω^2·3 + ω^2 + 123456789012345678901234567890", "4ω^2+123456789012345678901234567890", "4*omega^2+123456789012345678901234567890"},
		{"(ω+1)+ω", "2ω+1", "2*omega+1"},
	} {
		x := mustParse(t, c.in)
		if x.String() != c.unicode || x.ASCII() != c.ascii {
			t.Errorf("%q prints %s and %s, want %s and %s", c.in, x, x.ASCII(), c.unicode, c.ascii)
		}
		if y := mustParse(t, x.ASCII()); !Equal(x, y) {
			t.Errorf("%s reads back as %s", x.ASCII(), y)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, err string }{
		{"", "column 1: missing term at the end"},
		{"ω+", "column 3: missing term at the end"},
		{"ω^ω^ω", "column 6: ordinals at or beyond ω^(ω^ω) are not supported"},
		{"x", `column 1: expected a natural number or ω, not "x"`},
		{"ω^", "column 3: expected an exponent after ^"},
		{"(ω+1", "column 5: missing )"},
		{"ω 3", `column 3: unexpected "3"`},
		{"ω*", `column 2: expected a natural number after "*"`},
	} {
		_, err := Parse(c.in)
		if err == nil || err.Error() != c.err {
			t.Errorf("Parse(%q): %v, want %s", c.in, err, c.err)
		}
	}
}

// TestArithmetic: values of the ordinal sum and product from their
// definitions (1+ω = ω, ω+1 > ω, 2·ω = ω, ω·2 = ω+ω, (ω+1)·2 = ω·2+1,
// (ω+1)·ω = ω^2, ω·(ω+1) = ω^2+ω) and of the natural ones.
func TestArithmetic(t *testing.T) {
	p := func(s string) Ordinal { return mustParse(t, s) }
	for _, c := range []struct {
		name string
		got  Ordinal
		want string
	}{
		{"1+ω", Add(p("1"), p("ω")), "ω"},
		{"ω+1", Add(p("ω"), p("1")), "ω+1"},
		{"2·ω", Mul(p("2"), p("ω")), "ω"},
		{"ω·2", Mul(p("ω"), p("2")), "2ω"},
		{"(ω+1)·2", Mul(p("ω+1"), p("2")), "2ω+1"},
		{"(ω+1)·ω", Mul(p("ω+1"), p("ω")), "ω^2"},
		{"ω·(ω+1)", Mul(p("ω"), p("ω+1")), "ω^2+ω"},
		{"(ω^2+ω)+ω^2", Add(p("ω^2+ω"), p("ω^2")), "2ω^2"},
		{"ω^ω·ω", Mul(p("ω^ω"), p("ω")), "ω^(ω+1)"},
		{"ω·ω^ω", Mul(p("ω"), p("ω^ω")), "ω^ω"},
		{"(ω+1)^3", Pow(p("ω+1"), 3), "ω^3+ω^2+ω+1"},
		{"natural 1⊕ω", NaturalAdd(p("1"), p("ω")), "ω+1"},
	} {
		if c.got.String() != c.want {
			t.Errorf("%s = %s, want %s", c.name, c.got, c.want)
		}
	}
	x, err := NaturalMul(p("ω+1"), p("ω+1"))
	if err != nil || x.String() != "ω^2+2ω+1" {
		t.Errorf("(ω+1)⊗(ω+1) naturally = %v, %v", x, err)
	}
	if _, err := NaturalMul(p("ω^ω^2"), p("ω^ω^3")); err != nil {
		t.Errorf("ω^(ω^2+ω^3) is below ω^(ω^ω): %v", err)
	}
}

// randomOrdinal returns an ordinal with up to three terms, exponents
// below ω^3 with small coefficients.
func randomOrdinal(r *rand.Rand) Ordinal {
	var terms []Term
	for range r.IntN(4) {
		var exp []Term
		for k := range 3 {
			if c := r.IntN(3); c > 0 {
				exp = append(exp, Term{Nat(int64(k)), big.NewInt(int64(c))})
			}
		}
		e, _ := FromTerms(exp)
		terms = append(terms, Term{e, big.NewInt(int64(1 + r.IntN(3)))})
	}
	x, _ := FromTerms(terms)
	return x
}

// TestLaws checks the laws of ordinal arithmetic on random ordinals: the
// sum and product associative, the product distributing over the sum on
// the left, x < x+y for y > 0, y ≤ x+y, comparison a total order agreeing
// with the natural sum's monotonicity, and the natural operations
// commutative and distributive.
func TestLaws(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		x, y, z := randomOrdinal(r), randomOrdinal(r), randomOrdinal(r)
		eq := func(law string, a, b Ordinal) {
			if !Equal(a, b) {
				t.Fatalf("%s fails for x=%s y=%s z=%s: %s ≠ %s", law, x, y, z, a, b)
			}
		}
		eq("(x+y)+z = x+(y+z)", Add(Add(x, y), z), Add(x, Add(y, z)))
		eq("(xy)z = x(yz)", Mul(Mul(x, y), z), Mul(x, Mul(y, z)))
		eq("x(y+z) = xy+xz", Mul(x, Add(y, z)), Add(Mul(x, y), Mul(x, z)))
		eq("x⊕y = y⊕x", NaturalAdd(x, y), NaturalAdd(y, x))
		xy, _ := NaturalMul(x, y)
		yx, _ := NaturalMul(y, x)
		eq("x⊗y = y⊗x", xy, yx)
		xyz, _ := NaturalMul(x, NaturalAdd(y, z))
		xz, _ := NaturalMul(x, z)
		eq("x⊗(y⊕z) = x⊗y ⊕ x⊗z", xyz, NaturalAdd(xy, xz))
		if !y.IsZero() && Cmp(x, Add(x, y)) >= 0 {
			t.Fatalf("%s ≮ %s+%s", x, x, y)
		}
		if Cmp(y, Add(x, y)) > 0 {
			t.Fatalf("%s > %s+%s", y, x, y)
		}
		if Cmp(Add(x, y), NaturalAdd(x, y)) > 0 {
			t.Fatalf("%s+%s > their natural sum", x, y)
		}
		if c := Cmp(x, y); c != -Cmp(y, x) || (c == 0) != Equal(x, y) {
			t.Fatalf("Cmp(%s, %s) not antisymmetric", x, y)
		}
		if Cmp(x, y) < 0 && Cmp(y, z) < 0 && Cmp(x, z) >= 0 {
			t.Fatalf("Cmp not transitive on %s, %s, %s", x, y, z)
		}
	}
}
