package rulesets

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// mustHeapRule parses a heap rule.
func mustHeapRule(t *testing.T, text string) HeapRule {
	t.Helper()
	r, err := ParseHeapRule(text)
	if err != nil {
		t.Fatalf("rule %q: %v", text, err)
	}
	return r
}

// funcRule is a HeapRule given by a function listing the moves, as a
// program's function gives them (CGSuite's FunctionalHeapRuleset).
type funcRule struct {
	name  string
	moves func(n int) [][]int
}

func (f funcRule) String() string { return f.name }

func (f funcRule) Moves(n int, yield func([]int) bool) error {
	for _, m := range f.moves(n) {
		if !yield(m) {
			break
		}
	}
	return nil
}

// TestHeapGameCGSuite checks CGSuite's values of heap rulesets.
func TestHeapGameCGSuite(t *testing.T) {
	t.Parallel()
	// Source for every row: CGSuite (Siegel), version 2.x, GameHeapTest.scala,
	// "define other heap games properly" (Spawning and FunctionalHeapRuleset:
	// nim values of heaps 0..20 and the number of options of heap 20) and
	// "define TakeAndBreak properly" (nim values of heaps 0..20).
	tests := []struct {
		name  string
		rule  HeapRule
		moves int // options of heap 20; 0: not checked
		want  string
	}{
		{"Mock Turtles", mustHeapRule(t, "spawning{1-3}"), 191, "0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38"},
		{"Moidores", mustHeapRule(t, "spawning{1-9}"), 169766, "0,1,2,4,8,16,32,64,128,256,511,512,1024,2048,4096,7711,8192,16384,26215,32768,43691"},
		{"Triplets", mustHeapRule(t, "spawning{3}"), 171, "0,0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35"},
		{"Ruler", mustHeapRule(t, "spawning{1+C}"), 20, "0,1,2,1,4,1,2,1,8,1,2,1,4,1,2,1,16,1,2,1,4"},
		{"Mock Turtle Fives", mustHeapRule(t, "spawning{1-3C(5)}"), 11, "0,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8"},
		{"Triplet Fives", mustHeapRule(t, "spawning{3C(5)}"), 6, "0,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4"},
		{"Ruler Fives", mustHeapRule(t, "spawning{1-5C}"), 5, "0,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4"},
		{"Turnips", mustHeapRule(t, "spawning{3E}"), 9, "0,0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4"},
		{"Grunt", mustHeapRule(t, "spawning{4FS}"), 9, "0,0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3"},
		{"Sym", mustHeapRule(t, "spawning{1+S}"), 2046, "0,1,2,4,3,6,7,8,16,18,25,32,11,64,31,128,10,256,5,512,28"},
		{"FunctionalHeapRuleset(k -> [[a,b] for a from 0 to k-1 for b from 0 to a-1])", funcRule{"pairs", func(k int) [][]int {
			var out [][]int
			for a := range k {
				for b := range a {
					out = append(out, []int{a, b})
				}
			}
			return out
		}}, 190, "0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37"},
		{"Kayles", mustHeapRule(t, "kayles"), 0, "0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1"},
		{"Dawson's Kayles", mustHeapRule(t, "0.07"), 0, "0,0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3"},
		{"Subtraction([2,3,7])", mustHeapRule(t, "sub{2,3,7}"), 0, "0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0"},
		{"TakeAndBreak(\"0.3f\")", mustHeapRule(t, "0.3f"), 0, "0,1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11"},
		// Splittles([1,2]) is TakeAndBreak.FromSubtractionSet([1,2], "7"),
		// 0.77: Kayles, the row above.
		{"Splittles([1,2])", mustHeapRule(t, "splittles{1,2}"), 0, "0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1"},
	}
	for _, tt := range tests {
		s := games.NewStore()
		g := NewHeapGame(s, "test", tt.rule, tt.rule)
		var got []string
		for n := 0; n <= 20; n++ {
			v, err := g.HeapNimValue(n)
			if err != nil {
				t.Fatalf("%s heap %d: %v", tt.name, n, err)
			}
			got = append(got, strconv.Itoa(v))
		}
		if strings.Join(got, ",") != tt.want {
			t.Errorf("%s: nim values %s, want %s", tt.name, strings.Join(got, ","), tt.want)
		}
		if tt.moves > 0 {
			count := 0
			if err := tt.rule.Moves(20, func([]int) bool { count++; return true }); err != nil || count != tt.moves {
				t.Errorf("%s: %d options of heap 20 (%v), want %d", tt.name, count, err, tt.moves)
			}
		}
	}
}

