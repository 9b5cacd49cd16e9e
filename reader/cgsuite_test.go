package reader_test

import (
	"errors"
	"strings"
	"testing"

	"cgcalc/reader"
)

// TestReadEntry checks what CGSuite lines read as: the Lisp forms, printed,
// or the error with its position.
func TestReadEntry(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		// Lisp stays Lisp: several forms, an operator inside a form.
		{"(+ 1 2)", "(+ 1 2)"},
		{"1/2 ^", "1/2 ^"},
		{"1/2+^", "1/2+^"},
		{"(+ 1 (1 + 2))", "(+ 1 (1 + 2))"},
		{"(1/2 + ^)", "(1/2 + ^)"},
		{"* *2", "* *2"},
		{"x ; := comment", "x"},
		{"x #'+ y", "x (function +) y"},
		{"(f) '* 2", "(f) (quote *) 2"},
		{"g.thermograph", "g.thermograph"},
		{"tiny(1)", "tiny (1)"},
		// CGSuite's precedence.
		{"1/2 + ^", "(+ 1/2 ^)"},
		{"*3 + *5 == *6", "(= (+ *3 *5) *6)"},
		{"g + {1|-1} >= 0", `(>= (+ g (game-literal "{1|-1}")) 0)`},
		{"1 + 2 * 3 - 4", "(- (+ 1 (* 2 3)) 4)"},
		{"- ^ + 1", "(+ (- ^) 1)"},
		{"-g", "-g"}, // a symbol alone is Lisp
		{"0 + -g", "(+ 0 (- g))"},
		{"-1 + 1", "(+ -1 1)"},
		{"2 * *", "(* 2 *)"},
		{"a <| b", "(not (>= a b))"},
		{"a |> b", "(not (<= a b))"},
		{"a <> b", "(cfuzzy a b)"},
		{"a != b", "(/= a b)"},
		{"(1 + 2) * 3", "(* (+ 1 2) 3)"},
		{"1 + (canon g)", "(+ 1 (canon g))"},
		// Statements and assignments.
		{"g := {0|*}", `(setq g (game-literal "{0|*}"))`},
		{"g:={0|*}", `(setq g (game-literal "{0|*}"))`},
		{"G := 1; g + 1;", "(setq g 1) (+ g 1)"},
		{"a := 1 // a comment", "(setq a 1)"},
		{"x := 0 || 0 | -1", `(setq x (game-literal "{0 || 0 | -1}"))`},
		// Methods and functions.
		{"g.Thermograph", "(thermograph g)"},
		{"G.Cool(1).Mean", "(mean (cool g 1))"},
		{"{3|1}.Overheat(1, 2)", `(overheat (game-literal "{3|1}") 1 2)`},
		{"^.Pow(on)", "(pow ^ on)"},
		{"upon.Upsum(^.Pow(on))", "(upsum upon (pow ^ on))"},
		{"^.PowTo(5).Subordinate(*)", "(subordinate (pow-to ^ 5) *)"},
		{"Tiny(1)", "(tiny 1)"},
		{"Tiny(g + 1)", "(tiny (+ g 1))"},
		{`game.grid.Domineering("..|..")`, `(domineering "..|..")`},
		{`TakeAndBreak("0.07")(5)`, `(heap (octal "0.07") 5)`},
		{"x := true", "(setq x t)"},
		{"1.Mean + 1.5", "(+ (mean 1) 3/2)"},
		// Errors, each at its place.
		{"g.Foo", "1:2: CGSuite's .Foo has no cgcalc form here; (help 'cgsuite) lists those that do"},
		{"g.Options(Left)", "1:2: CGSuite's .Options: in cgcalc type (left G) or (right G)"},
		{"g.Cool", "1:2: CGSuite's .Cool takes 1 argument(s), as (cool G X) does"},
		{"Foo(1)", "1:1: CGSuite's Foo(...) has no cgcalc form here; (help 'cgsuite) lists those that do"},
		{"Hackenbush(1)", `1:1: CGSuite's Hackenbush(...): in cgcalc type (hackenbush "...") (help hackenbush gives its strings)`},
		{"Tiny()", "1:1: CGSuite's Tiny takes 1 argument(s), as (tiny X) does"},
		{"Tiny(1,)", "1:8: unexpected ) in CGSuite's syntax"},
		{"Tiny(1 2)", `1:8: unexpected 2: arguments are separated by "," and end with ")"`},
		{"3 := 4", "1:1: 3 := ...: only a name can be assigned"},
		{"x :=", "1:3: nothing after :="},
		{"a := b := c", "1:8: := assigns to a name at the start of a statement"},
		{"1 + 2 +", "1:7: +: an operand is missing after it"},
		{"1 + == 2", "1:5: ==: an operand is missing before it"},
		{"x := 'a", "1:6: a quote has no place in CGSuite's syntax: write the line in Lisp, in parentheses"},
		{"1 + 2 3", "1:7: unexpected 3 in CGSuite's syntax (an operator between operands? cgcalc reads this line as CGSuite's)"},
		{"g :=\n(+ 1", `2:1: unfinished form: missing ")"`},
	} {
		nodes, err := reader.ReadEntry("", 1, tt.src)
		var got string
		if err != nil {
			got = err.Error()
		} else {
			parts := make([]string, len(nodes))
			for i, n := range nodes {
				parts[i] = n.String()
			}
			got = strings.Join(parts, " ")
		}
		if got != tt.want {
			t.Errorf("ReadEntry(%q) = %s, want %s", tt.src, got, tt.want)
		}
	}
}

// TestReadEntryPositions: positions count from the entry's first line, and
// a Lisp form after a CGSuite line keeps its own.
func TestReadEntryPositions(t *testing.T) {
	nodes, err := reader.ReadEntry("f", 3, "(setq g 1)\n  g + 1; h := 2\n(car g)")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range nodes {
		got = append(got, n.Pos().String())
	}
	if want := "f:3:1 f:4:3 f:4:10 f:5:1"; strings.Join(got, " ") != want {
		t.Errorf("positions %v, want %s", got, want)
	}
	_, err = reader.ReadEntry("f", 7, "x := 1\ng.Foo")
	var e *reader.Error
	if !errors.As(err, &e) || e.Pos.String() != "f:8:2" {
		t.Errorf("error %v, want it at f:8:2", err)
	}
}
