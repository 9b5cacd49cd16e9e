package reader

import (
	"fmt"
	"strings"
)

// CGSuiteMethod is how a CGSuite method call G.Name(ARGS) is written in
// cgcalc: (Func G ARGS...), with Args arguments; Func "" means there is no
// such call, and Hint says what to type instead.
type CGSuiteMethod struct {
	Func string
	Args int
	Hint string
}

// CGSuiteMethods maps CGSuite's methods of games to cgcalc's builtins.
var CGSuiteMethods = map[string]CGSuiteMethod{
	"AtomicWeight":         {Func: "atomic-weight"},
	"Birthday":             {Func: "birthday"},
	"CanonicalForm":        {Func: "canon"},
	"Companion":            {Func: "companion"},
	"ConwayProduct":        {Func: "conway-product", Args: 1},
	"Cool":                 {Func: "cool", Args: 1},
	"Degree":               {Func: "loopy-degree"},
	"Downsum":              {Func: "downsum", Args: 1},
	"DownsumVariety":       {Func: "downsum-variety", Args: 1},
	"Freeze":               {Func: "freeze"},
	"Heat":                 {Func: "heat", Args: 1},
	"Incentives":           {Func: "incentives"},
	"IsEvenTempered":       {Func: "even-tempered-p"},
	"IsInfinitesimal":      {Func: "infinitesimal-p"},
	"IsNumber":             {Func: "cnumberp"},
	"IsNumberTiny":         {Func: "number-tiny-p"},
	"IsOddTempered":        {Func: "odd-tempered-p"},
	"LeftIncentives":       {Func: "left-incentives"},
	"LeftOptions":          {Func: "left"},
	"LeftStop":             {Func: "leftstop"},
	"Mean":                 {Func: "mean"},
	"NortonMultiply":       {Func: "norton-product", Args: 1},
	"Offside":              {Func: "offside"},
	"Onside":               {Func: "onside"},
	"OrdinalProduct":       {Func: "ordinal-product", Args: 1},
	"OrdinalSum":           {Func: "ordinal-sum", Args: 1},
	"OutcomeClass":         {Func: "outcome"},
	"Overheat":             {Func: "overheat", Args: 2},
	"Pow":                  {Func: "pow", Args: 1},
	"PowTo":                {Func: "pow-to", Args: 1},
	"ReducedCanonicalForm": {Func: "reduced-canon"},
	"RightIncentives":      {Func: "right-incentives"},
	"RightOptions":         {Func: "right"},
	"RightStop":            {Func: "rightstop"},
	"StopCount":            {Func: "stop-count"},
	"Subordinate":          {Func: "subordinate", Args: 1},
	"Temperature":          {Func: "temperature"},
	"Thermograph":          {Func: "thermograph"},
	"Upsum":                {Func: "upsum", Args: 1},
	"UpsumVariety":         {Func: "upsum-variety", Args: 1},
	"Variety":              {Func: "loopy-variety"},
	"Options":              {Hint: "(left G) or (right G)"},
	"SensibleLeftOptions":  {Hint: "(sensible-moves G :left)"},
	"SensibleRightOptions": {Hint: "(sensible-moves G :right)"},
	"GameValue":            {Hint: "(loopy G) for a loopy game, (canon G) for a short one"},
	"MisereCanonicalForm":  {Hint: "(mcanon RULES N...) for a heap game"},
	"NimValue":             {Hint: "(nim-value RULES N...)"},
}

// CGSuiteFunctions maps CGSuite's functions and rulesets, called as
// Name(ARGS) (perhaps after a package path: game.grid.Domineering), to
// cgcalc's builtins: Name(ARGS) is (Func ARGS...).
var CGSuiteFunctions = map[string]CGSuiteMethod{
	"Tiny":             {Func: "tiny", Args: 1},
	"Miny":             {Func: "miny", Args: 1},
	"Amazons":          {Func: "amazons", Args: 1},
	"Clobber":          {Func: "clobber", Args: 1},
	"Cram":             {Func: "cram", Args: 1},
	"Domineering":      {Func: "domineering", Args: 1},
	"FoxAndGeese":      {Func: "fox-and-geese", Args: 1},
	"Konane":           {Func: "konane", Args: 1},
	"TakeAndBreak":     {Func: "octal", Args: 1},
	"ToadsAndFrogs":    {Func: "toads-and-frogs", Args: 1},
	"TopplingDominoes": {Func: "toppling-dominoes", Args: 1},
	"Hackenbush":       {Hint: `(hackenbush "...") (help hackenbush gives its strings)`},
}

