package rulesets

import (
	"strings"

	"cgcalc/games"
)

// Products of coin-turning games (Winning Ways ch. 14, "Tartan"): coins on
// a grid, rows numbered 1, 2, ... from the top and columns from the left.
// With two turning codes G (for the rows) and H (for the columns), a move
// chooses a set A of rows G allows (its last row a) and a set B of columns
// H allows (its last column b), with the coin at (a, b) heads, and turns
// every coin of A × B. Mock Turtles × Mock Turtles is Turtle Turtles, the
// code "2" (Twins) with itself is Turning Corners.
//
// The Tartan Theorem (Winning Ways ch. 14) values a head at (a, b) as the
// nim product G(a) ⊗ H(b) of the heads' values in the two games, and the
// grid as the nim-sum of its heads, which is how Value works; the tests
// check it against the plain moves.

// productRules is the ruleset turning-product.
type productRules struct {
	s     *games.Store
	codes map[string]*spawning
}

func init() {
	register("turning-product", func(s *games.Store) Ruleset {
		return &productRules{s: s, codes: map[string]*spawning{}}
	})
}

// maxProductCoins bounds a grid's rows and columns.
const maxProductCoins = 1 << 12

// productPos is a grid of coins under the two codes.
type productPos struct {
	rowCode, colCode string
	rows, cols       *spawning
	heads            [][]bool // heads[r][c] for the coin (r+1, c+1)
}

// String is "1-3 1-3 th|ht": the codes, then the rows joined by '|'.
func (p *productPos) String() string {
	var b strings.Builder
	b.WriteString(p.rowCode + " " + p.colCode + " ")
	for r, row := range p.heads {
		if r > 0 {
			b.WriteByte('|')
		}
		for _, h := range row {
			if h {
				b.WriteByte('h')
			} else {
				b.WriteByte('t')
			}
		}
	}
	return b.String()
}

// Picture draws the grid: 'H' heads, 'T' tails.
func (p *productPos) Picture() Picture {
	rows := make([][]rune, len(p.heads))
	for r, row := range p.heads {
		rows[r] = make([]rune, len(row))
		for c, h := range row {
			rows[r][c] = 'T'
			if h {
				rows[r][c] = 'H'
			}
		}
	}
	return &Board{Rows: rows}
}

func (*productRules) Name() string { return "turning-product" }

// Impartial is true.
func (*productRules) Impartial() bool { return true }

// Parse reads the rows' code, the columns' code and the grid, rows of h
// and t (or 1 and 0) joined by '|', all of one length.
func (r *productRules) Parse(text string) (Position, error) {
	sc := &scanner{text: text}
	var codes [2]string
	var sps [2]*spawning
	for k, whose := range []string{"rows'", "columns'"} {
		sc.space()
		start := sc.i
		for sc.i < len(text) && text[sc.i] != ' ' && text[sc.i] != '\t' {
			sc.i++
		}
		if start == sc.i {
			return nil, sc.errorf(sc.i, "no turning code for the %s game (a position is two codes and a grid: \"1-3 1-3 th|ht\")", strings.TrimSuffix(whose, "'"))
		}
		code := normalCode(text[start:sc.i])
		sp, ok := r.codes[code]
		if !ok {
			elems, err := parseTurningCode(code, start)
			if err != nil {
				return nil, err
			}
			sp = &spawning{elems: elems, g: []int32{0}}
			r.codes[code] = sp
		}
		codes[k], sps[k] = code, sp
	}
	sc.space()
	var heads [][]bool
	row := []bool{}
	for sc.i < len(text) && text[sc.i] != ' ' && text[sc.i] != '\t' {
		switch text[sc.i] {
		case 'h', 'H', '1':
			row = append(row, true)
		case 't', 'T', '0':
			row = append(row, false)
		case '|':
			heads, row = append(heads, row), []bool{}
		default:
			return nil, sc.errorf(sc.i, "%s is not a coin (h or 1 for heads, t or 0 for tails, | between rows)", sc.what(sc.i))
		}
		sc.i++
	}
	heads = append(heads, row)
	if !sc.done() {
		return nil, sc.errorf(sc.i, "%s after the grid", sc.what(sc.i))
	}
	for i, row := range heads {
		if len(row) == 0 || len(row) != len(heads[0]) {
			return nil, sc.errorf(sc.i, "row %d has %d coins, row 1 %d: the rows of the grid are of one length, at least 1", i+1, len(row), len(heads[0]))
		}
	}
	if len(heads) > maxProductCoins || len(heads[0]) > maxProductCoins {
		return nil, sc.errorf(0, "a grid of more than %d rows or columns", maxProductCoins)
	}
	return &productPos{rowCode: codes[0], colCode: codes[1], rows: sps[0], cols: sps[1], heads: heads}, nil
}

// grundy is the value of a head at coin n of one of the codes.
func (r *productRules) grundy(sp *spawning, n int) (int, error) {
	t := &turningRules{s: r.s}
	return t.grundy(sp, n)
}

// NimValue is the nim-sum over the heads at (a, b) of G(a) ⊗ H(b).
func (r *productRules) NimValue(p Position) (int, error) {
	q := p.(*productPos)
	x := uint64(0)
	for a, row := range q.heads {
		for b, h := range row {
			if !h {
				continue
			}
			ga, err := r.grundy(q.rows, a+1)
			if err != nil {
				return 0, err
			}
			hb, err := r.grundy(q.cols, b+1)
			if err != nil {
				return 0, err
			}
			x ^= games.NimProduct(uint64(ga), uint64(hb))
		}
	}
	return int(x), nil
}

// Value is the nimber of NimValue.
func (r *productRules) Value(p Position) (games.ID, error) {
	g, err := r.NimValue(p)
	if err != nil {
		return 0, err
	}
	return r.s.Value(games.NUS{M: uint64(g)}), nil
}

// Options turns A × B for each head (a, b), each set A of rows the rows'
// code allows with a last and each set B of columns with b last.
func (r *productRules) Options(p Position) (left, right []Position) {
	q := p.(*productPos)
	seen := map[string]bool{}
	for a, row := range q.heads {
		for b, h := range row {
			if !h {
				continue
			}
			q.rows.moves(a+1, func(ra []int) bool {
				rs := append(append([]int(nil), ra...), a+1)
				q.cols.moves(b+1, func(cb []int) bool {
					next := &productPos{rowCode: q.rowCode, colCode: q.colCode, rows: q.rows, cols: q.cols, heads: make([][]bool, len(q.heads))}
					for i := range q.heads {
						next.heads[i] = append([]bool(nil), q.heads[i]...)
					}
					for _, x := range rs {
						for _, y := range append(append([]int(nil), cb...), b+1) {
							next.heads[x-1][y-1] = !next.heads[x-1][y-1]
						}
					}
					if k := next.String(); !seen[k] {
						seen[k] = true
						left = append(left, next)
					}
					return true
				})
				return true
			})
		}
	}
	return left, left
}
