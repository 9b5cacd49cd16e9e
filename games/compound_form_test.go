package games

import (
	"errors"
	"math/rand"
	"testing"
)

// The compounds act on forms (compound.go). These tests check them
// against CGSuite's table, against their definitions written out again
// here as forms (refCompound), and that the form, not only the value,
// decides the result.

// cgsuiteStar2Form is *[[[2]],[2],0], as CGSuite reads it: the impartial
// form whose options are [[2]] = {{*2}}, [2] = {*2} and 0 (CGSuite's
// MisereCanonicalGame takes a list of one element, at the top, as that
// element, and any other list as the game of its elements' games). Its
// normal-play value is *2: {*2} = 0 and {{*2}} = *.
func cgsuiteStar2Form(s *Store) ID {
	imp := func(opts ...ID) ID { return s.NewForm(opts, opts) }
	two := s.Value(NUS{M: 2})
	return imp(imp(imp(two)), imp(two), Zero)
}

// TestCompoundGameTestCase transcribes CGSuite's CompoundGameTestCase.scala
// (CGSuite, Siegel, version 2.x, lib/core/src/test/.../lang): for each pair
// G, H the .CanonicalForm of G ConjunctiveSum H, G ConwayProduct H, G + H,
// G OrdinalProduct H, G : H and G SelectiveSum H (CGSuite's selective sum,
// our SelectiveSumCGSuite). G and H are read as CGSuite writes them, a
// quoted '{…}' kept as a form (ParseForm); *[[[2]],[2],0] is a misère
// canonical game, an impartial form (cgsuiteStar2Form), and the values
// are normal-play canonical forms.
func TestCompoundGameTestCase(t *testing.T) {
	s := stNewStore(t)
	read := func(text string) ID {
		if text == "*[[[2]],[2],0]" {
			return cgsuiteStar2Form(s)
		}
		return st(t)(s.ParseForm(text, nil))
	}
	ops := []struct {
		name string
		op   func(g, h ID) (ID, error)
	}{
		{"ConjunctiveSum", s.ConjunctiveSum},
		{"ConwayProduct", s.ConwayProduct},
		{"+", func(g, h ID) (ID, error) { return s.Plus(g, h) }},
		{"OrdinalProduct", s.OrdinalProduct},
		{":", s.OrdinalSum},
		{"SelectiveSum", s.SelectiveSumCGSuite},
	}
	for _, tt := range []struct {
		g, h string
		want [6]string // in the order of ops
	}{
		{"1/2", "1/4", [6]string{"1/2", "1/8", "3/4", "11/32", "9/16", "3/4"}},
		{"*5", "*6", [6]string{"*5", "*8", "*3", "*30", "*11", "*8"}},
		{"+-1", "^^", [6]string{"{0|-1}", "+-^^", "{1^^|-1^^}", "+-1", "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}", "{1^^|-1}"}},
		{"{1|0}", "0", [6]string{"0", "0", "{1|0}", "0", "{1|0}", "{1|0}"}},
		{"'{*|*}'", "3", [6]string{"2", "0", "3", "0", "^[3]", "3"}},
		{"*[[[2]],[2],0]", "*5", [6]string{"*5", "*10", "*7", "*10", "*7", "*7"}},
	} {
		g, h := read(tt.g), read(tt.h)
		for i, o := range ops {
			got, err := o.op(g, h)
			if err == nil {
				got, err = s.Canonical(got)
			}
			want := st(t)(s.Canonical(read(tt.want[i])))
			if err != nil || got != want {
				t.Errorf("(%s) %s (%s) = %s, %v; CGSuite: %s", tt.g, o.name, tt.h, stShow(s, got), err, tt.want[i])
			}
		}
	}
}

