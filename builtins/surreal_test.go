package builtins

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	"cgcalc/eval"
	"cgcalc/games"
)

// TestSurrealVersusShortGames checks the comparison of short games with
// numbers that are not dyadic (surrealRelation, by stops) against the
// definition of ≤ (ONAG ch. 1): G ≥ x unless some G^R ≤ x or some x^L ≥ G,
// and G ≤ x unless some G^L ≥ x or some x^R ≤ G. For a rational x = p/q
// with q not a power of 2 the options x^L and x^R are the dyadic
// rationals below and above x; as G ≤ d only grows with d, "some x^L ≥ G"
// is "G ≤ d" for a dyadic d below x and closer to it than any stop or
// option of G (1/2^40 away, the random games being born by day 5). For
// 1/ω = {0 | 1/2^n} the options are 0 and 1/2^40.
func TestSurrealVersusShortGames(t *testing.T) {
	t.Parallel()
	in := New()
	c := &call{in: in}
	s := sessionOf(in).games
	st := s.store
	rng := rand.New(rand.NewPCG(36, 23))

	// Random forms born by day 4, options from earlier days.
	pool := []games.ID{st.NewForm(nil, nil)}
	for range 4 {
		var next []games.ID
		for range 10 {
			pick := func() []games.ID {
				var o []games.ID
				for range rng.IntN(3) {
					o = append(o, pool[rng.IntN(len(pool))])
				}
				return o
			}
			next = append(next, st.NewForm(pick(), pick()))
		}
		pool = append(pool, next...)
	}
	// Numbers to compare with: rationals with odd denominators, and 1/ω.
	type num struct {
		v      eval.Value
		lo, hi *big.Rat // a left and a right option closest to it
	}
	eps := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 40))
	var nums []num
	for _, r := range []*big.Rat{big.NewRat(1, 3), big.NewRat(-1, 3), big.NewRat(6, 23), big.NewRat(5, 7), big.NewRat(-7, 5), big.NewRat(11, 6), big.NewRat(1, 6), big.NewRat(-2, 3)} {
		scaled := new(big.Rat).Mul(r, new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 40)))
		fl := new(big.Int).Div(scaled.Num(), scaled.Denom()) // floor
		lo := new(big.Rat).Mul(new(big.Rat).SetInt(fl), eps)
		nums = append(nums, num{eval.Box(eval.NumberFromRat(r)), lo, new(big.Rat).Add(lo, eps)})
	}
	inv, err := evalIn(in, "(/ 1 omega)")
	if err != nil {
		t.Fatal(err)
	}
	nums = append(nums, num{inv, new(big.Rat), eps})

	dy := func(r *big.Rat) games.ID {
		d, _ := games.DyadicFromRat(r)
		return st.Number(d)
	}
	rel := func(g, h games.ID) games.Relation {
		r, err := st.Compare(g, h)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	le := func(g, h games.ID) bool { r := rel(g, h); return r == games.Less || r == games.Equal }
	for _, x := range nums {
		lo, hi := dy(x.lo), dy(x.hi)
		geqMemo, leqMemo := map[games.ID]bool{}, map[games.ID]bool{}
		var geq, leq func(g games.ID) bool
		geq = func(g games.ID) bool { // G ≥ x
			if v, ok := geqMemo[g]; ok {
				return v
			}
			_, right, _ := st.Options(g)
			v := !le(g, lo)
			for _, gr := range right {
				v = v && !leq(gr)
			}
			geqMemo[g] = v
			return v
		}
		leq = func(g games.ID) bool { // G ≤ x
			if v, ok := leqMemo[g]; ok {
				return v
			}
			left, _, _ := st.Options(g)
			v := !le(hi, g)
			for _, gl := range left {
				v = v && !geq(gl)
			}
			leqMemo[g] = v
			return v
		}
		for _, g := range pool {
			want := games.Fuzzy
			switch ge, lq := geq(g), leq(g); {
			case ge && lq:
				t.Fatalf("%s = %s by the definition", s.debugString(g), x.v)
			case ge:
				want = games.Greater
			case lq:
				want = games.Less
			}
			got, err := pairRelation(c, &Game{s, g}, x.v)
			if err != nil || got != want {
				t.Errorf("%s vs %s: %v (%v), by the definition %v", s.debugString(g), x.v, got, err, want)
			}
			back, _ := pairRelation(c, x.v, &Game{s, g})
			if want != games.Fuzzy && back == want || want == games.Fuzzy && back != games.Fuzzy {
				t.Errorf("%s vs %s: not the converse", x.v, s.debugString(g))
			}
		}
	}
}

// evalIn evaluates src in the interpreter in.
func evalIn(in *eval.Interp, src string) (eval.Value, error) {
	var last eval.Value
	err := in.EvalSource(context.Background(), "t", src, func(v eval.Value) error { last = v; return nil })
	return last, err
}

// debugString prints node id for a failure message.
func (s *gameState) debugString(id games.ID) string {
	str, err := s.print(nil, id)
	if err != nil {
		return err.Error()
	}
	return str
}
