package misere

import (
	"context"
	"testing"

	"cgcalc/games/impartial"
)

// TestHeapClassAgainstCanonical: the Analyzer's classification of heaps
// by Conway's reversible-move rule (classify) against the misère
// canonical forms of the heaps (MStore, which simplifies by the same
// theory but shares no code with it, and is checked against brute force
// in TestMStoreEqualityBruteForce). HeapAdder is exact: heap n equals :k
// exactly when its canonical form is that of :k (:0 = {}, :1 = {:0},
// :2 = {:0,:1}, :3 = {:0,:1,:2}, :2j+2 = {:2j,:2j+1}, :2j+3 =
// {:2j,:2j+1,:2j+2}; Allemang 1984, "Misère play", adders). HeapNim is
// exact for *0 … *3 and sound for *k, k ≥ 4: every heap it names *k has
// the canonical form of *k. Heaps 0 … 14 of codes with adders among their
// heaps (Guiles, Grundy's game, Kayles), wild ones (0.123, Dawson's
// Kayles), a code whose heap 1 has no move (Knots 4.7), and Nim and a
// subtraction game, whose heaps are nim heaps *4, *5, ….
func TestHeapClassAgainstCanonical(t *testing.T) {
	ctx := context.Background()
	s := NewMStore()
	adders := []MID{}
	adder := func(k int) MID {
		for len(adders) <= k {
			var opts []MID
			for _, o := range Adder(len(adders)).Options() {
				opts = append(opts, adders[o])
			}
			adders = append(adders, s.Game(opts))
		}
		return adders[k]
	}
	seenAdder, seenBig := 0, 0
	for _, code := range []string{"nim", "0.3333333", "0.15", "4!.0", "0.77", "0.123", "0.07", "4.7", "0.137", "0.75"} {
		r, _ := impartial.Parse(code)
		a := NewAnalyzer(r)
		for n := 0; n <= 14; n++ {
			id, err := s.Heap(r, n)
			if err != nil {
				t.Fatalf("%s heap %d: %v", code, n, err)
			}
			k, isAdder, err := a.HeapAdder(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			want := -1
			for j := 0; j <= 2*s.Birthday(id)+4; j++ {
				if adder(j) == id {
					want = j
					break
				}
			}
			if isAdder != (want >= 0) || isAdder && int(k) != want {
				t.Errorf("%s heap %d: HeapAdder %v %v, canonical form is adder %d", code, n, k, isAdder, want)
			}
			if isAdder {
				seenAdder++
			}
			nim, isNim, err := a.HeapNim(ctx, n)
			if err != nil {
				t.Fatal(err)
			}
			cn, canonNim := s.IsNimber(id)
			if isNim && (!canonNim || cn != nim) {
				t.Errorf("%s heap %d: HeapNim says *%d, canonical form nimber %v %d", code, n, nim, canonNim, cn)
			}
			if canonNim && cn <= 3 && (!isNim || nim != cn) {
				t.Errorf("%s heap %d: canonical form *%d, HeapNim %v %d (exact for *0 … *3)", code, n, cn, isNim, nim)
			}
			if isNim && nim >= 4 {
				seenBig++
			}
		}
	}
	if seenAdder == 0 || seenBig == 0 {
		t.Errorf("%d adders and %d nim heaps *k, k ≥ 4, classified: the test needs both", seenAdder, seenBig)
	}
}

// TestNimValueKnown: the sums classify counts as nim heaps are nim heaps:
// a sum of adders of value at most :3 is *0 … *3, and a heap equal to *j
// plus adders of sum :0 or :1 is *j or *(j⊕1); with :2 or more it is not a
// nim heap at all (*4 + *2 ≠ *6 in misère play; TestMStoreNimberSums).
// Checked on every Nim position of at most 3 heaps of at most 7 against
// the canonical form of the sum.
func TestNimValueKnown(t *testing.T) {
	ctx := context.Background()
	r, _ := impartial.Parse("nim")
	a := NewAnalyzer(r)
	if _, _, err := a.HeapNim(ctx, 7); err != nil {
		t.Fatal(err)
	}
	s := NewMStore()
	known, refused := 0, 0
	nimPositions(3, 7, func(p []int) {
		id, err := s.Position(r, p)
		if err != nil {
			t.Fatal(err)
		}
		k, isNim := s.IsNimber(id)
		switch v := a.nimValueKnown(p); {
		case v >= 0 && (!isNim || k != v):
			t.Errorf("nim %v: counted *%d, canonical form %s", p, v, s.String(id))
		case v >= 0:
			known++
		case !isNim:
			refused++
		}
	})
	if known == 0 || refused == 0 {
		t.Errorf("%d sums counted as nim heaps, %d refused rightly: the test needs both", known, refused)
	}
}