// refCompound builds the compound of the forms g and h as a form, by its
// definition alone (compound.go's table): the options of g and h as
// Options lists them, no memo, no shortcut, no canonical form; sums and
// negatives are formal (Plus, Minus). Kinds: ordinal, conjunctive,
// selective (Conway's), cgsuite-selective, conway, ordinal-product.
func refCompound(t *testing.T, s *Store, kind string, g, h ID) ID {
	t.Helper()
	opts := func(x ID) (l, r []ID) {
		l, r, err := s.Options(x)
		if err != nil {
			t.Fatal(err)
		}
		return l, r
	}
	rec := func(a, b ID) ID { return refCompound(t, s, kind, a, b) }
	plus := func(xs ...ID) ID { return st(t)(s.Plus(xs...)) }
	minus := func(x ID) ID { return st(t)(s.Minus(x)) }
	gl, gr := opts(g)
	hl, hr := opts(h)
	var left, right []ID
	switch kind {
	case "ordinal":
		left, right = append(left, gl...), append(right, gr...)
		for _, y := range hl {
			left = append(left, rec(g, y))
		}
		for _, y := range hr {
			right = append(right, rec(g, y))
		}
	case "conjunctive", "selective", "cgsuite-selective":
		for _, p := range []struct {
			gs, hs []ID
			out    *[]ID
		}{{gl, hl, &left}, {gr, hr, &right}} {
			for _, x := range p.gs {
				for _, y := range p.hs {
					if kind == "selective" {
						*p.out = append(*p.out, rec(x, y))
					} else {
						*p.out = append(*p.out, refCompound(t, s, "conjunctive", x, y))
					}
				}
			}
			if kind == "conjunctive" {
				continue
			}
			for _, x := range p.gs {
				if kind == "selective" {
					*p.out = append(*p.out, rec(x, h))
				} else {
					*p.out = append(*p.out, plus(x, h))
				}
			}
			for _, y := range p.hs {
				if kind == "selective" {
					*p.out = append(*p.out, rec(g, y))
				} else {
					*p.out = append(*p.out, plus(g, y))
				}
			}
		}
	case "conway":
		term := func(a, b ID) ID { return plus(rec(a, h), rec(g, b), minus(rec(a, b))) }
		for _, p := range []struct {
			as, bs []ID
			out    *[]ID
		}{{gl, hl, &left}, {gr, hr, &left}, {gl, hr, &right}, {gr, hl, &right}} {
			for _, a := range p.as {
				for _, b := range p.bs {
					*p.out = append(*p.out, term(a, b))
				}
			}
		}
	case "ordinal-product":
		ngl, ngr := opts(minus(g))
		for _, p := range []struct {
			hs, ls, rs []ID
		}{{hl, gl, gr}, {hr, ngl, ngr}} {
			for _, x := range p.hs {
				base := rec(g, x) // the form G×H′, not its value
				for _, a := range p.ls {
					left = append(left, refCompound(t, s, "ordinal", base, a))
				}
				for _, a := range p.rs {
					right = append(right, refCompound(t, s, "ordinal", base, a))
				}
			}
		}
	default:
		t.Fatalf("no compound %q", kind)
	}
	return s.NewForm(left, right)
}

// refForm returns a random form born by the given day: a form {L|R} of up
// to two options a side, or now and then a canonical node (its canonical
// form is its form) or a formal sum of two smaller forms (its options are
// one move in one summand).
func refForm(s *Store, rng *rand.Rand, day int) ID {
	if day == 0 {
		return Zero
	}
	switch rng.Intn(8) {
	case 0:
		c, _ := s.Canonical(refForm(s, rng, day-1))
		return c
	case 1:
		sum, _ := s.Plus(refForm(s, rng, day-1), refForm(s, rng, day-1))
		return sum
	}
	side := func() []ID {
		ids := make([]ID, rng.Intn(3))
		for i := range ids {
			ids[i] = refForm(s, rng, day-1)
		}
		return ids
	}
	return s.NewForm(side(), side())
}

// compoundOps are the compounds by refCompound's kinds.
func compoundOps(s *Store) map[string]func(g, h ID) (ID, error) {
	return map[string]func(g, h ID) (ID, error){
		"ordinal": s.OrdinalSum, "conjunctive": s.ConjunctiveSum, "selective": s.SelectiveSum,
		"cgsuite-selective": s.SelectiveSumCGSuite, "conway": s.ConwayProduct,
		"ordinal-product": s.OrdinalProduct,
	}
}

// TestCompoundsOnForms compares each compound of random forms (refForm:
// forms, canonical nodes and sums, born by day 2 or 3) with the canonical
// form of the form its definition builds (refCompound), compared as
// canonical forms, equal iff the games are. It also counts the pairs on
// which taking the canonical forms of G and H first changes the result:
// there must be some for every compound, or the form would not be used.
func TestCompoundsOnForms(t *testing.T) {
	s := stNewStore(t)
	rng := rand.New(rand.NewSource(7))
	ops := compoundOps(s)
	differs := map[string]int{}
	for i := range stSize(400, 100) {
		g, h := refForm(s, rng, 2+i%2), refForm(s, rng, 2)
		for kind, op := range ops {
			got := st(t)(op(g, h))
			want := st(t)(s.Canonical(refCompound(t, s, kind, g, h)))
			if got != want {
				t.Fatalf("%s of %s and %s: %s, the definition gives %s", kind, stShow(s, g), stShow(s, h), stShow(s, got), stShow(s, want))
			}
			if c := st(t)(op(st(t)(s.Canonical(g)), st(t)(s.Canonical(h)))); c != got {
				differs[kind]++
			}
		}
	}
	for kind := range ops {
		if differs[kind] == 0 {
			t.Errorf("%s: canonical forms first gave the same on every pair", kind)
		}
	}
	t.Logf("pairs on which the canonical forms give another result: %v", differs)
}

