package ordinal

import "math/big"

// Nim products of naturals (the finite nimbers), of any size. Below a
// Fermat 2-power F = 2^(2^k) the naturals form a field under nim addition
// (exclusive or) and nim multiplication; a number below F times F is their
// ordinary product, and F ⊗ F = F ⊕ F/2 (Conway, On Numbers and Games,
// ch. 6). Writing a = a₁·F ⊕ a₀ and b = b₁·F ⊕ b₀ with a₀, a₁, b₀, b₁ < F:
//
//	a ⊗ b = ((a₀ ⊕ a₁) ⊗ (b₀ ⊕ b₁) ⊕ a₀ ⊗ b₀)·F ⊕ (a₀ ⊗ b₀ ⊕ (a₁ ⊗ b₁) ⊗ F/2)
//
// (Karatsuba's three half-size products, exact in characteristic 2).

// nimMul64 is a ⊗ b for a, b < 2^(2·half), half a power of two ≤ 32.
func nimMul64(a, b uint64, half uint) uint64 {
	if a < 2 || b < 2 {
		return a * b
	}
	for half > 1 && a>>half == 0 && b>>half == 0 {
		half >>= 1
	}
	mask := uint64(1)<<half - 1
	a1, a0 := a>>half, a&mask
	b1, b0 := b>>half, b&mask
	low := nimMul64(a0, b0, half>>1)
	high := nimMul64(a1, b1, half>>1)
	mid := nimMul64(a0^a1, b0^b1, half>>1)
	return (mid^low)<<half | (low ^ nimMul64(high, 1<<(half-1), half>>1))
}

// NimMulNat returns the nim product of the naturals a and b.
func NimMulNat(a, b *big.Int) *big.Int {
	if a.IsUint64() && b.IsUint64() {
		return new(big.Int).SetUint64(nimMul64(a.Uint64(), b.Uint64(), 32))
	}
	half := uint(64)
	for n := uint(max(a.BitLen(), b.BitLen())); 2*half < n; {
		half *= 2
	}
	return nimMulBig(a, b, half)
}

// nimMulBig is a ⊗ b for a, b < 2^(2·half), half a power of two ≥ 32.
func nimMulBig(a, b *big.Int, half uint) *big.Int {
	if a.IsUint64() && b.IsUint64() {
		return new(big.Int).SetUint64(nimMul64(a.Uint64(), b.Uint64(), 32))
	}
	for half > 32 && a.BitLen() <= int(half) && b.BitLen() <= int(half) {
		half >>= 1
	}
	a1, a0 := split(a, half)
	b1, b0 := split(b, half)
	low := nimMulBig(a0, b0, half>>1)
	high := nimMulBig(a1, b1, half>>1)
	mid := nimMulBig(new(big.Int).Xor(a0, a1), new(big.Int).Xor(b0, b1), half>>1)
	halfF := new(big.Int).Lsh(big.NewInt(1), half-1)
	hi := new(big.Int).Xor(mid, low)
	lo := new(big.Int).Xor(low, nimMulBig(high, halfF, half>>1))
	return hi.Lsh(hi, half).Xor(hi, lo)
}

// split returns x >> half and x's low half bits.
func split(x *big.Int, half uint) (*big.Int, *big.Int) {
	hi := new(big.Int).Rsh(x, half)
	lo := new(big.Int).Sub(x, new(big.Int).Lsh(hi, half))
	return hi, lo
}
