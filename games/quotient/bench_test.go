package quotient

import (
	"context"
	"testing"

	"cgcalc/games/impartial"
)

// benchQuotient computes the partial quotients of code up to heap n, or
// until the period is certified when certify is set.
func benchQuotient(b *testing.B, code string, n int, certify bool) {
	r, err := impartial.Parse(code)
	if err != nil {
		b.Fatal(err)
	}
	var order int
	for b.Loop() {
		s := NewSolver(Octal{r})
		if certify {
			a, err := Analyze(context.Background(), s, mustBound(r), n)
			if err != nil || !a.Complete {
				b.Fatalf("%s: not certified by heap %d (%v)", code, n, err)
			}
		} else if err := s.Run(context.Background(), n); err != nil {
			b.Fatal(err)
		}
		order = s.Quotient().M.Size()
	}
	b.ReportMetric(float64(order), "order")
}

// MisereSolver's times for the same runs are in doc/benchmarks.md.
func BenchmarkDawsonsKayles30(b *testing.B) { benchQuotient(b, "0.07", 30, false) }
func BenchmarkDawsonsKayles33(b *testing.B) { benchQuotient(b, "0.07", 33, false) }
func BenchmarkKayles200(b *testing.B)       { benchQuotient(b, "0.77", 200, false) }
func BenchmarkKaylesCertified(b *testing.B) { benchQuotient(b, "0.77", 400, true) }
func Benchmark0123Certified(b *testing.B)   { benchQuotient(b, "0.123", 100, true) }
func Benchmark075Certified(b *testing.B)    { benchQuotient(b, "0.75", 100, true) }
func BenchmarkGuilesCertified(b *testing.B) { benchQuotient(b, "0.15", 300, true) }
func Benchmark4133To80(b *testing.B)        { benchQuotient(b, "0.4133", 80, false) }
