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

// maxWythoff bounds a queen's coordinates: the table of Grundy values up to
// 10000 takes 100 MB and 240 MB while it is computed.
const maxWythoff = 10000

// wythoffRules is Wythoff's game for one store.
type wythoffRules struct {
	s *games.Store
	// tri[n][m], m ≤ n, is the Grundy value of the queen at (m,n).
	tri [][]uint16
}

func init() {
	register("wythoff", func(s *games.Store) Ruleset { return &wythoffRules{s: s} })
}

// Name is "wythoff".
func (*wythoffRules) Name() string { return "wythoff" }

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
		for d := 1; d <= min(q.m, q.n); d++ {
			add(q.m-d, q.n-d)
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
	if n > maxWythoff {
		return 0, fmt.Errorf("%w: a queen beyond %d", games.ErrTooLarge, maxWythoff)
	}
	if n >= len(r.tri) {
		if err := r.fill(min(max(n+1, 2*len(r.tri)), maxWythoff+1)); err != nil {
			return 0, err
		}
	}
	return int(r.tri[n][m]), nil
}

// fill computes the table of the queens (m,n) with m ≤ n < size afresh.
// It goes along the rows m = 0, 1, ..., each for n = 0, 1, ..., size−1,
// keeping as bit sets the values seen so far in the row, in each column
// and on each diagonal; a queen's value is the least value in none of its
// three sets (the mex of its options), so a queen costs a scan of words,
// not of its options.
func (r *wythoffRules) fill(size int) error {
	words := (3*size + 64) / 64 // values are at most 3(size−1), the options' count
	tri := make([][]uint16, size)
	for n := range tri {
		tri[n] = make([]uint16, n+1)
	}
	cols := make([]uint64, size*words)    // cols[n]: the values of (0..m−1, n)
	diags := make([]uint64, 2*size*words) // diags[n−m+size]: of (m−d, n−d)
	row := make([]uint64, words)
	for m := range size {
		clear(row)
		if err := r.s.Poll(); err != nil {
			return err
		}
		for n := range size {
			c := cols[n*words : (n+1)*words]
			d := diags[(n-m+size)*words : (n-m+size+1)*words]
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
	r.tri = tri
	return nil
}
