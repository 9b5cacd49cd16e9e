package rulesets

import (
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

// splitter lists the moves from a side of n by a heap rule, from the
// move numbered from on: yield gets each move's number and the pieces it
// leaves (a slice reused between calls), until it returns false. Moves
// are numbered from 0 in the order listed, the same on every call.
type splitter func(n, from int, yield func(i int, sp []part) bool)

// cakeRules is one of the cake games.
type cakeRules struct {
	name string
	s    *games.Store
	// the moves from a side of n: the pieces each leaves, by Left's rule
	// and by Right's
	left, right splitter
	same        bool               // the rules are the same: transposing negates
	twisted     bool               // a piece turns a quarter after the cut
	memo        map[coord]games.ID // canonical values of the pieces m×n (with m ≤ n when same)
	// closed is the value of a piece by a closed form (cakeclosed.go),
	// when the rules have one there; nil if they have none.
	closed func(s *games.Store, m, n int) (games.ID, bool)
	plain  bool // tests: solve without the closed form
	// cuts: both players cut a piece in two (Cutcake's rule), untwisted,
	// so that each move is a line across the picture (MoveCuts).
	cuts  bool
	stack chunkStack[cakeFrame]
}

func init() {
	for name, split := range map[string]splitter{
		"cutcake":     cutSplits,
		"eatcake":     eatSplits,
		"maundy-cake": maundySplits,
	} {
		closed := closedForms[name]
		register(name, func(s *games.Store) Ruleset {
			return &cakeRules{name: name, s: s, left: split, right: split, same: true, memo: map[coord]games.ID{}, closed: closed, cuts: name == "cutcake"}
		})
		register("twisted-"+name, func(s *games.Store) Ruleset {
			return &cakeRules{name: "twisted-" + name, s: s, left: split, right: split, same: true, twisted: true, memo: map[coord]games.ID{}}
		})
	}
}

// NewGenCutcake returns GenCutcake(left, right, twisted) for store s,
// named name (the name its positions print with): Left cuts a side by the
// take-and-break rule left, each heap it leaves a piece (a heap taken
// away leaves no piece), Right by right. When both rules are Cutcake's
// (4.0) or both Eatcake's (0.7), untwisted, the closed forms of those
// games apply.
func NewGenCutcake(s *games.Store, name string, left, right *impartial.Ruleset, twisted bool) Ruleset {
	r := &cakeRules{name: name, s: s, left: heapSplits(left), right: heapSplits(right),
		same: left.Code() == right.Code() && left.Distinct() == right.Distinct(), twisted: twisted, memo: map[coord]games.ID{}}
	if r.same && !twisted && !left.Distinct() {
		for game, code := range map[string]string{"cutcake": "4.0", "eatcake": "0.7"} {
			if c, err := impartial.Parse(code); err == nil && c.Code() == left.Code() && !c.Distinct() {
				r.closed = closedForms[game]
				r.cuts = game == "cutcake"
			}
		}
	}
	return r
}

// heapSplits returns the moves of a take-and-break rule as the pieces
// each leaves.
func heapSplits(r *impartial.Ruleset) splitter {
	return func(n, from int, yield func(int, []part) bool) {
		var sp []part
		i := 0
		r.Moves(n, func(heaps []int) bool {
			if i++; i <= from {
				return true
			}
			sp = sp[:0]
			for _, h := range heaps {
				if k := len(sp); k > 0 && sp[k-1].size == h {
					sp[k-1].count++
				} else {
					sp = append(sp, part{h, 1})
				}
			}
			return yield(i-1, sp)
		})
	}
}

// cutSplits is the code 4.0: a heap of n splits into two non-empty heaps,
// the move numbered i leaving a = i+1 and n−a.
func cutSplits(n, from int, yield func(int, []part) bool) {
	var buf [2]part
	for a := from + 1; a <= n/2; a++ {
		sp := buf[:2]
		if a == n-a {
			sp = buf[:1]
			sp[0] = part{a, 2}
		} else {
			sp[0], sp[1] = part{a, 1}, part{n - a, 1}
		}
		if !yield(a-1, sp) {
			return
		}
	}
}

// eatSplits is the code 0.7: one token of a heap of n is removed, leaving
// at most two non-empty heaps: the move numbered 0 leaves n−1, the move
// numbered i ≥ 1 leaves i and n−1−i.
func eatSplits(n, from int, yield func(int, []part) bool) {
	var buf [2]part
	if n <= 0 {
		return
	}
	if from == 0 {
		sp := buf[:0]
		if n > 1 {
			sp = append(sp, part{n - 1, 1})
		}
		if !yield(0, sp) {
			return
		}
	}
	for a := max(from, 1); a <= (n-1)/2; a++ {
		sp := buf[:2]
		if b := n - 1 - a; a == b {
			sp = buf[:1]
			sp[0] = part{a, 2}
		} else {
			sp[0], sp[1] = part{a, 1}, part{b, 1}
		}
		if !yield(a, sp) {
			return
		}
	}
}

// maundySplits is the code {2+}=.0: a heap of n splits into k ≥ 2 equal
// heaps, for each divisor k of n, in increasing order of k (the move
// numbered i is the i-th such divisor from 0). The divisors are found up
// to √n: at most 2·2^10 steps for a side of at most 2^20.
func maundySplits(n, from int, yield func(int, []part) bool) {
	var small, large []int
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			small = append(small, d)
			if d*d != n {
				large = append(large, n/d)
			}
		}
	}
	for i := len(large) - 1; i >= 0; i-- {
		small = append(small, large[i])
	}
	var buf [1]part
	i := 0
	for _, k := range small {
		if k < 2 {
			continue
		}
		if i >= from {
			buf[0] = part{n / k, k}
			if !yield(i, buf[:]) {
				return
			}
		}
		i++
	}
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
func (p cakePos) Picture() Picture {
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

// MoveCuts returns the cuts the player (Left when left) may make in p,
// when both players cut a piece in two (Cutcake): every line between two
// columns (Left) or two rows (Right) of a piece in p's picture, with the
// option it leaves. It returns nil for the other cakes.
func (r *cakeRules) MoveCuts(p Position, left bool) []Cut {
	if !r.cuts {
		return nil
	}
	c := coordSum(p.(cakePos))
	ls, rs := r.Options(p)
	opts := ls
	if !left {
		opts = rs
	}
	index := map[string]int{}
	for k, o := range opts {
		index[coordSum(o.(cakePos)).String()] = k
	}
	var out []Cut
	col := 0 // the picture's column where piece i starts
	for i, x := range c {
		if left {
			for a := 1; a < x.n; a++ {
				if k, ok := index[c.replace(i, coord{x.m, a}, coord{x.m, x.n - a}).String()]; ok {
					out = append(out, Cut{Vertical: true, At: col + a, From: 0, To: x.m, Option: k})
				}
			}
		} else {
			for a := 1; a < x.m; a++ {
				if k, ok := index[c.replace(i, coord{a, x.n}, coord{x.m - a, x.n}).String()]; ok {
					out = append(out, Cut{At: a, From: col, To: col + x.n, Option: k})
				}
			}
		}
		col += x.n + 1 // a column of '#' between two pieces
	}
	return out
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
		r.left(side, 0, func(_ int, sp []part) bool {
			var pieces []coord
			for _, pt := range sp {
				for range pt.count {
					pieces = append(pieces, piece(pt.size))
				}
			}
			left = add(left, c.replace(i, pieces...))
			return true
		})
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
		r.right(side, 0, func(_ int, sp []part) bool {
			var pieces []coord
			for _, pt := range sp {
				for range pt.count {
					pieces = append(pieces, piece(pt.size))
				}
			}
			right = add(right, c.replace(i, pieces...))
			return true
		})
	}
	return left, right
}
