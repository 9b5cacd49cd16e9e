package rulesets

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"cgcalc/games"
	"cgcalc/games/rulesets/internal/rulesetstest"
)

// splitterCases are the Splitter rulesets with random positions that often
// split: boards with walls and empty cells, graphs of several components
// (or ground parts), strips with dead pieces.
var splitterCases = []struct {
	name string
	gen  func(r *rand.Rand) string
}{
	{"clobber", func(r *rand.Rand) string { return walled(r, 3, 3, "xxoo.") }},
	{"anti-clobber", func(r *rand.Rand) string { return walled(r, 2, 2, "xo..#") }},
	{"hot-clobber", func(r *rand.Rand) string { return walled(r, 2, 3, "xo.#") }},
	{"rooks-clobber", func(r *rand.Rand) string { return walled(r, 2, 3, "xo..#") }},
	{"konane", func(r *rand.Rand) string { return walled(r, 2, 3, "xxoo..") }},
	{"amazons", func(r *rand.Rand) string { return walled(r, 2, 2, "xo.....##") }},
	{"fission", func(r *rand.Rand) string { return walled(r, 3, 2, "x..#") }},
	{"quelhas", func(r *rand.Rand) string { return walled(r, 3, 2, "...#") }},
	{"nogo", func(r *rand.Rand) string { return walled(r, 2, 3, "xo...#") }},
	{"hackenbush", func(r *rand.Rand) string { return randomGraph(r, 6, "lre", ".", r.IntN(2) == 0).String() }},
	{"childish-hackenbush", func(r *rand.Rand) string { return randomGraph(r, 6, "lre", ".", r.IntN(2) == 0).String() }},
	{"col", func(r *rand.Rand) string { return twoGraphs(r, 4, "-", "...LR") }},
	{"snort", func(r *rand.Rand) string { return twoGraphs(r, 4, "-", "...LR") }},
	{"partizan-arc-kayles", func(r *rand.Rand) string { return twoGraphs(r, 4, "lre", ".") }},
	{"digraph-placement", func(r *rand.Rand) string { return twoGraphs(r, 3, "->>", "LR") }},
	// "ttff" never moves (Erickson's dead pieces), splitting the strip.
	{"toads-and-frogs", func(r *rand.Rand) string { return randomCells(r, 1, 6, "tf..") + "ttff" + randomCells(r, 1, 6, "tf..") }},
	{"elephants-and-rhinos", func(r *rand.Rand) string { return randomCells(r, 1, 6, "tf..") + "ttff" + randomCells(r, 1, 6, "tf..") }},
	{"partizan-heap", func(r *rand.Rand) string {
		return fmt.Sprintf("sub{1,3} 0.77 %d+%d+%d", r.IntN(7), r.IntN(7), r.IntN(5))
	}},
}

// walled is a random board of up to h rows, each two random runs of up
// to w cells with a wall between them.
func walled(r *rand.Rand, h, w int, cells string) string {
	rows, w1, w2 := 1+r.IntN(h), 1+r.IntN(w), 1+r.IntN(w)
	out := make([]byte, 0, rows*(w1+w2+2))
	for i := range rows {
		if i > 0 {
			out = append(out, '|')
		}
		for range w1 {
			out = append(out, cells[r.IntN(len(cells))])
		}
		out = append(out, '#')
		for range w2 {
			out = append(out, cells[r.IntN(len(cells))])
		}
	}
	return string(out)
}

// twoGraphs is the string of two random graphs side by side, a graph of
// two components at least.
func twoGraphs(r *rand.Rand, n int, colours, labels string) string {
	g := randomGraph(r, n, colours, labels, false)
	h := randomGraph(r, n, colours, labels, false)
	off := int32(len(g.label))
	g.label = append(g.label, h.label...)
	for _, e := range h.edges {
		g.edges = append(g.edges, gedge{e.a + off, e.b + off, e.c})
	}
	return plainGraph(g, allTrue(len(g.label)), g.label, nil, -1).String()
}

