package loopy

import (
	"errors"
	"slices"
	"strings"

	"cgcalc/games"
)

// Printer prints loopy games as CGSuite (Siegel), version 2.x, prints its
// canonical stoppers and sided values (CanonicalStopper, Pseudonumber,
// SimplifiedLoopyGame and SidedValue's output), in the notation Parse
// reads back. A stopper prints as its simplest form, each node the first
// of these that applies:
//
//  1. a node with no cycle below it is a short game, printed by Short;
//  2. a node that an option below refers back to prints as the label
//     CGSuite gives it (a, b, …, z, then N1, N2, …, in the order the
//     references are met), written before the node's brace;
//  3. a pseudonumber: on {pass|}, off {|pass}, x over = {x|pass} and
//     x under = {pass|x} for a number x (over, 2over, -1/4under);
//  4. a switch G = −G, on no cycle, as ±A or ±{A,B} (ASCII +-A);
//  5. a plumtree (no cycle but passes) {x||x|y} with y ≤ x + under as
//     x+Tiny(x−y), and its negative {y|x||x} as x+Miny(y−x) (ASCII xTiny,
//     xMiny): Tiny(on) = {0||0|off};
//  6. a plumtree equal to x + ↑[on] + *m, x + ↑<on> + *m, or the same
//     with ↑[over], ↑<over>, or with ↓ for −↑ (see GlyphKind): ↑[on]*,
//     -1/4↓[on] (ASCII ^[on]*, -1/4v[on]); Unicode joins an integer by
//     + (2+↑[on]) as for short games;
//  7. otherwise {L|R} by its options, pass for the node itself, with
//     CGSuite's slashes: an option alone on its side that prints by its
//     options drops its braces and the bars around it are one more than
//     its own ({0|^<on>||v<on>}); four bars, a side without options, a
//     labelled node and the whole game keep their braces.
//
// Options print short games first, in CGSuite's order of canonical short
// games, then the others in an order that depends only on the game (not on
// how it was built). A sided value prints as its stopper when its sides
// are equal, as dud for on & off, and otherwise as "onside & offside".
type Printer struct {
	Store *games.Store
	// Short prints a short game of Store on its own (its whole text, with
	// braces at the top).
	Short func(games.ID) string
	// ASCII selects CGSuite's ASCII glyphs (^[on], v<on>, +-, 2Tiny(on));
	// otherwise ↑[on], ↓<on>, ±, 2+Tiny(on).
	ASCII bool
	// MaxStates bounds the comparison tables (0: DefaultMaxStates); past
	// it a game prints by its options without the glyph forms.
	MaxStates int
}

// Format prints the game g in the notation Parse reads, as Printer does
// with the short games printed by short (in ASCII glyphs).
func Format(s *games.Store, g *Graph, short func(games.ID) string) (string, error) {
	p := &Printer{Store: s, Short: short, ASCII: true}
	return p.Game(g)
}

// FormatSided prints a sided value as Printer.Sided does, the short games
// printed by short (in ASCII glyphs).
func FormatSided(s *games.Store, v *Sided, short func(games.ID) string, maxStates int) (string, error) {
	p := &Printer{Store: s, Short: short, ASCII: true, MaxStates: maxStates}
	return p.Sided(v)
}

// Sided prints the sided value v: its stopper when the sides are equal,
// dud for on & off, else "onside & offside".
func (p *Printer) Sided(v *Sided) (string, error) {
	eq, err := v.IsStopper(p.MaxStates)
	if err != nil {
		return "", err
	}
	a, err := p.Game(v.Onside)
	if err != nil || eq {
		return a, err
	}
	b, err := p.Game(v.Offside)
	if err != nil {
		return "", err
	}
	if a == "on" && b == "off" {
		return "dud", nil
	}
	return a + " & " + b, nil
}

// Game prints the game g: a stopper as its simplest form (see Printer),
// any other graph by its options.
func (p *Printer) Game(g *Graph) (string, error) {
	t := g.Trim()
	t.Labels = nil
	forms := t.alternatingAcyclic()
	if forms {
		c, err := Simplify(t, p.MaxStates)
		switch {
		case err == nil:
			t = c
		case errors.Is(err, ErrTooLarge):
			forms = false
		default:
			return "", err
		}
	}
	ids, isShort, err := shortNodes(p.Store, t)
	if err != nil {
		return "", err
	}
	if isShort[t.Start] {
		return p.Short(ids[t.Start]), nil
	}
	f := &formatter{p: p, t: t, ids: ids, isShort: isShort, forms: forms,
		label: make([]string, len(t.L)), onPath: make([]bool, len(t.L))}
	f.order = optionOrder(p.Store, t, ids, isShort)
	text, _, err := f.text(t.Start, true, false)
	return text, err
}