// cgParser parses the tokens of one CGSuite statement.
type cgParser struct {
	file string
	src  string
	toks []cgTok
	i    int
}

// readCGSuite reads a CGSuite entry group as its statements, each a Lisp form.
func readCGSuite(file, src string, g entryGroup) ([]Node, error) {
	toks, err := cgTokens(file, src, g)
	if err != nil {
		return nil, err
	}
	var out []Node
	for len(toks) > 0 {
		k := 0
		for k < len(toks) && toks[k].typ != cgSemi {
			k++
		}
		if k > 0 {
			n, err := readStatement(file, src, toks[:k])
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		}
		if k == len(toks) {
			break
		}
		toks = toks[k+1:]
	}
	return out, nil
}

// readStatement reads NAME := E or E.
func readStatement(file, src string, toks []cgTok) (Node, error) {
	if len(toks) >= 2 && toks[1].typ == cgOp && toks[1].text == ":=" {
		name, err := cgAtom(toks[0])
		sym, ok := name.(*Symbol)
		if err != nil || !ok || toks[0].typ != tokAtom {
			return nil, &Error{Pos: toks[0].pos, Msg: fmt.Sprintf("%s := ...: only a name can be assigned", toks[0].text)}
		}
		if len(toks) == 2 {
			return nil, &Error{Pos: toks[1].pos, Msg: "nothing after :="}
		}
		e, err := readExpr(file, src, toks[2:])
		if err != nil {
			return nil, err
		}
		return &List{Start: toks[0].pos, Elems: []Node{&Symbol{Start: toks[1].pos, Name: "setq"}, sym, e}}, nil
	}
	return readExpr(file, src, toks)
}

// readExpr reads an expression; one with | or || outside parentheses is a
// game, its text read inside braces.
func readExpr(file, src string, toks []cgTok) (Node, error) {
	depth := 0
	for _, t := range toks {
		switch {
		case t.typ == tokLParen:
			depth++
		case t.typ == tokRParen:
			depth--
		case depth == 0 && t.typ == cgOp && strings.Trim(t.text, "|") == "":
			first, last := toks[0], toks[len(toks)-1]
			start := first.pos
			start.Col--
			nodes, err := readAt(start, "{"+src[first.off:last.end]+"}", nesting{})
			if err != nil {
				return nil, err
			}
			if l, ok := nodes[0].(*List); ok {
				l.Start = first.pos
			}
			return nodes[0], nil
		case depth == 0 && t.typ == cgOp && t.text == ":=":
			return nil, &Error{Pos: t.pos, Msg: ":= assigns to a name at the start of a statement"}
		}
	}
	p := &cgParser{file: file, src: src, toks: toks}
	n, err := p.relation()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.toks) {
		t := p.toks[p.i]
		return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("unexpected %s in CGSuite's syntax (an operator between operands? cgcalc reads this line as CGSuite's)", t.text)}
	}
	return n, nil
}

// The operators by precedence, and the Lisp each becomes.
var (
	relOps = map[string][]string{
		"==": {"="}, "!=": {"/="}, "<=": {"<="}, ">=": {">="}, "<": {"<"}, ">": {">"},
		"<>": {"cfuzzy"}, "<|": {"not", ">="}, "|>": {"not", "<="},
	}
	addOps = map[string]string{"+": "+", "-": "-"}
	mulOps = map[string]string{"*": "*", "/": "/"}
)

func (p *cgParser) peekOp(ops func(string) bool) (cgTok, bool) {
	if p.i < len(p.toks) && p.toks[p.i].typ == cgOp && ops(p.toks[p.i].text) {
		return p.toks[p.i], true
	}
	return cgTok{}, false
}

// binary builds (OP a b) at a's position, or (not (OP a b)).
func binary(fns []string, op cgTok, a, b Node) Node {
	n := Node(&List{Start: a.Pos(), Elems: []Node{&Symbol{Start: op.pos, Name: fns[len(fns)-1]}, a, b}})
	if len(fns) == 2 {
		n = &List{Start: a.Pos(), Elems: []Node{&Symbol{Start: op.pos, Name: fns[0]}, n}}
	}
	return n
}

func (p *cgParser) relation() (Node, error) {
	a, err := p.sum()
	if err != nil {
		return nil, err
	}
	for {
		op, ok := p.peekOp(func(s string) bool { return relOps[s] != nil })
		if !ok {
			return a, nil
		}
		p.i++
		b, err := p.sum()
		if err != nil {
			return nil, err
		}
		a = binary(relOps[op.text], op, a, b)
	}
}

