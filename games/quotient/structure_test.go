package quotient

import (
	"slices"
	"strings"
	"testing"
)

func words(p *Presentation, xs []Elem) string {
	sorted := slices.Clone(xs)
	slices.SortFunc(sorted, func(x, y Elem) int { return CompareWords(p.Normal(x), p.Normal(y)) })
	var ws []string
	for _, x := range sorted {
		ws = append(ws, p.Word(x))
	}
	return strings.Join(ws, " ")
}

// TestIdempotentsT2 checks Plambeck 2005, §7.1.2: T2 = U ∪ V with
// U = {1, a} ≅ Z2 and V of order 4 with identity b², ≅ (Z2)².
func TestIdempotentsT2(t *testing.T) {
	b, p := parsePaper(t, "T2")
	m := b.M
	if got := words(p, m.Idempotents()); got != "1 b2" {
		t.Errorf("Plambeck 2005, §7.1.2: idempotents of T2 = %s, want 1 b2", got)
	}
	gs := m.MaximalSubgroups()
	if len(gs) != 2 {
		t.Fatalf("Plambeck 2005, §7.1.2: %d maximal subgroups, want 2", len(gs))
	}
	want := map[string]string{"1": "1 a", "b2": "b ab b2 ab2"}
	for _, g := range gs {
		e := p.Word(g.Identity)
		if got := words(p, g.Elems); got != want[e] {
			t.Errorf("Plambeck 2005, §7.1.2: subgroup with identity %s = {%s}, want {%s}", e, got, want[e])
		}
		// Every element squares to the identity: (Z2)^k.
		for _, x := range g.Elems {
			if m.Mul(x, x) != g.Identity || m.Mul(x, g.Identity) != x {
				t.Errorf("Plambeck 2005, §7.1.2: %s in the subgroup of %s does not square to it", p.Word(x), e)
			}
		}
	}
}

// TestSubgroupsTame checks Plambeck 2005, §7.1.2 for T1 … T6: idempotents 1
// and b², U ≅ Z2, V of order 2^n, U ∪ V = T_n; P = {a, b²}; order 2^n + 2.
func TestSubgroupsTame(t *testing.T) {
	for n := 1; n <= 6; n++ {
		b, err := TameQuotient(n)
		if err != nil {
			t.Fatal(err)
		}
		m := b.M
		wantOrder := 1<<n + 2
		if n == 1 {
			wantOrder = 2
		}
		if m.Size() != wantOrder || m.NumGens() != n {
			t.Errorf("Plambeck 2005, §7.1.2: T%d has order %d and %d generators, want %d and %d", n, m.Size(), m.NumGens(), wantOrder, n)
		}
		gens := make([]Elem, n)
		for i := range gens {
			gens[i] = m.Gen(i)
		}
		p, err := Present(m, gens, nil)
		if err != nil {
			t.Fatal(err)
		}
		wantP := "{a, b2}"
		if n == 1 {
			wantP = "{a}"
		}
		if got := p.FormatP(b.P); got != wantP {
			t.Errorf("Plambeck 2005, §7.1.2: T%d has P = %s, want %s", n, got, wantP)
		}
		gs := m.MaximalSubgroups()
		total := 0
		var sizes []int
		for _, g := range gs {
			total += len(g.Elems)
			sizes = append(sizes, len(g.Elems))
		}
		wantSizes := []int{2, 1 << n}
		if n == 1 {
			wantSizes = []int{2}
		}
		slices.Sort(sizes)
		if !slices.Equal(sizes, wantSizes) || total != m.Size() {
			t.Errorf("Plambeck 2005, §7.1.2: T%d maximal subgroups of orders %v, want %v covering it", n, sizes, wantSizes)
		}
	}
	if _, err := TameQuotient(0); err == nil {
		t.Error("T0 built")
	}
	if _, err := TameQuotient(99); err == nil {
		t.Error("T99 built")
	}
}

