package ordinal

import (
	"math/big"
	"strings"

	"cgcalc/games/internal/scan"
)

// String returns x in CGSuite's notation (GeneralizedOrdinal's output):
// terms from the greatest, each its coefficient (unless 1) then ω and its
// exponent (unless 1), the exponent in parentheses when it is a sum or has
// a coefficient: 0, 7, ω, ω^2, 3ω+5, ω^(ω+1), ω^(2ω), ω^ω^2.
func (x Ordinal) String() string { return x.format("ω", "") }

// ASCII returns x as String does with omega for ω and * between a
// coefficient and omega: 3*omega+5, omega^(omega+1). CGSuite reads it.
func (x Ordinal) ASCII() string { return x.format("omega", "*") }

func (x Ordinal) format(omega, times string) string {
	if x.IsZero() {
		return "0"
	}
	var b strings.Builder
	x.write(&b, omega, times)
	return b.String()
}

func (x Ordinal) write(b *strings.Builder, omega, times string) {
	for i, t := range x.terms {
		if i > 0 {
			b.WriteByte('+')
		}
		one := t.Coef.Cmp(big.NewInt(1)) == 0
		if t.Exp.IsZero() {
			b.WriteString(t.Coef.String())
			continue
		}
		if !one {
			b.WriteString(t.Coef.String())
			b.WriteString(times)
		}
		b.WriteString(omega)
		if Equal(t.Exp, Nat(1)) {
			continue
		}
		b.WriteByte('^')
		e := t.Exp.terms
		parens := len(e) > 1 || e[0].Coef.Cmp(big.NewInt(1)) != 0 && !e[0].Exp.IsZero()
		if parens {
			b.WriteByte('(')
		}
		t.Exp.write(b, omega, times)
		if parens {
			b.WriteByte(')')
		}
	}
}

// Parse reads an ordinal written as String or ASCII print it, or as the
// books write it: ω or omega, naturals, ^ for powers (right to left:
// ω^ω^2 is ω^(ω^2)), a coefficient before ω (3ω, 3*omega) or after it
// (ω·3, omega*3), and + between terms. The terms may come in any order:
// + is the natural sum, which adds the coefficients of equal powers of ω
// (as CGSuite's + of generalized ordinals does), so 5+ω is ω+5. Errors
// give the column (counted in characters from 1).
func Parse(text string) (Ordinal, error) {
	p := &parser{scan.Scanner{Text: text}}
	x, err := p.sum()
	if err == nil && p.Skip() < len(p.Text) {
		err = p.Errorf("unexpected %q", p.Rest())
	}
	return x, err
}

type parser struct{ scan.Scanner }

func (p *parser) omega() bool { return p.Accept("ω") || p.Accept("omega") }

func (p *parser) times() bool { return p.Accept("*") || p.Accept("·") }

// sum := term ('+' term)*
func (p *parser) sum() (Ordinal, error) {
	var x Ordinal
	for {
		t, err := p.term()
		if err != nil {
			return Ordinal{}, err
		}
		x = NaturalAdd(x, t)
		if !p.Accept("+") {
			return x, nil
		}
	}
}

func (p *parser) natural() (*big.Int, bool) {
	p.Skip()
	start := p.Pos
	for p.Pos < len(p.Text) && p.Text[p.Pos] >= '0' && p.Text[p.Pos] <= '9' {
		p.Pos++
	}
	if start == p.Pos {
		return nil, false
	}
	n, _ := new(big.Int).SetString(p.Text[start:p.Pos], 10)
	return n, true
}

// term := natural | [natural ['*'|'·']] power ['*'|'·' natural]
func (p *parser) term() (Ordinal, error) {
	coef := big.NewInt(1)
	if n, ok := p.natural(); ok {
		save := p.Pos
		p.times()
		if !p.omega() {
			p.Pos = save
			return FromBig(n), nil
		}
		coef = n
	} else if !p.omega() {
		if p.Accept("(") {
			x, err := p.sum()
			if err == nil && !p.Accept(")") {
				err = p.Errorf("missing )")
			}
			return x, err
		}
		if p.Skip() == len(p.Text) {
			return Ordinal{}, p.Errorf("missing term at the end")
		}
		return Ordinal{}, p.Errorf("expected a natural number or ω, not %q", p.Rest())
	}
	exp, err := p.exponent()
	if err != nil {
		return Ordinal{}, err
	}
	save := p.Pos
	if p.times() {
		n, ok := p.natural()
		if !ok {
			p.Pos = save
			return Ordinal{}, p.Errorf("expected a natural number after %q", p.Text[save:p.Skip()+1])
		}
		coef = new(big.Int).Mul(coef, n)
	}
	m, err := Monomial(exp, coef)
	if err != nil {
		return Ordinal{}, p.Errorf("%v", err)
	}
	return m, nil
}

// exponent reads what follows ω: nothing (1), or ^ then a natural, a
// parenthesized sum or ω with its own exponent.
func (p *parser) exponent() (Ordinal, error) {
	if !p.Accept("^") {
		return Nat(1), nil
	}
	if n, ok := p.natural(); ok {
		return FromBig(n), nil
	}
	if p.Accept("(") {
		x, err := p.sum()
		if err == nil && !p.Accept(")") {
			err = p.Errorf("missing )")
		}
		return x, err
	}
	if p.omega() {
		e, err := p.exponent()
		if err != nil {
			return Ordinal{}, err
		}
		x, err := OmegaPow(e)
		if err != nil {
			return Ordinal{}, p.Errorf("%v", err)
		}
		return x, nil
	}
	return Ordinal{}, p.Errorf("expected an exponent after ^")
}
