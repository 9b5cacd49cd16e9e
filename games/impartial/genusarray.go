package impartial

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Allemang's genus arrays (allemang.md §1.9–§1.10): the ⟨1,2,a⟩ genus of a
// game G, for a game a whose options are adders, is the sequence of blurry
// genera h_i(G) of G + i·a; the ⟨1,2,a,b⟩ genus, for b whose options are
// in ⟨1,2,a⟩ (each c·a + :k), is the array h_(i,j)(G) of G + i·a + j·b.
// They are computed as Allemang did, by his mex! on columns, with no sums
// of canonical forms:
//
//	h_(i,j)(G) = mex!{ h_(i,j)(G'),  h_(i−1,j)(G) + a',  h_(i+c,j−1)(G) + :k }
//
// over the options G' of G, a' of a and c·a + :k of b; adding an adder to
// a blurry genus is a shift (BlurryGenus.PlusAdder), and mex! is the
// blurry Conway rule (BlurryOf). The recursion runs over the descent
// closure [G] of G, which is also the set N of Lemma 4 and Theorem III:
// when the columns of all of [G] repeat as those theorems ask, the array
// is periodic for ever (Array.Period).

// MaxArraySize bounds the number of genera an Array may hold.
const MaxArraySize = 1 << 24

// BOption is an option c·a + :k of b.
type BOption struct{ C, K int }

// Array is the ⟨1,2,a⟩ (no b) or ⟨1,2,a,b⟩ genus of a game, computed for
// i ≤ N copies of a and j ≤ M copies of b.
type Array struct {
	s       *MStore
	G, A, B MID
	HasB    bool
	N, M    int
	AOpts   []int     // the adders :k that are the options of a
	BOpts   []BOption // the options of b as c·a + :k
	follow  []MID     // [G], each after its options; G is last
	h       [][][]BlurryGenus
}

// Adder returns the adder :k (§1.5): k/2 copies of *2, and *1 if k is odd.
func (s *MStore) Adder(k int) MID {
	id := s.Nimber(k % 2)
	for range k / 2 {
		id = s.Sum(id, s.Nimber(2))
	}
	return id
}

// AdderOf reports whether id is an adder, and which: the canonical form
// of :k has birthday k.
func (s *MStore) AdderOf(id MID) (int, bool) {
	k := s.Birthday(id)
	return k, s.Adder(k) == id
}

// ErrNotInClosure reports an a or b whose options are not of the form the
// genus array needs (errors.Is matches the errors NewArray returns).
var ErrNotInClosure = errors.New("an option of a or b is not of the form the genus array needs")

// closureError is an ErrNotInClosure with the option named.
type closureError struct{ msg string }

func (e *closureError) Error() string        { return e.msg }
func (e *closureError) Is(target error) bool { return target == ErrNotInClosure }

// NewArray computes the ⟨1,2,a⟩ genus of g (hasB false; m must be 0) or
// its ⟨1,2,a,b⟩ genus, for up to n copies of a and m copies of b. Every
// option of a must be an adder and every option of b some c·a + :k.
func NewArray(ctx context.Context, s *MStore, g, a, b MID, hasB bool, n, m int) (*Array, error) {
	if n < 0 || m < 0 || (!hasB && m != 0) {
		return nil, fmt.Errorf("bad array bounds %d, %d", n, m)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	x := &Array{s: s, G: g, A: a, B: b, HasB: hasB, N: n, M: m}
	for _, o := range s.Options(a) {
		k, ok := s.AdderOf(o)
		if !ok {
			return nil, &closureError{fmt.Sprintf("option %s of a is not an adder (the ⟨1,2,a⟩ genus needs a' in ⟨1,2⟩)", s.String(o))}
		}
		x.AOpts = append(x.AOpts, k)
	}
	cmax := 0
	if hasB {
		for _, o := range s.Options(b) {
			c, k, err := x.decompose(ctx, o)
			if err != nil {
				return nil, err
			}
			x.BOpts = append(x.BOpts, BOption{c, k})
			cmax = max(cmax, c)
		}
	}
	x.follow = s.closure(g)
	// Column j is needed up to n + (m−j)·cmax copies of a, for the options
	// of b in the columns after it.
	total := 0
	for j := 0; j <= m; j++ {
		total += n + (m-j)*cmax + 1
	}
	if total*len(x.follow) > MaxArraySize {
		return nil, fmt.Errorf("genus array too large: %d games below G times %d entries (at most %d)", len(x.follow), total, MaxArraySize)
	}
	index := make(map[MID]int, len(x.follow))
	for f, id := range x.follow {
		index[id] = f
	}
	x.h = make([][][]BlurryGenus, len(x.follow))
	var opts []BlurryGenus
	for f, id := range x.follow {
		x.h[f] = make([][]BlurryGenus, m+1)
		gopts := s.Options(id)
		for j := 0; j <= m; j++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			col := make([]BlurryGenus, n+(m-j)*cmax+1)
			for i := range col {
				opts = opts[:0]
				for _, o := range gopts {
					opts = append(opts, x.h[index[o]][j][i])
				}
				if i > 0 {
					for _, k := range x.AOpts {
						opts = append(opts, col[i-1].PlusAdder(k))
					}
				}
				if j > 0 {
					for _, bo := range x.BOpts {
						opts = append(opts, x.h[f][j-1][i+bo.C].PlusAdder(bo.K))
					}
				}
				col[i] = BlurryOf(opts)
			}
			x.h[f][j] = col
		}
	}
	return x, nil
}

