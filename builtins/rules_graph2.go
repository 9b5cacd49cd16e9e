package builtins

import (
	"fmt"
	"strconv"
	"strings"

	"cgcalc/eval"
	"cgcalc/games/rulesets"
	"cgcalc/reader"
)

// graph2RuleBuiltins returns the builtins of the graph games added after
// the first ones (games/rulesets): GenCol and Fjords, Weighted Arc Kayles,
// GenHackenbush and Digraph Placement.
func graph2RuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		row("gen-col", "LEFT RIGHT STRING", "Returns the position STRING of CGSuite's GenCol(LEFT, RIGHT), written as for col: vertices . (untinted), L or R (next to a blue or a red vertex) joined by edges -.\nLEFT lists the tints of the vertices Left may colour, RIGHT Right's, each a string of . L R. The vertex coloured leaves the graph, its untinted neighbours take the mover's tint, and its neighbours tinted with the opponent's colour leave too. (gen-col \".R\" \".L\" S) is Col, (gen-col \".L\" \".R\" S) Snort, (gen-col \"L\" \"R\" S) Fjords: (canon (gen-col \".R\" \".L\" \"R-.-R-.-L-.-R-.-R-.\")) is 7/8 (CGSuite's test value); (gen-col \".\" \".\" \"---\") is Node Kayles on a path of four, 0.", func(c call) (eval.Value, error) {
			left := c.str(c.Pos[0], `a string of the tints Left may colour, such as ".R"`)
			right := c.str(c.Pos[1], `a string of the tints Right may colour, such as ".L"`)
			text := c.str(c.Pos[2], "a string (a graph as CGSuite writes it)")
			if c.err != nil {
				return nil, c.err
			}
			var err error
			if left, err = letterSet(left, ".LR", "Left's tints", ". (untinted), L and R"); err != nil {
				return nil, err
			}
			if right, err = letterSet(right, ".LR", "Right's tints", ". (untinted), L and R"); err != nil {
				return nil, err
			}
			return paramGraphPosition(c, fmt.Sprintf("gen-col %q %q", left, right), text, func(s *gameState, name string) (rulesets.Ruleset, error) {
				return rulesets.NewGenCol(s.store, name, left, right)
			})
		}),
		graphRule("fjords",
			"Returns the Fjords position STRING (CGSuite's game.graph.Fjords, GenCol(\"L\", \"R\")), written as for col.",
			"A player colours a vertex tinted with his own colour (next to one of his vertices): Left an L, Right an R; the vertex leaves, its untinted neighbours take his tint and its neighbours of the other tint leave. Untinted vertices are nobody's until a neighbour is coloured: (fjords \"L-.\") is 2, (fjords \"L-R\") is *, (fjords \"L-.-R\") is 0."),
		graphRule("weighted-arc-kayles",
			"Returns the Weighted Arc Kayles position STRING (Dailly, Gledel and Heinrich 2019; CGSuite's game.graph.WeightedArcKayles): a graph with counters on its vertices.",
			"A move takes one counter from each end of an edge whose ends both have one (a loop: one counter). Impartial: the value is a nimber. Vertices are written by their counters, a digit or a number in braces, 1 if left out, joined by edges -: (weighted-arc-kayles \"3-5\") is * (the edge is played three times), (weighted-arc-kayles \"{3}(-;-;-;-;-)\") is *; with one counter each it is arc-kayles: (weighted-arc-kayles \"-------\") is *."),
		row("gen-hackenbush", "CHILDISH STRING", "Returns the position STRING of CGSuite's GenHackenbush(CHILDISH), written as for hackenbush, its first vertex the ground.\nCHILDISH lists the colours, of l (blue), r (red) and e (green), whose edges may be cut only if nothing else falls (Childish Hackenbush's rule); the others are cut as in Hackenbush. (gen-hackenbush \"\" S) is Hackenbush and (gen-hackenbush \"lr\" S) Childish Hackenbush: (canon (gen-hackenbush \"lr\" \"l(l;rl)\")) is 2 (CGSuite's test value); with green childish only a green stalk's top edge may be cut, so (gen-hackenbush \"lre\" \"eee\") is *.", func(c call) (eval.Value, error) {
			childish := c.str(c.Pos[0], `a string of the childish colours, such as "lr"`)
			text := c.str(c.Pos[1], "a string (a graph as CGSuite writes it)")
			if c.err != nil {
				return nil, c.err
			}
			childish, err := letterSet(childish, "lre", "childish colours", "l (blue), r (red) and e (green)")
			if err != nil {
				return nil, err
			}
			return paramGraphPosition(c, "gen-hackenbush "+strconv.Quote(childish), text, func(s *gameState, name string) (rulesets.Ruleset, error) {
				return rulesets.NewGenHackenbush(s.store, name, childish)
			})
		}),
		graphRule("digraph-placement",
			"Returns the Digraph Placement position STRING (Clow and McKay 2024; cgt-tools): a directed graph of blue (L) and red (R) vertices.",
			"A player chooses a vertex of his colour, Left an L and Right an R; it leaves the graph with every vertex it has an arc to. Written as CGSuite writes directed graphs: > is an arc from the vertex before to the one after, < an arc back, - arcs both ways; names and branches as for hackenbush. (digraph-placement \"L>R\") is 1/2, (digraph-placement \"L<R\") is -1/2, (digraph-placement \"L-R\") is *."),
	}
}

// letterSet returns the letters of s, each of which must be one of
// letters, once each in the order of letters; an error names what with s
// (clipped) and the letters allowed.
func letterSet(s, letters, what, allowed string) (string, error) {
	if strings.Trim(s, letters) != "" {
		return "", fmt.Errorf("%s %s: each of %s", what, reader.Quote(s), allowed)
	}
	var b strings.Builder
	for _, c := range letters {
		if strings.ContainsRune(s, c) {
			b.WriteRune(c)
		}
	}
	return b.String(), nil
}

// paramGraphPosition reads text as a position of the ruleset called
// name, made by make on its first use and kept for the session.
func paramGraphPosition(c call, name, text string, make func(s *gameState, name string) (rulesets.Ruleset, error)) (eval.Value, error) {
	s := sessionOf(c.in).games
	r, ok := s.rulesets[name]
	if !ok {
		var err error
		if r, err = make(s, name); err != nil {
			return nil, err
		}
		s.keepRuleset(name, r)
	}
	return s.rulesPosition(r, text)
}