type formatter struct {
	p       *Printer
	t       *Graph
	ids     []games.ID
	isShort []bool
	forms   bool    // the graph is a simplest form: look for the glyph forms
	order   []int32 // rank of each node among options
	label   []string
	onPath  []bool
	named   int

	plumtree []int8 // 0 unknown, 1 yes, 2 no
	inCycle  []bool
	negTable [2]*geTable // t against −t and −t against t
	negTried bool
	glyphs   *glyphTable
}

// text returns the text of node v and the bars it adds to its parent's
// (0 when it prints with braces or without options).
func (f *formatter) text(v int32, braces, parens bool) (string, int, error) {
	if f.isShort[v] {
		t := f.p.Short(f.ids[v])
		if !braces {
			if inner, bars, ok := unbrace(t); ok {
				return inner, bars, nil
			}
		}
		if parens && needsParens(t) {
			t = "(" + t + ")"
		}
		return t, 0, nil
	}
	if f.onPath[v] {
		if f.label[v] == "" {
			f.label[v] = f.nextLabel()
		}
		return f.label[v], 0, nil
	}
	if f.forms {
		t, ok, err := f.special(v, parens)
		if err != nil || ok {
			return t, 0, err
		}
	}
	f.onPath[v] = true
	bars := 0
	side := func(opts []int32) (string, error) {
		opts = f.sorted(opts)
		parts := make([]string, len(opts))
		for i, o := range opts {
			if o == v {
				parts[i] = "pass"
				continue
			}
			t, b, err := f.text(o, len(opts) > 1, false)
			if err != nil {
				return "", err
			}
			parts[i], bars = t, max(bars, b)
		}
		return strings.Join(parts, ","), nil
	}
	l, err := side(f.t.L[v])
	if err != nil {
		return "", 0, err
	}
	r, err := side(f.t.R[v])
	if err != nil {
		return "", 0, err
	}
	f.onPath[v] = false
	bars++
	lab := f.label[v]
	f.label[v] = ""
	show := braces || lab != "" || len(f.t.L[v]) == 0 || len(f.t.R[v]) == 0 || bars >= maxBars
	body := l + strings.Repeat("|", bars) + r
	if show {
		return lab + "{" + body + "}", 0, nil
	}
	return body, bars, nil
}

// maxBars is the most bars CGSuite writes without braces: an option with
// four keeps its braces.
const maxBars = 4

// nextLabel returns CGSuite's next node name: a … z, then N1, N2, …; v is
// left out, as it reads as ↓ in ASCII.
func (f *formatter) nextLabel() string {
	k := f.named
	f.named++
	if k >= 21 {
		k++ // past v
	}
	if k < 26 {
		return string(rune('a' + k))
	}
	return "N" + itoa(k-25)
}

func itoa(k int) string {
	if k == 0 {
		return "0"
	}
	var b []byte
	for ; k > 0; k /= 10 {
		b = append([]byte{byte('0' + k%10)}, b...)
	}
	return string(b)
}

// sorted returns opts in printing order.
func (f *formatter) sorted(opts []int32) []int32 {
	out := slices.Clone(opts)
	slices.SortStableFunc(out, func(a, b int32) int { return int(f.order[a]) - int(f.order[b]) })
	return out
}

// unbrace returns the text t of a short game without its outer braces and
// the bars between its sides, when t is one braced group with fewer than
// four bars (CGSuite's slashes).
func unbrace(t string) (string, int, bool) {
	if !strings.HasPrefix(t, "{") || !strings.HasSuffix(t, "}") {
		return "", 0, false
	}
	depth, bars, run := 0, 0, 0
	for i, c := range t {
		switch c {
		case '{', '(':
			depth++
		case '}', ')':
			depth--
			if depth == 0 && i != len(t)-1 {
				return "", 0, false
			}
		}
		if c == '|' && depth == 1 {
			run++
			bars = max(bars, run)
		} else {
			run = 0
		}
	}
	if bars == 0 || bars >= maxBars {
		return "", 0, false
	}
	return t[1 : len(t)-1], bars, true
}

// needsParens reports whether t after a ± could read otherwise.
func needsParens(t string) bool {
	if _, _, braced := unbrace(t); braced || (strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}")) {
		return false
	}
	return strings.ContainsAny(t, "+-±0123456789/*")
}