// decompose writes an option of b as c·a + :k, searching c and k up to
// the option's birthday.
func (x *Array) decompose(ctx context.Context, o MID) (c, k int, err error) {
	s := x.s
	bd := s.Birthday(o)
	ca := Zero
	for c := 0; c <= bd; c++ {
		if c > 0 {
			if ca, err = s.SumErr(ca, x.A); err != nil {
				return 0, 0, err
			}
		}
		for k := 0; k <= bd; k++ {
			if err := ctx.Err(); err != nil {
				return 0, 0, err
			}
			if s.Sum(ca, s.Adder(k)) == o {
				return c, k, nil
			}
		}
	}
	return 0, 0, &closureError{fmt.Sprintf("option %s of b is not c·a + :k for c, k ≤ %d (the ⟨1,2,a,b⟩ genus needs b' in ⟨1,2,a⟩)", s.String(o), bd)}
}

// closure returns the descent closure of g in canonical forms, each game
// after all of its options (g last).
func (s *MStore) closure(g MID) []MID {
	var out []MID
	seen := map[MID]bool{}
	var visit func(MID)
	visit = func(id MID) {
		if seen[id] {
			return
		}
		seen[id] = true
		for _, o := range s.nodes[id].opts {
			visit(o)
		}
		out = append(out, id)
	}
	visit(g)
	return out
}

// At returns h_(i,j)(G), the blurry genus of G + i·a + j·b.
func (x *Array) At(i, j int) BlurryGenus { return x.h[len(x.follow)-1][j][i] }

// Followers returns the size of the descent closure [G].
func (x *Array) Followers() int { return len(x.follow) }

// ArrayPeriod is a periodicity of a genus array: S1 + P1 copies of a count
// as S1 copies, and S2 + P2 copies of b as S2 (no b: S2 = P2 = 0).
type ArrayPeriod struct{ S1, P1, S2, P2 int }

// Reduce maps a count vector onto the certified range.
func (p ArrayPeriod) Reduce(i, j int) (int, int) {
	if i >= p.S1+p.P1 {
		i = p.S1 + (i-p.S1)%p.P1
	}
	if p.P2 > 0 && j >= p.S2+p.P2 {
		j = p.S2 + (j-p.S2)%p.P2
	}
	return i, j
}

// Period looks, within the computed range, for the periodicity that
// Allemang's theorems prove. Without b it is Lemma 4 (§1.10): if
// h_(s+p)(H) = h_s(H) for every H in [G] ("the second time a column
// repeats"), then h_(i+p) = h_i for all i ≥ s. With b it is Theorem III
// for g1 = a, g2 = b, T = {:1, :2}, N = [G], whose cascade and descent
// hypotheses hold by construction (a' ∈ ⟨T⟩, b' ∈ ⟨T,a⟩): if
// h_(s1+p1, j) = h_(s1, j) for j ≤ s2+p2 and h_(i, s2+p2) = h_(i, s2) for
// i ≤ s1+p1, on all of [G], the whole array is periodic in both
// directions. Period returns the least p1, then s1, then p2, then s2 so
// certified, and false if none is within the computed range.
func (x *Array) Period() (ArrayPeriod, bool) {
	for p1 := 1; p1 <= x.N; p1++ {
		for s1 := 0; s1+p1 <= x.N; s1++ {
			// How many columns of b does the repetition in a hold for?
			jmax := -1
			for j := 0; j <= x.M && x.rowsEqual(s1, s1+p1, j); j++ {
				jmax = j
			}
			if jmax < 0 {
				continue
			}
			if !x.HasB {
				return ArrayPeriod{S1: s1, P1: p1}, true
			}
			for p2 := 1; p2 <= jmax; p2++ {
				for s2 := 0; s2+p2 <= jmax; s2++ {
					if x.colsEqual(s2, s2+p2, s1+p1) {
						return ArrayPeriod{s1, p1, s2, p2}, true
					}
				}
			}
		}
	}
	return ArrayPeriod{}, false
}

