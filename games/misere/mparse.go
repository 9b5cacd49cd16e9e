package misere

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Parse reads a game and returns its canonical form. The grammar:
//
//	expr    = term { "+" term }          a sum
//	term    = "0" | "*" [ number ]       0, *, *n (*0 = 0, *1 = *)
//	        | ":" number                 the adder :n (Allemang 1984, "Misère play", adders)
//	        | "{" [ expr { "," expr } ] "}"   the game with these options
//	        | "(" expr ")"
//	        | "*[" body "]"              the compact notation (see Compact)
//
// Spaces are ignored outside numbers. Parse is guarded by the node limit
// and the context, like Heap.
func (s *MStore) Parse(text string) (MID, error) {
	p := &mparser{s: s, in: text}
	var id MID
	var perr error
	err := s.guarded(func() {
		id, perr = p.expr()
		if perr == nil {
			p.space()
			if p.pos < len(p.in) {
				perr = p.errorf("unexpected %q", p.in[p.pos:])
			}
		}
	})
	if err != nil {
		return Zero, err
	}
	if perr != nil {
		return Zero, perr
	}
	return id, nil
}

type mparser struct {
	s   *MStore
	in  string
	pos int
}

// maxParseNimber bounds *n in Parse (a nimber *n has n options).
const maxParseNimber = 1 << 12

func (p *mparser) errorf(format string, args ...any) error {
	return fmt.Errorf("bad game %q at byte %d: %s", p.in, p.pos, fmt.Sprintf(format, args...))
}

// char returns the character at the cursor, quoted for an error message:
// '↑' for a UTF-8 character (never one of its bytes), "\xff" for a byte
// that does not begin one.
func (p *mparser) char() string {
	r, size := utf8.DecodeRuneInString(p.in[p.pos:])
	if r == utf8.RuneError && size <= 1 {
		return strconv.Quote(p.in[p.pos : p.pos+size])
	}
	return strconv.QuoteRune(r)
}

func (p *mparser) space() {
	for p.pos < len(p.in) && (p.in[p.pos] == ' ' || p.in[p.pos] == '\t') {
		p.pos++
	}
}

func (p *mparser) peek() byte {
	p.space()
	if p.pos < len(p.in) {
		return p.in[p.pos]
	}
	return 0
}

func (p *mparser) expr() (MID, error) {
	id, err := p.term()
	if err != nil {
		return Zero, err
	}
	for p.peek() == '+' {
		p.pos++
		t, err := p.term()
		if err != nil {
			return Zero, err
		}
		id = p.s.Sum(id, t)
	}
	return id, nil
}

func (p *mparser) number() (int, bool) {
	start := p.pos
	for p.pos < len(p.in) && p.in[p.pos] >= '0' && p.in[p.pos] <= '9' && p.pos-start < 9 {
		p.pos++
	}
	if p.pos == start {
		return 0, false
	}
	n, _ := strconv.Atoi(p.in[start:p.pos])
	return n, true
}

func (p *mparser) nimber(n int) (MID, error) {
	if n > maxParseNimber {
		return Zero, p.errorf("nimber *%d too large (at most *%d)", n, maxParseNimber)
	}
	return p.s.Nimber(n), nil
}

func (p *mparser) term() (MID, error) {
	switch c := p.peek(); {
	case c == 0 && p.pos >= len(p.in):
		return Zero, p.errorf("missing game at end")
	case c >= '0' && c <= '9':
		n, _ := p.number()
		if n != 0 {
			return Zero, p.errorf("a number other than 0 is not a game (write *%d)", n)
		}
		return Zero, nil
	case c == '*':
		p.pos++
		if p.pos < len(p.in) && p.in[p.pos] == '[' {
			p.pos++
			id, err := p.body(']')
			if err != nil {
				return Zero, err
			}
			p.pos++
			return id, nil
		}
		if n, ok := p.number(); ok {
			return p.nimber(n)
		}
		return p.s.Nimber(1), nil
	case c == ':':
		p.pos++
		n, ok := p.number()
		if !ok || n > maxParseNimber {
			return Zero, p.errorf("an adder :n needs n from 0 to %d", maxParseNimber)
		}
		id := p.s.Nimber(n % 2)
		for range n / 2 {
			id = p.s.Sum(id, p.s.Nimber(2))
		}
		return id, nil
	case c == '(':
		p.pos++
		id, err := p.expr()
		if err != nil {
			return Zero, err
		}
		if p.peek() != ')' {
			return Zero, p.errorf("missing )")
		}
		p.pos++
		return id, nil
	case c == '{':
		p.pos++
		var opts []MID
		if p.peek() == '}' {
			p.pos++
			return Zero, nil
		}
		for {
			o, err := p.expr()
			if err != nil {
				return Zero, err
			}
			opts = append(opts, o)
			switch p.peek() {
			case ',':
				p.pos++
			case '}':
				p.pos++
				return p.s.Game(opts), nil
			default:
				return Zero, p.errorf("expected , or } in braces")
			}
		}
	default:
		return Zero, p.errorf("unexpected %s (a game is 0, *, *n, {…}, *[…] or a sum with +)", p.char())
	}
}

// body reads a compact body up to (not past) the closing byte end.
func (p *mparser) body(end byte) (MID, error) {
	var items []MID
	for {
		c := p.peek()
		if c == end {
			break
		}
		var id MID
		switch {
		case c == 0 && p.pos >= len(p.in):
			return Zero, p.errorf("missing %c", end)
		case c >= '0' && c <= '9':
			id = p.s.Nimber(int(c - '0'))
			p.pos++
		case c == '&':
			p.pos++
			n, ok := p.number()
			if !ok || p.pos >= len(p.in) || p.in[p.pos] != ';' {
				return Zero, p.errorf("write a nimber of 10 or more as &n;")
			}
			p.pos++
			var err error
			if id, err = p.nimber(n); err != nil {
				return Zero, err
			}
		case c == '(':
			p.pos++
			var err error
			if id, err = p.body(')'); err != nil {
				return Zero, err
			}
			p.pos++
		default:
			return Zero, p.errorf("unexpected %s in *[…] (items are digits, &n;, (…), each with optional #)", p.char())
		}
		for p.peek() == '#' {
			p.pos++
			id = p.s.Game([]MID{id})
		}
		items = append(items, id)
	}
	switch len(items) {
	case 0:
		return Zero, p.errorf("empty brackets")
	case 1:
		return items[0], nil
	}
	return p.s.Game(items), nil
}
