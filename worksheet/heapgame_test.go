package worksheet

import "testing"

// TestHeapsAreGames: the stumbles typed in a cell. Nim 3 + 5 + 6
// has nim-sum 3 ⊕ 5 ⊕ 6 = 0 (Bouton 1902), so its value is 0 and the
// previous player wins; show draws its 14 counters as an SVG picture.
func TestHeapsAreGames(t *testing.T) {
	s := newTestServer(t, Config{})
	src := "(canon (heap 'nim 3 5 6))\n(outcome (heap 'nim 3 5 6))\n(show (heap 'nim 3 5 6))\n(+ (nim 1) 1/2)"
	checkResults(t, src, s.eval(s.newSession(), src), []want{
		{text: "0"}, {text: "p"}, {text: "", svg: `class="stone-x"`}, {text: "1/2*"},
	})
}
