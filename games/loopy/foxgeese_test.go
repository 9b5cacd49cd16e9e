package loopy

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// issueFoxGeese is the position of the issue and of CGSuite (Siegel),
// version 2.x, GameGridTest.scala: geese at row 4, columns 2, 4, 6, 8, the
// fox at (1,1), on the board 8 columns wide.
const issueFoxGeese = ".x.x.x.x|........|........|o......."

// TestFoxGeeseParse checks reading and writing positions.
func TestFoxGeeseParse(t *testing.T) {
	tests := []struct {
		text  string
		width int
		geese []Square
		fox   Square
		out   string
	}{
		// CGSuite (Siegel), version 2.x, GenFoxAndGeese.cgs ToOutput: the
		// rows from the top, '|' between, x a goose, o the fox.
		{issueFoxGeese, 8, []Square{{4, 2}, {4, 4}, {4, 6}, {4, 8}}, Square{1, 1}, issueFoxGeese},
		// Upper case reads as lower case; an empty top row is dropped in print.
		{"........|X.X.X.X.|........|......O.", 8, []Square{{3, 1}, {3, 3}, {3, 5}, {3, 7}}, Square{1, 7}, "x.x.x.x.|........|......o."},
		// The fox above the geese: the highest piece's row is the top.
		{"o..|...|..x", 3, []Square{{1, 3}}, Square{3, 1}, "o..|...|..x"},
	}
	for _, tc := range tests {
		p, err := ParseFoxGeese(tc.text)
		if err != nil {
			t.Errorf("ParseFoxGeese(%q): %v", tc.text, err)
			continue
		}
		if p.Width != tc.width || !slices.Equal(p.Geese, tc.geese) || p.Fox != tc.fox {
			t.Errorf("ParseFoxGeese(%q) = %+v, want width %d geese %v fox %v", tc.text, p, tc.width, tc.geese, tc.fox)
		}
		if s := p.String(); s != tc.out {
			t.Errorf("String of %q = %q, want %q", tc.text, s, tc.out)
		}
		q, err := NewFoxGeese(tc.width, tc.geese, tc.fox)
		if err != nil || q.String() != tc.out {
			t.Errorf("NewFoxGeese for %q = %v, %v", tc.text, q, err)
		}
	}
}

// TestFoxGeeseErrors checks the one-line errors for malformed positions.
func TestFoxGeeseErrors(t *testing.T) {
	parse := []struct{ text, want string }{
		{"x.y", `column 3: 'y' is not a goose (x), the fox (o) or an empty square (.)`},
		{"x.|.o", `column 1: 'x' at row 2, column 1 is on a light square`},
		{".x.|o.", `column 6: row 1 has 2 squares, the top row 3`},
		{".x|..", `column 5: no fox (o)`},
		{".o|o.", `column 4: a second fox`},
		{"", `column 1: an empty board`},
	}
	for _, tc := range parse {
		_, err := ParseFoxGeese(tc.text)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseFoxGeese(%q) error %v, want %q", tc.text, err, tc.want)
		}
	}
	// CGSuite (Siegel), version 2.x, GameGridTest.scala: a fox at (1,6)
	// is refused (row + column odd).
	coords := []struct {
		width int
		geese []Square
		fox   Square
		want  string
	}{
		{8, []Square{{3, 1}, {3, 3}, {3, 5}, {3, 7}}, Square{1, 6}, "fox and geese: fox at (1,6): a square needs"},
		{8, []Square{{3, 9}}, Square{1, 1}, "fox and geese: goose at (3,9)"},
		{8, []Square{{3, 1}, {3, 1}}, Square{1, 1}, "fox and geese: two geese at (3,1)"},
		{8, []Square{{1, 1}}, Square{1, 1}, "fox and geese: the fox at (1,1) is on a goose"},
		{0, nil, Square{1, 1}, "fox and geese: the board's width must be at least 1"},
	}
	for _, tc := range coords {
		_, err := NewFoxGeese(tc.width, tc.geese, tc.fox)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("NewFoxGeese(%d, %v, %v) error %v, want %q", tc.width, tc.geese, tc.fox, err, tc.want)
		}
	}
	// Too many squares for the 128-bit set: 8 columns, geese on row 17.
	p, _ := NewFoxGeese(8, []Square{{17, 1}}, Square{1, 1})
	if _, err := p.Graph(0, nil); err == nil || !strings.Contains(err.Error(), "more than 128") {
		t.Errorf("Graph of a goose at row 17: %v", err)
	}
}

