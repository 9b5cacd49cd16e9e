package ordinal

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
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
	p := &parser{text: text}
	x, err := p.sum()
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

// skip passes spaces and returns the position after them.
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

// accept consumes s (after spaces) if the text continues with it.
func (p *parser) accept(s string) bool {
	p.skip()
	if strings.HasPrefix(p.text[p.pos:], s) {
		p.pos += len(s)
		return true
	}
	return false
}

func (p *parser) omega() bool { return p.accept("ω") || p.accept("omega") }

func (p *parser) times() bool { return p.accept("*") || p.accept("·") }

// sum := term ('+' term)*
func (p *parser) sum() (Ordinal, error) {
	var x Ordinal
	for {
		t, err := p.term()
		if err != nil {
			return Ordinal{}, err
		}
		x = NaturalAdd(x, t)
		if !p.accept("+") {
			return x, nil
		}
	}
}

func (p *parser) natural() (*big.Int, bool) {
	p.skip()
	start := p.pos
	for p.pos < len(p.text) && p.text[p.pos] >= '0' && p.text[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos {
		return nil, false
	}
	n, _ := new(big.Int).SetString(p.text[start:p.pos], 10)
	return n, true
}

// term := natural | [natural ['*'|'·']] power ['*'|'·' natural]
func (p *parser) term() (Ordinal, error) {
	coef := big.NewInt(1)
	if n, ok := p.natural(); ok {
		save := p.pos
		p.times()
		if !p.omega() {
			p.pos = save
			return FromBig(n), nil
		}
		coef = n
	} else if !p.omega() {
		if p.accept("(") {
			x, err := p.sum()
			if err == nil && !p.accept(")") {
				err = p.errorf("missing )")
			}
			return x, err
		}
		if p.skip() == len(p.text) {
			return Ordinal{}, p.errorf("missing term at the end")
		}
		return Ordinal{}, p.errorf("expected a natural number or ω, not %q", p.rest())
	}
	exp, err := p.exponent()
	if err != nil {
		return Ordinal{}, err
	}
	save := p.pos
	if p.times() {
		n, ok := p.natural()
		if !ok {
			p.pos = save
			return Ordinal{}, p.errorf("expected a natural number after %q", p.text[save:p.skip()+1])
		}
		coef = new(big.Int).Mul(coef, n)
	}
	m, err := Monomial(exp, coef)
	if err != nil {
		return Ordinal{}, p.errorf("%v", err)
	}
	return m, nil
}

// exponent reads what follows ω: nothing (1), or ^ then a natural, a
// parenthesized sum or ω with its own exponent.
func (p *parser) exponent() (Ordinal, error) {
	if !p.accept("^") {
		return Nat(1), nil
	}
	if n, ok := p.natural(); ok {
		return FromBig(n), nil
	}
	if p.accept("(") {
		x, err := p.sum()
		if err == nil && !p.accept(")") {
			err = p.errorf("missing )")
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
			return Ordinal{}, p.errorf("%v", err)
		}
		return x, nil
	}
	return Ordinal{}, p.errorf("expected an exponent after ^")
}
