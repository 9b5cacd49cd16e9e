package games

// The methods of CGSuite's notation that the parser reads after a game
// (see Parse): G.Pow(x), G.PowTo(x) for a number x, and G.Subordinate(B),
// where B may be a quoted form '{…}' (its options as written). They bind
// as tightly as the Norton product, and more tightly than a leading minus
// sign, as in CGSuite: -^.Pow(2) is −(↑²).

// cgsuiteMethods are the method names, longest first where one is a
// prefix of another.
var cgsuiteMethods = []string{"PowTo", "Pow", "Subordinate"}

// method reads a method call at p.pos, just after the '.', and applies it
// to g; it reports false, reading nothing, when no method name and '('
// follow.
func (p *parser) method(g ID) (ID, bool) {
	name := ""
	for _, m := range cgsuiteMethods {
		end := p.pos + len(m)
		if end < len(p.src) && string(p.src[p.pos:end]) == m && p.src[end] == '(' {
			name = m
			break
		}
	}
	if name == "" {
		return 0, false
	}
	at := p.pos
	p.pos += len(name) + 1
	p.skip()
	var arg ID
	if p.peek() == '\'' && name == "Subordinate" {
		l, r := p.quoted()
		arg = p.s.NewForm(l, r)
	} else {
		arg = p.expr()
	}
	p.skip()
	if p.peek() != ')' {
		p.fail("missing ) after the argument of %s", name)
	}
	p.pos++
	var r ID
	var err error
	if name == "Subordinate" {
		r, err = p.s.Subordinate(g, arg)
	} else {
		x, ok := p.s.nusOf(p.s.canonical(arg))
		if !ok || x.U != 0 || x.M != 0 {
			p.pos = at
			p.fail("the exponent of %s must be a number", name)
		}
		c := p.s.canonical(g)
		if name == "Pow" {
			r, err = p.s.Pow(c, x.X)
		} else {
			r, err = p.s.PowTo(c, x.X)
		}
	}
	if err != nil {
		p.pos = at
		p.fail("%s: %v", name, err)
	}
	return r, true
}

// methodRest applies a method call at p.pos to g, and, when alt is not nil
// (g was read with a leading minus sign and *alt without it), to *alt,
// returning the negative of that: the method binds more tightly than the
// sign.
func (p *parser) methodRest(g ID, alt *ID) (ID, bool) {
	if alt == nil {
		return p.method(g)
	}
	r, ok := p.method(*alt)
	if !ok {
		return 0, false
	}
	*alt = r
	return p.s.neg(r), true
}
