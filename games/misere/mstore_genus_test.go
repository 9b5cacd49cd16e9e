package misere

import (
	"context"
	"testing"

	"cgcalc/games/impartial"
)

// TestMStoreGenus checks the genus of canonical forms against the
// Analyzer's genus of the same positions, which is computed from the heap
// rules, not from canonical forms: the two agree because the genus
// depends only on the misère value (Allen 2006, §2.1: the genus is defined by
// outcomes of sums). Misère Nim heap n has genus n^{n(n⊕2)}
// (Allen Prop 2.2.1).
func TestMStoreGenus(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"kayles", "0.123", "dawsons-kayles", "grundy"} {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		s, an := NewMStore(), NewAnalyzer(r)
		for _, p := range []impartial.Position{{}, {1}, {2}, {5}, {8}, {10}, {3, 4}, {2, 2, 5}, {5, 8}, {1, 6, 7}} {
			id, err := s.Position(r, p)
			if err != nil {
				t.Fatal(err)
			}
			want, err := an.Genus(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Genus(id); !got.Equal(want) {
				t.Errorf("%s %v: canonical form's genus %v, analyzer's %v", code, p, got, want)
			}
		}
	}
	s := NewMStore()
	for n := range 12 {
		if got, want := s.Genus(s.Nimber(n)), NimGenus(n); !got.Equal(want) {
			t.Errorf("*%d: genus %v, want %v", n, got, want)
		}
	}
}
