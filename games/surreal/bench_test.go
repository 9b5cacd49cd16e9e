package surreal

import "testing"

// BenchmarkSimplify reduces CGSuite's "Surreal number simplification"
// (EvalTest.scala): a quotient in two variables, ω and ω^ω.
func BenchmarkSimplify(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("(omega^(omega+1)-omega^omega-omega+1)/(omega-1)"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPower computes (ω+1)^200, a polynomial of 201 terms.
func BenchmarkPower(b *testing.B) {
	x, _ := Parse("ω+1")
	for b.Loop() {
		if _, err := Pow(x, 200); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkQuotientSum adds quotients with denominators ω+1 and ω−1,
// whose sum is reduced by a gcd in one variable.
func BenchmarkQuotientSum(b *testing.B) {
	x, _ := Parse("(ω^2+1)/(ω+1)")
	y, _ := Parse("(2ω-3)/(ω-1)")
	for b.Loop() {
		if _, err := Add(x, y); err != nil {
			b.Fatal(err)
		}
	}
}
