package surreal

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxPower bounds the integer powers Parse computes (x^n, |n| ≤ MaxPower).
const MaxPower = 4096

// Parse reads a surreal number written as CGSuite's worksheet takes it or
// as String and ASCII print it: naturals, ω or omega, + and −, * or · (or
// nothing, as in 3ω) for products, / for quotients, ^ for powers (right
// to left: ω^ω^2 is ω^(ω^2)), and parentheses. A power of ω may be any
// generalized ordinal (ω^(−1) is 1/ω); a power of anything else an
// integer. Examples: 6/23, ω-1, omega - 1, 2ω-3, ω^2-ω, 1/omega,
// (ω+1)/(ω-1). Terms written side by side multiply first: 1/2ω is
// 1/(2ω), as String prints it. Errors give the column (counted in characters from 1).
func Parse(text string) (Number, error) {
	p := &parser{text: text}
	x, err := p.expr()
	if err == nil && p.skip() < len(p.text) {
		err = p.errorf("unexpected %q", p.rest())
	}
	return x, err
}

type parser struct {
	text string
	pos  int
}

func (p *parser) errorf(format string, args ...any) error {
	col := utf8.RuneCountInString(p.text[:min(p.pos, len(p.text))]) + 1
	return fmt.Errorf("column %d: %s", col, fmt.Sprintf(format, args...))
}

func (p *parser) rest() string {
	r := p.text[p.pos:]
	if len(r) > 12 {
		r = r[:12] + "…"
	}
	return r
}

func (p *parser) skip() int {
	for p.pos < len(p.text) {
		r, n := utf8.DecodeRuneInString(p.text[p.pos:])
		if !unicode.IsSpace(r) {
			break
		}
		p.pos += n
	}
	return p.pos
}

func (p *parser) peek(s string) bool {
	p.skip()
	return strings.HasPrefix(p.text[p.pos:], s)
}

func (p *parser) accept(s string) bool {
	if p.peek(s) {
		p.pos += len(s)
		return true
	}
	return false
}

// wrap returns a function placing an arithmetic error at column at, the
// operator's.
func (p *parser) wrap(at int) func(x Number, err error) (Number, error) {
	return func(x Number, err error) (Number, error) {
		if err != nil {
			save := p.pos
			p.pos = at
			err = p.errorf("%v", err)
			p.pos = save
		}
		return x, err
	}
}

// expr := ['+'|'-'] term (('+'|'-') term)*
func (p *parser) expr() (Number, error) {
	var x Number
	first := true
	for {
		at := p.skip()
		neg := false
		switch {
		case p.accept("+"):
		case p.accept("-"), p.accept("−"):
			neg = true
		default:
			if !first {
				return x, nil
			}
		}
		t, err := p.term()
		if err != nil {
			return Number{}, err
		}
		if neg {
			t = t.Neg()
		}
		if x, err = p.wrap(at)(Add(x, t)); err != nil {
			return Number{}, err
		}
		first = false
	}
}

// term := factor (('*'|'·'|'/') factor)*
func (p *parser) term() (Number, error) {
	x, err := p.factor()
	if err != nil {
		return Number{}, err
	}
	for {
		at := p.skip()
		var y Number
		switch {
		case p.accept("*"), p.accept("·"):
			if y, err = p.factor(); err == nil {
				x, err = p.wrap(at)(Mul(x, y))
			}
		case p.accept("/"):
			if y, err = p.factor(); err == nil {
				x, err = p.wrap(at)(Div(x, y))
			}
		default:
			return x, nil
		}
		if err != nil {
			return Number{}, err
		}
	}
}

// factor := power power*: powers written side by side (3ω, 2(ω+1))
// multiply, and bind more tightly than * and /, so 1/2ω is 1/(2ω), as
// String prints it.
func (p *parser) factor() (Number, error) {
	x, err := p.power()
	for err == nil && (p.peek("ω") || p.peek("omega") || p.peek("(")) {
		at := p.skip()
		var y Number
		if y, err = p.power(); err == nil {
			x, err = p.wrap(at)(Mul(x, y))
		}
	}
	return x, err
}

// power := primary ['^' unary], unary := ['-'] power.
func (p *parser) power() (Number, error) {
	base, isOmega, err := p.primary()
	if err != nil {
		return Number{}, err
	}
	at := p.skip()
	if !p.accept("^") {
		return base, nil
	}
	neg := p.accept("-") || p.accept("−")
	e, err := p.power()
	if err != nil {
		return Number{}, err
	}
	if neg {
		e = e.Neg()
	}
	ep, ok := e.Poly()
	if isOmega {
		if !ok {
			return p.wrap(at)(Number{}, fmt.Errorf("a power of ω must be a generalized ordinal, not %s", e))
		}
		return p.wrap(at)(OmegaPow(ep))
	}
	n, ok := ep.IsInt()
	if !ok || !e.den.IsZero() {
		return p.wrap(at)(Number{}, fmt.Errorf("the power of %s must be an integer, not %s", base, e))
	}
	if n.CmpAbs(big.NewInt(MaxPower)) > 0 {
		return p.wrap(at)(Number{}, fmt.Errorf("the power %s is too large (the most is %d either way)", n, MaxPower))
	}
	return p.wrap(at)(Pow(base, n.Int64()))
}

// primary := natural | ω | omega | '(' expr ')'; isOmega reports a bare ω.
func (p *parser) primary() (Number, bool, error) {
	p.skip()
	if p.accept("ω") || p.accept("omega") {
		return FromPoly(Omega()), true, nil
	}
	if p.accept("(") {
		x, err := p.expr()
		if err == nil && !p.accept(")") {
			err = p.errorf("missing )")
		}
		return x, false, err
	}
	start := p.pos
	for p.pos < len(p.text) && p.text[p.pos] >= '0' && p.text[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos {
		if p.pos == len(p.text) {
			return Number{}, false, p.errorf("missing number at the end")
		}
		return Number{}, false, p.errorf("expected a natural number, ω or (, not %q", p.rest())
	}
	n, _ := new(big.Int).SetString(p.text[start:p.pos], 10)
	return FromPoly(Int(n)), false, nil
}
