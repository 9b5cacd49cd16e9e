package rulesets

import (
	"slices"

	"cgcalc/games"
	"cgcalc/games/impartial"
)

// The cake games (Winning Ways ch. 2 and 8; CGSuite's game.heap.Cutcake,
// Eatcake and MaundyCake): a position is a sum of rectangles, each written
// as CGSuite writes its Coordinates, "m,n": m rows and n columns. Left
// cuts along the columns (vertical cuts: the n columns are shared among
// the pieces), Right along the rows, each by the cake's heap rule:
//
//   - Cutcake (CGSuite's GenCutcake(4.0, 4.0)): cut a piece in two;
//   - Eatcake (GenCutcake(0.7, 0.7)): eat a whole column (Left) or row
//     (Right), which may leave two pieces, or none;
//   - Maundy Cake (GenCutcake({2+}=.0, {2+}=.0)): cut a piece into k ≥ 2
//     equal parts.
//
// As in CGSuite, a side of 0 is allowed ("8,0" is a cake of 8 rows and no
// column, where only Right moves) but no move leaves one.
//
// The twisted cakes (CGSuite's GenCutcake(L, R, twisted => true)) turn
// each piece a quarter turn after the cut: Left cuts the m rows of "m,n"
// by her rule, each piece of b rows becoming the cake "n,b", and Right
// cuts the n columns, each piece of a columns becoming "a,m". GenCutcake
// (NewGenCutcake) takes Left's and Right's rules from take-and-break codes
// (games/impartial), twisted or not.
//
// When Left and Right cut by the same rule, transposing a rectangle swaps
// the players, twisted or not, so the value of "n,m" is the negative of
// that of "m,n": the memo keeps only m ≤ n.

// maxCakeSide bounds the sides of a cake.
const maxCakeSide = 1 << 20

// part is count equal heaps of size size: what a heap rule leaves.
type part struct{ size, count int }

// cakeRules is one of the cake games.
type cakeRules struct {
	name string
	s    *games.Store
	// the moves from a side of n: the pieces each leaves, by Left's rule
	// and by Right's
	left, right func(n int) [][]part
	same        bool               // the rules are the same: transposing negates
	twisted     bool               // a piece turns a quarter after the cut
	memo        map[coord]games.ID // canonical values of the pieces m×n (with m ≤ n when same)
	steps       int
}

func init() {
	for name, split := range map[string]func(int) [][]part{
		"cutcake":     cutSplits,
		"eatcake":     eatSplits,
		"maundy-cake": maundySplits,
	} {
		register(name, func(s *games.Store) Ruleset {
			return &cakeRules{name: name, s: s, left: split, right: split, same: true, memo: map[coord]games.ID{}}
		})
		register("twisted-"+name, func(s *games.Store) Ruleset {
			return &cakeRules{name: "twisted-" + name, s: s, left: split, right: split, same: true, twisted: true, memo: map[coord]games.ID{}}
		})
	}
}

// NewGenCutcake returns GenCutcake(left, right, twisted) for store s,
// named name (the name its positions print with): Left cuts a side by the
// take-and-break rule left, each heap it leaves a piece (a heap taken
// away leaves no piece), Right by right.
func NewGenCutcake(s *games.Store, name string, left, right *impartial.Ruleset, twisted bool) Ruleset {
	return &cakeRules{name: name, s: s, left: heapSplits(left), right: heapSplits(right),
		same: left.Code() == right.Code() && left.Distinct() == right.Distinct(), twisted: twisted, memo: map[coord]games.ID{}}
}

// heapSplits returns the moves of a take-and-break rule as the pieces
// each leaves.
func heapSplits(r *impartial.Ruleset) func(n int) [][]part {
	return func(n int) [][]part {
		var out [][]part
		r.Moves(n, func(heaps []int) bool {
			var sp []part
			for _, h := range heaps {
				if k := len(sp); k > 0 && sp[k-1].size == h {
					sp[k-1].count++
				} else {
					sp = append(sp, part{h, 1})
				}
			}
			out = append(out, sp)
			return true
		})
		return out
	}
}

// cutSplits is the code 4.0: a heap of n splits into two non-empty heaps.
func cutSplits(n int) [][]part {
	var out [][]part
	for a := 1; a <= n/2; a++ {
		if a == n-a {
			out = append(out, []part{{a, 2}})
		} else {
			out = append(out, []part{{a, 1}, {n - a, 1}})
		}
	}
	return out
}

// eatSplits is the code 0.7: one token of a heap of n is removed, leaving
// at most two non-empty heaps.
func eatSplits(n int) [][]part {
	var out [][]part
	if n == 0 {
		return nil
	}
	if n == 1 {
		return [][]part{{}}
	}
	out = append(out, []part{{n - 1, 1}})
	for a := 1; a <= (n-1)/2; a++ {
		if b := n - 1 - a; a == b {
			out = append(out, []part{{a, 2}})
		} else {
			out = append(out, []part{{a, 1}, {b, 1}})
		}
	}
	return out
}

// maundySplits is the code {2+}=.0: a heap of n splits into k ≥ 2 equal
// heaps, for each divisor k of n.
func maundySplits(n int) [][]part {
	var out [][]part
	for k := 2; k <= n; k++ {
		if n%k == 0 {
			out = append(out, []part{{n / k, k}})
		}
	}
	return out
}

