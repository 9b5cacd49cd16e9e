package rulesets

import (
	"fmt"
	"strings"

	"cgcalc/games"
)

// GenToadsAndFrogs (CGSuite (Siegel), version 2.x,
// game.strip.GenToadsAndFrogs(maxJump)) is Toads and Frogs where a piece
// may jump a run of up to maxJump opposing pieces: Left moves a toad one
// cell right into an empty cell, or over 1 to maxJump frogs in a row just
// to its right into the empty cell beyond them; Right moves frogs left the
// same way. GenToadsAndFrogs(1) is Toads and Frogs, and GenToadsAndFrogs(0)
// is Elephants and Rhinos (CGSuite's game.strip.ElephantsAndRhinos: no
// jumps at all), registered as "elephants-and-rhinos". Positions are
// strips as Toads and Frogs writes them: 't', 'f', '.'. CGSuite's
// backsliding variant, whose games have cycles, is not here
// (backsliding-toads-and-frogs is the loopy one for maxJump 1).
//
// Splitting, as toads.go argues for maxJump 1: the pieces that can never
// move and can never be jumped are the greatest set S of occupied cells
// such that a toad at c in S has the edge at c+1, or a toad of S there, or
// a run of m frogs of S from c+1 with m > maxJump (every landing cell is a
// frog of S) or with the edge or a toad of S just after it (the longest
// jump lands on it; a longer one would need it to be a frog); frogs
// mirrored. By induction over a play no cell of S changes: a toad of S
// cannot step (c+1 is held forever) nor jump (each landing cell is held
// forever, and a jump beyond the run needs a frog where a toad of S or
// the edge is). A frog of S has the edge or S at its left, so the cell of
// S after a segment of other cells is a toad and the one before it a
// frog: nothing crosses S, which plays as the edge of the board for each
// segment, and the value is the sum of the segments' values. A segment
// with no frog is the integer Σ (empty cells right of each toad), and one
// with no toad the negative likewise. Memo: a segment and its mirror
// (reversed, toads and frogs exchanged) are negatives.
func init() {
	register("elephants-and-rhinos", func(s *games.Store) Ruleset { return NewGenToads(s, "elephants-and-rhinos", 0) })
}

// MaxGenToadsJump bounds GenToadsAndFrogs' maxJump.
const MaxGenToadsJump = 64

// NewGenToads returns GenToadsAndFrogs(jumps) for store s, called name.
func NewGenToads(s *games.Store, name string, jumps int) Ruleset {
	return &genToads{s: s, name: name, jumps: jumps, memo: map[string]games.ID{}}
}

// genToads is GenToadsAndFrogs(jumps) in one store.
type genToads struct {
	s     *games.Store
	name  string
	jumps int
	memo  map[string]games.ID // segments, the lesser of segment and mirror
}

// genToadsPos is a strip of 't', 'f' and '.'.
type genToadsPos string

// String is the strip as CGSuite writes it.
func (p genToadsPos) String() string { return string(p) }

// Picture is the strip as a board of one row.
func (p genToadsPos) Picture() Picture { return &Board{Rows: [][]rune{[]rune(string(p))}} }

func (g *genToads) Name() string  { return g.name }
func (*genToads) Impartial() bool { return false }

// Form is how a position prints: (gen-toads-and-frogs JUMPS "…") but
// for the named rulesets.
func (g *genToads) Form(text string) string {
	if g.name == "elephants-and-rhinos" {
		return "(elephants-and-rhinos " + text + ")"
	}
	return fmt.Sprintf("(gen-toads-and-frogs %d %s)", g.jumps, text)
}

// Parse reads a strip of 't', 'f' and '.', in either case.
func (*genToads) Parse(text string) (Position, error) {
	return parseStrip(text, "tf.", "a toad (t), a frog (f) or an empty cell (.)", func(b []byte) Position {
		return genToadsPos(b)
	})
}

// moves returns the strips after each move of the player, as CGSuite
// lists them: for each piece from the left, its step, then its jumps by
// length.
func (g *genToads) moves(s string, left bool) []string {
	us, them, dir := byte('t'), byte('f'), 1
	if !left {
		us, them, dir = 'f', 't', -1
	}
	var out []string
	for n := 0; n < len(s); n++ {
		if s[n] != us {
			continue
		}
		for k := 1; k <= g.jumps+1; k++ {
			if k >= 2 {
				if m := n + (k-1)*dir; m < 0 || m >= len(s) || s[m] != them {
					break
				}
			}
			t := n + k*dir
			if t < 0 || t >= len(s) || s[t] != '.' {
				continue
			}
			b := []byte(s)
			b[n], b[t] = '.', us
			out = append(out, string(b))
		}
	}
	return out
}