// TestHeapGamePartizan checks partizan heap games: CGSuite's value, the
// identities with partizan-subtraction and impartial rules, and one-sided
// games.
func TestHeapGamePartizan(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r := mustRules(t, "partizan-heap", s)
	sub := mustRules(t, "partizan-subtraction", s)
	tests := []struct{ pos, want, source string }{
		{"sub{1,3} sub{2,3} 6", "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}",
			"CGSuite (Siegel), version 2.x, GameHeapTest.scala: PartizanSubtraction([1,3],[2,3])(6).CanonicalForm"},
		{"kayles kayles 11", "*6", "Winning Ways ch. 4, the Kayles table: K(11) = 6"},
		{"0.07 0.07 6", "*3", "Winning Ways ch. 4, Dawson's Kayles: heap 6 is *3"},
		{"0.0 nim 5", "-5", "Right alone removes one counter at a time at best: five moves (Winning Ways ch. 2)"},
		{"nim 0.0 3+4", "7", "Left alone: the integers add"},
		{"splittles{1,2} splittles{1,2} 4+5", "*5", "Splittles{1,2} is 0.77, Kayles (CGSuite's constants.cgs): K(4) ⊕ K(5) = 1 ⊕ 4"},
		{"sub{1} sub{2} 2", "{1|0}", "Left to the heap 1 = {0|} = 1, Right to 0 (Winning Ways ch. 2)"},
		{"sub{1,3} sub{2,3} 0", "0", "no heaps, no moves"},
	}
	for _, tt := range tests {
		rulesetstest.SameGame(t, s, tt.pos+" ("+tt.source+")", valueOf(t, r, tt.pos), rulesetstest.Game(t, s, tt.want))
	}
	// partizan-subtraction is PartizanSubtraction, this ruleset's sub{} case.
	for _, sets := range [][2]string{{"1,3", "2,3"}, {"1,2", "2,5"}, {"2", "1,4"}} {
		for n := 0; n <= 30; n++ {
			a := fmt.Sprintf("sub{%s} sub{%s} %d", sets[0], sets[1], n)
			b := fmt.Sprintf("[%s] [%s] %d", sets[0], sets[1], n)
			rulesetstest.SameGame(t, s, a+" vs partizan-subtraction", valueOf(t, r, a), valueOf(t, sub, b))
		}
	}
}

// naiveOctal lists the moves of an octal code from a heap of n as the
// definition states them (Winning Ways ch. 4): digit dk allows removing k
// and leaving no heap (bit 1, when k = n), one (bit 2) or two (bit 4).
func naiveOctal(code string, n int) [][]int {
	before, after, _ := strings.Cut(code, ".")
	digits := before + after
	var out [][]int
	for k := range len(digits) {
		d, rest := int(digits[k]-'0'), n-k
		if rest < 0 || k == 0 && rest == 0 {
			continue
		}
		if d&1 != 0 && rest == 0 && k > 0 {
			out = append(out, nil)
		}
		if d&2 != 0 && rest > 0 && k > 0 {
			out = append(out, []int{rest})
		}
		for a := 1; d&4 != 0 && 2*a <= rest; a++ {
			out = append(out, []int{a, rest - a})
		}
	}
	return out
}

// naiveSplittles lists the moves of Splittles with the set: remove k in
// the set, leave the rest as no heap, one or two.
func naiveSplittles(set []int, n int) [][]int {
	var out [][]int
	for _, k := range set {
		rest := n - k
		switch {
		case rest == 0:
			out = append(out, nil)
		case rest > 0:
			out = append(out, []int{rest})
			for a := 1; 2*a <= rest; a++ {
				out = append(out, []int{a, rest - a})
			}
		}
	}
	return out
}

// naiveSpawning lists the moves of a Spawning code from a heap of n: the
// sets of coins below n that, with coin n, the code allows turned
// (allowedByCode, turning_test.go).
func naiveSpawning(t *testing.T, code string, n int) [][]int {
	elems, err := parseTurningCode(code, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]int
	for mask := 0; mask < 1<<(n-1); mask++ {
		var set []int
		for i := range n - 1 {
			if mask&(1<<i) != 0 {
				set = append(set, i+1)
			}
		}
		if allowedByCode(elems, append(slices.Clone(set), n)) {
			out = append(out, set)
		}
	}
	return out
}

// naiveHeaps is the naive solver over sums of heaps (sorted, joined by
// '+') with Left's and Right's moves from a heap.
func naiveHeaps(s *games.Store, left, right func(n int) [][]int) *rulesetstest.Naive[string] {
	moves := func(p string, f func(int) [][]int) []string {
		var heaps []int
		if p != "0" {
			for _, x := range strings.Split(p, "+") {
				h, _ := strconv.Atoi(x)
				heaps = append(heaps, h)
			}
		}
		var out []string
		for i, h := range heaps {
			for _, m := range f(h) {
				next := slices.Concat(heaps[:i], heaps[i+1:], m)
				out = append(out, newHeapsPos(next).String())
			}
		}
		return out
	}
	return &rulesetstest.Naive[string]{Store: s, Key: func(p string) string { return p },
		Moves: func(p string) (l, r []string) { return moves(p, left), moves(p, right) }}
}

