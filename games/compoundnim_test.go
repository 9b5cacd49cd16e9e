package games

import (
	"math/rand"
	"testing"
)

// TestNimProductDefinition checks NimProduct on all pairs below 64 against
// its definition (ONAG, ch. 6): a ⊗ b = mex{a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' :
// a' < a, b' < b}, computed by brute force from the smaller products.
func TestNimProductDefinition(t *testing.T) {
	const n = 64
	var tab [n][n]uint64
	for a := range n {
		for b := range n {
			seen := map[uint64]bool{}
			for x := range a {
				for y := range b {
					seen[tab[x][b]^tab[a][y]^tab[x][y]] = true
				}
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			tab[a][b] = m
			if got := NimProduct(uint64(a), uint64(b)); got != m {
				t.Fatalf("%d ⊗ %d = %d, the definition gives %d", a, b, got, m)
			}
		}
	}
}

// TestNimProductValues checks products ONAG, ch. 6, gives: the Fermat
// 2-powers square to 3/2 of themselves (2 ⊗ 2 = 3, 4 ⊗ 4 = 6,
// 16 ⊗ 16 = 24, 256 ⊗ 256 = 384, 65536 ⊗ 65536 = 98304), and products of
// distinct Fermat 2-powers are ordinary (2 ⊗ 4 = 8, 2 ⊗ 16 ⊗ 256 = 8192).
func TestNimProductValues(t *testing.T) {
	for _, test := range []struct{ a, b, want uint64 }{
		{2, 2, 3}, {4, 4, 6}, {16, 16, 24}, {256, 256, 384}, {65536, 65536, 98304},
		{1 << 32, 1 << 32, 3 << 31}, {2, 4, 8}, {2, 16 * 256, 8192},
		{5, 6, 8}, // CGSuite: *5 * *6 is *8
	} {
		if got := NimProduct(test.a, test.b); got != test.want {
			t.Errorf("%d ⊗ %d = %d, want %d", test.a, test.b, got, test.want)
		}
	}
}

// TestNimField checks the field laws on random 64-bit nimbers:
// commutativity, associativity, distributivity over ⊕, and inverses.
func TestNimField(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 2000 {
		a, b, c := rng.Uint64(), rng.Uint64(), rng.Uint64()>>uint(rng.Intn(64))
		if NimProduct(a, b) != NimProduct(b, a) {
			t.Fatalf("%d ⊗ %d is not commutative", a, b)
		}
		if NimProduct(NimProduct(a, b), c) != NimProduct(a, NimProduct(b, c)) {
			t.Fatalf("(%d ⊗ %d) ⊗ %d is not associative", a, b, c)
		}
		if NimProduct(a, b^c) != NimProduct(a, b)^NimProduct(a, c) {
			t.Fatalf("%d ⊗ (%d ⊕ %d) does not distribute", a, b, c)
		}
		for _, x := range []uint64{a, c, c & 0xff} {
			inv, ok := NimInverse(x)
			if x == 0 {
				if ok {
					t.Fatal("0 has an inverse")
				}
				continue
			}
			if !ok || NimProduct(x, inv) != 1 {
				t.Fatalf("%d ⊗ %d = %d, not 1", x, inv, NimProduct(x, inv))
			}
		}
	}
	// Smaller fields are subfields: the inverse of a number below a
	// Fermat 2-power is below it too (2 ⊗ 3 = 1, ONAG ch. 6).
	if inv, _ := NimInverse(2); inv != 3 {
		t.Errorf("inverse of 2 is %d, want 3", inv)
	}
}

func BenchmarkNimProduct(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	xs := make([]uint64, 1024)
	for i := range xs {
		xs[i] = rng.Uint64()
	}
	b.ResetTimer()
	var s uint64
	for i := range b.N {
		s ^= NimProduct(xs[i&1023], xs[(i+1)&1023])
	}
	_ = s
}

// TestNimByteField checks the table of products below 256 (the field of
// 2^8 nimbers, from which NimProduct builds every product) for the field
// laws on every triple, and inverses for every nonzero byte.
func TestNimByteField(t *testing.T) {
	for a := range uint64(256) {
		inv, ok := NimInverse(a)
		if (a == 0) == ok || (ok && (inv >= 256 || NimProduct(a, inv) != 1)) {
			t.Fatalf("inverse of %d: %d, %v", a, inv, ok)
		}
		for b := range uint64(256) {
			ab := NimProduct(a, b)
			if ab >= 256 || ab != NimProduct(b, a) {
				t.Fatalf("%d ⊗ %d = %d", a, b, ab)
			}
			for c := range uint64(256) {
				if NimProduct(ab, c) != NimProduct(a, NimProduct(b, c)) || NimProduct(a, b^c) != ab^NimProduct(a, c) {
					t.Fatalf("%d, %d, %d: not associative or not distributive", a, b, c)
				}
			}
		}
	}
}
