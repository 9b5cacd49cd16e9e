package rulesets

import (
	"fmt"
	"sort"

	"cgcalc/games"
)

// Position is a position of a ruleset. Its String is CGSuite's string for
// it, normalised (the form Parse reads and the builtins print).
type Position interface {
	String() string
}

// Ruleset is a family of games whose positions are written as strings.
// A Ruleset keeps the memo of the values it has computed, for one store.
type Ruleset interface {
	// Name is the ruleset's name in lower case, as its builtin is named:
	// "domineering", "toads-and-frogs".
	Name() string
	// Impartial reports whether both players always have the same moves.
	Impartial() bool
	// Parse reads a position; its errors are *ParseError.
	Parse(text string) (Position, error)
	// Options returns the positions Left and Right can move to.
	Options(p Position) (left, right []Position)
	// Value returns the canonical form of p in the store the ruleset was
	// made for. Long solves call the store's Poll and stop with its error.
	Value(p Position) (games.ID, error)
}

// EdgeMover is a ruleset whose moves cut one edge of a graph position
// (Hackenbush): MoveEdges(p, left)[k] is the index, in p's picture's
// Edges, of the edge cut by the k-th option Options lists for the player.
type EdgeMover interface {
	MoveEdges(p Position, left bool) []int
}

// Cutter is a ruleset whose moves cut a piece of a board position along
// a line between its cells (Cutcake): MoveCuts(p, left) lists each cut
// the player may make, one for each line of p's picture (*Board) that cuts
// a piece, with the option it leads to.
type Cutter interface {
	MoveCuts(p Position, left bool) []Cut
}

// Cut is a cut of a piece along a line of a board's picture: the line
// before column At (Vertical) or before row At, along the cells From to
// To−1 of that line (rows when Vertical, columns otherwise). Option is the
// index, in the player's list of Options, of the position it leaves.
type Cut struct {
	Vertical bool `json:"vertical"`
	At       int  `json:"at"`
	From     int  `json:"from"`
	To       int  `json:"to"`
	Option   int  `json:"option"`
}

// Drawable is a Position that can be pictured.
type Drawable interface {
	Picture() Picture
}

// Picture is the picture of a position: a *Board or a *Graph, the only
// two kinds (the unexported method keeps other packages from adding one,
// so a type switch over the two is exhaustive). A nil *Board or *Graph is
// no picture.
type Picture interface {
	picture()
}

func (*Board) picture() {}
func (*Graph) picture() {}

// Board is a picture of a grid or strip position: Rows[i][j] is the cell
// in row i (top first) and column j, one rune each, as CGSuite writes them:
// '.' empty, '#' off the board, 'x' and 'o' Left's and Right's stones (or
// pieces), 't' toads and 'f' frogs, 'l', 'r' and 'e' blue, red and green
// dominoes, 'Q' a queen (Wythoff), 'H' and 'T' coins heads and tails
// (coin-turning games), 'L' and 'R' Left's and Right's jumpers and 'λ'
// and 'ρ' their slippers (Ski Jumps), '…' cells left out of a long row, and any other
// rune the ruleset documents.
type Board struct {
	Rows [][]rune
}

// Graph is a picture of a graph position, as Hackenbush, Col and Snort
// draw it: vertices, some on the ground, and edges between them.
type Graph struct {
	// Vertices are numbered from 0; Ground[v] reports whether vertex v is
	// on the ground line (Hackenbush), and Label[v] is its mark (Col and
	// Snort: 'L', 'R', '.'; Weighted Arc Kayles: the weight's digit, '+'
	// over 9; 0 for none).
	Ground []bool
	Label  []rune
	Edges  []Edge
}

// Edge joins vertices A and B; Color is 'l' (blue, Left's), 'r' (red,
// Right's), 'e' (green, either's) or 0 for an edge with no colour. Arrow
// marks an edge directed from A to B (Digraph Placement).
type Edge struct {
	A, B  int
	Color rune
	Arrow bool
}

// ParseError is an error in the text of a position, at a column counted
// in characters from 1.
type ParseError struct {
	Col int
	Msg string
}

// Error is "column 3: ...".
func (e *ParseError) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

// registry holds the constructors of the rulesets, by name.
var registry = map[string]func(*games.Store) Ruleset{}

// register adds a ruleset's constructor; each ruleset's file calls it from
// an init function.
func register(name string, f func(*games.Store) Ruleset) {
	if _, dup := registry[name]; dup {
		panic("rulesets: " + name + " registered twice")
	}
	registry[name] = f
}

// New returns the ruleset called name for store s, and whether there is
// one.
func New(name string, s *games.Store) (Ruleset, bool) {
	f, ok := registry[name]
	if !ok {
		return nil, false
	}
	return f(s), true
}

// Names returns the names of the rulesets, sorted.
func Names() []string {
	var names []string
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
