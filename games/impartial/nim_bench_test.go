package impartial

import (
	"context"
	"testing"
)

// benchNimValues times NimValues(r, n).
func benchNimValues(b *testing.B, code string, n int) {
	r, err := Parse(code)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := NimValues(context.Background(), r, n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkKayles40000: Kayles 0.77 to heap 40000 (target: under 0.3 s).
func BenchmarkKayles40000(b *testing.B) { benchNimValues(b, "kayles", 40000) }

// BenchmarkDawsonsKayles40000: Dawson's Kayles 0.07 to heap 40000; it has
// no sparse space, so this is the quadratic method.
func BenchmarkDawsonsKayles40000(b *testing.B) { benchNimValues(b, "dawsons-kayles", 40000) }

// BenchmarkGrundy1000000: Grundy's game 4!.0 to heap 10^6 (target: under
// 30 s); run with -benchtime 1x.
func BenchmarkGrundy1000000(b *testing.B) { benchNimValues(b, "grundy", 1_000_000) }
