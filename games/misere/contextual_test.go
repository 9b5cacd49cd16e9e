package misere

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"cgcalc/games/impartial"
)

// Tests of CertifyContextual (contextual.go) on Allemang's contextual
// solutions of .53 and .54 (Allemang 1984, catalogue, "The game 0.53" and
// "The game 0.54"; doc/references.md, errata A10 and A11).

// appendixI53 is Appendix I's column for .53, heaps 6 … 37, in its
// four-symbol rendering (Allemang 1984, Appendix I, .53; doc/references.md,
// erratum A6), except
// heap 36: the column prints 1(1313) there, but heap 36 = 27 + 9 is
// 4(####) like 18 and 27 (its normal-play value is 4, NimValues; misère
// canonical form genus 4^46, MStore), so that row is an error of the
// table or of its OCR.
var appendixI53 = map[int]string{
	6: "0202", 7: "2020", 8: "2020", 9: "####", 10: "0202", 11: "#313", 12: "2020", 13: "2020",
	14: "0313", 15: "1313", 16: "2020", 17: "2020", 18: "####", 19: "1313", 20: "#313", 21: "2020",
	22: "2020", 23: "1313", 24: "1313", 25: "2020", 26: "2020", 27: "####", 28: "1313", 29: "1313",
	30: "2020", 31: "2020", 32: "1313", 33: "1313", 34: "2020", 35: "2020", 36: "####", 37: "1313",
}

func TestCertifyContextualCorrected53(t *testing.T) {
	r, err := impartial.Parse("0.53")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	cert, err := CertifyContextual(context.Background(), r, Corrected53Claim())
	if err != nil {
		t.Fatalf("Corrected53Claim: %v", err)
	}
	t.Logf("%s (%v)", cert, time.Since(start))
	// The bounds of the argument (contextual.go, step 4): .53 removes at
	// most r = 2 and leaves at most q = 2 heaps; π repeats with period 9
	// from heap 11, the exception's heaps are below 15, so P = 15,
	// B0 = 2·15 + 9 + 2 = 41; the single-heap genera repeat with period 9
	// after heap 20 (Appendix I: 20 = #313 but 29 = 1313), N = max(40,
	// 20 + 2 + 14) = 40; one exception of two heaps gives K = 3.
	want := ContextualCertificate{R: 2, Q: 2, S: 9, P: 15, B0: 41, M: 20, N: 40, L: 41, K: 3}
	if cert.R != want.R || cert.Q != want.Q || cert.S != want.S || cert.P != want.P || cert.B0 != want.B0 ||
		cert.M != want.M || cert.N != want.N || cert.L != want.L || cert.K != want.K {
		t.Errorf("bounds %+v, want r=2 q=2 s=9 P=15 B0=41 M=20 N=40 L=41 K=3", cert)
	}
	if cert.Types != 27 || cert.Classes != 15 || cert.ExactStates != 4031 || cert.AbstractStates != 224909 {
		t.Errorf("checked %s, want 27 types in 15 classes, 4031 exact and 224909 abstract states", cert)
	}
	// The small heaps 1 … 5 are *1 *1 *2 *2 *1 (Appendix I, .53, all starred).
	if got := cert.SmallAdders; !slices.Equal(got, []string{"1=:1", "2=:1", "3=:2", "4=:2", "5=:1"}) {
		t.Errorf("small heaps %v", got)
	}
	// The exception 11 + 14 has genus ##0#0… (exhaustive search; the
	// pretend sum :5 + :5 = :8 would be 0#0#…).
	if got := cert.ExceptionGenera; !slices.Equal(got, []string{"11+14: ##0#"}) {
		t.Errorf("exception genera %v", got)
	}
	// γ, computed from the claim by Conway's rule, is Appendix I's column
	// and the Analyzer's exhaustive genus.
	an := NewAnalyzer(r)
	for b, g := range cert.Gamma {
		if g == nil {
			continue
		}
		if want, ok := appendixI53[b]; ok && g.Table(4) != want {
			t.Errorf("γ(%d) = %s, Appendix I %s", b, g.Table(4), want)
		}
		e, err := an.Genus(context.Background(), impartial.Position{b})
		if err != nil {
			t.Fatal(err)
		}
		if !e.Blurry().Equal(g) {
			t.Errorf("γ(%d) = %s, search %s", b, g.Sharps(), e.Blurry().Sharps())
		}
	}
}