// labelOptions returns, for each label of g, its Left and Right options
// as sorted lists of labels.
func labelOptions(g *Graph) map[string][2][]string {
	m := map[string][2][]string{}
	for i := range g.Len() {
		var o [2][]string
		for s, opts := range [2][]int32{g.L[i], g.R[i]} {
			for _, j := range opts {
				o[s] = append(o[s], g.Labels[j])
			}
			slices.Sort(o[s])
		}
		m[g.Labels[i]] = o
	}
	return m
}

// naiveFoxGeese explores a position by the rules written directly on the
// (row, column) squares, independently of the bitboards of Graph: it
// returns each reachable position's options as sorted labels. The fox
// moves k squares, k up to p.Range (CGSuite's foxRange), when all the
// squares it crosses are on the board and free of geese.
func naiveFoxGeese(p *FoxGeese) map[string][2][]string {
	type pos struct {
		geese map[Square]bool
		fox   Square
	}
	escaped := func(q pos) bool {
		m := 0
		for g := range q.geese {
			m = max(m, g.Row)
		}
		if len(q.geese) == 0 || q.fox.Row >= m {
			return true
		}
		up := func(dc int) bool {
			c := q.fox.Col + dc
			return c >= 1 && c <= p.Width && !q.geese[Square{m, c}]
		}
		return q.fox.Row == m-1 && (up(-1) || up(1))
	}
	label := func(q pos) string {
		if escaped(q) {
			return "off"
		}
		f := &FoxGeese{Width: p.Width, Fox: q.fox}
		for g := range q.geese {
			f.Geese = append(f.Geese, g)
		}
		return f.String()
	}
	start := pos{geese: map[Square]bool{}, fox: p.Fox}
	for _, g := range p.Geese {
		start.geese[g] = true
	}
	out := map[string][2][]string{}
	work := []pos{start}
	for len(work) > 0 {
		q := work[len(work)-1]
		work = work[:len(work)-1]
		name := label(q)
		if _, ok := out[name]; ok {
			continue
		}
		if name == "off" {
			out[name] = [2][]string{nil, {"off"}}
			continue
		}
		var o [2][]string
		var next []pos
		for g := range q.geese {
			for _, dc := range []int{-1, 1} {
				to := Square{g.Row - 1, g.Col + dc}
				if to.Row < 1 || to.Col < 1 || to.Col > p.Width || to == q.fox || q.geese[to] {
					continue
				}
				n := pos{geese: map[Square]bool{}, fox: q.fox}
				for h := range q.geese {
					n.geese[h] = true
				}
				delete(n.geese, g)
				n.geese[to] = true
				o[0] = append(o[0], label(n))
				next = append(next, n)
			}
		}
		for _, dr := range []int{-1, 1} {
			for _, dc := range []int{-1, 1} {
				// The fox goes k squares along the diagonal when every
				// square up to the k-th is on the board and free.
				for k := 1; k <= max(p.Range, 1); k++ {
					free := true
					for j := 1; j <= k; j++ {
						sq := Square{q.fox.Row + j*dr, q.fox.Col + j*dc}
						if sq.Row < 1 || sq.Col < 1 || sq.Col > p.Width || q.geese[sq] {
							free = false
						}
					}
					if !free {
						continue
					}
					n := pos{geese: q.geese, fox: Square{q.fox.Row + k*dr, q.fox.Col + k*dc}}
					o[1] = append(o[1], label(n))
					next = append(next, n)
				}
			}
		}
		slices.Sort(o[0])
		slices.Sort(o[1])
		out[name] = o
		work = append(work, next...)
	}
	return out
}

