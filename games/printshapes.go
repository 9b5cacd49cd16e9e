package games

// How the Printer writes a canonical game that is not a NUS value: its
// shape (rules 2 and 3 of Printer: uptimals, switches, x±y, Tiny and Miny,
// braces with CGSuite's slashes), and its options in CGSuite's order.

import (
	"cmp"
	"slices"
	"strings"
)

// The shapes of canonical nodes that are not NUS values: how rules 2 and
// 3 print them.
const (
	shapeUptimal = iota // rule 2, an uptimal printed by glyphs
	shapeSwitch         // rule 3a: ±A, ±{A,B}
	shapeNumbers        // rule 3a, Unicode: x±y
	shapeTiny           // rule 3b: x+Tiny(s)
	shapeMiny           // rule 3b: x+Miny(s)
	shapeBraces         // rule 3c
)

// shape is what the printer has worked out about a canonical node that is
// not a NUS value.
type shape struct {
	kind      uint8
	uptimal   bool    // the node is an uptimal (order class classUptimal)
	sorted    bool    // opts is sorted
	bars      uint8   // shapeBraces: the bars between the options
	opts      [2][]ID // the options in CGSuite's order, once sorted
	*shapeExt         // the rest, for the shapes that have it
}

// shapeExt is what only some shapes need.
type shapeExt struct {
	up  UptimalExpansion // uptimal: the expansion
	x   Dyadic           // shapeNumbers: the mean; shapeTiny, shapeMiny: the number x
	d   Dyadic           // shapeNumbers: the half-difference
	sub ID               // shapeTiny, shapeMiny: s
}

// shapeOf returns how canonical node id, not a NUS value, prints, working
// it out once. The pointer is valid until the next shapeOf.
func (p *Printer) shapeOf(id ID) *shape {
	if i, ok := p.shapes[id]; ok {
		return &p.shapeList[i]
	}
	if p.shapes == nil {
		p.shapes = map[ID]int32{}
		p.shapeList = make([]shape, 0, 8)
	}
	s := p.Store
	l, r := s.options(id) // listed: a canonical node that is not NUS
	i := int32(len(p.shapeList))
	p.shapeList = append(p.shapeList, shape{kind: shapeBraces, opts: [2][]ID{l, r}})
	p.shapes[id] = i
	sh := shape{kind: shapeBraces, opts: [2][]ID{l, r}}
	if len(l) == 1 || len(r) == 1 {
		// An uptimal beyond NUS values has one option on a side.
		if e, ok := s.uptimalOf(id); ok {
			sh.uptimal, sh.shapeExt = true, &shapeExt{up: e}
			if e.Compact() {
				sh.kind = shapeUptimal
			}
		}
	}
	if sh.kind == shapeBraces && !sh.uptimal {
		switch {
		case p.Notation != ASCII && p.numberSwitch(&sh, l, r):
		case p.isSwitch(l, r):
			sh.kind = shapeSwitch
		case p.tiny(&sh, l, r):
		}
	}
	p.shapeList[i] = sh
	if sh.kind == shapeSwitch || sh.kind == shapeBraces {
		p.sortOptions(id)
	}
	if sh.kind == shapeBraces {
		bars := 1
		if p.depth < maxPrintDepth {
			p.depth++
			for _, opts := range p.shapeList[i].opts {
				for _, o := range opts {
					bars = max(bars, 1+p.barsOf(o, len(opts) > 1))
				}
			}
			p.depth--
		}
		p.shapeList[i].bars = uint8(bars)
	}
	return &p.shapeList[i]
}

// barsOf returns the bars a canonical option adds to its parent's: 0 if
// it prints with braces (braced: its side has other options) or without
// options (a name, glyphs, ±, Tiny), else its own bars.
func (p *Printer) barsOf(id ID, braced bool) int {
	if braced || p.Store.nodes[id].nus >= 0 {
		return 0
	}
	if _, ok := p.name(id); ok {
		return 0
	}
	sh := p.shapeOf(id)
	if sh.kind != shapeBraces || sh.bars >= maxSlashes {
		return 0
	}
	return int(sh.bars)
}

// numberSwitch reports whether {l|r} is {x|y} for numbers x > y, noting
// its mean and half-difference in sh (Unicode's x±y, rule 3a).
func (p *Printer) numberSwitch(sh *shape, l, r []ID) bool {
	if len(l) != 1 || len(r) != 1 {
		return false
	}
	s := p.Store
	x, okX := s.NumberValue(l[0])
	y, okY := s.NumberValue(r[0])
	if !okX || !okY || x.Cmp(y) <= 0 {
		return false
	}
	sh.kind, sh.shapeExt = shapeNumbers, &shapeExt{x: x.Add(y).Half(), d: x.Sub(y).Half()}
	return true
}