// special prints v in one of the forms 3–6 of Printer, if one applies.
func (f *formatter) special(v int32, parens bool) (string, bool, error) {
	t, p := f.t, f.p
	l, r := t.L[v], t.R[v]
	number := func(o int32) (games.Dyadic, bool) {
		if !f.isShort[o] {
			return games.Dyadic{}, false
		}
		return p.Store.NumberValue(f.ids[o])
	}
	// 3. Pseudonumbers.
	switch {
	case len(l) == 1 && l[0] == v && len(r) == 0:
		return "on", true, nil
	case len(r) == 1 && r[0] == v && len(l) == 0:
		return "off", true, nil
	}
	if len(l) == 1 && len(r) == 1 {
		for _, c := range []struct {
			x, self int32
			word    string
		}{{l[0], r[0], "over"}, {r[0], l[0], "under"}} {
			if x, ok := number(c.x); ok && c.self == v {
				text := c.word
				if !x.IsZero() {
					text = x.String() + text
					if parens {
						text = "(" + text + ")"
					}
				}
				return text, true, nil
			}
		}
	}
	// 4. Switches.
	if sw, err := f.isSwitch(v); err != nil {
		return "", false, err
	} else if sw {
		pm := "±"
		if p.ASCII {
			pm = "+-"
		}
		opts := f.sorted(l)
		if len(opts) == 1 {
			s, _, err := f.text(opts[0], true, true)
			return pm + s, true, err
		}
		parts := make([]string, len(opts))
		for i, o := range opts {
			s, _, err := f.text(o, true, false)
			if err != nil {
				return "", false, err
			}
			parts[i] = s
		}
		return pm + "{" + strings.Join(parts, ",") + "}", true, nil
	}
	if !f.isPlumtree(v) {
		return "", false, nil
	}
	// 5. Tiny and Miny.
	if len(l) == 1 && len(r) == 1 {
		for _, miny := range []bool{false, true} {
			a, b := l[0], r[0] // a the number, b the next node
			if miny {
				a, b = r[0], l[0]
			}
			x, ok := number(a)
			if !ok {
				continue
			}
			bl, br := t.L[b], t.R[b]
			if miny {
				bl, br = br, bl
			}
			if len(bl) != 1 || bl[0] != a || len(br) != 1 {
				continue
			}
			y := br[0] // {x || x | y}: y ≤ x + under; Miny: y ≥ x + over
			bound, err := Pseudonumber(p.Store, x, !miny)
			if err != nil {
				return "", false, err
			}
			var fits bool
			if miny {
				fits, err = GreaterEq(t.At(y), bound, p.MaxStates)
			} else {
				fits, err = GreaterEq(bound, t.At(y), p.MaxStates)
			}
			if err != nil {
				return "", false, err
			}
			if !fits {
				continue
			}
			// The subscript: x − y (Tiny) or y − x (Miny).
			xg, err := nusGraph(p.Store, x, 0)
			if err != nil {
				return "", false, err
			}
			sub, err := Sum(xg, t.At(y).Neg(), p.MaxStates)
			if miny {
				sub, err = Sum(t.At(y), xg.Neg(), p.MaxStates)
			}
			if err != nil {
				return "", false, err
			}
			st, err := p.Game(sub)
			if err != nil {
				return "", false, err
			}
			word := "Tiny("
			if miny {
				word = "Miny("
			}
			text := word + st + ")"
			if !x.IsZero() {
				text = f.numberPrefix(x) + text
			}
			if parens {
				text = "(" + text + ")"
			}
			return text, true, nil
		}
	}
	// 6. Glyph forms.
	if g, ok, err := f.glyph(v); err != nil || ok {
		if ok && parens && needsParens(g) {
			g = "(" + g + ")"
		}
		return g, ok, err
	}
	return "", false, nil
}

// numberPrefix is x written before a glyph or Tiny: directly in ASCII and
// for a fraction in Unicode, with + after an integer in Unicode.
func (f *formatter) numberPrefix(x games.Dyadic) string {
	if x.IsZero() {
		return ""
	}
	if !f.p.ASCII && x.IsInt() {
		return x.String() + "+"
	}
	return x.String()
}

// isPlumtree reports whether every cycle through the followers of v is a
// pass (a node that is its own option).
func (f *formatter) isPlumtree(v int32) bool {
	if f.plumtree == nil {
		n := len(f.t.L)
		f.plumtree = make([]int8, n)
		// Nodes on a cycle of length > 1: strongly connected parts of
		// more than one node.
		f.inCycle = make([]bool, n)
		for _, part := range moveParts(f.t) {
			if len(part) > 1 {
				for _, w := range part {
					f.inCycle[w] = true
				}
			}
		}
	}
	switch f.plumtree[v] {
	case 1:
		return true
	case 2:
		return false
	}
	// Reachable nodes.
	seen := map[int32]bool{v: true}
	stack := []int32{v}
	ok := true
	for len(stack) > 0 && ok {
		w := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f.inCycle[w] {
			ok = false
			break
		}
		for _, side := range [][]int32{f.t.L[w], f.t.R[w]} {
			for _, o := range side {
				if !seen[o] {
					seen[o] = true
					stack = append(stack, o)
				}
			}
		}
	}
	if ok {
		f.plumtree[v] = 1
	} else {
		f.plumtree[v] = 2
	}
	return ok
}

