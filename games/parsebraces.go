package games

// Games in braces in the text of a game: {L|R} with CGSuite's slashes,
// '{…}' kept as written, and ± over a list of options.

// pm returns ±g = {g | −g}.
func (p *parser) pm(g ID) ID {
	return p.s.fromOptions([]ID{g}, []ID{p.s.neg(g)})
}

// pmOperand reads what follows ± or +-: a list {a,b,…} or (a,b,…), giving
// {a,b,…|−a,−b,…}, or else one game read by inner, giving ±g.
func (p *parser) pmOperand(inner func() ID) ID {
	p.skip()
	if r := p.peek(); (r == '{' || r == '(') && p.optionList() {
		return p.pmList()
	}
	return p.pm(inner())
}

// optionList reports whether the bracket at the cursor opens a list of
// options for ±: braces with no bar of their own, or parentheses with a
// comma of their own.
func (p *parser) optionList() bool {
	if p.lists == nil {
		p.lists = map[int]bool{}
		type open struct {
			at         int
			bar, comma bool
		}
		var stack []open
		for i, r := range p.src {
			switch r {
			case '{', '(':
				stack = append(stack, open{at: i})
			case '|', ',':
				if len(stack) > 0 {
					top := &stack[len(stack)-1]
					top.bar = top.bar || r == '|'
					top.comma = top.comma || r == ','
				}
			case '}', ')':
				if len(stack) > 0 {
					top := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					if p.src[top.at] == '{' && r == '}' && !top.bar || p.src[top.at] == '(' && r == ')' && top.comma {
						p.lists[top.at] = true
					}
				}
			}
		}
	}
	return p.lists[p.pos]
}

// pmList reads the list of options at the cursor (optionList) and returns
// {a,b,…|−a,−b,…}.
func (p *parser) pmList() ID {
	p.enter()
	defer func() { p.depth-- }()
	closing := map[rune]rune{'{': '}', '(': ')'}[p.peek()]
	p.pos++
	var left []ID
	for {
		p.skip()
		if r := p.peek(); r == closing || r == ',' {
			p.fail("option expected")
		}
		left = append(left, p.expr())
		p.skip()
		switch r := p.peek(); r {
		case ',':
			p.pos++
			continue
		case closing:
			p.pos++
			return p.s.fromOptions(left, mapIDs(left, p.s.neg))
		case 0:
			p.fail("missing %c", closing)
		default:
			p.fail("unexpected %q in the options of ±", string(r))
		}
	}
}

// quoted reads '{…}', a form whose options (canonical forms, slashes read
// as in braces) are kept as written, and returns its options.
func (p *parser) quoted() (left, right []ID) {
	p.enter()
	defer func() { p.depth-- }()
	p.pos++
	if p.peek() != '{' {
		p.fail("{ expected after '")
	}
	p.pos++
	lists, bars := p.braceLists()
	if len(bars) == 0 {
		p.fail("missing | in braces")
	}
	left, right = p.slashSides(lists, bars)
	if p.peek() != '\'' {
		p.fail("missing ' after }")
	}
	p.pos++
	return left, right
}

// braces reads the game {…} (the '{' is read).
func (p *parser) braces() ID {
	lists, bars := p.braceLists()
	return p.slashes(lists, bars)
}

// braceLists reads the options of {…} up to and including the '}' (the
// '{' is read): the comma lists between bars, and the lengths of the runs
// of bars.
func (p *parser) braceLists() (lists [][]ID, bars []int) {
	var cur []ID
	for {
		p.skip()
		switch p.peek() {
		case '}':
			p.pos++
			lists = append(lists, cur)
			return lists, bars
		case '|':
			n := 0
			for p.peek() == '|' {
				n++
				p.pos++
			}
			lists = append(lists, cur)
			bars = append(bars, n)
			cur = nil
			continue
		case ',':
			if len(cur) == 0 {
				p.fail("option expected before ,")
			}
			p.pos++
			p.skip()
			if r := p.peek(); r == ',' || r == '|' || r == '}' {
				p.fail("option expected after ,")
			}
			continue
		case 0:
			p.fail("missing }")
		}
		cur = append(cur, p.expr())
		p.skip()
		if p.eof() {
			p.fail("missing }")
		}
		if r := p.peek(); r != ',' && r != '|' && r != '}' {
			p.fail("unexpected %q in braces", string(r))
		}
	}
}

// slashes returns the canonical game of brace lists and bars, with
// CGSuite's slashes: the longest run of bars splits the game, each side
// being a comma list or, if it has bars of its own, one game.
func (p *parser) slashes(lists [][]ID, bars []int) ID {
	if len(bars) == 0 {
		p.fail("missing | in braces")
	}
	return p.s.fromOptions(p.slashSides(lists, bars))
}

// slashSides returns the Left and Right options of brace lists and bars.
func (p *parser) slashSides(lists [][]ID, bars []int) (left, right []ID) {
	top, at := 0, -1
	for i, n := range bars {
		switch {
		case n > top:
			top, at = n, i
		case n == top:
			at = -2
		}
	}
	if at == -2 {
		p.fail("ambiguous bars: use more bars for the outer game")
	}
	side := func(ls [][]ID, bs []int) []ID {
		if len(bs) == 0 {
			return ls[0]
		}
		return []ID{p.slashes(ls, bs)}
	}
	return side(lists[:at+1], bars[:at]), side(lists[at+1:], bars[at+1:])
}
