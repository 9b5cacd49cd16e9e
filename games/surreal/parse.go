package surreal

import (
	"fmt"
	"math/big"

	"cgcalc/games/internal/scan"
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
	p := &parser{scan.Scanner{Text: text}}
	x, err := p.expr()
	if err == nil && p.Skip() < len(p.Text) {
		err = p.Errorf("unexpected %q", p.Rest())
	}
	return x, err
}

type parser struct{ scan.Scanner }

// wrap returns a function placing an arithmetic error at column at, the
// operator's.
func (p *parser) wrap(at int) func(x Number, err error) (Number, error) {
	return func(x Number, err error) (Number, error) {
		if err != nil {
			save := p.Pos
			p.Pos = at
			err = p.Errorf("%v", err)
			p.Pos = save
		}
		return x, err
	}
}

// expr := ['+'|'-'] term (('+'|'-') term)*
func (p *parser) expr() (Number, error) {
	var x Number
	first := true
	for {
		at := p.Skip()
		neg := false
		switch {
		case p.Accept("+"):
		case p.Accept("-"), p.Accept("−"):
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
		at := p.Skip()
		var y Number
		switch {
		case p.Accept("*"), p.Accept("·"):
			if y, err = p.factor(); err == nil {
				x, err = p.wrap(at)(Mul(x, y))
			}
		case p.Accept("/"):
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
	for err == nil && (p.Peek("ω") || p.Peek("omega") || p.Peek("(")) {
		at := p.Skip()
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
	at := p.Skip()
	if !p.Accept("^") {
		return base, nil
	}
	neg := p.Accept("-") || p.Accept("−")
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
	p.Skip()
	if p.Accept("ω") || p.Accept("omega") {
		return FromPoly(Omega()), true, nil
	}
	if p.Accept("(") {
		x, err := p.expr()
		if err == nil && !p.Accept(")") {
			err = p.Errorf("missing )")
		}
		return x, false, err
	}
	start := p.Pos
	for p.Pos < len(p.Text) && p.Text[p.Pos] >= '0' && p.Text[p.Pos] <= '9' {
		p.Pos++
	}
	if start == p.Pos {
		if p.Pos == len(p.Text) {
			return Number{}, false, p.Errorf("missing number at the end")
		}
		return Number{}, false, p.Errorf("expected a natural number, ω or (, not %q", p.Rest())
	}
	n, _ := new(big.Int).SetString(p.Text[start:p.Pos], 10)
	return FromPoly(Int(n)), false, nil
}
