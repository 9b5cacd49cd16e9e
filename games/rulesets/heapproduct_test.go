package rulesets

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"cgcalc/games"
)

// nimRule is Nim: a heap of n may be left as any smaller heap.
var nimRule = funcRule{"nim", func(n int) [][]int {
	var ms [][]int
	for k := 0; k < n; k++ {
		ms = append(ms, []int{k})
	}
	return ms
}}

// naiveFactor builds the game form of a sum of heaps in s from moves listed
// by the definition (naiveOctal, naiveSplittles), options kept as given.
type naiveFactor struct {
	s     *games.Store
	moves func(n int) [][]int
	forms map[string]games.ID
	rem   map[string]int
	opts  map[string][][]int
}

func newNaiveFactor(s *games.Store, moves func(n int) [][]int) *naiveFactor {
	return &naiveFactor{s: s, moves: moves, forms: map[string]games.ID{}, rem: map[string]int{}, opts: map[string][][]int{}}
}

func heapsKey(hs []int) string {
	c := slices.Clone(hs)
	slices.Sort(c)
	parts := []string{}
	for _, h := range c {
		if h > 0 {
			parts = append(parts, strconv.Itoa(h))
		}
	}
	return strings.Join(parts, "+")
}

func (f *naiveFactor) options(hs []int) [][]int {
	k := heapsKey(hs)
	if o, ok := f.opts[k]; ok {
		return o
	}
	var out [][]int
	for i, h := range hs {
		for _, m := range f.moves(h) {
			out = append(out, append(append(slices.Clone(hs[:i]), hs[i+1:]...), m...))
		}
	}
	f.opts[k] = out
	return out
}

// form is the game form of the heaps hs.
func (f *naiveFactor) form(hs []int) games.ID {
	k := heapsKey(hs)
	if id, ok := f.forms[k]; ok {
		return id
	}
	var os []games.ID
	for _, o := range f.options(hs) {
		os = append(os, f.form(o))
	}
	id := f.s.NewForm(os, os)
	f.forms[k] = id
	return id
}

// remoteness is Steinhaus's remoteness (Winning Ways ch. 9): 0 with no
// move; 1 + the least even remoteness of an option if there is one;
// otherwise 1 + the greatest (odd) one.
func (f *naiveFactor) remoteness(hs []int) int {
	k := heapsKey(hs)
	if r, ok := f.rem[k]; ok {
		return r
	}
	bestEven, maxOdd := -1, -1
	for _, o := range f.options(hs) {
		r := f.remoteness(o)
		if r%2 == 0 && (bestEven < 0 || r < bestEven) {
			bestEven = r
		}
		maxOdd = max(maxOdd, r)
	}
	r := 0
	switch {
	case bestEven >= 0:
		r = bestEven + 1
	case maxOdd >= 0:
		r = maxOdd + 1
	}
	f.rem[k] = r
	return r
}

// nimOf is the nim value of a canonical impartial form.
func nimOf(t *testing.T, s *games.Store, id games.ID) int {
	t.Helper()
	v, ok := s.NUSValue(id)
	if !ok || !v.X.IsZero() || v.U != 0 {
		t.Fatalf("not a nimber: %v", v)
	}
	return int(v.M)
}

// TestHeapProductNaive compares random products of small heap positions
// with the conjunctive and selective compounds (games/compound.go) of the
// game forms built from moves listed by the definitions, and checks the
// outcome theorems of Winning Ways ch. 9: a conjunctive compound is a
// second-player win exactly when the least remoteness of its components is
// even, a selective compound exactly when every component is.
func TestHeapProductNaive(t *testing.T) {
	t.Parallel()
	type rule struct {
		r     HeapRule
		moves func(n int) [][]int
	}
	octal := func(code string) rule {
		return rule{mustHeapRule(t, code), func(n int) [][]int { return naiveOctal(code, n) }}
	}
	rules := []rule{octal("0.07"), octal("0.77"), octal("0.137"), octal("0.6"), octal("4.0"),
		{mustHeapRule(t, "splittles{1,3}"), func(n int) [][]int { return naiveSplittles([]int{1, 3}, n) }},
		{nimRule, nimRule.moves}}
	s := games.NewStore()
	rnd := rng()
	heaps := func() []int {
		hs := []int{rnd.Intn(6)}
		if rnd.Intn(3) == 0 {
			hs = append(hs, 1+rnd.Intn(3))
		}
		return hs
	}
	for i := range 80 {
		kind := ProductKind(i % 2)
		a, b := rules[rnd.Intn(len(rules))], rules[rnd.Intn(len(rules))]
		g, h := heaps(), heaps()
		p := NewHeapProduct(kind, a.r, b.r)
		got, err := p.NimValue(g, h)
		if err != nil {
			t.Fatal(err)
		}
		fa, fb := newNaiveFactor(s, a.moves), newNaiveFactor(s, b.moves)
		op := s.ConjunctiveSum
		if kind == SelectiveProduct {
			op = s.SelectiveSum
		}
		id, err := op(fa.form(g), fb.form(h))
		if err != nil {
			t.Fatal(err)
		}
		if want := nimOf(t, s, id); got != want {
			t.Errorf("%v product of %v %v and %v %v: %d, compound of the forms %d", kind, a.r, g, b.r, h, got, want)
		}
		var second bool
		if kind == ConjunctiveProduct {
			second = min(fa.remoteness(g), fb.remoteness(h))%2 == 0
		} else {
			ca, _ := s.Canonical(fa.form(g))
			cb, _ := s.Canonical(fb.form(h))
			second = nimOf(t, s, ca) == 0 && nimOf(t, s, cb) == 0
		}
		if (got == 0) != second {
			t.Errorf("%v product of %v %v and %v %v: %d, but the outcome theorem says second-player win %v", kind, a.r, g, b.r, h, got, second)
		}
	}
}