// rowsEqual reports whether h_(i1,j) = h_(i2,j) on all of [G].
func (x *Array) rowsEqual(i1, i2, j int) bool {
	for f := range x.follow {
		if !x.h[f][j][i1].Equal(x.h[f][j][i2]) {
			return false
		}
	}
	return true
}

// colsEqual reports whether h_(i,j1) = h_(i,j2) on all of [G] for i ≤ imax.
func (x *Array) colsEqual(j1, j2, imax int) bool {
	for f := range x.follow {
		for i := 0; i <= imax; i++ {
			if !x.h[f][j1][i].Equal(x.h[f][j2][i]) {
				return false
			}
		}
	}
	return true
}

// OutcomeGrid draws Allemang's outcome array of G + i·a + j·b + :k for
// i = 0 … N (across) and k = 0 … kmax (up), P for a misère P-position and
// · for an N-position, as in his figure for J (§1.9).
func (x *Array) OutcomeGrid(j, kmax int) string {
	w := len(fmt.Sprint(max(x.N, kmax)))
	var b strings.Builder
	for k := kmax; k >= 0; k-- {
		fmt.Fprintf(&b, "%*d", w, k)
		for i := 0; i <= x.N; i++ {
			c := "·"
			if x.At(i, j).PWith(k) {
				c = "P"
			}
			fmt.Fprintf(&b, " %*s", w, c)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%*s", w, "")
	for i := 0; i <= x.N; i++ {
		fmt.Fprintf(&b, " %*d", w, i)
	}
	b.WriteByte('\n')
	return b.String()
}

// PWith reports whether a game of this blurry genus plus the adder :k is
// a misère P-position: symbol k/2 is k mod 2.
func (b BlurryGenus) PWith(k int) bool {
	return b.Symbol(k/2) == Blur(k%2)
}

// ErrNoArrayPeriod reports a genus array with no certified period within
// the range computed.
var ErrNoArrayPeriod = errors.New("no period certified")

// Equiv decides Allemang's generalized genus statement G ≡ H (X)
// (allemang.md §1.10): G + T and H + T have the same misère outcome for
// every T in X, where X is ⟨1,2⟩ + t for each t in ts (hasA false), or
// ⟨1,2,a⟩ + t. With no ts, t = 0. Over ⟨1,2⟩ it compares blurry genera;
// over ⟨1,2,a⟩ it compares the ⟨1,2,a⟩ genera of G + t and H + t, each
// certified periodic by Lemma 4 within n copies of a, up to the larger
// preperiod plus both periods. When G ≢ H it returns a witness, the first
// T in X after which the outcomes differ.
func Equiv(ctx context.Context, s *MStore, g, h, a MID, hasA bool, ts []MID, n int) (bool, Witness, error) {
	if len(ts) == 0 {
		ts = []MID{Zero}
	}
	for q, t := range ts {
		gt, err := s.SumErr(g, t)
		if err != nil {
			return false, Witness{}, err
		}
		ht, err := s.SumErr(h, t)
		if err != nil {
			return false, Witness{}, err
		}
		if !hasA {
			if k, ok := firstDifference(s.Genus(gt).Blurry(), s.Genus(ht).Blurry()); !ok {
				return false, Witness{T: q, K: k}, nil
			}
			continue
		}
		var per [2]ArrayPeriod
		var xs [2]*Array
		for q, id := range []MID{gt, ht} {
			x, err := NewArray(ctx, s, id, a, Zero, false, n, 0)
			if err != nil {
				return false, Witness{}, err
			}
			p, ok := x.Period()
			if !ok {
				return false, Witness{}, fmt.Errorf("%w for %s within %d copies of a", ErrNoArrayPeriod, s.String(id), n)
			}
			per[q], xs[q] = p, x
		}
		// Both are periodic from max(s) on, with period lcm(p, p').
		top := max(per[0].S1, per[1].S1) + per[0].P1*per[1].P1
		for i := 0; i <= top; i++ {
			ig, _ := per[0].Reduce(i, 0)
			ih, _ := per[1].Reduce(i, 0)
			if k, ok := firstDifference(xs[0].At(ig, 0), xs[1].At(ih, 0)); !ok {
				return false, Witness{T: q, I: i, K: k}, nil
			}
		}
	}
	return true, Witness{}, nil
}

// Witness is a T = ts[T] + I·a + :K that tells two games apart.
type Witness struct{ T, I, K int }

// firstDifference returns the least k for which one of two blurry genera
// plus :k is a P-position and the other is not.
func firstDifference(x, y BlurryGenus) (int, bool) {
	for k := 0; k < 2*(max(len(x), len(y))+2); k++ {
		if x.PWith(k) != y.PWith(k) {
			return k, false
		}
	}
	return 0, true
}