// Name is the ruleset's name: "cutcake", "eatcake" or "maundy-cake".
func (r *cakeRules) Name() string { return r.name }

// Impartial is false: Left cuts columns, Right rows.
func (r *cakeRules) Impartial() bool { return false }

// Parse reads "m,n" (or CGSuite's "(m,n)"), or a sum "2,3 + 4,1".
func (r *cakeRules) Parse(text string) (Position, error) {
	sc := &scanner{text: text}
	c, err := sc.coords(maxCakeSide)
	if err != nil {
		return nil, err
	}
	return cakePos(c), nil
}

// cakePos is a sum of rectangles.
type cakePos coordSum

// String is "3,4" or "2,3 + 4,1".
func (p cakePos) String() string { return coordSum(p).String() }

// Picture draws the rectangles side by side, a column of '#' between two,
// top-aligned, '#' below the shorter ones.
func (p cakePos) Picture() any {
	rows := 0
	for _, c := range p {
		rows = max(rows, c.m)
	}
	b := &Board{Rows: make([][]rune, rows)}
	for i := range b.Rows {
		for j, c := range p {
			if j > 0 {
				b.Rows[i] = append(b.Rows[i], '#')
			}
			for range c.n {
				if i < c.m {
					b.Rows[i] = append(b.Rows[i], '.')
				} else {
					b.Rows[i] = append(b.Rows[i], '#')
				}
			}
		}
	}
	return b
}

// Options returns the cuts of each piece, Left's along the columns and
// Right's along the rows.
func (r *cakeRules) Options(p Position) (left, right []Position) {
	c := coordSum(p.(cakePos))
	seen := map[string]bool{}
	add := func(list []Position, q coordSum) []Position {
		if k := q.String(); !seen[k] {
			seen[k] = true
			list = append(list, cakePos(q))
		}
		return list
	}
	for i, x := range c {
		if i > 0 && x == c[i-1] {
			continue
		}
		side, piece := x.n, func(b int) coord { return coord{x.m, b} }
		if r.twisted {
			side, piece = x.m, func(b int) coord { return coord{x.n, b} }
		}
		for _, sp := range r.left(side) {
			var pieces []coord
			for _, pt := range sp {
				for range pt.count {
					pieces = append(pieces, piece(pt.size))
				}
			}
			left = add(left, c.replace(i, pieces...))
		}
	}
	clear(seen)
	for i, x := range c {
		if i > 0 && x == c[i-1] {
			continue
		}
		side, piece := x.m, func(a int) coord { return coord{a, x.n} }
		if r.twisted {
			side, piece = x.n, func(a int) coord { return coord{a, x.m} }
		}
		for _, sp := range r.right(side) {
			var pieces []coord
			for _, pt := range sp {
				for range pt.count {
					pieces = append(pieces, piece(pt.size))
				}
			}
			right = add(right, c.replace(i, pieces...))
		}
	}
	return left, right
}

// Value sums the values of the pieces.
func (r *cakeRules) Value(p Position) (games.ID, error) {
	var terms []games.Term
	for _, x := range p.(cakePos) {
		v, err := r.piece(x.m, x.n)
		if err != nil {
			return 0, err
		}
		terms = append(terms, games.Term{ID: v, Mult: 1})
	}
	return r.s.CanonicalSum(terms...)
}

// piece returns the value of one m×n rectangle.
func (r *cakeRules) piece(m, n int) (games.ID, error) {
	if r.same && m > n {
		v, err := r.piece(n, m)
		if err != nil {
			return 0, err
		}
		return r.s.CanonicalSum(games.Term{ID: v, Mult: -1})
	}
	if v, ok := r.memo[coord{m, n}]; ok {
		return v, nil
	}
	if r.steps++; r.steps%1024 == 0 {
		if err := r.s.Poll(); err != nil {
			return 0, err
		}
	}
	lside, lpiece := n, func(b int) (games.ID, error) { return r.piece(m, b) }
	rside, rpiece := m, func(a int) (games.ID, error) { return r.piece(a, n) }
	if r.twisted {
		lside, lpiece = m, func(b int) (games.ID, error) { return r.piece(n, b) }
		rside, rpiece = n, func(a int) (games.ID, error) { return r.piece(a, m) }
	}
	left, err := r.moves(r.left(lside), lpiece)
	if err != nil {
		return 0, err
	}
	right, err := r.moves(r.right(rside), rpiece)
	if err != nil {
		return 0, err
	}
	v, err := r.s.FromOptions(left, right)
	if err != nil {
		return 0, err
	}
	r.memo[coord{m, n}] = v
	return v, nil
}

// moves returns the values of the moves splits give, each the sum of the
// pieces it leaves (valueOf gives a piece's value by its new side).
func (r *cakeRules) moves(splits [][]part, valueOf func(int) (games.ID, error)) ([]games.ID, error) {
	var out []games.ID
	terms := make([]games.Term, 0, 2)
	for _, sp := range splits {
		terms = terms[:0]
		for _, pt := range sp {
			v, err := valueOf(pt.size)
			if err != nil {
				return nil, err
			}
			terms = append(terms, games.Term{ID: v, Mult: int64(pt.count)})
		}
		v, err := r.s.CanonicalSum(terms...)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}