// TestHeapProductValues checks values with their sources, and shows that
// the nim product rule of the Tartan Theorem (Winning Ways ch. 14, for
// products of coin-turning games) does not hold for these products.
func TestHeapProductValues(t *testing.T) {
	t.Parallel()
	kayles := mustHeapRule(t, "0.77")
	cases := []struct {
		kind       ProductKind
		first, sec HeapRule
		a, b       []int
		want       int
		source     string
	}{
		// *a∧*b = *min(a, b) (games/compound.go's induction).
		{ConjunctiveProduct, nimRule, nimRule, []int{5}, []int{6}, 5, "*5∧*6 = *min(5, 6)"},
		{ConjunctiveProduct, nimRule, nimRule, []int{2}, []int{2}, 2, "*2∧*2 = *2, not 2⊗2 = 3"},
		// *a∨*b = *(a+b), the selective-sum doc's *5∨*6 = *11.
		{SelectiveProduct, nimRule, nimRule, []int{5}, []int{6}, 11, "*5∨*6 = *11"},
		{SelectiveProduct, nimRule, nimRule, []int{2}, []int{3}, 5, "*2∨*3 = *5, not 2⊗3 = 1"},
		// A Kayles heap of 1 has remoteness 1, a heap of 2 remoteness 1:
		// their conjunctive compound has one move, to a finished position.
		{ConjunctiveProduct, kayles, kayles, []int{1}, []int{2}, 1, "one move, to (0, 0) or (0, 1)"},
		// Either factor empty: no move in a conjunctive compound.
		{ConjunctiveProduct, kayles, nimRule, []int{0}, []int{9}, 0, "play ends when a component ends"},
		// The selective compound with an empty factor is the other factor:
		// Kayles' heap of 4 is *1 (Winning Ways ch. 4's table).
		{SelectiveProduct, kayles, nimRule, []int{4}, []int{0}, 1, "Kayles K4 = *1"},
	}
	for _, c := range cases {
		got, err := NewHeapProduct(c.kind, c.first, c.sec).NimValue(c.a, c.b)
		if err != nil || got != c.want {
			t.Errorf("%v %v %v × %v %v = %d, %v; want %d (%s)", c.kind, c.first, c.a, c.sec, c.b, got, err, c.want, c.source)
		}
	}
	// The nim product fails on Nim heaps as soon as both are at least 2.
	p := NewHeapProduct(ConjunctiveProduct, nimRule, nimRule)
	fails := 0
	for a := 1; a < 8; a++ {
		for b := 1; b < 8; b++ {
			v, _ := p.NimValue([]int{a}, []int{b})
			if uint64(v) != games.NimProduct(uint64(a), uint64(b)) {
				fails++
			}
		}
	}
	if fails == 0 {
		t.Error("the conjunctive product of Nim heaps agreed with the nim product everywhere")
	}
}

// TestHeapProductErrors checks the messages for a bad kind, a negative
// heap and the bounds on the options listed and looked at (lowered here:
// Nim heaps to 100 list 5,050 options, and their direct product looks at
// Σ a·b ≈ 2.6·10⁷ pairs).
func TestHeapProductErrors(t *testing.T) {
	t.Parallel()
	if _, err := ParseProductKind("acrostic"); err == nil || !strings.Contains(err.Error(), "conjunctive") {
		t.Errorf("acrostic: %v", err)
	}
	if _, err := NewHeapProduct(SelectiveProduct, nimRule, nimRule).NimValue([]int{-1}, nil); err == nil {
		t.Error("a negative heap was accepted")
	}
	p := NewHeapProduct(ConjunctiveProduct, nimRule, nimRule)
	p.first.maxListed = 1000
	if _, err := p.NimValue([]int{100}, []int{3}); err == nil || !strings.Contains(err.Error(), "more than 1000 options in all") {
		t.Errorf("Nim 100 with 1000 options listed at most: %v", err)
	}
	p = NewHeapProduct(ConjunctiveProduct, nimRule, nimRule)
	p.maxSteps = 100000
	if _, err := p.NimValue([]int{100}, []int{100}); err == nil || !strings.Contains(err.Error(), "more than 100000 options looked at") {
		t.Errorf("Nim 100 × 100 with 100,000 options looked at: %v", err)
	}
	// Within the bounds the same product is *min(a, b) (conjunctive Nim:
	// Winning Ways ch. 9, as TestHeapProductValues).
	if v, err := NewHeapProduct(ConjunctiveProduct, nimRule, nimRule).NimValue([]int{30}, []int{20}); err != nil || v != 20 {
		t.Errorf("Nim 30 ∧ 20 = %d, %v; want 20", v, err)
	}
}
