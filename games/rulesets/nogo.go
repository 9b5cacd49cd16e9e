package rulesets

import (
	"fmt"

	"cgcalc/games"
)

// NoGo (the placement game of the Go board in which capturing is
// forbidden; the rules of MCGS (Müller et al., University of Alberta,
// src/nogo.cpp, nogo_rule::is_legal) and of cgt-tools' NoGo family). A
// position is a board as Clobber's is written: rows separated by '|', '.'
// an empty point, 'x' a black stone (Left's), 'o' a white one (Right's),
// '#' off the board. MCGS writes the stones X and O; upper case reads the
// same.
//
// A player puts a stone of their colour on an empty point, provided that
// afterwards every group (stones of one colour joined orthogonally) has a
// liberty, an orthogonally adjacent empty point: a move may neither
// capture nor be suicide. Whoever cannot move loses. A position whose
// groups do not all have a liberty is refused.
//
// Regions: two empty points interact only when they are adjacent or are
// liberties of one group (a move touches only its neighbours' groups, whose
// liberties are all in one such class). The board splits into the classes
// of empty points linked so, each with the groups around it and the rest
// walls; a region where neither player can move is 0 and left out.
// Symmetry: the eight symmetries of the square keep the value, and
// exchanging the colours negates it (stoneKey).
func init() {
	register("nogo", func(s *games.Store) Ruleset { return newCellsRuleset("nogo", ".xo#XO", s, nogo{}) })
}

// nogo is the rules of NoGo.
type nogo struct{}

// normalise writes MCGS's upper-case stones in lower case.
func (nogo) normalise(b *stoneBoard) {
	for i, c := range b.c {
		switch c {
		case 'X':
			b.c[i] = stoneLeft
		case 'O':
			b.c[i] = stoneRight
		}
	}
}

// check refuses a board with a group that has no liberty, naming the
// column, in the text, of its first stone.
func (g nogo) check(b *stoneBoard) error {
	g.normalise(b)
	seen := make([]bool, len(b.c))
	for p, c := range b.c {
		if seen[p] || (c != stoneLeft && c != stoneRight) {
			continue
		}
		if !nogoLiberty(b, p, seen) {
			i, j := p/b.w, p%b.w
			return &ParseError{Col: i*(b.w+1) + j + 1, Msg: fmt.Sprintf("the group of %q at row %d, column %d has no liberty (NoGo positions never capture)", c, i+1, j+1)}
		}
	}
	return nil
}

// nogoLiberty reports whether the group of the stone at p has a liberty,
// marking its stones in seen (if not nil).
func nogoLiberty(b *stoneBoard, p int, seen []bool) bool {
	color := b.c[p]
	mark := seen
	if mark == nil {
		mark = make([]bool, len(b.c))
	}
	mark[p] = true
	stack := []int{p}
	free := false
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		i, j := q/b.w, q%b.w
		for _, d := range stoneOrthogonal {
			ni, nj := i+d[0], j+d[1]
			if ni < 0 || nj < 0 || ni >= b.h || nj >= b.w {
				continue
			}
			r := ni*b.w + nj
			switch b.c[r] {
			case stoneEmpty:
				free = true
			case color:
				if !mark[r] {
					mark[r] = true
					stack = append(stack, r)
				}
			}
		}
	}
	return free
}

// legal reports whether the player may put a stone on the empty point p:
// the stone's group and every opposing group next to it keep a liberty.
func (nogo) legal(b *stoneBoard, p int, left bool) bool {
	us, them := byte(stoneLeft), byte(stoneRight)
	if !left {
		us, them = them, us
	}
	b.c[p] = us
	defer func() { b.c[p] = stoneEmpty }()
	if !nogoLiberty(b, p, nil) {
		return false
	}
	i, j := p/b.w, p%b.w
	for _, d := range stoneOrthogonal {
		if b.at(i+d[0], j+d[1]) == them && !nogoLiberty(b, (i+d[0])*b.w+j+d[1], nil) {
			return false
		}
	}
	return true
}

// options returns the boards after each legal stone of the player, in
// row-major order.
func (g nogo) options(b *stoneBoard, left bool) []*stoneBoard {
	us := byte(stoneLeft)
	if !left {
		us = stoneRight
	}
	var out []*stoneBoard
	for p, c := range b.c {
		if c == stoneEmpty && g.legal(b, p, left) {
			o := b.clone()
			o.c[p] = us
			out = append(out, o)
		}
	}
	return out
}

// split returns the regions of b: the classes of empty points linked by
// adjacency or by a group they are liberties of, each with the groups
// around it; regions without a legal move for either player are left out.
func (g nogo) split(b *stoneBoard) []*stoneBoard {
	g.normalise(b)
	n := len(b.c)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(a, c int) { parent[find(a)] = find(c) }
	// Stones of a group are joined, and each empty point is joined to its
	// empty and stone neighbours: a class holds its empty points, linked
	// through the groups, with those groups.
	for p, c := range b.c {
		if c == stoneWall {
			continue
		}
		i, j := p/b.w, p%b.w
		for _, d := range [][2]int{{0, 1}, {1, 0}} {
			q := b.at(i+d[0], j+d[1])
			if q == stoneWall {
				continue
			}
			r := (i+d[0])*b.w + j + d[1]
			if c == stoneEmpty || q == stoneEmpty || c == q {
				union(p, r)
			}
		}
	}
	classes := map[int][]int{}
	var roots []int
	for p, c := range b.c {
		if c == stoneWall {
			continue
		}
		r := find(p)
		if _, ok := classes[r]; !ok {
			roots = append(roots, r)
		}
		classes[r] = append(classes[r], p)
	}
	var out []*stoneBoard
	for _, r := range roots {
		reg := stoneExtract(b, classes[r])
		if g.movable(reg) {
			out = append(out, reg)
		}
	}
	return out
}

// movable reports whether either player has a legal move on b.
func (g nogo) movable(b *stoneBoard) bool {
	for p, c := range b.c {
		if c == stoneEmpty && (g.legal(b, p, true) || g.legal(b, p, false)) {
			return true
		}
	}
	return false
}
