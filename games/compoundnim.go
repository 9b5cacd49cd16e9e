package games

import "sync"

// Nim multiplication: the nimbers, with nim addition (exclusive or) and
// nim multiplication, form a field (Conway, On Numbers and Games, ch. 6).
// Below a Fermat 2-power F = 2^(2^k), nim products of numbers less than F
// are less than F, nim multiplication by F of a number less than F is
// ordinary multiplication, and F ⊗ F = F ⊕ F/2 (ONAG, ch. 6).
// Writing a = a1·F ⊕ a0 and b = b1·F ⊕ b0 with a0, a1, b0, b1 < F:
//
//	a ⊗ b = ((a0 ⊕ a1) ⊗ (b0 ⊕ b1) ⊕ a0 ⊗ b0)·F ⊕ (a0 ⊗ b0 ⊕ (a1 ⊗ b1) ⊗ F/2)
//
// three products of half the size (Karatsuba's trick, exact in
// characteristic 2).

// NimProduct returns the nim product a ⊗ b.
func NimProduct(a, b uint64) uint64 {
	byteTableOnce.Do(makeByteTable)
	return nimMul(a, b, 32)
}

// byteTable holds the nim products of the nimbers below 256, the field of
// 2^8 elements, once byteTableReady is set: nimMul looks products of
// bytes up there, so that a 64-bit product is 27 lookups.
var (
	byteTable      [256][256]uint8
	byteTableReady bool
	byteTableOnce  sync.Once
)

// makeByteTable fills byteTable by the recursion itself.
func makeByteTable() {
	for a := range 256 {
		for b := range 256 {
			byteTable[a][b] = uint8(nimMul(uint64(a), uint64(b), 4))
		}
	}
	byteTableReady = true
}

// nimMul is a ⊗ b for a, b < 2^(2·half), half a power of two.
func nimMul(a, b uint64, half uint) uint64 {
	switch {
	case a < 2 || b < 2:
		return a * b
	case byteTableReady && a < 256 && b < 256:
		return uint64(byteTable[a][b])
	}
	for half > 1 && a>>half == 0 && b>>half == 0 {
		half >>= 1
	}
	mask := uint64(1)<<half - 1
	a1, a0 := a>>half, a&mask
	b1, b0 := b>>half, b&mask
	low := nimMul(a0, b0, half>>1)
	high := nimMul(a1, b1, half>>1)
	mid := nimMul(a0^a1, b0^b1, half>>1)
	return (mid^low)<<half | (low ^ nimMul(high, 1<<(half-1), half>>1))
}

// NimInverse returns the nim inverse of a, the x with a ⊗ x = 1, and
// false for 0, which has none. In the field of the nimbers below the
// least Fermat 2-power q greater than a, x = a^(q−2).
func NimInverse(a uint64) (uint64, bool) {
	if a == 0 {
		return 0, false
	}
	bits := uint(2) // q = 2^bits
	for bits < 64 && a>>bits != 0 {
		bits <<= 1
	}
	// q − 2 = 2^bits − 2: the exponent's bits are 1 except the lowest.
	x, p := uint64(1), a
	for i := uint(0); i < bits; i++ {
		if i > 0 {
			x = NimProduct(x, p)
		}
		p = NimProduct(p, p)
	}
	return x, true
}