// TestVariantByParts checks the impartial variant solved part by part
// (Variant.nimValue with a Splitter base) against its plain definition
// (plainVariant: the mex over the base's Left and Right options together,
// with no split), and each Splitter's parts against the base: their
// strings read back as themselves, and their values sum (in the store) to
// the position's, on random positions of every Splitter ruleset.
func TestVariantByParts(t *testing.T) {
	t.Parallel()
	for i, c := range splitterCases {
		s := games.NewStore()
		base := mustRules(t, c.name, s)
		sp, ok := base.(Splitter)
		if !ok {
			t.Fatalf("%s is not a Splitter", c.name)
		}
		v := NewVariant(s, ImpartialVariant, base)
		plain := plainVariant(s, ImpartialVariant, base)
		rng := rand.New(rand.NewPCG(uint64(i), 41))
		split := 0
		for range 30 {
			text := c.gen(rng)
			p, err := base.Parse(text)
			if err != nil {
				continue // a NoGo group without a liberty, a digraph's arcs
			}
			parts := sp.Parts(p)
			if len(parts) > 1 {
				split++
			}
			terms := make([]games.Term, 0, len(parts))
			for _, part := range parts {
				q, err := base.Parse(part.String())
				if err != nil || q.String() != part.String() {
					t.Fatalf("%s %q: part %q reads back as %v, %v", c.name, text, part, q, err)
				}
				id, err := base.Value(part)
				if err != nil {
					t.Fatal(err)
				}
				terms = append(terms, games.Term{ID: id, Mult: 1})
			}
			sum, err := s.CanonicalSum(terms...)
			if err != nil {
				t.Fatal(err)
			}
			rulesetstest.SameGame(t, s, c.name+" "+text+": the sum of its parts", sum, valueOf(t, base, text))
			n, err := v.NimValue(v.Wrap(p))
			if err != nil {
				t.Fatal(err)
			}
			rulesetstest.SameGame(t, s, "impartial-variant "+c.name+" "+text+" by parts vs plain",
				s.Value(games.NUS{M: uint64(n)}), plain.Value(t, signed{p, false}))
		}
		if split == 0 {
			t.Errorf("%s: no random position split; the test shows nothing", c.name)
		}
	}
}

// TestDicoticNotByParts checks that the dicotic variant is not computed by
// parts, where the identity of the impartial variant fails: in Hackenbush,
// a blue edge (1) and a red one (−1) standing apart are each 0 in the
// dicotic variant (one player has no move), while the two together are
// {DV(red) | DV(blue)} = {0|0} = *, worked by hand from the definition.
func TestDicoticNotByParts(t *testing.T) {
	t.Parallel()
	s := games.NewStore()
	h := mustRules(t, "hackenbush", s)
	const text = ".(l;r)"
	p, err := h.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if parts := h.(Splitter).Parts(p); len(parts) != 2 {
		t.Fatalf("hackenbush %s: parts %v, want the blue and the red edge", text, parts)
	}
	dv := NewVariant(s, DicoticVariant, h)
	rulesetstest.SameGame(t, s, "dicotic-variant hackenbush "+text, valueOf(t, dv, text), rulesetstest.Game(t, s, "*"))
	for _, part := range []string{"l", "r"} {
		rulesetstest.SameGame(t, s, "dicotic-variant hackenbush "+part, valueOf(t, dv, part), games.Zero)
	}
	// The impartial variant is the sum: * + * = 0.
	iv := NewVariant(s, ImpartialVariant, h)
	rulesetstest.SameGame(t, s, "impartial-variant hackenbush "+text, valueOf(t, iv, text), games.Zero)
	rulesetstest.SameGame(t, s, "impartial-variant hackenbush l", valueOf(t, iv, "l"), rulesetstest.Game(t, s, "*"))
}
