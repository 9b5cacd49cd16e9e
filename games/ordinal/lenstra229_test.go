package ordinal

import (
	"slices"
	"testing"
)

// TestCalculator229 is the second case of CGSuite's NimFieldCalculatorTest
// (lib/core/src/test/scala/org/cgsuite/core/impartial/arithmetic/
// NimFieldCalculatorTest.scala): with the constants of the primes up to
// 227 taken from the table (its NimFieldCalculator.preloadTo(227)), the
// Q-set and excess of p = 229 derived from their definitions are the
// table's, {19} and 1. CGSuite calls it unusual: its component α_19 has
// excess 4, more than 1. The derivation works in the field of 2^684
// elements holding κ_19 and takes between 2^18 and 2^19 products of powers of ω
// (0.4 s of CPU). TestCalculator derives the primes in a row from 3, to
// 43 (103 with -long); p = 191, which CGSuite's comment says takes longer,
// takes 13 s from the table below it and is not run.
func TestCalculator229(t *testing.T) {
	if testing.Short() {
		t.Skip("a derivation of 0.4 s, not in -short")
	}
	t.Parallel()
	c := NewCalculator(1 << 20)
	if err := c.PreloadTo(227); err != nil {
		t.Fatal(err)
	}
	p, err := c.Next()
	if err != nil || p != 229 {
		t.Fatalf("Next() = %d, %v; want 229", p, err)
	}
	k := len(c.QSets) - 1
	if !slices.Equal(c.QSets[k], []uint64{19}) || c.Excesses[k] != 1 || !slices.Equal(c.QSets[k], tableQSet[k]) || c.Excesses[k] != tableExcess[k] {
		t.Errorf("p = 229: Q-set %v, excess %d; CGSuite: {19}, 1", c.QSets[k], c.Excesses[k])
	}
	if tableExcess[slices.Index(oddPrimes, 19)] != 4 {
		t.Errorf("the excess of 19 is %d in the table, CGSuite's comment says more than 1", tableExcess[slices.Index(oddPrimes, 19)])
	}
	if err := NewCalculator(1).PreloadTo(228); err == nil {
		t.Errorf("PreloadTo(228), not a prime, was accepted")
	}
}
