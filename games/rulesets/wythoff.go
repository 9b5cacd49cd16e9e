package rulesets

import (
	"fmt"
	"math/bits"

	"cgcalc/games"
)

// Wythoff's game (Winning Ways ch. 3; CGSuite's game.heap.Wythoff): a
// queen at (m,n), m and n its distances from the corner, moves any number
// of squares toward the corner, down, left or diagonally: to (m−a,n),
// (m,n−b) or (m−d,n−d). Positions are written as CGSuite's Coordinates,
// "m,n", and sums of queens "1,2 + 3,5". The game is impartial: each queen
// is the nimber of its Grundy value, kept in a table folding the symmetry
// (m,n) = (n,m).

// GenWythoff(r) (CGSuite's game.heap.GenWythoff; Fraenkel, "How to beat
// your Wythoff games' opponent on three fronts", Amer. Math. Monthly 89
// (1982)) also lets the queen move d squares down and e left, d, e ≥ 1,
// when |d − e| < r: r = 1 is Wythoff's diagonal. Its positions are
// written as Wythoff's. (CGSuite 2.x lists the moves with d ≤ min(m,n)
// only, so from (m,n), m > n, it misses the moves with n < d; the game
// here is Fraenkel's, the same from (m,n) and (n,m).)

// maxWythoff bounds a queen's coordinates: the table of Grundy values up to
// 10000 takes 100 MB and 240 MB while it is computed.
const maxWythoff = 10000

// maxWythoffBits bounds the bit sets a table of GenWythoff keeps while it
// is computed (512 MB).
const maxWythoffBits = 1 << 32

// wythoffRules is Wythoff's game, or GenWythoff(r), for one store.
type wythoffRules struct {
	name string
	s    *games.Store
	r    int // the diagonal moves (d,e) have |d−e| < r
	// tri[n][m], m ≤ n, is the Grundy value of the queen at (m,n).
	tri [][]uint16
}

func init() {
	register("wythoff", func(s *games.Store) Ruleset { return &wythoffRules{name: "wythoff", s: s, r: 1} })
}

// NewGenWythoff returns GenWythoff(r), r ≥ 1, for store s, named name
// (the name its positions print with).
func NewGenWythoff(s *games.Store, name string, r int) Ruleset {
	return &wythoffRules{name: name, s: s, r: r}
}

// Name is "wythoff", or GenWythoff's name.
func (r *wythoffRules) Name() string { return r.name }

// Impartial is true.
func (*wythoffRules) Impartial() bool { return true }

// Parse reads "m,n" (or "(m,n)") or a sum of queens "1,2 + 3,5".
func (*wythoffRules) Parse(text string) (Position, error) {
	sc := &scanner{text: text}
	c, err := sc.coords(maxWythoff)
	if err != nil {
		return nil, err
	}
	return wythoffPos(c), nil
}

// wythoffPos is a sum of queens.
type wythoffPos coordSum

// String is "1,2" or "1,2 + 3,5".
func (p wythoffPos) String() string { return coordSum(p).String() }

// Picture draws each queen on its board, the corner at the bottom left:
// m+1 rows and n+1 columns, the queen 'Q' at the top right and the
// corner marked '*'. The boards of a sum stand side by side, a column of
// '#' between two, bottom-aligned. A side of more than 40 squares is drawn
// as its first and last 20 with an ellipsis ('…') between.
func (p wythoffPos) Picture() Picture {
	height := 0
	for _, q := range p {
		height = max(height, len(drawnCells(q.m+1)))
	}
	b := &Board{Rows: make([][]rune, height)}
	for k, q := range p {
		rows, cols := drawnCells(q.m+1), drawnCells(q.n+1)
		for i := range height {
			if k > 0 {
				b.Rows[i] = append(b.Rows[i], '#')
			}
			r := i - (height - len(rows)) // the board's row, top first
			for _, j := range cols {
				cell := '#'
				if r >= 0 {
					y := rows[len(rows)-1-r] // distance from the corner's row
					switch {
					case y < 0 || j < 0:
						cell = '…'
					case y == q.m && j == q.n:
						cell = 'Q'
					case y == 0 && j == 0:
						cell = '*'
					default:
						cell = '.'
					}
				}
				b.Rows[i] = append(b.Rows[i], cell)
			}
		}
	}
	return b
}

// Options moves one queen toward the corner.
func (r *wythoffRules) Options(p Position) (left, right []Position) {
	c := coordSum(p.(wythoffPos))
	seen := map[string]bool{}
	for i, q := range c {
		if i > 0 && q == c[i-1] {
			continue
		}
		add := func(m, n int) {
			next := c.replace(i, coord{m, n})
			if k := next.String(); !seen[k] {
				seen[k] = true
				left = append(left, wythoffPos(next))
			}
		}
		for a := 1; a <= q.m; a++ {
			add(q.m-a, q.n)
		}
		for b := 1; b <= q.n; b++ {
			add(q.m, q.n-b)
		}
		for d := 1; d <= q.m; d++ {
			for e := max(1, d-r.r+1); e <= min(q.n, d+r.r-1); e++ {
				add(q.m-d, q.n-e)
			}
		}
	}
	return left, left
}

// Value is the nimber of the nim-sum of the queens' Grundy values.
func (r *wythoffRules) Value(p Position) (games.ID, error) {
	g, err := r.NimValue(p)
	if err != nil {
		return 0, err
	}
	return r.s.Value(games.NUS{M: uint64(g)}), nil
}

// NimValue returns the nim-sum of the queens' Grundy values.
func (r *wythoffRules) NimValue(p Position) (int, error) {
	g := 0
	for _, q := range p.(wythoffPos) {
		v, err := r.grundy(q.m, q.n)
		if err != nil {
			return 0, err
		}
		g ^= v
	}
	return g, nil
}

