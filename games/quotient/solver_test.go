package quotient

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"cgcalc/games/impartial"
	"cgcalc/games/misere"
)

// quotientCase is a quotient published in Plambeck 2005 or Allen 2006 (§5.4.4),
// computed by the Solver.
type quotientCase struct {
	name  string
	src   func(t *testing.T) (Source, int) // the game and its largest removal (−1: no certificate)
	heaps int                              // heaps to compute (the certificate may stop sooner)
	order int
	pres  string // MisereSolver's presentation ("" = not checked)
	p     string // P-portion
	log   [][2]int
	// Period and preperiod of Φ (MisereSolver's Ppd), if certified.
	period, ppd int
}

func octal(code string) func(t *testing.T) (Source, int) {
	return func(t *testing.T) (Source, int) {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		return Octal{r}, r.MaxRemoval()
	}
}

func closureOf(text string) func(t *testing.T) (Source, int) {
	return func(t *testing.T) (Source, int) {
		s := misere.NewMStore()
		g, err := s.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		return Closure(s, g), -1
	}
}

var quotientCases = []quotientCase{
	// Plambeck 2005, §7.1.1, Figs. 8 and 10: misère Nim with heaps 1 and 2 is
	// T2.
	{name: "nim heaps 1,2", src: octal("0.[3]"), heaps: 2, order: 6,
		pres: "{a,b | a2=1,b3=b}", p: "{a, b2}", log: [][2]int{{1, 2}, {2, 6}}},
	// Plambeck 2005, §7.1.2 (T_n has order 2^n + 2): misère Nim with
	// heaps < 8 is T3, order 10.
	{name: "nim heaps ≤ 7", src: octal("0.[3]"), heaps: 7, order: 10, p: "{a, b2}"},
	// Plambeck 2005, §8.1: R8, P = {a, b²}; Φ period 2, preperiod 8 (Fig. 11,
	// read as doc/references.md erratum P1 says).
	{name: "0.75", src: octal("0.75"), heaps: 60, order: 8,
		pres: "{a,b,c | a2=1,b3=b,bc=ab,c2=b2}", p: "{a, b2}", period: 2, ppd: 8},
	// Plambeck 2005, §8.2.1 (Fig. 12): Flanigan's 0.34, order 12, Φ period 8
	// (preperiod 7).
	{name: "0.34", src: octal("0.34"), heaps: 60, order: 12,
		pres: "{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", p: "{a, b2, ac}", period: 8, ppd: 7},
	// Plambeck 2005, §8.2.2 (Fig. 13, erratum P2): 0.71, order 36, nine
	// P-elements, period 6.
	{name: "0.71", src: octal("0.71"), heaps: 60, order: 36,
		pres: "{a,b,c,d | a2=1,b4=b2,b2c=c,c4=ac3,c3d=c3,d2=1}",
		p:    "{a, b2, bc, c2, ac3, ad, b3d, cd, bc2d}", period: 6, ppd: 3},
	// Plambeck 2005, §9.3: the 0.123 transcript, changes at heaps
	// 1, 3, 8, 9; normal and misère period 5, preperiod 5.
	{name: "0.123", src: octal("0.123"), heaps: 60, order: 20,
		pres: "{a,b,c,d | a2=1,b4=b2,b2c=b3,c2=1,b2d=d,cd=bd,d3=ad2}", p: "{a, b2, ac, bd, d2}",
		log: [][2]int{{1, 2}, {3, 6}, {8, 12}, {9, 20}}, period: 5, ppd: 5},
	// Plambeck 2005, §4.2 (Fig. 6): Guiles, order 42, 12 P-elements, the 38
	// relations, period 10 with preperiod 66.
	{name: "0.15 Guiles", src: octal("0.15"), heaps: 200, order: 42,
		pres: "{a,b,c,d,e,f,g,h,i | a2=1,b4=b2,bc=ab3,c2=b2,b2d=d,cd=ad,d3=ad2,b2e=b3,de=bd,be2=ace,ce2=abe," +
			"e4=e2,bf=b3,df=d,ef=ace,cf2=cf,f3=f2,b2g=b3,cg=ab3,dg=bd,eg=be,fg=b3,g2=bg,bh=bg,ch=ab3,dh=bd," +
			"eh=bg,fh=b3,gh=bg,h2=b2,bi=bg,ci=ab3,di=bd,ei=be,fi=b3,gi=bg,hi=b2,i2=b2}",
		p: "{a, b2, bd, d2, ae, ae2, ae3, af, af2, ag, ah, ai}", period: 10, ppd: 66},
	// Allen 2006, §5.4.4: 0.3103 with the corrections of doc/references.md
	// (erratum L2), order 20,
	// P = {a, b², c², ad, bc}, Φ period 5.
	{name: "0.3103", src: octal("0.3103"), heaps: 60, order: 20,
		pres: "{a,b,c,d | a2=1,b4=b2,b2c=c,c3=ac2,b2d=b3,cd=bc,d2=1}", p: "{a, b2, bc, c2, ad}", period: 5},
	// MisereSolver on our machines (doc/benchmarks.md): Kayles, order 40,
	// |P| = 9 (Φ period 12, as Sibert and Conway found misère Kayles'
	// outcomes periodic with period 12), and 0.4133 to heap 80, order 18,
	// |P| = 2 (tame: T4 has order 2^4 + 2 and P = {a, b²},
	// Plambeck 2005, §7.1.2).
	{name: "0.77 Kayles", src: octal("0.77"), heaps: 300, order: 40,
		p: "{a, b2, ac, ac2, d, ad2, e, ade, adf}", period: 12},
	{name: "0.4133", src: octal("0.4133"), heaps: 80, order: 18, p: "{a, b2}"},
	// Plambeck 2005, §9.5.1 (Fig. 16; 2+ = {*2}: doc/references.md
	// erratum P5): the closure of {2+, 0}; order 14, changes at followers 1,
	// 2, 4.
	{name: "cl{2+,0}", src: closureOf("{{*2},0}"), heaps: 4, order: 14,
		pres: "{a,b,c | a2=1,b3=b,b2c=c,c3=ac2}", p: "{a, b2, bc, c2}", log: [][2]int{{1, 2}, {2, 6}, {4, 14}}},
	// Plambeck 2005, §3.2: Pascal's Beans, order 12, P = {a, b², ac}.
	{name: "Pascal's Beans", src: func(t *testing.T) (Source, int) {
		d, err := PascalsBeans(16)
		if err != nil {
			t.Fatal(err)
		}
		return d, -1
	}, heaps: 15 * 16 / 2, order: 12, p: "{a, b2, ac}"},
}

