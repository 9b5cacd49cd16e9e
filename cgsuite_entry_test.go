package main

import "testing"

// TestCGSuiteSyntaxInExpr: the CGSuite habits, typed exactly as
// written, in -e arguments (reader.ReadEntry, as the REPL and the
// worksheet read them). Values: {0|*} = ↑ and 1/2 + ↑ (Winning Ways 2nd
// ed., ch. 2 and 3); *3 + *5 = *6 (nim sum); Tiny(1) = {0||0|-1} (ch. 5);
// on + off = dud (ch. 11); ±1's thermograph and {3|1}'s temperature 1 and
// mean 2 (Siegel, Combinatorial Game Theory, 2013, ch. II).
func TestCGSuiteSyntaxInExpr(t *testing.T) {
	runCommands(t, []commandCase{
		// Piped to the REPL: read as typed at the prompt. A script (a
		// file, or - for standard input) is Lisp only.
		{"piped to the REPL", nil, "g := {0|*}\n1/2 + ^\n", "↑\n1/2↑\n", "", 0},
		{"a script on standard input", []string{"-"}, "1/2 + ^\n", "",
			"<stdin>:1:5: unbound variable: + (+ is a function: call it as (+ ...), or get it with #'+)\n", 1},
		{"assignment", []string{"-e", "g := {0|*}", "-e", "g"}, "", "↑\n↑\n", "", 0},
		{"sum with spaces", []string{"-e", "1/2 + ^"}, "", "1/2↑\n", "", 0},
		{"nim sum", []string{"-e", "*3 + *5", "-e", "*3 + *5 == *6"}, "", "*6\nt\n", "", 0},
		{"without spaces, as before", []string{"-e", "1/2+^"}, "", "1/2↑\n", "", 0},
		{"comparison of a sum", []string{"-e", "g := {0|*}", "-e", "g + {1|-1} >= 0"}, "", "↑\nnil\n", "", 0},
		{"Tiny", []string{"-e", "Tiny(1)"}, "", "Tiny(1)\n", "", 0},
		{"loopy names", []string{"-e", "on", "-e", "off", "-e", "over", "-e", "dud", "-e", "(+ on off)"}, "", "on\noff\nover\ndud\ndud\n", "", 0},
		{"methods", []string{"-e", "g := {1|-1}", "-e", "g.Thermograph", "-e", "g.LeftOptions"}, "",
			"±1\n((0 ((1 1) (-1 -1))) (1 ((0 1) (0 -1))))\n(1)\n", "", 0},
		{"temperature and mean", []string{"-e", "G := {3|1}; G.Temperature; g.Mean"}, "", "2±1\n1\n2\n", "", 0},
		{"a ruleset", []string{"-e", `Domineering("..|..")`}, "", "(domineering \"..|..\")\n", "", 0},
		{"a method cgcalc has not", []string{"-e", "g := 1", "-e", "g.Options(Left)"}, "", "1\n",
			"-e:1:2: CGSuite's .Options: in cgcalc type (left G) or (right G)\n", 1},
		{"an operator in a Lisp form", []string{"-e", "(+ 1 (1 + 2))"}, "", "",
			"-e:1:7: 1 is not a function name (a call is (NAME ARGS...))\n", 1},
	})
}
