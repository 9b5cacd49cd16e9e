package rulesets

import (
	"fmt"

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
// 10000 takes 200 MB.
const maxWythoff = 10000

// wythoffRules is Wythoff's game for one store.
type wythoffRules struct {
	s *games.Store
	// tri[n][m], m ≤ n, is the Grundy value of the queen at (m,n).
	tri  [][]int32
	seen []int32 // mex marks, by value: the cell whose options marked it
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
	for len(r.tri) <= n {
		if err := r.extend(); err != nil {
			return 0, err
		}
	}
	return int(r.tri[n][m]), nil
}

// at is the Grundy value of (m,n) from the table, either order.
func (r *wythoffRules) at(m, n int) int32 {
	if m > n {
		return r.tri[m][n]
	}
	return r.tri[n][m]
}

// extend adds the row n = len(tri): the queens (m,n) with m ≤ n, each the
// mex of its options' values.
func (r *wythoffRules) extend() error {
	n := len(r.tri)
	row := make([]int32, n+1)
	r.tri = append(r.tri, row)
	if need := 3*n + 3; len(r.seen) < need {
		r.seen = make([]int32, 2*need)
		for i := range r.seen {
			r.seen[i] = -1
		}
	}
	for m := 0; m <= n; m++ {
		if m%256 == 255 {
			if err := r.s.Poll(); err != nil {
				r.tri = r.tri[:n]
				return err
			}
		}
		stamp := int32(n*(maxWythoff+1) + m) // unique per cell
		mark := func(v int32) { r.seen[v] = stamp }
		for a := 1; a <= m; a++ {
			mark(row[m-a])
		}
		for b := 1; b <= n; b++ {
			mark(r.at(m, n-b))
		}
		for d := 1; d <= m; d++ {
			mark(r.tri[n-d][m-d])
		}
		g := int32(0)
		for r.seen[g] == stamp {
			g++
		}
		row[m] = g
	}
	return nil
}