// grundy returns the Grundy value of the queen at (m,n), extending the
// table to max(m,n).
func (r *wythoffRules) grundy(m, n int) (int, error) {
	if m > n {
		m, n = n, m
	}
	if most := r.most(); n > most {
		return 0, fmt.Errorf("%w: a queen beyond %d", games.ErrTooLarge, most)
	}
	if n >= len(r.tri) {
		if err := r.fill(min(max(n+1, 2*len(r.tri)), r.most()+1)); err != nil {
			return 0, err
		}
	}
	return int(r.tri[n][m]), nil
}

// most is the largest coordinate the table may reach: maxWythoff, less
// for GenWythoff(r) as r grows (its values must fit in 16 bits and its bit
// sets in maxWythoffBits).
func (r *wythoffRules) most() int {
	size := min(maxWythoff+1, (1<<16-1)/(2*r.r+1))
	for size > 1 && int64(r.r)*int64(2*size)*int64((size*(2*r.r+1)+65)/64)*64 > maxWythoffBits {
		size = size * 9 / 10
	}
	return size - 1
}

// fill computes the table of the queens (m,n) with m ≤ n < size afresh.
// It goes along the rows m = 0, 1, ..., each for n = 0, 1, ..., size−1,
// keeping as bit sets the values seen so far in the row, in each column
// and on each diagonal; a queen's value is the least value in none of its
// sets (the mex of its options), so a queen costs a scan of words, not of
// its options. A move (d,e) goes to the diagonal n−m−(e−d); with e ≥ d the
// rows above m are all reachable on it, with e = d−L only those above
// m−L, so the diagonals are kept r times, the copy L holding the rows up
// to m−1−L.
func (r *wythoffRules) fill(size int) error {
	band := r.r
	words := (size*(2*band+1) + 65) / 64 // values are at most the options' count
	// The tables are allocated a row or a set at a time, each counted as
	// work (a unit for each 64 bytes), so that polls come between them
	// and no step allocates more than one of them.
	alloc := func(bytes int) error { return r.s.Work(bytes/64 + 1) }
	tri := make([][]uint16, size)
	for n := range tri {
		if err := alloc(2 * (n + 1)); err != nil {
			return err
		}
		tri[n] = make([]uint16, n+1)
	}
	value := func(m, n int) int {
		if m > n {
			m, n = n, m
		}
		return int(tri[n][m])
	}
	sets := func(k int) ([][]uint64, error) {
		out := make([][]uint64, k)
		for i := range out {
			if err := alloc(8 * words); err != nil {
				return nil, err
			}
			out[i] = make([]uint64, words)
		}
		return out, nil
	}
	cols, err := sets(size) // cols[n]: the values of (0..m−1, n)
	if err != nil {
		return err
	}
	diags := make([][][]uint64, band) // diags[L][n−m+size]: of (0..m−1−L, ·)
	for l := range diags {
		if diags[l], err = sets(2 * size); err != nil {
			return err
		}
	}
	diag := func(l, k int) []uint64 { return diags[l][k+size] }
	// A row's queens go in runs of queenRun, each counted as that many
	// units of work (a queen is a scan of its sets, which ends at the
	// first word with a gap) before it starts, so that no poll is checked
	// within a run, the hot loop.
	const queenRun = 256
	run := func(n0 int) (int, error) {
		return min(n0+queenRun, size), r.s.Work(queenRun * band)
	}
	row := make([]uint64, words)
	of := make([][]uint64, 0, 2*band+1)
	for m := range size {
		clear(row)
		for l := range band {
			if a := m - 1 - l; a >= 0 && band > 1 {
				dl := diags[l]
				for n0 := 0; n0 < size; n0 += queenRun {
					end, err := run(n0)
					if err != nil {
						return err
					}
					for n := n0; n < end; n++ {
						g := value(a, n)
						dl[n-a+size][g/64] |= 1 << (g % 64)
					}
				}
			}
		}
		if band == 1 { // Wythoff's game: one diagonal, kept up to date as it goes
			d0 := diags[0][size-m:]
			for n0 := 0; n0 < size; n0 += queenRun {
				end, err := run(n0)
				if err != nil {
					return err
				}
				for n := n0; n < end; n++ {
					// Resliced to words, so that the compiler drops the
					// bounds checks of the scan below.
					c, d := cols[n][:words], d0[n][:words]
					g := 0
					for w := range words {
						if x := row[w] | c[w] | d[w]; x != ^uint64(0) {
							g = w*64 + bits.TrailingZeros64(^x)
							break
						}
					}
					if m <= n {
						tri[n][m] = uint16(g)
					}
					bit := uint64(1) << (g % 64)
					row[g/64] |= bit
					c[g/64] |= bit
					d[g/64] |= bit
				}
			}
			continue
		}
		for n := range size {
			if n%queenRun == 0 {
				if _, err := run(n); err != nil {
					return err
				}
			}
			c := cols[n][:words]
			of = append(of[:0], row, c)
			for delta := 1 - band; delta < band; delta++ {
				k := n - m - delta
				if k <= -size || k >= size {
					continue
				}
				if delta >= 0 {
					of = append(of, diag(0, k))
				} else {
					of = append(of, diag(-delta, k))
				}
			}
			g := 0
			for w := range words {
				x := uint64(0)
				for _, set := range of {
					x |= set[w]
				}
				if x != ^uint64(0) {
					g = w*64 + bits.TrailingZeros64(^x)
					break
				}
			}
			if m <= n {
				tri[n][m] = uint16(g)
			}
			bit := uint64(1) << (g % 64)
			row[g/64] |= bit
			c[g/64] |= bit
		}
	}
	r.tri = tri
	return nil
}
