package misere

import (
	"context"
	"errors"
	"testing"

	"cgcalc/games/impartial"
)

// partitions calls f with every sorted heap multiset of total at most n.
func partitions(n int, f func([]int)) {
	var rec func(rest, min int, cur []int)
	rec = func(rest, min int, cur []int) {
		f(cur)
		for h := min; h <= rest; h++ {
			rec(rest-h, h, append(cur, h))
		}
	}
	rec(n, 1, nil)
}

// bruteP is an independent misère solver: plain recursion over the moves
// of Ruleset.Moves with its own table; 0 is N, and a non-empty position
// is P iff every option is N (Allemang 1984, "Misère play").
type bruteP struct {
	r    *impartial.Ruleset
	memo map[string]bool
}

func (b *bruteP) isP(p []int) bool {
	key := impartial.NewPosition(p...).String()
	if v, ok := b.memo[key]; ok {
		return v
	}
	hasMove, allN := false, true
	for i, h := range p {
		b.r.Moves(h, func(m []int) bool {
			hasMove = true
			q := append(append(append([]int{}, p[:i]...), p[i+1:]...), m...)
			if b.isP(impartial.NewPosition(q...)) {
				allN = false
			}
			return allN
		})
		if !allN {
			break
		}
	}
	v := hasMove && allN
	b.memo[key] = v
	return v
}

func TestMisereOutcomeBruteForce(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"kayles", "dawsons-kayles", "grundy", "0.123", "0.45", "4.7"} {
		r, err := impartial.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		a := NewAnalyzer(r)
		b := &bruteP{r: r, memo: map[string]bool{}}
		partitions(14, func(p []int) {
			got, err := a.MisereOutcome(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			want := byte('N')
			if b.isP(p) {
				want = 'P'
			}
			if got != want {
				t.Errorf("%s %v: %c, brute force %c", code, p, got, want)
			}
		})
	}
}

func TestMisereNimBouton(t *testing.T) {
	// Bouton's misère rule (Allen 2006, §2.4, Thm 2.4.2): P iff (all
	// heaps ≤ 1 and an odd number of 1s) or (some heap ≥ 2 and nim-sum 0).
	r, _ := impartial.Parse("nim")
	a := NewAnalyzer(r)
	partitions(14, func(p []int) {
		big, ones, x := false, 0, 0
		for _, h := range p {
			big = big || h >= 2
			if h == 1 {
				ones++
			}
			x ^= h
		}
		want := byte('N')
		if (!big && ones%2 == 1) || (big && x == 0) {
			want = 'P'
		}
		got, err := a.MisereOutcome(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("nim %v: %c, want %c", p, got, want)
		}
	})
}

// TestAdderReduction compares the genus with adder reduction against the
// plain recursion over all positions.
func TestAdderReduction(t *testing.T) {
	ctx := context.Background()
	for _, code := range []string{"kayles", "dawsons-kayles", "grundy", "0.123", "0.37", "0.45", "4.7"} {
		r, _ := impartial.Parse(code)
		fast, plain := NewAnalyzer(r), NewAnalyzer(r)
		plain.plain = true
		partitions(12, func(p []int) {
			g1, err1 := fast.Genus(ctx, p)
			g2, err2 := plain.Genus(ctx, p)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if !g1.Equal(g2) {
				t.Errorf("%s %v: %s with adders, %s plain", code, p, g1, g2)
			}
		})
	}
}

func TestMisereGrundy(t *testing.T) {
	// Allen 2006, Ex. 2.1.1: 𝒢⁻(0) = 1, 𝒢⁻(1) = 0, 𝒢⁻(2) = 2.
	r, _ := impartial.Parse("nim")
	a := NewAnalyzer(r)
	for n, want := range []int{1, 0, 2, 3, 4} {
		got, err := a.MisereGrundy(context.Background(), impartial.Position{n})
		if err != nil || got != want {
			t.Errorf("𝒢⁻(nim %d) = %d, %v, want %d", n, got, err, want)
		}
	}
}

func TestAnalyzerLimits(t *testing.T) {
	r, _ := impartial.Parse("kayles")
	a := NewAnalyzer(r)
	a.SetLimit(100)
	if _, err := a.Genus(context.Background(), impartial.Position{20, 21, 22}); !errors.Is(err, ErrPositionTooLarge) {
		t.Errorf("limit: got %v, want ErrPositionTooLarge", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewAnalyzer(r).Genus(ctx, impartial.Position{30, 31}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancel: got %v, want context.Canceled", err)
	}
	if _, err := NewAnalyzer(r).Genus(context.Background(), impartial.Position{-1}); err == nil {
		t.Error("negative heap accepted")
	}
}

func TestPositionString(t *testing.T) {
	if s := impartial.NewPosition(5, 0, 3, 5).String(); s != "3+5+5" {
		t.Errorf("got %s", s)
	}
	if s := impartial.NewPosition().String(); s != "0" {
		t.Errorf("got %s", s)
	}
}
