package loopy

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// TestBacksliding checks the options of small strips, worked by hand from
// the rules (Winning Ways, ch. 11; Albert and Nowakowski, "Backsliding
// Toads and Frogs", GNP 3: a step or jump forward as in Toads and Frogs,
// or a retreat of one cell into an empty cell, no backward jumps).
func TestBacksliding(t *testing.T) {
	tests := []struct {
		strip       string
		left, right []string
	}{
		// Only the front toad and the front frog can move, one step each.
		{"ttt..fff", []string{"tt.t.fff"}, []string{"ttt.f.ff"}},
		// The toad at the left edge cannot retreat; the frog at the right
		// edge neither.
		{"t.f", []string{".tf"}, []string{"tf."}},
		// Each piece retreats or steps.
		{".t.f.", []string{"t..f.", "..tf."}, []string{".t..f", ".tf.."}},
		// The toad jumps the frog; the frog cannot jump back, only retreat.
		{"tf.", []string{".ft"}, []string{"t.f"}},
		// The toad can only retreat (its jump would leave the strip); the
		// frog jumps the toad.
		{".tf", []string{"t.f"}, []string{"ft."}},
		// No moves at all: a full strip.
		{"tfft", nil, nil},
		// Upper case reads as lower case.
		{"T.F", []string{".tf"}, []string{"tf."}},
		// The empty strip.
		{"", nil, nil},
	}
	for _, tc := range tests {
		p, err := ParseBacksliding(tc.strip)
		if err != nil {
			t.Errorf("%q: %v", tc.strip, err)
			continue
		}
		var l, r []string
		for _, o := range p.Options(true) {
			l = append(l, o.String())
		}
		for _, o := range p.Options(false) {
			r = append(r, o.String())
		}
		if !slices.Equal(l, tc.left) || !slices.Equal(r, tc.right) {
			t.Errorf("%q: options %q | %q, want %q | %q", tc.strip, l, r, tc.left, tc.right)
		}
	}
}

// TestBackslidingErrors checks the one-line errors for malformed strips.
func TestBackslidingErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"tt.x", `column 4: 'x' is not a toad (t), a frog (f) or an empty cell (.)`},
		{"t f", `column 2: ' ' is not a toad (t), a frog (f) or an empty cell (.)`},
		{"té", `column 2: 'é' is not a toad (t), a frog (f) or an empty cell (.)`},
	}
	for _, tc := range tests {
		_, err := ParseBacksliding(tc.text)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseBacksliding(%q) error %v, want %q", tc.text, err, tc.want)
		}
		if _, err := Backsliding(tc.text).Graph(0, nil); err == nil {
			t.Errorf("Graph of %q: no error", tc.text)
		}
	}
}

// naiveBacksliding lists the moves of a strip by trying every piece and
// every displacement −1, +1, +2 against the rules, independently of
// Options: a retreat or a step into an empty cell, a jump over an
// opponent's piece into an empty cell.
func naiveBacksliding(s string, left bool) []string {
	us, them, dir := byte('t'), byte('f'), 1
	if !left {
		us, them, dir = 'f', 't', -1
	}
	var out []string
	for i := range len(s) {
		if s[i] != us {
			continue
		}
		for _, k := range []int{-1, 1, 2} {
			to := i + k*dir
			if to < 0 || to >= len(s) || s[to] != '.' {
				continue
			}
			if k == 2 && s[i+dir] != them {
				continue
			}
			b := []byte(s)
			b[i], b[to] = '.', us
			out = append(out, string(b))
		}
	}
	slices.Sort(out)
	return out
}