// isSwitch reports whether {l|r}, canonical, equals its negative: its
// Right options are the negatives of its Left options (canonical forms
// are unique, and −{L|R} = {−R|−L}).
func (p *Printer) isSwitch(l, r []ID) bool {
	if len(l) != len(r) || len(l) == 0 {
		return false
	}
	return p.negOf(l, r)
}

// negOf reports whether the canonical games a are the negatives of the
// canonical games b, in some order, without building any negative: x = −y
// exactly when x's Left options are the negatives of y's Right options
// and x's Right options of y's Left options (canonical forms are unique).
func (p *Printer) negOf(a, b []ID) bool {
	if len(a) != len(b) || p.depth >= maxPrintDepth {
		return false
	}
	if len(a) == 1 {
		return p.isNeg(a[0], b[0])
	}
	p.depth++
	defer func() { p.depth-- }()
	used := make([]bool, len(b))
next:
	for _, x := range a {
		for j, y := range b {
			if !used[j] && p.isNeg(x, y) {
				used[j] = true
				continue next
			}
		}
		return false
	}
	return true
}

// isNeg reports whether canonical x = −y.
func (p *Printer) isNeg(x, y ID) bool {
	s := p.Store
	if n := s.nodes[x].neg; n != noID {
		return n == y
	}
	vx, okX := s.nusOf(x)
	vy, okY := s.nusOf(y)
	if okX || okY {
		return okX && okY && vx.X.Equal(vy.X.Neg()) && vx.U == -vy.U && vx.M == vy.M
	}
	xl, xr := s.options(x)
	yl, yr := s.options(y)
	if len(xl) != len(yr) || len(xr) != len(yl) {
		return false
	}
	k := [2]ID{x, y}
	if r, ok := p.negs[k]; ok {
		return r
	}
	p.depth++
	r := p.negOf(xl, yr) && p.negOf(xr, yl)
	p.depth--
	if p.negs == nil {
		p.negs = map[[2]ID]bool{}
	}
	p.negs[k] = r
	return r
}

// tiny reports whether {l|r} is x + Tiny(s) or x + Miny(s) as CGSuite
// recognises them — {x || x | R} with mean(R) < x, s = x − R, and
// {L | x || x} with mean(L) > x, s = L − x — noting x and s in sh.
func (p *Printer) tiny(sh *shape, l, r []ID) bool {
	if len(l) != 1 || len(r) != 1 {
		return false
	}
	s := p.Store
	for _, miny := range []bool{false, true} {
		num, other := l[0], r[0]
		if miny {
			num, other = r[0], l[0]
		}
		x, ok := s.NumberValue(num)
		if !ok || s.nodes[other].nus >= 0 {
			continue // a NUS value other is not {x | R}, R below x
		}
		ol, or := s.options(other)
		if len(ol) != 1 || len(or) != 1 {
			continue
		}
		// Tiny: other = {x | R}; Miny: other = {L | x}.
		near, far := ol[0], or[0]
		if miny {
			near, far = or[0], ol[0]
		}
		if near != num {
			continue
		}
		m, err := s.Mean(far)
		if err != nil || !miny && m.Cmp(x) >= 0 || miny && m.Cmp(x) <= 0 {
			continue
		}
		var sub ID
		if miny {
			sub, err = s.Plus(far, s.Number(x.Neg()))
		} else {
			sub, err = s.Difference(num, far)
		}
		if err == nil {
			sub, err = s.Canonical(sub)
		}
		if err != nil {
			continue
		}
		sh.kind, sh.shapeExt = shapeTiny, &shapeExt{x: x, sub: sub}
		if miny {
			sh.kind = shapeMiny
		}
		return true
	}
	return false
}

// writeCanonical prints canonical node id (rules 2 and 3) with the flags.
func (p *Printer) writeCanonical(b *strings.Builder, id ID, flags uint8) {
	if v, ok := p.Store.nusOf(id); ok {
		par := flags&fParens != 0 && !(v.IsNumber() || v.X.IsZero() && (v.U == 0 || v.M == 0))
		if par {
			b.WriteByte('(')
		}
		p.writeNUS(b, v)
		if par {
			b.WriteByte(')')
		}
		return
	}
	sh := p.shapeOf(id)
	ascii := p.Notation == ASCII
	switch sh.kind {
	case shapeUptimal:
		par := flags&fParens != 0 && !sh.up.bare()
		if par {
			b.WriteByte('(')
		}
		b.WriteString(sh.up.Text(p.Notation))
		if par {
			b.WriteByte(')')
		}
	case shapeNumbers:
		if !sh.x.IsZero() {
			p.writeNumber(b, sh.x)
		}
		b.WriteString(p.pm())
		p.writeNumber(b, sh.d)
	case shapeSwitch:
		b.WriteString(p.pm())
		opts := sh.opts[0]
		switch {
		case len(opts) > 1:
			p.open(b)
			for i, o := range opts {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(p.text(o, fBraces))
			}
			p.close(b)
		case ascii:
			p.emit(b, opts[0], fBraces|fParens)
		default:
			p.writeOperand(b, opts[0])
		}
	case shapeTiny, shapeMiny:
		par := flags&fParens != 0
		if par {
			b.WriteByte('(')
		}
		if !sh.x.IsZero() {
			p.writeNumber(b, sh.x)
			if !ascii {
				b.WriteByte('+')
			}
		}
		tiny, end := "Tiny(", ")"
		switch {
		case p.Notation == LaTeX && sh.kind == shapeTiny:
			tiny, end = texTiny, "}"
		case p.Notation == LaTeX:
			tiny, end = texMiny, "}"
		case sh.kind == shapeMiny:
			tiny = "Miny("
		}
		b.WriteString(tiny)
		p.emit(b, sh.sub, fBraces)
		b.WriteString(end)
		if par {
			b.WriteByte(')')
		}
	case shapeBraces:
		bars := int(sh.bars)
		braced := flags&fBraces != 0 || bars >= maxSlashes
		opts := sh.opts // the shape may move as options print
		if braced {
			p.open(b)
		}
		for side, ids := range opts {
			if side == 1 {
				p.bars(b, bars)
			}
			if len(ids) == 1 {
				p.emit(b, ids[0], 0)
				continue
			}
			for i, o := range ids {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(p.text(o, fBraces))
			}
		}
		if braced {
			p.close(b)
		}
	}
}