// TestIsoPaper checks isomorphisms respecting P that follow from Plambeck
// 2005's presentations (§3.2: Pascal's Beans' M; §8.2.1: 0.34).
func TestIsoPaper(t *testing.T) {
	tests := []struct {
		x, y, ref string
		iso       bool
	}{
		{"Pascal's Beans", "0.34", "§3.2, §8.2.1", true},
		{"Pascal's Beans", "0.123 heap 8", "§3.2, §9.3", true},
		{"0.34", "0.123 heap 8", "§9.3", true},
		{"R8", "T2", "Plambeck 2005, §8.1 (orders 8 and 6)", false},
		{"R8", "T3", "Plambeck 2005, §8.1 (R8 is wild; orders 8 and 10)", false},
		{"0.34", "0.123", "§9.3 (orders 12 and 20)", false},
		{"T3", "T3", "§7.1.2", true},
		{"Guiles", "Guiles", "Plambeck 2005, §4.2", true},
	}
	for _, tt := range tests {
		b1, _ := parsePaper(t, tt.x)
		b2, _ := parsePaper(t, tt.y)
		f, ok := Isomorphic(b1, b2)
		if ok != tt.iso {
			t.Errorf("%s (%s): %s ≅ %s is %v, want %v", tt.ref, tt.x, tt.x, tt.y, ok, tt.iso)
		}
		if ok {
			if err := VerifyIsomorphism(b1, b2, f); err != nil {
				t.Errorf("%s ≅ %s: %v", tt.x, tt.y, err)
			}
		}
	}
}