// TestCompoundFormExamples: compounds of {*|*}, which equals 0, differ
// from those of 0 (CGSuite's CompoundGameTestCase.scala for G = '{*|*}',
// H = 3; 0 ∧ 3 = 0 and 0 : 3 = 3 by the definitions), and one compound
// computation keeps the two apart: its memo is keyed by the form, so
// asking it for {*|*} ∧ 3 and then 0 ∧ 3 gives 2 and 0.
func TestCompoundFormExamples(t *testing.T) {
	s := stNewStore(t)
	star := s.Value(NUS{M: 1})
	form := s.NewForm([]ID{star}, []ID{star})
	three := s.Integer(3)
	if st(t)(s.Canonical(form)) != Zero {
		t.Fatal("{*|*} is not 0")
	}
	for _, tt := range []struct {
		name       string
		op         func(g, h ID) (ID, error)
		form, zero ID
	}{
		{"conjunctive", s.ConjunctiveSum, s.Integer(2), Zero},
		{"ordinal", s.OrdinalSum, st(t)(s.UpSum(3)), three},
	} {
		if got := st(t)(tt.op(form, three)); got != tt.form {
			t.Errorf("{*|*} %s 3 = %s, want %s", tt.name, stShow(s, got), stShow(s, tt.form))
		}
		if got := st(t)(tt.op(Zero, three)); got != tt.zero {
			t.Errorf("0 %s 3 = %s, want %s", tt.name, stShow(s, got), stShow(s, tt.zero))
		}
	}
	for _, f := range []func(c *compound, g, h ID) ID{conjunctiveSum, ordinalSum} {
		c := &compound{s: s, memo: map[[2]ID]ID{}, f: f}
		a, b := c.of(form, three), c.of(Zero, three)
		if a == b {
			t.Errorf("one compound gave %s for both {*|*} and 0 with 3", stShow(s, a))
		}
	}
}

// formNimber returns *n as a form of Form nodes, {0,…,*(n−1) | 0,…,*(n−1)}
// over such forms: not a canonical node, so no shortcut applies to it.
func formNimber(s *Store, n int) ID {
	ids := []ID{}
	for k := 0; k < n; k++ {
		id := s.NewForm(ids, ids)
		ids = append(ids, id)
	}
	return s.NewForm(ids, ids)
}

// TestCompoundNimberShortcuts checks the shortcuts on canonical nimbers,
// *a:*b = *(a+b), *a∧*b = *min(a,b), *a∨*b = *(a+b) and *a×*b = *(a·b),
// against the definitions computed on the same nimbers as Form nodes
// (formNimber), for a, b ≤ 9 (0 included: the empty form), and their
// errors beyond *2^64.
func TestCompoundNimberShortcuts(t *testing.T) {
	s := stNewStore(t)
	ops := compoundOps(s)
	for _, kind := range []string{"ordinal", "conjunctive", "selective", "ordinal-product"} {
		op := ops[kind]
		for a := range 10 {
			for b := range 10 {
				short := st(t)(op(s.Value(NUS{M: uint64(a)}), s.Value(NUS{M: uint64(b)})))
				long := st(t)(op(formNimber(s, a), formNimber(s, b)))
				if short != long {
					t.Errorf("%s of *%d and *%d: %s by the shortcut, %s by the definition", kind, a, b, stShow(s, short), stShow(s, long))
				}
			}
		}
	}
	big := s.Value(NUS{M: 1 << 32})
	if _, err := s.OrdinalProduct(big, big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("*2^32 × *2^32: error %v, want ErrTooLarge", err)
	}
	top := s.Value(NUS{M: ^uint64(0)})
	for _, op := range []func(g, h ID) (ID, error){s.OrdinalSum, s.SelectiveSum} {
		if _, err := op(top, s.Value(NUS{M: 1})); !errors.Is(err, ErrTooLarge) {
			t.Errorf("*(2^64−1) and *: error %v, want ErrTooLarge", err)
		}
	}
}
