package builtins

import "testing"

// TestASCIIGlyphs: the documentation's game glyphs in CGSuite's ASCII
// (games.Notation: ^ ^^ ^3 v vv v3 +-; a number directly before its ups,
// 1/2^, is a sum, not a multiple).
func TestASCIIGlyphs(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"↑ ⇑ ↓ ⇓", "^ ^^ v vv"},                  // Notation doc
		{"3↑ and 12↓*", "^3 and v12*"},            // 3↑ = ↑+↑+↑ is CGSuite's ^3
		{"2⇑ 2⇓", "^4 v4"},                        // ⇑ = ↑+↑
		{"1/2↑ 0.5↑ 1+↑", "1/2^ 0.5^ 1+^"},        // not multiplicities
		{"±1, 2±1, ±(1+*)", "+-1, 2+-1, +-(1+*)"}, // ± is CGSuite's +-
		{"↓[n−1]* …", "v[n-1]* ..."},              // minus sign, ellipsis
		{"↑<2> ↑[4]", "^<2> ^[4]"},                // uptimals (games.Printer rule 2)
		{"no glyphs: {0|*}", "no glyphs: {0|*}"},  // unchanged
		{"x² ≤ y", "x² ≤ y"},                      // not game glyphs
	} {
		if got := asciiGlyphs(tt.in); got != tt.want {
			t.Errorf("asciiGlyphs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
