package misere

import (
	"context"

	"cgcalc/games/impartial"
)

// Misère Nim in closed form.
//
// A nim heap *n has the tame genus 0^120 (n = 0), 1^031 (n = 1) or
// n^{n(n⊕2)} (n ≥ 2) (Allen 2006, Prop. 2.2.1; ONAG ch. 12). Nim positions
// are tame, and a sum of tame games has the tame value (a, f) + (b, f') =
// (a ⊕ b, fickle iff both are fickle) (Conway, ONAG ch. 12; WW ch. 13;
// Allen 2006, Thm 2.4.2). So a Nim position with nim-sum g is fickle, of
// genus 0^120 or 1^031, exactly when every heap is at most 1, and firm,
// g^{g(g⊕2)}, otherwise. Its misère Grundy value 𝒢⁻ = γ0 is therefore
//
//	𝒢⁻ = g ⊕ 1 when every heap is ≤ 1,   𝒢⁻ = g otherwise,
//
// and it is a misère P-position (γ0 = 0) exactly when Bouton's misère rule
// says so (Bouton 1902; ONAG ch. 12; WW ch. 13): with a heap of 2 or more,
// when the nim-sum is 0; with every heap ≤ 1, when the number of heaps of
// 1 is odd.

// NimMisereGrundy returns 𝒢⁻ of the Nim position with the given heaps:
// the nim-sum g if some heap is 2 or more, else g ⊕ 1.
func NimMisereGrundy(heaps []int) int {
	g, big := 0, false
	for _, h := range heaps {
		g ^= h
		big = big || h >= 2
	}
	if big {
		return g
	}
	return g ^ 1
}

// NimMisereP reports whether the Nim position is a misère P-position
// (Bouton's misère rule).
func NimMisereP(heaps []int) bool { return NimMisereGrundy(heaps) == 0 }

// NimMove is a move in Nim: heap Index (of the position given) goes down
// to To.
type NimMove struct{ Index, To int }

// NimMisereWinning returns the moves of the Nim position to misère
// P-positions, for each heap in the order given and To increasing, without
// walking every move: after heap i goes to t, the result has a heap of 2
// or more either among the other heaps or in t; if so it is P exactly when
// t is the nim-sum x of the other heaps, and otherwise (every heap ≤ 1,
// so t ≤ 1) exactly when its number of heaps of 1 is odd. So t = x, 0 and
// 1 are the only candidates, each tested by Bouton's rule in O(1).
func NimMisereWinning(heaps []int) []NimMove {
	g, big, ones := 0, 0, 0
	for _, h := range heaps {
		g ^= h
		if h >= 2 {
			big++
		}
		if h == 1 {
			ones++
		}
	}
	var out []NimMove
	for i, h := range heaps {
		x := g ^ h
		othersBig := big
		if h >= 2 {
			othersBig--
		}
		othersOnes := ones
		if h == 1 {
			othersOnes--
		}
		p := func(t int) bool {
			if othersBig > 0 || t >= 2 {
				return x^t == 0
			}
			n := othersOnes
			if t == 1 {
				n++
			}
			return n%2 == 1
		}
		cands := []int{0, 1, x}
		if x < 2 {
			cands = cands[:2]
		}
		for _, t := range cands {
			if t < h && p(t) {
				out = append(out, NimMove{Index: i, To: t})
			}
		}
	}
	return out
}

// Heap states of a TameHeaps scan.
const (
	heapUnknown = iota // an option holds a heap not proved tame
	heapTame           // proved tame
	heapWild           // its genus is known and not a tame value
)

// TameHeaps proves heaps of a ruleset tame, heap by heap, with their tame
// values, without searching sums: heap n is tame when every heap in its
// options is, and the genus that gives it is a tame value. Then each
// option, a sum of tame heaps, is tame with the sum of their values (ONAG
// ch. 12; Allen 2006, Thm 2.4.2), the heap's genus is GenusOf the options'
// genera, and every follower of the heap (the heap or a follower of an
// option) has a tame genus: the heap is tame. This test is sufficient,
// not necessary: a heap is left unknown when an option holds a heap not
// proved tame, and wild when its genus is not a tame value. The work is the
// number of options examined.
type TameHeaps struct {
	r     *impartial.Ruleset
	state []uint8
	val   []TameValue
	genus []Genus // known for tame and wild heaps
	work  int
	last  int // the largest heap proved tame
}

// NewTameHeaps starts a scan of the ruleset's heaps.
func NewTameHeaps(r *impartial.Ruleset) *TameHeaps { return &TameHeaps{r: r, last: -1} }

// LastTame is the largest heap scanned and proved tame (−1 if none).
func (t *TameHeaps) LastTame() int { return t.last }

// Heaps is the largest heap scanned (−1 before any).
func (t *TameHeaps) Heaps() int { return len(t.state) - 1 }

// Work is the number of options examined so far.
func (t *TameHeaps) Work() int { return t.work }

// Value returns heap h's tame value when h is scanned and proved tame.
func (t *TameHeaps) Value(h int) (TameValue, bool) {
	if h < len(t.state) && t.state[h] == heapTame {
		return t.val[h], true
	}
	return TameValue{}, false
}

// Wild returns heap h's genus when h is scanned and its genus is known
// not to be a tame value.
func (t *TameHeaps) Wild(h int) (Genus, bool) {
	if h < len(t.state) && t.state[h] == heapWild {
		return t.genus[h], true
	}
	return Genus{}, false
}

// Extend scans heaps up to n, stopping when the options examined reach
// maxWork (counted over the scan's life) or ctx is cancelled; it returns
// the largest heap scanned.
func (t *TameHeaps) Extend(ctx context.Context, n, maxWork int) (int, error) {
	for h := len(t.state); h <= n; h++ {
		if err := ctx.Err(); err != nil {
			return t.Heaps(), err
		}
		seen := map[TameValue]bool{}
		state := uint8(heapTame)
		count := 0
		t.r.Moves(h, func(m []int) bool {
			count++
			v := TameValue{Base: 0, Fickle: true}
			for _, x := range m {
				if t.state[x] != heapTame {
					state = heapUnknown
					return false
				}
				v = v.Add(t.val[x])
			}
			seen[v] = true
			return true
		})
		if t.work+count > maxWork {
			return t.Heaps(), nil
		}
		t.work += count
		var g Genus
		var v TameValue
		if state == heapTame {
			opts := make([]Genus, 0, len(seen))
			for v := range seen {
				opts = append(opts, v.Genus())
			}
			g = GenusOf(opts)
			var ok bool
			if v, ok = g.Tame(); !ok {
				state = heapWild
			}
		}
		if state == heapTame {
			t.last = h
		}
		t.state = append(t.state, state)
		t.val = append(t.val, v)
		t.genus = append(t.genus, g)
	}
	return t.Heaps(), nil
}