// Options returns the strips Left and Right can move to.
func (g *genToads) Options(p Position) (left, right []Position) {
	s := string(p.(genToadsPos))
	for _, o := range g.moves(s, true) {
		left = append(left, genToadsPos(o))
	}
	for _, o := range g.moves(s, false) {
		right = append(right, genToadsPos(o))
	}
	return left, right
}

// frozen returns the cells of S, the pieces that never move nor are
// jumped.
func (g *genToads) frozen(s string) []bool {
	in := make([]bool, len(s))
	for i := range s {
		in[i] = s[i] != '.'
	}
	at := func(i int) (byte, bool) { // the piece at i and whether it is in S; edge is 'e'
		if i < 0 || i >= len(s) {
			return 'e', true
		}
		return s[i], in[i]
	}
	ok := func(c int) bool {
		us, them, dir := byte('t'), byte('f'), 1
		if s[c] == 'f' {
			us, them, dir = 'f', 't', -1
		}
		next, held := at(c + dir)
		switch {
		case next == 'e':
			return true
		case !held:
			return false
		case next == us:
			return true
		}
		m := 0
		for {
			p, h := at(c + (m+1)*dir)
			if p != them || !h {
				break
			}
			m++
		}
		if m > g.jumps {
			return true
		}
		after, h := at(c + (m+1)*dir)
		return after == 'e' || (h && after == us)
	}
	for changed := true; changed; {
		changed = false
		for c := range s {
			if in[c] && !ok(c) {
				in[c], changed = false, true
			}
		}
	}
	return in
}

// Value returns the canonical form of the strip: the sum of its segments.
func (g *genToads) Value(p Position) (games.ID, error) { return g.value(string(p.(genToadsPos))) }

func (g *genToads) value(s string) (games.ID, error) {
	var terms []games.Term
	for _, seg := range g.segments(s) {
		id, err := g.segment(seg)
		if err != nil {
			return 0, err
		}
		if id != games.Zero {
			terms = append(terms, games.Term{ID: id, Mult: 1})
		}
	}
	return g.s.CanonicalSum(terms...)
}

// segments returns the segments of the strip s between the pieces that
// never move (frozen).
func (g *genToads) segments(s string) []string {
	in := g.frozen(s)
	var out []string
	for i := 0; i < len(s); {
		if in[i] {
			i++
			continue
		}
		j := i
		for j < len(s) && !in[j] {
			j++
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

// genToadsMirror returns s reversed with toads and frogs exchanged.
func genToadsMirror(s string) string {
	b := make([]byte, len(s))
	for i := range s {
		c := s[len(s)-1-i]
		switch c {
		case 't':
			c = 'f'
		case 'f':
			c = 't'
		}
		b[i] = c
	}
	return string(b)
}

// segment returns the value of a segment played on its own.
func (g *genToads) segment(s string) (games.ID, error) {
	if !strings.ContainsRune(s, 'f') || !strings.ContainsRune(s, 't') {
		n := 0
		for i := range s {
			switch s[i] {
			case 't':
				n += strings.Count(s[i:], ".")
			case 'f':
				n -= strings.Count(s[:i], ".")
			}
		}
		return g.s.Integer(int64(n)), nil
	}
	key, neg := s, false
	if m := genToadsMirror(s); m < s {
		key, neg = m, true
	}
	id, ok := g.memo[key]
	if !ok {
		if err := g.s.Work(len(s)); err != nil {
			return 0, err
		}
		var sides [2][]games.ID
		for side := range sides {
			for _, o := range g.moves(key, side == 0) {
				v, err := g.value(o)
				if err != nil {
					return 0, err
				}
				sides[side] = append(sides[side], v)
			}
		}
		var err error
		if id, err = g.s.FromOptions(sides[0], sides[1]); err != nil {
			return 0, err
		}
		g.memo[key] = id
	}
	if neg {
		return g.s.CanonicalSum(games.Term{ID: id, Mult: -1})
	}
	return id, nil
}
