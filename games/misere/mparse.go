package misere

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"cgcalc/games/internal/clip"
)

// Parse reads a game and returns its canonical form. The grammar:
//
//	expr    = term { "+" term }          a sum
//	term    = "0" | "*" [ number ]       0, *, *n (*0 = 0, *1 = *)
//	        | ":" number                 the adder :n (Allemang 1984, "Misère play", adders)
//	        | "{" [ expr { "," expr } ] "}"   the game with these options
//	        | "(" expr ")"
//	        | "*[" body "]"              CGSuite's notation (see Compact)
//	        | "*[" list "]"              CGSuite's input: *[[2],0] is {{*2},0}
//
// CGSuite's notation (what Compact prints):
//
//	body    = item { item }              one item: that game; more: the game with these options
//	item    = base { "#" | "[" { op } "]" }
//	base    = digit | "&" number ";" | "(" body ")"   a nim heap, or a game
//	op      = "#" | nim | "-" nim        {X}; X + *k; X − *k (an error if *k is not a part of X)
//	nim     = digit | "&" number ";"
//
// so *[2#] is {*2}, *[42] is {*4,*2}, *[2[2]] is *2+*2 and *[2[#-2]] is
// the game X with X + *2 = {*2}. A body that starts with "[" or "*", or
// has a comma outside brackets, is a list as CGSuite reads *[…] input
// (each element a number n for *n, a bracketed list for the game with
// those options, or an expression; one element alone is that game):
// *[2] is *2, *[[2]] is {*2}, *[[2],1] is {{*2},*}, *[12, 3] is {*12,*3}
// and *[] is 0. A lone number of several digits, *[42], is CGSuite's
// notation, not a list; write *42 or *[&42;] for the nim heap.
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
				perr = p.errorf("unexpected %s", clip.Quote(p.in[p.pos:]))
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
	return fmt.Errorf("bad game %s at byte %d: %s", clip.Quote(p.in), p.pos, fmt.Sprintf(format, args...))
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
			return p.bracket()
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

// bracket reads what follows "*[" up to and past its "]".
func (p *mparser) bracket() (MID, error) {
	var id MID
	var err error
	switch c := p.peek(); {
	case c == ']':
		p.pos++
		return Zero, nil
	case c == '[' || c == '*' || c == '{' || p.listAhead():
		id, err = p.list(true)
	default:
		id, err = p.body(']')
	}
	if err != nil {
		return Zero, err
	}
	p.pos++
	return id, nil
}

// listAhead reports whether a comma comes before the "]" that closes the
// brackets at the cursor, outside inner brackets, braces and parentheses.
func (p *mparser) listAhead() bool {
	depth := 0
	for i := p.pos; i < len(p.in); i++ {
		switch p.in[i] {
		case '[', '{', '(':
			depth++
		case ']', '}', ')':
			if depth == 0 {
				return false
			}
			depth--
		case ',':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// list reads the elements of a CGSuite list up to (not past) its "]": the
// game with those options, or at the top (one element) that element.
func (p *mparser) list(top bool) (MID, error) {
	var items []MID
	for {
		var id MID
		switch c := p.peek(); {
		case c == ']' && len(items) == 0:
			return Zero, nil
		case c >= '0' && c <= '9':
			n, _ := p.number()
			var err error
			if id, err = p.nimber(n); err != nil {
				return Zero, err
			}
		case c == '[':
			p.pos++
			var err error
			if id, err = p.list(false); err != nil {
				return Zero, err
			}
			p.pos++
		default:
			var err error
			if id, err = p.expr(); err != nil {
				return Zero, err
			}
		}
		items = append(items, id)
		switch p.peek() {
		case ',':
			p.pos++
			continue
		case ']':
		default:
			if p.pos >= len(p.in) {
				return Zero, p.errorf("missing ]")
			}
			return Zero, p.errorf("expected , or ] in *[…], not %s", p.char())
		}
		break
	}
	if top && len(items) == 1 {
		return items[0], nil
	}
	return p.s.Game(items), nil
}

// body reads CGSuite's notation up to (not past) the closing byte end.
func (p *mparser) body(end byte) (MID, error) {
	var items []MID
	for {
		c := p.peek()
		if c == end {
			break
		}
		if c == 0 && p.pos >= len(p.in) {
			return Zero, p.errorf("missing %c", end)
		}
		id, err := p.item()
		if err != nil {
			return Zero, err
		}
		items = append(items, id)
	}
	switch len(items) {
	case 0:
		return Zero, p.errorf("empty parentheses")
	case 1:
		return items[0], nil
	}
	return p.s.Game(items), nil
}

// cgNim reads a digit or &n; at the cursor.
func (p *mparser) cgNim() (int, bool, error) {
	switch c := p.peek(); {
	case c >= '0' && c <= '9':
		p.pos++
		return int(c - '0'), true, nil
	case c == '&':
		p.pos++
		n, ok := p.number()
		if !ok || p.pos >= len(p.in) || p.in[p.pos] != ';' {
			return 0, false, p.errorf("write a nimber of 10 or more as &n;")
		}
		p.pos++
		if n > maxParseNimber {
			return 0, false, p.errorf("nimber *%d too large (at most *%d)", n, maxParseNimber)
		}
		return n, true, nil
	}
	return 0, false, nil
}

// item reads a base and the # signs and subscripts after it.
func (p *mparser) item() (MID, error) {
	var id MID
	k, ok, err := p.cgNim()
	switch {
	case err != nil:
		return Zero, err
	case ok:
		id = p.s.Nimber(k)
	case p.peek() == '(':
		p.pos++
		if id, err = p.body(')'); err != nil {
			return Zero, err
		}
		p.pos++
	default:
		return Zero, p.errorf("unexpected %s in *[…] (items are digits, &n; or (…), each followed by # or [subscripts])", p.char())
	}
	for {
		switch p.peek() {
		case '#':
			p.pos++
			id = p.s.Game([]MID{id})
			continue
		case '[':
			p.pos++
			if id, err = p.subscripts(id); err != nil {
				return Zero, err
			}
			continue
		}
		return id, nil
	}
}

// subscripts applies the operations up to and past "]" to id.
func (p *mparser) subscripts(id MID) (MID, error) {
	for {
		c := p.peek()
		switch {
		case c == ']':
			p.pos++
			return id, nil
		case c == '#':
			p.pos++
			id = p.s.Game([]MID{id})
			continue
		case c == '-':
			p.pos++
			k, ok, err := p.cgNim()
			if err != nil {
				return Zero, err
			}
			if !ok {
				return Zero, p.errorf("- in a subscript needs a nimber (a digit or &n;)")
			}
			d, ok := p.s.Difference(id, p.s.Nimber(k))
			if !ok {
				return Zero, p.errorf("cannot take *%d away: the game before it is not *%d plus a game", k, k)
			}
			id = d
			continue
		}
		k, ok, err := p.cgNim()
		if err != nil {
			return Zero, err
		}
		if !ok {
			if p.pos >= len(p.in) {
				return Zero, p.errorf("missing ]")
			}
			return Zero, p.errorf("unexpected %s in a subscript (#, a digit, &n; or -n)", p.char())
		}
		id = p.s.Sum(id, p.s.Nimber(k))
	}
}
