package games

import (
	"math/rand"
	"testing"
)

// TestConwayProduct checks the Conway product's shortcuts (the product of
// numbers, the nim product of nimbers) against its definition applied at
// the top level: on every pair of the numbers −3/2 … 3/2 by quarters and
// every pair of nimbers below *16.
func TestConwayProduct(t *testing.T) {
	s := NewStore()
	var numbers, nimbers []ID
	for n := int64(-6); n <= 6; n++ {
		numbers = append(numbers, s.Number(NewDyadic(n, 2)))
	}
	for m := uint64(0); m < 16; m++ {
		nimbers = append(nimbers, s.Value(NUS{M: m}))
	}
	for _, set := range [][]ID{numbers, nimbers} {
		for _, g := range set {
			for _, h := range set {
				short, err := s.ConwayProduct(g, h)
				if err != nil {
					t.Fatal(err)
				}
				c := &compound{s: s, memo: map[[2]ID]ID{}, f: conwayProduct}
				var long ID
				func() {
					defer s.catch(&err)
					gl, gr := s.options(g)
					hl, hr := s.options(h)
					term := func(a, b ID) ID { return s.add(s.add(c.of(a, h), c.of(g, b)), s.neg(c.of(a, b))) }
					var left, right []ID
					for _, p := range [][2][]ID{{gl, hl}, {gr, hr}} {
						for _, a := range p[0] {
							for _, b := range p[1] {
								left = append(left, term(a, b))
							}
						}
					}
					for _, p := range [][2][]ID{{gl, hr}, {gr, hl}} {
						for _, a := range p[0] {
							for _, b := range p[1] {
								right = append(right, term(a, b))
							}
						}
					}
					long = s.fromOptions(left, right)
				}()
				if err != nil || short != long {
					p := Printer{Store: s}
					t.Fatalf("%s · %s: %s by the shortcut, %s by the definition (%v)", p.String(g), p.String(h), p.String(short), p.String(long), err)
				}
			}
		}
	}
}

// BenchmarkCompound computes each compound of 100 pairs of random games
// born by day 3, in a fresh store; ns/op is per 100 pairs.
func BenchmarkCompound(b *testing.B) {
	for _, name := range []string{"ordinal", "conjunctive", "selective", "conway"} {
		b.Run(name, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				s := NewStore()
				rng := rand.New(rand.NewSource(1))
				pairs := make([][2]ID, 100)
				for i := range pairs {
					g, _ := s.Canonical(benchForm(s, rng, 3))
					h, _ := s.Canonical(benchForm(s, rng, 3))
					pairs[i] = [2]ID{g, h}
				}
				op := map[string]func(g, h ID) (ID, error){
					"ordinal": s.OrdinalSum, "conjunctive": s.ConjunctiveSum,
					"selective": s.SelectiveSum, "conway": s.ConwayProduct,
				}[name]
				b.StartTimer()
				for _, p := range pairs {
					if _, err := op(p[0], p[1]); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
