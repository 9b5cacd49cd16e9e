package misere

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Allemang's genus arrays (Allemang 1984, "A bigger genus sequence" and
// "The generalized genus statement"): the ⟨1,2,a⟩ genus of a
// game G, for a game a whose options are adders, is the sequence of blurry
// genera h_i(G) of G + i·a; the ⟨1,2,a,b⟩ genus, for b whose options are
// in ⟨1,2,a⟩ (each c·a + :k), is the array h_(i,j)(G) of G + i·a + j·b,
// and so on for more games, each with its options in the closure of the
// ones before. They are computed as Allemang did, by his mex! on columns,
// with no sums of canonical forms:
//
//	h_(i,j)(G) = mex!{ h_(i,j)(G'),  h_(i−1,j)(G) + a',  h_(i+c,j−1)(G) + :k }
//
// over the options G' of G, a' of a and c·a + :k of b; adding an adder to
// a blurry genus is a shift (BlurryGenus.PlusAdder), and mex! is the
// blurry Conway rule (BlurryOf). The recursion runs over the descent
// closure [G] of G, which is also the set N of Lemma 4 and Theorem III:
// when the columns of all of [G] repeat as those theorems ask, the array
// is periodic for ever (Array.Periods).

// MaxArraySize bounds the number of genera an Array may hold (about
// 100 MB).
const MaxArraySize = 1 << 22

// GenOption is an option of a generator g_l of an Array: C[j]·g_j summed
// over the earlier generators j < l, plus the adder :K.
type GenOption struct {
	C []int
	K int
}

// Array is the ⟨1,2,g_1,…,g_n⟩ genus of a game G: the blurry genus of
// G + v_1·g_1 + … + v_n·g_n for every count vector v with v_l ≤ Size[l].
// With one generator a it is Allemang's ⟨1,2,a⟩ genus sequence, with two,
// a and b, his ⟨1,2,a,b⟩ genus array.
type Array struct {
	s    *MStore
	G    MID
	Gens []MID
	Size []int
	Opts [][]GenOption // the options of each generator

	rng    []int // counts computed: rng[l] ≥ Size[l], for the options of later generators
	stride []int
	follow []MID // [G], each after its options; G is last
	h      [][]BlurryGenus
}

// Adder returns the adder :k (Allemang 1984, "Misère play", adders): k/2
// copies of *2, and *1 if k is odd.
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

// ErrNotInClosure reports a generator whose options are not of the form
// the genus array needs (errors.Is matches the errors NewArray returns).
var ErrNotInClosure = errors.New("an option of a generator is not in the closure of the earlier ones")

// closureError is an ErrNotInClosure with the option named.
type closureError struct{ msg string }

func (e *closureError) Error() string        { return e.msg }
func (e *closureError) Is(target error) bool { return target == ErrNotInClosure }

// NewArray computes the ⟨1,2,g_1,…,g_n⟩ genus of g for counts up to
// sizes. Every option of g_1 must be an adder, and every option of g_l
// some Σ_(j<l) c_j·g_j + :k (Theorem III's cascade, with T = {:1, :2}).
func NewArray(ctx context.Context, s *MStore, g MID, gens []MID, sizes []int) (*Array, error) {
	n := len(gens)
	if n == 0 || len(sizes) != n {
		return nil, fmt.Errorf("a genus array needs one or more games, each with a bound on its copies")
	}
	for _, m := range sizes {
		if m < 0 {
			return nil, fmt.Errorf("negative count %d", m)
		}
	}
	if ctx == nil {
		ctx = context.Background()
	}
	x := &Array{s: s, G: g, Gens: gens, Size: sizes, Opts: make([][]GenOption, n)}
	for l, gl := range gens {
		for _, o := range s.Options(gl) {
			c, k, err := x.decompose(ctx, l, o)
			if err != nil {
				return nil, err
			}
			x.Opts[l] = append(x.Opts[l], GenOption{c, k})
		}
	}
	// rng[j] = Size[j] + Σ_(l>j) rng[l]·(most copies of g_j in an option
	// of g_l): every count the entries within Size reach.
	x.rng = make([]int, n)
	for j := n - 1; j >= 0; j-- {
		x.rng[j] = sizes[j]
		for l := j + 1; l < n; l++ {
			most := 0
			for _, o := range x.Opts[l] {
				most = max(most, o.C[j])
			}
			x.rng[j] += x.rng[l] * most
		}
	}
	x.follow = s.closure(g)
	x.stride = make([]int, n)
	total := len(x.follow)
	for j := range n {
		x.stride[j] = total / len(x.follow)
		total *= x.rng[j] + 1
		if total > MaxArraySize {
			return nil, fmt.Errorf("genus array too large: more than %d entries over the %d games below G", MaxArraySize, len(x.follow))
		}
	}
	entries := total / len(x.follow)
	index := make(map[MID]int, len(x.follow))
	for f, id := range x.follow {
		index[id] = f
	}
	// ok[v]: whether every entry the recursion reaches from v is in range
	// (entries near the top of a range may need counts beyond it; those
	// within Size never do).
	ok := make([]bool, entries)
	v := make([]int, n)
	var opts []BlurryGenus
	x.h = make([][]BlurryGenus, len(x.follow))
	for f := range x.h {
		x.h[f] = make([]BlurryGenus, entries)
	}
	for idx := range entries {
		if idx&255 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		x.vector(idx, v)
		ok[idx] = x.reachable(v, ok)
		if !ok[idx] {
			continue
		}
		for f, id := range x.follow {
			opts = opts[:0]
			for _, o := range s.nodes[id].opts {
				opts = append(opts, x.h[index[o]][idx])
			}
			for l := range n {
				if v[l] == 0 {
					continue
				}
				for _, o := range x.Opts[l] {
					opts = append(opts, x.h[f][x.optionIndex(idx, l, o)].PlusAdder(o.K))
				}
			}
			x.h[f][idx] = BlurryOf(opts)
		}
	}
	return x, nil
}