func (p *cgParser) sum() (Node, error) {
	a, err := p.product()
	if err != nil {
		return nil, err
	}
	for {
		op, ok := p.peekOp(func(s string) bool { return addOps[s] != "" })
		if !ok {
			return a, nil
		}
		p.i++
		b, err := p.product()
		if err != nil {
			return nil, err
		}
		a = binary([]string{addOps[op.text]}, op, a, b)
	}
}

func (p *cgParser) product() (Node, error) {
	a, err := p.unary()
	if err != nil {
		return nil, err
	}
	for {
		// * after an operand multiplies; * where an operand is due is star.
		op, ok := p.peekOp(func(s string) bool { return mulOps[s] != "" })
		if !ok || p.i+1 >= len(p.toks) {
			return a, nil
		}
		p.i++
		b, err := p.unary()
		if err != nil {
			return nil, err
		}
		a = binary([]string{mulOps[op.text]}, op, a, b)
	}
}

func (p *cgParser) unary() (Node, error) {
	if op, ok := p.peekOp(func(s string) bool { return s == "-" || s == "+" }); ok && p.i+1 < len(p.toks) {
		p.i++
		a, err := p.unary()
		if err != nil || op.text == "+" {
			return a, err
		}
		return &List{Start: op.pos, Elems: []Node{&Symbol{Start: op.pos, Name: "-"}, a}}, nil
	}
	return p.postfix()
}

// postfix reads an operand and the method calls after it.
func (p *cgParser) postfix() (Node, error) {
	a, err := p.primary()
	if err != nil {
		return nil, err
	}
	for p.i < len(p.toks) {
		t := p.toks[p.i]
		switch {
		case t.typ == cgMethod:
			p.i++
			args, err := p.callArgs(t)
			if err != nil {
				return nil, err
			}
			if a, err = methodCall(t, a, args); err != nil {
				return nil, err
			}
		case t.typ == tokLParen && t.off == p.toks[p.i-1].end:
			// RULES(N): a heap of a ruleset, TakeAndBreak("0.07")(5).
			args, err := p.callArgs(p.toks[p.i-1])
			if err != nil {
				return nil, err
			}
			a = &List{Start: a.Pos(), Elems: append([]Node{&Symbol{Start: t.pos, Name: "heap"}, a}, args...)}
		default:
			return a, nil
		}
	}
	return a, nil
}

// methodCall is G.Name(ARGS) in Lisp.
func methodCall(t cgTok, g Node, args []Node) (Node, error) {
	m, ok := CGSuiteMethods[t.text]
	switch {
	case !ok:
		return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("CGSuite's .%s has no cgcalc form here; (help 'cgsuite) lists those that do", t.text)}
	case m.Func == "":
		return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("CGSuite's .%s: in cgcalc type %s", t.text, m.Hint)}
	case len(args) != m.Args:
		return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("CGSuite's .%s takes %d argument(s), as (%s G%s) does", t.text, m.Args, m.Func, strings.Repeat(" X", m.Args))}
	}
	return &List{Start: g.Pos(), Elems: append([]Node{&Symbol{Start: t.pos, Name: m.Func}, g}, args...)}, nil
}

// callArgs reads (E, E, ...) right after the token before it, if there.
func (p *cgParser) callArgs(before cgTok) ([]Node, error) {
	if p.i >= len(p.toks) || p.toks[p.i].typ != tokLParen || p.toks[p.i].off != before.end {
		return nil, nil
	}
	open := p.toks[p.i]
	p.i++
	var args []Node
	for {
		if p.i >= len(p.toks) {
			return nil, &Error{Pos: open.pos, Msg: `missing ")"`}
		}
		if p.toks[p.i].typ == tokRParen && len(args) == 0 {
			p.i++
			return args, nil
		}
		e, err := p.relation()
		if err != nil {
			return nil, err
		}
		args = append(args, e)
		if p.i >= len(p.toks) {
			return nil, &Error{Pos: open.pos, Msg: `missing ")"`}
		}
		switch t := p.toks[p.i]; t.typ {
		case tokRParen:
			p.i++
			return args, nil
		case cgComma:
			p.i++
		default:
			return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf(`unexpected %s: arguments are separated by "," and end with ")"`, t.text)}
		}
	}
}