// TestBackslidingGraph checks graphs against naiveBacksliding, their
// sizes by counting, and the symmetry: the graph of the mirrored strip is
// the graph with Left and Right exchanged.
func TestBackslidingGraph(t *testing.T) {
	sizes := []struct {
		strip string
		n     int
		why   string
	}{
		// Every arrangement of 3 toads, 3 frogs and 2 empty cells:
		// 8!/(3!3!2!) = 560 (each is reached: the count the independent
		// exploration below confirms).
		{"ttt..fff", 560, "8!/(3!3!2!)"},
		// A lone toad on 5 cells goes everywhere: 5 positions.
		{"t....", 5, "5 cells"},
		// "tf": nothing moves.
		{"tf", 1, "no empty cell"},
	}
	for _, tc := range sizes {
		g, err := Backsliding(tc.strip).Graph(0, nil)
		if err != nil || g.Len() != tc.n {
			t.Errorf("%q: %v positions, err %v, want %d (%s)", tc.strip, g, err, tc.n, tc.why)
		}
	}
	cases := []string{"ttt..fff", "tt..ff", "t.f", ".t.f.", "t.tf.f", "tf..ft", "....", "t", "ff.t."}
	rng := rand.New(rand.NewSource(11))
	for range 40 {
		b := make([]byte, 1+rng.Intn(7))
		for i := range b {
			b[i] = "tf."[rng.Intn(3)]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		p := Backsliding(s)
		g, err := p.Graph(0, nil)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if g.Start != 0 || g.Labels[0] != s {
			t.Errorf("%q: start %d %q", s, g.Start, g.Labels[0])
		}
		// Independent exploration by naiveBacksliding.
		seen := map[string]bool{s: true}
		work := []string{s}
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			for _, left := range []bool{true, false} {
				for _, o := range naiveBacksliding(x, left) {
					if !seen[o] {
						seen[o] = true
						work = append(work, o)
					}
				}
			}
		}
		if len(seen) != g.Len() {
			t.Errorf("%q: %d positions, the independent exploration %d", s, g.Len(), len(seen))
		}
		opts := labelOptions(g)
		for x, o := range opts {
			if !slices.Equal(o[0], naiveBacksliding(x, true)) || !slices.Equal(o[1], naiveBacksliding(x, false)) {
				t.Errorf("%q: options of %q differ from the independent moves", s, x)
			}
		}
		// Symmetry: mirror ↦ the same graph with L and R exchanged.
		h, err := p.Mirror().Graph(0, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string][2][]string{}
		for x, o := range opts {
			var m [2][]string
			for side := range 2 {
				for _, y := range o[side] {
					m[1-side] = append(m[1-side], Backsliding(y).Mirror().String())
				}
			}
			slices.Sort(m[0])
			slices.Sort(m[1])
			want[Backsliding(x).Mirror().String()] = m
		}
		if fmt.Sprint(labelOptions(h)) != fmt.Sprint(want) {
			t.Errorf("%q: the mirror's graph is not the graph with Left and Right exchanged", s)
		}
	}
}

// TestBackslidingLimits checks the state limit and the poll.
func TestBackslidingLimits(t *testing.T) {
	if _, err := Backsliding("ttt..fff").Graph(559, nil); err == nil || err.Error() != "backsliding toads and frogs: more than 559 positions" {
		t.Errorf("limit 559: %v", err)
	}
	if _, err := Backsliding("ttt..fff").Graph(560, nil); err != nil {
		t.Errorf("limit 560: %v", err)
	}
	stop := errors.New("stopped")
	calls := 0
	_, err := Backsliding("tttt....ffff").Graph(0, func() error {
		calls++
		return stop
	})
	if err != stop || calls != 1 {
		t.Errorf("poll: %v after %d calls", err, calls)
	}
	if g, err := Backsliding("T.F").Graph(0, nil); err != nil || g.Labels[0] != "t.f" {
		t.Errorf("Graph of T.F: start %q, %v", g.Labels[0], err)
	}
}

// BenchmarkBackslidingGraph builds the graph of ttt..fff.
func BenchmarkBackslidingGraph(b *testing.B) {
	for b.Loop() {
		if _, err := Backsliding("ttt..fff").Graph(0, nil); err != nil {
			b.Fatal(err)
		}
	}
}