func TestQuotients(t *testing.T) {
	for _, c := range quotientCases {
		t.Run(c.name, func(t *testing.T) {
			src, k := c.src(t)
			s := NewSolver(src)
			var a *Analysis
			var err error
			if k >= 0 && c.period > 0 {
				a, err = Analyze(context.Background(), s, Bound{Removal: k, Parts: 2}, c.heaps) // octal codes
			} else {
				err = s.Run(context.Background(), c.heaps)
				a = &Analysis{Solver: s}
			}
			if err != nil {
				t.Fatal(err)
			}
			q := s.Quotient()
			if q.M.Size() != c.order {
				t.Fatalf("order %d, want %d", q.M.Size(), c.order)
			}
			n, err := Name(q, s.Phi(), changeHeaps(s))
			if err != nil {
				t.Fatal(err)
			}
			if c.pres != "" && n.Pres.String() != c.pres {
				t.Errorf("presentation\n got %s\nwant %s", n.Pres, c.pres)
			}
			if got := n.Pres.FormatP(q.P); got != c.p {
				t.Errorf("P = %s, want %s", got, c.p)
			}
			if c.log != nil {
				var got [][2]int
				for _, ch := range s.Changes() {
					got = append(got, [2]int{ch.Heap, ch.Q.M.Size()})
				}
				if !slices.Equal(got, c.log) {
					t.Errorf("changes %v, want %v", got, c.log)
				}
			}
			if c.period > 0 {
				if !a.Complete {
					t.Fatalf("no period certified by heap %d", s.Heaps())
				}
				if a.Periodic.Period != c.period || (c.ppd > 0 && a.Periodic.Preperiod != c.ppd) {
					t.Errorf("period %d preperiod %d, want %d and %d", a.Periodic.Period, a.Periodic.Preperiod, c.period, c.ppd)
				}
			}
			// The prediction agrees with exhaustive search on every sum of
			// the heaps computed with total size ≤ 24 (the issue's bound).
			res, err := Verify(context.Background(), src, q, s.Phi(), 24, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Bad != nil {
				t.Fatalf("wrong at %v", res.Bad)
			}
			if res.Checked < 20 || res.Total != 24 {
				t.Errorf("only %d positions checked, to total %d", res.Checked, res.Total)
			}
		})
	}
}

func changeHeaps(s *Solver) []int {
	var hs []int
	for _, c := range s.Changes() {
		hs = append(hs, c.Heap)
	}
	return hs
}

// TestDawsonsKayles: the partial quotients of 0.07 have orders 24, 144,
// 176, 360, 520, 552, 638 at heaps 24, 26, 29, 30, 31, 32, 33
// (Plambeck 2005, §10.1.1, Fig. 17), with |P| = 65, 93, 109 at heaps 30, 32,
// 33 (MisereSolver on our machines; doc/benchmarks.md lists heaps 30 and 33).
func TestDawsonsKayles(t *testing.T) {
	if testing.Short() {
		t.Skip("2 s")
	}
	r, _ := impartial.Parse("0.07")
	s := NewSolver(Octal{r})
	want := map[int][2]int{24: {24, 0}, 26: {144, 0}, 29: {176, 0}, 30: {360, 65}, 31: {520, 0}, 32: {552, 93}, 33: {638, 109}}
	for h := 1; h <= 33; h++ {
		if err := s.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
		if w, ok := want[h]; ok {
			q := s.Quotient()
			if q.M.Size() != w[0] || (w[1] > 0 && q.PSize() != w[1]) {
				t.Errorf("heap %d: order %d, |P| %d; want %d, %d", h, q.M.Size(), q.PSize(), w[0], w[1])
			}
		}
	}
	res, err := Verify(context.Background(), Octal{r}, s.Quotient(), s.Phi(), 24, nil)
	if err != nil || res.Bad != nil {
		t.Fatalf("verify: %v %v", res.Bad, err)
	}
	t.Logf("0.07 to heap 33 verified on %d positions", res.Checked)
}

// TestWorkedExamples: Plambeck 2005, §4.2 (4 + 58 + 68 + 78) and §9.4
// (Fig. 14).
func TestWorkedExamples(t *testing.T) {
	ctx := context.Background()
	// Guiles: 4 + 58 + 68 + 78 ↦ a·d·d·d = ad³ = d² ∈ P.
	r, _ := impartial.Parse("0.15")
	s := NewSolver(Octal{r})
	a, err := Analyze(ctx, s, mustBound(r), 200)
	if err != nil || !a.Complete {
		t.Fatal(err)
	}
	n, _ := Name(s.Quotient(), s.Phi(), changeHeaps(s))
	x := Elem(0)
	for _, h := range []int{4, 58, 68, 78} {
		y, err := a.Phi(h)
		if err != nil {
			t.Fatal(err)
		}
		x = s.Quotient().M.Mul(x, y)
	}
	if n.Pres.Word(x) != "d2" || !s.Quotient().P[x] {
		t.Errorf("Guiles 4+58+68+78 is %s (P: %v), want d2 in P", n.Pres.Word(x), s.Quotient().P[x])
	}
	// Heaps beyond those computed come from the period: Φ(1000) = Φ(70).
	if p1, _ := a.Phi(1000); p1 != s.Phi()[70] {
		t.Errorf("Φ(1000) = %s, want Φ(70) = %s", n.Pres.Word(p1), n.Pres.Word(s.Phi()[70]))
	}

	// 0.123: 4+4 and 6 have the same genus 0^02 but are the distinct
	// elements b² and d², told apart by 8+9.
	r, _ = impartial.Parse("0.123")
	s = NewSolver(Octal{r})
	if err := s.Run(ctx, 23); err != nil {
		t.Fatal(err)
	}
	q := s.Quotient()
	n, _ = Name(q, s.Phi(), changeHeaps(s))
	an := misere.NewAnalyzer(r)
	g1, _ := an.Genus(ctx, impartial.NewPosition(4, 4))
	g2, _ := an.Genus(ctx, impartial.NewPosition(6))
	if !g1.Equal(g2) || g1.String() != "0^02" {
		t.Errorf("genera %s and %s, want both 0^02", g1, g2)
	}
	v44, _ := Value(q.M, s.Phi(), []int{4, 4})
	v6, _ := Value(q.M, s.Phi(), []int{6})
	if n.Pres.Word(v44) != "b2" || n.Pres.Word(v6) != "d2" {
		t.Errorf("Φ(4+4) = %s, Φ(6) = %s; want b2, d2", n.Pres.Word(v44), n.Pres.Word(v6))
	}
	v89, _ := Value(q.M, s.Phi(), []int{8, 9})
	if q.P[q.M.Mul(v44, v89)] == q.P[q.M.Mul(v6, v89)] {
		t.Error("8+9 does not tell 4+4 from 6")
	}
	// The search agrees: 4+4+8+9 is P, 6+8+9 is N.
	o := NewOutcomes(Octal{r})
	p1, _ := o.IsP(ctx, []int{4, 4, 8, 9})
	p2, _ := o.IsP(ctx, []int{6, 8, 9})
	if !p1 || p2 {
		t.Errorf("search: 4+4+8+9 P=%v, 6+8+9 P=%v; want true, false", p1, p2)
	}
	least, err := Least(ctx, Octal{r}, q, s.Phi())
	if err != nil {
		t.Fatal(err)
	}
	w, ok := Distinguish(q, least, v44, v6)
	if !ok {
		t.Fatal("4+4 and 6 indistinguishable")
	}
	x1, _ := Value(q.M, s.Phi(), append([]int{4, 4}, w...))
	x2, _ := Value(q.M, s.Phi(), append([]int{6}, w...))
	s1, _ := o.IsP(ctx, append([]int{4, 4}, w...))
	s2, _ := o.IsP(ctx, append([]int{6}, w...))
	if s1 == s2 || s1 != q.P[x1] || s2 != q.P[x2] {
		t.Errorf("witness %v does not distinguish", w)
	}
	if _, ok := Distinguish(q, least, v44, v44); ok {
		t.Error("an element distinguished from itself")
	}
	// Winning moves: heap 7 is N, its winning move is 7 → 5
	// (Plambeck 2005, §11.3.3).
	moves, err := WinningMoves(Octal{r}, q, func(h int) (Elem, error) { return s.Phi()[h], nil }, []int{7})
	if err != nil || len(moves) != 1 || moves[0].String() != "7 -> 5" {
		t.Errorf("winning moves from 7: %v %v", moves, err)
	}
}

// TestVerifyCatchesErrors: a pretending function with one wrong value is
// caught by Verify, and by the local checks the Solver relies on.
func TestVerifyCatchesErrors(t *testing.T) {
	r, _ := impartial.Parse("0.75")
	s := NewSolver(Octal{r})
	if err := s.Run(context.Background(), 12); err != nil {
		t.Fatal(err)
	}
	phi := slices.Clone(s.Phi())
	phi[5], phi[6] = phi[6], phi[5] // c and b swapped
	res, err := Verify(context.Background(), Octal{r}, s.Quotient(), phi, 24, nil)
	if err != nil || res.Bad == nil {
		t.Fatalf("a wrong Φ passed verification (%v)", err)
	}
	opts := make([][][]int, len(phi))
	for h := 1; h < len(phi); h++ {
		r.Moves(h, func(o []int) bool { opts[h] = append(opts[h], slices.Clone(o)); return true })
	}
	p := &pretension{q: s.Quotient(), phi: phi, trans: allTransitions(s.Quotient().M, phi, opts)}
	pf, err := p.pFailure()
	if err != nil {
		t.Fatal(err)
	}
	nf, _, err := p.nFailure(nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if pf == nil && nf == nil {
		t.Error("the local checks passed a wrong Φ")
	}
}

// TestSolverCancel: a cancelled context stops the solver with the
// quotient so far intact.
func TestSolverCancel(t *testing.T) {
	r, _ := impartial.Parse("0.07")
	s := NewSolver(Octal{r})
	if err := s.Run(context.Background(), 20); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := s.Run(ctx, 40)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
	if s.Heaps() != 20 || s.Quotient().M.Size() != 24 {
		t.Errorf("after cancelling: heaps %d, order %d; want 20 and 24", s.Heaps(), s.Quotient().M.Size())
	}
}

// TestBadSource: options that are not smaller heaps are an error.
func TestBadSource(t *testing.T) {
	d := &DAG{Opts: [][][]int{nil, {{1}}}}
	err := NewSolver(d).Next(context.Background())
	if !errors.Is(err, ErrBadSource) {
		t.Errorf("got %v, want ErrBadSource", err)
	}
	if _, err := PascalsBeans(1); err == nil {
		t.Error("PascalsBeans(1) accepted")
	}
}

func ExampleSolver() {
	r, _ := impartial.Parse("0.75")
	s := NewSolver(Octal{r})
	b, _ := OctalBound(r)
	a, _ := Analyze(context.Background(), s, b, 100)
	n, _ := Name(s.Quotient(), s.Phi(), nil)
	fmt.Println(n.Pres, n.Pres.FormatP(s.Quotient().P), a.Periodic.Period)
	// Output: {a,b,c | a2=1,b3=b,bc=ab,c2=b2} {a, b2} 2
}
