package builtins

import (
	"fmt"

	"cgcalc/eval"
	"cgcalc/games"
	"cgcalc/games/impartial"
	"cgcalc/games/rulesets"
)

// moveBuiltins are the builtins that choose moves: winning and sensible
// ones.
func moveBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("winning-moves", "G ARG... [:misere FLAG=nil] [:explain FLAG=nil] [:search FLAG=nil]",
			"Returns the list of the winning moves of G for SIDE, the argument after G (:left, the default, or :right): the options after which the mover wins with the other player to move, Left's G^L ≥ 0, Right's G^R ≤ 0. (winning-moves (mg 1 !| -1)) is (1); nil means SIDE has none (G ≤ 0 for Left, G ≥ 0 for Right). The options are G's as left and right list them: a form's as mg built them, a sum's one move in one summand, a canonical form's canonical options. Impartial G (either side) may also be heaps: (winning-moves (heap 'nim 3 5)) is (nim[3+3]), the moves to nim value 0. With :misere t, the moves to misère P-positions (the player unable to move wins): for heaps by the methods of misere-outcome (Bouton's rule, tame genus, quotient, search; :explain t says which), for a game or a classroom position (partizan or not) the options of SIDE after which the other player, moving first, loses, found by searching the game tree as built (a canonical form's nimbers *n are nim heaps): (winning-moves (star 3) :misere t) is (*), (winning-moves (clobber \"xoo\") :misere t) is ((clobber \".xo\")). A misère game (from mcanon) is always played misère: its canonical options that are P-positions. For a misère quotient Q, (winning-moves Q HEAP...) returns the moves from the sum of the heaps to a P-position, found through Q, as strings \"HEAP -> HEAPS LEFT\": (winning-moves (quotient \"0.123\") 7) is (\"7 -> 5\"); nil for a P-position. With :search t, a classroom game's position is decided by search (see outcome), each option with the opponent to move; a Domineering or Clobber board whose canonical form needs more than a few seconds' work is searched without being asked, with a note.",
			winningFn),
		row("sensible-moves", "G [SIDE=:left] [:lines FLAG=nil]",
			"Returns the list of SIDE's sensible moves in G, as CGSuite's SensibleLeftOptions and SensibleRightOptions: for each option K of G's canonical form, the first option of G (as left or right lists them) at least as good as K for SIDE (≥ K for :left, ≤ K for :right), each listed once. When no move wins, these are the ones to consider: any other option is reversible or dominated by one of them. A canonical form's sensible moves are all its options. With :lines t, CGSuite's SensibleLines: for each K, a line of play (X1 Y1 X2 ... Xn): SIDE's move X1 as above; while it is not equal to K it is reversible, and Y1 is the opponent's first answer as good for him as G itself (≤ G when SIDE is Left), from which SIDE moves to X2, the first option at least as good as K, and so on until Xn = K. (sensible-moves (mg (mg 2 !| 0) !| -1)) is ({2|0}).",
			sensibleMovesFn),
		row("game-tree", "G [:depth D=2] [:all FLAG=nil] [:max-nodes N=2000] [:format F=nil]",
			"Returns the tree of G's options to depth D, for exploring: a classroom game's position (its options positions) or a game (its options as left and right list them), each node with its value, printed as an indented listing, Left's options (L) before Right's (R), each marked winning (the mover wins moving second afterwards), sensible (CGSuite's sensible options, see sensible-moves), dominated (another option of the same player is at least as good, better or listed first) or reversible (the opponent has an answer in its canonical form at least as good for him as G). Only the sensible options are listed and grown further unless :all t. The tree stops at N nodes, saying so. (game-tree (domineering \"..|..\") :depth 1) lists one move of each player, to 1 for Left and -1 for Right: the board is ±1. In a worksheet, draw shows the tree as a picture: (draw (game-tree G)). With :format 'tikz it returns the tree's picture as a string of TikZ for LaTeX instead (a tikzpicture: each node a box with its position and its value as latex writes it, Left's edges blue, Right's red and dashed, winning moves thick), and with :format 'svg as an SVG document; (draw (game-tree G) \"t.tex\") writes the TikZ to a file.",
			gameTreeFn),
		row("best-move", "G [SIDE=:left]",
			"Returns the move a perfect player makes in G for SIDE (:left or :right), a classroom game's position or a game: a winning move when there is one (see winning-moves), else a move no other is better than, the one whose mean is best for SIDE; the first listed on a tie, nil when SIDE has no move. Playing it in turn for both players is perfect play. (best-move (domineering \"...|...\")) is (domineering \".#.|.#.\"), Left's move down the middle, to 2.",
			bestMoveFn),
		row("explore", "G",
			"Explores G, a classroom game's position or a game, one move deep: in the worksheet an interactive tree opens, G's picture with its value, outcome and temperature and its options, each marked as game-tree marks them; a click on an option explores it in turn, and a node can be sent to a new cell as the form that makes it. Elsewhere it prints the tree of G's options, as (game-tree G :depth 1 :all t) does.",
			exploreFn),
		row("play", "G [:as SIDE=:left] [:turn SIDE=:left]",
			"Plays G, a classroom game's position or a game, against perfect play, in the worksheet: the board is drawn and the human (:as, Left by default) moves by clicking its cells (a Domineering domino's two cells, a Clobber stone then its target, a toad or a frog) or, in Hackenbush, the edge to cut on its picture, in Nim and any heap game a heap's counter (the counters from it on are taken; when what is left may be several heaps in more than one way, the ways are offered), in Cutcake the line to cut along, or any game by clicking the picture of the position to move to; the program answers with best-move (a winning move when it has one) and says who wins from here and why, by the value. Undo and a choice of side are on the board. :turn says who moves first (the program when it is not :as). In the terminal it prints who wins from G and the human's moves, each a form to play with (play FORM :as SIDE :turn OTHER).",
			playFn),
		row("edit-board", "P [ROWS] [COLS]",
			"Opens the board editor on P, a position of a grid, strip or graph game (Domineering, Cram, Clobber, Konane, Amazons, Toads and Frogs, Toppling Dominoes; Hackenbush, Childish Hackenbush, Col, Snort, Arc Kayles, Partizan Arc Kayles), or on an empty board of ROWS by COLS of the ruleset named P: (edit-board 'domineering 3 4); a graph game's name alone starts an empty graph: (edit-board 'hackenbush). In the worksheet a click on a cell cycles it through the ruleset's cells (Domineering's empty and off the board; Clobber's empty, x, o and off); on a graph a click adds a vertex (on Hackenbush's ground line, a foot), joined by an edge of the colour chosen to the vertex picked, and the Erase and Tint tools remove vertices and edges and tint Col's and Snort's vertices. The form shows as it changes, read back by the server, and a button writes it into a new cell. Elsewhere it prints the form.",
			editBoardFn),
	}
}

