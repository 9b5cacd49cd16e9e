package loopy

import (
	"strings"

	"cgcalc/games"
)

// methodTerm reads a term that ends in one of CGSuite's method calls
// G.Pow(x), G.PowTo(x) or G.Subordinate(B) with a loopy game in it
// (games.Store.Parse reads them on short games): ^.Pow(on) is ↑<on>,
// over.Subordinate(1) is off. The base of Pow and PowTo must be a short
// game, their exponent a pseudonumber; the base of Subordinate may be a
// quoted form '{…}', whose options are kept as written. It reports false
// when src does not end in such a call.
func (p *lparser) methodTerm(src []rune, col int) (*Graph, bool) {
	if len(src) == 0 || src[len(src)-1] != ')' {
		return nil, false
	}
	open, depth := -1, 0
	for i := len(src) - 1; i >= 0 && open < 0; i-- {
		switch src[i] {
		case ')', '}', ']':
			depth++
		case '(', '{', '[':
			if depth--; depth == 0 {
				open = i
			}
		}
	}
	name, dot := "", -1
	for _, m := range []string{"PowTo", "Pow", "Subordinate"} {
		if at := open - len([]rune(m)); at >= 2 && string(src[at:open]) == m && src[at-1] == '.' {
			name, dot = m, at-1
			break
		}
	}
	if name == "" {
		return nil, false
	}
	arg, argCol := src[open+1:len(src)-1], col+open+1
	g := p.term(src[:dot], col)
	if name == "Subordinate" {
		bl, br := p.subordinateBase(arg, argCol)
		h, err := Subordinate(g, bl, br, 0)
		if err != nil {
			p.failErr(col+dot+1, err)
		}
		return h, true
	}
	id, short, err := ToShort(p.s, g)
	if err != nil {
		p.failErr(col, err)
	}
	if !short {
		p.failf(col, "the base of %s must be a short game", name)
	}
	x, ok, err := PseudonumberOf(p.s, p.expr(arg, argCol), 0)
	if err != nil {
		p.failErr(argCol, err)
	}
	if !ok {
		p.failf(argCol, "the exponent of %s must be a pseudonumber (a number, on, off, x over or x under)", name)
	}
	f := Pow
	if name == "PowTo" {
		f = PowTo
	}
	h, err := f(p.s, id, x, 0)
	if err != nil {
		p.failErr(col+dot+1, err)
	}
	return h, true
}

// subordinateBase returns the options of the base of Subordinate written
// in src: a quoted form's as written, each in canonical form, or the
// options of a game's simplest form.
func (p *lparser) subordinateBase(src []rune, col int) (left, right []*Graph) {
	if t := strings.TrimSpace(string(src)); strings.HasPrefix(t, "'") {
		id, err := p.s.ParseForm(t, nil)
		if err != nil {
			p.failErr(col, err)
		}
		l, r, err := p.s.Options(id)
		if err != nil {
			p.failErr(col, err)
		}
		graphs := func(ids []games.ID) []*Graph {
			var out []*Graph
			for _, o := range ids {
				c, err := p.s.Canonical(o)
				if err != nil {
					p.failErr(col, err)
				}
				h, err := FromShort(p.s, c)
				if err != nil {
					p.failErr(col, err)
				}
				out = append(out, h)
			}
			return out
		}
		return graphs(l), graphs(r)
	}
	b, err := Simplify(p.expr(src, col), 0)
	if err != nil {
		p.failErr(col, err)
	}
	for _, o := range b.L[b.Start] {
		left = append(left, b.At(o))
	}
	for _, o := range b.R[b.Start] {
		right = append(right, b.At(o))
	}
	return left, right
}
