package loopy

import "cgcalc/games"

// The glyph forms of stoppers that CGSuite prints (CGSuite (Siegel),
// version 2.x, CanonicalStopper's upon forms; Siegel, Combinatorial Game
// Theory, 2013, ch. VI): ↑[on] is upon = {pass|*}, the limit of
// ↑[n] = ↑ + ↑² + … + ↑ⁿ; ↑<on> is uponth = {0|↓[on]*}, as
// ↑ⁿ = {0|↓[n−1]*}; ↑[over] is upover = {0|*,pass} (CGSuite's tutorial
// "Loopy Games" defines it so) and ↑<over> = {0|↓[over]*}, built from it
// as ↑<on> from ↑[on]. A number before the glyph and a star after it are
// added: 2↑[on]* = 2 + ↑[on] + *; ↓ is the negative: ↓[on] = −↑[on].

// GlyphKind names a glyph form: ↑[on], ↑<on>, ↑[over] or ↑<over>.
type GlyphKind uint8

// The glyph forms.
const (
	UpOn     GlyphKind = iota // ↑[on], upon
	UpOnth                    // ↑<on>, uponth
	UpOver                    // ↑[over], upover
	UpOverth                  // ↑<over>
)

// glyphKinds lists the glyph forms in the order the printer tries them.
var glyphKinds = []GlyphKind{UpOn, UpOnth, UpOver, UpOverth}

// exponent returns the text in the brackets: [on], <on>, [over], <over>.
func (k GlyphKind) exponent() string {
	return [...]string{"[on]", "<on>", "[over]", "<over>"}[k]
}

// build is a small constructor of game graphs: each node(…) call adds a
// node whose options are the starts of other graphs copied in.
type build struct{ g Graph }

// copyIn copies h into the graph under construction and returns its
// start's node.
func (b *build) copyIn(h *Graph) int32 {
	off := int32(len(b.g.L))
	for v := range h.L {
		b.g.L = append(b.g.L, shift(h.L[v], off))
		b.g.R = append(b.g.R, shift(h.R[v], off))
	}
	return off + h.Start
}

// node returns the graph of {left | right}, each option a graph; passL and
// passR add the node itself as a Left or a Right option.
func node(left, right []*Graph, passL, passR bool) *Graph {
	b := &build{}
	b.g.L, b.g.R = [][]int32{nil}, [][]int32{nil}
	for _, h := range left {
		i := b.copyIn(h)
		b.g.L[0] = append(b.g.L[0], i)
	}
	for _, h := range right {
		i := b.copyIn(h)
		b.g.R[0] = append(b.g.R[0], i)
	}
	if passL {
		b.g.L[0] = append(b.g.L[0], 0)
	}
	if passR {
		b.g.R[0] = append(b.g.R[0], 0)
	}
	return &b.g
}

// sumGraphs returns the disjunctive sum of the graphs (the graph of the
// pairs of positions, not simplified).
func sumGraphs(gs ...*Graph) (*Graph, error) {
	acc := gs[0]
	for _, h := range gs[1:] {
		var err error
		if acc, err = Sum(acc, h, 0); err != nil {
			return nil, err
		}
	}
	return acc, nil
}

// nusGraph returns the graph of the short game x + *m.
func nusGraph(s *games.Store, x games.Dyadic, m uint64) (*Graph, error) {
	return FromShort(s, s.Value(games.NUS{X: x, M: m}))
}

// Glyph returns the graph of the glyph form x + ↑[on] + *m (kind UpOn;
// the others likewise), or of x + ↓[on] + *m when down is set.
func Glyph(s *games.Store, kind GlyphKind, down bool, x games.Dyadic, m uint64) (*Graph, error) {
	star, err := nusGraph(s, games.Dyadic{}, 1)
	if err != nil {
		return nil, err
	}
	zero, err := nusGraph(s, games.Dyadic{}, 0)
	if err != nil {
		return nil, err
	}
	var t *Graph
	switch kind {
	case UpOn:
		t = node(nil, []*Graph{star}, true, false)
	case UpOver:
		t = node([]*Graph{zero}, []*Graph{star}, false, true)
	case UpOnth, UpOverth:
		base := UpOn
		if kind == UpOverth {
			base = UpOver
		}
		// {0 | ↓[·]*}.
		d, err := Glyph(s, base, true, games.Dyadic{}, 1)
		if err != nil {
			return nil, err
		}
		t = node([]*Graph{zero}, []*Graph{d}, false, false)
	}
	if down {
		t = t.Neg()
	}
	rest, err := nusGraph(s, x, m)
	if err != nil {
		return nil, err
	}
	return sumGraphs(rest, t)
}

// TinyOf returns the graph of x + Tiny(g) = x + {0||0|−g}, or of
// x + Miny(g) = x + {g|0||0} when miny is set (Winning Ways ch. 5; for
// a stopper g as CGSuite takes it, Tiny(on) = {0||0|off}).
func TinyOf(s *games.Store, g *Graph, miny bool, x games.Dyadic) (*Graph, error) {
	zero, err := nusGraph(s, games.Dyadic{}, 0)
	if err != nil {
		return nil, err
	}
	t := node([]*Graph{zero}, []*Graph{node([]*Graph{zero}, []*Graph{g.Neg()}, false, false)}, false, false)
	if miny {
		t = t.Neg()
	}
	if x.IsZero() {
		return t, nil
	}
	rest, err := nusGraph(s, x, 0)
	if err != nil {
		return nil, err
	}
	return sumGraphs(rest, t)
}

// SwitchOf returns the graph of ±{A,B,…} = {A,B,…|−A,−B,…}.
func SwitchOf(opts []*Graph) *Graph {
	neg := make([]*Graph, len(opts))
	for i, o := range opts {
		neg[i] = o.Neg()
	}
	return node(opts, neg, false, false)
}

// Pseudonumber returns the graph of x over = {x|pass} (x under = {pass|x}
// when under is set; Winning Ways ch. 11, CGSuite's 2over).
func Pseudonumber(s *games.Store, x games.Dyadic, under bool) (*Graph, error) {
	n, err := nusGraph(s, x, 0)
	if err != nil {
		return nil, err
	}
	if under {
		return node(nil, []*Graph{n}, true, false), nil
	}
	return node([]*Graph{n}, nil, false, true), nil
}
