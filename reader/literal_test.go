package reader

import (
	"errors"
	"testing"
)

// TestLiteralExpansion: an atom holding { reads as (game-literal TEXT
// ARG...), TEXT the atom as written and the ARGs its pieces of Lisp (the
// rules of SplitLiteral, issue 17's design): whole options that are one
// parenthesised Lisp form or one Lisp name, and names inside notation.
func TestLiteralExpansion(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"{0|^}", `(game-literal "{0|^}")`},
		{"{0, g | (mplus up up)}", `(game-literal "{0, g | (mplus up up)}" g (mplus up up))`},
		{"{0|{0|g}}", `(game-literal "{0|{0|g}}" g)`},
		{"{0||0|-2}", `(game-literal "{0||0|-2}")`},
		{"{1/2*, +-1 | ^<2>, Tiny(2)}", `(game-literal "{1/2*, +-1 | ^<2>, Tiny(2)}")`},
		{"{0|-g}", `(game-literal "{0|-g}" g)`},
		{"{2g+*|0}", `(game-literal "{2g+*|0}" g)`},
		// the same name twice is one argument; names fold to lower case
		{"{g|G+1}", `(game-literal "{g|G+1}" g)`},
		{"{a, b | a}", `(game-literal "{a, b | a}" a b)`},
		// notation words: downs and Tiny( Miny( in any case
		{"{v, vv, v3, V | tiny(1), MINY (1)}", `(game-literal "{v, vv, v3, V | tiny(1), MINY (1)}")`},
		// a whole option may be a Lisp name with hyphens or asterisks;
		// inside notation a hyphen is a minus
		{"{my-game, *depth* | g-1, 2x-y}", `(game-literal "{my-game, *depth* | g-1, 2x-y}" my-game *depth* g x y)`},
		// parenthesised options: Lisp when a name or an operator and a space
		// comes first, else notation
		{"{(* 2 g), (- g), (car xs) | (-1), (1+*), (v), (Tiny(2)), (g+1)}",
			`(game-literal "{(* 2 g), (- g), (car xs) | (-1), (1+*), (v), (Tiny(2)), (g+1)}" (* 2 g) (- g) (car xs) (g+1))`},
		{"{((lambda (x) x) 1)|0}", `(game-literal "{((lambda (x) x) 1)|0}" ((lambda (x) x) 1))`},
		// a Lisp form may hold strings with brackets, escapes and literals
		{`{0|(f "}" !) {1|h})}`, `(game-literal "{0|(f \"}\" !) {1|h})}" (f "}" !) (game-literal "{1|h}" h)))`},
		// the atom goes on after the braces; prefixes are notation
		{"2{0|^}+* -{1|0} +-{1,2}", `(game-literal "2{0|^}+*") (game-literal "-{1|0}") (game-literal "+-{1,2}")`},
		{"'{0|^}", `(quote (game-literal "{0|^}"))`},
		{"(list {0|\n ^} x)", `(list (game-literal "{0|\n ^}") x)`},
		// braces escaped are characters of a symbol
		{"!{a!}", "!{a!}"},
	} {
		nodes, err := Read("t", tt.src)
		if err != nil {
			t.Errorf("Read(%q): %v", tt.src, err)
			continue
		}
		if got := show(nodes); got != tt.want {
			t.Errorf("Read(%q) = %s, want %s", tt.src, got, tt.want)
		}
	}
}

// TestLiteralPositions: the form of a literal is at the literal, each
// piece at its place inside it, also across lines.
func TestLiteralPositions(t *testing.T) {
	src := "(setq x\n  {0, g |\n   (mplus up\n     {h|0})})"
	nodes, err := Read("f", src)
	if err != nil {
		t.Fatal(err)
	}
	lit := nodes[0].(*List).Elems[2].(*List)
	form := lit.Elems[3].(*List)
	inner := form.Elems[2].(*List)
	for _, tt := range []struct {
		n    Node
		want string
	}{
		{lit, "f:2:3"},
		{lit.Elems[0], "f:2:3"}, // game-literal
		{lit.Elems[1], "f:2:3"}, // the text
		{lit.Elems[2], "f:2:7"}, // g
		{form, "f:3:4"},
		{form.Elems[1], "f:3:11"}, // up
		{inner, "f:4:6"},
		{inner.Elems[2], "f:4:7"}, // h
	} {
		if got := tt.n.Pos().String(); got != tt.want {
			t.Errorf("%s is at %s, want %s", tt.n, got, tt.want)
		}
	}
}

