package reader

import (
	"math/big"
	"sync"
)

// Decimal to binary conversion in time close to that of one multiplication.
// big.Int's SetString converts a digit at a time, which is quadratic: a
// million digits take about a second and a half. decimalToInt splits the
// digits instead: the value of a string of n digits is hi·10^k + lo, where
// lo is its last k digits and hi the rest, each converted the same way, so
// the work is a few multiplications of half the size at each of log n
// levels, which math/big does with Karatsuba's method.
//
// k is always leafDigits·2^i, so that the powers the splits need are few
// and kept. Multiplying by 10^k is multiplying by 5^k, which has 30% fewer
// bits, and shifting left by k bits; 5^(leafDigits·2^(i+1)) is the square
// of 5^(leafDigits·2^i).

// leafDigits is the size of the pieces converted by SetString, whose cost
// per digit is lowest for short strings; past a few hundred digits the
// splitting wins (BenchmarkDecimalToInt).
const leafDigits = 512

// parallelDigits is the length from which the two halves are converted
// in parallel.
const parallelDigits = 50000

var (
	powMu sync.Mutex
	// pows[i] is 5^(leafDigits·2^i). The largest literal a reader accepts
	// (MaxIntegerBits) needs powers up to a third of its size, 0.7 MiB.
	pows []*big.Int
)

// fiveToLeafPow returns 5^(leafDigits·2^i), which the caller must not modify.
func fiveToLeafPow(i int) *big.Int {
	powMu.Lock()
	defer powMu.Unlock()
	if len(pows) == 0 {
		pows = append(pows, new(big.Int).Exp(big.NewInt(5), big.NewInt(leafDigits), nil))
	}
	for len(pows) <= i {
		last := pows[len(pows)-1]
		pows = append(pows, new(big.Int).Mul(last, last))
	}
	return pows[i]
}

// decimalToInt returns the value of digits, a non-empty string of the
// decimal digits 0-9 only (leading zeros allowed). It returns the same as
// big.Int's SetString(digits, 10).
func decimalToInt(digits string) *big.Int {
	if len(digits) <= 2*leafDigits {
		z, _ := new(big.Int).SetString(digits, 10)
		return z
	}
	// The largest i with leafDigits·2^i < len(digits): lo gets those
	// digits, hi the rest, which is at most as long.
	i, k := 0, leafDigits
	for 2*k < len(digits) {
		i, k = i+1, 2*k
	}
	split := len(digits) - k
	var hi, lo *big.Int
	if len(digits) >= parallelDigits {
		// The halves are independent: convert them at once.
		done := make(chan struct{})
		go func() {
			lo = decimalToInt(digits[split:])
			close(done)
		}()
		hi = decimalToInt(digits[:split])
		<-done
	} else {
		hi, lo = decimalToInt(digits[:split]), decimalToInt(digits[split:])
	}
	hi.Mul(hi, fiveToLeafPow(i))
	hi.Lsh(hi, uint(k))
	return hi.Add(hi, lo)
}