// TestCertifyContextualAllemang checks that the tables as printed are
// refuted, each at the smallest sum of big heaps where it fails.
func TestCertifyContextualAllemang(t *testing.T) {
	for _, tc := range []struct {
		code      string
		claim     ContextualClaim
		at        impartial.Position
		got, want string // Sharps of the genus and of the pretend sum
	}{
		// .53: 11 and 14 both pretend to be :5, but 11 + 14 = 0^520 in
		// misère canonical forms (TestContextual54NoTable checks the
		// like of it with MStore), blurry ##0#0…; :5 + :5 = :8 is 0#0#….
		{"0.53", Allemang53Claim(), impartial.NewPosition(11, 14), "##0#", "0#0"},
		// .54 with 7 big (the handwritten note): 7 = *4 and 14 pretends to
		// be *4, but 7 + 14 is #1#1… (N), while *4 + *4 is 0#0#… (P).
		{"0.54", Allemang54Claim(), impartial.NewPosition(7, 14), "#1#", "0#0"},
	} {
		r, err := impartial.Parse(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		cert, err := CertifyContextual(context.Background(), r, tc.claim)
		var ce *ContextualCounterexample
		if !errors.As(err, &ce) {
			t.Errorf("%s: got %v, %v; want a counterexample", tc.code, cert, err)
			continue
		}
		if !ce.Confirmed || !slices.Equal(ce.Position, tc.at) || ce.Genus.Sharps() != tc.got || ce.Pretend.Sharps() != tc.want {
			t.Errorf("%s: %v, want confirmed at %s (%s, pretend %s)", tc.code, ce, tc.at, tc.got, tc.want)
		}
		// The brute-force check finds the same smallest failure.
		_, err = CheckContextual(context.Background(), NewAnalyzer(r), tc.claim, 40)
		var be *ContextualCounterexample
		if !errors.As(err, &be) || !slices.Equal(be.Position, tc.at) {
			t.Errorf("%s: CheckContextual: %v, want the failure at %s", tc.code, err, tc.at)
		}
	}

	// .54 as printed, 7 small: 7 = *4 is no adder, outside the method.
	r, _ := impartial.Parse("0.54")
	c := Allemang54Claim()
	c.Extra = nil
	if _, err := CertifyContextual(context.Background(), r, c); !errors.Is(err, ErrContextualUnsupported) {
		t.Errorf(".54 with 7 small: %v, want ErrContextualUnsupported", err)
	}
	// And it is false anyway: 10 + 17 (both :5 in the table) is ##0#0….
	_, err := CheckContextual(context.Background(), NewAnalyzer(r), c, 40)
	var ce *ContextualCounterexample
	if !errors.As(err, &ce) || !slices.Equal(ce.Position, impartial.NewPosition(10, 17)) || ce.Genus.Sharps() != "##0#" {
		t.Errorf(".54 with 7 small: %v, want the failure 10+17 = ##0#", err)
	}
}

// TestContextual54NoTable shows that no contextual solution of this form
// exists for .54, whatever the threshold and table: the heaps 10, 17, 24,
// 31 (Appendix I: 1(#313) each) add in pairs of different sizes to the
// blurry genus ##0#0…, which no tame game has (the tame genera blur to
// 1#0#, 0#1#, 0#0#, 1#1#, #0#0, #1#1 and ####), while a pretend sum of
// adders and nim heaps is a nim position, tame. Their doubles are 0#0#….
func TestContextual54NoTable(t *testing.T) {
	r, _ := impartial.Parse("0.54")
	an := NewAnalyzer(r)
	s := NewMStore()
	tameBlurs := map[string]bool{}
	for base := range 8 {
		for _, f := range []bool{false, true} {
			if !f || base <= 1 {
				tameBlurs[TameValue{Base: base, Fickle: f}.Genus().Blurry().Sharps()] = true
			}
		}
	}
	heaps := []int{10, 17, 24, 31}
	for i, a := range heaps {
		for _, b := range heaps[i:] {
			p := impartial.NewPosition(a, b)
			g, err := an.Genus(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			want := "##0#"
			if a == b {
				want = "0#0"
			}
			if got := g.Blurry().Sharps(); got != want {
				t.Errorf("%s: %s, want %s", p, got, want)
			}
			if a != b && tameBlurs[g.Blurry().Sharps()] {
				t.Errorf("%s: %s is a tame genus", p, g.Blurry().Sharps())
			}
		}
	}
	// Independently, by misère canonical forms: 10 + 17 = 0^520.
	id, err := s.Position(r, []int{10, 17})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Genus(id).String(); got != "0^520" {
		t.Errorf("10+17 canonical genus %s, want 0^520", got)
	}
}

// contextualBruteTotal bounds the positions of the brute-force check.
const contextualBruteTotal = 46

// TestContextualBruteForce compares the certified claim with exhaustive
// search on every position, small heaps included, of at most
// contextualBruteTotal counters to which it applies. The enumeration and
// the pretend sums are done here, apart from contextual.go.
func TestContextualBruteForce(t *testing.T) {
	r, _ := impartial.Parse("0.53")
	an := NewAnalyzer(r)
	c := Corrected53Claim()
	// π as printed (Allemang 1984, catalogue, "The game 0.53"), heap 6 = :4
	// (doc/references.md, erratum A9); nim values of
	// :0 … :5 are 0 1 2 3 0 1, and *4 is 4.
	table := []int{0, 1, 1, 2, 2, 1, 4, 2, 2, -4, 4, 5, 2, 2, 5, 5, 2, 2, -4, 5}
	pretend := func(h int) TameValue {
		for h >= len(table) {
			h -= 9
		}
		v := table[h]
		if v < 0 {
			return TameValue{Base: -v}
		}
		return mustTame(Adder(v).Genus())
	}
	checked := 0
	var rec func(most, left int, heaps []int)
	rec = func(most, left int, heaps []int) {
		big := 0
		var bigs []int
		for _, h := range heaps {
			if h >= 6 {
				big++
				bigs = append(bigs, h)
			}
		}
		slices.Sort(bigs)
		if big >= 2 && !slices.Equal(bigs, []int{11, 14}) {
			p := impartial.NewPosition(heaps...)
			g, err := an.Genus(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			sum := TameValue{Fickle: true}
			for _, h := range heaps {
				sum = sum.Add(pretend(h))
			}
			checked++
			if !g.Blurry().Equal(sum.Genus().Blurry()) {
				t.Errorf("%s: search %s, pretend %s", p, g.Blurry().Sharps(), sum.Genus().Blurry().Sharps())
			}
			if !c.Applies(p) {
				t.Errorf("%s: Applies false", p)
			}
		}
		for h := min(most, left); h >= 1; h-- {
			rec(h, left-h, append(heaps, h))
		}
	}
	start := time.Now()
	rec(contextualBruteTotal, contextualBruteTotal, nil)
	t.Logf(".53: %d positions of at most %d counters agree (%v)", checked, contextualBruteTotal, time.Since(start))
	if checked < 10000 {
		t.Errorf("only %d positions", checked)
	}
}

// mustTame returns the tame value of a tame genus.
func mustTame(g Genus) TameValue {
	v, ok := g.Tame()
	if !ok {
		panic("not tame: " + g.String())
	}
	return v
}

// TestContextualWrongTable changes one periodic entry of the certified
// table, π(19) = :5 → :4 (so every heap 19 + 9k), and expects a refutation.
func TestContextualWrongTable(t *testing.T) {
	r, _ := impartial.Parse("0.53")
	c := Corrected53Claim()
	c.Table = slices.Clone(c.Table)
	c.Table[19] = PA(4)
	_, err := CertifyContextual(context.Background(), r, c)
	var ce *ContextualCounterexample
	if !errors.As(err, &ce) || !ce.Confirmed {
		t.Fatalf("got %v, want a confirmed counterexample", err)
	}
	// 6 + 19: :4 + :5 = :9 is 1#1#…, the claim's :4 + :4 would be 0#0#….
	if !slices.Equal(ce.Position, impartial.NewPosition(6, 19)) || ce.Genus.Sharps() != "1#1" || ce.Pretend.Sharps() != "0#0" {
		t.Errorf("got %v, want 6+19: 1#1, pretend 0#0", ce)
	}
	an := NewAnalyzer(r)
	g, err := an.Genus(context.Background(), ce.Position)
	if err != nil || g.Blurry().Equal(c.PretendGenus(ce.Position)) {
		t.Errorf("search does not refute at %s: %v %v", ce.Position, g, err)
	}
}

func TestContextualErrors(t *testing.T) {
	r53, _ := impartial.Parse("0.53")
	ctx := context.Background()
	bad := []func(*ContextualClaim){
		func(c *ContextualClaim) { c.Threshold = 0 },
		func(c *ContextualClaim) { c.Period = 0 },
		func(c *ContextualClaim) { c.Period = len(c.Table) + 1 },
		func(c *ContextualClaim) { c.Extra = []int{6} },
		func(c *ContextualClaim) { c.Table = slices.Clone(c.Table); c.Table[7] = PA(-1) },
		func(c *ContextualClaim) { c.Table = slices.Clone(c.Table); c.Table[7] = PN(1000) },
		func(c *ContextualClaim) { c.Exceptions = [][]int{{11}} },
		func(c *ContextualClaim) { c.Exceptions = [][]int{{3, 11}} },
	}
	for i, f := range bad {
		c := Corrected53Claim()
		f(&c)
		if cert, err := CertifyContextual(ctx, r53, c); err == nil {
			t.Errorf("bad claim %d accepted: %v", i, cert)
		}
	}
	// A small heap whose entry is wrong: heap 2 of .53 is *1, not :2.
	c := Corrected53Claim()
	c.Table = slices.Clone(c.Table)
	c.Table[2] = PA(2)
	if _, err := CertifyContextual(ctx, r53, c); err == nil {
		t.Error("wrong small heap accepted")
	}
	if _, err := CertifyContextual(ctx, nil, c); err == nil {
		t.Error("nil ruleset accepted")
	}
	for _, code := range []string{"4!.0", "0.[3]"} {
		r, _ := impartial.Parse(code)
		if _, err := CertifyContextual(ctx, r, Corrected53Claim()); !errors.Is(err, ErrContextualUnsupported) {
			t.Errorf("%s: %v, want ErrContextualUnsupported", code, err)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := CertifyContextual(cancelled, r53, Corrected53Claim()); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	if _, err := CertifyContextual(short, r53, Corrected53Claim()); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: %v", err)
	}
}