// isSwitch reports whether v = −v, v being on no cycle and no pass.
func (f *formatter) isSwitch(v int32) (bool, error) {
	t := f.t
	if len(t.L[v]) == 0 || len(t.L[v]) != len(t.R[v]) || slices.Contains(t.L[v], v) || slices.Contains(t.R[v], v) {
		return false, nil
	}
	f.isPlumtree(v) // computes inCycle
	if f.inCycle[v] {
		return false, nil
	}
	if !f.negTried {
		f.negTried = true
		n := t.Neg()
		a, err := compareTable(t, n, f.p.MaxStates)
		if err != nil && !errors.Is(err, ErrTooLarge) {
			return false, err
		}
		b, err := compareTable(n, t, f.p.MaxStates)
		if err != nil && !errors.Is(err, ErrTooLarge) {
			return false, err
		}
		if a != nil && b != nil {
			f.negTable = [2]*geTable{a, b}
		}
	}
	if f.negTable[0] == nil {
		return false, nil
	}
	return f.negTable[0].ge(v, v) && f.negTable[1].ge(v, v), nil
}

// glyphTable holds the glyph forms that nodes of the graph may equal, all
// in one graph, and the comparison tables against it.
type glyphTable struct {
	cands []glyphCand
	ge    [2]*geTable // t against the candidates, and back
}

type glyphCand struct {
	kind GlyphKind
	down bool
	x    games.Dyadic
	m    uint64
	node int32 // the candidate's start in the union
}

// maxGlyphNumbers bounds the number parts tried for glyph forms, and
// maxGlyphStar the nimbers.
const (
	maxGlyphNumbers = 8
	maxGlyphStar    = 7
)

// glyph prints v as a glyph form if it equals one (form 6 of Printer).
func (f *formatter) glyph(v int32) (string, bool, error) {
	if f.glyphs == nil {
		if err := f.buildGlyphs(); err != nil {
			return "", false, err
		}
	}
	gt := f.glyphs
	if gt.ge[0] == nil {
		return "", false, nil
	}
	for _, c := range gt.cands {
		if gt.ge[0].ge(v, c.node) && gt.ge[1].ge(c.node, v) {
			up, down := "↑", "↓"
			if f.p.ASCII {
				up, down = "^", "v"
			}
			text := f.numberPrefix(c.x)
			if c.down {
				text += down
			} else {
				text += up
			}
			text += c.kind.exponent()
			if c.m == 1 {
				text += "*"
			} else if c.m > 1 {
				text += "*" + itoa(int(c.m))
			}
			return text, true, nil
		}
	}
	return "", false, nil
}

// buildGlyphs makes the candidates: number parts x and nimbers m from the
// short nodes of the graph that are x + *m (a glyph form's simplest form
// has such options), each kind, up and down.
func (f *formatter) buildGlyphs() error {
	f.glyphs = &glyphTable{}
	s := f.p.Store
	var xs []games.Dyadic
	maxM := uint64(1)
	add := func(x games.Dyadic) {
		for _, y := range xs {
			if y.Equal(x) {
				return
			}
		}
		if len(xs) < maxGlyphNumbers {
			xs = append(xs, x)
		}
	}
	add(games.Dyadic{})
	for v, ok := range f.isShort {
		if !ok {
			continue
		}
		if nus, isNUS := s.NUSValue(f.ids[v]); isNUS && nus.U == 0 {
			add(nus.X)
			maxM = max(maxM, min(nus.M^1, maxGlyphStar))
		}
	}
	var graphs []*Graph
	for _, x := range xs {
		for _, kind := range glyphKinds {
			for _, down := range []bool{false, true} {
				for m := uint64(0); m <= maxM; m++ {
					g, err := Glyph(s, kind, down, x, m)
					if err != nil {
						return err
					}
					f.glyphs.cands = append(f.glyphs.cands, glyphCand{kind: kind, down: down, x: x, m: m})
					graphs = append(graphs, g)
				}
			}
		}
	}
	u, offs := Union(graphs...)
	for i := range f.glyphs.cands {
		f.glyphs.cands[i].node = offs[i] + graphs[i].Start
	}
	a, err := compareTable(f.t, u, f.p.MaxStates)
	if errors.Is(err, ErrTooLarge) {
		return nil
	} else if err != nil {
		return err
	}
	b, err := compareTable(u, f.t, f.p.MaxStates)
	if errors.Is(err, ErrTooLarge) {
		return nil
	} else if err != nil {
		return err
	}
	f.glyphs.ge = [2]*geTable{a, b}
	return nil
}