// The order classes of canonical games (CGSuite's): numbers, nimbers,
// uptimals, others.
const (
	classNumber = iota
	classNimber
	classUptimal
	classOther
)

// sortOptions puts the options of canonical node id, not a NUS value, in
// CGSuite's order (see Printer).
func (p *Printer) sortOptions(id ID) {
	sh := p.shapeOf(id)
	if sh.sorted {
		return
	}
	sh.sorted = true
	opts := sh.opts
	for side, ids := range opts {
		if len(ids) > 1 {
			// A copy (the store's list is sorted by ID), in the arena: the
			// lists copied before stay valid when it grows.
			n := len(p.arena)
			p.arena = append(p.arena, ids...)
			ids = p.arena[n:len(p.arena):len(p.arena)]
			slices.SortStableFunc(ids, p.cmpCanonical)
			opts[side] = ids
		}
	}
	p.shapeOf(id).opts = opts
}

// upView is an uptimal's expansion as the order reads it: a NUS value's
// (one coefficient, u) without building its list.
type upView struct {
	x   Dyadic
	a   []int64 // the coefficients, when not nus
	u   int64   // the coefficient of ↑, when nus
	nus bool
	m   uint64
}

func (v *upView) len() int {
	if v.nus {
		return int(min(1, abs64(v.u)))
	}
	return len(v.a)
}

func (v *upView) coef(i int) int64 {
	if v.nus {
		return v.u
	}
	return v.a[i]
}

// cmp orders as UptimalExpansion.cmp.
func (v *upView) cmp(w *upView) int {
	if c := v.x.Cmp(w.x); c != 0 {
		return c
	}
	n, k := v.len(), w.len()
	for i := 0; i < n && i < k; i++ {
		if c := cmp.Compare(v.coef(i), w.coef(i)); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(n, k); c != 0 {
		return c
	}
	return cmp.Compare(v.m, w.m)
}

// classOf returns the order class of canonical node id and, for a number,
// nimber or uptimal, its expansion.
func (p *Printer) classOf(id ID) (int, upView) {
	if v, ok := p.Store.nusOf(id); ok {
		w := upView{x: v.X, u: v.U, nus: true, m: v.M}
		switch {
		case v.IsNumber():
			return classNumber, w
		case v.X.IsZero() && v.U == 0:
			return classNimber, w
		}
		return classUptimal, w
	}
	if sh := p.shapeOf(id); sh.uptimal {
		return classUptimal, upView{x: sh.up.X, a: sh.up.A, m: sh.up.M}
	}
	return classOther, upView{}
}

// cmpCanonical is CGSuite's order of canonical games (see Printer).
func (p *Printer) cmpCanonical(a, b ID) int {
	if a == b {
		return 0
	}
	ca, ea := p.classOf(a)
	cb, eb := p.classOf(b)
	if ca != cb {
		return cmp.Compare(ca, cb)
	}
	if ca != classOther {
		return ea.cmp(&eb)
	}
	if p.depth >= maxPrintDepth {
		return cmp.Compare(a, b)
	}
	p.depth++
	defer func() { p.depth-- }()
	p.sortOptions(a)
	p.sortOptions(b)
	oa, ob := p.shapeOf(a).opts, p.shapeOf(b).opts
	for side := range oa {
		la, lb := oa[side], ob[side]
		for i := 0; i < len(la) && i < len(lb); i++ {
			if c := p.cmpCanonical(la[i], lb[i]); c != 0 {
				return c
			}
		}
		if c := cmp.Compare(len(la), len(lb)); c != 0 {
			return c
		}
	}
	return 0
}