// TestFoxGeeseGraph checks the issue's position by hand and the graphs of
// positions against the independent exploration naiveFoxGeese.
func TestFoxGeeseGraph(t *testing.T) {
	p, err := ParseFoxGeese(issueFoxGeese)
	if err != nil {
		t.Fatal(err)
	}
	g, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	// By hand: the geese at columns 2, 4, 6 each have two moves down, the
	// one at column 8 only down-left: 7 Left options; the fox at (1,1)
	// has only (2,2): 1 Right option.
	if g.Start != 0 || g.Labels[0] != issueFoxGeese || len(g.L[0]) != 7 || len(g.R[0]) != 1 {
		t.Fatalf("start %d %q with %d Left and %d Right options, want 0 %q 7 1", g.Start, g.Labels[0], len(g.L[0]), len(g.R[0]), issueFoxGeese)
	}
	if got := g.Labels[g.R[0][0]]; got != ".x.x.x.x|........|.o......|........" {
		t.Errorf("the fox's move: %q", got)
	}
	// Cross-check: the number of positions, by the independent exploration.
	if n := len(naiveFoxGeese(p)); g.Len() != n {
		t.Errorf("positions: %d, the independent exploration finds %d", g.Len(), n)
	}
	cases := []string{
		issueFoxGeese,
		// CGSuite (Siegel), version 2.x, GameGridTest.scala FoxAndGeese.Table:
		// geese at row 3, columns 1, 3, 5, 7, the fox on rows 1 and 2.
		"x.x.x.x.|.o......|........",
		"x.x.x.x.|.......o|........",
		"x.x.x.x.|........|o.......",
		"x.x.x.x.|........|......o.",
		// An escaped fox: on the geese's row, or with a free square up.
		"x.x.o.x.|........|........",
		"x.x.x...|.....o..|........",
		// A narrow board, odd width.
		"x.x.x|.....|....o",
		// No geese: off.
		"..|o.",
	}
	rng := rand.New(rand.NewSource(21))
	for range 30 {
		cases = append(cases, randomFoxGeese(rng).String())
	}
	for _, text := range cases {
		p, err := ParseFoxGeese(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		// The whole graph, every position its own node.
		g, err := p.graph(0, nil, false)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		want := naiveFoxGeese(p)
		got := labelOptions(g)
		if len(got) != g.Len() {
			t.Errorf("%q: two nodes with one label", text)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q: %d positions, the independent exploration %d, or their options differ", text, len(got), len(want))
		}
		checkMirrorGraph(t, p, want)
	}
}

// randomFoxGeese returns a random valid position of width 3 to 8 with at
// most 4 geese on rows up to 4.
func randomFoxGeese(rng *rand.Rand) *FoxGeese {
	for {
		w := 3 + rng.Intn(6)
		var dark []Square
		for r := 1; r <= 4; r++ {
			for c := 1; c <= w; c++ {
				if (r+c)%2 == 0 {
					dark = append(dark, Square{r, c})
				}
			}
		}
		rng.Shuffle(len(dark), func(i, j int) { dark[i], dark[j] = dark[j], dark[i] })
		k := 1 + rng.Intn(4)
		if p, err := NewFoxGeese(w, dark[1:1+k], dark[0]); err == nil {
			return p
		}
	}
}

// mirrorLabel returns the mirror image (column c ↦ width+1−c) of a
// position written as String writes it; "off" is its own image.
func mirrorLabel(s string) string {
	if s == "off" {
		return s
	}
	rows := strings.Split(s, "|")
	for i, r := range rows {
		b := []byte(r)
		slices.Reverse(b)
		rows[i] = string(b)
	}
	return strings.Join(rows, "|")
}

// TestFoxGeeseMirror checks that on a board of odd width (where mirroring
// keeps the dark squares dark) the whole graph of the mirrored position
// is the whole graph of the position with every label mirrored and the
// same players: the rules are symmetric under column c ↦ width+1−c, the
// ground of Graph's one node for a position and its mirror image.
func TestFoxGeeseMirror(t *testing.T) {
	mirror := mirrorLabel
	rng := rand.New(rand.NewSource(5))
	for range 20 {
		p := randomFoxGeese(rng)
		if p.Width%2 == 0 {
			continue
		}
		q, err := ParseFoxGeese(mirror(p.String()))
		if err != nil {
			t.Fatalf("mirror of %v: %v", p, err)
		}
		g, err1 := p.graph(0, nil, false)
		h, err2 := q.graph(0, nil, false)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		want := map[string][2][]string{}
		for name, o := range labelOptions(g) {
			var m [2][]string
			for s := range 2 {
				for _, x := range o[s] {
					m[s] = append(m[s], mirror(x))
				}
				slices.Sort(m[s])
			}
			want[mirror(name)] = m
		}
		if fmt.Sprint(labelOptions(h)) != fmt.Sprint(want) {
			t.Errorf("%v: the mirror's graph is not the mirrored graph", p)
		}
	}
}

// TestFoxGeeseLimits checks the state limit and the poll.
func TestFoxGeeseLimits(t *testing.T) {
	p, _ := ParseFoxGeese(issueFoxGeese)
	if _, err := p.Graph(100, nil); err == nil || err.Error() != "fox and geese: more than 100 positions" {
		t.Errorf("limit 100: %v", err)
	}
	stop := errors.New("stopped")
	calls := 0
	_, err := p.Graph(0, func() error {
		if calls++; calls == 2 {
			return stop
		}
		return nil
	})
	if err != stop || calls != 2 {
		t.Errorf("poll: %v after %d calls", err, calls)
	}
}

// BenchmarkFoxGeeseGraph builds the graph of the issue's position.
func BenchmarkFoxGeeseGraph(b *testing.B) {
	p, _ := ParseFoxGeese(issueFoxGeese)
	for b.Loop() {
		if _, err := p.Graph(0, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFoxGeeseRangeGraph checks the graphs of positions with a fox of
// range 2 (Ceylonese Fox and Geese, CGSuite's GenFoxAndGeese(foxRange =>
// 2)) and 3 against the independent exploration naiveFoxGeese, and by
// hand the moves of a fox of range 2.
func TestFoxGeeseRangeGraph(t *testing.T) {
	t.Parallel()
	// By hand: the fox at (1,1) of the issue's position, range 2, goes to
	// (2,2) or (3,3): 2 Right options; the geese keep their 7.
	p, _ := ParseFoxGeese(issueFoxGeese)
	p.Range = 2
	g, err := p.Graph(0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.L[0]) != 7 || len(g.R[0]) != 2 {
		t.Errorf("range 2: %d Left and %d Right options, want 7 and 2", len(g.L[0]), len(g.R[0]))
	}
	// By hand: a goose at (2,2) stops the range-2 fox at (1,1) going up;
	// so the fox has no move.
	q, _ := ParseFoxGeese("...|.x.|o..")
	q.Range = 2
	if g, err := q.Graph(0, nil); err != nil || len(g.R[0]) != 0 {
		t.Errorf("a goose in the way: %v", err)
	}
	rng := rand.New(rand.NewSource(8))
	for i := range 24 {
		p := randomFoxGeese(rng)
		p.Range = 2 + i%2
		g, err := p.graph(0, nil, false)
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		want := naiveFoxGeese(p)
		if got := labelOptions(g); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%v range %d: %d positions, the independent exploration %d, or their options differ", p, p.Range, len(got), len(want))
		}
		checkMirrorGraph(t, p, want)
	}
	p.Range = MaxFoxRange + 1
	if _, err := p.Graph(0, nil); err == nil || !strings.Contains(err.Error(), "range must be from 1 to 128") {
		t.Errorf("range 129: %v", err)
	}
}

// naivePlay returns the outcome class of the position start of the
// explored game m (each position's Left and Right options by label) by
// plain retrograde play, apart from the loopy package: a player to move
// with no option loses; one with an option the opponent loses from wins;
// one whose every option the opponent wins from loses; what never
// settles is a draw.
func naivePlay(m map[string][2][]string, start string) OutcomeClass {
	type state struct {
		pos  string
		left bool // Left to move
	}
	res := map[state]Result{} // the mover's result: LeftWins for a win, RightWins for a loss
	for changed := true; changed; {
		changed = false
		for pos, o := range m {
			for side, left := range []bool{true, false} {
				s := state{pos, left}
				if _, ok := res[s]; ok {
					continue
				}
				win, allLose := false, true
				for _, q := range o[side] {
					r, ok := res[state{q, !left}]
					if ok && r == RightWins {
						win = true
					}
					if !ok || r != LeftWins {
						allLose = false
					}
				}
				switch {
				case win:
					res[s], changed = LeftWins, true
				case allLose:
					res[s], changed = RightWins, true
				}
			}
		}
	}
	// Convert the mover's results to who wins.
	who := func(left bool) Result {
		r, ok := res[state{start, left}]
		switch {
		case !ok:
			return Draw
		case (r == LeftWins) == left:
			return LeftWins
		}
		return RightWins
	}
	return ClassOf(who(true), who(false))
}

// TestFoxGeeseRangeValuesAgainstPlay checks the values of random small
// positions, the fox of range 1, 2 (Ceylonese) or 3: the outcome class of
// the simplest form found by SimplifyByParts is the one plain retrograde
// play finds on the independent exploration.
func TestFoxGeeseRangeValuesAgainstPlay(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(12))
	classes := map[OutcomeClass]int{}
	for i := range 40 {
		p := randomFoxGeese(rng)
		p.Range = 1 + i%3
		g, err := p.Graph(0, nil)
		if err != nil {
			t.Fatal(err)
		}
		v, err := SimplifyByParts(g, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := SidedOutcome(&Sided{Onside: v, Offside: v}, 0)
		if err != nil {
			t.Fatal(err)
		}
		m := naiveFoxGeese(p)
		want := naivePlay(m, g.Labels[0])
		if got != want {
			t.Errorf("%v range %d: the value's outcome %v, play %v", p, p.Range, got, want)
		}
		classes[got]++
	}
	if len(classes) < 3 {
		t.Errorf("only the outcome classes %v", classes)
	}
}