// vector writes the count vector of entry idx into v.
func (x *Array) vector(idx int, v []int) {
	for j := range v {
		v[j] = idx / x.stride[j] % (x.rng[j] + 1)
	}
}

// optionIndex is the entry of v − e_l + o.C, v being entry idx.
func (x *Array) optionIndex(idx, l int, o GenOption) int {
	idx -= x.stride[l]
	for j, c := range o.C {
		idx += c * x.stride[j]
	}
	return idx
}

// reachable reports whether every option of the generators at v lands in
// range on an entry already found reachable.
func (x *Array) reachable(v []int, ok []bool) bool {
	idx := 0
	for j, c := range v {
		idx += c * x.stride[j]
	}
	for l := range v {
		if v[l] == 0 {
			continue
		}
		for _, o := range x.Opts[l] {
			for j, c := range o.C {
				if v[j]+c > x.rng[j] {
					return false
				}
			}
			if !ok[x.optionIndex(idx, l, o)] {
				return false
			}
		}
	}
	return true
}

// decompose writes an option o of generator l as Σ_(j<l) c_j·g_j + :k,
// searching the c with Σ c_j·birthday(g_j) ≤ birthday(o) and k ≤
// birthday(o).
func (x *Array) decompose(ctx context.Context, l int, o MID) ([]int, int, error) {
	s := x.s
	bd := s.Birthday(o)
	c := make([]int, l)
	var found bool
	var k int
	var try func(j int, sum MID, used int) error
	try = func(j int, sum MID, used int) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if j == l {
			for kk := 0; kk <= bd-used; kk++ {
				if s.Sum(sum, s.Adder(kk)) == o {
					found, k = true, kk
					return nil
				}
			}
			return nil
		}
		b := s.Birthday(x.Gens[j])
		for cj := 0; ; cj++ {
			if cj > 0 {
				if b == 0 || used+cj*b > bd {
					break
				}
				var err error
				if sum, err = s.SumErr(sum, x.Gens[j]); err != nil {
					return err
				}
			}
			c[j] = cj
			if err := try(j+1, sum, used+cj*b); err != nil || found {
				return err
			}
		}
		c[j] = 0
		return nil
	}
	if err := try(0, Zero, 0); err != nil {
		return nil, 0, err
	}
	if !found {
		if l == 0 {
			return nil, 0, &closureError{fmt.Sprintf("option %s of %s is not an adder (the ⟨1,2,a⟩ genus needs a' in ⟨1,2⟩)", s.String(o), genName(l))}
		}
		return nil, 0, &closureError{fmt.Sprintf("option %s of %s is not a sum of copies of the earlier games and an adder", s.String(o), genName(l))}
	}
	return c, k, nil
}

