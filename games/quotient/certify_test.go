package quotient

import (
	"context"
	"testing"

	"cgcalc/games/impartial"
)

// TestOctalBound: the periodicity test applies exactly to finite codes
// without constraints whose moves leave at most three heaps (Allemang
// 1984, Theorem VI, for two; the same proof for three: see analysis.go),
// with k the most counters a move removes and H the most heaps it leaves
// (at least 2: the theorem as stated).
func TestOctalBound(t *testing.T) {
	for _, c := range []struct {
		code         string
		ok           bool
		removal, hps int
		why          string
	}{
		{"0.77", true, 2, 2, "Kayles: octal"},
		{"0.15", true, 2, 2, "Guiles: octal"},
		{"0.03", true, 2, 2, "a subtraction game: no split, H = 2 as Theorem VI states it"},
		{"4.7", true, 1, 2, "Knots: d0 = 4 splits without removing"},
		{"0.F", true, 1, 3, "hexadecimal: a move may leave three heaps"},
		{"0.08", true, 2, 3, "hexadecimal"},
		{"4!.0", false, 0, 0, "Grundy's game: the parts must differ, the pairing of options fails"},
		{"0.6!", false, 0, 0, "distinct parts"},
		{"0.F?", false, 0, 0, "a constraint: the three heaps left are not all the same size"},
		{"0.7=", false, 0, 0, "a constraint"},
		{"0.[3]", false, 0, 0, "Nim: an infinite code, no largest removal"},
		{"0.{3+}", false, 0, 0, "any number of heaps"},
	} {
		r, err := impartial.Parse(c.code)
		if err != nil {
			t.Fatalf("%s: %v", c.code, err)
		}
		b, ok := OctalBound(r)
		if ok != c.ok || ok && (b.Removal != c.removal || b.Parts != c.hps) {
			t.Errorf("OctalBound(%s) = %+v, %v; want k = %d, H = %d, %v (%s)", c.code, b, ok, c.removal, c.hps, c.ok, c.why)
		}
	}
}

// TestCertifyNeedsPlainSplits: Grundy's game (4!.0: split a heap into
// two unequal heaps) shows why the test is refused to codes whose parts
// must differ. Φ of its partial quotient of heaps 0..12 passes the
// test's equations (period 3 from heap 3, order 6), yet the whole
// quotient is larger: the partial quotient of heaps 0..28 has order 48
// (computed), and the prediction of the order-6 quotient, read
// periodically, is wrong at 35+5, an N-position by exhaustive search
// (quotient.Outcomes) that it calls P. OctalBound refuses the code, so
// Analyze is never asked.
func TestCertifyNeedsPlainSplits(t *testing.T) {
	ctx := context.Background()
	r, _ := impartial.Parse("4!.0")
	if _, ok := OctalBound(r); ok {
		t.Fatal("OctalBound accepts Grundy's game")
	}
	s := NewSolver(Octal{r})
	if err := s.Run(ctx, 12); err != nil {
		t.Fatal(err)
	}
	per, ok := certify(s.Phi(), Bound{Removal: 0, Parts: 2})
	if !ok || per.Period != 3 || per.Preperiod != 3 || s.Quotient().M.Size() != 6 {
		t.Fatalf("Grundy's game to heap 12: %+v %v, order %d; the example expects period 3 from heap 3, order 6", per, ok, s.Quotient().M.Size())
	}
	a := &Analysis{Solver: s, Periodic: per, Complete: true}
	q := s.Quotient()
	x := Elem(0)
	for _, h := range []int{35, 5} {
		y, err := a.Phi(h)
		if err != nil {
			t.Fatal(err)
		}
		x = q.M.Mul(x, y)
	}
	p, err := NewOutcomes(Octal{r}).IsP(ctx, []int{35, 5})
	if err != nil {
		t.Fatal(err)
	}
	if !q.P[x] || p {
		t.Errorf("35+5: the false certificate says P %v, search says P %v; the example expects true, false", q.P[x], p)
	}
}

// TestCertifyNeedsRemoval: the heaps needed grow with k, the most
// counters a move removes. In 0.004 (take three counters, leave two
// heaps) heaps 0 … 4 have no move, so Φ is 1 on them: periodic with
// period 1 from heap 1, and 2n0 + 2p = 4 heaps would "certify" that
// every heap is 0. With k = 3 the test needs heaps to 7, and heap 5,
// which moves to 1+1, already differs (the partial quotient of heaps
// 0..5 has Φ(5) ≠ Φ(4)).
func TestCertifyNeedsRemoval(t *testing.T) {
	r, _ := impartial.Parse("0.004")
	b := mustBound(r)
	s := NewSolver(Octal{r})
	if err := s.Run(context.Background(), 4); err != nil {
		t.Fatal(err)
	}
	if _, ok := certify(s.Phi(), b); ok {
		t.Error("0.004 certified at heap 4")
	}
	if per, ok := certify(s.Phi(), Bound{Removal: 0, Parts: 2}); !ok || per.Period != 1 {
		t.Errorf("without k: %+v %v; the example expects period 1 from heap 1", per, ok)
	}
	if err := s.Run(context.Background(), 5); err != nil {
		t.Fatal(err)
	}
	if phi := s.Phi(); phi[5] == phi[4] {
		t.Error("Φ(5) = Φ(4): the example expects heap 5 to differ")
	}
}

// TestCertifyParts: for a code whose moves may leave three heaps the
// test needs the heaps up to 3n0 + 3p + k, not 2n0 + 2p + k (the largest
// of three parts of n + p − k is only at least a third of it). 0.F
// (take one counter, leave up to three heaps) has Φ period 2 from heap 1
// (tame, order 2); with k = 1 the certificate comes at heap 10, where the
// two-heap bound would give it at heap 7. Its Φ, 1 a 1 a …, is periodic
// from heap 0 too: the preperiod 1 is the theorem's n0 ≥ 1 (a part taken
// down by p must stay non-empty).
func TestCertifyParts(t *testing.T) {
	r, _ := impartial.Parse("0.F")
	b, ok := OctalBound(r)
	if !ok {
		t.Fatal("0.F refused")
	}
	s := NewSolver(Octal{r})
	a, err := Analyze(context.Background(), s, b, 40)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Complete || a.Periodic != (Periodic{Period: 2, Preperiod: 1, Needed: 10}) || s.Heaps() != 10 {
		t.Errorf("0.F: %+v at heap %d, want period 2 from heap 1 needing heaps to 10", a.Periodic, s.Heaps())
	}
}

// mustBound is OctalBound for codes the test knows it applies to.
func mustBound(r *impartial.Ruleset) Bound {
	b, ok := OctalBound(r)
	if !ok {
		panic("no periodicity test for " + r.String())
	}
	return b
}