// TestSplitLiteral: templates and the place of each template column in
// the text (for errors at the right character).
func TestSplitLiteral(t *testing.T) {
	start := Position{File: "f", Line: 3, Col: 5}
	for _, tt := range []struct {
		text, template string
		col            int    // a column of the template
		at             string // where it comes from
	}{
		{"{0|^^^&}", "{0|^^^&}", 7, "f:3:11"},
		{"{g|^^^&}", "{$1|^^^&}", 8, "f:3:11"},     // after a placeholder longer than its name
		{"{long-name|&}", "{$1|&}", 5, "f:3:16"},   // after one shorter
		{"{long-name|&}", "{$1|&}", 3, "f:3:6"},    // a placeholder stands for its piece's start
		{"{0,\n 1|^&}", "{0,\n 1|^&}", 9, "f:4:5"}, // across lines
		{"{(f\n x)|&}", "{$1|&}", 5, "f:4:5"},
		{"{0|V2x-1}", "{0|$1-1}", 4, "f:3:8"},
		{"{0|^}", "{0|^}", 99, "f:3:10"}, // past the end: the end
	} {
		lit, err := SplitLiteral(start, tt.text)
		if err != nil {
			t.Errorf("SplitLiteral(%q): %v", tt.text, err)
			continue
		}
		if lit.Template != tt.template {
			t.Errorf("SplitLiteral(%q).Template = %q, want %q", tt.text, lit.Template, tt.template)
		}
		if got := lit.Position(tt.col).String(); got != tt.at {
			t.Errorf("SplitLiteral(%q).Position(%d) = %s, want %s", tt.text, tt.col, got, tt.at)
		}
	}
}

// TestLiteralIncomplete: input that ends inside braces is unfinished, as
// an open parenthesis is: the REPL asks for more lines.
func TestLiteralIncomplete(t *testing.T) {
	for _, tt := range []struct{ src, msg string }{
		{"{0|", `f:1:1: unfinished game literal: missing "}"`},
		{"(list {0|{1|", `f:1:10: unfinished game literal: missing "}"`},
		{"{0|(mplus up", `f:1:4: unfinished game literal: missing ")"`},
		{`{0|(f "}`, "f:1:7: unterminated string"},
		{"{0|!", `f:1:1: unfinished game literal: missing "}"`},
	} {
		_, err := Read("f", tt.src)
		if !errors.Is(err, ErrIncomplete) || err.Error() != tt.msg {
			t.Errorf("Read(%q) = %v, want the incomplete %q", tt.src, err, tt.msg)
		}
		var l Lines
		if !l.Add(tt.src) {
			t.Errorf("Lines.Add(%q) = false, want true (more to come)", tt.src)
		}
	}
	// Line by line, as the REPL reads: more until the brace closes.
	var l Lines
	for i, line := range []string{"{0|", "  (mplus up", "    up)", "}"} {
		if more := l.Add(line); more != (i < 3) {
			t.Errorf("after line %d %q: more = %v", i+1, line, more)
		}
	}
	nodes, err := Read("f", l.Text())
	if err != nil || show(nodes) != `(game-literal "{0|\n  (mplus up\n    up)\n}" (mplus up up))` {
		t.Errorf("Read(%q) = %s, %v", l.Text(), show(nodes), err)
	}
	if one := OneLine(l.Text()); one != "{0| (mplus up up) }" {
		t.Errorf("OneLine(%q) = %q", l.Text(), one)
	}
}

// TestLiteralErrors: a bad literal is one error, at its bad character.
func TestLiteralErrors(t *testing.T) {
	for _, tt := range []struct{ src, msg string }{
		{"(list {0|^)", `f:1:11: unexpected ")" in a game literal: the "{" at 1:7 is not closed`},
		{"{0|(f}", `f:1:6: unexpected "}" in a game literal: the "(" at 1:4 is not closed`},
		{"a}", `f:1:2: "}" closes nothing (a game literal starts with "{")`},
		{"{0|^}}", `f:1:6: "}" closes nothing (a game literal starts with "{")`},
		{"{0|$1}", `f:1:4: unexpected "$" in a game literal`},
		{"{0|(f ; c\n)}", "f:1:7: a comment cannot appear inside a game literal"},
		{"{0|(f 1/0)}", "f:1:7: 1/0: division by zero"},
		{"{0|(f . )}", `f:1:7: misplaced "." (a dotted list is (a ... . b))`},
	} {
		_, err := Read("f", tt.src)
		if err == nil || errors.Is(err, ErrIncomplete) || err.Error() != tt.msg {
			t.Errorf("Read(%q) = %v, want %q", tt.src, err, tt.msg)
		}
		var l Lines
		if l.Add(tt.src) {
			t.Errorf("Lines.Add(%q) = true, want false (an error, not more to come)", tt.src)
		}
	}
}