// genName names generator l as Allemang does: a, b, c, …
func genName(l int) string {
	if l < 26 {
		return string(rune('a' + l))
	}
	return fmt.Sprintf("g%d", l+1)
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

// At returns the blurry genus of G + Σ v_l·g_l; v must be within Size
// (missing counts are 0).
func (x *Array) At(v ...int) BlurryGenus { return x.h[len(x.follow)-1][x.index(v)] }

func (x *Array) index(v []int) int {
	idx := 0
	for j, c := range v {
		idx += c * x.stride[j]
	}
	return idx
}

// Followers returns the size of the descent closure [G].
func (x *Array) Followers() int { return len(x.follow) }

// CopyPeriod is a periodicity of one generator: S + P copies count as S.
type CopyPeriod struct{ S, P int }

// Reduce maps a count vector onto the certified range.
func Reduce(ps []CopyPeriod, v []int) []int {
	out := make([]int, len(v))
	for j, c := range v {
		if p := ps[j]; c >= p.S+p.P {
			c = p.S + (c-p.S)%p.P
		}
		out[j] = c
	}
	return out
}

// Periods looks, within Size, for the periodicity that Allemang's
// theorems prove (Allemang 1984, Lemma 4 and Theorem III). With one generator
// it is Lemma 4: if the genera of G' + (s+p)·a and G' + s·a agree for every
// G' in [G] ("the second time a column repeats"), they agree with p more
// copies for ever. With more it is Theorem III for T = {:1, :2} and N = [G],
// whose cascade and descent hypotheses hold by construction: if for every l,
// G' + (s_l+p_l)·g_l + w and G' + s_l·g_l + w have the same genus for every
// G' in [G] and every w = Σ_(j≠l) v_j·g_j with v_j ≤ s_j + p_j, the whole
// array is periodic in every direction. Periods checks each l over all w
// within Size (a stronger test, which a true periodicity passes too, and
// which lets each generator be treated alone) and returns the least p_l,
// then s_l, for each; false if some generator has none within Size.
func (x *Array) Periods() ([]CopyPeriod, bool) {
	out := make([]CopyPeriod, len(x.Gens))
	for l := range x.Gens {
		p, ok := x.period(l)
		if !ok {
			return nil, false
		}
		out[l] = p
	}
	return out, true
}

func (x *Array) period(l int) (CopyPeriod, bool) {
	m := x.Size[l]
	for p := 1; p <= m; p++ {
		for s := 0; s+p <= m; s++ {
			if x.repeats(l, s, s+p) {
				return CopyPeriod{s, p}, true
			}
		}
	}
	return CopyPeriod{}, false
}

// repeats reports whether s1 and s2 copies of generator l give the same
// genera with every G' in [G] and every count of the others within Size.
func (x *Array) repeats(l, s1, s2 int) bool {
	v := make([]int, len(x.Gens))
	for {
		v[l] = s1
		i1 := x.index(v)
		v[l] = s2
		i2 := x.index(v)
		for f := range x.follow {
			if !x.h[f][i1].Equal(x.h[f][i2]) {
				return false
			}
		}
		// Next count vector of the other generators.
		j := 0
		for ; j < len(v); j++ {
			if j == l {
				continue
			}
			if v[j] < x.Size[j] {
				v[j]++
				break
			}
			v[j] = 0
		}
		if j == len(v) {
			return true
		}
	}
}

// OutcomeGrid draws Allemang's outcome array of G + i·g_1 + w + :k, for
// w = Σ_(l≥2) at[l−2]·g_l, i = 0 … Size[0] across and k = 0 … kmax up: P
// for a misère P-position and · for an N-position, as in his figure for J
// (Allemang 1984, "A bigger genus sequence").
func (x *Array) OutcomeGrid(at []int, kmax int) string {
	v := append([]int{0}, at...)
	w := len(fmt.Sprint(max(x.Size[0], kmax)))
	var b strings.Builder
	for k := kmax; k >= 0; k-- {
		fmt.Fprintf(&b, "%*d", w, k)
		for i := 0; i <= x.Size[0]; i++ {
			v[0] = i
			c := "·"
			if x.At(v...).PWith(k) {
				c = "P"
			}
			fmt.Fprintf(&b, " %*s", w, c)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%*s", w, "")
	for i := 0; i <= x.Size[0]; i++ {
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
// (Allemang 1984, "The generalized genus statement"): G + T and H + T have
// the same misère outcome for every T in X, where X is ⟨1,2⟩ + t for each t
// in ts (hasA false), or ⟨1,2,a⟩ + t. With no ts, t = 0. Over ⟨1,2⟩ it
// compares blurry genera; over ⟨1,2,a⟩ it compares the ⟨1,2,a⟩ genera of
// G + t and H + t, each certified periodic by Lemma 4 within n copies of a,
// up to the larger preperiod plus both periods. When G ≢ H it returns a
// witness, the first T in X after which the outcomes differ.
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
		var per [2]CopyPeriod
		var xs [2]*Array
		for q, id := range []MID{gt, ht} {
			x, err := NewArray(ctx, s, id, []MID{a}, []int{n})
			if err != nil {
				return false, Witness{}, err
			}
			p, ok := x.Periods()
			if !ok {
				return false, Witness{}, fmt.Errorf("%w for %s within %d copies of a", ErrNoArrayPeriod, s.String(id), n)
			}
			per[q], xs[q] = p[0], x
		}
		// Both are periodic from max(s) on, with period lcm(p, p').
		top := max(per[0].S, per[1].S) + per[0].P*per[1].P
		for i := 0; i <= top; i++ {
			ig := Reduce(per[:1], []int{i})[0]
			ih := Reduce(per[1:], []int{i})[0]
			if k, ok := firstDifference(xs[0].At(ig), xs[1].At(ih)); !ok {
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