// primary reads an operand: an atom, a string, a call Name(ARGS), a
// parenthesised expression or, failing that, a parenthesised Lisp form.
func (p *cgParser) primary() (Node, error) {
	if p.i >= len(p.toks) {
		last := p.toks[len(p.toks)-1]
		return nil, &Error{Pos: last.pos, Msg: fmt.Sprintf("%s: an operand is missing after it", last.text)}
	}
	t := p.toks[p.i]
	p.i++
	switch t.typ {
	case tokString:
		return readOne(t)
	case tokAtom, cgOp:
		if t.typ == cgOp && t.text != "*" {
			return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("%s: an operand is missing before it", t.text)}
		}
		if p.i < len(p.toks) && p.toks[p.i].typ == tokLParen && p.toks[p.i].off == t.end && callName(t.text) {
			return p.call(t)
		}
		return cgAtom(t)
	case tokLParen:
		return p.paren(t)
	}
	return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("unexpected %s in CGSuite's syntax", t.text)}
}

// call reads Name(ARGS).
func (p *cgParser) call(name cgTok) (Node, error) {
	short := name.text[strings.LastIndexByte(name.text, '.')+1:]
	f, ok := CGSuiteFunctions[short]
	switch {
	case !ok:
		return nil, &Error{Pos: name.pos, Msg: fmt.Sprintf("CGSuite's %s(...) has no cgcalc form here; (help 'cgsuite) lists those that do", short)}
	case f.Func == "":
		return nil, &Error{Pos: name.pos, Msg: fmt.Sprintf("CGSuite's %s(...): in cgcalc type %s", short, f.Hint)}
	}
	args, err := p.callArgs(name)
	if err != nil {
		return nil, err
	}
	if len(args) != f.Args {
		return nil, &Error{Pos: name.pos, Msg: fmt.Sprintf("CGSuite's %s takes %d argument(s), as (%s%s) does", short, f.Args, f.Func, strings.Repeat(" X", f.Args))}
	}
	return &List{Start: name.pos, Elems: append([]Node{&Symbol{Start: name.pos, Name: f.Func}}, args...)}, nil
}

// paren reads ( E ) as E, or the parenthesised text as one Lisp form when
// it is not an expression: g + (canon h).
func (p *cgParser) paren(open cgTok) (Node, error) {
	depth, k := 1, p.i
	for ; k < len(p.toks) && depth > 0; k++ {
		switch p.toks[k].typ {
		case tokLParen:
			depth++
		case tokRParen:
			depth--
		}
	}
	closeTok := p.toks[k-1]
	inner := &cgParser{file: p.file, src: p.src, toks: p.toks[p.i : k-1]}
	if len(inner.toks) > 0 {
		if n, err := inner.relation(); err == nil && inner.i == len(inner.toks) {
			p.i = k
			if l, ok := n.(*List); ok {
				l.Start = open.pos // the expression's text begins at "("
			}
			return n, nil
		}
	}
	p.i = k
	nodes, err := readAt(open.pos, p.src[open.off:closeTok.end], nesting{})
	if err != nil {
		return nil, err
	}
	return nodes[0], nil
}

// cgAtom reads an operand atom as Lisp reads it; true and false are t and
// nil.
func cgAtom(t cgTok) (Node, error) {
	switch t.text {
	case "true":
		return &Symbol{Start: t.pos, Name: "t"}, nil
	case "false":
		return &Symbol{Start: t.pos, Name: "nil"}, nil
	}
	return readOne(t)
}

// readOne reads a token's text as one Lisp form at its position.
func readOne(t cgTok) (Node, error) {
	nodes, err := readAt(t.pos, t.text, nesting{})
	if err != nil {
		return nil, err
	}
	if len(nodes) != 1 {
		return nil, &Error{Pos: t.pos, Msg: fmt.Sprintf("%s is not one operand", t.text)}
	}
	return nodes[0], nil
}

// CGSuiteHint returns what to type for name, a symbol as read, when it is
// a CGSuite method call written in lower case (g.thermograph, read as one
// symbol): "g.Thermograph or (thermograph g)"; "" for any other name.
func CGSuiteHint(name string) string {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 || strings.ContainsAny(name[:i], "(){}\" ") {
		return ""
	}
	obj, method := name[:i], name[i+1:]
	for key, m := range CGSuiteMethods {
		if !strings.EqualFold(key, method) {
			continue
		}
		if m.Func == "" {
			return fmt.Sprintf("CGSuite's .%s: in cgcalc type %s", key, m.Hint)
		}
		form := "(" + m.Func + " " + obj + strings.Repeat(" X", m.Args) + ")"
		return fmt.Sprintf("CGSuite's %s.%s: type it so, or %s", obj, key, form)
	}
	return ""
}
