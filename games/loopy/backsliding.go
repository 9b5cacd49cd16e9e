package loopy

import (
	"fmt"
	"strings"
)

// Backsliding Toads and Frogs (Winning Ways, ch. 11; Albert and
// Nowakowski, "Backsliding Toads and Frogs", Games of No Chance 3, 2009;
// CGSuite (Siegel), version 2.x, game.strip.BackslidingToadsAndFrogs) is
// Toads and Frogs with retreats. It is played on a strip of cells, each
// empty or holding a toad or a frog, written as CGSuite writes it: 't' a
// toad, 'f' a frog, '.' an empty cell, "ttt..fff". Left moves a toad one
// cell to the right into an empty cell, or jumps it over a frog just to
// its right into the empty cell beyond, or slides it back one cell to the
// left into an empty cell; Right moves the frogs the same way mirrored
// (left, jumping a toad, or back one cell to the right). There are no
// backward jumps. The retreats make almost every position loopy.

// Backsliding is a Backsliding Toads and Frogs strip: one byte a cell,
// 't', 'f' or '.'.
type Backsliding string

// ParseBacksliding reads a strip of 't', 'f' and '.', in either case.
// Errors name the column, counted in characters from 1.
func ParseBacksliding(text string) (Backsliding, error) {
	b := make([]byte, 0, len(text))
	col := 0
	for _, r := range text {
		col++
		c := r
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != 't' && c != 'f' && c != '.' {
			return "", fmt.Errorf("column %d: %q is not a toad (t), a frog (f) or an empty cell (.)", col, r)
		}
		b = append(b, byte(c))
	}
	return Backsliding(b), nil
}

// String is the strip as CGSuite writes it.
func (p Backsliding) String() string { return string(p) }

// Mirror returns the strip reversed with toads and frogs exchanged: the
// same game with Left and Right exchanged, the negative.
func (p Backsliding) Mirror() Backsliding {
	m := make([]byte, len(p))
	for i := range len(p) {
		c := p[len(p)-1-i]
		switch c {
		case 't':
			c = 'f'
		case 'f':
			c = 't'
		}
		m[i] = c
	}
	return Backsliding(m)
}

// Options returns the strips Left (toads) or Right (frogs) can move to,
// as CGSuite lists them: piece by piece from the left, each piece's
// retreat, then its step forward, then its jump.
func (p Backsliding) Options(left bool) []Backsliding {
	us, them, d := byte('t'), byte('f'), 1
	if !left {
		us, them, d = 'f', 't', -1
	}
	n := len(p)
	at := func(i int) byte {
		if i < 0 || i >= n {
			return '#'
		}
		return p[i]
	}
	var out []Backsliding
	move := func(from, to int) {
		b := []byte(p)
		b[from], b[to] = '.', us
		out = append(out, Backsliding(b))
	}
	for i := range n {
		if p[i] != us {
			continue
		}
		if at(i-d) == '.' {
			move(i, i-d)
		}
		switch {
		case at(i+d) == '.':
			move(i, i+d)
		case at(i+d) == them && at(i+2*d) == '.':
			move(i, i+2*d)
		}
	}
	return out
}

// BackslidingLimit is the default bound on the positions of a Graph.
const BackslidingLimit = 1 << 20

// Graph returns the game graph of the strip's followers: node 0 is p, the
// nodes are labelled with their strips, and the options are in the order
// Options gives. It stops with an error when the graph would have more
// than limit nodes (limit ≤ 0 means BackslidingLimit), and when poll (if
// not nil), called every 1024 positions, returns one.
func (p Backsliding) Graph(limit int, poll func() error) (*Graph, error) {
	if limit <= 0 {
		limit = BackslidingLimit
	}
	if _, err := ParseBacksliding(string(p)); err != nil {
		return nil, err
	}
	if strings.ContainsAny(string(p), "TF") {
		p = Backsliding(strings.ToLower(string(p)))
	}
	return explore("backsliding toads and frogs", p, limit, poll,
		func(s Backsliding) (left, right []Backsliding) { return s.Options(true), s.Options(false) },
		func(s Backsliding) string { return string(s) })
}