// TestHeapGameNaive compares 120 random sums of heaps under pairs of
// rules (octal codes, Splittles sets, Spawning codes) with the naive
// solver over moves listed from the definitions, and with the option
// tree of Options.
func TestHeapGameNaive(t *testing.T) {
	t.Parallel()
	type rule struct {
		text  string
		moves func(n int) [][]int
	}
	octal := func(code string) rule { return rule{code, func(n int) [][]int { return naiveOctal(code, n) }} }
	splittles := func(set ...int) rule {
		parts := make([]string, len(set))
		for i, k := range set {
			parts[i] = strconv.Itoa(k)
		}
		return rule{"splittles{" + strings.Join(parts, ",") + "}", func(n int) [][]int { return naiveSplittles(set, n) }}
	}
	spawn := func(code string) rule {
		return rule{"spawning{" + code + "}", func(n int) [][]int { return naiveSpawning(t, code, n) }}
	}
	rules := []rule{octal("0.07"), octal("0.77"), octal("0.137"), octal("0.6"), octal("4.0"), octal("0.34"),
		splittles(1, 3), splittles(2, 3), splittles(1), spawn("1-3"), spawn("3E"), spawn("1+C"), spawn("2")}
	s := games.NewStore()
	hr := mustRules(t, "partizan-heap", s)
	rnd := rng()
	naive := map[string]*rulesetstest.Naive[string]{}
	for range 120 {
		l, r := rules[rnd.Intn(len(rules))], rules[rnd.Intn(len(rules))]
		key := l.text + " " + r.text
		nv, ok := naive[key]
		if !ok {
			nv = naiveHeaps(s, l.moves, r.moves)
			naive[key] = nv
		}
		// Spawning leaves many small heaps, whose sums grow fast: at most 6
		// counters with it, 12 without.
		most := 12
		if strings.HasPrefix(key, "spawning") || strings.Contains(key, " spawning") {
			most = 6
		}
		var heaps []int
		for total := 0; len(heaps) < 3; {
			h := rnd.Intn(8)
			if total+h > most {
				break
			}
			heaps, total = append(heaps, h), total+h
		}
		hp := newHeapsPos(heaps).String()
		text := key + " " + hp
		pos, err := hr.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		got := valueOf(t, hr, text)
		rulesetstest.SameGame(t, s, text+" vs naive", got, nv.Value(t, hp))
		rulesetstest.SameGame(t, s, text+" vs options", got, byOptions(s, hr).Value(t, pos))
	}
}

// TestHeapGameImpartial checks an impartial heap game's nim values against
// its partizan solve (the same rule given twice in partizan-heap is solved
// by canonical forms only when the texts differ: "kayles" and "0.77").
func TestHeapGameImpartial(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	g := NewHeapGame(s, "spawning", mustHeapRule(t, "spawning{1-3}"), mustHeapRule(t, "spawning{1-3}"))
	p := NewHeapGame(s, "split", mustHeapRule(t, "spawning{1-3}"), mustHeapRule(t, "spawning{1,2,3}"))
	if !g.Impartial() || p.Impartial() {
		t.Fatalf("impartial: %v %v, want true false", g.Impartial(), p.Impartial())
	}
	for n := range 12 {
		a, err := g.HeapValue(n)
		if err != nil {
			t.Fatal(err)
		}
		b, err := p.HeapValue(n)
		if err != nil {
			t.Fatal(err)
		}
		rulesetstest.SameGame(t, s, fmt.Sprintf("Mock Turtles heap %d, nim value vs canonical form", n), a, b)
	}
}

// TestHeapGameErrors checks the texts refused and rules that do not end.
func TestHeapGameErrors(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	r := mustRules(t, "partizan-heap", s)
	parseError(t, r, "", 1, "no rule for Left")
	parseError(t, r, "0.07", 5, "no rule for Right")
	parseError(t, r, "0.07 0.77", 10, "no heaps")
	parseError(t, r, "0.07 0.77 3+", 13, "heap size")
	parseError(t, r, "splittles{0} 0.77 3", 1, "Left's rule: bad rule \"splittles{0}\": \"0\" is not a whole number")
	parseError(t, r, "0.07 spawning{1-3Q} 3", 6, "Right's rule: bad rule \"spawning{1-3Q}\"")
	parseError(t, r, "0.07 spawning1-3 3", 6, "spawning{1-3}")
	for _, text := range []string{"0.07 0.77 3", "splittles{1,3} sub{2} 4+5+5", "spawning{1-3C(5)} nim 0"} {
		p, err := r.Parse(text)
		if err != nil || p.String() != strings.Join(strings.Fields(text), " ") {
			t.Errorf("%q: %v %v", text, p, err)
		}
	}
	// A rule whose moves do not shrink the heap is refused when solved.
	grow := funcRule{"grow", func(n int) [][]int { return [][]int{{n}} }}
	g := NewHeapGame(s, "grow", grow, grow)
	if _, err := g.HeapNimValue(3); err == nil || !strings.Contains(err.Error(), "leaves a heap of 1") {
		t.Errorf("grow: %v", err)
	}
	g = NewHeapGame(s, "grow", grow, mustHeapRule(t, "nim"))
	if _, err := g.HeapValue(3); err == nil || !strings.Contains(err.Error(), "must be smaller") {
		t.Errorf("grow: %v", err)
	}
}