// side reads the SIDE argument: true for :left, false for :right.
func (c *call) side(v eval.Value) bool {
	if c.err != nil {
		return false
	}
	switch v {
	case eval.Symbol(":left"), eval.Symbol("left"):
		return true
	case eval.Symbol(":right"), eval.Symbol("right"):
		return false
	}
	c.typeError(v, ":left or :right")
	return false
}

func winningFn(c call) (eval.Value, error) {
	if _, ok := c.Pos[0].(*Quotient); ok {
		return winningMovesFn(c) // (winning-moves Q HEAP...), always misère
	}
	if len(c.Pos) > 2 {
		return nil, fmt.Errorf("expects G and at most SIDE, got %d arguments (heaps after G are for a quotient)", len(c.Pos))
	}
	left, misere := true, given(c.Key(":misere"))
	if len(c.Pos) > 1 {
		left = c.side(c.Pos[1])
	}
	if c.err != nil {
		return nil, c.err
	}
	if _, ok := c.Pos[0].(*Position); given(c.Key(":search")) && !ok {
		return nil, eval.TypeError(c.Pos[0], "a position of a classroom game (:search t searches boards)")
	}
	switch g := c.Pos[0].(type) {
	case *Heaps:
		if misere {
			return c.misereWinningMoves(g, given(c.Key(":explain")))
		}
		return c.heapWinningMoves(g)
	case *MisereGame:
		var out []eval.Value
		for _, o := range g.s.mstore.Options(g.id) {
			if g.s.mstore.Outcome(o) == 'P' {
				out = append(out, &MisereGame{g.s, o})
			}
		}
		return eval.List(out...), nil
	case *Position:
		if misere {
			break
		}
		if given(c.Key(":search")) {
			return searchWinningMoves(g, left)
		}
		big, err := g.tooBigForCanonical()
		if err != nil {
			return nil, err
		}
		if big {
			moves, err := searchWinningMoves(g, left)
			if err != nil {
				return nil, err
			}
			return moves, g.searchNote(c, "winning-moves")
		}
		return positionWinningMoves(g, left)
	}
	if misere {
		return partizanMisereMoves(c, left)
	}
	id := c.moveGame(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	var moves []games.ID
	var err error
	if misere {
		moves, err = s.store.MisereWinningMoves(id)
	} else {
		moves, err = s.store.WinningMoves(id, left)
	}
	if err != nil {
		return nil, err
	}
	return s.list(moves), nil
}

// positionWinningMoves returns the options of a classroom position to
// which the mover wins with the other player to move: for Left the
// positions of value ≥ 0, for Right those ≤ 0, as positions.
func positionWinningMoves(p *Position, left bool) (eval.Value, error) {
	l, r := p.rules.Options(p.pos)
	opts := r
	if left {
		opts = l
	}
	var wins []rulesets.Position
	st := p.s.store
	for _, o := range opts {
		id, err := p.rules.Value(o)
		if err != nil {
			return nil, err
		}
		rel, err := st.Compare(id, games.Zero)
		if err != nil {
			return nil, err
		}
		if left && (rel == games.Greater || rel == games.Equal) || !left && (rel == games.Less || rel == games.Equal) {
			wins = append(wins, o)
		}
	}
	return p.list(wins), nil
}

// heapWinningMoves returns the moves of the heaps h to positions of nim
// value 0 (normal play; Bouton 1902 for Nim: to nim-sum 0). Misère play is
// misereWinningMoves (misinstant.go).
func (c *call) heapWinningMoves(h *Heaps) (eval.Value, error) {
	var vals []int
	if len(h.heaps) > 0 {
		// Every heap a move leaves is at most the largest heap.
		vals = c.nimValues(h.r, h.heaps[len(h.heaps)-1])
	}
	if c.err != nil {
		return nil, c.err
	}
	out := c.heapOptions(h, func(p impartial.Position) bool { return impartial.NimValue(vals, p) == 0 })
	if c.err != nil {
		return nil, c.err
	}
	return eval.List(out...), nil
}

// moveGame reads G of winning-moves and sensible-moves: a game or a
// number (the arithmetic's reading, with its messages).
func (c *call) moveGame(v eval.Value) games.ID {
	if c.err != nil {
		return 0
	}
	switch v.(type) {
	case *Game, *Position, eval.Number:
		return c.arithGame(v)
	}
	c.typeError(v, "a game, a number, a position, heaps, a misère game or a quotient")
	return 0
}

func sensibleMovesFn(c call) (eval.Value, error) {
	left := c.side(c.Pos[1])
	if c.err != nil {
		return nil, c.err
	}
	switch c.Pos[0].(type) {
	case *Game, eval.Number, *Heaps: // heaps as their value, a nimber
	default:
		return nil, eval.TypeError(c.Pos[0], "a game or a number")
	}
	id := c.arithGame(c.Pos[0])
	if c.err != nil {
		return nil, c.err
	}
	s := sessionOf(c.in).games
	if !given(c.Key(":lines")) {
		moves, err := s.store.SensibleMoves(id, left)
		if err != nil {
			return nil, err
		}
		return s.list(moves), nil
	}
	lines, err := s.store.SensibleLines(id, left)
	if err != nil {
		return nil, err
	}
	out := make([]eval.Value, len(lines))
	for i, line := range lines {
		out[i] = s.list(line)
	}
	return eval.List(out...), nil
}