// TestIsoNontrivial checks isomorphisms that permute generators and the
// respect of P.
func TestIsoNontrivial(t *testing.T) {
	q034, _ := parsePaper(t, "0.34")
	// Q_0.34 (Plambeck 2005, §8.2.1) with b and c exchanged and renamed.
	swapped, p, err := ParseBipartite("{x,y,z | x2=1, z4=z2, z2y=z3, y2=1}", "{x, z2, xy}")
	if err != nil {
		t.Fatal(err)
	}
	f, ok := Isomorphic(swapped, q034)
	if !ok {
		t.Fatal("Plambeck 2005, §8.2.1: Q_0.34 with generators exchanged not recognised")
	}
	if err := VerifyIsomorphism(swapped, q034, f); err != nil {
		t.Fatal(err)
	}
	// x ↦ an element of P of period 2 and index 0 (a or ac).
	x, _ := p.ParseWord("x")
	_, p034 := parsePaper(t, "0.34")
	if got := p034.Word(f[x]); got != "a" && got != "ac" {
		t.Errorf("Plambeck 2005, §8.2.1: x ↦ %s", got)
	}
	// Same monoid, P = {a, b2, c}: isomorphic through the automorphism
	// a ↦ a, b ↦ ab, c ↦ ac of Q_0.34 (b2c = b3 ↦ ab3 = ab3), which maps
	// {a, b2, ac} to {a, b2, c}.
	otherP, _, err := ParseBipartite("{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", "{a, b2, c}")
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := Isomorphic(otherP, q034); !ok {
		t.Error("Q_0.34 with P = {a, b2, c} not recognised as isomorphic to Q_0.34 (Plambeck 2005, §8.2.1)")
	} else if err := VerifyIsomorphism(otherP, q034, f); err != nil {
		t.Error(err)
	}
	// P = {a, b2, bc}: bc is not a unit, unlike ac, so not isomorphic.
	otherP, _, err = ParseBipartite("{a,b,c | a2=1,b4=b2,b2c=b3,c2=1}", "{a, b2, bc}")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := Isomorphic(otherP, q034); ok {
		t.Error("Q_0.34 with P = {a, b2, bc} reported isomorphic to Q_0.34 (Plambeck 2005, §8.2.1 P = {a, b2, ac})")
	}
	t2 := func(pp string) *Bipartite {
		b, _, err := ParseBipartite("{a,b | a2=1,b3=b}", pp)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if _, ok := Isomorphic(t2("{a, ab}"), t2("{a, b2}")); ok {
		t.Error("T2 with P = {a, ab} reported isomorphic to T2 (Plambeck 2005, §7.1.2 P = {a, b2})")
	}
	// A redundant generator does not matter.
	r8, _ := parsePaper(t, "R8")
	r8x, _, err := ParseBipartite("{a,b,c,d | a2=1,b3=b,bc=ab,c2=b2,d=ab2}", "{a,b2}")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := Isomorphic(r8x, r8); !ok {
		t.Error("Plambeck 2005, §8.1: R8 with a redundant generator not recognised")
	}
	// A wrong map is rejected by the verifier.
	bad := make([]Elem, q034.M.Size())
	for i := range bad {
		bad[i] = Elem(i)
	}
	bad[1], bad[2] = bad[2], bad[1]
	if VerifyIsomorphism(q034, q034, bad) == nil {
		t.Error("a transposition verified as an automorphism")
	}
}

// TestTameRecognition checks IsTame on the tame quotients
// (Plambeck 2005, §7.1.2) and the survey's other quotients.
func TestTameRecognition(t *testing.T) {
	tests := []struct {
		name, ref string
		n         int
	}{
		{"T1", "§7.1.1", 1}, {"T2", "§7.1.1", 2}, {"T3", "§7.1.2", 3}, {"T4", "§7.1.2", 4},
		{"R8", "Plambeck 2005, §8.1 (smallest wild quotient)", 0},
		{"0.34", "§8.2.1", 0}, {"0.123", "§9.3", 0}, {"0.71", "§8.2.2", 0},
		{"coin sliding {2+,0}", "§9.5.1", 0}, {"Guiles", "§4.2", 0},
	}
	for _, tt := range tests {
		b, _ := parsePaper(t, tt.name)
		n, ok := IsTame(b)
		if ok != (tt.n > 0) || n != tt.n {
			t.Errorf("%s (%s): IsTame = %d, %v; want %d", tt.name, tt.ref, n, ok, tt.n)
		}
	}
	for n := 1; n <= 8; n++ {
		b, err := TameQuotient(n)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := IsTame(b); !ok || got != n {
			t.Errorf("Plambeck 2005, §7.1.2: IsTame(T%d) = %d, %v", n, got, ok)
		}
	}
	// T3 presented differently (generators renamed and reordered) is tame.
	b, _, err := ParseBipartite("{x,y,z | y2=1, z3=z, x3=x, z2=x2}", "{y, x2}")
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := IsTame(b); !ok || n != 3 {
		t.Errorf("Plambeck 2005, §7.1.2: renamed T3: IsTame = %d, %v", n, ok)
	}
	// Misère Nim with heaps 1, 2 (Plambeck 2005, §7.1.1, Fig. 10) as T2 with
	// heap 3 = ab listed as a generator.
	b, _, err = ParseBipartite("{a,b,c | a2=1, b3=b, c=ab}", "{a, b2}")
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := IsTame(b); !ok || n != 2 {
		t.Errorf("Plambeck 2005, §7.1.2: T2 with heap 3: IsTame = %d, %v", n, ok)
	}
	// T2's monoid with the wrong P is not tame.
	b, _, err = ParseBipartite("{a,b | a2=1,b3=b}", "{a}")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := IsTame(b); ok {
		t.Error("T2 with P = {a} reported tame")
	}
}

// TestIsoTameMatchesPresentation checks TameQuotient against the
// Plambeck 2005, §7.1.2 presentations.
func TestIsoTameMatchesPresentation(t *testing.T) {
	for n, name := range map[int]string{1: "T1", 2: "T2", 3: "T3", 4: "T4"} {
		b1, err := TameQuotient(n)
		if err != nil {
			t.Fatal(err)
		}
		b2, p := parsePaper(t, name)
		if _, ok := Isomorphic(b1, b2); !ok {
			t.Errorf("Plambeck 2005, §7.1.2: TameQuotient(%d) not isomorphic to %s", n, p)
		}
	}
}
