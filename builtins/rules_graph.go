package builtins

import (
	"cgcalc/eval"
)

// graphRuleBuiltins returns the builtins of the graph games (games/rulesets).
func graphRuleBuiltins() []*eval.Builtin {
	return []*eval.Builtin{
		graphRule("hackenbush",
			"Returns the Blue-Red-Green Hackenbush position STRING, written as CGSuite writes graphs, its first vertex the ground.",
			"A move cuts an edge (Left a blue l or green e one, Right a red r or green one); whatever no longer reaches the ground falls. "+graphConvention+" (hackenbush \"lrlrrllr\") is 77/128 (Berlekamp's rule), (hackenbush \"eee\") is *3, (hackenbush \"l(l;rl)\") is 3/2. The graph must be connected."),
		graphRule("childish-hackenbush",
			"Returns the Childish Hackenbush position STRING (CGSuite's rules), written as for hackenbush.",
			"As Hackenbush, but a blue or red edge may be cut only if nothing else falls (green edges are cut as in Hackenbush): (childish-hackenbush \"lr\") is 0, (childish-hackenbush \"l(l;rl)\") is 2."),
		graphRule("col",
			"Returns the Col position STRING, a graph of vertices . (uncoloured), L or R (tinted) joined by edges -.",
			"A player colours a vertex not next to one of his own colour; as CGSuite plays it the vertex leaves the graph and tints its neighbours: L means next to blue, so Left may colour '.' and R vertices, Right '.' and L ones; a neighbour tinted with both colours leaves too. Chains, branches and names are written as for hackenbush: (col \"R-.-R-.-L-.-R-.-R-.\") is 7/8, (col \".\") is *."),
		graphRule("snort",
			"Returns the Snort position STRING, a graph of vertices . (uncoloured), L or R (tinted) joined by edges -.",
			"A player colours a vertex not next to one of his opponent's colour: Left may colour '.' and L vertices, Right '.' and R ones (tints as for col). (snort \"L-.-.-.-L\") is {4|0,±1}, (snort \"-\") is ±1."),
		graphRule("arc-kayles",
			"Returns the Arc Kayles position STRING, a graph of vertices . joined by edges -.",
			"A move takes an edge and removes both its ends (a loop, its one vertex). Impartial: the value is a nimber: nim-value gives its size; the misère builtins take it too. Written as for hackenbush: (arc-kayles \"---\") is *2: paths are Dawson's Kayles heaps; (arc-kayles \":A---:A\"), a triangle, is *."),
		graphRule("partizan-arc-kayles",
			"Returns the Partizan Arc Kayles position STRING, a graph whose edges are l (blue), r (red) or e (green).",
			"A move takes an edge, Left a blue or green one, Right a red or green one, and removes both its ends: (partizan-arc-kayles \"l\") is 1, (partizan-arc-kayles \"lr\") is *."),
	}
}

// graphConvention is the graph string convention, for the help texts.
const graphConvention = "Strings as CGSuite's: a chain \"lrl\" is edges from the first vertex, \"(A;B)\" after a vertex starts several chains from it, \":x\" names a vertex so that a later :x is the same one (cycles), ';' starts a new chain; '.' is a vertex with no label."

// graphRule is the builtin called name that reads its string as a
// position of the ruleset name.
func graphRule(name, summary, details string) *eval.Builtin {
	return row(name, "STRING", summary+"\n"+details, func(c call) (eval.Value, error) {
		text := c.str(c.Pos[0], "a string (a graph as CGSuite writes it)")
		if c.err != nil {
			return nil, c.err
		}
		p, err := sessionOf(c.in).games.position(name, text)
		if err != nil {
			return nil, err
		}
		return p, nil
	})
}
